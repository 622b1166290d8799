/**
 * A Web Push service on 127.0.0.1 (RFC 8030), over TLS with a certificate made for the test (the
 * Node server trusts it through NODE_EXTRA_CA_CERTS, workerd under the edge preview through
 * EDGE_EXTRA_CA_CERTS), that checks every message the way a real one would and then reads it as
 * the browser would:
 * - the VAPID authorization (RFC 8292): `vapid t=<JWT>, k=<public key>`, the JWT signed with ES256
 *   by that key, its `aud` this service's origin, its `exp` in the future and at most 24 hours
 *   away, a `sub`; a message without a valid one is answered 401 or 403;
 * - the payload (RFC 8291, aes128gcm) decrypted here with the subscription's private key, which
 *   this stand-in made (`newSubscription`): written independently of the app's encryption libraries.
 * Subscriptions answer 201, or the status a test sets (`answerWith`: 410 for "gone", 503, …).
 */
import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import selfsigned from 'selfsigned';
import { TMP_DIR } from './paths';

export type ReceivedPush = {
  subscription: string;
  claims: { aud: string; exp: number; sub: string };
  /** The public key the JWT was signed by (the `k` of the authorization), base64url. */
  publicKey: string;
  headers: Record<string, string | undefined>;
  payload: unknown;
};

export type PushService = {
  /** The host (with port) the app must be told to allow: PUSH_SERVICE_HOSTS. */
  host: string;
  /** A PEM file of the certificate, for NODE_EXTRA_CA_CERTS and EDGE_EXTRA_CA_CERTS. */
  caFile: string;
  received: ReceivedPush[];
  /** Messages refused (bad VAPID, bad encryption), with why. */
  refused: { subscription: string; status: number; reason: string }[];
  /** A new subscription as PushSubscription.toJSON() gives it; its private key stays here. */
  newSubscription: () => { endpoint: string; keys: { p256dh: string; auth: string } };
  /** From now on, messages to this subscription get `status` (201 again with null). */
  answerWith: (endpoint: string, status: number | null) => void;
  close: () => Promise<void>;
};

const b64url = (bytes: Buffer) => bytes.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 decryption of one aes128gcm message for the subscription (ua) keys. */
export function decryptPush(body: Buffer, uaPrivate: Buffer, uaPublic: Buffer, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const asPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`keyid is ${idLength} bytes, not a P-256 key`);
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(uaPrivate);
  const shared = ecdh.computeSecret(asPublic);
  const ikm = hmac(hmac(authSecret, shared), Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no final-record delimiter');
  return padded.subarray(0, end);
}

/** Checks a VAPID authorization header for `origin`; returns the claims or why it fails. */
export function checkVapid(header: string | undefined, origin: string, now = Date.now()): { claims: ReceivedPush['claims']; publicKey: string } | { problem: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header?.trim() ?? '');
  if (!match) return { problem: 'no vapid authorization' };
  const [, jwt = '', k = ''] = match;
  const [head = '', body = '', signature = ''] = jwt.split('.');
  const header64 = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string; typ?: string };
  if (header64.alg !== 'ES256') return { problem: `alg ${header64.alg}` };
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return { problem: 'k is not an uncompressed P-256 key' };
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) }, format: 'jwk' });
  const signed = verify('sha256', Buffer.from(`${head}.${body}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) return { problem: 'bad signature' };
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims'];
  if (claims.aud !== origin) return { problem: `aud ${claims.aud}` };
  const seconds = now / 1000;
  if (!(claims.exp > seconds) || claims.exp > seconds + 24 * 3600 + 60) return { problem: `exp ${claims.exp}` };
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) return { problem: `sub ${claims.sub}` };
  return { claims, publicKey: k };
}

export async function startPushService(): Promise<PushService> {
  const pems = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const caFile = join(TMP_DIR, `push-ca-${randomUUID()}.pem`);
  writeFileSync(caFile, pems.cert);
  const subscriptions = new Map<string, { priv: Buffer; pub: Buffer; auth: Buffer; status: number | null }>();
  const received: ReceivedPush[] = [];
  const refused: PushService['refused'] = [];
  let origin = '';

  const server: Server = createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '';
      const subscription = subscriptions.get(id);
      const answer = (status: number, reason = '') => {
        if (status >= 400 && reason) refused.push({ subscription: id, status, reason });
        res.writeHead(status, { 'content-type': 'text/plain' });
        res.end(reason);
      };
      if (req.method !== 'POST' || !subscription) return answer(404, 'no such subscription');
      const vapid = checkVapid(req.headers.authorization, origin);
      if ('problem' in vapid) return answer(403, vapid.problem);
      if (req.headers['content-encoding'] !== 'aes128gcm') return answer(415, `content-encoding ${req.headers['content-encoding']}`);
      if (!req.headers.ttl) return answer(400, 'no TTL');
      if (subscription.status !== null) return answer(subscription.status, 'as the test asked');
      let payload: unknown;
      try {
        payload = JSON.parse(decryptPush(Buffer.concat(chunks), subscription.priv, subscription.pub, subscription.auth).toString('utf8'));
      } catch (error) {
        return answer(400, `cannot decrypt: ${String(error)}`);
      }
      received.push({
        subscription: id,
        claims: vapid.claims,
        publicKey: vapid.publicKey,
        headers: { ttl: req.headers.ttl as string, urgency: req.headers.urgency as string | undefined, topic: req.headers.topic as string | undefined },
        payload,
      });
      res.writeHead(201, { location: `/message/${randomUUID()}` });
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  origin = `https://127.0.0.1:${port}`;
  return {
    host: `127.0.0.1:${port}`,
    caFile,
    received,
    refused,
    newSubscription() {
      const ecdh = createECDH('prime256v1');
      const pub = ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomUUID();
      subscriptions.set(id, { priv: ecdh.getPrivateKey(), pub, auth, status: null });
      return { endpoint: `${origin}/push/${id}`, keys: { p256dh: b64url(pub), auth: b64url(auth) } };
    },
    answerWith(endpoint, status) {
      const entry = subscriptions.get(endpoint.split('/').pop() ?? '');
      if (entry) entry.status = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
