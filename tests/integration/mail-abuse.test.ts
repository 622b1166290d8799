/**
 * Email to typed addresses cannot be turned against their owners (docs/mail.md), over real HTTP
 * against the built server, which writes each message as an .eml file into a temporary outbox:
 * caps per recipient across every itinerary and kind of email, caps per client, one-click
 * unsubscribe (RFC 8058) honoured from then on, and typed text that is clipped and never a link.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { simpleParser, type ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import {
  MAIL_PER_CLIENT_PER_DAY,
  MAIL_PER_CLIENT_PER_HOUR,
  MAIL_PER_RECIPIENT_PER_DAY_UNVERIFIED,
  MAIL_PER_RECIPIENT_PER_DAY_VERIFIED,
  MAIL_SUBJECT_TEXT_MAX,
  PROJECT_NAME_MAX,
} from '../../src/lib/limits';
import type { TestBrowser } from '../support/http-client';
import { createItinerary, runSql } from '../support/itineraries';
import { TMP_DIR } from '../support/paths';
import { serverSuite } from '../support/suite';
import { insertSignedInUser } from '../support/users';

mkdirSync(TMP_DIR, { recursive: true });
const outboxDir = mkdtempSync(join(TMP_DIR, 'mail-abuse-outbox-'));
const suite = serverSuite({ TRUST_PROXY: 'true', MAIL_OUTBOX_DIR: outboxDir });

type Answer = { success?: boolean; message?: string; code?: string };

let addresses = 0;
const newAddress = (label = 'person') => `${label}${++addresses}-${Date.now()}@example.test`;

const patchOwner = (admin: TestBrowser, projectId: string, ownerEmail: string, ownerName: string | null = 'Someone') =>
  admin.json<Answer>('PATCH', `/api/projects/${projectId}/owner`, { ownerName, ownerEmail });

const askForSignInLink = (browser: TestBrowser, email: string) => browser.json<Answer>('POST', '/api/auth/email-link', { email });

const outboxFiles = () => readdirSync(outboxDir).filter((f) => f.endsWith('.eml')).sort();

/** Every message in the outbox to `address`, parsed. */
async function mailsTo(address: string): Promise<ParsedMail[]> {
  const parsed = await Promise.all(outboxFiles().map((f) => simpleParser(readFileSync(join(outboxDir, f)))));
  const to = (m: ParsedMail) => (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) => a.value.map((v) => v.address));
  return parsed.filter((m) => to(m).includes(address.toLowerCase()));
}

const ownerEmailOf = async (projectId: string) =>
  (await runSql(suite, 'SELECT owner_email FROM projects WHERE project_id = ?', [projectId])).rows[0]?.owner_email;

/** Itineraries created by one browser, which is admin of all of them. */
async function itinerariesOf(admin: TestBrowser, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const { res, data } = await admin.json<{ project: { projectId: string } }>('POST', '/api/projects', { name: `Trip ${i + 1}` });
    expect(res.status).toBe(201);
    ids.push(data.project.projectId);
  }
  return ids;
}

/** What a mail client's linkifier turns into links in `text`: mailparser's (linkify-it). */
async function linksIn(text: string): Promise<string[]> {
  const mail = await simpleParser(`Content-Type: text/plain; charset=utf-8\r\n\r\n${text}`);
  return [...(mail.textAsHtml ?? '').matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]!);
}

const unsubscribeLinkOf = (mail: ParsedMail) => {
  const header = String(mail.headers.get('list-unsubscribe') ?? '');
  // mailparser reads List-* headers into { url } objects.
  const value = (mail.headers.get('list') as { unsubscribe?: { url?: string } } | undefined)?.unsubscribe?.url ?? header;
  return value.replace(/^<|>$/g, '');
};

