"""Swingo Poker showdown: borrowing one board card, folded boards gone, mucking,
ties, odd chips, side pots, Sweet Chariot and high-low (seed 000; S-9..S-12)."""

from __future__ import annotations

import pytest

import cardtable
from cardtable.games.swingo import stacked_deck
from cardtable.games.swingo.actions import (
    Bet,
    Call,
    Check,
    ChooseHole,
    Declare,
    Fold,
    Muck,
    Raise,
    Show,
)
from cardtable.games.swingo.pots import side_pots, split

from .test_swingo_betting import set_chips
from .test_swingo_flow import limp_round_one

# The seed's example at round 3: A, B, C are seats 0, 1, 2; the river is the Qd.
SEED_HANDS = ["Qc Qh 2s 3c 4h",   # A: hole Qc Qh, board 2s 3c 4h
              "Jc Jh 8c 8h 9d",   # B: hole Jc Jh, board 8c 8h 9d
              "Kc Tc Kd Td Jd"]   # C: hole Kc Tc, board Kd Td Jd
SEED_HOLES = [("Qc", "Qh"), ("Jc", "Jh"), ("Kc", "Tc")]


def seed_example(**options):
    s = cardtable.new_game("swingo", players=3, seed=11,
                           deck=stacked_deck(SEED_HANDS, river="Qd"), options=options)
    limp_round_one(s)
    for seat, hole in enumerate(SEED_HOLES):
        s.apply(seat, ChooseHole(hole))
    while s.view(None)["round"] == 2:  # B's pair of eights starts (S-7)
        s.apply(s.to_act[0], Check())
    assert s.view(None)["round"] == 3 and s.view(None)["river"] == "Qd"
    return s


def player(last, seat):
    return next(p for p in last["players"] if p["seat"] == seat)


def test_seed_example_all_stay_and_cs_straight_flush_borrows_bs_nine_of_diamonds():
    """Seed: "If all three players stay in for the showdown, C's straight flush will win,
    beating B's full house (Jacks full of Eights) and A's three Queens." Here "all the
    players can see the straight flush": C's board Kd Td Jd, the river Qd and B's 9d. S-9."""
    s = seed_example(showdown="cards-speak")
    for seat in (1, 2, 0):
        s.apply(seat, Check())
    last = s.view(None)["last_hand"]
    c = player(last, 2)
    assert c["hand"]["borrowed"] == "9d" and c["hand"]["borrowed_from"] == 1
    assert sorted(c["hand"]["cards"]) == sorted(["Kd", "Qd", "Jd", "Td", "9d"])
    assert c["hand"]["name"] == "Straight flush, King high"
    b, a = player(last, 1), player(last, 0)
    assert sorted(x[0] for x in b["hand"]["cards"]) == sorted("JJJ88")
    assert b["hand"]["name"] == "Jacks full of Eights"
    assert [x[0] for x in a["hand"]["cards"]].count("Q") == 3
    assert a["hand"]["name"] == "Three Queens"
    assert last["pots"][0]["winners"] == [{"seat": 2, "amount": 6}]


def test_seed_example_a_bets_b_folds_and_the_nine_of_diamonds_disappears():
    """Seed: "If A bets, B's only logical action is to fold ... But B's fold causes the 9
    of diamonds to disappear. Now if C calls, A's three Queens win the showdown against
    C's two pairs (Kings and Tens)." S-9: "Boards of folded players are gone"."""
    s = seed_example()
    s.apply(1, Check())
    s.apply(2, Check())
    s.apply(0, Bet(6))
    s.apply(1, Fold())
    s.apply(2, Call())
    assert s.view(None)["phase"] == "showdown" and s.to_act == (0,)  # A bet last: shows first
    s.apply(0, Show())
    shown = s.view(1)["showdown"]
    assert shown[0]["seat"] == 0 and shown[0]["hole"] == ["Qc", "Qh"]
    s.apply(2, Show())
    last = s.view(None)["last_hand"]
    c = player(last, 2)
    assert c["hand"]["borrowed"] != "9d"
    ranks = [x[0] for x in c["hand"]["cards"]]
    assert ranks.count("K") == 2 and ranks.count("T") == 2
    assert c["hand"]["name"] == "Two pair, Kings and Tens"
    assert player(last, 0)["hand"]["name"] == "Three Queens"
    assert last["pots"][0]["winners"] == [{"seat": 0, "amount": 18}]
    assert last["net"] == [10, -2, -8]


