"""Hints (issue 19): the hard bot's move for the person's seat, from its view only,
counted, saved and shown; bots' reasons with their moves when everyone may read them."""

from __future__ import annotations

import asyncio
import html as htmlmod
import json
import re
from html import unescape

import pytest
from cardui.controller import Controller, Params
from cardui.hints import hint_for, hint_for_request, public_reason, public_text
from cardui.session import Seat, Session, Setup, bot_choose
from cardui.store import run_now

from cardtable import new_game
from cardtable.games.swoop import stacked_deck as swoop_deck

from .conftest import FakePlatform

GAMES = {"swoop": 3, "swingo": 3, "swap-poker": 2}


def _session(game: str, seed: int, humans: int = 1) -> Session:
    n = GAMES[game]
    seats = [Seat("You" if i == 0 else f"P{i}", "human" if i < humans else "bot", "medium")
             for i in range(n)]
    return Session(Setup(game, seats, seed, {}))


def _play_on(s: Session, moves: int) -> None:
    """Everyone plays the bots' medium move for ``moves`` moves (to reach positions)."""
    for _ in range(moves):
        if s.over or not s.state.to_act:
            return
        seat = s.state.to_act[0]
        s.apply(seat, bot_choose(s.bot_request(seat)))


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_hint_is_the_hard_bots_move_on_the_same_seed(game):
    for seed in (1, 2):
        s = _session(game, seed)
        for step in range(6):
            _play_on(s, 0 if step == 0 else 3)
            seat = s.next_human()
            if seat is None:
                continue
            hint = hint_for(s, seat)
            request = {**s.bot_request(seat), "level": "hard"}
            assert hint.action == bot_choose(request)  # what a hard bot there would play
            assert hint.text and hint.text[0].isupper()
            s.decode(hint.action)  # a legal action of the game
            assert hint.action in s.legal_json(seat) or hint.action.get("type") in (
                "bet", "raise")  # an amount in an offered range


def _swoop_state(others: list[str]):
    mine = {"mystery": "2c 3c 4c 5c", "face_up": "6c 7c 8c 9c",
            "hand": "Ac Ad 3d 3h Kc Kd 4d 5d 6d 7d 8d"}
    tables = [("2h 3h 4h 5h", "6h 7h 8h 9h"), ("2s 3s 4s 5s", "6s 7s 8s 9s")]
    seats = [mine] + [{"mystery": m, "face_up": f, "hand": h}
                      for (m, f), h in zip(tables, others, strict=True)]
    return new_game("swoop", players=3, seed=4, deck=swoop_deck(seats, draw="Qs Js 9s"))


def test_the_hint_never_depends_on_cards_the_person_cannot_see():
    # two Swoop deals alike for seat 0, the others' hands swapped
    x, y = "Ah Qh Qd Jh Jd 2d 2c 4s Qs Js 9h", "Kh Ks 9d 8s 8h 7h 6c 5c 4c 3c 2h"
    a, b = _swoop_state([x, y]), _swoop_state([y, x])
    assert a.view(1) != b.view(1)
    assert a.to_act == (0,)  # seat 0 drew the queen: it plays first
    assert a.view(0) == b.view(0)
    setup = Setup("swoop", [Seat("You"), Seat("B", "bot"), Seat("C", "bot")], 4, {})
    ha = hint_for(Session(setup, a), 0)
    hb = hint_for(Session(setup, b), 0)
    assert (ha.action, ha.text) == (hb.action, hb.text)


def test_a_hint_request_holds_only_the_seats_view(monkeypatch):
    s = _session("swingo", 3)
    while s.next_bot() is not None:
        _play_on(s, 1)
    seat = s.next_human()
    assert seat is not None
    seen: list[dict] = []
    import cardui.hints as hints

    real = hints.hint_for_request
    monkeypatch.setattr(hints, "hint_for_request",
                        lambda req: (seen.append(req), real(req))[1])
    hints.hint_for(s, seat)
    assert set(seen[0]) == {"game", "level", "seat", "seed", "view", "legal"}
    assert seen[0]["view"] == s.state.view(seat)  # never the state, never another seat


def _controller(platform: FakePlatform, **params) -> Controller:
    c = Controller(platform, Params(**params))
    run_now(c.open())
    return c


def _start(c: Controller, game: str, seats: list[Seat]) -> None:
    c.lobby_change("game", game)
    if len(seats) != GAMES[game]:
        c.lobby_change("players", str(len(seats)))
    c.form.seats = seats
    c.start_game()


