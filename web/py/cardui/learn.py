"""Learn to play (issue 19): the lobby's list of guided first games, and a guide's
sentence on the table. Pure: data in, markup out."""

from __future__ import annotations

from typing import Any

from .coach import coach_line
from .guides import GuideRun
from .markup import Html, el
from .session import Session


def learn_panel(infos: list[dict[str, Any]], learned: Any) -> Html | None:
    """One button per game that has a guide (``info["guide"]``), a tick on the
    ones finished."""
    done = set(learned) if isinstance(learned, list) else set()
    rows = [el("li", {},
               el("button", {"type": "button", "class_": "btn", "data_ui": "learn",
                             "data_arg": info["id"], "data_testid": f"learn-{info['id']}",
                             "aria_label": f"Learn {info['title']}"}, info["title"]),
               el("span", {"class_": "learned", "data_testid": f"learned-{info['id']}"},
                  "\u2713 done") if info["id"] in done else None)
            for info in infos if info.get("guide")]
    if not rows:
        return None
    return el("section", {"class_": "panel learn", "aria_labelledby": "learn-h",
                          "data_testid": "learn"},
              el("h2", {"id": "learn-h"}, "Learn to play"),
              el("p", {"class_": "help"}, "New to a game? Play a first game set up so that "
                 "every rule happens, one step at a time (your game in progress is kept)."),
              el("ul", {"class_": "learn-list"}, rows))


def guide_line(run: GuideRun, session: Session) -> Html:
    """The guide's sentence now, with "Next" when it waits to be read."""
    text, waits = run.sentence(session)
    nxt = el("button", {"type": "button", "class_": "btn btn-primary", "data_ui": "guide-next",
                        "data_testid": "guide-next", "autofocus": True}, "Next") \
        if waits else None
    step = run.step(session)
    expect = None
    if step is not None and step.seat == run.guide.person and not waits:
        import json

        # the instructed move, for the e2e test that follows the instructions
        expect = json.dumps(step.action, separators=(",", ":"))
    line = coach_line(kind="guide", text=text or "\u2026", names=session.names, extra=nxt)
    if expect is None:
        return line
    return el("div", {"class_": "guide-step", "data_guide_action": expect,
                      "data_guide_step": len(session.state.log)}, line)
