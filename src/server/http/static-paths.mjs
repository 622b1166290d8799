// @ts-check
/**
 * The pages that are prerendered at build time (each with `export const prerender = true`): the
 * sitemap lists exactly these (astro.config.mjs), and the edge Worker serves them, robots.txt and
 * the sitemap from its assets (../edge/prerendered-files.ts). A new prerendered page is added here.
 */
export const STATIC_PATHS = /** @type {const} */ (['/', '/faq/', '/privacy-policy/', '/terms/', '/community-guidelines/']);

/** The other files written at build time that name the site: robots.txt and the sitemap's. */
export const SITE_FILES = /^\/(robots\.txt|sitemap-[\w-]+\.xml)$/;
