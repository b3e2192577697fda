"""Swap Poker rules (seed 002, rulings P-1..P-7): one test per rule, on stacked decks.

Deal order for ``deck`` (top first): six cards to the top row left to right, six to the
bottom row left to right, the rest is the pack. Seat 0 plays the bottom row, seat 1 the
top row. Positions in actions are ``(row, col)`` with ``col`` 0..5 from the left.
"""

from __future__ import annotations

import json
import random

import pytest

import cardtable
from cardtable import IllegalAction
from cardtable.games.swap_poker import Pass, Stack, Swap, stacked_deck

TOP = "Ah Kh Qd 9c 7s 3d"
BOTTOM = "As Ks Qc 9d 7h 3c"
PACK = "2c 2d 2h 2s 4c"


def game(top: str = TOP, bottom: str = BOTTOM, pack: str = PACK, **options):
    return cardtable.new_game("swap-poker", seed=11, options=options,
                              deck=stacked_deck(top, bottom, pack))


def tops(state, row: int) -> list[str]:
    return [stack[-1] for stack in state.view(None)["rows"][row]]


def play(state, *actions) -> None:
    for action in actions:
        state.apply(state.to_act[0], action)


def test_p1_two_players_one_pack_two_rows_of_six_face_up():
    """Seed: "Swap Poker is a card game for 2 players." / "Shuffle a standard deck of
    cards with the Jokers removed." / "Deal out 6 cards in 2 rows, face up." (P-1)"""
    with pytest.raises(ValueError):
        cardtable.new_game("swap-poker", players=3, seed=1)
    with pytest.raises(ValueError, match="joker"):
        game(pack="Xr")
    state = game()
    view = state.view(1)
    assert [len(row) for row in view["rows"]] == [6, 6]
    assert tops(state, 0) == TOP.split() and tops(state, 1) == BOTTOM.split()
    assert view["row_owner"] == [1, 0] and view["seat_row"] == ["bottom", "top"]
    assert view["pack"] == 40 and state.public_state() == {"cards": 52, "top_cards": 12}
    # every card is face up: both seats and a spectator see the same rows
    assert state.view(0)["rows"] == view["rows"] == state.view(None)["rows"]


def test_p1_the_bottom_row_player_goes_first_by_default_and_turns_alternate():
    """Seed: "Also choose a player to go first." P-1: "Who goes first is chosen at
    setup (default: the bottom-row player); turns alternate." """
    state = game()
    assert state.to_act == (0,)
    play(state, Pass())
    assert state.to_act == (1,)
    play(state, Pass())
    assert state.to_act == (0,)
    top_first = game(first="top")
    assert top_first.to_act == (1,)
    assert top_first.view(0)["active"][1] == {"row": "top", "col": 5}
    with pytest.raises(IllegalAction) as err:
        top_first.apply(0, Pass())
    assert err.value.code == "not-your-turn"


def test_p2_positions_move_and_wrap_once_for_exactly_12_moves_each():
    """Seed: "The bottom-row player moves the card in the bottom-left position first.
    That player's position shifts to the right until it reaches the end, then loops back
    around once." / "The top-row player moves the card in the top-right position
    first. That player's position shifts to the left ..." (P-2)"""
    state = game()
    seen: dict[int, list[tuple[str, int]]] = {0: [], 1: []}
    while not state.is_over:
        seat = state.to_act[0]
        active = state.view(seat)["active"][seat]
        seen[seat].append((active["row"], active["col"]))
        assert state.view(seat)["moves_left"][seat] == 12 - len(seen[seat]) + 1
        state.apply(seat, Pass())
    assert seen[0] == [("bottom", c) for c in [0, 1, 2, 3, 4, 5] * 2]
    assert seen[1] == [("top", c) for c in [5, 4, 3, 2, 1, 0] * 2]
    assert len(state.log) == 24
    assert state.view(0)["moves_left"] == [0, 0] and state.view(0)["active"] == [None, None]


