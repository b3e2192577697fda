"""Swoop rules (seed 001, rulings W-1..W-13): one test per rule.

Deals are fixed with ``stacked_deck`` (each seat's mystery, face-up and hand cards,
then the cards drawn for the first player). Where a rule needs a pile or a hand
that would take many plays to reach, :func:`arrange` sets the table directly.
"""

from __future__ import annotations

import pytest

import cardtable
from cardtable import IllegalAction
from cardtable.games.swoop import DEALS, stacked_deck
from cardtable.games.swoop.actions import Play, Turn
from cardtable.games.swoop.hand import Hand
from cardtable.games.swoop.pile import Pile
from cardtable.games.swoop.rules import points
from tests.helpers import assert_rejected


def filler(suit: str) -> dict[str, str]:
    """Table cards for a seat whose own cards do not matter to the test."""
    return {"mystery": " ".join(r + suit for r in "2345"),
            "face_up": " ".join(r + suit for r in "6789")}


def game(seats=None, draw="Ks 2s 3s", players=3, **options):
    seats = seats or [{**filler("cdhs"[i]), "hand": ""} for i in range(players)]
    deal = options.get("deal", "standard")
    return cardtable.new_game("swoop", players=len(seats), seed=5, options=options,
                              deck=stacked_deck(seats, draw=draw, deal=deal))


def arrange(state, seat, hand=None, up=None, down=None, pile=None):
    """Set a seat's cards and the pile for a scenario (codes as strings)."""
    if hand is not None:
        state.hands[seat] = Hand(hand.split())
    if up is not None:
        state.up[seat] = [None if c == "-" else c for c in up.split()]
    if down is not None:
        state.down[seat] = [None if c == "-" else c for c in down.split()]
    if pile is not None:
        state.pile = Pile(pile.split())
    return state


# -- W-1 players, packs, the deal ----------------------------------------------------

@pytest.mark.parametrize("players, packs", [(3, 2), (4, 2), (5, 3), (6, 3), (7, 4), (8, 4)])
def test_w1_packs_by_player_count_and_nineteen_cards_each(players, packs):
    """Seed: "3 or 4 players use 2 decks (108 cards), 5 or 6 players use 3 decks (162
    cards) and 7 or 8 players use 4 decks (216 cards)." / "19 cards are dealt to each
    player" -- 4 mystery, 4 face up on them, 11 in hand (W-1)."""
    s = cardtable.new_game("swoop", players=players, seed=1)
    v = s.view(0)
    assert v["packs"] == packs and s.public_state() == {"cards": 54 * packs}
    for seat in v["seats"]:
        assert seat["hand_count"] == 11 and sum(seat["mystery"]) == 4
        assert all(seat["face_up"]) and seat["cards_left"] == 19
    assert v["undealt"] == 54 * packs - 19 * players
    jokers = sum(c.startswith("X") for s_ in range(players) for c in s.remaining(s_))
    assert jokers + sum(c.startswith("X") for c in s.undealt) == 2 * packs


@pytest.mark.parametrize("players", [2, 9])
def test_w1_three_to_eight_players(players):
    """Seed: "Swoop can be played with 3 to 8 players" (W-1)."""
    with pytest.raises(ValueError, match="3 to 8"):
        cardtable.new_game("swoop", players=players, seed=1)


def test_w1_stacked_deal_places_mystery_face_up_and_hand():
    """Seed: "each player places four of their cards face down ... four more cards face
    up on the table, one on top of each mystery card. They pick up their remaining 11
    cards to form their hand" (W-1)."""
    s = game([{"mystery": "Ac 2c 3c 4c", "face_up": "Kd Qd Jd 9d", "hand": "5h 5s"},
              {**filler("h"), "hand": ""}, {**filler("s"), "hand": ""}])
    assert s.down[0] == ["Ac", "2c", "3c", "4c"] and s.up[0] == ["Kd", "Qd", "Jd", "9d"]
    assert s.hands[0].count("5h") and s.hands[0].count("5s") and len(s.hands[0]) == 11


