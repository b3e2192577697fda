"""Every move seen (issue 18.3), under CPython: the strip since the person's
last move, the caption of each move, "skip", and the log grouped by hand."""

from __future__ import annotations

import asyncio
import html as htmlmod
import json
import re

import pytest
from cardui.controller import Controller, Params
from cardui.screens import event_plain, log_groups, log_panel
from cardui.session import Seat

from .conftest import FakePlatform


def swoop_game(platform: FakePlatform, seed: int = 4) -> Controller:
    """A 4-player Swoop game against three bots, started (the person in seat 0)."""
    c = Controller(platform, Params(seed=seed, bot_delay=0))
    c.boot()
    c.lobby_change("game", "swoop")
    c.lobby_change("players", "4")
    c.form.seats = [Seat("Me", "human"), Seat("Ben", "bot"), Seat("Cy", "bot"),
                    Seat("Di", "bot")]
    c.start_game()
    return c


def my_move(c: Controller) -> None:
    """The person plays their first legal move."""
    s = c.session
    legal = s.legal_json(s.next_human())
    c.act({"action": json.dumps(legal[0])})


def test_the_strip_holds_every_event_since_my_move_in_order(platform):
    c = swoop_game(platform)
    asyncio.run(c.run_bots())
    for _ in range(3):
        my_move(c)
        mark = len(c.session.state.events)
        assert c.since_last_turn() == []
        captions: list[str] = []
        c.on_change = lambda out=captions: out.append(c.caption)
        asyncio.run(c.run_bots())
        events = c.session.state.events
        assert c.since_last_turn() == events[mark:]
        # each bot's move got a caption, in order, naming the bot
        moves = [t for t in dict.fromkeys(captions) if t and not t.startswith("Me ")]
        assert all(t.split(" ")[0] in ("Ben", "Cy", "Di") for t in moves)
        if c.session.over:
            break
    html = c.html()
    assert 'data-testid="since-list"' in html


def test_skip_shows_the_bots_moves_at_once_until_my_turn(platform):
    c = swoop_game(platform)
    c.params.bot_delay = 5000
    assert c.bot_delay() == 5000
    c.ui("skip")
    assert c.bot_delay() == 0
    asyncio.run(c.run_bots())  # no 5-second pauses
    my_move(c)
    assert not c.skipping and c.bot_delay() == 5000


def test_skip_sits_beside_whose_turn_it_is_not_in_the_strip_of_moves(platform):
    """Playtest 4: Skip wrapped to a row of its own in the strip of moves, and came and
    went as bots played, moving the table up and down by a row."""
    c = swoop_game(platform)
    c.params.bot_delay = 5000
    if c.session.next_human() == 0:
        my_move(c)  # the bots to play now
    html = str(c.html())
    assert 'data-testid="skip"' in html
    row = html[html.index('class="status-row with-skip"'):]
    row = row[:row.index('class="table-news"') if 'class="table-news"' in row else None]
    assert 'data-testid="status"' in row and 'data-testid="skip"' in row
    since = html[html.index('data-testid="since"'):] if 'data-testid="since"' in html else ""
    assert 'data-testid="skip"' not in since


def test_the_line_of_whose_turn_keeps_skips_room_from_your_first_turn(platform):
    """This stop, Swoop at 390x844: your first move brought Skip beside whose turn
    it is and moved your cards 21 px down. Where bots play with a delay, the line
    has Skip's room (table.css) on your turn too; with no delay it never shows."""
    c = swoop_game(platform)
    asyncio.run(c.run_bots())  # to your turn
    c.params.bot_delay = 5000
    html = str(c.html())
    assert 'data-testid="controls"' in html and 'data-testid="skip"' not in html
    assert 'class="status-row with-skip"' in html
    c.params.bot_delay = 0
    assert 'class="status-row"' in str(c.html())


def test_the_log_is_grouped_by_hand_and_reads_oldest_first():
    events = [{"seat": 0, "text": "Hand 1: {0} deals"}, {"seat": 1, "text": "{1} folds"},
              {"seat": 0, "text": "Hand 2: {1} deals"}, {"seat": 0, "text": "{0} checks"}]
    groups = log_groups(events)
    assert [t for t, _g in groups] == ["Hand 1", "Hand 2"]
    html = log_panel(events, ["Ann", "Bo"], True)
    assert html.index("Hand 2") < html.index("Hand 1")  # the current hand first
    assert html.index("Hand 2: ") < html.index("checks")  # then oldest first


