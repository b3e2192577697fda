"""Swingo Poker bots: legal moves in every phase, from the view only, in their own
interest (S-13), and never mucking a winning hand."""

from __future__ import annotations

import random
import re

import pytest

import cardtable
from cardtable import bot_rng
from cardtable.actions import is_offered
from cardtable.bots import bot_levels, choose_action, choose_with_reason, make_bot
from cardtable.bots.swingo.reading import Table, cannot_win
from cardtable.games.swingo import stacked_deck
from cardtable.games.swingo.actions import (
    Bet,
    BetRange,
    Call,
    Check,
    ChooseHole,
    Declare,
    Fold,
    Muck,
    Raise,
    Show,
    Stop,
)


def test_three_levels_are_listed_and_the_references_are_not():
    assert bot_levels("swingo") == ["easy", "medium", "hard"]
    assert bot_levels("swingo", listed=False) == ["easy", "medium", "hard", "calling-station",
                                                  "loose-aggressive", "tight-aggressive"]
    for name in ("calling-station", "loose-aggressive", "tight-aggressive"):
        assert hasattr(make_bot("swingo", name), "choose")


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "tight-aggressive", "loose-aggressive",
                                   "calling-station"])
@pytest.mark.parametrize("options", [{}, {"variant": "low"}, {"variant": "high-low"},
                                     {"stack": 1_000_000}],
                         ids=["high", "low", "high-low", "deep"])
def test_every_bot_plays_a_whole_hand_legally(level, options):
    state = cardtable.new_game("swingo", players=4, seed=5, options={**options, "hands": 1})
    bot = make_bot("swingo", level)
    rngs = [bot_rng(5, s) for s in range(4)]
    seen = set()
    while not state.is_over:
        seat = state.to_act[0]
        legal = state.legal_actions(seat)
        action = choose_action(state, seat, bot, rngs[seat])
        assert is_offered(action, legal) and not isinstance(action, Stop | Muck)
        seen.add(action.kind)
        state.apply(seat, action)
    assert state.outcome is not None


def test_a_bot_never_mucks_and_chooses_two_of_its_own_cards():
    hands = ["Qc Qh 2s 3c 4h", "Jc Jh 8c 8h 9d", "Kc Tc Kd Td Jd"]
    s = cardtable.new_game("swingo", players=3, seed=11, deck=stacked_deck(hands, "Qd"))
    bot = make_bot("swingo", "medium")
    rng = random.Random(1)
    while s.view(None)["phase"] != "choose":
        seat = s.to_act[0]
        s.apply(seat, Check() if Check() in s.legal_actions(seat) else s.legal_actions(seat)[1])
    for seat in (0, 1, 2):
        action = choose_action(s, seat, bot, rng)
        assert isinstance(action, ChooseHole) and set(action.cards) <= set(hands[seat].split())
        s.apply(seat, action)
    while s.view(None)["phase"] == "bet":
        seat = s.to_act[0]
        s.apply(seat, Bet(2) if s.can_apply(seat, Bet(2)) else s.legal_actions(seat)[1])
    if s.view(None)["phase"] == "showdown":
        seat = s.to_act[0]
        assert choose_action(s, seat, make_bot("swingo", "hard"), rng) == Show()


def test_hard_bot_folds_a_hopeless_hand_to_a_big_bet_and_bets_a_strong_one():
    """S-13: bots play in their own interest: in the seed's example, facing A's bet, B
    (whose full house loses to C's straight flush made with B's own nine) folds."""
    hands = ["Qc Qh 2s 3c 4h", "Jc Jh 8c 8h 9d", "Kc Tc Kd Td Jd"]
    s = cardtable.new_game("swingo", players=3, seed=11, deck=stacked_deck(hands, "Qd"))
    for seat, action in ((0, "call"), (1, "call"), (2, "check")):
        s.apply(seat, next(a for a in s.legal_actions(seat) if a.kind == action))
    for seat, hole in enumerate([("Qc", "Qh"), ("Jc", "Jh"), ("Kc", "Tc")]):
        s.apply(seat, ChooseHole(hole))
    while s.view(None)["round"] == 2:
        s.apply(s.to_act[0], Check())
    hard = make_bot("swingo", "hard")
    s.apply(1, Check())
    # C (straight flush with B's nine) bets for value
    c_move = choose_action(s, 2, hard, bot_rng(1, 2))
    assert c_move.kind in ("bet", "check")
    s.apply(2, Check())
    s.apply(0, Bet(6))
    b_move = choose_action(s, 1, hard, bot_rng(1, 1))
    assert b_move.kind == "fold"


LEVELS = ("easy", "medium", "hard", "tight-aggressive")


def _positions(seed, players=5, **options):
    """Betting positions of seeded hands where the other seats play loosely: small
    bets and calls, now and then a pot-size raise (so tiny prices and big all-in
    decisions both come up)."""
    rng = random.Random(seed)
    state = cardtable.new_game("swingo", players=players, seed=seed,
                               options={"hands": 6, **options})
    while not state.is_over:
        seat = state.to_act[0]
        legal = [a for a in state.legal_actions(seat) if not isinstance(a, Stop)]
        if state.view(seat)["phase"] == "bet":
            yield state, seat
        offer = next((a for a in legal if isinstance(a, BetRange)), None)
        r = rng.random()
        if offer is not None and r < 0.25:
            action = offer.at(offer.min)
        elif offer is not None and r < 0.35:
            action = offer.at(offer.max)
        else:
            action = next((a for a in legal if a.kind in ("check", "call", "show")), legal[0])
        state.apply(seat, action)


@pytest.mark.parametrize(("players", "stack", "least"), [(5, None, 20), (4, 12, 4), (4, 24, 4)])
def test_no_bot_folds_at_ten_to_one_unless_it_cannot_win(players, stack, least):
    """Issue 16, sound play: a call costing at most 1/11 of the pot after it (10:1 or
    better) is never folded unless the cards seen prove the hand loses (S-9: an
    opponent's board, the river and one borrowed card already beat it); short
    stacks of 6 and 12 big blinds too."""
    options = {} if stack is None else {"stack": stack}
    seen = 0
    for seed in range(6):
        for state, seat in _positions(seed, players=players, **options):
            t = Table(state.view(seat))
            if not (t.call and t.price <= 1 / 11):
                continue
            for level in LEVELS:
                action = choose_action(state, seat, make_bot("swingo", level), random.Random(1))
                assert not isinstance(action, Fold) or cannot_win(t), (level, t.call, t.pot)
                seen += 1
    assert seen >= least


def test_medium_and_the_reference_go_all_in_before_the_hole_choice_only_with_top_fives():
    """Issue 16, sound play: no all-in for 100+ big blinds before the hole choice (S-6)
    with a five outside the top 30% (the opening range) -- except a call at 10:1 or
    better, which the other rule of sound play says never to fold."""
    checked = 0
    for seed in range(8):
        for state, seat in _positions(seed, players=6):
            view = state.view(seat)
            if view["round"] != 1:
                continue
            t = Table(view)
            for level in ("medium", "tight-aggressive", "hard"):
                action = choose_action(state, seat, make_bot("swingo", level), random.Random(2))
                to = (action.amount if isinstance(action, Bet) else action.to
                      if isinstance(action, Raise) else t.bets[seat] + t.call
                      if isinstance(action, Call) else 0)
                put = t.committed[seat] - t.bets[seat] + to  # in the pot after it
                tiny = isinstance(action, Call) and t.price <= 1 / 11
                if to >= t.stack + t.bets[seat] and put >= 100 * t.big and not tiny:
                    assert t.five_share() <= 0.30, (level, view["own"]["cards"])
                checked += 1
    assert checked >= 100


