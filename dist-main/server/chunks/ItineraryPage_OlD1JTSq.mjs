import { i as __toESM } from "./rolldown-runtime_DYf_mQCB.mjs";
import { n as createComponent, t as createAstro } from "./compiler_CUF-eHDW.mjs";
import { n as renderScript, t as $$BaseLayout } from "./BaseLayout_BAt7-qSD.mjs";
import { t as require_react } from "./react_DMaO6YvO.mjs";
import { B as displayTitle, Bt as filterEventsByPeople, H as formatDateRange, Ht as masterNames, J as groupByDay, Ji as renderComponent, K as formatLongDate, Lt as attendeesOf, Mt as formatInTimeZone, Nr as COUNTDOWN_TICK_MS, Q as splitEvents, R as creatorLine, Rr as DEFAULT_TIME_ZONE, U as formatEventDate, V as eventTimes, W as formatEventTime, Wt as peopleFilterLabel, Y as lastMoment, Zr as HEADER_CAROUSEL_MS, _t as rsvpByText, ea as renderTemplate, ei as HINT_BUBBLE_MS, ft as OTHER_END, gt as prefillName, hr as MESSAGES, ht as ownTravelText, jr as CONFETTI_MS, mt as boardDayLabel, pt as RSVP_LABELS, qt as unionNames, ra as addAttribute, ta as maybeRenderHead, vt as rsvpCountsText, yt as travelNames, z as dayKey } from "./schemas_BP9cnbZP.mjs";
import { a as safeLinkUrl, r as themeVariables } from "./theme_rYMUkkbR.mjs";
import { i as tabFromUrl } from "./travel-page_BTMrDFtM.mjs";
import { a as toastError, c as atom, n as useStore, o as toastProblem, s as toastSuccess, t as Toaster } from "./Toaster_DHqoy3xL.mjs";
import { i as apiRequest, n as require_jsx_runtime, r as ApiError, t as Icon } from "./Icon_DbNIL5CZ.mjs";
import { a as TabList, n as rememberPeople, r as rememberTab, t as itineraryHref } from "./url-params_DZ3BxXJ-.mjs";
import { t as eventIcsUrl } from "./calendar-links_CerVQI8n.mjs";
import { a as customizeGuideShownKey, c as readSavedPeople, d as writeSavedPeople, f as writeStorage, i as creatorFlagKey, l as readStorage, n as PROJECT_CREATED_KEY, o as emailCapturedKey, r as adminCodeKey, s as readCreatedProject } from "./browser-storage_7FJB_IAb.mjs";
import { A as paletteRings, D as message, E as map, F as plus, I as plusSolid, L as printerPlain, M as pencil, N as people, O as more, P as pin, R as share, T as logOut, U as timer, a as calendarSolid, b as eye, c as chevronDownSolid, g as download, h as close, i as calendarPlus, j as pen, n as burst, p as chevronRightThin, r as calendar, t as bin, v as externalLink, y as externalLinkSolid, z as shareOut } from "./icon-paths_DzBpWEtZ.mjs";
import { n as EventEnd, r as MapsLink, t as Detail$1 } from "./event-parts_cS6W-Bx7.mjs";
import { t as Dialog } from "./Dialog_DmMgLU6Q.mjs";
import { t as TextField } from "./TextField_QYGYtdWp.mjs";
import { n as forgetItinerary } from "./offline_rOyn9JAx.mjs";
import { t as CopyButton } from "./CopyButton_B5GiPsrx.mjs";
import { t as require_react_dom } from "./react-dom_mKtiUQYA.mjs";
import { a as quickLinkUrl, i as qrPath, r as qrLabel } from "./qr-matrix_DdwSWxvU.mjs";
import { t as FULL_ACCESS_PRICE_LABEL } from "./price_1J73WP8P.mjs";
import { t as CheckList } from "./CheckList_DSkB9IZx.mjs";
import { i as peopleFromUrl, o as printAccessQr, r as itineraryPageSettings } from "./pages_IQ5OI0iT.mjs";
import { n as itineraryManifestPath } from "./web-manifest_3YvFB2OC.mjs";
// src/lib/trial.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* Free-tier codes (docs/product.md#free-tier-and-full-access) and the feature each names in the
* upgrade prompt.
* The server answers a paid-only action on an unpaid itinerary with 403 and one of these codes.
*/
var TRIAL_FEATURES = {
	TRIAL_FAQ_BLOCKED: "manage FAQs",
	TRIAL_CUSTOMIZATION_BLOCKED: "customize themes and colors",
	TRIAL_IMAGE_BLOCKED: "upload custom images",
	TRIAL_LIMIT_REACHED: "add more events",
	TITLE_CHANGE_LIMIT_REACHED: "change the title"
};
/** The ghost upsells (Add Custom Link, Print) name these features. */
var UPSELL_FEATURES = {
	links: "add custom links",
	print: "print your itinerary"
};
/** The feature text for a 403 body's code (other codes 'access this feature'). */
function trialFeature(code) {
	return code && code in TRIAL_FEATURES ? TRIAL_FEATURES[code] : "access this feature";
}
/**
* Which ghost upsells an unpaid itinerary shows in admin mode: 'Print' once it has
* UPSELL_MIN_EVENTS events, 'Add Custom Link' too while it has no links.
*/
function ghostUpsells(project, eventCount, adminMode) {
	const print = adminMode && !project.isPaid && eventCount >= 2;
	return {
		print,
		links: print && project.customLinks.length === 0
	};
}
/**
* What the upgrade prompt says an unpaid organiser tried to do in the admin panel (each
* attempt opens the prompt naming the feature). Colours and themes use the wording of
* TRIAL_CUSTOMIZATION_BLOCKED.
*/
var CUSTOMIZE_FEATURES = {
	colors: TRIAL_FEATURES.TRIAL_CUSTOMIZATION_BLOCKED,
	fonts: "change fonts",
	background: "change the background",
	title: TRIAL_FEATURES.TITLE_CHANGE_LIMIT_REACHED,
	displays: "choose what your itinerary shows",
	links: UPSELL_FEATURES.links,
	codes: "set custom access codes"
};
// src/stores/upgrade.ts
/**
* The upgrade prompt, opened from anywhere: a ghost upsell, a
* disabled control, or any 403 the server answers with a trial code.
*/
/** The blocked feature in words ('manage FAQs'), or null when the prompt is closed. */
var $upgradeFeature = /* @__PURE__ */ atom(null);
function openUpgrade(feature) {
	$upgradeFeature.set(feature);
}
function closeUpgrade() {
	$upgradeFeature.set(null);
}
/**
* Opens the upgrade prompt when `error` is a 403 carrying a `code`; returns whether it
* did, so callers fall back to their error toast otherwise.
*/
function showUpgradeFor(error) {
	if (!(error instanceof ApiError) || error.status !== 403) return false;
	const code = error.data?.code;
	if (typeof code !== "string" || code === "FORBIDDEN") return false;
	openUpgrade(trialFeature(code));
	return true;
}
// src/stores/people-filter.ts
/**
* The people filter: who the guest is looking at. Kept per itinerary in local storage
* and shared by every view (list, calendar, map, print, feeds).
*/
var $selectedPeople = /* @__PURE__ */ atom([]);
/** Restores the saved selection, keeping only names the itinerary still has. */
function loadSelectedPeople(projectId, names) {
	$selectedPeople.set(readSavedPeople(projectId, names));
}
function setSelectedPeople(projectId, selection) {
	$selectedPeople.set(selection);
	writeSavedPeople(projectId, selection);
}
// src/lib/countdown.ts
function countdownParts(targetMs, nowMs) {
	const total = Math.floor((targetMs - nowMs) / 1e3);
	if (total <= 0) return null;
	return {
		days: Math.floor(total / 86400),
		hours: Math.floor(total % 86400 / 3600),
		minutes: Math.floor(total % 3600 / 60),
		seconds: total % 60
	};
}
var unit = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
function countdownText(parts) {
	const pieces = [
		parts.days && unit(parts.days, "day"),
		parts.hours && unit(parts.hours, "hour"),
		parts.minutes && unit(parts.minutes, "minute"),
		parts.seconds && unit(parts.seconds, "second")
	].filter((p) => Boolean(p));
	if (pieces.length <= 1) return pieces[0] ?? "";
	return `${pieces.slice(0, -1).join(", ")} and ${pieces.at(-1)}`;
}
/** The first upcoming event's start, or null when nothing is ahead. */
function nextEventStart(events, nowMs) {
	let next = null;
	for (const e of events) {
		const t = Date.parse(e.datetime);
		if (t > nowMs && (next === null || t < next)) next = t;
	}
	return next;
}
// src/islands/itinerary/Countdown.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Counts down to the first upcoming event, ticking every second. */
function Countdown({ events, now: initialNow }) {
	const [now, setNow] = (0, import_react.useState)(initialNow);
	(0, import_react.useEffect)(() => {
		setNow(Date.now());
		const timer = window.setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
		return () => window.clearInterval(timer);
	}, []);
	const target = nextEventStart(events, now);
	const parts = target === null ? null : countdownParts(target, now);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
		"aria-label": "Countdown",
		"data-countdown": events.map((e) => Date.parse(e.datetime)).filter((t) => t > initialNow).join(" "),
		className: "overflow-hidden rounded-[var(--theme-radius)] bg-gradient-to-r from-[var(--theme-primary)] to-[var(--theme-secondary)] p-[2px] shadow-card",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex items-center gap-4 rounded-[calc(var(--theme-radius)-2px)] bg-white/95 px-5 py-4",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-[var(--theme-primary)] text-[var(--theme-on-primary)]",
				"aria-hidden": "true",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
					icon: timer,
					className: "h-6 w-6"
				})
			}), parts ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "text-ink",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "block text-lg font-extrabold tracking-tight tabular-nums sm:text-xl",
					"aria-live": "off",
					"data-countdown-text": true,
					suppressHydrationWarning: true,
					children: countdownText(parts)
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "text-sm font-medium text-ink-soft",
					children: "until the next adventure begins!"
				})]
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "text-ink",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "block text-lg font-extrabold tracking-tight sm:text-xl",
					children: "Event Time!"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "text-sm font-medium text-ink-soft",
					children: "The event has started or no upcoming events"
				})]
			})]
		})
	});
}
// src/islands/itinerary/FaqTab.tsx
var FaqAdmin = (0, import_react.lazy)(() => import("./FaqAdmin_B4c6kTSj.mjs"));
function FaqTab({ faqs, emptyText, admin = false, project, refresh }) {
	if (admin && project && refresh) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
		fallback: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FaqList, {
			faqs,
			emptyText
		}),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FaqAdmin, {
			faqs,
			project,
			refresh
		})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FaqList, {
		faqs,
		emptyText
	});
}
function FaqList({ faqs, emptyText }) {
	if (faqs.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "rounded-3xl border-2 border-dashed border-black/10 bg-white/80 px-6 py-14 text-center",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			className: "text-xl font-bold text-ink",
			children: emptyText ?? "No FAQs Yet"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "mx-auto mt-2 max-w-sm text-ink-soft",
			children: "Questions and answers from your host will appear here."
		})]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "space-y-4",
		children: faqs.map((faq) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
			className: "rounded-[var(--theme-radius)] border border-black/5 bg-white p-5 shadow-card",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				className: "font-bold text-ink",
				children: faq.question
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-2 whitespace-pre-line text-ink-soft",
				children: faq.answer
			})]
		}, faq.id))
	});
}
// src/islands/itinerary/lazy-views.ts
/**
* The itinerary page's heavy views, each its own chunk: the Calendar and Map tabs load only when
* their tab opens, and the admin tools are never downloaded by guests.
*/
var CalendarTab = (0, import_react.lazy)(() => import("./CalendarTab_bJMhKUx_.mjs"));
var MapTab = (0, import_react.lazy)(() => import("./MapTab_DpNbAcrT.mjs"));
var loadAdminPanel = () => import("./AdminPanel_iCCNdZ7G.mjs");
var AdminPanel = (0, import_react.lazy)(loadAdminPanel);
var CodeAttackNotice = (0, import_react.lazy)(() => import("./CodeAttackNotice_CUeA6hC5.mjs"));
// src/stores/event-editor.ts
/**
* Which event editor is open (none, editing one, creating), shared so
* any island can open it: a hint bubble calls `startCreatingEvent()`, and the itinerary page moves
* to the List tab when creating starts.
*
* Only one editor is open at a time. Asking for another while one is open first lets the open
* one leave the way a click outside it would: saved when its title and date are filled,
* else cancelled. While that save runs the request waits, and an editor that shows a validation
* error stays open, so nothing the organiser typed is dropped.
*/
var $eventEditor = /* @__PURE__ */ atom({ kind: "none" });
var leaveOpenEditor = null;
var saving = false;
var queued = null;
var same = (a, b) => a.kind === b.kind && (a.kind !== "editing" || b.kind !== "editing" || a.eventId === b.eventId) && (a.kind !== "creating" || b.kind !== "creating" || a.at === b.at);
function request(next) {
	if (same($eventEditor.get(), next)) return;
	if (saving) {
		queued = next;
		return;
	}
	const result = leaveOpenEditor?.() ?? "closed";
	if (result === "blocked") return;
	if (result === "saving") {
		queued = next;
		return;
	}
	$eventEditor.set(next);
}
/** Opens the new-event editor (on the List tab; `at` is where the list shows it). */
function startCreatingEvent(at = "top") {
	request({
		kind: "creating",
		at
	});
}
function startEditingEvent(eventId) {
	request({
		kind: "editing",
		eventId
	});
}
/** The open editor says how it leaves when another is asked for; returns the unregister call. */
function registerEventEditor(leave) {
	leaveOpenEditor = leave;
	return () => {
		if (leaveOpenEditor === leave) leaveOpenEditor = null;
	};
}
/** A save started: requests for another editor wait for it. */
function markEventEditorSaving() {
	saving = true;
}
/** The save failed: the editor stays open and a request that waited is dropped. */
function keepEventEditorOpen() {
	saving = false;
	queued = null;
}
/** Saved or cancelled: the editor closes, and a request that waited for it opens now. */
function closeEventEditor() {
	saving = false;
	leaveOpenEditor = null;
	const next = queued ?? { kind: "none" };
	queued = null;
	$eventEditor.set(next);
}
/** Leaving admin mode: no editor, nothing waiting. */
function resetEventEditor() {
	saving = false;
	queued = null;
	leaveOpenEditor = null;
	if ($eventEditor.get().kind !== "none") $eventEditor.set({ kind: "none" });
}
// src/lib/past-events.ts
var PAST_EVENT_COLORS = {
	/** The time stripe, in place of the theme's gradient. */
	stripe: "#ebe8f0",
	stripeText: "#3f3852",
	card: "#ffffff",
	title: "#4b4360",
	text: "#5c5570"
};
PAST_EVENT_COLORS.stripeText, PAST_EVENT_COLORS.stripe, PAST_EVENT_COLORS.title, PAST_EVENT_COLORS.card, PAST_EVENT_COLORS.text, PAST_EVENT_COLORS.card;
// src/islands/itinerary/EventCard.tsx
/**
* One event of the List tab: time on the left, the details on the right. Past ones are quieter
* (a neutral stripe, muted text, no shadow) in colours that still read at 4.5:1
* (src/lib/past-events.ts); the heading is one level under the day's.
*/
function EventCard({ event, timeZone, past = false, icsHref, showPrivateNotes = false, id, actions, rsvp }) {
	const { start, zone, end, endDay } = eventTimes(event, timeZone);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		id,
		className: `event-card flex scroll-mt-36 scroll-mb-28 flex-col overflow-hidden rounded-[var(--theme-radius)] border bg-white sm:flex-row ${past ? "border-black/10" : "border-black/5 shadow-card"}`,
		"aria-label": event.title,
		"data-past": past || void 0,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: `flex shrink-0 items-baseline gap-2 px-5 py-2.5 sm:w-36 sm:flex-col sm:items-start sm:gap-0.5 sm:py-5 ${past ? "" : "bg-gradient-to-br from-[var(--theme-primary)] to-[var(--theme-secondary)] text-[var(--theme-on-primary)]"}`,
			style: past ? {
				backgroundColor: PAST_EVENT_COLORS.stripe,
				color: PAST_EVENT_COLORS.stripeText
			} : void 0,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("time", {
					dateTime: event.datetime,
					className: "text-lg leading-tight font-extrabold tracking-tight",
					children: [start, /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "sr-only",
						children: [", ", formatEventDate(event.datetime, timeZone)]
					})]
				}),
				end !== null && event.endDatetime && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EventEnd, {
					end,
					endDay,
					endDatetime: event.endDatetime,
					className: "text-sm leading-tight font-bold"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "text-xs font-semibold tracking-wide uppercase",
					children: zone
				}),
				past && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "ml-auto text-xs font-bold tracking-wide uppercase sm:mt-2 sm:ml-0",
					children: "Past"
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "min-w-0 flex-1 p-5",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h4", {
					className: "text-lg leading-snug font-bold tracking-tight text-ink",
					style: past ? { color: PAST_EVENT_COLORS.title } : void 0,
					children: event.title
				}),
				event.description && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-1.5 whitespace-pre-line text-ink-soft",
					style: past ? { color: PAST_EVENT_COLORS.text } : void 0,
					children: event.description
				}),
				(event.location || event.attendees || event.vibe) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
					className: "mt-4 space-y-2 border-t border-black/5 pt-4",
					children: [
						event.location && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Detail$1, {
							inline: true,
							label: "Location",
							icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { icon: pin }),
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MapsLink, { location: event.location })
						}),
						event.attendees && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Detail$1, {
							inline: true,
							label: "People",
							icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { icon: people }),
							children: event.attendees
						}),
						event.vibe && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Detail$1, {
							inline: true,
							label: "Vibe & Style",
							icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { icon: burst }),
							children: event.vibe
						})
					]
				}),
				showPrivateNotes && event.privateNotes && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "mt-4 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "font-semibold",
						children: "Private notes (admins only): "
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "whitespace-pre-line",
						children: event.privateNotes
					})]
				}),
				icsHref && !past && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
					href: icsHref,
					download: true,
					className: "mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-[var(--theme-primary-text)] hover:underline",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { icon: calendarPlus }),
						"Add to calendar",
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "sr-only",
							children: [": ", event.title]
						})
					]
				}),
				rsvp
			] }), actions]
		})]
	});
}
// src/ui/AddButton.tsx
/** The 'Add Event' / 'Add FAQ' buttons at the top and the bottom of a list in admin mode. */
function AddButton({ at, children, ...button }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
		type: "button",
		className: at === "top" ? "btn bg-[var(--theme-primary)] text-[var(--theme-on-primary)] shadow-md hover:brightness-95" : "flex w-full items-center justify-center gap-2 rounded-[var(--theme-radius)] border-2 border-dashed border-black/15 bg-white/80 px-5 py-4 font-semibold text-ink-soft transition hover:border-[var(--theme-primary)] hover:bg-white hover:text-ink",
		...button,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
			icon: plus,
			className: "h-4 w-4 shrink-0"
		}), children]
	});
}
// src/islands/itinerary/events/EventAdminButtons.tsx
var icon$1 = (def) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
	icon: def,
	className: "h-4 w-4 shrink-0",
	strokeWidth: 2.2
});
/**
* 'Add Event', at the top and at the bottom of the List tab in admin mode. On a free itinerary
* with no event left (`freeEventsLeft` 0) it opens the upgrade prompt before any form is filled;
* the server refuses the event anyway.
*/
function AddEventButton({ at, freeEventsLeft }) {
	const add = () => freeEventsLeft === 0 ? openUpgrade(TRIAL_FEATURES.TRIAL_LIMIT_REACHED) : startCreatingEvent(at);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AddButton, {
		at,
		"data-add-event": at,
		onClick: add,
		children: "Add Event"
	});
}
/** Edit and Delete on an event card in admin mode. */
function EventAdminButtons({ eventId, title, deleting, onDelete }) {
	const small = "inline-flex items-center gap-1.5 rounded-full border bg-white px-3.5 py-1.5 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-60";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mt-4 flex justify-end gap-2 border-t border-black/5 pt-3",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
			type: "button",
			"data-edit-event": true,
			className: `${small} border-black/10 text-ink-soft hover:bg-black/5 hover:text-ink`,
			onClick: () => startEditingEvent(eventId),
			children: [
				icon$1(pen),
				"Edit",
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "sr-only",
					children: [" ", title]
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
			type: "button",
			className: `${small} border-rose-200 text-rose-700 hover:bg-rose-50`,
			onClick: onDelete,
			disabled: deleting,
			children: [
				icon$1(bin),
				deleting ? "Deleting..." : "Delete",
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "sr-only",
					children: [" ", title]
				})
			]
		})]
	});
}
// src/islands/itinerary/events/EventEditorSlot.tsx
var loadEditor = () => import("./EventEditor_C-9Fur34.mjs");
var EventEditor = (0, import_react.lazy)(loadEditor);
/** Starts loading the editor as soon as admin mode opens, so 'Add Event' answers at once. */
function preloadEventEditor() {
	loadEditor().catch(() => void 0);
}
function EditorLoading() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		role: "status",
		className: "flex items-center gap-3 rounded-[var(--theme-radius)] border-2 border-dashed border-[var(--theme-primary)] bg-white/90 px-5 py-8 text-ink-soft",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "h-5 w-5 animate-spin rounded-full border-[3px] border-black/10 border-t-[var(--theme-primary)]",
			"aria-hidden": "true"
		}), "Opening the editor..."]
	});
}
function EventEditorSlot(props) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
		fallback: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditorLoading, {}),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EventEditor, { ...props })
	});
}
// src/islands/itinerary/events/useEventListAdmin.ts
var eventCardId = (eventId) => `event-${eventId}`;
var smoothScroll = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
/** Focus that fell to the page when the editor closed goes back to a sensible control. */
function refocus(selector) {
	const active = document.activeElement;
	if (active && active !== document.body) return;
	document.querySelector(selector)?.focus({ preventScroll: true });
}
/** A short glow on the card just saved, so the eye finds it. */
function flash(card) {
	if (window.matchMedia("(prefers-reduced-motion: reduce)").matches || typeof card.animate !== "function") return;
	const colour = getComputedStyle(card).getPropertyValue("--theme-primary").trim() || "#9333ea";
	card.animate([{ boxShadow: `0 0 0 4px ${colour}` }, { boxShadow: "0 0 0 0 transparent" }], {
		duration: 1600,
		easing: "ease-out"
	});
}
/**
* The List tab's admin behaviour: what happens after the
* editor saves or cancels, and deleting an event.
*/
function useEventListAdmin(admin, visibleEvents) {
	const [deleting, setDeleting] = (0, import_react.useState)(null);
	const mounted = (0, import_react.useRef)(true);
	const shown = (0, import_react.useRef)(visibleEvents);
	shown.current = visibleEvents;
	(0, import_react.useEffect)(() => {
		mounted.current = true;
		return () => {
			mounted.current = false;
		};
	}, []);
	const isAdmin = Boolean(admin);
	(0, import_react.useEffect)(() => {
		if (isAdmin) preloadEventEditor();
	}, [isAdmin]);
	/** The saved card scrolls into view 100 ms later (unless another editor opened). */
	function onSaved(eventId) {
		window.setTimeout(() => {
			if (!mounted.current || $eventEditor.get().kind !== "none") return;
			const card = document.getElementById(eventCardId(eventId));
			if (card) {
				card.scrollIntoView({
					block: "nearest",
					behavior: smoothScroll()
				});
				flash(card);
				refocus(`#${eventCardId(eventId)} [data-edit-event]`);
			} else if (!shown.current.some((e) => e.id === eventId)) toastSuccess("Event saved", "The people filter hides it. Choose Everyone to see it.");
		}, 100);
	}
	/** Focus goes back to what opened the editor: the event's Edit button, or the Add Event used. */
	function onCancelled(from) {
		window.requestAnimationFrame(() => refocus(typeof from === "number" ? `#${eventCardId(from)} [data-edit-event]` : `[data-add-event="${from}"]`));
	}
	async function deleteEvent(event) {
		if (!admin || deleting !== null) return;
		if (!window.confirm("Are you sure you want to delete this event?")) return;
		setDeleting(event.id);
		try {
			await apiRequest("DELETE", `/api/projects/${encodeURIComponent(admin.projectId)}/events/${event.id}`);
			await admin.refresh().catch(() => void 0);
			toastSuccess("Event deleted");
			window.requestAnimationFrame(() => refocus("[data-add-event=\"top\"]"));
		} catch (error) {
			if (!showUpgradeFor(error)) toastError(error, "Failed to delete event. Please try again.");
		} finally {
			if (mounted.current) setDeleting(null);
		}
	}
	return {
		deleting,
		onSaved,
		onCancelled,
		deleteEvent
	};
}
// src/islands/itinerary/ListTab.tsx
function Section({ id, title, events, timeZone, renderEvent }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": `${id}-heading`,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			id: `${id}-heading`,
			className: "mb-4 text-sm font-bold tracking-wider text-[var(--page-text)] uppercase",
			children: title
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "space-y-7",
			children: groupByDay(events, timeZone).map((day) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h3", {
				className: "mb-3 flex items-center gap-3 text-base font-bold text-[var(--page-text)]",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "h-2.5 w-2.5 shrink-0 rounded-full bg-[var(--theme-primary)]",
					"aria-hidden": "true"
				}), day.label]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "space-y-3",
				children: day.events.map(renderEvent)
			})] }, day.key))
		})]
	});
}
function EmptyState({ title, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "rounded-3xl border-2 border-dashed border-black/10 bg-white/80 px-6 py-14 text-center",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			className: "text-xl font-bold text-ink",
			children: title
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "mx-auto mt-2 max-w-sm text-ink-soft",
			children
		})]
	});
}
function ListTab({ events, timeZone, now, filtered = false, emptyText, eventIcsHref, showPrivateNotes = false, admin, rsvpFor }) {
	const editor = useStore($eventEditor);
	const { deleting, onSaved, onCancelled, deleteEvent } = useEventListAdmin(admin, events);
	const creatingAt = admin && editor.kind === "creating" ? editor.at : null;
	const editorFor = (event) => admin && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EventEditorSlot, {
		projectId: admin.projectId,
		timeZone,
		event,
		names: admin.names,
		starts: admin.starts,
		freeEventsLeft: event ? null : admin.freeEventsLeft,
		refresh: admin.refresh,
		rsvp: event ? admin.rsvpOf?.(event.id) : void 0,
		onSaved,
		onCancelled: () => onCancelled(event?.id ?? creatingAt ?? "top")
	}, event ? `edit-${event.id}` : "create");
	const renderEvent = (past) => (event) => admin && editor.kind === "editing" && editor.eventId === event.id ? editorFor(event) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EventCard, {
		id: eventCardId(event.id),
		event,
		timeZone,
		past,
		icsHref: past ? void 0 : eventIcsHref?.(event.id),
		showPrivateNotes,
		rsvp: rsvpFor?.(event),
		actions: admin && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EventAdminButtons, {
			eventId: event.id,
			title: event.title,
			deleting: deleting === event.id,
			onDelete: () => void deleteEvent(event)
		})
	}, event.id);
	const empty = events.length === 0;
	let body;
	if (events.length === 0 && filtered) body = creatingAt ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, {
		title: "No Events for Selected People",
		children: "Try choosing someone else, or everyone, in the people filter."
	});
	else if (events.length === 0) body = creatingAt ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, {
		title: emptyText ?? "No Events Yet",
		children: admin ? "Add the first event and your guests will see it here straight away." : "The plan is still coming together. Check back soon: this page shows every event your host adds."
	});
	else {
		const { upcoming, past } = splitEvents(events, now);
		body = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [upcoming.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
			id: "upcoming",
			title: "Upcoming",
			events: upcoming,
			timeZone,
			renderEvent: renderEvent(false)
		}), past.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
			id: "past",
			title: "Past",
			events: past,
			timeZone,
			renderEvent: renderEvent(true)
		})] });
	}
	if (!admin) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "space-y-10",
		children: body
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "space-y-6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "flex justify-end",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AddEventButton, {
					at: "top",
					freeEventsLeft: admin.freeEventsLeft
				})
			}),
			creatingAt === "top" && editorFor(),
			body && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "space-y-10",
				children: body
			}),
			creatingAt === "bottom" && editorFor(),
			!empty && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AddEventButton, {
				at: "bottom",
				freeEventsLeft: admin.freeEventsLeft
			})
		]
	});
}
// src/islands/itinerary/map/MapStatus.tsx
/**
* The Map tab's placeholder states. Free of Leaflet, so the itinerary shell
* can import `MapLoading` statically as the Suspense fallback while the map chunk downloads.
*/
/** 'Loading map...', with the same footprint as the map, so nothing jumps when it arrives. */
function MapLoading() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		role: "status",
		className: "flex h-[60vh] max-h-[600px] flex-col items-center justify-center gap-3 rounded-[var(--theme-radius)] border border-black/5 bg-white/80 text-ink-soft shadow-card sm:h-[600px]",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			"aria-hidden": "true",
			className: "h-8 w-8 animate-spin rounded-full border-[3px] border-black/10 border-t-[var(--theme-primary)]"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "text-sm font-semibold",
			children: "Loading map..."
		})]
	});
}
/** No event has a position. */
function MapEmpty() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "rounded-3xl border-2 border-dashed border-black/10 bg-white/70 px-6 py-14 text-center",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
				icon: map,
				className: "mx-auto mb-3 h-10 w-10 text-[var(--theme-primary-text)]",
				strokeWidth: 1.8
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				className: "text-xl font-bold text-ink",
				children: "No events with locations to display on map"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mx-auto mt-2 max-w-sm text-ink-soft",
				children: "Events show up here once they have a place on the map."
			})
		]
	});
}
/** Leaflet could not be downloaded (offline, or a deploy replaced the chunk). */
function MapFailed() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		role: "alert",
		className: "rounded-3xl border-2 border-dashed border-black/10 bg-white/70 px-6 py-14 text-center",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
			className: "text-xl font-bold text-ink",
			children: "The map could not be loaded"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			className: "mx-auto mt-2 max-w-sm text-ink-soft",
			children: "Check your connection and reload the page to try again."
		})]
	});
}
// src/islands/itinerary/PeopleFilter.tsx
/**
* 'Everyone' plus each name, several at once. It is a GET form: without JavaScript a select
* (name="person") and a Show button send ?person=…, which the server filters by. With JavaScript
* the button opens a popover menu of checkboxes (the browser opens, closes and dismisses it, so
* it works before React loads too): before hydration the page's plain script reloads the list
* for the new choice from the server (guest-page.ts), after it this component filters at once.
*/
function PeopleFilter({ names, selected, onChange, tab }) {
	const menuId = (0, import_react.useId)();
	const isSelected = (name) => selected.some((s) => s.toLowerCase() === name.toLowerCase());
	const toggle = (name) => onChange(isSelected(name) ? selected.filter((s) => s.toLowerCase() !== name.toLowerCase()) : [...selected, name]);
	const selectId = `${menuId}-select`;
	const option = "flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-sm text-ink hover:bg-gray-50";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		method: "get",
		className: "flex flex-wrap items-center gap-2",
		onSubmit: (e) => e.preventDefault(),
		children: [
			tab !== "list" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				type: "hidden",
				name: "tab",
				value: tab
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "noscript:hidden",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
					type: "button",
					popoverTarget: menuId,
					"data-people-button": true,
					className: "people-filter-button inline-flex items-center gap-2 rounded-full border border-black/10 bg-white px-4 py-2 text-sm font-semibold text-ink shadow-sm hover:bg-gray-50",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
							icon: people,
							className: "h-4 w-4 text-[var(--theme-primary-text)]"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "sr-only",
							children: "Showing events for: "
						}),
						peopleFilterLabel(selected),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
							icon: chevronDownSolid,
							className: "people-filter-chevron h-4 w-4 transition"
						})
					]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					id: menuId,
					popover: "auto",
					role: "group",
					"aria-label": "Filter events by person",
					"data-people-menu": true,
					className: "people-filter-menu max-h-80 w-64 overflow-auto rounded-2xl border border-black/5 bg-white p-2 text-ink shadow-xl",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
							className: `${option} font-semibold`,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
								type: "checkbox",
								value: "",
								className: "h-4 w-4 accent-[var(--theme-primary)]",
								checked: selected.length === 0,
								onChange: () => onChange([])
							}), "Everyone"]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("hr", { className: "my-1 border-black/5" }),
						names.map((name) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
							className: option,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
								type: "checkbox",
								value: name,
								className: "h-4 w-4 accent-[var(--theme-primary)]",
								checked: isSelected(name),
								onChange: () => toggle(name)
							}), name]
						}, name))
					]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("noscript", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
				className: "flex flex-wrap items-center gap-2",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
						htmlFor: selectId,
						className: "text-sm font-semibold text-ink",
						children: "Showing events for"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("select", {
						id: selectId,
						name: "person",
						defaultValue: selected[0] ?? "",
						className: "rounded-full border border-black/10 bg-white px-4 py-2 text-sm font-semibold text-ink shadow-sm",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
							value: "",
							children: "Everyone"
						}), names.map((name) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
							value: name,
							children: name
						}, name))]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "submit",
						className: "btn-secondary px-4 py-2 text-sm",
						children: "Show"
					})
				]
			}) })
		]
	});
}
// src/islands/itinerary/travel/ArrivalsTab.tsx
/**
* The Arrivals tab: the guest's own travel, the board (who lands and leaves where, grouped so
* people can share rides) and "Add my travel". The server renders it whole, so it reads without
* JavaScript (the guest's own travel too, on the page rendered for their browser); the form and
* the edit and delete buttons load when a guest uses them. Printed from this tab (its Print
* button or the browser's), the paper holds the board alone under the itinerary's title.
*/
var TravelDialog = (0, import_react.lazy)(() => import("./TravelDialog_k9AhH-fd.mjs"));
function ArrivalsTab({ projectId, title, selected, travel, hydrated, names, defaultName, reload }) {
	const [editing, setEditing] = (0, import_react.useState)(null);
	const { board } = travel;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "arrivals-heading",
		className: "space-y-6 print:space-y-4 print:text-black",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "hidden text-[20pt] leading-tight font-bold print:block",
				children: title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex flex-wrap items-center justify-between gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "arrivals-heading",
					className: "text-xl font-bold text-[var(--page-text)] print:text-black",
					children: "Arrivals & departures"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "text-sm text-[var(--page-text)] print:text-black",
					children: [selected.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "hidden print:inline",
						children: [
							"For ",
							selected.join(", "),
							". "
						]
					}), "Who lands when, so you can share rides. Times are in each place’s time zone."]
				})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex gap-2 print:hidden",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "btn-secondary noscript:hidden",
						"data-queue": "print-arrivals",
						onClick: () => window.print(),
						children: "Print"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "btn-primary noscript:hidden",
						"data-queue": "add-travel",
						onClick: () => setEditing("new"),
						children: "Add my travel"
					})]
				})]
			}),
			travel.yours && travel.yours.travel.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(YourTravel, {
				entries: travel.yours.travel,
				hydrated,
				onEdit: (entry) => setEditing(entry)
			}),
			!travel.boardShown && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "rounded-2xl bg-white/90 px-4 py-3 text-sm text-ink print:hidden",
				children: "The organiser keeps travel private: you see only your own, and organisers see everyone’s."
			}),
			board === null ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "status",
				className: "rounded-3xl bg-white/80 px-6 py-10 text-center text-ink-soft",
				children: "Loading arrivals..."
			}) : board.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "rounded-3xl border-2 border-dashed border-black/10 bg-white/80 px-6 py-12 text-center",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
					className: "text-lg font-bold text-ink",
					children: "No travel yet"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mx-auto mt-2 max-w-sm text-ink-soft",
					children: "Add when you arrive and leave, and see who lands near the same time."
				})]
			}) : board.map((day) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				"aria-labelledby": `arrivals-${day.date}`,
				className: "space-y-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h3", {
					id: `arrivals-${day.date}`,
					className: "flex items-center gap-3 text-base font-bold text-[var(--page-text)] break-after-avoid print:text-black",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "h-2.5 w-2.5 shrink-0 rounded-full bg-[var(--theme-primary)]",
						"aria-hidden": "true"
					}), boardDayLabel(day.date)]
				}), day.places.map((place) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
					className: "rounded-[var(--theme-radius)] border border-black/5 bg-white p-5 shadow-card break-inside-avoid print:rounded-none print:border-black/40 print:p-3 print:shadow-none",
					"aria-label": `${place.label} on ${boardDayLabel(day.date)}`,
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h4", {
							className: "text-lg font-bold text-ink",
							children: [place.label, place.placeCode && place.place !== place.placeCode && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
								className: "font-normal text-ink-soft",
								children: [" · ", place.place]
							})]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							className: "text-xs text-ink-muted",
							children: ["Times in ", place.timeZone.replace(/_/g, " ")]
						}),
						[...place.arrivals, ...place.departures].map((group) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, {
							group,
							hydrated,
							onEdit: (entry) => setEditing(entry)
						}, `${group.kind}-${group.from}-${group.entries[0].id}`))
					]
				}, `${day.date}-${place.label}`))]
			}, day.date)),
			editing !== null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
				fallback: null,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TravelDialog, {
					projectId,
					names,
					entry: editing === "new" ? void 0 : editing,
					defaultName,
					onClose: () => setEditing(null),
					onSaved: reload
				})
			})
		]
	});
}
/** What this browser added, above the board: each journey in a line, with Edit once the page is interactive. */
function YourTravel({ entries, hydrated, onEdit }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "your-travel-heading",
		className: "rounded-[var(--theme-radius)] border border-black/5 bg-white p-5 shadow-card print:hidden",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
			id: "your-travel-heading",
			className: "text-base font-bold text-ink",
			children: "Your travel"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "mt-2 space-y-2 text-sm text-ink-soft",
			children: entries.map((entry) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: "flex flex-wrap items-baseline gap-x-3 gap-y-1",
				"data-own-travel": entry.id,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "font-semibold text-ink",
						children: entry.guestName
					}),
					": ",
					ownTravelText(entry)
				] }), hydrated && entry.canEdit && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
					type: "button",
					className: "text-sm font-semibold text-[var(--theme-primary-text)] hover:underline",
					onClick: () => onEdit(entry),
					children: ["Edit", /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "sr-only",
						children: [" your ", entry.kind]
					})]
				})]
			}, entry.id))
		})]
	});
}
function Group({ group, hydrated, onEdit }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mt-4 border-t border-black/5 pt-4",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
			className: "font-semibold text-ink",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				"aria-hidden": "true",
				children: group.kind === "arrival" ? "↘ " : "↗ "
			}), group.summary]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "mt-2 space-y-2",
			children: group.entries.map((entry) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: "flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm text-ink-soft print:text-black",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "font-mono font-semibold text-ink",
						children: entry.localTime.slice(11, 16)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "font-semibold text-ink",
						children: entry.guestName
					}),
					entry.transportNumber && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: entry.transportNumber }),
					entry.fromPlace && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [
						OTHER_END[entry.kind].board,
						" ",
						entry.fromPlace
					] }),
					entry.seatsFree !== null && entry.seatsFree > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [
						entry.seatsFree,
						" ",
						entry.seatsFree === 1 ? "seat" : "seats",
						" free"
					] }),
					entry.note && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "basis-full whitespace-pre-line",
						children: entry.note
					}),
					hydrated && entry.canEdit && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
						type: "button",
						className: "text-sm font-semibold text-[var(--theme-primary-text)] hover:underline print:hidden",
						onClick: () => onEdit(entry),
						children: ["Edit", /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "sr-only",
							children: [
								" ",
								entry.kind,
								" of ",
								entry.guestName
							]
						})]
					})
				]
			}, entry.id))
		})]
	});
}
// src/islands/itinerary/travel/RsvpSummary.tsx
/**
* An asking event's RSVPs on its card: the counts for everyone, the names and notes for admins,
* and the buttons that open the answer form (loaded when used): a guest answers or changes their
* answer (and can take it back) until the RSVP-by date; an organiser also changes or clears
* anyone's, after the date too.
*/
var RsvpDialog = (0, import_react.lazy)(() => import("./RsvpDialog_Cg57xSnA.mjs"));
function RsvpSummary({ projectId, eventId, title, rsvp, names, admin, timeZone, defaultName, reload }) {
	const [editing, setEditing] = (0, import_react.useState)(null);
	const mine = rsvp.answers.filter((a) => a.mine);
	const everyone = rsvp.answers.length > 0 && (admin || mine.length > 1 || rsvp.answers.some((a) => !a.mine));
	const single = mine.length === 1 && !everyone ? mine[0] : void 0;
	const label = admin ? "RSVP for a guest" : single ? "Change RSVP" : "RSVP";
	const canAnswer = !rsvp.closed || admin;
	const by = rsvp.rsvpBy ? rsvpByText(new Date(rsvp.rsvpBy), timeZone) : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mt-4 rounded-xl bg-black/[0.03] px-4 py-3",
		"data-rsvp": eventId,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-sm font-semibold text-ink",
				"data-rsvp-counts": true,
				children: rsvpCountsText(rsvp.counts)
			}),
			by && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-xs text-ink-soft",
				children: rsvp.closed ? `RSVPs closed on ${by}` : `RSVP by ${by}`
			}),
			single && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "mt-1 text-sm text-ink-soft",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "font-semibold text-ink",
						children: single.name
					}),
					": ",
					RSVP_LABELS[single.status],
					single.plusOnes > 0 && ` +${single.plusOnes}`
				]
			}),
			everyone && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "mt-2 space-y-1 text-sm text-ink-soft",
				children: rsvp.answers.map((a) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
					className: "flex flex-wrap items-baseline gap-x-2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "font-semibold text-ink",
							children: a.name
						}),
						": ",
						RSVP_LABELS[a.status],
						a.plusOnes > 0 && ` +${a.plusOnes}`,
						a.note && ` · ${a.note}`
					] }), a.canEdit && canAnswer && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
						type: "button",
						className: "text-sm font-semibold text-[var(--theme-primary-text)] hover:underline noscript:hidden",
						"data-queue": `rsvp-${eventId}-${a.name}`,
						onClick: () => setEditing(a),
						children: ["Change", /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "sr-only",
							children: [" the answer of ", a.name]
						})]
					})]
				}, a.name))
			}),
			canAnswer && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "btn-secondary mt-3 text-sm noscript:hidden",
				"data-queue": `rsvp-${eventId}`,
				"aria-label": `${label}: ${title}`,
				onClick: () => setEditing(single ?? "new"),
				children: label
			}),
			editing !== null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
				fallback: null,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RsvpDialog, {
					projectId,
					eventId,
					title,
					rsvp,
					answer: editing === "new" ? void 0 : editing,
					names,
					defaultName,
					onClose: () => setEditing(null),
					onSaved: reload
				})
			})
		]
	});
}
// src/islands/itinerary/ItineraryMain.tsx
/** The itinerary page's main area: the people filter and the open tab's panel. */
function ItineraryMain(props) {
	const { project, names, selected, activeTab, previewBanner } = props;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("main", {
		id: "main",
		className: `mx-auto w-full max-w-3xl flex-1 lg:max-w-5xl px-4 pt-6 sm:px-6 ${activeTab === "arrivals" ? "print:max-w-none print:p-0" : "print:hidden"} ${previewBanner ? "pb-56 sm:pb-44" : "pb-32"}`,
		children: [names.length > 0 && activeTab !== "faq" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "mb-5 flex items-center justify-between gap-3 print:hidden",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PeopleFilter, {
				names,
				selected,
				onChange: (s) => setSelectedPeople(project.projectId, s),
				tab: activeTab
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			role: "tabpanel",
			id: `panel-${activeTab}`,
			"aria-labelledby": `tab-${activeTab}`,
			tabIndex: -1,
			className: "outline-none",
			children: [
				activeTab === "list" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListPanel, { ...props }),
				activeTab === "calendar" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CalendarPanel, { ...props }),
				activeTab === "map" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MapPanel, { ...props }),
				activeTab === "arrivals" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrivalsTab, {
					projectId: project.projectId,
					title: displayTitle(project),
					selected,
					travel: props.travel,
					hydrated: props.hydrated,
					names,
					defaultName: prefillName(selected, props.travel.yours?.name),
					reload: props.reloadTravel
				}),
				activeTab === "faq" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FaqTab, {
					faqs: props.faqs,
					emptyText: props.preview ? "Frequently asked questions will appear here" : void 0,
					admin: props.admin,
					project,
					refresh: props.refresh
				})
			]
		})]
	});
}
function ListPanel({ project, events, visibleEvents, names, selected, eventZone, now, admin, preview, refresh, travel, reloadTravel }) {
	const rsvps = new Map(travel.rsvps.map((r) => [r.eventId, r]));
	const rsvpFor = (event) => {
		const rsvp = rsvps.get(event.id);
		return rsvp && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RsvpSummary, {
			projectId: project.projectId,
			eventId: event.id,
			title: event.title,
			rsvp,
			names: attendeesOf(event.attendees, names),
			admin,
			timeZone: eventZone,
			defaultName: prefillName(selected, travel.yours?.name),
			reload: reloadTravel
		});
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "space-y-6",
		children: [project.showCountdown && events.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Countdown, {
			events: visibleEvents,
			now
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListTab, {
			events: visibleEvents,
			filtered: selected.length > 0 && events.length > 0,
			timeZone: eventZone,
			now,
			emptyText: preview ? "This itinerary is still being set up" : void 0,
			eventIcsHref: preview ? void 0 : (id) => eventIcsUrl(project.projectId, id),
			showPrivateNotes: admin,
			admin: admin ? {
				projectId: project.projectId,
				names,
				starts: events.map((e) => e.datetime),
				freeEventsLeft: project.isPaid ? null : Math.max(0, 5 - events.length),
				refresh,
				rsvpOf: (id) => rsvps.get(id)
			} : void 0,
			rsvpFor: preview ? void 0 : rsvpFor
		})]
	});
}
function CalendarPanel({ hydrated, serverCalendar, selected, initialPeople, visibleEvents, eventZone, now }) {
	if (!hydrated) return serverCalendar ?? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabLoading, { label: "Loading calendar..." });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
		fallback: serverCalendar && samePeople(selected, initialPeople ?? []) ? serverCalendar : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabLoading, { label: "Loading calendar..." }),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CalendarTab, {
			events: visibleEvents,
			timeZone: eventZone,
			now
		})
	});
}
function MapPanel({ hydrated, visibleEvents, eventZone, mapTiles }) {
	if (hydrated) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
		fallback: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MapLoading, {}),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MapTab, {
			events: visibleEvents,
			timeZone: eventZone,
			tiles: mapTiles
		})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "noscript:hidden",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MapLoading, {})
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("noscript", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "mt-4 rounded-2xl bg-white/90 px-4 py-3 text-center text-sm text-ink",
		children: "The map needs JavaScript. The List and Calendar tabs show every place."
	}) })] });
}
function TabLoading({ label }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		role: "status",
		className: "flex items-center justify-center gap-3 rounded-3xl bg-white/80 px-6 py-16 text-ink-soft",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "h-6 w-6 animate-spin rounded-full border-[3px] border-black/10 border-t-[var(--theme-primary)]",
			"aria-hidden": "true"
		}), label]
	});
}
var samePeople = (a, b) => a.length === b.length && a.every((name, i) => name === b[i]);
// src/ui/FormActions.tsx
function FormActions({ onCancel, busy, submitLabel, busyLabel, submitDisabled = false, destroy }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
		children: [
			destroy && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "btn-secondary text-rose-700 sm:mr-auto",
				onClick: destroy.onClick,
				disabled: busy,
				children: destroy.label
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "btn-secondary",
				onClick: onCancel,
				disabled: busy,
				children: "Cancel"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "submit",
				className: "btn-primary",
				disabled: submitDisabled || busy,
				children: busy ? busyLabel : submitLabel
			})
		]
	});
}
// src/islands/itinerary/AdminCodeDialog.tsx
/** Checks an admin code with the server; true when this browser is now an admin. */
async function verifyAdmin(projectId, adminCode) {
	try {
		await apiRequest("POST", `/api/projects/${encodeURIComponent(projectId)}/verify-admin`, { adminCode });
		writeStorage("local", adminCodeKey(projectId), adminCode.trim().toUpperCase());
		return true;
	} catch (error) {
		return error instanceof Error ? error : new Error(String(error));
	}
}
/**
* The verify endpoint's own check of a typed code, loaded on first use so the guest page does not
* download the validation library; null when it cannot be loaded (offline), as a failed call.
*/
async function checkAdminCode(adminCode) {
	const schemas = await import("./schemas_BP9cnbZP.mjs").then((n) => n._).catch(() => null);
	return schemas?.checkForm(schemas.verifyAdminSchema, { adminCode }) ?? null;
}
/** 'Admin Access Required': asks for the admin code; an empty or wrong code gets a toast ('Missing Code', the server's refusal). */
function AdminCodeDialog({ open, onClose, projectId, onGranted }) {
	const [code, setCode] = (0, import_react.useState)("");
	const [busy, setBusy] = (0, import_react.useState)(false);
	const [error, setError] = (0, import_react.useState)();
	async function onSubmit(e) {
		e.preventDefault();
		const checked = await checkAdminCode(code);
		if (checked && !checked.ok) {
			if (checked.message === MESSAGES.adminCodeRequired) toastProblem("Missing Code", checked.message);
			else setError(checked.errors.adminCode);
			return;
		}
		setBusy(true);
		const result = checked ? await verifyAdmin(projectId, checked.data.adminCode) : /* @__PURE__ */ new Error("The admin code could not be checked.");
		setBusy(false);
		if (result === true) {
			toastSuccess("Admin Access Granted", "You are now in edit mode.");
			setCode("");
			onGranted();
			return;
		}
		if (result instanceof ApiError && result.status !== 500) {
			toastProblem("Access Denied", result.data?.message ?? MESSAGES.invalidAdminCode);
			return;
		}
		toastProblem("Error", "Failed to verify admin code. Please try again.");
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open,
		onClose,
		size: "sm",
		title: "Admin Access Required",
		description: MESSAGES.adminCodeWhere,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			onSubmit,
			noValidate: true,
			className: "space-y-5",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				id: "admin-code",
				label: "Admin Code",
				className: "font-mono tracking-[0.25em] uppercase",
				value: code,
				error,
				onChange: (e) => {
					setCode(e.target.value.toUpperCase());
					setError(void 0);
				},
				autoComplete: "off",
				autoCapitalize: "characters",
				spellCheck: false,
				maxLength: 32,
				"data-autofocus": true,
				placeholder: "ABCD2345"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormActions, {
				onCancel: onClose,
				busy,
				submitLabel: "Enter Edit Mode",
				busyLabel: "Checking...",
				submitDisabled: !code.trim()
			})]
		})
	});
}
// src/islands/itinerary/useDialogWrite.ts
/**
* One write of a dialog (travel, RSVP, feedback, owner email, exit): busy while it is sent; then
* the success toast, the after-saved step and the close; or the server's message (else `failed`)
* as a toast, the dialog left open as it was.
*/
function useDialogWrite({ close, afterSaved, leavesPage = false }) {
	const [busy, setBusy] = (0, import_react.useState)(false);
	async function write(send, { done, failed }, wrote) {
		setBusy(true);
		try {
			await send();
		} catch (error) {
			setBusy(false);
			toastError(error, failed);
			return;
		}
		if (done) toastSuccess(done.title, done.description);
		if (afterSaved) await Promise.resolve(wrote).then(afterSaved).catch(() => {});
		close();
		if (!leavesPage) setBusy(false);
	}
	return {
		busy,
		write
	};
}
// src/islands/itinerary/ExitDialog.tsx
/** 'Leave itinerary?': confirming ends this browser's access and goes home. */
function ExitDialog({ open, onClose, projectId }) {
	const { busy, write } = useDialogWrite({
		close: () => window.location.assign("/"),
		leavesPage: true
	});
	async function leave() {
		await write(async () => {
			await apiRequest("DELETE", `/api/projects/${encodeURIComponent(projectId)}/access`);
			await forgetItinerary(projectId);
		}, { failed: "Could not leave the itinerary. Please try again." });
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open,
		onClose,
		size: "sm",
		title: "Leave itinerary?",
		description: "Are you sure you want to exit? You'll need the project ID and access code to return.",
		footer: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
			type: "button",
			className: "btn-secondary",
			onClick: onClose,
			disabled: busy,
			children: "Cancel"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
			type: "button",
			className: "btn bg-red-600 text-white hover:bg-red-700",
			onClick: leave,
			disabled: busy,
			children: busy ? "Leaving..." : "Exit"
		})] })
	});
}
// src/lib/analytics.ts
/** Calls made while analytics is off or still loading; older ones are dropped past this. */
var MAX_QUEUED_CALLS = 100;
function state() {
	if (typeof window === "undefined") return void 0;
	window.__analytics ??= { queue: [] };
	return window.__analytics;
}
function dispatch(call) {
	const s = state();
	if (!s) return;
	if (s.send) {
		s.send(call);
		return;
	}
	s.queue.push(call);
	if (s.queue.length > MAX_QUEUED_CALLS) s.queue.shift();
}
/** Report a named event, e.g. `trackEvent('button_click', { event_category: 'engagement' })`. */
function trackEvent(name, params = {}) {
	dispatch({
		kind: "event",
		name,
		params
	});
}
// src/islands/itinerary/feeds/useCalendarFeed.ts
var FEED_ERROR_FALLBACK = "Failed to create the calendar link. Please try again.";
/**
* The feed links for (projectId, person) while `open`: asked of the server once per person per
* opening (the POST returns the existing feed, so asking again is harmless), kept while the dialog
* stays open, dropped when it closes so a revoked link is never shown again.
*/
function useCalendarFeed(open, projectId, person) {
	const cache = (0, import_react.useRef)(/* @__PURE__ */ new Map());
	const [result, setResult] = (0, import_react.useState)(null);
	const [attempt, setAttempt] = (0, import_react.useState)(0);
	const key = person ?? "";
	(0, import_react.useEffect)(() => {
		if (!open) {
			cache.current.clear();
			setResult(null);
			return;
		}
		const cached = cache.current.get(key);
		if (cached) {
			setResult({
				key,
				feed: cached
			});
			return;
		}
		let live = true;
		setResult({ key });
		apiRequest("POST", `/api/projects/${encodeURIComponent(projectId)}/calendar-feeds`, { person }).then(({ feed }) => {
			cache.current.set(key, feed);
			if (live) setResult({
				key,
				feed
			});
		}).catch((error) => {
			if (!live) return;
			setResult({
				key,
				failed: true
			});
			toastError(error, FEED_ERROR_FALLBACK);
		});
		return () => {
			live = false;
		};
	}, [
		open,
		projectId,
		key,
		person,
		attempt
	]);
	let state = { status: "loading" };
	if (result?.key === key && result.feed) state = {
		status: "ready",
		feed: result.feed
	};
	else if (result?.key === key && result.failed) state = { status: "error" };
	return {
		state,
		retry: () => setAttempt((n) => n + 1)
	};
}
// src/islands/itinerary/feeds/AddToCalendarDialog.tsx
/** `name` as the list spells it, or null when it is not on the list. */
function personOnList(people, name) {
	if (!name) return null;
	const wanted = name.trim().toLowerCase();
	return people.find((p) => p.toLowerCase() === wanted) ?? null;
}
function FeedLinks({ feed, projectId }) {
	const labelId = (0, import_react.useId)();
	const track = (label) => trackEvent("itinerary_action", {
		event_category: "itinerary",
		event_label: label,
		project_id: projectId
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "space-y-4",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "grid gap-2",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
				href: feed.webcalUrl,
				className: "btn-primary w-full text-center",
				onClick: () => track("calendar_subscribe_webcal"),
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
					icon: calendar,
					className: "h-4 w-4 shrink-0",
					strokeWidth: 2.2
				}), "Subscribe in Apple Calendar / Outlook"]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
				href: feed.googleUrl,
				target: "_blank",
				rel: "noopener noreferrer",
				className: "btn-secondary w-full text-center",
				onClick: () => track("calendar_subscribe_google"),
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
						icon: externalLink,
						className: "h-4 w-4 shrink-0",
						strokeWidth: 2.2
					}),
					"Add to Google Calendar",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "sr-only",
						children: " (opens in a new tab)"
					})
				]
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "label",
				id: labelId,
				children: "Calendar link for other apps"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex items-center gap-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("output", {
					"aria-labelledby": labelId,
					className: "min-w-0 flex-1 truncate rounded-xl border border-gray-200 bg-gray-50 px-3 py-2 font-mono text-sm",
					title: feed.url,
					children: feed.url
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CopyButton, {
					value: feed.url,
					label: "Copy calendar link"
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-1.5 text-xs text-ink-soft",
				children: "Anyone with this link can see these events, so share it only with your group."
			})
		] })]
	});
}
function LoadingLinks() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		role: "status",
		"aria-live": "polite",
		className: "space-y-4",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "sr-only",
				children: "Preparing your calendar link…"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				"aria-hidden": "true",
				className: "grid animate-pulse gap-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: "h-10 rounded-full bg-brand-100" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: "h-10 rounded-full bg-gray-100" })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				"aria-hidden": "true",
				className: "animate-pulse",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: "mb-1.5 h-5 w-44 rounded bg-gray-100" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: "h-[38px] rounded-xl bg-gray-100" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: "mt-1.5 h-4 w-4/5 rounded bg-gray-100" })
				]
			})
		]
	});
}
/**
* 'Add to calendar': a subscription to the whole itinerary or to one person's events,
* as a webcal link (Apple Calendar, Outlook), Google Calendar's add-by-URL page, or a plain link.
*/
function AddToCalendarDialog({ open, onClose, projectId, people, initialPerson }) {
	const selectId = (0, import_react.useId)();
	const initial = personOnList(people, initialPerson);
	const [person, setPerson] = (0, import_react.useState)(initial);
	(0, import_react.useEffect)(() => {
		if (open) setPerson(initial);
	}, [open, initial]);
	const { state, retry } = useCalendarFeed(open, projectId, person);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open,
		onClose,
		title: "Add to your calendar",
		description: "Subscribe once: your calendar updates automatically when the host changes the plan.",
		size: "lg",
		footer: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
			type: "button",
			className: "btn-secondary",
			onClick: onClose,
			children: "Close"
		}),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "space-y-5",
			children: [
				people.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
						htmlFor: selectId,
						className: "label",
						children: "Whose events?"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("select", {
						id: selectId,
						className: "input",
						value: person ?? "",
						onChange: (e) => setPerson(e.target.value || null),
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
							value: "",
							children: "Everyone (the whole itinerary)"
						}), people.map((name) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
							value: name,
							children: name
						}, name))]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "mt-1.5 text-xs text-ink-soft",
						children: person ? `Only the events ${person} attends.` : "Every event in the itinerary."
					})
				] }),
				state.status === "ready" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FeedLinks, {
					feed: state.feed,
					projectId
				}),
				state.status === "loading" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingLinks, {}),
				state.status === "error" && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900 sm:flex-row sm:items-center sm:justify-between",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "The calendar link could not be created." }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "btn-secondary",
						onClick: retry,
						children: "Try again"
					})]
				})
			]
		})
	});
}
// src/islands/itinerary/ItineraryFooter.tsx
/** The footer's icons, drawn a little bolder (2.2) than the default line. */
var icon = (def) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
	icon: def,
	className: "h-4 w-4 shrink-0",
	strokeWidth: 2.2
});
var footerIcons = {
	share: icon(shareOut),
	view: icon(eye),
	calendar: icon(calendarPlus),
	print: icon(printerPlain),
	admin: icon(pencil),
	exit: icon(logOut),
	feedback: icon(message),
	more: icon(more),
	customize: icon(paletteRings)
};
/** The form Exit submits when the page has no JavaScript (yet); its buttons name it by id. */
var EXIT_FORM_ID = "itinerary-exit";
/**
* A button that only opens something in the island: hidden without JavaScript, and a tap before
* hydration is kept and replayed (data-queue, see ItineraryPage.astro).
*/
var JS_ONLY = "noscript:hidden";
/**
* Phones only, when six buttons would not fit in 360 px: the last ones move into a 'More' menu
* (a popover: light dismiss and Escape come with it, and it sits above the footer).
*/
function MoreMenu({ items, className }) {
	const id = (0, import_react.useId)();
	const menu = (0, import_react.useRef)(null);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
		type: "button",
		className: `${className} sm:hidden ${JS_ONLY}`,
		popoverTarget: id,
		children: [footerIcons.more, "More"]
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		ref: menu,
		id,
		popover: "auto",
		className: "fixed inset-auto right-2 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] m-0 w-44 rounded-2xl border border-black/5 bg-white p-1.5 text-ink shadow-xl",
		children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
			type: item.form ? "submit" : "button",
			form: item.form,
			"data-queue": item.queue,
			className: `flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-semibold text-[var(--theme-primary-text)] hover:bg-[color-mix(in_srgb,var(--theme-primary)_8%,white)] ${item.queue ? JS_ONLY : ""}`,
			onClick: (e) => {
				e.preventDefault();
				menu.current?.hidePopover();
				item.onSelect();
			},
			children: [item.icon, item.label]
		}, item.label))
	})] });
}
/**
* Admin and View are one toggle drawn as two buttons: when the mode flips, the button that was
* used is replaced, and focus that was on it (or that fell to the page) moves to the new one
* instead of getting lost. Focus elsewhere (a mode entered by a link on load) is left alone.
*/
function useToggleFocus(mode) {
	const footer = (0, import_react.useRef)(null);
	const toggle = (0, import_react.useRef)(null);
	const focusInFooter = (0, import_react.useRef)(false);
	const shownMode = (0, import_react.useRef)(mode);
	(0, import_react.useEffect)(() => {
		const onFocusIn = (e) => {
			focusInFooter.current = Boolean(footer.current?.contains(e.target));
		};
		document.addEventListener("focusin", onFocusIn);
		return () => document.removeEventListener("focusin", onFocusIn);
	}, []);
	(0, import_react.useEffect)(() => {
		if (shownMode.current === mode) return;
		shownMode.current = mode;
		const active = document.activeElement;
		const lost = !active || active === document.body || Boolean(footer.current?.contains(active));
		if (focusInFooter.current && lost) toggle.current?.focus();
	}, [mode]);
	return {
		footer,
		toggle
	};
}
/**
* The footer. View mode: Share, Add to calendar, Print (paid), Admin, Feedback, Exit.
* Admin mode: Customize, Share, Print (paid; a dashed upsell on unpaid itineraries with 2+
* events), the View toggle, Feedback. `data-hint-anchor` is what hint bubbles point at.
*/
function ItineraryFooter({ mode, exitAction, onAdmin, onView, canPrint, onPrintUpsell, onShare, onAddToCalendar, onExit, onFeedback, onCustomize }) {
	const compact = "min-w-0 flex-1 flex-col gap-0.5 px-0.5 py-1.5 text-[11px] sm:flex-none sm:flex-row sm:gap-2 sm:px-5 sm:py-2.5 sm:text-sm";
	const secondary = `btn-secondary ${compact}`;
	const print = canPrint ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
		type: "button",
		className: `${secondary} ${JS_ONLY}`,
		onClick: () => window.print(),
		"data-queue": "print",
		children: [footerIcons.print, "Print"]
	}) : onPrintUpsell ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
		type: "button",
		className: `btn ${compact} ${JS_ONLY} border border-dashed border-brand-300 bg-white/60 text-brand-800 hover:border-brand-500 hover:bg-brand-50`,
		onClick: onPrintUpsell,
		"data-queue": "print",
		"aria-label": "Print (full access)",
		children: [footerIcons.print, "Print"]
	}) : null;
	const feedbackButton = (hideOnPhones) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
		type: "button",
		className: `${secondary} ${JS_ONLY} ${hideOnPhones ? "max-sm:hidden" : ""}`,
		onClick: onFeedback,
		"data-queue": "feedback",
		children: [footerIcons.feedback, "Feedback"]
	});
	const overflow = mode === "view" && print !== null;
	const { footer, toggle } = useToggleFocus(mode);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("footer", {
		ref: footer,
		className: "fixed inset-x-0 bottom-0 z-30 border-t border-black/5 bg-white/95 backdrop-blur print:hidden",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "mx-auto flex max-w-3xl items-stretch justify-center gap-1 px-1.5 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:gap-3 sm:px-2",
			children: [
				mode === "admin" && onCustomize && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
					type: "button",
					className: `btn-primary ${compact}`,
					onClick: onCustomize,
					"data-hint-anchor": "customize",
					children: [footerIcons.customize, "Customize"]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
					type: "button",
					className: `${mode === "admin" && onCustomize ? secondary : `btn-primary ${compact}`} ${JS_ONLY}`,
					onClick: onShare,
					"data-queue": "share",
					children: [footerIcons.share, "Share"]
				}),
				mode === "admin" ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
					print,
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
						ref: toggle,
						type: "button",
						className: secondary,
						onClick: onView,
						"aria-pressed": "true",
						children: [footerIcons.view, "View"]
					}, "view"),
					feedbackButton(false)
				] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
						type: "button",
						className: `${secondary} ${JS_ONLY}`,
						onClick: onAddToCalendar,
						"aria-label": "Add to calendar",
						"data-queue": "calendar",
						children: [
							footerIcons.calendar,
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "sm:hidden",
								children: "Calendar"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "hidden sm:inline",
								children: "Add to calendar"
							})
						]
					}),
					print,
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
						ref: toggle,
						type: "button",
						className: `${secondary} ${JS_ONLY}`,
						onClick: onAdmin,
						"data-hint-anchor": "admin",
						"data-queue": "admin",
						children: [footerIcons.admin, "Admin"]
					}, "admin"),
					feedbackButton(overflow),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
						id: EXIT_FORM_ID,
						method: "post",
						action: exitAction,
						hidden: true
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
						type: "submit",
						form: EXIT_FORM_ID,
						"data-queue": "exit",
						className: `${secondary} ${overflow ? "max-sm:hidden noscript:max-sm:flex" : ""}`,
						onClick: (e) => {
							e.preventDefault();
							onExit();
						},
						children: [footerIcons.exit, "Exit"]
					}),
					overflow && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MoreMenu, {
						className: secondary,
						items: [{
							label: "Feedback",
							icon: footerIcons.feedback,
							onSelect: onFeedback,
							queue: "feedback"
						}, {
							label: "Exit",
							icon: footerIcons.exit,
							onSelect: onExit,
							queue: "exit",
							form: EXIT_FORM_ID
						}]
					})
				] })
			]
		})
	});
}
// src/ui/QrCode.tsx
var import_react_dom = require_react_dom();
/**
* A QR code drawn as SVG: dark on white whatever the theme (scanners need the contrast), with
* its quiet zone, and named for assistive technology. The encoder is not imported here: the
* server draws its codes itself, the browser gets them from useLinkQr, which loads it on demand.
*/
function QrCode({ matrix, label, className = "" }) {
	const side = matrix.size + 8;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("svg", {
		role: "img",
		"aria-label": label,
		viewBox: `0 0 ${side} ${side}`,
		shapeRendering: "crispEdges",
		className: `block bg-white ${className}`,
		xmlns: "http://www.w3.org/2000/svg",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
			fill: "#ffffff",
			d: `M0 0h${side}v${side}H0z`
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
			stroke: "#000000",
			strokeWidth: 1,
			fill: "none",
			d: qrPath(matrix)
		})]
	});
}
/**
* The code of `link`, drawn once the encoder has loaded; null while loading, when there is no
* link, or when the encoder cannot be loaded (offline, or a deploy replaced the chunk).
*/
function useLinkQr(link) {
	const [drawn, setDrawn] = (0, import_react.useState)(null);
	const ready = drawn && drawn.link === link ? drawn.matrix : null;
	(0, import_react.useEffect)(() => {
		if (!link || ready) return;
		let live = true;
		import("./pages_IQ5OI0iT.mjs").then((n) => n.l).then(({ linkQr }) => {
			if (live) setDrawn(linkQr(link));
		}).catch(() => {});
		return () => {
			live = false;
		};
	}, [link, ready]);
	return link ? ready : null;
}
// src/islands/itinerary/print/PrintQrCode.tsx
/** The quick link's QR code as printed: 30 mm, big enough for any phone at arm's length. */
function PrintQrCode({ matrix, label }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QrCode, {
		matrix,
		label,
		className: "size-[30mm] shrink-0"
	});
}
// src/islands/itinerary/print/PrintView.tsx
/** "Generated November 20, 2026 at 6:15 PM EST", always in US Eastern time. */
function generatedAtLabel(generatedAt) {
	return `Generated ${formatLongDate(generatedAt, DEFAULT_TIME_ZONE)} at ${formatEventTime(generatedAt, DEFAULT_TIME_ZONE)}`;
}
/** 'Complete Itinerary', or 'Events for: {names}' when people are selected. */
function printSubtitle(selectedPeople) {
	return selectedPeople.length > 0 ? `Events for: ${selectedPeople.join(", ")}` : "Complete Itinerary";
}
/**
* The moment the browser last started printing (Print button or Ctrl+P), or null before that.
* The print copy itself is in the server's HTML, so printing works before and without React.
*/
function usePrintedAt() {
	const [printedAt, setPrintedAt] = (0, import_react.useState)(null);
	(0, import_react.useEffect)(() => {
		const onBeforePrint = () => (0, import_react_dom.flushSync)(() => setPrintedAt(Date.now()));
		window.addEventListener("beforeprint", onBeforePrint);
		return () => window.removeEventListener("beforeprint", onBeforePrint);
	}, []);
	return printedAt;
}
function PrintView({ project, events, selectedPeople, generatedAt: fallbackTime, accessQr }) {
	const generatedAt = usePrintedAt() ?? fallbackTime;
	const timeZone = project.timeZone;
	const { upcoming, past } = splitEvents(events, generatedAt);
	const days = groupByDay([...events].sort((a, b) => Date.parse(a.datetime) - Date.parse(b.datetime) || a.id - b.id), timeZone);
	const byline = creatorLine(project);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
		"aria-label": "Print version",
		className: "hidden print:block",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
			className: "print-itinerary text-black",
			"aria-label": "Printable itinerary",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
				className: "print-header border-b-2 border-black pb-5",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
						className: "print-title text-[26pt] leading-[1.1] font-bold tracking-tight break-words",
						children: displayTitle(project)
					}),
					byline && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						className: "mt-1 text-[10.5pt] text-neutral-700",
						children: byline
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						className: "mt-3 text-[13pt] font-semibold",
						children: printSubtitle(selectedPeople)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						className: "mt-0.5 text-[9.5pt] text-neutral-600",
						children: generatedAtLabel(generatedAt)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
						className: "mt-4 flex gap-10",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Count, {
								label: "Total Events",
								value: events.length
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Count, {
								label: "Upcoming",
								value: upcoming.length
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Count, {
								label: "Past",
								value: past.length
							})
						]
					}),
					project.accessCode && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PrintAccess, {
						project,
						accessCode: project.accessCode,
						serverQr: accessQr
					})
				]
			}), days.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mt-8 text-[11pt] text-neutral-700",
				children: selectedPeople.length > 0 ? "No Events for Selected People" : "No Events Yet"
			}) : days.map((day, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				className: "print-day mt-7",
				"aria-labelledby": `print-day-${day.key}`,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h2", {
					id: `print-day-${day.key}`,
					className: "print-day-heading flex items-baseline gap-3 border-b border-neutral-400 pb-1.5",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
							className: "text-[9pt] font-semibold tracking-[0.14em] text-neutral-600 uppercase",
							children: ["Day ", i + 1]
						}),
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "text-[14pt] font-bold",
							children: day.label
						})
					]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", { children: day.events.map((event) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PrintEvent, {
					event,
					timeZone
				}, event.id)) })]
			}, day.key))]
		})
	});
}
/**
* How to get in, for those who may see the access code (everyone with a grant; the code itself is
* only in their copy of the project): the IDs and the quick link's QR code. The server draws the
* code for its first HTML (printing works before hydration); after a change of code or title the
* code is drawn here.
*/
function PrintAccess({ project, accessCode, serverQr }) {
	const origin = serverQr ? new URL(serverQr.link).origin : typeof window === "undefined" ? "" : window.location.origin;
	const link = quickLinkUrl(origin, project.projectId, accessCode);
	const label = qrLabel(displayTitle(project));
	const fromServer = serverQr && serverQr.link === link && serverQr.label === label ? serverQr.drawing : null;
	const matrix = useLinkQr(fromServer || !origin ? null : link);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "print-access mt-5 flex w-fit max-w-full items-center gap-5 rounded-md border border-neutral-400 py-3 pr-5 pl-3",
		children: [fromServer ?? (matrix && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PrintQrCode, {
			matrix,
			label
		})), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "min-w-0",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "text-[11pt] font-bold",
					children: "Scan to open this itinerary"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
					className: "mt-1.5 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-[10pt]",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Detail, {
						label: "Project ID",
						children: project.projectId
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Detail, {
						label: "Access Code",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "font-mono font-semibold tracking-wider",
							children: accessCode
						})
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "mt-1.5 text-[8.5pt] break-all text-neutral-700",
					children: link
				})
			]
		})]
	});
}
function Count({ label, value }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex flex-col-reverse",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
			className: "text-[8.5pt] font-semibold tracking-[0.12em] text-neutral-600 uppercase",
			children: label
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
			className: "text-[18pt] leading-none font-bold",
			children: value
		})]
	});
}
function PrintEvent({ event, timeZone }) {
	const { start, zone, end, endDay } = eventTimes(event, timeZone);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
		className: "print-event grid grid-cols-[6.5rem_1fr] gap-x-5 border-b border-neutral-200 py-3.5",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
				dateTime: event.datetime,
				className: "block text-[11pt] leading-tight font-bold",
				children: start
			}),
			end !== null && event.endDatetime && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EventEnd, {
				end,
				endDay,
				endDatetime: event.endDatetime,
				className: "block text-[9pt] leading-tight font-semibold"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "text-[8pt] text-neutral-600",
				children: zone
			})
		] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "min-w-0",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
					className: "text-[12pt] leading-snug font-bold",
					children: event.title
				}),
				event.description && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "mt-1 text-[10pt] leading-snug whitespace-pre-line text-neutral-800",
					children: event.description
				}),
				(event.attendees || event.location || event.vibe) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
					className: "mt-2 grid grid-cols-[6.5rem_1fr] gap-x-3 gap-y-0.5 text-[9.5pt] leading-snug",
					children: [
						event.attendees && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Detail, {
							label: "People",
							children: event.attendees
						}),
						event.location && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Detail, {
							label: "Location",
							children: event.location
						}),
						event.vibe && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Detail, {
							label: "Vibe & Style",
							children: event.vibe
						})
					]
				})
			]
		})]
	});
}
function Detail({ label, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
		className: "font-semibold text-neutral-700",
		children: label
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
		className: "min-w-0 break-words",
		children
	})] });
}
// src/islands/itinerary/HintBubble.tsx
/**
* A hint bubble: points at the control it is about, hides itself after
* HINT_BUBBLE_MS (10 s) and can be dismissed. It finds its control by selector, so the
* footer and tabs need no wiring beyond a `data-hint-anchor` attribute; when no control matches
* it sits above the footer, centred.
*
* It never covers its control, and never hides a focused one (docs/accessibility.md): a bubble
* that can sit beside its control does ('start': on its left, over the empty part of its row); a
* bubble above the footer counts as part of the footer (`data-fixed-bar`), so the page scrolls
* focused controls clear of both.
*/
var GAP_PX = 12;
var EDGE_PX = 12;
/** Above the fixed footer when there is nothing to point at. */
var FALLBACK_BOTTOM_PX = 96;
/** Narrower than this beside its control, the bubble goes above or below it instead. */
var MIN_SIDE_WIDTH_PX = 150;
var ARROW_EDGE = {
	top: "-top-1.5",
	bottom: "-bottom-1.5",
	right: "-right-1.5"
};
function findAnchor(selectors) {
	for (const selector of selectors) {
		const el = document.querySelector(selector);
		if (el && el.getClientRects().length > 0) return el;
	}
	return null;
}
function HintBubble({ text, anchors, side, onDismiss }) {
	const bubble = (0, import_react.useRef)(null);
	const [position, setPosition] = (0, import_react.useState)(null);
	const dismiss = (0, import_react.useRef)(onDismiss);
	(0, import_react.useLayoutEffect)(() => {
		dismiss.current = onDismiss;
	}, [onDismiss]);
	const place = (0, import_react.useCallback)(() => {
		const el = bubble.current;
		if (!el) return;
		const viewport = document.documentElement.clientWidth;
		const rect = findAnchor(anchors)?.getBoundingClientRect();
		const room = rect ? rect.left - GAP_PX - EDGE_PX : 0;
		if (rect && side === "start" && room >= MIN_SIDE_WIDTH_PX) {
			el.style.maxWidth = `${room}px`;
			const { offsetWidth: width, offsetHeight: height } = el;
			setPosition({
				left: rect.left - GAP_PX - width,
				top: rect.top + rect.height / 2 - height / 2,
				maxWidth: room,
				arrow: {
					edge: "right",
					at: height / 2
				}
			});
			return;
		}
		el.style.maxWidth = "";
		const width = el.offsetWidth;
		const clampLeft = (x) => Math.max(EDGE_PX, Math.min(x, viewport - width - EDGE_PX));
		if (!rect) {
			setPosition({
				left: clampLeft((viewport - width) / 2),
				bottom: FALLBACK_BOTTOM_PX,
				arrow: null
			});
			return;
		}
		const centre = rect.left + rect.width / 2;
		const left = clampLeft(centre - width / 2);
		const below = rect.top + rect.height / 2 < window.innerHeight / 2;
		const at = Math.max(GAP_PX, Math.min(centre - left, width - GAP_PX));
		setPosition({
			left,
			...below ? { top: rect.bottom + GAP_PX } : { bottom: window.innerHeight - rect.top + GAP_PX },
			arrow: {
				edge: below ? "top" : "bottom",
				at
			}
		});
	}, [anchors, side]);
	(0, import_react.useLayoutEffect)(() => {
		place();
		window.addEventListener("resize", place);
		window.addEventListener("scroll", place, {
			capture: true,
			passive: true
		});
		const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(place);
		observer?.observe(document.body);
		if (bubble.current) observer?.observe(bubble.current);
		return () => {
			window.removeEventListener("resize", place);
			window.removeEventListener("scroll", place, { capture: true });
			observer?.disconnect();
		};
	}, [place]);
	(0, import_react.useEffect)(() => {
		const timer = window.setTimeout(() => dismiss.current(), HINT_BUBBLE_MS);
		return () => window.clearTimeout(timer);
	}, []);
	const aboveFooter = position !== null && position.bottom !== void 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		ref: bubble,
		role: "status",
		"data-fixed-bar": aboveFooter ? "bottom" : void 0,
		className: `focus-ring-light fixed z-40 flex max-w-[calc(100vw-1.5rem)] items-center gap-2 rounded-2xl bg-brand-700 py-2 pr-2 pl-4 text-sm font-semibold text-white shadow-xl ring-2 ring-white/70 transition-opacity sm:max-w-xs duration-300 print:hidden ${position ? "opacity-100" : "opacity-0"}`,
		style: position ? {
			left: position.left,
			top: position.top,
			bottom: position.bottom,
			maxWidth: position.maxWidth
		} : {
			left: 0,
			bottom: 0
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: text }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				onClick: () => dismiss.current(),
				className: "shrink-0 rounded-full p-1 text-white/80 hover:bg-white/15 hover:text-white",
				"aria-label": "Dismiss hint",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { icon: close })
			}),
			position?.arrow && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				"aria-hidden": "true",
				className: `absolute h-3 w-3 rotate-45 bg-brand-700 ${ARROW_EDGE[position.arrow.edge]}`,
				style: position.arrow.edge === "right" ? { top: position.arrow.at - 6 } : { left: position.arrow.at - 6 }
			})
		]
	});
}
// src/islands/itinerary/useAdminHints.ts
/**
* Which hint bubbles show:
* - view mode, the creator's device, List tab: 'Enter admin mode to edit!' at the Admin button
*   ('Go to admin mode to edit!' while the itinerary is still empty);
* - admin mode with no events: 'Add your first event!' beside the add button (or at the List
*   tab); once the editor opens the organiser has followed it, and it goes for this visit;
* - the first time a paid itinerary enters admin mode on this device: 'Start customizing'.
* A dismissed or timed-out bubble stays away for the rest of the visit. While a dialog is open
* nothing shows, so the 10 s start once the organiser can see the bubble.
*/
var ANCHORS = {
	admin: ["[data-hint-anchor=\"admin\"]"],
	"first-event": ["[data-add-event=\"top\"]", "#tab-list"],
	customize: ["[data-hint-anchor=\"customize\"]"]
};
function useAdminHints({ projectId, isPaid, adminMode, eventCount, listTab, paused }) {
	const [isCreator, setIsCreator] = (0, import_react.useState)(false);
	const [customizeGuide, setCustomizeGuide] = (0, import_react.useState)(false);
	const [dismissed, setDismissed] = (0, import_react.useState)(() => /* @__PURE__ */ new Set());
	const wasAdmin = (0, import_react.useRef)(adminMode);
	const editorOpen = useStore($eventEditor).kind !== "none";
	(0, import_react.useEffect)(() => {
		setIsCreator(readStorage("local", creatorFlagKey(projectId)) === "true");
	}, [projectId]);
	(0, import_react.useEffect)(() => {
		const entered = adminMode && !wasAdmin.current;
		wasAdmin.current = adminMode;
		if (!adminMode) {
			setCustomizeGuide(false);
			return;
		}
		if (!entered) return;
		setDismissed((d) => {
			const next = new Set(d);
			next.add("admin");
			next.delete("first-event");
			return next;
		});
		if (isPaid && !readStorage("local", customizeGuideShownKey(projectId))) {
			writeStorage("local", customizeGuideShownKey(projectId), "true");
			setCustomizeGuide(true);
		}
	}, [
		adminMode,
		isPaid,
		projectId
	]);
	const dismiss = (0, import_react.useCallback)((id) => {
		setDismissed((d) => new Set(d).add(id));
	}, []);
	(0, import_react.useEffect)(() => {
		if (editorOpen) dismiss("first-event");
	}, [editorOpen, dismiss]);
	const hints = [];
	if (!paused) {
		if (!adminMode && isCreator && listTab && !dismissed.has("admin")) {
			const text = eventCount === 0 ? "Go to admin mode to edit!" : "Enter admin mode to edit!";
			hints.push({
				id: "admin",
				text,
				anchors: ANCHORS.admin
			});
		}
		if (adminMode && eventCount === 0 && listTab && !editorOpen && !dismissed.has("first-event")) hints.push({
			id: "first-event",
			text: "Add your first event!",
			anchors: ANCHORS["first-event"],
			side: "start"
		});
		if (adminMode && customizeGuide && !dismissed.has("customize")) hints.push({
			id: "customize",
			text: "Start customizing",
			anchors: ANCHORS.customize
		});
	}
	return {
		hints,
		dismiss
	};
}
// src/islands/itinerary/useOwnerEmailPrompt.ts
/**
* When to ask for the owner's email: right after the first event is
* created in admin mode (the list goes from empty to not), unless this device already answered
* for this itinerary, and only when the owner has no email or is Anonymous. Answering either way
* sets the local flag.
*/
function ownerNeedsEmail(project) {
	const name = project.ownerName?.trim();
	return !project.hasOwnerEmail || !name || name.toLowerCase() === "anonymous";
}
function useOwnerEmailPrompt({ project, adminMode, eventCount }) {
	const [open, setOpen] = (0, import_react.useState)(false);
	const previousCount = (0, import_react.useRef)(eventCount);
	const { projectId } = project;
	const needsEmail = ownerNeedsEmail(project);
	(0, import_react.useEffect)(() => {
		const before = previousCount.current;
		previousCount.current = eventCount;
		if (!adminMode || before !== 0 || eventCount === 0 || !needsEmail) return;
		if (readStorage("local", emailCapturedKey(projectId))) return;
		setOpen(true);
	}, [
		adminMode,
		eventCount,
		needsEmail,
		projectId
	]);
	return {
		open,
		done: (0, import_react.useCallback)(() => {
			writeStorage("local", emailCapturedKey(projectId), "true");
			setOpen(false);
		}, [projectId])
	};
}
// src/islands/itinerary/PromptLayer.tsx
/**
* The itinerary's prompts in one place: hint bubbles, the upgrade prompt, the owner
* email dialog and the feedback dialog. The dialogs are code-split and load the first time they
* open, so a guest reading the List tab downloads none of them.
*/
var UpgradeDialog = (0, import_react.lazy)(() => import("./UpgradeDialog_CeJhVOgP.mjs"));
var OwnerEmailDialog = (0, import_react.lazy)(() => import("./OwnerEmailDialog_D6rU9ixs.mjs"));
var FeedbackDialog = (0, import_react.lazy)(() => import("./FeedbackDialog_q5pDze3t.mjs"));
/** True from the first time `open` is true: the dialog then stays mounted to animate and restore focus. */
function useOpenedOnce(open) {
	const [opened, setOpened] = (0, import_react.useState)(open);
	if (open && !opened) setOpened(true);
	return opened || open;
}
function PromptLayer({ project, adminMode, eventCount, listTab, dialogOpen, feedbackOpen, onFeedbackClose, refresh }) {
	const upgradeOpen = useStore($upgradeFeature) !== null;
	const ownerEmail = useOwnerEmailPrompt({
		project,
		adminMode,
		eventCount
	});
	const { hints, dismiss } = useAdminHints({
		projectId: project.projectId,
		isPaid: project.isPaid,
		adminMode,
		eventCount,
		listTab,
		paused: dialogOpen || upgradeOpen || ownerEmail.open || feedbackOpen
	});
	const upgradeMounted = useOpenedOnce(upgradeOpen);
	const ownerEmailMounted = useOpenedOnce(ownerEmail.open);
	const feedbackMounted = useOpenedOnce(feedbackOpen);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		hints.map((hint) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HintBubble, {
			text: hint.text,
			anchors: hint.anchors,
			side: hint.side,
			onDismiss: () => dismiss(hint.id)
		}, hint.id)),
		upgradeMounted && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
			fallback: null,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UpgradeDialog, {
				projectId: project.projectId,
				onAlreadyPaid: refresh ? () => void refresh() : void 0
			})
		}),
		ownerEmailMounted && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
			fallback: null,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OwnerEmailDialog, {
				open: ownerEmail.open,
				projectId: project.projectId,
				onDone: ownerEmail.done
			})
		}),
		feedbackMounted && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
			fallback: null,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FeedbackDialog, {
				open: feedbackOpen,
				onClose: onFeedbackClose,
				projectId: project.projectId
			})
		})
	] });
}
// src/islands/itinerary/ShareDialog.tsx
function CopyRow({ label, value, copyLabel, mono = true }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		className: "label",
		children: label
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex items-center gap-2",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("output", {
			className: `min-w-0 flex-1 truncate rounded-xl border border-gray-200 bg-gray-50 px-3 py-2 text-sm ${mono ? "font-mono" : ""}`,
			title: value,
			children: value
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CopyButton, {
			value,
			label: copyLabel
		})]
	})] });
}
/**
* The quick link as a QR code (drawn once the dialog is open: the encoder loads on demand) with
* its downloads, which load the PNG and SVG writers when asked for.
*/
function QuickLinkQr({ link, title }) {
	const matrix = useLinkQr(link);
	const [failed, setFailed] = (0, import_react.useState)(false);
	const groupId = (0, import_react.useId)();
	const download$1 = (format) => {
		setFailed(false);
		import("./qr-downloads_Di0z4kfC.mjs").then(({ downloadQr }) => downloadQr(link, title, format)).catch(() => setFailed(true));
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mt-4 flex items-center gap-4",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "size-32 shrink-0 overflow-hidden rounded-lg border border-gray-200 bg-white sm:size-36",
			children: matrix && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QrCode, {
				matrix,
				label: qrLabel(title),
				className: "size-full"
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "min-w-0 space-y-2",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "text-xs text-ink-soft",
					children: "Scan to open the itinerary, or print the code on an invitation."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					role: "group",
					"aria-labelledby": groupId,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						id: groupId,
						className: "mb-1 text-xs font-semibold text-ink",
						children: "Download QR code"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						className: "flex flex-wrap gap-2",
						children: ["png", "svg"].map((format) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
							type: "button",
							className: "btn-secondary gap-1.5 px-3 py-1.5",
							onClick: () => download$1(format),
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
									icon: download,
									className: "size-4"
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
									className: "sr-only",
									children: "Download "
								}),
								format.toUpperCase()
							]
						}, format))
					})]
				}),
				failed && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					role: "alert",
					className: "text-xs text-red-700",
					children: "Download failed. Check your connection and try again."
				})
			]
		})]
	});
}
/**
* The phone's own share sheet (Web Share API) for the quick link, where the browser has one: known
* only after mount, so the server's HTML and the first render agree.
*/
function ShareSheetButton({ link, title }) {
	const [canShare, setCanShare] = (0, import_react.useState)(false);
	(0, import_react.useEffect)(() => setCanShare(typeof navigator.share === "function"), []);
	if (!canShare) return null;
	const share$1 = () => {
		navigator.share({
			title,
			text: `${title}: the itinerary`,
			url: link
		}).catch(() => {});
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
		type: "button",
		className: "btn-primary mt-3 w-full",
		onClick: share$1,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
			icon: share,
			className: "size-4"
		}), "Share with an app"]
	});
}
function ShareDialog({ open, onClose, projectId, accessCode, title, createdAdminCode = null }) {
	const justCreated = Boolean(createdAdminCode);
	const origin = typeof window === "undefined" ? "" : window.location.origin;
	const quickLink = quickLinkUrl(origin, projectId, accessCode);
	const publicLink = `${origin}/access/${projectId}`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open,
		onClose,
		title: justCreated ? "Your itinerary is ready to share!" : "Share this itinerary",
		description: justCreated ? "Send the quick link to your group. Keep your admin code to yourself: it is how you edit." : "Guests need the project ID and access code, or just the quick link.",
		footer: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
			type: "button",
			className: "btn-primary",
			onClick: onClose,
			children: "Close"
		}),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "space-y-4",
			children: [
				createdAdminCode && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CopyRow, {
						label: "Your admin code",
						value: createdAdminCode,
						copyLabel: "Copy admin code"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "mt-1.5 text-xs text-amber-950",
						children: "Keep this to edit from another device. Don't share it with guests."
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "grid gap-4",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CopyRow, {
						label: "Project ID",
						value: projectId,
						copyLabel: "Copy project ID"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CopyRow, {
						label: "Access Code",
						value: accessCode,
						copyLabel: "Copy access code"
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "rounded-2xl bg-brand-50 p-4",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CopyRow, {
							label: "Quick link",
							value: quickLink,
							copyLabel: "Copy quick link",
							mono: false
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: "mt-1.5 text-xs text-ink-soft",
							children: "Works instantly: the code is built in."
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShareSheetButton, {
							link: quickLink,
							title
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuickLinkQr, {
							link: quickLink,
							title
						})
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CopyRow, {
					label: "Public link",
					value: publicLink,
					copyLabel: "Copy public link",
					mono: false
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-1.5 text-xs text-ink-soft",
					children: "Needs the code: guests type the access code to get in."
				})] })
			]
		})
	});
}
// src/islands/itinerary/ItineraryOverlays.tsx
/**
* Everything of the itinerary page around its main area, outside the preview: the footer, the
* admin panel, the dialogs the footer opens, the prompts (hints, upgrade, owner email, feedback)
* and the print view.
*/
function ItineraryOverlays({ project, data, visibleEvents, names, selected, listTab, arrivalsTab, now, upsells, mode, dialog, setDialog, createdAdminCode, setCreatedAdminCode, onProjectChange, refresh, accessQr }) {
	const { admin, panel, setPanel } = mode;
	const close = () => setDialog(null);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ItineraryFooter, {
			mode: admin ? "admin" : "view",
			exitAction: `/api/projects/${encodeURIComponent(project.projectId)}/exit`,
			canPrint: project.isPaid,
			onPrintUpsell: upsells.print ? () => openUpgrade(UPSELL_FEATURES.print) : void 0,
			onFeedback: () => setDialog("feedback"),
			onShare: () => {
				setCreatedAdminCode(null);
				setDialog("share");
			},
			onAddToCalendar: () => setDialog("calendar"),
			onExit: () => setDialog("exit"),
			onAdmin: () => void mode.enterAdmin(),
			onView: () => mode.setMode("view"),
			onCustomize: () => setPanel("open")
		}),
		admin && panel !== "unused" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
			fallback: null,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AdminPanel, {
				open: panel === "open",
				onClose: () => setPanel("closed"),
				project,
				onProjectChange
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AdminCodeDialog, {
			open: dialog === "admin-code",
			onClose: close,
			projectId: project.projectId,
			onGranted: () => void mode.adminGranted()
		}),
		project.accessCode && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ShareDialog, {
			open: dialog === "share",
			onClose: close,
			projectId: project.projectId,
			accessCode: project.accessCode,
			title: displayTitle(project),
			createdAdminCode
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AddToCalendarDialog, {
			open: dialog === "calendar",
			onClose: close,
			projectId: project.projectId,
			people: names,
			initialPerson: selected.length === 1 ? selected[0] ?? null : null
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExitDialog, {
			open: dialog === "exit",
			onClose: close,
			projectId: project.projectId
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PromptLayer, {
			project,
			adminMode: admin,
			eventCount: data.events.length,
			listTab,
			dialogOpen: dialog !== null,
			feedbackOpen: dialog === "feedback",
			onFeedbackClose: close,
			refresh
		}),
		project.isPaid && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: arrivalsTab ? "print:hidden" : void 0,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PrintView, {
				project,
				events: visibleEvents,
				selectedPeople: selected,
				generatedAt: now,
				accessQr
			})
		})
	] });
}
// src/islands/itinerary/ItineraryTabs.tsx
/** List, Calendar, Map (only when the organiser shows it), Arrivals, FAQ; no map or arrivals in the preview. */
function tabsFor(project, preview) {
	return [
		{
			id: "list",
			label: "List"
		},
		{
			id: "calendar",
			label: "Calendar"
		},
		...project.showMapTab && !preview ? [{
			id: "map",
			label: "Map"
		}] : [],
		...preview ? [] : [{
			id: "arrivals",
			label: "Arrivals"
		}],
		{
			id: "faq",
			label: "FAQ"
		}
	];
}
/** The tab a page opens on: the one the URL names if this itinerary shows it, else the list. */
function openingTab(tabs, named) {
	return tabs.find((t) => t.id === named)?.id ?? "list";
}
/**
* The itinerary's views (WAI-ARIA tabs pattern, automatic activation). Each tab is a link to its
* URL, which the server renders, so a tap before or without JavaScript still opens it.
*/
function ItineraryTabs({ tabs, active, onSelect, href, hydrated }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("nav", {
		"aria-label": "Itinerary views",
		className: "mx-auto max-w-3xl px-4 sm:px-6 lg:max-w-5xl",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabList, {
			tabs,
			active,
			onSelect,
			href,
			roving: hydrated,
			tabId: (id) => `tab-${id}`,
			panelId: (id) => `panel-${id}`,
			className: "-mb-px flex gap-1 overflow-x-auto",
			tabClassName: (selected) => `shrink-0 rounded-t-xl px-4 py-2 text-sm font-semibold transition ${selected ? "bg-white text-ink shadow-sm" : "text-[var(--header-ink)] hover:bg-white/15"}`
		})
	});
}
// src/islands/itinerary/PreviewBanner.tsx
var BULLETS = [
	"Share with group",
	"Customize colors/design",
	"Add unlimited events",
	"Beautiful shareable link"
];
/** The preview page's fixed banner. */
function PreviewBanner({ projectId }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("aside", {
		"aria-label": "Unlock full access",
		className: "fixed inset-x-0 bottom-0 z-30 p-3 sm:p-4",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "focus-ring-light mx-auto flex max-w-3xl flex-col gap-3 rounded-3xl bg-ink px-5 py-4 text-white shadow-2xl sm:flex-row sm:items-center sm:justify-between sm:px-6",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-lg font-extrabold tracking-tight",
				children: `${FULL_ACCESS_PRICE_LABEL} to Unlock Full Access`
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckList, {
				items: BULLETS,
				className: "mt-1.5 grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-white/90",
				iconClassName: "mt-0.5 h-4 w-4 shrink-0 text-emerald-300"
			})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
				href: `/access/${encodeURIComponent(projectId)}`,
				className: "btn shrink-0 bg-white px-6 py-3 text-base text-ink hover:bg-brand-50",
				children: "Unlock Now"
			})]
		})
	});
}
// src/islands/itinerary/carousel-classes.ts
/**
* The header photos' look for the shown and the hidden photo, shared by the React carousel
* (HeaderCarousel.tsx) and the page's plain script that runs it before React loads
* (guest-page.ts). No imports: the plain script must stay small.
*/
var carouselImageClass = (shown) => `absolute inset-0 h-full w-full object-cover object-[50%_30%] transition-opacity duration-700 ${shown ? "opacity-100" : "opacity-0"}`;
var carouselDotClass = (shown) => `h-2.5 rounded-full bg-white shadow transition-all ${shown ? "w-6" : "w-2.5 opacity-70"}`;
// src/islands/itinerary/HeaderCarousel.tsx
/**
* Header images behind the title bar, cross-fading every 5 s when there are several. Before React loads, the page's
* plain script (guest-page.ts) runs the same markup; it puts the first photo back before hydration.
*/
function HeaderCarousel({ images, title }) {
	const [index, setIndex] = (0, import_react.useState)(0);
	const [paused, setPaused] = (0, import_react.useState)(false);
	(0, import_react.useEffect)(() => {
		if (images.length < 2 || paused) return;
		if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
		const timer = window.setInterval(() => setIndex((i) => (i + 1) % images.length), HEADER_CAROUSEL_MS);
		return () => window.clearInterval(timer);
	}, [images.length, paused]);
	if (images.length === 0) return null;
	const current = index % images.length;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "header-photos absolute inset-0 -z-10 overflow-hidden",
		onMouseEnter: () => setPaused(true),
		onMouseLeave: () => setPaused(false),
		"data-header-carousel": true,
		"data-index": current,
		children: [images.map((src, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
			src,
			alt: images.length > 1 ? `${title}: photo ${i + 1} of ${images.length}` : title,
			className: carouselImageClass(i === current),
			loading: i === 0 ? "eager" : "lazy",
			fetchPriority: i === 0 ? "high" : void 0,
			decoding: "async",
			"aria-hidden": i === current ? void 0 : true
		}, src)), images.length > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "absolute top-3 right-4 z-10 flex gap-2 noscript:hidden",
			children: images.map((src, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				onClick: () => setIndex(i),
				"aria-label": `Show photo ${i + 1}`,
				"aria-current": i === current ? "true" : void 0,
				className: carouselDotClass(i === current),
				"data-carousel-dot": i
			}, src))
		})]
	});
}
// src/islands/itinerary/TitleBar.tsx
/** "June 14 – 16, 2027" from the first event's start to the last day an event covers, in the itinerary's zone. */
function datesOf(events, timeZone) {
	const starts = events.map((e) => Date.parse(e.datetime)).filter((t) => !Number.isNaN(t));
	const lasts = events.map(lastMoment).filter((t) => !Number.isNaN(t));
	return starts.length ? formatDateRange(Math.min(...starts), Math.max(...lasts), timeZone) : null;
}
/**
* The sticky title bar: title in the title font, 'by {owner}' and the dates, custom
* link buttons, then the tabs (children). With header photos, they fill the whole header behind
* a scrim: the photo band above the title scrolls away and the bar stays (`.itinerary-header` in
* global.css). On wide screens the title and the links share one row.
*/
function TitleBar({ project, events, children, onAddLinkUpsell }) {
	const byline = creatorLine(project);
	const dates = datesOf(events, project.timeZone);
	const photos = project.headerImages.length > 0;
	const links = project.customLinks.flatMap((link) => {
		const href = safeLinkUrl(link.url);
		return href && link.name.trim() ? [{
			name: link.name.trim(),
			href
		}] : [];
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
		className: `itinerary-header sticky z-30 text-[var(--header-ink)] shadow-md print:hidden ${photos ? "has-photos" : "bg-gradient-to-r from-[var(--theme-primary)] to-[var(--theme-secondary)]"}`,
		children: [
			photos && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HeaderCarousel, {
				images: project.headerImages,
				title: project.customTitle || project.name
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mx-auto flex max-w-3xl flex-wrap items-end justify-between gap-x-4 gap-y-2 px-4 pt-4 pb-3 sm:px-6 lg:max-w-5xl lg:flex-nowrap lg:gap-x-10",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "min-w-0",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
							className: "itinerary-title line-clamp-3 text-xl leading-tight font-extrabold tracking-tight break-words sm:line-clamp-2 sm:text-3xl lg:text-[2.625rem] lg:leading-[1.15]",
							children: displayTitle(project)
						}), (byline || dates) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							className: "mt-0.5 flex flex-wrap gap-x-3 text-sm font-medium lg:mt-1 lg:text-base",
							children: [byline && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: byline }), dates && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
								className: "inline-flex items-center gap-1.5",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
									icon: calendarSolid,
									className: "h-4 w-4 opacity-80"
								}), dates]
							})]
						})]
					}),
					links.length === 0 && onAddLinkUpsell && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
						type: "button",
						onClick: onAddLinkUpsell,
						className: "inline-flex shrink-0 items-center gap-1.5 rounded-full border border-dashed border-current bg-white/10 px-3 py-1.5 text-xs font-bold hover:bg-white/20",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
							icon: plusSolid,
							className: "h-3.5 w-3.5"
						}), "Add Custom Link"]
					}),
					links.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("nav", {
						"aria-label": "Links from your host",
						className: "flex flex-wrap gap-2 lg:max-w-[45%] lg:shrink-0 lg:justify-end",
						children: links.map((link) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
							href: link.href,
							target: "_blank",
							rel: "noopener noreferrer",
							className: "inline-flex items-center gap-1.5 rounded-full bg-white/90 px-3 py-1.5 text-xs font-bold text-ink shadow-sm hover:bg-white lg:px-4 lg:py-2 lg:text-sm",
							children: [
								link.name,
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
									icon: externalLinkSolid,
									className: "h-3.5 w-3.5"
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
									className: "sr-only",
									children: " (opens in a new tab)"
								})
							]
						}, link.href + link.name))
					})
				]
			}),
			children
		]
	});
}
// src/islands/itinerary/travel/useGuestTravel.ts
var EMPTY = {
	guestsSeeTravel: true,
	boardShown: true,
	board: null,
	rsvps: []
};
/**
* Travel and RSVPs as this browser sees them. The server's copy first; once the island runs, the
* API's (which says which entries and answers are this browser's), read again on every new
* version of the itinerary and when the board is first needed.
*/
function useGuestTravel({ projectId, initial, version, hydrated, arrivals, people, admin }) {
	const [travel, setTravel] = (0, import_react.useState)(initial ?? EMPTY);
	const base = `/api/projects/${encodeURIComponent(projectId)}`;
	const peopleKey = JSON.stringify(people);
	const read = (0, import_react.useRef)(0);
	const reload = (0, import_react.useCallback)(async (withBoard) => {
		const call = ++read.current;
		const query = new URLSearchParams(JSON.parse(peopleKey).map((p) => ["person", p]));
		const [listing, rsvps] = await Promise.all([withBoard ? apiRequest("GET", `${base}/travel${query.size ? `?${query}` : ""}`) : Promise.resolve(null), apiRequest("GET", `${base}/rsvps`)]);
		if (call !== read.current) return;
		setTravel((prev) => ({
			guestsSeeTravel: listing?.guestsSeeTravel ?? prev.guestsSeeTravel,
			boardShown: admin || (listing?.guestsSeeTravel ?? prev.guestsSeeTravel),
			board: listing ? listing.board : prev.board,
			entries: listing ? listing.entries : prev.entries,
			names: listing ? travelNames(listing.entries) : prev.names,
			rsvps,
			yours: ownTravel(prev.yours, listing?.entries)
		}));
	}, [
		base,
		peopleKey,
		admin
	]);
	const idle = (0, import_react.useRef)(initial === void 0);
	(0, import_react.useEffect)(() => {
		if (!hydrated) return;
		if (idle.current && !arrivals) {
			idle.current = false;
			return;
		}
		idle.current = false;
		reload(arrivals).catch(() => {});
	}, [
		hydrated,
		version,
		arrivals,
		reload
	]);
	return {
		travel,
		reload: () => reload(arrivals),
		wrote: (0, import_react.useCallback)((name) => setTravel((prev) => ({
			...prev,
			yours: {
				name,
				travel: prev.yours?.travel ?? []
			}
		})), [])
	};
}
/** This browser's own travel from a fresh listing (its entries marked `mine`), keeping the name it wrote under last. */
function ownTravel(prev, entries) {
	if (!entries) return prev;
	const travel = entries.filter((e) => e.mine);
	if (prev) return {
		...prev,
		travel
	};
	const last = travel.at(-1);
	return last ? {
		name: last.guestName,
		travel
	} : void 0;
}
// src/islands/itinerary/useAdminMode.ts
/**
* View or admin mode, and the admin panel (never opened, open, closed). Admin mode preloads the
* panel; leaving it closes any event editor.
*/
function useAdminMode({ data, refresh, setDialog }) {
	const [panel, setPanel] = (0, import_react.useState)("unused");
	const [mode, setMode] = (0, import_react.useState)("view");
	const admin = mode === "admin" && data.role === "admin";
	const projectId = data.project.projectId;
	(0, import_react.useEffect)(() => {
		if (admin) loadAdminPanel();
		else resetEventEditor();
	}, [admin]);
	/**
	* Admin entry: a browser the server already knows as admin (the creator) enters at once; else a
	* code saved on this device is checked with the server; else the 'Admin Access Required' dialog
	* asks. Local flags alone never grant anything.
	*/
	async function enterAdmin() {
		if (data.role === "admin") {
			setMode("admin");
			return;
		}
		const saved = readStorage("local", adminCodeKey(projectId));
		if (saved && await verifyAdmin(projectId, saved) === true) {
			await adminGranted();
			return;
		}
		writeStorage("local", adminCodeKey(projectId), null);
		setDialog("admin-code");
	}
	/** A grant obtained in the browser: the itinerary is fetched again with the admin's view. */
	async function adminGranted() {
		setDialog(null);
		try {
			await refresh();
			setMode("admin");
		} catch {
			toastProblem("Error", "Failed to verify admin code. Please try again.");
		}
	}
	return {
		admin,
		panel,
		setPanel,
		setMode,
		enterAdmin,
		adminGranted
	};
}
// src/islands/itinerary/celebrate.ts
/**
* Confetti when an itinerary has just been created (3 s). The library
* loads only then, and never for people who ask for reduced motion.
*/
/** Bursts stop early enough that the last pieces have fallen when the canvas goes. */
var BURST_MS = CONFETTI_MS - 1500;
/** Frames a piece lives: about 1.5 s at 60 frames a second. */
var PIECE_TICKS = 90;
/**
* The canvas with a hole where the open dialog is: the confetti falls around the share dialog,
* never over its text. Without an open dialog the whole canvas shows.
*/
function clipAroundDialog(canvas) {
	const dialog = document.querySelector("dialog[open]");
	if (!dialog) {
		canvas.style.clipPath = "";
		return;
	}
	const r = dialog.getBoundingClientRect();
	const [l, t, rt, b] = [
		r.left,
		r.top,
		r.right,
		r.bottom
	].map((n) => `${Math.round(n)}px`);
	canvas.style.clipPath = `polygon(evenodd, 0 0, 100% 0, 100% 100%, 0 100%, 0 0, ${l} ${t}, ${rt} ${t}, ${rt} ${b}, ${l} ${b}, ${l} ${t})`;
}
async function celebrateCreation(colors) {
	if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
	const { default: confetti } = await import("canvas-confetti");
	const canvas = document.createElement("canvas");
	canvas.className = "confetti-canvas pointer-events-none fixed inset-0 z-[90] m-0 h-full w-full max-w-none border-0 bg-transparent p-0";
	canvas.setAttribute("aria-hidden", "true");
	canvas.setAttribute("popover", "manual");
	document.body.append(canvas);
	try {
		canvas.showPopover();
	} catch {}
	const fire = confetti.create(canvas, {
		resize: true,
		useWorker: false
	});
	const start = performance.now();
	const shoot = () => {
		clipAroundDialog(canvas);
		const shared = {
			particleCount: 4,
			spread: 60,
			startVelocity: 55,
			ticks: PIECE_TICKS,
			colors: [...colors]
		};
		fire({
			...shared,
			angle: 60,
			origin: {
				x: 0,
				y: .75
			}
		});
		fire({
			...shared,
			angle: 120,
			origin: {
				x: 1,
				y: .75
			}
		});
		if (performance.now() - start < BURST_MS) requestAnimationFrame(shoot);
	};
	shoot();
	const follow = () => {
		if (!canvas.isConnected) return;
		clipAroundDialog(canvas);
		requestAnimationFrame(follow);
	};
	requestAnimationFrame(follow);
	window.setTimeout(() => {
		fire.reset();
		canvas.remove();
	}, CONFETTI_MS);
}
// src/islands/itinerary/island-signals.ts
/**
* How the itinerary page's plain scripts and its React island hand over (docs/guest-page.md).
*
* The page is server HTML first. Its React island (the whole itinerary app) hydrates only when
* something needs it: a tap on a control that opens a dialog or admin mode, the map, the
* calendar grid on a wide screen. Until then small scripts run the page (countdown, photos,
* people filter, tabs, live updates); from the moment hydration starts they stop and leave
* the page to React. These flags on <html> say where the page is; this module imports nothing,
* so every script can read them for free.
*/
/** The element the server renders the itinerary into; the plain script swaps it whole. */
var ITINERARY_ROOT_ID = "itinerary-root";
var flags = () => document.documentElement.dataset;
/** Fired (and flagged) once the island has hydrated: queued taps are replayed. */
var READY_EVENT = "itinerary:ready";
function markReady() {
	flags().itineraryReady = "";
	document.dispatchEvent(new Event(READY_EVENT));
}
/** Tailwind's `sm` breakpoint: from here the Calendar tab is a grid (React), below it a list of days. */
var WIDE_SCREEN_QUERY = "(min-width: 640px)";
// src/islands/itinerary/useIslandStart.ts
/**
* What changes once the island runs in the browser: the lazy tabs can render, the clock is the
* browser's (the server's on the first render keeps hydration identical), the people filter reads
* its saved choice, taps kept before now are replayed, and a just-created itinerary greets its
* organiser. The people filter then follows in the address bar.
*/
function useIslandStart({ project, preview, names, initialPeople, renderedAt, onCreated }) {
	const [now, setNow] = (0, import_react.useState)(renderedAt);
	const [hydrated, setHydrated] = (0, import_react.useState)(false);
	const storedPeople = useStore($selectedPeople);
	const [peopleReady, setPeopleReady] = (0, import_react.useState)(false);
	const selected = peopleReady ? storedPeople : initialPeople ?? [];
	const firstMount = (0, import_react.useRef)(true);
	(0, import_react.useEffect)(() => {
		setHydrated(true);
		setNow(Date.now());
		if (firstMount.current && initialPeople !== null) setSelectedPeople(project.projectId, initialPeople);
		else loadSelectedPeople(project.projectId, names);
		setPeopleReady(true);
		if (firstMount.current) {
			firstMount.current = false;
			markReady();
		}
		const created = readCreatedProject();
		if (!preview && created?.projectId === project.projectId) {
			onCreated(created);
			writeStorage("session", PROJECT_CREATED_KEY, null);
			const { primary, secondary, accent } = project.customColors;
			celebrateCreation([
				primary,
				secondary,
				accent
			]);
		}
	}, [
		project.projectId,
		names,
		preview
	]);
	(0, import_react.useEffect)(() => {
		if (peopleReady) rememberPeople(selected);
	}, [peopleReady, selected]);
	return {
		now,
		hydrated,
		selected
	};
}
// src/lib/live-stream.ts
/**
* The itinerary's version stream (GET /api/projects/{id}/live, docs/guest-page.md): the server
* sends the current version when the stream opens and whenever the itinerary changes, and
* 'gone' when this browser's grant or the itinerary ends. EventSource reconnects by itself after
* a dropped connection; when the server closes the stream for good, this retries with a growing
* delay. Shared by the page's plain script and the React app, and free of imports for the former.
*/
var RECONNECT_MS = [
	2e3,
	5e3,
	1e4,
	3e4
];
/** Starts listening; returns the function that stops. Does nothing where EventSource is missing. */
function watchItinerary(projectId, handlers) {
	if (typeof EventSource === "undefined") return () => {};
	let source = null;
	let retry;
	let attempt = 0;
	let closed = false;
	const close = () => {
		closed = true;
		clearTimeout(retry);
		source?.close();
	};
	function connect() {
		source = new EventSource(`/api/projects/${encodeURIComponent(projectId)}/live`);
		source.addEventListener("open", () => {
			attempt = 0;
		});
		source.addEventListener("version", (event) => {
			const { version } = JSON.parse(event.data);
			handlers.version(version);
		});
		source.addEventListener("gone", () => {
			close();
			handlers.gone();
		});
		source.addEventListener("error", () => {
			if (closed || source?.readyState !== EventSource.CLOSED) return;
			const delay = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)];
			retry = setTimeout(connect, delay);
		});
	}
	connect();
	return close;
}
// src/islands/itinerary/useLiveItinerary.ts
/**
* Keeps the itinerary current: listens to the server's version stream and refetches
* the itinerary only when the version differs from what the page shows (src/lib/live-stream.ts).
*/
function useLiveItinerary(initial, enabled) {
	const [data, setData] = (0, import_react.useState)(initial);
	const version = (0, import_react.useRef)(initial.project.version);
	const projectId = initial.project.projectId;
	/** Fetches the itinerary again (after a change of role, say). */
	const refresh = (0, import_react.useCallback)(async () => {
		const next = await apiRequest("GET", `/api/projects/${encodeURIComponent(projectId)}/itinerary`);
		version.current = next.project.version;
		setData(next);
	}, [projectId]);
	(0, import_react.useEffect)(() => {
		if (!enabled) return;
		let fetching = false;
		let stop = () => {};
		async function refreshOnce() {
			if (fetching) return;
			fetching = true;
			try {
				await refresh();
			} catch (error) {
				if (error instanceof ApiError && (error.status === 401 || error.status === 404)) await forgetItinerary(projectId);
				if (error instanceof ApiError && error.status === 401) {
					stop();
					window.location.assign(`/access/${encodeURIComponent(projectId)}`);
				}
			} finally {
				fetching = false;
			}
		}
		stop = watchItinerary(projectId, {
			version: (latest) => {
				if (latest !== version.current) refreshOnce();
			},
			gone: () => void refreshOnce()
		});
		return () => stop();
	}, [
		enabled,
		projectId,
		refresh
	]);
	return {
		data,
		refresh
	};
}
// src/islands/itinerary/useItineraryProject.ts
/**
* The itinerary as the page shows it: the live data (kept current unless this is the preview),
* with the admin panel's changes shown at once; a newer version from the live stream (another
* admin, an event edit) takes over again.
*/
function useItineraryProject(initialData, preview) {
	const { data, refresh } = useLiveItinerary(initialData, !preview);
	const [projectOverride, setProjectOverride] = (0, import_react.useState)(null);
	const project = projectOverride && projectOverride.version >= data.project.version ? projectOverride : data.project;
	const eventZone = data.project.timeZone;
	const zoneSaved = projectOverride !== null && projectOverride.version > data.project.version && projectOverride.timeZone !== eventZone;
	(0, import_react.useEffect)(() => {
		if (zoneSaved) refresh().catch(() => void 0);
	}, [zoneSaved, refresh]);
	return {
		data,
		refresh,
		project,
		eventZone,
		setProjectOverride
	};
}
// src/islands/itinerary/useItineraryTabs.ts
/**
* The tabs this itinerary shows and the open one, which the address bar follows. Starting a new
* event moves to the List tab; a tab that disappears (the organiser hides the map) falls back to
* the list.
*/
function useItineraryTabs(project, preview, initialTab) {
	const tabs = tabsFor(project, preview);
	const [tab, setTab] = (0, import_react.useState)(() => openingTab(tabs, initialTab));
	function selectTab(next) {
		setTab(next);
		rememberTab(next, "list");
	}
	const editorKind = useStore($eventEditor).kind;
	(0, import_react.useEffect)(() => {
		if (editorKind === "creating") selectTab("list");
	}, [editorKind]);
	return {
		tabs,
		activeTab: tabs.some((t) => t.id === tab) ? tab : "list",
		selectTab
	};
}
// src/islands/itinerary/useOwnedEntry.ts
/**
* Owner auto-access on the project page:
* - `?owned=true`: the server already granted this signed-in owner admin while rendering
*   (`grantOwnedAccess` in src/server/projects/my-projects.ts); with `&admin=true` the page
*   opens straight in admin mode. Both parameters are then removed from the URL.
* - `?autoAdmin=…`: verified with the server (POST access-owned); stripped on success, an
*   error toast on failure.
*/
var OWNED_ACCESS_FAILED = {
	title: "Access Failed",
	description: MESSAGES.ownedAccessFailed
};
var OWNED_ACCESS_ERROR = {
	title: "Error",
	description: "Failed to access your project. Please try again."
};
/** The URL without the owner-entry parameters (the rest, e.g. ?tab=, stays). */
function stripOwnedParams(href, names) {
	const url = new URL(href);
	for (const name of names) url.searchParams.delete(name);
	return `${url.pathname}${url.search}${url.hash}`;
}
function replaceUrl(names) {
	window.history.replaceState(window.history.state, "", stripOwnedParams(window.location.href, names));
}
function useOwnedEntry({ projectId, role, disabled, enterAdmin, adminGranted }) {
	(0, import_react.useEffect)(() => {
		if (disabled) return;
		const params = new URL(window.location.href).searchParams;
		if (params.get("owned") === "true") {
			if (role === "admin") {
				if (params.get("admin") === "true") enterAdmin();
			} else toastProblem(OWNED_ACCESS_FAILED.title, OWNED_ACCESS_FAILED.description);
			replaceUrl(["owned", "admin"]);
		}
		if (params.has("autoAdmin")) verifyAutoAdmin();
	}, []);
	async function verifyAutoAdmin() {
		try {
			if (role !== "admin") {
				await apiRequest("POST", `/api/projects/${encodeURIComponent(projectId)}/access-owned`);
				await adminGranted();
			} else enterAdmin();
			replaceUrl(["autoAdmin"]);
		} catch (error) {
			const problem = error instanceof ApiError && error.status < 500 ? OWNED_ACCESS_FAILED : OWNED_ACCESS_ERROR;
			toastProblem(problem.title, problem.description);
		}
	}
}
// src/islands/itinerary/ItineraryApp.tsx
/**
* The itinerary page and the public preview. The state lives in hooks (the live data, the first
* moments in the browser, admin mode, the tabs); the page draws the title bar with its tabs, the
* main area (ItineraryMain) and, outside the preview, the footer with its dialogs
* (ItineraryOverlays).
*/
function ItineraryApp({ data: initialData, travel: initialTravel, settings, initialTab, initialPeople, pagePath, renderedAt, accessQrFor, accessQr, children }) {
	const preview = settings.mode === "preview";
	const { data, refresh, project, eventZone, setProjectOverride } = useItineraryProject(initialData, preview);
	const { events } = data;
	const [dialog, setDialog] = (0, import_react.useState)(null);
	const [createdAdminCode, setCreatedAdminCode] = (0, import_react.useState)(null);
	const eventNames = (0, import_react.useMemo)(() => masterNames(events), [events]);
	const startNames = (0, import_react.useMemo)(() => unionNames(eventNames, initialTravel?.names ?? []), [eventNames, initialTravel]);
	const onCreated = (created) => {
		setCreatedAdminCode(created.adminCode);
		setDialog("share");
	};
	const { now, hydrated, selected } = useIslandStart({
		project,
		preview,
		names: startNames,
		initialPeople,
		renderedAt,
		onCreated
	});
	const visibleEvents = (0, import_react.useMemo)(() => filterEventsByPeople(events, selected), [events, selected]);
	const mode = useAdminMode({
		data,
		refresh,
		setDialog
	});
	const { admin } = mode;
	(0, import_react.useEffect)(() => {
		if (createdAdminCode) mode.setMode("admin");
	}, [createdAdminCode]);
	const { tabs, activeTab, selectTab } = useItineraryTabs(project, preview, initialTab);
	useOwnedEntry({
		projectId: project.projectId,
		role: data.role,
		disabled: preview,
		enterAdmin: () => mode.setMode("admin"),
		adminGranted: mode.adminGranted
	});
	const { travel, reload, wrote } = useGuestTravel({
		projectId: project.projectId,
		initial: initialTravel,
		version: data.project.version,
		hydrated: hydrated && !preview,
		arrivals: activeTab === "arrivals",
		people: selected,
		admin: data.role === "admin"
	});
	const names = (0, import_react.useMemo)(() => unionNames(eventNames, travel.names ?? []), [eventNames, travel.names]);
	const reloadTravel = (name) => {
		if (name) wrote(name);
		return reload();
	};
	const upsells = ghostUpsells(project, events.length, admin);
	const previewBanner = preview && !project.isPaid;
	const view = {
		project,
		events,
		faqs: data.faqs,
		visibleEvents,
		names,
		selected,
		eventZone,
		activeTab,
		now,
		hydrated,
		admin,
		preview,
		previewBanner,
		refresh,
		travel,
		reloadTravel
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "itinerary-theme flex flex-col",
		style: themeVariables(project),
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TitleBar, {
				project,
				events,
				onAddLinkUpsell: upsells.links ? () => openUpgrade(UPSELL_FEATURES.links) : void 0,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ItineraryTabs, {
					tabs,
					active: activeTab,
					onSelect: selectTab,
					href: (id) => itineraryHref(pagePath, id, selected),
					hydrated
				})
			}),
			admin && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "status",
				className: "bg-ink px-4 py-2 text-center text-sm font-semibold text-white print:hidden",
				children: "Edit mode: you see private notes that guests never see."
			}),
			admin && hydrated && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
				fallback: null,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CodeAttackNotice, {
					projectId: project.projectId,
					version: data.project.version,
					onProjectChange: setProjectOverride
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ItineraryMain, {
				...view,
				mapTiles: settings.mapTiles,
				serverCalendar: initialTab === "calendar" ? children : void 0,
				initialPeople
			}),
			preview ? previewBanner && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PreviewBanner, { projectId: project.projectId }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ItineraryOverlays, {
				project,
				data,
				visibleEvents,
				names,
				selected,
				listTab: activeTab === "list",
				arrivalsTab: activeTab === "arrivals",
				now,
				upsells,
				mode,
				dialog,
				setDialog,
				createdAdminCode,
				setCreatedAdminCode,
				onProjectChange: setProjectOverride,
				refresh,
				accessQr: accessQrFor && accessQr ? {
					...accessQrFor,
					drawing: accessQr
				} : void 0
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Toaster, {})
		]
	});
}
// src/components/offline/OfflineNote.astro
var $$OfflineNote = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${maybeRenderHead($$result)}<p id="offline-note" role="status" hidden class="bg-amber-100 px-4 py-1.5 text-center text-sm font-semibold text-amber-950 print:hidden"></p>${renderScript($$result, "/work/wt-share/src/components/offline/OfflineNote.astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/wt-share/src/components/offline/OfflineNote.astro", void 0);
// src/lib/calendar-mode.ts
/**
* Which days the Calendar tab shows, worked out without
* FullCalendar so it can be tested and shared by the desktop grid and the phone list.
*
* Days are calendar dates in the itinerary's time zone, as 'yyyy-MM-dd' strings. Arithmetic on
* them is done on UTC midnights, which have no daylight-saving gaps, so "one day later" is
* always the next date even when the zone's clocks change in between.
*/
/** At most 10 events per cell in single-day mode, 2 otherwise, then '+N more'. */
var SINGLE_DAY_MAX_EVENTS = 10;
var MULTI_DAY_MAX_EVENTS = 2;
/** Range mode when the first and last event days are at most this many days apart. */
var RANGE_MODE_MAX_SPAN_DAYS = 2;
/** A weekly grid up to this many weeks is shown whole; longer ones are paged. */
var WEEKS_SHOWN_WHOLE = 6;
var DAY_MS = 864e5;
var DAYS_PER_WEEK = 7;
function toUtcMidnight(day) {
	const [year, month, date] = day.split("-").map(Number);
	if (!year || !month || !date) throw new Error(`Not a calendar day: ${day}`);
	return Date.UTC(year, month - 1, date);
}
function fromUtcMidnight(ms) {
	return new Date(ms).toISOString().slice(0, 10);
}
/** The day `count` days after `day` (before when negative). */
function addDays(day, count) {
	return fromUtcMidnight(toUtcMidnight(day) + count * DAY_MS);
}
/** Whole days from `from` to `to` (negative when `to` is earlier). */
function daysBetween(from, to) {
	return Math.round((toUtcMidnight(to) - toUtcMidnight(from)) / DAY_MS);
}
/** 0 for Sunday … 6 for Saturday. */
function weekdayOf(day) {
	return new Date(toUtcMidnight(day)).getUTCDay();
}
/** Every day of a range, in order. */
function daysOf(range) {
	const days = [];
	for (let day = range.start; day < range.end; day = addDays(day, 1)) days.push(day);
	return days;
}
var formatDay$1 = (day, pattern) => formatInTimeZone(toUtcMidnight(day), "UTC", pattern);
/**
* The header text for `start` to `end` (exclusive): "Saturday, June 14, 2027" for one day,
* "June 13 – 16, 2027", "May 30 – June 5, 2027", "December 30, 2026 – January 2, 2027".
*/
function formatRangeLabel(start, end) {
	const last = addDays(end, -1);
	if (last <= start) return formatDay$1(start, "EEEE, MMMM d, yyyy");
	const sameYear = start.slice(0, 4) === last.slice(0, 4);
	if (sameYear && start.slice(5, 7) === last.slice(5, 7)) return `${formatDay$1(start, "MMMM d")} – ${formatDay$1(last, "d, yyyy")}`;
	if (sameYear) return `${formatDay$1(start, "MMMM d")} – ${formatDay$1(last, "MMMM d, yyyy")}`;
	return `${formatDay$1(start, "MMMM d, yyyy")} – ${formatDay$1(last, "MMMM d, yyyy")}`;
}
function range(start, end) {
	return {
		start,
		end,
		label: formatRangeLabel(start, end)
	};
}
/** Sunday to Saturday weeks covering `first` to `last` (both inclusive). */
function weeksCovering(first, last) {
	return {
		start: addDays(first, -weekdayOf(first)),
		end: addDays(last, DAYS_PER_WEEK - weekdayOf(last))
	};
}
function weeklyPages(start, end, eventDays) {
	if (daysBetween(start, end) / DAYS_PER_WEEK <= WEEKS_SHOWN_WHOLE) return [range(start, end)];
	const pages = [];
	for (let pageStart = start; pageStart < end; pageStart = addDays(pageStart, 28)) {
		const next = addDays(pageStart, 28);
		const pageEnd = next < end ? next : end;
		if (eventDays.some((day) => day >= pageStart && day < pageEnd)) pages.push(range(pageStart, pageEnd));
	}
	return pages;
}
/** The last calendar day (yyyy-MM-dd) an event covers: the day of its `lastMoment`. */
function lastDayOf(event, timeZone) {
	return dayKey(new Date(lastMoment(event)), timeZone);
}
/**
* How the calendar shows these events in `timeZone` (an event with an end covers the days it
* lasts, `lastDayOf`):
* - none: the current week (Sunday to Saturday) around `now`;
* - all on one day: 'single', that day alone, up to 10 events per cell;
* - first to last day at most 2 days apart: 'range', those days plus one either side;
* - otherwise 'weekly', the Sunday-to-Saturday weeks that hold them.
*/
function calendarLayout(events, timeZone, now) {
	const eventDays = [...new Set(events.flatMap((e) => [dayKey(e.datetime, timeZone), lastDayOf(e, timeZone)]))].sort();
	const first = eventDays[0];
	const last = eventDays.at(-1);
	if (first === void 0 || last === void 0) {
		const today = dayKey(new Date(now), timeZone);
		const week = weeksCovering(today, today);
		const whole = range(week.start, week.end);
		return {
			mode: "weekly",
			dayMaxEvents: MULTI_DAY_MAX_EVENTS,
			...whole,
			pages: [whole]
		};
	}
	const span = daysBetween(first, last);
	if (span === 0) {
		const whole = range(first, addDays(first, 1));
		return {
			mode: "single",
			dayMaxEvents: SINGLE_DAY_MAX_EVENTS,
			...whole,
			pages: [whole]
		};
	}
	if (span <= RANGE_MODE_MAX_SPAN_DAYS) {
		const whole = range(addDays(first, -1), addDays(last, 2));
		return {
			mode: "range",
			dayMaxEvents: MULTI_DAY_MAX_EVENTS,
			...whole,
			pages: [whole]
		};
	}
	const weeks = weeksCovering(first, last);
	return {
		mode: "weekly",
		dayMaxEvents: MULTI_DAY_MAX_EVENTS,
		...range(weeks.start, weeks.end),
		pages: weeklyPages(weeks.start, weeks.end, eventDays)
	};
}
/**
* The page to open on: the first one that has not ended before `today` (so the coming events are
* on screen), else the last page.
*/
function initialPageIndex(pages, today) {
	const index = pages.findIndex((page) => page.end > today);
	return index === -1 ? Math.max(0, pages.length - 1) : index;
}
// src/islands/itinerary/calendar/calendar-days.ts
/** What both calendar views (grid and phone list) need from the events, FullCalendar-free. */
/** Events by their day in the itinerary's zone ('yyyy-MM-dd'), each day in time order. */
function eventsByDay(events, timeZone) {
	const sorted = [...events].sort((a, b) => Date.parse(a.datetime) - Date.parse(b.datetime));
	const days = /* @__PURE__ */ new Map();
	for (const event of sorted) {
		const key = dayKey(event.datetime, timeZone);
		const list = days.get(key);
		if (list) list.push(event);
		else days.set(key, [event]);
	}
	return days;
}
/**
* "9:30 AM", "7:00 PM – 10:30 PM", "7:00 PM – Sun 2:00 AM" (an end on a later day): the zone is
* named once in the calendar's header, not on every event.
*/
function shortTime(event, timeZone) {
	const { start, end } = shortTimes(event, timeZone);
	return end ? `${start} – ${end}` : start;
}
/** The start and end of shortTime apart, for rows that set the end on a line of its own. */
function shortTimes(event, timeZone) {
	const start = formatInTimeZone(event.datetime, timeZone, "h:mm a");
	if (!event.endDatetime) return {
		start,
		end: null
	};
	const laterDay = dayKey(event.endDatetime, timeZone) !== dayKey(event.datetime, timeZone);
	return {
		start,
		end: formatInTimeZone(event.endDatetime, timeZone, laterDay ? "EEE h:mm a" : "h:mm a")
	};
}
/** A calendar day ('yyyy-MM-dd') as text, e.g. pattern 'EEEE, MMMM d' → "Monday, June 14". */
function formatDay(day, pattern) {
	return formatInTimeZone(`${day}T12:00:00Z`, "UTC", pattern);
}
// src/islands/itinerary/calendar/EventRow.tsx
/** The name a tap on an event's row is kept under until the island is ready (ItineraryPage.astro). */
var queueName = (event) => `event-${event.id}`;
/** One event as a row (phone day list, a day's '+N more' dialog): time, title, location. */
function EventRow({ event, timeZone, onSelect, href }) {
	const row = "group flex w-full items-start gap-3 px-4 py-3 text-left";
	if (!onSelect && href) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
		href,
		className: row,
		"data-queue": queueName(event),
		"data-static": true,
		children: rowContent(event, timeZone)
	});
	if (!onSelect) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: row,
		children: rowContent(event, timeZone)
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
		type: "button",
		onClick: () => onSelect(event),
		"data-queue": queueName(event),
		"aria-haspopup": "dialog",
		className: `${row} transition hover:bg-[color-mix(in_srgb,var(--theme-primary)_7%,white)] focus-visible:-outline-offset-[3px]`,
		children: [rowContent(event, timeZone), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
			icon: chevronRightThin,
			className: "mt-0.5 h-5 w-5 shrink-0 text-ink-muted transition group-hover:translate-x-0.5"
		})]
	});
}
function rowContent(event, timeZone) {
	const { start, end } = shortTimes(event, timeZone);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
		className: "mt-0.5 w-[4.5rem] shrink-0 text-sm font-bold text-ink-soft tabular-nums",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "block whitespace-nowrap",
			children: start
		}), end && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EventEnd, {
			end,
			endDay: null,
			className: "block text-xs leading-snug font-semibold"
		})]
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
		className: "min-w-0 flex-1 border-l-[3px] border-[var(--theme-primary)] pl-3",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "block leading-snug font-semibold break-words text-ink",
			children: event.title
		}), event.location && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
			className: "mt-0.5 flex items-start gap-1 text-sm text-ink-soft",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "mt-0.5 shrink-0",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { icon: pin })
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "line-clamp-2 break-words",
				children: event.location
			})]
		})]
	})] });
}
// src/islands/itinerary/calendar/DayList.tsx
function TodayBadge() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
		className: "shrink-0 rounded-full bg-[var(--theme-primary)] px-2 py-0.5 text-xs font-bold text-[var(--theme-on-primary)]",
		children: "Today"
	});
}
function DayName({ day }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [formatDay(day, "EEEE, MMMM d"), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
		className: "sr-only",
		children: [", ", formatDay(day, "yyyy")]
	})] });
}
/**
* The calendar on phones: every day of the range with its events (time, title,
* location), or 'No events scheduled'. Empty days take one line, so a week stays short.
*/
function DayList({ days, byDay, today, timeZone, onSelectEvent, eventHref }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
		className: "space-y-2.5",
		"aria-label": "Days",
		children: days.map((day) => {
			const events = byDay.get(day) ?? [];
			const isToday = day === today;
			const headingId = `calendar-day-${day}`;
			const frame = `overflow-hidden rounded-[var(--theme-radius)] border ${isToday ? "border-[var(--theme-primary)] ring-1 ring-[var(--theme-primary)]" : "border-black/5"}`;
			if (events.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				"aria-labelledby": headingId,
				className: `${frame} flex flex-wrap items-center gap-x-3 gap-y-0.5 bg-white/80 px-4 py-2.5`,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
						id: headingId,
						className: "text-sm font-bold text-ink",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DayName, { day })
					}),
					isToday && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TodayBadge, {}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "ml-auto text-sm text-ink-soft italic",
						children: "No events scheduled"
					})
				]
			}) }, day);
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				"aria-labelledby": headingId,
				className: `${frame} bg-white shadow-card`,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: `flex items-center justify-between gap-2 border-b border-black/5 px-4 py-2.5 ${isToday ? "bg-[color-mix(in_srgb,var(--theme-primary)_10%,white)]" : "bg-black/[0.02]"}`,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
						id: headingId,
						className: "text-sm font-bold text-ink",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DayName, { day })
					}), isToday && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TodayBadge, {})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: "divide-y divide-black/5",
					children: events.map((event) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EventRow, {
						event,
						timeZone,
						onSelect: onSelectEvent,
						href: eventHref?.(event)
					}) }, event.id))
				})]
			}) }, day);
		})
	});
}
// src/islands/itinerary/calendar/CalendarStatic.tsx
/** 'By week', the dates shown, and how many events they hold in which time zone. */
function CalendarHeading({ mode, label, days, byDay, events, timeZone, now, children }) {
	const shownCount = days.reduce((n, day) => n + (byDay.get(day)?.length ?? 0), 0);
	const firstShown = days.map((day) => byDay.get(day)?.[0]).find((e) => e !== void 0);
	const zoneName = formatInTimeZone(firstShown?.datetime ?? now, timeZone, "zzz");
	const summary = events.length === 0 ? "No events yet" : `${shownCount} ${shownCount === 1 ? "event" : "events"} · times in ${zoneName}`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex flex-wrap items-end justify-between gap-3",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "min-w-0",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "text-xs font-bold tracking-wider text-ink-soft uppercase",
					children: mode === "single" ? "One day" : mode === "range" ? `${days.length} days` : "By week"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "calendar-range-heading",
					className: "text-xl leading-tight font-extrabold tracking-tight text-ink sm:text-2xl",
					children: label
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-0.5 text-sm text-ink-soft",
					children: summary
				})
			]
		}), children]
	});
}
function CalendarStatic({ events, timeZone, now, eventHref }) {
	const layout = calendarLayout(events, timeZone, now);
	const byDay = eventsByDay(events, timeZone);
	const days = layout.pages.flatMap((page) => daysOf(page));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "calendar-range-heading",
		className: "space-y-4",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CalendarHeading, {
			mode: layout.mode,
			label: layout.label,
			days,
			byDay,
			events,
			timeZone,
			now
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DayList, {
			days,
			byDay,
			today: dayKey(new Date(now), timeZone),
			timeZone,
			eventHref
		})]
	});
}
// src/components/ItineraryPage.astro
createAstro("http://localhost:4321");
var $$ItineraryPage = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$ItineraryPage;
	const { data, travel, mode, title, description } = Astro.props;
	const initialTab = tabFromUrl(Astro.url);
	const initialPeople = peopleFromUrl(Astro.url, data.events, travel?.names);
	const renderedAt = Date.now();
	const activeTab = openingTab(tabsFor(data.project, mode === "preview"), initialTab);
	const accessQr = printAccessQr(data, mode);
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, {
		"title": title,
		"description": description,
		"noindex": true,
		"themeColor": data.project.customColors.primary
	}, {
		"default": ($$result) => renderTemplate`${renderScript($$result, "/work/wt-share/src/components/ItineraryPage.astro?astro&type=script&index=0&lang.ts")}${renderScript($$result, "/work/wt-share/src/components/ItineraryPage.astro?astro&type=script&index=1&lang.ts")}${mode === "full" && renderTemplate`${renderComponent($$result, "OfflineNote", $$OfflineNote, {})}`}${maybeRenderHead($$result)}<div${addAttribute(ITINERARY_ROOT_ID, "id")}${addAttribute(data.project.projectId, "data-project")}${addAttribute(data.project.version, "data-version")}${addAttribute(activeTab, "data-tab")}${addAttribute(mode === "full" ? "" : void 0, "data-live")}>${renderComponent($$result, "ItineraryApp", ItineraryApp, {
			"client:used": data.role === "admin" ? "now" : true,
			"data": data,
			...travel ? { travel } : {},
			"settings": itineraryPageSettings(mode),
			"initialTab": initialTab,
			"initialPeople": initialPeople,
			"pagePath": Astro.url.pathname,
			"renderedAt": renderedAt,
			"accessQrFor": accessQr && {
				link: accessQr.link,
				label: accessQr.label
			},
			"client:component-hydration": "used",
			"client:component-path": "/work/wt-share/src/islands/itinerary/ItineraryApp.tsx",
			"client:component-export": "default"
		}, {
			"default": ($$result) => renderTemplate`${activeTab === "calendar" && renderTemplate`${renderComponent($$result, "CalendarStatic", CalendarStatic, {
				"events": filterEventsByPeople(data.events, initialPeople ?? []),
				"timeZone": data.project.timeZone,
				"now": renderedAt,
				"eventHref": ((event) => `${itineraryHref(Astro.url.pathname, "list", initialPeople ?? [])}#${eventCardId(event.id)}`)
			})}`}`,
			"accessQr": ($$result) => renderTemplate`${accessQr && renderTemplate`${renderComponent($$result, "PrintQrCode", PrintQrCode, {
				"slot": "accessQr",
				"matrix": accessQr.matrix,
				"label": accessQr.label
			})}`}`
		})}</div>`,
		"head": ($$result) => renderTemplate`${mode === "full" && renderTemplate`<link rel="manifest"${addAttribute(itineraryManifestPath(data.project.projectId), "href")} crossorigin="use-credentials">`}`
	})}`;
}, "/work/wt-share/src/components/ItineraryPage.astro", void 0);
export { $upgradeFeature as C, CUSTOMIZE_FEATURES as D, showUpgradeFor as E, TRIAL_FEATURES as O, registerEventEditor as S, openUpgrade as T, MapFailed as _, eventsByDay as a, keepEventEditorOpen as b, calendarLayout as c, WIDE_SCREEN_QUERY as d, PreviewBanner as f, MapEmpty as g, FormActions as h, EventRow as i, daysOf as l, useDialogWrite as m, CalendarHeading as n, formatDay as o, trackEvent as p, DayList as r, shortTime as s, $$ItineraryPage as t, initialPageIndex as u, AddButton as v, closeUpgrade as w, markEventEditorSaving as x, closeEventEditor as y };