def test_a_mucked_hand_loses_its_claim_but_its_board_stays_borrowable():
    """Seed: "A player may surrender during the showdown by mucking their hole cards
    without showing them, but their board cards must remain in place and available to
    the other players." S-9."""
    s = seed_example()
    s.apply(1, Bet(6))
    s.apply(2, Call())
    s.apply(0, Call())
    assert s.to_act == (1,)  # B bet last
    s.apply(1, Muck())
    s.apply(2, Show())
    s.apply(0, Show())
    last = s.view(None)["last_hand"]
    c = player(last, 2)
    assert c["hand"]["borrowed"] == "9d" and c["hand"]["borrowed_from"] == 1
    b = player(last, 1)
    assert b["mucked"] and b["hole"] is None and b["board"] == ["8c", "8h", "9d"]
    assert last["pots"][0]["winners"] == [{"seat": 2, "amount": 24}]


def test_the_last_claimant_wins_without_showing():
    """Seed: a player "need not show any further cards" when nobody else claims."""
    s = seed_example()
    s.apply(1, Bet(6))
    s.apply(2, Call())
    s.apply(0, Call())
    s.apply(1, Muck())
    s.apply(2, Muck())
    last = s.view(None)["last_hand"]
    assert last["pots"][0]["winners"] == [{"seat": 0, "amount": 24}]
    assert player(last, 0)["hole"] is None


def test_borrowing_only_from_boards_of_players_who_have_not_folded():
    """S-9: "at most one board card of ANOTHER player who has not folded"."""
    hands = ["Ah Kh 2c 3d 4s",  # 0: hole Ah Kh, board 2c 3d 4s
             "5h 6h Qh Jh Th",  # 1: hole 5h 6h, board Qh Jh Th (folds)
             "9c 9s 7d 7c 8s"]  # 2: hole 9c 9s, board 7d 7c 8s
    s = cardtable.new_game("swingo", players=3, seed=2, deck=stacked_deck(hands, "2h"),
                           options={"showdown": "cards-speak"})
    limp_round_one(s)
    for seat, hole in enumerate([("Ah", "Kh"), ("5h", "6h"), ("9c", "9s")]):
        s.apply(seat, ChooseHole(hole))
    assert s.to_act == (2,)  # the pair of sevens is the best board
    s.apply(2, Bet(6))
    s.apply(0, Call())
    s.apply(1, Fold())
    while not s.view(None)["last_hand"]:
        s.apply(s.to_act[0], Check())
    last = s.view(None)["last_hand"]
    a = player(last, 0)
    # with seat 1's board seat 0 would have a royal flush (Ah Kh 2h + Qh Jh Th: one only
    # borrowed, so at most a flush); without it: ace high, or a pair borrowing from seat 2
    assert a["hand"]["borrowed_from"] in (None, 2)
    assert not any(c in a["hand"]["cards"] for c in ("Qh", "Jh", "Th"))
    assert {p["seat"] for p in last["players"]} == {0, 2}


def test_ties_split_the_pot_and_the_odd_chip_goes_nearest_the_dealers_left():
    """Seed: "In the event of a tie for best the pot is split (there is no order of suits
    at this point and no tie break)." S-10: "An odd chip goes to the tied player nearest
    the dealer's left"."""
    assert split(7, [2, 1], button=0, players=3) == {1: 4, 2: 3}
    assert split(7, [0, 2], button=1, players=3) == {2: 4, 0: 3}
    assert split(8, [0, 1, 2], button=2, players=3) == {0: 3, 1: 3, 2: 2}
    # seats 1 and 2 both play the same straight from shared cards
    hands = ["9c Tc Jh Qd 3s",  # 0: hole 9c Tc: K Q J T 9 with the river
             "2c 2d 7h 8h Kc",  # 1: folds its small blind
             "9d Th Jd 4c 4h"]  # 2: hole 9d Th: K Q J T 9 borrowing the Qd from seat 0
    s = cardtable.new_game("swingo", players=3, seed=2, deck=stacked_deck(hands, "Ks"),
                           options={"showdown": "cards-speak"})
    s.apply(0, Call())
    s.apply(1, Fold())
    s.apply(2, Check())
    s.apply(0, ChooseHole(("9c", "Tc")))
    s.apply(2, ChooseHole(("9d", "Th")))
    while not s.view(None)["last_hand"]:
        s.apply(s.to_act[0], Check())
    last = s.view(None)["last_hand"]
    assert player(last, 2)["hand"]["borrowed"] == "Qd"
    # a pot of 5 split 3 / 2: the dealer is seat 0, so seat 2 is nearer the dealer's left
    assert last["pots"][0]["winners"] == [{"seat": 2, "amount": 3}, {"seat": 0, "amount": 2}]


