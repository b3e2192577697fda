"""Swingo Poker betting rules: blinds, pot-limit and fixed-limit amounts, folding,
short all-ins, uncalled bets (seed 000 "Deal and Betting"; S-3, S-4, S-5, S-8).

Every amount is a round total ("raise to"). Seats: in the first hand the dealer is
seat 0, so with three players seat 1 posts the small blind and seat 2 the big one.
"""

from __future__ import annotations

import pytest

import cardtable
from cardtable import IllegalAction
from cardtable.games.swingo import stacked_deck
from cardtable.games.swingo.actions import (
    Bet,
    BetRange,
    Call,
    Check,
    ChooseHole,
    Fold,
    Raise,
    Stop,
)
from tests.helpers import assert_rejected


def game(players=3, seed=1, **options):
    return cardtable.new_game("swingo", players=players, seed=seed, options=options)


def set_chips(state, totals):
    """Give each seat ``totals[seat]`` chips in all for the first hand (white-box
    set-up before any action; the blinds already posted stay in front)."""
    for seat, total in enumerate(totals):
        state.stacks[seat] = total - state.committed[seat]


def choose_all(state):
    """Every seat to choose keeps its first two cards as hole cards."""
    for seat in list(state.to_act):
        cards = state.view(seat)["own"]["cards"]
        state.apply(seat, ChooseHole((cards[0], cards[1])))


def test_blinds_from_the_dealers_left_and_round_one_begins_left_of_the_big_blind():
    """Seed: "the player to dealer's left places a small blind, and the following
    player places a big blind (twice the value of the small blind)" ... "a first
    betting round, begun by the player to the left of the big blind"."""
    s = game(players=4)
    v = s.view(None)
    assert (v["button"], v["small_blind_seat"], v["big_blind_seat"]) == (0, 1, 2)
    assert v["bets"] == [0, 1, 2, 0] and v["pot"] == 3
    assert s.to_act == (3,)


def test_blinds_heads_up_exactly_as_the_seed_says():
    """S-3: "Blinds exactly as the seed says, also heads-up: the player left of the
    dealer posts the small blind, the next one the big blind"."""
    s = game(players=2)
    v = s.view(None)
    assert v["button"] == 0 and v["small_blind_seat"] == 1 and v["big_blind_seat"] == 0
    assert v["bets"] == [2, 1]
    assert s.to_act == (1,)  # left of the big blind (the dealer) is seat 1


def test_blinds_option_big_blind_is_twice_the_small():
    """Seed: "a big blind (twice the value of the small blind)"; S-2 options."""
    s = game(small_blind=5, stack=1000)
    assert s.view(None)["bets"] == [0, 5, 10]
    assert s.view(None)["blinds"] == {"small": 5, "big": 10}


def test_a_short_blind_posts_what_it_has_and_is_all_in():
    """S-3: "A player who cannot cover a blind posts what they have and is all-in"."""
    s = game(stack=3, small_blind=2)
    v = s.view(None)
    assert v["bets"] == [0, 2, 3] and v["seats"][2]["status"] == "all-in"
    assert v["seats"][1]["status"] == "active"
    assert s.view(0)["bet_limits"]["call"] == 3  # the big blind is still 4: seat 0 calls all-in


def test_pot_limit_worked_numbers_with_outstanding_bets():
    """S-4: "A bet or raise may be at most the pot after the caller's call; ... the
    minimum raise is the size of the previous bet or raise in that round"."""
    s = game()
    # Blinds 1 + 2: seat 0 must call 2; min raise to 4 (2 + 2); max to 2 + (3 + 2) = 7.
    assert s.view(0)["bet_limits"] == {"call": 2, "min": 4, "max": 7, "can_raise": True,
                                       "opening": False}
    assert s.legal_actions(0) == [Fold(), Call(), BetRange(opening=False, min=4, max=7), Stop()]
    s.apply(0, Raise(7))
    # Seat 1 has 1 in: calls 6; the pot after the call is 1+2+7+6 = 16; max 7+16 = 23.
    # The last raise was 5 (2 -> 7), so the minimum is 12.
    assert s.view(1)["bet_limits"]["min"] == 12
    assert s.view(1)["bet_limits"]["max"] == 23
    s.apply(1, Raise(12))
    # Seat 2 has 2 in: calls 10; pot after call 12+2+7+10 = 31; max 12+31 = 43; min 12+5.
    lim = s.view(2)["bet_limits"]
    assert (lim["call"], lim["min"], lim["max"]) == (10, 17, 43)


