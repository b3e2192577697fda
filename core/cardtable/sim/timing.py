"""Bot decision timing on fixed, seeded positions, the same in CPython and Pyodide.

A position is what a bot is given: ``{"game", "view", "legal"}`` (JSON). The
bench samples positions once in CPython, then times the bots on exactly those
positions in both runtimes, so the two sets of figures compare like for like.
"""

from __future__ import annotations

import random
import time

from ..actions import action_from_json, is_offered
from ..bots import make_bot
from ..engine import JSON, game_types, new_game
from .play import play_out, random_chooser


def sample_positions(game_id: str, count: int, seed: int) -> list[JSON]:
    """``count`` positions of ``game_id`` reached by seeded random play."""
    rng = random.Random(seed)
    positions: list[JSON] = []
    while len(positions) < count:
        state = new_game(game_id, seed=rng.randrange(1 << 30))
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
