"""The Swingo hand result: the chips standings under "Chips this hand" are the
chips at the end of that hand, not after the next hand's blinds (playtest)."""

from __future__ import annotations

import re

import pytest
from cardui.results import round_result
from cardui.tables import UiCtx
from cardui.tables.swingo import render_table

import cardtable
from cardtable.games.swingo.actions import Call, Check

NAMES = ["Ann", "Ben", "Cleo"]


def _play_hand_one(variant: str) -> cardtable.State:
    """Hand 1 played to a showdown: the first player to bet bets the least, every
    other call is made, hole cards and declarations are the first offered."""
    state = cardtable.new_game("swingo", players=3, seed=5, options={"variant": variant})
    bet_once = False
    while state.view(None).get("last_hand") is None:
        seat = state.to_act[0]
        legal = state.legal_actions(seat)
        offer = next((a for a in legal if a.kind == "bet-range"), None)
        if offer is not None and not bet_once and getattr(offer, "opening", False):
            action = offer.at(offer.min)
            bet_once = True
        elif Call() in legal:
            action = Call()
        elif Check() in legal:
            action = Check()
        else:
            action = legal[0]  # a hole-card choice or a declaration
        state.apply(seat, action)
    return state


def _ctx(state: cardtable.State) -> UiCtx:
    return UiCtx(names=NAMES, kinds=["human", "bot", "bot"], me=0,
                 extra={"legal": [a.to_json() for a in state.legal_actions(0)],
                        "last_event": ""})


@pytest.mark.parametrize("variant", ["high", "high-low"])
def test_the_chips_list_is_the_chips_at_the_end_of_the_hand(variant):
    state = _play_hand_one(variant)
    view = state.view(0)
    last = view["last_hand"]
    assert last["hand"] == 1 and last["ended_by"] != "folds"  # a showdown
    net = last["net"]
    assert any(net) and sum(net) == 0
    assert view["hand"] == 2  # the next hand has started: its blinds are posted
    page = str(round_result("swingo", view, _ctx(state)))
    signed = {n: (f"+{x}" if x > 0 else f"\u2212{-x}")
              for n, x in zip(NAMES, net, strict=True) if x}
    shown = re.search(r'data-testid="net-chips">Chips this hand: ([^<]*)<', page)
    assert shown is not None
    assert shown.group(1) == ", ".join(f"{n} {x}" for n, x in signed.items())
    listed = re.findall(r'<span class="who">(\w+)</span>.*?<span class="chips">(\d+) chips<',
                        page)
    assert sorted(listed) == sorted((n, str(400 + x)) for n, x in zip(NAMES, net, strict=True))
    assert [int(c) for _, c in listed] == sorted((400 + x for x in net), reverse=True)
    # the table of hand 2 shows the stacks with its blinds taken, as usual
    table = str(render_table(view, _ctx(state)))
    for info in view["seats"]:
        seat = info["seat"]
        posted = info["bet"]
        assert info["stack"] == 400 + net[seat] - posted
        assert (f'data-testid="stack-{seat}">{400 + net[seat] - posted}'
                '<span class="stack-unit"> chips</span><') in table
    assert sum(info["bet"] for info in view["seats"]) == 3  # blinds 1 and 2


@pytest.mark.parametrize("variant", ["high", "high-low"])
def test_the_result_shows_the_river_and_marks_it_in_each_hand_that_used_it(variant):
    """Playtest: a result showed "Pair of Sevens" with a 7♠ on nobody's board; the
    river is in every hand (S-9: the best five of two hole cards, three board
    cards, the river and one borrowed card), so the result says which card it was."""
    from cardtable.cards import Card

    state = _play_hand_one(variant)
    last = state.view(0)["last_hand"]
    river = last["river"]
    assert river
    page = str(round_result("swingo", state.view(0), _ctx(state)))
    name = Card.parse(river).name
    shown = re.search(r'data-testid="result-river">River: <span[^>]*data-card="(\w+)"', page)
    assert shown is not None and shown.group(1) == river
    from cardui.swingo_pots import competed

    # high-low: only the halves a player declared are listed (playtest, S-12)
    used = [h for p in last["players"]
            for half, h in (("high", p.get("hand")), ("low", p.get("low")))
            if h and river in h["cards"] and h.get("borrowed") != river
            and (p.get("low") is None or competed(p, half))]
    assert used  # some shown hand plays the river
    assert page.count(f'aria-label="{name}, the river"') == len(used) + 1


def test_equal_chips_share_a_place():
    """Playtest: "1. Yara: 413, 2. Ben: 413": a list of 1, 2 said Yara was ahead."""
    from cardui.results import chip_places

    ctx = UiCtx(names=NAMES, kinds=["human", "bot", "bot"], me=0)
    items = [str(x) for x in chip_places([{"seat": 0, "chips": 413}, {"seat": 1, "chips": 413},
                                          {"seat": 2, "chips": 374}], ctx)]
    assert [re.search(r'value="(\d+)"', x).group(1) for x in items] == ["1", "1", "3"]
    text = [re.sub(r"<[^>]+>", "", x) for x in items]
    assert text[0] == "1.Ann: 413 chips" and text[2] == "3.Cleo: 374 chips"
