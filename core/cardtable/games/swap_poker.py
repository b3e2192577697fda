"""Swap Poker: two rows of six face-up cards; in 12 moves each, swap, stack or pass at a
moving position; the better five-card hand from your row's six top cards wins
(seed 002, P-1..P-7).

Seats and rows: seat 0 plays the bottom row, seat 1 the top row. Positions are
``(row, col)`` with ``row`` ``"top"`` or ``"bottom"`` and ``col`` 0..5 from the left.
The bottom-row player's active position starts at the leftmost column and moves one
step right per own move; the top-row player's starts at the rightmost and moves left;
each wraps round once, so each makes exactly 12 moves, 24 in all, alternating (P-2).
Who moves first is the option ``first`` (default the bottom-row player, P-1).

Actions (JSON in brackets):

``Swap(to)`` (``{"type": "swap", "to": ["top", 3]}``) -- swap the active position's top
card with the top card at ``to``. ``Stack(to)`` (``{"type": "stack", "to": [...]}``) --
put the active position's top card onto ``to``; if that empties the active position, the
next card of the pack is dealt face up into it (P-4). ``Pass()`` (``{"type": "pass"}``).
``to`` must be adjacent to the active position: left, right, or the position in the
other row directly above/below (P-3, P-5); never diagonal, never wrapping.

Dealing (for ``deck``, codes top first): the first 6 cards go to the top row left to
right, the next 6 to the bottom row left to right, and the rest is the pack, dealt from
its top into positions emptied by a stack. A short ``deck`` is completed by the
remaining cards in a seeded shuffle. Later games of a match are fresh seeded deals.

Match (P-7, option ``games``): best of N, default a single game. Games alternate the
first player. The match ends as soon as its result can no longer change (one player
has a majority of the N games, or a lead larger than the games left) or after N
games; the player with more game wins wins it, equal wins (draws count for nobody)
is a drawn match. When a game ends and the match goes on, the next deal starts at
once; the finished game's result is in ``games`` in the view.

View keys (``view(seat)``, on top of the engine's ``game, seat, players, to_act, over,
moves, events``); everything is public except the order of the pack:

``rows`` ``[top, bottom]``, each 6 stacks, each stack a list of codes from the bottom
card to the top card (the last code is the top card); ``row_owner`` ``[seat of the top
row, seat of the bottom row]`` (``[1, 0]``); ``seat_row`` each seat's row name
(``["bottom", "top"]``); ``turn`` the seat to move or None; ``first`` the seat that moved
first in this game; ``active`` per seat its next move's position ``{"row", "col"}`` or
None when it has no moves left; ``moves_left`` per seat; ``pack`` the number of cards in
the pack; ``hands`` per seat ``{"seat", "name", "value", "cards"}`` its current best five
of six top cards (value: higher is better, :mod:`cardtable.evaluate`); ``hand_names``
per seat the hand's name; ``game_no`` the number of the game in the match (1 = first;
``game`` is the engine's game id);
``match`` ``{"games", "wins", "draws"}``; ``games`` the results of the finished games
(see ``outcome``); ``result`` the outcome once over, else None.

Outcome: ``{"winners", "draw", "hands", "games", "wins", "draws"}``: ``winners`` the
match winner (both seats for a draw), ``hands`` the last game's per-seat hands
``{"seat", "row", "name", "value", "cards", "top"}``, ``games`` every game's
``{"game", "first", "winners", "draw", "hands"}``.

>>> import cardtable
>>> s = cardtable.new_game("swap-poker", seed=3)
>>> s.to_act, s.view(0)["active"][0]
((0,), {'row': 'bottom', 'col': 0})
>>> [a.to_json() for a in s.legal_actions(0)][:2]
[{'type': 'swap', 'to': ['bottom', 1]}, {'type': 'stack', 'to': ['bottom', 1]}]
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..actions import Action
from ..cards import SUIT_SYMBOLS, Card, make_deck, shuffled
from ..engine import JSON, Option, State, register_game
from ..errors import IllegalAction
from ..evaluate import card_codes, evaluate, high_value_codes, in_sentence

TOP, BOTTOM = "top", "bottom"
ROWS = (TOP, BOTTOM)          # row index 0 is the top row, 1 the bottom row
COLS = 6
MOVES_EACH = 12               # P-2: six positions, wrapping round once
SEAT_ROW = (1, 0)             # seat 0 plays the bottom row, seat 1 the top row
ROW_OWNER = (1, 0)            # owner of the top row, of the bottom row
GAME_SIZES = (1, 3, 5, 7, 9)


@dataclass(frozen=True, slots=True)
class Swap(Action):
    """Swap the active position's top card with the top card at ``to`` (P-4)."""

    kind = "swap"
    to: tuple[str, int]


