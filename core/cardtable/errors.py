"""The engine's error types: one base, a machine-readable ``code``, a readable message."""

from __future__ import annotations


class GameError(Exception):
    """Base of every error the engine raises on purpose.

    ``code`` is stable and machine-readable (the UI never parses messages);
    ``rule`` names the ruling it enforces (``"S-5"``) where one applies.
    """

    code = "game-error"

    def __init__(self, message: str, *, code: str | None = None, rule: str | None = None):
        super().__init__(message)
        self.message = message
        if code is not None:
            self.code = code
        self.rule = rule

    def to_json(self) -> dict[str, str | None]:
        return {"code": self.code, "message": self.message, "rule": self.rule}


class IllegalAction(GameError):
    """An action that is not legal now, or a seat acting out of turn.

    The state is unchanged when this is raised.
    """

    code = "illegal-action"


class SaveError(GameError):
    """A saved game that cannot be loaded: corrupt, edited, foreign or from a newer format."""

    code = "bad-save"
