/**
 * Custom header links (spec §2): open in a new tab; a link without http(s) gets https://
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

/** The panel's message for an address `linkUrlToSave` refuses (spec §5 "Links": http(s) only). */
export const INVALID_LINK_MESSAGE = 'Please enter a web address starting with http:// or https://.';

/**
 * The address the admin panel saves for a custom link: the organiser's own text when it is
 * already http(s), else https:// in front; null when it can never be a safe link.
 */
export function linkUrlToSave(raw: string): string | null {
  const text = raw.trim();
  if (!safeLinkUrl(text)) return null;
  return /^https?:\/\//i.test(text) ? text : `https://${text.replace(/^\/+/, '')}`;
}
