"""Swingo Poker hand flow: hole-card choice, reveal, who starts rounds 2 and 3, the
river, the match (seed 000; S-2, S-6, S-7, S-8)."""

from __future__ import annotations

import pytest

import cardtable
from cardtable import IllegalAction
from cardtable.games.swingo import stacked_deck
from cardtable.games.swingo.actions import Bet, BetRange, Call, Check, ChooseHole, Fold, Raise

from .test_swingo_betting import choose_all


def dealt(hands, river="2d", seed=3, **options):
    return cardtable.new_game("swingo", players=len(hands), seed=seed,
                              deck=stacked_deck(hands, river), options=options)


def limp_round_one(s):
    n = s.players
    while s.view(None)["phase"] == "bet" and s.view(None)["round"] == 1:
        seat = s.to_act[0]
        s.apply(seat, Call() if Call() in s.legal_actions(seat) else Check())
    assert s.view(None)["phase"] == "choose", n


def test_choosing_hole_cards_is_simultaneous_and_private():
    """Seed: "each surviving player chooses two of their five cards to keep as 'hole
    cards', which are unknown to the other players until the showdown ... When all are
    ready, all surviving players expose their three board cards". S-6."""
    s = dealt(["Ah Kh Qh Jh Th", "2c 3c 4c 5c 6c", "9s 9d 9c 8s 8d"])
    limp_round_one(s)
    assert set(s.to_act) == {0, 1, 2}
    s.apply(1, ChooseHole(("2c", "6c")))
    assert set(s.to_act) == {0, 2}
    for viewer in (0, 2, None):
        v = s.view(viewer)
        assert v["seats"][1]["chosen"] and v["seats"][1]["board"] is None
        text = str({k: v[k] for k in v if k != "events"})
        assert "2c" not in text and "6c" not in text and "4c" not in text
    assert s.view(1)["own"]["hole"] == ["2c", "6c"]
    assert s.view(1)["own"]["board"] == ["3c", "4c", "5c"]
    s.apply(0, ChooseHole(("Th", "Ah")))  # either order
    s.apply(2, ChooseHole(("9s", "8d")))
    v = s.view(0)
    assert [x["board"] for x in v["seats"]] == [["Kh", "Qh", "Jh"], ["3c", "4c", "5c"],
                                               ["9d", "9c", "8s"]]
    assert all(x["hole"] is None for x in v["seats"])


def test_choice_must_be_two_of_ones_own_cards():
    """S-6: a player "picks 2 of their 5 cards"."""
    s = dealt(["Ah Kh Qh Jh Th", "2c 3c 4c 5c 6c", "9s 9d 9c 8s 8d"])
    limp_round_one(s)
    before = s.to_json()
    for bad, why in [(("Ah", "2c"), "does not hold '2c'"), (("Ah", "Ah"), "two different"),
                     (("Ah",), "two different")]:
        with pytest.raises(IllegalAction, match=why):
            s.apply(0, ChooseHole(bad))
    with pytest.raises(IllegalAction, match="must choose two hole cards"):
        s.apply(0, Check())
    assert s.to_json() == before


def test_round_two_begins_with_the_best_board_by_class():
    """Seed: "This is begun by the player with the highest ranking set of board cards
    ... 3-3-3 is higher than 7-7-8, which is higher than A-K-Q." S-7."""
    s = dealt(["Ah Kd Qc 2h 4h", "7c 7d 8c 2s 4s", "3c 3d 3h 5s 6s"])
    limp_round_one(s)
    s.apply(0, ChooseHole(("2h", "4h")))   # board A-K-Q
    s.apply(1, ChooseHole(("2s", "4s")))   # board 7-7-8
    s.apply(2, ChooseHole(("5s", "6s")))   # board 3-3-3
    assert s.view(None)["starter"] == 2 and s.to_act == (2,)
    t = dealt(["Ah Kd Qc 2h 4h", "7c 7d 8c 2s 4s", "9c Td 3h 5s 6s"])
    limp_round_one(t)
    t.apply(0, ChooseHole(("2h", "4h")))
    t.apply(1, ChooseHole(("2s", "4s")))
    t.apply(2, ChooseHole(("5s", "6s")))   # board T-9-3 loses to the pair of sevens
    assert t.view(None)["starter"] == 1