def _deal_texts(group: list[dict]) -> list[str]:
    return [str(e["text"]) for e in group]


def test_swoop_log_groups_each_deal_under_its_own_number():
    """W-2, W-11: the draw for the first player and "Deal 1: ... plays first" open
    deal 1's group, deal 1's plays follow in it; "Deal 2: ..." opens deal 2's. (It
    was: the draws alone under "Deal 1" and deal 1's plays under "Deal 2".)"""
    import cardtable

    s = cardtable.new_game("swoop", players=3, seed=5)
    names = ["You", "Ana", "Bo"]
    assert any(" draws " in e["text"] for e in s.events)  # W-2 in the first deal
    for _ in range(6):
        seat = s.to_act[0]
        s.apply(seat, s.legal_actions(seat)[0])
    groups = log_groups(s.events)
    assert [t for t, _g in groups] == ["Deal 1"]
    texts = _deal_texts(groups[0][1])
    assert " draws " in texts[0] and any(t.startswith("Deal 1: ") for t in texts)
    assert texts[-1] == s.events[-1]["text"]  # this deal's latest play too
    html = str(log_panel(s.events, names, True))
    current = html[html.index('data-testid="log-current"'):]
    assert current.index("<h3>Deal 1</h3>") < current.index("Deal 1: ")
    assert "Deal 2" not in html
    while s.deal_no == 1:
        seat = s.to_act[0]
        s.apply(seat, s.legal_actions(seat)[0])
    groups = log_groups(s.events)
    assert [t for t, _g in groups] == ["Deal 1", "Deal 2"]
    one, two = _deal_texts(groups[0][1]), _deal_texts(groups[1][1])
    assert one[-1].endswith(" goes out and wins deal 1")
    assert not any(t.startswith("Deal 2") for t in one)
    assert two[0].startswith("Deal 2: ") and two[0].endswith(" plays first, next clockwise")
    assert len(one) + len(two) == len(s.events)


def test_swap_poker_match_games_and_swingo_hands_are_log_groups():
    """Swap Poker's "Game n: ..." lines (P-7) open and close game n; Swingo's
    "Hand n: ..." opens hand n; a game with no numbered lines is "This game"."""
    games = [{"seat": 0, "text": "Game 1: {0} moves first"}, {"seat": 0, "text": "{0} passes"},
             {"seat": 1, "text": "Game 1: {1} wins with a pair against high card"},
             {"seat": 1, "text": "Game 2: {1} moves first"}, {"seat": 1, "text": "{1} passes"}]
    assert [(t, len(g)) for t, g in log_groups(games)] == [("Game 1", 3), ("Game 2", 2)]
    hands = [{"seat": 0, "text": "Hand 1: {0} deals"}, {"seat": 1, "text": "{1} folds"},
             {"seat": 0, "text": "{0} wins 3: everyone else folded"},
             {"seat": 1, "text": "Hand 2: {1} deals"}, {"seat": 0, "text": "{0} checks"}]
    assert [(t, len(g)) for t, g in log_groups(hands)] == [("Hand 1", 3), ("Hand 2", 2)]
    one = [{"seat": 0, "text": "{0} moves first"}, {"seat": 0, "text": "{0} passes"}]
    assert log_groups(one) == [("This game", one)]


def test_a_finished_game_has_no_since_you_strip(platform):
    """Playtest: "Since you: You win with ..." at the end of Swap Poker (P-6): the
    bot's last move ends the game, and the strip showed the person's own result
    line as if another had played it. The result says how the game ended; the
    strip is for a game in play, and the log still holds every line."""
    c = Controller(platform, Params(seed=4, bot_delay=0))
    c.boot()
    c.lobby_change("game", "swap-poker")
    c.start_game()
    s = c.session
    assert s is not None and s.solo
    asyncio.run(c.run_bots())
    while not s.over:
        my_move(c)
        if not s.over:
            assert c.since_last_turn() == []
        asyncio.run(c.run_bots())
    last = s.state.events[-1]["text"]
    assert s.state.log[-1][0] != s.humans[0]  # the bot moved last...
    assert c.since_last_turn()[-1]["text"] == last  # ...so the result line is "since"
    html = str(c.html())
    assert 'data-testid="since"' not in html and "Since you:" not in html
    assert 'data-testid="results"' in html
    c.ui("toggle-log")
    assert event_plain(last, s.names) in htmlmod.unescape(str(c.html()))


