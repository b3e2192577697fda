"""The guided first Swoop (issue 19): three players, a stacked deal; you play
lower, Ann picks up, you make four equal, turn mystery cards, play a 10, and go
out; the deal's scores end the lesson (the match's target is 1 point)."""

from __future__ import annotations

from cardtable.games.swoop import stacked_deck

from . import Guide, Step, register

YOU, ANN, BEN = 0, 1, 2


def play(seat: int, hand: str = "", face_up: tuple[int, ...] = (), mystery: int | None = None,
         say: str = "", lesson: str = "") -> Step:
    return Step(seat, {"type": "play", "hand": hand.split(), "face_up": list(face_up),
                       "mystery": mystery}, say, lesson)


def turn(slot: int, say: str, lesson: str = "") -> Step:
    return Step(YOU, {"type": "turn", "slot": slot}, say, lesson)


DECK = stacked_deck([
    # you: mystery 3 10 K A under face-up 9 7 5 K
    {"mystery": "3d Th Kd Ac", "face_up": "9c 7c 5c Kc",
     "hand": "9d 9h 7d 7h 3h 3s 5d 5h 5s Td Ks"},
    {"mystery": "4c 4d 6c 6d", "face_up": "8c 8d Jc Jd", "hand": "Qh Kh 2h Qs"},
    {"mystery": "4h 4s 6h 6s", "face_up": "8h 8s Jh Js", "hand": "Jd 7s 2s Jc"},
], draw="5c Qd 9s", seed=19)

GUIDE = register(Guide(
    game="swoop", title="Swoop",
    seats=(("You", "human"), ("Ann", "bot"), ("Ben", "bot")),
    options={"target": 1}, deck=tuple(DECK), seed=19,
    intro="Swoop: be the first to get rid of every card onto the pile. Ann drew the "
          "highest card, so she plays first.",
    steps=(
        play(ANN, "Qh"),
        play(BEN, "Jd"),
        play(YOU, "9d 9h", (0,), say="Play lower: tap your two 9s and your face-up 9, then "
             "Play: cards equal to or lower than the J on top go on the pile.",
             lesson="lower"),
        play(ANN, "Kh", say="Ann's K is higher than the 9 on top, so she picked up the "
             "whole pile first; her K starts a new pile.", lesson="pick-up"),
        play(BEN, "7s"),
        play(YOU, "7d 7h", (1,), say="Make four equal: tap your two 7s and your face-up 7, "
             "then Play: four 7s on top swoop the pile away and you play again.",
             lesson="four"),
        turn(0, "Your face-up 9 has gone, so the mystery card under it (the first from the "
             "left) may be turned as the first play after a swoop: tap it.",
             lesson="mystery"),
        play(YOU, "3h 3s", mystery=0, say="It is a 3: play it with the two 3s from your "
             "hand (tap them, then Play)."),
        play(ANN, "2h"),
        play(BEN, "2s", say="Ann and Ben played lower cards: two 2s are on top."),
        play(YOU, "Td", say="A 10 goes on anything and always swoops: tap your 10, then "
             "Play, and you play again.", lesson="ten"),
        play(YOU, "5d 5h 5s", (2,), say="Start the empty pile with your three 5s and your "
             "face-up 5: four equal at once swoop too."),
        turn(1, "Turn the second mystery card from the left (it was under your 7): it is "
             "the first play after a swoop."),
        play(YOU, mystery=1, say="A 10 from a mystery card: play it, it swoops again."),
        turn(2, "Turn the third mystery card from the left (it was under your 5)."),
        play(YOU, "Ks", (3,), mystery=2, say="A K: play it with the K in your hand and "
             "your face-up K."),
        play(ANN, "Qs"),
        play(BEN, "Jc", say="Ann and Ben played lower again; you have one card left, your "
             "last mystery card."),
        turn(3, "Turn your last mystery card: it is the first play of your turn.",
             lesson="out-turn"),
        play(YOU, mystery=3, say="An A is the lowest card, so it goes on anything: play "
             "it and you are out of cards, which ends the deal.", lesson="out"),
    ),
    lessons=(("lower", "play equal or lower"), ("pick-up", "a pick-up"),
             ("four", "a swoop with four equal"), ("mystery", "a mystery card"),
             ("ten", "a 10"), ("out", "going out"), ("scoring", "the scoring")),
    final_lessons=("scoring",),
    outro="You went out and score 0; Ann and Ben score the cards they still hold (A 1 "
          "point, 2 to 9 their value, J Q K 10 points, 10s and jokers 50 points), and the "
          "lowest total wins.",
))
