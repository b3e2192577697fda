"""Issue 19, Share and Replay: the daily deal, deal links, game files and replays,
driven through the controller under CPython (``conftest.FakePlatform``)."""

from __future__ import annotations

import asyncio
import hashlib
import html as htmlmod
import json
import re

import pytest
from cardui import daily, share
from cardui.controller import Controller, Params
from cardui.replay import FINISHED_KEY, KEEP, MAX_CHARS, Replay, finished_list, remember
from cardui.session import Seat, Session, Setup

from cardtable import new_game
from cardtable.cards import Card

from .conftest import FakePlatform

DATE = "2026-11-24"


class FakeBrowser:
    def __init__(self, today: str = DATE) -> None:
        self.date = today
        self.downloads: list[tuple[str, str]] = []
        self.copied: list[str] = []
        self.shared: list[str] = []
        self.cleared = 0

    def today(self) -> str:
        return self.date

    def download(self, name: str, text: str) -> None:
        self.downloads.append((name, text))

    def copy(self, text: str) -> None:
        self.copied.append(text)

    def share(self, text: str) -> str:
        self.shared.append(text)
        return "copy"

    def clear_fragment(self) -> None:
        self.cleared += 1


def controller(platform: FakePlatform | None = None, today: str = DATE) -> Controller:
    c = Controller(platform or FakePlatform(), Params(seed=11, bot_delay=0))
    c.boot()
    c.share.browser = FakeBrowser(today)
    c.share.base = "https://cards.example/index.html"
    c.lobby_change("game", "swoop")
    return c


def play_out(c: Controller, *, pick: int = 0, limit: int = 3000) -> None:
    """Play the session to its end: bots by the controller, people their
    ``pick``-th legal move, results dismissed, hand-offs taken."""
    async def run() -> None:
        s = c.session
        assert s is not None
        for _ in range(limit):
            if s.over:
                return
            if c.bots_pending():
                await c.run_bots()
            elif s.pending_result:
                c.ui("next-result")
            elif s.needs_handoff(c.shown) is not None:
                c.ui("handoff-ready")
            else:
                seat = s.next_human()
                assert seat is not None
                legal = [a for a in s.legal_json(seat)
                         if a.get("type") not in ("stop", "bet-range")]
                c.act({"action": json.dumps(legal[min(pick, len(legal) - 1)])})
    asyncio.run(run())


def one_move(c: Controller) -> None:
    """Bots play until the person's turn, then the person plays a legal move."""
    s = c.session
    assert s is not None

    async def bots() -> None:
        while c.bots_pending() or s.pending_result:
            if s.pending_result:
                c.ui("next-result")
            else:
                await c.run_bots()
    asyncio.run(bots())
    seat = s.next_human()
    assert seat is not None
    c.act({"action": json.dumps(s.legal_json(seat)[0])})


def cards_in(html: str) -> set[str]:
    return set(re.findall(r'data-card="([^"]+)"', html))


# -- the daily deal (pure) --------------------------------------------------------

def test_daily_seed_is_sha256_of_game_and_utc_date() -> None:
    digest = hashlib.sha256(b"swoop:2026-11-24").hexdigest()
    assert daily.daily_seed("swoop", DATE) == int(digest[:13], 16)
    assert daily.daily_seed("swoop", DATE) == daily.daily_seed("swoop", DATE)
    assert daily.daily_seed("swoop", "2026-11-25") != daily.daily_seed("swoop", DATE)
    assert daily.daily_seed("swingo", DATE) != daily.daily_seed("swoop", DATE)
    assert daily.daily_seed("swoop", DATE) < 2**53  # exact in JavaScript too


@pytest.mark.parametrize("bad", ["2026-02-30", "2026-1-05", "yesterday", "", "2026-11-24T00"])
def test_daily_date_must_be_a_real_date(bad: str) -> None:
    with pytest.raises(daily.DateError):
        daily.daily_seed("swoop", bad)