def test_a_hand_that_cannot_win_may_fold_even_at_ten_to_one():
    """S-9: seat 1's board with the river is four kings; seat 0 (no straight flush
    possible) cannot win, so folding even a tiny price is right, and the bots do."""
    hands = ["2c 3d 7h 8s 9c", "Ks Kh Kd 4c 5c", "Qc Jd 6h 6s Td"]
    s = cardtable.new_game("swingo", players=3, seed=3, deck=stacked_deck(hands, "Kc"))
    s.apply(0, Raise(7))
    s.apply(1, Call())
    s.apply(2, Call())
    for seat, hole in ((0, ("8s", "9c")), (1, ("4c", "5c")), (2, ("Qc", "Jd"))):
        s.apply(seat, ChooseHole(hole))
    while s.view(None)["round"] == 2:
        s.apply(s.to_act[0], Check())
    while s.to_act[0] != 0:
        seat = s.to_act[0]
        s.apply(seat, Bet(2) if s.can_apply(seat, Bet(2)) else Call())
    t = Table(s.view(0))
    assert cannot_win(t) and 0 < t.price <= 1 / 11 + 0.01
    assert choose_action(s, 0, make_bot("swingo", "medium"), random.Random(0)) == Fold()


def test_each_decision_has_a_reason_in_the_games_words():
    """Issue 16: "Call 8 into 40: 28% to win, 17% needed"; built only when asked, and
    the move is the same as without it."""
    for state, seat in _positions(3):
        t = Table(state.view(seat))
        if t.call and not t.before_choice:
            break
    bot = make_bot("swingo", "hard")
    view, legal = state.view(seat), state.legal_actions(seat)
    action, why = choose_with_reason(bot, view, legal, random.Random(5))
    assert action == bot.choose(view, legal, random.Random(5))
    assert re.fullmatch(r"(Call \d+ into a pot of \d+|Fold rather than call \d+ into a pot of \d+"
                        r"|Raise to \d+( all-in)?)"
                        r": .*\d+% to win.*", why), why
    assert "%" in why and "needed" in why


def test_hard_bets_a_strong_hand_for_value_heads_up():
    """Heads-up in rounds 2 and 3 (S-8) with nothing to call, hard bets four Aces
    for value (its value-bet threshold was once above 100% heads-up: it only checked)."""
    hands = ["Ac Ad Ah As Kc", "9c 7d 5h 3s 2c"]
    s = cardtable.new_game("swingo", players=2, seed=5, deck=stacked_deck(hands, "Qd"))
    hard = make_bot("swingo", "hard")
    while s.view(None)["phase"] != "choose":
        seat = s.to_act[0]
        s.apply(seat, Check() if Check() in s.legal_actions(seat) else Call())
    s.apply(0, ChooseHole(("Ac", "Ad")))
    s.apply(1, ChooseHole(("9c", "7d")))
    while s.to_act[0] != 0:
        s.apply(s.to_act[0], Check())
    move, reason = choose_with_reason(hard, s.view(0), s.legal_actions(0), bot_rng(5, 0))
    assert move.kind == "bet" and "for value" in reason


@pytest.mark.parametrize("level", ["medium", "tight-aggressive"])
@pytest.mark.parametrize("strong", [True, False])
def test_the_tight_players_bet_a_strong_hand_for_value_heads_up(level, strong):
    """Heads-up in rounds 2 and 3 (S-8) with nothing to call, medium and the tight
    reference bet four Aces for value and check a Nine high: their value-bet
    threshold was 110% heads-up (2.2 shares of the pot, meant for more players),
    so they only ever checked."""
    mine = "Ac Ad Ah As Kc" if strong else "9c 7d 5h 3s 2c"
    theirs = "9c 7d 5h 3s 2c" if strong else "Ac Ad Ah As Kc"
    s = cardtable.new_game("swingo", players=2, seed=5,
                           deck=stacked_deck([mine, theirs], "Qd"))
    while s.view(None)["phase"] != "choose":
        seat = s.to_act[0]
        s.apply(seat, Check() if Check() in s.legal_actions(seat) else Call())
    s.apply(0, ChooseHole(tuple(mine.split()[:2])))
    s.apply(1, ChooseHole(tuple(theirs.split()[:2])))
    while s.to_act[0] != 0:
        s.apply(s.to_act[0], Check())
    move, reason = choose_with_reason(make_bot("swingo", level), s.view(0),
                                      s.legal_actions(0), bot_rng(5, 0))
    assert (move.kind == "bet" and "for value" in reason) if strong else move.kind == "check"


def test_hard_raises_or_folds_an_unopened_pot_in_round_one():
    """Round 1 (S-3, S-4) with only the blinds in: hard opens with a raise or folds;
    it never just calls the big blind (calling lost about a blind a hand against
    the tight reference)."""
    seen = 0
    for seed in range(40):
        s = cardtable.new_game("swingo", players=5, seed=seed, options={"hands": 1})
        seat = s.to_act[0]
        view = s.view(seat)
        assert view["pot"] == 3 and view["round"] == 1
        move = choose_action(s, seat, make_bot("swingo", "hard"), bot_rng(seed, seat))
        assert move.kind in ("raise", "fold")
        seen += move.kind == "raise"
    assert 0 < seen < 40


def test_a_five_is_described_in_words_a_player_reads():
    """The reason a hint gives for a round-1 move (issue 19's Hint): plain words,
    no "a top-100% five"."""
    from cardtable.bots.swingo.levels import _five_words

    assert _five_words(0.05) == "these five rank among the best 5% of starts"
    assert _five_words(0.8) == "these five are weaker than 80% of starts"
    assert _five_words(1.0) == "these five are among the weakest starts"


def test_hard_goes_all_in_before_the_hole_choice_only_ahead_of_the_raisers_range():
    """Sound play before the hole choice (S-6): against raise after raise (chips that
    fit only a top-5% five), two pair with a flush and straight draw -- a top-5% five
    too, but about 40% to win against that range -- does not raise again; a full house
    (about 90%) does. The equity is sampled against fives the raiser's chips fit."""
    from cardtable.bots.swingo.reading import chip_range, chosen_chips, pre_hole_equity

    moves = {}
    for mine in ("Kc Ks Qc Qs Jc", "9c 9d 9h 4c 4d"):
        hands = [mine, "2c 7d 9s Jh 3c", "5h 6h 7h 8s 8d"]
        s = cardtable.new_game("swingo", players=3, seed=7, deck=stacked_deck(hands, "Qd"))

        for seat in (0, 1, 2, 0, 2):  # raise the pot each time; seat 1 folds
            offer = next((a for a in s.legal_actions(seat) if isinstance(a, BetRange)), None)
            s.apply(seat, offer.at(offer.max) if seat != 1 else Fold())
        t = Table(s.view(0))
        assert t.five_share() <= 0.05 and chip_range(chosen_chips(t, 2) / t.big) == 0.05
        eq, rivals = pre_hole_equity(t, 400, random.Random(3))
        assert rivals == 1
        moves[mine] = (eq, {choose_action(s, 0, make_bot("swingo", "hard"), random.Random(k)).kind
                            for k in range(4)})
    two_pair, full_house = moves["Kc Ks Qc Qs Jc"], moves["9c 9d 9h 4c 4d"]
    assert two_pair[0] < 0.5 < 0.8 < full_house[0]
    assert "raise" not in two_pair[1] and full_house[1] == {"raise"}


