"""The screens around the tables: the app shell, the table screen, the hand-off,
the log, messages. Pure: data in, markup out."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from cardtable import game_types

from .cards import from_short
from .markup import Html, and_list, classes, counted, el, esc, join
from .tables import ActionJSON, UiCtx, View, action_data, table_for

_PLACEHOLDER = re.compile(r"\{(\d+)\}")

def howto_href(game: str) -> str:
    """The game's how-to page (its ``GameType.howto``), else the how-to index."""
    cls = game_types().get(game)
    return f"howto/{howto_file(cls.howto if cls is not None else '')}"


def howto_file(howto: str) -> str:
    """The how-to page's file in the site's ``howto/`` (``GameType.howto``), else the
    index."""
    return howto or "index.html"


_IRREGULAR = {"is": "are", "has": "have", "goes": "go", "does": "do"}
#: A seat, the verb after it, and the rest of its clause (to a ";", ":" or seat).
_CLAUSE = re.compile(r"(\{(\d+)\}) ([a-z]+)\b([^;:{]*)")
_AND_VERB = re.compile(r"\band ([a-z]+)\b")
_CARD_TEXT = re.compile(r"\b(10|[2-9AJQK])([\u2660\u2665\u2666\u2663])|\bJoker\b")


def _base_form(verb: str) -> str:
    """``plays`` -> ``play``, ``passes`` -> ``pass``, ``is`` -> ``are``."""
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if verb.endswith(("sses", "shes", "ches", "xes")):
        return verb[:-2]
    if verb.endswith("ies"):
        return verb[:-3] + "y"
    return verb[:-1] if verb.endswith("s") and not verb.endswith("ss") else verb


def _is_you(names: list[str], seat: int) -> bool:
    return seat < len(names) and names[seat].strip().casefold() == "you"


def _and_verb(m: re.Match[str]) -> str:
    word = m.group(1)
    if word in _IRREGULAR or (word.endswith("s") and not word.endswith(("ss", "us", "is"))):
        return f"and {_base_form(word)}"
    return m.group(0)


def for_you(text: str, names: list[str]) -> str:
    """An event template made grammatical where a seat is called "You": the verb
    after it takes its plain form ("You move first"), and so does every verb that
    "and" adds to that seat's clause, up to a ";" or ":" ("You pick up the pile
    (3 cards) and play Q♣", "You call 4 and are all-in", "You go out and win
    deal 2"); "and {1}" (another seat) or "and Eights" (a hand's name) are no verb."""
    def clause(m: re.Match[str]) -> str:
        if not _is_you(names, int(m.group(2))):
            return m.group(0)
        rest = _AND_VERB.sub(_and_verb, m.group(4))
        return f"{m.group(1)} {_base_form(m.group(3))}{rest}"

    return _CLAUSE.sub(clause, text)


def _name_at(names: list[str], seat: int, start: int) -> str:
    if seat >= len(names):
        return "?"
    name = names[seat]
    return "you" if start > 0 and _is_you(names, seat) else name


def _card_words(token: str) -> str:
    return "Joker" if token == "Joker" else from_short(token).name


def _with_card_names(text: str) -> list[Any]:
    """Plain text with each card (``Q\u2665``) marked up for screen readers."""
    parts: list[Any] = []
    pos = 0
    for m in _CARD_TEXT.finditer(text):
        parts.append(text[pos:m.start()])
        parts.append(el("span", {"class_": "card-text", "role": "img",
                                 "aria_label": _card_words(m.group(0))}, m.group(0)))
        pos = m.end()
    parts.append(text[pos:])
    return parts


def event_markup(text: str, names: list[str]) -> Html:
    """An engine event with its ``{n}`` seat placeholders filled in: the names
    and the text are both escaped, names in bold; cards show as symbols with their
    names for screen readers."""
    text = for_you(text, names)
    parts: list[Any] = []
    pos = 0
    for m in _PLACEHOLDER.finditer(text):
        parts += _with_card_names(text[pos:m.start()])
        parts.append(el("b", {"class_": "who"}, _name_at(names, int(m.group(1)), m.start())))
        pos = m.end()
    parts += _with_card_names(text[pos:])
    return join(parts)


