"""The table fitted to the screen after each render (browser only).

The felt keeps its place while the bots play, and on a phone with room through
the whole game: the strip of moves since your turn shows the latest moves that
fit in two rows (one on a desktop), and the rows above the felt and the
controls below it keep their height, growing but never shrinking
(``HeldHeights``). On a phone the strip of other seats ends at
a whole row and shows the seats that matter (``strip_view``); a page that scrolls
brings your cards into view when it becomes your turn.
"""

from __future__ import annotations

from typing import Any

import js  # type: ignore[import-not-found]

try:  # Pyodide >= 0.28 gives JS null as ``jsnull``, not None
    from pyodide.ffi import jsnull  # type: ignore[import-not-found, unused-ignore]
except ImportError:  # pragma: no cover
    jsnull = None

from .screens import earlier_label, since_more


def nil(value: Any) -> bool:
    """JS null/undefined, whichever way this Pyodide hands them over."""
    return value is None or value is jsnull or type(value).__name__ == "JsNull"


#: The rows above the felt whose height is held: whose turn it is (Skip beside it
#: while the bots play), for the whole game; the news (the strip of moves and the
#: coach's line), until your turn.
STATUS = ".screen-table.playing > .status-row"
NEWS = ".screen-table.playing > .table-news"
#: Your controls at the foot, and the screen that keeps their room while the bots
#: play: the felt above does not grow into it and shrink back at your turn.
SCREEN = ".screen-table.playing"
CONTROLS = f"{SCREEN} > .controls"


def fit_table(root: Any, held: HeldHeights, seat: int | None = None) -> None:
    """Everything that is measured, in the order one depends on the other;
    ``seat``: the other seat a phone's strip of seats shows first."""
    fit_since(root)
    held.hold(root)
    fit_strip(root, seat)
    fit_swap_cards(root)
    fit_swingo_mine(root)
    fit_since_to_news(root)
    show_news_foot(root)


def fit_swap_cards(root: Any) -> None:
    """Swap Poker's cards on a wide screen, sized to the screen's height
    (table.css), are made smaller still where the rows above the felt take more
    than it allows for, so both name bars show whole (playtest 14 at 1280x800: a
    status row held at the height of Skip left your bar cut by the felt's foot)."""
    table = root.querySelector(".screen-table.playing .swap-table")
    if nil(table):
        return
    table.style.removeProperty("--card-w")
    over = float(table.scrollHeight) - float(table.clientHeight)
    card = table.querySelector(".swap-row .card")
    if over <= 1 or nil(card) or not js.window.matchMedia("(min-width: 720px)").matches:
        return
    for _ in range(2):  # a stack's offsets grow with the cards: once more if need be
        width = float(card.getBoundingClientRect().width)
        table.style.setProperty("--card-w", f"{max(44.0, width - over / 2.8 - 1):.1f}px")
        over = float(table.scrollHeight) - float(table.clientHeight)
        if over <= 1:
            return


#: The oval felt of a wide screen (table.css), where the felt does not scroll.
OVAL = "(min-width: 1000px) and (min-height: 600px)"
#: Your Swingo cards (hole cards, or the five to choose from) no smaller than this.
LEAST_MINE = 36.0