def _swoop_for_three(platform, seed: int, seats: list[Seat]) -> Controller:
    """A pass-and-play Swoop for these three seats, started."""
    c = Controller(platform, Params(seed=seed, bot_delay=0))
    c.boot()
    c.lobby_change("game", "swoop")
    c.lobby_change("players", "3")
    c.form.seats = seats
    c.start_game()
    assert c.session is not None and not c.session.solo
    return c


def test_pass_and_play_each_person_sees_every_move_since_their_own(platform):
    """Playtest (Swoop, pass-and-play): Yara played K♦, the bot Q♥ Q♥, and Zed's
    first turn said only "Since you: Ben plays Q♥ Q♥": the strip began after the
    last person's move, whoever it was. Each person's strip begins after their
    own last move (or, before their first, where the game began)."""
    c = _swoop_for_three(platform, 3, [Seat("Yara", "human"), Seat("Zed", "human"),
                                       Seat("Ben", "bot")])
    s = c.session
    assert s is not None
    moved: dict[int, int] = {}  # seat -> events after its last move
    checked = 0
    for _ in range(12):
        asyncio.run(c.run_bots())
        seat = s.next_human()
        if seat is None or s.over:
            break
        start = moved.get(seat, 0)
        seen = c.since_last_turn(seat)
        assert seen == s.state.events[max(start, s.first_mark):]
        other = 1 - seat
        if other in moved and moved[other] > moved.get(seat, 0):
            # the other person moved since: their move is in this person's strip
            texts = [e["text"] for e in seen]
            assert any(s.names[other] in t or f"{{{other}}}" in t for t in texts), texts
            checked += 1
        c.ui("handoff-ready")
        my_move(c)
        moved[seat] = len(s.state.events)
    assert checked >= 3


def three_people(platform: FakePlatform, game: str, seed: int) -> Controller:
    """Pass-and-play for Alice, Bob and Cara, started."""
    c = Controller(platform, Params(seed=seed, bot_delay=0))
    c.boot()
    c.lobby_change("game", game)
    c.lobby_change("players", "3")
    c.form.seats = [Seat("Alice", "human"), Seat("Bob", "human"), Seat("Cara", "human")]
    c.start_game()
    return c


def test_pass_and_play_the_person_whose_move_dealt_the_river_is_told_of_it(platform):
    """S-8, playtest 17 (Swingo, pass-and-play): Bob's check ended round 2 and the
    phone went to Cara; back at Bob's turn his strip said "Cara checks, Alice
    checks", never "The river is A♥". What a move brings about for everyone is in
    the mover's strip at their next turn; their own move is not."""
    from cardtable.games.swingo.actions import ChooseHole

    c = three_people(platform, "swingo", 5)
    s = c.session
    assert s is not None
    dealer = None  # the seat whose move dealt the river
    for _ in range(40):
        seat = s.next_human()
        assert seat is not None and not s.over
        c.ui("handoff-ready")
        if dealer == seat:
            texts = [event_plain(str(e["text"]), s.names) for e in c.since_last_turn(seat)]
            assert texts[0].startswith("The river is "), texts
            assert not any(t.startswith(s.names[seat]) for t in texts), texts
            break
        legal = s.legal_json(seat)
        pick = next((a for a in legal if a["type"] in ("check", "call")), None)
        if pick is None:  # the hole choice: the first two cards
            pick = ChooseHole(tuple(s.state.view(seat)["own"]["cards"][:2])).to_json()
        before = len(s.state.events)
        c.act({"action": json.dumps(pick)})
        if any(str(e["text"]).startswith("The river") for e in s.state.events[before:]):
            dealer = seat
    else:
        raise AssertionError("the river's mover never had a turn again")


