"""The Swoop table through the controller, as a player taps it (CPython, fake browser)."""

from __future__ import annotations

import asyncio
import html as htmlmod
import json
import re

from cardui.controller import Controller, Params
from cardui.session import Seat
from cardui.tables import UiCtx
from cardui.tables.swoop import format_selection, parse_selection, render_table, toggled

XSS = "<img src=x onerror=alert(1)>"


def start(platform, seats, seed=4, **options) -> Controller:
    c = Controller(platform, Params(seed=seed))
    c.boot()
    c.lobby_change("game", "swoop")
    c.lobby_change("players", str(len(seats)))
    c.form.seats = seats
    c.form.options.update(options)
    c.start_game()
    return c


def press(c: Controller, testid: str) -> None:
    """Press the element with ``data-testid`` as the page would (its data-* attributes)."""
    page = c.html()
    m = re.search(rf'<[^>]*data-testid="{re.escape(testid)}"[^>]*>', page)
    assert m, f"no {testid} on screen"
    attrs = {k.replace("data-", ""): htmlmod.unescape(v)
             for k, v in re.findall(r'(data-[a-z-]+)="([^"]*)"', m.group(0))}
    if "ui" in attrs:
        c.ui(attrs["ui"], attrs.get("arg"))
    else:
        c.act(attrs)


def play_turn(c: Controller) -> None:
    """Tap the first hand card (or face-up card, or a mystery card) and play it."""
    page = c.html()
    if 'data-testid="turn-mystery-' in page and 'data-testid="my-hand-0"' not in page \
            and 'data-testid="my-up-' not in page:
        press(c, re.search(r'data-testid="(turn-mystery-\d)"', page).group(1))
        page = c.html()
    if 'data-testid="revealed-card"' not in page:
        first = re.search(r'data-testid="(my-(?:hand|up)-\d+)"', page).group(1)
        press(c, first)
    press(c, "action-play")


def test_a_solo_deal_is_played_by_tapping_to_the_match_result(platform):
    c = start(platform, [Seat("Me", "human"), Seat("B1", "bot", "easy"),
                         Seat("B2", "bot", "easy")], target=1)
    for _ in range(3000):
        if c.session.over:
            break
        if c.bots_pending():
            asyncio.run(c.run_bots())
        else:
            play_turn(c)
    assert c.session.over
    page = c.html()
    assert 'data-testid="results"' in page and 'data-testid="score-table"' in page
    assert "wins the match" in page or "share the win" in page or "You win" in page
    # W-11, said so a new player reads it (playtest 9: "the match ended at 1"); a
    # match to 1 point is one deal (playtest 16: "once a total reaches 1 point")
    assert "One deal: the player with the fewest points wins." in page
    assert "reaches 1 point" not in page


def test_a_longer_match_says_the_total_that_ends_it() -> None:
    """W-11: the match ends once a total reaches the target."""
    from cardui.tables.swoop import _match_rule

    assert _match_rule(500) == "Lowest total wins; the match ends once a total reaches 500 points."


def test_the_table_shows_my_hand_and_face_up_cards_and_only_counts_of_others(platform):
    c = start(platform, [Seat("Me", "human"), Seat(XSS, "bot", "medium"),
                         Seat("B2", "bot", "medium")], seed=7)
    while c.bots_pending():
        asyncio.run(c.run_bots())
    state = c.session.state
    me = c.session.next_human()
    page = c.html()
    for code in state.hands[me]:
        assert f'data-card="{code}"' in page
    hidden = {x for s in range(3) if s != me for x in state.hands[s]} - set(state.hands[me]) \
        - set(state.pile) - {u for s in range(3) for u in state.up[s] if u}
    for code in hidden:
        assert f'data-card="{code}"' not in page
    for down in state.down:
        for code in down:
            if code and code not in state.hands[me] and code not in state.pile and \
                    all(code not in u for u in state.up):
                assert f'data-card="{code}"' not in page
    assert "<img" not in page and "&lt;img src=x onerror=alert(1)&gt;" in page
    assert 'data-testid="pile"' in page and 'data-testid="hand-count-' in page


