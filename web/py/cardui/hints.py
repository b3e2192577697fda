"""Hints (issue 19): what the hard bot would do now in the person's seat, and why,
in one line in the game's words.

A hint is worked out from exactly what a bot gets (``Session.bot_request``: the
seat's view and legal actions, never the state), at the hard level, with the
same generator a bot in that seat would use (``bot_rng(seed, seat,
"bot:<moves>")``), so it is the move a hard bot sitting there would make on this
seed, and it can never tell the person about a card they cannot see.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from cardtable import bot_rng
from cardtable.actions import action_from_json
from cardtable.bots import bot_levels, choose_with_reason, make_bot
from cardtable.engine import game_types

#: The level whose move a hint shows (the strongest the game has, else this).
HINT_LEVEL = "hard"


@dataclass(frozen=True)
class Hint:
    """The suggested move (action JSON) and its line ("Play 3♣ 3♦: ...")."""

    action: dict[str, Any]
    text: str
    #: The log length the hint is for: a hint is stale once anyone moves.
    at: int


def hint_level(game: str) -> str:
    levels = bot_levels(game)
    return HINT_LEVEL if HINT_LEVEL in levels else (levels[-1] if levels else HINT_LEVEL)


def hint_for_request(request: dict[str, Any]) -> tuple[dict[str, Any], str]:
    """The hard bot's move and reason for a bot request (``Session.bot_request``
    of the person's seat): the same move ``session.bot_choose`` gives a hard bot."""
    game = request["game"]
    types = game_types()[game].action_types
    legal = [action_from_json(a, types) for a in request["legal"]]
    rng = bot_rng(int(request["seed"]), int(request["seat"]),
                  f"bot:{request['view'].get('moves', 0)}")
    bot = make_bot(game, hint_level(game))
    action, why = choose_with_reason(bot, request["view"], legal, rng)
    return action.to_json(), sentence(why)


def sentence(line: str) -> str:
    """A bot's reason as a hint or caption shows it: its first letter a capital (the
    bots name cards as the table does, ``Card.short``, and say moves in plain words)."""
    line = line.strip()
    return (line[:1].upper() + line[1:]) if line else line


def hint_request(session: Any, seat: int) -> dict[str, Any]:
    """What the hint may see: the bot request of ``seat`` at the hint level."""
    request = session.bot_request(seat)
    return {**request, "level": hint_level(session.setup.game)}


def hint_for(session: Any, seat: int) -> Hint:
    """The hint for ``seat`` (the person to act) in ``session``."""
    action, text = hint_for_request(hint_request(session, seat))
    return Hint(action, text, len(session.state.log))


#: Games whose bots' reasons are never shown with their moves: a Swingo bot's line
#: speaks of its own hole cards ("Keep A♠ K♠ hidden"), of its equity (read from
#: them) or of a choice the others have not made yet (hole cards, declarations).
SECRET_REASONS = frozenset({"swingo"})
_CARD = re.compile(r"(?:10|[2-9AJQK])[\u2660\u2665\u2666\u2663]|\bJoker\b")


def public_reason(game: str, reason: str, public: str) -> str | None:
    """A bot's reason line as the table may show it to everyone, or None.

    ``public``: what everyone could see after the move (its events in words and
    the spectator's view, as text). A line naming a card that is not there (a
    Swoop bot's "better than playing 9♦ 9♣" names cards still in its hand) is held
    back, as is every line of a game in :data:`SECRET_REASONS`."""
    if game in SECRET_REASONS or not reason:
        return None
    if any(m.group(0) not in public for m in _CARD.finditer(reason)):
        return None
    return sentence(reason)


_CODE = re.compile(r"\b([2-9TJQKA])([cdhs])\b")
_SUIT = {"c": "\u2663", "d": "\u2666", "h": "\u2665", "s": "\u2660"}


def public_text(view: dict[str, Any], events: list[str]) -> str:
    """Everything a spectator can read after a move, with cards as the table names
    them (``9♦``, ``10♠``): for :func:`public_reason`."""
    import json

    codes = _CODE.sub(lambda m: ("10" if m.group(1) == "T" else m.group(1)) + _SUIT[m.group(2)],
                      json.dumps(view))
    return "\n".join([*events, codes])
