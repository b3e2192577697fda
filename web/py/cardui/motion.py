"""Cards that move, and arrow keys that move between controls (browser only).

Animations are first/last/invert/play with the Web Animations API on the
markup the page just rendered: before a render the place of every face-up card
(``data-card``) is noted; after it, a card found again slides from its old place
(a play to the pile, a pile swept into a hand, a swap), unless it kept its place
in its box and only the page around it moved (a line above grew or shrank: the
card would lag behind its seat and cover what is beside it), a card new to the middle
comes from the mover's seat, a card newly shown elsewhere flips face up, and
the mover's seat and bet pulse. When a result panel shows, nothing flies: the
flights under way end and only the winners' chips pulse. Nothing here knows a
rule: the moves are the engine's, read from the markup before and after. Under
``prefers-reduced-motion`` nothing runs (``allowed``).
"""

from __future__ import annotations

import json
from typing import Any

import js  # type: ignore[import-not-found]
from pyodide.ffi import create_once_callable  # type: ignore[import-not-found]

#: Milliseconds: a slide, a card arriving or flipping, a pulse (all 150-350).
SLIDE_MS = 280
ENTER_MS = 320
PULSE_MS = 300
LEAVE_MS = 320
TURN_MS = 160  # the turn's line and controls fading in once the cards have landed
#: A card in flight to the middle is drawn over the table it crosses (a playtest at
#: 390x844: your cards flew to the pile under your own line and face-up cards).
OVER = {"zIndex": 3}
MIDDLE = ".felt-middle, .swap-middle"

#: A card's place: its left and top, and its box (the nearest element with a
#: ``data-testid`` around it: a seat's board, the river, a hand) with the card's
#: offset in that box.
Place = tuple[float, float, str, float, float]
Rects = dict[str, list[Place]]


def _obj(value: Any) -> Any:
    return js.JSON.parse(json.dumps(value))


def allowed() -> bool:
    try:
        return not bool(js.window.matchMedia("(prefers-reduced-motion: reduce)").matches)
    except Exception:
        return True


def positions(root: Any) -> Rects:
    """Where each face-up card is now, by code, in page order."""
    out: Rects = {}
    _LEAVING.clear()
    for node in root.querySelectorAll("[data-card]"):
        r = node.getBoundingClientRect()
        code = str(node.getAttribute("data-card"))
        out.setdefault(code, []).append((r.left, r.top, *_in_box(node, r)))
        if not _nil(node.closest(".felt-middle")):
            _LEAVING.append((code, str(node.outerHTML), r.left, r.top, r.width))
    _POT.clear()
    pot = root.querySelector('[data-testid="pot"]')
    if not _nil(pot) and _nil(root.querySelector(".result-hand.winner")):
        r = pot.getBoundingClientRect()
        _POT.append((r.left + r.width / 2, r.top + r.height / 2))
    _BETS.clear()
    for node in root.querySelectorAll('[data-testid^="bet-"]'):
        r = node.getBoundingClientRect()
        _BETS.append((str(node.getAttribute("data-testid")), str(node.outerHTML), r.left, r.top))
    return out


#: The bets in front of the seats before a render (testid, markup, left, top): a
#: bet gone after it (the round's bets gathered) slides into the pot.
_BETS: list[tuple[str, str, float, float]] = []


def _ghost(html: str, x: float, y: float, extra: str = "") -> Any:
    doc = js.document
    holder = doc.createElement("div")
    holder.setAttribute("aria-hidden", "true")
    holder.setAttribute("inert", "")
    holder.className = "leaving"
    holder.style.cssText = (f"position:fixed;left:{x}px;top:{y}px;z-index:4;"
                            f"pointer-events:none;margin:0;{extra}")
    holder.innerHTML = html
    for node in holder.querySelectorAll("[data-testid], [data-card], [id], [tabindex]"):
        for name in ("data-testid", "data-card", "id", "tabindex"):
            node.removeAttribute(name)  # a copy: nothing to find, focus or read
    doc.body.appendChild(holder)
    js.setTimeout(create_once_callable(holder.remove), LEAVE_MS + 40)
    return holder