@pytest.mark.parametrize("boards, starter", [
    (("Kc Qs 3s", "Ks Qc 3c"), 1),   # same ranks: the king of spades beats the club
    (("8c 8s 2c", "8d 8h 2d"), 0),   # pair: the higher suit of the pair's two cards
    (("Ah Kh Qh", "Ad Ks Qs"), 0),   # same ranks: the ace's suit decides (hearts > diamonds)
])
def test_board_ties_broken_by_the_suit_of_the_highest_card(boards, starter):
    """Seed: "If there is a tie it is resolved by comparing the suits of the highest cards
    in the tied hands using the ranking order clubs (low), diamonds, hearts, spades
    (high)." S-7: "where a board holds two cards of that rank, its higher suit counts"."""
    hands = [boards[0] + " 4d 5d", boards[1] + " 6h 7h", "2h 9c Jc Td 6c"]
    s = dealt(hands, river="Ac")
    limp_round_one(s)
    s.apply(0, ChooseHole(("4d", "5d")))
    s.apply(1, ChooseHole(("6h", "7h")))
    s.apply(2, ChooseHole(("Jc", "Td")))  # board 2h 9c 6c: nine high, last
    assert s.view(None)["starter"] == starter


def boards_shown():
    """Three players past the hole choice: boards A-K-Q, 7-7-8 (the best, S-7) and
    3-3-9; the river is A♣."""
    s = dealt(["Ah Kd Qc 2h 4h", "7c 7d 8c 2s 4s", "3c 3d 9h 5s 6s"], river="Ac")
    limp_round_one(s)
    s.apply(0, ChooseHole(("2h", "4h")))
    s.apply(1, ChooseHole(("2s", "4s")))
    s.apply(2, ChooseHole(("5s", "6s")))
    return s


def test_round_three_is_begun_by_the_best_board_again_ignoring_the_river():
    """Seed: "a third betting round, again begun by the surviving player with the highest
    ranking set of board cards (the river card is not taken into account...)"."""
    s = boards_shown()
    assert s.to_act == (1,)
    for seat in (1, 2, 0):
        s.apply(seat, Check())
    assert s.view(None)["round"] == 3 and s.view(None)["river"] == "Ac"
    assert s.to_act == (1,)  # A-A-K for seat 0 with the river would be higher
    # S-7 said once the boards are shown, so the table can say why seat 1 acts
    # first; round 3 begun by the same seat is not said again
    starts = [e["text"] for e in s.events if str(e["text"]).startswith("Round ")]
    assert starts == ["Round 2: {1} acts first, with the highest board"]


def test_the_best_board_of_a_folded_player_does_not_start():
    """S-7: "the surviving player whose 3 board cards rank highest"."""
    s = boards_shown()
    s.apply(1, Bet(2))
    s.apply(2, Call())
    s.apply(0, Call())
    assert s.to_act == (1,)
    s.apply(1, Bet(2))
    s.apply(2, Raise(8))
    s.apply(0, Call())
    s.apply(1, Fold())
    assert s.view(None)["phase"] == "showdown"


def test_round_three_says_who_acts_first_when_the_best_board_folded():
    """S-7: round 3 is begun by the best board among the surviving players; said
    when that is not who began round 2."""
    s = boards_shown()
    s.apply(1, Bet(2))
    s.apply(2, Raise(8))
    s.apply(0, Call())
    s.apply(1, Fold())
    assert s.view(None)["round"] == 3 and s.to_act == (2,)  # 3-3-9 over A-K-Q
    starts = [e["text"] for e in s.events if str(e["text"]).startswith("Round ")]
    assert starts == ["Round 2: {1} acts first, with the highest board",
                      "Round 3: {2} acts first, with the highest board"]


def test_no_river_when_only_one_player_is_left():
    """Seed: "If there is still more than one player who has not folded, the dealer deals
    a single shared card". "If at any stage all but one players have folded, the last
    surviving player collects the whole pot and need not show any further cards.\""""
    s = dealt(["Ah Kd Qc 2h 4h", "7c 7d 8c 2s 4s", "3c 3d 9h 5s 6s"])
    limp_round_one(s)
    choose_all(s)
    first = s.to_act[0]
    s.apply(first, Bet(6))
    s.apply(s.to_act[0], Fold())
    s.apply(s.to_act[0], Fold())
    last = s.view(None)["last_hand"]
    assert last["ended_by"] == "folds" and last["river"] is None
    # the unmatched bet of 6 goes back; the pot of 6 from round 1 is won
    assert last["pots"][0]["winners"] == [{"seat": first, "amount": 6}]
    assert last["players"] == []  # nothing shown
    assert last["net"][first] == 4 and s.view(None)["hand"] == 2


