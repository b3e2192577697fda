"""One conformance check for every game (OpenSpiel's random_sim_test, in our contract).

``random_playthrough`` plays a seeded random game to the end and checks after
every step: someone is to act until the game is over; every seat in ``to_act``
has a legal action and every one it is offered applies (each tried on a clone, an
offered range of amounts at its minimum and maximum, the state left untouched); an
action of a seat that is not to act raises ``IllegalAction`` and changes nothing; the
game's
``public_state`` counters (cards, chips) are conserved; views are JSON-able;
and at the end the save round-trips and the log replays to the same state.
"""

from __future__ import annotations

import json
import random
from typing import Any

import cardtable
from cardtable import IllegalAction, State
from cardtable.actions import AmountRange, playable
from tests.helpers import assert_rejected


def random_playthrough(
    game_id: str,
    *,
    players: int | None = None,
    seed: int = 0,
    options: dict[str, Any] | None = None,
    max_steps: int = 20_000,
    check_every: int = 1,
) -> State:
    state = cardtable.new_game(game_id, players=players, seed=seed, options=options)
    rng = random.Random(seed)
    conserved = state.public_state()
    for step in range(max_steps):
        if state.is_over:
            break
        to_act = state.to_act
        assert to_act, f"step {step}: nobody to act but the game is not over"
        if step % check_every == 0:
            _check_out_of_turn_is_rejected(state, to_act)
            for s in to_act:
                _check_every_offer_applies(state, s)
            for seat in range(state.players):
                json.dumps(state.view(seat))
            assert state.public_state() == conserved, f"step {step}: conservation broken"
        seat = to_act[rng.randrange(len(to_act))]
        legal = state.legal_actions(seat)
        assert legal, f"step {step}: seat {seat} is to act but has no legal action"
        action = playable(legal[rng.randrange(len(legal))], rng)
        state.apply(seat, action)
    else:
        raise AssertionError(f"{game_id} did not end within {max_steps} steps")
    assert state.to_act == () and state.outcome is not None
    assert state.public_state() == conserved
    text = state.to_json()
    assert cardtable.load_game(text).to_json() == text
    return state


def _check_every_offer_applies(state: State, seat: int) -> None:
    before = state.to_json(), state.view(None), state.view(seat)
    for offer in state.legal_actions(seat):
        actions = [offer.at(offer.min), offer.at(offer.max)] if isinstance(
            offer, AmountRange) else [offer]
        for action in actions:
            trial = state.clone()
            try:
                trial.apply(seat, action)
            except IllegalAction as exc:
                raise AssertionError(f"seat {seat} was offered {action!r}, which does not"
                                     f" apply: {exc}") from None
    after = state.to_json(), state.view(None), state.view(seat)
    assert after == before, "trying the offers on clones changed the state"


def _check_out_of_turn_is_rejected(state: State, to_act: tuple[int, ...]) -> None:
    idle = [s for s in range(state.players) if s not in to_act]
    if not idle:
        return
    some_action = playable(state.legal_actions(to_act[0])[0], random.Random(0))
    assert_rejected(state, idle[0], some_action, code="not-your-turn")
