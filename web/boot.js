// Card Table's loader. "Service worker first": on a first visit, register the
// worker and wait until it controls this page before starting PyScript, so the
// runtime's downloads pass through the worker, which keeps them for offline play
// (the 9.6 MB wasm crosses the network once, not twice). A page the worker already
// controls starts at once and checks for an update in the background.
const statusLine = document.getElementById("boot-status");
const bar = document.getElementById("boot-progress");

function show(text, fraction) {
  if (statusLine) statusLine.textContent = text;
  if (bar && fraction !== undefined) bar.value = fraction;
}

function untilControlled(registration) {
  return new Promise((resolve) => {
    if (navigator.serviceWorker.controller) return resolve(true);
    navigator.serviceWorker.addEventListener("controllerchange", () => resolve(true), { once: true });
    const pending = registration.installing || registration.waiting;
    if (pending) {
      pending.addEventListener("statechange", () => {
        if (pending.state === "redundant") resolve(false); // install failed: go on without it
      });
    }
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
  const registering = navigator.serviceWorker.register("./sw.js");
  if (navigator.serviceWorker.controller) {
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

const offline = await serviceWorkerFirst();
document.documentElement.dataset.offline = offline ? "ready" : "off";
show("Starting the table…", 1);
await import("./pyscript/core.js");
