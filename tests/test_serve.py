"""tools/serve.py: a browser that goes away mid-answer (a closed page, a context set
offline by a test) is not reported as a server error; any other error still is."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tools.serve import SiteServer  # noqa: E402


def _report(error: Exception, capsys: pytest.CaptureFixture[str]) -> str:
    server = SiteServer.__new__(SiteServer)
    try:
        raise error
    except Exception:
        server.handle_error(None, ("127.0.0.1", 1))
    return capsys.readouterr().err


def test_a_dropped_connection_is_quiet(capsys: pytest.CaptureFixture[str]) -> None:
    assert _report(ConnectionResetError(104, "reset"), capsys) == ""
    assert _report(BrokenPipeError(32, "pipe"), capsys) == ""


def test_any_other_error_is_still_reported(capsys: pytest.CaptureFixture[str]) -> None:
    assert "ValueError" in _report(ValueError("bad"), capsys)