def test_selecting_cards_of_one_rank_offers_exactly_that_legal_play(platform):
    c = start(platform, [Seat("Me", "human"), Seat("B1", "bot"), Seat("B2", "bot")], seed=11)
    while c.bots_pending():
        asyncio.run(c.run_bots())
    state = c.session.state
    me = c.session.next_human()
    hand = state.sorted_hand(me)
    press(c, "my-hand-0")
    assert 'data-testid="action-play"' in c.html()
    same = [i for i, x in enumerate(hand) if x[0] == hand[0][0] and i]
    if same:
        press(c, f"my-hand-{same[0]}")
        label = re.search(r'data-testid="action-play"[^>]*>([^<]*)<', c.html())
        assert label and len(label.group(1).split()) == 3  # "Play 7♣ 7♥"
    other = next((i for i, x in enumerate(hand) if x[0] != hand[0][0]), None)
    if other is not None:
        press(c, f"my-hand-{other}")  # another rank starts a new selection
        assert parse_selection(c.selection) == ([other], [])
    before = len(state.log)
    press(c, "action-play")
    assert len(c.session.state.log) == before + 1


def test_the_selection_toggles_and_a_new_rank_starts_over():
    view = {"seat": 0, "players": 3, "hand": ["7c", "7h", "9d"],
            "seats": [{"face_up": ["7s", None, "Kd", None]}], "revealed": None}
    ctx = UiCtx(names=["A", "B", "C"], kinds=["human"] * 3, me=0)
    assert toggled(view, ctx, "h", 0) == format_selection([0], [])
    ctx.selection = format_selection([0], [])
    assert toggled(view, ctx, "u", 0) == format_selection([0], [0])
    assert toggled(view, ctx, "h", 0) == format_selection([], [])
    assert toggled(view, ctx, "h", 2) == format_selection([2], [])


def test_a_card_that_cannot_join_the_selection_replaces_it():
    """Three Kings on top (W-6): one more swoops, two may not go. With K♥ picked (as
    a hint picks it), tapping K♦ picks K♦ alone: it read "Those cards cannot be played
    together" (playtest 19)."""
    view = {"seat": 0, "players": 3, "hand": ["Kd", "Kh", "9d"],
            "seats": [{"face_up": ["Ks", None, None, None]}], "revealed": None}
    single = [{"type": "play", "hand": [c], "face_up": [], "mystery": None}
              for c in ("Kd", "Kh", "9d")]
    legal = [*single, {"type": "play", "hand": [], "face_up": [0], "mystery": None}]
    ctx = UiCtx(names=["A", "B", "C"], kinds=["human"] * 3, me=0, extra={"legal": legal},
                selection=format_selection([1], []))
    assert toggled(view, ctx, "h", 0) == format_selection([0], [])
    assert toggled(view, ctx, "u", 0) == format_selection([], [0])
    pair = {"type": "play", "hand": ["Kd", "Kh"], "face_up": [], "mystery": None}
    ctx.extra = {"legal": [*legal, pair]}
    assert toggled(view, ctx, "h", 0) == format_selection([1, 0], [])


def test_pass_and_play_hand_off_hides_every_private_card(platform):
    c = start(platform, [Seat("Ana", "human"), Seat("Ben", "human"), Seat("Bot", "bot")])
    page = c.html()
    assert 'data-testid="handoff"' in page and 'data-testid="my-hand"' not in page
    assert "data-card" not in page
    c.ui("handoff-ready")
    assert 'data-testid="my-hand"' in c.html()


