"""Hand evaluator: names, low rankings, Swingo board order (S-7) and borrowing (S-9),
agreement with the independent reference ``treys`` (dev only), exhaustive class counts
and Hypothesis properties."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.cards import Card, make_deck, parse_cards
from cardtable.evaluate import (
    CATEGORIES,
    card_codes,
    evaluate,
    high_value,
    high_value_codes,
    value,
    value_codes,
    value_plus_one,
)
from cardtable.games.swingo.evaluation import best_with_borrow, board_rank

DECK = make_deck()


def ev(codes: str, ranking: str = "high"):
    return evaluate(parse_cards(codes), ranking)


# ------------------------------------------------------------------ names and classes

@pytest.mark.parametrize("hand, name, category", [
    ("Jc Jh Jd 8c 8h 9d Qs", "Jacks full of Eights", "Full house"),
    ("9d Td Jd Qd 8d 2c 2s", "Straight flush, Queen high", "Straight flush"),
    ("5d 6d 7d 8d 9d", "Straight flush, Nine high", "Straight flush"),
    ("Ah Kh Qh Jh Th 9h 8h", "Royal flush", "Straight flush"),
    ("Ad 2d 3d 4d 5d", "Straight flush, Five high", "Straight flush"),
    ("Kc Kd Kh Ks Ac Ad Ah", "Four Kings", "Four of a kind"),
    ("Qc Qd Qh 2s 3c 9h 8s", "Three Queens", "Three of a kind"),
    ("Kc Kd Tc Th 2c 2d 4h", "Two pair, Kings and Tens", "Two pair"),
    ("Ac Ad 2c 3d 7h", "Pair of Aces", "Pair"),
    ("6c 6d 2c 3d Jh", "Pair of Sixes", "Pair"),
    ("Ac Td 2c 3d 7h 8s 9s", "Ace high", "High card"),
    ("Kh 9h 7h 4h 2h Ac", "Flush, King high", "Flush"),
    ("Ac 2d 3c 4c 5d", "Straight, Five high", "Straight"),
    ("Ac 2d 3c 4c 5d 6h Kd", "Straight, Six high", "Straight"),
    ("Th Jd Qc Ks Ac 2d", "Straight, Ace high", "Straight"),
    ("Qc Qd Qh 2s 2c 2d", "Queens full of Twos", "Full house"),
])
def test_names_and_categories(hand, name, category):
    r = ev(hand)
    assert (r.name, r.category) == (name, category)
    assert len(r.cards) == 5 and set(r.cards) <= set(parse_cards(hand))
    assert r.value == high_value(parse_cards(hand)) == high_value_codes(
        card_codes(parse_cards(hand)))


def test_hand_results_compare_by_value():
    assert ev("Ac 2d 3c 4c 5d") < ev("2c 3d 4c 5c 6d") < ev("2c 3c 4c 5c 7c")
    assert ev("Ac Kd 3c 4c 9d") == ev("As Kh 3d 4h 9c")      # a tie is equal
    assert max(ev("Kc Kd 2c 3h 4s"), ev("Ac Ad 2d 3c 4d")).name == "Pair of Aces"


def test_ace_low_straight_is_five_high_and_lowest():
    wheel = ev("Ah 2c 3d 4s 5h")
    assert wheel.category == "Straight" and wheel.name == "Straight, Five high"
    assert wheel < ev("2h 3c 4d 5s 6h") and wheel > ev("Ah Ac Ad Ks Qh")
    assert ev("Ah 2c 3d 4s 5h 6d").name == "Straight, Six high"
    assert ev("Qh Kc Ad 2s 3h").category == "High card"        # no wrap-around


def test_ranking_order_of_classes():
    hands = ["Ac Td 2c 3d 7h", "Ac Ad 2c 3d 7h", "Ac Ad 2c 2d 7h", "Ac Ad Ah 2d 7h",
             "Ah 2c 3d 4s 5h", "Kh 9h 7h 4h 2h", "Qc Qd Qh 2s 2c", "Kc Kd Kh Ks 2c",
             "5d 6d 7d 8d 9d"]
    results = [ev(h) for h in hands]
    assert [r.category for r in results] == list(CATEGORIES)
    assert results == sorted(results)
    assert len({r.value for r in results}) == 9


def test_bad_input():
    with pytest.raises(ValueError):
        evaluate(parse_cards("Ah Kh Qh Jh"))
    with pytest.raises(ValueError):
        evaluate(parse_cards("Ah Kh Qh Jh Th Xr"))
    with pytest.raises(ValueError):
        evaluate(parse_cards("Ah Kh Qh Jh Th"), "badugi")


# ------------------------------------------------------------------ lows (S-11)

def test_deuce_to_seven_best_and_names():
    best = ev("7c 5d 4h 3s 2c", "2-7")
    assert best.name == "Seven-Five low (7-5-4-3-2)" and best.category == "High card"
    assert best > ev("7c 6d 4h 3s 2c", "2-7") > ev("8c 5d 4h 3s 2c", "2-7")
    assert ev("Ac 2d 3h 4s 5c", "deuce-to-seven").name == "Ace-Five low (A-5-4-3-2)"  # no straight
    assert ev("Ac 2d 3h 4s 5c", "2-7").category == "High card"
    assert ev("Ac 2d 3h 4s 5c", "2-7") < ev("Kc Qd Jh 9s 8c", "2-7")      # ace is high
    assert ev("2c 3d 4h 5s 6c", "2-7").name == "Straight, Six high"        # counts against
    assert ev("2c 3d 4h 5s 6c", "2-7") < ev("4c 4d 2h 3s 5c", "2-7")      # pair beats it
    assert ev("7c 5c 4c 3c 2c", "2-7").name == "Flush, Seven high"
    assert ev("7c 5c 4c 3c 2c", "2-7") < ev("Ac Ad Kh Qs Jc", "2-7")
    assert ev("4c 4d 2h 3s 5c", "2-7").name == "Pair of Fours"


def test_deuce_to_seven_best_of_seven_avoids_straights_and_flushes():
    r = ev("2c 3c 4c 5c 6c 7d 9h", "2-7")
    assert r.name == "Seven-Five low (7-5-4-3-2)"
    assert sorted(c.rank for c in r.cards) == sorted("75432")
    assert len({c.suit for c in r.cards}) > 1
    r = ev("7c 5c 4c 3c 2c Kd Kh", "2-7")     # not the flush nor the pair: K-5-4-3-2
    assert r.name == "King-Five low (K-5-4-3-2)" and {c.rank for c in r.cards} == set("K5432")
    assert ev("2c 3d 4h 5s 6c 2d 3h", "2-7").name == "Pair of Twos"


def test_ace_to_five():
    wheel = ev("Ac 2d 3h 4s 5c", "a-5")
    assert wheel.name == "Five-Four low (5-4-3-2-A)" and wheel.category == "High card"
    assert wheel > ev("6c 2d 3h 4s Ac", "ace-to-five") > ev("6c 5d 3h 4s 2c", "a-5")
    assert ev("Ac 2c 3c 4c 5c", "a-5") == wheel          # straights and flushes ignored
    assert ev("Kc Qd Jh 9s 8c", "a-5") > ev("Ac Ad 2h 3s 4c", "a-5")   # pairs count against
    assert ev("Ac Ad 2h 3s 4c", "a-5").name == "Pair of Aces"
    assert ev("4c 4d 2h 3s 5c", "a-5").name == "Pair of Fours"
    assert ev("4c 4d 2h 3s 5c 6d Kc", "a-5").name == "Six-Five low (6-5-4-3-2)"
    r = ev("4c 4d 3c 2c Ad Ac 2d", "a-5")
    assert r.name == "Pair of Aces" and sorted(c.rank for c in r.cards) == sorted("AA432")


def _brute(cards, ranking):
    return max(value(f, ranking) for f in combinations(cards, 5))


@pytest.mark.parametrize("ranking", ["high", "2-7", "a-5"])
def test_best_of_n_equals_best_five_subset(ranking):
    rng = random.Random(20240611)
    for _ in range(400):
        n = rng.randint(5, 9)
        cards = rng.sample(DECK, n)
        r = evaluate(cards, ranking)
        assert r.value == _brute(cards, ranking) == value(cards, ranking)
        assert set(r.cards) <= set(cards) and value(r.cards, ranking) == r.value


# ------------------------------------------------------------------ Swingo boards (S-7)

def b(codes: str) -> int:
    return board_rank(parse_cards(codes))


def test_board_rank_classes_s7():
    """S-7: three of a kind > pair > high card; 3-3-3 > 7-7-8 > A-K-Q."""
    assert b("3c 3d 3h") > b("7c 7d 8c") > b("Ah Kd Qc") > b("Tc 9d 3h")
    assert b("7c 7d 2c") > b("6c 6d Ac")            # pair rank first
    assert b("7c 7d 9c") > b("7h 7s 8c")            # then the kicker
    assert b("Ac 2d 3h") > b("Kc Qd Jh")            # ace high, no straights
    assert b("2c 3c 4c") < b("2d 3h 5s")            # no flushes or straights


@pytest.mark.parametrize("first, second", [
    ("Ks Qc 3c", "Kc Qs 3s"),    # same ranks: the king of spades beats the club
    ("8c 8s 2c", "8d 8h 2d"),    # pair: the higher suit of the pair's two cards
    ("Ah Kh Qh", "Ad Ks Qs"),    # the ace's suit decides (hearts > diamonds)
])
def test_board_rank_suit_tie_break_s7(first, second):
    """S-7: ties broken by the suit of the highest-ranked card (c < d < h < s); where
    a board holds two cards of that rank, its higher suit counts."""
    assert b(first) > b(second)


def test_board_rank_is_a_total_order_on_disjoint_boards_s7():
    rng = random.Random(7)
    for _ in range(2000):
        cards = rng.sample(DECK, 6)
        assert b(" ".join(c.code for c in cards[:3])) != b(" ".join(c.code for c in cards[3:]))


# ------------------------------------------------------------------ borrowing (S-9)

A_OWN = parse_cards("Qc Qh 2s 3c 4h Qd")      # hole Qc Qh, board 2s 3c 4h, river Qd
B_OWN = parse_cards("Jc Jh 8c 8h 9d Qd")
C_OWN = parse_cards("Kc Tc Kd Td Jd Qd")
BOARDS = {0: parse_cards("2s 3c 4h"), 1: parse_cards("8c 8h 9d"), 2: parse_cards("Kd Td Jd")}


def others(seat, live=(0, 1, 2)):
    return {s: BOARDS[s] for s in live if s != seat}


def test_seed_example_all_stay_c_borrows_bs_nine_of_diamonds_s9():
    """S-9: C's straight flush needs B's 9d; B has Jacks full of Eights (borrowing C's
    Jd); A has three Queens."""
    c = best_with_borrow(C_OWN, others(2))
    assert c.name == "Straight flush, King high" and c.category == "Straight flush"
    assert c.borrowed == Card.parse("9d") and c.lender == 1
    assert sorted(x.code for x in c.cards) == sorted(["Kd", "Qd", "Jd", "Td", "9d"])
    bb = best_with_borrow(B_OWN, others(1))
    assert bb.name == "Jacks full of Eights" and bb.borrowed == Card.parse("Jd")
    assert bb.lender == 2
    a = best_with_borrow(A_OWN, others(0))       # C's king is a better kicker
    assert a.name == "Three Queens" and a.borrowed == Card.parse("Kd") and a.lender == 2
    assert c > bb > a


def test_seed_example_b_folds_a_beats_c_s9():
    """S-9: boards of folded players are gone: with B folded, A's three Queens beat C's
    two pair, Kings and Tens."""
    live = (0, 2)
    a = best_with_borrow(A_OWN, others(0, live))
    c = best_with_borrow(C_OWN, others(2, live))
    assert a.name == "Three Queens"
    assert c.name == "Two pair, Kings and Tens" and c.borrowed is None
    assert a > c


def test_borrow_prefers_no_borrow_then_lowest_seat_s9():
    own = parse_cards("Ac Ad 5h 8h 2s 3c")
    r = best_with_borrow(own, {2: parse_cards("4d 5d 9c"), 1: parse_cards("4h Ks 9s")})
    assert r.name == "Straight, Five high" and r.lender == 1 and r.borrowed == Card.parse("4h")
    own = parse_cards("Ac Ad 8h 8s Kd 3c")
    r = best_with_borrow(own, {1: parse_cards("Qd 2h 4s"), 3: parse_cards("Jd 8d Ah")})
    assert r.name == "Aces full of Eights" and r.lender == 3
    r = best_with_borrow(own, {1: parse_cards("Qd 2h 4s")})     # no card improves it
    assert r.borrowed is None and r.lender is None and r.name == "Two pair, Aces and Eights"
    assert r.value == evaluate(own).value


def test_borrow_low_rankings_and_int_path_s9():
    own = parse_cards("7c 5d 4h Kc Kd Qs")
    lend = {3: parse_cards("2s 9h 9d"), 1: parse_cards("3c Jh Jd")}
    r27 = best_with_borrow(own, lend, "2-7")
    assert r27.name == "Queen-Seven low (Q-7-5-4-2)" and r27.borrowed == Card.parse("2s")
    assert r27.lender == 3
    ra5 = best_with_borrow(own, lend, "ace-to-five")
    assert r27.lender in (1, 3) and ra5.value >= value(own, "a-5")
    extras = card_codes([*lend[1], *lend[3]])
    v, at = value_plus_one(card_codes(own), extras, "2-7")
    assert v == r27.value and at >= 0


@pytest.mark.parametrize("ranking", ["high", "2-7", "a-5"])
def test_borrow_matches_brute_force_s9(ranking):
    rng = random.Random(99)
    for _ in range(300):
        cards = rng.sample(DECK, 12)
        own, lent = cards[:6], {1: cards[6:9], 4: cards[9:]}
        r = best_with_borrow(own, lent, ranking)
        want = max([value(own, ranking)] + [value([*own, x], ranking)
                                            for xs in lent.values() for x in xs])
        assert r.value == want and value(r.cards, ranking) == want
        if r.borrowed is None:
            assert value(own, ranking) == want and set(r.cards) <= set(own)
        else:
            assert r.borrowed in lent[r.lender] and r.borrowed in r.cards
            assert value(own, ranking) < want


# ------------------------------------------------------------------ reference: treys

def _treys_agree(n: int, count: int, seed: int) -> None:
    treys = pytest.importorskip("treys")
    tev = treys.Evaluator()
    tcode = {c: treys.Card.new(c.code) for c in DECK}
    codes = {c: card_codes([c])[0] for c in DECK}
    rng = random.Random(seed)
    ours_to_theirs: dict[int, int] = {}
    for _ in range(count):
        hand = rng.sample(DECK, n)
        ours = high_value_codes([codes[c] for c in hand])
        theirs = tev.evaluate([tcode[c] for c in hand[:2]], [tcode[c] for c in hand[2:]])
        prev = ours_to_theirs.setdefault(ours, theirs)
        assert prev == theirs, f"tie disagreement: {hand}"
    keys = sorted(ours_to_theirs)
    theirs_sorted = [ours_to_theirs[k] for k in keys]   # treys: lower is better
    bad = [(keys[i], keys[i + 1]) for i in range(len(keys) - 1)
           if not theirs_sorted[i] > theirs_sorted[i + 1]]
    assert not bad, f"order disagreement between values {bad[:3]}"


@pytest.mark.parametrize("n", [5, 6, 7])
def test_agrees_with_treys(n):
    """100,000 seeded random hands of each size: same order, same ties as treys."""
    _treys_agree(n, 100_000, seed=1000 + n)


# ------------------------------------------------------------------ exhaustive

EXPECTED_COUNTS = {
    "Straight flush": 40, "Four of a kind": 624, "Full house": 3_744, "Flush": 5_108,
    "Straight": 10_200, "Three of a kind": 54_912, "Two pair": 123_552,
    "Pair": 1_098_240, "High card": 1_302_540,
}


@pytest.mark.slow
def test_exhaustive_five_card_class_counts():
    counts: Counter[int] = Counter(high_value_codes(h) for h in combinations(range(52), 5))
    by_class: Counter[str] = Counter()
    for v, k in counts.items():
        by_class[CATEGORIES[v >> 20]] += k
    assert dict(by_class) == EXPECTED_COUNTS
    assert len(counts) == 7462        # distinct five-card hand values


# ------------------------------------------------------------------ properties

hands = st.lists(st.sampled_from(DECK), min_size=6, max_size=9, unique=True)


@settings(max_examples=300, deadline=None)
@given(hands)
def test_adding_a_card_never_lowers_the_best_high(cards):
    assert high_value(cards) >= high_value(cards[:-1])


@settings(max_examples=300, deadline=None)
@given(hands, st.sampled_from(["high", "2-7", "a-5"]))
def test_five_cards_used_are_a_subset_with_the_same_value(cards, ranking):
    r = evaluate(cards, ranking)
    assert len(r.cards) == 5 and len(set(r.cards)) == 5 and set(r.cards) <= set(cards)
    assert value(r.cards, ranking) == r.value == value_codes(card_codes(cards), ranking)


def test_low_names_tell_different_lows_apart():
    """S-11 (issue 14): "Eight-seven low" lost to "Eight-seven low" (8-7-6-5-2 against
    8-7-5-4-2): the name of a low gives all five ranks."""
    a = evaluate(parse_cards("8c 7d 6h 5s 2c"), "2-7")
    b = evaluate(parse_cards("8c 7d 5h 4s 2d"), "2-7")
    assert b > a and a.name != b.name
    assert (a.name, b.name) == ("Eight-Seven low (8-7-6-5-2)", "Eight-Seven low (8-7-5-4-2)")
    assert evaluate(parse_cards("Tc 7d 5h 4s 2d"), "2-7").name == "Ten-Seven low (10-7-5-4-2)"


def test_hand_names_read_in_a_sentence_with_small_letters_and_articles():
    """Player-visible text: "Ana wins with two pair, Jacks and Sixes against a pair of
    Fours", not "with Two pair ... against Pair of Fours"."""
    from cardtable.evaluate import in_sentence

    assert in_sentence("Royal flush") == "a royal flush"
    assert in_sentence("Straight flush, Nine high") == "a straight flush, Nine high"
    assert in_sentence("Flush, King high") == "a flush, King high"
    assert in_sentence("Kings full of Twos") == "Kings full of Twos"
    assert in_sentence("Threes full of Fours") == "Threes full of Fours"
    assert in_sentence("Three Sevens") == "three Sevens"
    assert in_sentence("Four Fours") == "four Fours"


