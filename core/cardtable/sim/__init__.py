"""Simulation: bots against bots over many seeded games, with statistics.

``python -m cardtable simulate GAME ...`` runs ``cardtable.sim.<game module>.main``.
This module holds what every game's report shares: confidence intervals,
percentiles and a timer around bot decisions.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

Z95 = 1.959963984540054


def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval of a proportion (95% by default)."""
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_ci(values: Sequence[float], z: float = Z95) -> tuple[float, float, float]:
    """Mean and its normal-approximation 95% interval: ``(mean, low, high)``."""
    n = len(values)
    if n == 0:
        return (0.0, 0.0, 0.0)
    mean = sum(values) / n
    if n == 1:
        return (mean, mean, mean)
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = z * math.sqrt(var / n)
    return (mean, mean - half, mean + half)


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q``-th percentile (0..100) by linear interpolation."""
    if not values:
        return 0.0
    ordered = sorted(values)
    k = (len(ordered) - 1) * q / 100
    lo, hi = math.floor(k), math.ceil(k)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


@dataclass
class DecisionTimer:
    """Collects bot decision times per level, in milliseconds."""

    times: dict[str, list[float]] = field(default_factory=dict)

    def report(self) -> str:
        lines = ["decision time (ms)   n        p50      p95      p99      max"]
        for level in sorted(self.times):
            t = self.times[level]
            lines.append(
                f"  {level:<10} {len(t):>9} {percentile(t, 50):>8.2f} {percentile(t, 95):>8.2f}"
                f" {percentile(t, 99):>8.2f} {max(t):>8.2f}"
            )
        return "\n".join(lines)
