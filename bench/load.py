"""Load time of the built site in Chromium, next to a bare Pyodide page, side by side.

``python -m bench load [--runs 3]``

Builds the site into a temporary folder, serves it on localhost with a server
that counts the bytes it sends, and for each run opens, in a fresh browser
profile (a persistent context, as a returning player has):

* **app cold**: first visit until the lobby is on screen (``html[data-screen=lobby]``)
  and until the bots' worker is ready (``html[data-worker=ready]``);
* **app warm 1 / warm 2**: the same profile relaunched, twice (everything from the
  service worker; the first return is often slower than later ones);
* **bare cold / warm 1 / warm 2**: a hello-world PyScript page built from the same runtime
  files (``pyscript/core.js`` with the same ``interpreter``), same server.

Prints medians of the times and of the bytes sent over the network (all; the
runtime's share, ``pyodide/`` and ``pyscript/``; the app's own share, everything
else), and the app/bare ratios (the median of the paired runs' ratios, with their
range; the runs alternate which page goes first). Chromium: $CARDTABLE_CHROMIUM, else
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
import time
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
<script type="py" config='{"interpreter": "./pyodide/pyodide.mjs"}'>
from pyscript import document
print("Hello, world")
document.documentElement.dataset.ready = str(6 * 7)
</script></body></html>
"""
RUNTIME = ("/pyodide/", "/pyscript/")


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


class CountingServer(SiteServer):
    quiet = True

    def __init__(self, directory: Path) -> None:
        super().__init__(("127.0.0.1", 0), functools.partial(CountingHandler,
                                                             directory=str(directory)))
        self.sent = 0
        self.files = 0
        self.runtime = 0
        self.lock = threading.Lock()


def visit(pw: Any, profile: Path, url: str, marks: list[str], server: CountingServer,
          timeout: float = 180_000) -> tuple[list[float], int, int, int]:
    """Open ``url`` in the browser profile; seconds until each selector in ``marks``,
    and the bytes the server sent meanwhile (all, and the runtime's, on the wire;
    and the sizes of the files those were)."""
    launch: dict[str, Any] = {"headless": True, "args": CHROMIUM_ARGS}
    if chromium_path():
        launch["executable_path"] = chromium_path()
    context = pw.chromium.launch_persistent_context(str(profile), **launch)
    try:
        page = context.pages[0] if context.pages else context.new_page()
        before, before_runtime, before_files = server.sent, server.runtime, server.files
        start = time.perf_counter()
        page.goto(url)
        times = []
        for mark in marks:
            page.wait_for_selector(mark, state="attached", timeout=timeout)
            times.append(time.perf_counter() - start)
        page.wait_for_timeout(500)  # let late requests (icons, manifest) land
        return (times, server.sent - before, server.runtime - before_runtime,
                server.files - before_files)
    finally:
        context.close()


KINDS = ("cold", "warm 1", "warm 2")  # visits of one profile, in this order


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench load")
    p.add_argument("--runs", type=int, default=3)
    args = p.parse_args(argv)
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        site = build(Path(tmp) / "_site", quiet=True)
        size = sum(f.stat().st_size for f in site.rglob("*") if f.is_file())
        (site / "bare.html").write_text(BARE, encoding="utf-8")
        # the bare page runs the shipped Pyodide as it comes: its stdlib of sources
        shutil.copy2(ROOT / "node_modules" / "pyodide" / "python_stdlib.zip",
                     site / "pyodide" / "python_stdlib.zip")
        wheel = next(site.rglob("*.whl"), None)
        wheel_kb = wheel.stat().st_size / 1e3 if wheel else 0.0
        server = CountingServer(site)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://localhost:{server.server_port}/"
        app_marks = ["html[data-screen=lobby]", "html[data-worker=ready]"]
        bare_marks = ["html[data-ready='42']"]
        rows: dict[str, list[tuple[list[float], int, int, int]]] = {
            f"{name} {kind}": [] for name in ("app", "bare") for kind in KINDS}
        with sync_playwright() as pw:
            pages = [("app", base + "?botdelay=0", app_marks),
                     ("bare", base + "bare.html", bare_marks)]
            for run in range(args.runs):  # paired runs, alternating which page goes first
                for name, url, marks in (pages if run % 2 == 0 else pages[::-1]):
                    profile = Path(tmp) / f"profile-{name}-{run}"
                    for kind in KINDS:
                        rows[f"{name} {kind}"].append(visit(pw, profile, url, marks, server))
        server.shutdown()
    med = {k: ([statistics.median(r[0][i] for r in v) for i in range(len(v[0][0]))],
               statistics.median(r[1] for r in v), statistics.median(r[2] for r in v),
               statistics.median(r[3] for r in v))
           for k, v in rows.items()}
    print(f"built site: {size / 1e6:.1f} MB in all; wheel {wheel_kb:.0f} KB;"
          f" medians of {args.runs} runs")
    print("network: bytes on the wire (runtime's share, the app's own); files: their size")
    print(f"{'page':<13}{'ready':>9}{'bots ready':>12}{'network':>12}{'runtime':>12}"
          f"{'own':>10}{'files':>12}")
    for k, (times, sent, runtime, files) in med.items():
        bots = f"{times[1]:>11.2f}s" if len(times) > 1 else f"{'':>12}"
        print(f"{k:<13}{times[0]:>8.2f}s{bots}{sent / 1e6:>9.2f} MB{runtime / 1e6:>9.2f} MB"
              f"{(sent - runtime) / 1e3:>7.0f} KB{files / 1e6:>9.2f} MB")
    for kind in KINDS:
        app = [r[0][0] for r in rows[f"app {kind}"]]
        bare = [r[0][0] for r in rows[f"bare {kind}"]]
        print(f"app/bare {kind}: {ratio_summary(app, bare)} (lobby on screen vs hello-world"
              " PyScript)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
