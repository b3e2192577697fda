"""Poker hand evaluation: best five of 5..9 cards, high and low.

Rankings (``ranking=`` argument; aliases in brackets):

* ``"high"`` -- ordinary poker, ace high, the wheel 5-4-3-2-A counts as a five-high
  straight.
* ``"2-7"`` (``"deuce-to-seven"``) -- the high order read upside down: aces are high
  only, straights and flushes count against you, A-2-3-4-5 is ace-high nothing; the
  best hand is 7-5-4-3-2 offsuit.
* ``"a-5"`` (``"ace-to-five"``) -- aces low, straights and flushes ignored, pairs count
  against you; the best hand is 5-4-3-2-A.

**Convention: every value is a plain ``int`` and higher is always better** -- for the
low rankings the best low hand has the highest value, so callers always take ``max``.
Values of different rankings are not comparable with each other.

Fast paths work on int card codes (:func:`card_code`: ``rank_index * 4 + suit_index``,
rank index 0..12 for 2..A, suits ``c d h s`` = 0..3): :func:`high_value_codes`,
:func:`value_codes`, :func:`value_plus_one` (the best with at most one card more, as
Swingo's borrowing needs), :func:`hand_of`.  Card paths: :func:`high_value`,
:func:`evaluate` (a :class:`HandResult` with the five cards used and a name). Game
rules built on these (Swingo's board order and borrowing) live with their game.

Method: each card code maps to one int holding a 4-bit count for its rank and for its
suit, so a hand's rank multiset and suit counts are a single ``sum``.  The best
non-flush hand depends on the rank multiset only and is memoised per multiset (the
memo is filled lazily, so import builds only 52-entry tables); a flush is detected
from the suit counts and looked up by the suit's 13-bit rank mask.  Cards are
assumed to come from one pack (duplicates are evaluated by rank counts only).

>>> evaluate(parse_cards("Jc Jh Jd 8c 8h 9d Qd")).name
'Jacks full of Eights'
>>> evaluate(parse_cards("Ah 2c 3d 4s 5h Kd")).name
'Straight, Five high'
>>> evaluate(parse_cards("7c 5d 4h 3s 2c Kd Kh"), "2-7").name
'Seven-Five low (7-5-4-3-2)'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from itertools import combinations

from .cards import RANK_NAMES, RANK_PLURALS, SUITS, Card, parse_cards  # noqa: F401 (doctests)

__all__ = [
    "CATEGORIES", "RANKINGS", "HandResult",
    "card_code", "card_codes",
    "high_value", "high_value_codes", "value", "value_codes", "evaluate",
    "category_of", "name_of", "value_plus_one", "hand_of",
]

#: Hand classes by index (``value >> 20`` for high values).
CATEGORIES: tuple[str, ...] = (
    "High card", "Pair", "Two pair", "Three of a kind", "Straight", "Flush",
    "Full house", "Four of a kind", "Straight flush",
)

#: Accepted ``ranking`` names -> canonical name.
RANKINGS: dict[str, str] = {
    "high": "high", "2-7": "2-7", "deuce-to-seven": "2-7",
    "a-5": "a-5", "ace-to-five": "a-5",
}

_ORDER = "23456789TJQKA"          # rank index 0..12 -> rank letter
_RANK_INDEX = {r: i for i, r in enumerate(_ORDER)}
_SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}
_CARDS: tuple[Card, ...] = tuple(Card(_ORDER[c >> 2], SUITS[c & 3]) for c in range(52))
_SUIT_SHIFT = 52
_RANK_MASK = (1 << 52) - 1
#: code -> one int: a 1 in the rank's nibble (bits 0..51) and the suit's (bits 52..67).
_CV: tuple[int, ...] = tuple((1 << ((c >> 2) << 2)) + (1 << (_SUIT_SHIFT + ((c & 3) << 2)))
                             for c in range(52))
_LOW_BASE = 9 << 20                # low value = _LOW_BASE - (worse-is-higher value)
_WHEEL = 0b1000000001111           # A 5 4 3 2 as a rank-index mask


# ---------------------------------------------------------------- card codes

def card_code(card: Card) -> int:
    """The int code of a card (``rank_index * 4 + suit_index``); ValueError for jokers."""
    try:
        return (_RANK_INDEX[card.rank] << 2) | _SUIT_INDEX[card.suit]
    except KeyError:
        raise ValueError(f"cannot evaluate {card!r}") from None


def card_codes(cards: Iterable[Card]) -> list[int]:
    """Int codes of cards, for the ``*_codes`` fast paths."""
    ri, si = _RANK_INDEX, _SUIT_INDEX
    try:
        return [(ri[c.rank] << 2) | si[c.suit] for c in cards]
    except KeyError:
        raise ValueError(f"cannot evaluate jokers: {list(cards)!r}") from None


# ---------------------------------------------------------------- value packing

def _pack(cat: int, vals: Sequence[int]) -> int:
    v = cat
    for i in range(5):
        v = (v << 4) | (vals[i] if i < len(vals) else 0)
    return v


def _straight_high(mask: int, wheel: bool) -> int:
    """Highest straight in a 13-bit rank-index mask as a card value (5..14), or 0."""
    for hi in range(12, 3, -1):
        s = 0x1F << (hi - 4)
        if mask & s == s:
            return hi + 2
    if wheel and mask & _WHEEL == _WHEEL:
        return 5
    return 0


def _group_value(vals: Sequence[int]) -> int:
    """Value of exactly five card values by groups only (no straights or flushes)."""
    cnt: dict[int, int] = {}
    for v in vals:
        cnt[v] = cnt.get(v, 0) + 1
    groups = sorted(cnt.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    shape = tuple(n for _, n in groups)
    cat = {(1, 1, 1, 1, 1): 0, (2, 1, 1, 1): 1, (2, 2, 1): 2, (3, 1, 1): 3,
           (3, 2): 6, (4, 1): 7}.get(shape, 7)
    return _pack(cat, [v for v, _ in groups])


def _counts(rk: int) -> list[int]:
    return [(rk >> (r << 2)) & 15 for r in range(13)]


def _rank_best_high(rk: int, wheel: bool = True) -> int:
    """Best high value (ignoring flushes) of a rank multiset given as a nibble key."""
    cnt = _counts(rk)
    desc = [r for r in range(12, -1, -1) if cnt[r]]
    q = next((r for r in desc if cnt[r] >= 4), -1)
    if q >= 0:
        k = next((r for r in desc if r != q), q)
        return _pack(7, [q + 2, k + 2])
    t = next((r for r in desc if cnt[r] >= 3), -1)
    if t >= 0:
        p = next((r for r in desc if r != t and cnt[r] >= 2), -1)
        if p >= 0:
            return _pack(6, [t + 2, p + 2])
    mask = 0
    for r in desc:
        mask |= 1 << r
    s = _straight_high(mask, wheel)
    if s:
        return _pack(4, [s])
    if t >= 0:
        return _pack(3, [t + 2] + [r + 2 for r in desc if r != t][:2])
    pairs = [r for r in desc if cnt[r] >= 2]
    if len(pairs) >= 2:
        p1, p2 = pairs[0], pairs[1]
        k = next(r for r in desc if r != p1 and r != p2)
        return _pack(2, [p1 + 2, p2 + 2, k + 2])
    if pairs:
        p = pairs[0]
        return _pack(1, [p + 2] + [r + 2 for r in desc if r != p][:3])
    return _pack(0, [r + 2 for r in desc[:5]])


def _flush_high(mask: int, wheel: bool = True) -> int:
    """Flush or straight-flush value of one suit's 13-bit rank mask (0 if < 5 ranks)."""
    desc = [r for r in range(12, -1, -1) if mask >> r & 1]
    if len(desc) < 5:
        return 0
    s = _straight_high(mask, wheel)
    if s:
        return _pack(8, [s])
    return _pack(5, [r + 2 for r in desc[:5]])


