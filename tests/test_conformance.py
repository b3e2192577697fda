"""Every registered game passes the shared conformance playthrough."""

from __future__ import annotations

import pytest

import cardtable
from tests.conformance import random_playthrough

GAMES = sorted(cardtable.game_types())
#: Shorter matches where a whole one would take long with every check at every step
#: (a Swoop match to 150 points still plays several deals).
OPTIONS = {"swoop": {"target": 150}}


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seed", range(5))
def test_random_playthrough_obeys_the_contract(game_id, seed):
    random_playthrough(game_id, seed=seed, options=OPTIONS.get(game_id))
