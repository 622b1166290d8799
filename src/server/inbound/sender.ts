/**
 * Who a received email belongs to. Mail to a personal address
 * (`plans+<token>@domain`) belongs to that token's user: the token is the credential, so no
 * sender check is needed, and a rotated token matches nobody. Mail to the shared address
 * (`plans@domain`) carries no credential, so it is attached to a user only when its From address
 * is that user's AND the message passes DMARC-style alignment (checked with mailauth):
 * - a DKIM signature that verifies, whose d= domain is aligned with the From domain (mailauth's
 *   relaxed alignment: same organisational domain), or
 * - an SPF pass for the envelope sender (MAIL FROM) whose domain is aligned with the From
 *   domain (the same domain, or one a parent of the other: whoever controls the parent controls
 *   its subdomains, and public suffixes publish no SPF).
 * Anything else is dropped. Nothing here reads the body beyond what DKIM hashes.
 *
 * The DKIM and SPF checks themselves are the platform's (`@platform/sender-auth`): mailauth and
 * DNS on Node; on the edge there are none, so mail to the shared address is dropped there
 * (docs/edge-mail.md says why), while personal addresses work on both.
 */
import { authenticateSender } from '@platform/sender-auth';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { users } from '../../../db/schema';
import { findUserByForwardingToken, inboundDomain, parseRecipient } from './forwarding-address';
import type { Envelope, SenderCheckOptions } from './sender-checks';

export type { Envelope, SenderCheckOptions };

export type SenderDecision =
  | {
      accepted: true;
      userIds: string[];
      via: 'personal' | 'shared';
      /** Who sent it, lower-case: the verified From on the shared address, else what the envelope or From header says. */
      sender: string | null;
    }
  | { accepted: false; reason: string };

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).trim().replace(/\.$/, '').toLowerCase();
}

/** SPF alignment: the same domain, or one a subdomain of the other. */
export function isSpfAligned(spfDomain: string, fromDomain: string): boolean {
  const a = spfDomain.toLowerCase().replace(/\.$/, '');
  const b = fromDomain.toLowerCase().replace(/\.$/, '');
  return a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`);
}

/**
 * The From address of a message when it passes DKIM or SPF alignment, else why not. Exactly one
 * From address is required: with several, there is no single owner to align with.
 */
export async function verifyAlignedFrom(
  raw: Uint8Array,
  envelope: Envelope,
  options: SenderCheckOptions = {},
): Promise<{ ok: true; from: string; method: 'dkim' | 'spf' } | { ok: false; reason: string }> {
  let result;
  try {
    result = await authenticateSender(raw, envelope, { ...options, mta: inboundDomain() });
  } catch {
    return { ok: false, reason: 'authentication failed to run' };
  }
  if (!result) return { ok: false, reason: 'no DKIM or SPF checks on this host' };
  const froms = result.headerFrom;
  if (froms.length !== 1 || !froms[0]?.includes('@')) return { ok: false, reason: 'not exactly one From address' };
  const from = froms[0].trim().toLowerCase();
  const fromDomain = domainOf(from);
  if (result.dkimAligned) return { ok: true, from, method: 'dkim' };
  const spf = result.spf;
  if (spf && envelope.remoteAddress && envelope.mailFrom && spf.result === 'pass' && isSpfAligned(spf.domain, fromDomain)) {
    return { ok: true, from, method: 'spf' };
  }
  return { ok: false, reason: 'no aligned DKIM signature or SPF pass' };
}

const ADDRESS = /[^\s<>,;:"()[\]]+@[^\s<>,;:"()[\]]+/g;

/** The addresses in the message's own header lines named `names` (lower-case; folded lines joined). */
export function headerAddresses(raw: Uint8Array, names: readonly string[]): string[] {
  const text = new TextDecoder('latin1').decode(raw.subarray(0, 256 * 1024));
  const end = text.search(/\r?\n\r?\n/);
  const head = (end >= 0 ? text.slice(0, end) : text).replace(/\r?\n[ \t]+/g, ' ');
  const found: string[] = [];
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0 || !names.includes(line.slice(0, colon).trim().toLowerCase())) continue;
    found.push(...(line.slice(colon + 1).match(ADDRESS) ?? []));
  }
  return found;
}

/** The sender a message claims, unverified: the envelope's MAIL FROM, else its first From address. */
function claimedSender(raw: Uint8Array, envelope: Envelope): string | null {
  const address = envelope.mailFrom?.trim() || headerAddresses(raw, ['from'])[0];
  return address ? address.toLowerCase().slice(0, 320) : null;
}

/**
 * The users a message is for. Personal addresses win: a message sent to one is that user's
 * (several personal addresses: each of their users). Otherwise the shared address needs an
 * aligned From that is a user's email. Other recipients are ignored.
 */
export async function decideRecipients(
  handle: DatabaseHandle,
  raw: Uint8Array,
  envelope: Envelope,
  options: SenderCheckOptions = {},
): Promise<SenderDecision> {
  const parsed = envelope.rcptTo.map((address) => parseRecipient(address));
  const tokens = [...new Set(parsed.flatMap((r) => (r?.kind === 'personal' ? [r.token] : [])))];
  if (tokens.length > 0) {
    const found = await Promise.all(tokens.map((token) => findUserByForwardingToken(handle, token)));
    const userIds = [...new Set(found.flatMap((user) => (user ? [user.id] : [])))];
    if (userIds.length > 0) return { accepted: true, userIds, via: 'personal', sender: claimedSender(raw, envelope) };
    if (!parsed.some((r) => r?.kind === 'shared')) return { accepted: false, reason: 'unknown or revoked personal address' };
  }
  if (!parsed.some((r) => r?.kind === 'shared')) return { accepted: false, reason: 'no forwarding address among the recipients' };
  const verdict = await verifyAlignedFrom(raw, envelope, options);
  if (!verdict.ok) return { accepted: false, reason: `shared address: ${verdict.reason}` };
  const [user] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, verdict.from)).limit(1);
  if (!user) return { accepted: false, reason: 'shared address: the sender is not a user' };
  return { accepted: true, userIds: [user.id], via: 'shared', sender: verdict.from };
}
