/**
 * Where a write comes from (used by src/middleware.ts for every request, and by pages that accept
 * a post only from themselves). A request is from this site when it carries this site's Origin,
 * or the browser's own `Sec-Fetch-Site: same-origin` (a header no page can set): a page served
 * with `Referrer-Policy: no-referrer` makes browsers send `Origin: null` with its own form posts.
 */

export function isSameOrigin(request: Request, url: URL): boolean {
  return request.headers.get('origin') === url.origin || request.headers.get('sec-fetch-site') === 'same-origin';
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The origin rule for forms (isCrossSiteFormPost below) covers form posts only; JSON API calls
 * are checked here. Browsers send Sec-Fetch-Site on every request; Origin is the fallback for
 * older ones. Server-to-server calls (Stripe's webhook) carry neither header, so they pass here
 * and rely on their own credential (the webhook's signature).
 */
export function isCrossSiteWrite(request: Request, siteOrigin: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.get('origin');
  if (!origin) return false;
  return origin !== siteOrigin && origin !== new URL(request.url).origin;
}

/**
 * The routes a cross-site form may POST to: RFC 8058 one-click unsubscribe (every email, and
 * invitations of one itinerary: src/pages/unsubscribe/invites.astro; one itinerary's email
 * reminders: src/pages/unsubscribe/reminders.astro). Mail providers
 * (Gmail, Yahoo, Apple) POST `List-Unsubscribe=One-Click` to the URL in a message's
 * List-Unsubscribe header from their own servers, form-encoded, with no Origin, no cookies and no
 * Sec-Fetch-Site. Astro's own check (security.checkOrigin) refuses every such post, so it is off in
 * astro.config.mjs and done below instead, with these exceptions. What makes them
 * safe: each route acts only on the secret token in its URL (the one only the recipient's mailbox
 * got), reads no session or cookie, and can only stop email (allowing it again needs a same-origin
 * post, checked by the page itself: src/pages/unsubscribe.astro).
 */
const ONE_CLICK_UNSUBSCRIBE_PATHS = new Set(['/unsubscribe', '/unsubscribe/invites', '/unsubscribe/reminders']);

const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/**
 * Astro's checkOrigin rule: a non-GET request whose body a plain HTML form could send (or that
 * has no Content-Type) must come from this site (isSameOrigin above, which also accepts the
 * browser's `Sec-Fetch-Site: same-origin` from pages sent with no-referrer, such as
 * src/server/pages/form-page.ts). JSON is left to isCrossSiteWrite.
 */
export function isCrossSiteFormPost(request: Request, url: URL): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (request.method === 'POST' && ONE_CLICK_UNSUBSCRIBE_PATHS.has(url.pathname.replace(/\/$/, ''))) return false;
  const sameOrigin = isSameOrigin(request, url);
  const contentType = request.headers.get('content-type');
  if (contentType === null) return !sameOrigin;
  const formLike = FORM_CONTENT_TYPES.some((type) => contentType.toLowerCase().includes(type));
  return formLike && !sameOrigin;
}

/**
 * Whether a GET is a browser opening a page for a person to read: a top-level navigation
 * (`Sec-Fetch-Mode: navigate`, `Sec-Fetch-Dest: document`) that is not a prefetch or prerender.
 * An image, a frame, a script's fetch, a link preview's crawler and a browser that sends no
 * fetch metadata are not; pages that act on a link (the quick link) then only show it
 * (docs/security.md#the-quick-link).
 */
export function isPersonOpeningPage(request: Request): boolean {
  const h = request.headers;
  if (request.method !== 'GET' || h.get('sec-fetch-mode') !== 'navigate' || h.get('sec-fetch-dest') !== 'document') return false;
  const purpose = `${h.get('sec-purpose') ?? ''} ${h.get('purpose') ?? ''} ${h.get('x-moz') ?? ''}`.toLowerCase();
  return !purpose.includes('prefetch') && !purpose.includes('prerender');
}
