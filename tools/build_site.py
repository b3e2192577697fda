"""Build the static site: ``site.toml`` + ``web/`` + the engine wheel + the runtime
files from ``node_modules`` -> ``_site/``, a folder of plain files to serve.

    python tools/build_site.py [--out DIR] [--quiet]

Steps: build the ``cardtable`` wheel from ``core/``; copy ``web/`` (the UI's
Python packages go in one zip that PyScript unpacks) and write the how-to index
from the game registry; copy only the Pyodide and
PyScript files the page loads, with Pyodide's lock trimmed to the packages used;
write ``pyscript.json`` (the interpreter and the files to unpack), the web-app
manifest, and the service worker with its precache list and a content hash, so a
new build is a new cache and an old one is dropped on activation.
"""

from __future__ import annotations

import argparse
import fnmatch
import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
#: Files of web/ that are templates or sources, not copied as they are.
TEMPLATES = {"sw.js", "index.html"}
SKIP = {"__pycache__", ".DS_Store"}


def load_settings(path: Path = ROOT / "site.toml") -> dict:
    with path.open("rb") as f:
        return tomllib.load(f)


def build_wheel(dest: Path) -> Path:
    """The engine wheel, built from pyproject.toml without network access."""
    with tempfile.TemporaryDirectory() as tmp:
        done = subprocess.run(
            [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
             "--quiet", "--wheel-dir", tmp, str(ROOT)],
            capture_output=True, text=True)
        if done.returncode:
            raise SystemExit(f"building the wheel failed:\n{done.stdout}{done.stderr}")
        wheels = list(Path(tmp).glob("cardtable-*.whl"))
        if len(wheels) != 1:
            raise SystemExit(f"expected one cardtable wheel, got {wheels}")
        dest.mkdir(parents=True, exist_ok=True)
        return Path(shutil.copy2(wheels[0], dest / wheels[0].name))


def copy_web(source: Path, out: Path, ui_packages: list[str]) -> None:
    ui_roots = {source / p for p in ui_packages}
    for file in sorted(source.rglob("*")):
        rel = file.relative_to(source)
        if file.is_dir() or SKIP & set(rel.parts) or rel.name in TEMPLATES:
            continue
        if any(root in file.parents for root in ui_roots) or rel.name == "README.md":
            continue
        target = out / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(file, target)


def write_howto_index(source: Path, out: Path) -> None:
    """``howto/index.html`` from the game registry (``cardui.howto``), so a new game
    is listed without editing a page."""
    for path in (str(ROOT / "core"), str(source / "py")):
        if path not in sys.path:
            sys.path.insert(0, path)
    from cardui.howto import index_page

    (out / "howto").mkdir(parents=True, exist_ok=True)
    (out / "howto" / "index.html").write_text(index_page(), encoding="utf-8")


def write_index(source: Path, out: Path) -> None:
    """``index.html`` with the lobby written in by the UI's own render code
    (``cardui.early``), so the first paint is the lobby, not a boot screen."""
    for path in (str(ROOT / "core"), str(source / "py")):
        if path not in sys.path:
            sys.path.insert(0, path)
    from cardui.early import index_page

    page = index_page((source / "index.html").read_text(encoding="utf-8"))
    (out / "index.html").write_text(page, encoding="utf-8")


def copy_runtime(spec: dict, out: Path) -> list[str]:
    """Copy the files matching ``spec["files"]``; returns the copied names."""
    src = ROOT / spec["from"]
    if not src.is_dir():
        raise SystemExit(f"{spec['from']} is missing: run `npm ci` first")
    names = sorted(p.name for p in src.iterdir() if p.is_file())
    chosen = [n for n in names if any(fnmatch.fnmatch(n, pat) for pat in spec["files"])]
    missing = [pat for pat in spec["files"]
               if not any(fnmatch.fnmatch(n, pat) for n in names)]
    if missing:
        raise SystemExit(f"{spec['from']} has no file for {missing}")
    dest = out / spec["to"]
    dest.mkdir(parents=True, exist_ok=True)
    for name in chosen:
        shutil.copy2(src / name, dest / name)
    return chosen


def trim_lock(path: Path, keep: list[str]) -> None:
    """Pyodide's lock lists ~350 packages the page never loads: keep the used ones."""
    lock = json.loads(path.read_text())
    packages = lock["packages"]
    unknown = [name for name in keep if name not in packages]
    if unknown:
        raise SystemExit(f"not in pyodide-lock.json: {unknown}")
    lock["packages"] = {name: packages[name] for name in keep}
    path.write_text(json.dumps(lock, separators=(",", ":")))


def pyscript_config(settings: dict) -> dict:
    """The engine and the UI come precompiled in the runtime library: no files."""
    pyodide = settings["runtime"]["pyodide"]["to"]
    return {"interpreter": f"./{pyodide}/cardtable.mjs"}


