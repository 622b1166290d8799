import { i as __toESM, n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { n as createComponent, t as createAstro } from "./compiler_CUF-eHDW.mjs";
import { t as $$FormPageLayout } from "./FormPageLayout_BqgDBm2F.mjs";
import { E as checkForm, Ji as renderComponent, ea as renderTemplate, hr as MESSAGES, n as accessFormSchema, xr as config } from "./schemas_BP9cnbZP.mjs";
import { t as require_react } from "./react_DMaO6YvO.mjs";
import { a as ACCESS_TEXT, c as requestAccess, i as AccessCodeField, l as waitForSession, n as postAccessForm, o as attemptsRemainingText, r as LockoutCard, s as fetchPreview } from "./access-form_uKnsaZ-d.mjs";
import { o as toastProblem, s as toastSuccess, t as Toaster } from "./Toaster_DHqoy3xL.mjs";
import { t as TextField } from "./TextField_QYGYtdWp.mjs";
import { n as require_jsx_runtime } from "./Icon_DbNIL5CZ.mjs";
// src/islands/access/AccessForm.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** The /access form: project id, email and access code. */
function AccessForm({ initialProjectId = "", initialCode = "", initialEmail = "", initialOutcome = null }) {
	const locked = Boolean(initialProjectId && initialCode);
	const [projectId, setProjectId] = (0, import_react.useState)(initialProjectId);
	const [email, setEmail] = (0, import_react.useState)(initialEmail);
	const [code, setCode] = (0, import_react.useState)(initialCode.toUpperCase());
	const [busy, setBusy] = (0, import_react.useState)(false);
	const [failures, setFailures] = (0, import_react.useState)(0);
	const [remaining, setRemaining] = (0, import_react.useState)(initialOutcome?.kind === "denied" ? initialOutcome.attemptsRemaining : null);
	const [blocked, setBlocked] = (0, import_react.useState)(initialOutcome?.kind === "locked" ? { retryAfterSeconds: initialOutcome.retryAfterSeconds } : null);
	const [paused, setPaused] = (0, import_react.useState)(initialOutcome?.kind === "paused" ? initialOutcome.message : null);
	const [postError, setPostError] = (0, import_react.useState)(initialOutcome?.kind === "denied" || initialOutcome?.kind === "error" ? initialOutcome.message : null);
	const [preview, setPreview] = (0, import_react.useState)(null);
	const [fieldErrors, setFieldErrors] = (0, import_react.useState)({});
	(0, import_react.useEffect)(() => {
		const id = projectId.trim();
		if (id.length !== 8 && !id.startsWith("example-")) {
			setPreview(null);
			return;
		}
		let cancelled = false;
		fetchPreview(id).then((p) => {
			if (cancelled) return;
			setPreview(p);
			if (p) document.title = `Join ${p.name} | Itinerary`;
		});
		return () => {
			cancelled = true;
		};
	}, [projectId]);
	async function onSubmit(e) {
		e.preventDefault();
		setPostError(null);
		const checked = checkForm(accessFormSchema, {
			projectId,
			email,
			accessCode: code
		});
		if (!checked.ok) {
			if (checked.message === MESSAGES.accessFieldsRequired) toastProblem("Missing Information", checked.message);
			else setFieldErrors(checked.errors);
			return;
		}
		const { projectId: id, ...body } = checked.data;
		setBusy(true);
		const outcome = await requestAccess(id, body, failures);
		if (outcome.kind === "granted") {
			toastSuccess("Access Granted!", `Welcome to ${outcome.project.name}`);
			await waitForSession(outcome.project.projectId);
			window.location.assign(`/project/${encodeURIComponent(outcome.project.projectId)}`);
			return;
		}
		setBusy(false);
		if (outcome.kind === "locked") {
			setFailures((n) => n + 1);
			setBlocked({ retryAfterSeconds: outcome.retryAfterSeconds });
			toastProblem("Access Denied", ACCESS_TEXT.blocked);
			return;
		}
		if (outcome.kind === "paused") {
			setPaused(outcome.message);
			return;
		}
		if (outcome.kind === "denied") {
			setFailures((n) => n + 1);
			setRemaining(outcome.attemptsRemaining);
			toastProblem("Access Denied", `${outcome.message} ${attemptsRemainingText(outcome.attemptsRemaining)}`);
			return;
		}
		toastProblem("Access Denied", outcome.message);
	}
	if (paused) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LockoutCard, {
		title: ACCESS_TEXT.pausedTitle,
		message: paused,
		actionLabel: "Back to Home"
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Toaster, {})] });
	if (blocked) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LockoutCard, {
		title: "Access Denied",
		message: ACCESS_TEXT.blockedCard,
		retryAfterSeconds: blocked.retryAfterSeconds,
		actionLabel: "Back to Home",
		onRetry: () => {
			setFailures(0);
			setRemaining(null);
			setBlocked(null);
		}
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Toaster, {})] });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "card p-6 sm:p-8",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "text-2xl font-bold tracking-tight sm:text-3xl",
				children: preview ? `Join ${preview.name}` : "Access Your Itinerary"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-2 text-ink-soft",
				children: preview?.ownerName && preview.ownerName.toLowerCase() !== "anonymous" ? `${preview.ownerName} invited you. Enter your details to view the plan.` : "Enter the project ID and access code your host shared with you."
			}),
			postError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "alert",
				className: "mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800",
				children: postError
			}),
			remaining !== null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "status",
				className: "mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900",
				children: attemptsRemainingText(remaining)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
				method: "post",
				className: "mt-6 space-y-5",
				onSubmit,
				noValidate: true,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						id: "access-project-id",
						name: "projectId",
						label: "Project ID",
						hint: `Project ID is 8 characters`,
						className: "font-mono",
						value: projectId,
						error: fieldErrors.projectId,
						onChange: (e) => {
							setProjectId(e.target.value.trim().toLowerCase());
							setFieldErrors(({ projectId: _, ...rest }) => rest);
						},
						readOnly: locked,
						autoComplete: "off",
						autoCapitalize: "none",
						spellCheck: false,
						maxLength: 64,
						placeholder: "e.g. k3v9x2qa"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						id: "access-email",
						name: "email",
						label: "Your Email",
						type: "email",
						value: email,
						error: fieldErrors.email,
						onChange: (e) => {
							setEmail(e.target.value);
							setFieldErrors(({ email: _, ...rest }) => rest);
						},
						autoComplete: "email",
						maxLength: 254,
						placeholder: "you@example.com"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccessCodeField, {
						id: "access-code",
						name: "accessCode",
						value: code,
						error: fieldErrors.accessCode,
						onChange: (value) => {
							setCode(value);
							setFieldErrors(({ accessCode: _, ...rest }) => rest);
						},
						readOnly: locked
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "submit",
						className: "btn-primary w-full py-3 text-base",
						disabled: busy,
						children: busy ? "Accessing..." : "Access Itinerary"
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
				href: "/",
				className: "btn-ghost mt-3 w-full",
				children: "Back to Home"
			})
		]
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Toaster, {})] });
}
// src/pages/access/index.astro
var access_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Index,
	file: () => $$file,
	url: () => $$url
});
createAstro("http://localhost:4321");
var $$Index = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Index;
	const posted = Astro.request.method === "POST" ? await postAccessForm(Astro) : null;
	if (posted?.kind === "granted") return Astro.redirect(`/project/${encodeURIComponent(posted.projectId)}`, 303);
	const failed = posted?.kind === "failed" ? posted : null;
	const projectId = failed?.projectId ?? Astro.url.searchParams.get("projectId") ?? Astro.url.searchParams.get("id") ?? "";
	const code = failed ? "" : Astro.url.searchParams.get("code") ?? "";
	const { SITE_NAME } = config();
	return renderTemplate`${renderComponent($$result, "FormPageLayout", $$FormPageLayout, {
		"title": `Access Your Itinerary | ${SITE_NAME}`,
		"description": "Open a shared itinerary with its project ID and access code.",
		"canonicalPath": "/access"
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "AccessForm", AccessForm, {
		"client:load": true,
		"initialProjectId": projectId,
		"initialCode": code,
		"initialEmail": failed?.email ?? "",
		"initialOutcome": failed?.outcome ?? null,
		"client:component-hydration": "load",
		"client:component-path": "/work/wt-share/src/islands/access/AccessForm.tsx",
		"client:component-export": "default"
	})}` })}`;
}, "/work/wt-share/src/pages/access/index.astro", void 0);
var $$file = "/work/wt-share/src/pages/access/index.astro";
var $$url = "/access";
// \0virtual:astro:page:src/pages/access/index@_@astro
var page = () => access_exports;
export { page };
