"""The Swingo Poker table (seed 000, S-1..S-13).

Every seat with its stack, bet, status, the dealer button and its three board cards
once revealed; the pot(s) and the river in the middle; the acting seat's own five
cards (then its two hole cards and board) at the bottom. Controls come from the
legal actions only: check / call / fold, bet or raise with quick amounts (minimum,
half pot, pot, all-in) and a stepper that pick the amount of the one button that
bets it, all inside the one offered range (S-4), tap
two of five to keep as hole cards, high / low / both in high-low, show or muck at
the showdown. The previous hand's result stays on screen until the next hand gets
going: each player's five cards with the borrowed card marked (also on the lender's
board), the hand's name and who won each pot.

UI-only selections ride in ``ctx.selection``: ``"c=0,3"`` (two of my five cards)
or ``"amt=24"`` (the amount picked by a quick amount or the stepper).
"""

from __future__ import annotations

import math
import re
from itertools import combinations
from typing import Any

from cardtable.cards import RANK_NAMES, RANK_PLURALS, Card
from cardtable.games.swingo.evaluation import BorrowResult, best_with_borrow, board_rank

from ..cards import card, card_back, card_button, card_name, from_short, short
from ..markup import Html, and_list, classes, counted, el, plural
from ..swingo_pots import HALVES, competed, muck_words, pot_label, pot_words, tie_words
from . import ActionJSON, TableUI, UiCtx, View, action_button, felt, register_table

PHASE_WORDS = {"bet": "Betting round {round}", "choose": "Everyone picks two hole cards",
               "declare": "Declare high, low or both", "showdown": "Showdown",
               "over": "Match over"}


# -- selections ----------------------------------------------------------------------

def chosen_cards(selection: str | None) -> list[int]:
    if not selection or not selection.startswith("c="):
        return []
    return sorted({int(x) for x in selection[2:].split(",") if x.isdigit()})


def chosen_amount(selection: str | None) -> int | None:
    if selection and selection.startswith("amt=") and selection[4:].isdigit():
        return int(selection[4:])
    return None


def _toggle_card(selection: str | None, i: int) -> str:
    picked = chosen_cards(selection)
    if i in picked:
        picked.remove(i)
    else:
        picked = (picked + [i])[-2:]
    return "c=" + ",".join(str(x) for x in sorted(picked))


def _bet_range(legal: list[ActionJSON]) -> ActionJSON | None:
    """The offered bet/raise range ``{"type": "bet-range", "opening", "min", "max"}``."""
    return next((a for a in legal if a.get("type") == "bet-range"), None)


def _bet_at(offer: ActionJSON, amount: float) -> tuple[int, ActionJSON]:
    """(round total, action) for the legal amount nearest ``amount`` in the offer."""
    x = min(max(math.ceil(amount - 0.5), int(offer["min"])), int(offer["max"]))  # ties down
    return x, ({"type": "bet", "amount": x} if offer["opening"] else {"type": "raise", "to": x})


def _step(low: int, high: int, big: int) -> int:
    """The stepper's step: the big blind, or a round number of big blinds so that
    about 40 steps cross a deep range."""
    step = max(1, big)
    for k in (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000):
        if (high - low) / (step * k) <= 40:
            return step * k
    return step * 100_000


# -- the table -------------------------------------------------------------------------

def _last_hand_players(view: View) -> dict[int, dict[str, Any]]:
    last = view.get("last_hand") or {}
    return {p["seat"]: p for p in last.get("players") or []}


def _borrowed_marks(view: View) -> dict[int, dict[str, list[int]]]:
    """Lender seat -> {code of its board borrowed in the last hand: the borrowers}.
    In high-low only the halves a player declared count (S-12), as ``_last_hand``
    lists them: the engine works out both hands of everyone shown."""
    marks: dict[int, dict[str, list[int]]] = {}
    for p in _last_hand_players(view).values():
        split = p.get("low") is not None
        for half, key in zip(HALVES, ("hand", "low"), strict=True):
            h = p.get(key)
            if split and not competed(p, half):
                continue
            if h and h.get("borrowed") and h.get("borrowed_from") is not None:
                borrowers = marks.setdefault(h["borrowed_from"], {}).setdefault(
                    h["borrowed"], [])
                if p["seat"] not in borrowers:
                    borrowers.append(p["seat"])
    return marks


def _phase_line(view: View, words: str) -> str:
    """"Hand 2 of 5 · Betting round 1" when the match has a hand limit (the daily
    deal plays five: a playtest found nothing said so), else "Hand 2 · ..."."""
    hand = view.get("hand")
    if not hand:
        return words
    limit = view.get("hands_limit") or 0
    return f"Hand {hand}{f' of {limit}' if limit else ''} \u00b7 {words}"


def _net_badge(seat: int, won: int | None, taken: int) -> Html | list[Any] | None:
    """The chips a seat is up or down after a hand; a seat that took chips from a
    pot (a half in high-low) without coming out ahead says what it won back (a
    playtest read "0 chips" beside a half's winner as nothing won). Net 0 or less
    with a pot taken is no red badge ("net" is red, "up" green)."""
    if won is None:
        return None
    testid = f"net-{seat}"
    if taken > 0 and won <= 0:
        said = (f"won back {taken} {plural(taken, 'chip')}" if won == 0 else
                f"won back {taken} of {taken - won} chips")
        return [" ", el("span", {"class_": "net-even", "data_testid": testid}, said)]
    if won == 0:
        return [" ", el("span", {"class_": "net-even", "data_testid": testid}, "0 chips")]
    return el("span", {"class_": classes("net", "up" if won > 0 else ""), "data_testid": testid},
              f"{_signed(won)} {plural(won, 'chip')}")


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else ("\u2212" + str(-n) if n < 0 else "0")


