/**
 * Per-client limits count the real client: a spoofed X-Forwarded-For changes nothing, behind a
 * trusted proxy only the entry that proxy wrote counts, and an IPv6 /64 is one client.
 */
import { describe, expect, it } from 'vitest';
import { TestBrowser } from '../support/http-client';
import { serverSuite } from '../support/suite';

const direct = serverSuite({ TRUST_PROXY: 'false' });
const oneProxy = serverSuite({ TRUST_PROXY: 'true' });
const twoProxies = serverSuite({ TRUST_PROXY: '2' });

/** Sends wrong access codes, each with its own X-Forwarded-For; the statuses answered. */
async function wrongCodes(url: string, forwardedFor: (i: number) => string, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const browser = new TestBrowser(url, { 'x-forwarded-for': forwardedFor(i) });
    statuses.push((await browser.post('/api/projects/example-paris/access', { accessCode: `WRONG${i}` })).status);
  }
  return statuses;
}

const refused = (statuses: number[]) => statuses.filter((s) => s === 429).length;

describe('the client rate limits count', () => {
  it('ignores X-Forwarded-For without a trusted proxy', async () => {
    const statuses = await wrongCodes(direct.server.url, (i) => `198.18.0.${i + 1}`, 25);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(refused(statuses)).toBe(20);
  });

  it('behind one proxy, reads the entry the proxy appended, not what the client wrote before it', async () => {
    // An appending proxy: the client's own header, then the address the proxy saw.
    const statuses = await wrongCodes(oneProxy.server.url, (i) => `10.9.${i}.1, 198.51.100.77`, 25);
    expect(refused(statuses)).toBe(20);
  });

  it('behind two proxies, reads the second entry from the right', async () => {
    const statuses = await wrongCodes(twoProxies.server.url, (i) => `10.9.${i}.1, 198.51.100.78, 10.0.0.${i + 1}`, 25);
    expect(refused(statuses)).toBe(20);
  });

  it('counts a whole IPv6 /64 as one client', async () => {
    const statuses = await wrongCodes(oneProxy.server.url, (i) => `2001:db8:77:1:${(i + 1).toString(16)}::${i + 7}`, 12);
    expect(refused(statuses)).toBe(7);
    // Another /64 is another client.
    const other = await wrongCodes(oneProxy.server.url, () => '2001:db8:77:2::1', 1);
    expect(other).toEqual([401]);
  });
});
