"""Swoop bots against bots: each level's share of deals (or matches) won, points,
and how often it picked the pile up while a play that goes on it existed.

``python -m cardtable simulate swoop --deals 1000 --bots hard,greedy,greedy,greedy``
``python -m cardtable simulate swoop --matches 100 --bots hard,greedy,greedy,greedy``

``--bots`` names one level per seat (its length is the number of players); any
registered bot, the reference bots (``greedy``) too. Each deal is played once per
rotation of the seats (duplicate deals, see :mod:`.series`), as a one-deal game;
``--matches`` plays whole matches to the target (500) instead, each match seed
once per rotation. A level's share of wins is per seat it held (fair share: 1 /
players; a shared match win counts 1/k), with a 95% interval over deals.

Pick-ups: a play higher than the top card picks the pile up first (W-5). One is
*avoidable* when a legal play went on the pile or swooped; the report counts
them per level and lists the reasons the bot gave for the commonest.
"""

from __future__ import annotations

import argparse
from collections import Counter
from collections.abc import Sequence
from typing import Any

from ..actions import Action
from ..bots import Reason, bot_levels
from ..engine import State
from ..games.swoop.actions import Play
from .series import Game, Series, line, per_deal, run


class PickUps:
    """Per level: plays, pick-ups, avoidable pick-ups and their reasons."""

    def __init__(self, levels: Sequence[str]) -> None:
        self.levels = levels
        self.counts: dict[str, Counter[str]] = {}
        self.reasons: dict[str, Counter[str]] = {}

    def __call__(self, state: State, seat: int, action: Action, reason: Reason | None) -> None:
        lvl = self.levels[seat]
        c = self.counts.setdefault(lvl, Counter())
        c["plays"] += 1
        effect = state.effect(seat, action)  # type: ignore[attr-defined]
        if effect != "pick-up":
            return
        c["pick-ups"] += 1
        others = {state.effect(seat, a) for a in state.legal_actions(seat)}  # type: ignore[attr-defined]
        if others & {"pile", "swoop"}:
            c["avoidable"] += 1
            c["went on" if "pile" in others or _fours(state, seat) else "swooper only"] += 1
            why = reason() if reason is not None else "(no reason given)"
            self.reasons.setdefault(lvl, Counter())[_gist(why)] += 1

    def result(self) -> tuple[dict[str, Counter[str]], dict[str, Counter[str]]]:
        return self.counts, self.reasons


def _fours(state: State, seat: int) -> bool:
    """Whether a legal play completes four on the pile (a swoop without a 10 or joker)."""
    swoopers = state.swoopers  # type: ignore[attr-defined]
    return any(isinstance(a, Play) and _rank(state, seat, a) not in swoopers
               and state.effect(seat, a) == "swoop"  # type: ignore[attr-defined]
               for a in state.legal_actions(seat))


def _rank(state: State, seat: int, play: Play) -> str:
    if play.hand:
        return play.hand[0][0]
    if play.face_up:
        return str(state.up[seat][play.face_up[0]])[0]  # type: ignore[attr-defined]
    return str(state.revealed[1])[0]  # type: ignore[attr-defined]


def _gist(reason: str) -> str:
    """A reason without its cards (what is after the colon), to count alike ones."""
    return reason.split(": ", 1)[-1]


def report(games: list[Game], levels: Sequence[str], matches: bool) -> list[str]:
    n = len(levels)
    unit = "match" if matches else "deal"

    def won(g: Game, seat: int) -> float:
        winners = g.outcome["winners"] if matches else [g.outcome["deals"][-1]["went_out"]]
        return 1 / len(winners) if seat in winners else 0.0

    def points(g: Game, seat: int) -> float:
        return float(g.outcome["scores"][seat])

    out = [f"level        {unit} wins  95% interval     points/{unit}  95% interval"
           f"   (fair share {1 / n:.1%})"]
    for lvl in dict.fromkeys(levels):
        out.append(f"  {line(lvl, per_deal(games, lvl, won))}   "
                   f"{line('', per_deal(games, lvl, points), percent=False)}")
    counts: dict[str, Counter[str]] = {}
    reasons: dict[str, Counter[str]] = {}
    for g in games:
        c, r = g.notes
        for lvl in c:
            counts.setdefault(lvl, Counter()).update(c[lvl])
        for lvl in r:
            reasons.setdefault(lvl, Counter()).update(r[lvl])
    out.append("pick-ups    plays   pick-ups   avoidable: all (a play went on the pile or"
               " swooped) / a card went on or made four / only a 10 or joker swooped")
    for lvl in dict.fromkeys(levels):
        c = counts.get(lvl, Counter())
        share = c["avoidable"] / c["pick-ups"] if c["pick-ups"] else 0.0
        out.append(f"  {lvl:<8} {c['plays']:>8} {c['pick-ups']:>10} {c['avoidable']:>8}"
                   f" ({share:.1%} of pick-ups, {c['avoidable'] / max(1, c['plays']):.2%}"
                   f" of plays) / {c['went on']} / {c['swooper only']}")
        for why, k in reasons.get(lvl, Counter()).most_common(3):
            out.append(f"      {k:>6} x {why}")
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m cardtable simulate swoop",
                                description=(__doc__ or "").split("\n\n")[0])
    p.add_argument("--deals", type=int, default=1000)
    p.add_argument("--matches", type=int, default=0,
                   help="play this many whole matches instead of single deals")
    p.add_argument("--bots", default="hard,greedy,greedy,greedy",
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
    levels = tuple(x.strip() for x in args.bots.split(",") if x.strip())
    known = bot_levels("swoop", listed=False)
    bad = [x for x in levels if x not in known]
    if bad or not 3 <= len(levels) <= 8:
        print(f"--bots needs 3 to 8 levels from {', '.join(known)}")
        return 2
    options: dict[str, Any] = {
        "deal": args.deal, "swoop_cards": args.swoop_cards, "swoop_at": args.swoop_at,
        "scoring": args.scoring, "score": args.score}
    matches = args.matches > 0
    if not matches:
        options["target"] = 1
    total = args.matches if matches else args.deals
    games, timer = run(Series("swoop", levels, options, seed=args.seed, watcher=PickUps),
                       total, args.jobs)
    unit = "matches" if matches else "deals"
    print(f"Swoop: {total} {unit} x {len(levels)} seat rotations = {len(games)} games,"
          f" {len(levels)} players, bots {','.join(levels)}, seed {args.seed}")
    print("\n".join(report(games, levels, matches)))
    print(timer.report())
    return 0