def _seat(view: View, info: dict[str, Any], ctx: UiCtx) -> Html:
    seat = info["seat"]
    status = info["status"]
    note = None
    if view.get("over"):  # the match is over: not how the seat left the last hand
        status = "out" if not info["stack"] else ""  # (the winner "folded" misled)
        note = None if status or info.get("board") else _last_hand_note(view, seat)
    to_act = view.get("turn") == seat or (seat in (view.get("to_act") or [])
                                          and view.get("phase") == "bet")
    moved = ctx.last_move is not None and ctx.last_move.get("seat") == seat
    cls = classes("swingo-seat", f"status-{status}" if status else "", "to-act" if to_act else "",
                  "thinking" if ctx.thinking == seat else "", "me" if seat == ctx.me else "",
                  "moved" if moved else "")
    board = info.get("board")
    if board:
        cards = [card(c, cls="board-card") for c in board]
    elif status in ("active", "all-in") and view.get("phase") in ("bet", "choose") \
            and seat != ctx.me:
        # the others' boards to come; yours is among your five shown below (a
        # playtest read three backs in your seat as cards you could not see)
        cards = [card_back(cls="board-card", label="Board card, not yet shown")
                 for _ in range(3)]
    else:
        cards = []
    hole = info.get("hole")
    if seat == ctx.me and (view.get("own") or {}).get("hole"):
        hole = None  # your own place shows them big (a playtest saw them twice)
    bits: list[Any] = [
        el("span", {"class_": "seat-name", "title": ctx.name(seat)}, ctx.name(seat)),
        el("span", {"class_": "dealer", "title": "Dealer", "role": "img",
                    "aria_label": "Dealer button", "data_testid": f"dealer-{seat}"}, "D")
        if view.get("button") == seat else None,
        # a compact seat (7-10 players on a phone) shows the number only (table.css)
        el("span", {"class_": "stack", "data_testid": f"stack-{seat}"}, str(info["stack"]),
           el("span", {"class_": "stack-unit"}, " " + plural(int(info["stack"]), "chip"))),
    ]
    # a bet shows while its round is on; then it is in the pot (a playtest saw "bet 2"
    # beside everyone through the hole choice)
    if info.get("bet") and view.get("phase") == "bet":
        bits.append(el("span", {"class_": "bet", "data_testid": f"bet-{seat}"},
                       f"bet {info['bet']}"))
    if ctx.thinking == seat:
        # a compact seat shows "…" only, so it keeps the line of "to act" (table.css)
        bits.append(el("span", {"class_": "acting", "data_testid": f"thinking-{seat}"},
                       el("span", {"class_": "acting-word"}, "thinking"), "\u2026"))
    elif to_act:
        bits.append(el("span", {"class_": "acting", "data_testid": f"acting-{seat}"},
                       "to act"))
    if status in ("folded", "all-in", "out"):
        bits.append(el("span", {"class_": "status", "data_testid": f"status-{seat}"}, status))
    # after the seat's name: "Ana ... has chosen", "You ... have chosen", and what
    # was declared, once all have declared (S-12): "You ... declared low"
    called_you = ctx.named(seat) == "you"
    if info.get("chosen") and view.get("phase") == "choose":
        bits.append(el("span", {"class_": "status"},
                       "have chosen" if called_you else "has chosen"))
    if info.get("declaration"):
        # the other seats' tag is "high" beside the name ("declared " is still read
        # out): "declared high" wrapped under some names and not others (playtests)
        bits.append(el("span", {"class_": "status declared", "data_testid": f"declared-{seat}"},
                       el("span", {"class_": "declared-word"}, "declared "),
                       info["declaration"]))
    said = f", {status}" if status else f", {note[:1].lower()}{note[1:]}" if note else ""
    stack = counted(info["stack"], "chip")
    return el("section", {"class_": cls, "data_testid": f"seat-{seat}",
                          "aria_label": f"{ctx.name(seat)}, {stack}{said}"},
              el("div", {"class_": "seat-line"}, bits),
              el("div", {"class_": "board", "data_testid": f"board-{seat}"}, cards) if cards
              else el("div", {"class_": "status seat-note", "data_testid": f"seat-note-{seat}"},
                      note) if note else None,
              el("div", {"class_": "hole-shown"}, "Hole: ",
                 # the two together: a narrow seat put the second on a line of its own
                 el("span", {"class_": "hole-pair"}, [card(c) for c in hole]))
              if hole else None)


def _last_hand_note(view: View, seat: int) -> str | None:
    """At the match's end, how a seat with chips and no board to show left the last
    hand: "Folded in hand 3" (a playtest saw an empty box), "Won hand 3: the others
    folded"."""
    last = view.get("last_hand") or {}
    if not last or any(p["seat"] == seat for p in last.get("players") or []):
        return None  # it played to the showdown
    won = {w["seat"] for pot in last.get("pots") or [] for w in pot["winners"]}
    return (f"Won hand {last['hand']}: the others folded" if seat in won
            else f"Folded in hand {last['hand']}")


