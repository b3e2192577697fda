// Times bot decisions inside Pyodide under Node.js: node pyodide_bots.mjs WHEEL JOBS.json
// Prints one JSON line {"game/level": [ms, ...]} (see bench/bots.py).
import { readFile } from "node:fs/promises";
import { loadPyodide } from "pyodide";

const [wheelPath, jobsPath] = process.argv.slice(2);
const pyodide = await loadPyodide();
pyodide.unpackArchive(new Uint8Array(await readFile(wheelPath)), "wheel");
pyodide.globals.set("jobs_json", await readFile(jobsPath, "utf8"));
const out = await pyodide.runPythonAsync(`
import json
from cardtable.sim.timing import decision_times
json.dumps({job["key"]: decision_times(job["level"], job["positions"])
            for job in json.loads(jobs_json)})
`);
console.log(out);
