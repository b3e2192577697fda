"""The Swap Poker table (seed 002, P-1..P-7).

Both rows with every stack (top card big, the cards underneath as small faces
with the depth), each player's active spot and moves left. On your turn the
neighbours of your active spot are buttons: tap one, then Swap or Stack; or Pass.

Reads the engine's view keys (see ``cardtable.games.swap_poker``) only through
:func:`model`, so a change of keys touches one function.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardtable.cards import Card

from ..cards import card, card_button, short
from ..markup import Html, classes, el
from . import ActionJSON, TableUI, UiCtx, View, action_button, register_table

ROW_NAMES = ("top", "bottom")
COLS = 6


@dataclass
class Spot:
    row: int  # 0 top, 1 bottom
    col: int
    cards: list[str]  # bottom of the stack first, top card last

    @property
    def id(self) -> str:
        return f"{ROW_NAMES[self.row]}-{self.col + 1}"

    @property
    def top(self) -> str | None:
        return self.cards[-1] if self.cards else None


@dataclass
class Model:
    rows: list[list[Spot]]
    owner: list[int]  # seat owning the top row, the bottom row
    active: dict[int, tuple[int, int] | None]  # seat -> (row, col) of its next move
    moves_left: dict[int, int]
    pack: int | None
    hands: dict[int, str]  # seat -> the hand's name, when known


def _pos(value: Any) -> tuple[int, int] | None:
    """A position in the view/actions: ``{"row": "top"|"bottom"|0|1, "col": n}`` or
    ``[row, col]``."""
    if value is None:
        return None
    if isinstance(value, dict):
        row, col = value.get("row"), value.get("col", value.get("column"))
    elif isinstance(value, list | tuple) and len(value) == 2:
        row, col = value
    else:
        return None
    if isinstance(row, str):
        row = ROW_NAMES.index(row) if row in ROW_NAMES else None
    if not isinstance(row, int) or not isinstance(col, int):
        return None
    return row, col


def model(view: View) -> Model:
    """The table in this module's terms, from the engine's view."""
    raw_rows = view.get("rows") or [view.get("top"), view.get("bottom")]
    rows = [[Spot(r, c, list(stack or [])) for c, stack in enumerate(raw_rows[r] or [])]
            for r in range(2)]
    owner = list(view.get("row_owner") or view.get("owners") or [1, 0])
    active: dict[int, tuple[int, int] | None] = {}
    raw_active = view.get("active") or {}
    for seat in range(2):
        value = raw_active.get(str(seat), raw_active.get(seat)) if isinstance(raw_active, dict) \
            else (raw_active[seat] if seat < len(raw_active) else None)
        active[seat] = _pos(value)
    raw_left = view.get("moves_left") or {}
    if isinstance(raw_left, list):
        moves_left = {i: int(v) for i, v in enumerate(raw_left)}
    else:
        moves_left = {int(k): int(v) for k, v in raw_left.items()}
    hands: dict[int, str] = {}
    for seat, name in enumerate(view.get("hand_names") or []):
        if name:
            hands[seat] = str(name)
    return Model(rows, owner, active, moves_left, view.get("pack"), hands)


def target_of(action: ActionJSON) -> tuple[int, int] | None:
    """Where a swap or stack goes."""
    for key in ("to", "target", "position"):
        if key in action:
            return _pos(action[key])
    if "row" in action:
        return _pos({"row": action["row"], "col": action.get("col")})
    return None


def spot_id(pos: tuple[int, int]) -> str:
    return f"{ROW_NAMES[pos[0]]}-{pos[1] + 1}"


def _in_play(seats: list[int], ctx: UiCtx) -> str:
    """Whose card in play a spot holds, in words (the ring says it to the eye):
    "your card in play", "Ana's card in play"."""
    owners = [w[:1].lower() + w[1:] if w == "Your" else w
              for w in (ctx.whose(s) for s in seats)]
    return f"{' and '.join(owners)} card in play"


def _spot_label(spot: Spot, m: Model, ctx: UiCtx, markers: list[int] | None = None) -> str:
    owner = ctx.name(m.owner[spot.row])
    where = f"{ROW_NAMES[spot.row]} row, spot {spot.col + 1} ({owner})"
    playing = f", {_in_play(markers, ctx)}" if markers else ""
    if spot.top is None:
        return f"Empty, {where}{playing}"
    under = len(spot.cards) - 1
    extra = f", {under} card{'s' if under != 1 else ''} underneath" if under else ""
    return f"{Card.parse(spot.top).name}, {where}{extra}{playing}"


def _render_spot(spot: Spot, m: Model, ctx: UiCtx, targets: set[str],
                 highlighted: set[str]) -> Html:
    markers = [seat for seat, pos in m.active.items() if pos == (spot.row, spot.col)]
    is_mine = ctx.me is not None and ctx.me in markers
    cls = classes("spot", "active" if markers else "", "active-me" if is_mine else "",
                  "active-other" if markers and not is_mine else "",
                  "target" if spot.id in targets else "",
                  "selected" if spot.id == ctx.selection else "",
                  "moved" if spot.id in highlighted else "")
    under = spot.cards[:-1]
    under_html = el("span", {"class_": "under", "aria_hidden": "true"},
                    [el("span", {"class_": classes("under-card",
                                                   "red" if Card.parse(c).is_red else "")},
                        short(c)) for c in under]) if under else None
    label = _spot_label(spot, m, ctx, markers)
    if spot.top is None:
        face: Html = el("span", {"class_": "card empty", "role": "img", "aria_label": label})
    elif spot.id in targets:
        face = card_button(spot.top, label=f"Choose {label}",
                           cls=classes("target", "selected" if spot.id == ctx.selection else ""),
                           data_ui="select", data_arg=spot.id,
                           data_testid=f"target-{spot.id}",
                           aria_pressed="true" if spot.id == ctx.selection else "false")
    else:
        face = card(spot.top, label=label)
    marker = None
    if markers:
        who = " & ".join(ctx.name(s) for s in markers)
        marker = el("span", {"class_": "active-mark", "aria_hidden": "true",
                             "title": _capital(_in_play(markers, ctx))},
                    "\u25b2 " if spot.row == 1 else "\u25bc ", who)
    depth = el("span", {"class_": "depth", "aria_hidden": "true"},
               f"\u00d7{len(spot.cards)}") if len(spot.cards) > 1 else None
    return el("div", {"class_": cls, "data_testid": f"spot-{spot.id}",
                      "data_depth": len(spot.cards)},
              marker if spot.row == 0 else None, under_html, face, depth,
              marker if spot.row == 1 else None)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _seat_bar(seat: int, row: int, m: Model, ctx: UiCtx, view: View) -> Html:
    to_act = view.get("to_act") or []
    cls = classes("seat-bar", "to-act" if seat in to_act else "",
                  "thinking" if ctx.thinking == seat else "")
    who = ctx.name(seat) + (" (you)" if seat == ctx.me and ctx.kinds.count("human") > 1 else "")
    left = m.moves_left.get(seat)
    bits: list[Any] = [el("span", {"class_": "seat-name"}, who),
                       # every bar names its row ("Ana bot" beside "You bottom row"
                       # read as two kinds of label, playtest 12)
                       el("span", {"class_": "seat-kind"},
                          f"{ROW_NAMES[row]} row" + (", bot" if ctx.kinds[seat] == "bot"
                                                     else ""))]
    if left is not None:
        bits.append(el("span", {"class_": "moves-left", "data_testid": f"moves-left-{seat}"},
                       f"{left} move{'s' if left != 1 else ''} left"))
    if seat in m.hands:
        bits.append(el("span", {"class_": "hand-name"}, m.hands[seat]))
    return el("div", {"class_": cls, "data_testid": f"seat-{seat}-bar"}, bits)


def selection_for(view: View, action: ActionJSON) -> str | None:
    """The spot a swap or stack goes to (a hint's move, picked for you to confirm)."""
    target = target_of(action)
    return spot_id(target) if target is not None else None


def highlight(action: ActionJSON) -> set[str]:
    pos = target_of(action)
    return {spot_id(pos)} if pos is not None else set()


def moved_from(view: View, seat: int) -> str | None:
    """The mover's spot, before the move: a swap's other card lands there, a
    stack leaves the card underneath (or a card dealt) there."""
    pos = model(view).active.get(seat)
    return spot_id(pos) if pos is not None else None


def render_table(view: View, ctx: UiCtx) -> Html:
    m = model(view)
    legal = ctx.extra.get("legal") or []
    targets = {spot_id(p) for p in (target_of(a) for a in legal) if p is not None}
    moved: set[str] = set()
    if ctx.last_move is not None:
        moved = highlight(ctx.last_move["action"])
        src = ctx.last_move.get("from")
        if src and moved:  # a swap or a stack (a pass moves nothing)
            moved.add(src)
    rows = []
    for r in range(2):
        rows.append(el("div", {"class_": classes("swap-row", f"row-{ROW_NAMES[r]}"),
                               "role": "group", "data_testid": f"row-{ROW_NAMES[r]}",
                               "data_roving": True,  # one Tab stop (motion.rove)
                               "aria_label": f"{ctx.whose(m.owner[r])} row ({ROW_NAMES[r]})"},
                       [_render_spot(s, m, ctx, targets, moved) for s in m.rows[r]]))
    middle = el("div", {"class_": "swap-middle"},
                el("span", {"class_": "pack"},
                   el("span", {"class_": "card back mini", "aria_hidden": "true"}),
                   f" Pack: {m.pack}" if m.pack is not None else " Pack"),
                el("span", {"class_": "last-event", "data_testid": "last-move"},
                   ctx.extra.get("last_event", "")))
    return el("div", {"class_": "swap-table", "data_testid": "swap-table"},
              _seat_bar(m.owner[0], 0, m, ctx, view), rows[0], middle, rows[1],
              _seat_bar(m.owner[1], 1, m, ctx, view))


def controls(view: View, legal: list[ActionJSON], ctx: UiCtx) -> Html:
    buttons: list[Any] = []
    chosen = [a for a in legal if target_of(a) is not None
              and spot_id(target_of(a)) == ctx.selection]  # type: ignore[arg-type]
    m = model(view)
    mine = m.active.get(ctx.me) if ctx.me is not None else None
    my_card = None
    if mine is not None:
        my_card = m.rows[mine[0]][mine[1]].top
    if chosen:
        pos = target_of(chosen[0])
        assert pos is not None
        other = m.rows[pos[0]][pos[1]].top
        mine_s = short(my_card) if my_card else ""
        other_s = short(other) if other else ""
        for a in chosen:
            if a["type"] == "swap":
                buttons.append(action_button(a, f"Swap {mine_s} \u2194 {other_s}",
                                             cls="btn-primary", testid="action-swap"))
            elif a["type"] == "stack":
                buttons.append(action_button(a, f"Stack {mine_s} on {other_s}",
                                             cls="btn-primary", testid="action-stack"))
        hint = "Swap the two cards, or stack yours on top."
    else:
        hint = "Tap a card next to your gold spot to swap or stack, or pass."
    for a in legal:
        if a["type"] == "pass":
            buttons.append(action_button(a, "Pass", testid="action-pass"))
    return el("div", {},
              el("p", {"class_": "hint"}, hint),
              el("div", {"class_": "action-list"}, buttons))


def _outcome_seat(outcome: dict[str, Any], seat: int) -> dict[str, Any]:
    hands = outcome.get("hands") or outcome.get("players") or []
    if isinstance(hands, dict):
        return dict(hands.get(str(seat), hands.get(seat, {})) or {})
    if seat < len(hands) and isinstance(hands[seat], dict):
        return dict(hands[seat])
    return {}


#: Said under a game's hands when a card is dimmed (P-6): the dimming has a meaning.
LEFT_OUT = "Each hand is the best five of the row's six cards; the dimmed card is left out."


def result_hand(seat: int, info: dict[str, Any], ctx: UiCtx, *, winner: bool,
                testid: str, name: str = "", tops: list[str] | None = None) -> Html:
    """One row's hand at the end of a game, the same in a game's result and the
    match's: "You: Ace high" over the row's six top cards, in row order, the one
    left out of the best five dimmed and said so (P-6). ``info``: the engine's
    ``{"name", "cards", "top"}`` for the seat; ``name``, ``tops``: what the table
    shows when ``info`` lacks them."""
    used = set(info.get("cards") or info.get("best") or [])
    shown = list(info.get("top") or tops or info.get("cards") or [])
    name = info.get("name") or info.get("hand") or name
    faces = [card(c) if not used or c in used else
             card(c, cls="unused", label=f"{Card.parse(c).name}, left out of the best five")
             for c in shown]
    return el("div", {"class_": classes("result-hand", "winner" if winner else ""),
                      "data_testid": testid},
              el("h3", {}, ctx.name(seat), ": ", el("span", {"class_": "hand-name"}, name)),
              el("div", {"class_": "result-cards"}, faces))


def left_out_note(hands: list[dict[str, Any]]) -> Html | None:
    """:data:`LEFT_OUT`, when one of ``hands`` has a card left out of its best five."""
    if not any(set(h.get("top") or []) - set(h.get("cards") or []) for h in hands
               if h.get("cards")):
        return None
    return el("p", {"class_": "result-note", "data_testid": "left-out-note"}, LEFT_OUT)


def _games(n: int) -> str:
    return f"{n} game" if n == 1 else f"{n} games"


def _match_head(winners: list[int], match: dict[str, Any], ctx: UiCtx) -> str:
    """A best-of-N match's result head, with its score (a playtest read "Alice wins!"
    over the last game's hands, the 2-1 below the fold): "Alice wins the match, 2
    games to 1!", "The match is drawn, 1 game each (1 drawn)"."""
    wins = [int(w) for w in match.get("wins") or [0, 0]]
    draws = int(match.get("draws") or 0)
    drawn = f" ({draws} drawn)" if draws else ""
    if len(winners) != 1:
        return f"The match is drawn, {_games(wins[0])} each{drawn}"
    w = winners[0]
    who = "You win" if ctx.is_you(w) else f"{ctx.name(w)} wins"
    return f"{who} the match, {_games(wins[w])} to {wins[1 - w]}{drawn}!"


def result_head(view: View, outcome: dict[str, Any] | None, ctx: UiCtx) -> str:
    winners = list((outcome or {}).get("winners") or [])
    match = view.get("match") or {}
    if int(match.get("games") or 1) > 1:
        return _match_head(winners, match, ctx)
    if len(winners) == 1:
        return "You win!" if ctx.is_you(winners[0]) else f"{ctx.name(winners[0])} wins!"
    return "A draw!"


def render_result(view: View, outcome: dict[str, Any] | None, ctx: UiCtx) -> Html:
    outcome = outcome or {}
    winners = list(outcome.get("winners") or [])
    m = model(view)
    match = view.get("match") or {}
    head = result_head(view, outcome, ctx)
    blocks = []
    infos = []
    for r in (1, 0):
        seat = m.owner[r]
        info = _outcome_seat(outcome, seat)
        tops = [spot.top for spot in m.rows[r] if spot.top]
        infos.append({"cards": info.get("cards") or info.get("best") or [],
                      "top": info.get("top") or tops})
        blocks.append(result_hand(seat, info, ctx, winner=seat in winners,
                                  testid=f"result-seat-{seat}",
                                  name=m.hands.get(seat, ""), tops=tops))
    last = (el("p", {"class_": "result-note", "data_testid": "last-game"},
                f"How game {view.get('game_no')}, the last, ended:")
            if int(match.get("games") or 1) > 1 else None)
    return el("div", {},
              el("h2", {"data_testid": "result-title"}, head), last,
              el("div", {"class_": "result-hands"}, blocks),
              left_out_note(infos))


def result_for(view: View, outcome: dict[str, Any] | None,
               seat: int) -> tuple[str, tuple[float, str] | None]:
    outcome = outcome or {}
    winners = list(outcome.get("winners") or [])
    info = _outcome_seat(outcome, seat)
    best = None
    rank = info.get("rank") or info.get("value") or info.get("score")
    name = info.get("name") or info.get("hand")
    if isinstance(rank, int | float) and name:
        best = (float(rank), str(name))
    if seat in winners:
        return ("won" if len(winners) == 1 else "drawn"), best
    return "lost", best


TABLE = register_table(TableUI("swap-poker", render_table, controls, render_result, result_for,
                               highlight=highlight, selection_for=selection_for,
                               moved_from=moved_from, result_head=result_head))
