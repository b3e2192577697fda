"""Swingo Poker's actions: small frozen values with a stable JSON form.

Amounts are round totals ("raise to"): see :mod:`.betting`.

>>> Raise(60).to_json()
{'type': 'raise', 'to': 60}
>>> BetRange(opening=False, min=4, max=7).to_json()
{'type': 'bet-range', 'opening': False, 'min': 4, 'max': 7}
>>> BetRange(opening=False, min=4, max=7).at(6)
Raise(to=6)
>>> ChooseHole(("Ah", "Kd")).to_json()
{'type': 'choose-hole', 'cards': ['Ah', 'Kd']}
"""

from __future__ import annotations

from dataclasses import dataclass

from ...actions import Action, AmountRange


@dataclass(frozen=True, slots=True)
class Fold(Action):
    """Give up the hand; allowed only when facing a bet not yet matched (S-5)."""

    kind = "fold"


@dataclass(frozen=True, slots=True)
class Check(Action):
    kind = "check"


@dataclass(frozen=True, slots=True)
class Call(Action):
    """Match the bet (or put in every chip left, when that is less)."""

    kind = "call"


@dataclass(frozen=True, slots=True)
class Bet(Action):
    """Open the betting of a round: ``amount`` chips (nothing was bet before)."""

    kind = "bet"
    amount: int


@dataclass(frozen=True, slots=True)
class Raise(Action):
    """Raise so that the player's total bet this round becomes ``to``."""

    kind = "raise"
    to: int


@dataclass(frozen=True, slots=True)
class BetRange(AmountRange):
    """The offer of a bet (``opening``) or a raise to any round total from ``min`` to
    ``max`` (S-4; PokerKit's min/max completion amounts): ``legal_actions`` lists this
    one action instead of every amount, so the list does not grow with the stacks.
    Play ``at(amount)``; the offer itself is not an action to play."""

    kind = "bet-range"
    opening: bool
    min: int
    max: int

    def at(self, amount: int) -> Bet | Raise:
        return Bet(amount) if self.opening else Raise(amount)


@dataclass(frozen=True, slots=True)
class ChooseHole(Action):
    """Keep these two of the five cards as hole cards; the other three are the board (S-6)."""

    kind = "choose-hole"
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Declare(Action):
    """High-low: declare ``"high"``, ``"low"`` or ``"both"`` (S-12)."""

    kind = "declare"
    way: str


@dataclass(frozen=True, slots=True)
class Show(Action):
    """At the showdown: show the hole cards and claim the pot (S-9)."""

    kind = "show"


@dataclass(frozen=True, slots=True)
class Muck(Action):
    """At the showdown: give up any claim without showing; the board stays (S-9)."""

    kind = "muck"


@dataclass(frozen=True, slots=True)
class Stop(Action):
    """End the match before the hand starts (S-2: the people playing stop it).

    Offered to the first player to act in each hand before anyone has acted;
    the blinds go back and the standings are by chips."""

    kind = "stop"


ACTION_TYPES: tuple[type[Action], ...] = (
    Fold, Check, Call, Bet, Raise, BetRange, ChooseHole, Declare, Show, Muck, Stop,
)
WAYS = ("high", "low", "both")
