import { Ir as DAY_MS, fn as users, kt as randomToken, mr as MAIL_GUARD_MESSAGES, nn as mailRecipients, ti as HOUR_MS, xn as eq, xr as config } from "./schemas_BP9cnbZP.mjs";
import { i as takeAllowance } from "./allowance_Pg_u8elE.mjs";
import { a as HttpError } from "./rate-limit_CGfom9Ik.mjs";
import { join, resolve } from "node:path";
import * as z from "zod";
import { mkdir, writeFile } from "node:fs/promises";
import nodemailer from "nodemailer";
// src/server/platform/node/mail.ts
/**
* Email out on Node when no mail API is configured (src/server/mail/mail.ts decides): nodemailer over
* SMTP_URL, or, without it, each message written as an .eml file to MAIL_OUTBOX_DIR with one log
* line, so a developer can open exactly what would have been sent. Outside production that line
* also carries the message's first link as it reads in the plain text (the .eml wraps and encodes
* it), so signing in on a development server is one click from the log. The edge build has
* neither (../edge/mail.ts).
*/
var SMTP_TIMEOUTS = {
	connectionTimeout: 1e4,
	greetingTimeout: 1e4,
	socketTimeout: 3e4
};
var smtp;
function smtpTransport(url) {
	if (smtp?.url !== url) smtp = {
		url,
		transport: nodemailer.createTransport({
			url,
			...SMTP_TIMEOUTS
		})
	};
	return smtp.transport;
}
var outbox = nodemailer.createTransport({
	streamTransport: true,
	buffer: true,
	newline: "windows"
});
/** The first http(s) link of a plain-text body: in the sign-in email, the sign-in link. */
function firstLink(text) {
	return text?.match(/https?:\/\/\S+/)?.[0];
}
var sendWithoutMailApi = (async (message, cfg) => {
	if (cfg.SMTP_URL) return { messageId: (await smtpTransport(cfg.SMTP_URL).sendMail(message)).messageId };
	const info = await outbox.sendMail(message);
	const dir = resolve(cfg.MAIL_OUTBOX_DIR);
	await mkdir(dir, {
		recursive: true,
		mode: 448
	});
	const file = join(dir, `${(/* @__PURE__ */ new Date()).toISOString().replace(/[:.]/g, "-")}-${randomToken(4, "hex")}.eml`);
	await writeFile(file, info.message, { mode: 384 });
	const link = cfg.isProduction ? void 0 : firstLink(message.text);
	console.info(`[mail] neither SMTP_URL nor MAIL_API_KEY is set; "${message.subject}" to ${message.to} written to ${file}` + (link ? `\n[mail] its link: ${link}` : ""));
	return {
		messageId: info.messageId,
		outboxFile: file
	};
});
// src/server/mail/email-layout.ts
/**
* The invisible characters that reorder text (U+202A-U+202E embeddings and overrides, U+2066-U+2069
* isolates, the U+200E/U+200F/U+061C marks). In typed text they can make a subject read as
* something other than what was typed ("…\u202Efdp.exe" shows as "…exe.pdf"); no subject needs them.
*/
var BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
var withoutBidiControls = (value) => value.replace(BIDI_CONTROLS, "");
/**
* One line, whatever was typed (a subject or a heading must not carry line breaks), without
* bidirectional controls. `sendMail` (./mail.ts) passes every subject through it as well.
*/
var oneLine = (value) => withoutBidiControls(value).replace(/\s+/g, " ").trim();
/**
* Typed text (an itinerary's name, an owner's name) clipped for a subject line: one line, at most
* `max` characters counting the ellipsis that ends a clipped one (code points, so an emoji is never
* cut in half).
*/
function clipForSubject(value, max) {
	const chars = Array.from(oneLine(value));
	if (chars.length <= max) return chars.join("");
	return `${chars.slice(0, Math.max(0, max - 1)).join("").trimEnd()}…`;
}
var ZERO_WIDTH_SPACE = "​";
/**
* Typed text made inert for mail clients, which turn anything that looks like an address into a
* link ("www.example.com", "http://…", "name@host"): an invisible zero-width space after every
* `.`, `:`, `/` and `@` that is followed by more text breaks those patterns, in the HTML part and in
* the plain-text part alike, while the text reads the same. Escape for HTML after this.
*/
function inertText(value) {
	return value.replace(/([.:/@])(?=\S)/g, `$1${ZERO_WIDTH_SPACE}`);
}
var HTML_ESCAPES = {
	"&": "&amp;",
	"<": "&lt;",
	">": "&gt;",
	"\"": "&quot;",
	"'": "&#39;"
};
function escapeHtml(value) {
	return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}
