"""Swoop bots: easy, medium and hard, and the greedy reference; each decides from
its seat's view only, and says why in one line.

* **greedy** (reference, not offered): swoop when it can, else shed the highest
  rank that goes on the pile (all of it, face-up cards first), else turn a
  mystery card, else pick up with the lowest rank.
* **medium** plays by rules of sound play (:func:`rule_score`): like greedy, but
  a 10 or joker is kept to escape a pick-up (or dumped when a rival is close to
  going out), and a mystery card is turned when it is safe: on an empty pile, or
  when the top is a jack or higher and so few cards pick it up.
* **hard** looks ahead: for medium's few best plays it samples the hidden cards
  from its view (:func:`cardtable.engine.sample_state`), plays each sample on by
  the medium rules for every seat for a round or two, and judges where it stands
  (:func:`standing`: the turns each seat still needs to go out, the points it
  holds, 10s and jokers as spare turns); the best average wins.
* **easy** plays like a beginner: one card at a time, the lowest that goes on the
  pile, 10s and jokers as soon as it has them, mystery cards only when stuck.

Every bot is deterministic given the view and its generator.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from itertools import takewhile
from typing import Any

from ..actions import Action
from ..engine import sample_state
from ..games.swoop import SLOTS, Swoop
from ..games.swoop.actions import Play, Turn
from ..games.swoop.rules import ORDER, effect, play_codes, points, swoop_ranks
from . import Reason, ReasonedBot, register_bot
from . import swoop_words as words

JSON = dict[str, Any]


# -- what the rules need about the seat to play ---------------------------------------

class Situation:
    """What the judgement needs about the seat to play, from a view or a state."""

    __slots__ = ("hand", "up", "pile", "swoopers", "left", "rival_left", "jokers_only",
                 "revealed")

    def __init__(self, hand: Iterable[str], up: Sequence[str | None], pile: Sequence[str],
                 swoopers: frozenset[str], left: int, rival_left: int, jokers_only: bool,
                 revealed: str | None) -> None:
        self.hand, self.up, self.pile = hand, up, pile
        self.swoopers, self.left, self.rival_left = swoopers, left, rival_left
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
                   min(x["cards_left"] for x in seats if x["seat"] != me), jokers_only,
                   rev["card"] if rev else None)

    @classmethod
    def from_state(cls, s: Swoop, seat: int) -> Situation:
        rev = s.revealed
        return cls(s.hands[seat], s.up[seat], s.pile.cards, s.swoopers,
                   s.cards_left(seat) + (1 if rev else 0),
                   min(s.cards_left(x) for x in range(s.players) if x != seat), s.jokers_only,
                   rev[1] if rev else None)


# -- rules of sound play (medium; hard's candidates and rollouts) ---------------------

#: A rival this close to going out makes 10s and jokers (50 points each) worth dumping.
CLOSE = 4
#: A top this high (jack) is followed by most cards: turning a mystery card is safe.
HIGH_TOP = 11


def rule_score(action: Action, sit: Situation, pile_play: bool) -> tuple[float, str]:
    """How much the rules like ``action`` (higher is better) and why, as a key of
    :data:`.swoop_words.WHY` (:func:`reason` puts it in words);
    ``pile_play``: some legal play goes on the pile without picking it up."""
    pile = sit.pile
    if isinstance(action, Turn):
        if not pile:
            return 150.0, "turn-empty"
        if ORDER.get(pile[-1][0], 0) >= HIGH_TOP:
            return 150.0, "turn-high"
        return (20.0, "turn-try") if pile_play else (30.0, "turn-stuck")
    assert isinstance(action, Play)
    k, rank, where = _size(action), play_rank(action, sit), landing(action, sit)
    if k >= sit.left:
        return 1e6, "out"
    if where == "swoop" and rank not in sit.swoopers:
        return 300.0 + k, "four"
    if where == "swoop":
        if sit.rival_left <= CLOSE:
            return 250.0, "shed"
        if pile_play:
            return 50.0, "spare"
        return 50.0 + 0.1 * len(pile), "escape"
    if where == "pile":
        return 100.0 + ORDER[rank] + 0.01 * k + 0.5 * len(action.face_up), "high"
    return -ORDER[rank] + 0.1 * k, "pick-up"


def ranked(legal: Sequence[Action], sit: Situation) -> list[tuple[float, str, Action]]:
    """``legal`` scored by :func:`rule_score`, best first (ties keep their order)."""
    pile_play = any(isinstance(a, Play) and landing(a, sit) == "pile" for a in legal)
    out = [(*rule_score(a, sit, pile_play), a) for a in legal]
    out.sort(key=lambda x: -x[0])
    return out


#: How often a rule player takes the second or third play of the same kind as its
#: best (both go on the pile, say): fixed habits could go round in circles for ever.
VARY = 0.05


def _kind(action: Action, sit: Situation) -> str:
    return landing(action, sit) if isinstance(action, Play) else "turn"


def varied(order: list[tuple[float, str, Action]], sit: Situation, rng: random.Random
           ) -> tuple[float, str, Action]:
    """The first of ``order``, or now and then (:data:`VARY`) one of the next two
    when it is of the same kind (never a pick-up for a play that goes on)."""
    best = order[0]
    if best[0] < 1e6 and len(order) > 1 and rng.random() < VARY:
        kind = _kind(best[2], sit)
        alike = [x for x in order[1:3] if _kind(x[2], sit) == kind]
        if alike:
            return alike[rng.randrange(len(alike))]
    return best


def rule_play(legal: Sequence[Action], sit: Situation) -> Action:
    """The play :func:`rule_score` likes best (the first of equals)."""
    pile_play = any(isinstance(a, Play) and landing(a, sit) == "pile" for a in legal)
    best, best_score = legal[0], float("-inf")
    for a in legal:
        score = rule_score(a, sit, pile_play)[0]
        if score > best_score:
            best, best_score = a, score
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
    """Where ``action``'s cards land, by the engine's own :func:`effect` (W-5, W-6):
    ``"pick-up"`` (higher than the top: the pile is picked up first), ``"swoop"``
    (a swoop card, or four equal on top after the play, an empty pile too) or
    ``"pile"``. (A playtest: four jacks on an empty pile were said to "start the
    pile", as this judged a swoop by the cards already on top only.)"""
    pile = sit.pile
    picks, swoops = effect(play_rank(action, sit), _size(action),
                           pile[-1][0] if pile else "", _run(pile), sit.swoopers)
    return "pick-up" if picks else "swoop" if swoops else "pile"


def _run(pile: Sequence[str], rank: str | None = None) -> int:
    """How many cards of ``rank`` (the top card's, by default) lie on top of
    ``pile`` in a row: none when the top is another rank."""
    if not pile:
        return 0
    rank = pile[-1][0] if rank is None else rank
    return sum(1 for _ in takewhile(lambda c: c[0] == rank, reversed(pile)))


def _size(action: Play) -> int:
    return len(action.hand) + len(action.face_up) + (action.mystery is not None)


def _head(action: Action, sit: Situation, *, gerund: bool = False) -> str:
    """What ``action`` does, naming its cards as its event line will:
    ``"Play 7♥ 7♣"``, ``"Swoop with 10♠"``, ``"Turn mystery card 2"`` (its
    position, as the table labels it: never its value)."""
    if isinstance(action, Turn):
        return words.head("turn", [], gerund=gerund, slot=action.slot)
    assert isinstance(action, Play)
    cards = play_codes(action.hand, action.face_up, sit.up,
                       sit.revealed if action.mystery is not None else None)
    return words.head(landing(action, sit), cards, gerund=gerund)


def reason(action: Action, key: str, sit: Situation, legal: Sequence[Action] = ()) -> str:
    """The line for ``action``, chosen for ``key`` (:data:`.swoop_words.WHY`) among
    ``legal`` (for :func:`_high_key`)."""
    if isinstance(action, Turn):
        return f"{_head(action, sit)}: {words.why(key, words.Facts('', 0, sit.pile, 0))}"
    assert isinstance(action, Play)
    where = landing(action, sit)
    if where == "pick-up":  # whatever the key: the pile is picked up first
        key = "pick-up"
    elif where == "pile" and action.mystery is not None:  # no choice but how many (W-13)
        key = "revealed"
    elif key == "high":
        key = _high_key(action, legal, sit)
    rank = play_rank(action, sit)
    facts = words.Facts(rank, _size(action), sit.pile, _run(sit.pile, rank),
                        _could_play(sit), action.mystery is not None)
    return f"{_head(action, sit)}: {words.why(key, facts)}"


def _could_play(sit: Situation) -> bool:
    """A card in the hand or face up would go on the pile (W-5, W-6); never with a
    turned mystery card, which must be played (W-7)."""
    if sit.revealed is not None or not sit.pile:
        return False
    held = [*sit.hand, *(c for c in sit.up if c is not None)]
    return any(not effect(c[0], 1, sit.pile[-1][0], 1, sit.swoopers)[0] for c in held)


# -- the reference ------------------------------------------------------------------

@register_bot("swoop", "greedy", listed=False)
class GreedyBot(ReasonedBot):
    """Reference play (not offered to players): swoop when it can (four equal on top
    first, then a 10 or joker); else the highest rank that goes on the pile, as many
    of it as it may play, face-up cards before hand cards of the rank; else turn a
    mystery card; else pick up with the lowest rank. Now and then (:data:`VARY`)
    another play of the same kind, so that fixed habits cannot go round in circles."""

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
            elif key[0] == best_key[0] and rng.random() < VARY:  # see VARY
                best, best_key = a, key
        why = {4.0: "four", 3.0: "spare", 2.0: "high", 1.0: "turn-stuck",
               0.0: "pick-up"}[best_key[0]]
        return best, lambda: reason(best, why, sit)


# -- the bots ---------------------------------------------------------------------

@register_bot("swoop", "easy")
class EasyBot(ReasonedBot):
    """A beginner: a 10 or joker as soon as it has one; else the lowest rank that
    goes on the pile, all of it; a mystery card only when nothing goes on; else
    picks up with its lowest rank. Now and then (:data:`VARY`) another play of the
    same kind."""

    def decide(self, view: JSON, legal: Sequence[Action], rng: random.Random
               ) -> tuple[Action, Reason]:
        sit = Situation.from_view(view)
        order = sorted(((*self._score(a, sit), a) for a in legal), key=lambda x: -x[0])
        _, why, best = varied(order, sit, rng)
        return best, lambda: reason(best, why, sit)

    @staticmethod
    def _score(action: Action, sit: Situation) -> tuple[float, str]:
        if isinstance(action, Turn):
            return 10.0, "turn-stuck"
        assert isinstance(action, Play)
        k, rank, where = _size(action), play_rank(action, sit), landing(action, sit)
        if where == "swoop":
            return 300.0 + k, "four" if rank not in sit.swoopers else "spare"
        if where == "pile":
            return 100.0 - ORDER[rank] + 0.01 * k, "low"
        return -ORDER[rank] + 0.01 * k, "pick-up"


@register_bot("swoop", "medium")
class MediumBot(ReasonedBot):
    """The play the rules of sound play like best (:func:`rule_score`)."""

    def decide(self, view: JSON, legal: Sequence[Action], rng: random.Random
               ) -> tuple[Action, Reason]:
        sit = Situation.from_view(view)
        _, why, best = varied(ranked(legal, sit), sit, rng)
        return best, lambda: reason(best, why, sit, legal)


@register_bot("swoop", "hard")
class HardBot(ReasonedBot):
    """Determinized look-ahead over medium's best few plays (see the module docstring)."""

    candidates = 3
    #: Hidden-card samples per decision: 12 won 43.8% of deals alone against three
    #: greedy players (4,000 deals), 4 won 40.6%, 24 42.9%; a fourth candidate 42.7%.
    samples = 12
    plies = 16
    #: Plays the rules score this much below their best are not considered.
    margin = 60.0
    #: How much better (in turns, averaged over the samples) another play must look
    #: than the rules' choice to be taken instead: the samples are few and noisy.
    prefer = 0.5

    def decide(self, view: JSON, legal: Sequence[Action], rng: random.Random
               ) -> tuple[Action, Reason]:
        sit = Situation.from_view(view)
        order = ranked(legal, sit)
        best_score, why, best = order[0]
        close = [x for x in order[:self.candidates] if best_score - x[0] < self.margin]
        # unturned mystery cards are all unknown alike (W-13): the samples could only
        # prefer one to another by chance, so one turn is weighed at most
        turns = [x for x in close if isinstance(x[2], Turn)]
        close = [x for x in close if not isinstance(x[2], Turn) or x is turns[0]]
        if len(close) < 2 or best_score >= 1e6:
            _, why, best = varied(order, sit, rng)
            return best, lambda: reason(best, why, sit, legal)
        me = view["seat"]
        totals = [0.0] * len(close)
        for _ in range(self.samples):
            world = sample_state(view, rng)
            assert isinstance(world, Swoop)
            for i, (_, _, action) in enumerate(close):
                sim = world.clone()
                sim.apply(me, action)
                totals[i] += rollout(sim, me, self.plies)
        bonus = [self.prefer * self.samples if j == 0 else 0.0 for j in range(len(close))]
        i = max(range(len(close)), key=lambda j: (totals[j] + bonus[j], -j))
        choice, said = close[i][2], close[i][1]
        if i == 0 or _head(choice, sit, gerund=True) == _head(best, sit, gerund=True):
            # the same words for both moves (a 7♥ from the hand or the face-up 7♥)
            # would compare a move with itself: say why the move is sound instead
            return choice, lambda: reason(choice, said, sit, legal)
        return choice, lambda: _look_ahead_reason(choice, best, sit)


def _high_key(action: Play, legal: Sequence[Action], sit: Situation) -> str:
    """A play that goes on is "the highest that does" only when it is: face-up
    cards outrank a higher card from the hand in :func:`rule_score` (they uncover
    the mystery cards under them), and now and then a rule player takes another
    (:func:`varied`). A playtest's hint said "Play 4♠ 4♣ 4♠: goes on the 5, the
    highest that does" with 5♦ in the hand."""
    top = max((ORDER[play_rank(a, sit)] for a in legal
               if isinstance(a, Play) and landing(a, sit) == "pile"), default=0)
    if ORDER[play_rank(action, sit)] >= top:
        return "high"
    return "face-up" if action.face_up else "on"


def _look_ahead_reason(choice: Action, best: Action, sit: Situation) -> str:
    """Why hard took ``choice`` over the rules' ``best``: what it does to the pile,
    when that is known (:func:`.swoop_words.lands`), then how it was judged."""
    lands = ""
    if isinstance(choice, Play):
        rank = play_rank(choice, sit)
        facts = words.Facts(rank, _size(choice), sit.pile, _run(sit.pile, rank))
        lands = f"{words.lands(landing(choice, sit), facts, swoop_card=rank in sit.swoopers)}; "
    return (f"{_head(choice, sit)}: {lands}looking a round or two ahead, this does better"
            f" than {_passed_over(best, sit, choice)}")


def _passed_over(action: Action, sit: Situation, choice: Action) -> str:
    """The play hard passed over, in words everyone at the table may read: a play
    with cards from the hand is not named (a caption must not show them), and it is
    "another" only beside a play from the hand (playtest 13: "better than the other
    plays from the hand" of two face-up 8s)."""
    if isinstance(action, Play) and action.hand:
        mine = isinstance(choice, Play) and bool(choice.hand)
        return f"{'another' if mine else 'a'} play from the hand"
    return _head(action, sit, gerund=True)


# -- hard's look-ahead ---------------------------------------------------------------

def rollout(s: Swoop, me: int, plies: int) -> float:
    """Play ``s`` on by the rules for every seat for ``plies`` plays (or to the end of
    the deal) and judge where ``me`` stands (:func:`standing`)."""
    deal = s.deal_no
    for _ in range(plies):
        if s.finished or s.deal_no != deal:
            break
        seat = s.current
        s.apply(seat, rule_play(s.legal_actions(seat), Situation.from_state(s, seat)))
    if s.deal_no != deal or s.finished:
        went_out = s.results[-1]["went_out"]
        return 100.0 if went_out == me else -50.0 - 0.2 * s.results[-1]["points"][me]
    mine = standing(s, me)
    return min(standing(s, x) for x in range(s.players) if x != me) - mine


def standing(s: Swoop, seat: int) -> float:
    """Roughly how far ``seat`` is from going out, in turns: one play per rank of its
    hand and face-up cards (four at most a play), one per mystery card; 10s and
    jokers cost nothing (each swoops and plays again); plus a little for the points
    it would score if another went out first."""
    counts: dict[str, int] = {r: len(g) for r, g in s.hands[seat].groups.items()}
    for u in s.up[seat]:
        if u is not None:
            counts[u[0]] = counts.get(u[0], 0) + 1
    turns = sum((k + 3) // 4 for r, k in counts.items() if r not in s.swoopers)
    turns += SLOTS - s.down[seat].count(None)
    pts = s.deal_points(seat)
    return turns + 0.01 * pts