def _middle(view: View, ctx: UiCtx) -> Html:
    pots = view.get("pots") or []
    side = [el("li", {}, f"{'Main pot' if i == 0 else f'Side pot {i}'}: {p['amount']}")
            for i, p in enumerate(pots)] if len(pots) > 1 else []
    river = view.get("river")
    phase = str(view.get("phase") or "")
    words = PHASE_WORDS.get(phase, phase).format(round=view.get("round"))
    return el("section", {"class_": "swingo-middle", "data_testid": "middle"},
              el("div", {"class_": "pot", "data_testid": "pot"},
                 el("strong", {}, f"Pot {view.get('pot', 0)}"),
                 # the bets in front of the seats are in it (playtest 7 read "Pot 8"
                 # beside bets of 1, 2 and 5 as 16 chips)
                 el("span", {"class_": "pot-note"}, " (bets included)")
                 if view.get("phase") == "bet"
                 and any(x.get("bet") for x in view.get("seats") or []) else None,
                 el("ul", {"class_": "side-pots"}, side) if side else None),
              el("div", {"class_": "river", "data_testid": "river"},
                 el("span", {}, "River"),
                 # an empty slot says when the river comes (S-8; a playtest asked)
                 card(river) if river else el("span", {"class_": "card empty river-later",
                                                       "data_testid": "river-later"},
                                              "after round 2"))
              # none to come once the match is over (playtest 13: an empty "after
              # round 2" beside a result that named the river)
              if river or not view.get("over") else None,
              el("p", {"class_": "phase"}, _phase_line(view, words)),
              el("p", {"class_": "last-event", "data_testid": "last-move"},
                 ctx.extra.get("last_event", "")))


def _mine(view: View, ctx: UiCtx, legal: list[ActionJSON]) -> Html | None:
    own = view.get("own")
    if ctx.me is None or not own or not own.get("cards"):
        return None
    choosing = any(a.get("type") == "choose-hole" for a in legal)
    if choosing:
        picked = chosen_cards(ctx.selection)
        cards = [card_button(c, cls="selected" if i in picked else "", data_ui="select",
                             data_arg=_toggle_card(ctx.selection, i),
                             data_testid=f"my-card-{i}",
                             aria_pressed="true" if i in picked else "false")
                 for i, c in enumerate(own["cards"])]
        # what to do is said once, by the controls (a phone's held room for the
        # controls stood empty while the same words took three lines here)
        # one Tab stop, the arrow keys between the cards (motion.rove): a toolbar
        body: list[Any] = [el("div", {"class_": "my-cards", "data_testid": "hole-choice",
                                      "data_roving": True, "role": "toolbar",
                                      "aria_label": f"{ctx.whose(ctx.me)} five cards"},
                              cards)]
    elif own.get("hole"):
        body = [el("div", {"class_": "my-split"},
                   el("div", {"data_testid": "my-hole"},
                      # a phone says it in fewer words, so it stays on one line
                      # beside the two cards (table.css)
                      el("span", {"class_": "hole-label"},
                         el("span", {"class_": "wide-words"},
                            "Your hole cards (your board is above)"),
                         el("span", {"class_": "narrow-words"},
                            "Your hole cards (board above)")),
                      [card(c) for c in own["hole"]]))]
    else:
        body = [el("div", {"class_": "my-cards", "data_testid": "my-cards"},
                   [card(c) for c in own["cards"]])]
    return el("section", {"class_": "swingo-mine", "data_testid": "mine",
                          "aria_label": f"{ctx.whose(ctx.me)} cards"}, body,
              _board_left(own["cards"], ctx) if choosing else None,
              # once the match is over there is no "best now" (the result says who won)
              None if view.get("over") else _best_line(view, ctx))


def best_now(view: View, ctx: UiCtx) -> list[tuple[str, BorrowResult]]:
    """The person's best five-card hand now, by the engine's S-9 evaluator: their
    five cards, the river once out, and at most one card of another live board
    shown on the table (the view holds only those). One per half in high-low."""
    mine = _my_cards(view)
    if ctx.me is None or not mine:
        return []
    others = {s["seat"]: [Card.parse(c) for c in s["board"]]
              for s in view.get("seats") or [] if s["seat"] != ctx.me and s.get("board")}
    return [(label, best_with_borrow(mine, others, ranking))
            for label, ranking in _halves(view)]


def _my_cards(view: View) -> list[Card]:
    """Your five cards and the river once out ([] for one who holds none)."""
    own = (view.get("own") or {}).get("cards")
    if not own:
        return []
    return [Card.parse(c) for c in own] + ([Card.parse(view["river"])] if view.get("river")
                                           else [])


def _halves(view: View) -> list[tuple[str, str]]:
    """Each half's label and ranking: one, unlabelled, but in high-low."""
    low = str(view.get("low_ranking") or "deuce-to-seven")
    variant = view.get("variant", "high")
    return ([("High", "high"), ("Low", low)] if variant == "high-low"
            else [("", low if variant == "low" else "high")])


def gone_boards(view: View) -> dict[int, list[Card]]:
    """The boards shown this hand whose players have folded since (S-9: a folded
    board is gone, none of it can be borrowed), by seat, from the hand's events."""
    shown: dict[int, list[Card]] = {}
    gone: dict[int, list[Card]] = {}
    for event in view.get("events") or []:
        text, seat = str(event.get("text", "")), event.get("seat")
        if text.startswith("Hand "):
            shown, gone = {}, {}
        elif seat is not None and " shows the board " in text:
            names = text.partition(" shows the board ")[2].split()
            shown[seat] = [from_short(n) for n in names]
        elif seat is not None and text == f"{{{seat}}} folds" and seat in shown:
            gone[seat] = shown.pop(seat)
    return gone