_HIGH_MEMO: dict[int, int] = {}
_FLUSH_MEMO: dict[int, int] = {}


def _flush_part(codes: Iterable[int], f: int) -> int:
    """Best flush value given the ``0x8888``-style flag word of suits holding >= 5."""
    best = 0
    for s in range(4):
        if f >> ((s << 2) + 3) & 1:
            m = 0
            for c in codes:
                if c & 3 == s:
                    m |= 1 << (c >> 2)
            v = _FLUSH_MEMO.get(m)
            if v is None:
                v = _FLUSH_MEMO[m] = _flush_high(m)
            if v > best:
                best = v
    return best


# ---------------------------------------------------------------- high, int paths

def high_value_codes(codes: Sequence[int]) -> int:
    """Best five-card HIGH value of 5..9 int card codes (higher is better)."""
    cv = _CV
    key = 0
    for c in codes:
        key += cv[c]
    rk = key & _RANK_MASK
    v = _HIGH_MEMO.get(rk)
    if v is None:
        v = _HIGH_MEMO[rk] = _rank_best_high(rk)
    f = ((key >> _SUIT_SHIFT) + 0x3333) & 0x8888
    if f:
        fv = _flush_part(codes, f)
        if fv > v:
            return fv
    return v


def high_value(cards: Iterable[Card]) -> int:
    """Best five-card HIGH value of 5..9 cards (higher is better)."""
    return high_value_codes(card_codes(cards))