/** The whole HTML document around `rows` (`<tr>…</tr>` elements, already escaped). */
function emailHtml(subject, rows) {
	return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f5f3ff;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#111827">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:16px;padding:28px">
${rows}
  </table>
</body>
</html>
`;
}
/**
* The last row of every email sent to an address someone typed: why it came, and the one-click
* link that stops every email to this address (docs/mail.md).
*/
function unsubscribeHtmlRow(unsubscribeUrl, reason) {
	return `    <tr><td style="padding-top:24px"><div style="padding-top:16px;border-top:1px solid #e5e7eb;font-size:12px;line-height:1.5;color:#6b7280">${escapeHtml(reason)} <a href="${escapeHtml(unsubscribeUrl)}" style="color:#6b7280;text-decoration:underline">Stop emails to this address</a></div></td></tr>`;
}
/** The same note for the plain-text part (lines to append). */
function unsubscribeTextLines(unsubscribeUrl, reason) {
	return [
		"--",
		reason,
		"Stop emails to this address:",
		unsubscribeUrl,
		""
	];
}
/** The round violet button both emails end their first block with. */
function emailButton(href, label) {
	return `<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;border-radius:999px;background:#7c3aed;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(label)}</a>`;
}
// src/server/mail/mail-api.ts
/**
* Email out through an HTTP mail API, with fetch only, so the same module sends on Node and on
* the edge: Resend's `POST {MAIL_API_URL}/emails` (Bearer MAIL_API_KEY, a JSON message, an
* `{ id }` answer; errors as `{ statusCode, name, message }`). Every field a message carries
* goes along: from, to, reply-to, subject, both bodies and the extra headers (the one-click
* unsubscribe ones above all). docs/edge-mail.md says why Resend.
*/
var TIMEOUT_MS = 3e4;
var accepted = z.object({ id: z.string().min(1) });
var refused = z.object({
	name: z.string().optional(),
	message: z.string().optional()
});
/** The API refused the message or could not be reached; the caller answers EMAIL_NOT_SENT. */
var MailApiError = class extends Error {
	status;
	constructor(status, message) {
		super(message);
		this.status = status;
		this.name = "MailApiError";
	}
};
/** The JSON body of `POST /emails` for one message. */
function mailApiBody(message) {
	return {
		from: message.from,
		to: [message.to],
		subject: message.subject,
		text: message.text,
		html: message.html,
		...message.replyTo ? { reply_to: message.replyTo } : {},
		...message.headers && Object.keys(message.headers).length > 0 ? { headers: message.headers } : {}
	};
}
async function sendThroughMailApi(message, settings) {
	const endpoint = `${settings.url.replace(/\/+$/, "")}/emails`;
	let response;
	try {
		response = await fetch(endpoint, {
			method: "POST",
			headers: {
				authorization: `Bearer ${settings.apiKey}`,
				"content-type": "application/json",
				accept: "application/json"
			},
			body: JSON.stringify(mailApiBody(message)),
			signal: AbortSignal.timeout(TIMEOUT_MS)
		});
	} catch (error) {
		throw new MailApiError(null, `The mail API could not be reached: ${error instanceof Error ? error.message : String(error)}`);
	}
	const text = await response.text();
	let answer = null;
	try {
		answer = JSON.parse(text);
	} catch {}
	if (!response.ok) {
		const reason = refused.safeParse(answer);
		const detail = reason.success ? [reason.data.name, reason.data.message].filter(Boolean).join(": ") : "";
		throw new MailApiError(response.status, `The mail API refused the email (HTTP ${response.status}${detail ? `, ${detail.slice(0, 300)}` : ""})`);
	}
	const sent = accepted.safeParse(answer);
	if (!sent.success) throw new MailApiError(response.status, "The mail API answered without an email id");
	return { messageId: sent.data.id };
}
// src/server/mail/mail.ts
/**
* Email out, on both builds. With MAIL_API_KEY set, through the HTTP mail API (./mail-api.ts,
* fetch only: the same module on Node and on the edge). Otherwise the platform decides
* (`@platform/mail`): on Node, nodemailer over SMTP_URL, or without it an .eml file in
* MAIL_OUTBOX_DIR; on the edge, which has neither, the send fails (EMAIL_NOT_SENT).
*/
/** "Itinerary <no-reply@itinerary.example>", from SITE_NAME and SITE_URL's host. */
function defaultSender(siteName, siteUrl) {
	const host = new URL(siteUrl).hostname.replace(/^www\./, "");
	const domain = /^[\d.]+$/.test(host) || host.includes(":") ? `[${host}]` : host;
	return `${siteName.replace(/["<>]/g, "")} <no-reply@${domain}>`;
}
async function sendMail(mail) {
	const cfg = config();
	const message = {
		from: cfg.MAIL_FROM ?? defaultSender(cfg.SITE_NAME, cfg.SITE_URL),
		...mail,
		subject: oneLine(mail.subject)
	};
	if (cfg.MAIL_API_KEY) return sendThroughMailApi(message, {
		url: cfg.MAIL_API_URL,
		apiKey: cfg.MAIL_API_KEY
	});
	return sendWithoutMailApi(message, cfg);
}
// src/server/mail/mail-guard.ts
/**
* The one way out for email to an address that someone typed (the access codes email, sign-in
* links, anything later): docs/mail.md states the rules. Before a message leaves, this module
*
* - refuses an address that asked for no more email (table mail_recipients);
* - counts the message against the client that asked, an hour and a day, across every itinerary
*   and kind of email;
* - counts it against the recipient, a day, across every itinerary and kind: few for an address
*   nobody has signed in with yet, more for one whose owner has proven it is theirs by signing in;
* - gives the message its one-click "stop emails to this address" link (RFC 8058 headers and a
*   visible link in both bodies), whose token is the recipient's row.
*
* The counters are the shared database ones of ../limits/allowance.ts, atomic across processes.
*/
var TOKEN_BYTES = 32;
var TOKEN_MAX = 128;
var normaliseAddress = (address) => address.trim().toLowerCase();
function unsubscribeUrl(siteUrl, token) {
	return `${siteUrl.replace(/\/+$/, "")}/unsubscribe?token=${encodeURIComponent(token)}`;
}
/** The recipient's row, created with a fresh 256-bit unsubscribe token on the first send. */
async function recipientRow(handle, address) {
	const find = () => handle.db.query.mailRecipients.findFirst({ where: eq(mailRecipients.address, address) });
	const existing = await find();
	if (existing) return existing;
	await handle.write((db) => db.insert(mailRecipients).values({
		address,
		unsubscribeToken: randomToken(TOKEN_BYTES)
	}).onConflictDoNothing({ target: mailRecipients.address }));
	const created = await find();
	if (!created) throw new Error("The mail recipient was not recorded");
	return created;
}
/** Whether someone has signed in with this address (the first sign-in creates the user). */
async function isProvenAddress(handle, address) {
	return await handle.db.query.users.findFirst({
		where: eq(users.email, address),
		columns: { id: true }
	}) !== void 0;
}
/** Sends `mail` if every rule allows it; see the module comment. */
async function sendToTypedAddress(handle, mail) {
	const messages = {
		...MAIL_GUARD_MESSAGES,
		...mail.messages
	};
	const address = normaliseAddress(mail.to);
	const recipient = await recipientRow(handle, address);
	if (recipient.unsubscribedAt) {
		if (mail.quiet) return {
			sent: false,
			reason: "unsubscribed"
		};
		throw new HttpError(409, messages.unsubscribed, "RECIPIENT_UNSUBSCRIBED");
	}
	if (mail.client !== null) {
		await takeAllowance(handle, `mail:client-hour:${mail.client}`, 10, messages.tooManyFromClient, HOUR_MS);
		await takeAllowance(handle, `mail:client-day:${mail.client}`, 30, messages.tooManyFromClient, DAY_MS);
	}
	const proven = await isProvenAddress(handle, address);
	try {
		await takeAllowance(handle, `mail:to:${proven ? "proven" : "unproven"}:${address}`, proven ? 20 : 5, messages.tooManyToAddress, DAY_MS);
	} catch (error) {
		if (mail.quiet && error instanceof HttpError && error.status === 429) return {
			sent: false,
			reason: "recipient-limit"
		};
		throw error;
	}
	const link = unsubscribeUrl(config().SITE_URL, recipient.unsubscribeToken);
	return {
		sent: true,
		result: await sendMail({
			to: address,
			...mail.compose(link),
			headers: {
				"List-Unsubscribe": `<${link}>`,
				"List-Unsubscribe-Post": "List-Unsubscribe=One-Click"
			}
		})
	};
}
/** The recipient a link's token belongs to, or null for a malformed or unknown token. */
async function recipientByToken(handle, token) {
	if (!token || token.length > TOKEN_MAX) return null;
	return await handle.db.query.mailRecipients.findFirst({ where: eq(mailRecipients.unsubscribeToken, token) }) ?? null;
}
/**
* Stops (or, with `subscribed: true`, allows again) every email to the token's address; null
* for an unknown token. Stopping twice keeps the first date.
*/
async function setSubscribed(handle, token, subscribed, now = Date.now()) {
	const recipient = await recipientByToken(handle, token);
	if (!recipient) return null;
	if (Boolean(recipient.unsubscribedAt) === !subscribed) return recipient;
	const [updated] = await handle.write((db) => db.update(mailRecipients).set({ unsubscribedAt: subscribed ? null : new Date(now) }).where(eq(mailRecipients.address, recipient.address)).returning());
	return updated ?? null;
}
export { emailButton as a, inertText as c, unsubscribeTextLines as d, clipForSubject as i, oneLine as l, sendToTypedAddress as n, emailHtml as o, setSubscribed as r, escapeHtml as s, recipientByToken as t, unsubscribeHtmlRow as u };