def fit_swingo_mine(root: Any) -> None:
    """Your Swingo place on the oval felt of a wide screen shows whole where the felt
    holds more than its height: first the felt is drawn tighter (``tight``,
    table.css: smaller gaps, the last move not said twice), then your cards are
    made smaller, so your board, your cards and "Best now" show (a playtest at
    1280x800, 5 players: with "Hand 1 result" at the felt's top and Cleo's "bet 42"
    on a line of its own, your hole cards' foot and "Best now" were under the
    felt's rim, the felt scrolling unseen)."""
    mine = root.querySelector(".screen-table.playing .swingo-mine")
    if nil(mine):
        return
    mine.style.removeProperty("--card-w")
    place = mine.closest(".felt-me")
    area = root.querySelector(".screen-table.playing > .table-area")
    card = mine.querySelector(".card")
    if nil(place) or nil(area) or nil(card):
        return
    felt = place.parentElement
    felt.classList.remove("tight")
    if not js.window.matchMedia(OVAL).matches \
            or not nil(root.querySelector(".every-choice[open]")):
        return

    def over() -> float:
        # your place's foot under the felt's (the area's padding is the oval's rim)
        foot = float(area.getBoundingClientRect().bottom) - float(
            js.parseFloat(js.getComputedStyle(area).paddingBottom))
        return max(float(area.scrollHeight) - float(area.clientHeight),
                   float(place.getBoundingClientRect().bottom) + float(area.scrollTop) - foot)

    if over() <= 1:
        return
    felt.classList.add("tight")
    for _ in range(3):  # a row of cards that wraps, or a label beside them: again
        more = over()
        box = card.getBoundingClientRect()
        width = float(box.width)
        if more <= 1 or width <= LEAST_MINE:
            return
        tall = float(box.height) / width
        mine.style.setProperty("--card-w", f"{max(LEAST_MINE, width - more / tall - 1):.1f}px")


def fit_since_to_news(root: Any) -> None:
    """News squeezed by a short column (it scrolls to its foot, ``show_news_foot``)
    shows fewer of the moves since yours, "+N more" counting the rest, rather than
    the oldest cut at its top (a playtest at 390x844, Learn Swingo's first step:
    "Ann posts the small blind 1" half hidden under "Your move.")."""
    news = root.querySelector(NEWS)
    strip = root.querySelector(".since")
    if nil(news) or nil(strip):
        return
    if float(news.scrollHeight) <= float(news.clientHeight) + 1:
        return
    strip.style.setProperty("min-height", "46px")  # two rows: "+N more" is 44 px high
    items = list(strip.querySelectorAll(".since-item"))
    shown = [item for item in items if _shown(item)]
    while len(shown) > 1 and float(news.scrollHeight) > float(news.clientHeight) + 1:
        shown.pop(0).classList.add("since-old")
        _say_earlier(strip, len(items) - len(shown))
        _keep_label_with(strip, shown)


def show_news_foot(root: Any) -> None:
    """News cut short to leave room for a big hand (it scrolls, table.css) shows
    its foot: the latest moves, the last bot's reason and the Hint button, with
    the older moves scrolled off its top (playtest 11: Swoop at 390x844 with 21
    cards showed "Why: no card in hand or" and no Hint button at all)."""
    news = root.querySelector(NEWS)
    if not nil(news) and float(news.scrollHeight) > float(news.clientHeight) + 1:
        news.scrollTop = float(news.scrollHeight)


def show_latest_in_log(root: Any) -> None:
    """An open log shows its latest line (a playtest: it opened at its top, the
    latest move below the fold of its panel). After a render only: a group of the
    log opened by hand keeps its place."""
    panel = root.querySelector("[data-testid=log]")
    last = root.querySelector("[data-testid=log-current] li:last-child")
    if nil(panel) or nil(last):
        return
    below = float(last.getBoundingClientRect().bottom) - float(
        panel.getBoundingClientRect().bottom) + float(
        js.parseFloat(js.getComputedStyle(panel).paddingBottom))
    if below > 0:
        panel.scrollTop = float(panel.scrollTop) + below


def fit_since(root: Any) -> None:
    """The strip since your move shows the latest moves that fit in two rows (one on
    a desktop); the earlier ones are counted by "+N earlier" and read in the log (a
    playtest at 390x844: the strip grew from one row to three as the bots played,
    and moved the whole table down 140 px). A single move too long for them is shown
    whole."""
    strip = root.querySelector(".since")
    if nil(strip):
        return
    items = list(strip.querySelectorAll(".since-item"))
    shown = [item for item in items if _shown(item)]
    while True:
        if len(shown) < len(items):
            _say_earlier(strip, len(items) - len(shown))
        _keep_label_with(strip, shown)
        if len(shown) <= 1 or _fits(strip):
            return
        shown.pop(0).classList.add("since-old")


