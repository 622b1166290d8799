import { i as __toESM } from "./rolldown-runtime_DYf_mQCB.mjs";
import { t as require_react } from "./react_DMaO6YvO.mjs";
import { a as toastError, o as toastProblem, s as toastSuccess } from "./Toaster_DHqoy3xL.mjs";
import { a as errorMessage, i as apiRequest, n as require_jsx_runtime, r as ApiError, t as Icon } from "./Icon_DbNIL5CZ.mjs";
import { Br as EVENT_ATTENDEES_MAX, E as checkForm, F as fromDatetimeLocal, Hr as EVENT_DESCRIPTION_MAX, L as toDatetimeLocal, b as unclaimedEventUpdateSchema, st as ownerNameFor, ut as unclaimedFieldChange } from "./schemas_BP9cnbZP.mjs";
import { n as Field, r as FieldError } from "./TextField_QYGYtdWp.mjs";
import { W as trash, s as chevronDown } from "./icon-paths_DzBpWEtZ.mjs";
import { t as CopyButton } from "./CopyButton_B5GiPsrx.mjs";
import { i as createItinerary, r as CREATE_ITINERARY_FAILED } from "./dashboard_BnKXi_Yb.mjs";
// src/islands/dashboard/UnclaimedEventCard.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var EASTERN = "America/New_York";
var FIELDS = [
	{
		name: "location",
		label: "Location",
		placeholder: "Where",
		maxLength: 500
	},
	{
		name: "attendees",
		label: "Attendees",
		placeholder: "Everyone, or names separated by commas",
		maxLength: EVENT_ATTENDEES_MAX
	},
	{
		name: "vibe",
		label: "Vibe & Style",
		placeholder: "Dress code, mood",
		maxLength: 500
	},
	{
		name: "description",
		label: "Description",
		placeholder: "Details",
		multiline: true,
		maxLength: EVENT_DESCRIPTION_MAX
	}
];
/** One forwarded event. */
function UnclaimedEventCard({ event, projects, selected, onSelect, onChange, onAssign, onDelete }) {
	const id = (0, import_react.useId)();
	const [target, setTarget] = (0, import_react.useState)(projects[0]?.projectId ?? "");
	const [busy, setBusy] = (0, import_react.useState)(false);
	const [errors, setErrors] = (0, import_react.useState)({});
	/** A field left: its change, checked with the endpoint's schema, is saved; a refused one says why. */
	async function save(field, value) {
		const body = unclaimedFieldChange(field, event[field], value);
		const checked = body ? checkForm(unclaimedEventUpdateSchema, body) : null;
		setErrors((current) => ({
			...current,
			[field]: checked && !checked.ok ? checked.errors[field] : void 0
		}));
		if (!checked?.ok) return;
		try {
			onChange(await apiRequest("PUT", `/api/unclaimed-events/${event.id}`, checked.data));
		} catch (error) {
			toastError(error, "Failed to update the event.");
		}
	}
	async function run(action) {
		setBusy(true);
		try {
			await action();
		} finally {
			setBusy(false);
		}
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: `card p-4 sm:p-5 ${selected ? "ring-2 ring-brand-400" : ""}`,
		"aria-labelledby": `${id}-title-label`,
		children: [
			(event.needsReview || event.cancelled) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "mb-2 flex gap-2",
				children: [event.needsReview && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900",
					children: "Needs review"
				}), event.cancelled && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold text-ink-soft",
					children: "Cancelled"
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex items-center gap-2 sm:gap-3",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						type: "checkbox",
						className: "h-5 w-5 shrink-0 accent-brand-600",
						checked: selected,
						onChange: (e) => onSelect(e.target.checked),
						"aria-label": `Select ${event.title}`
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
						id: `${id}-title-label`,
						htmlFor: `${id}-title`,
						className: "sr-only",
						children: "Title"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						id: `${id}-title`,
						className: "input min-w-0 flex-1 border-transparent bg-transparent px-2 py-1.5 text-lg font-semibold hover:border-gray-300 focus:bg-white",
						defaultValue: event.title,
						maxLength: 200,
						"aria-invalid": errors.title ? true : void 0,
						"aria-describedby": errors.title ? `${id}-title-error` : void 0,
						onBlur: (e) => void save("title", e.target.value)
					}, `title-${event.title}`)
				]
			}),
			errors.title && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldError, {
				id: `${id}-title-error`,
				children: errors.title
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mt-3 grid gap-3 sm:grid-cols-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
					id: `${id}-datetime`,
					label: "Date and time (Eastern)",
					error: errors.datetime,
					controlClassName: "py-2",
					children: (control) => /* @__PURE__ */ (0, import_react.createElement)("input", {
						...control,
						key: `dt-${event.datetime ?? ""}`,
						type: "datetime-local",
						defaultValue: event.datetime ? toDatetimeLocal(event.datetime, EASTERN) : "",
						onBlur: (e) => void save("datetime", fromDatetimeLocal(e.target.value, EASTERN) ?? "")
					})
				}), FIELDS.map((field) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
					id: `${id}-${field.name}`,
					label: field.label,
					error: errors[field.name],
					controlClassName: "py-2",
					className: field.multiline ? "sm:col-span-2" : "",
					children: (control) => {
						const common = {
							...control,
							placeholder: field.placeholder,
							maxLength: field.maxLength,
							defaultValue: event[field.name] ?? "",
							onBlur: (e) => void save(field.name, e.target.value)
						};
						const saved = event[field.name] ?? "";
						return field.multiline ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("textarea", {
							...common,
							rows: 2
						}, saved) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", { ...common }, saved);
					}
				}, field.name))]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mt-4 flex flex-wrap items-end gap-2",
				children: [projects.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "min-w-0 flex-1 basis-48",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
						className: "label",
						htmlFor: `${id}-target`,
						children: "Send to"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("select", {
						id: `${id}-target`,
						className: "input py-2",
						value: target,
						onChange: (e) => setTarget(e.target.value),
						children: projects.map((p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
							value: p.projectId,
							children: p.name
						}, p.projectId))
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "btn-primary",
					disabled: busy || !target,
					onClick: () => void run(() => onAssign(target)),
					children: "Assign"
				})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
					type: "button",
					className: "btn-ghost text-red-700 hover:bg-red-50",
					disabled: busy,
					onClick: () => void run(onDelete),
					"aria-label": `Delete ${event.title}`,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { icon: trash }), "Delete"]
				})]
			})
		]
	});
}
// src/islands/dashboard/UnclaimedEventList.tsx
function UnclaimedEventList({ events, loadError, projects, selected, onSelect, onChange, onAssign, onDelete }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		loadError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			role: "alert",
			className: "mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900",
			children: loadError
		}),
		events === null && !loadError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			role: "status",
			className: "py-12 text-center text-ink-soft",
			children: "Loading events..."
		}),
		events?.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "card px-6 py-12 text-center",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
				className: "text-lg font-semibold",
				children: "No unclaimed events"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-1 text-sm text-ink-soft",
				children: "Forward a confirmation email and it will show up here."
			})]
		}),
		events && events.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			className: "space-y-4",
			children: events.map((event) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UnclaimedEventCard, {
				event,
				projects,
				selected: selected.has(event.id),
				onSelect: (on) => onSelect(event.id, on),
				onChange,
				onAssign: (projectId) => onAssign(event.id, projectId),
				onDelete: () => onDelete(event.id)
			}) }, event.id))
		})
	] });
}
// src/islands/dashboard/UnclaimedIntro.tsx
function UnclaimedIntro({ user, forwarding }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "card mb-6 bg-gradient-to-br from-brand-50 to-pink-50 p-5 sm:p-6",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "unclaimed-heading",
				className: "text-xl font-bold tracking-tight",
				children: "Unclaimed Events"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-1 text-sm text-ink-soft",
				children: "Forward flight, hotel and restaurant confirmations to your forwarding mailbox. We read them and the events wait here until you send them to an itinerary."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mt-4 flex flex-wrap items-center gap-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("code", {
					className: "min-w-0 rounded-xl border border-brand-200 bg-white px-3 py-2 font-mono text-sm break-all text-brand-800",
					children: forwarding.address
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CopyButton, {
					value: forwarding.address,
					label: "Copy forwarding address"
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "mt-3 text-xs text-ink-muted",
				children: [
					"This address is yours alone: keep it private (you can change it in Settings). Mail from ",
					user.email,
					" to",
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "font-mono break-all",
						children: forwarding.sharedAddress
					}),
					" works too."
				]
			})
		]
	});
}
// src/islands/dashboard/SendMenu.tsx
/** Bulk 'Send N to itinerary...': an existing itinerary, or a new one. */
function SendMenu({ count, projects, onOpen, onPick, onNew }) {
	const [open, setOpen] = (0, import_react.useState)(false);
	const root = (0, import_react.useRef)(null);
	const listId = (0, import_react.useId)();
	(0, import_react.useEffect)(() => {
		if (!open) return;
		const onPointer = (e) => {
			if (!root.current?.contains(e.target)) setOpen(false);
		};
		const onKey = (e) => {
			if (e.key === "Escape") setOpen(false);
		};
		document.addEventListener("pointerdown", onPointer);
		document.addEventListener("keydown", onKey);
		return () => {
			document.removeEventListener("pointerdown", onPointer);
			document.removeEventListener("keydown", onKey);
		};
	}, [open]);
	const choose = (action) => {
		setOpen(false);
		action();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		ref: root,
		className: "relative",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
			type: "button",
			className: "btn-primary",
			"aria-expanded": open,
			"aria-controls": listId,
			onClick: () => setOpen((was) => !was && onOpen()),
			children: [
				"Send ",
				count,
				" to itinerary...",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { icon: chevronDown })
			]
		}), open && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", {
			id: listId,
			"aria-label": "Send to itinerary",
			className: "absolute right-0 z-20 mt-2 max-h-80 w-72 max-w-[calc(100vw-2rem)] overflow-auto rounded-2xl border border-black/5 bg-white p-1.5 shadow-xl",
			children: [projects.map((p) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "w-full truncate rounded-xl px-3 py-2.5 text-left text-sm font-medium hover:bg-brand-50 focus-visible:bg-brand-50",
				onClick: () => choose(() => onPick(p.projectId)),
				children: p.name
			}) }, p.projectId)), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
				className: projects.length ? "mt-1 border-t border-black/5 pt-1" : "",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "w-full rounded-xl px-3 py-2.5 text-left text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:bg-brand-50",
					onClick: () => choose(onNew),
					children: "New itinerary…"
				})
			})]
		})]
	});
}
// src/islands/dashboard/UnclaimedToolbar.tsx
function UnclaimedToolbar({ count, selectedCount, allSelected, projects, onRefresh, onSelectAll, onOpenSend, onSend, onNew }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mb-4 flex flex-wrap items-center gap-2",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "btn-secondary px-4",
				onClick: onRefresh,
				children: "Refresh"
			}),
			count > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "btn-ghost px-4",
				onClick: onSelectAll,
				children: allSelected ? "Deselect All" : "Select All"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "ml-auto",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SendMenu, {
					count: selectedCount,
					projects,
					onOpen: onOpenSend,
					onPick: onSend,
					onNew
				})
			})
		]
	});
}
// src/islands/dashboard/useUnclaimedEvents.ts
/** The Unclaimed tab's list: loading the forwarded events, which are selected, and assigning, editing or deleting one. */
var assignUrl = (id) => `/api/unclaimed-events/${id}/assign`;
function useUnclaimedEvents() {
	const [events, setEvents] = (0, import_react.useState)(null);
	const [loadError, setLoadError] = (0, import_react.useState)(null);
	const [selected, setSelected] = (0, import_react.useState)(/* @__PURE__ */ new Set());
	async function load() {
		try {
			const list = await apiRequest("GET", "/api/unclaimed-events");
			setEvents(list);
			setLoadError(null);
			setSelected((s) => new Set([...s].filter((id) => list.some((e) => e.id === id))));
			return true;
		} catch (error) {
			setLoadError(errorMessage(error, "Failed to load events. Please try again."));
			return false;
		}
	}
	(0, import_react.useEffect)(() => {
		load();
	}, []);
	/** Takes events out of the list and the selection (sent or deleted). */
	const remove = (ids) => {
		setEvents((list) => list?.filter((e) => !ids.includes(e.id)) ?? null);
		setSelected((s) => new Set([...s].filter((id) => !ids.includes(id))));
	};
	async function assignOne(eventId, projectId) {
		try {
			await apiRequest("POST", assignUrl(eventId), { projectId });
			remove([eventId]);
			toastSuccess("Event assigned");
		} catch (error) {
			toastError(error, "Failed to assign the event.");
		}
	}
	async function deleteOne(eventId) {
		if (!window.confirm("Are you sure you want to delete this event?")) return;
		try {
			await apiRequest("DELETE", `/api/unclaimed-events/${eventId}`);
			remove([eventId]);
			toastSuccess("Event deleted");
		} catch (error) {
			toastError(error, "Failed to delete the event.");
		}
	}
	const allSelected = events !== null && events.length > 0 && selected.size === events.length;
	function select(eventId, on) {
		setSelected((s) => {
			const next = new Set(s);
			if (on) next.add(eventId);
			else next.delete(eventId);
			return next;
		});
	}
	function selectAll() {
		setSelected(allSelected ? /* @__PURE__ */ new Set() : new Set((events ?? []).map((e) => e.id)));
	}
	function update(updated) {
		setEvents((list) => list?.map((e) => e.id === updated.id ? updated : e) ?? null);
	}
	return {
		events,
		loadError,
		selected,
		allSelected,
		load,
		remove,
		assignOne,
		deleteOne,
		select,
		selectAll,
		update
	};
}
// src/islands/dashboard/useSendSelected.ts
/** Sending the selected unclaimed events to an itinerary: an existing one, or a new one named in a dialog. */
function useSendSelected({ user, selected, remove, onProjectCreated }) {
	const [naming, setNaming] = (0, import_react.useState)("unused");
	/** Bulk send: one call per event; what went in leaves the list even if others fail. */
	async function assignSelected(projectId) {
		const ids = [...selected];
		const results = await Promise.allSettled(ids.map((id) => apiRequest("POST", assignUrl(id), { projectId })));
		const done = ids.filter((_, i) => results[i]?.status === "fulfilled");
		remove(done);
		const failure = results.find((r) => r.status === "rejected");
		if (failure) {
			const refusal = failure.reason instanceof ApiError && failure.reason.status === 403 ? errorMessage(failure.reason, "") : "";
			toastProblem("Error", refusal || "Failed to assign some events.");
		}
		if (done.length) toastSuccess(`${done.length} event${done.length === 1 ? "" : "s"} added to your itinerary`);
	}
	async function createAndAssign(name) {
		try {
			await apiRequest("GET", "/api/auth/user");
		} catch {
			toastProblem("Not signed in", "Please sign in to continue.");
			return;
		}
		try {
			const project = await createItinerary(user, name);
			onProjectCreated({
				projectId: project.projectId,
				name: project.name,
				customTitle: null,
				ownerName: ownerNameFor(user),
				isPaid: false,
				participantCount: 0,
				eventCount: 0,
				createdAt: (/* @__PURE__ */ new Date()).toISOString()
			});
			setNaming("closed");
			await assignSelected(project.projectId);
		} catch (error) {
			toastError(error, CREATE_ITINERARY_FAILED);
		}
	}
	function requireSelection() {
		if (selected.size > 0) return true;
		toastProblem("No events selected", "Please select at least one event to assign.");
		return false;
	}
	return {
		naming,
		setNaming,
		assignSelected,
		createAndAssign,
		requireSelection
	};
}
// src/islands/dashboard/UnclaimedTab.tsx
/** Tab Unclaimed Events: forwarded events waiting for an itinerary (loaded when the tab is opened). */
var NameDialog = (0, import_react.lazy)(() => import("./NameDialog_BgkW8w4H.mjs"));
function UnclaimedTab({ user, projects, forwarding, onProjectCreated }) {
	const unclaimed = useUnclaimedEvents();
	const { events, selected } = unclaimed;
	const send = useSendSelected({
		user,
		selected,
		remove: unclaimed.remove,
		onProjectCreated
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "unclaimed-heading",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(UnclaimedIntro, {
				user,
				forwarding
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(UnclaimedToolbar, {
				count: events?.length ?? 0,
				selectedCount: selected.size,
				allSelected: unclaimed.allSelected,
				projects,
				onRefresh: () => void unclaimed.load().then((ok) => ok && toastSuccess("Refreshed")),
				onSelectAll: unclaimed.selectAll,
				onOpenSend: send.requireSelection,
				onSend: (projectId) => void send.assignSelected(projectId),
				onNew: () => send.setNaming("open")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(UnclaimedEventList, {
				events,
				loadError: unclaimed.loadError,
				projects,
				selected,
				onSelect: unclaimed.select,
				onChange: unclaimed.update,
				onAssign: unclaimed.assignOne,
				onDelete: unclaimed.deleteOne
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
				fallback: null,
				children: send.naming !== "unused" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NameDialog, {
					open: send.naming === "open",
					title: "New itinerary",
					description: `The ${selected.size} selected event${selected.size === 1 ? "" : "s"} will be added to it.`,
					submitLabel: "Create and send",
					onClose: () => send.setNaming("closed"),
					onSubmit: send.createAndAssign,
					onEmpty: (message) => toastProblem("Name required", message)
				})
			})
		]
	});
}
export { UnclaimedTab as default };
