"""The guided first Swingo Poker (issue 19): three players, one hand (the match
stops after it), cards speak at the showdown. The blinds, your first call, the
hole choice, the best board starting round 2, checking when you may not fold,
the river, Ann folding facing a bet (her board goes with her hand), and your
straight borrowing Ben's Q at the showdown."""

from __future__ import annotations

from cardtable.games.swingo import stacked_deck

from . import Guide, Step, register

YOU, ANN, BEN = 0, 1, 2  # you deal; Ann posts the small blind, Ben the big blind

DECK = stacked_deck([
    "As Ks Js Ts 2c",      # you: keep A K hidden, show J 10 2
    "8c 8d Ad 6h 3d",      # Ann: keeps the 8s, shows A 6 3
    "7c 2d Qh Qd 4c",      # Ben: keeps 7 2, shows a pair of Qs: the best board
], river="5h")


def act(seat: int, kind: str, say: str = "", lesson: str = "", **fields: object) -> Step:
    return Step(seat, {"type": kind, **fields}, say, lesson)


def choose(seat: int, cards: str, say: str = "", lesson: str = "") -> Step:
    return Step(seat, {"type": "choose-hole", "cards": cards.split()}, say, lesson)


GUIDE = register(Guide(
    game="swingo", title="Swingo Poker",
    seats=(("You", "human"), ("Ann", "bot"), ("Ben", "bot")),
    options={"hands": 1, "showdown": "cards-speak"}, deck=tuple(DECK), seed=19,
    intro="Swingo Poker: five cards each, two kept hidden, three shown as a board that "
          "anyone may borrow one card from at the showdown. You deal this hand.",
    steps=(
        act(YOU, "call", say="The blinds: Ann put in 1 chip and Ben 2 before the cards, "
            "and you, left of the big blind, act first: Call 2.", lesson="blinds"),
        act(ANN, "call"),
        act(BEN, "check"),
        choose(ANN, "8c 8d"),
        choose(BEN, "7c 2d"),
        choose(YOU, "As Ks", say="Choose your two hole cards: tap A\u2660 and K\u2660, "
               "then Keep; your J\u2660 10\u2660 2\u2663 become your board, for everyone "
               "to see.", lesson="hole"),
        act(BEN, "check", say="The boards are shown: Ben's pair of Qs is the best board, "
            "so he starts round 2, then it goes round clockwise.", lesson="starter"),
        act(YOU, "check", say="Nothing to call: you may not fold now, only check or bet, "
            "as others may count on your board. Check.", lesson="no-fold"),
        act(ANN, "bet", amount=6),
        act(BEN, "call"),
        act(YOU, "call", say="Ann bet 6: facing a bet you could fold now, but your A K "
            "with the boards is strong. Call 6."),
        act(BEN, "bet", amount=12, say="The river, 5\u2665, is shared by everyone; round "
            "3 starts with the best board again: Ben bets 12.", lesson="river"),
        act(YOU, "call", say="Call 12: at the showdown you will borrow Ben's Q\u2665 to "
            "make a straight, A K Q J 10."),
        act(ANN, "fold", say="Ann folded facing the bet, and her board went with her "
            "hand: nobody may borrow her A\u2666 now. A fold takes a board away.",
            lesson="fold-board"),
    ),
    lessons=(("blinds", "the blinds"), ("hole", "choosing two hole cards"),
             ("starter", "the best board starts"), ("no-fold", "fold only facing a bet"),
             ("river", "the river"), ("fold-board", "a fold takes a board away"),
             ("borrow", "borrowing one card at the showdown")),
    final_lessons=("borrow",),
    # the fold is the last move: its line gave way to this one at once (playtest 18:
    # "Ann folds and her board just vanishes")
    outro="Ann folded, and her board went with her: nobody may borrow her A\u2666. "
          "At the showdown each hand may borrow one card from another live board: yours "
          "took Ben's Q\u2665 for A K Q J 10, a straight, and Ben's took your 2\u2663 for "
          "two pair; the straight wins the pot."))
