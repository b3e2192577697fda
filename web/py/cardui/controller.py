"""The controller: turns the player's input into actions and screens.

It knows no browser: the page hands it a :class:`Platform` (storage, time, the
bot worker, blob links) and asks it for the current screen's markup with
:meth:`Controller.html`. ``app`` is the browser's platform; the tests use a fake
one and drive whole games under CPython.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Protocol

from cardtable import IllegalAction, SaveError, game_types, listed_games
from cardtable.bots import bot_levels

from . import coach, learn, results
from . import stats as stats_mod
from .guides import GuideRun, guides
from .hints import Hint, hint_for, hint_request, public_reason, public_text, sentence
from .howto_screen import HowtoView, howto_screen, page_for, valid_page
from .lobby import LobbyState, lobby_screen
from .markup import Html
from .screens import (
    SINCE_SHOWN,
    TableScreen,
    event_plain,
    handoff_screen,
    log_events,
    players_words,
    table_screen,
    undo_off_text,
    undone_words,
    whole_word,
)
from .session import KINDS, Session, bot_choose, mark_after, new_seed
from .sharedesk import ShareDesk
from .store import SaveStore
from .tables import UiCtx, deal_began, table_for
from .tabs import elsewhere_screen

SETTINGS_KEY = "cardtable.settings.v1"
#: Milliseconds a bot's move takes on screen, by speed setting.
BOT_DELAY = {"normal": 650, "fast": 250, "instant": 0, "auto": 250}
#: With the "auto" speed, how long a hand's or deal's result stays before play goes on.
AUTO_RESULT_MS = 6000  # (playtest 14: 2.5 s was too short to read a showdown)
REDUCED_MOTION_DELAY = 250


class Platform(Protocol):
    def storage_get(self, key: str) -> str | None: ...
    def storage_set(self, key: str, value: str) -> None: ...  # raises when storage fails
    def storage_remove(self, key: str) -> None: ...
    def random(self) -> float: ...
    def blob_url(self, text: str) -> str: ...
    #: The save slot (IndexedDB, or localStorage), see ``store``.
    saves: SaveStore
    def claim(self, steal: bool, on_lost: Callable[[], None]) -> Awaitable[bool]:
        """Take the table for this tab (Web Locks; ``steal``: from another tab,
        which is told through ``on_lost``); False when another tab has it."""
        ...
    def spawn(self, coro: Any) -> Any: ...  # run a coroutine in the background
    def sleep(self, ms: float) -> Awaitable[None]: ...
    def ask_bot(self, request: dict[str, Any]) -> Awaitable[dict[str, Any]]: ...
    @property
    def reduced_motion(self) -> bool: ...
    @property
    def short_screen(self) -> bool: ...  # a hint then stays above the felt


@dataclass
class Params:
    """Page parameters (``?seed=``, ``?botdelay=``, ``?botthink=``) for
    reproducible deals and fast tests."""

    seed: int | None = None
    bot_delay: int | None = None
    bot_think: int = 0  # test hook: extra milliseconds the worker spends per move

    @staticmethod
    def parse(query: dict[str, str]) -> Params:
        def num(key: str) -> int | None:
            try:
                return int(query[key]) if key in query else None
            except ValueError:
                return None

        return Params(num("seed"), num("botdelay"), num("botthink") or 0)


def public_games() -> list[dict[str, Any]]:
    """The lobby's games, from the registries: each listed game's ``GameType`` as
    JSON, with the bot levels it has (``bot_levels``), the options its rules
    settle (``settles``, see :func:`settles_by_choice`) and whether it has a
    guided first game (``guide``). The build writes this list
    into the page, so the lobby needs no game module until a game starts."""
    types, guided = game_types(), guides()
    games = []
    for t in listed_games():
        info = t.to_json()
        games.append({**info, "bot_levels": bot_levels(t.id),
                      "settles": settles_by_choice(types[t.id], info["options"]),
                      "guide": t.id in guided})
    return games


def settles_by_choice(cls: Any, options: list[dict[str, Any]]) -> dict[str, Any]:
    """The game's ``settled_options`` as data, for the lobby: for each choice of
    an option, the other options it fixes (Swingo: ``{"variant": {"high-low":
    {"betting": "fixed-limit"}}}``, S-12). ``tests/web/test_lobby_settled.py``
    checks it against ``settled_options`` over every combination of choices."""
    defaults = {o["name"]: o["default"] for o in options}
    out: dict[str, Any] = {}
    for o in options:
        for choice in o.get("choices") or ():
            chosen = {**defaults, o["name"]: choice}
            settled = cls.settled_options(chosen)
            fixed = {k: v for k, v in settled.items() if k != o["name"] and v != chosen[k]}
            if fixed:
                out.setdefault(o["name"], {})[str(choice)] = fixed
    return out


class Controller:
    def __init__(self, platform: Platform, params: Params | None = None,
                 on_change: Callable[[], None] | None = None,
                 games: list[dict[str, Any]] | None = None) -> None:
        """``games``: :func:`public_games` as the build wrote it into the page (the
        game modules are then imported once the lobby is up, not before)."""
        self.p = platform
        self.params = params or Params()
        self.on_change = on_change or (lambda: None)
        self.screen = "lobby"
        self.session: Session | None = None
        self.shown: int | None = None  # pass-and-play: whose view is on screen
        self.selection: str | None = None
        self.message = ""
        #: Undo, off, was tapped: its reason is in sight until the next move (the
        #: number of moves then) or the next tap of another button.
        self.undo_told: int | None = None
        self.lobby_message = ""
        self.log_open = False
        self.last_move: dict[str, Any] | None = None
        self.thinking: int | None = None
        self._storage_off = False  # settings/statistics could not be stored
        #: The last move in words (the caption, announced once): its text and a
        #: number that changes with every move.
        self.caption = ""
        self.caption_id = 0
        #: What the last Undo took back, in words ("Undone: you check."), said in
        #: the status line until the next move.
        self.undone = ""
        #: "Skip": show the bots' moves at once until the person's next turn.
        self.skipping = False
        self._delay: asyncio.Future[None] | None = None
        self.bad_save: dict[str, str] | None = None
        self.store = platform.saves
        self.store.on_stale = lambda: self.lost("stale")
        #: Why this tab does not show the table (another tab has it), or None.
        self.elsewhere: str | None = None
        self.generation = 0
        self.bot_task: asyncio.Task[None] | None = None
        self.settings = self._load_settings()
        self.stats = stats_mod.parse(self._get(stats_mod.KEY))
        self.games = games if games else public_games()
        self.form = self._initial_form()
        self.seeds_used = 0
        #: A question waiting for yes/no before a game is thrown away:
        #: ``"replace"`` (Start game over a game in progress), ``"end"`` (End match).
        self.confirm: str | None = None
        #: The person is out (or chose to watch): bots play on at speed.
        self.watching = False
        #: The hint on screen (issue 19), and the last bot move's reason line.
        self.hint: Hint | None = None
        self.hint_busy: int | None = None  # the position a hint is being thought for
        #: the last bot's move and why, when everyone may read them: (seat, move, why)
        self.reason: tuple[int, str, str] | None = None
        #: The how-to screen when open (issue 19): its page and where Back goes.
        self.howto: HowtoView | None = None
        #: A guided first game being played (issue 19; never saved nor counted), and
        #: the game in progress it set aside (back when the guide is left).
        self.guide: GuideRun | None = None
        self.set_aside: Session | None = None
        #: The daily deal, deal links, game files and replays (issue 19).
        self.share = ShareDesk(self)

    # -- storage (never fatal) ---------------------------------------------------

    @property
    def saves_off(self) -> bool:
        """The game is not being saved (no store, or the last write failed);
        settings and statistics failing to store leave the game's saves on."""
        return self.store.failed

    def _get(self, key: str) -> str | None:
        try:
            return self.p.storage_get(key)
        except Exception:  # blocked storage: play on, saves off
            self._storage_off = True
            return None

    def _set(self, key: str, value: str) -> bool:
        try:
            self.p.storage_set(key, value)
        except Exception:  # full or blocked storage: the game goes on
            self._storage_off = True
            return False
        return True

    def _load_settings(self) -> dict[str, Any]:
        data = stats_mod.parse(self._get(SETTINGS_KEY))
        if data.get("speed") not in BOT_DELAY:
            data["speed"] = "normal"
        return data

    def _save_settings(self) -> None:
        self._set(SETTINGS_KEY, json.dumps(self.settings))

    def save(self, *, new: bool = False) -> None:
        """Queue the game as now shown (``new``: it replaces whatever is stored)."""
        s = self.session
        if s is not None and self.elsewhere is None and self.guide is None:
            self.store.save(s.to_save(), len(s.state.log), s.setup.seed, new=new)

    # -- start-up ----------------------------------------------------------------

    def _initial_form(self) -> LobbyState:
        wanted = self.settings.get("game")
        info = next((g for g in self.games if g["id"] == wanted), self.games[0])
        return LobbyState.for_game(info)

    async def open(self) -> None:
        """Read the stores, take the table when no other tab has it, and boot."""
        await self.store.open()
        owner = True
        if self.store.saved is not None:
            owner = await self.p.claim(False, lambda: self.lost("taken"))
            if owner:
                await self.store.take()
        self.boot(owner=owner)

    def boot(self, *, owner: bool = True) -> None:
        """Resume the saved game, if any (straight to the table), else the lobby.
        A damaged save is moved aside, kept until the person deletes it."""
        self._show_damaged()
        record, behind = self.store.saved, self.store.behind
        if record is None:
            self.screen = "lobby"
            if behind is not None:
                self.lobby_message = ("The last game could not be saved (the storage was "
                                      "full), so it cannot be resumed.")
            return
        try:
            session = Session.from_save(record.text)
        except SaveError:
            self.screen = "lobby"
            self.p.spawn(self._keep_damaged())
            return
        if not owner:
            self.session = session
            self.elsewhere = "open"
            self.screen = "elsewhere"
            return
        self._enter(session, resumed=True)
        self.message = self._behind_note(session)

    def _behind_note(self, session: Session) -> str:
        """Say plainly when the save is older than the position last shown."""
        behind, record = self.store.behind, self.store.saved
        self.store.behind = None
        if behind is None or record is None or behind.moves == record.moves:
            return ""
        self.store.mark(len(session.state.log), session.setup.seed)  # said once
        if behind.seed != session.setup.seed:
            return ("The last game could not be saved (the storage was full): this is "
                    "the game before it.")
        lost = behind.moves - record.moves
        if lost > 0:
            return (f"The storage was full: this is an older position, {lost} "
                    f"move{'s' if lost != 1 else ''} before the last one shown "
                    f"({lost} move{'s were' if lost != 1 else ' was'} not saved).")
        return "The storage was full: this is an older position than the last one shown."

    async def _keep_damaged(self) -> None:
        await self.store.keep_damaged()
        self._show_damaged()
        self.on_change()

    def _show_damaged(self) -> None:
        kept = self.store.damaged
        if not kept:
            self.bad_save = None
            return
        last = kept[-1]
        try:
            Session.from_save(last.text)
            message = "This copy of a saved game was kept when it could not be opened."
        except SaveError as exc:
            message = exc.message[:1].upper() + exc.message[1:] + "."
        more = f" ({len(kept)} damaged saves are kept.)" if len(kept) > 1 else ""
        self.bad_save = {"message": message + more, "href": last.href, "key": last.key}

    # -- two tabs ------------------------------------------------------------------

    def lost(self, why: str) -> None:
        """Another tab took the table (``why``: "taken", or "stale" when a save
        found a newer one): stop, say why, offer to play here instead."""
        if self.elsewhere is not None:
            if why == "stale" and self.elsewhere == "moved":
                self.elsewhere = "unsaved"  # a move queued here was refused
                self.on_change()
            return
        self.generation += 1  # the bots stop
        self.thinking = None
        self.elsewhere = "unsaved" if why == "stale" else "moved"
        if self.session is not None or self.screen == "table":
            self.screen = "elsewhere"
        self.on_change()

    async def play_here(self) -> None:
        """Take the table from the other tab and show the game as it saved it."""
        await self.p.claim(True, lambda: self.lost("taken"))
        record = await self.store.take()
        self.elsewhere = None
        try:
            session = Session.from_save(record.text) if record is not None else None
        except SaveError:
            session = None
            await self._keep_damaged()
        if session is None:
            self.session = None
            self.screen = "lobby"
        else:
            self._enter(session, resumed=True)
        self.on_change()

    # -- lobby -------------------------------------------------------------------

    def info(self, game: str) -> dict[str, Any]:
        return next(g for g in self.games if g["id"] == game)

    def lobby_change(self, what: str, value: str, *, seat: int | None = None,
                     name: str | None = None) -> bool:
        """One form field changed; returns True when the lobby must be redrawn."""
        form = self.form
        if what == "game" and any(g["id"] == value for g in self.games):
            self.form = LobbyState.for_game(self.info(value), previous=form)
            self.settings["game"] = value
            self._save_settings()
            return True
        if what == "players":
            info = self.info(form.game)
            n = int(value)
            if info["min_players"] <= n <= info["max_players"]:
                form.resize(n)
            return True
        if what == "option" and name is not None:
            from .lobby import option_value

            info = self.info(form.game)
            spec = next(o for o in info["options"] if o["name"] == name)
            try:
                form.options[name] = option_value(spec, value)
            except ValueError:
                return False
            # an option that fixes others (S-12: high-low, fixed limit) redraws them;
            # the person's own choice of those stays in the form for when it frees them;
            # so does one that others need (Swingo's low hands, with a low half)
            return name in (info.get("settles") or {}) or any(
                (o.get("needs") or {}).get("option") == name for o in info["options"])
        if what == "sounds" and value in ("on", "off"):
            self.settings["sounds"] = value == "on"  # off unless turned on
            self._save_settings()
            return False
        if what == "speed" and value in BOT_DELAY:
            self.settings["speed"] = value
            self._save_settings()
            return False
        if seat is not None and 0 <= seat < len(form.seats):
            s = form.seats[seat]
            if what == "seat-name":
                s.name = value
                return False
            if what == "seat-player":
                kind, _, level = value.partition(":")
                levels = self.info(form.game)["bot_levels"]
                if kind == "bot" and level not in levels:
                    return True
                if kind in KINDS:
                    form.set_kind(seat, kind)
                if level in levels:
                    s.level = level
                form.name_people()
                return True
        return False

    def _next_seed(self) -> int:
        if self.params.seed is not None:
            seed = self.params.seed + self.seeds_used
            self.seeds_used += 1
            return seed
        return new_seed(self.p.random())

    def _new_uid(self, seed: int) -> str:
        return f"g{seed:x}-{new_seed(self.p.random()):08x}{new_seed(self.p.random()):08x}"

    def in_progress(self) -> bool:
        return self.session is not None and not self.session.over

    def start_game(self, *, confirmed: bool = False) -> None:
        if not any(s.kind == "human" for s in self.form.seats):
            self.lobby_message = "At least one seat must be played by a person."
            return
        names = [x.name.strip().casefold() for x in self.form.seats]
        dupes = sorted({x.name.strip() for x in self.form.seats
                        if x.name.strip() and names.count(x.name.strip().casefold()) > 1})
        if dupes:
            self.lobby_message = (f"Two players are called {dupes[0]}: give each player "
                                  "a different name.")
            return
        if self.in_progress() and not confirmed:
            self.confirm = "replace"  # one tap never loses a game
            return
        setup = self.form.setup(self._next_seed())
        try:
            session = Session(setup, uid=self._new_uid(setup.seed))
        except ValueError as exc:
            self.lobby_message = str(exc)
            return
        self.lobby_message = ""
        self._enter(session)
        self._take_table()
        self.save(new=True)

    def _enter(self, session: Session, *, resumed: bool = False) -> None:
        self.generation += 1
        self.session = session
        self.screen = "table"
        self.shown = None
        self.selection = None
        self.message = ""
        self.last_move = None
        self.thinking = None
        self.confirm = None
        self.watching = False
        self.hint = self.reason = self.hint_busy = None
        self.log_open = False  # a playtest: the last game's log open over the next table
        self.caption = self.undone = ""
        self.skipping = False
        self._record_if_over()

    def _moved_from(self, seat: int) -> str | None:
        """Where ``seat``'s card leaves with its next move (``TableUI.moved_from``),
        read before the move; None for a table that marks no such place."""
        s = self.session
        assert s is not None
        moved_from = table_for(s.setup.game).moved_from
        return None if moved_from is None else moved_from(s.state.view(seat), seat)

    def _moved(self, seat: int, action: dict[str, Any], before: int,
               source: str | None = None) -> None:
        """Remember a move just applied: highlight (``source``: where the mover's
        card left, see ``TableUI.moved_from``), caption (its events in words)."""
        s = self.session
        assert s is not None
        self.last_move = {"seat": seat, "action": action}
        if source is not None:
            self.last_move["from"] = source
        texts = [event_plain(str(e.get("text", "")), s.names) for e in s.state.events[before:]]
        self.caption = ". ".join(t for t in texts if t)
        self.caption_id += 1
        self.undone = ""

    def since_last_turn(self, viewer: int | None = None, *,
                        own: bool = False) -> list[dict[str, Any]]:
        """The events since ``viewer``'s last move (the others' moves, in order);
        with no viewer (a result shown to everyone), since the last person's move.
        ``own``: from that move itself (a result's "How it ended" told the bots'
        shows after yours, and not yours: playtest 14)."""
        s = self.session
        if s is None:
            return []
        events = s.state.events
        start = min(len(events), s.marks.get(viewer, s.first_mark) if viewer is not None
                    else max(s.marks.values(), default=s.first_mark))  # after anyone's move
        while own and viewer is not None and start > s.first_mark \
                and events[start - 1].get("seat") == viewer:
            start -= 1
        return list(events[start:])

    def last_mover(self) -> str:
        """The name of the last person (not a bot) to move, whose move the strip in
        nobody's view starts after; "" before anyone has moved."""
        s = self.session
        if s is None:
            return ""
        seat = next((seat for seat, _a in reversed(s.state.log) if seat in s.marks), None)
        return "" if seat is None else s.names[seat]

    # -- the table ---------------------------------------------------------------

    def ui(self, name: str, arg: str | None = None) -> None:
        """A UI-only button (``data-ui``): no game action."""
        s = self.session
        self.undo_told = None
        if self.share.ui(name, arg):
            return
        if name == "toggle-log":
            self.log_open = not self.log_open
        elif name == "open-log":  # "+N earlier" in the strip since your move
            self.log_open = True
        elif name == "close-log":
            self.log_open = False
        elif name == "select":
            self.selection = None if arg == self.selection else arg
            self.message = ""
        elif name == "handoff-ready" and s is not None:
            seat = s.needs_handoff(self.shown)
            if seat is not None:
                self.shown = seat
        elif name == "next-result" and s is not None:
            s.dismiss_result()
            self.last_move = None
            if s.stop_requested:  # a result saved before the Stop was played (S-2)
                self._stop_now()
            self.save()
        elif name == "learn" and arg:
            self.start_guide(arg)
        elif name == "guide-next" and s is not None and self.guide is not None:
            self.guide.read(s)
        elif self.guide is not None and name in ("lobby", "new-game", "rematch", "end-match"):
            self.leave_guide(again=name == "rematch")
        elif name == "howto":
            self.open_howto(arg)
        elif name == "howto-back" and self.howto is not None:
            self.screen, self.howto = self.howto.back, None
        elif name == "hint" and s is not None:
            self.show_hint()
        elif name == "watch" and s is not None:
            self.watching = True
        elif name == "skip-to-end" and s is not None:
            self._skip_to_end()
        elif name == "end-match" and s is not None and not s.over:
            self.confirm = "end"
        elif name == "confirm-no":
            what, self.confirm = self.confirm, None
            if what in ("end", "replace") and s is not None and not s.over:
                # "Keep playing": back to the game as it was, not to the lobby the
                # menu's End match or Start game was pressed in (playtest 3)
                self.screen = "table"
        elif name == "confirm-yes":
            what, self.confirm = self.confirm, None
            if what == "replace":
                self.start_game(confirmed=True)
            elif what == "end" and s is not None:
                self._end_match()
        elif name == "undo" and s is not None and not s.can_undo():
            # the Undo that is off says why when tapped, beside it (a playtest: the
            # red alert over the controls shrank the table) and until the next move
            self.undo_told = len(s.state.log)
            self.message = ""
        elif name == "undo" and s is not None and s.can_undo():
            replies = s.undo_replies()  # the bots' moves after it go too: said so
            taken = s.undo()
            self.hint = self.reason = None
            self.generation += 1
            self.selection = None
            self.last_move = None
            # said once by the announcer (a new caption) and kept in the status line
            self.caption = self.undone = undone_words(taken, s.names, s.humans[0],
                                                         replies=replies)
            self.caption_id += 1
            self.message = ""
            self.save()
        elif name in ("lobby", "new-game"):
            self.generation += 1
            self.thinking = None
            if s is not None:
                self.form = LobbyState(s.setup.game, len(s.setup.seats),
                                       [type(x)(x.name, x.kind, x.level) for x in s.setup.seats],
                                       dict(s.setup.options))
            self.screen = "lobby"
            if name == "new-game" and s is not None and s.over:
                self.session = None
                self.store.remove()
        elif name == "resume" and s is not None:
            self._enter(s, resumed=True)
        elif name == "rematch" and s is not None:
            setup = s.setup
            setup = type(setup)(setup.game, setup.seats, self._next_seed(), dict(setup.options))
            self._enter(Session(setup, uid=self._new_uid(setup.seed)))
            self.save(new=True)
        elif name == "skip":
            self.skipping = True
            if self._delay is not None and not self._delay.done():
                self._delay.cancel()
        elif name == "play-here":
            self.p.spawn(self.play_here())
        elif name == "delete-damaged" and arg:
            self.p.spawn(self._drop_damaged(arg))

    async def _drop_damaged(self, key: str) -> None:
        await self.store.drop_damaged(key)
        self._show_damaged()
        self.on_change()

    def _take_table(self) -> None:
        """A new game here: this tab takes the table (another tab stops)."""
        self.elsewhere = None
        self.store.stale = False
        self.p.spawn(self._claim())

    async def _claim(self) -> None:
        await self.p.claim(True, lambda: self.lost("taken"))

    def act(self, data: dict[str, str]) -> None:
        """A pressed element with a game action: decode it, apply it, or show why not."""
        s = self.session
        self.undo_told = None
        if s is None or s.over or self.share.replay is not None:
            return
        seat = s.next_human()
        if seat is None or s.needs_handoff(self.shown) is not None or s.pending_result:
            self.message = "Wait for your turn."
            return
        table = table_for(s.setup.game)
        legal = s.legal_json(seat)
        before = len(s.state.events)
        source = self._moved_from(seat)
        try:
            action = table.action_from_event(data, legal)
            if action is None:
                return
            if action.get("type") == "stop":  # S-2: the people stop it, from the menu
                self.message = "To end the match, use End match in the Menu."
                return
            refused = self.guide.refuse(s, seat, action) if self.guide is not None else None
            if refused is not None:
                self.message = refused
                return
            s.apply(seat, action)
        except (IllegalAction, SaveError) as exc:
            self.message = exc.message[:1].upper() + exc.message[1:] + "."
            return
        except (ValueError, TypeError) as exc:
            self.message = f"That move could not be read ({exc})."
            return
        self.message = ""
        self.selection = None
        self.hint = self.reason = None
        self._moved(seat, action, before, source)
        s.marks[seat] = mark_after(s.state.events, seat, before)
        self.skipping = False
        if not s.solo and s.next_human() != seat:
            self.shown = None  # nobody's private cards while bots play or the phone passes
        elif not s.solo:
            self.shown = seat
        if s.stop_requested:
            self._stop_now()
        self._record_if_over()
        self.save()

    def _record_if_over(self) -> None:
        s = self.session
        if s is None or not s.over or s.recorded:
            return
        if self.guide is not None:  # a guide is remembered as learned, not counted
            self._learned(s.setup.game)
            s.recorded = True
            return
        table = table_for(s.setup.game)
        outcome = s.state.outcome
        if s.solo:
            who = s.humans[0]
            result, best = table.result_for(s.state.view(who), outcome, who)
        else:
            result, best, who = "played", None, s.humans[0]
            for seat in s.humans:
                _r, b = table.result_for(s.state.view(seat), outcome, seat)
                if b is not None and (best is None or b[0] > best[0]):
                    best, who = b, seat
        self.stats = stats_mod.record(self.stats, s.setup.game, result, best, s.uid,
                                      hints=s.hints, who=s.names[who])
        self.stats = self.share.on_finished(s, self.stats)
        self._set(stats_mod.KEY, json.dumps(self.stats))
        s.recorded = True

    # -- bots --------------------------------------------------------------------

    def bot_delay(self) -> int:
        if self.skipping:
            return 0
        if self.params.bot_delay is not None:
            return max(0, self.params.bot_delay)
        delay = BOT_DELAY[self.settings.get("speed", "normal")]
        if self.watching:  # the person is out and watches the rest at speed
            delay = min(delay, BOT_DELAY["fast"])
        return min(delay, REDUCED_MOTION_DELAY) if self.p.reduced_motion else delay

    def bots_pending(self) -> bool:
        """A bot must play now: never past a result the people have not dismissed
        (unless the person is out and watching) nor under a question."""
        s = self.session
        if self.screen != "table" or s is None or self.confirm is not None \
                or self.share.replay is not None:
            return False
        if self.guide is not None and self.guide.holding(s):
            return False  # a lesson's sentence waits for "Next"
        auto = self.settings.get("speed") == "auto"
        if self.person_out() and not self.watching:
            return False
        if s.pending_result and not (self.watching or auto):
            return False
        if s.pending_result and self.watching:
            s.dismiss_result()  # watching at speed: results go by
        return s.next_bot() is not None

    # -- ending a match --------------------------------------------------------

    def _stop_now(self) -> bool:
        """Swingo (S-2): the match stops by the engine's Stop, when it is offered to
        the seat to act; True when it was played."""
        s = self.session
        if s is None or s.over:
            return False
        for seat in s.state.to_act:
            stop = next((a for a in s.legal_json(seat) if a.get("type") == "stop"), None)
            if stop is not None:
                s.apply(seat, stop)
                self._record_if_over()
                self.save()
                return True
        return False

    def _end_match(self) -> None:
        """End the match for everyone (a menu action, confirmed): in Swingo the
        engine's Stop ends it with standings by chips (S-2), now or, mid-hand, by
        the move that ends this hand (the next hand is dealt with it), so the match
        result comes with this hand's; other games are given up (not counted)."""
        s = self.session
        assert s is not None
        if any(a.get("type") == "stop" for seat in s.state.to_act for a in s.legal_json(seat)) \
                or s.setup.game.startswith("swingo"):
            s.stop_requested = True
            self.screen = "table"
            self._stop_now()
            self.save()
            return
        self.generation += 1
        self.session = None
        self.store.remove()
        self.screen = "lobby"

    def _skip_to_end(self) -> None:
        """The person is out: the bots finish this hand at once, then the match
        stops with the standings by chips (S-2), rather than playing on for ever."""
        s = self.session
        assert s is not None
        self.generation += 1
        s.stop_requested = True
        steps = 0
        while not s.over and steps < 2_000 and not self._stop_now():
            s.dismiss_result()
            seat = s.next_bot()
            if seat is None:
                break
            s.apply(seat, bot_choose(s.bot_request(seat)))
            steps += 1
        self.thinking = None
        self._record_if_over()
        self.save()

    def person_out(self) -> bool:
        """Solo: the person has no chips left while the match goes on (Swingo)."""
        s = self.session
        if s is None or s.over or not s.solo:
            return False
        seats = s.state.view(None).get("seats")
        me = s.humans[0]
        return isinstance(seats, list) and seats[me].get("status") == "out"

    async def run_bots(self) -> None:
        """Let the bots play, one after another, each move shown for a moment
        (the bot delay, cut short by "skip") before the next bot thinks.
        Stops when a person must act, the game ends or the session changes."""
        while self.bots_pending():
            s = self.session
            assert s is not None
            if s.pending_result:  # "results go on by themselves": shown for a while
                generation = self.generation
                self.on_change()
                await self.p.sleep(AUTO_RESULT_MS)
                if generation != self.generation or self.session is not s:
                    return
                s.dismiss_result()
                self.save()
                self.on_change()
                continue
            generation = self.generation
            await self._pause()  # the last move stays on screen while it animates
            if generation != self.generation or self.session is not s or not self.bots_pending():
                return
            seat = s.next_bot()
            assert seat is not None
            self.thinking = seat
            self.on_change()
            request = s.bot_request(seat)
            if self.params.bot_think:
                request["think_ms"] = self.params.bot_think
            said = ""
            try:
                if self.guide is not None:  # the guide's bots play their script
                    action = self.guide.bot_action(s, seat)
                else:
                    action = await self.p.ask_bot(request)
                said = str(getattr(self.p, "last_reason", "") or "")
            except Exception:  # the worker failed: think here, after yielding
                await asyncio.sleep(0)
                action = bot_choose(request)
            if generation != self.generation or self.session is not s:
                return
            if s.stop_requested and self._stop_now():
                self.thinking = None
                self.on_change()
                break
            before = len(s.state.events)
            source = self._moved_from(seat)
            try:
                s.apply(seat, action)
            except (IllegalAction, SaveError):
                action = bot_choose(request)
                s.apply(seat, action)
            self.thinking = None
            self._moved(seat, action, before, source)
            self.reason = self._shown_reason(seat, said, before)
            s.reasons.pop(before, None)
            if self.reason is not None and self.reason[2]:  # announced as it is shown
                why = s.reasons[before] = self.reason[2]
                self.caption = f"{self.caption}. Why: {why}" if self.caption else why
            if s.stop_requested:  # a move that ended the hand ends the match with it (S-2)
                self._stop_now()
            self._record_if_over()
            self.save()
            self.on_change()
        self.thinking = None

    async def _pause(self) -> None:
        delay = self._delay = asyncio.ensure_future(self.p.sleep(self.bot_delay()))
        try:
            await delay
        except asyncio.CancelledError:  # "skip" cut the pause short
            if not delay.cancelled():
                raise

    # -- what to show ------------------------------------------------------------

    def _game_over(self) -> str:
        """"Game over. Dev wins the match!": the result's head with it (a playtest at
        390x844 saw "Game over." over the last hand's table, the winner far below)."""
        s = self.session
        assert s is not None
        head = table_for(s.setup.game).result_head
        if head is None or s.state.outcome is None:
            return "Game over."
        viewer = s.viewer(self.shown)
        ctx = UiCtx(names=s.names, kinds=[x.kind for x in s.setup.seats], me=viewer)
        return f"Game over. {head(s.state.view(viewer), s.state.outcome, ctx)}"

    def status(self) -> str:
        s = self.session
        if s is None:
            return ""
        if s.over:
            return self._game_over()
        if s.pending_result:
            label = results.LAST if s.stop_requested else results.NEXT.get(s.setup.game, "Next")
            if self.settings.get("speed") == "auto" and not s.stop_requested \
                    and s.next_bot() is not None:  # (playtest 14: it said "when you are
                return f"Going on in a moment, or tap {label}."  # ready" and went on)
            return f"Tap {label} when you are ready."
        if self.thinking is not None:
            return f"{s.names[self.thinking]} is thinking\u2026"
        seat = s.next_human()
        if seat is not None:
            turn = "Your move" if s.solo else f"{s.names[seat]}, your move"
            if self.undone:
                return f"{self.undone} {turn}."
            # a swoop: nobody moved since (not the last move of a deal before this one:
            # a playtest read "Deal 2: you play first, next clockwise. Your move again.")
            if s.state.log and s.state.log[-1][0] == seat \
                    and table_for(s.setup.game).plays_again and not deal_began(s.state.events):
                # (playtest 14: the strip since your move went blank, "Your move." alone;
                # in Swingo the boards shown after your hole choice are in the strip, and
                # "Gus shows the board 9♠ 6♠ 8♦. Your move again." named one of them)
                said = self.last_event(s.state.view(seat))
                if s.state.log[-1][1].kind == "turn":  # W-7: the card turned is played next
                    # (playtest 17: "Bob turns a mystery card: 5♠. Bob, your move again.")
                    play = "Now play it." if s.solo else f"{s.names[seat]}, now play it."
                    return f"{said}. {play}" if said else play
                return f"{said}. {turn} again." if said else f"{turn} again."
            return f"{turn}."
        bot = s.next_bot()
        return f"{s.names[bot]} to play." if bot is not None else ""

    def note(self) -> str:
        """What the table notes that is no refusal: a match asked to end (S-2)."""
        s = self.session
        if s is not None and s.stop_requested and not s.over and not s.pending_result:
            return "The match ends when this hand is over."
        return ""

    def last_event(self, view: dict[str, Any]) -> str:
        """The latest event in words, as the log says it (the whole last move is in
        the strip and announced; this line is the same after a reload)."""
        s = self.session
        events = log_events(s.state.events, view) if s is not None else []
        return event_plain(str(events[-1].get("text", "")), s.names) if s and events else ""

    # -- guided first games (issue 19) ---------------------------------------------

    def start_guide(self, game: str) -> None:
        """Play the guide of ``game``; a game in progress is set aside, not lost."""
        guide = guides().get(game)
        if guide is None:
            return
        if self.guide is None:
            self.set_aside = self.session
        self._enter(guide.new_session())
        self.guide = GuideRun(guide)

    def leave_guide(self, *, again: bool = False) -> None:
        """Back to the lobby (or the guide from its start): the game set aside returns."""
        assert self.guide is not None
        game = self.guide.guide.game
        self.generation += 1
        self.thinking = None
        self.guide = None
        self.session, self.set_aside = self.set_aside, None
        self.screen = "lobby"
        self.message = ""
        if again:
            self.start_guide(game)

    def _next_lesson(self) -> tuple[str, str] | None:
        """The first game, in the lobby's order, whose lesson is not done yet."""
        done = set(self.settings.get("learned") or [])
        return next(((i["id"], i["title"]) for i in self.games
                     if i.get("guide") and i["id"] not in done), None)

    def _learned(self, game: str) -> None:
        done = [g for g in self.settings.get("learned", []) if isinstance(g, str)]
        if game not in done:
            self.settings["learned"] = done + [game]
            self._save_settings()

    def open_howto(self, page: str | None) -> None:
        """The how-to screen over the lobby or the table (the game waits: no bot
        plays while it is open, ``bots_pending``)."""
        game = self.session.setup.game if self.screen == "table" and self.session else \
            self.form.game
        page = page if valid_page(page) else page_for(game)
        assert page is not None
        back = self.howto.back if self.howto is not None else self.screen
        self.generation += 1  # a bot's pause ends; it plays on after Back
        self.thinking = None
        self.howto = HowtoView(page, back if back in ("lobby", "table") else "lobby")
        self.screen = "howto"
        fetch = getattr(self.p, "fetch_text", None)

        async def read(view: HowtoView = self.howto) -> None:
            from .howto_screen import load

            await load(view, fetch)
            self.on_change()

        self.p.spawn(read())

    def back_step(self) -> str | None:
        """What the browser's Back (a phone's back gesture) does while something is
        open over the game: the UI step that closes it (the Rules screen, the log
        laid over the table; the menu goes back to the game). None when Back may
        leave the page: app.py keeps a history entry of its own only while this is
        not None (a playtest at 390x844: Back with the log open, or in the menu,
        left Card Table)."""
        if self.share.replay is not None or self.confirm is not None:
            return None
        if self.screen == "howto" and self.howto is not None:
            return "howto-back"
        if self.screen == "lobby" and self.session is not None:
            return "resume"
        if self.screen == "table" and self.session is not None and self.log_open:
            return "close-log"
        return None

    def seat_to_show(self) -> int | None:
        """The other seat a phone's strip of seats scrolls to after a move: at a
        person's turn the one whose move they answer (playtest 19, Swingo for 5 at
        390x844: "Call 7" with Dev's fold in sight and Ana's raise above it, out of
        sight), else the seat that just moved."""
        mover = (self.last_move or {}).get("seat")
        s = self.session
        if s is None or s.over or s.pending_result:
            return mover
        acting = s.next_human()
        viewer = s.viewer(self.shown)
        if acting is None or acting != viewer:
            return mover
        facing = table_for(s.setup.game).facing(s.state.view(viewer))
        return mover if facing is None else facing

    def html(self) -> Html:
        if self.screen == "howto" and self.howto is not None:
            return howto_screen(self.howto)
        if self.screen == "elsewhere" and self.elsewhere is not None:
            game = self.session.setup.game if self.session is not None else None
            return elsewhere_screen(self.elsewhere,
                                    self.info(game)["title"] if game else "Card Table")
        if self.share.replay is not None:
            return self.share.replay_html()
        if self.confirm is not None and self.session is not None:
            return self._confirm_screen()
        if self.screen == "lobby" or self.session is None:
            saved = None
            if self.session is not None and not self.session.over:
                s = self.session
                saved = (f"{self.info(s.setup.game)['title']} with "
                         + players_words(s.names, you=False))
            return lobby_screen(self.games, self.form, stats=self.stats, saved=saved,
                                bad_save=self.bad_save, saves_off=self.saves_off,
                                speed=self.settings.get("speed", "normal"),
                                sounds=bool(self.settings.get("sounds")),
                                message=self.lobby_message, notice=self.share.lobby_notice(),
                                daily=self.share.lobby_daily(),
                                bottom=self.share.lobby_bottom(),
                                files=self.share.lobby_files(),
                                learn=learn.learn_panel(self.games,
                                                        self.settings.get("learned")))
        s = self.session
        title = self.info(s.setup.game)["title"]
        if self.confirm is not None:
            return self._confirm_screen()
        handoff = s.needs_handoff(self.shown)
        if handoff is not None and not s.pending_result:
            return handoff_screen(s.names[handoff], title, self.since_last_turn(handoff),
                                  s.names, first=handoff not in s.marks)
        # a result is public: shown to everyone before the next person takes the device
        viewer = s.viewer(self.shown) if handoff is None else None
        view = s.state.view(viewer)
        acting = s.next_human()
        legal = s.legal_json(acting) if acting is not None and acting == viewer else None
        ctx = UiCtx(names=s.names, kinds=[x.kind for x in s.setup.seats], me=viewer,
                    selection=self.selection, last_move=self.last_move,
                    thinking=self.thinking,
                    extra={"last_event": self.last_event(view), "legal": legal or [],
                           "result_seen": bool(s.state.ends) and not s.pending_result})
        panel = None
        pending = s.pending_result and not self.watching
        # once over, the final result's "How it ended" tells your own last move too
        since = self.since_last_turn(viewer, own=s.over)
        if pending:
            panel = results.round_result(s.setup.game, view, ctx,
                                         more=self.share.round_actions(s.setup.game),
                                         ended=self.since_last_turn(viewer, own=True),
                                         last=s.stop_requested)
        elif self.person_out():
            panel = results.watching_bar() if self.watching else results.out_panel(view, ctx)
        screen = TableScreen(
            game=s.setup.game, title=title, view=view, ctx=ctx, legal=legal,
            outcome=s.state.outcome if s.over else None, status=self.status(),
            message=self.message, note=self.note(), log_open=self.log_open, reasons=s.reasons,
            can_undo=s.can_undo() and self.guide is None,
            undo_why=self.undo_why(), undo_said=self.undo_told == len(s.state.log),
            saves_off=self.saves_off, solo=s.solo, panel=panel, panel_only=pending,
            standings=results.match_standings(s.setup.game, view, ctx) if s.over else None,
            since=since,
            since_first=viewer is not None and viewer not in s.marks,
            since_mover=None if viewer is not None else self.last_mover(),
            more=self.share.result_actions() if s.over and self.guide is None else None,
            daily_done=s.over and self.share.daily_text() is not None,
            lesson_end=s.over and self.guide is not None,
            next_lesson=self._next_lesson() if s.over and self.guide is not None else None,
            can_skip=self.bots_pending() and not self.skipping and self.bot_delay() > 0,
            skip_room=any(seat.kind == "bot" for seat in s.setup.seats) and self.bot_delay() > 0,
            coach=None if pending else self.coach_markup(since),
            hint_line=None if pending else self.hint_markup(),
            hints_used=s.hints if s.solo and self.guide is None else None,
            ended=len(s.state.ends) if pending else None,
            hinted=self.hint.action if self.hint is not None and self._hint_shown() else None)
        return table_screen(screen)

    def undo_why(self) -> str:
        """Why Undo is off, when the person has a move it can no longer take back."""
        s = self.session
        if s is None or self.guide is not None or not s.solo:
            return ""
        why = s.undo_blocked()
        if why is None and not s.can_undo():
            # nothing moved yet, the bots' turns, a result on screen, the game over:
            # Undo keeps its place in the top bar, off, so the buttons beside it never
            # jump (a playtest: Rules and Log moved when Undo came after a first move)
            moved = any(seat == s.humans[0] for seat, _a in s.state.log)
            why = ("over" if s.over else "end" if s.pending_result else "bots" if moved
                   else "none")
        return undo_off_text(s.setup.game, why) if why else ""

    # -- hints and reasons (issue 19) --------------------------------------------

    def can_hint(self) -> bool:
        """Solo, on the person's turn, nothing waiting: pass-and-play gets none."""
        s = self.session
        return (s is not None and s.solo and not s.over and not s.pending_result
                and self.guide is None
                and s.next_human() is not None and self.thinking is None)

    def show_hint(self) -> None:
        """The hard bot's move for the person's seat, from its view only; counted
        once per position (asking again shows the same hint)."""
        s = self.session
        if s is None or not self.can_hint():
            return
        seat = s.next_human()
        assert seat is not None
        at = len(s.state.log)
        if self.hint is not None and self.hint.at == at:  # shown again, its cards picked
            self.selection = self._hint_picks() or self.selection
            return
        if self.hint_busy == at:
            return
        self.hint_busy = at
        self.p.spawn(self._think_hint(s, seat, at, hint_request(s, seat)))

    async def _think_hint(self, s: Session, seat: int, at: int,
                          request: dict[str, Any]) -> None:
        """The hard bot thinks in the worker (the page keeps answering); on the page
        if the worker fails. Shown only if nothing moved meanwhile."""
        try:
            action = await self.p.ask_bot(request)
            said = str(getattr(self.p, "last_reason", "") or "")
            hint = Hint(dict(action), sentence(said), at) if said else None
        except Exception:
            hint = None
        self.hint_busy = None
        if self.session is not s or len(s.state.log) != at or s.over:
            return
        if hint is None:
            await asyncio.sleep(0)
            if self.session is not s or len(s.state.log) != at:
                return
            hint = hint_for(s, seat)
        self.hint = hint
        # the hint's cards are picked for the person, who still makes the move (a
        # playtest: "Play Q♣ Q♥" left them to find the Queens in fifteen cards)
        picked = table_for(s.setup.game).selection_for(s.state.view(seat), hint.action)
        if picked is not None:
            self.selection = picked
        s.hints += 1
        self.save()
        self.on_change()

    def _shown_reason(self, seat: int, said: str, before: int
                      ) -> tuple[int, str, str] | None:
        """A bot's move and why, when everyone may read it (``hints.public_reason``):
        the move as its event line tells it ("{2} turns a mystery card: Q♣"; the
        bare "Play 8♥" read as advice to the person, a playtest), and the why."""
        s = self.session
        if s is None or not said:
            return None
        events = [str(e.get("text", "")) for e in s.state.events[before:]]
        line = public_reason(s.setup.game, said, public_text(s.state.view(None), events))
        if not line:
            return None
        move, _, why = line.partition(": ")
        if why and events and events[0].startswith(f"{{{seat}}} "):
            move = events[0]
        return seat, move, why

    def _hint_picks(self) -> str | None:
        """The cards the hint on show picks for its move, as a selection (None: it
        picks none, e.g. Pass)."""
        s = self.session
        if s is None or self.hint is None or (seat := s.next_human()) is None:
            return None
        return table_for(s.setup.game).selection_for(s.state.view(seat), self.hint.action)

    def _hint_shown(self) -> bool:
        """A hint for this position, unless other cards are picked than its move's:
        then it no longer says what Play would do (playtest 14: "Play K♠: goes on
        the K" above a "Play J♦ J♠" button). Hint shows it again."""
        s = self.session
        if s is None or self.hint is None or self.hint.at != len(s.state.log):
            return False
        picks = self._hint_picks()
        return picks is None or self.selection == picks

    def _asked(self) -> Html | None:
        """The hint asked for in this position, or "Thinking..." while it is found."""
        s = self.session
        if s is None or s.over or self.guide is not None:
            return None
        if self.hint is not None and self._hint_shown():
            return coach.coach_line(kind="hint", text=self.hint.text, names=s.names)
        if self.hint_busy == len(s.state.log) and self.can_hint():
            return coach.coach_line(kind="thinking", text="Thinking\u2026", names=s.names)
        return None

    def _short_screen(self) -> bool:
        return bool(getattr(self.p, "short_screen", False))

    def hint_markup(self) -> Html | None:
        """The hint asked for heads the controls, above the button it rings: in the
        news above the felt it moved the whole table down (Swingo at 390x844: 67 px)
        when asked for, and up again after the move. A short phone has no room
        there: it keeps it in the news (:meth:`coach_markup`), where what gives way
        is the older moves (table.css)."""
        return None if self._short_screen() else self._asked()

    def coach_markup(self, since: list[dict[str, Any]] | None = None) -> Html | None:
        """The coach's line; ``since``: the moves the strip above it shows."""
        s = self.session
        if s is not None and self.guide is not None:
            return learn.guide_line(self.guide, s)
        if s is None or s.over:
            return None
        asked = self._asked()
        if asked is not None and self._short_screen():
            return asked
        offer = self.can_hint() and asked is None  # asked: no button
        if self.reason is not None and self.reason[0] < len(s.names):
            seat, move, why = self.reason
            shown = [str(e.get("text", "")) for e in (since or [])[-SINCE_SHOWN:]]
            return coach.coach_line(kind="reason", text=move, why=why, names=s.names,
                                    who=seat, offer_hint=offer, said_above=move in shown)
        return coach.coach_line(kind="idle", offer_hint=True) if offer else None

    def _confirm_screen(self) -> Html:
        s = self.session
        assert s is not None and self.confirm is not None
        title = self.info(s.setup.game)["title"]
        moves = len(s.state.log)
        detail = f"{players_words(s.names)}; {moves} move{'' if moves == 1 else 's'} played"
        return results.confirm_screen(self.confirm, title, detail,
                                      stops=self.confirm == "end"
                                      and s.setup.game.startswith("swingo"),
                                      people=len(s.humans), mid_hand=not s.pending_result,
                                      whole=whole_word(s.setup.game, s.state.view(None)))
