import { i as __toESM } from "./rolldown-runtime_DYf_mQCB.mjs";
import { D as firstIssueMessage, hr as MESSAGES, n as accessFormSchema, r as accessRequestSchema, t as accessCodeSchema, vr as capitalizedNumberWord } from "./schemas_BP9cnbZP.mjs";
import { t as require_react } from "./react_DMaO6YvO.mjs";
import { a as HttpError, d as database } from "./rate-limit_CGfom9Ik.mjs";
import { i as grantAccess } from "./access_txSEE2fX.mjs";
import { i as ensureSession, l as readForm, r as clientAddress } from "./http_BJBlwemE.mjs";
import { k as padlock } from "./icon-paths_DzBpWEtZ.mjs";
import { i as apiRequest, n as require_jsx_runtime, r as ApiError, t as Icon } from "./Icon_DbNIL5CZ.mjs";
import { t as TextField } from "./TextField_QYGYtdWp.mjs";
// src/lib/access-flow.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* The browser side of entering an itinerary: the
* access call, the attempts counter, and the session check before going to the project.
*/
var ACCESS_TEXT = {
	fallback: "Access Code incorrect, try again or if you are unsure of your access code, reach out to your event host.",
	invalid: MESSAGES.invalidAccessCode,
	invalidLink: "The code in this link didn't work. Please check it below, or ask your host for a new link.",
	missingId: "Invalid share link - missing project ID",
	lockedOut: `${capitalizedNumberWord(5)} invalid attempts reached.`,
	blocked: MESSAGES.tooManyAttempts,
	pausedTitle: "Not accepting codes right now",
	blockedCard: `You've exceeded the maximum number of access attempts (5). Please contact the project owner for assistance.`
};
/** Calls the access endpoint and classifies the answer; `attemptsSoFar` counts local failures. */
async function requestAccess(projectId, body, attemptsSoFar) {
	try {
		return {
			kind: "granted",
			project: (await apiRequest("POST", `/api/projects/${encodeURIComponent(projectId)}/access`, body)).project
		};
	} catch (error) {
		if (!(error instanceof ApiError)) return {
			kind: "error",
			message: "Could not reach the server. Check your connection and try again."
		};
		return classifyAccessRefusal(error.status, error.data, 5 - (attemptsSoFar + 1));
	}
}
/**
* What a refused code means for the person at the form, from the answer's status and body: the
* island's fetch and the page's plain form post both read it here. `localAttemptsLeft` is the
* island's own count, when it keeps one.
*/
function classifyAccessRefusal(status, data, localAttemptsLeft) {
	const message = typeof data?.message === "string" && data.message ? data.message : void 0;
	const retry = typeof data?.retryAfterSeconds === "number" && data.retryAfterSeconds > 0 ? { retryAfterSeconds: data.retryAfterSeconds } : {};
	if (status === 429 && (data?.code === "CODES_PAUSED" || data?.code === "RATE_LIMITED") && message) return {
		kind: "paused",
		message
	};
	if (status === 429) return {
		kind: "locked",
		message: message ?? ACCESS_TEXT.blocked,
		...retry
	};
	if (status === 404) return {
		kind: "error",
		message: message ?? ACCESS_TEXT.fallback
	};
	if (status === 401 || status === 400) {
		const serverRemaining = typeof data?.attemptsRemaining === "number" ? data.attemptsRemaining : void 0;
		if (serverRemaining !== void 0 || localAttemptsLeft !== void 0) {
			const attemptsRemaining = Math.min(serverRemaining ?? 5, localAttemptsLeft ?? 5);
			if (attemptsRemaining <= 0) return {
				kind: "locked",
				message: ACCESS_TEXT.blocked,
				...retry
			};
			return {
				kind: "denied",
				message: message ?? ACCESS_TEXT.fallback,
				attemptsRemaining
			};
		}
	}
	return {
		kind: "error",
		message: message ?? ACCESS_TEXT.fallback
	};
}
var attemptsRemainingText = (n) => `${n} attempt${n === 1 ? "" : "s"} remaining`;
var plural = (n, unit) => `${n} ${unit}${n === 1 ? "" : "s"}`;
/** A wait in words, rounded up to whole minutes: '1 minute', '15 minutes', '2 hours 5 minutes'. */
function waitText(seconds) {
	const minutes = Math.max(1, Math.ceil(seconds / 60));
	if (minutes < 60) return plural(minutes, "minute");
	const hours = Math.floor(minutes / 60);
	const rest = minutes % 60;
	return rest ? `${plural(hours, "hour")} ${plural(rest, "minute")}` : plural(hours, "hour");
}
/**
* What the lockout card says about trying again: when the server will check codes again, or,
* when it did not say, that it takes a while. Never "refresh": that cannot help.
*/
function retryText(secondsLeft) {
	if (secondsLeft === void 0) return "Codes are checked again after a short wait. Your host can also send you the quick link.";
	if (secondsLeft <= 0) return "You can try again now.";
	return `You can try again in ${waitText(secondsLeft)}, or ask your host for the quick link.`;
}
async function fetchPreview(projectId) {
	try {
		return (await apiRequest("GET", `/api/projects/${encodeURIComponent(projectId)}/preview`)).project;
	} catch {
		return null;
	}
}
var sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/**
* Polls the current-project call until it names `projectId` (10 tries, 200 ms apart,
* the first after 100 ms). Resolves either way; the caller navigates after.
*/
async function waitForSession(projectId) {
	await sleep(100);
	for (let i = 0; i < 10; i++) {
		try {
			if ((await apiRequest("GET", "/api/current-project")).projectId === projectId) return true;
		} catch {}
		await sleep(200);
	}
	return false;
}
// src/islands/access/AccessCodeField.tsx
var import_jsx_runtime = require_jsx_runtime();
function AccessCodeField({ value, onChange, className = "", ...rest }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
		label: "Access Code",
		hint: `Access code is 6 characters`,
		className: `font-mono tracking-[0.3em] uppercase ${className}`,
		value,
		onChange: (e) => onChange(e.target.value.toUpperCase()),
		autoComplete: "off",
		autoCapitalize: "characters",
		spellCheck: false,
		maxLength: 32,
		placeholder: "ABC123",
		...rest
	});
}
// src/islands/access/LockoutCard.tsx
var TICK_MS = 15e3;
/** Shown when codes are refused for a while, or the link cannot work: go home, wait, or ask the host. */
function LockoutCard({ title, message, detail, actionLabel, retryAfterSeconds, onRetry }) {
	const [secondsLeft, setSecondsLeft] = (0, import_react.useState)(retryAfterSeconds);
	(0, import_react.useEffect)(() => {
		if (retryAfterSeconds === void 0) return;
		const until = Date.now() + retryAfterSeconds * 1e3;
		const tick = () => setSecondsLeft(Math.max(0, Math.ceil((until - Date.now()) / 1e3)));
		tick();
		const timer = window.setInterval(tick, TICK_MS);
		return () => window.clearInterval(timer);
	}, [retryAfterSeconds]);
	const canRetry = onRetry !== void 0 && secondsLeft !== void 0 && secondsLeft <= 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		role: "alert",
		className: "card p-8 text-center",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-red-50 text-red-600",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
					icon: padlock,
					className: "h-7 w-7"
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "text-2xl font-bold tracking-tight",
				children: title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-3 text-ink-soft",
				children: message
			}),
			detail && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-2 text-sm text-ink-muted",
				children: detail
			}),
			onRetry && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-2 text-sm font-medium text-ink",
				"aria-live": "polite",
				children: retryText(secondsLeft)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mt-6 flex flex-col items-stretch justify-center gap-2 sm:flex-row sm:items-center",
				children: [canRetry && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "btn-primary",
					onClick: onRetry,
					children: "Try again"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
					href: "/",
					className: canRetry ? "btn-secondary" : "btn-primary",
					children: actionLabel
				})]
			})
		]
	});
}
// src/server/access/access-form.ts
/** Tries a checked code for this browser: the grant, or the refusal as the person sees it. */
async function tryCode(astro, projectId, accessCode, email) {
	const db = await database();
	try {
		const { project } = await grantAccess(db, {
			projectId,
			accessCode,
			email,
			client: clientAddress(astro),
			ensureSession: (lifetime) => ensureSession(astro, db, lifetime)
		});
		return {
			kind: "granted",
			projectId: project.projectId
		};
	} catch (error) {
		if (!(error instanceof HttpError)) throw error;
		return {
			kind: "failed",
			outcome: classifyAccessRefusal(error.status, {
				...error.details,
				message: error.message,
				code: error.code
			})
		};
	}
}
/**
* Reads the posted form (projectId, email, accessCode; the path's project when `fixedProjectId`
* is given, and then the email is optional, as on the share-link page) and tries the code.
*/
async function postAccessForm(astro, fixedProjectId) {
	const form = await readForm(astro.request);
	const projectId = (fixedProjectId ?? form.get("projectId") ?? "").trim().toLowerCase();
	const email = (form.get("email") ?? "").trim();
	const accessCode = (form.get("accessCode") ?? "").trim().toUpperCase();
	const parsed = fixedProjectId === void 0 ? accessFormSchema.safeParse({
		projectId,
		email,
		accessCode
	}) : accessRequestSchema.safeParse({
		accessCode,
		email
	});
	const result = parsed.success ? await tryCode(astro, projectId, parsed.data.accessCode, parsed.data.email) : {
		kind: "failed",
		outcome: {
			kind: "error",
			message: firstIssueMessage(parsed.error)
		}
	};
	return result.kind === "granted" ? result : {
		...result,
		projectId,
		email
	};
}
/**
* The quick link opened by a person (see isPersonOpeningPage in ../http/request-origin.ts): its
* code is tried exactly as the form's. A wrong code says so in the link's own words.
*/
async function openQuickLink(astro, projectId, code) {
	const parsed = accessCodeSchema.safeParse(code);
	if (!parsed.success) return {
		kind: "failed",
		outcome: {
			kind: "error",
			message: firstIssueMessage(parsed.error)
		}
	};
	const result = await tryCode(astro, projectId, parsed.data);
	if (result.kind === "failed" && result.outcome.kind === "denied") return {
		kind: "failed",
		outcome: {
			...result.outcome,
			message: ACCESS_TEXT.invalidLink
		}
	};
	return result;
}
export { ACCESS_TEXT as a, requestAccess as c, AccessCodeField as i, waitForSession as l, postAccessForm as n, attemptsRemainingText as o, LockoutCard as r, fetchPreview as s, openQuickLink as t };
