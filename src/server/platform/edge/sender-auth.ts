/**
 * No DKIM or SPF checks on the edge. mailauth, the checker the Node build uses, needs Node's DNS,
 * network and stream modules, which a Worker does not have; a DKIM verifier of our own is
 * security-critical code we would rather not write. Without a check nothing can vouch for the
 * sender of mail to the shared forwarding address, so src/server/inbound/sender.ts drops it;
 * mail to personal addresses needs no check (the address's token is the credential) and works.
 * docs/edge-mail.md says how to forward on the edge.
 */
import type { AuthenticateSender, DnsResolver } from '../contract';

/** Nothing to resolve with: there are no checks (INBOUND_DNS_SERVERS is ignored). */
export function dnsResolver(_servers: string[]): DnsResolver | undefined {
  return undefined;
}

export const authenticateSender = (async () => null) satisfies AuthenticateSender;
