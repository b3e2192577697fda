"""Swingo Poker bots against bots: chip win rates with 95% intervals.

``python -m cardtable simulate swingo --hands 5000 --players 5 --bots hard,medium --seed 1``
``python -m cardtable simulate swingo --hands 6000 --bots hard --against tight-aggressive``
``python -m cardtable simulate swingo --bots medium --against tight-aggressive --stack 20``

Every deal is a fresh one-hand match (stacks at the starting stack, dealer seat 0),
played once per rotation of the seats (duplicate deals, see :mod:`.series`), so
``--hands`` counts hands: deals times players. ``--bots`` names levels (any
registered bot, reference bots too) given to the seats in turn. A level's result
for a deal is the mean net chips of its seats over the deal's rotations, in big
blinds per 100 hands with a 95% interval over deals; then the decision-time
percentiles per level. ``--jobs N`` splits the deals over N processes. ``--stack``
sets the starting stack (default 400, two hundred big blinds; 20 is ten: short-stacked
play, push or fold before the hole choice).

Behaviour figures per level (rules of sound play, issue 16): hands played (chips
put in by choice before the hole choice), all-ins before the hole choice for 100
big blinds or more with a five outside the top 30% (the opening range), and folds
for a price of 10:1 or better.
"""

from __future__ import annotations

import argparse
from collections import Counter
from collections.abc import Sequence

from ..actions import Action
from ..bots import Reason, bot_levels
from ..bots.swingo.reading import Table
from ..engine import State
from ..games.swingo.actions import Bet, Call, Fold, Raise
from .series import Game, Series, line, per_deal, run

STACK = 400  # the default starting stack (S-2), and --stack's default
BIG_BLIND = 2


class Behaviour:
    """Per level: seat-hands, hands played, pre-hole all-ins for 100+ big blinds
    outside the top 30% of fives, and folds at 10:1 or better (with their chances);
    and where each seat's hand ended (``--detail``): folded in round 1, 2 or 3, won
    when the others folded, or a showdown won or lost, with the seat's net chips."""

    def __init__(self, levels: Sequence[str]) -> None:
        self.levels = levels
        self.counts: dict[str, Counter[str]] = {}
        self.played: set[int] = set()
        self.ended: dict[int, str] = {}
        self.state: State | None = None
        self.last_round = 1
        for lvl in levels:
            self.counts.setdefault(lvl, Counter())["hands"] += 1

    def __call__(self, state: State, seat: int, action: Action, reason: Reason | None) -> None:
        self.state = state  # the same object, played on: its end is read in result()
        view = state.view(seat)
        if view["phase"] != "bet":
            return
        self.last_round = view["round"]
        if isinstance(action, Fold):
            self.ended[seat] = f"folded in round {view['round']}"
        c = self.counts[self.levels[seat]]
        t = Table(view)
        if t.call and t.price <= 1 / 11:
            c["at 10:1"] += 1
            if isinstance(action, Fold):
                c["folds at 10:1"] += 1
        if view["round"] != 1 or not isinstance(action, Call | Bet | Raise):
            return
        if seat not in self.played:
            self.played.add(seat)
            c["played"] += 1
        to = (action.amount if isinstance(action, Bet) else action.to
              if isinstance(action, Raise) else t.bets[seat] + t.call)
        all_in = to >= t.stack + t.bets[seat]
        total = t.committed[seat] - t.bets[seat] + to
        if all_in and total >= 100 * t.big:
            c["pre-hole all-ins"] += 1
            if t.five_share() > 0.30:
                c["outside range"] += 1

    def result(self) -> dict[str, Counter[str]]:
        if self.state is not None and self.state.is_over:
            final = self.state.view(None)
            last = final.get("last_hand") or {}
            for seat, lvl in enumerate(self.levels):
                net = final["stacks"][seat] - int(self.state.options["stack"])
                end = self.ended.get(seat)
                if end is None:
                    end = (("showdown won" if net > 0 else "showdown lost")
                           if last.get("ended_by") == "showdown"
                           else f"others folded in round {self.last_round}")
                self.counts[lvl]["end: " + end] += 1
                self.counts[lvl]["net: " + end] += net
        return self.counts


