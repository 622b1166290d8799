/**
 * Who a request comes from, for every per-client limit (wrong codes, creations, email, uploads).
 *
 * - Without a trusted proxy the client is the socket's peer.
 * - Behind N trusted proxies (TRUST_PROXY=true is one, a number is that many), each proxy appends
 *   the address it received the request from to X-Forwarded-For, so the client is the N-th entry
 *   from the right. Entries further left were written by the client and prove nothing: reading
 *   the left-most one would let anyone pick a fresh address per request.
 * - IPv6 clients are counted by their /64: one subscriber or server usually holds a whole /64,
 *   so counting single addresses would give them endless fresh clients. IPv4-mapped IPv6
 *   addresses count as the IPv4 address they carry.
 */
import ipaddr from 'ipaddr.js';

/** An address as rate limits count it: IPv4 as is, IPv6 as its /64 prefix; anything else as given. */
export function limitKeyForAddress(address: string): string {
  const trimmed = address.trim().replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(trimmed)) return trimmed || 'unknown';
  const parsed = ipaddr.process(trimmed); // IPv4-mapped IPv6 becomes IPv4
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(':')}::/64`;
}

/**
 * The client's address: the socket peer, or with `trustedHops` proxies in front, the entry of
 * X-Forwarded-For that the outermost trusted proxy wrote.
 */
export function clientAddressFrom(peer: string | undefined, forwardedFor: string | null | undefined, trustedHops: number): string {
  if (trustedHops > 0 && forwardedFor) {
    const hops = forwardedFor
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    // With fewer entries than trusted proxies, the left-most is the furthest anyone vouches for.
    const entry = hops[Math.max(0, hops.length - trustedHops)];
    if (entry) return limitKeyForAddress(entry);
  }
  return limitKeyForAddress(peer ?? '');
}
