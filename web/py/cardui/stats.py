"""Statistics per game on this device: games played, won, lost, drawn and the
best result. Pure functions on a JSON-able dict that the controller keeps in
localStorage (key :data:`KEY`).

>>> s = record({}, "swap-poker", "won", (7, "Full house"))
>>> s["swap-poker"]["played"], s["swap-poker"]["won"], s["swap-poker"]["best"]["label"]
(1, 1, 'Full house')
"""

from __future__ import annotations

import json
from typing import Any

KEY = "cardtable.stats.v1"
RESULTS = ("won", "lost", "drawn", "played")


def empty() -> dict[str, Any]:
    return {"played": 0, "won": 0, "lost": 0, "drawn": 0, "hints": 0, "best": None}


def parse(text: str | None) -> dict[str, Any]:
    """Stored statistics; anything unreadable counts as none yet."""
    if not text:
        return {}
    try:
        data = json.loads(text)
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}


def for_game(stats: dict[str, Any], game: str) -> dict[str, Any]:
    entry = stats.get(game)
    out = empty()
    if isinstance(entry, dict):
        for key in ("played", "won", "lost", "drawn", "hints"):
            if isinstance(entry.get(key), int):
                out[key] = entry[key]
        best = entry.get("best")
        if isinstance(best, dict) and "score" in best and "label" in best:
            out["best"] = best
    return out


def best_text(best: dict[str, Any] | None) -> str:
    """A best result in words, with whose it is: ``"45 chips, by you"`` for a seat
    called "You", ``"45 chips, by Ana"``; plain text (the page escapes it). A best
    kept before names were kept says only the result.

    >>> best_text({"score": 45, "label": "45 chips", "who": "Ana"})
    '45 chips, by Ana'
    >>> best_text({"score": 45, "label": "45 chips", "who": "You"}), best_text(None)
    ('45 chips, by you', '—')
    """
    if not best:
        return "\u2014"
    who = best.get("who")
    if not isinstance(who, str) or not who.strip():
        return str(best["label"])
    return f"{best['label']}, by {'you' if who.strip().casefold() == 'you' else who}"


#: Key of the ids of the games already counted (the newest :data:`KEEP_IDS`).
IDS = "_counted"
KEEP_IDS = 200


def counted(stats: dict[str, Any], uid: str) -> bool:
    ids = stats.get(IDS)
    return isinstance(ids, list) and uid in ids


def record(stats: dict[str, Any], game: str, result: str,
           best: tuple[float, str] | None, uid: str | None = None,
           hints: int = 0, who: str | None = None) -> dict[str, Any]:
    """Stats after one finished game. ``result``: ``won``/``lost``/``drawn`` for a
    solo game, ``played`` for pass-and-play; ``best`` (score, label), higher is better,
    and ``who`` got it (the seat's name; several people may share a device).
    ``hints``: how many hints the person asked for in it (issue 19), added up.
    A game whose ``uid`` was counted already changes nothing (issue 14: undo or a
    reload must never count one game twice).

    >>> s = record({}, "swoop", "won", None, uid="g1")
    >>> record(s, "swoop", "lost", None, uid="g1")["swoop"]["played"]
    1
    """
    if result not in RESULTS:
        raise ValueError(f"unknown result {result!r}")
    if uid is not None and counted(stats, uid):
        return stats
    out = dict(stats)
    entry = for_game(stats, game)
    entry["played"] += 1
    if result != "played":
        entry[result] += 1
    entry["hints"] += max(0, hints)
    if best is not None and (entry["best"] is None or best[0] > entry["best"]["score"]):
        entry["best"] = {"score": best[0], "label": best[1]}
        if who is not None:
            entry["best"]["who"] = who
    out[game] = entry
    if uid is not None:
        ids = [i for i in stats.get(IDS, []) if isinstance(i, str)] \
            if isinstance(stats.get(IDS), list) else []
        out[IDS] = (ids + [uid])[-KEEP_IDS:]
    return out
