"""Swingo Poker: five cards each, two kept hidden, three shown as a board anyone may
borrow one card from; blinds, pot limit, a match of many hands (seed 000, S-1..S-13).

A match is one :class:`Swingo` state. Each hand runs: blinds (S-3), five cards each,
round 1 (begun left of the big blind), every surviving player privately picks two
hole cards (S-6: a simultaneous private choice, several seats in ``to_act``), all
boards revealed together, round 2 (begun by the best board, S-7), the river if two
or more have not folded, round 3 (begun by the best board again), a declaration in
high-low (S-12), and the showdown (S-9). When a hand ends the next one starts at
once (the button moves one seat clockwise past busted players, S-2); the finished
hand's full public result is the view's ``last_hand``. The match is over when one
player holds every chip, when the ``hands`` option's limit is reached, or when the
first player to act in a hand plays :class:`Stop` (S-2: "the people playing stop it").

Dealing (for ``deck``, top card first): the codes given are the top of the first
hand's deck and the rest of the pack follows in a seeded shuffle. Five cards go to
each seat in turn, five at a time, starting with the seat left of the dealer and
going clockwise over the seats still in the match; the next card is the river.
The first hand's dealer is seat 0. Later hands reshuffle the full pack with
``self.rng``. :func:`stacked_deck` builds such a deck from each seat's five cards.

Actions (amounts are round totals, "raise to"; see :mod:`.betting`):

``Fold()``, ``Check()``, ``Call()``, ``Bet(amount)``, ``Raise(to)`` -- betting. Fold
is legal only facing an unmatched bet (S-5). ``legal_actions`` offers a bet or raise
as one ``BetRange(opening, min, max)`` (every amount from min to max is legal; play
``offer.at(amount)``), so the list has at most five actions whatever the stacks.
``ChooseHole(cards=(code, code))`` -- the two hole cards (either order accepted).
``Declare(way)`` -- high-low only: ``"high"``, ``"low"`` or ``"both"``.
``Show()`` / ``Muck()`` -- at the showdown, in showdown order (option ``showdown``).
``Stop()`` -- end the match; offered only to the first player to act in a hand
before anyone has acted (the blinds are returned; standings by chips).

View keys (``view(seat)``, on top of the engine's ``game, seat, players, to_act,
over, moves, events``):

``hand`` hand number (1 = first); ``phase`` ``"bet" | "choose" | "declare" |
"showdown" | "over"``; ``round`` 1-3 during betting (else the last round or None);
``turn`` the seat to bet / show (None in simultaneous phases); ``button``,
``small_blind_seat``, ``big_blind_seat``; ``blinds`` ``{"small", "big"}``;
``betting`` ``"pot-limit" | "fixed-limit"``; ``variant`` ``"high" | "low" |
"high-low"``; ``low_ranking`` ``"deuce-to-seven" | "ace-to-five"``;
``stacks`` chips behind per seat; ``bets`` chips in front this round per seat;
``pot`` every chip in the middle (this round's bets included); ``pots``
``[{"amount", "eligible"}]`` main pot then side pots of the chips collected in
earlier rounds, derived from what each put in (``pot == sum(pots) + sum(bets)``);
``river`` code or None; ``starter`` the seat with the best board (S-7) once boards
are shown; ``bet_limits`` for the seat to bet ``{"call", "min", "max",
"can_raise", "opening"}`` (round totals; else None); ``seats`` one dict per seat
``{"seat", "stack", "bet", "committed", "status": "active" | "all-in" |
"folded" | "out", "board": codes once revealed (None if folded), "hole": codes
once shown at the showdown, "chosen", "declared", "declaration" (only after all
declared), "mucked"}``; ``own`` for a seated player ``{"cards": the five dealt,
"hole", "board", "declaration"}`` (None for a spectator or a player not dealt
in); ``showdown`` the hands shown so far while ``phase == "showdown"``;
``last_hand`` the previous hand's result (see :func:`.showdown.settle`);
``standings`` ``[{"seat", "chips"}]`` most chips first; ``hands_limit``;
``stopped``.

A view never holds another player's five cards, hole cards, choice or
declaration before the rules make them public.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from itertools import combinations
from typing import Any

from ...actions import Action
from ...cards import Card, make_deck, shuffled
from ...engine import JSON, Option, State, register_game
from ...errors import IllegalAction
from .actions import (
    ACTION_TYPES,
    WAYS,
    Bet,
    BetRange,
    Call,
    Check,
    ChooseHole,
    Declare,
    Fold,
    Muck,
    Raise,
    Show,
    Stop,
)
from .betting import FIXED_LIMIT, POT_LIMIT, Limits, Round, Structure
from .pots import side_pots
from .showdown import board_key, settle, show_hand


def stacked_deck(hands: Sequence[str | Sequence[str]], river: str | None = None) -> list[str]:
    """A ``deck`` argument that deals ``hands[seat]`` (five codes, or one string of
    them) to each seat in the first hand (dealer seat 0), then ``river``.

    >>> stacked_deck(["Ah Ad Ac As Kh", "2c 3c 4c 5c 6c"], river="9d")
    ['2c', '3c', '4c', '5c', '6c', 'Ah', 'Ad', 'Ac', 'As', 'Kh', '9d']
    """
    n = len(hands)
    out: list[str] = []
    for seat in [(k % n) for k in range(1, n + 1)]:  # from the dealer's left
        hand = hands[seat]
        five = hand.split() if isinstance(hand, str) else list(hand)
        if len(five) != 5:
            raise ValueError(f"seat {seat} needs five cards, not {len(five)}")
        out.extend(five)
    if river is not None:
        out.append(river)
    return out


class Phase(StrEnum):
    """Where a hand is: betting, choosing hole cards (S-6), declaring (S-12), the
    showdown (S-9), or over (between hands, or the match's end)."""

    BET = "bet"
    CHOOSE = "choose"
    DECLARE = "declare"
    SHOWDOWN = "showdown"
    OVER = "over"


HIGH, LOW, HIGH_LOW = "high", "low", "high-low"
DEUCE_TO_SEVEN, ACE_TO_FIVE = "deuce-to-seven", "ace-to-five"
SHOW_OR_MUCK, CARDS_SPEAK = "show-or-muck", "cards-speak"


@register_game
class Swingo(State):
    """A match of Swingo Poker (see the module docstring)."""

    game_id = "swingo"
    title = "Swingo Poker"
    min_players, max_players, default_players = 2, 10, 5  # S-1
    tagline = "Five cards, two hidden, three shown; borrow one card from a rival's board."
    howto, order = "swingo-poker.html", 1
    options_spec = (
        Option("variant", default=HIGH, label="Winning hand", choices=(HIGH, LOW, HIGH_LOW),
               help="high: Swingo, the best hand wins. low: Sweet Chariot, the lowest"
                    " hand wins. high-low: half to the best high, half to the best low,"
                    " after a secret declaration; always fixed-limit betting.",
               rule="S-11, S-12"),
        Option("low_ranking", default=DEUCE_TO_SEVEN, label="Low hands",
               choices=(DEUCE_TO_SEVEN, ACE_TO_FIVE),
               help="deuce-to-seven: aces high, straights and flushes count against"
                    " you (best 7-5-4-3-2). ace-to-five: aces low, straights and flushes"
                    " ignored (best 5-4-3-2-A).", rule="S-11",
               needs=("variant", (LOW, HIGH_LOW))),
        Option("betting", default=POT_LIMIT, label="Betting", choices=(POT_LIMIT, FIXED_LIMIT),
               help="pot limit: bet or raise up to the pot. fixed limit: one big blind"
                    " in round 1, two after; one bet and three raises a round.",
               rule="S-4", group="Chips"),
        Option("stack", default=400, label="Starting chips", minimum=2, maximum=1_000_000,
               help="Every player starts the match with this many chips.", rule="S-2",
               group="Chips"),
        Option("small_blind", default=1, label="Small blind", minimum=1, maximum=100_000,
               help="The big blind is twice the small blind.", rule="S-2", group="Chips"),
        Option("hands", default=0, label="Hands to play", minimum=0, maximum=1_000_000,
               help="Stop the match after this many hands (0: play until one player"
                    " holds every chip).", rule="S-2", group="Match"),
        Option("showdown", default=SHOW_OR_MUCK, label="Showdown",
               choices=(SHOW_OR_MUCK, CARDS_SPEAK),
               help="show-or-muck: in showdown order each player shows or gives up"
                    " (the board stays). cards-speak: every hand is shown.", rule="S-9"),
    )
    action_types = ACTION_TYPES

    # -- setup ---------------------------------------------------------------

    @classmethod
    def settled_options(cls, options: dict[str, Any]) -> dict[str, Any]:
        if options.get("variant") == HIGH_LOW:  # S-12: high-low is always fixed limit
            return {**options, "betting": FIXED_LIMIT}
        return options

    def setup(self) -> None:
        o = self.options
        self.variant: str = o["variant"]
        limit = self.settled_options(o)["betting"]  # S-12
        self.structure = Structure(limit, o["small_blind"], 2 * o["small_blind"])
        self.low_ranking: str = o["low_ranking"]
        self.muck_offered: bool = o["showdown"] == SHOW_OR_MUCK
        self.hands_limit: int = o["hands"]
        n = self.players
        self.stacks: list[int] = [o["stack"]] * n
        #: When each seat went out: (hand, chips it put in that hand); None while in.
        self.went_out: list[tuple[int, int] | None] = [None] * n
        self.button = 0
        self.hand_no = 0
        self.stopped = False
        self.finished = False
        self.last_hand: JSON | None = None
        first_deck: list[Card] | None = None
        if self.fixed_deck is not None:
            first_deck = self._complete_deck(self.fixed_deck)
        self._start_hand(first_deck)

    def _complete_deck(self, top: list[Card]) -> list[Card]:
        seen: set[Card] = set()
        for card in top:
            if card.is_joker:
                raise ValueError(f"Swingo uses no jokers: {card.code} is not in the pack")
            if card in seen:
                raise ValueError(f"the deck names {card.code} twice")
            seen.add(card)
        rest = [c for c in make_deck() if c not in seen]
        return list(top) + shuffled(rest, self.rng)

    # -- hand flow -------------------------------------------------------------

    def _clockwise(self, start: int) -> list[int]:
        """Seats in the hand, clockwise, starting at ``start`` itself."""
        n = self.players
        return [s for s in ((start + k) % n for k in range(n)) if self.in_hand[s]]

    def _start_hand(self, deck: list[Card] | None = None) -> None:
        n = self.players
        self.hand_no += 1
        self.in_hand = [c > 0 for c in self.stacks]
        self.folded = [False] * n
        self.committed = [0] * n
        self.cards: list[list[Card]] = [[] for _ in range(n)]
        self.hole: list[tuple[Card, Card] | None] = [None] * n
        self.board: list[tuple[Card, Card, Card] | None] = [None] * n
        self.discards: list[Card] = []
        self.revealed = False
        self.river: Card | None = None
        self.declarations: list[str | None] = [None] * n
        self.mucked = [False] * n
        self.shown = [False] * n
        self.showdown_queue: list[int] = []
        self.shown_hands: dict[int, JSON] = {}  # show_hand records, made once per seat
        self.starter: int | None = None
        self.said_first: int | None = None  # who the last round's start named
        self.last_aggressor: int | None = None
        self.actor: int | None = None
        self.stop_offered = True
        self.deck = deck if deck is not None else shuffled(make_deck(), self.rng)
        order = self._clockwise(self.button + 1)
        for s in order:  # five at a time from the dealer's left (module docstring)
            self.cards[s] = self.deck[:5]
            del self.deck[:5]
        sb_seat, bb_seat = order[0], order[1]  # S-3, heads-up too
        self.sb_seat, self.bb_seat = sb_seat, bb_seat
        self.events.append({"seat": self.button,
                            "text": f"Hand {self.hand_no}: {{{self.button}}} deals"})
        blinds = {}
        for seat, size, name in ((sb_seat, self.structure.small_blind, "small"),
                                 (bb_seat, self.structure.big_blind, "big")):
            posted = min(size, self.stacks[seat])  # S-3: a short blind is all-in
            self.stacks[seat] -= posted
            self.committed[seat] += posted
            blinds[seat] = posted
            allin = " and is all-in" if self.stacks[seat] == 0 else ""
            self.events.append({"seat": seat,
                                "text": f"{{{seat}}} posts the {name} blind {posted}{allin}"})
        self.phase: Phase = Phase.BET
        self.round: Round | None = Round.first(self.structure, n, blinds)
        self.actor = self._next_actor((bb_seat + 1) % n)
        if self.actor is None:
            self.stop_offered = False
            self._end_round()

    def _live(self, seat: int) -> bool:
        return self.in_hand[seat] and not self.folded[seat]

    def _live_seats(self) -> list[int]:
        return [s for s in range(self.players) if self.in_hand[s] and not self.folded[s]]

    def _next_actor(self, start: int) -> int | None:
        """The next seat from ``start`` clockwise that must bet, or None: round over."""
        r = self.round
        assert r is not None
        n = self.players
        able = [s for s in range(n) if self._live(s) and self.stacks[s] > 0]
        if len(self._live_seats()) < 2 or not able:
            return None
        if len(able) == 1:  # nobody left to bet against: only a call remains, if owed
            s = able[0]
            return s if r.bets[s] < r.highest else None
        for k in range(n):
            s = (start + k) % n
            if self._live(s) and r.needs_action(s, self.stacks[s]):
                return s
        return None

    def _after_betting_action(self, seat: int) -> None:
        if len(self._live_seats()) == 1:
            self._win_by_folds()
            return
        self.actor = self._next_actor((seat + 1) % self.players)
        if self.actor is None:
            self._end_round()

    def _end_round(self) -> None:
        r = self.round
        assert r is not None
        self.actor = None
        back = r.uncalled()
        if back is not None:
            seat, excess = back
            r.bets[seat] -= excess
            self.committed[seat] -= excess
            self.stacks[seat] += excess
            self.events.append({"seat": seat,
                                "text": f"{{{seat}}} takes back the uncalled {excess}"})
        if r.aggressor is not None:
            self.last_aggressor = r.aggressor
        if len(self._live_seats()) == 1:
            self._win_by_folds()
            return
        if r.number == 1:
            self.phase = Phase.CHOOSE  # S-6: every surviving player, all-in ones too
        elif r.number == 2:
            self.river = self.deck.pop(0)
            self.note_reveal()
            self.events.append({"seat": None, "text": f"The river is {self.river.short}"})
            self._start_round(3)
        else:
            self._after_betting()

    def _start_round(self, number: int) -> None:
        self.phase = Phase.BET
        self.round = Round(number, self.structure, self.players)
        self.starter = self._best_board_seat()
        self.actor = self._next_actor(self.starter)
        if self.actor is not None and self.actor != self.said_first:
            # S-7, said (playtest 17: nothing said why Cara bet first); round 3 only
            # when it is someone else (the same words again pushed the river's line
            # out of a phone's strip)
            why = ", with the highest board" if self.actor == self.starter else ""
            self.events.append({"seat": None,
                                "text": f"Round {number}: {{{self.actor}}} acts first{why}"})
            self.said_first = self.actor
        if self.actor is None:
            if number == 2 and len([s for s in self._live_seats() if self.stacks[s] > 0]) < 2:
                self.events.append({"seat": None, "text": "No more betting: the rest of"
                                                          " the hand is dealt out"})
            self._end_round()

    def _best_board_seat(self) -> int:
        """S-7: the surviving player whose three board cards rank highest."""
        live = self._live_seats()
        return max(live, key=lambda s: board_key(self.board[s]))  # type: ignore[arg-type]

    def _reveal(self) -> None:
        self.revealed = True
        self.note_reveal()  # S-6: every board at once
        for s in self._live_seats():
            board = self.board[s]
            assert board is not None
            self.events.append({"seat": s, "text": f"{{{s}}} shows the board "
                                                   + " ".join(c.short for c in board)})
        self._start_round(2)

    def _after_betting(self) -> None:
        if self.variant == HIGH_LOW:
            self.phase = Phase.DECLARE
            return
        self._begin_showdown()

    def _begin_showdown(self) -> None:
        live = self._live_seats()
        first = self.last_aggressor if self.last_aggressor is not None \
            and self._live(self.last_aggressor) else self._best_board_seat()
        self.showdown_queue = [s for s in self._clockwise(first) if self._live(s)]
        if not self.muck_offered:
            for s in live:
                self._show(s)
            self._settle()
            return
        self.phase = Phase.SHOWDOWN
        self._advance_showdown()

    def _advance_showdown(self) -> None:
        while self.showdown_queue:
            s = self.showdown_queue[0]
            if self._sole_claimant(s):
                self.showdown_queue.pop(0)  # wins without showing (seed)
                continue
            self.actor = s
            return
        self.actor = None
        self._settle()

    def _claimants(self) -> list[int]:
        return [s for s in self._live_seats() if not self.mucked[s]]

    def _pots(self) -> list[tuple[int, tuple[int, ...]]]:
        live = [self._live(s) for s in range(self.players)]
        return side_pots(self.committed, live)

    def _sole_claimant(self, seat: int) -> bool:
        claim = set(self._claimants())
        return all(not (claim - {seat}) & set(elig) for _, elig in self._pots() if seat in elig)

    def _may_muck(self, seat: int) -> bool:
        """A muck must not leave a pot without anyone to claim it."""
        claim = set(self._claimants()) - {seat}
        return all(claim & set(elig) for _, elig in self._pots() if seat in elig)

    def _show(self, seat: int) -> None:
        self.shown[seat] = True
        self.note_reveal()
        hole = self.hole[seat]
        assert hole is not None
        self.events.append({"seat": seat, "text": f"{{{seat}}} shows "
                                                  + " ".join(c.short for c in hole)})

    def _settle(self) -> None:
        result = settle(self)
        for award in result["awards"]:
            self.stacks[award["seat"]] += award["amount"]
        single = not any(p["label"].startswith("side pot") for p in result["pots"])
        for pot in result["pots"]:
            for w in pot["winners"]:
                # "wins 11", "wins 6 (high half)": "main pot" only beside a side pot
                label = pot["label"].removeprefix("main pot").removeprefix(", ") \
                    if single else pot["label"]
                said = f" ({label})" if label else ""
                self.events.append({"seat": w["seat"],
                                    "text": f"{{{w['seat']}}} wins {w['amount']}{said}"})
        self._finish_hand(result)

    def _win_by_folds(self) -> None:
        r = self.round
        if r is not None and self.actor is not None:
            back = r.uncalled()
            if back is not None:
                seat, excess = back
                r.bets[seat] -= excess
                self.committed[seat] -= excess
                self.stacks[seat] += excess
                # said, as at a round's end: the table showed the pot with it (a
                # playtest read "The pot (2): Cleo 2" after the table's "Pot 3")
                self.events.append({"seat": seat,
                                    "text": f"{{{seat}}} takes back the uncalled {excess}"})
        self.actor = None
        (winner,) = self._live_seats()
        total = sum(self.committed)
        self.stacks[winner] += total
        self.events.append({"seat": winner, "text": f"{{{winner}}} wins {total}:"
                                                    " everyone else folded"})
        result = {
            "hand": self.hand_no, "ended_by": "folds", "river": None,
            "pots": [{"amount": total, "label": "the pot", "half": None,
                      "winners": [{"seat": winner, "amount": total}]}],
            "awards": [{"seat": winner, "amount": total}],
            "players": [],
        }
        self._finish_hand(result)

    def _finish_hand(self, result: JSON) -> None:
        self.note_end()
        n = self.players
        won = [0] * n
        for a in result["awards"]:
            won[a["seat"]] += a["amount"]
        result["net"] = [won[s] - self.committed[s] for s in range(n)]
        result["button"] = self.button
        result["stacks"] = list(self.stacks)
        for s in range(n):
            if self.stacks[s] == 0 and self.went_out[s] is None:
                self.went_out[s] = (self.hand_no, self.committed[s])
        self.committed = [0] * n  # paid out: the chips are back in the stacks
        self.last_hand = result
        self.phase = Phase.OVER
        self.round = None
        self.actor = None
        alive = [s for s in range(n) if self.stacks[s] > 0]
        if len(alive) == 1 or (self.hands_limit and self.hand_no >= self.hands_limit):
            self.finished = True
            self.events.append({"seat": None, "text": "The match is over"})
            return
        self.button = next(s for s in ((self.button + k) % n for k in range(1, n + 1))
                           if self.stacks[s] > 0)
        self._start_hand()

    # -- the contract ----------------------------------------------------------

    @property
    def to_act(self) -> tuple[int, ...]:
        if self.finished or self.stopped:
            return ()
        if self.phase is Phase.CHOOSE:
            return tuple(s for s in range(self.players) if self._live(s) and self.hole[s] is None)
        if self.phase is Phase.DECLARE:
            return tuple(s for s in range(self.players)
                         if self._live(s) and self.declarations[s] is None)
        return () if self.actor is None else (self.actor,)

    @property
    def is_over(self) -> bool:
        return self.finished or self.stopped

    @property
    def outcome(self) -> JSON | None:
        if not self.is_over:
            return None
        best = max(self.stacks)
        return {
            "chips": list(self.stacks),
            "standings": self._standings(),
            "winners": [s for s in range(self.players) if self.stacks[s] == best],
            "hands": self.hand_no,
            "reason": "stopped" if self.stopped else (
                "one player holds every chip" if sum(c > 0 for c in self.stacks) == 1
                else "hand limit reached"),
        }

    def _standings(self) -> list[JSON]:
        """Most chips first, counting those put in this hand (all of them add up to
        the chips in play); of those with none, the last to go out first, and of two
        out in the same hand, the one who had more chips in it (S-2). ``out``: the
        hand a seat went out in."""
        chips = [self.stacks[s] + self.committed[s] for s in range(self.players)]
        order = sorted(range(self.players),
                       key=lambda s: (-chips[s], [-k for k in self.went_out[s] or ()], s))
        return [{"seat": s, "chips": chips[s]}
                | ({"out": out[0]} if (out := self.went_out[s]) else {}) for s in order]

    def bet_limits(self, seat: int) -> Limits | None:
        """Call / min / max for the seat to bet (None when it is not betting)."""
        if self.phase is not Phase.BET or seat != self.actor or self.round is None:
            return None
        others = any(self._live(s) and self.stacks[s] > 0 and s != seat
                     for s in range(self.players))
        return self.round.limits(seat, self.stacks, sum(self.committed), others)

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act:
            return []
        if self.phase is Phase.BET:
            lim = self.bet_limits(seat)
            assert lim is not None
            acts: list[Action] = [Fold(), Call()] if lim.call > 0 else [Check()]
            if lim.can_raise:
                acts.append(BetRange(lim.opening, lim.min, lim.max))
            if self.stop_offered:
                acts.append(Stop())
            return acts
        if self.phase is Phase.CHOOSE:
            five = [c.code for c in self.cards[seat]]
            return [ChooseHole(pair) for pair in combinations(five, 2)]
        if self.phase is Phase.DECLARE:
            return [Declare(w) for w in WAYS]
        if self.phase is Phase.SHOWDOWN:
            return [Show(), Muck()] if self._may_muck(seat) else [Show()]
        return []

    def check(self, seat: int, action: Action) -> None:
        phase = self.phase
        if isinstance(action, Stop):
            if phase is Phase.BET and self.stop_offered:
                return
            raise IllegalAction("the match can only be stopped by the first player to act"
                                " in a hand, before anyone has acted", code="stop-not-now",
                                rule="S-2")
        if phase is Phase.BET:
            self._check_bet(seat, action)
        elif phase is Phase.CHOOSE:
            self._check_choose(seat, action)
        elif phase is Phase.DECLARE:
            if not isinstance(action, Declare):
                raise IllegalAction(f"seat {seat} must declare high, low or both now",
                                    code="wrong-phase", rule="S-12")
            if action.way not in WAYS:
                raise IllegalAction(f"seat {seat} cannot declare {action.way!r}: declare"
                                    " high, low or both", code="bad-declaration", rule="S-12")
        elif phase is Phase.SHOWDOWN:
            if isinstance(action, Show):
                return
            if isinstance(action, Muck):
                if not self._may_muck(seat):
                    raise IllegalAction(f"seat {seat} cannot muck: nobody else could claim a"
                                        " pot it is in", code="must-show", rule="S-9")
                return
            raise IllegalAction(f"seat {seat} must show or muck at the showdown",
                                code="wrong-phase", rule="S-9")
        else:  # pragma: no cover - to_act is empty then
            raise IllegalAction("nothing can be played now", code="wrong-phase")

    def _check_choose(self, seat: int, action: Action) -> None:
        if not isinstance(action, ChooseHole):
            raise IllegalAction(f"seat {seat} must choose two hole cards now",
                                code="wrong-phase", rule="S-6")
        own = {c.code for c in self.cards[seat]}
        cards = action.cards
        if not isinstance(cards, tuple) or len(cards) != 2 or cards[0] == cards[1]:
            raise IllegalAction(f"seat {seat} must choose exactly two different cards",
                                code="bad-choice", rule="S-6")
        for code in cards:
            if code not in own:
                raise IllegalAction(f"seat {seat} does not hold {code!r}", code="bad-choice",
                                    rule="S-6")

    def _check_bet(self, seat: int, action: Action) -> None:
        r = self.round
        assert r is not None
        lim = self.bet_limits(seat)
        assert lim is not None
        owed = r.to_call(seat)
        if isinstance(action, Fold):
            if owed <= 0:
                raise IllegalAction("you cannot fold when there is nothing to call: check or"
                                    " bet (S-5)", code="fold-not-allowed", rule="S-5")
            return
        if isinstance(action, Check):
            if owed > 0:
                raise IllegalAction(f"seat {seat} cannot check: {lim.call} to call",
                                    code="must-call")
            return
        if isinstance(action, Call):
            if owed <= 0:
                raise IllegalAction(f"seat {seat} has nothing to call: check",
                                    code="nothing-to-call")
            return
        if isinstance(action, BetRange):
            what = "a bet" if action.opening else "a raise"
            raise IllegalAction(f"seat {seat} must name the amount of {what}: "
                                + (f"from {lim.min} to {lim.max}" if lim.can_raise
                                   else "no bet or raise is open now"),
                                code="amount-needed", rule="S-4")
        if isinstance(action, Bet | Raise):
            word = "bet" if isinstance(action, Bet) else "raise to"
            amount = action.amount if isinstance(action, Bet) else action.to
            if not isinstance(amount, int) or isinstance(amount, bool):
                raise IllegalAction(f"seat {seat} cannot {word} {amount!r}: not a whole number"
                                    " of chips", code="bad-amount")
            if isinstance(action, Bet) and not lim.opening:
                raise IllegalAction(f"seat {seat} cannot bet: there is already a bet of"
                                    f" {r.highest}; raise instead", code="raise-instead")
            if isinstance(action, Raise) and lim.opening:
                raise IllegalAction(f"seat {seat} cannot raise: nothing has been bet this"
                                    " round; bet instead", code="bet-instead")
            if not lim.can_raise:
                raise IllegalAction(f"seat {seat} cannot {word} {amount}: "
                                    + self._why_no_raise(seat), code="raise-closed",
                                    rule="S-4")
            if amount < lim.min:
                raise IllegalAction(f"seat {seat} cannot {word} {amount}: the minimum is"
                                    f" {lim.min}", code="below-minimum", rule="S-4")
            if amount > lim.max:
                all_in = r.bets[seat] + self.stacks[seat]
                why = f"all-in is {all_in}" if lim.max == all_in else (
                    f"the pot limit is {lim.max}" if self.structure.limit == POT_LIMIT
                    else f"the fixed limit is {lim.max}")
                raise IllegalAction(f"seat {seat} cannot {word} {amount}: {why} (S-4)",
                                    code="above-maximum", rule="S-4")
            return
        raise IllegalAction(f"seat {seat} must fold, check, call, bet or raise now",
                            code="wrong-phase")

    def _why_no_raise(self, seat: int) -> str:
        r = self.round
        assert r is not None
        if self.stacks[seat] <= r.to_call(seat):
            return "only enough chips left to call"
        if not any(self._live(s) and self.stacks[s] > 0 and s != seat
                   for s in range(self.players)):
            return "every other player is all-in"
        if not r.raise_open(seat):
            return "a short all-in does not reopen the betting to a player who already acted"
        return "the betting is capped at one bet and three raises"

    def describe(self, action: Action) -> str:
        if isinstance(action, Bet):
            return f"bet {action.amount}"
        if isinstance(action, Raise):
            return f"raise to {action.to}"
        if isinstance(action, BetRange):
            return f"{'bet' if action.opening else 'raise to'} {action.min} to {action.max}"
        if isinstance(action, ChooseHole):
            return "choose " + " ".join(action.cards)
        if isinstance(action, Declare):
            return f"declare {action.way}"
        return action.kind

    def _apply(self, seat: int, action: Action, checked: Any = None) -> None:
        if isinstance(action, Stop):
            self._stop(seat)
        elif self.phase is Phase.BET:
            # a bet, call, check or fold is chosen on hidden cards and tells the
            # others about them: their undo never steps back across it (a playtest
            # bet, saw Ana fold and Cleo call, took the bet back and chose again)
            self.note_reveal(but=seat)
            self._apply_bet(seat, action)
        elif self.phase is Phase.CHOOSE:
            assert isinstance(action, ChooseHole)
            chosen = set(action.cards)
            five = self.cards[seat]
            hole = [c for c in five if c.code in chosen]
            board = [c for c in five if c.code not in chosen]
            self.hole[seat] = (hole[0], hole[1])
            self.board[seat] = (board[0], board[1], board[2])
            self.events.append({"seat": seat, "text": f"{{{seat}}} has chosen"})
            if not self.to_act:
                self._reveal()
        elif self.phase is Phase.DECLARE:
            assert isinstance(action, Declare)
            self.declarations[seat] = action.way
            self.events.append({"seat": seat, "text": f"{{{seat}}} has declared"})
            if not self.to_act:
                self.note_reveal()  # S-12: the declarations, all at once
                for s in self._live_seats():
                    self.events.append({"seat": s,
                                        "text": f"{{{s}}} declares {self.declarations[s]}"})
                self._begin_showdown()
        elif self.phase is Phase.SHOWDOWN:
            self.showdown_queue.pop(0)
            if isinstance(action, Show):
                self._show(seat)
            else:
                self.mucked[seat] = True  # S-9: the hole cards are given up, the board stays
                self.events.append({"seat": seat, "text": f"{{{seat}}} mucks"})
            self._advance_showdown()

    def _apply_bet(self, seat: int, action: Action) -> None:
        r = self.round
        assert r is not None
        self.stop_offered = False
        if isinstance(action, Fold):
            r.fold(seat)
            self.folded[seat] = True
            self.discards.extend(self.cards[seat])
            self.cards[seat] = []
            self.hole[seat] = self.board[seat] = None  # S-9: a folded board is gone
            self.events.append({"seat": seat, "text": f"{{{seat}}} folds"})
        else:
            if isinstance(action, Check):
                to, text = r.bets[seat], "checks"
            elif isinstance(action, Call):
                to = r.bets[seat] + min(r.to_call(seat), self.stacks[seat])
                # "calls 35 more" beside a bet that shows 50 (a playtest read "Ben
                # calls 35" as a mistake next to his 50 in front)
                text = f"calls {to - r.bets[seat]}" + (" more" if r.bets[seat] else "")
            elif isinstance(action, Bet):
                to, text = action.amount, f"bets {action.amount}"
            else:
                assert isinstance(action, Raise)
                to, text = action.to, f"raises to {action.to}"
            added = r.put_in(seat, to)
            self.stacks[seat] -= added
            self.committed[seat] += added
            if self.stacks[seat] == 0 and added > 0:
                text += " and is all-in"
            self.events.append({"seat": seat, "text": f"{{{seat}}} {text}"})
        self._after_betting_action(seat)

    def _stop(self, seat: int) -> None:
        for s in range(self.players):
            self.stacks[s] += self.committed[s]
            self.committed[s] = 0
        if self.round is not None:
            self.round.bets = [0] * self.players
        self.stopped = True
        self.note_end()
        self.actor = None
        self.phase = Phase.OVER
        # Whoever asked for the stop, it is not the seat that holds the turn (S-2).
        self.events.append({"seat": None, "text": "The match ends before this hand: the"
                                                  " blinds are handed back"})

    # -- what a seat sees -----------------------------------------------------------

    def _status(self, s: int) -> str:
        if not self.in_hand[s]:
            return "out" if self.stacks[s] == 0 else "waiting"
        if self.folded[s]:
            return "folded"
        return "all-in" if self.stacks[s] == 0 else "active"

    def _view(self, seat: int | None) -> JSON:
        n = self.players
        r = self.round
        bets = list(r.bets) if r is not None else [0] * n
        all_declared = self.phase in (Phase.SHOWDOWN, Phase.OVER) or (
            self.phase is Phase.DECLARE and not self.to_act)
        seats = []
        for s in range(n):
            board = self.board[s]
            hole = self.hole[s]
            seats.append({
                "seat": s, "stack": self.stacks[s], "bet": bets[s],
                "committed": self.committed[s], "status": self._status(s),
                "board": [c.code for c in board] if self.revealed and board and self._live(s)
                else None,
                "hole": [c.code for c in hole] if self.shown[s] and hole else None,
                "chosen": hole is not None,
                "declared": self.declarations[s] is not None,
                "declaration": self.declarations[s] if all_declared else None,
                "mucked": self.mucked[s],
            })
        own = None
        if seat is not None and self.in_hand[seat] and self.cards[seat]:
            my_hole, my_board = self.hole[seat], self.board[seat]
            own = {"cards": [c.code for c in self.cards[seat]],
                   "hole": [c.code for c in my_hole] if my_hole else None,
                   "board": [c.code for c in my_board] if my_board else None,
                   "declaration": self.declarations[seat]}
        lim = self.bet_limits(seat) if seat is not None else None
        showdown = None
        if self.phase is Phase.SHOWDOWN:
            showdown = []
            for s in range(n):
                if self.shown[s]:
                    if s not in self.shown_hands:
                        self.shown_hands[s] = show_hand(self, s)
                    showdown.append(self.shown_hands[s])
        return {
            "hand": self.hand_no, "phase": self.phase.value,
            "round": r.number if r is not None else None,
            "turn": self.actor,
            "button": self.button, "small_blind_seat": self.sb_seat,
            "big_blind_seat": self.bb_seat,
            "blinds": {"small": self.structure.small_blind, "big": self.structure.big_blind},
            "betting": self.structure.limit, "variant": self.variant,
            "low_ranking": self.low_ranking,
            "stacks": list(self.stacks), "bets": bets, "pot": sum(self.committed),
            "pots": [{"amount": a, "eligible": list(e)} for a, e in side_pots(
                [c - b for c, b in zip(self.committed, bets, strict=True)],
                [self._live(s) for s in range(n)])],
            "river": self.river.code if self.river is not None else None,
            "starter": self.starter if self.revealed else None,
            "bet_limits": lim.to_json() if lim is not None else None,
            "seats": seats, "own": own, "showdown": showdown,
            "last_hand": self.last_hand, "standings": self._standings(),
            "hands_limit": self.hands_limit, "stopped": self.stopped,
        }

    def public_state(self) -> JSON:
        cards = (len(self.deck) + sum(len(c) for c in self.cards) + len(self.discards)
                 + (self.river is not None))
        return {"chips": sum(self.stacks) + sum(self.committed), "cards": cards}

