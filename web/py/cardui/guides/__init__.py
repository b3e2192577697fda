"""Guided first games ("Learn to play", issue 19): a stacked deal (the engine's
``deck``) against bots whose moves are scripted, each step explained in one
sentence on the table and waiting for the person to do it.

A guide is data (one module per game in this package, registered in
:data:`GUIDES`): the seats, options, the deck and seed, and the moves in order,
each a :class:`Step` with the seat that makes it, the exact action (JSON, as
the engine lists it), the sentence, and the lesson it teaches.
``tests/web/test_guides.py`` replays every guide through the real engine: every
move legal, every lesson reached, the game over at the end.

:class:`GuideRun` plays one: it answers the controller's questions (what may
the person play now and why not another move; what does the bot play; must
the bots wait for "Next" so a sentence can be read). The guide's game is never
saved and never counted; a game in progress is kept aside and comes back.
"""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass, field
from typing import Any

from cardtable import new_game

from ..session import Seat, Session, Setup


@dataclass(frozen=True)
class Step:
    """One move of the script. ``say``: the sentence shown while it waits for the
    person (their step) or after the bot made it (a bot's step; empty: none, the
    bot just plays); ``lesson``: the lesson this step shows (see ``Guide.lessons``)."""

    seat: int
    action: dict[str, Any]
    say: str = ""
    lesson: str = ""


@dataclass(frozen=True)
class Guide:
    game: str
    title: str
    #: (name, kind) per seat; kind "human" (one seat) or "bot".
    seats: tuple[tuple[str, str], ...]
    options: dict[str, Any]
    deck: tuple[str, ...]
    seed: int
    steps: tuple[Step, ...]
    #: Every lesson the guide must show, in order, with its words for the list.
    lessons: tuple[tuple[str, str], ...]
    #: The first sentence (before any move) and the last (with the result).
    intro: str = ""
    outro: str = ""
    #: Lessons reached at the end, not at a move (e.g. "scoring").
    final_lessons: tuple[str, ...] = field(default_factory=tuple)

    @property
    def person(self) -> int:
        return next(i for i, (_n, kind) in enumerate(self.seats) if kind == "human")

    def setup(self) -> Setup:
        return Setup(self.game, [Seat(n, k, "easy") for n, k in self.seats], self.seed,
                     dict(self.options))

    def new_session(self) -> Session:
        state = new_game(self.game, players=len(self.seats), seed=self.seed,
                         options=dict(self.options), deck=list(self.deck))
        return Session(self.setup(), state, uid=f"guide-{self.game}")


GUIDES: dict[str, Guide] = {}


def register(guide: Guide) -> Guide:
    GUIDES[guide.game] = guide
    return guide


def guides() -> dict[str, Guide]:
    """Every guide, by game id (the modules of this package register them)."""
    for module in pkgutil.iter_modules(__path__):
        importlib.import_module(f"{__name__}.{module.name}")
    return GUIDES


def same_action(session: Session, a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Two action JSONs name the same move (hand cards in any order)."""
    try:
        x, y = session.decode(a).to_json(), session.decode(b).to_json()
    except Exception:
        return False
    return _norm(x) == _norm(y)


def offered(session: Session, seat: int, action: dict[str, Any]) -> bool:
    """``action`` is one of ``seat``'s legal moves (a bet or raise inside an
    offered amount range counts)."""
    for legal in session.legal_json(seat):
        if same_action(session, action, legal):
            return True
        if legal.get("type") == "bet-range" and action.get("type") in ("bet", "raise"):
            amount = action.get("amount", action.get("to"))
            kind = "bet" if legal.get("opening") else "raise"
            if action["type"] == kind and isinstance(amount, int) \
                    and legal["min"] <= amount <= legal["max"]:
                return True
    return False


def _norm(data: dict[str, Any]) -> dict[str, Any]:
    return {k: sorted(v) if isinstance(v, list) and all(isinstance(i, str) for i in v) else v
            for k, v in data.items()}


class GuideRun:
    """One guide being played (see the module docstring)."""

    def __init__(self, guide: Guide) -> None:
        self.guide = guide
        #: The log length at which the person last pressed "Next" (a bot's sentence read).
        self.read_at = -1

    def step(self, session: Session) -> Step | None:
        """The step to play now (None at the end of the script)."""
        at = len(session.state.log)
        return self.guide.steps[at] if at < len(self.guide.steps) else None

    def last(self, session: Session) -> Step | None:
        at = len(session.state.log)
        return self.guide.steps[at - 1] if 0 < at <= len(self.guide.steps) else None

    def refuse(self, session: Session, seat: int, action: dict[str, Any]) -> str | None:
        """Why the person may not play ``action`` now (None: it is the instructed move)."""
        step = self.step(session)
        if step is None or step.seat != seat:
            return "Wait for your turn."
        if same_action(session, action, step.action):
            return None
        return "Not that move in this lesson. " + step.say

    def holding(self, session: Session) -> bool:
        """A sentence waits to be read (the intro, or a bot's move explained): the
        bots wait for "Next"."""
        at = len(session.state.log)
        if self.read_at == at or session.over:
            return False
        if at == 0:
            return bool(self.guide.intro)
        last = self.last(session)
        return last is not None and last.seat != self.guide.person and bool(last.say)

    def read(self, session: Session) -> None:
        self.read_at = len(session.state.log)

    def bot_action(self, session: Session, seat: int) -> dict[str, Any]:
        step = self.step(session)
        if step is None or step.seat != seat:
            raise ValueError("the guide's script has no move for this bot now")
        return dict(step.action)

    def sentence(self, session: Session) -> tuple[str, bool]:
        """The sentence on the table now and whether it waits for "Next"."""
        if session.over:
            return self.guide.outro, False
        if self.holding(session):
            last = self.last(session)
            return (last.say if last is not None else self.guide.intro), True
        step = self.step(session)
        if step is not None and step.seat == self.guide.person:
            return step.say, False
        return "", False