def test_hard_bets_heads_up_only_when_the_hands_that_call_are_worse():
    """Sound value betting (rounds 2 and 3, heads-up, nothing to call): a bet is worth
    making when the hands that would call it (a sound caller's share against a random
    hand beats the price) lose to mine; when only better hands call, hard checks, even
    with a high share overall; when the opponent folds every hand, a bet takes the pot."""
    from cardtable.bots.swingo.levels import HardBot
    from cardtable.bots.swingo.reading import Equity

    hands = ["Ac Ad 7h 8s 2c", "Kc Kd 9h 4s 3c"]
    s = cardtable.new_game("swingo", players=2, seed=5, deck=stacked_deck(hands, "Qd"))
    while s.view(None)["phase"] != "choose":
        seat = s.to_act[0]
        s.apply(seat, Check() if Check() in s.legal_actions(seat) else Call())
    s.apply(0, ChooseHole(("Ac", "Ad")))
    s.apply(1, ChooseHole(("Kc", "Kd")))
    seat = s.to_act[0]
    t, legal = Table(s.view(seat)), s.legal_actions(seat)
    assert t.call == 0 and t.can_raise and len(t.opponents) == 1
    bot = HardBot()

    def move(deals):
        share = sum(w * m for w, m, _ in deals) / sum(w for w, _, _ in deals)
        return bot.heads_up_bet(t, legal, Equity((share,), 0.0, len(deals), tuple(deals)))

    # 70% to win, but the 30% that beat me are the only hands strong enough to call
    only_better_call = [(1.0, 1.0, 0.1)] * 7 + [(1.0, 0.0, 0.9)] * 3
    action, why = move(only_better_call)
    assert action == Check(), why()
    # 60% to win, and worse hands call too: bet for value
    worse_call = [(1.0, 1.0, 0.6)] * 6 + [(1.0, 0.0, 0.6)] * 4
    action, why = move(worse_call)
    assert action.kind == "bet" and "for value" in why()
    # 10% to win, but every hand folds to a bet
    all_fold = [(1.0, 1.0, 0.05)] + [(1.0, 0.0, 0.05)] * 9
    action, why = move(all_fold)
    assert action.kind == "bet", why()
    # the caption names the bot ("Ana: Bet 4: ..."): the one who folds is the other
    # player, never "it" (playtest)
    # player, never "it" (playtest); one colon, after the move (playtest 7 read "Bet 8:
    # 71% to win: a bet that wins when ...")
    assert why().endswith(" to win, and the bet also wins when the other player folds"), why()
    assert why().count(":") == 1, why()


def _high_low(hands, river, holes=None):
    """A high-low hand (S-12, fixed limit) from a stacked deck, checked and called to
    the hole choice; with ``holes`` also chosen, and checked to the declarations."""
    s = cardtable.new_game("swingo", players=len(hands), seed=5, deck=stacked_deck(hands, river),
                           options={"variant": "high-low", "hands": 1})
    while s.view(None)["phase"] != "choose":
        seat = s.to_act[0]
        s.apply(seat, Check() if Check() in s.legal_actions(seat) else Call())
    for seat, hole in enumerate(holes or ()):
        s.apply(seat, ChooseHole(hole))
    return s


def test_hard_hides_low_cards_in_high_low_rather_than_show_them_to_the_others_lows():
    """S-6 with S-12: the hole choice is sampled on both halves. With 2 3 4 and a pair
    of Kings, the naive split (hide the two highest) would show 2 3 4 for every other
    low hand to borrow (S-9); hard hides two of its low cards."""
    hard = make_bot("swingo", "hard")
    for k in range(4):
        s = _high_low(["2c 3d 4h Ks Kd", "9c 9d Th Jc Qd", "Js Qs 7d 8d Tc"], "6s")
        move = choose_action(s, 0, hard, random.Random(k))
        assert isinstance(move, ChooseHole) and set(move.cards) < {"2c", "3d", "4h"}, move


def test_the_hole_choice_reason_leads_with_the_two_cards_to_keep():
    """Playtest: the screen says "Tap two cards to keep", but the hint said "Show
    Q\u2666 7\u2663 J\u2663: the board that helps the others least": the player had to work
    out the two to keep. The reason names them first, as the table names cards."""
    s = _high_low(["2c 3d 4h Ks Kd", "9c 9d Th Jc Qd", "Js Qs 7d 8d Tc"], "6s")
    move, why = choose_with_reason(make_bot("swingo", "hard"), s.view(0),
                                   s.legal_actions(0), random.Random(1))
    assert isinstance(move, ChooseHole)
    names = {"2c": "2\u2663", "3d": "3\u2666", "4h": "4\u2665", "Ks": "K\u2660", "Kd": "K\u2666"}
    keep = " ".join(names[c] for c in "2c 3d 4h Ks Kd".split() if c in move.cards)
    show = " ".join(names[c] for c in "2c 3d 4h Ks Kd".split() if c not in move.cards)
    # said as what was measured: of the ways to split, this one wins most (playtest
    # 6 read "showing 7♠ K♠ K♥ helps the others least" of a pair a rival borrowed from)
    assert re.fullmatch(rf"Keep {keep} hidden: of the 10 ways to split your five, showing"
                        rf" {show} wins most often, borrowing included \(\d+% to win\)",
                        why), why


def _declare_hand(mine, theirs, river, my_hole, their_hole):
    s = _high_low([mine, theirs], river, [my_hole, their_hole])
    while s.view(None)["phase"] == "bet":
        s.apply(s.to_act[0], Check())
    assert s.view(None)["phase"] == "declare"
    return s


def test_hard_declares_both_with_a_hand_that_wins_both_halves():
    """S-12: 7-5-4-3-2 is the best deuce-to-seven low, and with the river's 6 a
    straight, which the K 8 4 showing seldom beats; that board may go either way,
    so one half alone scoops only when the opponent declares the same: hard declares
    both. (Against a player sure to go one way it declares that way: when it wins
    that half nobody claims the other, a scoop all the same.)"""
    s = _declare_hand("2c 3d 4h 5s 7c", "Ks 8d 4c 9s Td", "6h", ("2c", "3d"), ("9s", "Td"))
    move, why = choose_with_reason(make_bot("swingo", "hard"), s.view(0), s.legal_actions(0),
                                   bot_rng(5, 0))
    assert move == Declare("both"), why


def test_hard_declares_the_half_the_opponent_leaves_it():
    """S-12, heads-up: the opponent's 2 3 4 board makes it a low hand (modelled: a
    player declares its better half), so a full house declares high; the pot share
    of each declaration counts the opponent's likely declaration."""
    from cardtable.bots.swingo.reading import equity

    s = _declare_hand("Ac Ah As Qc Qd", "2d 3h 4c 9s Td", "Kd", ("Ac", "Ah"), ("9s", "Td"))
    t = Table(s.view(0))
    e = equity(t, 60, random.Random(2), declaring=True)
    high, low, both = e.ways
    assert high >= 0.5 > both and low < 0.1
    move = choose_action(s, 0, make_bot("swingo", "hard"), bot_rng(5, 0))
    assert move == Declare("high")


