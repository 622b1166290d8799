/**
 * The server's VAPID identity for Web Push (RFC 8292; docs/reminders.md#keys): from the
 * environment (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT), or else a P-256 key pair drawn
 * once and kept in the database (`app_keys`), so every process, and the edge, signs with the same
 * key and browsers' subscriptions stay valid across restarts. Drawn with WebCrypto, which both
 * builds have.
 */
import type { DatabaseHandle } from '../../../db/index';
import { keptKey } from './app-keys';
import { config } from '../core/config';
import type { VapidKeys } from '../platform/contract';

const KEY_NAME = 'vapid';

const toBase64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A new P-256 key pair as VAPID wants it: the public key uncompressed (65 bytes), the private key's `d`, base64url. */
export async function newVapidKeyPair(): Promise<{ publicKey: string; privateKey: string }> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  if (!jwk.d) throw new Error('The new VAPID key has no private part');
  return { publicKey: toBase64Url(raw), privateKey: jwk.d };
}

/** The VAPID subject: a way for a push service to reach the operator. */
function vapidSubject(): string {
  const cfg = config();
  return cfg.VAPID_SUBJECT ?? `mailto:${cfg.CONTACT_EMAIL}`;
}

export async function vapidKeys(handle: DatabaseHandle): Promise<VapidKeys> {
  const cfg = config();
  if (cfg.VAPID_PUBLIC_KEY && cfg.VAPID_PRIVATE_KEY) {
    return { subject: vapidSubject(), publicKey: cfg.VAPID_PUBLIC_KEY, privateKey: cfg.VAPID_PRIVATE_KEY };
  }
  const pair = JSON.parse(await keptKey(handle, KEY_NAME, async () => JSON.stringify(await newVapidKeyPair()))) as { publicKey: string; privateKey: string };
  return { subject: vapidSubject(), ...pair };
}
