/**
 * Custom header links: open in a new tab; a link without http(s) gets https://
 * prepended; anything with another scheme (javascript:, data:, …) is never rendered as a link.
 */
export function safeLinkUrl(raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(value);
  const candidate = /^https?:\/\//i.test(value) ? value : hasScheme && !/^[^:/]+:\d/.test(value) ? null : `https://${value.replace(/^\/+/, '')}`;
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null;
    return url.toString();
  } catch {
    return null;
  }
}

/** What the panel and the server say about an address that is not http(s). */
export const INVALID_LINK_MESSAGE = 'Links must be web addresses (http:// or https://).';
