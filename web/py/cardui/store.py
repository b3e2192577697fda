"""Where the running game is kept: one save slot with a revision number, the
damaged saves kept until the person deletes them, and a small mark of the
position last shown. Pure Python over an asynchronous :class:`Backend`
(IndexedDB, or localStorage when IndexedDB is missing: ``app``; a dict in
the tests: :class:`MemoryBackend`).

- **Revisions.** Every write is a compare-and-set in one backend transaction:
  it lands only when the stored revision is still the one this tab last saw,
  and stores revision + 1. A tab whose game was moved on elsewhere is told
  (``on_stale``) instead of overwriting a newer save.
- **Shown mark.** Before each write the store sets a fixed-width localStorage
  value (``SHOWN_KEY``: revision, moves, seed). Rewriting a value of the same
  length needs no more quota, so the mark survives a full storage; on the next
  start a save older than the mark is reported with the moves it lacks.
- **Damaged saves** are moved, as the exact stored text (the backend copies it
  without passing it through Python), to their own keys and only deleted on
  the person's word.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import dataclass
from typing import Any, Protocol

SAVE_KEY = "cardtable.save.v1"  # the running game's text (localStorage layout)
REV_KEY = "cardtable.save.rev"  # "<rev> <moves>" of SAVE_KEY (localStorage layout)
DAMAGED_KEY = "cardtable.save.damaged"  # prefix: damaged saves, kept
SHOWN_KEY = "cardtable.save.shown"  # fixed-width mark of the position last shown


@dataclass
class Record:
    """A stored game: its text (``Session.to_save()``), revision and log length."""

    rev: int
    moves: int
    text: str


@dataclass
class Damaged:
    """A damaged save: its key, a copy of its text (for the message only) and a
    link that downloads the exact stored text."""

    key: str
    text: str
    href: str


@dataclass
class Shown:
    rev: int
    moves: int
    seed: int

    def encode(self) -> str:
        return f"{self.rev % 10**10:010d} {self.moves % 10**6:06d} {self.seed % 10**10:010d}"

    @staticmethod
    def decode(text: str | None) -> Shown | None:
        try:
            rev, moves, seed = (int(x) for x in str(text).split())
        except ValueError:
            return None
        return Shown(rev, moves, seed)


class Backend(Protocol):
    """Asynchronous storage of records; each method is atomic across tabs."""

    name: str

    def get(self) -> Awaitable[Record | None]: ...
    def write(self, text: str, moves: int, expect: int | None) -> Awaitable[tuple[bool, int]]:
        """Store ``text`` with the stored revision + 1 when the stored revision is
        ``expect`` (or always when ``expect`` is None); returns (written, the
        stored revision now). Raises when storage fails (full, blocked)."""
        ...
    def touch(self) -> Awaitable[Record | None]:
        """Bump the stored revision (same text) and return the record."""
        ...
    def remove(self) -> Awaitable[None]: ...
    def keep_damaged(self) -> Awaitable[None]:
        """Move the save slot's exact text to a new damaged key."""
        ...
    def damaged(self) -> Awaitable[list[Damaged]]: ...
    def drop_damaged(self, key: str) -> Awaitable[None]: ...


class SaveStore:
    """The save slot as the controller sees it: loaded once (:meth:`open`),
    then writes queued in order (only the newest pending one is written) and
    checked against the revision this tab knows.

    ``spawn`` runs a coroutine in the background (the page's event loop; the
    tests run it to the end at once). ``mark_get``/``mark_set``: localStorage.
    """

    def __init__(self, backend: Backend | None, *,
                 spawn: Callable[[Coroutine[Any, Any, None]], Any],
                 mark_get: Callable[[str], str | None],
                 mark_set: Callable[[str, str], None]) -> None:
        self.backend = backend
        self.spawn = spawn
        self.mark_get = mark_get
        self.mark_set = mark_set
        self.saved: Record | None = None  # the record found by open()/take()
        self.rev = 0  # the stored revision this tab last saw or wrote
        self.damaged: list[Damaged] = []
        #: Set when the last write failed (storage full or blocked).
        self.failed = backend is None
        #: Moves shown but not saved: after a failed write, or found by open().
        self.unsaved = 0
        #: The mark found by open() when it is newer than the save.
        self.behind: Shown | None = None
        self.stale = False  # another tab wrote a newer revision
        self.on_stale: Callable[[], None] = lambda: None
        self.on_saved: Callable[[], None] = lambda: None
        self._pending: tuple[str, int, int, bool] | None = None
        self._writing = False
        self._saved_moves = 0

    # -- start -------------------------------------------------------------------

    async def open(self) -> None:
        """Read the save slot, the damaged saves and the shown mark."""
        if self.backend is None:
            return
        try:
            self.saved = await self.backend.get()
            self.damaged = await self.backend.damaged()
        except Exception:
            self.failed = True
            return
        self.rev = self.saved.rev if self.saved else 0
        self._saved_moves = self.saved.moves if self.saved else 0
        shown = Shown.decode(self._mark())
        if shown is not None and shown.rev > self.rev:
            self.behind = shown

    async def take(self) -> Record | None:
        """This tab takes the table: bump the revision (so a write queued in
        another tab is refused) and return the newest record."""
        if self.backend is None:
            return None
        try:
            record = await self.backend.touch()
        except Exception:  # full: read it without the bump
            try:
                record = await self.backend.get()
            except Exception:
                self.failed = True
                return None
        self.saved = record
        self.stale = False
        self._pending = None
        self.rev = record.rev if record else 0
        self._saved_moves = record.moves if record else 0
        return record

    # -- writes ------------------------------------------------------------------

    def _mark(self) -> str | None:
        try:
            return self.mark_get(SHOWN_KEY)
        except Exception:
            return None

    def mark(self, moves: int, seed: int, ahead: int = 0) -> None:
        """Set the shown mark (fixed width: it fits even in a full storage)."""
        try:
            self.mark_set(SHOWN_KEY, Shown(self.rev + ahead, moves, seed).encode())
        except Exception:
            pass

    def save(self, text: str, moves: int, seed: int, *, new: bool = False) -> None:
        """Queue the game as now shown. ``new``: a new game replaces whatever is
        stored (no revision check)."""
        if self.backend is None or self.stale:
            return
        self.mark(moves, seed, 2 if self._writing else 1)
        self._pending = (text, moves, seed, new or bool(self._pending and self._pending[3]))
        if not self._writing:
            self._writing = True
            self.spawn(self._flush())

    async def _flush(self) -> None:
        try:
            while self._pending is not None and not self.stale:
                text, moves, _seed, new = self._pending
                self._pending = None
                assert self.backend is not None
                try:
                    ok, rev = await self.backend.write(text, moves, None if new else self.rev)
                except Exception:
                    self.failed = True
                    self.unsaved = max(0, moves - self._saved_moves) or 1
                    continue
                if not ok:
                    self.stale = True
                    self._pending = None
                    self.on_stale()
                    return
                self.rev = rev
                self._saved_moves = moves
                self.failed = False
                self.unsaved = 0
        finally:
            self._writing = False
        self.on_saved()

    @property
    def busy(self) -> bool:
        return self._writing or self._pending is not None

    def remove(self) -> None:
        """The game ended and the person left it: empty the slot (and the mark,
        so no lost game is reported)."""
        if self.backend is not None and not self.stale:
            self._pending = None
            self.mark(0, 0, -self.rev)
            self.spawn(self._run(self.backend.remove()))

    async def _run(self, job: Awaitable[None]) -> None:
        try:
            await job
        except Exception:
            self.failed = True

    # -- damaged saves -------------------------------------------------------------

    async def keep_damaged(self) -> None:
        """Move the unreadable save to the damaged saves (kept until deleted)."""
        if self.backend is None:
            return
        try:
            await self.backend.keep_damaged()
            self.mark(0, 0, -self.rev)  # nothing shown is missing: the slot is empty
            self.damaged = await self.backend.damaged()
        except Exception:
            self.failed = True
        self.saved = None

    async def drop_damaged(self, key: str) -> None:
        if self.backend is None:
            return
        try:
            await self.backend.drop_damaged(key)
            self.damaged = await self.backend.damaged()
        except Exception:
            self.failed = True


