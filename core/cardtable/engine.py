"""The engine contract every game, bot, the UI and the tests share.

A game is a subclass of :class:`State` in its own module under
``cardtable.games`` and is registered with :func:`register_game`. The public
entry points are :func:`new_game` and :func:`load_game`:

>>> import cardtable
>>> state = cardtable.new_game("swap-poker", players=2, seed=1)
>>> seat = state.to_act[0]
>>> action = state.legal_actions(seat)[0]
>>> state.apply(seat, action)
>>> cardtable.load_game(state.to_json()).to_json() == state.to_json()
True

Randomness is injected: a state owns one ``random.Random(seed)`` and every
shuffle draws from it, so setup + seed + the action log replay to the same
state. Saves are exactly that (``{format, version, game, players, seed,
options, deck, log, digest}``); loading replays every action through
:meth:`State.apply`, so a save either loads into a state that obeys every rule
or raises :class:`SaveError` naming the step that is wrong.
"""

from __future__ import annotations

import copy
import importlib
import json
import pkgutil
import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Self

from .actions import Action, action_from_json
from .cards import Card, CardError, parse_cards
from .errors import IllegalAction, SaveError

SAVE_FORMAT = "cardtable-save"
SAVE_VERSION = 1

JSON = dict[str, Any]


@dataclass(frozen=True)
class Option:
    """One setup option of a game (a variant or a setting).

    ``choices`` lists the allowed values (the first is not necessarily the
    default); an integer option gives ``minimum``/``maximum`` instead.
    """

    name: str
    default: Any
    label: str
    choices: tuple[Any, ...] | None = None
    minimum: int | None = None
    maximum: int | None = None
    help: str = ""
    rule: str = ""
    #: The setup form's section this option goes in ("Rules", "Chips", "Match" ...).
    group: str = "Rules"
    #: (another option, its values): this option only matters when that option has
    #: one of them (Swingo's low hands with a low half); the lobby leaves it out else.
    needs: tuple[str, tuple[Any, ...]] | None = None

    def check(self, value: Any) -> Any:
        if self.choices is not None:
            if value not in self.choices or type(value) is not type(self.default):
                allowed = ", ".join(repr(c) for c in self.choices)
                raise ValueError(
                    f"option {self.name!r} cannot be {value!r}; choose one of {allowed}"
                )
            return value
        if isinstance(self.default, int) and not isinstance(self.default, bool):
            if not isinstance(value, int) or isinstance(value, bool):
                raise ValueError(f"option {self.name!r} must be a whole number, not {value!r}")
            low = self.minimum if self.minimum is not None else value
            high = self.maximum if self.maximum is not None else value
            if not low <= value <= high:
                raise ValueError(
                    f"option {self.name!r} must be between {low} and {high}, not {value}"
                )
            return value
        if type(value) is not type(self.default):
            raise ValueError(f"option {self.name!r} must be a {type(self.default).__name__}")
        return value

    def to_json(self) -> JSON:
        return {
            "name": self.name, "default": self.default, "label": self.label,
            "choices": list(self.choices) if self.choices is not None else None,
            "minimum": self.minimum, "maximum": self.maximum,
            "help": self.help, "rule": self.rule, "group": self.group,
            "needs": None if self.needs is None
            else {"option": self.needs[0], "values": list(self.needs[1])},
        }


@dataclass(frozen=True)
class GameType:
    """What a game is, apart from any game in progress (OpenSpiel's ``GameType``):
    everything a lobby, a how-to index or a statistics table needs to list it.
    Built from the class attributes of the game's :class:`State` subclass."""

    id: str
    title: str
    #: One line for the lobby and the how-to index.
    tagline: str
    #: The how-to page's file name in the site's ``howto/`` folder ("" when none).
    howto: str
    min_players: int
    max_players: int
    default_players: int
    options: tuple[Option, ...]
    #: Offered in the lobby (test and work-in-progress games are not).
    listed: bool
    #: Position in lists (lower first; then by title).
    order: int

    def to_json(self) -> JSON:
        return {
            "id": self.id, "title": self.title, "tagline": self.tagline,
            "howto": self.howto, "min_players": self.min_players,
            "max_players": self.max_players, "default_players": self.default_players,
            "options": [o.to_json() for o in self.options], "listed": self.listed,
            "order": self.order,
        }


