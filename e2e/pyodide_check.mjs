// Runs Python in the real Pyodide under Node.js with the engine wheel unpacked:
//   node e2e/pyodide_check.mjs WHEEL SCRIPT.py
// Prints the script's last expression (a string) on the last line.
import { readFile } from "node:fs/promises";
import { loadPyodide } from "pyodide";

const [wheelPath, scriptPath] = process.argv.slice(2);
const pyodide = await loadPyodide();
pyodide.unpackArchive(new Uint8Array(await readFile(wheelPath)), "wheel");
const out = await pyodide.runPythonAsync(await readFile(scriptPath, "utf8"));
console.log(String(out));