def test_hard_reads_a_call_in_high_low_as_nothing():
    """S-12 (fixed limit): a sound player calls by the price, so only a bet or raise
    of this round is read as a made hand; a caller's chips stay in the round's bets
    until the declaration, where they once read it as a made high hand and swayed
    the declaration."""
    from cardtable.bots.swingo.reading import equity

    s = _high_low(["Ac Ah As Qc Qd", "2d 3h 4c 9s Td"], "Kd", [("Ac", "Ah"), ("9s", "Td")])
    while s.view(None)["phase"] == "bet" and s.view(None)["round"] == 2:
        s.apply(s.to_act[0], Check())
    first = s.to_act[0]
    s.apply(first, next(a for a in s.legal_actions(first) if isinstance(a, BetRange)).at(4))
    s.apply(1 - first, Call())
    assert s.view(None)["phase"] == "declare"
    caller, bettor = Table(s.view(1 - first)), Table(s.view(first))
    assert bettor.aggressors() == set() and caller.aggressors() == {first}
    unread = Table(s.view(first))
    unread.bets = [b if seat == first else 0 for seat, b in enumerate(unread.bets)]

    def ways(t):
        return equity(t, 40, random.Random(2), read=True, other_split=0.05,
                      declaring=True).ways

    assert ways(bettor) == ways(unread)


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_a_full_house_with_a_middling_low_declares_high_not_both(level):
    """S-12 playtest: medium declared both with a full house and lost the low half, so
    the whole pot. Here 7 7 7 6 6 wins high, but its low is 8-7-6-4-3 and the 7 7 4
    board beats that with an 8 in the hole (8-7-5-4-3): easy and medium, which do not
    model the others' declarations, declare both only when they are very likely to
    win both halves, and declare high."""
    s = _high_low(["7d 7h 6c 6d 8s", "7s 7c 4s 8d Jc", "5c Kc 3d Kh Ac"], "3h",
                  [("7h", "8s"), ("8d", "Jc"), ("Kh", "Ac")])
    while s.view(None)["phase"] == "bet":
        s.apply(s.to_act[0], Check())
    for k in range(4):
        move, why = choose_with_reason(make_bot("swingo", level), s.view(0), s.legal_actions(0),
                                       bot_rng(k, 0))
        assert move == Declare("high"), why
        assert why.startswith("Declare high: "), why


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_a_hand_that_wins_both_halves_still_declares_both(level):
    """S-12: 7-5-4-3-2 is the best deuce-to-seven low and a straight with the river's 6:
    easy and medium declare both."""
    s = _declare_hand("2c 3d 4h 5s 7c", "Ks 8d 4c 9s Td", "6h", ("2c", "3d"), ("9s", "Td"))
    move, why = choose_with_reason(make_bot("swingo", level), s.view(0), s.legal_actions(0),
                                   bot_rng(5, 0))
    assert move == Declare("both"), why


def test_the_opponent_model_declares_its_better_half_or_both():
    """S-12: how hard models another player's declaration, and its share of the pot
    then: a "both" that loses a half gets nothing, an uncontested half is won."""
    from cardtable.bots.swingo.reading import pot_part, their_way

    assert their_way(0.2, 0.9) == "low" and their_way(0.8, 0.3) == "high"
    assert their_way(0.9, 0.8) == "both" and their_way(0.45, 0.9) == "low"
    assert their_way(0.7, 0.6) == "high"  # both only when sure of each half (BOTH_SURE)
    high, low = {0: 5, 1: 9}, {0: 5, 1: 9}  # seat 1 is better in both halves
    assert pot_part(0, [0, 1], {0: "high", 1: "low"}, high, low) == 0.5
    assert pot_part(0, [0, 1], {0: "both", 1: "low"}, high, low) == 0.0
    assert pot_part(1, [0, 1], {0: "high", 1: "high"}, high, low) == 1.0


def test_hard_raises_a_locked_half_for_value_in_fixed_limit():
    """S-4 fixed limit (high-low, S-12): facing a bet in round 2 with three in the
    pot, the best deuce-to-seven low there is (7-5-4-3-2: half the pot, against one
    share of a third) raises for value, one unit; it only called while the raise
    needed 63% (the pot-limit edge)."""
    s = _high_low(["2c 3d 4h 5s 7c", "Kc Kd Qs 9h 8h", "Js Jh Td 9d 8c"], "6h",
                  [("2c", "3d"), ("9h", "8h"), ("9d", "8c")])
    while s.to_act[0] != 0:
        seat = s.to_act[0]
        offer = next((a for a in s.legal_actions(seat) if isinstance(a, BetRange)), None)
        s.apply(seat, offer.at(offer.min) if offer is not None and max(s.view(None)["bets"]) == 0
                else (Call() if Call() in s.legal_actions(seat) else Check()))
    t = Table(s.view(0))
    assert t.fixed and t.call > 0
    move, why = choose_with_reason(make_bot("swingo", "hard"), s.view(0), s.legal_actions(0),
                                   bot_rng(5, 0))
    assert move.kind == "raise" and "for value" in why, why


def test_hard_raises_callers_of_the_blind_wider_in_fixed_limit():
    """S-4: round 1 with two players who only called the big blind: in fixed limit a
    raise costs one small unit, so hard raises a top-25% five; in pot limit (a raise
    up to the pot) it raises only the top 15%."""
    seen = 0
    for seed in range(60):
        moves = {}
        for betting in ("fixed-limit", "pot-limit"):
            s = cardtable.new_game("swingo", players=5, seed=seed,
                                   options={"hands": 1, "betting": betting})
            for _ in range(2):
                s.apply(s.to_act[0], Call())
            seat = s.to_act[0]
            share = Table(s.view(seat)).five_share()
            moves[betting] = choose_action(s, seat, make_bot("swingo", "hard"),
                                           bot_rng(seed, seat)).kind
        if 0.15 < share <= 0.25:
            seen += 1
            assert moves == {"fixed-limit": "raise", "pot-limit": "call"}, (seed, moves)
    assert seen >= 2


def test_hard_in_high_low_judges_every_five_facing_a_raise_by_the_price():
    """S-4 fixed limit, S-12: facing a raise, a five outside the top 60% is not
    folded for its place alone; its share against the raiser's range is set against
    the price: the better ones call, the worst fold."""
    kinds = []
    for seed in range(40):
        s = cardtable.new_game("swingo", players=5, seed=seed,
                               options={"hands": 1, "variant": "high-low"})
        seat = s.to_act[0]
        s.apply(seat, next(a for a in s.legal_actions(seat) if isinstance(a, BetRange)).at(4))
        seat = s.to_act[0]
        if Table(s.view(seat)).five_share() > 0.6:
            move, why = choose_with_reason(make_bot("swingo", "hard"), s.view(seat),
                                           s.legal_actions(seat), bot_rng(seed, seat))
            assert "to win against the raise" in why, why
            kinds.append(move.kind)
    assert kinds.count("call") >= 3 and kinds.count("fold") >= 3, kinds


def test_hard_in_high_low_calls_a_raise_for_less_than_the_price(monkeypatch):
    """S-12: a five's share against the raisers' range leaves out what hard gains
    after the hole choice (reads, the split, the declarations), so facing a raise it
    calls from 0.8 of the price (:attr:`HardBot.split_call_price`) and folds below."""
    from cardtable.bots.swingo import levels

    s = cardtable.new_game("swingo", players=5, seed=1,
                           options={"hands": 1, "variant": "high-low"})
    seat = s.to_act[0]
    s.apply(seat, next(a for a in s.legal_actions(seat) if isinstance(a, BetRange)).at(4))
    seat = s.to_act[0]
    for part, kind in ((0.85, "call"), (0.75, "fold")):
        monkeypatch.setattr(levels, "pre_hole_equity",
                            lambda t, samples, rng, reads=None, part=part: (part * t.price, 1))
        move = choose_action(s, seat, make_bot("swingo", "hard"), bot_rng(1, seat))
        assert move.kind == kind, (part, move)


