"""Swap Poker speed: random-play full games per second, and bot decisions per second.

``PYTHONPATH=core python -c "import sys, bench.swap_poker as b; sys.exit(b.main([]))"``
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

CORE = Path(__file__).resolve().parents[1] / "core"
if str(CORE) not in sys.path:
    sys.path.insert(0, str(CORE))

from bench.rounds import rounds, summary  # noqa: E402
from cardtable import bot_rng, new_game  # noqa: E402
from cardtable.bots import choose_action, make_bot  # noqa: E402
from cardtable.sim import percentile  # noqa: E402


def random_games(seconds: float, seed: int) -> tuple[int, float]:
    """Full random-play games through the public contract (legal_actions + apply)."""
    rng = random.Random(seed)
    games, start, k = 0, time.perf_counter(), 0
    while time.perf_counter() - start < seconds:
        state = new_game("swap-poker", seed=seed + k)
        k += 1
        while not state.is_over:
            seat = state.to_act[0]
            legal = state.legal_actions(seat)
            state.apply(seat, legal[rng.randrange(len(legal))])
        games += 1
    return games, time.perf_counter() - start


def bot_decisions(level: str, seconds: float, seed: int) -> list[float]:
    bot = make_bot("swap-poker", level)
    times: list[float] = []
    spent, k = 0.0, 0
    while spent < seconds:
        state = new_game("swap-poker", seed=seed + k)
        k += 1
        rngs = [bot_rng(seed + k, s) for s in (0, 1)]
        while not state.is_over:
            seat = state.to_act[0]
            t = time.perf_counter()
            action = choose_action(state, seat, bot, rngs[seat])
            dt = time.perf_counter() - t
            spent += dt
            times.append(dt * 1000)
            state.apply(seat, action)
    return times


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="bench.swap_poker")
    p.add_argument("--seconds", type=float, default=3.0)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--bots", action="store_true", help="also time the bots")
    args = p.parse_args(argv)
    measured = rounds(lambda seconds: random_games(seconds, args.seed), args.seconds)
    print(f"random play: {summary(measured, 'games')}, games of 24 moves; target >= 2,000/s")
    if args.bots:
        for level in ("easy", "medium", "hard"):
            t = bot_decisions(level, args.seconds, args.seed)
            print(f"{level:<6} bot: {len(t) / (sum(t) / 1000):,.0f} decisions/s,"
                  f" p50 {percentile(t, 50):.2f} ms, p95 {percentile(t, 95):.2f} ms"
                  f" ({len(t)} decisions)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
