"""The engine in the browser's own runtime: Pyodide (npm ``pyodide``, the same files
the site ships) under Node.js, with the built wheel unpacked. The engine's own pytest
suite passes there, and seeded games of every game with bots of every level end in
exactly the same saves as in CPython (and the saves load back there)."""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
RUNNER = ROOT / "e2e" / "pyodide_check.mjs"
PYTEST_RUNNER = ROOT / "e2e" / "pyodide_pytest.mjs"
TEST_WHEELS = ROOT / "e2e" / "pyodide-test-wheels.txt"

#: The longest tests in Pyodide (about 3 minutes there together): CPython runs them in
#: full. The last three play seeded games with bots, which the seeded games below
#: (test_seeded_games_end_identically_in_pyodide_and_cpython) find move for move the
#: same in both runtimes.
LONG_IN_PYODIDE = [
    "tests/test_swingo_properties.py::test_views_never_leak_hidden_cards_choices_or_declarations",
    "tests/test_swoop_properties.py::test_check_agrees_with_legal_actions_and_rejections_change_nothing",
    "tests/test_swingo_properties.py::test_random_matches_conserve_chips_and_cards_and_every_hand_ends",
    "tests/test_save_sizes.py::test_the_largest_realistic_save_stays_under_its_size",
    "tests/test_bots_swingo.py::test_every_reason_has_one_colon_after_its_move",
    "tests/test_bots_swap_poker.py::test_every_bot_plays_whole_games_legally",
    "tests/test_sim.py::test_simulate_prints_shares_with_intervals",
]


def _node() -> str:
    node = shutil.which("node")
    if node is None or not (ROOT / "node_modules" / "pyodide").exists():
        pytest.fail("needs node and node_modules/pyodide: run ./dev test (it runs npm ci)")
    return node


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
    node = _node()
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


def _test_wheels() -> Path:
    """The pure-Python wheels pytest needs (pinned in e2e/pyodide-test-wheels.txt),
    downloaded once for Python 3.14 into .cache/."""
    pins = TEST_WHEELS.read_bytes()
    folder = ROOT / ".cache" / f"pyodide-wheels-{hashlib.sha256(pins).hexdigest()[:12]}"
    if not folder.is_dir():
        partial = folder.with_suffix(".partial")
        shutil.rmtree(partial, ignore_errors=True)
        subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
                        "--only-binary=:all:", "--python-version", "3.14",
                        "--implementation", "py", "--abi", "none", "--platform", "any",
                        "-d", str(partial), "-r", str(TEST_WHEELS)], check=True)
        partial.rename(folder)
    return folder


def test_the_engine_test_suite_passes_in_pyodide(site_dir: Path) -> None:
    """tests/ (engine and UI logic) inside Pyodide, less the UI tests that run an
    asyncio loop to completion and the longest tests (``LONG_IN_PYODIDE``)."""
    wheel = next(site_dir.rglob("cardtable-*.whl"))
    args = ["-q", "-p", "no:randomly", "/repo/tests",
            *(f"--deselect={test}" for test in LONG_IN_PYODIDE)]
    done = subprocess.run([_node(), str(PYTEST_RUNNER), str(wheel), str(_test_wheels()),
                           *args], cwd=ROOT, capture_output=True, text=True, timeout=600)
    report = done.stdout[-3000:]
    assert done.returncode == 0, report + done.stderr[-2000:]
    passed = re.search(r"(\d+) passed", report)
    assert passed and int(passed.group(1)) >= 150, report
    assert "failed" not in report and "error" not in report.lower(), report
