"""Swoop speed: random-play full 4-player deals per second (target >= 200 in CPython),
and bot decisions per level.

``python -m bench swoop [--seconds 3] [--players 4] [--bots]``
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
    p = argparse.ArgumentParser(prog="python -m bench swoop")
    p.add_argument("--seconds", type=float, default=3.0)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--bots", action="store_true", help="also time the bots")
    args = p.parse_args(argv)
    plays_per_deal: list[float] = []

    def run(seconds: float) -> tuple[int, float]:
        deals, plays, spent = random_games("swoop", seconds, args.seed, args.players,
                                           {"target": 1})
        plays_per_deal.append(plays / deals)
        return deals, spent

    measured = rounds(run, args.seconds)
    print(f"Swoop random play: {summary(measured, 'deals')}, {args.players}-player deals of"
          f" {sum(plays_per_deal) / len(plays_per_deal):.0f} plays; target >= 200 deals/s")
    if args.bots:
        for level in ("easy", "medium", "hard"):
            t = bot_times("swoop", level, args.seconds, args.seed, args.players, {"target": 1})
            print(decisions(level, t))
    return 0


if __name__ == "__main__":
    sys.exit(main())
