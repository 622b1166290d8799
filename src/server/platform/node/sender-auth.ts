/**
 * DKIM and SPF checks on Node, for mail to the shared forwarding address
 * (src/server/inbound/sender.ts applies the alignment rules): mailauth, with DNS through the
 * system's resolver or the servers of INBOUND_DNS_SERVERS. The edge build has no such checks
 * (../edge/sender-auth.ts).
 */
import { Resolver } from 'node:dns/promises';
import { authenticate } from 'mailauth';
import type { AuthenticateSender, DnsResolver } from '../contract';

/** A resolver asking the given servers (INBOUND_DNS_SERVERS) instead of the system's; none for none. */
export function dnsResolver(servers: string[]): DnsResolver | undefined {
  if (servers.length === 0) return undefined;
  const resolver = new Resolver({ timeout: 5000, tries: 2 });
  resolver.setServers(servers);
  return (name, rrtype) => resolver.resolve(name, rrtype) as Promise<string[][] | string[]>;
}

export const authenticateSender = (async (raw, envelope, options) => {
  const result = await authenticate(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength), {
    ...(envelope.remoteAddress ? { ip: envelope.remoteAddress } : {}),
    ...(envelope.heloName ? { helo: envelope.heloName } : {}),
    ...(envelope.mailFrom ? { sender: envelope.mailFrom } : {}),
    mta: options.mta,
    ...(options.resolver ? { resolver: options.resolver } : {}),
    disableArc: true,
    disableBimi: true,
    disableDmarc: true,
  });
  const spf = result.spf;
  return {
    headerFrom: result.dkim.headerFrom ?? [],
    dkimAligned: (result.dkim.results ?? []).some((r) => r.status.result === 'pass' && Boolean(r.status.aligned)),
    spf: spf ? { result: spf.status.result, domain: spf.domain } : null,
  };
}) satisfies AuthenticateSender;
