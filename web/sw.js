// Card Table's service worker: precache every file of the site at install, then
// serve the site from that cache (cache first), so it plays offline. The build
// (tools/build_site.py) replaces the marker below with the file list: each file's
// URL and content hash, and a version hash of the whole site.
const PRECACHE = self.__PRECACHE__;
const PREFIX = "cardtable-";
const CACHE = PREFIX + PRECACHE.version;
const MANIFEST_KEY = "./__precache__.json"; // the list a cache was filled from

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

async function precache() {
  const cache = await caches.open(CACHE);
  const copies = await previousCopies();
  const total = PRECACHE.files.length;
  let done = 0;
  await Promise.all(PRECACHE.files.map(async ([url, hash]) => {
    let response = copies.get(url + "#" + hash);
    if (!response) {
      response = await fetch(new Request(url, { cache: "reload" }));
      if (!response.ok) throw new Error(`precache ${url}: HTTP ${response.status}`);
    }
    await cache.put(url, response);
    done += 1;
    tell({ type: "precache", done, total });
  }));
  await cache.put(MANIFEST_KEY, new Response(JSON.stringify(PRECACHE)));
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
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
    return hit || fetch(request);
  })());
});