def _to_pot(root: Any) -> None:
    pot = root.querySelector('[data-testid="pot"]')
    if _nil(pot):
        return
    p = pot.getBoundingClientRect()
    for testid, html, x, y in _BETS:
        if not _nil(root.querySelector(f'[data-testid="{testid}"]')):
            continue
        holder = _ghost(f'<div class="swingo-table">{html}</div>', x, y)
        holder.classList.add("chips")
        dx, dy = p.left + p.width / 2 - x - 20, p.top + p.height / 2 - y - 10
        holder.animate(_obj([{"transform": "none", "opacity": 1},
                             {"transform": f"translate({dx}px, {dy}px) scale(.8)",
                              "opacity": .2}]),
                       _obj({"duration": LEAVE_MS, "easing": "ease-in", "fill": "forwards"}))


#: The middle of the pot before a render that showed no result: when a hand's
#: result follows, each winner's chips pulse where they are said.
_POT: list[tuple[float, float]] = []

#: A result that waits for Next, a finished game's result, the out-of-chips panel:
#: nothing may fly over them (playtest: a deal's last cards crossed its scores).
PANELS = '[data-testid="round-result"], [data-testid="results"], [data-testid="out-panel"]'


def settle() -> None:
    """End every flight at once: the fading copies go, moving cards land."""
    for node in js.document.querySelectorAll(".leaving"):
        node.remove()
    for anim in js.document.getAnimations():
        anim.finish()


def _pulse_winners(root: Any) -> None:
    """The chips each winner won grow and settle in place (they never fly)."""
    for won in root.querySelectorAll(".result-hand.winner .net"):
        _animate(won, [{"transform": "scale(1.35)"}, {"transform": "none"}], LEAVE_MS)


#: The middle's cards before a render (code, markup, left, top): one that is gone
#: after it (a pile swooped away, W-rules) leaves as a fading copy, not at once.
_LEAVING: list[tuple[str, str, float, float, float]] = []


def _leave(root: Any, gone: set[str]) -> None:
    for code, html, x, y, w in _LEAVING:
        if code not in gone:
            continue
        holder = _ghost(html, x, y, f"--card-w:{w}px")
        anim = holder.animate(
            _obj([{"transform": "none", "opacity": 1},
                  {"transform": "translate(0, -40px) scale(.7) rotate(-12deg)", "opacity": 0}]),
            _obj({"duration": LEAVE_MS, "easing": "ease-in", "fill": "forwards"}))
        del anim


def _in_box(node: Any, r: Any) -> tuple[str, float, float]:
    """The card's box (its ``data-testid``) and the card's offset in it."""
    parent = node.parentElement
    box = None if _nil(parent) else parent.closest("[data-testid]")
    if box is None or _nil(box):
        return "", r.left, r.top
    b = box.getBoundingClientRect()
    return str(box.getAttribute("data-testid")), r.left - b.left, r.top - b.top


def _animate(node: Any, frames: list[dict[str, Any]], ms: int, delay: int = 0) -> None:
    timing = {"duration": ms, "easing": "ease-out"}
    if delay:
        timing |= {"delay": delay, "fill": "backwards"}
    node.animate(_obj(frames), _obj(timing))


def _turn_after(root: Any, flight_ms: int) -> None:
    """Whose turn it is and the controls come in as the last card lands (a playtest:
    "Your move." showed while the bot's card was still on its way)."""
    for node in root.querySelectorAll("[data-testid=status], [data-testid=controls]"):
        _animate(node, [{"opacity": 0}, {"opacity": 1}], TURN_MS, delay=flight_ms - 60)


def _seat(root: Any, seat: int) -> Any:
    return root.querySelector(f'[data-testid="seat-{seat}"], [data-testid="seat-{seat}-bar"]')