def _finish(c: Controller) -> None:
    while not c.session.over:
        if c.bots_pending():
            asyncio.run(c.run_bots())
        elif c.session.pending_result:
            c.ui("next-result")
        else:
            s = c.session
            c.act({"action": json.dumps(bot_choose(s.bot_request(s.next_human())))})


def test_hints_are_offered_counted_once_per_position_saved_and_shown_at_the_end(platform):
    c = _controller(platform, seed=7)
    _start(c, "swap-poker", [Seat("You"), Seat("Bot", "bot", "medium")])
    if c.bots_pending():
        asyncio.run(c.run_bots())
    html = str(c.html())
    assert 'data-testid="get-hint"' in html
    c.ui("hint")
    c.ui("hint")  # the same position: the same hint, counted once
    s = c.session
    assert s.hints == 1 and c.hint is not None
    # thought out by the bot worker, as a hard bot in the person's seat
    asked = [r for r in platform.requests if r["seat"] == 0]
    assert len(asked) == 1 and asked[0]["level"] == "hard"
    html = str(c.html())
    assert 'data-testid="coach-hint"' in html
    # the hint's move is the hard bot's, and pressing it plays
    expected = hint_for_request({**s.bot_request(s.next_human()), "level": "hard"})
    assert c.hint.action == expected[0]
    c.act({"action": json.dumps(c.hint.action)})
    assert c.hint is None
    if c.bots_pending():
        asyncio.run(c.run_bots())
    c.ui("hint")
    assert c.session.hints == 2
    # saved with the game: a reload keeps the count
    c2 = _controller(platform)
    assert c2.session.hints == 2
    _finish(c2)
    html = str(c2.html())
    assert 'data-testid="hints-used"' in html and "You used 2 hints." in html
    stats = json.loads(platform.storage["cardtable.stats.v1"])
    assert stats["swap-poker"]["hints"] == 2
    assert "<th scope=\"col\">Hints</th>" in str(c2.html()) or c2.screen == "table"
    c2.ui("new-game")
    assert '>Hints</th>' in str(c2.html())


def test_no_hint_in_pass_and_play(platform):
    c = _controller(platform, seed=7)
    _start(c, "swap-poker", [Seat("Ann"), Seat("Bob")])
    c.ui("handoff-ready")
    assert 'data-testid="get-hint"' not in str(c.html())
    c.ui("hint")
    assert c.hint is None and c.session.hints == 0


def test_a_saved_game_with_a_damaged_hint_count_counts_none():
    s = _session("swap-poker", 3)
    data = json.loads(s.to_save())
    for bad in ("3", -1, True, None):
        data["hints"] = bad
        assert Session.from_save(json.dumps(data)).hints == 0


def test_bots_reasons_show_with_their_moves_when_everyone_may_read_them(platform):
    c = _controller(platform, seed=11)
    _start(c, "swap-poker", [Seat("You"), Seat("Bot", "bot", "medium")])
    c.act({"action": json.dumps(c.session.legal_json(0)[0])})
    asyncio.run(c.run_bots())
    assert c.reason is not None and c.reason[0] == 1
    html = str(c.html())
    assert 'data-testid="coach-reason"' in html and "<b class=\"who\">Bot</b>" in html
    assert c.caption.startswith("Bot ") and ". Why: " in c.caption  # announced too
    # told as what the bot did, not as "Swap J♥ with A♦: ...", which reads as advice
    # to the person (playtest)
    _, text, why = c.reason
    assert why and ": " not in text.removeprefix("{1} ")
    assert text.startswith("{1} swaps ") or text.startswith("{1} stacks ") \
        or text == "{1} passes", c.reason
    assert ">Bot</b>: <" not in html.replace("\n", ""), html
    # and shown as the bot's move and why, the Hint button after it: beside the button,
    # "Bot swaps J♥ with A♦: ..." read as advice to the person (playtest 4); the move
    # is the strip's, just above, so the line gives the reason only (playtest 12: the
    # move showed three times on a desktop)
    coach = html[html.index('data-testid="coach"'):]
    line = re.sub(r"<[^>]+>", "", coach[:coach.index("</p>")])
    strip = re.sub(r"<[^>]+>", "", html[html.index('data-testid="since-list"'):])
    assert re.match(r"Bot (swaps|stacks|passes)", strip.split(">", 1)[1]), strip
    assert re.fullmatch(r"Bot's reason: \S.*", unescape(line.split(">", 1)[1])), line
    assert coach.index('data-testid="coach-reason"') < coach.index('data-testid="get-hint"')
    # a move the strip does not show is still told with its reason
    c.session.marks[0] = len(c.session.state.events)
    coach = str(c.html())
    coach = coach[coach.index('data-testid="coach"'):]
    line = re.sub(r"<[^>]+>", "", coach[:coach.index("</p>")])
    assert re.search(r"Bot (swaps|stacks|passes)[^:]*\. Why: \S", line), line


