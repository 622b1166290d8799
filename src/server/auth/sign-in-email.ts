/**
 * The sign-in email: one button, the same link in plain text, how long it lasts and
 * what to do with an email nobody asked for. In the product's email frame (../mail/email-layout.ts).
 */
import { EMAIL_LINK_TTL_MS, MINUTE_MS } from '../../lib/limits';
import { emailButton, emailHtml, escapeHtml, unsubscribeHtmlRow, unsubscribeTextLines, type ComposedEmail } from '../mail/email-layout';

export function composeSignInEmail(link: string, site: { siteName: string }, unsubscribeUrl: string): ComposedEmail {
  const minutes = Math.round(EMAIL_LINK_TTL_MS / MINUTE_MS);
  const siteName = site.siteName.replace(/\s+/g, ' ').trim();
  const subject = `Your sign-in link for ${siteName}`;
  const expiry = `This link expires in ${minutes} minutes and works once.`;
  const reason = `You got this email because someone asked for a sign-in link for this address on ${siteName}.`;
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
    ...unsubscribeTextLines(unsubscribeUrl, reason),
  ].join('\n');

  const e = escapeHtml;
  const html = emailHtml(
    subject,
    `    <tr><td>
      <h1 style="margin:0 0 8px;font-size:22px;line-height:1.3">Sign in to ${e(siteName)}</h1>
      <p style="margin:0 0 20px;font-size:15px;line-height:1.5;color:#374151">Tap the button below to sign in. ${e(expiry)}</p>
      ${emailButton(link, 'Sign in')}
    </td></tr>
    <tr><td style="padding-top:20px;font-size:13px;color:#6b7280">
      Or paste this link into your browser:<br>
      <a href="${e(link)}" style="color:#7c3aed;word-break:break-all">${e(link)}</a>
    </td></tr>
    <tr><td style="padding-top:20px;font-size:13px;color:#6b7280">${e(ignore)}<br><br>${e(siteName)}</td></tr>
${unsubscribeHtmlRow(unsubscribeUrl, reason)}`,
  );
  return { subject, text, html };
}