def test_daily_table_is_fixed_you_against_hard_bots() -> None:
    for game, table in daily.TABLES.items():
        setup = daily.daily_setup(game, DATE)
        assert [s.kind for s in setup.seats] == ["human"] + ["bot"] * (table.players - 1)
        assert {s.level for s in setup.seats[1:]} == {"hard"}
        assert setup.options == table.options
        new_game(game, players=table.players, seed=setup.seed, options=setup.options)


def test_daily_streak_counts_consecutive_utc_days_per_game() -> None:
    stats: dict = {}
    stats = daily.record(stats, "swoop", "2026-11-22")
    stats = daily.record(stats, "swoop", "2026-11-23")
    stats = daily.record(stats, "swoop", "2026-11-23")  # same day twice: still 2
    assert daily.streak(stats, "swoop", "2026-11-23") == 2
    stats = daily.record(stats, "swoop", "2026-11-24")
    assert daily.streak(stats, "swoop", "2026-11-24") == 3
    assert daily.streak(stats, "swoop", "2026-11-25") == 3  # today's not played yet
    assert daily.streak(stats, "swoop", "2026-11-26") == 0  # a day missed
    assert daily.streak(stats, "swingo", "2026-11-24") == 0  # each game its own
    stats = daily.record(stats, "swoop", "2026-11-27")  # after a gap: 1 again
    assert stats[daily.STATS_KEY]["swoop"] == {"last": "2026-11-27", "streak": 1,
                                               "best": 3, "days": 4}
    # across a month's and a year's end
    stats = daily.record(daily.record({}, "swingo", "2026-12-31"), "swingo", "2027-01-01")
    assert daily.streak(stats, "swingo", "2027-01-01") == 2


def test_the_daily_deal_in_progress_is_resumed_not_dealt_again() -> None:
    c = controller()
    c.ui("daily", "swoop")
    s = c.session
    assert s is not None
    one_move(c)
    c.ui("lobby")
    c.ui("daily", "swoop")
    assert c.session is s and c.confirm is None and c.screen == "table"
    c.ui("lobby")
    c.ui("daily", "swingo")  # another game's daily replaces it: asked first
    assert c.confirm == "daily" and c.session is s


def test_two_players_get_the_same_daily_deal() -> None:
    a, b = controller(), controller(FakePlatform())
    a.ui("daily", "swoop")
    b.ui("daily", "swoop")
    assert a.session is not None and b.session is not None
    assert a.session.state.view(0) == b.session.state.view(0)
    assert a.session.uid == b.session.uid == "daily:swoop:2026-11-24"
    c = controller(today="2026-11-25")
    c.ui("daily", "swoop")
    assert c.session is not None and c.session.state.view(0)["hand"] != \
        a.session.state.view(0)["hand"]


#: A Swap Poker hand's kind as the daily line says it (no ranks: they name cards).
KIND = (r"(no pair|a pair|two pair|three of a kind|a straight|a flush|a full house"
        r"|four of a kind|a straight flush)")
MOVES = r"\d+ (swaps?|stacks?|pass(es)?)"


