"""Bot decision times in CPython and in Pyodide (under Node.js), on the same positions.

``python -m bench bots [--positions 40] [--seed 1]``

Positions are sampled once by seeded random play; each game's bots are timed on
them in this CPython and in the npm ``pyodide`` runtime (the browser's
interpreter, run by Node), and the table prints p50/p95 per game and level and
the Pyodide/CPython ratio of the p95s. Target: p95 <= 150 ms in Pyodide at each
game's default level (medium).
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "core"))

from cardtable.bots import LEVELS, bot_levels  # noqa: E402
from cardtable.engine import game_types  # noqa: E402
from cardtable.sim import percentile  # noqa: E402
from cardtable.sim.timing import decision_times, sample_positions  # noqa: E402

NODE_RUNNER = ROOT / "bench" / "pyodide_bots.mjs"


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
    args = p.parse_args(argv)

    jobs = []
    for game in sorted(game_types()):
        if game.startswith("toy"):
            continue
        positions = sample_positions(game, args.positions, args.seed)
        for level in LEVELS:
            if level in bot_levels(game):
                jobs.append({"key": f"{game}/{level}", "level": level, "positions": positions})

    cpython = {job["key"]: decision_times(job["level"], job["positions"]) for job in jobs}
    pyodide: dict[str, list[float]] = {}
    if not args.no_pyodide:
        if not shutil.which("node") or not (ROOT / "node_modules" / "pyodide").exists():
            print("(node or node_modules/pyodide missing: run `npm ci` first; CPython only)")
        else:
            with tempfile.TemporaryDirectory() as tmp:
                pyodide = run_in_pyodide(build_wheel(Path(tmp)), jobs)

    print(f"bot decisions on {args.positions} seeded positions per game (ms)")
    print(f"{'game/level':<22}{'CPython p50':>12}{'p95':>9}{'Pyodide p50':>13}{'p95':>9}"
          f"{'ratio p95':>11}")
    for job in jobs:
        key = str(job["key"])
        c = cpython[key]
        line = f"{key:<22}{percentile(c, 50):>12.2f}{percentile(c, 95):>9.2f}"
        if key in pyodide:
            w = pyodide[key]
            ratio = percentile(w, 95) / max(percentile(c, 95), 1e-9)
            line += f"{percentile(w, 50):>13.2f}{percentile(w, 95):>9.2f}{ratio:>10.2f}x"
        print(line)
    return 0
