"""Swoop's actions (seed 001, W-4, W-7).

``Play(hand, face_up, mystery)`` plays 1 to 4 cards of one rank at once: ``hand`` the
codes of the cards from the hand (``["7c", "7h"]``; any order, duplicates allowed when
several packs hold the same card), ``face_up`` the positions 0..3 of face-up table
cards, ``mystery`` the position of the mystery card turned this turn (it must be in the
play) or ``None``.  ``Turn(slot)`` turns the uncovered mystery card at ``slot``; the
very next action is then a ``Play`` that includes it.

>>> Play(("7c", "7h"), (2,), None).to_json()
{'type': 'play', 'hand': ['7c', '7h'], 'face_up': [2], 'mystery': None}
"""

from __future__ import annotations

from dataclasses import dataclass

from ...actions import Action


@dataclass(frozen=True, slots=True)
class Play(Action):
    """Play equal cards from the hand, face-up positions and the turned mystery card."""

    kind = "play"
    hand: tuple[str, ...] = ()
    face_up: tuple[int, ...] = ()
    mystery: int | None = None


@dataclass(frozen=True, slots=True)
class Turn(Action):
    """Turn the mystery card at ``slot`` face up; it must then be played (W-7)."""

    kind = "turn"
    slot: int


ACTION_TYPES: tuple[type[Action], ...] = (Play, Turn)
