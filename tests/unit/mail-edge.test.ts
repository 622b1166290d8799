/**
 * Email out as the edge build sends it: `@platform/mail` is the edge module here, so the only
 * way out is the HTTP mail API (src/server/mail/mail-api.ts), pointed at the local Resend stand-in
 * (tests/support/mail-api-stand-in.mjs). Checks the JSON the API receives (every field of the
 * message, the unsubscribe headers the guard adds, the Bearer key) and that a refusal by the API
 * reaches the person who asked as EMAIL_NOT_SENT, as an SMTP refusal does on Node.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startMailApiStandIn } from '../support/mail-api-stand-in.mjs';

vi.mock('@platform/mail', () => import('../../src/server/platform/edge/mail'));

const api = await startMailApiStandIn();
// Read by config() on its first use, below.
Object.assign(process.env, {
  SITE_URL: 'https://trips.example',
  MAIL_FROM: 'Itinerary <codes@trips.example>',
  MAIL_API_URL: `${api.url}/`,
  MAIL_API_KEY: api.apiKey,
  SMTP_URL: '',
});

const { loadConfig } = await import('../../src/server/core/config');
const { sendMail } = await import('../../src/server/mail/mail');
const { MailApiError, sendThroughMailApi } = await import('../../src/server/mail/mail-api');
const { sendToTypedAddress } = await import('../../src/server/mail/mail-guard');
const { sendEmailLink } = await import('../../src/server/auth/email-link');
const { HttpError } = await import('../../src/server/http/errors');
const { sendWithoutMailApi } = await import('../../src/server/platform/edge/mail');
const { tempDatabase } = await import('../support/temp-db');

type Handle = Awaited<ReturnType<typeof tempDatabase>>;
let handle: Handle;
beforeAll(async () => {
  handle = await tempDatabase();
});
afterAll(async () => {
  handle.client.close();
  await api.close();
});

const message = { to: 'ana@example.com', subject: 'Your codes', text: 'Plain body', html: '<p>HTML body</p>' };

describe('email out on the edge, through the mail API', () => {
  it('sends every subject as one line without bidirectional controls, whoever composed it', async () => {
    const before = api.messages.length;
    await sendMail({ ...message, subject: 'Feedback on \u202Eftp.exe\u202C\n trip \u2067name\u2069' });
    const [sent] = api.messages.slice(before);
    expect((sent?.body as { subject?: string }).subject).toBe('Feedback on ftp.exe trip name');
  });

  it('posts every field of the message as JSON, with the Bearer key', async () => {
    const before = api.messages.length;
    const result = await sendMail({
      ...message,
      replyTo: 'help@trips.example',
      headers: { 'List-Unsubscribe': '<https://trips.example/unsubscribe?token=abc>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    const [sent] = api.messages.slice(before);
    expect(sent?.authorization).toBe(`Bearer ${api.apiKey}`);
    expect(sent?.contentType).toBe('application/json');
    expect(sent?.body).toEqual({
      from: 'Itinerary <codes@trips.example>',
      to: ['ana@example.com'],
      reply_to: 'help@trips.example',
      subject: 'Your codes',
      text: 'Plain body',
      html: '<p>HTML body</p>',
      headers: {
        'List-Unsubscribe': '<https://trips.example/unsubscribe?token=abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    expect(result).toEqual({ messageId: sent?.id });
  });

  it('sends a calendar invitation as an attachment whose type names its iTIP method', async () => {
    const before = api.messages.length;
    const content = 'BEGIN:VCALENDAR\r\nMETHOD:CANCEL\r\nSUMMARY:Café\r\nEND:VCALENDAR\r\n';
    await sendMail({ ...message, calendar: { method: 'CANCEL', content } });
    const body = api.messages[before]?.body as { attachments?: { filename: string; content: string; content_type: string }[] };
    expect(body.attachments).toHaveLength(1);
    expect(body.attachments?.[0]).toMatchObject({ filename: 'invitation.ics', content_type: 'text/calendar; charset=utf-8; method=CANCEL' });
    expect(Buffer.from(body.attachments?.[0]?.content ?? '', 'base64').toString('utf8')).toBe(content);
  });

  it('leaves out what a message does not have', async () => {
    const before = api.messages.length;
    await sendMail(message);
    expect(Object.keys(api.messages[before]?.body ?? {}).sort()).toEqual(['from', 'html', 'subject', 'text', 'to']);
  });

  it('carries the one-click unsubscribe headers the mail guard adds', async () => {
    const before = api.messages.length;
    const outcome = await sendToTypedAddress(handle, {
      to: ' Bo@Example.com ',
      client: '203.0.113.7',
      compose: (link) => ({ subject: 'Sign in', text: `Stop: ${link}`, html: `<a href="${link}">Stop</a>` }),
    });
    expect(outcome.sent).toBe(true);
    const [sent] = api.messages.slice(before);
    const link = /^<(https:\/\/trips\.example\/unsubscribe\?token=[A-Za-z0-9]+)>$/.exec(sent?.body.headers['List-Unsubscribe'] ?? '')?.[1];
    expect(link).toBeDefined();
    expect(sent?.body).toMatchObject({
      to: ['bo@example.com'],
      text: `Stop: ${link}`,
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  });

  it('turns a refusal by the API into EMAIL_NOT_SENT for the person who asked', async () => {
    const before = api.messages.length;
    api.reject = { status: 403, name: 'validation_error', message: 'The trips.example domain is not verified.' };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await expect(sendMail(message)).rejects.toThrow('The mail API refused the email (HTTP 403, validation_error: The trips.example domain is not verified.)');
      const refusal = sendEmailLink(handle, { email: 'cy@example.com' }, '203.0.113.8', { siteUrl: 'https://trips.example', siteName: 'Itinerary' });
      await expect(refusal).rejects.toBeInstanceOf(HttpError);
      await expect(refusal).rejects.toMatchObject({ status: 502, code: 'EMAIL_NOT_SENT', message: 'We could not send the sign-in email. Please try again.' });
      expect(logged).toHaveBeenCalledWith('The sign-in email could not be sent', expect.any(MailApiError));
    } finally {
      api.reject = null;
      logged.mockRestore();
    }
    expect(api.messages.length).toBe(before);
  });

  it('reports a wrong key, an unreachable API and an answer without an id', async () => {
    const from = { ...message, from: 'Itinerary <codes@trips.example>' };
    await expect(sendThroughMailApi(from, { url: api.url, apiKey: 'wrong' })).rejects.toMatchObject({
      status: 403,
      message: 'The mail API refused the email (HTTP 403, invalid_api_key: API key is invalid)',
    });
    const closed = await startMailApiStandIn();
    await closed.close();
    await expect(sendThroughMailApi(from, { url: closed.url, apiKey: 'x' })).rejects.toMatchObject({
      name: 'MailApiError',
      status: null,
      message: expect.stringMatching(/^The mail API could not be reached/),
    });
    // A URL that answers, but not like the API (the stand-in's 404 for another path).
    await expect(sendThroughMailApi(from, { url: `${api.url}/v2`, apiKey: api.apiKey })).rejects.toMatchObject({ status: 404 });
  });

  it('without MAIL_API_KEY, says what is missing: the edge has no SMTP and no outbox folder', async () => {
    const cfg = loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    await expect(sendWithoutMailApi({ ...message, from: 'a@b.example' }, cfg)).rejects.toThrow(
      'Email cannot be sent: MAIL_API_KEY is not set (SMTP_URL is not used on this host)',
    );
    await expect(sendWithoutMailApi({ ...message, from: 'a@b.example' }, loadConfig({}))).rejects.toThrow(/^Email cannot be sent: MAIL_API_KEY is not set$/);
  });
});
