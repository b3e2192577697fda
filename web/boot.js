// Card Table's loader. "Service worker first": on a first visit, register the
// worker and wait until it controls this page before starting PyScript, so the
// runtime's downloads pass through the worker, which keeps them for offline play
// (the 9.6 MB wasm crosses the network once, not twice). A page the worker already
// controls starts at once and checks for an update in the background.
// The lobby is on screen already, written in by the build (early.js runs it
// until Python is up); nothing here shows unless the start fails.

// Resolves true once a worker controls this page, false when none will: the
// install failed (the worker turned redundant, or is gone already), or no
// registration came back (a browser that blocks workers).
function untilControlled(registration) {
  return new Promise((resolve) => {
    navigator.serviceWorker.addEventListener("controllerchange", () => resolve(true), { once: true });
    const check = () => {
      if (navigator.serviceWorker.controller) return resolve(true);
      const worker = registration && (registration.installing || registration.waiting ||
                                      registration.active);
      if (!worker || worker.state === "redundant") return resolve(false);
      // Activated without claiming this page: its controllerchange is due in the
      // same task queue, so one more turn settles it either way.
      if (worker.state === "activated") {
        return setTimeout(() => resolve(Boolean(navigator.serviceWorker.controller)));
      }
      worker.addEventListener("statechange", check, { once: true });
    };
    check();
  });
}

// Once Python is up, the worker fetches whatever it has not cached yet, then says
// so (`<html data-cached="all">`: the whole site is ready for offline play).
function tellWorkerWhenStarted() {
  addEventListener("py:all-done", () => {
    navigator.serviceWorker.ready.then((registration) => {
      if (registration.active) registration.active.postMessage({ type: "started" });
    });
  }, { once: true });
}

async function serviceWorkerFirst() {
  if (!("serviceWorker" in navigator)) return false; // not a secure context: no offline play
  tellWorkerWhenStarted();
  navigator.serviceWorker.addEventListener("message", (event) => {
    const data = event.data || {};
    if (data.type === "cached") document.documentElement.dataset.cached = "all";
  });
  navigator.serviceWorker.startMessages();
  // A load the worker does not control while one is active already (a hard
  // reload, Shift+Reload, bypasses it): no controller change will come, so start
  // at once; the runtime files come from the network (or the HTTP cache), and the
  // next load is controlled again.
  const before = navigator.serviceWorker.controller ? null
    : await navigator.serviceWorker.getRegistration().catch(() => null);
  const registering = navigator.serviceWorker.register("./sw.js");
  if (navigator.serviceWorker.controller || (before && before.active)) {
    registering.catch((err) => console.warn("Card Table: no update check:", err));
    return true;
  }
  try {
    return await untilControlled(await registering);
  } catch (err) {
    console.warn("Card Table: offline play is off:", err);
    return false;
  }
}

// Until Python shows its first screen, a failure to load says so in words, above
// the written lobby and where Start is (the text is text, never markup).
function failed(reason) {
  const html = document.documentElement;
  if (html.hasAttribute("data-screen") || html.dataset.boot === "failed") return;
  html.dataset.boot = "failed";
  const text = `Card Table could not start (${reason}). Check the connection and reload the page.`;
  const box = document.createElement("div");
  box.className = "boot panel banner banner-error";
  box.dataset.testid = "boot";
  box.setAttribute("role", "alert");
  const line = document.createElement("p");
  line.id = "boot-status";
  line.textContent = text;
  box.append(line);
  document.body.prepend(box);
  if (window.cardtableEarly) window.cardtableEarly.failed(text);
}
addEventListener("error", (event) => failed(event.message || "a file did not load"));
addEventListener("unhandledrejection", (event) => {
  failed((event.reason && event.reason.message) || String(event.reason));
});

const offline = await serviceWorkerFirst();
document.documentElement.dataset.offline = offline ? "ready" : "off";
// Pyodide starts now, beside PyScript's modules (it takes this interpreter); a
// failure here is PyScript's to report, when it asks for the interpreter.
import("./pyodide/cardtable.mjs").then((loader) => loader.startPyodide()).catch(() => {});
try {
  await import("./pyscript/core.js");
} catch (err) {
  failed(err.message);
}
