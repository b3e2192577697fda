"""Screens that wait for the people (issue 14): the result of a hand, deal or game
that ended while the match goes on ("Next hand" / "Next deal"), the person who is
out of a match, and the question before anything throws a game away. Pure: the
view (never the state) in, markup out."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .cards import cards_text, short_marked
from .markup import Html, counted, el
from .screens import before_the_next_round, how_it_ended
from .swoop_points import by_points, cards_head, scoring_line
from .tables import UiCtx, View

#: The button that dismisses a result, by game; the status line names it too.
NEXT = {"swoop": "Next deal", "swingo": "Next hand", "swap-poker": "Next game"}
#: ... when the match ends after this result (End match was asked: S-2).
LAST = "See the match result"


def _swoop(view: View, ctx: UiCtx) -> tuple[str, Html]:
    deals = view.get("deals") or []
    if not deals:
        return NEXT["swoop"], el("p", {}, "The deal is over.")
    d = deals[-1]
    out = d["went_out"]
    head = "You went out" if ctx.is_you(out) else f"{ctx.name(out)} went out"
    options = view.get("options") or {}
    rows = []
    for s, pts in enumerate(d["points"]):
        left = by_points(list(d["left"][s]), options)
        rows.append(el(
            "tr", {"data_testid": f"deal-row-{s}"},
            el("th", {"scope": "row"}, ctx.name(s)),
            el("td", {}, "out" if s == out else str(pts)),
            el("td", {}, str(d["totals"][s])),
            el("td", {"class_": "scored-cards"},
               el("span", {"aria_hidden": "true"},
                  [[short_marked(c), " "] for c in left] or "\u2014"),
               el("span", {"class_": "sr-only"}, cards_text(left) or "none"))))
    starter = view.get("starter")
    return NEXT["swoop"], el(
        "div", {},
        el("h2", {"data_testid": "result-title"}, f"Deal {d['deal']}: {head}"),
        el("table", {"class_": "score-table", "data_testid": "deal-table"},
           el("thead", {}, el("tr", {}, el("th", {"scope": "col"}, "Player"),
                             el("th", {"scope": "col"}, "This deal"),
                             el("th", {"scope": "col"}, "Match total"),
                             el("th", {"scope": "col", "class_": "scored-head"},
                                cards_head(options)))),
           el("tbody", {}, rows)),
        el("p", {"class_": "scoring-line", "data_testid": "scoring-line"},
           scoring_line(options)),
        el("p", {"data_testid": "next-starter"},
           f"Lowest total wins; the match ends at {view.get('target', 500)} points. "
           + ("You start the next deal." if ctx.is_you(starter)
              else f"{ctx.name(starter)} starts the next deal.")))


def _swingo(view: View, ctx: UiCtx) -> tuple[str, Html]:
    from .tables.swingo import _last_hand

    last = view.get("last_hand") or {}
    standings = chip_places(hand_end_standings(view), ctx)
    return NEXT["swingo"], el(
        "div", {},
        el("h2", {"data_testid": "result-title"}, f"Hand {last.get('hand', '')} is over"),
        _last_hand(view, ctx, open_=True),
        el("h3", {}, "Chips"),
        el("ol", {"class_": "chip-places", "data_testid": "standings"}, standings))


def chip_places(standings: list[dict[str, int]], ctx: UiCtx) -> list[Html]:
    """The list items of ``standings`` (most chips first), numbered by place: equal
    chips share a place (1, 1, 3), as a list of 1, 2 said one was ahead (playtest),
    unless they went out in different hands (the later stands higher, S-2)."""
    items = []
    place = 0
    for i, x in enumerate(standings):
        before = standings[i - 1] if i else None
        if before is None or (x["chips"], x.get("out")) != (before["chips"], before.get("out")):
            place = i + 1
        # a row of a tidy table: place, name, chips (playtest: the list's numbers
        # sat at the panel's edge and the centred names far from them)
        items.append(el("li", {"value": place},
                        el("span", {"class_": "place", "aria_hidden": "true"}, f"{place}."),
                        el("span", {"class_": "who"}, ctx.name(x["seat"])),
                        el("span", {"class_": "sr-only"}, ": "),
                        el("span", {"class_": "chips"}, counted(x["chips"], "chip"))))
    return items


def hand_end_standings(view: View) -> list[dict[str, int]]:
    """The chips at the end of the last hand, most first (as ``standings``): what
    its result shows beside "Chips this hand". By then the next hand has started
    and the view's own ``standings`` have its blinds taken off already."""
    stacks = (view.get("last_hand") or {}).get("stacks")
    standings = list(view.get("standings") or [])
    if not stacks:
        return standings
    rank = {x["seat"]: i for i, x in enumerate(standings)}  # who went out when
    outs = {x["seat"]: x["out"] for x in standings if "out" in x}
    order = sorted(range(len(stacks)), key=lambda s: (-int(stacks[s]), rank.get(s, s)))
    return [{"seat": s, "chips": int(stacks[s])} | ({"out": outs[s]} if s in outs else {})
            for s in order]


