# ruff: noqa: B023  (timed lambdas run at once, inside their loop iteration)
"""Hand evaluator benchmark: ours (int path, HandResult path) vs treys (dev only).

Run: ``PYTHONPATH=core:. python3 -c "import sys,bench.evaluator as b; sys.exit(b.main([]))"``
Options: ``--quick`` skips the exhaustive 2,598,960-hand class count; ``--hands N``
(default 20000 per size); ``--reps R`` paired rounds (default 5); ``--seed S``.
Every side runs once per round, in alternating order; a ratio is the median of the
rounds' ratios, with their range (:mod:`bench.rounds`).
"""

from __future__ import annotations

import argparse
import importlib
import random
import sys
import time
from collections import Counter
from collections.abc import Callable
from itertools import combinations
from typing import Any

from bench.rounds import median_range, paired_rounds, ratio_summary

EXPECTED = {
    "Straight flush": 40, "Four of a kind": 624, "Full house": 3_744, "Flush": 5_108,
    "Straight": 10_200, "Three of a kind": 54_912, "Two pair": 123_552,
    "Pair": 1_098_240, "High card": 1_302_540,
}


def _rate(fn: Callable[[], Any], n: int) -> float:
    t = time.perf_counter()
    fn()
    return n / (time.perf_counter() - t)


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="bench evaluator", description=__doc__)
    ap.add_argument("--quick", action="store_true", help="skip the exhaustive count")
    ap.add_argument("--hands", type=int, default=20_000)
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--seed", type=int, default=2024)
    args = ap.parse_args(argv)

    from cardtable import evaluate as ev
    from cardtable.cards import make_deck
    from cardtable.games.swingo import evaluation as swingo_ev

    t = time.perf_counter()
    ev = importlib.reload(ev)                 # measures the module's import-time tables
    build_ms = (time.perf_counter() - t) * 1e3
    print(f"import of cardtable.evaluate (tables included): {build_ms:.2f} ms "
          f"(memo tables fill lazily)")

    try:
        import treys  # type: ignore[import-not-found]
        tev = treys.Evaluator()
    except ImportError:
        treys = tev = None
        print("treys not installed: reference columns skipped (pip install treys)")

    deck = make_deck()
    rng = random.Random(args.seed)
    n = args.hands
    print(f"{n} seeded hands per size; {args.reps} paired rounds, each side once a round in"
          f" alternating order (after one uncounted warm-up round); rates are medians with"
          f" the range, ratios the median of the rounds' ratios with the range")
    for size in (5, 6, 7):
        hands = [rng.sample(deck, size) for _ in range(n)]
        codes = [ev.card_codes(h) for h in hands]
        hv, evaluate = ev.high_value_codes, ev.evaluate
        ev._HIGH_MEMO.clear()
        ev._FLUSH_MEMO.clear()
        cold = _rate(lambda: [hv(c) for c in codes], n)   # memo filling included
        sides: dict[str, Callable[[], float]] = {
            "int": lambda: _rate(lambda: [hv(c) for c in codes], n),
            "result": lambda: _rate(lambda: [evaluate(h) for h in hands], n),
        }
        if tev is not None:
            tc = {c: treys.Card.new(c.code) for c in deck}
            th = [([tc[c] for c in h[:2]], [tc[c] for c in h[2:]]) for h in hands]
            te = tev.evaluate
            sides["treys"] = lambda: _rate(lambda: [te(a, b) for a, b in th], n)
        got = paired_rounds(sides, args.reps)
        line = (f"{size} cards: ours int {median_range(got['int'])}/s, result"
                f" {median_range(got['result'])}/s (cold int {cold:,.0f}/s)")
        if "treys" in got:
            line += (f"; treys {median_range(got['treys'])}/s;"
                     f" int/treys {ratio_summary(got['int'], got['treys'])},"
                     f" result/treys {ratio_summary(got['result'], got['treys'])}")
        print(line)

    # Swingo S-9: 3 players; own 6 cards (2 hole + 3 board + river) + 6 borrowable.
    m = max(n // 4, 1000)
    deals = []
    for _ in range(m):
        cards = rng.sample(deck, 12)
        deals.append((cards[:6], {1: cards[6:9], 2: cards[9:]}))
    deal_codes = [(ev.card_codes(o), ev.card_codes([*b[1], *b[2]])) for o, b in deals]
    print(f"Swingo best hand with a borrowed card (own 6 + 6 borrowable), {m} deals:")
    for ranking in ("high", "2-7", "a-5"):
        bw, bv = swingo_ev.best_with_borrow, ev.value_plus_one
        got = paired_rounds({
            "result": lambda: _rate(lambda: [bw(o, b, ranking) for o, b in deals], m),
            "int": lambda: _rate(lambda: [bv(o, x, ranking) for o, x in deal_codes], m),
        }, args.reps)
        print(f"  {ranking:>4}: best_with_borrow {median_range(got['result'])}/s,"
              f" value_plus_one (int) {median_range(got['int'])}/s")
    k = min(m, 300)

    def naive() -> None:
        """The obvious loop: evaluate own, then own plus each borrowable card."""
        for o, b in deals[:k]:
            best = ev.value(o)
            for x in (*b[1], *b[2]):
                best = max(best, ev.value([*o, x]))

    print(f"  high: naive loop over value() {_rate(naive, k):>9,.0f}/s")
    print(f"memo sizes: high {len(ev._HIGH_MEMO)}, flush {len(ev._FLUSH_MEMO)}, "
          f"2-7 {len(ev._R27_MEMO)}, a-5 {len(ev._A5_MEMO)}")

    ok = True
    if not args.quick:
        t = time.perf_counter()
        hv = ev.high_value_codes
        values = Counter(hv(h) for h in combinations(range(52), 5))
        classes: Counter[str] = Counter()
        for v, c in values.items():
            classes[ev.CATEGORIES[v >> 20]] += c
        dt = time.perf_counter() - t
        ok = dict(classes) == EXPECTED and len(values) == 7462
        print(f"exhaustive 5-card check: {sum(classes.values()):,} hands, "
              f"{len(values)} distinct values, {dt:.1f} s: {'OK' if ok else 'MISMATCH'}")
        for name in reversed(ev.CATEGORIES):
            print(f"  {name:<16} {classes[name]:>10,}  (expected {EXPECTED[name]:,})")
    return 0 if ok else 1


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main(sys.argv[1:]))
