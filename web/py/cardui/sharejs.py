"""The browser's side of sharing (browser only: ``js``): the UTC date, file
downloads, the clipboard, the Web Share API, the URL fragment, and reading an
imported file. See ``sharedesk.Browser``."""

from __future__ import annotations

from typing import Any

import js  # type: ignore[import-not-found]


class ShareBrowser:
    def today(self) -> str:
        return str(js.Date.new().toISOString())[:10]

    def download(self, name: str, text: str) -> None:
        blob = js.Blob.new([text], js.JSON.parse('{"type": "application/json"}'))
        url = js.URL.createObjectURL(blob)
        link = js.document.createElement("a")
        link.href = url
        link.download = name
        link.style.display = "none"
        js.document.body.appendChild(link)
        link.click()
        link.remove()
        js.setTimeout(js.Function.new("u", "return () => URL.revokeObjectURL(u)")(url), 60_000)

    def copy(self, text: str) -> None:
        self._copied(text)

    def _copied(self, text: str) -> bool:
        clip = getattr(js.navigator, "clipboard", None)
        if clip is not None:
            try:
                clip.writeText(text).catch(js.Function.new("e", "return null"))
                return True
            except Exception:
                pass  # the link shows in a field to copy by hand
        return False

    def share(self, text: str) -> str:
        if hasattr(js.navigator, "share") and bool(js.navigator.share):
            try:
                data = js.JSON.parse("{}")
                data.text = text
                js.navigator.share(data).catch(js.Function.new("e", "return null"))
                return "share"
            except Exception:
                pass
        return "copy" if self._copied(text) else ""

    def clear_fragment(self) -> None:
        loc = js.window.location
        js.window.history.replaceState(js.JSON.parse("null"), "",
                                       str(loc.pathname) + str(loc.search))


def page_base() -> str:
    """The page's address without query or fragment (deal links start here)."""
    loc = js.window.location
    return str(loc.origin) + str(loc.pathname)


async def file_text(input_el: Any) -> str | None:
    """The text of the file chosen in an ``<input type=file>``, or None."""
    files = input_el.files
    if files is None or int(files.length) == 0:
        return None
    text = await files.item(0).text()
    input_el.value = ""
    return str(text)