def test_pot_limit_maximum_counts_the_outstanding_bets_not_just_the_collected_pot():
    """Trap: the pot-limit maximum computed without the outstanding bets. S-4."""
    s = game()
    s.apply(0, Raise(7))
    # Collected pot is 0 (all chips are still bets); a maximum without the bets would be 7 + 6.
    assert s.view(1)["bet_limits"]["max"] == 23
    assert_rejected(s, 1, Raise(24), "seat 1 cannot raise to 24: the pot limit is 23")


def test_opening_bet_minimum_is_the_big_blind_and_maximum_the_pot():
    """S-4: "the minimum opening bet is the big blind"; a bet is at most the pot."""
    s = game()
    s.apply(0, Call())
    s.apply(1, Call())
    s.apply(2, Check())
    choose_all(s)
    seat = s.to_act[0]
    lim = s.view(seat)["bet_limits"]
    assert (lim["call"], lim["min"], lim["max"], lim["opening"]) == (0, 2, 6, True)
    assert s.legal_actions(seat) == [Check(), BetRange(opening=True, min=2, max=6)]
    assert_rejected(s, seat, Bet(1), f"seat {seat} cannot bet 1: the minimum is 2")
    assert_rejected(s, seat, Bet(7), f"seat {seat} cannot bet 7: the pot limit is 6")
    assert_rejected(s, seat, Raise(4), "bet instead")


def test_below_minimum_and_above_maximum_raise_messages_leave_state_unchanged():
    """S-4 minimum and maximum; errors say what was tried and why."""
    s = game()
    assert_rejected(s, 0, Raise(3), "seat 0 cannot raise to 3: the minimum is 4")
    assert_rejected(s, 0, Raise(8), "seat 0 cannot raise to 8: the pot limit is 7")
    assert_rejected(s, 0, Bet(4), "raise instead")
    assert_rejected(s, 0, Check(), "seat 0 cannot check: 2 to call")
    assert_rejected(s, 1, Call(), "not seat 1's turn")


def test_fold_is_not_offered_with_nothing_to_call():
    """Seed: "a player is only allowed to fold if another player has placed a bet or
    raise that they are unwilling to call. A player who already has as much in the pot
    as the latest player who bet or raised is not allowed to fold." S-5."""
    s = game()
    s.apply(0, Call())
    s.apply(1, Call())
    assert Fold() not in s.legal_actions(2)  # the big blind's option: check or raise
    assert Check() in s.legal_actions(2)
    assert_rejected(s, 2, Fold(),
                    r"cannot fold when there is nothing to call: check or bet \(S-5\)")
    with pytest.raises(IllegalAction) as err:
        s.apply(2, Fold())
    assert err.value.rule == "S-5" and err.value.code == "fold-not-allowed"
    s.apply(2, Check())
    choose_all(s)
    seat = s.to_act[0]
    assert Fold() not in s.legal_actions(seat)
    s.apply(seat, Bet(2))
    nxt = s.to_act[0]
    assert Fold() in s.legal_actions(nxt)  # facing a bet, folding is fine


def test_a_short_all_in_does_not_reopen_raising_for_players_who_acted():
    """Trap: a short all-in re-opening the betting. S-4: "A short all-in that is less
    than a full raise does not reopen raising to players who already acted"."""
    s = game()
    set_chips(s, [400, 10, 400])
    s.apply(0, Raise(7))          # a full raise of 5
    s.apply(1, Raise(10))         # all-in: 3 more, less than a full raise of 5
    assert s.view(None)["seats"][1]["status"] == "all-in"
    assert s.view(2)["bet_limits"]["can_raise"]  # seat 2 has not acted yet
    s.apply(2, Call())
    legal = s.legal_actions(0)
    assert legal == [Fold(), Call()]
    assert_rejected(s, 0, Raise(20), "does not reopen the betting")


