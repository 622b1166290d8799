/**
 * Moves a cached page's stylesheets into the page itself (issue 3, phones): the Node server does
 * not compress static files, so the 76 KB stylesheet was the page's main render-blocking
 * request, while the cached HTML is gzipped once. Each inlined stylesheet's hash joins the
 * response's CSP, which stays strict.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const LINK = /<link rel="stylesheet" href="(\/_astro\/[\w.-]+\.css)"\s*\/?>/g;

let clientDir: string | null | undefined;
/** The built client folder (dist/client), found next to the server bundle. */
function findClientDir(): string | null {
  if (clientDir !== undefined) return clientDir;
  clientDir = null;
  for (const relative of ['../client/', '../../client/']) {
    const dir = fileURLToPath(new URL(relative, import.meta.url));
    if (existsSync(`${dir}_astro`)) {
      clientDir = dir;
      break;
    }
  }
  return clientDir;
}

const stylesheets = new Map<string, { css: string; hash: string } | null>();
function readStylesheet(path: string) {
  if (!stylesheets.has(path)) {
    const dir = findClientDir();
    const file = dir ? `${dir}${path.slice(1)}` : null;
    if (!file || !existsSync(file)) stylesheets.set(path, null);
    else {
      const css = readFileSync(file, 'utf8');
      // A stylesheet that could close its own <style> element stays a link.
      const safe = !/<\/style/i.test(css);
      stylesheets.set(path, safe ? { css, hash: createHash('sha256').update(css).digest('base64') } : null);
    }
  }
  return stylesheets.get(path) ?? null;
}

/** The page with its stylesheets inlined, and the CSP that allows exactly those styles. */
export function inlineStylesheets(html: string, csp: string | null): { html: string; csp: string | null } {
  if (!csp || !/style-src 'self'/.test(csp)) return { html, csp };
  const hashes: string[] = [];
  const inlined = html.replace(LINK, (link, path: string) => {
    const sheet = readStylesheet(path);
    if (!sheet) return link;
    hashes.push(`'sha256-${sheet.hash}'`);
    return `<style>${sheet.css}</style>`;
  });
  if (hashes.length === 0) return { html, csp };
  return { html: inlined, csp: csp.replace("style-src 'self'", `style-src 'self' ${hashes.join(' ')}`) };
}
