"""The Swingo Poker table: renders from real engine views, and whole hands through
the controller as a player taps them (CPython, fake browser)."""

from __future__ import annotations

import asyncio
import html as htmlmod
import json
import re

import pytest
from cardui.controller import Controller, Params
from cardui.session import Seat
from cardui.tables import UiCtx
from cardui.tables.swingo import controls, facing, render_result, render_table, result_for

import cardtable
from cardtable.games.swingo.actions import Call, Check, Fold, Raise
from tests.rules.test_swingo_showdown import seed_example

XSS = "<img src=x onerror=alert(1)>"


def legal_json(state, seat):
    return [a.to_json() for a in state.legal_actions(seat)]


def offered(action, legal):
    """The action is listed, or is an amount inside the offered bet/raise range."""
    if action in legal:
        return True
    amount = action.get("amount", action.get("to"))
    return any(a["type"] == "bet-range" and a["opening"] == (action["type"] == "bet")
               and a["min"] <= amount <= a["max"] for a in legal)


def ctx_for(state, seat, names=("Ann", "Bea", "Cal"), selection=None):
    return UiCtx(names=list(names), kinds=["human"] * state.players, me=seat,
                 selection=selection, extra={"legal": legal_json(state, seat),
                                             "last_event": ""})


def test_the_seed_result_marks_the_borrowed_nine_on_bs_board_and_names_the_hands():
    """Seed 000's example: C's straight flush borrows B's 9 of diamonds (S-9)."""
    s = seed_example(showdown="cards-speak")
    for seat in (1, 2, 0):
        s.apply(seat, Check())
    seat = s.to_act[0]
    page = render_table(s.view(seat), ctx_for(s, seat, names=("Ann", XSS, "Cal")))
    assert 'data-testid="last-hand"' in page
    assert "Straight flush, King high" in page and "Jacks full of Eights" in page
    assert "Three Queens" in page
    assert f"9\u2666 borrowed from {htmlmod.escape(XSS)}" in page
    assert re.search(r'class="card red lent"[^>]*data-card="9d"', page)
    assert re.search(r'class="card red borrowed"[^>]*aria-label="Nine of diamonds, borrowed'
                     r' from &lt;img', page)
    assert 'aria-label="Nine of diamonds, lent to Cal"' in page
    # each pot's winners and amounts, and every player's net chips for the hand
    assert "Pot (6): Cal 6" in page and "Main pot" not in page  # one pot
    assert 'data-testid="net-2">+4 chips<' in page
    assert 'data-testid="net-0">\u22122 chips<' in page
    assert ("Chips this hand: Ann\u00a0\u22122, &lt;img src=x onerror=alert(1)&gt;\u00a0\u22122,"
            " Cal\u00a0+4") in page
    assert "<img" not in page


def test_controls_offer_only_legal_bets_with_quick_amounts_and_a_stepper():
    s = cardtable.new_game("swingo", players=3, seed=2)
    seat = s.to_act[0]
    legal = legal_json(s, seat)
    page = controls(s.view(seat), legal, ctx_for(s, seat))
    actions = [htmlmod.unescape(x) for x in re.findall(r'data-action="([^"]*)"', page)]
    assert actions and all(offered(json.loads(a), legal) for a in actions)
    for testid in ("action-fold", "action-call", "amount-min", "amount-pot"):
        assert f'data-testid="{testid}"' in page
    assert 'data-testid="action-check"' not in page  # facing the big blind (S-5)
    assert ">Call 2<" in page  # the chips a call adds
    assert '"hint">Fold, call, or raise: pick an amount.<' in page  # not "Bet or raise"
    # pot limit (S-4): call 2 makes the pot 5, so a pot raise goes to 7; half pot (4.5)
    # rounds to 4, the minimum raise, so it is not offered twice
    assert re.search(r'data-testid="amount-min"[^>]*><span[^>]*>Min</span> <span[^>]*>4<', page)
    assert re.search(r'data-testid="amount-pot"[^>]*><span[^>]*>Pot</span> <span[^>]*>7<', page)
    assert "\u00bd pot" not in page
    stepped = controls(s.view(seat), legal, ctx_for(s, seat, selection="amt=6"))
    assert "Raise to 6" in stepped


def _button(page: str, testid: str) -> str:
    m = re.search(rf'<button[^>]*data-testid="{testid}"[^>]*>', page)
    assert m, f"no {testid}"
    return m.group(0)


