"""The coach line on the table (issue 19): one line above the table that says
why. On the person's turn in a solo game it holds the Hint button and, once
pressed, the hard bot's move and reason; after a bot's move, that bot's reason;
in a guided first game, the step's instruction. Pure: data in, markup out."""

from __future__ import annotations

from typing import Any

from .markup import Html, classes, el
from .screens import event_markup


def hint_button() -> Html:
    return el("button", {"type": "button", "class_": "btn btn-quiet btn-hint",
                         "data_ui": "hint", "data_testid": "get-hint"}, "Hint")


def coach_line(*, kind: str, text: str = "", why: str = "",
               names: list[str] | None = None, who: int | None = None,
               offer_hint: bool = False, extra: Any = None, said_above: bool = False) -> Html:
    """``kind``: ``"hint"`` (the suggested move), ``"reason"`` (a bot's move in
    ``text`` and its reason in ``why``; ``who`` names the bot), ``"guide"`` (a
    lesson's step) or ``"idle"`` (only the button). ``text`` and ``why`` are plain
    text (escaped; cards show as the table shows them). ``said_above``: the strip
    of moves just above already tells the bot's move, so the line gives only the
    reason ("Cleo's reason: goes on the 4"; playtest 12 read the move three times
    on a desktop: in the strip, here and on the felt)."""
    names = names or []
    body: list[Any] = []
    said_above = said_above and kind == "reason" and who is not None and bool(why)
    if said_above:
        body = [event_markup(f"{{{who}}}", names),
                el("span", {"class_": "coach-why"}, "'s reason:"), " ", event_markup(why, names)]
    elif kind == "reason" and who is not None and text and not text.startswith(f"{{{who}}} "):
        body = [event_markup(f"{{{who}}}: ", names), event_markup(text, names)]
    elif text:
        body = [event_markup(text, names)]
    if kind == "reason" and body and why and not said_above:
        # "Gus plays K♥ K♣. Why: goes on the K": the bot's move, then its reason;
        # beside the Hint button the bare line read as advice (playtest 4)
        body += [". ", el("span", {"class_": "coach-why"}, "Why:"), " ",
                 event_markup(why, names)]
    if not body and not offer_hint and extra is None:
        return Html("")
    label = {"hint": "Hint", "thinking": "Hint", "reason": "Why",
             "guide": "Lesson"}.get(kind, "")
    return el("section", {"class_": classes("coach", f"coach-{kind}"),
                          "data_testid": "coach", "data_kind": kind,
                          "aria_label": label or "Hint"},
              hint_button() if offer_hint and kind != "reason" else None,
              el("p", {"class_": "coach-text", "data_testid": f"coach-{kind}"}, body)
              if body else None,
              # after a bot's reason, not before it: the line is not the hint
              hint_button() if offer_hint and kind == "reason" else None,
              extra)
