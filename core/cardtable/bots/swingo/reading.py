"""What a Swingo bot reads from its view, and its chance to win by sampling.

:class:`Table` turns a seat's view into what the bots decide on: its cards, the
live opponents and their boards, the pot, the price of a call, its position in
the round (S-7: rounds 2 and 3 start at the best board). :func:`equity`
deals the cards the seat cannot see at random, consistent with the view
(unknown fives before the hole choice, two hole cards for each shown board
after it, the river if it is still to come), plays the showdown with one
borrowed board card each (S-9) and counts the seat's share of the pot. With
``read=True`` each opponent's hole cards are drawn to fit what it did (chips
put in before the hole choice for a strong five; the split most players make,
the two best cards hidden) and each deal is weighted by the bets of later rounds
(a bettor holds a made hand). :func:`pre_hole_equity` does the same before the
hole choice against the fives the raisers' chips fit.
"""

from __future__ import annotations

import random
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import dataclass

from ... import evaluate as ev
from ...cards import Card, make_deck
from ...engine import JSON
from ...games.swingo.showdown import half_winners
from .strength import split_in_top, split_top_share, top_share_codes

DECK = tuple(range(52))
_CARD = {ev.card_code(c): c for c in make_deck()}
_CODE = {c.code: k for k, c in _CARD.items()}
_LOW_BASE = 9 << 20


def code(text: str) -> int:
    return _CODE[text]


def value(c: int, ranking: str = "high") -> int:
    """Card value of an int code: 2..14, the ace 1 for ace-to-five."""
    v = (c >> 2) + 2
    return 1 if v == 14 and ranking == "ace-to-five" else v


def naive_split(cards: Sequence[int], ranking: str) -> tuple[list[int], list[int]]:
    """Hole = the two cards best for ``ranking`` (highest, or lowest for a low game)."""
    if ranking == "high":
        order = sorted(cards, key=lambda c: -c)
    else:
        order = sorted(cards, key=lambda c: (value(c, ranking), c))
    return list(order[:2]), list(order[2:])


def category(v: int, ranking: str) -> int:
    """Hand class of a value: 0 high card / a real low hand ... 8 straight flush."""
    return (v if ranking == "high" else _LOW_BASE - v) >> 20