#: The interpreter module PyScript imports: Pyodide with the precompiled library.
LOADER = """\
// Pyodide with Card Table's precompiled runtime library in place of its
// python_stdlib.zip (built by tools/runtime_zip.mjs); PyScript and the bot worker
// import this module for its loadPyodide.
//
// The page's loader (boot.js) calls startPyodide() as soon as it may fetch, so
// Pyodide downloads and starts while PyScript's own modules load; PyScript's call
// to loadPyodide then takes that interpreter, with PyScript's output streams.
import { loadPyodide as load, version } from "./pyodide.mjs";

export { version };
const stdLibURL = new URL("./%s", import.meta.url).href;
const here = new URL(".", import.meta.url).href;
let started = null; // this page's (or worker's) interpreter, once begun
let taken = false;    // loadPyodide gave it out: a second call gets its own

export function startPyodide() {
  started ??= watchingTheWasm(() => load({ stdLibURL })).then(withPyScriptBytecode);
  return started;
}

// PyScript's package precompiled by the build (cardui/pyscript_bytecode.py), in
// place before PyScript writes its sources; without it PyScript compiles them.
function withPyScriptBytecode(pyodide) {
  if (!globalThis.document) return pyodide; // the bot worker runs no PyScript
  try {
    pyodide.runPython("from cardui.pyscript_bytecode import place; place()");
  } catch (err) {
    console.warn("Card Table: PyScript's package is compiled at start:", err);
  }
  return pyodide;
}

// Pyodide logs a failed download of its wasm ("wasm instantiation failed!") and
// then never settles, unless the failure happens to come before it listens. The
// loader watches that one download (the page's fetch, until the wasm is asked
// for) and fails the start instead, so the page always says why.
function watchingTheWasm(start) {
  const wasm = new URL("./pyodide.asm.wasm", import.meta.url).href;
  const plain = globalThis.fetch;
  let fail;
  const failure = new Promise((_, reject) => { fail = reject; });
  globalThis.fetch = function (input, init) {
    const answer = plain.call(this, input, init);
    if (String(input instanceof Request ? input.url : input) === wasm) {
      globalThis.fetch = plain;
      answer.then((r) => r.ok || fail(new Error(`pyodide.asm.wasm: HTTP ${r.status}`)), fail);
    }
    return answer;
  };
  const starting = start();
  starting.finally(() => { if (globalThis.fetch !== plain) globalThis.fetch = plain; })
    .catch(() => {}); // the race below passes a failure on
  return Promise.race([starting, failure]);
}

export async function loadPyodide(options = {}) {
  const { stdout, stderr, indexURL, ...other } = options;
  const dir = indexURL && (indexURL.endsWith("/") ? indexURL : indexURL + "/");
  const sameIndex = !dir || new URL(dir, here).href === here;
  if (taken || !sameIndex || Object.keys(other).length) {
    return watchingTheWasm(() => load({ stdLibURL, ...options }));
  }
  taken = true;
  const pyodide = await startPyodide();
  if (stdout) pyodide.setStdout({ batched: stdout });
  if (stderr) pyodide.setStderr({ batched: stderr });
  return pyodide;
}
"""


def build_runtime_zip(settings: dict, dest: Path) -> dict:
    """The precompiled, trimmed runtime library, made by the pinned Pyodide under
    Node (``tools/runtime_zip.mjs``), and the loader module that makes Pyodide load
    it (``pyodide/cardtable.mjs``)."""
    spec = settings["runtime"]["library"]
    node = shutil.which("node")
    if node is None:
        raise SystemExit("building the runtime library needs Node.js (node)")
    zip_path = dest / spec["zip"]
    done = subprocess.run(
        [node, str(ROOT / "tools" / "runtime_zip.mjs"), str(zip_path),
         json.dumps(spec["packages"]), "/repo/" + spec["pyscript_package"],
         str(ROOT / settings["runtime"]["pyscript"]["from"])],
        capture_output=True, text=True, cwd=ROOT)
    if done.returncode:
        tail = (done.stdout + done.stderr)[-4000:]
        raise SystemExit(f"building the runtime library failed:\n{tail}")
    (dest / "cardtable.mjs").write_text(LOADER % spec["zip"])
    return json.loads(done.stdout.strip().splitlines()[-1])


def write_manifest(settings: dict, out: Path) -> None:
    m = settings["manifest"]
    manifest = {
        "name": m["name"], "short_name": m["short_name"], "description": m["description"],
        "start_url": "./index.html", "scope": "./", "display": "standalone",
        "orientation": "any", "theme_color": m["theme_color"],
        "background_color": m["background_color"],
        "icons": [{"src": "icons/icon.svg", "sizes": "any", "type": "image/svg+xml",
                   "purpose": "any maskable"}],
    }
    (out / "manifest.webmanifest").write_text(json.dumps(manifest, indent=2) + "\n")


