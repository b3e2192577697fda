"""The browser side: the platform for the controller (localStorage, timers, the
bot worker, blob links) and the DOM wiring (one delegated listener per event
type on the app root; every render replaces the root's markup and puts the
focus back where it was).

Uses only Pyodide's ``js`` and ``pyodide.ffi``, so it runs under PyScript's
main-thread interpreter as well as under a plain Pyodide.
"""

from __future__ import annotations

import asyncio
import functools
import json
from collections.abc import Callable
from typing import Any

import js  # type: ignore[import-not-found]
from pyodide.ffi import create_once_callable, create_proxy  # type: ignore[import-not-found]

from . import early, motion, pagethink, sharejs, sounds
from .controller import Controller, Params
from .jsstore import Glue
from .store import SaveStore
from .tablefit import (
    HeldHeights,
    bring_my_turn_into_view,
    bring_result_into_view,
    fit_table,
    nil,
    show_latest_in_log,
    strip_scrolled,
)

#: Where focus goes when the element used is gone: the first control of the turn
#: (a card to pick: its group's Tab stop, else check/call, else any control), in
#: this order.
TURN_FIRST = ("[data-roving] [tabindex='0']",
              ".felt-me [data-ui=select], [data-testid=swap-table] [data-ui=select]",
              ".felt-me [data-action], [data-testid=swap-table] [data-action]",
              "[data-testid=action-check], [data-testid=action-call]",
              "[data-testid=controls] button")
#: A phone too short to take a hint at the head of the controls (table.css).
SHORT_SCREEN = "(max-width: 999.98px) and (max-height: 700px)"
#: Focus that is only a resting place between turns: a new turn moves it on.
FALLBACK_KEYS = ("table", "skip")
#: How long to wait for the worker before thinking on the main thread instead.
WORKER_TIMEOUT_S = 60.0
#: The worker starts at the first idle moment this long after the lobby is up
#: (sooner when a game with bots begins): its Pyodide costs a core for seconds.
WORKER_IDLE_AFTER_MS = 3000


class BotWorker:
    """``web/bot_worker.js``: the bots think off the main thread, so the page
    never freezes. Messages are JSON texts: ``{id, game, level, seat, seed,
    view, legal}`` in, ``{id, action, reason}`` or ``{id, error}`` out."""

    def __init__(self, url: str, wheel: str) -> None:
        self.pending: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self.next_id = 0
        self.failed = False
        self.ready = False
        js.document.documentElement.setAttribute("data-worker", "starting")
        self.worker = js.Worker.new(url, js.JSON.parse('{"type": "module"}'))
        self._on_message = create_proxy(self.on_message)
        self._on_error = create_proxy(self.on_error)
        self.worker.addEventListener("message", self._on_message)
        self.worker.addEventListener("error", self._on_error)
        self.worker.postMessage(json.dumps({"type": "init", "wheel": wheel}))

    def on_message(self, event: Any) -> None:
        data = json.loads(str(event.data))
        if data.get("type") == "ready":  # tests wait for this before going offline
            self.ready = True
            js.document.documentElement.setAttribute("data-worker", "ready")
            return
        if data.get("type") == "failed":
            self.fail(data.get("error", "the bot worker did not start"))
            return
        future = self.pending.pop(int(data.get("id", -1)), None)
        if future is None or future.done():
            return
        if "action" in data:
            future.set_result({"action": data["action"], "reason": data.get("reason", "")})
        else:
            future.set_exception(RuntimeError(data.get("error", "bot failed")))

    def on_error(self, event: Any) -> None:
        event.preventDefault()
        self.fail(str(getattr(event, "message", "worker error")))

    def fail(self, why: str) -> None:
        self.failed = True
        js.document.documentElement.setAttribute("data-worker", "failed")
        js.console.warn(f"Card Table: bots think on the page instead ({why})")
        for future in self.pending.values():
            if not future.done():
                future.set_exception(RuntimeError(why))
        self.pending.clear()

    async def choose(self, request: dict[str, Any]) -> dict[str, Any]:
        if self.failed:
            raise RuntimeError("worker unavailable")
        self.next_id += 1
        future: asyncio.Future[dict[str, Any]] = asyncio.get_event_loop().create_future()
        self.pending[self.next_id] = future
        self.worker.postMessage(json.dumps({"type": "choose", "id": self.next_id, **request}))
        return await asyncio.wait_for(future, WORKER_TIMEOUT_S)


