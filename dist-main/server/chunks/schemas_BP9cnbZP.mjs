import { n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { B as OnlyResponseCanBeReturned, C as InvalidGetStaticPathsReturn, K as ResponseSentError, L as NoMatchingImport, M as MissingMediaQueryDirective, P as NoClientOnlyHint, R as NoMatchingRenderer, S as InvalidGetStaticPathsEntry, U as PrerenderDynamicEndpointPathCollide, V as PageNumberParamNotFound, _ as GetStaticPathsInvalidRouteParam, c as EndpointDidNotReturnAResponse, g as GetStaticPathsExpectedParams, h as ForbiddenRewrite, q as RewriteWithBodyUsed, t as AstroError, v as GetStaticPathsRequired, z as NoMatchingStaticPathFound } from "./errors_CUqhmTzU.mjs";
import { decodeBase64, decodeHex, encodeBase32LowerCaseNoPadding, encodeBase64, encodeBase64urlNoPadding, encodeHexLowerCase, encodeHexUpperCase } from "@oslojs/encoding";
import * as z$2 from "zod/v4";
import colors from "piccolore";
import { clsx } from "clsx";
import { escape } from "html-escaper";
import { appendFileSync, closeSync, mkdirSync, openSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { createClient } from "@libsql/client";
import * as z$1 from "zod";
import { SHA256, sha256 } from "@oslojs/crypto/sha2";
import { hmac } from "@oslojs/crypto/hmac";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import * as z from "zod/mini";
// node_modules/astro/dist/core/csp/config.js
var ALGORITHMS = {
	"SHA-256": "sha256-",
	"SHA-384": "sha384-",
	"SHA-512": "sha512-"
};
var ALGORITHM_VALUES = Object.values(ALGORITHMS);
z$2.enum(Object.keys(ALGORITHMS)).optional().default("SHA-256");
var cspHashSchema = z$2.custom((value) => {
	if (typeof value !== "string") return false;
	return ALGORITHM_VALUES.some((allowedValue) => {
		return value.startsWith(allowedValue);
	});
});
var cspKindSchema = z$2.enum([
	"element",
	"attribute",
	"default"
]);
var ATTRIBUTE_ALLOWED_RESOURCES = [
	"'none'",
	"'unsafe-hashes'",
	"'unsafe-inline'",
	"'report-sample'"
];
z$2.union([z$2.string(), z$2.object({
	resource: z$2.string(),
	kind: cspKindSchema
})]).superRefine((value, ctx) => {
	const resource = typeof value === "string" ? value : value.resource;
	const kind = typeof value === "string" ? "default" : value.kind;
	if (kind === "element" && resource === "'unsafe-hashes'") ctx.addIssue({
		code: z$2.ZodIssueCode.custom,
		message: `The source \`'unsafe-hashes'\` is not valid for \`element\` resources (it is rejected by \`script-src-elem\`/\`style-src-elem\`).`,
		fatal: true
	});
	else if (kind === "attribute" && !ATTRIBUTE_ALLOWED_RESOURCES.includes(resource)) ctx.addIssue({
		code: z$2.ZodIssueCode.custom,
		message: `The source \`${resource}\` is not valid for \`attribute\` resources. \`script-src-attr\`/\`style-src-attr\` only accept: ${ATTRIBUTE_ALLOWED_RESOURCES.join(", ")}.`,
		fatal: true
	});
});
z$2.union([cspHashSchema, z$2.object({
	hash: cspHashSchema,
	kind: cspKindSchema
})]);
var ALLOWED_DIRECTIVES = [
	"base-uri",
	"child-src",
	"connect-src",
	"default-src",
	"fenced-frame-src",
	"font-src",
	"form-action",
	"frame-ancestors",
	"frame-src",
	"img-src",
	"manifest-src",
	"media-src",
	"object-src",
	"referrer",
	"report-to",
	"report-uri",
	"require-trusted-types-for",
	"sandbox",
	"trusted-types",
	"upgrade-insecure-requests",
	"worker-src"
];
z$2.custom((v) => typeof v === "string").superRefine((value, ctx) => {
	if (!ALLOWED_DIRECTIVES.some((allowedValue) => {
		return value.startsWith(allowedValue);
	})) {
		if (value.startsWith("script-src") || value.startsWith("style-src")) ctx.addIssue({
			code: z$2.ZodIssueCode.custom,
			message: `Directives \`script-src\` and \`style-src\` (including their \`-elem\`/\`-attr\` variants) are not allowed in \`security.csp.directives\`. Please use \`security.csp.scriptDirective\` and \`security.csp.styleDirective\` instead, scoping resources/hashes to the more specific directives with the \`kind\` option (\`"element"\` or \`"attribute"\`).`,
			fatal: true
		});
		else ctx.addIssue({
			code: z$2.ZodIssueCode.custom,
			message: `Invalid directive: "${value}". Allowed directives are: ${ALLOWED_DIRECTIVES.join(", ")}`,
			fatal: true
		});
	}
});
// node_modules/astro/dist/core/encryption.js
var ALGORITHM = "AES-GCM";
async function decodeKey(encoded) {
	const bytes = decodeBase64(encoded);
	return crypto.subtle.importKey("raw", bytes.buffer, ALGORITHM, true, ["encrypt", "decrypt"]);
}
var encoder$1 = new TextEncoder();
var decoder$1 = new TextDecoder();
var IV_LENGTH = 24;
async function encryptString(key, raw, additionalData) {
	const iv = crypto.getRandomValues(new Uint8Array(IV_LENGTH / 2));
	const data = encoder$1.encode(raw);
	const params = {
		name: ALGORITHM,
		iv
	};
	if (additionalData) params.additionalData = encoder$1.encode(additionalData);
	const buffer = await crypto.subtle.encrypt(params, key, data);
	return encodeHexUpperCase(iv) + encodeBase64(new Uint8Array(buffer));
}
async function decryptString(key, encoded, additionalData) {
	const iv = decodeHex(encoded.slice(0, IV_LENGTH));
	const dataArray = decodeBase64(encoded.slice(IV_LENGTH));
	const params = {
		name: ALGORITHM,
		iv
	};
	if (additionalData) params.additionalData = encoder$1.encode(additionalData);
	const decryptedBuffer = await crypto.subtle.decrypt(params, key, dataArray);
	return decoder$1.decode(decryptedBuffer);
}
async function generateCspDigest(data, algorithm) {
	const hashBuffer = await crypto.subtle.digest(algorithm, encoder$1.encode(data));
	const hash = encodeBase64(new Uint8Array(hashBuffer));
	return `${ALGORITHMS[algorithm]}${hash}`;
}
// node_modules/@astrojs/internal-helpers/dist/path.js
function appendForwardSlash(path) {
	return path.endsWith("/") ? path : path + "/";
}
function prependForwardSlash(path) {
	return path[0] === "/" ? path : "/" + path;
}
var MANY_LEADING_SLASHES = /^\/{2,}/;
function collapseDuplicateLeadingSlashes(path) {
	if (!path) return path;
	return path.replace(MANY_LEADING_SLASHES, "/");
}
var MANY_SLASHES = /\/{2,}/g;
function collapseDuplicateSlashes(path) {
	if (!path) return path;
	return path.replace(MANY_SLASHES, "/");
}
var MANY_TRAILING_SLASHES = /\/{2,}$/g;
function collapseDuplicateTrailingSlashes(path, trailingSlash) {
	if (!path) return path;
	return path.replace(MANY_TRAILING_SLASHES, trailingSlash ? "/" : "") || "/";
}
function removeTrailingForwardSlash(path) {
	return path.endsWith("/") ? path.slice(0, path.length - 1) : path;
}
function removeLeadingForwardSlash(path) {
	return path.startsWith("/") ? path.substring(1) : path;
}
function trimSlashes(path) {
	return path.replace(/^\/|\/$/g, "");
}
function isString(path) {
	return typeof path === "string" || path instanceof String;
}
var INTERNAL_PREFIXES = /* @__PURE__ */ new Set([
	"/_",
	"/@",
	"/.",
	"//"
]);
var JUST_SLASHES = /^\/{2,}$/;
function isInternalPath(path) {
	const prefix = path.slice(0, 2).replace(/\\/g, "/");
	return INTERNAL_PREFIXES.has(prefix) && !JUST_SLASHES.test(path);
}
function joinPaths(...paths) {
	return paths.filter(isString).map((path, i) => {
		if (i === 0) return removeTrailingForwardSlash(path);
		else if (i === paths.length - 1) return removeLeadingForwardSlash(path);
		else return trimSlashes(path);
	}).join("/");
}
function removeQueryString(path) {
	const index = path.lastIndexOf("?");
	return index > 0 ? path.substring(0, index) : path;
}
function isRemotePath(src) {
	if (!src) return false;
	const trimmed = src.trim();
	if (!trimmed) return false;
	let decoded = trimmed;
	let previousDecoded = "";
	let maxIterations = 10;
	while (decoded !== previousDecoded && maxIterations > 0) {
		previousDecoded = decoded;
		try {
			decoded = decodeURIComponent(decoded);
		} catch {
			break;
		}
		maxIterations--;
	}
	if (/^[a-zA-Z]:/.test(decoded)) return false;
	if (decoded[0] === "/" && /^\/[\w.@-]/.test(decoded)) return false;
	if (decoded[0] === "\\") return true;
	if (decoded.startsWith("//")) return true;
	try {
		const url = new URL(decoded, "http://n");
		if (url.username || url.password) return true;
		if (decoded.includes("@") && !url.pathname.includes("@") && !url.search.includes("@")) return true;
		if (url.origin !== "http://n") {
			if (url.protocol.toLowerCase() === "file:") return false;
			return true;
		}
		if (URL.canParse(decoded)) return true;
		return false;
	} catch {
		return true;
	}
}
function isParentDirectory(parentPath, childPath) {
	if (!parentPath || !childPath) return false;
	if (parentPath.includes("://") || childPath.includes("://")) return false;
	if (isRemotePath(parentPath) || isRemotePath(childPath)) return false;
	if (parentPath.includes("..") || childPath.includes("..")) return false;
	if (parentPath.includes("\0") || childPath.includes("\0")) return false;
	const normalizedParent = appendForwardSlash(slash(parentPath).toLowerCase());
	const normalizedChild = slash(childPath).toLowerCase();
	if (normalizedParent === normalizedChild || normalizedParent === normalizedChild + "/") return false;
	return normalizedChild.startsWith(normalizedParent);
}
function slash(path) {
	return path.replace(/\\/g, "/");
}
function fileExtension(path) {
	const ext = path.split(".").pop();
	return ext !== path ? `.${ext}` : "";
}
function stripRequestBase(pathname, base) {
	pathname = collapseDuplicateLeadingSlashes(pathname);
	const baseWithoutTrailingSlash = removeTrailingForwardSlash(base);
	if (pathname === baseWithoutTrailingSlash) return "/";
	if (pathname.startsWith(baseWithoutTrailingSlash + "/")) return pathname.slice(baseWithoutTrailingSlash.length);
	return pathname;
}
var WITH_FILE_EXT = /\/[^/]+\.\w+$/;
function hasFileExtension(path) {
	return WITH_FILE_EXT.test(path);
}
// node_modules/astro/dist/core/middleware/defineMiddleware.js
function defineMiddleware(fn) {
	return fn;
}
// node_modules/astro/dist/core/build/util.js
function shouldAppendForwardSlash(trailingSlash, buildFormat) {
	switch (trailingSlash) {
		case "always": return true;
		case "never": return false;
		case "ignore": switch (buildFormat) {
			case "directory": return true;
			case "preserve":
			case "file": return false;
		}
	}
}
var ASTRO_GENERATOR = `Astro v7.3.5`;
var ASTRO_ERROR_HEADER = "X-Astro-Error";
var DEFAULT_404_COMPONENT = "astro-default-404.astro";
var REDIRECT_STATUS_CODES = [
	301,
	302,
	303,
	307,
	308,
	300,
	304
];
var REROUTABLE_STATUS_CODES = [404, 500];
var clientAddressSymbol = /* @__PURE__ */ Symbol.for("astro.clientAddress");
var originPathnameSymbol = /* @__PURE__ */ Symbol.for("astro.originPathname");
var fetchStateSymbol = /* @__PURE__ */ Symbol.for("astro.fetchState");
var nodeRequestAbortControllerCleanupSymbol = /* @__PURE__ */ Symbol.for("astro.nodeRequestAbortControllerCleanup");
var responseSentSymbol = /* @__PURE__ */ Symbol.for("astro.responseSent");
// node_modules/astro/dist/i18n/path.js
function pathHasLocale(path, locales) {
	const segments = path.split("/").map(normalizeThePath);
	for (const segment of segments) for (const locale of locales) if (typeof locale === "string") {
		if (normalizeTheLocale(segment) === normalizeTheLocale(locale)) return true;
	} else if (segment === locale.path) return true;
	return false;
}
function normalizeTheLocale(locale) {
	return locale.replaceAll("_", "-").toLowerCase();
}
function normalizeThePath(path) {
	return path.endsWith(".html") ? path.slice(0, -5) : path;
}
// node_modules/astro/dist/i18n/error-routes.js
function isLocalizedErrorRoute(route, status, locales) {
	if (!locales) return false;
	const suffix = `/${status}`;
	if (!route.endsWith(suffix)) return false;
	const localeSegment = route.slice(0, -suffix.length);
	if (!localeSegment || localeSegment.includes("/", 1)) return false;
	return pathHasLocale(localeSegment, locales);
}
function getErrorRoutePath(pathname, status, routes, locales, appendTrailingSlash = false) {
	const suffix = appendTrailingSlash ? "/" : "";
	if (locales) {
		const firstSegment = pathname.split("/").find(Boolean);
		if (firstSegment && pathHasLocale(`/${firstSegment}`, locales)) {
			const localized = `/${firstSegment}/${status}`;
			if (routes.some((route) => route.route === localized)) return `${localized}${suffix}`;
		}
	}
	return `/${status}${suffix}`;
}
// node_modules/astro/dist/core/routing/internal/route-errors.js
var ROUTE404_RE = /^\/404\/?$/;
var ROUTE500_RE = /^\/500\/?$/;
function isRoute404(route) {
	return ROUTE404_RE.test(route);
}
function isRoute500(route) {
	return ROUTE500_RE.test(route);
}
// node_modules/astro/dist/core/routing/helpers.js
function routeIsRedirect(route) {
	return route?.type === "redirect";
}
function routeIsFallback(route) {
	return route?.type === "fallback";
}
function getFallbackRoute(route, routeList) {
	const fallbackRoute = routeList.find((r) => {
		if (route.route === "/" && r.routeData.route === "/") return true;
		return r.routeData.fallbackRoutes.find((f) => {
			return f.route === route.route;
		});
	});
	if (!fallbackRoute) throw new Error(`No fallback route found for route ${route.route}`);
	return fallbackRoute.routeData;
}
function getCustom404Route(manifestData) {
	return manifestData.routes.find((r) => isRoute404(r.route));
}
function getCustom500Route(manifestData) {
	return manifestData.routes.find((r) => isRoute500(r.route));
}
function getDefaultStatusCode(manifest, routeData, pathname) {
	if (!routeData.pattern.test(pathname)) {
		for (const fallbackRoute of routeData.fallbackRoutes) if (fallbackRoute.pattern.test(pathname)) return 302;
	}
	const route = removeTrailingForwardSlash(routeData.route);
	const locales = manifest.i18n?.locales;
	if (isRoute404(route) || isLocalizedErrorRoute(route, 404, locales)) return 404;
	if (isRoute500(route) || isLocalizedErrorRoute(route, 500, locales)) return 500;
	return 200;
}
function routeHasHtmlExtension(route) {
	return route.segments.some((segment) => segment.some((part) => !part.dynamic && part.content.includes(".html")));
}
// node_modules/astro/dist/core/redirects/component.js
var RedirectComponentInstance = { default() {
	return new Response(null, { status: 301 });
} };
var RedirectSinglePageBuiltModule = {
	page: () => Promise.resolve(RedirectComponentInstance),
	onRequest: (_, next) => next()
};
// node_modules/astro/dist/assets/utils/getAssetsPrefix.js
function getAssetsPrefix(fileExtension, assetsPrefix) {
	let prefix = "";
	if (!assetsPrefix) prefix = "";
	else if (typeof assetsPrefix === "string") prefix = assetsPrefix;
	else prefix = assetsPrefix[fileExtension.slice(1)] || assetsPrefix.fallback;
	return prefix;
}
// node_modules/astro/dist/core/render/ssr-element.js
var URL_PARSE_BASE = "https://astro.build";
function splitAssetPath(path) {
	const parsed = new URL(path, URL_PARSE_BASE);
	return {
		pathname: !URL.canParse(path) && !path.startsWith("/") ? parsed.pathname.slice(1) : parsed.pathname,
		suffix: `${parsed.search}${parsed.hash}`
	};
}
function appendQueryParams(path, queryParams) {
	const queryString = queryParams.toString();
	if (!queryString) return path;
	const hashIndex = path.indexOf("#");
	const basePath = hashIndex === -1 ? path : path.slice(0, hashIndex);
	const hash = hashIndex === -1 ? "" : path.slice(hashIndex);
	return `${basePath}${basePath.includes("?") ? "&" : "?"}${queryString}${hash}`;
}
function createAssetLink(href, base, assetsPrefix, queryParams) {
	const { pathname, suffix } = splitAssetPath(href);
	let url = "";
	if (assetsPrefix) url = joinPaths(getAssetsPrefix(fileExtension(pathname), assetsPrefix), slash(pathname)) + suffix;
	else if (base) url = prependForwardSlash(joinPaths(base, slash(pathname))) + suffix;
	else url = href;
	if (queryParams) url = appendQueryParams(url, queryParams);
	return url;
}
function createStylesheetElement(stylesheet, base, assetsPrefix, queryParams) {
	if (stylesheet.type === "inline") return {
		props: {},
		children: stylesheet.content
	};
	else return {
		props: {
			rel: "stylesheet",
			href: createAssetLink(stylesheet.src, base, assetsPrefix, queryParams)
		},
		children: ""
	};
}
function createStylesheetElementSet(stylesheets, base, assetsPrefix, queryParams) {
	return new Set(stylesheets.map((s) => createStylesheetElement(s, base, assetsPrefix, queryParams)));
}
function createModuleScriptElement(script, base, assetsPrefix, queryParams) {
	if (script.type === "external") return createModuleScriptElementWithSrc(script.value, base, assetsPrefix, queryParams);
	else return {
		props: { type: "module" },
		children: script.value
	};
}
function createModuleScriptElementWithSrc(src, base, assetsPrefix, queryParams) {
	return {
		props: {
			type: "module",
			src: createAssetLink(src, base, assetsPrefix, queryParams)
		},
		children: ""
	};
}
// node_modules/astro/dist/core/manifest/memo.js
function createManifestMemo(derive) {
	const cache = /* @__PURE__ */ new WeakMap();
	return {
		get(manifest) {
			if (cache.has(manifest)) return cache.get(manifest);
			const value = derive(manifest);
			cache.set(manifest, value);
			return value;
		},
		has(manifest) {
			return cache.has(manifest);
		},
		set(manifest, value) {
			cache.set(manifest, value);
		},
		invalidate(manifest) {
			cache.delete(manifest);
		}
	};
}
function createAsyncManifestMemo(derive) {
	const cache = /* @__PURE__ */ new WeakMap();
	return {
		get(manifest) {
			let promise = cache.get(manifest);
			if (!promise) {
				promise = derive(manifest);
				cache.set(manifest, promise);
				promise.catch(() => {
					if (cache.get(manifest) === promise) cache.delete(manifest);
				});
			}
			return promise;
		},
		invalidate(manifest) {
			cache.delete(manifest);
		}
	};
}
// node_modules/astro/dist/runtime/server/endpoint.js
async function renderEndpoint(mod, context, isPrerendered, logger, state) {
	const { request, url } = context;
	const method = request.method.toUpperCase();
	let handler = mod[method] ?? mod["ALL"];
	if (!handler && method === "HEAD" && mod["GET"]) handler = mod["GET"];
	if (isPrerendered && !["GET", "HEAD"].includes(method)) logger.warn("router", `${url.pathname} ${colors.bold(method)} requests are not available in static endpoints. Mark this page as server-rendered (\`export const prerender = false;\`) or update your config to \`output: 'server'\` to make all your pages server-rendered by default.`);
	if (handler === void 0) {
		logger.warn("router", `No API Route handler exists for the method "${method}" for the route "${url.pathname}".
Found handlers: ${Object.keys(mod).map((exp) => JSON.stringify(exp)).join(", ")}
` + ("all" in mod ? `One of the exported handlers is "all" (lowercase), did you mean to export 'ALL'?
` : ""));
		return new Response(null, { status: 404 });
	}
	if (typeof handler !== "function") {
		logger.error("router", `The route "${url.pathname}" exports a value for the method "${method}", but it is of the type ${typeof handler} instead of a function.`);
		return new Response(null, { status: 500 });
	}
	let response = await handler.call(mod, context);
	if (!response || response instanceof Response === false) throw new AstroError(EndpointDidNotReturnAResponse);
	if (state && REROUTABLE_STATUS_CODES.includes(response.status)) state.skipErrorReroute = true;
	if (method === "HEAD") return new Response(null, response);
	return response;
}
// node_modules/astro/dist/runtime/server/util.js
function isPromise(value) {
	return typeof value === "object" && value !== null && typeof value.then === "function";
}
async function* streamAsyncIterator(stream) {
	const reader = stream.getReader();
	try {
		while (true) {
			const { done, value } = await reader.read();
			if (done) return;
			yield value;
		}
	} finally {
		reader.releaseLock();
	}
}
// node_modules/astro/dist/runtime/server/escape.js
var ESCAPABLE = /[&<>'"]/g;
function entityFor(code) {
	switch (code) {
		case 38: return "&amp;";
		case 60: return "&lt;";
		case 62: return "&gt;";
		case 39: return "&#39;";
		default: return "&quot;";
	}
}
function escapeHTML(value) {
	ESCAPABLE.lastIndex = 0;
	if (!ESCAPABLE.test(value)) return value;
	let output = "";
	let last = 0;
	do {
		const index = ESCAPABLE.lastIndex - 1;
		if (last !== index) output += value.slice(last, index);
		output += entityFor(value.charCodeAt(index));
		last = index + 1;
	} while (ESCAPABLE.test(value));
	return last === value.length ? output : output + value.slice(last);
}
function stringifyForScript(value) {
	return JSON.stringify(value)?.replace(/</g, "\\u003c");
}
function escapeStyleText(value) {
	return value.replaceAll("<", "\\3C ");
}
var HTMLBytes = class extends Uint8Array {};
Object.defineProperty(HTMLBytes.prototype, Symbol.toStringTag, { get() {
	return "HTMLBytes";
} });
var htmlStringSymbol = /* @__PURE__ */ Symbol.for("astro:html-string");
var HTMLString = class extends String {};
Object.defineProperty(HTMLString.prototype, htmlStringSymbol, { value: true });
var markHTMLString = (value) => {
	if (isHTMLString(value)) return value;
	if (typeof value === "string") return new HTMLString(value);
	return value;
};
function isHTMLString(value) {
	return typeof value === "object" && value !== null && value[htmlStringSymbol] === true;
}
function markHTMLBytes(bytes) {
	return new HTMLBytes(bytes);
}
function hasGetReader(obj) {
	return typeof obj.getReader === "function";
}
async function* unescapeChunksAsync(iterable) {
	if (hasGetReader(iterable)) for await (const chunk of streamAsyncIterator(iterable)) yield unescapeHTML(chunk);
	else for await (const chunk of iterable) yield unescapeHTML(chunk);
}
function* unescapeChunks(iterable) {
	for (const chunk of iterable) yield unescapeHTML(chunk);
}
function unescapeHTML(str) {
	if (!!str && typeof str === "object") {
		if (str instanceof Uint8Array) return markHTMLBytes(str);
		else if (str instanceof Response && str.body) {
			const body = str.body;
			return unescapeChunksAsync(body);
		} else if (typeof str.then === "function") return Promise.resolve(str).then((value) => {
			return unescapeHTML(value);
		});
		else if (str[/* @__PURE__ */ Symbol.for("astro:slot-string")]) return str;
		else if (Symbol.iterator in str) return unescapeChunks(str);
		else if (Symbol.asyncIterator in str || hasGetReader(str)) return unescapeChunksAsync(str);
	}
	return markHTMLString(str);
}
function isVNode(vnode) {
	return vnode && typeof vnode === "object" && vnode["astro:jsx"];
}
// node_modules/astro/dist/core/head-propagation/resolver.js
function isPropagatingHint(hint) {
	return hint === "self" || hint === "in-tree";
}
// node_modules/astro/dist/runtime/server/render/astro/factory.js
function isAstroComponentFactory(obj) {
	return obj == null ? false : obj.isAstroComponentFactory === true;
}
// node_modules/astro/dist/runtime/server/serialize.js
var PROP_TYPE = {
	Value: 0,
	JSON: 1,
	RegExp: 2,
	Date: 3,
	Map: 4,
	Set: 5,
	BigInt: 6,
	URL: 7,
	Uint8Array: 8,
	Uint16Array: 9,
	Uint32Array: 10,
	Infinity: 11
};
function serializeArray(value, metadata = {}, parents = /* @__PURE__ */ new WeakSet()) {
	if (parents.has(value)) throw new Error(`Cyclic reference detected while serializing props for <${metadata.displayName} client:${metadata.hydrate}>!

Cyclic references cannot be safely serialized for client-side usage. Please remove the cyclic reference.`);
	parents.add(value);
	const serialized = value.map((v) => {
		return convertToSerializedForm(v, metadata, parents);
	});
	parents.delete(value);
	return serialized;
}
function serializeObject(value, metadata = {}, parents = /* @__PURE__ */ new WeakSet()) {
	if (parents.has(value)) throw new Error(`Cyclic reference detected while serializing props for <${metadata.displayName} client:${metadata.hydrate}>!

Cyclic references cannot be safely serialized for client-side usage. Please remove the cyclic reference.`);
	parents.add(value);
	const serialized = Object.fromEntries(Object.entries(value).map(([k, v]) => {
		return [k, convertToSerializedForm(v, metadata, parents)];
	}));
	parents.delete(value);
	return serialized;
}
function convertToSerializedForm(value, metadata = {}, parents = /* @__PURE__ */ new WeakSet()) {
	switch (Object.prototype.toString.call(value)) {
		case "[object Date]": return [PROP_TYPE.Date, value.toISOString()];
		case "[object RegExp]": return [PROP_TYPE.RegExp, value.source];
		case "[object Map]": return [PROP_TYPE.Map, serializeArray(Array.from(value), metadata, parents)];
		case "[object Set]": return [PROP_TYPE.Set, serializeArray(Array.from(value), metadata, parents)];
		case "[object BigInt]": return [PROP_TYPE.BigInt, value.toString()];
		case "[object URL]": return [PROP_TYPE.URL, value.toString()];
		case "[object Array]": return [PROP_TYPE.JSON, serializeArray(value, metadata, parents)];
		case "[object Uint8Array]": return [PROP_TYPE.Uint8Array, Array.from(value)];
		case "[object Uint16Array]": return [PROP_TYPE.Uint16Array, Array.from(value)];
		case "[object Uint32Array]": return [PROP_TYPE.Uint32Array, Array.from(value)];
		default:
			if (value !== null && typeof value === "object") return [PROP_TYPE.Value, serializeObject(value, metadata, parents)];
			if (value === Number.POSITIVE_INFINITY) return [PROP_TYPE.Infinity, 1];
			if (value === Number.NEGATIVE_INFINITY) return [PROP_TYPE.Infinity, -1];
			if (value === void 0) return [PROP_TYPE.Value];
			return [PROP_TYPE.Value, value];
	}
}
function serializeProps(props, metadata) {
	return JSON.stringify(serializeObject(props, metadata));
}
// node_modules/astro/dist/runtime/server/hydration.js
var transitionDirectivesToCopyOnIsland = /* @__PURE__ */ new Set([
	"data-astro-transition-scope",
	"data-astro-transition-persist",
	"data-astro-transition-persist-props"
]);
function extractDirectives(inputProps, clientDirectives) {
	let extracted = {
		isPage: false,
		hydration: null,
		props: {},
		propsWithoutTransitionAttributes: {}
	};
	for (const key of Object.keys(inputProps)) {
		const value = inputProps[key];
		if (key.startsWith("server:")) {
			if (key === "server:root") extracted.isPage = true;
		}
		if (key.startsWith("client:")) {
			if (!extracted.hydration) extracted.hydration = {
				directive: "",
				value: "",
				componentUrl: "",
				componentExport: { value: "" }
			};
			switch (key) {
				case "client:component-path":
					extracted.hydration.componentUrl = value;
					break;
				case "client:component-export":
					extracted.hydration.componentExport.value = value;
					break;
				case "client:component-hydration": break;
				case "client:display-name": break;
				default:
					extracted.hydration.directive = key.split(":")[1];
					extracted.hydration.value = value;
					if (!clientDirectives.has(extracted.hydration.directive)) {
						const hydrationMethods = Array.from(clientDirectives.keys()).map((d) => `client:${d}`).join(", ");
						throw new Error(`Error: invalid hydration directive "${key}". Supported hydration methods: ${hydrationMethods}`);
					}
					if (extracted.hydration.directive === "media" && typeof extracted.hydration.value !== "string") throw new AstroError(MissingMediaQueryDirective);
			}
		} else {
			extracted.props[key] = value;
			if (!transitionDirectivesToCopyOnIsland.has(key)) extracted.propsWithoutTransitionAttributes[key] = value;
		}
	}
	for (const sym of Object.getOwnPropertySymbols(inputProps)) {
		extracted.props[sym] = inputProps[sym];
		extracted.propsWithoutTransitionAttributes[sym] = inputProps[sym];
	}
	return extracted;
}
async function generateHydrateScript(scriptOptions, metadata) {
	const { renderer, result, astroId, props, attrs } = scriptOptions;
	const { hydrate, componentUrl, componentExport } = metadata;
	if (!componentExport.value) throw new AstroError({
		...NoMatchingImport,
		message: NoMatchingImport.message(metadata.displayName)
	});
	const island = {
		children: "",
		props: { uid: astroId }
	};
	if (attrs) for (const [key, value] of Object.entries(attrs)) island.props[key] = escapeHTML(String(value));
	island.props["component-url"] = await result.resolve(decodeURI(componentUrl));
	if (renderer.clientEntrypoint) {
		island.props["component-export"] = componentExport.value;
		island.props["renderer-url"] = await result.resolve(decodeURI(renderer.clientEntrypoint.toString()));
		island.props["props"] = escapeHTML(serializeProps(props, metadata));
	}
	island.props["ssr"] = "";
	island.props["client"] = hydrate;
	let beforeHydrationUrl = await result.resolve("astro:scripts/before-hydration.js");
	if (beforeHydrationUrl.length) island.props["before-hydration-url"] = beforeHydrationUrl;
	island.props["opts"] = escapeHTML(JSON.stringify({
		name: metadata.displayName,
		value: metadata.hydrateArgs || ""
	}));
	transitionDirectivesToCopyOnIsland.forEach((name) => {
		if (typeof props[name] !== "undefined") island.props[name] = escapeHTML(String(props[name]));
	});
	return island;
}
// node_modules/astro/dist/runtime/server/shorthash.js
/**
* shortdash - https://github.com/bibig/node-shorthash
*
* @license
*
* (The MIT License)
*
* Copyright (c) 2013 Bibig <bibig@me.com>
*
* Permission is hereby granted, free of charge, to any person
* obtaining a copy of this software and associated documentation
* files (the "Software"), to deal in the Software without
* restriction, including without limitation the rights to use,
* copy, modify, merge, publish, distribute, sublicense, and/or sell
* copies of the Software, and to permit persons to whom the
* Software is furnished to do so, subject to the following
* conditions:
*
* The above copyright notice and this permission notice shall be
* included in all copies or substantial portions of the Software.
*
* THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND,
* EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES
* OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
* NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT
* HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY,
* WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING
* FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR
* OTHER DEALINGS IN THE SOFTWARE.
*/
var dictionary = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXY";
var binary = 61;
function bitwise(str) {
	let hash = 0;
	if (str.length === 0) return hash;
	for (let i = 0; i < str.length; i++) {
		const ch = str.charCodeAt(i);
		hash = (hash << 5) - hash + ch;
		hash = hash & hash;
	}
	return hash;
}
function shorthash(text) {
	let num;
	let result = "";
	let integer = bitwise(text);
	const sign = integer < 0 ? "Z" : "";
	integer = Math.abs(integer);
	while (integer >= binary) {
		num = integer % binary;
		integer = Math.floor(integer / binary);
		result = dictionary[num] + result;
	}
	if (integer > 0) result = dictionary[integer] + result;
	return sign + result;
}
// node_modules/astro/dist/runtime/server/render/astro/head-and-content.js
var headAndContentSym = /* @__PURE__ */ Symbol.for("astro.headAndContent");
function isHeadAndContent(obj) {
	return typeof obj === "object" && obj !== null && !!obj[headAndContentSym];
}
function createThinHead() {
	return { [headAndContentSym]: true };
}
// node_modules/astro/dist/runtime/server/astro-island.prebuilt.js
var astro_island_prebuilt_default = `(()=>{var g=Object.defineProperty;var w=(a,s,c)=>s in a?g(a,s,{enumerable:!0,configurable:!0,writable:!0,value:c}):a[s]=c;var l=(a,s,c)=>w(a,typeof s!="symbol"?s+"":s,c);var E=new Set(["__proto__","constructor","prototype"]);{let a={0:t=>y(t),1:t=>c(t),2:t=>new RegExp(t),3:t=>new Date(t),4:t=>new Map(c(t)),5:t=>new Set(c(t)),6:t=>BigInt(t),7:t=>new URL(t),8:t=>new Uint8Array(t),9:t=>new Uint16Array(t),10:t=>new Uint32Array(t),11:t=>Number.POSITIVE_INFINITY*t},s=t=>{let[p,e]=t;return p in a?a[p](e):void 0},c=t=>t.map(s),y=t=>typeof t!="object"||t===null?t:Object.fromEntries(Object.entries(t).map(([p,e])=>[p,s(e)]));class f extends HTMLElement{constructor(){super(...arguments);l(this,"Component");l(this,"hydrator");l(this,"hydrate",async()=>{var b;if(!this.hydrator||!this.isConnected)return;let e=(b=this.parentElement)==null?void 0:b.closest("astro-island[ssr]");if(e){e.addEventListener("astro:hydrate",this.hydrate,{once:!0});return}let r=this.querySelectorAll("astro-slot"),n={},d=this.querySelectorAll("template[data-astro-template]");for(let o of d){let i=o.closest(this.tagName);i!=null&&i.isSameNode(this)&&(n[o.getAttribute("data-astro-template")||"default"]=o.innerHTML,o.remove())}for(let o of r){let i=o.closest(this.tagName);i!=null&&i.isSameNode(this)&&(n[o.getAttribute("name")||"default"]=o.innerHTML)}let u;try{u=this.hasAttribute("props")?y(JSON.parse(this.getAttribute("props"))):{}}catch(o){let i=this.getAttribute("component-url")||"<unknown>",v=this.getAttribute("component-export");throw v&&(i+=\` (export \${v})\`),console.error(\`[hydrate] Error parsing props for component \${i}\`,this.getAttribute("props"),o),o}let h;await this.hydrator(this)(this.Component,u,n,{client:this.getAttribute("client")}),this.removeAttribute("ssr"),this.dispatchEvent(new CustomEvent("astro:hydrate"))});l(this,"unmount",()=>{this.isConnected||this.dispatchEvent(new CustomEvent("astro:unmount"))})}disconnectedCallback(){document.removeEventListener("astro:after-swap",this.unmount),document.addEventListener("astro:after-swap",this.unmount,{once:!0})}connectedCallback(){if(!this.hasAttribute("await-children")||document.readyState==="interactive"||document.readyState==="complete")this.childrenConnectedCallback();else{let e=()=>{document.removeEventListener("DOMContentLoaded",e),r.disconnect(),this.childrenConnectedCallback()},r=new MutationObserver(()=>{var n;((n=this.lastChild)==null?void 0:n.nodeType)===Node.COMMENT_NODE&&this.lastChild.nodeValue==="astro:end"&&(this.lastChild.remove(),e())});r.observe(this,{childList:!0}),document.addEventListener("DOMContentLoaded",e)}}async childrenConnectedCallback(){let e=this.getAttribute("before-hydration-url");e&&await import(e),this.start()}getRetryImportUrl(e){let r=new URL(e,document.baseURI);return r.searchParams.set("astro-retry",Date.now().toString()),r.toString()}async importWithRetry(e){try{return await import(e)}catch(r){return await new Promise(n=>setTimeout(n,1e3)),import(this.getRetryImportUrl(e))}}handleHydrationError(e){let r=this.getAttribute("component-url"),n=new CustomEvent("astro:hydration-error",{cancelable:!0,bubbles:!0,composed:!0,detail:{error:e,componentUrl:r}});this.dispatchEvent(n)&&console.error(\`[astro-island] Error hydrating \${r}\`,e)}async start(){let e=JSON.parse(this.getAttribute("opts")),r=this.getAttribute("client");if(Astro[r]===void 0){window.addEventListener(\`astro:\${r}\`,()=>this.start(),{once:!0});return}try{await Astro[r](async()=>{let n=this.getAttribute("renderer-url");try{let[d,{default:u}]=await Promise.all([this.importWithRetry(this.getAttribute("component-url")),n?this.importWithRetry(n):Promise.resolve({default:()=>()=>{}})]),h=this.getAttribute("component-export")||"default";if(h.includes(".")){this.Component=d;for(let m of h.split(".")){if(E.has(m)||!this.Component||typeof this.Component!="object"&&typeof this.Component!="function"||!Object.hasOwn(this.Component,m))throw new Error(\`Invalid component export path: \${h}\`);this.Component=this.Component[m]}}else{if(E.has(h))throw new Error(\`Invalid component export path: \${h}\`);this.Component=d[h]}return this.hydrator=u,this.hydrate}catch(d){return this.handleHydrationError(d),()=>{}}},e,this)}catch(n){this.handleHydrationError(n)}}attributeChangedCallback(){this.hydrate()}}l(f,"observedAttributes",["props"]),customElements.get("astro-island")||customElements.define("astro-island",f)}})();`;
// node_modules/astro/dist/runtime/server/astro-island-styles.js
var ISLAND_STYLES = "astro-island,astro-slot,astro-static-slot{display:contents}";
// node_modules/astro/dist/runtime/server/scripts.js
function determineIfNeedsHydrationScript(result) {
	if (result._metadata.templateDepth > 0) return !result._metadata.hasHydrationScript;
	if (result._metadata.hasHydrationScript) return false;
	return result._metadata.hasHydrationScript = true;
}
function determinesIfNeedsDirectiveScript(result, directive) {
	if (result._metadata.templateDepth > 0) return !result._metadata.hasDirectives.has(directive);
	if (result._metadata.hasDirectives.has(directive)) return false;
	result._metadata.hasDirectives.add(directive);
	return true;
}
function getDirectiveScriptText(result, directive) {
	const clientDirective = result.clientDirectives.get(directive);
	if (!clientDirective) throw new Error(`Unknown directive: ${directive}`);
	return clientDirective;
}
function getPrescripts(result, type, directive) {
	switch (type) {
		case "both": return `<style>${ISLAND_STYLES}</style><script>${getDirectiveScriptText(result, directive)}<\/script><script>${astro_island_prebuilt_default}<\/script>`;
		case "directive": return `<script>${getDirectiveScriptText(result, directive)}<\/script>`;
	}
}
// node_modules/astro/dist/core/head-propagation/buffer.js
async function collectPropagatedHeadParts(input) {
	const collectedHeadParts = [];
	const pendingSlotEvaluations = input.result._metadata?.pendingSlotEvaluations ?? [];
	const drainPendingSlots = async () => {
		while (pendingSlotEvaluations.length > 0) {
			const batch = pendingSlotEvaluations.splice(0, pendingSlotEvaluations.length);
			await Promise.all(batch);
		}
	};
	await drainPendingSlots();
	for (const propagator of input.propagators) {
		const returnValue = await propagator.init(input.result);
		if (input.isHeadAndContent(returnValue) && returnValue.head) collectedHeadParts.push(returnValue.head);
		await drainPendingSlots();
	}
	return collectedHeadParts;
}
// node_modules/astro/dist/core/head-propagation/policy.js
function shouldRenderHeadInstruction(state) {
	return !state.hasRenderedHead && !state.partial;
}
function shouldRenderMaybeHeadInstruction(state) {
	return !state.hasRenderedHead && !state.headInTree && !state.partial;
}
function shouldRenderInstruction$1(type, state) {
	return type === "head" ? shouldRenderHeadInstruction(state) : shouldRenderMaybeHeadInstruction(state);
}
// node_modules/astro/dist/runtime/server/render/head-propagation/runtime.js
function registerIfPropagating(result, factory, instance) {
	if (factory.propagation === "self" || factory.propagation === "in-tree") {
		result._metadata.propagators.add(instance);
		return;
	}
	if (factory.moduleId) {
		const hint = result.componentMetadata.get(factory.moduleId)?.propagation;
		if (isPropagatingHint(hint ?? "none")) result._metadata.propagators.add(instance);
	}
}
async function bufferPropagatedHead(result) {
	const collected = await collectPropagatedHeadParts({
		propagators: result._metadata.propagators,
		result,
		isHeadAndContent
	});
	result._metadata.extraHead.push(...collected);
}
function shouldRenderInstruction(type, state) {
	return shouldRenderInstruction$1(type, state);
}
function getInstructionRenderState(result) {
	return {
		hasRenderedHead: result._metadata.hasRenderedHead,
		headInTree: result._metadata.headInTree,
		partial: result.partial
	};
}
// node_modules/astro/dist/core/csp/runtime.js
function normalizeCspResourceEntry(entry) {
	if (typeof entry === "string") return {
		resource: entry,
		kind: "default"
	};
	return {
		resource: entry.resource,
		kind: entry.kind ?? "default"
	};
}
function normalizeCspHashEntry(entry) {
	if (typeof entry === "string") return {
		hash: entry,
		kind: "default"
	};
	return {
		hash: entry.hash,
		kind: entry.kind ?? "default"
	};
}
function partitionByKind(directive) {
	const groups = {
		default: {
			resources: [],
			hashes: []
		},
		element: {
			resources: [],
			hashes: []
		},
		attribute: {
			resources: [],
			hashes: []
		}
	};
	for (const entry of directive.resources) {
		const { resource, kind } = normalizeCspResourceEntry(entry);
		groups[kind].resources.push(resource);
	}
	for (const entry of directive.hashes) {
		const { hash, kind } = normalizeCspHashEntry(entry);
		groups[kind].hashes.push(hash);
	}
	return groups;
}
function deduplicateDirectiveValues(existingDirective, newDirective) {
	const [directiveName, ...existingValues] = existingDirective.split(/\s+/).filter(Boolean);
	const [newDirectiveName, ...newValues] = newDirective.split(/\s+/).filter(Boolean);
	if (directiveName !== newDirectiveName) return;
	return `${directiveName} ${Array.from(/* @__PURE__ */ new Set([...existingValues, ...newValues])).join(" ")}`;
}
function pushDirective(directives, newDirective) {
	if (directives.length === 0) return [newDirective];
	const finalDirectives = [];
	let matched = false;
	for (const directive of directives) {
		if (matched) {
			finalDirectives.push(directive);
			continue;
		}
		const result = deduplicateDirectiveValues(directive, newDirective);
		if (result) {
			finalDirectives.push(result);
			matched = true;
		} else finalDirectives.push(directive);
	}
	if (!matched) finalDirectives.push(newDirective);
	return finalDirectives;
}
// node_modules/astro/dist/runtime/server/render/csp.js
function renderCspContent(result) {
	const { scriptDirective, styleDirective, directives } = result;
	const script = partitionByKind(scriptDirective);
	const style = partitionByKind(styleDirective);
	const finalScriptHashes = /* @__PURE__ */ new Set();
	for (const scriptHash of script.default.hashes) finalScriptHashes.add(`'${scriptHash}'`);
	for (const scriptHash of result._metadata.extraScriptHashes) finalScriptHashes.add(`'${scriptHash}'`);
	const finalStyleHashes = /* @__PURE__ */ new Set();
	for (const styleHash of style.default.hashes) finalStyleHashes.add(`'${styleHash}'`);
	for (const styleHash of result._metadata.extraStyleHashes) finalStyleHashes.add(`'${styleHash}'`);
	let directivesContent;
	if (directives.length > 0) directivesContent = directives.join(";") + ";";
	const scriptResources = script.default.resources.length > 0 ? script.default.resources.join(" ") : "'self'";
	const styleResources = style.default.resources.length > 0 ? style.default.resources.join(" ") : "'self'";
	const scriptElementDefaultResource = script.default.resources.length > 0 ? "" : "'self'";
	const styleElementDefaultResource = style.default.resources.length > 0 ? "" : "'self'";
	const scriptElemActive = isEnabled(script.element);
	const styleElemActive = isEnabled(style.element);
	const strictDynamicSuffix = scriptDirective.strictDynamic ? ` 'strict-dynamic'` : "";
	const scriptDefaultHasUnsafeInline = hasUnsafeInline(script.default.resources);
	const styleDefaultHasUnsafeInline = hasUnsafeInline(style.default.resources);
	const scriptSrc = `script-src ${scriptResources} ${[...scriptElemActive || scriptDefaultHasUnsafeInline ? [] : [...finalScriptHashes], ...scriptDirective.strictDynamic ? [`'strict-dynamic'`] : []].join(" ")};`;
	const styleSrc = `style-src ${styleResources} ${(styleElemActive || styleDefaultHasUnsafeInline ? [] : [...finalStyleHashes]).join(" ")};`;
	const scriptSrcElem = scriptElemActive ? renderSpecificDirective("script-src-elem", script.element.resources, scriptElementDefaultResource, finalScriptHashes, script.element.hashes, strictDynamicSuffix) : void 0;
	const scriptSrcAttr = isEnabled(script.attribute) ? renderSpecificDirective("script-src-attr", script.attribute.resources, "'none'", void 0, script.attribute.hashes) : void 0;
	const styleSrcElem = styleElemActive ? renderSpecificDirective("style-src-elem", style.element.resources, styleElementDefaultResource, finalStyleHashes, style.element.hashes) : void 0;
	const styleSrcAttr = isEnabled(style.attribute) ? renderSpecificDirective("style-src-attr", style.attribute.resources, "'none'", void 0, style.attribute.hashes) : void 0;
	return [
		directivesContent,
		scriptSrc,
		scriptSrcElem,
		scriptSrcAttr,
		styleSrc,
		styleSrcElem,
		styleSrcAttr
	].filter(Boolean).join(" ");
}
function hasUnsafeInline(resources) {
	return resources.includes("'unsafe-inline'");
}
function isEnabled(sources) {
	return sources.resources.length > 0 || sources.hashes.length > 0;
}
function renderSpecificDirective(name, resources, defaultResource, sharedHashes, ownHashes, suffix = "") {
	const unsafeInline = hasUnsafeInline(resources);
	const hashes = new Set(unsafeInline ? void 0 : sharedHashes);
	if (!unsafeInline) for (const hash of ownHashes) hashes.add(`'${hash}'`);
	let finalResources;
	if (resources.length > 0) finalResources = resources.map((r) => `${r}`).join(" ");
	else if (defaultResource === "'none'" && hashes.size > 0) finalResources = "";
	else finalResources = defaultResource;
	return `${name} ${[finalResources, ...hashes].filter(Boolean).join(" ")}${suffix};`;
}
// node_modules/astro/dist/runtime/server/render/instruction.js
var RenderInstructionSymbol = /* @__PURE__ */ Symbol.for("astro:render");
function createRenderInstruction(instruction) {
	instruction[RenderInstructionSymbol] = true;
	return instruction;
}
function isRenderInstruction(chunk) {
	return chunk && typeof chunk === "object" && chunk[RenderInstructionSymbol];
}
function isScriptInstruction(chunk) {
	return chunk && typeof chunk === "object" && "type" in chunk && chunk.type === "script";
}
// node_modules/astro/dist/runtime/server/render/util.js
var voidElementNames = /^(area|base|br|col|command|embed|hr|img|input|keygen|link|meta|param|source|track|wbr)$/i;
var htmlBooleanAttributes = /^(?:allowfullscreen|async|autofocus|autoplay|checked|controls|default|defer|disabled|disablepictureinpicture|disableremoteplayback|formnovalidate|inert|loop|muted|nomodule|novalidate|open|playsinline|readonly|required|reversed|scoped|seamless|selected|itemscope)$/i;
var AMPERSAND_REGEX = /&/g;
var DOUBLE_QUOTE_REGEX = /"/g;
var STATIC_DIRECTIVES = /* @__PURE__ */ new Set(["set:html", "set:text"]);
var INVALID_ATTR_NAME_CHAR = /[\s"'>/=]/;
var toIdent = (k) => k.trim().replace(/(?!^)\b\w|\s+|\W+/g, (match, index) => {
	if (/\W/.test(match)) return "";
	return index === 0 ? match : match.toUpperCase();
});
var toAttributeString = (value, shouldEscape = true) => {
	if (!shouldEscape) return value;
	const str = String(value);
	if (!str.includes("&") && !str.includes("\"")) return str;
	return str.replace(AMPERSAND_REGEX, "&amp;").replace(DOUBLE_QUOTE_REGEX, "&quot;");
};
var kebab = (k) => k.toLowerCase() === k ? k : k.replace(/[A-Z]/g, (match) => `-${match.toLowerCase()}`);
var toStyleString = (obj) => {
	let output = "";
	for (const key of Object.keys(obj)) {
		const value = obj[key];
		if (!(typeof value === "string" && value.trim() || typeof value === "number")) continue;
		if (output) output += ";";
		output += key[0] !== "-" && key[1] !== "-" ? `${kebab(key)}:${value}` : `${key}:${value}`;
	}
	return output;
};
function defineScriptVars(vars) {
	let output = "";
	for (const [key, value] of Object.entries(vars)) output += `const ${toIdent(key)} = ${stringifyForScript(value)};
`;
	return markHTMLString(output);
}
function formatList(values) {
	if (values.length === 1) return values[0];
	return `${values.slice(0, -1).join(", ")} or ${values[values.length - 1]}`;
}
function isCustomElement(tagName) {
	return tagName.includes("-");
}
function handleBooleanAttribute(key, value, shouldEscape, tagName) {
	if (key === "popover") return markHTMLString(value ? ` ${key}` : "");
	if (tagName && isCustomElement(tagName)) return markHTMLString(` ${key}="${toAttributeString(value, shouldEscape)}"`);
	return markHTMLString(value ? ` ${key}` : "");
}
var ATTRIBUTE_KIND = {
	ORDINARY: 0,
	INVALID_NAME: 1,
	STATIC_DIRECTIVE: 2,
	CLASS_LIST: 3,
	STYLE: 4,
	CLASS_NAME: 5,
	BOOLEAN: 6,
	BOOLEAN_IF_BOOLEAN: 7
};
function classifyAttribute(key) {
	if (INVALID_ATTR_NAME_CHAR.test(key)) return ATTRIBUTE_KIND.INVALID_NAME;
	if (STATIC_DIRECTIVES.has(key)) return ATTRIBUTE_KIND.STATIC_DIRECTIVE;
	if (key === "class:list") return ATTRIBUTE_KIND.CLASS_LIST;
	if (key === "style") return ATTRIBUTE_KIND.STYLE;
	if (key === "className") return ATTRIBUTE_KIND.CLASS_NAME;
	if (htmlBooleanAttributes.test(key)) return ATTRIBUTE_KIND.BOOLEAN;
	if (key === "popover" || key === "download" || key === "hidden") return ATTRIBUTE_KIND.BOOLEAN_IF_BOOLEAN;
	return ATTRIBUTE_KIND.ORDINARY;
}
function addAttribute(value, key, shouldEscape = true, tagName = "") {
	if (value == null) return "";
	switch (classifyAttribute(key)) {
		case ATTRIBUTE_KIND.INVALID_NAME: return "";
		case ATTRIBUTE_KIND.STATIC_DIRECTIVE:
			console.warn(`[astro] The "${key}" directive cannot be applied dynamically at runtime. It will not be rendered as an attribute.

Make sure to use the static attribute syntax (\`${key}={value}\`) instead of the dynamic spread syntax (\`{...{ "${key}": value }}\`).`);
			return "";
		case ATTRIBUTE_KIND.CLASS_LIST: {
			const listValue = toAttributeString(clsx(value), shouldEscape);
			if (listValue === "") return "";
			return markHTMLString(` class="${listValue}"`);
		}
		case ATTRIBUTE_KIND.STYLE:
			if (!(value instanceof HTMLString)) {
				if (Array.isArray(value) && value.length === 2) return markHTMLString(` style="${toAttributeString(`${toStyleString(value[0])};${value[1]}`, shouldEscape)}"`);
				if (typeof value === "object") return markHTMLString(` style="${toAttributeString(toStyleString(value), shouldEscape)}"`);
			}
			break;
		case ATTRIBUTE_KIND.CLASS_NAME: return markHTMLString(` class="${toAttributeString(value, shouldEscape)}"`);
		case ATTRIBUTE_KIND.BOOLEAN: return handleBooleanAttribute(key, value, shouldEscape, tagName);
		case ATTRIBUTE_KIND.BOOLEAN_IF_BOOLEAN:
			if (typeof value === "boolean") return handleBooleanAttribute(key, value, shouldEscape, tagName);
			break;
		case ATTRIBUTE_KIND.ORDINARY:
	}
	if (value === "") return markHTMLString(` ${key}`);
	return markHTMLString(` ${key}="${toAttributeString(value, shouldEscape)}"`);
}
function spreadElementAttributes(values) {
	let output = "";
	for (const key of Object.keys(values)) {
		if (key === "children") continue;
		output += addAttribute(values[key], key, true);
	}
	return output;
}
function internalSpreadAttributes(values, shouldEscape = true, tagName) {
	let output = "";
	for (const key of Object.keys(values)) output += addAttribute(values[key], key, shouldEscape, tagName);
	return markHTMLString(output);
}
function renderElement$1(name, { props: _props, children = "" }, shouldEscape = true) {
	const { lang: _, "data-astro-id": astroId, "define:vars": defineVars, ...props } = _props;
	if (defineVars) {
		if (name === "style") {
			delete props["is:global"];
			delete props["is:scoped"];
		}
		if (name === "script") {
			delete props.hoist;
			children = defineScriptVars(defineVars) + "\n" + children;
		}
	}
	if ((children == null || children === "") && voidElementNames.test(name)) return `<${name}${internalSpreadAttributes(props, shouldEscape, name)}>`;
	return `<${name}${internalSpreadAttributes(props, shouldEscape, name)}>${children}</${name}>`;
}
var noop = () => {};
var BufferedRenderer = class {
	chunks = [];
	renderPromise;
	destination;
	/**
	* Determines whether buffer has been flushed
	* to the final destination.
	*/
	flushed = false;
	constructor(destination, renderFunction) {
		this.destination = destination;
		this.renderPromise = renderFunction(this);
		if (isPromise(this.renderPromise)) Promise.resolve(this.renderPromise).catch(noop);
	}
	write(chunk) {
		if (this.flushed) this.destination.write(chunk);
		else this.chunks.push(chunk);
	}
	flush() {
		if (this.flushed) throw new Error("The render buffer has already been flushed.");
		this.flushed = true;
		for (const chunk of this.chunks) this.destination.write(chunk);
		return this.renderPromise;
	}
};
function createBufferedRenderer(destination, renderFunction) {
	return new BufferedRenderer(destination, renderFunction);
}
var isNode = typeof process !== "undefined" && Object.prototype.toString.call(process) === "[object process]";
var isDeno = typeof Deno !== "undefined";
var isWorkerd = typeof navigator !== "undefined" && navigator.userAgent === "Cloudflare-Workers";
function promiseWithResolvers() {
	let resolve, reject;
	return {
		promise: new Promise((_resolve, _reject) => {
			resolve = _resolve;
			reject = _reject;
		}),
		resolve,
		reject
	};
}
// node_modules/astro/dist/runtime/server/render/head.js
function stablePropsKey(props) {
	const keys = Object.keys(props).sort();
	let result = "{";
	for (let i = 0; i < keys.length; i++) {
		if (i > 0) result += ",";
		result += JSON.stringify(keys[i]) + ":" + JSON.stringify(props[keys[i]]);
	}
	result += "}";
	return result;
}
function deduplicateElements(elements) {
	if (elements.length <= 1) return elements;
	const seen = /* @__PURE__ */ new Set();
	return elements.filter((item) => {
		const key = stablePropsKey(item.props) + item.children;
		if (seen.has(key)) return false;
		seen.add(key);
		return true;
	});
}
function renderAllHeadContent(result) {
	result._metadata.hasRenderedHead = true;
	let content = "";
	if (result.shouldInjectCspMetaTags && result.cspDestination === "meta") content += renderElement$1("meta", {
		props: {
			"http-equiv": "content-security-policy",
			content: renderCspContent(result)
		},
		children: ""
	}, false);
	const styles = deduplicateElements(Array.from(result.styles)).map((style) => style.props.rel === "stylesheet" ? renderElement$1("link", style) : renderElement$1("style", style));
	result.styles.clear();
	const scripts = deduplicateElements(Array.from(result.scripts)).map((script) => {
		if (result.userAssetsBase) script.props.src = (result.base === "/" ? "" : result.base) + result.userAssetsBase + script.props.src;
		return renderElement$1("script", script, false);
	});
	const links = deduplicateElements(Array.from(result.links)).map((link) => renderElement$1("link", link, false));
	const sep = result.compressHTML === true || result.compressHTML === "jsx" ? "" : "\n";
	content += styles.join(sep) + links.join(sep) + scripts.join(sep);
	if (result.speculationRulesContent) content += renderElement$1("script", {
		props: { type: "speculationrules" },
		children: result.speculationRulesContent
	}, false);
	content += result._metadata.extraHead.join("");
	return markHTMLString(content);
}
var HEAD_INSTRUCTION = Object.freeze(createRenderInstruction({ type: "head" }));
var MAYBE_HEAD_INSTRUCTION = Object.freeze(createRenderInstruction({ type: "maybe-head" }));
function renderHead() {
	return HEAD_INSTRUCTION;
}
function maybeRenderHead() {
	return MAYBE_HEAD_INSTRUCTION;
}
// node_modules/astro/dist/runtime/server/render/server-islands-shared.js
var SERVER_ISLAND_START = "[if astro]>server-island-start<![endif]";
// node_modules/astro/dist/runtime/server/render/astro/render-template.js
var renderTemplateResultSym = /* @__PURE__ */ Symbol.for("astro.renderTemplateResult");
var markedHtmlParts = /* @__PURE__ */ new WeakMap();
function markHtmlParts(htmlParts) {
	let marked = markedHtmlParts.get(htmlParts);
	if (marked === void 0) {
		marked = new Array(htmlParts.length);
		for (let i = 0; i < htmlParts.length; i++) marked[i] = htmlParts[i] ? markHTMLString(htmlParts[i]) : htmlParts[i];
		markedHtmlParts.set(htmlParts, marked);
	}
	return marked;
}
var RenderTemplateResult = class {
	[renderTemplateResultSym] = true;
	htmlParts;
	expressions;
	error;
	wrapped;
	constructor(htmlParts, expressions) {
		this.htmlParts = htmlParts;
		this.error = void 0;
		this.expressions = expressions;
	}
	catchExpressionError(index, expression) {
		if (this.wrapped?.has(index)) return expression;
		const wrapped = Promise.resolve(expression).catch((err) => {
			if (!this.error) {
				this.error = err;
				throw err;
			}
		});
		(this.wrapped ??= /* @__PURE__ */ new Set()).add(index);
		this.expressions[index] = wrapped;
		return wrapped;
	}
	render(destination) {
		const { expressions } = this;
		const htmlParts = markHtmlParts(this.htmlParts);
		for (let i = 0; i < htmlParts.length; i++) {
			const html = htmlParts[i];
			if (html) destination.write(html);
			if (i >= expressions.length) break;
			let exp = expressions[i];
			if (!(exp || exp === 0)) continue;
			if (isPromise(exp)) exp = this.catchExpressionError(i, exp);
			const result = renderChild(destination, exp);
			if (isPromise(result)) {
				const startIdx = i + 1;
				const remaining = expressions.length - startIdx;
				const flushers = new Array(remaining);
				for (let j = 0; j < remaining; j++) {
					let rExp = expressions[startIdx + j];
					if (isPromise(rExp)) rExp = this.catchExpressionError(startIdx + j, rExp);
					flushers[j] = createBufferedRenderer(destination, (bufferDestination) => {
						if (rExp || rExp === 0) return renderChild(bufferDestination, rExp);
					});
				}
				return result.then(() => {
					let k = 0;
					const iterate = () => {
						while (k < flushers.length) {
							const rHtml = htmlParts[startIdx + k];
							if (rHtml) destination.write(rHtml);
							const flushResult = flushers[k++].flush();
							if (isPromise(flushResult)) return flushResult.then(iterate);
						}
						const lastHtml = htmlParts[htmlParts.length - 1];
						if (lastHtml) destination.write(lastHtml);
					};
					return iterate();
				});
			}
		}
	}
};
function isRenderTemplateResult(obj) {
	return typeof obj === "object" && obj !== null && !!obj[renderTemplateResultSym];
}
function renderTemplate(htmlParts, ...expressions) {
	return new RenderTemplateResult(htmlParts, expressions);
}
// node_modules/astro/dist/runtime/server/render/slot.js
var slotString = /* @__PURE__ */ Symbol.for("astro:slot-string");
var SlotString = class extends HTMLString {
	instructions;
	/**
	* The slot's content as an ordered stream. Unlike `instructions` (which holds
	* position-independent instructions like head/hydration content), scripts are
	* kept inline here so they render at their original position instead of being
	* hoisted to the start of the slot output.
	*/
	chunks;
	[slotString];
	constructor(content, instructions, chunks = []) {
		super(content);
		this.instructions = instructions;
		this.chunks = chunks;
		this[slotString] = true;
	}
};
function isSlotString(str) {
	return !!str[slotString];
}
function mergeSlotInstructions(target, source) {
	if (source.instructions?.length) {
		target ??= [];
		target.push(...source.instructions);
	}
	return target;
}
var SlotRenderInstance = class {
	result;
	slotted;
	constructor(result, slotted) {
		this.result = result;
		this.slotted = slotted;
	}
	/** Must be called at most once per instance. */
	evaluate() {
		const { slotted } = this;
		return typeof slotted === "function" ? slotted(this.result) : slotted;
	}
	render(destination) {
		return renderChild(destination, this.evaluate());
	}
};
function renderSlot(result, slotted, fallback) {
	if (!slotted && fallback) return renderSlot(result, fallback);
	return new SlotRenderInstance(result, slotted);
}
async function renderSlotToString(result, slotted, fallback) {
	let content = "";
	let instructions = null;
	const chunks = [];
	await renderSlot(result, slotted, fallback).render({ write(chunk) {
		if (chunk instanceof SlotString) {
			content += chunk;
			if (chunk.chunks.length) chunks.push(...chunk.chunks);
			instructions = mergeSlotInstructions(instructions, chunk);
		} else if (chunk instanceof Response) return;
		else if (typeof chunk === "object" && "type" in chunk && typeof chunk.type === "string") {
			if (isScriptInstruction(chunk)) chunks.push(chunk);
			else {
				if (instructions === null) instructions = [];
				instructions.push(chunk);
			}
		} else {
			const str = chunkToString(result, chunk);
			content += str;
			chunks.push(str);
		}
	} });
	return markHTMLString(new SlotString(content, instructions, chunks));
}
async function renderSlots(result, slots = {}) {
	let slotInstructions = null;
	let children = {};
	if (slots) await Promise.all(Object.entries(slots).map(([key, value]) => renderSlotToString(result, value).then((output) => {
		if (output.instructions) {
			if (slotInstructions === null) slotInstructions = [];
			slotInstructions.push(...output.instructions);
		}
		if (output.chunks) {
			for (const part of output.chunks) if (typeof part !== "string") {
				if (slotInstructions === null) slotInstructions = [];
				slotInstructions.push(part);
			}
		}
		children[key] = output;
	})));
	return {
		slotInstructions,
		children
	};
}
function createSlotValueFromString(content) {
	return function() {
		return renderTemplate`${unescapeHTML(content)}`;
	};
}
// node_modules/astro/dist/runtime/server/render/server-islands.js
var internalProps = /* @__PURE__ */ new Set([
	"server:component-path",
	"server:component-export",
	"server:component-directive",
	"server:defer"
]);
function containsServerDirective(props) {
	return "server:component-directive" in props;
}
function createSearchParams(encryptedComponentExport, encryptedProps, slots) {
	const params = new URLSearchParams();
	params.set("e", encryptedComponentExport);
	params.set("p", encryptedProps);
	params.set("s", slots);
	return params;
}
function isWithinURLLimit(pathname, params) {
	return (pathname + "?" + params.toString()).length < 2048;
}
var ServerIslandComponent = class {
	result;
	props;
	slots;
	displayName;
	hostId;
	islandContent;
	componentPath;
	componentExport;
	componentId;
	constructor(result, props, slots, displayName) {
		this.result = result;
		this.props = props;
		this.slots = slots;
		this.displayName = displayName;
	}
	async init() {
		const content = await this.getIslandContent();
		if (this.result.cspDestination) {
			this.result._metadata.extraScriptHashes.push(await generateCspDigest(SERVER_ISLAND_REPLACER, this.result.cspAlgorithm));
			const contentDigest = await generateCspDigest(content, this.result.cspAlgorithm);
			this.result._metadata.extraScriptHashes.push(contentDigest);
		}
		return createThinHead();
	}
	async render(destination) {
		const hostId = await this.getHostId();
		const islandContent = await this.getIslandContent();
		destination.write(createRenderInstruction({ type: "server-island-runtime" }));
		destination.write(`<!--${SERVER_ISLAND_START}-->`);
		for (const name in this.slots) if (name === "fallback") await renderChild(destination, this.slots.fallback(this.result));
		destination.write(`<script type="module" data-astro-rerun data-island-id="${hostId}">${islandContent}<\/script>`);
	}
	getComponentPath() {
		if (this.componentPath) return this.componentPath;
		const componentPath = this.props["server:component-path"];
		if (!componentPath) throw new Error(`Could not find server component path`);
		this.componentPath = componentPath;
		return componentPath;
	}
	getComponentExport() {
		if (this.componentExport) return this.componentExport;
		const componentExport = this.props["server:component-export"];
		if (!componentExport) throw new Error(`Could not find server component export`);
		this.componentExport = componentExport;
		return componentExport;
	}
	async getHostId() {
		if (!this.hostId) this.hostId = await crypto.randomUUID();
		return this.hostId;
	}
	async getIslandContent() {
		if (this.islandContent) return this.islandContent;
		const componentPath = this.getComponentPath();
		const componentExport = this.getComponentExport();
		let componentId = (await this.result.getServerIslandNameMap()).get(componentPath);
		if (!componentId) throw new Error(`Could not find server component name ${componentPath}`);
		for (const key2 of Object.keys(this.props)) if (internalProps.has(key2)) delete this.props[key2];
		const renderedSlots = {};
		for (const name in this.slots) if (name !== "fallback") {
			const content = await renderSlotToString(this.result, this.slots[name]);
			const slotContent = content;
			let slotHtml = "";
			if (slotContent.chunks?.length) for (const part of slotContent.chunks) slotHtml += typeof part === "string" ? part : part.content;
			else slotHtml = content.toString();
			renderedSlots[name] = slotHtml;
		}
		const key = await this.result.key;
		const componentExportEncrypted = await encryptString(key, componentExport, `export:${componentId}`);
		const propsEncrypted = Object.keys(this.props).length === 0 ? "" : await encryptString(key, JSON.stringify(this.props), `props:${componentId}`);
		const slotsEncrypted = Object.keys(renderedSlots).length === 0 ? "" : await encryptString(key, JSON.stringify(renderedSlots), `slots:${componentId}`);
		const hostId = await this.getHostId();
		const slash = this.result.base.endsWith("/") ? "" : "/";
		let serverIslandUrl = `${this.result.base}${slash}_server-islands/${componentId}${this.result.trailingSlash === "always" ? "/" : ""}`;
		const potentialSearchParams = createSearchParams(componentExportEncrypted, propsEncrypted, slotsEncrypted);
		const useGETRequest = isWithinURLLimit(serverIslandUrl, potentialSearchParams);
		if (useGETRequest) {
			serverIslandUrl += "?" + potentialSearchParams.toString();
			this.result._metadata.extraHead.push(markHTMLString(`<link rel="preload" as="fetch" href="${toAttributeString(serverIslandUrl)}" crossorigin="anonymous">`));
		}
		const headersJson = stringifyForScript(this.result.internalFetchHeaders || {});
		const serverIslandUrlJson = stringifyForScript(serverIslandUrl);
		const method = useGETRequest ? `const headers = new Headers(${headersJson});
let response = await fetch(${serverIslandUrlJson}, { headers });` : `let data = {
	encryptedComponentExport: ${stringifyForScript(componentExportEncrypted)},
	encryptedProps: ${stringifyForScript(propsEncrypted)},
	encryptedSlots: ${stringifyForScript(slotsEncrypted)},
};
const headers = new Headers({ 'Content-Type': 'application/json', ...${headersJson} });
let response = await fetch(${serverIslandUrlJson}, {
	method: 'POST',
	body: JSON.stringify(data),
	headers,
});`;
		this.islandContent = `${method}replaceServerIsland(${stringifyForScript(hostId)}, response);`;
		return this.islandContent;
	}
};
var renderServerIslandRuntime = () => {
	return `<script>${SERVER_ISLAND_REPLACER}<\/script>`;
};
var SERVER_ISLAND_REPLACER = markHTMLString(`async function replaceServerIsland(id, r) {
	let s = document.querySelector(\`script[data-island-id="\${id}"]\`);
	// If there's no matching script, or the request fails then return
	if (!s || r.status !== 200 || r.headers.get('content-type')?.split(';')[0].trim() !== 'text/html') return;
	// Load the HTML before modifying the DOM in case of errors
	let html = await r.text();
	// Remove any placeholder content before the island script
	while (s.previousSibling && s.previousSibling.nodeType !== 8 && s.previousSibling.data !== '${SERVER_ISLAND_START}')
		s.previousSibling.remove();
	s.previousSibling?.remove();
	// Insert the new HTML
	s.before(document.createRange().createContextualFragment(html));
	// Remove the script. Prior to v5.4.2, this was the trick to force rerun of scripts.  Keeping it to minimize change to the existing behavior.
	s.remove();
}`.split("\n").map((line) => line.trim()).filter((line) => line && !line.startsWith("//")).join(" "));
// node_modules/astro/dist/runtime/server/render/common.js
var Fragment = /* @__PURE__ */ Symbol.for("astro:fragment");
var Renderer = /* @__PURE__ */ Symbol.for("astro:renderer");
var encoder = new TextEncoder();
var decoder = new TextDecoder();
function stringifyChunk(result, chunk) {
	if (typeof chunk === "string") return chunk;
	if (isRenderInstruction(chunk)) {
		const instruction = chunk;
		switch (instruction.type) {
			case "directive": {
				const { hydration } = instruction;
				const needsHydrationScript = hydration && determineIfNeedsHydrationScript(result);
				const needsDirectiveScript = hydration && determinesIfNeedsDirectiveScript(result, hydration.directive);
				if (needsHydrationScript) return markHTMLString(getPrescripts(result, "both", hydration.directive));
				else if (needsDirectiveScript) return markHTMLString(getPrescripts(result, "directive", hydration.directive));
				else return "";
			}
			case "head":
				if (!shouldRenderInstruction("head", getInstructionRenderState(result))) return "";
				return renderAllHeadContent(result);
			case "maybe-head":
				if (!shouldRenderInstruction("maybe-head", getInstructionRenderState(result))) return "";
				return renderAllHeadContent(result);
			case "renderer-hydration-script": {
				const { rendererSpecificHydrationScripts } = result._metadata;
				const { rendererName } = instruction;
				if (result._metadata.templateDepth > 0) return instruction.render();
				if (!rendererSpecificHydrationScripts.has(rendererName)) {
					rendererSpecificHydrationScripts.add(rendererName);
					return instruction.render();
				}
				return "";
			}
			case "server-island-runtime":
				if (result._metadata.templateDepth > 0) return renderServerIslandRuntime();
				if (result._metadata.hasRenderedServerIslandRuntime) return "";
				result._metadata.hasRenderedServerIslandRuntime = true;
				return renderServerIslandRuntime();
			case "script": {
				const { id, content } = instruction;
				if (result._metadata.templateDepth > 0) return content;
				if (result._metadata.renderedScripts.has(id)) return "";
				result._metadata.renderedScripts.add(id);
				return content;
			}
			case "template-enter":
				result._metadata.templateDepth++;
				return "";
			case "template-exit":
				if (result._metadata.templateDepth <= 0) throw new Error("Unexpected template-exit instruction without a matching template-enter. This may indicate that the compiler emitted unbalanced template boundaries, or that a component manually injected a template-exit render instruction.");
				result._metadata.templateDepth--;
				return "";
			default: throw new Error(`Unknown chunk type: ${chunk.type}`);
		}
	} else if (chunk instanceof Response) return "";
	else if (isSlotString(chunk)) {
		let out = "";
		const c = chunk;
		if (c.instructions) for (const instr of c.instructions) out += stringifyChunk(result, instr);
		if (c.chunks.length) for (const part of c.chunks) out += typeof part === "string" ? part : stringifyChunk(result, part);
		else out += chunk.toString();
		return out;
	}
	return chunk.toString();
}
function chunkToString(result, chunk) {
	if (ArrayBuffer.isView(chunk)) return decoder.decode(chunk);
	else return stringifyChunk(result, chunk);
}
function chunkToByteArray(result, chunk) {
	if (ArrayBuffer.isView(chunk)) return chunk;
	else {
		const stringified = stringifyChunk(result, chunk);
		return encoder.encode(stringified.toString());
	}
}
function chunkToByteArrayOrString(result, chunk) {
	if (ArrayBuffer.isView(chunk)) return chunk;
	else return stringifyChunk(result, chunk).toString();
}
function isRenderInstance(obj) {
	return typeof obj === "object" && obj !== null && typeof obj.render === "function";
}
// node_modules/astro/dist/runtime/server/render/any.js
function renderChild(destination, child) {
	if (typeof child === "string") {
		destination.write(markHTMLString(escapeHTML(child)));
		return;
	}
	if (isRenderInstruction(child)) {
		destination.write(child);
		return;
	}
	if (isPromise(child)) return child.then((x) => renderChild(destination, x));
	if (isRenderInstance(child)) return child.render(destination);
	if (child instanceof SlotString) {
		destination.write(child);
		return;
	}
	if (isHTMLString(child)) {
		destination.write(child);
		return;
	}
	if (!child && child !== 0) return;
	if (Array.isArray(child)) return renderArray(destination, child);
	if (typeof child === "function") return renderChild(destination, child());
	if (ArrayBuffer.isView(child)) {
		destination.write(child);
		return;
	}
	if (typeof child === "object" && (Symbol.asyncIterator in child || Symbol.iterator in child)) {
		if (Symbol.asyncIterator in child) return renderAsyncIterable(destination, child);
		return renderIterable(destination, child);
	}
	destination.write(child);
}
function renderArray(destination, children) {
	for (let i = 0; i < children.length; i++) {
		const result = renderChild(destination, children[i]);
		if (isPromise(result)) {
			if (i + 1 >= children.length) return result;
			const remaining = children.length - i - 1;
			const flushers = new Array(remaining);
			for (let j = 0; j < remaining; j++) flushers[j] = createBufferedRenderer(destination, (bufferDestination) => {
				return renderChild(bufferDestination, children[i + 1 + j]);
			});
			return result.then(() => {
				let k = 0;
				const iterate = () => {
					while (k < flushers.length) {
						const flushResult = flushers[k++].flush();
						if (isPromise(flushResult)) return flushResult.then(iterate);
					}
				};
				return iterate();
			});
		}
	}
}
function renderIterable(destination, children) {
	const iterator = children[Symbol.iterator]();
	const iterate = () => {
		for (;;) {
			const { value, done } = iterator.next();
			if (done) break;
			const result = renderChild(destination, value);
			if (isPromise(result)) return result.then(iterate);
		}
	};
	return iterate();
}
async function renderAsyncIterable(destination, children) {
	for await (const value of children) await renderChild(destination, value);
}
// node_modules/astro/dist/runtime/server/render/astro/instance.js
var astroComponentInstanceSym = /* @__PURE__ */ Symbol.for("astro.componentInstance");
var CLIENT_DIRECTIVE_PREFIX = "client:";
var AstroComponentInstance = class {
	[astroComponentInstanceSym] = true;
	result;
	props;
	slotValues;
	factory;
	returnValue;
	constructor(result, props, slots, factory) {
		this.result = result;
		this.props = props;
		this.factory = factory;
		this.slotValues = slots;
		for (const name in slots) {
			if (this.slotValues === slots) this.slotValues = {};
			let didRender = false;
			let value = slots[name](result);
			if (result._metadata.routeHasPropagation && isPromise(value)) result._metadata.pendingSlotEvaluations.push(value);
			this.slotValues[name] = () => {
				if (!didRender) {
					didRender = true;
					return value;
				}
				return slots[name](result);
			};
		}
	}
	init(result) {
		if (this.returnValue !== void 0) return this.returnValue;
		this.returnValue = this.factory(result, this.props, this.slotValues);
		if (isPromise(this.returnValue)) this.returnValue.then((resolved) => {
			this.returnValue = resolved;
		}).catch(() => {});
		return this.returnValue;
	}
	render(destination) {
		const returnValue = this.init(this.result);
		if (isPromise(returnValue)) return returnValue.then((x) => this.renderImpl(destination, x));
		return this.renderImpl(destination, returnValue);
	}
	renderImpl(destination, returnValue) {
		if (isHeadAndContent(returnValue)) return returnValue.content.render(destination);
		else return renderChild(destination, returnValue);
	}
};
function validateComponentProps(props, clientDirectives, displayName) {
	if (props != null) {
		for (const prop in props) if (prop.startsWith(CLIENT_DIRECTIVE_PREFIX) && clientDirectives.has(prop.slice(7))) console.warn(`You are attempting to render <${displayName} ${prop} />, but ${displayName} is an Astro component. Astro components do not render in the client and should not have a hydration directive. Please use a framework component for client rendering.`);
	}
}
function createAstroComponentInstance(result, displayName, factory, props, slots = {}) {
	validateComponentProps(props, result.clientDirectives, displayName);
	const instance = new AstroComponentInstance(result, props, slots, factory);
	registerIfPropagating(result, factory, instance);
	return instance;
}
function isAstroComponentInstance(obj) {
	return typeof obj === "object" && obj !== null && !!obj[astroComponentInstanceSym];
}
// node_modules/astro/dist/runtime/server/render/streaming.js
var ClientOnlyPlaceholder$1 = "astro-client-only";
var TemplateFrame = class {
	/** The RenderTemplateResult this frame walks. */
	templateResult;
	/** Resume position: the next `htmlParts`/`expressions` index to process. */
	cursor;
	constructor(templateResult) {
		this.templateResult = templateResult;
		this.cursor = 0;
	}
	storeCursor(index) {
		this.cursor = index;
	}
};
var StreamingRenderState = class {
	pendingStaticOutput = "";
	isBuffering = false;
	bufferedStaticOutput = "";
	appendStatic(output) {
		if (!output) return;
		if (this.isBuffering) this.bufferedStaticOutput += output;
		else this.pendingStaticOutput += output;
	}
};
async function renderStreaming(root, result, destination) {
	const stack = [root];
	const openTagCache = /* @__PURE__ */ new Map();
	const closeTagCache = /* @__PURE__ */ new Map();
	const closeTagFor = (type) => {
		let tag = closeTagCache.get(type);
		if (tag === void 0) {
			tag = new HTMLString(`</${type}>`);
			closeTagCache.set(type, tag);
		}
		return tag;
	};
	const streamingState = new StreamingRenderState();
	let firstAsyncRender = null;
	const bufferedTail = [];
	const flushBufferedStaticOutput = () => {
		if (streamingState.bufferedStaticOutput) {
			bufferedTail.push(streamingState.bufferedStaticOutput);
			streamingState.bufferedStaticOutput = "";
		}
	};
	const renderDynamic = (node) => (d) => {
		if (isVNode(node)) return renderJSX(result, node).then((out) => renderChild(d, out));
		return renderChild(d, node);
	};
	const handleVNode = (vnode) => {
		const type = vnode.type;
		if (!type) throw new Error(`Unable to render ${result.pathname} because it contains an undefined Component!
Did you forget to import the component or is it possible there is a typo?`);
		if (type === Fragment) {
			stack.push(vnode.props?.children);
			return;
		}
		if (isAstroComponentFactory(type)) {
			const props = {};
			const slots = {};
			for (const [key, value] of Object.entries(vnode.props ?? {})) if (key === "children" || value && typeof value === "object" && value["$$slot"]) slots[key === "children" ? "default" : key] = () => renderJSX(result, value);
			else props[key] = value;
			const displayName = type.name || "Anonymous";
			if (containsServerDirective(props)) {
				const island = new ServerIslandComponent(result, props, slots, displayName);
				result._metadata.propagators.add(island);
				stack.push(island);
				return;
			}
			stack.push(createAstroComponentInstance(result, displayName, type, props, slots));
			return;
		}
		if (typeof type === "string" && type !== ClientOnlyPlaceholder$1) {
			const props = vnode.props;
			let hasAttrs = false;
			if (props) {
				for (const key in props) if (key !== "children") {
					hasAttrs = true;
					break;
				}
			}
			const children = props?.children;
			const isVoid = (children == null || children === "") && voidElementNames.test(type);
			if (!hasAttrs) {
				const key = isVoid ? `${type}/` : type;
				let openTag = openTagCache.get(key);
				if (openTag === void 0) {
					openTag = isVoid ? `<${type}/>` : `<${type}>`;
					openTagCache.set(key, openTag);
				}
				streamingState.appendStatic(openTag);
				if (!isVoid) stack.push(closeTagFor(type));
			} else {
				const attrs = spreadElementAttributes(props);
				if (isVoid) {
					streamingState.appendStatic(`<${type}${attrs}/>`);
					return;
				}
				streamingState.appendStatic(`<${type}${attrs}>`);
				stack.push(closeTagFor(type));
			}
			if (!isVoid && children != null && children !== "") {
				if (typeof children === "string" && type === "style") stack.push(markHTMLString(escapeStyleText(children)));
				else stack.push(children);
			}
			return;
		}
		if (typeof type === "function" && vnode.props?.["server:root"]) {
			stack.push(type(vnode.props ?? {}));
			return;
		}
		stack.push(renderJSX(result, vnode));
	};
	while (stack.length > 0) {
		const node = stack.pop();
		if (node == null || node === false) continue;
		if (node instanceof TemplateFrame) {
			const htmlParts = node.templateResult.htmlParts;
			const expressions = node.templateResult.expressions;
			let i = node.cursor;
			while (i < htmlParts.length) {
				if (htmlParts[i]) streamingState.appendStatic(htmlParts[i]);
				if (i >= expressions.length) break;
				const expression = expressions[i];
				i++;
				if (expression == null || expression === false) continue;
				const expressionType = typeof expression;
				if (expressionType === "string") {
					streamingState.appendStatic(escapeHTML(expression));
					continue;
				}
				if (expressionType === "number" || expressionType === "bigint" || expressionType === "boolean") {
					streamingState.appendStatic(String(expression));
					continue;
				}
				if (expression instanceof HTMLString || isHTMLString(expression)) {
					if (!(expression instanceof SlotString)) {
						streamingState.appendStatic(expression.toString());
						continue;
					}
				}
				node.storeCursor(i);
				stack.push(node);
				stack.push(isPromise(expression) ? node.templateResult.catchExpressionError(i - 1, expression) : expression);
				break;
			}
			continue;
		}
		const nodeType = typeof node;
		if (nodeType === "string") {
			streamingState.appendStatic(escapeHTML(node));
			continue;
		}
		if (nodeType === "number" || nodeType === "bigint" || nodeType === "boolean") {
			streamingState.appendStatic(String(node));
			continue;
		}
		if (node instanceof HTMLString || isHTMLString(node)) {
			if (!(node instanceof SlotString)) {
				streamingState.appendStatic(node.toString());
				continue;
			}
		}
		if (Array.isArray(node)) {
			for (let i = node.length - 1; i >= 0; i--) stack.push(node[i]);
			continue;
		}
		if (isRenderTemplateResult(node)) {
			stack.push(new TemplateFrame(node));
			continue;
		}
		if (isVNode(node)) {
			handleVNode(node);
			continue;
		}
		if (node instanceof SlotRenderInstance) {
			stack.push(node.evaluate());
			continue;
		}
		if (isAstroComponentInstance(node)) {
			const returnValue = node.init(result);
			if (!isPromise(returnValue)) {
				stack.push(isHeadAndContent(returnValue) ? returnValue.content : returnValue);
				continue;
			}
		}
		if (!streamingState.isBuffering) {
			if (streamingState.pendingStaticOutput) {
				destination.write(streamingState.pendingStaticOutput);
				streamingState.pendingStaticOutput = "";
			}
			const rendered = renderDynamic(node)(destination);
			if (isPromise(rendered)) {
				streamingState.isBuffering = true;
				firstAsyncRender = rendered;
			}
		} else {
			flushBufferedStaticOutput();
			bufferedTail.push(createBufferedRenderer(destination, renderDynamic(node)));
		}
	}
	if (!streamingState.isBuffering) {
		if (streamingState.pendingStaticOutput) destination.write(streamingState.pendingStaticOutput);
		return;
	}
	await firstAsyncRender;
	flushBufferedStaticOutput();
	for (const segment of bufferedTail) if (typeof segment === "string") destination.write(segment);
	else {
		const flushResult = segment.flush();
		if (isPromise(flushResult)) await flushResult;
	}
}
// node_modules/astro/dist/runtime/server/render/astro/render.js
var DOCTYPE_EXP = /<!doctype html/i;
async function renderStreamToString(result, templateResult, isPage) {
	let str = "";
	let renderedFirstPageChunk = false;
	if (isPage) await bufferHeadContent(result);
	await renderStreaming(templateResult, result, { write(chunk) {
		if (isPage && !renderedFirstPageChunk) {
			renderedFirstPageChunk = true;
			if (!result.partial && !DOCTYPE_EXP.test(String(chunk))) {
				const doctype = result.compressHTML ? "<!DOCTYPE html>" : "<!DOCTYPE html>\n";
				str += doctype;
			}
		}
		if (chunk instanceof Response) return;
		str += chunkToString(result, chunk);
	} });
	return str;
}
async function renderStreamToStream(result, templateResult, isPage, route) {
	let renderedFirstPageChunk = false;
	if (isPage) await bufferHeadContent(result);
	return new ReadableStream({
		start(controller) {
			const destination = { write(chunk) {
				if (isPage && !renderedFirstPageChunk) {
					renderedFirstPageChunk = true;
					if (!result.partial && !DOCTYPE_EXP.test(String(chunk))) {
						const doctype = result.compressHTML ? "<!DOCTYPE html>" : "<!DOCTYPE html>\n";
						controller.enqueue(encoder.encode(doctype));
					}
				}
				if (chunk instanceof Response) throw new AstroError({ ...ResponseSentError });
				const bytes = chunkToByteArray(result, chunk);
				controller.enqueue(bytes);
			} };
			(async () => {
				try {
					await renderStreaming(templateResult, result, destination);
					controller.close();
				} catch (e) {
					if (AstroError.is(e) && !e.loc) e.setLocation({ file: route?.component });
					setTimeout(() => controller.error(e), 0);
				}
			})();
		},
		cancel() {
			result.cancelled = true;
		}
	});
}
async function renderStreamToAsyncIterable(result, templateResult, isPage, _route) {
	let renderedFirstPageChunk = false;
	let error = null;
	let next = null;
	const buffer = [];
	let hasBytes = false;
	let lastIsString = false;
	let renderingComplete = false;
	if (isPage) await bufferHeadContent(result);
	const iterator = {
		async next() {
			if (result.cancelled) return {
				done: true,
				value: void 0
			};
			if (next !== null) await next.promise;
			else if (!renderingComplete && !buffer.length) {
				next = promiseWithResolvers();
				await next.promise;
			}
			if (!renderingComplete) next = promiseWithResolvers();
			if (error) throw error;
			let mergedArray;
			if (!hasBytes) {
				let text = "";
				for (let i = 0, len = buffer.length; i < len; i++) text += buffer[i];
				mergedArray = encoder.encode(text);
			} else {
				let length = 0;
				let stringToEncode = "";
				for (let i = 0, len = buffer.length; i < len; i++) {
					const bufferEntry = buffer[i];
					if (typeof bufferEntry === "string") {
						const nextIsString = i + 1 < len && typeof buffer[i + 1] === "string";
						stringToEncode += bufferEntry;
						if (!nextIsString) {
							const encoded = encoder.encode(stringToEncode);
							length += encoded.length;
							stringToEncode = "";
							buffer[i] = encoded;
						} else buffer[i] = "";
					} else length += bufferEntry.length;
				}
				mergedArray = new Uint8Array(length);
				let offset = 0;
				for (let i = 0, len = buffer.length; i < len; i++) {
					const item = buffer[i];
					if (item === "") continue;
					mergedArray.set(item, offset);
					offset += item.length;
				}
			}
			buffer.length = 0;
			hasBytes = false;
			lastIsString = false;
			return {
				done: mergedArray.length === 0 && renderingComplete,
				value: mergedArray
			};
		},
		async return() {
			result.cancelled = true;
			return {
				done: true,
				value: void 0
			};
		}
	};
	const destination = { write(chunk) {
		if (isPage && !renderedFirstPageChunk) {
			renderedFirstPageChunk = true;
			if (!result.partial && !DOCTYPE_EXP.test(String(chunk))) {
				const doctype = result.compressHTML ? "<!DOCTYPE html>" : "<!DOCTYPE html>\n";
				buffer.push(doctype);
				lastIsString = true;
			}
		}
		if (chunk instanceof Response) throw new AstroError(ResponseSentError);
		const bytes = chunkToByteArrayOrString(result, chunk);
		if (bytes.length > 0) {
			if (typeof bytes === "string") {
				if (lastIsString) buffer[buffer.length - 1] = buffer[buffer.length - 1] + bytes;
				else {
					buffer.push(bytes);
					lastIsString = true;
				}
			} else {
				buffer.push(bytes);
				hasBytes = true;
				lastIsString = false;
			}
			next?.resolve();
		} else if (buffer.length > 0) next?.resolve();
	} };
	toPromise(() => renderStreaming(templateResult, result, destination)).catch((err) => {
		error = err;
	}).finally(() => {
		renderingComplete = true;
		next?.resolve();
	});
	return { [Symbol.asyncIterator]() {
		return iterator;
	} };
}
async function renderToString(result, componentFactory, props, children, isPage = false, route) {
	const templateResult = await callComponentAsTemplateResultOrResponse(result, componentFactory, props, children, route);
	if (templateResult instanceof Response) return templateResult;
	return await renderStreamToString(result, templateResult, isPage);
}
async function renderToReadableStream(result, componentFactory, props, children, isPage = false, route) {
	const templateResult = await callComponentAsTemplateResultOrResponse(result, componentFactory, props, children, route);
	if (templateResult instanceof Response) return templateResult;
	return await renderStreamToStream(result, templateResult, isPage, route);
}
async function callComponentAsTemplateResultOrResponse(result, componentFactory, props, children, route) {
	const factoryResult = await componentFactory(result, props, children);
	if (factoryResult instanceof Response) return factoryResult;
	else if (isHeadAndContent(factoryResult)) {
		if (!isRenderTemplateResult(factoryResult.content)) throw new AstroError({
			...OnlyResponseCanBeReturned,
			message: OnlyResponseCanBeReturned.message(route?.route, typeof factoryResult),
			location: { file: route?.component }
		});
		return factoryResult.content;
	} else if (!isRenderTemplateResult(factoryResult)) throw new AstroError({
		...OnlyResponseCanBeReturned,
		message: OnlyResponseCanBeReturned.message(route?.route, typeof factoryResult),
		location: { file: route?.component }
	});
	return factoryResult;
}
async function bufferHeadContent(result) {
	await bufferPropagatedHead(result);
}
async function renderToAsyncIterable(result, componentFactory, props, children, isPage = false, route) {
	const templateResult = await callComponentAsTemplateResultOrResponse(result, componentFactory, props, children, route);
	if (templateResult instanceof Response) return templateResult;
	return await renderStreamToAsyncIterable(result, templateResult, isPage, route);
}
function toPromise(fn) {
	try {
		const result = fn();
		return isPromise(result) ? result : Promise.resolve(result);
	} catch (err) {
		return Promise.reject(err);
	}
}
// node_modules/astro/dist/runtime/server/render/dom.js
function componentIsHTMLElement(Component) {
	return typeof HTMLElement !== "undefined" && HTMLElement.isPrototypeOf(Component);
}
async function renderHTMLElement(result, constructor, props, slots) {
	const name = getHTMLElementName(constructor);
	let attrHTML = "";
	for (const attr in props) {
		if (INVALID_ATTR_NAME_CHAR.test(attr)) continue;
		attrHTML += ` ${attr}="${toAttributeString(await props[attr])}"`;
	}
	return markHTMLString(`<${name}${attrHTML}>${await renderSlotToString(result, slots?.default)}</${name}>`);
}
function getHTMLElementName(constructor) {
	const definedName = customElements.getName(constructor);
	if (definedName) return definedName;
	return constructor.name.replace(/^HTML|Element$/g, "").replace(/[A-Z]/g, "-$&").toLowerCase().replace(/^-/, "html-");
}
// node_modules/astro/dist/runtime/server/render/component.js
var needsHeadRenderingSymbol = /* @__PURE__ */ Symbol.for("astro.needsHeadRendering");
var rendererAliases = /* @__PURE__ */ new Map([["solid", "solid-js"]]);
var clientOnlyValues = /* @__PURE__ */ new Set([
	"solid-js",
	"react",
	"preact",
	"vue",
	"svelte"
]);
function guessRenderers(componentUrl) {
	switch (componentUrl?.split(".").pop()) {
		case "svelte": return ["@astrojs/svelte"];
		case "vue": return ["@astrojs/vue"];
		case "jsx":
		case "tsx": return [
			"@astrojs/react",
			"@astrojs/preact",
			"@astrojs/solid-js",
			"@astrojs/vue (jsx)"
		];
		case void 0:
		default: return [
			"@astrojs/react",
			"@astrojs/preact",
			"@astrojs/solid-js",
			"@astrojs/vue",
			"@astrojs/svelte"
		];
	}
}
function isFragmentComponent(Component) {
	return Component === Fragment;
}
function isHTMLComponent(Component) {
	return Component && Component["astro:html"] === true;
}
var ASTRO_SLOT_EXP = /<\/?astro-slot\b[^>]*>/g;
var ASTRO_STATIC_SLOT_EXP = /<\/?astro-static-slot\b[^>]*>/g;
function removeStaticAstroSlot(html, supportsAstroStaticSlot = true) {
	const exp = supportsAstroStaticSlot ? ASTRO_STATIC_SLOT_EXP : ASTRO_SLOT_EXP;
	return html.replace(exp, "");
}
async function renderFrameworkComponent(result, displayName, Component, _props, slots = {}) {
	if (!Component && "client:only" in _props === false) throw new Error(`Unable to render ${displayName} because it is ${Component}!
Did you forget to import the component or is it possible there is a typo?`);
	const { renderers, clientDirectives } = result;
	const metadata = {
		astroStaticSlot: true,
		displayName
	};
	const { hydration, isPage, props, propsWithoutTransitionAttributes } = extractDirectives(_props, clientDirectives);
	let html = "";
	let attrs = void 0;
	if (hydration) {
		metadata.hydrate = hydration.directive;
		metadata.hydrateArgs = hydration.value;
		metadata.componentExport = hydration.componentExport;
		metadata.componentUrl = hydration.componentUrl;
	}
	const probableRendererNames = guessRenderers(metadata.componentUrl);
	const validRenderers = renderers.filter((r) => r.name !== "astro:jsx");
	const { children, slotInstructions } = await renderSlots(result, slots);
	let renderer;
	if (metadata.hydrate !== "only") {
		let isTagged = false;
		try {
			isTagged = Component && Component[Renderer];
		} catch {}
		if (isTagged) {
			const rendererName = Component[Renderer];
			renderer = renderers.find(({ name }) => name === rendererName);
		}
		if (!renderer) {
			let error;
			for (const r of renderers) try {
				if (await r.ssr.check.call({ result }, Component, props, children, metadata)) {
					renderer = r;
					break;
				}
			} catch (e) {
				error ??= e;
			}
			if (!renderer && error) throw error;
		}
		if (!renderer && typeof HTMLElement === "function" && componentIsHTMLElement(Component)) {
			const output = await renderHTMLElement(result, Component, _props, slots);
			return { render(destination) {
				destination.write(output);
			} };
		}
	} else {
		if (metadata.hydrateArgs) {
			const rendererName = rendererAliases.has(metadata.hydrateArgs) ? rendererAliases.get(metadata.hydrateArgs) : metadata.hydrateArgs;
			if (clientOnlyValues.has(rendererName)) renderer = renderers.find(({ name }) => name === `@astrojs/${rendererName}` || name === rendererName);
		}
		if (!renderer && validRenderers.length === 1) renderer = validRenderers[0];
		if (!renderer) {
			const extname = metadata.componentUrl?.split(".").pop();
			renderer = renderers.find(({ name }) => name === `@astrojs/${extname}` || name === extname);
		}
		if (!renderer && metadata.hydrateArgs) {
			const rendererName = metadata.hydrateArgs;
			if (typeof rendererName === "string") renderer = renderers.find(({ name }) => name === rendererName);
		}
	}
	if (!renderer) {
		if (metadata.hydrate === "only") {
			const rendererName = rendererAliases.has(metadata.hydrateArgs) ? rendererAliases.get(metadata.hydrateArgs) : metadata.hydrateArgs;
			if (clientOnlyValues.has(rendererName)) {
				const plural = validRenderers.length > 1;
				throw new AstroError({
					...NoMatchingRenderer,
					message: NoMatchingRenderer.message(metadata.displayName, metadata?.componentUrl?.split(".").pop(), plural, validRenderers.length),
					hint: NoMatchingRenderer.hint(formatList(probableRendererNames.map((r) => "`" + r + "`")))
				});
			} else throw new AstroError({
				...NoClientOnlyHint,
				message: NoClientOnlyHint.message(metadata.displayName),
				hint: NoClientOnlyHint.hint(probableRendererNames.map((r) => r.replace("@astrojs/", "")).join("|"))
			});
		} else if (typeof Component !== "string") {
			const matchingRenderers = validRenderers.filter((r) => probableRendererNames.includes(r.name));
			const plural = validRenderers.length > 1;
			if (matchingRenderers.length === 0) throw new AstroError({
				...NoMatchingRenderer,
				message: NoMatchingRenderer.message(metadata.displayName, metadata?.componentUrl?.split(".").pop(), plural, validRenderers.length),
				hint: NoMatchingRenderer.hint(formatList(probableRendererNames.map((r) => "`" + r + "`")))
			});
			else if (matchingRenderers.length === 1) {
				renderer = matchingRenderers[0];
				({html, attrs} = await renderer.ssr.renderToStaticMarkup.call({ result }, Component, propsWithoutTransitionAttributes, children, metadata));
			} else throw new Error(`Unable to render ${metadata.displayName}!

This component likely uses ${formatList(probableRendererNames)},
but Astro encountered an error during server-side rendering.

Please ensure that ${metadata.displayName}:
1. Does not unconditionally access browser-specific globals like \`window\` or \`document\`.
   If this is unavoidable, use the \`client:only\` hydration directive.
2. Does not conditionally return \`null\` or \`undefined\` when rendered on the server.
3. If using multiple JSX frameworks at the same time (e.g. React + Preact), pass the correct \`include\`/\`exclude\` options to integrations.

If you're still stuck, please open an issue on GitHub or join us at https://astro.build/chat.`);
		}
	} else if (metadata.hydrate === "only") html = await renderSlotToString(result, slots?.fallback);
	else {
		performance.now();
		({html, attrs} = await renderer.ssr.renderToStaticMarkup.call({ result }, Component, propsWithoutTransitionAttributes, children, metadata));
	}
	if (!html && typeof Component === "string") {
		const Tag = sanitizeElementName(Component);
		const childSlots = Object.values(children).join("");
		const renderTemplateResult = renderTemplate`<${Tag}${internalSpreadAttributes(props, true, Tag)}${markHTMLString(childSlots === "" && voidElementNames.test(Tag) ? `/>` : `>${childSlots}</${Tag}>`)}`;
		html = "";
		await renderTemplateResult.render({ write(chunk) {
			if (chunk instanceof Response) return;
			html += chunkToString(result, chunk);
		} });
	}
	if (!hydration) return { render(destination) {
		if (slotInstructions) for (const instruction of slotInstructions) destination.write(instruction);
		if (isPage || renderer?.name === "astro:jsx") destination.write(html);
		else if (html && html.length > 0) {
			const output = renderer ? removeStaticAstroSlot(html, renderer.ssr?.supportsAstroStaticSlot) : html;
			destination.write(markHTMLString(output));
		}
	} };
	const astroId = shorthash(`<!--${metadata.componentExport.value}:${metadata.componentUrl}-->
${html}
${serializeProps(props, metadata)}`);
	const island = await generateHydrateScript({
		renderer,
		result,
		astroId,
		props,
		attrs
	}, metadata);
	let unrenderedSlots = [];
	if (html) {
		if (Object.keys(children).length > 0) for (const key of Object.keys(children)) {
			let tagName = renderer?.ssr?.supportsAstroStaticSlot ? !!metadata.hydrate ? "astro-slot" : "astro-static-slot" : "astro-slot";
			let expectedHTML = key === "default" ? `<${tagName}>` : `<${tagName} name="${escapeHTML(key)}">`;
			if (!html.includes(expectedHTML)) unrenderedSlots.push(key);
		}
	} else unrenderedSlots = Object.keys(children);
	const template = unrenderedSlots.length > 0 ? unrenderedSlots.map((key) => `<template data-astro-template${key !== "default" ? `="${escapeHTML(key)}"` : ""}>${children[key]}</template>`).join("") : "";
	island.children = `${html ?? ""}${template}`;
	if (island.children) {
		island.props["await-children"] = "";
		island.children += `<!--astro:end-->`;
	}
	return { render(destination) {
		if (slotInstructions) for (const instruction of slotInstructions) destination.write(instruction);
		destination.write(createRenderInstruction({
			type: "directive",
			hydration
		}));
		if (hydration.directive !== "only" && renderer?.ssr.renderHydrationScript) destination.write(createRenderInstruction({
			type: "renderer-hydration-script",
			rendererName: renderer.name,
			render: renderer.ssr.renderHydrationScript
		}));
		const renderedElement = renderElement$1("astro-island", island, false);
		destination.write(markHTMLString(renderedElement));
	} };
}
function sanitizeElementName(tag) {
	const unsafe = /[&<>'"\s]+/;
	if (!unsafe.test(tag)) return tag;
	return tag.trim().split(unsafe)[0].trim();
}
function renderFragmentComponent(result, slots = {}) {
	const slot = slots?.default;
	const preRendered = slot?.(result);
	return { render(destination) {
		if (preRendered == null) return;
		return renderChild(destination, preRendered);
	} };
}
async function renderHTMLComponent(result, Component, _props, slots = {}) {
	const { slotInstructions, children } = await renderSlots(result, slots);
	const html = Component({ slots: children });
	const hydrationHtml = slotInstructions ? slotInstructions.map((instr) => chunkToString(result, instr)).join("") : "";
	return { render(destination) {
		destination.write(markHTMLString(hydrationHtml + html));
	} };
}
function renderAstroComponent(result, displayName, Component, props, slots = {}) {
	if (containsServerDirective(props)) {
		const serverIslandComponent = new ServerIslandComponent(result, props, slots, displayName);
		result._metadata.propagators.add(serverIslandComponent);
		return serverIslandComponent;
	}
	return createAstroComponentInstance(result, displayName, Component, props, slots);
}
function renderComponent(result, displayName, Component, props, slots = {}) {
	if (isAstroComponentFactory(Component)) return renderAstroComponent(result, displayName, Component, normalizeProps(props), slots);
	if (isPromise(Component)) return Component.catch(handleCancellation).then((x) => {
		return renderComponent(result, displayName, x, props, slots);
	});
	if (isFragmentComponent(Component)) return renderFragmentComponent(result, slots);
	props = normalizeProps(props);
	if (isHTMLComponent(Component)) return renderHTMLComponent(result, Component, props, slots).catch(handleCancellation);
	return renderFrameworkComponent(result, displayName, Component, props, slots).catch(handleCancellation);
	function handleCancellation(e) {
		if (result.cancelled) return { render() {} };
		throw e;
	}
}
function normalizeProps(props) {
	if (props["class:list"] !== void 0) {
		const value = props["class:list"];
		delete props["class:list"];
		props["class"] = clsx(props["class"], value);
		if (props["class"] === "") delete props["class"];
	}
	return props;
}
async function renderComponentToString(result, displayName, Component, props, slots = {}, isPage = false, route) {
	let str = "";
	let renderedFirstPageChunk = false;
	let head = "";
	if (isPage && !result.partial && nonAstroPageNeedsHeadInjection(Component)) head += chunkToString(result, maybeRenderHead());
	try {
		const destination = { write(chunk) {
			if (isPage && !result.partial && !renderedFirstPageChunk) {
				renderedFirstPageChunk = true;
				if (!/<!doctype html/i.test(String(chunk))) {
					const doctype = result.compressHTML ? "<!DOCTYPE html>" : "<!DOCTYPE html>\n";
					str += doctype + head;
				}
			}
			if (chunk instanceof Response) return;
			str += chunkToString(result, chunk);
		} };
		const renderInstance = await renderComponent(result, displayName, Component, props, slots);
		if (containsServerDirective(props)) await bufferHeadContent(result);
		await renderInstance.render(destination);
	} catch (e) {
		if (AstroError.is(e) && !e.loc) e.setLocation({ file: route?.component });
		throw e;
	}
	return str;
}
function nonAstroPageNeedsHeadInjection(pageComponent) {
	return !!pageComponent?.[needsHeadRenderingSymbol];
}
// node_modules/astro/dist/runtime/server/jsx.js
var ClientOnlyPlaceholder = "astro-client-only";
var hasTriedRenderComponentSymbol = /* @__PURE__ */ Symbol("hasTriedRenderComponent");
async function renderJSX(result, vnode) {
	switch (true) {
		case vnode instanceof HTMLString:
			if (vnode.toString().trim() === "") return "";
			return vnode;
		case typeof vnode === "string": return markHTMLString(escapeHTML(vnode));
		case typeof vnode === "function": return vnode;
		case !vnode && vnode !== 0: return "";
		case Array.isArray(vnode): {
			const renderedItems = await Promise.all(vnode.map((v) => renderJSX(result, v)));
			let instructions = null;
			let content = "";
			for (const item of renderedItems) if (item instanceof SlotString) {
				content += item;
				instructions = mergeSlotInstructions(instructions, item);
			} else content += item;
			if (instructions) return markHTMLString(new SlotString(content, instructions));
			return markHTMLString(content);
		}
	}
	return renderJSXVNode(result, vnode);
}
async function renderJSXVNode(result, vnode) {
	if (isVNode(vnode)) {
		switch (true) {
			case !vnode.type: throw new Error(`Unable to render ${result.pathname} because it contains an undefined Component!
Did you forget to import the component or is it possible there is a typo?`);
			case vnode.type === /* @__PURE__ */ Symbol.for("astro:fragment"): return renderJSX(result, vnode.props.children);
			case isAstroComponentFactory(vnode.type): {
				let props = {};
				let slots = {};
				for (const [key, value] of Object.entries(vnode.props ?? {})) if (key === "children" || value && typeof value === "object" && value["$$slot"]) slots[key === "children" ? "default" : key] = () => renderJSX(result, value);
				else props[key] = value;
				return markHTMLString(await renderComponentToString(result, vnode.type.name, vnode.type, props, slots));
			}
			case !vnode.type && vnode.type !== 0: return "";
			case typeof vnode.type === "string" && vnode.type !== ClientOnlyPlaceholder && !vnode.type.includes("-"): return markHTMLString(await renderElement(result, vnode.type, vnode.props ?? {}));
		}
		if (vnode.type) {
			let extractSlots2 = function(child) {
				if (Array.isArray(child)) return child.map((c) => extractSlots2(c));
				if (!isVNode(child)) {
					_slots.default.push(child);
					return;
				}
				if ("slot" in child.props && !isCustomElement) {
					_slots[child.props.slot] = [..._slots[child.props.slot] ?? [], child];
					delete child.props.slot;
					return;
				}
				_slots.default.push(child);
			};
			if (typeof vnode.type === "function" && vnode.props["server:root"]) return await renderJSX(result, await vnode.type(vnode.props ?? {}));
			if (typeof vnode.type === "function") {
				if (vnode.props[hasTriedRenderComponentSymbol]) {
					delete vnode.props[hasTriedRenderComponentSymbol];
					const output2 = await vnode.type(vnode.props ?? {});
					if (output2?.["astro:jsx"] || !output2) return await renderJSXVNode(result, output2);
					else return;
				} else vnode.props[hasTriedRenderComponentSymbol] = true;
			}
			const { children = null, ...props } = vnode.props ?? {};
			const _slots = { default: [] };
			const isCustomElement = typeof vnode.type === "string" && vnode.type.includes("-");
			extractSlots2(children);
			for (const [key, value] of Object.entries(props)) if (value?.["$$slot"]) {
				_slots[key] = value;
				delete props[key];
			}
			const slotPromises = [];
			const slots = {};
			for (const [key, value] of Object.entries(_slots)) slotPromises.push(renderJSX(result, value).then((output2) => {
				if (output2.toString().trim().length === 0) return;
				slots[key] = () => output2;
			}));
			await Promise.all(slotPromises);
			let output;
			if (vnode.type === ClientOnlyPlaceholder && vnode.props["client:only"]) output = await renderComponentToString(result, vnode.props["client:display-name"] ?? "", null, props, slots);
			else output = await renderComponentToString(result, typeof vnode.type === "function" ? vnode.type.name : vnode.type, vnode.type, props, slots);
			return markHTMLString(output);
		}
	}
	return markHTMLString(`${vnode}`);
}
async function renderElement(result, tag, { children, ...props }) {
	return markHTMLString(`<${tag}${spreadAttributes(props)}${markHTMLString((children == null || children === "") && voidElementNames.test(tag) ? `/>` : `>${children == null ? "" : await renderJSX(result, prerenderElementChildren(tag, children))}</${tag}>`)}`);
}
function prerenderElementChildren(tag, children) {
	if (typeof children === "string" && tag === "style") return markHTMLString(escapeStyleText(children));
	return children;
}
// node_modules/astro/dist/runtime/server/render/page.js
async function renderPage(result, componentFactory, props, children, streaming, route) {
	if (!isAstroComponentFactory(componentFactory)) {
		const nonAstroMeta = result.componentMetadata.get(componentFactory.moduleId);
		result._metadata.headInTree = nonAstroMeta?.containsHead ?? false;
		result._metadata.routeHasPropagation = isPropagatingHint(nonAstroMeta?.propagation ?? "none");
		const pageProps = {
			...props ?? {},
			"server:root": true
		};
		const str = await renderComponentToString(result, componentFactory.name, componentFactory, pageProps, {}, true, route);
		const bytes = encoder.encode(str);
		const headers2 = new Headers([["Content-Type", "text/html"], ["Content-Length", bytes.byteLength.toString()]]);
		if (result.shouldInjectCspMetaTags && (result.cspDestination === "header" || result.cspDestination === "adapter")) headers2.set("content-security-policy", renderCspContent(result));
		return new Response(bytes, {
			headers: headers2,
			status: result.response.status
		});
	}
	const pageMeta = result.componentMetadata.get(componentFactory.moduleId);
	result._metadata.headInTree = pageMeta?.containsHead ?? false;
	result._metadata.routeHasPropagation = isPropagatingHint(pageMeta?.propagation ?? "none");
	let body;
	if (streaming) {
		if (isNode && !isDeno) {
			const nodeBody = await renderToAsyncIterable(result, componentFactory, props, children, true, route);
			if (isWorkerd && !(nodeBody instanceof Response)) body = ReadableStream.from(nodeBody);
			else body = nodeBody;
		} else body = await renderToReadableStream(result, componentFactory, props, children, true, route);
	} else body = await renderToString(result, componentFactory, props, children, true, route);
	if (body instanceof Response) return body;
	const init = result.response;
	const headers = new Headers(init.headers);
	if (result.shouldInjectCspMetaTags && result.cspDestination === "header" || result.cspDestination === "adapter") headers.set("content-security-policy", renderCspContent(result));
	if (!streaming && typeof body === "string") {
		body = encoder.encode(body);
		headers.set("Content-Length", body.byteLength.toString());
	}
	let status = init.status;
	let statusText = init.statusText;
	if (route?.route && isRoute404(route.route)) {
		status = 404;
		if (statusText === "OK") statusText = "Not Found";
	} else if (route?.route && isRoute500(route.route)) {
		status = 500;
		if (statusText === "OK") statusText = "Internal Server Error";
	}
	if (status) return new Response(body, {
		...init,
		headers,
		status,
		statusText
	});
	else return new Response(body, {
		...init,
		headers
	});
}
Object.freeze(createRenderInstruction({ type: "template-enter" }));
Object.freeze(createRenderInstruction({ type: "template-exit" }));
"0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_".split("").reduce((v, c) => (v[c.charCodeAt(0)] = c, v), []);
"-0123456789_".split("").reduce((v, c) => (v[c.charCodeAt(0)] = c, v), []);
// node_modules/astro/dist/runtime/server/index.js
function spreadAttributes(values = {}, _name, { class: scopedClassName } = {}) {
	let output = "";
	if (scopedClassName) {
		if (typeof values.class !== "undefined") values.class += ` ${scopedClassName}`;
		else if (typeof values["class:list"] !== "undefined") values["class:list"] = [values["class:list"], scopedClassName];
		else values.class = scopedClassName;
	}
	for (const key of Object.keys(values)) output += addAttribute(values[key], key, true, _name);
	return markHTMLString(output);
}
// node_modules/astro/dist/core/request-body.js
async function readBodyWithLimit(request, limit) {
	const contentLengthHeader = request.headers.get("content-length");
	if (contentLengthHeader) {
		const contentLength = Number.parseInt(contentLengthHeader, 10);
		if (Number.isFinite(contentLength) && contentLength > limit) throw new BodySizeLimitError(limit);
	}
	if (!request.body) return /* @__PURE__ */ new Uint8Array();
	const reader = request.body.getReader();
	const chunks = [];
	let received = 0;
	while (true) {
		const { done, value } = await reader.read();
		if (done) break;
		if (value) {
			received += value.byteLength;
			if (received > limit) throw new BodySizeLimitError(limit);
			chunks.push(value);
		}
	}
	const buffer = new Uint8Array(received);
	let offset = 0;
	for (const chunk of chunks) {
		buffer.set(chunk, offset);
		offset += chunk.byteLength;
	}
	return buffer;
}
var BodySizeLimitError = class extends Error {
	limit;
	constructor(limit) {
		super(`Request body exceeds the configured limit of ${limit} bytes`);
		this.name = "BodySizeLimitError";
		this.limit = limit;
	}
};
// node_modules/astro/dist/core/server-islands/endpoint.js
var SERVER_ISLAND_ROUTE = "/_server-islands/[name]";
var SERVER_ISLAND_COMPONENT = "_server-islands.astro";
function badRequest(reason) {
	return new Response(null, {
		status: 400,
		statusText: "Bad request: " + reason
	});
}
var DEFAULT_BODY_SIZE_LIMIT = 1048576;
async function getRequestData(request, bodySizeLimit = DEFAULT_BODY_SIZE_LIMIT) {
	switch (request.method) {
		case "GET": {
			const params = new URL(request.url).searchParams;
			if (!params.has("s") || !params.has("e") || !params.has("p")) return badRequest("Missing required query parameters.");
			const encryptedSlots = params.get("s");
			return {
				encryptedComponentExport: params.get("e"),
				encryptedProps: params.get("p"),
				encryptedSlots
			};
		}
		case "POST": try {
			const body = await readBodyWithLimit(request, bodySizeLimit);
			const raw = new TextDecoder().decode(body);
			const data = JSON.parse(raw);
			if (Object.hasOwn(data, "slots") && typeof data.slots === "object") return badRequest("Plaintext slots are not allowed. Slots must be encrypted.");
			if (Object.hasOwn(data, "componentExport") && typeof data.componentExport === "string") return badRequest("Plaintext componentExport is not allowed. componentExport must be encrypted.");
			return data;
		} catch (e) {
			if (e instanceof BodySizeLimitError) return new Response(null, {
				status: 413,
				statusText: e.message
			});
			if (e instanceof SyntaxError) return badRequest("Request format is invalid.");
			throw e;
		}
		default: return new Response(null, { status: 405 });
	}
}
function createEndpoint(manifest) {
	const page = async (result) => {
		const params = result.params;
		if (!params.name) return new Response(null, {
			status: 400,
			statusText: "Bad request"
		});
		const componentId = params.name;
		const data = await getRequestData(result.request, manifest.serverIslandBodySizeLimit);
		if (data instanceof Response) return data;
		let imp = (await (await manifest.serverIslandMappings?.())?.serverIslandMap)?.get(componentId);
		if (!imp) return new Response(null, {
			status: 404,
			statusText: "Not found"
		});
		const key = await manifest.key;
		let componentExport;
		try {
			componentExport = await decryptString(key, data.encryptedComponentExport, `export:${componentId}`);
		} catch (_e) {
			return badRequest("Encrypted componentExport value is invalid.");
		}
		const encryptedProps = data.encryptedProps;
		let props = {};
		if (encryptedProps !== "") try {
			const propString = await decryptString(key, encryptedProps, `props:${componentId}`);
			props = JSON.parse(propString);
		} catch (_e) {
			return badRequest("Encrypted props value is invalid.");
		}
		let decryptedSlots = {};
		const encryptedSlots = data.encryptedSlots;
		if (encryptedSlots !== "") try {
			const slotsString = await decryptString(key, encryptedSlots, `slots:${componentId}`);
			decryptedSlots = JSON.parse(slotsString);
		} catch (_e) {
			return badRequest("Encrypted slots value is invalid.");
		}
		let Component = (await imp())[componentExport];
		const slots = {};
		for (const prop in decryptedSlots) slots[prop] = createSlotValueFromString(decryptedSlots[prop]);
		result.response.headers.set("X-Robots-Tag", "noindex");
		if (isAstroComponentFactory(Component)) {
			const ServerIsland = Component;
			Component = function(...args) {
				return ServerIsland.apply(this, args);
			};
			Object.assign(Component, ServerIsland);
			Component.propagation = "self";
		}
		result._metadata.routeHasPropagation = true;
		const renderPropagatedHead = () => markHTMLString(result._metadata.extraHead.join(""));
		return renderTemplate`${renderPropagatedHead}${renderComponent(result, "Component", Component, props, slots)}`;
	};
	page.isAstroComponentFactory = true;
	return {
		default: page,
		partial: true
	};
}
// node_modules/astro/dist/template/4xx.js
function template({ title, pathname, statusCode = 404, tabTitle, body }) {
	return `<!doctype html>
<html lang="en">
	<head>
		<meta charset="utf-8">
		<title>${tabTitle}</title>
		<style>
			:root {
				--gray-10: hsl(258, 7%, 10%);
				--gray-20: hsl(258, 7%, 20%);
				--gray-30: hsl(258, 7%, 30%);
				--gray-40: hsl(258, 7%, 40%);
				--gray-50: hsl(258, 7%, 50%);
				--gray-60: hsl(258, 7%, 60%);
				--gray-70: hsl(258, 7%, 70%);
				--gray-80: hsl(258, 7%, 80%);
				--gray-90: hsl(258, 7%, 90%);
				--black: #13151A;
				--accent-light: #E0CCFA;
			}

			* {
				box-sizing: border-box;
			}

			html {
				background: var(--black);
				color-scheme: dark;
				accent-color: var(--accent-light);
			}

			body {
				background-color: var(--gray-10);
				color: var(--gray-80);
				font-family: ui-monospace, Menlo, Monaco, "Cascadia Mono", "Segoe UI Mono", "Roboto Mono", "Oxygen Mono", "Ubuntu Monospace", "Source Code Pro", "Fira Mono", "Droid Sans Mono", "Courier New", monospace;
				line-height: 1.5;
				margin: 0;
			}

			a {
				color: var(--accent-light);
			}

			.center {
				display: flex;
				flex-direction: column;
				justify-content: center;
				align-items: center;
				height: 100vh;
				width: 100vw;
			}

			h1 {
				margin-bottom: 8px;
				color: white;
				font-family: system-ui, "Segoe UI", Roboto, Helvetica, Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol";
				font-weight: 700;
				margin-top: 1rem;
				margin-bottom: 0;
			}

			.statusCode {
				color: var(--accent-light);
			}

			.astro-icon {
				height: 124px;
				width: 124px;
			}

			pre, code {
				padding: 2px 8px;
				background: rgba(0,0,0, 0.25);
				border: 1px solid rgba(255,255,255, 0.25);
				border-radius: 4px;
				font-size: 1.2em;
				margin-top: 0;
				max-width: 60em;
			}
		</style>
	</head>
	<body>
		<main class="center">
			<svg class="astro-icon" xmlns="http://www.w3.org/2000/svg" width="64" height="80" viewBox="0 0 64 80" fill="none"> <path d="M20.5253 67.6322C16.9291 64.3531 15.8793 57.4632 17.3776 52.4717C19.9755 55.6188 23.575 56.6157 27.3035 57.1784C33.0594 58.0468 38.7122 57.722 44.0592 55.0977C44.6709 54.7972 45.2362 54.3978 45.9045 53.9931C46.4062 55.4451 46.5368 56.9109 46.3616 58.4028C45.9355 62.0362 44.1228 64.8429 41.2397 66.9705C40.0868 67.8215 38.8669 68.5822 37.6762 69.3846C34.0181 71.8508 33.0285 74.7426 34.403 78.9491C34.4357 79.0516 34.4649 79.1541 34.5388 79.4042C32.6711 78.5705 31.3069 77.3565 30.2674 75.7604C29.1694 74.0757 28.6471 72.2121 28.6196 70.1957C28.6059 69.2144 28.6059 68.2244 28.4736 67.257C28.1506 64.8985 27.0406 63.8425 24.9496 63.7817C22.8036 63.7192 21.106 65.0426 20.6559 67.1268C20.6215 67.2865 20.5717 67.4446 20.5218 67.6304L20.5253 67.6322Z" fill="white"/> <path d="M20.5253 67.6322C16.9291 64.3531 15.8793 57.4632 17.3776 52.4717C19.9755 55.6188 23.575 56.6157 27.3035 57.1784C33.0594 58.0468 38.7122 57.722 44.0592 55.0977C44.6709 54.7972 45.2362 54.3978 45.9045 53.9931C46.4062 55.4451 46.5368 56.9109 46.3616 58.4028C45.9355 62.0362 44.1228 64.8429 41.2397 66.9705C40.0868 67.8215 38.8669 68.5822 37.6762 69.3846C34.0181 71.8508 33.0285 74.7426 34.403 78.9491C34.4357 79.0516 34.4649 79.1541 34.5388 79.4042C32.6711 78.5705 31.3069 77.3565 30.2674 75.7604C29.1694 74.0757 28.6471 72.2121 28.6196 70.1957C28.6059 69.2144 28.6059 68.2244 28.4736 67.257C28.1506 64.8985 27.0406 63.8425 24.9496 63.7817C22.8036 63.7192 21.106 65.0426 20.6559 67.1268C20.6215 67.2865 20.5717 67.4446 20.5218 67.6304L20.5253 67.6322Z" fill="url(#paint0_linear_738_686)"/> <path d="M0 51.6401C0 51.6401 10.6488 46.4654 21.3274 46.4654L29.3786 21.6102C29.6801 20.4082 30.5602 19.5913 31.5538 19.5913C32.5474 19.5913 33.4275 20.4082 33.7289 21.6102L41.7802 46.4654C54.4274 46.4654 63.1076 51.6401 63.1076 51.6401C63.1076 51.6401 45.0197 2.48776 44.9843 2.38914C44.4652 0.935933 43.5888 0 42.4073 0H20.7022C19.5206 0 18.6796 0.935933 18.1251 2.38914C18.086 2.4859 0 51.6401 0 51.6401Z" fill="white"/> <defs> <linearGradient id="paint0_linear_738_686" x1="31.554" y1="75.4423" x2="39.7462" y2="48.376" gradientUnits="userSpaceOnUse"> <stop stop-color="#D83333"/> <stop offset="1" stop-color="#F041FF"/> </linearGradient> </defs> </svg>
			<h1>${statusCode ? `<span class="statusCode">${statusCode}: </span> ` : ""}<span class="statusMessage">${title}</span></h1>
			${body || `
				<pre>Path: ${escape(pathname)}</pre>
			`}
			</main>
	</body>
</html>`;
}
// node_modules/astro/dist/core/routing/internal/astro-designed-error-pages.js
var DEFAULT_404_ROUTE = {
	component: DEFAULT_404_COMPONENT,
	params: [],
	pattern: /^\/404\/?$/,
	prerender: false,
	pathname: "/404",
	segments: [[{
		content: "404",
		dynamic: false,
		spread: false
	}]],
	type: "page",
	route: "/404",
	fallbackRoutes: [],
	isIndex: false,
	origin: "internal",
	distURL: []
};
async function default404Page({ pathname }) {
	return new Response(template({
		statusCode: 404,
		title: "Not found",
		tabTitle: "404: Not Found",
		pathname
	}), {
		status: 404,
		headers: { "Content-Type": "text/html" }
	});
}
default404Page.isAstroComponentFactory = true;
var default404Instance = { default: default404Page };
// node_modules/astro/dist/core/routing/default.js
function createDefaultRoutes(manifest) {
	const root = new URL(manifest.rootDir);
	return [{
		instance: default404Instance,
		matchesComponent: (filePath) => filePath.href === new URL(DEFAULT_404_COMPONENT, root).href,
		route: DEFAULT_404_ROUTE.route,
		component: DEFAULT_404_COMPONENT
	}, {
		instance: createEndpoint(manifest),
		matchesComponent: (filePath) => filePath.href === new URL(SERVER_ISLAND_COMPONENT, root).href,
		route: SERVER_ISLAND_ROUTE,
		component: SERVER_ISLAND_COMPONENT
	}];
}
var defaultRoutesMemo = createManifestMemo(createDefaultRoutes);
function getDefaultRoutes(manifest) {
	return defaultRoutesMemo.get(manifest);
}
// node_modules/astro/dist/core/request.js
function createRequest({ url, headers, method = "GET", body = void 0, logger, isPrerendered = false, routePattern, init }) {
	const headersObj = isPrerendered ? void 0 : headers instanceof Headers ? headers : new Headers(Object.entries(headers).filter(([name]) => !name.startsWith(":")));
	if (typeof url === "string") url = new URL(url);
	if (isPrerendered) url.search = "";
	const request = new Request(url, {
		method,
		headers: headersObj,
		body: isPrerendered ? null : body,
		...init
	});
	if (isPrerendered) {
		let _headers = request.headers;
		const { value, writable, ...headersDesc } = Object.getOwnPropertyDescriptor(request, "headers") || {};
		Object.defineProperty(request, "headers", {
			...headersDesc,
			get() {
				logger.warn(null, `\`Astro.request.headers\` was used when rendering the route \`${routePattern}'\`. \`Astro.request.headers\` is not available on prerendered pages. If you need access to request headers, make sure that the page is server-rendered using \`export const prerender = false;\` or by setting \`output\` to \`"server"\` in your Astro config to make all your pages server-rendered by default.`);
				return _headers;
			},
			set(newHeaders) {
				_headers = newHeaders;
			}
		});
	}
	return request;
}
// node_modules/astro/dist/core/util/pathname.js
var MultiLevelEncodingError = class extends Error {
	constructor() {
		super("URL encoding depth exceeded the maximum number of decode iterations");
		this.name = "MultiLevelEncodingError";
	}
};
var MAX_DECODE_ITERATIONS = 10;
function validateAndDecodePathname(pathname) {
	let decoded;
	try {
		decoded = decodeURI(pathname);
	} catch (_e) {
		throw new Error("Invalid URL encoding");
	}
	let iterations = 0;
	while (decoded !== pathname) {
		if (iterations >= MAX_DECODE_ITERATIONS) throw new MultiLevelEncodingError();
		pathname = decoded;
		try {
			decoded = decodeURI(pathname);
		} catch {
			break;
		}
		iterations++;
	}
	return decoded;
}
// node_modules/astro/dist/core/routing/rewrite.js
function findRouteToRewrite({ payload, routes, request, trailingSlash, buildFormat, base, outDir }) {
	let newUrl = void 0;
	if (payload instanceof URL) newUrl = payload;
	else if (payload instanceof Request) newUrl = new URL(payload.url);
	else newUrl = new URL(collapseDuplicateSlashes(payload), new URL(request.url).origin);
	const { pathname, resolvedUrlPathname } = normalizeRewritePathname(newUrl.pathname, base, trailingSlash, buildFormat);
	newUrl.pathname = resolvedUrlPathname;
	const decodedPathname = validateAndDecodePathname(pathname);
	if (isRoute404(decodedPathname)) {
		const errorRoute = routes.find((route) => route.route === "/404");
		if (errorRoute) return {
			routeData: errorRoute,
			newUrl,
			pathname: decodedPathname
		};
	}
	if (isRoute500(decodedPathname)) {
		const errorRoute = routes.find((route) => route.route === "/500");
		if (errorRoute) return {
			routeData: errorRoute,
			newUrl,
			pathname: decodedPathname
		};
	}
	let foundRoute;
	for (const route of routes) if (route.pattern.test(decodedPathname)) {
		if (route.params && route.params.length !== 0 && route.distURL && route.distURL.length !== 0) {
			if (!route.distURL.find((url) => url.href.replace(outDir.toString(), "").replace(/(?:\/index\.html|\.html)$/, "") === trimSlashes(pathname))) continue;
		}
		foundRoute = route;
		break;
	}
	if (foundRoute) return {
		routeData: foundRoute,
		newUrl,
		pathname: decodedPathname
	};
	else {
		const custom404 = routes.find((route) => route.route === "/404");
		if (custom404) return {
			routeData: custom404,
			newUrl,
			pathname
		};
		else return {
			routeData: DEFAULT_404_ROUTE,
			newUrl,
			pathname
		};
	}
}
function copyRequest(newUrl, oldRequest, isPrerendered, logger, routePattern) {
	const canHaveBody = oldRequest.method !== "GET" && oldRequest.method !== "HEAD";
	if (canHaveBody && oldRequest.bodyUsed) throw new AstroError(RewriteWithBodyUsed);
	return createRequest({
		url: newUrl,
		method: oldRequest.method,
		body: canHaveBody ? oldRequest.body : void 0,
		isPrerendered,
		logger,
		headers: isPrerendered ? {} : oldRequest.headers,
		routePattern,
		init: {
			referrer: oldRequest.referrer,
			referrerPolicy: oldRequest.referrerPolicy,
			mode: oldRequest.mode,
			credentials: oldRequest.credentials,
			cache: oldRequest.cache,
			redirect: oldRequest.redirect,
			integrity: oldRequest.integrity,
			signal: oldRequest.signal,
			keepalive: oldRequest.keepalive,
			duplex: "half"
		}
	});
}
function setOriginPathname(request, pathname, trailingSlash, buildFormat) {
	if (!pathname) pathname = "/";
	const shouldAppendSlash = shouldAppendForwardSlash(trailingSlash, buildFormat);
	let finalPathname;
	if (pathname === "/") finalPathname = "/";
	else if (shouldAppendSlash) finalPathname = appendForwardSlash(pathname);
	else finalPathname = removeTrailingForwardSlash(pathname);
	Reflect.set(request, originPathnameSymbol, encodeURIComponent(finalPathname));
}
function getOriginPathname(request) {
	const origin = Reflect.get(request, originPathnameSymbol);
	if (origin) return decodeURIComponent(origin);
	return new URL(request.url).pathname;
}
function normalizeRewritePathname(urlPathname, base, trailingSlash, buildFormat) {
	let pathname = collapseDuplicateSlashes(urlPathname);
	const shouldAppendSlash = shouldAppendForwardSlash(trailingSlash, buildFormat);
	if (base !== "/") {
		if (urlPathname === base || urlPathname === removeTrailingForwardSlash(base)) pathname = "/";
		else if (urlPathname.startsWith(base)) {
			pathname = shouldAppendSlash ? appendForwardSlash(urlPathname) : removeTrailingForwardSlash(urlPathname);
			pathname = pathname.slice(base.length);
		}
	}
	if (!pathname.startsWith("/") && shouldAppendSlash && urlPathname.endsWith("/")) pathname = prependForwardSlash(pathname);
	if (buildFormat === "file") pathname = pathname.replace(/\.html$/, "");
	let resolvedUrlPathname;
	if (base !== "/" && (pathname === "" || pathname === "/") && !shouldAppendSlash) resolvedUrlPathname = removeTrailingForwardSlash(base);
	else resolvedUrlPathname = joinPaths(...[base, pathname].filter(Boolean));
	return {
		pathname,
		resolvedUrlPathname
	};
}
// node_modules/astro/dist/core/environment/production.js
async function getModuleForRoute(manifest, route) {
	for (const defaultRoute of getDefaultRoutes(manifest)) if (route.component === defaultRoute.component) return { page: () => Promise.resolve(defaultRoute.instance) };
	let routeToProcess = route;
	if (routeIsRedirect(route)) {
		if (route.redirectRoute) routeToProcess = route.redirectRoute;
		else return RedirectSinglePageBuiltModule;
	} else if (routeIsFallback(route)) routeToProcess = getFallbackRoute(route, manifest.routes);
	if (manifest.pageMap) {
		const importComponentInstance = manifest.pageMap.get(routeToProcess.component);
		if (!importComponentInstance) throw new Error(`Unexpectedly unable to find a component instance for route ${route.route}`);
		return await importComponentInstance();
	} else if (manifest.pageModule) return manifest.pageModule;
	throw new Error("Astro couldn't find the correct page to render, probably because it wasn't correctly mapped for SSR usage. This is an internal error, please file an issue.");
}
async function getComponentByRoute(manifest, routeData) {
	return (await getModuleForRoute(manifest, routeData)).page();
}
var productionEnvironment = {
	name: "production",
	runtimeMode: "production",
	defaultStreaming: () => true,
	async resolve(manifest, specifier) {
		if (!(specifier in manifest.entryModules)) throw new Error(`Unable to resolve [${specifier}]`);
		const bundlePath = manifest.entryModules[specifier];
		if (bundlePath.startsWith("data:") || bundlePath.length === 0) return bundlePath;
		else return createAssetLink(bundlePath, manifest.base, manifest.assetsPrefix);
	},
	async headElements(manifest, routeData) {
		const { assetsPrefix, base } = manifest;
		const routeInfo = manifest.routes.find((route) => route.routeData.route === routeData.route);
		const links = /* @__PURE__ */ new Set();
		const scripts = /* @__PURE__ */ new Set();
		const styles = createStylesheetElementSet(routeInfo?.styles ?? [], base, assetsPrefix);
		for (const script of routeInfo?.scripts ?? []) if ("stage" in script) {
			if (script.stage === "head-inline") scripts.add({
				props: {},
				children: script.children
			});
		} else scripts.add(createModuleScriptElement(script, base, assetsPrefix));
		return {
			links,
			styles,
			scripts
		};
	},
	componentMetadata() {},
	getComponentByRoute,
	getModuleForRoute,
	async tryRewrite(manifest, payload, request) {
		const { newUrl, pathname, routeData } = findRouteToRewrite({
			payload,
			request,
			routes: manifest.routes.map((r) => r.routeData),
			trailingSlash: manifest.trailingSlash,
			buildFormat: manifest.buildFormat,
			base: manifest.base,
			outDir: manifest.serverLike ? manifest.buildClientDir : manifest.outDir
		});
		return {
			newUrl,
			pathname,
			componentInstance: await getComponentByRoute(manifest, routeData),
			routeData
		};
	},
	getRenderers(manifest) {
		return manifest.renderers;
	},
	errorStrategy: "default",
	injectCspMetaTagsOnErrorPages: false,
	logRequest() {}
};
// node_modules/astro/dist/core/environment/index.js
var environments = /* @__PURE__ */ new WeakMap();
function getEnvironment(manifest) {
	return environments.get(manifest) ?? productionEnvironment;
}
// node_modules/astro/dist/core/logger/core.js
var dateTimeFormat = new Intl.DateTimeFormat([], {
	hour: "2-digit",
	minute: "2-digit",
	second: "2-digit",
	hour12: false
});
var levels = {
	debug: 20,
	info: 30,
	warn: 40,
	error: 50,
	silent: 90
};
function log(opts, level, label, message, newLine = true) {
	const logLevel = opts.level;
	const dest = opts.destination;
	const event = {
		label,
		level,
		message,
		newLine
	};
	if (!isLogLevelEnabled(logLevel, level)) return;
	dest.write(event);
}
function isLogLevelEnabled(configuredLogLevel, level) {
	return levels[configuredLogLevel] <= levels[level];
}
function info(opts, label, message, newLine = true) {
	return log(opts, "info", label, message, newLine);
}
function warn(opts, label, message, newLine = true) {
	return log(opts, "warn", label, message, newLine);
}
function error(opts, label, message, newLine = true) {
	return log(opts, "error", label, message, newLine);
}
function debug(...args) {
	if ("_astroGlobalDebug" in globalThis) globalThis._astroGlobalDebug(...args);
}
function getEventPrefix({ level, label }) {
	const timestamp = `${dateTimeFormat.format(/* @__PURE__ */ new Date())}`;
	const prefix = [];
	if (level === "error" || level === "warn") {
		prefix.push(colors.bold(timestamp));
		prefix.push(`[${level.toUpperCase()}]`);
	} else prefix.push(timestamp);
	if (label) prefix.push(`[${label}]`);
	if (level === "error") return colors.red(prefix.join(" "));
	if (level === "warn") return colors.yellow(prefix.join(" "));
	if (prefix.length === 1) return colors.dim(prefix[0]);
	return colors.dim(prefix[0]) + " " + colors.blue(prefix.splice(1).join(" "));
}
var AstroLogger = class {
	options;
	constructor(options) {
		this.options = options;
	}
	info(label, message, newLine = true) {
		info(this.options, label, message, newLine);
	}
	warn(label, message, newLine = true) {
		warn(this.options, label, message, newLine);
	}
	error(label, message, newLine = true) {
		error(this.options, label, message, newLine);
	}
	debug(label, ...messages) {
		debug(label, ...messages);
	}
	level() {
		return this.options.level;
	}
	forkIntegrationLogger(label) {
		return new AstroIntegrationLogger(this.options, label);
	}
	setDestination(destination) {
		this.options.destination = destination;
	}
	/**
	* It calls the `close` function of the provided destination, if it exists.
	*/
	close() {
		if (this.options.destination.close) this.options.destination.close();
	}
	/**
	* It calls the `flush` function of the provided destination, if it exists.
	*/
	flush() {
		if (this.options.destination.flush) this.options.destination.flush();
	}
};
var AstroIntegrationLogger = class AstroIntegrationLogger {
	options;
	label;
	constructor(logging, label) {
		this.options = logging;
		this.label = label;
	}
	/**
	* Creates a new logger instance with a new label, but the same log options.
	*/
	fork(label) {
		return new AstroIntegrationLogger(this.options, label);
	}
	info(message) {
		info(this.options, this.label, message);
	}
	warn(message) {
		warn(this.options, this.label, message);
	}
	error(message) {
		error(this.options, this.label, message);
	}
	debug(message) {
		debug(this.label, message);
	}
	/**
	* It calls the `flush` function of the provided destination, if it exists.
	*/
	flush() {
		if (this.options.destination.flush) this.options.destination.flush();
	}
	/**
	* It calls the `close` function of the provided destination, if it exists.
	*/
	close() {
		if (this.options.destination.close) this.options.destination.close();
	}
};
function astroToRuntimeLogger(logger) {
	return {
		info(msg) {
			logger.info(null, msg);
		},
		warn(msg) {
			logger.warn(null, msg);
		},
		error(msg) {
			logger.error(null, msg);
		}
	};
}
// node_modules/astro/dist/core/logger/public.js
function matchesLevel(messageLevel, configuredLevel) {
	return levels[messageLevel] >= levels[configuredLevel];
}
// node_modules/astro/dist/core/logger/impls/console.js
function consoleLogDestination(config = {}) {
	const { level = "info" } = config;
	return { write(event) {
		let dest = console.error;
		if (levels[event.level] < levels["error"]) dest = console.info;
		if (!matchesLevel(event.level, level)) return;
		if (event.label === "SKIP_FORMAT") dest(event.message);
		else dest(getEventPrefix(event) + " " + event.message);
	} };
}
function createConsoleLogger({ level }) {
	return new AstroLogger({
		level,
		destination: consoleLogDestination()
	});
}
// node_modules/astro/dist/core/logger/manifest-logger.js
var loggers = /* @__PURE__ */ new WeakMap();
function getLogger(manifest) {
	let logger = loggers.get(manifest);
	if (!logger) {
		logger = createConsoleLogger({ level: manifest.logLevel });
		loggers.set(manifest, logger);
	}
	return logger;
}
var resolvedLogger = createAsyncManifestMemo(async (manifest) => {
	const logger = getLogger(manifest);
	try {
		const destination = (await manifest.logger?.())?.default;
		if (destination) logger.setDestination(destination);
	} catch (error) {
		logger.error("config", "Failed to load the configured logger destination; continuing with the console logger.\n" + (error instanceof Error ? error.stack ?? error.message : String(error)));
	}
	return logger;
});
function getResolvedLogger(manifest) {
	return resolvedLogger.get(manifest);
}
// node_modules/astro/dist/core/routing/generator.js
function sanitizeParams(params) {
	return Object.fromEntries(Object.entries(params).map(([key, value]) => {
		if (typeof value === "string") return [key, value.normalize().replace(/#/g, "%23").replace(/\?/g, "%3F")];
		return [key, value];
	}));
}
function getParameter(part, params) {
	if (part.spread) return params[part.content.slice(3)] ?? "";
	if (part.dynamic) {
		if (params[part.content] === void 0) throw new TypeError(`Missing parameter: ${part.content}`);
		return params[part.content];
	}
	return part.content.normalize().replace(/\?/g, "%3F").replace(/#/g, "%23").replace(/%5B/g, "[").replace(/%5D/g, "]");
}
function getSegment(segment, params) {
	const segmentPath = segment.map((part) => getParameter(part, params)).join("");
	return segmentPath ? collapseDuplicateLeadingSlashes("/" + segmentPath) : "";
}
function getRouteGenerator(segments, addTrailingSlash) {
	return (params) => {
		const sanitizedParams = sanitizeParams(params);
		let trailing = "";
		if (addTrailingSlash === "always" && segments.length) trailing = "/";
		return segments.map((segment) => getSegment(segment, sanitizedParams)).join("") + trailing || "/";
	};
}
// node_modules/astro/dist/core/routing/internal/validation.js
var VALID_PARAM_TYPES = ["string", "undefined"];
function validateGetStaticPathsParameter([key, value], route) {
	if (!VALID_PARAM_TYPES.includes(typeof value)) throw new AstroError({
		...GetStaticPathsInvalidRouteParam,
		message: GetStaticPathsInvalidRouteParam.message(key, value, typeof value),
		location: { file: route }
	});
}
// node_modules/astro/dist/core/routing/params.js
function stringifyParams(params, route, trailingSlash) {
	if (route.type === "endpoint" && hasFileExtension(route.route)) trailingSlash = "never";
	const validatedParams = {};
	for (const [key, value] of Object.entries(params)) {
		validateGetStaticPathsParameter([key, value], route.component);
		if (value !== void 0) validatedParams[key] = trimSlashes(value);
	}
	return getRouteGenerator(route.segments, trailingSlash)(validatedParams);
}
// node_modules/astro/dist/core/routing/validation.js
function validateDynamicRouteModule(mod, { ssr, route }) {
	if ((!ssr || route.prerender) && route.origin !== "internal" && !mod.getStaticPaths) throw new AstroError({
		...GetStaticPathsRequired,
		location: { file: route.component }
	});
}
function validateGetStaticPathsResult(result, route) {
	if (!Array.isArray(result)) throw new AstroError({
		...InvalidGetStaticPathsReturn,
		message: InvalidGetStaticPathsReturn.message(typeof result),
		location: { file: route.component }
	});
	result.forEach((pathObject) => {
		if (typeof pathObject === "object" && Array.isArray(pathObject) || pathObject === null) throw new AstroError({
			...InvalidGetStaticPathsEntry,
			message: InvalidGetStaticPathsEntry.message(Array.isArray(pathObject) ? "array" : typeof pathObject)
		});
		if (pathObject.params === void 0 || pathObject.params === null || pathObject.params && Object.keys(pathObject.params).length === 0) throw new AstroError({
			...GetStaticPathsExpectedParams,
			location: { file: route.component }
		});
	});
}
// node_modules/astro/dist/core/render/paginate.js
function generatePaginateFunction(routeMatch, base, trailingSlash) {
	return function paginateUtility(data, args = {}) {
		const generate = getRouteGenerator(routeMatch.segments, trailingSlash);
		let { pageSize: _pageSize, params: _params, props: _props, format: _format } = args;
		const pageSize = _pageSize || 10;
		const paramName = "page";
		const additionalParams = _params || {};
		const additionalProps = _props || {};
		const formatUrl = _format || ((url) => url);
		let includesFirstPageNumber;
		if (routeMatch.params.includes(`...${paramName}`)) includesFirstPageNumber = false;
		else if (routeMatch.params.includes(`${paramName}`)) includesFirstPageNumber = true;
		else throw new AstroError({
			...PageNumberParamNotFound,
			message: PageNumberParamNotFound.message(paramName)
		});
		const lastPage = Math.max(1, Math.ceil(data.length / pageSize));
		return [...Array(lastPage).keys()].map((num) => {
			const pageNum = num + 1;
			const start = pageSize === Number.POSITIVE_INFINITY ? 0 : (pageNum - 1) * pageSize;
			const end = Math.min(start + pageSize, data.length);
			const params = {
				...additionalParams,
				[paramName]: includesFirstPageNumber || pageNum > 1 ? String(pageNum) : void 0
			};
			const current = formatUrl(addRouteBase(generate({ ...params }), base));
			const next = pageNum === lastPage ? void 0 : formatUrl(addRouteBase(generate({
				...params,
				page: String(pageNum + 1)
			}), base));
			const prev = pageNum === 1 ? void 0 : formatUrl(addRouteBase(generate({
				...params,
				page: !includesFirstPageNumber && pageNum - 1 === 1 ? void 0 : String(pageNum - 1)
			}), base));
			const first = pageNum === 1 ? void 0 : formatUrl(addRouteBase(generate({
				...params,
				page: includesFirstPageNumber ? "1" : void 0
			}), base));
			const last = pageNum === lastPage ? void 0 : formatUrl(addRouteBase(generate({
				...params,
				page: String(lastPage)
			}), base));
			return {
				params,
				props: {
					...additionalProps,
					page: {
						data: data.slice(start, end),
						start,
						end: end - 1,
						size: pageSize,
						total: data.length,
						currentPage: pageNum,
						lastPage,
						url: {
							current,
							next,
							prev,
							first,
							last
						}
					}
				}
			};
		});
	};
}
function addRouteBase(route, base) {
	let routeWithBase = joinPaths(base, route);
	if (routeWithBase === "") routeWithBase = "/";
	return routeWithBase;
}
// node_modules/astro/dist/core/render/route-cache.js
async function callGetStaticPaths({ mod, route, routeCache, ssr, base, trailingSlash }) {
	const cached = routeCache.get(route);
	if (!mod) throw new Error("This is an error caused by Astro and not your code. Please file an issue.");
	if (cached?.staticPaths && cached.mod === mod) return cached.staticPaths;
	validateDynamicRouteModule(mod, {
		ssr,
		route
	});
	if (ssr && !route.prerender || route.origin === "internal") {
		const entry = Object.assign([], { keyed: /* @__PURE__ */ new Map() });
		routeCache.set(route, {
			...cached,
			mod,
			staticPaths: entry
		});
		return entry;
	}
	let staticPaths = [];
	if (!mod.getStaticPaths) throw new Error("Unexpected Error.");
	staticPaths = await mod.getStaticPaths({
		paginate: generatePaginateFunction(route, base, trailingSlash),
		routePattern: route.route
	});
	validateGetStaticPathsResult(staticPaths, route);
	const keyedStaticPaths = staticPaths;
	keyedStaticPaths.keyed = /* @__PURE__ */ new Map();
	for (const sp of keyedStaticPaths) {
		const paramsKey = stringifyParams(sp.params, route, trailingSlash);
		keyedStaticPaths.keyed.set(paramsKey, sp);
	}
	routeCache.set(route, {
		...cached,
		mod,
		staticPaths: keyedStaticPaths
	});
	return keyedStaticPaths;
}
var RouteCache = class {
	logger;
	cache = {};
	runtimeMode;
	constructor(logger, runtimeMode = "production") {
		this.logger = logger;
		this.runtimeMode = runtimeMode;
	}
	/** Clear the cache. */
	clearAll() {
		this.cache = {};
	}
	set(route, entry) {
		const key = this.key(route);
		if (this.runtimeMode === "production" && this.cache[key]?.staticPaths) this.logger.warn(null, `Internal Warning: route cache overwritten. (${key})`);
		this.cache[key] = entry;
	}
	get(route) {
		return this.cache[this.key(route)];
	}
	key(route) {
		return `${route.route}_${route.component}`;
	}
};
var routeCaches = createManifestMemo((manifest) => new RouteCache(getLogger(manifest), getEnvironment(manifest).runtimeMode));
function getRouteCache(manifest) {
	return routeCaches.get(manifest);
}
function findPathItemByKey(staticPaths, params, route, logger, trailingSlash) {
	const paramsKey = stringifyParams(params, route, trailingSlash);
	const matchedStaticPath = staticPaths.keyed.get(paramsKey);
	if (matchedStaticPath) return matchedStaticPath;
	logger.debug("router", `findPathItemByKey() - Unexpected cache miss looking for ${paramsKey}`);
}
// node_modules/astro/dist/core/render/params-and-props.js
async function getProps(opts) {
	const { logger, mod, routeData: route, routeCache, pathname, serverLike, base, trailingSlash } = opts;
	if (!route || route.pathname) return {};
	if (routeIsRedirect(route) || routeIsFallback(route) || route.component === "astro-default-404.astro") return {};
	const staticPaths = await callGetStaticPaths({
		mod,
		route,
		routeCache,
		ssr: serverLike,
		base,
		trailingSlash
	});
	const params = getParams(route, pathname);
	const matchedStaticPath = findPathItemByKey(staticPaths, params, route, logger, trailingSlash);
	if (!matchedStaticPath && route.origin !== "internal" && (serverLike ? route.prerender : true)) throw new AstroError({
		...NoMatchingStaticPathFound,
		message: NoMatchingStaticPathFound.message(pathname),
		hint: NoMatchingStaticPathFound.hint([route.component])
	});
	if (mod) validatePrerenderEndpointCollision(route, mod, params);
	return matchedStaticPath?.props ? { ...matchedStaticPath.props } : {};
}
function getParams(route, pathname) {
	if (!route.params.length) return {};
	const hasHtmlSuffix = pathname.endsWith(".html") && !routeHasHtmlExtension(route);
	const path = hasHtmlSuffix && route.type === "page" ? pathname.slice(0, -5) : pathname;
	const allPatterns = [route, ...route.fallbackRoutes].map((r) => r.pattern);
	let paramsMatch = allPatterns.map((pattern) => pattern.exec(path)).find((x) => x);
	if (!paramsMatch && hasHtmlSuffix && route.type !== "page") {
		const strippedPath = pathname.endsWith("/index.html") ? pathname.slice(0, -11) || "/" : pathname.slice(0, -5);
		paramsMatch = allPatterns.map((pattern) => pattern.exec(strippedPath)).find((x) => x);
	}
	if (!paramsMatch) return {};
	const params = {};
	route.params.forEach((key, i) => {
		if (key.startsWith("...")) params[key.slice(3)] = paramsMatch[i + 1] ? paramsMatch[i + 1] : void 0;
		else params[key] = paramsMatch[i + 1];
	});
	return params;
}
function validatePrerenderEndpointCollision(route, mod, params) {
	if (route.type === "endpoint" && mod.getStaticPaths) {
		const lastSegment = route.segments[route.segments.length - 1];
		const paramValues = Object.values(params);
		const lastParam = paramValues[paramValues.length - 1];
		if (lastSegment.length === 1 && lastSegment[0].dynamic && lastParam === void 0) throw new AstroError({
			...PrerenderDynamicEndpointPathCollide,
			message: PrerenderDynamicEndpointPathCollide.message(route.route),
			hint: PrerenderDynamicEndpointPathCollide.hint(route.component),
			location: { file: route.component }
		});
	}
}
// node_modules/astro/dist/core/middleware/sequence.js
function sequence(...handlers) {
	const filtered = handlers.filter((h) => !!h);
	const length = filtered.length;
	if (!length) return defineMiddleware((_context, next) => {
		return next();
	});
	return defineMiddleware((context, next) => {
		let carriedPayload = void 0;
		return applyHandle(0, context);
		function applyHandle(i, handleContext) {
			const handle = filtered[i];
			return handle(handleContext, async (payload) => {
				if (i < length - 1) {
					if (payload) {
						const oldPathname = handleContext.url.pathname;
						const state = Reflect.get(handleContext, fetchStateSymbol);
						if (!state) throw new Error("FetchState not found on APIContext. `next(payload)` rewrites require a context created through Astro's request pipeline.");
						const manifest = state.manifest;
						const { routeData, pathname } = await getEnvironment(manifest).tryRewrite(manifest, payload, handleContext.request);
						let newRequest;
						if (payload instanceof Request) newRequest = payload;
						else {
							const request = handleContext.request.method === "GET" || handleContext.request.method === "HEAD" ? handleContext.request : handleContext.request.clone();
							newRequest = copyRequest(payload instanceof URL ? payload : new URL(payload, handleContext.url.origin), request, false, state.logger, routeData.route);
						}
						if (manifest.serverLike === true && handleContext.isPrerendered === false && routeData.prerender === true) throw new AstroError({
							...ForbiddenRewrite,
							message: ForbiddenRewrite.message(handleContext.url.pathname, pathname, routeData.component),
							hint: ForbiddenRewrite.hint(routeData.component)
						});
						carriedPayload = payload;
						handleContext.request = newRequest;
						handleContext.url = new URL(newRequest.url);
						handleContext.params = getParams(routeData, pathname);
						handleContext.routePattern = routeData.route;
						setOriginPathname(handleContext.request, oldPathname, manifest.trailingSlash, manifest.buildFormat);
					}
					return applyHandle(i + 1, handleContext);
				} else return next(payload ?? carriedPayload);
			});
		}
	});
}
// db/config.ts
/** An embedded database file (`file:…`), as opposed to a server (sqld, Turso). */
function isFileUrl(url) {
	return url.startsWith("file:");
}
// src/server/platform/node/database-client.ts
/**
* The libSQL client of the Node server: @libsql/client with every kind of URL it opens, the
* embedded file (whose folder is created here), an embedded replica of Turso or sqld, and a
* remote server over HTTP or WebSockets.
*/
var database_client_exports = /* @__PURE__ */ __exportAll({
	createDatabaseClient: () => createDatabaseClient,
	databaseSettingProblems: () => databaseSettingProblems,
	queuesWrites: () => true
});
/** Every database setting the configuration accepts works here. */
function databaseSettingProblems(_settings) {
	return [];
}
function createDatabaseClient(config) {
	if (isFileUrl(config.url)) {
		const path = config.url.slice(5);
		if (path && !path.startsWith(":memory:")) {
			mkdirSync(dirname(resolve(path)), {
				recursive: true,
				mode: 448
			});
			if (!config.syncUrl && !path.includes("?")) closeSync(openSync(path, "a", 384));
		}
	}
	const client = createClient({
		url: config.url,
		authToken: config.authToken,
		timeout: 5e3,
		...config.syncUrl ? {
			syncUrl: config.syncUrl,
			syncInterval: config.syncInterval,
			readYourWrites: true
		} : {}
	});
	return config.queryLog ? logQueries(client, config.queryLog) : client;
}
/**
* For tests that count round trips (tests/integration/serving.test.ts): with DATABASE_QUERY_LOG
* set to a file (the config's `queryLog`), every call that reaches the database (a statement, a batch, a transaction's
* start and each of its statements) appends one line to it. Never set in production: each line
* is a synchronous write.
*/
function logQueries(client, file) {
	const log = (kind, what) => {
		const text = typeof what === "string" ? what : what?.sql ?? JSON.stringify(what);
		appendFileSync(file, `${kind} ${text.replace(/\s+/g, " ").trim()}\n`, { mode: 384 });
	};
	const wrap = (target, onTransaction) => new Proxy(target, { get(object, property, receiver) {
		const value = Reflect.get(object, property, receiver);
		if (typeof value !== "function") return value;
		const method = value;
		if (property === "execute") return (stmt, ...rest) => (log("execute", stmt), method.call(object, stmt, ...rest));
		if (property === "batch") return (stmts, ...rest) => (log("batch", stmts.map((s) => s.sql ?? s).join("; ")), method.call(object, stmts, ...rest));
		if (property === "executeMultiple") return (sqlText) => (log("executeMultiple", sqlText), method.call(object, sqlText));
		if (property === "transaction" && !onTransaction) return async (...args) => {
			log("transaction", String(args[0] ?? "write"));
			return wrap(await method.apply(object, args), true);
		};
		return method.bind(object);
	} });
	return wrap(client, false);
}
// src/lib/limits.ts
var PROJECT_ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
/** Upper case without look-alikes: no 0/O, 1/I/L. */
var CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/** The access code of every seeded example itinerary. */
var EXAMPLE_ACCESS_CODE = "EXAMPLE";
/**
* Where the example itineraries' header images are served from: static files of the build
* (public/examples/, drawn by src/server/seed/images/generate.mjs), whatever the upload storage is.
*/
var EXAMPLE_IMAGES_PATH = "/examples/";
var MINUTE_MS = 6e4;
var HOUR_MS = 60 * MINUTE_MS;
var DAY_MS$1 = 24 * HOUR_MS;
var ACCESS_WINDOW_MS = 15 * MINUTE_MS;
var ACCESS_DAY_MS = DAY_MS$1;
var ACCESS_HOUR_MS = HOUR_MS;
var GROUP_SIZE_MAX = 1e4;
/** Where to go after signing in: a same-site path. */
var RETURN_TO_MAX = 1e3;
var FAQ_ANSWER_MAX = 5e3;
/** A coupon that covers the whole price completes the upgrade after 2 s. */
var FREE_UPGRADE_REDIRECT_MS = 2e3;
var MAX_HEADER_IMAGE_BYTES = 10485760;
var MAX_AVATAR_BYTES = 5242880;
var LINK_URL_MAX = 2e3;
var FEEDBACK_TEXT_MAX = 5e3;
/** Larger photos are refused before decoding: 40 megapixels is about 160 MB of raw pixels. */
var MAX_HEADER_IMAGE_PIXELS = 4e7;
/**
* The browser shrinks a picked picture to at most this many pixels (and a header image to
* HEADER_IMAGE_MAX_SIDE on its longest side) before uploading it, on both builds: a phone photo
* then passes the edge build's limit, and uploads faster.
*/
var UPLOAD_MAX_PIXELS = 25e5;
/** An avatar is stored AVATAR_SIDE square: the browser sends it at most this on its shorter side. */
var AVATAR_UPLOAD_SIDE = 1024;
/** Longest side of a stored header image; the carousel is at most about 1000 px wide (2x). */
var HEADER_IMAGE_MAX_SIDE = 2400;
/** A signed upload URL is good for this long ("expiring within 5 minutes"). */
var UPLOAD_URL_TTL_MS = 3e5;
/** A stored image's address (header images), and an upload's storage key. */
var IMAGE_URL_MAX = 2048;
/** The types the server accepts, checked again by their bytes (never SVG). */
var HEADER_IMAGE_TYPES = [
	"image/jpeg",
	"image/png",
	"image/webp"
];
var CROP_JPEG_QUALITY = .9;
/** Arrow keys move the crop box 1 px, with Shift 10, with Ctrl or Cmd 100. */
var CROP_NUDGE_PX = {
	plain: 1,
	shift: 10,
	ctrl: 100
};
var HEADER_CAROUSEL_MS = 5e3;
/** The header image lightbox's slider advances every 4 s. */
var DEFAULT_AUTOPLAY_MS = 4e3;
var COUNTDOWN_TICK_MS = 1e3;
var HINT_BUBBLE_MS = 1e4;
var COPY_INDICATOR_MS = 2e3;
var CONFETTI_MS = 3e3;
var TOAST_DURATION_MS = 5e3;
var TOAST_REMOVE_DELAY_MS = 1500;
var SESSION_TTL_MS = 30 * DAY_MS$1;
/**
* A session started by entering an example itinerary's code: a look around, not a stay. It does
* not slide, and becomes a full session when the browser opens a real itinerary.
*/
var EXAMPLE_SESSION_TTL_MS = 2 * HOUR_MS;
/**
* How long a guest's name stays theirs after the session that wrote under it ended (signed out,
* or expired): nobody else may write as that person meanwhile (docs/product.md#whose-name-is-whose).
* As long as a session lives unused, so a writer who could still come back finds the name kept.
*/
var NAME_HOLD_MS = SESSION_TTL_MS;
var SESSION_VERIFY_WRITE_MS = HOUR_MS;
/** API request bodies larger than this get 413; images never pass through JSON. */
var MAX_API_BODY_BYTES = 1048576;
/** All displayed dates and times default to this zone. */
var DEFAULT_TIME_ZONE = "America/New_York";
var EMAIL_LINK_TTL_MS = 10 * MINUTE_MS;
var EVENT_DESCRIPTION_MAX = 5e3;
var EVENT_ATTENDEES_MAX = 2e3;
var EVENT_PRIVATE_NOTES_MAX = 5e3;
/**
* How long an event without an end lasts in calendar files and the calendar grid, and how long
* after its start the editor first offers an end (docs/product.md#events): one hour.
*/
var EVENT_DEFAULT_DURATION_MS = 36e5;
/** The model's description and private notes of an event are clipped to this: a summary, not the email. */
var AI_EVENT_TEXT_MAX = 2e3;
var SWEEP_INTERVAL_MS = 10 * MINUTE_MS;
/** Uploads that were handed a URL but never saved are deleted after this long. */
var PENDING_UPLOAD_MAX_AGE_MS = HOUR_MS;
/** Form posts to pages (sign-in, logout, access): a few short fields. */
var MAX_FORM_BODY_BYTES = 16384;
/** Stripe's webhook events are a few kilobytes; Stripe caps them well below this. */
var MAX_STRIPE_WEBHOOK_BYTES = 524288;
/** Earliest and latest year a travel time may be in (a typo guard, not a rule about trips). */
var TRAVEL_YEAR_MIN = 2e3;
var TRAVEL_YEAR_MAX = 2100;
/** People landing at one place within this long of the first of them are one group on the board. */
var TRAVEL_GROUP_WINDOW_MS = 90 * MINUTE_MS;
/**
* A signed-in guest's forwarded confirmations offered in an itinerary's travel form: those within
* this long before its first or after its last event, at most this many.
*/
var TRAVEL_CONFIRMATIONS_WINDOW_MS = 14 * DAY_MS$1;
var GUEST_WRITES_PER_HOUR_PER_PROJECT = 1e3;
// src/server/core/environment.mjs
/**
* The process environment, read here and nowhere else. Two readers share it:
* - src/server/core/config.ts validates every setting of the app from `environment()`; the Node server
*   (../node/serve.mjs) does that before it listens, so a bad setting stops it at start-up;
* - astro.config.mjs takes the few settings that shape the build (`buildSettings()`).
* Plain JavaScript without dependencies, so that astro.config.mjs can import it before anything is
* built. What both sides need (defaults, the S3 bucket's URL) is written once, here.
*/
/** @typedef {Readonly<Record<string, string | undefined>>} Environment */
/** The variables the app's settings come from. @returns {Environment} */
function environment() {
	return process.env;
}
var DEFAULT_SITE_URL = "http://localhost:4321";
var DEFAULT_S3_REGION = "us-east-1";
/**
* The S3 bucket's base URL: path style under S3_ENDPOINT (R2, MinIO, any S3-compatible server),
* else AWS's virtual-hosted style for S3_REGION.
* @param {{ S3_ENDPOINT?: string | undefined; S3_BUCKET?: string | undefined; S3_REGION?: string | undefined }} s3
*/
function s3BucketUrl(s3) {
	if (s3.S3_ENDPOINT) return `${s3.S3_ENDPOINT.replace(/\/+$/, "")}/${s3.S3_BUCKET}`;
	return `https://${s3.S3_BUCKET}.s3.${s3.S3_REGION ?? "us-east-1"}.amazonaws.com`;
}
// src/server/core/config-schema.ts
/**
* Every setting of the app and its rule, with the rules that join two settings: the zod schema the
* configuration (./config.ts) reads the environment with, and the type it gives. Apart from the
* platform's own check (./config.ts), so that the platform contract can name the settings type
* without importing a platform module back.
*/
var optionalString = z$1.string().optional().transform((v) => v && v.trim() ? v.trim() : void 0);
var GEOCODER_URL_PROBLEM = "GEOCODER_URL must be an http:// or https:// URL, or off";
/** A blank value counts as unset (so the default applies), for settings that are not strings. */
var blankIsUnset = (schema) => z$1.preprocess((v) => typeof v === "string" && !v.trim() ? void 0 : v, schema);
var configShape = {
	NODE_ENV: z$1.string().default("development"),
	HOST: optionalString,
	PORT: blankIsUnset(z$1.coerce.number({ error: "PORT must be a port number from 0 to 65535" }).int().min(0).max(65535).optional()),
	ASTRO_NODE_LOGGING: optionalString,
	SITE_URL: z$1.url({ error: "SITE_URL must be a full URL such as https://trip.example" }).default(DEFAULT_SITE_URL),
	SITE_NAME: z$1.string().default("Itinerary"),
	CONTACT_EMAIL: z$1.email().default("hello@itinerary.example"),
	DATABASE_URL: z$1.string().optional().transform((v) => v?.trim() || "file:data/itinerary.db").pipe(z$1.string().regex(/^(file:|:memory:$|(libsql|https?|wss?):\/\/.)/, "DATABASE_URL must be file:<path> or a libsql://, http(s):// or ws(s):// URL")),
	DATABASE_AUTH_TOKEN: optionalString,
	DATABASE_SYNC_URL: optionalString.pipe(z$1.union([z$1.undefined(), z$1.url({ protocol: /^(libsql|https?|wss?)$/ })])),
	DATABASE_SYNC_INTERVAL: blankIsUnset(z$1.coerce.number().positive("DATABASE_SYNC_INTERVAL must be a number of seconds above 0").default(5)),
	DATABASE_QUERY_LOG: optionalString,
	TRUST_PROXY: z$1.string().default("false").transform((v) => v.trim().toLowerCase()).pipe(z$1.union([z$1.enum([
		"true",
		"false",
		""
	]).transform((v) => v === "true" ? 1 : 0), z$1.string().regex(/^\d{1,2}$/, "TRUST_PROXY must be true, false or a number of proxies").transform(Number)])),
	SWEEP_INTERVAL_SECONDS: blankIsUnset(z$1.coerce.number().positive().default(SWEEP_INTERVAL_MS / 1e3)),
	PAGE_CACHE_SECONDS: blankIsUnset(z$1.coerce.number().positive("PAGE_CACHE_SECONDS must be a number of seconds above 0").default(5)),
	PUBLIC_ANALYTICS_ID: optionalString,
	PUBLIC_MAP_TILE_URL: z$1.string().default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
	PUBLIC_MAP_ATTRIBUTION: z$1.string().default("&copy; <a href=\"https://www.openstreetmap.org/copyright\">OpenStreetMap</a> contributors"),
	PUBLIC_HERO_VIDEO_URL: optionalString,
	SMTP_URL: optionalString.pipe(z$1.union([z$1.undefined(), z$1.url({
		protocol: /^smtps?$/,
		error: "SMTP_URL must be an smtp:// or smtps:// URL"
	})])),
	MAIL_API_URL: blankIsUnset(z$1.url({
		protocol: /^https?$/,
		error: "MAIL_API_URL must be an http:// or https:// URL"
	}).default("https://api.resend.com")),
	MAIL_API_KEY: optionalString,
	MAIL_FROM: optionalString,
	MAIL_OUTBOX_DIR: z$1.string().default("data/outbox"),
	GEOCODER_URL: blankIsUnset(z$1.union([z$1.literal("off", { error: GEOCODER_URL_PROBLEM }), z$1.url({
		protocol: /^https?$/,
		error: GEOCODER_URL_PROBLEM
	})], { error: GEOCODER_URL_PROBLEM }).default("https://photon.komoot.io/api")),
	GEOCODER_KIND: z$1.enum([
		"photon",
		"nominatim",
		""
	]).default("").transform((v) => v || void 0),
	UPLOADS_DIR: z$1.string().default("data/uploads"),
	UPLOAD_SIGNING_SECRET: optionalString,
	S3_ENDPOINT: optionalString,
	S3_BUCKET: optionalString,
	S3_REGION: optionalString,
	S3_ACCESS_KEY_ID: optionalString,
	S3_SECRET_ACCESS_KEY: optionalString,
	S3_PUBLIC_URL: optionalString,
	STRIPE_SECRET_KEY: optionalString,
	PUBLIC_STRIPE_PUBLISHABLE_KEY: optionalString,
	STRIPE_WEBHOOK_SECRET: optionalString,
	STRIPE_API_URL: optionalString.pipe(z$1.union([z$1.undefined(), z$1.url({ protocol: /^https?$/ })])),
	FULL_ACCESS_PRICE_CENTS: blankIsUnset(z$1.coerce.number().int().min(50).default(300)),
	PAYMENT_CURRENCY: z$1.string().default("usd").transform((v) => v.trim().toLowerCase()).pipe(z$1.string().regex(/^[a-z]{3}$/, "PAYMENT_CURRENCY must be a three-letter ISO currency code")),
	INBOUND_EMAIL_DOMAIN: optionalString.transform((v) => v?.toLowerCase()),
	INBOUND_MAILBOX: z$1.string().default("plans").transform((v) => v.trim().toLowerCase() || "plans").pipe(z$1.string().regex(/^[a-z0-9._-]+$/, "INBOUND_MAILBOX must be a plain mailbox name (letters, digits, . _ -)")),
	INBOUND_SMTP_PORT: blankIsUnset(z$1.coerce.number().int().min(1).max(65535).optional()),
	INBOUND_SMTP_HOST: z$1.string().default("127.0.0.1"),
	INBOUND_SMTP_TLS_KEY: optionalString,
	INBOUND_SMTP_TLS_CERT: optionalString,
	INBOUND_DNS_SERVERS: optionalString,
	INBOUND_WEBHOOK_SECRET: optionalString,
	INBOUND_MAX_BYTES: blankIsUnset(z$1.coerce.number().int().min(1024).default(15728640)),
	AI_BASE_URL: optionalString.pipe(z$1.union([z$1.undefined(), z$1.url({ protocol: /^https?$/ })])),
	AI_API_KEY: optionalString,
	AI_MODEL: optionalString
};
// src/server/core/config.ts
/**
* The app's configuration: every setting, read once from the environment (./environment.mjs, its
* only reader) and validated with zod. The Node server validates it before it listens
* (../node/serve.mjs), so a bad setting stops the process with a message naming the variable;
* `astro dev` validates it on the first request. Every variable here is listed, with a comment,
* in `.env.example` and in the README's configuration table.
*/
/** The settings' rules, and what this platform cannot open (on the edge: a local file, a replica). */
var platformConfigSchema = z$1.object(configShape).superRefine((cfg, ctx) => {
	if (cfg.DATABASE_SYNC_URL && !isFileUrl(cfg.DATABASE_URL)) ctx.addIssue({
		code: "custom",
		path: ["DATABASE_SYNC_URL"],
		message: "DATABASE_SYNC_URL needs DATABASE_URL to be a local file (file:…) for the replica"
	});
	if (cfg.SMTP_URL && cfg.MAIL_API_KEY) ctx.addIssue({
		code: "custom",
		path: ["MAIL_API_KEY"],
		message: "MAIL_API_KEY and SMTP_URL are both set: choose one way to send email"
	});
	if (cfg.S3_BUCKET && (!cfg.S3_ACCESS_KEY_ID || !cfg.S3_SECRET_ACCESS_KEY)) ctx.addIssue({
		code: "custom",
		path: ["S3_BUCKET"],
		message: "S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required too"
	});
}).superRefine((cfg, ctx) => {
	for (const { variable, message } of databaseSettingProblems(cfg)) ctx.addIssue({
		code: "custom",
		path: [variable],
		message
	});
});
/** A setting that is missing or wrong: the message names each variable and what is wrong with it. */
var ConfigError = class extends Error {
	problems;
	constructor(problems) {
		super(`Invalid configuration: ${problems.join("; ")}`);
		this.problems = problems;
		this.name = "ConfigError";
	}
};
var cached$1;
/** Every setting from `env` (the process environment unless given), or a ConfigError. */
function loadConfig(env = environment()) {
	const parsed = platformConfigSchema.safeParse(env);
	if (!parsed.success) throw new ConfigError(parsed.error.issues.map((issue) => {
		const variable = issue.path.join(".");
		return issue.message.startsWith(variable) ? issue.message : `${variable}: ${issue.message}`;
	}));
	return {
		...parsed.data,
		isProduction: parsed.data.NODE_ENV === "production"
	};
}
/** The process's configuration, validated on first use (the Node server does it at start-up). */
function config() {
	cached$1 ??= loadConfig();
	return cached$1;
}
/** What db/index.ts needs to open the database. */
function databaseConfig(cfg = config()) {
	return {
		url: cfg.DATABASE_URL,
		authToken: cfg.DATABASE_AUTH_TOKEN,
		syncUrl: cfg.DATABASE_SYNC_URL,
		syncInterval: cfg.DATABASE_SYNC_URL ? cfg.DATABASE_SYNC_INTERVAL : void 0,
		queryLog: cfg.DATABASE_QUERY_LOG
	};
}
// src/lib/number-words.ts
/**
* Limits said in words: texts that name a limit are built from its constant in ./limits.ts, so
* changing the number changes every sentence that states it.
*/
var WORDS = [
	"zero",
	"one",
	"two",
	"three",
	"four",
	"five",
	"six",
	"seven",
	"eight",
	"nine",
	"ten",
	"eleven",
	"twelve"
];
/** 5 → 'five' (up to twelve; larger numbers stay digits, as style guides write them). */
function numberWord(n) {
	return WORDS[n] ?? String(n);
}
/** 5 → 'Five', for the start of a sentence. */
function capitalizedNumberWord(n) {
	const word = numberWord(n);
	return word.charAt(0).toUpperCase() + word.slice(1);
}
/** A byte limit in whole megabytes, as the upload messages state it: 5 * 1024 * 1024 → 5. */
function megabytes(bytes) {
	return bytes / 1024 / 1024;
}
// src/lib/messages.ts
/**
* The one place of user-facing messages, grouped by feature: every message the browser shows that
* the server or another module also uses, and every refusal a service sends from a table
* (docs/architecture.md#messages). Plain strings and functions of the limits, free of zod and
* server code, so any island can import them without the validation library. The groups that one
* lazily loaded screen shows are written in ./messages-*.ts and re-exported here, so the landing
* page does not download them.
*/
/** The refusal of a picked file over an upload limit of `maxBytes`. */
var imageTooLargeMessage = (maxBytes) => `Please select an image smaller than ${megabytes(maxBytes)}MB.`;
var MESSAGES = {
	nameRequired: "Please enter an itinerary name.",
	nameTooLong: `Itinerary names can be at most 120 characters.`,
	termsRequired: "Please accept the Terms and Conditions, Privacy Policy, and Community Guidelines to continue.",
	accessFieldsRequired: "Please enter project ID, email, and access code.",
	unknownItinerary: "This itinerary does not exist.",
	accessCodeRequired: "Please enter an access code",
	adminCodeWhere: "The admin code was shown when this itinerary was created, and emailed to the organiser if they gave an address.",
	invalidEmail: "Please enter a valid email address.",
	invalidAccessCode: "Invalid access code. Please check and try again.",
	tooManyAttempts: "Too many failed attempts. Access has been blocked.",
	adminCodeRequired: "Please enter the admin code.",
	invalidAdminCode: "Invalid admin code. Please try again.",
	titleChangeLimit: `You have used all 3 title changes for this project.`,
	feedbackMissing: "Please select your role and provide feedback before submitting.",
	ownerEmailRequired: "Please enter your email address.",
	tooManyImages: `You can only upload up to 5 images.`,
	imageOverflow: `You can only upload up to 5 images. Extra images were not added.`,
	notAnImage: "Please select an image file.",
	imageTooLarge: imageTooLargeMessage(MAX_HEADER_IMAGE_BYTES),
	imageTypeUnsupported: "Please upload a JPEG, PNG or WebP image.",
	uploadNotFound: "This upload was not found. Please upload the image again.",
	avatarTooLarge: imageTooLargeMessage(MAX_AVATAR_BYTES),
	deleteNameMismatch: "The name does not match.",
	invalidCoupon: "Invalid coupon code",
	ownedAccessFailed: "Unable to access your project. Please try again.",
	unclaimedNeedsDate: "Add a date before sending this event to an itinerary.",
	dateTimeRequired: "Please choose a date and time.",
	eventEndInvalid: "Please choose an end date and time, or remove the end time.",
	eventEndBeforeStart: "The end must be after the start. Please choose a later end time."
};
var ACCESS_MESSAGES = { exampleReadOnly: "Example itineraries cannot be edited. Create your own to customise it." };
var OWNER_MESSAGES = {
	tooManyEmails: "The access codes of this itinerary have been emailed several times in the last hour.",
	notSent: "Your details were saved, but the email with your codes could not be sent. Please try again.",
	unsubscribed: (siteName) => `Your details were saved, but this address asked not to receive emails from ${siteName}, so the codes were not sent. Its owner can allow emails again with the link at the bottom of any email from us.`,
	tooManyFromClient: "Your details were saved, but too many emails were requested from this device, so the codes were not sent.",
	tooManyToAddress: "Your details were saved, but this address has already been sent as many emails as we send to one address in a day, so the codes were not sent."
};
var EMAIL_LINK_MESSAGES = {
	tooManyForAddress: "Too many sign-in links were sent to this address.",
	tooManyForClient: "Too many sign-in links were requested from this device.",
	notSent: "We could not send the sign-in email. Please try again."
};
/**
* The mail guard's refusals of an email to a typed address, unless the sender gives its own:
* the address asked for no more email (409); the client's hourly or daily allowance is used up
* (429); the recipient's daily allowance is used up (429). The wait is appended to a 429.
*/
var MAIL_GUARD_MESSAGES = {
	unsubscribed: "This address asked not to receive emails from us.",
	tooManyFromClient: "Too many emails were requested from this device.",
	tooManyToAddress: "This address has already been sent as many emails as we send to one address in a day."
};
var UPLOAD_MESSAGES = {
	tooManyForItinerary: "This itinerary has started a lot of image uploads in the last hour.",
	tooManyFromClient: "You have started a lot of image uploads in the last hour."
};
var COUPON_MESSAGES = {
	invalid: MESSAGES.invalidCoupon,
	expired: "This coupon has expired.",
	usedUp: "This coupon has reached its redemption limit."
};
// src/server/http/security-headers.ts
/**
* The headers every response carries: pages (rendered or prerendered, at every URL form), API
* answers, static files, robots.txt, favicons and the framework's own error pages. A response
* that already sets one of them keeps its own value (the sign-in page's `no-referrer`, a page's
* full Content-Security-Policy), so a route can only be stricter, never looser.
*/
/** Framing, sniffing and referrer rules; HSTS only where the site is served over HTTPS. */
function securityHeaders(isProduction) {
	const headers = [
		["X-Content-Type-Options", "nosniff"],
		["Referrer-Policy", "strict-origin-when-cross-origin"],
		["X-Frame-Options", "DENY"],
		["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)"],
		["Cross-Origin-Opener-Policy", "same-origin"],
		["Content-Security-Policy", "frame-ancestors 'none'; object-src 'none'; base-uri 'none'"]
	];
	if (isProduction) headers.push(["Strict-Transport-Security", "max-age=63072000; includeSubDomains"]);
	return headers;
}
/** Adds each security header the response does not set itself. */
function withSecurityHeaders(response, isProduction) {
	for (const [name, value] of securityHeaders(isProduction)) if (!response.headers.has(name)) response.headers.set(name, value);
	return response;
}
// node_modules/drizzle-orm/entity.js
var entityKind = Symbol.for("drizzle:entityKind");
function is(value, type) {
	if (!value || typeof value !== "object") return false;
	if (value instanceof type) return true;
	if (!Object.prototype.hasOwnProperty.call(type, entityKind)) throw new Error(`Class "${type.name ?? "<unknown>"}" doesn't look like a Drizzle entity. If this is incorrect and the class is provided by Drizzle, please report this as a bug.`);
	let cls = Object.getPrototypeOf(value).constructor;
	if (cls) while (cls) {
		if (entityKind in cls && cls[entityKind] === type[entityKind]) return true;
		cls = Object.getPrototypeOf(cls);
	}
	return false;
}
// node_modules/drizzle-orm/column.js
var Column = class {
	constructor(table, config) {
		this.table = table;
		this.config = config;
		this.name = config.name;
		this.keyAsName = config.keyAsName;
		this.notNull = config.notNull;
		this.default = config.default;
		this.defaultFn = config.defaultFn;
		this.onUpdateFn = config.onUpdateFn;
		this.hasDefault = config.hasDefault;
		this.primary = config.primaryKey;
		this.isUnique = config.isUnique;
		this.uniqueName = config.uniqueName;
		this.uniqueType = config.uniqueType;
		this.dataType = config.dataType;
		this.columnType = config.columnType;
		this.generated = config.generated;
		this.generatedIdentity = config.generatedIdentity;
	}
	static [entityKind] = "Column";
	name;
	keyAsName;
	primary;
	notNull;
	default;
	defaultFn;
	onUpdateFn;
	hasDefault;
	isUnique;
	uniqueName;
	uniqueType;
	dataType;
	columnType;
	enumValues = void 0;
	generated = void 0;
	generatedIdentity = void 0;
	config;
	mapFromDriverValue(value) {
		return value;
	}
	mapToDriverValue(value) {
		return value;
	}
	shouldDisableInsert() {
		return this.config.generated !== void 0 && this.config.generated.type !== "byDefault";
	}
};
// node_modules/drizzle-orm/column-builder.js
var ColumnBuilder = class {
	static [entityKind] = "ColumnBuilder";
	config;
	constructor(name, dataType, columnType) {
		this.config = {
			name,
			keyAsName: name === "",
			notNull: false,
			default: void 0,
			hasDefault: false,
			primaryKey: false,
			isUnique: false,
			uniqueName: void 0,
			uniqueType: void 0,
			dataType,
			columnType,
			generated: void 0
		};
	}
	/**
	* Changes the data type of the column. Commonly used with `json` columns. Also, useful for branded types.
	*
	* @example
	* ```ts
	* const users = pgTable('users', {
	* 	id: integer('id').$type<UserId>().primaryKey(),
	* 	details: json('details').$type<UserDetails>().notNull(),
	* });
	* ```
	*/
	$type() {
		return this;
	}
	/**
	* Adds a `not null` clause to the column definition.
	*
	* Affects the `select` model of the table - columns *without* `not null` will be nullable on select.
	*/
	notNull() {
		this.config.notNull = true;
		return this;
	}
	/**
	* Adds a `default <value>` clause to the column definition.
	*
	* Affects the `insert` model of the table - columns *with* `default` are optional on insert.
	*
	* If you need to set a dynamic default value, use {@link $defaultFn} instead.
	*/
	default(value) {
		this.config.default = value;
		this.config.hasDefault = true;
		return this;
	}
	/**
	* Adds a dynamic default value to the column.
	* The function will be called when the row is inserted, and the returned value will be used as the column value.
	*
	* **Note:** This value does not affect the `drizzle-kit` behavior, it is only used at runtime in `drizzle-orm`.
	*/
	$defaultFn(fn) {
		this.config.defaultFn = fn;
		this.config.hasDefault = true;
		return this;
	}
	/**
	* Alias for {@link $defaultFn}.
	*/
	$default = this.$defaultFn;
	/**
	* Adds a dynamic update value to the column.
	* The function will be called when the row is updated, and the returned value will be used as the column value if none is provided.
	* If no `default` (or `$defaultFn`) value is provided, the function will be called when the row is inserted as well, and the returned value will be used as the column value.
	*
	* **Note:** This value does not affect the `drizzle-kit` behavior, it is only used at runtime in `drizzle-orm`.
	*/
	$onUpdateFn(fn) {
		this.config.onUpdateFn = fn;
		this.config.hasDefault = true;
		return this;
	}
	/**
	* Alias for {@link $onUpdateFn}.
	*/
	$onUpdate = this.$onUpdateFn;
	/**
	* Adds a `primary key` clause to the column definition. This implicitly makes the column `not null`.
	*
	* In SQLite, `integer primary key` implicitly makes the column auto-incrementing.
	*/
	primaryKey() {
		this.config.primaryKey = true;
		this.config.notNull = true;
		return this;
	}
	/** @internal Sets the name of the column to the key within the table definition if a name was not given. */
	setName(name) {
		if (this.config.name !== "") return;
		this.config.name = name;
	}
};
// node_modules/drizzle-orm/table.utils.js
var TableName = Symbol.for("drizzle:Name");
// node_modules/drizzle-orm/pg-core/columns/enum.js
var isPgEnumSym = Symbol.for("drizzle:isPgEnum");
function isPgEnum(obj) {
	return !!obj && typeof obj === "function" && isPgEnumSym in obj && obj[isPgEnumSym] === true;
}
// node_modules/drizzle-orm/subquery.js
var Subquery = class {
	static [entityKind] = "Subquery";
	constructor(sql, fields, alias, isWith = false, usedTables = []) {
		this._ = {
			brand: "Subquery",
			sql,
			selectedFields: fields,
			alias,
			isWith,
			usedTables
		};
	}
};
var WithSubquery = class extends Subquery {
	static [entityKind] = "WithSubquery";
};
// node_modules/drizzle-orm/tracing.js
var tracer = { startActiveSpan(name, fn) {
	return fn();
} };
// node_modules/drizzle-orm/view-common.js
var ViewBaseConfig = Symbol.for("drizzle:ViewBaseConfig");
// node_modules/drizzle-orm/table.js
var Schema = Symbol.for("drizzle:Schema");
var Columns = Symbol.for("drizzle:Columns");
var ExtraConfigColumns = Symbol.for("drizzle:ExtraConfigColumns");
var OriginalName = Symbol.for("drizzle:OriginalName");
var BaseName = Symbol.for("drizzle:BaseName");
var IsAlias = Symbol.for("drizzle:IsAlias");
var ExtraConfigBuilder = Symbol.for("drizzle:ExtraConfigBuilder");
var IsDrizzleTable = Symbol.for("drizzle:IsDrizzleTable");
var Table = class {
	static [entityKind] = "Table";
	/** @internal */
	static Symbol = {
		Name: TableName,
		Schema,
		OriginalName,
		Columns,
		ExtraConfigColumns,
		BaseName,
		IsAlias,
		ExtraConfigBuilder
	};
	/**
	* @internal
	* Can be changed if the table is aliased.
	*/
	[TableName];
	/**
	* @internal
	* Used to store the original name of the table, before any aliasing.
	*/
	[OriginalName];
	/** @internal */
	[Schema];
	/** @internal */
	[Columns];
	/** @internal */
	[ExtraConfigColumns];
	/**
	*  @internal
	* Used to store the table name before the transformation via the `tableCreator` functions.
	*/
	[BaseName];
	/** @internal */
	[IsAlias] = false;
	/** @internal */
	[IsDrizzleTable] = true;
	/** @internal */
	[ExtraConfigBuilder] = void 0;
	constructor(name, schema, baseName) {
		this[TableName] = this[OriginalName] = name;
		this[Schema] = schema;
		this[BaseName] = baseName;
	}
};
function getTableName(table) {
	return table[TableName];
}
function getTableUniqueName(table) {
	return `${table[Schema] ?? "public"}.${table[TableName]}`;
}
// node_modules/drizzle-orm/sql/sql.js
function isSQLWrapper(value) {
	return value !== null && value !== void 0 && typeof value.getSQL === "function";
}
function mergeQueries(queries) {
	const result = {
		sql: "",
		params: []
	};
	for (const query of queries) {
		result.sql += query.sql;
		result.params.push(...query.params);
		if (query.typings?.length) {
			if (!result.typings) result.typings = [];
			result.typings.push(...query.typings);
		}
	}
	return result;
}
var StringChunk = class {
	static [entityKind] = "StringChunk";
	value;
	constructor(value) {
		this.value = Array.isArray(value) ? value : [value];
	}
	getSQL() {
		return new SQL([this]);
	}
};
var SQL = class SQL {
	constructor(queryChunks) {
		this.queryChunks = queryChunks;
		for (const chunk of queryChunks) if (is(chunk, Table)) {
			const schemaName = chunk[Table.Symbol.Schema];
			this.usedTables.push(schemaName === void 0 ? chunk[Table.Symbol.Name] : schemaName + "." + chunk[Table.Symbol.Name]);
		}
	}
	static [entityKind] = "SQL";
	/** @internal */
	decoder = noopDecoder;
	shouldInlineParams = false;
	/** @internal */
	usedTables = [];
	append(query) {
		this.queryChunks.push(...query.queryChunks);
		return this;
	}
	toQuery(config) {
		return tracer.startActiveSpan("drizzle.buildSQL", (span) => {
			const query = this.buildQueryFromSourceParams(this.queryChunks, config);
			span?.setAttributes({
				"drizzle.query.text": query.sql,
				"drizzle.query.params": JSON.stringify(query.params)
			});
			return query;
		});
	}
	buildQueryFromSourceParams(chunks, _config) {
		const config = Object.assign({}, _config, {
			inlineParams: _config.inlineParams || this.shouldInlineParams,
			paramStartIndex: _config.paramStartIndex || { value: 0 }
		});
		const { casing, escapeName, escapeParam, prepareTyping, inlineParams, paramStartIndex } = config;
		return mergeQueries(chunks.map((chunk) => {
			if (is(chunk, StringChunk)) return {
				sql: chunk.value.join(""),
				params: []
			};
			if (is(chunk, Name)) return {
				sql: escapeName(chunk.value),
				params: []
			};
			if (chunk === void 0) return {
				sql: "",
				params: []
			};
			if (Array.isArray(chunk)) {
				const result = [new StringChunk("(")];
				for (const [i, p] of chunk.entries()) {
					result.push(p);
					if (i < chunk.length - 1) result.push(new StringChunk(", "));
				}
				result.push(new StringChunk(")"));
				return this.buildQueryFromSourceParams(result, config);
			}
			if (is(chunk, SQL)) return this.buildQueryFromSourceParams(chunk.queryChunks, {
				...config,
				inlineParams: inlineParams || chunk.shouldInlineParams
			});
			if (is(chunk, Table)) {
				const schemaName = chunk[Table.Symbol.Schema];
				const tableName = chunk[Table.Symbol.Name];
				return {
					sql: schemaName === void 0 || chunk[IsAlias] ? escapeName(tableName) : escapeName(schemaName) + "." + escapeName(tableName),
					params: []
				};
			}
			if (is(chunk, Column)) {
				const columnName = casing.getColumnCasing(chunk);
				if (_config.invokeSource === "indexes") return {
					sql: escapeName(columnName),
					params: []
				};
				const schemaName = chunk.table[Table.Symbol.Schema];
				return {
					sql: chunk.table[IsAlias] || schemaName === void 0 ? escapeName(chunk.table[Table.Symbol.Name]) + "." + escapeName(columnName) : escapeName(schemaName) + "." + escapeName(chunk.table[Table.Symbol.Name]) + "." + escapeName(columnName),
					params: []
				};
			}
			if (is(chunk, View)) {
				const schemaName = chunk[ViewBaseConfig].schema;
				const viewName = chunk[ViewBaseConfig].name;
				return {
					sql: schemaName === void 0 || chunk[ViewBaseConfig].isAlias ? escapeName(viewName) : escapeName(schemaName) + "." + escapeName(viewName),
					params: []
				};
			}
			if (is(chunk, Param)) {
				if (is(chunk.value, Placeholder)) return {
					sql: escapeParam(paramStartIndex.value++, chunk),
					params: [chunk],
					typings: ["none"]
				};
				const mappedValue = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
				if (is(mappedValue, SQL)) return this.buildQueryFromSourceParams([mappedValue], config);
				if (inlineParams) return {
					sql: this.mapInlineParam(mappedValue, config),
					params: []
				};
				let typings = ["none"];
				if (prepareTyping) typings = [prepareTyping(chunk.encoder)];
				return {
					sql: escapeParam(paramStartIndex.value++, mappedValue),
					params: [mappedValue],
					typings
				};
			}
			if (is(chunk, Placeholder)) return {
				sql: escapeParam(paramStartIndex.value++, chunk),
				params: [chunk],
				typings: ["none"]
			};
			if (is(chunk, SQL.Aliased) && chunk.fieldAlias !== void 0) return {
				sql: escapeName(chunk.fieldAlias),
				params: []
			};
			if (is(chunk, Subquery)) {
				if (chunk._.isWith) return {
					sql: escapeName(chunk._.alias),
					params: []
				};
				return this.buildQueryFromSourceParams([
					new StringChunk("("),
					chunk._.sql,
					new StringChunk(") "),
					new Name(chunk._.alias)
				], config);
			}
			if (isPgEnum(chunk)) {
				if (chunk.schema) return {
					sql: escapeName(chunk.schema) + "." + escapeName(chunk.enumName),
					params: []
				};
				return {
					sql: escapeName(chunk.enumName),
					params: []
				};
			}
			if (isSQLWrapper(chunk)) {
				if (chunk.shouldOmitSQLParens?.()) return this.buildQueryFromSourceParams([chunk.getSQL()], config);
				return this.buildQueryFromSourceParams([
					new StringChunk("("),
					chunk.getSQL(),
					new StringChunk(")")
				], config);
			}
			if (inlineParams) return {
				sql: this.mapInlineParam(chunk, config),
				params: []
			};
			return {
				sql: escapeParam(paramStartIndex.value++, chunk),
				params: [chunk],
				typings: ["none"]
			};
		}));
	}
	mapInlineParam(chunk, { escapeString }) {
		if (chunk === null) return "null";
		if (typeof chunk === "number" || typeof chunk === "boolean") return chunk.toString();
		if (typeof chunk === "string") return escapeString(chunk);
		if (typeof chunk === "object") {
			const mappedValueAsString = chunk.toString();
			if (mappedValueAsString === "[object Object]") return escapeString(JSON.stringify(chunk));
			return escapeString(mappedValueAsString);
		}
		throw new Error("Unexpected param value: " + chunk);
	}
	getSQL() {
		return this;
	}
	as(alias) {
		if (alias === void 0) return this;
		return new SQL.Aliased(this, alias);
	}
	mapWith(decoder) {
		this.decoder = typeof decoder === "function" ? { mapFromDriverValue: decoder } : decoder;
		return this;
	}
	inlineParams() {
		this.shouldInlineParams = true;
		return this;
	}
	/**
	* This method is used to conditionally include a part of the query.
	*
	* @param condition - Condition to check
	* @returns itself if the condition is `true`, otherwise `undefined`
	*/
	if(condition) {
		return condition ? this : void 0;
	}
};
var Name = class {
	constructor(value) {
		this.value = value;
	}
	static [entityKind] = "Name";
	brand;
	getSQL() {
		return new SQL([this]);
	}
};
function isDriverValueEncoder(value) {
	return typeof value === "object" && value !== null && "mapToDriverValue" in value && typeof value.mapToDriverValue === "function";
}
var noopDecoder = { mapFromDriverValue: (value) => value };
var noopEncoder = { mapToDriverValue: (value) => value };
({
	...noopDecoder,
	...noopEncoder
});
var Param = class {
	/**
	* @param value - Parameter value
	* @param encoder - Encoder to convert the value to a driver parameter
	*/
	constructor(value, encoder = noopEncoder) {
		this.value = value;
		this.encoder = encoder;
	}
	static [entityKind] = "Param";
	brand;
	getSQL() {
		return new SQL([this]);
	}
};
function sql(strings, ...params) {
	const queryChunks = [];
	if (params.length > 0 || strings.length > 0 && strings[0] !== "") queryChunks.push(new StringChunk(strings[0]));
	for (const [paramIndex, param2] of params.entries()) queryChunks.push(param2, new StringChunk(strings[paramIndex + 1]));
	return new SQL(queryChunks);
}
((sql2) => {
	function empty() {
		return new SQL([]);
	}
	sql2.empty = empty;
	function fromList(list) {
		return new SQL(list);
	}
	sql2.fromList = fromList;
	function raw(str) {
		return new SQL([new StringChunk(str)]);
	}
	sql2.raw = raw;
	function join(chunks, separator) {
		const result = [];
		for (const [i, chunk] of chunks.entries()) {
			if (i > 0 && separator !== void 0) result.push(separator);
			result.push(chunk);
		}
		return new SQL(result);
	}
	sql2.join = join;
	function identifier(value) {
		return new Name(value);
	}
	sql2.identifier = identifier;
	function placeholder2(name2) {
		return new Placeholder(name2);
	}
	sql2.placeholder = placeholder2;
	function param2(value, encoder) {
		return new Param(value, encoder);
	}
	sql2.param = param2;
})(sql || (sql = {}));
((SQL2) => {
	class Aliased {
		constructor(sql2, fieldAlias) {
			this.sql = sql2;
			this.fieldAlias = fieldAlias;
		}
		static [entityKind] = "SQL.Aliased";
		/** @internal */
		isSelectionField = false;
		getSQL() {
			return this.sql;
		}
		/** @internal */
		clone() {
			return new Aliased(this.sql, this.fieldAlias);
		}
	}
	SQL2.Aliased = Aliased;
})(SQL || (SQL = {}));
var Placeholder = class {
	constructor(name2) {
		this.name = name2;
	}
	static [entityKind] = "Placeholder";
	getSQL() {
		return new SQL([this]);
	}
};
function fillPlaceholders(params, values) {
	return params.map((p) => {
		if (is(p, Placeholder)) {
			if (!(p.name in values)) throw new Error(`No value for placeholder "${p.name}" was provided`);
			return values[p.name];
		}
		if (is(p, Param) && is(p.value, Placeholder)) {
			if (!(p.value.name in values)) throw new Error(`No value for placeholder "${p.value.name}" was provided`);
			return p.encoder.mapToDriverValue(values[p.value.name]);
		}
		return p;
	});
}
var IsDrizzleView = Symbol.for("drizzle:IsDrizzleView");
var View = class {
	static [entityKind] = "View";
	/** @internal */
	[ViewBaseConfig];
	/** @internal */
	[IsDrizzleView] = true;
	constructor({ name: name2, schema, selectedFields, query }) {
		this[ViewBaseConfig] = {
			name: name2,
			originalName: name2,
			schema,
			selectedFields,
			query,
			isExisting: !query,
			isAlias: false
		};
	}
	getSQL() {
		return new SQL([this]);
	}
};
Column.prototype.getSQL = function() {
	return new SQL([this]);
};
Table.prototype.getSQL = function() {
	return new SQL([this]);
};
Subquery.prototype.getSQL = function() {
	return new SQL([this]);
};
// node_modules/drizzle-orm/utils.js
function mapResultRow(columns, row, joinsNotNullableMap) {
	const nullifyMap = {};
	const result = columns.reduce((result2, { path, field }, columnIndex) => {
		let decoder;
		if (is(field, Column)) decoder = field;
		else if (is(field, SQL)) decoder = field.decoder;
		else if (is(field, Subquery)) decoder = field._.sql.decoder;
		else decoder = field.sql.decoder;
		let node = result2;
		for (const [pathChunkIndex, pathChunk] of path.entries()) if (pathChunkIndex < path.length - 1) {
			if (!(pathChunk in node)) node[pathChunk] = {};
			node = node[pathChunk];
		} else {
			const rawValue = row[columnIndex];
			const value = node[pathChunk] = rawValue === null ? null : decoder.mapFromDriverValue(rawValue);
			if (joinsNotNullableMap && is(field, Column) && path.length === 2) {
				const objectName = path[0];
				if (!(objectName in nullifyMap)) nullifyMap[objectName] = value === null ? getTableName(field.table) : false;
				else if (typeof nullifyMap[objectName] === "string" && nullifyMap[objectName] !== getTableName(field.table)) nullifyMap[objectName] = false;
			}
		}
		return result2;
	}, {});
	if (joinsNotNullableMap && Object.keys(nullifyMap).length > 0) {
		for (const [objectName, tableName] of Object.entries(nullifyMap)) if (typeof tableName === "string" && !joinsNotNullableMap[tableName]) result[objectName] = null;
	}
	return result;
}
function orderSelectedFields(fields, pathPrefix) {
	return Object.entries(fields).reduce((result, [name, field]) => {
		if (typeof name !== "string") return result;
		const newPath = pathPrefix ? [...pathPrefix, name] : [name];
		if (is(field, Column) || is(field, SQL) || is(field, SQL.Aliased) || is(field, Subquery)) result.push({
			path: newPath,
			field
		});
		else if (is(field, Table)) result.push(...orderSelectedFields(field[Table.Symbol.Columns], newPath));
		else result.push(...orderSelectedFields(field, newPath));
		return result;
	}, []);
}
function haveSameKeys(left, right) {
	const leftKeys = Object.keys(left);
	const rightKeys = Object.keys(right);
	if (leftKeys.length !== rightKeys.length) return false;
	for (const [index, key] of leftKeys.entries()) if (key !== rightKeys[index]) return false;
	return true;
}
function mapUpdateSet(table, values) {
	const entries = Object.entries(values).filter(([, value]) => value !== void 0).map(([key, value]) => {
		if (is(value, SQL) || is(value, Column)) return [key, value];
		else return [key, new Param(value, table[Table.Symbol.Columns][key])];
	});
	if (entries.length === 0) throw new Error("No values to set");
	return Object.fromEntries(entries);
}
function applyMixins(baseClass, extendedClasses) {
	for (const extendedClass of extendedClasses) for (const name of Object.getOwnPropertyNames(extendedClass.prototype)) {
		if (name === "constructor") continue;
		Object.defineProperty(baseClass.prototype, name, Object.getOwnPropertyDescriptor(extendedClass.prototype, name) || /* @__PURE__ */ Object.create(null));
	}
}
function getTableColumns(table) {
	return table[Table.Symbol.Columns];
}
function getTableLikeName(table) {
	return is(table, Subquery) ? table._.alias : is(table, View) ? table[ViewBaseConfig].name : is(table, SQL) ? void 0 : table[Table.Symbol.IsAlias] ? table[Table.Symbol.Name] : table[Table.Symbol.BaseName];
}
function getColumnNameAndConfig(a, b) {
	return {
		name: typeof a === "string" && a.length > 0 ? a : "",
		config: typeof a === "object" ? a : b
	};
}
function isConfig(data) {
	if (typeof data !== "object" || data === null) return false;
	if (data.constructor.name !== "Object") return false;
	if ("logger" in data) {
		const type = typeof data["logger"];
		if (type !== "boolean" && (type !== "object" || typeof data["logger"]["logQuery"] !== "function") && type !== "undefined") return false;
		return true;
	}
	if ("schema" in data) {
		const type = typeof data["schema"];
		if (type !== "object" && type !== "undefined") return false;
		return true;
	}
	if ("casing" in data) {
		const type = typeof data["casing"];
		if (type !== "string" && type !== "undefined") return false;
		return true;
	}
	if ("mode" in data) {
		if (data["mode"] !== "default" || data["mode"] !== "planetscale" || data["mode"] !== void 0) return false;
		return true;
	}
	if ("connection" in data) {
		const type = typeof data["connection"];
		if (type !== "string" && type !== "object" && type !== "undefined") return false;
		return true;
	}
	if ("client" in data) {
		const type = typeof data["client"];
		if (type !== "object" && type !== "function" && type !== "undefined") return false;
		return true;
	}
	if (Object.keys(data).length === 0) return true;
	return false;
}
var textDecoder = typeof TextDecoder === "undefined" ? null : new TextDecoder();
// node_modules/drizzle-orm/sql/expressions/conditions.js
function bindIfParam(value, column) {
	if (isDriverValueEncoder(column) && !isSQLWrapper(value) && !is(value, Param) && !is(value, Placeholder) && !is(value, Column) && !is(value, Table) && !is(value, View)) return new Param(value, column);
	return value;
}
var eq = (left, right) => {
	return sql`${left} = ${bindIfParam(right, left)}`;
};
var ne = (left, right) => {
	return sql`${left} <> ${bindIfParam(right, left)}`;
};
function and(...unfilteredConditions) {
	const conditions = unfilteredConditions.filter((c) => c !== void 0);
	if (conditions.length === 0) return;
	if (conditions.length === 1) return new SQL(conditions);
	return new SQL([
		new StringChunk("("),
		sql.join(conditions, new StringChunk(" and ")),
		new StringChunk(")")
	]);
}
function or(...unfilteredConditions) {
	const conditions = unfilteredConditions.filter((c) => c !== void 0);
	if (conditions.length === 0) return;
	if (conditions.length === 1) return new SQL(conditions);
	return new SQL([
		new StringChunk("("),
		sql.join(conditions, new StringChunk(" or ")),
		new StringChunk(")")
	]);
}
function not(condition) {
	return sql`not ${condition}`;
}
var gt = (left, right) => {
	return sql`${left} > ${bindIfParam(right, left)}`;
};
var gte = (left, right) => {
	return sql`${left} >= ${bindIfParam(right, left)}`;
};
var lt = (left, right) => {
	return sql`${left} < ${bindIfParam(right, left)}`;
};
var lte = (left, right) => {
	return sql`${left} <= ${bindIfParam(right, left)}`;
};
function inArray(column, values) {
	if (Array.isArray(values)) {
		if (values.length === 0) return sql`false`;
		return sql`${column} in ${values.map((v) => bindIfParam(v, column))}`;
	}
	return sql`${column} in ${bindIfParam(values, column)}`;
}
function notInArray(column, values) {
	if (Array.isArray(values)) {
		if (values.length === 0) return sql`true`;
		return sql`${column} not in ${values.map((v) => bindIfParam(v, column))}`;
	}
	return sql`${column} not in ${bindIfParam(values, column)}`;
}
function isNull(value) {
	return sql`${value} is null`;
}
function isNotNull(value) {
	return sql`${value} is not null`;
}
function exists(subquery) {
	return sql`exists ${subquery}`;
}
function notExists(subquery) {
	return sql`not exists ${subquery}`;
}
function between(column, min, max) {
	return sql`${column} between ${bindIfParam(min, column)} and ${bindIfParam(max, column)}`;
}
function notBetween(column, min, max) {
	return sql`${column} not between ${bindIfParam(min, column)} and ${bindIfParam(max, column)}`;
}
function like(column, value) {
	return sql`${column} like ${value}`;
}
function notLike(column, value) {
	return sql`${column} not like ${value}`;
}
function ilike(column, value) {
	return sql`${column} ilike ${value}`;
}
function notIlike(column, value) {
	return sql`${column} not ilike ${value}`;
}
// node_modules/drizzle-orm/sql/expressions/select.js
function asc(column) {
	return sql`${column} asc`;
}
function desc(column) {
	return sql`${column} desc`;
}
// node_modules/drizzle-orm/sqlite-core/foreign-keys.js
var ForeignKeyBuilder = class {
	static [entityKind] = "SQLiteForeignKeyBuilder";
	/** @internal */
	reference;
	/** @internal */
	_onUpdate;
	/** @internal */
	_onDelete;
	constructor(config, actions) {
		this.reference = () => {
			const { name, columns, foreignColumns } = config();
			return {
				name,
				columns,
				foreignTable: foreignColumns[0].table,
				foreignColumns
			};
		};
		if (actions) {
			this._onUpdate = actions.onUpdate;
			this._onDelete = actions.onDelete;
		}
	}
	onUpdate(action) {
		this._onUpdate = action;
		return this;
	}
	onDelete(action) {
		this._onDelete = action;
		return this;
	}
	/** @internal */
	build(table) {
		return new ForeignKey(table, this);
	}
};
var ForeignKey = class {
	constructor(table, builder) {
		this.table = table;
		this.reference = builder.reference;
		this.onUpdate = builder._onUpdate;
		this.onDelete = builder._onDelete;
	}
	static [entityKind] = "SQLiteForeignKey";
	reference;
	onUpdate;
	onDelete;
	getName() {
		const { name, columns, foreignColumns } = this.reference();
		const columnNames = columns.map((column) => column.name);
		const foreignColumnNames = foreignColumns.map((column) => column.name);
		const chunks = [
			this.table[TableName],
			...columnNames,
			foreignColumns[0].table[TableName],
			...foreignColumnNames
		];
		return name ?? `${chunks.join("_")}_fk`;
	}
};
// node_modules/drizzle-orm/sqlite-core/unique-constraint.js
function uniqueKeyName(table, columns) {
	return `${table[TableName]}_${columns.join("_")}_unique`;
}
// node_modules/drizzle-orm/sqlite-core/columns/common.js
var SQLiteColumnBuilder = class extends ColumnBuilder {
	static [entityKind] = "SQLiteColumnBuilder";
	foreignKeyConfigs = [];
	references(ref, actions = {}) {
		this.foreignKeyConfigs.push({
			ref,
			actions
		});
		return this;
	}
	unique(name) {
		this.config.isUnique = true;
		this.config.uniqueName = name;
		return this;
	}
	generatedAlwaysAs(as, config) {
		this.config.generated = {
			as,
			type: "always",
			mode: config?.mode ?? "virtual"
		};
		return this;
	}
	/** @internal */
	buildForeignKeys(column, table) {
		return this.foreignKeyConfigs.map(({ ref, actions }) => {
			return ((ref2, actions2) => {
				const builder = new ForeignKeyBuilder(() => {
					const foreignColumn = ref2();
					return {
						columns: [column],
						foreignColumns: [foreignColumn]
					};
				});
				if (actions2.onUpdate) builder.onUpdate(actions2.onUpdate);
				if (actions2.onDelete) builder.onDelete(actions2.onDelete);
				return builder.build(table);
			})(ref, actions);
		});
	}
};
var SQLiteColumn = class extends Column {
	constructor(table, config) {
		if (!config.uniqueName) config.uniqueName = uniqueKeyName(table, [config.name]);
		super(table, config);
		this.table = table;
	}
	static [entityKind] = "SQLiteColumn";
};
// node_modules/drizzle-orm/sqlite-core/columns/blob.js
var SQLiteBigIntBuilder = class extends SQLiteColumnBuilder {
	static [entityKind] = "SQLiteBigIntBuilder";
	constructor(name) {
		super(name, "bigint", "SQLiteBigInt");
	}
	/** @internal */
	build(table) {
		return new SQLiteBigInt(table, this.config);
	}
};
var SQLiteBigInt = class extends SQLiteColumn {
	static [entityKind] = "SQLiteBigInt";
	getSQLType() {
		return "blob";
	}
	mapFromDriverValue(value) {
		if (typeof Buffer !== "undefined" && Buffer.from) {
			const buf = Buffer.isBuffer(value) ? value : value instanceof ArrayBuffer ? Buffer.from(value) : value.buffer ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : Buffer.from(value);
			return BigInt(buf.toString("utf8"));
		}
		return BigInt(textDecoder.decode(value));
	}
	mapToDriverValue(value) {
		return Buffer.from(value.toString());
	}
};
var SQLiteBlobJsonBuilder = class extends SQLiteColumnBuilder {
	static [entityKind] = "SQLiteBlobJsonBuilder";
	constructor(name) {
		super(name, "json", "SQLiteBlobJson");
	}
	/** @internal */
	build(table) {
		return new SQLiteBlobJson(table, this.config);
	}
};
var SQLiteBlobJson = class extends SQLiteColumn {
	static [entityKind] = "SQLiteBlobJson";
	getSQLType() {
		return "blob";
	}
	mapFromDriverValue(value) {
		if (typeof Buffer !== "undefined" && Buffer.from) {
			const buf = Buffer.isBuffer(value) ? value : value instanceof ArrayBuffer ? Buffer.from(value) : value.buffer ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : Buffer.from(value);
			return JSON.parse(buf.toString("utf8"));
		}
		return JSON.parse(textDecoder.decode(value));
	}
	mapToDriverValue(value) {
		return Buffer.from(JSON.stringify(value));
	}
};
var SQLiteBlobBufferBuilder = class extends SQLiteColumnBuilder {
	static [entityKind] = "SQLiteBlobBufferBuilder";
	constructor(name) {
		super(name, "buffer", "SQLiteBlobBuffer");
	}
	/** @internal */
	build(table) {
		return new SQLiteBlobBuffer(table, this.config);
	}
};
var SQLiteBlobBuffer = class extends SQLiteColumn {
	static [entityKind] = "SQLiteBlobBuffer";
	mapFromDriverValue(value) {
		if (Buffer.isBuffer(value)) return value;
		return Buffer.from(value);
	}
	getSQLType() {
		return "blob";
	}
};
function blob(a, b) {
	const { name, config } = getColumnNameAndConfig(a, b);
	if (config?.mode === "json") return new SQLiteBlobJsonBuilder(name);
	if (config?.mode === "bigint") return new SQLiteBigIntBuilder(name);
	return new SQLiteBlobBufferBuilder(name);
}
// node_modules/drizzle-orm/sqlite-core/columns/custom.js
var SQLiteCustomColumnBuilder = class extends SQLiteColumnBuilder {
	static [entityKind] = "SQLiteCustomColumnBuilder";
	constructor(name, fieldConfig, customTypeParams) {
		super(name, "custom", "SQLiteCustomColumn");
		this.config.fieldConfig = fieldConfig;
		this.config.customTypeParams = customTypeParams;
	}
	/** @internal */
	build(table) {
		return new SQLiteCustomColumn(table, this.config);
	}
};
var SQLiteCustomColumn = class extends SQLiteColumn {
	static [entityKind] = "SQLiteCustomColumn";
	sqlName;
	mapTo;
	mapFrom;
	constructor(table, config) {
		super(table, config);
		this.sqlName = config.customTypeParams.dataType(config.fieldConfig);
		this.mapTo = config.customTypeParams.toDriver;
		this.mapFrom = config.customTypeParams.fromDriver;
	}
	getSQLType() {
		return this.sqlName;
	}
	mapFromDriverValue(value) {
		return typeof this.mapFrom === "function" ? this.mapFrom(value) : value;
	}
	mapToDriverValue(value) {
		return typeof this.mapTo === "function" ? this.mapTo(value) : value;
	}
};
function customType(customTypeParams) {
	return (a, b) => {
		const { name, config } = getColumnNameAndConfig(a, b);
		return new SQLiteCustomColumnBuilder(name, config, customTypeParams);
	};
}
// node_modules/drizzle-orm/sqlite-core/columns/integer.js
var SQLiteBaseIntegerBuilder = class extends SQLiteColumnBuilder {
	static [entityKind] = "SQLiteBaseIntegerBuilder";
	constructor(name, dataType, columnType) {
		super(name, dataType, columnType);
		this.config.autoIncrement = false;
	}
	primaryKey(config) {
		if (config?.autoIncrement) this.config.autoIncrement = true;
		this.config.hasDefault = true;
		return super.primaryKey();
	}
};
var SQLiteBaseInteger = class extends SQLiteColumn {
	static [entityKind] = "SQLiteBaseInteger";
	autoIncrement = this.config.autoIncrement;
	getSQLType() {
		return "integer";
	}
};
var SQLiteIntegerBuilder = class extends SQLiteBaseIntegerBuilder {
	static [entityKind] = "SQLiteIntegerBuilder";
	constructor(name) {
		super(name, "number", "SQLiteInteger");
	}
	build(table) {
		return new SQLiteInteger(table, this.config);
	}
};
var SQLiteInteger = class extends SQLiteBaseInteger {
	static [entityKind] = "SQLiteInteger";
};
var SQLiteTimestampBuilder = class extends SQLiteBaseIntegerBuilder {
	static [entityKind] = "SQLiteTimestampBuilder";
	constructor(name, mode) {
		super(name, "date", "SQLiteTimestamp");
		this.config.mode = mode;
	}
	/**
	* @deprecated Use `default()` with your own expression instead.
	*
	* Adds `DEFAULT (cast((julianday('now') - 2440587.5)*86400000 as integer))` to the column, which is the current epoch timestamp in milliseconds.
	*/
	defaultNow() {
		return this.default(sql`(cast((julianday('now') - 2440587.5)*86400000 as integer))`);
	}
	build(table) {
		return new SQLiteTimestamp(table, this.config);
	}
};
var SQLiteTimestamp = class extends SQLiteBaseInteger {
	static [entityKind] = "SQLiteTimestamp";
	mode = this.config.mode;
	mapFromDriverValue(value) {
		if (this.config.mode === "timestamp") return /* @__PURE__ */ new Date(value * 1e3);
		return new Date(value);
	}
	mapToDriverValue(value) {
		const unix = value.getTime();
		if (this.config.mode === "timestamp") return Math.floor(unix / 1e3);
		return unix;
	}
};
var SQLiteBooleanBuilder = class extends SQLiteBaseIntegerBuilder {
	static [entityKind] = "SQLiteBooleanBuilder";
	constructor(name, mode) {
		super(name, "boolean", "SQLiteBoolean");
		this.config.mode = mode;
	}
	build(table) {
		return new SQLiteBoolean(table, this.config);
	}
};
var SQLiteBoolean = class extends SQLiteBaseInteger {
	static [entityKind] = "SQLiteBoolean";
	mode = this.config.mode;
	mapFromDriverValue(value) {
		return Number(value) === 1;
	}
	mapToDriverValue(value) {
		return value ? 1 : 0;
	}
};
function integer(a, b) {
	const { name, config } = getColumnNameAndConfig(a, b);
	if (config?.mode === "timestamp" || config?.mode === "timestamp_ms") return new SQLiteTimestampBuilder(name, config.mode);
	if (config?.mode === "boolean") return new SQLiteBooleanBuilder(name, config.mode);
	return new SQLiteIntegerBuilder(name);
}
// node_modules/drizzle-orm/sqlite-core/columns/numeric.js
var SQLiteNumericBuilder = class extends SQLiteColumnBuilder {
	static [entityKind] = "SQLiteNumericBuilder";
	constructor(name) {
		super(name, "string", "SQLiteNumeric");
	}
	/** @internal */
	build(table) {
		return new SQLiteNumeric(table, this.config);
	}
};
var SQLiteNumeric = class extends SQLiteColumn {
	static [entityKind] = "SQLiteNumeric";
	mapFromDriverValue(value) {
		if (typeof value === "string") return value;
		return String(value);
	}
	getSQLType() {
		return "numeric";
	}
};
var SQLiteNumericNumberBuilder = class extends SQLiteColumnBuilder {
	static [entityKind] = "SQLiteNumericNumberBuilder";
	constructor(name) {
		super(name, "number", "SQLiteNumericNumber");
	}
	/** @internal */
	build(table) {
		return new SQLiteNumericNumber(table, this.config);
	}
};
var SQLiteNumericNumber = class extends SQLiteColumn {
	static [entityKind] = "SQLiteNumericNumber";
	mapFromDriverValue(value) {
		if (typeof value === "number") return value;
		return Number(value);
	}
	mapToDriverValue = String;
	getSQLType() {
		return "numeric";
	}
};
var SQLiteNumericBigIntBuilder = class extends SQLiteColumnBuilder {
	static [entityKind] = "SQLiteNumericBigIntBuilder";
	constructor(name) {
		super(name, "bigint", "SQLiteNumericBigInt");
	}
	/** @internal */
	build(table) {
		return new SQLiteNumericBigInt(table, this.config);
	}
};
var SQLiteNumericBigInt = class extends SQLiteColumn {
	static [entityKind] = "SQLiteNumericBigInt";
	mapFromDriverValue = BigInt;
	mapToDriverValue = String;
	getSQLType() {
		return "numeric";
	}
};
function numeric(a, b) {
	const { name, config } = getColumnNameAndConfig(a, b);
	const mode = config?.mode;
	return mode === "number" ? new SQLiteNumericNumberBuilder(name) : mode === "bigint" ? new SQLiteNumericBigIntBuilder(name) : new SQLiteNumericBuilder(name);
}
// node_modules/drizzle-orm/sqlite-core/columns/real.js
var SQLiteRealBuilder = class extends SQLiteColumnBuilder {
	static [entityKind] = "SQLiteRealBuilder";
	constructor(name) {
		super(name, "number", "SQLiteReal");
	}
	/** @internal */
	build(table) {
		return new SQLiteReal(table, this.config);
	}
};
var SQLiteReal = class extends SQLiteColumn {
	static [entityKind] = "SQLiteReal";
	getSQLType() {
		return "real";
	}
};
function real(name) {
	return new SQLiteRealBuilder(name ?? "");
}
// node_modules/drizzle-orm/sqlite-core/columns/text.js
var SQLiteTextBuilder = class extends SQLiteColumnBuilder {
	static [entityKind] = "SQLiteTextBuilder";
	constructor(name, config) {
		super(name, "string", "SQLiteText");
		this.config.enumValues = config.enum;
		this.config.length = config.length;
	}
	/** @internal */
	build(table) {
		return new SQLiteText(table, this.config);
	}
};
var SQLiteText = class extends SQLiteColumn {
	static [entityKind] = "SQLiteText";
	enumValues = this.config.enumValues;
	length = this.config.length;
	constructor(table, config) {
		super(table, config);
	}
	getSQLType() {
		return `text${this.config.length ? `(${this.config.length})` : ""}`;
	}
};
var SQLiteTextJsonBuilder = class extends SQLiteColumnBuilder {
	static [entityKind] = "SQLiteTextJsonBuilder";
	constructor(name) {
		super(name, "json", "SQLiteTextJson");
	}
	/** @internal */
	build(table) {
		return new SQLiteTextJson(table, this.config);
	}
};
var SQLiteTextJson = class extends SQLiteColumn {
	static [entityKind] = "SQLiteTextJson";
	getSQLType() {
		return "text";
	}
	mapFromDriverValue(value) {
		return JSON.parse(value);
	}
	mapToDriverValue(value) {
		return JSON.stringify(value);
	}
};
function text(a, b = {}) {
	const { name, config } = getColumnNameAndConfig(a, b);
	if (config.mode === "json") return new SQLiteTextJsonBuilder(name);
	return new SQLiteTextBuilder(name, config);
}
// node_modules/drizzle-orm/sqlite-core/columns/all.js
function getSQLiteColumnBuilders() {
	return {
		blob,
		customType,
		integer,
		numeric,
		real,
		text
	};
}
// node_modules/drizzle-orm/sqlite-core/table.js
var InlineForeignKeys = Symbol.for("drizzle:SQLiteInlineForeignKeys");
var SQLiteTable = class extends Table {
	static [entityKind] = "SQLiteTable";
	/** @internal */
	static Symbol = Object.assign({}, Table.Symbol, { InlineForeignKeys });
	/** @internal */
	[Table.Symbol.Columns];
	/** @internal */
	[InlineForeignKeys] = [];
	/** @internal */
	[Table.Symbol.ExtraConfigBuilder] = void 0;
};
function sqliteTableBase(name, columns, extraConfig, schema, baseName = name) {
	const rawTable = new SQLiteTable(name, schema, baseName);
	const parsedColumns = typeof columns === "function" ? columns(getSQLiteColumnBuilders()) : columns;
	const builtColumns = Object.fromEntries(Object.entries(parsedColumns).map(([name2, colBuilderBase]) => {
		const colBuilder = colBuilderBase;
		colBuilder.setName(name2);
		const column = colBuilder.build(rawTable);
		rawTable[InlineForeignKeys].push(...colBuilder.buildForeignKeys(column, rawTable));
		return [name2, column];
	}));
	const table = Object.assign(rawTable, builtColumns);
	table[Table.Symbol.Columns] = builtColumns;
	table[Table.Symbol.ExtraConfigColumns] = builtColumns;
	if (extraConfig) table[SQLiteTable.Symbol.ExtraConfigBuilder] = extraConfig;
	return table;
}
var sqliteTable = (name, columns, extraConfig) => {
	return sqliteTableBase(name, columns, extraConfig);
};
// node_modules/drizzle-orm/sqlite-core/indexes.js
var IndexBuilderOn = class {
	constructor(name, unique) {
		this.name = name;
		this.unique = unique;
	}
	static [entityKind] = "SQLiteIndexBuilderOn";
	on(...columns) {
		return new IndexBuilder(this.name, columns, this.unique);
	}
};
var IndexBuilder = class {
	static [entityKind] = "SQLiteIndexBuilder";
	/** @internal */
	config;
	constructor(name, columns, unique) {
		this.config = {
			name,
			columns,
			unique,
			where: void 0
		};
	}
	/**
	* Condition for partial index.
	*/
	where(condition) {
		this.config.where = condition;
		return this;
	}
	/** @internal */
	build(table) {
		return new Index(this.config, table);
	}
};
var Index = class {
	static [entityKind] = "SQLiteIndex";
	config;
	constructor(config, table) {
		this.config = {
			...config,
			table
		};
	}
};
function index(name) {
	return new IndexBuilderOn(name, false);
}
function uniqueIndex(name) {
	return new IndexBuilderOn(name, true);
}
// node_modules/drizzle-orm/sqlite-core/primary-keys.js
function primaryKey(...config) {
	if (config[0].columns) return new PrimaryKeyBuilder(config[0].columns, config[0].name);
	return new PrimaryKeyBuilder(config);
}
var PrimaryKeyBuilder = class {
	static [entityKind] = "SQLitePrimaryKeyBuilder";
	/** @internal */
	columns;
	/** @internal */
	name;
	constructor(columns, name) {
		this.columns = columns;
		this.name = name;
	}
	/** @internal */
	build(table) {
		return new PrimaryKey(table, this.columns, this.name);
	}
};
var PrimaryKey = class {
	constructor(table, columns, name) {
		this.table = table;
		this.columns = columns;
		this.name = name;
	}
	static [entityKind] = "SQLitePrimaryKey";
	columns;
	name;
	getName() {
		return this.name ?? `${this.table[SQLiteTable.Symbol.Name]}_${this.columns.map((column) => column.name).join("_")}_pk`;
	}
};
// node_modules/drizzle-orm/sql/functions/aggregate.js
function count(expression) {
	return sql`count(${expression || sql.raw("*")})`.mapWith(Number);
}
function min(expression) {
	return sql`min(${expression})`.mapWith(is(expression, Column) ? expression : String);
}
// src/lib/types.ts
/** What a grant allows: viewing, or editing too. The one list of roles (the database's enum too). */
var ROLES = ["viewer", "admin"];
// db/schema.ts
/**
* The whole data model of the product, in one file.
*
* Conventions:
* - Every timestamp is integer milliseconds since the epoch (UTC), read as a `Date`.
* - Event `datetime` is a UTC instant, and `endDatetime` (optional) a later one; both are shown
*   in the itinerary's `timeZone`.
* - JSON columns hold small, whole values (colours, link lists) that are always read together.
*/
var schema_exports = /* @__PURE__ */ __exportAll({
	DEFAULT_CUSTOM_COLORS: () => DEFAULT_CUSTOM_COLORS,
	accessAttempts: () => accessAttempts,
	calendarFeeds: () => calendarFeeds,
	coupons: () => coupons,
	emailLoginTokens: () => emailLoginTokens,
	eventRsvpSettings: () => eventRsvpSettings,
	events: () => events,
	faqs: () => faqs,
	feedback: () => feedback,
	mailRecipients: () => mailRecipients,
	payments: () => payments,
	projectGrants: () => projectGrants,
	projects: () => projects,
	rsvpAnswers: () => rsvpAnswers,
	sessions: () => sessions,
	stripeEvents: () => stripeEvents,
	travelEntries: () => travelEntries,
	unclaimedEvents: () => unclaimedEvents,
	users: () => users
});
var createdAt = () => integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(cast(unixepoch('subsecond') * 1000 as integer))`);
var updatedAt = () => integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(cast(unixepoch('subsecond') * 1000 as integer))`);
/**
* The columns an event and an unclaimed event share (the same fields, the same rules:
* src/lib/schemas.ts `eventFieldsSchema`). Only `datetime` differs: every event has one, an
* unclaimed event may not yet; so each table passes its own.
*/
function eventColumns(datetime) {
	return {
		title: text("title").notNull(),
		description: text("description"),
		datetime,
		endDatetime: integer("end_datetime", { mode: "timestamp_ms" }),
		location: text("location"),
		latitude: real("latitude"),
		longitude: real("longitude"),
		attendees: text("attendees"),
		vibe: text("vibe"),
		eventType: text("event_type"),
		privateNotes: text("private_notes")
	};
}
var DEFAULT_CUSTOM_COLORS = {
	primary: "#9333ea",
	secondary: "#ec4899",
	accent: "#10b981"
};
var users = sqliteTable("users", {
	id: text("id").primaryKey(),
	email: text("email").notNull().unique(),
	firstName: text("first_name"),
	lastName: text("last_name"),
	profileImageUrl: text("profile_image_url"),
	forwardingToken: text("forwarding_token").unique(),
	createdAt: createdAt(),
	updatedAt: updatedAt()
});
/** Passwordless sign-in links: only the SHA-256 of the token is stored; single use. */
var emailLoginTokens = sqliteTable("email_login_tokens", {
	id: integer("id").primaryKey({ autoIncrement: true }),
	tokenHash: text("token_hash").notNull().unique(),
	email: text("email").notNull(),
	expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
	usedAt: integer("used_at", { mode: "timestamp_ms" }),
	returnTo: text("return_to"),
	createdAt: createdAt()
}, (t) => [index("email_login_tokens_email_idx").on(t.email, t.createdAt)]);
/** One table for every browser, guest or signed in (Lucia guide). */
var sessions = sqliteTable("sessions", {
	id: text("id").primaryKey(),
	secretHash: text("secret_hash").notNull(),
	userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
	currentProjectId: integer("current_project_id").references(() => projects.id, { onDelete: "set null" }),
	createdAt: createdAt(),
	lastVerifiedAt: integer("last_verified_at", { mode: "timestamp_ms" }).notNull(),
	expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull()
}, (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)]);
var projects = sqliteTable("projects", {
	id: integer("id").primaryKey({ autoIncrement: true }),
	projectId: text("project_id").notNull(),
	name: text("name").notNull(),
	customTitle: text("custom_title"),
	ownerName: text("owner_name"),
	ownerEmail: text("owner_email"),
	ownerUserId: text("owner_user_id").references(() => users.id, { onDelete: "set null" }),
	creatorSessionId: text("creator_session_id").references(() => sessions.id, { onDelete: "set null" }),
	groupSize: integer("group_size").notNull().default(1),
	isPaid: integer("is_paid", { mode: "boolean" }).notNull().default(false),
	isExample: integer("is_example", { mode: "boolean" }).notNull().default(false),
	adminCode: text("admin_code").notNull(),
	accessCode: text("access_code").notNull(),
	customColors: text("custom_colors", { mode: "json" }).$type().notNull().default(DEFAULT_CUSTOM_COLORS),
	selectedFont: text("selected_font").notNull().default("normal"),
	titleFont: text("title_font").notNull().default("inherit"),
	titleChangesUsed: integer("title_changes_used").notNull().default(0),
	selectedBackground: text("selected_background").notNull().default("default"),
	customBackgroundColor: text("custom_background_color").notNull().default("#f8f9fa"),
	borderStyle: text("border_style").notNull().default("rounded"),
	headerImage: text("header_image"),
	headerImages: text("header_images", { mode: "json" }).$type().notNull().default([]),
	customLinks: text("custom_links", { mode: "json" }).$type().notNull().default([]),
	showCountdown: integer("show_countdown", { mode: "boolean" }).notNull().default(true),
	showCreatorName: integer("show_creator_name", { mode: "boolean" }).notNull().default(true),
	showMapTab: integer("show_map_tab", { mode: "boolean" }).notNull().default(false),
	guestsSeeTravel: integer("guests_see_travel", { mode: "boolean" }).notNull().default(true),
	timeZone: text("time_zone").notNull().default("America/New_York"),
	stripePaymentIntentId: text("stripe_payment_intent_id"),
	version: integer("version").notNull().default(1),
	createdAt: createdAt(),
	updatedAt: updatedAt()
}, (t) => [
	uniqueIndex("projects_project_id_idx").on(t.projectId),
	index("projects_owner_user_idx").on(t.ownerUserId),
	index("projects_creator_session_idx").on(t.creatorSessionId)
]);
/** What a browser session may see (viewer) or edit (admin) of a project. */
var projectGrants = sqliteTable("project_grants", {
	sessionId: text("session_id").notNull().references(() => sessions.id, { onDelete: "cascade" }),
	projectRowId: integer("project_id").notNull().references(() => projects.id, { onDelete: "cascade" }),
	role: text("role", { enum: ROLES }).notNull(),
	email: text("email"),
	createdAt: createdAt()
}, (t) => [primaryKey({ columns: [t.sessionId, t.projectRowId] }), index("project_grants_project_idx").on(t.projectRowId)]);
var events = sqliteTable("events", {
	id: integer("id").primaryKey({ autoIncrement: true }),
	projectRowId: integer("project_id").notNull().references(() => projects.id, { onDelete: "cascade" }),
	...eventColumns(integer("datetime", { mode: "timestamp_ms" }).notNull()),
	createdAt: createdAt(),
	updatedAt: updatedAt()
}, (t) => [index("events_project_datetime_idx").on(t.projectRowId, t.datetime)]);
/**
* The name a guest wrote under (travel entries, RSVP answers), cleaned (`cleanName` in
* src/lib/attendees.ts), and its look-alike key (`guestNameKey` in src/server/guests/guest-names.ts,
* docs/security.md#look-alike-names): names that look alike have one key.
*/
var guestNameColumns = () => ({
	guestName: text("guest_name").notNull(),
	guestKey: text("guest_key").notNull()
});
/** Who wrote a guest's row, and when. */
var guestWriterColumns = () => ({
	sessionId: text("session_id").references(() => sessions.id, { onDelete: "set null" }),
	byAdmin: integer("by_admin", { mode: "boolean" }).notNull().default(false),
	heldUntil: integer("held_until", { mode: "timestamp_ms" }),
	heldForUserId: text("held_for_user_id").references(() => users.id, { onDelete: "set null" }),
	createdAt: createdAt(),
	updatedAt: updatedAt()
});
/**
* Guests' arrivals and departures (docs/product.md#travel-and-the-arrivals-board). The time is
* kept as the guest typed it, a wall-clock time in the place's zone (`localTime`,
* 'YYYY-MM-DDTHH:mm', and `timeZone`), so a 23:30 landing in Tokyo reads 23:30 Tokyo time for
* everyone; `instant` is the same moment in UTC, for ordering, grouping and calendar feeds.
*/
var travelEntries = sqliteTable("travel_entries", {
	id: integer("id").primaryKey({ autoIncrement: true }),
	projectRowId: integer("project_id").notNull().references(() => projects.id, { onDelete: "cascade" }),
	...guestNameColumns(),
	kind: text("kind", { enum: ["arrival", "departure"] }).notNull(),
	localTime: text("local_time").notNull(),
	timeZone: text("time_zone").notNull(),
	instant: integer("instant", { mode: "timestamp_ms" }).notNull(),
	place: text("place").notNull(),
	placeCode: text("place_code"),
	transportNumber: text("transport_number"),
	fromPlace: text("from_place"),
	seatsFree: integer("seats_free"),
	note: text("note"),
	...guestWriterColumns()
}, (t) => [
	index("travel_entries_project_instant_idx").on(t.projectRowId, t.instant),
	index("travel_entries_project_guest_idx").on(t.projectRowId, t.guestKey),
	index("travel_entries_session_idx").on(t.sessionId),
	index("travel_entries_held_for_user_idx").on(t.heldForUserId)
]);
/** Which events ask for RSVPs, and how (docs/product.md#rsvps). No row: the event does not ask. */
var eventRsvpSettings = sqliteTable("event_rsvp_settings", {
	eventId: integer("event_id").primaryKey().references(() => events.id, { onDelete: "cascade" }),
	projectRowId: integer("project_id").notNull().references(() => projects.id, { onDelete: "cascade" }),
	asks: integer("asks", { mode: "boolean" }).notNull().default(false),
	plusOnesAllowed: integer("plus_ones_allowed", { mode: "boolean" }).notNull().default(false),
	plusOnesMax: integer("plus_ones_max").notNull().default(0),
	rsvpBy: integer("rsvp_by", { mode: "timestamp_ms" }),
	updatedAt: updatedAt()
}, (t) => [index("event_rsvp_settings_project_idx").on(t.projectRowId)]);
/** One answer per event and guest name (by its key). */
var rsvpAnswers = sqliteTable("rsvp_answers", {
	id: integer("id").primaryKey({ autoIncrement: true }),
	eventId: integer("event_id").notNull().references(() => events.id, { onDelete: "cascade" }),
	projectRowId: integer("project_id").notNull().references(() => projects.id, { onDelete: "cascade" }),
	...guestNameColumns(),
	status: text("status", { enum: [
		"going",
		"maybe",
		"no"
	] }).notNull(),
	plusOnes: integer("plus_ones").notNull().default(0),
	note: text("note"),
	...guestWriterColumns()
}, (t) => [
	uniqueIndex("rsvp_answers_event_guest_idx").on(t.eventId, t.guestKey),
	index("rsvp_answers_project_guest_idx").on(t.projectRowId, t.guestKey),
	index("rsvp_answers_session_idx").on(t.sessionId),
	index("rsvp_answers_held_for_user_idx").on(t.heldForUserId)
]);
var faqs = sqliteTable("faqs", {
	id: integer("id").primaryKey({ autoIncrement: true }),
	projectRowId: integer("project_id").notNull().references(() => projects.id, { onDelete: "cascade" }),
	question: text("question").notNull(),
	answer: text("answer").notNull(),
	order: integer("order").notNull().default(0),
	createdAt: createdAt(),
	updatedAt: updatedAt()
}, (t) => [index("faqs_project_order_idx").on(t.projectRowId, t.order)]);
var feedback = sqliteTable("feedback", {
	id: integer("id").primaryKey({ autoIncrement: true }),
	projectRowId: integer("project_id").references(() => projects.id, { onDelete: "set null" }),
	userType: text("user_type", { enum: ["owner", "guest"] }).notNull(),
	feedbackText: text("feedback_text").notNull(),
	createdAt: createdAt()
});
var coupons = sqliteTable("coupons", {
	id: integer("id").primaryKey({ autoIncrement: true }),
	code: text("code").notNull().unique(),
	percentOff: integer("percent_off"),
	amountOff: integer("amount_off"),
	maxRedemptions: integer("max_redemptions"),
	timesRedeemed: integer("times_redeemed").notNull().default(0),
	expiresAt: integer("expires_at", { mode: "timestamp_ms" }),
	active: integer("active", { mode: "boolean" }).notNull().default(true),
	createdAt: createdAt()
});
/** Receipts. Kept when a project is deleted (money records outlive the itinerary). */
var payments = sqliteTable("payments", {
	id: integer("id").primaryKey({ autoIncrement: true }),
	projectRowId: integer("project_id").references(() => projects.id, { onDelete: "set null" }),
	userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
	stripePaymentIntentId: text("stripe_payment_intent_id").unique(),
	amount: integer("amount").notNull(),
	originalAmount: integer("original_amount").notNull().default(300),
	currency: text("currency").notNull().default("usd"),
	status: text("status").notNull(),
	paymentMethodType: text("payment_method_type").notNull().default("card"),
	receiptUrl: text("receipt_url"),
	couponCode: text("coupon_code"),
	createdAt: createdAt()
}, (t) => [index("payments_project_idx").on(t.projectRowId)]);
/** Stripe webhook events already handled: duplicates and retries change nothing. */
var stripeEvents = sqliteTable("stripe_events", {
	id: text("id").primaryKey(),
	type: text("type").notNull(),
	receivedAt: createdAt()
});
/**
* Fixed-window counters for wrong codes and other rate limits, one row per key
* (e.g. `access:project:42:client:203.0.113.9`). Incremented with a single UPSERT so
* concurrent requests never lose a count, and shared by every app process.
*/
var accessAttempts = sqliteTable("access_attempts", {
	key: text("key").primaryKey(),
	count: integer("count").notNull().default(0),
	windowStart: integer("window_start", { mode: "timestamp_ms" }).notNull(),
	strikes: integer("strikes").notNull().default(0),
	lockedUntil: integer("locked_until", { mode: "timestamp_ms" }),
	updatedAt: updatedAt()
});
/** Events parsed from forwarded confirmation emails, waiting to be sent to an itinerary. */
var unclaimedEvents = sqliteTable("unclaimed_events", {
	id: integer("id").primaryKey({ autoIncrement: true }),
	userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
	...eventColumns(integer("datetime", { mode: "timestamp_ms" })),
	needsReview: integer("needs_review", { mode: "boolean" }).notNull().default(false),
	cancelled: integer("cancelled", { mode: "boolean" }).notNull().default(false),
	reservationKey: text("reservation_key"),
	sourceMessageId: text("source_message_id"),
	journey: text("journey"),
	createdAt: createdAt(),
	updatedAt: updatedAt()
}, (t) => [index("unclaimed_events_user_idx").on(t.userId, t.createdAt), uniqueIndex("unclaimed_events_reservation_idx").on(t.userId, t.reservationKey)]);
/** Subscribable iCalendar feeds; the URL carries `secret`, never the access code. */
var calendarFeeds = sqliteTable("calendar_feeds", {
	id: integer("id").primaryKey({ autoIncrement: true }),
	projectRowId: integer("project_id").notNull().references(() => projects.id, { onDelete: "cascade" }),
	secret: text("secret").notNull().unique(),
	person: text("person"),
	sessionId: text("session_id").references(() => sessions.id, { onDelete: "cascade" }),
	createdByAdmin: integer("created_by_admin", { mode: "boolean" }).notNull().default(false),
	revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
	createdAt: createdAt()
}, (t) => [index("calendar_feeds_project_idx").on(t.projectRowId), index("calendar_feeds_session_idx").on(t.sessionId, t.projectRowId)]);
/**
* Addresses the product has emailed because someone typed them (access codes, sign-in links).
* Each has a one-click unsubscribe token (List-Unsubscribe); once `unsubscribedAt` is set, no
* email the requester asks for goes to that address again.
*/
var mailRecipients = sqliteTable("mail_recipients", {
	address: text("address").primaryKey(),
	unsubscribeToken: text("unsubscribe_token").notNull().unique(),
	unsubscribedAt: integer("unsubscribed_at", { mode: "timestamp_ms" }),
	createdAt: createdAt()
});
// src/lib/attendees.ts
var EVERYONE = /^everyone$/i;
var EVERYONE_EXCEPT = /^everyone\s+(?:except|but)\b[\s:,-]*(.*)$/i;
var INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cc}]/gu;
/**
* A name as it is kept and shown (docs/security.md#look-alike-names): compatibility forms folded
* (NFKC: full-width "Ａｎａ" is "Ana"), invisible characters removed, white space trimmed and
* collapsed to single spaces; the spelling otherwise as written.
*/
var cleanName = (name) => name.replace(/\s+/g, " ").normalize("NFKC").replace(INVISIBLE, "").normalize("NFKC").trim().replace(/\s+/g, " ");
/**
* The key names are compared by in the browser: cleaned and lower-cased ("  Ana  Lima " and
* "ana lima" are one person). The server compares guests' names by a stricter key that also
* folds look-alike letters (`guestNameKey` in src/server/guests/guest-names.ts).
*/
var personKey = (name) => cleanName(name).toLowerCase();
/** Splits on commas, trims, drops blanks and repeats (compared without regard to case). */
function splitNames(text) {
	const seen = /* @__PURE__ */ new Set();
	const names = [];
	for (const raw of text.split(",")) {
		const name = cleanName(raw);
		if (!name || seen.has(personKey(name))) continue;
		seen.add(personKey(name));
		names.push(name);
	}
	return names;
}
function parseAttendees(text) {
	const value = (text ?? "").trim();
	if (!value || EVERYONE.test(value)) return { kind: "everyone" };
	const except = EVERYONE_EXCEPT.exec(value);
	if (except) return {
		kind: "except",
		names: splitNames(except[1] ?? "")
	};
	const names = splitNames(value);
	if (names.some((n) => EVERYONE.test(n))) return { kind: "everyone" };
	return {
		kind: "list",
		names
	};
}
/** Every name mentioned anywhere in the itinerary, in first-seen order, first spelling kept. */
function masterNames(events) {
	const seen = /* @__PURE__ */ new Map();
	for (const event of events) {
		const rule = parseAttendees(event.attendees);
		if (rule.kind === "everyone") continue;
		for (const name of rule.names) if (!seen.has(personKey(name))) seen.set(personKey(name), name);
	}
	return [...seen.values()];
}
/** `first`, then the names of `more` it lacks (compared as `personKey`s), first spelling kept. */
function unionNames(first, more) {
	if (more.length === 0) return [...first];
	const seen = new Set(first.map(personKey));
	const out = [...first];
	for (const name of more) {
		if (seen.has(personKey(name))) continue;
		seen.add(personKey(name));
		out.push(name);
	}
	return out;
}
/** The people who attend an event, as names from the master list (everyone = the whole list). */
function attendeesOf(attendees, master) {
	const rule = parseAttendees(attendees);
	if (rule.kind === "everyone") return [...master];
	const named = new Set(rule.names.map(personKey));
	if (rule.kind === "except") return master.filter((n) => !named.has(personKey(n)));
	return master.filter((n) => named.has(personKey(n)));
}
/** True when `person` goes to the event. */
function attends(attendees, person) {
	const rule = parseAttendees(attendees);
	const p = personKey(person);
	if (rule.kind === "everyone") return true;
	const named = rule.names.some((n) => personKey(n) === p);
	return rule.kind === "except" ? !named : named;
}
/** Events for the selected people: no selection means everyone; else any selected person goes. */
function filterEventsByPeople(events, selected) {
	if (selected.length === 0) return [...events];
	return events.filter((e) => selected.some((person) => attends(e.attendees, person)));
}
/** The filter button's label: Everyone, the single name, or 'N people'. */
function peopleFilterLabel(selected) {
	if (selected.length === 0) return "Everyone";
	if (selected.length === 1) return selected[0] ?? "Everyone";
	return `${selected.length} people`;
}
/**
* The people of a saved or requested selection (local storage, `?person=` in the URL) that the
* itinerary still names, in the master list's spelling; unknown names and repeats are dropped.
*/
function knownPeople(requested, names) {
	const known = new Map(names.map((n) => [personKey(n), n]));
	const selection = [];
	for (const value of requested) {
		const name = typeof value === "string" ? known.get(personKey(value)) : void 0;
		if (name && !selection.includes(name)) selection.push(name);
	}
	return selection;
}
// node_modules/date-fns/locale/en-US/_lib/formatDistance.js
var formatDistanceLocale = {
	lessThanXSeconds: {
		one: "less than a second",
		other: "less than {{count}} seconds"
	},
	xSeconds: {
		one: "1 second",
		other: "{{count}} seconds"
	},
	halfAMinute: "half a minute",
	lessThanXMinutes: {
		one: "less than a minute",
		other: "less than {{count}} minutes"
	},
	xMinutes: {
		one: "1 minute",
		other: "{{count}} minutes"
	},
	aboutXHours: {
		one: "about 1 hour",
		other: "about {{count}} hours"
	},
	xHours: {
		one: "1 hour",
		other: "{{count}} hours"
	},
	xDays: {
		one: "1 day",
		other: "{{count}} days"
	},
	aboutXWeeks: {
		one: "about 1 week",
		other: "about {{count}} weeks"
	},
	xWeeks: {
		one: "1 week",
		other: "{{count}} weeks"
	},
	aboutXMonths: {
		one: "about 1 month",
		other: "about {{count}} months"
	},
	xMonths: {
		one: "1 month",
		other: "{{count}} months"
	},
	aboutXYears: {
		one: "about 1 year",
		other: "about {{count}} years"
	},
	xYears: {
		one: "1 year",
		other: "{{count}} years"
	},
	overXYears: {
		one: "over 1 year",
		other: "over {{count}} years"
	},
	almostXYears: {
		one: "almost 1 year",
		other: "almost {{count}} years"
	}
};
var formatDistance = (token, count, options) => {
	let result;
	const tokenValue = formatDistanceLocale[token];
	if (typeof tokenValue === "string") result = tokenValue;
	else if (count === 1) result = tokenValue.one;
	else result = tokenValue.other.replace("{{count}}", count.toString());
	if (options?.addSuffix) {
		if (options.comparison && options.comparison > 0) return "in " + result;
		else return result + " ago";
	}
	return result;
};
// node_modules/date-fns/locale/_lib/buildFormatLongFn.js
function buildFormatLongFn(args) {
	return (options = {}) => {
		const width = options.width ? String(options.width) : args.defaultWidth;
		return args.formats[width] || args.formats[args.defaultWidth];
	};
}
var formatLong = {
	date: buildFormatLongFn({
		formats: {
			full: "EEEE, MMMM do, y",
			long: "MMMM do, y",
			medium: "MMM d, y",
			short: "MM/dd/yyyy"
		},
		defaultWidth: "full"
	}),
	time: buildFormatLongFn({
		formats: {
			full: "h:mm:ss a zzzz",
			long: "h:mm:ss a z",
			medium: "h:mm:ss a",
			short: "h:mm a"
		},
		defaultWidth: "full"
	}),
	dateTime: buildFormatLongFn({
		formats: {
			full: "{{date}} 'at' {{time}}",
			long: "{{date}} 'at' {{time}}",
			medium: "{{date}}, {{time}}",
			short: "{{date}}, {{time}}"
		},
		defaultWidth: "full"
	})
};
// node_modules/date-fns/locale/en-US/_lib/formatRelative.js
var formatRelativeLocale = {
	lastWeek: "'last' eeee 'at' p",
	yesterday: "'yesterday at' p",
	today: "'today at' p",
	tomorrow: "'tomorrow at' p",
	nextWeek: "eeee 'at' p",
	other: "P"
};
var formatRelative = (token, _date, _baseDate, _options) => formatRelativeLocale[token];
// node_modules/date-fns/locale/_lib/buildLocalizeFn.js
/**
* The localize function argument callback which allows to convert raw value to
* the actual type.
*
* @param value - The value to convert
*
* @returns The converted value
*/
/**
* The map of localized values for each width.
*/
/**
* The index type of the locale unit value. It types conversion of units of
* values that don't start at 0 (i.e. quarters).
*/
/**
* Converts the unit value to the tuple of values.
*/
/**
* The tuple of localized era values. The first element represents BC,
* the second element represents AD.
*/
/**
* The tuple of localized quarter values. The first element represents Q1.
*/
/**
* The tuple of localized day values. The first element represents Sunday.
*/
/**
* The tuple of localized month values. The first element represents January.
*/
function buildLocalizeFn(args) {
	return (value, options) => {
		const context = options?.context ? String(options.context) : "standalone";
		let valuesArray;
		if (context === "formatting" && args.formattingValues) {
			const defaultWidth = args.defaultFormattingWidth || args.defaultWidth;
			const width = options?.width ? String(options.width) : defaultWidth;
			valuesArray = args.formattingValues[width] || args.formattingValues[defaultWidth];
		} else {
			const defaultWidth = args.defaultWidth;
			const width = options?.width ? String(options.width) : args.defaultWidth;
			valuesArray = args.values[width] || args.values[defaultWidth];
		}
		const index = args.argumentCallback ? args.argumentCallback(value) : value;
		return valuesArray[index];
	};
}
// node_modules/date-fns/locale/en-US/_lib/localize.js
var eraValues = {
	narrow: ["B", "A"],
	abbreviated: ["BC", "AD"],
	wide: ["Before Christ", "Anno Domini"]
};
var quarterValues = {
	narrow: [
		"1",
		"2",
		"3",
		"4"
	],
	abbreviated: [
		"Q1",
		"Q2",
		"Q3",
		"Q4"
	],
	wide: [
		"1st quarter",
		"2nd quarter",
		"3rd quarter",
		"4th quarter"
	]
};
var monthValues = {
	narrow: [
		"J",
		"F",
		"M",
		"A",
		"M",
		"J",
		"J",
		"A",
		"S",
		"O",
		"N",
		"D"
	],
	abbreviated: [
		"Jan",
		"Feb",
		"Mar",
		"Apr",
		"May",
		"Jun",
		"Jul",
		"Aug",
		"Sep",
		"Oct",
		"Nov",
		"Dec"
	],
	wide: [
		"January",
		"February",
		"March",
		"April",
		"May",
		"June",
		"July",
		"August",
		"September",
		"October",
		"November",
		"December"
	]
};
var dayValues = {
	narrow: [
		"S",
		"M",
		"T",
		"W",
		"T",
		"F",
		"S"
	],
	short: [
		"Su",
		"Mo",
		"Tu",
		"We",
		"Th",
		"Fr",
		"Sa"
	],
	abbreviated: [
		"Sun",
		"Mon",
		"Tue",
		"Wed",
		"Thu",
		"Fri",
		"Sat"
	],
	wide: [
		"Sunday",
		"Monday",
		"Tuesday",
		"Wednesday",
		"Thursday",
		"Friday",
		"Saturday"
	]
};
var dayPeriodValues = {
	narrow: {
		am: "a",
		pm: "p",
		midnight: "mi",
		noon: "n",
		morning: "morning",
		afternoon: "afternoon",
		evening: "evening",
		night: "night"
	},
	abbreviated: {
		am: "AM",
		pm: "PM",
		midnight: "midnight",
		noon: "noon",
		morning: "morning",
		afternoon: "afternoon",
		evening: "evening",
		night: "night"
	},
	wide: {
		am: "a.m.",
		pm: "p.m.",
		midnight: "midnight",
		noon: "noon",
		morning: "morning",
		afternoon: "afternoon",
		evening: "evening",
		night: "night"
	}
};
var formattingDayPeriodValues = {
	narrow: {
		am: "a",
		pm: "p",
		midnight: "mi",
		noon: "n",
		morning: "in the morning",
		afternoon: "in the afternoon",
		evening: "in the evening",
		night: "at night"
	},
	abbreviated: {
		am: "AM",
		pm: "PM",
		midnight: "midnight",
		noon: "noon",
		morning: "in the morning",
		afternoon: "in the afternoon",
		evening: "in the evening",
		night: "at night"
	},
	wide: {
		am: "a.m.",
		pm: "p.m.",
		midnight: "midnight",
		noon: "noon",
		morning: "in the morning",
		afternoon: "in the afternoon",
		evening: "in the evening",
		night: "at night"
	}
};
var ordinalNumber = (dirtyNumber, _options) => {
	const number = Number(dirtyNumber);
	const rem100 = number % 100;
	if (rem100 > 20 || rem100 < 10) switch (rem100 % 10) {
		case 1: return number + "st";
		case 2: return number + "nd";
		case 3: return number + "rd";
	}
	return number + "th";
};
var localize = {
	ordinalNumber,
	era: buildLocalizeFn({
		values: eraValues,
		defaultWidth: "wide"
	}),
	quarter: buildLocalizeFn({
		values: quarterValues,
		defaultWidth: "wide",
		argumentCallback: (quarter) => quarter - 1
	}),
	month: buildLocalizeFn({
		values: monthValues,
		defaultWidth: "wide"
	}),
	day: buildLocalizeFn({
		values: dayValues,
		defaultWidth: "wide"
	}),
	dayPeriod: buildLocalizeFn({
		values: dayPeriodValues,
		defaultWidth: "wide",
		formattingValues: formattingDayPeriodValues,
		defaultFormattingWidth: "wide"
	})
};
// node_modules/date-fns/locale/_lib/buildMatchFn.js
function buildMatchFn(args) {
	return (string, options = {}) => {
		const width = options.width;
		const matchPattern = width && args.matchPatterns[width] || args.matchPatterns[args.defaultMatchWidth];
		const matchResult = string.match(matchPattern);
		if (!matchResult) return null;
		const matchedString = matchResult[0];
		const parsePatterns = width && args.parsePatterns[width] || args.parsePatterns[args.defaultParseWidth];
		const key = Array.isArray(parsePatterns) ? findIndex(parsePatterns, (pattern) => pattern.test(matchedString)) : findKey(parsePatterns, (pattern) => pattern.test(matchedString));
		let value;
		value = args.valueCallback ? args.valueCallback(key) : key;
		value = options.valueCallback ? options.valueCallback(value) : value;
		const rest = string.slice(matchedString.length);
		return {
			value,
			rest
		};
	};
}
function findKey(object, predicate) {
	for (const key in object) if (Object.prototype.hasOwnProperty.call(object, key) && predicate(object[key])) return key;
}
function findIndex(array, predicate) {
	for (let key = 0; key < array.length; key++) if (predicate(array[key])) return key;
}
// node_modules/date-fns/locale/_lib/buildMatchPatternFn.js
function buildMatchPatternFn(args) {
	return (string, options = {}) => {
		const matchResult = string.match(args.matchPattern);
		if (!matchResult) return null;
		const matchedString = matchResult[0];
		const parseResult = string.match(args.parsePattern);
		if (!parseResult) return null;
		let value = args.valueCallback ? args.valueCallback(parseResult[0]) : parseResult[0];
		value = options.valueCallback ? options.valueCallback(value) : value;
		const rest = string.slice(matchedString.length);
		return {
			value,
			rest
		};
	};
}
// node_modules/date-fns/locale/en-US.js
/**
* @category Locales
* @summary English locale (United States).
* @language English
* @iso-639-2 eng
* @author Sasha Koss [@kossnocorp](https://github.com/kossnocorp)
* @author Lesha Koss [@leshakoss](https://github.com/leshakoss)
*/
var enUS = {
	code: "en-US",
	formatDistance,
	formatLong,
	formatRelative,
	localize,
	match: {
		ordinalNumber: buildMatchPatternFn({
			matchPattern: /^(\d+)(th|st|nd|rd)?/i,
			parsePattern: /\d+/i,
			valueCallback: (value) => parseInt(value, 10)
		}),
		era: buildMatchFn({
			matchPatterns: {
				narrow: /^(b|a)/i,
				abbreviated: /^(b\.?\s?c\.?|b\.?\s?c\.?\s?e\.?|a\.?\s?d\.?|c\.?\s?e\.?)/i,
				wide: /^(before christ|before common era|anno domini|common era)/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: { any: [/^b/i, /^(a|c)/i] },
			defaultParseWidth: "any"
		}),
		quarter: buildMatchFn({
			matchPatterns: {
				narrow: /^[1234]/i,
				abbreviated: /^q[1234]/i,
				wide: /^[1234](th|st|nd|rd)? quarter/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: { any: [
				/1/i,
				/2/i,
				/3/i,
				/4/i
			] },
			defaultParseWidth: "any",
			valueCallback: (index) => index + 1
		}),
		month: buildMatchFn({
			matchPatterns: {
				narrow: /^[jfmasond]/i,
				abbreviated: /^(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i,
				wide: /^(january|february|march|april|may|june|july|august|september|october|november|december)/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: {
				narrow: [
					/^j/i,
					/^f/i,
					/^m/i,
					/^a/i,
					/^m/i,
					/^j/i,
					/^j/i,
					/^a/i,
					/^s/i,
					/^o/i,
					/^n/i,
					/^d/i
				],
				any: [
					/^ja/i,
					/^f/i,
					/^mar/i,
					/^ap/i,
					/^may/i,
					/^jun/i,
					/^jul/i,
					/^au/i,
					/^s/i,
					/^o/i,
					/^n/i,
					/^d/i
				]
			},
			defaultParseWidth: "any"
		}),
		day: buildMatchFn({
			matchPatterns: {
				narrow: /^[smtwf]/i,
				short: /^(su|mo|tu|we|th|fr|sa)/i,
				abbreviated: /^(sun|mon|tue|wed|thu|fri|sat)/i,
				wide: /^(sunday|monday|tuesday|wednesday|thursday|friday|saturday)/i
			},
			defaultMatchWidth: "wide",
			parsePatterns: {
				narrow: [
					/^s/i,
					/^m/i,
					/^t/i,
					/^w/i,
					/^t/i,
					/^f/i,
					/^s/i
				],
				any: [
					/^su/i,
					/^m/i,
					/^tu/i,
					/^w/i,
					/^th/i,
					/^f/i,
					/^sa/i
				]
			},
			defaultParseWidth: "any"
		}),
		dayPeriod: buildMatchFn({
			matchPatterns: {
				narrow: /^(a|p|mi|n|(in the|at) (morning|afternoon|evening|night))/i,
				any: /^([ap]\.?\s?m\.?|midnight|noon|(in the|at) (morning|afternoon|evening|night))/i
			},
			defaultMatchWidth: "any",
			parsePatterns: { any: {
				am: /^a/i,
				pm: /^p/i,
				midnight: /^mi/i,
				noon: /^no/i,
				morning: /morning/i,
				afternoon: /afternoon/i,
				evening: /evening/i,
				night: /night/i
			} },
			defaultParseWidth: "any"
		})
	},
	options: {
		weekStartsOn: 0,
		firstWeekContainsDate: 1
	}
};
// node_modules/date-fns/_lib/defaultOptions.js
var defaultOptions = {};
function getDefaultOptions$1() {
	return defaultOptions;
}
-(Math.pow(10, 8) * 24 * 60 * 60 * 1e3);
/**
* @constant
* @name millisecondsInWeek
* @summary Milliseconds in 1 week.
*/
var millisecondsInWeek = 6048e5;
/**
* @constant
* @name millisecondsInDay
* @summary Milliseconds in 1 day.
*/
var millisecondsInDay = 864e5;
/**
* @constant
* @name constructFromSymbol
* @summary Symbol enabling Date extensions to inherit properties from the reference date.
*
* The symbol is used to enable the `constructFrom` function to construct a date
* using a reference date and a value. It allows to transfer extra properties
* from the reference date to the new date. It's useful for extensions like
* [`TZDate`](https://github.com/date-fns/tz) that accept a time zone as
* a constructor argument.
*/
var constructFromSymbol = Symbol.for("constructDateFrom");
// node_modules/date-fns/constructFrom.js
/**
* @name constructFrom
* @category Generic Helpers
* @summary Constructs a date using the reference date and the value
*
* @description
* The function constructs a new date using the constructor from the reference
* date and the given value. It helps to build generic functions that accept
* date extensions.
*
* It defaults to `Date` if the passed reference date is a number or a string.
*
* Starting from v3.7.0, it allows to construct a date using `[Symbol.for("constructDateFrom")]`
* enabling to transfer extra properties from the reference date to the new date.
* It's useful for extensions like [`TZDate`](https://github.com/date-fns/tz)
* that accept a time zone as a constructor argument.
*
* @typeParam DateType - The `Date` type, the function operates on. Gets inferred from passed arguments. Allows to use extensions like [`UTCDate`](https://github.com/date-fns/utc).
*
* @param date - The reference date to take constructor from
* @param value - The value to create the date
*
* @returns Date initialized using the given date and value
*
* @example
* import { constructFrom } from "./constructFrom/date-fns";
*
* // A function that clones a date preserving the original type
* function cloneDate<DateType extends Date>(date: DateType): DateType {
*   return constructFrom(
*     date, // Use constructor from the given date
*     date.getTime() // Use the date value to create a new date
*   );
* }
*/
function constructFrom(date, value) {
	if (typeof date === "function") return date(value);
	if (date && typeof date === "object" && constructFromSymbol in date) return date[constructFromSymbol](value);
	if (date instanceof Date) return new date.constructor(value);
	return new Date(value);
}
// node_modules/date-fns/toDate.js
/**
* @name toDate
* @category Common Helpers
* @summary Convert the given argument to an instance of Date.
*
* @description
* Convert the given argument to an instance of Date.
*
* If the argument is an instance of Date, the function returns its clone.
*
* If the argument is a number, it is treated as a timestamp.
*
* If the argument is none of the above, the function returns Invalid Date.
*
* Starting from v3.7.0, it clones a date using `[Symbol.for("constructDateFrom")]`
* enabling to transfer extra properties from the reference date to the new date.
* It's useful for extensions like [`TZDate`](https://github.com/date-fns/tz)
* that accept a time zone as a constructor argument.
*
* **Note**: *all* Date arguments passed to any *date-fns* function is processed by `toDate`.
*
* @typeParam DateType - The `Date` type, the function operates on. Gets inferred from passed arguments. Allows to use extensions like [`UTCDate`](https://github.com/date-fns/utc).
* @typeParam ResultDate - The result `Date` type, it is the type returned from the context function if it is passed, or inferred from the arguments.
*
* @param argument - The value to convert
*
* @returns The parsed date in the local time zone
*
* @example
* // Clone the date:
* const result = toDate(new Date(2014, 1, 11, 11, 30, 30))
* //=> Tue Feb 11 2014 11:30:30
*
* @example
* // Convert the timestamp to date:
* const result = toDate(1392098430000)
* //=> Tue Feb 11 2014 11:30:30
*/
function toDate$1(argument, context) {
	return constructFrom(context || argument, argument);
}
// node_modules/date-fns/_lib/getTimezoneOffsetInMilliseconds.js
/**
* Google Chrome as of 67.0.3396.87 introduced timezones with offset that includes seconds.
* They usually appear for dates that denote time before the timezones were introduced
* (e.g. for 'Europe/Prague' timezone the offset is GMT+00:57:44 before 1 October 1891
* and GMT+01:00:00 after that date)
*
* Date#getTimezoneOffset returns the offset in minutes and would return 57 for the example above,
* which would lead to incorrect calculations.
*
* This function returns the timezone offset in milliseconds that takes seconds in account.
*/
function getTimezoneOffsetInMilliseconds$1(date) {
	const _date = toDate$1(date);
	const utcDate = new Date(Date.UTC(_date.getFullYear(), _date.getMonth(), _date.getDate(), _date.getHours(), _date.getMinutes(), _date.getSeconds(), _date.getMilliseconds()));
	utcDate.setUTCFullYear(_date.getFullYear());
	return +date - +utcDate;
}
// node_modules/date-fns/_lib/normalizeDates.js
function normalizeDates(context, ...dates) {
	const normalize = constructFrom.bind(null, context || dates.find((date) => typeof date === "object"));
	return dates.map(normalize);
}
// node_modules/date-fns/startOfDay.js
/**
* The {@link startOfDay} function options.
*/
/**
* @name startOfDay
* @category Day Helpers
* @summary Return the start of a day for the given date.
*
* @description
* Return the start of a day for the given date.
* The result will be in the local timezone.
*
* @typeParam DateType - The `Date` type, the function operates on. Gets inferred from passed arguments. Allows to use extensions like [`UTCDate`](https://github.com/date-fns/utc).
* @typeParam ResultDate - The result `Date` type, it is the type returned from the context function if it is passed, or inferred from the arguments.
*
* @param date - The original date
* @param options - The options
*
* @returns The start of a day
*
* @example
* // The start of a day for 2 September 2014 11:55:00:
* const result = startOfDay(new Date(2014, 8, 2, 11, 55, 0))
* //=> Tue Sep 02 2014 00:00:00
*/
function startOfDay(date, options) {
	const _date = toDate$1(date, options?.in);
	_date.setHours(0, 0, 0, 0);
	return _date;
}
// node_modules/date-fns/differenceInCalendarDays.js
/**
* The {@link differenceInCalendarDays} function options.
*/
/**
* @name differenceInCalendarDays
* @category Day Helpers
* @summary Get the number of calendar days between the given dates.
*
* @description
* Get the number of calendar days between the given dates. This means that the times are removed
* from the dates and then the difference in days is calculated.
*
* @param laterDate - The later date
* @param earlierDate - The earlier date
* @param options - The options object
*
* @returns The number of calendar days
*
* @example
* // How many calendar days are between
* // 2 July 2011 23:00:00 and 2 July 2012 00:00:00?
* const result = differenceInCalendarDays(
*   new Date(2012, 6, 2, 0, 0),
*   new Date(2011, 6, 2, 23, 0)
* )
* //=> 366
* // How many calendar days are between
* // 2 July 2011 23:59:00 and 3 July 2011 00:01:00?
* const result = differenceInCalendarDays(
*   new Date(2011, 6, 3, 0, 1),
*   new Date(2011, 6, 2, 23, 59)
* )
* //=> 1
*/
function differenceInCalendarDays(laterDate, earlierDate, options) {
	const [laterDate_, earlierDate_] = normalizeDates(options?.in, laterDate, earlierDate);
	const laterStartOfDay = startOfDay(laterDate_);
	const earlierStartOfDay = startOfDay(earlierDate_);
	const laterTimestamp = +laterStartOfDay - getTimezoneOffsetInMilliseconds$1(laterStartOfDay);
	const earlierTimestamp = +earlierStartOfDay - getTimezoneOffsetInMilliseconds$1(earlierStartOfDay);
	return Math.round((laterTimestamp - earlierTimestamp) / millisecondsInDay);
}
// node_modules/date-fns/startOfYear.js
/**
* The {@link startOfYear} function options.
*/
/**
* @name startOfYear
* @category Year Helpers
* @summary Return the start of a year for the given date.
*
* @description
* Return the start of a year for the given date.
* The result will be in the local timezone.
*
* @typeParam DateType - The `Date` type, the function operates on. Gets inferred from passed arguments. Allows to use extensions like [`UTCDate`](https://github.com/date-fns/utc).
* @typeParam ResultDate - The result `Date` type, it is the type returned from the context function if it is passed, or inferred from the arguments.
*
* @param date - The original date
* @param options - The options
*
* @returns The start of a year
*
* @example
* // The start of a year for 2 September 2014 11:55:00:
* const result = startOfYear(new Date(2014, 8, 2, 11, 55, 00))
* //=> Wed Jan 01 2014 00:00:00
*/
function startOfYear(date, options) {
	const date_ = toDate$1(date, options?.in);
	date_.setFullYear(date_.getFullYear(), 0, 1);
	date_.setHours(0, 0, 0, 0);
	return date_;
}
// node_modules/date-fns/getDayOfYear.js
/**
* The {@link getDayOfYear} function options.
*/
/**
* @name getDayOfYear
* @category Day Helpers
* @summary Get the day of the year of the given date.
*
* @description
* Get the day of the year of the given date.
*
* @param date - The given date
* @param options - The options
*
* @returns The day of year
*
* @example
* // Which day of the year is 2 July 2014?
* const result = getDayOfYear(new Date(2014, 6, 2))
* //=> 183
*/
function getDayOfYear(date, options) {
	const _date = toDate$1(date, options?.in);
	return differenceInCalendarDays(_date, startOfYear(_date)) + 1;
}
// node_modules/date-fns/startOfWeek.js
/**
* The {@link startOfWeek} function options.
*/
/**
* @name startOfWeek
* @category Week Helpers
* @summary Return the start of a week for the given date.
*
* @description
* Return the start of a week for the given date.
* The result will be in the local timezone.
*
* @typeParam DateType - The `Date` type, the function operates on. Gets inferred from passed arguments. Allows to use extensions like [`UTCDate`](https://github.com/date-fns/utc).
* @typeParam ResultDate - The result `Date` type, it is the type returned from the context function if it is passed, or inferred from the arguments.
*
* @param date - The original date
* @param options - An object with options
*
* @returns The start of a week
*
* @example
* // The start of a week for 2 September 2014 11:55:00:
* const result = startOfWeek(new Date(2014, 8, 2, 11, 55, 0))
* //=> Sun Aug 31 2014 00:00:00
*
* @example
* // If the week starts on Monday, the start of the week for 2 September 2014 11:55:00:
* const result = startOfWeek(new Date(2014, 8, 2, 11, 55, 0), { weekStartsOn: 1 })
* //=> Mon Sep 01 2014 00:00:00
*/
function startOfWeek(date, options) {
	const defaultOptions = getDefaultOptions$1();
	const weekStartsOn = options?.weekStartsOn ?? options?.locale?.options?.weekStartsOn ?? defaultOptions.weekStartsOn ?? defaultOptions.locale?.options?.weekStartsOn ?? 0;
	const _date = toDate$1(date, options?.in);
	const day = _date.getDay();
	const diff = (day < weekStartsOn ? 7 : 0) + day - weekStartsOn;
	_date.setDate(_date.getDate() - diff);
	_date.setHours(0, 0, 0, 0);
	return _date;
}
// node_modules/date-fns/startOfISOWeek.js
/**
* The {@link startOfISOWeek} function options.
*/
/**
* @name startOfISOWeek
* @category ISO Week Helpers
* @summary Return the start of an ISO week for the given date.
*
* @description
* Return the start of an ISO week for the given date.
* The result will be in the local timezone.
*
* ISO week-numbering year: http://en.wikipedia.org/wiki/ISO_week_date
*
* @typeParam DateType - The `Date` type, the function operates on. Gets inferred from passed arguments. Allows to use extensions like [`UTCDate`](https://github.com/date-fns/utc).
* @typeParam ResultDate - The result `Date` type, it is the type returned from the context function if it is passed, or inferred from the arguments.
*
* @param date - The original date
* @param options - An object with options
*
* @returns The start of an ISO week
*
* @example
* // The start of an ISO week for 2 September 2014 11:55:00:
* const result = startOfISOWeek(new Date(2014, 8, 2, 11, 55, 0))
* //=> Mon Sep 01 2014 00:00:00
*/
function startOfISOWeek(date, options) {
	return startOfWeek(date, {
		...options,
		weekStartsOn: 1
	});
}
// node_modules/date-fns/getISOWeekYear.js
/**
* The {@link getISOWeekYear} function options.
*/
/**
* @name getISOWeekYear
* @category ISO Week-Numbering Year Helpers
* @summary Get the ISO week-numbering year of the given date.
*
* @description
* Get the ISO week-numbering year of the given date,
* which always starts 3 days before the year's first Thursday.
*
* ISO week-numbering year: http://en.wikipedia.org/wiki/ISO_week_date
*
* @param date - The given date
*
* @returns The ISO week-numbering year
*
* @example
* // Which ISO-week numbering year is 2 January 2005?
* const result = getISOWeekYear(new Date(2005, 0, 2))
* //=> 2004
*/
function getISOWeekYear(date, options) {
	const _date = toDate$1(date, options?.in);
	const year = _date.getFullYear();
	const fourthOfJanuaryOfNextYear = constructFrom(_date, 0);
	fourthOfJanuaryOfNextYear.setFullYear(year + 1, 0, 4);
	fourthOfJanuaryOfNextYear.setHours(0, 0, 0, 0);
	const startOfNextYear = startOfISOWeek(fourthOfJanuaryOfNextYear);
	const fourthOfJanuaryOfThisYear = constructFrom(_date, 0);
	fourthOfJanuaryOfThisYear.setFullYear(year, 0, 4);
	fourthOfJanuaryOfThisYear.setHours(0, 0, 0, 0);
	const startOfThisYear = startOfISOWeek(fourthOfJanuaryOfThisYear);
	if (_date.getTime() >= startOfNextYear.getTime()) return year + 1;
	else if (_date.getTime() >= startOfThisYear.getTime()) return year;
	else return year - 1;
}
// node_modules/date-fns/startOfISOWeekYear.js
/**
* The {@link startOfISOWeekYear} function options.
*/
/**
* @name startOfISOWeekYear
* @category ISO Week-Numbering Year Helpers
* @summary Return the start of an ISO week-numbering year for the given date.
*
* @description
* Return the start of an ISO week-numbering year,
* which always starts 3 days before the year's first Thursday.
* The result will be in the local timezone.
*
* ISO week-numbering year: http://en.wikipedia.org/wiki/ISO_week_date
*
* @typeParam DateType - The `Date` type, the function operates on. Gets inferred from passed arguments. Allows to use extensions like [`UTCDate`](https://github.com/date-fns/utc).
* @typeParam ResultDate - The result `Date` type, it is the type returned from the context function if it is passed, or inferred from the arguments.
*
* @param date - The original date
* @param options - An object with options
*
* @returns The start of an ISO week-numbering year
*
* @example
* // The start of an ISO week-numbering year for 2 July 2005:
* const result = startOfISOWeekYear(new Date(2005, 6, 2))
* //=> Mon Jan 03 2005 00:00:00
*/
function startOfISOWeekYear(date, options) {
	const year = getISOWeekYear(date, options);
	const fourthOfJanuary = constructFrom(options?.in || date, 0);
	fourthOfJanuary.setFullYear(year, 0, 4);
	fourthOfJanuary.setHours(0, 0, 0, 0);
	return startOfISOWeek(fourthOfJanuary);
}
// node_modules/date-fns/getISOWeek.js
/**
* The {@link getISOWeek} function options.
*/
/**
* @name getISOWeek
* @category ISO Week Helpers
* @summary Get the ISO week of the given date.
*
* @description
* Get the ISO week of the given date.
*
* ISO week-numbering year: http://en.wikipedia.org/wiki/ISO_week_date
*
* @param date - The given date
* @param options - The options
*
* @returns The ISO week
*
* @example
* // Which week of the ISO-week numbering year is 2 January 2005?
* const result = getISOWeek(new Date(2005, 0, 2))
* //=> 53
*/
function getISOWeek(date, options) {
	const _date = toDate$1(date, options?.in);
	const diff = +startOfISOWeek(_date) - +startOfISOWeekYear(_date);
	return Math.round(diff / millisecondsInWeek) + 1;
}
// node_modules/date-fns/getWeekYear.js
/**
* The {@link getWeekYear} function options.
*/
/**
* @name getWeekYear
* @category Week-Numbering Year Helpers
* @summary Get the local week-numbering year of the given date.
*
* @description
* Get the local week-numbering year of the given date.
* The exact calculation depends on the values of
* `options.weekStartsOn` (which is the index of the first day of the week)
* and `options.firstWeekContainsDate` (which is the day of January, which is always in
* the first week of the week-numbering year)
*
* Week numbering: https://en.wikipedia.org/wiki/Week#The_ISO_week_date_system
*
* @param date - The given date
* @param options - An object with options.
*
* @returns The local week-numbering year
*
* @example
* // Which week numbering year is 26 December 2004 with the default settings?
* const result = getWeekYear(new Date(2004, 11, 26))
* //=> 2005
*
* @example
* // Which week numbering year is 26 December 2004 if week starts on Saturday?
* const result = getWeekYear(new Date(2004, 11, 26), { weekStartsOn: 6 })
* //=> 2004
*
* @example
* // Which week numbering year is 26 December 2004 if the first week contains 4 January?
* const result = getWeekYear(new Date(2004, 11, 26), { firstWeekContainsDate: 4 })
* //=> 2004
*/
function getWeekYear(date, options) {
	const _date = toDate$1(date, options?.in);
	const year = _date.getFullYear();
	const defaultOptions = getDefaultOptions$1();
	const firstWeekContainsDate = options?.firstWeekContainsDate ?? options?.locale?.options?.firstWeekContainsDate ?? defaultOptions.firstWeekContainsDate ?? defaultOptions.locale?.options?.firstWeekContainsDate ?? 1;
	const firstWeekOfNextYear = constructFrom(options?.in || date, 0);
	firstWeekOfNextYear.setFullYear(year + 1, 0, firstWeekContainsDate);
	firstWeekOfNextYear.setHours(0, 0, 0, 0);
	const startOfNextYear = startOfWeek(firstWeekOfNextYear, options);
	const firstWeekOfThisYear = constructFrom(options?.in || date, 0);
	firstWeekOfThisYear.setFullYear(year, 0, firstWeekContainsDate);
	firstWeekOfThisYear.setHours(0, 0, 0, 0);
	const startOfThisYear = startOfWeek(firstWeekOfThisYear, options);
	if (+_date >= +startOfNextYear) return year + 1;
	else if (+_date >= +startOfThisYear) return year;
	else return year - 1;
}
// node_modules/date-fns/startOfWeekYear.js
/**
* The {@link startOfWeekYear} function options.
*/
/**
* @name startOfWeekYear
* @category Week-Numbering Year Helpers
* @summary Return the start of a local week-numbering year for the given date.
*
* @description
* Return the start of a local week-numbering year.
* The exact calculation depends on the values of
* `options.weekStartsOn` (which is the index of the first day of the week)
* and `options.firstWeekContainsDate` (which is the day of January, which is always in
* the first week of the week-numbering year)
*
* Week numbering: https://en.wikipedia.org/wiki/Week#The_ISO_week_date_system
*
* @typeParam DateType - The `Date` type, the function operates on. Gets inferred from passed arguments. Allows to use extensions like [`UTCDate`](https://github.com/date-fns/utc).
* @typeParam ResultDate - The result `Date` type.
*
* @param date - The original date
* @param options - An object with options
*
* @returns The start of a week-numbering year
*
* @example
* // The start of an a week-numbering year for 2 July 2005 with default settings:
* const result = startOfWeekYear(new Date(2005, 6, 2))
* //=> Sun Dec 26 2004 00:00:00
*
* @example
* // The start of a week-numbering year for 2 July 2005
* // if Monday is the first day of week
* // and 4 January is always in the first week of the year:
* const result = startOfWeekYear(new Date(2005, 6, 2), {
*   weekStartsOn: 1,
*   firstWeekContainsDate: 4
* })
* //=> Mon Jan 03 2005 00:00:00
*/
function startOfWeekYear(date, options) {
	const defaultOptions = getDefaultOptions$1();
	const firstWeekContainsDate = options?.firstWeekContainsDate ?? options?.locale?.options?.firstWeekContainsDate ?? defaultOptions.firstWeekContainsDate ?? defaultOptions.locale?.options?.firstWeekContainsDate ?? 1;
	const year = getWeekYear(date, options);
	const firstWeek = constructFrom(options?.in || date, 0);
	firstWeek.setFullYear(year, 0, firstWeekContainsDate);
	firstWeek.setHours(0, 0, 0, 0);
	return startOfWeek(firstWeek, options);
}
// node_modules/date-fns/getWeek.js
/**
* The {@link getWeek} function options.
*/
/**
* @name getWeek
* @category Week Helpers
* @summary Get the local week index of the given date.
*
* @description
* Get the local week index of the given date.
* The exact calculation depends on the values of
* `options.weekStartsOn` (which is the index of the first day of the week)
* and `options.firstWeekContainsDate` (which is the day of January, which is always in
* the first week of the week-numbering year)
*
* Week numbering: https://en.wikipedia.org/wiki/Week#The_ISO_week_date_system
*
* @param date - The given date
* @param options - An object with options
*
* @returns The week
*
* @example
* // Which week of the local week numbering year is 2 January 2005 with default options?
* const result = getWeek(new Date(2005, 0, 2))
* //=> 2
*
* @example
* // Which week of the local week numbering year is 2 January 2005,
* // if Monday is the first day of the week,
* // and the first week of the year always contains 4 January?
* const result = getWeek(new Date(2005, 0, 2), {
*   weekStartsOn: 1,
*   firstWeekContainsDate: 4
* })
* //=> 53
*/
function getWeek(date, options) {
	const _date = toDate$1(date, options?.in);
	const diff = +startOfWeek(_date, options) - +startOfWeekYear(_date, options);
	return Math.round(diff / millisecondsInWeek) + 1;
}
// node_modules/date-fns/_lib/addLeadingZeros.js
function addLeadingZeros$1(number, targetLength) {
	return (number < 0 ? "-" : "") + Math.abs(number).toString().padStart(targetLength, "0");
}
// node_modules/date-fns/_lib/format/lightFormatters.js
var lightFormatters = {
	y(date, token) {
		const signedYear = date.getFullYear();
		const year = signedYear > 0 ? signedYear : 1 - signedYear;
		return addLeadingZeros$1(token === "yy" ? year % 100 : year, token.length);
	},
	M(date, token) {
		const month = date.getMonth();
		return token === "M" ? String(month + 1) : addLeadingZeros$1(month + 1, 2);
	},
	d(date, token) {
		return addLeadingZeros$1(date.getDate(), token.length);
	},
	a(date, token) {
		const dayPeriodEnumValue = date.getHours() / 12 >= 1 ? "pm" : "am";
		switch (token) {
			case "a":
			case "aa": return dayPeriodEnumValue.toUpperCase();
			case "aaa": return dayPeriodEnumValue;
			case "aaaaa": return dayPeriodEnumValue[0];
			default: return dayPeriodEnumValue === "am" ? "a.m." : "p.m.";
		}
	},
	h(date, token) {
		return addLeadingZeros$1(date.getHours() % 12 || 12, token.length);
	},
	H(date, token) {
		return addLeadingZeros$1(date.getHours(), token.length);
	},
	m(date, token) {
		return addLeadingZeros$1(date.getMinutes(), token.length);
	},
	s(date, token) {
		return addLeadingZeros$1(date.getSeconds(), token.length);
	},
	S(date, token) {
		const numberOfDigits = token.length;
		const milliseconds = date.getMilliseconds();
		return addLeadingZeros$1(Math.trunc(milliseconds * Math.pow(10, numberOfDigits - 3)), token.length);
	}
};
// node_modules/date-fns/_lib/format/formatters.js
var dayPeriodEnum = {
	am: "am",
	pm: "pm",
	midnight: "midnight",
	noon: "noon",
	morning: "morning",
	afternoon: "afternoon",
	evening: "evening",
	night: "night"
};
var formatters$2 = {
	G: function(date, token, localize) {
		const era = date.getFullYear() > 0 ? 1 : 0;
		switch (token) {
			case "G":
			case "GG":
			case "GGG": return localize.era(era, { width: "abbreviated" });
			case "GGGGG": return localize.era(era, { width: "narrow" });
			default: return localize.era(era, { width: "wide" });
		}
	},
	y: function(date, token, localize) {
		if (token === "yo") {
			const signedYear = date.getFullYear();
			const year = signedYear > 0 ? signedYear : 1 - signedYear;
			return localize.ordinalNumber(year, { unit: "year" });
		}
		return lightFormatters.y(date, token);
	},
	Y: function(date, token, localize, options) {
		const signedWeekYear = getWeekYear(date, options);
		const weekYear = signedWeekYear > 0 ? signedWeekYear : 1 - signedWeekYear;
		if (token === "YY") return addLeadingZeros$1(weekYear % 100, 2);
		if (token === "Yo") return localize.ordinalNumber(weekYear, { unit: "year" });
		return addLeadingZeros$1(weekYear, token.length);
	},
	R: function(date, token) {
		return addLeadingZeros$1(getISOWeekYear(date), token.length);
	},
	u: function(date, token) {
		return addLeadingZeros$1(date.getFullYear(), token.length);
	},
	Q: function(date, token, localize) {
		const quarter = Math.ceil((date.getMonth() + 1) / 3);
		switch (token) {
			case "Q": return String(quarter);
			case "QQ": return addLeadingZeros$1(quarter, 2);
			case "Qo": return localize.ordinalNumber(quarter, { unit: "quarter" });
			case "QQQ": return localize.quarter(quarter, {
				width: "abbreviated",
				context: "formatting"
			});
			case "QQQQQ": return localize.quarter(quarter, {
				width: "narrow",
				context: "formatting"
			});
			default: return localize.quarter(quarter, {
				width: "wide",
				context: "formatting"
			});
		}
	},
	q: function(date, token, localize) {
		const quarter = Math.ceil((date.getMonth() + 1) / 3);
		switch (token) {
			case "q": return String(quarter);
			case "qq": return addLeadingZeros$1(quarter, 2);
			case "qo": return localize.ordinalNumber(quarter, { unit: "quarter" });
			case "qqq": return localize.quarter(quarter, {
				width: "abbreviated",
				context: "standalone"
			});
			case "qqqqq": return localize.quarter(quarter, {
				width: "narrow",
				context: "standalone"
			});
			default: return localize.quarter(quarter, {
				width: "wide",
				context: "standalone"
			});
		}
	},
	M: function(date, token, localize) {
		const month = date.getMonth();
		switch (token) {
			case "M":
			case "MM": return lightFormatters.M(date, token);
			case "Mo": return localize.ordinalNumber(month + 1, { unit: "month" });
			case "MMM": return localize.month(month, {
				width: "abbreviated",
				context: "formatting"
			});
			case "MMMMM": return localize.month(month, {
				width: "narrow",
				context: "formatting"
			});
			default: return localize.month(month, {
				width: "wide",
				context: "formatting"
			});
		}
	},
	L: function(date, token, localize) {
		const month = date.getMonth();
		switch (token) {
			case "L": return String(month + 1);
			case "LL": return addLeadingZeros$1(month + 1, 2);
			case "Lo": return localize.ordinalNumber(month + 1, { unit: "month" });
			case "LLL": return localize.month(month, {
				width: "abbreviated",
				context: "standalone"
			});
			case "LLLLL": return localize.month(month, {
				width: "narrow",
				context: "standalone"
			});
			default: return localize.month(month, {
				width: "wide",
				context: "standalone"
			});
		}
	},
	w: function(date, token, localize, options) {
		const week = getWeek(date, options);
		if (token === "wo") return localize.ordinalNumber(week, { unit: "week" });
		return addLeadingZeros$1(week, token.length);
	},
	I: function(date, token, localize) {
		const isoWeek = getISOWeek(date);
		if (token === "Io") return localize.ordinalNumber(isoWeek, { unit: "week" });
		return addLeadingZeros$1(isoWeek, token.length);
	},
	d: function(date, token, localize) {
		if (token === "do") return localize.ordinalNumber(date.getDate(), { unit: "date" });
		return lightFormatters.d(date, token);
	},
	D: function(date, token, localize) {
		const dayOfYear = getDayOfYear(date);
		if (token === "Do") return localize.ordinalNumber(dayOfYear, { unit: "dayOfYear" });
		return addLeadingZeros$1(dayOfYear, token.length);
	},
	E: function(date, token, localize) {
		const dayOfWeek = date.getDay();
		switch (token) {
			case "E":
			case "EE":
			case "EEE": return localize.day(dayOfWeek, {
				width: "abbreviated",
				context: "formatting"
			});
			case "EEEEE": return localize.day(dayOfWeek, {
				width: "narrow",
				context: "formatting"
			});
			case "EEEEEE": return localize.day(dayOfWeek, {
				width: "short",
				context: "formatting"
			});
			default: return localize.day(dayOfWeek, {
				width: "wide",
				context: "formatting"
			});
		}
	},
	e: function(date, token, localize, options) {
		const dayOfWeek = date.getDay();
		const localDayOfWeek = (dayOfWeek - options.weekStartsOn + 8) % 7 || 7;
		switch (token) {
			case "e": return String(localDayOfWeek);
			case "ee": return addLeadingZeros$1(localDayOfWeek, 2);
			case "eo": return localize.ordinalNumber(localDayOfWeek, { unit: "day" });
			case "eee": return localize.day(dayOfWeek, {
				width: "abbreviated",
				context: "formatting"
			});
			case "eeeee": return localize.day(dayOfWeek, {
				width: "narrow",
				context: "formatting"
			});
			case "eeeeee": return localize.day(dayOfWeek, {
				width: "short",
				context: "formatting"
			});
			default: return localize.day(dayOfWeek, {
				width: "wide",
				context: "formatting"
			});
		}
	},
	c: function(date, token, localize, options) {
		const dayOfWeek = date.getDay();
		const localDayOfWeek = (dayOfWeek - options.weekStartsOn + 8) % 7 || 7;
		switch (token) {
			case "c": return String(localDayOfWeek);
			case "cc": return addLeadingZeros$1(localDayOfWeek, token.length);
			case "co": return localize.ordinalNumber(localDayOfWeek, { unit: "day" });
			case "ccc": return localize.day(dayOfWeek, {
				width: "abbreviated",
				context: "standalone"
			});
			case "ccccc": return localize.day(dayOfWeek, {
				width: "narrow",
				context: "standalone"
			});
			case "cccccc": return localize.day(dayOfWeek, {
				width: "short",
				context: "standalone"
			});
			default: return localize.day(dayOfWeek, {
				width: "wide",
				context: "standalone"
			});
		}
	},
	i: function(date, token, localize) {
		const dayOfWeek = date.getDay();
		const isoDayOfWeek = dayOfWeek === 0 ? 7 : dayOfWeek;
		switch (token) {
			case "i": return String(isoDayOfWeek);
			case "ii": return addLeadingZeros$1(isoDayOfWeek, token.length);
			case "io": return localize.ordinalNumber(isoDayOfWeek, { unit: "day" });
			case "iii": return localize.day(dayOfWeek, {
				width: "abbreviated",
				context: "formatting"
			});
			case "iiiii": return localize.day(dayOfWeek, {
				width: "narrow",
				context: "formatting"
			});
			case "iiiiii": return localize.day(dayOfWeek, {
				width: "short",
				context: "formatting"
			});
			default: return localize.day(dayOfWeek, {
				width: "wide",
				context: "formatting"
			});
		}
	},
	a: function(date, token, localize) {
		const dayPeriodEnumValue = date.getHours() / 12 >= 1 ? "pm" : "am";
		switch (token) {
			case "a":
			case "aa": return localize.dayPeriod(dayPeriodEnumValue, {
				width: "abbreviated",
				context: "formatting"
			});
			case "aaa": return localize.dayPeriod(dayPeriodEnumValue, {
				width: "abbreviated",
				context: "formatting"
			}).toLowerCase();
			case "aaaaa": return localize.dayPeriod(dayPeriodEnumValue, {
				width: "narrow",
				context: "formatting"
			});
			default: return localize.dayPeriod(dayPeriodEnumValue, {
				width: "wide",
				context: "formatting"
			});
		}
	},
	b: function(date, token, localize) {
		const hours = date.getHours();
		let dayPeriodEnumValue;
		if (hours === 12) dayPeriodEnumValue = dayPeriodEnum.noon;
		else if (hours === 0) dayPeriodEnumValue = dayPeriodEnum.midnight;
		else dayPeriodEnumValue = hours / 12 >= 1 ? "pm" : "am";
		switch (token) {
			case "b":
			case "bb": return localize.dayPeriod(dayPeriodEnumValue, {
				width: "abbreviated",
				context: "formatting"
			});
			case "bbb": return localize.dayPeriod(dayPeriodEnumValue, {
				width: "abbreviated",
				context: "formatting"
			}).toLowerCase();
			case "bbbbb": return localize.dayPeriod(dayPeriodEnumValue, {
				width: "narrow",
				context: "formatting"
			});
			default: return localize.dayPeriod(dayPeriodEnumValue, {
				width: "wide",
				context: "formatting"
			});
		}
	},
	B: function(date, token, localize) {
		const hours = date.getHours();
		let dayPeriodEnumValue;
		if (hours >= 17) dayPeriodEnumValue = dayPeriodEnum.evening;
		else if (hours >= 12) dayPeriodEnumValue = dayPeriodEnum.afternoon;
		else if (hours >= 4) dayPeriodEnumValue = dayPeriodEnum.morning;
		else dayPeriodEnumValue = dayPeriodEnum.night;
		switch (token) {
			case "B":
			case "BB":
			case "BBB": return localize.dayPeriod(dayPeriodEnumValue, {
				width: "abbreviated",
				context: "formatting"
			});
			case "BBBBB": return localize.dayPeriod(dayPeriodEnumValue, {
				width: "narrow",
				context: "formatting"
			});
			default: return localize.dayPeriod(dayPeriodEnumValue, {
				width: "wide",
				context: "formatting"
			});
		}
	},
	h: function(date, token, localize) {
		if (token === "ho") {
			let hours = date.getHours() % 12;
			if (hours === 0) hours = 12;
			return localize.ordinalNumber(hours, { unit: "hour" });
		}
		return lightFormatters.h(date, token);
	},
	H: function(date, token, localize) {
		if (token === "Ho") return localize.ordinalNumber(date.getHours(), { unit: "hour" });
		return lightFormatters.H(date, token);
	},
	K: function(date, token, localize) {
		const hours = date.getHours() % 12;
		if (token === "Ko") return localize.ordinalNumber(hours, { unit: "hour" });
		return addLeadingZeros$1(hours, token.length);
	},
	k: function(date, token, localize) {
		let hours = date.getHours();
		if (hours === 0) hours = 24;
		if (token === "ko") return localize.ordinalNumber(hours, { unit: "hour" });
		return addLeadingZeros$1(hours, token.length);
	},
	m: function(date, token, localize) {
		if (token === "mo") return localize.ordinalNumber(date.getMinutes(), { unit: "minute" });
		return lightFormatters.m(date, token);
	},
	s: function(date, token, localize) {
		if (token === "so") return localize.ordinalNumber(date.getSeconds(), { unit: "second" });
		return lightFormatters.s(date, token);
	},
	S: function(date, token) {
		return lightFormatters.S(date, token);
	},
	X: function(date, token, _localize) {
		const timezoneOffset = date.getTimezoneOffset();
		if (timezoneOffset === 0) return "Z";
		switch (token) {
			case "X": return formatTimezoneWithOptionalMinutes$1(timezoneOffset);
			case "XXXX":
			case "XX": return formatTimezone$1(timezoneOffset);
			default: return formatTimezone$1(timezoneOffset, ":");
		}
	},
	x: function(date, token, _localize) {
		const timezoneOffset = date.getTimezoneOffset();
		switch (token) {
			case "x": return formatTimezoneWithOptionalMinutes$1(timezoneOffset);
			case "xxxx":
			case "xx": return formatTimezone$1(timezoneOffset);
			default: return formatTimezone$1(timezoneOffset, ":");
		}
	},
	O: function(date, token, _localize) {
		const timezoneOffset = date.getTimezoneOffset();
		switch (token) {
			case "O":
			case "OO":
			case "OOO": return "GMT" + formatTimezoneShort$1(timezoneOffset, ":");
			default: return "GMT" + formatTimezone$1(timezoneOffset, ":");
		}
	},
	z: function(date, token, _localize) {
		const timezoneOffset = date.getTimezoneOffset();
		switch (token) {
			case "z":
			case "zz":
			case "zzz": return "GMT" + formatTimezoneShort$1(timezoneOffset, ":");
			default: return "GMT" + formatTimezone$1(timezoneOffset, ":");
		}
	},
	t: function(date, token, _localize) {
		return addLeadingZeros$1(Math.trunc(+date / 1e3), token.length);
	},
	T: function(date, token, _localize) {
		return addLeadingZeros$1(+date, token.length);
	}
};
function formatTimezoneShort$1(offset, delimiter = "") {
	const sign = offset > 0 ? "-" : "+";
	const absOffset = Math.abs(offset);
	const hours = Math.trunc(absOffset / 60);
	const minutes = absOffset % 60;
	if (minutes === 0) return sign + String(hours);
	return sign + String(hours) + delimiter + addLeadingZeros$1(minutes, 2);
}
function formatTimezoneWithOptionalMinutes$1(offset, delimiter) {
	if (offset % 60 === 0) return (offset > 0 ? "-" : "+") + addLeadingZeros$1(Math.abs(offset) / 60, 2);
	return formatTimezone$1(offset, delimiter);
}
function formatTimezone$1(offset, delimiter = "") {
	const sign = offset > 0 ? "-" : "+";
	const absOffset = Math.abs(offset);
	const hours = addLeadingZeros$1(Math.trunc(absOffset / 60), 2);
	const minutes = addLeadingZeros$1(absOffset % 60, 2);
	return sign + hours + delimiter + minutes;
}
// node_modules/date-fns/_lib/format/longFormatters.js
var dateLongFormatter = (pattern, formatLong) => {
	switch (pattern) {
		case "P": return formatLong.date({ width: "short" });
		case "PP": return formatLong.date({ width: "medium" });
		case "PPP": return formatLong.date({ width: "long" });
		default: return formatLong.date({ width: "full" });
	}
};
var timeLongFormatter = (pattern, formatLong) => {
	switch (pattern) {
		case "p": return formatLong.time({ width: "short" });
		case "pp": return formatLong.time({ width: "medium" });
		case "ppp": return formatLong.time({ width: "long" });
		default: return formatLong.time({ width: "full" });
	}
};
var dateTimeLongFormatter = (pattern, formatLong) => {
	const matchResult = pattern.match(/(P+)(p+)?/) || [];
	const datePattern = matchResult[1];
	const timePattern = matchResult[2];
	if (!timePattern) return dateLongFormatter(pattern, formatLong);
	let dateTimeFormat;
	switch (datePattern) {
		case "P":
			dateTimeFormat = formatLong.dateTime({ width: "short" });
			break;
		case "PP":
			dateTimeFormat = formatLong.dateTime({ width: "medium" });
			break;
		case "PPP":
			dateTimeFormat = formatLong.dateTime({ width: "long" });
			break;
		default: dateTimeFormat = formatLong.dateTime({ width: "full" });
	}
	return dateTimeFormat.replace("{{date}}", dateLongFormatter(datePattern, formatLong)).replace("{{time}}", timeLongFormatter(timePattern, formatLong));
};
var longFormatters = {
	p: timeLongFormatter,
	P: dateTimeLongFormatter
};
// node_modules/date-fns/_lib/protectedTokens.js
var dayOfYearTokenRE = /^D+$/;
var weekYearTokenRE = /^Y+$/;
var throwTokens = [
	"D",
	"DD",
	"YY",
	"YYYY"
];
function isProtectedDayOfYearToken(token) {
	return dayOfYearTokenRE.test(token);
}
function isProtectedWeekYearToken(token) {
	return weekYearTokenRE.test(token);
}
function warnOrThrowProtectedError(token, format, input) {
	const _message = message(token, format, input);
	console.warn(_message);
	if (throwTokens.includes(token)) throw new RangeError(_message);
}
function message(token, format, input) {
	const subject = token[0] === "Y" ? "years" : "days of the month";
	return `Use \`${token.toLowerCase()}\` instead of \`${token}\` (in \`${format}\`) for formatting ${subject} to the input \`${input}\`; see: https://github.com/date-fns/date-fns/blob/master/docs/unicodeTokens.md`;
}
// node_modules/date-fns/isDate.js
/**
* @name isDate
* @category Common Helpers
* @summary Is the given value a date?
*
* @description
* Returns true if the given value is an instance of Date. The function works for dates transferred across iframes.
*
* @param value - The value to check
*
* @returns True if the given value is a date
*
* @example
* // For a valid date:
* const result = isDate(new Date())
* //=> true
*
* @example
* // For an invalid date:
* const result = isDate(new Date(NaN))
* //=> true
*
* @example
* // For some value:
* const result = isDate('2014-02-31')
* //=> false
*
* @example
* // For an object:
* const result = isDate({})
* //=> false
*/
function isDate(value) {
	return value instanceof Date || typeof value === "object" && Object.prototype.toString.call(value) === "[object Date]";
}
// node_modules/date-fns/isValid.js
/**
* @name isValid
* @category Common Helpers
* @summary Is the given date valid?
*
* @description
* Returns false if argument is Invalid Date and true otherwise.
* Argument is converted to Date using `toDate`. See [toDate](https://date-fns.org/docs/toDate)
* Invalid Date is a Date, whose time value is NaN.
*
* Time value of Date: http://es5.github.io/#x15.9.1.1
*
* @param date - The date to check
*
* @returns The date is valid
*
* @example
* // For the valid date:
* const result = isValid(new Date(2014, 1, 31))
* //=> true
*
* @example
* // For the value, convertible into a date:
* const result = isValid(1393804800000)
* //=> true
*
* @example
* // For the invalid date:
* const result = isValid(new Date(''))
* //=> false
*/
function isValid(date) {
	return !(!isDate(date) && typeof date !== "number" || isNaN(+toDate$1(date)));
}
// node_modules/date-fns/format.js
var formattingTokensRegExp = /[yYQqMLwIdDecihHKkms]o|(\w)\1*|''|'(''|[^'])+('|$)|./g;
var longFormattingTokensRegExp = /P+p+|P+|p+|''|'(''|[^'])+('|$)|./g;
var escapedStringRegExp = /^'([^]*?)'?$/;
var doubleQuoteRegExp = /''/g;
var unescapedLatinCharacterRegExp = /[a-zA-Z]/;
/**
* The {@link format} function options.
*/
/**
* @name format
* @alias formatDate
* @category Common Helpers
* @summary Format the date.
*
* @description
* Return the formatted date string in the given format. The result may vary by locale.
*
* > ⚠️ Please note that the `format` tokens differ from Moment.js and other libraries.
* > See: https://github.com/date-fns/date-fns/blob/master/docs/unicodeTokens.md
*
* The characters wrapped between two single quotes characters (') are escaped.
* Two single quotes in a row, whether inside or outside a quoted sequence, represent a 'real' single quote.
* (see the last example)
*
* Format of the string is based on Unicode Technical Standard #35:
* https://www.unicode.org/reports/tr35/tr35-dates.html#Date_Field_Symbol_Table
* with a few additions (see note 7 below the table).
*
* Accepted patterns:
* | Unit                            | Pattern | Result examples                   | Notes |
* |---------------------------------|---------|-----------------------------------|-------|
* | Era                             | G..GGG  | AD, BC                            |       |
* |                                 | GGGG    | Anno Domini, Before Christ        | 2     |
* |                                 | GGGGG   | A, B                              |       |
* | Calendar year                   | y       | 44, 1, 1900, 2017                 | 5     |
* |                                 | yo      | 44th, 1st, 0th, 17th              | 5,7   |
* |                                 | yy      | 44, 01, 00, 17                    | 5     |
* |                                 | yyy     | 044, 001, 1900, 2017              | 5     |
* |                                 | yyyy    | 0044, 0001, 1900, 2017            | 5     |
* |                                 | yyyyy   | ...                               | 3,5   |
* | Local week-numbering year       | Y       | 44, 1, 1900, 2017                 | 5     |
* |                                 | Yo      | 44th, 1st, 1900th, 2017th         | 5,7   |
* |                                 | YY      | 44, 01, 00, 17                    | 5,8   |
* |                                 | YYY     | 044, 001, 1900, 2017              | 5     |
* |                                 | YYYY    | 0044, 0001, 1900, 2017            | 5,8   |
* |                                 | YYYYY   | ...                               | 3,5   |
* | ISO week-numbering year         | R       | -43, 0, 1, 1900, 2017             | 5,7   |
* |                                 | RR      | -43, 00, 01, 1900, 2017           | 5,7   |
* |                                 | RRR     | -043, 000, 001, 1900, 2017        | 5,7   |
* |                                 | RRRR    | -0043, 0000, 0001, 1900, 2017     | 5,7   |
* |                                 | RRRRR   | ...                               | 3,5,7 |
* | Extended year                   | u       | -43, 0, 1, 1900, 2017             | 5     |
* |                                 | uu      | -43, 01, 1900, 2017               | 5     |
* |                                 | uuu     | -043, 001, 1900, 2017             | 5     |
* |                                 | uuuu    | -0043, 0001, 1900, 2017           | 5     |
* |                                 | uuuuu   | ...                               | 3,5   |
* | Quarter (formatting)            | Q       | 1, 2, 3, 4                        |       |
* |                                 | Qo      | 1st, 2nd, 3rd, 4th                | 7     |
* |                                 | QQ      | 01, 02, 03, 04                    |       |
* |                                 | QQQ     | Q1, Q2, Q3, Q4                    |       |
* |                                 | QQQQ    | 1st quarter, 2nd quarter, ...     | 2     |
* |                                 | QQQQQ   | 1, 2, 3, 4                        | 4     |
* | Quarter (stand-alone)           | q       | 1, 2, 3, 4                        |       |
* |                                 | qo      | 1st, 2nd, 3rd, 4th                | 7     |
* |                                 | qq      | 01, 02, 03, 04                    |       |
* |                                 | qqq     | Q1, Q2, Q3, Q4                    |       |
* |                                 | qqqq    | 1st quarter, 2nd quarter, ...     | 2     |
* |                                 | qqqqq   | 1, 2, 3, 4                        | 4     |
* | Month (formatting)              | M       | 1, 2, ..., 12                     |       |
* |                                 | Mo      | 1st, 2nd, ..., 12th               | 7     |
* |                                 | MM      | 01, 02, ..., 12                   |       |
* |                                 | MMM     | Jan, Feb, ..., Dec                |       |
* |                                 | MMMM    | January, February, ..., December  | 2     |
* |                                 | MMMMM   | J, F, ..., D                      |       |
* | Month (stand-alone)             | L       | 1, 2, ..., 12                     |       |
* |                                 | Lo      | 1st, 2nd, ..., 12th               | 7     |
* |                                 | LL      | 01, 02, ..., 12                   |       |
* |                                 | LLL     | Jan, Feb, ..., Dec                |       |
* |                                 | LLLL    | January, February, ..., December  | 2     |
* |                                 | LLLLL   | J, F, ..., D                      |       |
* | Local week of year              | w       | 1, 2, ..., 53                     |       |
* |                                 | wo      | 1st, 2nd, ..., 53th               | 7     |
* |                                 | ww      | 01, 02, ..., 53                   |       |
* | ISO week of year                | I       | 1, 2, ..., 53                     | 7     |
* |                                 | Io      | 1st, 2nd, ..., 53th               | 7     |
* |                                 | II      | 01, 02, ..., 53                   | 7     |
* | Day of month                    | d       | 1, 2, ..., 31                     |       |
* |                                 | do      | 1st, 2nd, ..., 31st               | 7     |
* |                                 | dd      | 01, 02, ..., 31                   |       |
* | Day of year                     | D       | 1, 2, ..., 365, 366               | 9     |
* |                                 | Do      | 1st, 2nd, ..., 365th, 366th       | 7     |
* |                                 | DD      | 01, 02, ..., 365, 366             | 9     |
* |                                 | DDD     | 001, 002, ..., 365, 366           |       |
* |                                 | DDDD    | ...                               | 3     |
* | Day of week (formatting)        | E..EEE  | Mon, Tue, Wed, ..., Sun           |       |
* |                                 | EEEE    | Monday, Tuesday, ..., Sunday      | 2     |
* |                                 | EEEEE   | M, T, W, T, F, S, S               |       |
* |                                 | EEEEEE  | Mo, Tu, We, Th, Fr, Sa, Su        |       |
* | ISO day of week (formatting)    | i       | 1, 2, 3, ..., 7                   | 7     |
* |                                 | io      | 1st, 2nd, ..., 7th                | 7     |
* |                                 | ii      | 01, 02, ..., 07                   | 7     |
* |                                 | iii     | Mon, Tue, Wed, ..., Sun           | 7     |
* |                                 | iiii    | Monday, Tuesday, ..., Sunday      | 2,7   |
* |                                 | iiiii   | M, T, W, T, F, S, S               | 7     |
* |                                 | iiiiii  | Mo, Tu, We, Th, Fr, Sa, Su        | 7     |
* | Local day of week (formatting)  | e       | 2, 3, 4, ..., 1                   |       |
* |                                 | eo      | 2nd, 3rd, ..., 1st                | 7     |
* |                                 | ee      | 02, 03, ..., 01                   |       |
* |                                 | eee     | Mon, Tue, Wed, ..., Sun           |       |
* |                                 | eeee    | Monday, Tuesday, ..., Sunday      | 2     |
* |                                 | eeeee   | M, T, W, T, F, S, S               |       |
* |                                 | eeeeee  | Mo, Tu, We, Th, Fr, Sa, Su        |       |
* | Local day of week (stand-alone) | c       | 2, 3, 4, ..., 1                   |       |
* |                                 | co      | 2nd, 3rd, ..., 1st                | 7     |
* |                                 | cc      | 02, 03, ..., 01                   |       |
* |                                 | ccc     | Mon, Tue, Wed, ..., Sun           |       |
* |                                 | cccc    | Monday, Tuesday, ..., Sunday      | 2     |
* |                                 | ccccc   | M, T, W, T, F, S, S               |       |
* |                                 | cccccc  | Mo, Tu, We, Th, Fr, Sa, Su        |       |
* | AM, PM                          | a..aa   | AM, PM                            |       |
* |                                 | aaa     | am, pm                            |       |
* |                                 | aaaa    | a.m., p.m.                        | 2     |
* |                                 | aaaaa   | a, p                              |       |
* | AM, PM, noon, midnight          | b..bb   | AM, PM, noon, midnight            |       |
* |                                 | bbb     | am, pm, noon, midnight            |       |
* |                                 | bbbb    | a.m., p.m., noon, midnight        | 2     |
* |                                 | bbbbb   | a, p, n, mi                       |       |
* | Flexible day period             | B..BBB  | at night, in the morning, ...     |       |
* |                                 | BBBB    | at night, in the morning, ...     | 2     |
* |                                 | BBBBB   | at night, in the morning, ...     |       |
* | Hour [1-12]                     | h       | 1, 2, ..., 11, 12                 |       |
* |                                 | ho      | 1st, 2nd, ..., 11th, 12th         | 7     |
* |                                 | hh      | 01, 02, ..., 11, 12               |       |
* | Hour [0-23]                     | H       | 0, 1, 2, ..., 23                  |       |
* |                                 | Ho      | 0th, 1st, 2nd, ..., 23rd          | 7     |
* |                                 | HH      | 00, 01, 02, ..., 23               |       |
* | Hour [0-11]                     | K       | 1, 2, ..., 11, 0                  |       |
* |                                 | Ko      | 1st, 2nd, ..., 11th, 0th          | 7     |
* |                                 | KK      | 01, 02, ..., 11, 00               |       |
* | Hour [1-24]                     | k       | 24, 1, 2, ..., 23                 |       |
* |                                 | ko      | 24th, 1st, 2nd, ..., 23rd         | 7     |
* |                                 | kk      | 24, 01, 02, ..., 23               |       |
* | Minute                          | m       | 0, 1, ..., 59                     |       |
* |                                 | mo      | 0th, 1st, ..., 59th               | 7     |
* |                                 | mm      | 00, 01, ..., 59                   |       |
* | Second                          | s       | 0, 1, ..., 59                     |       |
* |                                 | so      | 0th, 1st, ..., 59th               | 7     |
* |                                 | ss      | 00, 01, ..., 59                   |       |
* | Fraction of second              | S       | 0, 1, ..., 9                      |       |
* |                                 | SS      | 00, 01, ..., 99                   |       |
* |                                 | SSS     | 000, 001, ..., 999                |       |
* |                                 | SSSS    | ...                               | 3     |
* | Timezone (ISO-8601 w/ Z)        | X       | -08, +0530, Z                     |       |
* |                                 | XX      | -0800, +0530, Z                   |       |
* |                                 | XXX     | -08:00, +05:30, Z                 |       |
* |                                 | XXXX    | -0800, +0530, Z, +123456          | 2     |
* |                                 | XXXXX   | -08:00, +05:30, Z, +12:34:56      |       |
* | Timezone (ISO-8601 w/o Z)       | x       | -08, +0530, +00                   |       |
* |                                 | xx      | -0800, +0530, +0000               |       |
* |                                 | xxx     | -08:00, +05:30, +00:00            | 2     |
* |                                 | xxxx    | -0800, +0530, +0000, +123456      |       |
* |                                 | xxxxx   | -08:00, +05:30, +00:00, +12:34:56 |       |
* | Timezone (GMT)                  | O...OOO | GMT-8, GMT+5:30, GMT+0            |       |
* |                                 | OOOO    | GMT-08:00, GMT+05:30, GMT+00:00   | 2     |
* | Timezone (specific non-locat.)  | z...zzz | GMT-8, GMT+5:30, GMT+0            | 6     |
* |                                 | zzzz    | GMT-08:00, GMT+05:30, GMT+00:00   | 2,6   |
* | Seconds timestamp               | t       | 512969520                         | 7     |
* |                                 | tt      | ...                               | 3,7   |
* | Milliseconds timestamp          | T       | 512969520900                      | 7     |
* |                                 | TT      | ...                               | 3,7   |
* | Long localized date             | P       | 04/29/1453                        | 7     |
* |                                 | PP      | Apr 29, 1453                      | 7     |
* |                                 | PPP     | April 29th, 1453                  | 7     |
* |                                 | PPPP    | Friday, April 29th, 1453          | 2,7   |
* | Long localized time             | p       | 12:00 AM                          | 7     |
* |                                 | pp      | 12:00:00 AM                       | 7     |
* |                                 | ppp     | 12:00:00 AM GMT+2                 | 7     |
* |                                 | pppp    | 12:00:00 AM GMT+02:00             | 2,7   |
* | Combination of date and time    | Pp      | 04/29/1453, 12:00 AM              | 7     |
* |                                 | PPpp    | Apr 29, 1453, 12:00:00 AM         | 7     |
* |                                 | PPPppp  | April 29th, 1453 at ...           | 7     |
* |                                 | PPPPpppp| Friday, April 29th, 1453 at ...   | 2,7   |
* Notes:
* 1. "Formatting" units (e.g. formatting quarter) in the default en-US locale
*    are the same as "stand-alone" units, but are different in some languages.
*    "Formatting" units are declined according to the rules of the language
*    in the context of a date. "Stand-alone" units are always nominative singular:
*
*    `format(new Date(2017, 10, 6), 'do LLLL', {locale: cs}) //=> '6. listopad'`
*
*    `format(new Date(2017, 10, 6), 'do MMMM', {locale: cs}) //=> '6. listopadu'`
*
* 2. Any sequence of the identical letters is a pattern, unless it is escaped by
*    the single quote characters (see below).
*    If the sequence is longer than listed in table (e.g. `EEEEEEEEEEE`)
*    the output will be the same as default pattern for this unit, usually
*    the longest one (in case of ISO weekdays, `EEEE`). Default patterns for units
*    are marked with "2" in the last column of the table.
*
*    `format(new Date(2017, 10, 6), 'MMM') //=> 'Nov'`
*
*    `format(new Date(2017, 10, 6), 'MMMM') //=> 'November'`
*
*    `format(new Date(2017, 10, 6), 'MMMMM') //=> 'N'`
*
*    `format(new Date(2017, 10, 6), 'MMMMMM') //=> 'November'`
*
*    `format(new Date(2017, 10, 6), 'MMMMMMM') //=> 'November'`
*
* 3. Some patterns could be unlimited length (such as `yyyyyyyy`).
*    The output will be padded with zeros to match the length of the pattern.
*
*    `format(new Date(2017, 10, 6), 'yyyyyyyy') //=> '00002017'`
*
* 4. `QQQQQ` and `qqqqq` could be not strictly numerical in some locales.
*    These tokens represent the shortest form of the quarter.
*
* 5. The main difference between `y` and `u` patterns are B.C. years:
*
*    | Year | `y` | `u` |
*    |------|-----|-----|
*    | AC 1 |   1 |   1 |
*    | BC 1 |   1 |   0 |
*    | BC 2 |   2 |  -1 |
*
*    Also `yy` always returns the last two digits of a year,
*    while `uu` pads single digit years to 2 characters and returns other years unchanged:
*
*    | Year | `yy` | `uu` |
*    |------|------|------|
*    | 1    |   01 |   01 |
*    | 14   |   14 |   14 |
*    | 376  |   76 |  376 |
*    | 1453 |   53 | 1453 |
*
*    The same difference is true for local and ISO week-numbering years (`Y` and `R`),
*    except local week-numbering years are dependent on `options.weekStartsOn`
*    and `options.firstWeekContainsDate` (compare [getISOWeekYear](https://date-fns.org/docs/getISOWeekYear)
*    and [getWeekYear](https://date-fns.org/docs/getWeekYear)).
*
* 6. Specific non-location timezones are currently unavailable in `date-fns`,
*    so right now these tokens fall back to GMT timezones.
*
* 7. These patterns are not in the Unicode Technical Standard #35:
*    - `i`: ISO day of week
*    - `I`: ISO week of year
*    - `R`: ISO week-numbering year
*    - `t`: seconds timestamp
*    - `T`: milliseconds timestamp
*    - `o`: ordinal number modifier
*    - `P`: long localized date
*    - `p`: long localized time
*
* 8. `YY` and `YYYY` tokens represent week-numbering years but they are often confused with years.
*    You should enable `options.useAdditionalWeekYearTokens` to use them. See: https://github.com/date-fns/date-fns/blob/master/docs/unicodeTokens.md
*
* 9. `D` and `DD` tokens represent days of the year but they are often confused with days of the month.
*    You should enable `options.useAdditionalDayOfYearTokens` to use them. See: https://github.com/date-fns/date-fns/blob/master/docs/unicodeTokens.md
*
* @param date - The original date
* @param format - The string of tokens
* @param options - An object with options
*
* @returns The formatted date string
*
* @throws `date` must not be Invalid Date
* @throws `options.locale` must contain `localize` property
* @throws `options.locale` must contain `formatLong` property
* @throws use `yyyy` instead of `YYYY` for formatting years using [format provided] to the input [input provided]; see: https://github.com/date-fns/date-fns/blob/master/docs/unicodeTokens.md
* @throws use `yy` instead of `YY` for formatting years using [format provided] to the input [input provided]; see: https://github.com/date-fns/date-fns/blob/master/docs/unicodeTokens.md
* @throws use `d` instead of `D` for formatting days of the month using [format provided] to the input [input provided]; see: https://github.com/date-fns/date-fns/blob/master/docs/unicodeTokens.md
* @throws use `dd` instead of `DD` for formatting days of the month using [format provided] to the input [input provided]; see: https://github.com/date-fns/date-fns/blob/master/docs/unicodeTokens.md
* @throws format string contains an unescaped latin alphabet character
*
* @example
* // Represent 11 February 2014 in middle-endian format:
* const result = format(new Date(2014, 1, 11), 'MM/dd/yyyy')
* //=> '02/11/2014'
*
* @example
* // Represent 2 July 2014 in Esperanto:
* import { eoLocale } from 'date-fns/locale/eo'
* const result = format(new Date(2014, 6, 2), "do 'de' MMMM yyyy", {
*   locale: eoLocale
* })
* //=> '2-a de julio 2014'
*
* @example
* // Escape string by single quote characters:
* const result = format(new Date(2014, 6, 2, 15), "h 'o''clock'")
* //=> "3 o'clock"
*/
function format$1(date, formatStr, options) {
	const defaultOptions = getDefaultOptions$1();
	const locale = options?.locale ?? defaultOptions.locale ?? enUS;
	const firstWeekContainsDate = options?.firstWeekContainsDate ?? options?.locale?.options?.firstWeekContainsDate ?? defaultOptions.firstWeekContainsDate ?? defaultOptions.locale?.options?.firstWeekContainsDate ?? 1;
	const weekStartsOn = options?.weekStartsOn ?? options?.locale?.options?.weekStartsOn ?? defaultOptions.weekStartsOn ?? defaultOptions.locale?.options?.weekStartsOn ?? 0;
	const originalDate = toDate$1(date, options?.in);
	if (!isValid(originalDate)) throw new RangeError("Invalid time value");
	let parts = formatStr.match(longFormattingTokensRegExp).map((substring) => {
		const firstCharacter = substring[0];
		if (firstCharacter === "p" || firstCharacter === "P") {
			const longFormatter = longFormatters[firstCharacter];
			return longFormatter(substring, locale.formatLong);
		}
		return substring;
	}).join("").match(formattingTokensRegExp).map((substring) => {
		if (substring === "''") return {
			isToken: false,
			value: "'"
		};
		const firstCharacter = substring[0];
		if (firstCharacter === "'") return {
			isToken: false,
			value: cleanEscapedString(substring)
		};
		if (formatters$2[firstCharacter]) return {
			isToken: true,
			value: substring
		};
		if (firstCharacter.match(unescapedLatinCharacterRegExp)) throw new RangeError("Format string contains an unescaped latin alphabet character `" + firstCharacter + "`");
		return {
			isToken: false,
			value: substring
		};
	});
	if (locale.localize.preprocessor) parts = locale.localize.preprocessor(originalDate, parts);
	const formatterOptions = {
		firstWeekContainsDate,
		weekStartsOn,
		locale
	};
	return parts.map((part) => {
		if (!part.isToken) return part.value;
		const token = part.value;
		if (!options?.useAdditionalWeekYearTokens && isProtectedWeekYearToken(token) || !options?.useAdditionalDayOfYearTokens && isProtectedDayOfYearToken(token)) warnOrThrowProtectedError(token, formatStr, String(date));
		const formatter = formatters$2[token[0]];
		return formatter(originalDate, token, locale.localize, formatterOptions);
	}).join("");
}
function cleanEscapedString(input) {
	const matched = input.match(escapedStringRegExp);
	if (!matched) return input;
	return matched[1].replace(doubleQuoteRegExp, "'");
}
// node_modules/date-fns/getDefaultOptions.js
/**
* @name getDefaultOptions
* @category Common Helpers
* @summary Get default options.
* @pure false
*
* @description
* Returns an object that contains defaults for
* `options.locale`, `options.weekStartsOn` and `options.firstWeekContainsDate`
* arguments for all functions.
*
* You can change these with [setDefaultOptions](https://date-fns.org/docs/setDefaultOptions).
*
* @returns The default options
*
* @example
* const result = getDefaultOptions()
* //=> {}
*
* @example
* setDefaultOptions({ weekStarsOn: 1, firstWeekContainsDate: 4 })
* const result = getDefaultOptions()
* //=> { weekStarsOn: 1, firstWeekContainsDate: 4 }
*/
function getDefaultOptions() {
	return Object.assign({}, getDefaultOptions$1());
}
// node_modules/date-fns-tz/dist/esm/_lib/tzIntlTimeZoneName/index.js
/**
* Returns the formatted time zone name of the provided `timeZone` or the current
* system time zone if omitted, accounting for DST according to the UTC value of
* the date.
*/
function tzIntlTimeZoneName(length, date, options) {
	const defaultOptions = getDefaultOptions();
	const dtf = getDTF(length, options.timeZone, options.locale ?? defaultOptions.locale);
	return "formatToParts" in dtf ? partsTimeZone(dtf, date) : hackyTimeZone(dtf, date);
}
function partsTimeZone(dtf, date) {
	const formatted = dtf.formatToParts(date);
	for (let i = formatted.length - 1; i >= 0; --i) if (formatted[i].type === "timeZoneName") return formatted[i].value;
}
function hackyTimeZone(dtf, date) {
	const formatted = dtf.format(date).replace(/\u200E/g, "");
	const tzNameMatch = / [\w-+ ]+$/.exec(formatted);
	return tzNameMatch ? tzNameMatch[0].substr(1) : "";
}
function getDTF(length, timeZone, locale) {
	return new Intl.DateTimeFormat(locale ? [locale.code, "en-US"] : void 0, {
		timeZone,
		timeZoneName: length
	});
}
// node_modules/date-fns-tz/dist/esm/_lib/tzTokenizeDate/index.js
/**
* Returns the [year, month, day, hour, minute, seconds] tokens of the provided
* `date` as it will be rendered in the `timeZone`.
*/
function tzTokenizeDate(date, timeZone) {
	const dtf = getDateTimeFormat(timeZone);
	return "formatToParts" in dtf ? partsOffset(dtf, date) : hackyOffset(dtf, date);
}
var typeToPos = {
	year: 0,
	month: 1,
	day: 2,
	hour: 3,
	minute: 4,
	second: 5
};
function partsOffset(dtf, date) {
	try {
		const formatted = dtf.formatToParts(date);
		const filled = [];
		for (let i = 0; i < formatted.length; i++) {
			const pos = typeToPos[formatted[i].type];
			if (pos !== void 0) filled[pos] = parseInt(formatted[i].value, 10);
		}
		return filled;
	} catch (error) {
		if (error instanceof RangeError) return [NaN];
		throw error;
	}
}
function hackyOffset(dtf, date) {
	const formatted = dtf.format(date);
	const parsed = /(\d+)\/(\d+)\/(\d+),? (\d+):(\d+):(\d+)/.exec(formatted);
	return [
		parseInt(parsed[3], 10),
		parseInt(parsed[1], 10),
		parseInt(parsed[2], 10),
		parseInt(parsed[4], 10),
		parseInt(parsed[5], 10),
		parseInt(parsed[6], 10)
	];
}
var dtfCache = {};
var testDateFormatted = new Intl.DateTimeFormat("en-US", {
	hourCycle: "h23",
	timeZone: "America/New_York",
	year: "numeric",
	month: "2-digit",
	day: "2-digit",
	hour: "2-digit",
	minute: "2-digit",
	second: "2-digit"
}).format(/* @__PURE__ */ new Date("2014-06-25T04:00:00.123Z"));
var hourCycleSupported = testDateFormatted === "06/25/2014, 00:00:00" || testDateFormatted === "‎06‎/‎25‎/‎2014‎ ‎00‎:‎00‎:‎00";
function getDateTimeFormat(timeZone) {
	if (!dtfCache[timeZone]) dtfCache[timeZone] = hourCycleSupported ? new Intl.DateTimeFormat("en-US", {
		hourCycle: "h23",
		timeZone,
		year: "numeric",
		month: "numeric",
		day: "2-digit",
		hour: "2-digit",
		minute: "2-digit",
		second: "2-digit"
	}) : new Intl.DateTimeFormat("en-US", {
		hour12: false,
		timeZone,
		year: "numeric",
		month: "numeric",
		day: "2-digit",
		hour: "2-digit",
		minute: "2-digit",
		second: "2-digit"
	});
	return dtfCache[timeZone];
}
// node_modules/date-fns-tz/dist/esm/_lib/newDateUTC/index.js
/**
* Use instead of `new Date(Date.UTC(...))` to support years below 100 which doesn't work
* otherwise due to the nature of the
* [`Date` constructor](https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Date#interpretation_of_two-digit_years.
*
* For `Date.UTC(...)`, use `newDateUTC(...).getTime()`.
*/
function newDateUTC(fullYear, month, day, hour, minute, second, millisecond) {
	const utcDate = /* @__PURE__ */ new Date(0);
	utcDate.setUTCFullYear(fullYear, month, day);
	utcDate.setUTCHours(hour, minute, second, millisecond);
	return utcDate;
}
// node_modules/date-fns-tz/dist/esm/_lib/tzParseTimezone/index.js
var MILLISECONDS_IN_HOUR$1 = 36e5;
var MILLISECONDS_IN_MINUTE$2 = 6e4;
var patterns$1 = {
	timezone: /([Z+-].*)$/,
	timezoneZ: /^(Z)$/,
	timezoneHH: /^([+-]\d{2})$/,
	timezoneHHMM: /^([+-])(\d{2}):?(\d{2})$/
};
function tzParseTimezone(timezoneString, date, isUtcDate) {
	if (!timezoneString) return 0;
	let token = patterns$1.timezoneZ.exec(timezoneString);
	if (token) return 0;
	let hours;
	let absoluteOffset;
	token = patterns$1.timezoneHH.exec(timezoneString);
	if (token) {
		hours = parseInt(token[1], 10);
		if (!validateTimezone(hours)) return NaN;
		return -(hours * MILLISECONDS_IN_HOUR$1);
	}
	token = patterns$1.timezoneHHMM.exec(timezoneString);
	if (token) {
		hours = parseInt(token[2], 10);
		const minutes = parseInt(token[3], 10);
		if (!validateTimezone(hours, minutes)) return NaN;
		absoluteOffset = Math.abs(hours) * MILLISECONDS_IN_HOUR$1 + minutes * MILLISECONDS_IN_MINUTE$2;
		return token[1] === "+" ? -absoluteOffset : absoluteOffset;
	}
	if (isValidTimezoneIANAString(timezoneString)) {
		date = new Date(date || Date.now());
		const offset = calcOffset(isUtcDate ? date : toUtcDate(date), timezoneString);
		return -(isUtcDate ? offset : fixOffset(date, offset, timezoneString));
	}
	return NaN;
}
function toUtcDate(date) {
	return newDateUTC(date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes(), date.getSeconds(), date.getMilliseconds());
}
function calcOffset(date, timezoneString) {
	const tokens = tzTokenizeDate(date, timezoneString);
	const asUTC = newDateUTC(tokens[0], tokens[1] - 1, tokens[2], tokens[3] % 24, tokens[4], tokens[5], 0).getTime();
	let asTS = date.getTime();
	const over = asTS % 1e3;
	asTS -= over >= 0 ? over : 1e3 + over;
	return asUTC - asTS;
}
function fixOffset(date, offset, timezoneString) {
	let utcGuess = date.getTime() - offset;
	const o2 = calcOffset(new Date(utcGuess), timezoneString);
	if (offset === o2) return offset;
	utcGuess -= o2 - offset;
	const o3 = calcOffset(new Date(utcGuess), timezoneString);
	if (o2 === o3) return o2;
	return Math.max(o2, o3);
}
function validateTimezone(hours, minutes) {
	return -23 <= hours && hours <= 23 && (minutes == null || 0 <= minutes && minutes <= 59);
}
var validIANATimezoneCache = {};
function isValidTimezoneIANAString(timeZoneString) {
	if (validIANATimezoneCache[timeZoneString]) return true;
	try {
		new Intl.DateTimeFormat(void 0, { timeZone: timeZoneString });
		validIANATimezoneCache[timeZoneString] = true;
		return true;
	} catch (error) {
		return false;
	}
}
// node_modules/date-fns-tz/dist/esm/format/formatters/index.js
var MILLISECONDS_IN_MINUTE$1 = 6e4;
var formatters$1 = {
	X: function(date, token, options) {
		const timezoneOffset = getTimeZoneOffset(options.timeZone, date);
		if (timezoneOffset === 0) return "Z";
		switch (token) {
			case "X": return formatTimezoneWithOptionalMinutes(timezoneOffset);
			case "XXXX":
			case "XX": return formatTimezone(timezoneOffset);
			default: return formatTimezone(timezoneOffset, ":");
		}
	},
	x: function(date, token, options) {
		const timezoneOffset = getTimeZoneOffset(options.timeZone, date);
		switch (token) {
			case "x": return formatTimezoneWithOptionalMinutes(timezoneOffset);
			case "xxxx":
			case "xx": return formatTimezone(timezoneOffset);
			default: return formatTimezone(timezoneOffset, ":");
		}
	},
	O: function(date, token, options) {
		const timezoneOffset = getTimeZoneOffset(options.timeZone, date);
		switch (token) {
			case "O":
			case "OO":
			case "OOO": return "GMT" + formatTimezoneShort(timezoneOffset, ":");
			default: return "GMT" + formatTimezone(timezoneOffset, ":");
		}
	},
	z: function(date, token, options) {
		switch (token) {
			case "z":
			case "zz":
			case "zzz": return tzIntlTimeZoneName("short", date, options);
			default: return tzIntlTimeZoneName("long", date, options);
		}
	}
};
function getTimeZoneOffset(timeZone, originalDate) {
	const timeZoneOffset = timeZone ? tzParseTimezone(timeZone, originalDate, true) / MILLISECONDS_IN_MINUTE$1 : originalDate?.getTimezoneOffset() ?? 0;
	if (Number.isNaN(timeZoneOffset)) throw new RangeError("Invalid time zone specified: " + timeZone);
	return timeZoneOffset;
}
function addLeadingZeros(number, targetLength) {
	const sign = number < 0 ? "-" : "";
	let output = Math.abs(number).toString();
	while (output.length < targetLength) output = "0" + output;
	return sign + output;
}
function formatTimezone(offset, delimiter = "") {
	const sign = offset > 0 ? "-" : "+";
	const absOffset = Math.abs(offset);
	const hours = addLeadingZeros(Math.floor(absOffset / 60), 2);
	const minutes = addLeadingZeros(Math.floor(absOffset % 60), 2);
	return sign + hours + delimiter + minutes;
}
function formatTimezoneWithOptionalMinutes(offset, delimiter) {
	if (offset % 60 === 0) return (offset > 0 ? "-" : "+") + addLeadingZeros(Math.abs(offset) / 60, 2);
	return formatTimezone(offset, delimiter);
}
function formatTimezoneShort(offset, delimiter = "") {
	const sign = offset > 0 ? "-" : "+";
	const absOffset = Math.abs(offset);
	const hours = Math.floor(absOffset / 60);
	const minutes = absOffset % 60;
	if (minutes === 0) return sign + String(hours);
	return sign + String(hours) + delimiter + addLeadingZeros(minutes, 2);
}
// node_modules/date-fns-tz/dist/esm/_lib/getTimezoneOffsetInMilliseconds/index.js
/**
* Google Chrome as of 67.0.3396.87 introduced timezones with offset that includes seconds.
* They usually appear for dates that denote time before the timezones were introduced
* (e.g. for 'Europe/Prague' timezone the offset is GMT+00:57:44 before 1 October 1891
* and GMT+01:00:00 after that date)
*
* Date#getTimezoneOffset returns the offset in minutes and would return 57 for the example above,
* which would lead to incorrect calculations.
*
* This function returns the timezone offset in milliseconds that takes seconds in account.
*/
function getTimezoneOffsetInMilliseconds(date) {
	const utcDate = new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes(), date.getSeconds(), date.getMilliseconds()));
	utcDate.setUTCFullYear(date.getFullYear());
	return +date - +utcDate;
}
// node_modules/date-fns-tz/dist/esm/_lib/tzPattern/index.js
/** Regex to identify the presence of a time zone specifier in a date string */
var tzPattern = /(Z|[+-]\d{2}(?::?\d{2})?| UTC| [a-zA-Z]+\/[a-zA-Z_]+(?:\/[a-zA-Z_]+)?)$/;
// node_modules/date-fns-tz/dist/esm/toDate/index.js
var MILLISECONDS_IN_HOUR = 36e5;
var MILLISECONDS_IN_MINUTE = 6e4;
var DEFAULT_ADDITIONAL_DIGITS = 2;
var patterns = {
	dateTimePattern: /^([0-9W+-]+)(T| )(.*)/,
	datePattern: /^([0-9W+-]+)(.*)/,
	plainTime: /:/,
	YY: /^(\d{2})$/,
	YYY: [
		/^([+-]\d{2})$/,
		/^([+-]\d{3})$/,
		/^([+-]\d{4})$/
	],
	YYYY: /^(\d{4})/,
	YYYYY: [
		/^([+-]\d{4})/,
		/^([+-]\d{5})/,
		/^([+-]\d{6})/
	],
	MM: /^-(\d{2})$/,
	DDD: /^-?(\d{3})$/,
	MMDD: /^-?(\d{2})-?(\d{2})$/,
	Www: /^-?W(\d{2})$/,
	WwwD: /^-?W(\d{2})-?(\d{1})$/,
	HH: /^(\d{2}([.,]\d*)?)$/,
	HHMM: /^(\d{2}):?(\d{2}([.,]\d*)?)$/,
	HHMMSS: /^(\d{2}):?(\d{2}):?(\d{2}([.,]\d*)?)$/,
	timeZone: tzPattern
};
/**
* @name toDate
* @category Common Helpers
* @summary Convert the given argument to an instance of Date.
*
* @description
* Convert the given argument to an instance of Date.
*
* If the argument is an instance of Date, the function returns its clone.
*
* If the argument is a number, it is treated as a timestamp.
*
* If an argument is a string, the function tries to parse it.
* Function accepts complete ISO 8601 formats as well as partial implementations.
* ISO 8601: http://en.wikipedia.org/wiki/ISO_8601
* If the function cannot parse the string or the values are invalid, it returns Invalid Date.
*
* If the argument is none of the above, the function returns Invalid Date.
*
* **Note**: *all* Date arguments passed to any *date-fns* function is processed by `toDate`.
* All *date-fns* functions will throw `RangeError` if `options.additionalDigits` is not 0, 1, 2 or undefined.
*
* @param argument the value to convert
* @param options the object with options. See [Options]{@link https://date-fns.org/docs/Options}
* @param {0|1|2} [options.additionalDigits=2] - the additional number of digits in the extended year format
* @param {string} [options.timeZone=''] - used to specify the IANA time zone offset of a date String.
*
* @returns the parsed date in the local time zone
* @throws {TypeError} 1 argument required
* @throws {RangeError} `options.additionalDigits` must be 0, 1 or 2
*
* @example
* // Convert string '2014-02-11T11:30:30' to date:
* const result = toDate('2014-02-11T11:30:30')
* //=> Tue Feb 11 2014 11:30:30
*
* @example
* // Convert string '+02014101' to date,
* // if the additional number of digits in the extended year format is 1:
* const result = toDate('+02014101', {additionalDigits: 1})
* //=> Fri Apr 11 2014 00:00:00
*/
function toDate(argument, options = {}) {
	if (arguments.length < 1) throw new TypeError("1 argument required, but only " + arguments.length + " present");
	if (argument === null) return /* @__PURE__ */ new Date(NaN);
	const additionalDigits = options.additionalDigits == null ? DEFAULT_ADDITIONAL_DIGITS : Number(options.additionalDigits);
	if (additionalDigits !== 2 && additionalDigits !== 1 && additionalDigits !== 0) throw new RangeError("additionalDigits must be 0, 1 or 2");
	if (argument instanceof Date || typeof argument === "object" && Object.prototype.toString.call(argument) === "[object Date]") return new Date(argument.getTime());
	else if (typeof argument === "number" || Object.prototype.toString.call(argument) === "[object Number]") return new Date(argument);
	else if (!(Object.prototype.toString.call(argument) === "[object String]")) return /* @__PURE__ */ new Date(NaN);
	const dateStrings = splitDateString(argument);
	const { year, restDateString } = parseYear(dateStrings.date, additionalDigits);
	const date = parseDate(restDateString, year);
	if (date === null || isNaN(date.getTime())) return /* @__PURE__ */ new Date(NaN);
	if (date) {
		const timestamp = date.getTime();
		let time = 0;
		let offset;
		if (dateStrings.time) {
			time = parseTime(dateStrings.time);
			if (time === null || isNaN(time)) return /* @__PURE__ */ new Date(NaN);
		}
		if (dateStrings.timeZone || options.timeZone) {
			offset = tzParseTimezone(dateStrings.timeZone || options.timeZone, new Date(timestamp + time));
			if (isNaN(offset)) return /* @__PURE__ */ new Date(NaN);
		} else {
			offset = getTimezoneOffsetInMilliseconds(new Date(timestamp + time));
			offset = getTimezoneOffsetInMilliseconds(new Date(timestamp + time + offset));
		}
		return new Date(timestamp + time + offset);
	} else return /* @__PURE__ */ new Date(NaN);
}
function splitDateString(dateString) {
	const dateStrings = {};
	let parts = patterns.dateTimePattern.exec(dateString);
	let timeString;
	if (!parts) {
		parts = patterns.datePattern.exec(dateString);
		if (parts) {
			dateStrings.date = parts[1];
			timeString = parts[2];
		} else {
			dateStrings.date = null;
			timeString = dateString;
		}
	} else {
		dateStrings.date = parts[1];
		timeString = parts[3];
	}
	if (timeString) {
		const token = patterns.timeZone.exec(timeString);
		if (token) {
			dateStrings.time = timeString.replace(token[1], "");
			dateStrings.timeZone = token[1].trim();
		} else dateStrings.time = timeString;
	}
	return dateStrings;
}
function parseYear(dateString, additionalDigits) {
	if (dateString) {
		const patternYYY = patterns.YYY[additionalDigits];
		const patternYYYYY = patterns.YYYYY[additionalDigits];
		let token = patterns.YYYY.exec(dateString) || patternYYYYY.exec(dateString);
		if (token) {
			const yearString = token[1];
			return {
				year: parseInt(yearString, 10),
				restDateString: dateString.slice(yearString.length)
			};
		}
		token = patterns.YY.exec(dateString) || patternYYY.exec(dateString);
		if (token) {
			const centuryString = token[1];
			return {
				year: parseInt(centuryString, 10) * 100,
				restDateString: dateString.slice(centuryString.length)
			};
		}
	}
	return { year: null };
}
function parseDate(dateString, year) {
	if (year === null) return null;
	let date;
	let month;
	let week;
	if (!dateString || !dateString.length) {
		date = /* @__PURE__ */ new Date(0);
		date.setUTCFullYear(year);
		return date;
	}
	let token = patterns.MM.exec(dateString);
	if (token) {
		date = /* @__PURE__ */ new Date(0);
		month = parseInt(token[1], 10) - 1;
		if (!validateDate(year, month)) return /* @__PURE__ */ new Date(NaN);
		date.setUTCFullYear(year, month);
		return date;
	}
	token = patterns.DDD.exec(dateString);
	if (token) {
		date = /* @__PURE__ */ new Date(0);
		const dayOfYear = parseInt(token[1], 10);
		if (!validateDayOfYearDate(year, dayOfYear)) return /* @__PURE__ */ new Date(NaN);
		date.setUTCFullYear(year, 0, dayOfYear);
		return date;
	}
	token = patterns.MMDD.exec(dateString);
	if (token) {
		date = /* @__PURE__ */ new Date(0);
		month = parseInt(token[1], 10) - 1;
		const day = parseInt(token[2], 10);
		if (!validateDate(year, month, day)) return /* @__PURE__ */ new Date(NaN);
		date.setUTCFullYear(year, month, day);
		return date;
	}
	token = patterns.Www.exec(dateString);
	if (token) {
		week = parseInt(token[1], 10) - 1;
		if (!validateWeekDate(week)) return /* @__PURE__ */ new Date(NaN);
		return dayOfISOWeekYear(year, week);
	}
	token = patterns.WwwD.exec(dateString);
	if (token) {
		week = parseInt(token[1], 10) - 1;
		const dayOfWeek = parseInt(token[2], 10) - 1;
		if (!validateWeekDate(week, dayOfWeek)) return /* @__PURE__ */ new Date(NaN);
		return dayOfISOWeekYear(year, week, dayOfWeek);
	}
	return null;
}
function parseTime(timeString) {
	let hours;
	let minutes;
	let token = patterns.HH.exec(timeString);
	if (token) {
		hours = parseFloat(token[1].replace(",", "."));
		if (!validateTime(hours)) return NaN;
		return hours % 24 * MILLISECONDS_IN_HOUR;
	}
	token = patterns.HHMM.exec(timeString);
	if (token) {
		hours = parseInt(token[1], 10);
		minutes = parseFloat(token[2].replace(",", "."));
		if (!validateTime(hours, minutes)) return NaN;
		return hours % 24 * MILLISECONDS_IN_HOUR + minutes * MILLISECONDS_IN_MINUTE;
	}
	token = patterns.HHMMSS.exec(timeString);
	if (token) {
		hours = parseInt(token[1], 10);
		minutes = parseInt(token[2], 10);
		const seconds = parseFloat(token[3].replace(",", "."));
		if (!validateTime(hours, minutes, seconds)) return NaN;
		return hours % 24 * MILLISECONDS_IN_HOUR + minutes * MILLISECONDS_IN_MINUTE + seconds * 1e3;
	}
	return null;
}
function dayOfISOWeekYear(isoWeekYear, week, day) {
	week = week || 0;
	day = day || 0;
	const date = /* @__PURE__ */ new Date(0);
	date.setUTCFullYear(isoWeekYear, 0, 4);
	const fourthOfJanuaryDay = date.getUTCDay() || 7;
	const diff = week * 7 + day + 1 - fourthOfJanuaryDay;
	date.setUTCDate(date.getUTCDate() + diff);
	return date;
}
var DAYS_IN_MONTH = [
	31,
	28,
	31,
	30,
	31,
	30,
	31,
	31,
	30,
	31,
	30,
	31
];
var DAYS_IN_MONTH_LEAP_YEAR = [
	31,
	29,
	31,
	30,
	31,
	30,
	31,
	31,
	30,
	31,
	30,
	31
];
function isLeapYearIndex(year) {
	return year % 400 === 0 || year % 4 === 0 && year % 100 !== 0;
}
function validateDate(year, month, date) {
	if (month < 0 || month > 11) return false;
	if (date != null) {
		if (date < 1) return false;
		const isLeapYear = isLeapYearIndex(year);
		if (isLeapYear && date > DAYS_IN_MONTH_LEAP_YEAR[month]) return false;
		if (!isLeapYear && date > DAYS_IN_MONTH[month]) return false;
	}
	return true;
}
function validateDayOfYearDate(year, dayOfYear) {
	if (dayOfYear < 1) return false;
	const isLeapYear = isLeapYearIndex(year);
	if (isLeapYear && dayOfYear > 366) return false;
	if (!isLeapYear && dayOfYear > 365) return false;
	return true;
}
function validateWeekDate(week, day) {
	if (week < 0 || week > 52) return false;
	if (day != null && (day < 0 || day > 6)) return false;
	return true;
}
function validateTime(hours, minutes, seconds) {
	if (hours < 0 || hours >= 25) return false;
	if (minutes != null && (minutes < 0 || minutes >= 60)) return false;
	if (seconds != null && (seconds < 0 || seconds >= 60)) return false;
	return true;
}
// node_modules/date-fns-tz/dist/esm/format/index.js
var tzFormattingTokensRegExp = /([xXOz]+)|''|'(''|[^'])+('|$)/g;
/**
* @name format
* @category Common Helpers
* @summary Format the date.
*
* @description
* Return the formatted date string in the given format. The result may consty by locale.
*
* > ⚠️ Please note that the `format` tokens differ from Moment.js and other libraries.
* > See: https://git.io/fxCyr
*
* The characters wrapped between two single quotes characters (') are escaped.
* Two single quotes in a row, whether inside or outside a quoted sequence, represent a 'real' single quote.
* (see the last example)
*
* Format of the string is based on Unicode Technical Standard #35:
* https://www.unicode.org/reports/tr35/tr35-dates.html#Date_Field_Symbol_Table
* with a few additions (see note 7 below the table).
*
* Accepted patterns:
* | Unit                            | Pattern | Result examples                   | Notes |
* |---------------------------------|---------|-----------------------------------|-------|
* | Era                             | G..GGG  | AD, BC                            |       |
* |                                 | GGGG    | Anno Domini, Before Christ        | 2     |
* |                                 | GGGGG   | A, B                              |       |
* | Calendar year                   | y       | 44, 1, 1900, 2017                 | 5     |
* |                                 | yo      | 44th, 1st, 0th, 17th              | 5,7   |
* |                                 | yy      | 44, 01, 00, 17                    | 5     |
* |                                 | yyy     | 044, 001, 1900, 2017              | 5     |
* |                                 | yyyy    | 0044, 0001, 1900, 2017            | 5     |
* |                                 | yyyyy   | ...                               | 3,5   |
* | Local week-numbering year       | Y       | 44, 1, 1900, 2017                 | 5     |
* |                                 | Yo      | 44th, 1st, 1900th, 2017th         | 5,7   |
* |                                 | YY      | 44, 01, 00, 17                    | 5,8   |
* |                                 | YYY     | 044, 001, 1900, 2017              | 5     |
* |                                 | YYYY    | 0044, 0001, 1900, 2017            | 5,8   |
* |                                 | YYYYY   | ...                               | 3,5   |
* | ISO week-numbering year         | R       | -43, 0, 1, 1900, 2017             | 5,7   |
* |                                 | RR      | -43, 00, 01, 1900, 2017           | 5,7   |
* |                                 | RRR     | -043, 000, 001, 1900, 2017        | 5,7   |
* |                                 | RRRR    | -0043, 0000, 0001, 1900, 2017     | 5,7   |
* |                                 | RRRRR   | ...                               | 3,5,7 |
* | Extended year                   | u       | -43, 0, 1, 1900, 2017             | 5     |
* |                                 | uu      | -43, 01, 1900, 2017               | 5     |
* |                                 | uuu     | -043, 001, 1900, 2017             | 5     |
* |                                 | uuuu    | -0043, 0001, 1900, 2017           | 5     |
* |                                 | uuuuu   | ...                               | 3,5   |
* | Quarter (formatting)            | Q       | 1, 2, 3, 4                        |       |
* |                                 | Qo      | 1st, 2nd, 3rd, 4th                | 7     |
* |                                 | QQ      | 01, 02, 03, 04                    |       |
* |                                 | QQQ     | Q1, Q2, Q3, Q4                    |       |
* |                                 | QQQQ    | 1st quarter, 2nd quarter, ...     | 2     |
* |                                 | QQQQQ   | 1, 2, 3, 4                        | 4     |
* | Quarter (stand-alone)           | q       | 1, 2, 3, 4                        |       |
* |                                 | qo      | 1st, 2nd, 3rd, 4th                | 7     |
* |                                 | qq      | 01, 02, 03, 04                    |       |
* |                                 | qqq     | Q1, Q2, Q3, Q4                    |       |
* |                                 | qqqq    | 1st quarter, 2nd quarter, ...     | 2     |
* |                                 | qqqqq   | 1, 2, 3, 4                        | 4     |
* | Month (formatting)              | M       | 1, 2, ..., 12                     |       |
* |                                 | Mo      | 1st, 2nd, ..., 12th               | 7     |
* |                                 | MM      | 01, 02, ..., 12                   |       |
* |                                 | MMM     | Jan, Feb, ..., Dec                |       |
* |                                 | MMMM    | January, February, ..., December  | 2     |
* |                                 | MMMMM   | J, F, ..., D                      |       |
* | Month (stand-alone)             | L       | 1, 2, ..., 12                     |       |
* |                                 | Lo      | 1st, 2nd, ..., 12th               | 7     |
* |                                 | LL      | 01, 02, ..., 12                   |       |
* |                                 | LLL     | Jan, Feb, ..., Dec                |       |
* |                                 | LLLL    | January, February, ..., December  | 2     |
* |                                 | LLLLL   | J, F, ..., D                      |       |
* | Local week of year              | w       | 1, 2, ..., 53                     |       |
* |                                 | wo      | 1st, 2nd, ..., 53th               | 7     |
* |                                 | ww      | 01, 02, ..., 53                   |       |
* | ISO week of year                | I       | 1, 2, ..., 53                     | 7     |
* |                                 | Io      | 1st, 2nd, ..., 53th               | 7     |
* |                                 | II      | 01, 02, ..., 53                   | 7     |
* | Day of month                    | d       | 1, 2, ..., 31                     |       |
* |                                 | do      | 1st, 2nd, ..., 31st               | 7     |
* |                                 | dd      | 01, 02, ..., 31                   |       |
* | Day of year                     | D       | 1, 2, ..., 365, 366               | 8     |
* |                                 | Do      | 1st, 2nd, ..., 365th, 366th       | 7     |
* |                                 | DD      | 01, 02, ..., 365, 366             | 8     |
* |                                 | DDD     | 001, 002, ..., 365, 366           |       |
* |                                 | DDDD    | ...                               | 3     |
* | Day of week (formatting)        | E..EEE  | Mon, Tue, Wed, ..., Su            |       |
* |                                 | EEEE    | Monday, Tuesday, ..., Sunday      | 2     |
* |                                 | EEEEE   | M, T, W, T, F, S, S               |       |
* |                                 | EEEEEE  | Mo, Tu, We, Th, Fr, Su, Sa        |       |
* | ISO day of week (formatting)    | i       | 1, 2, 3, ..., 7                   | 7     |
* |                                 | io      | 1st, 2nd, ..., 7th                | 7     |
* |                                 | ii      | 01, 02, ..., 07                   | 7     |
* |                                 | iii     | Mon, Tue, Wed, ..., Su            | 7     |
* |                                 | iiii    | Monday, Tuesday, ..., Sunday      | 2,7   |
* |                                 | iiiii   | M, T, W, T, F, S, S               | 7     |
* |                                 | iiiiii  | Mo, Tu, We, Th, Fr, Su, Sa        | 7     |
* | Local day of week (formatting)  | e       | 2, 3, 4, ..., 1                   |       |
* |                                 | eo      | 2nd, 3rd, ..., 1st                | 7     |
* |                                 | ee      | 02, 03, ..., 01                   |       |
* |                                 | eee     | Mon, Tue, Wed, ..., Su            |       |
* |                                 | eeee    | Monday, Tuesday, ..., Sunday      | 2     |
* |                                 | eeeee   | M, T, W, T, F, S, S               |       |
* |                                 | eeeeee  | Mo, Tu, We, Th, Fr, Su, Sa        |       |
* | Local day of week (stand-alone) | c       | 2, 3, 4, ..., 1                   |       |
* |                                 | co      | 2nd, 3rd, ..., 1st                | 7     |
* |                                 | cc      | 02, 03, ..., 01                   |       |
* |                                 | ccc     | Mon, Tue, Wed, ..., Su            |       |
* |                                 | cccc    | Monday, Tuesday, ..., Sunday      | 2     |
* |                                 | ccccc   | M, T, W, T, F, S, S               |       |
* |                                 | cccccc  | Mo, Tu, We, Th, Fr, Su, Sa        |       |
* | AM, PM                          | a..aaa  | AM, PM                            |       |
* |                                 | aaaa    | a.m., p.m.                        | 2     |
* |                                 | aaaaa   | a, p                              |       |
* | AM, PM, noon, midnight          | b..bbb  | AM, PM, noon, midnight            |       |
* |                                 | bbbb    | a.m., p.m., noon, midnight        | 2     |
* |                                 | bbbbb   | a, p, n, mi                       |       |
* | Flexible day period             | B..BBB  | at night, in the morning, ...     |       |
* |                                 | BBBB    | at night, in the morning, ...     | 2     |
* |                                 | BBBBB   | at night, in the morning, ...     |       |
* | Hour [1-12]                     | h       | 1, 2, ..., 11, 12                 |       |
* |                                 | ho      | 1st, 2nd, ..., 11th, 12th         | 7     |
* |                                 | hh      | 01, 02, ..., 11, 12               |       |
* | Hour [0-23]                     | H       | 0, 1, 2, ..., 23                  |       |
* |                                 | Ho      | 0th, 1st, 2nd, ..., 23rd          | 7     |
* |                                 | HH      | 00, 01, 02, ..., 23               |       |
* | Hour [0-11]                     | K       | 1, 2, ..., 11, 0                  |       |
* |                                 | Ko      | 1st, 2nd, ..., 11th, 0th          | 7     |
* |                                 | KK      | 1, 2, ..., 11, 0                  |       |
* | Hour [1-24]                     | k       | 24, 1, 2, ..., 23                 |       |
* |                                 | ko      | 24th, 1st, 2nd, ..., 23rd         | 7     |
* |                                 | kk      | 24, 01, 02, ..., 23               |       |
* | Minute                          | m       | 0, 1, ..., 59                     |       |
* |                                 | mo      | 0th, 1st, ..., 59th               | 7     |
* |                                 | mm      | 00, 01, ..., 59                   |       |
* | Second                          | s       | 0, 1, ..., 59                     |       |
* |                                 | so      | 0th, 1st, ..., 59th               | 7     |
* |                                 | ss      | 00, 01, ..., 59                   |       |
* | Fraction of second              | S       | 0, 1, ..., 9                      |       |
* |                                 | SS      | 00, 01, ..., 99                   |       |
* |                                 | SSS     | 000, 0001, ..., 999               |       |
* |                                 | SSSS    | ...                               | 3     |
* | Timezone (ISO-8601 w/ Z)        | X       | -08, +0530, Z                     |       |
* |                                 | XX      | -0800, +0530, Z                   |       |
* |                                 | XXX     | -08:00, +05:30, Z                 |       |
* |                                 | XXXX    | -0800, +0530, Z, +123456          | 2     |
* |                                 | XXXXX   | -08:00, +05:30, Z, +12:34:56      |       |
* | Timezone (ISO-8601 w/o Z)       | x       | -08, +0530, +00                   |       |
* |                                 | xx      | -0800, +0530, +0000               |       |
* |                                 | xxx     | -08:00, +05:30, +00:00            | 2     |
* |                                 | xxxx    | -0800, +0530, +0000, +123456      |       |
* |                                 | xxxxx   | -08:00, +05:30, +00:00, +12:34:56 |       |
* | Timezone (GMT)                  | O...OOO | GMT-8, GMT+5:30, GMT+0            |       |
* |                                 | OOOO    | GMT-08:00, GMT+05:30, GMT+00:00   | 2     |
* | Timezone (specific non-locat.)  | z...zzz | PDT, EST, CEST                    | 6     |
* |                                 | zzzz    | Pacific Daylight Time             | 2,6   |
* | Seconds timestamp               | t       | 512969520                         | 7     |
* |                                 | tt      | ...                               | 3,7   |
* | Milliseconds timestamp          | T       | 512969520900                      | 7     |
* |                                 | TT      | ...                               | 3,7   |
* | Long localized date             | P       | 05/29/1453                        | 7     |
* |                                 | PP      | May 29, 1453                      | 7     |
* |                                 | PPP     | May 29th, 1453                    | 7     |
* |                                 | PPPP    | Sunday, May 29th, 1453            | 2,7   |
* | Long localized time             | p       | 12:00 AM                          | 7     |
* |                                 | pp      | 12:00:00 AM                       | 7     |
* |                                 | ppp     | 12:00:00 AM GMT+2                 | 7     |
* |                                 | pppp    | 12:00:00 AM GMT+02:00             | 2,7   |
* | Combination of date and time    | Pp      | 05/29/1453, 12:00 AM              | 7     |
* |                                 | PPpp    | May 29, 1453, 12:00:00 AM         | 7     |
* |                                 | PPPppp  | May 29th, 1453 at ...             | 7     |
* |                                 | PPPPpppp| Sunday, May 29th, 1453 at ...     | 2,7   |
* Notes:
* 1. "Formatting" units (e.g. formatting quarter) in the default en-US locale
*    are the same as "stand-alone" units, but are different in some languages.
*    "Formatting" units are declined according to the rules of the language
*    in the context of a date. "Stand-alone" units are always nominative singular:
*
*    `format(new Date(2017, 10, 6), 'do LLLL', {locale: cs}) //=> '6. listopad'`
*
*    `format(new Date(2017, 10, 6), 'do MMMM', {locale: cs}) //=> '6. listopadu'`
*
* 2. Any sequence of the identical letters is a pattern, unless it is escaped by
*    the single quote characters (see below).
*    If the sequence is longer than listed in table (e.g. `EEEEEEEEEEE`)
*    the output will be the same as default pattern for this unit, usually
*    the longest one (in case of ISO weekdays, `EEEE`). Default patterns for units
*    are marked with "2" in the last column of the table.
*
*    `format(new Date(2017, 10, 6), 'MMM') //=> 'Nov'`
*
*    `format(new Date(2017, 10, 6), 'MMMM') //=> 'November'`
*
*    `format(new Date(2017, 10, 6), 'MMMMM') //=> 'N'`
*
*    `format(new Date(2017, 10, 6), 'MMMMMM') //=> 'November'`
*
*    `format(new Date(2017, 10, 6), 'MMMMMMM') //=> 'November'`
*
* 3. Some patterns could be unlimited length (such as `yyyyyyyy`).
*    The output will be padded with zeros to match the length of the pattern.
*
*    `format(new Date(2017, 10, 6), 'yyyyyyyy') //=> '00002017'`
*
* 4. `QQQQQ` and `qqqqq` could be not strictly numerical in some locales.
*    These tokens represent the shortest form of the quarter.
*
* 5. The main difference between `y` and `u` patterns are B.C. years:
*
*    | Year | `y` | `u` |
*    |------|-----|-----|
*    | AC 1 |   1 |   1 |
*    | BC 1 |   1 |   0 |
*    | BC 2 |   2 |  -1 |
*
*    Also `yy` always returns the last two digits of a year,
*    while `uu` pads single digit years to 2 characters and returns other years unchanged:
*
*    | Year | `yy` | `uu` |
*    |------|------|------|
*    | 1    |   01 |   01 |
*    | 14   |   14 |   14 |
*    | 376  |   76 |  376 |
*    | 1453 |   53 | 1453 |
*
*    The same difference is true for local and ISO week-numbering years (`Y` and `R`),
*    except local week-numbering years are dependent on `options.weekStartsOn`
*    and `options.firstWeekContainsDate` (compare [getISOWeekYear]{@link https://date-fns.org/docs/getISOWeekYear}
*    and [getWeekYear]{@link https://date-fns.org/docs/getWeekYear}).
*
* 6. Specific non-location timezones are created using the Intl browser API. The output is determined by the
*    preferred standard of the current locale (en-US by default) which may not always give the expected result.
*    For this reason it is recommended to supply a `locale` in the format options when formatting a time zone name.
*
* 7. These patterns are not in the Unicode Technical Standard #35:
*    - `i`: ISO day of week
*    - `I`: ISO week of year
*    - `R`: ISO week-numbering year
*    - `t`: seconds timestamp
*    - `T`: milliseconds timestamp
*    - `o`: ordinal number modifier
*    - `P`: long localized date
*    - `p`: long localized time
*
* 8. These tokens are often confused with others. See: https://git.io/fxCyr
*
*
* ### v2.0.0 breaking changes:
*
* - [Changes that are common for the whole
*   library](https://github.com/date-fns/date-fns/blob/master/docs/upgradeGuide.md#Common-Changes).
*
* - The second argument is now required for the sake of explicitness.
*
*   ```javascript
*   // Before v2.0.0
*   format(new Date(2016, 0, 1))
*
*   // v2.0.0 onward
*   format(new Date(2016, 0, 1), "yyyy-MM-dd'T'HH:mm:ss.SSSxxx")
*   ```
*
* - New format string API for `format` function
*   which is based on [Unicode Technical Standard
*   #35](https://www.unicode.org/reports/tr35/tr35-dates.html#Date_Field_Symbol_Table). See [this
*   post](https://blog.date-fns.org/post/unicode-tokens-in-date-fns-v2-sreatyki91jg) for more details.
*
* - Characters are now escaped using single quote symbols (`'`) instead of square brackets.
*
* @param date the original date
* @param formatStr the string of tokens
* @param options the object with options. See [Options]{@link https://date-fns.org/docs/Options}
* @param {0|1|2} [options.additionalDigits=2] - passed to `toDate`. See [toDate]{@link
*   https://date-fns.org/docs/toDate}
* @param {0|1|2|3|4|5|6} [options.weekStartsOn=0] - the index of the first day of the week (0 - Sunday)
* @param {Number} [options.firstWeekContainsDate=1] - the day of January, which is
* @param {Locale} [options.locale=defaultLocale] - the locale object. See
*   [Locale]{@link https://date-fns.org/docs/Locale}
* @param {Boolean} [options.awareOfUnicodeTokens=false] - if true, allows usage of Unicode tokens causes confusion:
*   - Some of the day of year tokens (`D`, `DD`) that are confused with the day of month tokens (`d`, `dd`).
*   - Some of the local week-numbering year tokens (`YY`, `YYYY`) that are confused with the calendar year tokens
*   (`yy`, `yyyy`). See: https://git.io/fxCyr
* @param {String} [options.timeZone=''] - used to specify the IANA time zone offset of a date String.
* @param {Date|Number} [options.originalDate] - can be used to pass the original unmodified date to `format` to
*   improve correctness of the replaced timezone token close to the DST threshold.
* @throws {TypeError} 2 arguments required
* @throws {RangeError} `options.additionalDigits` must be 0, 1 or 2
* @throws {RangeError} `options.locale` must contain `localize` property
* @throws {RangeError} `options.locale` must contain `formatLong` property
* @throws {RangeError} `options.weekStartsOn` must be between 0 and 6
* @throws {RangeError} `options.firstWeekContainsDate` must be between 1 and 7
* @throws {RangeError} `options.awareOfUnicodeTokens` must be set to `true` to use `XX` token; see:
*   https://git.io/fxCyr
*
* @example
* // Represent 11 February 2014 in middle-endian format:
* const result = format(new Date(2014, 1, 11), 'MM/dd/yyyy')
* //=> '02/11/2014'
*
* @example
* // Represent 2 July 2014 in Esperanto:
* import { eoLocale } from 'date-fns/locale/eo'
* const result = format(new Date(2014, 6, 2), "do 'de' MMMM yyyy", {
*   locale: eoLocale
* })
* //=> '2-a de julio 2014'
*
* @example
* // Escape string by single quote characters:
* const result = format(new Date(2014, 6, 2, 15), "h 'o''clock'")
* //=> "3 o'clock"
*/
function format(date, formatStr, options = {}) {
	formatStr = String(formatStr);
	const matches = formatStr.match(tzFormattingTokensRegExp);
	if (matches) {
		const d = toDate(options.originalDate || date, options);
		formatStr = matches.reduce(function(result, token) {
			if (token[0] === "'") return result;
			const pos = result.indexOf(token);
			const precededByQuotedSection = result[pos - 1] === "'";
			const replaced = result.replace(token, "'" + formatters$1[token[0]](d, token, options) + "'");
			return precededByQuotedSection ? replaced.substring(0, pos - 1) + replaced.substring(pos + 1) : replaced;
		}, formatStr);
	}
	return format$1(date, formatStr, options);
}
// node_modules/date-fns-tz/dist/esm/toZonedTime/index.js
/**
* @name toZonedTime
* @category Time Zone Helpers
* @summary Get a date/time representing local time in a given time zone from the UTC date
*
* @description
* Returns a date instance with values representing the local time in the time zone
* specified of the UTC time from the date provided. In other words, when the new date
* is formatted it will show the equivalent hours in the target time zone regardless
* of the current system time zone.
*
* @param date the date with the relevant UTC time
* @param timeZone the time zone to get local time for, can be an offset or IANA time zone
* @param options the object with options. See [Options]{@link https://date-fns.org/docs/Options}
* @param {0|1|2} [options.additionalDigits=2] - passed to `toDate`. See [toDate]{@link https://date-fns.org/docs/toDate}
*
* @throws {TypeError} 2 arguments required
* @throws {RangeError} `options.additionalDigits` must be 0, 1 or 2
*
* @example
* // In June 10am UTC is 6am in New York (-04:00)
* const result = toZonedTime('2014-06-25T10:00:00.000Z', 'America/New_York')
* //=> Jun 25 2014 06:00:00
*/
function toZonedTime(date, timeZone, options) {
	date = toDate(date, options);
	const offsetMilliseconds = tzParseTimezone(timeZone, date, true);
	const d = new Date(date.getTime() - offsetMilliseconds);
	const resultDate = /* @__PURE__ */ new Date(0);
	resultDate.setFullYear(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
	resultDate.setHours(d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
	return resultDate;
}
// node_modules/date-fns-tz/dist/esm/formatInTimeZone/index.js
/**
* @name formatInTimeZone
* @category Time Zone Helpers
* @summary Gets the offset in milliseconds between the time zone and Universal Coordinated Time (UTC)
*
* @param date the date representing the local time / real UTC time
* @param timeZone the time zone this date should be formatted for; can be an offset or IANA time zone
* @param formatStr the string of tokens
* @param options the object with options. See [Options]{@link https://date-fns.org/docs/Options}
* @param {0|1|2} [options.additionalDigits=2] - passed to `toDate`. See [toDate]{@link
*   https://date-fns.org/docs/toDate}
* @param {0|1|2|3|4|5|6} [options.weekStartsOn=0] - the index of the first day of the week (0 - Sunday)
* @param {Number} [options.firstWeekContainsDate=1] - the day of January, which is
* @param {Locale} [options.locale=defaultLocale] - the locale object. See
*   [Locale]{@link https://date-fns.org/docs/Locale}
* @param {Boolean} [options.awareOfUnicodeTokens=false] - if true, allows usage of Unicode tokens causes confusion:
*   - Some of the day of year tokens (`D`, `DD`) that are confused with the day of month tokens (`d`, `dd`).
*   - Some of the local week-numbering year tokens (`YY`, `YYYY`) that are confused with the calendar year tokens
*   (`yy`, `yyyy`). See: https://git.io/fxCyr
* @param {String} [options.timeZone=''] - used to specify the IANA time zone offset of a date String.
*/
function formatInTimeZone(date, timeZone, formatStr, options) {
	options = {
		...options,
		timeZone,
		originalDate: date
	};
	return format(toZonedTime(date, timeZone, { timeZone: options.timeZone }), formatStr, options);
}
// src/server/core/md5.ts
/**
* MD5 (RFC 1321) in plain TypeScript, for one use: the Content-MD5 header S3's DeleteObjects call
* requires (an integrity check of the request body, not a security measure). Node's Web Crypto has
* no MD5 and `node:crypto` does not exist on the edge, so both builds use this.
*/
var SHIFTS = [
	7,
	12,
	17,
	22,
	5,
	9,
	14,
	20,
	4,
	11,
	16,
	23,
	6,
	10,
	15,
	21
];
var K = Uint32Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32));
/** The 16-byte MD5 digest of `bytes`. */
function md5(bytes) {
	const padded = new Uint8Array(((bytes.length + 8 >>> 6) + 1) * 64);
	padded.set(bytes);
	padded[bytes.length] = 128;
	const view = new DataView(padded.buffer);
	view.setUint32(padded.length - 8, bytes.length * 8 >>> 0, true);
	view.setUint32(padded.length - 4, Math.floor(bytes.length / 536870912), true);
	let a0 = 1732584193;
	let b0 = 4023233417;
	let c0 = 2562383102;
	let d0 = 271733878;
	const m = /* @__PURE__ */ new Uint32Array(16);
	for (let chunk = 0; chunk < padded.length; chunk += 64) {
		for (let i = 0; i < 16; i++) m[i] = view.getUint32(chunk + i * 4, true);
		let [a, b, c, d] = [
			a0,
			b0,
			c0,
			d0
		];
		for (let i = 0; i < 64; i++) {
			const round = i >>> 4;
			let f;
			let g;
			if (round === 0) {
				f = b & c | ~b & d;
				g = i;
			} else if (round === 1) {
				f = d & b | ~d & c;
				g = 5 * i + 1 & 15;
			} else if (round === 2) {
				f = b ^ c ^ d;
				g = 3 * i + 5 & 15;
			} else {
				f = c ^ (b | ~d);
				g = 7 * i & 15;
			}
			const sum = a + f + (K[i] ?? 0) + (m[g] ?? 0) | 0;
			const shift = SHIFTS[round * 4 + (i & 3)] ?? 0;
			[a, d, c] = [
				d,
				c,
				b
			];
			b = b + (sum << shift | sum >>> 32 - shift) | 0;
		}
		a0 = a0 + a | 0;
		b0 = b0 + b | 0;
		c0 = c0 + c | 0;
		d0 = d0 + d | 0;
	}
	const digest = /* @__PURE__ */ new Uint8Array(16);
	const out = new DataView(digest.buffer);
	[
		a0,
		b0,
		c0,
		d0
	].forEach((word, i) => out.setUint32(i * 4, word >>> 0, true));
	return digest;
}
// src/server/core/crypto.ts
/**
* Every random secret, hash, MAC and secret comparison of the server, in one place. Built on
* Web Crypto's random source (`crypto.getRandomValues`) and the pure-JavaScript @oslojs
* functions, with no `node:crypto`, so it runs unchanged on an edge runtime.
*
* Encodings are part of what is stored: a session's secret hash, a sign-in link's token hash and
* a feed's secret are written by one version and read by the next, so these functions must keep
* producing the same text for the same input (hex and base32 lower-case, base64url unpadded).
*/
function encodeBytes(bytes, encoding) {
	switch (encoding) {
		case "hex": return encodeHexLowerCase(bytes);
		case "base32": return encodeBase32LowerCaseNoPadding(bytes);
		case "base64": return encodeBase64(bytes);
		case "base64url": return encodeBase64urlNoPadding(bytes);
	}
}
var utf8 = (text) => new TextEncoder().encode(text);
function randomBytes(count) {
	return crypto.getRandomValues(new Uint8Array(count));
}
/**
* A secret of `bytes` random bytes as text: unpadded lower-case base32 by default (session and
* sign-in tokens, feed secrets, forwarding tokens), base64url for storage keys, hex for file names.
*/
function randomToken(bytes, encoding = "base32") {
	return encodeBytes(randomBytes(bytes), encoding);
}
/** A random (version 4) UUID, for ids that need no secrecy beyond being unguessable (user ids). */
function randomUuid() {
	return crypto.randomUUID();
}
/**
* `length` characters drawn uniformly from `alphabet` (ids and codes): bytes at or above the
* largest multiple of the alphabet's size are drawn again, so no character is likelier.
*/
function randomString(alphabet, length) {
	const limit = 256 - 256 % alphabet.length;
	let out = "";
	const bytes = new Uint8Array(length * 2);
	while (out.length < length) {
		crypto.getRandomValues(bytes);
		for (const byte of bytes) {
			if (byte >= limit) continue;
			out += alphabet[byte % alphabet.length];
			if (out.length === length) break;
		}
	}
	return out;
}
/** SHA-256 of a string's UTF-8 bytes, lower-case hex unless another encoding is asked for. */
function sha256$1(text, encoding = "hex") {
	return encodeBytes(sha256(utf8(text)), encoding);
}
/**
* MD5 of a string's UTF-8 bytes in base64: only for S3's Content-MD5 header, a checksum the
* protocol requires (./md5.ts; @oslojs has no MD5), never for anything secret.
*/
function contentMd5(text) {
	return encodeBytes(md5(utf8(text)), "base64");
}
/** HMAC-SHA256 of a string's UTF-8 bytes under `key` (raw bytes, or a string's UTF-8 bytes). */
function hmacSha256(key, message) {
	return hmac(SHA256, typeof key === "string" ? utf8(key) : key, utf8(message));
}
/**
* Constant-time equality of a given secret (a code, a token, a signature) with the expected one.
* Both sides are hashed first, so the comparison always runs over 32 bytes and reveals neither
* where the first difference is nor the expected value's length.
*/
function constantTimeEqual$1(given, expected) {
	return constantTimeEqual(sha256(utf8(given)), sha256(utf8(expected)));
}
// src/server/guests/name-holds.ts
/**
* A guest's name outlives the session that wrote under it (docs/product.md#whose-name-is-whose).
* Travel entries and RSVP answers belong to the browser session that wrote them, and their name to
* that session too. When the session ends:
* - by signing in, its rows move to the new session, in the same batch (`moveNames`);
* - by signing out or expiring, its rows keep the name held for NAME_HOLD_MS (`holdNames`), and
*   remember the signed-in user whose session it was, so that user signing in again while the
*   hold lasts takes them back (`regainNames`). Meanwhile only organisers change them, and an
*   organiser frees the name by deleting them.
* Rows an admin wrote for someone never hold a name, so they are left alone.
* Each function returns statements for a batch: they must run before the session's row is
* deleted (deleting it clears `session_id`).
*/
/** Both tables of guests' own rows, as a pair (a batch needs a tuple). */
function forBoth(statement) {
	return [statement(travelEntries), statement(rsvpAnswers)];
}
/**
* Holds the names of the sessions that `ended` picks (given the rows' session column) until
* `now + NAME_HOLD_MS`, remembering each session's user.
*/
function holdNames(db, ended, now = Date.now()) {
	return forBoth((t) => db.update(t).set({
		heldUntil: new Date(now + NAME_HOLD_MS),
		heldForUserId: sql`(SELECT ${sessions.userId} FROM ${sessions} WHERE ${sessions.id} = ${t.sessionId})`
	}).where(and(ended(t.sessionId), eq(t.byAdmin, false))));
}
/** Signing in: the old session's rows become the new session's. */
function moveNames(db, from, to) {
	return forBoth((t) => db.update(t).set({ sessionId: to }).where(eq(t.sessionId, from)));
}
/** Signing in as `userId`: rows an ended session of that user still holds become the new session's. */
function regainNames(db, userId, to, now = Date.now()) {
	return forBoth((t) => db.update(t).set({
		sessionId: to,
		heldUntil: null,
		heldForUserId: null
	}).where(and(eq(t.heldForUserId, userId), isNull(t.sessionId), gt(t.heldUntil, new Date(now)), eq(t.byAdmin, false))));
}
/**
* SQL: a guest's row of `table` that keeps its name from `sessionId`: written by another live
* session, or by an ended one whose hold has not run out. Admins' rows never do.
*/
function holdsNameFrom(table, sessionId, now = Date.now()) {
	return sql`${table.byAdmin} = 0 AND (
    (${table.sessionId} IS NOT NULL AND ${table.sessionId} <> ${sessionId})
    OR (${table.sessionId} IS NULL AND ${table.heldUntil} > ${now}))`;
}
// src/lib/guest-travel.ts
/** How each answer reads (here rather than with the schemas, so the page's island needs no zod). */
var RSVP_LABELS = {
	going: "Going",
	maybe: "Maybe",
	no: "Can’t make it"
};
/** An RSVP-by date as the card and the closed-answers message say it, in the itinerary's zone: "Dec 1, 2026, 6:00 PM". */
function rsvpByText(rsvpBy, timeZone) {
	return new Intl.DateTimeFormat("en-US", {
		timeZone,
		dateStyle: "medium",
		timeStyle: "short"
	}).format(rsvpBy);
}
/** "Going 4 · Maybe 1 · Can’t make it 2"; plus-ones beside Going ("Going 3 (+1)"). */
function rsvpCountsText(counts) {
	const plus = counts.plusOnes > 0 ? ` (+${counts.plusOnes})` : "";
	return `${RSVP_LABELS.going} ${counts.going}${plus} · ${RSVP_LABELS.maybe} ${counts.maybe} · ${RSVP_LABELS.no} ${counts.no}`;
}
/** "Friday, May 1" for a board day ('2031-05-01'), read as a calendar date (no zone shift). */
function boardDayLabel(date) {
	const [y, m, d] = date.split("-").map(Number);
	return new Intl.DateTimeFormat("en-US", {
		timeZone: "UTC",
		weekday: "long",
		month: "long",
		day: "numeric"
	}).format(new Date(Date.UTC(y, m - 1, d)));
}
/**
* The other end of a journey (`fromPlace`): where an arrival comes from, where a departure goes.
* The form's label, the board's words and the calendar's line for each kind.
*/
var OTHER_END = {
	arrival: {
		label: "Coming from",
		board: "from",
		feed: "From"
	},
	departure: {
		label: "Going to",
		board: "to",
		feed: "To"
	}
};
/** The names of `entries`, first spelling kept. */
function travelNames(entries) {
	return unionNames([], entries.map((e) => e.guestName));
}
/**
* The name a new answer or travel entry opens with: the one person the people filter shows, when
* it shows exactly one (the guest chose them on this page); else the name this browser last wrote
* under; else none.
*/
function prefillName(selected, lastWritten) {
	return selected.length === 1 ? selected[0] : lastWritten ?? "";
}
/** One of a guest's own journeys in a line: "Arrives at LIS on Friday, May 1 at 14:05 · TP 1351". */
function ownTravelText(entry) {
	const verb = entry.kind === "arrival" ? "Arrives at" : "Leaves from";
	const when = `${boardDayLabel(entry.localTime.slice(0, 10))} at ${entry.localTime.slice(11, 16)}`;
	return [`${verb} ${entry.placeCode ?? entry.place} on ${when}`, entry.transportNumber].filter(Boolean).join(" · ");
}
// src/server/core/prepared.ts
var statements = /* @__PURE__ */ new WeakMap();
function prepared(handle, name, build) {
	let forHandle = statements.get(handle);
	if (!forHandle) {
		forHandle = /* @__PURE__ */ new Map();
		statements.set(handle, forHandle);
	}
	let statement = forHandle.get(name);
	if (statement === void 0) {
		statement = build(handle.db);
		forHandle.set(name, statement);
	}
	return statement;
}
// src/lib/dashboard.ts
/**
* Pure helpers of the dashboard: tab names in the URL, greetings, money
* and dates as the cards show them, and which unclaimed-event fields changed on blur.
*/
var DASHBOARD_TABS = [
	{
		id: "itineraries",
		label: "Itineraries"
	},
	{
		id: "unclaimed",
		label: "Unclaimed Events"
	},
	{
		id: "settings",
		label: "Settings"
	}
];
/** ?tab=… when it names a dashboard tab, else the Itineraries tab. */
function dashboardTabFrom(value) {
	return DASHBOARD_TABS.find((tab) => tab.id === value)?.id ?? "itineraries";
}
/** The greeting's name: the account's first name, or none (the dashboard then asks for it). */
function greetingName(user) {
	return user.firstName?.trim() || null;
}
/** 'Welcome back, Maya!', or 'Welcome back!' before the account has a name. */
function greeting(user) {
	const name = greetingName(user);
	return name ? `Welcome back, ${name}!` : "Welcome back!";
}
/** The owner name of an itinerary a signed-in user creates without a first name. */
var DEFAULT_OWNER_NAME = "User";
/** Owner names that stand for nobody in particular (an itinerary made before its owner had a name). */
var PLACEHOLDER_OWNER_NAMES = /* @__PURE__ */ new Set(["anonymous", DEFAULT_OWNER_NAME.toLowerCase()]);
/**
* Who a dashboard card says created the itinerary: its owner name, unless that is empty or a
* placeholder; then the signed-in owner's own name, since every card is one of theirs.
*/
function creatorName(ownerName, user) {
	const stored = ownerName?.trim();
	if (stored && !PLACEHOLDER_OWNER_NAMES.has(stored.toLowerCase())) return stored;
	return [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(" ") || "you";
}
/** A new itinerary's owner name: the creator's first name, or DEFAULT_OWNER_NAME. */
function ownerNameFor(user) {
	return user.firstName?.trim() || DEFAULT_OWNER_NAME;
}
/** Cents as dollars with two decimals ('$3.00'); other currencies keep their code. */
function formatAmount(cents, currency = "usd") {
	const amount = (cents / 100).toFixed(2);
	return currency.toLowerCase() === "usd" ? `$${amount}` : `${amount} ${currency.toUpperCase()}`;
}
var dateFormats = /* @__PURE__ */ new Map();
/**
* A calendar date in the reader's zone ('Nov 21, 2026'); UTC until the browser has said which
* zone it is in (the server's render, see useReaderTimeZone).
*/
function formatReaderDate(iso, timeZone) {
	const zone = timeZone || "UTC";
	let format = dateFormats.get(zone);
	if (!format) {
		format = new Intl.DateTimeFormat("en-US", {
			timeZone: zone,
			month: "short",
			day: "numeric",
			year: "numeric"
		});
		dateFormats.set(zone, format);
	}
	return format.format(new Date(iso));
}
var METHOD_LABELS = {
	card: "Card",
	apple_pay: "Apple Pay",
	google_pay: "Google Pay",
	link: "Link",
	coupon: "Coupon",
	other: "Other"
};
/** A payment record's method as people say it. */
function paymentMethodLabel(method) {
	return METHOD_LABELS[method] ?? method;
}
/** 'N participant(s)'. */
function participantLabel(count) {
	return `${count} participant${count === 1 ? "" : "s"}`;
}
/**
* The body of PUT /api/unclaimed-events/{id} for one field left on blur, or null when nothing
* is to be saved: an unchanged value, or (datetime only) an empty one.
*/
function unclaimedFieldChange(field, before, after) {
	if (field === "datetime") {
		const same = before !== null && new Date(before).getTime() === new Date(after).getTime();
		return after && !same ? { datetime: after } : null;
	}
	const next = after.trim();
	if (next === (before ?? "").trim() || field === "title" && !next) return null;
	return { [field]: field === "title" ? next : next || null };
}
/** The profile picture's checks on a picked file before anything is sent; null when fine. */
function checkAvatarFile(file, maxBytes) {
	if (!file.type.startsWith("image/")) return {
		title: "Invalid File Type",
		description: MESSAGES.notAnImage
	};
	if (file.size > maxBytes) return {
		title: "File Too Large",
		description: imageTooLargeMessage(maxBytes)
	};
	return null;
}
// src/lib/display.ts
/**
* How an itinerary's data reads on screen: creator line, dates and times in the itinerary's zone
* (America/New_York unless the itinerary says otherwise), maps links.
*/
/**
* The owner's name as anyone may see it (the teaser, the access page, the preview API, link
* previews): null when the owner hid it ("Show creator name" off), or it is unknown or Anonymous.
*/
function publicOwnerName(project) {
	const owner = project.ownerName?.trim();
	if (!project.showCreatorName || !owner || owner.toLowerCase() === "anonymous") return null;
	return owner;
}
/** 'by {owner}' shows unless hidden or the owner is unknown or Anonymous. */
function creatorLine(project) {
	const owner = publicOwnerName(project);
	return owner === null ? null : `by ${owner}`;
}
/** The title bar text: the custom title when set, else the itinerary's name. */
function displayTitle(project) {
	return project.customTitle?.trim() || project.name;
}
var zoneOrDefault = (timeZone) => timeZone || "America/New_York";
/**
* Intl formatters are costly to build and cheap to reuse: one per (zone, style), kept. They run
* on the server and in the browser alike, so a page hydrates with the text it was served with.
*/
var formatters = /* @__PURE__ */ new Map();
function formatter(timeZone, style, options) {
	const zone = zoneOrDefault(timeZone);
	const key = `${zone}|${style}`;
	let f = formatters.get(key);
	if (!f) {
		f = new Intl.DateTimeFormat("en-US", {
			...options,
			timeZone: zone
		});
		formatters.set(key, f);
	}
	return f;
}
var tidy = (text) => text.replace(/[\u202f\u00a0]/g, " ");
/** e.g. "Saturday, June 14, 2027" */
function formatEventDate(iso, timeZone) {
	return tidy(formatter(timeZone, "date", {
		weekday: "long",
		month: "long",
		day: "numeric",
		year: "numeric"
	}).format(new Date(iso)));
}
/** e.g. "November 20, 2026" */
function formatLongDate(iso, timeZone) {
	return tidy(formatter(timeZone, "long", {
		month: "long",
		day: "numeric",
		year: "numeric"
	}).format(new Date(iso)));
}
/**
* e.g. "June 14 – 16, 2027", "June 30 – July 2, 2027", or "June 14, 2027" when both instants
* fall on one day in the zone.
*/
function formatDateRange(first, last, timeZone) {
	return tidy(formatter(timeZone, "long", {
		month: "long",
		day: "numeric",
		year: "numeric"
	}).formatRange(new Date(first), new Date(last))).replace(/\u2009/g, " ");
}
/** e.g. "Sat, Jun 14" */
function formatShortDate(iso, timeZone) {
	return tidy(formatter(timeZone, "short", {
		weekday: "short",
		month: "short",
		day: "numeric"
	}).format(new Date(iso)));
}
/** e.g. "7:30 PM EDT" (zones without a common abbreviation read "GMT+2") */
function formatEventTime(iso, timeZone) {
	return tidy(formatter(timeZone, "time", {
		hour: "numeric",
		minute: "2-digit",
		timeZoneName: "short"
	}).format(new Date(iso)));
}
/** "7:30 PM EDT" → ["7:30 PM", "EDT"] */
function splitTime(text) {
	const i = text.lastIndexOf(" ");
	return i > 0 ? [text.slice(0, i), text.slice(i + 1)] : [text, ""];
}
function eventTimes(event, timeZone) {
	const [start, zone] = splitTime(formatEventTime(event.datetime, timeZone));
	if (!event.endDatetime) return {
		start,
		zone,
		end: null,
		endDay: null,
		endZone: null
	};
	const [endTime, endZone] = splitTime(formatEventTime(event.endDatetime, timeZone));
	const laterDay = dayKey(event.endDatetime, timeZone) !== dayKey(event.datetime, timeZone);
	return {
		start,
		zone,
		end: endZone === zone ? endTime : `${endTime} ${endZone}`,
		endDay: laterDay ? formatShortDate(event.endDatetime, timeZone) : null,
		endZone: endZone === zone ? null : endZone
	};
}
/**
* One line: "7:00 PM – 10:30 PM EDT", "7:00 PM – Sun, Jun 15, 2:00 AM EDT", "12:00 AM EDT –
* 2:00 AM EST", or "7:00 PM EDT" without an end.
*/
function formatEventTimes(event, timeZone) {
	const { start, zone, end, endDay, endZone } = eventTimes(event, timeZone);
	if (end === null) return `${start} ${zone}`;
	const until = `${endDay ? `${endDay}, ` : ""}${end}`;
	return endZone ? `${start} ${zone} – ${until}` : `${start} – ${until} ${zone}`;
}
/** The instant whose day is an event's last day: its end less END_DAY_THRESHOLD_HOURS, never before its start. */
function lastMoment(event) {
	const start = Date.parse(event.datetime);
	if (!event.endDatetime) return start;
	return Math.max(start, Date.parse(event.endDatetime) - 216e5);
}
/** The calendar day of an instant in the zone, as yyyy-MM-dd (for grouping by day). */
function dayKey(iso, timeZone) {
	const parts = formatter(timeZone, "day", {
		year: "numeric",
		month: "2-digit",
		day: "2-digit"
	}).formatToParts(new Date(iso));
	const get = (type) => parts.find((p) => p.type === type)?.value ?? "";
	return `${get("year")}-${get("month")}-${get("day")}`;
}
/** Maps search links are built on the client from the location text. */
function mapsSearchUrl(location) {
	return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location)}`;
}
/** Upcoming: later than now, ascending; past: the rest, descending. */
function splitEvents(events, now = Date.now()) {
	return {
		upcoming: events.filter((e) => Date.parse(e.datetime) > now).sort((a, b) => Date.parse(a.datetime) - Date.parse(b.datetime)),
		past: events.filter((e) => Date.parse(e.datetime) <= now).sort((a, b) => Date.parse(b.datetime) - Date.parse(a.datetime))
	};
}
/** Consecutive events on the same calendar day (in the itinerary's zone) share a heading. */
function groupByDay(events, timeZone) {
	const groups = [];
	for (const event of events) {
		const key = dayKey(event.datetime, timeZone);
		const last = groups.at(-1);
		if (last?.key === key) last.events.push(event);
		else groups.push({
			key,
			label: formatEventDate(event.datetime, timeZone),
			events: [event]
		});
	}
	return groups;
}
// src/lib/zoned-time.ts
/**
* Wall-clock times in the itinerary's time zone. The event editor's date and time field is a
* `datetime-local` input: a wall-clock time with no zone. It is read and written in the
* itinerary's time zone, whatever zone the organiser's device is in, and stored as a UTC instant
* (`events.datetime`). The server uses the same rules when an itinerary's
* zone changes and its events keep their clock times (docs/time-zones.md).
*
* On the client only the editor (an admin-only chunk) imports this.
*
* Offsets come from Intl, read at the instant itself. (date-fns-tz's getTimezoneOffset reads the
* Date's fields in the device's zone as a wall time, so within an hour of a daylight-saving
* change, and on a device in another zone, it answers for the wrong hour.)
*/
var DAY_MS = 864e5;
var LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?$/;
var clocks = /* @__PURE__ */ new Map();
function clock(timeZone) {
	let format = clocks.get(timeZone);
	if (!format) {
		format = new Intl.DateTimeFormat("en-US", {
			timeZone,
			hourCycle: "h23",
			year: "numeric",
			month: "numeric",
			day: "numeric",
			hour: "numeric",
			minute: "numeric",
			second: "numeric"
		});
		clocks.set(timeZone, format);
	}
	return format;
}
/** Milliseconds to add to `instant` to get what `timeZone`'s clocks read then (negative west of UTC). */
function offsetAt(timeZone, instant) {
	const parts = clock(timeZone).formatToParts(new Date(instant));
	const field = (type) => Number(parts.find((p) => p.type === type)?.value);
	const wall = /* @__PURE__ */ new Date(0);
	wall.setUTCFullYear(field("year"), field("month") - 1, field("day"));
	wall.setUTCHours(field("hour"), field("minute"), field("second"));
	const wholeSeconds = instant - (instant % 1e3 + 1e3) % 1e3;
	return wall.getTime() - wholeSeconds;
}
/**
* The wall-clock time `instant` reads in `timeZone`, as the milliseconds of that same reading in
* UTC (so its UTC fields are the zone's year, month, day, hours, minutes, seconds).
*/
function wallClockOf(instant, timeZone) {
	return instant + offsetAt(timeZone, instant);
}
/**
* The instant at which `timeZone`'s clocks read `wall` (a wall-clock time, as wallClockOf gives
* it). Every wall time gets exactly one answer, on every device:
* - a time that happens twice (clocks go back) is its first occurrence, the earlier instant;
* - a time that never happens (clocks go forward) moves forward by the gap: 02:30 on the night
*   New York skips from 02:00 to 03:00 is 03:30.
*/
function instantOfWallClock(wall, timeZone) {
	const before = offsetAt(timeZone, wall - DAY_MS);
	const after = offsetAt(timeZone, wall + DAY_MS);
	const matches = [wall - before, wall - after].filter((t) => wallClockOf(t, timeZone) === wall);
	if (matches.length > 0) return Math.min(...matches);
	return wall - before;
}
/**
* The shift rule of a time-zone change that keeps clock times: the instant that reads, in `to`,
* the same date and time of day that `instant` reads in `from` (19:00 in Lisbon becomes 19:00 in
* Tokyo). Seconds and milliseconds are kept too. Where `to` has no such time, or has it twice,
* instantOfWallClock says which instant it is.
*/
function keepWallClock(instant, from, to) {
	const time = new Date(instant).getTime();
	if (from === to) return new Date(time);
	return new Date(instantOfWallClock(wallClockOf(time, from), to));
}
/** The wall-clock time of `instant` in `timeZone`, as a datetime-local value (yyyy-MM-ddTHH:mm). */
function toDatetimeLocal(instant, timeZone) {
	const date = new Date(instant);
	if (Number.isNaN(date.getTime())) return "";
	return new Date(wallClockOf(date.getTime(), timeZone)).toISOString().slice(0, 16);
}
/** A datetime-local value read in `timeZone`, as an ISO-8601 UTC instant; null when blank or invalid. */
function fromDatetimeLocal(local, timeZone) {
	const match = LOCAL_PATTERN.exec(local.trim());
	if (!match) return null;
	const [year, month, day, hours, minutes, seconds] = match.slice(1, 7).map((part) => Number(part ?? 0));
	const millis = Number((match[7] ?? "").padEnd(3, "0"));
	const wall = Date.UTC(year, month - 1, day, hours, minutes, seconds, millis);
	if (new Date(wall).toISOString().slice(0, 16) !== local.trim().slice(0, 16)) return null;
	try {
		return new Date(instantOfWallClock(wall, timeZone)).toISOString();
	} catch {
		return null;
	}
}
/** The calendar day after a datetime-local value's day (yyyy-MM-dd), month and year ends rolled over. */
function nextDay(local) {
	const [year, month, day] = local.slice(0, 10).split("-").map(Number);
	return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}
/**
* Where a new event's date and time start (docs/product.md#events), as a datetime-local value in
* the itinerary's zone: the day after the itinerary's last event (the latest start), at that
* event's time of day, so a run of daily events is typed day by day; with no events, tomorrow at
* 12:00. Days are the itinerary's zone's days, whatever zone the device is in; a time that the
* zone skips that day (clocks going forward) is read as the editor reads any typed time.
*/
function defaultEventDatetime(now, timeZone, starts = []) {
	const latest = Math.max(...starts.map((start) => Date.parse(start)).filter((t) => !Number.isNaN(t)));
	if (Number.isFinite(latest)) {
		const last = toDatetimeLocal(latest, timeZone);
		return `${nextDay(last)}T${last.slice(11, 16)}`;
	}
	return `${nextDay(toDatetimeLocal(now, timeZone))}T12:00`;
}
/** An event's end as the editor first offers it: an hour after the start; blank without a valid start. */
function defaultEndDatetime(startLocal, timeZone) {
	const start = fromDatetimeLocal(startLocal, timeZone);
	return start ? toDatetimeLocal(Date.parse(start) + EVENT_DEFAULT_DURATION_MS, timeZone) : "";
}
/**
* "New York time (EDT)", "Lisbon time (GMT+1)": which clock the date and time field reads, with
* the abbreviation the event list prints beside each time, as it stands at `at` (the date being
* typed: summer and winter names differ). Zones without a place ("UTC", "Etc/GMT-3") read
* "UTC time", "GMT+3 time".
*/
function describeTimeZone(timeZone, at = Date.now()) {
	const short = new Intl.DateTimeFormat("en-US", {
		timeZone,
		timeZoneName: "short"
	}).formatToParts(new Date(at)).find((p) => p.type === "timeZoneName")?.value;
	const place = timeZone.includes("/") && !timeZone.startsWith("Etc/") ? timeZone.split("/").pop()?.replace(/_/g, " ") : void 0;
	if (!place) return `${short ?? timeZone} time`;
	return short ? `${place} time (${short})` : `${place} time`;
}
// src/server/inbound/airports/table.ts
var ZONES = [
	"Africa/Abidjan",
	"Africa/Accra",
	"Africa/Addis_Ababa",
	"Africa/Algiers",
	"Africa/Asmara",
	"Africa/Bamako",
	"Africa/Bangui",
	"Africa/Banjul",
	"Africa/Bissau",
	"Africa/Blantyre",
	"Africa/Brazzaville",
	"Africa/Bujumbura",
	"Africa/Cairo",
	"Africa/Casablanca",
	"Africa/Conakry",
	"Africa/Dakar",
	"Africa/Dar_es_Salaam",
	"Africa/Djibouti",
	"Africa/Douala",
	"Africa/Freetown",
	"Africa/Gaborone",
	"Africa/Harare",
	"Africa/Johannesburg",
	"Africa/Juba",
	"Africa/Kampala",
	"Africa/Khartoum",
	"Africa/Kigali",
	"Africa/Kinshasa",
	"Africa/Lagos",
	"Africa/Libreville",
	"Africa/Lome",
	"Africa/Luanda",
	"Africa/Lubumbashi",
	"Africa/Lusaka",
	"Africa/Malabo",
	"Africa/Maputo",
	"Africa/Maseru",
	"Africa/Mbabane",
	"Africa/Mogadishu",
	"Africa/Monrovia",
	"Africa/Nairobi",
	"Africa/Ndjamena",
	"Africa/Niamey",
	"Africa/Nouakchott",
	"Africa/Ouagadougou",
	"Africa/Porto-Novo",
	"Africa/Sao_Tome",
	"Africa/Tripoli",
	"Africa/Tunis",
	"Africa/Windhoek",
	"America/Adak",
	"America/Anchorage",
	"America/Anguilla",
	"America/Antigua",
	"America/Argentina/Buenos_Aires",
	"America/Argentina/Catamarca",
	"America/Argentina/Cordoba",
	"America/Argentina/Jujuy",
	"America/Argentina/Rio_Gallegos",
	"America/Argentina/Salta",
	"America/Argentina/Ushuaia",
	"America/Aruba",
	"America/Asuncion",
	"America/Atikokan",
	"America/Bahia",
	"America/Barbados",
	"America/Belem",
	"America/Belize",
	"America/Blanc-Sablon",
	"America/Boa_Vista",
	"America/Bogota",
	"America/Boise",
	"America/Cambridge_Bay",
	"America/Campo_Grande",
	"America/Cancun",
	"America/Caracas",
	"America/Cayenne",
	"America/Cayman",
	"America/Chicago",
	"America/Ciudad_Juarez",
	"America/Costa_Rica",
	"America/Creston",
	"America/Cuiaba",
	"America/Curacao",
	"America/Dawson_Creek",
	"America/Denver",
	"America/Detroit",
	"America/Dominica",
	"America/Edmonton",
	"America/Eirunepe",
	"America/El_Salvador",
	"America/Fort_Nelson",
	"America/Fortaleza",
	"America/Godthab",
	"America/Goose_Bay",
	"America/Grand_Turk",
	"America/Grenada",
	"America/Guadeloupe",
	"America/Guatemala",
	"America/Guayaquil",
	"America/Guyana",
	"America/Halifax",
	"America/Havana",
	"America/Hermosillo",
	"America/Indiana/Indianapolis",
	"America/Inuvik",
	"America/Iqaluit",
	"America/Jamaica",
	"America/Juneau",
	"America/Kentucky/Louisville",
	"America/La_Paz",
	"America/Lima",
	"America/Los_Angeles",
	"America/Managua",
	"America/Manaus",
	"America/Marigot",
	"America/Martinique",
	"America/Matamoros",
	"America/Mazatlan",
	"America/Menominee",
	"America/Merida",
	"America/Metlakatla",
	"America/Mexico_City",
	"America/Miquelon",
	"America/Moncton",
	"America/Monterrey",
	"America/Montevideo",
	"America/Montserrat",
	"America/Nassau",
	"America/New_York",
	"America/Noronha",
	"America/Nuuk",
	"America/Panama",
	"America/Pangnirtung",
	"America/Paramaribo",
	"America/Phoenix",
	"America/Port-au-Prince",
	"America/Port_of_Spain",
	"America/Porto_Velho",
	"America/Puerto_Rico",
	"America/Punta_Arenas",
	"America/Rankin_Inlet",
	"America/Recife",
	"America/Regina",
	"America/Resolute",
	"America/Rio_Branco",
	"America/Santarem",
	"America/Santiago",
	"America/Santo_Domingo",
	"America/Sao_Paulo",
	"America/Scoresbysund",
	"America/Sitka",
	"America/St_Johns",
	"America/St_Kitts",
	"America/St_Lucia",
	"America/St_Thomas",
	"America/St_Vincent",
	"America/Tegucigalpa",
	"America/Thule",
	"America/Thunder_Bay",
	"America/Tijuana",
	"America/Toronto",
	"America/Tortola",
	"America/Vancouver",
	"America/Whitehorse",
	"America/Winnipeg",
	"America/Yellowknife",
	"Antarctica/Casey",
	"Antarctica/Davis",
	"Antarctica/McMurdo",
	"Antarctica/Palmer",
	"Antarctica/Rothera",
	"Antarctica/Syowa",
	"Antarctica/Troll",
	"Arctic/Longyearbyen",
	"Asia/ Bangkok",
	"Asia/Aden",
	"Asia/Almaty",
	"Asia/Amman",
	"Asia/Anadyr",
	"Asia/Aqtobe",
	"Asia/Ashgabat",
	"Asia/Atyrau",
	"Asia/Baghdad",
	"Asia/Bahrain",
	"Asia/Baku",
	"Asia/Bangkok",
	"Asia/Beirut",
	"Asia/Bishkek",
	"Asia/Brunei",
	"Asia/Chita",
	"Asia/Colombo",
	"Asia/Damascus",
	"Asia/Dhaka",
	"Asia/Dili",
	"Asia/Dubai",
	"Asia/Dushanbe",
	"Asia/Famagusta",
	"Asia/Gaza",
	"Asia/Ho_Chi_Minh",
	"Asia/Hong_Kong",
	"Asia/Irkutsk",
	"Asia/Jakarta",
	"Asia/Jayapura",
	"Asia/Jerusalem",
	"Asia/Kabul",
	"Asia/Kamchatka",
	"Asia/Karachi",
	"Asia/Kathmandu",
	"Asia/Kolkata",
	"Asia/Krasnoyarsk",
	"Asia/Kuala_Lumpur",
	"Asia/Kuwait",
	"Asia/Macau",
	"Asia/Magadan",
	"Asia/Makassar",
	"Asia/Manila",
	"Asia/Muscat",
	"Asia/Nicosia",
	"Asia/Novokuznetsk",
	"Asia/Novosibirsk",
	"Asia/Omsk",
	"Asia/Oral",
	"Asia/Phnom_Penh",
	"Asia/Pontianak",
	"Asia/Pyongyang",
	"Asia/Qatar",
	"Asia/Qostanay",
	"Asia/Qyzylorda",
	"Asia/Riyadh",
	"Asia/Sakhalin",
	"Asia/Samarkand",
	"Asia/Seoul",
	"Asia/Shanghai",
	"Asia/Singapore",
	"Asia/Srednekolymsk",
	"Asia/Taipei",
	"Asia/Tashkent",
	"Asia/Tbilisi",
	"Asia/Tehran",
	"Asia/Thimphu",
	"Asia/Tokyo",
	"Asia/Ulaanbaatar",
	"Asia/Urumqi",
	"Asia/Vientiane",
	"Asia/Vladivostok",
	"Asia/Yakutsk",
	"Asia/Yangon",
	"Asia/Yekaterinburg",
	"Asia/Yerevan",
	"Atlantic/Azores",
	"Atlantic/Bermuda",
	"Atlantic/Canary",
	"Atlantic/Cape_Verde",
	"Atlantic/Faroe",
	"Atlantic/Madeira",
	"Atlantic/Reykjavik",
	"Atlantic/St_Helena",
	"Atlantic/Stanley",
	"Australia/Adelaide",
	"Australia/Brisbane",
	"Australia/Broken_Hill",
	"Australia/Darwin",
	"Australia/Eucla",
	"Australia/Hobart",
	"Australia/Lindeman",
	"Australia/Lord_Howe",
	"Australia/Melbourne",
	"Australia/Perth",
	"Australia/Sydney",
	"Etc/UTC",
	"Europe/Amsterdam",
	"Europe/Andorra",
	"Europe/Athens",
	"Europe/Belgrade",
	"Europe/Berlin",
	"Europe/Bratislava",
	"Europe/Brussels",
	"Europe/Bucharest",
	"Europe/Budapest",
	"Europe/Chisinau",
	"Europe/Copenhagen",
	"Europe/Dublin",
	"Europe/Gibraltar",
	"Europe/Guernsey",
	"Europe/Helsinki",
	"Europe/Isle_of_Man",
	"Europe/Istanbul",
	"Europe/Jersey",
	"Europe/Kaliningrad",
	"Europe/Kiev",
	"Europe/Kyiv",
	"Europe/Lisbon",
	"Europe/Ljubljana",
	"Europe/London",
	"Europe/Luxembourg",
	"Europe/Madrid",
	"Europe/Malta",
	"Europe/Mariehamn",
	"Europe/Minsk",
	"Europe/Monaco",
	"Europe/Moscow",
	"Europe/Oslo",
	"Europe/Paris",
	"Europe/Podgorica",
	"Europe/Prague",
	"Europe/Riga",
	"Europe/Rome",
	"Europe/Samara",
	"Europe/Sarajevo",
	"Europe/Saratov",
	"Europe/Skopje",
	"Europe/Sofia",
	"Europe/Stockholm",
	"Europe/Tallinn",
	"Europe/Tirane",
	"Europe/Vienna",
	"Europe/Vilnius",
	"Europe/Warsaw",
	"Europe/Zagreb",
	"Europe/Zurich",
	"Indian/Antananarivo",
	"Indian/Chagos",
	"Indian/Christmas",
	"Indian/Cocos",
	"Indian/Comoro",
	"Indian/Mahe",
	"Indian/Maldives",
	"Indian/Mauritius",
	"Indian/Mayotte",
	"Indian/Reunion",
	"Pacific/Apia",
	"Pacific/Auckland",
	"Pacific/Bougainville",
	"Pacific/Chatham",
	"Pacific/Chuuk",
	"Pacific/Easter",
	"Pacific/Efate",
	"Pacific/Fiji",
	"Pacific/Funafuti",
	"Pacific/Galapagos",
	"Pacific/Gambier",
	"Pacific/Guadalcanal",
	"Pacific/Guam",
	"Pacific/Honolulu",
	"Pacific/Kanton",
	"Pacific/Kiritimati",
	"Pacific/Kosrae",
	"Pacific/Kwajalein",
	"Pacific/Majuro",
	"Pacific/Marquesas",
	"Pacific/Midway",
	"Pacific/Nauru",
	"Pacific/Niue",
	"Pacific/Norfolk",
	"Pacific/Noumea",
	"Pacific/Pago_Pago",
	"Pacific/Palau",
	"Pacific/Pohnpei",
	"Pacific/Port_Moresby",
	"Pacific/Rarotonga",
	"Pacific/Saipan",
	"Pacific/Tahiti",
	"Pacific/Tarawa",
	"Pacific/Tongatapu",
	"Pacific/Wake",
	"Pacific/Wallis"
];
/** One line per airport: IATA code, index into ZONES, country (ISO 3166 alpha-2), name (scheduled service only). */
var AIRPORTS = "AAA	362	PF	Anaa Airport\nAAB	260	AU	\nAAC	12	EG	El Arish International Airport\nAAD	38	SO	\nAAE	3	DZ	Annaba Rabah Bitat Airport\nAAF	129	US	\nAAG	149	BR	Arapoti\nAAH	275	DE	\nAAI	66	BR	Arraias Airport\nAAJ	134	SR	\nAAK	363	KI	Aranuka Airport\nAAL	281	DK	Aalborg Airport\nAAM	22	ZA	\nAAN	195	AE	Al Ain Airport\nAAO	75	VE	\nAAP	215	ID	Aji Pangeran Tumenggung Pranoto International Airport\nAAQ	301	RU	Anapa Airport\nAAR	281	DK	Aarhus Airport\nAAS	203	ID	\nAAT	243	CN	Altay Airport\nAAU	331	WS	\nAAV	216	PH	\nAAW	207	PK	\nAAX	149	BR	Araxa Airport\nAAY	176	YE	Al Ghaydah Airport\nAAZ	98	GT	Los Altos Airport\nABA	210	RU	Abakan Airport\nABB	28	NG	\nABC	296	ES	\nABD	239	IR	Abadan Airport\nABE	129	US	Lehigh Valley International Airport\nABF	363	KI	\nABG	260	AU	\nABH	260	AU	\nABI	78	US	Abilene Regional Airport\nABJ	0	CI	Felix Houphouet Boigny Airport\nABK	2	ET	Kabri Dar Airport\nABL	51	US	Ambler Airport\nABM	260	AU	Northern Peninsula Airport\nABN	134	SR	\nABO	0	CI	\nABP	359	PG	\nABQ	85	US	Albuquerque International Sunport\nABR	78	US	Aberdeen Regional Airport\nABS	12	EG	Abu Simbel Airport\nABT	229	SA	Al-Aqiq Airport\nABU	215	ID	A.A. Bere Tallo Airport\nABV	28	NG	Nnamdi Azikiwe International Airport\nABW	359	PG	\nABX	269	AU	Albury Airport\nABY	129	US	Southwest Georgia Regional Airport\nABZ	294	GB	Aberdeen International Airport\nACA	122	MX	Acapulco International Airport\nACB	86	US	\nACC	1	GH	Kotoka International Airport\nACD	70	CO	\nACE	252	ES	Lanzarote Airport\nACF	233	CN	Alaer Talimu Airport\nACH	320	CH	Altenrhein Airport\nACI	284	GG	Alderney Airport\nACJ	191	LK	\nACK	129	US	Nantucket Memorial Airport\nACL	70	CO	\nACM	70	CO	Arica Airport\nACN	117	MX	\nACO	320	CH	\nACP	239	IR	\nACR	70	CO	\nACS	210	RU	\nACT	78	US	Waco Regional Airport\nACU	132	PA	\nACV	112	US	California Redwood Coast-Humboldt County Airport\nACX	233	CN	Xingyi Wanfenglin Airport\nACY	129	US	Atlantic City International Airport\nACZ	239	IR	\nADA	287	TR	Adana Sakirpasa Airport\nADB	287	TR	Izmir Adnan Menderes Airport\nADC	359	PG	\nADD	2	ET	Addis Ababa Bole International Airport\nADE	176	YE	Aden International Airport\nADF	287	TR	Adiyaman Airport\nADG	86	US	\nADH	246	RU	\nADI	49	NA	\nADJ	178	JO	Marka International Airport\nADK	50	US	Adak Island Naval Station\nADL	259	AU	Adelaide Airport\nADM	78	US	\nADN	70	CO	\nADO	259	AU	\nADP	191	LK	\nADQ	51	US	Kodiak Airport\nADR	129	US	\nADS	78	US	\nADT	78	US	\nADU	239	IR	Ardabil Airport\nADV	25	SD	\nADW	129	US	\nADX	294	GB	\nADY	22	ZA	\nADZ	70	CO	Gustavo Rojas Pinilla International Airport\nAEA	363	KI	\nAEB	233	CN	Baise Bama Airport\nAED	51	US	Aleneva Airport\nAEE	23	SS	\nAEG	202	ID	\nAEH	41	TD	Abeche Airport\nAEK	359	PG	\nAEL	78	US	\nAEM	245	RU	\nAEO	43	MR	\nAEP	54	AR	Aeroparque Internacional Jorge Newbery\nAEQ	233	CN	\nAER	301	RU	Sochi International Airport\nAES	302	NO	Vigra Alesund Airport\nAET	51	US	Allakaket Airport\nAEU	239	IR	Abu Musa Airport\nAEX	78	US	Alexandria International Airport (Louisiana)\nAEY	256	IS	Akureyri Airport\nAFA	54	AR	San Rafael Airport\nAFC	216	PH	\nAFD	22	ZA	\nAFF	85	US	\nAFI	70	CO	\nAFK	191	LK	\nAFL	73	BR	Alta Floresta Airport\nAFN	129	US	\nAFO	85	US	\nAFR	359	PG	\nAFS	237	UZ	Zarafshan Airport\nAFT	342	SB	\nAFW	78	US	\nAFY	287	TR	\nAFZ	239	IR	Sabzevar Airport\nAGA	13	MA	Agadir Al Massira Airport\nAGB	275	DE	\nAGC	129	US	\nAGD	203	ID	\nAGE	275	DE	Wangerooge Airport\nAGF	303	FR	\nAGG	359	PG	\nAGH	313	SE	Angelholm Helsingborg Airport\nAGI	134	SR	Wageningen Airport\nAGJ	241	JP	Aguni Airport\nAGK	359	PG	\nAGL	359	PG	\nAGM	93	GL	Tasiilaq Heliport\nAGN	108	US	Angoon Seaplane Base\nAGO	78	US	\nAGP	296	ES	Malaga Airport\nAGQ	273	GR	\nAGR	209	IN	Agra Airport\nAGS	129	US	Augusta Regional Airport\nAGT	62	PY	Alejo Garcia Airport\nAGU	122	MX	International Airport of Aguascalientes\nAGV	75	VE	\nAGW	260	AU	\nAGX	209	IN	Agatti Island Airport\nAGZ	22	ZA	\nAHA	209	IN	Maa Mahamaya Ambikapur Airport\nAHB	229	SA	Abha Regional Airport\nAHC	112	US	\nAHD	78	US	\nAHE	362	PF	Ahe\nAHF	78	US	\nAHH	78	US	\nAHI	203	ID	\nAHJ	233	CN	\nAHL	100	GY	\nAHM	78	US	\nAHN	129	US	\nAHO	307	IT	Alghero-Fertilia Airport\nAHS	157	HN	\nAHT	50	US	Amchitka Airport\nAHU	13	MA	\nAHW	217	OM	\nAHY	321	MG	\nAHZ	303	FR	\nAIA	85	US	Alliance Municipal Airport\nAIB	108	US	Anita Bay Airport\nAIC	349	MH	\nAID	104	US	\nAIE	359	PG	\nAIF	149	BR	\nAIG	6	CF	\nAIH	359	PG	\nAII	17	DJ	\nAIK	129	US	\nAIL	132	PA	\nAIM	349	MH	\nAIN	51	US	Wainwright Airport\nAIO	78	US	\nAIP	209	IN	Adampur Airport\nAIR	82	BR	\nAIS	363	KI	\nAIT	360	CK	Aitutaki Airport\nAIU	360	CK	Atiu Island Airport\nAIV	78	US	\nAIW	49	NA	\nAIZ	78	US	\nAJA	303	FR	Ajaccio Napoleon Bonaparte Airport\nAJF	229	SA	Jouf Airport\nAJI	287	TR	Agri Airport\nAJJ	43	MR	\nAJK	239	IR	\nAJL	209	IN	Aizawl Airport\nAJN	325	KM	Ouani Airport\nAJR	313	SE	Arvidsjaur Airport\nAJS	160	MX	\nAJU	66	BR	Santa Maria Airport\nAJY	42	NE	Manu Dayak International Airport\nAKA	233	CN	Ankang Fuqiang Airport\nAKB	50	US	Atka Airport\nAKC	129	US	\nAKD	209	IN	\nAKE	29	GA	\nAKF	47	LY	Kufra Airport\nAKG	359	PG	\nAKH	229	SA	\nAKI	51	US	Akiak Airport\nAKJ	241	JP	Asahikawa Airport\nAKK	51	US	Akhiok Sea Plane Base\nAKL	332	NZ	Auckland Airport\nAKM	41	TD	\nAKN	51	US	King Salmon Airport\nAKO	85	US	\nAKP	51	US	Anaktuvuk Airport\nAKQ	202	ID	\nAKR	28	NG	Akure Airport\nAKS	342	SB	Gwaunaru'u Airport\nAKT	218	CY	\nAKU	233	CN	Aksu Airport\nAKV	161	CA	Akulivik Airport\nAKW	239	IR	\nAKX	180	KZ	Aktobe International Airport\nAKY	247	MM	Sittwe Airport\nALA	177	KZ	Almaty International Airport\nALB	129	US	Albany International Airport\nALC	296	ES	Alicante-Elche Airport\nALD	111	PE	\nALE	78	US	\nALF	302	NO	Alta Airport\nALG	3	DZ	Houari Boumediene Airport\nALH	268	AU	Albany Airport\nALI	78	US	\nALJ	22	ZA	\nALK	2	ET	\nALL	307	IT	\nALM	85	US	\nALN	78	US	\nALO	78	US	Waterloo Regional Airport\nALP	192	SY	Aleppo International Airport\nALQ	149	BR	\nALR	332	NZ	\nALS	85	US	San Luis Valley Regional Airport\nALT	138	BR	\nALU	38	SO	\nALV	272	AD	Andorra La Vella Heliport\nALW	112	US	Walla Walla Regional Airport\nALX	78	US	\nALY	12	EG	El Nouzha Airport\nALZ	51	US	Alitak Sea Plane Base\nAMA	78	US	Rick Husband Amarillo International Airport\nAMB	321	MG	\nAMC	41	TD	\nAMD	209	IN	Sardar Vallabhbhai Patel International Airport\nAME	35	MZ	\nAMF	359	PG	\nAMG	359	PG	\nAMH	2	ET	Arba Mintch Airport\nAMI	215	ID	\nAMJ	149	BR	\nAMK	85	US	\nAML	132	PA	\nAMM	178	JO	Queen Alia International Airport\nAMN	86	US	\nAMO	41	TD	\nAMP	321	MG	\nAMQ	203	ID	Pattimura International Airport\nAMS	271	NL	Amsterdam Airport Schiphol\nAMT	262	AU	\nAMU	359	PG	\nAMV	301	RU	Amderma Airport\nAMW	78	US	\nAMX	262	AU	\nAMY	321	MG	\nAMZ	332	NZ	\nANA	40	KE	\nANB	78	US	\nANC	51	US	Ted Stevens Anchorage International Airport\nAND	129	US	\nANE	303	FR	\nANF	147	CL	Andres Sabella Galvez International Airport\nANG	303	FR	\nANH	342	SB	Anuha Island Resort Airport\nANI	51	US	Aniak Airport\nANJ	10	CG	\nANK	287	TR	\nANL	31	AO	\nANM	321	MG	\nANN	121	US	\nANO	35	MZ	\nANP	129	US	\nANQ	104	US	\nANR	277	BE	Antwerp International Airport\nANS	111	PE	Andahuaylas Airport\nANT	316	AT	St. Anton Airport\nANU	53	AG	V.C. Bird International Airport\nANV	51	US	Anvik Airport\nANW	78	US	\nANX	302	NO	Andenes Airport\nANY	78	US	\nANZ	262	AU	\nAOA	359	PG	\nAOB	359	PG	\nAOC	275	DE	\nAOD	41	TD	\nAOE	287	TR	Anadolu Airport\nAOG	233	CN	Anshan Teng'ao Airport\nAOH	129	US	\nAOI	307	IT	Ancona Falconara Airport\nAOJ	241	JP	Aomori Airport\nAOK	273	GR	Karpathos Airport\nAOL	54	AR	\nAOM	217	OM	\nAON	359	PG	\nAOO	129	US	Altoona Airport\nAOP	111	PE	\nAOQ	93	GL	Aappilattoq Heliport (Upernavik)\nAOR	211	MY	Sultan Abdul Halim Airport\nAOS	51	US	Amook Bay Seaplane Base\nAOT	307	IT	\nAOU	244	LA	\nAPA	85	US	\nAPB	110	BO	\nAPC	112	US	\nAPD	215	ID	\nAPE	111	PE	\nAPF	129	US	\nAPG	129	US	\nAPH	129	US	\nAPI	70	CO	\nAPJ	233	CN	\nAPK	362	PF	Apataki Airport\nAPL	35	MZ	Nampula Airport\nAPN	86	US	Alpena County Regional Airport\nAPO	70	CO	Apartado Airport\nAPP	359	PG	\nAPQ	66	BR	\nAPR	359	PG	\nAPS	149	BR	\nAPT	78	US	\nAPU	149	BR	\nAPV	112	US	\nAPW	331	WS	Faleolo Airport\nAPX	149	BR	\nAPY	66	BR	Alto Parnaiba Airport\nAPZ	54	AR	\nAQA	149	BR	Araraquara Airport\nAQB	98	GT	\nAQG	233	CN	Anqing Tianzhushan Airport\nAQI	229	SA	Qaisumah Airport\nAQJ	178	JO	King Hussein International Airport\nAQM	138	BR	\nAQP	111	PE	Rodriguez Ballon International Airport\nAQS	338	FJ	\nAQX	129	US	\nAQY	51	US	\nARA	78	US	\nARB	86	US	\nARC	51	US	Arctic Village Airport\nARD	215	ID	Alor Island Airport\nARE	139	PR	\nARF	70	CO	\nARG	78	US	\nARH	301	RU	Talagi Airport\nARI	147	CL	Chacalluta Airport\nARJ	203	ID	\nARK	16	TZ	Arusha Airport\nARL	44	BF	\nARM	269	AU	Armidale Airport\nARN	313	SE	Stockholm Arlanda Airport\nARO	70	CO	\nARP	359	PG	\nARQ	70	CO	\nARR	54	AR	\nARS	149	BR	\nART	129	US	Watertown International Airport\nARU	149	BR	Aracatuba Airport\nARV	78	US	\nARW	278	RO	Arad International Airport\nARX	92	BR	\nARY	267	AU	\nARZ	31	AO	\nASA	4	ER	Assab Airport\nASB	181	TM	Ashgabat International Airport\nASC	110	BO	\nASD	128	BS	\nASE	85	US	Aspen/Pitkin County Airport\nASF	308	RU	Astrakhan Airport\nASG	332	NZ	\nASH	129	US	\nASI	257	SH	Wideawake Field\nASJ	241	JP	Amami Airport\nASK	0	CI	\nASL	78	US	\nASM	4	ER	Asmara International Airport\nASN	78	US	\nASO	2	ET	Asosa Airport\nASP	262	AU	Alice Springs Airport\nASQ	112	US	\nASR	287	TR	Kayseri Erkilet Airport\nASS	22	ZA	\nAST	112	US	\nASU	62	PY	Silvio Pettirossi International Airport\nASV	40	KE	Amboseli Airport\nASW	12	EG	Aswan Airport\nASX	78	US	\nASY	78	US	\nASZ	359	PG	\nATA	111	PE	\nATB	25	SD	\nATC	128	BS	Arthur's Town Airport\nATD	342	SB	\nATE	78	US	\nATF	99	EC	\nATG	207	PK	\nATH	273	GR	Athens International Airport\nATI	126	UY	\nATJ	321	MG	\nATK	51	US	Atqasuk Airport\nATL	129	US	Hartsfield-Jackson Atlanta International Airport\nATM	66	BR	Altamira Airport\nATN	359	PG	\nATO	129	US	\nATP	359	PG	\nATQ	209	IN	Sri Guru Ram Dass Jee International Airport\nATR	43	MR	\nATS	85	US	\nATT	51	US	Atmautluak Airport\nATU	50	US	\nATV	41	TD	\nATW	78	US	Appleton International Airport\nATX	177	KZ	\nATY	78	US	Watertown Regional Airport\nATZ	12	EG	Assiut Airport\nAUA	61	AW	Reina Beatrix International Airport\nAUB	73	BR	Itauba Airport\nAUC	70	CO	Arauca Airport\nAUD	260	AU	\nAUE	12	EG	\nAUF	303	FR	\nAUG	129	US	Augusta State Airport\nAUH	195	AE	Abu Dhabi International Airport\nAUI	359	PG	\nAUJ	359	PG	\nAUK	51	US	Alakanuk Airport\nAUL	349	MH	Aur Island Airport\nAUM	78	US	\nAUN	112	US	\nAUO	78	US	\nAUP	359	PG	\nAUQ	350	PF	Hiva Oa Airport\nAUR	303	FR	Aurillac Airport\nAUS	78	US	Austin-Bergstrom International Airport\nAUT	194	TL	\nAUU	260	AU	Aurukun Airport\nAUV	359	PG	\nAUW	78	US	\nAUX	66	BR	Araguaina Airport\nAUY	337	VU	\nAUZ	78	US	\nAVA	233	CN	An Shun/Huang Guo Shu Airport\nAVB	307	IT	\nAVF	303	FR	Avoriaz Airport\nAVG	262	AU	\nAVI	102	CU	\nAVK	242	MN	Arvaikheer Airport\nAVL	129	US	Asheville Regional Airport\nAVN	303	FR	Avignon-Caumont Airport\nAVO	129	US	\nAVP	129	US	Wilkes-Barre/Scranton International Airport\nAVR	209	IN	Amravati Airport\nAVU	342	SB	\nAVV	269	AU	Avalon Airport\nAVW	135	US	\nAVX	112	US	\nAWA	2	ET	Awasa Airport\nAWB	359	PG	\nAWD	337	VU	\nAWE	29	GA	\nAWH	2	ET	Awareh Airport\nAWK	365	UM	Wake Island Airport\nAWM	78	US	\nAWN	259	AU	\nAWP	262	AU	\nAWR	359	PG	\nAWZ	239	IR	Ahwaz International Airport\nAXA	52	AI	Clayton J. Lloyd International Airport\nAXB	129	US	\nAXC	260	AU	\nAXD	273	GR	Demokritos Airport\nAXE	149	BR	\nAXF	233	CN	Alxa Left Banner Bayanhot Airport\nAXG	78	US	\nAXJ	241	JP	Amakusa Airport\nAXK	176	YE	\nAXL	262	AU	\nAXM	70	CO	El Eden Airport\nAXN	78	US	\nAXO	215	ID	\nAXP	128	BS	Springpoint Airport\nAXR	362	PF	Arutua Airport\nAXS	78	US	\nAXT	241	JP	Akita Airport\nAXU	2	ET	Axum Airport\nAXV	129	US	\nAXX	85	US	\nAYA	70	CO	\nAYC	70	CO	\nAYD	262	AU	\nAYG	70	CO	\nAYH	294	GB	\nAYI	70	CO	\nAYJ	209	IN	Ayodhya Airport\nAYK	227	KZ	\nAYL	262	AU	\nAYM	195	AE	\nAYN	233	CN	\nAYO	62	PY	\nAYP	111	PE	Ayacucho Airport\nAYQ	262	AU	Connellan Airport\nAYR	260	AU	\nAYS	129	US	\nAYT	287	TR	Antalya Airport\nAYU	359	PG	\nAYW	203	ID	\nAYX	111	PE	\nAYY	191	LK	\nAYZ	129	US	Zahns Airport\nAZA	135	US	Phoenix-Mesa Gateway Airport\nAZB	359	PG	\nAZD	239	IR	Yazd Airport\nAZG	122	MX	\nAZH	209	IN	\nAZI	195	AE	\nAZJ	233	CN	\nAZL	82	BR	\nAZN	237	UZ	Andizhan Airport\nAZO	86	US	Kalamazoo Battle Creek International Airport\nAZP	122	MX	\nAZR	3	DZ	Adrar Airport\nAZS	148	DO	Samana El Catey Airport\nAZT	70	CO	\nAZZ	31	AO	\nBAA	359	PG	\nBAB	112	US	\nBAC	70	CO	\nBAD	78	US	\nBAE	303	FR	\nBAF	129	US	\nBAG	216	PH	Loakan Airport\nBAH	184	BH	Bahrain International Airport\nBAI	80	CR	\nBAJ	359	PG	\nBAK	185	AZ	Metropolitan Area\nBAL	287	TR	Batman Airport\nBAM	112	US	\nBAN	32	CD	\nBAP	359	PG	\nBAQ	70	CO	Ernesto Cortissoz International Airport\nBAR	233	CN	Qionghai Bo'ao Airport\nBAS	342	SB	Balalae Airport\nBAT	149	BR	\nBAU	307	IT	\nBAV	233	CN	Baotou Erliban Airport\nBAW	29	GA	\nBAX	221	RU	Barnaul Airport\nBAY	278	RO	Baia Mare Airport\nBAZ	69	BR	Barcelos Airport\nBBA	147	CL	Balmaceda Airport\nBBB	78	US	\nBBC	78	US	\nBBD	78	US	\nBBG	363	KI	Butaritari Airport\nBBH	275	DE	\nBBI	209	IN	Biju Patnaik International Airport\nBBJ	275	DE	\nBBK	20	BW	Kasane Airport\nBBL	260	AU	\nBBM	223	KH	Battambang Airport\nBBN	211	MY	Bario Airport\nBBO	38	SO	Berbera International Airport\nBBP	294	GB	\nBBQ	53	AG	Barbuda Codrington Airport\nBBR	97	GP	Baillif Airport\nBBS	294	GB	\nBBT	6	CF	\nBBU	278	RO	Bucharest Baneasa-Aurel Vlaicu International Airport\nBBV	0	CI	\nBBW	78	US	\nBBX	129	US	\nBBY	6	CF	\nBBZ	33	ZM	\nBCA	102	CU	Baracoa Airport\nBCB	129	US	\nBCC	51	US	\nBCD	216	PH	Bacolod-Silay International Airport\nBCE	85	US	\nBCF	6	CF	\nBCG	100	GY	\nBCH	194	TL	\nBCI	260	AU	Barcaldine Airport\nBCJ	233	CN	\nBCK	260	AU	\nBCL	80	CR	\nBCM	278	RO	Bacau Airport\nBCN	296	ES	Josep Tarradellas Barcelona-El Prat Airport\nBCO	2	ET	\nBCP	359	PG	\nBCQ	47	LY	\nBCR	114	BR	\nBCS	78	US	\nBCT	129	US	\nBCU	28	NG	Bauchi Airport\nBCV	67	BZ	\nBCW	35	MZ	\nBCX	248	RU	\nBCY	2	ET	\nBCZ	262	AU	\nBDA	251	BM	L.F. Wade International Airport\nBDB	260	AU	Bundaberg Airport\nBDC	66	BR	\nBDD	260	AU	Badu Island Airport\nBDE	78	US	\nBDF	78	US	\nBDG	85	US	\nBDH	239	IR	Bandar Lengeh International Airport\nBDI	326	SC	\nBDJ	215	ID	Syamsudin Noor International Airport\nBDK	0	CI	\nBDL	129	US	Bradley International Airport\nBDM	287	TR	\nBDN	207	PK	\nBDO	202	ID	Husein Sastranegara International Airport\nBDP	208	NP	Bhadrapur Airport\nBDQ	209	IN	Vadodara Airport\nBDR	129	US	\nBDS	307	IT	Brindisi - Salento Airport\nBDT	27	CD	Gbadolite Airport\nBDU	302	NO	Bardufoss Airport\nBDV	32	CD	\nBDW	268	AU	\nBDX	85	US	\nBDY	112	US	\nBDZ	359	PG	\nBEA	359	PG	\nBEB	294	GB	Benbecula Airport\nBEC	78	US	\nBED	129	US	Laurence G. Hanscom Field\nBEE	268	AU	\nBEF	113	NI	Bluefields Airport\nBEG	274	RS	Belgrad Nikola Tesla Airport\nBEH	86	US	\nBEI	2	ET	\nBEJ	215	ID	Kalimarau Airport\nBEK	209	IN	Bareilly Airport\nBEL	66	BR	Val De Cans International Airport\nBEM	13	MA	\nBEN	47	LY	Benina International Airport\nBEO	269	AU	\nBEP	209	IN	\nBEQ	294	GB	\nBER	275	DE	Berlin Brandenburg Airport\nBES	303	FR	Brest Bretagne Airport\nBET	51	US	Bethel Airport\nBEU	260	AU	Bedourie Airport\nBEV	204	IL	\nBEW	35	MZ	Beira International Airport\nBEX	294	GB	\nBEY	187	LB	Beirut-Rafic Hariri International Airport\nBEZ	363	KI	\nBFA	62	PY	\nBFC	260	AU	\nBFD	129	US	Bradford Regional Airport\nBFE	275	DE	\nBFF	85	US	Western Nebraska Regional Airport\nBFG	85	US	\nBFH	149	BR	\nBFI	112	US	King County International Airport\nBFJ	233	CN	Bijie Feixiong Airport\nBFK	85	US	\nBFL	112	US	Meadows Field Airport\nBFM	78	US	\nBFN	22	ZA	Bram Fischer International Airport\nBFO	21	ZW	\nBFP	129	US	\nBFQ	132	PA	Bahia Pinas Airport\nBFR	104	US	\nBFS	294	GB	Belfast International Airport\nBFT	129	US	\nBFU	233	CN	\nBFV	186	TH	Buriram Airport\nBFW	3	DZ	\nBFX	18	CM	\nBFY	233	CN	Bengbu Tenghu Airport\nBGA	70	CO	Palonegro International Airport\nBGB	29	GA	\nBGC	292	PT	Braganca Airport\nBGD	78	US	\nBGE	129	US	\nBGF	6	CF	Bangui-M'poko International Airport\nBGG	287	TR	Bingol Airport\nBGH	43	MR	\nBGI	65	BB	Grantley Adams International Airport\nBGJ	256	IS	\nBGK	67	BZ	Big Creek Airport\nBGL	208	NP	\nBGM	129	US	Greater Binghamton Airport\nBGN	214	RU	\nBGO	302	NO	Bergen Airport\nBGP	29	GA	\nBGQ	51	US	\nBGR	129	US	Bangor International Airport\nBGS	210	RU	\nBGT	135	US	\nBGU	6	CF	\nBGV	149	BR	\nBGW	183	IQ	Baghdad International Airport\nBGX	149	BR	\nBGY	307	IT	Orio al Serio International Airport\nBGZ	292	PT	\nBHA	99	EC	\nBHB	129	US	Hancock County-Bar Harbor Airport\nBHC	207	PK	Bhurban Heliport\nBHD	294	GB	George Best Belfast City Airport\nBHE	332	NZ	Woodbourne Airport\nBHF	70	CO	\nBHG	157	HN	\nBHH	229	SA	Bisha Domestic Airport\nBHI	54	AR	Comandante Espora Airport\nBHJ	209	IN	Shyamji Krishna Verma Airport\nBHK	237	UZ	Bukhara Airport\nBHL	160	MX	\nBHM	78	US	Birmingham-Shuttlesworth International Airport\nBHN	176	YE	\nBHO	209	IN	Raja Bhoj Airport\nBHP	208	NP	\nBHQ	261	AU	Broken Hill Airport\nBHR	208	NP	Bharatpur Airport\nBHS	269	AU	Bathurst Airport (New South Wales)\nBHT	260	AU	\nBHU	209	IN	Bhavnagar Airport\nBHV	207	PK	Bahawalpur Airport\nBHW	207	PK	\nBHX	294	GB	Birmingham Airport\nBHY	233	CN	Beihai Fucheng Airport\nBIA	303	FR	Airport of Bastia Poretta\nBIB	38	SO	\nBIC	303	FR	Belle Ile\nBID	129	US	Block Island State Airport\nBIE	78	US	\nBIF	85	US	\nBIG	51	US	\nBIH	112	US	Bishop Airport\nBII	348	MH	Enyu Airfield\nBIJ	359	PG	\nBIK	203	ID	Frans Kaisiepo International Airport\nBIL	85	US	Billings Logan International Airport\nBIM	128	BS	Bimini International Airport\nBIN	205	AF	\nBIO	296	ES	Bilbao Airport\nBIP	260	AU	\nBIQ	303	FR	Biarritz - Anglet - Bayonne Airport\nBIR	208	NP	Biratnagar Airport\nBIS	78	US	Bismarck Airport\nBIT	208	NP	\nBIU	256	IS	\nBIV	6	CF	\nBIW	268	AU	\nBIX	78	US	\nBIY	22	ZA	\nBIZ	359	PG	\nBJA	3	DZ	Soummam – Abane Ramdane Airport\nBJB	239	IR	Bojnurd International Airport\nBJC	85	US	Rocky Mountain Metropolitan Airport\nBJD	256	IS	\nBJE	25	SD	\nBJF	302	NO	Batsfjord Airport\nBJG	215	ID	\nBJH	208	NP	\nBJI	78	US	\nBJJ	129	US	\nBJK	203	ID	\nBJL	7	GM	Yundum International Airport\nBJM	11	BI	Bujumbura International Airport\nBJN	35	MZ	\nBJO	110	BO	\nBJP	149	BR	\nBJQ	217	OM	\nBJR	2	ET	Bahir Dar Airport\nBJT	191	LK	Bentota River Seaplane Base\nBJU	208	NP	\nBJV	287	TR	Milas-Bodrum Airport\nBJW	215	ID	\nBJX	122	MX	Guanajuato International Airport\nBJY	274	RS	\nBJZ	296	ES	Badajoz Airport\nBKA	210	RU	\nBKB	209	IN	\nBKC	51	US	Buckland Airport\nBKD	78	US	\nBKE	112	US	\nBKF	51	US	Lake Brooks Seaplane Base\nBKG	78	US	Branson Airport\nBKH	344	US	\nBKI	211	MY	Kota Kinabalu International Airport\nBKJ	14	GN	\nBKK	186	TH	Suvarnabhumi Airport\nBKL	129	US	\nBKM	211	MY	Bakelalan Airport\nBKN	181	TM	\nBKO	5	ML	Bamako-Senou International Airport\nBKP	260	AU	\nBKQ	260	AU	Blackall Airport\nBKR	41	TD	\nBKS	202	ID	Fatmawati Soekarno Airport\nBKT	129	US	\nBKU	321	MG	\nBKV	233	CN	Bailing Airport\nBKW	129	US	Raleigh County Memorial Airport\nBKX	78	US	\nBKY	32	CD	\nBKZ	16	TZ	Bukoba Airport\nBLA	75	VE	General Jose Antonio Anzoategui International Airport\nBLB	132	PA	Panama Pacifico Airport\nBLC	18	CM	\nBLD	112	US	\nBLE	313	SE	Dala Airport\nBLF	129	US	\nBLG	211	MY	\nBLH	112	US	\nBLI	112	US	Bellingham International Airport\nBLJ	3	DZ	Batna Airport\nBLK	294	GB	\nBLL	281	DK	Billund Airport\nBLM	129	US	\nBLN	267	AU	\nBLO	256	IS	\nBLP	111	PE	Huallaga Airport\nBLQ	307	IT	Guglielmo Marconi Airport\nBLR	209	IN	Kempegowda International Airport\nBLS	260	AU	\nBLT	260	AU	\nBLU	112	US	\nBLV	78	US	MidAmerica St. Louis Airport / Scott AFB\nBLW	38	SO	Beledweyne Airport\nBLX	307	IT	\nBLY	282	IE	\nBLZ	9	MW	Chileka International Airport\nBMA	313	SE	Bromma Stockholm Airport\nBMB	32	CD	\nBMC	85	US	\nBMD	321	MG	\nBME	268	AU	Broome International Airport\nBMF	6	CF	\nBMG	104	US	\nBMH	359	PG	\nBMI	78	US	Central Illinois Regional Airport\nBMJ	100	GY	\nBMK	275	DE	Borkum Airport\nBML	129	US	\nBMM	29	GA	\nBMN	183	IQ	\nBMO	247	MM	Banmaw Airport\nBMP	260	AU	\nBMQ	40	KE	Bamburi Airport\nBMR	275	DE	Baltrum Airport\nBMS	66	BR	Brumado Airport\nBMT	78	US	\nBMU	215	ID	Sultan Muhammad Salahuddin Airport\nBMV	199	VN	Phung-Duc Airport\nBMW	3	DZ	Bordj Badji Mokhtar Airport\nBMX	51	US	\nBMY	355	NC	Belep Island Airport\nBMZ	359	PG	\nBNA	78	US	Nashville International Airport\nBNB	27	CD	Boende Airport\nBNC	32	CD	\nBND	239	IR	Bandar Abbas International Airport\nBNE	260	AU	Brisbane Airport\nBNF	151	US	\nBNG	112	US	\nBNH	129	US	\nBNI	28	NG	Benin City Airport\nBNK	269	AU	Ballina Byron Gateway Airport\nBNL	129	US	\nBNM	359	PG	\nBNN	302	NO	Bronnoysund Airport, Bronnoy\nBNO	112	US	\nBNP	207	PK	\nBNQ	216	PH	\nBNR	44	BF	\nBNS	75	VE	Barinas Airport\nBNT	359	PG	\nBNU	149	BR	\nBNV	359	PG	\nBNW	78	US	\nBNX	309	BA	Banja Luka International Airport\nBNY	342	SB	Bellona Airport\nBNZ	359	PG	\nBOA	27	CD	\nBOB	362	PF	Bora Bora Airport\nBOC	132	PA	Bocas Del Toro Airport\nBOD	303	FR	Bordeaux Airport\nBOE	10	CG	\nBOF	129	US	Bolling AFB Heliport\nBOG	70	CO	El Dorado International Airport\nBOH	294	GB	Bournemouth International Airport\nBOI	71	US	Boise Airport\nBOJ	312	BG	Bourgas Airport\nBOK	112	US	\nBOL	294	GB	\nBOM	209	IN	Chhatrapati Shivaji Maharaj International Airport\nBON	83	BQ	Flamingo International Airport\nBOO	302	NO	Bodo Airport\nBOP	6	CF	\nBOQ	359	PG	\nBOR	303	FR	\nBOS	129	US	Logan International Airport\nBOT	359	PG	Boset Airport\nBOU	303	FR	\nBOV	359	PG	\nBOW	129	US	\nBOX	262	AU	\nBOY	44	BF	Bobo Dioulasso Airport\nBOZ	6	CF	\nBPA	216	PH	\nBPB	359	PG	\nBPC	18	CM	\nBPD	359	PG	\nBPE	233	CN	Qinhuangdao Beidaihe Airport\nBPF	342	SB	\nBPG	73	BR	\nBPH	216	PH	\nBPI	85	US	\nBPK	359	PG	\nBPL	233	CN	Bole Alashankou Airport\nBPM	209	IN	\nBPN	215	ID	Sultan Aji Muhammad International Airport\nBPS	66	BR	Porto Seguro International Airport\nBPT	78	US	Jack Brooks Regional Airport\nBPX	233	CN	Changdu Bangda Airport\nBPY	321	MG	Besalampy Airport\nBQA	216	PH	\nBQB	268	AU	Busselton Margaret River Airport\nBQE	8	GW	\nBQG	245	RU	Bogorodskoye Airport\nBQH	294	GB	\nBQI	49	NA	\nBQJ	245	RU	Batagay Airport\nBQK	129	US	Brunswick Golden Isles Airport\nBQL	260	AU	Boulia Airport\nBQN	139	PR	Rafael Hernández International Airport\nBQO	0	CI	\nBQQ	66	BR	\nBQS	246	RU	Ignatievo Airport\nBQT	299	BY	Brest Airport\nBQU	156	VC	J.F. Mitchell\nBQV	51	US	\nBQW	268	AU	\nBRA	66	BR	Barreiras Airport\nBRB	92	BR	Barreirinhas Airport\nBRC	54	AR	San Carlos de Bariloche International Airport\nBRD	78	US	Brainerd Lakes Regional Airport\nBRE	275	DE	Bremen Airport\nBRG	215	ID	\nBRH	359	PG	\nBRI	307	IT	Bari International Airport-Karol Wojtyla\nBRJ	267	AU	\nBRK	269	AU	Bourke Airport\nBRL	78	US	Southeast Iowa Regional Airport\nBRM	75	VE	Barquisimeto Airport\nBRN	320	CH	Bern Airport\nBRO	78	US	Brownsville/South Padre Island International Airport\nBRP	359	PG	\nBRQ	305	CZ	Turany Airport\nBRR	294	GB	Barra Eoligarry Airport\nBRS	294	GB	Bristol Airport\nBRT	262	AU	\nBRU	277	BE	Brussels Airport\nBRV	275	DE	\nBRW	51	US	Wiley Post-Will Rogers Memorial Airport\nBRX	148	DO	Barahona Airport\nBRY	129	US	\nBSA	38	SO	Bosaso International Airport\nBSB	149	BR	International Airport of Brasilia\nBSC	70	CO	Bahia Solano Airport\nBSD	233	CN	Baoshan Airport\nBSE	211	MY	\nBSF	344	US	\nBSG	34	GQ	Bata Airport\nBSI	216	PH	\nBSJ	267	AU	\nBSK	3	DZ	Biskra Airport\nBSL	303	FR	EuroAirport Basel-Mulhouse-Freiburg - French\nBSM	239	IR	\nBSN	6	CF	\nBSO	216	PH	Basco Airport\nBSP	359	PG	\nBSQ	135	US	\nBSR	183	IQ	Basra International Airport\nBSS	66	BR	\nBST	205	AF	\nBSU	27	CD	\nBSV	321	MG	\nBSW	51	US	\nBSX	247	MM	Pathein Airport\nBSY	38	SO	\nBSZ	188	KG	Manas International Airport\nBTA	18	CM	\nBTB	10	CG	\nBTC	191	LK	Batticaloa Airport\nBTD	262	AU	\nBTE	19	SL	\nBTF	85	US	\nBTG	6	CF	\nBTH	202	ID	Hang Nadim Airport\nBTI	51	US	Barter Island Airport\nBTJ	202	ID	Sultan Iskandar Muda International Airport\nBTK	201	RU	Bratsk Airport\nBTL	86	US	\nBTM	85	US	Bert Mooney Airport\nBTN	129	US	\nBTO	134	SR	Botopasi Airport\nBTP	129	US	\nBTQ	26	RW	\nBTR	78	US	Baton Rouge Metropolitan Airport\nBTS	276	SK	Bratislava Airport\nBTT	51	US	Bettles Airport\nBTU	211	MY	Bintulu Airport\nBTV	129	US	Burlington International Airport\nBTW	215	ID	Batulicin Airport\nBTX	260	AU	\nBTY	112	US	\nBTZ	186	TH	\nBUA	333	PG	Buka Airport\nBUB	78	US	\nBUC	260	AU	Burketown Airport\nBUD	279	HU	Budapest Airport\nBUF	129	US	Buffalo Niagara International Airport\nBUG	31	AO	\nBUI	203	ID	Bokondini Airport\nBUJ	3	DZ	\nBUK	176	YE	\nBUL	359	PG	\nBUM	78	US	\nBUN	70	CO	Buenaventura Airport\nBUO	38	SO	\nBUP	209	IN	\nBUQ	21	ZW	Bulawayo Joshua Mqabuko Nkomo International Airport\nBUR	112	US	Hollywood Burbank Airport\nBUS	238	GE	Batumi Airport\nBUT	240	BT	Bathpalathang Airport\nBUU	202	ID	Muara Bungo Airport\nBUV	126	UY	\nBUW	215	ID	\nBUX	32	CD	Bunia Airport\nBUY	268	AU	\nBUZ	239	IR	Bushehr Airport\nBVA	303	FR	Paris Beauvais Airport\nBVB	138	BR	Boa Vista Airport\nBVC	253	CV	Aristides Pereira International Airport\nBVE	303	FR	Brive–Souillac Airport\nBVF	338	FJ	\nBVG	302	NO	Berlevag Airport\nBVH	138	BR	Vilhena Airport\nBVI	260	AU	Birdsville Airport\nBVJ	248	RU	Bovanenkovo Airport\nBVK	110	BO	\nBVL	110	BO	\nBVM	66	BR	\nBVO	78	US	\nBVP	359	PG	\nBVS	66	BR	Breves Airport\nBVU	51	US	\nBVV	230	RU	\nBVW	260	AU	\nBVX	78	US	\nBVY	129	US	\nBVZ	268	AU	\nBWA	208	NP	Gautam Buddha International Airport\nBWB	268	AU	\nBWC	112	US	\nBWD	78	US	\nBWE	275	DE	\nBWF	294	GB	\nBWG	78	US	\nBWH	211	MY	\nBWI	129	US	Baltimore/Washington International Thurgood Marshall Airport\nBWJ	359	PG	\nBWK	319	HR	Bol Airport\nBWL	78	US	\nBWM	85	US	\nBWN	189	BN	Brunei International Airport\nBWO	310	RU	Balakovo Airport\nBWP	359	PG	\nBWQ	269	AU	\nBWT	260	AU	Burnie Wynyard Airport\nBWU	269	AU	\nBWW	102	CU	\nBWX	202	ID	Banyuwangi International Airport\nBWY	294	GB	\nBXA	78	US	\nBXB	203	ID	\nBXD	203	ID	\nBXE	15	SN	\nBXF	268	AU	\nBXG	267	AU	Bendigo Airport\nBXH	177	KZ	Balkhash Airport\nBXI	0	CI	\nBXJ	177	KZ	\nBXK	135	US	\nBXL	338	FJ	\nBXM	203	ID	\nBXN	287	TR	\nBXO	320	CH	\nBXP	318	PL	\nBXR	239	IR	Bam Airport\nBXS	112	US	\nBXT	215	ID	Bontang Airport\nBXU	216	PH	Butuan Airport\nBXV	256	IS	\nBXW	202	ID	\nBXX	38	SO	\nBXY	228	KZ	\nBXZ	359	PG	\nBYA	51	US	\nBYB	217	OM	\nBYC	110	BO	\nBYD	176	YE	\nBYF	303	FR	\nBYG	85	US	\nBYH	78	US	\nBYI	71	US	\nBYJ	292	PT	\nBYK	0	CI	Bouake Airport\nBYL	39	LR	\nBYM	102	CU	C.M. de Cespedes Airport\nBYN	242	MN	Bayankhongor Airport\nBYO	73	BR	Bonito Airport\nBYP	268	AU	\nBYQ	215	ID	\nBYR	281	DK	Laeso Airport\nBYS	112	US	\nBYT	282	IE	\nBYU	275	DE	\nBYV	191	LK	\nBYW	112	US	Blakely Island Airport\nBYX	262	AU	\nBZA	113	NI	\nBZB	35	MZ	\nBZC	149	BR	\nBZD	269	AU	\nBZE	67	BZ	Philip S.W. Goldson International Airport\nBZF	112	US	\nBZG	318	PL	Bydgoszcz Ignacy Jan Paderewski Airport\nBZH	21	ZW	\nBZI	287	TR	Balikesir Airport\nBZK	301	RU	Bryansk International Airport\nBZL	193	BD	Barisal Airport\nBZM	321	MG	\nBZN	85	US	Bozeman Yellowstone International Airport\nBZO	307	IT	Bolzano Airport\nBZP	260	AU	\nBZR	303	FR	Beziers Vias Airport\nBZT	78	US	\nBZU	32	CD	\nBZV	10	CG	Maya Maya Airport\nBZX	233	CN	Bazhong Enyang Airport\nBZY	280	MD	\nBZZ	294	GB	\nCAA	157	HN	Catacamas Airport\nCAB	31	AO	Cabinda Airport\nCAC	149	BR	Cascavel Airport\nCAD	86	US	\nCAE	129	US	Columbia Metropolitan Airport\nCAF	114	BR	Carauari Airport\nCAG	307	IT	Cagliari Elmas Airport\nCAH	199	VN	Ca Mau Airport\nCAI	12	EG	Cairo International Airport\nCAJ	75	VE	Canaima Airport\nCAK	129	US	Akron-Canton Regional Airport\nCAL	294	GB	Campbeltown Airport\nCAM	110	BO	\nCAN	233	CN	Guangzhou Baiyun International Airport\nCAO	85	US	\nCAP	136	HT	Cap Haitien Airport\nCAQ	70	CO	\nCAR	129	US	\nCAS	13	MA	\nCAT	292	PT	Cascais Municipal Aerodrome\nCAU	66	BR	Caruaru Airport\nCAV	31	AO	\nCAW	149	BR	Bartolomeu Lisandro Airport\nCAX	294	GB	\nCAY	76	GF	Felix Eboue Airport\nCAZ	269	AU	Cobar Airport\nCBB	110	BO	Jorge Wilstermann International Airport\nCBC	268	AU	\nCBD	209	IN	\nCBE	129	US	\nCBF	78	US	\nCBG	294	GB	\nCBH	3	DZ	Boudghene Ben Ali Lotfi Airport\nCBI	264	AU	\nCBJ	148	DO	\nCBK	78	US	\nCBL	75	VE	\nCBM	78	US	\nCBN	202	ID	\nCBO	216	PH	Awang Airport\nCBP	292	PT	\nCBQ	28	NG	Calabar Airport\nCBR	269	AU	Canberra Airport\nCBS	75	VE	\nCBT	31	AO	Catumbela Airport\nCBU	275	DE	\nCBV	98	GT	\nCBW	149	BR	\nCBX	269	AU	\nCBY	260	AU	\nCBZ	233	CN	Binzhou Dagao General Airport\nCCA	110	BO	Chimore Airport\nCCB	112	US	\nCCC	102	CU	Jardines del Rey Airport\nCCD	112	US	Century City Heliport\nCCE	12	EG	\nCCF	303	FR	Carcassonne Airport\nCCG	78	US	\nCCH	147	CL	\nCCI	149	BR	\nCCJ	209	IN	Kozhikode Calicut International Airport\nCCK	324	CC	Cocos Islands Airport\nCCL	260	AU	\nCCM	149	BR	Criciuma Airport\nCCN	205	AF	\nCCO	70	CO	\nCCP	147	CL	Carriel Sur Airport\nCCR	112	US	Buchanan Field\nCCS	75	VE	Simon Bolivar International Airport\nCCT	54	AR	\nCCU	209	IN	Netaji Subhas Chandra Bose Airport\nCCV	337	VU	Craig Cove Airport\nCCW	259	AU	\nCCX	73	BR	\nCCY	78	US	\nCCZ	128	BS	Chub Cay Airport\nCDA	262	AU	\nCDB	51	US	Cold Bay Airport\nCDC	85	US	Cedar City Regional Airport\nCDD	157	HN	\nCDE	233	CN	Chengde Puning Airport\nCDG	303	FR	Paris-Charles De Gaulle Airport\nCDH	78	US	\nCDI	149	BR	\nCDJ	66	BR	\nCDK	129	US	\nCDL	51	US	\nCDN	129	US	\nCDO	22	ZA	\nCDP	209	IN	Kadapa Airport\nCDQ	260	AU	\nCDR	85	US	Chadron Airport\nCDS	78	US	\nCDT	296	ES	Castellon-Costa Azahar Airport\nCDU	269	AU	\nCDV	51	US	Mudhole Smith Airport\nCDW	129	US	\nCDY	216	PH	\nCEA	78	US	\nCEB	216	PH	Mactan-Cebu International Airport\nCEC	112	US	Del Norte County Regional Airport\nCED	259	AU	Ceduna Airport\nCEE	301	RU	Cherepovets Airport\nCEF	129	US	\nCEG	294	GB	\nCEH	9	MW	\nCEI	186	TH	Chiang Rai International Airport\nCEJ	296	ES	\nCEK	248	RU	Chelyabinsk International Airport\nCEL	149	BR	Canela\nCEM	51	US	Central Airport\nCEN	103	MX	Ciudad Obregon Airport\nCEO	31	AO	\nCEP	110	BO	\nCEQ	303	FR	\nCER	303	FR	\nCES	269	AU	\nCET	303	FR	\nCEU	129	US	\nCEV	104	US	\nCEW	129	US	\nCEX	51	US	\nCEY	78	US	\nCEZ	85	US	Montezuma County Airport\nCFB	149	BR	Cabo Frio International Airport\nCFC	149	BR	\nCFD	78	US	\nCFE	303	FR	Clermont-Ferrand Auvergne Airport\nCFF	31	AO	\nCFG	102	CU	Jaime Gonzalez Airport\nCFH	259	AU	\nCFI	262	AU	\nCFK	3	DZ	Chlef International Airport\nCFM	88	CA	\nCFN	282	IE	Donegal Airport\nCFO	73	BR	\nCFP	260	AU	\nCFQ	81	CA	\nCFR	303	FR	Carpiquet Airport\nCFS	269	AU	Coffs Harbour Airport\nCFT	135	US	\nCFU	273	GR	Ioannis Kapodistrias Airport\nCFV	78	US	\nCGA	108	US	Craig Seaplane Base\nCGB	73	BR	Marechal Rondon International Airport\nCGC	359	PG	\nCGD	233	CN	Changde Airport\nCGE	129	US	\nCGF	129	US	\nCGG	216	PH	\nCGH	149	BR	Sao Paulo Congonhas Airport\nCGI	78	US	Cape Girardeau Regional Airport\nCGJ	33	ZM	\nCGK	202	ID	Soekarno-Hatta International Airport\nCGM	216	PH	Camiguin Airport\nCGN	275	DE	Cologne Bonn Airport\nCGO	233	CN	Zhengzhou Xinzheng International Airport\nCGP	193	BD	Shah Amanat International Airport\nCGQ	233	CN	Changchun Longjia International Airport\nCGR	73	BR	Campo Grande International Airport\nCGS	129	US	\nCGT	43	MR	\nCGV	268	AU	\nCGX	22	ZM	\nCGY	216	PH	Laguindingan Airport\nCGZ	135	US	\nCHA	129	US	Chattanooga Metropolitan Airport\nCHB	207	PK	\nCHC	332	NZ	Christchurch International Airport\nCHD	64	BR	Mucuge Airport\nCHF	232	KR	\nCHG	233	CN	Chaoyang Airport\nCHH	111	PE	Chachapoyas Airport\nCHJ	21	ZW	\nCHK	78	US	\nCHL	71	US	\nCHM	111	PE	Chimbote Airport\nCHN	232	KR	\nCHO	129	US	Charlottesville Albemarle Airport\nCHP	51	US	\nCHQ	273	GR	Chania International Airport\nCHR	303	FR	\nCHS	129	US	Charleston International Airport\nCHT	334	NZ	Chatham Islands / Tuuta Airport\nCHU	51	US	Chuathbaluk Airport\nCHV	292	PT	\nCHX	132	PA	Changuinola Airport\nCHY	342	SB	Choiseul Bay Airport\nCHZ	112	US	\nCIA	307	IT	Rome Ciampino Giovan Battista Pastine Airport\nCIC	112	US	\nCID	78	US	Eastern Iowa Airport\nCIE	268	AU	\nCIF	233	CN	Chifeng Yulong Airport\nCIG	85	US	\nCIH	233	CN	Changzhi Wangcun Airport\nCII	287	TR	\nCIJ	110	BO	Capitan Anibal Arab Airport\nCIK	51	US	Chalkyitsik Airport\nCIL	51	US	\nCIM	70	CO	\nCIN	78	US	\nCIO	62	PY	\nCIP	33	ZM	\nCIQ	98	GT	\nCIR	78	US	\nCIS	345	KI	\nCIT	177	KZ	Shymkent International Airport\nCIU	86	US	Chippewa County International Airport\nCIW	156	VC	Canouan Island Airport\nCIX	111	PE	J.A. Quinones Gonzalez Airport\nCIY	307	IT	Comiso Airport\nCIZ	114	BR	\nCJA	111	PE	Cajamarca Airport\nCJB	209	IN	Coimbatore International Airport\nCJC	147	CL	El Loa Airport\nCJD	70	CO	\nCJF	268	AU	\nCJH	163	CA	\nCJJ	232	KR	Cheongju International Airport\nCJL	207	PK	Chitral Airport\nCJM	186	TH	Chumphon Airport\nCJN	202	ID	Cijulang Nusawiru Airport\nCJS	79	MX	Abraham Gonzalez International Airport\nCJT	122	MX	\nCJU	232	KR	Jeju International Airport\nCJZ	92	BR	Cajazeiras Airport\nCKA	78	US	\nCKB	129	US	North Central West Virginia Airport\nCKC	291	UA	\nCKD	51	US	Crooked Creek Airport\nCKE	112	US	\nCKG	233	CN	Chongqing Jiangbei International Airport\nCKH	214	RU	Chokurdah Airport\nCKI	262	AU	\nCKK	78	US	\nCKL	301	RU	\nCKM	78	US	\nCKN	78	US	\nCKO	149	BR	\nCKR	112	US	\nCKS	66	BR	Carajas Airport\nCKT	239	IR	\nCKU	51	US	\nCKV	78	US	\nCKW	268	AU	Christmas Creek Mine Airport\nCKX	51	US	Chicken Airport\nCKY	14	GN	Conakry International Airport\nCKZ	287	TR	Canakkale Airport\nCLA	193	BD	\nCLD	112	US	McClellan-Palomar Airport\nCLE	129	US	Cleveland Hopkins International Airport\nCLG	112	US	\nCLH	269	AU	\nCLI	78	US	\nCLJ	278	RO	Avram Iancu Cluj International Airport\nCLK	78	US	\nCLL	78	US	Easterwood Airport\nCLM	112	US	\nCLN	66	BR	\nCLO	70	CO	Alfonso Bonilla Aragon International Airport\nCLP	51	US	Clarks Point Airport\nCLQ	122	MX	Colima Airport\nCLR	112	US	\nCLS	112	US	\nCLT	129	US	Charlotte Douglas International Airport\nCLU	104	US	\nCLV	149	BR	Nelson Ribeiro Guimaraes Airport\nCLW	129	US	\nCLX	54	AR	\nCLY	303	FR	Sainte Catherine Airport\nCLZ	75	VE	\nCMA	260	AU	Cunnamulla Airport\nCMB	191	LK	Bandaranaike International Airport\nCMC	66	BR	\nCMD	269	AU	\nCME	120	MX	Ciudad del Carmen International Airport\nCMF	303	FR	Chambery Airport\nCMG	73	BR	Corumba Internacional Airport\nCMH	129	US	John Glenn Columbus International Airport\nCMI	78	US	University of Illinois Willard Airport\nCMJ	236	TW	\nCMK	9	MW	\nCML	260	AU	\nCMM	98	GT	\nCMN	13	MA	Mohammed V International Airport\nCMO	38	SO	\nCMP	66	BR	Campo Alegre Airport\nCMQ	260	AU	\nCMR	303	FR	\nCMS	38	SO	\nCMT	66	BR	\nCMU	359	PG	Chimbu Airport\nCMV	332	NZ	\nCMW	102	CU	Ign Agramonte International Airport\nCMX	86	US	Houghton County Memorial Airport\nCMY	78	US	\nCMZ	35	MZ	\nCNA	103	MX	\nCNB	269	AU	Coonamble Airport\nCNC	260	AU	Coconut Island Airport\nCND	278	RO	Kogalniceanu Airport\nCNE	85	US	\nCNF	149	BR	Tancredo Neves International Airport\nCNG	303	FR	\nCNH	129	US	\nCNI	233	CN	Changhai Airport\nCNJ	260	AU	Cloncurry Airport\nCNK	78	US	\nCNL	281	DK	\nCNM	85	US	Cavern City Air Terminal\nCNN	209	IN	Kannur International Airport\nCNO	112	US	\nCNP	150	GL	Neerlerit Inaat Airport\nCNQ	54	AR	Camba Punta Airport\nCNR	147	CL	\nCNS	260	AU	Cairns Airport\nCNT	54	AR	\nCNU	78	US	\nCNV	66	BR	\nCNW	78	US	\nCNX	186	TH	Chiang Mai International Airport\nCNY	85	US	Canyonlands Regional Airport, Moab\nCNZ	31	AO	\nCOA	112	US	\nCOB	262	AU	\nCOC	54	AR	\nCOD	85	US	Yellowstone Regional Airport\nCOE	112	US	\nCOF	129	US	\nCOG	70	CO	\nCOH	209	IN	\nCOI	129	US	\nCOJ	269	AU	\nCOK	209	IN	Cochin International Airport\nCOL	294	GB	Coll Island Airport\nCOM	78	US	\nCON	129	US	\nCOO	45	BJ	Cotonou Airport\nCOP	129	US	\nCOQ	242	MN	\nCOR	54	AR	Ingeniero Aeronautico Ambrosio L.V. Taravella International Airport\nCOS	85	US	Colorado Springs Airport\nCOT	78	US	\nCOU	78	US	Columbia Regional Airport\nCOV	287	TR	Çukurova International Airport\nCOW	147	CL	\nCOY	268	AU	\nCOZ	148	DO	\nCPA	39	LR	\nCPB	70	CO	\nCPC	59	AR	Aviador Carlos Campos Airport\nCPD	259	AU	Coober Pedy Airport\nCPE	120	MX	Campeche International Airport\nCPF	202	ID	\nCPG	54	AR	\nCPH	281	DK	Copenhagen Airport\nCPI	359	PG	\nCPL	70	CO	\nCPM	112	US	\nCPN	359	PG	\nCPO	147	CL	Chamonate Airport\nCPP	147	CL	\nCPQ	149	BR	\nCPR	85	US	Casper/Natrona County International Airport\nCPS	78	US	\nCPT	22	ZA	Cape Town International Airport\nCPU	66	BR	\nCPV	66	BR	Joao Suassuna Airport\nCPX	139	PR	Benjamin Rivera Noriega Airport\nCQA	73	BR	\nCQD	239	IR	\nCQF	303	FR	\nCQM	296	ES	\nCQP	260	AU	\nCQS	138	BR	\nCQT	70	CO	\nCQW	233	CN	Chongqing Xiannyushan Airport\nCRA	278	RO	Craiova Airport\nCRB	269	AU	\nCRC	70	CO	\nCRD	54	AR	General E. Mosconi International Airport\nCRE	129	US	\nCRF	6	CF	\nCRG	129	US	\nCRH	260	AU	\nCRI	128	BS	Crooked Island Airport\nCRJ	259	AU	\nCRK	216	PH	Clark International Airport\nCRL	277	BE	Brussels South Charleroi Airport\nCRM	216	PH	Catarman National Airport\nCRO	112	US	\nCRP	78	US	Corpus Christi International Airport\nCRQ	66	BR	\nCRR	54	AR	\nCRS	78	US	\nCRT	78	US	\nCRU	96	GD	Carriacou Island Airport\nCRV	307	IT	Crotone Airport\nCRW	129	US	Yeager Airport\nCRX	78	US	\nCRY	268	AU	\nCRZ	181	TM	Turkmenabat Airport\nCSA	294	GB	\nCSB	278	RO	\nCSC	80	CR	\nCSD	262	AU	\nCSE	85	US	\nCSF	303	FR	\nCSG	129	US	Columbus Airport (Georgia)\nCSH	301	RU	Solovky Airport\nCSI	269	AU	\nCSK	15	SN	Cap Skirring Airport\nCSM	78	US	\nCSN	112	US	\nCSO	275	DE	\nCSP	108	US	Cape Spencer Coast Guard Heliport\nCSQ	78	US	\nCSR	70	CO	\nCSS	73	BR	\nCST	338	FJ	\nCSU	149	BR	\nCSV	78	US	\nCSW	118	MX	Cabo San Lucas International Airport\nCSX	233	CN	Changsha Huanghua International Airport\nCSY	301	RU	Cheboksary Airport\nCSZ	54	AR	\nCTA	307	IT	Catania-Fontanarossa Airport\nCTB	85	US	\nCTC	54	AR	Catamarca Airport\nCTD	132	PA	Chitre Alonso Valderrama Airport\nCTE	132	PA	\nCTF	98	GT	\nCTG	70	CO	Rafael Nunez International Airport\nCTH	129	US	\nCTI	31	AO	\nCTK	78	US	\nCTL	260	AU	Charleville Airport\nCTM	74	MX	Chetumal Airport\nCTN	260	AU	Cooktown Airport\nCTO	129	US	\nCTP	66	BR	Carutapera Airport\nCTQ	149	BR	Do Palmar Airport\nCTR	262	AU	\nCTS	241	JP	New Chitose Airport\nCTT	303	FR	\nCTU	233	CN	Chengdu Shuangliu International Airport\nCTV	31	AO	\nCTW	135	US	\nCTX	129	US	\nCTY	129	US	\nCTZ	129	US	\nCUA	118	MX	Ciudad Constitucion Airport\nCUB	129	US	\nCUC	70	CO	Camilo Daza International Airport\nCUD	260	AU	\nCUE	99	EC	Mariscal Lamar International Airport\nCUF	307	IT	Levaldigi Airport\nCUG	260	AU	\nCUH	78	US	\nCUI	70	CO	\nCUJ	216	PH	\nCUK	67	BZ	Caye Caulker Airport\nCUL	118	MX	Culiacan International Airport\nCUM	75	VE	Antonio Jose de Sucre Airport\nCUN	74	MX	Cancun International Airport\nCUO	70	CO	\nCUP	75	VE	Carupano Airport\nCUQ	260	AU	Coen Airport\nCUR	83	CW	Curacao International Airport\nCUS	85	US	\nCUT	59	AR	\nCUU	118	MX	Gen Fierro Villalobos International Airport\nCUV	75	VE	\nCUX	78	US	\nCUY	268	AU	\nCUZ	111	PE	Alejandro Velasco Astete International Airport\nCVA	129	US	Civic Ar Heliport\nCVB	359	PG	\nCVC	259	AU	\nCVE	70	CO	\nCVF	303	FR	\nCVG	129	US	Cincinnati/Northern Kentucky International Airport\nCVH	54	AR	\nCVI	54	AR	\nCVJ	122	MX	\nCVL	359	PG	\nCVM	125	MX	Ciudad Victoria Airport\nCVN	85	US	Clovis Regional Airport\nCVO	112	US	\nCVQ	268	AU	Carnarvon Airport\nCVS	85	US	\nCVT	294	GB	\nCVU	250	PT	Corvo Island (Azores) Airport\nCWA	78	US	Central Wisconsin Airport\nCWB	149	BR	Afonso Pena International Airport\nCWC	291	UA	Chernivtsi International Airport\nCWE	12	EG	\nCWF	78	US	\nCWI	78	US	\nCWJ	233	CN	Cangyuan Washan Airport\nCWK	209	IN	\nCWL	294	GB	Cardiff Airport\nCWR	259	AU	\nCWS	112	US	Center Island Airport\nCWT	269	AU	\nCWW	269	AU	\nCWX	135	US	\nCXA	75	VE	\nCXB	193	BD	Coxs Bazar Airport\nCXC	51	US	\nCXF	51	US	\nCXH	163	CA	Vancouver Harbour Flight Centre Seaplane Terminal\nCXI	346	KI	Christmas Island Airport\nCXJ	149	BR	Hugo Cantergiani Regional Airport\nCXL	112	US	\nCXN	38	SO	\nCXO	78	US	\nCXP	202	ID	Tunggul Wulung Airport\nCXQ	268	AU	\nCXR	199	VN	Cam Ranh International Airport\nCXT	260	AU	\nCXY	128	BS	\nCYA	136	HT	Les Cayes Airport\nCYB	77	KY	Charles Kirkconnel International Airport\nCYC	67	BZ	Caye Chapel Airport\nCYD	67	BZ	\nCYF	51	US	Chefornak Sea Plane Base\nCYG	267	AU	\nCYI	236	TW	Chiayi Airport\nCYL	157	HN	\nCYM	151	US	\nCYO	102	CU	Cayo Largo Del Sur Airport\nCYP	216	PH	Calbayog Airport\nCYR	126	UY	\nCYS	85	US	Cheyenne Regional Airport\nCYT	51	US	Yakataga Intermediate Airport\nCYU	216	PH	Cuyo Airport\nCYW	122	MX	\nCYX	214	RU	Cherskiy Airport\nCYZ	216	PH	Cauayan Airport\nCZA	120	MX	\nCZB	149	BR	\nCZC	51	US	\nCZE	75	VE	Coro Airport\nCZF	51	US	\nCZH	67	BZ	Corozal Airport\nCZJ	132	PA	\nCZK	112	US	\nCZL	3	DZ	Mohamed Boudiaf International Airport\nCZM	74	MX	Cozumel Airport\nCZN	51	US	\nCZO	51	US	\nCZP	121	US	\nCZR	190	RU	\nCZS	89	BR	Cruzeiro do Sul International Airport\nCZT	78	US	\nCZU	70	CO	Corozal Airport\nCZW	318	PL	\nCZX	233	CN	Changzhou Airport\nCZY	260	AU	\nDAA	129	US	\nDAB	129	US	Daytona Beach International Airport\nDAC	193	BD	Hazrat Shahjalal International Airport\nDAD	199	VN	Da Nang International Airport\nDAF	359	PG	\nDAG	112	US	\nDAH	176	YE	\nDAK	12	EG	\nDAL	78	US	Dallas Love Field\nDAM	192	SY	Damascus International Airport\nDAN	129	US	\nDAO	359	PG	\nDAP	208	NP	\nDAR	16	TZ	Julius Nyerere International Airport\nDAS	166	CA	\nDAT	233	CN	Datong Yungang Airport\nDAU	359	PG	Daru Airport\nDAV	132	PA	Enrique Malek Airport\nDAX	233	CN	Dazhou Heshi Airport\nDAY	129	US	James M. Cox Dayton International Airport\nDAZ	205	AF	\nDBA	207	PK	Dalbandin Airport\nDBB	12	EG	Al Alamain International Airport\nDBC	233	CN	Baicheng Chang'an Airport\nDBD	209	IN	\nDBK	191	LK	\nDBM	2	ET	\nDBN	129	US	\nDBO	269	AU	Dubbo City Regional Airport\nDBP	359	PG	\nDBQ	78	US	Dubuque Regional Airport\nDBR	209	IN	Darbhanga Airport\nDBS	71	US	\nDBT	2	ET	\nDBU	191	LK	\nDBV	319	HR	Dubrovnik Airport\nDBY	260	AU	\nDCA	129	US	Ronald Reagan National Airport\nDCF	87	DM	Canefield Airport\nDCG	195	AE	\nDCI	307	IT	\nDCK	51	US	\nDCM	303	FR	Mazamet Airport\nDCN	268	AU	\nDCP	91	CA	Cabin Plant Heliport\nDCT	128	BS	\nDCU	78	US	\nDCY	233	CN	Daocheng Yading Airport\nDDC	78	US	Dodge City Municipal Airport\nDDD	327	MV	\nDDG	233	CN	Dandong Langtou Airport\nDDI	260	AU	Daydream Island Heliport\nDDM	359	PG	\nDDN	260	AU	\nDDR	233	CN	Xigaze Dingri Airport\nDDU	207	PK	\nDEA	207	PK	Dera Ghazi Khan Airport\nDEB	279	HU	Debrecen Airport\nDEC	78	US	Decatur Airport\nDED	209	IN	Dehra Dun Airport\nDEE	245	RU	Mendeleyevo Airport\nDEF	239	IR	Dezful Airport\nDEH	78	US	\nDEI	326	SC	\nDEL	209	IN	Indira Gandhi International Airport\nDEM	2	ET	Dembidolo Airport\nDEN	85	US	Denver International Airport\nDEO	86	US	Hyatt Regency Heliport\nDEP	209	IN	\nDEQ	233	CN	\nDER	359	PG	\nDES	326	SC	\nDET	129	US	\nDEX	203	ID	Nop Goliath Airport\nDEZ	192	SY	\nDFA	233	CN	Danfeng Shangzhen General Airport\nDFI	129	US	\nDFP	260	AU	\nDFW	78	US	Dallas/Fort Worth International Airport\nDGA	67	BZ	Dangriga Airport\nDGC	2	ET	\nDGD	268	AU	\nDGE	269	AU	\nDGF	163	CA	\nDGG	359	PG	Fishermans Heliport\nDGH	209	IN	Deoghar Airport\nDGK	35	MZ	\nDGL	135	US	\nDGM	191	LK	\nDGN	129	US	\nDGO	125	MX	Durango International Airport\nDGP	306	LV	\nDGR	332	NZ	\nDGT	216	PH	Dumaguete Airport\nDGU	44	BF	\nDGW	85	US	\nDGX	294	GB	\nDHA	229	SA	\nDHB	112	US	Deer Harbor Seaplane Airport\nDHD	260	AU	\nDHF	195	AE	\nDHG	245	RU	Dalnegorsk Airport\nDHI	208	NP	\nDHL	176	YE	\nDHM	209	IN	Gaggal Airport\nDHN	78	US	Dothan Regional Airport\nDHO	163	CA	Horn River Heliport\nDHR	271	NL	\nDHT	78	US	\nDHX	202	ID	\nDIA	226	QA	\nDIB	209	IN	Dibrugarh Airport\nDIE	321	MG	Antsiranana/Arrachart Airport\nDIG	233	CN	Diqing Shangri-La Airport\nDIJ	303	FR	Dijon Airport\nDIK	85	US	Dickinson Regional Airport\nDIL	194	TL	Presidente Nicolau Lobato International Airport\nDIM	0	CI	\nDIN	199	VN	Dien Bien Airport\nDIO	51	US	\nDIP	44	BF	\nDIQ	149	BR	\nDIR	2	ET	Aba Tenna D Yilma Airport\nDIS	10	CG	Dolisie Airport\nDIU	209	IN	Diu Airport\nDIV	0	CI	\nDIW	191	LK	\nDIY	287	TR	Diyarbakir Airport\nDJA	45	BJ	\nDJB	202	ID	Sultan Thaha Syaifuddin Airport\nDJE	48	TN	Djerba–Zarzis International Airport\nDJG	3	DZ	Tiska Djanet Airport\nDJH	195	AE	\nDJJ	203	ID	Sentani Airport\nDJM	10	CG	\nDJN	51	US	\nDJO	0	CI	\nDJT	129	US	President Donald J. Trump International Airport\nDJU	256	IS	\nDKA	28	NG	\nDKI	265	AU	\nDKK	129	US	\nDKL	91	CA	Kiwigana Lodge Heliport\nDKR	15	SN	\nDKS	210	RU	\nDKV	262	AU	\nDLA	18	CM	Douala International Airport\nDLB	359	PG	\nDLC	233	CN	Dalian International Airport\nDLD	302	NO	\nDLE	303	FR	Dole-Jura Airport\nDLF	78	US	\nDLG	51	US	Dillingham Airport\nDLH	78	US	Duluth International Airport\nDLI	199	VN	Lien Khuong Airport\nDLK	259	AU	\nDLL	129	US	\nDLM	287	TR	Dalaman Airport\nDLN	85	US	\nDLR	245	RU	Dalnerechensk Airport\nDLS	112	US	\nDLU	233	CN	Dali Airport\nDLV	262	AU	\nDLY	337	VU	\nDLZ	242	MN	Gurvan Saikhan Airport\nDMA	135	US	\nDMB	177	KZ	Taraz Airport\nDMD	260	AU	Doomadgee Airport\nDME	301	RU	Moscow Domodedovo Airport\nDMK	186	TH	Don Mueang International Airport\nDMM	229	SA	King Fahd International Airport\nDMN	85	US	\nDMO	78	US	\nDMR	176	YE	\nDMT	73	BR	\nDMU	209	IN	Dimapur Airport\nDNA	241	JP	\nDNB	260	AU	\nDND	294	GB	Dundee Airport\nDNF	47	LY	\nDNG	268	AU	\nDNH	233	CN	Dunhuang Airport\nDNI	25	SD	\nDNK	291	UA	Dnepropetrovsk International Airport\nDNL	129	US	\nDNM	294	GB	\nDNN	129	US	\nDNO	66	BR	\nDNP	208	NP	\nDNQ	269	AU	\nDNR	303	FR	Pleurtuit Airport\nDNS	78	US	\nDNU	359	PG	\nDNV	78	US	\nDNX	25	SD	\nDNZ	287	TR	Cardak Airport\nDOA	321	MG	\nDOB	203	ID	\nDOC	294	GB	\nDOD	16	TZ	Dodoma Airport\nDOE	134	SR	Djoemoe Airport\nDOF	108	US	Dora Bay Airport\nDOG	25	SD	Dongola Airport\nDOH	226	QA	Hamad International Airport\nDOI	359	PG	\nDOK	290	UA	\nDOL	303	FR	Saint Gatien Airport\nDOM	87	DM	Douglas-Charles Airport\nDON	98	GT	\nDOO	359	PG	\nDOP	208	NP	Dolpa Airport\nDOR	44	BF	\nDOS	359	PG	\nDOU	73	BR	\nDOV	129	US	\nDOX	268	AU	\nDOY	233	CN	Dongying Airport\nDPA	78	US	\nDPB	140	CL	\nDPE	303	FR	\nDPG	85	US	\nDPL	216	PH	Dipolog Airport\nDPO	264	AU	Devonport Airport\nDPP	209	IN	\nDPS	215	ID	Ngurah Rai International Airport\nDPT	245	RU	Deputatskiy Airport\nDPU	359	PG	\nDQA	233	CN	Daqing Sartu Airport\nDQH	51	US	\nDQM	217	OM	Duqm International Airport\nDRA	112	US	\nDRB	268	AU	\nDRC	31	AO	\nDRD	260	AU	\nDRE	86	US	\nDRF	51	US	\nDRG	51	US	Deering Airport\nDRH	203	ID	\nDRI	78	US	\nDRJ	134	SR	Drietabbetje Airport\nDRK	80	CR	\nDRN	260	AU	\nDRO	85	US	Durango-La Plata County Airport\nDRP	216	PH	Bicol International Airport\nDRR	260	AU	\nDRS	275	DE	Dresden International Airport\nDRT	78	US	\nDRU	85	US	\nDRV	327	MV	Dharavandhoo AIrport\nDRW	262	AU	Darwin International Airport\nDRY	268	AU	\nDSA	294	GB	\nDSC	18	CM	\nDSD	97	GP	La Desirade Airport\nDSE	2	ET	Kombolcha Airport\nDSG	216	PH	\nDSI	78	US	Destin Executive Airport\nDSK	207	PK	\nDSM	78	US	Des Moines International Airport\nDSN	233	CN	Ordos Ejin Horo International Airport\nDSO	225	KP	Sondok Airport\nDSS	15	SN	Blaise Diagne International Airport\nDST	195	AE	Dubai Seaplane Terminal\nDSV	129	US	\nDSX	236	TW	\nDSY	223	KH	\nDTA	85	US	\nDTB	202	ID	Silangit Airport\nDTD	215	ID	Datadawai Airport\nDTE	216	PH	\nDTH	112	US	\nDTI	66	BR	\nDTL	78	US	\nDTM	275	DE	Dortmund Airport\nDTN	78	US	\nDTR	112	US	Decatur Island Airport\nDTU	233	CN	Wudalianchi Dedu Airport\nDTW	129	US	Detroit Metropolitan Wayne County Airport\nDUA	78	US	\nDUB	282	IE	Dublin International Airport\nDUC	78	US	\nDUD	332	NZ	Dunedin International Airport\nDUE	31	AO	Dundo Airport\nDUF	129	US	\nDUG	135	US	\nDUJ	129	US	DuBois Regional Airport\nDUK	22	ZA	\nDUM	202	ID	Pinang Kampai Airport\nDUQ	163	CA	\nDUR	22	ZA	King Shaka International Airport\nDUS	275	DE	Dusseldorf International Airport\nDUT	51	US	Unalaska Airport\nDVD	321	MG	\nDVK	88	CA	\nDVL	78	US	Devils Lake Airport\nDVN	78	US	\nDVO	216	PH	Francisco Bangoy Intl Airport\nDVP	260	AU	\nDVR	262	AU	\nDVT	135	US	\nDWA	9	MW	\nDWB	321	MG	Soalala Airport\nDWC	195	AE	Al Maktoum International Airport\nDWD	229	SA	Dawadmi Airport\nDWH	78	US	\nDWO	191	LK	Diyawanna Oya Seaplane Base\nDWR	205	AF	\nDWS	233	CN	Morin Dawa Banner Airport\nDXB	195	AE	Dubai International Airport\nDXD	267	AU	\nDXE	78	US	\nDXJ	233	CN	Xiangxi Biancheng Airport\nDXN	209	IN	\nDXR	129	US	\nDYA	260	AU	\nDYG	233	CN	Zhangjiajie Hehua Airport\nDYL	129	US	\nDYM	260	AU	\nDYR	179	RU	Anadyr Airport\nDYS	78	US	\nDYU	196	TJ	Dushanbe Airport\nDYW	262	AU	\nDZA	329	YT	Dzaoudzi–Pamandzi International Airport\nDZH	233	CN	Dazhou Jinya Airport\nDZI	70	CO	\nDZN	177	KZ	Zhezkazgan Airport\nDZO	126	UY	\nDZU	233	CN	\nEAA	51	US	Eagle Airport\nEAB	176	YE	\nEAE	337	VU	\nEAL	348	MH	\nEAM	229	SA	Nejran Airport\nEAN	85	US	\nEAR	78	US	Kearney Regional Airport\nEAS	296	ES	San Sebastian Airport\nEAT	112	US	Pangborn Memorial Airport\nEAU	78	US	Chippewa Valley Regional Airport\nEAX	134	SR	Paramaribo Eduard Alexander Gummels Airport\nEBA	307	IT	Marina Di Campo Airport\nEBB	24	UG	Entebbe International Airport\nEBD	25	SD	El Obeid Airport\nEBG	70	CO	\nEBH	3	DZ	\nEBJ	281	DK	Esbjerg Airport\nEBL	183	IQ	Erbil International Airport\nEBM	48	TN	\nEBN	348	MH	\nEBO	349	MH	\nEBS	78	US	\nEBU	303	FR	\nEBW	18	CM	\nECA	86	US	\nECG	129	US	\nECH	269	AU	\nECI	113	NI	\nECN	197	CY	Ercan Airport\nECO	70	CO	\nECP	78	US	Northwest Florida Beaches International Airport\nECR	70	CO	\nECS	85	US	\nEDA	151	US	Edna Bay Airport\nEDB	25	SD	\nEDC	78	US	\nEDD	262	AU	\nEDE	129	US	\nEDF	51	US	\nEDG	129	US	Weide Army Air Field\nEDI	294	GB	Edinburgh Airport\nEDK	78	US	\nEDL	40	KE	Eldoret Airport\nEDM	303	FR	\nEDN	245	RU	\nEDO	287	TR	Balikesir Koca Seyit Airport\nEDQ	157	HN	\nEDR	260	AU	Edward River Airport\nEDW	112	US	\nEEA	149	BR	\nEED	112	US	\nEEK	51	US	Eek Airport\nEEN	129	US	\nEES	12	EG	\nEFD	78	US	\nEFG	359	PG	\nEFK	129	US	\nEFL	273	GR	Kefallinia Airport\nEFW	78	US	\nEGA	359	PG	\nEGC	303	FR	Roumanieres Airport\nEGE	85	US	Eagle County Airport\nEGH	12	EG	\nEGI	78	US	\nEGL	2	ET	\nEGM	342	SB	\nEGN	25	SD	\nEGO	301	RU	Belgorod International Airport\nEGP	78	US	\nEGS	256	IS	Egilsstadir Airport\nEGV	78	US	\nEGX	51	US	Egegik Airport\nEHL	54	AR	\nEHM	51	US	\nEHU	233	CN	Ezhou Huahu Airport\nEIA	359	PG	\nEIB	275	DE	\nEIE	210	RU	Eniseysk Airport\nEIH	260	AU	\nEIK	301	RU	Yeysk Airport\nEIL	51	US	\nEIN	271	NL	Eindhoven Airport\nEIS	162	VG	Terrance B. Lettsome International Airport\nEIY	204	IL	\nEJA	70	CO	Yariguies Airport\nEJH	229	SA	Wedjh Airport\nEJN	233	CN	Ejin Banner Taolai Airport\nEJT	349	MH	Enejit Airport\nEKA	112	US	\nEKB	177	KZ	\nEKD	262	AU	\nEKE	100	GY	\nEKI	104	US	\nEKN	129	US	\nEKO	112	US	Elko Airport\nEKS	245	RU	Shakhtyorsk Airport\nEKT	313	SE	\nEKX	129	US	\nELA	78	US	\nELB	70	CO	\nELC	262	AU	Elcho Island Airport\nELD	78	US	South Arkansas Regional Airport\nELE	132	PA	\nELF	25	SD	El Fasher Airport\nELG	3	DZ	El Golea Airport\nELH	128	BS	North Eleuthera International Airport\nELI	51	US	Elim Airport\nELJ	70	CO	El Recreo Airport\nELK	78	US	\nELL	22	ZA	\nELM	129	US	Elmira Corning Regional Airport\nELN	112	US	\nELO	54	AR	\nELP	85	US	El Paso International Airport\nELQ	229	SA	Prince Nayef bin Abdulaziz Regional Airport\nELR	203	ID	\nELS	22	ZA	King Phalo Airport\nELT	12	EG	\nELU	3	DZ	Guemar Airport\nELV	108	US	Elfin Cove Sea Plane Base\nELW	51	US	\nELX	75	VE	\nELY	112	US	\nELZ	129	US	\nEMA	294	GB	East Midlands Airport\nEMD	260	AU	Emerald Airport\nEME	275	DE	Emden Airport\nEMG	22	ZA	\nEMI	359	PG	\nEMK	51	US	Emmonak Airport\nEML	320	CH	\nEMM	85	US	\nEMN	43	MR	\nEMO	359	PG	\nEMP	78	US	\nEMR	98	GT	El Mirador Heliport\nEMS	359	PG	\nEMT	112	US	\nEMX	54	AR	\nEMY	12	EG	\nENA	51	US	Kenai Municipal Airport\nENB	268	AU	\nENC	303	FR	\nEND	78	US	\nENE	215	ID	H. Hasan Aroeboesman Airport\nENF	285	FI	Enontekio Airport\nENG	202	ID	\nENH	233	CN	Xujiaping Airport\nENI	216	PH	El Nido Airport\nENJ	98	GT	\nENK	294	GB	\nENL	78	US	\nENN	51	US	\nENO	62	PY	Teniente Amin Ayub Gonzalez Airport\nENS	271	NL	\nENT	349	MH	Enewetak Island Airport\nENU	28	NG	Enugu Airport\nENV	85	US	\nENW	78	US	\nENY	233	CN	Yan'an Nanniwan Airport\nEOH	70	CO	Olaya Herrera International Airport\nEOI	294	GB	Eday Airport\nEOK	78	US	\nEOR	75	VE	\nEOS	78	US	\nEOZ	75	VE	\nEPA	54	AR	\nEPG	78	US	\nEPH	112	US	\nEPL	303	FR	\nEPN	10	CG	\nEPR	268	AU	Esperance Airport\nEPT	359	PG	\nEPU	314	EE	Parnu Airport\nEQS	54	AR	Esquel Airport\nERA	38	SO	\nERB	259	AU	\nERC	287	TR	Erzincan Airport\nERD	291	UA	\nERE	359	PG	\nERF	275	DE	Erfurt–Weimar Airport\nERG	201	RU	\nERH	13	MA	Moulay Ali Cherif Airport\nERI	129	US	Erie International Airport\nERL	233	CN	Erenhot Saiwusu International Airport\nERM	149	BR	\nERN	138	BR	\nERO	108	US	Eldred Rock Coast Guard Heliport\nERQ	260	AU	\nERR	129	US	\nERS	49	NA	Eros Airport\nERT	242	MN	\nERU	359	PG	\nERV	78	US	\nERZ	287	TR	Erzurum Airport\nESA	359	PG	\nESB	287	TR	Ankara Esenboga Airport\nESC	86	US	Delta County Airport\nESD	112	US	Orcas Island Airport\nESE	160	MX	\nESF	78	US	\nESG	62	PY	\nESH	294	GB	\nESI	149	BR	\nESK	287	TR	\nESL	301	RU	Elista Airport\nESM	99	EC	Colonel Carlos Concha Torres Airport\nESN	129	US	\nESO	85	US	\nESP	129	US	\nESR	147	CL	El Salvador Airport\nESS	275	DE	\nEST	78	US	\nESU	13	MA	Essaouira Mogador Airport\nESW	112	US	\nETB	78	US	\nETD	259	AU	\nETE	2	ET	\nETH	204	IL	\nETL	245	RU	\nETM	204	IL	Eilat-Ramon Airport\nETN	78	US	\nETR	99	EC	Coronel Artilleria Victor Larrea Airport\nETS	78	US	\nETZ	303	FR	Metz-Nancy-Lorraine Airport\nEUA	364	TO	Kaufana Airport\nEUC	263	AU	\nEUE	112	US	\nEUF	78	US	\nEUG	112	US	Eugene Airport\nEUM	275	DE	\nEUN	13	MA	Hassan I Airport\nEUO	70	CO	\nEUQ	216	PH	\nEUX	83	BQ	F D Roosevelt Airport\nEVA	78	US	\nEVD	262	AU	\nEVE	302	NO	Harstad/Narvik Airport, Evenes\nEVG	313	SE	Sveg Airport\nEVH	260	AU	\nEVM	78	US	\nEVN	249	AM	Zvartnots International Airport\nEVV	78	US	Evansville Regional Airport\nEVW	85	US	\nEVX	303	FR	\nEWB	129	US	New Bedford Airport\nEWE	203	ID	\nEWI	203	ID	\nEWK	78	US	\nEWN	129	US	Coastal Carolina Regional Airport\nEWO	10	CG	\nEWR	129	US	Newark Liberty International Airport\nEXI	108	US	Excursion Inlet Sea Plane Base\nEXM	268	AU	\nEXT	294	GB	Exeter Airport\nEYA	246	RU	\nEYK	248	RU	Beloyarsky Airport\nEYL	5	ML	\nEYP	70	CO	El Yopal Airport\nEYR	112	US	\nEYS	40	KE	\nEYW	129	US	Key West International Airport\nEZE	54	AR	Ezeiza/Ministro Pistarini International Airport\nEZS	287	TR	Elazig Airport\nEZV	248	RU	\nFAA	14	GN	\nFAB	294	GB	\nFAC	362	PF	\nFAE	254	FO	Vagar Airport\nFAF	129	US	\nFAG	256	IS	\nFAH	205	AF	\nFAI	51	US	Fairbanks International Airport\nFAJ	139	PR	\nFAK	151	US	\nFAM	78	US	\nFAN	302	NO	\nFAO	292	PT	Faro Airport\nFAQ	359	PG	\nFAR	78	US	Hector International Airport\nFAS	256	IS	\nFAT	112	US	Fresno Yosemite International Airport\nFAU	217	OM	\nFAV	362	PF	Fakarava Airport\nFAY	129	US	Fayetteville Regional Airport\nFAZ	239	IR	\nFBA	114	BR	\nFBD	205	AF	Faizabad Airport\nFBE	149	BR	Francisco Beltrao Airport\nFBG	129	US	\nFBK	51	US	\nFBL	78	US	\nFBM	32	CD	Lubumbashi International Airport\nFBR	85	US	\nFBS	112	US	\nFBY	78	US	\nFCA	85	US	Glacier Park International Airport\nFCB	22	ZA	\nFCH	112	US	\nFCM	78	US	\nFCN	275	DE	Cuxhaven/Nordholz Airport\nFCO	307	IT	Leonardo da Vinci-Fiumicino Airport\nFCS	85	US	\nFCT	112	US	Vagabond Heliport\nFCY	78	US	\nFDE	302	NO	Bringeland Airport\nFDF	116	MQ	Martinique Aime Cesaire International Airport\nFDH	275	DE	Bodensee Airport Friedrichshafen\nFDK	129	US	\nFDR	78	US	\nFDU	27	CD	Bandundu Airport\nFDY	129	US	\nFEA	294	GB	\nFEB	208	NP	\nFEC	64	BR	Joao Durval Carneiro Airport\nFEG	237	UZ	Fergana Airport\nFEJ	145	BR	\nFEK	0	CI	\nFEL	275	DE	\nFEN	130	BR	Fernando De Noronha Airport\nFEP	78	US	\nFES	296	ES	San Fernando Airport\nFET	78	US	\nFEW	85	US	Warren Air Force Base\nFEZ	13	MA	Fes-Saiss Airport\nFFA	129	US	\nFFD	294	GB	\nFFL	78	US	\nFFM	78	US	\nFFO	129	US	\nFFT	129	US	\nFFU	147	CL	\nFGD	43	MR	\nFGI	331	WS	\nFGL	332	NZ	\nFGR	296	ES	Fuengirola Airport\nFGU	362	PF	Fangatau Airport\nFHU	135	US	\nFHZ	362	PF	Fakahina Airport\nFIC	151	US	Fire Cove Airport\nFID	129	US	\nFIE	294	GB	Fair Isle Airport\nFIG	14	GN	\nFIH	27	CD	N'djili International Airport\nFIK	262	AU	\nFIL	85	US	\nFIN	359	PG	\nFIV	108	US	Five Finger Heliport\nFIZ	268	AU	Fitzroy Crossing Airport\nFJR	195	AE	Fujairah International Airport\nFKB	275	DE	Baden-Airpark\nFKH	294	GB	Sculthorp Royal Air Force\nFKI	32	CD	Kisangani Bangoka International Airport\nFKJ	241	JP	\nFKL	129	US	\nFKN	129	US	\nFKQ	203	ID	Fak Fak Airport\nFKS	241	JP	Fukushima Airport\nFLA	70	CO	Florencia Airport\nFLB	66	BR	\nFLC	269	AU	Falls Creek Airport\nFLD	78	US	\nFLF	275	DE	\nFLG	135	US	Flagstaff Pulliam Airport\nFLH	294	GB	\nFLI	256	IS	\nFLJ	51	US	Falls Bay Airport\nFLL	129	US	Fort Lauderdale-Hollywood International Airport\nFLM	62	PY	\nFLN	149	BR	Floripa Airport\nFLO	129	US	Florence Airport\nFLP	78	US	\nFLR	307	IT	Florence Airport, Peretola\nFLS	264	AU	Flinders Island Airport\nFLT	51	US	\nFLV	78	US	\nFLW	250	PT	Flores Island Airport\nFLX	112	US	\nFLY	269	AU	\nFLZ	202	ID	Ferdinand Lumban Tobing Airport\nFMA	56	AR	Formosa Airport\nFMC	51	US	Five Mile Airport\nFME	129	US	\nFMG	80	CR	Flamingo Airport\nFMH	129	US	\nFMI	32	CD	Kalemie Airport\nFMM	275	DE	Memmingen Allgau Airport\nFMN	85	US	\nFMO	275	DE	Munster Osnabruck International Airport\nFMS	78	US	\nFMT	327	MV	Faresmaathodaa Airport\nFMU	112	US	\nFMY	129	US	\nFNA	19	SL	Freetown International Airport\nFNB	275	DE	\nFNC	255	PT	Madeira Airport\nFND	327	MV	\nFNE	359	PG	\nFNG	44	BF	\nFNH	2	ET	\nFNI	303	FR	Garons Airport\nFNJ	225	KP	Pyongyang Sunan International Airport\nFNK	51	US	Fin Creek Airport\nFNL	85	US	\nFNR	108	US	Funter Bay Sea Plane Base\nFNT	86	US	Bishop International Airport\nFNU	307	IT	\nFOA	294	GB	Foula Airport\nFOB	112	US	\nFOC	233	CN	Changle International Airport\nFOD	78	US	Fort Dodge Airport\nFOE	78	US	\nFOG	307	IT	Gino Lisa Airport\nFOK	129	US	\nFOM	18	CM	\nFON	80	CR	\nFOO	203	ID	\nFOP	129	US	Morris Army Air Field\nFOR	66	BR	Pinto Martins – Fortaleza International Airport\nFOS	268	AU	\nFOT	269	AU	\nFOU	29	GA	\nFOX	51	US	Fox Airport\nFOY	39	LR	\nFPO	128	BS	Grand Bahama International Airport\nFPR	129	US	\nFPY	129	US	\nFRA	275	DE	Frankfurt Airport\nFRB	269	AU	\nFRC	149	BR	\nFRD	112	US	Friday Harbor Airport\nFRE	342	SB	Fera Island Airport\nFRF	275	DE	\nFRG	129	US	\nFRH	104	US	\nFRI	78	US	\nFRK	326	SC	\nFRL	307	IT	Luigi Ridolfi Airport\nFRM	78	US	\nFRN	51	US	\nFRO	302	NO	Floro Airport\nFRQ	359	PG	\nFRR	129	US	\nFRS	98	GT	Santa Elena Airport\nFRT	147	CL	\nFRW	20	BW	Phillip Gaonwe Matante International Airport\nFRY	129	US	\nFRZ	275	DE	\nFSC	303	FR	Sud Corse Airport\nFSD	78	US	Sioux Falls Regional Airport\nFSI	78	US	\nFSK	78	US	\nFSL	268	AU	\nFSM	78	US	Fort Smith Regional Airport\nFSP	123	PM	Saint Pierre Airport\nFSS	294	GB	\nFST	78	US	\nFSU	85	US	\nFSZ	241	JP	Shizuoka Airport\nFTA	337	VU	Futuna Airport\nFTE	54	AR	Comandante Armando Tola International Airport\nFTI	356	AS	Fitiuta Airport\nFTK	78	US	\nFTL	51	US	Fortuna Ledge Airport\nFTU	321	MG	Marillac Airport\nFTW	78	US	\nFTX	10	CG	\nFTY	129	US	\nFUB	359	PG	\nFUE	252	ES	Fuerteventura Airport\nFUG	233	CN	Fuyang Airport\nFUJ	241	JP	Fukue Airport\nFUK	241	JP	Fukuoka Airport\nFUL	112	US	\nFUM	359	PG	\nFUN	339	TV	Funafuti Atol International Airport\nFUO	233	CN	Fuoshan Airport\nFUT	366	WF	Futuna Island Airport\nFVL	268	AU	\nFVM	327	MV	\nFVR	268	AU	\nFWA	104	US	Fort Wayne International Airport\nFWB	78	US	\nFWH	78	US	\nFWL	51	US	\nFWM	294	GB	Fort WilliamHeliport\nFXE	129	US	\nFXM	51	US	Flaxman Island Airport\nFXO	35	MZ	\nFXY	78	US	\nFYG	233	CN	\nFYJ	233	CN	Fuyuan Dongji Airport\nFYM	78	US	\nFYN	233	CN	Fuyun Koktokay Airport\nFYT	41	TD	\nFYU	51	US	Fort Yukon Airport\nFYV	78	US	\nFZL	185	AZ	\nFZO	294	GB	\nGAA	70	CO	\nGAB	112	US	\nGAC	157	HN	\nGAD	78	US	\nGAE	48	TN	Gabes - Matmata International Airport\nGAF	48	TN	Gafsa – Ksar International Airport\nGAG	78	US	\nGAH	260	AU	\nGAI	129	US	\nGAJ	241	JP	Yamagata Airport\nGAL	51	US	Edward G. Pitka Sr. Airport\nGAM	51	US	Gambell Airport\nGAN	327	MV	Gan International Airport\nGAO	102	CU	\nGAP	359	PG	\nGAQ	5	ML	Gao Airport\nGAR	359	PG	\nGAS	40	KE	\nGAT	303	FR	\nGAU	209	IN	Lokpriya Gopinath Bordoloi International Airport\nGAV	203	ID	\nGAW	247	MM	\nGAX	29	GA	Gamba Airport\nGAY	209	IN	Gaya Airport\nGAZ	359	PG	\nGBA	294	GB	\nGBB	185	AZ	Gabala International Airport\nGBC	359	PG	\nGBD	78	US	\nGBE	20	BW	Sir Seretse Khama International Airport\nGBF	359	PG	\nGBG	78	US	\nGBH	51	US	\nGBI	209	IN	Kalaburagi Airport\nGBJ	97	GP	Marie-Galante Airport\nGBK	19	SL	\nGBL	268	AU	\nGBM	38	SO	\nGBO	129	US	Baltimore Greenbelt T Station\nGBP	260	AU	\nGBR	129	US	\nGBS	332	NZ	Port Fitzroy Seaplane Base\nGBT	239	IR	\nGBU	25	SD	\nGBV	268	AU	\nGBW	268	AU	\nGBZ	332	NZ	\nGCA	70	CO	\nGCC	85	US	Campbell County Airport\nGCD	112	US	\nGCH	239	IR	Gachsaran Airport\nGCI	284	GG	Guernsey Airport\nGCJ	22	ZA	\nGCK	78	US	Garden City Regional Airport\nGCM	77	KY	Owen Roberts International Airport\nGCN	135	US	Grand Canyon National Park Airport\nGCT	135	US	\nGCV	149	BR	Gravatai Airport\nGCW	135	US	\nGCY	78	US	\nGDA	6	CF	\nGDB	209	IN	Gondia Airport\nGDC	129	US	\nGDD	268	AU	\nGDE	2	ET	Gode Airport\nGDG	246	RU	\nGDH	51	US	\nGDI	6	CF	\nGDJ	32	CD	\nGDL	122	MX	Don Miguel Hidal Y Costilla International Airport\nGDM	129	US	\nGDN	318	PL	Gdansk Lech Walesa Airport\nGDO	75	VE	\nGDP	66	BR	\nGDQ	2	ET	Gondar Airport\nGDR	149	BR	\nGDT	95	TC	JAGS McCartney International Airport\nGDV	85	US	Dawson Community Airport\nGDW	86	US	\nGDX	214	RU	Magadan Airport\nGDZ	301	RU	Gelendzhik Airport\nGEA	355	NC	Noumea Magenta Airport\nGEB	203	ID	\nGEC	197	CY	Gecitkale Airport\nGED	129	US	\nGEE	264	AU	\nGEF	342	SB	\nGEG	112	US	Spokane International Airport\nGEI	359	PG	Green Islands Airport\nGEK	51	US	Ganes Creek Airport\nGEL	149	BR	Sepe Tiaraju Airport\nGEM	34	GQ	\nGEN	296	ES	Puente Genil Airport\nGEO	100	GY	Cheddi Jagan International Airport\nGER	102	CU	Rafael Cabrera Airport\nGES	216	PH	General Santos International Airport\nGET	268	AU	Geraldton Airport\nGEV	313	SE	Gallivare Airport\nGEW	359	PG	\nGEX	267	AU	\nGEY	85	US	\nGFA	85	US	\nGFD	104	US	\nGFE	269	AU	\nGFF	269	AU	Griffith Airport\nGFK	78	US	Grand Forks International Airport\nGFL	129	US	\nGFN	269	AU	\nGFO	100	GY	\nGFR	303	FR	\nGFY	49	NA	\nGGB	82	BR	\nGGC	31	AO	\nGGD	260	AU	\nGGE	129	US	\nGGF	146	BR	Almeirim Airport\nGGG	78	US	Gregg County Airport\nGGH	149	BR	\nGGJ	149	BR	Guaira Airport\nGGL	70	CO	\nGGM	40	KE	\nGGN	0	CI	\nGGO	0	CI	\nGGR	38	SO	Garowe Airport\nGGS	54	AR	Gobernador Gregores Airport\nGGT	128	BS	Exuma International Airport\nGGW	85	US	Glasgow International Airport\nGHA	3	DZ	Noumerate Airport\nGHB	128	BS	Governor's Harbour Airport\nGHC	128	BS	\nGHD	2	ET	Ghimbi Airport\nGHE	132	PA	\nGHF	275	DE	\nGHK	166	CA	\nGHM	78	US	\nGHN	233	CN	\nGHS	215	ID	\nGHT	47	LY	Ghat Airport\nGHU	54	AR	\nGHV	278	RO	Brașov-Ghimbav International Airport\nGIB	283	GI	North Front Airport\nGIC	260	AU	Boigu Island Airport\nGID	11	BI	\nGIF	129	US	\nGIG	149	BR	RIOgaleao International Airport\nGII	14	GN	\nGIL	207	PK	Gilgit Airport\nGIM	29	GA	\nGIR	70	CO	\nGIS	332	NZ	Gisborne Airport\nGIT	16	TZ	Geita Airport\nGIU	191	LK	\nGIY	22	ZA	\nGIZ	229	SA	Jazan Regional Airport\nGJA	157	HN	Guanaja Airport\nGJL	3	DZ	Jijel Ferhat Abbas Airport\nGJM	138	BR	\nGJR	256	IS	\nGJT	85	US	Grand Junction Regional Airport\nGKA	359	PG	Goroka Airport\nGKD	287	TR	\nGKE	275	DE	\nGKH	208	NP	\nGKK	327	MV	Kooddoo Island Airport\nGKL	260	AU	\nGKN	51	US	Gulkana Airport\nGKO	29	GA	\nGKT	129	US	\nGLA	294	GB	Glasgow Airport\nGLB	135	US	\nGLC	2	ET	\nGLD	85	US	\nGLE	78	US	\nGLF	80	CR	Golfito Airport\nGLG	260	AU	\nGLH	78	US	Greenville Mid-Delta Airport\nGLI	269	AU	\nGLK	38	SO	Abdullahi Yusuf Airport\nGLL	302	NO	\nGLM	260	AU	\nGLN	13	MA	\nGLO	294	GB	\nGLP	359	PG	\nGLQ	51	US	Glennallen Airport\nGLR	86	US	\nGLS	78	US	\nGLT	260	AU	Gladstone Airport\nGLU	240	BT	\nGLV	51	US	Golovin Airport\nGLW	78	US	\nGLX	203	ID	\nGLY	268	AU	\nGLZ	271	NL	\nGMA	27	CD	Gemena Airport\nGMB	2	ET	Gambela Airport\nGMC	70	CO	\nGMD	13	MA	\nGME	299	BY	Gomel Airport\nGMI	359	PG	Gasmata Island Airport\nGML	291	UA	\nGMM	10	CG	\nGMN	332	NZ	\nGMO	28	NG	Gombe Lawanti International Airport\nGMP	232	KR	Gimpo International Airport\nGMQ	233	CN	Golog Maqin Airport\nGMR	341	PF	Gambier Island Airport\nGMS	66	BR	Guimaraes Airport\nGMT	51	US	\nGMU	129	US	\nGMV	85	US	\nGMY	275	DE	Rheindahlen Airport\nGMZ	252	ES	La Gomera Airport\nGNA	299	BY	\nGNB	303	FR	Grenoble-Isere Airport\nGND	96	GD	Maurice Bishop International Airport\nGNE	277	BE	Ghent Airport\nGNF	112	US	\nGNG	71	US	\nGNI	236	TW	\nGNJ	185	AZ	Gyandzha Airport\nGNM	66	BR	\nGNN	2	ET	\nGNR	54	AR	\nGNS	202	ID	Gunungsitoli Airport\nGNT	85	US	\nGNU	51	US	Goodnews Bay Airport\nGNV	129	US	Gainesville Regional Airport\nGNY	287	TR	Sanliurfa GAP Airport\nGNZ	20	BW	\nGOA	307	IT	Genoa Cristoforo Colombo Airport\nGOB	2	ET	\nGOC	359	PG	\nGOE	359	PG	\nGOF	78	US	Goodfellow Air Force Base\nGOG	49	NA	\nGOH	93	GL	Nuuk Airport\nGOI	209	IN	Dabolim International Airport\nGOJ	301	RU	Strigino International Airport\nGOK	78	US	\nGOL	112	US	\nGOM	32	CD	Goma Airport\nGON	129	US	\nGOO	260	AU	\nGOP	209	IN	Gorakhpur Airport\nGOQ	233	CN	Golmud Airport\nGOR	2	ET	\nGOS	269	AU	\nGOT	313	SE	Goteborg Landvetter Airport\nGOU	18	CM	Garoua Airport\nGOV	262	AU	Nhulunbuy Airport\nGOX	209	IN	Manohar International Airport\nGOY	210	RU	Tura Gornij Airport\nGOZ	312	BG	\nGPA	273	GR	Araxos Airport\nGPB	149	BR	Tancredo Thomaz Faria Airport\nGPC	104	US	\nGPD	260	AU	\nGPI	70	CO	Guapi Airport\nGPL	80	CR	\nGPN	262	AU	\nGPO	54	AR	\nGPS	340	EC	Baltra Airport\nGPT	78	US	Gulfport-Biloxi International Airport\nGPZ	78	US	\nGQQ	129	US	\nGRA	70	CO	\nGRB	78	US	Austin Straubel International Airport\nGRC	39	LR	\nGRD	129	US	\nGRE	78	US	\nGRF	112	US	\nGRG	205	AF	\nGRH	359	PG	\nGRI	78	US	Grand Island Airport\nGRJ	22	ZA	George Airport\nGRK	78	US	Killeen Regional Airport\nGRL	359	PG	\nGRM	78	US	\nGRN	85	US	\nGRO	296	ES	Girona-Costa Brava Airport\nGRP	66	BR	\nGRQ	271	NL	Groningen Airport Eelde\nGRR	86	US	Gerald R. Ford International Airport\nGRS	307	IT	\nGRT	207	PK	\nGRU	149	BR	Sao Paulo-Guarulhos International Airport\nGRV	301	RU	Groznyy Airport\nGRW	250	PT	Graciosa Island Airport\nGRX	296	ES	Granada Airport\nGRY	256	IS	Grimsey Airport\nGRZ	316	AT	Graz Airport\nGSA	211	MY	\nGSB	129	US	\nGSC	268	AU	\nGSE	313	SE	\nGSH	104	US	\nGSI	76	GF	\nGSJ	98	GT	\nGSL	166	CA	\nGSM	239	IR	Dayrestan Airport\nGSN	259	AU	\nGSO	129	US	Piedmont Triad International Airport\nGSP	129	US	Greenville-Spartanburg International Airport\nGSQ	12	EG	\nGSR	38	SO	\nGSS	22	ZA	\nGST	108	US	Gustavus Airport\nGSU	25	SD	\nGSV	310	RU	Gagarin International Airport\nGTA	342	SB	Gatokae Aerodrom\nGTB	211	MY	\nGTC	16	TZ	\nGTE	262	AU	Groote Eylandt Airport\nGTF	85	US	Great Falls International Airport\nGTG	78	US	\nGTI	275	DE	\nGTK	211	MY	Sungei Tekai Airport\nGTN	332	NZ	\nGTO	215	ID	Tolotio Airport\nGTP	112	US	\nGTR	78	US	Golden Triangle Regional Airport\nGTS	262	AU	\nGTT	260	AU	\nGTW	305	CZ	\nGTY	129	US	\nGTZ	16	TZ	\nGUA	98	GT	La Aurora International Airport\nGUB	160	MX	Guerrero Negro Airport\nGUC	85	US	Gunnison–Crested Butte Regional Airport\nGUD	5	ML	\nGUE	359	PG	\nGUF	78	US	\nGUG	359	PG	\nGUH	269	AU	\nGUI	75	VE	\nGUJ	149	BR	\nGUL	269	AU	\nGUM	343	GU	A.B. Won Pat International Airport\nGUO	38	SO	Guriel Airport\nGUP	85	US	Gallup Municipal Airport\nGUQ	75	VE	\nGUR	359	PG	Gurney Airport\nGUS	104	US	\nGUT	275	DE	\nGUU	256	IS	\nGUV	359	PG	\nGUW	182	KZ	Atyrau Airport\nGUX	209	IN	\nGUY	78	US	\nGUZ	149	BR	Guarapari Airport\nGVA	320	CH	Geneve Airport\nGVE	129	US	\nGVI	359	PG	\nGVL	129	US	\nGVN	245	RU	\nGVP	267	AU	\nGVR	149	BR	Governador Valadares Airport\nGVT	78	US	\nGVW	78	US	Richards-Gebaur Airport\nGVX	313	SE	\nGWA	247	MM	\nGWD	207	PK	Gwadar International Airport\nGWE	21	ZW	\nGWI	28	NG	\nGWL	209	IN	Gwalior Airport\nGWN	359	PG	\nGWO	78	US	\nGWS	85	US	\nGWT	275	DE	Westerland - Sylt Airport\nGWV	129	US	\nGWY	282	IE	\nGXA	224	ID	\nGXF	176	YE	Seiyun Airport\nGXG	31	AO	Negage Airport\nGXH	233	CN	Gannan Xiahe Airport\nGXQ	147	CL	\nGXX	18	CM	\nGXY	85	US	\nGYA	110	BO	Guayaramerin Airport\nGYB	268	AU	\nGYD	185	AZ	Heydar Aliyev International Airport\nGYE	99	EC	Jose Joaquin de Olmedo Airport\nGYG	246	RU	\nGYI	26	RW	\nGYL	268	AU	\nGYM	103	MX	Gen Jose Maria Yanez International Airport\nGYN	149	BR	Goiania Santa Genoveva Airport\nGYO	202	ID	\nGYP	260	AU	\nGYR	135	US	\nGYS	233	CN	Guang Yuan Airport\nGYU	233	CN	Guyuan Liupanshan Airport\nGYY	78	US	\nGYZ	268	AU	Gruyere Mine\xA0Airport\nGZA	198	PS	\nGZG	233	CN	Garze (Ganzi) Gesar Airport\nGZI	205	AF	\nGZL	78	US	\nGZM	297	MT	Gozo Airport\nGZN	78	US	\nGZO	342	SB	Nusatupe Airport\nGZP	287	TR	Gazipasa Airport\nGZT	287	TR	Gaziantep Airport\nGZW	239	IR	\nHAA	302	NO	Hasvik Airport\nHAB	78	US	\nHAC	241	JP	Hachijo Jima Airport\nHAD	313	SE	Halmstad Airport\nHAF	112	US	\nHAH	325	KM	Prince Said Ibrahim International Airport\nHAI	86	US	\nHAJ	275	DE	Hannover Airport\nHAK	233	CN	Haikou Meilan International Airport\nHAL	49	NA	Halali Airport\nHAM	275	DE	Hamburg Airport\nHAN	199	VN	Noi Bai International Airport\nHAO	129	US	\nHAP	260	AU	Long Island Seaplane Base\nHAQ	327	MV	Hanimaadhoo Airport\nHAR	129	US	\nHAS	229	SA	Hail Airport\nHAT	260	AU	\nHAU	302	NO	Haugesund Airport\nHAV	102	CU	Jose Marti International Airport\nHAW	294	GB	\nHAX	78	US	Hatbox Field\nHAY	70	CO	\nHAZ	359	PG	\nHBA	264	AU	Hobart International Airport\nHBB	85	US	\nHBC	151	US	Hanus Bay Airport\nHBD	359	PG	\nHBE	12	EG	Borg El Arab Airport\nHBG	78	US	\nHBH	108	US	\nHBI	128	BS	Harbour Island Airport\nHBK	135	US	\nHBN	199	VN	Phu-bon Airport\nHBO	78	US	Humboldt Municipal Airport\nHBQ	233	CN	Haibei Qilian Airport\nHBR	78	US	\nHBT	191	LK	Hambantota Seaplane Base\nHBU	242	MN	\nHBX	209	IN	Hubli Airport\nHCA	78	US	\nHCB	151	US	Shoal Cove Airport\nHCC	129	US	\nHCJ	233	CN	Hechi Jinchengjiang Airport\nHCM	38	SO	\nHCN	236	TW	\nHCQ	268	AU	\nHCR	51	US	Holy Cross Airport\nHCW	129	US	\nHCZ	233	CN	Chenzhou Beihu Airport\nHDA	151	US	Hidden Falls Airport\nHDB	275	DE	\nHDD	207	PK	Hyderabad Airport\nHDE	78	US	\nHDF	275	DE	Heringsdorf Airport\nHDG	233	CN	Handan Airport\nHDH	344	US	\nHDK	327	MV	Kulhudhuffushi Airport\nHDM	239	IR	Hamadan Airport\nHDN	85	US	Yampa Valley Airport\nHDO	209	IN	Hindon Airport\nHDR	239	IR	\nHDS	22	ZA	Hoedspruit Airport\nHDY	186	TH	Hat Yai International Airport\nHEA	205	AF	Herat International Airport\nHEB	247	MM	\nHED	51	US	\nHEE	78	US	\nHEH	247	MM	Heho Airport\nHEI	275	DE	Heide-Buesum Airport\nHEK	233	CN	Heihe Aihui Airport\nHEL	285	FI	Helsinki-Vantaa Airport\nHEM	285	FI	\nHEN	285	FI	Hernesaari Heliport\nHEO	359	PG	\nHER	273	GR	Heraklion Airport N. Kazantzakis\nHES	112	US	\nHET	233	CN	Hohhot Baita International Airport\nHEV	296	ES	Huelva Airport\nHEW	233	CN	\nHEY	78	US	Hanchey Army Heliport\nHEZ	78	US	\nHFA	204	IL	Haifa Airport\nHFD	129	US	\nHFE	233	CN	Hefei Xinqiao International Airport\nHFF	129	US	\nHFN	256	IS	Hornafjordur Airport\nHFS	313	SE	Hagfors Airport\nHFT	302	NO	Hammerfest Airport\nHGA	38	SO	Hargeisa Airport\nHGD	260	AU	Hughenden Airport\nHGE	75	VE	\nHGH	233	CN	Hangzhou Xiaoshan International Airport\nHGI	209	IN	Itanagar Hollongi Airport\nHGL	275	DE	Helgoland Airport\nHGN	186	TH	Mae Hong Son Airport\nHGO	0	CI	Korhogo Airport\nHGR	129	US	Hagerstown Regional Airport\nHGS	19	SL	\nHGT	112	US	Hunter Army Air Field\nHGU	359	PG	Mount Hagen Airport\nHGZ	51	US	\nHHE	241	JP	\nHHH	129	US	Hilton Head Airport\nHHI	344	US	\nHHN	275	DE	Frankfurt - Hahn Airport\nHHP	200	HK	Sheung Wan Heliport\nHHQ	186	TH	Hua Hin Airport\nHHR	112	US	Hawthorne Municipal Airport\nHHZ	362	PF	Hikueru\nHIA	233	CN	Huai'an Lianshui Airport\nHIB	78	US	Chisholm Airport\nHID	260	AU	Horn Island Airport\nHIE	129	US	\nHIF	85	US	\nHIG	260	AU	\nHIH	260	AU	Hook Island Airport\nHII	135	US	\nHIJ	241	JP	Hiroshima Airport\nHIK	344	US	\nHIL	2	ET	Shillavo Airport\nHIM	191	LK	\nHIN	232	KR	Sacheon Airport\nHIO	112	US	\nHIP	260	AU	\nHIR	342	SB	Honiara International Airport\nHIS	265	AU	Hayman Island Airport\nHIT	359	PG	\nHIW	241	JP	\nHJB	233	CN	Hejing Bayinbuluke Airport\nHJJ	233	CN	Zhijiang Airport\nHJR	209	IN	Khajuraho Airport\nHJT	242	MN	\nHKA	78	US	\nHKB	51	US	\nHKD	241	JP	Hakodate Airport\nHKG	200	HK	Hong Kong International Airport\nHKK	332	NZ	Hokitika Airport\nHKN	359	PG	Hoskins Airport\nHKR	40	KE	\nHKS	78	US	\nHKT	186	TH	Phuket International Airport\nHKV	312	BG	\nHKY	129	US	\nHLA	22	ZA	Lanseria International Airport\nHLB	104	US	\nHLC	78	US	\nHLD	233	CN	Hulunbuir Hailar Airport\nHLE	257	SH	Saint Helena Airport\nHLF	313	SE	\nHLG	129	US	\nHLH	233	CN	Ulanhot Airport\nHLI	112	US	\nHLJ	317	LT	\nHLL	268	AU	\nHLM	86	US	\nHLN	85	US	Helena Regional Airport\nHLP	202	ID	Halim Perdanakusuma Airport\nHLR	78	US	\nHLS	264	AU	\nHLT	267	AU	\nHLU	355	NC	Houailou Airport\nHLV	260	AU	\nHLW	22	ZA	\nHLY	294	GB	Holyhead Airport\nHLZ	332	NZ	Hamilton International Airport\nHMA	248	RU	Khanty-Mansiysk Airport\nHMB	12	EG	Sohag International Airport\nHME	3	DZ	Oued Irara Airport\nHMG	262	AU	\nHMI	233	CN	Hami Airport\nHMJ	291	UA	\nHMN	85	US	\nHMO	103	MX	General Ignacio Pesqueira García International Airport\nHMR	302	NO	\nHMS	224	ID	Haji Muhammad Sidik Airport\nHMT	112	US	\nHMV	313	SE	Hemavan Tarnaby Airport\nHMY	232	KR	\nHNA	241	JP	Hanamaki Airport\nHNB	104	US	\nHNC	129	US	\nHND	241	JP	Haneda Airport\nHNG	355	NC	Hienghene Airport\nHNH	108	US	Hoonah Airport\nHNI	359	PG	\nHNL	344	US	Daniel K. Inouye International Airport\nHNM	344	US	Hana Airport\nHNN	359	PG	\nHNS	108	US	Haines Municipal Airport\nHNX	85	US	Hanna Airport\nHNY	233	CN	Hengyang Nanyue Airport\nHOA	40	KE	\nHOB	85	US	Lea County Airport\nHOC	359	PG	\nHOD	176	YE	Hodeidah Airport\nHOE	244	LA	\nHOF	229	SA	Al-Ahsa Airport\nHOG	102	CU	Frank Pais Airport\nHOH	316	AT	\nHOI	362	PF	Hao Island Airport\nHOK	262	AU	Hooker Creek Airport\nHOL	51	US	Holikachu Airport\nHOM	51	US	Homer Airport\nHON	78	US	\nHOO	199	VN	\nHOP	78	US	\nHOQ	275	DE	\nHOR	250	PT	Horta Airport\nHOS	59	AR	\nHOT	78	US	Memorial Field\nHOU	78	US	William P. Hobby Airport\nHOV	302	NO	Orsta–Volda Airport\nHOX	247	MM	\nHOY	294	GB	\nHPA	364	TO	Salote Pilolevu Airport\nHPB	51	US	Hooper Bay Airport\nHPE	260	AU	\nHPG	233	CN	Shennongjia Hongping Airport\nHPH	199	VN	Cat Bi International Airport\nHPN	129	US	Westchester County Airport\nHPR	22	ZA	Pretoria Central Heliport\nHPT	78	US	\nHPV	344	US	\nHPY	78	US	\nHQL	243	CN	Tashkurgan Khunjerab Airport\nHQM	112	US	\nHQQ	233	CN	Anyang Hongqiqu Airport\nHRA	207	PK	\nHRB	233	CN	Harbin Taiping International Airport\nHRC	177	KZ	\nHRE	21	ZW	Robert Gabriel Mugabe International Airport\nHRF	327	MV	Hoarafushi Airport\nHRG	12	EG	Hurghada International Airport\nHRH	209	IN	Aligarh Airport\nHRI	191	LK	Mattala Rajapaksa International Airport\nHRK	291	UA	International Airport Kharkiv\nHRL	78	US	Valley International Airport\nHRM	3	DZ	\nHRN	260	AU	Heron Island Heliport\nHRO	78	US	Boone County Airport\nHRR	70	CO	\nHRS	22	ZA	\nHRT	294	GB	\nHRY	262	AU	\nHRZ	149	BR	\nHSA	177	KZ	Hazrat Sultan International Airport (HSIA)\nHSB	78	US	\nHSC	233	CN	Shaoguan Danxia Airport\nHSF	233	CN	\nHSG	241	JP	Saga Airport\nHSH	112	US	\nHSI	78	US	\nHSJ	233	CN	\nHSK	296	ES	\nHSL	51	US	Huslia Airport\nHSM	267	AU	\nHSN	233	CN	Zhoushan Airport\nHSP	129	US	\nHSR	209	IN	\nHSS	209	IN	Maharaja Agrasen International Airport\nHST	129	US	\nHSV	78	US	Huntsville International Airport\nHSZ	236	TW	\nHTA	246	RU	Chita Airport\nHTB	97	GP	Terre-de-Bas Airport\nHTF	129	US	\nHTG	210	RU	Hatanga Airport\nHTH	112	US	\nHTI	265	AU	Hamilton Island Airport\nHTL	86	US	\nHTM	242	MN	\nHTN	233	CN	Hotan Airport\nHTO	129	US	\nHTR	241	JP	\nHTS	129	US	Huntington Tri-State Airport\nHTT	233	CN	Huatugou Airport\nHTU	267	AU	\nHTV	78	US	\nHTW	129	US	\nHTY	287	TR	Hatay Airport\nHTZ	70	CO	\nHUA	78	US	\nHUB	262	AU	\nHUC	139	PR	\nHUD	78	US	\nHUE	2	ET	\nHUF	104	US	\nHUG	98	GT	Huehuetenango Airport\nHUH	362	PF	Huahine Airport\nHUI	199	VN	Phu Bai Airport\nHUJ	78	US	\nHUK	20	BW	\nHUL	129	US	\nHUM	78	US	\nHUN	236	TW	Hualien Airport\nHUO	233	CN	Holingol Huolinhe Airport\nHUQ	47	LY	\nHUS	51	US	Hughes Municipal Airport\nHUT	78	US	\nHUU	111	PE	Huanuco Airport\nHUV	313	SE	\nHUW	138	BR	\nHUX	122	MX	Bahias De Huatulco International Airport\nHUY	294	GB	Humberside Airport\nHUZ	233	CN	Huizhou Airport\nHVA	321	MG	\nHVB	260	AU	Hervey Bay Airport\nHVD	242	MN	Khovd Airport\nHVE	85	US	\nHVG	302	NO	Honningsvag Airport, Valan\nHVK	256	IS	\nHVM	256	IS	Hvammstangi Airport\nHVN	129	US	Tweed–New Haven Regional Airport\nHVR	85	US	Havre City County Airport\nHVS	129	US	\nHWA	359	PG	\nHWD	112	US	\nHWI	108	US	\nHWK	259	AU	\nHWN	21	ZW	\nHWO	129	US	\nHWR	209	IN	\nHXD	233	CN	Delingha Airport\nHXX	269	AU	\nHYA	129	US	Cape Cod Gateway Airport\nHYC	294	GB	\nHYD	209	IN	Rajiv Gandhi International Airport\nHYF	359	PG	\nHYG	121	US	Hydaburg Sea Plane Base\nHYI	78	US	\nHYL	151	US	Hollis Seaplane Base\nHYN	233	CN	Luqiao Airport\nHYR	78	US	\nHYS	78	US	Hays Municipal Airport\nHYV	285	FI	\nHZA	233	CN	Heze Mudan Airport\nHZB	303	FR	\nHZG	233	CN	Hanzhong Airport\nHZH	233	CN	Liping Airport\nHZK	256	IS	Husavik Airport\nHZL	129	US	\nHZP	88	CA	\nHZU	233	CN	\nHZV	22	ZA	\nIAA	210	RU	Igarka Airport\nIAB	78	US	\nIAD	129	US	Washington Dulles International Airport\nIAG	129	US	Niagara Falls International Airport\nIAH	78	US	George Bush Intercontinental Airport\nIAL	149	BR	\nIAM	3	DZ	In Amenas Airport\nIAN	51	US	Bob Baker Memorial Airport\nIAO	216	PH	Sayak Airport\nIAQ	239	IR	\nIAR	301	RU	\nIAS	278	RO	Iasi Airport\nIAU	359	PG	\nIBA	28	NG	Ibadan Airport\nIBB	99	EC	General Villamil Airport\nIBE	70	CO	Ibague Airport\nIBI	359	PG	\nIBL	35	MZ	\nIBM	268	AU	\nIBO	35	MZ	\nIBP	111	PE	\nIBR	241	JP	Ibaraki Airport\nIBZ	296	ES	Ibiza Airport\nICA	75	VE	\nICC	75	VE	A.M. Salazar Marcano\nICI	338	FJ	Cicia Airport\nICK	134	SR	\nICL	78	US	\nICN	232	KR	Incheon International Airport\nICO	216	PH	\nICS	71	US	\nICT	78	US	Wichita Dwight D. Eisenhower National Airport\nICY	51	US	\nIDA	71	US	Idaho Falls Regional Airport\nIDB	313	SE	\nIDC	35	MZ	\nIDF	27	CD	\nIDG	78	US	\nIDH	112	US	\nIDI	129	US	\nIDK	259	AU	\nIDN	359	PG	\nIDO	66	BR	\nIDP	78	US	\nIDR	209	IN	Devi Ahilya Bai Holkar Airport\nIDY	303	FR	Ile 'd' Yeu Airport\nIEG	318	PL	Zielona Gora-Babimost Airport\nIEJ	241	JP	\nIES	275	DE	\nIEV	291	UA	Kyiv International Airport\nIFA	78	US	\nIFF	260	AU	\nIFH	239	IR	\nIFJ	256	IS	Isafjordur Airport\nIFL	260	AU	\nIFN	239	IR	Isfahan International Airport\nIFO	291	UA	Ivano-Frankovsk Airport\nIFP	135	US	\nIFU	327	MV	\nIGA	128	BS	Inagua Airport\nIGB	54	AR	\nIGD	287	TR	Igdir Airport\nIGE	29	GA	\nIGG	51	US	Igiugig Airport\nIGH	260	AU	\nIGL	287	TR	\nIGM	135	US	\nIGN	216	PH	\nIGO	70	CO	\nIGR	54	AR	Cataratas del Iguazu International Airport\nIGS	275	DE	\nIGT	301	RU	Magas Airport\nIGU	149	BR	Cataratas International Airport\nIHA	241	JP	Niihama Airport\nIHC	35	MZ	\nIHN	176	YE	\nIHO	321	MG	\nIHR	239	IR	\nIHU	359	PG	Ihu Airport\nIIA	282	IE	Inishmaan Airport\nIIL	239	IR	\nIIN	241	JP	Nishinoomote Airport\nIIS	359	PG	\nIJK	308	RU	Izhevsk Airport\nIJU	149	BR	\nIJX	78	US	\nIKA	239	IR	Imam Khomeini International Airport\nIKB	129	US	\nIKE	93	GL	Ikerasak Heliport\nIKG	188	KG	Karakol International Airport\nIKI	241	JP	Iki Airport\nIKK	78	US	\nIKL	27	CD	\nIKO	51	US	Nikolski Air Force Station\nIKP	260	AU	\nIKS	246	RU	Tiksi Airport\nIKT	201	RU	Irkutsk International Airport\nIKU	188	KG	Issyk-Kul International Airport\nIKW	86	US	\nILA	203	ID	\nILB	73	BR	Ilha Solteira Airport\nILD	296	ES	Lleida-Alguaire Airport\nILE	78	US	\nILF	165	CA	Ilford Airport\nILG	129	US	New Castle Airport\nILH	275	DE	\nILI	51	US	Iliamna Airport\nILK	321	MG	\nILL	78	US	\nILM	129	US	Wilmington International Airport\nILN	129	US	\nILO	216	PH	Iloilo International Airport\nILP	355	NC	Ile Des Pins Airport\nILQ	111	PE	Ilo Airport\nILR	28	NG	Ilorin International Airport\nILS	90	SV	Ilopango International Airport\nILU	40	KE	\nILX	359	PG	\nILY	294	GB	Islay Airport\nILZ	276	SK	\nIMA	359	PG	\nIMB	100	GY	\nIMD	359	PG	\nIMF	209	IN	Imphal Airport\nIMG	35	MZ	\nIMI	349	MH	\nIMK	208	NP	Simikot Airport\nIML	85	US	\nIMM	129	US	\nIMN	359	PG	\nIMO	6	CF	\nIMP	66	BR	Imperatriz Airport\nIMQ	239	IR	\nIMT	119	US	Ford Airport\nIMZ	205	AF	Nimroz Airport\nINA	301	RU	\nINB	67	BZ	\nINC	233	CN	Yinchuan Hedong International Airport\nIND	104	US	Indianapolis International Airport\nINE	35	MZ	\nINF	3	DZ	\nINH	35	MZ	Inhambane Airport\nINI	274	RS	Nis Constantine the Great Airport\nINJ	260	AU	\nINK	78	US	\nINL	78	US	Falls International Airport\nINM	259	AU	\nINN	316	AT	Innsbruck Airport\nINO	27	CD	Inongo Airport\nINQ	282	IE	Inisheer Airport\nINS	112	US	\nINT	129	US	\nINU	352	NR	Nauru Island International Airport\nINV	294	GB	Inverness Airport\nINW	135	US	\nINX	203	ID	\nINY	22	ZA	\nINZ	3	DZ	In Salah Airport\nIOA	273	GR	Ioannina Airport\nIOK	359	PG	\nIOM	286	IM	Isle of Man Airport\nION	10	CG	\nIOP	359	PG	\nIOQ	93	GL	Isortoq Heliport\nIOR	282	IE	Kilronan Airport\nIOS	66	BR	Ilheus/Bahia-Jorge Amado Airport\nIOT	93	GL	Illorsuit Heliport\nIOU	355	NC	Ile Ouen Airport\nIOW	78	US	\nIPA	337	VU	\nIPC	336	CL	Mataveri International Airport\nIPE	216	PH	\nIPG	138	BR	\nIPH	211	MY	Ipoh Airport\nIPI	70	CO	San Luis Airport\nIPL	112	US	Imperial County Airport\nIPN	149	BR	Vale do Aço Regional Airport\nIPT	129	US	Williamsport Regional Airport\nIPU	66	BR	\nIPW	294	GB	\nIPZ	80	CR	\nIQA	183	IQ	\nIQM	243	CN	Qiemo Yudu Airport\nIQN	233	CN	Qingyang Airport\nIQQ	147	CL	Diego Aracena International Airport\nIQT	111	PE	Coronel FAP Francisco Secada Vignetta International Airport\nIRA	342	SB	Kirakira Airport\nIRB	78	US	\nIRC	51	US	Circle City Airport\nIRD	193	BD	\nIRE	66	BR	\nIRG	260	AU	Lockhart River Airport\nIRI	16	TZ	\nIRJ	54	AR	La Rioja Airport\nIRK	78	US	Kirksville Municipal Airport\nIRM	248	RU	\nIRN	157	HN	\nIRO	6	CF	\nIRP	32	CD	Matari Airport\nIRS	86	US	\nIRU	191	LK	\nIRZ	114	BR	Santa Isabel Rio Negro Airport\nISA	260	AU	Mount Isa Airport\nISB	207	PK	Islamabad International Airport\nISC	294	GB	Isles of Scilly Airport\nISD	70	CO	\nISE	287	TR	Isparta Suleyman Demirel Airport\nISG	241	JP	Painushima Ishigaki Airport\nISH	307	IT	Ischia Airport\nISI	260	AU	\nISJ	122	MX	\nISK	209	IN	Nashik International Airport\nISL	287	TR	\nISM	129	US	\nISN	78	US	\nISO	129	US	\nISP	129	US	Long Island MacArthur Airport\nISQ	86	US	\nISS	129	US	\nIST	287	TR	Istanbul Airport\nISU	183	IQ	Sulaimaniyah International Airport\nISW	78	US	\nITA	114	BR	\nITB	66	BR	Itaituba Airport\nITE	66	BR	\nITH	129	US	Ithaca Tompkins Regional Airport\nITI	149	BR	Itambacuri Airport\nITK	359	PG	\nITM	241	JP	Osaka International Airport\nITN	66	BR	Itabuna Airport\nITO	344	US	Hilo International Airport\nITP	149	BR	\nITQ	149	BR	\nITR	149	BR	\nITU	230	RU	Iturup Airport\nIUA	129	US	\nIUE	353	NU	Hanan Airport\nIUI	93	GL	Innarsuit Heliport\nIUL	203	ID	\nIUM	163	CA	Summit Lake Airport\nIUP	114	BR	\nIUS	359	PG	\nIVA	321	MG	\nIVC	332	NZ	Invercargill Airport\nIVD	215	ID	\nIVG	304	ME	\nIVI	132	PA	\nIVL	285	FI	Ivalo Airport\nIVO	70	CO	\nIVR	269	AU	\nIVW	262	AU	\nIWA	301	RU	Ivanovo Yuzhny Airport\nIWD	119	US	Gogebic–Iron County Airport\nIWJ	241	JP	Hagi-Iwami Airport\nIWK	241	JP	Iwakuni Kintaikyo Airport\nIWO	241	JP	\nIWS	78	US	\nIXA	209	IN	Maharaja Bir Bikram Singh Airport\nIXB	209	IN	Bagdogra Airport\nIXC	209	IN	Shaheed Bhagat Singh International Airport\nIXD	209	IN	Allahabad Airport\nIXE	209	IN	Mangalore International Airport\nIXG	209	IN	Belgaum Airport\nIXH	209	IN	\nIXI	209	IN	Lilabari Airport\nIXJ	209	IN	Satwari Airport\nIXK	209	IN	Keshod Airport\nIXL	209	IN	Kushok Bakula Rimpoche Airport\nIXM	209	IN	Madurai Airport\nIXN	209	IN	\nIXP	209	IN	Pathankot Airport\nIXQ	209	IN	\nIXR	209	IN	Birsa Munda Airport\nIXS	209	IN	Kumbhirgram Airport\nIXT	209	IN	\nIXU	209	IN	Aurangabad Airport\nIXV	209	IN	\nIXW	209	IN	\nIXX	209	IN	\nIXY	209	IN	Kandla Airport\nIXZ	209	IN	Veer Savarkar International Airport\nIYK	112	US	\nIZA	149	BR	Presidente Itamar Franco Airport\nIZE	275	DE	\nIZO	241	JP	Izumo Airport\nIZT	122	MX	Ixtepec Airport\nJAA	205	AF	\nJAB	262	AU	\nJAC	85	US	Jackson Hole Airport\nJAD	268	AU	\nJAE	111	PE	Shumba Airport\nJAF	191	LK	Kankesanturai Airport\nJAG	207	PK	\nJAH	303	FR	Agora Helipad\nJAI	209	IN	Jaipur International Airport\nJAJ	129	US	Perimeter Mall Heliport\nJAK	136	HT	\nJAL	122	MX	\nJAM	312	BG	\nJAN	78	US	Jackson-Evers International Airport\nJAO	129	US	Beaver Ruin Heliport\nJAP	80	CR	\nJAQ	359	PG	Jacquinot Bay Airport\nJAR	239	IR	\nJAS	78	US	\nJAT	349	MH	\nJAU	111	PE	Jauja Airport\nJAV	93	GL	Ilulissat Airport\nJAW	92	BR	\nJAX	129	US	Jacksonville International Airport\nJBB	202	ID	Noto Hadinegoro Airport\nJBC	129	US	Boston City Heliport\nJBK	233	CN	Qitai Jiangbulake Airport\nJBP	112	US	Commerce Bus Plaza Heliport\nJBQ	148	DO	La Isabela International Airport\nJBR	78	US	Jonesboro Airport\nJBS	73	BR	\nJBT	51	US	\nJCA	303	FR	\nJCB	149	BR	\nJCC	112	US	China Basin Heliport\nJCD	155	VI	St. Croix Downtown Heliport\nJCE	112	US	Convention Center Heliport\nJCH	93	GL	Qasigiannguit Airport\nJCI	78	US	\nJCJ	232	KR	Chuja Heliport\nJCK	260	AU	Julia Creek Airport\nJCL	305	CZ	\nJCM	66	BR	\nJCN	232	KR	Incheon Heliport\nJCO	297	MT	Comino Heliport\nJCR	138	BR	\nJCS	92	BR	\nJCT	78	US	\nJCU	296	ES	Ceuta Heliport\nJCY	78	US	\nJDA	112	US	\nJDB	78	US	Dallas Downtown Heliport\nJDE	233	CN	Jiande Qiandaohu Airport\nJDF	149	BR	Francisco De Assis Airport\nJDG	232	KR	\nJDH	209	IN	Jodhpur Airport\nJDM	129	US	Miami Downtown Heliport\nJDN	85	US	\nJDO	66	BR	Orlando Bezerra de Menezes Airport\nJDP	303	FR	Heliport De Paris\nJDR	149	BR	\nJDT	78	US	Minneapolis Downtown Heliport\nJDX	78	US	Central Business District Heliport\nJDY	112	US	Downey Heliport\nJDZ	233	CN	Jingdezhen Airport\nJED	229	SA	King Abdulaziz International Airport\nJEE	136	HT	Jeremie Airport\nJEF	78	US	\nJEG	93	GL	Aasiaat Airport\nJEJ	349	MH	Jeh Airport\nJEK	33	ZM	\nJEM	112	US	Emeryville Heliport\nJEQ	66	BR	\nJER	288	JE	Jersey Airport\nJEV	303	FR	Evry Heliport\nJFK	129	US	John F. Kennedy International Airport\nJFM	268	AU	Fremantle Heliport\nJFN	129	US	\nJFR	93	GL	Paamiut Airport\nJGA	209	IN	Govardhanpur Airport\nJGB	209	IN	Jagdalpur Airport\nJGC	135	US	Grand Canyon Heliport\nJGD	233	CN	Daxing'anling Elunchun Airport\nJGE	232	KR	Geoje Heliport\nJGL	129	US	Galleria Heliport\nJGN	233	CN	Jiayuguan Jiuquan Airport\nJGO	93	GL	Qeqertarsuaq Airport\nJGP	78	US	Greenway Plaza Heliport\nJGQ	78	US	Transco Tower Galleria Heliport\nJGR	93	GL	Gronnedal Heliport\nJGS	233	CN	Ji'An/Jing Gang Shan Airport\nJGX	112	US	Glendale Heliport\nJHB	211	MY	Senai International Airport\nJHC	129	US	Island Heliport\nJHE	313	SE	Helsingborg Heliport\nJHF	149	BR	\nJHG	233	CN	Xishuangbanna Gasa Airport\nJHL	88	CA	\nJHM	344	US	Kapalua Airport\nJHN	202	ID	\nJHS	93	GL	Sisimiut Airport\nJHW	129	US	\nJIA	73	BR	\nJIB	17	DJ	Djibouti-Ambouli International Airport\nJIC	233	CN	Jinchang Jinchuan Airport\nJID	112	US	City of Industry Heliport\nJIJ	2	ET	Jigiga Airport\nJIK	273	GR	Ikaria Airport\nJIL	233	CN	\nJIM	2	ET	Jimma Airport\nJIN	24	UG	\nJIO	112	US	Ontario International Heliport\nJIP	99	EC	\nJIQ	233	CN	Qianjiang Wulingshan Airport\nJIR	208	NP	\nJIU	233	CN	Jiujiang Airport\nJIW	207	PK	Jiwani Airport\nJJA	342	SB	\nJJD	92	BR	Comte. Ariston Pessoa Regional Airport\nJJG	149	BR	Humberto Bortoluzzi Regional Airport\nJJI	111	PE	\nJJM	40	KE	Mulika Lodge Airport\nJJN	233	CN	Quanzhou Jinjiang International Airport\nJJU	93	GL	Qaqortoq Heliport\nJKG	313	SE	Jonkoping Airport\nJKH	273	GR	Chios Airport\nJKL	273	GR	Kalymnos Island National Airport\nJKR	208	NP	Janakpur Airport\nJKV	78	US	\nJLA	51	US	\nJLB	112	US	Long Beach Heliport\nJLG	209	IN	Jalgaon Airport\nJLH	78	US	United States Army Heliport\nJLN	78	US	Joplin Airport\nJLO	307	IT	Jesolo Airport\nJLP	303	FR	Juan Les Pins Airport\nJLR	209	IN	Jabalpur Airport\nJLS	149	BR	\nJLX	112	US	Union Station Heliport\nJMA	149	BR	\nJMB	31	AO	\nJMC	112	US	Marin County Airport\nJMD	78	US	Market Centre Heliport\nJMH	78	US	Schaumburg Marriott Heliport\nJMJ	233	CN	Lancang Jingmai Airport\nJMK	273	GR	Mikonos Airport\nJMM	313	SE	Malmo Harbour Heliport\nJMN	78	US	Mankato Municipal Heliport\nJMO	208	NP	Jomsom Airport\nJMR	149	BR	\nJMS	78	US	Jamestown Regional Airport\nJMU	233	CN	Jiamusi Dongjiao Airport\nJMY	19	SL	Mammy Yoko Heliport\nJNA	149	BR	\nJNB	22	ZA	O.R. Tambo International Airport\nJNG	233	CN	Jining Da'an Airport\nJNH	78	US	North Park Inn Heliport\nJNI	54	AR	\nJNJ	217	OM	\nJNN	93	GL	Nanortalik Heliport\nJNP	112	US	Newport Beach Heliport\nJNS	93	GL	Narsaq Heliport\nJNU	108	US	Juneau International Airport\nJNX	273	GR	Naxos Airport\nJNZ	233	CN	Liaoning Province Airport\nJOC	112	US	Centerport Heliport\nJOE	285	FI	Joensuu Airport\nJOG	202	ID	Adisutjipto International Airport\nJOH	22	ZA	\nJOI	149	BR	Joinville-Lauro Carneiro de Loyola Airport\nJOJ	72	CA	\nJOK	301	RU	\nJOL	216	PH	Jolo Airport\nJOM	16	TZ	\nJOP	359	PG	\nJOR	112	US	The City Heliport\nJOS	28	NG	Jos Airport\nJOT	78	US	\nJPA	66	BR	Presidente Castro Pinto International Airport\nJPD	112	US	Pasadena Heliport\nJPE	66	BR	Paragominas Airport\nJPN	129	US	Pentagon Army Airport\nJPO	142	BR	\nJPR	138	BR	Ji-Parana Airport\nJPT	78	US	Texas Park Ten Heliport\nJPU	303	FR	La Defense Heliport\nJPX	129	US	Town of East Hampton Airport\nJPY	149	BR	Paraty Airport\nJQA	93	GL	Qaarsut Airport\nJQD	78	US	\nJQE	132	PA	\nJRA	129	US	Port Authority-West 30Th St. Heliport\nJRB	129	US	\nJRC	78	US	Rochester Municipal Heliport\nJRD	112	US	Riverside Heliport\nJRE	129	US	East 60th Street Heliport\nJRF	344	US	\nJRG	209	IN	Veer Surendra Sai Airport\nJRH	209	IN	Rowriah Airport\nJRJ	233	CN	\nJRK	93	GL	Arsuk Heliport\nJRN	73	BR	Juruena Airport\nJRO	16	TZ	Kilimanjaro International Airport\nJRS	204	IL	\nJRT	146	BR	\nJSA	209	IN	Jaisalmer Airport\nJSB	92	BR	\nJSD	129	US	Sikorsky Heliport\nJSG	112	US	San Rafael Heliport\nJSH	273	GR	Sitia Airport\nJSI	273	GR	Skiathos Airport\nJSJ	233	CN	Jiansanjiang Shidi Airport\nJSK	78	US	St. Cloud Municipal Heliport\nJSL	129	US	Steel Pier Heliport\nJSM	54	AR	\nJSN	112	US	Sherman Oaks Heliport\nJSO	92	BR	Sobral Regional Airport\nJSP	232	KR	Seogwipo Heliport\nJSR	193	BD	Jessore Airport\nJST	129	US	Cambria County Airport\nJSU	93	GL	Maniitsoq Airport\nJSY	273	GR	Syros Island Airport\nJTA	92	BR	\nJTC	149	BR	Bauru-Arealva Airport\nJTI	149	BR	\nJTN	149	BR	\nJTO	112	US	Thousand Oaks Heliport\nJTR	273	GR	Santorini International Airport\nJTY	273	GR	Astypalaia Airport\nJUA	73	BR	\nJUB	23	SS	Juba International Airport\nJUC	112	US	Universal City Heliport\nJUH	233	CN	Chizhou Jiuhuashan Airport\nJUI	275	DE	Juist Airport\nJUJ	57	AR	Gobernador H. Guzman Airport\nJUK	93	GL	Ukkusissat Heliport\nJUL	111	PE	Juliaca Airport\nJUM	208	NP	Jumla Airport\nJUN	260	AU	\nJUO	70	CO	\nJUP	112	US	Cable Heliport\nJUR	268	AU	\nJUT	157	HN	\nJUU	93	GL	Nuugaatsiaq Heliport\nJUV	93	GL	Upernavik Airport\nJUZ	233	CN	Quzhou Airport\nJVA	321	MG	\nJVI	129	US	\nJVL	78	US	\nJVW	78	US	\nJWA	20	BW	\nJWC	112	US	Warner Center Business Plaza Heliport\nJWH	78	US	Westchase Hilton Heliport\nJWL	78	US	Woodlawns Heliport\nJWN	239	IR	\nJWO	232	KR	\nJXA	233	CN	Jixi Xingkaihu Airport\nJXN	86	US	\nJYR	239	IR	\nJYV	285	FI	Jyvaskyla Airport\nJZH	233	CN	Jiuzhai Huanglong Airport\nJZI	129	US	\nKAA	33	ZM	Kasama Airport\nKAB	21	ZW	\nKAC	192	SY	Kameshly Airport\nKAD	28	NG	Kaduna Airport\nKAE	151	US	Kake Sea Plane Base\nKAF	359	PG	\nKAG	232	KR	\nKAH	269	AU	Melbourne City Heliport\nKAI	100	GY	Kaieteur Airport\nKAJ	285	FI	Kajaani Airport\nKAK	359	PG	\nKAL	51	US	Kaltag Airport\nKAM	176	YE	\nKAN	28	NG	Mallam Aminu Kano International Airport\nKAO	285	FI	Kuusamo Airport\nKAP	32	CD	\nKAQ	359	PG	\nKAR	100	GY	\nKAS	49	NA	\nKAT	332	NZ	Kaitaia Airport\nKAU	285	FI	\nKAV	75	VE	\nKAW	247	MM	Kawthaung Airport\nKAX	268	AU	Kalbarri Airport\nKAY	338	FJ	\nKAZ	203	ID	\nKBA	19	SL	\nKBB	262	AU	\nKBC	51	US	Birch Creek Airport\nKBD	268	AU	\nKBE	108	US	\nKBF	203	ID	\nKBG	24	UG	\nKBH	16	TZ	\nKBI	18	CM	\nKBJ	262	AU	\nKBK	209	IN	\nKBL	205	AF	Hamid Karzai International Airport\nKBM	359	PG	\nKBN	32	CD	\nKBO	32	CD	\nKBP	291	UA	Boryspil International Airport\nKBQ	9	MW	\nKBR	211	MY	Sultan Ismail Petra Airport\nKBS	19	SL	\nKBT	349	MH	\nKBU	215	ID	Gusti Syamsir Alam Airport\nKBV	186	TH	Krabi Airport\nKBW	51	US	\nKBX	203	ID	\nKBY	259	AU	\nKBZ	332	NZ	\nKCA	243	CN	Kuqa Qiuci Airport\nKCB	134	SR	\nKCC	151	US	Coffman Cove Sea Plane Base\nKCD	203	ID	\nKCE	260	AU	\nKCF	207	PK	\nKCG	51	US	\nKCH	211	MY	Kuching International Airport\nKCI	268	AU	\nKCJ	359	PG	\nKCK	201	RU	\nKCL	51	US	\nKCM	287	TR	Kahramanmaras Airport\nKCN	51	US	\nKCO	287	TR	\nKCP	291	UA	\nKCQ	51	US	Chignik Lake Airport\nKCR	51	US	\nKCS	262	AU	\nKCT	191	LK	Koggala Airport\nKCU	24	UG	\nKCY	210	RU	Krasnoyarsk Cheremshanka Airport\nKCZ	241	JP	Kochi Ryoma Airport\nKDA	15	SN	\nKDB	268	AU	\nKDC	45	BJ	\nKDD	207	PK	Khuzdar Airport\nKDE	359	PG	\nKDH	205	AF	Kandahar Airport\nKDI	215	ID	Haluoleo Airport\nKDJ	29	GA	\nKDK	51	US	\nKDL	314	EE	Kardla Airport\nKDM	327	MV	Kaadedhdhoo Airport\nKDN	29	GA	\nKDO	327	MV	Kadhdhoo Airport\nKDP	359	PG	\nKDQ	359	PG	\nKDR	359	PG	\nKDS	260	AU	\nKDT	186	TH	\nKDU	207	PK	Skardu Airport\nKDV	338	FJ	Kandavu Airport\nKDW	191	LK	\nKDX	25	SD	\nKDY	245	RU	\nKDZ	191	LK	Polgolla Reservoir Airport\nKEA	181	TM	\nKEB	51	US	Nanwalek Airport\nKEC	32	CD	\nKED	43	MR	\nKEE	10	CG	\nKEF	256	IS	Keflavik International Airport\nKEG	359	PG	\nKEH	112	US	Kenmore Air Harbor Airport\nKEI	203	ID	\nKEJ	219	RU	Kemerovo Airport\nKEK	51	US	\nKEL	275	DE	\nKEM	285	FI	Kemi/Tornio Airport\nKEN	19	SL	\nKEO	0	CI	\nKEP	208	NP	Nepalganj Airport\nKEQ	203	ID	\nKER	239	IR	Kerman Airport\nKES	165	CA	\nKET	247	MM	Keng Tung Airport\nKEU	40	KE	\nKEV	285	FI	\nKEW	165	CA	Keewaywin Airport\nKEX	359	PG	\nKEY	40	KE	\nKEZ	191	LK	\nKFA	43	MR	\nKFE	268	AU	\nKFG	262	AU	Kalkurung Airport\nKFM	88	CA	\nKFP	51	US	False Pass Airport\nKFS	287	TR	\nKFZ	315	AL	\nKGA	32	CD	Kananga Airport\nKGB	359	PG	\nKGC	259	AU	Kingscote Airport\nKGD	289	RU	Khrabrovo\nKGE	342	SB	Kagau Airport\nKGF	177	KZ	Karaganda Airport\nKGG	15	SN	\nKGH	359	PG	\nKGI	268	AU	Kalgoorlie-Boulder Airport\nKGJ	9	MW	\nKGK	51	US	Koliganek Airport\nKGL	26	RW	Kigali International Airport\nKGM	359	PG	\nKGN	27	CD	\nKGO	291	UA	\nKGP	248	RU	Kogalym International Airport\nKGQ	93	GL	Kangersuatsiaq Heliport\nKGR	262	AU	\nKGS	273	GR	Kos Airport\nKGT	233	CN	Kangding Airport\nKGU	211	MY	\nKGW	359	PG	\nKGX	51	US	Grayling Airport\nKGY	260	AU	\nKGZ	51	US	\nKHA	239	IR	\nKHB	226	BH	\nKHC	291	UA	\nKHD	239	IR	Khorramabad Airport\nKHE	291	UA	Kherson International Airport\nKHG	233	CN	Kashi Laining International Airport\nKHH	236	TW	Kaohsiung International Airport\nKHI	207	PK	Jinnah International Airport\nKHJ	285	FI	\nKHK	239	IR	Khark Airport\nKHL	193	BD	Khulna Airport\nKHM	247	MM	Khamti Airport\nKHN	233	CN	Nanchang Changbei International Airport\nKHO	22	ZA	\nKHQ	93	GL	Kullorsuaq Heliport\nKHR	242	MN	\nKHS	217	OM	Khasab Airport\nKHT	205	AF	\nKHU	291	UA	\nKHV	245	RU	Khabarovsk Airport\nKHW	20	BW	\nKHX	24	UG	\nKHY	239	IR	\nKHZ	362	PF	Kauehi Airport\nKIA	359	PG	\nKIB	51	US	\nKIC	112	US	\nKID	313	SE	\nKIE	359	PG	Aropa Airport\nKIF	165	CA	Kingfisher Lake Airport\nKIG	22	ZA	\nKIH	239	IR	Kish International Airport\nKII	359	PG	\nKIJ	241	JP	Niigata Airport\nKIK	183	IQ	\nKIL	27	CD	\nKIM	22	ZA	Kimberley Airport\nKIN	107	JM	Norman Manley International Airport\nKIO	349	MH	Kili Island Airport\nKIP	78	US	\nKIQ	359	PG	\nKIR	282	IE	Kerry County Airport\nKIS	40	KE	Kisumu International Airport\nKIT	273	GR	Kithira Airport\nKIU	40	KE	Kiunga Airport\nKIW	33	ZM	\nKIX	241	JP	Kansai International Airport\nKIY	16	TZ	\nKIZ	359	PG	\nKJA	210	RU	Krasnoyarsk International Airport\nKJB	209	IN	Kurnool Airport\nKJH	233	CN	Kaili Huangping Airport\nKJI	243	CN	Burqin Kanas Airport\nKJJ	24	UG	Kajjansi Airfield\nKJK	277	BE	\nKJP	241	JP	\nKJT	202	ID	Kertajati International Airport\nKJU	359	PG	\nKJX	202	ID	\nKKA	51	US	Koyuk Airport\nKKB	51	US	Kitoi Bay Sea Plane Base\nKKC	186	TH	Khon Kaen Airport\nKKD	359	PG	\nKKE	332	NZ	Kerikeri Airport\nKKF	51	US	Kagvik Creek Airport\nKKG	100	GY	\nKKH	51	US	Kongiganak Airport\nKKI	51	US	\nKKJ	241	JP	Kitakyushu Airport\nKKK	51	US	\nKKL	51	US	\nKKM	175	TH	Khok Kathiam AFB\nKKN	302	NO	Kirkenes Airport, Hoeybuktmoen\nKKO	332	NZ	\nKKP	260	AU	\nKKQ	248	RU	\nKKR	362	PF	Kaukura Atoll Airport\nKKS	239	IR	Kashan Airport\nKKT	78	US	\nKKU	51	US	\nKKW	27	CD	Kikwit Airport\nKKX	241	JP	Kikaiga Shima Airport\nKKY	282	IE	\nKKZ	223	KH	\nKLB	33	ZM	\nKLC	15	SN	\nKLD	301	RU	\nKLE	18	CM	\nKLF	301	RU	\nKLG	51	US	Kalskag Municipal Airport\nKLH	209	IN	Kolhapur Airport\nKLI	27	CD	\nKLK	40	KE	\nKLL	51	US	\nKLM	239	IR	\nKLN	51	US	Larsen Sea Plane Base\nKLO	216	PH	Kalibo International Airport\nKLP	224	ID	Seruyan Kuala Pembuang Airport\nKLQ	202	ID	\nKLR	313	SE	Kalmar Oland Airport\nKLS	112	US	\nKLT	275	DE	Kaiserslautern Airport\nKLU	316	AT	Klagenfurt Airport\nKLV	305	CZ	Karlovy Vary Airport\nKLW	108	US	Klawock Airport\nKLX	273	GR	Kalamata Airport\nKLY	32	CD	\nKLZ	22	ZA	\nKMA	359	PG	Kerema Airport\nKMB	359	PG	\nKMC	229	SA	Hafar Al-Batin Domestic Airport\nKMD	29	GA	Mandji Airport\nKME	26	RW	Kamembe Airport\nKMF	359	PG	\nKMG	233	CN	Kunming Changshui International Airport\nKMH	22	ZA	\nKMI	241	JP	Miyazaki Airport\nKMJ	241	JP	Kumamoto Airport\nKMK	10	CG	\nKML	260	AU	\nKMM	203	ID	\nKMN	32	CD	Kamina Airport\nKMO	51	US	Manokotak Airport\nKMP	49	NA	\nKMQ	241	JP	Komatsu Airport\nKMR	359	PG	\nKMS	1	GH	Kumasi Airport\nKMT	223	KH	\nKMU	38	SO	\nKMV	247	MM	\nKMW	301	RU	Kostroma Airport\nKMX	229	SA	\nKMY	51	US	Moser Bay Seaplane Base\nKMZ	33	ZM	\nKNA	147	CL	\nKNB	85	US	\nKND	32	CD	Kindu Airport\nKNE	359	PG	\nKNF	294	GB	\nKNG	203	ID	Kaimana Airport\nKNH	236	TW	Kinmen Airport\nKNI	268	AU	\nKNJ	10	CG	\nKNK	51	US	Kokhanok Airport\nKNL	359	PG	\nKNM	32	CD	\nKNN	14	GN	\nKNO	202	ID	Kuala Namu International Airport\nKNP	31	AO	\nKNQ	355	NC	Kone Airport\nKNR	239	IR	\nKNS	264	AU	King Island Airport\nKNT	78	US	\nKNU	209	IN	Kanpur Airport\nKNV	163	CA	Knights Inlet Airport\nKNW	51	US	New Stuyahok Airport\nKNX	268	AU	Kununurra Airport\nKNY	210	RU	Kodinsk Airport\nKNZ	5	ML	\nKOA	344	US	Kona International Airport at Keahole\nKOC	355	NC	Koumac Airport\nKOD	215	ID	\nKOE	215	ID	El Tari Kupang International Airport\nKOF	22	ZA	\nKOG	244	LA	\nKOH	260	AU	\nKOI	294	GB	Kirkwall Airport\nKOJ	241	JP	Kagoshima Airport\nKOK	285	FI	Kokkola-Pietarsaari Airport\nKOL	6	CF	\nKOM	359	PG	\nKON	199	VN	\nKOO	32	CD	\nKOP	186	TH	Nakhon Phanom Airport\nKOQ	275	DE	\nKOR	359	PG	\nKOS	223	KH	Sihanouk International Airport\nKOT	51	US	Kotlik Airport\nKOU	29	GA	\nKOV	177	KZ	Kokshetau Airport\nKOW	233	CN	Ganzhou Huangjin Airport\nKOX	203	ID	\nKOY	51	US	Olga Bay Sea Plane Base\nKOZ	51	US	\nKPA	359	PG	\nKPB	121	US	Point Baker Sea Plane Base\nKPC	51	US	\nKPE	359	PG	\nKPF	359	PG	\nKPG	100	GY	\nKPI	211	MY	\nKPL	359	PG	\nKPM	359	PG	\nKPN	51	US	Kipnuk Sea Plane Base\nKPO	232	KR	Pohang Airport\nKPP	260	AU	\nKPR	51	US	Port Williams Sea Plane Base\nKPS	269	AU	\nKPT	112	US	\nKPV	51	US	Perryville Airport\nKPW	179	RU	Keperveyem Airport\nKPY	51	US	Port Bailey Sea Plane Base\nKQA	51	US	Akutan Airport\nKQB	259	AU	Koonibba Airport\nKQH	209	IN	Kishangarh Airport\nKQL	359	PG	\nKQR	268	AU	Karara Airport\nKQT	196	TJ	Bokhtar International Airport\nKRA	267	AU	\nKRB	260	AU	Karumba Airport\nKRC	202	ID	Kerinci Airport\nKRD	262	AU	\nKRE	11	BI	Kirundo Airport\nKRF	313	SE	Kramfors/Solleftea Airport\nKRG	100	GY	\nKRH	294	GB	\nKRI	359	PG	Kikori Airport\nKRJ	359	PG	\nKRK	318	PL	John Paul II Kraków-Balice International Airport\nKRL	233	CN	Korla Licheng Airport\nKRM	100	GY	\nKRN	313	SE	Kiruna Airport\nKRO	248	RU	Kurgan Airport\nKRP	281	DK	Midtjyllands Airport\nKRQ	291	UA	\nKRR	301	RU	Krasnodar International Airport\nKRS	302	NO	Kristiansand Airport\nKRT	25	SD	Khartoum International Airport\nKRU	359	PG	\nKRV	40	KE	\nKRW	181	TM	Turkmenbashi Airport\nKRX	359	PG	\nKRY	233	CN	Karamay Guhai Airport\nKRZ	27	CD	\nKSA	347	FM	Kosrae Airport\nKSB	359	PG	\nKSC	276	SK	Barca Airport\nKSD	313	SE	Karlstad Airport\nKSE	24	UG	\nKSF	275	DE	Kassel-Calden Airport\nKSG	359	PG	\nKSH	239	IR	Kermanshah Airport\nKSI	14	GN	\nKSJ	273	GR	Kasos Island Airport\nKSK	313	SE	\nKSL	25	SD	Kassala Airport\nKSM	51	US	Saint Mary's Airport\nKSN	227	KZ	Kostanay Airport\nKSO	273	GR	Aristoteles Airport\nKSP	359	PG	\nKSQ	231	UZ	Karshi-Khanabad AB\nKSR	215	ID	H. Aroeppala Airport\nKSS	5	ML	\nKST	25	SD	\nKSU	302	NO	Kristiansund Airport, Kvernberget\nKSV	260	AU	\nKSW	204	IL	\nKSX	359	PG	\nKSY	287	TR	Kars Airport\nKSZ	301	RU	Kotlas Airport\nKTA	268	AU	Karratha Airport\nKTB	51	US	Thorne Bay Seaplane Base\nKTC	0	CI	\nKTD	241	JP	Kitadaito Airport\nKTE	211	MY	\nKTF	332	NZ	\nKTG	202	ID	Ketapang Airport\nKTH	51	US	\nKTI	223	KH	Kratie Airport\nKTJ	40	KE	\nKTK	359	PG	\nKTL	40	KE	\nKTM	208	NP	Tribhuvan International Airport\nKTN	151	US	Ketchikan International Airport\nKTO	100	GY	\nKTP	107	JM	Tinson Airport\nKTQ	285	FI	\nKTR	262	AU	\nKTS	51	US	Brevig Mission Airport\nKTT	285	FI	Kittila Airport\nKTU	209	IN	\nKTV	75	VE	\nKTW	318	PL	Katowice Airport\nKTX	5	ML	\nKTY	191	LK	\nKUA	211	MY	Sultan Haji Ahmad Shah Airport\nKUC	363	KI	\nKUD	211	MY	Kudat Airport\nKUE	342	SB	\nKUF	308	RU	Kurumoch Samara International Airport\nKUG	260	AU	Kubin Island Airport\nKUH	241	JP	Kushiro Airport\nKUI	332	NZ	Kawau Island Seaplane Base\nKUJ	241	JP	Kushimoto Airport\nKUK	51	US	Kasigluk Airport\nKUL	211	MY	Kuala Lumpur International Airport\nKUM	241	JP	Yakushima Airport\nKUN	317	LT	Kaunas Airport\nKUO	285	FI	Kuopio Airport\nKUP	359	PG	\nKUQ	359	PG	\nKUR	205	AF	\nKUS	93	GL	Kulusuk Airport\nKUT	238	GE	Kutaisi International Airport\nKUU	209	IN	Bhuntar Airport\nKUV	232	KR	Gunsan Airport\nKUW	51	US	Kugururok River Airport\nKUX	359	PG	\nKUY	359	PG	Kamusi Airport\nKUZ	93	GL	Kuummiit Heliport\nKVA	273	GR	Kavala International Airport\nKVB	313	SE	\nKVC	51	US	King Cove Airport\nKVE	359	PG	\nKVG	359	PG	Kavieng Airport\nKVK	301	RU	\nKVL	51	US	Kivalina Airport\nKVM	179	RU	Markovo Airport\nKVO	274	RS	Morava Airport\nKVR	245	RU	\nKVU	338	FJ	\nKVX	301	RU	Kirov Airport\nKWA	348	MH	Kwajalein Airport\nKWB	202	ID	Dewadaru Airport\nKWD	6	CF	\nKWE	233	CN	Guiyang Longdongbao International Airport\nKWF	108	US	\nKWG	291	UA	Krivoy Rog Airport\nKWH	205	AF	\nKWI	212	KW	Kuwait International Airport\nKWJ	232	KR	Gwangju Airport\nKWK	51	US	Kwigillingok Airport\nKWL	233	CN	Guilin Liangjiang International Airport\nKWM	260	AU	Kowanyama Airport\nKWN	51	US	Kwinhagak Airport\nKWO	359	PG	\nKWP	51	US	West Point Village Sea Plane Base\nKWR	342	SB	\nKWS	342	SB	\nKWT	51	US	Kwethluk Airport\nKWV	359	PG	\nKWX	359	PG	\nKWY	40	KE	\nKWZ	32	CD	Kolwezi Airport\nKXA	108	US	Kasaan Sea Plane Base\nKXB	215	ID	Sangia Nibandera Airport\nKXD	248	RU	\nKXE	22	ZA	\nKXF	338	FJ	Koro Island Airport\nKXK	245	RU	Khurba Airport\nKXO	24	UG	Kisoro Airport\nKXR	359	PG	\nKXU	362	PF	\nKYA	287	TR	Konya Airport\nKYB	268	AU	\nKYD	236	TW	Orchid Island Airport\nKYE	187	LB	\nKYF	268	AU	\nKYI	259	AU	\nKYK	51	US	Karluk Airport\nKYL	129	US	Port Largo Airport\nKYO	129	US	\nKYP	247	MM	Kyaukpyu Airport\nKYS	5	ML	\nKYT	247	MM	\nKYU	51	US	Koyukuk Airport\nKYX	359	PG	\nKYZ	210	RU	Kyzyl Airport\nKZB	51	US	Zachar Bay Sea Plane Base\nKZC	223	KH	\nKZD	223	KH	\nKZF	359	PG	\nKZG	275	DE	\nKZH	51	US	Kizhuyak Airport\nKZI	273	GR	Philippos Airport\nKZK	223	KH	Kompong Thom Airport\nKZN	301	RU	Kazan International Airport\nKZO	228	KZ	Kzyl-Orda Airport\nKZR	287	TR	Zafer Airport\nKZS	273	GR	Kastellorizo Airport\nLAA	85	US	\nLAB	359	PG	\nLAC	211	MY	\nLAD	31	AO	4 de Fevereiro International Airport\nLAE	359	PG	Nadzab Airport\nLAF	104	US	Purdue University Airport\nLAG	75	VE	La Guaira Airport\nLAH	203	ID	\nLAI	303	FR	\nLAJ	149	BR	Correia Pinto Airport\nLAK	166	CA	Aklavik Airport\nLAL	129	US	Lakeland Linder International Airport\nLAM	85	US	\nLAN	86	US	Capital Region International Airport\nLAO	216	PH	Laoag Airport\nLAP	118	MX	Leon Airport\nLAQ	47	LY	La Braq Airport\nLAR	85	US	General Brees Field\nLAS	112	US	Harry Reid International Airport\nLAU	40	KE	Lamu Airport\nLAW	78	US	Lawton-Fort Sill Regional Airport\nLAX	112	US	Los Angeles International Airport\nLAY	22	ZA	\nLAZ	66	BR	\nLBA	294	GB	Leeds Bradford Airport\nLBB	78	US	Lubbock Preston Smith International Airport\nLBC	275	DE	Luebeck-Blankensee Airport\nLBD	196	TJ	Khujand Airport\nLBE	129	US	Arnold Palmer Regional Airport\nLBF	78	US	Lee Bird Field\nLBG	303	FR	\nLBH	269	AU	Palm Beach Sea Plane Base\nLBI	303	FR	\nLBJ	215	ID	Komodo Airport\nLBK	40	KE	\nLBL	78	US	Liberal Municipal Airport\nLBM	35	MZ	\nLBN	40	KE	\nLBO	32	CD	\nLBP	211	MY	Long Banga Airfield\nLBQ	29	GA	\nLBR	114	BR	Labrea Airport\nLBS	338	FJ	Labasa Airport\nLBT	129	US	\nLBU	211	MY	Labuan Airport\nLBV	29	GA	Libreville International Airport\nLBW	215	ID	Juvai Semaring Airport\nLBX	216	PH	\nLBY	303	FR	\nLBZ	31	AO	\nLCA	218	CY	Larnaca International Airport\nLCB	73	BR	Pontes-e-Lacerda Airport\nLCC	307	IT	\nLCD	22	ZA	\nLCE	157	HN	Goloson International Airport\nLCF	98	GT	\nLCG	296	ES	A Coruna Airport\nLCH	78	US	Lake Charles Regional Airport\nLCI	129	US	\nLCJ	318	PL	Lodz Wladyslaw Reymont Airport\nLCK	129	US	Rickenbacker International Airport\nLCL	102	CU	\nLCM	54	AR	\nLCN	259	AU	\nLCO	10	CG	\nLCP	54	AR	\nLCQ	129	US	\nLCR	70	CO	La Chorrera Airport\nLCS	233	CN	Longchuan Guangsong Airport\nLCT	233	CN	\nLCV	307	IT	\nLCX	233	CN	Longyan Guanzhishan Airport\nLCY	294	GB	London City Airport\nLDA	209	IN	\nLDB	149	BR	Londrina Airport\nLDC	265	AU	\nLDE	303	FR	Tarbes Ossun Lourdes Airport\nLDG	301	RU	Leshukonskoye Airport\nLDH	266	AU	Lord Howe Island Airport\nLDI	16	TZ	\nLDJ	129	US	\nLDK	313	SE	\nLDM	129	US	\nLDN	208	NP	\nLDO	134	SR	\nLDR	176	YE	\nLDS	233	CN	Yichun Lindu Airport\nLDU	211	MY	Lahad Datu Airport\nLDV	303	FR	\nLDW	268	AU	\nLDX	76	GF	Saint Laurent du Maroni Airport\nLDY	294	GB	City of Derry Airport\nLDZ	22	ZA	\nLEA	268	AU	Learmonth Airport\nLEB	129	US	Lebanon Municipal Airport\nLEC	66	BR	Coronel Horacio de Mattos Airport\nLED	301	RU	Pulkovo Airport\nLEE	129	US	\nLEF	36	LS	\nLEG	43	MR	\nLEH	303	FR	\nLEI	296	ES	Almeria Airport\nLEJ	275	DE	Leipzig/Halle Airport\nLEK	14	GN	\nLEL	262	AU	Lake Evella Airport\nLEM	85	US	\nLEN	296	ES	Leon Airport\nLEO	29	GA	\nLEP	149	BR	Leopoldina Airport\nLEQ	294	GB	Lands End Airport\nLER	268	AU	Leinster Airport\nLES	36	LS	\nLET	70	CO	Gen. A.V. Cobo Airport\nLEU	296	ES	Andorra–La Seu d'Urgell Airport\nLEV	338	FJ	Levuka Airfield\nLEW	129	US	\nLEX	129	US	Blue Grass Airport\nLEY	271	NL	\nLEZ	157	HN	\nLFB	35	MZ	\nLFH	233	CN	Lanping Fenghua General Airport\nLFI	129	US	\nLFK	78	US	\nLFM	239	IR	Lamerd Airport\nLFN	129	US	\nLFO	2	ET	\nLFP	260	AU	\nLFQ	233	CN	Linfen Yaodu Airport\nLFR	75	VE	\nLFT	78	US	Lafayette Regional Airport\nLFW	30	TG	Lome–Tokoin International Airport\nLGA	129	US	LaGuardia Airport\nLGB	112	US	Long Beach Airport\nLGC	129	US	\nLGD	112	US	\nLGE	268	AU	\nLGF	135	US	\nLGG	277	BE	Liege Airport\nLGH	259	AU	\nLGI	128	BS	Deadmans Cay Airport\nLGK	211	MY	Langkawi International Airport\nLGL	211	MY	Long Lellang Airport\nLGM	359	PG	\nLGN	359	PG	\nLGO	275	DE	\nLGP	216	PH	\nLGQ	99	EC	\nLGR	147	CL	\nLGS	54	AR	\nLGT	70	CO	\nLGU	85	US	\nLGW	294	GB	London Gatwick Airport\nLGX	38	SO	\nLGY	75	VE	\nLGZ	233	CN	Shannan Longzi (Lhünzê) Airport\nLHA	275	DE	\nLHB	51	US	Lost Harbor Sea Port\nLHE	207	PK	Allama Iqbal International Airport\nLHG	269	AU	Lightning Ridge Airport\nLHI	203	ID	\nLHK	233	CN	\nLHL	185	AZ	\nLHN	64	BR	\nLHP	359	PG	\nLHR	294	GB	London Heathrow Airport\nLHS	54	AR	Las Heras Airport\nLHU	49	NA	\nLHV	129	US	\nLHW	233	CN	Lanzhou Zhongchuan Airport\nLIA	233	CN	\nLIB	262	AU	\nLIC	85	US	\nLIE	27	CD	\nLIF	355	NC	Lifou Airport\nLIG	303	FR	Bellegarde Airport\nLIH	344	US	Lihue Airport\nLII	203	ID	\nLIJ	151	US	\nLIK	349	MH	Likiep Airport\nLIL	303	FR	Lille Airport\nLIM	111	PE	Jorge Chavez International Airport\nLIN	307	IT	Milano Linate Airport\nLIO	80	CR	Limon International Airport\nLIP	149	BR	\nLIQ	27	CD	\nLIR	80	CR	Liberia Guanacaste Airport\nLIS	292	PT	Lisbon Portela Airport\nLIT	78	US	Bill and Hillary Clinton National Airport\nLIU	307	IT	Linosa Heliport\nLIV	51	US	\nLIW	247	MM	Loikaw Airport\nLIX	9	MW	\nLIY	129	US	\nLIZ	129	US	\nLJA	32	CD	\nLJG	233	CN	Lijiang Airport\nLJN	78	US	\nLJU	293	SI	Ljubljana Joze Pucnik Airport\nLKA	215	ID	Gewayantana Airport\nLKB	338	FJ	Lakeba Airport\nLKC	10	CG	\nLKD	260	AU	\nLKE	112	US	Lake Union Sea Plane Base\nLKG	40	KE	\nLKH	211	MY	\nLKI	202	ID	Lasikin Airport\nLKK	51	US	\nLKL	302	NO	Lakselv Airport\nLKM	215	ID	Lolak Bolaang Mongondow Airport\nLKN	302	NO	Leknes Airport\nLKO	209	IN	Chaudhary Charan Singh International Airport\nLKP	129	US	\nLKR	38	SO	\nLKS	78	US	Lakeside Airport\nLKT	0	CI	Lakota Airport\nLKU	40	KE	\nLKV	112	US	\nLKW	217	OM	\nLKY	16	TZ	\nLKZ	294	GB	\nLLA	313	SE	Lulea Airport\nLLB	233	CN	Libo County Libo City Airport\nLLC	216	PH	\nLLE	22	ZA	\nLLF	233	CN	Yongzhou Lingling Airport\nLLG	260	AU	\nLLH	157	HN	\nLLI	2	ET	\nLLJ	202	ID	\nLLK	185	AZ	Lankaran International Airport\nLLL	268	AU	\nLLM	342	SB	\nLLN	203	ID	\nLLO	215	ID	Lagaligo Airport\nLLP	260	AU	\nLLS	54	AR	\nLLT	31	AO	\nLLU	93	GL	Alluitsup Paa Airport\nLLV	233	CN	Luliang Dawu Airport\nLLW	9	MW	Kamuzu International Airport\nLLX	129	US	\nLLY	129	US	\nLMA	51	US	Minchumina Intermediate Airport\nLMB	9	MW	\nLMC	70	CO	Lamacarena Airport\nLMD	54	AR	\nLME	303	FR	Arnage Airport\nLMG	359	PG	\nLMH	157	HN	\nLMI	359	PG	\nLML	349	MH	\nLMM	118	MX	Los Mochis International Airport\nLMN	211	MY	Limbang Airport\nLMO	294	GB	\nLMP	307	IT	Lampedusa Airport\nLMQ	47	LY	\nLMR	22	ZA	\nLMS	78	US	\nLMT	112	US	\nLMU	224	ID	\nLMV	327	MV	\nLMX	70	CO	\nLMY	359	PG	Lake Murray Airport\nLMZ	35	MZ	Palma Airport\nLNA	129	US	\nLNB	337	VU	Lamen Bay Airport\nLNC	359	PG	\nLND	85	US	\nLNE	337	VU	Lonorore Airport\nLNF	359	PG	\nLNG	359	PG	\nLNH	262	AU	\nLNI	51	US	\nLNJ	233	CN	Lincang Airport\nLNK	78	US	Lincoln Airport\nLNL	233	CN	Longnan Chengxian Airport\nLNM	359	PG	\nLNN	129	US	\nLNO	268	AU	Leonora Airport\nLNP	129	US	\nLNQ	359	PG	\nLNR	78	US	\nLNS	129	US	Lancaster Airport (Pennsylvania)\nLNU	215	ID	Robert Atty Bessing Airport\nLNV	359	PG	Lihir Island Airport\nLNX	301	RU	Smolensk Airport\nLNY	344	US	Lanai Airport\nLNZ	316	AT	Linz Airport\nLOA	260	AU	\nLOB	147	CL	\nLOC	259	AU	\nLOD	337	VU	Longana Airport\nLOE	186	TH	Loei Airport\nLOF	349	MH	\nLOH	99	EC	Camilo Ponce\nLOI	149	BR	\nLOK	40	KE	\nLOL	112	US	\nLOM	122	MX	\nLOO	3	DZ	\nLOP	215	ID	Zainuddin Abdul Madjid International Airport\nLOQ	20	BW	\nLOR	78	US	Lowe Army Heliport\nLOS	28	NG	Murtala Muhammed International Airport\nLOT	78	US	\nLOU	109	US	\nLOV	125	MX	\nLOW	129	US	\nLOX	98	GT	\nLOY	40	KE	\nLOZ	129	US	\nLPA	252	ES	Gran Canaria Airport\nLPB	110	BO	El Alto International Airport\nLPC	112	US	\nLPD	70	CO	La Pedrera Airport\nLPE	70	CO	\nLPF	233	CN	Liupanshui Yuezhao Airport\nLPG	54	AR	\nLPH	294	GB	Lochgilphead Heliport\nLPI	313	SE	Linkoping City Airport\nLPJ	75	VE	\nLPK	301	RU	Lipetsk Airport\nLPL	294	GB	Liverpool John Lennon Airport\nLPM	337	VU	Lamap Airport\nLPN	359	PG	\nLPO	78	US	\nLPP	285	FI	Lappeenranta Airport\nLPQ	244	LA	Luang Prabang International Airport\nLPS	112	US	Lopez Island Airport\nLPT	186	TH	Lampang Airport\nLPU	215	ID	Long Apung Airport\nLPW	151	US	Little Port Walter Airport\nLPX	306	LV	\nLPY	303	FR	Loudes Airport\nLPZ	70	CO	\nLQK	129	US	\nLQM	70	CO	Puerto Leguizamo Airport\nLQN	205	AF	\nLRA	273	GR	\nLRB	36	LS	\nLRD	78	US	Laredo International Airport\nLRE	260	AU	Longreach Airport\nLRF	78	US	\nLRG	207	PK	\nLRH	303	FR	Laleu Airport\nLRI	70	CO	\nLRJ	78	US	\nLRL	30	TG	\nLRM	148	DO	La Romana Airport\nLRN	112	US	Larson Air Force Base\nLRO	112	US	Sharpe Army Air Field\nLRQ	165	CA	\nLRR	239	IR	Lar Airport\nLRS	273	GR	Leros Airport\nLRT	303	FR	Lann Bihoue Airport\nLRU	85	US	Las Cruces Municipal Airport\nLRV	75	VE	Los Roques Airport\nLSA	359	PG	Losuia Airport\nLSB	85	US	\nLSC	147	CL	La Florida Airport\nLSD	129	US	Lexington Creech Heliport\nLSE	78	US	La Crosse Regional Airport\nLSF	129	US	\nLSG	233	CN	Leshan Airport\nLSH	247	MM	Lashio Airport\nLSI	294	GB	Sumburgh Airport\nLSJ	359	PG	\nLSK	85	US	\nLSL	80	CR	\nLSM	211	MY	\nLSN	112	US	\nLSO	303	FR	\nLSP	75	VE	Josefa Camejo Airport\nLSQ	147	CL	\nLSR	202	ID	Alas Leuser Airport\nLSS	97	GP	\nLST	264	AU	Launceston Airport\nLSU	211	MY	\nLSV	112	US	\nLSW	202	ID	Malikus Saleh Airport\nLSX	202	ID	\nLSY	269	AU	Lismore Airport\nLSZ	319	HR	\nLTA	22	ZA	\nLTB	264	AU	\nLTC	41	TD	\nLTD	47	LY	\nLTF	359	PG	\nLTG	208	NP	\nLTI	242	MN	Altai Airport\nLTK	192	SY	\nLTL	29	GA	\nLTM	100	GY	Lethem Airport\nLTN	294	GB	London Luton Airport\nLTO	118	MX	Loreto Airport\nLTP	260	AU	\nLTQ	303	FR	\nLTR	282	IE	\nLTS	78	US	\nLTT	303	FR	La Mole Airport\nLTU	209	IN	Latur Airport\nLTV	260	AU	\nLTW	129	US	\nLTX	99	EC	Cotopaxi International Airport\nLUA	208	NP	Tenzing-Hillary Airport\nLUB	100	GY	\nLUC	338	FJ	\nLUD	49	NA	Luderitz Airport\nLUE	276	SK	\nLUF	135	US	\nLUG	320	CH	Lugano Airport\nLUH	209	IN	\nLUI	157	HN	\nLUJ	22	ZA	Lusikisiki Airport\nLUK	129	US	Cincinnati Municipal Lunken Airport\nLUL	78	US	\nLUM	233	CN	Dehong Mangshi Airport\nLUN	33	ZM	Kenneth Kaunda International Airport\nLUO	31	AO	\nLUP	344	US	Kalaupapa Airport\nLUQ	54	AR	D. Cesar Raul Ojeda Airport\nLUR	51	US	Cape Lisburne Airport\nLUT	260	AU	\nLUU	260	AU	\nLUV	203	ID	Langgur Airport\nLUW	203	ID	\nLUX	295	LU	Luxembourg Airport\nLUZ	318	PL	Lublin Airport\nLVA	303	FR	\nLVB	149	BR	\nLVD	51	US	\nLVI	33	ZM	Harry Mwaanga Nkumbula International Airport\nLVK	112	US	\nLVL	129	US	\nLVM	85	US	\nLVO	268	AU	Laverton Airport\nLVP	239	IR	\nLVR	82	BR	\nLVS	85	US	\nLWA	216	PH	\nLWB	129	US	Greenbrier Valley Airport\nLWC	78	US	\nLWD	229	KE	\nLWE	215	ID	\nLWH	260	AU	\nLWI	359	PG	\nLWK	294	GB	Lerwick/Tingwall Airport\nLWL	112	US	\nLWM	129	US	\nLWN	249	AM	Shirak Airport\nLWO	291	UA	Lviv International Airport\nLWR	271	NL	\nLWS	112	US	Lewiston-Nez Perce County Regional Airport\nLWT	85	US	\nLWV	78	US	\nLWY	211	MY	Lawas Airport\nLXA	233	CN	Lhasa Gonggar Airport\nLXG	244	LA	Luang Namtha Airport\nLXI	233	CN	Linxi Airport\nLXN	78	US	\nLXR	12	EG	Luxor International Airport\nLXS	273	GR	Limnos Airport\nLXU	33	ZM	\nLXV	85	US	\nLYA	233	CN	Luoyang Beijiao Airport\nLYB	77	KY	\nLYC	313	SE	Lycksele Airport\nLYE	294	GB	\nLYG	233	CN	Lianyungang Huaguoshan International Airport\nLYH	129	US	Preston-Glenn Field\nLYI	233	CN	Linyi Qiyang Airport\nLYK	215	ID	\nLYN	303	FR	\nLYO	78	US	\nLYP	207	PK	Faisalabad Airport\nLYR	174	SJ	Svalbard Airport\nLYS	303	FR	Lyon Saint-Exupery Airport\nLYT	260	AU	\nLYU	78	US	\nLYX	294	GB	\nLZA	27	CD	\nLZC	122	MX	\nLZG	233	CN	Langzhong Gucheng Airport\nLZH	233	CN	Liuzhou Airport\nLZI	27	CD	\nLZM	31	AO	\nLZN	236	TW	Matsu Nangan Airport\nLZO	233	CN	Luzhou Yunlong Airport\nLZR	260	AU	\nLZU	129	US	\nLZY	233	CN	Nyingchi Mainling Airport\nMAA	209	IN	Chennai International Airport\nMAB	66	BR	Maraba Airport\nMAC	129	US	\nMAD	296	ES	Madrid-Barajas Airport\nMAE	112	US	\nMAF	78	US	Midland International Airport\nMAG	359	PG	Madang Airport\nMAH	296	ES	Menorca Airport\nMAI	9	MW	\nMAJ	349	MH	Amata Kabua International Airport\nMAK	23	SS	\nMAL	203	ID	\nMAM	117	MX	Matamoros Airport\nMAN	294	GB	Manchester Airport\nMAO	114	BR	Manaus International Airport – Eduardo Gomes\nMAP	359	PG	\nMAQ	186	TH	Mae Sot Airport\nMAR	75	VE	La Chinita International Airport\nMAS	359	PG	Momote Airport\nMAT	27	CD	\nMAU	362	PF	Maupiti Airport\nMAV	349	MH	\nMAW	78	US	\nMAX	15	SN	\nMAY	128	BS	\nMAZ	139	PR	Eugenio M. De Hostos Airport\nMBA	40	KE	Moi International Airport\nMBB	268	AU	\nMBC	29	GA	\nMBD	22	ZA	Mafikeng Airport\nMBE	241	JP	Monbetsu Airport\nMBF	267	AU	\nMBG	78	US	\nMBH	260	AU	\nMBI	16	TZ	Songwe Airport\nMBJ	107	JM	Sangster International Airport\nMBK	73	BR	\nMBL	86	US	Blacker Airport\nMBM	22	ZA	\nMBN	268	AU	\nMBO	216	PH	\nMBP	111	PE	\nMBQ	24	UG	\nMBR	43	MR	\nMBS	86	US	MBS International Airport\nMBT	216	PH	Masbate Airport\nMBU	342	SB	\nMBV	359	PG	\nMBW	267	AU	Moorabbin Airport\nMBX	293	SI	\nMBY	78	US	\nMBZ	114	BR	\nMCA	14	GN	\nMCB	78	US	\nMCC	112	US	\nMCD	86	US	\nMCE	112	US	Merced Municipal Airport\nMCF	129	US	\nMCG	51	US	McGrath Airport\nMCH	99	EC	\nMCI	78	US	Kansas City International Airport\nMCJ	70	CO	\nMCK	78	US	Mc Cook Airport\nMCL	51	US	\nMCM	300	MC	Monaco Heliport\nMCN	129	US	Middle Georgia Regional Airport\nMCO	129	US	Orlando International Airport\nMCP	66	BR	Macapa International Airport\nMCQ	279	HU	\nMCR	98	GT	Melchor De Menco Airport\nMCS	54	AR	\nMCT	217	OM	Muscat International Airport\nMCU	303	FR	\nMCV	262	AU	Mcarthur River Airport\nMCW	78	US	Mason City Airport\nMCX	301	RU	Makhachkala Airport\nMCY	260	AU	Sunshine Coast Airport\nMCZ	66	BR	Maceio-Zumbi dos Palmares International Airport\nMDA	78	US	Martindale Army Air Field\nMDB	67	BZ	\nMDC	215	ID	Sam Ratulangi International Airport\nMDD	78	US	\nMDE	70	CO	Jose Maria Cordova International Airport\nMDF	78	US	\nMDG	233	CN	Mudanjiang Hailang International Airport\nMDH	78	US	\nMDI	28	NG	Makurdi Airport\nMDJ	112	US	\nMDK	27	CD	Mbandaka Airport\nMDL	247	MM	Mandalay International Airport\nMDM	359	PG	\nMDN	104	US	\nMDO	51	US	\nMDP	203	ID	\nMDQ	54	AR	Astor Piazzolla International Airport\nMDR	51	US	\nMDS	95	TC	\nMDT	129	US	Harrisburg International Airport\nMDU	359	PG	Mendi Airport\nMDV	29	GA	\nMDW	78	US	Chicago Midway International Airport\nMDX	54	AR	\nMDY	351	UM	\nMDZ	54	AR	El Plumerillo International Airport\nMEA	149	BR	\nMEB	269	AU	Essendon Airport\nMEC	99	EC	Manta Airport\nMED	229	SA	Prince Mohammad Bin Abdulaziz International Airport\nMEE	355	NC	Mare Airport\nMEF	41	TD	\nMEG	31	AO	Malanje Airport\nMEH	302	NO	Mehamn Airport\nMEI	78	US	Key Field\nMEJ	129	US	\nMEK	13	MA	\nMEL	267	AU	Melbourne Airport\nMEM	78	US	Memphis International Airport\nMEN	303	FR	\nMEO	129	US	\nMEP	211	MY	\nMEQ	202	ID	Cut Nyak Dhien Airport\nMER	112	US	\nMES	202	ID	\nMET	260	AU	\nMEU	66	BR	\nMEV	112	US	\nMEW	32	CD	\nMEX	122	MX	Mexico City International Airport\nMEY	208	NP	\nMEZ	22	ZA	\nMFA	16	TZ	Mafia Island Airport\nMFB	70	CO	\nMFC	36	LS	\nMFD	129	US	\nMFE	78	US	McAllen International Airport\nMFF	29	GA	\nMFG	207	PK	\nMFH	112	US	\nMFI	78	US	\nMFJ	338	FJ	Moala Airport\nMFK	236	TW	Matsu Beigan Airport\nMFL	260	AU	\nMFM	213	MO	Macau International Airport\nMFN	332	NZ	\nMFO	359	PG	\nMFP	262	AU	\nMFQ	42	NE	\nMFR	112	US	Rogue Valley International-Medford Airport\nMFS	70	CO	\nMFU	33	ZM	Mfuwe Airport\nMFV	129	US	\nMFW	35	MZ	\nMFX	303	FR	\nMFY	176	YE	\nMFZ	359	PG	\nMGA	113	NI	Augusto C Sandino International Airport\nMGB	259	AU	Mount Gambier Airport\nMGC	78	US	\nMGD	110	BO	\nMGE	129	US	\nMGF	149	BR	Regional De Maringa\nMGG	359	PG	\nMGH	22	ZA	Margate Airport\nMGI	78	US	\nMGJ	129	US	\nMGK	247	MM	\nMGL	275	DE	\nMGM	78	US	Montgomery Regional Airport\nMGN	70	CO	\nMGO	29	GA	\nMGP	359	PG	\nMGQ	38	SO	Aden Adde International Airport\nMGR	129	US	\nMGS	360	CK	\nMGT	262	AU	Milingimbi Airport\nMGU	247	MM	\nMGV	268	AU	\nMGW	129	US	Morgantown Airport\nMGX	29	GA	\nMGY	129	US	\nMGZ	247	MM	Myeik Airport\nMHA	100	GY	\nMHB	332	NZ	Mechanics Bay Heliport\nMHC	147	CL	Mocopulli Airport\nMHD	239	IR	Mashhad International Airport\nMHE	78	US	\nMHF	70	CO	\nMHG	275	DE	Mannheim City Airport\nMHH	128	BS	Marsh Harbour International Airport\nMHI	17	DJ	\nMHJ	2	ET	Misrak Gashamo Airport\nMHK	78	US	Manhattan Regional Airport\nMHL	78	US	\nMHM	342	SB	Malaita Manaoba Island Baenalu Airport\nMHN	85	US	\nMHO	268	AU	\nMHP	299	BY	\nMHQ	298	AX	Mariehamn Airport\nMHR	112	US	\nMHS	112	US	\nMHT	129	US	Manchester Boston Regional Airport\nMHU	267	AU	Mount Hotham\nMHV	112	US	\nMHW	110	BO	\nMHX	360	CK	Manihiki Island Airport\nMHY	359	PG	\nMHZ	294	GB	\nMIA	129	US	Miami International Airport\nMIB	78	US	\nMIC	78	US	\nMID	120	MX	Manuel Crescencio Rejon International Airport\nMIE	104	US	\nMIF	78	US	\nMIG	233	CN	Mianyang Nanjiao Airport\nMIH	268	AU	\nMII	149	BR	Frank Miloye Milenkovich State Airport\nMIJ	349	MH	Mili Island Airport\nMIK	285	FI	\nMIM	269	AU	Merimbula Airport\nMIN	259	AU	\nMIO	78	US	\nMIP	204	IL	Mitspeh Ramon Airport\nMIQ	78	US	\nMIR	48	TN	Habib Bourguiba International Airport\nMIS	359	PG	Misima Island Airport\nMIT	112	US	\nMIU	28	NG	Maiduguri International Airport\nMIV	129	US	\nMIW	78	US	\nMIX	70	CO	\nMIY	262	AU	\nMIZ	262	AU	\nMJA	321	MG	\nMJB	349	MH	\nMJC	0	CI	\nMJD	207	PK	\nMJE	349	MH	\nMJF	302	NO	Kjaerstad Airport\nMJI	47	LY	Mitiga International Airport\nMJJ	359	PG	\nMJK	268	AU	Shark Bay Airport\nMJL	29	GA	\nMJM	32	CD	Mbuji Mayi Airport\nMJN	321	MG	Amborovy Airport\nMJO	49	NA	\nMJP	268	AU	\nMJQ	78	US	\nMJR	54	AR	\nMJS	35	MZ	\nMJT	273	GR	Mytilene International Airport\nMJU	203	ID	\nMJV	296	ES	\nMJW	21	ZW	\nMJX	129	US	\nMJY	202	ID	Mangunjaya Airport\nMJZ	246	RU	Mirnyj Airport\nMKA	305	CZ	\nMKB	29	GA	\nMKC	78	US	\nMKE	78	US	Milwaukee Mitchell International Airport\nMKG	86	US	Muskegon Airport\nMKH	36	LS	\nMKI	6	CF	\nMKJ	10	CG	\nMKK	344	US	Molokai Airport\nMKL	78	US	McKellar–Sipes Regional Airport\nMKM	211	MY	Mukah Airport\nMKN	359	PG	\nMKO	78	US	\nMKP	362	PF	Makemo Airport\nMKQ	203	ID	Mopah Airport\nMKR	268	AU	Meekatharra Airport\nMKS	2	ET	\nMKT	78	US	\nMKU	29	GA	Makokou Airport\nMKV	262	AU	\nMKW	203	ID	Rendani Airport\nMKY	260	AU	Mackay Airport\nMKZ	211	MY	\nMLA	297	MT	Malta International Airport\nMLB	129	US	Orlando Melbourne International Airport\nMLC	78	US	\nMLD	71	US	\nMLE	327	MV	Velana International Airport\nMLF	85	US	\nMLG	203	ID	Abdul Rachman Saleh Airport\nMLI	78	US	Quad City International Airport\nMLJ	129	US	\nMLK	85	US	\nMLL	51	US	Marshall Don Hunter Sr. Airport\nMLM	122	MX	Morelia International Airport\nMLN	296	ES	Melilla Airport\nMLO	273	GR	Milos Airport\nMLP	216	PH	\nMLQ	359	PG	\nMLR	259	AU	\nMLS	85	US	\nMLT	129	US	\nMLU	78	US	Monroe Regional Airport\nMLV	260	AU	\nMLW	39	LR	Spriggs Payne Airport\nMLX	287	TR	Malatya Airport\nMLY	51	US	Manley Hot Springs Airport\nMLZ	126	UY	\nMMB	241	JP	Memanbetsu Airport\nMMC	125	MX	\nMMD	241	JP	Minamidaito Airport\nMME	294	GB	Teesside International Airport\nMMF	18	CM	\nMMG	268	AU	Mount Magnet Airport\nMMH	112	US	Mammoth Lakes Airport\nMMI	129	US	\nMMJ	241	JP	Matsumoto Airport\nMMK	301	RU	Murmansk Airport\nMML	78	US	\nMMM	260	AU	\nMMN	129	US	\nMMO	253	CV	Vila Do Maio Airport\nMMP	70	CO	\nMMQ	33	ZM	\nMMR	78	US	Camp Maybry Army Heliport\nMMS	78	US	\nMMT	129	US	\nMMU	129	US	\nMMV	359	PG	\nMMW	35	MZ	Moma Airport\nMMX	313	SE	Malmo Airport\nMMY	241	JP	Miyako Airport\nMMZ	205	AF	Maimana Airport\nMNA	203	ID	\nMNB	27	CD	\nMNC	35	MZ	\nMND	70	CO	\nMNE	259	AU	\nMNF	338	FJ	Mana Island Airstrip\nMNG	262	AU	Maningrida Airport\nMNH	217	OM	\nMNI	127	MS	John A. Osborne Airport\nMNJ	321	MG	Mananjary Airport\nMNK	363	KI	\nMNL	216	PH	Ninoy Aquino International Airport\nMNM	119	US	\nMNN	129	US	\nMNO	32	CD	\nMNP	359	PG	\nMNQ	260	AU	\nMNR	33	ZM	\nMNS	33	ZM	\nMNT	51	US	\nMNU	247	MM	Mawlamyine Airport\nMNV	262	AU	\nMNW	262	AU	\nMNX	114	BR	Manicore Airport\nMNY	342	SB	Mono Airport\nMNZ	129	US	\nMOA	102	CU	\nMOB	78	US	Mobile Regional Airport\nMOC	149	BR	Montes Claros Airport\nMOD	112	US	\nMOE	247	MM	\nMOF	215	ID	Frans Xavier Seda Airport\nMOG	247	MM	Mong Hsat Airport\nMOH	215	ID	\nMOI	360	CK	Mitiaro Island Airport\nMOJ	134	SR	Moengo Airport\nMOK	231	UZ	\nMOL	302	NO	Molde Airport, Aro\nMOM	43	MR	\nMON	332	NZ	\nMOO	259	AU	\nMOP	86	US	\nMOQ	321	MG	Morondava Airport\nMOR	129	US	\nMOS	51	US	\nMOT	78	US	Minot International Airport\nMOU	51	US	Mountain Village Airport\nMOV	260	AU	Moranbah Airport\nMOX	78	US	\nMOY	70	CO	Monterrey Airport\nMOZ	362	PF	Temae Airport\nMPA	49	NA	Mpacha Airport\nMPB	129	US	\nMPC	202	ID	Muko-Muko Airport\nMPD	207	PK	\nMPF	359	PG	\nMPG	359	PG	\nMPH	216	PH	Boracay Airport\nMPI	132	PA	\nMPJ	78	US	\nMPL	303	FR	Montpellier Mediterranee Airport\nMPM	35	MZ	Maputo International Airport\nMPN	258	FK	Mount Pleasant Airport\nMPO	129	US	\nMPP	132	PA	\nMPQ	178	JO	\nMPR	78	US	\nMPS	78	US	\nMPT	194	TL	\nMPU	359	PG	\nMPV	129	US	\nMPW	290	UA	Mariupol International Airport\nMPX	359	PG	\nMPY	76	GF	\nMPZ	78	US	\nMQA	268	AU	\nMQB	78	US	\nMQC	123	PM	Miquelon Airport\nMQD	54	AR	\nMQE	262	AU	\nMQF	248	RU	Magnitogorsk Airport\nMQG	49	NA	\nMQH	149	BR	\nMQJ	235	RU	Moma Airport\nMQK	110	BO	\nMQL	267	AU	Mildura Airport\nMQM	287	TR	Mardin Airport\nMQN	302	NO	Mo i Rana Airport\nMQO	359	PG	\nMQP	22	ZA	Kruger Mpumalanga International Airport\nMQQ	41	TD	\nMQR	70	CO	\nMQS	156	VC	Mustique Airport\nMQT	86	US	Sawyer International Airport\nMQU	70	CO	\nMQV	3	DZ	\nMQW	129	US	\nMQX	2	ET	Alula Aba Nega Airport\nMQY	78	US	\nMQZ	268	AU	\nMRA	47	LY	Misurata Airport\nMRB	129	US	\nMRC	78	US	\nMRD	75	VE	\nMRE	40	KE	Mara Serena Airport\nMRF	78	US	\nMRG	260	AU	\nMRH	359	PG	\nMRI	51	US	Merrill Field\nMRJ	157	HN	\nMRK	129	US	\nMRL	260	AU	\nMRM	359	PG	\nMRN	129	US	\nMRO	332	NZ	\nMRP	259	AU	\nMRQ	216	PH	\nMRR	99	EC	\nMRS	303	FR	Marseille Provence Airport\nMRT	262	AU	\nMRU	328	MU	Sir Seewoosagur Ramgoolam International Airport\nMRV	301	RU	Mineralnye Vody Airport\nMRW	281	DK	\nMRX	239	IR	Mahshahr Airport\nMRY	112	US	Monterey Regional Airport\nMRZ	269	AU	Moree Airport\nMSA	165	CA	Muskrat Dam Airport\nMSC	135	US	\nMSD	85	US	\nMSE	294	GB	\nMSF	262	AU	\nMSG	36	LS	\nMSH	217	OM	\nMSI	202	ID	\nMSJ	241	JP	Misawa Airport\nMSK	70	CO	\nMSL	78	US	Northwest Alabama Regional Airport\nMSM	27	CD	\nMSN	78	US	Dane County Regional Airport\nMSO	85	US	Missoula Montana Airport\nMSP	78	US	Minneapolis-St. Paul International Airport\nMSQ	299	BY	Minsk National Airport\nMSR	287	TR	Mus Airport\nMSS	129	US	Massena International Airport\nMST	271	NL	Maastricht Aachen Airport\nMSU	36	LS	Moshoeshoe International Airport\nMSV	129	US	\nMSW	4	ER	\nMSX	10	CG	\nMSY	78	US	Louis Armstrong New Orleans International Airport\nMSZ	31	AO	Yuri Gagarin Airport\nMTA	332	NZ	\nMTB	70	CO	\nMTC	86	US	\nMTD	262	AU	\nMTE	138	BR	\nMTF	2	ET	Mizan Teferi Airport\nMTG	73	BR	Mato Grosso Airport\nMTH	129	US	\nMTI	253	CV	\nMTJ	85	US	Montrose Regional Airport\nMTK	363	KI	\nMTL	269	AU	\nMTM	121	US	Metlakatla Seaplane Base\nMTN	129	US	\nMTO	78	US	\nMTP	129	US	Sky Portal Airport\nMTQ	260	AU	\nMTR	70	CO	Los Garzones International Airport\nMTS	37	SZ	\nMTT	122	MX	Minatitlan Airport\nMTU	35	MZ	\nMTV	337	VU	\nMTW	78	US	\nMTX	51	US	\nMTY	125	MX	Monterrey International Airport\nMTZ	204	IL	\nMUA	342	SB	Munda Airport\nMUB	20	BW	Maun Airport\nMUC	275	DE	Munich International Airport\nMUD	35	MZ	\nMUE	344	US	Waimea–Kohala Airport\nMUF	203	ID	\nMUG	118	MX	\nMUH	12	EG	Marsa Matruh International Airport\nMUI	129	US	\nMUJ	2	ET	\nMUK	360	CK	Mauke Island Airport\nMUL	129	US	\nMUM	40	KE	\nMUN	75	VE	Jose Tadeo Monagas International Airport\nMUO	71	US	\nMUP	262	AU	\nMUQ	268	AU	\nMUR	211	MY	Marudi Airport\nMUS	241	JP	\nMUT	78	US	\nMUU	129	US	Mount Union Airport\nMUV	129	US	Mustin Airfield\nMUW	3	DZ	\nMUX	207	PK	Multan Airport\nMUY	10	CG	\nMUZ	16	TZ	Musoma Airport\nMVA	256	IS	\nMVB	29	GA	M'Vengue El Hadj Omar Bongo Ondimba Intl Airport\nMVC	78	US	\nMVD	126	UY	Carrasco International Airport\nMVE	78	US	\nMVF	66	BR	Dixsept Rosado Airport\nMVG	29	GA	\nMVH	269	AU	\nMVI	359	PG	\nMVJ	107	JM	Marlboro Airport\nMVK	259	AU	\nMVL	129	US	\nMVM	135	US	\nMVN	78	US	\nMVO	41	TD	\nMVP	70	CO	Mitu Airport\nMVQ	299	BY	Mogilev Airport\nMVR	18	CM	Salak Airport\nMVS	66	BR	\nMVT	362	PF	Mataiva Airport\nMVU	260	AU	\nMVV	303	FR	\nMVW	112	US	\nMVX	29	GA	\nMVY	129	US	Martha's Vineyard Airport\nMVZ	21	ZW	\nMWA	78	US	Veterans Airport of Southern Illinois\nMWB	268	AU	\nMWC	78	US	\nMWD	207	PK	\nMWE	25	SD	\nMWF	337	VU	\nMWG	359	PG	\nMWH	112	US	\nMWI	359	PG	\nMWJ	100	GY	\nMWK	202	ID	\nMWL	78	US	\nMWM	78	US	\nMWN	16	TZ	\nMWO	129	US	\nMWP	208	NP	Mountain Airport\nMWQ	247	MM	Magwe Airport\nMWR	22	ZA	\nMWS	112	US	\nMWT	259	AU	\nMWU	359	PG	\nMWV	223	KH	\nMWW	277	BE	Mouscron Airport\nMWX	232	KR	Muan International Airport\nMWY	260	AU	\nMWZ	16	TZ	Mwanza International Airport\nMXA	78	US	\nMXB	203	ID	Andi Jemma Airport\nMXC	85	US	\nMXD	260	AU	\nMXE	129	US	\nMXF	78	US	\nMXG	129	US	\nMXH	359	PG	Moro Airport\nMXI	216	PH	\nMXJ	28	NG	\nMXK	359	PG	\nMXL	160	MX	Mexicali Airport\nMXM	321	MG	\nMXN	303	FR	\nMXO	78	US	\nMXP	307	IT	Milano Malpensa Airport\nMXQ	149	BR	\nMXR	291	UA	\nMXS	331	WS	\nMXT	321	MG	\nMXU	268	AU	\nMXV	242	MN	Murun Airport\nMXW	242	MN	Mandalgobi Airport\nMXX	313	SE	Mora–Siljan Airport\nMXY	51	US	\nMXZ	233	CN	Mei Xian Airport\nMYA	269	AU	Moruya Airport\nMYB	29	GA	\nMYC	75	VE	\nMYD	40	KE	Malindi Airport\nMYE	241	JP	Miyake Jima Airport\nMYF	112	US	\nMYG	128	BS	Mayaguana Airport\nMYH	135	US	\nMYI	265	AU	Murray Island Airport\nMYJ	241	JP	Matsuyama Airport\nMYK	51	US	May Creek Airport\nMYL	71	US	McCall Municipal\nMYM	100	GY	\nMYN	176	YE	\nMYO	268	AU	\nMYP	181	TM	Mary Airport\nMYQ	209	IN	Mysore Airport\nMYR	129	US	Myrtle Beach International Airport\nMYS	2	ET	Moyale Airport\nMYT	247	MM	Myitkyina Airport\nMYU	51	US	Ellis Field\nMYV	112	US	\nMYW	16	TZ	Mtwara Airport\nMYX	359	PG	\nMYY	211	MY	Miri Airport\nMYZ	9	MW	\nMZA	111	PE	\nMZB	35	MZ	\nMZC	29	GA	\nMZD	99	EC	\nMZE	67	BZ	\nMZF	22	ZA	\nMZG	236	TW	Penghu Airport\nMZH	287	TR	Merzifon Airport\nMZI	5	ML	Mopti Airport\nMZJ	135	US	\nMZK	363	KI	\nMZL	70	CO	La Nubia Airport\nMZM	303	FR	\nMZN	359	PG	\nMZO	102	CU	Sierra Maestra Airport\nMZP	332	NZ	\nMZQ	22	ZA	\nMZR	205	AF	Mazar-I-Sharif Airport\nMZS	211	MY	Mostyn Airport\nMZT	118	MX	Mazatlan International Airport\nMZU	209	IN	\nMZV	211	MY	Mulu Airport\nMZW	3	DZ	\nMZX	2	ET	\nMZY	22	ZA	\nMZZ	104	US	\nNAA	269	AU	Narrabri Airport\nNAB	129	US	Albany Naval Air Station\nNAC	259	AU	\nNAD	70	CO	\nNAE	45	BJ	\nNAF	215	ID	\nNAG	209	IN	Dr. Babasaheb Ambedkar International Airport\nNAH	215	ID	Naha Airport\nNAI	100	GY	\nNAJ	185	AZ	Nakhichevan Airport\nNAK	186	TH	\nNAL	301	RU	Nalchik Airport\nNAM	203	ID	Namlea Airport\nNAN	338	FJ	Nadi International Airport\nNAO	233	CN	Nanchong Airport\nNAP	307	IT	Naples International Airport\nNAQ	158	GL	Qaanaaq Airport\nNAR	70	CO	\nNAS	128	BS	Lynden Pindling International Airport\nNAT	66	BR	Natal International Airport\nNAU	362	PF	Napuka Island Airport\nNAV	287	TR	Nevsehir Airport\nNAW	186	TH	Narathiwat Airport\nNAY	233	CN	\nNAZ	342	SB	\nNBA	359	PG	\nNBB	70	CO	\nNBC	301	RU	Begishevo Airport\nNBE	48	TN	Enfidha - Hammamet International Airport\nNBG	78	US	\nNBH	269	AU	\nNBJ	31	AO	\nNBL	132	PA	\nNBN	34	GQ	Annobon Airport\nNBO	40	KE	Jomo Kenyatta International Airport\nNBP	129	US	Battery Park City/North Cove Sea Plane Base\nNBR	260	AU	Nambour Airport\nNBS	233	CN	Changbaishan Airport\nNBV	149	BR	Cana Brava Airport\nNBW	102	CU	\nNBX	203	ID	\nNCA	95	TC	North Caicos Airport\nNCE	303	FR	Nice Cote D'Azur Airport\nNCG	122	MX	\nNCH	16	TZ	\nNCI	70	CO	\nNCJ	56	AR	\nNCL	294	GB	Newcastle International Airport\nNCN	51	US	New Chenega Airport\nNCO	129	US	\nNCQ	129	US	General Lucius D. Clay National Guard Center\nNCR	113	NI	\nNCS	22	ZA	\nNCT	80	CR	\nNCU	237	UZ	Nukus Airport\nNCY	303	FR	Annecy-Meythet Airport\nNDA	203	ID	\nNDB	43	MR	Nouadhibou Airport\nNDC	209	IN	Shri Guru Gobind Singh Ji Airport, Nanded\nNDD	31	AO	\nNDE	40	KE	\nNDF	31	AO	\nNDG	233	CN	Qiqihar Sanjiazi Airport\nNDI	359	PG	\nNDJ	41	TD	N'Djamena International Airport\nNDK	349	MH	\nNDL	6	CF	\nNDM	2	ET	\nNDN	359	PG	\nNDO	296	ES	La Palma Del Condado Airport\nNDP	78	US	\nNDR	13	MA	Nador El Aroui International Airport\nNDS	268	AU	\nNDU	49	NA	Rundu Airport\nNDV	129	US	United States Naval Heliport\nNDY	294	GB	Sanday Airport\nNEA	129	US	Naval Air Station\nNEC	54	AR	Necochea Airport\nNEF	248	RU	\nNEG	107	JM	\nNEI	245	RU	\nNEJ	2	ET	\nNEK	2	ET	\nNEL	129	US	\nNEN	129	US	\nNER	246	RU	Chulman Neryungri Airport\nNES	129	US	East 34th Street - Sea Plane Base\nNEU	244	LA	\nNEV	153	KN	Vance W. Amory International Airport\nNEW	78	US	\nNFB	129	US	Detroit Naval Air Field\nNFG	248	RU	Nefteyugansk Airport\nNFL	112	US	\nNFO	364	TO	\nNFR	47	LY	\nNGA	269	AU	\nNGB	233	CN	Ningbo Lishe International Airport\nNGC	135	US	North Rim Airport\nNGD	162	VG	\nNGE	18	CM	Ngaoundere Airport\nNGF	344	US	\nNGI	338	FJ	Ngau Island Airport\nNGK	245	RU	Nogliki Airport\nNGL	22	ZA	\nNGM	343	GU	Agana Naval Air Station\nNGN	132	PA	\nNGO	241	JP	Chubu Centrair International Airport\nNGP	78	US	\nNGQ	233	CN	Ngari Kunsha Airport\nNGR	359	PG	\nNGS	241	JP	Nagasaki Airport\nNGU	129	US	\nNGW	78	US	\nNGX	208	NP	\nNGZ	112	US	Alameda Naval Air Station\nNHA	199	VN	\nNHD	195	AE	\nNHF	25	SD	\nNHK	129	US	\nNHS	207	PK	\nNHT	294	GB	\nNHV	350	PF	Nuku Hiva Airport\nNHX	78	US	\nNHZ	129	US	\nNIA	39	LR	\nNIB	51	US	Nikolai Airport\nNIC	218	CY	\nNIE	151	US	Niblack Airport\nNIF	268	AU	\nNIG	363	KI	\nNIK	15	SN	\nNIM	42	NE	Diori Hamani International Airport\nNIN	51	US	\nNIO	27	CD	\nNIP	129	US	\nNIQ	93	GL	Niaqornat Heliport\nNIR	78	US	\nNIS	359	PG	\nNIT	303	FR	\nNIU	341	PF	Niau Airport\nNIX	5	ML	\nNJA	241	JP	\nNJC	248	RU	Nizhnevartovsk Airport\nNJF	183	IQ	Al-Najaf International Airport\nNJJ	233	CN	\nNJK	112	US	\nNKA	29	GA	\nNKB	268	AU	\nNKC	43	MR	Nouakchott–Oumtounsy International Airport\nNKD	203	ID	\nNKG	233	CN	Nanjing Lukou International Airport\nNKI	108	US	Naukati Airport\nNKL	32	CD	\nNKM	241	JP	Nagoya Airport\nNKN	359	PG	\nNKO	321	MG	\nNKP	362	PF	\nNKS	18	CM	\nNKT	287	TR	Sirnak Airport\nNKU	36	LS	\nNKW	322	IO	\nNKX	112	US	\nNKY	10	CG	\nNLA	33	ZM	Simon Mwansa Kapwepwe International Airport\nNLC	112	US	\nNLD	117	MX	Quetzalcoatl International Airport\nNLE	86	US	\nNLF	260	AU	Darnley Island Airport\nNLG	51	US	Nelson Lagoon Airport\nNLH	233	CN	Ninglang Luguhu Airport\nNLI	245	RU	Nikolayevsk-na-Amure Airport\nNLK	354	NF	Norfolk Island Airport\nNLL	268	AU	\nNLN	112	US	\nNLO	27	CD	\nNLP	22	ZA	\nNLS	268	AU	\nNLT	243	CN	Xinyuan Nalati Airport\nNLU	122	MX	Felipe Ángeles International Airport\nNLV	291	UA	Nikolaev Airport\nNMA	237	UZ	Namangan Airport\nNMB	209	IN	\nNMC	128	BS	\nNME	51	US	Nightmute Airport\nNMF	327	MV	Maafaru International Airport\nNMG	132	PA	\nNMI	209	IN	Navi Mumbai International Airport\nNML	88	CA	\nNMN	359	PG	\nNMP	260	AU	\nNMR	260	AU	\nNMS	247	MM	\nNMT	247	MM	\nNMU	349	MH	Namu Airport\nNNA	13	MA	\nNNB	342	SB	Santa Ana Airport\nNND	35	MZ	\nNNG	233	CN	Nanning Wuxu International Airport\nNNI	49	NA	\nNNK	51	US	\nNNL	51	US	\nNNM	301	RU	Naryan-Mar Airport\nNNR	282	IE	Connemara Airport\nNNS	209	IN	\nNNT	186	TH	Nan Airport\nNNU	149	BR	\nNNX	215	ID	Nunukan Airport\nNNY	233	CN	Nanyang Jiangying Airport\nNOA	269	AU	\nNOB	80	CR	Nosara Beach Airport\nNOC	282	IE	Ireland West Airport Knock\nNOD	275	DE	Norden-Norddeich Airfield\nNOG	103	MX	\nNOH	78	US	Naval Air Station Great Lakes\nNOI	301	RU	\nNOJ	248	RU	Noyabrsk Airport\nNOK	73	BR	\nNOL	51	US	Nakolik River Airport\nNOM	359	PG	\nNON	363	KI	\nNOO	359	PG	\nNOP	287	TR	Sinop Airport\nNOR	256	IS	\nNOS	321	MG	Fascene Airport\nNOT	112	US	\nNOU	355	NC	Tontouta Airport\nNOV	31	AO	Albano Machado (Huambo) Airport\nNOZ	219	RU	Novokuznetsk Airport\nNPA	78	US	\nNPE	332	NZ	Hawkes Bay Airport\nNPG	359	PG	\nNPH	85	US	\nNPL	332	NZ	New Plymouth Airport\nNPO	215	ID	Nangapinoh Airport\nNPP	262	AU	\nNPR	146	BR	\nNPT	129	US	Newport State Airport\nNPU	70	CO	\nNPY	16	TZ	\nNQA	78	US	\nNQI	78	US	\nNQL	149	BR	\nNQN	54	AR	Presidente Peron International Airport\nNQT	294	GB	\nNQU	70	CO	Nuqui Airport\nNQX	129	US	\nNQY	294	GB	Cornwall Airport Newquay\nNQZ	177	KZ	Nursultan Nazarbayev International Airport\nNRA	269	AU	Narrandera Airport\nNRB	129	US	\nNRC	112	US	\nNRD	275	DE	Norderney Airport\nNRE	203	ID	\nNRG	268	AU	\nNRI	78	US	\nNRK	313	SE	Norrkoping Airport\nNRL	294	GB	North Ronaldsay Airport\nNRM	5	ML	\nNRN	275	DE	Weeze Airport\nNRR	139	PR	Jose Aponte de la Torre Airport\nNRS	112	US	\nNRT	241	JP	Narita International Airport\nNRV	343	GU	United States Coast Guard Shore Station\nNRY	262	AU	\nNSB	128	BS	Bimini North Seaplane Base\nNSE	78	US	\nNSF	129	US	Andrews Navy Air Field\nNSH	239	IR	Now Shahr Airport\nNSI	18	CM	Yaounde Nsimalen Airport\nNSK	210	RU	Noril'sk Airport\nNSL	78	US	\nNSM	268	AU	\nNSN	332	NZ	Nelson Airport\nNSO	269	AU	\nNSQ	93	GL	Nuussuaq Heliport\nNSR	92	BR	\nNST	186	TH	Nakhon Si Thammarat International Airport\nNSV	260	AU	\nNSX	162	VG	North Sound Virgin Gorda Hovercraft/Launch Point\nNSY	307	IT	\nNTA	338	FJ	\nNTB	302	NO	\nNTC	35	MZ	\nNTD	112	US	\nNTE	303	FR	Nantes Atlantique Airport\nNTG	233	CN	Nantong Xingdong Airport\nNTI	203	ID	\nNTJ	85	US	\nNTL	269	AU	Newcastle Airport\nNTM	66	BR	\nNTN	260	AU	Normanton Airport\nNTO	253	CV	\nNTQ	241	JP	Noto Airport\nNTR	122	MX	\nNTT	364	TO	Kuini Lavenia Airport\nNTU	129	US	\nNTX	202	ID	Natuna Ranai Airport\nNTY	22	ZA	\nNUA	191	LK	\nNUB	262	AU	\nNUC	112	US	\nNUD	25	SD	\nNUE	275	DE	Nuremberg Airport\nNUF	191	LK	\nNUG	359	PG	\nNUH	70	CO	\nNUI	51	US	Nuiqsut Airport\nNUJ	239	IR	\nNUK	362	PF	\nNUL	51	US	Nulato Airport\nNUM	229	SA	Neom Bay Airport\nNUN	78	US	\nNUP	51	US	Nunapitchuk Airport\nNUQ	112	US	\nNUR	259	AU	\nNUS	337	VU	Norsup Airport\nNUT	359	PG	\nNUU	40	KE	\nNUW	112	US	\nNUX	248	RU	Novy Urengoy Airport\nNVA	70	CO	Benito Salas Airport\nNVD	78	US	\nNVG	113	NI	\nNVI	237	UZ	Navoi Airport\nNVK	302	NO	\nNVM	82	BR	Nova Mutum Airport\nNVN	112	US	\nNVP	114	BR	\nNVR	301	RU	\nNVS	303	FR	\nNVT	149	BR	Navegantes International Airport\nNVY	209	IN	\nNWA	325	KM	\nNWH	129	US	\nNWI	294	GB	Norwich International Airport\nNWS	129	US	Pier 11-Wall St Sea Plane Base\nNWT	359	PG	\nNWU	251	BM	Naval Air Station\nNXX	129	US	Willow Grove Naval Air Station\nNYA	248	RU	Nyagan Airport\nNYE	40	KE	\nNYG	129	US	\nNYI	1	GH	Sunyani Airport\nNYK	40	KE	Nanyuki Airport\nNYM	248	RU	Nadym Airport\nNYN	269	AU	\nNYO	313	SE	Stockholm Skavsta Airport\nNYR	246	RU	\nNYS	129	US	\nNYT	247	MM	Nay Pyi Taw Airport\nNYU	247	MM	Nyaung U Airport\nNYW	247	MM	\nNZA	31	AO	\nNZC	111	PE	Maria Reiche Neuman Airport\nNZE	14	GN	\nNZG	201	RU	Nizhneangarsk Airport\nNZH	233	CN	Manzhouli Xijiao Airport\nNZL	233	CN	Zhalantun Chengjisihan Airport\nNZY	112	US	\nOAA	205	AF	\nOAG	269	AU	\nOAH	205	AF	\nOAI	205	AF	\nOAJ	129	US	Albert J Ellis Airport\nOAK	112	US	Metropolitan Oakland International Airport\nOAL	138	BR	Cacoal Airport\nOAM	332	NZ	\nOAN	157	HN	\nOAR	112	US	\nOAS	205	AF	\nOAX	122	MX	Oaxaca International Airport\nOAZ	205	AF	\nOBA	260	AU	\nOBC	17	DJ	\nOBD	203	ID	\nOBE	129	US	\nOBF	275	DE	\nOBI	138	BR	\nOBK	78	US	Sky Harbor Airport\nOBL	277	BE	\nOBM	359	PG	\nOBN	294	GB	Oban Airport\nOBO	241	JP	Tokachi-Obihiro Airport\nOBS	303	FR	\nOBT	129	US	Oakland/Coliseum Station\nOBU	51	US	Kobuk/Wien Airport\nOBX	359	PG	Obo Airport\nOBY	150	GL	Ittoqqortoormiit Heliport\nOCA	129	US	\nOCC	99	EC	Coca Airport\nOCE	85	US	\nOCF	129	US	\nOCH	78	US	\nOCJ	107	JM	Ian Fleming International Airport\nOCM	268	AU	\nOCN	112	US	\nOCS	34	GQ	\nOCV	70	CO	\nOCW	129	US	\nODA	6	CF	\nODB	296	ES	\nODC	112	US	\nODD	259	AU	\nODE	281	DK	Hans Christian Andersen Airport\nODH	294	GB	\nODJ	6	CF	\nODL	259	AU	\nODM	129	US	\nODN	211	MY	Long Seridan Airport\nODO	201	RU	Bodaybo Airport\nODR	268	AU	\nODS	291	UA	Odessa International Airport\nODT	78	US	\nODW	112	US	\nODY	244	LA	Oudomxay Airport\nOEA	104	US	Oneal Airport\nOEC	194	TL	\nOEL	301	RU	\nOEM	134	SR	\nOEO	78	US	\nOER	313	SE	Ornskoldsvik Airport\nOES	54	AR	San Antonio Oeste Airport\nOFF	78	US	\nOFI	0	CI	\nOFJ	256	IS	\nOFK	78	US	\nOFU	356	AS	Ofu Airport\nOGA	85	US	\nOGB	129	US	\nOGD	85	US	Ogden Municipal Airport\nOGE	359	PG	\nOGG	344	US	Kahului Airport\nOGL	100	GY	Ogle International Airport\nOGM	132	PA	\nOGN	241	JP	Yonaguni Airport\nOGO	0	CI	\nOGR	41	TD	\nOGS	129	US	Ogdensburg Airport\nOGU	287	TR	Ordu Giresun Airport\nOGV	49	NA	\nOGX	3	DZ	Ain Beida Airport\nOGZ	301	RU	Vladikavkaz Airport\nOHA	332	NZ	\nOHB	321	MG	\nOHC	51	US	Northeast Cape Air Force Station\nOHD	311	MK	Ohrid Airport\nOHE	233	CN	Mohe Airport\nOHH	245	RU	\nOHI	49	NA	\nOHO	245	RU	Okhotsk Airport\nOHP	294	GB	Oban Heliport\nOHR	275	DE	\nOHS	217	OM	Sohar Airport\nOHT	207	PK	\nOIA	66	BR	\nOIC	129	US	\nOIL	129	US	Splane Memorial Airport\nOIM	241	JP	Oshima Airport\nOIR	241	JP	Okushiri Airport\nOIT	241	JP	Oita Airport\nOJC	78	US	\nOJU	215	ID	Tanjung Api Airport\nOKA	241	JP	Naha Airport\nOKB	260	AU	\nOKC	78	US	OKC Will Rogers International Airport\nOKD	241	JP	Sapporo Okadama Airport (OKD)\nOKE	241	JP	Okino Erabu Airport\nOKF	49	NA	\nOKG	10	CG	\nOKH	294	GB	\nOKI	241	JP	Oki Island Airport\nOKJ	241	JP	Okayama Momotaro Airport\nOKK	104	US	\nOKL	203	ID	Gunung Bintang Airport\nOKM	78	US	\nOKN	29	GA	\nOKO	241	JP	\nOKP	359	PG	\nOKQ	203	ID	\nOKR	260	AU	Yorke Island Airport\nOKS	85	US	\nOKT	248	RU	\nOKU	49	NA	\nOKV	359	PG	\nOKY	260	AU	Oakey Airport\nOLA	302	NO	Orland Airbase\nOLB	307	IT	Olbia Costa Smeralda Airport\nOLC	114	BR	\nOLD	129	US	\nOLE	129	US	\nOLF	85	US	Wolf Point International Airport\nOLG	40	KE	Olare Airport\nOLH	51	US	Old Harbor Sea Plane Base\nOLI	256	IS	\nOLJ	337	VU	West Cost Santo Airport\nOLK	62	PY	\nOLL	10	CG	\nOLM	112	US	Olympia Regional Airport\nOLN	55	AR	\nOLO	305	CZ	\nOLP	259	AU	Olympic Dam Airport\nOLQ	359	PG	\nOLR	205	AF	\nOLS	135	US	\nOLU	78	US	\nOLV	78	US	\nOLX	40	KE	\nOLY	78	US	\nOLZ	246	RU	Olyokminsk Airport\nOMA	78	US	Eppley Airfield\nOMB	29	GA	\nOMC	216	PH	\nOMD	49	NA	Oranjemund Airport\nOME	51	US	Nome Airport\nOMF	178	JO	\nOMG	49	NA	\nOMH	239	IR	Urmia Airport\nOMI	239	IR	\nOMJ	241	JP	\nOMK	112	US	\nOML	359	PG	\nOMM	217	OM	\nOMN	231	UZ	\nOMO	309	BA	Mostar Airport\nOMR	278	RO	Oradea Airport\nOMS	221	RU	Omsk Airport\nOMY	223	KH	\nONA	78	US	\nONB	359	PG	\nOND	49	NA	Andimba Toivo ya Toivo Airport\nONE	342	SB	\nONG	260	AU	Mornington Airport\nONH	129	US	\nONI	203	ID	\nONJ	241	JP	Odate Noshiro Airport\nONK	246	RU	\nONL	78	US	\nONM	85	US	\nONN	51	US	Onion Bay Airport\nONO	71	US	\nONP	112	US	\nONQ	287	TR	Zonguldak Airport\nONR	260	AU	\nONS	268	AU	\nONT	112	US	Ontario International Airport\nONU	338	FJ	\nONX	132	PA	Colon Airport\nONY	78	US	\nOOA	78	US	\nOOD	268	AU	\nOOK	51	US	Toksook Bay Airport\nOOL	260	AU	Gold Coast Airport\nOOM	269	AU	Snowy Mountains Airport\nOOR	260	AU	\nOOT	363	KI	\nOPA	256	IS	\nOPB	359	PG	\nOPF	129	US	Opa-locka Executive Airport\nOPI	262	AU	\nOPL	78	US	\nOPO	292	PT	Porto Airport\nOPP	66	BR	Salinopolis\nOPS	73	BR	Sinop Airport\nOPU	359	PG	Balimo Airport\nOPW	49	NA	\nOQN	237	UZ	\nORA	54	AR	\nORB	313	SE	Orebro-Bofors Airport\nORC	70	CO	\nORD	78	US	O'Hare International Airport\nORE	303	FR	\nORF	129	US	Norfolk International Airport\nORG	134	SR	Zorg En Hoop Airport\nORH	129	US	Worcester Regional Airport\nORI	51	US	Port Lions Sea Plane Base\nORJ	100	GY	\nORK	282	IE	Cork Airport\nORL	129	US	\nORM	294	GB	\nORN	3	DZ	Oran International Airport Ahmed Ben Bella\nORO	157	HN	\nORP	20	BW	\nORQ	129	US	Norwalk Heliport\nORR	259	AU	\nORS	260	AU	\nORT	51	US	Northway Airport\nORU	110	BO	\nORV	51	US	Robert (Bob) Curtis Memorial Airport\nORW	207	PK	\nORX	138	BR	\nORY	303	FR	Paris Orly Airport\nORZ	67	BZ	Orange Walk Airport\nOSB	78	US	\nOSC	86	US	\nOSD	313	SE	Are Ostersund Airport\nOSE	359	PG	\nOSF	301	RU	\nOSG	359	PG	\nOSH	78	US	\nOSI	319	HR	Osijek Airport\nOSJ	40	KE	Ol Seki Airstrip\nOSK	313	SE	\nOSL	302	NO	Oslo Airport\nOSM	183	IQ	\nOSN	232	KR	\nOSO	260	AU	\nOSR	305	CZ	Mosnov Airport\nOSS	188	KG	Osh Airport\nOST	277	BE	Ostend-Bruges International Airport\nOSU	129	US	\nOSW	248	RU	Orsk Airport\nOSX	78	US	\nOSY	302	NO	Namsos Airport\nOSZ	318	PL	\nOTA	2	ET	\nOTC	41	TD	\nOTD	132	PA	Contadora Airport\nOTG	78	US	\nOTH	112	US	Southwest Oregon Regional Airport\nOTI	203	ID	\nOTJ	49	NA	\nOTK	112	US	\nOTL	43	MR	\nOTM	78	US	\nOTN	104	US	\nOTO	233	CN	Otog Banner Wulan Airport\nOTP	278	RO	Bucharest Henri Coanda International Airport\nOTQ	233	CN	Otog Front Banner Oljoq Airport\nOTR	80	CR	\nOTS	112	US	\nOTT	73	BR	\nOTU	70	CO	\nOTV	342	SB	\nOTY	359	PG	\nOTZ	51	US	Ralph Wien Memorial Airport\nOUA	44	BF	Ouagadougou International Airport\nOUD	13	MA	Oujda Angads Airport\nOUE	10	CG	\nOUG	44	BF	\nOUH	22	ZA	\nOUI	303	FR	Ouessant\nOUK	294	GB	\nOUL	285	FI	Oulu Airport\nOUM	41	TD	\nOUN	78	US	\nOUR	18	CM	\nOUS	149	BR	\nOUT	41	TD	\nOUU	29	GA	\nOUZ	43	MR	Zouerate Airport\nOVA	321	MG	\nOVB	220	RU	Novosibirsk International Airport (Tolmachevo)\nOVD	296	ES	Asturias Airport\nOVE	112	US	\nOVG	22	ZA	\nOVL	147	CL	\nOVR	54	AR	\nOVS	289	RU	Sovetsky Airport\nOWA	78	US	\nOWB	78	US	Owensboro–Daviess County Airport\nOWD	129	US	\nOWE	29	GA	Owendo Airport\nOWK	129	US	\nOXB	8	GW	Osvaldo Vieira Airport\nOXC	129	US	\nOXD	129	US	\nOXF	294	GB	\nOXO	260	AU	\nOXR	112	US	\nOXY	260	AU	\nOYA	54	AR	\nOYC	76	GF	\nOYE	29	GA	Oyem Airport\nOYG	24	UG	Moyo Airport\nOYK	66	BR	\nOYL	40	KE	\nOYN	267	AU	\nOYO	54	AR	\nOYP	76	GF	\nOYS	112	US	Yosemite National Park Airport\nOZA	78	US	\nOZC	216	PH	Labo Airport\nOZG	13	MA	\nOZH	291	UA	Zaporozhye Airport\nOZI	296	ES	Bobadilla Airport\nOZP	296	ES	\nOZR	78	US	\nOZU	296	ES	Montilla Airport\nOZZ	13	MA	Ouarzazate Airport\nPAA	247	MM	\nPAB	209	IN	Bilaspur Airport\nPAC	132	PA	Marcos A. Gelabert International Airport\nPAD	275	DE	Paderborn Lippstadt Airport\nPAE	112	US	Seattle Paine Field International Airport\nPAF	24	UG	\nPAG	216	PH	Pagadian Airport\nPAH	78	US	Barkley Regional Airport\nPAI	223	KH	Pailin Airport\nPAJ	207	PK	\nPAK	344	US	\nPAL	70	CO	\nPAM	78	US	\nPAN	186	TH	\nPAO	112	US	\nPAP	136	HT	Toussaint Louverture International Airport\nPAQ	51	US	\nPAR	303	FR	Paris Metropolitan\nPAS	273	GR	Paros National Airport\nPAT	209	IN	Jay Prakash Narayan International Airport\nPAU	247	MM	\nPAV	66	BR	Paulo Afonso Airport\nPAW	359	PG	\nPAX	136	HT	\nPAY	211	MY	\nPAZ	122	MX	El Tajin National Airport\nPBA	51	US	\nPBB	73	BR	\nPBC	122	MX	Hermanos Serdan International Airport\nPBD	209	IN	Porbandar Airport\nPBE	70	CO	\nPBF	78	US	\nPBG	129	US	Plattsburgh International Airport\nPBH	240	BT	Paro Airport\nPBI	129	US	President Donald J. Trump International Airport\nPBJ	337	VU	Paama Airport\nPBK	151	US	Pack Creek Airport\nPBL	75	VE	\nPBM	134	SR	Zanderij International Airport\nPBN	31	AO	\nPBO	268	AU	Paraburdoo Airport\nPBP	80	CR	\nPBQ	138	BR	\nPBR	98	GT	Puerto Barrios Airport\nPBS	186	TH	Patong Beach Airport\nPBT	62	PY	\nPBU	247	MM	Putao Airport\nPBV	73	BR	\nPBX	73	BR	\nPBZ	22	ZA	\nPCA	51	US	\nPCB	202	ID	\nPCC	70	CO	\nPCD	78	US	\nPCE	51	US	Painter Creek Airport\nPCF	22	ZA	\nPCG	98	GT	Paso Caballos Airport\nPCH	157	HN	\nPCJ	62	PY	\nPCL	111	PE	Capitan Rolden Airport\nPCM	122	MX	\nPCN	332	NZ	Picton Aerodrome\nPCO	118	MX	\nPCP	46	ST	Principe Airport\nPCQ	244	LA	\nPCR	70	CO	Puerto Carreno Airport\nPCS	66	BR	\nPCT	129	US	\nPCU	78	US	\nPCV	160	MX	\nPDA	70	CO	Puerto Inirida Airport\nPDB	51	US	Pedro Bay Airport\nPDC	355	NC	\nPDD	35	MZ	\nPDE	259	AU	\nPDF	66	BR	\nPDG	202	ID	Minangkabau International Airport\nPDI	359	PG	\nPDK	129	US	DeKalb Peachtree Airport\nPDL	250	PT	Joao Paulo II Airport\nPDM	132	PA	Capt. Justiniano Montenegro Airport\nPDN	259	AU	\nPDO	202	ID	Pendopo Airport\nPDP	126	UY	Capitan de Corbeta Carlos A. Curbelo International Airport\nPDR	66	BR	\nPDS	117	MX	Piedras Negras International Airport\nPDT	112	US	Eastern Oregon Regional Airport\nPDU	126	UY	\nPDV	312	BG	Plovdiv Airport\nPDX	112	US	Portland International Airport\nPDZ	75	VE	\nPEA	259	AU	\nPEB	35	MZ	\nPEC	51	US	Pelican Sea Plane Base\nPED	305	CZ	Pardubice Airport\nPEE	248	RU	Perm International Airport\nPEF	275	DE	\nPEG	307	IT	Perugia San Francesco d'Assisi – Umbria International Airport\nPEH	54	AR	\nPEI	70	CO	Matecana International Airport\nPEK	233	CN	Beijing Capital International Airport\nPEL	36	LS	\nPEM	111	PE	Puerto Maldonado Airport\nPEN	211	MY	Penang International Airport\nPEP	262	AU	\nPEQ	78	US	\nPER	268	AU	Perth Airport\nPES	301	RU	Petrozavodsk Airport\nPET	149	BR	Pelotas–João Simões Lopes Neto International Airport\nPEU	157	HN	Puerto Lempira Airport\nPEV	279	HU	Pécs-Pogány Airport\nPEW	207	PK	Bacha Khan International Airport\nPEX	301	RU	Pechora Airport\nPEY	259	AU	\nPEZ	301	RU	Penza Airport\nPFA	233	CN	Harbin Pingfang Airport\nPFB	149	BR	Passo Fundo Airport\nPFC	112	US	\nPFD	108	US	Port Frederick Airport\nPFJ	256	IS	\nPFM	88	CA	\nPFN	78	US	\nPFO	218	CY	Paphos International Airport\nPFQ	239	IR	Parsabad Moghan Airport\nPFR	32	CD	Ilebo Airport\nPGA	135	US	Page Airport\nPGB	359	PG	\nPGC	129	US	\nPGD	129	US	Charlotte County Airport\nPGE	359	PG	\nPGF	303	FR	Llabanere Airport\nPGG	66	BR	Progresso Airport\nPGH	209	IN	Pantnagar Airport\nPGI	31	AO	\nPGK	202	ID	Depati Amir Airport\nPGL	78	US	\nPGM	51	US	Port Graham Airport\nPGN	359	PG	\nPGO	85	US	\nPGQ	203	ID	Pekaulang Buli Airport\nPGR	78	US	\nPGS	135	US	\nPGU	239	IR	Ala'Marvdasht Airport\nPGV	129	US	Pitt-Greenville Airport\nPGX	303	FR	\nPGZ	149	BR	Comte Antonio Amilton Beraldo Airport\nPHA	199	VN	\nPHB	66	BR	Parnaiba-Prefeito Dr. Joao Silva Filho International Airport\nPHC	28	NG	Port Harcourt International Airport\nPHD	129	US	\nPHE	268	AU	Port Hedland International Airport\nPHF	129	US	Newport News/Williamsburg International Airport\nPHG	28	NG	\nPHH	208	NP	Pokhara International Airport\nPHI	66	BR	\nPHK	129	US	\nPHL	129	US	Philadelphia International Airport\nPHM	275	DE	Boeblingen Airport\nPHN	86	US	\nPHO	51	US	Point Hope Airport\nPHP	78	US	\nPHQ	260	AU	\nPHR	338	FJ	\nPHS	186	TH	Phitsanulok Airport\nPHT	78	US	\nPHU	199	VN	Phu Vinh Airport\nPHW	22	ZA	Phalaborwa Airport\nPHX	135	US	Phoenix Sky Harbor International Airport\nPHY	186	TH	Phetchabun Airport\nPHZ	186	TH	Phi Phi Island Airport\nPIA	78	US	General Wayne A. Downing Peoria International Airport\nPIB	78	US	Hattiesburg-Laurel Regional Airport\nPIC	95	TC	\nPID	161	BS	\nPIE	129	US	St. Petersburg-Clearwater International Airport\nPIF	236	TW	Pingtung Airport\nPIG	138	BR	\nPIH	71	US	Pocatello Regional Airport\nPIK	294	GB	Glasgow Prestwick Airport\nPIL	62	PY	\nPIM	129	US	\nPIN	114	BR	\nPIO	111	PE	\nPIP	51	US	Pilot Point Airport\nPIQ	100	GY	\nPIR	78	US	Pierre Regional Airport\nPIS	303	FR	Poitiers-Biard Airport\nPIT	129	US	Pittsburgh International Airport\nPIU	111	PE	Cap. FAP Guillermo Concha Iberico International Airport\nPIV	149	BR	\nPIW	165	CA	\nPIX	250	PT	Pico Island Airport\nPIZ	51	US	Point Lay LRRS Airport\nPJA	313	SE	Pajala Airport\nPJB	135	US	\nPJC	62	PY	\nPJG	207	PK	\nPJM	80	CR	Puerto Jimenez Airport\nPJS	51	US	Port San Juan Airport\nPKA	51	US	Napaskiak Sea Plane Base\nPKB	129	US	Wood County Airport\nPKC	206	RU	Petropavlovsk-Kamchatsky Airport\nPKD	78	US	\nPKE	269	AU	Parkes Airport\nPKF	78	US	\nPKG	211	MY	Pangkor Airport\nPKH	273	GR	\nPKJ	98	GT	\nPKK	247	MM	\nPKL	332	NZ	Pakatoa Island Airport\nPKM	100	GY	\nPKN	202	ID	Iskandar Airport\nPKO	45	BJ	\nPKP	362	PF	Puka Puka Airport\nPKR	208	NP	Pokhara International Airport\nPKS	244	LA	Paksane Airport\nPKT	262	AU	\nPKU	202	ID	Sultan Syarif Kasim II International Airport\nPKV	301	RU	Pskov Airport\nPKW	20	BW	\nPKX	233	CN	Beijing Daxing International Airport\nPKY	202	ID	Tjilik Riwut Airport\nPKZ	244	LA	Pakse Airport\nPLA	70	CO	\nPLC	70	CO	\nPLD	80	CR	\nPLE	359	PG	\nPLF	41	TD	\nPLH	294	GB	\nPLI	156	VC	\nPLJ	67	BZ	Placencia Airport\nPLK	78	US	\nPLL	114	BR	\nPLM	202	ID	Sultan Mahmud Badaruddin II Airport\nPLN	86	US	Emmet County Airport\nPLO	259	AU	Port Lincoln Airport\nPLP	132	PA	\nPLQ	317	LT	Palanga International Airport\nPLR	78	US	\nPLS	95	TC	Providenciales International Airport\nPLT	70	CO	\nPLU	149	BR	\nPLV	291	UA	\nPLW	215	ID	Mutiara Airport\nPLX	177	KZ	Semey International Airport\nPLY	104	US	\nPLZ	22	ZA	Chief Dawid Stuurman International Airport\nPMA	16	TZ	\nPMB	78	US	\nPMC	147	CL	El Tepual Airport\nPMD	112	US	\nPME	294	GB	Portsmouth Airport\nPMF	307	IT	Parma Airport\nPMG	73	BR	Ponta Pora International Airport\nPMH	129	US	\nPMI	296	ES	Palma de Mallorca Airport\nPMK	265	AU	Palm Island Airport\nPML	51	US	\nPMM	186	TH	Phanom Sarakham Airport\nPMN	359	PG	\nPMO	307	IT	Palermo-Punta Raisi Airport\nPMP	359	PG	\nPMQ	54	AR	Perito Moreno Airport\nPMR	332	NZ	Palmerston North Airport\nPMS	192	SY	\nPMT	100	GY	\nPMU	51	US	Paimiut Sea Plane Base\nPMV	75	VE	Santiago Marino International Airport\nPMW	66	BR	Palmas–Brigadeiro Lysias Rodrigues International Airport\nPMX	129	US	\nPMY	54	AR	El Tehuelche Airport\nPMZ	80	CR	\nPNA	296	ES	Pamplona Airport\nPNB	66	BR	\nPNC	78	US	\nPND	67	BZ	Punta Gorda Airport\nPNE	129	US	\nPNF	51	US	Peterson's Point Airport\nPNG	149	BR	\nPNH	223	KH	Phnom Penh International Airport\nPNI	358	FM	Pohnpei Airport\nPNJ	233	CN	\nPNK	202	ID	Supadio International Airport\nPNL	307	IT	Pantelleria Airport\nPNM	78	US	\nPNN	129	US	\nPNO	122	MX	\nPNP	359	PG	Girua Airport\nPNQ	209	IN	Pune International Airport\nPNR	10	CG	Pointe Noire Airport\nPNS	78	US	Pensacola International Airport\nPNT	147	CL	Teniente J. Gallardo Airport\nPNU	85	US	\nPNV	317	LT	\nPNX	78	US	\nPNY	209	IN	Puducherry Airport\nPNZ	66	BR	Petrolina International Airport\nPOA	149	BR	Porto Alegre International Airport Salgado Filho\nPOB	129	US	\nPOC	112	US	\nPOD	15	SN	\nPOE	78	US	\nPOF	78	US	\nPOG	29	GA	Port Gentil Airport\nPOH	78	US	\nPOI	110	BO	\nPOJ	149	BR	\nPOL	35	MZ	Pemba Airport\nPOM	359	PG	Jacksons International Airport\nPON	98	GT	\nPOO	149	BR	\nPOP	148	DO	Gregorio Luperón International Airport\nPOQ	108	US	Polk Inlet Airport\nPOR	285	FI	Pori Airport\nPOS	137	TT	Piarco International Airport\nPOT	107	JM	\nPOU	129	US	\nPOV	276	SK	\nPOW	293	SI	\nPOX	303	FR	\nPOY	85	US	\nPOZ	318	PL	Poznan–Lawica Airport\nPPA	78	US	\nPPB	149	BR	A. De Barros Airport\nPPC	51	US	\nPPD	139	PR	Palmas Del Mar Air Strip\nPPE	103	MX	Puerto Penasco Airport\nPPF	78	US	\nPPG	356	AS	Pago Pago International Airport\nPPH	75	VE	\nPPI	259	AU	\nPPJ	202	ID	\nPPK	177	KZ	Petropavlovsk Airport\nPPL	208	NP	\nPPM	129	US	\nPPN	70	CO	Guillermo Leon Valencia Airport\nPPO	128	BS	Powell Point Seaplane Base\nPPP	260	AU	Whitsunday Coast Airport\nPPQ	332	NZ	\nPPR	202	ID	\nPPS	216	PH	Puerto Princesa International Airport\nPPT	362	PF	Tahiti Faa'a Airport\nPPU	247	MM	\nPPV	51	US	Port Protection Airport\nPPW	294	GB	Papa Westray Airport\nPPX	359	PG	\nPPY	149	BR	\nPPZ	75	VE	\nPQC	199	VN	Phu Quoc Airport\nPQD	191	LK	\nPQI	129	US	Presque Isle International Airport\nPQM	122	MX	\nPQQ	269	AU	Port Macquarie Airport\nPQS	51	US	Pilot Station Airport\nPQT	93	GL	Qeqertaq Heliport\nPRA	54	AR	General Justo Jose de Urquiza Airport\nPRB	112	US	\nPRC	135	US	Prescott Airport\nPRD	268	AU	\nPRE	70	CO	\nPRF	108	US	Port Johnson Airport\nPRG	305	CZ	Vaclav Havel Airport Prague\nPRH	186	TH	\nPRI	326	SC	Praslin Island Airport\nPRJ	307	IT	Capri Airport\nPRK	22	ZA	\nPRM	292	PT	Portimao Airport\nPRN	274	XK	Pristina International Airport\nPRO	78	US	\nPRP	303	FR	\nPRQ	54	AR	\nPRR	100	GY	\nPRS	342	SB	\nPRT	108	US	Point Retreat Coast Guard Heliport\nPRU	247	MM	\nPRV	305	CZ	\nPRW	78	US	\nPRX	78	US	\nPRY	22	ZA	\nPRZ	112	US	\nPSA	307	IT	Pisa International Airport\nPSB	129	US	\nPSC	129	US	Tri-Cities Airport\nPSD	12	EG	\nPSE	139	PR	Mercedita Airport\nPSF	129	US	\nPSG	108	US	Petersburg Municipal Airport\nPSH	275	DE	\nPSI	207	PK	\nPSJ	203	ID	\nPSK	129	US	\nPSL	294	GB	\nPSM	129	US	Portsmouth International Airport at Pease\nPSN	78	US	\nPSO	70	CO	Antonio Nariño Airport\nPSP	112	US	Palm Springs International Airport\nPSQ	129	US	\nPSR	307	IT	Abruzzo Airport\nPSS	54	AR	Posadas Airport\nPSU	215	ID	Putussibau Airport\nPSV	294	GB	\nPSW	149	BR	\nPSX	78	US	\nPSY	258	FK	Port Stanley Airport\nPSZ	110	BO	Puerto Suarez Airport\nPTA	51	US	Port Alsworth Airport\nPTB	129	US	\nPTC	121	US	\nPTD	151	US	Port Alexander Airport\nPTF	338	FJ	Malololailai Airport\nPTG	22	ZA	Polokwane International Airport\nPTH	51	US	Port Heiden Airport\nPTI	260	AU	Port Douglas Airport\nPTJ	267	AU	Portland Airport (Victoria)\nPTK	86	US	\nPTL	151	US	\nPTM	75	VE	\nPTN	78	US	\nPTO	149	BR	Juvenal Loureiro Cardoso Airport\nPTP	97	GP	Pointe-a-Pitre International Airport\nPTQ	66	BR	\nPTR	51	US	Pleasant Harbor Airport\nPTS	78	US	\nPTT	78	US	\nPTU	51	US	Platinum Airport\nPTV	112	US	\nPTW	129	US	\nPTX	70	CO	\nPTY	132	PA	Tocumen International Airport\nPTZ	99	EC	Pastaza Airport\nPUA	359	PG	\nPUB	85	US	Pueblo Memorial Airport\nPUC	85	US	\nPUD	54	AR	Puerto Deseado Airport\nPUE	132	PA	\nPUF	303	FR	Pau-Pyrenees Airport\nPUG	259	AU	Port Augusta Airport\nPUH	122	MX	Pochutla Airport\nPUI	359	PG	\nPUJ	148	DO	Punta Cana International Airport\nPUK	362	PF	\nPUL	112	US	\nPUM	215	ID	Pomala Airport\nPUN	32	CD	\nPUP	44	BF	\nPUQ	147	CL	Pres Ibanez Airport\nPUR	110	BO	Puerto Rico Airport\nPUS	232	KR	Gimhae International Airport\nPUT	209	IN	\nPUU	70	CO	Puerto Asis Airport\nPUV	355	NC	\nPUW	112	US	Pullman–Moscow Regional Airport\nPUX	147	CL	\nPUY	319	HR	Pula Airport\nPUZ	113	NI	Puerto Cabezas Airport\nPVA	70	CO	Providencia Airport\nPVC	129	US	\nPVD	129	US	T. F. Green Airport\nPVE	132	PA	\nPVF	112	US	\nPVG	233	CN	Shanghai Pudong International Airport\nPVH	138	BR	Porto Velho International Airport\nPVI	149	BR	\nPVK	273	GR	Aktion Airport\nPVL	129	US	\nPVN	312	BG	Pleven Airport\nPVO	99	EC	\nPVR	122	MX	Gustavo Diaz Ordaz International Airport\nPVS	206	RU	\nPVU	85	US	Provo Airport\nPVW	78	US	\nPVZ	129	US	Casement Airport\nPWA	78	US	\nPWD	85	US	\nPWE	179	RU	Pevek Airport\nPWI	2	ET	\nPWK	78	US	\nPWL	202	ID	\nPWM	129	US	Portland International Jetport\nPWN	128	BS	\nPWO	32	CD	\nPWQ	177	KZ	Pavlodar Airport\nPWR	151	US	\nPWT	112	US	\nPWY	85	US	\nPXA	202	ID	\nPXH	259	AU	Prominent Hill Airport\nPXL	135	US	\nPXM	122	MX	Puerto Escondido Airport\nPXN	209	IN	\nPXO	255	PT	Porto Santo Airport\nPXR	186	TH	Surin Airport\nPXS	296	ES	Puerto De Santa Maria Airport\nPXU	199	VN	Pleiku Airport\nPYA	70	CO	\nPYB	209	IN	\nPYC	132	PA	\nPYE	360	CK	\nPYG	209	IN	Pakyong Airport\nPYH	75	VE	\nPYJ	246	RU	Polyarnyj Airport\nPYK	239	IR	Payam\nPYL	51	US	\nPYM	129	US	\nPYN	70	CO	\nPYO	99	EC	\nPYR	273	GR	\nPYS	112	US	\nPYT	149	BR	Paracatu Airport\nPYV	132	PA	\nPYX	186	TH	\nPYY	186	TH	\nPZA	70	CO	\nPZB	22	ZA	Pietermaritzburg Airport\nPZE	294	GB	Penzance Heliport\nPZH	207	PK	Zhob Airport\nPZI	233	CN	Pan Zhi Hua Bao An Ying\nPZK	360	CK	\nPZL	22	ZA	\nPZO	75	VE	Manuel Carlos Piar Guayana Airport\nPZR	70	CO	\nPZS	147	CL	\nPZU	25	SD	Port Sudan New International Airport\nPZY	276	SK	\nQAA	174	SJ	\nQAB	170	AQ	\nQAC	259	AU	\nQAD	168	AQ	\nQAE	54	AR	\nQAI	332	AQ	\nQAK	167	AU	\nQAM	54	AR	\nQAN	270	AQ	\nQAO	173	AQ	\nQAP	173	AQ	\nQAQ	307	IT	\nQAR	271	NL	\nQAS	22	AQ	\nQAT	172	AQ	\nQAW	332	AQ	\nQAX	169	AQ	\nQBA	260	AU	\nQBB	275	DE	\nQBC	163	CA	Bella Coola Airport\nQBD	268	AU	\nQBE	268	AU	\nQBF	268	AU	\nQBG	268	AU	\nQBH	268	AU	\nQBI	268	AU	\nQBJ	268	AU	\nQBK	268	AU	\nQBL	260	AU	\nQBM	209	IN	\nQBN	268	AU	\nQBO	275	DE	\nQBP	268	AU	\nQBQ	268	AU	\nQBR	260	AU	\nQBS	260	AU	\nQBT	268	AU	\nQBU	268	AU	\nQBV	268	AU	\nQBW	268	AU	\nQBX	259	AU	\nQBY	268	AU	\nQBZ	259	AU	\nQCA	229	SA	\nQCB	275	DE	\nQCC	275	DE	\nQCD	275	DE	\nQCE	85	US	\nQCF	275	DE	\nQCG	302	NO	\nQCH	275	DE	\nQCI	275	DE	\nQCJ	275	DE	\nQCK	275	DE	\nQCL	275	DE	\nQCM	275	DE	\nQCN	275	DE	\nQCO	275	DE	\nQCP	275	DE	\nQCQ	275	DE	\nQCR	302	NO	\nQCS	275	DE	\nQCT	275	DE	\nQCU	93	GL	Akunnaaq Heliport\nQCV	275	DE	\nQCW	275	DE	\nQCX	275	DE	\nQCY	294	GB	\nQCZ	275	DE	\nQDB	73	BR	\nQDC	129	US	\nQDE	314	EE	\nQDH	294	GB	\nQDJ	129	US	\nQDL	320	CH	\nQDM	129	US	\nQDN	85	US	\nQDP	104	US	\nQDR	78	US	\nQDS	129	US	\nQDV	149	BR	\nQDY	135	US	\nQDZ	129	US	\nQEA	275	DK	Aarhus Sea Airport\nQEB	275	DE	\nQEC	275	DK	Copenhagen Sea Airport\nQED	275	DE	\nQEE	275	DE	\nQEF	275	DE	\nQEG	275	DE	\nQEH	275	DE	\nQEI	313	SE	\nQEJ	275	DE	\nQEK	281	DK	\nQEL	313	SE	\nQEM	313	SE	\nQEN	275	DE	\nQEO	275	DE	\nQEP	275	DE	\nQEQ	320	CH	\nQER	275	DE	\nQES	275	DE	\nQET	275	DE	\nQEU	275	DE	\nQEV	275	DE	\nQEW	294	GB	\nQEX	275	DE	\nQEY	275	DE	\nQEZ	275	DE	\nQFA	303	FR	\nQFB	275	DE	\nQFC	303	FR	\nQFD	303	FR	\nQFE	303	FR	\nQFF	303	FR	\nQFG	93	GL	Eqalugaarsuit Heliport\nQFH	281	DK	\nQFI	93	GL	Iginniarfik Heliport\nQFJ	303	FR	\nQFK	302	NO	\nQFL	303	FR	\nQFM	303	FR	\nQFN	93	GL	Narsaq Kujalleq Heliport\nQFO	303	FR	\nQFP	303	FR	\nQFQ	302	NO	\nQFR	303	FR	\nQFS	303	FR	\nQFT	93	GL	\nQFV	302	NO	\nQFW	303	FR	\nQFX	93	GL	Igaliku Heliport\nQFY	303	FR	\nQFZ	275	DE	\nQGA	294	GB	\nQGB	294	GB	\nQGC	294	GB	\nQGD	294	GB	\nQGF	149	BR	\nQGG	294	GB	\nQGL	320	CH	\nQGM	294	GB	\nQGO	294	GB	\nQGP	142	BR	\nQGQ	93	GL	Attu Heliport\nQGR	294	GB	\nQGS	294	GB	\nQGT	294	GB	\nQGU	241	JP	\nQGW	294	GB	\nQGY	279	HU	Gyor-Per International Airport\nQHA	277	BE	\nQHB	271	NL	\nQHD	275	DE	\nQHF	279	HU	\nQHI	279	HU	\nQHK	279	HU	\nQHL	279	HU	\nQHN	149	BR	\nQHP	279	HU	\nQHS	271	NL	\nQHT	271	NL	\nQHU	275	DE	\nQHV	149	BR	Novo Hamburgo\nQIA	307	IT	\nQIB	307	IT	\nQIC	307	IT	\nQID	149	BR	\nQIE	307	IT	\nQIG	92	BR	\nQIH	282	IE	\nQII	275	DE	\nQIJ	296	ES	\nQIK	307	IT	\nQIL	307	IT	\nQIM	307	IT	\nQIN	282	IE	\nQIO	307	IT	\nQIP	307	IT	\nQIQ	149	BR	\nQIR	307	IT	\nQIS	307	IT	\nQIT	149	BR	\nQIU	307	IT	\nQIV	307	IT	\nQIW	282	IE	\nQIX	307	IT	\nQIY	307	IT	\nQIZ	307	IT	\nQJB	229	SA	\nQJD	275	DE	\nQJE	93	GL	Kitsissuarsuit Heliport\nQJG	131	GL	\nQJH	275	DE	Herzogenaurach\nQJI	275	DE	Niederstetten Army\nQJK	275	DE	\nQJL	275	DE	\nQJM	275	DE	\nQJN	320	CH	\nQJR	275	DE	\nQJW	281	DK	\nQJZ	303	FR	\nQKA	294	GB	\nQKB	85	US	\nQKC	294	GB	\nQKD	294	GB	\nQKE	294	GB	\nQKF	294	GB	\nQKG	294	GB	\nQKH	294	GB	\nQKI	318	PL	\nQKL	275	DE	\nQKM	294	GB	\nQKN	294	GB	\nQKO	294	GB	\nQKP	294	GB	\nQKQ	294	GB	\nQKR	294	GB	\nQKS	85	US	\nQKT	294	GB	\nQKU	275	DE	\nQKV	294	GB	\nQKW	294	GB	\nQKX	294	GB	\nQKY	294	GB	\nQKZ	294	GB	\nQLB	260	AU	\nQLC	259	AU	\nQLD	129	US	\nQLF	129	US	\nQLL	260	AU	\nQLO	112	US	\nQLP	307	IT	\nQLQ	296	ES	\nQLR	292	PT	\nQLW	262	AU	\nQLX	316	AT	Lauterach Airport\nQMA	281	DK	Anholt\nQMB	313	SE	\nQMC	313	SE	\nQMD	313	SE	\nQME	275	DE	\nQMF	313	SE	\nQMG	313	SE	\nQMH	281	DK	\nQMI	313	SE	\nQMJ	302	NO	\nQMK	93	GL	\nQML	318	PL	\nQMM	275	DE	\nQMN	285	FI	\nQMO	277	BE	\nQMP	129	US	\nQMQ	275	DE	\nQMR	285	FI	\nQMS	313	SE	\nQMT	275	DE	\nQMU	275	DE	\nQMV	285	FI	\nQMW	318	PL	\nQMX	313	SE	\nQMY	313	SE	\nQMZ	275	DE	\nQNA	85	US	\nQNB	78	US	\nQNC	320	CH	Neuchatel railway station\nQND	85	US	\nQNE	129	US	\nQNF	78	US	\nQNG	78	US	\nQNH	85	US	\nQNI	78	US	\nQNJ	78	US	\nQNK	85	US	\nQNL	129	US	\nQNM	277	BE	\nQNN	129	US	\nQNO	78	US	\nQNP	129	US	\nQNQ	271	NL	\nQNR	78	US	\nQNS	149	BR	\nQNT	78	US	\nQNU	129	US	\nQNV	129	US	\nQNW	129	US	\nQNX	78	US	\nQNY	104	US	\nQNZ	129	US	\nQOA	149	BR	\nQOB	275	DE	\nQOE	275	DE	\nQOG	316	AT	\nQOJ	316	AT	\nQOK	316	AT	\nQOL	296	ES	\nQOM	296	ES	\nQOO	316	AT	\nQOP	277	BE	\nQOQ	93	GL	Saarloq Heliport\nQOS	316	AT	\nQOU	316	AT	\nQOV	316	AT	\nQOW	28	NG	Sam Mbakwe International Airport\nQOX	296	ES	\nQOZ	316	AT	\nQPA	318	PL	\nQPB	318	PL	\nQPC	318	PL	\nQPD	318	PL	\nQPE	268	AU	\nQPF	318	PL	\nQPG	234	SG	\nQPH	318	PL	\nQPI	318	PL	\nQPJ	279	HU	\nQPK	318	PL	\nQPL	278	RO	\nQPM	318	PL	\nQPN	318	PL	\nQPO	318	PL	\nQPP	275	DE	\nQPQ	318	PL	\nQPR	318	PL	\nQPS	292	PT	\nQPT	271	NL	\nQPU	318	PL	\nQPV	269	AU	\nQPW	318	PL	Gliwice\nQPX	318	PL	\nQPY	318	PL	\nQPZ	318	PL	\nQQA	78	US	\nQQB	129	US	\nQQC	129	US	\nQQD	294	GB	\nQQE	85	US	\nQQF	129	US	\nQQG	78	US	\nQQH	294	GB	\nQQI	78	US	\nQQJ	78	US	\nQQK	294	GB	\nQQL	78	US	\nQQM	294	GB	\nQQN	294	GB	\nQQO	112	US	\nQQP	294	GB	\nQQQ	104	US	\nQQR	294	GB	\nQQS	294	GB	\nQQT	78	US	\nQQU	294	GB	\nQQV	129	US	\nQQW	294	GB	London Waterloo railway station\nQQX	294	GB	\nQQY	294	GB	\nQQZ	78	US	\nQRA	22	ZA	\nQRB	274	SI	\nQRC	303	FR	\nQRD	274	HR	\nQRE	73	BR	Carazinho\nQRF	275	DE	\nQRG	278	RO	\nQRH	303	FR	\nQRI	275	DE	\nQRJ	275	DE	\nQRK	317	LT	\nQRL	296	ES	\nQRM	275	DE	\nQRN	276	SK	\nQRO	122	MX	Queretaro Intercontinental Airport\nQRP	252	ES	\nQRQ	275	DE	\nQRR	303	FR	\nQRS	278	RO	\nQRT	303	FR	\nQRU	303	FR	\nQRV	292	PT	\nQRW	28	NG	Osubi Airstrip\nQRX	275	DE	\nQRY	93	GL	Ikerasaarsuk Heliport\nQSA	112	US	\nQSB	129	US	\nQSC	138	BR	\nQSD	135	US	\nQSE	78	US	\nQSF	3	DZ	Setif Airport\nQSG	281	DK	\nQSH	78	US	\nQSI	129	US	\nQSJ	233	CN	\nQSK	129	US	\nQSL	129	US	\nQSM	78	US	\nQSN	112	US	\nQSO	129	US	\nQSP	129	US	\nQSQ	129	US	\nQSR	307	IT	Salerno Costa d'Amalfi Airport\nQSS	78	US	\nQST	78	US	\nQSU	135	US	\nQSV	104	US	\nQSW	104	US	\nQSX	78	US	\nQSY	78	US	\nQSZ	233	CN	Shache Yeerqiang Airport\nQTA	78	US	\nQTB	129	US	\nQTC	112	US	\nQTD	78	US	\nQTE	85	US	\nQTF	129	US	\nQTG	78	US	\nQTH	269	AU	\nQTI	129	US	\nQTJ	104	US	\nQTK	78	US	\nQTL	85	US	\nQTM	78	US	\nQTN	78	US	\nQTO	112	US	\nQTP	129	US	\nQTQ	78	US	\nQTR	112	US	\nQTS	129	US	\nQTT	129	US	\nQTU	78	US	\nQTV	78	US	\nQTW	78	US	\nQTX	129	US	Charlevoix Municipal\nQTY	104	US	\nQTZ	112	US	\nQUA	294	GB	\nQUB	47	LY	\nQUC	292	PT	\nQUD	296	ES	\nQUE	302	NO	\nQUF	314	EE	\nQUG	294	GB	\nQUH	313	SE	\nQUL	275	DE	\nQUM	313	SE	\nQUN	275	DE	\nQUO	28	NG	Akwa Ibom Airport\nQUP	93	GL	Saqqaq Heliport\nQUT	241	JP	\nQUU	275	DE	Uetersen Airport\nQUV	93	GL	Aappilattoq Heliport (Kujalleq)\nQUW	93	GL	Ammassivik Heliport\nQUX	275	DE	\nQUY	294	GB	\nQUZ	313	SE	\nQVE	285	FI	\nQVP	149	BR	\nQWG	129	US	\nQXB	303	FR	\nQXC	66	BR	Caxias\nQYA	303	FR	\nQYB	303	FR	\nQYC	271	NL	\nQYD	303	FR	\nQYE	271	NL	\nQYF	303	FR	\nQYG	320	CH	\nQYH	271	NL	\nQYI	271	NL	\nQYJ	313	SE	\nQYK	320	CH	\nQYL	271	NL	\nQYM	271	NL	\nQYN	320	CH	\nQYO	318	PL	\nQYP	271	NL	\nQYQ	281	DK	\nQYR	303	FR	\nQYS	296	ES	\nQYT	271	NL	\nQYU	313	SE	\nQYV	271	NL	\nQYW	303	FR	\nQYX	313	SE	\nQYY	318	PL	\nQYZ	271	NL	\nQZC	269	AU	\nQZH	305	CZ	\nQZK	305	CZ	\nQZL	305	CZ	\nQZN	305	CZ	\nQZO	307	IT	\nQZP	305	CZ	\nRAA	359	PG	\nRAB	359	PG	Tokua Airport\nRAC	78	US	\nRAD	162	VG	\nRAE	229	SA	Arar Airport\nRAF	56	AR	\nRAG	332	NZ	\nRAH	229	SA	Rafha Airport\nRAI	253	CV	Nelson Mandela International Airport\nRAJ	209	IN	Rajkot Airport\nRAK	13	MA	Marrakech Menara Airport\nRAL	112	US	\nRAM	262	AU	Ramingining Airport\nRAN	307	IT	\nRAO	149	BR	Dr. Leite Lopes State Airport\nRAP	85	US	Rapid City Regional Airport\nRAQ	203	ID	\nRAR	360	CK	Rarotonga Airport\nRAS	239	IR	Rasht Airport\nRAT	248	RU	\nRAU	193	BD	Rangpur Airport\nRAV	70	CO	\nRAW	359	PG	\nRAX	359	PG	\nRAY	294	GB	Rothsay Heliport\nRAZ	207	PK	\nRBA	13	MA	Rabat Sale Airport\nRBB	114	BR	Borba Airport\nRBC	269	AU	\nRBD	78	US	\nRBE	223	KH	\nRBF	112	US	\nRBG	112	US	\nRBI	338	FJ	\nRBJ	241	JP	\nRBK	112	US	\nRBL	112	US	\nRBM	275	DE	\nRBN	129	US	Fort Jefferson Airport\nRBO	110	BO	\nRBP	359	PG	\nRBQ	110	BO	Rurrenabaque Airport\nRBR	145	BR	Rio Branco-Plácido de Castro International Airport\nRBS	267	AU	\nRBT	40	KE	\nRBU	268	AU	\nRBV	342	SB	Ramata Airport\nRBW	129	US	\nRBX	23	SS	\nRBY	51	US	Ruby Airport\nRBZ	231	UZ	\nRCA	85	US	\nRCB	22	ZA	Richards Bay Airport\nRCE	112	US	Roche Harbor Airport\nRCH	70	CO	Riohacha Airport\nRCK	78	US	\nRCL	337	VU	\nRCM	260	AU	Richmond Airport\nRCN	259	AU	\nRCO	303	FR	\nRCP	51	US	Cinder Park Airport\nRCQ	54	AR	\nRCR	104	US	\nRCS	294	GB	\nRCT	86	US	\nRCU	54	AR	\nRCV	85	US	\nRCY	128	BS	\nRDA	262	AU	\nRDB	51	US	\nRDC	66	BR	\nRDD	112	US	Redding Municipal Airport\nRDE	203	ID	\nRDG	129	US	\nRDL	12	EG	Al Bardawil International Airport\nRDM	112	US	Roberts Field Redmond Municipal Airport\nRDN	211	MY	\nRDO	318	PL	Warsaw Radom Airport\nRDP	209	IN	Kazi Nazrul Islam Airport\nRDR	78	US	\nRDS	54	AR	\nRDT	15	SN	\nRDU	129	US	Raleigh-Durham International Airport\nRDV	51	US	Red Devil Airport\nRDZ	303	FR	Marcillac Airport\nREA	362	PF	\nREB	275	DE	\nREC	66	BR	Recife International Airport\nRED	129	US	\nREE	78	US	\nREG	307	IT	Tito Menniti Airport\nREH	129	US	Rehoboth Beach Airport\nREI	76	GF	\nREL	54	AR	Trelew Airport\nREN	248	RU	Orenburg Airport\nREO	112	US	\nREP	223	KH	Siem Reap International Airport\nREQ	207	PK	\nRER	98	GT	Retalhuleu Airport\nRES	54	AR	Resistencia Airport\nRET	302	NO	Rost Airport\nREU	296	ES	Reus Airport\nREW	209	IN	Rewa Airport\nREX	117	MX	Gen Lucio Blanco International Airport\nREY	110	BO	\nREZ	149	BR	\nRFA	6	CF	\nRFD	78	US	Chicago Rockford International Airport\nRFG	78	US	\nRFK	78	US	\nRFN	256	IS	\nRFP	362	PF	Raiatea Airport\nRFR	80	CR	\nRFS	113	NI	\nRGA	60	AR	Hermes Quijada Airport\nRGE	359	PG	\nRGH	209	IN	\nRGI	362	PF	Rangiroa Airport\nRGK	221	RU	\nRGL	58	AR	Piloto N. Fernandez Airport\nRGN	247	MM	Yangon International Airport\nRGO	225	KP	Chongjin Orang Airport\nRGR	78	US	\nRGS	296	ES	\nRGT	202	ID	\nRHA	256	IS	\nRHD	54	AR	Termas de Rio Hondo Airport\nRHE	303	FR	\nRHG	26	RW	\nRHI	78	US	Oneida County Airport\nRHL	268	AU	\nRHN	49	NA	\nRHO	273	GR	Rhodes Airport\nRHP	208	NP	\nRHR	195	AE	\nRHT	233	CN	Alxa Right Banner Badanjilin Airport\nRHV	112	US	\nRIA	149	BR	Santa Maria Airport\nRIB	110	BO	Riberalta Airport\nRIC	129	US	Richmond International Airport (Byrd Field)\nRID	104	US	\nRIE	78	US	\nRIF	85	US	\nRIG	149	BR	\nRIH	132	PA	Scarlett Martinez International Airport\nRIJ	111	PE	\nRIL	85	US	\nRIM	111	PE	\nRIN	342	SB	\nRIR	112	US	\nRIS	241	JP	Rishiri Airport\nRIT	132	PA	Rio Tigre Airport\nRIV	112	US	\nRIW	85	US	Riverton Airport\nRIX	306	LV	Riga International Airport\nRIY	176	YE	Riyan Airport\nRIZ	233	CN	Rizhao Shanzihe Airport\nRJA	209	IN	Rajahmundry Airport\nRJB	208	NP	\nRJH	193	BD	Rajshahi Airport\nRJI	209	IN	\nRJK	319	HR	Rijeka Airport\nRJL	296	ES	\nRJM	203	ID	Marinda Airport\nRJN	239	IR	Rafsanjan Airport\nRKA	341	PF	\nRKC	112	US	Yreka Airport\nRKD	129	US	Knox County Regional Airport\nRKE	281	DK	Roskilde Airport\nRKH	129	US	\nRKI	202	ID	Rokot Airport\nRKP	78	US	\nRKR	78	US	\nRKS	85	US	Southwest Wyoming Regional Airport\nRKT	195	AE	Ras Al Khaimah International Airport\nRKU	359	PG	\nRKV	256	IS	Reykjavik Domestic Airport\nRKW	129	US	\nRKY	260	AU	\nRKZ	233	CN	Shigatse Peace Airport\nRLA	78	US	\nRLD	112	US	\nRLG	275	DE	Rostock–Laage Airport\nRLI	78	US	Reilly Army Heliport\nRLK	233	CN	Bayannur Tianjitai Airport\nRLO	54	AR	\nRLP	260	AU	\nRLR	321	MG	\nRLT	42	NE	\nRLU	51	US	Bornite Upper Airport\nRMA	260	AU	Roma Airport\nRMB	217	OM	\nRMD	209	IN	\nRME	129	US	\nRMF	12	EG	Marsa Alam International Airport\nRMG	129	US	\nRMI	307	IT	Federico Fellini International Airport\nRMK	259	AU	\nRML	191	LK	Ratmalana Airport\nRMN	359	PG	\nRMO	280	MD	Chisinau International Airport\nRMP	51	US	Rampart Airport\nRMQ	236	TW	Taichung International Airport\nRMS	275	DE	\nRMT	341	PF	Rimatara Airport\nRMU	296	ES	Murcia-Corvera Airport\nRMY	112	US	\nRMZ	248	RU	Tobolsk Remezov Airport\nRNA	342	SB	\nRNB	313	SE	Kallinge Airport\nRNC	78	US	\nRND	78	US	\nRNE	303	FR	\nRNG	85	US	\nRNH	78	US	\nRNI	113	NI	\nRNJ	241	JP	Yoron Airport\nRNL	342	SB	Rennell Airport\nRNM	217	OM	\nRNN	281	DK	Bornholm Airport\nRNO	112	US	Reno/Tahoe International Airport\nRNP	349	MH	Rongelap Airport\nRNR	359	PG	\nRNS	303	FR	Airport Rennes Bretagne\nRNT	112	US	\nRNU	211	MY	\nRNZ	104	US	\nROA	129	US	Roanoke-Blacksburg Regional Airport\nROB	39	LR	Roberts International Airport\nROC	129	US	Greater Rochester International Airport\nROD	22	ZA	\nROF	112	US	\nROG	78	US	\nROH	260	AU	\nROI	186	TH	Roi Et Airport\nROK	260	AU	Rockhampton Airport\nROL	85	US	\nRON	70	CO	\nROO	73	BR	Rondonopolis Airport\nROP	361	MP	Rota Airport\nROR	357	PW	Airai Airport\nROS	54	AR	Aeropuerto Internacional de Rosario Islas Malvinas\nROT	332	NZ	Rotorua International Airport\nROU	312	BG	\nROV	301	RU	Platov International Airport\nROW	85	US	Roswell International Air Center\nROX	78	US	\nROY	54	AR	\nROZ	296	ES	\nRPA	208	NP	\nRPB	262	AU	\nRPI	215	ID	\nRPM	262	AU	\nRPN	204	IL	\nRPR	209	IN	Swami Vivekananda Airport\nRPU	114	BR	\nRPV	262	AU	\nRPX	85	US	\nRQA	233	CN	Ruoqiang Loulan Airport\nRQO	78	US	\nRQW	183	IQ	\nRQY	209	IN	\nRRA	296	ES	Ronda Airport\nRRE	259	AU	\nRRG	328	MU	Rodrigues Island Airport\nRRI	342	SB	\nRRJ	149	BR	\nRRK	209	IN	\nRRL	78	US	\nRRM	35	MZ	\nRRR	362	PF	Raroia Airport\nRRS	302	NO	Roros Airport\nRRT	78	US	\nRRV	262	AU	\nRSA	54	AR	Santa Rosa Airport\nRSB	260	AU	\nRSD	128	BS	\nRSE	269	AU	\nRSG	66	BR	Serra Pelada Airport\nRSH	51	US	Russian Mission Airport\nRSI	229	SA	Red Sea International Airport\nRSJ	112	US	Rosario Sea Plane Base\nRSK	203	ID	\nRSL	78	US	\nRSN	78	US	\nRSP	51	US	Raspberry Strait Airport\nRSS	25	SD	\nRST	78	US	Rochester International Airport\nRSU	232	KR	Yeosu Airport\nRSW	129	US	Southwest Florida International Airport\nRSX	129	US	\nRTA	338	FJ	Rotuma Island Airport\nRTB	157	HN	Roatan Airport\nRTC	209	IN	\nRTD	129	US	Rotunda Airport\nRTE	149	BR	\nRTG	215	ID	Frans Sales Lega Airport\nRTI	215	ID	\nRTL	78	US	\nRTM	271	NL	Rotterdam The Hague Airport\nRTN	85	US	\nRTP	260	AU	\nRTS	268	AU	\nRTU	215	ID	\nRTW	308	RU	\nRTY	259	AU	\nRUA	24	UG	Arua Airport\nRUD	239	IR	\nRUE	32	CD	\nRUF	203	ID	\nRUG	233	CN	\nRUH	229	SA	King Khaled International Airport\nRUI	85	US	\nRUK	208	NP	\nRUL	327	MV	Maavarulu Airport\nRUM	208	NP	\nRUN	330	RE	Reunion Roland Garros Airport\nRUP	209	IN	\nRUR	362	PF	Rurutu Airport\nRUS	342	SB	Marau Sound Airport\nRUT	129	US	Rutland Airport\nRUU	359	PG	\nRUV	98	GT	\nRUY	157	HN	\nRVA	321	MG	\nRVC	39	LR	\nRVD	149	BR	\nRVE	70	CO	Saravena Airport\nRVH	301	RU	\nRVI	301	RU	\nRVK	302	NO	Rorvik Airport, Ryumsjoen\nRVN	285	FI	Rovaniemi Airport\nRVO	22	ZA	\nRVR	85	US	\nRVS	78	US	\nRVT	268	AU	\nRVV	362	PF	Raivavae Airport\nRVY	126	UY	\nRWB	151	US	Rowan Bay Airport\nRWF	78	US	\nRWI	129	US	\nRWL	85	US	\nRWN	291	UA	Rovno Airport\nRWP	207	PK	\nRWS	149	BR	Sumare Airport\nRXA	176	YE	\nRXE	71	US	\nRXS	216	PH	Roxas City Airport\nRYB	301	RU	Rybinsk Airport\nRYG	275	NO	\nRYK	207	PK	Rahim Yar Khan Airport\nRYL	33	ZM	\nRYN	303	FR	\nRYO	54	AR	Rio Turbio Airport\nRZA	54	AR	\nRZE	318	PL	Rzeszow International Airport\nRZH	245	RU	\nRZN	301	RU	\nRZP	216	PH	\nRZR	239	IR	Ramsar Airport\nRZS	207	PK	\nRZV	287	TR	Rize–Artvin Airport\nRZZ	129	US	\nSAA	85	US	\nSAB	83	BQ	J. Yrausquin Airport\nSAC	112	US	\nSAD	135	US	\nSAE	93	GL	Saattut Heliport\nSAF	85	US	Santa Fe Regional Airport\nSAG	209	IN	Shirdi Airport\nSAH	176	YE	Sana'a International Airport\nSAI	223	KH	Siem Reap–Angkor International Airport\nSAJ	193	BD	Sirajganj Airport\nSAK	256	IS	\nSAL	90	SV	El Salvador International Airport\nSAM	359	PG	\nSAN	112	US	San Diego International Airport\nSAP	157	HN	Ramon Villeda Morales International Airport\nSAQ	128	BS	San Andros Airport\nSAR	78	US	\nSAS	112	US	\nSAT	78	US	San Antonio International Airport\nSAU	215	ID	\nSAV	129	US	Savannah/Hilton Head International Airport\nSAW	287	TR	Sabiha Gokcen International Airport\nSAX	132	PA	\nSAY	307	IT	\nSAZ	39	LR	\nSBA	112	US	Santa Barbara Municipal Airport\nSBB	75	VE	\nSBC	359	PG	\nSBD	112	US	San Bernadino International Airport\nSBE	359	PG	\nSBF	205	AF	\nSBG	202	ID	\nSBH	97	BL	St. Barthelemy Airport\nSBI	14	GN	\nSBJ	149	BR	\nSBK	303	FR	\nSBL	110	BO	\nSBM	78	US	\nSBN	104	US	South Bend International Airport\nSBO	85	US	\nSBP	112	US	San Luis Obispo County Regional Airport\nSBQ	207	PK	\nSBR	260	AU	Saibai Island Airport\nSBS	85	US	\nSBT	248	RU	Sabetta International Airport\nSBU	22	ZA	\nSBV	359	PG	\nSBW	211	MY	Sibu Airport\nSBX	85	US	\nSBY	129	US	Wicomico Regional Airport\nSBZ	278	RO	Sibiu Airport\nSCA	70	CO	\nSCB	78	US	\nSCC	51	US	Prudhoe Bay/Deadhorse Airport\nSCD	157	HN	\nSCE	129	US	University Park Airport\nSCF	135	US	\nSCG	260	AU	\nSCH	129	US	\nSCI	75	VE	\nSCJ	108	US	Smith Cove Airport\nSCK	112	US	Stockton Metropolitan Airport\nSCL	147	CL	Santiago International Airport\nSCM	51	US	Scammon Bay Sea Plane Base\nSCN	275	DE	Saarbruecken Airport\nSCO	222	KZ	Aktau International Airport\nSCP	303	FR	\nSCQ	296	ES	Santiago De Compostela Airport\nSCR	313	SE	Sälen/Scandinavian Mountains Airport\nSCS	294	GB	\nSCT	176	YE	Socotra Airport\nSCU	102	CU	Antonio Maceo Airport\nSCV	278	RO	Suceava Airport\nSCW	301	RU	Syktyvkar Airport\nSCX	122	MX	\nSCY	340	EC	San Cristobal Airport\nSCZ	342	SB	Santa Cruz Island Airport\nSDB	22	ZA	\nSDC	100	GY	\nSDD	31	AO	Lubango Airport\nSDE	54	AR	Santiago Del Estero Airport\nSDF	109	US	Louisville Muhammad Ali International Airport\nSDG	239	IR	Sanandaj Airport\nSDH	157	HN	\nSDI	359	PG	\nSDJ	241	JP	Sendai Airport\nSDK	211	MY	Sandakan Airport\nSDL	313	SE	Sundsvall-Timra Airport\nSDM	112	US	\nSDN	302	NO	Sandane Airport\nSDO	241	JP	Ryotsu Sado Island Airport\nSDP	51	US	Sand Point Municipal Airport\nSDQ	148	DO	Las Americas International Airport\nSDR	296	ES	Santander Airport\nSDS	241	JP	Sado Shima Airport\nSDT	207	PK	\nSDU	149	BR	Rio de Janeiro Santos Dumont Airport\nSDV	204	IL	\nSDW	209	IN	Sindhudurg Airport\nSDX	135	US	\nSDY	85	US	Richland Municipal Airport\nSEA	112	US	Seattle-Tacoma International Airport\nSEB	47	LY	Sebha Airport\nSEC	303	FR	Serre Chevalier Airport\nSED	204	IL	\nSEE	112	US	\nSEF	129	US	\nSEG	129	US	\nSEH	203	ID	\nSEI	66	BR	Senhor Do Bonfim Airport\nSEK	214	RU	Srednekolymsk Airport\nSEM	78	US	\nSEN	294	GB	London Southend Airport\nSEO	0	CI	\nSEP	78	US	\nSEQ	202	ID	\nSER	104	US	\nSES	78	US	Selfield Airport\nSET	142	BR	Santa Magalhaes\nSEU	16	TZ	Seronera Airstrip\nSEV	291	UA	\nSEW	12	EG	Siwa Oasis North Airport\nSEY	43	MR	\nSEZ	326	SC	Seychelles International Airport\nSFA	48	TN	Sfax–Thyna International Airport\nSFB	129	US	Orlando Sanford International Airport\nSFC	97	GP	Saint Francois Airport\nSFD	75	VE	\nSFE	216	PH	\nSFF	112	US	\nSFG	115	MF	Esperance Airport\nSFH	160	MX	\nSFI	13	MA	\nSFJ	93	GL	Kangerlussuaq Airport\nSFK	66	BR	\nSFL	253	CV	Sao Filipe Airport\nSFM	129	US	\nSFN	54	AR	Santa Fe Airport\nSFO	112	US	San Francisco International Airport\nSFQ	287	TR	\nSFR	112	US	San Fernando Airport\nSFS	216	PH	Subic Bay International Airport\nSFT	313	SE	Skelleftea Airport\nSFU	359	PG	\nSFV	149	BR	\nSFW	132	PA	Santa Fe Airport\nSFX	75	VE	\nSFZ	129	US	\nSGA	205	AF	\nSGB	359	PG	\nSGC	248	RU	Surgut International Airport\nSGD	281	DK	Sonderborg Airport\nSGE	275	DE	\nSGF	78	US	Springfield-Branson National Airport\nSGG	93	GL	\nSGH	129	US	\nSGI	207	PK	\nSGJ	359	PG	\nSGK	359	PG	\nSGL	216	PH	\nSGM	118	MX	\nSGN	199	VN	Tan Son Nhat International Airport\nSGO	260	AU	St. George Airport\nSGP	268	AU	\nSGQ	215	ID	\nSGR	78	US	\nSGT	78	US	\nSGU	85	US	St. George Regional Airport\nSGV	54	AR	\nSGW	151	US	\nSGX	16	TZ	\nSGY	108	US	Skagway Airport\nSGZ	186	TH	\nSHA	233	CN	Shanghai Hongqiao International Airport\nSHB	241	JP	Nakashibetsu Airport\nSHC	2	ET	Indaselassie Airport\nSHD	129	US	Shenandoah Valley Airport\nSHE	233	CN	Shenyang Taoxian International Airport\nSHF	243	CN	Shihezi Huayuan Airport\nSHG	51	US	Shungnak Airport\nSHH	51	US	Shishmaref Airport\nSHI	241	JP	Shimojishima Airport\nSHJ	195	AE	Sharjah International Airport\nSHK	36	LS	\nSHL	209	IN	Shillong Airport\nSHM	241	JP	Shirahama Airport\nSHN	112	US	\nSHO	37	SZ	King Mswati III International Airport\nSHQ	260	AU	\nSHR	85	US	Sheridan Airport\nSHS	233	CN	Jingzhou Shashi Airport\nSHT	267	AU	\nSHU	262	AU	\nSHV	78	US	Shreveport Regional Airport\nSHW	229	SA	Sharurah Airport\nSHX	51	US	\nSHY	16	TZ	Shinyanga Airport\nSHZ	36	LS	\nSIA	233	CN	\nSIB	10	CG	\nSIC	132	PA	\nSID	253	CV	Amilcar Cabral International Airport\nSIE	292	PT	\nSIF	208	NP	Simara Airport\nSIG	139	PR	Fernando Luis Ribas Dominicci Airport\nSIH	208	NP	Silgarhi Doti Airport\nSII	13	MA	\nSIJ	256	IS	\nSIK	78	US	\nSIL	359	PG	\nSIM	359	PG	\nSIN	234	SG	Singapore Changi Airport\nSIO	264	AU	\nSIP	291	UA	Simferopol International Airport\nSIQ	202	ID	\nSIR	320	CH	\nSIS	22	ZA	Sishen Airport\nSIT	151	US	Sitka Airport\nSIU	113	NI	\nSIV	104	US	\nSIW	202	ID	\nSIX	269	AU	\nSIY	112	US	\nSIZ	359	PG	\nSJA	111	PE	\nSJB	110	BO	\nSJC	112	US	Norman Y. Mineta San Jose International Airport\nSJD	118	MX	Los Cabos International Airport\nSJE	70	CO	San Jose del Guaviare Airport\nSJF	155	VI	\nSJG	70	CO	\nSJH	70	CO	\nSJI	216	PH	San Jose Airport\nSJJ	309	BA	Sarajevo International Airport\nSJK	149	BR	Professor Urbano Ernesto Stumpf Airport\nSJL	114	BR	Sao Gabriel da Cachoeira Airport\nSJM	148	DO	\nSJN	135	US	\nSJO	80	CR	Juan Santamaria International Airport\nSJP	149	BR	Sao Jose do Rio Preto Airport\nSJQ	33	ZM	\nSJR	70	CO	\nSJS	110	BO	\nSJT	78	US	San Angelo Regional Airport\nSJU	139	PR	Luis Munoz Marin International Airport\nSJV	110	BO	\nSJW	233	CN	Shijiazhuang Zhengding International Airport\nSJX	67	BZ	\nSJY	285	FI	\nSJZ	250	PT	Sao Jorge Island Airport\nSKA	112	US	\nSKB	153	KN	Robert L. Bradshaw International Airport\nSKC	359	PG	\nSKD	237	UZ	Samarkand Airport\nSKE	302	NO	\nSKF	78	US	\nSKG	273	GR	Thessaloniki Airport Makedonia\nSKH	208	NP	Surkhet Airport\nSKI	3	DZ	\nSKJ	224	ID	\nSKK	51	US	Shaktoolik Airport\nSKL	294	GB	\nSKM	100	GY	\nSKN	302	NO	Stokmarknes Skagen Airport\nSKO	28	NG	Sokoto Airport\nSKP	311	MK	Skopje International Airport\nSKQ	36	LS	\nSKR	2	ET	\nSKS	281	DK	\nSKT	207	PK	Sialkot Airport\nSKU	273	GR	Skiros Airport\nSKV	12	EG	\nSKW	51	US	\nSKX	301	RU	Saransk Airport\nSKY	129	US	\nSKZ	207	PK	Sukkur Airport\nSLA	54	AR	Martin Miguel de Guemes International Airport\nSLB	78	US	\nSLC	85	US	Salt Lake City International Airport\nSLD	276	SK	Sliac Airport\nSLE	112	US	McNary Field\nSLF	229	SA	\nSLG	78	US	\nSLH	337	VU	Sola Airport\nSLI	33	ZM	Solwezi Airport\nSLJ	268	AU	\nSLK	129	US	Adirondack Airport\nSLL	217	OM	Salalah International Airport\nSLM	296	ES	Matacan Airport\nSLN	78	US	Salina Regional Airport\nSLO	78	US	\nSLP	122	MX	San Luis Potosi Airport\nSLQ	51	US	Sleetmute Airport\nSLR	78	US	\nSLS	312	BG	\nSLT	85	US	\nSLU	154	LC	George F. L. Charles Airport\nSLV	209	IN	\nSLW	125	MX	\nSLX	95	TC	Salt Cay Airport\nSLY	248	RU	Salekhard Airport\nSLZ	66	BR	Marechal Cunha Machado International Airport\nSMA	250	PT	Vila Do Porto Airport\nSMB	147	CL	\nSMC	70	CO	\nSMD	104	US	\nSME	129	US	\nSMF	112	US	Sacramento International Airport\nSMG	111	PE	\nSMH	359	PG	\nSMI	273	GR	Samos Airport\nSMJ	359	PG	\nSMK	51	US	St. Michael Airport\nSML	128	BS	Stella Maris Airport\nSMM	211	MY	\nSMN	71	US	Lemhi County Airport\nSMO	112	US	\nSMP	359	PG	\nSMQ	202	ID	H. Asan Airport\nSMR	70	CO	Simon Bolivar International Airport\nSMS	321	MG	Sainte Marie Airport\nSMT	82	BR	Sorriso Airport\nSMU	51	US	\nSMV	320	CH	\nSMW	13	MA	\nSMX	112	US	Santa Maria Public Airport\nSMY	15	SN	\nSMZ	134	SR	\nSNA	112	US	John Wayne Airport\nSNB	262	AU	Snake Bay Airport\nSNC	99	EC	\nSND	244	LA	Seno Airport\nSNE	253	CV	Preguica Airport\nSNF	75	VE	\nSNG	110	BO	\nSNH	260	AU	\nSNI	39	LR	\nSNJ	102	CU	\nSNK	78	US	\nSNL	78	US	\nSNM	110	BO	\nSNN	282	IE	Shannon Airport\nSNO	186	TH	Sakon Nakhon Airport\nSNP	51	US	Saint Paul Island Airport\nSNQ	160	MX	\nSNR	303	FR	Montoir Airport\nSNS	112	US	\nSNT	70	CO	\nSNU	102	CU	Abel Santamaria Airport\nSNV	75	VE	\nSNW	247	MM	Thandwe Airport\nSNX	239	IR	Semnan Municipal\nSNY	85	US	\nSNZ	149	BR	\nSOA	199	VN	\nSOB	279	HU	Sarmellek/Balaton Airport\nSOC	202	ID	Adi Sumarmo International Airport\nSOD	149	BR	Sorocaba Airport\nSOE	10	CG	\nSOF	312	BG	Sofia International Airport\nSOG	302	NO	Sogndal Airport\nSOH	70	CO	Solita Airport\nSOI	265	AU	South Molle Island Airport\nSOJ	302	NO	Sorkjosen Airport\nSOK	36	LS	\nSOL	51	US	\nSOM	75	VE	San Tome Airport\nSON	337	VU	Santo Pekoa International Airport\nSOO	313	SE	\nSOP	129	US	\nSOQ	203	ID	Domine Eduard Osok Airport\nSOR	192	SY	Al Thaurah Airport\nSOT	285	FI	\nSOU	294	GB	Southampton Airport\nSOV	51	US	Seldovia Airport\nSOW	135	US	Show Low Airport\nSOX	70	CO	\nSOY	294	GB	Stronsay Airport\nSOZ	303	FR	\nSPA	129	US	\nSPB	155	VI	Charlotte Amalie Harbor SPB\nSPC	252	ES	La Palma Airport\nSPD	193	BD	Saidpur Airport\nSPE	211	MY	\nSPF	85	US	\nSPG	129	US	\nSPH	359	PG	\nSPI	78	US	Abraham Lincoln Capital Airport\nSPJ	273	GR	\nSPM	275	DE	\nSPN	361	MP	Saipan International Airport\nSPP	31	AO	Menongue Airport\nSPR	67	BZ	San Pedro Airport\nSPS	78	US	Sheppard Air Force Base\nSPT	211	MY	\nSPU	319	HR	Split Airport\nSPV	359	PG	\nSPW	78	US	\nSPX	12	EG	Sphinx International Airport\nSPY	0	CI	San Pedro Airport\nSPZ	78	US	\nSQA	112	US	\nSQB	70	CO	\nSQC	268	AU	\nSQD	233	CN	Shangrao Sanqingshan Airport\nSQE	70	CO	\nSQF	70	CO	Solano Airport\nSQG	215	ID	Tebelian Airport\nSQH	199	VN	\nSQI	78	US	\nSQJ	233	CN	Sanming Shaxian Airport\nSQK	12	EG	\nSQL	112	US	San Carlos Airport\nSQM	149	BR	\nSQN	215	ID	\nSQO	313	SE	\nSQQ	317	LT	\nSQR	203	ID	\nSQS	67	BZ	\nSQT	359	PG	\nSQU	111	PE	\nSQV	112	US	\nSQW	281	DK	\nSQX	149	BR	\nSQY	149	BR	\nSQZ	294	GB	\nSRA	149	BR	Santa Rosa Airport\nSRB	110	BO	\nSRC	78	US	\nSRD	110	BO	\nSRE	110	BO	Alcantari International Airport\nSRF	112	US	\nSRG	202	ID	Jenderal Ahmad Yani International Airport\nSRH	41	TD	\nSRJ	110	BO	\nSRK	158	GL	Siorapaluk Heliport\nSRL	118	MX	Santa Rosalia Airport\nSRM	267	AU	\nSRN	264	AU	\nSRO	70	CO	\nSRP	302	NO	Stord Airport\nSRQ	129	US	Sarasota Bradenton International Airport\nSRR	260	AU	\nSRS	70	CO	\nSRT	24	UG	Soroti Airport\nSRU	247	MM	\nSRV	51	US	Stony River Airport\nSRW	129	US	\nSRX	47	LY	\nSRY	239	IR	Dashte Naz Airport\nSRZ	110	BO	El Trompillo Airport\nSSA	66	BR	Deputado Luis Eduardo Magalhaes International Airport\nSSB	155	VI	Christiansted Harbor Seaplane Base\nSSC	129	US	\nSSD	70	CO	\nSSE	209	IN	\nSSF	78	US	\nSSG	34	GQ	Malabo Airport\nSSH	12	EG	Sharm El Sheikh International Airport\nSSI	129	US	\nSSJ	302	NO	Sandnessjoen Airport\nSSK	268	AU	\nSSL	70	CO	\nSSM	86	US	\nSSN	232	KR	\nSSO	149	BR	\nSSP	260	AU	\nSSQ	161	CA	\nSSR	337	VU	Sara Airport\nSSS	359	PG	\nSST	54	AR	Santa Teresita Airport\nSSV	216	PH	\nSSW	112	US	Stuart Island Airport\nSSX	22	ZA	\nSSY	31	AO	M'Banza Congo Airport\nSSZ	149	BR	\nSTA	281	DK	\nSTB	75	VE	\nSTC	78	US	St. Cloud Municipal Airport\nSTD	75	VE	Mayor Buenaventura Vivas\nSTE	78	US	\nSTF	260	AU	\nSTG	51	US	St. George Island Airport\nSTH	260	AU	\nSTI	148	DO	Cibao International Airport\nSTJ	78	US	\nSTK	85	US	\nSTL	78	US	St. Louis Lambert International Airport\nSTM	138	BR	Santarem-Maestro Wilson Fonseca Airport\nSTN	294	GB	London Stansted Airport\nSTP	78	US	\nSTQ	129	US	\nSTR	275	DE	Stuttgart Airport\nSTS	112	US	Charles M. Schulz–Sonoma County Airport\nSTT	155	VI	Cyril E. King Airport\nSTV	209	IN	Surat International Airport\nSTW	301	RU	Stavropol Airport\nSTX	155	VI	Henry E. Rohlsen Airport\nSTY	126	UY	\nSTZ	82	BR	Santa Terezinha Airport\nSUA	129	US	\nSUB	202	ID	Juanda International Airport\nSUC	85	US	Schloredt Airport\nSUD	78	US	\nSUE	78	US	\nSUF	307	IT	Lamezia Terme International Airport\nSUG	216	PH	Surigao Airport\nSUH	217	OM	\nSUI	238	GE	Babusheri Airport\nSUJ	278	RO	Satu Mare International Airport\nSUK	245	RU	Sakkyryr Airport\nSUL	207	PK	\nSUM	129	US	\nSUN	71	US	Friedman Memorial Airport\nSUO	112	US	\nSUP	202	ID	\nSUQ	99	EC	\nSUR	161	CA	Summer Beaver Airport\nSUS	78	US	\nSUT	16	TZ	\nSUU	112	US	\nSUV	338	FJ	Nausori Airport\nSUW	78	US	\nSUX	78	US	Sioux Gateway Airport\nSUY	246	RU	Suntar Airport\nSUZ	359	PG	\nSVA	51	US	Savoonga Airport\nSVB	321	MG	Sambava Airport\nSVC	85	US	Grant County Airport (New Mexico)\nSVD	156	VC	Argyle International Airport\nSVE	112	US	\nSVF	45	BJ	\nSVG	302	NO	Stavanger Airport Sola\nSVH	129	US	\nSVI	70	CO	San Vicente del Caguan Airport\nSVJ	302	NO	Svolvaer Airport, Helle\nSVK	67	BZ	\nSVL	285	FI	Savonlinna Airport\nSVM	260	AU	\nSVN	129	US	\nSVO	301	RU	Sheremetyevo International Airport\nSVP	31	AO	\nSVQ	296	ES	Seville Airport\nSVR	158	GL	Savissivik Heliport\nSVS	51	US	Stevens Village Airport\nSVT	20	BW	\nSVU	338	FJ	Savusavu Airport\nSVV	75	VE	San Salvador de Paul Airport\nSVW	51	US	\nSVX	248	RU	Koltsovo Airport\nSVY	342	SB	\nSVZ	75	VE	Juan Vicente Gomez International Airport\nSWA	233	CN	Jieyang Chaoshan Airport\nSWB	268	AU	\nSWC	267	AU	\nSWD	51	US	\nSWE	359	PG	\nSWF	129	US	Stewart International Airport\nSWG	359	PG	\nSWH	267	AU	\nSWJ	337	VU	\nSWL	216	PH	San Vicente\nSWM	73	BR	\nSWN	207	PK	\nSWO	78	US	Stillwater Regional Airport\nSWP	49	NA	\nSWQ	215	ID	Sultan Muhammad Kaharuddin III Airport\nSWR	359	PG	\nSWS	294	GB	\nSWT	221	RU	\nSWU	232	KR	\nSWV	214	RU	\nSWW	78	US	\nSWX	20	BW	Shakawe Airport\nSWY	211	MY	\nSWZ	269	AU	Sydney West Airport\nSXA	359	PG	\nSXB	303	FR	Strasbourg Airport\nSXC	112	US	Avalon Vor/WP Airport\nSXD	303	FR	Sophia Antipolis Airport\nSXE	267	AU	\nSXG	33	ZM	\nSXH	359	PG	\nSXI	239	IR	\nSXJ	233	CN	\nSXK	203	ID	Mathilda Batlayeri Airport\nSXL	282	IE	\nSXM	97	SX	Princess Juliana International Airport\nSXN	20	BW	\nSXO	73	BR	\nSXP	51	US	Sheldon Sea Plane Base\nSXQ	51	US	\nSXR	209	IN	Sheikh Ul-Alam International Airport Srinagar\nSXS	211	MY	\nSXT	211	MY	\nSXU	2	ET	\nSXV	209	IN	\nSXW	359	PG	\nSXX	66	BR	\nSXY	129	US	\nSXZ	287	TR	\nSYA	50	US	\nSYB	51	US	Seal Bay Seaplane Base\nSYC	111	PE	\nSYD	269	AU	Sydney Airport\nSYE	176	YE	\nSYF	163	CA	Silva Bay Airport\nSYG	302	NO	Spitsberg Airport\nSYH	208	NP	\nSYI	78	US	\nSYJ	239	IR	\nSYK	256	IS	\nSYL	112	US	Roberts Air Force Base\nSYM	233	CN	Pu'er Simao Airport\nSYN	78	US	\nSYO	241	JP	Shonai Airport\nSYP	132	PA	\nSYQ	80	CR	Tobias Bolanos International\nSYR	129	US	Hancock International Airport\nSYS	246	RU	Saskylakh Airport\nSYT	303	FR	\nSYU	260	AU	Warraber Island Airport\nSYV	129	US	\nSYW	207	PK	\nSYX	233	CN	Sanya Phoenix International Airport\nSYY	294	GB	Stornoway Airport\nSYZ	239	IR	Shahid Dastgheyb International Airport\nSZA	31	AO	Soyo Airport\nSZB	211	MY	Sultan Abdul Aziz Shah Airport\nSZE	2	ET	Semera Airport\nSZF	287	TR	Samsun-Carsamba Airport\nSZG	316	AT	Salzburg Airport\nSZH	233	CN	\nSZI	177	KZ	Zaisan Airport\nSZJ	102	CU	\nSZK	22	ZA	\nSZL	78	US	\nSZM	49	NA	\nSZN	112	US	\nSZP	112	US	\nSZR	312	BG	Stara Zagora Airport\nSZS	332	NZ	\nSZT	122	MX	San Cristobal de las Casas Airport\nSZU	5	ML	\nSZV	233	CN	\nSZW	275	DE	\nSZX	233	CN	Shenzhen Bao'an International Airport\nSZY	318	PL	Olsztyn-Mazury Airport\nSZZ	318	PL	Solidarity Szczecin–Goleniow Airport\nTAA	342	SB	\nTAB	137	TT	A.N.R. Robinson International Airport\nTAC	216	PH	D. Z. Romualdez Airport\nTAD	85	US	\nTAE	232	KR	Daegu International Airport\nTAF	3	DZ	\nTAG	216	PH	Bohol–Panglao International Airport\nTAH	337	VU	Tanna Airport\nTAI	176	YE	Al Janad Airport\nTAJ	359	PG	Tadji Airport\nTAK	241	JP	Takamatsu Airport\nTAL	51	US	Ralph M Calhoun Airport\nTAM	122	MX	Tampico International Airport\nTAN	260	AU	\nTAO	233	CN	Qingdao Jiaodong International Airport\nTAP	122	MX	Tapachula International Airport\nTAQ	259	AU	\nTAR	307	IT	\nTAS	237	UZ	Tashkent International Airport\nTAT	276	SK	Poprad/Tatry Airport\nTAU	70	CO	\nTAV	356	AS	\nTAW	126	UY	\nTAX	203	ID	\nTAY	314	EE	Tartu Airport\nTAZ	181	TM	Dashoguz Airport\nTBA	359	PG	\nTBB	199	VN	Tuy Hoa Airport\nTBC	135	US	\nTBD	70	CO	\nTBE	359	PG	\nTBF	363	KI	\nTBG	359	PG	Tabubil Airport\nTBH	216	PH	Tugdan Airport\nTBI	128	BS	New Bight Airport\nTBJ	48	TN	Tabarka-Ain Draham Airport\nTBK	262	AU	\nTBL	268	AU	\nTBM	215	ID	Tumbang Samba Airport\nTBN	78	US	Forney Army Air Field\nTBO	16	TZ	Tabora Airport\nTBP	111	PE	Capitan FAP Pedro Canga Rodriguez Airport\nTBQ	359	PG	\nTBR	129	US	\nTBS	238	GE	Tbilisi International Airport\nTBT	138	BR	Tabatinga International Airport\nTBU	364	TO	Fua'amotu International Airport\nTBV	349	MH	\nTBW	301	RU	\nTBX	202	ID	\nTBY	20	BW	\nTBZ	239	IR	Tabriz Airport\nTCA	262	AU	Tennant Creek Airport\nTCB	128	BS	Treasure Cay Airport\nTCC	85	US	\nTCD	70	CO	Tarapaca Airport\nTCE	278	RO	\nTCF	157	HN	\nTCG	243	CN	Tacheng Airport\nTCH	29	GA	\nTCJ	359	PG	\nTCK	359	PG	\nTCL	78	US	\nTCM	112	US	\nTCN	122	MX	\nTCO	70	CO	La Florida Airport\nTCP	12	EG	Taba International Airport\nTCQ	111	PE	Tacna Airport\nTCR	209	IN	Tuticorin Airport\nTCS	85	US	\nTCT	51	US	Takotna Airport\nTCU	22	ZA	\nTCV	35	MZ	Tete Airport\nTCW	269	AU	\nTCX	239	IR	\nTCY	49	NA	\nTCZ	233	CN	Tengchong Tuofeng Airport\nTDA	70	CO	\nTDB	359	PG	\nTDD	110	BO	\nTDG	216	PH	\nTDJ	17	DJ	\nTDK	177	KZ	Taldykorgan Airport\nTDL	54	AR	\nTDN	268	AU	\nTDO	112	US	\nTDP	111	PE	\nTDR	260	AU	\nTDS	359	PG	Sasereme\nTDT	22	ZA	\nTDV	321	MG	\nTDW	78	US	\nTDX	186	TH	Trat Airport\nTDZ	129	US	\nTEA	157	HN	\nTEB	129	US	Teterboro Airport\nTEC	149	BR	\nTED	281	DK	\nTEE	3	DZ	Cheikh Larbi Tebessi Airport\nTEF	268	AU	\nTEG	44	BF	\nTEH	51	US	\nTEI	209	IN	\nTEK	51	US	Tatitlek Airport\nTEL	211	MY	\nTEM	269	AU	\nTEN	233	CN	Tongren Airport\nTEO	359	PG	\nTEP	359	PG	\nTEQ	287	TR	Corlu Airport\nTER	250	PT	Lajes Field\nTES	4	ER	\nTET	35	MZ	Matundo Airport\nTEU	332	NZ	\nTEV	296	ES	\nTEX	85	US	Telluride Regional Airport\nTEY	256	IS	\nTEZ	209	IN	Tezpur Airport\nTFB	359	PG	\nTFF	114	BR	Tefe Airport\nTFI	359	PG	Tufi Airport\nTFL	149	BR	\nTFM	359	PG	\nTFN	252	ES	Tenerife North Airport\nTFR	12	EG	\nTFS	252	ES	Tenerife South Airport\nTFT	207	PK	\nTFU	233	CN	Chengdu Tianfu Airport\nTFY	13	MA	\nTGA	234	SG	\nTGB	216	PH	\nTGC	211	MY	\nTGD	304	ME	Podgorica Airport\nTGE	78	US	\nTGF	303	FR	Tignes Airport\nTGG	211	MY	Sultan Mahmud Airport\nTGH	337	VU	Tongoa Airport\nTGI	111	PE	\nTGJ	355	NC	Tiga Airport\nTGK	301	RU	Taganrog Yuzhny Airport\nTGL	359	PG	\nTGM	278	RO	Targu Mures Airport\nTGN	267	AU	\nTGO	233	CN	Tongliao Airport\nTGP	210	RU	\nTGQ	73	BR	Tangara Da Serra Airport\nTGR	3	DZ	Touggourt Airport\nTGS	35	MZ	\nTGT	16	TZ	Tanga Airport\nTGU	157	HN	Toncontin Airport\nTGV	312	BG	\nTGX	0	CI	Tingrela Airport\nTGZ	122	MX	Angel Albino Corzo International Airport\nTHA	78	US	\nTHB	36	LS	\nTHC	39	LR	\nTHD	199	VN	Tho Xuan Airport\nTHE	66	BR	Teresina Airport\nTHG	260	AU	Thangool Airport\nTHH	332	NZ	\nTHI	43	MR	\nTHK	244	LA	\nTHL	247	MM	Tachilek Airport\nTHM	85	US	\nTHN	313	SE	Trollhattan/Vanersborg Airport\nTHO	256	IS	Thorshofn Airport\nTHP	85	US	\nTHQ	233	CN	Tianshui Maijishan Airport\nTHR	239	IR	Mehrabad International Airport\nTHS	186	TH	Sukhothai Airport\nTHT	43	MR	\nTHU	158	GL	Pituffik Space Base\nTHV	129	US	\nTHW	191	LK	\nTHX	210	RU	Turukhansk Airport\nTHY	22	ZA	\nTHZ	42	NE	\nTIA	315	AL	Tirana International Airport\nTIB	70	CO	\nTIC	349	MH	\nTID	3	DZ	\nTIE	2	ET	Tippi Airport\nTIF	229	SA	Taif Airport\nTIG	359	PG	\nTIH	362	PF	Tikehau Atoll Airport\nTII	205	AF	\nTIJ	160	MX	Tijuana International Airport\nTIK	78	US	\nTIL	88	CA	\nTIM	203	ID	Mozes Kilangin Airport\nTIN	3	DZ	Tindouf Airport\nTIO	247	MM	\nTIP	47	LY	\nTIQ	361	MP	Tinian International Airport\nTIR	209	IN	Tirupati Airport\nTIS	260	AU	\nTIU	332	NZ	Timaru Airport\nTIV	304	ME	Tivat Airport\nTIW	112	US	Tacoma Narrows Airport\nTIX	129	US	\nTIY	43	MR	\nTIZ	359	PG	Tari Airport\nTJA	110	BO	Capitan Oriel Lea Plaza Airport\nTJB	202	ID	\nTJC	132	PA	\nTJG	202	ID	Tanjung Warukin Airport\nTJH	241	JP	Tajima Airport\nTJI	157	HN	\nTJK	287	TR	Tokat Airport\nTJL	73	BR	Tres Lagoas Airport\nTJM	248	RU	Roshchino International Airport\nTJN	362	PF	Takume Airport\nTJQ	202	ID	H.A.S. Hanandjoeddin Airport\nTJS	215	ID	Tanjung Harapan Airport\nTJU	196	TJ	Kulyab Airport\nTJV	209	IN	\nTKA	51	US	\nTKB	359	PG	\nTKC	18	CM	\nTKD	1	GH	Takoradi Airport\nTKE	108	US	Tenakee Springs Sea Plane Base\nTKF	112	US	Truckee Tahoe Airport\nTKG	202	ID	Radin Inten II Airport\nTKH	186	TH	\nTKI	121	US	\nTKJ	51	US	Tok Junction Airport\nTKK	335	FM	Chuuk International Airport\nTKL	108	US	\nTKM	98	GT	El Peten Airport\nTKN	241	JP	Tokunoshima Airport\nTKO	36	LS	\nTKP	362	PF	Takapoto Airport\nTKQ	16	TZ	Kigoma Airport\nTKR	193	BD	\nTKS	241	JP	Tokushima Awaodori Airport\nTKT	186	TH	\nTKU	285	FI	Turku Airport\nTKV	362	PF	Tatakoto Airport\nTKW	359	PG	\nTKX	362	PF	Takaroa Airport\nTKY	268	AU	\nTKZ	332	NZ	\nTLA	51	US	Teller Airport\nTLB	207	PK	\nTLC	122	MX	Toluca International Airport\nTLD	20	BW	Limpopo Valley Airfield\nTLE	321	MG	Toliara Airport\nTLF	51	US	\nTLG	342	SB	\nTLH	129	US	Tallahassee International Airport\nTLI	215	ID	Sultan Bantilan Airport\nTLJ	51	US	\nTLK	246	RU	\nTLL	314	EE	Tallinn Airport\nTLM	3	DZ	Zenata Airport\nTLN	303	FR	Hyeres Airport\nTLO	359	PG	\nTLP	359	PG	\nTLQ	243	CN	Turpan Jiaohe Airport\nTLR	112	US	\nTLS	303	FR	Toulouse-Blagnac Airport\nTLT	51	US	Tuluksak Airport\nTLU	70	CO	Tolu Airport\nTLV	204	IL	Ben Gurion Airport\nTLW	359	PG	\nTLX	147	CL	\nTLY	245	RU	Plastun Airport\nTLZ	149	BR	\nTMA	129	US	\nTMB	129	US	\nTMC	215	ID	Lede Kalumbang Airport\nTMD	43	MR	\nTME	70	CO	Gabriel Vargas Santos Airport\nTMF	327	MV	Thimarafushi Airport\nTMG	211	MY	Tomanggong Airport\nTMH	203	ID	Tanahmerah Airport\nTMI	208	NP	Tumling Tar Airport\nTMJ	237	UZ	Termez Airport\nTMK	199	VN	\nTML	1	GH	Tamale Airport\nTMM	321	MG	Toamasina Ambalamanasy Airport\nTMN	363	KI	\nTMO	75	VE	\nTMP	285	FI	Tampere-Pirkkala Airport\nTMQ	44	BF	\nTMR	3	DZ	Aguenar - Hadj Bey Akhamok Airport\nTMS	46	ST	Sao Tome Island Airport\nTMT	138	BR	Trombetas Airport\nTMU	80	CR	\nTMW	269	AU	Tamworth Regional Airport\nTMX	3	DZ	Timimoun Airport\nTMY	203	ID	\nTMZ	332	NZ	\nTNA	233	CN	Jinan Yaoqiang International Airport\nTNB	215	ID	\nTNC	51	US	Tin City Air Force Station\nTND	102	CU	Trinidad Airport\nTNE	241	JP	New Tanegashima Airport\nTNF	303	FR	\nTNG	13	MA	Tangier Ibn Battouta Airport\nTNH	233	CN	Tonghua Sanyuanpu Airport\nTNI	209	IN	\nTNJ	202	ID	Raja Haji Fisabilillah Airport\nTNK	51	US	Tununak Airport\nTNL	291	UA	\nTNM	170	AQ	Teniente R. Marsh Airport\nTNN	236	TW	Tainan Airport\nTNO	80	CR	\nTNP	112	US	\nTNQ	346	KI	\nTNR	321	MG	Ivato International Airport\nTNS	166	CA	\nTNT	129	US	\nTNU	78	US	\nTNV	346	KI	\nTNW	99	EC	\nTNX	223	KH	\nTNZ	242	MN	\nTOA	112	US	\nTOB	47	LY	Tobruk Airport\nTOC	129	US	\nTOD	211	MY	Tioman Airport\nTOE	48	TN	Tozeur–Nefta International Airport\nTOF	221	RU	Tomsk Airport\nTOG	51	US	Togiak Village Airport\nTOH	337	VU	\nTOI	78	US	\nTOJ	296	ES	\nTOK	359	PG	\nTOL	129	US	Toledo Express Airport\nTOM	5	ML	Tombouctou Airport\nTON	359	PG	\nTOO	80	CR	\nTOP	78	US	\nTOQ	147	CL	\nTOR	85	US	\nTOS	302	NO	Tromso Airport\nTOT	134	SR	\nTOU	355	NC	Touho Airport\nTOV	162	VG	\nTOW	149	BR	Luis dal Canalle Filho Airport\nTOX	248	RU	\nTOY	241	JP	Toyama Airport\nTOZ	0	CI	\nTPA	129	US	Tampa International Airport\nTPC	99	EC	\nTPE	236	TW	Taiwan Taoyuan International Airport\nTPF	129	US	\nTPG	211	MY	\nTPH	112	US	\nTPI	359	PG	Tapini Airport\nTPJ	208	NP	Taplejung Airport\nTPK	202	ID	\nTPL	78	US	\nTPN	99	EC	\nTPP	111	PE	Cad. FAP Guillermo del Castillo Paredes Airport\nTPQ	118	MX	Tepic Airport\nTPR	268	AU	\nTPS	307	IT	Trapani-Birgi Airport\nTPT	39	LR	\nTPU	208	NP	\nTPX	362	PF	\nTQA	93	GL	Tasiusaq Heliport (Avannaata)\nTQD	183	IQ	\nTQI	93	GL	Tiniteqilaaq Heliport\nTQL	248	RU	\nTQN	205	AF	\nTQO	74	MX	Felipe Carrillo Puerto International Airport\nTQP	260	AU	\nTQQ	215	ID	\nTQR	307	IT	\nTQS	70	CO	\nTRA	241	JP	Tarama Airport\nTRB	70	CO	\nTRC	125	MX	Torreon International Airport\nTRD	302	NO	Trondheim Airport Vaernes\nTRE	294	GB	Tiree Airport\nTRF	302	NO	Torp Sandefjord Airport\nTRG	332	NZ	Tauranga City Airport\nTRH	112	US	\nTRI	129	US	Tri-Cities Regional Airport\nTRJ	359	PG	\nTRK	215	ID	Juwata International Airport\nTRL	78	US	\nTRM	112	US	\nTRN	307	IT	Turin Airport\nTRO	269	AU	\nTRQ	145	BR	\nTRR	191	LK	China Bay Airport\nTRS	307	IT	Trieste - Friuli Venezia Giulia Airport\nTRT	215	ID	Toraja Airport\nTRU	111	PE	Trujillo Airport\nTRV	209	IN	Thiruvananthapuram International Airport\nTRW	363	KI	Bonriki Airport\nTRX	78	US	\nTRY	24	UG	\nTRZ	209	IN	Tiruchirapalli International Airport\nTSA	236	TW	Taipei Songshan Airport\nTSB	49	NA	\nTSC	99	EC	\nTSD	22	ZA	\nTSF	307	IT	Treviso Airport\nTSG	51	US	\nTSH	32	CD	\nTSI	359	PG	\nTSJ	241	JP	Tsushima Airport\nTSK	359	PG	\nTSL	122	MX	\nTSM	85	US	Taos Airport\nTSN	233	CN	Tianjin Binhai International Airport\nTSP	112	US	\nTSQ	149	BR	\nTSR	278	RO	Timisoara Traian Vuia International Airport\nTSS	129	US	East 34th Street Heliport\nTST	186	TH	Trang Airport\nTSU	363	KI	\nTSV	260	AU	Townsville Airport\nTSW	359	PG	\nTSX	215	ID	Tanjung Santan Airport\nTSY	202	ID	\nTSZ	242	MN	\nTTA	13	MA	Tan Tan Airport\nTTB	307	IT	\nTTC	147	CL	\nTTD	112	US	\nTTE	203	ID	Sultan Babullah Airport\nTTG	54	AR	\nTTH	217	OM	\nTTI	362	PF	\nTTJ	241	JP	Tottori Airport\nTTL	338	FJ	\nTTM	70	CO	\nTTN	129	US	Trenton-Mercer Airport\nTTO	78	US	\nTTQ	80	CR	\nTTR	215	ID	\nTTS	321	MG	Tsaratanana Airport\nTTT	236	TW	Taitung Airport\nTTU	13	MA	Sania Ramel Airport\nTTW	191	LK	Tissa Tank Waterdrome\nTTX	268	AU	\nTUA	99	EC	Tulcan Airport\nTUB	362	PF	Tubuai Island Airport\nTUC	54	AR	Teniente Benjamin Matienzo Airport\nTUD	15	SN	\nTUE	132	PA	Tupile Airport\nTUF	303	FR	Val de Loire Airport\nTUG	216	PH	Tuguegarao Airport\nTUH	78	US	Arnold Air Force Base\nTUI	229	SA	Turaif Airport\nTUJ	2	ET	Tum\nTUK	207	PK	Turbat Airport\nTUL	78	US	Tulsa International Airport\nTUM	269	AU	\nTUN	48	TN	Tunis-Carthage International Airport\nTUO	332	NZ	Taupo Airport\nTUP	78	US	Tupelo Regional Airport\nTUQ	44	BF	\nTUR	66	BR	Tucurui Airport\nTUS	135	US	Tucson International Airport\nTUT	359	PG	\nTUU	229	SA	Tabuk Regional Airport\nTUV	75	VE	\nTUW	132	PA	\nTUX	163	CA	\nTUY	74	MX	\nTUZ	66	BR	\nTVA	321	MG	\nTVC	86	US	Cherry Capital Airport\nTVF	78	US	Thief River Falls Regional Airport\nTVI	129	US	\nTVL	112	US	\nTVS	233	CN	Tangshan Sannuhe Airport\nTVT	237	UZ	Tashkent-Khumo International Airport\nTVU	338	FJ	Matei Airport\nTVY	247	MM	Dawei Airport\nTWA	51	US	Twin Hills Airport\nTWB	260	AU	\nTWC	243	CN	\nTWD	112	US	\nTWE	51	US	\nTWF	71	US	Magic Valley Regional Airport\nTWH	112	US	Two Harbors Airport\nTWN	260	AU	\nTWP	260	AU	\nTWT	216	PH	Sanga Sanga Airport\nTWU	211	MY	Tawau Airport\nTWY	359	PG	\nTWZ	332	NZ	\nTXC	299	BY	\nTXE	202	ID	Takengon Rembele Airport\nTXF	66	BR	\nTXK	78	US	Texarkana Municipal Airport\nTXL	275	DE	\nTXM	203	ID	\nTXN	233	CN	Huangshan Tunxi International Airport\nTXR	260	AU	\nTXU	0	CI	\nTYA	301	RU	\nTYB	269	AU	\nTYC	233	CN	\nTYD	246	RU	\nTYE	51	US	\nTYF	313	SE	Torsby Airport\nTYG	260	AU	\nTYL	111	PE	Captain FAP Victor Montes Arias Airport\nTYM	128	BS	\nTYN	233	CN	Taiyuan Wusu International Airport\nTYP	262	AU	\nTYQ	241	JP	\nTYR	78	US	Tyler Pounds Regional Airport\nTYS	129	US	McGhee Tyson Airport\nTYT	126	UY	\nTYZ	135	US	\nTZA	67	BZ	Belize City Municipal Airport\nTZC	86	US	\nTZL	309	BA	Tuzla International Airport\nTZM	120	MX	\nTZN	128	BS	South Andros Airport\nTZO	321	MG	\nTZR	279	HU	\nTZX	287	TR	Trabzon Airport\nUAB	287	TR	\nUAC	103	MX	\nUAE	359	PG	\nUAH	350	PF	Ua Huka Airport\nUAI	194	TL	\nUAK	93	GL	Narsarsuaq Airport\nUAL	31	AO	\nUAM	343	GU	\nUAP	350	PF	Ua Pou Airport\nUAQ	54	AR	San Juan Airport\nUAR	13	MA	\nUAS	40	KE	\nUAX	98	GT	\nUBA	149	BR	Uberaba Airport\nUBB	260	AU	Mabuiag Island Airport\nUBI	359	PG	\nUBJ	241	JP	Yamaguchi Ube Airport\nUBN	242	MN	Chinggis Khaan International Airport\nUBP	186	TH	Ubon Ratchathani International Airport\nUBR	203	ID	\nUBS	78	US	\nUBT	149	BR	\nUBU	268	AU	\nUCB	233	CN	Ulanqab (Wulanchabu) Jining Airport\nUCC	112	US	\nUCE	78	US	\nUCK	291	UA	\nUCN	39	LR	\nUCT	301	RU	Ukhta Airport\nUCY	78	US	\nUDA	260	AU	\nUDD	112	US	\nUDE	271	NL	\nUDI	149	BR	Uberlandia Airport\nUDJ	291	UA	Uzhhorod International Airport\nUDN	307	IT	\nUDR	209	IN	Maharana Pratap Airport\nUEE	264	AU	\nUEL	35	MZ	Quelimane Airport\nUEN	248	RU	\nUEO	241	JP	Kume-jima Airport\nUES	78	US	\nUET	207	PK	Quetta Airport\nUFA	248	RU	Ufa International Airport\nUGA	242	MN	Bulgan Airport\nUGB	51	US	\nUGC	237	UZ	Urgench Airport\nUGI	51	US	\nUGL	171	AQ	\nUGN	78	US	\nUGO	31	AO	\nUGS	51	US	\nUGT	242	MN	\nUGU	203	ID	Bilogai-Sugapa Airport\nUHE	305	CZ	\nUHS	230	RU	\nUIB	70	CO	El Carano Airport\nUIH	199	VN	Phu Cat Airport\nUII	157	HN	Utila Airport\nUIK	201	RU	\nUIL	112	US	\nUIN	78	US	Quincy Regional Airport\nUIO	99	EC	Mariscal Sucre International Airport\nUIP	303	FR	\nUIQ	337	VU	\nUIR	269	AU	\nUIT	349	MH	Jaluit Airport\nUJE	349	MH	Ujae Island Airport\nUJN	232	KR	\nUJU	225	KP	\nUKA	40	KE	\nUKB	241	JP	Kobe Airport\nUKE	209	IN	Utkela Airport\nUKG	245	RU	Ust-Kuyga Airport\nUKH	217	OM	\nUKI	112	US	\nUKK	177	KZ	Ust-Kamenogorsk Airport\nUKN	78	US	\nUKR	176	YE	\nUKS	291	UA	\nUKT	129	US	\nUKU	359	PG	\nUKX	201	RU	Ust-Kut Airport\nUKY	241	JP	Kyoto Downtown Heliport\nULA	54	AR	\nULB	337	VU	\nULD	22	ZA	\nULE	359	PG	\nULG	242	MN	Olgii Airport\nULH	229	SA	Prince Abdul Majeed bin Abdulaziz Airport\nULI	335	FM	\nULK	230	RU	Lensk Airport\nULL	294	GB	\nULM	78	US	\nULN	242	MN	\nULO	242	MN	Ulaangom Airport\nULP	260	AU	Quilpie Airport\nULQ	70	CO	\nULS	70	CO	\nULU	24	UG	Gulu Airport\nULV	308	RU	Ulyanovsk Baratayevka Airport\nULX	22	ZA	\nULY	308	RU	Ulyanovsk Vostochny Airport\nULZ	242	MN	Uliastai Donoi Airport\nUMA	102	CU	\nUMB	51	US	North Shore Airport\nUMC	359	PG	\nUMD	93	GL	Uummannaq Airport\nUME	313	SE	Umea Airport\nUMI	111	PE	\nUMM	51	US	\nUMR	259	AU	\nUMS	246	RU	Ust-Maya Airport\nUMT	51	US	\nUMU	149	BR	Umuarama Airport\nUMY	291	UA	\nUMZ	78	US	\nUNA	66	BR	Una Airport\nUNC	70	CO	\nUND	205	AF	\nUNE	36	LS	\nUNG	359	PG	Kiunga Airport\nUNI	156	VC	Union Island Airport\nUNK	51	US	Unalakleet Airport\nUNN	186	TH	Ranong Airport\nUNR	242	MN	\nUNT	294	GB	Unst Airport\nUNU	78	US	\nUOA	362	PF	\nUOL	215	ID	Pogogul Airport\nUOS	78	US	\nUOX	78	US	\nUPB	102	CU	\nUPC	75	VE	Puerto La Cruz Airport\nUPF	275	DE	Pforheim Airport\nUPG	215	ID	Sultan Hasanuddin International Airport\nUPK	93	GL	Upernavik Kujalleq Heliport\nUPL	80	CR	\nUPN	122	MX	Licenciado y General Ignacio Lopez Rayon Airport\nUPP	344	US	\nUPR	359	PG	\nUPV	294	GB	\nURA	222	KZ	Oral Ak Zhol Airport\nURB	149	BR	\nURC	233	CN	Urumqi Diwopu International Airport\nURD	275	DE	\nURE	314	EE	Kuressaare Airport\nURG	149	BR	Ruben Berta Airport\nURI	70	CO	\nURJ	248	RU	Uraj Airport\nURM	75	VE	\nURN	205	AF	\nURO	303	FR	\nURR	70	CO	\nURS	301	RU	Kursk Vostochny Airport\nURT	186	TH	Surat Thani Airport\nURU	359	PG	\nURY	229	SA	Gurayat Airport\nURZ	205	AF	\nUSA	129	US	Concord–Padgett Regional Airport\nUSC	129	US	\nUSH	60	AR	Malvinas Argentinas Airport\nUSI	100	GY	\nUSJ	177	KZ	Usharal Airport\nUSK	301	RU	Usinsk Airport\nUSL	268	AU	\nUSM	186	TH	Koh Samui Airport\nUSN	232	KR	Ulsan Airport\nUSO	359	PG	\nUSQ	287	TR	\nUSR	245	RU	Ust-Nera Airport\nUSS	102	CU	\nUST	129	US	St. Augustine Airport\nUSU	216	PH	Busuanga Airport\nUTA	21	ZW	\nUTB	260	AU	\nUTC	271	NL	\nUTD	262	AU	\nUTG	36	LS	\nUTH	186	TH	Udon Thani International Airport\nUTI	285	FI	\nUTK	349	MH	Utirik Island Airport\nUTM	78	US	\nUTN	22	ZA	Upington Airport\nUTO	51	US	Indian Mountain Air Force Station\nUTP	186	TH	Utapao Airport\nUTR	186	TH	\nUTS	301	RU	\nUTT	22	ZA	Mthatha Airport\nUTU	132	PA	\nUTW	22	ZA	\nUUA	301	RU	Bugulma Airport\nUUD	201	RU	Ulan-Ude Airport\nUUK	51	US	\nUUN	242	MN	\nUUS	230	RU	Yuzhno-Sakhalinsk Airport\nUUU	359	PG	\nUVA	78	US	\nUVE	355	NC	Ouvea Airport\nUVF	154	LC	Hewanorra Airport\nUVI	149	BR	Uniao Da Vitoria\nUVL	12	EG	\nUVO	359	PG	\nUWA	129	US	\nUYL	25	SD	Nyala Airport\nUYN	233	CN	Yulin Yuyang Airport\nUYU	110	BO	Uyuni Airport\nUZC	274	RS	\nUZH	229	SA	Unayzah Airport\nUZM	72	CA	\nUZR	177	KZ	Urzhar Airport\nUZU	54	AR	\nVAA	285	FI	Vaasa Airport\nVAB	70	CO	\nVAC	275	DE	\nVAD	129	US	\nVAF	303	FR	\nVAG	149	BR	\nVAH	110	BO	\nVAI	359	PG	Vanimo Airport\nVAK	51	US	Chevak Airport\nVAL	66	BR	Valenca Airport\nVAM	327	MV	Villa International Airport Maamigili\nVAN	287	TR	Van Ferit Melen Airport\nVAO	342	SB	Suavanao Airport\nVAP	147	CL	\nVAQ	210	RU	Vanavara Airport\nVAR	312	BG	Varna Airport\nVAS	287	TR	Sivas Airport\nVAT	321	MG	\nVAU	338	FJ	\nVAV	364	TO	Lupepau'u Airport\nVAW	302	NO	Vardo Airport\nVAZ	303	FR	Val D'Isere Airport\nVBA	247	MM	\nVBC	247	MM	\nVBG	112	US	\nVBM	51	US	Blue Mountain Airport\nVBP	247	MM	\nVBS	307	IT	Montichiari Airport\nVBV	338	FJ	Vanua Balavu Airport\nVBW	129	US	\nVBY	313	SE	Visby Airport\nVCA	199	VN	Can Tho Airport\nVCB	112	US	\nVCC	149	BR	\nVCD	262	AU	\nVCE	307	IT	Venice Marco Polo Airport\nVCF	54	AR	\nVCH	126	UY	\nVCL	199	VN	Chu Lai International Airport\nVCP	149	BR	Viracopos International Airport\nVCR	75	VE	\nVCS	199	VN	Con Dao Airport\nVCT	78	US	Victoria Regional Airport\nVCV	112	US	\nVDA	204	IL	\nVDB	302	NO	\nVDC	66	BR	Glauber Rocha Airport\nVDE	252	ES	Hierro Airport\nVDF	129	US	\nVDH	199	VN	Dong Hoi Airport\nVDI	129	US	\nVDM	54	AR	Gobernador Edgardo Castello Airport\nVDO	199	VN	Van Don International Airport\nVDP	75	VE	\nVDR	54	AR	\nVDS	302	NO	Vadso Airport\nVDU	78	US	Tom O'Connor Oil Field Airport\nVDY	209	IN	\nVDZ	51	US	Valdez Municipal Airport\nVEE	51	US	Venetie Airport\nVEG	100	GY	\nVEL	85	US	Vernal Regional Airport\nVEO	210	RU	Severo-Yeniseyskiy Airport\nVER	122	MX	Veracruz International Airport\nVEV	342	SB	\nVEX	78	US	\nVEY	256	IS	\nVFA	21	ZW	Victoria Falls Airport\nVGA	209	IN	Vijayawada Airport\nVGD	301	RU	\nVGO	296	ES	Vigo Airport\nVGS	54	AR	\nVGT	112	US	\nVGZ	70	CO	\nVHC	31	AO	\nVHM	313	SE	Vilhelmina Airport\nVHN	78	US	\nVHO	35	MZ	Vila Coutinho Airport\nVHV	246	RU	Verkhnevilyuysk Airport\nVHY	303	FR	\nVHZ	362	PF	\nVIA	149	BR	\nVIB	118	MX	\nVIC	307	IT	\nVIE	316	AT	Vienna International Airport\nVIF	307	IT	Vieste Heliport\nVIG	75	VE	El Vigia Airport\nVIH	78	US	\nVII	199	VN	Vinh International Airport\nVIJ	162	VG	Virgin Gorda Airport\nVIL	13	MA	Dakhla Airport\nVIN	291	UA	\nVIP	320	CH	\nVIQ	194	TL	\nVIR	22	ZA	\nVIS	112	US	\nVIT	296	ES	Vitoria Airport\nVIU	342	SB	\nVIV	359	PG	\nVIX	149	BR	Eurico de Aguiar Salles Airport\nVIY	303	FR	\nVIZ	209	IN	Alluri Sitarama Raju International Airport\nVJB	35	MZ	Xai Xai Airport\nVJI	129	US	\nVJQ	35	MZ	\nVKG	199	VN	Rach Gia Airport\nVKO	301	RU	Vnukovo International Airport\nVKS	78	US	\nVKT	301	RU	Vorkuta Airport\nVKV	301	RU	\nVLA	78	US	\nVLC	296	ES	Valencia Airport\nVLD	129	US	Valdosta Regional Airport\nVLE	135	US	\nVLG	54	AR	\nVLI	337	VU	Bauerfield International Airport\nVLK	301	RU	\nVLL	296	ES	Valladolid Airport\nVLM	110	BO	\nVLN	75	VE	Arturo Michelena International Airport\nVLO	112	US	\nVLP	73	BR	\nVLR	147	CL	\nVLS	337	VU	Valesdir Airport\nVLU	301	RU	\nVLV	75	VE	Colonel Antonio Nicolas Briceno Airport\nVLY	294	GB	\nVME	54	AR	\nVMI	62	PY	\nVMU	359	PG	Baimuru Airport\nVNA	244	LA	\nVNC	129	US	\nVND	321	MG	\nVNE	303	FR	\nVNO	317	LT	Vilnius International Airport\nVNR	260	AU	\nVNS	209	IN	Lal Bahadur Shastri International Airport\nVNT	306	LV	\nVNX	35	MZ	Vilanculos Airport\nVNY	112	US	\nVOD	305	CZ	\nVOG	301	RU	Volgograd International Airport\nVOH	321	MG	\nVOI	39	LR	\nVOK	78	US	\nVOL	273	GR	Nea Anchialos Airport\nVOT	149	BR	\nVOZ	301	RU	Voronezh International Airport\nVPE	31	AO	Ongiva Airport\nVPG	40	KE	\nVPN	256	IS	Vopnafjordur Airport\nVPS	78	US	Destin Fort Walton Beach Airport\nVPY	35	MZ	Chimoio Airport\nVPZ	78	US	\nVQQ	129	US	\nVQS	139	PR	Antonio Rivera Rodriguez Airport\nVRA	102	CU	Juan Gualberto Gomez Airport\nVRB	129	US	Vero Beach Municipal Airport\nVRC	216	PH	Virac Airport\nVRE	22	ZA	\nVRI	301	RU	\nVRK	285	FI	\nVRL	292	PT	Vila Real Airport\nVRN	307	IT	Valerio Catullo Airport\nVRO	102	CU	\nVRS	78	US	\nVRU	22	ZA	\nVRY	302	NO	Tobbisodden Heliport\nVRZ	149	BR	\nVSA	122	MX	Carlos Rovirosa Perez International Airport\nVSE	292	PT	Viseu Airport\nVSF	129	US	\nVSG	290	UA	\nVSO	199	VN	Phuoc-long Airport\nVST	313	SE	Vasteras/Hasslo Airport\nVSV	209	IN	Shravasti Airport\nVTB	299	BY	\nVTE	244	LA	Wattay International Airport\nVTF	338	FJ	\nVTG	199	VN	\nVTL	303	FR	\nVTM	204	IL	\nVTN	78	US	\nVTU	102	CU	Hermanos Ameijeiras Airport\nVTZ	209	IN	Visakhapatnam Airport\nVUP	70	CO	Valledupar Airport\nVUS	301	RU	Velikij Ustyug Airport\nVUU	9	MW	\nVVB	321	MG	\nVVC	70	CO	La Vanguardia Airport\nVVI	110	BO	Viru Viru International Airport\nVVK	313	SE	\nVVN	111	PE	\nVVO	245	RU	Vladivostok International Airport\nVVZ	3	DZ	Illizi Airport\nVXC	35	MZ	Lichinga Airport\nVXE	253	CV	Cesaria Evora International Airport\nVXO	313	SE	Vaxjo-Kronoberg Airport\nVYD	22	ZA	\nVYI	246	RU	Vilyuysk Airport\nVYS	78	US	\nWAA	51	US	Wales Airport\nWAB	359	PG	Wabag Airport\nWAC	2	ET	\nWAD	321	MG	\nWAE	229	SA	Wadi Ad Dawasir Airport\nWAF	207	PK	\nWAG	332	NZ	Wanganui Airport\nWAH	78	US	\nWAI	321	MG	\nWAJ	359	PG	\nWAK	321	MG	\nWAL	129	US	\nWAM	321	MG	\nWAN	260	AU	Waverney Airport\nWAO	359	PG	\nWAP	147	CL	\nWAQ	321	MG	\nWAR	203	ID	\nWAT	282	IE	\nWAU	269	AU	\nWAV	262	AU	\nWAW	318	PL	Warsaw Chopin Airport\nWAX	47	LY	\nWAY	129	US	\nWAZ	260	AU	\nWBA	203	ID	\nWBB	51	US	Stebbins Airport\nWBC	359	PG	\nWBD	321	MG	\nWBE	321	MG	\nWBG	275	DE	\nWBI	85	US	Broker Inn Airport\nWBK	86	US	\nWBM	359	PG	Wapenamanda Airport\nWBN	129	US	Cummings Park Airport\nWBO	321	MG	\nWBQ	51	US	Beaver Airport\nWBR	86	US	\nWBU	85	US	\nWBW	129	US	\nWCA	147	CL	\nWCD	268	AU	\nWCH	147	CL	\nWCR	51	US	\nWDA	176	YE	\nWDB	203	ID	\nWDG	78	US	\nWDH	49	NA	Hosea Kutako International Airport\nWDI	260	AU	\nWDN	112	US	Waldron Island Airport\nWDR	129	US	\nWDS	233	CN	Shiyan Wudangshan Airport\nWDY	51	US	Kodiak FSS Airport\nWEA	78	US	\nWED	359	PG	\nWEF	233	CN	Weifang Airport\nWEH	233	CN	Weihai Airport\nWEI	260	AU	Weipa Airport\nWEL	22	ZA	\nWEM	294	GB	West Malling Airport\nWEP	359	PG	\nWES	39	LR	Weasua Airport\nWET	203	ID	\nWEW	269	AU	\nWEX	282	IE	Castlebridge Airport\nWFB	51	US	Waterfront Sea Plane Base\nWFD	294	GB	\nWFI	321	MG	\nWFK	129	US	\nWFR	173	AQ	\nWGA	269	AU	Wagga Wagga Airport\nWGB	207	PK	Bahawalnagar Airport\nWGC	209	IN	\nWGE	269	AU	Walgett Airport\nWGN	233	CN	Shaoyang Wugang Airport\nWGO	129	US	\nWGP	215	ID	Waingapu Airport\nWGT	267	AU	\nWGU	359	PG	\nWGY	29	GA	\nWHA	233	CN	Wuhu Xuanzhou Airport\nWHB	268	AU	\nWHD	108	US	Hyder Sea Plane Base\nWHF	25	SD	\nWHK	332	NZ	Whakatane Airport\nWHL	267	AU	\nWHN	233	CN	Wuhan Hannan Airport\nWHO	332	NZ	\nWHP	112	US	\nWHS	294	GB	\nWHT	78	US	\nWHU	233	CN	\nWIB	78	US	\nWIC	294	GB	Wick Airport\nWIE	275	DE	\nWIK	332	NZ	\nWIL	40	KE	Wilson Airport\nWIN	260	AU	Winton Airport\nWIO	269	AU	\nWIR	332	NZ	\nWIT	268	AU	\nWIU	359	PG	\nWJA	348	MH	\nWJF	112	US	\nWJR	40	KE	Wajir Airport\nWJU	232	KR	Wonju Airport\nWKA	332	NZ	Wanaka Airport\nWKB	267	AU	\nWKF	22	ZA	\nWKI	21	ZW	\nWKJ	241	JP	Hokkaido Airport\nWKK	51	US	Aleknagik Airport\nWKL	344	US	Waikoloa Airport\nWKN	359	PG	\nWKR	128	BS	\nWLA	268	AU	\nWLB	108	US	Labouchere Bay Airport\nWLC	269	AU	\nWLD	78	US	\nWLE	260	AU	\nWLG	332	NZ	Wellington International Airport\nWLH	337	VU	Walaha Airport\nWLK	51	US	Selawik Airport\nWLL	260	AU	\nWLM	129	US	Waltham Airport\nWLN	121	US	Little Naukati Airport\nWLO	262	AU	\nWLP	268	AU	\nWLR	151	US	\nWLS	366	WF	Wallis Island Airport\nWLU	359	PG	\nWLW	112	US	\nWMA	321	MG	\nWMB	267	AU	\nWMC	112	US	\nWMD	321	MG	\nWME	268	AU	\nWMH	78	US	\nWMI	318	PL	Warsaw-Modlin Airport\nWMK	108	US	\nWML	321	MG	\nWMN	321	MG	Maroantsetra Airport\nWMO	51	US	White Mountain Airport\nWMP	321	MG	\nWMR	321	MG	\nWMT	233	CN	Zunyi Maotai Airport\nWMV	321	MG	\nWMX	203	ID	Wamena Airport\nWNA	51	US	Napakiak Sea Plane Base\nWND	268	AU	\nWNE	29	GA	\nWNH	233	CN	Wenshan Puzhehei Airport\nWNI	215	ID	Matahora Airport\nWNN	165	CA	Wunnummin Lake Airport\nWNP	216	PH	Naga Airport\nWNR	260	AU	Windorah Airport\nWNS	207	PK	Nawabshah Airport\nWNU	359	PG	\nWNZ	233	CN	Wenzhou Longwan International Airport\nWOA	359	PG	\nWOE	271	NL	\nWOG	262	AU	Woodgreen Airport\nWOK	75	VE	\nWOL	269	AU	Shellharbour Airport\nWON	260	AU	\nWOO	51	US	Woodchopper Airport\nWOR	321	MG	\nWOS	225	KP	Wonsan Kalma Airport\nWOT	236	TW	\nWOW	51	US	\nWPA	147	CL	\nWPB	321	MG	\nWPC	88	CA	\nWPK	260	AU	\nWPL	163	CA	Powell Lake Seaplane Base\nWPM	359	PG	\nWPO	85	US	\nWPR	147	CL	\nWPU	147	CL	\nWRA	2	ET	\nWRB	129	US	\nWRE	332	NZ	Whangarei Airport\nWRG	151	US	Wrangell Airport\nWRH	233	CN	Wuerhe Airport\nWRI	129	US	\nWRL	85	US	\nWRN	268	AU	\nWRO	318	PL	Wroclaw Airport\nWRT	294	GB	\nWRW	268	AU	\nWRY	294	GB	Westray Airport\nWRZ	191	LK	\nWSA	359	PG	\nWSB	121	US	\nWSD	85	US	\nWSF	51	US	\nWSG	129	US	\nWSH	129	US	\nWSI	269	AU	\nWSK	233	CN	Chongqing Wushan Airport\nWSM	51	US	\nWSN	51	US	South Naknek Airport\nWSO	134	SR	\nWSP	113	NI	\nWSQ	233	CN	Uxin Banner Galutu Airport\nWSR	203	ID	\nWST	129	US	Westerly State Airport\nWSU	359	PG	\nWSX	112	US	Westsound Airport\nWSY	260	AU	\nWSZ	332	NZ	Westport Airport\nWTA	321	MG	Tambohorano Airport\nWTB	260	AU	Toowoomba Wellcamp Airport\nWTD	128	BS	\nWTE	349	MH	Wotje Airport\nWTK	51	US	Noatak Airport\nWTL	51	US	Tuntutuliak Airport\nWTN	294	GB	\nWTO	349	MH	Wotho Airport\nWTP	359	PG	\nWTR	135	US	\nWTS	321	MG	\nWTT	359	PG	\nWTZ	332	NZ	\nWUA	233	CN	Wuhai Airport\nWUD	259	AU	\nWUG	359	PG	\nWUH	233	CN	Wuhan Tianhe International Airport\nWUI	268	AU	\nWUM	359	PG	\nWUN	268	AU	Wiluna Airport\nWUS	233	CN	Wuyishan Airport\nWUT	233	CN	Xinzhou Wutaishan Airport\nWUU	23	SS	\nWUV	359	PG	\nWUX	233	CN	Sunan Shuofang International Airport\nWUZ	233	CN	Wuzhou Xijiang Airport\nWVB	49	NA	Walvis Bay International Airport\nWVI	112	US	\nWVK	321	MG	\nWVL	129	US	\nWVN	275	DE	\nWWA	51	US	\nWWD	129	US	\nWWI	268	AU	\nWWK	359	PG	Wewak Airport\nWWP	51	US	Whale Pass Airport\nWWR	78	US	\nWWT	51	US	Newtok Airport\nWWY	269	AU	\nWXF	294	GB	\nWXN	233	CN	Wanzhou Airport\nWYA	259	AU	Whyalla Airport\nWYB	151	US	\nWYE	19	SL	\nWYN	268	AU	\nWYS	85	US	Yellowstone Airport\nWZA	1	GH	\nWZQ	233	CN	\nXAB	303	FR	\nXAC	303	FR	\nXAI	233	CN	Xinyang Minggang Airport\nXAL	103	MX	\nXAN	303	FR	\nXAP	149	BR	Chapeco Airport\nXAR	44	BF	\nXAU	76	GF	\nXAY	244	LA	Xayabury Airport\nXBB	163	CA	\nXBD	303	FR	\nXBE	165	CA	Bearskin Lake Airport\nXBG	44	BF	\nXBJ	239	IR	Birjand Airport\nXBL	2	ET	\nXBN	359	PG	\nXBO	44	BF	\nXBR	161	CA	\nXBX	303	FR	\nXCH	323	CX	Christmas Island Airport\nXCL	143	CA	\nXCM	161	CA	\nXCN	216	PH	\nXCO	267	AU	\nXCP	303	FR	\nXCR	303	FR	Chalons Vatry Airport\nXCX	303	FR	\nXCZ	303	FR	\nXDA	303	FR	\nXDE	44	BF	\nXDJ	44	BF	\nXDK	232	KR	\nXEN	233	CN	\nXEQ	93	GL	Tasiusaq Heliport (Kujalleq)\nXES	78	US	\nXEX	303	FR	Aerogare des Invalides\nXFN	233	CN	Xiangyang Airport\nXFW	275	DE	\nXGA	44	BF	\nXGB	303	FR	Gare Montparnasse Station\nXGG	44	BF	\nXGN	31	AO	\nXGR	106	CA	Kangiqsualujjuaq Airport\nXIC	233	CN	Xichang Qingshan Airport\nXIE	244	LA	\nXIG	66	BR	\nXIJ	212	KW	\nXIL	233	CN	Xilinhot Airport\nXIN	233	CN	\nXIQ	93	GL	Ilimanaq Harbour Heliport\nXIY	233	CN	Xianyang International Airport\nXJD	226	QA	\nXJM	207	PK	\nXKA	44	BF	\nXKH	244	LA	Xieng Khouang Airport\nXKO	163	CA	Kemano Airport\nXKS	165	CA	Kasabonika Airport\nXKY	44	BF	\nXLB	165	CA	Lac Brochet Airport\nXLN	303	FR	\nXLO	199	VN	\nXLS	15	SN	\nXLU	44	BF	\nXLW	275	DE	\nXMA	216	PH	\nXMC	267	AU	\nXMD	78	US	\nXME	303	FR	\nXMG	208	NP	\nXMH	362	PF	Manihi Airport\nXMI	16	TZ	\nXMJ	303	FR	\nXMK	303	FR	\nXML	259	AU	\nXMN	233	CN	Xiamen Gaoqi International Airport\nXMP	164	CA	\nXMS	99	EC	Macas Airport\nXMU	303	FR	\nXMY	265	AU	Yam Island Airport\nXNA	78	US	Northwest Arkansas Regional Airport\nXNG	199	VN	\nXNH	183	IQ	\nXNN	233	CN	Xining Caojiabao Airport\nXNT	233	CN	\nXNU	44	BF	\nXOG	303	FR	\nXPA	44	BF	\nXPK	165	CA	Pukatawagan Airport\nXPL	157	HN	Palmerola International Airport\nXPP	165	CA	\nXPR	85	US	\nXPU	51	US	West Kuparuk Airport\nXQP	80	CR	Quepos Airport\nXQU	163	CA	Qualicum Beach Airport\nXRH	269	AU	\nXRQ	233	CN	\nXRR	164	CA	\nXRY	296	ES	Jerez Airport\nXSB	195	AE	\nXSC	95	TC	South Caicos International Airport\nXSD	112	US	\nXSE	44	BF	\nXSI	165	CA	South Indian Lake Airport\nXSJ	303	FR	\nXSL	303	FR	\nXSO	216	PH	\nXSP	234	SG	Seletar Airport\nXSU	303	FR	\nXTB	303	FR	\nXTG	260	AU	Thargomindah Airport\nXTL	165	CA	Tadoule Lake Airport\nXTO	260	AU	\nXTR	260	AU	\nXUZ	233	CN	Xuzhou Guanyin Airport\nXVL	199	VN	\nXVN	303	FR	\nXVO	303	FR	\nXWA	78	US	Williston Basin International Airport\nXXN	313	SE	\nXXZ	313	SE	\nXYA	342	SB	Yandina Airport\nXYE	247	MM	\nXYR	359	PG	\nXYT	303	FR	Montaudran Airport\nXZA	44	BF	\nXZD	302	NO	Kongsvinger Airport\nYAA	163	CA	Anahim Lake Airport\nYAB	141	CA	Arctic Bay Airport\nYAC	165	CA	Cat Lake Airport\nYAD	165	CA	\nYAE	163	CA	Alta Lake Airport\nYAF	161	CA	Asbestos Hill Airport\nYAG	165	CA	Fort Frances Municipal Airport\nYAH	161	CA	\nYAI	147	CL	\nYAJ	163	CA	\nYAK	51	US	Yakutat Airport\nYAL	163	CA	Alert Bay Airport\nYAM	161	CA	Sault Ste. Marie Airport\nYAN	32	CD	\nYAO	18	CM	\nYAP	335	FM	Yap International Airport\nYAQ	163	CA	Maple Bay Seaplane Base\nYAR	161	CA	\nYAS	338	FJ	Yasawa Island Airport\nYAT	161	CA	Attawapiskat Airport\nYAU	161	CA	\nYAV	163	CA	Mayne Island Seaplane Base\nYAW	101	CA	Shearwater Heliport\nYAX	165	CA	Angling Lake Airport\nYAY	152	CA	St. Anthony Airport\nYAZ	163	CA	Tofino Long Beach Airport\nYBA	88	CA	\nYBB	72	CA	Kugaaruk Airport\nYBC	161	CA	Baie-Comeau Airport\nYBD	163	CA	New Westminister Heliport\nYBE	143	CA	Uranium City Airport\nYBF	163	CA	Bamfield Airport\nYBG	161	CA	Saguenay-Bagotville Airport\nYBH	163	CA	\nYBI	101	CA	Black Tickle Airport\nYBJ	161	CA	\nYBK	141	CA	Baker Lake Airport\nYBL	163	CA	Campbell River Airport\nYBN	161	CA	Borden Airport\nYBO	163	CA	\nYBP	233	CN	Yibin Wuliangye Airport\nYBQ	163	CA	\nYBR	165	CA	Brandon Municipal Airport\nYBS	161	CA	\nYBT	165	CA	Brochet Airport\nYBV	165	CA	Berens River Airport\nYBW	163	CA	Bedwell Harbour Seaplane Base\nYBX	68	CA	Blanc Sablon Airport\nYBY	88	CA	Bonnyville Airport\nYCA	163	CA	\nYCB	72	CA	Cambridge Bay Airport\nYCC	161	CA	\nYCD	163	CA	Nanaimo Airport\nYCE	161	CA	\nYCF	163	CA	\nYCG	163	CA	West Kootenay Regional Airport\nYCH	124	CA	\nYCJ	163	CA	Cape Saint James Airport\nYCK	166	CA	Colville Lake/Tommy Kochon\nYCL	124	CA	Charlo Airport\nYCM	161	CA	St. Catharines Airport\nYCN	161	CA	\nYCO	72	CA	Kugluktuk Airport\nYCQ	84	CA	\nYCR	165	CA	Charlie Sinclair Memorial Airport\nYCS	141	CA	Chesterfield Inlet Airport\nYCT	88	CA	\nYCU	233	CN	Yuncheng Guangong Airport\nYCW	163	CA	\nYCX	124	CA	CFB Heliport\nYCY	106	CA	Clyde River Airport\nYCZ	88	CA	\nYDA	164	CA	Dawson City Airport\nYDB	164	CA	\nYDC	88	CA	\nYDE	152	CA	\nYDF	152	CA	Deer Lake Regional Airport\nYDG	101	CA	\nYDH	152	CA	Daniels Harbour Airport\nYDJ	143	CA	\nYDK	161	CA	Main Duck Island Airport\nYDL	163	CA	Dease Lake Airport\nYDN	165	CA	Dauphin Airport\nYDO	161	CA	\nYDP	94	CA	Nain Airport\nYDQ	84	CA	\nYDR	143	CA	Broadview Airport\nYDS	163	CA	Desolation Sound\nYDT	163	CA	\nYDU	166	CA	\nYDV	165	CA	Bloodvein Airport\nYDW	166	CA	\nYEB	161	CA	\nYEC	232	KR	\nYED	88	CA	CFB Edmonton\nYEG	88	CA	Edmonton International Airport\nYEH	233	CN	Yinchuan Helanshan Airport\nYEI	287	TR	Yenisehir Airport\nYEK	141	CA	Arviat Airport\nYEL	161	CA	\nYEM	161	CA	\nYEN	143	CA	\nYEO	294	GB	\nYEQ	359	PG	\nYER	161	CA	Fort Severn Airport\nYES	239	IR	\nYET	88	CA	\nYEU	141	CA	\nYEV	105	CA	Inuvik Mike Zubko Airport\nYEY	161	CA	\nYFA	161	CA	Fort Albany Airport\nYFB	106	CA	Iqaluit Airport\nYFC	124	CA	Fredericton International Airport\nYFE	161	CA	\nYFG	161	CA	\nYFH	161	CA	Fort Hope Airport\nYFI	88	CA	\nYFJ	166	CA	Wekweeti Airport\nYFL	166	CA	\nYFO	165	CA	Flin Flon Airport\nYFR	166	CA	\nYFS	166	CA	Fort Simpson Airport\nYFT	213	MO	\nYFX	152	CA	Fox Harbour Airport\nYGA	233	CN	\nYGB	163	CA	\nYGC	88	CA	\nYGE	163	CA	\nYGG	163	CA	Ganges Harbor Seaplane Base\nYGH	166	CA	Fort Good Hope Airport\nYGJ	241	JP	Miho Airport\nYGK	161	CA	\nYGL	161	CA	La Grande Riviere\nYGM	165	CA	\nYGN	163	CA	Greenway Sound Airport\nYGO	165	CA	Gods Lake Narrows Airport\nYGP	161	CA	Michel-Pouliot Gaspe Airport\nYGQ	161	CA	\nYGR	101	CA	Iles De La Madeleine Airport\nYGS	163	CA	Germansen Airport\nYGT	106	CA	Igloolik Airport\nYGV	161	CA	Havre St. Pierre Airport\nYGW	161	CA	Kuujjuarapik Airport\nYGX	165	CA	Gillam Airport\nYGY	161	CA	Deception Bay Airport\nYGZ	106	CA	Grise Fiord Airport\nYHA	152	CA	Port Hope Simpson Airport\nYHB	143	CA	\nYHC	163	CA	\nYHD	165	CA	\nYHE	163	CA	\nYHF	161	CA	\nYHG	152	CA	Charlottetown Airport\nYHH	163	CA	Campbell River Seaplane Base\nYHI	166	CA	Ulukhaktok/Holman Airport\nYHJ	233	CN	\nYHK	72	CA	Gjoa Haven Airport\nYHM	161	CA	Hamilton International Airport\nYHN	161	CA	\nYHO	94	CA	Hopedale Airport\nYHP	165	CA	Poplar Hill Airport\nYHR	68	CA	Chevery Airport\nYHS	163	CA	\nYHT	164	CA	\nYHU	161	CA	St. Hubert Airport\nYHY	166	CA	Hay River Airport\nYHZ	101	CA	Halifax Stanfield International Airport\nYIA	202	ID	Yogyakarta International Airport\nYIB	63	CA	\nYIC	233	CN	Yichun Mingyueshan Airport\nYIE	233	CN	Arxan Yiershi Airport\nYIF	68	CA	St-Augustin/Pakuashipi Airport\nYIG	163	CA	Big Bay SPB\nYIH	233	CN	Yichang Sanxia Airport\nYIK	161	CA	Ivujivik Airport\nYIN	233	CN	Yining Airport\nYIO	106	CA	Pond Inlet Airport\nYIP	129	US	\nYIV	165	CA	Island Lake Airport\nYIW	233	CN	Yiwu Airport\nYJA	88	CA	\nYJF	166	CA	\nYJN	161	CA	\nYJO	163	CA	Johnny Mountain Airport\nYJP	88	CA	\nYJS	225	KP	\nYJT	152	CA	\nYKA	163	CA	Kamloops Airport\nYKC	143	CA	\nYKD	161	CA	\nYKE	165	CA	\nYKF	161	CA	Region of Waterloo International Airport\nYKG	161	CA	Kangirsuk Airport\nYKH	233	CN	Yingkou Airport\nYKJ	143	CA	\nYKK	163	CA	\nYKL	161	CA	Schefferville Airport\nYKM	112	US	Yakima Air Terminal\nYKN	78	US	\nYKO	287	TR	Hakkari Yuksekova Selahaddin Eyyubi Airport\nYKQ	161	CA	Waskaganish Airport\nYKS	246	RU	Yakutsk International Airport\nYKT	163	CA	\nYKU	161	CA	Chisasibi Airport\nYKX	161	CA	\nYKY	143	CA	\nYKZ	161	CA	\nYLB	88	CA	\nYLC	106	CA	Kimmirut Airport\nYLD	161	CA	\nYLE	166	CA	Whati Airport\nYLG	268	AU	\nYLH	161	CA	Lansdowne House Airport\nYLI	285	FI	\nYLJ	143	CA	\nYLK	161	CA	Lake Simcoe Regional Airport\nYLL	88	CA	Lloydminster Airport\nYLM	164	CA	\nYLN	233	CN	\nYLO	165	CA	CFB Shilo Heliport\nYLP	161	CA	\nYLQ	161	CA	\nYLR	165	CA	\nYLS	161	CA	\nYLT	133	CA	\nYLV	185	AZ	\nYLW	163	CA	Kelowna International Airport\nYLX	233	CN	Yulin Fumian Airport\nYLY	163	CA	\nYMA	164	CA	\nYMB	163	CA	\nYMC	161	CA	Maricourt Airstrip\nYMD	88	CA	\nYME	161	CA	\nYMF	163	CA	\nYMG	161	CA	\nYMH	152	CA	Mary's Harbour Airport\nYMJ	143	CA	\nYMK	248	RU	\nYML	161	CA	\nYMM	88	CA	Fort McMurray International Airport\nYMN	94	CA	Makkovik Airport\nYMO	161	CA	Moosonee Airport\nYMP	163	CA	Port McNeill Seaplane Base\nYMR	163	CA	Merry Island Airport\nYMS	111	PE	Yurimaguas Airport\nYMT	161	CA	Chibougamau Airport\nYMU	163	CA	\nYMV	106	CA	\nYMW	161	CA	\nYMX	161	CA	\nYNA	161	CA	Natashquan Airport\nYNB	229	SA	Yanbu Airport\nYNC	161	CA	Wemindji Airport\nYND	161	CA	Gatineau Airport\nYNE	165	CA	Norway House Airport\nYNF	152	CA	Deer Lake/Stephenville Airport\nYNG	129	US	\nYNH	88	CA	\nYNI	161	CA	Nitchequon Airport\nYNJ	233	CN	Yanji Chaoyangchuan Airport\nYNK	163	CA	Nootka Sound Airport\nYNL	143	CA	Points North Landing Airport\nYNM	161	CA	\nYNN	268	AU	\nYNO	165	CA	North Spirit Lake Airport\nYNP	94	CA	Natuashish Airport\nYNS	161	CA	Nemiscau Airport\nYNT	233	CN	Yantai Penglai International Airport\nYNX	166	CA	\nYNY	232	KR	Yangyang Airport\nYNZ	233	CN	Yancheng Nanyang International Airport\nYOA	166	CA	\nYOC	164	CA	Old Crow Airport\nYOD	88	CA	\nYOE	88	CA	\nYOG	161	CA	Ogoki Airport\nYOH	165	CA	Oxford House Airport\nYOI	161	CA	Opinaca Aerodrome\nYOJ	88	CA	High Level Airport\nYOK	241	JP	Yokohama Airport\nYOL	28	NG	Yola Airport\nYON	240	BT	Yongphulla Airport\nYOO	161	CA	\nYOP	88	CA	\nYOS	161	CA	\nYOT	204	IL	\nYOW	161	CA	Ottawa International Airport\nYOY	161	CA	Valcartier CFB Heliport\nYPA	143	CA	Prince Albert Glass Field Airport\nYPB	163	CA	\nYPC	166	CA	Paulatuk (Nora Aliqatchialuk Ruben) Airport\nYPD	161	CA	\nYPE	88	CA	Peace River Airport\nYPG	165	CA	\nYPH	161	CA	Inukjuak Airport\nYPI	163	CA	\nYPJ	161	CA	Aupaluk Airport\nYPL	63	CA	Pickle Lake Airport\nYPM	165	CA	Pikangikum Airport\nYPN	161	CA	Port-Menier Airport\nYPO	161	CA	Peawanuk Airport\nYPP	88	CA	Pine Point Airport\nYPQ	161	CA	\nYPR	163	CA	Prince Rupert Airport\nYPS	101	CA	\nYPT	163	CA	\nYPW	163	CA	Powell River Airport\nYPX	161	CA	Puvirnituq Airport\nYPY	88	CA	Fort Chipewyan Airport\nYPZ	163	CA	Burns Lake Airport\nYQA	161	CA	Muskoka Airport\nYQB	161	CA	Quebec City Jean Lesage International Airport\nYQC	161	CA	Quaqtaq Airport\nYQD	165	CA	The Pas Airport\nYQE	163	CA	Kimberley Airport\nYQF	88	CA	\nYQG	161	CA	Windsor International Airport\nYQH	164	CA	Watson Lake Airport\nYQI	101	CA	\nYQJ	163	CA	\nYQK	165	CA	Kenora Airport\nYQL	88	CA	Lethbridge Airport\nYQM	124	CA	Greater Moncton International Airport\nYQN	161	CA	Nakina Airport\nYQQ	163	CA	Comox Valley Airport\nYQR	143	CA	Regina International Airport\nYQS	161	CA	\nYQT	159	CA	Thunder Bay International Airport\nYQU	88	CA	Grande Prairie Airport\nYQV	143	CA	\nYQW	143	CA	\nYQX	152	CA	Gander International Airport\nYQY	101	CA	JA Douglas McCurdy Sydney Airport\nYQZ	163	CA	Quesnel Airport\nYRA	166	CA	Gameti/Rae Lakes Airport\nYRB	144	CA	Resolute Bay Airport\nYRC	163	CA	\nYRD	163	CA	\nYRE	133	CA	Resolution Island Airport\nYRF	94	CA	Cartwright Airport\nYRG	94	CA	Rigolet Airport\nYRI	161	CA	\nYRJ	161	CA	Roberval Airport\nYRL	165	CA	Red Lake Airport\nYRM	88	CA	\nYRN	163	CA	\nYRO	161	CA	\nYRQ	161	CA	\nYRR	163	CA	\nYRS	165	CA	Red Sucker Lake Airport\nYRT	141	CA	Rankin Inlet Airport\nYRV	163	CA	\nYSA	101	CA	\nYSB	161	CA	Greater Sudbury Airport\nYSC	161	CA	\nYSD	88	CA	\nYSE	163	CA	\nYSF	143	CA	Stony Rapids Airport\nYSG	166	CA	Lutselke Airport\nYSH	161	CA	\nYSI	161	CA	\nYSJ	124	CA	Saint John Airport\nYSK	106	CA	Sanikiluaq Airport\nYSL	124	CA	\nYSM	166	CA	Fort Smith Airport\nYSN	163	CA	\nYSO	94	CA	Postville Airport\nYSP	161	CA	\nYSQ	233	CN	Songyuan Chaganhu Airport\nYSR	106	CA	\nYST	165	CA	St. Theresa Point Airport\nYSU	101	CA	\nYSV	94	CA	\nYSX	163	CA	\nYSY	166	CA	Sachs Harbour (D. Nasogaluak Jr. Saaryuaq) Airport\nYSZ	163	CA	Squirrel Cove Seaplane Base\nYTA	161	CA	\nYTB	163	CA	\nYTC	163	CA	Sturdee Airport\nYTD	165	CA	\nYTE	106	CA	Cape Dorset Airport\nYTF	161	CA	\nYTG	163	CA	Sullivan Bay Seaplane Base\nYTH	165	CA	Thompson Airport\nYTL	165	CA	Big Trout Airport\nYTM	161	CA	\nYTN	161	CA	Riviere Au Tonnerre Airport\nYTP	163	CA	Tofino Sea Plane Base\nYTQ	161	CA	Tasiujuaq Airport\nYTR	161	CA	\nYTS	161	CA	Timmins Victor M. Power Airport\nYTT	143	CA	\nYTU	163	CA	\nYTW	233	CN	Yutian Wanfang Airport\nYTX	163	CA	\nYTY	233	CN	Yangzhou Taizhou Airport\nYTZ	161	CA	Billy Bishop Toronto City Airport\nYUA	233	CN	\nYUB	166	CA	\nYUD	161	CA	Umiujaq Airport\nYUE	262	AU	\nYUK	249	AM	\nYUL	161	CA	Montreal-Pierre Elliott Trudeau International Airport\nYUM	135	US	Yuma International Airport\nYUS	233	CN	Yushu Batang Airport\nYUT	141	CA	Naujaat Airport\nYUX	106	CA	Hall Beach Airport\nYUY	161	CA	Rouyn-Noranda Airport\nYVA	325	KM	\nYVB	161	CA	Bonaventure Airport\nYVC	143	CA	La Ronge Airport\nYVD	359	PG	\nYVE	163	CA	\nYVG	88	CA	\nYVM	133	CA	Qikiqtarjuaq Airport\nYVN	133	CA	\nYVO	161	CA	Val-d'Or Airport\nYVP	161	CA	Kuujjuaq Airport\nYVQ	166	CA	Norman Wells Airport\nYVR	163	CA	Vancouver International Airport\nYVT	143	CA	\nYVV	161	CA	Wiarton Airport\nYVZ	165	CA	Deer Lake Airport\nYWA	161	CA	\nYWB	161	CA	Kangiqsujuaq Airport\nYWF	101	CA	Halifax Downtown Waterfront Heliport\nYWG	165	CA	Winnipeg James Armstrong Richardson International Airport\nYWH	163	CA	Victoria Inner Harbour Airport\nYWJ	166	CA	Deline Airport\nYWK	94	CA	Wabush Airport\nYWL	163	CA	Williams Lake Airport\nYWM	152	CA	Williams Harbour Airport\nYWN	161	CA	Winisk Airport\nYWP	161	CA	Webequie Airport\nYWQ	161	CA	\nYWR	161	CA	\nYWS	163	CA	Whistler/Green Lake SPB\nYWY	166	CA	\nYXC	88	CA	Canadian Rockies International Airport\nYXD	88	CA	\nYXE	143	CA	Saskatoon International Airport\nYXF	164	CA	Snake River Airport\nYXH	88	CA	Medicine Hat Regional Airport\nYXJ	84	CA	North Peace Regional Airport\nYXK	161	CA	Rimouski Airport\nYXL	165	CA	Sioux Lookout Airport\nYXN	141	CA	Whale Cove Airport\nYXP	133	CA	Pangnirtung Airport\nYXQ	164	CA	\nYXR	161	CA	\nYXS	163	CA	Prince George Airport\nYXT	163	CA	Northwest Regional Airport\nYXU	161	CA	London International Airport\nYXX	163	CA	Abbotsford International Airport\nYXY	164	CA	Whitehorse Airport\nYXZ	161	CA	\nYYA	233	CN	Yueyang Sanhe Airport\nYYB	161	CA	Jack Garland Airport\nYYC	88	CA	Calgary International Airport\nYYD	163	CA	Smithers Airport\nYYE	91	CA	Northern Rockies Regional Airport\nYYF	163	CA	Penticton Airport\nYYG	101	CA	Charlottetown Airport\nYYH	72	CA	Taloyoak Airport\nYYI	165	CA	\nYYJ	163	CA	Victoria International Airport\nYYL	165	CA	Lynn Lake Airport\nYYM	88	CA	\nYYN	143	CA	\nYYQ	165	CA	Churchill Airport\nYYR	94	CA	Goose Bay Airport\nYYT	152	CA	St. John's International Airport\nYYU	161	CA	\nYYW	161	CA	\nYYY	161	CA	Mont Joli Airport\nYYZ	161	CA	Pearson International Airport\nYZA	163	CA	\nYZC	163	CA	Beatton River Airport\nYZD	161	CA	\nYZE	161	CA	\nYZF	166	CA	Yellowknife Airport\nYZG	161	CA	Salluit Airport\nYZH	88	CA	\nYZP	163	CA	Sandspit Airport\nYZR	161	CA	\nYZS	63	CA	Coral Harbour Airport\nYZT	163	CA	Port Hardy Airport\nYZU	88	CA	Whitecourt Airport\nYZV	161	CA	Sept-Iles Airport\nYZW	164	CA	\nYZX	101	CA	\nYZY	233	CN	Zhangye Ganzhou Airport\nYZZ	163	CA	Trail\nZAA	163	CA	\nZAC	165	CA	\nZAD	319	HR	Zadar Airport\nZAG	319	HR	Zagreb International Airport\nZAH	239	IR	Zahedan Airport\nZAJ	205	AF	\nZAL	147	CL	Pichoy Airport\nZAM	216	PH	Zamboanga International Airport\nZAO	303	FR	\nZAR	28	NG	\nZAT	233	CN	Zhaotong Airport\nZAZ	296	ES	Zaragoza Airport\nZBE	305	CZ	\nZBF	124	CA	Bathurst Airport\nZBK	304	ME	\nZBL	260	AU	\nZBM	161	CA	\nZBO	260	AU	\nZBR	239	IR	Chah-Bahar Airport\nZBY	244	LA	\nZCD	275	DE	\nZCL	122	MX	La Calera Airport\nZCO	147	CL	La Araucania International Airport\nZDY	195	AE	Dalma Island Airport\nZEC	22	ZA	\nZEG	203	ID	\nZEL	163	CA	Bella Bella Airport\nZEM	161	CA	East Main Airport\nZEN	359	PG	\nZER	209	IN	\nZFA	164	CA	\nZFB	101	CA	Old Fort Bay Airport\nZFD	143	CA	Fond Du Lac Airport\nZFL	243	CN	Zhaosu Tianma Airport\nZFM	166	CA	Fort Mcpherson Airport\nZFN	166	CA	Tulita Airport\nZFW	88	CA	\nZGF	163	CA	\nZGI	165	CA	Gods River Airport\nZGL	260	AU	\nZGM	33	ZM	\nZGQ	277	BE	\nZGR	165	CA	\nZGS	68	CA	La Romaine Airport\nZGU	337	VU	\nZHA	233	CN	Zhanjiang Wuchuan Airport\nZHH	320	CH	\nZHM	193	BD	\nZHP	88	CA	\nZHY	233	CN	Zhongwei Airport\nZIA	301	RU	Zhukovsky International Airport\nZIC	147	CL	\nZIG	15	SN	\nZIH	122	MX	Ixtapa/Zihuatanejo Internacional Airport\nZIS	47	LY	\nZIX	246	RU	Zhigansk Airport\nZIZ	207	PK	\nZJG	165	CA	\nZJN	165	CA	\nZJT	211	MY	\nZKB	33	ZM	\nZKE	161	CA	Kashechewan Airport\nZKG	68	CA	Kegaska Airport\nZKL	233	CN	Zigong Fengming General Airport\nZKM	29	GA	Sette Cama Airport\nZKP	214	RU	Zyryanka Airport\nZLO	122	MX	Manzanillo Airport\nZLT	68	CA	La Tabatiere Airport\nZLW	211	MY	\nZLX	25	SD	\nZMD	145	BR	Sena Madureira Airport\nZMH	163	CA	\nZMM	122	MX	\nZMT	163	CA	Masset Airport\nZNA	163	CA	Nanaimo Harbor Seaplane Base\nZNC	51	US	\nZND	42	NE	Zinder Airport\nZNE	268	AU	Newman Airport\nZNO	275	DE	\nZNU	163	CA	\nZNZ	16	TZ	Abeid Amani Karume International Airport\nZOF	163	CA	\nZOS	147	CL	Canal Bajo Airport\nZOW	275	DE	\nZPB	165	CA	Sachigo Lake Airport\nZPC	147	CL	Pucon Airport\nZPH	129	US	\nZPO	143	CA	\nZPQ	275	DE	\nZQN	332	NZ	Queenstown Airport\nZQS	163	CA	\nZQW	275	DE	\nZQZ	233	CN	Zhangjiakou Ningyuan Airport\nZRH	320	CH	Zurich Airport\nZRI	203	ID	\nZRJ	161	CA	Round Lake Airport\nZRM	203	ID	\nZRS	316	AT	Zuers/Lech Heliport\nZSA	128	BS	San Salvador Airport\nZSE	330	RE	St. Pierre de la Reunion Airport\nZSJ	165	CA	Sandy Lake Airport\nZSP	88	CA	\nZSS	0	CI	\nZST	163	CA	\nZSW	163	CA	\nZTA	362	PF	\nZTB	68	CA	Tete-A-La Baleine Airport\nZTH	273	GR	Zakinthos Airport\nZTM	165	CA	Shamattawa Airport\nZTR	291	UA	\nZTS	163	CA	\nZTU	185	AZ	\nZUC	165	CA	\nZUD	147	CL	\nZUE	0	CI	Zuenoula Airport\nZUH	233	CN	Zhuhai Jinwan Airport\nZUL	229	SA	\nZUM	94	CA	Churchill Falls Airport\nZVA	321	MG	\nZVG	267	AU	\nZVK	244	LA	\nZWA	321	MG	\nZWL	143	CA	Wollaston Lake Airport\nZXQ	302	NO	Solstad Airport\nZXT	185	AZ	\nZYI	233	CN	Zunyi Xinzhou Airport\nZYL	193	BD	Osmani International Airport, Sylhet\nZZE	185	AZ	\nZZO	245	RU	\nZZU	9	MW	\nZZV	129	US	";
// src/server/inbound/airports/index.ts
/**
* Airports by IATA code, from the generated ./table.ts: the zone a flight's local time is read
* in, the country, and the name of airports with scheduled service. The table is parsed on first
* use, once per process (or Worker isolate).
*/
var byCode;
function table() {
	if (byCode) return byCode;
	byCode = /* @__PURE__ */ new Map();
	for (const line of AIRPORTS.split("\n")) {
		const [iata = "", zone = "", country = "", name = ""] = line.split("	");
		const timeZone = ZONES[Number(zone)];
		if (timeZone) byCode.set(iata, {
			iata,
			timeZone,
			country,
			name: name || null
		});
	}
	return byCode;
}
/** The airport with this IATA code (any case), or null when there is none. */
function airportByCode(code) {
	const key = code.trim().toUpperCase();
	return /^[A-Z]{3}$/.test(key) ? table().get(key) ?? null : null;
}
// src/lib/time-zones.ts
/**
* IANA time zones for the itinerary's time-zone setting (a Paris trip reads in Paris
* time). The browser's and the server's own list (`Intl.supportedValuesOf`) is the source, so a
* zone offered here is one both can format.
*/
var cached = null;
/** Every zone this runtime knows, sorted, always including UTC and the default. */
function listTimeZones() {
	if (cached) return cached;
	let zones = [];
	try {
		zones = Intl.supportedValuesOf("timeZone");
	} catch {
		zones = [];
	}
	cached = [.../* @__PURE__ */ new Set([
		...zones,
		"UTC",
		DEFAULT_TIME_ZONE
	])].sort();
	return cached;
}
var IANA_ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;
var zoneSpellings;
/**
* A valid IANA time zone name, spelled the way the tz database spells it when Intl lists it
* ('europe/paris' → 'Europe/Paris'), else as given ('Asia/Kolkata' stays, although ICU may list
* it as Asia/Calcutta), or null when it is not a zone. The panel and the server share it.
*/
function canonicalTimeZone(raw) {
	const value = raw.trim();
	if (value.length > 64 || !IANA_ZONE_NAME.test(value)) return null;
	try {
		new Intl.DateTimeFormat("en-US", { timeZone: value });
	} catch {
		return null;
	}
	zoneSpellings ??= new Map(listTimeZones().map((z) => [z.toLowerCase(), z]));
	return zoneSpellings.get(value.toLowerCase()) ?? value;
}
/** e.g. "GMT+2", "GMT-4" at `at`. */
function zoneOffset(zone, at) {
	try {
		return new Intl.DateTimeFormat("en-US", {
			timeZone: zone,
			timeZoneName: "shortOffset"
		}).formatToParts(at).find((p) => p.type === "timeZoneName")?.value ?? "";
	} catch {
		return "";
	}
}
/** The zone this browser's clock is set to (a new itinerary starts in it), if it names one. */
function browserTimeZone() {
	try {
		return Intl.DateTimeFormat().resolvedOptions().timeZone || void 0;
	} catch {
		return;
	}
}
// src/lib/form-check.ts
/** First readable message of a failed parse, for toasts and 400 bodies. */
function firstIssueMessage(error) {
	return error.issues[0]?.message ?? "The request was not valid.";
}
/**
* The first message of each field of a failed parse (by the field's top-level name), for showing
* under the fields of a form: `{ firstName: 'Names can be at most 80 characters.' }`.
*/
function fieldErrors(error) {
	const errors = {};
	for (const issue of error.issues) {
		const field = issue.path[0];
		if (typeof field === "string" && errors[field] === void 0) errors[field] = issue.message;
	}
	return errors;
}
/**
* Checks a form with the schema its endpoint parses the body with, so the form refuses exactly
* what the server would: `data` is the body to send (trimmed and normalised as the server would
* store it); otherwise `errors` has each field's message and `message` the first of them.
*/
function checkForm(schema, values) {
	const parsed = schema.safeParse(values);
	if (parsed.success) return {
		ok: true,
		data: parsed.data
	};
	return {
		ok: false,
		message: firstIssueMessage(parsed.error),
		errors: fieldErrors(parsed.error)
	};
}
/**
* Checks one field on its own (as it is typed or picked, or a form of one field) with the rule its
* endpoint applies to that field: the same answer as `checkForm`, `message` being the field's.
*/
function checkField(schema, value) {
	const parsed = schema.safeParse(value);
	if (parsed.success) return {
		ok: true,
		data: parsed.data
	};
	return {
		ok: false,
		message: firstIssueMessage(parsed.error),
		errors: {}
	};
}
// src/lib/itinerary-name.ts
/**
* An itinerary's name, the one field the landing page's create form checks: built alone (with
* zod/mini's few pieces it needs) so the landing page does not download every other schema.
* `createProjectSchema` (schemas.ts) uses the same rule for the whole creation body.
*/
/** Text that must not be empty once trimmed: `missing` when absent or blank, `tooLong` past `max`. */
var requiredText = (missing, max, tooLong) => z.string({ error: missing }).check(z.trim(), z.minLength(1, missing), z.maxLength(max, tooLong));
var itineraryNameSchema = requiredText(MESSAGES.nameRequired, 120, MESSAGES.nameTooLong);
z.object({ name: itineraryNameSchema });
// src/lib/schemas.ts
/**
* The API contract: one schema per request body, used by the endpoint and by the island, so the
* browser shows the same message the server would send.
* Built with zod/mini so the landing page can validate without shipping all of zod.
*/
var schemas_exports = /* @__PURE__ */ __exportAll({
	MESSAGES: () => MESSAGES,
	TIME_ZONE_MESSAGE: () => TIME_ZONE_MESSAGE,
	accessCodeSchema: () => accessCodeSchema,
	accessFormSchema: () => accessFormSchema,
	accessRequestSchema: () => accessRequestSchema,
	assignUnclaimedEventSchema: () => assignUnclaimedEventSchema,
	avatarCompleteSchema: () => avatarCompleteSchema,
	avatarUploadUrlSchema: () => avatarUploadUrlSchema,
	calendarFeedRequestSchema: () => calendarFeedRequestSchema,
	checkField: () => checkField,
	checkForm: () => checkForm,
	checkoutEmailSchema: () => checkoutEmailSchema,
	confirmPaymentSchema: () => confirmPaymentSchema,
	createProjectSchema: () => createProjectSchema,
	deleteProjectSchema: () => deleteProjectSchema,
	emailLinkRequestSchema: () => emailLinkRequestSchema,
	endAfterStart: () => endAfterStart,
	eventFieldsSchema: () => eventFieldsSchema,
	eventInputSchema: () => eventInputSchema,
	faqCreateSchema: () => faqCreateSchema,
	faqInputSchema: () => faqInputSchema,
	faqReorderSchema: () => faqReorderSchema,
	fieldErrors: () => fieldErrors,
	firstIssueMessage: () => firstIssueMessage,
	requiredText: () => requiredText,
	timeZoneSchema: () => timeZoneSchema,
	trimmed: () => trimmed,
	unclaimedEventUpdateSchema: () => unclaimedEventUpdateSchema,
	updateUserSchema: () => updateUserSchema,
	validateCouponSchema: () => validateCouponSchema,
	verifyAdminSchema: () => verifyAdminSchema
});
var trimmed = (max, tooLong) => z.string().check(z.trim(), z.maxLength(max, tooLong));
var TIME_ZONE_MESSAGE = "Please choose a valid time zone, such as America/New_York.";
/** An IANA time zone this runtime knows, stored with the tz database's spelling. */
var timeZoneSchema = z.string(TIME_ZONE_MESSAGE).check(z.trim(), z.refine((v) => canonicalTimeZone(v) !== null, TIME_ZONE_MESSAGE), z.overwrite((v) => canonicalTimeZone(v) ?? v));
var createProjectSchema = z.object({
	name: itineraryNameSchema,
	ownerName: z.optional(z.nullable(trimmed(80, `Names can be at most 80 characters.`))),
	groupSize: z.optional(z.int("Group size must be a whole number.").check(z.minimum(1, "Group size must be at least 1."), z.maximum(GROUP_SIZE_MAX, "Group size is too large."))),
	ownerEmail: z.optional(z.nullable(z.union([z.literal(""), z.email(MESSAGES.invalidEmail).check(z.maxLength(254, MESSAGES.invalidEmail))]))),
	timeZone: z.optional(z.catch(z.nullable(timeZoneSchema), null))
});
var accessCodeSchema = z.string({ error: MESSAGES.accessCodeRequired }).check(z.trim(), z.toUpperCase(), z.minLength(1, MESSAGES.accessCodeRequired), z.maxLength(32, MESSAGES.invalidAccessCode));
var accessEmail = z.email(MESSAGES.invalidEmail).check(z.maxLength(254, MESSAGES.invalidEmail));
var accessRequestSchema = z.object({
	accessCode: accessCodeSchema,
	email: z.optional(z.union([z.literal(""), accessEmail]))
});
var filledIn = z.string(MESSAGES.accessFieldsRequired).check(z.trim(), z.minLength(1, MESSAGES.accessFieldsRequired));
/**
* The access page's own form: project id, email and code, all three needed there (the API takes
* the id from its path and needs only the code). A missing one gets the one message that names
* all three; then each is checked as the access endpoint checks it.
*/
var accessFormSchema = z.pipe(z.object({
	projectId: filledIn,
	email: filledIn,
	accessCode: filledIn
}), z.object({
	projectId: z.string().check(z.toLowerCase(), z.maxLength(64, MESSAGES.unknownItinerary)),
	email: accessEmail,
	accessCode: accessCodeSchema
}));
var verifyAdminSchema = z.object({ adminCode: z.string({ error: MESSAGES.adminCodeRequired }).check(z.trim(), z.toUpperCase(), z.minLength(1, MESSAGES.adminCodeRequired), z.maxLength(32, MESSAGES.invalidAdminCode)) });
var calendarFeedRequestSchema = z.object({ person: z.optional(z.nullable(z.string("Please choose a person from the list.").check(z.trim(), z.maxLength(100, "Please choose a person from the list.")))) });
var optionalText = (max, label) => z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, `${label} can be at most ${max} characters.`))));
var eventTitle = requiredText("Please enter an event title.", 200, `Event titles can be at most 200 characters.`);
var eventDatetime = z.iso.datetime({
	offset: true,
	error: MESSAGES.dateTimeRequired
});
var eventEndDatetime = z.optional(z.nullable(z.union([z.literal(""), z.iso.datetime({
	offset: true,
	error: MESSAGES.eventEndInvalid
})], { error: MESSAGES.eventEndInvalid })));
/**
* Every field an event and an unclaimed event share, named as their columns are (db/schema.ts
* builds both tables from one column set). The event schemas and the unclaimed-event schemas are
* made from this one object, so a field's rule and message are written once.
*/
var eventFieldsSchema = z.object({
	title: eventTitle,
	datetime: eventDatetime,
	endDatetime: eventEndDatetime,
	description: optionalText(EVENT_DESCRIPTION_MAX, "Descriptions"),
	location: optionalText(500, "Locations"),
	latitude: z.optional(z.nullable(z.number().check(z.minimum(-90, "Latitude must be between -90 and 90."), z.maximum(90, "Latitude must be between -90 and 90.")))),
	longitude: z.optional(z.nullable(z.number().check(z.minimum(-180, "Longitude must be between -180 and 180."), z.maximum(180, "Longitude must be between -180 and 180.")))),
	attendees: optionalText(EVENT_ATTENDEES_MAX, "Attendee lists"),
	vibe: optionalText(500, "Vibe & Style"),
	eventType: optionalText(50, "Event types"),
	privateNotes: optionalText(EVENT_PRIVATE_NOTES_MAX, "Private notes")
});
/** True when an event's end, if it has one, is after its start (both ISO instants). */
function endAfterStart(event) {
	return !event.endDatetime || !(Date.parse(event.endDatetime) <= Date.parse(event.datetime));
}
var eventInputSchema = eventFieldsSchema.check(z.refine(endAfterStart, {
	message: MESSAGES.eventEndBeforeStart,
	path: ["endDatetime"]
}));
var faqInputSchema = z.object({
	question: requiredText("Please enter a question.", 500, `Questions can be at most 500 characters.`),
	answer: requiredText("Please enter an answer.", FAQ_ANSWER_MAX, `Answers can be at most ${FAQ_ANSWER_MAX} characters.`)
});
/** A new FAQ, with where it goes: `first` from the list's top Add button, else last. */
var faqCreateSchema = z.extend(faqInputSchema, { at: z.optional(z.enum(["first", "last"])) });
var faqReorderSchema = z.object({ faqIds: z.array(z.int("FAQ ids are whole numbers.")).check(z.maxLength(500, "Too many FAQs.")) });
var paymentIntentIdSchema = z.string("This payment is not valid.").check(z.trim(), z.regex(/^pi_[A-Za-z0-9_]{1,200}$/, "This payment is not valid."));
var checkoutEmailSchema = z.optional(z.nullable(z.pipe(z.string(MESSAGES.invalidEmail).check(z.trim(), z.maxLength(254, MESSAGES.invalidEmail)), z.union([z.literal(""), z.email(MESSAGES.invalidEmail)]))));
var validateCouponSchema = z.object({
	couponCode: z.string("Please enter a coupon code.").check(z.trim(), z.minLength(1, "Please enter a coupon code."), z.maxLength(64, MESSAGES.invalidCoupon)),
	paymentIntentId: z.optional(z.nullable(paymentIntentIdSchema)),
	projectId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
	ownerEmail: checkoutEmailSchema
});
var confirmPaymentSchema = z.object({
	paymentIntentId: paymentIntentIdSchema,
	couponCode: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(64, MESSAGES.invalidCoupon)))),
	ownerEmail: checkoutEmailSchema
});
var emailLinkRequestSchema = z.object({
	email: z.pipe(z.string({ error: MESSAGES.ownerEmailRequired }).check(z.trim(), z.toLowerCase(), z.minLength(1, MESSAGES.ownerEmailRequired), z.maxLength(254, MESSAGES.invalidEmail)), z.email(MESSAGES.invalidEmail)),
	returnTo: z.optional(z.nullable(z.string().check(z.maxLength(RETURN_TO_MAX, "That return address is too long."))))
});
var updateUserSchema = z.object({
	firstName: requiredText("Please enter your first name.", 80, `Names can be at most 80 characters.`),
	lastName: z.optional(z.nullable(trimmed(80, `Names can be at most 80 characters.`)))
});
var deleteProjectSchema = z.object({ confirmationName: z.string(MESSAGES.deleteNameMismatch).check(z.trim(), z.maxLength(120, MESSAGES.deleteNameMismatch)) });
var unclaimedEventUpdateSchema = z.partial(z.pick(eventFieldsSchema, {
	title: true,
	datetime: true,
	description: true,
	location: true,
	attendees: true,
	vibe: true,
	eventType: true
}));
var assignUnclaimedEventSchema = z.object({ projectId: z.string("Please choose an itinerary.").check(z.trim(), z.minLength(1, "Please choose an itinerary."), z.maxLength(64, "Please choose an itinerary.")) });
var headerImageTypes = HEADER_IMAGE_TYPES;
var avatarUploadUrlSchema = z.object({
	contentType: z.string(MESSAGES.notAnImage).check(z.refine((type) => type.startsWith("image/"), MESSAGES.notAnImage), z.refine((type) => !type.startsWith("image/") || headerImageTypes.includes(type), MESSAGES.imageTypeUnsupported)),
	size: z.int(MESSAGES.notAnImage).check(z.minimum(1, MESSAGES.notAnImage), z.maximum(MAX_AVATAR_BYTES, MESSAGES.avatarTooLarge))
});
var avatarCompleteSchema = z.object({ key: z.string(MESSAGES.uploadNotFound).check(z.minLength(1, MESSAGES.uploadNotFound), z.maxLength(300, MESSAGES.uploadNotFound)) });
export { DASHBOARD_TABS as $, isRenderTemplateResult as $i, Columns as $n, HEADER_IMAGE_TYPES as $r, events as $t, zoneOffset as A, responseSentSymbol as Aa, getLogger as Ai, lt as An, CODE_ALPHABET as Ar, randomUuid as At, displayTitle as B, joinPaths as Ba, validateAndDecodePathname as Bi, applyMixins as Bn, EVENT_ATTENDEES_MAX as Br, filterEventsByPeople as Bt, verifyAdminSchema as C, ASTRO_GENERATOR as Ca, database_client_exports as Ci, gt as Cn, DEFAULT_S3_REGION as Cr, regainNames as Ct, firstIssueMessage as D, fetchStateSymbol as Da, getProps as Di, isNotNull as Dn, ACCESS_WINDOW_MS as Dr, hmacSha256 as Dt, checkForm as E, clientAddressSymbol as Ea, getParams as Ei, inArray as En, ACCESS_HOUR_MS as Er, encodeBytes as Et, fromDatetimeLocal as F, collapseDuplicateTrailingSlashes as Fa, getEnvironment as Fi, notExists as Fn, CROP_NUDGE_PX as Fr, tzParseTimezone as Ft, formatEventTimes as G, slash as Ga, spreadAttributes as Gi, mapResultRow as Gn, EXAMPLE_IMAGES_PATH as Gr, personKey as Gt, formatDateRange as H, removeLeadingForwardSlash as Ha, SERVER_ISLAND_COMPONENT as Hi, getTableLikeName as Hn, EVENT_DESCRIPTION_MAX as Hr, masterNames as Ht, keepWallClock as I, hasFileExtension as Ia, copyRequest as Ii, notIlike as In, DAY_MS$1 as Ir, newDateUTC as It, groupByDay as J, generateCspDigest as Ja, renderComponent as Ji, Param as Jn, FEEDBACK_TEXT_MAX as Jr, accessAttempts as Jt, formatLongDate as K, stripRequestBase as Ka, renderPage as Ki, mapUpdateSet as Kn, EXAMPLE_SESSION_TTL_MS as Kr, splitNames as Kt, toDatetimeLocal as L, isInternalPath as La, getOriginPathname as Li, notInArray as Ln, DEFAULT_AUTOPLAY_MS as Lr, attendeesOf as Lt, defaultEndDatetime as M, defineMiddleware as Ma, createConsoleLogger as Mi, ne as Mn, COPY_INDICATOR_MS as Mr, formatInTimeZone as Mt, defaultEventDatetime as N, appendForwardSlash as Na, AstroIntegrationLogger as Ni, not as Nn, COUNTDOWN_TICK_MS as Nr, toDate as Nt, browserTimeZone as O, nodeRequestAbortControllerCleanupSymbol as Oa, getRouteCache as Oi, isNull as On, AI_EVENT_TEXT_MAX as Or, randomString as Ot, describeTimeZone as P, collapseDuplicateSlashes as Pa, astroToRuntimeLogger as Pi, notBetween as Pn, CROP_JPEG_QUALITY as Pr, tzPattern as Pt, splitEvents as Q, renderSlotToString as Qi, sql as Qn, HEADER_IMAGE_MAX_SIDE as Qr, eventRsvpSettings as Qt, creatorLine as R, isParentDirectory as Ra, setOriginPathname as Ri, notLike as Rn, DEFAULT_TIME_ZONE as Rr, attends as Rt, validateCouponSchema as S, ASTRO_ERROR_HEADER as Sa, UPLOAD_URL_TTL_MS as Si, exists as Sn, databaseConfig as Sr, moveNames as St, checkField as T, REROUTABLE_STATUS_CODES as Ta, sequence as Ti, ilike as Tn, ACCESS_DAY_MS as Tr, contentMd5 as Tt, formatEventDate as U, removeQueryString as Ua, BodySizeLimitError as Ui, haveSameKeys as Un, EVENT_PRIVATE_NOTES_MAX as Ur, parseAttendees as Ut, eventTimes as V, prependForwardSlash as Va, DEFAULT_404_ROUTE as Vi, getTableColumns as Vn, EVENT_DEFAULT_DURATION_MS as Vr, knownPeople as Vt, formatEventTime as W, removeTrailingForwardSlash as Wa, readBodyWithLimit as Wi, isConfig as Wn, EXAMPLE_ACCESS_CODE as Wr, peopleFilterLabel as Wt, mapsSearchUrl as X, chunkToString as Xi, View as Xn, GUEST_WRITES_PER_HOUR_PER_PROJECT as Xr, coupons as Xt, lastMoment as Y, Fragment as Yi, SQL as Yn, FREE_UPGRADE_REDIRECT_MS as Yr, calendarFeeds as Yt, publicOwnerName as Z, renderSlot as Zi, fillPlaceholders as Zn, HEADER_CAROUSEL_MS as Zr, emailLoginTokens as Zt, schemas_exports as _, isRoute500 as _a, TRAVEL_CONFIRMATIONS_WINDOW_MS as _i, asc as _n, UPLOAD_MESSAGES as _r, rsvpByText as _t, avatarCompleteSchema as a, isRenderInstruction as aa, MAX_AVATAR_BYTES as ai, projects as an, WithSubquery as ar, greeting as at, unclaimedEventUpdateSchema as b, normalizeThePath as ba, TRAVEL_YEAR_MIN as bi, between as bn, ConfigError as br, holdNames as bt, checkoutEmailSchema as c, unescapeHTML as ca, MAX_HEADER_IMAGE_PIXELS as ci, sessions as cn, is as cr, participantLabel as ct, deleteProjectSchema as d, createManifestMemo as da, PENDING_UPLOAD_MAX_AGE_MS as di, unclaimedEvents as dn, ACCESS_MESSAGES as dr, prepared as dt, renderTemplate as ea, HINT_BUBBLE_MS as ei, faqs as en, Table as er, checkAvatarFile as et, emailLinkRequestSchema as f, getCustom404Route as fa, PROJECT_ID_ALPHABET as fi, users as fn, COUPON_MESSAGES as fr, OTHER_END as ft, faqReorderSchema as g, isRoute404 as ga, TOAST_REMOVE_DELAY_MS as gi, SQLiteColumn as gn, OWNER_MESSAGES as gr, prefillName as gt, faqInputSchema as h, routeHasHtmlExtension as ha, TOAST_DURATION_MS as hi, SQLiteTable as hn, MESSAGES as hr, ownTravelText as ht, assignUnclaimedEventSchema as i, createRenderInstruction as ia, MAX_API_BODY_BYTES as ii, projectGrants as in, Subquery as ir, formatReaderDate as it, airportByCode as j, shouldAppendForwardSlash as ja, getResolvedLogger as ji, lte as jn, CONFETTI_MS as jr, sha256$1 as jt, listTimeZones as k, originPathnameSymbol as ka, getRouteGenerator as ki, like as kn, AVATAR_UPLOAD_SIDE as kr, randomToken as kt, confirmPaymentSchema as l, renderEndpoint as la, MAX_STRIPE_WEBHOOK_BYTES as li, stripeEvents as ln, securityHeaders as lr, paymentMethodLabel as lt, faqCreateSchema as m, getDefaultStatusCode as ma, SESSION_VERIFY_WRITE_MS as mi, min as mn, MAIL_GUARD_MESSAGES as mr, boardDayLabel as mt, accessFormSchema as n, renderHead as na, IMAGE_URL_MAX as ni, mailRecipients as nn, getTableUniqueName as nr, dashboardTabFrom as nt, avatarUploadUrlSchema as o, normalizeCspResourceEntry as oa, MAX_FORM_BODY_BYTES as oi, rsvpAnswers as on, Column as or, greetingName as ot, eventInputSchema as p, getCustom500Route as pa, SESSION_TTL_MS as pi, count as pn, EMAIL_LINK_MESSAGES as pr, RSVP_LABELS as pt, formatShortDate as q, decodeKey as qa, renderJSX as qi, orderSelectedFields as qn, FAQ_ANSWER_MAX as qr, unionNames as qt, accessRequestSchema as r, addAttribute as ra, LINK_URL_MAX as ri, payments as rn, ViewBaseConfig as rr, formatAmount as rt, calendarFeedRequestSchema as s, pushDirective as sa, MAX_HEADER_IMAGE_BYTES as si, schema_exports as sn, entityKind as sr, ownerNameFor as st, accessCodeSchema as t, maybeRenderHead as ta, HOUR_MS as ti, feedback as tn, getTableName as tr, creatorName as tt, createProjectSchema as u, createAsyncManifestMemo as ua, MINUTE_MS as ui, travelEntries as un, withSecurityHeaders as ur, unclaimedFieldChange as ut, timeZoneSchema as v, getErrorRoutePath as va, TRAVEL_GROUP_WINDOW_MS as vi, desc as vn, capitalizedNumberWord as vr, rsvpCountsText as vt, requiredText as w, REDIRECT_STATUS_CODES as wa, isFileUrl as wi, gte as wn, s3BucketUrl as wr, constantTimeEqual$1 as wt, updateUserSchema as x, pathHasLocale as xa, UPLOAD_MAX_PIXELS as xi, eq as xn, config as xr, holdsNameFrom as xt, trimmed as y, normalizeTheLocale as ya, TRAVEL_YEAR_MAX as yi, and as yn, megabytes as yr, travelNames as yt, dayKey as z, isRemotePath as za, MultiLevelEncodingError as zi, or as zn, EMAIL_LINK_TTL_MS as zr, cleanName as zt };