def _gone_note(view: View, ctx: UiCtx, best: BorrowResult, ranking: str) -> Html | None:
    """Why "Best now" fell, when it did because a board it borrowed from was folded (a
    playtest: "Two pair, Kings and Fours, 4♠ from Ana" became "Pair of Kings" after
    a call, and nothing said why)."""
    gone, mine = gone_boards(view), _my_cards(view)
    if not gone or not mine:
        return None
    was = best_with_borrow(mine, gone, ranking)
    if was.value <= best.value or was.borrowed is None or was.lender is None:
        return None
    return el("span", {"class_": "borrow-note gone-note", "data_testid": "best-gone"},
              f"{ctx.named(was.lender)} folded: {short(was.borrowed.code)} can no longer"
              " be borrowed")


def _best_line(view: View, ctx: UiCtx) -> Html | None:
    lines = []
    rankings = dict(_halves(view))
    for label, best in best_now(view, ctx):
        shown = []
        for c in best.cards:
            borrowed = best.borrowed is not None and c == best.borrowed
            shown.append(el("span", {"class_": classes("best-card", "red" if c.is_red else "",
                                                       "borrowed" if borrowed else "")},
                            short(c.code)))
        note = (el("span", {"class_": "borrow-note", "data_testid": "best-borrowed"},
                   f"{short(best.borrowed.code)} from {ctx.named(best.lender)}")
                if best.borrowed is not None else None)
        lines.append(el("p", {"class_": "best-now", "data_testid": "best-now"},
                        f"{label} best now: " if label else "Best now: ",
                        el("strong", {}, best.name), " ",
                        el("span", {"class_": "best-cards"}, shown), note,
                        _gone_note(view, ctx, best, rankings[label])))
    return el("div", {"class_": "best-lines"}, lines) if lines else None


def _board_left(cards: list[str], ctx: UiCtx) -> Html | None:
    """Before the hole cards are chosen: what the picked two leave on the board."""
    picked = chosen_cards(ctx.selection)
    if len(picked) != 2:
        return _every_choice(cards)
    left = [short(c) for i, c in enumerate(cards) if i not in picked]
    return el("p", {"class_": "best-now board-left", "data_testid": "board-left"},
              "Your board would be ", el("strong", {}, " ".join(left)))


def board_name(cards: list[Card]) -> str:
    """How a three-card board ranks for who starts rounds 2 and 3 (S-7)."""
    counts: dict[Card, int] = {}
    for c in cards:
        counts[c] = sum(1 for d in cards if d.rank == c.rank)
    top, most = max(counts.items(), key=lambda kv: (kv[1], kv[0].value))
    rank = top.rank
    if most == 3:
        return f"three {RANK_PLURALS[rank]}"
    if most == 2:
        return f"a pair of {RANK_PLURALS[rank]}"
    return f"{RANK_NAMES[rank]} high"


def _every_choice(cards: list[str]) -> Html:
    """Each pair that could be kept hidden and the board it leaves, the board that
    would start the betting first (S-7), folded away."""
    choices = []
    for i, j in combinations(range(len(cards)), 2):
        board = [Card.parse(c) for k, c in enumerate(cards) if k not in (i, j)]
        choices.append((board_rank(board), i, j, board))
    choices.sort(reverse=True)
    rows = [el("li", {}, f"Keep {short(cards[i])} {short(cards[j])}: board ",
               el("strong", {}, " ".join(short(c.code) for c in board)),
               f", {board_name(board)}")
            for _rank, i, j, board in choices]
    return el("details", {"class_": "every-choice", "data_testid": "every-choice"},
              el("summary", {}, "What each choice leaves on your board"),
              el("p", {"class_": "every-choice-note"},
                 "Strongest board first: the strongest board starts the betting after the "
                 "hole cards are chosen."),
              el("ol", {}, rows))


def in_name_order(cards: list[str], name: str) -> list[str]:
    """A low hand's five cards in the order its name reads them, highest first
    ("Ten-Eight low (10-8-7-5-2)": 10♥ 8♠ 7♠ 5♠ 2♠); any other hand as given.

    >>> in_name_order(["2s", "8s", "7s", "Th", "5s"], "Ten-Eight low (10-8-7-5-2)")
    ['Th', '8s', '7s', '5s', '2s']
    >>> in_name_order(["Ad", "5c", "3h", "8s", "4d"], "Eight-Five low (8-5-4-3-A)")
    ['8s', '5c', '4d', '3h', 'Ad']
    >>> in_name_order(["Kd", "Kc", "2h"], "Pair of Kings")
    ['Kd', 'Kc', '2h']
    """
    m = re.search(r"\(([0-9AKQJT]+(?:-[0-9AKQJT]+)*)\)$", name)
    if not m:
        return list(cards)
    left, ordered = list(cards), []
    for rank in m.group(1).split("-"):
        rank = "T" if rank == "10" else rank
        pick = next((c for c in left if c[:1].upper() == rank), None)
        if pick is None:
            return list(cards)  # not the name's cards: keep the engine's order
        left.remove(pick)
        ordered.append(pick)
    return ordered + left


