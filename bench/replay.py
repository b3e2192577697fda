"""Replays (issue 19): the daily deals' save sizes, and how long a replay takes
to reach the end and to step back one move (a fresh state plus the log
re-applied, with a copy every ``CHECKPOINT`` moves), on each game's daily deal
played out by hard bots and on a long Swingo match (``--hands``, heads-up)."""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

WEB_PY = Path(__file__).resolve().parents[1] / "web" / "py"
if str(WEB_PY) not in sys.path:
    sys.path.insert(0, str(WEB_PY))

DATE = "2026-11-24"


def _played(setup: object, uid: str) -> str:
    from cardui.session import Session, bot_choose

    s = Session(setup, uid=uid)  # type: ignore[arg-type]
    while not s.over:
        seat = s.state.to_act[0]
        s.apply(seat, bot_choose(s.bot_request(seat)))
    return s.to_save()


def _measure(name: str, text: str, rounds: int) -> None:
    from cardui.replay import Replay

    to_end, back = [], []
    for _ in range(rounds):
        r = Replay(text)
        t = time.perf_counter()
        r.state_at(r.end)
        to_end.append(time.perf_counter() - t)
        steps = min(20, r.end)
        t = time.perf_counter()
        for k in range(r.end, r.end - steps, -1):
            r.state_at(k - 1)
        back.append((time.perf_counter() - t) / max(steps, 1))
    print(f"{name}: save {len(text):,} characters, {Replay(text).end:,} moves; "
          f"replay to the end {statistics.median(to_end) * 1000:.1f} ms, one step back "
          f"{statistics.median(back) * 1000:.2f} ms (medians of {rounds} rounds)", flush=True)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="bench replay")
    parser.add_argument("--hands", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args(argv)
    from cardui import daily
    from cardui.session import Seat, Setup

    for game in daily.TABLES:
        text = _played(daily.daily_setup(game, DATE), daily.daily_uid(game, DATE))
        _measure(f"{game} daily {DATE}", text, args.rounds)
    # every seat is played by its bot level (the person's seat too)
    long = Setup("swingo", [Seat("You", "human", "medium"), Seat("Ana", "bot", "medium")], 5,
                 {"hands": args.hands})
    _measure(f"swingo heads-up, {args.hands} hands", _played(long, "bench"), args.rounds)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
