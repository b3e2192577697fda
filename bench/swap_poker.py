"""Swap Poker speed: random-play full games per second, and bot decisions per second.

``PYTHONPATH=core python -c "import sys, bench.swap_poker as b; sys.exit(b.main([]))"``
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

CORE = Path(__file__).resolve().parents[1] / "core"
if str(CORE) not in sys.path:
    sys.path.insert(0, str(CORE))

from bench.rounds import decisions, rounds, summary  # noqa: E402
from cardtable.sim.play import bot_times, random_games  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="bench.swap_poker")
    p.add_argument("--seconds", type=float, default=3.0)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--bots", action="store_true", help="also time the bots")
    args = p.parse_args(argv)
    def games(seconds: float) -> tuple[int, float]:
        done, _, spent = random_games("swap-poker", seconds, args.seed)
        return done, spent

    measured = rounds(games, args.seconds)
    print(f"random play: {summary(measured, 'games')}, games of 24 moves; target >= 2,000/s")
    if args.bots:
        for level in ("easy", "medium", "hard"):
            print(decisions(level, bot_times("swap-poker", level, args.seconds, args.seed)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
