"""Bot decision timing on fixed, seeded positions, the same in CPython and Pyodide.

A position is what a bot is given: ``{"game", "view", "legal"}`` (JSON). The
bench samples positions once in CPython, then times the bots on exactly those
positions in both runtimes, so the two sets of figures compare like for like.
Two kinds: positions reached by random play (:func:`sample_positions`: early and
odd positions too), and positions a level meets in whole games of its own kind
(:func:`game_positions`: every seat played by that level, the decisions a person
waits for, where the bots think longest: big multiway pots, close endings).
"""

from __future__ import annotations

import random
import time

from ..actions import Action, action_from_json, is_offered
from ..bots import Reason, make_bot
from ..engine import JSON, State, bot_rng, game_types, new_game
from .play import BotChooser, play_out, random_chooser


def sample_positions(game_id: str, count: int, seed: int,
                     options: JSON | None = None) -> list[JSON]:
    """``count`` positions of ``game_id`` (with ``options``) reached by seeded
    random play."""
    rng = random.Random(seed)
    positions: list[JSON] = []
    while len(positions) < count:
        state = new_game(game_id, seed=rng.randrange(1 << 30), options=options)
        play_out(state, random_chooser(rng), limit=rng.randrange(60))
        if state.is_over:
            continue
        seat = state.to_act[0]
        positions.append({
            "game": game_id,
            "view": state.view(seat),
            "legal": [a.to_json() for a in state.legal_actions(seat)],
        })
    return positions


def game_positions(game_id: str, level: str, count: int, seed: int,
                   games: int = 4, options: JSON | None = None) -> list[JSON]:
    """``count`` positions that ``level`` bots meet when they play ``games`` whole
    seeded games of ``game_id`` (default setup, or ``options``) in every seat, chosen by a seeded
    draw from every decision with more than one legal move (a match that runs long
    is cut after 600 moves)."""
    rng = random.Random(seed)
    found: list[JSON] = []
    for _ in range(games):
        game_seed = rng.randrange(1 << 30)
        state = new_game(game_id, seed=game_seed, options=options)
        n = state.players
        chooser = BotChooser([make_bot(game_id, level) for _ in range(n)],
                             [bot_rng(game_seed, s, "timing") for s in range(n)])

        def keep(state: State, seat: int, action: Action, reason: Reason | None) -> None:
            legal = state.legal_actions(seat)
            if len(legal) > 1:
                found.append({"game": game_id, "view": state.view(seat),
                              "legal": [a.to_json() for a in legal]})

        play_out(state, chooser, keep, limit=600)
    picked = sorted(rng.sample(range(len(found)), min(count, len(found))))
    return [found[i] for i in picked]


def decision_times(level: str, positions: list[JSON], seed: int = 0) -> list[float]:
    """Milliseconds a ``level`` bot takes to choose at each position."""
    types = game_types()
    times: list[float] = []
    for i, pos in enumerate(positions):
        kinds = types[pos["game"]].action_types
        legal = [action_from_json(a, kinds) for a in pos["legal"]]
        bot = make_bot(pos["game"], level)
        rng = random.Random(seed + i)
        start = time.perf_counter()
        choice = bot.choose(pos["view"], legal, rng)
        times.append((time.perf_counter() - start) * 1000)
        assert is_offered(choice, legal), f"{level} bot chose an illegal action"
    return times