# ---------------------------------------------------------------- low, int paths

_R27_MEMO: dict[int, int] = {}     # rank multiset -> best 2-7 low value ignoring flushes
_R5_27_MEMO: dict[int, int] = {}   # five-card rank multiset -> 2-7 "high" value
_A5_MEMO: dict[int, int] = {}      # rank multiset -> best a-5 low value


def _key_of_ranks(ranks: Iterable[int]) -> int:
    k = 0
    for r in ranks:
        k += 1 << (r << 2)
    return k


def _rank_best_27(rk: int) -> int:
    """Best deuce-to-seven low (as a low value) of a rank multiset, flushes ignored."""
    cnt = _counts(rk)
    desc = [r for r in range(12, -1, -1) if cnt[r]]
    if len(desc) >= 5:
        for combo in reversed(list(combinations(desc, 5))):   # lowest first
            if combo[0] - combo[4] != 4:                      # not a straight
                return _LOW_BASE - _pack(0, [r + 2 for r in combo])
    expanded = [r for r in desc for _ in range(cnt[r])]
    worst = min(_rank_best_high(_key_of_ranks(c), wheel=False)
                for c in set(combinations(expanded, 5)))
    return _LOW_BASE - worst


def _five_27(codes5: Sequence[int]) -> int:
    """Deuce-to-seven value (higher = WORSE, i.e. the high value without the wheel)."""
    rk = 0
    for c in codes5:
        rk += 1 << ((c >> 2) << 2)
    v = _R5_27_MEMO.get(rk)
    if v is None:
        v = _R5_27_MEMO[rk] = _rank_best_high(rk, wheel=False)
    s = codes5[0] & 3
    if all(c & 3 == s for c in codes5):
        m = 0
        for c in codes5:
            m |= 1 << (c >> 2)
        fv = _flush_high(m, wheel=False)
        if fv > v:
            return fv
    return v


def low27_value_codes(codes: Sequence[int]) -> int:
    """Best deuce-to-seven low of 5..9 int codes; higher value = better low."""
    cv = _CV
    key = 0
    for c in codes:
        key += cv[c]
    if ((key >> _SUIT_SHIFT) + 0x3333) & 0x8888:     # some suit holds five: exact search
        return _LOW_BASE - min(_five_27(f) for f in combinations(codes, 5))
    rk = key & _RANK_MASK
    v = _R27_MEMO.get(rk)
    if v is None:
        v = _R27_MEMO[rk] = _rank_best_27(rk)
    return v


def _rank_best_a5(rk: int) -> int:
    """Best ace-to-five low (as a low value) of a rank multiset."""
    cnt = _counts(rk)
    lows = [cnt[12]] + cnt[:12]                      # index 0 = ace (value 1) .. 12 = king
    asc = [r for r in range(13) if lows[r]]
    if len(asc) >= 5:
        return _LOW_BASE - _pack(0, [r + 1 for r in reversed(asc[:5])])
    expanded = [r + 1 for r in asc for _ in range(min(lows[r], 4))]
    return _LOW_BASE - min(_group_value(c) for c in set(combinations(expanded, 5)))


def lowa5_value_codes(codes: Sequence[int]) -> int:
    """Best ace-to-five low of 5..9 int codes; higher value = better low."""
    rk = 0
    for c in codes:
        rk += 1 << ((c >> 2) << 2)
    v = _A5_MEMO.get(rk)
    if v is None:
        v = _A5_MEMO[rk] = _rank_best_a5(rk)
    return v


_VALUE_FNS = {"high": high_value_codes, "2-7": low27_value_codes, "a-5": lowa5_value_codes}


def _canon(ranking: str) -> str:
    try:
        return RANKINGS[ranking]
    except KeyError:
        raise ValueError(f"unknown ranking {ranking!r}; use one of {sorted(RANKINGS)}") from None


def value_codes(codes: Sequence[int], ranking: str = "high") -> int:
    """Best value of 5..9 int codes for ``ranking`` (higher is always better)."""
    return _VALUE_FNS[_canon(ranking)](codes)


