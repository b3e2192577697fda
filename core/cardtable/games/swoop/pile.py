"""The Swoop pile, which keeps count of the equal cards on its top as plays land, because
every play asks about that run: may this many go on (W-6), does it swoop (W-5)?

>>> p = Pile(["9c", "7d"])
>>> p.put(["7h", "7s"]); p.cards, p.rank, p.run
(['9c', '7d', '7h', '7s'], '7', 3)
>>> p.take(), p.cards, p.rank, p.run, len(p)
(['9c', '7d', '7h', '7s'], [], '', 0, 0)
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence


class Pile:
    """The cards of the pile, bottom first (``cards``), the rank on top (``rank``, ``""``
    when empty) and how many cards of it lie there in a row (``run``)."""

    __slots__ = ("cards", "rank", "run")

    def __init__(self, cards: Iterable[str] = ()) -> None:
        self.cards: list[str] = []
        self.rank = ""
        self.run = 0
        for code in cards:
            self.put((code,))

    def put(self, cards: Sequence[str]) -> None:
        """Lay ``cards``, all of one rank, on top."""
        rank = cards[0][0]
        if rank == self.rank:
            self.run += len(cards)
        else:
            self.rank, self.run = rank, len(cards)
        self.cards += cards

    def take(self) -> list[str]:
        """Every card, bottom first, leaving the pile empty (a pick-up or a swoop)."""
        cards, self.cards, self.rank, self.run = self.cards, [], "", 0
        return cards

    def __deepcopy__(self, memo: object) -> Pile:
        return self.copy()  # what a state's clone uses (``engine.fresh_copy``)

    def copy(self) -> Pile:
        p = Pile.__new__(Pile)
        p.cards, p.rank, p.run = list(self.cards), self.rank, self.run
        return p

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[str]:
        return iter(self.cards)

    def __repr__(self) -> str:
        return f"Pile({self.cards!r})"