def _keep_label_with(strip: Any, shown: list[Any]) -> None:
    """A first move too long to start beside the label ("So far:"), and wider than
    a line, flows on from it as a line of text does (``since-flow``, table.css):
    the label stood alone on its line, the move under it (Swoop's start at
    390x844: "Deal 1: you play first, with the highest card drawn")."""
    for item in shown:
        item.classList.remove("since-flow")
    label = strip.querySelector(".since-label")
    if shown and not nil(label) and float(shown[0].getBoundingClientRect().top) >= float(
            label.getBoundingClientRect().bottom) - 1 and _lines(shown[0]) > 1:
        shown[0].classList.add("since-flow")


def _lines(element: Any) -> int:
    """How many lines a move's chip takes: one of more than one is wider than its
    line. Only such a move flows on from the label; one that fits a line moves to
    the next whole (a playtest at 390x844: "Ben posts the big blind" beside "So
    far:", its "2" under it as if a move of its own)."""
    line = float(js.parseFloat(js.getComputedStyle(element).lineHeight))
    tall = float(element.getBoundingClientRect().height)
    return max(1, round(tall / line)) if line > 0 else 1


def _shown(element: Any) -> bool:
    return float(element.getBoundingClientRect().width) > 1


def _say_earlier(strip: Any, count: int) -> None:
    """"+N earlier" says ``count``, on every screen size."""
    more = strip.querySelector(".since-more")
    if nil(more):
        strip.insertAdjacentHTML("afterbegin", str(since_more(count, count)))
        return
    more.classList.remove("since-more-narrow")
    for span in more.querySelectorAll(".narrow-count, .wide-count"):
        span.innerHTML = str(earlier_label(count))


def _fits(strip: Any) -> bool:
    """The strip's label and moves (beside "+N earlier", at its top right) are no
    taller than its least height (table.css: two rows on a phone or tablet, one on
    a desktop), by its height: a long move wraps inside its own box."""
    least = float(js.parseFloat(js.getComputedStyle(strip).minHeight))
    return float(strip.scrollHeight) <= least + 1


