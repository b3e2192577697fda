"""The lobby's settled options (an option the rules fix by another's choice, shown
as fixed, not as a choice) come as data in the lobby's games (``settles``, so the
lobby needs no game module): the same as each game's ``settled_options`` over
every combination of its options' choices."""

from __future__ import annotations

import itertools
import re

from cardui.controller import Controller, Params, public_games
from cardui.lobby import settle

from cardtable import game_types


def test_settles_data_agrees_with_settled_options_for_every_combination_of_choices():
    for info in public_games():
        cls = game_types()[info["id"]]
        options = info["options"]
        defaults = {o["name"]: o["default"] for o in options}
        choosers = [o for o in options if o.get("choices")]
        for values in itertools.product(*(o["choices"] for o in choosers)):
            chosen = {**defaults, **{o["name"]: v for o, v in zip(choosers, values, strict=True)}}
            assert settle(info, chosen) == cls.settled_options(chosen), (info["id"], chosen)


def test_high_low_fixes_the_betting_to_fixed_limit_s12():
    """S-12: high-low Swingo is always played fixed limit."""
    swingo = next(g for g in public_games() if g["id"] == "swingo")
    assert swingo["settles"] == {"variant": {"high-low": {"betting": "fixed-limit"}}}
    chosen = {o["name"]: o["default"] for o in swingo["options"]}
    assert settle(swingo, {**chosen, "variant": "high-low"})["betting"] == "fixed-limit"
    assert settle(swingo, chosen)["betting"] == chosen["betting"]


def _betting(page: str) -> str:
    """The Betting field's markup in the lobby."""
    m = re.search(r'<select id="opt-betting".*?</select>\s*<p [^>]*>[^<]*</p>', page, re.S)
    assert m is not None
    return m.group(0)


def test_python_lobby_shows_betting_fixed_while_high_low_is_chosen_s12(platform):
    """Playtest: once Python took over the lobby, choosing Game "High low" left
    Betting on "Pot limit" and changeable (S-12: high-low is always fixed limit).
    Choosing the variant redraws the lobby with Betting fixed, and choosing another
    gives the person's own choice back, as the lobby before Python does."""
    c = Controller(platform, Params(seed=1))
    c.boot()
    c.lobby_change("game", "swingo")
    assert c.lobby_change("option", "pot-limit", name="betting") is False  # nothing to redraw
    assert c.lobby_change("option", "high-low", name="variant") is True  # Betting changes
    betting = _betting(str(c.html()))
    assert "disabled" in betting and "data-lobby" not in betting  # not a choice now
    assert re.findall(r"<option [^>]*>([^<]*)</option>", betting) == ["Fixed limit"]
    assert "Always fixed limit with the options chosen above." in betting
    assert c.lobby_change("option", "low", name="variant") is True
    betting = _betting(str(c.html()))
    assert "disabled" not in betting and 'data-lobby="option"' in betting
    assert re.search(r'<option value="pot-limit" selected>Pot limit</option>', betting)
    # a game started while high-low is chosen is played fixed limit (S-12)
    c.lobby_change("option", "high-low", name="variant")
    c.start_game()
    assert c.session is not None
    assert c.session.state.view(None)["betting"] == "fixed-limit"


def _low_hands(page: str) -> str:
    m = re.search(r'<div class="field-needs"[^>]*>\s*<div class="field">\s*'
                  r'<label for="opt-low_ranking"', page)
    assert m is not None
    return m.group(0)


def test_low_hands_show_only_for_a_game_with_a_low_half_s11(platform):
    """Playtest: "Low hands" was offered with Game "High", where no hand is low
    (S-11: the low ranking is for Sweet Chariot and high-low's low half)."""
    c = Controller(platform, Params(seed=1))
    c.boot()
    c.lobby_change("game", "swingo")
    assert "hidden" in _low_hands(str(c.html()))  # high, the default
    for variant in ("low", "high-low"):
        assert c.lobby_change("option", variant, name="variant") is True
        assert "hidden" not in _low_hands(str(c.html()))
    assert c.lobby_change("option", "high", name="variant") is True
    assert "hidden" in _low_hands(str(c.html()))
