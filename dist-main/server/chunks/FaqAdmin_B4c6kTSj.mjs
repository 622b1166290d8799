import { i as __toESM } from "./rolldown-runtime_DYf_mQCB.mjs";
import { E as showUpgradeFor, O as TRIAL_FEATURES, T as openUpgrade, v as AddButton } from "./ItineraryPage_OlD1JTSq.mjs";
import { i as apiRequest, n as require_jsx_runtime, t as Icon } from "./Icon_DbNIL5CZ.mjs";
import { B as starSolid, M as pencil, W as trash, m as chevronUp, s as chevronDown, x as grip } from "./icon-paths_DzBpWEtZ.mjs";
import { t as require_react } from "./react_DMaO6YvO.mjs";
import { E as checkForm, h as faqInputSchema, qr as FAQ_ANSWER_MAX } from "./schemas_BP9cnbZP.mjs";
import { a as toastError, s as toastSuccess } from "./Toaster_DHqoy3xL.mjs";
import { t as useSortableList } from "./useSortableList_D0E0RBER.mjs";
// src/islands/itinerary/faqs/faq-editing.ts
var NONE = { kind: "none" };
var EMPTY = {
	question: "",
	answer: ""
};
function sameEditor(a, b) {
	if (a.kind === "edit" && b.kind === "edit") return a.id === b.id;
	if (a.kind === "create" && b.kind === "create") return a.at === b.at;
	return a.kind === b.kind;
}
function moved(list, from, to) {
	const next = [...list];
	const [item] = next.splice(from, 1);
	if (item) next.splice(to, 0, item);
	return next;
}
/** Managing FAQs is paid: on a free itinerary every attempt opens the upgrade prompt. */
function mayManageFaqs(project) {
	if (project.isPaid) return true;
	openUpgrade(TRIAL_FEATURES.TRIAL_FAQ_BLOCKED);
	return false;
}
// src/islands/itinerary/faqs/AddFaqButton.tsx
var import_jsx_runtime = require_jsx_runtime();
function AddFaqButton({ at, locked, onClick }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AddButton, {
		at,
		"data-add": at,
		"aria-label": at === "top" ? "Add FAQ at the top" : "Add FAQ at the bottom",
		onClick,
		children: ["Add FAQ", locked && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
			icon: starSolid,
			className: "h-3.5 w-3.5 text-amber-400"
		})]
	});
}
// src/islands/itinerary/faqs/FaqAdminHeader.tsx
/** Above the admin FAQ list: the empty state with its Add button, or the how-to line and the top Add button. */
function FaqAdminHeader({ empty, creating, locked, onAdd }) {
	if (empty && !creating) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "rounded-3xl border-2 border-dashed border-black/10 bg-white/80 px-6 py-12 text-center",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				className: "text-xl font-bold text-ink",
				children: "No FAQs Yet"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mx-auto mt-2 mb-6 max-w-sm text-ink-soft",
				children: "Answer what your guests will ask: parking, dress code, plus-ones, what to bring."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AddFaqButton, {
				at: "top",
				locked,
				onClick: onAdd
			})
		]
	});
	if (empty) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex items-center justify-end gap-3 sm:justify-between",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
			className: "hidden text-sm font-medium text-[var(--page-text)] sm:block",
			children: [
				"Click a card to edit. Drag ",
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					"aria-hidden": "true",
					children: "⠿"
				}),
				" or use the arrows to reorder."
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AddFaqButton, {
			at: "top",
			locked,
			onClick: onAdd
		})]
	});
}
// src/islands/itinerary/faqs/FaqAdminCard.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var actionClass = "inline-flex h-9 w-9 items-center justify-center rounded-full text-ink-soft transition hover:bg-black/5 hover:text-ink disabled:cursor-not-allowed disabled:opacity-30 disabled:hover:bg-transparent";
/**
* One FAQ in admin mode: the question is a heading (level 2, like the guest's
* FAQ tab: each FAQ is a top-level part of the tab) whose text is the button
* that opens the editor (a heading inside a button would stop being a heading), a click on the
* answer opens the editor in the answer, the grip on the left drags (SortableJS finds it by
* `faq-drag-handle`), and Move up / Move down are the keyboard's way to reorder.
*/
function FaqAdminCard({ faq, isFirst, isLast, onEdit, onMove, onDelete }) {
	const id = (0, import_react.useId)();
	function edit(e) {
		if (window.getSelection()?.toString()) return;
		const field = e.target.closest("[data-field]")?.getAttribute("data-field");
		onEdit(field === "answer" ? "answer" : "question");
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		"aria-labelledby": `${id}-q`,
		className: "group flex items-stretch rounded-[var(--theme-radius)] border border-black/5 bg-white shadow-card",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "faq-drag-handle flex w-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-l-[var(--theme-radius)] text-ink-muted transition select-none hover:bg-black/[0.04] hover:text-ink active:cursor-grabbing sm:w-10",
				title: "Drag to reorder",
				"aria-hidden": "true",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
					icon: grip,
					className: "h-5 w-5"
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "min-w-0 flex-1 cursor-pointer py-4 pr-1 pl-1 sm:py-5",
				onClick: edit,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					className: "font-bold text-ink",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
						type: "button",
						"data-edit-region": true,
						"data-field": "question",
						"aria-label": `Edit FAQ: ${faq.question}`,
						"aria-describedby": `${id}-a`,
						className: "-mx-1 flex w-[calc(100%+0.5rem)] items-start gap-2 rounded-lg px-1 text-left",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							id: `${id}-q`,
							className: "min-w-0 break-words",
							children: faq.question
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "mt-0.5 shrink-0 text-ink-muted opacity-50 transition group-hover:opacity-100",
							"aria-hidden": "true",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
								icon: pencil,
								className: "h-3.5 w-3.5"
							})
						})]
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					id: `${id}-a`,
					"data-field": "answer",
					className: "mt-2 break-words whitespace-pre-line text-ink-soft",
					children: faq.answer
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex shrink-0 flex-col items-center gap-0.5 p-1.5 sm:flex-row sm:items-start sm:p-2.5",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: actionClass,
						"aria-label": "Move up",
						title: "Move up",
						disabled: isFirst,
						onClick: () => onMove(-1),
						"data-move": "up",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { icon: chevronUp })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: actionClass,
						"aria-label": "Move down",
						title: "Move down",
						disabled: isLast,
						onClick: () => onMove(1),
						"data-move": "down",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { icon: chevronDown })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: `${actionClass} hover:bg-red-50 hover:text-red-700`,
						"aria-label": "Delete FAQ",
						title: "Delete",
						onClick: onDelete,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { icon: trash })
					})
				]
			})
		]
	});
}
// src/islands/itinerary/faqs/faq-messages.ts
/** The FAQ tab's placeholders, toasts and error fallbacks, said once for the admin FAQ tools. */
var FAQ_TEXT = {
	questionPlaceholder: "Question *",
	answerPlaceholder: "Answer (press Enter to save, Shift+Enter for new line) *",
	confirmDelete: "Are you sure you want to delete this FAQ?",
	created: "FAQ created successfully!",
	updated: "FAQ updated successfully!",
	deleted: "FAQ deleted successfully!",
	reordered: "FAQs reordered successfully!",
	createFailed: "Failed to create FAQ. Please try again.",
	updateFailed: "Failed to update FAQ. Please try again.",
	deleteFailed: "Failed to delete FAQ. Please try again.",
	saveFailed: "Failed to save FAQ. Please try again.",
	reorderFailed: "Failed to reorder FAQs. Reverted to previous order."
};
// src/islands/itinerary/faqs/FaqEditor.tsx
/**
* The inline FAQ editor. Enter saves (in the question
* it moves on to the answer until both are filled), Shift+Enter is a new line, Escape cancels.
* Leaving the card saves when both fields are filled. Otherwise an existing FAQ goes back to
* what it was, an empty new card closes, and a half-written new card stays open so nothing
* typed is lost.
*/
function FaqEditor({ initial, isNew, startIn = "question", onSave, onClose }) {
	const id = (0, import_react.useId)();
	const container = (0, import_react.useRef)(null);
	const questionRef = (0, import_react.useRef)(null);
	const answerRef = (0, import_react.useRef)(null);
	const [question, setQuestion] = (0, import_react.useState)(initial.question);
	const [answer, setAnswer] = (0, import_react.useState)(initial.answer);
	const [errors, setErrors] = (0, import_react.useState)({});
	const [busy, setBusy] = (0, import_react.useState)(false);
	const busyRef = (0, import_react.useRef)(false);
	const draft = (0, import_react.useRef)({
		question,
		answer
	});
	draft.current = {
		question,
		answer
	};
	(0, import_react.useEffect)(() => {
		const field = startIn === "answer" ? answerRef.current : questionRef.current;
		if (!field) return;
		field.focus();
		field.setSelectionRange(field.value.length, field.value.length);
	}, [startIn]);
	function unchanged(input) {
		return !isNew && input.question === initial.question.trim() && input.answer === initial.answer.trim();
	}
	/** A non-empty trimmed question and answer, checked with the server's own schema. */
	function validate() {
		const checked = checkForm(faqInputSchema, draft.current);
		if (checked.ok) return checked.data;
		setErrors(checked.errors);
		(checked.errors.question ? questionRef.current : answerRef.current)?.focus();
		return null;
	}
	async function save(via) {
		if (busyRef.current) return;
		const input = validate();
		if (!input) return;
		if (unchanged(input)) {
			onClose(via);
			return;
		}
		busyRef.current = true;
		setBusy(true);
		const saved = await onSave(input, via);
		busyRef.current = false;
		if (!saved) setBusy(false);
	}
	function leave() {
		if (busyRef.current) return;
		const q = draft.current.question.trim();
		const a = draft.current.answer.trim();
		if (q && a) save("leave");
		else if (isNew && (q || a)) return;
		else onClose("leave");
	}
	function onQuestionKeyDown(e) {
		if (e.key !== "Enter" || e.shiftKey || e.nativeEvent.isComposing) return;
		e.preventDefault();
		if (question.trim() && answer.trim()) save("enter");
		else if (!question.trim()) validate();
		else answerRef.current?.focus();
	}
	function onAnswerKeyDown(e) {
		if (e.key !== "Enter" || e.shiftKey || e.nativeEvent.isComposing) return;
		e.preventDefault();
		save("enter");
	}
	const questionError = `${id}-question-error`;
	const answerError = `${id}-answer-error`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		ref: container,
		role: "group",
		"aria-label": isNew ? "New FAQ" : "Edit FAQ",
		"aria-busy": busy,
		tabIndex: -1,
		className: "rounded-[var(--theme-radius)] border-2 border-[var(--theme-primary)] bg-white p-4 shadow-card outline-none sm:p-5",
		onKeyDown: (e) => {
			if (e.key !== "Escape") return;
			e.preventDefault();
			e.stopPropagation();
			if (!busyRef.current) onClose("escape");
		},
		onBlur: (e) => {
			if (container.current?.contains(e.relatedTarget)) return;
			window.setTimeout(() => {
				if (!container.current || container.current.contains(document.activeElement)) return;
				leave();
			}, 0);
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
				htmlFor: `${id}-question`,
				className: "sr-only",
				children: "Question"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				ref: questionRef,
				id: `${id}-question`,
				className: "input font-semibold aria-invalid:border-red-600",
				placeholder: FAQ_TEXT.questionPlaceholder,
				"aria-required": "true",
				"aria-invalid": errors.question ? true : void 0,
				"aria-describedby": errors.question ? questionError : void 0,
				value: question,
				maxLength: 500,
				readOnly: busy,
				enterKeyHint: "next",
				onChange: (e) => {
					setQuestion(e.target.value);
					if (errors.question) setErrors({
						...errors,
						question: void 0
					});
				},
				onKeyDown: onQuestionKeyDown
			}),
			errors.question && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				id: questionError,
				className: "mt-1.5 text-sm font-medium text-red-700",
				children: errors.question
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
				htmlFor: `${id}-answer`,
				className: "sr-only",
				children: "Answer"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("textarea", {
				ref: answerRef,
				id: `${id}-answer`,
				className: "input mt-3 min-h-28 resize-none field-sizing-content aria-invalid:border-red-600",
				placeholder: FAQ_TEXT.answerPlaceholder,
				"aria-required": "true",
				"aria-invalid": errors.answer ? true : void 0,
				"aria-describedby": errors.answer ? answerError : void 0,
				rows: 3,
				value: answer,
				maxLength: FAQ_ANSWER_MAX,
				readOnly: busy,
				enterKeyHint: "done",
				onChange: (e) => {
					setAnswer(e.target.value);
					if (errors.answer) setErrors({
						...errors,
						answer: void 0
					});
				},
				onKeyDown: onAnswerKeyDown
			}),
			errors.answer && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				id: answerError,
				className: "mt-1.5 text-sm font-medium text-red-700",
				children: errors.answer
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mt-3 flex items-center justify-end gap-2",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "mr-auto hidden text-xs text-ink-muted sm:block",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("kbd", {
							className: "font-sans font-semibold",
							children: "Esc"
						}), " to cancel"]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "btn-ghost",
						disabled: busy,
						onMouseDown: (e) => e.preventDefault(),
						onClick: () => onClose("button"),
						children: "Cancel"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "btn bg-[var(--theme-primary)] text-[var(--theme-on-primary)] shadow-sm hover:brightness-95",
						disabled: busy,
						onMouseDown: (e) => e.preventDefault(),
						onClick: () => void save("button"),
						children: busy ? "Saving..." : "Save"
					})
				]
			})
		]
	});
}
// src/islands/itinerary/faqs/FaqAdminList.tsx
function FaqAdminList({ faqs, listRef, editing, editorProps, onEdit, onMove, onDelete }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		ref: listRef,
		className: "space-y-4",
		"aria-label": "FAQs",
		children: faqs.map((faq, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
			"data-faq-id": faq.id,
			className: "faq-item rounded-[var(--theme-radius)] [&.faq-drag-clone]:rotate-1 [&.faq-drag-clone]:shadow-2xl [&.faq-drag-placeholder]:bg-white/40 [&.faq-drag-placeholder]:outline-2 [&.faq-drag-placeholder]:-outline-offset-2 [&.faq-drag-placeholder]:outline-[var(--theme-primary)] [&.faq-drag-placeholder]:outline-dashed [&.faq-drag-placeholder>*]:invisible",
			children: editing.kind === "edit" && editing.id === faq.id ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FaqEditor, {
				initial: {
					question: faq.question,
					answer: faq.answer
				},
				startIn: editing.field,
				...editorProps(editing)
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FaqAdminCard, {
				faq,
				isFirst: i === 0,
				isLast: i === faqs.length - 1,
				onEdit: (field) => onEdit(faq, field),
				onMove: (delta) => onMove(faq, delta),
				onDelete: () => onDelete(faq)
			})
		}, faq.id))
	});
}
// src/islands/itinerary/faqs/faq-requests.ts
/** The FAQ calls (create, update, delete, reorder), as the admin FAQ tab makes them. */
var faqsUrl = (projectId) => `/api/projects/${encodeURIComponent(projectId)}/faqs`;
function createFaq(projectId, input) {
	return apiRequest("POST", faqsUrl(projectId), input);
}
function updateFaq(projectId, faqId, input) {
	return apiRequest("PUT", `${faqsUrl(projectId)}/${faqId}`, input);
}
async function deleteFaq(projectId, faqId) {
	await apiRequest("DELETE", `${faqsUrl(projectId)}/${faqId}`);
}
/** Every FAQ of the itinerary, in the new order; the server answers with the saved list. */
function reorderFaqs(projectId, faqIds) {
	return apiRequest("PUT", `${faqsUrl(projectId)}/reorder`, { faqIds });
}
/**
* A failed write: a trial 403 opens the upgrade prompt ('manage FAQs'); anything else
* is an 'Error' toast with the server's message, else the given fallback.
*/
function reportFaqError(error, fallback) {
	if (showUpgradeFor(error)) return;
	toastError(error, fallback);
}
// src/islands/itinerary/faqs/useFaqEditing.ts
/** The admin FAQ tab's inline editor: which card it is open on, and saving a new or changed FAQ. */
function useFaqEditing({ projectId, list, allowed, focusNext }) {
	const { current, show, run } = list;
	const [editing, setEditing] = (0, import_react.useState)(NONE);
	const editingRef = (0, import_react.useRef)(editing);
	editingRef.current = editing;
	function open(next) {
		if (allowed()) setEditing(next);
	}
	function close(target, via, focus) {
		if (!sameEditor(editingRef.current, target)) return;
		setEditing(NONE);
		if (via !== "leave") focusNext.current = focus;
	}
	function closeWithoutSaving(target, via) {
		close(target, via, target.kind === "edit" ? {
			kind: "card",
			id: target.id
		} : {
			kind: "add",
			at: target.kind === "create" ? target.at : "top"
		});
	}
	async function save(target, input, via) {
		if (!allowed()) return false;
		const fallback = via === "leave" ? FAQ_TEXT.saveFailed : target.kind === "create" ? FAQ_TEXT.createFailed : FAQ_TEXT.updateFailed;
		try {
			if (target.kind === "edit") {
				const updated = await run(null, () => updateFaq(projectId, target.id, input));
				show(current.current.map((f) => f.id === updated.id ? updated : f));
				toastSuccess(FAQ_TEXT.updated);
				close(target, via, {
					kind: "card",
					id: updated.id
				});
			} else if (target.kind === "create") {
				const first = target.at === "top";
				const created = await run(null, () => createFaq(projectId, {
					...input,
					at: first ? "first" : "last"
				}));
				const others = current.current.filter((f) => f.id !== created.id);
				close(target, via, {
					kind: "card",
					id: created.id
				});
				show(first ? [created, ...others] : [...others, created]);
				toastSuccess(FAQ_TEXT.created);
			}
			return true;
		} catch (error) {
			reportFaqError(error, fallback);
			return false;
		}
	}
	/** The props of the editor open on `target`: saving it, or closing it unsaved. */
	const editorProps = (target) => ({
		isNew: target.kind === "create",
		onSave: (input, via) => save(target, input, via),
		onClose: (via) => closeWithoutSaving(target, via)
	});
	return {
		editing,
		open,
		editorProps
	};
}
// src/islands/itinerary/faqs/useFaqFocus.ts
/** Where keyboard focus goes after the admin FAQ list changes: set a target, the next render moves focus there. */
function useFaqFocus() {
	const root = (0, import_react.useRef)(null);
	const focusNext = (0, import_react.useRef)(null);
	(0, import_react.useLayoutEffect)(() => {
		const target = focusNext.current;
		const el = root.current;
		if (!target || !el) return;
		focusNext.current = null;
		if (target.kind === "add") {
			(el.querySelector(`[data-add="${target.at}"]`) ?? el.querySelector("[data-add]"))?.focus();
			return;
		}
		const card = el.querySelector(`[data-faq-id="${target.id}"]`);
		if (target.kind === "card") {
			card?.querySelector("[data-edit-region]")?.focus();
			return;
		}
		const same = card?.querySelector(`[data-move="${target.dir}"]`);
		const other = card?.querySelector(`[data-move="${target.dir === "up" ? "down" : "up"}"]`);
		(same && !same.disabled ? same : other)?.focus();
	});
	return {
		root,
		focusNext
	};
}
// src/islands/itinerary/faqs/useFaqOrder.ts
/** Reordering (drag or arrows) and deleting in the admin FAQ tab: shown at once, put back if the server refuses. */
function useFaqOrder({ projectId, list, allowed, focusNext, canDrag }) {
	const { current, hold, release, run } = list;
	const [announcement, setAnnouncement] = (0, import_react.useState)("");
	/** Optimistic reorder: shown at once, reverted with a toast if the server refuses. */
	async function reorder(next, movedFaq) {
		if (!allowed()) return;
		const position = next.findIndex((f) => f.id === movedFaq.id) + 1;
		setAnnouncement(`Moved “${movedFaq.question}” to position ${position} of ${next.length}.`);
		try {
			await run(next, () => reorderFaqs(projectId, next.map((f) => f.id)));
			toastSuccess(FAQ_TEXT.reordered);
		} catch (error) {
			setAnnouncement("The order was not saved and has been put back.");
			reportFaqError(error, FAQ_TEXT.reorderFailed);
		}
	}
	function move(faq, delta) {
		const faqs = current.current;
		const from = faqs.findIndex((f) => f.id === faq.id);
		const to = from + delta;
		if (from < 0 || to < 0 || to >= faqs.length) return;
		focusNext.current = {
			kind: "move",
			id: faq.id,
			dir: delta < 0 ? "up" : "down"
		};
		reorder(moved(faqs, from, to), faq);
	}
	async function remove(faq) {
		if (!allowed() || !window.confirm(FAQ_TEXT.confirmDelete)) return;
		const faqs = current.current;
		const index = faqs.findIndex((f) => f.id === faq.id);
		const rest = faqs.filter((f) => f.id !== faq.id);
		const neighbour = rest[index] ?? rest[index - 1];
		focusNext.current = neighbour ? {
			kind: "card",
			id: neighbour.id
		} : {
			kind: "add",
			at: "top"
		};
		try {
			await run(rest, () => deleteFaq(projectId, faq.id));
			toastSuccess(FAQ_TEXT.deleted);
		} catch (error) {
			focusNext.current = {
				kind: "card",
				id: faq.id
			};
			reportFaqError(error, FAQ_TEXT.deleteFailed);
		}
	}
	return {
		announcement,
		move,
		remove,
		listRef: useSortableList(canDrag, {
			draggable: ".faq-item",
			handle: ".faq-drag-handle",
			ghostClass: "faq-drag-placeholder",
			dragClass: "faq-drag-clone",
			onStart: hold,
			onEnd: (from, to) => {
				const faqs = current.current;
				const faq = faqs[from];
				release(false);
				if (faq && from !== to) reorder(moved(faqs, from, to), faq);
			}
		})
	};
}
// src/islands/itinerary/faqs/useOptimisticFaqs.ts
/**
* The admin's FAQ list: the live itinerary's list, or, while a change of
* ours is on its way, the list that change will make. Live refreshes that arrive meanwhile (our
* own writes bump the version too) wait, so the list never jumps back and forth; once every
* change is done the itinerary is fetched again and the server's list takes over.
*/
function useOptimisticFaqs(faqs, refresh) {
	const [override, setOverride] = (0, import_react.useState)(null);
	const pending = (0, import_react.useRef)(0);
	const queue = (0, import_react.useRef)(Promise.resolve());
	const shown = override ?? faqs;
	const current = (0, import_react.useRef)(shown);
	current.current = shown;
	(0, import_react.useEffect)(() => {
		if (pending.current === 0) setOverride(null);
	}, [faqs]);
	/** Shows `list` now; later calls in the same tick already see it. */
	const show = (0, import_react.useCallback)((list) => {
		current.current = list;
		setOverride(list);
	}, []);
	const settle = (0, import_react.useCallback)(async () => {
		try {
			await refresh();
		} catch {
			return;
		}
		if (pending.current === 0) setOverride(null);
	}, [refresh]);
	const done = (0, import_react.useCallback)((refetch) => {
		pending.current--;
		if (pending.current > 0) return;
		if (refetch) settle();
		else setOverride(null);
	}, [settle]);
	return {
		shown,
		current,
		show,
		hold: (0, import_react.useCallback)(() => {
			pending.current++;
			show(current.current);
		}, [show]),
		release: done,
		run: (0, import_react.useCallback)(async (optimistic, request) => {
			const before = current.current;
			pending.current++;
			if (optimistic) show(optimistic);
			const result = queue.current.then(request);
			queue.current = result.catch(() => void 0);
			try {
				return await result;
			} catch (error) {
				show(before);
				throw error;
			} finally {
				done(true);
			}
		}, [show, done])
	};
}
// src/islands/itinerary/faqs/FaqAdmin.tsx
function FaqAdmin({ faqs, project, refresh }) {
	const projectId = project.projectId;
	const list = useOptimisticFaqs(faqs, refresh);
	const allowed = () => mayManageFaqs(project);
	const { root, focusNext } = useFaqFocus();
	const { editing, open, editorProps } = useFaqEditing({
		projectId,
		list,
		allowed,
		focusNext
	});
	const { announcement, move, remove, listRef } = useFaqOrder({
		projectId,
		list,
		allowed,
		focusNext,
		canDrag: editing.kind === "none"
	});
	const shown = list.shown;
	const empty = shown.length === 0;
	const locked = !project.isPaid;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		ref: root,
		className: "space-y-4",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FaqAdminHeader, {
				empty,
				creating: editing.kind === "create",
				locked,
				onAdd: () => open({
					kind: "create",
					at: "top"
				})
			}),
			editing.kind === "create" && editing.at === "top" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FaqEditor, {
				initial: EMPTY,
				...editorProps(editing)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FaqAdminList, {
				faqs: shown,
				listRef,
				editing,
				editorProps,
				onEdit: (faq, field) => open({
					kind: "edit",
					id: faq.id,
					field
				}),
				onMove: move,
				onDelete: (faq) => void remove(faq)
			}),
			editing.kind === "create" && editing.at === "bottom" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FaqEditor, {
				initial: EMPTY,
				...editorProps(editing)
			}),
			!empty && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AddFaqButton, {
				at: "bottom",
				locked,
				onClick: () => open({
					kind: "create",
					at: "bottom"
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "status",
				className: "sr-only",
				children: announcement
			})
		]
	});
}
export { FaqAdmin as default };