# -- W-2 first player -----------------------------------------------------------------

def test_w2_highest_drawn_card_begins():
    """Seed: "each player to draw a card from the pile of cards that were set aside ...
    whoever draws the highest card begins" (W-2)."""
    assert game(draw="5s Ks 9s").to_act == (1,)
    assert game(draw="Qs 2s Js").to_act == (0,)
    # said with its reason (playtest 18: nobody was told why that player starts)
    assert game(draw="Qs 2s Js").events[3]["text"] == (
        "Deal 1: {0} plays first, with the highest card drawn")


def test_w2_tied_players_draw_again_and_tens_and_jokers_are_drawn_again():
    """Seed: "in case of a tie the tied players draw again" (W-2); a 10 or joker has
    no rank (W-3), so it is drawn again."""
    s = game(draw="Kc 5c Kd 2s 3s")  # seats 0 and 2 tie on kings; 2s vs 3s
    assert s.to_act == (2,)
    assert [e["text"] for e in s.events][:5] == [
        "{0} draws K♣", "{1} draws 5♣", "{2} draws K♦", "{0} draws 2♠", "{2} draws 3♠"]
    assert game(draw="Tc 4s Xr 5s 6s").to_act == (2,)  # 10 and joker skipped: 4, 5, 6


def test_w2_later_deals_begin_with_the_next_player_clockwise():
    """Seed: "In subsequent deals the turn to start the play passes clockwise" (W-2)."""
    s = game(draw="5s Ks 9s", target=10_000)
    assert s.starter == 1
    arrange(s, 1, hand="4h", up="- - - -", down="- - - -", pile="")
    s.apply(1, Play(("4h",)))
    assert s.view(None)["deal"] == 2 and s.starter == 2 and s.to_act == (2,)
    assert "Deal 2: {2} plays first, next clockwise" in [e["text"] for e in s.events]


# -- W-3 / W-5 rank order, onto the pile or pick up ------------------------------------

def test_w3_w5_equal_or_lower_goes_on_the_pile_ace_lowest():
    """Seed: "the cards rank from low to high A-2-3-4-5-6-7-8-9-J-Q-K" / "If the rank of
    card(s) played is equal to or lower than the top card of the play pile the new
    cards are placed on top of the play pile." (W-3, W-5)"""
    s = arrange(game(), 0, hand="Ah 2h 9s Js", pile="5d 2d")
    s.apply(0, Play(("2h",)))
    assert s.pile.cards == ["5d", "2d", "2h"] and s.to_act == (1,)
    arrange(s, 1, hand="Ac Kc")
    s.apply(1, Play(("Ac",)))
    assert s.pile.cards == ["5d", "2d", "2h", "Ac"] and s.to_act == (2,)


def test_w5_higher_picks_up_the_whole_pile_then_starts_a_new_one():
    """Seed: "If the cards played are higher in rank than the top card of the play pile,
    the player must pick up the whole of the existing play pile and add it to their
    hand before playing these higher cards to begin a new play pile." (W-5); J ranks
    above 9 (W-3)."""
    s = arrange(game(), 0, hand="Jh Jd 3s", pile="Qd 9d")
    s.apply(0, Play(("Jd", "Jh")))
    assert s.pile.cards == ["Jd", "Jh"]
    assert sorted(s.hands[0]) == sorted(["3s", "Qd", "9d"])
    assert s.events[-1]["text"] == "{0} picks up the pile (2 cards) and plays J♦ J♥"
    assert s.to_act == (1,)


def test_w5_an_empty_pile_is_begun_by_any_play():
    """Seed: "If the play pile was empty then the played card(s) simply begin(s) a new
    play pile." (W-5)"""
    s = arrange(game(), 0, hand="Kh 3s", pile="")
    s.apply(0, Play(("Kh",)))
    assert s.pile.cards == ["Kh"] and sorted(s.hands[0]) == ["3s"]


