"""Throughput in rounds: this machine's speed wanders by a fifth from second to
second, so a rate is measured in several short rounds and reported as the median,
with the range beside it (the best round is what the code can do; the worst is
the machine). Two things compared (ours against a reference, Pyodide against
CPython) are measured in paired rounds that alternate their order, and the
ratio is the median of the per-round ratios with their range (:func:`paired_rounds`).
A first, uncounted round warms up what a long session has warm:
the engines' memos and the interpreter's specialised code (as pyperf does); its
rate is returned apart, to show what a cold start costs."""

from __future__ import annotations

import statistics
from collections.abc import Callable, Mapping


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


def paired_rounds(sides: Mapping[str, Callable[[], float]], count: int = 5,
                  warmup: bool = True) -> dict[str, list[float]]:
    """Measure several sides side by side: each round runs every side once, in
    alternating order (forwards in even rounds, backwards in odd ones), so the
    machine's drift and what one side leaves warm or cold fall on both alike.
    Each side is a callable returning one figure (a rate, or a time). A first
    round runs uncounted when ``warmup``. Returns each side's figure per round;
    compare sides with :func:`ratios` of the same rounds, never best against best."""
    names = list(sides)
    if warmup:
        for name in names:
            sides[name]()
    out: dict[str, list[float]] = {name: [] for name in names}
    for k in range(count):
        for name in (names if k % 2 == 0 else names[::-1]):
            out[name].append(sides[name]())
    return out


def ratios(top: list[float], bottom: list[float]) -> list[float]:
    """The per-round ratios ``top[k] / bottom[k]`` of paired rounds."""
    return [a / b for a, b in zip(top, bottom, strict=True)]


def ratio_summary(top: list[float], bottom: list[float]) -> str:
    """``"12.8x (median of 5 paired rounds; 11.9-13.4x)"``."""
    r = ratios(top, bottom)
    return (f"{_x(statistics.median(r))}x (median of {len(r)} paired rounds;"
            f" {_x(min(r))}-{_x(max(r))}x)")


def _x(ratio: float) -> str:
    return f"{ratio:.1f}" if ratio >= 10 else f"{ratio:.2f}"


def median_range(figures: list[float], fmt: str = ",.0f") -> str:
    """``"1,163,319 (1,101,220-1,190,004)"``: the median and the range of rounds."""
    return (f"{statistics.median(figures):{fmt}} ({min(figures):{fmt}}-"
            f"{max(figures):{fmt}})")


def decisions(level: str, times: list[float]) -> str:
    """``"hard   bot: 120 decisions/s, p50 5.00 ms, p95 20.00 ms (500 decisions)"``."""
    from cardtable.sim import percentile

    return (f"{level:<6} bot: {len(times) / (sum(times) / 1000):,.0f} decisions/s,"
            f" p50 {percentile(times, 50):.2f} ms, p95 {percentile(times, 95):.2f} ms"
            f" ({len(times)} decisions)")
