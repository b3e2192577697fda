"""Swoop's card facts that do not depend on a game in progress: rank order, which
cards swoop, what a play does to the pile (W-5, W-6), card points (W-3, W-10, W-12)
and pack counts (W-1). The game, its bots and its table all take them from here. Cards are text
codes here (``"7h"``, ``"Xr"``): suits never matter in Swoop.

A card's *order* is A=1, 2..9, J=11, Q=12, K=13; a swoop card (any joker; a 10
unless only jokers swoop) has no order. With only jokers swooping a 10 ranks
between the 9 and the jack (order 10).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from ...cards import SUIT_SYMBOLS, make_deck

ORDER = {"A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9,
         "T": 10, "J": 11, "Q": 12, "K": 13}


def packs_for(players: int) -> int:
    """W-1: 3-4 players 2 packs, 5-6 players 3, 7-8 players 4 (with jokers)."""
    return 2 if players <= 4 else 3 if players <= 6 else 4


@cache
def pack_codes(packs: int) -> tuple[str, ...]:
    """The codes of ``packs`` packs with their jokers, in pack order (W-1)."""
    return tuple(c.code for c in make_deck(packs, jokers=True))


def swoop_ranks(jokers_only: bool) -> frozenset[str]:
    """W-3/W-12: jokers always swoop; 10s too unless only jokers swoop."""
    return frozenset("X") if jokers_only else frozenset("TX")


def order(code: str, jokers_only: bool) -> int | None:
    """The card's rank order, or ``None`` for a swoop card."""
    rank = code[0]
    if rank in swoop_ranks(jokers_only):
        return None
    return ORDER[rank]


def effect(rank: str, count: int, top: str, run: int,
           swoopers: frozenset[str]) -> tuple[bool, bool]:
    """What a play of ``count`` cards of ``rank`` does to a pile whose top holds
    ``run`` cards of rank ``top`` (``run`` 0: empty): (the player picks the pile up
    first, the play swoops). W-5: higher than the top picks up; W-6: a swoop card,
    or four equal on top after the play, swoops.

    >>> effect("K", 1, "7", 2, frozenset("TX")), effect("7", 2, "7", 2, frozenset("TX"))
    ((True, False), (False, True))
    >>> effect("T", 1, "7", 2, frozenset("TX")), effect("T", 1, "7", 2, frozenset("X"))
    ((False, True), (True, False))
    """
    if rank in swoopers:
        return False, True
    if run and ORDER[rank] > ORDER[top]:
        return True, count >= 4
    return False, count + (run if rank == top else 0) >= 4


def points(code: str, alternate: bool, jokers_only: bool) -> int:
    """W-10: A 1, 2-9 face value, J Q K 10, 10s and jokers 50; alternate scoring
    A-9 5, J Q K 10, 10s and jokers 20; with only jokers swooping a 10 scores 10."""
    r = code[0]
    if r == "X":
        return 20 if alternate else 50
    if r == "T":
        return 10 if jokers_only else 20 if alternate else 50
    if r in "JQK":
        return 10
    if alternate:
        return 5
    return 1 if r == "A" else int(r)


def _short(code: str) -> str:
    if code[0] == "X":
        return "Joker"
    return ("10" if code[0] == "T" else code[0]) + SUIT_SYMBOLS[code[1]]


SHORT = {r + s: _short(r + s) for r in ORDER for s in SUIT_SYMBOLS} | {"Xr": "Joker",
                                                                       "Xb": "Joker"}


def short(code: str) -> str:
    """Text for event lines: ``7♥``, ``10♠``, ``Joker``."""
    return SHORT[code]


def play_codes(hand: Sequence[str], face_up: Sequence[int], up: Sequence[str | None],
               revealed: str | None) -> list[str]:
    """The cards of a play in the order the table names them (its event line, the
    Play button, hints): the turned mystery card, the hand cards, then the face-up
    cards by position (``up``: the seat's face-up cards).

    >>> play_codes(["7c"], [2], [None, None, "7s", None], "7h")
    ['7h', '7c', '7s']
    """
    out = [revealed] if revealed is not None else []
    out += hand
    for k in face_up:
        code = up[k]
        if code is not None:
            out.append(code)
    return out


_COUNTS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
           "ten", "eleven", "twelve")


def face(rank: str) -> str:
    """A rank as the card faces show it: ``7``, ``10``, ``J``, ``A``, ``Joker``."""
    return "Joker" if rank == "X" else "10" if rank == "T" else rank


def cards(n: int) -> str:
    """``n`` cards in words: ``1 card``, ``3 cards``."""
    return "1 card" if n == 1 else f"{n} cards"


def many(rank: str, count: int) -> str:
    """``count`` cards of ``rank`` as the table says it: one is the bare face
    (``7``), more are counted in words (``two 7s``, ``four 10s``); a letter rank
    is named in words (``three aces``, ``two queens``), as "As" or "Q's" read badly.

    >>> many("7", 1), many("T", 2), many("A", 3), many("X", 2), many("5", 13)
    ('7', 'two 10s', 'three aces', 'two Jokers', '13 5s')
    >>> many("Q", 2), many("J", 4)
    ('two queens', 'four jacks')
    """
    if count == 1:
        return face(rank)
    n = _COUNTS[count] if count < len(_COUNTS) else str(count)
    return f"{n} {_LETTERS.get(rank, face(rank) + 's')}"


_LETTERS = {"A": "aces", "J": "jacks", "Q": "queens", "K": "kings"}
