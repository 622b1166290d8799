/**
 * The email that gives an organiser both codes of their itinerary (the 'Great work!' dialog's
 * 'Send Access Codes', and after an upgrade): the project name, the share access code, the
 * admin code, the quick link that opens the itinerary at once and the public link that asks for
 * the code. The plain-text part is written to be read as it is, not as a fallback.
 *
 * The address is typed by whoever asks, so the names in it (typed too) are made harmless
 * (docs/mail.md): clipped in the subject, never a link in either part, escaped in HTML.
 */
import type { Project } from '../../../db/schema';
import { MAIL_SUBJECT_TEXT_MAX } from '../../lib/limits';
import {
  clipForSubject,
  emailButton,
  emailHtml,
  escapeHtml,
  inertText,
  oneLine,
  unsubscribeHtmlRow,
  unsubscribeTextLines,
  type ComposedEmail,
} from '../mail/email-layout';

export type { ComposedEmail };
export { escapeHtml };

function accessLinks(siteUrl: string, project: Pick<Project, 'projectId' | 'accessCode'>) {
  const base = siteUrl.replace(/\/+$/, '');
  const publicLink = `${base}/access/${encodeURIComponent(project.projectId)}`;
  return {
    quickLink: `${publicLink}?code=${encodeURIComponent(project.accessCode)}`,
    publicLink,
    projectLink: `${base}/project/${encodeURIComponent(project.projectId)}`,
  };
}

export function composeAccessCodesEmail(
  project: Pick<Project, 'projectId' | 'name' | 'customTitle' | 'ownerName' | 'accessCode' | 'adminCode'>,
  site: { siteUrl: string; siteName: string },
  unsubscribeUrl: string,
): ComposedEmail {
  const typedName = project.customTitle || project.name;
  const name = inertText(oneLine(typedName));
  const owner = project.ownerName && project.ownerName !== 'Anonymous' ? inertText(oneLine(project.ownerName)) : '';
  const { quickLink, publicLink, projectLink } = accessLinks(site.siteUrl, project);
  // Clipped, so a long name cannot make the subject say something else; inert like the body.
  const subject = `Your access codes for ${inertText(clipForSubject(typedName, MAIL_SUBJECT_TEXT_MAX))}`;
  const reason = `You got this email because this address was entered as the owner of an itinerary on ${site.siteName}.`;

  const text = [
    owner ? `Hi ${owner},` : 'Hi there,',
    '',
    `Your itinerary "${name}" is ready. Keep this email: these two codes are how you share it and how you edit it.`,
    '',
    `SHARE ACCESS CODE: ${project.accessCode}`,
    'Give this one to your guests. It lets them view the itinerary.',
    '',
    `ADMIN CODE: ${project.adminCode}`,
    'Keep this one to yourself. It opens edit mode, where you change events, FAQs and the design.',
    '',
    'Quick link for guests (opens the itinerary straight away):',
    quickLink,
    '',
    'Public link (guests type the share access code):',
    publicLink,
    '',
    `Project ID: ${project.projectId}`,
    `Open your itinerary: ${projectLink}`,
    '',
    `Have a wonderful time,`,
    `${site.siteName}`,
    '',
    ...unsubscribeTextLines(unsubscribeUrl, reason),
  ].join('\n');

  const e = escapeHtml;
  const codeBox = (label: string, code: string, note: string) => `
      <tr><td style="padding:12px 0">
        <div style="font-size:12px;font-weight:600;letter-spacing:.08em;text-transform:uppercase;color:#6b7280">${e(label)}</div>
        <div style="margin-top:4px;font-family:'SFMono-Regular',Menlo,Consolas,monospace;font-size:24px;font-weight:700;letter-spacing:.12em;color:#111827">${e(code)}</div>
        <div style="margin-top:4px;font-size:14px;color:#4b5563">${e(note)}</div>
      </td></tr>`;
  const link = (label: string, href: string, note: string) => `
      <tr><td style="padding:8px 0">
        <div style="font-size:14px;font-weight:600;color:#111827">${e(label)}</div>
        <div style="font-size:13px;color:#6b7280">${e(note)}</div>
        <a href="${e(href)}" style="font-size:14px;color:#7c3aed;word-break:break-all">${e(href)}</a>
      </td></tr>`;

  const html = emailHtml(
    subject,
    `    <tr><td>
      <p style="margin:0 0 12px;font-size:16px">${owner ? `Hi ${e(owner)},` : 'Hi there,'}</p>
      <h1 style="margin:0 0 8px;font-size:22px;line-height:1.3">Your itinerary “${e(name)}” is ready</h1>
      <p style="margin:0 0 8px;font-size:15px;line-height:1.5;color:#374151">Keep this email: these two codes are how you share it and how you edit it.</p>
    </td></tr>
    <tr><td><table role="presentation" width="100%" cellpadding="0" cellspacing="0">
      ${codeBox('Share access code', project.accessCode, 'Give this one to your guests. It lets them view the itinerary.')}
      ${codeBox('Admin code', project.adminCode, 'Keep this one to yourself. It opens edit mode, where you change events, FAQs and the design.')}
    </table></td></tr>
    <tr><td style="padding-top:8px">
      ${emailButton(projectLink, 'Open your itinerary')}
    </td></tr>
    <tr><td style="padding-top:16px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0">
      ${link('Quick link for guests', quickLink, 'Opens the itinerary straight away.')}
      ${link('Public link', publicLink, 'Guests type the share access code.')}
    </table></td></tr>
    <tr><td style="padding-top:16px;font-size:13px;color:#6b7280">Project ID: ${e(project.projectId)}<br>Have a wonderful time,<br>${e(site.siteName)}</td></tr>
${unsubscribeHtmlRow(unsubscribeUrl, reason)}`,
  );
  return { subject, text, html };
}
