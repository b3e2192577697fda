"""The daily deal: one deal per game per UTC day, the same for everyone, from the
date alone (no server). Pure: the date is always passed in (the page reads the
clock, ``app``), never read here.

- **Seed**: the first 13 hex digits (52 bits, exact in JavaScript) of
  ``sha256("<game>:<YYYY-MM-DD>")``.
- **Table**: fixed per game (:data:`TABLES`): the person in seat 0 against hard
  bots (the strongest level, so a result means the same for everyone and is
  worth sharing; the bots' choices come from the seed and what they see, so the
  same moves meet the same answers), default rules, and a short match: one
  Swoop deal (the match ends at 1 point), five Swingo hands, one Swap Poker game.
- **Streak**: per game, the consecutive UTC days with a finished daily deal of
  that game (each game has its own daily, so each has its own streak).

>>> digest = hashlib.sha256(b"swoop:2026-11-24").hexdigest()
>>> daily_seed("swoop", "2026-11-24") == int(digest[:13], 16)
True
>>> streak_after({"last": "2026-11-23", "streak": 4}, "2026-11-24")["streak"]
5
"""

from __future__ import annotations

import datetime
import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .markup import counted
from .session import Seat, Setup

#: Prefix of a daily deal's session id: ``daily:<game>:<date>`` (the statistics
#: count it once, however often it is started that day).
UID_PREFIX = "daily:"
#: The statistics' key for the daily streaks: ``{game: {last, streak, best, days}}``.
STATS_KEY = "_daily"
LEVEL = "hard"
BOT_NAMES = ("Ana", "Ben", "Cleo")


@dataclass(frozen=True)
class DailyTable:
    players: int
    options: dict[str, Any] = field(default_factory=dict)


TABLES: dict[str, DailyTable] = {
    "swoop": DailyTable(4, {"target": 1}),
    "swingo": DailyTable(4, {"hands": 5}),
    "swap-poker": DailyTable(2, {"games": 1}),
}


class DateError(ValueError):
    """Not a date of the form YYYY-MM-DD."""


def check_date(date: str) -> str:
    """``date`` if it is a real calendar date written ``YYYY-MM-DD``."""
    if not isinstance(date, str) or len(date) != 10:
        raise DateError(f"{date!r} is not a date (YYYY-MM-DD)")
    try:
        datetime.date.fromisoformat(date)
    except ValueError:
        raise DateError(f"{date!r} is not a date (YYYY-MM-DD)") from None
    return date


def daily_seed(game: str, date: str) -> int:
    """The deal's seed for ``game`` on the UTC day ``date``."""
    text = f"{game}:{check_date(date)}"
    return int(hashlib.sha256(text.encode()).hexdigest()[:13], 16)


def has_daily(game: str) -> bool:
    return game in TABLES


def daily_setup(game: str, date: str) -> Setup:
    """The daily table of ``game`` on ``date``: you and hard bots, fixed options."""
    table = TABLES[game]
    seats = [Seat("You", "human")] + [Seat(BOT_NAMES[i % len(BOT_NAMES)], "bot", LEVEL)
                                      for i in range(table.players - 1)]
    return Setup(game, seats, daily_seed(game, date), dict(table.options))


def daily_uid(game: str, date: str) -> str:
    return f"{UID_PREFIX}{game}:{check_date(date)}"


def parse_uid(uid: str | None) -> tuple[str, str] | None:
    """``(game, date)`` of a daily deal's session id, else None."""
    if not uid or not uid.startswith(UID_PREFIX):
        return None
    game, _, date = uid[len(UID_PREFIX):].rpartition(":")
    try:
        return game, check_date(date)
    except DateError:
        return None


def day_before(date: str) -> str:
    return (datetime.date.fromisoformat(check_date(date)) - datetime.timedelta(days=1)).isoformat()


def streak_after(entry: dict[str, Any], date: str) -> dict[str, Any]:
    """One game's streak record after a daily deal of ``date`` was finished: the
    streak goes on from the day before, stays the same on the same day, and
    starts again at 1 after a gap (or a date earlier than the last)."""
    def num(key: str) -> int:
        value = entry.get(key)
        return value if isinstance(value, int) and not isinstance(value, bool) else 0

    last = entry.get("last") if isinstance(entry.get("last"), str) else None
    streak, best, days = num("streak"), num("best"), num("days")
    if last == date:
        return {"last": last, "streak": streak, "best": max(best, streak), "days": days}
    streak = streak + 1 if last is not None and day_before(date) == last else 1
    return {"last": date, "streak": streak, "best": max(best, streak), "days": days + 1}