def test_cumulative_short_all_ins_that_add_up_to_a_full_raise_reopen():
    """S-4: only a raise short of a full raise fails to reopen; two short all-ins that
    together make a full raise (here 7 -> 13, more than the 5 of the last raise) do."""
    s = game(players=5)
    set_chips(s, [400, 10, 13, 400, 400])
    s.apply(3, Raise(7))
    s.apply(4, Call())
    s.apply(0, Fold())
    s.apply(1, Raise(10))  # short: +3
    s.apply(2, Raise(13))  # short: +3, but 13 - 7 = 6 >= 5 for seats 3 and 4
    assert s.view(3)["bet_limits"]["can_raise"]


def test_a_full_raise_after_an_all_in_sets_the_next_minimum():
    """S-4: "the minimum raise is the size of the previous bet or raise in that round"."""
    s = game()
    set_chips(s, [400, 10, 400])
    s.apply(0, Raise(7))
    s.apply(1, Raise(10))  # short all-in: the minimum raise stays 5
    assert s.view(2)["bet_limits"]["min"] == 15


def test_uncalled_part_of_a_bet_goes_back():
    """S-4 table stakes: a player can only win from another what that player put in."""
    s = game(players=2)
    set_chips(s, [400, 100])  # seat 1 (small blind) has 100
    s.apply(1, Raise(6))
    s.apply(0, Raise(18))
    s.apply(1, Raise(54))
    s.apply(0, Raise(162))
    s.apply(1, Call())  # all-in for 100 in all
    v = s.view(None)
    assert v["stacks"] == [300, 0] and v["pot"] == 200
    assert any("takes back the uncalled 62" in e["text"] for e in v["events"])


def test_the_amount_taken_back_follows_the_word_uncalled():
    """S-4, playtest: the log read "Cleo takes back 12 uncalled"; it reads "Cleo takes
    back the uncalled 12" (and "You take back the uncalled 12")."""
    s = game(players=2)
    set_chips(s, [400, 100])
    for seat, action in ((1, Raise(6)), (0, Raise(18)), (1, Raise(54)), (0, Raise(162)),
                         (1, Call())):
        s.apply(seat, action)
    texts = [e["text"] for e in s.view(None)["events"]]
    assert "{0} takes back the uncalled 62" in texts, texts


def test_an_uncalled_bet_taken_back_when_the_others_fold_is_said():
    """S-4: everyone folds to the big blind, whose 2 against the small blind's 1 is
    partly uncalled: 1 goes back, and the log says so, as at a round's end (a
    playtest read "The pot (2): Cleo 2" after the table had shown "Pot 3")."""
    s = game(players=3)
    first = s.to_act[0]
    s.apply(first, Fold())
    s.apply(s.to_act[0], Fold())
    texts = [e["text"] for e in s.view(None)["events"]]
    back = [t for t in texts if t.endswith("takes back the uncalled 1")]
    assert len(back) == 1, texts
    assert texts.index(back[0]) < next(i for i, t in enumerate(texts) if " wins 2" in t)


def test_fixed_limit_amounts_and_the_cap():
    """S-4 option: "fixed limit (small bet = big blind in round 1, big bet = 2 big blinds
    in rounds 2 and 3, at most one bet and three raises a round)"."""
    s = game(betting="fixed-limit")
    assert BetRange(opening=False, min=4, max=4) in s.legal_actions(0)
    s.apply(0, Raise(4))
    s.apply(1, Raise(6))
    s.apply(2, Raise(8))   # the big blind was the bet; this is the third raise
    assert s.legal_actions(0) == [Fold(), Call()]
    assert_rejected(s, 0, Raise(10), "capped")
    s.apply(0, Call())
    s.apply(1, Call())
    choose_all(s)
    seat = s.to_act[0]
    assert s.legal_actions(seat) == [Check(), BetRange(opening=True, min=4, max=4)]
    assert_rejected(s, seat, Bet(6), "the fixed limit is 4")