@pytest.mark.parametrize("game, pattern", [
    ("swoop", r"^Swoop daily 2026-11-24: (went out in \d+ turns?|did not go out \(\d+ turns?\))"
              r", \d+ points?, \d+ swoops?$"),
    ("swingo", r"^Swingo Poker daily 2026-11-24: [+\u2212]?\d+ chips after \d+ hands?, "
               r"\d+(st|nd|rd|th) of 4$"),
    # the kind of hand, not its ranks (playtest 9: "(Three Sevens)" names the deal's cards)
    # the kinds of hand and how you moved: every game is 12 moves each (P-2), so
    # "in 12 moves" (playtest 16, every day) said nothing
    ("swap-poker", rf"^Swap Poker daily 2026-11-24: (won, {KIND} against {KIND}|lost, {KIND}"
                   rf" against {KIND}|a draw, {KIND} each) \({MOVES}(, {MOVES})*\)$"),
])
def test_a_finished_daily_offers_a_spoiler_free_share_line_and_keeps_a_streak(
        game: str, pattern: str) -> None:
    c = controller()
    c.ui("daily", game)
    play_out(c)
    text = c.share.daily_text()
    assert text is not None and re.match(pattern, text), text
    assert not re.search(r"[\u2660\u2665\u2666\u2663]|\b(10|[2-9AJQKT])[shdc]\b", text)
    html = str(c.html())
    assert 'data-testid="share-daily"' in html and text in html.replace("&#x27;", "'")
    # Share leads, the one primary button (playtest 16: Rematch, primary, above it)
    primaries = [re.search(r'data-testid="([\w-]+)"', b).group(1)  # type: ignore[union-attr]
                 for b in re.findall(r"<button[^>]*>", html) if "btn-primary" in b]
    assert primaries == ["share-daily"]
    assert html.index('data-testid="daily-text"') < html.index('data-testid="rematch"')
    c.ui("share-daily")
    assert c.share.browser.shared == [text]  # type: ignore[attr-defined]
    # says which happened (playtest 9: "Shared, or copied to paste where you like.")
    assert "Copied: paste it where you like." in str(c.html())
    assert daily.streak(c.stats, game, DATE) == 1
    c.ui("lobby")
    assert "streak 1 day" in str(c.html())


def test_the_swap_poker_daily_line_names_kinds_of_hand_and_how_you_moved() -> None:
    """P-2: twelve moves each, always; P-6: the kinds of the two hands, never ranks."""
    flush, two_pair = 5 << 20, 2 << 20
    view = {"games": [{"winners": [1], "hands": [{"seat": 0, "value": two_pair},
                                                 {"seat": 1, "value": flush}]}]}
    kinds = ["swap"] * 4 + ["pass"] * 7 + ["stack"]
    line = daily.share_text("swap-poker", "Swap Poker", DATE, view, 1, 12, {}, kinds)
    assert line == (f"Swap Poker daily {DATE}: won, a flush against two pair"
                    " (4 swaps, 1 stack, 7 passes)")
    assert daily.share_text("swap-poker", "Swap Poker", DATE, view, 0, 12, {},
                            ["pass"]).endswith(": lost, two pair against a flush (1 pass)")
    view["games"][0].update(draw=True, winners=[])
    assert daily.share_text("swap-poker", "Swap Poker", DATE, view, 0, 0, {}, []).endswith(
        ": a draw, two pair each")


# -- deal links --------------------------------------------------------------------

def test_a_deal_link_carries_game_options_seats_and_seed() -> None:
    setup = Setup("swingo", [Seat("You"), Seat("Ana", "bot", "easy"), Seat("Bo")], 123456789,
                  {"variant": "low", "hands": 3})
    url = share.link_url("https://cards.example/play/?seed=4#old", setup)
    assert url.startswith("https://cards.example/play/?seed=4#deal=")
    back = share.decode_link(url.split("#", 1)[1])
    assert back.to_json() == setup.to_json()


@pytest.mark.parametrize("fragment, says", [
    ("#deal=", "damaged"),
    ("#deal=%%%!", "damaged"),
    ("#deal=eyJ2IjoxLCJnYW1lIjoic3dv", "damaged"),  # cut short
    ("#deal=" + share.encode_link(Setup("chess", [Seat("You")], 1))[5:], "does not have"),
])
def test_a_bad_deal_link_says_so(fragment: str, says: str) -> None:
    with pytest.raises(share.LinkError, match=says):
        share.decode_link(fragment)


def _link(body: dict) -> str:
    import base64

    raw = json.dumps(body).encode()
    return "#deal=" + base64.urlsafe_b64encode(raw).decode().rstrip("=")


