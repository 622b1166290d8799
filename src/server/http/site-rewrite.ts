/**
 * One build, any host: prerendered pages, robots.txt and the sitemap are written with the SITE_URL
 * of the build (Astro's `site`); a server running with another SITE_URL serves them with its own
 * origin in place of the build's (docs/deploying.md). The Node server does it in its static file
 * server (../node/static-files.ts), the edge build in its Worker (../edge/prerendered-files.ts).
 */
import { config } from '../core/config';

/** The origin the build wrote into its static files, and the one this server runs as. */
export type SiteRewrite = { from: string; to: string };

/** Text files that can carry absolute URLs of the site (pages, sitemap, robots.txt). */
export const SITE_TEXT_EXTENSIONS = new Set(['.html', '.xml', '.txt', '.json', '.webmanifest']);

/**
 * The build's site (Astro's `site`, from SITE_URL when it was built) against SITE_URL now: a
 * rewrite when their origins differ, else nothing to do.
 */
export function runtimeSiteRewrite(buildSite: string | undefined = import.meta.env.SITE): SiteRewrite | undefined {
  if (!buildSite) return undefined;
  const from = new URL(buildSite).origin;
  const to = new URL(config().SITE_URL).origin;
  return from === to ? undefined : { from, to };
}

/** `text` with every mention of the build's origin replaced by the runtime one; null when it names none. */
export function rewriteSite(text: string, site: SiteRewrite): string | null {
  return text.includes(site.from) ? text.replaceAll(site.from, site.to) : null;
}
