"""Swingo Poker speed: random-play hands per second and bot decisions per second.

``python -m bench swingo [--seconds 3] [--players 5]``
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

CORE = Path(__file__).resolve().parents[1] / "core"
if str(CORE) not in sys.path:
    sys.path.insert(0, str(CORE))

from bench.rounds import rounds, summary  # noqa: E402
from cardtable.games.swingo.actions import Stop  # noqa: E402
from cardtable.sim.play import bot_times, random_games  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="bench.swingo")
    p.add_argument("--seconds", type=float, default=3.0)
    p.add_argument("--players", type=int, default=5)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    def hands(seconds: float) -> tuple[int, float]:
        done, _, spent = random_games("swingo", seconds, args.seed, args.players, {"hands": 20},
                                      never=(Stop,), count=lambda state: state.hand_no)
        return done, spent

    measured = rounds(hands, args.seconds)
    print(f"random play: {summary(measured, 'hands')}, {args.players} players")
    for level in ("easy", "medium", "hard"):
        t = bot_times("swingo", level, args.seconds, args.seed, args.players, {"hands": 1})
        print(f"{level:<6} bot: {len(t) / (sum(t) / 1000):,.0f} decisions/s ({len(t)} decisions)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
