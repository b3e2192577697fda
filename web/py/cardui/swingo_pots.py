"""High-low (S-12) in plain words for a hand's result: what the declarations did
to each pot, and which of a player's hands competed. Only what the engine's
``last_hand`` records is used (declarations, each pot's half and ``both_lost``)."""

from __future__ import annotations

from typing import Any

from .tables import UiCtx

HALVES = ("high", "low")


def competed(player: dict[str, Any], half: str) -> bool:
    """True when the player's declaration claims ``half`` (or nothing was declared)."""
    way = player.get("declaration")
    return way is None or way in (half, "both")


def pot_words(pot: dict[str, Any], players: list[dict[str, Any]], ctx: UiCtx) -> list[str]:
    """Sentences saying why a high-low pot went as it did ([] for other games and for
    the low half of a split pot, whose high half says it)."""
    if "both_lost" not in pot or pot["label"].endswith("low half"):
        return []
    claims = [p.get("declaration") for p in players
              if not p.get("mucked") and p["seat"] in pot["eligible"]]
    out = []
    half = pot.get("half")
    if half is None:
        out.append("Everyone who could claim this pot declared both and lost a half, "
                   "so they share it.")
    elif not pot["label"].endswith("half"):
        other = "low" if half == "high" else "high"
        nobody = (f"Nobody declared {other}" if not any(c in (other, "both") for c in claims)
                  else f"Nobody can claim the {other} half")
        out.append(f"{nobody}: the whole pot goes to the best {half} hand.")
    for x in pot["both_lost"]:
        lost = x["halves"]
        what = "both halves" if len(lost) == 2 else f"the {lost[0]} half"
        gets = "get" if ctx.is_you(x["seat"]) else "gets"
        out.append(f"Declaring both, {ctx.named(x['seat'])} lost {what} and {gets} nothing.")
    return out
