"""The moves every Swingo bot is made of, each with its one-line reason.

A decision is ``(action, reason)`` where the reason is a thunk (see
:class:`cardtable.bots.ReasonedBot`): the line is built only when someone asks.
Amounts are round totals, as in the engine; a bet or raise is always taken
from the offered :class:`BetRange` (S-4), so it is legal by construction.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from ...actions import Action
from ...games.swingo.actions import BetRange, Call, Check, ChooseHole, Declare, Fold
from .. import Reason
from .reading import BOTH_SURE, WAYS, Equity, Table, card_name, card_text, naive_split

Decision = tuple[Action, Reason]
TEN_TO_ONE = 1 / 11  # a call costing at most 1/11 of the pot after it: 10:1 or better


def pct(x: float) -> str:
    return f"{round(100 * x)}%"


def chance(x: float) -> str:
    """A sampled chance to win in words: never "0%" or "100%", which a few dozen
    samples cannot show (a playtest read "0% to win" before a river that made its
    straight)."""
    return "under 3%" if x < 0.025 else "over 97%" if x > 0.975 else pct(x)


def offer(legal: Sequence[Action]) -> BetRange | None:
    return next((a for a in legal if isinstance(a, BetRange)), None)


def raise_to(t: Table, legal: Sequence[Action], fraction: float) -> Action | None:
    """A bet or raise of ``fraction`` of the pot (pot limit: 1.0 is the most),
    clamped into the offered range; None when no bet or raise is offered."""
    o = offer(legal)
    if o is None:
        return None
    highest = max(t.bets)
    if o.opening:
        target = fraction * t.pot
    else:
        target = highest + fraction * (t.pot + t.call)
    return o.at(min(max(int(target + 0.5), o.min), o.max))


def amount_of(action: Action) -> int:
    return int(getattr(action, "amount", getattr(action, "to", 0)))


def verb(t: Table, action: Action) -> str:
    """"Bet 30" / "Raise to 60" / "Call 8" / "Check" / "Fold", with "all-in" when so."""
    kind = action.kind
    if kind in ("bet", "raise"):
        x = amount_of(action)
        words = f"Bet {x}" if kind == "bet" else f"Raise to {x}"
        return words + (" all-in" if x >= t.stack + t.bets[t.me] else "")
    if kind == "call":
        return f"Call {t.call} into a pot of {t.pot}" + (" all-in" if t.call >= t.stack else "")
    if kind == "fold":
        return f"Fold rather than call {t.call} into a pot of {t.pot}"
    return kind.capitalize()


def decide(t: Table, action: Action, why: str) -> Decision:
    return action, lambda: f"{verb(t, action)}: {why}"


def by_odds(t: Table, eq: float) -> str:
    """"28% to win, 17% needed"."""
    return f"{chance(eq)} to win, {pct(t.price)} needed" if t.call else f"{chance(eq)} to win"


def passive(t: Table, legal: Sequence[Action], why: str) -> Decision:
    """Check when free, else call."""
    return decide(t, Check() if Check() in legal else Call(), why)


def give_up(t: Table, legal: Sequence[Action], why: str) -> Decision:
    """Check when free (S-5: no fold then), else fold."""
    return decide(t, Check() if Check() in legal else Fold(), why)


def tiny_price(t: Table) -> bool:
    """Sound play: a call at 10:1 or better is never folded (unless it cannot win)."""
    return 0 < t.price <= TEN_TO_ONE


# -- short stacks ------------------------------------------------------------------

#: From this effective stack down (in big blinds), round 1 is played push or fold.
SHORT_BB = 15
#: The push charts, for the high game and the low ones (S-11): first in (nobody has
#: raised), the share of fives worth putting the whole stack in with (raising all
#: in, or the pot -- the most pot limit allows -- and the rest when raised), by how
#: many opponents can still call and, per row, up to which effective stack in big
#: blinds. Measured (20,000 random fives a ranking): my share of a heads-up pot by
#: my five's place against a caller holding a five from the top 30% (what sound
#: players call with); a five is in the chart when it and every five ranked above
#: it gain over folding, counting the blinds taken when nobody calls (the low chart
#: the narrower of deuce-to-seven's and ace-to-five's). A five's chances spread
#: wider than in hold'em (high, top 5%: 86% against a random five, the worst 25%;
#: low, 90% and 10%), so the ranges are narrower, the low ones most.
PUSH_CHARTS: dict[str, dict[int, tuple[tuple[float, float], ...]]] = {
    "high": {1: ((3, 1.0), (5, 0.75), (8, 0.55), (10, 0.5), (12, 0.45), (15, 0.25)),
             2: ((3, 0.65), (5, 0.5), (8, 0.2), (15, 0.15)),
             3: ((3, 0.5), (5, 0.2), (15, 0.15)),
             4: ((3, 0.3), (15, 0.15))},
    "low": {1: ((3, 1.0), (5, 0.55), (8, 0.3), (12, 0.25), (15, 0.2)),
            2: ((3, 0.35), (5, 0.25), (10, 0.2), (15, 0.15)),
            3: ((3, 0.25), (8, 0.2), (15, 0.15)),
            4: ((5, 0.2), (15, 0.15))},
}


def push_share(stack_bb: float, callers: int, ranking: str = "high") -> float:
    """The top share of fives to push first in with ``stack_bb`` big blinds effective
    and ``callers`` opponents left who could call, in a game scored by ``ranking``
    (0 above :data:`SHORT_BB`)."""
    if callers <= 0:
        return 1.0
    chart = PUSH_CHARTS["high" if ranking == "high" else "low"]
    rows = chart[min(callers, max(chart))]
    return next((share for most, share in rows if stack_bb <= most), 0.0)


def bb_words(chips: float, big: int) -> str:
    """"8 big blinds", "2.5 big blinds", "1 big blind"."""
    x = chips / big
    n = f"{x:.0f}" if x >= 10 or x == int(x) else f"{x:.1f}"
    return f"{n} big blind" + ("" if n == "1" else "s")


def short_decide(t: Table, action: Action, why: str) -> Decision:
    """A short-stacked move: "All in for 8 big blinds: ..." when it puts every chip
    in, else the usual verb with the effective stack ("Raise to 7 with 8 big blinds
    effective: ...")."""
    put = amount_of(action) - t.bets[t.me] if action.kind in ("bet", "raise") else (
        t.call if action.kind == "call" else 0)
    if action.kind != "check" and put >= t.stack:
        mine = t.stack + t.committed[t.me]
        return action, lambda: f"All in for {bb_words(mine, t.big)}: {why}"
    return action, lambda: (f"{verb(t, action)} with {bb_words(t.effective, t.big)}"
                            f" effective: {why}")


# -- hole cards and declarations ----------------------------------------------------

def choose_naive(t: Table, legal: Sequence[Action]) -> Decision:
    """Keep the two best cards for the game hidden; show the other three."""
    hole, board = naive_split(t.cards, t.rankings[0])
    want = {card_text(c) for c in hole}
    action = next((a for a in legal if isinstance(a, ChooseHole) and set(a.cards) == want),
                  legal[0])
    return action, lambda: ("Keep " + " ".join(card_name(c) for c in hole) + " hidden: show "
                            + " ".join(card_name(c) for c in board))


def choose_split(t: Table, legal: Sequence[Action], wins: Sequence[float],
                 splits: Sequence[tuple[tuple[int, int], list[int]]]) -> Decision:
    best = max(range(len(splits)), key=lambda i: wins[i])
    hole, board = splits[best]
    want = {card_text(c) for c in hole}
    action = next((a for a in legal if isinstance(a, ChooseHole) and set(a.cards) == want),
                  legal[0])
    # the two to keep first: the table asks the player to tap the two to keep; said
    # as what was measured (a playtest read "helps the others least" of a shown pair
    # of Kings a rival then borrowed from)
    return action, lambda: (f"Keep {' '.join(card_name(c) for c in hole)} hidden: of the"
                            f" {len(splits)} ways to split your five, showing"
                            f" {' '.join(card_name(c) for c in board)} wins most often,"
                            f" borrowing included ({chance(wins[best])} to win)")


def all_splits(cards: Sequence[int]) -> list[tuple[tuple[int, int], list[int]]]:
    return [((a, b), [c for c in cards if c not in (a, b)]) for a, b in combinations(cards, 2)]


def declare(t: Table, eq: Equity) -> Decision:
    """S-12: the declaration worth most: my share of the pot for each way when the
    others' declarations are modelled (:attr:`Equity.ways`), else a half's share, or
    for both (which needs both halves won or tied) the share of the deals that win
    or tie both, when that is :data:`BOTH_SURE`."""
    high, low = eq.shares
    ways = (dict(zip(WAYS, eq.ways, strict=True)) if eq.ways else
            {"high": 0.5 * high, "low": 0.5 * low,
             "both": eq.both_share if eq.both >= BOTH_SURE else 0.0})
    way = max(ways, key=lambda w: ways[w])
    if eq.ways:  # said by what each way is worth (a playtest read "Declare low: 0% to
        # win high, 0% low, 0% both, 17% of the pot expected" as nonsense)
        return Declare(way), lambda: _declare_words(way, ways)
    return Declare(way), lambda: (f"Declare {way}: {chance(high)} to win high,"
                                  f" {chance(low)} low, {chance(eq.both)} both")


def _declare_words(way: str, ways: dict[str, float]) -> str:
    """A declaration said by the pot share each way can expect, in words a new player
    follows (a playtest read "12% of the pot expected from the way the others are
    likely to declare (high under 3%, both under 3%)" as jargon):
    "Declare low: about 12% of the pot to expect, given how the others will likely
    declare; high or both, under 3%"."""
    a, b = (w for w in WAYS if w != way)
    others = (f"{a} or {b}, {_about(ways[a])}" if _about(ways[a]) == _about(ways[b])
              else f"{a}, {_about(ways[a])}, or {b}, {_about(ways[b])}")
    return (f"Declare {way}: {_about(ways[way])} of the pot to expect, given how the"
            f" others will likely declare; {others}")


def _about(x: float) -> str:
    """A sampled pot share: "about 12%", "under 3%", "over 97%"."""
    said = chance(x)
    return said if said.startswith(("under", "over")) else f"about {said}"