class MemoryBackend:
    """The localStorage layout over a dict (the tests' backend, and the
    reference for the browser's): ``SAVE_KEY`` the text, ``REV_KEY``
    ``"<rev> <moves>"``, ``DAMAGED_KEY`` + ``".<n>"`` the damaged texts.
    ``limit``: the most characters the dict may hold (keys + values), as a
    browser's quota; beyond it a write raises and changes nothing."""

    name = "memory"

    def __init__(self, storage: dict[str, str], *, limit: int | None = None,
                 url: Callable[[str], str] = lambda text: "blob:memory") -> None:
        self.storage = storage
        self.limit = limit
        self.url = url

    def _put(self, changes: dict[str, str | None]) -> None:
        after = dict(self.storage)
        for key, value in changes.items():
            if value is None:
                after.pop(key, None)
            else:
                after[key] = value
        if self.limit is not None and sum(len(k) + len(v) for k, v in after.items()) > self.limit:
            raise RuntimeError("QuotaExceededError")
        self.storage.clear()
        self.storage.update(after)

    def _rev(self) -> tuple[int, int]:
        parts = self.storage.get(REV_KEY, "0 0").split()
        try:
            return int(parts[0]), int(parts[1])
        except (ValueError, IndexError):
            return 0, 0

    async def get(self) -> Record | None:
        text = self.storage.get(SAVE_KEY)
        if text is None:
            return None
        rev, moves = self._rev()
        return Record(rev, moves, text)

    async def write(self, text: str, moves: int, expect: int | None) -> tuple[bool, int]:
        rev = self._rev()[0]  # kept when the slot is emptied: revisions only grow
        if expect is not None and rev != expect:
            return False, rev
        self._put({SAVE_KEY: text, REV_KEY: f"{rev + 1} {moves}"})
        return True, rev + 1

    async def touch(self) -> Record | None:
        record = await self.get()
        if record is None:
            return None
        self._put({REV_KEY: f"{record.rev + 1} {record.moves}"})
        return Record(record.rev + 1, record.moves, record.text)

    async def remove(self) -> None:
        self._put({SAVE_KEY: None})

    def _damaged_keys(self) -> list[str]:
        return sorted((k for k in self.storage if k.startswith(DAMAGED_KEY)),
                      key=lambda k: (len(k), k))

    async def keep_damaged(self) -> None:
        text = self.storage.get(SAVE_KEY)
        if text is None:
            return
        keys = set(self._damaged_keys())
        n = 1
        while f"{DAMAGED_KEY}.{n}" in keys:
            n += 1
        self._put({f"{DAMAGED_KEY}.{n}": text, SAVE_KEY: None})

    async def damaged(self) -> list[Damaged]:
        return [Damaged(k, self.storage[k], self.url(self.storage[k]))
                for k in self._damaged_keys()]

    async def drop_damaged(self, key: str) -> None:
        if key.startswith(DAMAGED_KEY):
            self._put({key: None})


def run_now(coro: Coroutine[Any, Any, Any]) -> Any:
    """Run a coroutine that never waits on anything (the tests' backends) to its end."""
    try:
        coro.send(None)
    except StopIteration as done:
        return done.value
    coro.close()
    raise RuntimeError("the coroutine waited; run it on an event loop")
