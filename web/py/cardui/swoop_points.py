"""How Swoop's cards score, in words and in order, from the engine's own ``points``
(W-9, W-10, W-12): a deal's result lists the cards left highest points first and
says in one line what each card is worth.

>>> by_points(["3c", "Kd", "Xr", "Ah", "Ts", "9s"], {})
['Xr', 'Ts', 'Kd', '9s', '3c', 'Ah']
>>> scoring_line({}).split(": ")[0]
'Each card left (hand, face up, mystery) scores'
>>> scoring_line({}).split(": ")[1]
'A 1 point, 2\u20139 face value, J Q K 10 points, 10s and jokers 50 points.'
>>> scoring_line({"scoring": "alternate", "score": "hand-only"})
'Each card left in hand scores: A\u20139 5 points, J Q K 10 points, 10s and jokers 20 points.'
>>> scoring_line({"swoop_cards": "jokers-only"}).split(": ")[1]
'A 1 point, 2\u20139 face value, J Q K and 10s 10 points, jokers 50 points.'
"""

from __future__ import annotations

from typing import Any

from cardtable.games.swoop.rules import points

RANKS = "A23456789TJQKX"
#: The higher ranks as the result names them, in the order they are said.
HIGH = (("J", "J"), ("Q", "Q"), ("K", "K"), ("T", "10s"), ("X", "jokers"))


def _worth(options: dict[str, Any]) -> dict[str, int]:
    alternate = options.get("scoring") == "alternate"
    jokers_only = options.get("swoop_cards") == "jokers-only"
    return {r: points(r + ("r" if r == "X" else "c"), alternate, jokers_only) for r in RANKS}


def by_points(codes: list[str], options: dict[str, Any]) -> list[str]:
    """``codes`` highest points first; equal points by rank, highest first."""
    worth = _worth(options)
    return sorted(codes, key=lambda c: (-worth[c[0]], -RANKS.index(c[0])))


def _points(value: int) -> str:
    return f"{value} point" if value == 1 else f"{value} points"


def scoring_line(options: dict[str, Any]) -> str:
    """One sentence: which cards left score and what each is worth ("J Q K 10
    points": a playtest read "J Q K 10, 10s and jokers 50" as a run of ranks)."""
    worth = _worth(options)
    low = [worth[r] for r in "A23456789"]
    if low == list(range(1, 10)):
        parts = [f"A {_points(1)}", "2\u20139 face value"]
    elif len(set(low)) == 1:
        parts = [f"A\u20139 {_points(low[0])}"]
    else:
        parts = [f"{r} {_points(worth[r])}" for r in "A23456789"]
    groups: dict[int, list[str]] = {}
    for rank, name in HIGH:
        groups.setdefault(worth[rank], []).append(name)
    for value, names in groups.items():
        letters = " ".join(n for n in names if len(n) == 1)
        words = [letters] if letters else []
        words += [n for n in names if len(n) > 1]
        parts.append(" and ".join(words) + f" {_points(value)}")
    which = ("in hand" if options.get("score") == "hand-only"
             else "(hand, face up, mystery)")
    return f"Each card left {which} scores: " + ", ".join(parts) + "."


def cards_head(options: dict[str, Any]) -> str:
    """The heading over each player's cards left: all of them score, or (hand-only,
    W-9) only those in hand, which the deal's record does not tell apart."""
    return "Cards left" if options.get("score") == "hand-only" else "Cards that scored"
