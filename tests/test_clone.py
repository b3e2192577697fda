"""``State.clone`` (the engine's generic copy, used by every game) shares nothing
mutable with the original but the history's entries (``log``, ``events``), which are
never changed once recorded; a clone plays on without touching the original."""

from __future__ import annotations

import random
from typing import Any

import pytest

import cardtable
from cardtable.actions import playable
from cardtable.engine import fresh_copy

GAMES = ("swingo", "swoop", "swap-poker")


def mutable_ids(value: Any, seen: dict[int, str], path: str) -> None:
    """The ids of every mutable object reachable from ``value``, with a path to it."""
    if isinstance(value, int | str | float | bool | type(None) | tuple | frozenset):
        if isinstance(value, tuple):
            for i, x in enumerate(value):
                mutable_ids(x, seen, f"{path}[{i}]")
        return
    params = getattr(type(value), "__dataclass_params__", None)
    if params is not None and params.frozen:
        return
    if id(value) in seen:
        return
    seen[id(value)] = path
    if isinstance(value, list):
        for i, x in enumerate(value):
            mutable_ids(x, seen, f"{path}[{i}]")
    elif isinstance(value, dict):
        for k, x in value.items():
            mutable_ids(x, seen, f"{path}[{k!r}]")
    elif isinstance(value, random.Random | set):
        return
    else:
        fields = getattr(value, "__dict__", None) or {
            name: getattr(value, name) for cls in type(value).__mro__
            for name in getattr(cls, "__slots__", ()) if hasattr(value, name)}
        for k, x in fields.items():
            mutable_ids(x, seen, f"{path}.{k}")


def played(game: str, moves: int, seed: int) -> cardtable.State:
    state = cardtable.new_game(game, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over:
            break
        seat = state.to_act[0]
        legal = state.legal_actions(seat)
        state.apply(seat, playable(legal[rng.randrange(len(legal))], rng))
    return state


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("moves", [0, 15, 60])
def test_a_clone_shares_no_mutable_object_and_plays_on_alone(game, moves):
    state = played(game, moves, seed=moves + 1)
    clone = state.clone()
    original: dict[int, str] = {}
    mutable_ids(state, original, "state")
    copied: dict[int, str] = {}
    mutable_ids(clone, copied, "clone")
    shared = {original[i] for i in original.keys() & copied.keys()
              if not original[i].startswith(("state.events[", "state.log["))}
    assert not shared, f"shared between a state and its clone: {sorted(shared)}"
    assert clone.to_json() == state.to_json() and clone.view(None) == state.view(None)
    before = state.to_json(), state.view(None)
    while not clone.is_over and len(clone.log) < len(state.log) + 30:
        seat = clone.to_act[0]
        clone.apply(seat, playable(clone.legal_actions(seat)[-1], random.Random(0)))
    assert (state.to_json(), state.view(None)) == before


def test_fresh_copy_shares_immutable_values_and_copies_containers():
    card = cardtable.Card.parse("Ah")
    value = {"a": [card, [1, 2]], "b": (card, 3), "c": ([],)}
    out = fresh_copy(value)
    assert out == value and out is not value and out["a"] is not value["a"]
    assert out["a"][0] is card and out["a"][1] is not value["a"][1]
    assert out["b"] is value["b"] and out["c"][0] is not value["c"][0]
