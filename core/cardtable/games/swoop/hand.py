"""A Swoop hand kept grouped by rank, because every question the rules ask of a
hand is about one rank: which plays it allows, whether it holds these cards.
Each rank keeps the plays its cards allow on their own (memoised, see
:mod:`.plays`), so listing the legal plays never regroups the hand, and a play
or a pick-up touches only the ranks it moves.

>>> h = Hand(["7h", "Kc", "7c", "7h"])
>>> h.groups
{'7': ('7c', '7h', '7h'), 'K': ('Kc',)}
>>> h.removal(["7h", "7c"]), h.removal(["7c", "7c"]), h.removal(["7c", "Kc"])
(('7', ('7h',)), None, None)
>>> h.take(h.removal(["7h"])); h.add(["2d", "7s"]); sorted(h), len(h), h.count("7h")
(['2d', '7c', '7h', '7s', 'Kc'], 5, 1)
>>> h.missing(["7c", "7c"]), h.missing(["7c", "Kc"])
('7c', None)
>>> len(h.plays["7"]), h.plays["7"][0]
(7, Play(hand=('7s',), face_up=(), mystery=None))
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence

from .actions import Play
from .plays import hand_plays

#: A hand's cards of one rank taken out: ``(rank, the cards of that rank left)``.
Removal = tuple[str, tuple[str, ...]]


class Hand:
    """A multiset of card codes. ``groups`` maps each rank held to its codes, sorted;
    ``plays`` maps it to the plays of those cards alone. Iterating gives every
    code, a rank's codes together."""

    __slots__ = ("groups", "plays", "_size")

    def __init__(self, codes: Iterable[str] = ()) -> None:
        self.groups: dict[str, tuple[str, ...]] = {}
        self.plays: dict[str, tuple[Play, ...]] = {}
        self._size = 0
        self.add(codes)

    def add(self, codes: Iterable[str]) -> None:
        new: dict[str, list[str]] = {}  # by rank, in the order met: the same game every run
        for code in codes:
            r = code[0]
            if r in new:
                new[r].append(code)
            else:
                new[r] = [code]
        groups = self.groups
        for r, more in new.items():
            self._size += len(more)
            g = groups[r] = tuple(sorted((*groups.get(r, ()), *more)))
            self.plays[r] = hand_plays(g)

    def removal(self, codes: Sequence[str]) -> Removal | None:
        """What taking ``codes`` would leave, when they are all held and of one rank:
        ``(rank, that rank's cards left)``, for :meth:`take`; else None. Changes nothing."""
        if not codes or not isinstance(codes[0], str):
            return None
        rank = codes[0][:1]
        rest = list(self.groups.get(rank, ()))
        for code in codes:
            try:
                rest.remove(code)
            except ValueError:  # not held (or not of this rank)
                return None
        return rank, tuple(rest)

    def take(self, removal: Removal) -> None:
        """Take out the cards of a :meth:`removal` worked out on this hand as it is."""
        rank, rest = removal
        self._size -= len(self.groups[rank]) - len(rest)
        if rest:
            self.groups[rank] = rest
            self.plays[rank] = hand_plays(rest)
        else:
            del self.groups[rank], self.plays[rank]

    def missing(self, codes: Sequence[object]) -> object | None:
        """The first of ``codes`` named more times than the hand holds it, or None."""
        groups = self.groups
        for code in codes:
            held = groups.get(code[:1], ()) if isinstance(code, str) else ()
            if code not in held or (len(codes) > 1 and codes.count(code) > held.count(code)):
                return code
        return None

    def count(self, code: object) -> int:
        return self.groups.get(code[:1], ()).count(code) if isinstance(code, str) else 0

    def __deepcopy__(self, memo: object) -> Hand:
        return self.copy()  # what a state's clone uses (``engine.fresh_copy``)

    def copy(self) -> Hand:
        h = Hand.__new__(Hand)
        h.groups = dict(self.groups)
        h.plays = dict(self.plays)
        h._size = self._size
        return h

    def __len__(self) -> int:
        return self._size

    def __iter__(self) -> Iterator[str]:
        for g in self.groups.values():
            yield from g

    def __contains__(self, code: object) -> bool:
        return isinstance(code, str) and code in self.groups.get(code[:1], ())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Hand):
            return self.groups == other.groups
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Hand({sorted(self)!r})"
