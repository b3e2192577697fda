"""The tables: one render module per game, registered here by game id.

A table module provides a :class:`TableUI` (see ``web/py/README.md``):

- ``render_table(view, ctx) -> Html``: the table from ``state.view(seat)`` only;
- ``controls(view, legal, ctx) -> Html``: buttons for the legal actions (JSON
  dicts from ``Action.to_json()``), each a ``<button data-action='{json}'>``
  (use :func:`action_button`), or ``data-ui``/``data-arg`` for a UI-only step
  such as selecting a card;
- ``render_result(view, outcome, ctx) -> Html``: the result panel;
- ``result_for(view, outcome, seat) -> (result, best)`` for the statistics;
- optionally ``action_from_event(data, legal) -> dict | None``: the action JSON
  for a pressed element's ``data-*`` (default: the ``data-action`` JSON);
- optionally ``highlight(action_json) -> set[str]``: ids of places to mark
  when a move was just made;
- optionally ``moved_from(view, seat) -> str | None``: the id of the place the
  mover's card leaves, read from the view before the move (marked with it);
- optionally ``selection_for(view, action_json) -> str | None``: the UI
  selection that sets up a move (a hint's cards picked, for the person to
  confirm), or None when the move needs no picking.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..markup import Html, classes, el

View = dict[str, Any]
ActionJSON = dict[str, Any]


@dataclass
class UiCtx:
    """What a table needs besides the view: names and kinds of the seats, the
    seat whose view it is, a UI-only selection, the move to highlight."""

    names: list[str]
    kinds: list[str]
    me: int | None
    selection: str | None = None
    #: {"seat": int, "action": ActionJSON, "from": the place the card left, if any}
    last_move: dict[str, Any] | None = None
    thinking: int | None = None  # a bot choosing now
    extra: dict[str, Any] = field(default_factory=dict)

    def name(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.names):
            return "Nobody"
        return self.names[seat]

    def named(self, seat: int | None) -> str:
        """The seat's name inside a sentence: "you" for a seat called "You"
        ("borrowed from you"), else the name as it is."""
        name = self.name(seat)
        return "you" if name.strip().casefold() == "you" else name

    def is_you(self, seat: int | None) -> bool:
        """The seat is the person reading: the one person at a solo table, or a
        seat called "You" (its verbs then take the plain form: "You win")."""
        return seat is not None and (
            (seat == self.me and self.kinds.count("human") == 1)
            or self.name(seat).strip().casefold() == "you")

    def whose(self, seat: int | None) -> str:
        """The seat's name as an owner: "Your" for a seat called "You", else "Ana's"."""
        name = self.name(seat)
        return "Your" if name.strip().casefold() == "you" else f"{name}'s"


def deal_began(events: list[dict[str, Any]]) -> bool:
    """The latest event deals a new deal (Swoop's "Deal 2: {0} plays first, next
    clockwise"): nobody has moved in it yet."""
    return bool(events) and str(events[-1].get("text", "")).startswith("Deal ")


def default_action_from_event(data: dict[str, str], legal: list[ActionJSON]) -> ActionJSON | None:
    raw = data.get("action")
    if not raw:
        return None
    value = json.loads(raw)
    return value if isinstance(value, dict) else None


@dataclass(frozen=True)
class TableUI:
    game_id: str
    render_table: Callable[[View, UiCtx], Html]
    controls: Callable[[View, list[ActionJSON], UiCtx], Html]
    render_result: Callable[[View, dict[str, Any] | None, UiCtx], Html]
    result_for: Callable[[View, dict[str, Any] | None, int], tuple[str, tuple[float, str] | None]]
    action_from_event: Callable[[dict[str, str], list[ActionJSON]], ActionJSON | None] = (
        default_action_from_event)
    highlight: Callable[[ActionJSON], set[str]] = lambda action: set()
    selection_for: Callable[[View, ActionJSON], str | None] = lambda view, action: None
    #: None: no place to mark (the view is then not read before each move)
    moved_from: Callable[[View, int], str | None] | None = None
    #: A move may give its player another turn (Swoop's swoop, W-6): the status
    #: then says "Your move again." (a playtest read it in Swingo after a hole choice)
    plays_again: bool = False
    #: At your turn, the other seat whose move you answer (Swingo: the bet you
    #: face), shown in a phone's strip of seats rather than the last to move
    facing: Callable[[View], int | None] = lambda view: None
    #: The finished game's result in a line ("Dev wins the match!"), the head of
    #: ``render_result`` and the status line's once the game is over; None: none
    result_head: Callable[[View, dict[str, Any] | None, UiCtx], str] | None = None


_TABLES: dict[str, TableUI] = {}


def register_table(table: TableUI) -> TableUI:
    _TABLES[table.game_id] = table
    return table


def table_for(game_id: str) -> TableUI:
    _discover()
    if game_id in _TABLES:
        return _TABLES[game_id]
    from . import generic

    return generic.table(game_id)


def tables() -> dict[str, TableUI]:
    _discover()
    return dict(_TABLES)


_discovered = False


def _discover() -> None:
    """Import every table module of this package once (as the engine finds games):
    a module registers its table with :func:`register_table`."""
    global _discovered
    if _discovered:
        return
    import importlib
    import pkgutil

    for module in pkgutil.iter_modules(__path__):
        if module.name != "generic":
            importlib.import_module(f"{__name__}.{module.name}")
    _discovered = True


def action_data(action: ActionJSON) -> str:
    """``action`` as the ``data-action`` of its button carries it: one way of
    writing it, so the button of a move can be found by its move."""
    return json.dumps(action, separators=(",", ":"), sort_keys=True)


def action_button(action: ActionJSON, label: Any, *, cls: str = "", testid: str | None = None,
                  **extra: Any) -> Html:
    """A button that plays ``action`` (its JSON rides in ``data-action``)."""
    return el("button", {"type": "button", "class_": classes("btn", cls),
                         "data_action": action_data(action),
                         "data_testid": testid or f"action-{action.get('type', 'x')}", **extra},
              label)


def felt(game: str, others: list[Html], middle: Html, me: Html | None, *,
         news: Html | None = None) -> Html:
    """Seats around the felt: ``others`` in play order from the viewer's left,
    ``middle`` (pile, pot, river), the viewer's own place at the bottom and
    ``news`` (last hand's or deal's result) above the seats.

    The page lists the seats in play order (a phone's strip, a screen reader and
    Tab follow it). On a phone the others share one scrollable strip, so the
    viewer's cards and the controls always fit; on a wide screen (table.css)
    they sit around an oval: up the left side (its column drawn bottom to top),
    across the top, down the right side, a third of them on each, but never
    more than three across the top (the room there is for three seats in one
    row: 8 others sit 3, 2, 3)."""
    k = len(others)
    side = max(k // 3, (k - 2) // 2) if k >= 3 else 0
    left, top, right = others[:side], others[side:k - side], others[k - side:]
    sides = [el("div", {"class_": f"felt-side felt-{name}"}, seats)
             for name, seats in (("left", left), ("top", top), ("right", right)) if seats]
    return el("div", {"class_": classes("felt", f"felt-{game}", f"felt-{k + 1}")},
              el("div", {"class_": "felt-others", "data_testid": "others", "role": "region",
                          "aria_label": "The other players", "tabindex": "0"},
                 el("div", {"class_": "felt-news"}, news) if news is not None else None,
                 sides),
              el("div", {"class_": "felt-middle"}, middle),
              el("div", {"class_": "felt-me"}, me) if me is not None else None)
