"""A hand's pots in plain words for its result: each pot's name, who mucked and
who won without showing (S-9), and in high-low (S-12) what the declarations did
to each pot and which of a player's hands competed. Only what the engine's
``last_hand`` records is used (labels, ``shown``/``mucked``, declarations, each
pot's half and ``both_lost``)."""

from __future__ import annotations

from typing import Any

from cardtable.cards import Card
from cardtable.evaluate import in_sentence

from .cards import short
from .markup import and_list
from .tables import UiCtx

HALVES = ("high", "low")
#: A card's place in a hand as the result shows its five cards.
ORDINALS = ("first", "second", "third", "fourth", "fifth")


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


def tie_words(pot: dict[str, Any], players: list[dict[str, Any]], ctx: UiCtx) -> list[str]:
    """What decided a pot between hands of the same name (a playtest saw two "Flush,
    Ace high" and nothing said why one won): "Ben's flush, Ace high, beats yours on
    the second card: K♠ against Q♥." The cards are compared in the order the result
    shows them (a low's name gives every rank: the same name is the same hand).
    Winners with equal hands say they split it (S-10)."""
    half = pot.get("half")
    if half is None and "both_lost" in pot:  # nobody could claim: shared (pot_words)
        return []
    key = "low" if half == "low" else "hand"
    hands = {p["seat"]: p[key] for p in players
             if p["seat"] in pot.get("eligible", ()) and p.get(key) and not p.get("mucked")
             and (half is None or competed(p, half))}
    won = [int(w["seat"]) for w in pot["winners"] if w["seat"] in hands]
    if not won:
        return []
    first = won[0]
    best, name = hands[first], str(hands[first]["name"])
    out = []
    if len(won) > 1:  # "you and Ana", not "Ana and you"
        won.sort(key=lambda s: not ctx.is_you(s))
        out.append(f"Equal hands: {and_list([ctx.named(s) for s in won])} split it.")
    said = in_sentence(name).removeprefix("a ") + ("," if "," in name else "")
    lost = {x["seat"] for x in pot.get("both_lost") or []}  # by declaring both (S-12)
    for seat, h in hands.items():
        if seat in won or seat in lost or h["name"] != name:
            continue
        at = next((i for i, (a, b) in enumerate(zip(best["cards"], h["cards"], strict=True))
                   if Card.parse(a).rank != Card.parse(b).rank), None)
        if at is not None:
            theirs = "yours" if ctx.named(seat) == "you" else f"{ctx.name(seat)}'s"
            out.append(f"{ctx.whose(first)} {said} beats {theirs} on the {ORDINALS[at]} card:"
                       f" {short(best['cards'][at])} against {short(h['cards'][at])}.")
    return out


def pot_label(pot: dict[str, Any], pots: list[dict[str, Any]]) -> str:
    """The pot's name as the result lists it: "Main pot" and "Side pot 1" only when
    there is a side pot; a hand with one pot says "Pot" (a playtest read "Main pot
    (11)" and looked for the other one), "Pot, high half" in high-low."""
    label = str(pot["label"])
    if label == "the pot":  # everyone else folded: "Pot" too (a playtest read "The pot
        label = "pot"  # (2): Cleo 2" one hand and "Pot (54): Ben 54" the next)
    if label.startswith("main pot") and not any(
            str(p["label"]).startswith("side pot") for p in pots):
        label = label[len("main "):]
    return label[:1].upper() + label[1:]


def muck_words(last: dict[str, Any], ctx: UiCtx) -> str | None:
    """Who mucked (S-9: gave up their claim without showing) and, when the others
    all did, that the winner took the pot without showing: "You mucked, so Dev wins
    without showing." None when nobody mucked."""
    players = last.get("players") or []
    mucked = [p["seat"] for p in players if p.get("mucked")]
    if not mucked:
        return None
    mucked.sort(key=lambda s: not ctx.is_you(s))  # "You and Ana", not "Ana and you"
    who = and_list([ctx.named(s) for s in mucked])
    won = {int(w["seat"]) for pot in last.get("pots") or [] for w in pot["winners"]
           if int(w.get("amount", 0)) > 0}
    unshown = [p["seat"] for p in players
               if p["seat"] in won and not p.get("shown") and not p.get("mucked")]
    if unshown:
        wins = "win" if len(unshown) > 1 or ctx.is_you(unshown[0]) else "wins"
        said = (f"{who} mucked, so {and_list([ctx.named(s) for s in unshown])} {wins} "
                "without showing.")
    else:
        hands = "the hand" if len(mucked) == 1 else "their hands"
        said = f"{who} mucked, giving up {hands} without showing."
    return said[:1].upper() + said[1:]
