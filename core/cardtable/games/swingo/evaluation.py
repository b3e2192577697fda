"""The one place Swingo's bots reach the hand evaluator: int scores where higher is
better for the ranking in play (``"high"``, ``"deuce-to-seven"``, ``"ace-to-five"``)."""

from __future__ import annotations

from collections.abc import Sequence

from ... import evaluate as ev
from ...cards import Card


def score(cards: Sequence[Card], ranking: str) -> int:
    """Best five of ``cards`` (5-9), as a score: higher is better for ``ranking``."""
    return ev.value(cards, ranking)


def best_score(own: Sequence[Card], extras: Sequence[Card], ranking: str) -> int:
    """Best of ``own`` plus at most one of ``extras`` (S-9 borrowing)."""
    return ev.borrow_value(ev.card_codes(own), ev.card_codes(extras), ranking)[0]