class State(ABC):
    """A game in progress: the one contract shared by the games, bots, UI and tests.

    Subclasses set the class attributes and implement the abstract methods.
    ``apply`` is final: it checks the seat, asks :meth:`check` (which raises
    :class:`IllegalAction` with a reason and must not change anything), then
    calls :meth:`_apply` with what the check worked out and records the action
    in :attr:`log`.
    """

    game_id: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    default_players: ClassVar[int]
    options_spec: ClassVar[tuple[Option, ...]] = ()
    action_types: ClassVar[tuple[type[Action], ...]]
    #: Seats (a bit mask) shown something new by the action being applied, and
    #: whether it ends a hand/deal/game; class defaults so that states a bot
    #: builds without ``__init__`` can call ``_apply`` too.
    _pending_reveal: int = 0
    _pending_end: bool = False
    #: What the game is, for lists (see :class:`GameType`).
    tagline: ClassVar[str] = ""
    howto: ClassVar[str] = ""
    listed: ClassVar[bool] = True
    order: ClassVar[int] = 100

    @classmethod
    def game_type(cls) -> GameType:
        """The game's description for lobbies and lists."""
        return GameType(cls.game_id, cls.title, cls.tagline, cls.howto, cls.min_players,
                        cls.max_players, cls.default_players, cls.options_spec, cls.listed,
                        cls.order)

    def __init__(
        self,
        players: int,
        seed: int,
        options: dict[str, Any],
        deck: list[Card] | None,
    ) -> None:
        self.players = players
        self.seed = seed
        self.options = options
        self.fixed_deck = deck
        self.rng = random.Random(seed)
        self.log: list[tuple[int, Action]] = []
        #: Public events in plain words, for the table's log: ``{"seat", "text"}``;
        #: ``{0}``, ``{1}`` ... in a text stand for the names of seats 0, 1 ...
        #: An event is never changed once appended (clones share the entries).
        self.events: list[JSON] = []
        #: Per seat, the log length undo may never go below (see :meth:`undo_floor`).
        self._floors: tuple[int, ...] = (0,) * players
        #: Log lengths at which a hand, deal or game ended (see :attr:`ends`).
        self._ends: tuple[int, ...] = ()
        self.setup()
        self._pending_reveal, self._pending_end = 0, False  # setup's reveals: floor 0

    # -- to implement -------------------------------------------------------

    @abstractmethod
    def setup(self) -> None:
        """Deal and set the first player, using ``self.rng`` or ``self.fixed_deck``."""

    @property
    @abstractmethod
    def to_act(self) -> tuple[int, ...]:
        """Seats that must act now (several during a simultaneous private choice)."""

    @abstractmethod
    def legal_actions(self, seat: int) -> list[Action]:
        """Every legal action of ``seat`` now (empty when it is not to act)."""

    @abstractmethod
    def _apply(self, seat: int, action: Action, checked: Any = None) -> None:
        """Carry out an action already known to be legal; ``checked`` is what
        :meth:`check` returned for it (``None`` when called without a check)."""

    @property
    @abstractmethod
    def is_over(self) -> bool: ...

    @property
    @abstractmethod
    def outcome(self) -> JSON | None:
        """Result when over (scores / chips / winners), else ``None``."""

    @abstractmethod
    def _view(self, seat: int | None) -> JSON:
        """What ``seat`` may see (``None``: a spectator), JSON-able, game specific."""

    def check(self, seat: int, action: Action) -> Any:
        """Raise :class:`IllegalAction` saying why ``action`` is illegal. Games may
        override with a faster test or more specific messages, and may return what
        the test worked out (the cards a play names, say) for :meth:`_apply`."""
        if action not in self.legal_actions(seat):
            raise IllegalAction(f"{self.describe(action)} is not a legal move now")
        return None

    @classmethod
    def settled_options(cls, options: dict[str, Any]) -> dict[str, Any]:
        """The options a table really plays with, given the chosen ones: a game whose
        rules fix one option by another overrides this (Swingo's high-low always
        plays fixed limit, S-12), and the lobby shows the fixed value, not a choice."""
        return options

    def describe(self, action: Action) -> str:
        """A short description of an action for messages."""
        return action.kind

    # -- undo policy: what each action let a seat see --------------------------

    def note_reveal(self, seats: Any = None, *, but: int | None = None) -> None:
        """Called by a game from :meth:`_apply`: the action being applied shows
        ``seats`` (an iterable of seats; ``None``: every seat, less ``but``) something
        they could not see before (a card turned or dealt, a hidden hand's card
        played, boards, the river, a showdown). Undo for those seats never steps back
        across it."""
        if seats is None:
            mask = (1 << self.players) - 1
            if but is not None:
                mask &= ~(1 << but)
        else:
            mask = sum(1 << s for s in set(seats))
        self._pending_reveal |= mask

    def note_end(self) -> None:
        """Called by a game from :meth:`_apply`: the action ends a hand, a deal or a
        game (it reveals to every seat, and the result waits for the people)."""
        self._pending_end = True
        self.note_reveal(None)

    def undo_floor(self, seat: int) -> int:
        """The log length undo for ``seat`` may never go below: every action at an
        index under it, or the action just before it, showed ``seat`` something new
        (or ended a hand, deal or game). Taking back log entries from this index on
        is fair; taking back earlier ones would let ``seat`` choose again knowing
        more."""
        return self._floors[seat]

    @property
    def ends(self) -> tuple[int, ...]:
        """Log lengths right after each action that ended a hand, a deal or a game."""
        return self._ends

    def _settle_marks(self) -> None:
        n, mask = len(self.log), self._pending_reveal
        self._floors = tuple(n if mask >> s & 1 else f for s, f in enumerate(self._floors))
        if self._pending_end:
            self._ends = (*self._ends, n)
        self._pending_reveal, self._pending_end = 0, False

    def public_state(self) -> JSON:
        """Counters that the conformance tests check for conservation (e.g. card
        and chip totals). Games override; keys map to numbers."""
        return {}

    # -- the contract -------------------------------------------------------

    def can_apply(self, seat: int, action: Action) -> bool:
        try:
            self._check_all(seat, action)
        except IllegalAction:
            return False
        return True

    def apply(self, seat: int, action: Action) -> None:
        """Play ``action`` for ``seat``; raises :class:`IllegalAction` and changes
        nothing if it is not legal now."""
        checked = self._check_all(seat, action)
        self._apply(seat, action, checked)
        self.log.append((seat, action))
        if self._pending_reveal:
            self._settle_marks()

    def _check_all(self, seat: int, action: Action) -> Any:
        if seat not in self.to_act or not isinstance(seat, int):  # one test when all is well
            if self.is_over:
                raise IllegalAction("the game is over", code="game-over")
            if not isinstance(seat, int) or not 0 <= seat < self.players:
                raise IllegalAction(f"there is no seat {seat!r} at this table",
                                    code="no-such-seat")
            raise IllegalAction(f"it is not seat {seat}'s turn", code="not-your-turn")
        if not isinstance(action, self.action_types):
            raise IllegalAction(
                f"{type(action).__name__} is not an action of {self.title}", code="wrong-game"
            )
        return self.check(seat, action)

    def view(self, seat: int | None) -> JSON:
        """Exactly what ``seat`` may see (``None``: a spectator), as a JSON-able dict."""
        if seat is not None and not 0 <= seat < self.players:
            raise ValueError(f"there is no seat {seat} at this table")
        out: JSON = {
            "game": self.game_id,
            "seat": seat,
            "players": self.players,
            "to_act": list(self.to_act),
            "over": self.is_over,
            "moves": len(self.log),
            "events": list(self.events),
        }
        out.update(self._view(seat))
        return out

    def clone(self) -> Self:
        """An independent copy (bots search on clones): every field is copied as
        deep as it goes (see :func:`fresh_copy`), so a field added later is never
        shared between a state and its clone. The one exception is the history:
        ``log`` and ``events`` are new lists of the same entries, which are never
        changed once recorded."""
        c = object.__new__(type(self))
        d = c.__dict__
        for k, v in self.__dict__.items():
            d[k] = list(v) if k in _HISTORY else fresh_copy(v)
        return c

    # -- determinization (OpenSpiel's ResampleFromInfostate) ----------------

    @classmethod
    def sample_from_view(cls, view: JSON, rng: random.Random) -> State:
        """A state this seat could be in: everything ``view`` shows as it shows it,
        every hidden card drawn by ``rng`` from the cards the seat has not seen.
        Built from the view alone, so no hidden card of the real state can leak
        into a bot's search. ``sample.view(seat)`` equals ``view`` but for
        ``moves``: the history is not sampled (the log is empty), so a sample is
        for search, not for saving. Games with hidden cards override this."""
        raise NotImplementedError(f"{cls.title} cannot sample its hidden cards yet")

    def sample_hidden(self, seat: int, rng: random.Random) -> State:
        """:meth:`sample_from_view` of ``seat``'s view of this state."""
        return self.sample_from_view(self.view(seat), rng)

    def setup_json(self) -> JSON:
        return {
            "game": self.game_id,
            "players": self.players,
            "seed": self.seed,
            "options": dict(self.options),
            "deck": [c.code for c in self.fixed_deck] if self.fixed_deck is not None else None,
        }

    def to_json(self) -> str:
        """The save: setup, seed and the action log, with a format version and digest."""
        body: JSON = {"format": SAVE_FORMAT, "version": SAVE_VERSION, **self.setup_json()}
        body["log"] = [[seat, action.to_json()] for seat, action in self.log]
        body["digest"] = _digest(body)
        return json.dumps(body, separators=(",", ":"), sort_keys=True)

    def replay(self) -> State:
        """A new state rebuilt from setup + seed + log (equal to this one)."""
        state = new_game(
            self.game_id, players=self.players, seed=self.seed, options=self.options,
            deck=[c.code for c in self.fixed_deck] if self.fixed_deck is not None else None,
        )
        for seat, action in self.log:
            state.apply(seat, action)
        return state