describe('a cap per recipient across itineraries and kinds of email', () => {
  it(`mails one address at most ${MAIL_PER_RECIPIENT_PER_DAY_UNVERIFIED} times a day, however many itineraries and clients name it`, async () => {
    const victim = newAddress('victim');
    const statuses: number[] = [];
    const refused: { projectId: string; res: Response; data: Answer }[] = [];
    for (let i = 0; i < 8; i++) {
      // A new itinerary, from a new client, each time: no per-itinerary or per-client cap applies.
      const { admin, projectId } = await createItinerary(suite, { name: `Prize ${i}` });
      const { res, data } = await patchOwner(admin, projectId, i === 3 ? `  ${victim.toUpperCase()} ` : victim);
      statuses.push(res.status);
      if (res.status !== 200) refused.push({ projectId, res, data });
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    for (const { projectId, res, data } of refused) {
      expect(data.code).toBe('RATE_LIMITED');
      expect(data.message).toBe(
        'Your details were saved, but this address has already been sent as many emails as we send to one address in a day, so the codes were not sent. Please try again in 24 hours.',
      );
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(23 * 3600);
      expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
      // The organiser's details are kept all the same.
      expect(await ownerEmailOf(projectId)).toBe(victim);
    }
    expect(await mailsTo(victim)).toHaveLength(MAIL_PER_RECIPIENT_PER_DAY_UNVERIFIED);

    // Sign-in links count against the same cap, and answer like any other address (no email).
    const before = outboxFiles().length;
    const { res, data } = await askForSignInLink(suite.browser(), victim);
    expect(res.status).toBe(200);
    expect(data).toEqual({ success: true });
    expect(outboxFiles()).toHaveLength(before);
    expect(await mailsTo(victim)).toHaveLength(MAIL_PER_RECIPIENT_PER_DAY_UNVERIFIED);
  });

  it(`allows ${MAIL_PER_RECIPIENT_PER_DAY_VERIFIED} a day to an address whose owner has signed in`, async () => {
    const proven = await insertSignedInUser(suite.server.databaseUrl, { email: newAddress('proven') });
    const statuses: number[] = [];
    for (let i = 0; i <= MAIL_PER_RECIPIENT_PER_DAY_VERIFIED; i++) {
      const { admin, projectId } = await createItinerary(suite);
      statuses.push((await patchOwner(admin, projectId, proven.email)).res.status);
    }
    expect(statuses).toEqual([...Array<number>(MAIL_PER_RECIPIENT_PER_DAY_VERIFIED).fill(200), 429]);
    expect(await mailsTo(proven.email)).toHaveLength(MAIL_PER_RECIPIENT_PER_DAY_VERIFIED);
  });
});

describe('caps per client across itineraries', () => {
  it(`lets one client have ${MAIL_PER_CLIENT_PER_HOUR} emails sent an hour, codes and sign-in links together`, async () => {
    const admin = suite.browser();
    const ids = await itinerariesOf(admin, MAIL_PER_CLIENT_PER_HOUR + 1);
    for (const projectId of ids.slice(0, MAIL_PER_CLIENT_PER_HOUR)) {
      expect((await patchOwner(admin, projectId, newAddress())).res.status).toBe(200);
    }
    const last = ids.at(-1)!;
    const { res, data } = await patchOwner(admin, last, newAddress('spared'));
    expect(res.status).toBe(429);
    expect(data.message).toMatch(
      /^Your details were saved, but too many emails were requested from this device, so the codes were not sent\. Please try again in \d+ minutes?\.$/,
    );
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(String(await ownerEmailOf(last))).toMatch(/^spared/);

    // The same client cannot switch to sign-in links.
    const link = await askForSignInLink(admin, newAddress());
    expect(link.res.status).toBe(429);
    expect(link.data.message).toMatch(/^Too many sign-in links were requested from this device\. Please try again in \d+ minutes?\.$/);
    // Another client is not affected.
    expect((await askForSignInLink(suite.browser(), newAddress())).res.status).toBe(200);
  });

  it(`and ${MAIL_PER_CLIENT_PER_DAY} a day`, async () => {
    const admin = suite.browser();
    const client = admin.headers['x-forwarded-for'];
    // Codes emails are capped at 5 an hour per itinerary too: enough itineraries for the day.
    const ids = await itinerariesOf(admin, Math.ceil((MAIL_PER_CLIENT_PER_DAY + 1) / 5));
    const statuses: number[] = [];
    for (let i = 0; i <= MAIL_PER_CLIENT_PER_DAY; i++) {
      if (i > 0 && i % MAIL_PER_CLIENT_PER_HOUR === 0) {
        // An hour goes by: the hourly window is moved into the past (the daily one is not).
        await runSql(suite, 'UPDATE access_attempts SET window_start = window_start - 3600001, locked_until = NULL WHERE key = ?', [
          `mail:client-hour:${client}`,
        ]);
      }
      const { res } = await patchOwner(admin, ids[Math.floor(i / 5)]!, newAddress());
      statuses.push(res.status);
      if (i === MAIL_PER_CLIENT_PER_DAY) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
      }
    }
    expect(statuses).toEqual([...Array<number>(MAIL_PER_CLIENT_PER_DAY).fill(200), 429]);
  });
});