def test_every_rank_in_a_hand_name_is_capitalised_as_in_ace_high():
    """Playtest: "Flush, ace high" and "Straight, six high" sat next to "Pair of
    Fives", "Two pair, Queens and Eights" and "Ace high". A rank in a hand name is
    capitalised wherever it stands, in a sentence too."""
    from cardtable.evaluate import in_sentence

    def name(text: str, ranking: str = "high") -> str:
        return evaluate(parse_cards(text), ranking).name

    assert name("Ah Qh 9h 6h 3h") == "Flush, Ace high"
    assert name("2c 3d 4h 5s 6c") == "Straight, Six high"
    assert name("9s Ts Js Qs Ks") == "Straight flush, King high"
    assert name("7c 5d 4h 3s 2c", "2-7") == "Seven-Five low (7-5-4-3-2)"
    assert in_sentence(name("Ah Qh 9h 6h 3h")) == "a flush, Ace high"
    ranks = {"two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
             "jack", "queen", "king", "ace", "sixes"}
    rng = random.Random(7)
    for _ in range(3000):
        cards = rng.sample(DECK, 7)
        for ranking in ("high", "2-7", "a-5"):
            said = evaluate(cards, ranking).name
            words = said.split(" (")[0].replace("-", " ").replace(",", "").split()
            assert all(w[0].isupper() for w in words
                       if w.lower() in ranks or w.lower()[:-1] in ranks), said
