"""The lobby's settled options (an option the rules fix by another's choice, shown
as fixed, not as a choice) come as data in the lobby's games (``settles``, so the
lobby needs no game module): the same as each game's ``settled_options`` over
every combination of its options' choices."""

from __future__ import annotations

import itertools

from cardui.controller import public_games
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
