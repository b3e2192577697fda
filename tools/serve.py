"""Serve the built site on localhost (a secure context, so the service worker runs).

    python tools/serve.py [--port 8000] [--dir _site]

Plain static files with the right types for modules, wasm and the manifest, and
``Cache-Control: no-cache`` so the browser revalidates: the service worker, not the
HTTP cache, is what keeps the site offline. As static hosts do, a file with a
``.br`` or ``.gz`` copy beside it (the build writes them) is sent as that copy with
``Content-Encoding`` when the request's ``Accept-Encoding`` allows it.
"""

from __future__ import annotations

import argparse
import email.utils
import functools
import http.server
import os
import sys
import threading
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

TYPES = {
    ".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
    ".webmanifest": "application/manifest+json", ".whl": "application/zip",
    ".zip": "application/zip", ".json": "application/json", ".svg": "image/svg+xml",
    ".py": "text/plain; charset=utf-8", ".css": "text/css", ".html": "text/html; charset=utf-8",
}


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}

    #: Content-Encoding -> the suffix of the copy, best first.
    ENCODINGS = (("br", ".br"), ("gzip", ".gz"))

    def accepted(self) -> set[str]:
        """The encodings of the request's Accept-Encoding (those not refused by q=0)."""
        found = set()
        for part in self.headers.get("Accept-Encoding", "").split(","):
            name, _, params = part.strip().partition(";")
            if name and params.replace(" ", "") not in ("q=0", "q=0.0"):
                found.add(name.strip().lower())
        return found

    def not_modified_since(self, mtime: int) -> bool:
        since = self.headers.get("If-Modified-Since")
        if not since or "If-None-Match" in self.headers:
            return False
        try:
            return email.utils.parsedate_to_datetime(since).timestamp() >= mtime
        except (TypeError, ValueError, IndexError, OverflowError):
            return False

    def send_head(self) -> Any:
        path = self.translate_path(self.path)
        if os.path.isdir(path) and self.path.split("?")[0].endswith("/"):
            path = os.path.join(path, "index.html")
        accepted = self.accepted()
        for encoding, suffix in self.ENCODINGS:
            if encoding in accepted and os.path.isfile(path + suffix):
                mtime = int(os.path.getmtime(path + suffix))
                if self.not_modified_since(mtime):  # revalidation, as for plain files
                    self.send_response(304)
                    self.end_headers()
                    return None
                f = open(path + suffix, "rb")  # noqa: SIM115  (closed by the caller)
                self.send_response(200)
                self.send_header("Last-Modified", self.date_time_string(mtime))
                self.send_header("Content-Type", self.guess_type(path))
                self.send_header("Content-Encoding", encoding)
                self.send_header("Content-Length", str(os.fstat(f.fileno()).st_size))
                self.send_header("Vary", "Accept-Encoding")
                self.end_headers()
                return f
        return super().send_head()

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        self.send_header("X-Content-Type-Options", "nosniff")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        if not getattr(self.server, "quiet", False):
            super().log_message(format, *args)


class SiteServer(http.server.ThreadingHTTPServer):
    daemon_threads = True
    quiet = False

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A browser that closed the page or went offline mid-answer is not an error
        worth a traceback (static hosts drop such connections silently)."""
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


def make_server(directory: Path, port: int = 0, host: str = "127.0.0.1",
                quiet: bool = False) -> SiteServer:
    """A server for ``directory`` (port 0: any free port; see ``server_port``)."""
    handler = functools.partial(SiteHandler, directory=str(directory))
    server = SiteServer((host, port), handler)
    server.quiet = quiet
    return server


def serve_in_thread(directory: Path, quiet: bool = True) -> tuple[SiteServer, str]:
    server = make_server(directory, quiet=quiet)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://localhost:{server.server_port}/"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve the built Card Table site.")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--dir", type=Path, default=ROOT / "_site")
    args = parser.parse_args(argv)
    if not (args.dir / "index.html").exists():
        raise SystemExit(f"{args.dir} has no index.html: build it with tools/build_site.py")
    server = make_server(args.dir, args.port)
    print(f"Card Table: http://localhost:{server.server_port}/  (Ctrl+C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
