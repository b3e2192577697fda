"""Replays from the saved log (pure): a finished game, or a hand or deal that
just ended, move by move, showing at each step only what the viewer could see
then.

- **From the save**: a replay is built from a save text (``Session.to_save()``):
  a fresh state from its setup and seed, then its actions re-applied one by one
  (a copy every :data:`CHECKPOINT` moves makes stepping back cheap). Nothing is
  stored for replays but the last :data:`KEEP` finished saves (:func:`remember`).
- **Whose eyes**: in a solo game the person's view at each step
  (``view(seat)``); in pass-and-play the spectator's view (``view(None)``): only
  what everyone saw, no private hand at all, ever.
- **Show all cards**: only in a solo game that is over, the bots' own cards at
  that step (each from the bot's own view) may be shown beside the table.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from cardtable import State, new_game

from .cards import card
from .markup import Html, classes, el
from .results import round_summary
from .screens import before_the_next_round, event_plain, round_word
from .session import Session
from .tables import UiCtx, table_for

FINISHED_KEY = "cardtable.finished.v1"
KEEP = 20
#: The most characters the kept games may take in localStorage (about a fifth of
#: a browser's usual quota), so they never crowd out the running game's save
#: (localStorage when IndexedDB is missing), the statistics or the settings.
MAX_CHARS = 1_000_000
CHECKPOINT = 32
#: Milliseconds per move when playing, by speed.
SPEEDS = {1: 900, 2: 450, 4: 200}


# -- the last finished games -----------------------------------------------------

def finished_list(text: str | None) -> list[dict[str, Any]]:
    """The stored finished games, oldest first (anything unreadable: none)."""
    try:
        data = json.loads(text or "[]")
    except ValueError:
        return []
    if not isinstance(data, list):
        return []
    return [e for e in data if isinstance(e, dict) and isinstance(e.get("uid"), str)
            and isinstance(e.get("save"), str) and isinstance(e.get("game"), str)]


def entry_for(session: Session, title: str) -> dict[str, Any]:
    return {"uid": session.uid, "game": session.setup.game, "title": title,
            "names": session.names, "moves": len(session.state.log),
            "save": session.to_save()}


def remember(get: Callable[[str], str | None], put: Callable[[str, str], Any],
             entry: dict[str, Any]) -> list[dict[str, Any]]:
    """Add a finished game to the stored list (the newest :data:`KEEP`, one per
    id, at most :data:`MAX_CHARS` in all); when the storage is full the oldest go
    first, and when even this one does not fit the list is left as it was.
    Returns the list now stored."""
    try:
        entries = finished_list(get(FINISHED_KEY))
    except Exception:
        return []
    before = entries
    entries = [e for e in entries if e["uid"] != entry["uid"]] + [entry]
    entries = entries[-KEEP:]
    while entries:
        text = json.dumps(entries, separators=(",", ":"))
        if len(text) > MAX_CHARS:
            if len(entries) == 1:
                break
            entries = entries[1:]
            continue
        try:
            put(FINISHED_KEY, text)
            return entries
        except Exception:  # full: drop the oldest and try again
            if len(entries) == 1:
                break
            entries = entries[1:]
    return before


def private_cards(game: str, view: dict[str, Any]) -> list[str]:
    """The cards a seat's own view shows it alone (its hand)."""
    if game == "swoop":
        return [c for c in view.get("hand") or [] if isinstance(c, str)]
    if game.startswith("swingo"):
        from .tables.swingo import as_last_played  # a stopped match: no unplayed hand

        own = as_last_played(view).get("own") or {}
        return [c for c in own.get("cards") or [] if isinstance(c, str)]
    return []


