// src/lib/offline.ts
/** One Cache Storage cache per itinerary: its pages (every ?tab= variant) and header images. */
var PAGE_CACHE_PREFIX = "itinerary-offline:";
var pageCacheName = (projectId) => `${PAGE_CACHE_PREFIX}${projectId}`;
var cacheStorage = () => typeof caches === "undefined" ? null : caches;
/** Deletes the saved copies of one itinerary (pages, header images) from this browser. */
async function forgetItinerary(projectId) {
	await cacheStorage()?.delete(pageCacheName(projectId)).catch(() => false);
}
/** Deletes every saved itinerary (sign-out): nothing private stays on a shared phone. */
async function forgetAllItineraries() {
	const storage = cacheStorage();
	if (!storage) return;
	try {
		const names = await storage.keys();
		await Promise.all(names.filter((name) => name.startsWith(PAGE_CACHE_PREFIX)).map((name) => storage.delete(name)));
	} catch {}
}
export { forgetItinerary as n, forgetAllItineraries as t };
