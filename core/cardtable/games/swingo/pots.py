"""Pots derived from what each player put in (PokerKit's way: never tracked by hand).

A hand records only ``committed[seat]``, the chips each seat has put in so far.
The main pot and the side pots follow from those numbers and from who is still
in the hand (S-4 table stakes: an all-in player can win from each other player
at most what they put in themselves). Splitting a pot among tied winners gives
the odd chips one at a time from the dealer's left (S-10).

>>> side_pots([100, 300, 300, 50], [True, True, True, False])
[(350, (0, 1, 2)), (400, (1, 2))]
>>> split(7, winners=[3, 1], button=0, players=4)
{1: 4, 3: 3}
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

Pot = tuple[int, tuple[int, ...]]  # (amount, seats eligible to win it)


def side_pots(committed: Sequence[int], live: Sequence[bool]) -> list[Pot]:
    """The main pot then each side pot, as ``(amount, eligible seats)``.

    ``live[seat]`` is true for a seat that has not folded. Each distinct amount
    put in by a live seat closes one pot; the seats eligible for it are the live
    seats that put in at least that much. Chips of folded seats beyond the top
    live amount (only possible before an uncalled bet is returned) join the last pot.
    """
    n = len(committed)
    levels = sorted({committed[s] for s in range(n) if live[s] and committed[s] > 0})
    pots: list[Pot] = []
    previous = 0
    for level in levels:
        amount = sum(min(c, level) - min(c, previous) for c in committed)
        eligible = tuple(s for s in range(n) if live[s] and committed[s] >= level)
        if amount:
            pots.append((amount, eligible))
        previous = level
    rest = sum(c - previous for c in committed if c > previous)
    if rest:
        if pots:
            amount, eligible = pots[-1]
            pots[-1] = (amount + rest, eligible)
        else:  # nobody live has put anything in: the chips belong to the live seats
            pots.append((rest, tuple(s for s in range(n) if live[s])))
    return pots


def seats_from_left(button: int, players: int) -> list[int]:
    """Every seat in clockwise order starting at the dealer's left."""
    return [(button + k) % players for k in range(1, players + 1)]


def split(amount: int, winners: Iterable[int], button: int, players: int) -> dict[int, int]:
    """Share ``amount`` among ``winners``; odd chips go one each to the winners
    nearest the dealer's left (S-10)."""
    order = [s for s in seats_from_left(button, players) if s in set(winners)]
    if not order:
        return {}
    share, odd = divmod(amount, len(order))
    return {s: share + (1 if k < odd else 0) for k, s in enumerate(order)}