def test_the_deal_banner_shows_who_went_out_and_the_points():
    view = {"seat": 0, "players": 3, "to_act": [1], "turn": 1, "hand": ["5c"],
            "seats": [{"seat": s, "hand_count": 1, "face_up": [None] * 4,
                       "mystery": [False] * 4, "cards_left": 1} for s in range(3)],
            "pile": [], "top": None, "set_aside": 0, "scores": [0, 30, 12],
            "options": {"swoop_cards": "tens-and-jokers"}, "revealed": None,
            "events": [{"seat": 0, "text": "{0} goes out"}, {"seat": 1, "text": "Deal 2: x"}],
            "deals": [{"deal": 1, "went_out": 0, "points": [0, 30, 12],
                       "totals": [0, 30, 12], "left": [[], ["Kc"], ["2c"]]}]}
    ctx = UiCtx(names=["Ana", XSS, "Cy"], kinds=["human", "bot", "bot"], me=0)
    page = render_table(view, ctx)
    assert 'data-testid="deal-banner"' in page and "Ana went out and won deal 1" in page
    assert "<img" not in page


def test_the_cards_just_played_are_marked_on_the_pile():
    view = {"seat": 0, "players": 3, "to_act": [2], "turn": 2, "hand": ["5c"],
            "seats": [{"seat": s, "hand_count": 1, "face_up": [None] * 4,
                       "mystery": [False] * 4, "cards_left": 1} for s in range(3)],
            "pile": ["9c", "7d", "7h"], "top": {"rank": "7", "count": 2}, "set_aside": 0,
            "scores": [0, 0, 0], "options": {"swoop_cards": "tens-and-jokers"},
            "revealed": None, "events": [], "deals": []}
    ctx = UiCtx(names=["A", "B", "C"], kinds=["human", "bot", "bot"], me=0,
                last_move={"seat": 1, "action": {"type": "play", "hand": ["7d", "7h"],
                                                 "face_up": [], "mystery": None}})
    page = render_table(view, ctx)
    assert page.count("moved") == 3  # two pile cards and the seat that played them
    assert re.search(r'class="card red pile-card top-run moved"[^>]*data-card="7h"', page)


def test_a_hand_of_forty_cards_is_one_fan_per_rank_with_counts():
    """Issue 18.1: a 40+ card hand stays usable: grouped by rank, counted, every
    card still its own button (W-4: any cards of one rank play together)."""
    import re as re_mod

    from cardui.tables import UiCtx as Ctx
    from cardui.tables.swoop import render_table as render

    ranks = "A23456789TJQK"
    hand = sorted((r + s for r in ranks for s in "cdhs"), key=lambda c: ranks.index(c[0]))[:42]
    seats = [{"hand_count": len(hand), "cards_left": 50, "face_up": [None] * 4,
              "mystery": [True] * 4} for _ in range(3)]
    view = {"players": 3, "seat": 0, "hand": hand, "seats": seats, "pile": [], "top": None,
            "turn": 0, "scores": [0, 0, 0], "set_aside": 0,
            "options": {"swoop_cards": "tens-and-jokers"}}
    legal = [{"type": "play", "hand": [c], "face_up": [], "mystery": None} for c in hand]
    html = render(view, Ctx(names=["Me", "B", "C"], kinds=["human", "bot", "bot"], me=0,
                            extra={"legal": legal}))
    assert html.count('class="rank-group"') == 11  # 42 cards: ten full ranks and a pair
    assert re_mod.findall(r'role="group" aria-label="(\d) \w+"', html).count("4") == 10
    assert html.count('data-testid="my-hand-') == 42 and "big-hand" in html