class Table:
    """A seat's view, read once per decision."""

    def __init__(self, view: JSON) -> None:
        self.view = view
        me = self.me = int(view["seat"])
        own = view["own"] or {}
        self.cards = [_CODE[c] for c in own.get("cards") or []]
        self.hole = [_CODE[c] for c in own["hole"]] if own.get("hole") else None
        self.my_board = [_CODE[c] for c in own["board"]] if own.get("board") else None
        seats = view["seats"]
        self.live = [x["seat"] for x in seats if x["status"] in ("active", "all-in")]
        self.opponents = [s for s in self.live if s != me]
        self.boards: dict[int, list[int]] = {
            x["seat"]: [_CODE[c] for c in x["board"]] for x in seats
            if x["board"] is not None and x["seat"] != me and x["seat"] in self.live}
        self.river = _CODE[view["river"]] if view["river"] else None
        self.variant: str = view["variant"]
        self.low_ranking: str = view["low_ranking"]
        self.rankings: tuple[str, ...] = (
            ("high",) if self.variant == "high" else (self.low_ranking,)
            if self.variant == "low" else ("high", self.low_ranking))
        self.pot: int = view["pot"]
        self.limits: JSON = view["bet_limits"] or {}
        self.call: int = int(self.limits.get("call", 0))
        self.big: int = view["blinds"]["big"]
        self.stacks: list[int] = view["stacks"]
        self.stack: int = self.stacks[me]
        self.bets: list[int] = view["bets"]
        self.committed = [x["committed"] for x in seats]
        self.round: int | None = view["round"]
        self.fixed = view["betting"] == "fixed-limit"
        seen = set(self.cards)
        for b in self.boards.values():
            seen.update(b)
        if self.river is not None:
            seen.add(self.river)
        self.unseen = [c for c in DECK if c not in seen]

    # -- the betting situation ----------------------------------------------------

    @property
    def price(self) -> float:
        """The share of the pot after a call that the call costs (0: free)."""
        return self.call / (self.pot + self.call) if self.call else 0.0

    @property
    def odds(self) -> float:
        """Pot odds as ``x`` in "x to 1" (infinite when nothing to call)."""
        return self.pot / self.call if self.call else float("inf")

    @property
    def effective(self) -> int:
        """The effective stack: the most I can win or lose this hand, my chips (behind
        and put in) against the deepest live opponent's."""
        mine = int(self.stacks[self.me] + self.committed[self.me])
        theirs = max((int(self.stacks[s] + self.committed[s]) for s in self.opponents), default=0)
        return min(mine, theirs)

    @property
    def can_raise(self) -> bool:
        return bool(self.limits.get("can_raise"))

    @property
    def before_choice(self) -> bool:
        return self.hole is None

    @property
    def acting_after(self) -> int:
        """How many opponents with chips still act after me in this round's order."""
        n = len(self.view["seats"])
        if self.round == 1:
            start = (int(self.view["big_blind_seat"]) + 1) % n
        else:
            starter = self.view.get("starter")
            start = self.me if starter is None else int(starter)
        order = [(start + k) % n for k in range(n)]
        order = [s for s in order if s in self.live and self.stacks[s] > 0]
        if self.me not in order:
            return 0
        return len(order) - 1 - order.index(self.me)

    def aggressors(self) -> set[int]:
        """Opponents who bet or raised in this round (rounds 2 and 3; the round's
        events since the boards or the river were shown)."""
        out: set[int] = set()
        for e in reversed(self.view.get("events") or []):
            text = str(e["text"])
            if text.startswith("The river is") or " shows the board " in text \
                    or text.endswith("has chosen"):
                break
            if (" bets " in text or " raises to " in text) and e["seat"] in self.opponents:
                out.add(e["seat"])
        return out

    def checked(self) -> set[int]:
        """Opponents who checked this round before me (rounds 2 and 3, nothing bet)."""
        if self.round in (None, 1) or max(self.bets) > 0:
            return set()
        n = len(self.view["seats"])
        starter = self.view.get("starter")
        if starter is None:
            return set()
        order = [(int(starter) + k) % n for k in range(n)]
        order = [s for s in order if s in self.live and self.stacks[s] > 0]
        return set(order[:order.index(self.me)]) if self.me in order else set()

    @property
    def raised_pot(self) -> bool:
        """Someone has raised in round 1 (more than the big blind to call)."""
        return max(self.bets) > self.big

    def five_share(self) -> float:
        """My five's place among all fives (0.05: top 5%) for the game in play."""
        return _five_share(self.cards, self.rankings)


@dataclass(frozen=True)
class Equity:
    """Sampled chances: my expected share of the pot per ranking, and for high-low
    the chance to win (or tie) both halves at once."""

    shares: tuple[float, ...]
    both: float
    samples: int
    #: With ``callers=True`` heads-up: per deal ``(weight, my share, the opponent's
    #: share against a random hand of mine)`` -- what a sound caller goes by (before
    #: the river, its hand as it stands against mine as they stand).
    deals: tuple[tuple[float, float, float], ...] = ()
    #: With ``declaring=True`` in high-low (river out, every board shown): my expected
    #: share of the pot for each declaration (:data:`WAYS`) when the others declare as
    #: modelled (:func:`their_way`).
    ways: tuple[float, ...] = ()
    #: High-low: my expected share of the pot from the deals that win or tie both
    #: halves (a tied half is shared), what declaring both is worth when every other
    #: player contests both halves.
    both_share: float = 0.0

    @property
    def share(self) -> float:
        """One number: the expected share of the pot (halves averaged in high-low)."""
        return sum(self.shares) / len(self.shares)