def _last_hand(view: View, ctx: UiCtx, *, open_: bool) -> Html | None:
    last = view.get("last_hand")
    if not last:
        return None
    marks = _borrowed_marks(view)
    river = last.get("river")
    net = [int(x) for x in last.get("net") or []]
    pot_takers = {int(w["seat"]) for pot in last.get("pots") or [] for w in pot["winners"]
                  if int(w.get("amount", 0)) > 0}
    rows: list[tuple[tuple[bool, int, int], Html]] = []
    for p in last.get("players") or []:
        seat = p["seat"]
        # high-low (S-12): each hand its half's name, and only the halves declared
        split = p.get("low") is not None
        hands = [(half, h) for half, h in zip(HALVES, (p.get("hand"), p.get("low")),
                                               strict=True)
                 if h and (not split or competed(p, half))]
        lines = []
        for half, h in hands:
            lender = ctx.named(h.get("borrowed_from"))
            used = [_used_card(c, h, lender, river)
                    for c in in_name_order(list(h["cards"]), str(h.get("name", "")))]
            note = None
            if h.get("borrowed"):
                note = el("span", {"class_": "borrow-note", "data_testid": f"borrowed-{seat}"},
                          f"{short(h['borrowed'])} borrowed from {lender}")
            lines.append(el("div", {"class_": "result-line"},
                            el("span", {"class_": "hand-name"},
                               f"{half.capitalize()}: {h['name']}" if split else h["name"]),
                            note,
                            el("div", {"class_": "result-cards"}, used)))
        if not p.get("shown") and not p.get("mucked"):  # won without showing (S-9)
            lines.append(el("div", {"class_": "result-line", "data_testid": f"unshown-{seat}"},
                            el("span", {"class_": "hand-name"}, "Hole cards not shown")))
        board = p.get("board") or []
        lend = marks.get(seat, {})
        won = net[seat] if seat < len(net) else None
        # a winner of any part of a pot (a half in high-low) is outlined, even when
        # the chips won only paid back what was bet (net 0; playtest 3)
        took = seat in pot_takers or bool(won and won > 0)
        badge = _net_badge(seat, won, sum(int(w.get("amount", 0))
                                          for pot in last.get("pots") or []
                                          for w in pot["winners"] if int(w["seat"]) == seat))
        # winners first, then by chips won: the person looks for who won first
        rows.append(((not took, -(won or 0), len(rows)), el(
            "div", {"class_": classes("result-hand", "winner" if took else ""),
                    "data_testid": f"result-seat-{seat}"},
            el("h3", {}, ctx.name(seat), " ",
               el("span", {"class_": "status"}, "mucked" if p.get("mucked") else (
                   f"declared {p['declaration']}" if p.get("declaration") else "")),
               badge),
            el("div", {"class_": "result-board"}, "Board: ",
               [card(c, cls="lent" if c in lend else "",
                     label=(f"{card_name(c)}, lent to "
                            + " and ".join(ctx.named(b) for b in lend[c])) if c in lend
                     else None) for c in board]) if board else None,
            lines)))
    pots = []
    every = list(last.get("pots") or [])
    for pot in every:
        who = ", ".join(f"{ctx.name(w['seat'])} {w['amount']}" for w in pot["winners"])
        why = pot_words(pot, last.get("players") or [], ctx) + tie_words(
            pot, last.get("players") or [], ctx)
        pots.append(el("li", {}, f"{pot_label(pot, every)} ({pot['amount']}): {who}",
                       [el("span", {"class_": "pot-why"}, " ", w) for w in why]))
    ended = _folds_words(every, ctx) if last.get("ended_by") == "folds" else "showdown"
    # a name and its chips on one line ("Ben / −2" broke on a phone, playtest 12)
    nets = [f"{ctx.name(s)}\u00a0{_signed(x)}" for s, x in enumerate(net) if x]
    return el("details", {"class_": classes("swingo-last", "" if open_ else "while-next"),
                          "open": open_, "data_testid": "last-hand"},
              el("summary", {}, f"Hand {last.get('hand')} result ({ended})"),
              el("ul", {"class_": "pot-winners", "data_testid": "pot-winners"}, pots),
              el("p", {"class_": "muck-note", "data_testid": "muck-note"}, mucks)
              if (mucks := muck_words(last, ctx)) else None,
              el("p", {"class_": "net-chips", "data_testid": "net-chips"},
                 "Chips this hand: ", ", ".join(nets)) if nets else None,
              el("p", {"class_": "result-river", "data_testid": "result-river"},
                 "River: ", card(river, cls="river-card", label=f"{card_name(river)}, the river"))
              if river else None,
              el("div", {"class_": "result-hands"}, [row for _, row in sorted(rows)]))


def _folds_words(pots: list[dict[str, Any]], ctx: UiCtx) -> str:
    """Why a hand without a showdown ended, naming who took it: "Ana won, everyone
    else folded" (a playtest read "everyone else folded" after folding itself)."""
    won = list(dict.fromkeys(w["seat"] for pot in pots for w in pot["winners"]))
    if len(won) != 1:
        return "everyone else folded"
    who = "you" if ctx.is_you(won[0]) else ctx.name(won[0])
    return f"{who} won, everyone else folded"


def _used_card(code: str, hand: dict[str, Any], lender: str, river: str | None) -> Html:
    """A card of a shown hand, marked when it is borrowed or the river (every hand
    may use the river: a card on nobody's board needs saying where it came from)."""
    if code == hand.get("borrowed"):
        return card(code, cls="borrowed", label=f"{card_name(code)}, borrowed from {lender}")
    if code == river:
        return card(code, cls="river-card", label=f"{card_name(code)}, the river")
    return card(code)


def _fresh_hand(view: View) -> bool:
    """True until the current hand's first voluntary bet or choice."""
    events = view.get("events") or []
    starts = [i for i, e in enumerate(events) if e["text"].startswith("Hand ")]
    return bool(starts) and len(events) - starts[-1] <= 3 and view.get("round") == 1