def _swap_poker(view: View, ctx: UiCtx) -> tuple[str, Html]:
    games = view.get("games") or []
    g = games[-1] if games else {}
    match = view.get("match") or {}
    if g.get("draw"):
        head = "A draw"
    else:
        w = (g.get("winners") or [None])[0]
        head = "You win this game" if ctx.is_you(w) else f"{ctx.name(w)} wins this game"
    from .tables.swap_poker import left_out_note, result_hand

    # the hands as the match's result shows them (playtest, phone: a list item's
    # cards wrapped 3 + 2 under its bullet; five cards here, six there)
    winners = list(g.get("winners") or [])
    shown = g.get("hands") or []
    hands = [result_hand(h["seat"], h, ctx, winner=h["seat"] in winners,
                         testid=f"game-hand-{h['seat']}") for h in shown]
    wins = match.get("wins") or [0, 0]
    return NEXT["swap-poker"], el(
        "div", {},
        el("h2", {"data_testid": "result-title"}, f"Game {g.get('game', '')}: {head}"),
        el("div", {"class_": "result-hands", "data_testid": "game-hands"}, hands),
        left_out_note(shown),
        el("p", {"data_testid": "match-score"},
           f"Match (best of {match.get('games', 1)}): {ctx.name(0)} {wins[0]}, "
           f"{ctx.name(1)} {wins[1]}" + (f", {match.get('draws')} drawn" if match.get("draws")
                                          else "") + "."))


RESULTS: dict[str, Callable[[View, UiCtx], tuple[str, Html]]] = {
    "swoop": _swoop, "swingo": _swingo, "swap-poker": _swap_poker}


def _rendered(game: str, view: View, ctx: UiCtx) -> tuple[str, Html]:
    """The Next button's label and the result of the round that just ended."""
    render = RESULTS.get(game)
    return render(view, ctx) if render else ("Next", el("p", {}, "This round is over."))


def round_summary(game: str, view: View, ctx: UiCtx) -> Html:
    """The result of the hand/deal/game that just ended, without its buttons."""
    return _rendered(game, view, ctx)[1]


def round_result(game: str, view: View, ctx: UiCtx, *, more: Html | None = None,
                 ended: list[dict[str, Any]] | None = None, last: bool = False) -> Html:
    """The result of the hand/deal/game that just ended, with its Next button
    (``more``: other buttons, e.g. replay this hand; ``ended``: the events since
    the person's last move, said as "How it ended"; ``last``: the match ends
    after it, and the button says so)."""
    label, body = _rendered(game, view, ctx)
    label = LAST if last else label
    return el("section", {"class_": "results round-result", "data_testid": "round-result",
                          "aria_label": "Result"},
              body, how_it_ended(before_the_next_round(ended or []), ctx.names, ctx.me),
              el("div", {"class_": "results-actions"},
                 el("button", {"type": "button", "class_": "btn btn-primary",
                               "data_ui": "next-result", "data_testid": "next-result",
                               "autofocus": True}, label),
                 more))


