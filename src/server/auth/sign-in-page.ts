/**
 * The page an emailed sign-in link opens (issue 6). Mail security scanners (Outlook Safe Links
 * and the like) open every link in a message before the person does; if opening the link signed
 * in, the scanner would spend the single-use token. So the link's GET only shows this page, and
 * the page signs in with a POST: at once in a browser (a one-line script submits the form), or
 * with one tap on the button where scripts do not run. Scanners do not submit forms.
 */
import { createHash } from 'node:crypto';
import { escapeHtml } from '../email-layout';

const SUBMIT_SCRIPT = "document.getElementById('sign-in').submit();";
const SCRIPT_HASH = createHash('sha256').update(SUBMIT_SCRIPT).digest('base64');

/** Nothing but this page's own style and one hashed script; the form posts back to this site. */
export const SIGN_IN_PAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  `script-src 'sha256-${SCRIPT_HASH}'`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

export function signInPageHtml(action: string, token: string, siteName: string): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>Signing you in | ${e(siteName)}</title>
<style>
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#faf5ff;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f1235}
  main{box-sizing:border-box;background:#fff;border-radius:24px;box-shadow:0 10px 30px rgba(76,29,149,.08);padding:32px 28px;max-width:360px;width:calc(100% - 32px);text-align:center}
  h1{font-size:22px;margin:0 0 8px}
  p{margin:0 0 20px;color:#4b4560;line-height:1.5}
  button{border:0;border-radius:999px;padding:12px 28px;font:600 16px system-ui,sans-serif;color:#fff;background:linear-gradient(90deg,#9333ea,#db2777);cursor:pointer}
  button:focus-visible{outline:3px solid #7c3aed;outline-offset:3px}
</style>
</head>
<body>
<main>
<h1>Signing you in…</h1>
<p>One moment. If nothing happens, continue below.</p>
<form id="sign-in" method="post" action="${e(action)}">
<input type="hidden" name="token" value="${e(token)}">
<button type="submit">Continue to ${e(siteName)}</button>
</form>
</main>
<script>${SUBMIT_SCRIPT}</script>
</body>
</html>
`;
}