#: Files worth compressing: at least this many bytes, of a type that compresses.
COMPRESS_MIN = 1024
COMPRESS_TYPES = {".wasm", ".mjs", ".js", ".css", ".html", ".json", ".svg", ".py",
                  ".webmanifest", ".zip"}  # runtime.zip is stored, not deflated
ENCODED = (".gz", ".br")


def write_compressed(out: Path) -> int:
    """``F.gz`` and ``F.br`` beside each large file F (served with Content-Encoding
    by ``tools/serve.py`` and by static hosts that do so); deterministic: gzip with
    no name and mtime 0, brotli at its best quality. Returns the files done."""
    import gzip

    import brotli

    done = 0
    for file in sorted(out.rglob("*")):
        if (not file.is_file() or file.suffix not in COMPRESS_TYPES
                or file.stat().st_size < COMPRESS_MIN):
            continue
        data = file.read_bytes()
        with (file.parent / (file.name + ".gz")).open("wb") as raw, \
                gzip.GzipFile(filename="", mode="wb", compresslevel=9, fileobj=raw,
                              mtime=0) as gz:
            gz.write(data)
        (file.parent / (file.name + ".br")).write_bytes(_brotli(data, brotli.compress))
        done += 1
    return done


BROTLI_CACHE = ROOT / ".cache" / "brotli"


def _brotli(data: bytes, compress: Any) -> bytes:
    """Brotli at quality 11, kept in .cache/ by content hash: the runtime's 9.6 MB
    wasm takes about a minute at that quality and never changes between builds."""
    cached = BROTLI_CACHE / (hashlib.sha256(data).hexdigest() + ".br")
    if cached.exists():
        return cached.read_bytes()
    packed: bytes = compress(data, quality=11)
    BROTLI_CACHE.mkdir(parents=True, exist_ok=True)
    partial = cached.with_suffix(".part")
    partial.write_bytes(packed)
    partial.replace(cached)
    return packed


def write_service_worker(source: Path, out: Path) -> dict:
    """sw.js with the list of every file of the site (not the compressed copies:
    the browser asks for the file and the server picks the encoding) and a hash of
    their contents."""
    names = sorted(p.relative_to(out).as_posix()
                   for p in out.rglob("*") if p.is_file() and p.name != "sw.js"
                   and p.suffix not in ENCODED)
    hashes = {name: hashlib.sha256((out / name).read_bytes()).hexdigest()[:16]
              for name in names}
    files = [["./", hashes["index.html"]], *([f"./{n}", hashes[n]] for n in names)]
    version = hashlib.sha256(json.dumps(files).encode()).hexdigest()[:16]
    precache = {"version": version, "files": files}
    template = (source / "sw.js").read_text()
    if "self.__PRECACHE__" not in template:
        raise SystemExit("web/sw.js must use self.__PRECACHE__")
    (out / "sw.js").write_text(template.replace(
        "self.__PRECACHE__", json.dumps(precache, indent=1)))
    return precache


def build(out: Path | None = None, quiet: bool = False) -> Path:
    settings = load_settings()
    site = settings["site"]
    source = ROOT / site["source"]
    out = out or ROOT / site["out"]
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    copy_web(source, out, site["ui_packages"])
    write_howto_index(source, out)
    write_index(source, out)
    wheel = build_wheel(out / "wheels")
    runtime = settings["runtime"]
    for spec in (runtime["pyodide"], runtime["pyscript"]):
        copy_runtime(spec, out)
    trim_lock(out / runtime["pyodide"]["to"] / "pyodide-lock.json",
              runtime["pyodide"]["lock_packages"])
    library = build_runtime_zip(settings, out / runtime["pyodide"]["to"])
    config = pyscript_config(settings)
    (out / "pyscript.json").write_text(json.dumps(config, indent=2) + "\n")
    write_manifest(settings, out)
    precache = write_service_worker(source, out)
    write_compressed(out)
    if not quiet:
        total = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
        print(f"built {out.relative_to(ROOT) if out.is_relative_to(ROOT) else out}: "
              f"{len(precache['files'])} files, {total / 1e6:.1f} MB, "
              f"wheel {wheel.name} {wheel.stat().st_size / 1024:.0f} KB, "
              f"runtime library {library['stdlib']} stdlib modules "
              f"{library['bytes'] / 1024:.0f} KB, "
              f"version {precache['version']}")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, help="output folder (default: site.toml's out)")
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args(argv)
    build(args.out, args.quiet)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
