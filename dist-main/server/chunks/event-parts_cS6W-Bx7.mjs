import { X as mapsSearchUrl } from "./schemas_BP9cnbZP.mjs";
import { n as require_jsx_runtime } from "./Icon_DbNIL5CZ.mjs";
// src/islands/itinerary/event-parts.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* A labelled detail. `inline` puts the label beside the value from the sm breakpoint (list
* cards); otherwise the label sits above it (dialogs).
*/
function Detail({ label, icon, inline = false, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: `flex flex-col gap-0.5 text-sm ${inline ? "sm:flex-row sm:gap-3" : ""}`,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dt", {
			className: `flex shrink-0 items-center gap-1.5 font-semibold text-ink-soft ${inline ? "sm:w-32" : ""}`,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "text-[var(--theme-primary-text)]",
				children: icon
			}), label]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
			className: `min-w-0 flex-1 break-words pl-[22px] text-ink ${inline ? "sm:pl-0" : ""}`,
			children
		})]
	});
}
/** The event's location as a maps search link, opening in a new tab. */
function MapsLink({ location }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
		href: mapsSearchUrl(location),
		target: "_blank",
		rel: "noopener noreferrer",
		className: "font-medium text-[var(--theme-primary-text)] underline decoration-1 underline-offset-2 hover:decoration-2",
		children: [location, /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "sr-only",
			children: " (opens maps in a new tab)"
		})]
	});
}
/**
* "– 10:30 PM", "– Mon, Jun 16, 2:30 AM": an event's end on the line under its start time (list
* cards, the print view, calendar rows), read "until …" by screen readers. The day and the time
* each stay whole when the column is narrow.
*/
function EventEnd({ end, endDay, endDatetime, className }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
		className,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: "whitespace-nowrap",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						"aria-hidden": "true",
						children: "– "
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "sr-only",
						children: "until "
					}),
					endDay && `${endDay}, `
				]
			}),
			endDay && " ",
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
				dateTime: endDatetime,
				className: "whitespace-nowrap",
				children: end
			})
		]
	});
}
export { EventEnd as n, MapsLink as r, Detail as t };
