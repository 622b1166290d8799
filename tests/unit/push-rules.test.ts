/**
 * Which push services the server posts to (a browser hands it the URL, so this is what keeps the
 * server from posting anywhere else), and what a subscription must look like.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '../../src/server/core/config-schema';
import { pushEndpointProblem, pushSubscriptionSchema } from '../../src/server/reminders/push-rules';

describe('push endpoints', () => {
  it('takes the browsers\' push services over https, subdomains included', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
      'https://web.push.apple.com/QGuQyavXut',
      'https://wns2-par02p.notify.windows.com/w/?token=x',
    ]) {
      expect(pushEndpointProblem(endpoint, DEFAULT_PUSH_SERVICE_HOSTS), endpoint).toBeNull();
    }
  });

  it('refuses anything else: other hosts, look-alikes, http, credentials, not a URL', () => {
    const cases: [string, string][] = [
      ['https://evil.example/push', 'not a known push service'],
      ['https://fcm.googleapis.com.evil.example/push', 'not a known push service'],
      ['https://notfcm.googleapis.com/push', 'not a known push service'],
      ['https://127.0.0.1/push', 'not a known push service'],
      ['http://fcm.googleapis.com/fcm/send/x', 'not https'],
      ['https://user:pw@fcm.googleapis.com/x', 'credentials in the URL'],
      ['fcm.googleapis.com/x', 'not a URL'],
    ];
    for (const [endpoint, problem] of cases) expect(pushEndpointProblem(endpoint, DEFAULT_PUSH_SERVICE_HOSTS), endpoint).toBe(problem);
  });

  it('matches an entry with a port exactly (a local stand-in), and only that port', () => {
    expect(pushEndpointProblem('https://127.0.0.1:4443/push/1', ['127.0.0.1:4443'])).toBeNull();
    expect(pushEndpointProblem('https://127.0.0.1:4444/push/1', ['127.0.0.1:4443'])).toBe('not a known push service');
  });
});

describe('push subscriptions', () => {
  const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
  it('needs a 65-byte public key and a 16-byte secret, base64url', () => {
    expect(pushSubscriptionSchema.safeParse({ endpoint: 'https://fcm.googleapis.com/x', keys }).success).toBe(true);
    expect(pushSubscriptionSchema.safeParse({ endpoint: 'https://fcm.googleapis.com/x', keys: { ...keys, auth: 'A'.repeat(21) } }).success).toBe(false);
    expect(pushSubscriptionSchema.safeParse({ endpoint: 'https://fcm.googleapis.com/x', keys: { ...keys, p256dh: `${keys.p256dh.slice(1)}+` } }).success).toBe(false);
    expect(pushSubscriptionSchema.safeParse({ endpoint: `https://fcm.googleapis.com/${'x'.repeat(1000)}`, keys }).success).toBe(false);
  });
});