def value(cards: Iterable[Card], ranking: str = "high") -> int:
    """Best value of 5..9 cards for ``ranking`` (higher is always better)."""
    return _VALUE_FNS[_canon(ranking)](card_codes(cards))


# ---------------------------------------------------------------- names

def _nibbles(v: int) -> list[int]:
    return [(v >> s) & 15 for s in (16, 12, 8, 4, 0)]


def _letter(val: int) -> str:
    return "A" if val in (1, 14) else _ORDER[val - 2]


def _one(val: int) -> str:
    return RANK_NAMES[_letter(val)]


def _many(val: int) -> str:
    return RANK_PLURALS[_letter(val)]


def _raw(v: int, ranking: str) -> int:
    """The worse-is-lower 'high style' value behind a value of ``ranking``."""
    return v if ranking == "high" else _LOW_BASE - v


def category_of(v: int, ranking: str = "high") -> str:
    """Hand class name of a value (for lows: the class the low hand falls in)."""
    return CATEGORIES[_raw(v, _canon(ranking)) >> 20]


def name_of(v: int, ranking: str = "high") -> str:
    """Readable name of a value: ``"Jacks full of Eights"``, ``"Seven-Five low (7-5-4-3-2)"``."""
    ranking = _canon(ranking)
    raw = _raw(v, ranking)
    cat = raw >> 20
    n = _nibbles(raw)
    if cat == 8:
        return "Royal flush" if n[0] == 14 else f"Straight flush, {_one(n[0])} high"
    if cat == 7:
        return f"Four {_many(n[0])}"
    if cat == 6:
        return f"{_many(n[0])} full of {_many(n[1])}"
    if cat == 5:
        return f"Flush, {_one(n[0])} high"
    if cat == 4:
        return f"Straight, {_one(n[0])} high"
    if cat == 3:
        return f"Three {_many(n[0])}"
    if cat == 2:
        return f"Two pair, {_many(n[0])} and {_many(n[1])}"
    if cat == 1:
        return f"Pair of {_many(n[0])}"
    if ranking == "high":
        return f"{_one(n[0])} high"
    # all five ranks: "Eight-Seven low" alone names 8-7-6-5-2 and 8-7-5-4-2 alike
    ranks = "-".join("10" if _letter(x) == "T" else _letter(x) for x in n)
    return f"{_one(n[0])}-{_one(n[1])} low ({ranks})"



#: How a name from ``name_of`` reads inside a sentence ("wins with a pair of Fours").
_IN_SENTENCE = (("Royal flush", "a royal flush"), ("Straight flush", "a straight flush"),
                ("Flush", "a flush"), ("Straight", "a straight"), ("Two pair", "two pair"),
                ("Pair of", "a pair of"), ("Three ", "three "), ("Four ", "four "))


def in_sentence(name: str) -> str:
    """``name`` (from ``name_of``) as it reads after "with" or "have": the category
    in small letters with its article, the ranks as the cards name them.

    >>> in_sentence("Two pair, Jacks and Sixes"), in_sentence("Pair of Fours")
    ('two pair, Jacks and Sixes', 'a pair of Fours')
    >>> in_sentence("Straight, Six high"), in_sentence("Ace high")
    ('a straight, Six high', 'Ace high')
    """
    for start, words in _IN_SENTENCE:
        if name.startswith(start):
            return words + name[len(start):]
    return name

# ---------------------------------------------------------------- results

@dataclass(frozen=True, slots=True, order=True)
class HandResult:
    """A best hand: compares (``<``, ``==``) by ``value`` only; higher is better."""

    value: int
    cards: tuple[Card, ...] = field(compare=False)   # the five cards used
    name: str = field(compare=False)
    category: str = field(compare=False)


def _needs(v: int, ranking: str) -> list[tuple[int, int]]:
    """(rank index 0..12, count) the five cards of value ``v`` must contain."""
    raw = _raw(v, ranking)
    cat = raw >> 20
    n = _nibbles(raw)
    if cat in (4, 8):
        vals = [n[0] - i for i in range(5)]
    elif cat in (0, 5):
        vals = n
    else:
        shape = {7: (4, 1), 6: (3, 2), 3: (3, 1, 1), 2: (2, 2, 1), 1: (2, 1, 1, 1)}[cat]
        return [((12 if x == 1 else x - 2), k) for x, k in zip(n, shape, strict=False)]
    return [((12 if x == 1 else x - 2), 1) for x in vals]


_NEEDS_MEMO: dict[tuple[int, str], tuple[tuple[int, int], ...]] = {}
_LABEL_MEMO: dict[tuple[int, str], tuple[str, str]] = {}


