// Card Table's loader. "Service worker first": register the worker and wait until
// it controls this page before starting PyScript, so the first visit downloads the
// runtime once (the worker's precache), not twice (page + precache). Then every
// later visit, online or offline, loads from the worker's cache.
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

async function serviceWorkerFirst() {
  if (!("serviceWorker" in navigator)) return false; // not a secure context: no offline play
  navigator.serviceWorker.addEventListener("message", (event) => {
    const data = event.data || {};
    if (data.type === "precache") {
      show(`Getting the cards ready for offline play… ${data.done} of ${data.total}`,
           data.done / data.total);
    }
  });
  navigator.serviceWorker.startMessages();
  try {
    const registration = await navigator.serviceWorker.register("./sw.js");
    return await untilControlled(registration);
  } catch (err) {
    console.warn("Card Table: offline play is off:", err);
    return false;
  }
}

const offline = await serviceWorkerFirst();
document.documentElement.dataset.offline = offline ? "ready" : "off";
show("Starting the table…", 1);
await import("./pyscript/core.js");
