"""Cards drawn in HTML/CSS: rank and suit symbols, red or black, jokers, backs.

A card face is ``role="img"`` with the card's accessible name ("Queen of
hearts"); the glyphs inside are ``aria-hidden``. A card that can be pressed is
a real ``<button>`` with the same look. A face-down card carries no code at
all, so a hidden card never reaches the DOM.

>>> 'aria-label="Queen of hearts"' in card("Qh")
True
>>> "Qh" in card_back()
False
"""

from __future__ import annotations

from typing import Any

from cardtable.cards import SUIT_SYMBOLS, Card

from .markup import Html, classes, el

RANK_LABELS = {"T": "10"}


def card_parts(code: str) -> tuple[Card, str, str]:
    """The card, its rank text and its symbol."""
    c = Card.parse(code)
    if c.is_joker:
        return c, "Joker", "\u2605"
    return c, RANK_LABELS.get(c.rank, c.rank), SUIT_SYMBOLS[c.suit]


def _face(c: Card, rank: str, suit: str) -> Html:
    if c.is_joker:
        return el(
            "span", {"class_": "face", "aria_hidden": "true"},
            # a star for a rank (never "J", a Jack's), the word across the middle
            el("span", {"class_": "corner"}, el("span", {"class_": "rank"}, suit)),
            el("span", {"class_": "joker-word"}, "JOKER"),
            el("span", {"class_": "pip"}, suit),
        )
    return el(
        "span", {"class_": "face", "aria_hidden": "true"},
        el("span", {"class_": "corner"}, el("span", {"class_": "rank"}, rank),
           el("span", {"class_": "suit"}, suit)),
        el("span", {"class_": "pip"}, suit),
    )


def _card_classes(c: Card, extra: str) -> str:
    return classes("card", "red" if c.is_red else "black", "joker" if c.is_joker else "",
                   extra)


def card(code: str, *, cls: str = "", label: str | None = None, **extra: Any) -> Html:
    """A face-up card (not pressable)."""
    c, rank, suit = card_parts(code)
    return el(
        "span",
        {"class_": _card_classes(c, cls), "role": "img", "aria_label": label or c.name,
         "data_card": c.code, **extra},
        _face(c, rank, suit),
    )


def card_button(code: str, *, cls: str = "", label: str | None = None, **extra: Any) -> Html:
    """A face-up card that is a button (``extra`` carries its data attributes)."""
    c, rank, suit = card_parts(code)
    # the name as (visually hidden) text, not aria-label: a button's accessible
    # name should contain what it shows, and the glyphs are hidden from readers
    return el(
        "button",
        {"type": "button", "class_": _card_classes(c, classes("card-button", cls)),
         "data_card": c.code, **extra},
        _face(c, rank, suit), el("span", {"class_": "sr-only"}, label or c.name),
    )


def card_back(*, cls: str = "", label: str = "Face-down card", **extra: Any) -> Html:
    """A face-down card: no code, no name of the card."""
    return el("span", {"class_": classes("card", "back", cls), "role": "img",
                       "aria_label": label, **extra},
              el("span", {"class_": "face", "aria_hidden": "true"}))


def card_name(code: str) -> str:
    return Card.parse(code).name


def cards_text(codes: list[str] | tuple[str, ...]) -> str:
    """Card names for plain text: "Ace of spades, Ten of hearts"."""
    return ", ".join(card_name(c) for c in codes)


def short_marked(code: str) -> Html:
    """:func:`short` in a card list on a light panel: hearts and diamonds red, as
    on the cards (a playtest: Swoop's "Cards that scored" showed 7♦ in black)."""
    return el("span", {"class_": classes("short-card", "red" if Card.parse(code).is_red
                                         else "")}, short(code))


def short(code: str) -> str:
    """A compact text form: "Q♥", "10♠", "Joker"."""
    _c, rank, suit = card_parts(code)
    return "Joker" if _c.is_joker else f"{rank}{suit}"


#: A suit's symbol back to its letter.
_SUIT_LETTERS = {symbol: suit for suit, symbol in SUIT_SYMBOLS.items()}


def from_short(text: str) -> Card:
    """The card an event line names as :func:`short` does ("Q♥", "10♠"; not a
    Joker, which does not say its colour)."""
    return Card.parse(("T" if text[:-1] == "10" else text[:-1]) + _SUIT_LETTERS[text[-1]])
