"""A plain table for a game whose own table module is not written yet: every
legal action as a button, the view's simple fields as text. It keeps the
framework usable while a game's table is being built."""

from __future__ import annotations

import json
from typing import Any

from ..markup import Html, el
from . import ActionJSON, TableUI, UiCtx, View, action_button


def action_label(action: ActionJSON) -> str:
    rest = ", ".join(f"{k} {v if not isinstance(v, list) else ' '.join(map(str, v))}"
                     for k, v in action.items() if k != "type")
    return str(action["type"]).replace("_", " ").capitalize() + (f" ({rest})" if rest else "")


def render_table(view: View, ctx: UiCtx) -> Html:
    skip = {"events", "game"}
    rows = [el("div", {}, el("dt", {}, k), el("dd", {}, json.dumps(v)[:300]))
            for k, v in view.items() if k not in skip]
    return el("div", {"class_": "generic-table", "data_testid": "table-generic"},
              el("dl", {}, rows))


def controls(view: View, legal: list[ActionJSON], ctx: UiCtx) -> Html:
    return el("div", {"class_": "action-list"},
              [action_button(a, action_label(a)) for a in legal])


def render_result(view: View, outcome: dict[str, Any] | None, ctx: UiCtx) -> Html:
    return el("pre", {"class_": "outcome"}, json.dumps(outcome, indent=1)[:2000])


def result_for(view: View, outcome: dict[str, Any] | None,
               seat: int) -> tuple[str, tuple[float, str] | None]:
    winners = (outcome or {}).get("winners")
    if isinstance(winners, list):
        if seat in winners:
            return ("won" if len(winners) == 1 else "drawn"), None
        return "lost", None
    return "played", None


def table(game_id: str) -> TableUI:
    return TableUI(game_id, render_table, controls, render_result, result_for)