VARIANTS = {"high": "Swingo (high hand wins)", "low": "Sweet Chariot (low hand wins)",
            "high-low": "High-low (declare high, low or both)"}
LOWS = {"deuce-to-seven": "deuce-to-seven lows", "ace-to-five": "ace-to-five lows"}


def game_line(view: View) -> str:
    """Which Swingo is on, as the engine plays it (S-4, S-11, S-12): high-low is
    always fixed limit, whatever the betting option said."""
    variant = str(view.get("variant", "high"))
    parts = [VARIANTS.get(variant, variant)]
    if variant != "high":
        parts.append(LOWS.get(str(view.get("low_ranking")), ""))
    parts.append("Fixed limit" if view.get("betting") == "fixed-limit" else "Pot limit")
    blinds = view.get("blinds") or {}
    parts.append(f"blinds {blinds.get('small', 1)}/{blinds.get('big', 2)}")
    return " \u00b7 ".join(p for p in parts if p)


def as_last_played(view: View) -> View:
    """The view to show at the table: once a match is stopped (S-2), as the last hand
    played left it. Stop is offered only before anyone acts in a hand, so the hand it
    stops was dealt (the engine deals the next hand as one ends) but never played:
    its cards, its dealer and its number are not shown (its blinds went back); each
    seat shows the board and hole cards it showed in the last hand, as at a match's
    natural end."""
    if not (view.get("over") and view.get("stopped")):
        return view
    last = view.get("last_hand") or {}
    shown = {p["seat"]: p for p in last.get("players") or []}
    seats = [{**x, "board": shown.get(x["seat"], {}).get("board"),
              "hole": shown.get(x["seat"], {}).get("hole")} for x in view.get("seats") or []]
    return {**view, "own": None, "hand": last.get("hand", 0), "button": last.get("button"),
            "seats": seats}


def render_table(view: View, ctx: UiCtx) -> Html:
    view = as_last_played(view)
    legal = ctx.extra.get("legal") or []
    n = view["players"]
    me = ctx.me
    order = [(me + k) % n for k in range(1, n)] if me is not None else list(range(n))
    seats = view["seats"]
    mine = [_seat(view, seats[me], ctx), _mine(view, ctx, legal)] if me is not None else None
    return el("div", {"class_": "swingo-table", "data_testid": "swingo-table"},
              el("p", {"class_": "swingo-game", "data_testid": "swingo-game"},
                 game_line(view)),
              felt("swingo", [_seat(view, seats[s], ctx) for s in order], _middle(view, ctx),
                   el("div", {"class_": "swingo-me"}, mine) if mine else None,
                   news=None if view.get("over") else _last_hand(
                       view, ctx, open_=_fresh_hand(view) and not ctx.extra.get("result_seen"))))


# -- controls ---------------------------------------------------------------------------

def controls(view: View, legal: list[ActionJSON], ctx: UiCtx) -> Html:
    types = {a.get("type") for a in legal}
    buttons: list[Any] = []
    hint = ""
    if "choose-hole" in types:
        own = (view.get("own") or {}).get("cards") or []
        picked = [own[i] for i in chosen_cards(ctx.selection) if i < len(own)]
        match = next((a for a in legal if a.get("type") == "choose-hole"
                      and sorted(a["cards"]) == sorted(picked)), None)
        if match:
            buttons.append(action_button(match, "Keep " + " ".join(short(c) for c in picked)
                                         + " hidden", cls="btn-primary",
                                         testid="action-choose-hole"))
            hint = "The other three cards become your board."
        else:
            hint = ("Tap the two cards to keep hidden; the other three become your "
                    "board, which everyone sees and may borrow from.")
    for way in ("high", "low", "both"):
        a = {"type": "declare", "way": way}
        if a in legal:
            buttons.append(action_button(a, way.capitalize(), testid=f"action-declare-{way}"))
            hint = "Declare in secret: high, low, or both (win both or nothing)."
    if "show" in types:
        buttons.append(action_button({"type": "show"}, "Show", cls="btn-primary",
                                     testid="action-show"))
        hint = _show_or_muck_words(view, "muck" in types, ctx)
    if "muck" in types:
        buttons.append(action_button({"type": "muck"}, "Muck", testid="action-muck"))
    if "fold" in types:
        buttons.append(action_button({"type": "fold"}, "Fold", testid="action-fold"))
    if "check" in types:
        buttons.append(action_button({"type": "check"}, "Check", testid="action-check"))
    if "call" in types:
        owed = int((view.get("bet_limits") or {}).get("call", 0))  # chips a call adds
        # every chip left says so before the tap, as a raise does (playtest 17: "Call
        # 369" put a player all-in and out of the match with no word of it)
        behind = int(view["stacks"][ctx.me]) if ctx.me is not None else owed + 1
        label = (f"Call {owed}" + (" (all-in)" if owed >= behind else "")) if owed else "Call"
        buttons.append(action_button({"type": "call"}, label, testid="action-call"))
    offer = _bet_range(legal)
    if offer is not None:
        buttons += _amount_controls(view, offer, ctx)
        if not hint:  # the choices on the buttons, in words: "Fold, call, or raise"
            words = [t for t in ("fold", "check", "call") if t in types]
            if offer["min"] == offer["max"]:  # fixed limit: the one size, nothing to pick
                amount = ("bet " if offer["opening"] else "raise to ") + str(offer["min"])
            else:
                amount = ("pick an amount to bet" if offer["opening"]
                          else "raise: pick an amount")
            hint = (", ".join(words) + ", or " + amount if words else amount) + "."
            hint = hint[:1].upper() + hint[1:]
    # Stop (S-2) is the menu's End match, asked first: never a button beside Fold
    return el("div", {},
              el("p", {"class_": "hint", "data_testid": "hint"}, hint) if hint else None,
              el("div", {"class_": "action-list"}, buttons))