# -- W-4 what a play is ------------------------------------------------------------------

def test_w4_one_to_four_equal_cards_from_hand_and_face_up_in_any_mix():
    """Seed: "Each play consists of from one to four cards, which may come from their
    hand or the face up cards on the table or a combination of both. When more than
    one card is played together they must be equal to each other in rank." (W-4)"""
    s = arrange(game(), 0, hand="7h 7d 2s", up="7s 7c Kd -", down="2c 3c 4c 5c",
                pile="9d")
    legal = s.legal_actions(0)
    assert Play(("7d", "7h"), (0, 1)) in legal
    assert Play(("7h",), (1,)) in legal
    assert not any(isinstance(a, Play) and len(a.hand) + len(a.face_up) > 4 for a in legal)
    s.apply(0, Play(("7h", "7d"), (0, 1)))
    assert s.pile.cards == ["9d"] or s.pile.cards == []  # four sevens swoop (W-6)
    assert s.up[0] == [None, None, "Kd", None] and sorted(s.hands[0]) == ["2s"]


def test_w4_illegal_plays_raise_and_change_nothing():
    """Mixed ranks, five cards, a card not held, a face-up position that is empty,
    a 10 with a joker (W-4: "a 10 and a joker are not equal")."""
    s = arrange(game(), 0, hand="7h 7d 8s Th Xr 7c", up="7s - Kd 2d", pile="9d")
    assert_rejected(s, 0, Play(("7h", "8s")), "equal rank")
    assert_rejected(s, 0, Play(("7c", "7d", "7h"), (0, 0)), "named twice")
    assert_rejected(s, 0, Play(("Th", "Xr")), "equal rank")
    assert_rejected(s, 0, Play(("Qs",)), "no 'Qs' in your hand")
    assert_rejected(s, 0, Play((), (1,)), "no face-up card at position 1")
    assert_rejected(s, 0, Play(()), "at least one card")
    arrange(s, 0, hand="7h 7d 7c 7h")
    assert_rejected(s, 0, Play(("7c", "7d", "7h", "7h"), (0,)), "one to four")
    assert_rejected(s, 1, Play(("7h",)), "not seat 1's turn")


def test_w4_several_tens_together_swoop():
    """W-4: "Several 10s may be played together, and several jokers together"."""
    s = arrange(game(), 0, hand="Th Td 3s", pile="9d 4c")
    s.apply(0, Play(("Td", "Th")))
    assert s.pile.cards == [] and s.gone[-2:] == ["Td", "Th"] and s.to_act == (0,)


# -- W-6 the swoop -------------------------------------------------------------------------

def test_w6_completing_four_equal_with_the_pile_swoops_and_plays_again():
    """Seed: "A swoop occurs when a player adds cards to the play pile in such a way
    that the top four cards of the play pile are equal in rank. In this case the whole
    play pile is set aside out of play and the same player takes another turn." (W-6)"""
    s = arrange(game(), 0, hand="8h 8d 3s", pile="Kc 8c 8s")
    s.apply(0, Play(("8d", "8h")))
    v = s.view(0)
    assert v["pile"] == [] and v["set_aside"] == 5 and s.to_act == (0,) and v["fresh"]
    assert s.events[-1]["text"] == "{0} swoops! 5 cards set aside"


def test_w6_four_equal_from_hand_swoop_on_a_higher_pile():
    """Seed: "This can be achieved either by playing a set of four equal cards from
    hand" (W-6)."""
    s = arrange(game(), 0, hand="4h 4d 4s 4c 9s", pile="Kc")
    s.apply(0, Play(("4c", "4d", "4h", "4s")))
    assert s.pile.cards == [] and s.gone == ["Kc", "4c", "4d", "4h", "4s"] and s.to_act == (0,)


