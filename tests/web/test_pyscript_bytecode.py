"""PyScript's package precompiled by the build (issue 17): the table the build
writes is the one the page's loader reads, and its bytecode is checked against
the very sources PyScript writes (the browser side: e2e/test_site.py)."""

from __future__ import annotations

import importlib.util
import marshal
import sys

from cardui import pyscript_bytecode
from tools import runtime_zip

SOURCES = {"__init__.py": "from pyscript.util import x\n", "util.py": "x = 'é'\n"}


def test_the_build_writes_the_entry_the_loader_reads() -> None:
    assert runtime_zip.PYSCRIPT_ENTRY == pyscript_bytecode.ENTRY


def test_each_file_is_bytecode_checked_against_its_source_where_python_looks() -> None:
    table = marshal.loads(runtime_zip.pyscript_table(SOURCES))
    tag = sys.implementation.cache_tag
    assert sorted(table) == [f"__pycache__/__init__.{tag}.pyc", f"__pycache__/util.{tag}.pyc"]
    pyc = table[f"__pycache__/util.{tag}.pyc"]
    assert int.from_bytes(pyc[4:8], "little") == 0b11  # hash-based, checked
    assert pyc[8:16] == importlib.util.source_hash(SOURCES["util.py"].encode("utf-8"))


def test_outside_a_zip_nothing_is_placed(tmp_path) -> None:
    assert pyscript_bytecode.place(str(tmp_path / "pyscript")) == 0
    assert not (tmp_path / "pyscript").exists()
