/**
 * Signing in moves a browser's grants to a fresh session; the calendar feeds those grants made
 * move with them (docs/security.md#calendar-feeds-live-as-long-as-their-grant), and signing out
 * afterwards ends them.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../support/http-client';
import { createItinerary, sessionIdOf } from '../support/itineraries';
import { startSmtpSink } from '../support/smtp-sink';
import { serverSuite } from '../support/suite';

const smtp = await startSmtpSink();
afterAll(() => smtp.close());
const suite = serverSuite({ TRUST_PROXY: 'true', SMTP_URL: smtp.url });

/** Signs `browser` in by emailed link, as a person would: asks for it, opens it, posts its form. */
async function signIn(browser: TestBrowser, email: string) {
  const sent = smtp.messages.length;
  expect((await browser.post('/api/auth/email-link', { email })).status).toBe(200);
  await smtp.waitForMessages(sent + 1);
  const mail = smtp.messages.find((m, i) => i >= sent && m.to.includes(email));
  const link = /https?:\/\/\S+\/api\/auth\/email-link\/callback\?token=[a-z0-9]+/.exec(mail?.parsed.text ?? '')?.[0];
  if (!link) throw new Error('no sign-in link arrived');
  const url = new URL(link);
  const html = await (await browser.get(url.pathname + url.search)).text();
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const action = /<form id="action-form" method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
  const res = await browser.request('POST', action, `token=${encodeURIComponent(token)}`, { 'content-type': 'application/x-www-form-urlencoded' });
  expect(res.status).toBe(303);
}

describe('calendar feeds and signing in', () => {
  it('keeps a guest’s feed through sign-in, on the new session, and ends it at sign-out', async () => {
    const trip = await createItinerary(suite, { paid: false });
    const { data } = await trip.guest.json<{ feed: { url: string } }>('POST', `/api/projects/${trip.projectId}/calendar-feeds`, {});
    const before = sessionIdOf(trip.guest);
    expect((await fetch(data.feed.url)).status).toBe(200);

    await signIn(trip.guest, `feed-guest-${Date.now()}@example.test`);
    expect(sessionIdOf(trip.guest)).not.toBe(before);
    expect((await fetch(data.feed.url)).status).toBe(200);
    // The same browser asking again gets the same feed: it is still this grant's.
    const again = await trip.guest.json<{ feed: { url: string } }>('POST', `/api/projects/${trip.projectId}/calendar-feeds`, {});
    expect(again.res.status).toBe(200);
    expect(again.data.feed.url).toBe(data.feed.url);

    expect((await trip.guest.post('/api/logout', {})).status).toBe(200);
    expect((await fetch(data.feed.url)).status).toBe(404);
  });
});