@pytest.mark.parametrize("card", ["Th", "Xb"])
def test_w6_a_ten_or_joker_swoops_on_any_pile(card):
    """Seed: "A 10 or a Joker can be played on any turn irrespective of what is in the
    play pile. This also causes a Swoop - the whole play pile along with the 10 or Joker
    is set aside out of the game and the player takes another turn." (W-3, W-6)"""
    s = arrange(game(), 0, hand=f"{card} 3s", pile="Ac")
    assert Play((card,)) in s.legal_actions(0)
    s.apply(0, Play((card,)))
    assert s.pile.cards == [] and s.gone == ["Ac", card] and s.to_act == (0,)
    assert sorted(s.hands[0]) == ["3s"]  # nothing picked up though a 10/joker "outranks" an ace


def test_w6_more_than_four_equal_on_top_is_illegal_play_one_then_the_other():
    """Seed: "if there are three 8's on top of the pile the next player cannot play a
    pair of 8's together. They can play one 8 for a swoop and then use their free turn
    to play their other 8" (W-6)."""
    s = arrange(game(), 0, hand="8h 8d 3s", pile="9c 8c 8s 8c")
    assert Play(("8d", "8h")) not in s.legal_actions(0)
    assert_rejected(s, 0, Play(("8d", "8h")), "more than four equal")
    s.apply(0, Play(("8d",)))
    assert s.pile.cards == [] and s.to_act == (0,)
    s.apply(0, Play(("8h",)))
    assert s.pile.cards == ["8h"] and s.to_act == (1,)


def test_w6_option_four_or_more_swoops_with_five():
    """Seed: "Some play that a swoop can be made with a set of at least four equal cards
    on top of the play pile, not necessarily exactly four." (W-6 option)"""
    s = arrange(game(swoop_at="four-or-more"), 0, hand="8h 8d 3s", pile="9c 8c 8s 8c")
    s.apply(0, Play(("8d", "8h")))
    assert s.pile.cards == [] and len(s.gone) == 6 and s.to_act == (0,)


def test_seed_example_kings_pick_up_then_swoop_then_queens_nines_and_a_pair_of_sevens():
    """Seed: "the play pile is Q-Q-9-9-9-7. The next player holds K-K-K-K-Q-Q-9-7-5. This
    player can play K-K-K-K picking up the pile and making a swoop with the kings. The
    player can then continue with two more swoops - four queens and four nines - and end
    their turn by playing the pair of sevens." Built by real plays from a stacked deck."""
    seats = [{**filler("c"), "hand": "Qc Qd Kc Kd Kh Ks Qh Qs 9h 7h 5s"},
             {**filler("d"), "hand": "9c 9d 9s"},
             {**filler("h"), "hand": "7d"}]
    s = game(seats, draw="Ks 2s 3s")
    assert s.to_act == (0,)
    s.apply(0, Play(("Qc", "Qd")))
    s.apply(1, Play(("9c", "9d", "9s")))
    s.apply(2, Play(("7d",)))
    assert s.pile.cards == ["Qc", "Qd", "9c", "9d", "9s", "7d"]
    s.apply(0, Play(("Kc", "Kd", "Kh", "Ks")))
    assert s.pile.cards == [] and s.to_act == (0,)
    s.apply(0, Play(("Qc", "Qd", "Qh", "Qs")))
    assert s.pile.cards == [] and s.to_act == (0,)
    s.apply(0, Play(("9c", "9d", "9h", "9s")))
    assert s.pile.cards == [] and s.to_act == (0,)
    s.apply(0, Play(("7d", "7h")))
    assert s.pile.cards == ["7d", "7h"] and s.to_act == (1,)
    assert sorted(s.hands[0]) == ["5s"] and len(s.gone) == 12  # three swoops of four


# -- W-7 mystery cards ----------------------------------------------------------------------

