import { i as __toESM } from "./rolldown-runtime_DYf_mQCB.mjs";
import { t as require_react } from "./react_DMaO6YvO.mjs";
import { n as require_jsx_runtime, t as Icon } from "./Icon_DbNIL5CZ.mjs";
import { h as close } from "./icon-paths_DzBpWEtZ.mjs";
// src/ui/focus-return.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* Where keyboard focus goes when something that took it (a dialog, a menu item, a toggle that is
* replaced) goes away: back to the control that opened it, and never to <body>
* (docs/accessibility.md "Focus return").
*/
/** True when `el` is in the document, rendered and not inert: focus() would land on it. */
function canTakeFocus(el) {
	if (!(el instanceof HTMLElement) || !el.isConnected || el === document.body) return false;
	if (el.closest("[inert]") || el.disabled) return false;
	return el.getClientRects().length > 0;
}
/**
* The control to give focus back to: the opener itself, or, when it sat in a popover menu that
* has closed since (the footer's 'More' menu), the button that opens that menu.
*/
function openerTarget(opener) {
	if (canTakeFocus(opener)) return opener;
	const popover = opener?.isConnected ? opener.closest("[popover]") : null;
	if (popover?.id) {
		const invoker = document.querySelector(`[popovertarget="${CSS.escape(popover.id)}"]`);
		if (canTakeFocus(invoker)) return invoker;
	}
	return null;
}
/**
* A sensible place when there is no opener (a dialog that opened by itself, or a control that
* disappeared): the selected tab of the page's tab list, else the page's main heading, else
* the main landmark. Headings and landmarks become focusable from script only (tabindex -1).
*/
function pageFocusTarget() {
	const tab = document.querySelector("[role=\"tablist\"] [role=\"tab\"][aria-selected=\"true\"]");
	if (canTakeFocus(tab)) return tab;
	for (const selector of ["h1", "#main"]) {
		const el = document.querySelector(selector);
		if (!el || !canTakeFocus(el)) continue;
		if (el.tabIndex < 0 && !el.hasAttribute("tabindex")) el.tabIndex = -1;
		return el;
	}
	return null;
}
/** Puts focus back on `opener`, or on the page's fallback when the opener is gone. */
function returnFocus(opener) {
	const active = document.activeElement;
	if (active?.closest("dialog[open]")) return;
	const target = openerTarget(opener) ?? pageFocusTarget();
	if (target && active !== target) target.focus();
}
// src/ui/Dialog.tsx
var import_jsx_runtime = require_jsx_runtime();
var widths = {
	sm: "sm:max-w-sm",
	md: "sm:max-w-md",
	lg: "sm:max-w-lg",
	panel: ""
};
/**
* A modal on the native <dialog>: showModal() traps focus and makes the rest of the page inert,
* Escape closes. Focus starts on the element marked `data-autofocus` (a form's first field; React's
* autoFocus runs before the dialog is shown and is lost), else on the first control; on closing it
* returns to the control that opened the dialog, or to the page's tab list or heading when that
* control is gone or the dialog opened by itself (src/ui/focus-return.ts).
*/
function Dialog({ open, onClose, title, description, children, footer, size = "md", headerActions }) {
	const ref = (0, import_react.useRef)(null);
	const titleId = (0, import_react.useId)();
	const descriptionId = (0, import_react.useId)();
	const opener = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		const dialog = ref.current;
		if (!dialog) return;
		if (open && !dialog.open) {
			const active = document.activeElement;
			opener.current = active?.closest("[data-tap-frame]") ? document.querySelector("[data-tap-opener]") : active;
			dialog.showModal();
			dialog.querySelector("[data-autofocus]")?.focus();
		}
		if (!open && dialog.open) {
			dialog.close();
			returnFocus(opener.current);
			opener.current = null;
		}
	}, [open]);
	(0, import_react.useEffect)(() => () => {
		const openedBy = opener.current;
		if (openedBy) queueMicrotask(() => returnFocus(openedBy));
	}, []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dialog", {
		ref,
		"aria-labelledby": titleId,
		"aria-describedby": description ? descriptionId : void 0,
		onCancel: (e) => {
			e.preventDefault();
			e.stopPropagation();
			onClose();
		},
		onClick: (e) => {
			if (e.target === e.currentTarget) onClose();
		},
		className: size === "panel" ? PANEL_CLASSES : `m-auto w-[calc(100%-2rem)] ${widths[size]} rounded-3xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/50 backdrop:backdrop-blur-sm`,
		children: [open && size === "panel" && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex h-full flex-col",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "shrink-0 px-5 pt-4 pb-3 sm:px-7 sm:pt-6",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "flex items-center gap-3",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
								id: titleId,
								className: "min-w-0 flex-1 text-xl font-bold tracking-tight",
								children: title
							}),
							headerActions,
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CloseButton, {
								onClose,
								className: "-mr-2 shrink-0"
							})
						]
					}), description && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						id: descriptionId,
						className: "mt-1 text-sm text-ink-soft",
						children: description
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "flex min-h-0 flex-1 flex-col",
					children
				}),
				footer && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "flex shrink-0 justify-end gap-2 border-t border-black/5 bg-white px-5 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-7",
					children: footer
				})
			]
		}), open && size !== "panel" && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "p-6 sm:p-7",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: titleId,
					className: "pr-8 text-xl font-bold tracking-tight",
					children: title
				}),
				description && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					id: descriptionId,
					className: "mt-2 text-sm text-ink-soft",
					children: description
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CloseButton, {
					onClose,
					className: "absolute top-4 right-4"
				}),
				children && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "mt-5",
					children
				}),
				footer && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
					children: footer
				})
			]
		})]
	});
}
var PANEL_CLASSES = "m-0 h-dvh max-h-none w-full max-w-none bg-white p-0 font-sans text-ink shadow-2xl backdrop:bg-ink/40 sm:m-auto sm:h-[min(56rem,calc(100dvh-3rem))] sm:w-[calc(100%-3rem)] sm:max-w-3xl sm:rounded-3xl";
function CloseButton({ onClose, className }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
		type: "button",
		onClick: onClose,
		className: `rounded-full p-2 text-ink-muted hover:bg-black/5 hover:text-ink ${className}`,
		"aria-label": "Close dialog",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
			icon: close,
			className: "h-5 w-5"
		})
	});
}
export { Dialog as t };
