import { i as __toESM, t as __commonJSMin } from "./rolldown-runtime_DYf_mQCB.mjs";
import { t as require_react } from "./react_DMaO6YvO.mjs";
import { J as iconStrokeWidth, X as shapeElement, Y as iconViewBox } from "./icon-paths_DzBpWEtZ.mjs";
// src/lib/api-client.ts
/**
* The browser's fetch helper: sends cookies, JSON only when
* there is a body, and turns any non-OK response into an Error whose text is
* "<status>: <body text or status text>".
*/
var ApiError = class extends Error {
	status;
	bodyText;
	headers;
	constructor(status, bodyText, headers) {
		super(`${status}: ${bodyText}`);
		this.status = status;
		this.bodyText = bodyText;
		this.headers = headers;
		this.name = "ApiError";
	}
	/** The parsed JSON error body `{ message, code? }`, when there is one. */
	get data() {
		try {
			const parsed = JSON.parse(this.bodyText);
			return parsed && typeof parsed === "object" ? parsed : void 0;
		} catch {
			return;
		}
	}
};
async function apiRequest(method, url, body) {
	const init = {
		method,
		credentials: "include",
		headers: {}
	};
	if (body !== void 0) {
		init.headers = { "Content-Type": "application/json" };
		init.body = JSON.stringify(body);
	}
	const res = await fetch(url, init);
	if (!res.ok) {
		const text = await res.text() || res.statusText;
		throw new ApiError(res.status, text, res.headers);
	}
	const text = await res.text();
	return text ? JSON.parse(text) : void 0;
}
/** The message to show for a failed call: the server's `message`, else the caller's fallback. */
function errorMessage(error, fallback) {
	if (error instanceof ApiError) return error.data?.message ?? fallback;
	return fallback;
}
// node_modules/react/cjs/react-jsx-runtime.production.js
/**
* @license React
* react-jsx-runtime.production.js
*
* Copyright (c) Meta Platforms, Inc. and affiliates.
*
* This source code is licensed under the MIT license found in the
* LICENSE file in the root directory of this source tree.
*/
var require_react_jsx_runtime_production = /* @__PURE__ */ __commonJSMin(((exports) => {
	var REACT_ELEMENT_TYPE = Symbol.for("react.transitional.element");
	var REACT_FRAGMENT_TYPE = Symbol.for("react.fragment");
	function jsxProd(type, config, maybeKey) {
		var key = null;
		void 0 !== maybeKey && (key = "" + maybeKey);
		void 0 !== config.key && (key = "" + config.key);
		if ("key" in config) {
			maybeKey = {};
			for (var propName in config) "key" !== propName && (maybeKey[propName] = config[propName]);
		} else maybeKey = config;
		config = maybeKey.ref;
		return {
			$$typeof: REACT_ELEMENT_TYPE,
			type,
			key,
			ref: void 0 !== config ? config : null,
			props: maybeKey
		};
	}
	exports.Fragment = REACT_FRAGMENT_TYPE;
	exports.jsx = jsxProd;
	exports.jsxs = jsxProd;
}));
// node_modules/react/jsx-runtime.js
var require_jsx_runtime = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	module.exports = require_react_jsx_runtime_production();
}));
// src/ui/Icon.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** Draws an icon of the app's set; always aria-hidden (the text beside it speaks). */
function Icon({ icon, className = "h-4 w-4", strokeWidth }) {
	const paint = icon.solid ? { fill: "currentColor" } : {
		fill: "none",
		stroke: "currentColor",
		strokeWidth: iconStrokeWidth(icon, strokeWidth),
		strokeLinecap: "round",
		strokeLinejoin: "round"
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("svg", {
		"aria-hidden": "true",
		viewBox: iconViewBox(icon),
		className,
		...paint,
		children: icon.shapes.map((shape, i) => {
			const { tag, attrs } = shapeElement(shape);
			return (0, import_react.createElement)(tag, {
				key: i,
				...attrs
			});
		})
	});
}
export { errorMessage as a, apiRequest as i, require_jsx_runtime as n, ApiError as r, Icon as t };
