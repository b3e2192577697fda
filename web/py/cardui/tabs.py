"""The screen of a tab that does not have the table: the game is open (or was
moved) in another tab of this browser. Pure: data in, markup out."""

from __future__ import annotations

from .markup import Html, el

REASONS = {
    "open": "This game is open in another tab of this browser. It is played in one "
            "tab at a time, so no move is lost.",
    "moved": "This game is now played in another tab of this browser, so this tab "
             "stopped: play on there, or take it back here.",
    "unsaved": "This game is now played in another tab of this browser, so this tab "
               "stopped. Your last move here came after the other tab took the game "
               "and was not kept.",
}


def elsewhere_screen(reason: str, title: str) -> Html:
    return el("div", {"class_": "screen screen-elsewhere", "data_testid": "elsewhere"},
              el("section", {"class_": "panel", "role": "alert"},
                 el("h1", {}, title),
                 el("p", {"data_testid": "elsewhere-reason", "data_reason": reason},
                    REASONS.get(reason, REASONS["open"])),
                 el("div", {"class_": "row"},
                    el("button", {"type": "button", "class_": "btn btn-primary btn-big",
                                  "data_ui": "play-here", "data_testid": "play-here",
                                  "autofocus": True},
                       "Play here instead"))))
