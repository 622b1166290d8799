/**
 * The headers every response carries: pages (rendered or prerendered, at every URL form), API
 * answers, static files, robots.txt, favicons and the framework's own error pages. A response
 * that already sets one of them keeps its own value (the sign-in page's `no-referrer`, a page's
 * full Content-Security-Policy), so a route can only be stricter, never looser.
 */

/** Framing, sniffing and referrer rules; HSTS only where the site is served over HTTPS. */
export function securityHeaders(isProduction: boolean): [name: string, value: string][] {
  const headers: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    // Pages also carry Astro's hashed script/style policy in a <meta>; these directives only work
    // as a header, so every response gets at least them.
    ['Content-Security-Policy', "frame-ancestors 'none'; object-src 'none'; base-uri 'none'"],
  ];
  if (isProduction) headers.push(['Strict-Transport-Security', 'max-age=63072000; includeSubDomains']);
  return headers;
}

/** Adds each security header the response does not set itself. */
export function withSecurityHeaders(response: Response, isProduction: boolean): Response {
  for (const [name, value] of securityHeaders(isProduction)) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  return response;
}