@dataclass(frozen=True, slots=True)
class Stack(Action):
    """Put the active position's top card onto ``to`` (P-4)."""

    kind = "stack"
    to: tuple[str, int]


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Leave the card where it is (seed: "3. Pass")."""

    kind = "pass"


ACTION_TYPES: tuple[type[Action], ...] = (Swap, Stack, Pass)


def _hand_value(cards: Sequence[Card]) -> int:
    """The one place scoring reaches the evaluator: best five of the six top cards,
    higher is better (P-6)."""
    return high_value_codes(card_codes(cards))


def active_index(seat: int, made: int) -> int:
    """Index (``row * 6 + col``) of ``seat``'s position for its move number ``made``
    (0..11), P-2: bottom row left to right, top row right to left, wrapping once."""
    step = made % COLS
    if SEAT_ROW[seat] == 1:
        return COLS + step
    return COLS - 1 - step


def neighbours(index: int) -> tuple[int, ...]:
    """P-3: left, right, then the position across; no diagonals, no wrapping."""
    row, col = divmod(index, COLS)
    out = []
    if col > 0:
        out.append(index - 1)
    if col < COLS - 1:
        out.append(index + 1)
    out.append((1 - row) * COLS + col)
    return tuple(out)


def position(index: int) -> tuple[str, int]:
    """The ``(row, col)`` of a position index, as in actions."""
    return (ROWS[index // COLS], index % COLS)


def spot_name(index: int) -> str:
    return f"{ROWS[index // COLS]} row, spot {index % COLS + 1}"


_NEIGHBOURS = tuple(neighbours(i) for i in range(2 * COLS))
_LEGAL: tuple[tuple[Action, ...], ...] = tuple(
    tuple(a for n in _NEIGHBOURS[i] for a in (Swap(position(n)), Stack(position(n))))
    + (Pass(),)
    for i in range(2 * COLS)
)
_LEGAL_SETS = tuple(frozenset(acts) for acts in _LEGAL)


def _show(card: Card) -> str:
    rank = "10" if card.rank == "T" else card.rank
    return rank + SUIT_SYMBOLS.get(card.suit, card.suit)


def stacked_deck(top: str | Sequence[str], bottom: str | Sequence[str],
                 pack: str | Sequence[str] = ()) -> list[str]:
    """A ``deck`` argument dealing ``top`` and ``bottom`` (six codes each, left to right,
    or one string of them), then ``pack`` (top first) as the first refills.

    >>> stacked_deck("Ah Kh Qh Jh Th 9h", "2c 3c 4c 5c 6c 7c", "8d")[:3]
    ['Ah', 'Kh', 'Qh']
    """
    rows = []
    for name, row in (("top", top), ("bottom", bottom)):
        six = row.split() if isinstance(row, str) else list(row)
        if len(six) != COLS:
            raise ValueError(f"the {name} row needs six cards, not {len(six)}")
        rows.extend(six)
    return rows + (pack.split() if isinstance(pack, str) else list(pack))


@register_game
class SwapPoker(State):
    """A game (or best-of-N match) of Swap Poker (see the module docstring)."""

    game_id = "swap-poker"
    title = "Swap Poker"
    min_players, max_players, default_players = 2, 2, 2  # P-1
    tagline = "A duel on two rows of six, twelve moves each: build the better poker hand."
    howto, order = "swap-poker.html", 3
    options_spec = (
        Option("first", default=BOTTOM, label="Who goes first", choices=(BOTTOM, TOP),
               help="bottom: the player in the first seat, who plays the bottom row,"
                    " moves first; top: the player in the second seat (the top row)."
                    " In a match the first player alternates game by game.", rule="P-1"),
        Option("games", default=1, label="Best of", choices=GAME_SIZES,
               help="1: a single game. N: a match of up to N games, won by the player"
                    " who wins more of them (it stops once decided).", rule="P-7",
               group="Match"),
    )
    action_types = ACTION_TYPES

    # -- setup -----------------------------------------------------------------

    def setup(self) -> None:
        self.match_games: int = self.options["games"]
        self.first_of_match = SEAT_ROW.index(0 if self.options["first"] == TOP else 1)
        self.game_no = 0
        self.wins = [0, 0]
        self.draws = 0
        self.results: list[JSON] = []
        self.finished = False
        deck = self._complete_deck(self.fixed_deck) if self.fixed_deck is not None else None
        self._deal(deck)

    def _complete_deck(self, top: list[Card]) -> list[Card]:
        seen: set[Card] = set()
        for card in top:
            if card.is_joker:
                raise ValueError(f"Swap Poker uses no jokers: {card.code} is not in the pack")
            if card in seen:
                raise ValueError(f"the deck names {card.code} twice")
            seen.add(card)
        rest = [c for c in make_deck() if c not in seen]
        return list(top) + shuffled(rest, self.rng)

    def _deal(self, deck: list[Card] | None) -> None:
        """A fresh game: 6 cards to the top row, 6 to the bottom row, the rest the pack."""
        self.game_no += 1
        cards = deck if deck is not None else shuffled(make_deck(), self.rng)
        self.stacks: list[list[Card]] = [[c] for c in cards[:2 * COLS]]
        self.pack: list[Card] = cards[2 * COLS:]
        self.made = [0, 0]
        # P-1 / P-7: the chosen first player starts game 1, then it alternates.
        self.first = self.first_of_match if self.game_no % 2 == 1 else 1 - self.first_of_match
        self.turn: int | None = self.first
        prefix = f"Game {self.game_no}: " if self.match_games > 1 else ""
        self.events.append({"seat": self.first,
                            "text": f"{prefix}{{{self.first}}} moves first"})

    # -- the contract ------------------------------------------------------------

    @property
    def to_act(self) -> tuple[int, ...]:
        return () if self.turn is None else (self.turn,)

    @property
    def is_over(self) -> bool:
        return self.finished

    def active(self, seat: int) -> int | None:
        """Index of ``seat``'s active position, or None once it has made 12 moves."""
        made = self.made[seat]
        return None if made >= MOVES_EACH else active_index(seat, made)

    def legal_actions(self, seat: int) -> list[Action]:
        if seat != self.turn:
            return []
        return list(_LEGAL[active_index(seat, self.made[seat])])

    def check(self, seat: int, action: Action) -> None:
        here = active_index(seat, self.made[seat])
        try:
            if action in _LEGAL_SETS[here]:
                return
        except TypeError:  # an unhashable field: fall through to the reasons below
            pass
        if isinstance(action, Pass):  # pragma: no cover - Pass is always legal
            return
        verb = action.kind
        to = getattr(action, "to", None)
        target = _parse_position(to)
        if target is None:
            raise IllegalAction(
                f"a {verb} needs a target [row, col] with row 'top' or 'bottom' and col"
                f" 0 to 5, not {to!r}", code="bad-target", rule="P-4")
        if target == here:
            raise IllegalAction(
                f"seat {seat} cannot {verb} the card at {spot_name(here)} with itself:"
                " choose a neighbouring position", code="same-position", rule="P-4")
        raise IllegalAction(
            f"seat {seat} cannot {verb} onto {spot_name(target)}: it is not next to the"
            f" active position ({spot_name(here)}); only left, right, above or below count,"
            " never diagonally or wrapping round", code="not-adjacent", rule="P-3")

    def describe(self, action: Action) -> str:
        to = getattr(action, "to", None)
        return f"{action.kind} {list(to)}" if isinstance(to, tuple) else action.kind

    def _apply(self, seat: int, action: Action, checked: Any = None) -> None:
        here = active_index(seat, self.made[seat])
        stacks = self.stacks
        if isinstance(action, Swap):
            there = _index(action.to)
            mine, theirs = stacks[here][-1], stacks[there][-1]
            stacks[here][-1], stacks[there][-1] = theirs, mine
            self.events.append({"seat": seat, "text": f"{{{seat}}} swaps {_show(mine)}"
                                                      f" with {_show(theirs)}"})
        elif isinstance(action, Stack):
            there = _index(action.to)
            card = stacks[here].pop()
            covered = stacks[there][-1]
            stacks[there].append(card)
            text = f"{{{seat}}} stacks {_show(card)} on {_show(covered)}"
            if not stacks[here]:  # P-4 / seed 2a: deal into the emptied space
                new = self.pack.pop(0)
                self.note_reveal()  # the pack's order is the one hidden thing (P-4)
                stacks[here].append(new)
                text += f"; {_show(new)} is dealt"
            self.events.append({"seat": seat, "text": text})
        else:
            self.events.append({"seat": seat, "text": f"{{{seat}}} passes"})
        self.made[seat] += 1
        other = 1 - seat
        if self.made[other] < MOVES_EACH:  # P-1: turns alternate
            self.turn = other
        elif self.made[seat] < MOVES_EACH:  # pragma: no cover - cannot happen when alternating
            self.turn = seat
        else:
            self._end_game()

    # -- scoring ------------------------------------------------------------------

    def row_tops(self, row: int) -> list[Card]:
        """The six top cards of a row (0 top, 1 bottom), left to right."""
        return [s[-1] for s in self.stacks[row * COLS:(row + 1) * COLS]]

    def _hand(self, seat: int) -> JSON:
        row = SEAT_ROW[seat]
        tops = self.row_tops(row)
        best = evaluate(tops)
        return {"seat": seat, "row": ROWS[row], "name": best.name, "value": best.value,
                "cards": [c.code for c in best.cards], "top": [c.code for c in tops]}

    def _end_game(self) -> None:
        self.note_end()
        self.turn = None
        hands = [self._hand(s) for s in (0, 1)]
        values = [_hand_value(self.row_tops(SEAT_ROW[s])) for s in (0, 1)]  # P-6
        if values[0] == values[1]:
            winners = [0, 1]
            self.draws += 1
            text = f"Draw: both have {in_sentence(hands[0]['name'])}"
            seat = None
        else:
            w = 0 if values[0] > values[1] else 1
            winners = [w]
            self.wins[w] += 1
            text = (f"{{{w}}} wins with {in_sentence(hands[w]['name'])} "
                    f"against {in_sentence(hands[1 - w]['name'])}")
            seat = w
        prefix = f"Game {self.game_no}: " if self.match_games > 1 else ""
        self.events.append({"seat": seat, "text": prefix + text})
        self.results.append({"game": self.game_no, "first": self.first, "winners": winners,
                             "draw": len(winners) == 2, "hands": hands})
        left = self.match_games - self.game_no
        if abs(self.wins[0] - self.wins[1]) > left or left == 0:  # P-7
            self.finished = True
        else:
            self._deal(None)

    @property
    def outcome(self) -> JSON | None:
        if not self.finished:
            return None
        w0, w1 = self.wins
        winners = [0] if w0 > w1 else [1] if w1 > w0 else [0, 1]
        return {"winners": winners, "draw": len(winners) == 2,
                "hands": self.results[-1]["hands"], "games": list(self.results),
                "wins": list(self.wins), "draws": self.draws}

    # -- views ----------------------------------------------------------------------

    def _view(self, seat: int | None) -> JSON:
        hands = []
        for s in (0, 1):
            h = self._hand(s)
            del h["row"], h["top"]
            hands.append(h)
        active = []
        for s in (0, 1):
            i = self.active(s)
            active.append(None if i is None else {"row": ROWS[i // COLS], "col": i % COLS})
        return {
            "rows": [[[c.code for c in st] for st in self.stacks[r * COLS:(r + 1) * COLS]]
                     for r in (0, 1)],
            "row_owner": list(ROW_OWNER),
            "seat_row": [ROWS[SEAT_ROW[s]] for s in (0, 1)],
            "turn": self.turn,
            "first": self.first,
            "active": active,
            "moves_left": [MOVES_EACH - m for m in self.made],
            "pack": len(self.pack),
            "hands": hands,
            "hand_names": [h["name"] for h in hands],
            "game_no": self.game_no,
            "match": {"games": self.match_games, "wins": list(self.wins),
                      "draws": self.draws},
            "games": list(self.results),
            "result": self.outcome,
        }

    def public_state(self) -> JSON:
        return {"cards": sum(len(s) for s in self.stacks) + len(self.pack),
                "top_cards": sum(1 for s in self.stacks if s)}

    @classmethod
    def sample_from_view(cls, view: JSON, rng: random.Random) -> SwapPoker:
        """A game consistent with ``view`` (see :meth:`State.sample_from_view`):
        every card is public but the pack's order, which is drawn by ``rng``."""
        opening = view["first"] if view["game_no"] % 2 == 1 else 1 - view["first"]  # P-7
        s = cls(2, 0, {"first": TOP if opening == 1 else BOTTOM,
                       "games": view["match"]["games"]}, None)
        s.rng = random.Random(rng.getrandbits(64))
        s.stacks = [[Card.parse(c) for c in st] for row in view["rows"] for st in row]
        seen = {c for st in s.stacks for c in st}
        s.pack = shuffled([c for c in make_deck() if c not in seen], rng)
        if len(s.pack) != view["pack"]:
            raise ValueError("the view's pack size does not match its cards")
        s.made = [MOVES_EACH - m for m in view["moves_left"]]
        s.turn, s.first, s.game_no = view["turn"], view["first"], view["game_no"]
        s.wins, s.draws = list(view["match"]["wins"]), view["match"]["draws"]
        s.results = list(view["games"])
        s.finished = view["over"]
        s.events = [dict(e) for e in view["events"]]
        return s

    def with_next_card(self, code: str) -> SwapPoker:
        """A copy whose pack deals ``code`` next (one outcome of a chance node in a
        search: the pack's order is hidden, so each card left in it is as likely)."""
        card = Card.parse(code)
        c = self.clone()
        c.pack.remove(card)  # ValueError if it is not in the pack
        c.pack.insert(0, card)
        return c


def _parse_position(value: object) -> int | None:
    """Index of a ``(row, col)`` target, or None if it is not a position."""
    if not isinstance(value, tuple) or len(value) != 2:
        return None
    row, col = value
    if row not in ROWS or not isinstance(col, int) or isinstance(col, bool):
        return None
    if not 0 <= col < COLS:
        return None
    return ROWS.index(row) * COLS + col


def _index(to: tuple[str, int]) -> int:
    return ROWS.index(to[0]) * COLS + to[1]


__all__ = ["SwapPoker", "Swap", "Stack", "Pass", "ACTION_TYPES", "stacked_deck",
           "active_index", "neighbours", "position", "TOP", "BOTTOM", "MOVES_EACH"]
