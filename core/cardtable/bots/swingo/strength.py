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


#: High-low (S-12): a five's expected share of the pot at a five-player showdown
#: against four fives from the top 55% (the players who stay), by the five's place in
#: each half (rows: :func:`top_share_codes` for high, columns: for the low ranking, in
#: steps of 10%); measured on 9,000 random fives, 30 deals each (naive splits, a random
#: river, one borrowed card each), cells with few fives shrunk toward the rows' and
#: columns' means and made monotone. The low half counts most: a five good for high
#: only mostly splits, or loses the half to a better high.
SPLIT_SHARES: dict[str, list[list[float]]] = {
    "deuce-to-seven": [
        [0.552, 0.439, 0.39, 0.342, 0.342, 0.299, 0.29, 0.29, 0.278, 0.249],
        [0.472, 0.326, 0.318, 0.236, 0.231, 0.167, 0.149, 0.149, 0.121, 0.112],
        [0.411, 0.305, 0.258, 0.17, 0.17, 0.129, 0.125, 0.124, 0.099, 0.09],
        [0.411, 0.283, 0.258, 0.17, 0.17, 0.129, 0.125, 0.102, 0.072, 0.072],
        [0.39, 0.283, 0.241, 0.162, 0.153, 0.1, 0.079, 0.069, 0.069, 0.068],
        [0.362, 0.283, 0.227, 0.135, 0.135, 0.1, 0.079, 0.069, 0.067, 0.067],
        [0.362, 0.248, 0.224, 0.135, 0.135, 0.098, 0.069, 0.069, 0.067, 0.06],
        [0.362, 0.227, 0.165, 0.106, 0.106, 0.059, 0.026, 0.025, 0.015, 0.015],
        [0.283, 0.191, 0.165, 0.086, 0.086, 0.048, 0.026, 0.025, 0.015, 0.009],
        [0.283, 0.191, 0.159, 0.086, 0.086, 0.048, 0.026, 0.025, 0.015, 0.009]],
    "ace-to-five": [
        [0.601, 0.431, 0.431, 0.382, 0.333, 0.304, 0.304, 0.291, 0.291, 0.273],
        [0.547, 0.376, 0.3, 0.265, 0.198, 0.172, 0.162, 0.132, 0.132, 0.116],
        [0.498, 0.362, 0.27, 0.24, 0.175, 0.136, 0.124, 0.094, 0.094, 0.094],
        [0.436, 0.302, 0.237, 0.201, 0.156, 0.13, 0.111, 0.094, 0.08, 0.077],
        [0.436, 0.302, 0.237, 0.201, 0.134, 0.09, 0.09, 0.077, 0.069, 0.069],
        [0.436, 0.296, 0.226, 0.201, 0.134, 0.09, 0.09, 0.076, 0.069, 0.069],
        [0.416, 0.291, 0.205, 0.171, 0.125, 0.075, 0.075, 0.075, 0.069, 0.069],
        [0.385, 0.24, 0.18, 0.13, 0.077, 0.063, 0.052, 0.052, 0.052, 0.052],
        [0.343, 0.2, 0.14, 0.118, 0.06, 0.032, 0.025, 0.024, 0.02, 0.014],
        [0.301, 0.2, 0.14, 0.095, 0.056, 0.032, 0.025, 0.024, 0.02, 0.014]],
}
#: For each cell of :data:`SPLIT_SHARES`, the share of all fives whose cell expects
#: at least as much (100,000 random fives): a five's place, as :func:`top_share`.
SPLIT_PLACES: dict[str, list[list[float]]] = {
    "deuce-to-seven": [
        [0.01, 0.02, 0.06, 0.11, 0.11, 0.15, 0.18, 0.18, 0.24, 0.28],
        [0.02, 0.12, 0.13, 0.31, 0.31, 0.42, 0.5, 0.5, 0.59, 0.61],
        [0.05, 0.14, 0.26, 0.4, 0.4, 0.55, 0.57, 0.58, 0.69, 0.71],
        [0.05, 0.22, 0.26, 0.4, 0.4, 0.55, 0.57, 0.64, 0.81, 0.81],
        [0.06, 0.22, 0.3, 0.46, 0.48, 0.67, 0.77, 0.86, 0.86, 0.87],
        [0.11, 0.22, 0.35, 0.52, 0.52, 0.67, 0.77, 0.86, 0.89, 0.89],
        [0.11, 0.29, 0.36, 0.52, 0.52, 0.7, 0.86, 0.86, 0.89, 0.9],
        [0.11, 0.35, 0.45, 0.63, 0.63, 0.92, 0.97, 0.99, 1.0, 1.0],
        [0.22, 0.38, 0.45, 0.74, 0.74, 0.94, 0.97, 0.99, 1.0, 1.0],
        [0.22, 0.38, 0.48, 0.74, 0.74, 0.94, 0.97, 0.99, 1.0, 1.0]],
    "ace-to-five": [
        [0.01, 0.05, 0.05, 0.11, 0.13, 0.14, 0.14, 0.23, 0.23, 0.26],
        [0.01, 0.12, 0.17, 0.27, 0.4, 0.44, 0.46, 0.55, 0.55, 0.62],
        [0.02, 0.12, 0.27, 0.31, 0.43, 0.5, 0.6, 0.69, 0.69, 0.69],
        [0.04, 0.16, 0.33, 0.37, 0.47, 0.58, 0.63, 0.69, 0.74, 0.8],
        [0.04, 0.16, 0.33, 0.37, 0.53, 0.73, 0.73, 0.8, 0.9, 0.9],
        [0.04, 0.18, 0.33, 0.37, 0.53, 0.73, 0.73, 0.82, 0.9, 0.9],
        [0.08, 0.23, 0.35, 0.46, 0.59, 0.84, 0.84, 0.84, 0.9, 0.9],
        [0.1, 0.31, 0.42, 0.58, 0.8, 0.91, 0.94, 0.94, 0.94, 0.94],
        [0.12, 0.39, 0.49, 0.6, 0.92, 0.96, 0.98, 0.99, 1.0, 1.0],
        [0.17, 0.39, 0.49, 0.64, 0.93, 0.96, 0.98, 0.99, 1.0, 1.0]],
}