def test_a_quick_amount_picks_the_amount_and_only_the_main_button_bets_it():
    """Playtest: tapping "Pot 7" raised to 7 at once. A quick amount is a UI-only
    pick (like the stepper), pressed once picked; the main button says and bets it."""
    s = cardtable.new_game("swingo", players=3, seed=2)
    seat = s.to_act[0]
    legal = legal_json(s, seat)
    page = controls(s.view(seat), legal, ctx_for(s, seat))
    for testid, amount in (("amount-min", 4), ("amount-pot", 7)):
        button = _button(page, testid)
        assert "data-action" not in button  # picking bets nothing
        pressed = testid == "amount-min"  # nothing picked yet: the minimum
        assert f'aria-pressed="{str(pressed).lower()}"' in button
        if not pressed:
            assert f'data-ui="select" data-arg="amt={amount}"' in button
    bets = [a for a in assert_only_legal(page, legal) if a["type"] in ("bet", "raise")]
    assert bets == [{"type": "raise", "to": 4}]
    assert ">Raise to 4<" in page
    picked = controls(s.view(seat), legal, ctx_for(s, seat, selection="amt=7"))
    assert 'aria-pressed="true"' in _button(picked, "amount-pot")
    assert 'aria-pressed="false"' in _button(picked, "amount-min")
    assert "data-ui" not in _button(picked, "amount-pot")  # a second tap keeps it
    chosen = _button(picked, "amount-chosen")
    assert 'data-action="{&quot;to&quot;:7,&quot;type&quot;:&quot;raise&quot;}"' in chosen
    assert re.search(r'data-testid="amount-chosen"[^>]*>Raise to 7<', picked)
    bets = [a for a in assert_only_legal(picked, legal) if a["type"] in ("bet", "raise")]
    assert bets == [{"type": "raise", "to": 7}]


def _call_round_1(s) -> None:
    """Every seat calls or checks round 1 of ``s``, to the hole choice."""
    while s.view(None)["phase"] == "bet":
        seat = s.to_act[0]
        s.apply(seat, next(a for a in s.legal_actions(seat)
                           if a.kind in ("call", "check")))


def _at_the_hole_choice():
    s = cardtable.new_game("swingo", players=3, seed=4)
    _call_round_1(s)
    return s


def test_a_hole_card_choice_is_two_taps_then_keep():
    s = _at_the_hole_choice()
    seat = s.to_act[0]
    view = s.view(seat)
    page = render_table(view, ctx_for(s, seat))
    assert page.count('data-testid="my-card-') == 5
    none = controls(view, legal_json(s, seat), ctx_for(s, seat))
    assert "action-choose-hole" not in none
    two = controls(view, legal_json(s, seat), ctx_for(s, seat, selection="c=1,3"))
    assert 'data-testid="action-choose-hole"' in two
    own = view["own"]["cards"]
    assert re.search(r"Keep \S+ \S+ hidden", two)
    kept = json.loads(htmlmod.unescape(re.search(
        r'data-action="([^"]*)"[^>]*data-testid="action-choose-hole"', two).group(1)))
    assert sorted(kept["cards"]) == sorted([own[1], own[3]])


def _press(c: Controller, testid: str) -> None:
    page = c.html()
    m = re.search(rf'<[^>]*data-testid="{re.escape(testid)}"[^>]*>', page)
    assert m, f"no {testid} on screen"
    attrs = {k.replace("data-", ""): htmlmod.unescape(v)
             for k, v in re.findall(r'(data-[a-z-]+)="([^"]*)"', m.group(0))}
    if "ui" in attrs:
        c.ui(attrs["ui"], attrs.get("arg"))
    else:
        c.act(attrs)


def _play(c: Controller) -> None:
    page = c.html()
    if 'data-testid="my-card-0"' in page:
        _press(c, "my-card-0")
        _press(c, "my-card-1")
        _press(c, "action-choose-hole")
        return
    for testid in ("action-show", "action-declare-high", "action-check", "action-call"):
        if f'data-testid="{testid}"' in page:
            _press(c, testid)
            return
    raise AssertionError("no move on screen")


def test_a_solo_hand_is_played_by_tapping_to_the_result(platform):
    c = Controller(platform, Params(seed=3))
    c.boot()
    c.lobby_change("game", "swingo")
    c.lobby_change("players", "3")
    c.form.seats = [Seat("Me", "human"), Seat("B1", "bot", "medium"), Seat(XSS, "bot", "hard")]
    c.form.options.update({"hands": 1})
    c.start_game()
    for _ in range(200):
        if c.session.over:
            break
        if c.bots_pending():
            asyncio.run(c.run_bots())
        else:
            _play(c)
    assert c.session.over
    page = c.html()
    assert 'data-testid="results"' in page and 'data-testid="standings"' in page
    assert 'data-testid="last-hand"' in page and "<img" not in page


def test_pass_and_play_hole_choices_hand_off_and_hide_the_other_cards(platform):
    c = Controller(platform, Params(seed=5))
    c.boot()
    c.lobby_change("game", "swingo")
    c.lobby_change("players", "3")
    c.form.seats = [Seat("Ana", "human"), Seat("Ben", "human"), Seat("Bot", "bot", "easy")]
    c.start_game()
    seen_choice = False
    for _ in range(60):
        page = c.html()
        if 'data-testid="handoff"' in page:
            assert "data-card" not in page  # nobody's cards while the device changes hands
            c.ui("handoff-ready")
            continue
        if c.bots_pending():
            asyncio.run(c.run_bots())
            continue
        if c.session.over or c.session.state.view(None)["hand"] > 1:
            break
        me = c.session.next_human()
        others = {x for s in range(3) if s != me for x in c.session.state.cards[s]}
        mine = {x.code for x in c.session.state.cards[me]}
        public = set(re.findall(r'"([2-9TJQKA][cdhs])"',
                                json.dumps(c.session.state.view(None))))
        for code in {x.code for x in others} - mine - public:
            assert f'data-card="{code}"' not in page
        seen_choice |= 'data-testid="hole-choice"' in page
        _play(c)
    assert seen_choice


