// Card Table's bot worker: the bots think here, off the page's main thread, so the
// table never freezes. It loads the same self-hosted Pyodide and the engine wheel
// (same origin only) and answers JSON text messages:
//   in:  {"type": "init", "wheel": url, "indexURL"?: url}
//        {"type": "choose", "id", "game", "level", "seat", "seed", "view", "legal",
//         "think_ms"?}
//   out: {"type": "ready"} | {"type": "failed", "error"}
//        {"id", "action": action json, "reason": one line saying why} | {"id", "error"}
// A bot needs only the seat's view and the legal actions: no game state comes here.
import { loadPyodide } from "./pyodide/cardtable.mjs";

const BOT_CODE = `
import json, time
from cardtable import bot_rng
from cardtable.actions import action_from_json
from cardtable.bots import RandomBot, choose_with_reason, make_bot
from cardtable.engine import game_types

def answer(text):
    req = json.loads(text)
    try:
        types = game_types()[req["game"]].action_types
        legal = [action_from_json(a, types) for a in req["legal"]]
        rng = bot_rng(int(req["seed"]), int(req["seat"]), f"bot:{req['view'].get('moves', 0)}")
        try:
            bot = make_bot(req["game"], req["level"])
        except ValueError:
            bot = RandomBot()
        started = time.monotonic()
        action, reason = choose_with_reason(bot, req["view"], legal, rng)
        action = action.to_json()
        think = req.get("think_ms", 0) / 1000  # test hook: a slow, busy bot
        while time.monotonic() - started < think:
            pass
        return json.dumps({"id": req["id"], "action": action, "reason": reason})
    except Exception as exc:
        return json.dumps({"id": req.get("id"), "error": f"{type(exc).__name__}: {exc}"})
`;

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
  pyodide.runPython(BOT_CODE);
  return pyodide.globals.get("answer");
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
    self.postMessage(answer(event.data));
  } catch (err) {
    self.postMessage(JSON.stringify({ id: msg.id, error: String(err) }));
  }
});
