/**
 * Personal forwarding addresses: `plans+<token>@domain`, where the token is a random
 * secret stored on the user (users.forwarding_token). Mail to it belongs to that user without any
 * sender check, so the token is as strong as a password reset link and rotating it revokes the old
 * address at once. The shared address `plans@domain` carries no token; mail to it is trusted only
 * after the sender checks in sender.ts.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { randomToken } from '../core/crypto';
import type { DatabaseHandle } from '../../../db/index';
import { users, type User } from '../../../db/schema';
import type { ForwardingAddressView } from '../../lib/types';
import { config, type AppConfig } from '../core/config';

/** 15 random bytes: 24 characters of lower-case base32 (120 bits). */
const TOKEN_BYTES = 15;
const TOKEN_PATTERN = /^[a-z2-7]{24}$/;

type InboundConfig = Pick<AppConfig, 'INBOUND_EMAIL_DOMAIN' | 'INBOUND_MAILBOX' | 'SITE_URL'>;

/** The mail domain of the forwarding addresses: INBOUND_EMAIL_DOMAIN, else SITE_URL's host. */
export function inboundDomain(cfg: InboundConfig = config()): string {
  return (cfg.INBOUND_EMAIL_DOMAIN ?? new URL(cfg.SITE_URL).hostname).toLowerCase();
}

function sharedAddress(cfg: InboundConfig = config()): string {
  return `${cfg.INBOUND_MAILBOX}@${inboundDomain(cfg)}`;
}

function personalAddress(token: string, cfg: InboundConfig = config()): string {
  return `${cfg.INBOUND_MAILBOX}+${token}@${inboundDomain(cfg)}`;
}

function generateForwardingToken(): string {
  return randomToken(TOKEN_BYTES);
}

export type Recipient = { kind: 'personal'; token: string } | { kind: 'shared' };

/**
 * What an envelope or header recipient means to us: a personal address, the shared one, or
 * nothing (another domain or mailbox: null). The local part is compared case-insensitively, as
 * every mail provider treats it; a malformed token is refused here, before any database lookup.
 */
export function parseRecipient(address: string, cfg: InboundConfig = config()): Recipient | null {
  const trimmed = address.trim().replace(/^<|>$/g, '').toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return null;
  const local = trimmed.slice(0, at);
  const domain = trimmed.slice(at + 1).replace(/\.$/, '');
  if (domain !== inboundDomain(cfg)) return null;
  if (local === cfg.INBOUND_MAILBOX) return { kind: 'shared' };
  const prefix = `${cfg.INBOUND_MAILBOX}+`;
  if (!local.startsWith(prefix)) return null;
  const token = local.slice(prefix.length);
  return TOKEN_PATTERN.test(token) ? { kind: 'personal', token } : null;
}

/** True when the address is in the forwarding mailbox's domain (the SMTP listener's RCPT check). */
export function isInboundDomain(address: string, cfg: InboundConfig = config()): boolean {
  const at = address.lastIndexOf('@');
  return at > 0 && address.slice(at + 1).trim().replace(/\.$/, '').toLowerCase() === inboundDomain(cfg);
}

export async function findUserByForwardingToken(handle: DatabaseHandle, token: string): Promise<User | undefined> {
  const [user] = await handle.db.select().from(users).where(eq(users.forwardingToken, token)).limit(1);
  return user;
}

function view(token: string): ForwardingAddressView {
  return { address: personalAddress(token), sharedAddress: sharedAddress() };
}

/**
 * GET /api/users/forwarding-address: the user's addresses, creating the token on first call. Two
 * first calls at once both try to set it only while it is still empty, and both read back the one
 * that won.
 */
export async function getForwardingAddress(handle: DatabaseHandle, user: Pick<User, 'id' | 'forwardingToken'>): Promise<ForwardingAddressView> {
  if (user.forwardingToken) return view(user.forwardingToken);
  await handle.write((db) =>
    db
      .update(users)
      .set({ forwardingToken: generateForwardingToken(), updatedAt: new Date() })
      .where(and(eq(users.id, user.id), isNull(users.forwardingToken))),
  );
  const [row] = await handle.db.select({ token: users.forwardingToken }).from(users).where(eq(users.id, user.id)).limit(1);
  if (!row?.token) throw new Error('The forwarding address could not be created.');
  return view(row.token);
}

/** POST /api/users/forwarding-address/rotate: a new token; mail to the old address is refused. */
export async function rotateForwardingAddress(handle: DatabaseHandle, user: Pick<User, 'id'>): Promise<ForwardingAddressView> {
  const token = generateForwardingToken();
  await handle.write((db) =>
    db.update(users).set({ forwardingToken: token, updatedAt: new Date() }).where(eq(users.id, user.id)),
  );
  return view(token);
}
