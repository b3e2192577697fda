"""Swap Poker bots: easy, medium and hard, deciding from their seat's view only.

* **easy** plays a uniformly random legal move.
* **medium** is greedy: the move with the best immediate change of its own hand value
  minus the opponent's, a stack that deals a new card averaged over every unseen card.
* **hard** plays each legal move out on the same sampled pack orders (common random
  numbers, so the moves are compared on the same luck) with both players continuing
  by the greedy rule, and takes the move that wins most often: the pack is the game's
  only hidden part, so a sampled order makes the rest of the game known. Its greedy
  players judge a stack that deals by other cards of that order than the one
  it deals (the pack is face down, P-4). A playout stops ``horizon`` moves ahead and
  is then scored as a win chance from the two hands' values; near the end it runs to
  the last move and scores 1 / 0.5 / 0. The last ``exact`` plies are searched instead
  (expectimax: its own moves maximise, the opponent's minimise, a stack that empties
  a position is a chance node over the unseen cards). The playouts and samples are
  fixed by a budget of moves played, not the clock, so a decision is deterministic
  and replays identically. A swap inside its own row, which changes neither hand,
  must beat Pass by more than the play-outs' noise. A move that gives up its hand
  says what it plays for.

The bots rebuild a searchable position from the view (``rows``, ``moves_left``,
``turn``, ``seat``) with cards as :mod:`cardtable.evaluate` int codes, and play it by
make / unmake. Two states that differ only in the pack's order give the same view and
so the same move.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

from ..actions import Action
from ..cards import Card
from ..engine import JSON
from ..evaluate import high_value_codes, in_sentence, name_of
from ..games.swap_poker import COLS, MOVES_EACH, SEAT_ROW, Stack, Swap, active_index, neighbours
from . import Reason, ReasonedBot, register_bot

_RANKS = "23456789TJQKA"
_SUITS = "cdhs"
_CODE = {r + s: (i << 2) | j for i, r in enumerate(_RANKS) for j, s in enumerate(_SUITS)}
_ROW_INDEX = {"top": 0, "bottom": 1}
_SCALE = 1.0 / (1 << 20)      # a hand value in hand classes (plus kickers as a fraction)
_NEIGHBOURS = tuple(neighbours(i) for i in range(2 * COLS))

SWAP, STACK, PASS = 0, 1, 2


def _move_of(action: Action) -> tuple[int, int]:
    """``(kind, target index)`` of a legal action."""
    if isinstance(action, Swap | Stack):
        row, col = action.to
        return (SWAP if isinstance(action, Swap) else STACK), _ROW_INDEX[row] * COLS + col
    return PASS, -1


class Position:
    """A searchable position rebuilt from a view: stacks of int codes, moves made."""

    __slots__ = ("view", "stacks", "tops", "made", "turn", "me", "unseen", "rows")

    def __init__(self, view: JSON) -> None:
        self.view = view  # as it came, for the reason's card names
        self.stacks: list[list[int]] = [
            [_CODE[c] for c in stack] for row in view["rows"] for stack in row
        ]
        self.tops = [s[-1] for s in self.stacks]
        self.made = [MOVES_EACH - m for m in view["moves_left"]]
        self.turn: int = view["turn"]
        self.me: int = view["seat"]
        seen = {c for s in self.stacks for c in s}
        self.unseen = [c for c in range(52) if c not in seen]  # the pack, order unknown
        self.rows = [SEAT_ROW[0] * COLS, SEAT_ROW[1] * COLS]  # first index of each seat's row

    def values(self) -> tuple[int, int]:
        """Hand values (mine, the opponent's) of the six top cards of each row."""
        t = self.tops
        a = self.rows[self.me]
        b = self.rows[1 - self.me]
        return high_value_codes(t[a:a + COLS]), high_value_codes(t[b:b + COLS])


# -- easy -------------------------------------------------------------------------

@register_bot("swap-poker", "easy")
class EasyBot(ReasonedBot):
    """A uniformly random legal move."""

    def decide(self, view: JSON, legal: Sequence[Action], rng: random.Random
               ) -> tuple[Action, Reason]:
        choice = legal[rng.randrange(len(legal))]
        return choice, lambda: f"{_words(choice, view)}: a beginner's guess"


# -- medium ------------------------------------------------------------------------

@register_bot("swap-poker", "one-ply-greedy", listed=False)
class GreedyBot(ReasonedBot):
    """Greedy: the best immediate change of (own value - opponent's value); equal
    moves by chance. The reference bot of issue 16's measures."""

    #: Among equally good moves, Pass when it is one of them.
    pass_on_ties = False

    def decide(self, view: JSON, legal: Sequence[Action], rng: random.Random
               ) -> tuple[Action, Reason]:
        if len(legal) == 1:
            return legal[0], lambda: f"{_words(legal[0], view)}: the only move"
        p = Position(view)
        here = active_index(p.me, p.made[p.me])
        best: list[Action] = []
        best_score = -math.inf
        for action in legal:
            kind, there = _move_of(action)
            score = _greedy_score(p, kind, here, there)
            if score > best_score + 1e-9:
                best, best_score = [action], score
            elif score > best_score - 1e-9:
                best.append(action)
        passes = [a for a in best if _move_of(a)[0] == PASS] if self.pass_on_ties else []
        choice = passes[0] if passes else best[rng.randrange(len(best))]

        def reason() -> str:
            return f"{_words(choice, view)}: {_effect(p, choice) or _nudge(p, choice)}"
        return choice, reason


@register_bot("swap-poker", "medium")
class MediumBot(GreedyBot):
    """The greedy bot, but it never moves cards for nothing: where a move changes
    neither hand and Pass is as good, it passes (a playtest: medium swapped two of
    its own cards, "changes neither hand", 113 times in 60 games)."""

    pass_on_ties = True


def _greedy_score(p: Position, kind: int, here: int, there: int) -> float:
    stacks, tops = p.stacks, p.tops
    if kind == SWAP:
        tops[here], tops[there] = tops[there], tops[here]
        mine, theirs = p.values()
        tops[here], tops[there] = tops[there], tops[here]
        return (mine - theirs) * _SCALE
    if kind == PASS:
        mine, theirs = p.values()
        return (mine - theirs) * _SCALE
    old_here, old_there = tops[here], tops[there]
    tops[there] = old_here
    if len(stacks[here]) > 1:
        tops[here] = stacks[here][-2]
        mine, theirs = p.values()
        score = (mine - theirs) * _SCALE
    else:  # a new card is dealt: average over every unseen card
        total = 0.0
        for c in p.unseen:
            tops[here] = c
            mine, theirs = p.values()
            total += mine - theirs
        score = total / len(p.unseen) * _SCALE
    tops[here], tops[there] = old_here, old_there
    return score


# -- hard --------------------------------------------------------------------------

class _Search:
    """Expectimax over make / unmake on a :class:`Position`."""

    def __init__(self, p: Position, rng: random.Random, samples: Sequence[int],
                 steepness: float) -> None:
        self.p = p
        self.rng = rng
        self.samples = samples        # chance samples per depth below the root
        self.k = steepness
        self.dealt: list[int] = []    # cards dealt on the current search path
        self.nodes = 0

    def leaf(self) -> float:
        mine, theirs = self.p.values()
        if sum(self.p.made) >= 2 * MOVES_EACH:
            return 1.0 if mine > theirs else 0.0 if mine < theirs else 0.5
        d = (mine - theirs) * _SCALE
        return 1.0 / (1.0 + math.exp(-self.k * d))

    def value(self, depth: int, ply: int) -> float:
        """Win chance of ``me`` with ``depth`` plies still to search."""
        p = self.p
        self.nodes += 1
        if depth == 0 or sum(p.made) >= 2 * MOVES_EACH:
            return self.leaf()
        seat = p.turn
        here = active_index(seat, p.made[seat])
        maximise = seat == p.me
        best = -1.0 if maximise else 2.0
        for there in _NEIGHBOURS[here]:
            for kind in (SWAP, STACK):
                v = self.after(kind, here, there, depth, ply)
                if (v > best) if maximise else (v < best):
                    best = v
        v = self.after(PASS, here, -1, depth, ply)
        if (v > best) if maximise else (v < best):
            best = v
        return best

    def after(self, kind: int, here: int, there: int, depth: int, ply: int) -> float:
        """Value after ``kind`` at ``here`` (to ``there``) by the seat to move."""
        p = self.p
        seat = p.turn
        stacks, tops = p.stacks, p.tops
        p.made[seat] += 1
        p.turn = 1 - seat
        if kind == PASS:
            v = self.value(depth - 1, ply + 1)
        elif kind == SWAP:
            a, b = stacks[here], stacks[there]
            a[-1], b[-1] = b[-1], a[-1]
            tops[here], tops[there] = a[-1], b[-1]
            v = self.value(depth - 1, ply + 1)
            a[-1], b[-1] = b[-1], a[-1]
            tops[here], tops[there] = a[-1], b[-1]
        else:
            a, b = stacks[here], stacks[there]
            card = a.pop()
            b.append(card)
            tops[there] = card
            if a:
                tops[here] = a[-1]
                v = self.value(depth - 1, ply + 1)
            else:
                v = self.chance(a, here, depth, ply)
            a.append(b.pop())
            tops[here], tops[there] = a[-1], b[-1]
        p.made[seat] -= 1
        p.turn = seat
        return v

    def chance(self, a: list[int], here: int, depth: int, ply: int) -> float:
        """Average over cards dealt into the emptied position ``here``."""
        pool = [c for c in self.p.unseen if c not in self.dealt] if self.dealt \
            else self.p.unseen
        k = self.samples[min(ply, len(self.samples) - 1)]
        cards = pool if k >= len(pool) else self.rng.sample(pool, k)
        total = 0.0
        tops = self.p.tops
        for c in cards:
            a.append(c)
            tops[here] = c
            self.dealt.append(c)
            total += self.value(depth - 1, ply + 1)
            self.dealt.pop()
            a.pop()
        return total / len(cards)


#: Position index of each seat's active position for each number of moves made.
_ACTIVE = tuple(tuple(active_index(seat, made % MOVES_EACH) for made in range(MOVES_EACH + 1))
                for seat in (0, 1))


#: Cards a playout's greedy player judges a stack that deals by (see ``_greedy_step``;
#: the tests take it to be at most 8). Judging by one card, the player draws whenever
#: that card happens to be good, nearly as often as when it saw the card it gets: at
#: the seed-1 playtest position hard then chose the pair-breaking stack with 28 of
#: 30 generators, judging by 3 cards with 9, by 5 with none.
_GUESSES = 5


def _greedy_step(stacks: list[list[int]], tops: list[int], seat: int, here: int,
                 row: int, other: int, pack: Sequence[int], dealt: int) -> int:
    """Play the greedy rule's move for ``seat`` at ``here`` in place (on a playout's
    own copies) and return how many pack cards it dealt (0 or 1).

    A stack that empties ``here`` deals ``pack[dealt]`` (P-4), which the player
    cannot see: it is judged by the average over the next :data:`_GUESSES` cards
    after it in the sampled order, as likely as any unseen card and independent of
    the one dealt. (It used to be judged by the very card it would get: play-outs
    in which every player foresaw its draws overrated a move that took a draw away
    from the opponent; playtest, seed 1, Ana's 6th move.)"""
    hv = high_value_codes
    mine = hv(tops[row:row + COLS])
    theirs = hv(tops[other:other + COLS])
    best: float = mine - theirs
    kind, to = PASS, -1
    th = tops[here]
    guesses: Sequence[int] = ((stacks[here][-2],) if len(stacks[here]) > 1
                              else pack[dealt + 1:dealt + 1 + _GUESSES] or pack[dealt:])
    mine_row = here // COLS
    for there in _NEIGHBOURS[here]:
        tt = tops[there]
        same = there // COLS == mine_row
        tops[here], tops[there] = tt, th          # swap
        d: float = hv(tops[row:row + COLS]) - (theirs if same else hv(tops[other:other + COLS]))
        if d > best:
            best, kind, to = d, SWAP, there
        total = 0                                  # stack: ``th`` onto ``there``
        for below in guesses:
            tops[here] = below
            total += hv(tops[row:row + COLS]) - (theirs if same else
                                                  hv(tops[other:other + COLS]))
        d = total / len(guesses)
        if d > best:
            best, kind, to = d, STACK, there
        tops[here], tops[there] = th, tt
    return _play(stacks, tops, kind, here, to, pack, dealt)


def _play(stacks: list[list[int]], tops: list[int], kind: int, here: int, there: int,
          pack: Sequence[int], dealt: int) -> int:
    """Make a move for good (a playout's copies); the number of pack cards dealt."""
    if kind == SWAP:
        a, b = stacks[here], stacks[there]
        a[-1], b[-1] = b[-1], a[-1]
        tops[here], tops[there] = a[-1], b[-1]
    elif kind == STACK:
        a, b = stacks[here], stacks[there]
        card = a.pop()
        b.append(card)
        tops[there] = card
        if not a:  # P-4: the emptied position gets the next card of the pack
            a.append(pack[dealt])
            tops[here] = a[-1]
            return 1
        tops[here] = a[-1]
    return 0


@register_bot("swap-poker", "hard")
class HardBot(ReasonedBot):
    """Greedy playouts on sampled pack orders, an expectimax at the very end (see
    the module docstring)."""

    steepness = 2.5
    #: Moves played in playouts per decision (the deterministic time budget).
    budget = 2500
    #: How many moves ahead a playout goes before its position is scored.
    horizon = 8
    #: Plies to the end at which the exact search takes over.
    exact = 4
    #: (plies left at most, depth, chance samples per ply below the root)
    schedule: tuple[tuple[int, int, tuple[int, ...]], ...] = (
        (2, 2, (52, 12)),
        (4, 4, (6, 4, 3, 2)),
        (99, 3, (4, 2, 2)),
    )

    def plan(self, left: int, unseen: int) -> tuple[int, tuple[int, ...]]:
        """Search depth and chance samples for ``left`` plies to the end."""
        for most, depth, samples in self.schedule:
            if left <= most:
                return min(depth, left), samples
        return 1, (unseen,)  # pragma: no cover - the schedule ends with a catch-all

    def decide(self, view: JSON, legal: Sequence[Action], rng: random.Random
               ) -> tuple[Action, Reason]:
        if len(legal) == 1:
            return legal[0], lambda: f"{_words(legal[0], view)}: the only move"
        p = Position(view)
        left = 2 * MOVES_EACH - sum(p.made)
        if left <= self.exact:
            return self.search(p, legal, rng, left)
        return self.playouts(p, legal, rng, left)

    def search(self, p: Position, legal: Sequence[Action], rng: random.Random,
               left: int) -> tuple[Action, Reason]:
        """Expectimax over make / unmake (the last plies of a game)."""
        depth, samples = self.plan(left, len(p.unseen))
        search = _Search(p, rng, samples, self.steepness)
        here = active_index(p.me, p.made[p.me])
        values = []
        for action in legal:
            kind, there = _move_of(action)
            values.append(search.after(kind, here, there, depth, 0))
        choice, value = _pick(legal, values, rng)
        return choice, lambda: _hard_reason(_words(choice, p.view), value, depth, depth >= left,
                                            _effect(p, choice) or _changes(p, choice))

    def playouts(self, p: Position, legal: Sequence[Action], rng: random.Random,
                 left: int) -> tuple[Action, Reason]:
        """Each legal move played out on the same sampled pack orders."""
        horizon = min(left - 1, self.horizon)
        to_end = horizon >= left - 1
        packs = max(4, self.budget // (len(legal) * max(horizon, 1)))
        orders = []
        for _ in range(packs):
            order = p.unseen[:]
            rng.shuffle(order)
            orders.append(order)
        me = p.me
        here = _ACTIVE[me][p.made[me]]
        rows = p.rows
        k = self.steepness * _SCALE
        values = []
        outcomes = []  # per move: each order's result, for paired comparisons
        ends = []  # per move: how often each hand class ends its play-outs, mine / theirs
        for action in legal:
            kind, there = _move_of(action)
            results = []
            mine_ends = [0] * _CLASSES
            theirs_ends = [0] * _CLASSES
            for order in orders:
                stacks = [s[:] for s in p.stacks]
                tops = p.tops[:]
                made = p.made[:]
                dealt = _play(stacks, tops, kind, here, there, order, 0)
                made[me] += 1
                seat = 1 - me
                for _ in range(horizon):
                    dealt += _greedy_step(stacks, tops, seat, _ACTIVE[seat][made[seat]],
                                          rows[seat], rows[1 - seat], order, dealt)
                    made[seat] += 1
                    seat = 1 - seat
                a, b = rows[me], rows[1 - me]
                mine = high_value_codes(tops[a:a + COLS])
                theirs = high_value_codes(tops[b:b + COLS])
                mine_ends[mine >> 20] += 1
                theirs_ends[theirs >> 20] += 1
                d = mine - theirs
                if to_end:
                    results.append(1.0 if d > 0 else 0.0 if d < 0 else 0.5)
                else:
                    results.append(1.0 / (1.0 + math.exp(-k * d)))
            values.append(sum(results) / packs)
            outcomes.append(results)
            ends.append((mine_ends, theirs_ends))
        values = _quiet_as_pass(p, legal, values, outcomes)
        choice, _ = _pick(legal, values, rng)

        def reason() -> str:
            plan = (_breakup_plan(p, legal, values, ends, legal.index(choice))
                    or _effect(p, choice))
            costly = not plan and _costs_now(p, choice)
            return _playout_reason(_words(choice, p.view), horizon, to_end,
                                   plan or _changes(p, choice), costly=costly)
        return choice, reason


#: How many standard errors a quiet move's paired gain over Pass must reach.
_QUIET_Z = 2.0


def _quiet_as_pass(p: Position, legal: Sequence[Action], values: list[float],
                   outcomes: Sequence[Sequence[float]]) -> list[float]:
    """``values`` with each quiet move (a swap of two cards of the bot's own row,
    which changes neither hand now) valued as Pass unless it beats Pass on the same
    pack orders by :data:`_QUIET_Z` standard errors of the paired difference.

    Such a swap only places cards for later moves, and play-outs tell those places
    apart by little more than their noise: a playtest saw the hard bot swap two
    cards of its row and swap them back on its next move, in 28 of 200 games
    against medium (5 with the bar at two standard errors)."""
    kinds = [_move_of(a) for a in legal]
    pass_at = next((i for i, (kind, _) in enumerate(kinds) if kind == PASS), None)
    if pass_at is None:
        return values
    row = p.rows[p.me]
    base = outcomes[pass_at]
    adjusted = values[:]
    for i, (kind, there) in enumerate(kinds):
        if kind != SWAP or not row <= there < row + COLS:
            continue
        gains = [a - b for a, b in zip(outcomes[i], base, strict=True)]
        n = len(gains)
        mean = sum(gains) / n
        spread = math.sqrt(sum((g - mean) ** 2 for g in gains) / max(n - 1, 1) / n)
        if mean <= _QUIET_Z * spread:
            adjusted[i] = values[pass_at]
    return adjusted


def _pick(legal: Sequence[Action], values: Sequence[float], rng: random.Random
          ) -> tuple[Action, float]:
    """The best-valued move and its value: Pass when it is among the best (a move
    that gains nothing reads as a blunder: a playtest saw the bot's last move stack
    a card for no change), else one of the best by ``rng``."""
    best_value = max(values)
    best = [a for a, v in zip(legal, values, strict=True) if v > best_value - 1e-9]
    passes = [a for a in best if _move_of(a)[0] == PASS]
    if passes:
        return passes[0], best_value
    return best[rng.randrange(len(best))], best_value


#: Hand classes (``value >> 20``), High card to Straight flush.
_CLASSES = 9
#: For each hand class, the better classes that hold it (a full house holds three of
#: a kind): a move that gives a class up is not said to go for one of them
#: (playtest 21: "gives up three Queens to go for a full house").
_BUILT_ON = ((), (2, 3, 6, 7), (6,), (6, 7), (8,), (8,), (), (), ())
#: A hand class as it reads after "for": "for a straight".
_GOAL_WORDS = ("a high card", "a pair", "two pair", "three of a kind", "a straight",
               "a flush", "a full house", "four of a kind", "a straight flush")


def _breakup_plan(p: Position, legal: Sequence[Action], values: Sequence[float],
                  ends: Sequence[tuple[list[int], list[int]]], chosen: int) -> str:
    """What a move that leaves the bot's row a worse hand class than it has plays
    for (P-6: the better five of the six top cards win), in the game's words, or ""
    when the move keeps the class. Such a move reads as a blunder on the table
    (playtest, seed 1: "stacks 10♣ on Q♣" broke up Ana's pair of Tens), so the
    caption says what the play-outs that chose it found: the better hand class it
    ends with more often (in a tenth of them or more) than the best move that keeps
    the hand (Pass always does), else the opponent's hand held lower, else that the
    other row's next move could break the hand up anyway (:func:`_breakable`)."""
    now = p.values()[0]
    here = active_index(p.me, p.made[p.me])
    keeps = [_rows_after(p, kind, here, there)[0] >> 20 >= now >> 20
             for kind, there in map(_move_of, legal)]
    if keeps[chosen]:
        return ""
    keep = max((i for i in range(len(legal)) if keeps[i]), key=lambda i: values[i])
    mine, theirs = ends[chosen]
    mine_kept, theirs_kept = ends[keep]
    plays = max(sum(mine), 1)
    gains = [(mine[c] - mine_kept[c], c) for c in range((now >> 20) + 1, _CLASSES)
             if c not in _BUILT_ON[now >> 20]]
    gain, goal = max(gains, default=(0, 0))
    said = f"gives up {in_sentence(name_of(now))}"
    broken = _broken_other(p, legal[chosen])
    if broken:  # playtest 7: a hint broke the other row's three Kings and did not say so
        said = _then(said, f"and breaks up {broken}")
    if gain * 10 >= plays and gain > 0:  # in at least one play-out in ten more
        return _then(said, f"to go for {_GOAL_WORDS[goal]}")
    held = sum(c * n for c, n in enumerate(theirs)) / plays
    held_kept = sum(c * n for c, n in enumerate(theirs_kept)) / max(sum(theirs_kept), 1)
    kind, there = _move_of(legal[chosen])
    other = p.rows[1 - p.me]
    if held < held_kept - 0.1 and not broken and other <= there < other + COLS:
        # (a tenth of a hand class lower on average; said only of a move that reaches
        # into the other row: playtest 9 read it of a stack onto the bot's own card)
        return _then(said, "to hold the other row's hand down")
    if kind == STACK and len(p.stacks[here]) == 1:  # P-4: the pack deals into ``here``
        return _then(said, "for a card from the pack")
    # playtest 20: "gives up a straight, but looks best" with four moves left said no why
    if not broken and _breakable(p, legal[keep]):
        return _then(said, "which the other row could break up next")
    return said


def _breakable(p: Position, keep: Action) -> bool:
    """Whether, after ``keep``, the other row's next move can lower my hand class by
    a swap or a stack onto my card across from its position (P-5)."""
    me, them = p.me, 1 - p.me
    if p.made[them] >= MOVES_EACH:
        return False
    tops = p.tops[:]
    kind, there = _move_of(keep)
    here = active_index(me, p.made[me])
    if kind == SWAP:
        tops[here], tops[there] = tops[there], tops[here]
    elif kind == STACK:  # the card dealt (if any) is unknown: my five others stay
        tops[there], tops[here] = tops[here], (p.stacks[here][-2] if len(p.stacks[here]) > 1
                                               else -1)
    row = p.rows[me]
    now = high_value_codes([c for c in tops[row:row + COLS] if c >= 0]) >> 20
    theirs = active_index(them, p.made[them])
    for mine in _NEIGHBOURS[theirs]:
        if not row <= mine < row + COLS or tops[mine] < 0:
            continue
        changed = tops[:]  # a swap or a stack puts their top card on mine
        changed[mine] = tops[theirs]
        if high_value_codes([c for c in changed[row:row + COLS] if c >= 0]) >> 20 < now:
            return True
    return False


def _then(said: str, clause: str) -> str:
    """``said`` and then ``clause``, set off by a comma once ``said`` holds a hand
    name with a comma in it (a playtest read "gives up two pair, Queens and Fours and
    breaks up the other row's pair of Aces for a card from the pack")."""
    return f"{said}, {clause}" if "," in said else f"{said} {clause}"


#: The clauses by which :func:`_breakup_plan` says what a move gains.
_PURPOSES = (" to go for ", " to hold the other row", " for a card from the pack",
             " breaks up ", " could break up next")


def _playout_reason(move: str, horizon: int, to_end: bool, plan: str = "", *,
                    costly: bool = False) -> str:
    """No chance to win is claimed from play-outs: short ones judge the hands only
    part-way (playtest: both players were told "about 95% to win" at once), and in
    every play-out both players move by the greedy rule, which misses a reply that
    looks ahead (playtest 8: "Pass: wins in about 99% of the ways the game can go"
    while the other row's next move took the person's pair; 50% after it). Only
    the exact search of the last moves says a chance. ``plan``: what a move that
    breaks up the bot's hand plays for (:func:`_breakup_plan`), said first;
    ``costly``: its every change now is for the worse (:func:`_costs_now`)."""
    head = f"{move}: {plan}; " if plan else f"{move}: "
    if plan == "changes neither hand":  # (playtest 11: "changes neither hand; looks
        head = f"{move}: changes neither hand now, but "  # best" read as a contradiction)
    elif costly or (plan.startswith("gives up") and not any(why in plan for why in _PURPOSES)):
        head = f"{move}: {plan}, but "  # (playtest 12: "gives up a pair of Sixes; looks
        # best" read as a contradiction; playtest 18: a move whose every change now is
        # for the worse, "...with weaker side cards...; looks best", read as no reason)
    if to_end:
        return f"{head}looks best, played out to the end"
    # both players' moves (playtest 17: "the next 8 moves" read as whose?)
    each = f" ({horizon // 2} each)" if horizon % 2 == 0 else " (both players')"
    return f"{head}looks best over the next {horizon} moves{each}"


def _hard_reason(move: str, chance: float, depth: int, to_end: bool,
                 effect: str = "") -> str:
    """``effect``: what the move does to the two hands now (:func:`_effect`). The
    chance is against the other row's best replies (the search's min nodes), so it
    is said so; and none is not "0%": the other row may still slip (playtest 14:
    "0% to win, looking to the end" of a game the person then won)."""
    head = f"{move}: {effect}; " if effect else f"{move}: "
    if to_end and chance > 0.999:
        return f"{head}wins, looking to the end"
    if to_end and chance < 0.005:
        return f"{head}wins only if the other row slips, looking to the end"
    if to_end:
        return f"{head}{chance:.0%} to win against the best replies, looking to the end"
    return f"{head}the best, looking {depth} moves ahead"


def _rows_after(p: Position, kind: int, here: int, there: int) -> tuple[int, int]:
    """Hand values (mine, the opponent's) right after a move; a stack that empties
    its position counts the five cards that stay (the dealt one is face down, P-4)."""
    tops = p.tops[:]
    if kind == SWAP:
        tops[here], tops[there] = tops[there], tops[here]
    elif kind == STACK:
        tops[there] = tops[here]
        tops[here] = p.stacks[here][-2] if len(p.stacks[here]) > 1 else -1
    a, b = p.rows[p.me], p.rows[1 - p.me]
    return (high_value_codes([c for c in tops[a:a + COLS] if c >= 0]),
            high_value_codes([c for c in tops[b:b + COLS] if c >= 0]))


def _effect(p: Position, action: Action) -> str:
    """What a move does to the two rows' hands at once, in poker words (playtest:
    "came out best when the next 8 moves were tried 62 times" said nothing of the
    cards): "makes a pair of Aces", "breaks up the other row's pair of Kings", or
    "" when neither row's hand class changes."""
    kind, there = _move_of(action)
    if kind == PASS:
        return ""
    mine_now = p.values()[0]
    mine = _rows_after(p, kind, active_index(p.me, p.made[p.me]), there)[0]
    if mine >> 20 > mine_now >> 20:
        return f"makes {in_sentence(name_of(mine))}"
    broken = _broken_other(p, action)
    return f"breaks up {broken}" if broken else ""


def _nudge(p: Position, action: Action) -> str:
    """What a move does within the rows' hand classes, for a reason when
    ``_effect`` has nothing to say (a playtest: medium's "the best for the two
    hands as they stand now" said nothing): "Ace high, up from King high", "the
    other row's Queen high, down from Ace high", "changes neither hand"."""
    kind, there = _move_of(action)
    if kind == PASS:
        return "no swap or stack gains on the other row"
    here = active_index(p.me, p.made[p.me])
    if kind == STACK and len(p.stacks[here]) == 1:
        return "for a card from the pack"
    gains, losses = _shifts(p, kind, here, there)
    if gains:
        return ", and ".join(gains)
    return "the least harm of the moves there are" if losses else "changes neither hand"


def _changes(p: Position, action: Action) -> str:
    """``_nudge``'s words for the hard bot, which judges a move by what follows it,
    not by the hands now: every change is said, a loss too ("Jack high, down from
    King high"), and Pass says what it keeps ("keeps a pair of Fours against the
    other row's King high"; playtest: hard's reasons said "looks best over the next
    8 moves" and nothing of the cards)."""
    if _move_of(action)[0] == PASS:
        mine, theirs = p.values()
        return _then(f"keeps {in_sentence(name_of(mine))}",
                     f"against {_theirs(in_sentence(name_of(theirs)))}")
    shifts = _move_shifts(p, action)
    if shifts is None:
        return "for a card from the pack"
    gains, losses = shifts
    return ", and ".join(gains + losses) or "changes neither hand"


def _costs_now(p: Position, action: Action) -> bool:
    """Every change the move makes to the hands now is for the worse (its worth is
    in the moves after it)."""
    shifts = _move_shifts(p, action)
    return shifts is not None and not shifts[0] and bool(shifts[1])


def _move_shifts(p: Position, action: Action) -> tuple[list[str], list[str]] | None:
    """:func:`_shifts` of a swap or stack; None for a pass or a stack whose spot the
    pack fills (a card nobody has seen)."""
    kind, there = _move_of(action)
    here = active_index(p.me, p.made[p.me])
    if kind == PASS or (kind == STACK and len(p.stacks[here]) == 1):
        return None
    return _shifts(p, kind, here, there)


def _shifts(p: Position, kind: int, here: int, there: int) -> tuple[list[str], list[str]]:
    """How a move changes each row's hand, in words: (the changes for the better for
    the mover: its hand up, the other row's down; the changes for the worse)."""
    (mine_now, theirs_now), (mine, theirs) = p.values(), _rows_after(p, kind, here, there)
    gains: list[str] = []
    losses: list[str] = []
    if mine != mine_now:
        (gains if mine > mine_now else losses).append(_shift(mine, mine_now))
    if theirs != theirs_now:
        (gains if theirs < theirs_now else losses).append(
            _shift(theirs, theirs_now, whose=_theirs))
    return gains, losses


def _shift(value: int, was: int, whose: Callable[[str], str] | None = None) -> str:
    """"King high, up from Jack high", or when the name stays "keeps King high, with
    better side cards" ("leaves the other row's King high with weaker side cards":
    playtest 13 read "weaker side cards to King high" as nonsense, playtest 21
    "Ana's reason: the other row's pair of Queens still, with weaker side cards" as a
    line with no verb); ``whose``: the other row's words for a hand."""
    now, then = in_sentence(name_of(value)), in_sentence(name_of(was))
    sides = f"{'better' if value > was else 'weaker'} side cards"
    if now == then:
        return f"leaves {whose(now)} with {sides}" if whose else f"keeps {now}, with {sides}"
    return f"{now if whose is None else whose(now)}, {'up' if value > was else 'down'} from {then}"


def _theirs(hand: str) -> str:
    """A hand (from ``in_sentence``) as the other row's: "the other row's pair of Kings"."""
    return f"the other row's {hand.removeprefix('a ')}"


def _broken_other(p: Position, action: Action) -> str:
    """"the other row's pair of Kings" when ``action`` lowers the other row's hand
    class, else ""."""
    kind, there = _move_of(action)
    if kind == PASS:
        return ""
    theirs_now = p.values()[1]
    theirs = _rows_after(p, kind, active_index(p.me, p.made[p.me]), there)[1]
    if theirs >> 20 >= theirs_now >> 20:
        return ""
    return _theirs(in_sentence(name_of(theirs_now)))


def _words(action: Action, view: JSON) -> str:
    """The move with its cards as the table's event line names them:
    ``"Swap 5\u2663 with 6\u2666"``, ``"Stack 5\u2663 on 6\u2666"``, ``"Pass"``."""
    kind, there = _move_of(action)
    if kind == PASS:
        return "Pass"
    stacks = [stack for row in view["rows"] for stack in row]
    seat = view["seat"]
    mine = Card.parse(stacks[active_index(seat, MOVES_EACH - view["moves_left"][seat])][-1])
    theirs = Card.parse(stacks[there][-1])
    if kind == SWAP:
        return f"Swap {mine.short} with {theirs.short}"
    return f"Stack {mine.short} on {theirs.short}"


__all__ = ["EasyBot", "GreedyBot", "MediumBot", "HardBot", "Position"]
