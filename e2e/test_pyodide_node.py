"""The engine in the browser's own runtime: Pyodide (npm ``pyodide``, the same files
the site ships) under Node.js, with the built wheel unpacked. Seeded games of every
game with bots of every level must end in exactly the same saves as in CPython, and
the saves must load back there."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
RUNNER = ROOT / "e2e" / "pyodide_check.mjs"

# Runs as is in CPython and in Pyodide; its last expression is the result.
SCRIPT = '''
import json, sys, platform
import cardtable
from cardtable.bots import LEVELS, make_bot

def play(game, seed, players, options):
    state = cardtable.new_game(game, players=players, seed=seed, options=options)
    bots = [make_bot(game, LEVELS[(seat + seed) % 3]) for seat in range(players)]
    rngs = [cardtable.bot_rng(seed, seat) for seat in range(players)]
    for _ in range(400):
        if state.is_over:
            break
        seat = state.to_act[0]
        state.apply(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat),
                                            rngs[seat]))
    text = state.to_json()
    assert cardtable.load_game(text).to_json() == text
    return text

GAMES = [("swap-poker", 2, {}), ("swoop", 4, {"target": 1}),
         ("swoop", 3, {"deal": "twenty", "swoop_cards": "jokers-only", "target": 1}),
         ("swingo", 4, {"hands": 2}), ("swingo", 3, {"variant": "high-low", "hands": 1})]
json.dumps({"python": sys.version.split()[0], "emscripten": sys.platform == "emscripten",
            "games": {f"{g}/{seed}/{json.dumps(o, sort_keys=True)}": play(g, seed, n, o)
                      for g, n, o in GAMES for seed in (1, 2)}})
'''


def _run_cpython() -> dict:
    scope: dict = {}
    body, last = SCRIPT.rstrip().rsplit("\njson.dumps(", 1)
    exec(compile(body, "<engine-check>", "exec"), scope)  # noqa: S102
    return json.loads(eval("json.dumps(" + last, scope))  # noqa: S307


def test_seeded_games_end_identically_in_pyodide_and_cpython(site_dir: Path,
                                                             tmp_path: Path) -> None:
    node = shutil.which("node")
    if node is None or not (ROOT / "node_modules" / "pyodide").exists():
        pytest.skip("needs node and node_modules/pyodide (npm ci)")
    wheel = next(site_dir.rglob("cardtable-*.whl"))
    script = tmp_path / "check.py"
    script.write_text(SCRIPT, encoding="utf-8")
    done = subprocess.run([node, str(RUNNER), str(wheel), str(script)], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    in_pyodide = json.loads(done.stdout.strip().splitlines()[-1])
    assert in_pyodide["emscripten"] is True and in_pyodide["python"].startswith("3.")
    in_cpython = _run_cpython()
    assert in_pyodide["games"].keys() == in_cpython["games"].keys()
    for key, text in in_cpython["games"].items():
        assert in_pyodide["games"][key] == text, f"{key} differs between runtimes"
