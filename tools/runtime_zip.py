"""The precompiled runtime library, made inside the pinned Pyodide itself (run by
``tools/runtime_zip.mjs`` under Node; the build machine's CPython cannot write
bytecode for Pyodide's Python).

``trace()`` runs what the site runs (the UI's controller through every listed game
at every bot level, to the end, with saves and reloads, undo and the log; the bot
worker's code; the standard modules PyScript's own package imports; a traceback
formatted as an error report does) and returns the stdlib files that got imported.
``pack()`` compiles those files and the app's packages into one zip, in a fresh
interpreter: stdlib as bytecode only (file names and line numbers stay in
tracebacks, source lines do not), the app's packages as bytecode beside their
sources (full tracebacks). Bytecode is unchecked-hash based (no timestamps), the
entries sorted with a fixed date: the same inputs give the same bytes.
"""

from __future__ import annotations

import ast
import asyncio
import importlib
import io
import json
import sys
import zipfile
from pathlib import Path
from typing import Any

#: The zip Pyodide's own standard library is unpacked as (``/lib/python314.zip``).
STDLIB = f"/lib/python{sys.version_info.major}{sys.version_info.minor}.zip/"
#: Modules PyScript's package imports that are JavaScript, not files.
JS_MODULES = {"js", "polyscript", "_pyscript", "pyscript"}
DATE = (1980, 1, 1, 0, 0, 0)
#: Where PyScript writes its package at start (its working directory's ``pyscript/``).
PYSCRIPT_HOME = "/home/pyodide/pyscript/"
#: The zip's entry with that package's bytecode (read by ``cardui.pyscript_bytecode``).
PYSCRIPT_ENTRY = "pyscript-bytecode.marshal"
MAX_STEPS = 3000


class TracePlatform:
    """The browser as the controller sees it (storage and the save store in a
    dict, one tab, bots answered here, no waiting)."""

    def __init__(self, storage: dict[str, str]) -> None:
        from cardui.store import MemoryBackend, SaveStore

        self.storage = storage
        self.reduced_motion = False
        self.saves = SaveStore(MemoryBackend(storage, url=self.blob_url), spawn=self.spawn,
                               mark_get=self.storage_get, mark_set=self.storage_set)

    def spawn(self, coro: Any) -> Any:
        return _finish(coro)

    async def claim(self, steal: bool, on_lost: Any) -> bool:
        return True

    def storage_get(self, key: str) -> str | None:
        return self.storage.get(key)

    def storage_set(self, key: str, value: str) -> None:
        self.storage[key] = value

    def storage_remove(self, key: str) -> None:
        self.storage.pop(key, None)

    def random(self) -> float:
        return 0.5

    def blob_url(self, text: str) -> str:
        return "blob:trace"

    async def sleep(self, ms: float) -> None:
        return None

    async def ask_bot(self, request: dict[str, Any]) -> dict[str, Any]:
        from cardui.session import bot_choose

        return bot_choose(request)


def _finish(coroutine: Any) -> Any:
    """Run a coroutine that never truly waits (no event loop under Node)."""
    try:
        while True:
            coroutine.send(None)
    except StopIteration as done:
        return done.value


async def _open(c: Any) -> None:
    """The controller's start: ``open()`` (a coroutine) or ``boot()``."""
    if hasattr(c, "open"):
        await c.open()
    else:
        c.boot()


async def _play(game: str, level: str, storage: dict[str, str]) -> None:
    from cardui.controller import Controller, Params
    from cardui.session import Seat

    c = Controller(TracePlatform(storage), Params(seed=7, bot_delay=0))
    await _open(c)
    c.html()
    c.lobby_change("game", game)
    c.lobby_change("players", "2")
    c.form.seats = [Seat("Ana", "human"), Seat("Bo", "bot", level)]
    c.start_game()
    c.ui("toggle-log")
    for step in range(MAX_STEPS):
        s = c.session
        if s is None or s.over:
            break
        if c.bots_pending():
            await c.run_bots()
        else:
            seat = s.next_human()
            if seat is None:  # a result or a hand-off waits for a tap
                c.ui("handoff-ready")
                c.ui("next")
            else:
                legal = s.legal_json(seat)
                c.act({"action": json.dumps(legal[step % len(legal)])})
                if step == 1:
                    c.ui("undo")
        c.html()
        if step == 5:  # a reload resumes the saved game
            c = Controller(TracePlatform(storage), Params(bot_delay=0))
            await _open(c)
            c.ui("resume")
    c.html()


async def _share(storage: dict[str, str]) -> None:
    """Issue 19's paths: a daily deal played out, its share line, a deal link and
    a game file read back, replays stepped through."""
    from cardui.controller import Controller, Params
    from cardui.share import decode_link, encode_link
    from cardui.sharedesk import NoBrowser

    class Dated(NoBrowser):
        def today(self) -> str:
            return "2026-11-24"

    c = Controller(TracePlatform(storage), Params(seed=7, bot_delay=0))
    await _open(c)
    c.share.browser = Dated()
    c.ui("daily", "swap-poker")
    for step in range(MAX_STEPS):
        s = c.session
        if s is None or s.over:
            break
        if c.bots_pending():
            await c.run_bots()
        else:
            seat = s.next_human()
            if seat is None:
                c.ui("next-result")
            else:
                c.act({"action": json.dumps(s.legal_json(seat)[step % len(s.legal_json(seat))])})
    c.html()
    c.ui("share-daily")
    c.ui("copy-link")
    assert c.session is not None
    decode_link(encode_link(c.session.setup))
    c.share.import_text(c.session.to_save())
    c.share.import_text("{broken")
    c.ui("replay", "game")
    for name in ("replay-forward", "replay-last", "replay-reveal", "replay-back", "replay-play"):
        c.ui(name)
        c.html()
    c.ui("replay-close")
    c.ui("lobby")
    c.html()


