"""Every play of one rank (W-4, W-6, W-7), memoised: the same few shapes of a
rank's cards recur all game long, so each list of plays is built once.

>>> sorted(p.hand for p in plays_of(("7c", "7c", "7h"), (), 4, None))
[('7c',), ('7c', '7c'), ('7c', '7c', '7h'), ('7c', '7h'), ('7h',)]
>>> [(p.hand, p.face_up) for p in plays_of(("9s",), (2,), 1, None)]
[(('9s',), ()), ((), (2,))]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from functools import lru_cache
from itertools import combinations

from .actions import Play


@lru_cache(maxsize=50_000)
def plays_of(hand: tuple[str, ...], slots: tuple[int, ...], limit: int,
             mystery: int | None) -> tuple[Play, ...]:
    """Every play of one rank from ``hand`` (its codes of that rank, sorted) and the
    face-up ``slots``, at most ``limit`` cards besides the turned ``mystery`` card."""
    return tuple(Play(h, f, mystery) for f, h in _combos(hand, slots, limit)
                 if h or f or mystery is not None)


@lru_cache(maxsize=50_000)
def hand_plays(group: tuple[str, ...]) -> tuple[Play, ...]:
    """The plays of a rank held only in the hand, as many as four at once."""
    return plays_of(group, (), 4, None)


def _combos(hand: tuple[str, ...], slots: tuple[int, ...],
            limit: int) -> Iterator[tuple[tuple[int, ...], tuple[str, ...]]]:
    """(face-up positions, hand codes) of at most ``limit`` cards, the empty one too."""
    counts = Counter(hand)
    codes = sorted(counts)
    for k_up in range(min(limit, len(slots)) + 1):
        for ups in combinations(slots, k_up):
            for h in _multisets(codes, counts, limit - k_up):
                yield ups, h


def _multisets(codes: list[str], counts: Counter[str], most: int) -> Iterator[tuple[str, ...]]:
    """Sub-multisets of ``counts`` (over sorted ``codes``) with at most ``most`` cards."""
    def go(i: int, room: int, acc: tuple[str, ...]) -> Iterator[tuple[str, ...]]:
        if i == len(codes):
            yield acc
            return
        code = codes[i]
        for k in range(min(room, counts[code]) + 1):
            yield from go(i + 1, room - k, acc + (code,) * k)
    yield from go(0, most, ())
