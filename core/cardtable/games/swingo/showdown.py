"""The showdown: best hands with one borrowed board card (S-9), pots awarded (S-10,
S-12), and the public result of a hand.

A hand's result (the view's ``last_hand``) is::

    {"hand": 3, "ended_by": "showdown" | "folds", "river": "7d" | None,
     "button": 0, "stacks": [...after the hand],
     "net": [chips won minus chips put in, per seat],
     "pots": [{"label": "main pot" | "side pot 1" | ..., "amount": 120,
               "half": None | "high" | "low", "eligible": [0, 2],
               "winners": [{"seat": 2, "amount": 120}],
               "both_lost": [{"seat": 0, "halves": ["low"]}]}],  (high-low only:
               who declared both and did not win or tie each half, S-12)
     "awards": [{"seat": 2, "amount": 120}],
     "players": [{"seat", "board", "hole" (None unless shown), "shown", "mucked",
                  "declaration", "hand": {"cards": five codes, "name",
                  "borrowed": code | None, "borrowed_from": seat | None} | None,
                  "low": same for the low ranking (high-low only) | None}]}
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ...cards import Card
from ...engine import JSON
from .evaluation import best_with_borrow, board_rank
from .pots import split

if TYPE_CHECKING:
    from . import Swingo



def board_key(board: Sequence[Card]) -> int:
    """S-7 order of a three-card board: the higher key starts the round."""
    return board_rank(board)


def ranking_of(state: Swingo, half: str) -> str:
    """The evaluator ranking for ``"high"`` or ``"low"`` in this match."""
    return "high" if half == "high" else state.low_ranking


def best_hand(state: Swingo, seat: int, ranking: str) -> tuple[int, JSON]:
    """(comparable score, higher is better for ``ranking``; public description)."""
    hole, board = state.hole[seat], state.board[seat]
    assert hole is not None and board is not None and state.river is not None
    lenders = {o: state.board[o] for o in state._live_seats() if o != seat}
    best = best_with_borrow([*hole, *board, state.river],
                            {o: b for o, b in lenders.items() if b is not None}, ranking)
    return best.value, {
        "cards": [c.code for c in best.cards],
        "name": best.name,
        "borrowed": best.borrowed.code if best.borrowed else None,
        "borrowed_from": best.lender,
    }


def show_hand(state: Swingo, seat: int) -> JSON:
    """The public record of one live seat at the showdown."""
    board, hole = state.board[seat], state.hole[seat]
    out: JSON = {
        "seat": seat, "board": [c.code for c in board] if board else None,
        "hole": [c.code for c in hole] if hole and state.shown[seat] else None,
        "shown": state.shown[seat], "mucked": state.mucked[seat],
        "declaration": state.declarations[seat], "hand": None, "low": None,
    }
    if state.shown[seat]:
        if state.variant == "high-low":
            out["hand"] = best_hand(state, seat, "high")[1]
            out["low"] = best_hand(state, seat, state.low_ranking)[1]
        else:
            out["hand"] = best_hand(state, seat, ranking_of(
                state, "low" if state.variant == "low" else "high"))[1]
    return out


def _winners(scores: dict[int, int], seats: Sequence[int]) -> list[int]:
    if not seats:
        return []
    top = max(scores[s] for s in seats)
    return [s for s in seats if scores[s] == top]


def settle(state: Swingo) -> JSON:
    """Award every pot of a hand that reached the showdown."""
    n = state.players
    claim = state._claimants()
    pots = state._pots()
    high: dict[int, int] = {}
    low: dict[int, int] = {}
    if state.variant in ("high", "high-low"):
        high = {s: best_hand(state, s, "high")[0] for s in claim}
    if state.variant in ("low", "high-low"):
        low = {s: best_hand(state, s, state.low_ranking)[0] for s in claim}
    won = [0] * n
    out_pots: list[JSON] = []

    def pay(label: str, amount: int, half: str | None, eligible: Sequence[int],
            winners: Sequence[int], **more: Any) -> None:
        shares = split(amount, winners, state.button, n)
        for s, a in shares.items():
            won[s] += a
        out_pots.append({"label": label, "amount": amount, "half": half,
                         "eligible": list(eligible),
                         "winners": [{"seat": s, "amount": a} for s, a in shares.items()],
                         **more})

    for k, (amount, eligible) in enumerate(pots):
        label = "main pot" if k == 0 else f"side pot {k}"
        contenders = [s for s in eligible if s in claim]
        if state.variant == "high":
            pay(label, amount, None, eligible, _winners(high, contenders))
        elif state.variant == "low":
            pay(label, amount, None, eligible, _winners(low, contenders))
        else:
            _high_low_pot(state, label, amount, eligible, contenders, high, low, pay)
    awards = [{"seat": s, "amount": won[s]} for s in range(n) if won[s]]
    players = [show_hand(state, s) for s in state._live_seats()]
    return {"hand": state.hand_no, "ended_by": "showdown",
            "river": state.river.code if state.river else None,
            "pots": out_pots, "awards": awards, "players": players}


def half_winners(contenders: Sequence[int], decl: Sequence[str | None] | dict[int, str],
                 high: dict[int, int], low: dict[int, int]) -> tuple[list[int], list[int]]:
    """S-12: the winners of the high and the low half among ``contenders`` by their
    declarations; a "both" player who does not win or tie both is left out of both
    (and the halves judged again)."""
    hs = [s for s in contenders if decl[s] in ("high", "both")]
    ls = [s for s in contenders if decl[s] in ("low", "both")]
    while True:
        hw, lw = _winners(high, hs), _winners(low, ls)
        failed = [s for s in contenders if decl[s] == "both" and (s in hs or s in ls)
                  and not (s in hw and s in lw)]
        if not failed:
            return hw, lw
        hs = [s for s in hs if s not in failed]
        ls = [s for s in ls if s not in failed]


def _high_low_pot(state: Swingo, label: str, amount: int, eligible: Sequence[int],
                  contenders: list[int], high: dict[int, int], low: dict[int, int],
                  pay: Any) -> None:
    """S-12 for one pot: half to the best high among high/both, half to the best low
    among low/both; a "both" player must win or tie both halves or gets nothing; a
    half nobody can claim goes to the other half's winners. The odd chip of the
    halving goes to the high half."""
    hw, lw = half_winners(contenders, state.declarations, high, low)
    lost = both_lost(contenders, state.declarations, high, low)
    if hw and lw:
        pay(label + ", high half", (amount + 1) // 2, "high", eligible, hw, both_lost=lost)
        pay(label + ", low half", amount // 2, "low", eligible, lw, both_lost=lost)
    elif hw:
        pay(label, amount, "high", eligible, hw, both_lost=lost)
    elif lw:
        pay(label, amount, "low", eligible, lw, both_lost=lost)
    else:  # every contender failed a "both" declaration: nobody may claim; share it
        pay(label, amount, None, eligible, contenders, both_lost=lost)


def both_lost(contenders: Sequence[int], decl: Sequence[str | None],
              high: dict[int, int], low: dict[int, int]) -> list[JSON]:
    """S-12, for the result's words: each "both" declarer who did not win or tie a
    half, with the halves lost (judged among all who declared that half, as
    ``half_winners`` first judges them)."""
    hw = _winners(high, [s for s in contenders if decl[s] in ("high", "both")])
    lw = _winners(low, [s for s in contenders if decl[s] in ("low", "both")])
    return [{"seat": s, "halves": [h for h, w in (("high", hw), ("low", lw)) if s not in w]}
            for s in contenders if decl[s] == "both" and not (s in hw and s in lw)]