def test_high_low_always_uses_fixed_limit():
    """S-12: "High-low (option): fixed-limit betting (S-4)"."""
    s = game(variant="high-low")
    assert s.view(None)["betting"] == "fixed-limit"


def test_high_low_settles_the_betting_option_to_fixed_limit():
    """S-12: the game says which options its rules fix, so the lobby shows high-low's
    betting as fixed limit instead of offering pot limit."""
    from cardtable.games.swingo import Swingo

    chosen = {"variant": "high-low", "betting": "pot-limit"}
    assert Swingo.settled_options(chosen) == {"variant": "high-low", "betting": "fixed-limit"}
    assert Swingo.settled_options({"variant": "high", "betting": "pot-limit"})["betting"] \
        == "pot-limit"


def test_all_in_players_still_choose_and_the_rest_is_dealt_out_without_betting():
    """S-8: "If all remaining players but one are all-in, the rest of the hand is dealt
    out with no more betting." S-6: "every surviving player (all-in players too) picks"."""
    s = game(players=2)
    s.apply(1, Raise(6))
    s.apply(0, Raise(18))
    s.apply(1, Raise(54))
    s.apply(0, Raise(162))
    s.apply(1, Raise(400))
    s.apply(0, Call())
    assert s.view(None)["phase"] == "choose" and set(s.to_act) == {0, 1}
    choose_all(s)
    # no betting in rounds 2 and 3: the hand went to the showdown (show or muck)
    assert s.view(None)["phase"] in ("showdown", "bet")
    assert s.view(None)["river"] is not None or s.view(None)["hand"] == 2


def test_stop_ends_the_match_before_a_hand_and_returns_the_blinds():
    """S-2: "the match ends when one player holds every chip, or when the people playing
    stop it (standings by chips)"."""
    s = game()
    assert Stop() in s.legal_actions(0)
    s.apply(0, Call())
    assert Stop() not in s.legal_actions(1)
    assert_rejected(s, 1, Stop(), "only be stopped")
    t = game()
    t.apply(0, Stop())
    assert t.is_over and t.outcome["reason"] == "stopped"
    assert t.outcome["chips"] == [400, 400, 400]
    assert t.public_state()["chips"] == 1200


def test_a_stopped_match_names_nobody_as_the_one_who_stopped_it():
    """S-2: the people playing stop the match, not the seat whose turn it is. A playtest
    ended the match from the menu and read "Cleo stops the match; the blinds go back"."""
    t = game()
    t.apply(0, Stop())
    last = t.events[-1]
    assert last["seat"] is None
    assert last["text"] == "The match ends before this hand: the blinds are handed back"


def test_deck_argument_deals_five_at_a_time_from_the_dealers_left_then_the_river():
    """The documented dealing order of the ``deck`` argument."""
    hands = ["2c 3c 4c 5c 6c", "Ah Ad Ac As Kh", "7d 8d 9d Td Jd"]
    s = cardtable.new_game("swingo", players=3, seed=5, deck=stacked_deck(hands, "Qs"))
    assert stacked_deck(hands, "Qs")[:5] == hands[1].split()
    for seat in range(3):
        assert s.view(seat)["own"]["cards"] == hands[seat].split()
    s.apply(0, Call())
    s.apply(1, Call())
    s.apply(2, Check())
    choose_all(s)
    while s.view(None)["round"] == 2:
        s.apply(s.to_act[0], Check())
    assert s.view(None)["river"] == "Qs"


