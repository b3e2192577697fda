"""Bots: one interface for every game.

A bot sees only what its seat may see: ``state.view(seat)`` and the legal
actions, never the state itself. Hard bots that need the hidden cards sample
them consistently with the view (determinization). Each game registers its
levels in a module of this package::

    @register_bot("swap-poker", "medium")
    class GreedyBot:
        def choose(self, view, legal, rng): ...

and every module here is imported on first use of the registry.
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


class Bot(Protocol):
    def choose(
        self, view: dict[str, Any], legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """One of ``legal`` (or, for an offered ``AmountRange``, its action at an
        amount in the range), chosen from ``view`` only."""
        ...


class RandomBot:
    """Plays a uniformly random legal action (every game's floor)."""

    def choose(
        self, view: dict[str, Any], legal: Sequence[Action], rng: random.Random
    ) -> Action:
        return playable(legal[rng.randrange(len(legal))], rng)


_BOTS: dict[tuple[str, str], Callable[[], Bot]] = {}
_discovered = False


def register_bot(game_id: str, level: str) -> Callable[[Any], Any]:
    """Class (or factory) decorator registering a bot for ``game_id`` at ``level``."""
    if level not in LEVELS:
        raise ValueError(f"bot level must be one of {LEVELS}, not {level!r}")

    def decorate(factory: Any) -> Any:
        _BOTS[(game_id, level)] = factory
        return factory

    return decorate


def _discover() -> None:
    global _discovered
    if not _discovered:
        for module in pkgutil.iter_modules(__path__):
            importlib.import_module(f"{__name__}.{module.name}")
        _discovered = True


def make_bot(game_id: str, level: str = DEFAULT_LEVEL) -> Bot:
    """A new bot for ``game_id`` at ``level`` (``easy``, ``medium`` or ``hard``)."""
    _discover()
    factory = _BOTS.get((game_id, level))
    if factory is None:
        raise ValueError(f"no {level!r} bot for {game_id!r}")
    return factory()


def bot_levels(game_id: str) -> list[str]:
    """The levels ``game_id`` has bots for, easiest first."""
    _discover()
    return [lvl for lvl in LEVELS if (game_id, lvl) in _BOTS]


def default_level(game_id: str) -> str | None:
    """The level a new bot seat gets: ``DEFAULT_LEVEL`` when the game has it, else
    its easiest level (``None``: the game has no bots)."""
    levels = bot_levels(game_id)
    return DEFAULT_LEVEL if DEFAULT_LEVEL in levels else (levels[0] if levels else None)


def choose_action(state: State, seat: int, bot: Bot, rng: random.Random) -> Action:
    """Ask ``bot`` for ``seat``'s move, handing it only the seat's view."""
    return bot.choose(state.view(seat), state.legal_actions(seat), rng)


__all__ = ["Bot", "LEVELS", "DEFAULT_LEVEL", "RandomBot", "register_bot", "make_bot",
           "bot_levels", "default_level", "choose_action"]
