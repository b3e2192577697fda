"""Swoop bots: easy, medium and hard, deciding from their seat's view only.

* **easy** plays like a beginner: the lowest single card that does not pick the
  pile up, else anything at random.
* **medium** scores every legal play by a fixed judgement (:func:`judge`): shed
  many cards and high points, swoop when it can, keep 10s and jokers to escape
  a big pick-up, leave a low card on top for the next player, turn mystery cards
  when the pile is small.
* **hard** looks ahead: for its few best candidate plays it samples the hidden
  cards consistently with its view (others' hands by their sizes, every mystery
  card, from the cards it has not seen), plays each sample forward with the
  medium judgement for every seat until its own next turn and a little beyond,
  and picks the play with the best average outcome (determinized rollouts, with
  a budget of samples and plies).

Every bot is deterministic given the view and its generator.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from ..actions import Action
from ..engine import JSON, sample_state
from ..games.swoop import SLOTS, Swoop
from ..games.swoop.actions import Play, Turn
from ..games.swoop.rules import ORDER, points, short, swoop_ranks
from . import Reason, ReasonedBot, register_bot

# -- the judgement shared by medium, hard and hard's rollouts -----------------------

class Situation:
    """What the judgement needs about the seat to play, from a view or a state."""

    __slots__ = ("hand", "up", "pile", "swoopers", "left", "next_left", "jokers_only",
                 "revealed")

    def __init__(self, hand: Iterable[str], up: Sequence[str | None], pile: Sequence[str],
                 swoopers: frozenset[str], left: int, next_left: int, jokers_only: bool,
                 revealed: str | None) -> None:
        self.hand, self.up, self.pile = hand, up, pile
        self.swoopers, self.left, self.next_left = swoopers, left, next_left
        self.jokers_only, self.revealed = jokers_only, revealed

    @classmethod
    def from_view(cls, view: JSON) -> Situation:
        me = view["seat"]
        opts = view["options"]
        jokers_only = opts["swoop_cards"] == "jokers-only"
        seats = view["seats"]
        rev = view["revealed"]
        return cls(view["hand"], seats[me]["face_up"], view["pile"],
                   swoop_ranks(jokers_only), seats[me]["cards_left"] + (1 if rev else 0),
                   seats[(me + 1) % len(seats)]["cards_left"], jokers_only,
                   rev["card"] if rev else None)

    @classmethod
    def from_state(cls, s: Swoop, seat: int) -> Situation:
        rev = s.revealed
        return cls(s.hands[seat], s.up[seat], s.pile.cards, s.swoopers,
                   s.cards_left(seat) + (1 if rev else 0),
                   s.cards_left((seat + 1) % s.players), s.jokers_only,
                   rev[1] if rev else None)


def judge(action: Action, sit: Situation, whole_ranks: bool = False) -> float:
    """How good ``action`` looks (higher is better); fast and view-only. With
    ``whole_ranks`` (hard) a play that empties a rank from hand and table scores
    more: every rank left costs a turn."""
    pile = sit.pile
    top = ORDER[pile[-1][0]] if pile else 0
    if isinstance(action, Turn):
        if not pile:
            return 1.5
        risk = (13 - top) / 13  # roughly the chance the card is higher than the top
        return 0.6 - risk * len(pile) * 0.9
    assert isinstance(action, Play)
    k = len(action.hand) + len(action.face_up) + (action.mystery is not None)
    if action.hand:
        rank = action.hand[0][0]
    elif action.face_up:
        card = sit.up[action.face_up[0]]
        assert card is not None
        rank = card[0]
    else:
        assert sit.revealed is not None
        rank = sit.revealed[0]
    if k >= sit.left:
        return 1000.0  # goes out
    some = action.hand[0] if action.hand else (sit.up[action.face_up[0]] if action.face_up
                                               else sit.revealed)
    assert some is not None
    shed = points(some, False, sit.jokers_only) * k
    score = k + 0.02 * shed + 0.35 * len(action.face_up)
    if whole_ranks and k - (action.mystery is not None) == \
            sum(1 for c in (*sit.hand, *(u for u in sit.up if u)) if c[0] == rank):
        score += 1.0
    if rank in sit.swoopers:
        # an escape card: worth keeping unless it saves a pick-up or the end is near
        cheap = any(c[0] not in sit.swoopers and ORDER[c[0]] <= top
                    for c in (*sit.hand, *(u for u in sit.up if u)))
        if sit.left <= 5:
            return score + 2.0
        return score + (0.3 * len(pile) - 1.0 if pile and not cheap else -2.5)
    order = ORDER[rank]
    if pile and order > top:  # picks the pile up first
        score -= 1.15 * len(pile)
        if k == 4:
            score += 2.5
        return score - 0.5
    run = 0
    if pile and pile[-1][0] == rank:
        for c in reversed(pile):
            if c[0] != rank:
                break
            run += 1
    total = run + k
    if total >= 4:
        return score + 2.5 + 0.1 * len(pile)  # swoop: pile gone, play again
    score += (13 - order) * 0.06 * (1 + len(pile) / 10)  # a low top is hard to follow
    if total == 3:
        score -= 0.4  # the next player may complete the four
    return score


def best_by_judgement(legal: Sequence[Action], sit: Situation) -> Action:
    best, best_score = legal[0], float("-inf")
    for a in legal:
        s = judge(a, sit)
        if s > best_score:
            best, best_score = a, s
    return best


def play_rank(action: Play, sit: Situation) -> str:
    """The rank of the cards ``action`` plays."""
    if action.hand:
        return action.hand[0][0]
    if action.face_up:
        card = sit.up[action.face_up[0]]
        assert card is not None
        return card[0]
    assert sit.revealed is not None
    return sit.revealed[0]


def landing(action: Play, sit: Situation) -> str:
    """Where ``action``'s cards land (W-5, W-6): ``"swoop"``, ``"pile"`` or
    ``"pick-up"`` (higher than the top: the pile is picked up first)."""
    rank = play_rank(action, sit)
    pile = sit.pile
    if rank in sit.swoopers:
        return "swoop"
    if not pile:
        return "pile"
    top = pile[-1][0]
    if ORDER[rank] > ORDER[top]:
        return "pick-up"
    if rank == top:
        run = 0
        for c in reversed(pile):
            if c[0] != rank:
                break
            run += 1
        if run + _size(action) >= 4:
            return "swoop"
    return "pile"


def _size(action: Play) -> int:
    return len(action.hand) + len(action.face_up) + (action.mystery is not None)


def _words(action: Action, sit: Situation) -> str:
    """``"Play 7♥ 7♣"`` / ``"Turn a mystery card"``."""
    if isinstance(action, Turn):
        return "Turn a mystery card"
    assert isinstance(action, Play)
    cards = [*action.hand, *(sit.up[k] for k in action.face_up)]
    if action.mystery is not None and sit.revealed is not None:
        cards.append(sit.revealed)
    return "Play " + " ".join(short(c) for c in cards if c is not None)


# -- the reference ------------------------------------------------------------------

@register_bot("swoop", "greedy", listed=False)
class GreedyBot(ReasonedBot):
    """Reference play (not offered to players): swoop when it can (four equal on top
    first, then a 10 or joker); else the highest rank that goes on the pile, as many
    of it as it may play, face-up cards before hand cards of the rank; else turn a
    mystery card; else pick up with the lowest rank. Deterministic."""

    def decide(self, view: JSON, legal: Sequence[Action], rng: random.Random
               ) -> tuple[Action, Reason]:
        sit = Situation.from_view(view)
        best: Action = legal[0]
        best_key: tuple[float, ...] = (-1.0,)
        for a in legal:
            if isinstance(a, Turn):
                key: tuple[float, ...] = (1.0, 0, 0, 0)
            else:
                assert isinstance(a, Play)
                where = landing(a, sit)
                rank = play_rank(a, sit)
                if where == "swoop":
                    key = (4.0 if rank not in sit.swoopers else 3.0, _size(a), len(a.face_up),
                           -points(rank + "c", False, sit.jokers_only))
                elif where == "pile":
                    key = (2.0, ORDER[rank], _size(a), len(a.face_up))
                else:
                    key = (0.0, -ORDER[rank], _size(a), len(a.face_up))
            if key > best_key:
                best, best_key = a, key
        why = {4.0: "completes four on the pile and swoops", 3.0: "swoops the pile",
               2.0: "the highest that goes on the pile", 1.0: "nothing goes on the pile",
               0.0: "nothing goes on the pile: picks it up with the lowest"}[best_key[0]]
        return best, lambda: f"{_words(best, sit)}: {why}"


# -- the bots ---------------------------------------------------------------------

@register_bot("swoop", "easy")
class EasyBot:
    """The lowest single card that goes on the pile, else a random play; and a random
    play one time in four (a beginner's slips -- they also keep two fixed habits
    from going round in circles for ever)."""

    def choose(self, view: JSON, legal: Sequence[Action], rng: random.Random) -> Action:
        if rng.random() < 0.25:
            return legal[rng.randrange(len(legal))]
        pile = view["pile"]
        top = ORDER[pile[-1][0]] if pile else 99
        sit = Situation.from_view(view)
        singles: list[tuple[int, Action]] = []
        for a in legal:
            if isinstance(a, Play) and len(a.hand) + len(a.face_up) == 1 and a.mystery is None:
                code = a.hand[0] if a.hand else sit.up[a.face_up[0]]
                assert code is not None
                if code[0] not in sit.swoopers and ORDER[code[0]] <= top:
                    singles.append((ORDER[code[0]], a))
        if singles:
            return min(singles, key=lambda x: x[0])[1]
        return legal[rng.randrange(len(legal))]


@register_bot("swoop", "medium")
class MediumBot:
    """The play the fixed judgement likes best; now and then (one time in twenty) the
    second or third best, so that no two fixed players can loop for ever."""

    def choose(self, view: JSON, legal: Sequence[Action], rng: random.Random) -> Action:
        sit = Situation.from_view(view)
        best = best_by_judgement(legal, sit)
        if len(legal) > 1 and rng.random() < 0.05 and judge(best, sit) < 1000:
            ranked = sorted(legal, key=lambda a: -judge(a, sit))
            return ranked[1 + rng.randrange(min(2, len(ranked) - 1))]
        return best


@register_bot("swoop", "hard")
class HardBot:
    """Determinized rollouts of the few best candidates (see the module docstring)."""

    candidates = 3
    samples = 8
    plies = 10

    def choose(self, view: JSON, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        sit = Situation.from_view(view)
        ranked = sorted(legal, key=lambda a: -judge(a, sit, whole_ranks=True))
        if judge(ranked[0], sit) >= 1000:
            return ranked[0]
        cands = ranked[:self.candidates]
        me = view["seat"]
        totals = [0.0] * len(cands)
        for _ in range(self.samples):
            world = sample_state(view, rng)
            for i, a in enumerate(cands):
                sim = world.clone()
                assert isinstance(sim, Swoop)
                totals[i] += rollout(sim, me, a, self.plies)
        best = max(range(len(cands)), key=lambda i: totals[i])
        return cands[best]


# -- hard's rollouts ---------------------------------------------------------------

def rollout(s: Swoop, me: int, first: Action, plies: int) -> float:
    """Play ``first`` then everyone by the judgement for ``plies`` plays; the value
    for ``me``: the others' average load minus mine (turns still needed, see
    :func:`_load`), or a big win / loss if someone went out."""
    _step(s, me, first)
    for _ in range(plies):
        if s.finished or s.deal_no > 1:
            break
        seat = s.current
        legal = s.legal_actions(seat)
        _step(s, seat, best_by_judgement(legal, Situation.from_state(s, seat)))
    if s.results:
        return 100.0 if s.results[0]["went_out"] == me else -30.0
    loads = [_load(s, seat) for seat in range(s.players)]
    others = [x for i, x in enumerate(loads) if i != me]
    return sum(others) / len(others) - loads[me]


def _step(s: Swoop, seat: int, action: Action) -> None:
    s.apply(seat, action)


def _load(s: Swoop, seat: int) -> float:
    """Roughly how many more turns ``seat`` needs to go out: one play per rank of its
    hand and face-up cards (four at most per play; a 10 or joker swoops and costs no
    turn), one per mystery card, and a little for the points it would score."""
    counts = {r: len(g) for r, g in s.hands[seat].groups.items()}
    for u in s.up[seat]:
        if u is not None:
            counts[u[0]] = counts.get(u[0], 0) + 1
    turns = sum((k + 3) // 4 for r, k in counts.items() if r not in s.swoopers)
    turns += SLOTS - s.down[seat].count(None)
    pts = sum(points(c, s.alternate, s.jokers_only) for c in s.hands[seat])
    return turns + 0.01 * pts
