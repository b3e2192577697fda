"""Throughput in rounds: this machine's speed wanders by a fifth from second to
second, so a rate is measured in several short rounds and reported as the median,
with the range beside it (the best round is what the code can do; the worst is
the machine). A first, uncounted round warms up what a long session has warm:
the engines' memos and the interpreter's specialised code (as pyperf does); its
rate is returned apart, to show what a cold start costs."""

from __future__ import annotations

import statistics
from collections.abc import Callable


def rounds(run: Callable[[float], tuple[int, float]], total: float,
           count: int = 5) -> tuple[float, list[float]]:
    """The warm-up round's rate and the rates (things per second) of ``count``
    rounds of ``run(seconds)``, which returns (things done, seconds spent); each
    round lasts ``total / count`` seconds."""
    done, spent = run(total / count)
    warmup = done / spent
    rates = []
    for _ in range(count):
        done, spent = run(total / count)
        rates.append(done / spent)
    return warmup, rates


def summary(measured: tuple[float, list[float]], unit: str) -> str:
    """``"212 deals/s (median of 5 rounds; 170-262; warm-up round 150)"``."""
    warmup, rates = measured
    return (f"{statistics.median(rates):,.0f} {unit}/s (median of {len(rates)} rounds;"
            f" {min(rates):,.0f}-{max(rates):,.0f}; warm-up round {warmup:,.0f})")
