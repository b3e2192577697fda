"""The lobby's option help names each choice as its menu shows it (found
playtesting: "show-or-muck: ..." under a menu that says "Show or muck")."""

from __future__ import annotations

import html as htmlmod
import re

from cardui.controller import Controller, Params


def helps(platform, game: str) -> list[str]:
    c = Controller(platform, Params(seed=1))
    c.boot()
    c.lobby_change("game", game)
    page = c.html()
    return [htmlmod.unescape(h) for h in re.findall(r'<p class="help" id="opt-[^"]*">([^<]*)<',
                                                    page)]


def test_swingo_help_uses_the_menu_labels(platform):
    text = " ".join(helps(platform, "swingo"))
    for label in ("High:", "Low:", "High low:", "Deuce to seven:", "Ace to five:",
                  "Pot limit:", "Fixed limit:", "Show or muck:", "Cards speak:"):
        assert label in text, label
    for raw in ("high-low:", "deuce-to-seven:", "show-or-muck:", "cards-speak:",
                "pot limit:"):
        assert raw not in text, raw


def test_swoop_help_uses_the_menu_labels(platform):
    text = " ".join(helps(platform, "swoop"))
    assert "Standard:" in text and "Twenty:" in text and "standard:" not in text