# -- copies -------------------------------------------------------------------

#: Append-only fields of a state: a clone copies the list, not the entries.
_HISTORY = frozenset({"log", "events"})
#: Types whose values never change: a copy may share them.
_IMMUTABLE: set[type] = {int, str, bool, float, type(None), frozenset, Card}


def _is_immutable(t: type) -> bool:
    if t in _IMMUTABLE:
        return True
    params = getattr(t, "__dataclass_params__", None)
    if params is not None and params.frozen:  # actions and other frozen values
        _IMMUTABLE.add(t)
        return True
    return False


def fresh_copy(value: Any) -> Any:
    """A copy of ``value`` sharing nothing mutable with it: lists, dicts, sets and
    tuples are copied element by element, immutable values (numbers, text, cards,
    frozen dataclasses such as actions) are shared, a ``random.Random`` gets its
    state copied, anything else is deep-copied. As fast as a hand-written copy for
    the containers a game state is made of, and right for any new field."""
    t = type(value)
    if t in _IMMUTABLE:
        return value
    if t is list:
        return [x if type(x) in _IMMUTABLE else fresh_copy(x) for x in value]
    if t is dict:
        return {k: x if type(x) in _IMMUTABLE else fresh_copy(x) for k, x in value.items()}
    if t is tuple:
        for x in value:
            if type(x) not in _IMMUTABLE:
                return tuple([fresh_copy(x) for x in value])
        return value  # a tuple of immutable values is one
    if t is set:
        return set(value)  # set members are hashable: immutable in practice
    if t is random.Random:
        rng = random.Random(0)  # no OS seeding: the state is set next
        rng.setstate(value.getstate())
        return rng
    if _is_immutable(t):
        return value
    own = getattr(value, "__deepcopy__", None)  # a class that knows how to copy itself
    if own is not None:
        return own({})
    return copy.deepcopy(value)


