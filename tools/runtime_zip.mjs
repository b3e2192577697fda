// Builds the precompiled runtime library inside the pinned Pyodide (npm `pyodide`):
//   node tools/runtime_zip.mjs OUT_ZIP PACKAGES_JSON PYSCRIPT_PACKAGE_DIR PYSCRIPT_DIST_DIR
//   node tools/runtime_zip.mjs --check ZIP PYSCRIPT_PACKAGE_DIR
// PACKAGES_JSON maps each app package to its folder in the checkout, e.g.
// {"cardtable": "core/cardtable", "cardui": "web/py/cardui"}. One interpreter runs
// the site's code paths (tools/runtime_zip.py trace); a fresh one compiles what they
// imported, so the bytecode does not depend on what the trace left behind.
// PYSCRIPT_DIST_DIR: PyScript's core module, whose package sources (what PyScript
// writes at every start) are compiled too (cardui/pyscript_bytecode.py).
import { readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

// --check: the same code paths on a Pyodide whose library is that zip alone; prints
// the imported modules that came from anywhere else (none, or the zip misses some).
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const checking = process.argv[2] === "--check";
const [out, packagesJson, pyscriptDir, pyscriptDist] = checking
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

// The sources of PyScript's Python package exactly as PyScript writes them at
// start: its core module carries them as one object literal of JSON strings,
// {pyscript:{"__init__.py":"...",...}}.
async function pyscriptWrites(dist) {
  const marker = '{pyscript:{"__init__.py":';
  for (const name of (await readdir(dist)).filter((n) => /^core-.*\.js$/.test(n)).sort()) {
    const text = await readFile(resolve(dist, name), "utf8");
    const at = text.indexOf(marker);
    if (at < 0) continue;
    const start = at + "{pyscript:".length;
    let depth = 0;
    let quoted = false;
    for (let i = start; i < text.length; i++) {
      const c = text[i];
      if (quoted) {
        if (c === "\\") i++;
        else if (c === '"') quoted = false;
      } else if (c === '"') quoted = true;
      else if (c === "{") depth++;
      else if (c === "}" && --depth === 0) return JSON.parse(text.slice(start, i + 1));
    }
  }
  throw new Error(`no PyScript package sources (${marker}...) in ${dist}/core-*.js: ` +
                  "PyScript changed how it writes its package; update tools/runtime_zip.mjs");
}

const packer = await interpreter();
packer.globals.set("pyscript_sources", packer.toPy(await pyscriptWrites(pyscriptDist)));
packer.globals.set("files", packer.toPy(files));
packer.globals.set("packages", packer.toPy(Object.fromEntries(
  Object.entries(packages).map(([name, folder]) => [name, inRepo(folder)]))));
const summary = packer.runPython(`
import json, runtime_zip
json.dumps(runtime_zip.pack(files, packages, pyscript_sources, "/runtime.zip"))
`);
await writeFile(out, packer.FS.readFile("/runtime.zip"));
console.log(summary);
