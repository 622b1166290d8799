import { i as __toESM, n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { n as createComponent, t as createAstro } from "./compiler_CUF-eHDW.mjs";
import { t as $$FormPageLayout } from "./FormPageLayout_BqgDBm2F.mjs";
import { t as require_react } from "./react_DMaO6YvO.mjs";
import { a as errorMessage, i as apiRequest, n as require_jsx_runtime, t as Icon } from "./Icon_DbNIL5CZ.mjs";
import { E as checkForm, Ji as renderComponent, ea as renderTemplate, f as emailLinkRequestSchema, ui as MINUTE_MS, xr as config, zr as EMAIL_LINK_TTL_MS } from "./schemas_BP9cnbZP.mjs";
import { t as TextField } from "./TextField_QYGYtdWp.mjs";
import { _ as envelope } from "./icon-paths_DzBpWEtZ.mjs";
import { n as safeReturnTo } from "./return-to_fSNwyvDK.mjs";
// src/islands/login/LoginForm.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var LINK_MINUTES = Math.round(EMAIL_LINK_TTL_MS / MINUTE_MS);
var SEND_FAILED = "We could not send the sign-in link. Please try again.";
/** Passwordless sign-in: email → 'Check your email' → the link signs in. */
function LoginForm({ returnTo, error = null }) {
	const [email, setEmail] = (0, import_react.useState)("");
	const [sentTo, setSentTo] = (0, import_react.useState)(null);
	const [busy, setBusy] = (0, import_react.useState)(false);
	const [problem, setProblem] = (0, import_react.useState)(null);
	const [resent, setResent] = (0, import_react.useState)(false);
	async function send(address) {
		const parsed = checkForm(emailLinkRequestSchema, {
			email: address,
			returnTo
		});
		if (!parsed.ok) {
			setProblem(parsed.message);
			focusEmail();
			return false;
		}
		setBusy(true);
		setProblem(null);
		try {
			await apiRequest("POST", "/api/auth/email-link", parsed.data);
			setSentTo(parsed.data.email);
			return true;
		} catch (failure) {
			setProblem(errorMessage(failure, SEND_FAILED));
			return false;
		} finally {
			setBusy(false);
		}
	}
	async function onSubmit(e) {
		e.preventDefault();
		setResent(false);
		await send(email);
	}
	async function resend() {
		if (!sentTo) return;
		setResent(false);
		if (await send(sentTo)) setResent(true);
	}
	function useAnotherEmail() {
		setSentTo(null);
		setProblem(null);
		setResent(false);
		requestAnimationFrame(() => focusEmail());
	}
	if (sentTo) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "card p-6 text-center sm:p-8",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
					icon: envelope,
					className: "h-7 w-7",
					strokeWidth: 1.8
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "mt-4 text-2xl font-bold tracking-tight sm:text-3xl",
				children: "Check your email"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "mt-2 text-ink-soft",
				children: [
					"We sent a sign-in link to",
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", {
						className: "font-semibold text-ink [overflow-wrap:anywhere]",
						children: sentTo
					}),
					". Open it to finish signing in."
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "mt-2 text-sm text-ink-muted",
				children: [
					"The link expires in ",
					LINK_MINUTES,
					" minutes and works once. Nothing there? Check your spam folder. If you once stopped our emails to this address, allow them again with the link at the bottom of any email from us."
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				role: "status",
				"aria-live": "polite",
				className: "text-sm",
				children: [resent && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-4 font-medium text-emerald-700",
					children: "A new link is on its way."
				}), problem && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-4 font-medium text-red-700",
					children: problem
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mt-6 flex flex-col gap-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "btn-secondary w-full py-3",
					onClick: resend,
					disabled: busy,
					children: busy ? "Sending..." : "Send a new link"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "btn-ghost w-full",
					onClick: useAnotherEmail,
					children: "Use a different email"
				})]
			})
		]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "card p-6 sm:p-8",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "text-2xl font-bold tracking-tight sm:text-3xl",
				children: "Sign in"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-2 text-ink-soft",
				children: "Enter your email and we will send you a link to sign in. No password needed. New here? The same link creates your account."
			}),
			error === "expired" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "alert",
				className: "mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900",
				children: "That sign-in link is invalid or has expired. Enter your email to get a new one."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
				className: "mt-6 space-y-4",
				onSubmit,
				noValidate: true,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						id: "login-email",
						label: "Email",
						type: "email",
						value: email,
						onChange: (e) => setEmail(e.target.value),
						autoComplete: "email",
						autoCapitalize: "none",
						spellCheck: false,
						maxLength: 254,
						placeholder: "you@example.com",
						"aria-invalid": problem ? true : void 0,
						describedBy: problem ? "login-problem" : void 0,
						className: problem ? "border-red-400" : "",
						required: true
					}),
					problem && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						id: "login-problem",
						role: "alert",
						className: "text-sm font-medium text-red-700",
						children: problem
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "submit",
						className: "btn-primary w-full py-3 text-base",
						disabled: busy,
						children: busy ? "Sending..." : "Send sign-in link"
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "mt-5 text-center text-xs text-ink-muted",
				children: [
					"By signing in you agree to the ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
						className: "whitespace-nowrap underline hover:text-ink",
						href: "/terms",
						children: "Terms"
					}),
					" and",
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
						className: "whitespace-nowrap underline hover:text-ink",
						href: "/privacy-policy",
						children: "Privacy Policy"
					}),
					"."
				]
			})
		]
	});
}
var focusEmail = () => document.getElementById("login-email")?.focus();
// src/pages/login.astro
var login_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Login,
	file: () => $$file,
	url: () => $$url
});
createAstro("http://localhost:4321");
var $$Login = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Login;
	const returnTo = safeReturnTo(Astro.url.searchParams.get("returnTo"));
	if (Astro.locals.user) return Astro.redirect(returnTo, 302);
	const error = Astro.url.searchParams.get("error") === "expired" ? "expired" : null;
	Astro.response.headers.set("Cache-Control", "no-store");
	const { SITE_NAME } = config();
	return renderTemplate`${renderComponent($$result, "FormPageLayout", $$FormPageLayout, {
		"title": `Sign In | ${SITE_NAME}`,
		"description": `Sign in to ${SITE_NAME} with a link sent to your email.`,
		"canonicalPath": "/login",
		"noindex": true
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "LoginForm", LoginForm, {
		"client:load": true,
		"returnTo": returnTo,
		"error": error,
		"client:component-hydration": "load",
		"client:component-path": "/work/wt-share/src/islands/login/LoginForm.tsx",
		"client:component-export": "default"
	})}` })}`;
}, "/work/wt-share/src/pages/login.astro", void 0);
var $$file = "/work/wt-share/src/pages/login.astro";
var $$url = "/login";
// \0virtual:astro:page:src/pages/login@_@astro
var page = () => login_exports;
export { page };