def event_plain(text: str, names: list[str]) -> str:
    text = for_you(text, names)
    return _PLACEHOLDER.sub(lambda m: _name_at(names, int(m.group(1)), m.start()), text)


def icon_button(label: str, text: str, *, ui: str, testid: str, **extra: Any) -> Html:
    return el("button", {"type": "button", "class_": "btn btn-quiet", "data_ui": ui,
                         "data_testid": testid, "aria_label": label, **extra}, text)


@dataclass
class TableScreen:
    """Everything the table screen shows (the controller fills it in)."""

    game: str
    title: str
    view: View
    ctx: UiCtx
    legal: list[ActionJSON] | None  # None: not this person's turn
    outcome: dict[str, Any] | None = None
    status: str = ""
    message: str = ""
    #: A note, not a refusal ("The match ends when this hand is over."): read out
    #: politely and shown plainly, not in the red of a move refused.
    note: str = ""
    log_open: bool = False
    #: A bot's reason for its move, by the index of the move's first event.
    reasons: dict[int, str] = field(default_factory=dict)
    can_undo: bool = False
    #: Why Undo is off when a move of the person's can no longer be taken back.
    undo_why: str = ""
    undo_said: bool = False  # Undo, off, was tapped: its reason shows
    saves_off: bool = False
    solo: bool = True
    notes: list[str] = field(default_factory=list)
    #: A panel that waits for the people (a hand's result, "you're out") shown
    #: instead of the controls.
    panel: Html | None = None
    #: Show only the panel (a finished hand's result: not the next hand's table).
    panel_only: bool = False
    #: The match's standings under a final result, when the table gives none.
    standings: Html | None = None
    since: list[dict[str, Any]] = field(default_factory=list)  # events since your move
    since_first: bool = False  # you have not moved yet: the moves before your first
    #: Nobody's view (pass-and-play while the bots play): the strip is since the move
    #: of this person, the last to move ("" when nobody has moved: "So far:").
    since_mover: str | None = None
    can_skip: bool = False  # bots are playing their moves out: offer "skip"
    skip_room: bool = False  # Skip may come: the line of whose turn keeps its room
    #: A daily deal finished: its share line and Share lead, Rematch is no longer
    #: the primary button (a playtest saw two primaries, Rematch above Share).
    daily_done: bool = False
    #: A lesson's end (issue 19; playtest 18: it ended on "Rematch" and "New game",
    #: and no next lesson): its buttons' words, and the next lesson not yet done
    #: (game id, title) as the primary button.
    lesson_end: bool = False
    next_lesson: tuple[str, str] | None = None
    #: The coach line (``coach.coach_line``: Hint, a bot's reason, a lesson's step).
    coach: Html | None = None
    #: The hint asked for, at the head of the controls (``Controller.hint_markup``).
    hint_line: Html | None = None
    #: Solo: hints the person used in this game, said with the final result.
    hints_used: int | None = None
    #: The move the hint on show suggests: its button is marked (``mark_hinted``).
    hinted: ActionJSON | None = None
    #: More under a finished game's result (replay, share: issue 19).
    more: Html | None = None
    #: The number of the hand, deal or game whose result waits (the log opens on it).
    ended: int | None = None


#: What each game calls the part of a match that ends with a result: a Swingo hand
#: (S-2), a Swoop deal (W-11), a Swap Poker game of a match (P-7).
ROUND_WORDS = {"swingo": "hand", "swoop": "deal", "swap-poker": "game"}


def round_word(game: str) -> str:
    """``"hand"``, ``"deal"`` or ``"game"``: the game's own word (:data:`ROUND_WORDS`)."""
    return ROUND_WORDS.get(game, "game")


