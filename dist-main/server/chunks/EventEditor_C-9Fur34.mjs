import { i as __toESM } from "./rolldown-runtime_DYf_mQCB.mjs";
import { t as require_react } from "./react_DMaO6YvO.mjs";
import { E as checkForm, F as fromDatetimeLocal, Kt as splitNames, L as toDatetimeLocal, M as defaultEndDatetime, N as defaultEventDatetime, P as describeTimeZone, p as eventInputSchema } from "./schemas_BP9cnbZP.mjs";
import { n as Field, r as FieldError } from "./TextField_QYGYtdWp.mjs";
import { i as apiRequest, n as require_jsx_runtime, t as Icon } from "./Icon_DbNIL5CZ.mjs";
import { F as plus, P as pin, h as close, q as x } from "./icon-paths_DzBpWEtZ.mjs";
import { E as showUpgradeFor, S as registerEventEditor, b as keepEventEditorOpen, x as markEventEditorSaving, y as closeEventEditor } from "./ItineraryPage_OlD1JTSq.mjs";
import { a as toastError } from "./Toaster_DHqoy3xL.mjs";
import { a as rsvpSettingsSchema } from "./travel-schemas_XfSJ0YlI.mjs";
// src/lib/attendee-chips.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* The attendee chips of the event editor. The stored value stays
* the comma-separated text that `attendees.ts` reads, so 'Everyone' and 'Everyone except A, B'
* survive a round trip: 'Everyone except A, B' is the chips ['Everyone except A', 'B'].
*/
/** The chips of a stored attendees text. */
function chipsFromAttendees(text) {
	return splitNames(text ?? "");
}
/** The stored text of a list of chips. */
function attendeesFromChips(chips) {
	return chips.join(", ");
}
/** Adds every comma-separated name of `raw`; blanks and names already there (any case) are ignored. */
function addChips(chips, raw) {
	return splitNames([...chips, raw].join(","));
}
/**
* What the attendee input holds after a keystroke: every entry a comma has closed becomes a
* chip, the text after the last comma stays in the input.
*/
function takeTypedChips(chips, typed) {
	const cut = typed.lastIndexOf(",");
	if (cut < 0) return {
		chips: [...chips],
		rest: typed
	};
	return {
		chips: addChips(chips, typed.slice(0, cut)),
		rest: typed.slice(cut + 1).trimStart()
	};
}
/** Backspace in an empty input removes the last chip. */
function removeLastChip(chips) {
	return chips.slice(0, -1);
}
/**
* How each chip reads: 'Everyone', 'Everyone except A' (the start of an exclusion list), a name
* that list excludes, or a plain name.
*/
function chipKinds(chips) {
	const excepting = /^everyone\s+(?:except|but)\b/i.test(chips[0] ?? "");
	return chips.map((chip, i) => {
		if (/^everyone$/i.test(chip)) return "everyone";
		if (i === 0 && excepting) return "except";
		return excepting ? "excluded" : "name";
	});
}
// src/islands/itinerary/events/AttendeeChips.tsx
var import_jsx_runtime = require_jsx_runtime();
var chipStyles = {
	everyone: "bg-emerald-50 text-emerald-900 ring-emerald-200",
	except: "bg-amber-50 text-amber-950 ring-amber-200",
	excluded: "bg-rose-50 text-rose-900 ring-rose-200",
	name: "bg-[color-mix(in_srgb,var(--theme-primary)_12%,white)] text-ink ring-[color-mix(in_srgb,var(--theme-primary)_30%,white)]"
};
/**
* Attendees as chips: a name becomes a chip on comma, Enter or
* blur; repeats are ignored; Backspace in the empty input removes the last chip.
*/
function AttendeeChips({ id, chips, pending, suggestions, onChange, error }) {
	const input = (0, import_react.useRef)(null);
	const kinds = chipKinds(chips);
	const taken = new Set(chips.map((c) => c.toLowerCase()));
	const offered = suggestions.filter((name) => !taken.has(name.toLowerCase()));
	const hintId = `${id}-hint`;
	const errorId = `${id}-error`;
	function commit() {
		if (pending.trim()) onChange(addChips(chips, pending), "");
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
			className: "label",
			htmlFor: id,
			children: "Attendees"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: `flex min-h-[50px] flex-wrap items-center gap-1.5 rounded-xl border bg-white px-2.5 py-2 focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-200 ${error ? "border-rose-500" : "border-gray-300"}`,
			onClick: (e) => {
				if (e.target === e.currentTarget) input.current?.focus();
			},
			children: [chips.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "contents",
				"aria-label": "Attendees added",
				children: chips.map((chip, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
					chip,
					kind: kinds[i] ?? "name",
					onRemove: () => {
						onChange(chips.filter((_, j) => j !== i), pending);
						input.current?.focus();
					}
				}, chip.toLowerCase()))
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				ref: input,
				id,
				value: pending,
				list: offered.length > 0 ? `${id}-names` : void 0,
				autoComplete: "off",
				placeholder: chips.length > 0 ? "Add another" : "Names, or Everyone",
				"aria-describedby": error ? `${errorId} ${hintId}` : hintId,
				"aria-invalid": error ? true : void 0,
				className: "min-w-[8rem] flex-1 border-0 bg-transparent px-1.5 py-1 text-base text-ink placeholder:text-gray-500 focus:outline-none",
				onChange: (e) => {
					const next = takeTypedChips(chips, e.target.value);
					onChange(next.chips, next.rest);
				},
				onKeyDown: (e) => {
					if (e.key === "Enter" && pending.trim()) {
						e.preventDefault();
						commit();
					} else if (e.key === "Backspace" && pending === "" && chips.length > 0) {
						e.preventDefault();
						onChange(removeLastChip(chips), "");
					}
				},
				onBlur: commit
			})]
		}),
		error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldError, {
			id: errorId,
			children: error
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			id: hintId,
			className: "mt-1 text-xs text-ink-muted",
			children: "Press Enter or type a comma after each name. “Everyone” and “Everyone except Ana, Ben” work too."
		}),
		offered.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("datalist", {
			id: `${id}-names`,
			children: offered.map((name) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", { value: name }, name))
		})
	] });
}
function Chip({ chip, kind, onRemove }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
		className: `inline-flex max-w-full items-center gap-1 rounded-full py-1 pr-1 pl-3 text-sm font-medium ring-1 ${chipStyles[kind]}`,
		children: [
			kind === "excluded" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "sr-only",
				children: "Not going: "
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "truncate",
				children: chip
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "flex h-6 w-6 shrink-0 items-center justify-center rounded-full hover:bg-black/10",
				"aria-label": `Remove ${chip}`,
				onClick: onRemove,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
					icon: x,
					className: "h-3.5 w-3.5",
					strokeWidth: 2.5
				})
			})
		]
	});
}
// src/islands/itinerary/events/usePlaceSuggestions.ts
/**
* Place suggestions for the typed location, from the server's geocoder, and which one the arrow
* keys point at. Refused (rate limit), failed or offline: no suggestions this time, and no error
* for a helper; the typed text stands. `unavailable` says when search itself is off or down, so
* the field can say so.
*/
var RETRY_UNAVAILABLE_MS = 6e4;
var unavailableUntil = 0;
function usePlaceSuggestions(projectId) {
	const [query, setQuery] = (0, import_react.useState)(null);
	const [results, setResults] = (0, import_react.useState)([]);
	const [open, setOpen] = (0, import_react.useState)(false);
	const [active, setActive] = (0, import_react.useState)(-1);
	const [unavailable, setUnavailable] = (0, import_react.useState)(() => Date.now() < unavailableUntil);
	(0, import_react.useEffect)(() => {
		const q = query?.trim() ?? "";
		if (q.length < 2 || Date.now() < unavailableUntil) {
			setResults([]);
			setOpen(false);
			setUnavailable(Date.now() < unavailableUntil);
			return;
		}
		const controller = new AbortController();
		const timer = window.setTimeout(async () => {
			try {
				const res = await fetch(`/api/projects/${encodeURIComponent(projectId)}/geocode?q=${encodeURIComponent(q)}`, {
					credentials: "include",
					signal: controller.signal
				});
				if (!res.ok) return;
				const answer = await res.json();
				if (!answer.available) unavailableUntil = Date.now() + RETRY_UNAVAILABLE_MS;
				setUnavailable(!answer.available);
				setResults(answer.results);
				setActive(-1);
				setOpen(answer.results.length > 0);
			} catch {
				if (!controller.signal.aborted) setUnavailable(true);
			}
		}, 300);
		return () => {
			window.clearTimeout(timer);
			controller.abort();
		};
	}, [query, projectId]);
	const close = () => {
		setOpen(false);
		setActive(-1);
	};
	return {
		results,
		active,
		/** Place search is off, down or out of reach: the location stays as typed. */
		unavailable,
		/** The list shows: open, with something in it. */
		expanded: open && results.length > 0,
		setActive,
		open: () => setOpen(true),
		/** Hides the list (the field lost focus); the pointed-at place is kept. */
		hide: () => setOpen(false),
		/** Hides the list and forgets the pointed-at place. */
		close,
		/** The typed text to look up. */
		search: (text) => setQuery(text),
		/** A place was picked: forget the search. */
		done: () => {
			setQuery(null);
			close();
		}
	};
}
// src/islands/itinerary/events/LocationField.tsx
/**
* The location with place suggestions, so a picked place has coordinates and shows on
* the Map tab. The WAI-ARIA combobox pattern: the list is a listbox, arrows move through it,
* Enter picks, Escape closes. Under the field a line says where the place stands: pinned on the
* map; to be looked up on save (typed without picking); or, when place search is off or down,
* kept as typed and not on the map.
*/
function LocationField({ id, projectId, value, pinned, onType, onPick, error }) {
	const suggestions = usePlaceSuggestions(projectId);
	const { results, active, expanded, unavailable } = suggestions;
	const listId = `${id}-listbox`;
	const optionId = (i) => `${id}-option-${i}`;
	const note = placeNote(value, pinned, unavailable);
	const describedBy = [error ? `${id}-error` : "", note && !error ? `${id}-note` : ""].filter(Boolean).join(" ") || void 0;
	function pick(place) {
		onPick(place);
		suggestions.done();
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "relative",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
				className: "label",
				htmlFor: id,
				children: "Location"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				id,
				type: "text",
				role: "combobox",
				autoComplete: "off",
				"aria-autocomplete": "list",
				"aria-expanded": expanded,
				"aria-controls": listId,
				"aria-activedescendant": expanded && active >= 0 ? optionId(active) : void 0,
				"aria-describedby": describedBy,
				"aria-invalid": error ? true : void 0,
				className: `input ${error ? "border-rose-500" : ""}`,
				placeholder: "Search for a place",
				value,
				onChange: (e) => {
					onType(e.target.value);
					suggestions.search(e.target.value);
				},
				onBlur: suggestions.hide,
				onKeyDown: (e) => onComboboxKey(e, suggestions, pick)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlaceOptions, {
				id: listId,
				optionId,
				suggestions,
				onPick: pick
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "status",
				className: "sr-only",
				children: expanded ? `${results.length} suggestion${results.length === 1 ? "" : "s"}. Use the arrow keys to choose.` : ""
			}),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldError, {
				id: `${id}-error`,
				children: error
			}),
			note && !error && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				id: `${id}-note`,
				className: `mt-1 flex items-center gap-1 text-xs ${pinned ? "font-semibold text-emerald-700" : "text-ink-soft"}`,
				children: [pinned && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { icon: pin }), note]
			})
		]
	});
}
/** What the line under the field says about the place and the map, or null for an empty field. */
function placeNote(value, pinned, unavailable) {
	if (pinned) return "Pinned on the map";
	if (!value.trim()) return unavailable ? "Place search is unavailable right now: type the place as guests should read it." : null;
	if (unavailable) return "Place search is unavailable right now: this place is kept as typed and will not appear on the map.";
	return "Not pinned yet: pick a suggestion, or it is looked up on the map when you save.";
}
/** Arrows open the list and move through it, Enter picks, Escape closes the list only. */
function onComboboxKey(e, suggestions, pick) {
	const { results, active, expanded } = suggestions;
	if (e.key === "ArrowDown" || e.key === "ArrowUp") {
		if (results.length === 0) return;
		e.preventDefault();
		const step = e.key === "ArrowDown" ? 1 : -1;
		if (!expanded) {
			suggestions.open();
			suggestions.setActive(step === 1 ? 0 : results.length - 1);
		} else suggestions.setActive((i) => (i + step + results.length) % results.length);
	} else if (e.key === "Enter" && expanded && active >= 0) {
		const place = results[active];
		if (!place) return;
		e.preventDefault();
		pick(place);
	} else if (e.key === "Escape" && expanded) {
		e.preventDefault();
		e.stopPropagation();
		suggestions.close();
	}
}
function PlaceOptions({ id, optionId, suggestions, onPick }) {
	const { results, active, expanded } = suggestions;
	const lastPointer = (0, import_react.useRef)(null);
	function pointerMoved(x, y) {
		const last = lastPointer.current;
		lastPointer.current = {
			x,
			y
		};
		return last !== null && (last.x !== x || last.y !== y);
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		id,
		role: "listbox",
		"aria-label": "Suggested places",
		hidden: !expanded,
		className: "absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-auto rounded-xl border border-black/10 bg-white py-1 shadow-lg",
		children: results.map((place, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
			id: optionId(i),
			role: "option",
			"aria-selected": i === active,
			className: `flex cursor-pointer items-start gap-2 px-3 py-2.5 text-sm text-ink ${i === active ? "bg-brand-50" : "hover:bg-black/5"}`,
			onMouseDown: (e) => e.preventDefault(),
			onMouseMove: (e) => {
				if (pointerMoved(e.clientX, e.clientY)) suggestions.setActive(i);
			},
			onClick: () => onPick(place),
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "mt-0.5 shrink-0 text-[var(--theme-primary-text)]",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { icon: pin })
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: place.label })]
		}, `${place.label}-${i}`))
	});
}
// src/islands/itinerary/events/event-draft.ts
/**
* The event editor's form state and how it becomes the API body: checked with
* the same schema the server uses, so the editor shows the server's messages.
*/
/** A new event's draft starts on the day `defaultEventDatetime` picks from the itinerary's event starts. */
function draftFromEvent(event, timeZone, now, starts = []) {
	return {
		title: event?.title ?? "",
		datetime: event ? toDatetimeLocal(event.datetime, timeZone) : defaultEventDatetime(now, timeZone, starts),
		endDatetime: event?.endDatetime ? toDatetimeLocal(event.endDatetime, timeZone) : "",
		description: event?.description ?? "",
		location: event?.location ?? "",
		latitude: event?.latitude ?? null,
		longitude: event?.longitude ?? null,
		attendees: chipsFromAttendees(event?.attendees),
		pendingAttendee: "",
		vibe: event?.vibe ?? "",
		privateNotes: event?.privateNotes ?? "",
		eventType: event?.eventType ?? null
	};
}
/** The request body, before validation. A location without coordinates stays free text. */
function bodyFromDraft(draft, timeZone) {
	const pinned = draft.location.trim() !== "" && draft.latitude !== null && draft.longitude !== null;
	return {
		title: draft.title,
		datetime: fromDatetimeLocal(draft.datetime, timeZone) ?? "",
		endDatetime: draft.endDatetime.trim() === "" ? null : fromDatetimeLocal(draft.endDatetime, timeZone) ?? draft.endDatetime,
		description: draft.description,
		location: draft.location,
		latitude: pinned ? draft.latitude : null,
		longitude: pinned ? draft.longitude : null,
		attendees: attendeesFromChips(addChips(draft.attendees, draft.pendingAttendee)),
		vibe: draft.vibe,
		eventType: draft.eventType,
		privateNotes: draft.privateNotes
	};
}
/**
* A new start: an event with an end keeps its length, so the end moves with the start (a start
* or end the zone cannot read moves nothing but the start).
*/
function withStart(draft, datetime, timeZone) {
	const before = fromDatetimeLocal(draft.datetime, timeZone);
	const after = fromDatetimeLocal(datetime, timeZone);
	const end = fromDatetimeLocal(draft.endDatetime, timeZone);
	if (!before || !after || !end) return {
		datetime,
		endDatetime: draft.endDatetime
	};
	return {
		datetime,
		endDatetime: toDatetimeLocal(Date.parse(end) + Date.parse(after) - Date.parse(before), timeZone)
	};
}
/** The end "Add end time" offers: an hour after the start (blank while the start is not a time). */
var offeredEnd = (draft, timeZone) => defaultEndDatetime(draft.datetime, timeZone);
/** A click outside saves only when the title and the date and time are filled (else cancels). */
function isFilled(draft) {
	return draft.title.trim() !== "" && draft.datetime.trim() !== "";
}
function validateDraft(draft, timeZone) {
	const checked = checkForm(eventInputSchema, bodyFromDraft(draft, timeZone));
	return checked.ok ? {
		ok: true,
		input: checked.data
	} : {
		ok: false,
		errors: checked.errors
	};
}
/** True when saving would change nothing (an unchanged edit just closes). */
function sameBody(a, b, timeZone) {
	return JSON.stringify(bodyFromDraft(a, timeZone)) === JSON.stringify(bodyFromDraft(b, timeZone));
}
// src/islands/itinerary/events/EventEditorFields.tsx
/** The event editor's fields, each labelled and showing the message of its last check. */
/** Title, date and time, and location. */
function EventWhatWhenWhere({ form, fieldId, projectId, timeZone, cancelButton }) {
	const { draft, errors, update } = form;
	const onDatetimeBlur = (e) => {
		if (e.relatedTarget !== cancelButton.current) form.datetimeLeft();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
			id: fieldId("title"),
			label: "Event Title *",
			error: errors.title,
			className: "sm:col-span-2",
			children: (control) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				...control,
				type: "text",
				required: true,
				autoComplete: "off",
				placeholder: "e.g. Welcome dinner",
				value: draft.title,
				onChange: (e) => update({ title: e.target.value })
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "space-y-3",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
				id: fieldId("datetime"),
				label: "Date and time *",
				error: errors.datetime,
				hint: clockOf(draft.datetime, timeZone),
				children: (control) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					...control,
					type: "datetime-local",
					required: true,
					value: draft.datetime,
					onChange: (e) => form.setStart(e.target.value),
					onBlur: onDatetimeBlur
				})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EventEndField, {
				form,
				id: fieldId("endDatetime"),
				timeZone
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocationField, {
			id: fieldId("location"),
			projectId,
			value: draft.location,
			pinned: draft.latitude !== null && draft.longitude !== null && draft.location.trim() !== "",
			onType: (location) => update({
				location,
				latitude: null,
				longitude: null
			}),
			onPick: (place) => update({
				location: place.label,
				latitude: place.latitude,
				longitude: place.longitude
			}),
			error: errors.location ?? errors.latitude ?? errors.longitude
		})
	] });
}
/** "Lisbon time (GMT+1)": the clock a date and time field reads, named as on the date typed. */
var clockOf = (local, timeZone) => describeTimeZone(timeZone, Date.parse(fromDatetimeLocal(local, timeZone) ?? "") || Date.now());
var linkButton = "inline-flex items-center gap-1.5 text-sm font-semibold text-[var(--theme-primary-text)] hover:underline";
/**
* The optional end: an "Add end time" button that reveals the field, first filled an hour after
* the start; "Remove end time" clears it and hides it again (the event then has no end). The end
* is saved with the rest of the card (Save, or a press outside), not when its field loses focus.
*/
function EventEndField({ form, id, timeZone }) {
	const { draft, errors, update } = form;
	const [shown, setShown] = (0, import_react.useState)(draft.endDatetime !== "");
	if (!shown) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
		id: `${id}-add`,
		type: "button",
		className: linkButton,
		onClick: () => {
			update({ endDatetime: offeredEnd(draft, timeZone) });
			setShown(true);
			requestAnimationFrame(() => document.getElementById(id)?.focus());
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
			icon: plus,
			className: "h-4 w-4"
		}), "Add end time"]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
		id,
		label: "Ends",
		error: errors.endDatetime,
		hint: clockOf(draft.endDatetime, timeZone),
		children: (control) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
			...control,
			type: "datetime-local",
			min: draft.datetime || void 0,
			value: draft.endDatetime,
			onChange: (e) => update({ endDatetime: e.target.value })
		})
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
		type: "button",
		className: `${linkButton} mt-1`,
		onClick: () => {
			update({ endDatetime: "" });
			setShown(false);
			requestAnimationFrame(() => document.getElementById(`${id}-add`)?.focus());
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
			icon: close,
			className: "h-4 w-4"
		}), "Remove end time"]
	})] });
}
/** Description, attendees, vibe and style, and the admins' private notes. */
function EventDetails({ form, fieldId, names }) {
	const { draft, errors, update } = form;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
			id: fieldId("description"),
			label: "Description",
			error: errors.description,
			className: "sm:col-span-2",
			children: (control) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("textarea", {
				...control,
				rows: 3,
				placeholder: "What to expect, what to bring",
				value: draft.description,
				onChange: (e) => update({ description: e.target.value })
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "sm:col-span-2",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AttendeeChips, {
				id: fieldId("attendees"),
				chips: draft.attendees,
				pending: draft.pendingAttendee,
				suggestions: names,
				error: errors.attendees,
				onChange: (attendees, pendingAttendee) => update({
					attendees,
					pendingAttendee
				})
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
			id: fieldId("vibe"),
			label: "Vibe & Style",
			error: errors.vibe,
			className: "sm:col-span-2",
			children: (control) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				...control,
				type: "text",
				placeholder: "e.g. Cocktail attire, beach casual",
				value: draft.vibe,
				onChange: (e) => update({ vibe: e.target.value })
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
			id: fieldId("privateNotes"),
			label: "Private notes (only admins see these)",
			error: errors.privateNotes,
			className: "rounded-2xl bg-amber-50 p-3 sm:col-span-2",
			children: (control) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("textarea", {
				...control,
				rows: 2,
				placeholder: "Booking references, deposits, reminders",
				value: draft.privateNotes,
				onChange: (e) => update({ privateNotes: e.target.value })
			})
		})
	] });
}
// src/islands/itinerary/events/useEditorCard.ts
/**
* What ties the open editor card to the page: the shared store asks it to leave when another
* editor opens, a press outside the card leaves it, and on opening the title takes the focus and
* the card scrolls into view after SCROLL_INTO_VIEW_DELAY_MS.
*/
function useEditorCard(card, leave, titleId) {
	const leaveRef = (0, import_react.useRef)(leave);
	leaveRef.current = leave;
	(0, import_react.useEffect)(() => registerEventEditor(() => leaveRef.current()), []);
	(0, import_react.useEffect)(() => {
		const onPointerDown = (e) => {
			const target = e.target;
			if (!(target instanceof Element) || card.current?.contains(target)) return;
			if (target === document.documentElement || target.closest("dialog, [role=\"dialog\"], [popover]")) return;
			leaveRef.current();
		};
		document.addEventListener("pointerdown", onPointerDown, true);
		return () => document.removeEventListener("pointerdown", onPointerDown, true);
	}, []);
	(0, import_react.useEffect)(() => {
		document.getElementById(titleId)?.focus({ preventScroll: true });
		const timer = window.setTimeout(() => {
			const el = card.current;
			if (!el) return;
			const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
			const tall = el.getBoundingClientRect().height > window.innerHeight * .7;
			el.scrollIntoView({
				block: tall ? "start" : "nearest",
				behavior: smooth ? "smooth" : "auto"
			});
		}, 100);
		return () => window.clearTimeout(timer);
	}, []);
}
// src/islands/itinerary/events/RsvpSettingsFields.tsx
/** The event editor's RSVP part: asks or not, plus-ones and their limit, the RSVP-by date. */
function RsvpSettingsFields({ form, idBase }) {
	const { draft, update, error } = form;
	const id = (name) => `${idBase}-rsvp-${name}`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
		className: "mt-5 rounded-xl border border-black/10 p-4",
		"aria-describedby": error ? id("error") : void 0,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
				className: "px-1 text-sm font-bold text-ink",
				children: "RSVP"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
				className: "flex items-center gap-2 text-sm text-ink",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					type: "checkbox",
					checked: draft.asks,
					onChange: (e) => update({ asks: e.target.checked })
				}), "Ask guests: Going / Maybe / Can’t make it"]
			}),
			draft.asks && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mt-3 grid gap-4 sm:grid-cols-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "space-y-2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
						className: "flex items-center gap-2 text-sm text-ink",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
							type: "checkbox",
							checked: draft.plusOnesAllowed,
							onChange: (e) => update({ plusOnesAllowed: e.target.checked })
						}), "Allow plus-ones"]
					}), draft.plusOnesAllowed && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
						className: "label",
						htmlFor: id("max"),
						children: "Plus-ones per guest"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						id: id("max"),
						className: "input",
						type: "number",
						inputMode: "numeric",
						min: 1,
						max: 10,
						value: draft.plusOnesMax,
						onChange: (e) => update({ plusOnesMax: e.target.value })
					})] })]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
					className: "label",
					htmlFor: id("by"),
					children: "RSVP by (optional)"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					id: id("by"),
					className: "input",
					type: "datetime-local",
					value: draft.rsvpBy,
					onChange: (e) => update({ rsvpBy: e.target.value })
				})] })]
			}),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldError, {
				id: id("error"),
				children: error
			})
		]
	});
}
// src/islands/itinerary/events/useEventDraft.ts
/**
* The event editor's form and its ways out. Saving: the Save button; leaving the card (saved
* when the title and the date and time are filled, else cancelled); for an existing event, also
* when a changed date and time loses focus. Cancel and Escape close without saving. A failed
* check keeps the card open with the message beside the field, and nothing typed is lost.
*/
var FIELD_ORDER = [
	"title",
	"datetime",
	"endDatetime",
	"location",
	"description",
	"attendees",
	"vibe",
	"privateNotes"
];
/** The draft and the messages of its last check; typing in a field clears its message. */
function useDraftState(event, timeZone, starts) {
	const [draft, setDraft] = (0, import_react.useState)(() => draftFromEvent(event, timeZone, Date.now(), starts));
	const [errors, setErrors] = (0, import_react.useState)({});
	const initial = (0, import_react.useRef)(draft);
	const latest = (0, import_react.useRef)(draft);
	latest.current = draft;
	const update = (patch) => {
		setDraft((d) => ({
			...d,
			...patch
		}));
		for (const key of Object.keys(patch)) if (key in errors) setErrors((e) => ({
			...e,
			[key]: void 0
		}));
	};
	return {
		draft,
		errors,
		setErrors,
		update,
		initial,
		latest
	};
}
/** PUT for an existing event, POST for a new one. */
function sendEvent(projectId, event, input) {
	const base = `/api/projects/${encodeURIComponent(projectId)}/events`;
	return event ? apiRequest("PUT", `${base}/${event.id}`, input) : apiRequest("POST", base, input);
}
function useEventDraft({ projectId, timeZone, event, starts, refresh, onSaved, onCancelled, fieldId, rsvp }) {
	const { draft, errors, setErrors, update, initial, latest } = useDraftState(event, timeZone, starts);
	const [saving, setSaving] = (0, import_react.useState)(false);
	const busy = (0, import_react.useRef)(false);
	function cancel() {
		if (busy.current) return;
		closeEventEditor();
		onCancelled();
	}
	async function persist(input, rsvpBody) {
		try {
			const saved = await sendEvent(projectId, event, input);
			if (rsvp && rsvpBody !== void 0) await rsvp.save(saved.id, rsvpBody);
			await refresh().catch(() => void 0);
			closeEventEditor();
			onSaved(saved.id);
		} catch (error) {
			busy.current = false;
			setSaving(false);
			keepEventEditorOpen();
			if (!showUpgradeFor(error)) toastError(error, "Failed to save event. Please try again.");
		}
	}
	function save() {
		if (busy.current) return "saving";
		const current = latest.current;
		const checked = validateDraft(current, timeZone);
		if (!checked.ok) {
			setErrors(checked.errors);
			const first = FIELD_ORDER.find((name) => checked.errors[name]);
			if (first) document.getElementById(fieldId(first))?.focus();
			return "blocked";
		}
		setErrors({});
		const rsvpChecked = rsvp?.check() ?? null;
		if (rsvpChecked && !rsvpChecked.ok) return "blocked";
		if (event && !rsvpChecked && sameBody(current, initial.current, timeZone)) {
			closeEventEditor();
			onCancelled();
			return "closed";
		}
		busy.current = true;
		setSaving(true);
		markEventEditorSaving();
		persist(checked.input, rsvpChecked?.body);
		return "saving";
	}
	/** Leaving the card: saved when title and date are filled, else cancelled. */
	function leave() {
		if (busy.current) return "saving";
		if (isFilled(latest.current)) return save();
		cancel();
		return "closed";
	}
	/** An existing event's changed date and time are saved when the field loses focus. */
	function datetimeLeft() {
		if (event && latest.current.datetime !== initial.current.datetime && isFilled(latest.current)) save();
	}
	/** A new start moves an end along with it (the event keeps its length). */
	const setStart = (datetime) => update(withStart(latest.current, datetime, timeZone));
	return {
		draft,
		errors,
		saving,
		update,
		setStart,
		save,
		cancel,
		leave,
		datetimeLeft
	};
}
// src/islands/itinerary/events/useRsvpSettings.ts
/**
* The event editor's RSVP settings: whether the event asks, plus-ones and their limit, and an
* RSVP-by date (a wall time in the itinerary's zone). Saved with the event, after it.
*/
var draftOf = (rsvp, timeZone) => ({
	asks: rsvp !== void 0,
	plusOnesAllowed: rsvp?.plusOnesAllowed ?? false,
	plusOnesMax: String(rsvp?.plusOnesMax || 1),
	rsvpBy: rsvp?.rsvpBy ? toDatetimeLocal(rsvp.rsvpBy, timeZone) : ""
});
function useRsvpSettings(projectId, rsvp, timeZone) {
	const [draft, setDraft] = (0, import_react.useState)(() => draftOf(rsvp, timeZone));
	const [error, setError] = (0, import_react.useState)();
	const initial = (0, import_react.useRef)(draft);
	const latest = (0, import_react.useRef)(draft);
	latest.current = draft;
	const update = (patch) => {
		setError(void 0);
		setDraft((d) => ({
			...d,
			...patch
		}));
	};
	const changed = () => JSON.stringify(latest.current) !== JSON.stringify(initial.current);
	/** The body to send, or the message to show (null: nothing to send). */
	function check() {
		if (!changed()) return null;
		const d = latest.current;
		const rsvpBy = d.rsvpBy ? fromDatetimeLocal(d.rsvpBy, timeZone) : null;
		const checked = checkForm(rsvpSettingsSchema, {
			asks: d.asks,
			plusOnesAllowed: d.plusOnesAllowed,
			plusOnesMax: Number(d.plusOnesMax || 1),
			rsvpBy: d.rsvpBy && !rsvpBy ? "invalid" : rsvpBy
		});
		if (!checked.ok) {
			setError(checked.message);
			return {
				ok: false,
				message: checked.message
			};
		}
		return {
			ok: true,
			body: checked.data
		};
	}
	async function save(eventId, body) {
		await apiRequest("PUT", `/api/projects/${encodeURIComponent(projectId)}/events/${eventId}/rsvp-settings`, body);
		initial.current = latest.current;
	}
	return {
		draft,
		update,
		error,
		changed,
		check,
		save
	};
}
// src/islands/itinerary/events/EventEditor.tsx
/**
* The inline event editor card, admin only and loaded only when an organiser opens it. The form
* and its ways out (save, leave, cancel) are in useEventDraft; how the card sits on the page
* (focus, scrolling, a press outside) in useEditorCard.
*/
/** "1 event left on the free plan", said before the form is filled. */
var freeEventsLeftText = (left) => `${left} event${left === 1 ? "" : "s"} left on the free plan`;
function EventEditor({ projectId, timeZone, event, names, starts, freeEventsLeft, refresh, rsvp, onSaved, onCancelled }) {
	const id = (0, import_react.useId)();
	const fieldId = (name) => `${id}-${name}`;
	const card = (0, import_react.useRef)(null);
	const cancelButton = (0, import_react.useRef)(null);
	const rsvpForm = useRsvpSettings(projectId, rsvp, timeZone);
	const form = useEventDraft({
		projectId,
		timeZone,
		event,
		starts,
		refresh,
		onSaved,
		onCancelled,
		fieldId,
		rsvp: rsvpForm
	});
	useEditorCard(card, form.leave, fieldId("title"));
	function onKeyDown(e) {
		if (e.key === "Escape" && !e.defaultPrevented) {
			e.preventDefault();
			form.cancel();
		}
	}
	const heading = event ? "Edit event" : "New event";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
		ref: card,
		noValidate: true,
		"aria-label": heading,
		onSubmit: (e) => {
			e.preventDefault();
			form.save();
		},
		onKeyDown,
		className: "event-editor scroll-mt-36 scroll-mb-28 rounded-[var(--theme-radius)] border-2 border-[var(--theme-primary)] bg-white p-4 shadow-card sm:p-6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mb-4 flex flex-wrap items-center gap-x-2 gap-y-1.5",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "h-2.5 w-2.5 rounded-full bg-[var(--theme-primary)]",
						"aria-hidden": "true"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(event ? "h4" : "h2", {
						className: "text-lg font-bold text-ink",
						children: heading
					}),
					freeEventsLeft != null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "basis-full sm:ml-auto sm:basis-auto",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "inline-block rounded-full bg-amber-50 px-3 py-1 text-xs font-semibold text-amber-950 ring-1 ring-amber-200",
							children: freeEventsLeftText(freeEventsLeft)
						})
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "grid gap-4 sm:grid-cols-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EventWhatWhenWhere, {
					form,
					fieldId,
					projectId,
					timeZone,
					cancelButton
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EventDetails, {
					form,
					fieldId,
					names
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RsvpSettingsFields, {
				form: rsvpForm,
				idBase: id
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EditorActions, {
				saving: form.saving,
				onCancel: form.cancel,
				cancelButton
			})
		]
	});
}
function EditorActions({ saving, onCancel, cancelButton }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "hidden text-xs text-ink-muted sm:mr-auto sm:block",
				children: "Click outside to save · Esc to cancel"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				ref: cancelButton,
				type: "button",
				className: "btn-secondary",
				onClick: onCancel,
				disabled: saving,
				children: "Cancel"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "submit",
				className: "btn bg-[var(--theme-primary)] text-[var(--theme-on-primary)] shadow-md hover:brightness-95",
				disabled: saving,
				children: saving ? "Saving..." : "Save"
			})
		]
	});
}
export { EventEditor as default, freeEventsLeftText };