def when_idle(job: Callable[[], Any], timeout_ms: int = 2000) -> None:
    """Run ``job`` at the page's next idle moment (at once where the browser has
    no ``requestIdleCallback``)."""
    if hasattr(js.window, "requestIdleCallback"):
        js.window.requestIdleCallback(create_once_callable(lambda *_: job()),
                                      js.JSON.parse(json.dumps({"timeout": timeout_ms})))
    else:
        job()


def warm_up() -> None:
    """Import, while the person reads the lobby, what a game needs and the lobby
    did not: the game modules (the lobby's games came written in the page) and
    the tables' rendering, so Start does not wait on them."""
    from cardtable import game_types

    from .tables import tables

    game_types()
    tables()


class BrowserPlatform:
    def __init__(self, worker: Callable[[], BotWorker] | None,
                 glue: Glue | None = None) -> None:
        """``worker``: makes the bot worker, when it is wanted (:meth:`start_worker`)."""
        self.worker: BotWorker | None = None
        self._make_worker = worker
        self.glue = glue
        self.saves = SaveStore(None, spawn=self.spawn, mark_get=self.storage_get,
                               mark_set=self.storage_set)
        #: Where the last bot move was thought out: "worker" or "page" (for tests).
        self.bot_source = ""
        #: The last bot move's reason line (the controller shows it when public).
        self.last_reason = ""
        try:
            self._reduced = bool(
                js.window.matchMedia("(prefers-reduced-motion: reduce)").matches)
        except Exception:
            self._reduced = False

    @property
    def reduced_motion(self) -> bool:
        return self._reduced

    @property
    def short_screen(self) -> bool:
        """A short phone (table.css's 360x640 rules): no room under the felt."""
        return bool(js.window.matchMedia(SHORT_SCREEN).matches)

    def storage_get(self, key: str) -> str | None:
        value = js.window.localStorage.getItem(key)
        return None if nil(value) else str(value)

    def storage_set(self, key: str, value: str) -> None:
        js.window.localStorage.setItem(key, value)

    def storage_remove(self, key: str) -> None:
        js.window.localStorage.removeItem(key)

    def random(self) -> float:
        return float(js.Math.random())

    async def open_saves(self) -> None:
        """The save store: IndexedDB, else localStorage, else none (saves off)."""
        backend = None
        if self.glue is not None:
            try:
                backend = await self.glue.backend()
            except Exception as exc:
                js.console.warn(f"Card Table: no save store ({exc})")
        self.saves.backend = backend
        self.saves.failed = backend is None
        js.document.documentElement.setAttribute(
            "data-store", "none" if backend is None else backend.name)

    async def claim(self, steal: bool, on_lost: Any) -> bool:
        if self.glue is None:
            return True
        return await self.glue.claim(steal, on_lost)

    def spawn(self, coro: Any) -> Any:
        async def job() -> None:
            try:
                await coro
            except Exception as exc:  # a background job never breaks the page
                js.console.warn(f"Card Table: {exc!r}")
        return asyncio.ensure_future(job())

    def blob_url(self, text: str) -> str:
        blob = js.Blob.new([text], js.JSON.parse('{"type": "application/json"}'))
        return str(js.URL.createObjectURL(blob))

    async def sleep(self, ms: float) -> None:
        await asyncio.sleep(ms / 1000)

    async def fetch_text(self, path: str) -> str:
        """A file of this site as text (the service worker answers offline)."""
        response = await js.fetch(path)
        if not response.ok:
            raise RuntimeError(f"{path}: HTTP {response.status}")
        return str(await response.text())

    def start_worker(self) -> None:
        """Start the bot worker (once; nothing when there is none to start)."""
        make, self._make_worker = self._make_worker, None
        if make is None:
            return
        try:
            self.worker = make()
        except Exception as exc:
            js.console.warn(f"Card Table: no bot worker ({exc})")

    def start_worker_when_idle(self) -> None:
        """Start the worker at the first idle moment after a while (issue 17)."""
        js.setTimeout(create_once_callable(lambda *_: when_idle(self.start_worker)),
                      WORKER_IDLE_AFTER_MS)

    async def ask_bot(self, request: dict[str, Any]) -> dict[str, Any]:
        worker = self.worker
        if worker is not None and worker.ready and not worker.failed:
            answer = await worker.choose(request)
            self.bot_source = "worker"
            self.last_reason = str(answer.get("reason") or "")
            return dict(answer["action"])
        self.start_worker()  # a game with bots has begun; until it is ready, here
        await asyncio.sleep(0)  # let the page paint before thinking here
        self.bot_source = "page"
        action, self.last_reason = pagethink.think(request)
        return action