class HeldHeights:
    """The felt stays where it is (a playtest: each bot's move moved the table up
    or down a row). The line that says whose turn it is keeps its tallest height
    through the game (Skip beside it while the bots play), and the news (the strip
    of moves since yours and the coach's line) the height it had when your turn
    began, growing but never shrinking, while the bots play.

    A phone with room (``ROOMY``) holds more (playtest 10, Swoop at 390x844: your
    own cards' top sat at 394, 433, 476 and 497 px on different turns of one game,
    so a tap could land on the wrong card): the news keeps its tallest height on
    your turns too, and the controls theirs, their room kept at the screen's foot
    while the bots play, so the strip of seats does not grow a row into it and
    shrink back. What the person asks for (a hint, a lesson's step) is as tall as
    it needs and is not held. A short phone gives your cards that room instead. In
    a phone's column a row holds its height as its flex basis (table.css)."""

    #: Where holding the news and the controls through your turn costs nothing: a
    #: screen taller than a short phone, the board's choices closed. A desktop's
    #: too (a playtest at 1280x800: Hint, or a Swoop card picked, brought a line
    #: or a Play button into the controls and moved the oval's seats 14-61 px).
    ROOMY = "(min-height: 700.02px)"

    def __init__(self) -> None:
        self.key: tuple[Any, ...] | None = None
        self.tallest: dict[str, float] = {}
        self.my_turn = False
        self.turn_began = 0.0  # the news's height when your turn began
        self.controls_margin = "0"  # the controls' top margin, kept for their room
        self.room: float | None = None  # the controls' room at your last turn
        self.news_mine = 0.0  # the news's height at your last turn

    def start(self, game: Any) -> None:
        """A new game, or a new screen size: nothing held yet."""
        key = (game, int(js.window.innerWidth), int(js.window.innerHeight))
        if key != self.key:
            self.key, self.tallest, self.room = key, {}, None

    def hold(self, root: Any) -> None:
        my_turn = not nil(root.querySelector(".screen-table [data-testid=controls]"))
        roomy = bool(js.window.matchMedia(self.ROOMY).matches) \
            and nil(root.querySelector(".every-choice[open]"))
        asked = not nil(root.querySelector(f"{SCREEN} :is(.coach-hint, .coach-thinking,"
                                           " .coach-guide)"))
        # a lesson's lines come one after another: the news grows to the longest so
        # far and keeps it (playtest 18: the Swap Poker lesson's felt went 207, 257,
        # 239, 200, 255 px down as its lines changed)
        lesson = not nil(root.querySelector(f"{SCREEN} .coach-guide"))
        for selector in (STATUS, NEWS):
            row = root.querySelector(selector)
            if nil(row) or str(js.getComputedStyle(row).display) == "none":
                continue
            prop = "flex-basis" if "flex" in str(js.getComputedStyle(row.parentElement).display) \
                else "min-height"
            row.style.removeProperty(prop)
            natural = float(row.scrollHeight)
            if selector == NEWS and my_turn and not roomy:  # as tall as its content
                if not self.my_turn:
                    self.turn_began = natural
                continue
            if selector == NEWS and self.my_turn and not roomy:  # the bots' turns begin
                self.tallest[NEWS] = self.turn_began
            tallest = max(self.tallest.get(selector, 0.0), natural)
            if selector == NEWS and roomy:
                tallest = max(tallest, _news_room(row))
            if not (selector == NEWS and asked and not lesson):
                self.tallest[selector] = tallest
            row.style.setProperty(prop, f"{tallest:.1f}px")
        self.my_turn = my_turn
        self._hold_controls(root, roomy, asked, lesson)

    def _hold_controls(self, root: Any, roomy: bool, asked: bool, lesson: bool) -> None:
        """The controls keep their tallest height, and while the bots play (no
        controls) the screen keeps that room at its foot (playtest 10: with the
        controls gone, Swoop's strip of seats grew a row and moved your cards
        down 100 px, and back up at your turn). With room, a hint's height is kept
        too (your Swingo cards sit on the controls, and each hint moved them 67
        px). Neither is kept where it would cut a strip of seats that shows every
        seat without it: after a hint the strip scrolled to one row for the rest
        of the game over an empty band at the foot, and at a showdown Dev's shown
        hole cards were scrolled out of sight (this stop, Swingo with 5 at
        390x844)."""
        screen = root.querySelector(SCREEN)
        if nil(screen):
            return
        controls = root.querySelector(CONTROLS)
        if not nil(controls):
            controls.style.removeProperty("min-height")
            self.controls_margin = str(js.getComputedStyle(controls).marginTop)
            height = float(controls.getBoundingClientRect().height)
            kind = HINTED if asked else CONTROLS
            if roomy or not asked:
                self.tallest[kind] = max(self.tallest.get(kind, 0.0), height)
            if not roomy:
                self.room = self.tallest.get(CONTROLS, 0.0)
                return
            self.room = height
            cut = _strip_cut(root)  # at the controls' own height
            plain, hinted = self.tallest.get(CONTROLS, 0.0), self.tallest.get(HINTED, 0.0)
            for room, keeps in ((hinted, False), (plain, cut)):
                if room <= height:
                    continue
                controls.style.setProperty("min-height", f"{room:.1f}px")
                if not keeps and room == plain:  # as much as the strip spares
                    room = max(height, room - _strip_overflow(root))
                    controls.style.setProperty("min-height", f"{room:.1f}px")
                short = _row_short(root)
                if short > 0:  # never so much that no row of seats shows whole
                    room = max(height, room - short)
                    controls.style.setProperty("min-height", f"{room:.1f}px")
                if keeps or not _strip_cut(root):
                    self.room = room
                    break
                controls.style.removeProperty("min-height")
            # never at the cost of what must show, nor of the news's held height
            # (a playtest: a held room of the controls cut the news from 133 to 110
            # px at every other turn, and the felt and your cards moved 23 px)
            news = root.querySelector(NEWS)
            kept = None if nil(news) else max(float(news.scrollHeight),
                                              self.tallest.get(NEWS, 0.0))
            if _squeezed(root, screen, kept) > 0:
                controls.style.removeProperty("min-height")
            self.news_mine = 0.0 if nil(news) else float(news.clientHeight)
            return
        room = self.room if self.room is not None else FIRST_ROOM
        if room and roomy:  # as much of it as the screen can spare
            room += float(js.parseFloat(self.controls_margin or "0"))
            screen.style.setProperty("padding-bottom", f"{room:.1f}px")
            # the news as high as at your turn, its foot shown (this stop, Swoop
            # for 4 at 390x844: the room gave way to each bot's reason, 3 to 46 px,
            # and the felt and your cards moved at every other bot's move); a
            # lesson's news whole, to be read (a playtest at 390x844: its first
            # step's strip of moves was cut to its foot under "Ann to play."); before
            # your first turn, the height it holds (a playtest, Swoop for 3 at
            # 390x844: the bots moving first, the news was squeezed 17 px under its
            # room, and the felt moved down as your first turn came)
            kept = self.news_mine or self.tallest.get(NEWS, 0.0)
            over = _squeezed(root, screen, None if lesson else kept)
            if over > 0:
                room = max(0.0, room - over)
                screen.style.setProperty("padding-bottom", f"{room:.1f}px")
            short = _row_short(root)
            if short > 0:  # a bot's shown hole cards, whole
                screen.style.setProperty("padding-bottom", f"{max(0.0, room - short):.1f}px")