def test_hard_in_high_low_raises_callers_of_the_blind_with_the_top_80_percent():
    """S-12: with players who only called the big blind in front, hard raises a
    five in the top 80% (:attr:`HardBot.split_isolate`) and folds the rest."""
    seen = set()
    for seed in range(60):
        s = cardtable.new_game("swingo", players=5, seed=seed,
                               options={"hands": 1, "variant": "high-low"})
        for _ in range(2):
            s.apply(s.to_act[0], Call())
        seat = s.to_act[0]
        share = Table(s.view(seat)).five_share()
        move = choose_action(s, seat, make_bot("swingo", "hard"), bot_rng(seed, seat))
        if share > 0.6:
            assert move.kind == ("raise" if share <= 0.8 else "fold"), (seed, share, move)
            seen.add(move.kind)
    assert seen == {"raise", "fold"}


def test_hard_does_not_read_a_check_in_high_low(monkeypatch):
    """S-12: after the hole choice sound players seldom bet in high-low (heads-up
    never), so a check is not read as a weak hand: the sampled shares are the same
    as if nobody had checked."""
    from cardtable.bots.swingo.reading import equity

    s = _high_low(["2d 3h 4c 9s Td", "Ac Ah As Qc Qd"], "Kd", [("9s", "Td"), ("Ac", "Ah")])
    assert tuple(s.to_act) == (1,)  # the pair of Queens on the board starts (S-7)
    s.apply(1, Check())
    t = Table(s.view(0))
    assert t.checked() == {1}
    read = equity(t, 40, random.Random(2), read=True, other_split=0.05)
    monkeypatch.setattr(Table, "checked", lambda self: set())
    assert equity(t, 40, random.Random(2), read=True, other_split=0.05) == read


def test_the_opponent_model_needs_more_to_declare_both_against_more_players():
    """S-12: a player declares both when it is sure to win each half; against three
    others a hand placed above 80% of hands in each half seldom beats them all (0.8
    to the third power is about a half), so the model has it declare its better half;
    heads-up the same places declare both."""
    from cardtable.bots.swingo.reading import their_way

    assert their_way(0.85, 0.8) == "both"
    assert their_way(0.85, 0.8, rivals=3) == "high"
    assert their_way(0.8, 0.85, rivals=3) == "low"
    assert their_way(0.97, 0.95, rivals=3) == "both"


def test_hard_declares_by_the_pot_share_it_expects_with_more_than_one_opponent():
    """S-12 with three players: the two others show K K Q and J J 10, high hands that
    go high; hard's 8-6-4-3-2 is the only low, so it declares low and expects half the
    pot, the others' declarations modelled as heads-up."""
    s = _high_low(["2c 3d 4h 6s 8c", "Ks Kd Qc 9s 9d", "Js Jh Tc 5s 5d"], "Qh",
                  [("6s", "8c"), ("9s", "9d"), ("5s", "5d")])
    while s.view(None)["phase"] == "bet":
        s.apply(s.to_act[0], Check())
    move, why = choose_with_reason(make_bot("swingo", "hard"), s.view(0), s.legal_actions(0),
                                   bot_rng(5, 0))
    assert move == Declare("low"), why
    # said by what each way is worth, not by chances against every hand (a playtest
    # read "Declare low: 0% to win high, 0% low, 0% both, 17% of the pot expected")
    assert why.startswith("Declare low: about 50% of the pot to expect, given how the"
                          " others will likely declare; high"), why
    assert "to win" not in why, why


def test_a_declaration_is_said_in_words_a_new_player_follows():
    """Playtest: "12% of the pot expected from the way the others are likely to
    declare (high under 3%, both under 3%)" was jargon to a new player. The same
    facts in plain words: the share this way, given the others' likely
    declarations, then what the other two ways would get."""
    from cardtable.bots.swingo.policy import _declare_words

    assert _declare_words("low", {"high": 0.01, "low": 0.12, "both": 0.02}) == (
        "Declare low: about 12% of the pot to expect, given how the others will likely"
        " declare; high or both, under 3%")
    assert _declare_words("high", {"high": 0.55, "low": 0.2, "both": 0.99}) == (
        "Declare high: about 55% of the pot to expect, given how the others will likely"
        " declare; low, about 20%, or both, over 97%")
    s = _high_low(["2c 3d 4h 6s 8c", "Ks Kd Qc 9s 9d", "Js Jh Tc 5s 5d"], "Qh",
                  [("6s", "8c"), ("9s", "9d"), ("5s", "5d")])
    while s.view(None)["phase"] == "bet":
        s.apply(s.to_act[0], Check())
    _, why = choose_with_reason(make_bot("swingo", "hard"), s.view(0), s.legal_actions(0),
                                bot_rng(5, 0))
    assert why == ("Declare low: about 50% of the pot to expect, given how the others will"
                   " likely declare; high or both, under 3%"), why


def test_hard_judges_a_high_low_five_by_the_pot_share_it_can_expect():
    """S-12, round 1 from the first seat to act (four behind): Q J 9 9 8 is a top-15%
    five for high but holds no low; in high-low it mostly fights for half the pot, so
    hard folds it; 2 3 7 9 K, weaker for high, is a low start worth a raise."""
    rest = ["Ac Ad Kh Ks 5c", "Tc Td 6h 6s 4c", "8d 8h 7c 7d 5d", None, "As Ah Qd Qs 6c"]
    for mine, kind in (("Qc Jd 9s 9h 8c", "fold"), ("2c 3d 7h 9s Kc", "raise")):
        hands = [h or mine for h in rest]
        s = cardtable.new_game("swingo", players=5, seed=5, deck=stacked_deck(hands, "Jh"),
                               options={"variant": "high-low", "hands": 1})
        assert s.to_act[0] == 3
        move, why = choose_with_reason(make_bot("swingo", "hard"), s.view(3),
                                       s.legal_actions(3), bot_rng(5, 3))
        assert move.kind == kind, why


def test_hard_reads_a_high_low_board_as_hiding_the_two_highest_cards():
    """S-6 with S-12: most players hide their two highest cards (the naive split), so
    a board of K♠ K♦ Q♣ hides two cards above the queen: trips or aces up. Hard's
    high-low reads keep that split all but 5% of the time, so J J 9 9 expects almost
    none of the high half."""
    from cardtable.bots.swingo.reading import equity

    s = _high_low(["Jc Jd 9s 9h 8c", "Ks Kd Qc Kh Ah"], "3h", [("Jc", "Jd"), ("Kh", "Ah")])
    while s.view(None)["river"] is None:
        s.apply(s.to_act[0], Check())
    hard = make_bot("swingo", "hard")
    t = Table(s.view(0))
    assert hard.reads_split(t) == 0.05
    high, low = equity(t, 400, random.Random(1), read=True, other_split=hard.reads_split(t),
                       five_reads=hard.five_reads).shares
    assert high < 0.06 and low > 0.9


