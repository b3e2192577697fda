"""Load of the built site in Chromium, next to a bare PyScript page (issue 17).

``python -m bench load [--runs 5] [--warm 2]``

Builds the site into a temporary folder, serves it on localhost with a server
that counts the bytes it sends, and alternates (one run: app then bare, the next
bare then app) ``--runs`` cold visits of each page, each in a fresh browser
profile (a persistent context, as a returning player has); after the first cold
visit, ``--warm`` warm visits of that profile (relaunched: everything from the
service worker). The bare page is a hello-world PyScript page built from the
same runtime files (``pyscript/core.js``, Pyodide with its own stdlib of sources).

Figures, in the page's own clock (``performance.now()`` from the navigation):

* (a) **first paint**: the first contentful paint; for the app that is the
  lobby, written into ``index.html`` by the build;
* (b) **ready**: the lobby ready for Start with Python running
  (``html[data-screen=lobby]``); bare: its Python has run (``html[data-ready]``);
* (c) **first bot move** after Start, at the normal bot speed (650 ms on screen
  before a bot thinks): Swoop, seed 1, where a bot plays first (``html[data-bots]``);
* (d) **memory**: PSS of the browser's renderer processes (the page, its
  workers) 1 s after (b), before Start; RSS where PSS cannot be read;
* (e) **bytes**: sent over the wire (the runtime's share, ``pyodide/`` and
  ``pyscript/``, and the app's own, everything else) and the sizes of the files
  those were.

Each visit then stays open as a short game would (the app until its bot worker is
up and the site is cached for offline play, then both pages ``DWELL_MS`` more), so
a warm visit meets what a returning person's browser has kept, V8's cache of the
compiled wasm included.

Prints medians with min-max and the app/bare ratios of paired visits (median of
the per-run ratios with their range). Chromium: $CARDTABLE_CHROMIUM, else
/usr/bin/chromium, else Playwright's.
"""

from __future__ import annotations

import argparse
import functools
import os
import shutil
import statistics
import sys
import tempfile
import threading
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from e2e.conftest import CHROMIUM_ARGS, chromium_path  # noqa: E402
from tools.build_site import build  # noqa: E402
from tools.serve import SiteHandler, SiteServer  # noqa: E402

from bench.rounds import ratio_summary  # noqa: E402

BARE = """<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>bare PyScript</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="./pyscript/core.css">
<script type="module" src="./pyscript/core.js"></script></head><body>
<p>Hello from a bare PyScript page</p>
<script type="py" config='{"interpreter": "./pyodide/pyodide.mjs"}'>
from pyscript import document
print("Hello, world")
document.documentElement.dataset.ready = str(6 * 7)
</script></body></html>
"""
RUNTIME = ("/pyodide/", "/pyscript/")
#: How long each visit stays open once measured (see :func:`visit`).
DWELL_MS = 3000

#: Marks in the page's clock: when Python's first screen came, when a bot first
#: moved, when Start was pressed, when the bare page's Python ran.
MARKS = """
window.__marks = {};
const mark = (name) => { if (!(name in window.__marks)) window.__marks[name] = performance.now(); };
new MutationObserver(() => {
  const html = document.documentElement;
  if (html.getAttribute("data-screen") === "lobby") mark("lobby");
  if (html.getAttribute("data-bots")) mark("bot");
  if (html.hasAttribute("data-ready")) mark("ready");
}).observe(document, { attributes: true, subtree: true,
                       attributeFilter: ["data-screen", "data-bots", "data-ready"] });
addEventListener("submit", () => mark("start"), { capture: true });
"""

#: Drop the game the visit started (IndexedDB and the shown mark), so the next
#: visit of the profile opens on the lobby again.
FORGET_GAME = """async () => {
  localStorage.removeItem("cardtable.save.shown");
  const db = await new Promise((ok, no) => { const r = indexedDB.open("cardtable", 1);
    r.onupgradeneeded = () => r.result.createObjectStore("kv");
    r.onsuccess = () => ok(r.result); r.onerror = () => no(r.error); });
  await new Promise((ok, no) => { const t = db.transaction("kv", "readwrite");
    t.objectStore("kv").delete("save"); t.oncomplete = ok; t.onerror = () => no(t.error); });
  db.close();
}"""


class CountingHandler(SiteHandler):
    """Counts the bytes of every file body it sends (headers left out), and how many
    of them are the runtime's."""

    def copyfile(self, source: Any, outputfile: Any) -> None:  # noqa: D102
        data = source.read()
        outputfile.write(data)
        runtime = self.path.startswith(RUNTIME)
        # the file's own size, whatever encoding went over the wire (.br, .gz)
        name = source.name
        for suffix in (".br", ".gz"):
            if name.endswith(suffix) and os.path.isfile(name[:-len(suffix)]):
                name = name[:-len(suffix)]
        size = os.path.getsize(name)
        with self.server.lock:  # type: ignore[attr-defined]
            self.server.sent += len(data)  # type: ignore[attr-defined]
            self.server.files += size  # type: ignore[attr-defined]
            if runtime:
                self.server.runtime += len(data)  # type: ignore[attr-defined]
                self.server.runtime_files += size  # type: ignore[attr-defined]


