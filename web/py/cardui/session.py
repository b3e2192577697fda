"""A game at the table: who sits where (people or bots), whose turn it is for
the screen, bots' requests, undo, and the save wrapper. Pure Python: the
browser controller (``app``) drives it, the tests drive it under CPython.

The save in localStorage is a small wrapper around the engine's own save::

    {"app": "cardtable-ui", "version": 1, "setup": {game, seed, options,
     seats: [{name, kind, level}]}, "recorded": false, "game": "<State.to_json()>"}
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from cardtable import SaveError, State, load_game, new_game
from cardtable.actions import Action, action_from_json
from cardtable.bots import DEFAULT_LEVEL, LEVELS
from cardtable.bots.decision import decide
from cardtable.engine import game_types

SAVE_APP = "cardtable-ui"
SAVE_APP_VERSION = 1
KINDS = ("human", "bot")
MAX_NAME = 32


@dataclass
class Seat:
    name: str
    kind: str = "human"
    level: str = DEFAULT_LEVEL

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "kind": self.kind, "level": self.level}

    @staticmethod
    def from_json(data: Any) -> Seat:
        if not isinstance(data, dict):
            raise ValueError("a seat must be an object")
        name, kind, level = data.get("name"), data.get("kind"), data.get("level", DEFAULT_LEVEL)
        if not isinstance(name, str) or kind not in KINDS or level not in LEVELS:
            raise ValueError(f"bad seat {data!r}")
        return Seat(clean_name(name, "Player"), kind, level)


def clean_name(name: str, fallback: str) -> str:
    """A seat name as typed, trimmed and shortened (not escaped: rendering escapes)."""
    name = re.sub(r"\s+", " ", str(name)).strip()[:MAX_NAME]
    return name or fallback


@dataclass
class Setup:
    game: str
    seats: list[Seat]
    seed: int
    options: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "seed": self.seed, "options": dict(self.options),
                "seats": [s.to_json() for s in self.seats]}

    @staticmethod
    def from_json(data: Any) -> Setup:
        if not isinstance(data, dict):
            raise ValueError("the setup must be an object")
        seats = data.get("seats")
        if not isinstance(seats, list) or not seats:
            raise ValueError("the setup has no seats")
        game, seed, options = data.get("game"), data.get("seed"), data.get("options", {})
        if not isinstance(game, str) or not isinstance(seed, int) or not isinstance(options, dict):
            raise ValueError("the setup is malformed")
        return Setup(game, [Seat.from_json(s) for s in seats], seed, options)


class Session:
    """One game and its seats."""

    def __init__(self, setup: Setup, state: State | None = None, uid: str | None = None) -> None:
        if not any(s.kind == "human" for s in setup.seats):
            raise ValueError("at least one seat must be a person")
        self.setup = setup
        self.state = state if state is not None else new_game(
            setup.game, players=len(setup.seats), seed=setup.seed, options=setup.options)
        if self.state.players != len(setup.seats) or self.state.game_id != setup.game:
            raise ValueError("the seats do not match the game")
        #: This game's id: the statistics count each id once, whatever undo or a
        #: reload does (an older save without one gets an id from its setup).
        self.uid = uid or "setup-" + hashlib.sha256(
            json.dumps(setup.to_json(), sort_keys=True).encode()).hexdigest()[:16]
        #: True once this game's result went into the statistics.
        self.recorded = False
        #: The log length of the last end of a hand/deal/game the people dismissed:
        #: a later end's result waits on screen, and no bot plays past it.
        self.acked = 0
        #: Ask to stop at the next chance (Swingo's Stop, S-2): a menu action.
        self.stop_requested = False
        #: Hints the person asked for in this game (issue 19; saved, shown at the end).
        self.hints = 0
        #: The bots' reasons the table showed, by the index of the move's first
        #: event: the log says them again (a playtest: only the latest could be
        #: read), after a reload too; an undone move's reason goes with it.
        self.reasons: dict[int, str] = {}
        #: Where "since your last turn" starts in the events: after each person's
        #: own last move (pass-and-play: one mark per seat), else where the game
        #: began or an undo left it. Saved: a reload keeps the strip (playtest 10).
        #: The game's start is in it (playtest 18: "Your move." and nothing said
        #: why you play first: Swoop's draw, Swingo's blinds).
        self.marks: dict[int, int] = {}
        self.first_mark = 0

    # -- who is who ------------------------------------------------------------

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.setup.seats]

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.setup.seats) if s.kind == "human"]

    @property
    def solo(self) -> bool:
        """One person against bots: no hand-offs, undo allowed."""
        return len(self.humans) == 1

    def is_bot(self, seat: int) -> bool:
        return self.setup.seats[seat].kind == "bot"

    # -- whose turn ------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.state.is_over

    def next_bot(self) -> int | None:
        """A bot that must act now (bots go before people in a simultaneous choice)."""
        if self.state.is_over:
            return None
        return next((s for s in self.state.to_act if self.is_bot(s)), None)

    def next_human(self) -> int | None:
        """The person who must act now, when no bot is to act first."""
        if self.state.is_over or self.next_bot() is not None:
            return None
        return next((s for s in self.state.to_act if not self.is_bot(s)), None)

    def needs_handoff(self, shown: int | None) -> int | None:
        """The seat the device must be passed to before its cards are shown, if any.

        In pass-and-play the table shows one person's view at a time; a hand-off
        screen (with no private card on it) comes first only when the next person
        to act would see something the view on screen does not show (in Swap
        Poker, where every card is face up, never)."""
        if self.solo:
            return None
        seat = self.next_human()
        if seat is None or seat == shown or self._same_view(seat, shown):
            return None
        return seat

    def _same_view(self, a: int, b: int | None) -> bool:
        """True when seats ``a`` and ``b`` (``None``: a spectator) see the same."""
        va, vb = self.state.view(a), self.state.view(b)
        va.pop("seat", None)
        vb.pop("seat", None)
        return va == vb

    def viewer(self, shown: int | None) -> int | None:
        """Whose view the table shows: the person to act once handed over (the
        table turns to them: their row at the bottom), else (bots acting, game
        over) the person last shown; in solo always the person; ``None`` (a
        spectator's view) when nobody was shown yet in pass-and-play."""
        if self.solo:
            return self.humans[0]
        seat = self.next_human()
        if seat is not None and (seat == shown or self.needs_handoff(shown) is None):
            return seat
        return shown

    # -- actions ---------------------------------------------------------------

    def legal_json(self, seat: int) -> list[dict[str, Any]]:
        return [a.to_json() for a in self.state.legal_actions(seat)]

    def decode(self, data: Any) -> Action:
        """An action of this game from its JSON form (raises ``SaveError``)."""
        return action_from_json(data, self.state.action_types)

    def apply(self, seat: int, data: Any) -> None:
        """Play an action given as JSON; raises ``IllegalAction``/``SaveError``
        with the engine's message (the state is unchanged then)."""
        self.state.apply(seat, self.decode(data))

    # -- bots ------------------------------------------------------------------

    def bot_request(self, seat: int) -> dict[str, Any]:
        """What a bot needs, and all it gets: the seat's view and legal actions."""
        return {
            "game": self.setup.game, "level": self.setup.seats[seat].level, "seat": seat,
            "seed": self.setup.seed, "view": self.state.view(seat),
            "legal": self.legal_json(seat),
        }

    # -- undo ------------------------------------------------------------------

    @property
    def pending_result(self) -> bool:
        """A hand, deal or game ended (the match goes on) and its result waits for
        the people to dismiss it ("Next hand"/"Next deal")."""
        ends = self.state.ends
        return bool(ends) and ends[-1] > self.acked and not self.state.is_over

    def dismiss_result(self) -> None:
        if self.state.ends:
            self.acked = self.state.ends[-1]

    def _undo_cut(self) -> int | None:
        """Where undo would cut the log: the person's last move at or above the
        engine's floor for them (``State.undo_floor``), else None."""
        me = self.humans[0]
        log, floor = self.state.log, self.state.undo_floor(me)
        return next((i for i in range(len(log) - 1, floor - 1, -1) if log[i][0] == me), None)

    def can_undo(self) -> bool:
        """Solo only, on the person's turn, with a move of theirs to take back that
        nothing new was learned since (the engine decides: ``State.undo_floor``)."""
        if not self.solo or self.next_bot() is not None or self.pending_result:
            return False
        return self._undo_cut() is not None

    def undo_blocked(self) -> str | None:
        """Why the person may not take back the move they made, where Undo would
        otherwise be offered (solo, their turn, nothing waiting): ``"end"`` (a hand
        or deal ended since), ``"reveal"`` (a card they could not see was shown
        since, such as a turned mystery card); None when undo is allowed or they
        have no move to take back."""
        if not self.solo or self.over or self.next_bot() is not None or self.pending_result:
            return None
        me = self.humans[0]
        if self._undo_cut() is not None or all(seat != me for seat, _a in self.state.log):
            return None
        return "end" if self.state.undo_floor(me) in self.state.ends else "reveal"

    def undo_replies(self) -> list[tuple[int, int]]:
        """The others whose moves Undo takes back with the person's (the bots'
        replies after it): ``(seat, moves)`` in the order they first moved; [] when
        there is nothing to take back."""
        cut = self._undo_cut() if self.can_undo() else None
        if cut is None:
            return []
        me = self.humans[0]
        counts: dict[int, int] = {}
        for seat, _action in self.state.log[cut + 1:]:
            if seat != me:
                counts[seat] = counts.get(seat, 0) + 1
        return list(counts.items())

    def undo(self) -> list[dict[str, Any]]:
        """Take back the person's last move and the bots' moves after it: replay
        the log without them from the start (``new_game`` + ``apply``). Returns
        the events of the person's move taken back (its words: public texts, and
        nothing was revealed by it, or undo would not reach it)."""
        cut = self._undo_cut() if self.can_undo() else None
        if cut is None:
            raise ValueError("there is no move of yours to take back")
        log = self.state.log
        state = new_game(self.setup.game, players=len(self.setup.seats), seed=self.setup.seed,
                         options=self.setup.options)
        marks: dict[int, int] = {}  # where each person's last move left the events
        for seat, action in log[:cut]:
            at = len(state.events)
            state.apply(seat, action)
            if seat in self.humans:
                marks[seat] = mark_after(state.events, seat, at)
        again = state.clone()  # the move once more, for its words
        before = len(again.events)
        again.apply(*log[cut])
        self.state = state
        self.reasons = {at: why for at, why in self.reasons.items()
                        if at < len(state.events)}
        # the moves since your turn as they were before the move taken back (a
        # playtest: the strip went blank after Undo, the table back at that turn)
        self.marks, self.first_mark = marks, min(self.first_mark, len(state.events))
        return list(again.events[before:])

    # -- saves -----------------------------------------------------------------

    def to_save(self) -> str:
        return json.dumps({
            "app": SAVE_APP, "version": SAVE_APP_VERSION, "setup": self.setup.to_json(),
            "recorded": self.recorded, "uid": self.uid, "acked": self.acked,
            "stop": self.stop_requested, "hints": self.hints,
            "reasons": {str(at): why for at, why in sorted(self.reasons.items())},
            "marks": {str(seat): at for seat, at in sorted(self.marks.items())},
            "first_mark": self.first_mark,
            "game": self.state.to_json(),
        }, separators=(",", ":"))

    @staticmethod
    def from_save(text: str) -> Session:
        """The session of a saved text; raises ``SaveError`` with a message for people."""
        try:
            data = json.loads(text)
        except (TypeError, ValueError):
            raise SaveError("the saved game is not readable (it is not valid JSON)",
                            code="ui-save-not-json") from None
        if not isinstance(data, dict) or data.get("app") != SAVE_APP:
            raise SaveError("the saved data is not a Card Table game", code="ui-save-foreign")
        if data.get("version") != SAVE_APP_VERSION:
            raise SaveError(f"the saved game has an unknown format ({data.get('version')!r})",
                            code="ui-save-version")
        try:
            setup = Setup.from_json(data.get("setup"))
        except ValueError as exc:
            raise SaveError(f"the saved game's seats are damaged: {exc}",
                            code="ui-save-setup") from None
        if setup.game not in game_types():
            raise SaveError(f"the saved game is of an unknown kind ({setup.game!r})",
                            code="ui-save-game")
        game = data.get("game")
        if not isinstance(game, str):
            raise SaveError("the saved game has no moves record", code="ui-save-incomplete")
        state = load_game(game)  # SaveError with the engine's reason
        uid, acked = data.get("uid"), data.get("acked")
        if uid is not None and not isinstance(uid, str) or acked is not None and (
                not isinstance(acked, int) or isinstance(acked, bool)):
            raise SaveError("the saved game's id or progress is damaged", code="ui-save-setup")
        try:
            session = Session(setup, state, uid)
        except ValueError as exc:
            raise SaveError(f"the saved game is inconsistent: {exc}",
                            code="ui-save-setup") from None
        session.recorded = data.get("recorded") is True
        session.stop_requested = data.get("stop") is True
        hints = data.get("hints", 0)
        session.hints = hints if isinstance(hints, int) and not isinstance(hints, bool) \
            and hints >= 0 else 0
        session.reasons = _reasons(data.get("reasons"), len(state.events))
        session.marks, first = _marks(data, len(state.events), len(setup.seats))
        session.first_mark = len(state.events) if first is None else first
        # an older save (no "acked"): its past results are not held again
        session.acked = acked if acked is not None else (state.ends[-1] if state.ends else 0)
        return session


#: The longest reason a save may hold (a bot's reason is one line).
REASON_MAX = 300


def _reasons(data: Any, events: int) -> dict[int, str]:
    """The saved reasons that fit the game: a damaged entry is left out (it is
    only words in the log), and the game loads as it was."""
    if not isinstance(data, dict):
        return {}
    out: dict[int, str] = {}
    for at, why in data.items():
        if isinstance(at, str) and at.isdecimal() and int(at) < events \
                and isinstance(why, str) and 0 < len(why) <= REASON_MAX:
            out[int(at)] = why
    return out


def mark_after(events: list[dict[str, Any]], seat: int, at: int) -> int:
    """Where "since your last turn" starts once ``seat`` moved (its move's events
    from ``at``): after the last of them that is the seat's own, so what the move
    brought about for everyone (the river dealt) is in the strip at its next turn
    (playtest 17: in pass-and-play the phone went to the next person at once, and
    the one whose check brought the river was never told of it)."""
    own = [i for i in range(at, len(events)) if events[i].get("seat") == seat]
    return own[-1] + 1 if own else len(events)


def _marks(data: dict[str, Any], events: int, seats: int) -> tuple[dict[int, int], int | None]:
    """The saved places where each person's "since your last turn" starts; a
    damaged one is left out (the strip then starts at the reload)."""
    def place(value: Any) -> int | None:
        ok = isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= events
        return value if ok else None
    marks: dict[int, int] = {}
    saved = data.get("marks")
    for seat, at in (saved.items() if isinstance(saved, dict) else ()):
        if isinstance(seat, str) and seat.isdecimal() and int(seat) < seats \
                and place(at) is not None:
            marks[int(seat)] = at
    return marks, place(data.get("first_mark"))


def bot_choose(request: dict[str, Any]) -> dict[str, Any]:
    """A bot's answer to :meth:`Session.bot_request`, as action JSON (the bot
    worker thinks with the same entry point, ``cardtable.bots.decision``)."""
    return decide(request, reason=False)[0]


def bot_choose_with_reason(request: dict[str, Any],
                           pace: Callable[[], None] | None = None) -> tuple[dict[str, Any], str]:
    """:func:`bot_choose`'s move (the same, by ``choose_with_reason``'s contract)
    and the bot's one line saying why; ``pace``: see ``decision``."""
    return decide(request, pace=pace)


def new_seed(entropy: float) -> int:
    """A deal number from a random-ish float (the browser's Math.random)."""
    return int(entropy * 2**31) % 2**31
