"""The guided first Swap Poker (issue 19): your gold spot moves along your row;
you swap with Ann's card above it, Ann swaps with your row, you stack and your
spot gets the pack's next card; Ann covers one of your Kings and you uncover it;
you swap for a better fifth card, go round your row a second time, and the two
final hands are compared. (Playtest 9: the lesson was ten passes in a row once
its three moves were made.)"""

from __future__ import annotations

from . import Guide, Step, register

YOU, ANN = 0, 1

#: Top row (Ann) left to right, bottom row (you) left to right, then the pack.
DECK = ("Kh Qs 8c 5h Jd 3c "
        "2c 7d Ks Kd 9h Ad "
        "Kc 2d").split()


def swap(seat: int, row: str, col: int, say: str = "", lesson: str = "") -> Step:
    return Step(seat, {"type": "swap", "to": [row, col]}, say, lesson)


def stack(seat: int, row: str, col: int, say: str = "", lesson: str = "") -> Step:
    return Step(seat, {"type": "stack", "to": [row, col]}, say, lesson)


def pass_(seat: int, say: str = "", lesson: str = "") -> Step:
    return Step(seat, {"type": "pass"}, say, lesson)


def _passes(*said: str) -> tuple[Step, ...]:
    """You pass with each line in turn, and Ann passes after each."""
    return tuple(step for line in said for step in (pass_(YOU, say=line), pass_(ANN)))


STEPS: tuple[Step, ...] = (
    swap(YOU, "top", 0, say="Your gold spot starts at the left of your row: tap Ann's "
         "K\u2665 just above it, then Swap, to trade your 2\u2663 for it.", lesson="swap"),
    swap(ANN, "bottom", 5, say="Ann's spot starts at the right of her row and moves left: "
         "she swapped her 3\u2663 for your A\u2666 below it, as the other row is fair "
         "game too.", lesson="position"),
    stack(YOU, "top", 1, say="Your spot moved one step right: tap Ann's Q\u2660 above it, "
          "then Stack, to cover her card with your 7\u2666; your empty spot gets the "
          "pack's next card.", lesson="stack"),
    # (playtest 18: "your four Kings still stand" named a fourth King nobody saw come)
    swap(ANN, "bottom", 4, say="The pack's next card was K\u2663: four Kings! Then Ann "
         "swapped her J\u2666 for your 9\u2665, and your Kings still stand."),
    # (playtest 18: "your spot moves on to your K\u2660" read as if it were not on it)
    pass_(YOU, say="Your spot is on your K\u2660 now: Pass, to keep it.",
          lesson="pass"),
    stack(ANN, "bottom", 3, say="Ann stacked her 5\u2665 on your K\u2666: only a spot's "
          "top card counts, so you have three Kings now. Her empty spot got the pack's "
          "next card."),
    stack(YOU, "top", 3, say="Your spot is on that 5\u2665: tap Ann's 2\u2666 above it, "
          "then Stack, to move the 5\u2665 there, and your K\u2666 under it shows again.",
          lesson="uncover"),
    pass_(ANN),
    *_passes("Pass: keep your J\u2666 for now."),
    swap(YOU, "top", 5, say="Your last spot in the row: tap Ann's A\u2666 above your "
         "3\u2663, then Swap: with four Kings, an A is a better fifth card than a 3."),
    pass_(ANN),
    pass_(YOU, say="Your spot goes round your row a second time, from the left: pass to "
          "keep your K\u2665.", lesson="again"),
    swap(ANN, "bottom", 5, say="Ann's spot went round too: she took her A\u2666 back."),
    *_passes("Pass: keep your K\u2663.", "Pass: keep your K\u2660.",
             "Pass: keep your K\u2666.", "Pass: keep your J\u2666; the A\u2666 is one step on."),
    swap(YOU, "top", 5, say="Your twelfth and last move: swap your 3\u2663 for the "
         "A\u2666 again; then the two rows are compared."),
    pass_(ANN),
)

GUIDE = register(Guide(
    game="swap-poker", title="Swap Poker",
    seats=(("You", "human"), ("Ann", "bot")), options={}, deck=tuple(DECK), seed=19,
    intro="Swap Poker: you and Ann each build a poker hand in your own row of six; you "
          "move first, twelve moves each, at a gold spot that moves along your row.",
    steps=STEPS,
    lessons=(("swap", "swap"), ("position", "the moving position"),
             ("stack", "stack, and the new card"), ("pass", "pass"),
             ("uncover", "a covered card shown again"), ("again", "the second lap"),
             ("final", "the final hands")),
    final_lessons=("final",),
    outro="Each row's hand is the best five of its six top cards: your four Kings beat "
          "Ann's Nine high, so you win.",
))
