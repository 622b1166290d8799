/**
 * The shapes of the sender checks: what ./sender.ts asks of the platform's DKIM and SPF checks
 * (`@platform/sender-auth`) and what they answer. Types only, so the platform's modules and the
 * rules in ./sender.ts share them without importing each other.
 */
/** The SMTP envelope (or what a webhook knows of it). */
export type Envelope = {
  rcptTo: string[];
  /** MAIL FROM; null for a bounce (<>) or when a webhook does not say. */
  mailFrom: string | null;
  /** The connecting client's IP (SMTP); null when unknown (webhook). */
  remoteAddress: string | null;
  heloName: string | null;
};

/** TXT lookups for DKIM keys and SPF records, shaped like mailauth's `resolver` option. */
export type DnsResolver = (name: string, rrtype: string) => Promise<string[][] | string[]>;

export type SenderCheckOptions = {
  /** DNS lookups for DKIM keys and SPF records; the system resolver by default. */
  resolver?: DnsResolver | undefined;
};

/** What the DKIM and SPF checks found; the alignment rules above are applied to it here. */
type SenderAuthentication = {
  /** The addresses of the From header. */
  headerFrom: string[];
  /** A DKIM signature verified whose d= domain is aligned with the From domain (relaxed). */
  dkimAligned: boolean;
  /** The SPF verdict for the envelope sender, when it was checked. */
  spf: { result: string; domain: string } | null;
};

/**
 * The platform's DKIM and SPF checks (`@platform/sender-auth`): null when this build has none,
 * so nothing can vouch for a sender. May throw when the checks fail to run.
 */
export type AuthenticateSender = (
  raw: Uint8Array,
  envelope: Envelope,
  options: SenderCheckOptions & { mta: string },
) => Promise<SenderAuthentication | null>;
