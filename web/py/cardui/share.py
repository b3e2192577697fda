"""Sharing a game without a server (pure): a deal link (the setup in the URL
fragment) and a game file (the save, exported and imported).

- **Deal link**: ``#deal=<base64url of JSON {v, game, seed, options, seats}>``.
  The fragment never reaches a server, and the service worker serves the page
  offline, so a link opens the same deal anywhere once the site is cached.
  Opening it checks everything a new game checks (game, seat count, options,
  seat kinds and levels) and says plainly what is wrong.
- **Game file**: exactly the save the browser keeps (``Session.to_save()``: the
  seats and the engine's save, which is setup + seed + moves with a checksum).
  Importing replays every move through the engine, so a corrupt, edited or
  foreign file is refused with the engine's reason and nothing is changed.

>>> from cardui.session import Seat, Setup
>>> s = Setup("swoop", [Seat("You"), Seat("Ana", "bot", "hard")], 42, {"target": 1})
>>> decode_link(encode_link(s)).to_json() == s.to_json()
True
"""

from __future__ import annotations

import base64
import binascii
import json
import re

from cardtable import SaveError, new_game

from .session import Session, Setup

FRAGMENT = "deal="
LINK_VERSION = 1
#: Larger than any save a person could make is not a game file (16 MB).
MAX_IMPORT = 16 * 1024 * 1024
#: Seeds a link may carry: whole numbers JavaScript holds exactly.
MAX_SEED = 2**53 - 1


class LinkError(ValueError):
    """A deal link that cannot be opened; the message is for people."""


class ImportError_(ValueError):  # noqa: N801 (not the builtin ImportError)
    """A file that is not a Card Table game; the message is for people."""


def encode_link(setup: Setup) -> str:
    """The fragment (without ``#``) that opens ``setup``'s deal."""
    body = {"v": LINK_VERSION, "game": setup.game, "seed": setup.seed,
            "options": dict(setup.options),
            "seats": [[s.name, s.kind, s.level] for s in setup.seats]}
    raw = json.dumps(body, separators=(",", ":"), sort_keys=True).encode()
    return FRAGMENT + base64.urlsafe_b64encode(raw).decode().rstrip("=")


def link_url(base: str, setup: Setup) -> str:
    """The full link: the page's address (any fragment dropped) and the deal."""
    return base.split("#", 1)[0] + "#" + encode_link(setup)


def is_deal_fragment(fragment: str) -> bool:
    return fragment.lstrip("#").startswith(FRAGMENT)


def decode_link(fragment: str) -> Setup:
    """The setup a ``#deal=`` fragment describes; raises :class:`LinkError`."""
    text = fragment.lstrip("#")
    if not text.startswith(FRAGMENT):
        raise LinkError("This link does not describe a deal.")
    data = text[len(FRAGMENT):].strip()
    if not data or not re.fullmatch(r"[A-Za-z0-9_-]+", data) or len(data) > 8192:
        raise LinkError("This deal link is damaged (it has characters a deal link "
                        "never has, or none). Ask for the link again.")
    try:
        raw = base64.urlsafe_b64decode(data + "=" * (-len(data) % 4))
        body = json.loads(raw.decode())
    except (binascii.Error, ValueError, UnicodeDecodeError):
        raise LinkError("This deal link is damaged (part of it is missing or "
                        "changed). Ask for the link again.") from None
    if not isinstance(body, dict) or body.get("v") != LINK_VERSION:
        raise LinkError("This deal link was made by another version of Card Table "
                        "and cannot be opened here.")
    seats = body.get("seats")
    if not isinstance(seats, list) or not all(
            isinstance(s, list) and len(s) == 3 and all(isinstance(x, str) for x in s)
            for s in seats):
        raise LinkError("This deal link's seats are damaged.")
    seed = body.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
        raise LinkError("This deal link's deal number is damaged.")
    try:
        setup = Setup.from_json({"game": body.get("game"), "seed": seed,
                                 "options": body.get("options"),
                                 "seats": [{"name": n, "kind": k, "level": lv}
                                           for n, k, lv in seats]})
    except ValueError:
        raise LinkError("This deal link's seats are damaged.") from None
    check_setup(setup)
    return setup


def check_setup(setup: Setup) -> None:
    """Raise :class:`LinkError` unless ``setup`` starts a game here."""
    try:
        new_game(setup.game, players=len(setup.seats), seed=setup.seed, options=setup.options)
    except ValueError as exc:
        msg = str(exc)
        if msg.startswith("unknown game"):
            raise LinkError("This deal link is for a game this Card Table does not "
                            "have.") from None
        raise LinkError(f"This deal link cannot be opened: {msg}.") from None
    if not any(s.kind == "human" for s in setup.seats):
        raise LinkError("This deal link has no seat for a person.")


# -- game files ------------------------------------------------------------------

def export_name(game: str, seed: int, moves: int) -> str:
    """The downloaded file's name: what, which deal, how far."""
    return f"card-table-{game}-deal-{seed}-{moves}-moves.json"


def read_import(text: str) -> Session:
    """The game a file holds (a UI save); raises :class:`ImportError_` with a
    message for people, naming what is wrong."""
    if len(text) > MAX_IMPORT:
        raise ImportError_("This file is too large to be a Card Table game.")
    stripped = text.lstrip("\ufeff").strip()
    if not stripped.startswith("{"):
        raise ImportError_("This file is not a Card Table game (it is not a saved "
                           "game file). Nothing was changed.")
    try:
        return Session.from_save(stripped)
    except SaveError as exc:
        # a sentence of its own ("...: The saved data" read badly, playtest 7)
        why = exc.message[:1].upper() + exc.message[1:]
        raise ImportError_(f"This file cannot be opened. {why}. Nothing was "
                           "changed.") from None
