"""The Swingo hand result: the chips standings under "Chips this hand" are the
chips at the end of that hand, not after the next hand's blinds (playtest)."""

from __future__ import annotations

import re

import pytest
from cardui.results import round_result
from cardui.tables import UiCtx
from cardui.tables.swingo import render_table

import cardtable
from cardtable.games.swingo.actions import Call, Check

NAMES = ["Ann", "Ben", "Cleo"]


def _play_hand_one(variant: str) -> cardtable.State:
    """Hand 1 played to a showdown: the first player to bet bets the least, every
    other call is made, hole cards and declarations are the first offered."""
    state = cardtable.new_game("swingo", players=3, seed=5, options={"variant": variant})
    bet_once = False
    while state.view(None).get("last_hand") is None:
        seat = state.to_act[0]
        legal = state.legal_actions(seat)
        offer = next((a for a in legal if a.kind == "bet-range"), None)
        if offer is not None and not bet_once and getattr(offer, "opening", False):
            action = offer.at(offer.min)
            bet_once = True
        elif Call() in legal:
            action = Call()
        elif Check() in legal:
            action = Check()
        else:
            action = legal[0]  # a hole-card choice or a declaration
        state.apply(seat, action)
    return state


def _ctx(state: cardtable.State) -> UiCtx:
    return UiCtx(names=NAMES, kinds=["human", "bot", "bot"], me=0,
                 extra={"legal": [a.to_json() for a in state.legal_actions(0)],
                        "last_event": ""})


@pytest.mark.parametrize("variant", ["high", "high-low"])
def test_the_chips_list_is_the_chips_at_the_end_of_the_hand(variant):
    state = _play_hand_one(variant)
    view = state.view(0)
    last = view["last_hand"]
    assert last["hand"] == 1 and last["ended_by"] != "folds"  # a showdown
    net = last["net"]
    assert any(net) and sum(net) == 0
    assert view["hand"] == 2  # the next hand has started: its blinds are posted
    page = str(round_result("swingo", view, _ctx(state)))
    signed = {n: (f"+{x}" if x > 0 else f"\u2212{-x}")
              for n, x in zip(NAMES, net, strict=True) if x}
    shown = re.search(r'data-testid="net-chips">Chips this hand: ([^<]*)<', page)
    assert shown is not None
    # a name and its chips kept on one line (playtest 12: "Ben / −2" on a phone)
    assert shown.group(1) == ", ".join(f"{n}\u00a0{x}" for n, x in signed.items())
    listed = re.findall(r'<span class="who">(\w+)</span>.*?<span class="chips">(\d+) chips<',
                        page)
    assert sorted(listed) == sorted((n, str(400 + x)) for n, x in zip(NAMES, net, strict=True))
    assert [int(c) for _, c in listed] == sorted((400 + x for x in net), reverse=True)
    # the table of hand 2 shows the stacks with its blinds taken, as usual
    table = str(render_table(view, _ctx(state)))
    for info in view["seats"]:
        seat = info["seat"]
        posted = info["bet"]
        assert info["stack"] == 400 + net[seat] - posted
        assert (f'data-testid="stack-{seat}">{400 + net[seat] - posted}'
                '<span class="stack-unit"> chips</span><') in table
    assert sum(info["bet"] for info in view["seats"]) == 3  # blinds 1 and 2


@pytest.mark.parametrize("variant", ["high", "high-low"])
def test_the_result_shows_the_river_and_marks_it_in_each_hand_that_used_it(variant):
    """Playtest: a result showed "Pair of Sevens" with a 7♠ on nobody's board; the
    river is in every hand (S-9: the best five of two hole cards, three board
    cards, the river and one borrowed card), so the result says which card it was."""
    from cardtable.cards import Card

    state = _play_hand_one(variant)
    last = state.view(0)["last_hand"]
    river = last["river"]
    assert river
    page = str(round_result("swingo", state.view(0), _ctx(state)))
    name = Card.parse(river).name
    shown = re.search(r'data-testid="result-river">River: <span[^>]*data-card="(\w+)"', page)
    assert shown is not None and shown.group(1) == river
    from cardui.swingo_pots import competed

    # high-low: only the halves a player declared are listed (playtest, S-12)
    used = [h for p in last["players"]
            for half, h in (("high", p.get("hand")), ("low", p.get("low")))
            if h and river in h["cards"] and h.get("borrowed") != river
            and (p.get("low") is None or competed(p, half))]
    assert used  # some shown hand plays the river
    assert page.count(f'aria-label="{name}, the river"') == len(used) + 1


def test_equal_chips_share_a_place():
    """Playtest: "1. Yara: 413, 2. Ben: 413": a list of 1, 2 said Yara was ahead."""
    from cardui.results import chip_places

    ctx = UiCtx(names=NAMES, kinds=["human", "bot", "bot"], me=0)
    items = [str(x) for x in chip_places([{"seat": 0, "chips": 413}, {"seat": 1, "chips": 413},
                                          {"seat": 2, "chips": 374}], ctx)]
    assert [re.search(r'value="(\d+)"', x).group(1) for x in items] == ["1", "1", "3"]
    text = [re.sub(r"<[^>]+>", "", x) for x in items]
    assert text[0] == "1.Ann: 413 chips" and text[2] == "3.Cleo: 374 chips"


def _to_the_showdown(state: cardtable.State) -> cardtable.State:
    """Every call and check made, the first hole cards offered kept."""
    while state.view(None)["phase"] != "showdown":
        seat = state.to_act[0]
        legal = state.legal_actions(seat)
        state.apply(seat, next((a for a in legal if a in (Call(), Check())), legal[0]))
    return state


