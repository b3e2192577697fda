"""The largest realistic save of each game stays small enough to store after
every move (issue 20.2). A save is the setup, the seed and the action log
(``State.to_json()``), so its size follows the number of actions: the longest
matches the lobby offers are played out and measured. Bots are quick ones
(random, or a passive caller for Swingo, which random play ends early by
busting); ``-s`` prints the sizes."""

from __future__ import annotations

import random

import pytest

from cardtable import State, new_game
from cardtable.actions import Action
from cardtable.bots import RandomBot, choose_action, make_bot

KB = 1024


def _passive(state: State, seat: int, rng: random.Random) -> Action:
    """Check or call when allowed (else the first legal action): Swingo hands
    then last their full length and nobody busts, so all 1,000 are dealt."""
    legal = state.legal_actions(seat)
    for kind in ("check", "call"):
        for action in legal:
            if action.to_json().get("type") == kind:
                return action
    return legal[0]


def _play(game: str, players: int, seed: int, options: dict, how: str) -> State:
    state = new_game(game, players=players, seed=seed, options=options)
    rng = random.Random(seed)
    bot = RandomBot() if how == "random" else make_bot(game, how) if how != "passive" else None
    while not state.is_over:
        seat = state.to_act[0]
        action = (_passive(state, seat, rng) if bot is None
                  else choose_action(state, seat, bot, rng))
        state.apply(seat, action)
    return state


def _size(state: State) -> int:
    return len(state.to_json().encode("utf-8"))


@pytest.mark.parametrize(("game", "players", "options", "how", "limit", "seeds"), [
    # P-7: a best-of-9 Swap Poker match, the longest the lobby offers
    ("swap-poker", 2, {"games": 9}, "medium", 16 * KB, 3),
    # W-11: a 500-point Swoop match at the biggest table (8 players)
    ("swoop", 8, {"target": 500}, "random", 256 * KB, 3),
    # S-2: a 1,000-hand Swingo match, heads-up, every hand played out
    ("swingo", 2, {"hands": 1000}, "passive", 320 * KB, 1),
])
def test_the_largest_realistic_save_stays_under_its_size(game, players, options, how, limit,
                                                         seeds):
    sizes = [_size(_play(game, players, seed, options, how)) for seed in range(seeds)]
    print(f"\n{game} {players} players {options} ({how} bots): largest save "
          f"{max(sizes):,} bytes of {sizes} (limit {limit // KB} KB)")
    assert max(sizes) < limit


@pytest.mark.slow
def test_a_ten_player_thousand_hand_swingo_save_stays_under_1_5_mb():
    """S-2: the biggest Swingo table (10 players) for 1,000 hands."""
    size = _size(_play("swingo", 10, 1, {"hands": 1000}, "passive"))
    print(f"\nswingo 10 players 1,000 hands (passive bots): {size:,} bytes")
    assert size < 1536 * KB
