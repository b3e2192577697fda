"""A playtest's polish (under CPython): the top bar's link to the rules has one
name at every width; a Swingo seat carries its player's whole name (a compact
seat cuts a long one) and says "chips" apart from the number."""

from __future__ import annotations

import html as htmlmod
import re

from cardui.screens import top_bar
from cardui.tables import UiCtx
from cardui.tables.swingo import render_table

import cardtable

XSS = "<b>Bartholomew-Alexander</b>"


def test_the_rules_link_has_one_name_at_every_width():
    """Playtest: "Rules" on a phone, "How to play" on a desktop."""
    bar = str(top_bar("Swingo Poker", "swingo", log_open=False, can_undo=True,
                      on_table=True))
    link = re.search(r'<a [^>]*data-testid="howto-link"[^>]*>(.*?)</a>', bar)
    assert link and link.group(1) == "Rules"


def test_a_seat_carries_the_whole_name_and_the_word_chips_apart():
    state = cardtable.new_game("swingo", players=3, seed=5)
    names = ["Ann", XSS, "Cleo"]
    ctx = UiCtx(names=names, kinds=["human"] * 3, me=0, selection=None,
                extra={"legal": [], "last_event": ""})
    html = str(render_table(state.view(0), ctx))
    seat = re.search(r'<section [^>]*data-testid="seat-1".*?</section>', html)
    assert seat
    name = re.search(r'<span class="seat-name" title="([^"]*)">([^<]*)</span>', seat.group(0))
    assert name and htmlmod.unescape(name.group(1)) == XSS  # whole, escaped
    assert htmlmod.unescape(name.group(2)) == XSS
    assert "<b>" not in seat.group(0)
    stack = re.search(r'data-testid="stack-1">(\d+)<span class="stack-unit"> chips</span>',
                      seat.group(0))
    assert stack and int(stack.group(1)) > 0