@pytest.mark.parametrize("body, says", [
    ({"v": 2, "game": "swoop", "seed": 1, "options": {}, "seats": [["You", "human", "hard"]]},
     "another version"),
    ({"v": 1, "game": "swoop", "seed": 1, "options": {}, "seats": [["You", "human", "hard"]]},
     "3 to 8 players"),
    ({"v": 1, "game": "swoop", "seed": 1, "options": {"target": 0},
      "seats": [["You", "human", "hard"]] * 3}, "target"),
    ({"v": 1, "game": "swoop", "seed": 1, "options": {},
      "seats": [["A", "bot", "hard"]] * 3}, "seats are damaged|no seat for a person"),
    ({"v": 1, "game": "swoop", "seed": -5, "options": {},
      "seats": [["You", "human", "hard"]] * 3}, "deal number"),
    ({"v": 1, "game": "swoop", "seed": 1, "options": {}, "seats": [["You", "wizard", "x"]] * 3},
     "seats are damaged"),
])
def test_a_deal_link_that_is_not_a_game_here_says_why(body: dict, says: str) -> None:
    with pytest.raises(share.LinkError, match=says):
        share.decode_link(_link(body))


def test_opening_a_deal_link_asks_before_replacing_a_game_then_deals_the_same() -> None:
    c = controller()
    c.start_game()
    s = c.session
    assert s is not None
    one_move(c)
    saved = c.p.storage.get("cardtable.save.v1")  # type: ignore[attr-defined]
    setup = Setup("swoop", [Seat("You"), Seat("Ana", "bot", "hard"), Seat("Ben", "bot")], 77, {})
    assert c.share.open_fragment("#" + share.encode_link(setup))
    assert c.confirm == "link" and 'data-testid="confirm"' in str(c.html())
    c.ui("confirm-no")
    assert c.session is s and c.p.storage.get("cardtable.save.v1") == saved  # type: ignore
    assert c.screen == "table"  # "Keep playing" means the game in progress, as it was
    c.share.open_fragment("#" + share.encode_link(setup))
    c.ui("confirm-yes")
    assert c.session is not s and c.session is not None
    assert c.session.setup.to_json() == setup.to_json()
    fresh = new_game("swoop", players=3, seed=77)
    assert c.session.state.view(0) == fresh.view(0) and c.screen == "table"
    assert c.share.browser.cleared == 2  # type: ignore[attr-defined]


def test_keep_playing_instead_of_the_daily_deal_returns_to_the_table() -> None:
    """Like "Start a new game?": the lobby's daily deal over a game in progress asks
    first, and "Keep playing" went back to the lobby, not to the game."""
    c = controller()
    c.start_game()
    s = c.session
    one_move(c)
    c.ui("lobby")
    c.ui("daily", "swoop")
    assert c.confirm == "daily" and 'data-testid="confirm"' in str(c.html())
    c.ui("confirm-no")
    assert c.session is s and c.screen == "table"
    assert 'data-testid="screen-table"' in str(c.html())


def test_a_bad_deal_link_lands_in_the_lobby_with_a_message_and_keeps_the_game() -> None:
    c = controller()
    c.start_game()
    s = c.session
    assert c.share.open_fragment("#deal=not*valid")
    assert c.screen == "lobby" and c.session is s and c.confirm is None
    html = str(c.html())
    assert 'data-testid="share-notice"' in html and "damaged" in html
    # said at the top, above the new game form (the lobby lists the files last)
    assert html.index('data-testid="share-notice"') < html.index('data-testid="lobby-form"')
    assert not c.share.open_fragment("#something-else")


def test_a_file_that_cannot_be_imported_is_said_where_it_was_chosen() -> None:
    """The lobby lists the game files last (the new game form first): what an
    import or a copied link came to is said in that panel, where the person is."""
    c = controller()
    c.share.import_text("{not a save")
    html = str(c.html())
    files = html.index('data-testid="files"')
    assert html.index('data-testid="share-notice"') > files > html.index(
        'data-testid="lobby-form"')
    assert html.count('data-testid="share-notice"') == 1