def test_the_log_says_each_bots_reason_again_after_its_move(platform):
    """Playtest 8: a bot's "Why:" showed for its latest move only; the log says
    each shown reason after its move, and an undone move's reason goes with it."""
    c = _controller(platform, seed=11)
    _start(c, "swap-poker", [Seat("You"), Seat("Bot", "bot", "medium")])
    whys = []
    for _ in range(3):
        c.act({"action": json.dumps(c.session.legal_json(0)[0])})
        asyncio.run(c.run_bots())
        assert c.reason is not None and c.reason[2]
        whys.append(c.reason[2])
    c.ui("toggle-log")
    log = str(c.html())
    log = re.sub(r"<[^>]+>", "", log[log.index('data-testid="log"'):])
    lines = [line for line in log.split("Bot ")[1:] if line.startswith(("swaps", "stacks",
                                                                          "passes"))]
    assert len(lines) == 3 and all(". Why: " in line for line in lines), lines
    assert all(f"Why: {htmlmod.escape(why, quote=False)}" in log for why in whys)
    assert c.session.can_undo()
    c.ui("undo")  # the person's last move and the bot's reply after it
    reasons = c.session.reasons
    assert len(reasons) == 2 and max(reasons) < len(c.session.state.events)
    # and after a reload (the log had its moves only): the reasons were saved
    again = _controller(platform)
    assert again.session.reasons == reasons
    again.ui("toggle-log")
    log = str(again.html())
    log = re.sub(r"<[^>]+>", "", log[log.index('data-testid="log"'):])
    assert log.count(". Why: ") == 2
    assert all(f"Why: {htmlmod.escape(why, quote=False)}" in log for why in whys[:2])


@pytest.mark.parametrize("bad", [[1, 2], {"x": "why"}, {"-1": "why"}, {"9999": "why"},
                                 {"3": 7}, {"3": ""}, {"3": "w" * 301}, "why"])
def test_a_damaged_reason_in_a_save_is_left_out_and_the_game_loads(bad):
    s = _session("swap-poker", 5)
    _play_on(s, 4)
    s.reasons = {3: "keeps the pair"}
    data = json.loads(s.to_save())
    assert Session.from_save(json.dumps(data)).reasons == {3: "keeps the pair"}
    data["reasons"] = bad
    loaded = Session.from_save(json.dumps(data))
    assert loaded.reasons == {} and loaded.state.to_json() == s.state.to_json()


def test_a_reason_naming_a_hidden_card_or_a_swingo_reason_is_held_back():
    view = {"pile": ["9d", "9c"], "seats": [{"face_up": ["Td", None]}]}
    public = public_text(view, ["{1} plays 9♦ 9♣"])
    assert public_reason("swoop", "Play 9♦ 9♣: the highest that goes on the pile",
                         public) == "Play 9♦ 9♣: the highest that goes on the pile"
    assert public_reason("swoop", "Play 10♦: swoops the pile", public)
    assert public_reason("swoop", "Play 9♦: looking ahead, better than play K♠ K♣",
                         public) is None
    assert public_reason("swingo", "Call 4 into 10: 40% to win", "anything") is None
    assert public_reason("swingo", "Keep A♠ K♠ hidden", "A♠ K♠") is None


def test_a_swingo_hint_is_the_same_whatever_the_others_hold():
    from cardtable.games.swingo import stacked_deck as swingo_deck

    mine = "As Ks Js Ts 2c"
    a = new_game("swingo", players=3, seed=8,
                 deck=swingo_deck([mine, "8c 8d Ad 6h 3d", "7c 2d Qh Qd 4c"], river="5h"))
    b = new_game("swingo", players=3, seed=8,
                 deck=swingo_deck([mine, "7c 2d Qh Qd 4c", "8c 8d Ad 6h 3d"], river="9s"))
    assert a.to_act == b.to_act == (0,) and a.view(1) != b.view(1)
    assert a.view(0) == b.view(0)  # the river and the others' cards are not seen
    setup = Setup("swingo", [Seat("You"), Seat("B", "bot"), Seat("C", "bot")], 8, {})
    ha, hb = hint_for(Session(setup, a), 0), hint_for(Session(setup, b), 0)
    assert (ha.action, ha.text) == (hb.action, hb.text)


