/**
 * An email address as the sign-in confirmation shows it: enough for its owner to recognise it,
 * too little for anyone else to learn it. The first character of the name, an ellipsis, and the
 * domain as it is: "ana.silva@example.org" → "a…@example.org". The name's length is never shown.
 */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  const name = at > 0 ? address.slice(0, at) : address;
  const domain = at > 0 ? address.slice(at + 1) : '';
  // The first character as a person sees it (a whole code point, never half of one).
  const first = Array.from(name)[0] ?? '';
  return domain ? `${first}…@${domain}` : `${first}…`;
}
