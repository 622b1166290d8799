/**
 * The access codes email: both codes, both links, nothing unescaped in HTML, and the
 * rules for text someone typed (docs/mail.md): clipped in the subject, never a link.
 */
import { describe, expect, it } from 'vitest';
import { composeAccessCodesEmail, escapeHtml } from '../../src/server/access/access-codes-email';
import { clipForSubject, inertText } from '../../src/server/mail/email-layout';
import { MAIL_SUBJECT_TEXT_MAX } from '../../src/lib/limits';
import { defaultSender } from '../../src/server/mail/mail';

const ZWSP = '\u200B';
const site = { siteUrl: 'https://itinerary.example/', siteName: 'Itinerary' };
const unsubscribe = 'https://itinerary.example/unsubscribe?token=abc123';
const project = {
  projectId: 'ab12cd34',
  name: 'Tom & Jerry\'s "<script>alert(1)</script>"\nParty',
  customTitle: null,
  ownerName: '<img src=x onerror=alert(1)>',
  accessCode: 'K7M2QX',
  adminCode: '8TR4W2NZ',
};

/** Every href of the HTML part. */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);

describe('access codes email', () => {
  const mail = composeAccessCodesEmail(project, site, unsubscribe);

  it('has the name, both codes and both links in plain text', () => {
    expect(mail.subject).toBe(`Your access codes for Tom & Jerry's "<script>alert(1)</${ZWSP}script>" Party`);
    expect(mail.text).toContain('SHARE ACCESS CODE: K7M2QX');
    expect(mail.text).toContain('ADMIN CODE: 8TR4W2NZ');
    expect(mail.text).toContain('https://itinerary.example/access/ab12cd34?code=K7M2QX');
    expect(mail.text).toContain('https://itinerary.example/access/ab12cd34\n');
  });

  it('escapes everything the organiser typed in the HTML part', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain(`&lt;script&gt;alert(1)&lt;/${ZWSP}script&gt;`);
    expect(mail.html).toContain('Tom &amp; Jerry&#39;s &quot;');
    expect(mail.html).toContain('href="https://itinerary.example/access/ab12cd34?code=K7M2QX"');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('uses the custom title when there is one', () => {
    const titled = composeAccessCodesEmail({ ...project, customTitle: 'Paris 🥐' }, site, unsubscribe);
    expect(titled.subject).toBe('Your access codes for Paris 🥐');
  });

  it('ends with the link that stops emails to this address, in both parts', () => {
    expect(mail.text).toContain(`Stop emails to this address:\n${unsubscribe}\n`);
    expect(mail.html).toContain(`href="${unsubscribe}"`);
    expect(mail.html).toContain('Stop emails to this address</a>');
  });

  it('clips a long name in the subject to one line with an ellipsis', () => {
    const long = `Claim your prize\nat www.prize-claims.com/login ${'x'.repeat(200)}`;
    const clipped = composeAccessCodesEmail({ ...project, name: long }, site, unsubscribe);
    // Clipped to the limit in visible characters (the invisible breaks of inertText come after).
    const typed = clipped.subject.replace('Your access codes for ', '').replaceAll(ZWSP, '');
    expect(Array.from(typed)).toHaveLength(MAIL_SUBJECT_TEXT_MAX);
    expect(typed.endsWith('…')).toBe(true);
    expect(typed).toBe(`${long.replace('\n', ' ').slice(0, MAIL_SUBJECT_TEXT_MAX - 1)}…`);
    expect(clipForSubject('Short', MAIL_SUBJECT_TEXT_MAX)).toBe('Short');
    // Code points, not UTF-16 units: an emoji at the cut is kept whole or dropped.
    expect(clipForSubject(`${'a'.repeat(58)}🥐🥐🥐`, MAIL_SUBJECT_TEXT_MAX)).toBe(`${'a'.repeat(58)}🥐…`);
  });

  it('never turns a typed name or owner into a link', () => {
    const phishing = composeAccessCodesEmail(
      { ...project, name: 'Verify at http://evil.example/login or www.evil.example', ownerName: 'admin@evil.example' },
      site,
      unsubscribe,
    );
    // Only the product's own links are links.
    for (const href of hrefs(phishing.html)) expect(href).toMatch(/^https:\/\/itinerary\.example\//);
    for (const part of [phishing.subject, phishing.html, phishing.text]) {
      expect(part).not.toContain('http://evil');
      expect(part).not.toContain('www.evil');
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('admin@evil');
    }
    // The words still read the same once the invisible breaks are taken out.
    expect(phishing.text.replaceAll(ZWSP, '')).toContain('"Verify at http://evil.example/login or www.evil.example" is ready');
    expect(phishing.text.replaceAll(ZWSP, '')).toContain('Hi admin@evil.example,');
  });

  it('breaks only what a mail client could read as an address', () => {
    expect(inertText('St. Louis: day 1')).toBe('St. Louis: day 1');
    expect(inertText('www.a.com')).toBe(`www.${ZWSP}a.${ZWSP}com`);
    expect(inertText('http://a/b')).toBe(`http:${ZWSP}/${ZWSP}/${ZWSP}a/${ZWSP}b`);
    expect(inertText('me@x')).toBe(`me@${ZWSP}x`);
  });

  it('sends from no-reply at the site’s host', () => {
    expect(defaultSender('Itinerary', 'https://www.itinerary.example')).toBe('Itinerary <no-reply@itinerary.example>');
    expect(defaultSender('Itinerary', 'http://127.0.0.1:4321')).toBe('Itinerary <no-reply@[127.0.0.1]>');
  });
});
