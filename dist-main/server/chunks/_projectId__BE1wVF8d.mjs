import { i as __toESM, n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { n as createComponent, t as createAstro } from "./compiler_CUF-eHDW.mjs";
import { t as $$FormPageLayout } from "./FormPageLayout_BqgDBm2F.mjs";
import { Ji as renderComponent, T as checkField, ea as renderTemplate, t as accessCodeSchema, xr as config } from "./schemas_BP9cnbZP.mjs";
import { t as require_react } from "./react_DMaO6YvO.mjs";
import { a as ACCESS_TEXT, c as requestAccess, i as AccessCodeField, n as postAccessForm, o as attemptsRemainingText, r as LockoutCard, t as openQuickLink } from "./access-form_uKnsaZ-d.mjs";
import { n as forgetItinerary } from "./offline_rOyn9JAx.mjs";
import { s as toastSuccess, t as Toaster } from "./Toaster_DHqoy3xL.mjs";
import { n as require_jsx_runtime } from "./Icon_DbNIL5CZ.mjs";
import { r as isPersonOpeningPage } from "./request-origin_CVMT639M.mjs";
import { t as accessPageModel } from "./pages_IQ5OI0iT.mjs";
// src/islands/access/ShareLinkAccess.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** /access/{projectId}: the project id is in the path, only the code is asked. */
function ShareLinkAccess({ projectId, initialCode = "", prefilledCode = "", projectName, ownerName, details = null, initialOutcome = null }) {
	const [state, setState] = (0, import_react.useState)(initialCode ? "loading" : initialOutcome?.kind === "locked" ? "locked" : initialOutcome?.kind === "paused" ? "paused" : "form");
	const [code, setCode] = (0, import_react.useState)((initialCode || prefilledCode).trim().toUpperCase());
	const [busy, setBusy] = (0, import_react.useState)(false);
	const [failures, setFailures] = (0, import_react.useState)(0);
	const [remaining, setRemaining] = (0, import_react.useState)(initialOutcome?.kind === "denied" ? initialOutcome.attemptsRemaining : null);
	const [error, setError] = (0, import_react.useState)(initialOutcome?.kind === "denied" || initialOutcome?.kind === "error" ? initialOutcome.message : null);
	const [codeError, setCodeError] = (0, import_react.useState)(null);
	const [paused, setPaused] = (0, import_react.useState)(initialOutcome?.kind === "paused" ? initialOutcome.message : null);
	const [retryAfter, setRetryAfter] = (0, import_react.useState)(initialOutcome?.kind === "locked" ? initialOutcome.retryAfterSeconds : void 0);
	const [hydrated, setHydrated] = (0, import_react.useState)(false);
	(0, import_react.useEffect)(() => {
		setHydrated(true);
		if (projectId) forgetItinerary(projectId);
	}, [projectId]);
	const tried = (0, import_react.useRef)(false);
	function handle(outcome, fromLink) {
		if (outcome.kind === "granted") {
			setState("redirect");
			toastSuccess("Access granted!", "Welcome to the itinerary.");
			window.location.assign(`/project/${encodeURIComponent(outcome.project.projectId)}`);
			return;
		}
		setBusy(false);
		if (outcome.kind === "locked") {
			setFailures(5);
			setRetryAfter(outcome.retryAfterSeconds);
			setState("locked");
			return;
		}
		if (outcome.kind === "paused") {
			setPaused(outcome.message);
			setState("paused");
			return;
		}
		setState("form");
		if (outcome.kind === "denied") {
			setFailures((n) => n + 1);
			setRemaining(outcome.attemptsRemaining);
			setError(fromLink ? ACCESS_TEXT.invalidLink : outcome.message);
			return;
		}
		setError(outcome.message);
	}
	(0, import_react.useEffect)(() => {
		if (!initialCode || tried.current) return;
		tried.current = true;
		requestAccess(projectId, { accessCode: initialCode.trim().toUpperCase() }, 0).then((o) => handle(o, true));
	}, []);
	async function onSubmit(e) {
		e.preventDefault();
		const checked = checkField(accessCodeSchema, code);
		if (!checked.ok) {
			setCodeError(checked.message);
			return;
		}
		if (busy) return;
		setBusy(true);
		setError(null);
		handle(await requestAccess(projectId, { accessCode: checked.data }, failures), false);
	}
	if (!projectId) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LockoutCard, {
		title: "Access Error",
		message: ACCESS_TEXT.missingId,
		actionLabel: "Go to Homepage"
	});
	if (state === "locked") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LockoutCard, {
		title: "Access Error",
		message: ACCESS_TEXT.lockedOut,
		retryAfterSeconds: retryAfter,
		actionLabel: "Go to Homepage",
		onRetry: () => {
			setFailures(0);
			setRemaining(null);
			setError(null);
			setCode("");
			setState("form");
		}
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Toaster, {})] });
	if (state === "paused") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LockoutCard, {
		title: ACCESS_TEXT.pausedTitle,
		message: paused ?? "",
		actionLabel: "Go to Homepage"
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Toaster, {})] });
	if (state === "loading" || state === "redirect") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "card flex flex-col items-center gap-4 p-10 text-center",
		role: "status",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "h-10 w-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600",
				"aria-hidden": "true"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "font-medium text-ink-soft",
				children: "Accessing itinerary..."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Toaster, {})
		]
	});
	const heading = projectName ? `Join ${projectName}` : "Access Itinerary";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "card p-6 sm:p-8",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-sm font-semibold tracking-wide text-brand-700 uppercase",
				children: "You're invited"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "mt-1 text-2xl font-bold tracking-tight sm:text-3xl",
				children: heading
			}),
			details && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-1 text-sm font-medium text-ink-soft",
				children: details
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-2 text-ink-soft",
				children: ownerName && ownerName.toLowerCase() !== "anonymous" ? `${ownerName} shared this itinerary with you. Enter the access code to see the plan.` : "Enter the access code from your host to see the plan."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
				method: "post",
				action: `/access/${encodeURIComponent(projectId)}`,
				className: "mt-6 space-y-4",
				onSubmit,
				noValidate: true,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccessCodeField, {
						id: "share-access-code",
						name: "accessCode",
						className: "text-lg",
						value: code,
						onChange: (value) => {
							setCode(value);
							setError(null);
							setCodeError(null);
						},
						autoFocus: true,
						error: codeError,
						"aria-invalid": error ? true : void 0,
						describedBy: "share-access-error"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						id: "share-access-error",
						"aria-live": "polite",
						children: error && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							className: "rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800",
							children: [error, remaining !== null && remaining > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "mt-1 block font-semibold",
								children: attemptsRemainingText(remaining)
							})]
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "flex flex-col-reverse gap-2 sm:flex-row",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
							href: "/",
							className: "btn-secondary sm:flex-1",
							children: "Cancel"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
							type: "submit",
							className: "btn-primary sm:flex-1",
							disabled: hydrated && (!code.trim() || busy),
							children: busy ? "Accessing..." : "Access Itinerary"
						})]
					})
				]
			})
		]
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Toaster, {})] });
}
// src/pages/access/[projectId].astro
var _projectId__exports = /* @__PURE__ */ __exportAll({
	default: () => $$ProjectId,
	file: () => $$file,
	url: () => $$url
});
createAstro("http://localhost:4321");
var $$ProjectId = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$ProjectId;
	const projectId = Astro.params.projectId ?? "";
	const linkCode = Astro.url.searchParams.get("code");
	if (linkCode !== null) Astro.response.headers.set("Referrer-Policy", "no-referrer");
	const toItinerary = (id) => new Response(null, {
		status: 303,
		headers: {
			Location: `/project/${encodeURIComponent(id)}`,
			"Referrer-Policy": "no-referrer"
		}
	});
	const posted = Astro.request.method === "POST" ? await postAccessForm(Astro, projectId) : null;
	if (posted?.kind === "granted") return toItinerary(posted.projectId);
	const model = await accessPageModel(projectId, Astro.locals.session);
	if (!model.preview) {
		Astro.response.status = 404;
		return Astro.rewrite("/404");
	}
	if (model.hasGrant) return Astro.redirect(`/project/${encodeURIComponent(projectId)}`);
	const opened = !posted && linkCode !== null && isPersonOpeningPage(Astro.request) ? await openQuickLink(Astro, projectId, linkCode) : null;
	if (opened?.kind === "granted") return toItinerary(opened.projectId);
	const failed = posted?.kind === "failed" ? posted.outcome : opened?.kind === "failed" ? opened.outcome : null;
	const code = posted ? "" : linkCode ?? "";
	const { name, image } = model.preview;
	const details = [model.preview.dateRange, model.preview.place].filter(Boolean).join(" · ") || null;
	const { SITE_NAME } = config();
	return renderTemplate`${renderComponent($$result, "FormPageLayout", $$FormPageLayout, {
		"title": `Join ${name} | ${SITE_NAME}`,
		"description": `You're invited to ${name}. Open the shared itinerary to see where to be, when, and what to wear.`,
		"canonicalPath": `/access/${projectId}`,
		"image": image.path,
		"imageSize": {
			width: image.width,
			height: image.height
		},
		"imageAlt": image.alt,
		"noindex": true
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "ShareLinkAccess", ShareLinkAccess, {
		"client:load": true,
		"projectId": projectId,
		"initialCode": opened ? "" : code,
		"prefilledCode": opened ? code : "",
		"projectName": name,
		"ownerName": model.preview.ownerName ?? null,
		"details": details,
		"initialOutcome": failed,
		"client:component-hydration": "load",
		"client:component-path": "/work/wt-share/src/islands/access/ShareLinkAccess.tsx",
		"client:component-export": "default"
	})}` })}`;
}, "/work/wt-share/src/pages/access/[projectId].astro", void 0);
var $$file = "/work/wt-share/src/pages/access/[projectId].astro";
var $$url = "/access/[projectId]";
// \0virtual:astro:page:src/pages/access/[projectId]@_@astro
var page = () => _projectId__exports;
export { page };