def test_the_button_moves_clockwise_and_the_next_hand_starts():
    """S-2: "The button moves one seat clockwise each hand"."""
    s = cardtable.new_game("swingo", players=3, seed=2)
    s.apply(0, Fold())
    s.apply(1, Fold())
    v = s.view(None)
    assert v["hand"] == 2 and v["button"] == 1 and v["small_blind_seat"] == 2
    assert v["big_blind_seat"] == 0 and v["last_hand"]["net"] == [0, -1, 1]


def test_busted_players_leave_and_the_match_ends_when_one_holds_every_chip():
    """S-2: "a player with no chips left is out; the match ends when one player holds
    every chip"."""
    s = cardtable.new_game("swingo", players=3, seed=4, options={"stack": 10})
    rounds = 0
    while not s.is_over and rounds < 2000:
        seat = s.to_act[0]
        legal = [a for a in s.legal_actions(seat) if a.kind != "stop"]
        bigger = [a.at(a.max) for a in legal if isinstance(a, BetRange)]
        s.apply(seat, bigger[-1] if bigger else legal[-1] if legal[-1].kind != "fold"
                else legal[1])
        rounds += 1
        v = s.view(None)
        for x in v["seats"]:
            if x["stack"] == 0 and x["committed"] == 0 and not s.is_over:
                assert x["status"] == "out"
    assert s.is_over and s.outcome["reason"] == "one player holds every chip"
    assert sorted(s.outcome["chips"]) == [0, 0, 30]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_of_the_players_out_the_last_to_go_out_stands_higher(seed):
    """S-2 (standings; ruling in docs/rules.md): Ana and Ben go all-in against each
    other from the first hand, Cleo folds every hand she can. The loser of the
    first all-in goes out before Cleo, who is blinded away later: Cleo stands second
    (playtest 14 read "Ben 18 · You 0 · Ana 0" with Ana out six hands after you)."""
    s = cardtable.new_game("swingo", players=3, seed=seed, options={"stack": 6})
    out: list[int] = []
    while not s.is_over:
        seat = s.to_act[0]
        legal = [a for a in s.legal_actions(seat) if a.kind != "stop"]
        bigger = [a.at(a.max) for a in legal if isinstance(a, BetRange)]
        if seat == 2:
            move = next((a for a in legal if a.kind in ("fold", "check")), legal[0])
        else:
            move = bigger[-1] if bigger else next(a for a in legal if a.kind != "fold")
        s.apply(seat, move)
        out += [x for x in range(3) if s.view(None)["seats"][x]["stack"] == 0
                and s.view(None)["seats"][x]["committed"] == 0 and x not in out]
    standings = [x["seat"] for x in s.view(None)["standings"]]
    assert len(out) == 2 and out[-1] == 2, out
    assert standings == [next(x for x in range(3) if x not in out), 2, out[0]]


def test_the_standings_count_the_chips_put_in_this_hand():
    """S-2, standings by chips: mid-hand they count each player's chips in the pot
    too, so they add up to the chips in play (playtest 14: "You're out of chips"
    listed Ben 10 and Ana 5 of 18, the blinds left out)."""
    s = cardtable.new_game("swingo", players=3, seed=2, options={"stack": 6})
    standings = s.view(None)["standings"]
    assert sum(x["chips"] for x in standings) == 18
    assert all(x["chips"] == 6 for x in standings)


def test_hands_option_caps_the_match():
    """S-2: the match ends when the people playing stop it (here: after N hands)."""
    s = cardtable.new_game("swingo", players=3, seed=2, options={"hands": 2})
    s.apply(0, Fold())
    s.apply(1, Fold())
    assert not s.is_over
    s.apply(s.to_act[0], Fold())
    s.apply(s.to_act[0], Fold())
    assert s.is_over and s.outcome["reason"] == "hand limit reached" and s.outcome["hands"] == 2
    assert sum(s.outcome["chips"]) == 1200
