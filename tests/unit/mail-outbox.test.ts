/**
 * Email out on Node without SMTP or a mail API: each message is an .eml file in the outbox folder
 * and one log line; outside production the line carries the message's first link as the plain
 * text has it (the sign-in link, readable and whole), and in production it never does.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { composeSignInEmail } from '../../src/server/auth/sign-in-email';
import { firstLink, sendWithoutMailApi } from '../../src/server/platform/node/mail';

const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

// Long enough that the .eml's quoted-printable encoding wraps it and encodes its '='.
const link = `http://localhost:4321/api/auth/verify?token=${'a1B2'.repeat(16)}&returnTo=%2Fdashboard`;
const mail = composeSignInEmail(link, { siteName: 'Itinerary' }, 'http://localhost:4321/unsubscribe?t=x');
const message = { from: 'Itinerary <no-reply@localhost>', to: 'ana@example.org', ...mail };

async function send(isProduction: boolean) {
  const log = vi.spyOn(console, 'info').mockImplementation(() => {});
  const result = await sendWithoutMailApi(message, { SMTP_URL: undefined, MAIL_OUTBOX_DIR: dir, isProduction });
  return { result, lines: log.mock.calls.map((call) => String(call[0])).join('\n') };
}

describe('the development outbox', () => {
  it('logs the sign-in link whole, where the .eml file has it encoded', async () => {
    const { result, lines } = await send(false);
    expect(lines).toContain(`[mail] its link: ${link}`);
    expect(lines).toContain(result.outboxFile);
    expect(readFileSync(result.outboxFile!, 'utf8')).not.toContain(link);
  });

  it('never logs a link in production', async () => {
    const { lines } = await send(true);
    expect(lines).toContain('written to');
    expect(lines).not.toContain('token=');
  });

  it('writes a calendar invitation as a text/calendar part naming its iTIP method, which a mail parser reads back', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const content = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nUID:invitation-7@example\r\nSEQUENCE:2\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
    const result = await sendWithoutMailApi({ ...message, calendar: { method: 'REQUEST', content } }, { SMTP_URL: undefined, MAIL_OUTBOX_DIR: dir, isProduction: false });
    const parsed = await simpleParser(readFileSync(result.outboxFile!));
    const part = parsed.attachments.find((a) => a.contentType === 'text/calendar');
    expect(part?.content.toString('utf8')).toBe(content);
    expect(readFileSync(result.outboxFile!, 'utf8')).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
  });

  it('takes the first link of the text', () => {
    expect(firstLink(mail.text)).toBe(link);
    expect(firstLink('No links here.')).toBeUndefined();
    expect(firstLink(undefined)).toBeUndefined();
  });
});
