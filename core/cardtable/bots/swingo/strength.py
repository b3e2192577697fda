"""How good five dealt cards are before the hole choice, without sampling.

A player's final hand is the best five of seven: the five dealt, the river and
one card borrowed from another board (S-9). In the high game made trips and two
pairs and four to a flush count most; in a low game, how many different low
ranks. :func:`score` turns five cards into one number; :func:`top_share` says
which share of all fives score at least as well (0.05: a top-5% hand), from
cut-offs measured once on 20,000 random fives.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence

from ...cards import Card
from ...evaluate import card_codes

_FLUSH = {5: 0.8, 4: 0.35, 3: 0.07}
_RUN = {5: 0.6, 4: 0.135, 3: 0.025}
_RUNS = [0x1F << lo for lo in range(1, 11)]  # bit v set for card value v (ace 1 and 14)


def _high(codes: Sequence[int]) -> float:
    """Weights fitted to the chance of winning a five-player hand (least squares over
    900 random fives, 80 deals each; 0.95 correlation): with four boards to borrow
    from, made trips and two pairs and four to a flush count; high cards hardly do."""
    count: dict[int, int] = {}
    suits = [0, 0, 0, 0]
    mask = 0
    for c in codes:
        v = (c >> 2) + 2
        count[v] = count.get(v, 0) + 1
        suits[c & 3] += 1
        mask |= 1 << v
    if mask >> 14 & 1:
        mask |= 2  # the ace is low in a straight too
    shape = sorted(count.values(), reverse=True)
    pairs = [v for v, n in count.items() if n == 2]
    if shape[0] == 4:
        made = 1.0
    elif shape[0] == 3:
        made = 0.8 if shape[1] == 2 else 0.77
    elif len(pairs) == 2:
        made = 0.54 + 0.02 * max(pairs) / 14
    elif pairs:
        made = 0.14 + 0.04 * pairs[0] / 14
    else:
        made = 0.0
    run = max((mask & m).bit_count() for m in _RUNS)
    return (0.11 + made + _FLUSH.get(max(suits), 0.0) + _RUN.get(run, 0.0)
            + 0.01 * max(count) / 14)


#: Low games: weight of each distinct rank at or below 5, 6, 7, 8, 9 (fitted as for
#: the high game, 0.86 correlation): what counts is how many different low ranks.
_LOW_WEIGHTS = {"deuce-to-seven": (-0.373, (0.059, 0.038, 0.048, 0.047, 0.049)),
                "ace-to-five": (-0.313, (0.065, 0.019, 0.026, 0.043, 0.088))}


def _low(codes: Sequence[int], ranking: str) -> float:
    ace_low = ranking == "ace-to-five"
    distinct = {(1 if ace_low and c >> 2 == 12 else (c >> 2) + 2) for c in codes}
    base, weights = _LOW_WEIGHTS[ranking]
    return base + sum(w * sum(1 for v in distinct if v <= top)
                      for w, top in zip(weights, (5, 6, 7, 8, 9), strict=True))


def score(cards: Sequence[Card], ranking: str = "high") -> float:
    """A strength for ``ranking`` (``"high"``, ``"deuce-to-seven"``, ``"ace-to-five"``):
    higher is better."""
    return score_codes(card_codes(cards), ranking)


def score_codes(codes: Sequence[int], ranking: str = "high") -> float:
    """:func:`score` of int card codes (:func:`cardtable.evaluate.card_code`)."""
    return _high(codes) if ranking == "high" else _low(codes, ranking)


#: Score cut-offs: ``CUTS[ranking][k]`` is the score of the top (k+1)*5% of fives.
CUTS: dict[str, list[float]] = {
    "high": [0.68, 0.495, 0.389, 0.366, 0.341, 0.323, 0.314, 0.301, 0.294, 0.285, 0.266,
             0.254, 0.215, 0.214, 0.212, 0.145, 0.145, 0.144, 0.143, 0.119],
    "deuce-to-seven": [0.435, 0.35, 0.34, 0.291, 0.253, 0.205, 0.194, 0.158, 0.146, 0.109,
                       0.108, 0.061, 0.05, 0.012, -0.036, -0.047, -0.084, -0.132, -0.191,
                       -0.373],
    "ace-to-five": [0.586, 0.545, 0.498, 0.457, 0.414, 0.41, 0.349, 0.345, 0.326, 0.3, 0.257,
                    0.235, 0.192, 0.169, 0.169, 0.104, 0.085, 0.016, -0.068, -0.313],
}


def top_share(cards: Sequence[Card], ranking: str = "high") -> float:
    """The share of all fives scoring at least this well (0.05 = top 5%)."""
    return top_share_codes(card_codes(cards), ranking)


def top_share_codes(codes: Sequence[int], ranking: str = "high") -> float:
    """:func:`top_share` of int card codes."""
    # the cut-offs descend: count those above this score
    k = bisect_left(_NEGATED[ranking], -score_codes(codes, ranking))
    return min(1.0, (k + 1) / 20)


_NEGATED = {r: [-c for c in cuts] for r, cuts in CUTS.items()}