def test_a_groups_count_says_its_rank_and_two_packs_pairs_show_as_two_cards():
    """A playtest at 390x844: "\u00d72" on J\u2660 beside J\u2666 read as two J\u2660, and the
    badge hid the top card's corner. No badge now: the fan shows every card, two
    J\u2660 of two packs as two J\u2660, and the group's name counts the rank."""
    hand = ["3h", "5d", "5h", "5s", "Jd", "Js", "Js", "Xr", "Xb"]
    seats = [{"hand_count": len(hand), "cards_left": 20, "face_up": [None] * 4,
              "mystery": [True] * 4} for _ in range(3)]
    view = {"players": 3, "seat": 0, "hand": hand, "seats": seats, "pile": [], "top": None,
            "turn": 0, "scores": [0, 0, 0], "set_aside": 0,
            "options": {"swoop_cards": "tens-and-jokers"}}
    legal = [{"type": "play", "hand": [c], "face_up": [], "mystery": None} for c in hand]
    html = render_table(view, UiCtx(names=["Me", "B", "C"], kinds=["human", "bot", "bot"],
                                    me=0, extra={"legal": legal}))
    mine = html[html.index('data-testid="my-hand"'):]
    assert "\u00d7" not in mine and "rank-count" not in mine
    groups = re.findall(r'<span class="rank-group" data-count="(\d)"([^>]*)>', mine)
    assert [(n, re.sub(r'\s*role="group"\s*', " ", a).strip()) for n, a in groups] == [
        ("1", ""), ("3", 'aria-label="3 Fives"'), ("3", 'aria-label="3 Jacks"'),
        ("2", 'aria-label="2 Jokers"')]
    assert len(re.findall(r'<button[^>]*data-card="Js"', mine)) == 2


def _pile_view(pile: list[str], top: dict | None) -> dict:
    return {"seat": 0, "players": 3, "to_act": [2], "turn": 2, "hand": ["5c"],
            "seats": [{"seat": s, "hand_count": 1, "face_up": [None] * 4,
                       "mystery": [False] * 4, "cards_left": 1} for s in range(3)],
            "pile": pile, "top": top, "set_aside": 0, "scores": [0, 0, 0],
            "options": {"swoop_cards": "tens-and-jokers"}, "revealed": None,
            "events": [], "deals": []}


def test_the_pile_names_its_top_as_the_card_faces_show_it():
    """Playtest: "1 Three on top" beside a card showing "3". The top is named as the
    faces show it, counted in words, as the rest of the table says; one card too
    (playtest 13: "4 on top" read as four cards, the count that swoops, W-6)."""
    ctx = UiCtx(names=["A", "B", "C"], kinds=["human", "bot", "bot"], me=0)
    for pile, top, said in [(["9c", "3d"], {"rank": "3", "count": 1}, "One 3 on top"),
                            (["9c", "7d", "7h"], {"rank": "7", "count": 2}, "Two 7s on top"),
                            (["Td", "Th", "Tc"], {"rank": "T", "count": 3}, "Three 10s on top"),
                            (["Ad"], {"rank": "A", "count": 1}, "One A on top"),
                            (["Jd", "Jc", "Jh", "Js", "Js"], {"rank": "J", "count": 5},
                             "Five jacks on top"),
                            (["Qd", "Qh"], {"rank": "Q", "count": 2}, "Two queens on top")]:
        page = render_table(_pile_view(pile, top), ctx)
        shown = re.search(r'data-testid="pile-top">([^<]*)<', page).group(1)
        assert htmlmod.unescape(shown) == said
        # the pile's accessible name (playtest: "Pile: 1 cards", "Pile: 0 cards, Empty pile")
        cards = "1 card" if len(pile) == 1 else f"{len(pile)} cards"
        named = said[0].lower() + said[1:] if said.split()[0] in ("One", "Two", "Three", "Five") \
            else said
        assert f'aria-label="Pile: {cards}, {named}"' in htmlmod.unescape(page)
    page = render_table(_pile_view([], None), ctx)
    assert 'aria-label="Pile: Empty pile: any card starts it"' in htmlmod.unescape(page)