# -- registry -----------------------------------------------------------------

_REGISTRY: dict[str, type[State]] = {}
_discovered = False


def register_game(cls: type[State]) -> type[State]:
    """Class decorator: make a game available to :func:`new_game` by its ``game_id``."""
    _REGISTRY[cls.game_id] = cls
    return cls


def game_types() -> dict[str, type[State]]:
    """Every registered game, by id (the modules of ``cardtable.games`` are imported once)."""
    global _discovered
    if not _discovered:
        from . import games

        for module in pkgutil.iter_modules(games.__path__):
            importlib.import_module(f"{games.__name__}.{module.name}")
        _discovered = True
    return dict(_REGISTRY)


def game_info(game_id: str) -> JSON:
    """What a lobby needs to set a game up, as JSON: :meth:`GameType.to_json`."""
    return _game_class(game_id).game_type().to_json()


def listed_games() -> list[GameType]:
    """The games a lobby offers, in their list order."""
    types = [cls.game_type() for cls in game_types().values()]
    return sorted((t for t in types if t.listed), key=lambda t: (t.order, t.title))


def _game_class(game_id: str) -> type[State]:
    games = game_types()
    if game_id not in games:
        raise ValueError(f"unknown game {game_id!r}; known games: {', '.join(sorted(games))}")
    return games[game_id]


def sample_state(view: JSON, rng: random.Random) -> State:
    """A state consistent with a seat's ``view``, its hidden cards sampled by ``rng``
    (see :meth:`State.sample_from_view`): what determinizing bots search."""
    return _game_class(view["game"]).sample_from_view(view, rng)


