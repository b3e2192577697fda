// Builds the precompiled runtime library inside the pinned Pyodide (npm `pyodide`):
//   node tools/runtime_zip.mjs OUT_ZIP PACKAGES_JSON PYSCRIPT_PACKAGE_DIR
//   node tools/runtime_zip.mjs --check ZIP PYSCRIPT_PACKAGE_DIR
// PACKAGES_JSON maps each app package to its folder in the checkout, e.g.
// {"cardtable": "core/cardtable", "cardui": "web/py/cardui"}. One interpreter runs
// the site's code paths (tools/runtime_zip.py trace); a fresh one compiles what they
// imported, so the bytecode does not depend on what the trace left behind.
import { writeFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

// --check: the same code paths on a Pyodide whose library is that zip alone; prints
// the imported modules that came from anywhere else (none, or the zip misses some).
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const checking = process.argv[2] === "--check";
const [out, packagesJson, pyscriptDir] = checking
  ? [process.argv[3], "{}", process.argv[4]] : process.argv.slice(2);
const packages = JSON.parse(packagesJson);

async function interpreter(options = {}) {
  const py = await loadPyodide(options);
  py.FS.mkdirTree("/repo");
  py.mountNodeFS("/repo", root);
  py.runPython("import sys; sys.path[:0] = ['/repo/tools']");
  return py;
}

const inRepo = (folder) => "/repo/" + folder;
// What the bot worker runs (web/bot_worker.js imports this entry point).
const botCode = "from cardtable.bots.decision import answer_json";

// A Python error's message is its traceback: print that, not Node's dump of the
// minified line it went through.
process.on("uncaughtException", (err) => {
  console.error(err && err.message ? err.message : String(err));
  process.exit(1);
});

const tracer = await interpreter(checking ? { stdLibURL: resolve(out) } : {});
tracer.globals.set("packages", tracer.toPy(Object.values(packages).map(
  (folder) => inRepo(dirname(folder)))));
tracer.globals.set("pyscript_dir", pyscriptDir);
tracer.globals.set("bot_code", botCode);
const files = JSON.parse(await tracer.runPythonAsync(`
import json, sys
sys.path[:0] = list(dict.fromkeys(packages))
import runtime_zip
json.dumps(await runtime_zip.trace(pyscript_dir, bot_code))
`));
if (checking) {
  console.log(tracer.runPython("import json, runtime_zip; json.dumps(runtime_zip.outside())"));
  process.exit(0);
}

const packer = await interpreter();
packer.globals.set("files", packer.toPy(files));
packer.globals.set("packages", packer.toPy(Object.fromEntries(
  Object.entries(packages).map(([name, folder]) => [name, inRepo(folder)]))));
const summary = packer.runPython(`
import json, runtime_zip
json.dumps(runtime_zip.pack(files, packages, "/runtime.zip"))
`);
await writeFile(out, packer.FS.readFile("/runtime.zip"));
console.log(summary);
