"""A tiny game used to test the engine contract on its own: "High card".

Each of N players is dealt one card face down from a seeded deck; in turn each
either keeps it or swaps it once for the next card of the deck. Highest card wins.
It lives in tests/ and registers itself with one bot, which also shows that a game
is one module: the lobby, the how-to index, the statistics and the generic table
find it through the registries (``tests/web/test_new_game.py``). It is not
``listed`` (the lobby leaves it out) unless a test lists it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from cardtable import Action, Option, State, register_game
from cardtable.bots import register_bot
from cardtable.cards import make_deck, shuffled


@dataclass(frozen=True, slots=True)
class Keep(Action):
    kind = "keep"


@dataclass(frozen=True, slots=True)
class Swap(Action):
    kind = "swap"
    card: str  # the card given up (a code), to show actions carry values


@register_game
class HighCard(State):
    game_id = "toy-high-card"
    title = "High card"
    tagline = "One card each; keep it or swap it once. The highest card wins."
    listed = False  # a test game: tests that want it in the lobby list it
    min_players, max_players, default_players = 2, 4, 2
    options_spec = (Option("swaps", default=True, label="Allow swaps", choices=(True, False),
                           help="Each player may swap their card once.", group="Table"),)
    action_types = (Keep, Swap)

    def setup(self) -> None:
        self.deck = list(self.fixed_deck) if self.fixed_deck else shuffled(make_deck(), self.rng)
        self.hands = [self.deck.pop(0) for _ in range(self.players)]
        self.discards: list = []
        self.turn = 0

    @property
    def to_act(self) -> tuple[int, ...]:
        return () if self.turn >= self.players else (self.turn,)

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act:
            return []
        acts: list[Action] = [Keep()]
        if self.options["swaps"]:
            acts.append(Swap(self.hands[seat].code))
        return acts

    def _apply(self, seat: int, action: Action, checked: object = None) -> None:
        if isinstance(action, Swap):
            self.discards.append(self.hands[seat])
            self.hands[seat] = self.deck.pop(0)
        self.events.append({"seat": seat, "text": "{" + str(seat) + "} " + action.kind + "s"})
        self.turn += 1

    @property
    def is_over(self) -> bool:
        return self.turn >= self.players

    @property
    def outcome(self) -> dict[str, Any] | None:
        if not self.is_over:
            return None
        best = max(c.value for c in self.hands)
        return {"winners": [s for s, c in enumerate(self.hands) if c.value == best]}

    def _view(self, seat: int | None) -> dict[str, Any]:
        return {"own": self.hands[seat].code if seat is not None else None,
                "cards_left": len(self.deck)}

    def public_state(self) -> dict[str, Any]:
        return {"cards": len(self.deck) + len(self.hands) + len(self.discards)}


@register_bot("toy-high-card", "easy")
class SwapLowBot:
    """Swaps a card below an eight, else keeps it (from its own view only)."""

    def choose(self, view: dict[str, Any], legal: Sequence[Action],
               rng: random.Random) -> Action:
        low = view["own"] is not None and view["own"][0] in "234567"
        return next((a for a in legal if isinstance(a, Swap) == low), legal[0])