def test_p3_adjacent_is_left_right_above_below_never_diagonal_or_wrapping():
    """Seed: "diagonals don't count as "adjacent," and you cannot wrap around (i.e. the
    leftmost position cannot stack into the rightmost position or vice versa)." (P-3)"""
    state = game()
    # bottom-left corner: only right and above
    targets = {a.to for a in state.legal_actions(0) if not isinstance(a, Pass)}
    assert targets == {("bottom", 1), ("top", 0)}
    before = state.to_json()
    for bad, code in ((("bottom", 5), "not-adjacent"),   # wrapping round
                      (("top", 1), "not-adjacent"),      # diagonal
                      (("bottom", 0), "same-position"),
                      (("middle", 0), "bad-target"), (("top", 6), "bad-target")):
        for kind in (Swap, Stack):
            with pytest.raises(IllegalAction) as err:
                state.apply(0, kind(bad))
            assert err.value.code == code
            assert err.value.rule in ("P-3", "P-4")
    assert "not next to the active position" in str(
        pytest.raises(IllegalAction, state.apply, 0, Swap(("top", 1))).value)
    assert state.to_json() == before
    # a middle position has left, right and across
    play(state, Pass(), Pass())  # seat 0 now at bottom col 1
    targets = {a.to for a in state.legal_actions(0) if not isinstance(a, Pass)}
    assert targets == {("bottom", 0), ("bottom", 2), ("top", 1)}
    assert len(state.legal_actions(0)) == 7


def test_p4_swap_switches_the_two_top_cards():
    """Seed: "Swap: Switch the top card in the current position with the card in any
    adjacent position." (P-4)"""
    state = game()
    play(state, Swap(("bottom", 1)))
    assert tops(state, 1)[:2] == ["Ks", "As"]
    assert state.view(None)["pack"] == 40
    assert state.events[-1] == {"seat": 0, "text": "{0} swaps A\u2660 with K\u2660"}


def test_p4_stack_deals_a_new_card_into_the_emptied_position():
    """Seed: "Stack: Place the top card in the current position onto any adjacent
    position." / "If Stacking leaves an empty space, deal a new card into that space,
    face up." (P-4)"""
    state = game()
    play(state, Stack(("bottom", 1)))
    rows = state.view(None)["rows"]
    assert rows[1][1] == ["Ks", "As"]           # bottom card first, top card last
    assert rows[1][0] == ["2c"]                 # the pack's top card
    assert state.view(None)["pack"] == 39
    assert state.events[-1]["text"] == "{0} stacks A\u2660 on K\u2660; 2\u2663 is dealt"


def test_p4_stacking_from_a_pile_uncovers_the_card_below_without_dealing():
    """Seed: "If Stacking leaves an empty space, deal a new card into that space" --
    only then. (P-4)"""
    state = game()
    play(state, Stack(("bottom", 1)),   # bottom col 1 is now Ks under As
         Pass(),
         Stack(("bottom", 0)))          # seat 0 at col 1 stacks As back onto col 0
    rows = state.view(None)["rows"]
    assert rows[1][1] == ["Ks"] and rows[1][0] == ["2c", "As"]
    assert state.view(None)["pack"] == 39


def test_p4_a_swap_with_a_pile_switches_only_the_top_card():
    """Seed: "If a Swap involves a position with multiple stacked cards, only switch the
    top card." (P-4)"""
    state = game()
    play(state, Stack(("bottom", 1)), Pass(), Swap(("top", 1)))
    rows = state.view(None)["rows"]
    assert rows[1][1] == ["Ks", "Kh"] and rows[0][1] == ["As"]


def test_p4_only_top_cards_score_and_cards_below_stay_visible():
    """Seed: "Only the top card in a position is available, for both scoring and
    Swapping." / "Let cards below the top card remain partly visible" (P-4)"""
    state = game(top="Ac Kh Qd 9c 7s 3d", bottom="As 4h 5c 8d Tc Jd")
    play(state, Stack(("top", 0)))        # As covers Ac: no pair of aces for the top row
    for seat in (0, 1):
        assert state.view(seat)["rows"][0][0] == ["Ac", "As"]   # still visible
    hand = state.view(1)["hands"][1]
    assert hand["name"] == "Ace high" and "Ac" not in hand["cards"]
    while not state.is_over:
        play(state, Pass())
    out = state.outcome
    assert out["hands"][1]["name"] == "Ace high" and out["hands"][0]["name"] == "Jack high"
    assert out["winners"] == [1]


def test_p4_pass_leaves_every_card_where_it_is():
    """Seed: "Pass: Leave the card in its current position." (P-4)"""
    state = game()
    rows = state.view(None)["rows"]
    play(state, Pass())
    assert state.view(None)["rows"] == rows
    assert state.view(None)["active"][0] == {"row": "bottom", "col": 1}
    assert state.events[-1]["text"] == "{0} passes"


