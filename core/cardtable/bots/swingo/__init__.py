"""Swingo Poker bots (see :mod:`.levels`): deciding from their seat's view only."""

from . import levels  # noqa: F401  (registers the bots)
