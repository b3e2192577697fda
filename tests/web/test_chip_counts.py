"""Counts of chips read "1 chip", "2 chips" (playtest 2: "+1 chips")."""

from __future__ import annotations

from cardui.tables.swingo import render_result, render_table

from .test_swingo_high_low_words import _ctx, _high_low


def test_one_chip_is_said_in_the_singular_everywhere_chips_are_counted():
    """Playtest: "You declared low +1 chips". Net chips, stacks, standings, the best
    result and the daily line say "1 chip"."""
    from cardui.daily import share_text
    from cardui.results import chip_places
    from cardui.tables.swingo import result_for

    s = _high_low(0, ["low", "high", "high"])
    view = s.view(0)
    last = view["last_hand"]
    net = last["net"]
    # (made-up nets, so no pots taken: a taker who is not up says what it won back)
    view = {**view, "last_hand": {**last, "net": [1, -1] + [0] * (len(net) - 2), "pots": []}}
    page = str(render_result(view, {}, _ctx()))
    assert 'data-testid="net-0">+1 chip<' in page
    assert 'data-testid="net-1">\u22121 chip<' in page
    one = {**view, "seats": [{**x, "stack": 1} for x in view["seats"]]}
    table = str(render_table(one, _ctx()))
    assert '<span class="stack-unit"> chip</span>' in table
    assert 'stack-unit"> chips' not in table and ", 1 chips" not in table
    items = "".join(str(x) for x in chip_places([{"seat": 0, "chips": 1}], _ctx()))
    assert "1 chip<" in items and "1 chips" not in items
    final = {**view, "standings": [{"seat": 0, "chips": 1}]}
    assert result_for(final, {"winners": [1]}, 0)[1] == (1.0, "1 chip")
    daily = {"stacks": [401, 399], "standings": [{"seat": 0, "chips": 401}], "hand": 5}
    assert "+1 chip after" in share_text("swingo", "Swingo Poker", "2026-01-01", daily, 0,
                                         3, {"stack": 400})


def test_one_point_and_one_card_are_said_in_the_singular_in_swoop_too():
    """The same count in Swoop's best result ("1 point") and the hand's label."""
    from cardui.tables import table_for

    swoop = table_for("swoop")
    assert swoop.result_for({}, {"winners": [0], "scores": [1, 40, 60]}, 0)[1] == \
        (-1.0, "1 point")
    assert swoop.result_for({}, {"winners": [0], "scores": [0, 40, 60]}, 0)[1] == \
        (-0.0, "0 points")