#: For each column of :data:`SPLIT_PLACES` (the five's place for low), the best place
#: any high place reaches with it.
_SPLIT_BEST = {low: [min(row[k] for row in rows) for k in range(10)]
               for low, rows in SPLIT_PLACES.items()}


def split_in_top(codes: Sequence[int], low: str, share: float) -> bool:
    """``split_top_share(codes, low) <= share``, cheaper when the five's low place
    alone rules it out (most rejections while drawing fives from a top range)."""
    column = _tenth(top_share_codes(codes, low))
    if _SPLIT_BEST[low][column] > share:
        return False
    return SPLIT_PLACES[low][_tenth(top_share_codes(codes, "high"))][column] <= share


def split_pot_share(codes: Sequence[int], low: str) -> float:
    """High-low: the five's expected share of a five-player pot (:data:`SPLIT_SHARES`)."""
    return SPLIT_SHARES[low][_tenth(top_share_codes(codes, "high"))][
        _tenth(top_share_codes(codes, low))]


def _tenth(share: float) -> int:
    """0 for the top 10% (shares 0.05 and 0.1), ... 9 for the last 10%."""
    return max(0, min(9, (int(round(share * 20)) - 1) // 2))


def split_top_share(codes: Sequence[int], low: str) -> float:
    """High-low: the share of all fives expecting at least this five's share of the
    pot (0.05: a top-5% five), as :func:`top_share_codes` does for one ranking."""
    return SPLIT_PLACES[low][_tenth(top_share_codes(codes, "high"))][
        _tenth(top_share_codes(codes, low))]