def test_a_hint_that_arrives_after_a_move_is_dropped(platform):
    c = _controller(platform, seed=7)
    _start(c, "swap-poker", [Seat("You"), Seat("Bot", "bot", "medium")])
    spawned: list = []
    platform.spawn = spawned.append  # the worker has not answered yet
    c.ui("hint")
    assert 'data-testid="coach-thinking"' in str(c.html())
    c.ui("hint")  # asked once
    assert len(spawned) == 1
    c.act({"action": json.dumps({"type": "pass"})})
    run_now(spawned[0])
    assert c.hint is None and c.session.hints == 0


def test_a_hint_names_the_cards_as_the_table_will_after_the_move():
    """Playtest: with a turned mystery card the hint said "Play 7♣ 7♥" and the table,
    once played, "You play 7♥ 7♣": the hint now names them as the move's line will."""
    from cardtable.games.swoop.actions import Turn
    seats = [{"mystery": "7h 2c 2d 2h", "face_up": "", "hand": "7c 7d Kc Kd"},
             {"mystery": "3c 3d 3h 3s", "face_up": "", "hand": "Ks"},
             {"mystery": "4c 4d 4h 4s", "face_up": "", "hand": "Kh"}]
    state = new_game("swoop", players=3, seed=1, options={"deal": "mystery-only"},
                     deck=swoop_deck(seats, draw="Qs Js 9s", deal="mystery-only"))
    state.apply(0, Turn(0))
    setup = Setup("swoop", [Seat("You"), Seat("B", "bot"), Seat("C", "bot")], 1,
                  {"deal": "mystery-only"})
    s = Session(setup, state)
    hint = hint_for(s, 0)
    before = len(state.events)
    s.apply(0, hint.action)
    named = hint.text.split(": ")[0].split(" ", 1)[1].removeprefix("with ")
    assert "7♥" in named and state.events[before]["text"].endswith(f" {named}"), hint.text


_CODE = r"(?<!\w)(?:[2-9TJQKA][cdhs]|X[rb])(?!\w)"
#: A card code left in words: two in a row, or one that is not also a word (a
#: rank's plural, "four 2s", or "As").
_RAW_CODE = re.compile(
    rf"{_CODE} {_CODE}|(?<!\w)(?:[TJQK][cdhs]|[2-9][cdh]|A[c]|X[rb])(?!\w)")


_JARGON = re.compile(r"Fold to \d+|(Fold|Call) \d+ into \d+\b|best \d+% of starts, too weak")


@pytest.mark.parametrize("game,options", [("swoop", {}), ("swap-poker", {}),
                                          ("swingo", {}), ("swingo", {"variant": "high-low"})])
def test_every_bots_reason_reaches_the_hint_with_the_tables_card_names(game, options):
    """Playtest: a Swingo hint said "Show 3d 7c 5c: ..." while the table shows
    3♦ 7♣, and "Fold to 2 into 5" (jargon). Every level's reasons in a played game, as
    a hint or caption shows them (``sentence``; ``public_reason`` for the games that
    show them): cards named as the table names them, no code, no jargon."""
    import random

    from cardui.hints import sentence

    from cardtable.bots import bot_levels, choose_with_reason, make_bot

    n = GAMES[game]
    named = 0
    for level in bot_levels(game):
        state = new_game(game, players=n, seed=3, options=options)
        bot, rng = make_bot(game, level), random.Random(3)
        for _ in range(120):
            if state.is_over or not state.to_act:
                break
            seat = state.to_act[0]
            action, why = choose_with_reason(bot, state.view(seat), state.legal_actions(seat), rng)
            line = sentence(why)
            assert not _RAW_CODE.search(line), (level, why, line)
            assert not _JARGON.search(line), (level, why, line)
            named += any(s in line for s in "\u2660\u2665\u2666\u2663")
            shown = public_reason(game, why, line)
            assert shown is None or not _RAW_CODE.search(shown)
            state.apply(seat, action)
    assert named or game == "swap-poker"  # Swoop's and Swingo's reasons name cards


