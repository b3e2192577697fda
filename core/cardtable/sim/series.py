"""Duplicate series of bot games: each deal is replayed once per rotation of the
seats (and once per option variant, say both first movers), so every level meets
the same cards from every seat and the luck of the deal cancels out.

A level's figure for a deal is the mean over the games of that deal and over the
seats it held; the report's 95% intervals are over deals, which are independent
(the games of one deal are not). ``--jobs N`` splits the deals over N processes;
the games and the figures do not depend on it.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..bots import make_bot
from ..engine import bot_rng, new_game
from . import DecisionTimer, mean_ci
from .play import BotChooser, Watch, play_out

JSON = dict[str, Any]


class Watcher(Protocol):
    """Per-game statistics: sees every move (a :data:`.play.Watch`), then reports."""

    def __call__(self, *args: Any) -> None: ...

    def result(self) -> Any: ...


@dataclass(frozen=True)
class Series:
    """What to play: ``levels`` one per seat before rotation; each deal (seed
    ``seed * 1_000_003 + deal``) is played with the seats rotated ``len(levels)``
    times (or once, ``rotate=False``), each time once per ``variants`` entry (extra
    options)."""

    game: str
    levels: tuple[str, ...]
    options: JSON = field(default_factory=dict)
    variants: tuple[JSON, ...] = ({},)
    seed: int = 1
    rotate: bool = True
    #: Builds a watcher for a game from its seat levels (a module-level callable,
    #: so that worker processes can build it too).
    watcher: Callable[[Sequence[str]], Watcher] | None = None


@dataclass
class Game:
    """One finished game: which deal, the level of each seat, the outcome, and what
    the watcher collected."""

    deal: int
    levels: tuple[str, ...]
    outcome: JSON
    notes: Any = None


def play_deals(series: Series, first: int, count: int) -> tuple[list[Game], dict[str, list[float]]]:
    """Deals ``first .. first+count-1`` of ``series``: every game, and decision times
    per level."""
    timer = DecisionTimer()
    games: list[Game] = []
    n = len(series.levels)
    rotations = range(n) if series.rotate else range(1)
    for deal in range(first, first + count):
        seed = series.seed * 1_000_003 + deal
        for r in rotations:
            seats = tuple(series.levels[(s - r) % n] for s in range(n))
            for v, extra in enumerate(series.variants):
                state = new_game(series.game, players=n, seed=seed,
                                 options={**series.options, **extra})
                chooser = BotChooser([make_bot(series.game, lvl) for lvl in seats],
                                     [bot_rng(seed, s, f"bot{r}.{v}") for s in range(n)],
                                     seats, timer.times)
                watch = series.watcher(seats) if series.watcher is not None else None
                play_out(state, chooser, watch)
                outcome = state.outcome
                assert outcome is not None
                games.append(Game(deal, seats, outcome,
                                  watch.result() if watch is not None else None))
    return games, timer.times


def _worker(args: tuple[Series, int, int]) -> tuple[list[Game], dict[str, list[float]]]:
    return play_deals(*args)


def run(series: Series, deals: int, jobs: int = 1) -> tuple[list[Game], DecisionTimer]:
    """Every game of ``deals`` deals, over ``jobs`` processes, with the timer."""
    jobs = max(1, min(jobs, deals))
    chunk = -(-deals // jobs)
    tasks = [(series, k, min(chunk, deals - k)) for k in range(0, deals, chunk)]
    if jobs == 1:
        parts = [_worker(t) for t in tasks]
    else:
        with multiprocessing.Pool(jobs) as pool:
            parts = pool.map(_worker, tasks)
    games: list[Game] = []
    timer = DecisionTimer()
    for part, times in parts:
        games += part
        for lvl, t in times.items():
            timer.times.setdefault(lvl, []).extend(t)
    return games, timer


def per_deal(games: Sequence[Game], level: str,
             value: Callable[[Game, int], float]) -> list[float]:
    """``level``'s figure per deal: the mean of ``value(game, seat)`` over the deal's
    games and the seats the level held in them."""
    sums: dict[int, list[float]] = {}
    for g in games:
        for seat, lvl in enumerate(g.levels):
            if lvl == level:
                sums.setdefault(g.deal, []).append(value(g, seat))
    return [sum(v) / len(v) for v in sums.values()]


def line(label: str, values: Sequence[float], percent: bool = True) -> str:
    """``"  hard      41.2%  [38.0%, 44.5%]"``: a mean with its 95% interval."""
    mean, low, high = mean_ci(values)
    if percent:  # a share: the normal interval clipped to 0..1
        return f"{label:<12} {mean:>8.1%}  [{max(0.0, low):.1%}, {min(1.0, high):.1%}]"
    return f"{label:<12} {mean:>8.1f}  [{low:.1f}, {high:.1f}]"


__all__ = ["Series", "Game", "Watch", "Watcher", "play_deals", "run", "per_deal", "line"]