def test_w7_a_mystery_card_waits_until_its_face_up_card_is_gone():
    """Seed: "A mystery card cannot be played until the face up card that covered it has
    been played." (W-7)"""
    s = arrange(game(), 0, hand="3s", up="Kd - 9d 9h", down="Qc Jc - 5c", pile="")
    assert [a for a in s.legal_actions(0) if isinstance(a, Turn)] == [Turn(1)]
    assert_rejected(s, 0, Turn(0), "still covered")
    assert_rejected(s, 0, Turn(2), "no mystery card at position 2")
    s.apply(0, Play((), (0,)))  # the king goes; the queen under it is uncovered
    arrange(s, 1, hand="Kc")
    s.apply(1, Play(("Kc",)))
    arrange(s, 2, hand="Ks")
    s.apply(2, Play(("Ks",)))
    assert Turn(0) in s.legal_actions(0)


def test_w7_turned_and_played_at_once_with_same_rank_cards_from_hand_and_face_up():
    """Seed: "The player flips the unknown mystery card face up and must immediately play
    it. If the player has other cards of the same rank in hand or face up on the table,
    these cards may be added to the mystery card and played as a set." (W-7)"""
    s = arrange(game(), 0, hand="6h 3s", up="- 6d Kd -", down="6c Jc - -", pile="9s")
    s.apply(0, Turn(0))
    v1 = s.view(1)
    assert v1["revealed"] == {"seat": 0, "slot": 0, "card": "6c"}  # now public
    legal = s.legal_actions(0)
    assert set(legal) == {Play((), (), 0), Play(("6h",), (), 0), Play((), (1,), 0),
                          Play(("6h",), (1,), 0)}
    assert_rejected(s, 0, Play(("3s",)), "turned mystery card must be played")
    assert_rejected(s, 0, Turn(1), "play the mystery card you turned first")
    s.apply(0, Play(("6h",), (1,), 0))
    assert s.pile.cards == ["9s", "6c", "6h", "6d"] and s.to_act == (1,)
    assert s.down[0] == [None, "Jc", None, None]


def test_w7_only_as_the_first_play_of_a_turn_or_after_a_swoop():
    """Seed: "A mystery (face down) card can only be played as the first card of a turn
    (either the first card of the player's initial turn or the first card of an extra
    turn earned as a result of a swoop)." (W-7)"""
    s = arrange(game(), 0, hand="Th 4s", up="- - - -", down="Qc - - -", pile="9s")
    s.apply(0, Turn(0))
    assert_rejected(s, 0, Turn(0), "play the mystery card you turned first")
    assert_rejected(s, 0, Play(("4s",), (), None), "must be played")
    # after a swoop the next play is a turn's first play again: a mystery may be turned
    s = arrange(game(), 0, hand="Th 4s", up="- - - -", down="Qc - - -", pile="9s")
    s.apply(0, Play(("Th",)))
    assert s.to_act == (0,) and Turn(0) in s.legal_actions(0)


def test_w7_a_higher_mystery_card_picks_the_pile_up():
    """Seed: "if the mystery card turns out to be higher than the top card of the play
    pile the player must pick up the play pile and play the mystery card ... in its
    place." (W-7)"""
    s = arrange(game(), 0, hand="3s", up="- - - -", down="Kc - - -", pile="9s 5d")
    s.apply(0, Turn(0))
    s.apply(0, Play((), (), 0))
    assert s.pile.cards == ["Kc"] and sorted(s.hands[0]) == ["3s", "5d", "9s"]


def test_w7_playing_an_unturned_mystery_is_refused():
    s = arrange(game(), 0, hand="3s", up="- - - -", down="Kc - - -", pile="9s 5d")
    assert_rejected(s, 0, Play((), (), 0), "turn a mystery card before")


# -- W-8 no passing -------------------------------------------------------------------------

def test_w8_a_turn_is_always_a_play_there_is_no_pass():
    """W-8: "A turn always consists of a play: there is no passing." -- facing an ace,
    every play but a 10/joker picks the pile up, and those picks are legal."""
    s = arrange(game(), 0, hand="Kh Qd", up="- - - -", down="- - - -", pile="Ac")
    kinds = {type(a).__name__ for a in s.legal_actions(0)}
    assert kinds == {"Play"} and len(s.legal_actions(0)) == 2