def advance_to(state, phase):
    """Check or call (keeping the first two cards, declaring high) until ``phase``."""
    for _ in range(100):
        view = state.view(None)
        if view["phase"] == phase:
            return state
        seat = state.to_act[0]
        legal = state.legal_actions(seat)
        kinds = {a.kind: a for a in legal}
        for kind in ("check", "call", "choose-hole", "declare", "show"):
            if kind in kinds:
                state.apply(seat, kinds[kind])
                break
        else:
            raise AssertionError(f"nothing to play in {view['phase']}")
    raise AssertionError(f"never reached {phase}")


def assert_only_legal(page, legal):
    actions = [json.loads(htmlmod.unescape(x)) for x in re.findall(r'data-action="([^"]*)"',
                                                                   page)]
    assert actions, "no action buttons"
    assert all(offered(a, legal) for a in actions), actions
    return actions


def test_each_phase_renders_with_only_legal_controls():
    s = cardtable.new_game("swingo", players=3, seed=6, options={"variant": "high-low"})
    names = ("Ann", XSS, "Cal")
    # betting round 1: five cards face up for the seat to act, boards face down
    seat = s.to_act[0]
    view = s.view(seat)
    page = render_table(view, ctx_for(s, seat, names=names))
    assert 'data-testid="my-cards"' in page
    # the others' boards face down; yours is among your five
    assert page.count('aria-label="Board card, not yet shown"') == 3 * 2
    assert f'data-testid="acting-{seat}"' in page and 'data-testid="pot"' in page
    assert 'data-testid="dealer-0"' in page and "&lt;img" in page and "<img" not in page
    for code in view["own"]["cards"]:
        assert f'data-card="{code}"' in page
    others = {c.code for k in range(3) if k != seat for c in s.cards[k]}
    assert not any(f'data-card="{c}"' in page for c in others)
    # fixed limit (high-low, S-12): a single bet/raise size, no stepper
    acts = assert_only_legal(controls(view, legal_json(s, seat), ctx_for(s, seat)),
                             legal_json(s, seat))
    assert sum(a["type"] in ("bet", "raise") for a in acts) == 1
    # the choice of hole cards
    advance_to(s, "choose")
    seat = s.to_act[0]
    page = render_table(s.view(seat), ctx_for(s, seat, names=names))
    assert 'data-testid="hole-choice"' in page and page.count('data-ui="select"') == 5
    assert_only_legal(controls(s.view(seat), legal_json(s, seat),
                               ctx_for(s, seat, selection="c=0,4")), legal_json(s, seat))
    # round 2: every board face up, my two hole cards below
    advance_to(s, "bet")
    seat = s.to_act[0]
    view = s.view(seat)
    page = render_table(view, ctx_for(s, seat, names=names))
    for info in view["seats"]:
        assert f'data-testid="board-{info["seat"]}"' in page
        for code in info["board"]:
            assert f'data-card="{code}"' in page
    assert 'data-testid="my-hole"' in page and "Board card, not yet shown" not in page
    # the river, then the secret declaration
    advance_to(s, "declare")
    seat = s.to_act[0]
    view = s.view(seat)
    assert view["river"] and f'data-card="{view["river"]}"' in render_table(
        view, ctx_for(s, seat, names=names))
    acts = assert_only_legal(controls(view, legal_json(s, seat), ctx_for(s, seat)),
                             legal_json(s, seat))
    assert sorted(a["way"] for a in acts) == ["both", "high", "low"]


def test_show_or_muck_at_the_showdown():
    s = seed_example()
    for seat in (1, 2, 0):
        s.apply(seat, Check())
    assert s.view(None)["phase"] == "showdown"
    seat = s.to_act[0]
    page = controls(s.view(seat), legal_json(s, seat), ctx_for(s, seat))
    acts = assert_only_legal(page, legal_json(s, seat))
    assert {a["type"] for a in acts} == {"show", "muck"}
    assert 'data-testid="action-show"' in page and 'data-testid="action-muck"' in page


