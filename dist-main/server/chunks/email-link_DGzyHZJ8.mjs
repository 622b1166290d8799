import { An as lt, Cn as gt, On as isNull, Zt as emailLoginTokens, jt as sha256, kt as randomToken, pr as EMAIL_LINK_MESSAGES, ui as MINUTE_MS, xn as eq, yn as and, zr as EMAIL_LINK_TTL_MS } from "./schemas_BP9cnbZP.mjs";
import { n as safeReturnTo } from "./return-to_fSNwyvDK.mjs";
import { i as takeAllowance } from "./allowance_Pg_u8elE.mjs";
import { a as HttpError } from "./rate-limit_CGfom9Ik.mjs";
import { a as emailButton, d as unsubscribeTextLines, n as sendToTypedAddress, o as emailHtml, s as escapeHtml, u as unsubscribeHtmlRow } from "./mail-guard_CyUpKoC4.mjs";
// src/server/auth/sign-in-email.ts
/**
* The sign-in email: one button, the same link in plain text, how long it lasts and
* what to do with an email nobody asked for. In the product's email frame (../mail/email-layout.ts).
*/
function composeSignInEmail(link, site, unsubscribeUrl) {
	const minutes = Math.round(EMAIL_LINK_TTL_MS / MINUTE_MS);
	const siteName = site.siteName.replace(/\s+/g, " ").trim();
	const subject = `Your sign-in link for ${siteName}`;
	const expiry = `This link expires in ${minutes} minutes and works once.`;
	const reason = `You got this email because someone asked for a sign-in link for this address on ${siteName}.`;
	const ignore = `If you did not ask to sign in to ${siteName}, you can ignore this email: nobody can sign in without the link.`;
	const text = [
		"Hi there,",
		"",
		`Open this link to sign in to ${siteName}:`,
		link,
		"",
		expiry,
		"",
		ignore,
		"",
		siteName,
		"",
		...unsubscribeTextLines(unsubscribeUrl, reason)
	].join("\n");
	const e = escapeHtml;
	return {
		subject,
		text,
		html: emailHtml(subject, `    <tr><td>
      <h1 style="margin:0 0 8px;font-size:22px;line-height:1.3">Sign in to ${e(siteName)}</h1>
      <p style="margin:0 0 20px;font-size:15px;line-height:1.5;color:#374151">Tap the button below to sign in. ${e(expiry)}</p>
      ${emailButton(link, "Sign in")}
    </td></tr>
    <tr><td style="padding-top:20px;font-size:13px;color:#6b7280">
      Or paste this link into your browser:<br>
      <a href="${e(link)}" style="color:#7c3aed;word-break:break-all">${e(link)}</a>
    </td></tr>
    <tr><td style="padding-top:20px;font-size:13px;color:#6b7280">${e(ignore)}<br><br>${e(siteName)}</td></tr>
${unsubscribeHtmlRow(unsubscribeUrl, reason)}`)
	};
}
// src/server/auth/email-link.ts
/**
* Passwordless sign-in links. The token is 32 random bytes; only its SHA-256 is stored,
* it works once (an atomic UPDATE … WHERE used_at IS NULL … RETURNING, so two clicks cannot both
* sign in) and for 10 minutes. Every address gets the same answer and the same email, account or
* not: the first sign-in creates the account, so nothing tells whether an address is known.
* The email goes through the mail guard (../mail/mail-guard.ts, docs/mail.md), which may quietly not
* send it; the answer stays the same.
*/
var TOKEN_MAX = 128;
function callbackUrl(siteUrl, token) {
	return `${siteUrl.replace(/\/+$/, "")}/api/auth/email-link/callback?token=${encodeURIComponent(token)}`;
}
/** Mails a sign-in link to `input.email` (already trimmed and lower-cased by the schema). */
async function sendEmailLink(handle, input, client, site, now = Date.now()) {
	await takeAllowance(handle, `email-link:address:${input.email}`, 5, EMAIL_LINK_MESSAGES.tooManyForAddress, void 0, now);
	const token = randomToken(32);
	await handle.write((db) => db.batch([db.delete(emailLoginTokens).where(lt(emailLoginTokens.expiresAt, new Date(now))), db.insert(emailLoginTokens).values({
		tokenHash: sha256(token),
		email: input.email,
		returnTo: safeReturnTo(input.returnTo),
		expiresAt: new Date(now + EMAIL_LINK_TTL_MS),
		createdAt: new Date(now)
	})]));
	try {
		await sendToTypedAddress(handle, {
			to: input.email,
			client,
			quiet: true,
			compose: (unsubscribeUrl) => composeSignInEmail(callbackUrl(site.siteUrl, token), site, unsubscribeUrl),
			messages: { tooManyFromClient: EMAIL_LINK_MESSAGES.tooManyForClient }
		});
	} catch (error) {
		if (error instanceof HttpError) throw error;
		console.error("The sign-in email could not be sent", error);
		throw new HttpError(502, EMAIL_LINK_MESSAGES.notSent, "EMAIL_NOT_SENT");
	}
	return { success: true };
}
/**
* The address a link would sign in as, or null when it would not sign in, without spending it:
* opening the link only shows the page that asks to sign in (mail scanners that open every link
* must not use it up).
*/
async function emailLinkAddress(handle, token, now = Date.now()) {
	if (!token || token.length > TOKEN_MAX) return null;
	return (await handle.db.query.emailLoginTokens.findFirst({
		columns: { email: true },
		where: and(eq(emailLoginTokens.tokenHash, sha256(token)), isNull(emailLoginTokens.usedAt), gt(emailLoginTokens.expiresAt, new Date(now)))
	}))?.email ?? null;
}
/** Spends a link: its email and returnTo, or null when it is unknown, used or expired. */
async function spendEmailLink(handle, token, now = Date.now()) {
	if (!token || token.length > TOKEN_MAX) return null;
	const at = new Date(now);
	const row = (await handle.write((db) => db.update(emailLoginTokens).set({ usedAt: at }).where(and(eq(emailLoginTokens.tokenHash, sha256(token)), isNull(emailLoginTokens.usedAt), gt(emailLoginTokens.expiresAt, at))).returning({
		email: emailLoginTokens.email,
		returnTo: emailLoginTokens.returnTo
	})))[0];
	return row ? {
		email: row.email,
		returnTo: safeReturnTo(row.returnTo)
	} : null;
}
export { sendEmailLink as n, spendEmailLink as r, emailLinkAddress as t };