# -- W-9, W-10 end of a deal and scoring -------------------------------------------------------

def test_w9_w10_the_deal_ends_when_one_player_is_out_and_the_others_score_all_cards():
    """Seed: "When one player runs out of cards, the other players total the value of
    the cards remaining in their hands." / "Ace: 1 point each, 2-9: face value, Jacks,
    Queens, Kings: 10 points each, 10s and Jokers: 50 points each." W-9: hand, face-up
    AND mystery cards count; the player who went out scores 0."""
    s = game(target=10_000)
    arrange(s, 0, hand="5h", up="- - - -", down="- - - -", pile="9s")
    arrange(s, 1, hand="Ac Kd Th", up="Xr - - -", down="9c - - -")
    arrange(s, 2, hand="", up="- - - -", down="2c - - -")
    s.apply(0, Play(("5h",)))
    deal = s.view(None)["deals"][0]
    assert deal["went_out"] == 0
    assert deal["points"] == [0, 1 + 10 + 50 + 50 + 9, 2]
    assert s.view(None)["scores"] == [0, 120, 2] and s.view(None)["deal"] == 2


def test_w11_the_match_over_line_counts_one_point_as_one():
    """W-11: the lowest total wins the match; playtest 13 read "Ana won with 1 points"."""
    s = game(target=100)
    s.totals = [1, 90, 95]
    arrange(s, 0, hand="5h", up="- - - -", down="- - - -", pile="9s")
    arrange(s, 1, hand="Kd", up="- - - -", down="- - - -")
    arrange(s, 2, hand="Kc", up="- - - -", down="- - - -")
    s.apply(0, Play(("5h",)))
    assert s.view(None)["scores"] == [1, 100, 105]
    assert s.events[-1]["text"] == "The match is over: {0} won with 1 point"


def test_w9_option_only_hand_cards_score():
    """W-9 option: score hand cards only."""
    s = game(target=10_000, score="hand-only")
    arrange(s, 0, hand="5h", up="- - - -", down="- - - -", pile="9s")
    arrange(s, 1, hand="Ac Kd", up="Xr - - -", down="9c - - -")
    s.apply(0, Play(("5h",)))
    assert s.view(None)["deals"][0]["points"][1] == 11


def test_w10_card_points_standard_and_alternate():
    """Seed's table and its alternate scoring: "Ace-9: 5 points each, Jacks, Queens,
    Kings: 10 points each, 10s and Jokers: 20 points each." (W-10)"""
    cards = ["Ac", "2c", "9c", "Jc", "Qc", "Kc", "Tc", "Xr"]
    assert [points(c, False, False) for c in cards] == [1, 2, 9, 10, 10, 10, 50, 50]
    assert [points(c, True, False) for c in cards] == [5, 5, 5, 10, 10, 10, 20, 20]
    assert points("Tc", False, True) == 10 and points("Xb", False, True) == 50


# -- W-11 the match ----------------------------------------------------------------------------

def test_w11_the_match_ends_at_500_and_the_lowest_total_wins_ties_shared():
    """Seed: "the game ends when any player or players reaches 500 points or more. The
    player with the lowest score at this point is the winner." (W-11)"""
    s = game()
    s.totals = [300, 480, 300]
    arrange(s, 0, hand="5h", up="- - - -", down="- - - -", pile="9s")
    arrange(s, 1, hand="Kd Kc", up="- - - -", down="- - - -")
    arrange(s, 2, hand="Ac", up="- - - -", down="- - - -")  # one ace: 1 point
    s.apply(0, Play(("5h",)))
    out = s.outcome
    assert s.is_over and out["scores"] == [300, 500, 301] and out["winners"] == [0]
    with pytest.raises(IllegalAction, match="over"):
        s.apply(1, Play(("Kd",)))


