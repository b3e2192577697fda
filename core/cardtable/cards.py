"""Cards, packs and seeded shuffles.

A card's text code is rank + suit: ranks ``A23456789TJQK``, suits ``cdhs``
(``"Ah"``, ``"Td"``, ``"9c"``, ``"2s"``).  Jokers use the rank ``X`` and a colour
instead of a suit: ``"Xr"`` (red joker) and ``"Xb"`` (black joker).

>>> Card.parse("Qh").name
'Queen of hearts'
>>> [c.code for c in make_deck(packs=1, jokers=True)[-3:]]
['Ks', 'Xr', 'Xb']
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache

RANKS = "A23456789TJQK"
SUITS = "cdhs"
JOKER = "X"
JOKER_COLOURS = "rb"

RANK_NAMES = {
    "A": "Ace", "2": "Two", "3": "Three", "4": "Four", "5": "Five", "6": "Six",
    "7": "Seven", "8": "Eight", "9": "Nine", "T": "Ten", "J": "Jack", "Q": "Queen",
    "K": "King",
}
RANK_PLURALS = {r: (n + "es" if n == "Six" else n + "s") for r, n in RANK_NAMES.items()}
SUIT_NAMES = {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"}
SUIT_SYMBOLS = {"c": "\u2663", "d": "\u2666", "h": "\u2665", "s": "\u2660"}

#: Poker value of a rank: 2..14, ace high.
HIGH_VALUE = {r: i for i, r in enumerate("23456789TJQKA", start=2)}


class CardError(ValueError):
    """A text that is not a card code."""


@dataclass(frozen=True, slots=True)
class Card:
    """One playing card. Equal cards from different packs compare equal."""

    rank: str
    suit: str

    @staticmethod
    def parse(code: str) -> Card:
        """The card for a code such as ``"Ah"`` or ``"Xr"``; raises :class:`CardError`."""
        return _parse(code)

    @property
    def code(self) -> str:
        return self.rank + self.suit

    @property
    def is_joker(self) -> bool:
        return self.rank == JOKER

    @property
    def value(self) -> int:
        """Poker value, 2..14 with the ace high; 0 for a joker."""
        return HIGH_VALUE.get(self.rank, 0)

    @property
    def is_red(self) -> bool:
        return self.suit in "dhr"

    @property
    def name(self) -> str:
        """Accessible name: ``"Queen of hearts"``, ``"Red joker"``."""
        if self.is_joker:
            return ("Red" if self.suit == "r" else "Black") + " joker"
        return f"{RANK_NAMES[self.rank]} of {SUIT_NAMES[self.suit]}"

    @property
    def short(self) -> str:
        """The table's text form for event lines: ``"Q\u2665"``, ``"10\u2660"``, ``"Joker"``."""
        if self.is_joker:
            return "Joker"
        return ("10" if self.rank == "T" else self.rank) + SUIT_SYMBOLS[self.suit]

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card({self.code!r})"


@cache
def _parse(code: str) -> Card:
    if not isinstance(code, str) or len(code) != 2:
        raise CardError(f"not a card code: {code!r} (expected e.g. 'Ah', 'Td', 'Xr')")
    rank, suit = code[0].upper(), code[1].lower()
    if rank == JOKER and suit in JOKER_COLOURS:
        return Card(rank, suit)
    if rank in RANKS and suit in SUITS:
        return Card(rank, suit)
    raise CardError(f"not a card code: {code!r} (expected e.g. 'Ah', 'Td', 'Xr')")


def parse_cards(codes: str | list[str] | tuple[str, ...]) -> list[Card]:
    """Cards from codes: a list, or one string separated by spaces (``"Ah Kd"``)."""
    if isinstance(codes, str):
        codes = codes.split()
    return [Card.parse(c) for c in codes]


def make_deck(packs: int = 1, jokers: bool = False) -> list[Card]:
    """``packs`` standard packs in order (clubs, diamonds, hearts, spades; A..K each),
    each followed by its two jokers when ``jokers`` is true."""
    if packs < 1:
        raise ValueError(f"a deck needs at least one pack, not {packs}")
    one = [Card(r, s) for s in SUITS for r in RANKS]
    if jokers:
        one += [Card(JOKER, "r"), Card(JOKER, "b")]
    return one * packs


def shuffled(cards: list[Card], rng: random.Random) -> list[Card]:
    """A shuffled copy of ``cards`` using the injected generator (top card first)."""
    out = list(cards)
    rng.shuffle(out)
    return out