class App:
    def __init__(self, root: Any, controller: Controller) -> None:
        self.root = root
        self.c = controller
        self._shown_move = controller.caption_id
        self._shown_game = self._game_id()
        self._share_said = ""  # the share status last scrolled into sight
        self._result_seen = False  # a game's result was on screen at the last render
        #: Each group of your cards' Tab stop when it last had cards to choose
        #: from (motion.stops): your next turn's focus is at the same place.
        self._stops: dict[int, int] = {}
        #: One polite live region outside the re-rendered markup: each move is
        #: announced once, in the caption's words.
        self.announcer = js.document.createElement("div")
        self.announcer.className = "sr-only"
        self.announcer.setAttribute("aria-live", "polite")
        self.announcer.setAttribute("data-testid", "announcer")
        js.document.body.appendChild(self.announcer)
        # update, not only render: a game taken back from another tab may have bots to run
        controller.on_change = self.update
        controller.store.on_saved = self.mark_saved
        self._proxies = [create_proxy(self.on_click), create_proxy(self.on_change),
                         create_proxy(self.on_input), create_proxy(self.on_submit),
                         create_proxy(self.on_key)]
        for name, proxy in zip(("click", "change", "input", "submit", "keydown"),
                               self._proxies, strict=True):
            root.addEventListener(name, proxy)
        #: The person used keys last (not a pointer): a control focused for them
        #: shows its focus ring. Otherwise it is focused without one (playtest 10:
        #: after a reload "Call 3" came up ringed, and read as a recommendation).
        self._keyboard = False
        self._modality = [create_proxy(lambda _e: self._by_keys(True)),
                          create_proxy(lambda _e: self._by_keys(False))]
        js.window.addEventListener("keydown", self._modality[0], True)
        js.window.addEventListener("pointerdown", self._modality[1], True)
        self._hash_proxy = create_proxy(self.on_hash)
        js.window.addEventListener("hashchange", self._hash_proxy)
        #: The history entry of what is open over the game (see :meth:`_sync_history`):
        #: pushed, and a Back of our own to take it off that the popstate handler ignores.
        self._layer_entry = self._own_back = False
        self._pop_proxy = create_proxy(self.on_pop)
        js.window.addEventListener("popstate", self._pop_proxy)
        # "toggle" does not bubble: caught on its way down
        self._toggle_proxy = create_proxy(self.on_toggle)
        root.addEventListener("toggle", self._toggle_proxy, True)
        self._scroll_proxy = create_proxy(strip_scrolled)  # the strip of seats' cue
        root.addEventListener("scroll", self._scroll_proxy, True)
        #: The rows above the felt keep their height while a game is played.
        self.held = HeldHeights()
        self._resize_proxy = create_proxy(lambda _event: self._fit())
        js.window.addEventListener("resize", self._resize_proxy)

    # -- rendering ---------------------------------------------------------------

    def render(self) -> None:
        doc = js.document
        active = doc.activeElement
        key = None
        if not nil(active) and active != doc.body and self.root.contains(active):
            key = active.getAttribute("data-testid") or active.getAttribute("id")
        moved = self.c.caption_id != self._shown_move
        before = motion.positions(self.root) if moved and motion.allowed() else None
        if self._game_id() != self._shown_game:
            self._stops = {}
        self._stops |= motion.stops(self.root)
        html = self.c.html()
        self.root.innerHTML = str(html)
        screen = self.root.firstElementChild
        doc.documentElement.setAttribute(
            "data-screen", "" if nil(screen) else screen.getAttribute("data-testid"))
        doc.documentElement.setAttribute("data-bots", getattr(self.c.p, "bot_source", ""))
        doc.documentElement.setAttribute("data-busy", "true" if self.c.thinking is not None
                                         or self.c.bots_pending() else "false")
        self.mark_saved()
        self._sync_history()
        motion.rove(self.root, self._stops)  # before the focus: a turn's first is the stop
        self._focus(key)
        motion.rove(self.root)
        if self._game_id() != self._shown_game:  # a new game: not the last one's line
            self._shown_game = self._game_id()
            self.announcer.textContent = ""
        self._fit()  # before the cards slide to where they rest
        show_latest_in_log(self.root)
        self._show_share_status()
        result = not nil(self.root.querySelector("[data-testid=results]"))
        if result and not self._result_seen:  # once, as it comes: then the page is yours
            bring_result_into_view(self.root)
        self._result_seen = result
        if moved:
            mover = (self.c.last_move or {}).get("seat")
            bring_my_turn_into_view(self.root)
            self._shown_move = self.c.caption_id
            self.announcer.textContent = self.c.caption  # once per move
            if before is not None:
                motion.play(self.root, before, mover)
            sounds.move(self.c)

    def _show_share_status(self) -> None:
        """What Share, Copy deal link or Export came to is scrolled into sight, with
        the link's field when there is one (a playtest at 390x844: "Copied: paste
        it where you like." lay just below the screen's foot, as if nothing had
        happened)."""
        status = self.root.querySelector("[data-testid=share-status]")
        said = "" if nil(status) else str(status.textContent)
        if said and said != self._share_said:
            field = self.root.querySelector(".link-field")
            (status if nil(field) else field).scrollIntoView(
                js.JSON.parse('{"block": "nearest"}'))
        self._share_said = said

    def _sync_history(self) -> None:
        """What is open over the game (the how-to screen, the log, the menu:
        ``Controller.back_step``) is a page of its own to the browser: opening it
        adds a history entry, so the browser's Back (or a phone's back gesture)
        closes it instead of leaving the app; closing it otherwise (its own Back or
        Close button, Resume) takes that entry off again."""
        on = self.c.back_step() is not None
        if on and not self._layer_entry:
            js.window.history.pushState(js.JSON.parse('{"cardtable": "layer"}'), "")
            self._layer_entry = True
        elif not on and self._layer_entry:
            self._layer_entry, self._own_back = False, True
            js.window.history.back()

    def on_pop(self, _event: Any) -> None:
        """The browser went back: what is open over the game closes (one step: the
        Rules opened from the menu go back to the menu, which has an entry again)."""
        if self._own_back:
            self._own_back = False
            return
        if self._layer_entry:
            self._layer_entry = False
            step = self.c.back_step()
            if step is not None:
                self.c.ui(step)
                self.update()

    def _fit(self) -> None:
        """The table measured to the screen (tablefit)."""
        self.held.start(self._game_id())
        fit_table(self.root, self.held, self.c.seat_to_show())

    def _game_id(self) -> str | None:
        """The game on the table (its save's id), or None."""
        return None if self.c.session is None else self.c.session.uid

    def _focus(self, key: str | None) -> None:
        """Back to the element used; else the first control of the person's turn;
        else the table (never the page itself)."""
        target: Any = None
        if key and key not in FALLBACK_KEYS:
            target = self.root.querySelector(f'[data-testid="{key}"]')
            if nil(target):
                target = js.document.getElementById(key)
        if nil(target):
            target = self.root.querySelector("[autofocus]")
        if nil(target):
            for selector in TURN_FIRST:
                target = self.root.querySelector(selector)
                if not nil(target):
                    break
        if nil(target):
            target = self.root.querySelector("[data-testid=table]")
        if not nil(target):
            target.focus(js.JSON.parse(json.dumps({"preventScroll": True,
                                                   "focusVisible": self._keyboard})))

    def _by_keys(self, keys: bool) -> None:
        self._keyboard = keys

    def mark_saved(self) -> None:
        """``data-saving``: a write is under way; ``data-saved``: the stored
        revision this tab knows (for tests, which wait for the save to land)."""
        root = js.document.documentElement
        root.setAttribute("data-saving", "true" if self.c.store.busy else "false")
        root.setAttribute("data-saved", str(self.c.store.rev))

    def kick_bots(self) -> None:
        if self.c.bots_pending() and (self.c.bot_task is None or self.c.bot_task.done()):
            self.c.bot_task = asyncio.ensure_future(self._bots())

    async def _bots(self) -> None:
        try:
            await self.c.run_bots()
        except Exception as exc:  # never leave the table stuck without a word
            self.c.message = f"A bot could not move ({exc}). Try Menu, then Resume."
            js.console.error(f"Card Table bot loop: {exc!r}")
            self.render()
        # no render otherwise: the last move's render is on screen, still animating
        if self.c.bots_pending():
            self.kick_bots()

    def update(self) -> None:
        self.render()
        self.kick_bots()

    # -- events ------------------------------------------------------------------

    def on_click(self, event: Any) -> None:
        el = event.target.closest("[data-action], [data-ui]")
        if self._log_dismissed(event.target, el):
            return
        if nil(el) or not self.root.contains(el):
            return
        if str(el.tagName).lower() == "a" and el.hasAttribute("data-ui"):
            event.preventDefault()  # an in-app screen (how to play), not a page load
        if el.hasAttribute("data-action"):
            data = {"action": str(el.getAttribute("data-action"))}
            for attr in ("data-arg", "data-card"):
                if el.hasAttribute(attr):
                    data[attr[5:]] = str(el.getAttribute(attr))
            self.c.act(data)
        else:
            arg = el.getAttribute("data-arg")
            self.c.ui(str(el.getAttribute("data-ui")), None if nil(arg) else str(arg))
        self.update()

    def _log_dismissed(self, target: Any, el: Any) -> bool:
        """A tap beside the log laid over the table closes it, and only that (a
        playtest: it stayed open over Hint whatever was tapped, until Log again)."""
        if not self.c.log_open or nil(self.root.querySelector(".screen-table.playing"
                                                              " > .log-panel")):
            return False
        if not nil(target.closest(".log-panel, [data-ui=toggle-log]")):
            return False
        self.c.ui("close-log")
        self.update()
        return True

    def on_toggle(self, event: Any) -> None:
        """Swingo's "What each choice leaves on your board" opened: the table is a
        page that scrolls then (table.css), and the list, below the fold of a small
        phone, is scrolled into sight. Anything opened or closed: the strip of
        seats fits its room again."""
        self._fit()
        el = event.target
        if not nil(el) and el.matches(".every-choice[open]"):
            el.scrollIntoView(js.JSON.parse('{"block": "nearest"}'))

    def _lobby_field(self, event: Any) -> tuple[str, str, int | None, str | None] | None:
        el = event.target
        what = None if nil(el) else el.getAttribute("data-lobby")
        if nil(what):
            return None
        seat = el.getAttribute("data-seat")
        name = el.getAttribute("data-name")
        return (str(what), str(el.value), None if nil(seat) else int(seat),
                None if nil(name) else str(name))

    def on_change(self, event: Any) -> None:
        if event.target.hasAttribute("data-import"):  # a game file chosen (issue 19)
            asyncio.ensure_future(self._import(event.target))
            return
        field = self._lobby_field(event)
        if field is None:
            return
        what, value, seat, name = field
        if self.c.lobby_change(what, value, seat=seat, name=name):
            self.render()

    async def _import(self, input_el: Any) -> None:
        text = await sharejs.file_text(input_el)
        if text is not None:
            self.c.share.import_text(text)
            self.update()

    def on_hash(self, _event: Any) -> None:
        """A deal link opened in this tab while it runs."""
        if self.c.share.open_fragment(str(js.window.location.hash)):
            self.update()

    def on_input(self, event: Any) -> None:
        field = self._lobby_field(event)
        if field is not None and field[0] == "seat-name":
            self.c.lobby_change(field[0], field[1], seat=field[2])

    def on_submit(self, event: Any) -> None:
        event.preventDefault()
        if event.target.getAttribute("data-form") == "start":
            self.c.start_game()
            self.update()

    def on_key(self, event: Any) -> None:
        key = str(event.key)
        if key == "Escape" and self.c.log_open:
            self.c.ui("close-log")
            self.render()
            return
        if key == "Escape" and self.c.selection is not None:
            self.c.ui("select", self.c.selection)
            self.render()
            return
        if key in ARROWS and self.c.screen == "table":
            tag = str(event.target.tagName).lower()
            if tag in ("input", "select", "textarea"):
                return
            if motion.step_focus(self.root, event.target, ARROWS[key]):
                event.preventDefault()
        if key in ("Home", "End") and self.c.screen == "table" \
                and motion.edge_focus(self.root, event.target, key == "End"):
            event.preventDefault()


