"""The one way to build HTML: every text goes through :func:`esc`.

:class:`Html` marks a string that is already markup. :func:`el` escapes every
child that is not :class:`Html` and every attribute value, so a player named
``<img src=x onerror=alert(1)>`` stays a name.

>>> el("b", {"class_": "x"}, "<i>")
'<b class="x">&lt;i&gt;</b>'
>>> el("button", {"disabled": True, "hidden": False}, "Go")
'<button disabled>Go</button>'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any


class Html(str):
    """A string that is already safe markup (made by this module)."""

    __slots__ = ()


#: What ``html.escape(text, quote=True)`` replaces, as one table: the same five
#: characters (the tests check the two agree), without importing ``html``, whose
#: table of 2,000 named entities costs the page about 50 ms of its start.
_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;",
                          "'": "&#x27;"})

#: Elements with no closing tag.
_VOID = frozenset({"br", "hr", "img", "input", "meta", "link", "source", "wbr"})


def esc(value: Any) -> Html:
    """``value`` as markup: :class:`Html` stays as it is, anything else is escaped text."""
    if isinstance(value, Html):
        return value
    if value is None:
        return Html("")
    return Html(str(value).translate(_ESCAPES))


def join(parts: Iterable[Any], sep: str = "") -> Html:
    """Markup of several parts (each escaped unless already :class:`Html`)."""
    return Html(esc(sep).join(esc(p) for p in parts))


def attr_name(key: str) -> str:
    """Python-friendly keys to attribute names: ``class_`` -> ``class``,
    ``data_testid`` -> ``data-testid``, ``aria_label`` -> ``aria-label``."""
    return key.rstrip("_").replace("_", "-")


def attrs(values: Mapping[str, Any] | None) -> Html:
    out = []
    for key, value in (values or {}).items():
        if value is None or value is False:
            continue
        name = attr_name(key)
        if not name.replace("-", "").isalnum():
            raise ValueError(f"bad attribute name {key!r}")
        if value is True:
            out.append(f" {name}")
        else:
            out.append(f' {name}="{str(value).translate(_ESCAPES)}"')
    return Html("".join(out))


def el(tag: str, attributes: Mapping[str, Any] | None = None, *children: Any) -> Html:
    """One element: ``el("p", {"class_": "note"}, "text", other_html)``."""
    if not tag.isalnum():
        raise ValueError(f"bad tag {tag!r}")
    opening = f"<{tag}{attrs(attributes)}>"
    if tag in _VOID:
        if children:
            raise ValueError(f"<{tag}> cannot have children")
        return Html(opening)
    return Html(opening + join(_flatten(children)) + f"</{tag}>")


def _flatten(children: Iterable[Any]) -> Iterable[Any]:
    for child in children:
        if isinstance(child, list | tuple) or (
            not isinstance(child, str) and isinstance(child, Iterable)
        ):
            yield from _flatten(child)
        elif child is not None and child is not False:
            yield child


def plural(n: int, word: str) -> str:
    """``word`` as counted by ``n``: singular for one (or minus one), else with an s
    (es after s, x, ch or sh).

    >>> plural(1, "chip"), plural(-1, "chip"), plural(0, "chip"), plural(2, "pass")
    ('chip', 'chip', 'chips', 'passes')
    """
    if abs(n) == 1:
        return word
    return word + ("es" if word.endswith(("s", "x", "ch", "sh")) else "s")


def and_list(words: list[str]) -> str:
    """Words joined as a sentence lists them: ``"Ana"``, ``"Ana and Ben"``,
    ``"Ana, Ben and Cy"``."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def counted(n: int, word: str) -> str:
    """``n`` and its ``word``: ``counted(1, "chip")`` is ``"1 chip"``, ``"5 chips"``."""
    return f"{n} {plural(n, word)}"


def classes(*names: Any) -> str:
    """A class attribute from names, skipping empty ones."""
    return " ".join(str(n) for n in names if n)