def _show_or_muck_words(view: View, muck: bool, ctx: UiCtx) -> str:
    """The showdown's question in words (S-9). In high-low a player alone in
    declaring a half is still asked: they would win half a pot, not a pot, without
    showing, and a muck is theirs to make; it gives up the half, which then goes to
    the other half's winners (S-12). The prompt says so."""
    if not muck:  # a pot they are in has no one else to claim it (S-9)
        return "Show your hole cards: nobody else can claim a pot you are in."
    seats = view.get("seats") or []
    me = ctx.me
    mine = seats[me].get("declaration") if me is not None and me < len(seats) else None
    if view.get("variant") == "high-low" and mine in HALVES:
        others = [x.get("declaration") for x in seats
                  if x["seat"] != me and x.get("status") in ("active", "all-in")
                  and not x.get("mucked")]
        if others and not any(d in (mine, "both") for d in others):
            other = "low" if mine == "high" else "high"
            best = f"the best {other} hand" if len(others) > 1 else f"the {other} hand"
            return (f"Nobody else declared {mine}, but the {mine} half is yours only if you "
                    f"show your hole cards; muck them and {best} takes the whole pot.")
    return "Show your hole cards, or muck them and give up the pot."


def _amount_controls(view: View, offer: ActionJSON, ctx: UiCtx) -> list[Html]:
    """The bet or raise: in fixed limit its one size; in pot limit quick amounts
    (minimum, half pot, pot or all-in) and a stepper that only *pick* an amount
    (a UI-only selection, shown pressed and on the main button) and the main
    button, which alone bets it: a tap on "Pot 16" to see it never bets the pot."""
    verb = "Bet" if offer["opening"] else "Raise to"
    low, high = int(offer["min"]), int(offer["max"])
    me = ctx.me if ctx.me is not None else 0
    stack = int(view["stacks"][me]) + int(view["bets"][me])  # all-in, as a round total

    def main(amount: int, action: ActionJSON, testid: str) -> Html:
        label = f"{verb} {amount}" + (" (all-in)" if amount >= stack else "")
        return action_button(action, label, cls="btn-primary", testid=testid)

    if low == high:  # fixed limit: the one size (S-4)
        return [main(*_bet_at(offer, low), testid="amount-min")]
    # pot limit (S-4): a pot-size bet is the pot; a pot-size raise goes to the highest
    # bet plus the pot after the call. Half pot: half of that bet or raise.
    owed = int((view.get("bet_limits") or {}).get("call", 0))
    highest = max(int(b) for b in view.get("bets") or [0])
    pot = int(view.get("pot", 0))
    half_to = pot / 2 if verb == "Bet" else highest + (pot + owed) / 2
    quick: dict[int, tuple[str, str]] = {}  # amount: (label, testid)
    quick.setdefault(low, ("Min", "min"))
    if low < half_to < high:
        quick.setdefault(_bet_at(offer, half_to)[0], ("\u00bd pot", "half-pot"))
    quick.setdefault(high, ("All-in", "all-in") if high >= stack else ("Pot", "pot"))
    current = chosen_amount(ctx.selection)
    pick, action = _bet_at(offer, current if current is not None else low)
    presets = []
    for amount, (label, key) in sorted(quick.items()):
        pressed = amount == pick
        # the amount already picked stays picked when tapped again (no data-ui)
        presets.append(el("button", {
            "type": "button", "class_": "btn btn-preset",
            "data_ui": None if pressed else "select",
            "data_arg": None if pressed else f"amt={amount}",
            "data_testid": f"amount-{key}", "aria_pressed": "true" if pressed else "false"},
            # the amount under the name: three quick amounts take the room of two
            # (named "Pot 7" as it reads, the space between them not shown)
            el("span", {"class_": "preset-name"}, label), " ",
            el("span", {"class_": "preset-amount"}, str(amount))))
    out: list[Html] = [el("span", {"class_": "presets", "role": "group",
                                   "aria_label": f"Amount to {verb.lower()}"}, presets)]
    chosen = main(pick, action, testid="amount-chosen")
    if high - low < 3:
        return [*out, chosen]
    big = int((view.get("blinds") or {}).get("big", 2))
    step = _step(low, high, big)
    out.append(el("span", {"class_": "stepper", "role": "group",
                           "aria_label": "Choose an amount"},
                  _step_button(_bet_at(offer, pick - step)[0], pick, "down"),
                  chosen,
                  _step_button(_bet_at(offer, pick + step)[0], pick, "up")))
    return out


def _step_button(amount: int, pick: int, way: str) -> Html:
    """"−" or "+" of the stepper, picking ``amount``; disabled at the end of the
    range (``amount`` is ``pick``), its label then saying so (a playtest heard
    "More: 9" on a "+" that could not go past 9)."""
    word, sign, end = (("Less", "\u2212", "least") if way == "down"
                       else ("More", "+", "most"))
    at_end = amount == pick
    return el("button", {"type": "button", "class_": "btn btn-step",
                         "data_ui": None if at_end else "select",
                         "data_arg": None if at_end else f"amt={amount}",
                         "data_testid": f"amount-{way}", "disabled": at_end,
                         "aria_label": f"{word} ({amount} is the {end})" if at_end
                         else f"{word}: {amount}"}, sign)