def _news_room(news: Any) -> float:
    """The news's room from the first turn where table.css reserves one
    (``--news-room``): the strip's two rows and a bot's longest reason (a playtest,
    Swoop for 4 at 390x844: the news grew from the Hint button alone to two rows and
    a reason of three lines over a game, and moved the felt and your cards down 87
    px, a row at a time)."""
    room = str(js.getComputedStyle(news).getPropertyValue("--news-room")).strip()
    return float(js.parseFloat(room)) if room else 0.0


#: The controls' tallest height with a hint in them, held apart (``_hold_controls``).
HINTED = f"{CONTROLS} with a hint"


def _strip_overflow(root: Any) -> float:
    """How much of a phone's strip of other seats is out of its sight, in px."""
    strip = root.querySelector(".felt-others")
    return 0.0 if nil(strip) else float(strip.scrollHeight) - float(strip.clientHeight)


def _row_short(root: Any) -> float:
    """How many px a phone's strip of other seats lacks to show the row of seats at
    the top of its view whole (playtest 19, Swingo for 5 at 390x844: at the show or
    muck, Ana's row with her shown hole cards was 134 px high in a 115 px strip, the
    held room of the controls below it; the strip's foot cut her hole cards)."""
    strip = root.querySelector(".felt-others")
    if nil(strip) or strip.scrollHeight <= strip.clientHeight + 1:
        return 0.0
    view_top = float(strip.getBoundingClientRect().top) + float(strip.clientTop)
    boxes = [seat.getBoundingClientRect() for seat in strip.querySelectorAll(".felt-side > *")]
    tops = [float(b.top) for b in boxes if float(b.top) >= view_top - 1]
    if not tops:
        return 0.0
    row = min(tops)
    foot = max(float(b.bottom) for b in boxes if abs(float(b.top) - row) <= 2)
    return max(0.0, foot - view_top - float(strip.clientHeight))


def _strip_cut(root: Any) -> bool:
    """A phone's strip of other seats shows only some of them (it scrolls)."""
    return _strip_overflow(root) > 1


#: The controls' room kept before your first turn shows them, in px: Swingo's
#: betting controls at a phone's width (a line and three rows of buttons). Without
#: it the bots' first moves left your cards at the screen's foot, and they jumped
#: up 195 px when your turn came.
FIRST_ROOM = 195.0


