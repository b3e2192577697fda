"""The guided first Swap Poker (issue 19): your gold spot moves along your row;
you swap with Ann's card above it, Ann swaps with your row, you stack and your
spot gets the pack's next card, then you pass until the twelve moves each are
made, and the two final hands are compared."""

from __future__ import annotations

from . import Guide, Step, register

YOU, ANN = 0, 1

#: Top row (Ann) left to right, bottom row (you) left to right, then the pack.
DECK = ("Kh Qs 8c 5h Jd 3c "
        "2c 7d Ks Kd 9h Ad "
        "Kc").split()


def swap(seat: int, row: str, col: int, say: str = "", lesson: str = "") -> Step:
    return Step(seat, {"type": "swap", "to": [row, col]}, say, lesson)


def stack(seat: int, row: str, col: int, say: str = "", lesson: str = "") -> Step:
    return Step(seat, {"type": "stack", "to": [row, col]}, say, lesson)


def pass_(seat: int, say: str = "", lesson: str = "") -> Step:
    return Step(seat, {"type": "pass"}, say, lesson)


_PASSES = (
    "Pass: your spot moves on to the next K, which you keep.",
    "Pass again: four Kings are already in your row.",
    "Pass: only the top card of each spot counts, so your row's hand is its six top cards.",
    "Pass: this is your sixth move; then your spot goes round your row a second time.",
    "Pass: keep your K\u2665 where it is.",
    "Pass: keep your K\u2663.",
    "Pass: keep your K\u2660.",
    "Pass: keep your K\u2666.",
    "Pass: your 9\u2665 is the fifth card of your hand.",
    "Pass: your twelfth and last move; then the two rows are compared.",
)

STEPS: list[Step] = [
    swap(YOU, "top", 0, say="Your gold spot starts at the left of your row: tap Ann's "
         "K\u2665 just above it, then Swap, to trade your 2\u2663 for it.", lesson="swap"),
    swap(ANN, "bottom", 5, say="Ann's spot starts at the right of her row and moves left: "
         "she swapped her 3\u2663 for your A\u2666 below it, as the other row is fair "
         "game too.", lesson="position"),
    stack(YOU, "top", 1, say="Your spot moved one step right: tap Ann's Q\u2660 above it, "
          "then Stack, to cover her card with your 7\u2666; your empty spot gets the "
          "pack's next card.", lesson="stack"),
]
for k, said in enumerate(_PASSES):
    STEPS.append(pass_(ANN))
    STEPS.append(pass_(YOU, say=said, lesson="pass" if k == 0 else ""))
STEPS.append(pass_(ANN))

GUIDE = register(Guide(
    game="swap-poker", title="Swap Poker",
    seats=(("You", "human"), ("Ann", "bot")), options={}, deck=tuple(DECK), seed=19,
    intro="Swap Poker: you and Ann each build a poker hand in your own row of six; you "
          "move first, twelve moves each, at a gold spot that moves along your row.",
    steps=tuple(STEPS),
    lessons=(("swap", "swap"), ("position", "the moving position"),
             ("stack", "stack, and the new card"), ("pass", "pass"),
             ("final", "the final hands")),
    final_lessons=("final",),
    outro="Each row's hand is the best five of its six top cards: your four Kings beat "
          "Ann's ace high, so you win.",
))
