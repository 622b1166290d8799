import { i as __toESM } from "./rolldown-runtime_DYf_mQCB.mjs";
import { t as require_react } from "./react_DMaO6YvO.mjs";
import { n as require_jsx_runtime } from "./Icon_DbNIL5CZ.mjs";
// src/ui/useTabKeys.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* Keyboard of the WAI-ARIA tabs pattern with automatic activation: the arrows move (wrapping),
* Home and End jump, and the tab reached is selected and focused. Give each tab button
* `ref={(el) => { refs.current[i] = el; }}` and `onKeyDown={(e) => onKeyDown(e, i)}`.
*/
function useTabKeys(tabs, onSelect) {
	const refs = (0, import_react.useRef)([]);
	function onKeyDown(e, index) {
		const last = tabs.length - 1;
		const next = e.key === "ArrowRight" ? index === last ? 0 : index + 1 : e.key === "ArrowLeft" ? index === 0 ? last : index - 1 : e.key === "Home" ? 0 : e.key === "End" ? last : null;
		if (next === null) return;
		e.preventDefault();
		const tab = tabs[next];
		if (!tab) return;
		onSelect(tab.id);
		refs.current[next]?.focus();
	}
	return {
		refs,
		onKeyDown
	};
}
// src/ui/TabList.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A click the browser should handle itself: a new tab or window, a download. */
var opensElsewhere = (e) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;
/**
* A WAI-ARIA tab list with automatic activation (arrows, Home and End move and select): the
* itinerary's views, the admin panel's sections and the dashboard's tabs share it and differ
* only in their classes.
*/
function TabList({ tabs, active, onSelect, label, tabId, panelId, className, tabClassName, after, href, roving = true }) {
	const { refs, onKeyDown } = useTabKeys(tabs, onSelect);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		role: "tablist",
		"aria-label": label,
		className,
		children: tabs.map((tab, i) => {
			const selected = tab.id === active;
			const common = {
				ref: (el) => {
					refs.current[i] = el;
				},
				role: "tab",
				id: tabId(tab.id),
				"aria-selected": selected,
				"aria-controls": panelId(tab.id),
				tabIndex: roving ? selected ? 0 : -1 : 0,
				onKeyDown: (e) => onKeyDown(e, i),
				className: tabClassName(selected)
			};
			if (href) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
				...common,
				href: href(tab.id),
				"aria-current": selected ? "page" : void 0,
				onClick: (e) => {
					if (opensElsewhere(e)) return;
					e.preventDefault();
					onSelect(tab.id);
				},
				children: [tab.label, after]
			}, tab.id);
			return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
				...common,
				type: "button",
				onClick: () => onSelect(tab.id),
				children: [tab.label, after]
			}, tab.id);
		})
	});
}
// src/ui/url-params.ts
/**
* Changing the page's query string without a navigation or a history entry: tabs that are
* addressable (?tab=) and one-time flags (?signedIn=1, ?owned=true) that are removed once used.
*/
function replaceSearchParams(change) {
	const url = new URL(window.location.href);
	change(url.searchParams);
	window.history.replaceState(window.history.state, "", url);
}
/** ?tab=<id>, left out for the default tab so the plain URL stays the usual one. */
function rememberTab(tab, defaultTab) {
	replaceSearchParams((params) => {
		if (tab === defaultTab) params.delete("tab");
		else params.set("tab", tab);
	});
}
/**
* The itinerary page's own URL for a tab and people filter: what the server renders (?tab=…,
* left out for the list, and ?person=… once per selected name), so links work without JS.
*/
function itineraryHref(path, tab, people) {
	const params = new URLSearchParams();
	if (tab !== "list") params.set("tab", tab);
	for (const person of people) params.append("person", person);
	const query = params.toString();
	return query ? `${path}?${query}` : path;
}
/** Keeps ?person=… in the address bar in step with the people filter. */
function rememberPeople(people) {
	replaceSearchParams((params) => {
		params.delete("person");
		for (const person of people) params.append("person", person);
	});
}
export { TabList as a, replaceSearchParams as i, rememberPeople as n, rememberTab as r, itineraryHref as t };
