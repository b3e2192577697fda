// Card Table's loader. The lobby is on screen already, written in by the build
// (early.js runs it until Python is up); nothing here shows unless the start fails.
//
// Python starts at once, also on a first visit: the service worker installs beside
// it rather than before it (waiting for its control cost a first visit 0.25-0.3 s).
// What the page downloads before the worker controls it lands in the browser's HTTP
// cache; once Python is up the worker fills its own cache with every listed file,
// and those fetches revalidate (an answer "304 Not Modified", no body), so the 9.6 MB
// wasm crosses the network once. A page the worker controls already is served from
// its cache, and checks for an update in the background.

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

// Registers the worker (offline play) without holding up the start. Resolves true
// once a worker controls this page, false when none will.
async function offlinePlay() {
  if (!("serviceWorker" in navigator)) return false; // not a secure context: no offline play
  tellWorkerWhenStarted();
  navigator.serviceWorker.addEventListener("message", (event) => {
    const data = event.data || {};
    if (data.type === "cached") document.documentElement.dataset.cached = "all";
  });
  navigator.serviceWorker.startMessages();
  // A load the worker does not control while one is active already (a hard
  // reload, Shift+Reload, bypasses it): no controller change will come; the next
  // load is controlled again.
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

offlinePlay().then((offline) => {
  document.documentElement.dataset.offline = offline ? "ready" : "off";
});
// Pyodide starts now, beside PyScript's modules (it takes this interpreter); a
// failure here is PyScript's to report, when it asks for the interpreter.
import("./pyodide/cardtable.mjs").then((loader) => loader.startPyodide()).catch(() => {});
try {
  await import("./pyscript/core.js");
} catch (err) {
  failed(err.message);
}
