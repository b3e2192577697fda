"""Swoop bots against bots: each level's share of deal wins and points per deal.

``python -m cardtable simulate swoop --deals 1000 --bots hard,medium,medium,medium``
``python -m cardtable simulate swoop --matches 100 --bots hard,medium,medium,medium``

``--bots`` names one level per seat (its length is the number of players). Each
deal is an independent one-deal game with seed ``seed * 1_000_003 + i``; the levels
rotate one seat per deal so every level sits everywhere equally often. A level's
share of deal wins is per seat it held (fair share: 1 / players), with a Wilson 95%
interval; its points per deal are the mean over its seats with a 95% interval.
``--matches`` plays whole matches to the target (500) instead and reports the
share of matches won (ties shared) and final totals. ``--jobs N`` splits the work
over N processes (results do not depend on it).
"""

from __future__ import annotations

import argparse
import multiprocessing
from collections.abc import Sequence
from typing import Any

from .. import bot_rng, new_game
from ..bots import LEVELS, make_bot
from . import DecisionTimer, mean_ci, wilson

Result = tuple[dict[str, list[float]], dict[str, list[float]], dict[str, list[float]]]


def play(game_seed: int, first: int, count: int, levels: Sequence[str],
         options: dict[str, Any], matches: bool) -> Result:
    """Games ``first .. first+count-1``: per level, wins (1, a shared tie 1/k, 0) and
    points per seat-game, and the decision times."""
    timer = DecisionTimer()
    wins: dict[str, list[float]] = {lvl: [] for lvl in levels}
    pts: dict[str, list[float]] = {lvl: [] for lvl in levels}
    n = len(levels)
    opts = dict(options) if matches else {**options, "target": 1}
    for i in range(first, first + count):
        seed = game_seed + i
        state = new_game("swoop", players=n, seed=seed, options=opts)
        seat_level = [levels[(s + i) % n] for s in range(n)]
        bots = [make_bot("swoop", lvl) for lvl in seat_level]
        rngs = [bot_rng(seed, s) for s in range(n)]
        while not state.is_over:
            seat = state.to_act[0]
            state.apply(seat, timer.decide(seat_level[seat], state, seat, bots[seat],
                                           rngs[seat]))
        outcome = state.outcome
        assert outcome is not None
        winners = outcome["winners"] if matches else [outcome["deals"][-1]["went_out"]]
        for s in range(n):
            lvl = seat_level[s]
            wins[lvl].append(1 / len(winners) if s in winners else 0.0)
            pts[lvl].append(float(outcome["scores"][s]))
    return wins, pts, timer.times


def _worker(args: tuple[Any, ...]) -> Result:
    return play(*args)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m cardtable simulate swoop",
                                description=(__doc__ or "").split("\n\n")[0])
    p.add_argument("--deals", type=int, default=1000)
    p.add_argument("--matches", type=int, default=0,
                   help="play this many whole matches instead of single deals")
    p.add_argument("--bots", default="hard,medium,medium,medium",
                   help="one level per seat, comma-separated (3 to 8 seats)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1, help="worker processes")
    for name, choices in (("deal", ("standard", "twenty", "mystery-only", "hand-only")),
                          ("swoop-cards", ("tens-and-jokers", "jokers-only")),
                          ("swoop-at", ("exactly-four", "four-or-more")),
                          ("scoring", ("standard", "alternate")),
                          ("score", ("all-cards", "hand-only"))):
        p.add_argument(f"--{name}", default=choices[0], choices=choices)
    args = p.parse_args(argv)
    levels = [x.strip() for x in args.bots.split(",") if x.strip()]
    bad = [x for x in levels if x not in LEVELS]
    if bad or not 3 <= len(levels) <= 8:
        print(f"--bots needs 3 to 8 levels from {', '.join(LEVELS)}")
        return 2
    options = {"deal": args.deal, "swoop_cards": args.swoop_cards, "swoop_at": args.swoop_at,
               "scoring": args.scoring, "score": args.score}
    matches = args.matches > 0
    total = args.matches if matches else args.deals
    jobs = max(1, args.jobs)
    chunk = -(-total // jobs)
    tasks = [(args.seed * 1_000_003, k, min(chunk, total - k), levels, options, matches)
             for k in range(0, total, chunk)]
    if jobs == 1:
        parts = [_worker(t) for t in tasks]
    else:
        with multiprocessing.Pool(jobs) as pool:
            parts = pool.map(_worker, tasks)
    wins: dict[str, list[float]] = {lvl: [] for lvl in levels}
    pts: dict[str, list[float]] = {lvl: [] for lvl in levels}
    timer = DecisionTimer()
    for part_wins, part_pts, times in parts:
        for lvl in part_wins:
            wins[lvl] += part_wins[lvl]
            pts[lvl] += part_pts[lvl]
        for lvl, t in times.items():
            timer.times.setdefault(lvl, []).extend(t)
    unit, one = ("matches", "match") if matches else ("deals", "deal")
    print(f"Swoop: {total} {unit}, {len(levels)} players, seats {','.join(levels)} rotated,"
          f" seed {args.seed}, fair share {1 / len(levels):.1%}")
    label = "final points" if matches else "points / deal"
    print(f"level      seats  {one} wins   95% interval        {label}   95% interval")
    for lvl in dict.fromkeys(levels):
        w = wins[lvl]
        low, high = wilson(sum(w), len(w))
        mean, plow, phigh = mean_ci(pts[lvl])
        print(f"  {lvl:<8} {len(w):>6}  {sum(w) / len(w):>9.1%}   [{low:6.1%}, {high:6.1%}]"
              f"   {mean:>12.1f}   [{plow:6.1f}, {phigh:6.1f}]")
    print(timer.report())
    return 0