def test_pot_limit_quick_amounts_are_exact_legal_raises():
    s = cardtable.new_game("swingo", players=3, seed=2, options={"stack": 60})
    s.apply(s.to_act[0], Call())
    s.apply(s.to_act[0], Call())
    seat = s.to_act[0]  # the big blind may raise: pot 6, nothing owed
    legal = legal_json(s, seat)
    page = controls(s.view(seat), legal, ctx_for(s, seat))
    lim = s.view(seat)["bet_limits"]
    picks = sorted(int(x) for x in re.findall(r'data-arg="amt=(\d+)" data-testid="amount-'
                                              r'(?:min|half-pot|pot|all-in)"', page))
    assert picks[-1] == lim["max"]  # the minimum is picked already (no data-arg)
    assert 'data-testid="amount-min" aria-pressed="true"' in page
    for amount in [lim["min"], *picks]:  # each picked, the main button bets it exactly
        picked = controls(s.view(seat), legal, ctx_for(s, seat, selection=f"amt={amount}"))
        acts = assert_only_legal(picked, legal)
        assert [a.get("to", a.get("amount")) for a in acts
                if a["type"] in ("bet", "raise")] == [amount]
    # the stepper moves by the big blind within the legal range (a UI-only selection)
    assert f'data-arg="amt={lim["min"] + 2}" data-testid="amount-up"' in page
    assert 'data-testid="amount-down" disabled' in page  # the minimum is picked
    stepped = controls(s.view(seat), legal, ctx_for(s, seat, selection=f"amt={lim['max'] + 9}"))
    assert f"Raise to {lim['max']}<" in stepped  # clamped to the pot limit
    assert_only_legal(stepped, legal)


def test_the_all_in_button_replaces_pot_when_the_stack_is_short():
    s = cardtable.new_game("swingo", players=2, seed=2, options={"stack": 5})
    seat = s.to_act[0]
    legal = legal_json(s, seat)
    page = controls(s.view(seat), legal, ctx_for(s, seat, names=("Ann", "Bea")))
    assert_only_legal(page, legal)
    assert 'data-testid="amount-all-in"' in page and 'data-testid="amount-pot"' not in page


@pytest.mark.parametrize("stack, all_in", [(5, True), (400, False)])
def test_a_call_of_every_chip_left_says_all_in_on_its_button(stack, all_in):
    """S-4 (playtest 17: "Call 369" put a player all-in and out of the match with no
    word before the tap): a call that takes every chip left says "(all-in)"."""
    s = cardtable.new_game("swingo", players=2, seed=2, options={"stack": stack})
    raiser = s.to_act[0]
    top = next(a for a in s.legal_actions(raiser) if type(a).__name__ == "BetRange")
    s.apply(raiser, Raise(to=top.max))
    seat = s.to_act[0]
    owed = s.view(seat)["bet_limits"]["call"]
    assert (owed >= s.view(seat)["stacks"][seat]) is all_in
    page = controls(s.view(seat), legal_json(s, seat), ctx_for(s, seat))
    assert re.search(rf">Call {owed}{re.escape(' (all-in)') if all_in else ''}<", page), page


def test_a_thinking_bot_is_named_in_words():
    s = cardtable.new_game("swingo", players=3, seed=2)
    bot = s.to_act[0]
    ctx = UiCtx(names=["Ann", "Bea", "Cal"], kinds=["human", "bot", "bot"], me=None,
                thinking=bot, extra={"legal": [], "last_event": ""})
    page = render_table(s.view(None), ctx)
    assert f'data-testid="thinking-{bot}"' in page
    assert '<span class="acting-word">thinking</span>\u2026' in page
    assert 'data-testid="mine"' not in page and "data-card" not in page


def test_players_out_in_different_hands_do_not_share_a_place():
    """S-2 (playtest 14): "Ben 18 · You 0 · Ana 0" with Ana out six hands after you:
    she stands second, you third, in the hand's result as in the match's."""
    from cardui.results import chip_places, hand_end_standings

    view = {"last_hand": {"stacks": [0, 18, 0]},
            "standings": [{"seat": 1, "chips": 18}, {"seat": 2, "chips": 0, "out": 12},
                          {"seat": 0, "chips": 0, "out": 6}]}
    ctx = UiCtx(names=["You", "Ben", "Ana"], kinds=["human", "bot", "bot"], me=0)
    places = [re.sub(r"<[^>]+>", " ", str(li)).split() for li in
              chip_places(hand_end_standings(view), ctx)]
    assert places == [["1.", "Ben", ":", "18", "chips"], ["2.", "Ana", ":", "0", "chips"],
                      ["3.", "You", ":", "0", "chips"]]


def test_the_result_panel_names_the_winner_the_borrow_and_the_standings():
    s = seed_example(showdown="cards-speak", hands=1)
    for seat in (1, 2, 0):
        s.apply(seat, Check())
    assert s.view(None)["over"]
    names = ("Ann", XSS, "Cal")
    ctx = UiCtx(names=list(names), kinds=["human", "bot", "bot"], me=0,
                extra={"legal": [], "last_event": ""})
    page = render_result(s.view(0), s.outcome, ctx)
    assert 'data-testid="result-title">Cal wins the match!<' in page
    assert 'data-testid="standings"' in page and 'data-testid="last-hand"' in page
    assert "Straight flush, King high" in page
    assert f"9\u2666 borrowed from {htmlmod.escape(XSS)}" in page
    assert "<img" not in page
    # the table itself does not repeat the last hand under the result panel
    assert 'data-testid="last-hand"' not in render_table(s.view(0), ctx)
    assert result_for(s.view(0), s.outcome, 2)[0] == "won"
    result, best = result_for(s.view(0), s.outcome, 0)
    assert result == "lost" and best is not None and best[1].endswith("chips")