def whole_word(game: str, view: dict[str, Any] | None = None) -> str:
    """What each game's result calls its whole play: a Swingo match of hands and a
    Swoop match of deals ("You win the match!"), a Swap Poker game, or its match
    when it is best of several games (P-7)."""
    if game in ("swingo", "swoop"):
        return "match"
    games = ((view or {}).get("match") or {}).get("games") or 1
    return "match" if game == "swap-poker" and int(games) > 1 else "game"


def undo_off_text(game: str, why: str) -> str:
    """Why Undo is off, in words (``Session.undo_blocked``'s ``why``)."""
    if why == "end":
        return f"Can't undo: that {round_word(game)} is over"
    if why == "over":
        return "Can't undo: the game is over"
    if why == "none":
        return "Nothing to undo yet: you have not moved"
    if why == "bots":
        return "Can't undo while the others play: wait for your turn"
    if game == "swingo":  # each bet, call or fold tells of a player's hidden cards
        # (playtest 17: "...or cards have been shown since" read as cut off)
        return "Can't undo: others have acted or cards were shown after your move"
    return "Can't undo: a card you could not see before has been shown"


def players_words(names: list[str], *, you: bool = True) -> str:
    """The players in a sentence (a playtest at 768x1024 read "Swoop with You, Ana,
    Ben" in the lobby): a seat called "You" is "you"; ``you=False`` leaves it out
    (the game in progress is "with" the others).

    >>> players_words(["You", "Ana", "Ben"])
    'you, Ana and Ben'
    >>> players_words(["You", "Ana", "Ben"], you=False)
    'Ana and Ben'
    >>> players_words(["Ana", "Ben", "Cleo"], you=False)
    'Ana, Ben and Cleo'
    """
    said = ["you" if n.strip().casefold() == "you" else n for n in names]
    return and_list([n for n in said if you or n != "you"] or said)


def replies_words(replies: list[tuple[int, int]], names: list[str]) -> str:
    """The others' moves Undo took back too, by name only (never a card):
    "Ana's reply", "Ana's replies", "the replies of Ana and Ben".

    >>> replies_words([(1, 1)], ["You", "Ana", "Ben"])
    "Ana's reply"
    >>> replies_words([(1, 2)], ["You", "Ana", "Ben"])
    "Ana's replies"
    >>> replies_words([(2, 1), (1, 3)], ["You", "Ana", "Ben"])
    'the replies of Ben and Ana'
    """
    if not replies:
        return ""
    if len(replies) == 1:
        seat, moves = replies[0]
        return f"{names[seat]}'s {'reply' if moves == 1 else 'replies'}"
    return "the replies of " + and_list([names[seat] for seat, _n in replies])


def undone_words(events: list[dict[str, Any]], names: list[str], me: int,
                 replies: list[tuple[int, int]] | None = None) -> str:
    """What Undo took back, said to the one person at the table, in the game's
    words for the move (its events, ``me`` called "you" whatever the seat's name):
    "Undone: you check.", "Undone: you play 7\u2665 7\u2663." The events are those of
    the person's own move, which showed nothing new (else Undo could not reach it).

    >>> undone_words([{"text": "{1} raises to 8"}], ["Ana", "Me"], 1)
    'Undone: you raise to 8.'
    >>> undone_words([{"text": "{0} plays Joker"}, {"text": "{0} swoops! 4 cards set aside"}],
    ...              ["You", "Ana"], 0)
    'Undone: you play Joker and swoop, 4 cards set aside.'

    ``replies``: the others' moves taken back with it (``Session.undo_replies``),
    said by name only:

    >>> undone_words([{"text": "{0} swaps 2♠ with 4♣"}], ["Me", "Ana"], 0, [(1, 1)])
    "Undone: you swap 2♠ with 4♣, and Ana's reply."
    """
    yours = [("You" if i == me else n) for i, n in enumerate(names)]
    texts = [event_plain(str(e.get("text", "")), yours).replace("! ", ", ") for e in events]
    said = ""
    for t in filter(None, texts):  # "you play 9♠ 9♥ and swoop", not "...; you swoop!"
        if t.startswith("You "):
            t = t[4:] if said.startswith("you ") else "you " + t[4:]
            said = f"{said} and {t}" if said else t
        else:
            said = f"{said}; {t}" if said else t
    said = said or "your last move"
    others = replies_words(replies or [], names)
    return f"Undone: {said}, and {others}." if others else f"Undone: {said}."