def play(root: Any, before: Rects, mover: int | None) -> None:
    """Animate from the places in ``before`` to the cards' places now; when a result
    shows, no card moves: flights still under way end, and the winners' chips pulse."""
    if not _nil(root.querySelector(PANELS)):
        settle()
        _pulse_winners(root)
        return
    seat = None if mover is None else _seat(root, mover)
    from_seat = None
    if seat is not None and not _nil(seat):
        box = seat.getBoundingClientRect()
        from_seat = (box.left + box.width / 2, box.top + box.height / 2)
        # inside the seat's edge: outside it, the strip or side it sits in cut it
        _animate(seat, [{"boxShadow": "inset 0 0 0 4px #fff"},
                        {"boxShadow": "inset 0 0 0 0 transparent"}], PULSE_MS)
        # the bet lights up where it is: grown, it crossed its seat's edge (a
        # playtest at 1280x800: "bet 72" over the border of Cleo's seat)
        bet = root.querySelector(f'[data-testid="bet-{mover}"]')
        if not _nil(bet):
            _animate(bet, [{"backgroundColor": "#ffcc33", "boxShadow": "inset 0 0 0 2px #fff"},
                           {"backgroundColor": "#fff3c4",
                            "boxShadow": "inset 0 0 0 0 transparent"}], PULSE_MS)
    pack_node = root.querySelector(".swap-middle .pack")
    pack = None
    if not _nil(pack_node):
        box = pack_node.getBoundingClientRect()
        pack = (box.left + 12, box.top + box.height / 2)
    flight = 0  # the longest card flight started
    for node, r, old in _matched(root, before):
        if old is not None:
            x, y, box, bx, by = old
            dx, dy = x - r.left, y - r.top
            now_box, now_x, now_y = _in_box(node, r)
            stayed = box == now_box != "" and abs(bx - now_x) + abs(by - now_y) <= 2
            if abs(dx) + abs(dy) > 2 and not stayed:
                over = {} if _nil(node.closest(MIDDLE)) else OVER
                _animate(node, [{"transform": f"translate({dx}px, {dy}px)", **over},
                                {"transform": "none", **over}], SLIDE_MS)
                flight = max(flight, SLIDE_MS)
        elif from_seat is not None and not _nil(node.closest(MIDDLE)):
            dx = from_seat[0] - (r.left + r.width / 2)
            dy = from_seat[1] - (r.top + r.height / 2)
            _animate(node, [{"transform": f"translate({dx}px, {dy}px) scale(.6)", "opacity": .4,
                             **OVER}, {"transform": "none", "opacity": 1, **OVER}], ENTER_MS)
            flight = ENTER_MS
        elif pack is not None and not _nil(node.closest(".swap-row")):
            dx = pack[0] - (r.left + r.width / 2)  # Swap Poker: a stack lands from the pack
            dy = pack[1] - (r.top + r.height / 2)
            _animate(node, [{"transform": f"translate({dx}px, {dy}px) scale(.6)", "opacity": .4},
                            {"transform": "none", "opacity": 1}], ENTER_MS)
            flight = ENTER_MS
        else:
            _animate(node, [{"transform": "rotateY(90deg)"}, {"transform": "none"}], ENTER_MS)
    if flight:
        _turn_after(root, flight)
    _leave(root, {code for code, rest in before.items() if rest})
    _to_pot(root)
    if _POT:
        _pulse_winners(root)


def _matched(root: Any, before: Rects) -> list[tuple[Any, Any, Place | None]]:
    """Each face-up card now, its place now and the place it had before (None: new
    here). Two packs hold two of a card: one still in the box it was in keeps its
    place there first, and the others take what is left in page order (a playtest:
    Ana's K♦ flew to the pile out of your own face-up K♦, which flipped as if new).
    What is left in ``before`` afterwards is gone."""
    found = []
    for node in root.querySelectorAll("[data-card]"):
        r = node.getBoundingClientRect()
        found.append((node, r, str(node.getAttribute("data-card")), _in_box(node, r)[0]))
    olds: list[Place | None] = [None] * len(found)
    for k, (_node, _r, code, box) in enumerate(found):
        places = before.get(code) or []
        same = next((p for p in places if box != "" and p[2] == box), None)
        if same is not None:
            places.remove(same)
            olds[k] = same
    for k, (_node, _r, code, _box) in enumerate(found):
        left = before.get(code)
        if olds[k] is None and left:
            olds[k] = left.pop(0)
    return [(node, r, olds[k]) for k, (node, r, _code, _box) in enumerate(found)]


def _nil(value: Any) -> bool:
    return value is None or type(value).__name__ == "JsNull"


FOCUSABLE = "button:not([disabled]), a[href], [tabindex='0'], select, input"
#: A group of cards to choose from: one Tab stop, the arrow keys move inside it.
ROVING = "[data-roving]"
CHOICE = "button[data-ui=select]"
#: A group's cards the arrow keys reach: the cards to choose from and a card to
#: turn (Swoop's mystery card) among them.
ITEMS = "button:not([disabled])"


