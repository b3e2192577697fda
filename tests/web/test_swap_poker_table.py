"""The Swap Poker table's render functions on a hand-made view (the shape that
``tables.swap_poker.model`` reads; adjust the fixture with the engine's keys)."""

from __future__ import annotations

from cardui.tables import UiCtx
from cardui.tables.swap_poker import controls, model, render_result, render_table

XSS = "<img src=x onerror=alert(1)>"
VIEW = {
    "game": "swap-poker", "seat": 0, "players": 2, "to_act": [0], "over": False,
    "moves": 5, "events": [],
    "rows": [[["Qh"], ["2c", "7d"], ["Kd"], ["9s"], ["4h"], ["Ac"]],
             [["Ts"], ["Jh"], ["3c"], ["5d", "8s", "Qs"], ["2h"], ["6c"]]],
    "row_owner": [1, 0], "active": {"0": {"row": "bottom", "col": 2},
                                    "1": {"row": "top", "col": 3}},
    "moves_left": {"0": 9, "1": 9}, "pack": 38,
}
LEGAL = [{"type": "swap", "to": {"row": "bottom", "col": 1}},
         {"type": "stack", "to": {"row": "bottom", "col": 1}},
         {"type": "swap", "to": {"row": "top", "col": 2}},
         {"type": "pass"}]


def _ctx(**kw) -> UiCtx:
    return UiCtx(names=["You", XSS], kinds=["human", "bot"], me=0,
                 extra={"legal": LEGAL, "last_event": ""}, **kw)


def test_model_reads_rows_stacks_and_active_spots():
    m = model(VIEW)
    assert m.rows[1][3].cards == ["5d", "8s", "Qs"] and m.rows[1][3].top == "Qs"
    assert m.active[0] == (1, 2) and m.active[1] == (0, 3)
    assert m.moves_left == {0: 9, 1: 9}


def test_table_shows_both_rows_depths_and_active_spots():
    html = render_table(VIEW, _ctx())
    assert html.count('data-testid="spot-top-') == 6
    assert html.count('data-testid="spot-bottom-') == 6
    assert 'data-depth="3"' in html and "\u00d73" in html
    assert "active-me" in html and "active-other" in html
    assert "9 moves left" in html
    assert "<img" not in html and "&lt;img" in html


def test_only_legal_targets_are_buttons():
    html = render_table(VIEW, _ctx())
    assert 'data-testid="target-bottom-2"' in html and 'data-testid="target-top-3"' in html
    assert 'data-testid="target-top-1"' not in html
    assert html.count("<button") == 2


def test_controls_offer_swap_and_stack_for_the_selected_target_and_pass():
    plain = controls(VIEW, LEGAL, _ctx())
    assert 'data-testid="action-pass"' in plain and "action-swap" not in plain
    chosen = controls(VIEW, LEGAL, _ctx(selection="bottom-2"))
    assert 'data-testid="action-swap"' in chosen and 'data-testid="action-stack"' in chosen
    only_swap = controls(VIEW, LEGAL, _ctx(selection="top-3"))
    assert "action-swap" in only_swap and "action-stack" not in only_swap


def test_result_shows_both_hands_and_the_winner():
    over = dict(VIEW, over=True, to_act=[])
    html = render_result(over, {"winners": [1], "hands": [{"name": "Pair"},
                                                          {"name": "Flush"}]}, _ctx())
    assert "result-seat-0" in html and "result-seat-1" in html and "Flush" in html
    assert "&lt;img src=x onerror=alert(1)&gt; wins!" in html