#: Reads of chips put in before the hole choice: from ``bb`` big blinds on, a five
#: in the top ``share`` fits (weight 1), any other weighs ``other``; the first tier
#: the chips reach counts.
FIVE_READS: tuple[tuple[float, float, float], ...] = (
    (10, 0.15, 0.1), (3.5, 0.35, 0.25), (1, 0.5, 0.5))


def _five_share(five: Sequence[int], rankings: Sequence[str]) -> float:
    """A five's place among all fives for the game in play; high-low (S-12): by the
    share of the pot it can expect (:func:`.strength.split_top_share`), not its better
    half: a five good for one half only mostly splits the pot, and by its better half
    more than half of all fives would rank in the top 30%."""
    if len(rankings) == 2:
        return split_top_share(five, rankings[1])
    return top_share_codes(five, rankings[0])


def _in_top(five: Sequence[int], rankings: Sequence[str], share: float) -> bool:
    """``_five_share(five, rankings) <= share``, as cheaply as it can be told."""
    if len(rankings) == 2:
        return split_in_top(five, rankings[1], share)
    return top_share_codes(five, rankings[0]) <= share


def _five_weight(five: Sequence[int], invested_bb: float, rankings: Sequence[str],
                 reads: Sequence[tuple[float, float, float]] = FIVE_READS) -> float:
    """How well a five fits chips put in before the hole choice."""
    for bb, top, other in reads:
        if invested_bb >= bb:
            return 1.0 if _in_top(five, rankings, top) else other
    return 1.0


#: How well a hand class fits a bet or call in a later round. With a river and a
#: borrowed card, five-player showdowns are mostly won by a full house or a flush
#: and the median hand is about trips; a bettor is read as holding the top of that.
_HIGH_FIT = (0.03, 0.03, 0.05, 0.15, 0.4, 0.7, 1.0, 1.0, 1.0)


def _checked_weight(v: int, ranking: str) -> float:
    """A check with a very strong hand is less likely than with a middling one."""
    cat = category(v, ranking)
    return (0.5 if cat >= 6 else 1.0) if ranking == "high" else (0.6 if cat == 0 else 1.0)


def _made_weight(v: int, ranking: str) -> float:
    cat = category(v, ranking)
    if ranking == "high":
        return _HIGH_FIT[cat]
    return 1.0 if cat == 0 else 0.2


REJECT_TRIES = 40
WAYS = ("high", "low", "both")


#: Without a model of the others' declarations, both only when the sample wins (or
#: ties) both halves this often: it is drawn from random hands, and the hands that
#: declare low at a showdown hold better lows than those (a playtest's medium declared
#: both with a full house and an 8-7-6 low at 55% and lost the low half, so the pot).
BOTH_SURE = 0.75


def their_way(high: float, low: float, rivals: int = 1) -> str:
    """S-12, how a player declares from its hand's place among the hands it could
    face in each half (0..1) when ``rivals`` others are in: its chance to beat them
    all in a half is about the place to that power; both when that chance is
    :data:`BOTH_SURE` in each (as the bots without this model declare), else its
    better half."""
    if min(high, low) ** rivals > BOTH_SURE:
        return "both"
    return "high" if high >= low else "low"


def pot_part(me: int, players: Sequence[int], decl: dict[int, str], high: dict[int, int],
             low: dict[int, int]) -> float:
    """My share of a high-low pot (S-12) with these hands and declarations."""
    hw, lw = half_winners(players, decl, high, low)
    if hw and lw:
        return (0.5 / len(hw) if me in hw else 0.0) + (0.5 / len(lw) if me in lw else 0.0)
    won = hw or lw
    if won:
        return 1 / len(won) if me in won else 0.0
    return 1 / len(players)


