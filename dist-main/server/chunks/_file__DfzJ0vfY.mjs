import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { m as limitKeyForAddress, r as clientAddress, t as apiRoute } from "./http_BJBlwemE.mjs";
import { i as rasterizeSvg, t as coverPicture } from "./images_BPjv-l7d.mjs";
import { Et as encodeBytes, si as MAX_HEADER_IMAGE_BYTES, ui as MINUTE_MS, xr as config } from "./schemas_BP9cnbZP.mjs";
import { r as findProjectByPublicId } from "./access_txSEE2fX.mjs";
import { i as takeAllowance } from "./allowance_Pg_u8elE.mjs";
import { a as HttpError } from "./rate-limit_CGfom9Ik.mjs";
import { d as previewImageKey, n as objectStore } from "./storage__dIeaDF6.mjs";
import { a as cardFacts, n as cardPath, o as cardVersion, r as parseCardFile, s as teaserFacts, t as CARD_SIZES } from "./paths_Ckukbpxw.mjs";
import { existsSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { readFile } from "node:fs/promises";
// src/server/og/font-files.mjs
/**
* The font files link preview images are drawn with (./card.ts): self-hosted @fontsource WOFF
* files (satori reads WOFF, not WOFF2). The build copies them into its static assets under
* FONT_ASSET_DIR (astro.config.mjs), so the server reads them from there (the client folder on
* Node, the ASSETS binding on the edge) and the Worker's bundle carries none of them.
*/
/** Where the copies are, in the build's static assets. */
var FONT_ASSET_DIR = "/og-fonts/";
/**
* @typedef {{ family: string; weight: 400 | 700 | 800; file: string; pkg: string }} FontFile
*/
/** @type {(pkg: string, family: string, weight: 400 | 700 | 800, subsets: string[]) => FontFile[]} */
var files = (pkg, family, weight, subsets) => subsets.map((subset) => ({
	family,
	weight,
	pkg,
	file: `${pkg}-${subset}-${weight}-normal.woff`
}));
/**
* Noto Sans first: the text besides the title, and the fallback for any script a title font
* lacks (Latin, Cyrillic, Greek); Hebrew, Arabic and emoji have fonts of their own.
* @type {readonly FontFile[]}
*/
var FONT_FILES = [
	...files("noto-sans", "Noto Sans", 400, [
		"latin",
		"latin-ext",
		"cyrillic",
		"greek"
	]),
	...files("noto-sans", "Noto Sans", 700, [
		"latin",
		"latin-ext",
		"cyrillic",
		"greek"
	]),
	...files("noto-sans-hebrew", "Noto Sans Hebrew", 400, ["hebrew"]),
	...files("noto-sans-hebrew", "Noto Sans Hebrew", 700, ["hebrew"]),
	...files("noto-sans-arabic", "Noto Sans Arabic", 400, ["arabic"]),
	...files("noto-sans-arabic", "Noto Sans Arabic", 700, ["arabic"]),
	...files("noto-emoji", "Noto Emoji", 400, ["emoji"]),
	...files("playfair-display", "Playfair Display", 700, ["latin", "latin-ext"]),
	...files("montserrat", "Montserrat", 800, ["latin", "latin-ext"]),
	...files("lobster", "Lobster", 400, ["latin", "latin-ext"]),
	...files("oswald", "Oswald", 700, ["latin", "latin-ext"])
];
/** A font file's path in the installed @fontsource package, from the project's root. */
var fontSourcePath = (font) => `node_modules/@fontsource/${font.pkg}/files/${font.file}`;
// src/server/platform/static-asset-path.ts
/** A path the static assets may be asked for: absolute, plain segments, no `..`. */
function isStaticAssetPath(path) {
	return /^(\/[\w-][\w.-]*)+$/.test(path) && !path.split("/").includes("..");
}
// src/server/platform/node/static-assets.ts
/**
* The Node build's `@platform/static-assets`: files of the build's client folder (dist/client,
* beside the server folder this module is bundled into), read from disk. Run from the sources
* (the dev server, the unit tests) there is no client folder: files come from public/, and the
* preview fonts from their @fontsource packages, which the build copies.
*/
/** dist/client when this module runs from dist/server/…, else undefined. */
function findClientDir() {
	let dir = dirname(fileURLToPath(import.meta.url));
	for (let parent = dirname(dir); parent !== dir; dir = parent, parent = dirname(dir)) if (basename(dir) === "server" && existsSync(join(parent, "client"))) return join(parent, "client");
}
var clientDir = findClientDir();
var projectRoot = process.cwd();
function sourcePath(path) {
	if (clientDir) return join(clientDir, path);
	const font = path.startsWith("/og-fonts/") ? FONT_FILES.find((f) => f.file === path.slice(FONT_ASSET_DIR.length)) : void 0;
	return join(projectRoot, font ? fontSourcePath(font) : join("public", path));
}
async function readStaticAsset(path) {
	if (!isStaticAssetPath(path)) return void 0;
	try {
		return new Uint8Array(await readFile(sourcePath(path)));
	} catch {
		return;
	}
}
// src/server/og/render.ts
/**
* Link preview images: the card of ./card.ts drawn as PNG (`@platform/images`), served at a URL
* that carries the version of what it shows (`/og/{projectId}/{version}.png`, and
* `…-square.png`), so a chat app that has kept an old one fetches the new one after a change.
*
* A drawn image is kept in the object store (local disk or the bucket, in the itinerary's folder,
* so it is deleted with it) and drawn once per version whichever process asks; the newest few are
* also kept in this process (or Worker isolate). Every answer says `immutable`, so browsers,
* crawlers and any cache in front keep them too. A drawing neither holds counts against the
* client's and the itinerary's allowance (../limits/allowance.ts); past either, the request is sent to
* the site's own preview image.
*/
/** The site's own preview image, for a request past its allowance. */
var FALLBACK_IMAGE = "/og-image.png";
var KEPT_IMAGES = 40;
/** More than any card drawn (a few hundred KB): a larger object under a preview key is not read. */
var MAX_PREVIEW_BYTES = 4194304;
/** The facts of an itinerary's preview image, or null for an unknown itinerary. */
async function currentCardFacts(handle, projectId) {
	const project = await findProjectByPublicId(handle, projectId);
	return project ? cardFacts(project, await teaserFacts(handle, project)) : null;
}
/** The header image's bytes: an upload from the store, or one of the examples' pictures. */
async function headerImageBytes(url) {
	if (url.startsWith("/examples/")) return readStaticAsset(new URL(url, "https://site.invalid").pathname);
	const key = objectStore().keyFromUrl(url);
	return key ? objectStore().read(key, MAX_HEADER_IMAGE_BYTES) : void 0;
}
/** The header image as a data URL cropped to the card's frame; null when it is gone or unreadable (the theme shows). */
async function pictureFor(url, size) {
	if (!url) return null;
	try {
		const bytes = await headerImageBytes(url);
		const { width, height } = size;
		const jpeg = bytes && await coverPicture(bytes, width, height);
		return jpeg ? `data:image/jpeg;base64,${encodeBytes(jpeg, "base64")}` : null;
	} catch (error) {
		console.warn(`Preview image: the header image ${url} could not be read (${error instanceof Error ? error.message : String(error)}).`);
		return null;
	}
}
/** The card as PNG. */
async function drawCard(facts, variant) {
	const { cardSvg, PICTURE } = await import("./card_DDAWEh_G.mjs");
	const svg = await cardSvg(facts, variant, {
		picture: await pictureFor(facts.headerImage, PICTURE[variant]),
		siteName: config().SITE_NAME
	});
	const { width, height } = CARD_SIZES[variant];
	return rasterizeSvg(svg, width, height);
}
var kept = /* @__PURE__ */ new Map();
var drawing = /* @__PURE__ */ new Map();
function keep(key, png) {
	kept.set(key, png);
	for (const oldest of kept.keys()) {
		if (kept.size <= KEPT_IMAGES) break;
		kept.delete(oldest);
	}
}
/** A card drawn before (by any process), or undefined; a store that fails is only logged: the card is drawn again. */
async function storedCard(projectId, version, variant) {
	try {
		const bytes = await objectStore().read(previewImageKey(projectId, version, variant), MAX_PREVIEW_BYTES);
		return bytes ? new Uint8Array(bytes) : void 0;
	} catch (error) {
		console.warn(`Preview image: the stored card could not be read (${error instanceof Error ? error.message : String(error)}).`);
		return;
	}
}
async function storeCard(projectId, version, variant, png) {
	try {
		await objectStore().write(previewImageKey(projectId, version, variant), Buffer.from(png), "png");
	} catch (error) {
		console.warn(`Preview image: the card could not be stored (${error instanceof Error ? error.message : String(error)}).`);
	}
}
/** The preview image a URL asks for, drawn if needed. */
async function cardImage(handle, projectId, version, variant, client) {
	const facts = await currentCardFacts(handle, projectId);
	if (!facts) return { kind: "unknown" };
	if (cardVersion(facts) !== version) return {
		kind: "moved",
		path: cardPath(projectId, facts, variant)
	};
	const key = `${projectId}/${version}/${variant}`;
	const cached = kept.get(key) ?? await storedCard(projectId, version, variant);
	if (cached) {
		keep(key, cached);
		return {
			kind: "image",
			png: cached
		};
	}
	let pending = drawing.get(key);
	if (!pending) {
		try {
			await takeAllowance(handle, `og:client:${limitKeyForAddress(client)}`, 30, "Too many preview images.", 10 * MINUTE_MS);
			await takeAllowance(handle, `og:project:${projectId}`, 60, "Too many preview images.");
		} catch (error) {
			if (error instanceof HttpError && error.status === 429) return { kind: "limited" };
			throw error;
		}
		pending = drawCard(facts, variant).then(async (png) => {
			await storeCard(projectId, version, variant, png);
			return png;
		}).finally(() => drawing.delete(key));
		drawing.set(key, pending);
	}
	const png = await pending;
	keep(key, png);
	return {
		kind: "image",
		png
	};
}
// src/pages/og/[projectId]/[file].ts
/**
* An itinerary's link preview image (src/server/og/render.ts): `/og/{projectId}/{version}.png`
* (1200×630) or `…-square.png` (600×600). The version is that of what the image shows: the
* current one is answered for good (`immutable`); an older one is sent on to the current one.
*/
var _file__exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
var YEAR_S = 31536e3;
var notFound = () => new Response("Not found.", {
	status: 404,
	headers: {
		"Content-Type": "text/plain; charset=utf-8",
		"Cache-Control": "no-store"
	}
});
var redirect = (path, maxAge) => new Response(null, {
	status: 302,
	headers: {
		Location: path,
		"Cache-Control": maxAge > 0 ? `public, max-age=${maxAge}` : "no-store"
	}
});
var GET = apiRoute(async (ctx) => {
	const file = parseCardFile(ctx.params.file ?? "");
	if (!file) return notFound();
	const answer = await cardImage(ctx.db, ctx.params.projectId ?? "", file.version, file.variant, clientAddress(ctx));
	switch (answer.kind) {
		case "unknown": return notFound();
		case "moved": return redirect(answer.path, 300);
		case "limited": return redirect(FALLBACK_IMAGE, 0);
		case "image": return new Response(answer.png, { headers: {
			"Content-Type": "image/png",
			"Content-Length": String(answer.png.byteLength),
			"Cache-Control": `public, max-age=${YEAR_S}, immutable`
		} });
	}
});
// \0virtual:astro:page:src/pages/og/[projectId]/[file]@_@ts
var _file____ts_exports = /* @__PURE__ */ __exportAll({ page: () => page });
var page = () => _file__exports;
export { FONT_FILES as i, readStaticAsset as n, page, FONT_ASSET_DIR as r, _file____ts_exports as t };