class Replay:
    """A game's moves from ``start`` to ``end`` (log lengths), stepped through."""

    def __init__(self, save: str, *, start: int = 0, end: int | None = None,
                 what: str = "game") -> None:
        session = Session.from_save(save)  # SaveError when damaged
        self.setup = session.setup
        self.names = session.names
        self.kinds = [s.kind for s in session.setup.seats]
        self.log = list(session.state.log)
        #: The whole game is over: a solo replay may show the bots' cards.
        self.game_over = session.state.is_over
        self.solo = session.solo
        self.viewer: int | None = session.humans[0] if session.solo else None
        self.start = max(0, min(start, len(self.log)))
        self.end = len(self.log) if end is None else max(self.start, min(end, len(self.log)))
        self.what = what
        self.step = self.start
        #: Log lengths where a hand, deal or game ended: there the replay shows its
        #: result, then (one step on) the next one dealt.
        self.ends = tuple(session.state.ends)
        #: At a round's end, past its result: the next round's start is shown
        #: (playtest 18: game 2's deal was never shown, its first move came next).
        self.dealt = False
        self.reveal = False
        self.playing = False
        self.speed = 1
        first = new_game(self.setup.game, players=len(self.setup.seats), seed=self.setup.seed,
                         options=self.setup.options)
        self._points: dict[int, State] = {0: first}
        self._events: dict[int, int] = {0: len(first.events)}

    @property
    def can_reveal(self) -> bool:
        """Solo and the game over, and the bots have cards of their own."""
        return (self.solo and self.game_over and any(k == "bot" for k in self.kinds)
                and self.setup.game in ("swoop", "swingo"))

    def state_at(self, i: int) -> State:
        """The state after the first ``i`` moves (a copy: never changed here)."""
        i = max(0, min(i, len(self.log)))
        base = max(k for k in self._points if k <= i)
        state = self._points[base].clone()
        for n in range(base, i):
            seat, action = self.log[n]
            state.apply(seat, action)
            self._events[n + 1] = len(state.events)
            if (n + 1) % CHECKPOINT == 0 and n + 1 not in self._points:
                self._points[n + 1] = state.clone()
        return state

    def go(self, to: int) -> None:
        self.step = max(self.start, min(to, self.end))
        self.dealt = False
        if self.step >= self.end:
            self.playing = False

    @property
    def round_ends_here(self) -> bool:
        """A hand, deal or game ended with this move and another follows in the replay."""
        return self.step in self.ends and self.step < self.end

    def forward(self) -> None:
        """One step on: a round's result, then the next round dealt, then its moves."""
        if self.round_ends_here and not self.dealt:
            self.dealt = True
        else:
            self.go(self.step + 1)

    def back(self) -> None:
        if self.dealt:
            self.dealt = False
            return
        self.go(self.step - 1)
        self.dealt = self.round_ends_here and self.step > self.start

    def control(self, name: str) -> bool:
        """A replay button; False when it is not one."""
        if name == "replay-first":
            self.go(self.start)
        elif name == "replay-back":
            self.playing = False
            self.back()
        elif name == "replay-forward":
            self.forward()
        elif name == "replay-last":
            self.playing = False
            self.go(self.end)
        elif name == "replay-play":
            self.playing = not self.playing and self.step < self.end
        elif name == "replay-speed":
            self.speed = {1: 2, 2: 4, 4: 1}[self.speed]
        elif name == "replay-reveal":
            self.reveal = self.can_reveal and not self.reveal
        else:
            return False
        return True

    def caption(self, state: State) -> str:
        """The last move shown, in words (its public events)."""
        if self.step <= self.start:
            return "The start." if self.start == 0 else \
                f"The start of this {round_word(self.setup.game)}."
        self.state_at(self.step - 1)
        before = self._events.get(self.step - 1, 0)
        events = list(state.events[before:])
        if self.step in state.ends and not state.is_over:  # not the next one's deal
            ended = before_the_next_round(events)
            events = events[len(ended):] if self.dealt else ended
        texts = [event_plain(str(e.get("text", "")), self.names) for e in events]
        return ". ".join(t for t in texts if t)


def _control(ui: str, text: str, label: str, *, disabled: bool = False, **extra: Any) -> Html:
    return el("button", {"type": "button", "class_": "btn", "data_ui": ui,
                         "data_testid": ui, "aria_label": label, "disabled": disabled,
                         **extra}, text)