def _items(root: Any, current: Any) -> list[Any]:
    """The cards of the group ``current`` is one of ([] when it is in none)."""
    if _nil(current) or not root.contains(current):
        return []
    group = current.closest(ROVING)
    items = [] if _nil(group) else list(group.querySelectorAll(ITEMS))
    return items if current in items else []


def stops(root: Any) -> dict[int, int]:
    """Each group's Tab stop (by the group's place on the page): its place among the
    group's cards. A group without cards to choose from has none."""
    out = {}
    for k, group in enumerate(root.querySelectorAll(ROVING)):
        items = list(group.querySelectorAll(ITEMS))
        at = next((i for i, c in enumerate(items) if c.getAttribute("tabindex") == "0"), None)
        if at is not None and not _nil(group.querySelector(CHOICE)):
            out[k] = at
    return out


def rove(root: Any, kept: dict[int, int] | None = None) -> None:
    """Each group of cards to choose from (``data-roving``) is one Tab stop, so Tab
    goes from your cards to the controls at once (a playtest: a hand of 20 cards
    was 20 Tab stops before Play). The stop is the focused card, else the picked
    one, else the one at the group's place in ``kept`` (``stops`` before a move: the
    card that took the played one's place, else the last; by default the stops
    now), else the first; the arrow keys reach the others (``step_focus``)."""
    active = js.document.activeElement
    kept = stops(root) if kept is None else kept
    for k, group in enumerate(root.querySelectorAll(ROVING)):
        if _nil(group.querySelector(CHOICE)):
            continue
        items = list(group.querySelectorAll(ITEMS))
        at = kept.get(k)
        stop = (next((c for c in items if c == active), None)
                or next((c for c in items if c.getAttribute("aria-pressed") == "true"), None)
                or (None if at is None else items[min(at, len(items) - 1)])
                or items[0])
        for c in items:
            c.setAttribute("tabindex", "0" if c == stop else "-1")


def edge_focus(root: Any, current: Any, last: bool) -> bool:
    """Home and End: the first or the last card of the focused group of cards to
    choose from (``data-roving``). False when the focus is in none."""
    items = _items(root, current)
    if not items:
        return False
    items[-1 if last else 0].focus()
    rove(root)
    return True


def step_focus(root: Any, current: Any, step: tuple[int, int]) -> bool:
    """Move the focus to the nearest control in the arrow's direction: along the
    row for left/right, to the nearest row for up/down. In a group of cards (a
    toolbar) the arrows stay in it: left/right the previous or next card, up/down
    the nearest in the line above or below (a hand on lines), none past its edge.
    False when the arrow moves nothing outside a group."""
    items = _items(root, current)
    if items:
        k = items.index(current)
        if step[0]:
            best = items[max(0, min(k + step[0], len(items) - 1))]
        else:
            best = _nearest(current, [c for c in items if c != current], step) or current
        best.focus()
        rove(root)  # the card reached is its group's Tab stop now
        return True
    if _nil(current) or not root.contains(current):
        return False
    best = _nearest(current, [n for n in root.querySelectorAll(FOCUSABLE) if n != current],
                    step)
    if best is None:
        return False
    best.focus()
    rove(root)
    return True


def _nearest(current: Any, nodes: list[Any], step: tuple[int, int]) -> Any:
    """Of ``nodes``, the nearest to ``current`` in the arrow's direction, or None."""
    c = current.getBoundingClientRect()
    cx, cy = c.left + c.width / 2, c.top + c.height / 2
    found: list[tuple[float, float, float, Any]] = []
    for node in nodes:
        r = node.getBoundingClientRect()
        if r.width == 0 or r.height == 0:
            continue
        x, y = r.left + r.width / 2, r.top + r.height / 2
        found.append((x, y, r.height, node))
    dx, dy = step
    if dx:
        row = [f for f in found if abs(f[1] - cy) < max(c.height, f[2]) / 2
               and (f[0] - cx) * dx > 1]
        return min(row, key=lambda f: abs(f[0] - cx))[3] if row else None
    ahead = [f for f in found if (f[1] - cy) * dy > c.height / 3]
    if not ahead:
        return None
    near_y = min(ahead, key=lambda f: abs(f[1] - cy))[1]
    row = [f for f in ahead if abs(f[1] - near_y) < f[2] / 2]
    return min(row, key=lambda f: abs(f[0] - cx))[3]
