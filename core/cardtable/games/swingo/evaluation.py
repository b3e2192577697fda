"""Swingo's rules on top of the hand evaluator: the order of three-card boards that
decides who starts rounds 2 and 3 (S-7), and the best hand with at most one card
borrowed from another live player's board (S-9). The one place Swingo's game and
bots reach :mod:`cardtable.evaluate`; scores are ints, higher is better for the
ranking in play (``"high"``, ``"deuce-to-seven"``, ``"ace-to-five"``).

>>> from cardtable.cards import parse_cards
>>> board_rank(parse_cards("7h 7c 2d")) > board_rank(parse_cards("Ah Kd Qc"))
True
>>> r = best_with_borrow(parse_cards("Ah Kh Qh Jh 2c 3d"), {1: parse_cards("Th 4s 5s")})
>>> r.name, r.borrowed.code, r.lender
('Royal flush', 'Th', 1)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from ... import evaluate as ev
from ...cards import SUITS, Card


def score(cards: Sequence[Card], ranking: str) -> int:
    """Best five of ``cards`` (5-9), as a score: higher is better for ``ranking``."""
    return ev.value(cards, ranking)


def best_score(own: Sequence[Card], extras: Sequence[Card], ranking: str) -> int:
    """Best of ``own`` plus at most one of ``extras`` (S-9 borrowing)."""
    return ev.value_plus_one(ev.card_codes(own), ev.card_codes(extras), ranking)[0]


def board_rank(cards: Sequence[Card]) -> int:
    """S-7 order of a three-card board (higher ranks higher; a total order).

    Three of a kind > pair > high card; within a class by ranks as in poker (pair rank,
    then kicker), ace high, no straights or flushes.  Ties go to the suit of the
    highest-ranked card (clubs < diamonds < hearts < spades); if the board holds two
    or more cards of that rank, its higher suit counts.
    """
    if len(cards) != 3:
        raise ValueError(f"a board has three cards, not {len(cards)}")
    vals = [c.value for c in cards]
    if 0 in vals:
        raise ValueError("cannot rank a joker")
    cnt: dict[int, int] = {}
    for x in vals:
        cnt[x] = cnt.get(x, 0) + 1
    groups = sorted(cnt.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    cls = groups[0][1] - 1
    ranks = [g[0] for g in groups] + [0, 0]
    top = max(vals)
    suit = max(SUITS.index(c.suit) for c in cards if c.value == top)
    return ((((cls << 4) | ranks[0]) << 4 | ranks[1]) << 4 | ranks[2]) << 2 | suit


@dataclass(frozen=True, slots=True, order=True)
class BorrowResult:
    """A best Swingo hand with at most one borrowed board card (S-9); compares by value."""

    value: int
    cards: tuple[Card, ...] = field(compare=False)
    name: str = field(compare=False)
    borrowed: Card | None = field(compare=False)
    lender: int | None = field(compare=False)
    category: str = field(compare=False, default="")


def best_with_borrow(own: Sequence[Card], borrowable: Mapping[int, Sequence[Card]],
                     ranking: str = "high") -> BorrowResult:
    """S-9: best five of ``own`` (hole + board + river) plus AT MOST ONE card of another
    live player's board (``borrowable``: seat -> board cards; leave out folded seats
    and the player's own seat).  Ties prefer no borrow, then the lowest lending seat.
    """
    own_codes = ev.card_codes(own)
    extras: list[int] = []
    lent: list[tuple[Card, int]] = []  # per extra: the card and its lender
    seen: set[int] = set()
    for seat in sorted(borrowable):
        for card in borrowable[seat]:
            code = ev.card_code(card)
            if code not in seen:
                seen.add(code)
                extras.append(code)
                lent.append((card, seat))
    v, at = ev.value_plus_one(own_codes, extras, ranking)
    hand = ev.hand_of(own_codes if at < 0 else [*own_codes, extras[at]], v, ranking)
    borrowed, lender = lent[at] if at >= 0 else (None, None)
    return BorrowResult(v, hand.cards, hand.name, borrowed, lender, hand.category)