#: Arrow keys: (dx, dy) of the step between the table's controls.
ARROWS = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}


def query_params() -> dict[str, str]:
    """The page's ``?name=value`` parameters, parsed by the browser's
    ``URLSearchParams`` (``urllib.parse`` would cost the start about 100 ms)."""
    params = js.URLSearchParams.new(js.window.location.search)
    return {str(k): str(v) for k, v in js.Object.fromEntries(params).to_py().items()}


def start(root_id: str = "app", *, worker_url: str = "bot_worker.js",
          wheel: str | None = None) -> asyncio.Future[App]:
    """Wire the app into ``#root_id`` (once the save store is open).
    ``wheel``: the engine wheel's URL for the bot worker (no worker, bots think
    on the page, when it is None)."""
    return asyncio.ensure_future(_start(root_id, worker_url, wheel))


async def _start(root_id: str, worker_url: str, wheel: str | None) -> App:
    root = js.document.getElementById(root_id)
    params = Params.parse(query_params())
    worker: Callable[[], BotWorker] | None = None
    if wheel and "noworker" not in query_params():
        worker = functools.partial(BotWorker, worker_url, wheel)
    try:
        glue: Glue | None = Glue()
    except Exception as exc:
        js.console.warn(f"Card Table: no save store ({exc})")
        glue = None
    platform = BrowserPlatform(worker, glue)
    await platform.open_saves()
    controller = Controller(platform, params, games=page_games())
    controller.share.browser = sharejs.ShareBrowser()
    controller.share.base = sharejs.page_base()
    await controller.open()
    handed = written_lobby_form()
    if handed is not None:
        early.adopt(controller, handed)
    linked = controller.share.open_fragment(str(js.window.location.hash))  # a deal link
    app = App(root, controller)
    app.update()
    if handed is not None:
        keep_caret(handed.get("selection"))
        if handed.get("pending") == "start" and not linked:  # tapped before Python was up
            controller.start_game()
            app.update()
    when_idle(warm_up, timeout_ms=300)
    platform.start_worker_when_idle()
    return app


def page_games() -> list[dict[str, Any]] | None:
    """The lobby's games as the build wrote them into the page (``early.games_script``)."""
    node = js.document.getElementById(early.GAMES_ID)
    return None if nil(node) else early.page_games(str(node.textContent))


def written_lobby_form() -> dict[str, Any] | None:
    """The written lobby's form as the person left it (``web/early.js``, which
    stops running it now), or None when the page has no written lobby."""
    hook: Any = getattr(js.window, "cardtableEarly", None)
    text = None if hook is None or nil(hook) else hook.handOver()
    return None if nil(text) else dict(json.loads(str(text)))


def keep_caret(selection: Any) -> None:
    """Put the caret back where it was in the text field being typed in."""
    active = js.document.activeElement
    if isinstance(selection, list) and len(selection) == 2 and not nil(active) \
            and str(getattr(active, "type", "")) == "text":
        try:
            active.setSelectionRange(int(selection[0]), int(selection[1]))
        except Exception:  # a field that keeps no caret
            pass