def test_the_play_button_names_cards_as_the_event_line_will():
    """Playtest: the hint, the Play button and the line after the move named the cards
    of a play with a turned mystery card in different orders; all follow the event."""
    from cardui.tables.swoop import controls

    import cardtable
    from cardtable.actions import action_from_json
    from cardtable.games.swoop import stacked_deck
    from cardtable.games.swoop.actions import Turn

    seats = [{"mystery": "7h 2c 2d 2h", "face_up": "", "hand": "7c 7d Kc Kd"},
             {"mystery": "3c 3d 3h 3s", "face_up": "", "hand": "Ks"},
             {"mystery": "4c 4d 4h 4s", "face_up": "", "hand": "Kh"}]
    state = cardtable.new_game("swoop", players=3, seed=1, options={"deal": "mystery-only"},
                               deck=stacked_deck(seats, draw="Qs Js 9s", deal="mystery-only"))
    state.apply(0, Turn(0))
    view = state.view(0)
    hand = view["hand"]
    ctx = UiCtx(names=["A", "B", "C"], kinds=["human", "bot", "bot"], me=0,
                selection=format_selection([hand.index("7c")], []))
    legal = [a.to_json() for a in state.legal_actions(0)]
    page = controls(view, legal, ctx)
    label = re.search(r'data-testid="action-play"[^>]*>([^<]*)<', page).group(1)
    action = re.search(r'data-action="([^"]*)"', page).group(1)
    before = len(state.events)
    state.apply(0, action_from_json(json.loads(htmlmod.unescape(action)),
                                    state.action_types))
    assert label == "Play 7♥ 7♣"
    assert state.events[before]["text"].endswith("plays 7♥ 7♣")


def test_every_seat_counts_its_hand_the_same_way_and_says_what_it_counts() -> None:
    """Playtest: the seats read "Ana \u00d711" (her hand) while your own place read "You
    19 cards left" (hand, face-up and mystery cards): two measures side by side.
    Every seat, yours too, now shows its hand as "\u00d7N" with the words "N cards in
    hand" (title and screen readers), and says all it still holds in its label."""
    seats = [{"seat": 0, "hand_count": 14, "face_up": ["5s", "8h", "Ts", "3d"],
              "mystery": [True] * 4, "cards_left": 22},
             {"seat": 1, "hand_count": 11, "face_up": ["2s", None, None, None],
              "mystery": [True, True, False, False], "cards_left": 14},
             {"seat": 2, "hand_count": 1, "face_up": [None] * 4,
              "mystery": [False] * 4, "cards_left": 1}]
    hand = ["Ac", "Ah", "2c", "3s", "5c", "7c", "7d", "9h", "9h", "Qd", "Tc", "4c", "4d", "6s"]
    view = {"seat": 0, "players": 3, "to_act": [1], "turn": 1, "hand": hand, "seats": seats,
            "pile": [], "top": None, "set_aside": 0, "scores": [0, 0, 0],
            "options": {"swoop_cards": "tens-and-jokers"}, "revealed": None,
            "events": [], "deals": []}
    page = render_table(view, UiCtx(names=["You", "Ana", XSS], kinds=["human", "bot", "bot"],
                                    me=0))
    counts = dict(re.findall(r'data-testid="hand-count-(\d)" title="([^"]*)"', page))
    assert counts == {"0": "14 cards in hand", "1": "11 cards in hand", "2": "1 card in hand"}
    for seat, n in (("0", 14), ("1", 11), ("2", 1)):
        widget = re.search(rf'data-testid="hand-count-{seat}".*?</span></span>', page)
        assert widget and f'<span aria-hidden="true">\u00d7{n}</span>' in widget.group(0)
    assert "cards left<" not in page  # no second measure beside your name
    assert ('aria-label="Your cards: 14 cards in hand, 22 cards left in all with the'
            ' face-up and mystery cards"') in page
    assert ('aria-label="Ana: 11 cards in hand, 14 cards left in all with the face-up and'
            ' mystery cards"') in page
    assert "<img" not in page and "&lt;img src=x onerror=alert(1)&gt;: 1 card in hand" in page


