"""The one play loop (OpenSpiel's ``evaluate_bots``) under ``simulate``, the benches
and the timing of bot decisions: a state is played to its end by one chooser per
seat, and whatever a caller measures it measures by watching the moves.

>>> from cardtable import new_game
>>> import random
>>> state = new_game("swap-poker", seed=1)
>>> play_out(state, random_chooser(random.Random(1)))
24
>>> state.is_over
True
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from ..actions import Action, playable
from ..bots import Bot, Reason, ReasonedBot
from ..engine import State, bot_rng, new_game

#: Picks the move of ``seat`` in ``state`` (it may read only what the seat may see).
Chooser = Callable[[State, int], Action]
#: Sees each move just before it is applied: ``(state, seat, action, reason)``,
#: ``reason`` a thunk for the bot's one-line reason (or None).
Watch = Callable[[State, int, Action, Reason | None], None]


def play_out(state: State, choose: Chooser, watch: Watch | None = None,
             limit: int | None = None, until: Callable[[State], bool] | None = None) -> int:
    """Play ``state`` until it is over (or ``limit`` moves, or ``until(state)`` is
    true): the first seat to act moves each time. Returns the number of moves made."""
    moves = 0
    reason = getattr(choose, "reason", None)
    while not state.is_over and (limit is None or moves < limit) and \
            (until is None or not until(state)):
        seat = state.to_act[0]
        action = choose(state, seat)
        if watch is not None:
            watch(state, seat, action, reason() if reason is not None else None)
        state.apply(seat, action)
        moves += 1
    return moves


def random_chooser(rng: random.Random, never: tuple[type[Action], ...] = ()) -> Chooser:
    """Uniformly random legal moves (an offered amount range: a random amount),
    never one of the action types ``never`` (say, stopping a match)."""
    def choose(state: State, seat: int) -> Action:
        legal = state.legal_actions(seat)
        if never:
            legal = [a for a in legal if not isinstance(a, never)]
        return playable(legal[rng.randrange(len(legal))], rng)
    return choose


class BotChooser:
    """Seats played by bots, each from its own view with its own generator; times
    every decision per label (a level) when ``times`` is given."""

    def __init__(self, bots: Sequence[Bot], rngs: Sequence[random.Random],
                 labels: Sequence[str] | None = None,
                 times: dict[str, list[float]] | None = None) -> None:
        self.bots, self.rngs, self.labels, self.times = bots, rngs, labels, times
        self.last_reason: Reason | None = None

    def __call__(self, state: State, seat: int) -> Action:
        bot = self.bots[seat]
        view, legal = state.view(seat), state.legal_actions(seat)
        start = time.perf_counter()
        action: Action
        if isinstance(bot, ReasonedBot):
            action, self.last_reason = bot.decide(view, legal, self.rngs[seat])
        else:
            action, self.last_reason = bot.choose(view, legal, self.rngs[seat]), None
        if self.times is not None:
            label = self.labels[seat] if self.labels is not None else str(seat)
            self.times.setdefault(label, []).append((time.perf_counter() - start) * 1000)
        return action

    def reason(self) -> Reason | None:
        return self.last_reason


def random_games(game_id: str, seconds: float, seed: int, players: int | None = None,
                 options: dict[str, Any] | None = None, never: tuple[type[Action], ...] = (),
                 count: Callable[[State], int] = lambda state: 1) -> tuple[int, int, float]:
    """Whole random-play games through the public contract for about ``seconds``:
    ``(things, moves, seconds spent)``, things counted by ``count`` per finished game
    (one game each by default; a match's hands, say). For the engine benches."""
    rng = random.Random(seed)
    things = moves = k = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = new_game(game_id, players=players, seed=seed + k, options=options)
        k += 1
        moves += play_out(state, random_chooser(rng, never))
        things += count(state)
    return things, moves, time.perf_counter() - start


def bot_times(game_id: str, level: str, seconds: float, seed: int,
              players: int | None = None, options: dict[str, Any] | None = None
              ) -> list[float]:
    """Decision times (ms) of ``level`` bots playing every seat of seeded games,
    until their thinking adds up to ``seconds``."""
    from ..bots import make_bot

    times: dict[str, list[float]] = {}
    k = 0
    while sum(times.get(level, ())) < seconds * 1000:
        state = new_game(game_id, players=players, seed=seed + k, options=options)
        k += 1
        n = state.players
        play_out(state, BotChooser([make_bot(game_id, level)] * n,
                                   [bot_rng(seed + k, s) for s in range(n)],
                                   [level] * n, times))
    return times[level]
