"""Throughput in rounds: this machine's speed wanders by a fifth from second to
second, so a rate is measured in several short rounds and reported as the median,
with the range beside it (the best round is what the code can do; the worst is
the machine)."""

from __future__ import annotations

import statistics
from collections.abc import Callable


def rounds(run: Callable[[float], tuple[int, float]], total: float,
           count: int = 5) -> list[float]:
    """Rates (things per second) of ``count`` rounds of ``run(seconds)``, which
    returns (things done, seconds spent); ``total`` seconds in all."""
    rates = []
    for _ in range(count):
        done, spent = run(total / count)
        rates.append(done / spent)
    return rates


def summary(rates: list[float], unit: str) -> str:
    """``"212 deals/s (median of 5 rounds; 170-262)"``."""
    return (f"{statistics.median(rates):,.0f} {unit}/s (median of {len(rates)} rounds;"
            f" {min(rates):,.0f}-{max(rates):,.0f})")