describe('one-click unsubscribe', () => {
  it('is in every message, works by POST without cookies or Origin, and is honoured from then on', async () => {
    const person = newAddress('leaver');
    const { admin, projectId } = await createItinerary(suite);
    expect((await patchOwner(admin, projectId, person)).res.status).toBe(200);
    const linkRequest = await askForSignInLink(suite.browser(), person);
    expect(linkRequest.res.status).toBe(200);

    const mails = await mailsTo(person);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Your access codes for /), 'Your sign-in link for Itinerary']);
    const links = mails.map(unsubscribeLinkOf);
    expect(links[0]).toMatch(new RegExp(`^${suite.server.url}/unsubscribe\\?token=[a-z2-7]{52}$`));
    // One address, one token.
    expect(links[1]).toBe(links[0]);
    const link = links[0]!;
    for (const mail of mails) {
      // As written to the .eml, unfolded (long header lines are folded onto the next line).
      const raw = mail.headerLines.map((h) => h.line.replace(/\r?\n(?=[ \t])/g, '')).join('\n');
      expect(raw).toContain(`List-Unsubscribe: <${link}>`);
      expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(mail.text).toContain(`Stop emails to this address:\n${link}`);
      expect(mail.html).toMatch(new RegExp(`<a href="${link.replace(/[.?]/g, '\\$&')}"[^>]*>Stop emails to this address</a>`));
    }
    const subscribed = async () =>
      (await runSql(suite, 'SELECT unsubscribed_at FROM mail_recipients WHERE address = ?', [person])).rows[0]?.unsubscribed_at === null;

    // Opening the link (a person, or a mail scanner) only shows the page.
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const pageHtml = await page.text();
    expect(pageHtml).toContain('Stop emails to this address?');
    expect(pageHtml).toContain(person);
    expect(await subscribed()).toBe(true);

    // What Gmail does: a form POST from its own servers, no cookies, no Origin, no Sec-Fetch-Site.
    const oneClick = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
      redirect: 'manual',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('No more emails');
    expect(await subscribed()).toBe(false);

    // From then on, nothing reaches the address.
    const before = outboxFiles().length;
    const other = await createItinerary(suite);
    const codes = await patchOwner(other.admin, other.projectId, person);
    expect(codes.res.status).toBe(409);
    expect(codes.data).toMatchObject({
      code: 'RECIPIENT_UNSUBSCRIBED',
      message:
        'Your details were saved, but this address asked not to receive emails from Itinerary, so the codes were not sent. Its owner can allow emails again with the link at the bottom of any email from us.',
    });
    expect(await ownerEmailOf(other.projectId)).toBe(person);
    // Sign-in answers as for any address, and sends nothing.
    const signIn = await askForSignInLink(suite.browser(), person);
    expect(signIn.res.status).toBe(200);
    expect(signIn.data).toEqual({ success: true });
    await new Promise((r) => setTimeout(r, 200));
    expect(outboxFiles()).toHaveLength(before);
    expect(await mailsTo(person)).toHaveLength(2);

    // The page says so; only the page itself (same Origin) can allow emails again.
    expect(await (await fetch(link)).text()).toContain('No more emails');
    const foreign: Record<string, string>[] = [{}, { origin: 'https://evil.example' }, { origin: 'null', 'sec-fetch-site': 'cross-site' }];
    for (const headers of foreign) {
      const crossSite = await fetch(link, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: 'action=resubscribe',
      });
      expect(crossSite.status).toBe(403);
    }
    expect(await subscribed()).toBe(false);
    const again = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: suite.server.url },
      body: 'action=resubscribe',
    });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('Emails are allowed again');
    expect(await subscribed()).toBe(true);
    // No dead end: the person can sign in again.
    expect((await askForSignInLink(suite.browser(), person)).res.status).toBe(200);
    expect(await mailsTo(person)).toHaveLength(3);
  });

  it('says clearly when the link is not valid', async () => {
    for (const path of ['/unsubscribe?token=' + 'a'.repeat(52), '/unsubscribe', '/unsubscribe?token=' + 'x'.repeat(5000)]) {
      const page = await fetch(`${suite.server.url}${path}`);
      expect(page.status).toBe(404);
      expect(await page.text()).toContain('This link does not work');
    }
    const post = await fetch(`${suite.server.url}/unsubscribe?token=nope`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(post.status).toBe(404);
  });

  it('is the only route a cross-site form may post to', async () => {
    const crossSite: Record<string, string>[] = [{}, { origin: 'https://evil.example' }, { origin: 'null', 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }];
    for (const headers of crossSite) {
      for (const path of ['/api/auth/email-link/callback', '/login', '/api/logout']) {
        const res = await fetch(`${suite.server.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
          body: 'token=x',
          redirect: 'manual',
        });
        expect(res.status, `${path} with ${JSON.stringify(headers)}`).toBe(403);
        expect(await res.text()).toBe('Cross-site POST form submissions are forbidden');
      }
    }
    // A browser's own same-origin form post passes, also with `Origin: null` (what a page sent with
    // Referrer-Policy: no-referrer, like the sign-in link's, makes the browser send).
    const own = await fetch(`${suite.server.url}/api/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null', 'sec-fetch-site': 'same-origin' },
      body: '',
      redirect: 'manual',
    });
    expect(own.status).toBe(303);
  });
});

