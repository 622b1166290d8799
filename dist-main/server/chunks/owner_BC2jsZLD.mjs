import { Qn as sql, an as projects, gr as OWNER_MESSAGES, xn as eq, xr as config } from "./schemas_BP9cnbZP.mjs";
import { a as emailButton, c as inertText, d as unsubscribeTextLines, i as clipForSubject, l as oneLine, n as sendToTypedAddress, o as emailHtml, s as escapeHtml, u as unsubscribeHtmlRow } from "./mail-guard_CyUpKoC4.mjs";
import { i as takeAllowance } from "./allowance_Pg_u8elE.mjs";
import { a as HttpError, u as unknownItinerary } from "./rate-limit_CGfom9Ik.mjs";
// src/server/access/access-codes-email.ts
function accessLinks(siteUrl, project) {
	const base = siteUrl.replace(/\/+$/, "");
	const publicLink = `${base}/access/${encodeURIComponent(project.projectId)}`;
	return {
		quickLink: `${publicLink}?code=${encodeURIComponent(project.accessCode)}`,
		publicLink,
		projectLink: `${base}/project/${encodeURIComponent(project.projectId)}`
	};
}
function composeAccessCodesEmail(project, site, unsubscribeUrl) {
	const typedName = project.customTitle || project.name;
	const name = inertText(oneLine(typedName));
	const owner = project.ownerName && project.ownerName !== "Anonymous" ? inertText(oneLine(project.ownerName)) : "";
	const { quickLink, publicLink, projectLink } = accessLinks(site.siteUrl, project);
	const subject = `Your access codes for ${inertText(clipForSubject(typedName, 60))}`;
	const reason = `You got this email because this address was entered as the owner of an itinerary on ${site.siteName}.`;
	const text = [
		owner ? `Hi ${owner},` : "Hi there,",
		"",
		`Your itinerary "${name}" is ready. Keep this email: these two codes are how you share it and how you edit it.`,
		"",
		`SHARE ACCESS CODE: ${project.accessCode}`,
		"Give this one to your guests. It lets them view the itinerary.",
		"",
		`ADMIN CODE: ${project.adminCode}`,
		"Keep this one to yourself. It opens edit mode, where you change events, FAQs and the design.",
		"",
		"Quick link for guests (opens the itinerary straight away):",
		quickLink,
		"",
		"Public link (guests type the share access code):",
		publicLink,
		"",
		`Project ID: ${project.projectId}`,
		`Open your itinerary: ${projectLink}`,
		"",
		`Have a wonderful time,`,
		`${site.siteName}`,
		"",
		...unsubscribeTextLines(unsubscribeUrl, reason)
	].join("\n");
	const e = escapeHtml;
	const codeBox = (label, code, note) => `
      <tr><td style="padding:12px 0">
        <div style="font-size:12px;font-weight:600;letter-spacing:.08em;text-transform:uppercase;color:#6b7280">${e(label)}</div>
        <div style="margin-top:4px;font-family:'SFMono-Regular',Menlo,Consolas,monospace;font-size:24px;font-weight:700;letter-spacing:.12em;color:#111827">${e(code)}</div>
        <div style="margin-top:4px;font-size:14px;color:#4b5563">${e(note)}</div>
      </td></tr>`;
	const link = (label, href, note) => `
      <tr><td style="padding:8px 0">
        <div style="font-size:14px;font-weight:600;color:#111827">${e(label)}</div>
        <div style="font-size:13px;color:#6b7280">${e(note)}</div>
        <a href="${e(href)}" style="font-size:14px;color:#7c3aed;word-break:break-all">${e(href)}</a>
      </td></tr>`;
	return {
		subject,
		text,
		html: emailHtml(subject, `    <tr><td>
      <p style="margin:0 0 12px;font-size:16px">${owner ? `Hi ${e(owner)},` : "Hi there,"}</p>
      <h1 style="margin:0 0 8px;font-size:22px;line-height:1.3">Your itinerary “${e(name)}” is ready</h1>
      <p style="margin:0 0 8px;font-size:15px;line-height:1.5;color:#374151">Keep this email: these two codes are how you share it and how you edit it.</p>
    </td></tr>
    <tr><td><table role="presentation" width="100%" cellpadding="0" cellspacing="0">
      ${codeBox("Share access code", project.accessCode, "Give this one to your guests. It lets them view the itinerary.")}
      ${codeBox("Admin code", project.adminCode, "Keep this one to yourself. It opens edit mode, where you change events, FAQs and the design.")}
    </table></td></tr>
    <tr><td style="padding-top:8px">
      ${emailButton(projectLink, "Open your itinerary")}
    </td></tr>
    <tr><td style="padding-top:16px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0">
      ${link("Quick link for guests", quickLink, "Opens the itinerary straight away.")}
      ${link("Public link", publicLink, "Guests type the share access code.")}
    </table></td></tr>
    <tr><td style="padding-top:16px;font-size:13px;color:#6b7280">Project ID: ${e(project.projectId)}<br>Have a wonderful time,<br>${e(site.siteName)}</td></tr>
${unsubscribeHtmlRow(unsubscribeUrl, reason)}`)
	};
}
// src/server/projects/owner.ts
/**
* The organiser's name and email (the 'Great work!' dialog,
* docs/product.md#owner-email-and-mail-limits): saved on the itinerary, then both codes are
* emailed to that address.
*/
/**
* Both codes of an itinerary, the quick link and the public link, to `to` (an address someone
* typed: it goes through the mail guard, docs/mail.md). `client` is the client that asked, null
* after a payment.
*/
function sendAccessCodesEmail(handle, project, to, client, options = {}) {
	const { SITE_URL, SITE_NAME } = config();
	return sendToTypedAddress(handle, {
		to,
		client,
		quiet: options.quiet ?? false,
		compose: (unsubscribeUrl) => composeAccessCodesEmail(project, {
			siteUrl: SITE_URL,
			siteName: SITE_NAME
		}, unsubscribeUrl),
		messages: {
			unsubscribed: OWNER_MESSAGES.unsubscribed(SITE_NAME),
			tooManyFromClient: OWNER_MESSAGES.tooManyFromClient,
			tooManyToAddress: OWNER_MESSAGES.tooManyToAddress
		}
	});
}
/**
* Saves the owner's details and emails them both codes. The details are saved first: a mail
* server that is down must not lose what the organiser typed. A failed send is a 502 the dialog
* shows, so the organiser can try again (each try counts towards the hourly cap, because each
* one may reach a mailbox). The mail guard may refuse after the save (the address unsubscribed,
* or the recipient's or this client's allowance is used up): 409 or 429 saying the details were
* saved.
*/
async function saveOwnerInfo(handle, project, input, client) {
	await takeAllowance(handle, `codes-email:project:${project.id}`, 5, OWNER_MESSAGES.tooManyEmails);
	const ownerName = input.ownerName === void 0 ? project.ownerName : input.ownerName || null;
	const [updated] = await handle.write((db) => db.update(projects).set({
		ownerName,
		ownerEmail: input.ownerEmail,
		version: sql`${projects.version} + 1`,
		updatedAt: /* @__PURE__ */ new Date()
	}).where(eq(projects.id, project.id)).returning());
	if (!updated) throw unknownItinerary();
	try {
		await sendAccessCodesEmail(handle, updated, input.ownerEmail, client);
	} catch (error) {
		if (error instanceof HttpError) throw error;
		console.error("The access codes email could not be sent", error);
		throw new HttpError(502, OWNER_MESSAGES.notSent, "EMAIL_NOT_SENT");
	}
	return { success: true };
}
export { sendAccessCodesEmail as n, saveOwnerInfo as t };