def test_w11_a_tie_for_lowest_is_shared():
    s = game()
    s.totals = [300, 499, 299]
    arrange(s, 0, hand="5h", up="- - - -", down="- - - -", pile="9s")
    arrange(s, 1, hand="Ac", up="- - - -", down="- - - -")
    arrange(s, 2, hand="Ac", up="- - - -", down="- - - -")
    s.apply(0, Play(("5h",)))
    assert s.outcome["winners"] == [0, 2] and s.outcome["scores"] == [300, 500, 300]


# -- W-12 deal variants, jokers only ------------------------------------------------------------

@pytest.mark.parametrize("deal, shape", list(DEALS.items()))
def test_w12_deal_variants(deal, shape):
    """Seed: "some play with 20 cards each: 12 in hand, 4 mystery cards and 4 face up" /
    "only face down cards on the table and all the other cards in the players' hands" /
    "hand cards only and no cards dealt to the table." (W-12)"""
    s = cardtable.new_game("swoop", players=4, seed=3, options={"deal": deal})
    down, up, hand = shape
    for seat in s.view(0)["seats"]:
        assert sum(seat["mystery"]) == down and sum(c is not None for c in seat["face_up"]) == up
        assert seat["hand_count"] == hand
    turns = [a for a in s.legal_actions(s.to_act[0]) if isinstance(a, Turn)]
    assert len(turns) == (4 if deal == "mystery-only" else 0)  # uncovered from the start


def test_w12_only_jokers_swoop_and_tens_rank_between_nine_and_jack():
    """Seed: "Some play that the only Swoop cards are the jokers. The 10s are just
    ordinary cards worth 10 points ranking between the 9 and the Jack." (W-12)"""
    s = arrange(game(swoop_cards="jokers-only"), 0, hand="Th 3s", pile="Jc")
    s.apply(0, Play(("Th",)))
    assert s.pile.cards == ["Jc", "Th"] and s.to_act == (1,)  # on the pile, no swoop
    s = arrange(game(swoop_cards="jokers-only"), 0, hand="Th 3s", pile="9c")
    s.apply(0, Play(("Th",)))
    assert s.pile.cards == ["Th"] and "9c" in s.hands[0]  # higher than a 9: picks up
    s = arrange(game(swoop_cards="jokers-only"), 0, hand="Xr 3s", pile="9c")
    s.apply(0, Play(("Xr",)))
    assert s.pile.cards == [] and s.to_act == (0,)


def test_unknown_option_values_are_refused():
    with pytest.raises(ValueError, match="deal"):
        cardtable.new_game("swoop", players=4, seed=1, options={"deal": "thirty"})


# -- W-13 what each seat sees ------------------------------------------------------------------

def test_w13_a_view_shows_own_hand_face_up_cards_and_counts_never_hidden_cards():
    """W-13: pile, face-up cards, counts of mystery and hand cards, set-aside size and
    scores are public; hand cards and unturned mystery cards are hidden."""
    s = cardtable.new_game("swoop", players=4, seed=9)
    text0 = str(s.view(0))
    assert s.view(0)["hand"] == sorted(s.hands[0], key=s._sort_key)
    for other in (1, 2, 3):
        assert s.view(other)["hand"] != s.view(0)["hand"]
    spectator = s.view(None)
    assert spectator["hand"] is None
    hidden = {c for seat in (1, 2, 3) for c in s.hands[seat]} - set(s.hands[0]) \
        - {c for seat in range(4) for c in s.up[seat] if c}
    mysteries = {c for seat in range(4) for c in s.down[seat] if c} - set(s.hands[0]) \
        - {c for seat in range(4) for c in s.up[seat] if c}
    for code in hidden | mysteries:
        assert f"'{code}'" not in text0
    assert s.view(0)["seats"][1]["hand_count"] == 11


def test_save_round_trip_and_replay():
    s = cardtable.new_game("swoop", players=5, seed=4, options={"scoring": "alternate"})
    for _ in range(60):
        seat = s.to_act[0]
        s.apply(seat, s.legal_actions(seat)[-1])
    text = s.to_json()
    back = cardtable.load_game(text)
    assert back.to_json() == text and back.view(2) == s.view(2)