def test_hard_expects_less_of_a_low_half_that_another_board_contests():
    """S-12 with three players: hard's 10-9-7-2 low faces K K Q (a high hand, going
    high). When the third board shows 3♠ 4♠ 5♠ that player likely goes low with a
    better low, so hard expects far less of the pot than when the third board shows
    high cards and leaves the low half to it; each other player's declaration is
    modelled from its own chances against every other board."""
    from cardtable.bots.swingo.reading import equity

    expected = {}
    for third, hole in (("3s 4s 5s 6d 8s", ("6d", "8s")), ("Tc Td 8d Ah Ad", ("Ah", "Ad"))):
        s = _high_low(["9c 7d 2h Th Jd", "Ks Kd Qc 9s 9d", third], "Qh",
                      [("Th", "Jd"), ("Ks", "Kd"), hole])
        while s.view(None)["phase"] == "bet":
            s.apply(s.to_act[0], Check())
        e = equity(Table(s.view(0)), 120, random.Random(3), declaring=True)
        expected[third] = dict(zip(("high", "low", "both"), e.ways, strict=True))["low"]
    assert expected["Tc Td 8d Ah Ad"] > 0.3 > 0.2 > expected["3s 4s 5s 6d 8s"], expected


def test_hard_samples_more_deals_in_high_low_multiway():
    """S-12 with four players after the hole choice: hard samples 80 deals (two thirds
    of its 120) for the two halves, as many as for the high game with as many players
    (it took 60 while each half counted as players); within the time budget."""
    hands = ["Jc Jd 9s 9h 8c", "Ks Kd Qc Kh Ah", "2c 3d 4h 6s 7c", "Tc Td 8d 5s 5d"]
    holes = [("Jc", "Jd"), ("Kh", "Ah"), ("6s", "7c"), ("5s", "5d")]
    s = _high_low(hands, "3h", holes)
    hard = make_bot("swingo", "hard")
    assert hard.work(Table(s.view(0))) == 80
    high = cardtable.new_game("swingo", players=4, seed=5, deck=stacked_deck(hands, "3h"),
                              options={"hands": 1})
    while high.view(None)["phase"] != "choose":
        seat = high.to_act[0]
        high.apply(seat, Check() if Check() in high.legal_actions(seat) else Call())
    for seat, hole in enumerate(holes):
        high.apply(seat, ChooseHole(hole))
    assert hard.work(Table(high.view(0))) == 80


def test_the_tight_players_open_about_the_top_30_percent_of_fives_in_high_low():
    """Issue 16 (medium plays 20-40% of hands) with S-12: a high-low five is placed by
    the pot share it can expect, not by its better half (by which more than half of
    all fives ranked in the top 30%, and medium played 55.5% of its hands). First to
    act in round 1, medium and the reference play about 30% of random fives."""
    rng = random.Random(7)
    played = {"medium": 0, "tight-aggressive": 0}
    deals = 300
    for k in range(deals):
        cards = [f"{r}{s}" for r in "23456789TJQKA" for s in "cdhs"]
        rng.shuffle(cards)
        hands = [" ".join(cards[5 * i:5 * i + 5]) for i in range(5)]
        s = cardtable.new_game("swingo", players=5, seed=k, deck=stacked_deck(hands, cards[25]),
                               options={"variant": "high-low", "hands": 1})
        seat = s.to_act[0]
        for level in played:
            move = choose_action(s, seat, make_bot("swingo", level), bot_rng(k, seat))
            played[level] += not isinstance(move, Fold)
    for level, n in played.items():
        assert 0.2 <= n / deals <= 0.4, (level, n / deals)


def test_an_open_raise_with_a_weak_five_says_it_is_after_the_blinds():
    """Issue 16, reasons in the game's words: hard opens wide from the last seats of
    round 1 (S-12 high-low, few left to act); with a weak five the reason says why."""
    hands = ["Ac Ad Kh Ks 5c", "Kc Qd 9h 8c Js", "8d 8h 7c 7d 5d", "9c 9s 4d 4s 2s",
             "Tc Td 6h 6s 4c"]
    s = cardtable.new_game("swingo", players=5, seed=5, deck=stacked_deck(hands, "Jh"),
                           options={"variant": "high-low", "hands": 1})
    for _ in range(3):  # three folds: one player (the big blind) is left to act
        s.apply(s.to_act[0], Fold())
    seat = s.to_act[0]
    assert "Kc" in s.view(seat)["own"]["cards"]
    move, why = choose_with_reason(make_bot("swingo", "hard"), s.view(seat),
                                   s.legal_actions(seat), bot_rng(5, seat))
    assert move.kind == "raise", why
    assert why.endswith("but one player is left to act, so a raise may take the blinds"), why


def test_the_quick_top_range_checks_agree_with_the_five_place():
    """The cheap checks the reads draw fives with (S-12 high-low: the low place first)
    say the same as the five's place, and a drawn five avoids the cards in use."""
    from cardtable.bots.swingo.reading import _five_in, _five_share, _in_top
    rng = random.Random(3)
    for rankings in (("high",), ("deuce-to-seven",), ("high", "deuce-to-seven"),
                     ("high", "ace-to-five")):
        for _ in range(3000):
            five = rng.sample(range(52), 5)
            share = rng.choice((0.05, 0.1, 0.15, 0.3, 0.5))
            assert _in_top(five, rankings, share) == (_five_share(five, rankings) <= share)
        used = set(range(0, 52, 8))
        for share in (0.1, 0.3):
            five = _five_in(list(range(52)), used, share, rankings, rng)
            assert used.isdisjoint(five) and _five_share(five, rankings) <= share


def _facing_a_pot_raise(five, stack):
    """Three players, ``stack`` chips each (S-2; blinds 1 and 2): seat 0 raises the
    pot (to 7), seat 1 folds its small blind, seat 2 (the big blind) holds ``five``."""
    hands = ["2d 3d 4d 5d 6d", "7s 8s Ts Jd Qd", five]
    s = cardtable.new_game("swingo", players=3, seed=4, options={"stack": stack},
                           deck=stacked_deck(hands, "Ah"))
    s.apply(0, Raise(7))
    s.apply(1, Fold())
    return s


@pytest.mark.parametrize("level", ["medium", "hard"])
@pytest.mark.parametrize("five", ["Kc Kd 9h 9s 4c", "2h Js Jh Qs Ks"])
def test_a_short_stack_goes_all_in_against_a_raise_with_a_good_five(level, five):
    """The playtester's hole: with 8 big blinds (16 chips) facing a pot raise, the
    bots folded all but a top-5% five until the blinds ate the stack. A top-10% or
    top-20% five is about 50-57% to win against a raiser's top 30%, and the whole
    stack needs 42% (14 chips for a pot of 33): all in."""
    s = _facing_a_pot_raise(five, 16)
    t = Table(s.view(2))
    assert t.stack + t.bets[2] == 16 and t.five_share() <= 0.2
    move, why = choose_with_reason(make_bot("swingo", level), s.view(2), s.legal_actions(2),
                                   bot_rng(4, 2))
    assert move == Raise(16), why
    assert why.startswith("All in for 8 big blinds: ") and "short-stacked" in why, why


def test_medium_does_not_fold_a_committed_stack_after_its_own_raise():
    """Ten big blinds: medium opens a top-10% five to 5, the small blind raises the
    pot to 17. A call of 12 would leave 3 chips behind in a pot of 36: the stack is
    committed, and about 45% to win against the raiser's range beats the 36% the
    rest of it needs (it used to fold all but a top-5% five to so dear a call)."""
    hands = ["Kc Kd 9h 9s 4c", "7s 8s Ts Jd Qd", "2d 3d 4d 5d 6d"]
    s = cardtable.new_game("swingo", players=3, seed=4, options={"stack": 20},
                           deck=stacked_deck(hands, "Ah"))
    medium = make_bot("swingo", "medium")
    assert choose_action(s, 0, medium, bot_rng(4, 0)) == Raise(5)
    s.apply(0, Raise(5))
    s.apply(1, Raise(17))
    s.apply(2, Fold())
    move, why = choose_with_reason(medium, s.view(0), s.legal_actions(0), bot_rng(4, 0))
    assert move == Raise(20) and why.startswith("All in for 10 big blinds: "), why


