"""One betting round as a small state machine; the structure is a parameter.

Amounts follow one convention everywhere: a bet or raise names the *total* a
player has in front of them for this round after the action ("raise to").
``Bet(20)`` opens for 20; facing 20, ``Raise(60)`` makes it 60 (40 more than
the bet, 60 put in this round in all).

S-4, pot limit: a bet or raise may be at most the pot after the caller's call,
so ``max = highest + (pot + to_call)`` where *pot* counts every chip in the
middle, this round's bets included; the smallest opening bet is the big blind
and the smallest raise adds the previous full bet or raise of the round.
Fixed limit: every bet and raise is one unit (the big blind in round 1, two
in rounds 2 and 3), at most one bet and three raises a round (the big blind
is round 1's bet). A player with too few chips may always go all-in for less;
such a short bet or raise does not reopen raising to players who already acted
and are not now facing a full raise.

>>> s = Structure("pot-limit", small_blind=1, big_blind=2)
>>> r = Round.first(s, players=3, blinds={1: 1, 2: 2})
>>> r.limits(0, stacks=[400, 399, 398], pot=3, others_can_act=True)
Limits(call=2, min=4, max=7, can_raise=True, opening=False)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

POT_LIMIT = "pot-limit"
FIXED_LIMIT = "fixed-limit"


@dataclass(frozen=True, slots=True)
class Structure:
    """The betting structure of a match (S-4)."""

    limit: str
    small_blind: int
    big_blind: int
    max_raises: int = 3  # fixed limit: one bet and three raises a round

    def unit(self, round_no: int) -> int:
        """Fixed-limit bet size: small bet in round 1, big bet after."""
        return self.big_blind if round_no == 1 else 2 * self.big_blind


@dataclass(frozen=True, slots=True)
class Limits:
    """What the seat to act may do with chips (all amounts are round totals).

    ``call`` is the number of chips a call adds (0: nothing to call; less than
    owed when it puts the player all-in); ``min``/``max`` bound the legal
    bet-to / raise-to totals when ``can_raise``; ``opening`` tells a bet
    (nothing bet yet this round) from a raise.
    """

    call: int
    min: int
    max: int
    can_raise: bool
    opening: bool

    def to_json(self) -> dict[str, int | bool]:
        return {"call": self.call, "min": self.min, "max": self.max,
                "can_raise": self.can_raise, "opening": self.opening}


class Round:
    """The chips in front of each player for one round, and whose raise is open."""

    __slots__ = ("number", "structure", "bets", "highest", "min_raise", "acted_at",
                 "raises", "aggressor")

    def __init__(self, number: int, structure: Structure, players: int) -> None:
        self.number = number
        self.structure = structure
        self.bets = [0] * players
        #: The bet every live player must match.
        self.highest = 0
        #: Size of the last full bet or raise: the smallest next raise adds this.
        self.min_raise = structure.big_blind if structure.limit == POT_LIMIT \
            else structure.unit(number)
        #: ``highest`` when the seat last acted (``None``: not yet this round).
        self.acted_at: list[int | None] = [None] * players
        #: Full bets and raises so far (the fixed-limit cap counts these).
        self.raises = 0
        #: The last player to bet or raise this round.
        self.aggressor: int | None = None

    @classmethod
    def first(cls, structure: Structure, players: int, blinds: Mapping[int, int]) -> Round:
        """Round 1, with the blinds already in front of their posters. The big blind
        counts as the round's opening bet (for the fixed-limit cap and the minimum
        raise) even when its poster is short (S-3), but the bet to match is what was
        posted: a small blind who matched a short big blind has nothing to call and
        may not fold (S-5)."""
        r = cls(1, structure, players)
        for seat, amount in blinds.items():
            r.bets[seat] = amount
        r.highest = max(blinds.values(), default=0)
        r.raises = 1
        return r

    # -- questions ---------------------------------------------------------

    def to_call(self, seat: int) -> int:
        return self.highest - self.bets[seat]

    def raise_open(self, seat: int) -> bool:
        """False once the seat has acted and faces no full raise since (S-4)."""
        acted = self.acted_at[seat]
        return acted is None or self.highest - acted >= self.min_raise

    def needs_action(self, seat: int, stack: int) -> bool:
        """A live seat with chips must act if it has not yet, or is facing a bet."""
        return stack > 0 and (self.acted_at[seat] is None or self.bets[seat] < self.highest)

    def limits(self, seat: int, stacks: list[int], pot: int, others_can_act: bool) -> Limits:
        """Call / min / max for ``seat``. ``pot`` is every chip in the middle,
        this round's bets included; ``others_can_act`` is false when every other
        live player is all-in (a raise could not be called, so none is offered)."""
        s = self.structure
        owed = self.to_call(seat)
        stack = stacks[seat]
        call = min(owed, stack)
        all_in_to = self.bets[seat] + stack
        opening = self.highest == 0
        can_raise = (stack > owed and others_can_act and self.raise_open(seat)
                     and (s.limit == POT_LIMIT or self.raises <= s.max_raises))
        if not can_raise:
            return Limits(call, 0, 0, False, opening)
        if s.limit == POT_LIMIT:
            if opening:
                low, high = s.big_blind, pot
            else:
                low = self.highest + self.min_raise
                high = self.highest + pot + owed  # the pot after the call, on top (S-4)
            high = max(high, low)
        else:
            low = high = self.highest + s.unit(self.number)
        return Limits(call, min(low, all_in_to), min(high, all_in_to), True, opening)

    # -- changes -------------------------------------------------------------

    def put_in(self, seat: int, to: int) -> int:
        """Move the seat's bet up to ``to`` (a check, call, bet or raise); returns
        the chips added. Records the action for the reopening rule."""
        added = to - self.bets[seat]
        if to > self.highest:
            increase = to - self.highest
            if increase >= self.min_raise:  # a full bet or raise reopens the action
                self.min_raise = increase if self.structure.limit == POT_LIMIT \
                    else self.min_raise
                self.raises += 1
            self.highest = to
            self.aggressor = seat
        self.bets[seat] = to
        self.acted_at[seat] = self.highest
        return added

    def fold(self, seat: int) -> None:
        self.acted_at[seat] = self.highest

    def uncalled(self) -> tuple[int, int] | None:
        """The seat whose bet nobody matched, and by how much: ``(seat, excess)``."""
        order = sorted(range(len(self.bets)), key=lambda s: self.bets[s], reverse=True)
        if len(order) < 2:
            return None
        top, second = order[0], order[1]
        excess = self.bets[top] - self.bets[second]
        return (top, excess) if excess > 0 else None
