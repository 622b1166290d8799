import { a as DARK_TEXT, c as readableTextColor, r as pageBackground, s as contrastRatio } from "./backgrounds_BdBrr_48.mjs";
import { a as bodyFontStack, o as titleFontStack } from "./fonts_CJYrE5pk.mjs";
// src/lib/links.ts
/**
* Custom header links: open in a new tab; a link without http(s) gets https://
* prepended; anything with another scheme (javascript:, data:, …) is never rendered as a link.
*/
function safeLinkUrl(raw) {
	const value = raw.trim();
	if (!value) return null;
	const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(value);
	const candidate = /^https?:\/\//i.test(value) ? value : hasScheme && !/^[^:/]+:\d/.test(value) ? null : `https://${value.replace(/^\/+/, "")}`;
	if (!candidate) return null;
	try {
		const url = new URL(candidate);
		if (url.protocol !== "https:" && url.protocol !== "http:") return null;
		if (!url.hostname.includes(".") && url.hostname !== "localhost") return null;
		return url.toString();
	} catch {
		return null;
	}
}
/** What the panel and the server say about an address that is not http(s). */
var INVALID_LINK_MESSAGE = "Links must be web addresses (http:// or https://).";
// src/lib/theme.ts
/**
* An itinerary's theme as CSS custom properties on the page root, so a
* colour or font change repaints without re-rendering React.
*/
/** Card corner styles the theme draws. */
var BORDER_STYLES = ["rounded", "square"];
function themeVariables(project) {
	const { primary, secondary, accent } = project.customColors;
	const background = pageBackground(project.selectedBackground, project.customBackgroundColor);
	const bodyFont = bodyFontStack(project.selectedFont);
	const titleFont = titleFontStack(project.titleFont);
	return {
		"--theme-primary": primary,
		"--theme-secondary": secondary,
		"--theme-accent": accent,
		"--theme-on-primary": readableTextColor(primary),
		"--theme-on-accent": readableTextColor(accent),
		"--theme-primary-text": contrastRatio(primary, "#ffffff") >= 4.5 ? primary : DARK_TEXT,
		"--theme-focus": contrastRatio(primary, "#ffffff") >= 3 ? primary : DARK_TEXT,
		"--theme-radius": project.borderStyle === "square" ? "0.375rem" : "1.25rem",
		"--theme-body-font": bodyFont,
		"--theme-title-font": titleFont === "inherit" ? bodyFont : titleFont,
		"--page-bg-color": background.backgroundColor,
		"--page-bg-image": background.backgroundImage,
		"--page-bg-size": background.backgroundSize,
		"--page-text": background.textColor
	};
}
/** The variables as a style attribute value (server-rendered pages). */
function themeStyle(project) {
	return Object.entries(themeVariables(project)).map(([k, v]) => `${k}:${v}`).join(";");
}
export { safeLinkUrl as a, INVALID_LINK_MESSAGE as i, themeStyle as n, themeVariables as r, BORDER_STYLES as t };
