// src/server/access/offline.ts
/**
* What leaving asks the browser to delete (Clear-Site-Data, honoured by Chromium and Firefox):
* - Exit empties the HTTP cache (header images are cached for a year). The itinerary's offline
*   copies live in Cache Storage, which "cache" does not reach: the page and the service worker
*   delete those themselves (docs/offline.md).
* - Sign-out also clears the site's storage: every offline itinerary, the service worker, and
*   what pages saved on the device (admin codes entered here among them). Signing out is how a
*   guest leaves a shared phone, and the sign-out page has no script of its own to do it.
*/
var CLEAR_CACHE = { "Clear-Site-Data": "\"cache\"" };
var CLEAR_CACHE_AND_STORAGE = { "Clear-Site-Data": "\"cache\", \"storage\"" };
export { CLEAR_CACHE_AND_STORAGE as n, CLEAR_CACHE as t };
