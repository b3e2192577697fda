"""A playtest's polish (under CPython): the top bar's link to the rules has one
name at every width."""

from __future__ import annotations

import re

from cardui.screens import top_bar


def test_the_rules_link_has_one_name_at_every_width():
    """Playtest: "Rules" on a phone, "How to play" on a desktop."""
    bar = str(top_bar("Swingo Poker", "swingo", log_open=False, can_undo=True,
                      on_table=True))
    link = re.search(r'<a [^>]*data-testid="howto-link"[^>]*>(.*?)</a>', bar)
    assert link and link.group(1) == "Rules"