def undo_off(text: str, said: bool = False) -> Html:
    """Undo, off, saying why: ``aria-disabled`` (not ``disabled``) so that a tap
    still reaches the controller, which shows ``text`` (``said``) in sight under
    the button; described by ``text`` for screen readers, and its title on hover."""
    why = (el("span", {"id": "undo-why", "class_": "undo-note", "role": "status",
                       "data_testid": "undo-note"}, text) if said
           else el("span", {"id": "undo-why", "class_": "sr-only"}, text))
    return join([el("button", {"type": "button", "class_": "btn btn-quiet", "data_ui": "undo",
                               "data_testid": "undo-off", "aria_disabled": "true",
                               "aria_describedby": "undo-why", "title": text}, "Undo"),
                 why])


def top_bar(title: str, game: str, *, log_open: bool | None, can_undo: bool,
            on_table: bool, can_end: bool = False, undo_why: str = "",
            undo_said: bool = False) -> Html:
    """``undo_why``: when Undo is not offered, why not (the control shows, off;
    ``undo_said``: it was tapped, and the reason is in sight)."""
    buttons = [el("a", {"class_": "btn btn-quiet", "href": howto_href(game),
                        "data_testid": "howto-link", "data_ui": "howto",
                        "data_arg": howto_href(game)[6:]},
                     "Rules")]  # one word at every width (a phone's bar is one row)
    if log_open is not None:
        buttons.append(el("button", {"type": "button", "class_": "btn btn-quiet",
                                     "data_ui": "toggle-log", "data_testid": "log-toggle",
                                     "aria_expanded": "true" if log_open else "false",
                                     "aria_controls": "log-panel"}, "Log"))
    if can_undo:
        buttons.append(el("button", {"type": "button", "class_": "btn btn-quiet",
                                     "data_ui": "undo", "data_testid": "undo"}, "Undo"))
    elif undo_why:
        buttons.append(undo_off(undo_why, undo_said))
    if on_table:
        buttons.append(el("button", {"type": "button", "class_": "btn btn-quiet",
                                     "data_ui": "lobby", "data_testid": "menu"}, "Menu"))
        if can_end:
            buttons.append(el("button", {"type": "button", "class_": "btn btn-quiet",
                                         "data_ui": "end-match", "data_testid": "end-match"},
                              "End match"))
    return el("header", {"class_": "topbar"},
              el("h1", {"class_": "topbar-title"}, title),
              el("nav", {"class_": "topbar-actions", "aria_label": "Game"}, buttons))


_GROUP_HEAD = re.compile(r"(Hand|Deal|Game) (\d+):")


def log_groups(events: list[dict[str, Any]]) -> list[tuple[str, list[dict[str, Any]]]]:
    """The events cut into hands, deals or games, oldest first: a "Hand n: ...",
    "Deal n: ..." or "Game n: ..." event opens group n, and the events after it
    belong to n until another number's opens the next. What comes before the first
    (Swoop's draw for the first player, W-2) belongs to the first group; a game
    whose events name no number is one group, "This game"."""
    groups: list[tuple[str, list[dict[str, Any]]]] = []
    current: list[dict[str, Any]] = []
    title = ""
    for e in events:
        m = _GROUP_HEAD.match(str(e.get("text", "")))
        head = f"{m.group(1)} {m.group(2)}" if m else ""
        if head and head != title:
            if title:  # the group before is done
                groups.append((title, current))
                current = []
            title = head  # else: the events before it open it (W-2's draws)
        current.append(e)
    if current:
        groups.append((title or "This game", current))
    return groups