def resolve_options(cls: type[State], options: dict[str, Any] | None) -> dict[str, Any]:
    """The full option set: defaults overridden by ``options``, each value checked."""
    spec = {o.name: o for o in cls.options_spec}
    given = dict(options or {})
    unknown = sorted(set(given) - set(spec))
    if unknown:
        known = ", ".join(sorted(spec)) or "none"
        raise ValueError(f"unknown option(s) {', '.join(unknown)} for {cls.title}; known: {known}")
    return {name: o.check(given[name]) if name in given else o.default for name, o in spec.items()}


def new_game(
    game_id: str,
    *,
    players: int | None = None,
    seed: int,
    options: dict[str, Any] | None = None,
    deck: Sequence[str] | None = None,
) -> State:
    """Start a game. ``deck`` (card codes, top first) fixes the deal for scenario
    tests; ``options`` selects variants. Bad ids, counts or options raise ``ValueError``."""
    cls = _game_class(game_id)
    if players is None:
        players = cls.default_players
    if not isinstance(players, int) or not cls.min_players <= players <= cls.max_players:
        raise ValueError(
            f"{cls.title} is for {cls.min_players} to {cls.max_players} players, not {players!r}"
        )
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError(f"the seed must be a whole number, not {seed!r}")
    resolved = resolve_options(cls, options)
    cards = None
    if deck is not None:
        try:
            cards = parse_cards(list(deck))
        except CardError as exc:
            raise ValueError(f"bad deck: {exc}") from None
    return cls(players, seed, resolved, cards)


def load_game(text: str) -> State:
    """Rebuild a game from :meth:`State.to_json`; raises :class:`SaveError` naming
    what is wrong with a corrupt, edited or foreign text."""
    try:
        data = json.loads(text)
    except (TypeError, ValueError) as exc:
        raise SaveError(f"the save is not readable JSON ({exc})", code="save-not-json") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError("this is not a Card Table save", code="save-foreign")
    version = data.get("version")
    if version != SAVE_VERSION:
        raise SaveError(
            f"the save has format version {version!r};"
            f" this Card Table reads version {SAVE_VERSION}",
            code="save-version",
        )
    missing = [k for k in ("game", "players", "seed", "options", "deck", "log", "digest")
               if k not in data]
    if missing:
        raise SaveError(f"the save lacks {', '.join(missing)}", code="save-incomplete")
    digest = data.pop("digest")
    if digest != _digest(data):
        raise SaveError(
            "the save was edited or damaged: its checksum does not match", code="save-digest"
        )
    if not isinstance(data["log"], list) or not isinstance(data["options"], dict):
        raise SaveError("the save's log or options are malformed", code="save-malformed")
    deck = data["deck"]
    if not (isinstance(data["game"], str) and _is_int(data["players"]) and _is_int(data["seed"])
            and (deck is None or isinstance(deck, list) and all(isinstance(c, str) for c in deck))):
        raise SaveError("the save's setup has a value of the wrong type", code="save-malformed")
    try:
        state = new_game(
            data["game"], players=data["players"], seed=data["seed"],
            options=data["options"], deck=data["deck"],
        )
    except (ValueError, TypeError) as exc:
        raise SaveError(f"the save's setup is invalid: {exc}", code="save-setup") from None
    for step, entry in enumerate(data["log"], start=1):
        if not (isinstance(entry, list) and len(entry) == 2 and _is_int(entry[0])):
            raise SaveError(f"move {step} of the save is malformed", code="save-malformed")
        seat, raw = entry
        try:
            action = action_from_json(raw, state.action_types)
            state.apply(seat, action)
        except (SaveError, IllegalAction) as exc:
            raise SaveError(f"move {step} of the save is not legal: {exc}", code="save-step") \
                from None
        except (TypeError, ValueError) as exc:
            raise SaveError(f"move {step} of the save is malformed: {exc}", code="save-step") \
                from None
    return state


def _is_int(value: object) -> bool:
    """A JSON whole number (``true`` is not 1 in a save)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _digest(body: JSON) -> str:
    import hashlib  # here, not at the top: the page's start does not pay for it

    canonical = json.dumps(body, separators=(",", ":"), sort_keys=True)
    return hashlib.sha256(canonical.encode()).hexdigest()[:32]


def bot_rng(seed: int, seat: int, salt: str = "bot") -> random.Random:
    """A generator for one seat's bot, derived from the game seed, separate from the
    deal's generator so a bot's thinking never changes the cards."""
    return random.Random(f"{seed}:{salt}:{seat}")


__all__ = [
    "Option", "GameType", "State", "register_game", "game_types", "game_info",
    "listed_games", "new_game",
    "load_game", "resolve_options", "bot_rng", "fresh_copy", "SAVE_FORMAT", "SAVE_VERSION",
]
