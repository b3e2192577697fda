"""Shared fixtures for the engine tests."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

CORE = Path(__file__).resolve().parents[1] / "core"
if str(CORE) not in sys.path:  # tests run from a checkout even before `pip install -e .`
    sys.path.insert(0, str(CORE))

import tests.toy_game  # noqa: E402,F401  (registers the toy game)


@pytest.fixture
def toy():
    import cardtable

    return cardtable.new_game("toy-high-card", players=3, seed=7)