def test_deep_stacks_get_the_same_few_controls_stepping_in_round_amounts():
    """S-4 with 1,000,000 chips: one offered range, a handful of buttons (not one per
    amount), and a stepper whose step crosses the range in about 40 taps."""
    s = cardtable.new_game("swingo", players=3, seed=2, options={"stack": 1_000_000})
    s.apply(s.to_act[0], Raise(7))
    s.apply(s.to_act[0], Raise(23))
    s.apply(s.to_act[0], Raise(69))
    seat = s.to_act[0]
    legal = legal_json(s, seat)
    assert len(legal) == 3
    page = controls(s.view(seat), legal, ctx_for(s, seat))
    acts = assert_only_legal(page, legal)
    assert len(acts) <= 7
    lim = s.view(seat)["bet_limits"]
    up = int(re.search(r'data-arg="amt=(\d+)" data-testid="amount-up"', page).group(1))
    assert lim["min"] < up <= lim["min"] + (lim["max"] - lim["min"]) // 20


def _best_view(**extra):
    seats = [{"seat": 0, "board": None}, {"seat": 1, "board": ["Th", "4s", "5s"]},
             {"seat": 2, "board": None}]
    return {"own": {"cards": ["Ah", "Kh", "Qh", "Jh", "2c"]}, "river": "3d",
            "seats": seats, "variant": "high", "low_ranking": "deuce-to-seven", **extra}


def test_best_hand_now_borrows_one_card_of_a_live_board_and_marks_it():
    """S-9: own five cards and the river, plus at most one card of another live board."""
    from cardui.tables.swingo import _best_line, best_now

    ctx = UiCtx(names=["Me", "Ben", "Cy"], kinds=["human", "bot", "bot"], me=0)
    [(label, best)] = best_now(_best_view(), ctx)
    assert best.name == "Royal flush" and best.borrowed.code == "Th" and best.lender == 1
    html = _best_line(_best_view(), ctx)
    assert "Royal flush" in html and "10\u2665 from Ben" in html and "borrowed" in html


def test_best_hand_now_uses_no_board_the_view_does_not_show():
    from cardui.tables.swingo import best_now

    ctx = UiCtx(names=["Me", "Ben", "Cy"], kinds=["human", "bot", "bot"], me=0)
    view = _best_view()
    view["seats"][1]["board"] = None  # not revealed (or folded): nothing to borrow
    [(_label, best)] = best_now(view, ctx)
    assert best.borrowed is None and best.name == "Ace high"


def test_choosing_shows_what_the_picked_pair_leaves_on_the_board():
    from cardui.tables.swingo import _board_left

    ctx = UiCtx(names=["Me"], kinds=["human"], me=0, selection="c=0,3")
    html = _board_left(["Ah", "Kh", "Qh", "Jh", "2c"], ctx)
    assert "K\u2665 Q\u2665 2\u2663" in html


def test_choosing_lists_what_every_pair_leaves_on_the_board():
    """Before two cards are picked, each of the ten choices and its board (S-6)."""
    from cardui.tables.swingo import _board_left

    ctx = UiCtx(names=["Me"], kinds=["human"], me=0, selection="")
    html = str(_board_left(["Ah", "Kh", "Qh", "Jh", "2c"], ctx))
    assert html.count("<li>") == 10
    assert "Keep A\u2665 K\u2665: board <strong>Q\u2665 J\u2665 2\u2663</strong>" in html
    assert "Keep J\u2665 2\u2663: board <strong>A\u2665 K\u2665 Q\u2665</strong>" in html


def test_every_choice_is_listed_strongest_board_first_and_named_s7():
    """S-7: the strongest board starts rounds 2 and 3, so the list puts it first and
    says how each board ranks (three of a kind, a pair, high card)."""
    from cardui.tables.swingo import _board_left

    ctx = UiCtx(names=["Me"], kinds=["human"], me=0, selection="")
    html = str(_board_left(["9s", "9h", "9d", "Ks", "2c"], ctx))
    rows = re.findall(r"<li>(.*?)</li>", html)
    assert len(rows) == 10
    assert rows[0].endswith(", three Nines")
    assert "a pair of Nines" in rows[1]  # 9 9 K beats 9 9 2
    assert "K\u2660" in rows[1]
    assert [r.rsplit(", ", 1)[1] for r in rows] == (
        ["three Nines"] + ["a pair of Nines"] * 6 + ["King high"] * 3)


