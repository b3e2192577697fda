"""Swap Poker bots against bots: win / draw / loss with 95% intervals.

``python -m cardtable simulate swap-poker --games 1000 --bots hard,medium --seed 1``

Games are played in pairs on the same deal (seed ``seed * 1_000_003 + pair``): in the
first game of a pair the first level sits in seat 0 (the bottom row, which moves
first), in the second it sits in seat 1, so the first player alternates and each
level plays each deal from both sides. Results are the first level's; the win rate
of decided games has a Wilson 95% interval. ``--jobs N`` splits the games over N
processes (the games and their results do not depend on it).
"""

from __future__ import annotations

import argparse
import multiprocessing
from collections.abc import Sequence
from typing import Any

from .. import bot_rng, new_game
from ..bots import LEVELS, make_bot
from . import DecisionTimer, wilson


def play_games(game_seed: int, first: int, count: int, levels: Sequence[str]
               ) -> tuple[list[float], dict[str, list[float]]]:
    """Games ``first .. first+count-1``: the first level's score per game (1 / 0.5 / 0)
    and the decision times per level."""
    timer = DecisionTimer()
    scores: list[float] = []
    a, b = levels
    for i in range(first, first + count):
        seed = game_seed + i // 2
        seat_a = i % 2
        seat_level = [a, b] if seat_a == 0 else [b, a]
        state = new_game("swap-poker", seed=seed)
        bots = [make_bot("swap-poker", lvl) for lvl in seat_level]
        rngs = [bot_rng(seed * 2 + seat_a, s) for s in range(2)]
        while not state.is_over:
            seat = state.to_act[0]
            action = timer.decide(seat_level[seat], state, seat, bots[seat], rngs[seat])
            state.apply(seat, action)
        outcome = state.outcome
        assert outcome is not None
        winners = outcome["winners"]
        scores.append(0.5 if len(winners) == 2 else 1.0 if winners == [seat_a] else 0.0)
    return scores, timer.times


def _worker(args: tuple[Any, ...]) -> tuple[list[float], dict[str, list[float]]]:
    return play_games(*args)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m cardtable simulate swap-poker",
                                description=(__doc__ or "").split("\n\n")[0])
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--bots", default="hard,medium", help="two comma-separated levels")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1, help="worker processes")
    args = p.parse_args(argv)
    levels = [x.strip() for x in args.bots.split(",") if x.strip()]
    bad = [x for x in levels if x not in LEVELS]
    if bad or len(levels) != 2:
        print(f"--bots needs two levels from {', '.join(LEVELS)}, not {args.bots!r}")
        return 2
    if args.games < 1:
        print("--games must be at least 1")
        return 2
    jobs = max(1, args.jobs)
    chunk = -(-args.games // jobs)
    chunk += chunk % 2  # keep the pairs of a deal together
    tasks = [(args.seed * 1_000_003, k, min(chunk, args.games - k), levels)
             for k in range(0, args.games, chunk)]
    if jobs == 1:
        parts = [_worker(t) for t in tasks]
    else:
        with multiprocessing.Pool(jobs) as pool:
            parts = pool.map(_worker, tasks)
    scores: list[float] = []
    timer = DecisionTimer()
    for s, times in parts:
        scores.extend(s)
        for lvl, t in times.items():
            timer.times.setdefault(lvl, []).extend(t)
    n = len(scores)
    wins = sum(1 for s in scores if s == 1.0)
    draws = sum(1 for s in scores if s == 0.5)
    losses = n - wins - draws
    a, b = levels
    print(f"Swap Poker: {n} games, {a} vs {b}, first player alternating, seed {args.seed}")
    print(f"{a} vs {b}        games     rate     95% interval")
    for label, k in (("wins", wins), ("draws", draws), ("losses", losses)):
        low, high = wilson(k, n)
        print(f"  {label:<14} {k:>6}   {k / n:>6.1%}   [{low:.1%}, {high:.1%}]")
    decided = wins + losses
    if decided:
        low, high = wilson(wins, decided)
        print(f"  {'won of decided':<14} {decided:>6}   {wins / decided:>6.1%}"
              f"   [{low:.1%}, {high:.1%}]")
    print(timer.report())
    return 0
