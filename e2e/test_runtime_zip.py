"""The precompiled runtime library (``pyodide/runtime.zip``, issue 17): every module
the site's code paths import is in it (run in Pyodide with that zip as its only
library), its modules are bytecode for Pyodide's own Python, and building it again
from the same inputs gives the same bytes."""

from __future__ import annotations

import json
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest
from tools.build_site import load_settings

ROOT = Path(__file__).resolve().parents[1]
TOOL = ROOT / "tools" / "runtime_zip.mjs"


def _run(*args: str) -> str:
    node = shutil.which("node")
    if node is None or not (ROOT / "node_modules" / "pyodide").exists():
        pytest.fail("needs node and node_modules/pyodide: run ./dev test (it runs npm ci)")
    done = subprocess.run([node, str(TOOL), *args], capture_output=True, text=True,
                          cwd=ROOT, timeout=600)
    assert done.returncode == 0, (done.stdout + done.stderr)[-4000:]
    return done.stdout.strip().splitlines()[-1]


def _library(site_dir: Path) -> Path:
    return site_dir / "pyodide" / load_settings()["runtime"]["library"]["zip"]


def test_every_game_every_bot_level_and_the_controller_need_nothing_outside_the_zip(
        site_dir: Path) -> None:
    spec = load_settings()["runtime"]["library"]
    outside = json.loads(_run("--check", str(_library(site_dir)),
                              "/repo/" + spec["pyscript_package"]))
    assert outside == []


def test_the_library_is_bytecode_with_the_apps_sources_and_no_stdlib_sources(
        site_dir: Path) -> None:
    with zipfile.ZipFile(_library(site_dir)) as zf:
        names = zf.namelist()
        pyc = zf.read("json/decoder.pyc")
    assert names == sorted(names)
    assert {"cardui/controller.py", "cardui/controller.pyc", "cardtable/engine.pyc",
            "asyncio/__init__.pyc"} <= set(names)
    assert not [n for n in names if n.endswith(".py") and n.split("/")[0]
                not in ("cardtable", "cardui")]
    assert "python_stdlib.zip" not in {p.name for p in (site_dir / "pyodide").iterdir()}
    # an unchecked hash-based pyc (flags 0b01): no timestamp, no source check
    assert int.from_bytes(pyc[4:8], "little") == 0b01


def test_the_same_inputs_give_the_same_bytes(site_dir: Path, tmp_path: Path) -> None:
    spec = load_settings()["runtime"]["library"]
    again = tmp_path / "runtime.zip"
    _run(str(again), json.dumps(spec["packages"]), "/repo/" + spec["pyscript_package"],
         str(ROOT / load_settings()["runtime"]["pyscript"]["from"]))
    assert again.read_bytes() == _library(site_dir).read_bytes()


LOADER_CHECK = """
import { startPyodide, loadPyodide } from "%s";
const early = startPyodide();
const lines = [];
const pyodide = await loadPyodide({ stdout: (line) => lines.push(line) });
const again = await loadPyodide();
pyodide.runPython("import sys; print('hello', sys.version_info[:2] >= (3, 11))");
// loadPyodide first (PyScript's, or the bot worker's with its indexURL), then
// startPyodide: still one interpreter (a module of its own)
const other = await import("%s?other");
const first = await other.loadPyodide({ indexURL: new URL(".", "%s").href }); // the worker's
const late = await other.startPyodide();
console.log(JSON.stringify({ same: pyodide === await early, fresh: again !== pyodide, lines,
                             either_order: first === late }));
"""


def test_the_interpreter_started_early_is_the_one_pyscript_takes_with_its_output(
        site_dir: Path, tmp_path: Path) -> None:
    """boot.js starts Pyodide beside PyScript's modules (issue 17); PyScript's call
    to loadPyodide takes that interpreter once, with PyScript's output stream, and
    whichever of the two comes first, the page starts one interpreter."""
    node = shutil.which("node")
    assert node is not None
    script = tmp_path / "check.mjs"
    loader = (site_dir / "pyodide" / "cardtable.mjs").as_uri()
    script.write_text(LOADER_CHECK % (loader, loader, loader))
    done = subprocess.run([node, str(script)], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result == {"same": True, "fresh": True, "lines": ["hello True"], "either_order": True}