@pytest.mark.parametrize("level", ["medium", "hard"])
@pytest.mark.parametrize("stack", [16, 60])
def test_a_weak_five_still_folds_to_a_raise_short_or_not(level, stack):
    """No spew: a five weaker than 60% of starts (about 17% to win against the raise)
    folds to the pot raise with 8 big blinds and with 30."""
    s = _facing_a_pot_raise("Ad Kh Qc Js 3c", stack)
    move, why = choose_with_reason(make_bot("swingo", level), s.view(2), s.legal_actions(2),
                                   bot_rng(4, 2))
    assert move == Fold(), why


@pytest.mark.parametrize(("stack", "pushes"), [(6, True), (10, True), (16, False), (30, False),
                                               (400, False)])
def test_medium_pushes_first_in_wider_the_shorter_its_stack(stack, pushes):
    """First in with two players left to call, a top-40% five goes in with 3 or 5
    big blinds (the push chart) and is folded with 8, 15 or 200."""
    hands = ["Tc Th 6h 4s 2c", "7s 8s Ts Jd Qd", "2d 3d 4d 5d 6d"]
    s = cardtable.new_game("swingo", players=3, seed=4, options={"stack": stack},
                           deck=stacked_deck(hands, "Ah"))
    assert Table(s.view(0)).five_share() == 0.4
    move, why = choose_with_reason(make_bot("swingo", "medium"), s.view(0), s.legal_actions(0),
                                   bot_rng(4, 0))
    assert (move.kind == "raise") == pushes, why
    if stack == 6:
        assert move == Raise(6) and why.startswith("All in for 3 big blinds: "), why
    if stack == 10:
        assert move == Raise(7) and why.startswith("Raise to 7 with 5 big blinds effective: ")


def test_a_reason_after_but_or_so_has_its_verb():
    """Playtest: the hint "these five rank among the best 20% of starts, but not
    strong enough to call a raise" read as a contradiction, the clause after "but"
    having no verb; its siblings had the same fault ("so not strong enough", "but
    short-stacked with 2 players left to call the blinds are worth the risk")."""
    # four players: a raise from the first seat, not a steal from the button
    hands = ["2d 3d 4d 5d 6d", "7s 8s Ts Jd Qd", "2h Js Jh Qs Ks", "3h 4h 6h 8c 9s"]
    s = cardtable.new_game("swingo", players=4, seed=4, options={"stack": 400},
                           deck=stacked_deck(hands, "Ah"))
    for seat, action in ((3, Raise(7)), (0, Fold()), (1, Fold())):
        s.apply(seat, action)
    _, why = choose_with_reason(make_bot("swingo", "hard"), s.view(2), s.legal_actions(2),
                                bot_rng(4, 2))
    assert why.endswith(": these five rank among the best 20% of starts, but are not"
                        " strong enough to call a raise"), why
    s = _facing_a_pot_raise("Ad Kh Qc Js 3c", 400)
    _, why = choose_with_reason(make_bot("swingo", "hard"), s.view(2), s.legal_actions(2),
                                bot_rng(4, 2))
    assert why.endswith(": these five are weaker than 60% of starts, so they are not"
                        " strong enough to call a raise"), why
    hands = ["Ad Kh Qc Js 3c", "7s 8s Ts Jd Qd", "2d 3d 4d 5d 6d"]
    s = cardtable.new_game("swingo", players=3, seed=4, options={"stack": 6},
                           deck=stacked_deck(hands, "Ah"))
    _, why = choose_with_reason(make_bot("swingo", "medium"), s.view(0), s.legal_actions(0),
                                bot_rng(4, 0))
    assert why == ("All in for 3 big blinds: these five are weaker than 60% of starts, but"
                   " with a short stack and 2 players left to call, the blinds are worth"
                   " the risk"), why


def test_the_push_chart_widens_as_the_stack_shrinks_and_fewer_can_call():
    from cardtable.bots.swingo.policy import SHORT_BB, push_share

    for ranking in ("high", "deuce-to-seven", "ace-to-five"):
        for callers in range(1, 9):
            shares = [push_share(bb, callers, ranking) for bb in range(1, SHORT_BB + 1)]
            assert shares == sorted(shares, reverse=True) and shares[-1] >= 0.15
            assert all(push_share(bb, callers, ranking) <= push_share(bb, callers - 1, ranking)
                       for bb in range(1, SHORT_BB + 1))
            assert push_share(SHORT_BB + 1, callers, ranking) == 0.0
    assert push_share(10, 1, "deuce-to-seven") < push_share(10, 1)  # low: narrower




@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_the_reason_to_show_is_not_the_name_of_the_other_showdown_option(level):
    """S-9/S-13: every bot shows. Its hint read "Show: the cards speak", the name of the
    showdown option without mucking (playtest 4), and said nothing of why."""
    from cardtable.games.swingo.actions import Muck, Show
    move, why = choose_with_reason(make_bot("swingo", level), {}, [Show(), Muck()],
                                   bot_rng(1, 0))
    assert move == Show()
    assert why == "Show: it costs nothing, and only a hand that is shown can win"


def test_a_sampled_chance_to_win_is_never_said_as_certain():
    """A playtest read "Check: 0% to win" before a river that made its straight: a few
    dozen sampled deals cannot show a chance of 0% or 100%."""
    from cardtable.bots.swingo.policy import chance

    assert chance(0.0) == chance(0.02) == "under 3%"
    assert chance(1.0) == chance(0.98) == "over 97%"
    assert chance(0.28) == "28%"


def test_a_chance_against_the_others_names_them_as_players():
    """Playtest 6 read "Bet 14: 43% to win against 2: betting for value" awkwardly:
    the others are counted as players ("against 2 players", "against 1 player")."""
    said: list[str] = []
    for seed in range(6):
        state = cardtable.new_game("swingo", players=4, seed=seed)
        bot = make_bot("swingo", "hard")
        while not state.is_over and len(state.log) < 120:
            seat = state.to_act[0]
            action, why = choose_with_reason(bot, state.view(seat),
                                             state.legal_actions(seat), bot_rng(seed, seat))
            said += [why] if " to win against " in why else []
            state.apply(seat, action)
    against = [w for w in said if re.search(r"to win against \d", w)]
    assert against, said[:5]
    assert all(re.search(r"to win against (1 player\b|\d+ players)", w) for w in against), against


@pytest.mark.parametrize("variant", ["high", "low", "high-low"])
def test_every_reason_has_one_colon_after_its_move(variant):
    """Playtest 8: hints read "Bet 4: 80% to win against 2 players: betting for value"
    and "Check: these five are weaker than 80% of starts: a free look". A reason is
    the move, one colon, then why (S-4, S-11, S-12: every level, every variant)."""
    options = {"variant": variant} | ({"betting": "fixed-limit"} if variant == "high-low"
                                      else {})
    said: set[str] = set()
    for seed in range(8):
        state = cardtable.new_game("swingo", players=4, seed=seed, options=options)
        bots = [make_bot("swingo", level) for level in ("easy", "medium", "hard", "hard")]
        while not state.is_over and len(state.log) < 200:
            seat = state.to_act[0]
            action, why = choose_with_reason(bots[seat], state.view(seat),
                                             state.legal_actions(seat), bot_rng(seed, seat))
            said.add(why)
            state.apply(seat, action)
    assert len(said) > 50
    assert [w for w in said if w.count(":") != 1] == []


