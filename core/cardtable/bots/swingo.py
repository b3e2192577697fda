"""Swingo Poker bots: easy, medium and hard, deciding from their seat's view only.

* **easy** plays its own cards at face value: keeps its two best cards hidden,
  calls most bets, raises a strong-looking hand now and then, never bluffs.
* **medium** estimates its share of the pot by a small Monte Carlo over the unseen
  cards (other hands dealt at random, boards split naively), hides the cards most
  useful to others, and bets and calls by fixed equity thresholds.
* **hard** runs a larger Monte Carlo that models the others' borrowing (its own
  board cards are borrowable too: it scores each of its ten splits by how much
  each board would help the others), sizes pot-limit bets from its equity and
  calls by pot odds.

All of them show at the showdown (a bot never mucks a winning hand) and play only
in their own interest (S-13). They are deterministic given the view and the
generator, so two states that differ only in hidden cards get the same move.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations
from typing import Any

from ..actions import Action
from ..cards import Card, make_deck
from ..engine import JSON
from ..games.swingo import evaluation as ev
from ..games.swingo.actions import (
    BetRange,
    Call,
    Check,
    ChooseHole,
    Declare,
    Fold,
    Show,
    Stop,
)
from . import register_bot

FULL_DECK = make_deck()
_CARD = {c.code: c for c in FULL_DECK}


# -- reading the view ------------------------------------------------------------

class Table:
    """What a bot needs from its view, with cards as :class:`Card`."""

    def __init__(self, view: JSON) -> None:
        self.view = view
        me = view["seat"]
        self.me: int = me
        own = view["own"] or {}
        self.cards = [_CARD[c] for c in own.get("cards") or []]
        self.hole = [_CARD[c] for c in own["hole"]] if own.get("hole") else None
        self.my_board = [_CARD[c] for c in own["board"]] if own.get("board") else None
        seats = view["seats"]
        self.live = [x["seat"] for x in seats if x["status"] in ("active", "all-in")]
        self.opponents = [s for s in self.live if s != me]
        self.boards: dict[int, list[Card]] = {
            x["seat"]: [_CARD[c] for c in x["board"]] for x in seats
            if x["board"] is not None and x["seat"] != me and x["seat"] in self.live}
        self.river = _CARD[view["river"]] if view["river"] else None
        self.variant: str = view["variant"]
        self.low_ranking: str = view["low_ranking"]
        self.pot: int = view["pot"]
        self.limits: JSON | None = view["bet_limits"]
        self.big_blind: int = view["blinds"]["big"]
        self.stack: int = view["stacks"][me]
        self.round: int | None = view["round"]
        seen = set(self.cards)
        for b in self.boards.values():
            seen.update(b)
        if self.river is not None:
            seen.add(self.river)
        self.unseen = [c for c in FULL_DECK if c not in seen]

    @property
    def rankings(self) -> tuple[str, ...]:
        if self.variant == "high":
            return ("high",)
        if self.variant == "low":
            return (self.low_ranking,)
        return ("high", self.low_ranking)


def naive_split(cards: Sequence[Card], ranking: str) -> tuple[list[Card], list[Card]]:
    """Hole = the two cards best for ``ranking`` (highest, or lowest for a low game)."""
    if ranking == "high":
        order = sorted(cards, key=lambda c: -c.value)
    elif ranking == "ace-to-five":
        order = sorted(cards, key=lambda c: 1 if c.rank == "A" else c.value)
    else:
        order = sorted(cards, key=lambda c: c.value)
    return list(order[:2]), list(order[2:])


# -- equity by Monte Carlo ---------------------------------------------------------

def equity(t: Table, samples: int, rng: random.Random, my_board: Sequence[Card] | None = None,
           model_borrowing: bool = True) -> tuple[float, ...]:
    """My expected share of a pot per ranking (high; or low; or (high, low)),
    against the live opponents, over ``samples`` deals of the unseen cards."""
    mine = list(t.cards)
    board = list(my_board) if my_board is not None else (
        t.my_board if t.my_board is not None else naive_split(mine, t.rankings[0])[1])
    opps = t.opponents
    known = {s: t.boards[s] for s in opps if s in t.boards}
    rankings = t.rankings
    totals = [0.0] * len(rankings)
    if not opps:
        return tuple(1.0 for _ in rankings)
    for _ in range(samples):
        pool = list(t.unseen)
        rng.shuffle(pool)
        pos = 0
        own6: dict[int, list[Card]] = {}
        boards: dict[int, list[Card]] = {t.me: board}
        for s in opps:
            if s in known:
                own6[s] = [*pool[pos:pos + 2], *known[s]]
                boards[s] = known[s]
                pos += 2
            else:
                five = pool[pos:pos + 5]
                pos += 5
                _, b = naive_split(five, rankings[0])
                own6[s] = list(five)
                boards[s] = b
        river = t.river if t.river is not None else pool[pos]
        own6[t.me] = mine
        players = [t.me, *opps]
        for k, ranking in enumerate(rankings):
            scores = {}
            for p in players:
                base = [*own6[p], river]
                extra = [c for q in players if q != p for c in boards[q]] \
                    if model_borrowing or p == t.me else list(board)
                scores[p] = ev.best_score(base, extra, ranking)
            top = max(scores.values())
            if scores[t.me] == top:
                totals[k] += 1.0 / sum(1 for v in scores.values() if v == top)
    return tuple(x / samples for x in totals)


def split_scores(t: Table, samples: int, rng: random.Random) -> list[tuple[float, tuple[str, str]]]:
    """Hard: every split of my five, scored by my chance to win when the others may
    borrow from the board it leaves (my own best hand does not depend on the split)."""
    mine = list(t.cards)
    opps = t.opponents
    ranking = t.rankings[0] if len(t.rankings) == 1 else "high"
    splits = [(tuple(h), [c for c in mine if c not in h]) for h in combinations(mine, 2)]
    wins = [0.0] * len(splits)
    if not opps:
        return [(0.0, (h[0].code, h[1].code)) for h, _ in splits]
    for _ in range(samples):
        pool = list(t.unseen)
        rng.shuffle(pool)
        pos = 0
        own6: dict[int, list[Card]] = {}
        boards: dict[int, list[Card]] = {}
        for s in opps:
            five = pool[pos:pos + 5]
            pos += 5
            _, boards[s] = naive_split(five, ranking)
            own6[s] = five
        river = pool[pos]
        other_cards = [c for s in opps for c in boards[s]]
        me = ev.best_score([*mine, river], other_cards, ranking)
        # each opponent's best without my board, and with each of my cards added
        best_without = []
        with_card: list[dict[Card, Any]] = []
        for s in opps:
            base = [*own6[s], river]
            extra = [c for q in opps if q != s for c in boards[q]]
            best_without.append(ev.best_score(base, extra, ranking))
            with_card.append({c: ev.score([*base, c], ranking) for c in mine})
        for i, (_, board) in enumerate(splits):
            best_opp = max(max(bw, *(wc[c] for c in board))
                           for bw, wc in zip(best_without, with_card, strict=True))
            if me > best_opp:
                wins[i] += 1.0
            elif me == best_opp:
                wins[i] += 0.5
    return sorted(((w / samples, (h[0].code, h[1].code)) for w, (h, _) in
                   zip(wins, splits, strict=True)), key=lambda x: -x[0])


# -- betting policies ---------------------------------------------------------------

def _amount_action(legal: Sequence[Action], to: int) -> Action | None:
    """The bet/raise of the offered range nearest to ``to`` total (None: none offered)."""
    for a in legal:
        if isinstance(a, BetRange):
            return a.at(min(max(int(to), a.min), a.max))
    return None


def _passive(legal: Sequence[Action]) -> Action:
    return Check() if Check() in legal else Call()


def _fold_or_check(legal: Sequence[Action]) -> Action:
    return Check() if Check() in legal else Fold()


def _declare(t: Table, eq: tuple[float, ...], both_at: float) -> Action:
    high, low = eq
    if high >= both_at and low >= both_at:
        return Declare("both")
    return Declare("high" if high >= low else "low")


def _share(t: Table, eq: tuple[float, ...]) -> float:
    """One number: the expected share of the pot."""
    if len(eq) == 1:
        return eq[0]
    return 0.5 * eq[0] + 0.5 * eq[1]


class _Base:
    samples_bet = 0
    samples_choose = 0

    def choose(self, view: JSON, legal: Sequence[Action], rng: random.Random) -> Action:
        legal = [a for a in legal if not isinstance(a, Stop)]
        if len(legal) == 1:
            return legal[0]
        first = legal[0]
        if isinstance(first, Show):
            return Show()
        t = Table(view)
        if isinstance(first, ChooseHole):
            return self.choose_hole(t, legal, rng)
        if isinstance(first, Declare):
            return self.declare(t, rng)
        return self.bet(t, legal, rng)

    def choose_hole(self, t: Table, legal: Sequence[Action], rng: random.Random) -> Action:
        hole, _ = naive_split(t.cards, t.rankings[0])
        return _choice(legal, hole)

    def declare(self, t: Table, rng: random.Random) -> Action:
        return _declare(t, equity(t, max(self.samples_bet, 20), rng), 0.75)

    def bet(self, t: Table, legal: Sequence[Action], rng: random.Random) -> Action:
        raise NotImplementedError


def _choice(legal: Sequence[Action], hole: Sequence[Card]) -> Action:
    want = {c.code for c in hole}
    for a in legal:
        if isinstance(a, ChooseHole) and set(a.cards) == want:
            return a
    return legal[0]


@register_bot("swingo", "easy")
class EasyBot(_Base):
    """Face-value play: a crude strength from pairs and high cards."""

    def bet(self, t: Table, legal: Sequence[Action], rng: random.Random) -> Action:
        strength = _face_strength(t)
        lim = t.limits or {}
        call = lim.get("call", 0)
        if call > max(t.pot, 4 * t.big_blind) and strength < 0.5 and rng.random() < 0.6:
            return _fold_or_check(legal)
        if strength > 0.7 and rng.random() < 0.3 and lim.get("can_raise"):
            a = _amount_action(legal, lim["min"])
            if a is not None:
                return a
        if call > 0 and strength < 0.2 and rng.random() < 0.3:
            return Fold()
        return _passive(legal)


def _face_strength(t: Table) -> float:
    """0..1 from my own cards only (pairs, trips, high cards; lows for low games)."""
    cards = list(t.cards) + ([t.river] if t.river else [])
    values = [c.value for c in cards]
    counts = sorted((values.count(v) for v in set(values)), reverse=True)
    if t.variant == "low":
        distinct_low = len({v for v in values if v <= 8})
        return min(1.0, distinct_low / 5)
    s = 0.1 + 0.1 * (max(values) >= 12)
    if counts[0] >= 3:
        s += 0.7
    elif counts[0] == 2:
        s += 0.3 + (0.2 if len(counts) > 1 and counts[1] == 2 else 0)
    return min(1.0, s)


@register_bot("swingo", "medium")
class MediumBot(_Base):
    """Small Monte Carlo, fixed thresholds, hides its best cards."""

    samples_bet = 24

    def bet(self, t: Table, legal: Sequence[Action], rng: random.Random) -> Action:
        eq = _share(t, equity(t, self.samples_bet, rng, model_borrowing=False))
        lim = t.limits or {}
        fair = 1.0 / (len(t.opponents) + 1)
        call = lim.get("call", 0)
        if eq > 2.0 * fair and lim.get("can_raise"):
            target = lim["min"] if eq < 3 * fair else (lim["min"] + lim["max"]) // 2
            a = _amount_action(legal, target)
            if a is not None:
                return a
        if call == 0:
            return Check()
        if eq >= 0.9 * fair or call <= t.big_blind and eq >= 0.5 * fair:
            return Call()
        return Fold()


@register_bot("swingo", "hard")
class HardBot(_Base):
    """Larger Monte Carlo with borrowing, split chosen by simulation, pot-odds calls
    and equity-sized pot-limit bets."""

    samples_bet = 60
    samples_choose = 40

    def choose_hole(self, t: Table, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(t.rankings) > 1:  # high-low: keep the naive split by the better direction
            return super().choose_hole(t, legal, rng)
        scored = split_scores(t, self.samples_choose, rng)
        best = scored[0][1]
        return _choice(legal, [_CARD[c] for c in best])

    def declare(self, t: Table, rng: random.Random) -> Action:
        return _declare(t, equity(t, self.samples_bet, rng), 0.7)

    def bet(self, t: Table, legal: Sequence[Action], rng: random.Random) -> Action:
        eq = _share(t, equity(t, self.samples_bet, rng))
        lim = t.limits or {}
        n = len(t.opponents)
        fair = 1.0 / (n + 1)
        call = lim.get("call", 0)
        pot_odds = call / (t.pot + call) if call else 0.0
        can_raise = bool(lim.get("can_raise"))
        # value: bet or raise in proportion to the edge over a fair share
        edge = (eq - fair) / (1 - fair)
        if can_raise and edge > 0.25:
            lo, hi = lim["min"], lim["max"]
            frac = min(1.0, 0.35 + edge)
            target = lo + int((hi - lo) * frac)
            a = _amount_action(legal, target)
            if a is not None:
                return a
        if call == 0:
            if can_raise and edge > 0.1 and rng.random() < 0.5:
                a = _amount_action(legal, lim["min"] + (lim["max"] - lim["min"]) // 3)
                if a is not None:
                    return a
            return Check()
        if eq >= pot_odds * 1.05:
            return Call()
        return Fold()
