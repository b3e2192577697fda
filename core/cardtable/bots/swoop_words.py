"""What a Swoop bot's move does and why, in the table's words: the cards named as
the table names them (:func:`..games.swoop.rules.play_codes`: the order of the
move's event line, ``short``: ``7♥``, ``10♠``, ``Joker``), ranks as the faces show
them (``the 9``, ``four 7s``).

A line is a head, what the move does ("Play 3♣ 3♦", "Swoop with 10♠", "Pick up
the pile and play K♠", "Turn mystery card 2"), and why, from the *key* the bot's
scoring chose it by (:data:`WHY`). Like every bot's reason it speaks of the move
and of what everyone can see (the pile), never of the seat's other hidden cards.

>>> head("play", ["3c", "3d"]), head("pick-up", ["Kh"], gerund=True)
('Play 3♣ 3♦', 'picking up the pile and playing K♥')
>>> why("four", Facts("7", 2, ["9h", "7d", "7s"], 2))
'makes four 7s on top, which clears the pile and gives another turn'
>>> why("pick-up", Facts("9", 1, ["4h", "3s"], 1))
'no card in hand or face up goes on the 3, so taking the 2 cards starts a new pile with a 9'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from ..games.swoop.rules import cards, face, many, short

#: Heads by where the cards land (``landing``), and their ``-ing`` forms.
_HEADS = {"play": ("Play", "playing"), "pile": ("Play", "playing"),
          "swoop": ("Swoop with", "swooping with"),
          "pick-up": ("Pick up the pile and play", "picking up the pile and playing")}


class Facts(NamedTuple):
    """What the words need: the rank played, how many cards are played, the pile (codes,
    bottom first), how many of its top rank lie there in a row, and whether a card
    the player holds would have gone on the pile."""

    rank: str
    played: int
    pile: Sequence[str]
    run: int
    could_play: bool = False
    #: The cards played include a turned mystery card, which must be played (W-7).
    turned: bool = False


def head(where: str, cards: Sequence[str], *, gerund: bool = False,
         slot: int | None = None) -> str:
    """What the move does: ``where`` is ``"turn"`` or where a play's ``cards``
    land (``"pile"``, ``"swoop"``, ``"pick-up"``). A turn names its mystery card by
    ``slot``, counted from 1 as the table labels it ("Turn mystery card 2"), never
    by its value, which nobody has seen.

    >>> head("turn", [], slot=1), head("turn", [], slot=3, gerund=True)
    ('Turn mystery card 2', 'turning mystery card 4')
    """
    if where == "turn":
        which = "a mystery card" if slot is None else f"mystery card {slot + 1}"
        return f"turning {which}" if gerund else f"Turn {which}"
    verb = _HEADS[where][1 if gerund else 0]
    return f"{verb} {' '.join(short(c) for c in cards)}"


def _top(f: Facts) -> str:
    return face(f.pile[-1][0]) if f.pile else ""


def _turn_stuck(f: Facts) -> str:
    if not f.pile:
        return "the pile is empty, so whatever it is goes on"
    return f"nothing else goes on the {_top(f)}, but a mystery card might"


def _turn_high(f: Facts) -> str:
    top = _top(f)
    return f"most cards go on {'an' if top in ('A', '8') else 'a'} {top}, so it likely will too"


def _escape(f: Facts) -> str:
    if not f.pile:
        return _AGAIN
    return (f"nothing else goes on the {_top(f)}, so it clears the pile instead of picking"
            f" up {cards(len(f.pile))}, and gives another turn")


def _shed(f: Facts) -> str:
    return (f"a rival is nearly out and a {face(f.rank)} left over scores high; it clears"
            " the pile and gives another turn")


def _pile(tail: str) -> Callable[[Facts], str]:
    def say(f: Facts) -> str:
        where = f"goes on the {_top(f)}" if f.pile else "starts the pile"
        return f"{where}; {tail}"
    return say


#: Ranks a "shed the highest" play calls high (not a 7, nor an ace, low in Swoop).
HIGH_RANKS = frozenset("JQK")

#: Why keep the lower cards, by the band of the rank played (a playtest: one tail,
#: "lower cards fit more piles later", said of every play, aces on a 2 included).
_KEEP_LOW = {**dict.fromkeys("789", "lower cards fit more piles later"),
             **dict.fromkeys("456", "the lowest cards are the ones that go on almost any pile"),
             **dict.fromkeys("23", "on a pile this low, few cards go on at all")}


def _highest(f: Facts) -> str:
    """Why the highest play that goes on (sound play: keep the low cards); an ace,
    the lowest rank, has nothing lower to keep."""
    if f.rank in HIGH_RANKS:
        return _pile("high cards are the hardest to get rid of later")(f)
    first = (f"goes on the {_top(f)}, the highest that does" if f.pile
             else "starts the pile with the highest playable card")
    tail = _KEEP_LOW.get(f.rank if f.pile or f.rank not in "23" else "4")
    return f"{first}; {tail}" if tail else first


_AGAIN = "clears the pile and gives another turn"

#: Ranks a "keep the pile low" play calls low (an ace is the lowest in Swoop).
LOW_RANKS = frozenset("A234567")


def _low(f: Facts) -> str:
    """Why the lowest play that goes on (the easy bot's habit), said of a low card
    only (playtest 9: "Ana plays Q♣. Why: ...; a low card keeps the pile low")."""
    if f.rank in LOW_RANKS:
        return _pile("a low card keeps the pile low for the next player")(f)
    return f"goes on the {_top(f)}" if f.pile else "starts the pile"


def _a(rank: str) -> str:
    """"a Q", "an A", "an 8": a card of ``rank`` in a sentence."""
    shown = face(rank)
    return f"{'an' if shown in ('A', '8') else 'a'} {shown}"


def _pick_up(f: Facts) -> str:
    """Why a play higher than the top, which picks the pile up first (W-5): said
    truly when a held card would have gone on (a playtest read "nothing goes on the
    J" with 3♣ face up, and "starts a new pile low" for a Q). No subject: the same
    line is a bot's caption and the person's hint (playtest 8: a hint said "nothing
    it holds goes on the 3, so it takes the 7 cards")."""
    taken = cards(len(f.pile))
    if f.turned:  # (playtest 7: "nothing it holds goes on the 2" of a forced Q)
        return (f"a turned mystery card must be played, and {_a(f.rank)} is higher than"
                f" the {_top(f)}: taking the {taken} starts a new pile")
    if f.played >= 4:  # W-6: four equal swoop the new pile (not "starts a new pile")
        return (f"{'a' if f.could_play else 'no'} card in hand or face up goes on the"
                f" {_top(f)}, {'but' if f.could_play else 'so'} taking the {taken} lets"
                f" {many(f.rank, f.played)} clear the pile and give another turn")
    if f.could_play:
        return (f"a card in hand or face up goes on the {_top(f)}, but taking the {taken}"
                f" gets rid of {_a(f.rank)} and keeps the lower cards for later piles")
    return (f"no card in hand or face up goes on the {_top(f)}, so taking the {taken}"
            f" starts a new pile with {_a(f.rank)}")


#: Why, by the key a bot chose the move for.
WHY: dict[str, Callable[[Facts], str]] = {
    "turn-empty": lambda f: "the pile is empty, so whatever it is goes on",
    "turn-high": _turn_high,
    "turn-stuck": _turn_stuck,
    "turn-try": lambda f: f"it might go on the {_top(f)}" if f.pile else _turn_stuck(f),
    "out": lambda f: f"goes out with the last {'card' if f.played == 1 else 'cards'}"
                     " and wins the deal",
    "four": lambda f: f"makes {many(f.rank, f.run + f.played)} on top, which {_AGAIN}",
    "shed": _shed,
    "spare": lambda f: _AGAIN,
    "escape": _escape,
    "high": _highest,
    "face-up": _pile("playing face-up cards uncovers the mystery cards under them"),
    "on": lambda f: f"goes on the {_top(f)}" if f.pile else "starts the pile",
    "low": _low,
    "revealed": lambda f: ("a turned mystery card must be played, and it "
                           + (f"goes on the {_top(f)}" if f.pile else "starts the pile")),
    "pick-up": _pick_up,
}


def why(key: str, facts: Facts) -> str:
    return WHY[key](facts)


def lands(where: str, f: Facts, *, swoop_card: bool) -> str:
    """What a play does to the pile, said plainly and nothing of why, for a reason
    that says why otherwise (playtest: hard's "looking a round or two ahead, this
    does better than the other plays" of a play that swooped). ``where``: as for
    :func:`head`; ``f.run``: the cards of the played rank on top; ``swoop_card``:
    the rank swoops by itself (W-6).

    >>> lands("swoop", Facts("4", 1, ["9h", "4d", "4s", "4c"], 3), swoop_card=False)
    'makes four 4s on top, which clears the pile and gives another turn'
    >>> lands("pile", Facts("9", 1, [], 0), swoop_card=False)
    'starts the pile'
    >>> lands("pick-up", Facts("K", 1, ["4h", "3s"], 0), swoop_card=False)
    'takes the 2 cards and starts a new pile with a K'
    """
    if where == "swoop":
        return _AGAIN if swoop_card else WHY["four"](f)
    if where == "pile":
        return f"goes on the {_top(f)}" if f.pile else "starts the pile"
    taken = "card" if len(f.pile) == 1 else cards(len(f.pile))
    if f.played >= 4:  # W-6: four equal swoop the new pile too
        return (f"takes the {taken}, then {many(f.rank, f.played)} clear the pile and"
                " give another turn")
    return f"takes the {taken} and starts a new pile with {_a(f.rank)}"
