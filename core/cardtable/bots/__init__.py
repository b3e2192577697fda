"""Bots: one interface for every game.

A bot sees only what its seat may see: ``state.view(seat)`` and the legal
actions, never the state itself. Hard bots that need the hidden cards sample
them consistently with the view (determinization, see
:func:`cardtable.engine.sample_state`). Each game registers its levels in a
module of this package::

    @register_bot("swap-poker", "medium")
    class GreedyBot:
        def choose(self, view, legal, rng): ...

and every module here is imported on first use of the registry. Reference bots
(simple sound play to measure the others against) are registered with
``listed=False``: :func:`make_bot` builds them, the lobby does not offer them.

**Reasons.** :func:`choose_with_reason` returns a bot's move with one line in
the game's words saying why ("Call 8 into a pot of 40: 28% to win, 17% needed"). A bot
that can say why derives from :class:`ReasonedBot` and implements ``decide``,
which returns the move and a *thunk* building the line: ``choose`` drops the
thunk, so play without reasons pays nothing for them. Reasons speak of the move
and of what everyone can see, never of the seat's other hidden cards, so a
caption may show them to everyone.
"""

from __future__ import annotations

import importlib
import pkgutil
import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from ..actions import Action, playable
from ..engine import State

LEVELS = ("easy", "medium", "hard")
DEFAULT_LEVEL = "medium"

#: A zero-argument function building a reason line (called only when asked).
Reason = Callable[[], str]


class Bot(Protocol):
    def choose(
        self, view: dict[str, Any], legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """One of ``legal`` (or, for an offered ``AmountRange``, its action at an
        amount in the range), chosen from ``view`` only."""
        ...


class ReasonedBot:
    """Base of bots that can say why: subclasses implement :meth:`decide`."""

    def decide(
        self, view: dict[str, Any], legal: Sequence[Action], rng: random.Random
    ) -> tuple[Action, Reason]:
        """The move and a thunk that builds its reason line."""
        raise NotImplementedError

    def choose(
        self, view: dict[str, Any], legal: Sequence[Action], rng: random.Random
    ) -> Action:
        return self.decide(view, legal, rng)[0]

    def choose_with_reason(
        self, view: dict[str, Any], legal: Sequence[Action], rng: random.Random
    ) -> tuple[Action, str]:
        action, why = self.decide(view, legal, rng)
        return action, why()


def _words(action: Action) -> str:
    """A plain, capitalised name of ``action`` for a default reason."""
    return action.kind.replace("-", " ").replace("_", " ").capitalize()


def choose_with_reason(
    bot: Bot, view: dict[str, Any], legal: Sequence[Action], rng: random.Random
) -> tuple[Action, str]:
    """``bot``'s move and one line saying why (a bare description of the move for a
    bot that cannot say more). Same move as ``bot.choose`` with the same generator."""
    said = getattr(bot, "choose_with_reason", None)
    if said is not None:
        action, reason = said(view, legal, rng)
        return action, reason
    action = bot.choose(view, legal, rng)
    return action, _words(action)


class RandomBot:
    """Plays a uniformly random legal action (every game's floor)."""

    def choose(
        self, view: dict[str, Any], legal: Sequence[Action], rng: random.Random
    ) -> Action:
        return playable(legal[rng.randrange(len(legal))], rng)


_BOTS: dict[tuple[str, str], Callable[[], Bot]] = {}
_LISTED: dict[tuple[str, str], bool] = {}
_discovered = False


def register_bot(game_id: str, level: str, listed: bool = True) -> Callable[[Any], Any]:
    """Class (or factory) decorator registering a bot for ``game_id`` at ``level``.
    A listed bot (the default) is one of :data:`LEVELS` and offered to players; a
    reference bot (``listed=False``) may have any name and is built only on request
    (``simulate``, tests)."""
    if listed and level not in LEVELS:
        raise ValueError(f"a listed bot level must be one of {LEVELS}, not {level!r}")
    if not level or not level.replace("-", "").isalnum():
        raise ValueError(f"a bot level is a word (letters, digits, '-'), not {level!r}")

    def decorate(factory: Any) -> Any:
        _BOTS[(game_id, level)] = factory
        _LISTED[(game_id, level)] = listed
        return factory

    return decorate


def _discover() -> None:
    global _discovered
    if not _discovered:
        for module in pkgutil.iter_modules(__path__):
            importlib.import_module(f"{__name__}.{module.name}")
        _discovered = True


def make_bot(game_id: str, level: str = DEFAULT_LEVEL) -> Bot:
    """A new bot for ``game_id`` at ``level`` (a listed level or a reference bot's name)."""
    _discover()
    factory = _BOTS.get((game_id, level))
    if factory is None:
        raise ValueError(f"no {level!r} bot for {game_id!r}")
    return factory()


def bot_levels(game_id: str, listed: bool = True) -> list[str]:
    """The levels offered to players for ``game_id``, easiest first; with
    ``listed=False`` every registered bot, the reference bots after the levels."""
    _discover()
    mine = [lvl for (g, lvl) in _BOTS if g == game_id and (_LISTED[(g, lvl)] or not listed)]
    return sorted(mine, key=lambda x: (LEVELS.index(x) if x in LEVELS else len(LEVELS), x))


def default_level(game_id: str) -> str | None:
    """The level a new bot seat gets: ``DEFAULT_LEVEL`` when the game has it, else
    its easiest level (``None``: the game has no bots)."""
    levels = bot_levels(game_id)
    return DEFAULT_LEVEL if DEFAULT_LEVEL in levels else (levels[0] if levels else None)


def choose_action(state: State, seat: int, bot: Bot, rng: random.Random) -> Action:
    """Ask ``bot`` for ``seat``'s move, handing it only the seat's view."""
    return bot.choose(state.view(seat), state.legal_actions(seat), rng)


__all__ = ["Bot", "ReasonedBot", "Reason", "LEVELS", "DEFAULT_LEVEL", "RandomBot",
           "register_bot", "make_bot", "bot_levels", "default_level", "choose_action",
           "choose_with_reason"]
