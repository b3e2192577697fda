"""``cardtable.bots.decision``: the one entry point for a bot's move, used by the
page and the bot worker (issue 17). Paced thinking gives the same moves."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from cardtable import listed_games, new_game
from cardtable.actions import playable
from cardtable.bots import bot_levels
from cardtable.bots.decision import PacedRandom, answer_json, decide
from cardtable.engine import bot_rng


def positions(game: str, count: int = 8) -> list[dict[str, Any]]:
    """Requests for the seat to act along one game played by random legal moves."""
    state = new_game(game, players=None, seed=21)
    rng = random.Random(5)
    out = []
    while not state.is_over and len(out) < count:
        seat = state.to_act[0]
        legal = state.legal_actions(seat)
        out.append({"game": game, "seat": seat, "seed": 21, "view": state.view(seat),
                    "legal": [a.to_json() for a in legal]})
        state.apply(seat, playable(legal[rng.randrange(len(legal))], rng))
    return out


GAMES = [t.id for t in listed_games()]


@pytest.mark.parametrize("game", GAMES)
def test_paced_thinking_gives_the_same_moves_and_reasons(game: str) -> None:
    paces = 0

    def pace() -> None:
        nonlocal paces
        paces += 1

    for level in bot_levels(game):
        for request in positions(game):
            request = {**request, "level": level}
            assert decide(request, pace=pace) == decide(request)
    # a hard bot's sampling paces (Swingo's preflop play draws nothing: more moves)
    paces = 0
    for request in positions(game, 26):
        decide({**request, "level": "hard"}, pace=pace)
    assert paces > 20


def test_a_paced_generator_draws_the_same_numbers() -> None:
    plain = bot_rng(7, 1, "bot:3")
    paced = PacedRandom(bot_rng(7, 1, "bot:3"), lambda: None)
    for _ in range(50):
        assert paced.random() == plain.random()
        assert paced.randrange(1000) == plain.randrange(1000)
        items, other = list(range(20)), list(range(20))
        paced.shuffle(items)
        plain.shuffle(other)
        assert items == other
        assert paced.sample(range(52), 5) == plain.sample(range(52), 5)


def test_the_workers_entry_answers_json_with_the_id() -> None:
    request = {**positions(GAMES[0], 1)[0], "level": bot_levels(GAMES[0])[0], "id": 9}
    reply = json.loads(answer_json(json.dumps(request)))
    action, reason = decide(request)
    assert reply == {"id": 9, "action": action, "reason": reason}


def test_the_workers_entry_names_what_went_wrong() -> None:
    assert json.loads(answer_json("{not json"))["id"] is None
    reply = json.loads(answer_json(json.dumps({"id": 4, "game": "no-such-game"})))
    assert reply["id"] == 4 and reply["error"].startswith("KeyError")