def behaviour(games: Sequence[Game], levels: Sequence[str]) -> list[str]:
    total: dict[str, Counter[str]] = {}
    for g in games:
        for lvl, c in (g.notes or {}).items():
            total.setdefault(lvl, Counter()).update(c)
    out = ["behaviour      seat-hands  played          pre-hole all-ins (outside top 30%)"
           "  folds at 10:1 or better"]
    for lvl in dict.fromkeys(levels):
        c = total.get(lvl, Counter())
        hands = max(1, c["hands"])
        out.append(f"  {lvl:<16} {c['hands']:>7}  {c['played']:>6} ({c['played'] / hands:.1%})"
                   f"  {c['pre-hole all-ins']:>6} ({c['outside range']} outside)"
                   f"   {c['folds at 10:1']} of {c['at 10:1']}")
    return out


def endings(games: Sequence[Game], levels: Sequence[str]) -> list[str]:
    """``--detail``: per level, where its hands ended and the chips won or lost
    there, in big blinds per 100 of the level's seat-hands."""
    total: dict[str, Counter[str]] = {}
    for g in games:
        for lvl, c in (g.notes or {}).items():
            total.setdefault(lvl, Counter()).update(c)
    out = ["where hands ended   hands   bb/100 of all the level's hands"]
    for lvl in dict.fromkeys(levels):
        c = total.get(lvl, Counter())
        hands = max(1, c["hands"])
        out.append(f"  {lvl}")
        for key in sorted(k for k in c if k.startswith("end: ")):
            end = key[5:]
            rate = c["net: " + end] / BIG_BLIND * 100 / hands
            out.append(f"    {end:<26} {c[key]:>6}  {rate:>8.1f}")
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m cardtable simulate swingo",
                                description=(__doc__ or "").split("\n\n")[0])
    p.add_argument("--hands", type=int, default=1000)
    p.add_argument("--players", type=int, default=5)
    p.add_argument("--bots", default="hard,medium",
                   help="comma-separated levels given to the seats in turn")
    p.add_argument("--against", default="",
                   help="a bot for every other seat: --bots hard --against tight-aggressive"
                        " puts one hard bot among references")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--variant", default="high", choices=("high", "low", "high-low"))
    p.add_argument("--betting", default="pot-limit", choices=("pot-limit", "fixed-limit"))
    p.add_argument("--stack", type=int, default=STACK,
                   help="starting chips per seat (big blind 2): 20 plays ten big blinds deep")
    p.add_argument("--jobs", type=int, default=1, help="worker processes")
    p.add_argument("--detail", action="store_true",
                   help="also where each level's hands ended and what it won or lost there")
    args = p.parse_args(argv)
    given = [x.strip() for x in args.bots.split(",") if x.strip()]
    if args.against:
        given += [args.against.strip()] * (args.players - len(given))
    known = bot_levels("swingo", listed=False)
    bad = [x for x in given if x not in known]
    if bad or not given:
        print(f"unknown bot level(s): {', '.join(bad)}; choose from {', '.join(known)}")
        return 2
    if not 2 <= args.players <= 10:
        print("Swingo Poker is for 2 to 10 players")
        return 2
    levels = tuple(given[s % len(given)] for s in range(args.players))
    if args.stack < BIG_BLIND:
        print(f"--stack must be at least {BIG_BLIND} chips")
        return 2
    options = {"variant": args.variant, "betting": args.betting, "hands": 1,
               "stack": args.stack}
    deals = max(1, args.hands // args.players)
    games, timer = run(Series("swingo", levels, options, seed=args.seed, watcher=Behaviour),
                       deals, args.jobs)

    def bb100(g: Game, seat: int) -> float:
        return float(g.outcome["chips"][seat] - args.stack) / BIG_BLIND * 100

    print(f"Swingo Poker ({args.variant}, {args.betting}): {len(games)} hands ({deals} deals x"
          f" {args.players} seat rotations), {args.players} players, bots {','.join(levels)},"
          f" seed {args.seed}" + (f", stacks {args.stack}" if args.stack != STACK else ""))
    print("win rate (big blinds / 100 hands, per seat)      95% interval")
    for lvl in dict.fromkeys(levels):
        print(f"  {line(lvl, per_deal(games, lvl, bb100), percent=False)}")
    print("\n".join(behaviour(games, levels)))
    if args.detail:
        print("\n".join(endings(games, levels)))
    print(timer.report())
    return 0
