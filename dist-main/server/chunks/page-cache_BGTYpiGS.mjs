import { Ht as masterNames, Qn as sql, an as projects, cn as sessions, dt as prepared, in as projectGrants, qt as unionNames, xn as eq, xr as config, yn as and, yt as travelNames } from "./schemas_BP9cnbZP.mjs";
import { a as hasWritten, o as writesOn, r as pageView, t as travelBoardShown } from "./travel-page_BTMrDFtM.mjs";
import { r as findProjectByPublicId, t as findAccess } from "./access_txSEE2fX.mjs";
import { t as cachedItinerary } from "./projects_B4d7wbfL.mjs";
import { i as listTravel } from "./travel_DCb_oXRa.mjs";
import { Readable } from "node:stream";
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from "node:zlib";
// src/server/platform/node/compression.ts
/**
* Compression on the Node server, with node:zlib: brotli (preferred) and gzip, for answers as
* they are sent (../../http/compression.ts) and pages kept by the page cache (../../pages/page-cache.ts).
*/
var serverEncodings = ["br", "gzip"];
/** Quick settings for answers: these run on every request (the build uses the slowest, smallest ones). */
var BROTLI_QUALITY = 4;
/** A 256 KB window: plenty for a page or an answer, and far less to set up than the default 4 MB. */
var BROTLI_WINDOW_BITS = 18;
var GZIP_LEVEL = 6;
/** Kept pages are compressed once each, so this can be slower and smaller than per request. */
var KEPT_BROTLI_QUALITY = 9;
var brotliParams = (sizeHint = 0) => ({
	[constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
	[constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
	[constants.BROTLI_PARAM_SIZE_HINT]: sizeHint
});
function compressBytes(bytes, encoding, effort) {
	if (encoding === "gzip") return new Uint8Array(gzipSync(bytes, { level: GZIP_LEVEL }));
	const params = effort === "kept" ? {
		[constants.BROTLI_PARAM_QUALITY]: KEPT_BROTLI_QUALITY,
		[constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
		[constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength
	} : brotliParams(bytes.byteLength);
	return new Uint8Array(brotliCompressSync(bytes, { params }));
}
/** Compresses `body` as it streams, flushing whenever the source pauses. */
function compressStream(body, encoding) {
	const zlib = encoding === "br" ? createBrotliCompress({ params: brotliParams() }) : createGzip({ level: GZIP_LEVEL });
	const reader = body.getReader();
	let flushPending = false;
	const flushSoon = () => {
		if (flushPending) return;
		flushPending = true;
		setImmediate(() => {
			flushPending = false;
			if (!zlib.destroyed && !zlib.writableEnded) zlib.flush();
		});
	};
	zlib.once("close", () => void reader.cancel().catch(() => void 0));
	(async () => {
		try {
			for (;;) {
				const { done, value } = await reader.read();
				if (done || zlib.destroyed) break;
				if (!zlib.write(value)) await new Promise((resolve) => {
					zlib.once("drain", resolve);
					zlib.once("close", resolve);
				});
				flushSoon();
			}
			if (!zlib.destroyed) zlib.end();
		} catch (error) {
			zlib.destroy(error);
		}
	})();
	return Readable.toWeb(zlib);
}
// src/server/http/compression.ts
/**
* Server-rendered pages and API answers, compressed for browsers that accept it (brotli, else
* gzip), by the middleware (src/middleware.ts), with the platform's compressor
* (`@platform/compression`: node:zlib on Node; on the edge none, the host compresses). Static
* files are compressed at build time instead (src/server/node/precompress.mjs), and cached
* itinerary pages keep their own compressed copies (../pages/page-cache.ts): a response that already
* has a Content-Encoding is left as it is.
*
* Streaming-friendly: the body is compressed as it streams, and what has been compressed is
* flushed whenever the page pauses (say, for the database), so the browser gets the top of the
* page as early as before. Server-sent events (`text/event-stream`, the live updates) are never
* compressed: each event must reach the page the moment it is written.
*/
/** Types worth compressing; everything else (images, event streams, files) passes untouched. */
var COMPRESSIBLE = /^(text\/(html|plain|css|calendar|csv|xml|javascript)|application\/(json|xml|javascript|manifest\+json|problem\+json)|image\/svg\+xml)\b/i;
/** Below this, compressing costs more than it saves. */
var MIN_BYTES = 1024;
/** JSON answers are built whole, never streamed: compressed in one go, with their length. */
var WHOLE = /^application\/(json|problem\+json)\b/i;
/** The encodings a request accepts (q above 0), from its Accept-Encoding header. */
function acceptedEncodings(header) {
	const accepted = /* @__PURE__ */ new Set();
	if (!header) return accepted;
	for (const part of header.split(",")) {
		const [token = "", ...params] = part.trim().toLowerCase().split(";");
		const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
		if (q !== void 0 && !(Number(q.slice(2)) > 0)) continue;
		if (token === "br" || token === "*") accepted.add("br");
		if (token === "gzip" || token === "x-gzip" || token === "*") accepted.add("gzip");
	}
	return accepted;
}
/**
* The encoding this server compresses to for a request's Accept-Encoding: the first of the
* platform's (brotli before gzip on Node) the browser accepts; null when none (on the edge,
* always: the host compresses).
*/
function preferredEncoding(acceptEncoding, offered = serverEncodings) {
	const accepted = acceptedEncodings(acceptEncoding);
	return offered.find((encoding) => accepted.has(encoding)) ?? null;
}
/**
* The response, compressed when the request accepts it and the body is worth it; otherwise the
* same response. Either way a compressible response says `Vary: Accept-Encoding`.
*/
async function compressResponse(request, response) {
	const type = response.headers.get("content-type") ?? "";
	if (!response.body || !COMPRESSIBLE.test(type)) return response;
	if (response.status === 204 || response.status === 304 || request.method === "HEAD") return response;
	if (response.headers.has("content-encoding")) return response;
	if (/\bno-transform\b/i.test(response.headers.get("cache-control") ?? "")) return response;
	const headers = new Headers(response.headers);
	if (!/\baccept-encoding\b/i.test(headers.get("vary") ?? "")) headers.append("Vary", "Accept-Encoding");
	const init = {
		status: response.status,
		statusText: response.statusText,
		headers
	};
	const encoding = preferredEncoding(request.headers.get("accept-encoding"));
	if (WHOLE.test(type)) {
		const body = new Uint8Array(await response.arrayBuffer());
		if (!encoding || body.byteLength < MIN_BYTES) {
			headers.set("Content-Length", String(body.byteLength));
			return new Response(body, init);
		}
		const compressed = compressBytes(body, encoding, "request");
		headers.set("Content-Encoding", encoding);
		headers.set("Content-Length", String(compressed.byteLength));
		return new Response(compressed, init);
	}
	const length = Number(response.headers.get("content-length") ?? NaN);
	if (!encoding || length < MIN_BYTES) return new Response(response.body, init);
	headers.set("Content-Encoding", encoding);
	headers.delete("Content-Length");
	return new Response(compressStream(response.body, encoding), init);
}
var pages = /* @__PURE__ */ new Map();
/** Each bucket's kept keys, oldest first. */
var keysByItinerary = /* @__PURE__ */ new Map();
var rendering = /* @__PURE__ */ new Map();
/** When each itinerary's newest cached page expires: no cached page, no reason to look one up. */
var cachedUntil = /* @__PURE__ */ new Map();
var ITINERARY_PATH = /^\/(project|preview)\/([^/]+)\/?$/;
var isItineraryPage = (url) => ITINERARY_PATH.test(url.pathname);
/**
* Which page a route rendered, in a response header the cache reads and removes: a page is kept
* under a key only when it was rendered for that key's variant. The route decides again from the
* session while it renders, and a code entered in between (or a grant ended) must never leave,
* say, the full preview under the key every browser without a grant is served from.
*/
var RENDERED_FOR_HEADER = "x-itinerary-rendered-for";
/** The variant of the page rendered for the guest session `sessionId` that has written on the itinerary. */
var ownVariant = (sessionId) => `own:${sessionId}`;
/** Whose page a variant is: the session of an `own:` variant, else undefined (a page every browser of its kind shares). */
var ownerOf = (variant) => variant.startsWith("own:") ? variant.slice(4) : void 0;
/**
* The cache key for a GET of an itinerary or preview page, and the variant it holds, or null
* when this request must be rendered on its own (no grant: the page redirects; unknown paths).
* The preview has two variants (see docs/security.md "Public preview"): the full itinerary for
* a browser with a grant, the teaser for everyone else; each has its own keys.
*/
async function itineraryPageKey(handle, url, session) {
	const page = itineraryPagePath(url.pathname);
	if (!page) return null;
	const { kind, projectId } = page;
	if (url.searchParams.has("owned")) return null;
	const access = await findAccess(handle, session?.id, projectId);
	if (kind === "preview" && !access) return pageKeyFor(kind, projectId, "", void 0, (await handle.db.query.projects.findFirst({
		where: eq(projects.projectId, projectId),
		columns: { version: true }
	}))?.version);
	if (!access) return null;
	const names = url.searchParams.has("person") ? await peopleNames(handle, kind, projectId, access) : void 0;
	const view = pageView(url, names);
	if (view === null) return null;
	const owner = kind === "project" && access.role === "viewer" && session && await hasWritten(handle, access.projectRowId, session.id) ? session.id : void 0;
	return pageKeyFor(kind, projectId, view, access, access.version, owner);
}
/**
* The names the people filter keeps for a page (the itinerary's events', and on the itinerary
* page the travel's its role sees: what ?person= is matched against while it renders), read once
* per itinerary, version and role and remembered for the Node server's cached-page path.
*/
async function peopleNames(handle, kind, projectId, access) {
	const role = kind === "preview" ? "viewer" : access.role;
	const known = knownPeopleNames(kind, projectId, access);
	if (known) return known;
	const data = await cachedItinerary(handle, {
		...access,
		role
	});
	let names = masterNames(data.events);
	if (kind !== "preview") {
		const project = await findProjectByPublicId(handle, projectId);
		if (project && travelBoardShown(project, role)) names = unionNames(names, travelNames(await listTravel(handle, project, {
			role,
			sessionId: void 0
		})));
	}
	if (namesByVersion.size >= NAMES_MAX) namesByVersion.delete(namesByVersion.keys().next().value ?? "");
	namesByVersion.set(namesKey(kind, projectId, access), names);
	return names;
}
var NAMES_MAX = 1e3;
var namesByVersion = /* @__PURE__ */ new Map();
var namesKey = (kind, projectId, access) => `${kind}:${projectId}:${access.version}:${kind === "preview" ? "viewer" : access.role}`;
/** The people filter's names for a page when some request of this process has read them, else undefined. */
var knownPeopleNames = (kind, projectId, access) => namesByVersion.get(namesKey(kind, projectId, access));
/**
* The key of an itinerary (`project`) or preview page from what the database said: the
* session's access (if any) and the itinerary's version (undefined: no such itinerary).
*/
function pageKeyFor(kind, projectId, view, access, projectVersion, owner) {
	if (kind === "preview") {
		if (access) return {
			key: `preview:full:${projectId}:${access.version}:${view}`,
			variant: "full"
		};
		return projectVersion === void 0 ? null : {
			key: `preview:teaser:${projectId}:${projectVersion}`,
			variant: "teaser"
		};
	}
	if (!access) return null;
	if (owner !== void 0 && access.role === "viewer") return {
		key: `project:${projectId}:${access.version}:own:${owner}:${view}`,
		variant: ownVariant(owner)
	};
	return {
		key: `project:${projectId}:${access.version}:${access.role}:${view}`,
		variant: access.role
	};
}
/** Which itinerary or preview page a path is (kind and project id), or null. */
function itineraryPagePath(pathname) {
	const match = ITINERARY_PATH.exec(pathname);
	return match ? {
		kind: match[1] ?? "",
		projectId: match[2] ?? ""
	} : null;
}
/** True while some page of this itinerary may be in the cache. */
var mayHaveCachedPage = (projectId) => (cachedUntil.get(projectId) ?? 0) > Date.now();
/**
* A session and, in the same query, the itinerary's version, the session's grant on it and whether
* it has written travel or answers there (its page is then its own): all that serving a cached
* page needs from the database (one round trip). Undefined when there is no such session; the
* project columns are null when there is no such itinerary, the role when the session has no
* grant on it.
*/
async function sessionWithPageAccess(handle, sessionId, projectId) {
	return prepared(handle, "sessionWithPageAccess", (db) => db.select({
		secretHash: sessions.secretHash,
		createdAt: sessions.createdAt,
		expiresAt: sessions.expiresAt,
		lastVerifiedAt: sessions.lastVerifiedAt,
		version: projects.version,
		role: projectGrants.role,
		wrote: sql`${writesOn(projects.id, sessions.id)}`
	}).from(sessions).leftJoin(projects, eq(projects.projectId, sql.placeholder("projectId"))).leftJoin(projectGrants, and(eq(projectGrants.sessionId, sessions.id), eq(projectGrants.projectRowId, projects.id))).where(eq(sessions.id, sql.placeholder("sessionId"))).limit(1).prepare()).get({
		sessionId,
		projectId
	});
}
/** The cached page under `key` while it is fresh. */
function cachedPage(key) {
	const hit = pages.get(key);
	return hit && hit.expires > Date.now() ? hit : void 0;
}
/** The copy of a kept page for a browser's Accept-Encoding: its bytes and their encoding. */
function pageEncoding(page, acceptEncoding) {
	const encoding = preferredEncoding(acceptEncoding, Object.keys(page.encoded));
	const bytes = encoding ? page.encoded[encoding] : void 0;
	return encoding && bytes ? {
		bytes,
		encoding
	} : { bytes: page.body };
}
function toResponse(page, acceptEncoding) {
	const headers = new Headers(page.headers);
	headers.append("Vary", "Accept-Encoding");
	const { bytes, encoding } = pageEncoding(page, acceptEncoding);
	if (encoding) headers.set("Content-Encoding", encoding);
	headers.set("Content-Length", String(bytes.byteLength));
	return new Response(bytes, {
		status: page.status,
		headers
	});
}
function forget(key) {
	const page = pages.get(key);
	if (!page) return;
	pages.delete(key);
	const own = keysByItinerary.get(page.bucket);
	own?.delete(key);
	if (own?.size === 0) keysByItinerary.delete(page.bucket);
}
/** The oldest key of a set (sets keep insertion order). */
var oldest = (keys) => keys.values().next().value;
function remember(key, page) {
	const now = Date.now();
	for (const [id, until] of cachedUntil) if (until <= now) cachedUntil.delete(id);
	else break;
	cachedUntil.delete(page.projectId);
	cachedUntil.set(page.projectId, page.expires);
	for (const [k, v] of pages) {
		if (v.expires > now) break;
		forget(k);
	}
	forget(key);
	const own = keysByItinerary.get(page.bucket) ?? /* @__PURE__ */ new Set();
	while (own.size >= 32) {
		const first = oldest(own);
		if (first === void 0) break;
		forget(first);
		own.delete(first);
	}
	if (pages.size >= 200) {
		let largest = own;
		for (const keys of keysByItinerary.values()) if (keys.size > largest.size) largest = keys;
		forget(oldest(largest) ?? "");
	}
	pages.set(key, page);
	own.add(key);
	keysByItinerary.set(page.bucket, own);
}
/**
* Serves `key` from the cache, or renders it once (concurrent misses share one render). The page
* must name its variant in RENDERED_FOR_HEADER to be kept.
*/
async function servePage({ key, variant }, request, render) {
	const acceptEncoding = request.headers.get("accept-encoding");
	const hit = cachedPage(key);
	if (hit) return toResponse(hit, acceptEncoding);
	const pending = rendering.get(key);
	if (pending) {
		const page = await pending;
		return page ? toResponse(page, acceptEncoding) : render();
	}
	let resolveShared = () => {};
	rendering.set(key, new Promise((resolve) => resolveShared = resolve));
	try {
		const response = await render();
		const renderedFor = response.headers.get(RENDERED_FOR_HEADER);
		response.headers.delete(RENDERED_FOR_HEADER);
		if (response.status !== 200 || renderedFor !== variant) {
			resolveShared(null);
			return response;
		}
		const body = new Uint8Array(await response.arrayBuffer());
		const headers = new Headers(response.headers);
		const projectId = itineraryPagePath(new URL(request.url).pathname)?.projectId ?? "";
		headers.delete("set-cookie");
		headers.delete("content-length");
		const page = {
			body,
			encoded: Object.fromEntries(serverEncodings.map((encoding) => [encoding, compressBytes(body, encoding, "kept")])),
			status: response.status,
			headers: [...headers],
			expires: Date.now() + config().PAGE_CACHE_SECONDS * 1e3,
			projectId,
			bucket: ownerOf(variant) === void 0 ? projectId : `${projectId} own`
		};
		remember(key, page);
		resolveShared(page);
		return toResponse(page, acceptEncoding);
	} catch (error) {
		resolveShared(null);
		throw error;
	} finally {
		rendering.delete(key);
	}
}
export { itineraryPagePath as a, ownVariant as c, servePage as d, sessionWithPageAccess as f, itineraryPageKey as i, pageEncoding as l, compressResponse as m, cachedPage as n, knownPeopleNames as o, acceptedEncodings as p, isItineraryPage as r, mayHaveCachedPage as s, RENDERED_FOR_HEADER as t, pageKeyFor as u };
