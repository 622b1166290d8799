/** The access codes email (issue 4): both codes, both links, and nothing unescaped in HTML. */
import { describe, expect, it } from 'vitest';
import { composeAccessCodesEmail, escapeHtml } from '../../src/server/access-codes-email';
import { defaultSender } from '../../src/server/mail';

const project = {
  projectId: 'ab12cd34',
  name: 'Tom & Jerry\'s "<script>alert(1)</script>"\nParty',
  customTitle: null,
  ownerName: '<img src=x onerror=alert(1)>',
  accessCode: 'K7M2QX',
  adminCode: '8TR4W2NZ',
};

describe('access codes email', () => {
  const mail = composeAccessCodesEmail(project, { siteUrl: 'https://itinerary.example/', siteName: 'Itinerary' });

  it('has the name, both codes and both links in plain text', () => {
    expect(mail.subject).toBe('Your access codes for Tom & Jerry\'s "<script>alert(1)</script>" Party');
    expect(mail.text).toContain('SHARE ACCESS CODE: K7M2QX');
    expect(mail.text).toContain('ADMIN CODE: 8TR4W2NZ');
    expect(mail.text).toContain('https://itinerary.example/access/ab12cd34?code=K7M2QX');
    expect(mail.text).toContain('https://itinerary.example/access/ab12cd34\n');
  });

  it('escapes everything the organiser typed in the HTML part', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Tom &amp; Jerry&#39;s &quot;');
    expect(mail.html).toContain('href="https://itinerary.example/access/ab12cd34?code=K7M2QX"');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('uses the custom title when there is one', () => {
    const titled = composeAccessCodesEmail({ ...project, customTitle: 'Paris 🥐' }, { siteUrl: 'https://x.example', siteName: 'Itinerary' });
    expect(titled.subject).toBe('Your access codes for Paris 🥐');
  });

  it('sends from no-reply at the site’s host', () => {
    expect(defaultSender('Itinerary', 'https://www.itinerary.example')).toBe('Itinerary <no-reply@itinerary.example>');
    expect(defaultSender('Itinerary', 'http://127.0.0.1:4321')).toBe('Itinerary <no-reply@[127.0.0.1]>');
  });
});
