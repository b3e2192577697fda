"""High-low Swingo in words (playtest 2, under CPython): a board card is marked lent
only for a half its borrower declared, a seat says "declared low" for you and for a
name, and the show-or-muck prompt says why a player alone in declaring a half is
still asked (S-6, S-9, S-12)."""

from __future__ import annotations

import html as htmlmod
import re

from cardui.tables import UiCtx
from cardui.tables.swingo import render_result

import cardtable
from cardtable.games.swingo.actions import Call, Check, Declare, Show

NAMES = ["You", "Ben", "Dev"]


def _high_low(seed: int, ways: list[str], *, players: int = 3,
              until_show: bool = False) -> cardtable.State:
    """Hand 1 of a high-low match: checks and calls, the first hole cards offered,
    the declarations ``ways``; everyone shows (or, ``until_show``, the state when
    the first person is asked to show or muck)."""
    s = cardtable.new_game("swingo", players=players, seed=seed,
                           options={"variant": "high-low"})
    while s.view(None).get("last_hand") is None:
        seat = s.to_act[0]
        legal = s.legal_actions(seat)
        if until_show and Show() in legal:
            return s
        if Call() in legal:
            action = Call()
        elif Check() in legal:
            action = Check()
        elif Declare(ways[seat]) in legal:
            action = Declare(ways[seat])
        elif Show() in legal:
            action = Show()
        else:
            action = legal[0]  # a hole-card choice
        s.apply(seat, action)
    return s


def _ctx(me: int = 0, legal: list | None = None, names: list[str] = NAMES) -> UiCtx:
    return UiCtx(names=names, kinds=["human"] + ["bot"] * (len(names) - 1), me=me,
                 extra={"legal": legal or [], "last_event": ""})


# -- 1. borrowed marks only for the halves competed (S-12) -----------------------------

def _lent_marks(page: str) -> dict[int, dict[str, str]]:
    """Seat -> {card code on its board marked lent: the label}."""
    out: dict[int, dict[str, str]] = {}
    for m in re.finditer(r'data-testid="result-seat-(\d+)".*?(?=data-testid="result-seat-|$)',
                         page, re.S):
        board = re.search(r'class="result-board">.*?</div>', m.group(0), re.S)
        marks = {}
        for c in re.finditer(r'<[^>]*class="[^"]*\blent\b[^"]*"[^>]*>', board.group(0)
                             if board else ""):
            code = re.search(r'data-card="(\w+)"', c.group(0))
            label = re.search(r'aria-label="([^"]*)"', c.group(0))
            assert code and label
            marks[code.group(1)] = htmlmod.unescape(label.group(1))
        out[int(m.group(1))] = marks
    return out


def test_high_low_result_marks_a_board_card_lent_only_for_a_half_its_borrower_declared():
    """S-12 (playtest: "You declared low" had a card marked lent to Dev's *low* hand,
    and Dev's board one lent to your *high* hand, though Dev declared high and you
    low). Seed 0: you declare low, Ben and Dev high."""
    from cardui.swingo_pots import competed

    s = _high_low(0, ["low", "high", "high"])
    view = s.view(0)
    last = view["last_hand"]
    players = {p["seat"]: p for p in last["players"]}
    # the engine works out both hands for everyone; some borrow for a half not declared
    stray = [(p["seat"], half) for p in players.values()
             for half, key in (("high", "hand"), ("low", "low"))
             if p[key] and p[key]["borrowed"] and not competed(p, half)]
    assert (0, "high") in stray and (1, "low") in stray
    expected: dict[int, dict[str, list[int]]] = {s_: {} for s_ in players}
    for p in players.values():
        for half, key in (("high", "hand"), ("low", "low")):
            h = p[key]
            if h and h["borrowed"] and competed(p, half):
                expected[h["borrowed_from"]].setdefault(h["borrowed"], []).append(p["seat"])
    page = str(render_result(view, {}, _ctx()))
    shown = _lent_marks(page)
    assert {seat: set(marks) for seat, marks in shown.items()} == \
        {seat: set(marks) for seat, marks in expected.items()}
    # who each card was lent to: only the borrowers of a declared half
    for seat, marks in expected.items():
        for code, borrowers in marks.items():
            names = " and ".join("you" if b == 0 else NAMES[b] for b in borrowers)
            assert shown[seat][code].endswith(f", lent to {names}")
    # seed 0 in particular: your high hand's 2♣ from Dev and Ben's low hand's 5♣
    # from you are no marks; your 3♠ from Ben's board (your low) is
    assert "2c" not in shown[2] and "5c" not in shown[0]
    assert shown[1].get("3s", "").endswith("lent to you")
