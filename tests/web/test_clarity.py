"""Playtest findings on clarity: buttons and results say what happens and why (CPython)."""

from __future__ import annotations

import html as htmlmod
import re

from cardui import results
from cardui.tables import UiCtx
from cardui.tables.swoop import controls, format_selection

import cardtable


def _play_label(state, seat: int, code: str) -> str:
    view = state.view(seat)
    ctx = UiCtx(names=["A", "B", "C"], kinds=["human", "bot", "bot"], me=seat,
                selection=format_selection([view["hand"].index(code)], []))
    legal = [a.to_json() for a in state.legal_actions(seat)]
    page = controls(view, legal, ctx)
    return htmlmod.unescape(re.search(r'data-testid="action-play"[^>]*>([^<]*)<', page).group(1))


def test_a_swoop_play_that_picks_up_the_pile_says_so_on_its_button():
    """Playtest: "Play Q♥" took the pile first (W-5); only the line above said so."""
    from cardtable.actions import action_from_json
    from cardtable.games.swoop import stacked_deck

    seats = [{"mystery": "2c 2d 2h 2s", "face_up": "", "hand": "7c 7d 5c Kc"},
             {"mystery": "3c 3d 3h 3s", "face_up": "", "hand": "Ks Qh 4c"},
             {"mystery": "4d 4h 4s 6c", "face_up": "", "hand": "Kh 6d"}]
    state = cardtable.new_game("swoop", players=3, seed=1, options={"deal": "mystery-only"},
                               deck=stacked_deck(seats, draw="Qs Js 9s", deal="mystery-only"))
    assert _play_label(state, 0, "5c") == "Play 5♣"  # an empty pile: nothing to pick up
    state.apply(0, action_from_json({"type": "play", "hand": ["5c"], "face_up": [],
                                     "mystery": None}, state.action_types))
    assert _play_label(state, 1, "Qh") == "Play Q♥ and pick up 1 card"
    assert _play_label(state, 1, "4c") == "Play 4♣"  # goes on the pile
    state.apply(1, action_from_json({"type": "play", "hand": ["4c"], "face_up": [],
                                     "mystery": None}, state.action_types))
    assert _play_label(state, 2, "Kh") == "Play K♥ and pick up 2 cards"


def _deal_view(options):
    return {"deals": [{"deal": 1, "starter": 0, "went_out": 0,
                       "left": [[], ["3c", "Kd", "Xr", "Ah", "Ts", "9s", "Qh"]],
                       "points": [0, 133], "totals": [0, 133]}],
            "starter": 1, "target": 500, "options": options}


def test_a_swoop_deal_result_sorts_the_cards_by_points_and_says_how_they_score():
    """Playtest: "You 154" with 16 cards in no order and nothing on how cards score."""
    ctx = UiCtx(names=["You", "Ben"], kinds=["human", "bot"], me=0)
    page = htmlmod.unescape(str(results.round_result("swoop", _deal_view({}), ctx)))
    cell = re.search(r'data-testid="deal-row-1".*?aria-hidden="true">(.*?)</span><span class'
                     r'="sr-only"', page).group(1)
    assert re.sub(r"<[^>]+>", "", cell).strip() == "Joker 10♠ K♦ Q♥ 9♠ 3♣ A♥"
    # hearts, diamonds and the red joker red, as on the cards (playtest 12: 7♦ was black)
    assert re.findall(r'class="short-card red">([^<]*)<', cell) == ["Joker", "K♦", "Q♥", "A♥"]
    line = re.search(r'data-testid="scoring-line">([^<]*)<', page).group(1)
    # "J Q K 10, 10s and jokers 50" read as a run of ranks (a playtest): each value
    # says "points"
    assert line == ("Each card left (hand, face up, mystery) scores: A 1 point, 2\u20139 face"
                    " value, J Q K 10 points, 10s and jokers 50 points.")
    alt = htmlmod.unescape(str(results.round_result(
        "swoop", _deal_view({"scoring": "alternate", "score": "hand-only"}), ctx)))
    assert ("Each card left in hand scores: A\u20139 5 points, J Q K 10 points, 10s and jokers"
            " 20 points.") in alt
    assert ">Cards left<" in alt and "Cards that scored" not in alt


def _high_low_result(declarations) -> str:
    from cardui.tables.swingo import _last_hand

    from tests.rules.test_swingo_showdown import high_low

    last = high_low(declarations)
    ctx = UiCtx(names=["You", "Ben", "Cleo"], kinds=["human", "bot", "bot"], me=0)
    page = str(_last_hand({"last_hand": last, "variant": "high-low"}, ctx, open_=True))
    return htmlmod.unescape(re.sub(r"<[^>]+>", "|", page))


def test_a_high_low_result_says_what_the_declarations_did():
    """Playtest (S-12): everyone declared high; the result listed each low hand too and
    said only "Main pot (6): You 6"."""
    text = _high_low_result(["high", "high", "high"])
    assert "Nobody declared low: the whole pot goes to the best high hand." in text
    assert "Low:" not in text and "declared high" in text
    assert "High: Aces full of Kings" in text
    text = _high_low_result(["both", "low", "high"])  # you win high, lose low to Ben
    # a playtest read "You declared both ..., so get nothing" as missing its "you"
    assert "Declaring both, you lost the low half and get nothing." in text
    assert text.count("Declaring both") == 1  # said once for the split pot
    assert "High: Aces full of Kings" in text and "Low: Pair of Kings" in text  # both
    assert "High: Straight" not in text  # Ben declared low: his high hand did not compete
    assert "Low: Seven-Five low" in text
    text = _high_low_result(["both", "high", "high"])  # nobody else low: you scoop
    assert "Nobody declared low" not in text and "Nobody can claim" not in text
    assert "lost" not in text