def test_side_pots_with_three_all_ins_of_different_sizes():
    """S-4: "Table stakes: side pots are formed for all-in players as in ordinary poker";
    S-10: "Each side pot is settled on its own"."""
    assert side_pots([50, 120, 300, 300], [True] * 4) == [
        (200, (0, 1, 2, 3)), (210, (1, 2, 3)), (360, (2, 3))]
    # seat 0 (smallest stack) has the best hand, seat 1 the second, seat 2 the third
    hands = ["Ac As Ad 2c 3d",  # 0: trips aces
             "Kc Ks Kd 4c 5d",  # 1: trips kings
             "Qc Qs Qd 6c 7d",  # 2: trips queens
             "8h 9h 2h 3h 4s"]  # 3: nothing
    s = cardtable.new_game("swingo", players=4, seed=9, deck=stacked_deck(hands, "Jh"),
                           options={"showdown": "cards-speak"})
    set_chips(s, [50, 120, 300, 400])
    s.apply(3, Call())
    s.apply(0, Raise(8))
    s.apply(1, Raise(26))
    s.apply(2, Raise(80))
    s.apply(3, Fold())
    s.apply(0, Call())   # all-in 50
    s.apply(1, Raise(120))  # all-in 120 (short of a full raise)
    s.apply(2, Call())
    for seat, hole in ((0, ("2c", "3d")), (1, ("4c", "5d")), (2, ("6c", "7d"))):
        s.apply(seat, ChooseHole(hole))
    last = s.view(None)["last_hand"]
    # main: 50 x 3 + 2 from seat 3 = 152 -> seat 0; side: 70 x 2 -> seat 1; seat 2 gets
    # nothing back (it matched 120; its extra was uncalled and returned before).
    pots = [(p["amount"], p["eligible"], p["winners"]) for p in last["pots"]]
    assert pots == [(152, [0, 1, 2], [{"seat": 0, "amount": 152}]),
                    (140, [1, 2], [{"seat": 1, "amount": 140}])]
    assert last["stacks"] == [152, 140, 180, 398]
    # beside a side pot the log names each pot
    said = [e["text"] for e in s.events if " wins " in str(e["text"])]
    assert said[-2:] == ["{0} wins 152 (main pot)", "{1} wins 140 (side pot 1)"]


def test_a_lone_pot_is_not_called_the_main_pot_in_the_log():
    """S-10: side pots are settled on their own; with none, the log said "Dev wins
    11 (main pot)" (playtest 10), which suggests there was another pot."""
    s = seed_example(showdown="cards-speak")
    for seat in (1, 2, 0):
        s.apply(seat, Check())
    said = [e["text"] for e in s.events if " wins " in str(e["text"])]
    assert said and all("pot" not in t for t in said), said


def side_pot_game():
    """Three players, seat 0 all-in for 20 with the best hand: a main pot and a
    side pot that seat 0 may not win (S-4, S-10)."""
    hands = ["Ac As Ad 2c 3d", "Kc Ks Kd 4c 5d", "7h 8c 2s 3s 6d"]
    s = cardtable.new_game("swingo", players=3, seed=9, deck=stacked_deck(hands, "Jh"),
                           options={"showdown": "cards-speak"})
    set_chips(s, [20, 400, 400])
    s.apply(0, Raise(7))
    s.apply(1, Raise(23))
    s.apply(2, Call())
    s.apply(0, Call())  # all-in 20
    return s


def test_a_side_pot_is_never_awarded_to_a_player_not_eligible_for_it():
    """Trap: a side pot awarded to a player not eligible for it. S-10."""
    s = side_pot_game()
    for seat, hole in ((0, ("2c", "3d")), (1, ("4c", "5d")), (2, ("7h", "8c"))):
        s.apply(seat, ChooseHole(hole))
    while not s.view(None)["last_hand"]:
        seat = s.to_act[0]
        s.apply(seat, Check())
    last = s.view(None)["last_hand"]
    main, side = last["pots"]
    assert main["winners"] == [{"seat": 0, "amount": 60}]
    assert side["eligible"] == [1, 2] and side["winners"] == [{"seat": 1, "amount": 6}]


