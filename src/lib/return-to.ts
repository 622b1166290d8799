/**
 * Where a browser goes after signing in: only a path on this site. A returnTo comes
 * from a query string or a request body, so anything that could leave the site (`//host`,
 * `/\host`, `https://…`, control characters) falls back to the dashboard: no open redirect.
 */

export const DEFAULT_RETURN_TO = '/dashboard';
const RETURN_TO_MAX = 1000;
const BASE = 'http://return-to.invalid';
/** Query parameter set after a successful sign-in: the page then toasts 'Welcome back!'. */
export const SIGNED_IN_PARAM = 'signedIn';

/** A same-site path (with its query and hash) or the dashboard. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_TO_MAX) return DEFAULT_RETURN_TO;
  // A single leading slash, no backslashes or control characters (browsers read `/\` as `//`).
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) {
    return DEFAULT_RETURN_TO;
  }
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return DEFAULT_RETURN_TO;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Normalising can still produce `//host` (e.g. `/.//host`); the sign-in pages are no target.
  if (url.origin !== BASE || path.startsWith('//') || isSignInPath(url.pathname)) return DEFAULT_RETURN_TO;
  return path;
}

function isSignInPath(pathname: string): boolean {
  return pathname === '/login' || pathname.startsWith('/api/');
}

/** The returnTo with `signedIn=1`, the flag that makes the landing page say 'Welcome back!'. */
export function withSignedInFlag(path: string): string {
  const url = new URL(safeReturnTo(path), BASE);
  url.searchParams.set(SIGNED_IN_PARAM, '1');
  return `${url.pathname}${url.search}${url.hash}`;
}