describe('typed text in emails', () => {
  it('sends a name without the invisible characters that reorder text', async () => {
    // Shown as typed, "Invoice \u202Efdp.exe" reads "Invoice exe.pdf".
    const { admin, projectId } = await createItinerary(suite, { name: 'Invoice \u202Efdp.exe\u202C trip' });
    const victim = newAddress('bidi');
    expect((await patchOwner(admin, projectId, victim, 'Ana \u2067Admin\u2069')).res.status).toBe(200);
    const [mail] = await mailsTo(victim);
    if (!mail) throw new Error('no email');
    expect(mail.subject?.replaceAll('\u200B', '')).toBe('Your access codes for Invoice fdp.exe trip');
    expect(mail.subject).not.toMatch(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/);
  });

  it('clips a long phishing-like name in the subject and never makes it a link', async () => {
    // Names are at most PROJECT_NAME_MAX characters: a 300-character one is refused outright.
    const tooLong = await suite.browser().json<Answer>('POST', '/api/projects', { name: 'x'.repeat(300) });
    expect(tooLong.res.status).toBe(400);

    const lure = 'URGENT: verify your account at https://secure-login.com/verify or www.secure-login.com before it is closed ';
    const name = (lure + 'x'.repeat(PROJECT_NAME_MAX)).slice(0, PROJECT_NAME_MAX);
    // A mail client would link the name as it was typed (so the checks below can fail).
    expect(await linksIn(name)).toEqual(['https://secure-login.com/verify', 'http://www.secure-login.com']);

    const { admin, projectId } = await createItinerary(suite, { name });
    const victim = newAddress('target');
    expect((await patchOwner(admin, projectId, victim, 'Support team at help@secure-login.com')).res.status).toBe(200);
    const [mail] = await mailsTo(victim);
    if (!mail) throw new Error('no email');

    // Clipped (counted without the invisible breaks that keep it from being a link).
    expect(mail.subject?.replaceAll('\u200B', '')).toBe(`Your access codes for ${name.slice(0, MAIL_SUBJECT_TEXT_MAX - 1)}…`);
    expect(await linksIn(mail.subject ?? '')).toEqual([]);

    const html = typeof mail.html === 'string' ? mail.html : '';
    const site = suite.server.url;
    // Only the product's own links are links.
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href.startsWith(`${site}/`), href).toBe(true);
    expect(html).not.toContain('secure-login.com');
    // Neither part gives a mail client anything of the typed text to link.
    const bodyText = DomUtils.textContent(parseDocument(html).children);
    for (const text of [bodyText, mail.text ?? '']) {
      const found = await linksIn(text);
      expect(found.length).toBeGreaterThan(0);
      for (const url of found) expect(url.startsWith(`${site}/`), url).toBe(true);
      expect(text).not.toContain('secure-login.com');
      expect(text.replaceAll('\u200B', '')).toContain('verify your account at https://secure-login.com/verify');
    }
  });
});
