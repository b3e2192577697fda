"""Assertions shared by the engine tests."""

from __future__ import annotations

import pytest

from cardtable import Action, IllegalAction, State


def snapshot(state: State) -> tuple[str, list[object]]:
    """Everything a change could show in: the save and every seat's (and a
    spectator's) view."""
    return state.to_json(), [state.view(s) for s in (None, *range(state.players))]


def assert_rejected(state: State, seat: int, action: Action, match: str | None = None,
                    code: str | None = None) -> IllegalAction:
    """``action`` by ``seat`` raises :class:`IllegalAction` (its message matching
    ``match``, its code ``code``) and leaves the state exactly as it was."""
    before = snapshot(state)
    with pytest.raises(IllegalAction, match=match) as caught:
        state.apply(seat, action)
    assert snapshot(state) == before, "a rejected action changed the state"
    if code is not None:
        assert caught.value.code == code
    return caught.value