def selection_for(view: View, action: ActionJSON) -> str | None:
    """What a hint's move picks: the two hole cards of a choice among your five; the
    amount of a bet or raise (a playtest: the hint said "Bet 14", the button "Bet 2")."""
    if action.get("type") in ("bet", "raise"):
        amount = action.get("amount" if action["type"] == "bet" else "to")
        return f"amt={int(amount)}" if isinstance(amount, int) else None
    cards = list((view.get("own") or {}).get("cards") or [])
    keep = action.get("cards") or []
    if action.get("type") != "choose-hole" or not all(c in cards for c in keep):
        return None
    return "c=" + ",".join(str(i) for i in sorted(cards.index(c) for c in keep))


def highlight(action: ActionJSON) -> set[str]:
    return set()


# -- results ---------------------------------------------------------------------------------

def why_ended(outcome: dict[str, Any], ctx: UiCtx) -> str:
    """Why the match ended and how its winners won, in one sentence: "The match
    stopped after its 3 hands: Eli has the most chips (412)." (S-2)."""
    winners = [int(w) for w in outcome.get("winners") or []]
    chips = [int(c) for c in outcome.get("chips") or []]
    hands = int(outcome.get("hands") or 0)
    reason = outcome.get("reason")
    if not winners or not chips:
        return ""
    you = any(ctx.is_you(w) for w in winners)
    # "you" first, then the others by name: "you and Bea have", "Eli has"
    names = ["you"] if you else []
    names += [ctx.name(w) for w in winners if not ctx.is_you(w)]
    who = and_list(names)
    have = "have" if you or len(names) > 1 else "has"
    top = chips[winners[0]]
    if reason == "one player holds every chip":
        return (f"Everyone else ran out of chips after {counted(hands, 'hand')}: {who} {have}"
                f" all {top}.")
    each = " each" if len(winners) > 1 else ""
    most = f"{who} {have} the most chips ({top}{each})."
    if reason == "stopped":
        played = max(hands - 1, 0)  # the hand it was stopped in was not played
        if not played:
            return "The match was ended before the first hand: nobody won or lost a chip."
        return f"The match was ended after {counted(played, 'hand')}: {most}"
    its = "its one hand" if hands == 1 else f"its {hands} hands"
    return f"The match stopped after {its}: {most}"


def result_head(view: View, outcome: dict[str, Any] | None, ctx: UiCtx) -> str:
    winners = list((outcome or {}).get("winners") or [])
    if len(winners) == 1:
        return ("You win the match!" if ctx.is_you(winners[0])
                else f"{ctx.name(winners[0])} wins the match!")
    if winners:  # "You and Bea share the lead!"
        return " and ".join(["You"] * any(ctx.is_you(w) for w in winners)
                            + [ctx.name(w) for w in winners if not ctx.is_you(w)]
                            ) + " share the lead!"
    return "Match over"


def render_result(view: View, outcome: dict[str, Any] | None, ctx: UiCtx) -> Html:
    outcome = outcome or {}
    standings = view.get("standings") or []
    winners = list(outcome.get("winners") or [])
    head = result_head(view, outcome, ctx)
    table = el("table", {"class_": "score-table", "data_testid": "standings"},
               el("thead", {}, el("tr", {}, el("th", {}, "Player"), el("th", {}, "Chips"))),
               el("tbody", {}, [el("tr", {"class_": "winner" if s["seat"] in winners else ""},
                                   el("th", {"scope": "row"}, ctx.name(s["seat"])),
                                   el("td", {}, str(s["chips"]))) for s in standings]))
    return el("div", {},
              el("h2", {"data_testid": "result-title"}, head),
              el("p", {"class_": "result-why", "data_testid": "result-why"}, why)
              if (why := why_ended(outcome, ctx)) else None,
              table,
              _last_hand(view, ctx, open_=True))


def result_for(view: View, outcome: dict[str, Any] | None,
               seat: int) -> tuple[str, tuple[float, str] | None]:
    outcome = outcome or {}
    winners = list(outcome.get("winners") or [])
    chips = {s["seat"]: s["chips"] for s in view.get("standings") or []}
    best = (float(chips[seat]), counted(chips[seat], "chip")) if seat in chips else None
    if seat in winners:
        return ("won" if len(winners) == 1 else "drawn"), best
    return "lost", best


#: An event of a bet or a raise ("{2} raises to 9"), not of a call or a blind.
_AGGRESSION = re.compile(r"^\{\d+\} (bets|raises) ")


def facing(view: View) -> int | None:
    """The other seat whose bet you face this round: the last to bet or raise to
    the highest bet (a big blind nobody raised: its poster), or None with nothing
    to call."""
    me, bets = view.get("seat"), view.get("bets") or []
    if me is None or not bets or max(bets) <= bets[me]:
        return None
    top = max(bets)
    for event in reversed(view.get("events") or []):
        seat = event.get("seat")
        if seat is not None and seat != me and bets[seat] == top \
                and _AGGRESSION.match(str(event.get("text", ""))):
            return int(seat)
    return next(s for s, bet in enumerate(bets) if bet == top and s != me)


TABLE = register_table(TableUI("swingo", render_table, controls, render_result, result_for,
                               highlight=highlight, selection_for=selection_for,
                               facing=facing, result_head=result_head))