def _pyscript_imports(package: Path) -> list[str]:
    """The modules PyScript's own Python package imports (read from its files)."""
    files = sorted(package.glob("*.py"))
    if not files:  # a silent empty list would leave its imports (html, ...) out
        raise FileNotFoundError(f"PyScript's Python package not found at {package}")
    names: set[str] = set()
    for file in files:
        for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                names.add(node.module)
    return sorted(n for n in names if n.split(".")[0] not in JS_MODULES)


async def trace(pyscript_package: str, bot_code: str) -> list[str]:
    """Run the site's code paths; the stdlib files imported, relative to the zip."""
    for name in _pyscript_imports(Path(pyscript_package)):
        try:
            importlib.import_module(name)
        except ModuleNotFoundError as exc:  # tried in a try: by PyScript too (jsffi)
            if exc.name != name:
                raise
    import cardui.app  # noqa: F401  (the page's module: js and pyodide.ffi glue)
    from cardui.controller import public_games
    from cardui.howto import index_page

    index_page()
    for info in public_games():
        for level in info["bot_levels"] or ["random"]:
            await _play(info["id"], level, {})
    await _share({})
    worker: dict[str, Any] = {}
    exec(compile(bot_code, "bot_worker", "exec"), worker)  # noqa: S102
    try:
        raise ValueError("a traced error")
    except ValueError as exc:  # what an error report imports
        import traceback

        traceback.format_exception(exc)
    asyncio.get_event_loop()
    files = set()
    for module in list(sys.modules.values()):
        origin = getattr(getattr(module, "__spec__", None), "origin", None) or ""
        if origin.startswith(STDLIB):
            files.add(origin[len(STDLIB):])
    return sorted(files)


def outside() -> list[str]:
    """Imported modules loaded from a file that is not in the runtime library
    (this tool's own module aside)."""
    found = []
    for name, module in sorted(sys.modules.items()):
        origin = getattr(getattr(module, "__spec__", None), "origin", None) or ""
        if origin.startswith("/") and not origin.startswith(STDLIB) and name != __name__:
            found.append(f"{name}: {origin}")
    return found


def _pyc(source: bytes, filename: str, checked: bool = False) -> bytes:
    """Hash-based bytecode: unchecked (the file is only ever in the zip), or checked
    against its source's hash at every import."""
    from importlib._bootstrap_external import _code_to_hash_pyc  # type: ignore[attr-defined]
    from importlib.util import source_hash

    code = compile(source, filename, "exec", dont_inherit=True, optimize=0)
    return bytes(_code_to_hash_pyc(code, source_hash(source), checked))


def pyscript_table(sources: dict[str, str]) -> bytes:
    """PyScript's package as checked bytecode, by the cache file's path in the
    package's folder (``cardui.pyscript_bytecode`` puts them there)."""
    import marshal

    tag = sys.implementation.cache_tag
    table = {}
    for name in sorted(sources):
        source = sources[name].encode("utf-8")  # PyScript writes them as UTF-8
        stem = name.removesuffix(".py")
        table[f"__pycache__/{stem}.{tag}.pyc"] = _pyc(source, PYSCRIPT_HOME + name, True)
    return marshal.dumps(table)


def _write(zf: zipfile.ZipFile, name: str, data: bytes) -> None:
    """Stored, not deflated: an import then reads its bytecode as is (no inflating
    in WebAssembly at every start), and the wire is no worse: the build writes
    ``runtime.zip.br``/``.gz`` beside it, which compress the whole file better
    than deflate does entry by entry."""
    info = zipfile.ZipInfo(name, date_time=DATE)
    info.compress_type = zipfile.ZIP_STORED
    info.external_attr = 0o644 << 16
    zf.writestr(info, data)


def pack(stdlib_files: list[str], packages: dict[str, str], pyscript_sources: dict[str, str],
         out: str) -> dict[str, int]:
    """Write the zip: ``stdlib_files`` (paths in Pyodide's stdlib zip) as bytecode,
    each of ``packages`` (name -> folder) as bytecode and source, and PyScript's
    package (file name -> the source PyScript writes) as one table of bytecode."""
    entries: dict[str, bytes] = {PYSCRIPT_ENTRY: pyscript_table(pyscript_sources)}
    with zipfile.ZipFile(STDLIB.rstrip("/")) as stdlib:
        for rel in stdlib_files:
            entries[rel[:-3] + ".pyc"] = _pyc(stdlib.read(rel), STDLIB + rel)
    for name, folder in packages.items():
        root = Path(folder)
        for file in sorted(root.rglob("*.py")):
            rel = f"{name}/{file.relative_to(root).as_posix()}"
            source = file.read_bytes()
            entries[rel] = source
            entries[rel[:-3] + ".pyc"] = _pyc(source, STDLIB + rel)
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as zf:
        for name in sorted(entries):
            _write(zf, name, entries[name])
    Path(out).write_bytes(buffer.getvalue())
    return {"stdlib": len(stdlib_files), "entries": len(entries), "bytes": buffer.tell()}