def log_panel(events: list[dict[str, Any]], names: list[str], open_: bool,
              ended: int | None = None, reasons: dict[int, str] | None = None) -> Html:
    """The log: the latest hand or deal first, each read oldest first. ``ended``:
    the number of the hand, deal or game whose result waits; the log opens on it,
    and the next one's lines (the engine deals it at once) wait for "Next" too.
    ``reasons``: a bot's reason by the index of its move's first event, said after
    that line ("Why: ...")."""
    if not open_:
        return Html("")
    reasons = reasons or {}
    events = [{**e, "why": reasons[i]} if i in reasons else e for i, e in enumerate(events)]
    groups = log_groups(events)
    if ended is not None:  # "Deal 3" (dealt at once) waits; "This game" has no number
        groups = [(title, group) for title, group in groups
                  if title == "This game" or int(title.rpartition(" ")[2]) <= ended]
    parts: list[Any] = []
    for k, (title, group) in enumerate(reversed(groups)):
        items = el("ol", {}, [el("li", {}, event_markup(str(e.get("text", "")), names),
                                 _log_why(e, names)) for e in group])
        if k == 0:
            parts.append(el("section", {"class_": "log-group", "data_testid": "log-current"},
                            el("h3", {}, title), items))
        else:
            parts.append(el("details", {"class_": "log-group"},
                            el("summary", {}, title), items))
    if not parts:
        parts = [el("p", {"class_": "muted"}, "Nothing has happened yet.")]
    # Close at its head (a playtest, on a phone: the panel lay over the Hint button
    # and only Log, at the top bar, closed it)
    close = el("button", {"type": "button", "class_": "btn btn-quiet log-close",
                          "data_ui": "close-log", "data_testid": "log-close"}, "Close")
    return el("section", {"class_": "log-panel", "id": "log-panel", "data_testid": "log",
                          "aria_label": "Game log"},
              el("div", {"class_": "log-head"}, el("h2", {}, "Game log"), close), parts)


def _log_why(event: dict[str, Any], names: list[str]) -> Html | None:
    why = event.get("why")
    if not why:
        return None
    return el("span", {"class_": "log-why"}, ". ", el("span", {"class_": "coach-why"}, "Why:"),
              " ", event_markup(str(why), names))


#: How many of the latest moves the strip shows in full on a phone, and on a
#: wider screen; the earlier ones are read in the log ("+N earlier" opens it).
SINCE_SHOWN = 3
SINCE_SHOWN_WIDE = 8


def since_strip(events: list[dict[str, Any]], names: list[str], *, first: bool = False,
                spectator: bool = False, mover: str = "") -> Html:
    """What happened since the person's last move, oldest first: the latest few
    in full, wrapped to lines (never cut, never scrolled sideways); "+N earlier",
    which opens the log, at its top right. The earlier moves stay in the list for
    screen readers (``since-early``: shown on a wide screen; ``since-old``: only
    in the log). ``spectator``: nobody's view (pass-and-play while the bots play),
    the moves since ``mover``'s, the last person to move (so far, when ``first``)."""
    if not events:
        return Html("")
    n = len(events)
    items = [el("li", {"class_": classes("since-item",
                                         "since-early" if n - i > SINCE_SHOWN else "",
                                         "since-old" if n - i > SINCE_SHOWN_WIDE else "")},
                event_markup(str(e.get("text", "")), names))
             for i, e in enumerate(events)]
    narrow, wide = max(0, n - SINCE_SHOWN), max(0, n - SINCE_SHOWN_WIDE)
    more = since_more(narrow, wide) if narrow else None
    # before your first move "Since you:" had no move of yours to be since (playtest 10);
    # nor is anyone "you" in nobody's view, while pass-and-play's bots play (a playtest)
    if first:
        since, label = ("so far" if spectator else "before your first turn"), "So far:"
    elif spectator:
        since, label = f"since {mover} moved", f"Since {mover}:"
    else:
        since, label = "since your last turn", "Since you:"
    return el("section", {"class_": "since", "data_testid": "since",
                          "aria_label": since[:1].upper() + since[1:]},
              more,  # first: it stands at the strip's top right, the moves beside it
              el("span", {"class_": "since-label", "aria_hidden": "true"},
                 label),
              # a line may break after the label: with none, a long first move stuck
              # to it ran past the screen's edge, cut (Swoop at 390x844)
              " ",
              el("ol", {"class_": "since-list", "data_testid": "since-list",
                        "aria_label": f"Moves {since}"}, items))