def test_p5_moves_may_go_into_the_opponents_row():
    """P-5: "A player may swap or stack into the opponent's row (the position above or
    below)." Seed: "Adjacent" does include any card immediately above, below ..."""
    state = game()
    play(state, Swap(("top", 0)))
    assert tops(state, 0)[0] == "As" and tops(state, 1)[0] == "Ah"
    play(state, Stack(("bottom", 5)))          # the top player stacks 3d onto 3c below
    rows = state.view(None)["rows"]
    assert rows[1][5] == ["3c", "3d"] and rows[0][5] == ["2c"]


def test_p6_best_five_of_six_wins_and_equal_hands_draw():
    """Seed: "whichever player can form the better 5-card poker hand using the 6 cards
    in his row is the winner!" P-6: "Better hand wins; equal hands draw." """
    state = game()
    while not state.is_over:
        play(state, Pass())
    out = state.outcome
    assert out["winners"] == [0, 1] and out["draw"] is True
    assert out["hands"][0]["name"] == out["hands"][1]["name"] == "Ace high"
    state = game(top="2c 2d 9h 9s Kd 3h", bottom="Ac Kc Qc Jc 4c 8d", pack="7c")
    while not state.is_over:
        play(state, Pass())
    out = state.outcome
    assert out["winners"] == [0] and out["draw"] is False
    assert out["hands"][0]["name"] == "Flush, Ace high"
    assert sorted(out["hands"][0]["cards"]) == sorted("Ac Kc Qc Jc 4c".split())
    assert out["hands"][1]["name"] == "Two pair, Nines and Twos"
    assert state.view(1)["result"] == out
    assert out["hands"][0]["value"] > out["hands"][1]["value"]


def test_p7_single_game_by_default_and_best_of_n_alternates_the_first_player():
    """P-7: "A match can be a single game or best of N (default single game)." """
    assert cardtable.new_game("swap-poker", seed=1).view(None)["match"]["games"] == 1
    state = game(games=3)
    while state.view(None)["game_no"] == 1:
        play(state, Pass())
    view = state.view(None)
    assert not state.is_over and view["game_no"] == 2
    assert view["games"][0]["winners"] == [0, 1]          # game 1 was the draw above
    assert state.to_act == (1,) and view["first"] == 1     # alternating first player
    assert view["pack"] == 40 and view["moves_left"] == [12, 12]
    assert state.public_state() == {"cards": 52, "top_cards": 12}
    assert [s[-1] for s in view["rows"][0]] != TOP.split()  # a fresh seeded deal
    while not state.is_over:
        play(state, state.legal_actions(state.to_act[0])[0])
    out = state.outcome
    games = out["games"]
    assert 2 <= len(games) <= 3 and [g["first"] for g in games] == [0, 1, 0][:len(games)]
    wins = [sum(1 for g in games if g["winners"] == [s]) for s in (0, 1)]
    assert out["wins"] == wins
    if len(games) == 2:  # it stopped early only because the result was settled
        assert max(wins) == 1 and min(wins) == 0
    expected = [0] if wins[0] > wins[1] else [1] if wins[1] > wins[0] else [0, 1]
    assert out["winners"] == expected
    assert cardtable.load_game(state.to_json()).to_json() == state.to_json()


def test_p7_a_match_ends_once_one_player_has_a_majority():
    """P-7 best of N: the match stops when its result can no longer change."""
    for seed in range(30):
        state = cardtable.new_game("swap-poker", seed=seed, options={"games": 5})
        rng = random.Random(seed)
        while not state.is_over:
            legal = state.legal_actions(state.to_act[0])
            play(state, legal[rng.randrange(len(legal))])
        out = state.outcome
        w0, w1 = out["wins"]
        n = len(out["games"])
        assert abs(w0 - w1) > 5 - n or n == 5
        before = out["wins"]
        # one game earlier the result was still open
        last = out["games"][-1]["winners"]
        earlier = [w0 - (last == [0]), w1 - (last == [1])]
        assert not abs(earlier[0] - earlier[1]) > 5 - (n - 1), before


def test_the_view_hides_only_the_pack_order():
    """Everything is face up (seed: "Deal out 6 cards in 2 rows, face up."); only the
    order of the pack is unknown to the players."""
    a = game(pack="2c 2d 2h")
    b = game(pack="2h 2d 2c")
    assert a.view(0) == b.view(0) and a.view(1) == b.view(1)
    text = json.dumps(a.view(0))
    assert "2c" not in text and "2h" not in text
