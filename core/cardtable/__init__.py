"""Card Table's rules engine: Swingo Poker, Swoop and Swap Poker, bots and saves.

Pure Python, standard library only. The contract lives in :mod:`cardtable.engine`;
each game is one module in :mod:`cardtable.games`; bots in :mod:`cardtable.bots`.
"""

from .actions import Action
from .cards import Card, make_deck, parse_cards, shuffled
from .engine import (
    GameType,
    Option,
    State,
    bot_rng,
    game_info,
    game_types,
    listed_games,
    load_game,
    new_game,
    register_game,
)
from .errors import GameError, IllegalAction, SaveError

__version__ = "0.1.0"

__all__ = [
    "Action", "Card", "GameError", "GameType", "IllegalAction", "Option", "SaveError",
    "State", "bot_rng", "game_info", "game_types", "listed_games", "load_game", "make_deck",
    "new_game", "parse_cards", "register_game", "shuffled", "__version__",
]