def _words(page: str) -> str:
    import html

    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", page)))


@pytest.mark.parametrize("you_muck", [True, False])
def test_a_muck_says_who_mucked_and_that_the_winner_did_not_show(you_muck):
    """Playtest 10 (seed 8, hand 1): you mucked; the result read "Hand 1 result
    (showdown)", "Main pot (11): Dev 11" and Dev's board with no hand named, and
    nothing said why. S-9: a player may muck (give up without showing); one who
    would win without showing is not asked. Said for you and for a bot; one pot is
    "Pot", not "Main pot"."""
    from cardtable.games.swingo.actions import Muck

    state = _to_the_showdown(cardtable.new_game("swingo", players=2, seed=3))
    mucker = state.to_act[0]
    winner = 1 - mucker
    names = ["", ""]
    names[mucker], names[winner] = ("You", "Dev") if you_muck else ("Dev", "You")
    state.apply(mucker, Muck())
    last = state.view(None)["last_hand"]
    assert [w["seat"] for w in last["pots"][0]["winners"]] == [winner]
    ctx = UiCtx(names=names, kinds=["human", "bot"], me=names.index("You"),
                extra={"legal": [], "last_event": ""})
    page = str(round_result("swingo", state.view(0), ctx))
    text = _words(page)
    said = ("You mucked, so Dev wins without showing." if you_muck
            else "Dev mucked, so you win without showing.")
    assert f'data-testid="muck-note">{said}<' in page
    pot = last["pots"][0]["amount"]
    assert f"Pot ({pot}): {names[winner]} {pot}" in text and "Main pot" not in text
    assert f'data-testid="unshown-{winner}"' in page and "Hole cards not shown" in text
    assert f'data-testid="unshown-{mucker}"' not in page


def test_a_muck_beside_shown_hands_says_the_hand_was_given_up():
    """S-9: Ben mucks, the others show: he gave up without showing; the shown hand
    wins as usual."""
    from cardtable.games.swingo.actions import Muck, Show
    from tests.rules.test_swingo_showdown import seed_example

    state = seed_example()
    for seat in (1, 2, 0):
        state.apply(seat, Check())
    first = state.to_act[0]
    state.apply(first, Muck())
    while state.to_act and state.view(None)["phase"] == "showdown":
        state.apply(state.to_act[0], Show())
    ctx = UiCtx(names=["You", "Ben", "Cleo"], kinds=["human", "bot", "bot"], me=0,
                extra={"legal": [], "last_event": ""})
    page = str(round_result("swingo", state.view(0), ctx))
    assert (f'data-testid="muck-note">{ctx.name(first)} mucked, giving up the hand '
            'without showing.<') in page
    assert "Hole cards not shown" not in page


def test_side_pots_keep_their_names():
    """With a side pot the result still says "Main pot" and "Side pot 1" (S-4, S-10)."""
    from cardui.tables.swingo import _last_hand

    from tests.rules.test_swingo_showdown import side_pot_game

    state = side_pot_game()
    while state.view(None)["last_hand"] is None:
        seat = state.to_act[0]
        legal = state.legal_actions(seat)
        state.apply(seat, Check() if Check() in legal else legal[0])
    ctx = UiCtx(names=NAMES, kinds=["human", "bot", "bot"], me=0)
    text = _words(str(_last_hand(state.view(0), ctx, open_=True)))
    assert "Main pot (60): Ann 60" in text and "Side pot 1 (" in text
    assert "mucked" not in text


def test_a_pot_won_when_everyone_else_folded_is_said_as_at_a_showdown():
    """A playtest: "The pot (2): Cleo 2" when everyone else folded (S-8), "Pot (54):
    Ben 54" at a showdown; both are "Pot"."""
    from cardtable.games.swingo.actions import Fold

    state = cardtable.new_game("swingo", players=2, seed=3)
    folder = state.to_act[0]
    state.apply(folder, Fold())
    last = state.view(None)["last_hand"]
    assert last["ended_by"] == "folds"
    names = ["You", "Dev"]
    ctx = UiCtx(names=names, kinds=["human", "bot"], me=0,
                extra={"legal": [], "last_event": ""})
    text = _words(str(round_result("swingo", state.view(0), ctx)))
    pot = last["pots"][0]["amount"]
    assert f"Pot ({pot}): {names[1 - folder]} {pot}" in text and "The pot" not in text


@pytest.mark.parametrize("folder_is_me", [True, False])
def test_a_hand_won_by_folds_says_who_won_it(folder_is_me: bool) -> None:
    """S-8: a hand ends when everyone else folds; its result names who took it (a
    playtest read "Hand 1 result (everyone else folded)" after folding itself)."""
    from cardtable.games.swingo.actions import Fold

    state = cardtable.new_game("swingo", players=2, seed=3)
    folder = state.to_act[0]
    state.apply(folder, Fold())
    me = folder if folder_is_me else 1 - folder
    names = ["Ana", "Dev"]
    names[me] = "You"
    ctx = UiCtx(names=names, kinds=["human", "bot"] if me == 0 else ["bot", "human"], me=me,
                extra={"legal": [], "last_event": ""})
    text = _words(str(round_result("swingo", state.view(me), ctx)))
    winner = "you" if not folder_is_me else names[1 - folder]
    assert f"Hand 1 result ({winner} won, everyone else folded)" in text
