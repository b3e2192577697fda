"""The rule book (docs/rules.md) defines every ruling id the code, tests and UI cite."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BOOK = ROOT / "docs" / "rules.md"
CITED_IN = ("core", "tests", "web")
SUFFIXES = {".py", ".html", ".js", ".md", ".toml"}
ID = re.compile(r"\b([SWP])-(\d+)\b")
#: A definition is a list item opening with the id in bold: ``- **S-4 Betting.**``.
DEFINED = re.compile(r"^- \*\*([SWP]-\d+) ", re.MULTILINE)


def defined_ids() -> set[str]:
    return set(DEFINED.findall(BOOK.read_text(encoding="utf-8")))


def cited_ids() -> dict[str, set[str]]:
    """Each cited id and the files citing it."""
    out: dict[str, set[str]] = {}
    for top in CITED_IN:
        for path in (ROOT / top).rglob("*"):
            if path.suffix not in SUFFIXES or not path.is_file():
                continue
            for letter, number in ID.findall(path.read_text(encoding="utf-8")):
                out.setdefault(f"{letter}-{number}", set()).add(
                    str(path.relative_to(ROOT)))
    return out


def test_every_cited_ruling_is_defined_in_the_rule_book() -> None:
    defined = defined_ids()
    missing = {i: sorted(files) for i, files in cited_ids().items() if i not in defined}
    assert not missing, f"cited but not defined in docs/rules.md: {missing}"


def test_the_rule_book_defines_each_id_once_and_in_order() -> None:
    text = BOOK.read_text(encoding="utf-8")
    ids = DEFINED.findall(text)
    assert len(ids) == len(set(ids)), "an id is defined twice"
    for letter, count in (("S", 13), ("W", 13), ("P", 7)):
        assert [i for i in ids if i[0] == letter] == [f"{letter}-{n}"
                                                      for n in range(1, count + 1)]


def test_the_book_check_sees_citations() -> None:
    """The scan is not vacuous: the code and tests cite the rulings of all three games."""
    cited = cited_ids()
    assert {"S-7", "W-6", "P-4"} <= set(cited)
    assert any(f.startswith("core/") for f in cited["S-7"])
    assert any(f.startswith("tests/") for f in cited["W-6"])
