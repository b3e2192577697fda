"""The built site as a whole: it starts in a real Chromium on the self-hosted
runtime, asks no other host for anything, logs no errors, and plays offline once
the service worker has taken over (the worker's own fetches are blocked too)."""

from __future__ import annotations

import collections
import functools
import gzip
import json
import shutil
import threading
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import brotli
import pytest
from playwright.sync_api import Browser, BrowserContext, Page
from tools.build_site import write_service_worker
from tools.serve import SiteHandler, make_server, serve_in_thread

from .conftest import ROOT
from .ui_helpers import site_with, wait_ready


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    ctx = browser.new_context(viewport={"width": 390, "height": 844})
    yield ctx
    ctx.close()


def watch(page: Page) -> tuple[list[str], list[str]]:
    """Requested URLs and console errors / page errors, collected as they come."""
    requests: list[str] = []
    errors: list[str] = []
    page.context.on("request", lambda r: requests.append(r.url))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.context.on("requestfailed", lambda r: errors.append(f"request failed: {r.url}"))
    return requests, errors


def test_the_site_starts_on_its_own_runtime_and_asks_no_other_host(
        context: BrowserContext, site_url: str) -> None:
    page = context.new_page()
    requests, errors = watch(page)
    encodings: dict[str, str | None] = {}
    context.on("response", lambda r: encodings.__setitem__(
        urlparse(r.url).path, r.headers.get("content-encoding")))
    page.goto(site_url)
    wait_ready(page)
    assert page.get_attribute("html", "data-screen") == "lobby"
    # the 9.6 MB wasm crosses the wire compressed (issue 17)
    assert encodings["/pyodide/pyodide.asm.wasm"] in ("br", "gzip")
    own = urlparse(site_url).netloc
    foreign = [u for u in requests if urlparse(u).scheme in ("http", "https")
               and urlparse(u).netloc != own]
    assert foreign == []
    assert any(u.endswith("/pyodide/pyodide.asm.wasm") for u in requests)
    # the precompiled runtime library, not Pyodide's stdlib of sources (issue 17)
    assert any(u.endswith("/pyodide/runtime.zip") for u in requests)
    assert not any("python_stdlib" in u for u in requests)
    # one Pyodide on the page: boot.js started it, PyScript took that one
    wasm = page.evaluate("performance.getEntriesByType('resource')"
                         ".filter(e => e.name.endsWith('/pyodide.asm.wasm')).length")
    assert wasm == 1
    assert errors == []


PYSCRIPT_BYTECODE_PROBE = """
import json, marshal, sys
import js
from cardui import pyscript_bytecode
loader = pyscript_bytecode.__loader__
table = marshal.loads(loader.get_data(loader.archive + "/" + pyscript_bytecode.ENTRY))
found = {}
for name, module in sorted(sys.modules.items()):
    cached = getattr(getattr(module, "__spec__", None), "cached", None)
    if (name == "pyscript" or name.startswith("pyscript.")) and cached:
        key = "__pycache__/" + cached.rsplit("/__pycache__/", 1)[1]
        with open(cached, "rb") as file:
            found[name] = file.read() == table.get(key)
js.window.probed = json.dumps(found)
"""


def test_pyscripts_own_package_runs_from_the_builds_bytecode(
        context: BrowserContext, site_dir: Path, tmp_path: Path) -> None:
    """PyScript writes its package's sources at every start; the build's bytecode
    of those very sources is in place first, and Python takes it as it is (a file
    that did not match its source would be compiled and written again)."""
    site = site_with(site_dir, tmp_path / "site", "main.py", PYSCRIPT_BYTECODE_PROBE)
    server, url = serve_in_thread(site)
    try:
        page = context.new_page()
        page.goto(url)
        page.wait_for_function("window.probed !== undefined", timeout=90_000)
        found = json.loads(page.evaluate("window.probed"))
    finally:
        server.shutdown()
    assert {"pyscript", "pyscript.context", "pyscript.display", "pyscript.ffi"} <= set(found)
    assert all(found.values()), found


class BodyCounting(SiteHandler):
    """Counts, per path, the answers that carried the file (not a 304)."""

    def copyfile(self, source: Any, outputfile: Any) -> None:
        with self.server.lock:  # type: ignore[attr-defined]
            self.server.bodies[self.path] += 1  # type: ignore[attr-defined]
        super().copyfile(source, outputfile)


