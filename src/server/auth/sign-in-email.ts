/**
 * The sign-in email (issue 6): one button, the same link in plain text, how long it lasts and
 * what to do with an email nobody asked for. Built like the codes email (../access-codes-email.ts).
 */
import { EMAIL_LINK_TTL_MS, MINUTE_MS } from '../../lib/limits';
import { escapeHtml, type ComposedEmail } from '../access-codes-email';

export function composeSignInEmail(link: string, site: { siteName: string }): ComposedEmail {
  const minutes = Math.round(EMAIL_LINK_TTL_MS / MINUTE_MS);
  const siteName = site.siteName.replace(/\s+/g, ' ').trim();
  const subject = `Your sign-in link for ${siteName}`;
  const expiry = `This link expires in ${minutes} minutes and works once.`;
  const ignore = `If you did not ask to sign in to ${siteName}, you can ignore this email: nobody can sign in without the link.`;

  const text = [
    'Hi there,',
    '',
    `Open this link to sign in to ${siteName}:`,
    link,
    '',
    expiry,
    '',
    ignore,
    '',
    siteName,
    '',
  ].join('\n');

  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f5f3ff;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#111827">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:16px;padding:28px">
    <tr><td>
      <h1 style="margin:0 0 8px;font-size:22px;line-height:1.3">Sign in to ${e(siteName)}</h1>
      <p style="margin:0 0 20px;font-size:15px;line-height:1.5;color:#374151">Tap the button below to sign in. ${e(expiry)}</p>
      <a href="${e(link)}" style="display:inline-block;padding:12px 24px;border-radius:999px;background:#7c3aed;color:#ffffff;font-weight:600;text-decoration:none">Sign in</a>
    </td></tr>
    <tr><td style="padding-top:20px;font-size:13px;color:#6b7280">
      Or paste this link into your browser:<br>
      <a href="${e(link)}" style="color:#7c3aed;word-break:break-all">${e(link)}</a>
    </td></tr>
    <tr><td style="padding-top:20px;font-size:13px;color:#6b7280">${e(ignore)}<br><br>${e(siteName)}</td></tr>
  </table>
</body>
</html>
`;
  return { subject, text, html };
}
