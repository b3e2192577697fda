"""Swap Poker bots against bots: wins, draws and losses with 95% intervals.

``python -m cardtable simulate swap-poker --games 2000 --bots hard,one-ply-greedy``

Each deal (seed ``seed * 1_000_003 + deal``) is played four times: each level in
each seat, and each seat moving first (option ``first``), so the two levels meet
the same cards from both sides (duplicate deals, see :mod:`.series`). ``--games``
counts games (four per deal). The first level's score is 1 for a win, 1/2 for a
draw, 0 for a loss; its mean and win rate have 95% intervals over deals.
"""

from __future__ import annotations

import argparse

from ..bots import bot_levels
from ..games.swap_poker import BOTTOM, TOP
from .series import Game, Series, line, per_deal, run


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m cardtable simulate swap-poker",
                                description=(__doc__ or "").split("\n\n")[0])
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--bots", default="hard,one-ply-greedy", help="two comma-separated levels")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1, help="worker processes")
    args = p.parse_args(argv)
    levels = tuple(x.strip() for x in args.bots.split(",") if x.strip())
    known = bot_levels("swap-poker", listed=False)
    if len(levels) != 2 or any(x not in known for x in levels) or levels[0] == levels[1]:
        print(f"--bots needs two different levels from {', '.join(known)}, not {args.bots!r}")
        return 2
    if args.games < 4:
        print("--games must be at least 4 (one deal, both seats, both first movers)")
        return 2
    series = Series("swap-poker", levels, variants=({"first": BOTTOM}, {"first": TOP}),
                    seed=args.seed)
    games, timer = run(series, args.games // 4, args.jobs)
    a, b = levels

    def result(g: Game, seat: int) -> float:
        winners = g.outcome["winners"]
        return 0.5 if len(winners) == 2 else 1.0 if winners == [seat] else 0.0

    scores = per_deal(games, a, result)
    every = [result(g, g.levels.index(a)) for g in games]
    wins, draws = every.count(1.0), every.count(0.5)
    print(f"Swap Poker: {len(games)} games ({len(scores)} deals x both seats x both first"
          f" movers), {a} vs {b}, seed {args.seed}")
    print(f"{a}: {wins} wins, {draws} draws, {len(games) - wins - draws} losses")
    print(f"  {line('wins', per_deal(games, a, lambda g, s: float(result(g, s) == 1.0)))}")
    print(f"  {line('score', scores)}  (a draw counts 1/2)")
    print(timer.report())
    return 0
