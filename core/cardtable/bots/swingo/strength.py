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


def _high(cards: Sequence[Card]) -> float:
    """Weights fitted to the chance of winning a five-player hand (least squares over
    900 random fives, 80 deals each; 0.95 correlation): with four boards to borrow
    from, made trips and two pairs and four to a flush count; high cards hardly do."""
    values = sorted((c.value for c in cards), reverse=True)
    counts = sorted((values.count(v) for v in set(values)), reverse=True)
    pairs = [v for v in set(values) if values.count(v) == 2]
    if counts[0] == 4:
        made = 1.0
    elif counts[0] == 3:
        made = 0.8 if counts[1] == 2 else 0.77
    elif len(pairs) == 2:
        made = 0.54 + 0.02 * max(pairs) / 14
    elif pairs:
        made = 0.14 + 0.04 * pairs[0] / 14
    else:
        made = 0.0
    suits = max(sum(1 for c in cards if c.suit == s) for s in "cdhs")
    ranks = set(values) | ({1} if 14 in values else set())
    run = max(sum(1 for v in range(lo, lo + 5) if v in ranks) for lo in range(1, 11))
    return (0.11 + made + {5: 0.8, 4: 0.35, 3: 0.07}.get(suits, 0.0)
            + {5: 0.6, 4: 0.135, 3: 0.025}.get(run, 0.0) + 0.01 * values[0] / 14)


#: Low games: weight of each distinct rank at or below 5, 6, 7, 8, 9 (fitted as for
#: the high game, 0.86 correlation): what counts is how many different low ranks.
_LOW_WEIGHTS = {"deuce-to-seven": (-0.373, (0.059, 0.038, 0.048, 0.047, 0.049)),
                "ace-to-five": (-0.313, (0.065, 0.019, 0.026, 0.043, 0.088))}


def _low(cards: Sequence[Card], ranking: str) -> float:
    ace_low = ranking == "ace-to-five"
    distinct = {(1 if ace_low and c.value == 14 else c.value) for c in cards}
    base, weights = _LOW_WEIGHTS[ranking]
    return base + sum(w * sum(1 for v in distinct if v <= top)
                      for w, top in zip(weights, (5, 6, 7, 8, 9), strict=True))


def score(cards: Sequence[Card], ranking: str = "high") -> float:
    """A strength for ``ranking`` (``"high"``, ``"deuce-to-seven"``, ``"ace-to-five"``):
    higher is better."""
    return _high(cards) if ranking == "high" else _low(cards, ranking)


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
    # the cut-offs descend: count those above this score
    k = bisect_left(_NEGATED[ranking], -score(cards, ranking))
    return min(1.0, (k + 1) / 20)


_NEGATED = {r: [-c for c in cuts] for r, cuts in CUTS.items()}
