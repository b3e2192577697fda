"""The engine's undo policy (issue 14): ``State.undo_floor(seat)`` is the log length
undo for ``seat`` may never go below, moved past every action that showed ``seat``
something new, and ``State.ends`` marks where a hand, deal or game ended. Each game
says what reveals, citing its rules."""

from __future__ import annotations

import cardtable
from cardtable.games.swap_poker import Pass, Stack, Swap
from cardtable.games.swap_poker import stacked_deck as swap_deck
from cardtable.games.swingo import stacked_deck as swingo_deck
from cardtable.games.swingo.actions import Call, Check, ChooseHole, Show
from cardtable.games.swoop.actions import Play, Turn

from .rules.test_swoop import arrange, game

# -- Swoop: W-7 a turned mystery card, W-13 hidden hands, W-9 the end of a deal -------

def test_w7_turning_a_mystery_card_is_a_floor_for_every_seat():
    """W-7: the mystery card "is revealed": the turner saw it too, so undo can never
    take the turn back (issue 14: three mystery cards seen before choosing)."""
    s = arrange(game(), 0, up="- 7c 8c 9c")
    s.apply(0, Turn(0))
    assert [s.undo_floor(seat) for seat in range(3)] == [1, 1, 1]


def test_w13_a_play_from_a_hidden_hand_reveals_to_the_others_only():
    """W-13: hand cards are hidden; playing one shows it to every other seat, while a
    face-up card was public already."""
    s = arrange(game(), 0, hand="Kc Qc", up="6c 7c 8c 9c")
    s.apply(0, Play(face_up=(3,)))  # a face-up 9: public
    assert [s.undo_floor(seat) for seat in range(3)] == [0, 0, 0]
    s = arrange(game(), 0, hand="Kc Qc", up="6c 7c 8c 9c")
    s.apply(0, Play(hand=("Qc",)))
    assert [s.undo_floor(seat) for seat in range(3)] == [0, 1, 1]


def test_w9_the_end_of_a_deal_is_an_end_and_a_floor():
    """W-9: "The deal ends the moment a player has no cards left anywhere"; the next
    deal is dealt at once, so no seat may undo across it."""
    s = arrange(game(), 0, hand="Kc", up="- - - -", down="- - - -", pile="")
    s.apply(0, Play(hand=("Kc",)))
    assert s.view(None)["deal"] == 2
    assert s.ends == (1,) and [s.undo_floor(seat) for seat in range(3)] == [1, 1, 1]


# -- Swap Poker: P-4 a card dealt from the pack, P-6/P-7 the end of a game ----------

def _swap(pack: str = "Ad Kd"):
    return cardtable.new_game("swap-poker", seed=1,
                              deck=swap_deck("2c 3c 4c 5c 6c 7c", "8h 9h Th Jh Qh Kh", pack))


def test_p4_swaps_and_stacks_onto_cards_reveal_nothing():
    """P-1: every card is face up but the pack's, so takebacks stay fair."""
    s = _swap()
    s.apply(0, Swap(("bottom", 1)))
    s.apply(1, Pass())
    assert [s.undo_floor(0), s.undo_floor(1)] == [0, 0] and s.ends == ()


def test_p4_a_card_dealt_from_the_pack_into_an_emptied_position_is_a_floor():
    """P-4: "After a stack that empties the active position, a new card from the pack
    is dealt face up into it": the pack's order was hidden."""
    s = _swap()
    s.apply(0, Stack(("bottom", 1)))
    assert s.view(None)["rows"][1][0] == ["Ad"]
    assert [s.undo_floor(0), s.undo_floor(1)] == [1, 1]


def test_p6_the_end_of_a_game_is_an_end_and_a_floor_in_a_match_too():
    """P-6/P-7: a finished game is never taken back (issue 14: "played" went 1 -> 2 -> 3
    and a loss could be replayed into a win); in a match the next deal follows."""
    s = cardtable.new_game("swap-poker", seed=1, options={"games": 3})
    while s.view(None)["game_no"] == 1:
        s.apply(s.to_act[0], Pass())
    assert s.ends == (24,) and [s.undo_floor(0), s.undo_floor(1)] == [24, 24]


# -- Swingo: S-6 boards, S-8 the river, S-9 the showdown, S-2 the end of a hand -------

def _swingo():
    return cardtable.new_game("swingo", players=2, seed=3,
                              deck=swingo_deck(["Ah Kh Qh Jh Th", "2c 3c 4c 5c 6c"], "9d"))


def test_s6_s8_s9_boards_river_showdown_and_hand_end_are_floors():
    """S-6: "all boards are revealed together", S-8 the river, S-9 the showdown and the
    end of the hand each show every seat something new (issue 14: Undo went back to
    the bet after the showdown, with the same river to come)."""
    s = _swingo()
    s.apply(s.to_act[0], Call())
    s.apply(s.to_act[0], Check())
    assert [s.undo_floor(0), s.undo_floor(1)] == [1, 2]  # each told the other (S-4)
    s.apply(0, ChooseHole(("Ah", "Kh")))
    assert [s.undo_floor(0), s.undo_floor(1)] == [1, 2]  # a private choice
    s.apply(1, ChooseHole(("2c", "3c")))
    assert [s.undo_floor(0), s.undo_floor(1)] == [4, 4]  # S-6: the boards
    while s.view(None)["river"] is None:
        s.apply(s.to_act[0], Check())
    river_at = len(s.log)
    assert s.undo_floor(0) == river_at  # S-8: the river
    while s.view(None)["hand"] == 1:
        seat = s.to_act[0]
        s.apply(seat, Show() if Show() in s.legal_actions(seat) else Check())
    assert s.ends == (len(s.log),)
    assert [s.undo_floor(0), s.undo_floor(1)] == [len(s.log)] * 2


def test_s4_a_bet_call_check_or_fold_is_a_floor_for_the_others():
    """S-4: each player acts in turn on cards the others cannot see, so each bet,
    call, check or fold tells them something: a playtest bet 14, saw Ana fold and
    Cleo call, undid the bet and chose again knowing it. The one who acted learned
    nothing new by it."""
    s = _swingo()
    first = s.to_act[0]
    s.apply(first, Call())
    assert s.undo_floor(first) == 0 and s.undo_floor(1 - first) == 1
    s.apply(1 - first, Check())
    assert s.undo_floor(first) == 2 and s.undo_floor(1 - first) == 1


def test_floors_survive_a_save_and_a_clone():
    """Floors are derived from the log, so a loaded save and a bot's clone agree."""
    s = _swap()
    s.apply(0, Stack(("bottom", 1)))
    s.apply(1, Pass())
    loaded = cardtable.load_game(s.to_json())
    assert loaded.undo_floor(0) == s.clone().undo_floor(0) == 1