def test_with_nothing_to_call_the_line_says_check_or_bet():
    """The line under the table names the choices the buttons offer (found playtesting:
    "Bet or raise" was said facing a bet, and with nothing to call)."""
    s = cardtable.new_game("swingo", players=3, seed=2)
    for _ in range(6):  # round 1 called round, then everyone's hole cards
        seat = s.to_act[0]
        legal = legal_json(s, seat)
        if any(a["type"] == "bet-range" and a["opening"] for a in legal):
            break
        if any(a["type"] == "choose-hole" for a in legal):
            for seat in list(s.to_act):
                s.apply(seat, s.legal_actions(seat)[0])
        else:
            s.apply(seat, Check() if {"type": "check"} in legal else Call())
    page = controls(s.view(seat), legal, ctx_for(s, seat))
    assert '"hint">Check, or pick an amount to bet.<' in page


def test_a_card_borrowed_from_you_says_you_in_small_letters():
    """Playtest: a hand's result read "K♥ borrowed from You" mid-sentence."""
    s = seed_example(showdown="cards-speak")
    for seat in (1, 2, 0):
        s.apply(seat, Check())
    seat = s.to_act[0]
    page = render_table(s.view(seat), ctx_for(s, seat, names=("Ann", "You", "Cal")))
    assert "9\u2666 borrowed from you<" in page and "borrowed from You" not in page
    assert 'aria-label="Nine of diamonds, borrowed from you"' in page
    page = render_table(s.view(seat), ctx_for(s, seat, names=("Ann", "Bea", "You")))
    assert 'aria-label="Nine of diamonds, lent to you"' in page


def test_in_fixed_limit_the_line_names_the_one_bet_or_raise_with_nothing_to_pick():
    """Playtest (high-low): "Fold, call, or raise: pick an amount." beside the one
    button "Raise to 8": there is no amount to pick in fixed limit."""
    s = cardtable.new_game("swingo", players=3, seed=2, options={"variant": "high-low"})
    hints = {}
    for _ in range(30):
        if s.is_over:
            break
        seat = s.to_act[0]
        legal = legal_json(s, seat)
        offer = next((a for a in legal if a["type"] == "bet-range"), None)
        if offer is not None:
            assert offer["min"] == offer["max"]
            page = controls(s.view(seat), legal, ctx_for(s, seat))
            hint = re.search(r'data-testid="hint">([^<]*)<', page).group(1)
            facing = any(a["type"] == "call" for a in legal)
            hints.setdefault((offer["opening"], facing), (hint, offer["min"]))
            assert "pick" not in hint
        if len(hints) == 3:
            break
        if any(a["type"] == "choose-hole" for a in legal):
            for seat in list(s.to_act):
                s.apply(seat, s.legal_actions(seat)[0])
        elif any(a["type"] == "declare" for a in legal):
            for seat in list(s.to_act):
                s.apply(seat, s.legal_actions(seat)[0])
        else:
            s.apply(seat, Check() if {"type": "check"} in legal else Call())
    raise_hint, to = hints[False, True]
    assert raise_hint == f"Fold, call, or raise to {to}."
    option_hint, to = hints[False, False]  # the big blind's option
    assert option_hint == f"Check, or raise to {to}."
    bet_hint, amount = hints[True, False]
    assert bet_hint == f"Check, or bet {amount}."


def _finished_seed_example():
    s = seed_example(showdown="cards-speak", hands=1)
    for seat in (1, 2, 0):
        s.apply(seat, Check())
    assert s.view(None)["over"]
    return s


def test_the_match_result_says_it_stopped_after_its_hands_and_who_has_the_most_chips():
    """Playtest: "Eli wins the match!" did not say why: the match stopped after
    its hands and Eli has the most chips."""
    s = _finished_seed_example()
    top = s.outcome["chips"][2]
    ctx = UiCtx(names=["Ann", "Bea", XSS], kinds=["human", "bot", "bot"], me=0)
    page = render_result(s.view(0), s.outcome, ctx)
    assert (f'data-testid="result-why">The match stopped after its one hand: '
            f'{htmlmod.escape(XSS)} has the most chips ({top}).<') in page
    assert "<img" not in page
    ctx = UiCtx(names=["Ann", "Bea", "You"], kinds=["bot", "bot", "human"], me=2)
    page = render_result(s.view(2), s.outcome, ctx)
    assert 'data-testid="result-title">You win the match!<' in page
    assert (f'data-testid="result-why">The match stopped after its one hand: '
            f'you have the most chips ({top}).<') in page


def test_the_match_result_says_when_everyone_else_ran_out_or_it_was_ended():
    from cardui.tables.swingo import why_ended

    ctx = UiCtx(names=["Ann", "Bea", "Cal"], kinds=["human", "bot", "bot"], me=0)
    out = {"winners": [1], "chips": [0, 1200, 0], "hands": 7,
           "reason": "one player holds every chip"}
    assert why_ended(out, ctx) == ("Everyone else ran out of chips after 7 hands: "
                                   "Bea has all 1200.")
    out = {**out, "winners": [0], "chips": [1200, 0, 0]}
    assert why_ended(out, ctx) == ("Everyone else ran out of chips after 7 hands: "
                                   "you have all 1200.")
    tie = {"winners": [0, 2], "chips": [500, 200, 500], "hands": 4, "reason": "stopped"}
    assert why_ended(tie, ctx) == ("The match was ended after 3 hands: you and Cal have "
                                   "the most chips (500 each).")
    page = render_result({"standings": []}, tie, ctx)
    assert 'data-testid="result-title">You and Cal share the lead!<' in page
    first = {"winners": [0, 1, 2], "chips": [400] * 3, "hands": 1, "reason": "stopped"}
    assert why_ended(first, ctx) == ("The match was ended before the first hand: "
                                     "nobody won or lost a chip.")