def mark_hinted(controls: Html, action: ActionJSON | None) -> Html:
    """The button that makes the hinted move is marked ``data-hinted`` (ringed by
    table.css): a hint to declare low, call or show said so, and no button showed
    it (a playtest: the high-low hint picked no button)."""
    if action is None:
        return controls
    said = esc(action_data(action))
    return Html(str(controls).replace(f'data-action="{said}"',
                                      f'data-hinted="true" data-action="{said}"', 1))


def since_more(narrow: int, wide: int) -> Html:
    """"+N earlier", which opens the log: ``narrow`` on a phone, ``wide`` on a wider
    screen (none there when ``wide`` is 0)."""
    return el("button", {"type": "button",
                         "class_": classes("since-more", "" if wide else "since-more-narrow"),
                         "data_ui": "open-log", "data_testid": "since-more"},
              el("span", {"class_": "narrow-count"}, earlier_label(narrow)),
              el("span", {"class_": "wide-count"}, earlier_label(wide)),
              el("span", {"class_": "sr-only"}, " in the log"))


def earlier_label(count: int) -> Html:
    """"+4 earlier"; a phone shows "+4 more" (read "+4 more moves"), short so the
    moves beside it have the room (playtest 7: a long move wrapped under it and the
    strip grew), in words (a playtest: "+2" alone said nothing)."""
    return join([f"+{count}", el("span", {"class_": "earlier-word"}, " earlier"),
                 el("span", {"class_": "more-word"}, " more",
                    el("span", {"class_": "sr-only"}, " moves"))])


#: The most moves "How it ended" lists (the earlier ones are in the log).
ENDED_SHOWN = 8


#: The event that begins a hand, deal or game (the engine deals the next one as
#: the last one ends): what follows it belongs to the next round.
_ROUND_START = re.compile(r"^(Hand \d+: \{\d+\} deals|Deal \d+: \{\d+\} plays first(, .*)?"
                          r"|Game \d+: \{\d+\} moves first)$")


