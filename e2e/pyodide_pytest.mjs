// Runs the engine's pytest suite inside the real Pyodide under Node.js:
//   node e2e/pyodide_pytest.mjs ENGINE_WHEEL WHEEL_DIR [PYTEST ARGS...]
// The engine wheel and the pure-Python test wheels (pytest, hypothesis, ...) are
// unpacked into Pyodide's site-packages; the checkout is mounted read-only in use
// at /repo (pytest runs from a scratch folder, so nothing is written there).
// Exits with pytest's exit code.
import { readdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { loadPyodide } from "pyodide";

const [engineWheel, wheelDir, ...args] = process.argv.slice(2);
const pyodide = await loadPyodide();
const raw = (stream) => ({ write: (bytes) => { stream.write(bytes); return bytes.length; } });
pyodide.setStdout(raw(process.stdout));
pyodide.setStderr(raw(process.stderr));
const extractDir = pyodide.runPython("import site; site.getsitepackages()[0]");
const wheels = (await readdir(wheelDir)).filter((n) => n.endsWith(".whl"))
  .map((n) => join(wheelDir, n));
for (const wheel of [...wheels, engineWheel]) {
  pyodide.unpackArchive(new Uint8Array(await readFile(wheel)), "wheel", { extractDir });
}
pyodide.FS.mkdirTree("/repo");
pyodide.mountNodeFS("/repo", resolve("."));
pyodide.globals.set("pytest_args", pyodide.toPy(args));
const code = await pyodide.runPythonAsync(`
import os, sys
os.makedirs("/scratch", exist_ok=True)
os.chdir("/scratch")  # .hypothesis/ goes here, not into the checkout
sys.path.insert(0, "/repo")
import pytest
pytest.main(["--rootdir=/repo", "-c", "/repo/pyproject.toml", "-p", "no:cacheprovider",
             *pytest_args])
`);
process.exit(Number(code));
