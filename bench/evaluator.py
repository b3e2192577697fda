# ruff: noqa: B023  (timed lambdas run at once, inside their loop iteration)
"""Hand evaluator benchmark: ours (int path, HandResult path) vs treys (dev only).

Run: ``PYTHONPATH=core:. python3 -c "import sys,bench.evaluator as b; sys.exit(b.main([]))"``
Options: ``--quick`` skips the exhaustive 2,598,960-hand class count; ``--hands N``
(default 20000 per size); ``--reps R`` (default 3, interleaved); ``--seed S``.
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
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--seed", type=int, default=2024)
    args = ap.parse_args(argv)

    from cardtable import evaluate as ev
    from cardtable.cards import make_deck

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
    print(f"{n} seeded hands per size, {args.reps} interleaved repetitions, best rate shown")
    header = f"{'cards':>5} {'ours int/s':>12} {'ours result/s':>14} {'treys/s':>10} " \
             f"{'int/treys':>10} {'result/treys':>13} {'cold int/s':>11}"
    print(header)
    for size in (5, 6, 7):
        hands = [rng.sample(deck, size) for _ in range(n)]
        codes = [ev.card_codes(h) for h in hands]
        hv, evaluate = ev.high_value_codes, ev.evaluate
        ev._HIGH_MEMO.clear()
        ev._FLUSH_MEMO.clear()
        cold = _rate(lambda: [hv(c) for c in codes], n)   # memo filling included
        best: dict[str, float] = {"int": 0.0, "res": 0.0, "treys": 0.0}
        if tev is not None:
            tc = {c: treys.Card.new(c.code) for c in deck}
            th = [([tc[c] for c in h[:2]], [tc[c] for c in h[2:]]) for h in hands]
            te = tev.evaluate
        for _ in range(args.reps):
            best["int"] = max(best["int"], _rate(lambda: [hv(c) for c in codes], n))
            best["res"] = max(best["res"], _rate(lambda: [evaluate(h) for h in hands], n))
            if tev is not None:
                best["treys"] = max(best["treys"],
                                    _rate(lambda: [te(a, b) for a, b in th], n))
        tr = best["treys"]
        r1 = f"{best['int'] / tr:9.1f}x" if tr else "        -"
        r2 = f"{best['res'] / tr:12.1f}x" if tr else "           -"
        print(f"{size:>5} {best['int']:>12,.0f} {best['res']:>14,.0f} {tr:>10,.0f} "
              f"{r1} {r2} {cold:>11,.0f}")

    # Swingo S-9: 3 players; own 6 cards (2 hole + 3 board + river) + 6 borrowable.
    m = max(n // 4, 1000)
    deals = []
    for _ in range(m):
        cards = rng.sample(deck, 12)
        deals.append((cards[:6], {1: cards[6:9], 2: cards[9:]}))
    deal_codes = [(ev.card_codes(o), ev.card_codes([*b[1], *b[2]])) for o, b in deals]
    print(f"Swingo best hand with a borrowed card (own 6 + 6 borrowable), {m} deals:")
    for ranking in ("high", "2-7", "a-5"):
        bw, bv = ev.best_with_borrow, ev.borrow_value
        r_res = r_int = 0.0
        for _ in range(args.reps):
            r_res = max(r_res, _rate(lambda: [bw(o, b, ranking) for o, b in deals], m))
            r_int = max(r_int, _rate(lambda: [bv(o, x, ranking) for o, x in deal_codes], m))
        print(f"  {ranking:>4}: best_with_borrow {r_res:>9,.0f}/s   "
              f"borrow_value (int) {r_int:>9,.0f}/s")
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