def test_the_hand_off_lists_every_move_since_that_persons_last_turn(platform):
    """Playtest 17 (Swoop for 3 at 390 px, pass-and-play): back at his turn Bob's
    strip showed "Alice plays 2♣" and "+1"; Cara's pick-up was behind the "+1". The
    hand-off, before any card shows, lists every move since (all public)."""
    c = three_people(platform, "swoop", 3)
    s = c.session
    assert s is not None
    checked = 0
    for _ in range(9):
        seat = s.next_human()
        if seat is None or s.over or s.pending_result:
            break
        html = htmlmod.unescape(re.sub(r"<[^>]+>", "", str(c.html())))
        since = c.since_last_turn(seat)
        assert "Pass to " + s.names[seat] in html
        if seat in s.marks:
            assert "Since your last turn" in html and len(since) >= 2
            for e in since:
                assert event_plain(str(e["text"]), s.names) in html
            checked += 1
        c.ui("handoff-ready")
        my_move(c)
    assert checked >= 3


def _log_html(c: Controller) -> tuple[str, str]:
    """The log as the person reads it: its open group (title and lines) and the
    titles of the closed ones."""
    html = htmlmod.unescape(str(c.html()))
    log = html[html.index('data-testid="log"'):]
    current = log[log.index('data-testid="log-current"'):]
    current = current[:current.index("</section>")]
    return current, log[len(current):]


def _plain(html: str) -> str:
    return re.sub(r"<[^>]+>", "", html)


@pytest.mark.parametrize("game, players, options, word", [
    ("swoop", "3", {}, "Deal"),
    ("swingo", "3", {"hands": 2}, "Hand"),
    ("swap-poker", "2", {"games": 3}, "Game"),
])
def test_while_a_result_waits_the_log_opens_on_the_round_that_ended(
        platform, game, players, options, word):
    """Playtest: after a Swoop deal ended, the log opened on "Deal 3" and its one
    line ("Deal 3: Ana plays first"), the deal just ended closed under it. While
    a deal's (hand's, game's) result waits, the log opens on the one that ended,
    its last line last; the next one's lines show once the result is dismissed."""
    c = Controller(platform, Params(seed=3, bot_delay=0))
    c.boot()
    c.lobby_change("game", game)
    if game != "swap-poker":
        c.lobby_change("players", players)
    for name, value in options.items():
        c.lobby_change("option", str(value), name=name)
    c.start_game()
    s = c.session
    assert s is not None and s.solo
    c.ui("toggle-log")
    ended = 0
    for _ in range(400):
        asyncio.run(c.run_bots())
        if s.pending_result or s.over:
            ended += 1
            current, closed = _log_html(c)
            said = [event_plain(e["text"], s.names) for e in s.state.events]
            assert f"<h3>{word} {ended}</h3>" in current, current
            if s.over:  # no next one: the last line is the match's
                assert said[-1] in _plain(current)
                break
            # the lines of the one that ended, not the next one's opening
            next_at = max(i for i, t in enumerate(said) if t.startswith(f"{word} {ended + 1}: "))
            assert said[next_at - 1] in _plain(current), (said[next_at - 1], current)
            assert f"{word} {ended + 1}" not in current + closed
            c.ui("next-result")
            current, _closed = _log_html(c)
            assert f"<h3>{word} {ended + 1}</h3>" in current
            if ended == 2:
                break
            continue
        my_move(c)
    assert ended == 2


def _strip_label(c: Controller) -> str:
    html = htmlmod.unescape(str(c.html()))
    if 'data-testid="since"' not in html:
        return ""
    strip = html[html.index('data-testid="since"'):]
    return re.search(r'class="since-label"[^>]*>([^<]*)<', strip).group(1)


def test_the_strip_before_your_first_move_says_so_far(platform):
    """Playtest 10: the very first turn said "Since you: Cleo plays K♦ K♥ K♣",
    before the person had made a move to be since. Until then it says "So far:"."""
    for seed in range(4, 40):  # a deal where a bot plays before the person
        c = swoop_game(platform, seed)
        asyncio.run(c.run_bots())
        if c.since_last_turn(0) and any(e.get("seat") not in (None, 0)
                                        for e in c.since_last_turn(0)):
            break
    assert _strip_label(c) == "So far:"
    assert 'aria-label="Moves before your first turn"' in str(c.html())
    my_move(c)
    asyncio.run(c.run_bots())
    if c.since_last_turn(0):
        assert _strip_label(c) == "Since you:"


