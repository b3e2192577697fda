"""The one place Swingo reaches the hand evaluator: scores where higher is better for
the ranking in play (``"high"``, ``"deuce-to-seven"``, ``"ace-to-five"``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...cards import Card
from . import _interim


def score(cards: Sequence[Card], ranking: str) -> Any:
    """Best five of ``cards`` (5-9), as a score: higher is better for ``ranking``."""
    return _interim.best(list(cards), ranking)[0]


def best_score(own: Sequence[Card], extras: Sequence[Card], ranking: str) -> Any:
    """Best of ``own`` plus at most one of ``extras`` (S-9 borrowing)."""
    best = score(own, ranking)
    for c in extras:
        s = score([*own, c], ranking)
        if s > best:
            best = s
    return best