def test_copy_link_copies_and_shows_the_link() -> None:
    c = controller()
    c.start_game()
    c.ui("lobby")
    c.ui("copy-link")
    link = c.share.browser.copied[-1]  # type: ignore[attr-defined]
    assert link.startswith("https://cards.example/index.html#deal=")
    assert c.session is not None
    assert share.decode_link(link.split("#")[1]).to_json() == c.session.setup.to_json()
    assert 'data-testid="link-text"' in str(c.html()) and link in str(c.html())


# -- game files ------------------------------------------------------------------

def test_export_then_import_gives_the_same_game() -> None:
    a = controller()
    a.start_game()
    s = a.session
    assert s is not None
    for _ in range(3):
        one_move(a)
    a.ui("lobby")
    a.ui("export")
    name, text = a.share.browser.downloads[-1]  # type: ignore[attr-defined]
    assert re.fullmatch(r"card-table-swoop-deal-\d+-\d+-moves\.json", name)
    b = controller(FakePlatform())
    b.share.import_text(text)
    assert b.session is not None and b.screen == "table"
    assert b.session.state.to_json() == s.state.to_json()
    assert b.session.setup.to_json() == s.setup.to_json()
    assert b.p.storage["cardtable.save.v1"] == b.session.to_save()  # type: ignore


def _tampered(text: str) -> str:
    data = json.loads(text)
    game = json.loads(data["game"])
    game["seed"] += 1  # the checksum no longer matches
    data["game"] = json.dumps(game)
    return json.dumps(data)