class CountingServer(SiteServer):
    quiet = True

    def __init__(self, directory: Path) -> None:
        super().__init__(("127.0.0.1", 0), functools.partial(CountingHandler,
                                                             directory=str(directory)))
        self.sent = self.files = self.runtime = self.runtime_files = 0
        self.lock = threading.Lock()

    def counts(self) -> tuple[int, int, int, int]:
        return self.sent, self.runtime, self.files, self.runtime_files


def _ancestors(pid: int) -> list[int]:
    out = []
    while pid > 1:
        try:
            with open(f"/proc/{pid}/stat") as f:
                pid = int(f.read().rsplit(")", 1)[1].split()[1])
        except OSError:
            break
        out.append(pid)
    return out


def renderer_memory(profile: Path) -> tuple[float, str]:
    """MB of the renderer processes of the browser using ``profile``: PSS (shared
    pages counted in part), else RSS; and which one it is."""
    browsers = set()
    procs: dict[int, str] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/cmdline", "rb") as f:
                cmd = f.read().decode(errors="replace")
        except OSError:
            continue
        procs[int(entry)] = cmd
        if f"--user-data-dir={profile}" in cmd and "--type=" not in cmd:
            browsers.add(int(entry))
    total, kind = 0, "PSS"
    for pid, cmd in procs.items():
        if "--type=renderer" not in cmd or not browsers & set(_ancestors(pid)):
            continue
        try:
            with open(f"/proc/{pid}/smaps_rollup") as f:
                total += next(int(line.split()[1]) for line in f if line.startswith("Pss:"))
        except (OSError, StopIteration):
            kind = "RSS"
            with open(f"/proc/{pid}/status") as f:
                total += next(int(line.split()[1]) for line in f if line.startswith("VmRSS:"))
    return total / 1024, kind


def visit(pw: Any, profile: Path, url: str, app: bool, server: CountingServer,
          timeout: float = 180_000) -> dict[str, float]:
    """One visit of ``url`` in the browser profile: its figures (seconds, MB, bytes)."""
    launch: dict[str, Any] = {"headless": True, "args": CHROMIUM_ARGS,
                              "viewport": {"width": 390, "height": 844}}
    if chromium_path():
        launch["executable_path"] = chromium_path()
    context = pw.chromium.launch_persistent_context(str(profile), **launch)
    try:
        context.add_init_script(MARKS)
        page = context.pages[0] if context.pages else context.new_page()
        before = server.counts()
        page.goto(url)
        ready = "html[data-screen=lobby]" if app else "html[data-ready]"
        page.wait_for_selector(ready, state="attached", timeout=timeout)
        page.wait_for_timeout(1000)  # settled, as a person reads the lobby
        memory, kind = renderer_memory(profile)
        out: dict[str, float] = {"memory": memory, "pss": float(kind == "PSS")}
        if app:
            page.get_by_test_id("game-swoop").click()
            page.get_by_test_id("start").click()
            page.wait_for_selector("html[data-bots]:not([data-bots=''])", state="attached",
                                   timeout=timeout)
            page.wait_for_selector("html[data-busy=false]", state="attached", timeout=timeout)
            page.wait_for_selector("html[data-saving=false]", state="attached")
            page.evaluate(FORGET_GAME)
        page.wait_for_timeout(500)  # late requests (icons, manifest, the worker's)
        marks = page.evaluate("() => window.__marks")
        paint = page.evaluate("""() => {
            const p = performance.getEntriesByName("first-contentful-paint")[0];
            return p ? p.startTime : null; }""")
        after = server.counts()
        out.update({
            "paint": (paint or 0) / 1000,
            "ready": marks["lobby" if app else "ready"] / 1000,
            "sent": after[0] - before[0], "runtime": after[1] - before[1],
            "files": after[2] - before[2], "runtime_files": after[3] - before[3]})
        if app:
            out["bot"] = (marks["bot"] - marks["start"]) / 1000
        # The rest of the visit, as a short game goes on: the app's bot worker is up
        # and its site cached for offline play, then both pages stay open as long.
        # While a page runs, V8 keeps its compiled wasm (in the HTTP cache for the
        # bare page, in the service worker's cache for the app); a returning visit
        # meets what a person's browser kept, not a page shut at once.
        if app:
            for done in ("html[data-worker=ready]", "html[data-cached=all]"):
                page.wait_for_selector(done, state="attached", timeout=timeout)
        page.wait_for_timeout(DWELL_MS)
        return out
    finally:
        context.close()