def test_the_first_visit_starts_at_once_and_the_wasm_crosses_the_network_once(
        context: BrowserContext, site_dir: Path) -> None:
    """Python starts without waiting for the service worker (a first visit saved
    0.25-0.3 s); the worker still ends up with the whole site, and what the page had
    downloaded already revalidates from the HTTP cache, so each file's body is sent
    once."""
    server = make_server(site_dir, quiet=True)
    server.RequestHandlerClass = functools.partial(BodyCounting, directory=str(site_dir))
    server.bodies = collections.Counter()  # type: ignore[attr-defined]
    server.lock = threading.Lock()  # type: ignore[attr-defined]
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        page = context.new_page()
        page.goto(f"http://localhost:{server.server_port}/")
        wait_ready(page)
        page.wait_for_selector("html[data-offline=ready]", state="attached")
        page.wait_for_selector("html[data-cached=all]", state="attached")
        assert page.evaluate("navigator.serviceWorker.controller !== null")
        cached = page.evaluate("""async () => {
            const cache = await caches.open((await caches.keys())[0]);
            return (await cache.keys()).map((r) => new URL(r.url).pathname);
        }""")
        bodies = dict(server.bodies)  # type: ignore[attr-defined]
    finally:
        server.shutdown()
    assert any(p.endswith("/pyodide/pyodide.asm.wasm") for p in cached)
    assert any(p.endswith("/pyodide/runtime.zip") for p in cached)
    assert any(p.endswith("/howto/swoop.html") for p in cached)
    assert bodies["/pyodide/pyodide.asm.wasm"] == 1
    assert bodies["/pyodide/runtime.zip"] == 1
    assert max(bodies.values()) == 1, {p: n for p, n in bodies.items() if n > 1}


SLOW_INSTALL = """// an install that lasts until the test says "go" (a slow disk, a busy phone)
let go;
const told = new Promise((resolve) => { go = resolve; });
self.addEventListener("message", (event) => { if (event.data === "go") go(); });
self.addEventListener("install", (event) => event.waitUntil(told));
"""


def test_python_starts_while_the_worker_is_still_installing(
        context: BrowserContext, site_dir: Path, tmp_path: Path) -> None:
    site = site_with(site_dir, tmp_path / "site", "sw.js",
                     SLOW_INSTALL + (site_dir / "sw.js").read_text())
    server, url = serve_in_thread(site)
    try:
        page = context.new_page()
        page.goto(url)
        wait_ready(page)
        assert page.evaluate("navigator.serviceWorker.controller") is None
        assert page.get_attribute("html", "data-offline") is None
        page.evaluate("""async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            registration.installing.postMessage("go");
        }""")
        page.wait_for_selector("html[data-offline=ready]", state="attached")
        page.wait_for_selector("html[data-cached=all]", state="attached")
    finally:
        server.shutdown()


def test_the_game_plays_offline_after_the_first_visit(
        context: BrowserContext, site_dir: Path) -> None:
    """Load once, stop the server, cut the network: the page boots again, a game
    plays with bots, and every response came from the service worker."""
    server, url = serve_in_thread(site_dir)  # its own server, to stop
    page = context.new_page()
    _, errors = watch(page)
    try:
        page.goto(url)
        wait_ready(page)
        page.wait_for_selector("html[data-worker=ready]")  # the bot worker has loaded too
        page.wait_for_selector("html[data-cached=all]")  # the service worker has it all
    finally:
        server.shutdown()
    responses: list[tuple[str, bool]] = []
    context.on("response", lambda r: responses.append((r.url, r.from_service_worker)))
    context.set_offline(True)
    try:
        page.goto(url + "?seed=11&botdelay=0")
        wait_ready(page)
        page.get_by_test_id("game-swap-poker").click()
        page.get_by_test_id("start").click()
        page.wait_for_selector("[data-testid=controls], [data-testid=results]",
                               timeout=60_000)
        page.wait_for_selector("html[data-worker=ready]")
        # the bots think in the worker, which loaded from the cache as well
        assert page.get_attribute("html", "data-worker") == "ready"
        # a page of the site that was never opened online comes from the cache too
        page.goto(url + "howto/swoop.html")
        assert "Swoop" in page.locator("h1").inner_text()
    finally:
        context.set_offline(False)
    assert errors == []
    fetched = [u for u, _ in responses if u.startswith("http")]
    assert any(u.endswith("pyodide.asm.wasm") for u in fetched)
    assert [u for u, from_worker in responses if u.startswith("http") and not from_worker] == []