def test_s5_a_small_blind_who_matched_a_short_big_blind_may_not_fold():
    """S-5: "a player may fold only when facing a bet or raise they have not matched";
    S-3: a short big blind "posts what they have and is all-in", so the bet to match is
    what was posted (issue 14: the small blind was offered Fold, and a call whose chip
    was later handed back)."""
    s = game(players=2)
    s.stacks = [798, 1]  # white-box: seat 1 (the small blind) has 1 chip behind
    s.apply(1, Fold())  # seat 1 is left with 1 chip
    v = s.view(None)
    assert v["hand"] == 2 and v["small_blind_seat"] == 0 and v["big_blind_seat"] == 1
    assert v["bets"] == [1, 1] and v["seats"][1]["status"] == "all-in"
    # seat 0 matched the short big blind: no fold, no call, and nobody left to bet with
    assert v["phase"] == "choose"
    assert_rejected(s, 0, Fold(), "must choose two hole cards")


def test_s5_a_short_big_blind_is_the_bet_to_match_for_the_others():
    """S-3/S-5: with a short big blind of 3 (blind 4), the next player calls 3 and the
    small blind, having 2 in, owes 1 more -- never a chip that is handed back."""
    s = game(stack=3, small_blind=2)
    assert s.view(0)["bet_limits"]["call"] == 3
    s.apply(0, Call())
    assert s.view(1)["bet_limits"]["call"] == 1
    assert Fold() in s.legal_actions(1)


def test_a_call_over_chips_already_in_says_more():
    """S-5: a call matches the bet to match; with chips already in this round the line
    says what is added is more (a playtest read "Ben calls 35" beside his 50 in front)."""
    s = game()  # blinds 1 and 2: seat 1 has 1 in, seat 2 has 2
    s.apply(0, Call())
    s.apply(1, Call())
    said = [e["text"] for e in s.view(None)["events"][-2:]]
    assert said == ["{0} calls 2", "{1} calls 1 more"]


def test_deep_stacks_offer_one_bet_range_not_every_amount():
    """S-4 pot limit with 1,000,000 chips each: a bet or raise is offered as one
    ``BetRange`` from the minimum to the pot limit, so ``legal_actions`` keeps the same
    few actions however deep the stacks (it once listed 150,004+ raise amounts)."""
    s = game(players=8, stack=1_000_000)
    sizes, widest = [], 0
    while s.view(None)["hand"] == 1 and s.view(None)["phase"] == "bet":
        seat = s.to_act[0]
        legal = s.legal_actions(seat)
        sizes.append(len(legal))
        offer = next((a for a in legal if isinstance(a, BetRange)), None)
        if offer is None:  # only a call is left (all-in)
            s.apply(seat, Call())
            continue
        widest = max(widest, offer.max - offer.min)
        s.apply(seat, offer.at(offer.max))  # pot-size raises: the limit grows fast
    assert max(sizes) <= 4 and len(sizes) >= 8
    assert widest > 100_000  # one offer for more than 100,000 amounts


def test_the_offered_range_is_not_itself_a_move():
    """S-4: the range stands for its amounts; playing the offer asks for an amount, and
    every amount in it applies while one outside is refused with the limit."""
    s = game()
    offer = BetRange(opening=False, min=4, max=7)
    assert_rejected(s, 0, offer, "seat 0 must name the amount of a raise: from 4 to 7")
    for amount in (4, 7):
        assert s.can_apply(0, offer.at(amount))
    assert not s.can_apply(0, offer.at(8))
    assert Raise(5) in offer and Raise(8) not in offer and Bet(5) not in offer


def test_the_offer_and_the_amounts_round_trip_through_json_and_saves():
    """S-4: the offered range travels as JSON to the bot worker and back; a save of
    bets and raises played from it replays to the same game."""
    from cardtable.actions import action_from_json

    s = game(stack=1_000_000)
    offer = next(a for a in s.legal_actions(0) if isinstance(a, BetRange))
    assert offer.to_json() == {"type": "bet-range", "opening": False, "min": 4, "max": 7}
    assert action_from_json(offer.to_json(), s.action_types) == offer
    s.apply(0, offer.at(7))
    s.apply(1, Raise(23))
    s.apply(2, Call())
    s.apply(0, Call())
    text = s.to_json()
    again = cardtable.load_game(text)
    assert again.to_json() == text and again.legal_actions(1) == s.legal_actions(1)
