"""Benchmarks: ``python -m bench [NAME] [options]`` (``./dev bench [NAME]``).

Names: ``evaluator`` (hand evaluation vs treys, borrowed-card best hands),
``swap-poker``, ``swingo``, ``swoop`` (random-play throughput; ``--bots`` for
bot decision times), ``bots`` (bot decisions in CPython and in Pyodide under
Node.js on the same positions, with the ratio) and ``load`` (the built site's
cold and warm load in Chromium, next to a bare Pyodide page). Without a name the
four quick ones run (evaluator, swap-poker, swingo, swoop); ``all`` adds bots
and load. Every figure is measured side by side in one run.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
for path in (ROOT, ROOT / "core"):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

QUICK = ("evaluator", "swap-poker", "swingo", "swoop")
ALL = (*QUICK, "bots", "load")
#: Run by name only: ``replay`` (issue 19: replay times and daily save sizes),
#: ``hints`` (issue 19: the hard bot's hint time per game).
EXTRA = ("replay", "hints")


def run(name: str, argv: list[str]) -> int:
    module = importlib.import_module(f"bench.{name.replace('-', '_')}")
    print(f"== {name} ==", flush=True)
    code: int = module.main(argv)
    print(flush=True)
    return code


def main(argv: list[str]) -> int:
    if argv and argv[0] in ("-h", "--help"):
        print(__doc__)
        return 0
    if argv and argv[0] in (*ALL, *EXTRA):
        return run(argv[0], argv[1:])
    if argv and argv[0] != "all" and not argv[0].startswith("-"):
        print(f"unknown benchmark {argv[0]!r}; choose from {', '.join((*ALL, *EXTRA))} or all")
        return 2
    names = ALL if argv and argv[0] == "all" else QUICK
    return max(run(name, []) for name in names)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
