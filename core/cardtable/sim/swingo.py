"""Swingo Poker bots against bots: chip win rates with 95% intervals.

``python -m cardtable simulate swingo --hands 5000 --players 5 --bots hard,medium --seed 1``

Every hand is an independent sample: a fresh one-hand match (stacks reset to the
starting stack, dealer seat 0) with seed ``seed + hand``; the bot levels are
rotated around the seats from hand to hand, so each level sits in every position
equally often. A level's result for a hand is the mean net chips of its seats;
the report gives it in big blinds per 100 hands with a 95% interval, and the
decision-time percentiles per level. ``--jobs N`` splits the hands over N processes
(the hands and their results do not depend on it).
"""

from __future__ import annotations

import argparse
import multiprocessing
from collections.abc import Sequence
from typing import Any

from .. import bot_rng, new_game
from ..bots import LEVELS, make_bot
from . import DecisionTimer, mean_ci


def play_hands(game_seed: int, first: int, count: int, players: int, levels: Sequence[str],
               options: dict[str, Any]) -> tuple[dict[str, list[float]], dict[str, list[float]]]:
    """Hands ``first .. first+count-1``: per level, net chips per hand, and decision times."""
    timer = DecisionTimer()
    results: dict[str, list[float]] = {lvl: [] for lvl in levels}
    opts = {**options, "hands": 1}
    for i in range(first, first + count):
        seed = game_seed + i
        state = new_game("swingo", players=players, seed=seed, options=opts)
        seat_level = [levels[(s + i) % len(levels)] for s in range(players)]
        bots = [make_bot("swingo", lvl) for lvl in seat_level]
        rngs = [bot_rng(seed, s) for s in range(players)]
        start = [x["stack"] + x["committed"] for x in state.view(None)["seats"]]
        while not state.is_over:
            for seat in state.to_act:
                action = timer.decide(seat_level[seat], state, seat, bots[seat], rngs[seat])
                state.apply(seat, action)
                break
        outcome = state.outcome
        assert outcome is not None
        net = [outcome["chips"][s] - start[s] for s in range(players)]
        for lvl in set(seat_level):
            seats = [s for s in range(players) if seat_level[s] == lvl]
            results[lvl].append(sum(net[s] for s in seats) / len(seats))
    return results, timer.times


def _worker(args: tuple[Any, ...]) -> tuple[dict[str, list[float]], dict[str, list[float]]]:
    return play_hands(*args)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m cardtable simulate swingo",
                                description=__doc__.split("\n\n")[0])
    p.add_argument("--hands", type=int, default=1000)
    p.add_argument("--players", type=int, default=5)
    p.add_argument("--bots", default="hard,medium",
                   help="comma-separated levels rotated around the seats")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--variant", default="high", choices=("high", "low", "high-low"))
    p.add_argument("--betting", default="pot-limit", choices=("pot-limit", "fixed-limit"))
    p.add_argument("--jobs", type=int, default=1, help="worker processes")
    args = p.parse_args(argv)
    levels = [x.strip() for x in args.bots.split(",") if x.strip()]
    bad = [x for x in levels if x not in LEVELS]
    if bad or not levels:
        print(f"unknown bot level(s): {', '.join(bad)}; choose from {', '.join(LEVELS)}")
        return 2
    if not 2 <= args.players <= 10:
        print("Swingo Poker is for 2 to 10 players")
        return 2
    options = {"variant": args.variant, "betting": args.betting}
    big_blind = 2
    jobs = max(1, args.jobs)
    chunk = -(-args.hands // jobs)
    tasks = [(args.seed * 1_000_003, k, min(chunk, args.hands - k), args.players, levels,
              options) for k in range(0, args.hands, chunk)]
    if jobs == 1:
        parts = [_worker(t) for t in tasks]
    else:
        with multiprocessing.Pool(jobs) as pool:
            parts = pool.map(_worker, tasks)
    results: dict[str, list[float]] = {lvl: [] for lvl in levels}
    timer = DecisionTimer()
    for res, times in parts:
        for lvl, values in res.items():
            results[lvl].extend(values)
        for lvl, t in times.items():
            timer.times.setdefault(lvl, []).extend(t)
    print(f"Swingo Poker ({args.variant}, {options['betting']}): {args.hands} hands,"
          f" {args.players} players, bots {','.join(levels)} rotated over the seats,"
          f" seed {args.seed}")
    print("win rate (big blinds / 100 hands, per seat)   mean      95% interval        hands")
    for lvl in dict.fromkeys(levels):
        values = [v / big_blind * 100 for v in results[lvl]]
        mean, low, high = mean_ci(values)
        print(f"  {lvl:<10} {mean:>38.1f}   [{low:>8.1f}, {high:>8.1f}]   {len(values):>6}")
    print(timer.report())
    return 0
