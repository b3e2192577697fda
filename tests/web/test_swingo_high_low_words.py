"""High-low Swingo in words (playtest 2, under CPython): a board card is marked lent
only for a half its borrower declared, a seat says "declared low" for you and for a
name, and the show-or-muck prompt says why a player alone in declaring a half is
still asked (S-6, S-9, S-12)."""

from __future__ import annotations

import html as htmlmod
import re

from cardui.tables import UiCtx
from cardui.tables.swingo import controls, render_result, render_table

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


# -- 2. declarations in the right person and tense (S-12) ---------------------------------

def test_a_seat_says_declared_low_for_you_and_declared_high_for_a_name():
    """Playtest: the seat read "You ... declares low" (and "Dev ... declares high")
    once the declarations were shown (S-12); it says what was declared: "declared"."""
    s = _high_low(0, ["low", "high", "high"], until_show=True)
    view = s.view(0)
    assert [x["declaration"] for x in view["seats"]] == ["low", "high", "high"]
    page = str(render_table(view, _ctx(legal=[a.to_json() for a in s.legal_actions(0)])))
    assert "declares" not in page
    for seat, way in enumerate(["low", "high", "high"]):
        box = re.search(rf'data-testid="seat-{seat}".*?</section>', page, re.S)
        assert box and f'data-testid="declared-{seat}"' in box.group(0)
        assert f"declared {way}" in re.sub(r"<[^>]+>", "", box.group(0))


def test_a_seat_that_has_chosen_reads_right_for_you():
    """S-6: "You ... has chosen" was the same mistake; a name keeps "has chosen"."""
    s = cardtable.new_game("swingo", players=3, seed=0)
    while s.view(None)["phase"] != "choose":
        seat = s.to_act[0]
        s.apply(seat, Call() if Call() in s.legal_actions(seat) else Check())
    s.apply(0, s.legal_actions(0)[0])
    s.apply(1, s.legal_actions(1)[0])
    page = str(render_table(s.view(2), _ctx(me=2, names=["You", "Ben", "Dev"])))
    you = re.search(r'data-testid="seat-0".*?</section>', page, re.S)
    ben = re.search(r'data-testid="seat-1".*?</section>', page, re.S)
    assert you and '<span class="status">have chosen</span>' in you.group(0)
    assert ben and '<span class="status">has chosen</span>' in ben.group(0)
    assert "You</span>" in you.group(0) and "has chosen" not in you.group(0)


# -- 3. show or muck with an uncontested half (S-9, S-12) ----------------------------------

def test_an_uncontested_half_is_still_show_or_muck_and_the_prompt_says_why():
    """S-9 skips only a player who would win a *pot* without showing, and a muck is
    allowed whenever someone else still claims each pot; S-12 gives a half nobody
    can claim to the other half's winners. So a player alone in declaring low (seed
    0, heads-up: you low, Ben high) is asked, rightly: showing takes the low half,
    mucking hands Ben the whole pot. The prompt says so (playtest: it said "give up
    the pot", as if the low half were contested)."""
    s = _high_low(0, ["low", "high"], players=2, until_show=True)
    assert s.to_act == (0,)
    legal = [a.to_json() for a in s.legal_actions(0)]
    assert {a["type"] for a in legal} == {"show", "muck"}  # the engine asks (S-9)
    names = ["You", "Ben"]
    view = s.view(0)
    assert [x["declaration"] for x in view["seats"]] == ["low", "high"]
    page = str(controls(view, legal, _ctx(legal=legal, names=names)))
    hint = re.search(r'data-testid="hint">([^<]*)<', page)
    assert hint is not None
    said = htmlmod.unescape(hint.group(1))
    assert said == ("Nobody else declared low, but the low half is yours only if you "
                    "show your hole cards; muck them and the high hand takes the whole pot.")
    # and it is true: a muck gives Ben the whole pot (S-12)
    muck = s.clone()
    muck.apply(0, cardtable.actions.action_from_json({"type": "muck"}, muck.action_types))
    while muck.view(None)["phase"] == "showdown":
        muck.apply(muck.to_act[0], Show())
    pots = muck.view(None)["last_hand"]["pots"]
    assert [w["seat"] for p in pots for w in p["winners"]] == [1]


def test_a_contested_half_keeps_the_plain_show_or_muck_prompt():
    """S-9: with another claimant for your half, showing or mucking is the usual choice
    (and a player alone in a half facing two of the other half hears of "the best"
    hand of it, S-12)."""
    s = _high_low(0, ["low", "low", "high"], until_show=True)
    assert s.to_act == (2,)  # Dev, alone in declaring high, is asked first
    legal = [a.to_json() for a in s.legal_actions(2)]
    page = htmlmod.unescape(str(controls(s.view(2), legal, _ctx(me=2, legal=legal))))
    assert ("Nobody else declared high, but the high half is yours only if you show your "
            "hole cards; muck them and the best low hand takes the whole pot.") in page
    s.apply(2, Show())
    seat = s.to_act[0]
    legal = [a.to_json() for a in s.legal_actions(seat)]
    page = str(controls(s.view(seat), legal, _ctx(me=seat, legal=legal)))
    assert "Nobody else declared" not in page
    assert "Show your hole cards, or muck them" in page


def _finished(game: str, players: int, options: dict) -> cardtable.State:
    import random

    from cardtable.actions import playable

    s = cardtable.new_game(game, players=players, seed=1, options=options)
    rng = random.Random(1)
    while s.to_act:
        seat = s.to_act[0]
        s.apply(seat, playable(rng.choice(s.legal_actions(seat)), rng))
    return s


def test_a_winner_called_you_reads_you_win_in_pass_and_play_too():
    """The same person mistake in the other games' result heads: a pass-and-play seat
    called "You" read "You wins!" (Swap Poker, P-6) and "You wins the match!" (Swoop,
    W-11); a name still "wins"."""
    from cardui.results import round_result
    from cardui.tables import table_for

    for game, players, options in (("swap-poker", 2, {"games": 1}),
                                   ("swoop", 3, {"target": 60})):
        s = _finished(game, players, options)
        winners = s.outcome["winners"]
        assert len(winners) == 1, game
        w = winners[0]
        for name, head in (("You", "You win"), ("Ana", "Ana wins")):
            names = [name if i == w else f"P{i}" for i in range(players)]
            other = (w + 1) % players
            ctx = UiCtx(names=names, kinds=["human"] * players, me=other,
                        extra={"legal": [], "last_event": ""})
            page = htmlmod.unescape(str(table_for(game).render_result(
                s.view(other), s.outcome, ctx)))
            title = re.search(r'<h2 data-testid="result-title">([^<]*)<', page)
            assert title and re.match(rf"{head}\b", title.group(1)), (game, title.group(0))
    # a Swap Poker game's own result (best of three) likewise
    s = _finished("swap-poker", 2, {"games": 3})
    g = s.view(0)["games"][0]
    if not g.get("draw"):
        w = g["winners"][0]
        names = ["You" if i == w else "Bo" for i in range(2)]
        ctx = UiCtx(names=names, kinds=["human", "human"], me=1 - w,
                    extra={"legal": [], "last_event": ""})
        view = {**s.view(1 - w), "games": [g]}
        assert "You win this game" in htmlmod.unescape(str(round_result("swap-poker", view,
                                                                          ctx)))