@pytest.mark.parametrize("make, says", [
    (lambda t: t[: len(t) // 2], "not valid JSON"),
    (_tampered, "edited or damaged"),
    (lambda t: json.dumps({"hello": "world"}), "not a Card Table game"),
    (lambda t: json.loads(t)["game"], "not a Card Table game"),  # the engine's save alone
    (lambda t: "PNG\x00\x01binary", "not a Card Table game"),
])
def test_a_corrupt_tampered_or_foreign_file_says_so_and_changes_nothing(make, says) -> None:
    c = controller()
    c.start_game()
    s = c.session
    assert s is not None
    storage = dict(c.p.storage)  # type: ignore[attr-defined]
    c.share.import_text(make(s.to_save()))
    assert c.session is s and c.confirm is None
    assert c.p.storage == storage  # type: ignore[attr-defined]
    assert says in c.share.notice and "Nothing was changed" in c.share.notice
    c.ui("lobby")
    assert says in str(c.html())


def test_importing_over_a_game_in_progress_asks_first() -> None:
    other = controller()
    other.form.game = "swap-poker"
    other.lobby_change("game", "swap-poker")
    other.start_game()
    assert other.session is not None
    text = other.session.to_save()
    c = controller()
    c.start_game()
    s = c.session
    c.share.import_text(text)
    assert c.confirm == "import" and c.session is s
    assert "Open the imported game?" in str(c.html())
    c.ui("confirm-yes")
    assert c.session is not s and c.session is not None
    assert c.session.setup.game == "swap-poker"


# -- replays -----------------------------------------------------------------------

def test_replay_steps_through_the_seat_view_at_each_move() -> None:
    c = controller()
    c.start_game()
    play_out(c)
    s = c.session
    assert s is not None and s.over
    c.ui("replay", "game")
    r = c.share.replay
    assert r is not None and r.step == 0 and r.viewer == 0
    fresh = new_game("swoop", players=len(s.names), seed=s.setup.seed, options=s.setup.options)
    for k in range(5):
        assert r.state_at(r.step).view(0) == fresh.view(0)
        c.ui("replay-forward")
        fresh.apply(*s.state.log[k])
    c.ui("replay-last")
    assert r.step == len(s.state.log) and r.state_at(r.step).view(0) == s.state.view(0)
    assert 'data-testid="replay-result"' in str(c.html())
    c.ui("replay-back")
    assert r.step == len(s.state.log) - 1
    c.ui("replay-first")
    assert r.step == 0
    c.act({"action": "{}"})  # the table under a replay is untouched
    c.ui("replay-close")
    assert c.share.replay is None and c.session is s


def test_a_match_replay_shows_each_game_dealt_after_the_last_ones_result() -> None:
    """P-7 (playtest 18: after game 1's result the replay went on to "Ana swaps Q♣
    with 10♠", game 2's deal never shown). At a game's end: its result, then the
    next game as dealt, then its first move."""
    c = controller()
    c.lobby_change("game", "swap-poker")
    c.form.seats = [Seat("You"), Seat("Ana", "bot", "easy")]
    c.form.options["games"] = 3
    c.start_game()
    play_out(c)
    s = c.session
    assert s is not None and s.over and len(s.state.ends) >= 2
    c.ui("replay", "game")
    r = c.share.replay
    assert r is not None
    end = s.state.ends[0]
    r.go(end)
    html = str(c.html())
    assert 'data-testid="replay-round-result"' in html
    c.ui("replay-forward")
    assert r.step == end and r.dealt
    html = htmlmod.unescape(str(c.html()))
    assert 'data-testid="replay-round-result"' not in html and 'data-testid="table"' in html
    assert f"Move {end} of {r.end} \u00b7 the start of game 2" in html
    caption = re.search(r'data-testid="replay-caption">([^<]*)<', html)
    assert caption is not None and "Game 2: " in caption.group(1), html
    assert r.state_at(end).view(0)["game_no"] == 2
    c.ui("replay-forward")
    assert r.step == end + 1 and not r.dealt
    c.ui("replay-back")
    assert r.step == end and r.dealt
    c.ui("replay-back")
    assert r.step == end and not r.dealt


def test_a_replay_says_each_move_once() -> None:
    """Playtest 13: the replay's caption said "The start." and the felt's line under
    the pile said it again; every move was written twice."""
    c = controller()
    c.start_game()
    play_out(c)
    c.ui("replay", "game")
    for _ in range(3):
        page = str(c.html())
        caption = re.search(r'data-testid="replay-caption">([^<]*)<', page)
        assert caption is not None and caption.group(1)
        assert page.count(caption.group(1)) == 1
        c.ui("replay-forward")


def test_replay_play_moves_on_at_speed() -> None:
    c = controller()
    c.start_game()
    play_out(c)
    c.ui("replay", "game")
    r = c.share.replay
    assert r is not None
    r.go(r.end - 3)
    r.playing = True
    asyncio.run(c.share._run(c.share.replay_generation))
    assert r.step == r.end and not r.playing


def test_a_solo_replay_can_show_the_bots_cards_only_once_the_game_is_over() -> None:
    c = controller()
    c.start_game()
    s = c.session
    assert s is not None
    for _ in range(4):  # not over yet: no switch
        one_move(c)
    assert not Replay(s.to_save()).can_reveal
    play_out(c)
    c.ui("replay", "game")
    r = c.share.replay
    assert r is not None and r.can_reveal
    c.ui("replay-forward")
    html = str(c.html())
    assert 'data-testid="replay-reveal-switch"' in html
    assert 'data-testid="replay-reveal"' not in html
    c.ui("replay-reveal")
    html = str(c.html())
    panel = html[html.index('data-testid="replay-reveal"'):]
    for bot in (1, 2):
        hand = r.state_at(r.step).view(bot)["hand"]
        section = panel[panel.index(f'data-testid="reveal-{bot}"'):]
        section = section[:section.index("</li>")]
        assert sorted(re.findall(r'data-card="([^"]+)"', section)) == sorted(hand)


def _pass_and_play_swingo() -> Controller:
    c = controller()
    c.lobby_change("game", "swingo")
    c.lobby_change("players", "3")
    c.form.seats = [Seat("Ann", "human"), Seat("Bob", "human"), Seat("Cy", "bot", "easy")]
    c.form.options["hands"] = 2
    c.start_game()
    play_out(c, pick=1)
    return c


def test_a_pass_and_play_replay_never_shows_anyones_own_cards() -> None:
    c = _pass_and_play_swingo()
    s = c.session
    assert s is not None and s.over and not s.solo
    c.ui("replay", "game")
    r = c.share.replay
    assert r is not None and r.viewer is None and not r.can_reveal
    seen_private = 0
    for step in range(r.start, r.end + 1):
        r.go(step)
        html = str(c.html())
        state = r.state_at(step)
        for seat in range(3):
            own = set(state.view(seat)["own"]["cards"] if state.view(seat).get("own") else [])
            hidden = {x for x in own if x not in json.dumps(state.view(None))}
            seen_private += len(hidden)
            assert not hidden & cards_in(html), (step, seat, hidden & cards_in(html))
            for code in hidden:  # in no form: no code in any attribute, no card name
                name = Card.parse(code).name
                assert f'"{code}"' not in html and f"&quot;{code}&quot;" not in html, code
                assert name not in html, (step, name)
        assert "replay-reveal" not in html
    assert seen_private > 0  # there were private cards to keep hidden
    position = re.search(r'data-testid="replay-position"[^>]*>([^<]*)<', html)
    assert position and htmlmod.unescape(position.group(1)) == (
        f"Move {r.end - r.start} of {r.end - r.start} \u00b7 what everyone saw,"
        " with nobody's own cards")  # one plain phrase, not "saw: nobody's ... shown."


def play_to_result(c: Controller, moves: int = 5000) -> None:
    """Play on (the person's first legal move, the bots' own) to the next result."""
    s = c.session
    assert s is not None

    async def run() -> None:
        for _ in range(moves):
            if s.pending_result or s.over:
                return
            if c.bots_pending():
                await c.run_bots()
            else:
                seat = s.next_human()
                assert seat is not None
                c.act({"action": json.dumps(s.legal_json(seat)[0])})
    asyncio.run(run())


def swingo_match(hands: int = 3) -> tuple[Controller, Session]:
    """A solo Swingo match of ``hands`` hands, started."""
    c = controller()
    c.lobby_change("game", "swingo")
    c.form.options["hands"] = hands
    c.start_game()
    assert c.session is not None
    return c, c.session


def test_after_a_hand_its_replay_starts_at_the_hand() -> None:
    c, s = swingo_match()
    play_to_result(c)
    c.ui("next-result")
    play_to_result(c)  # the second hand's result
    assert s.pending_result and len(s.state.ends) == 2
    assert 'data-testid="replay-hand"' in str(c.html())
    c.ui("replay", "hand")
    r = c.share.replay
    assert r is not None and (r.start, r.end) == s.state.ends
    assert "(this hand)" in str(c.html())


def test_a_replay_ends_a_hand_at_its_result_not_at_the_next_hands_cards() -> None:
    """Playtest 14: "Replay this hand", move 13 of 13, showed "Hand 2 of 3", the new
    dealer and the person's next hand (three Sevens) before Next hand was pressed.
    The move that ends a hand shows its result, as the table did."""
    c, s = swingo_match()
    play_to_result(c)
    assert s.state.view(0)["own"]["cards"]  # the next hand's, dealt but not yet seen
    c.ui("replay", "hand")
    c.ui("replay-last")
    page = str(c.html())
    assert 'data-testid="replay-round-result"' in page
    assert 'data-testid="table"' not in page and 'data-testid="mine"' not in page
    assert "Hand 2" not in page  # nor its deal and blinds in the caption
    c.ui("replay-back")
    page = str(c.html())
    assert 'data-testid="table"' in page and 'data-testid="replay-round-result"' not in page


@pytest.mark.parametrize(("game", "options", "word"), [
    ("swoop", {"target": 2000}, "deal"), ("swap-poker", {"games": 5}, "game"),
    ("swingo", {"hands": 3}, "hand")])
def test_a_result_offers_to_replay_it_in_the_games_own_word(game, options, word) -> None:
    """Playtest: "Replay this hand" under a Swoop deal's result. Each game says its
    own word (W-11 deals, S-2 hands, P-7 games) on the button and in the replay."""
    c = controller()
    c.lobby_change("game", game)
    c.form.options.update(options)
    c.start_game()
    s = c.session
    assert s is not None

    play_to_result(c)
    c.ui("next-result")
    play_to_result(c)  # the second: its replay starts after the first
    assert s.pending_result and not s.over
    html = htmlmod.unescape(str(c.html()))
    others = {"hand", "deal", "game"} - {word}
    assert f"Replay this {word}</button>" in html
    assert not any(f"Replay this {w}" in html for w in others)
    c.ui("replay", "hand")
    html = htmlmod.unescape(str(c.html()))
    assert f" (this {word}) \u00b7 " in html and f"The start of this {word}." in html
    assert not any(f"this {w}" in html for w in others)
    from cardui.screens import undo_off_text
    assert undo_off_text(game, "end") == f"Can't undo: that {word} is over"


def test_the_last_twenty_finished_games_are_kept_for_replays() -> None:
    store: dict[str, str] = {}
    for i in range(KEEP + 5):
        remember(store.get, store.__setitem__,
                 {"uid": f"g{i}", "game": "swoop", "save": "x" * 10, "names": []})
    kept = finished_list(store[FINISHED_KEY])
    assert [e["uid"] for e in kept] == [f"g{i}" for i in range(5, KEEP + 5)]

    def small(key: str, value: str) -> None:  # a full storage: only 3 fit
        if value.count('"uid"') > 3:
            raise RuntimeError("QuotaExceededError")
        store[key] = value
    remember(store.get, small, {"uid": "new", "game": "swoop", "save": "y", "names": []})
    assert [e["uid"] for e in finished_list(store[FINISHED_KEY])] == ["g23", "g24", "new"]
    # never more than MAX_CHARS in all: big saves push the oldest out, and one
    # bigger than that alone is not kept (the list stays as it was)
    big = "z" * (MAX_CHARS // 3)
    for i in range(3):
        remember(store.get, store.__setitem__, {"uid": f"b{i}", "game": "swingo", "save": big})
    assert [e["uid"] for e in finished_list(store[FINISHED_KEY])] == ["b1", "b2"]
    assert len(store[FINISHED_KEY]) <= MAX_CHARS
    remember(store.get, store.__setitem__,
             {"uid": "huge", "game": "swingo", "save": "z" * MAX_CHARS})
    assert [e["uid"] for e in finished_list(store[FINISHED_KEY])] == ["b1", "b2"]


def test_the_statistics_list_finished_games_to_replay() -> None:
    c = controller()
    c.start_game()
    play_out(c)
    s = c.session
    assert s is not None
    c.ui("lobby")
    html = str(c.html())
    assert 'data-testid="replay-recent"' in html and f'data-arg="{s.uid}"' in html
    c.ui("new-game")
    c.ui("replay", s.uid)
    assert c.share.replay is not None and c.share.replay.end == len(s.state.log)
    assert c.share.replay.state_at(c.share.replay.end).to_json() == s.state.to_json()


def test_the_lobby_renders_without_a_page_for_the_prerendered_start() -> None:
    """The build renders the lobby under CPython (no date, no clipboard): the daily
    tiles and Import are there, nothing needs the page."""
    c = Controller(FakePlatform(), Params())
    c.boot()
    html = str(c.html())
    for game in ("swoop", "swingo", "swap-poker"):
        assert f'data-testid="daily-{game}"' in html
    assert 'data-testid="import-file"' in html and "today&#x27;s deal" in html
    c.ui("daily", "swoop")  # no date: says so, deals nothing
    assert c.session is None and "date" in c.share.notice


def test_the_same_moves_in_the_daily_deal_meet_the_same_answers() -> None:
    """The bots' choices come from the seed and their views: two people making the
    same moves on the same day end with the same game."""
    ends = []
    for _ in range(2):
        c = controller(FakePlatform())
        c.ui("daily", "swap-poker")
        play_out(c, pick=1)
        assert c.session is not None and c.session.over
        ends.append(c.session.state.to_json())
    assert ends[0] == ends[1]
