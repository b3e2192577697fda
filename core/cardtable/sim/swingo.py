"""Swingo Poker bots against bots: chip win rates with 95% intervals.

``python -m cardtable simulate swingo --hands 5000 --players 5 --bots hard,medium --seed 1``

Every deal is a fresh one-hand match (stacks at the starting stack, dealer seat 0),
played once per rotation of the seats (duplicate deals, see :mod:`.series`), so
``--hands`` counts hands: deals times players. ``--bots`` names levels (any
registered bot, reference bots too) given to the seats in turn. A level's result
for a deal is the mean net chips of its seats over the deal's rotations, in big
blinds per 100 hands with a 95% interval over deals; then the decision-time
percentiles per level. ``--jobs N`` splits the deals over N processes.
"""

from __future__ import annotations

import argparse

from ..bots import bot_levels
from .series import Game, Series, line, per_deal, run

STACK = 400  # the default starting stack (S-2)
BIG_BLIND = 2


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m cardtable simulate swingo",
                                description=(__doc__ or "").split("\n\n")[0])
    p.add_argument("--hands", type=int, default=1000)
    p.add_argument("--players", type=int, default=5)
    p.add_argument("--bots", default="hard,medium",
                   help="comma-separated levels given to the seats in turn")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--variant", default="high", choices=("high", "low", "high-low"))
    p.add_argument("--betting", default="pot-limit", choices=("pot-limit", "fixed-limit"))
    p.add_argument("--jobs", type=int, default=1, help="worker processes")
    args = p.parse_args(argv)
    given = [x.strip() for x in args.bots.split(",") if x.strip()]
    known = bot_levels("swingo", listed=False)
    bad = [x for x in given if x not in known]
    if bad or not given:
        print(f"unknown bot level(s): {', '.join(bad)}; choose from {', '.join(known)}")
        return 2
    if not 2 <= args.players <= 10:
        print("Swingo Poker is for 2 to 10 players")
        return 2
    levels = tuple(given[s % len(given)] for s in range(args.players))
    options = {"variant": args.variant, "betting": args.betting, "hands": 1, "stack": STACK}
    deals = max(1, args.hands // args.players)
    games, timer = run(Series("swingo", levels, options, seed=args.seed), deals, args.jobs)

    def bb100(g: Game, seat: int) -> float:
        return float(g.outcome["chips"][seat] - STACK) / BIG_BLIND * 100

    print(f"Swingo Poker ({args.variant}, {args.betting}): {len(games)} hands ({deals} deals x"
          f" {args.players} seat rotations), {args.players} players, bots {','.join(levels)},"
          f" seed {args.seed}")
    print("win rate (big blinds / 100 hands, per seat)      95% interval")
    for lvl in dict.fromkeys(levels):
        print(f"  {line(lvl, per_deal(games, lvl, bb100), percent=False)}")
    print(timer.report())
    return 0