def replay_screen(r: Replay, title: str) -> Html:
    """The replay: the table as the viewer saw it after ``r.step`` moves, the move
    in words, and the controls."""
    state = r.state_at(r.step)
    view = state.view(r.viewer)
    last: dict[str, Any] | None = None
    table = table_for(r.setup.game)
    if r.step > r.start:
        seat, action = r.log[r.step - 1]
        last = {"seat": seat, "action": action.to_json()}
        if table.moved_from is not None:
            source = table.moved_from(r.state_at(r.step - 1).view(r.viewer), seat)
            if source is not None:
                last["from"] = source
    caption = r.caption(state)
    ctx = UiCtx(names=r.names, kinds=r.kinds, me=r.viewer, last_move=last,
                # the caption above the table says the move: not again on the felt
                extra={"legal": [], "last_event": "", "result_seen": True})
    whose = "what you saw" if r.solo else "what everyone saw, with nobody's own cards"
    parts: list[Any] = [
        el("header", {"class_": "topbar"},
           el("h1", {"class_": "topbar-title"}, f"Replay: {title}"),
           el("nav", {"class_": "topbar-actions", "aria_label": "Replay"},
              el("button", {"type": "button", "class_": "btn btn-quiet",
                            "data_ui": "replay-close", "data_testid": "replay-close"},
                 "Close replay"))),
        el("p", {"class_": "status", "data_testid": "replay-position", "role": "status"},
           f"Move {r.step - r.start} of {r.end - r.start}"
           + (f" (this {round_word(r.setup.game)})" if r.what == "hand" else "")
           + (f" \u00b7 the start of {round_word(r.setup.game)}"
              f" {sum(1 for e in r.ends if e <= r.step) + 1}" if r.dealt else "")
           + f" \u00b7 {whose}"),
        el("p", {"class_": "replay-caption", "data_testid": "replay-caption"}, caption),
        # a hand or deal that ends here shows its result, as the table did: the
        # next one is dealt already, and its cards were not seen before "Next
        # hand" (playtest 14: the replay's last move showed your next hand)
        el("section", {"class_": "results round-result", "data_testid": "replay-round-result",
                       "aria_label": "Result"}, round_summary(r.setup.game, view, ctx))
        if r.step in state.ends and not view.get("over") and not r.dealt else
        el("main", {"class_": "table-area", "data_testid": "table", "tabindex": "-1",
                    "data_game": r.setup.game, "inert": True},
           table.render_table(view, ctx)),
    ]
    if view.get("over"):
        parts.append(el("section", {"class_": "results", "data_testid": "replay-result",
                                    "aria_label": "Result"},
                        table.render_result(view, state.outcome, ctx)))
    if r.reveal and r.can_reveal:
        rows = []
        for seat, kind in enumerate(r.kinds):
            if kind != "bot":
                continue
            cards = private_cards(r.setup.game, state.view(seat))
            rows.append(el("li", {"data_testid": f"reveal-{seat}"},
                           el("span", {"class_": "seat-name"}, r.names[seat], ": "),
                           [card(c) for c in cards] or "no cards in hand"))
        parts.append(el("section", {"class_": "panel replay-reveal",
                                    "data_testid": "replay-reveal",
                                    "aria_label": "The bots' cards"},
                        el("h2", {}, "The bots' cards at this move"), el("ul", {}, rows)))
    at_start, at_end = r.step <= r.start and not r.dealt, r.step >= r.end
    controls = [
        _control("replay-first", "\u2759\u25c0\u25c0", "To the start", disabled=at_start),
        _control("replay-back", "\u25c0\u2759", "One move back", disabled=at_start),
        _control("replay-play", "\u275a\u275a" if r.playing else "\u25b6",
                 "Pause" if r.playing else "Play", disabled=at_end and not r.playing,
                 aria_pressed="true" if r.playing else "false"),
        _control("replay-forward", "\u2759\u25b6", "One move forward", disabled=at_end),
        _control("replay-last", "\u25b6\u25b6\u2759", "To the end", disabled=at_end),
        _control("replay-speed", f"{r.speed}\u00d7", f"Speed {r.speed} times"),
    ]
    parts.append(el("section", {"class_": "controls replay-controls",
                                "data_testid": "replay-controls", "aria_label": "Replay"},
                    el("div", {"class_": "row"}, controls),
                    el("label", {"class_": "replay-switch"},
                       el("input", {"type": "checkbox", "data_ui": "replay-reveal",
                                    "data_testid": "replay-reveal-switch",
                                    "checked": r.reveal}),
                       " Show all cards (the bots' hands)") if r.can_reveal else None))
    return el("div", {"class_": classes("screen screen-table screen-replay"),
                      "data_testid": "replay"}, parts)


def recent_list(entries: list[dict[str, Any]]) -> Html | None:
    """The statistics' last finished games, newest first, each with Replay."""
    if not entries:
        return None
    items = []
    for e in reversed(entries):
        names = ", ".join(str(n) for n in e.get("names") or [])
        moves = e.get("moves", 0)
        items.append(el("li", {"class_": "recent-game"},
                        el("span", {}, f"{e.get('title', e['game'])} with {names}, "
                                       f"{moves} move{'' if moves == 1 else 's'}"),
                        # "btn": dark on light (the panel is light; "btn-quiet" is
                        # for the dark bars and was near 2:1 here)
                        el("button", {"type": "button", "class_": "btn",
                                      "data_ui": "replay", "data_arg": e["uid"],
                                      "data_testid": "replay-recent"}, "Replay")))
    return el("section", {"class_": "panel recent", "data_testid": "recent",
                          "aria_labelledby": "recent-h"},
              el("h2", {"id": "recent-h"}, "Last games: replays"),
              el("ol", {}, items))
