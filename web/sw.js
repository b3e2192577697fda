// Card Table's service worker: serve the site from its cache (cache first), so it
// plays offline. The build (tools/build_site.py) replaces the marker below with the
// file list: each file's URL and content hash, and a version hash of the whole site.
//
// First visit: the install caches nothing, so the worker takes over at once. The
// page does not wait for it (web/boot.js): what it downloads before the worker
// controls it comes from the network into the browser's HTTP cache, what it
// downloads after passes through this worker and is cached on the way. When the
// page says Python has started, every listed file not cached yet is fetched too,
// revalidating ("no-cache"): the files the page has just downloaded answer "304 Not
// Modified" from the HTTP cache, so the 9.6 MB wasm crosses the network once.
// Updates (a worker is already active) cache every file at install, before taking
// over.
const PRECACHE = self.__PRECACHE__;
const PREFIX = "cardtable-";
const CACHE = PREFIX + PRECACHE.version;
const MANIFEST_KEY = "./__precache__.json"; // the list a cache was filled from
const absolute = (url) => new URL(url, self.location).href;
const LISTED = new Set(PRECACHE.files.map(([url]) => absolute(url)));
const storing = new Map(); // URL -> the pending cache.put of a page's download

async function tell(message) {
  const windows = await self.clients.matchAll({ includeUncontrolled: true, type: "window" });
  for (const client of windows) client.postMessage(message);
}

// Files whose hash did not change are copied from the previous cache, so an
// update downloads only what changed (not the 9.6 MB wasm again).
async function previousCopies() {
  const copies = new Map();
  for (const name of await caches.keys()) {
    if (!name.startsWith(PREFIX) || name === CACHE) continue;
    const old = await caches.open(name);
    const listed = await old.match(MANIFEST_KEY);
    if (!listed) continue;
    for (const [url, hash] of (await listed.json()).files) {
      const response = await old.match(url);
      if (response) copies.set(url + "#" + hash, response);
    }
  }
  return copies;
}

async function precache(files) {
  const cache = await caches.open(CACHE);
  const copies = await previousCopies();
  await Promise.all(files.map(async ([url, hash]) => {
    let response = copies.get(url + "#" + hash);
    if (!response) {
      response = await fetch(new Request(url, { cache: "no-cache" }));
      if (!response.ok) throw new Error(`precache ${url}: HTTP ${response.status}`);
    }
    await cache.put(url, response);
  }));
  await cache.put(MANIFEST_KEY, new Response(JSON.stringify(PRECACHE)));
}

// After the first visit's start: whatever listed file is not cached yet.
async function fillIn() {
  await Promise.all(storing.values());
  const cache = await caches.open(CACHE);
  const missing = [];
  for (const entry of PRECACHE.files) {
    if (!(await cache.match(entry[0]))) missing.push(entry);
  }
  if (missing.length) await precache(missing);
  tell({ type: "cached" });
}

self.addEventListener("install", (event) => {
  const firstVisit = !self.registration.active;
  const files = firstVisit ? [] : PRECACHE.files;
  event.waitUntil(precache(files).then(() => self.skipWaiting()));
});

self.addEventListener("message", (event) => {
  if ((event.data || {}).type === "started") event.waitUntil(fillIn());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // Page parameters (?seed=3) do not make another page.
    const hit = await cache.match(request, { ignoreSearch: request.mode === "navigate" });
    if (hit) return hit;
    const response = await fetch(request);
    const url = request.url;
    if (response.ok && LISTED.has(url) && !storing.has(url)) {
      const stored = cache.put(url, response.clone()).finally(() => storing.delete(url));
      storing.set(url, stored);
      event.waitUntil(stored);
    }
    return response;
  })());
});
