"""A tiny game used to test the engine contract on its own: "High card".

Each of N players is dealt one card face down from a seeded deck; in turn each
either keeps it or swaps it once for the next card of the deck. Highest card wins.
It lives in tests/ and registers itself, which also shows that a game is one module.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardtable import Action, Option, State, register_game
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
    min_players, max_players, default_players = 2, 4, 2
    options_spec = (Option("swaps", default=True, label="Allow swaps", choices=(True, False)),)
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