def test_the_built_site_has_only_what_the_page_needs(site_dir: Path) -> None:
    """Issue 2: only the runtime files the page loads; a trimmed lock; no maps."""
    assert sorted(p.name for p in (site_dir / "pyodide").iterdir()
                  if p.suffix not in (".gz", ".br")) == [
        "cardtable.mjs", "pyodide-lock.json", "pyodide.asm.mjs", "pyodide.asm.wasm",
        "pyodide.mjs", "runtime.zip"]
    assert (site_dir / "pyodide" / "pyodide-lock.json").stat().st_size < 1024
    assert not list(site_dir.rglob("*.map"))
    config = json.loads((site_dir / "pyscript.json").read_text())
    assert config == {"interpreter": "./pyodide/cardtable.mjs"}
    sw = (site_dir / "sw.js").read_text()
    listed = {f[0] for f in json.loads(sw[sw.index("{"):sw.index("};") + 1])["files"]}
    on_disk = {"./" + p.relative_to(site_dir).as_posix()
               for p in site_dir.rglob("*") if p.is_file() and p.name != "sw.js"
               and p.suffix not in (".gz", ".br")}
    assert on_disk <= listed


def test_large_files_are_sent_compressed_when_the_request_accepts_it(
        site_dir: Path, site_url: str) -> None:
    """The build writes .br and .gz beside each large file; tools/serve.py sends the
    best one the request accepts, with Content-Encoding and the file's own type."""
    wasm = site_dir / "pyodide" / "pyodide.asm.wasm"
    plain = wasm.read_bytes()
    assert (site_dir / "pyodide" / "pyodide.asm.wasm.br").stat().st_size < len(plain) / 2
    url = site_url + "pyodide/pyodide.asm.wasm"
    for accept, encoding, decode in (("gzip, deflate, br", "br", brotli.decompress),
                                     ("gzip", "gzip", gzip.decompress),
                                     ("identity", None, bytes)):
        request = urllib.request.Request(url, headers={"Accept-Encoding": accept})
        with urllib.request.urlopen(request) as response:
            assert response.headers["Content-Encoding"] == encoding
            assert response.headers["Content-Type"] == "application/wasm"
            assert decode(response.read()) == plain


def test_an_update_downloads_only_the_files_that_changed(
        context: BrowserContext, site_dir: Path, tmp_path: Path) -> None:
    """A new build of the site: the worker installs the new file list, copies every
    unchanged file from the old cache (no 9.6 MB wasm again), fetches the changed
    ones, takes over, and the updated page then works offline."""
    site = shutil.copytree(site_dir, tmp_path / "site")
    server, url = serve_in_thread(site)
    try:
        page = context.new_page()
        page.goto(url)
        wait_ready(page)
        page.wait_for_selector("html[data-cached=all]", state="attached")

        howto = site / "howto" / "swoop.html"
        howto.write_text(howto.read_text().replace("</h1>", " (new edition)</h1>", 1))
        new = write_service_worker(ROOT / "web", site)
        for changed in ("howto/swoop.html", "sw.js"):  # their compressed copies are stale
            for suffix in (".br", ".gz"):
                (site / (changed + suffix)).unlink(missing_ok=True)
        downloads: list[str] = []
        context.on("request", lambda r: downloads.append(urlparse(r.url).path))
        page.evaluate("""async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            const takenOver = new Promise((resolve) => navigator.serviceWorker
                .addEventListener("controllerchange", resolve, { once: true }));
            await registration.update();
            await takenOver;
        }""")
        # once active, the new worker drops the old cache
        caches = page.evaluate("""async (name) => {
            for (let tries = 0; tries < 100; tries++) {
                if ((await caches.keys()).join() === name) break;
                await new Promise((resolve) => setTimeout(resolve, 50));
            }
            return await caches.keys();
        }""", f"cardtable-{new['version']}")
        assert caches == [f"cardtable-{new['version']}"]
        assert "/howto/swoop.html" in downloads
        assert not any(p.endswith(".wasm") or p.endswith(".zip") for p in downloads)

        context.set_offline(True)
        try:
            page.goto(url + "howto/swoop.html")
            assert "(new edition)" in page.locator("h1").inner_text()
        finally:
            context.set_offline(False)
    finally:
        server.shutdown()


def test_a_runtime_that_does_not_load_is_reported_in_words(
        browser: Browser, site_url: str) -> None:
    """The wasm cannot be fetched: the page says the table could not start, above
    the written lobby (instead of waiting for ever)."""
    context = browser.new_context(service_workers="block")
    try:
        page = context.new_page()
        page.route("**/pyodide.asm.wasm", lambda route: route.abort())
        page.goto(site_url)
        page.wait_for_selector("html[data-boot=failed]", state="attached", timeout=60_000)
        status = page.locator("#boot-status").inner_text()
        assert status.startswith("Card Table could not start (") and "reload" in status
    finally:
        context.close()
