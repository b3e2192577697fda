"""Actions: small frozen values with a stable JSON form.

Every game defines its actions as subclasses of :class:`Action`, decorated
with ``@dataclass(frozen=True, slots=True)``, with a ``kind`` that names them
in JSON and fields that are JSON scalars or tuples of them (cards travel as
their text codes). Two actions are equal when their values are equal, so
``action in state.legal_actions(seat)`` is the legality test -- except that a
game may offer a whole range of amounts as one :class:`AmountRange` (a bet of
any size from a minimum to a maximum, PokerKit's completion amounts), so that
the list does not grow with the chips; ``offered.at(amount)`` is the action to
play, legal for every amount from ``offered.min`` to ``offered.max``.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True, slots=True)
... class Pass(Action):
...     kind = "pass"
>>> Pass().to_json()
{'type': 'pass'}
"""

from __future__ import annotations

import dataclasses
import random
import re
from collections.abc import Iterable
from typing import Any, ClassVar

from .errors import SaveError

JSONScalar = str | int | bool | None


class Action:
    """Base of every game action (see the module docstring)."""

    __slots__ = ()
    kind: ClassVar[str] = "action"

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.kind}
        for f in dataclasses.fields(self):  # type: ignore[arg-type]
            value = getattr(self, f.name)
            out[f.name] = list(value) if isinstance(value, tuple) else value
        return out


class AmountRange(Action):
    """An offer standing for one action per amount from ``min`` to ``max``
    (inclusive). Subclasses are frozen dataclasses with ``min`` and ``max`` fields
    and say which action an amount makes; the offer itself is never played."""

    __slots__ = ()
    min: int
    max: int

    def at(self, amount: int) -> Action:
        """The action to play for ``amount`` (legal when ``min <= amount <= max``)."""
        raise NotImplementedError

    def __contains__(self, action: object) -> bool:
        """True when ``action`` is one of the actions this range stands for."""
        if not isinstance(action, Action) or not dataclasses.is_dataclass(action):
            return False
        values = [getattr(action, f.name) for f in dataclasses.fields(action)]
        if len(values) != 1 or not isinstance(values[0], int) or isinstance(values[0], bool):
            return False
        return self.min <= values[0] <= self.max and self.at(values[0]) == action


def playable(action: Action, rng: random.Random) -> Action:
    """``action`` itself, or a uniformly random amount of an :class:`AmountRange`."""
    if isinstance(action, AmountRange):
        return action.at(rng.randint(action.min, action.max))
    return action


def is_offered(action: Action, legal: Iterable[Action]) -> bool:
    """True when ``action`` is one of ``legal`` or an amount inside an offered range."""
    return any(action == a or (isinstance(a, AmountRange) and action in a) for a in legal)


def action_from_json(data: object, types: Iterable[type[Action]]) -> Action:
    """Decode the JSON form of an action of one of ``types``; raises :class:`SaveError`."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise SaveError(f"an action must be an object with a 'type', not {data!r}")
    by_kind = {t.kind: t for t in types}
    cls = by_kind.get(data["type"])
    if cls is None:
        raise SaveError(f"unknown action type {data['type']!r} (known: {', '.join(by_kind)})")
    names = {f.name for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
    given = set(data) - {"type"}
    if given != names:
        raise SaveError(
            f"action {data['type']!r} has fields {sorted(given)}, expected {sorted(names)}"
        )
    values: dict[str, Any] = {}
    for f in dataclasses.fields(cls):  # type: ignore[arg-type]
        name, value = f.name, data[f.name]
        hint = f.type if isinstance(f.type, str) else repr(f.type)
        allowed = set(_TYPE_NAMES.findall(hint))
        is_tuple = hint.startswith("tuple")
        if isinstance(value, list) != is_tuple:
            want = "a list" if is_tuple else "a single value"
            raise SaveError(f"action {data['type']!r}: field {name!r} must be {want}")
        for v in value if isinstance(value, list) else (value,):
            # JSON types exactly as declared: true is not 1 (issue 14)
            if _json_type(v) not in allowed:
                raise SaveError(f"action {data['type']!r}: field {name!r} cannot hold {v!r}")
        values[name] = tuple(value) if isinstance(value, list) else value
    return cls(**values)


_TYPE_NAMES = re.compile(r"\b(str|int|bool|None)\b")


def _json_type(value: object) -> str:
    """The annotation name of a JSON scalar's type ("?" for anything else)."""
    if value is None:
        return "None"
    if isinstance(value, bool):
        return "bool"
    return type(value).__name__ if isinstance(value, int | str) else "?"
