import { i as __toESM } from "./rolldown-runtime_DYf_mQCB.mjs";
import { t as require_react } from "./react_DMaO6YvO.mjs";
import { i as apiRequest, n as require_jsx_runtime } from "./Icon_DbNIL5CZ.mjs";
import { a as toastError, s as toastSuccess } from "./Toaster_DHqoy3xL.mjs";
import { t as CopyButton } from "./CopyButton_B5GiPsrx.mjs";
// src/islands/admin/CodeAttackNotice.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** "Wednesday at 9:37 PM", in the browser's time zone. */
function when(iso) {
	if (!iso) return "tomorrow";
	const date = new Date(iso);
	return `${date.toLocaleDateString(void 0, { weekday: "long" })} at ${date.toLocaleTimeString(void 0, {
		hour: "numeric",
		minute: "2-digit"
	})}`;
}
/**
* The attack notice of admin mode (docs/security-codes.md): shown when today's budget of wrong
* codes is spent, so the host knows why new guests are refused and can let them in again with
* one click: a new random access code, which restarts the budget. Guests already in keep their
* access unless the host also signs everyone out (off by default: under a guessing attack
* nobody got in, since a guess is refused before it is checked once the budget is spent).
*/
function CodeAttackNotice({ projectId, version, onProjectChange }) {
	const [status, setStatus] = (0, import_react.useState)(null);
	const [signOut, setSignOut] = (0, import_react.useState)(false);
	const [busy, setBusy] = (0, import_react.useState)(false);
	const [fresh, setFresh] = (0, import_react.useState)(null);
	const id = (0, import_react.useId)();
	const load = (0, import_react.useCallback)(async () => {
		try {
			setStatus(await apiRequest("GET", `/api/projects/${encodeURIComponent(projectId)}/code-budget`));
		} catch {
			setStatus(null);
		}
	}, [projectId]);
	(0, import_react.useEffect)(() => {
		load();
	}, [load, version]);
	async function makeNewCode() {
		setBusy(true);
		try {
			const res = await apiRequest("POST", `/api/projects/${encodeURIComponent(projectId)}/access-code`, { signOutGuests: signOut });
			onProjectChange(res.project);
			setFresh(res.project.accessCode ?? null);
			toastSuccess("New access code made", res.signedOut ? "Everyone else was signed out." : "Guests who already entered keep their access.");
			await load();
		} catch (error) {
			toastError(error, "Could not make a new code. Please try again.");
		} finally {
			setBusy(false);
		}
	}
	const origin = typeof window === "undefined" ? "" : window.location.origin;
	const access = status?.access;
	const admin = status?.admin;
	if (!fresh && !access?.spent && !admin?.spent) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "mx-auto w-full max-w-3xl px-4 pt-4 sm:px-6 print:hidden",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
			"aria-labelledby": `${id}-title`,
			className: "rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-ink shadow-sm sm:p-5",
			"data-testid": "code-attack-notice",
			children: [
				access?.spent && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
						id: `${id}-title`,
						className: "text-base font-semibold",
						children: "Someone has tried many wrong codes today"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "mt-1 text-ink-soft",
						children: [
							"To keep your itinerary safe, it stopped checking access codes after ",
							access.limit,
							" ",
							"wrong ones. Codes will be accepted again on ",
							when(access.resetsAt),
							". Guests who already entered still see the itinerary; new guests are asked to contact you."
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "mt-2 text-ink-soft",
						children: "Make a new access code to let your group in now: the old code stops working, and the new one is accepted at once. Then send your group the new quick link."
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
						className: "mt-3 flex items-start gap-2",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
							type: "checkbox",
							className: "mt-0.5 h-4 w-4 shrink-0 accent-[var(--theme-primary)]",
							checked: signOut,
							onChange: (e) => setSignOut(e.target.checked)
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: "Also sign everyone out (they will need the new code)" })]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "btn-primary mt-3",
						disabled: busy,
						onClick: () => void makeNewCode(),
						children: busy ? "Making a new code…" : "Make a new access code"
					})
				] }),
				fresh && !access?.spent && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h2", {
						id: `${id}-title`,
						className: "text-base font-semibold",
						children: [
							"Your new access code is",
							" ",
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "font-mono tracking-[0.2em]",
								"data-testid": "new-access-code",
								children: fresh
							})
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "mt-1 text-ink-soft",
						children: "Send your group the new quick link: it opens the itinerary straight away."
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "mt-2 flex items-center gap-2",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("code", {
							className: "min-w-0 flex-1 truncate rounded-lg bg-white px-3 py-2 font-mono text-xs ring-1 ring-black/10",
							children: `${origin}/access/${projectId}?code=${fresh}`
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CopyButton, {
							value: `${origin}/access/${projectId}?code=${fresh}`,
							label: "Copy quick link"
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "btn-secondary mt-3",
						onClick: () => setFresh(null),
						children: "Done"
					})
				] }),
				admin?.spent && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: access?.spent || fresh ? "mt-4 border-t border-amber-200 pt-4" : "",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
						id: access?.spent || fresh ? void 0 : `${id}-title`,
						className: "text-base font-semibold",
						children: "Someone has tried many wrong admin codes today"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "mt-1 text-ink-soft",
						children: [
							"The admin code is not being checked until ",
							when(admin.resetsAt),
							", so nobody can guess it. You stay in edit mode on this device, and so does anyone already editing. Co-hosts who have not entered the admin code yet can do so after that. If you think someone knows the admin code, change it under Customize, Security (with full access): a new admin code is accepted at once and takes edit access away from everyone else."
						]
					})]
				})
			]
		})
	});
}
export { CodeAttackNotice as default };