def test_the_last_table_of_a_finished_match_marks_nobody_folded_and_no_best_hand_now():
    """Playtest: under "Eli wins the match!" the table still said "High best now:"
    and marked the winner "folded" (in the last hand). A seat says how it left the
    last hand only in words naming that hand (a later playtest saw an empty box)."""
    s = cardtable.new_game("swingo", players=3, seed=2, options={"hands": 1})
    folded = []
    while not s.is_over:  # the two first to act fold: the big blind takes the pot
        folded.append(s.to_act[0])
        s.apply(s.to_act[0], next(a for a in s.legal_actions(s.to_act[0])
                                  if a.kind == "fold"))
    me = folded[0]
    assert s.view(me)["seats"][me]["status"] == "folded"  # as the engine keeps it
    page = render_table(s.view(me), ctx_for(s, me))
    assert 'data-testid="status-' not in page
    assert sorted(re.findall(r"(?i)>([^<]*folded[^<]*)<", page)) == sorted(
        ["Folded in hand 1"] * 2 + ["Won hand 1: the others folded"])
    assert "best now" not in page.lower()


def test_your_own_seat_shows_no_face_down_board_while_your_five_are_shown():
    """Playtest: before the hole choice your seat showed three card backs beside
    your five face-up cards, which read as "three hidden cards I can't see". The
    others' seats keep theirs (their boards are not shown yet, S-6); yours is the
    five below, so your seat shows no backs."""
    s = cardtable.new_game("swingo", seed=3, players=3)
    seat = 0
    page = str(render_table(s.view(seat), ctx_for(s, seat)))
    assert len(s.view(seat)["own"]["cards"]) == 5
    assert page.count("Board card, not yet shown") == 3 * (s.players - 1)


def test_an_empty_river_slot_says_when_the_river_comes():
    """S-8: the river is dealt after round 2. A playtest puzzled over "River" beside
    an empty slot from the first betting round on."""
    state = cardtable.new_game("swingo", players=3, seed=2)
    seat = state.to_act[0]
    page = htmlmod.unescape(str(render_table(state.view(seat), ctx_for(state, seat))))
    slot = re.search(r'data-testid="river-later">([^<]*)<', page)
    assert slot is not None and slot.group(1) == "after round 2"


def test_bets_go_into_the_pot_when_their_round_ends():
    """Playtest 6: "bet 2" stayed beside every player through the hole choice after
    round 1 had ended (the pot already counted them). A seat shows its bet only while
    a round of betting is on."""
    s = cardtable.new_game("swingo", players=3, seed=4)
    seat = s.to_act[0]
    assert 'data-testid="bet-' in render_table(s.view(seat), ctx_for(s, seat))  # blinds
    _call_round_1(s)
    seat = s.to_act[0]
    view = s.view(seat)
    assert view["phase"] == "choose" and any(x["bet"] for x in view["seats"])
    page = render_table(view, ctx_for(s, seat))
    assert 'data-testid="bet-' not in page


def test_the_pot_says_it_holds_the_bets_in_front_of_the_seats():
    """Playtest 7: "Pot 8" beside bets of 1, 2 and 5 read as 16 chips: while a round
    of betting is on, the pot says the bets are in it."""
    s = cardtable.new_game("swingo", players=3, seed=4)
    seat = s.to_act[0]
    page = render_table(s.view(seat), ctx_for(s, seat))
    assert re.search(r"Pot 3</strong><span[^>]*> \(bets included\)</span>", page), page
    _call_round_1(s)
    seat = s.to_act[0]
    assert "bets included" not in render_table(s.view(seat), ctx_for(s, seat))


def test_the_phase_line_counts_the_hands_of_a_match_with_a_limit():
    """Playtest 9: the daily Swingo plays five hands and nothing said so (S-2's hand
    limit, option "hands"): "Hand 2 of 5 · ..." when there is a limit, "Hand 2 · ..."
    when there is none."""
    from cardui.tables.swingo import _phase_line

    assert _phase_line({"hand": 2, "hands_limit": 5}, "Betting round 1") == \
        "Hand 2 of 5 \u00b7 Betting round 1"
    assert _phase_line({"hand": 2, "hands_limit": 0}, "Betting round 1") == \
        "Hand 2 \u00b7 Betting round 1"
    assert _phase_line({}, "Waiting") == "Waiting"


