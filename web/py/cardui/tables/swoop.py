"""The Swoop table (seed 001, W-1..W-13).

Opponents across the top (hand size, face-up cards on their mystery cards, cards
left, score), the pile fanned in the middle so the equal cards on top show, and
the acting seat's four table positions and hand at the bottom. On your turn you
tap cards of one rank -- from hand and face-up -- then Play; an uncovered mystery
card is a button that turns it (only on a turn's first play). After a deal, a
banner shows who went out and the points, until the next deal's first play.

The multi-card selection rides in ``ctx.selection`` as ``"h=3,4;u=1"`` (indices
into the sorted hand, face-up positions): every card button's ``data-arg`` is the
selection after pressing it, so the controller's plain ``select`` toggle works.
The Play button carries the exact legal action matching the selection.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from cardtable.cards import RANK_PLURALS
from cardtable.games.swoop.rules import cards, effect, many, play_codes, swoop_ranks

from ..cards import card, card_back, card_button, card_name, short
from ..markup import Html, classes, counted, el
from ..swoop_points import by_points, scoring_line
from . import (
    ActionJSON,
    TableUI,
    UiCtx,
    View,
    action_button,
    deal_began,
    felt,
    register_table,
)

PILE_SHOWN = 12


# -- the selection -----------------------------------------------------------------

def parse_selection(text: str | None) -> tuple[list[int], list[int]]:
    """(hand indices, face-up positions) from ``"h=3,4;u=1"``."""
    hand: list[int] = []
    up: list[int] = []
    for part in (text or "").split(";"):
        key, _, values = part.partition("=")
        nums = [int(x) for x in values.split(",") if x.strip().isdigit()]
        if key == "h":
            hand = nums
        elif key == "u":
            up = nums
    return sorted(set(hand)), sorted(set(up))


def format_selection(hand: list[int], up: list[int]) -> str:
    return f"h={','.join(map(str, sorted(hand)))};u={','.join(map(str, sorted(up)))}"


def toggled(view: View, ctx: UiCtx, where: str, index: int) -> str:
    """The selection after pressing the card at hand index / face-up ``index``:
    toggled in; a card of another rank starts a new selection."""
    hand, up = parse_selection(ctx.selection)
    codes = my_hand(view)
    mine = my_up(view)
    code = codes[index] if where == "h" else mine[index]
    chosen = [codes[i] for i in hand if i < len(codes)] + \
        [mine[i] for i in up if i < len(mine) and mine[i]]
    if chosen and code is not None and any(c is not None and c[0] != code[0] for c in chosen):
        hand, up = [], []
    pool = hand if where == "h" else up
    if index in pool:
        pool.remove(index)
    else:
        pool.append(index)
        plays = [a for a in ctx.extra.get("legal") or [] if a.get("type") == "play"] \
            if len(hand) + len(up) > 1 else []  # one card: nothing to replace
        if plays and not _completes(plays, [codes[i] for i in hand if i < len(codes)], up):
            # a card that cannot join the others (three Kings on top: one more swoops,
            # two may not go, W-6) replaces them, as a hint's pick would be replaced
            hand, up = ([index], []) if where == "h" else ([], [index])
    return format_selection(hand, up)


def _completes(plays: list[ActionJSON], hand: list[str], up: list[int]) -> bool:
    """Whether some legal play holds the chosen hand cards and face-up slots."""
    return any(not (Counter(hand) - Counter(a["hand"])) and set(up) <= set(a["face_up"])
               for a in plays)


def selected_action(view: View, legal: list[ActionJSON], ctx: UiCtx) -> ActionJSON | None:
    """The legal play matching the selection (and the turned mystery card), if any."""
    hand_i, up_i = parse_selection(ctx.selection)
    codes = my_hand(view)
    want_hand = sorted(codes[i] for i in hand_i if i < len(codes))
    revealed = view.get("revealed")
    mystery = revealed["slot"] if revealed else None
    if not want_hand and not up_i and mystery is None:
        return None
    for a in legal:
        if a.get("type") == "play" and sorted(a["hand"]) == want_hand \
                and sorted(a["face_up"]) == up_i and a.get("mystery") == mystery:
            return a
    return None


# -- reading the view ----------------------------------------------------------------

def my_hand(view: View) -> list[str]:
    return list(view.get("hand") or [])


def my_up(view: View) -> list[str | None]:
    seat = view.get("seat")
    if seat is None:
        return [None] * 4
    return list(view["seats"][seat]["face_up"])


# -- rendering -------------------------------------------------------------------------

def scored_mysteries(view: View, seat: int) -> list[str | None]:
    """A seat's mystery cards by position once the match is over, as its last
    deal's result names them to everyone (its cards left: hand, face-up, then
    mystery cards by position); None where none lies or none is named. Never
    while a deal is in play, nor for a deal other than the one on the table,
    nor when the result's cards do not match the table's (then none)."""
    info = view["seats"][seat]
    none: list[str | None] = [None] * len(info["mystery"])
    deals = view.get("deals") or []
    if not view.get("result") or not deals or deals[-1].get("deal") != view.get("deal"):
        return none
    left = list(deals[-1]["left"][seat])
    ups = [c for c in info["face_up"] if c is not None]
    held, down = info["hand_count"], sum(1 for m in info["mystery"] if m)
    if len(left) != held + len(ups) + down or left[held:held + len(ups)] != ups:
        return none
    named = iter(left[held + len(ups):])
    return [next(named) if m else None for m in info["mystery"]]


def _slot(view: View, seat: int, i: int, ctx: UiCtx, legal: list[ActionJSON],
          selection: tuple[list[int], list[int]]) -> Html:
    info = view["seats"][seat]
    up = info["face_up"][i]
    has_mystery = info["mystery"][i]
    revealed = view.get("revealed")
    mine = seat == ctx.me
    turn = {"type": "turn", "slot": i}
    parts: list[Any] = []
    # the match over, its result names every seat's cards left: its mystery cards
    # lie face up where they are (a playtest: yours stayed face down on the table,
    # their points listed only in the result under it)
    shown = scored_mysteries(view, seat)[i] if has_mystery else None
    if has_mystery:
        if mine and up is None and turn in legal:
            parts.append(action_button(turn, el("span", {"class_": "sr-only"},
                                                f"Turn mystery card {i + 1}"),
                                       cls="card back mystery-turn",
                                       testid=f"turn-mystery-{i}"))
        elif shown is not None:
            parts.append(card(shown, cls="mystery mystery-shown",
                              label=f"Mystery card {i + 1}: {card_name(shown)}"))
        else:
            parts.append(card_back(cls="mystery", label=f"Mystery card {i + 1}"))
    elif revealed and revealed["seat"] == seat and revealed["slot"] == i:
        parts.append(card(revealed["card"], cls="revealed selected",
                          label=f"Turned mystery card: {short(revealed['card'])}",
                          data_testid="revealed-card"))
    if up is not None:
        if mine and legal and any(a.get("type") == "play" for a in legal):
            pressed = i in selection[1]
            parts.append(card_button(up, cls=classes("on-mystery", "selected" if pressed else ""),
                                     data_ui="select", data_arg=toggled(view, ctx, "u", i),
                                     data_testid=f"my-up-{i}",
                                     aria_pressed="true" if pressed else "false"))
        else:
            parts.append(card(up, cls="on-mystery"))
    if not parts:
        parts.append(el("span", {"class_": "card empty", "aria_hidden": "true"}))
    return el("div", {"class_": "swoop-slot", "data_testid": f"slot-{seat}-{i}"}, parts)


def _hand_count(info: dict[str, Any], seat: int) -> Html:
    """The cards in a seat's hand, the same for every seat, yours too (playtest:
    "Ana \u00d711" counted her hand, "You 19 cards left" your hand, face-up and
    mystery cards): a card back and "\u00d7N", said in words to readers and on hover."""
    said = f"{cards(info['hand_count'])} in hand"
    return el("span", {"class_": "hand-count", "data_testid": f"hand-count-{seat}",
                       "title": said},
              el("span", {"class_": "card back mini", "aria_hidden": "true"}),
              el("span", {"aria_hidden": "true"}, f"\u00d7{info['hand_count']}"),
              el("span", {"class_": "sr-only"}, said))


def _seat_said(info: dict[str, Any]) -> str:
    """A seat's cards in words: in hand, and all it still holds (W-9: going out
    takes every one)."""
    return (f"{cards(info['hand_count'])} in hand, {cards(info['cards_left'])} left in all"
            " with the face-up and mystery cards")


def _opponent(view: View, seat: int, ctx: UiCtx) -> Html:
    info = view["seats"][seat]
    scores = view.get("scores") or []
    moved = ctx.last_move is not None and ctx.last_move.get("seat") == seat
    cls = classes("swoop-seat", "to-act" if view.get("turn") == seat else "",
                  "thinking" if ctx.thinking == seat else "", "moved" if moved else "")
    return el(
        "section", {"class_": cls, "data_testid": f"seat-{seat}",
                    "aria_label": f"{ctx.name(seat)}: {_seat_said(info)}"},
        el("div", {"class_": "seat-line"},
           el("span", {"class_": "seat-name", "title": ctx.name(seat)}, ctx.name(seat)),
           _hand_count(info, seat),
           el("span", {"class_": "score"}, str(scores[seat] if seat < len(scores) else 0),
              el("span", {"class_": "score-unit"}, " pts"))),
        el("div", {"class_": "swoop-slots mini-slots"},
           [_slot(view, seat, i, ctx, [], ([], [])) for i in range(4)]))


def _pile(view: View, ctx: UiCtx) -> Html:
    pile = list(view.get("pile") or [])
    top = view.get("top")
    shown = pile[-PILE_SHOWN:]
    hidden = len(pile) - len(shown)
    # "two 7s on top"; one card counted too: a bare "4 on top" read as four cards,
    # the count that swoops (playtest 13)
    on_top = (f"{'one ' if top['count'] == 1 else ''}{many(top['rank'], top['count'])} on top"
              if top else "")
    said = _capital(on_top) if top else "Empty pile: any card starts it"
    just = _just_played(ctx) if pile else 0
    fan = [card(c, cls=classes("pile-card",
                               "top-run" if top and k >= len(shown) - top["count"] else "",
                               "moved" if k >= len(shown) - just else ""))
           for k, c in enumerate(shown)]
    return el(
        "section", {"class_": "swoop-pile", "data_testid": "pile",
                    "aria_label": (f"Pile: {cards(len(pile))}, {on_top}"
                                   if pile else f"Pile: {said}")},
        el("div", {"class_": "pile-fan"},
           el("span", {"class_": "pile-more"}, f"+{hidden}") if hidden else None,
           fan or el("span", {"class_": "card empty", "aria_hidden": "true"})),
        _pile_line(said, len(pile), int(view.get("set_aside", 0))))


def _pile_line(said: str, count: int, away: int) -> Html:
    """"Two 7s on top · 5 in pile · 37 swooped away": a line breaks after a "·"
    only, never inside "37 swooped away" (a phone showed "... 37" over "swooped
    away", playtest 12); an empty pile is not counted again (its "0 in pile" took
    a phone's line to a third row)."""
    parts = [f"{count} in pile"] if count else []
    parts.append(f"{away} swooped away")
    return el("p", {"class_": "pile-info"},
              el("strong", {"data_testid": "pile-top"}, said),
              [("\u00a0\u00b7 ", el("span", {"class_": "nowrap"}, part)) for part in parts])


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _just_played(ctx: UiCtx) -> int:
    """How many cards the last move put on the pile (they are marked)."""
    move = ctx.last_move
    if not move or move.get("action", {}).get("type") != "play":
        return 0
    a = move["action"]
    return len(a.get("hand") or []) + len(a.get("face_up") or []) + \
        (a.get("mystery") is not None)


def _deal_banner(view: View, ctx: UiCtx) -> Html | None:
    deals = view.get("deals") or []
    if not deals or not deal_began(view.get("events") or []):
        return None
    last = deals[-1]
    rows = [el("tr", {}, el("th", {"scope": "row"}, ctx.name(s)), el("td", {}, str(p)),
               el("td", {}, str(last["totals"][s])))
            for s, p in enumerate(last["points"])]
    # after the seats on a phone, as Swingo's last hand (``while-next``, table.css):
    # at the strip's top it hid every seat at the new deal's first turn (playtest 13);
    # closed, as Swingo's: open, on a desktop it pushed your cards under the controls
    # at your first turn of the deal (playtest 20, Swoop for 5 at 1280x800)
    return el("details", {"class_": "deal-banner while-next", "data_testid": "deal-banner"},
              el("summary", {}, f"{ctx.name(last['went_out'])} went out and won deal"
                                f" {last['deal']}"),
              el("table", {"class_": "score-table"},
                 el("thead", {}, el("tr", {}, el("th", {}, "Player"), el("th", {}, "Deal"),
                                    el("th", {}, "Total"))),
                 el("tbody", {}, rows)))


def _hand_groups(view: View, ctx: UiCtx, legal: list[ActionJSON],
                 selection: tuple[list[int], list[int]]) -> list[Html]:
    """The hand as one fan per rank (the hand is sorted), each with its count,
    so a hand of 40 cards still fits a phone."""
    hand = my_hand(view)
    can_play = any(a.get("type") == "play" for a in legal)
    groups: list[list[int]] = []
    for i, code in enumerate(hand):
        if groups and hand[groups[-1][0]][0] == code[0]:
            groups[-1].append(i)
        else:
            groups.append([i])
    out: list[Html] = []
    for group in groups:
        cards: list[Any] = []
        for i in group:
            if can_play:
                pressed = i in selection[0]
                cards.append(card_button(hand[i], cls="selected" if pressed else "",
                                         data_ui="select",
                                         data_arg=toggled(view, ctx, "h", i),
                                         data_testid=f"my-hand-{i}",
                                         aria_pressed="true" if pressed else "false"))
            else:
                cards.append(card(hand[i]))
        # no badge: the fan shows each card's corner (two packs' J♠ and J♠ too), and
        # its name says the rank ("2 Jacks"); "×2" on J♠ beside J♦ read as two J♠
        # (a playtest at 390x844)
        said = {"role": "group", "aria_label": _rank_count(len(group), hand[group[0]])} \
            if len(group) > 1 else {}
        out.append(el("span", {"class_": "rank-group", "data_count": len(group), **said}, cards))
    return out


def _rank_count(n: int, code: str) -> str:
    """How many cards of a rank: ``"2 Jacks"``, ``"3 Sixes"``, ``"2 Jokers"``."""
    return f"{n} {RANK_PLURALS.get(code[0], 'Jokers')}"


def render_table(view: View, ctx: UiCtx) -> Html:
    me = ctx.me
    n = view["players"]
    legal = ctx.extra.get("legal") or []
    order = [(me + k) % n for k in range(1, n)] if me is not None else list(range(n))
    selection = parse_selection(ctx.selection)
    middle = el("div", {"class_": "swoop-middle"}, _pile(view, ctx),
                el("p", {"class_": "last-event", "data_testid": "last-move"},
                   ctx.extra.get("last_event", "")))
    mine = None
    if me is not None:
        info = view["seats"][me]
        hand = my_hand(view)
        scores = view.get("scores") or []
        mine = el(
            "section", {"class_": classes("swoop-me", "to-act" if view.get("turn") == me else ""),
                        "data_testid": f"seat-{me}",
                        "aria_label": f"{ctx.whose(me)} cards: {_seat_said(info)}"},
            el("div", {"class_": "seat-line"},
               el("span", {"class_": "seat-name"}, ctx.name(me)),
               _hand_count(info, me),
               el("span", {"class_": "score"}, f"{scores[me] if me < len(scores) else 0} pts")),
            # one Tab stop, the arrow keys between the cards (motion.rove): a toolbar
            el("div", {"class_": "swoop-own", "data_roving": True, "role": "toolbar",
                       "aria_label": f"{ctx.whose(me)} cards"},
               el("div", {"class_": "swoop-slots"},
                  [_slot(view, me, i, ctx, legal, selection) for i in range(4)]),
               el("div", {"class_": classes("swoop-hand", "long-hand" if len(hand) > 12 else "",
                                            "big-hand" if len(hand) > 24 else ""),
                          "data_testid": "my-hand", "role": "group",
                          "aria_label": f"Your hand, {cards(len(hand))}"},
                  _hand_groups(view, ctx, legal, selection)
                  or el("span", {"class_": "empty-hand"}, "No cards in hand"))))
    return el("div", {"class_": "swoop-table", "data_testid": "swoop-table"},
              felt("swoop", [_opponent(view, s, ctx) for s in order], middle, mine,
                   news=_deal_banner(view, ctx)))


def controls(view: View, legal: list[ActionJSON], ctx: UiCtx) -> Html:
    if not legal:
        return el("div", {})
    chosen = selected_action(view, legal, ctx)
    turns = [a for a in legal if a.get("type") == "turn"]
    revealed = view.get("revealed")
    buttons: list[Any] = []
    if chosen is not None:
        codes = play_codes(chosen["hand"], chosen["face_up"], my_up(view),
                           revealed["card"] if revealed else None)
        buttons.append(action_button(chosen, _play_label(view, codes),
                                     cls="btn-primary", testid="action-play"))
        hint = _consequence(view, codes[0], len(codes))
    elif ctx.selection and parse_selection(ctx.selection) != ([], []):
        hint = "Those cards cannot be played together: one rank, at most four on the pile."
    elif revealed:
        hint = "Play the turned card, alone or with cards of the same rank."
    else:
        # short: its three lines on a phone moved the felt (a playtest); the cards
        # that can be tapped say where they may come from
        hint = "Tap cards of one rank, then Play."
        if turns:
            hint += " Or turn a mystery card."
    if chosen is None:  # Play waits, off, where it will be: picking a card (or a
        # hint that picks them) moved the felt by a row of buttons (playtest 12)
        buttons.append(el("button", {"type": "button", "class_": "btn btn-primary",
                                     "disabled": True, "data_testid": "action-play-off"},
                          "Play"))
    return el("div", {},
              el("p", {"class_": "hint", "data_testid": "hint"}, hint),
              el("div", {"class_": "action-list"}, buttons))


def _play_label(view: View, codes: list[str]) -> str:
    """"Play Q♥", or "Play Q♥ and pick up 7 cards" when it takes the pile first (W-5)."""
    label = "Play " + " ".join(short(c) for c in codes)
    pile = view.get("pile") or []
    top = view.get("top") or {"rank": "", "count": 0}
    swoopers = swoop_ranks(view["options"]["swoop_cards"] == "jokers-only")
    if pile and effect(codes[0][0], len(codes), top["rank"], top["count"], swoopers)[0]:
        label += f" and pick up {cards(len(pile))}"
    return label


def _consequence(view: View, code: str, count: int) -> str:
    """What the play will do, in words (W-5, W-6): goes on / picks up then plays /
    swoops / picks up then swoops."""
    pile = view.get("pile") or []
    top = view.get("top") or {"rank": "", "count": 0}
    swoopers = swoop_ranks(view["options"]["swoop_cards"] == "jokers-only")
    pick_up, swoop = effect(code[0], count, top["rank"], top["count"], swoopers)
    n = len(pile)
    taken = f"you pick up the pile ({n} card{'' if n == 1 else 's'})"
    if pick_up and swoop:
        return f"Higher than the top card: {taken}, then your four swoop: you play again."
    if pick_up:
        return f"Higher than the top card: {taken}, then your cards start a new pile."
    if swoop:
        why = "a swoop card" if code[0] in swoopers else "four of a kind on top"
        return f"Swoops ({why}): the pile is set aside and you play again."
    return "Starts a new pile." if not pile else "Goes on the pile."


def selection_for(view: View, action: ActionJSON) -> str | None:
    """The selection of a play's cards from your hand and face-up cards (a hint's
    move, picked for you to Play), with the turned mystery card it plays (a playtest:
    the hint said "Play 4♦ 4♣", the button "Play 4♦"); None for anything else."""
    if action.get("type") != "play":
        return None
    revealed = view.get("revealed")
    if action.get("mystery") is not None and (
            not revealed or revealed["slot"] != action["mystery"]):
        return None
    codes = my_hand(view)
    hand: list[int] = []
    for code in action.get("hand") or []:
        i = next((i for i, c in enumerate(codes) if c == code and i not in hand), None)
        if i is None:
            return None
        hand.append(i)
    return format_selection(hand, list(action.get("face_up") or []))


def highlight(action: ActionJSON) -> set[str]:
    return set()


def result_head(view: View, outcome: dict[str, Any] | None, ctx: UiCtx) -> str:
    winners = list((outcome or {}).get("winners") or [])
    names = " and ".join(ctx.name(s) for s in winners)
    if len(winners) == 1:
        return "You win the match!" if ctx.is_you(winners[0]) else f"{names} wins the match!"
    return f"{names} share the win!"


def render_result(view: View, outcome: dict[str, Any] | None, ctx: UiCtx) -> Html:
    outcome = outcome or {}
    winners = list(outcome.get("winners") or [])
    scores = list(outcome.get("scores") or view.get("scores") or [])
    deals = list(outcome.get("deals") or [])
    head = result_head(view, outcome, ctx)
    header = el("tr", {}, el("th", {}, "Deal"),
                [el("th", {"scope": "col"}, ctx.name(s)) for s in range(len(scores))])
    body = [el("tr", {}, el("th", {"scope": "row"}, str(d["deal"])),
               [el("td", {"class_": "went-out" if d["went_out"] == s else ""},
                   "out" if d["went_out"] == s else str(p))
                for s, p in enumerate(d["points"])]) for d in deals]
    total = el("tr", {"class_": "totals"}, el("th", {"scope": "row"}, "Total"),
               [el("td", {"class_": "winner" if s in winners else ""}, str(x))
                for s, x in enumerate(scores)])
    last = deals[-1] if deals else None
    options = view.get("options") or {}
    left = []
    if last:
        for s, codes in enumerate(last["left"]):
            if codes:
                left.append(el("div", {"class_": "result-hand", "data_testid": f"result-seat-{s}"},
                               el("h3", {}, f"{ctx.name(s)}: "
                                            + counted(last["points"][s], "point")),
                               el("div", {"class_": "result-cards"},
                                  [card(c) for c in by_points(list(codes), options)])))
    return el("div", {},
              el("h2", {"data_testid": "result-title"}, head),
              el("p", {"data_testid": "match-rule"}, _match_rule(int(outcome.get("target", 500)))),
              el("table", {"class_": "score-table", "data_testid": "score-table"},
                 el("thead", {}, header), el("tbody", {}, body, total)),
              el("div", {"class_": "result-hands"}, left),
              el("p", {"class_": "scoring-line", "data_testid": "scoring-line"},
                 scoring_line(options)) if left else None)


def _match_rule(target: int) -> str:
    """How the match is won, under its score table (a playtest: "the match ended at
    1" read as nothing; a one-deal match, the daily deal's and the guided game's
    target of 1, is said as one deal, not "once a total reaches 1 point")."""
    if target <= 1:
        return "One deal: the player with the fewest points wins."
    return f"Lowest total wins; the match ends once a total reaches {counted(target, 'point')}."


def result_for(view: View, outcome: dict[str, Any] | None,
               seat: int) -> tuple[str, tuple[float, str] | None]:
    outcome = outcome or {}
    winners = list(outcome.get("winners") or [])
    scores = list(outcome.get("scores") or [])
    best = (-float(scores[seat]), counted(scores[seat], "point")) if seat < len(scores) \
        else None
    if seat in winners:
        return ("won" if len(winners) == 1 else "drawn"), best
    return "lost", best


TABLE = register_table(TableUI("swoop", render_table, controls, render_result, result_for,
                               highlight=highlight, selection_for=selection_for,
                               plays_again=True, result_head=result_head))
