"""TEMPORARY stand-in until cardtable.evaluate lands (delete then). Slow, simple."""
from __future__ import annotations

from collections import Counter
from itertools import combinations

NAMES = ["High card", "Pair", "Two pair", "Three of a kind", "Straight", "Flush",
         "Full house", "Four of a kind", "Straight flush"]


def high5(cards) -> tuple:
    vals = sorted((c.value for c in cards), reverse=True)
    cnt = Counter(vals)
    groups = sorted(cnt.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    flush = len({c.suit for c in cards}) == 1
    uniq = sorted(set(vals), reverse=True)
    straight = None
    if len(uniq) == 5:
        if uniq[0] - uniq[4] == 4:
            straight = uniq[0]
        elif uniq == [14, 5, 4, 3, 2]:
            straight = 5
    if straight and flush:
        return (8, straight)
    if groups[0][1] == 4:
        return (7, groups[0][0], groups[1][0])
    if groups[0][1] == 3 and groups[1][1] == 2:
        return (6, groups[0][0], groups[1][0])
    if flush:
        return (5, *vals)
    if straight:
        return (4, straight)
    if groups[0][1] == 3:
        return (3, *[g[0] for g in groups])
    if groups[0][1] == 2 and groups[1][1] == 2:
        return (2, *[g[0] for g in groups])
    if groups[0][1] == 2:
        return (1, *[g[0] for g in groups])
    return (0, *vals)


def a5low(cards) -> tuple:  # higher tuple = better low
    vals = sorted(((1 if c.rank == "A" else c.value) for c in cards), reverse=True)
    cnt = Counter(vals)
    groups = sorted(cnt.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    shape = sorted(cnt.values(), reverse=True)
    return tuple(-x for x in [*shape, *[g[0] for g in groups]])


def key(cards, ranking):
    if ranking == "high":
        return high5(cards)
    if ranking == "deuce-to-seven":
        v = high5(cards)
        return tuple(-x for x in v)
    return a5low(cards)


def best(cards, ranking):
    five = max(combinations(cards, 5), key=lambda f: key(f, ranking))
    return key(five, ranking), five
