// Card Table's bot worker: the bots think here, off the page's main thread, so the
// table never freezes. The page starts it when it is idle after the lobby or when
// a game with bots begins (cardui.app). It loads the same self-hosted Pyodide and
// the engine (same origin only) and answers JSON text messages with the engine's
// one entry point for a bot's decision, cardtable.bots.decision.answer_json:
//   in:  {"type": "init", "wheel": url, "indexURL"?: url}
//        {"type": "choose", "id", "game", "level", "seat", "seed", "view", "legal",
//         "think_ms"?}
//   out: {"type": "ready"} | {"type": "failed", "error"}
//        {"id", "action": action json, "reason": one line saying why} | {"id", "error"}
// A bot needs only the seat's view and the legal actions: no game state comes here.
import { loadPyodide } from "./pyodide/cardtable.mjs";

let ready = null;

async function boot(init) {
  const here = new URL(".", self.location.href);
  const indexURL = new URL(init.indexURL || "pyodide/", here).href;
  const wheelURL = new URL(init.wheel, here);
  if (wheelURL.origin !== self.location.origin) {
    throw new Error("the engine wheel must come from this site");
  }
  const pyodide = await loadPyodide({ indexURL });
  try {
    pyodide.runPython("import cardtable"); // precompiled in the runtime library
  } catch {
    const response = await fetch(wheelURL.href);
    if (!response.ok) throw new Error(`engine wheel: HTTP ${response.status}`);
    pyodide.unpackArchive(await response.arrayBuffer(), "wheel");
  }
  return pyodide.pyimport("cardtable.bots.decision").answer_json;
}

self.addEventListener("message", async (event) => {
  let msg;
  try {
    msg = JSON.parse(event.data);
  } catch (err) {
    return;
  }
  if (msg.type === "init") {
    ready = boot(msg);
    ready.then(
      () => self.postMessage(JSON.stringify({ type: "ready" })),
      (err) => self.postMessage(JSON.stringify({ type: "failed", error: String(err) })),
    );
    return;
  }
  if (msg.type !== "choose") return;
  if (ready === null) {
    self.postMessage(JSON.stringify({ id: msg.id, error: "worker not initialised" }));
    return;
  }
  try {
    const answer = await ready;
    const started = performance.now();
    const reply = answer(event.data);
    const think = Number(msg.think_ms) || 0; // test hook: a slow, busy bot
    while (performance.now() - started < think) { /* busy, as a hard bot is */ }
    self.postMessage(reply);
  } catch (err) {
    self.postMessage(JSON.stringify({ id: msg.id, error: String(err) }));
  }
});
