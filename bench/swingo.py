"""Swingo Poker speed: random-play hands per second and bot decisions per second.

``python -m bench swingo [--seconds 3] [--players 5]``
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

CORE = Path(__file__).resolve().parents[1] / "core"
if str(CORE) not in sys.path:
    sys.path.insert(0, str(CORE))

from bench.rounds import rounds, summary  # noqa: E402
from cardtable import bot_rng, new_game  # noqa: E402
from cardtable.actions import playable  # noqa: E402
from cardtable.bots import choose_action, make_bot  # noqa: E402
from cardtable.games.swingo.actions import Stop  # noqa: E402


def random_hands(seconds: float, players: int, seed: int) -> tuple[int, float]:
    rng = random.Random(seed)
    hands, start, k = 0, time.perf_counter(), 0
    while time.perf_counter() - start < seconds:
        state = new_game("swingo", players=players, seed=seed + k, options={"hands": 20})
        k += 1
        while not state.is_over:
            seat = state.to_act[0]
            legal = [a for a in state.legal_actions(seat) if not isinstance(a, Stop)]
            state.apply(seat, playable(legal[rng.randrange(len(legal))], rng))
        hands += state.hand_no
    return hands, time.perf_counter() - start


def bot_decisions(level: str, seconds: float, players: int, seed: int) -> tuple[int, float]:
    bot = make_bot("swingo", level)
    decisions, spent, k = 0, 0.0, 0
    while spent < seconds:
        state = new_game("swingo", players=players, seed=seed + k, options={"hands": 1})
        k += 1
        rngs = [bot_rng(seed + k, s) for s in range(players)]
        while not state.is_over:
            seat = state.to_act[0]
            t = time.perf_counter()
            action = choose_action(state, seat, bot, rngs[seat])
            spent += time.perf_counter() - t
            decisions += 1
            state.apply(seat, action)
    return decisions, spent


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="bench.swingo")
    p.add_argument("--seconds", type=float, default=3.0)
    p.add_argument("--players", type=int, default=5)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    measured = rounds(lambda seconds: random_hands(seconds, args.players, args.seed), args.seconds)
    print(f"random play: {summary(measured, 'hands')}, {args.players} players")
    for level in ("easy", "medium", "hard"):
        n, spent = bot_decisions(level, args.seconds, args.players, args.seed)
        print(f"{level:<6} bot: {n / spent:,.0f} decisions/s ({n} decisions)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