def _squeezed(root: Any, screen: Any, news_kept: float | None = None) -> float:
    """How far the screen runs past its foot, or the news is cut to scroll (or
    below ``news_kept`` px high, when given), in px (playtest 11: with a hand of
    21 cards, Swoop's news was cut to 46 px of its 113, "Why: no card in hand
    or", and the hinted Play button half below the screen)."""
    over = float(screen.scrollHeight) - float(screen.clientHeight)
    area = root.querySelector(f"{SCREEN} > .table-area")  # a desktop's felt scrolls
    if not nil(area):
        over = max(over, float(area.scrollHeight) - float(area.clientHeight))
    news = root.querySelector(NEWS)
    if not nil(news):
        want = float(news.scrollHeight) if news_kept is None else news_kept
        over = max(over, want - float(news.clientHeight))
    return over if over > 1 else 0.0


def bring_my_turn_into_view(root: Any) -> None:
    """A page that scrolls (a phone held sideways) shows your own cards when a move
    makes it your turn (a playtest: at your hole choice the page stayed on the bots'
    seats, your cards below the fold and nothing saying it was your move)."""
    mine = root.querySelector(".felt-me")
    if nil(mine) or nil(root.querySelector("[data-testid=controls]")):
        return
    if js.document.documentElement.scrollHeight > js.window.innerHeight + 1:
        mine.scrollIntoView(js.JSON.parse('{"block": "nearest"}'))


#: The room kept between a result's heading and the bar of its buttons, in px.
RESULT_HEAD_ROOM = 8


def bring_result_into_view(root: Any) -> None:
    """A game's result, when it comes, shows its heading above the bar of Rematch
    and New game at the screen's foot (sticky, table.css): a playtest at 1024x768,
    the Swingo lesson's note above the table, had "You win the match!" half under
    that bar. The page scrolls just enough, as little as it can."""
    head = root.querySelector("[data-testid=results] [data-testid=result-title]")
    if nil(head):
        return
    box = head.getBoundingClientRect()
    bar = root.querySelector("[data-testid=results] > .results-actions")
    # where the bar stands once the page has scrolled (sticky, it sits lower while the
    # result's top is near the screen's foot)
    foot = float(js.window.innerHeight) - (0 if nil(bar) else float(bar.offsetHeight))
    over = float(box.bottom) + RESULT_HEAD_ROOM - foot
    if box.top < 0:  # above the screen: down to it
        js.window.scrollBy(0, float(box.top) - RESULT_HEAD_ROOM)
    elif over > 0:  # under the bar: up above it, never past the screen's top
        js.window.scrollBy(0, min(over, float(box.top)))


#: What is kept under a strip of seats that shows them all (the ring of the last
#: play on Swoop's pile, raised 6 px), in px.
CUE_KEPT = 8


def fit_strip(root: Any, seat: int | None = None) -> None:
    """A phone's strip of other seats that scrolls (table.css) ends at the foot of
    its last whole row, not with the next row cut at its edge: the room below is
    left to the felt. A strip a few pixels short of showing every seat takes the
    band kept under it for the "more players" cue (a playtest at 390x844: Cleo, the
    third seat, hidden for want of 2 px). It shows the rows worth most
    (``strip_view``): ``seat`` if it is still in the hand, then the most seats
    still in it, its folded seats after the others (``live-first``) where one of
    those would be out of view otherwise (a playtest,
    Swingo for 5 at 390x844: a row of three folded seats in view, Dev who had just
    bet scrolled out of it over 60 px of empty felt)."""
    strip = root.querySelector(".felt-others")
    if nil(strip):
        return
    for prop in ("max-height", "min-height", "margin-bottom"):
        strip.style.removeProperty(prop)
    strip.classList.remove("live-first")
    room = float(strip.clientHeight)
    band = float(js.parseFloat(js.getComputedStyle(strip).marginBottom)) - CUE_KEPT
    if float(strip.scrollHeight) > room + max(band, 0.0) + 1 \
            and not nil(strip.querySelector(FOLDED)):
        view = _view_of(strip, seat, room)
        if view is None or view[2]:
            strip.classList.add("live-first")  # a seat in the hand out of view
    over = float(strip.scrollHeight) - room
    if 0 < over <= band + 1:
        strip.style.setProperty("margin-bottom", f"{CUE_KEPT}px")  # no cue: all shown
    elif over > 1:
        view = _view_of(strip, seat, room)
        if view is not None:
            # its least height too: a row's room (table.css --row) taller than a row
            # of seats won over the max-height (playtest 19, Swingo for 5 at 390x844:
            # a 79 px strip for 66 px rows showed 13 px of Dev's seat, cut at its foot)
            if view[1] < room - 1:
                for prop in ("max-height", "min-height"):
                    strip.style.setProperty(prop, f"{view[1]:.1f}px")
            strip.scrollTop = view[0]
    mark_strip_cue(strip)


