import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_TO, safeReturnTo, withSignedInFlag } from '../../src/lib/return-to';
import { composeSignInEmail } from '../../src/server/auth/sign-in-email';

describe('safeReturnTo', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeReturnTo('/dashboard')).toBe('/dashboard');
    expect(safeReturnTo('/project/abc12345?owned=true&admin=true')).toBe('/project/abc12345?owned=true&admin=true');
    expect(safeReturnTo('/faq#pricing')).toBe('/faq#pricing');
  });

  it('sends anything that could leave the site, or loop, to the dashboard', () => {
    for (const value of [
      undefined,
      null,
      42,
      '',
      'dashboard',
      'https://evil.example/',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/.//evil.example',
      'javascript:alert(1)',
      '/login',
      '/login?returnTo=/dashboard',
      '/api/logout',
      '/api/auth/email-link/callback?token=x',
      `/${'a'.repeat(2000)}`,
    ]) {
      expect(safeReturnTo(value), String(value)).toBe(DEFAULT_RETURN_TO);
    }
  });

  it('adds the signed-in flag that makes the page say Welcome back', () => {
    expect(withSignedInFlag('/dashboard')).toBe('/dashboard?signedIn=1');
    expect(withSignedInFlag('/project/abc?owned=true#top')).toBe('/project/abc?owned=true&signedIn=1#top');
    expect(withSignedInFlag('//evil.example')).toBe('/dashboard?signedIn=1');
  });
});

describe('the sign-in email', () => {
  it('carries the link in both parts, the expiry and what to do if unasked, with the name escaped', () => {
    const link = 'https://itinerary.example/api/auth/email-link/callback?token=abc&x=<y>';
    const unsubscribe = 'https://itinerary.example/unsubscribe?token=t0k3n';
    const mail = composeSignInEmail(link, { siteName: 'Trips <&> Co' }, unsubscribe);
    expect(mail.subject).toBe('Your sign-in link for Trips <&> Co');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('expires in 10 minutes');
    expect(mail.text).toContain('you can ignore this email');
    expect(mail.html).toContain('href="https://itinerary.example/api/auth/email-link/callback?token=abc&amp;x=&lt;y&gt;"');
    expect(mail.html).toContain('Trips &lt;&amp;&gt; Co');
    expect(mail.html).not.toContain('<y>');
    // Every email to a typed address says how to stop them, in both parts.
    expect(mail.text).toContain(`Stop emails to this address:\n${unsubscribe}`);
    expect(mail.html).toContain(`href="${unsubscribe}"`);
  });
});