def _stepper(page: str) -> dict[str, str]:
    """The stepper's two buttons, by test id: each one's whole tag."""
    return {key: re.search(rf'<button[^>]*data-testid="amount-{key}"[^>]*>', page).group(0)
            for key in ("down", "up")}


def test_the_stepper_is_off_at_the_ends_of_the_range_and_says_why():
    """Playtest 10 (phone): with a pot-size raise of 9 picked, the most allowed (S-4),
    "+" was still live and read "More: 9". At the most, "+" is disabled and its
    label says the amount is the most; at the least, "−" is, and says so."""
    s = cardtable.new_game("swingo", players=3, seed=2, options={"stack": 60})
    s.apply(s.to_act[0], Call())
    s.apply(s.to_act[0], Call())
    seat = s.to_act[0]
    legal = legal_json(s, seat)
    lim = s.view(seat)["bet_limits"]
    low, high = lim["min"], lim["max"]
    assert high - low >= 3  # a stepper is shown

    def stepper(amount: int) -> dict[str, str]:
        return _stepper(controls(s.view(seat), legal,
                                 ctx_for(s, seat, selection=f"amt={amount}")))

    top = stepper(high)
    assert " disabled" in top["up"] and "data-arg" not in top["up"]
    assert f'aria-label="More ({high} is the most)"' in top["up"]
    assert " disabled" not in top["down"] and f'data-arg="amt={high - 2}"' in top["down"]
    bottom = stepper(low)
    assert " disabled" in bottom["down"] and "data-arg" not in bottom["down"]
    assert f'aria-label="Less ({low} is the least)"' in bottom["down"]
    assert " disabled" not in bottom["up"] and f'aria-label="More: {low + 2}"' in bottom["up"]
    middle = stepper(low + 2)
    assert " disabled" not in middle["up"] + middle["down"]


def _best_now_words(view: dict) -> str:
    from cardui.tables.swingo import _best_line

    ctx = UiCtx(names=["You", "Ana", "Ben"], kinds=["human", "bot", "bot"], me=0,
                extra={"legal": [], "last_event": ""})
    return re.sub(r"<[^>]+>", "", str(_best_line(view, ctx)))


def test_best_now_says_when_a_folded_board_took_a_card_it_borrowed():
    """S-9: a folded board is gone. A playtest: "Best now: Two pair, Kings and Fours,
    4♠ from Ana" became "Pair of Kings" when Ana folded, and nothing said why."""
    events = [{"seat": 0, "text": "Hand 2: {0} deals"},
              {"seat": 1, "text": "{1} shows the board 4♠ 5♣ 2♦"},
              {"seat": 2, "text": "{2} shows the board J♦ 6♣ 9♠"},
              {"seat": 0, "text": "{0} shows the board 10♠ 8♠ 4♦"}]
    view = {"variant": "high", "river": "Kc", "own": {"cards": ["Ad", "Kh", "Ts", "8s", "4d"]},
            "seats": [{"seat": 0, "board": ["Ts", "8s", "4d"]},
                      {"seat": 1, "board": ["4s", "5c", "2d"]},
                      {"seat": 2, "board": ["Jd", "6c", "9s"]}], "events": events}
    assert "Two pair, Kings and Fours" in _best_now_words(view)
    assert "folded" not in _best_now_words(view)
    view["events"] = [*events, {"seat": 1, "text": "{1} folds"}]
    view["seats"][1]["board"] = None
    said = _best_now_words(view)
    assert "Pair of Kings" in said and "Ana folded: 4♠ can no longer be borrowed" in said
    # a board folded before this hand is not this hand's
    view["events"] = [*events, {"seat": 1, "text": "{1} folds"},
                      {"seat": 1, "text": "Hand 3: {1} deals"}]
    assert "folded" not in _best_now_words(view)


def test_at_your_turn_a_phones_strip_of_seats_shows_the_bet_you_face(platform):
    """Playtest 19 (Swingo for 5 at 390x844): facing "Call 7", the strip of seats
    showed Dev, whose fold was the last move, and the raise was out of sight
    above. At your turn the strip shows the seat whose bet you face (S-4)."""
    c = Controller(platform, Params(seed=3))
    c.boot()
    c.lobby_change("game", "swingo")
    c.lobby_change("players", "5")
    c.form.seats = [Seat("You", "human")] + [Seat(n, "bot", "easy")
                                             for n in ("Ana", "Ben", "Cal", "Dev")]
    c.start_game()
    state = c.session.state
    assert facing(state.view(0)) == 2  # nobody has raised: the big blind's poster
    for seat, action in ((3, Raise(to=7)), (4, Fold())):  # as the bots would
        before = len(state.events)
        state.apply(seat, action)
        c._moved(seat, action.to_json(), before)
    assert state.to_act == (0,) and (c.last_move or {}).get("seat") == 4  # Dev folded
    assert c.seat_to_show() == 3  # Cal's raise is what you answer
    state.apply(0, Call())
    c._moved(0, Call().to_json(), len(state.events) - 1)
    assert c.seat_to_show() == 0  # not your turn: the seat that just moved