def test_a_swingo_hole_card_hint_names_the_cards_as_the_table_shows_them():
    from cardtable.games.swingo import stacked_deck as swingo_deck
    from cardtable.games.swingo.actions import Call, Check

    state = new_game("swingo", players=3, seed=8,
                     deck=swingo_deck(["Ad Ah Ts 5h 3s", "8c 8d Kd 6h 3d", "7c 2d Qh Qd 4c"],
                                      river="9s"))
    while state.view(0).get("phase") == "bet":  # round 1: everyone calls or checks
        seat = state.to_act[0]
        state.apply(seat, Check() if Check() in state.legal_actions(seat) else Call())
    assert state.view(0)["phase"] == "choose"
    setup = Setup("swingo", [Seat("You"), Seat("B", "bot"), Seat("C", "bot")], 8, {})
    hint = hint_for(Session(setup, state), 0)
    assert not _RAW_CODE.search(hint.text), hint.text
    assert hint.text.startswith(("Show ", "Keep ")) and "\u2665" in hint.text, hint.text


PICKED = {"swoop": {"play"}, "swingo": {"choose-hole"}, "swap-poker": {"swap", "stack"}}


@pytest.mark.parametrize("game", sorted(PICKED))
def test_a_hint_picks_its_cards_and_the_person_makes_the_move(platform, game):
    """Playtest: "Play Q♣ Q♥: ..." named the cards but marked none, so in a hand of
    fifteen the person still had to find them. A hint's cards (Swoop's play, Swingo's
    two hole cards, Swap Poker's spot) are picked on the table as if tapped, so the
    move's button is ready; nothing moves until the person presses it."""
    c = _controller(platform, seed=5)
    hint = _hint_until(c, game, GAMES[game], lambda a: a["type"] in PICKED[game]
                       and a.get("mystery") is None, moves=40)
    assert hint is not None, "no hint with cards to pick"
    moves = len(c.session.state.log)
    html = str(c.html())
    assert 'aria-pressed="true"' in html, html
    assert hint.action in _ready(html), (hint.action, _ready(html))
    assert len(c.session.state.log) == moves  # picked, not played


def test_a_hint_steps_aside_while_other_cards_are_picked(platform):
    """Playtest 14, Swoop: after the hint "Play K♠: goes on the K", picking the two
    Jacks left that line above a "Play J♦ J♠" button. With other cards picked the
    hint is not shown (nor its button marked); Hint shows it again, its cards
    picked, and counts it once."""
    c = _controller(platform, seed=5)
    hint = _hint_until(c, "swoop", GAMES["swoop"], lambda a: a["type"] in PICKED["swoop"]
                       and a.get("mystery") is None, moves=40)
    assert hint is not None
    picked, used = c.selection, c.session.hints
    assert hint.text in _plain(c)
    c.ui("select", "h=0" if picked != "h=0" else "h=1")  # another card picked
    html = str(c.html())
    assert hint.text not in _plain(c) and "data-hinted" not in html
    assert 'data-testid="get-hint"' in html
    c.ui("hint")
    assert c.selection == picked and hint.text in _plain(c) and "data-hinted" in str(c.html())
    assert c.session.hints == used


def _plain(c) -> str:
    """The screen's words, without its markup."""
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", "", str(c.html()))))


def _hint_until(c, game: str, players: int, wanted, *, moves: int):
    """Start ``game`` against medium bots and play the hints until one's action is
    ``wanted`` (that hint, not played), or None after ``moves`` or at the end."""
    _start(c, game, [Seat("You")] + [Seat(f"Bot{i}", "bot", "medium")
                                     for i in range(1, players)])
    for _ in range(moves):
        if c.session is None or c.session.over:
            return None
        if c.bots_pending():
            asyncio.run(c.run_bots())
            continue
        if c.session.pending_result:
            c.ui("next-result")
            continue
        c.ui("hint")
        hint = c.hint
        assert hint is not None
        if wanted(hint.action):
            return hint
        c.act({"action": json.dumps(hint.action)})
    return None


def _ready(html: str) -> list[dict]:
    """The actions of the move buttons on the screen."""
    return [json.loads(unescape(m)) for m in re.findall(r'data-action="([^"]*)"', html)]


def test_a_bots_move_whose_line_has_a_colon_keeps_its_words_apart_from_why():
    """Playtest 4: "Cleo turns a mystery card: Q♣: most cards go on a K" (the move's
    own line has a colon) was announced as "Why: Q♣: most cards ..."."""
    from cardui.coach import coach_line

    html = str(coach_line(kind="reason", text="{2} turns a mystery card: Q♣",
                          why="most cards go on a K, so it likely will too",
                          names=["You", "Ana", "Cleo"], who=2, offer_hint=True))
    line = re.sub(r"<[^>]+>", "", html)
    assert "Cleo turns a mystery card: Q♣. Why: most cards go on a K, so it likely will" \
        " too" in line, line


