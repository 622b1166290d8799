import { i as __toESM } from "./rolldown-runtime_DYf_mQCB.mjs";
import { t as require_react } from "./react_DMaO6YvO.mjs";
import { i as apiRequest, n as require_jsx_runtime } from "./Icon_DbNIL5CZ.mjs";
import { E as checkForm, T as checkField, ft as OTHER_END, k as listTimeZones, mt as boardDayLabel } from "./schemas_BP9cnbZP.mjs";
import { n as guestNameSchema, o as travelEntryInputSchema, s as travelEntryUpdateSchema } from "./travel-schemas_XfSJ0YlI.mjs";
import { t as Dialog } from "./Dialog_DmMgLU6Q.mjs";
import { n as Field, t as TextField } from "./TextField_QYGYtdWp.mjs";
import { h as FormActions, m as useDialogWrite } from "./ItineraryPage_OlD1JTSq.mjs";
import { t as GuestNameField } from "./GuestNameField_V5CTeA2O.mjs";
// src/islands/itinerary/travel/ConfirmationPicker.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var VERB = {
	arrival: "Arrives",
	departure: "Leaves"
};
function endText(kind, end) {
	return `${VERB[kind]} ${end.placeCode ?? end.place} · ${boardDayLabel(end.localTime.slice(0, 10))}, ${end.localTime.slice(11, 16)}`;
}
function ConfirmationPicker({ projectId, busy, onAdd }) {
	const [confirmations, setConfirmations] = (0, import_react.useState)([]);
	(0, import_react.useEffect)(() => {
		let live = true;
		apiRequest("GET", `/api/projects/${encodeURIComponent(projectId)}/travel/confirmations`).then((found) => live && setConfirmations(found.confirmations)).catch(() => void 0);
		return () => {
			live = false;
		};
	}, [projectId]);
	if (confirmations.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "travel-confirmations",
		className: "rounded-2xl bg-black/[0.03] p-4",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
				id: "travel-confirmations",
				className: "text-sm font-bold text-ink",
				children: "From your forwarded confirmations"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "mt-2 space-y-3",
				children: confirmations.map((c) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
					className: "text-sm",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "font-semibold text-ink",
						children: c.title
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						className: "mt-1 flex flex-wrap gap-2",
						children: ["arrival", "departure"].map((kind) => {
							const end = c[kind];
							if (!end) return null;
							return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
								type: "button",
								disabled: busy,
								className: `${kind === c.suggested ? "btn-primary" : "btn-secondary"} px-3 py-1.5 text-sm`,
								onClick: () => onAdd(c, kind),
								children: [
									"Add ",
									kind,
									": ",
									endText(kind, end)
								]
							}, kind);
						})
					})]
				}, c.id))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-2 text-xs text-ink-soft",
				children: "Added under the name above. You can edit it on the board afterwards."
			})
		]
	});
}
// src/islands/itinerary/travel/TravelDialog.tsx
/**
* "Add my travel" and its edits: one arrival or departure, checked with the endpoint's own schema
* before it is sent. Loaded when a guest opens it, so the guest page does not carry it.
*/
var blank = (entry, defaultName) => ({
	guestName: entry?.guestName ?? defaultName,
	kind: entry?.kind ?? "arrival",
	localTime: entry?.localTime ?? "",
	timeZone: entry?.timeZone ?? "",
	place: entry?.place ?? "",
	placeCode: entry?.placeCode ?? "",
	transportNumber: entry?.transportNumber ?? "",
	fromPlace: entry?.fromPlace ?? "",
	seatsFree: entry?.seatsFree === null || entry?.seatsFree === void 0 ? "" : String(entry.seatsFree),
	note: entry?.note ?? ""
});
function TravelDialog({ projectId, names, entry, defaultName, onClose, onSaved }) {
	const [values, setValues] = (0, import_react.useState)(() => blank(entry, defaultName));
	const [errors, setErrors] = (0, import_react.useState)({});
	const { busy, write } = useDialogWrite({
		close: onClose,
		afterSaved: onSaved
	});
	const base = `/api/projects/${encodeURIComponent(projectId)}/travel`;
	const set = (key) => (e) => {
		setValues((v) => ({
			...v,
			[key]: e.target.value
		}));
		setErrors((x) => ({
			...x,
			[key]: void 0
		}));
	};
	async function onSubmit(e) {
		e.preventDefault();
		const body = {
			kind: values.kind,
			localTime: values.localTime,
			timeZone: values.timeZone || null,
			place: values.place,
			placeCode: values.placeCode || null,
			transportNumber: values.transportNumber || null,
			fromPlace: values.fromPlace || null,
			seatsFree: values.seatsFree === "" ? null : Number(values.seatsFree),
			note: values.note || null
		};
		const checked = entry ? checkForm(travelEntryUpdateSchema, body) : checkForm(travelEntryInputSchema, {
			...body,
			guestName: values.guestName
		});
		if (!checked.ok) {
			setErrors(checked.errors);
			return;
		}
		await write(() => entry ? apiRequest("PUT", `${base}/${entry.id}`, checked.data) : apiRequest("POST", base, checked.data), {
			done: { title: entry ? "Travel updated" : "Travel added" },
			failed: "Your travel could not be saved. Please try again."
		}, entry ? void 0 : values.guestName);
	}
	/** One of the signed-in guest's forwarded journeys, added under the name typed. */
	async function onAddConfirmation(confirmation, kind) {
		const name = checkField(guestNameSchema, values.guestName);
		if (!name.ok) {
			setErrors((x) => ({
				...x,
				guestName: name.message
			}));
			return;
		}
		await write(() => apiRequest("POST", `${base}/confirmations`, {
			confirmationId: confirmation.id,
			guestName: name.data,
			kind
		}), {
			done: { title: "Travel added" },
			failed: "Your travel could not be saved. Please try again."
		}, name.data);
	}
	async function onDelete() {
		if (entry) await write(() => apiRequest("DELETE", `${base}/${entry.id}`), {
			done: { title: "Travel deleted" },
			failed: "Your travel could not be deleted. Please try again."
		});
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Dialog, {
		open: true,
		onClose,
		title: entry ? "Edit travel" : "Add my travel",
		description: "When you arrive or leave, so the group can share rides.",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			onSubmit,
			noValidate: true,
			className: "space-y-4",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(GuestNameField, {
					id: "travel-name",
					fixed: entry?.guestName,
					names,
					value: values.guestName,
					autoComplete: "name",
					onChange: set("guestName"),
					error: errors.guestName,
					hint: "Pick your name from the list or type it."
				}),
				!entry && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConfirmationPicker, {
					projectId,
					busy,
					onAdd: (c, kind) => void onAddConfirmation(c, kind)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
					className: "label",
					children: "Arrival or departure"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "flex gap-4",
					children: ["arrival", "departure"].map((kind) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
						className: "flex items-center gap-2 text-ink",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
							type: "radio",
							name: "travel-kind",
							value: kind,
							checked: values.kind === kind,
							onChange: () => setValues((v) => ({
								...v,
								kind
							}))
						}), kind === "arrival" ? "Arrival" : "Departure"]
					}, kind))
				})] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					id: "travel-time",
					label: "Date and time (local to the place)",
					type: "datetime-local",
					value: values.localTime,
					onChange: set("localTime"),
					error: errors.localTime
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "grid gap-4 sm:grid-cols-[1fr_8rem]",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						id: "travel-place",
						label: "Airport, station or address",
						maxLength: 200,
						value: values.place,
						onChange: set("place"),
						error: errors.place
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						id: "travel-code",
						label: "Code",
						hint: "Such as LIS",
						className: "uppercase",
						autoCapitalize: "characters",
						value: values.placeCode,
						onChange: set("placeCode"),
						error: errors.placeCode
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
					id: "travel-zone",
					label: "Time zone",
					hint: "Automatic: the airport’s zone for a known code, else the itinerary’s.",
					error: errors.timeZone,
					children: (control) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("select", {
						...control,
						value: values.timeZone,
						onChange: set("timeZone"),
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
							value: "",
							children: "Automatic"
						}), listTimeZones().map((z) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
							value: z,
							children: z.replace(/_/g, " ")
						}, z))]
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "grid gap-4 sm:grid-cols-2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						id: "travel-number",
						label: "Flight or train number",
						maxLength: 20,
						value: values.transportNumber,
						onChange: set("transportNumber"),
						error: errors.transportNumber
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						id: "travel-from",
						label: OTHER_END[values.kind].label,
						maxLength: 200,
						value: values.fromPlace,
						onChange: set("fromPlace"),
						error: errors.fromPlace
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					id: "travel-seats",
					label: "Seats free in your car",
					type: "number",
					inputMode: "numeric",
					min: 0,
					max: 20,
					value: values.seatsFree,
					onChange: set("seatsFree"),
					error: errors.seatsFree
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Field, {
					id: "travel-note",
					label: "Note",
					error: errors.note,
					children: (control) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("textarea", {
						...control,
						rows: 2,
						maxLength: 500,
						value: values.note,
						onChange: set("note")
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormActions, {
					onCancel: onClose,
					busy,
					submitLabel: "Save",
					busyLabel: "Saving...",
					destroy: entry && {
						label: "Delete",
						onClick: () => void onDelete()
					}
				})
			]
		})
	});
}
export { TravelDialog as default };