def _place(seen: Sequence[int], v: int) -> float:
    """Where value ``v`` falls among the sorted ``seen`` values (0..1, ties half)."""
    return (bisect_left(seen, v) + bisect_right(seen, v)) / 2 / len(seen)


def _kept_over(cards: Sequence[int], board: Sequence[int], ranking: str) -> list[int]:
    """The ``cards`` a player who hides its two best (:func:`naive_split`, the split
    most players make) could hide behind ``board``: higher than all of it, or lower
    in a low game."""
    if ranking == "high":
        top = max(board)
        return [c for c in cards if c > top]
    low = min((value(c, ranking), c) for c in board)
    return [c for c in cards if (value(c, ranking), c) < low]


def equity(t: Table, samples: int, rng: random.Random, *, my_board: Sequence[int] | None = None,
           read: bool = False, other_split: float = 1.0,
           five_reads: Sequence[tuple[float, float, float]] = FIVE_READS,
           callers: bool = False, declaring: bool = False) -> Equity:
    """My share of the pot over ``samples`` deals of the unseen cards (see the module);
    with ``callers`` (heads-up, boards shown) also each deal's :attr:`Equity.deals`;
    with ``declaring`` (high-low, river out, boards shown) also :attr:`Equity.ways`."""
    opps = t.opponents
    rankings = t.rankings
    if not opps:
        return Equity(tuple(1.0 for _ in rankings), 1.0, 0)
    mine = list(t.cards)
    board = list(my_board) if my_board is not None else (
        t.my_board if t.my_board is not None else naive_split(mine, rankings[0])[1])
    known = {s: t.boards[s] for s in opps if s in t.boards}
    need = sum(2 if s in known else 5 for s in opps) + (t.river is None)
    invested = {s: (chosen_chips(t, s) - (t.bets[s] if t.round and t.round > 1 else 0)) / t.big
                for s in opps}
    unseen = t.unseen
    kept_over = {s: _kept_over(unseen, b, rankings[0]) for s, b in known.items()} if read else {}
    betting = {s for s in opps if t.round and t.round > 1 and t.bets[s] > 0}
    if len(rankings) == 2:
        # high-low: a call is read as nothing (sound players call by the price, and a
        # caller's chips stay in the bets until the declaration); read as a made high
        # hand, it swayed the declaration (6,000 hands: +50.4 bb/100 to +54.9, paired
        # +4.5 [+1.6, +7.4])
        betting &= t.aggressors()
    # high-low: a check is not read (after the hole choice sound players seldom bet,
    # heads-up never, so a check hides a strong hand as often as not; read as weak,
    # 6,000 hands: +58.9 bb/100 without the read, +57.8 with it, paired +1.1 [+0.4, +1.8])
    checked = t.checked() if read and len(rankings) == 1 else set()
    fits: dict[tuple[int, ...], float] = {}
    players = [t.me, *opps]
    mine_seen: list[int] = []
    if callers and len(opps) == 1 and opps[0] in known and len(rankings) == 1:
        mine_seen = _random_hands(t, board, known[opps[0]], rankings[0], rng)
    # the declaration model: for each player, the hands it could hold as the others
    # see it (heads-up only mine matter), each ranking sorted
    theirs_seen: dict[int, list[list[int]]] = {}
    if declaring and len(rankings) == 2 and t.river is not None and len(known) == len(opps):
        shown = {t.me: board, **known}
        size = RANDOM_HANDS if len(opps) == 1 else DECLARE_HANDS
        for q in (players if len(opps) > 1 else [t.me]):
            lent = [c for p, b in shown.items() if p != q for c in b]
            theirs_seen[q] = [_random_hands(t, shown[q], lent, r, rng, size) for r in rankings]
    ways = [0.0] * len(WAYS)
    deals: list[tuple[float, float, float]] = []
    totals = [0.0] * len(rankings)
    both = both_share = 0.0
    weight_sum = 0.0
    borrow = ev.value_plus_one
    for _ in range(samples):
        pool = rng.sample(unseen, need)
        pos = 0
        own: dict[int, list[int]] = {t.me: mine}
        boards: dict[int, list[int]] = {t.me: board}
        w = 1.0
        used: set[int] = set()
        for s in opps:
            if s in known and read:
                # hole cards drawn to fit what the seat did: accepted with the chance
                # that they fit its chips before the hole choice and its split
                b = known[s]
                above = kept_over[s]
                for _ in range(REJECT_TRIES):
                    usual = len(above) >= 2 and rng.random() >= other_split
                    hole = rng.sample(above if usual else unseen, 2)
                    if not used.isdisjoint(hole):
                        continue
                    key = (s, *sorted(hole))
                    fit = fits.get(key, -1.0)
                    if fit < 0:  # the same pair recurs over the samples: judged once
                        fit = fits[key] = _five_weight([*hole, *b], invested[s], rankings,
                                                       five_reads)
                    if fit >= 1 or rng.random() < fit:
                        break
                while not used.isdisjoint(hole):
                    hole = rng.sample(unseen, 2)
                used.update(hole)
                own[s] = [*hole, *b]
                boards[s] = b
                continue
            if s in known:
                own[s] = [*pool[pos:pos + 2], *known[s]]
                boards[s] = known[s]
                pos += 2
            else:
                five = pool[pos:pos + 5]
                pos += 5
                own[s] = five
                boards[s] = naive_split(five, rankings[0])[1]
            if read:
                w *= _five_weight(own[s], invested[s], rankings, five_reads)
        if t.river is not None:
            river = t.river
        elif used:
            river = pool[pos]
            while river in used:
                river = rng.choice(unseen)
        else:
            river = pool[pos]
        won = []
        half = 0.0
        by_ranking = []
        for k, ranking in enumerate(rankings):
            scores = {}
            for p in players:
                extra = [c for q in players if q != p for c in boards[q]]
                scores[p] = borrow([*own[p], river], extra, ranking)[0]
            if read and k == 0:
                for s in betting:
                    w *= _made_weight(scores[s], ranking)
                for s in checked:
                    w *= _checked_weight(scores[s], ranking)
            by_ranking.append(scores)
            top = max(scores.values())
            if scores[t.me] == top:
                ties = sum(1 for v in scores.values() if v == top)
                totals[k] += w / ties
                half += 1 / ties / len(rankings)
                won.append(True)
            else:
                won.append(False)
            if mine_seen:
                o = scores[opps[0]] if t.river is not None else borrow(
                    own[opps[0]], board, ranking)[0]
                theirs = (bisect_left(mine_seen, o) + bisect_right(mine_seen, o)) / 2
                mine_share = (1.0 if won[-1] and scores[t.me] > o else
                              0.5 if won[-1] else 0.0)
                deals.append((w, mine_share, theirs / len(mine_seen)))
        if all(won):
            both += w
            both_share += w * half
        if theirs_seen:
            decl = {}
            for o in opps:  # its chance to beat each other player, in each half
                high = low = 1.0
                for q, (highs, lows) in theirs_seen.items():
                    if q != o:
                        high *= _place(highs, by_ranking[0][o])
                        low *= _place(lows, by_ranking[1][o])
                decl[o] = their_way(high, low)
            for i, way in enumerate(WAYS):
                ways[i] += w * pot_part(t.me, players, {**decl, t.me: way}, *by_ranking)
        weight_sum += w
    if weight_sum <= 0:
        return Equity(tuple(0.0 for _ in rankings), 0.0, samples)
    return Equity(tuple(x / weight_sum for x in totals), both / weight_sum, samples,
                  tuple(deals), tuple(x / weight_sum for x in ways) if theirs_seen else (),
                  both_share / weight_sum)


