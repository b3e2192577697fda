"""A new game is one module: registered with one bot here, and nothing else changed,
it is in the lobby (tile, tagline, player counts, options in their group, its bot
level), in the how-to index, in the statistics, and plays to the end on the generic
table with its own bot. (The registries are restored after each test.)"""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import Iterator, Sequence
from typing import Any

import pytest
from cardui import tables
from cardui.controller import Controller, Params
from cardui.howto import index_page
from cardui.screens import howto_href

import cardtable.bots as bots_mod
import cardtable.engine as engine_mod
from cardtable import Action, listed_games, register_game
from cardtable.bots import register_bot
from tests.toy_game import HighCard, Swap

from .conftest import FakePlatform

GAME = "toy-duel"


@pytest.fixture(autouse=True)
def registries(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Register the toy game and its one bot into copies of the registries."""
    monkeypatch.setattr(engine_mod, "_REGISTRY", dict(engine_mod.game_types()))
    bots_mod.bot_levels(GAME)  # the bot modules are imported before the copy
    monkeypatch.setattr(bots_mod, "_BOTS", dict(bots_mod._BOTS))

    @register_game
    class Duel(HighCard):
        game_id = GAME
        title = "Toy Duel"
        tagline = "One card each, one swap: the higher card wins."
        listed = True
        order = 50

    @register_bot(GAME, "hard")
    class AlwaysKeep:
        def choose(self, view: dict[str, Any], legal: Sequence[Action],
                   rng: random.Random) -> Action:
            return next(a for a in legal if not isinstance(a, Swap))

    yield


def controller(platform: FakePlatform) -> Controller:
    c = Controller(platform, Params(seed=4))
    c.boot()
    return c


def test_the_new_game_is_in_the_lobby_with_its_description_options_and_bot_level(platform):
    assert GAME in [t.id for t in listed_games()]
    c = controller(platform)
    assert c.lobby_change("game", GAME)
    html = c.html()
    assert f'data-testid="game-{GAME}"' in html and "Toy Duel" in html
    assert "One card each, one swap: the higher card wins." in html
    assert 'data-testid="options-table"' in html and "Allow swaps" in html  # its group
    assert "Each player may swap their card once." in html  # its help
    # only the level the game has a bot for, and new bot seats get it
    assert 'value="bot:hard"' in html and 'value="bot:medium"' not in html
    assert [(s.kind, s.level) for s in c.form.seats if s.kind == "bot"] == [("bot", "hard")]
    assert f'href="{howto_href(GAME)}"' in html and howto_href(GAME) == "howto/index.html"


def test_the_new_game_is_in_the_howto_index():
    page = index_page()
    assert f'data-testid="howto-{GAME}"' in page
    assert "Toy Duel" in page and "2 to 4 players" in page
    assert page.index("Swoop") < page.index("Swap Poker") < page.index("Toy Duel")  # order


def test_the_new_game_plays_on_the_generic_table_with_its_bot_and_counts_in_the_stats(
        platform):
    c = controller(platform)
    c.lobby_change("game", GAME)
    c.lobby_change("players", "3")
    c.start_game()
    assert c.screen == "table" and c.session.setup.game == GAME
    assert tables.table_for(GAME).game_id == GAME  # the generic table, made for it
    assert 'data-testid="table-generic"' in c.html()
    while not c.session.over:
        if c.bots_pending():
            asyncio.run(c.run_bots())
        else:
            seat = c.session.next_human()
            c.act({"action": json.dumps(c.session.legal_json(seat)[-1])})  # swap
    requests = platform.requests
    assert requests and {(r["game"], r["level"]) for r in requests} == {(GAME, "hard")}
    assert all(a.kind == "keep" for seat, a in c.session.state.log if seat != 0)  # its bot
    assert 'data-testid="results"' in c.html()
    assert json.loads(platform.storage["cardtable.stats.v1"])[GAME]["played"] == 1
    c.ui("lobby")
    assert f'data-testid="stats-{GAME}"' in c.html()


def test_tables_are_discovered_like_games():
    """Every module of ``cardui.tables`` (but the generic one) registers its table."""
    assert set(tables.tables()) >= {"swingo", "swoop", "swap-poker"}