#: A seat out of the hand (Swingo's folded or busted): it goes after the others in
#: a strip that scrolls.
FOLDED = ":is(.status-folded, .status-out)"
#: The worth of the seat to show (``fit_strip``): more than any row of seats.
SHOWN = 100


def _view_of(strip: Any, seat: int | None, room: float) -> tuple[float, float, bool] | None:
    """``strip_view`` of a strip of seats as it lies, and whether a seat still in the
    hand is out of that view."""
    top = strip.getBoundingClientRect().top + strip.clientTop - strip.scrollTop
    parts = []
    for part in strip.querySelectorAll(":scope > .felt-news, .felt-side > *"):
        box = part.getBoundingClientRect()
        live = part.matches(f"[data-testid^=seat-]:not({FOLDED})")
        worth = (SHOWN if part.getAttribute("data-testid") == f"seat-{seat}" else 1) \
            if live else 0
        parts.append((float(box.top) - top, float(box.bottom) - top, worth))
    view = strip_view(parts, room)
    if view is None:
        return None
    return view[0], view[1], view[2] < sum(worth for _top, _foot, worth in parts)


def strip_view(parts: list[tuple[float, float, int]],
               room: float) -> tuple[float, float, float] | None:
    """Where a strip of ``parts`` (each its top and foot in the strip, and its
    worth) shows them in ``room`` px: the view's top (a row's), height (to a row's
    foot) and worth, the rows in it worth most, the first of those; None: no row
    fits."""
    rows: list[list[float]] = []  # each its top, foot and worth
    for top, foot, worth in sorted(parts):
        if rows and top - rows[-1][0] <= 2:
            rows[-1][1], rows[-1][2] = max(rows[-1][1], foot), rows[-1][2] + worth
        else:
            rows.append([top, foot, worth])
    best: tuple[float, float, float] | None = None  # its worth, top and height
    for i, (start, _foot, _worth) in enumerate(rows):
        total, end = 0.0, None
        for row in rows[i:]:
            if row[1] - start > room + 1:
                break
            total, end = total + row[2], row[1]
        if end is not None and (best is None or total > best[0]):
            best = (total, start, end - start)
    return None if best is None else (best[1], best[2], best[0])


def mark_strip_cue(strip: Any) -> None:
    """The cue under a strip of seats says "more players" only where a seat is out
    of its view below (``no-seat-below``, table.css; a playtest at 390x844: "more
    players, last hand's result" under all four other seats); again when the strip
    is scrolled."""
    foot = float(strip.getBoundingClientRect().top) + float(strip.clientTop) + float(
        strip.clientHeight)
    below = any(float(seat.getBoundingClientRect().bottom) > foot + 1
                for seat in strip.querySelectorAll(".felt-side > *"))
    strip.classList.toggle("no-seat-below", not below)


def strip_scrolled(event: Any) -> None:
    """A scroll (it does not bubble: heard on its way down) of a strip of seats."""
    target = event.target
    if getattr(target, "matches", None) is not None and target.matches(".felt-others"):
        mark_strip_cue(target)