#: Random hands of mine an opponent weighs its call against.
RANDOM_HANDS = 48
#: With more than one opponent, random hands of each player for the declaration model.
DECLARE_HANDS = 24


def _random_hands(t: Table, board: Sequence[int], their_board: Sequence[int], ranking: str,
                  rng: random.Random, count: int = RANDOM_HANDS) -> list[int]:
    """Sorted values of ``count`` hands I could hold as the opponent sees it: my board
    (or another player's, ``board``) with two random hole cards (and the river once it
    is out), borrowing from its board (``their_board``: the other boards)."""
    pool = [*t.unseen, *(t.hole or [])]
    river = [] if t.river is None else [t.river]
    out = []
    for _ in range(count):
        a, b = rng.sample(pool, 2)
        out.append(ev.value_plus_one([a, b, *board, *river], their_board, ranking)[0])
    out.sort()
    return out


#: Before the hole choice, the fives a player puts chips in with by choice: from
#: ``bb`` big blinds on, the top ``share`` (sound play: about the top 30% played,
#: the top 10% raised, the top 5% raised again).
CHIP_RANGES: tuple[tuple[float, float], ...] = ((25, 0.05), (8, 0.10), (1, 0.30))


#: Fixed limit (S-4): every raise is one unit, so chips do not tell a raise from a
#: call; round 1's actions do (sound tight play, as :data:`CHIP_RANGES`): the fives
#: ``(above, to)`` each fits, a five fitting when ``above < place <= to``.
RAISE_FIRST, RAISE_AGAIN = (0.0, 0.10), (0.0, 0.05)
LIMP, CALL_RAISE, CHECK_BIG = (0.10, 0.30), (0.05, 0.30), (0.10, 1.0)


