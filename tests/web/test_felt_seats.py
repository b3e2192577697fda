"""Where felt() seats the others around a wide screen's oval (under CPython): up
the left side, across the top, down the right side, in play order, and never
more than three across the top, the most its row has room for (a playtest: a
third seat of three wrapped under the first two, a fourth would too). The page
lists every seat in play order (a playtest: a phone's strip read "Ben, Ana,
Cleo" with Ana next to play); the left side's column is drawn upwards by
table.css, not by writing it backwards."""

from __future__ import annotations

import re
from pathlib import Path

from cardui.markup import el
from cardui.tables import felt

#: others -> seats on the left, across the top, on the right
SPLITS = {1: (0, 1, 0), 2: (0, 2, 0), 3: (1, 1, 1), 4: (1, 2, 1), 5: (1, 3, 1),
          6: (2, 2, 2), 7: (2, 3, 2), 8: (3, 2, 3), 9: (3, 3, 3)}


def seated(k: int) -> dict[str, list[int]]:
    """The seats (numbered in play order from the viewer's left) of each side,
    in the page's order."""
    html = str(felt("swingo", [el("section", {"class_": "seat"}, f"seat{i};") for i in range(k)],
                    el("p", {}, "the middle"), el("p", {}, "mine")))
    starts = [(m.start(), m.group(1)) for m in re.finditer(r'class="felt-side felt-(\w+)"', html)]
    sides: dict[str, list[int]] = {"left": [], "top": [], "right": []}
    for (at, side), (end, _next) in zip(starts, starts[1:] + [(len(html), "")], strict=True):
        sides[side] = [int(n) for n in re.findall(r"seat(\d+);", html[at:end])]
    return sides


def test_no_more_than_three_seats_sit_across_the_top() -> None:
    got = {k: tuple(len(s) for s in seated(k).values()) for k in SPLITS}
    assert got == SPLITS


def test_the_seats_go_up_the_left_across_the_top_and_down_the_right_in_play_order() -> None:
    for k in SPLITS:
        sides = seated(k)
        assert sides["left"] + sides["top"] + sides["right"] == list(range(k)), k


def test_the_page_lists_the_other_seats_in_play_order() -> None:
    for k in range(1, 10):
        html = str(felt("swingo", [el("section", {}, f"seat{i};") for i in range(k)],
                        el("p", {}, "the middle"), el("p", {}, "mine")))
        assert [int(n) for n in re.findall(r"seat(\d+);", html)] == list(range(k)), k


def test_a_wide_screen_draws_the_left_side_upwards() -> None:
    """Its first seat (the next to play) at the bottom, as around a table."""
    css = (Path(__file__).resolve().parents[2] / "web" / "css" / "table.css").read_text()
    wide = css[css.index("@media (min-width: 1000px) and (min-height: 600px)"):]
    assert re.search(r"\.felt-left \{[^}]*flex-direction: column-reverse", wide)