def _label(v: int, ranking: str) -> tuple[str, str]:
    """Memoised (name, category) of a value of a canonical ranking."""
    key = (v, ranking)
    got = _LABEL_MEMO.get(key)
    if got is None:
        got = _LABEL_MEMO[key] = (name_of(v, ranking), category_of(v, ranking))
    return got


def _pick(codes: Sequence[int], needs: Sequence[tuple[int, int]],
          suit: int) -> list[int] | None:
    by: dict[int, list[int]] = {}
    for c in codes:
        if suit < 0 or c & 3 == suit:
            r = c >> 2
            if r in by:
                by[r].append(c)
            else:
                by[r] = [c]
    out: list[int] = []
    for r, k in needs:
        got = by.get(r)
        if got is None or len(got) < k:
            return None
        out += got[:k]
    return out


def _five(codes: Sequence[int], v: int, ranking: str) -> list[int]:
    """Five of ``codes`` whose value is ``v`` (the best value of ``codes``)."""
    fn = _VALUE_FNS[ranking]
    needs = _NEEDS_MEMO.get((v, ranking))
    if needs is None:
        needs = _NEEDS_MEMO[(v, ranking)] = tuple(_needs(v, ranking))
    raw_cat = _raw(v, ranking) >> 20
    if raw_cat in (5, 8):
        for s in range(4):
            if sum(1 for c in codes if c & 3 == s) >= 5:
                got = _pick(codes, needs, s)
                if got is not None and (ranking == "high" or fn(got) == v):
                    return got
    else:
        got = _pick(codes, needs, -1)
        # For "high" and "a-5" any such pick has value v (a flush would beat a straight;
        # a-5 ignores suits); 2-7 must avoid an accidental flush or straight flush.
        if got is not None and (ranking != "2-7" or fn(got) == v):
            return got
    for combo in combinations(codes, 5):                  # rare: 2-7 flush avoidance
        if fn(combo) == v:
            return list(combo)
    raise AssertionError("no five cards reach the best value")  # pragma: no cover


def _result(codes: Sequence[int], ranking: str) -> HandResult:
    if not 5 <= len(codes) <= 9:
        raise ValueError(f"need 5 to 9 cards, not {len(codes)}")
    v = _VALUE_FNS[ranking](codes)
    five = _five(codes, v, ranking)
    cards = _CARDS
    name, cat = _label(v, ranking)
    return HandResult(v, tuple([cards[c] for c in five]), name, cat)


def evaluate(cards: Iterable[Card], ranking: str = "high") -> HandResult:
    """Best five of 5..9 cards for ``ranking``: value, the five cards used, name."""
    return _result(card_codes(cards), _canon(ranking))


# ---------------------------------------------------------------- one card more

def hand_of(codes: Sequence[int], v: int, ranking: str = "high") -> HandResult:
    """The :class:`HandResult` of int ``codes`` whose best value (for ``ranking``) is
    already known to be ``v``: the five cards reaching it and its name."""
    ranking = _canon(ranking)
    name, cat = _label(v, ranking)
    return HandResult(v, tuple([_CARDS[c] for c in _five(codes, v, ranking)]), name, cat)


def value_plus_one(own: Sequence[int], extras: Sequence[int],
                   ranking: str = "high") -> tuple[int, int]:
    """The best value of ``own`` plus at most one of ``extras`` (int codes), and the
    index in ``extras`` of the card that adds it, or -1 when none improves ``own``.
    Ties keep ``own`` alone, then the earliest extra. For "high" each extra costs one
    memo lookup, not a whole evaluation."""
    ranking = _canon(ranking)
    if ranking != "high":
        fn = _VALUE_FNS[ranking]
        best, at = fn(own), -1
        ext = list(own)
        ext.append(0)
        for i, x in enumerate(extras):
            ext[-1] = x
            v = fn(ext)
            if v > best:
                best, at = v, i
        return best, at
    cv = _CV
    key = 0
    for c in own:
        key += cv[c]
    best, at = high_value_codes(own), -1
    memo = _HIGH_MEMO
    for i, x in enumerate(extras):
        k = key + cv[x]
        rk = k & _RANK_MASK
        hv = memo.get(rk)
        if hv is None:
            hv = memo[rk] = _rank_best_high(rk)
        f = ((k >> _SUIT_SHIFT) + 0x3333) & 0x8888
        if f:
            fv = _flush_part([*own, x], f)
            if fv > hv:
                hv = fv
        if hv > best:
            best, at = hv, i
    return best, at
