"""One bot move from a request, the single entry point for a bot's decision: the
page calls :func:`decide` (``cardui.session``), the bot worker calls
:func:`answer_json` (``web/bot_worker.js``), so both think with the same code.

A request is JSON-ready: ``{game, level, seat, seed, view, legal}`` (the seat's
view and its legal actions' JSON; no game state). The bot's generator comes from
the seed, the seat and the moves made, so the same request gets the same move
wherever it is thought out.

**Pacing.** Given ``pace``, the bot draws its random numbers from a
:class:`PacedRandom`: the same numbers, with ``pace()`` called every few draws,
between a hard bot's samples. The page passes a ``pace`` that hands the browser
back for a moment when a slice of thinking is used up, so the table keeps
answering input while a bot thinks on the page.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

from ..actions import action_from_json
from ..engine import bot_rng, game_types
from . import RandomBot, choose_with_reason, make_bot

#: ``pace()`` is called once per this many random draws.
PACE_EVERY = 16


class PacedRandom(random.Random):
    """``rng``'s numbers, in the same order, calling ``pace()`` every
    :data:`PACE_EVERY` draws (``random`` and ``getrandbits`` are the two every
    other method draws through)."""

    def __init__(self, rng: random.Random, pace: Callable[[], None]) -> None:
        super().__init__(0)
        self.setstate(rng.getstate())
        self._pace = pace
        self._draws = 0

    def _tick(self) -> None:
        self._draws += 1
        if self._draws >= PACE_EVERY:
            self._draws = 0
            self._pace()

    def random(self) -> float:
        self._tick()
        return super().random()

    def getrandbits(self, k: int, /) -> int:
        self._tick()
        return super().getrandbits(k)


def decide(request: dict[str, Any], *, reason: bool = True,
           pace: Callable[[], None] | None = None) -> tuple[dict[str, Any], str]:
    """The bot's move as action JSON and (``reason``) its one line saying why
    (``""`` without). A level the game lacks plays at random."""
    types = game_types()[request["game"]].action_types
    legal = [action_from_json(a, types) for a in request["legal"]]
    rng = bot_rng(int(request["seed"]), int(request["seat"]),
                  f"bot:{request['view'].get('moves', 0)}")
    if pace is not None:
        rng = PacedRandom(rng, pace)
    try:
        bot = make_bot(request["game"], request["level"])
    except ValueError:  # no bot at that level for this game
        bot = RandomBot()
    if not reason:
        return bot.choose(request["view"], legal, rng).to_json(), ""
    action, why = choose_with_reason(bot, request["view"], legal, rng)
    return action.to_json(), why


def answer_json(text: str) -> str:
    """The bot worker's entry: a request as JSON text (with its message ``id``) to
    ``{"id", "action", "reason"}``, or ``{"id", "error"}`` naming what went wrong."""
    request: Any = None
    try:
        request = json.loads(text)
        action, why = decide(request)
        return json.dumps({"id": request["id"], "action": action, "reason": why})
    except Exception as exc:
        ident = request.get("id") if isinstance(request, dict) else None
        return json.dumps({"id": ident, "error": f"{type(exc).__name__}: {exc}"})
