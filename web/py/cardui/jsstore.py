"""The browser's save store and table lock (browser only: ``js``).

The JavaScript below is the store's backend (:class:`cardui.store.Backend`):
IndexedDB (database ``cardtable``, one object store, keys ``save`` and
``damaged:<n>``), or localStorage in the same layout as
``store.MemoryBackend`` when IndexedDB does not open. Each write is one
IndexedDB transaction that reads the revision and writes (a compare-and-set
no other tab can split). Records come back to Python as JSON (ASCII, lone
surrogates escaped, so nothing is replaced on the way); damaged texts stay in
JavaScript and download as their exact code units (UTF-8, a lone surrogate as
its three WTF-8 bytes). The table's owner is the tab holding the Web Lock
``cardtable.table``; a tab that takes it says so on a ``BroadcastChannel``
(or, lacking one, with a localStorage ``storage`` event), which stops the
other tabs when Web Locks are missing.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import js  # type: ignore[import-not-found]
from pyodide.ffi import create_proxy  # type: ignore[import-not-found]

from .store import Damaged, Record

GLUE = r"""
const SAVE = "cardtable.save.v1", REV = "cardtable.save.rev", DMG = "cardtable.save.damaged";
const TOOK = "cardtable.table.took", LOCK = "cardtable.table";
const tab = Math.random().toString(36).slice(2, 10);
let lost = () => {}, holding = false, urls = [];
function bytes(s) {  // the code units as UTF-8, a lone surrogate as WTF-8
  const out = [];
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c >= 0xD800 && c <= 0xDBFF && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xDC00 && d <= 0xDFFF) { c = 0x10000 + ((c - 0xD800) << 10) + (d - 0xDC00); i++; }
    }
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xC0 | c >> 6, 0x80 | c & 63);
    else if (c < 0x10000) out.push(0xE0 | c >> 12, 0x80 | c >> 6 & 63, 0x80 | c & 63);
    else out.push(0xF0 | c >> 18, 0x80 | c >> 12 & 63, 0x80 | c >> 6 & 63, 0x80 | c & 63);
  }
  return new Uint8Array(out);
}
function links(list) {  // [[key, text]] -> JSON [{key, text, href}]
  urls.forEach(u => URL.revokeObjectURL(u));
  urls = list.map(([k, t]) =>
    URL.createObjectURL(new Blob([bytes(t)], {type: "application/json"})));
  return JSON.stringify(list.map(([key, text], i) => ({key, text, href: urls[i]})));
}
function dmgOrder(a, b) { return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0); }
function idb(db) {
  function run(mode, body) {
    return new Promise((ok, no) => {
      const t = db.transaction("kv", mode), s = t.objectStore("kv"), box = {};
      body(s, box);
      t.oncomplete = () => ok(box.out);
      t.onerror = t.onabort = (e) => no(t.error || (e && e.target && e.target.error));
    });
  }
  function dmgKeys(s, then) {
    const r = s.getAllKeys();
    r.onsuccess = () => then(r.result.filter(k => String(k).startsWith("damaged:")).sort(dmgOrder));
  }
  return {
    name: "indexeddb",
    get: () => run("readonly", (s, box) => {
      const r = s.get("save");
      r.onsuccess = () => { const v = r.result;
        box.out = v && typeof v.text === "string" ? JSON.stringify(v) : null; };
    }),
    write: (text, moves, expect) => run("readwrite", (s, box) => {
      const r = s.get("save");
      r.onsuccess = () => {
        const rev = r.result ? r.result.rev : 0;
        if (expect != null && rev !== expect) { box.out = JSON.stringify([false, rev]); return; }
        s.put({rev: rev + 1, moves, text}, "save");
        box.out = JSON.stringify([true, rev + 1]);
      };
    }),
    touch: () => run("readwrite", (s, box) => {
      const r = s.get("save");
      r.onsuccess = () => { const v = r.result;
        if (!v || typeof v.text !== "string") { box.out = null; return; }
        const next = {rev: v.rev + 1, moves: v.moves, text: v.text};
        s.put(next, "save"); box.out = JSON.stringify(next); };
    }),
    remove: () => run("readwrite", (s) => {
      const r = s.get("save");
      r.onsuccess = () => s.put({rev: r.result ? r.result.rev : 0, moves: 0, text: null}, "save");
    }),
    keep_damaged: () => run("readwrite", (s) => {
      const r = s.get("save");
      r.onsuccess = () => { const v = r.result;
        if (!v || typeof v.text !== "string") return;
        dmgKeys(s, keys => {
          let n = 1; while (keys.includes("damaged:" + n)) n++;
          s.put(v.text, "damaged:" + n);
          s.put({rev: v.rev, moves: 0, text: null}, "save");
        }); };
    }),
    damaged: () => run("readonly", (s, box) => {
      dmgKeys(s, keys => {
        const list = [];
        keys.forEach(k => { const r = s.get(k);
          r.onsuccess = () => { list.push([k, r.result]);
            if (list.length === keys.length)
              box.out = links(list.sort((a, b) => dmgOrder(a[0], b[0]))); }; });
        if (!keys.length) box.out = links([]);
      });
    }),
    drop_damaged: (key) => run("readwrite", (s) => { s.delete(key); }),
    // an older version kept the game in localStorage: bring it (and damaged saves) over
    adopt: () => run("readwrite", (s) => {
      const text = localStorage.getItem(SAVE);
      const old = Object.keys(localStorage).filter(k => k.startsWith(DMG)).sort(dmgOrder);
      const r = s.get("save");
      r.onsuccess = () => {
        const rev = r.result ? r.result.rev : 0;
        if (text !== null && !(r.result && typeof r.result.text === "string")) {
          const moves = Number((localStorage.getItem(REV) || "0 0").split(" ")[1]) || 0;
          s.put({rev: rev + 1, moves, text}, "save");
        }
        dmgKeys(s, keys => { let n = 1;
          old.forEach(k => { while (keys.includes("damaged:" + n)) n++;
            s.put(localStorage.getItem(k), "damaged:" + n); keys.push("damaged:" + n); }); });
      };
    }).then(() => {
      localStorage.removeItem(SAVE); localStorage.removeItem(REV);
      Object.keys(localStorage).filter(k => k.startsWith(DMG))
        .forEach(k => localStorage.removeItem(k));
    }),
  };
}
function local() {
  const ls = localStorage;
  const revOf = () => { const p = (ls.getItem(REV) || "0 0").split(" ");
    return [Number(p[0]) || 0, Number(p[1]) || 0]; };
  const dmgKeys = () => Object.keys(ls).filter(k => k.startsWith(DMG)).sort(dmgOrder);
  return {
    name: "localstorage",
    get: async () => { const t = ls.getItem(SAVE); if (t === null) return null;
      const [rev, moves] = revOf(); return JSON.stringify({rev, moves, text: t}); },
    write: async (text, moves, expect) => {
      const rev = revOf()[0];
      if (expect != null && rev !== expect) return JSON.stringify([false, rev]);
      const before = ls.getItem(SAVE);
      ls.setItem(SAVE, text);
      try { ls.setItem(REV, (rev + 1) + " " + moves); }
      catch (e) {
        if (before === null) ls.removeItem(SAVE); else ls.setItem(SAVE, before);
        throw e;
      }
      return JSON.stringify([true, rev + 1]);
    },
    touch: async () => { const t = ls.getItem(SAVE); if (t === null) return null;
      const [rev, moves] = revOf(); ls.setItem(REV, (rev + 1) + " " + moves);
      return JSON.stringify({rev: rev + 1, moves, text: t}); },
    remove: async () => { ls.removeItem(SAVE); },
    keep_damaged: async () => { const t = ls.getItem(SAVE); if (t === null) return;
      const keys = dmgKeys(); let n = 1; while (keys.includes(DMG + "." + n)) n++;
      ls.setItem(DMG + "." + n, t); ls.removeItem(SAVE); },
    damaged: async () => links(dmgKeys().map(k => [k, ls.getItem(k)])),
    drop_damaged: async (key) => { if (key.startsWith(DMG)) ls.removeItem(key); },
  };
}
async function open() {
  try {
    if (!self.indexedDB) throw new Error("no IndexedDB");
    const db = await new Promise((ok, no) => {
      const r = indexedDB.open("cardtable", 1);
      r.onupgradeneeded = () => r.result.createObjectStore("kv");
      r.onsuccess = () => ok(r.result);
      r.onerror = () => no(r.error);
      r.onblocked = () => no(new Error("IndexedDB blocked"));
    });
    const store = safe(idb(db));
    if (String(await store.adopt()).startsWith("!"))
      console.warn("Card Table: old saves stay in localStorage");
    return store;
  } catch (e) {
    try { localStorage.length; } catch (e2) { return null; }
    return safe(local());
  }
}
function safe(store) {  // a failure resolves to "!<its name>": no rejection reaches Python
  const out = {name: store.name};
  for (const [k, f] of Object.entries(store)) if (typeof f === "function")
    out[k] = (...a) => Promise.resolve().then(() => f(...a))
      .catch((e) => "!" + ((e && (e.name || e.message)) || "failed"));
  return out;
}
let channel = null;
try { channel = new BroadcastChannel(LOCK); } catch (e) { channel = null; }
function told(from) { if (from && from !== tab && holding) { holding = false; lost(); } }
if (channel) channel.onmessage = (m) => told(m.data && m.data.took);
else addEventListener("storage", (e) => {
  if (e.key === TOOK) told(String(e.newValue).split(" ")[0]); });
