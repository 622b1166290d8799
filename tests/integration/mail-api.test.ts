/**
 * The built Node server sending through the HTTP mail API (MAIL_API_KEY, MAIL_API_URL pointed at
 * the local Resend stand-in, tests/support/mail-api-stand-in.mjs) instead of SMTP: the codes
 * email arrives as the API's JSON with both bodies and the one-click unsubscribe headers, whose
 * link works; a refusal by the API is a 502 EMAIL_NOT_SENT that keeps what was typed, as an SMTP
 * refusal is (owner-feedback.test.ts).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createItinerary, expectOwnerSavedWhenEmailRefused, patchOwner } from '../support/itineraries';
import { startMailApiStandIn } from '../support/mail-api-stand-in.mjs';
import { serverSuite } from '../support/suite';

const api = await startMailApiStandIn();
afterAll(() => api.close());
const suite = serverSuite({ TRUST_PROXY: 'true', MAIL_API_URL: api.url, MAIL_API_KEY: api.apiKey, MAIL_FROM: 'Itinerary <codes@itinerary.example>' });

describe('email through the mail API on the Node build', () => {
  it('sends the codes email as JSON, with the unsubscribe headers, and the link stops emails', async () => {
    const { admin, projectId, accessCode, adminCode } = await createItinerary(suite, { name: 'API Weekend' });
    const before = api.messages.length;
    expect((await patchOwner(admin, projectId, { ownerName: 'Ana', ownerEmail: ' Ana@Example.com ' })).res.status).toBe(200);
    const [sent] = (await api.waitForMessages(before + 1)).slice(before);
    expect(sent?.authorization).toBe(`Bearer ${api.apiKey}`);
    const body = sent!.body;
    expect(body).toMatchObject({ from: 'Itinerary <codes@itinerary.example>', to: ['ana@example.com'], subject: 'Your access codes for API Weekend' });
    for (const part of [body.text, body.html]) {
      expect(part).toContain(accessCode);
      expect(part).toContain(adminCode);
    }
    expect(body.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /^<([^>]+)>$/.exec(body.headers['List-Unsubscribe'])?.[1] ?? '';
    expect(link.startsWith(`${suite.server.url}/unsubscribe?token=`)).toBe(true);
    expect(body.text).toContain(link);

    // The one-click request a mail provider makes (RFC 8058), then the next email is not sent.
    const oneClick = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    const again = await patchOwner(admin, projectId, { ownerEmail: 'ana@example.com' });
    expect(again.res.status).toBe(409);
    expect(again.data.code).toBe('RECIPIENT_UNSUBSCRIBED');
    expect(api.messages.length).toBe(before + 1);
  });

  it('answers 502 EMAIL_NOT_SENT when the API refuses, keeping what was typed', async () => {
    const { admin, projectId } = await createItinerary(suite);
    const before = api.messages.length;
    await expectOwnerSavedWhenEmailRefused(admin, projectId, () => (api.reject = { status: 422, name: 'validation_error', message: 'Invalid `to` field.' }), () => (api.reject = null));
    expect(api.messages.length).toBe(before);
    expect(suite.server.output()).toContain('The mail API refused the email (HTTP 422, validation_error: Invalid `to` field.)');
  });
});