def action_reads(t: Table) -> dict[int, tuple[float, float]]:
    """Fixed limit: each opponent's five read from its round-1 actions this hand
    (see :data:`RAISE_FIRST`): a raise first in fits the top 10%, a raise of a raise
    the top 5%, a call the top 30% outside what would have raised, the big blind's
    check anything outside the top 10%. Several actions: the fives fitting all of them
    (none: the last one's)."""
    events = t.view.get("events") or []
    start = max((i for i, e in enumerate(events) if str(e["text"]).startswith("Hand ")),
                default=0)
    raised = False
    reads: dict[int, tuple[float, float]] = {}
    for e in events[start + 1:]:
        text, seat = str(e["text"]), e["seat"]
        if text.endswith("has chosen"):
            break
        if " raises to " in text:
            read = RAISE_AGAIN if raised else RAISE_FIRST
            raised = True
        elif " calls " in text:
            read = CALL_RAISE if raised else LIMP
        elif text.endswith(" checks"):
            read = CHECK_BIG
        else:
            continue
        if seat in t.opponents:
            was = reads.get(seat, read)
            both = (max(was[0], read[0]), min(was[1], read[1]))
            reads[seat] = both if both[0] < both[1] else read
    return reads


def _fits(five: Sequence[int], rankings: Sequence[str], read: tuple[float, float]) -> bool:
    above, to = read
    place = _five_share(five, rankings)
    return above < place <= to


def chosen_chips(t: Table, seat: int) -> int:
    """Chips ``seat`` put in before the hole choice by choice (its blind left out)."""
    view = t.view
    blind = (t.big if seat == view["big_blind_seat"] else
             int(view["blinds"]["small"]) if seat == view["small_blind_seat"] else 0)
    return max(0, int(t.committed[seat]) - blind)


def chip_range(chips_bb: float) -> float:
    """The top share of fives that fits ``chips_bb`` big blinds put in by choice."""
    return next((share for bb, share in CHIP_RANGES if chips_bb >= bb), 1.0)