@pytest.mark.parametrize("game, says", [
    ("swoop", r"Deal 1: (you play|\w+ plays) first, with the highest card drawn"),
    ("swingo", r"Hand 1: (you deal|\w+ deals)"),
    ("swap-poker", r"(You move|\w+ moves) first"),
])
def test_your_first_turn_says_how_the_game_began(platform, game, says):
    """W-2, S-3, P-1 (playtest 18: a Swoop game opened with "Your move." and
    nothing said why you play first): the strip before your first turn holds the
    game's start, Swoop's draw for the first player included."""
    c = Controller(platform, Params(seed=3, bot_delay=0))
    c.boot()
    c.lobby_change("game", game)
    c.start_game()
    asyncio.run(c.run_bots())
    said = [event_plain(str(e["text"]), c.session.names) for e in c.since_last_turn(0)]
    assert any(re.fullmatch(says, t) for t in said), said
    if game == "swoop":  # each player's card drawn (W-2)
        assert " draw" in said[0], said


def test_a_reload_keeps_the_moves_since_yours(platform):
    """Playtest 10: a reloaded game came back as it was, but the strip "Since you:
    Ben checks · Dev bets 3" was gone (its start was not saved)."""
    c = swoop_game(platform)
    for _ in range(3):
        asyncio.run(c.run_bots())
        my_move(c)
    asyncio.run(c.run_bots())
    seen = c.since_last_turn(0)
    assert seen and _strip_label(c) == "Since you:"
    from cardui.store import run_now

    again = Controller(platform, Params(bot_delay=0))
    run_now(again.open())  # the page opened again: the saved game
    assert again.session is not None and again.since_last_turn(0) == seen
    assert _strip_label(again) == "Since you:"


@pytest.mark.parametrize("bad", [{"0": -1}, {"0": 10**6}, {"9": 1}, {"x": 1}, {"0": True},
                                 {"0": "3"}, [3], "3"])
def test_a_damaged_place_in_a_save_is_left_out_and_the_game_loads(bad):
    from cardui.session import Session, Setup

    s = Session(Setup("swoop", [Seat("Me"), Seat("B", "bot", "medium"),
                                Seat("C", "bot", "medium")], 5, {}))
    s.marks, s.first_mark = {0: 2}, 1
    data = json.loads(s.to_save())
    loaded = Session.from_save(json.dumps(data))
    assert (loaded.marks, loaded.first_mark) == ({0: 2}, 1)
    data["marks"], data["first_mark"] = bad, bad
    loaded = Session.from_save(json.dumps(data))
    assert loaded.marks == {} and loaded.first_mark == len(loaded.state.events)
    assert loaded.state.to_json() == s.state.to_json()


def test_pass_and_play_while_the_bots_play_the_strip_is_nobodys_since_you(platform):
    """A playtest (Swoop, pass-and-play): while the bots played, the table showed
    nobody's hand, yet its strip said "Since you:", and nobody there is "you". It
    says "So far:" before anyone has moved, then "Since Zed & Co:", after the move
    of the last person to move."""
    for seed in range(3, 40):  # a deal where the bot plays first (W-2)
        c = _swoop_for_three(platform, seed, [Seat("Ben", "bot"), Seat("Yara", "human"),
                                              Seat("Zed & Co", "human")])
        s = c.session
        assert s is not None
        if tuple(s.state.to_act) == (0,):
            break
    seen: list[tuple[str, str, str]] = []  # (last person to move, label, aria)
    last = [""]  # the name of the last person to move

    def look() -> None:
        if c.shown is None and s.needs_handoff(c.shown) is None and not s.over:
            html = htmlmod.unescape(str(c.html()))
            if 'data-testid="since"' in html:
                aria = re.search(r'data-testid="since-list"[^>]*aria-label="([^"]*)"|'
                                 r'aria-label="([^"]*)"[^>]*data-testid="since-list"', html)
                assert aria is not None
                seen.append((last[0], _strip_label(c), aria.group(1) or aria.group(2)))

    c.on_change = look
    for _ in range(8):
        asyncio.run(c.run_bots())
        seat = s.next_human()
        if seat is None or s.over or s.pending_result:
            break
        c.ui("handoff-ready")
        my_move(c)
        last[0] = s.names[seat]
        look()
    assert ("", "So far:", "Moves so far") in seen, seen  # the bot moved first
    assert any(who for who, _label, _aria in seen), seen
    for who, label, aria in seen:
        assert "you" not in (label + aria).lower().split(), seen
        if who:
            assert (label, aria) == (f"Since {who}:", f"Moves since {who} moved"), seen
