import { jt as sha256 } from "./schemas_BP9cnbZP.mjs";
import { s as escapeHtml } from "./mail-guard_CyUpKoC4.mjs";
// src/server/pages/form-page.ts
/**
* A small standalone page whose one button posts a form back to this site: the answer to a GET
* that must not act by itself. Opening a link only shows the page; the action is a POST, which
* mail scanners that open every link and other sites' links or images cannot send.
*
* Where the page may act at once (the person clearly asked for it, as this site's own "Sign out"
* link does), a one-line script, allowed by its hash in the page's own Content-Security-Policy,
* submits the form as soon as it loads; without scripts the button does the same. A page that
* could have been opened from another site never does (docs/security.md).
*/
var SUBMIT_SCRIPT = "document.getElementById('action-form').submit();";
/** Nothing but the page's own style and its one hashed script; the form posts back to this site. */
var FORM_PAGE_CSP = [
	"default-src 'none'",
	"style-src 'unsafe-inline'",
	`script-src 'sha256-${sha256(SUBMIT_SCRIPT, "base64")}'`,
	"form-action 'self'",
	"frame-ancestors 'none'",
	"base-uri 'none'"
].join("; ");
function formPageHtml(page) {
	const e = escapeHtml;
	const hidden = Object.entries(page.fields ?? {}).map(([name, value]) => `<input type="hidden" name="${e(name)}" value="${e(value)}">`).join("\n");
	return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(page.title)} | ${e(page.siteName)}</title>
<style>
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#faf5ff;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f1235}
  main{box-sizing:border-box;background:#fff;border-radius:24px;box-shadow:0 10px 30px rgba(76,29,149,.08);padding:32px 28px;max-width:380px;width:calc(100% - 32px);text-align:center}
  h1{font-size:22px;margin:0 0 8px}
  p{margin:0 0 20px;color:#4b4560;line-height:1.5}
  button{border:0;border-radius:999px;padding:12px 28px;font:600 16px system-ui,sans-serif;color:#fff;background:linear-gradient(90deg,#9333ea,#db2777);cursor:pointer}
  button:focus-visible{outline:3px solid #7c3aed;outline-offset:3px}
  a{color:#6d28d9}
  .note{font-size:14px}
  .way-out{margin:20px 0 0;font-size:14px}
</style>
</head>
<body>
<main>
<h1>${e(page.heading)}</h1>
<p>${e(page.text)}</p>
${page.note ? `<p class="note">${e(page.note)}</p>\n` : ""}<form id="action-form" method="post" action="${e(page.action)}">
${hidden}
<button type="submit">${e(page.button)}</button>
</form>
${page.link ? `<p class="way-out"><a href="${e(page.link.href)}">${e(page.link.text)}</a></p>\n` : ""}</main>
${page.submitAtOnce ? `<script>${SUBMIT_SCRIPT}<\/script>\n` : ""}</body>
</html>
`;
}
/** The page as a response: never cached, never sent on as a Referer (its URL may hold a secret). */
function formPageResponse(page) {
	return new Response(formPageHtml(page), {
		status: page.status ?? 200,
		headers: {
			"Content-Type": "text/html; charset=utf-8",
			"Content-Security-Policy": FORM_PAGE_CSP,
			"Cache-Control": "no-store",
			"Referrer-Policy": "no-referrer"
		}
	});
}
export { formPageResponse as t };
