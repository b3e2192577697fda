"""The lobby: pick a game, its variant options, the seats (person or bot, level,
name), start; resume the saved game; statistics; how-to links. Pure render
functions plus :class:`LobbyState`, the form's content, which the controller
updates from input events."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from cardtable.bots import DEFAULT_LEVEL

from . import stats as stats_mod
from .markup import Html, classes, el
from .screens import banner, howto_file
from .session import Seat, Setup, clean_name

BOT_NAMES = ("Ana", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivo", "Juno")
SPEEDS = (("normal", "Normal"), ("fast", "Fast"), ("instant", "Instant"),
          ("auto", "Fast, and results go on by themselves"))


@dataclass
class LobbyState:
    """The new-game form. ``bot_level`` is the level a new bot seat gets (the
    game's default bot level; ``None`` when the game has no bots)."""

    game: str
    players: int
    seats: list[Seat]
    options: dict[str, Any] = field(default_factory=dict)
    bot_level: str | None = DEFAULT_LEVEL

    @staticmethod
    def for_game(info: dict[str, Any], previous: LobbyState | None = None) -> LobbyState:
        """The form for a game (a ``game_info`` with ``bot_levels``); seats kept from
        ``previous`` get a level the new game has."""
        levels = info.get("bot_levels", [])
        level = DEFAULT_LEVEL if DEFAULT_LEVEL in levels else (levels[0] if levels else None)
        seats = [Seat(s.name, s.kind if level else "human",
                      s.level if s.level in levels else (level or DEFAULT_LEVEL))
                 for s in (previous.seats if previous is not None else [])]
        state = LobbyState(info["id"], info["default_players"], seats,
                           {o["name"]: o["default"] for o in info["options"]}, level)
        state.resize(state.players)
        return state

    def resize(self, players: int) -> None:
        while len(self.seats) < players:
            i = len(self.seats)
            self.seats.append(
                Seat("You", "human") if i == 0 or self.bot_level is None
                else Seat(BOT_NAMES[(i - 1) % len(BOT_NAMES)], "bot", self.bot_level))
        del self.seats[players:]
        self.players = players
        self.name_people()  # fewer seats may leave one person: "You" again

    def set_kind(self, i: int, kind: str) -> None:
        """Seat ``i`` played by a person ("human") or a bot. A bot's own name goes
        with it: a seat turned to a person is "Player N" (a playtest of pass-and-play
        read "Pass to Player 1", then "Pass to Ana"), and "Player N" turned back to a
        bot is the bot's name again; a name typed stays."""
        s = self.seats[i]
        bot_name = BOT_NAMES[(i - 1) % len(BOT_NAMES)] if i else None
        if s.kind == "bot" and kind == "human" and s.name.strip() == bot_name:
            s.name = f"Player {i + 1}"
        elif (s.kind == "human" and kind == "bot" and bot_name
              and s.name.strip().lower() in (f"player {i + 1}", "you")):
            s.name = bot_name
        s.kind = kind

    def name_people(self, *, back: bool = True) -> None:
        """With two people or more at the table, a person's seat still called "You"
        is "Player N" (a playtest of pass-and-play: "You (you)" beside "Bea (you)",
        and "You pass" shown to Bea). With one person left, a seat this named
        "Player N" is "You" again (``back``; the lobby, as the seats change: a name
        typed is the person's own at the start)."""
        people = [(i, s) for i, s in enumerate(self.seats) if s.kind == "human"]
        if len(people) >= 2:
            for i, s in people:
                if s.name.strip().lower() == "you":
                    s.name = f"Player {i + 1}"
        elif back:
            for i, s in people:
                if s.name.strip().lower() == f"player {i + 1}":
                    s.name = "You"

    def setup(self, seed: int) -> Setup:
        self.name_people(back=False)
        seats = [Seat(clean_name(s.name, f"Player {i + 1}"), s.kind, s.level)
                 for i, s in enumerate(self.seats)]
        return Setup(self.game, seats, seed, dict(self.options))


def option_value(spec: dict[str, Any], raw: str) -> Any:
    """A form value (text) back to the option's type, matched against its choices."""
    if spec.get("choices") is not None:
        for choice in spec["choices"]:
            if _choice_key(choice) == raw:
                return choice
        raise ValueError(f"{raw!r} is not a choice of {spec['name']}")
    if isinstance(spec["default"], bool):
        return raw in ("true", "on", "1")
    if isinstance(spec["default"], int):
        value = int(raw)
        lo, hi = spec.get("minimum"), spec.get("maximum")
        if lo is not None:
            value = max(lo, value)
        if hi is not None:
            value = min(hi, value)
        return value
    return raw


def _choice_key(choice: Any) -> str:
    if isinstance(choice, bool):
        return "true" if choice else "false"
    return str(choice)


def _choice_label(choice: Any) -> str:
    if isinstance(choice, bool):
        return "Yes" if choice else "No"
    return str(choice).replace("-", " ").replace("_", " ").capitalize()


def _help_text(spec: dict[str, Any]) -> str:
    """The option's help with each choice named as its menu shows it ("Show or
    muck: ...", not "show-or-muck: ...")."""
    text = str(spec.get("help") or "")
    for c in spec.get("choices") or []:
        if isinstance(c, str):
            words = "[- ]".join(re.escape(w) for w in re.split(r"[- ]", c))
            text = re.sub(rf"(?:^|(?<=[.;] )){words}:", _choice_label(c) + ":", text)
    return text


def option_field(spec: dict[str, Any], value: Any, settled: Any = None) -> Html:
    """One option's control; ``settled`` is the value the game's rules fix it to
    given the other options (shown, not offered), or ``None``."""
    if settled is not None:
        return settled_field(spec, settled)
    fid = f"opt-{spec['name']}"
    help_id = f"{fid}-help"
    common = {"id": fid, "data_lobby": "option", "data_name": spec["name"],
              "data_testid": fid, "aria_describedby": help_id if spec.get("help") else None}
    if spec.get("choices") is not None:
        control = el("select", common, [
            el("option", {"value": _choice_key(c), "selected": c == value
                          and type(c) is type(value)}, _choice_label(c))
            for c in spec["choices"]])
    elif isinstance(spec["default"], int) and not isinstance(spec["default"], bool):
        control = el("input", {**common, "type": "number", "inputmode": "numeric",
                               "min": spec.get("minimum"), "max": spec.get("maximum"),
                               "value": value})
    else:
        control = el("input", {**common, "type": "text", "value": value})
    return el("div", {"class_": "field"},
              el("label", {"for": fid}, spec["label"]),
              control,
              el("p", {"class_": "help", "id": help_id}, _help_text(spec))
              if spec.get("help") else None)


def settled_field(spec: dict[str, Any], value: Any) -> Html:
    """An option the other options fix: its value in a disabled control, and why."""
    fid = f"opt-{spec['name']}"
    return el("div", {"class_": "field"},
              el("label", {"for": fid}, spec["label"]),
              el("select", {"id": fid, "data_testid": fid, "disabled": True,
                            "aria_describedby": f"{fid}-help"},
                 el("option", {"value": _choice_key(value), "selected": True},
                    _choice_label(value))),
              el("p", {"class_": "help", "id": f"{fid}-help"},
                 f"Always {_choice_label(value).lower()} with the options chosen above."))


def played_by(levels: list[str]) -> list[tuple[str, str]]:
    """The "Played by" choices: a person, or a bot at each level the game has."""
    return [("human", "A person"), *((f"bot:{lvl}", f"Bot \u2014 {lvl}") for lvl in levels)]


def seat_choice(seat: Seat) -> str:
    return "human" if seat.kind == "human" else f"bot:{seat.level}"


def seat_row(i: int, seat: Seat, levels: list[str], hidden: bool = False) -> Html:
    """One seat's row; ``hidden``: a seat beyond the players chosen (only the lobby
    written into the page before Python has them, see ``early``)."""
    sid = f"seat-{i}"
    return el(
        "div", {"class_": classes("seat-row", f"seat-{seat.kind}"), "data_testid": sid,
                "role": "group", "aria_label": f"Seat {i + 1}", "hidden": hidden},
        el("span", {"class_": "seat-no", "aria_hidden": "true"}, i + 1),
        el("div", {"class_": "field"},
           el("label", {"for": f"{sid}-name"}, f"Seat {i + 1} name"),
           el("input", {"id": f"{sid}-name", "type": "text", "maxlength": 32,
                        "autocomplete": "off", "value": seat.name, "data_lobby": "seat-name",
                        "data_seat": i, "data_testid": f"{sid}-name"})),
        el("div", {"class_": "field"},
           el("label", {"for": f"{sid}-player"}, "Played by"),
           el("select", {"id": f"{sid}-player", "data_lobby": "seat-player", "data_seat": i,
                         "data_testid": f"{sid}-player"},
              [el("option", {"value": value, "selected": seat_choice(seat) == value}, label)
               for value, label in played_by(levels)])),
    )


def settle(info: dict[str, Any], chosen: dict[str, Any]) -> dict[str, Any]:
    """``chosen`` with what the game's rules fix by another option's choice
    (``info["settles"]``, from the game's ``settled_options``)."""
    settled = dict(chosen)
    for name, by_choice in info.get("settles", {}).items():
        settled.update(by_choice.get(str(chosen.get(name)), {}))
    return settled


def option_groups(info: dict[str, Any], form: LobbyState) -> list[tuple[str, list[Html]]]:
    """The game's option fields by group, groups in order of first appearance."""
    groups: dict[str, list[Html]] = {}
    chosen = {o["name"]: form.options.get(o["name"], o["default"]) for o in info["options"]}
    settled = settle(info, chosen)
    for o in info["options"]:
        name = o["name"]
        fixed = settled[name] if settled[name] != chosen[name] else None
        box = option_field(o, chosen[name], fixed)
        if o.get("needs"):
            box = needed_field(o["needs"], settled, box)
        groups.setdefault(o.get("group") or "Rules", []).append(box)
    return list(groups.items())


def needed_field(needs: dict[str, Any], settled: dict[str, Any], field: Html) -> Html:
    """``field`` of an option that matters only with some choices of another
    (``needs``), hidden while that option has none of them; early.js shows or hides
    it when that option changes, before Python is up."""
    return el("div", {"class_": "field-needs",
                      "hidden": settled.get(needs["option"]) not in needs["values"],
                      "data_needs_option": needs["option"],
                      "data_needs_values": " ".join(str(v) for v in needs["values"])},
              field)


def stats_block(infos: list[dict[str, Any]], stats: dict[str, Any]) -> Html:
    rows = []
    for info in infos:
        s = stats_mod.for_game(stats, info["id"])
        best = stats_mod.best_text(s["best"])
        rows.append(el("tr", {"data_testid": f"stats-{info['id']}"},
                       el("th", {"scope": "row"}, info["title"]),
                       el("td", {}, s["played"]), el("td", {}, s["won"]),
                       el("td", {}, best), el("td", {}, s["hints"])))
    return el("section", {"class_": "panel stats", "aria_labelledby": "stats-h"},
              el("h2", {"id": "stats-h"}, "On this device"),
              el("table", {},
                 el("thead", {}, el("tr", {}, el("th", {"scope": "col"}, "Game"),
                                    el("th", {"scope": "col"}, "Played"),
                                    el("th", {"scope": "col"}, "Won"),
                                    el("th", {"scope": "col"}, "Best result"),
                                    el("th", {"scope": "col"}, "Hints"))),
                 el("tbody", {}, rows)))


def lobby_screen(
    infos: list[dict[str, Any]],
    form: LobbyState,
    *,
    stats: dict[str, Any] | None,
    saved: str | None = None,
    bad_save: dict[str, str] | None = None,
    saves_off: bool = False,
    speed: str = "normal",
    sounds: bool = False,
    message: str = "",
    notice: Html | None = None,
    daily: Html | None = None,
    bottom: Html | None = None,
    learn: Html | None = None,
    files: Html | None = None,
) -> Html:
    """``stats``: this device's statistics (``None``: not read yet, no panel);
    ``saved``: a one-line summary of the saved game, if any; ``bad_save``:
    ``{"message", "href", "key"}`` when a save could not be read (``href``
    downloads the exact stored text, ``key`` names it for deleting)."""
    info = next((i for i in infos if i["id"] == form.game), infos[0])
    parts: list[Any] = [el("header", {"class_": "lobby-head"},
                           el("h1", {"class_": "brand"}, "Card Table"),
                           el("p", {"class_": "brand-sub"},
                              "Card games for your phone, solo or ",
                              # never "pass-and-" / "play." (playtest at 390 px)
                              el("span", {"class_": "nowrap"}, "pass-and-play.")),
                           # the lessons and the daily deals come after the whole form:
                           # said at the top, where a newcomer looks (playtest 16)
                           el("p", {"class_": "lobby-jump", "data_testid": "lobby-jump"},
                              "New here? ", el("a", {"href": "#learn-h"}, "Learn to play"),
                              " \u00b7 ", el("a", {"href": "#daily-h"}, "Daily deal")))]
    if bad_save is not None:
        parts.append(el(
            "section", {"class_": "panel banner banner-error", "data_testid": "bad-save",
                        "role": "alert"},
            el("h2", {}, "A saved game could not be opened"),
            el("p", {"data_testid": "bad-save-message"}, bad_save["message"]),
            el("p", {}, "It is kept here until you delete it: download a copy first if "
                        "you want one. Starting a new game does not delete it."),
            el("div", {"class_": "row"},
               el("a", {"class_": "btn", "href": bad_save["href"],
                        "download": "card-table-damaged-save.json",
                        "data_testid": "bad-save-download"}, "Download the damaged save"),
               el("button", {"type": "button", "class_": "btn",
                             "data_ui": "delete-damaged", "data_arg": bad_save.get("key", ""),
                             "data_testid": "bad-save-delete"},
                  "Delete the damaged save"))))
    if saves_off:
        parts.append(banner("Saves are off: this browser is not letting Card Table store "
                            "games.", testid="saves-off", kind="warn"))
    parts.append(notice)  # a link, share or replay that came to nothing says why
    if saved is not None:
        parts.append(el("section", {"class_": "panel resume"},
                        el("p", {}, "Game in progress: ", saved),
                        el("button", {"type": "button", "class_": "btn btn-primary btn-big",
                                      "data_ui": "resume", "data_testid": "resume"},
                           "Resume"),
                        el("button", {"type": "button", "class_": "btn",
                                      "data_ui": "end-match", "data_testid": "end-match"},
                           "End match")))  # asks first (issue 14)
    games = el("fieldset", {"class_": "games", "data_testid": "game-picker"},
               el("legend", {}, "Game"),
               [el("label", {"class_": classes("game-tile", "on" if i["id"] == form.game else ""),
                             "data_testid": f"game-{i['id']}"},
                   el("input", {"type": "radio", "name": "game", "value": i["id"],
                                "id": f"game-radio-{i['id']}",  # focus comes back to it
                                "checked": i["id"] == form.game, "data_lobby": "game"}),
                   el("span", {"class_": "game-name"}, i["title"]),
                   el("span", {"class_": "game-tag"}, i.get("tagline", "")))
                for i in infos])
    lo, hi = info["min_players"], info["max_players"]
    players = (el("div", {"class_": "field"},
                  el("label", {"for": "players"}, "Players"),
                  el("select", {"id": "players", "data_lobby": "players",
                                "data_testid": "players"},
                     [el("option", {"value": n, "selected": n == form.players}, n)
                      for n in range(lo, hi + 1)]))
               if lo != hi else el("p", {"class_": "help"}, f"{info['title']} is for {lo}."))
    groups = dict(option_groups(info, form))
    # the players and how long the match runs first (a playtest found Swoop's "Match
    # ends at" under the scoring rules, far down a phone's lobby)
    rules = [el("fieldset", {"class_": "options", "data_testid": "options-match"},
                el("legend", {}, "Match"), players, groups.pop("Match", None))]
    rules += [el("fieldset", {"class_": "options", "data_testid": f"options-{name.lower()}"},
                 el("legend", {}, name), fields)
              for name, fields in groups.items()]
    speed_field = el("div", {"class_": "field"},
                     el("label", {"for": "speed"}, "Bot speed"),
                     el("select", {"id": "speed", "data_lobby": "speed",
                                   "data_testid": "speed"},
                        [el("option", {"value": k, "selected": k == speed}, label)
                         for k, label in SPEEDS]))
    setup = el(
        "form", {"class_": "panel setup", "data_testid": "lobby-form", "data_form": "start",
                 "aria_labelledby": "setup-h"},
        el("h2", {"id": "setup-h"}, "New game"),
        games,
        el("p", {"class_": "howto-line"},
           el("a", {"href": f"howto/{howto_file(info.get('howto', ''))}",
                    "data_testid": "lobby-howto", "data_ui": "howto",
                    "data_arg": howto_file(info.get("howto", ""))},
              f"How to play {info['title']}")),
        rules,
        el("fieldset", {"class_": "seats"}, el("legend", {}, "Seats"),
           [seat_row(i, s, info.get("bot_levels", []), hidden=i >= form.players)
            for i, s in enumerate(form.seats)],
           el("p", {"class_": "help", "data_testid": "handover-note"},
              "Two or more people share this device: the table is handed over "
              "between turns.")
           if sum(s.kind == "human" for s in form.seats[:form.players]) >= 2 else None),
        el("fieldset", {"class_": "options"}, el("legend", {}, "Table"), speed_field,
           el("div", {"class_": "field"},
              el("label", {"for": "sounds"}, "Sounds"),
              el("select", {"id": "sounds", "data_lobby": "sounds", "data_testid": "sounds"},
                 el("option", {"value": "off", "selected": not sounds}, "Off"),
                 el("option", {"value": "on", "selected": sounds}, "On")))),
        # held at the screen's foot while the form runs on below it: a phone's form is
        # 2,300 px long, and its Start (with what stops it) should be one tap away
        el("div", {"class_": "start-bar", "data_testid": "start-bar"},
           el("p", {"class_": "message", "role": "alert", "data_testid": "lobby-message"},
              message),
           el("button", {"type": "submit", "class_": "btn btn-primary btn-big",
                         "data_testid": "start"}, "Start game")),
    )
    # the new game first (a playtest: on a phone it was below the daily deal, the
    # game files and the lessons; and they came in above it once Python was up,
    # moving the form the page had already shown)
    parts.append(setup)
    parts.append(learn)  # "Learn to play" (issue 19)
    parts.append(daily)  # the daily deal (issue 19)
    if stats is not None:
        parts.append(stats_block(infos, stats))
    parts.append(files)  # export, deal link, import (issue 19)
    parts.append(bottom)  # the last games' replays (issue 19)
    return el("div", {"class_": "screen screen-lobby", "data_testid": "lobby"}, parts)
