"""The controller's share and replay desk: the daily deal, deal links, game
files and replays, kept out of ``controller`` (which calls in at a few
points: ``ui``, ``act``, ``html``, a finished game). Pure Python; what needs the
browser (download, clipboard, Web Share, the date) goes through
:class:`Browser` (``sharejs`` in the page, a fake in the tests).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from cardtable import SaveError

from . import daily, share
from .markup import Html, el
from .replay import FINISHED_KEY, Replay, entry_for, finished_list, recent_list, remember
from .screens import round_word
from .session import Session, Setup

if TYPE_CHECKING:
    from .controller import Controller

#: Questions this desk asks (``Controller.confirm``) before replacing a game.
CONFIRMS = ("link", "import", "daily")


class Browser(Protocol):
    def today(self) -> str: ...  # the UTC date, YYYY-MM-DD
    def download(self, name: str, text: str) -> None: ...
    def copy(self, text: str) -> None: ...  # clipboard, in the background
    #: Web Share, else the clipboard: "share", "copy", or "" when neither is there.
    def share(self, text: str) -> str: ...
    def clear_fragment(self) -> None: ...


class NoBrowser:
    """No page (the build, the trace): nothing leaves, the date is unknown."""

    def today(self) -> str:
        return ""

    def download(self, name: str, text: str) -> None:
        pass

    def copy(self, text: str) -> None:
        pass

    def share(self, text: str) -> str:
        return ""

    def clear_fragment(self) -> None:
        pass


class ShareDesk:
    def __init__(self, controller: Controller) -> None:
        self.c = controller
        self.browser: Browser = NoBrowser()
        #: The page's address (deal links start with it).
        self.base = ""
        self.replay: Replay | None = None
        self.replay_title = ""
        #: A game waiting for the answer to "replace the game in progress?".
        self.pending: Session | None = None
        #: A deal link last made, shown in a field (the clipboard's fallback).
        self.link_text = ""
        #: A line about the last share/import/link, for the lobby.
        self.notice = ""
        self.notice_kind = "info"
        #: The notice is about a game file or link: said in that panel, where the
        #: person pressed (the lobby lists the files last).
        self.notice_in_files = False
        self.replay_generation = 0
        #: What the last share button did, said under the result.
        self.status = ""

    # -- entry points from the controller --------------------------------------

    def ui(self, name: str, arg: str | None) -> bool:
        """Handle a ``data-ui`` button of this desk; False when it is not one."""
        c = self.c
        if self.replay is not None:
            if name == "replay-close":
                self.replay = None
                self.replay_generation += 1
                return True
            if self.replay.control(name):
                if self.replay.playing:
                    self._play()
                return True
            return name != "confirm-yes"  # the table under the replay is untouched
        if name in ("confirm-yes", "confirm-no") and c.confirm in CONFIRMS:
            c.confirm = None
            pending, self.pending = self.pending, None
            if name == "confirm-yes" and pending is not None:
                self._open(pending)
            elif c.in_progress():  # "Keep playing": back to the game as it was
                c.screen = "table"
            return True
        if name == "daily":
            self.start_daily(arg or c.form.game)
        elif name == "export":
            self.export()
        elif name == "copy-link":
            self.copy_link()
        elif name == "share-daily":
            self.share_daily()
        elif name == "replay":
            self.open_replay(arg or "game")
        else:
            return False
        return True

    def on_finished(self, session: Session, stats: dict[str, Any]) -> dict[str, Any]:
        """A game just ended (counted once): keep its save for replays and,
        for a daily deal, carry the streak on. Returns the statistics."""
        title = self.c.info(session.setup.game)["title"]
        remember(self.c._get, self._put, entry_for(session, title))
        parsed = daily.parse_uid(session.uid)
        if parsed is not None and session.solo:
            stats = daily.record(stats, *parsed)
        return stats

    def _put(self, key: str, value: str) -> None:
        self.c.p.storage_set(key, value)  # raises when full: remember() drops the oldest

    # -- opening games -----------------------------------------------------------

    def _offer(self, session: Session, question: str) -> None:
        """Open ``session``, asking first when a game is in progress."""
        c = self.c
        if c.in_progress():
            self.pending = session
            c.confirm = question
            return
        self._open(session)

    def _open(self, session: Session) -> None:
        c = self.c
        self.notice = self.status = self.link_text = ""
        c._enter(session)
        c._take_table()
        c.save(new=True)

    def open_fragment(self, fragment: str) -> bool:
        """The page was opened with (or moved to) ``#deal=...``: offer that deal; a bad
        link says why and shows the lobby. False when there is no deal fragment."""
        if not share.is_deal_fragment(fragment):
            return False
        self.browser.clear_fragment()  # a reload does not open it again
        try:
            setup = share.decode_link(fragment)
        except share.LinkError as exc:
            self._say(str(exc), "error")
            self.c.screen = "lobby"
            return True
        session = Session(setup, uid=self.c._new_uid(setup.seed))
        self._offer(session, "link")
        return True

    def import_text(self, text: str) -> None:
        """A file chosen to import: open its game (asking first), or say why not
        and change nothing."""
        try:
            session = share.read_import(text)
        except share.ImportError_ as exc:
            self._say(str(exc), "error", files=True)
            return
        self._say("", "info")
        self._offer(session, "import")

    def start_daily(self, game: str) -> None:
        today = self.browser.today()
        if not daily.has_daily(game) or not today:
            self._say("The daily deal needs the date, which this page could not read.",
                      "error")
            return
        uid = daily.daily_uid(game, today)
        s = self.c.session
        if s is not None and s.uid == uid:  # today's deal is on the table: back to it
            self.c._enter(s, resumed=True)
            return
        self._offer(Session(daily.daily_setup(game, today), uid=uid), "daily")

    def _said(self, text: str) -> None:
        """A share done: said under the result, or in the lobby's files panel."""
        self.status = text
        self._say(text, "info", files=True)

    def _say(self, text: str, kind: str, *, files: bool = False) -> None:
        self.notice, self.notice_kind, self.notice_in_files = text, kind, files
        self.c.lobby_message = ""

    # -- sharing -------------------------------------------------------------------

    def export(self) -> None:
        s = self.c.session
        if s is None:
            return
        self.browser.download(share.export_name(s.setup.game, s.setup.seed, len(s.state.log)),
                              s.to_save())
        self._said("The game was saved as a file (see your downloads).")

    def link_for(self, setup: Setup) -> str:
        return share.link_url(self.base, setup)

    def copy_link(self) -> None:
        s = self.c.session
        if s is None:
            return
        self.link_text = self.link_for(s.setup)
        self.browser.copy(self.link_text)
        self._said("The deal link was copied: anyone who opens it gets this deal from the "
                   "start.")

    def daily_text(self) -> str | None:
        """The line to share about the daily deal just finished, else None."""
        s = self.c.session
        parsed = daily.parse_uid(s.uid) if s is not None else None
        if s is None or parsed is None or not s.over or not s.solo:
            return None
        game, date = parsed
        me = s.humans[0]
        kinds = [a.kind for seat, a in s.state.log if seat == me]
        return daily.share_text(game, self.c.info(game)["title"], date, s.state.view(me), me,
                                len(kinds), s.state.options, kinds)

    def share_daily(self) -> None:
        text = self.daily_text()
        if text:
            # which of the two happened (a playtest: "Shared, or copied" said neither)
            how = self.browser.share(text)
            self._said({"share": "Sent to your device's share menu.",
                        "copy": "Copied: paste it where you like."}.get(
                            how, "Select the line above to copy it."))

    # -- replays ---------------------------------------------------------------------

    def finished(self) -> list[dict[str, Any]]:
        return finished_list(self.c._get(FINISHED_KEY))

    def open_replay(self, which: str) -> None:
        """``which``: "game" (the game on the table), "hand" (the hand or deal that
        just ended), or a finished game's id from the statistics."""
        s = self.c.session
        try:
            if which in ("game", "hand"):
                if s is None:
                    return
                ends = s.state.ends
                if which == "hand" and ends:
                    start = ends[-2] if len(ends) > 1 else 0
                    self.replay = Replay(s.to_save(), start=start, end=ends[-1], what="hand")
                else:
                    self.replay = Replay(s.to_save())
                self.replay_title = self.c.info(s.setup.game)["title"]
            else:
                entry = next((e for e in self.finished() if e["uid"] == which), None)
                if entry is None:
                    self._say("That game is no longer kept for replays.", "error")
                    return
                self.replay = Replay(entry["save"])
                self.replay_title = str(entry.get("title", entry["game"]))
        except SaveError as exc:
            self._say(f"This game cannot be replayed: {exc.message}.", "error")
            self.replay = None

    def _play(self) -> None:
        self.replay_generation += 1
        self.c.p.spawn(self._run(self.replay_generation))

    async def _run(self, generation: int) -> None:
        from .replay import SPEEDS

        while True:
            r = self.replay
            if r is None or not r.playing or generation != self.replay_generation:
                return
            await self.c.p.sleep(SPEEDS[r.speed])
            if self.replay is not r or not r.playing or generation != self.replay_generation:
                return
            r.forward()
            self.c.on_change()

    # -- markup -----------------------------------------------------------------------

    def replay_html(self) -> Html:
        from .replay import replay_screen

        assert self.replay is not None
        return replay_screen(self.replay, self.replay_title)

    def result_actions(self) -> Html:
        """Buttons under a finished game's result: replay, link, file, daily share."""
        text = self.daily_text()
        return el("div", {"class_": "share-actions", "data_testid": "share-actions"},
                  el("p", {"class_": "daily-text", "data_testid": "daily-text"}, text)
                  if text else None,
                  el("div", {"class_": "results-actions"},
                     _button("share-daily", "Share", primary=True) if text else None,
                     _button("replay", "Replay", arg="game"),
                     _button("copy-link", "Copy deal link"),
                     _button("export", "Export game")),
                  el("p", {"class_": "share-status", "role": "status",
                           "data_testid": "share-status"}, self.status),
                  self._link_field())

    def round_actions(self, game: str) -> Html:
        """Under a hand's, deal's or game's result while the match goes on: "Replay
        this deal" in Swoop (the game's own word, :func:`.screens.round_word`)."""
        return _button("replay", f"Replay this {round_word(game)}", arg="hand",
                       testid="replay-hand")

    def _link_field(self) -> Html | None:
        if not self.link_text:
            return None
        return el("div", {"class_": "field link-field"},
                  el("label", {"for": "deal-link"}, "Deal link (copy it if it was not copied)"),
                  el("input", {"id": "deal-link", "type": "text", "readonly": True,
                               "value": self.link_text, "data_testid": "link-text"}))

    def lobby_notice(self, *, files: bool = False) -> Html | None:
        """What the last share, import, link or replay came to, for the top of the
        lobby, or (``files``) for the files panel when it is about a file or link."""
        if not self.notice or files != self.notice_in_files:
            return None
        return el("p", {"class_": f"banner banner-{self.notice_kind}", "role": "alert",
                        "data_testid": "share-notice"}, self.notice)

    def lobby_daily(self) -> Html:
        """The lobby's daily deals. Renders without a date (the build's lobby)."""
        c = self.c
        today = self.browser.today()
        tiles = []
        for info in c.games:
            game = info["id"]
            if not daily.has_daily(game):
                continue
            run = daily.streak(c.stats, game, today) if today else 0
            done = bool(today) and daily.done_today(c.stats, game, today)
            note = ("done today" if done else "") + (
                f"{', ' if done else ''}streak {run} day{'' if run == 1 else 's'}" if run else "")
            tiles.append(el("button", {"type": "button", "class_": "btn daily-tile",
                                       "data_ui": "daily", "data_arg": game,
                                       "data_testid": f"daily-{game}"},
                            el("span", {"class_": "game-name"}, info["title"]),
                            el("span", {"class_": "game-tag", "data_testid": f"streak-{game}"},
                               note or "today's deal")))
        return el("section", {"class_": "panel daily", "data_testid": "daily",
                              "aria_labelledby": "daily-h"},
                  el("h2", {"id": "daily-h"}, "Daily deal"),
                  el("p", {"class_": "help"},
                     "One deal a day for each game, the same for everyone, against "
                     "hard bots. Finish one each day to keep a streak."),
                  el("div", {"class_": "row daily-tiles"}, tiles))

    def lobby_files(self) -> Html:
        """The lobby's game files and links: export the game in progress or copy its
        deal link, import a game."""
        s = self.c.session
        game_row = []
        if s is not None and not s.over:
            game_row = [_button("export", "Export this game"),
                        _button("copy-link", "Copy deal link")]
        return el("section", {"class_": "panel files", "data_testid": "files",
                              "aria_labelledby": "files-h"},
                  el("h2", {"id": "files-h"}, "Game files and links"),
                  self.lobby_notice(files=True),
                  el("div", {"class_": "row"}, game_row,
                     el("label", {"class_": "btn", "for": "import-file",
                                  "data_testid": "import-label"}, "Import a game\u2026"),
                     el("input", {"id": "import-file", "type": "file",
                                  "class_": "sr-only", "accept": ".json,application/json",
                                  "data_import": "game", "data_testid": "import-file"})),
                  self._link_field())

    def lobby_bottom(self) -> Html | None:
        return recent_list(self.finished())


def _button(ui: str, label: str, *, arg: str | None = None, primary: bool = False,
            testid: str | None = None) -> Html:
    return el("button", {"type": "button", "class_": "btn btn-primary" if primary else "btn",
                         "data_ui": ui, "data_arg": arg, "data_testid": testid or ui}, label)