def test_the_piles_line_breaks_between_its_parts_only():
    """Playtest 12, 390x844: the pile's line read "4 on top · 1 in pile · 37" over
    "swooped away". Each count keeps its words on one line, a "·" never starts a
    line, and an empty pile is not counted again (W-6: a swooped pile is set aside)."""
    ctx = UiCtx(names=["A", "B", "C"], kinds=["human", "bot", "bot"], me=0)
    view = _pile_view(["9c", "4d"], {"rank": "4", "count": 1}) | {"set_aside": 37}
    line = re.search(r'<p class="pile-info">(.*?)</p>', render_table(view, ctx)).group(1)
    assert re.sub(r"<[^>]+>", "", line) == \
        "One 4 on top\u00a0\u00b7 2 in pile\u00a0\u00b7 37 swooped away"
    assert '<span class="nowrap">37 swooped away</span>' in line
    assert '<span class="nowrap">2 in pile</span>' in line
    empty = render_table(_pile_view([], None) | {"set_aside": 12}, ctx)
    line = re.search(r'<p class="pile-info">(.*?)</p>', empty).group(1)
    assert re.sub(r"<[^>]+>", "", line) == \
        "Empty pile: any card starts it\u00a0\u00b7 12 swooped away"


def _mystery_slots(page: str) -> dict[tuple[int, int], str]:
    """Each table slot's mystery card (not one to turn): its tag, by (seat, position)."""
    slots = re.findall(r'data-testid="slot-(\d+)-(\d+)">(.*?)</div>', page, re.S)
    tags = {(int(s), int(i)): re.search(r'<span [^>]*aria-label="Mystery card[^>]*>', body)
            for s, i, body in slots}
    return {at: tag.group(0) for at, tag in tags.items() if tag}


def test_at_the_match_end_the_mystery_cards_left_lie_face_up_as_the_result_names_them(
        platform):
    """A playtest (390x844, seed 12, 4 players, a one-deal match): at the end your
    mystery cards stayed face down on the table though they had scored, their
    points (J♥ 6♦ 2♥ A♠ = 19) listed only in the result under it. Once the match
    is over and its result names every seat's cards left, each mystery card left
    lies face up where it is, yours and the others'; never before (fair play: no
    view names a mystery card in play, W-13)."""
    from cardui.tables.swoop import scored_mysteries

    from .test_fair_play import _press

    c = start(platform, [Seat("Me", "human"), Seat("Ana", "bot"), Seat("Ben", "bot"),
                         Seat("Cleo", "bot")], seed=12, target=1)
    for _ in range(3000):
        if c.session.over:
            break
        page = str(c.html())
        assert "mystery-shown" not in page
        assert all("data-card" not in body for body in _mystery_slots(page).values())
        if c.bots_pending():
            asyncio.run(c.run_bots())
        else:
            _press(c)
    assert c.session.over
    page = str(c.html())
    table, results = page.split('data-testid="results"', 1)
    view = c.session.state.view(0)
    left = view["deals"][-1]["left"]
    slots = _mystery_slots(table)
    assert slots, "no mystery card left at the end of this deal"
    for (seat, i), body in slots.items():
        code = scored_mysteries(view, seat)[i]
        assert code is not None and "mystery-shown" in body and "card back" not in body
        assert f'data-card="{code}"' in body and code in left[seat]
        # the result under the table names it to this viewer
        named = re.search(rf'data-testid="result-seat-{seat}".*?</div></div>', results, re.S)
        assert named is not None and f'data-card="{code}"' in named.group(0)


def test_a_deal_over_in_a_longer_match_shows_no_mystery_card_of_the_next(platform):
    """Fair play: after a deal of a longer match, the next deal's mystery cards stay
    face down (the result names the last deal's cards, not these)."""
    from cardui.tables.swoop import scored_mysteries

    from .test_fair_play import _until

    c = start(platform, [Seat("Me", "human"), Seat("B1", "bot"), Seat("B2", "bot")],
              seed=12, target=500)
    _until(c, lambda: c.session.pending_result)
    c.ui("next-result")
    view = c.session.state.view(0)
    assert view["deals"] and view["deal"] == 2
    assert all(x is None for s in range(3) for x in scored_mysteries(view, s))
    page = str(c.html())
    assert "mystery-shown" not in page
    assert all("data-card" not in body for body in _mystery_slots(page).values())