def out_panel(view: View, ctx: UiCtx) -> Html:
    """Solo, Swingo: the person has no chips left; the match goes on without them."""
    standings = chip_places(view.get("standings") or [], ctx)
    return el("section", {"class_": "results out-panel", "data_testid": "out-panel",
                          "aria_label": "You are out"},
              el("h2", {"data_testid": "result-title"}, "You're out of chips"),
              el("p", {}, "The others play on until one of them holds every chip. Watch "
                          "them at speed, or skip to the end: the match then stops after "
                          "this hand with the standings by chips."),
              el("ol", {"class_": "chip-places", "data_testid": "standings"}, standings),
              el("div", {"class_": "results-actions"},
                 el("button", {"type": "button", "class_": "btn btn-primary",
                               "data_ui": "watch", "data_testid": "watch"},
                    "Watch the rest"),
                 el("button", {"type": "button", "class_": "btn", "data_ui": "skip-to-end",
                               "data_testid": "skip-to-end"}, "Skip to the end"),
                 el("button", {"type": "button", "class_": "btn", "data_ui": "rematch",
                               "data_testid": "rematch"}, "New match")))


def watching_bar() -> Html:
    return el("div", {"class_": "results-actions", "data_testid": "watching"},
              el("button", {"type": "button", "class_": "btn", "data_ui": "skip-to-end",
                            "data_testid": "skip-to-end"}, "Skip to the end"))


CONFIRM = {
    "replace": ("Start a new game?", "Replace it", "Keep playing"),
    "end": ("End this match?", "End the match", "Keep playing"),
    # issue 19: a deal link, an imported file or the daily deal replaces the game
    "link": ("Open the shared deal?", "Open the deal", "Keep playing"),
    "import": ("Open the imported game?", "Open it", "Keep playing"),
    "daily": ("Start the daily deal?", "Start it", "Keep playing"),
}


def confirm_screen(what: str, title: str, detail: str, *, stops: bool,
                   people: int = 1, mid_hand: bool = False, whole: str = "game") -> Html:
    """The question before a game in progress is thrown away, saying what is lost.
    ``whole``: what the game calls it (``screens.whole_word``: "The Swingo Poker
    match in progress", as its result says "You win the match!").
    ``people``: how many people play; "for everyone" only when several do.
    ``stops``: the match stops rather than being lost (Swingo, S-2), at once or,
    ``mid_hand``, when the hand in play is over."""
    head, yes, no = CONFIRM[what]
    if what == "end" and people > 1:
        head = "End this match for everyone?"
    if what == "end" and stops:  # one case said, not both (playtest 13 read "ends now
        # with the standings by chips (or, in the middle of a hand, when ...)")
        when = "when this hand is over" if mid_hand else "now"
        lost = f"The {title} match ends {when}, with the standings by chips."
    else:
        lost = f"The {title} {whole} in progress ({detail}) will be lost and not counted."
    parts: list[Any] = [
        el("h1", {"class_": "handoff-title", "data_testid": "confirm-title"}, head),
        el("p", {"data_testid": "confirm-detail"}, lost),
        el("div", {"class_": "results-actions"},
           el("button", {"type": "button", "class_": "btn btn-primary", "data_ui": "confirm-no",
                         "data_testid": "confirm-no", "autofocus": True}, no),
           el("button", {"type": "button", "class_": "btn btn-danger", "data_ui": "confirm-yes",
                         "data_testid": "confirm-yes"}, yes)),
    ]
    return el("div", {"class_": "screen screen-confirm", "data_testid": "confirm",
                      "role": "alertdialog", "aria_labelledby": "confirm-h"},
              el("div", {"class_": "handoff-box", "id": "confirm-h"}, parts))


def match_standings(game: str, view: View, ctx: UiCtx) -> Html | None:
    """The match's standings under a final result where the table's own result
    does not give them (Swap Poker best of N: games won)."""
    if game != "swap-poker":
        return None
    match = view.get("match") or {}
    if int(match.get("games", 1)) <= 1:
        return None
    wins = list(match.get("wins") or [0, 0])
    order = sorted(range(len(wins)), key=lambda x: -wins[x])
    rows = [el("li", {}, f"{ctx.name(x)}: {wins[x]} game{'' if wins[x] == 1 else 's'} won")
            for x in order]
    draws = int(match.get("draws") or 0)
    return el("div", {"class_": "match-standings", "data_testid": "match-standings"},
              el("h3", {}, f"Best of {match.get('games')}"), el("ol", {}, rows),
              el("p", {}, f"{draws} drawn") if draws else None)
