"""Swoop speed: random-play full 4-player deals per second (target >= 200 in CPython),
and bot decisions per level.

``python -m bench swoop [--seconds 3] [--players 4] [--bots]``
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


def random_deals(seconds: float, seed: int, players: int) -> tuple[int, int, float]:
    """Whole random-play deals through the public contract (legal_actions + apply):
    (deals, plays, seconds)."""
    rng = random.Random(seed)
    deals = plays = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = new_game("swoop", players=players, seed=seed + deals, options={"target": 1})
        while not state.is_over:
            seat = state.to_act[0]
            legal = state.legal_actions(seat)
            state.apply(seat, legal[rng.randrange(len(legal))])
            plays += 1
        deals += 1
    return deals, plays, time.perf_counter() - start


def bot_decisions(level: str, seconds: float, seed: int, players: int) -> list[float]:
    """Decision times (ms) of ``level`` playing every seat of one-deal games."""
    bot = make_bot("swoop", level)
    times: list[float] = []
    spent, k = 0.0, 0
    while spent < seconds:
        state = new_game("swoop", players=players, seed=seed + k, options={"target": 1})
        k += 1
        rngs = [bot_rng(seed + k, s) for s in range(players)]
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
    p = argparse.ArgumentParser(prog="python -m bench swoop")
    p.add_argument("--seconds", type=float, default=3.0)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--bots", action="store_true", help="also time the bots")
    args = p.parse_args(argv)
    plays_per_deal: list[float] = []

    def run(seconds: float) -> tuple[int, float]:
        deals, plays, spent = random_deals(seconds, args.seed, args.players)
        plays_per_deal.append(plays / deals)
        return deals, spent

    measured = rounds(run, args.seconds)
    print(f"Swoop random play: {summary(measured, 'deals')}, {args.players}-player deals of"
          f" {sum(plays_per_deal) / len(plays_per_deal):.0f} plays; target >= 200 deals/s")
    if args.bots:
        for level in ("easy", "medium", "hard"):
            t = bot_decisions(level, args.seconds, args.seed, args.players)
            print(f"{level:<6} bot: {len(t) / (sum(t) / 1000):,.0f} decisions/s,"
                  f" p50 {percentile(t, 50):.2f} ms, p95 {percentile(t, 95):.2f} ms"
                  f" ({len(t)} decisions)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
