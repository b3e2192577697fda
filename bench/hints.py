"""Hints (issue 19): how long the hard bot takes to give the person's seat its move
and reason (``cardui.hints.hint_for``, in CPython: in the page it runs in the bot
worker), at the person's turns of seeded games where medium bots play every seat."""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

WEB_PY = Path(__file__).resolve().parents[1] / "web" / "py"
if str(WEB_PY) not in sys.path:
    sys.path.insert(0, str(WEB_PY))

GAMES = (("swap-poker", 2), ("swingo", 3), ("swoop", 4))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="bench hints")
    parser.add_argument("--seeds", type=int, default=5)
    parser.add_argument("--moves", type=int, default=40, help="moves played per game")
    args = parser.parse_args(argv)
    from cardui.hints import hint_for
    from cardui.session import Seat, Session, Setup, bot_choose

    for game, n in GAMES:
        times: list[float] = []
        for seed in range(1, args.seeds + 1):
            seats = [Seat("You")] + [Seat(f"B{i}", "bot", "medium") for i in range(1, n)]
            s = Session(Setup(game, seats, seed, {}))
            for _ in range(args.moves):
                if s.over:
                    break
                seat = s.state.to_act[0]
                if seat == 0 and s.next_human() == 0:
                    t = time.perf_counter()
                    hint_for(s, 0)
                    times.append((time.perf_counter() - t) * 1000)
                s.apply(seat, bot_choose(s.bot_request(seat)))
        times.sort()
        p95 = times[max(0, round(0.95 * len(times)) - 1)]
        print(f"{game}: {len(times)} hints, median {statistics.median(times):.1f} ms, "
              f"p95 {p95:.1f} ms, max {times[-1]:.1f} ms (CPython)", flush=True)
    return 0