def test_fixed_limit_reads_a_five_from_round_one_actions_not_chips():
    """S-4 fixed limit (high-low, S-12): a raise is one unit, so chips do not tell a
    raise from a call. Hard reads the actions as sound tight play: a limp that calls
    a raise later fits the top 30% outside the top 10% (it would have raised), a raise
    of a raise the top 5%, the big blind calling a raise the top 30% outside the top
    5%; a folded seat is not read."""
    from cardtable.bots.swingo.reading import CALL_RAISE, LIMP, RAISE_AGAIN, action_reads

    s = cardtable.new_game("swingo", players=5, seed=3,
                           options={"variant": "high-low", "hands": 1})

    def raise_(seat):
        offer = next(a for a in s.legal_actions(seat) if isinstance(a, BetRange))
        s.apply(seat, offer.at(offer.min))

    s.apply(3, Call())
    raise_(4)
    raise_(0)
    s.apply(1, Fold())
    s.apply(2, Call())
    s.apply(3, Call())
    assert tuple(s.to_act) == (4,)
    reads = action_reads(Table(s.view(4)))
    assert reads == {3: LIMP, 0: RAISE_AGAIN, 2: CALL_RAISE}


def test_a_five_drawn_for_a_read_fits_it_on_both_sides():
    """The hole choice's deals (S-6) draw each opponent's five from the fives its
    round-1 actions fit: above the top 10% and within the top 30% for a limp."""
    from cardtable.bots.swingo.reading import LIMP, _five_share, five_between

    rng = random.Random(3)
    for _ in range(20):
        five = five_between(list(range(52)), set(), LIMP, ("high", "deuce-to-seven"), rng)
        assert 0.10 < _five_share(five, ("high", "deuce-to-seven")) <= 0.30


def test_hard_in_high_low_opens_every_five_with_one_or_two_left_to_act():
    """S-12 (fixed limit): folded to the button or the small blind, hard raises with
    any five: each player behind calls with about the top 30% only, so the blinds are
    often taken, and after the hole choice the sound players bet only strong hands
    heads-up."""
    seen = 0
    for seed in range(80):
        for folds in (2, 3):  # the button (two left to act), the small blind (one)
            s = cardtable.new_game("swingo", players=5, seed=seed,
                                   options={"hands": 1, "variant": "high-low"})
            for _ in range(folds):
                s.apply(s.to_act[0], Fold())
            seat = s.to_act[0]
            t = Table(s.view(seat))
            assert t.acting_after == 5 - 1 - folds
            if t.five_share() > 0.9:
                move, why = choose_with_reason(make_bot("swingo", "hard"), s.view(seat),
                                               s.legal_actions(seat), bot_rng(seed, seat))
                assert move.kind == "raise", (seed, folds, why)
                assert why.endswith("so a raise may take the blinds"), why
                seen += 1
    assert seen >= 4


@pytest.mark.parametrize("raiser", [3, 0], ids=["first-seat", "button"])
def test_hard_defends_its_big_blind_wider_against_a_steal_from_the_button(raiser):
    """Playtest 19: the bots folded their blinds to a raise from the button about as
    often as a tight player does, so a person could take the blinds at will. Four
    players (seat 0 the button, 2 the big blind): a pot raise to 7, the others fold;
    hard's 9 9 7 5 2 is a top-20% five, outside the top 14% it defends against a raise
    from the first seat, but a raise first in from the button is a steal, read as a
    wide five (the loose-aggressive reference opens 70% there): 40% to win, 33%
    needed, a call."""
    hands = ["2d 3d 4d 5d 6d", "7s 8s Ts Js Qs", "9c 9d 7h 5c 2c", "3h 4h 6h 8c 9s"]
    s = cardtable.new_game("swingo", players=4, seed=4, deck=stacked_deck(hands, "Ah"))
    for seat in (3, 0):
        s.apply(seat, Raise(7) if seat == raiser else Fold())
    s.apply(1, Fold())
    action, why = choose_with_reason(make_bot("swingo", "hard"), s.view(2),
                                     s.legal_actions(2), bot_rng(1, 2))
    if raiser == 0:
        assert action.kind in ("call", "raise"), why
        assert "to win against the raise" in why, why
    else:
        assert action.kind == "fold", why


@pytest.mark.parametrize("first_in", [3, 0], ids=["first-seat", "button"])
def test_the_loose_aggressive_reference_steals_the_blinds_from_the_button(first_in):
    """The loose-aggressive reference (not listed) plays the top 50% of fives and,
    first in from the button or the small blind, raises the top 70% for the blinds;
    K J 8 6 4 (weaker than 60% of fives) is folded from the first seat of four and
    raised from the button."""
    hands = ["Kc Jd 8h 6c 4c", "7s 8s Ts Js Qs", "2d 3d 4d 5d 6d", "3h 4h 6h 8c 9s"]
    if first_in == 3:
        hands = [hands[3], hands[1], hands[2], hands[0]]
    s = cardtable.new_game("swingo", players=4, seed=4, deck=stacked_deck(hands, "Ah"))
    if first_in == 0:
        s.apply(3, Fold())
    action, why = choose_with_reason(make_bot("swingo", "loose-aggressive"), s.view(first_in),
                                     s.legal_actions(first_in), bot_rng(1, first_in))
    assert Table(s.view(first_in)).five_share() > 0.5
    assert action.kind == ("raise" if first_in == 0 else "fold"), why


def test_hard_opens_a_pair_of_queens_from_the_button_when_nobody_has():
    """Playtest 20: on the button, nobody in, the hint (hard's move) folded a pair of
    Kings, "the best 35% of starts, but not strong enough to play from this seat".
    With two players behind (the blinds), hard opens the top 40%: Q Q K 9 8 (the
    top 35%) raises."""
    hands = ["8h Qd 9h Qc Ks", "7s 8s Ts Js Qs", "2d 3d 4d 5d 6d", "3h 4h 6h 8c 9s"]
    s = cardtable.new_game("swingo", players=4, seed=4, deck=stacked_deck(hands, "Ah"))
    s.apply(3, Fold())
    assert Table(s.view(0)).five_share() == 0.35
    action, why = choose_with_reason(make_bot("swingo", "hard"), s.view(0),
                                     s.legal_actions(0), bot_rng(1, 0))
    assert action.kind == "raise", why


def test_hard_calls_one_blind_behind_a_caller_with_a_pair_of_aces_on_the_button():
    """Playtest 21: on the button, one player folded and one called the big blind,
    and the hint (hard's move) folded A♦ A♣ 10♣ 8♥ 3♦ ("the best 45% of starts, but
    not strong enough to play from this seat") for 2 chips into a pot of 5. Behind
    callers of the blind, hard calls one blind with the top 45% (6,000 hands against
    the tight reference at 5 players: +123.5 bb/100 with the top 25%, +126.8 with
    this)."""
    hands = ["Ad 8h Ac Tc 3d", "7s 8s Ts Js Qs", "2d 3c 4d 5d 6d", "3h 4h 6h 8c 9s",
             "Kc Kd 9c 7c 2s"]
    s = cardtable.new_game("swingo", players=5, seed=4, deck=stacked_deck(hands, "Ah"))
    s.apply(3, Fold())
    s.apply(4, Call())
    assert Table(s.view(0)).five_share() == 0.45
    action, why = choose_with_reason(make_bot("swingo", "hard"), s.view(0),
                                     s.legal_actions(0), bot_rng(1, 0))
    assert action.kind in ("call", "raise"), why