function announce() {
  if (channel) channel.postMessage({took: tab});
  else try { localStorage.setItem(TOOK, tab + " " + Date.now()); } catch (e) {}
}
function claim(steal) {
  if (holding) return Promise.resolve(true);
  if (!navigator.locks) {  // no locks: the newest tab has the table, the others are told
    holding = true; announce(); return Promise.resolve(true);
  }
  return new Promise((ok) => {
    navigator.locks.request(LOCK, steal ? {steal: true} : {ifAvailable: true}, (lock) => {
      if (!lock) { ok(false); return; }
      holding = true; announce(); ok(true);
      return new Promise(() => {});  // held until the page goes or another tab steals it
    }).catch((e) => { if (holding) { holding = false; lost(); } });
  });
}
return {open, claim, onLost: (f) => { lost = f; }, tab};
"""


def _text(value: Any) -> str | None:
    """A JS answer: JSON text, or None; ``"!Name"`` (a failure) raises."""
    if value is None or type(value).__name__ == "JsNull":
        return None
    text = str(value)
    if text.startswith("!"):
        raise RuntimeError(text[1:])
    return text


class JsBackend:
    """:class:`cardui.store.Backend` over the JavaScript above."""

    def __init__(self, store: Any) -> None:
        self.js = store
        self.name = str(store.name)

    @staticmethod
    def _record(text: str | None) -> Record | None:
        if text is None:
            return None
        data = json.loads(text)
        return Record(int(data["rev"]), int(data["moves"]), data["text"])

    async def get(self) -> Record | None:
        return self._record(_text(await self.js.get()))

    async def write(self, text: str, moves: int, expect: int | None) -> tuple[bool, int]:
        ok, rev = json.loads(_text(await self.js.write(text, moves, expect)) or "null")
        return bool(ok), int(rev)

    async def touch(self) -> Record | None:
        return self._record(_text(await self.js.touch()))

    async def remove(self) -> None:
        _text(await self.js.remove())

    async def keep_damaged(self) -> None:
        _text(await self.js.keep_damaged())

    async def damaged(self) -> list[Damaged]:
        return [Damaged(str(d["key"]), str(d["text"]), str(d["href"]))
                for d in json.loads(_text(await self.js.damaged()) or "[]")]

    async def drop_damaged(self, key: str) -> None:
        _text(await self.js.drop_damaged(key))


class Glue:
    """The JavaScript side, made once per page."""

    def __init__(self) -> None:
        self.js = js.Function.new(GLUE)()
        self._lost: Callable[[], None] = lambda: None
        self._proxy = create_proxy(lambda *_: self._lost())
        self.js.onLost(self._proxy)

    async def backend(self) -> JsBackend | None:
        store = await self.js.open()
        if store is None or type(store).__name__ == "JsNull":
            return None
        return JsBackend(store)

    async def claim(self, steal: bool, on_lost: Callable[[], None]) -> bool:
        self._lost = on_lost
        return bool(await self.js.claim(steal))