@pytest.mark.parametrize("ranking, winner", [("deuce-to-seven", 1), ("ace-to-five", 0)])
def test_sweet_chariot_lowest_hand_wins_in_either_order(ranking, winner):
    """Seed: "Sweet Chariot is a lowball variant of Swingo ... the lowest hand takes the
    pot." S-11: deuce-to-seven: "aces high, straights and flushes count against you";
    ace-to-five: "aces low, straights and flushes ignored"."""
    hands = ["Ac 2d 3h 4s 5c",   # 0: a wheel: 5-4-3-2-A, best in ace-to-five
             "7d 5h 4c 3s 2c",   # 1: 7-5-4-3-2, best in deuce-to-seven
             "Kc Kd Ks Qh Qs"]   # 2: full house
    s = cardtable.new_game("swingo", players=3, seed=1, deck=stacked_deck(hands, "Kh"),
                           options={"variant": "low", "low_ranking": ranking,
                                    "showdown": "cards-speak"})
    limp_round_one(s)
    for seat, hole in enumerate([("Ac", "2d"), ("7d", "5h"), ("Kc", "Kd")]):
        s.apply(seat, ChooseHole(hole))
    while not s.view(None)["last_hand"]:
        s.apply(s.to_act[0], Check())
    last = s.view(None)["last_hand"]
    assert last["pots"][0]["winners"] == [{"seat": winner, "amount": 6}]


def won(last):
    out = {}
    for p in last["pots"]:
        for w in p["winners"]:
            out[w["seat"]] = out.get(w["seat"], 0) + w["amount"]
    return out


HL_HANDS = ["Ac As Ad Kc Kd",   # 0: aces full (high)
            "7d 5h 4c 3s 2c",   # 1: 7-5-4-3-2 (low)
            "9c 9s 8h 8s 6d"]   # 2: two pair


def high_low(declarations, hands=HL_HANDS):
    s = cardtable.new_game("swingo", players=3, seed=1, deck=stacked_deck(hands, "Qh"),
                           options={"variant": "high-low", "showdown": "cards-speak"})
    limp_round_one(s)
    for seat in range(3):
        cards = s.view(seat)["own"]["cards"]
        s.apply(seat, ChooseHole((cards[0], cards[1])))
    while s.view(None)["phase"] == "bet":
        s.apply(s.to_act[0], Check())
    assert s.view(None)["phase"] == "declare" and set(s.to_act) == {0, 1, 2}
    for seat, way in enumerate(declarations):
        s.apply(seat, Declare(way))
        if seat < 2:
            assert all(x["declaration"] is None for x in s.view(2)["seats"])
    return s.view(None)["last_hand"]


def test_high_low_splits_the_pot_between_best_high_and_best_low():
    """S-12: "Half of each pot goes to the best high hand among those declaring high or
    both, half to the best low hand (S-11 default ranking) among those declaring low or
    both"."""
    last = high_low(["high", "low", "high"])
    wins = won(last)
    assert wins == {0: 3, 1: 3}


def test_high_low_pig_that_fails_one_way_gets_nothing():
    """S-12: "A player declaring both must win (or tie for) both halves or gets
    nothing. A half that nobody can claim goes to the other half's winners"."""
    last = high_low(["both", "low", "high"])   # seat 0 wins high but loses low to seat 1
    wins = won(last)
    assert 0 not in wins and wins == {2: 3, 1: 3}
    last = high_low(["both", "high", "high"])  # nobody else low: seat 0 scoops
    wins = won(last)
    assert wins == {0: 6}


def test_high_low_a_half_nobody_claims_goes_to_the_other_half():
    """S-12: "A half that nobody can claim goes to the other half's winners"."""
    last = high_low(["high", "high", "high"])
    wins = won(last)
    assert wins == {0: 6}


def test_high_low_declarations_are_private_until_all_have_declared():
    """S-12: "every remaining player declares high, low or both ("pig"), secretly and at
    once"."""
    s = cardtable.new_game("swingo", players=3, seed=1, deck=stacked_deck(HL_HANDS, "Qh"),
                           options={"variant": "high-low"})
    limp_round_one(s)
    for seat in range(3):
        cards = s.view(seat)["own"]["cards"]
        s.apply(seat, ChooseHole((cards[0], cards[1])))
    while s.view(None)["phase"] == "bet":
        s.apply(s.to_act[0], Check())
    s.apply(0, Declare("both"))
    v = s.view(1)
    assert v["seats"][0]["declared"] and v["seats"][0]["declaration"] is None
    assert "both" not in str({k: v[k] for k in v if k != "events"})
    assert s.view(0)["own"]["declaration"] == "both"
    s.apply(1, Declare("low"))
    s.apply(2, Declare("high"))
    v = s.view(1)
    assert v["phase"] == "showdown"
    assert [x["declaration"] for x in v["seats"]] == ["both", "low", "high"]


def test_muck_is_refused_when_it_would_leave_a_pot_unclaimed():
    """S-9 mucking gives up the claim; the engine keeps someone able to claim every pot."""
    s = seed_example()
    s.apply(1, Bet(6))
    s.apply(2, Fold())
    s.apply(0, Call())
    s.apply(1, Muck())
    assert s.view(None)["last_hand"]["pots"][0]["winners"][0]["seat"] == 0