def record(stats: dict[str, Any], game: str, date: str) -> dict[str, Any]:
    """The statistics after a finished daily deal of ``game`` on ``date``."""
    out = dict(stats)
    kept = stats.get(STATS_KEY)
    streaks: dict[str, Any] = dict(kept) if isinstance(kept, dict) else {}
    entry = streaks.get(game)
    streaks[game] = streak_after(entry if isinstance(entry, dict) else {}, date)
    out[STATS_KEY] = streaks
    return out


def streak(stats: dict[str, Any], game: str, today: str) -> int:
    """The streak of ``game`` as of ``today``: still running when the last daily
    was today or yesterday, else 0."""
    streaks = stats.get(STATS_KEY)
    entry = streaks.get(game) if isinstance(streaks, dict) else None
    if not isinstance(entry, dict) or not isinstance(entry.get("streak"), int):
        return 0
    if entry.get("last") in (today, day_before(today)):
        return int(entry["streak"])
    return 0


def done_today(stats: dict[str, Any], game: str, today: str) -> bool:
    streaks = stats.get(STATS_KEY)
    entry = streaks.get(game) if isinstance(streaks, dict) else None
    return isinstance(entry, dict) and entry.get("last") == today


# -- the text to share (no spoilers: no card of the deal) ----------------------

def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


#: The minus sign the table's chip counts use ("\u22122 chips").
MINUS = "\u2212"


def share_text(game: str, title: str, date: str, view: dict[str, Any], me: int,
               moves: int, options: dict[str, Any], kinds: Sequence[str] = ()) -> str:
    """One line about a finished daily deal for ``me`` (``view``: the final view;
    ``moves``: how many moves ``me`` made, ``kinds``: their kinds in order;
    ``options``: the table's options), with
    no card of the deal in it."""
    head = f"{title} daily {date}: "
    if game == "swoop":
        deals = view.get("deals") or []
        d = deals[-1] if deals else {}
        points = (d.get("points") or [0] * (me + 1))[me]
        swoops = sum(1 for e in view.get("events") or []
                     if e.get("seat") == me and "swoops!" in str(e.get("text", "")))
        how = (f"went out in {counted(moves, 'turn')}" if d.get("went_out") == me
               else f"did not go out ({counted(moves, 'turn')})")
        return head + f"{how}, {counted(points, 'point')}, {counted(swoops, 'swoop')}"
    if game == "swingo":
        stacks = view.get("stacks") or []
        start = int(options.get("stack", 0) or 0)
        standings = view.get("standings") or []
        place = next((i + 1 for i, x in enumerate(standings) if x.get("seat") == me), None)
        # a stopped match (S-2): the hand it was stopped in was dealt, never played
        hands = max(int(view.get("hand") or 0) - (1 if view.get("stopped") else 0), 0)
        chips = int(stacks[me]) if me < len(stacks) else 0
        net = chips - start if start else None
        # the table's signs: "+12", "\u221247" (a playtest saw "-47" in the line)
        sign = "" if not net else "+" if net > 0 else MINUS
        won = f"{sign}{counted(abs(net), 'chip')}" if net is not None else counted(chips, "chip")
        where = f", {_ordinal(place)} of {len(standings)}" if place else ""
        return head + f"{won} after {counted(hands, 'hand')}{where}"
    if game == "swap-poker":
        return head + _swap_line(view, me, kinds)
    return head + "finished"


#: A Swap Poker hand's kind with its article, for the share line ("a flush").
_KIND_WORDS = ("no pair", "a pair", "two pair", "three of a kind", "a straight", "a flush",
               "a full house", "four of a kind", "a straight flush")


def _swap_line(view: dict[str, Any], me: int, kinds: Sequence[str]) -> str:
    """"won, a flush against two pair (4 swaps, 5 stacks, 3 passes)": the kinds of
    hand, not their ranks ("Three Sevens" names cards of the deal), and how ``me``
    moved (every game is twelve moves each, P-2: a count of moves says nothing)."""
    games = view.get("games") or []
    g = games[-1] if games else {}
    values = {h.get("seat"): h.get("value") for h in g.get("hands") or []}
    mine, theirs = (_kind(values.get(s)) for s in (me, 1 - me))
    if g.get("draw"):
        line = f"a draw, {mine} each" if mine else "a draw"
    else:
        won = me in (g.get("winners") or [])
        line = ("won" if won else "lost") + (f", {mine} against {theirs}"
                                             if mine and theirs else "")
    counts = [counted(kinds.count(k), k) for k in ("swap", "stack", "pass")
              if k in kinds]
    return line + (f" ({', '.join(counts)})" if counts else "")


def _kind(value: Any) -> str:
    return _KIND_WORDS[int(value) >> 20] if value is not None else ""
