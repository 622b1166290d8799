/**
 * Both builds' push encryption (`@platform/push`: web-push on Node, WebCrypto on the edge) make
 * messages a browser can read and a push service accepts: each is decrypted with the
 * subscription's private key and its VAPID JWT checked, by code written independently of either
 * library (tests/support/push-service-stand-in.ts).
 */
import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as edgePush from '../../src/server/platform/edge/push';
import * as nodePush from '../../src/server/platform/node/push';
import { newVapidKeyPair } from '../../src/server/reminders/vapid-keys';
import { checkVapid, decryptPush } from '../support/push-service-stand-in';

describe.each([
  ['Node (web-push)', nodePush],
  ['the edge (WebCrypto)', edgePush],
])('push on %s', (_name, platform) => {
  it('encrypts with aes128gcm for the subscription and signs a VAPID JWT for the service', async () => {
    const ua = createECDH('prime256v1');
    const uaPublic = ua.generateKeys();
    const auth = randomBytes(16);
    const vapid = { subject: 'mailto:hello@itinerary.example', ...(await newVapidKeyPair()) };
    const notification = { title: 'Welcome dinner', body: 'Today at 7:00 PM · Casa do Alentejo', url: '/project/abc#event-1', tag: 'reminder-1' };
    const request = await platform.pushRequest(
      { endpoint: 'https://push.example.test/send/xyz', p256dh: uaPublic.toString('base64url'), auth: auth.toString('base64url') },
      notification,
      vapid,
      { ttlSeconds: 86_400, urgency: 'normal', topic: 'reminder1' },
    );
    expect(request.endpoint).toBe('https://push.example.test/send/xyz');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers.ttl).toBe('86400');
    expect(request.headers.urgency).toBe('normal');
    expect(request.headers.topic).toBe('reminder1');
    const plain = decryptPush(Buffer.from(request.body), ua.getPrivateKey(), uaPublic, auth);
    expect(JSON.parse(plain.toString('utf8'))).toEqual(notification);
    const checked = checkVapid(request.headers.authorization, 'https://push.example.test');
    expect(checked).toMatchObject({ claims: { aud: 'https://push.example.test', sub: 'mailto:hello@itinerary.example' } });
    // Another subscription's keys cannot read it.
    const other = createECDH('prime256v1');
    const otherPublic = other.generateKeys();
    expect(() => decryptPush(Buffer.from(request.body), other.getPrivateKey(), otherPublic, auth)).toThrow();
  });
});
