import { i as __toESM } from "./rolldown-runtime_DYf_mQCB.mjs";
import { t as require_react } from "./react_DMaO6YvO.mjs";
import { Mt as formatInTimeZone } from "./schemas_BP9cnbZP.mjs";
import { o as formatDay, s as shortTime } from "./ItineraryPage_OlD1JTSq.mjs";
import { n as require_jsx_runtime } from "./Icon_DbNIL5CZ.mjs";
import FullCalendar from "@fullcalendar/react";
import dayGridPlugin from "@fullcalendar/daygrid";
// src/islands/itinerary/calendar/calendar.css?transform-only
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
// src/islands/itinerary/calendar/calendar.css?url
var calendar_default = "/_astro/calendar.BCNWpgd8.css";
// src/islands/itinerary/calendar/CalendarGrid.tsx
/**
* The calendar grid on wider screens: FullCalendar's day grid over the days the layout chose.
*
* FullCalendar needs a plugin for named time zones, so it runs in UTC on wall-clock times
* instead: every event, and "now", are written as their local time in the itinerary's zone, and
* the grid's days are the itinerary's days (times show in the itinerary's zone).
*
* Load only through CalendarTab's lazy import, after prepareFullCalendarStyles().
*/
var import_jsx_runtime = require_jsx_runtime();
var WALL_CLOCK = "yyyy-MM-dd'T'HH:mm:ss";
/** FullCalendar's dates here are UTC dates whose fields are the itinerary's wall clock. */
var dayOfMarker = (date) => date.toISOString().slice(0, 10);
var HEADER_PATTERNS = {
	single: {
		short: "EEEE, MMMM d",
		long: "EEEE, MMMM d, yyyy"
	},
	range: {
		short: "EEE, MMM d",
		long: "EEEE, MMMM d, yyyy"
	},
	weekly: {
		short: "EEE",
		long: "EEEE"
	}
};
function CalendarGrid({ range, mode, dayMaxEvents, events, timeZone, nowWallClock, onSelectEvent, onOpenDay }) {
	const wrapperRef = (0, import_react.useRef)(null);
	const onOpenDayRef = (0, import_react.useRef)(onOpenDay);
	(0, import_react.useEffect)(() => {
		onOpenDayRef.current = onOpenDay;
	}, [onOpenDay]);
	const calendarEvents = (0, import_react.useMemo)(() => events.map((event) => ({
		id: String(event.id),
		title: event.title,
		start: formatInTimeZone(event.datetime, timeZone, WALL_CLOCK),
		...event.endDatetime ? { end: formatInTimeZone(event.endDatetime, timeZone, WALL_CLOCK) } : {},
		allDay: false,
		extendedProps: { event }
	})), [events, timeZone]);
	(0, import_react.useEffect)(() => {
		const wrapper = wrapperRef.current;
		if (!wrapper) return;
		const openFrom = (e) => {
			const link = e.target?.closest?.(".fc-more-link");
			const day = link?.closest("[data-date]")?.getAttribute("data-date");
			if (!link || !day) return false;
			e.stopPropagation();
			e.preventDefault();
			onOpenDayRef.current(day);
			return true;
		};
		const onClick = (e) => void openFrom(e);
		const onKeyDown = (e) => {
			if (e.key === "Enter" || e.key === " ") openFrom(e);
		};
		wrapper.addEventListener("click", onClick, true);
		wrapper.addEventListener("keydown", onKeyDown, true);
		return () => {
			wrapper.removeEventListener("click", onClick, true);
			wrapper.removeEventListener("keydown", onKeyDown, true);
		};
	}, []);
	const patterns = HEADER_PATTERNS[mode];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		ref: wrapperRef,
		className: `itinerary-calendar itinerary-calendar--${mode}`,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("link", {
			rel: "stylesheet",
			href: calendar_default,
			precedence: "itinerary-calendar"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FullCalendar, {
			plugins: [dayGridPlugin],
			initialView: "dayGrid",
			visibleRange: {
				start: range.start,
				end: range.end
			},
			initialDate: range.start,
			timeZone: "UTC",
			now: nowWallClock,
			headerToolbar: false,
			height: "auto",
			stickyHeaderDates: false,
			fixedWeekCount: false,
			events: calendarEvents,
			eventDisplay: "block",
			displayEventEnd: false,
			nextDayThreshold: `${String(6).padStart(2, "0")}:00:00`,
			eventOrder: "start,title",
			dayMaxEvents,
			moreLinkContent: (arg) => `+${arg.num} more`,
			moreLinkDidMount: ({ el }) => {
				el.setAttribute("role", "button");
				el.setAttribute("aria-haspopup", "dialog");
				el.removeAttribute("aria-controls");
			},
			eventClick: ({ event, jsEvent }) => {
				jsEvent.preventDefault();
				onSelectEvent(event.extendedProps.event);
			},
			eventDidMount: ({ el }) => {
				el.setAttribute("role", "button");
				el.setAttribute("aria-haspopup", "dialog");
			},
			dayHeaderDidMount: ({ el }) => dropLinkLabels(el),
			dayCellDidMount: ({ el }) => dropLinkLabels(el),
			dayHeaderContent: (arg) => {
				const day = dayOfMarker(arg.date);
				return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						"aria-hidden": "true",
						children: formatDay(day, patterns.short)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "sr-only",
						children: formatDay(day, patterns.long)
					}),
					arg.isToday && mode !== "weekly" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "itinerary-calendar__today",
						children: "Today"
					})
				] });
			},
			dayCellContent: (arg) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DayCellTop, {
				date: arg.date,
				isToday: arg.isToday,
				mode,
				first: range.start
			}),
			eventContent: (arg) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EventChip, {
				event: arg.event.extendedProps.event,
				timeZone,
				mode
			})
		})]
	});
}
var CalendarGrid_default = (0, import_react.memo)(CalendarGrid);
/**
* The top of a day cell in weekly grids: the day number (with the month on the 1st and in the
* first cell), today's in the theme colour. Other grids name the date in the column header.
*/
function DayCellTop({ date, isToday, mode, first }) {
	if (mode !== "weekly") return null;
	const day = dayOfMarker(date);
	const withMonth = day === first || day.endsWith("-01");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
		className: `itinerary-calendar__day-number ${isToday ? "is-today" : ""}`,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			"aria-hidden": "true",
			children: formatDay(day, withMonth ? "MMM d" : "d")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
			className: "sr-only",
			children: [formatDay(day, "EEEE, MMMM d"), isToday ? ", today" : ""]
		})]
	});
}
function EventChip({ event, timeZone, mode }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
		className: `itinerary-calendar__event ${mode === "single" ? "is-wide" : ""}`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "itinerary-calendar__event-time",
				children: shortTime(event, timeZone)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "itinerary-calendar__event-title",
				children: event.title
			}),
			event.location && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "itinerary-calendar__event-location",
				children: event.location
			})
		]
	});
}
/** FullCalendar's aria-label on its href-less date links (they have no role to label). */
function dropLinkLabels(el) {
	for (const link of el.querySelectorAll("a[aria-label]:not([href]):not([role])")) link.removeAttribute("aria-label");
}
export { CalendarGrid_default as default };
