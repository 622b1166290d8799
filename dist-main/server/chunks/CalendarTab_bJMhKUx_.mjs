import { i as __toESM } from "./rolldown-runtime_DYf_mQCB.mjs";
import { t as require_react } from "./react_DMaO6YvO.mjs";
import { G as formatEventTimes, Mt as formatInTimeZone, U as formatEventDate, z as dayKey } from "./schemas_BP9cnbZP.mjs";
import { a as eventsByDay, c as calendarLayout, d as WIDE_SCREEN_QUERY, i as EventRow, l as daysOf, n as CalendarHeading, o as formatDay, r as DayList, u as initialPageIndex } from "./ItineraryPage_OlD1JTSq.mjs";
import { t as Dialog } from "./Dialog_DmMgLU6Q.mjs";
import { r as MapsLink, t as Detail } from "./event-parts_cS6W-Bx7.mjs";
import { n as require_jsx_runtime, t as Icon } from "./Icon_DbNIL5CZ.mjs";
import { H as time, N as people, P as pin, d as chevronLeftThin, n as burst, p as chevronRightThin } from "./icon-paths_DzBpWEtZ.mjs";
// src/islands/itinerary/EventDetailDialog.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* One event in full: title, description, date and time, Attendees,
* Location as a maps search link, and 'Vibe & Style'. Open while `event` is set.
*/
function EventDetailDialog({ event, timeZone, onClose }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open: event !== null,
		onClose,
		title: event?.title ?? "",
		size: "lg",
		description: event && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
			className: "flex flex-wrap items-center gap-x-1.5 font-semibold text-[var(--theme-primary-text)]",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { icon: time }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("time", {
				dateTime: event.datetime,
				children: [
					formatEventDate(event.datetime, timeZone),
					" · ",
					formatEventTimes(event, timeZone)
				]
			})]
		}),
		footer: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
			type: "button",
			className: "btn-secondary",
			onClick: onClose,
			children: "Close"
		}),
		children: event && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "space-y-4",
			children: [event.description && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "whitespace-pre-line text-ink-soft",
				children: event.description
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
				className: "space-y-3 rounded-2xl bg-black/[0.03] p-4",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Detail, {
						label: "Attendees",
						icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { icon: people }),
						children: event.attendees?.trim() || "Everyone"
					}),
					event.location && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Detail, {
						label: "Location",
						icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { icon: pin }),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MapsLink, { location: event.location })
					}),
					event.vibe && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Detail, {
						label: "Vibe & Style",
						icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { icon: burst }),
						children: event.vibe
					})
				]
			})]
		})
	});
}
// src/islands/itinerary/calendar/DayEventsDialog.tsx
/** Every event of one day, opened from a cell's '+N more' link. */
function DayEventsDialog({ day, events, timeZone, onClose, onSelectEvent }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open: day !== null,
		onClose,
		title: day ? formatDay(day, "EEEE, MMMM d, yyyy") : "",
		description: `${events.length} ${events.length === 1 ? "event" : "events"}`,
		size: "lg",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "-mx-2 divide-y divide-black/5 overflow-hidden rounded-2xl border border-black/5 sm:mx-0",
			children: events.map((event) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EventRow, {
				event,
				timeZone,
				onSelect: onSelectEvent
			}) }, event.id))
		})
	});
}
// src/islands/itinerary/calendar/fullcalendar-styles.ts
/**
* FullCalendar 6 has no CSS files: when its modules load they put their CSS into a
* `<style data-fullcalendar>` element they create in <head>, through `sheet.insertRule`. The
* page's Content Security Policy (style-src 'self' plus hashes, astro.config.mjs) refuses such a
* script-made <style>: Chromium logs "Refused to apply inline style…", the element gets no
* `sheet`, and FullCalendar warns and renders unstyled.
*
* FullCalendar reuses an existing `style[data-fullcalendar]` element and only ever calls
* `insertRule` on its `sheet`. So, before its modules load, we give it one whose `sheet` is a
* constructed stylesheet adopted by the document. Rules added through the CSS object model are not
* subject to style-src, so FullCalendar's own CSS applies with no inline <style> and no change to
* the policy. The element lives in a private XML namespace: it matches the `style` selector but is
* not an HTML <style>, so the browser never treats it as an inline stylesheet.
*
* One rule is left out: the @font-face of FullCalendar's icon font, a data: URL that font-src
* 'self' refuses (Chromium fetches data: fonts as soon as the rule exists, used or not). The
* icons only appear in FullCalendar's toolbar and '+more' popover, and the Calendar tab uses
* neither.
*
* Call this before `import('./CalendarGrid')` (which loads FullCalendar). Safe to call again.
*/
var HOLDER_NAMESPACE = "urn:x-itinerary:fullcalendar-styles";
var isFontFace = (rule) => /^\s*@font-face\b/i.test(rule);
function constructedSheet(doc) {
	try {
		const sheet = new CSSStyleSheet();
		doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
		return {
			get cssRules() {
				return sheet.cssRules;
			},
			insertRule(rule, index = sheet.cssRules.length) {
				if (isFontFace(rule)) return index;
				return sheet.insertRule(rule, Math.min(index, sheet.cssRules.length));
			}
		};
	} catch {
		return {
			cssRules: [],
			insertRule: () => 0
		};
	}
}
function prepareFullCalendarStyles(doc = document) {
	if (doc.querySelector("style[data-fullcalendar]")) return;
	const holder = doc.createElementNS(HOLDER_NAMESPACE, "style");
	holder.setAttribute("data-fullcalendar", "");
	Object.defineProperty(holder, "sheet", { value: constructedSheet(doc) });
	doc.head.append(holder);
}
// src/islands/itinerary/calendar/CalendarTab.tsx
/**
* The Calendar tab: a header naming the dates shown, then
* a FullCalendar day grid on wider screens or a list of days on phones. Clicking an event opens
* its details; '+N more' opens the whole day.
*
* This module is the tab's lazy chunk and stays small: FullCalendar lives in ./CalendarGrid, which
* is only downloaded when the screen is at least 640 px wide.
*/
var CalendarGrid = (0, import_react.lazy)(() => {
	prepareFullCalendarStyles();
	return import("./CalendarGrid_BBospR-C.mjs");
});
var subscribeToWidth = (onChange) => {
	const query = window.matchMedia(WIDE_SCREEN_QUERY);
	query.addEventListener("change", onChange);
	return () => query.removeEventListener("change", onChange);
};
var isWide = () => window.matchMedia(WIDE_SCREEN_QUERY).matches;
/** Unknown on the server: neither view is rendered until the browser knows its width. */
var unknownWidth = () => null;
function CalendarLoading() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		role: "status",
		className: "flex h-72 items-center justify-center rounded-[var(--theme-radius)] border border-black/5 bg-white text-sm font-medium text-ink-soft shadow-card",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "mr-2 h-4 w-4 animate-spin rounded-full border-2 border-black/10 border-t-[var(--theme-primary)]",
			"aria-hidden": "true"
		}), "Loading calendar…"]
	});
}
var chevron = (def) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
	icon: def,
	className: "h-5 w-5"
});
function CalendarTab({ events, timeZone, now }) {
	const layout = (0, import_react.useMemo)(() => calendarLayout(events, timeZone, now), [
		events,
		timeZone,
		now
	]);
	const byDay = (0, import_react.useMemo)(() => eventsByDay(events, timeZone), [events, timeZone]);
	const today = dayKey(new Date(now), timeZone);
	const wide = (0, import_react.useSyncExternalStore)(subscribeToWidth, isWide, unknownWidth);
	const pagesKey = layout.pages.map((p) => p.start).join();
	const [paging, setPaging] = (0, import_react.useState)(() => ({
		key: pagesKey,
		index: initialPageIndex(layout.pages, today)
	}));
	const pageIndex = paging.key === pagesKey ? paging.index : initialPageIndex(layout.pages, today);
	const page = layout.pages[pageIndex] ?? layout;
	const goToPage = (index) => setPaging({
		key: pagesKey,
		index
	});
	const [selected, setSelected] = (0, import_react.useState)(null);
	const nowWallClock = formatInTimeZone(now, timeZone, "yyyy-MM-dd'T'HH:mm':00'");
	const [openDay, setOpenDay] = (0, import_react.useState)(null);
	const days = daysOf(page);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "calendar-range-heading",
		className: "space-y-4",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CalendarHeading, {
				mode: layout.mode,
				label: page.label,
				days,
				byDay,
				events,
				timeZone,
				now,
				children: layout.pages.length > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex items-center gap-2",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "text-xs font-semibold text-ink-soft",
							children: [
								pageIndex + 1,
								" of ",
								layout.pages.length
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
							type: "button",
							className: "btn-secondary h-10 w-10 px-0",
							"aria-label": "Earlier weeks",
							disabled: pageIndex === 0,
							onClick: () => goToPage(pageIndex - 1),
							children: chevron(chevronLeftThin)
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
							type: "button",
							className: "btn-secondary h-10 w-10 px-0",
							"aria-label": "Later weeks",
							disabled: pageIndex === layout.pages.length - 1,
							onClick: () => goToPage(pageIndex + 1),
							children: chevron(chevronRightThin)
						})
					]
				})
			}),
			wide === null ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CalendarLoading, {}) : wide ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
				fallback: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CalendarLoading, {}),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CalendarGrid, {
					range: page,
					mode: layout.mode,
					dayMaxEvents: layout.dayMaxEvents,
					events,
					timeZone,
					nowWallClock,
					onSelectEvent: setSelected,
					onOpenDay: setOpenDay
				})
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DayList, {
				days,
				byDay,
				today,
				timeZone,
				onSelectEvent: setSelected
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DayEventsDialog, {
				day: openDay,
				events: openDay ? byDay.get(openDay) ?? [] : [],
				timeZone,
				onClose: () => setOpenDay(null),
				onSelectEvent: (event) => {
					setOpenDay(null);
					setSelected(event);
				}
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EventDetailDialog, {
				event: selected,
				timeZone,
				onClose: () => setSelected(null)
			})
		]
	});
}
export { CalendarTab as default };