def _five_in(unseen: Sequence[int], used: set[int], share: float, rankings: Sequence[str],
             rng: random.Random, tries: int = 80) -> list[int]:
    """Five unused cards in the top ``share`` of fives (drawn until one is; after
    ``tries`` draws, any five of the unused cards)."""
    pool = [c for c in unseen if c not in used]
    for _ in range(tries):
        five = rng.sample(pool, 5)
        if share >= 1 or _in_top(five, rankings, share):
            return five
    return rng.sample(pool, 5)


def five_between(unseen: Sequence[int], used: set[int], read: tuple[float, float],
                  rankings: Sequence[str], rng: random.Random, tries: int = 80) -> list[int]:
    """As :func:`_five_in`, a five that fits ``read`` on both sides (``(0, 1)``: any)."""
    pool = [c for c in unseen if c not in used]
    if read[0] <= 0 and read[1] >= 1:
        return rng.sample(pool, 5)
    for _ in range(tries):
        five = rng.sample(pool, 5)
        if _in_top(five, rankings, read[1]) and (read[0] <= 0 or _fits(five, rankings, read)):
            return five
    return rng.sample(pool, 5)


def pre_hole_equity(t: Table, samples: int, rng: random.Random,
                    reads: dict[int, float] | None = None) -> tuple[float, int]:
    """Before the hole choice: my share of the pot against the opponents who have put
    chips in by choice, each holding a five from the range those chips fit
    (:data:`CHIP_RANGES`, or the share ``reads`` gives a seat that did); the others
    are expected to fold. Naive splits, a random river, one borrowed card each (S-9);
    high-low: the mean of the halves. Returns the share and how many opponents it
    was measured against."""
    rankings = t.rankings
    ranges = {s: chip_range(chosen_chips(t, s) / t.big) for s in t.opponents}
    for s, share in (reads or {}).items():
        if s in ranges and ranges[s] < 1:
            ranges[s] = share
    rivals = [s for s in t.opponents if ranges[s] < 1] or list(t.opponents)
    if not rivals:
        return 1.0, 0
    mine = list(t.cards)
    my_board = naive_split(mine, rankings[0])[1]
    borrow = ev.value_plus_one
    total = 0.0
    for _ in range(samples):
        used = set(mine)
        fives = []
        for s in rivals:
            five = _five_in(t.unseen, used, ranges[s], rankings, rng)
            used.update(five)
            fives.append(five)
        river = rng.choice([c for c in t.unseen if c not in used])
        boards = [my_board, *(naive_split(f, rankings[0])[1] for f in fives)]
        hands = [mine, *fives]
        for ranking in rankings:
            scores = []
            for i, hand in enumerate(hands):
                extra = [c for j, b in enumerate(boards) if j != i for c in b]
                scores.append(borrow([*hand, river], extra, ranking)[0])
            top = max(scores)
            if scores[0] == top:
                total += 1 / sum(1 for v in scores if v == top)
    return total / samples / len(rankings), len(rivals)


def cannot_win(t: Table) -> bool:
    """True only when the cards already seen prove my hand loses: with the river out,
    a live opponent's board, the river and one borrowed card already beat the best
    I can make (my whole hand is known to me by then). Lowball and high-low: never
    claimed (a low hand's floor is not known from four cards)."""
    if t.river is None or t.variant != "high" or t.hole is None:
        return False
    everyone = {t.me: t.my_board or [], **t.boards}
    mine = ev.value_plus_one([*t.cards, t.river],
                           [c for s, b in everyone.items() if s != t.me for c in b])[0]
    for s, b in t.boards.items():
        floor = ev.value_plus_one([*b, t.river],
                                [c for q, x in everyone.items() if q != s for c in x])[0]
        if floor > mine:
            return True
    return False


def card_text(c: int) -> str:
    """The card's code, as actions name it: ``"Ts"``."""
    return str(_CARD[c].code)


def card_name(c: int) -> str:
    """The card as the table names it: ``"10\u2660"``."""
    return str(_CARD[c].short)


def cards_of(codes: Sequence[int]) -> list[Card]:
    return [_CARD[c] for c in codes]
