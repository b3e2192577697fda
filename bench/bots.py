"""Bot decision times in CPython and in Pyodide (under Node.js), on the same positions.

``python -m bench bots [--positions 40] [--seed 1]``

Positions are sampled once, fixed by the seed, in two sets per game: reached by
random play (``random``), and met by each level when it plays whole games of its
own in every seat (``games``: the decisions people wait for, where bots think
longest). Each game's bots are timed on them in this CPython and in the npm
``pyodide`` runtime (the browser's interpreter, run by Node), in paired rounds that
alternate which runtime goes first; the table prints p50/p95 per game, level and
set, and the Pyodide/CPython ratio of the p95s (the median of the rounds' ratios,
with their range). Target: p95 <= 150 ms in Pyodide at every level.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "core"))

from bench.rounds import ratio_summary  # noqa: E402
from cardtable.bots import LEVELS, bot_levels  # noqa: E402
from cardtable.engine import game_types  # noqa: E402
from cardtable.sim import percentile  # noqa: E402
from cardtable.sim.timing import decision_times, game_positions, sample_positions  # noqa: E402

NODE_RUNNER = ROOT / "bench" / "pyodide_bots.mjs"

#: Variants whose bots think along other paths, timed as well: (name, game, options).
VARIANTS: list[tuple[str, str, dict[str, Any]]] = [
    ("swingo-high-low", "swingo", {"variant": "high-low", "betting": "fixed-limit"}),
    ("swingo-low", "swingo", {"variant": "low"}),
]


def build_wheel(out: Path) -> Path:
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
         "-w", str(out), str(ROOT)],
        check=True,
    )
    return next(out.glob("cardtable-*.whl"))


def run_in_pyodide(wheel: Path, jobs: list[dict[str, object]]) -> dict[str, list[float]]:
    with tempfile.TemporaryDirectory() as tmp:
        job_file = Path(tmp) / "jobs.json"
        job_file.write_text(json.dumps(jobs))
        out = subprocess.run(
            ["node", str(NODE_RUNNER), str(wheel), str(job_file)],
            check=True, capture_output=True, text=True, cwd=ROOT,
        )
    result: dict[str, list[float]] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="python -m bench bots", description=__doc__.split("\n\n")[0])
    p.add_argument("--positions", type=int, default=40, help="positions per game")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--no-pyodide", action="store_true", help="CPython figures only")
    p.add_argument("--rounds", type=int, default=3, help="paired rounds")
    p.add_argument("--no-games", action="store_true",
                   help="only positions from random play (not from whole bot games)")
    args = p.parse_args(argv)

    jobs: list[dict[str, Any]] = []
    setups = [(game, game, None) for game in sorted(game_types()) if not game.startswith("toy")]
    setups += VARIANTS
    for name, game, options in setups:
        positions = sample_positions(game, args.positions, args.seed, options)
        for level in LEVELS:
            if level in bot_levels(game):
                jobs.append({"key": f"{name}/{level} random", "level": level,
                             "positions": positions})
                if not args.no_games:
                    jobs.append({"key": f"{name}/{level} games", "level": level,
                                 "positions": game_positions(game, level, args.positions,
                                                             args.seed, options=options)})

    use_pyodide = not args.no_pyodide
    if use_pyodide and (not shutil.which("node")
                        or not (ROOT / "node_modules" / "pyodide").exists()):
        print("(node or node_modules/pyodide missing: run `npm ci` first; CPython only)")
        use_pyodide = False
    cpython: dict[str, list[list[float]]] = {str(job["key"]): [] for job in jobs}
    pyodide: dict[str, list[list[float]]] = {str(job["key"]): [] for job in jobs}
    with tempfile.TemporaryDirectory() as tmp:
        wheel = build_wheel(Path(tmp)) if use_pyodide else None

        def in_cpython() -> None:
            for job in jobs:
                cpython[str(job["key"])].append(decision_times(job["level"], job["positions"]))

        def in_pyodide() -> None:
            if wheel is not None:
                for key, times in run_in_pyodide(wheel, jobs).items():
                    pyodide[key].append(times)

        for k in range(args.rounds):  # paired rounds, alternating which runtime goes first
            for side in ((in_cpython, in_pyodide) if k % 2 == 0 else (in_pyodide, in_cpython)):
                side()

    print(f"bot decisions on {args.positions} seeded positions per game and set (ms; random:"
          f" reached by random play, games: met in whole games of the level), {args.rounds}"
          " paired rounds alternating the runtimes' order: p50 and p95 of all rounds' times;"
          " the ratio is the median of the rounds' p95 ratios, with their range")
    print(f"{'game/level set':<33}{'CPython p50':>12}{'p95':>9}{'Pyodide p50':>13}{'p95':>9}"
          "  Pyodide/CPython p95")
    for job in jobs:
        key = str(job["key"])
        c = [t for r in cpython[key] for t in r]
        line = f"{key:<33}{percentile(c, 50):>12.2f}{percentile(c, 95):>9.2f}"
        if pyodide[key]:
            w = [t for r in pyodide[key] for t in r]
            line += (f"{percentile(w, 50):>13.2f}{percentile(w, 95):>9.2f}  " + ratio_summary(
                [percentile(r, 95) for r in pyodide[key]],
                [max(percentile(r, 95), 1e-9) for r in cpython[key]]))
        print(line)
    return 0