def before_the_next_round(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``events`` without the next round's start and what followed it (the next
    hand's blinds): for a result shown while the next round is already dealt."""
    starts = [i for i, e in enumerate(events) if _ROUND_START.match(str(e.get("text", "")))]
    return events[:starts[-1]] if starts else events


def how_it_ended(events: list[dict[str, Any]], names: list[str],
                 me: int | None = None) -> Html | None:
    """The moves since the person's last one that ended the hand or deal (a bot
    going out, the last folds): the result replaces the table at once, so they
    are said here, oldest first. None when there are none (the person's own move
    ended it: ``me``'s lines only); the result's own line ("Deal 1: ...") is its
    title, not repeated. The moves left out are counted above the list, which
    numbers the moves shown as they were numbered among all of them. Only the
    round that ended is said (a playtest: hand 4's began with hand 3's winner,
    when the person had not moved since)."""
    starts = [i for i, e in enumerate(events) if _ROUND_START.match(str(e.get("text", "")))]
    moves = [e for e in events[starts[-1] + 1 if starts else 0:]
             if not str(e.get("text", "")).startswith(("Deal ", "Hand "))]
    if not any(e.get("seat") is not None and e.get("seat") != me for e in moves):
        return None
    shown = moves[-ENDED_SHOWN:]
    earlier = len(moves) - len(shown)
    return el("div", {"class_": "how-ended", "data_testid": "how-it-ended"},
              el("p", {"class_": "how-ended-title", "id": "how-ended-h"}, "How it ended"),
              el("p", {"class_": "how-ended-earlier"},
                 f"\u2026 {earlier} earlier move{'' if earlier == 1 else 's'} (in the log)")
              if earlier else None,
              el("ol", {"aria_labelledby": "how-ended-h",
                        "start": str(earlier + 1) if earlier else None},
                 [el("li", {}, event_markup(str(e.get("text", "")), names)) for e in shown]))


def _played(events: list[dict[str, Any]], view: View) -> list[dict[str, Any]]:
    """``events`` of a match stopped at a new hand's start (Swingo, S-2) without
    that unplayed hand (its deal, its blinds handed back): how the last hand played
    ended, not "Ana posts the small blind 1" (a playtest ended a match mid-hand)."""
    return before_the_next_round(events) if view.get("stopped") else events


def log_events(events: list[dict[str, Any]], view: View) -> list[dict[str, Any]]:
    """``events`` as the log and the news line say them: a match stopped at a new
    hand's start (S-2) ends with the last hand played and "The match stops after
    hand 2", not with a hand nobody saw, dealt and handed back (a playtest's End
    match). A match stopped before its first hand keeps the engine's words."""
    hand = (view.get("last_hand") or {}).get("hand") if view.get("stopped") else None
    if not (view.get("over") and hand):
        return events
    return [*before_the_next_round(events),
            {"seat": None, "text": f"The match stops after hand {hand}"}]


def banner(text: str, *, testid: str, kind: str = "info") -> Html:
    return el("p", {"class_": classes("banner", f"banner-{kind}"), "data_testid": testid},
              text)


def hints_note(used: int | None) -> Html | None:
    """"You used 2 hints." under a solo game's result (issue 19)."""
    if used is None:
        return None
    said = "no hints" if used == 0 else "1 hint" if used == 1 else f"{used} hints"
    return el("p", {"class_": "hints-used", "data_testid": "hints-used"}, f"You used {said}.")


def table_screen(s: TableScreen) -> Html:
    table = table_for(s.game)
    # End match: in the menu (issue 14)
    parts: list[Any] = [top_bar(s.title, s.game, log_open=s.log_open, can_undo=s.can_undo,
                                on_table=True, undo_why=s.undo_why, undo_said=s.undo_said)]
    if s.saves_off:
        parts.append(banner("Saves are off: this browser is not letting Card Table store the "
                            "game. You can play on, but a reload will lose it.",
                            testid="saves-off", kind="warn"))
    # Skip sits beside whose turn it is, not in the strip of moves, where it came
    # and went as a row of its own and moved the table (playtest 4)
    skip = el("button", {"type": "button", "class_": "btn btn-quiet btn-skip",
                         "data_ui": "skip", "data_testid": "skip"}, "Skip")
    parts.append(el("div", {"class_": "status-row with-skip" if s.skip_room else "status-row"},
                    el("p", {"class_": "status", "role": "status", "aria_live": "polite",
                             "data_testid": "status"}, s.status),
                    skip if s.can_skip else None))
    if s.panel is not None:  # a result that waits comes first, on a phone too
        parts.append(s.panel)
    # "playing": the screen is one viewport high, so your cards and the controls
    # always show together (table.css); the results scroll like a page
    playing = s.outcome is None and not s.view.get("over")
    if not s.panel_only:
        # the moves since your turn and the coach share one row when both are short
        # (the Hint button alone sits at the strip's end), so your cards keep the room;
        # a finished game has no "since you": its result says how it ended ("You
        # win ..." is no one else's move), and the log holds every line
        since = since_strip(s.since, s.ctx.names, first=s.since_first or s.since_mover == "",
                            spectator=s.since_mover is not None,
                            mover=s.since_mover or "") if playing else None
        news = [since, s.coach]
        if any(news) or playing:  # kept, empty, so the felt keeps its place (tablefit)
            parts.append(el("div", {"class_": "table-news"}, news))
        parts.append(el("main", {"class_": "table-area", "data_testid": "table",
                                 "tabindex": "-1", "data_game": s.game},
                        mark_hinted(table.render_table(s.view, s.ctx), s.hinted)))
    parts.append(el("div", {"class_": "message", "role": "alert", "data_testid": "message"},
                    s.message))
    if s.note:
        parts.append(el("p", {"class_": "note", "role": "status", "data_testid": "note"},
                        s.note))
    if s.outcome is not None or s.view.get("over"):
        parts.append(el("section", {"class_": "results", "data_testid": "results",
                                    "aria_label": "Result"},
                        table.render_result(s.view, s.outcome, s.ctx), s.standings,
                        how_it_ended(_played(s.since, s.view), s.ctx.names, s.ctx.me),
                        hints_note(s.hints_used),
                        s.more if s.daily_done else None, _end_buttons(s),
                        None if s.daily_done else s.more))
    elif s.legal is not None and s.panel is None:
        parts.append(el("section", {"class_": "controls", "data_testid": "controls",
                                    "aria_label": "Your move"}, s.hint_line,
                        mark_hinted(table.controls(s.view, s.legal, s.ctx), s.hinted)))
    parts.append(log_panel(log_events(list(s.view.get("events", [])), s.view), s.ctx.names,
                           s.log_open, s.ended, s.reasons))
    return el("div", {"class_": classes("screen screen-table", "playing" if playing else ""),
                      "data_testid": "screen-table"}, parts)


#: The most moves the hand-off lists (the earlier ones are in the log).
HANDOFF_MOVES = 12


def _end_buttons(s: TableScreen) -> Html:
    """Under a finished game: Rematch (primary unless a daily deal's Share or the
    next lesson leads) and New game; a lesson's in its own words."""
    def button(ui: str, testid: str, text: str, primary: bool, arg: str | None = None) -> Html:
        return el("button", {"type": "button", "class_": classes("btn", primary and "btn-primary"),
                             "data_ui": ui, "data_arg": arg, "data_testid": testid}, text)

    nxt = s.next_lesson
    return el("div", {"class_": "results-actions"},
              button("learn", "next-lesson", f"Next lesson: {nxt[1]}", True, nxt[0])
              if nxt else None,
              button("rematch", "rematch",
                     "Play the lesson again" if s.lesson_end else "Rematch",
                     not (s.daily_done or nxt)),
              button("new-game", "new-game",
                     "Back to the lobby" if s.lesson_end else "New game", False))


def handoff_screen(name: str, title: str, since: list[dict[str, Any]] | None = None,
                   names: list[str] | None = None, *, first: bool = False) -> Html:
    """The full-screen hand-off: a name, never a hidden card; and every move since
    that person's last turn, all public (playtest 17: a phone's strip showed the
    latest and "+1", and each person had to tap to learn what happened while they
    looked away)."""
    since = since or []
    shown = since[-HANDOFF_MOVES:]
    moves = el("section", {"class_": "handoff-moves", "data_testid": "handoff-moves"},
               el("h2", {}, "Before your first turn" if first else "Since your last turn"),
               el("ol", {}, [el("li", {}, event_markup(str(e.get("text", "")), names or []))
                             for e in shown]),
               el("p", {"class_": "help"},
                  f"{counted(len(since) - len(shown), 'earlier move')} in the Log.")
               if len(since) > len(shown) else None) if shown else None
    return el(
        "div", {"class_": "screen screen-handoff", "data_testid": "handoff"},
        el("div", {"class_": "handoff-box"},
           el("p", {"class_": "handoff-game"}, title),
           el("h1", {"class_": "handoff-title"}, "Pass to ", el("span", {"class_": "who"}, name)),
           el("p", {}, "Everyone else, look away."),
           moves,
           el("button", {"type": "button", "class_": "btn btn-primary btn-big",
                         "data_ui": "handoff-ready", "data_testid": "handoff-ready",
                         "autofocus": True},
              "I'm ", name, " \u2014 tap when ready"),
           el("div", {"class_": "results-actions"},
              el("button", {"type": "button", "class_": "btn btn-quiet", "data_ui": "lobby",
                            "data_testid": "menu"}, "Menu"),
              el("button", {"type": "button", "class_": "btn btn-quiet",
                            "data_ui": "end-match", "data_testid": "end-match"},
                 "End match"))),
    )


def loading_screen(text: str) -> Html:
    return el("div", {"class_": "screen screen-loading", "data_testid": "ui-loading"},
              el("p", {}, text))