def visit_again_on_crash(*args: Any, crashes: list[str]) -> dict[str, float]:
    """:func:`visit`, once more if the renderer crashed (the crash is counted and
    printed: on a machine short of memory a renderer can be killed)."""
    try:
        return visit(*args)
    except Exception as exc:
        if "crash" not in str(exc).lower():
            raise
        crashes.append(f"{args[2]}: {str(exc).splitlines()[0]}")
        return visit(*args)


def _mm(values: list[float], fmt: str, unit: str = "") -> str:
    return (f"{statistics.median(values):{fmt}}{unit} ({min(values):{fmt}}-"
            f"{max(values):{fmt}})")


def report(rows: dict[str, list[dict[str, float]]], runs: int, size: float) -> None:
    print(f"built site: {size / 1e6:.1f} MB in all; {runs} cold visits of each page,"
          " alternating, and warm visits of the first profile; median (min-max)")
    print("(a) first paint  (b) ready: lobby ready for Start with Python running /"
          " bare page's Python ran  (c) first bot move after Start, normal speed"
          "  (d) renderer memory 1 s after (b)")
    for key, visits in rows.items():
        if not visits:
            continue
        col = {k: [v[k] for v in visits] for k in visits[0]}
        mem = "PSS" if all(col["pss"]) else "RSS"
        bot = f"  (c) {_mm(col['bot'], '.2f', ' s')}" if "bot" in col else ""
        print(f"{key:<10} n={len(visits)}  (a) {_mm(col['paint'], '.2f', ' s')}"
              f"  (b) {_mm(col['ready'], '.2f', ' s')}{bot}"
              f"  (d) {_mm(col['memory'], '.0f', ' MB')} {mem}")
        own = [s - r for s, r in zip(col["sent"], col["runtime"], strict=True)]
        own_files = [f - r for f, r in zip(col["files"], col["runtime_files"], strict=True)]
        print(f"{'':<10} (e) wire {statistics.median(col['sent']) / 1e6:.2f} MB"
              f" (runtime {statistics.median(col['runtime']) / 1e6:.2f} MB, own"
              f" {statistics.median(own) / 1e3:.0f} KB); files"
              f" {statistics.median(col['files']) / 1e6:.2f} MB (runtime"
              f" {statistics.median(col['runtime_files']) / 1e6:.2f} MB, own"
              f" {statistics.median(own_files) / 1e3:.0f} KB)")
    for kind in ("cold", "warm"):
        app, bare = rows[f"app {kind}"], rows[f"bare {kind}"]
        if not app:
            continue
        ready = ratio_summary([v["ready"] for v in app], [v["ready"] for v in bare])
        memory = [a["memory"] - b["memory"] for a, b in zip(app, bare, strict=True)]
        print(f"app/bare {kind}: (b) ready {ready}; (d) memory app - bare"
              f" {_mm(memory, '+.0f', ' MB')}")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench load")
    p.add_argument("--runs", type=int, default=5, help="cold visits of each page")
    p.add_argument("--warm", type=int, default=2, help="warm visits of each page")
    args = p.parse_args(argv)
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        site = build(Path(tmp) / "_site", quiet=True)
        size = sum(f.stat().st_size for f in site.rglob("*") if f.is_file())
        (site / "bare.html").write_text(BARE, encoding="utf-8")
        # the bare page runs the shipped Pyodide as it comes: its stdlib of sources
        shutil.copy2(ROOT / "node_modules" / "pyodide" / "python_stdlib.zip",
                     site / "pyodide" / "python_stdlib.zip")
        server = CountingServer(site)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://localhost:{server.server_port}/"
        rows: dict[str, list[dict[str, float]]] = {
            f"{name} {kind}": [] for kind in ("cold", "warm") for name in ("app", "bare")}
        pages = [("app", base + "?seed=1"), ("bare", base + "bare.html")]
        crashes: list[str] = []
        with sync_playwright() as pw:
            for run in range(args.runs):  # paired, alternating which page goes first
                for name, url in (pages if run % 2 == 0 else pages[::-1]):
                    profile = Path(tmp) / f"profile-{name}-{run}"
                    rows[f"{name} cold"].append(visit_again_on_crash(
                        pw, profile, url, name == "app", server, crashes=crashes))
                    if run == 0:
                        for _ in range(args.warm):
                            rows[f"{name} warm"].append(visit_again_on_crash(
                                pw, profile, url, name == "app", server, crashes=crashes))
        server.shutdown()
    report(rows, args.runs, size)
    if crashes:
        print(f"visits made again after a renderer crash: {len(crashes)} ({crashes[0]})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
