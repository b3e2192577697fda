"""Swingo Poker bots: easy, medium and hard, and three reference bots that are not
offered in the lobby (``listed=False``): "tight-aggressive", "loose-aggressive" and
"calling-station".

* **tight-aggressive** (reference): plays about the top 30% of fives, raises the
  top 10%, then bets and calls by sampled equity against the pot odds.
* **loose-aggressive** (reference): plays the top 50%, raises the top 20%, and the
  top 70% first in from the button or the small blind (a steal of the blinds); later
  bets from smaller shares, and heads-up bets half the pot with less one time in four.
* **calling-station** (reference): checks or calls every bet, never raises or folds.
* **easy**: loose and passive: calls with most fives, seldom raises, calls later
  bets at a discount, never folds for a tiny price (10:1 or better).
* **medium**: a sensible tight player: about the top 30% of fives, no all-in before
  the hole choice outside its top fives, a small equity sample later, never folds
  at 10:1 or better unless the cards seen prove it cannot win. Short-stacked (15 big
  blinds or fewer effective, pot limit), push or fold in round 1: first in, the push
  chart's fives (wider as the stack shrinks) raise the most allowed; against a raise
  that a call would commit the stack to, all in when its share against the raisers'
  range beats the price of the whole stack, else fold.
* **hard**: raises or folds in round 1 (wider the fewer act behind it); against a
  raise, its share against the fives the raisers' chips fit decides (raise again,
  call by pot odds, or fold: a top five is not always ahead of a top range; in a
  blind against a steal, a raise first in from the button or the small blind, the
  raiser's five is read wide and the top 45% defend); later,
  equity sampled against what each opponent did (hole cards drawn to fit the chips
  put in before the hole choice and the usual split, bets after it), the hole
  choice by sampling each board it could show; heads-up with nothing to call, the
  check or bet size worth most when the opponent calls as sound play does (its
  share against a random hand of mine beats the price): value bets where worse
  hands call, bluffs where it folds; with more opponents, value bets from an edge
  over one share of the pot; pot odds with a margin before the river. High-low
  (S-12): a five is placed by the pot share it can expect, and each other player's
  declaration is modelled (its better half, or both when it likely beats everyone in
  each) for the declaration and the bets of round 3. Short-stacked, round 1 is
  as for medium (its own open ranges where wider), a larger sample against a raise.

The bots other than hard do not model the others' declarations (S-12): they declare
both only when their sample wins or ties both halves three times in four
(:data:`.reading.BOTH_SURE`), else their better half by its share.

Every bot shows at the showdown, never stops the match, and plays only in its
own interest (S-13). Each decision comes with a reason (``choose_with_reason``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ... import evaluate as ev
from ...actions import Action
from ...engine import JSON
from ...games.swingo.actions import ChooseHole, Declare, Show, Stop
from .. import ReasonedBot, register_bot
from .policy import (
    SHORT_BB,
    Decision,
    all_splits,
    amount_of,
    bb_words,
    by_odds,
    chance,
    choose_naive,
    choose_split,
    decide,
    declare,
    give_up,
    passive,
    pct,
    push_share,
    raise_to,
    short_decide,
    tiny_price,
)
from .reading import (
    Equity,
    Table,
    action_reads,
    cannot_win,
    chip_range,
    chosen_chips,
    equity,
    five_between,
    naive_split,
    pre_hole_equity,
)


class SwingoBot(ReasonedBot):
    """Dispatch by phase; subclasses define ``before`` (round 1), ``after`` (rounds
    2 and 3), and may override the hole choice and the declaration."""

    samples = 40

    def decide(self, view: JSON, legal: Sequence[Action],
               rng: random.Random) -> Decision:
        legal = [a for a in legal if not isinstance(a, Stop)]
        first = legal[0]
        if isinstance(first, Show):
            # not "the cards speak", the name of the other showdown option (playtest 4)
            return Show(), lambda: ("Show: it costs nothing, and only a hand that is"
                                    " shown can win")
        if len(legal) == 1:
            return first, lambda: f"{first.kind.capitalize()}: the only move"
        t = Table(view)
        if isinstance(first, ChooseHole):
            return self.choose_hole(t, legal, rng)
        if isinstance(first, Declare):
            return self.declare(t, rng)
        if t.before_choice:
            return self.before(t, legal, rng)
        return self.after(t, legal, rng)

    def choose_hole(self, t: Table, legal: Sequence[Action], rng: random.Random) -> Decision:
        return choose_naive(t, legal)

    def declare(self, t: Table, rng: random.Random) -> Decision:
        return declare(t, equity(t, self.samples, rng))

    def before(self, t: Table, legal: Sequence[Action], rng: random.Random) -> Decision:
        raise NotImplementedError

    def after(self, t: Table, legal: Sequence[Action], rng: random.Random) -> Decision:
        raise NotImplementedError


def _five_words(share: float) -> str:
    """The five cards' strength in a player's words (``share``: of all fives, the
    part that scores at least as well; small is strong)."""
    if share <= 0.5:
        return f"these five rank among the best {pct(share)} of starts"
    if share < 0.995:
        return f"these five are weaker than {pct(share)} of starts"
    return "these five are among the weakest starts"


def _open_words(words: str, share: float, behind: int) -> str:
    """Why a raise opens the pot: the five, and how few are left to wake up."""
    left = ("nobody is left to act" if behind == 0 else
            "one player is left to act" if behind == 1 else f"{behind} players are left to act")
    if share <= 0.5:
        return f"{words}, and {left}"
    return f"{words}, but {left}, so a raise may take the blinds"


def _against_raise(eq: float, needed: float) -> str:
    """"40% to win against the raise, 23% needed" (one colon to a reason: playtest 6);
    ``needed``: the share a call needs."""
    return f"{chance(eq)} to win against the raise, {pct(needed)} needed"


def _tight_before(t: Table, legal: Sequence[Action], *, play: float, raise_at: float,
                  shove_at: float, open_size: float) -> Decision:
    """Round 1 for the tight players (medium, the reference): play the top ``play``
    share, raise the top ``raise_at``, and only the top ``shove_at`` goes on when a
    call would put in a fifth of the stack or more."""
    share = t.five_share()
    words = _five_words(share)
    deep = t.call >= 0.2 * t.stack
    if share <= shove_at or (share <= raise_at and not t.raised_pot):
        a = raise_to(t, legal, 1.0 if share <= shove_at else open_size)
        if a is not None:
            return decide(t, a, words)
    if t.call == 0:
        return decide(t, legal[0], f"{words}, and checking is free")
    if not deep and (share <= raise_at or (share <= play and t.call <= 8 * t.big)):
        return decide(t, legal[1], words)
    if share <= shove_at:
        return decide(t, legal[1], words)
    if tiny_price(t):
        return decide(t, legal[1], f"{words} at {t.odds:.0f} to 1")
    return give_up(t, legal, f"{words}; only the best {pct(play)} are worth playing")


def _rivals(t: Table) -> list[int]:
    """The opponents who have put chips in by choice before the hole choice (the
    raisers and callers a short stack's equity is measured against)."""
    return [s for s in t.opponents if chosen_chips(t, s) >= t.big]


def _commit_price(t: Table) -> tuple[int, float]:
    """Going all in (or covering the deepest live opponent): the chips it costs and
    the share of the final pot they are when each rival (:func:`_rivals`) matches
    them as far as its chips go."""
    mine = t.bets[t.me] + t.stack
    deepest = max((t.bets[s] + t.stacks[s] for s in t.opponents), default=mine)
    to = min(mine, deepest)
    cost = max(t.call, to - t.bets[t.me])
    pot = t.pot + cost + sum(max(0, min(to, t.bets[s] + t.stacks[s]) - t.bets[s])
                             for s in _rivals(t))
    return cost, cost / pot


def _short_reads(t: Table) -> dict[int, float]:
    """Reads of the rivals' fives where chips are a poor guide (:data:`.reading.
    CHIP_RANGES` counts chips, as deep stacks put them in): a short rival all in
    pushes wider, by its push chart."""
    reads = {}
    others = len(t.live) - 1
    for s in _rivals(t):
        total = (t.stacks[s] + t.committed[s]) / t.big
        if t.stacks[s] == 0 and total <= SHORT_BB:
            reads[s] = max(chip_range(chosen_chips(t, s) / t.big),
                           push_share(total, others, t.rankings[0]))
    return reads


def _short_before(t: Table, legal: Sequence[Action], rng: random.Random,
                  samples: int, opens: float = 0.0) -> Decision | None:
    """Round 1 with a short effective stack (:data:`.policy.SHORT_BB` big blinds or
    fewer, pot limit): push or fold. First in, put the stack in with the fives of the
    push chart (:func:`.policy.push_share`: wider as the stack shrinks and the fewer
    can call). Against a raise, when a call would leave no more at stake than the pot
    after it (the stack is committed), go all in (or call when no raise is offered)
    when my share against the rivals' range (``samples`` deals) beats the price of the
    whole stack, else fold, except a call at 10:1 or better. None: not short, a
    first-in five outside the chart or in the top ``opens`` the bot opens anyway (its
    own raise size keeps the callers that such a five wants: the pot instead lost
    about 5 big blinds a 100 hands at 15 deep), or a raise that leaves more to play
    for than the pot (the bot's usual play decides: reshoving 12-15 big blinds over
    a tight raiser lost chips against the reference)."""
    if t.fixed or not t.before_choice or t.effective > SHORT_BB * t.big or t.stack <= 0:
        return None
    share = t.five_share()
    words = _five_words(share)
    if not t.raised_pot:
        callers = sum(1 for s in t.opponents if t.stacks[s] > 0)
        if share <= opens or share > push_share(t.effective / t.big, callers, t.rankings[0]):
            return None
        a = raise_to(t, legal, 1.0)
        if a is None:
            return None
        left = ("one player" if callers == 1 else f"{callers} players") + " left to call"
        if share <= 0.5:
            return short_decide(t, a, f"{words}, strong enough to play short-stacked"
                                      f" with {left}")
        return short_decide(t, a, f"{words}, but with a short stack and {left}, the"
                                  " blinds are worth the risk")
    if t.effective - t.committed[t.me] - t.call > t.pot + t.call:
        return None
    eq, _ = pre_hole_equity(t, samples, rng, _short_reads(t))
    cost, price = _commit_price(t)
    odds = f"{chance(eq)} to win against the raise, {pct(price)} needed"
    if eq >= price:
        a = raise_to(t, legal, 1.0) if t.can_raise else None
        return short_decide(t, a if a is not None else legal[1],
                            f"{words}; {odds}, enough to play short-stacked")
    if tiny_price(t):
        return None
    return give_up(t, legal, f"{words}, {odds} to put in {bb_words(cost, t.big)}")


#: Heads-up, the tight players bet for value from this share of the pot and raise
#: from that one.
HEADS_UP_VALUE, HEADS_UP_RAISE = 0.6, 0.78


def _scaled(t: Table, value_at: float, raise_at: float) -> tuple[float, float]:
    """The tight players' thresholds, raised for more opponents (at least 2.2 and 2.6
    times one share of the pot among the live players); heads-up at least
    ``HEADS_UP_VALUE`` and ``HEADS_UP_RAISE`` (2.2 shares of two is 110% of the pot:
    medium and the reference never bet nor raised heads-up, whatever they held)."""
    n = len(t.opponents)
    if n == 1:
        return max(value_at, HEADS_UP_VALUE), max(raise_at, HEADS_UP_RAISE)
    fair = 1 / (n + 1)
    return max(value_at * 1.5, 2.2 * fair), max(raise_at * 1.3, 2.6 * fair)


def _by_equity(t: Table, legal: Sequence[Action], eq: float, *, value_at: float,
               raise_at: float, full_at: float, size: float = 0.66, implied: float = 1.0,
               bet: Decision | None = None) -> Decision:
    """Rounds 2 and 3: with nothing to call, ``bet`` if given (a bet already chosen),
    else bet for value from ``value_at`` (the pot from ``full_at``, else ``size`` of
    it); facing a bet, raise the pot from ``raise_at``, call when the share beats the
    pot odds (times ``implied`` while a round is still to come), never fold at 10:1 or
    better unless the hand cannot win."""
    n = len(t.opponents)
    if t.call == 0:
        if bet is not None:
            return bet
        if eq >= value_at and t.can_raise:
            a = raise_to(t, legal, 1.0 if eq >= full_at else size)
            if a is not None:
                return decide(t, a, f"{chance(eq)} to win against {n} player"
                                    f"{'' if n == 1 else 's'}, so a bet for value")
        return decide(t, legal[0], by_odds(t, eq))
    if eq >= raise_at and t.can_raise:
        a = raise_to(t, legal, 1.0)
        if a is not None:
            return decide(t, a, f"{by_odds(t, eq)}, so a raise for value")
    needed = t.price * (implied if t.river is None else 1.0)
    if eq >= needed:
        return decide(t, legal[1], by_odds(t, eq))
    if tiny_price(t) and not cannot_win(t):
        return decide(t, legal[1], f"{by_odds(t, eq)}, but too cheap to fold at"
                                   f" {t.odds:.0f} to 1")
    return give_up(t, legal, by_odds(t, eq))


@register_bot("swingo", "tight-aggressive", listed=False)
class TightAggressive(SwingoBot):
    """Reference: the top 30% of fives, raises the top 10%, then equity (100 deals)
    against pot odds."""

    samples = 100

    def before(self, t: Table, legal: Sequence[Action], rng: random.Random) -> Decision:
        return _tight_before(t, legal, play=0.30, raise_at=0.10, shove_at=0.05,
                             open_size=0.75)

    def after(self, t: Table, legal: Sequence[Action], rng: random.Random) -> Decision:
        eq = equity(t, self.samples, rng).share
        value_at, raise_at = _scaled(t, 0.5, 0.7)
        return _by_equity(t, legal, eq, value_at=value_at, raise_at=raise_at,
                          full_at=(1 + value_at) / 2)


@register_bot("swingo", "loose-aggressive", listed=False)
class LooseAggressive(SwingoBot):
    """Reference: the top 50% of fives, raises the top 20%; first in with two or fewer
    to act after it (the button, the small blind), raises the top 70% to take the
    blinds; then equity (100 deals) against pot odds from lower shares than the
    tight player, and heads-up, checked to with less, a bet of half the pot one time
    in four."""

    samples = 100
    steal, bluff = 0.7, 0.25

    def before(self, t: Table, legal: Sequence[Action], rng: random.Random) -> Decision:
        share = t.five_share()
        first_in = not t.raised_pot and t.pot <= 1.5 * t.big
        if first_in and t.acting_after <= 2 and share <= self.steal:
            a = raise_to(t, legal, 0.75)
            if a is not None:
                return decide(t, a, f"{_five_words(share)}, a raise for the blinds")
        return _tight_before(t, legal, play=0.50, raise_at=0.20, shove_at=0.05,
                             open_size=0.75)

    def after(self, t: Table, legal: Sequence[Action], rng: random.Random) -> Decision:
        eq = equity(t, self.samples, rng).share
        value_at, raise_at = _scaled(t, 0.4, 0.6)
        bet = None
        if t.call == 0 and len(t.opponents) == 1 and eq < value_at and t.can_raise \
                and rng.random() < self.bluff:
            a = raise_to(t, legal, 0.5)
            bet = None if a is None else decide(t, a, f"{chance(eq)} to win, a bet to"
                                                      " take the pot")
        return _by_equity(t, legal, eq, value_at=value_at, raise_at=raise_at,
                          full_at=(1 + value_at) / 2, bet=bet)


@register_bot("swingo", "calling-station", listed=False)
class CallingStation(SwingoBot):
    """Reference: checks or calls everything; never raises, never folds."""

    samples = 20

    def before(self, t: Table, legal: Sequence[Action], rng: random.Random) -> Decision:
        return passive(t, legal, "a calling station calls")

    def after(self, t: Table, legal: Sequence[Action], rng: random.Random) -> Decision:
        return passive(t, legal, "a calling station calls")


@register_bot("swingo", "easy")
class EasyBot(SwingoBot):
    """Loose and passive, but never folds for a tiny price."""

    samples = 24

    def before(self, t: Table, legal: Sequence[Action], rng: random.Random) -> Decision:
        share = t.five_share()
        words = _five_words(share)
        if share <= 0.05 and not t.raised_pot:
            a = raise_to(t, legal, 0.5)
            if a is not None:
                return decide(t, a, words)
        if t.call == 0 or tiny_price(t):
            return passive(t, legal, words)
        if (share <= 0.7 and t.call <= 4 * t.big) or (share <= 0.3 and t.call <= 15 * t.big):
            return decide(t, legal[1], words)
        return give_up(t, legal, f"{words}, not worth the price")

    def after(self, t: Table, legal: Sequence[Action], rng: random.Random) -> Decision:
        eq = equity(t, self.samples, rng).share
        if t.call == 0 and eq >= 0.6 and rng.random() < 0.5:
            a = raise_to(t, legal, 0.4)
            if a is not None:
                return decide(t, a, f"{chance(eq)} to win")
        if t.call == 0 or eq >= 0.8 * t.price or (tiny_price(t) and not cannot_win(t)):
            return passive(t, legal, by_odds(t, eq))
        return give_up(t, legal, by_odds(t, eq))


@register_bot("swingo", "medium")
class MediumBot(SwingoBot):
    """A sensible tight player: the top 30% of fives, equity from a small sample."""

    samples = 40
    #: Short-stacked against a raise: deals sampled against the rivals' range.
    short_samples = 80
    #: Fives opened with a raise of 0.6 of the pot (short-stacked too).
    raise_at = 0.12

    def before(self, t: Table, legal: Sequence[Action], rng: random.Random) -> Decision:
        short = _short_before(t, legal, rng, self.short_samples, opens=self.raise_at)
        if short is not None:
            return short
        if t.call and t.call <= 0.5 * t.big and t.five_share() <= 0.5:  # complete the blind
            return decide(t, legal[1], f"{_five_words(t.five_share())} for half a blind")
        return _tight_before(t, legal, play=0.30, raise_at=self.raise_at, shove_at=0.05,
                             open_size=0.6)

    def after(self, t: Table, legal: Sequence[Action], rng: random.Random) -> Decision:
        eq = equity(t, self.samples, rng).share
        value_at, raise_at = _scaled(t, 0.5, 0.72)
        return _by_equity(t, legal, eq, value_at=value_at, raise_at=raise_at,
                          full_at=(1 + value_at) / 2, implied=0.9)


@register_bot("swingo", "hard")
class HardBot(SwingoBot):
    """Raise or fold in round 1 by position, against a raise by its share against the
    raisers' range, reads from the opponents' chips and splits, sampled hole choice,
    heads-up bets by what a sound caller calls with, value bets multiway."""

    samples = 120
    split_samples = 24
    #: High-low hole choice: deals sampled with 1, 2, 3 or more opponents (a split is
    #: judged on both halves; 24 deals chose it by noise). 6,000 hands against the
    #: reference: +45.4 bb/100 before, +50.4 with these and the action reads; 96
    #: throughout +51.9, with a slower hole choice.
    split_samples_hl = (96, 72, 48)
    #: Unopened pots: the share of fives opened with a raise, by how many act behind
    #: (fewer behind: fewer can wake up with a better five). Calling to see the hole
    #: choice lost about a big blind a hand against the tight reference (2,000 hands).
    #: From the button (two behind) 0.4, not 0.3: a playtest saw the hint fold a pair
    #: of Kings there, unopened; 6,000 hands each, against the tight reference at 5
    #: and 8 players, in low and against the loose one, within 1 bb/100 either way.
    open_range = {0: 0.6, 1: 0.45, 2: 0.4, 3: 0.25}
    open_early = 0.2
    #: Others have only called the blind: raise the top ``isolate``, call the top
    #: ``limp_behind`` for one blind (0.45, not 0.25: playtest 21 saw the hint fold
    #: A A 10 8 3 on the button for 2 chips into 5; 6,000 hands against the tight
    #: reference: 5 players +123.5 -> +126.8 bb/100, 8 players +165.7 -> +162.5,
    #: Sweet Chariot +622.5 -> +640.9).
    isolate, limp_behind = 0.15, 0.45
    #: Facing a raise: call with the top ``defend``, raise again with the top ``shove_at``.
    defend, shove_at, open_size = 0.14, 0.05, 1.0
    #: Against a raise: deals sampled, and the edge over one share to raise again.
    pre_samples, reraise_edge = 150, 0.2
    #: Rounds 2 and 3: bet for value at ``fair + value_edge * (1 - fair)`` (fair: one
    #: share among the live players), raise at ``fair + raise_edge * (1 - fair)``; the
    #: price multiplier for a call before the river (above 1: reverse implied odds, the
    #: bets still to come cost more when behind).
    value_edge, raise_edge, implied = 0.06, 0.45, 1.2
    #: Heads-up bets weighed (shares of the pot), see :meth:`heads_up_bet`.
    bet_sizes = (0.5, 0.75, 1.0)
    #: Reads (see :func:`.reading.equity`): hole cards are drawn to fit the chips each
    #: opponent put in before the hole choice (from ``bb`` big blinds on, a five in
    #: the top ``share``; any other fits with the chance given) and its split (most
    #: players hide their two best cards; any two with the chance ``other_split``).
    five_reads = ((25, 0.05, 0.05), (8, 0.10, 0.1), (1, 0.3, 0.1))
    other_split = 0.2
    #: Fixed limit (S-4; high-low always, S-12): a bet costs one unit and the pot
    #: lays long odds, so defend a raise with the top ``fixed_defend`` and raise for
    #: value from a smaller edge, with no reverse implied odds.
    fixed_defend, fixed_value_edge, fixed_raise_edge, fixed_implied = 0.35, 0.0, 0.05, 1.0
    fixed_reraise_edge, fixed_isolate = 0.05, 0.25
    #: High-low (S-12): a five is placed by the pot share it can expect (a five good
    #: for one half only mostly splits the pot, see :func:`.strength.split_top_share`);
    #: by that place, the ranges opened, raised over callers and defended. Wide: the
    #: reads, splits and declarations after the hole choice make up for a weak start
    #: and the sound players behind call a raise with about the top 30% only, so an
    #: open raise often takes the blinds (6,000 hands against the reference: these
    #: ranges +53.6 bb/100, 0.1 narrower +49.8, 0.2 narrower +44.6). Facing a raise,
    #: every five is judged by its share against the raisers' range and the price
    #: (folding outside the top 60% gave up the chips already in: 6,000 hands +54.9
    #: -> +56.0, paired +1.1 [+0.2, +2.0]), and a call needs ``split_call_price`` of
    #: the price only, as that share leaves out the reads, the split and the
    #: declarations to come (heads-up, hard's share of a pot at the showdown averaged
    #: 0.55); callers of the blind are raised with the top 80%, not 60% (6,000 hands,
    #: both: +56.0 -> +57.8, paired +1.8 [+0.1, +3.6]; each alone +0.7 and +1.1).
    #: With one or two left to act, every five opens: each of them calls with about
    #: the top 30% only, so the blinds are often taken, and after the hole choice the
    #: sound players bet only strong hands heads-up (6,000 hands, against the
    #: reference that never bet heads-up: +58.9 -> +60.7, paired +1.8 [+1.0, +2.5];
    #: also wider from three and four left to act: 2,000 hands, paired +1.6 [-0.5,
    #: +3.7] against +2.0 [+0.8, +3.3] without).
    split_open_range = {0: 1.0, 1: 1.0, 2: 1.0, 3: 0.7}
    split_open_early, split_isolate, split_defend = 0.6, 0.8, 1.0
    split_call_price = 0.8
    split_other_split = 0.05
    #: A steal (pot limit): in a blind, facing one raise, made first in from the button
    #: or the small blind, and no other chips put in by choice. Read as the top
    #: ``steal_read`` of fives (a raiser that late takes the blinds with wide fives:
    #: the loose-aggressive reference opens 70%), defended with the top
    #: ``steal_defend`` (a playtest: the blinds folded to it as a tight player does).
    steal_read, steal_defend = 0.6, 0.45

    def choose_hole(self, t: Table, legal: Sequence[Action], rng: random.Random) -> Decision:
        if not t.opponents:
            return choose_naive(t, legal)
        splits = all_splits(t.cards)
        if len(t.rankings) == 2:
            # high-low: the others' fives drawn from what their round-1 actions fit
            # (fixed limit: chips do not tell a raise from a call), more deals
            n = len(t.opponents)
            samples = self.split_samples_hl[min(n, len(self.split_samples_hl)) - 1]
            wins = split_wins(t, splits, samples, rng, action_reads(t))
        else:
            wins = split_wins(t, splits, self.split_samples, rng)
        return choose_split(t, legal, wins, splits)

    def declare(self, t: Table, rng: random.Random) -> Decision:
        return declare(t, equity(t, self.work(t), rng, read=True, other_split=self.reads_split(t),
                     five_reads=self.five_reads, declaring=True))

    def before(self, t: Table, legal: Sequence[Action], rng: random.Random) -> Decision:
        short = _short_before(t, legal, rng, self.pre_samples)
        if short is not None:
            return short
        split = len(t.rankings) == 2
        share = t.five_share()
        words = _five_words(share)
        behind = t.acting_after
        defend = (self.split_defend if split else self.fixed_defend if t.fixed
                  else self.defend)
        stealer = None if split or t.fixed else self.stealer(t)
        if stealer is not None:
            defend = max(defend, self.steal_defend)
        if t.raised_pot and share <= defend:
            reads = None if stealer is None else {stealer: self.steal_read}
            return self.against_raise(t, legal, rng, words, reads)
        if share <= self.shove_at:
            a = raise_to(t, legal, 1.0)
            if a is not None:
                return decide(t, a, words)
            return decide(t, legal[1] if t.call else legal[0], words)
        if not t.raised_pot:  # only the blinds (and calls of them) are in
            unopened = t.pot <= 1.5 * t.big
            if split:
                opens = (self.split_open_range.get(behind, self.split_open_early)
                         if unopened else self.split_isolate)
            else:
                opens = self.open_range.get(behind, self.open_early) if unopened else (
                    self.fixed_isolate if t.fixed else self.isolate)
            if share <= opens:
                a = raise_to(t, legal, self.open_size)
                if a is not None:
                    return decide(t, a, _open_words(words, share, behind))
            if t.call == 0:
                return decide(t, legal[0], f"{words}, and checking is free")
            if t.call <= 0.5 * t.big and share <= 0.5:
                return decide(t, legal[1], f"{words} for half a blind")
            if not unopened and t.call <= t.big and share <= self.limp_behind:
                return decide(t, legal[1], f"{words}, a blind to call in a shared pot")
        if t.call == 0:
            return decide(t, legal[0], f"{words}, and checking is free")
        if tiny_price(t):
            return decide(t, legal[1], f"{words}, but the price is {t.odds:.0f} to 1")
        so = ", but are" if share <= 0.5 else ", so they are"
        where = "to call a raise" if t.raised_pot else "to play from this seat"
        return give_up(t, legal, f"{words}{so} not strong enough {where}")

    def stealer(self, t: Table) -> int | None:
        """The raiser of a steal (see :attr:`steal_read`) when I am in a blind and
        have put nothing in by choice, else None."""
        v = t.view
        if not t.raised_pot or chosen_chips(t, t.me) > 0 \
                or t.me not in (v["small_blind_seat"], v["big_blind_seat"]):
            return None
        raisers = [s for s in t.opponents if chosen_chips(t, s) > 0]
        if len(raisers) != 1 or raisers[0] not in (v["button"], v["small_blind_seat"]):
            return None
        return int(raisers[0])

    def against_raise(self, t: Table, legal: Sequence[Action], rng: random.Random,
                      words: str, reads: dict[int, float] | None = None) -> Decision:
        """A raised pot before the hole choice, with a five worth defending: my share
        against the fives the raisers' chips fit (or ``reads``) decides: raise the pot
        again with an edge of ``reraise_edge`` over one share, call when the share
        beats the price (high-low: ``split_call_price`` of it), else fold (a top five
        is not always enough against a top range)."""
        # high-low scores two rankings a deal: fewer deals keep the time (as work())
        eq, k = pre_hole_equity(t, self.pre_samples * 2 // (1 + len(t.rankings)), rng,
                                reads)
        fair = 1 / (k + 1)
        if eq >= fair + (self.fixed_reraise_edge if t.fixed else self.reraise_edge) * (1 - fair):
            a = raise_to(t, legal, 1.0)
            if a is not None:
                return decide(t, a, f"{words}, {chance(eq)} to win against the raise")
        needed = t.price * (self.split_call_price if len(t.rankings) == 2 else 1.0)
        if eq >= needed or tiny_price(t):
            return decide(t, legal[1], f"{words}, {_against_raise(eq, needed)}")
        return give_up(t, legal, f"{words}, {_against_raise(eq, needed)}")

    def reads_split(self, t: Table) -> float:
        """The chance a read gives a shown board a split other than the usual one."""
        return self.split_other_split if len(t.rankings) == 2 else self.other_split

    def work(self, t: Table) -> int:
        """Deals to sample: fewer as opponents multiply (each deal costs about the
        square of the players), so a decision stays within the time budget."""
        if len(t.rankings) == 2:  # high-low: two halves to estimate, within the budget
            return self.samples if len(t.opponents) <= 1 else (
                self.samples * 5 // 6 if len(t.opponents) == 2 else self.samples * 2 // 3)
        n = len(t.opponents)
        return self.samples if n <= 2 else (self.samples * 2 // 3 if n == 3
                                              else self.samples // 2)

    def after(self, t: Table, legal: Sequence[Action], rng: random.Random) -> Decision:
        heads_up = t.call == 0 and t.can_raise and len(t.opponents) == 1
        # high-low with the river out (S-12): the pot share counts the declarations
        declaring = len(t.rankings) == 2 and t.river is not None
        e = equity(t, self.work(t), rng, read=True, other_split=self.reads_split(t),
                   five_reads=self.five_reads, callers=heads_up, declaring=declaring)
        eq = max(e.ways) if e.ways else e.share
        fair = 1 / (len(t.opponents) + 1)
        value_edge, raise_edge, implied = (
            (self.fixed_value_edge, self.fixed_raise_edge, self.fixed_implied) if t.fixed
            else (self.value_edge, self.raise_edge, self.implied))
        value_at = fair + value_edge * (1 - fair)
        bet = self.heads_up_bet(t, legal, e) if e.deals else None
        return _by_equity(t, legal, eq, value_at=value_at,
                          raise_at=fair + raise_edge * (1 - fair),
                          full_at=value_at + 0.1, implied=implied, bet=bet)

    def heads_up_bet(self, t: Table, legal: Sequence[Action], e: Equity) -> Decision:
        """Heads-up with nothing to call: check, or bet the size worth most when the
        opponent calls as sound play does (its share against a random hand of mine
        beats the price) and folds otherwise; the pot is won when it folds."""
        pot = t.pot
        total = sum(w for w, _, _ in e.deals) or 1.0
        best: Action = legal[0]
        best_ev = sum(w * share for w, share, _ in e.deals) / total * pot
        called_win = 0.0
        for fraction in self.bet_sizes:
            a = raise_to(t, legal, fraction)
            if a is None:
                break
            b = amount_of(a)
            price = b / (pot + 2 * b)
            value = called = wins = 0.0
            for w, share, theirs in e.deals:
                if theirs >= price:
                    value += w * (share * (pot + 2 * b) - b)
                    called += w
                    wins += w * share
                else:
                    value += w * pot
            if value / total > best_ev:
                best, best_ev = a, value / total
                called_win = wins / called if called else 0.0
        if best == legal[0]:
            return decide(t, best, by_odds(t, e.share))
        if called_win >= 0.5:
            return decide(t, best, f"{chance(e.share)} to win against 1 player,"
                                   f" {chance(called_win)} against the hands that call,"
                                   " so a bet for value")
        return decide(t, best, f"{chance(e.share)} to win, and the bet also wins when the"
                               " other player folds")


def split_wins(t: Table, splits: Sequence[tuple[tuple[int, int], list[int]]], samples: int,
               rng: random.Random,
               ranges: dict[int, tuple[float, float]] | None = None) -> list[float]:
    """For each split of my five, my chance to win (high-low: the mean over the
    halves) when the others may borrow from the board it shows (my own best hand
    does not depend on the split); with ``ranges`` (:func:`.reading.action_reads`)
    an opponent read is drawn from the fives its actions fit, the others from any."""
    opps = t.opponents
    wins = [0.0] * len(splits)
    borrow, score = ev.value_plus_one, ev.value_codes
    need = 5 * len(opps) + 1
    for _ in range(samples):
        if ranges:
            used: set[int] = set()
            fives = []
            for s in opps:
                fives.append(five_between(t.unseen, used, ranges.get(s, (0.0, 1.0)),
                                          t.rankings, rng))
                used.update(fives[-1])
            river = rng.choice([c for c in t.unseen if c not in used])
        else:
            pool = rng.sample(t.unseen, need)
            fives = [pool[5 * i:5 * i + 5] for i in range(len(opps))]
            river = pool[-1]
        boards = [naive_split(f, t.rankings[0])[1] for f in fives]
        others = [c for b in boards for c in b]
        for ranking in t.rankings:
            me = borrow([*t.cards, river], others, ranking)[0]
            best_without = []
            with_card = []
            for i, five in enumerate(fives):
                base = [*five, river]
                extra = [c for j, b in enumerate(boards) if j != i for c in b]
                best_without.append(borrow(base, extra, ranking)[0])
                with_card.append({c: score([*base, c], ranking) for c in t.cards})
            for k, (_, board) in enumerate(splits):
                best = max(max(bw, *(wc[c] for c in board))
                           for bw, wc in zip(best_without, with_card, strict=True))
                wins[k] += 1.0 if me > best else (0.5 if me == best else 0.0)
    return [w / samples / len(t.rankings) for w in wins]