def test_a_hint_to_play_a_turned_mystery_card_with_more_of_its_rank_picks_them_all(platform):
    """Playtest 4: after turning the 4♦ the hint said "Play 4♦ 4♣", but only the turned
    card was picked and the button read "Play 4♦": the person played one 4 and kept the
    other. The hint's hand and face-up cards are picked with the turned card (W-7)."""
    for seed in range(1, 9):  # each seed on a fresh platform: nothing saved before
        c = _controller(platform if seed == 1 else FakePlatform(), seed=seed)
        hint = _hint_until(c, "swoop", 3, lambda a: a.get("mystery") is not None
                           and bool(a["hand"] or a["face_up"]), moves=80)
        if hint is not None:
            assert hint.action in _ready(str(c.html())), hint.action
            return
    raise AssertionError("no hint played a turned mystery card with more of its rank")


def test_the_button_of_the_hinted_move_is_marked(platform):
    """A playtest (S-12): in high-low the hint said "Declare low" and no button
    showed it; the button of the hinted move is marked (and only after a hint)."""
    c = _controller(platform, seed=3)
    c.lobby_change("game", "swingo")
    c.lobby_change("players", "3")
    c.lobby_change("option", "high-low", name="variant")
    c.form.seats = [Seat("You"), Seat("Ann", "bot", "medium"), Seat("Ben", "bot", "medium")]
    c.start_game()
    for _ in range(300):
        s = c.session
        if c.bots_pending():
            asyncio.run(c.run_bots())
        elif s.pending_result:
            c.ui("next-result")
        elif any(a["type"] == "declare" for a in s.legal_json(s.next_human())):
            break
        else:
            c.act({"action": json.dumps(bot_choose(s.bot_request(s.next_human())))})
    else:
        raise AssertionError("no declaration reached")
    assert "data-hinted" not in str(c.html())
    c.ui("hint")
    way = c.hint.action["way"]
    marked = re.findall(r'<button [^>]*data-hinted="true"[^>]*>', str(c.html()))
    assert len(marked) == 1 and f'data-testid="action-declare-{way}"' in marked[0]


def test_a_bet_hint_picks_its_amount_and_marks_the_button(platform):
    """Playtest 6: the hint said "Bet 14: 43% to win", the button still "Bet 2" with
    Min picked. A bet's or raise's amount is picked as if chosen by hand, so the
    main button makes the hinted move, and it is marked."""
    c = _controller(platform, seed=5)
    hint = _hint_until(c, "swingo", 5, lambda a: a["type"] in ("bet", "raise"), moves=80)
    assert hint is not None, "no bet or raise hinted"
    html = str(c.html())
    assert hint.action in _ready(html), (hint.action, _ready(html))
    marked = re.findall(r'<button [^>]*data-hinted="true"[^>]*>', html)
    assert len(marked) == 1 and 'data-testid="amount-chosen"' in marked[0]


def test_a_hint_to_turn_a_mystery_card_marks_that_card(platform):
    """Playtest 6: the hint "Turn mystery card 4" marked no card; the mystery card to
    turn is the hinted move's button, and it is marked."""
    c = _controller(platform, seed=5)
    hint = _hint_until(c, "swoop", 3, lambda a: a["type"] == "turn", moves=200)
    assert hint is not None, "no turn hinted"
    marked = re.findall(r'<button [^>]*data-hinted="true"[^>]*>', str(c.html()))
    assert len(marked) == 1, marked
    assert f'data-testid="turn-mystery-{hint.action["slot"]}"' in marked[0]


def test_the_log_closes_when_another_game_begins(platform):
    """Playtest 9: the log opened in one game stayed open over the next game's seats."""
    c = _controller(platform, seed=11)
    _start(c, "swap-poker", [Seat("You"), Seat("Bot", "bot", "medium")])
    c.ui("toggle-log")
    assert 'data-testid="log"' in str(c.html())
    _start(c, "swoop", [Seat("You")] + [Seat(f"Bot{i}", "bot", "medium") for i in (1, 2)])
    if c.confirm == "replace":
        c.ui("confirm-yes")
    assert c.session is not None and c.session.setup.game == "swoop"
    assert 'data-testid="log"' not in str(c.html())
