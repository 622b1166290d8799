import { i as __toESM } from "./rolldown-runtime_DYf_mQCB.mjs";
import { t as require_react } from "./react_DMaO6YvO.mjs";
import { t as FULL_ACCESS_PRICE_LABEL } from "./price_1J73WP8P.mjs";
import { D as CUSTOMIZE_FEATURES, E as showUpgradeFor, O as TRIAL_FEATURES, T as openUpgrade } from "./ItineraryPage_OlD1JTSq.mjs";
import { t as Dialog } from "./Dialog_DmMgLU6Q.mjs";
import { f as writeStorage, l as readStorage, r as adminCodeKey } from "./browser-storage_7FJB_IAb.mjs";
import { A as zoneOffset, B as displayTitle, E as checkForm, Fr as CROP_NUDGE_PX, Lr as DEFAULT_AUTOPLAY_MS, Pr as CROP_JPEG_QUALITY, T as checkField, W as formatEventTime, hr as MESSAGES, k as listTimeZones, ri as LINK_URL_MAX, si as MAX_HEADER_IMAGE_BYTES, v as timeZoneSchema, yr as megabytes } from "./schemas_BP9cnbZP.mjs";
import { a as hexColorSchema, c as THEME_PRESETS, l as sameColors, n as customLinkSchema, r as customTitleSchema, s as RESET_COLORS, t as accessCodesSchema } from "./customization-schema_CZ_wko0l.mjs";
import { t as CopyButton } from "./CopyButton_B5GiPsrx.mjs";
import { i as apiRequest, n as require_jsx_runtime, r as ApiError, t as Icon } from "./Icon_DbNIL5CZ.mjs";
import { B as starSolid, C as images, G as trashSolid, K as upload, W as trash, b as eye, f as chevronRight, l as chevronLeft, m as chevronUp, s as chevronDown, x as grip } from "./icon-paths_DzBpWEtZ.mjs";
import { c as readableTextColor, r as pageBackground, t as BACKGROUNDS } from "./backgrounds_BdBrr_48.mjs";
import { a as bodyFontStack, n as TITLE_FONTS, o as titleFontStack, r as TITLE_FONT_GROUPS, t as BODY_FONTS } from "./fonts_CJYrE5pk.mjs";
import { a as toastError, o as toastProblem, s as toastSuccess } from "./Toaster_DHqoy3xL.mjs";
import { a as uploadSize, i as uploadName, n as HEADER_IMAGE_UPLOAD, r as prepareUpload } from "./upload-image_BzOkal63.mjs";
import { i as imageUploadUrlSchema } from "./organiser-schemas_IHE8ZAN4.mjs";
import { t as useSortableList } from "./useSortableList_D0E0RBER.mjs";
import { a as safeLinkUrl } from "./theme_rYMUkkbR.mjs";
import { a as TabList } from "./url-params_DZ3BxXJ-.mjs";
// src/islands/admin/panel-parts.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
function PanelCard({ title, description, paid = false, aside, children }) {
	const headingId = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": headingId,
		className: "rounded-2xl border border-black/10 bg-white p-4 shadow-sm sm:p-5",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "mb-4 flex flex-wrap items-start justify-between gap-x-3 gap-y-1",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "min-w-0 flex-1",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h3", {
					id: headingId,
					className: "flex flex-wrap items-center gap-2 text-base font-bold text-ink",
					children: [title, paid && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FullAccessBadge, {})]
				}), description && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-0.5 text-sm text-ink-soft",
					children: description
				})]
			}), aside]
		}), children]
	});
}
function FullAccessBadge() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
		className: "inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
			icon: starSolid,
			className: "h-3 w-3"
		}), "Full access"]
	});
}
/** An on/off switch (WAI-ARIA switch): the whole row is the control's label. */
function Switch({ label, hint, checked, onChange }) {
	const id = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "flex items-center justify-between gap-4 py-2.5",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "min-w-0",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
				htmlFor: id,
				className: "block text-sm font-semibold text-ink",
				children: label
			}), hint && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				id: `${id}-hint`,
				className: "text-xs text-ink-muted",
				children: hint
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
			id,
			type: "button",
			role: "switch",
			"aria-checked": checked,
			"aria-describedby": hint ? `${id}-hint` : void 0,
			onClick: () => onChange(!checked),
			className: `relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition ${checked ? "bg-brand-600" : "bg-gray-300"}`,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				"aria-hidden": "true",
				className: `inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${checked ? "translate-x-6" : "translate-x-1"}`
			})
		})]
	});
}
/** 'Saving…' / 'Saved' beside a control that saves quietly (colours save without a toast). */
function SaveIndicator({ status }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		role: "status",
		className: "min-h-5 text-xs font-medium text-ink-muted",
		children: status === "saving" ? "Saving…" : status === "saved" ? "Saved" : ""
	});
}
/**
* A text field on an unpaid itinerary: readable, but typing or pasting opens the upgrade
* prompt instead of changing anything. `allow` opens the prompt.
*/
function lockedTextProps(locked, allow) {
	if (!locked) return {};
	return {
		readOnly: true,
		onKeyDown: (e) => {
			if (e.key.length === 1 || e.key === "Backspace" || e.key === "Delete" || e.key === "Enter") {
				e.preventDefault();
				allow();
			}
		},
		onPaste: (e) => {
			e.preventDefault();
			allow();
		}
	};
}
/** An inline validation message under a field, announced when it appears. */
function FieldError({ id, message }) {
	if (!message) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
		id,
		role: "alert",
		className: "mt-1 text-sm font-medium text-red-700",
		children: message
	});
}
// src/islands/admin/AccessControlCard.tsx
var FEATURE$6 = CUSTOMIZE_FEATURES.codes;
/**
* The Security tab's 'Access Control': the share access code (read-only viewers) and
* the admin code (opens this panel), each copyable and editable, saved when the field loses
* focus and the value changed; checked with the same schema the server uses.
*/
function AccessControlCard({ customizer }) {
	const { project, locked } = customizer;
	const accessCode = project.accessCode ?? "";
	const adminCode = project.adminCode ?? "";
	const origin = typeof window === "undefined" ? "" : window.location.origin;
	const path = `/access/${project.projectId}`;
	const quickLink = `${origin}${path}?code=${encodeURIComponent(accessCode)}`;
	const [signOutGuests, setSignOutGuests] = (0, import_react.useState)(false);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PanelCard, {
		title: "Access Control",
		description: "Who can see your itinerary, and who can change it.",
		paid: locked,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "space-y-5",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CodeField, {
					customizer,
					name: "accessCode",
					label: "Share Access Code",
					hint: `For guests: they can view the itinerary but not change it. Exactly 6 letters or numbers.`,
					codes: {
						accessCode,
						adminCode
					},
					maxLength: 6,
					signOutGuests
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SignOutChoice, {
					value: signOutGuests,
					onChange: setSignOutGuests,
					disabled: locked
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CodeField, {
					customizer,
					name: "adminCode",
					label: "Admin Code",
					hint: "For you and co-hosts: required to edit and to open this panel. Keep it private.",
					codes: {
						accessCode,
						adminCode
					},
					maxLength: 12
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "rounded-xl bg-brand-50 p-4 text-sm text-ink-soft",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h4", {
						className: "font-semibold text-ink",
						children: "How to share"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ol", {
						className: "mt-2 list-decimal space-y-1.5 pl-5",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: ["Send your group the quick link: it opens the itinerary straight away.", /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
								className: "mt-2 flex items-center gap-2",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("code", {
									className: "min-w-0 flex-1 truncate rounded-lg bg-white px-3 py-2 font-mono text-xs text-ink ring-1 ring-black/10",
									children: quickLink
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CopyButton, {
									value: quickLink,
									label: "Copy quick link"
								})]
							})] }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [
								"Or share",
								" ",
								/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("code", {
									className: "rounded bg-white px-1.5 py-0.5 font-mono text-xs break-all text-ink ring-1 ring-black/10",
									children: [origin, path]
								}),
								" ",
								"and the access code separately."
							] }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Never share the admin code with guests: anyone who has it can edit." })
						]
					})]
				})
			]
		})
	});
}
/**
* The choice made before changing the access code: keep the guests who entered with the old
* code, or sign everyone out (their access and the calendar feeds they made end; admins stay).
*/
function SignOutChoice({ value, onChange, disabled }) {
	const name = (0, import_react.useId)();
	const option = (checked, label) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
		className: "flex items-start gap-2 text-sm text-ink",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
			type: "radio",
			name,
			className: "mt-0.5 h-4 w-4 shrink-0 accent-[var(--theme-primary)]",
			checked: value === checked,
			disabled,
			onChange: () => onChange(checked)
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: label })]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
		className: "-mt-2 rounded-xl border border-black/10 px-3 pt-1 pb-3",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
			className: "px-1 text-xs font-semibold text-ink-soft",
			children: "When you change the access code"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "space-y-1.5",
			children: [option(false, "Keep guests who already entered signed in"), option(true, "Sign everyone out (they will need the new code)")]
		})]
	});
}
function CodeField({ customizer, name, label, hint, codes, maxLength, signOutGuests }) {
	const { locked, allow, save } = customizer;
	const id = (0, import_react.useId)();
	const saved = codes[name];
	const [draft, setDraft] = (0, import_react.useState)(saved);
	const [error, setError] = (0, import_react.useState)(null);
	(0, import_react.useEffect)(() => setDraft(saved), [saved]);
	async function commit() {
		const value = draft.trim().toUpperCase();
		if (value === saved) {
			setDraft(saved);
			setError(null);
			return;
		}
		const checked = checkForm(accessCodesSchema, {
			...codes,
			[name]: value
		});
		if (!checked.ok) {
			setError(checked.errors[name] ?? checked.message);
			return;
		}
		setError(null);
		const code = checked.data[name];
		if (await (name === "accessCode" ? save({ accessCode: code }, signOutGuests ? { body: { signOutGuests: true } } : {}) : save({ adminCode: code })) && name === "adminCode") writeStorage("local", adminCodeKey(customizer.project.projectId), code);
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
			htmlFor: id,
			className: "label",
			children: label
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex items-center gap-2",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				id,
				className: "input font-mono tracking-[0.2em] uppercase",
				value: draft,
				maxLength,
				autoComplete: "off",
				autoCapitalize: "characters",
				spellCheck: false,
				"aria-invalid": error ? true : void 0,
				"aria-describedby": `${id}-hint${error ? ` ${id}-error` : ""}`,
				onChange: (e) => {
					setDraft(e.target.value.toUpperCase());
					setError(null);
				},
				onBlur: () => {
					if (!locked) commit();
				},
				onKeyDown: (e) => {
					if (!locked && e.key === "Enter") {
						e.preventDefault();
						commit();
					}
				},
				...lockedTextProps(locked, () => allow(FEATURE$6))
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CopyButton, {
				value: saved,
				label: `Copy ${label.toLowerCase()}`
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldError, {
			id: `${id}-error`,
			message: error
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			id: `${id}-hint`,
			className: "mt-1 text-xs text-ink-muted",
			children: hint
		})
	] });
}
// src/islands/admin/ColorField.tsx
/**
* A colour picker and its hex code side by side: the swatch for choosing by eye, the text for
* pasting a brand colour. Both report every change; the caller decides when to save.
*/
function ColorField({ label, value, onChange, locked, allow }) {
	const id = (0, import_react.useId)();
	const [draft, setDraft] = (0, import_react.useState)(null);
	const [error, setError] = (0, import_react.useState)(null);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
			htmlFor: `${id}-hex`,
			className: "label",
			children: label
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex items-center gap-2",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				type: "color",
				"aria-label": `${label} picker`,
				value,
				onClick: (e) => {
					if (locked && !allow()) e.preventDefault();
				},
				onKeyDown: (e) => {
					if (locked && (e.key === "Enter" || e.key === " ")) {
						e.preventDefault();
						allow();
					}
				},
				onChange: (e) => {
					if (!locked) onChange(e.target.value);
				},
				className: "h-12 w-14 shrink-0 cursor-pointer rounded-xl border border-gray-300 bg-white p-1"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				id: `${id}-hex`,
				type: "text",
				inputMode: "text",
				autoComplete: "off",
				spellCheck: false,
				maxLength: 7,
				value: draft ?? value,
				"aria-invalid": error ? true : void 0,
				"aria-describedby": error ? `${id}-error` : void 0,
				onFocus: () => setDraft(value),
				onBlur: () => {
					setDraft(null);
					setError(null);
				},
				onChange: (e) => {
					setDraft(e.target.value);
					const digits = e.target.value.trim().replace("#", "");
					const checked = digits.length >= 6 ? checkField(hexColorSchema, `#${digits}`) : null;
					setError(checked && !checked.ok ? checked.message : null);
					if (checked?.ok) onChange(checked.data);
				},
				...lockedTextProps(locked, allow),
				className: "input w-full min-w-0 font-mono text-sm uppercase"
			})]
		}),
		error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			id: `${id}-error`,
			className: "mt-1 text-xs font-medium text-red-700",
			children: error
		})
	] });
}
// src/islands/admin/BackgroundCard.tsx
var FEATURE$5 = CUSTOMIZE_FEATURES.background;
var OFFERED = [
	"default",
	"custom",
	"crumpled-paper",
	"marble",
	"handmade-paper",
	"watercolor-paper",
	"ocean-waves"
];
/** 'Background Patterns': a swatch per pattern, and a colour picker for 'Custom color'. */
function BackgroundCard({ customizer }) {
	const { project, locked, allow, save, saveSoon, status } = customizer;
	const name = (0, import_react.useId)();
	const keys = OFFERED.includes(project.selectedBackground) ? OFFERED : [...OFFERED, ...project.selectedBackground in BACKGROUNDS ? [project.selectedBackground] : []];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PanelCard, {
		title: "Background Patterns",
		description: "The page behind your events.",
		paid: locked,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
			className: "sr-only",
			children: "Background"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "grid grid-cols-2 gap-2.5 sm:grid-cols-4",
			children: keys.map((key) => {
				const look = pageBackground(key, project.customBackgroundColor);
				return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
					className: "group cursor-pointer overflow-hidden rounded-xl border border-gray-200 bg-white transition hover:border-brand-300 has-checked:border-brand-600 has-checked:ring-2 has-checked:ring-brand-200 has-focus-visible:outline-3 has-focus-visible:outline-brand-700",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						"aria-hidden": "true",
						className: "block h-16 border-b border-black/5",
						style: {
							backgroundColor: look.backgroundColor,
							backgroundImage: look.backgroundImage,
							backgroundSize: look.backgroundSize
						}
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
						className: "flex items-center gap-2 px-2.5 py-2 text-sm font-semibold text-ink",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
							type: "radio",
							name,
							value: key,
							checked: project.selectedBackground === key,
							onChange: () => {
								if (allow(FEATURE$5)) save({ selectedBackground: key });
							},
							className: "h-4 w-4 shrink-0 accent-brand-600"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "min-w-0 leading-tight",
							children: BACKGROUNDS[key]
						})]
					})]
				}, key);
			})
		})] }), project.selectedBackground === "custom" && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "mt-4 flex flex-wrap items-end justify-between gap-3",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "w-full sm:w-64",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ColorField, {
					label: "Background color",
					value: project.customBackgroundColor,
					locked,
					allow: () => allow(FEATURE$5),
					onChange: (hex) => saveSoon("background", {
						selectedBackground: "custom",
						customBackgroundColor: hex
					})
				})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SaveIndicator, { status: status("background") })]
		})]
	});
}
// src/islands/admin/ColorCard.tsx
var FEATURE$4 = CUSTOMIZE_FEATURES.colors;
/**
* 'Color Customization': primary and secondary pickers, a live preview of the header
* and event-card gradients, six presets and 'Reset Colors'. Every change repaints the page at
* once; the save waits for a pause (a dragged picker sends one PUT, not sixty) and is confirmed
* by a quiet 'Saved' beside the buttons rather than a toast per drag.
*/
function ColorCard({ customizer }) {
	const { project, locked, allow, saveSoon, status } = customizer;
	const colors = project.customColors;
	function change(next) {
		if (!allow(FEATURE$4)) return;
		saveSoon("colors", { customColors: next }, { colorOnly: true });
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PanelCard, {
		title: "Color Customization",
		description: "Pick the colours of your title bar, buttons and event cards.",
		paid: locked,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ColorPreview, {
				colors,
				title: displayTitle(project),
				titleFont: project.titleFont,
				bodyFont: project.selectedFont
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mt-4 grid gap-4 sm:grid-cols-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ColorField, {
					label: "Primary color",
					value: colors.primary,
					locked,
					allow: () => allow(FEATURE$4),
					onChange: (primary) => change({
						...colors,
						primary
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ColorField, {
					label: "Secondary color",
					value: colors.secondary,
					locked,
					allow: () => allow(FEATURE$4),
					onChange: (secondary) => change({
						...colors,
						secondary
					})
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
				className: "mt-5",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
					className: "label",
					children: "Presets"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "grid grid-cols-2 gap-2 sm:grid-cols-3",
					children: THEME_PRESETS.map((preset) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
						type: "button",
						"aria-pressed": sameColors(colors, preset.colors),
						onClick: () => change(preset.colors),
						className: "flex items-center gap-2.5 rounded-xl border border-gray-200 bg-white px-3 py-2.5 text-left text-sm font-semibold text-ink transition hover:border-brand-300 hover:bg-brand-50 aria-pressed:border-brand-600 aria-pressed:ring-2 aria-pressed:ring-brand-200",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								"aria-hidden": "true",
								className: "h-7 w-7 shrink-0 rounded-full shadow-inner ring-1 ring-black/10",
								style: { background: `linear-gradient(135deg, ${preset.colors.primary} 0 50%, ${preset.colors.secondary} 50% 100%)` }
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								className: "min-w-0 flex-1 leading-tight",
								children: preset.name
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								"aria-hidden": "true",
								className: "h-2.5 w-2.5 shrink-0 rounded-full",
								style: { background: preset.colors.accent }
							})
						]
					}, preset.id))
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mt-4 flex items-center justify-between gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SaveIndicator, { status: status("colors") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: "btn-secondary px-4 py-2",
					onClick: () => change(RESET_COLORS),
					children: "Reset Colors"
				})]
			})
		]
	});
}
/** The header gradient and an event card's date strip in the chosen colours. */
function ColorPreview({ colors, title, titleFont, bodyFont }) {
	const onPrimary = readableTextColor(colors.primary);
	const gradient = (angle) => `linear-gradient(${angle}, ${colors.primary}, ${colors.secondary})`;
	const body = bodyFontStack(bodyFont);
	const heading = titleFontStack(titleFont);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		"aria-label": "Preview",
		role: "group",
		className: "overflow-hidden rounded-2xl border border-black/10 bg-gray-50",
		style: { fontFamily: body },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "px-4 py-3",
			style: {
				background: gradient("to right"),
				color: onPrimary
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-[0.65rem] font-semibold tracking-wider uppercase opacity-90",
				children: "Header"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "truncate text-lg leading-tight font-extrabold",
				style: { fontFamily: heading === "inherit" ? body : heading },
				children: title
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "p-3",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex overflow-hidden rounded-xl border border-black/5 bg-white shadow-sm",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex w-20 shrink-0 flex-col justify-center px-3 py-2.5",
					style: {
						background: gradient("to bottom right"),
						color: onPrimary
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "text-[0.65rem] font-semibold uppercase",
						children: "Sat"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "text-xl leading-none font-extrabold",
						children: "14"
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "min-w-0 px-3 py-2.5",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "truncate text-sm font-bold text-ink",
						children: "Event card"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "flex items-center gap-1.5 text-xs text-ink-soft",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							"aria-hidden": "true",
							className: "h-2 w-2 rounded-full",
							style: { background: colors.accent }
						}), "7:30 PM · Dinner on the terrace"]
					})]
				})]
			})
		})]
	});
}
// src/islands/admin/DisplaysCard.tsx
var FEATURE$3 = CUSTOMIZE_FEATURES.displays;
/** 'Optional Displays': the countdown, the 'by [name]' line and the Map tab. */
function DisplaysCard({ customizer }) {
	const { project, locked, allow, save } = customizer;
	const toggle = (patch) => {
		if (allow(FEATURE$3)) save(patch);
	};
	const owner = project.ownerName?.trim();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PanelCard, {
		title: "Optional Displays",
		description: "Choose what your guests see.",
		paid: locked,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "divide-y divide-black/5",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Switch, {
					label: "Show countdown timer",
					hint: "Counts down to the next event at the top of the list view.",
					checked: project.showCountdown,
					onChange: (showCountdown) => toggle({ showCountdown })
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Switch, {
					label: "Show creator name in header",
					hint: owner && owner.toLowerCase() !== "anonymous" ? `Shows “by ${owner}” under the title.` : "Shows “by [name]” under the title.",
					checked: project.showCreatorName,
					onChange: (showCreatorName) => toggle({ showCreatorName })
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Switch, {
					label: "Show Map tab",
					hint: "A map of every event that has a location.",
					checked: project.showMapTab,
					onChange: (showMapTab) => toggle({ showMapTab })
				})
			]
		})
	});
}
// src/islands/admin/FontCards.tsx
var FEATURE$2 = CUSTOMIZE_FEATURES.fonts;
var BODY_FONT_HINTS = {
	normal: "modern system font",
	classy: "elegant serif"
};
/** 'Font Selection': the font of everything but the title. */
function FontCard({ customizer }) {
	const { project, locked, allow, save } = customizer;
	const name = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PanelCard, {
		title: "Font Selection",
		description: "The font of your events, FAQs and buttons.",
		paid: locked,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
			className: "sr-only",
			children: "Font"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "grid gap-2 sm:grid-cols-2",
			children: Object.keys(BODY_FONTS).map((key) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
				className: "flex cursor-pointer items-center gap-3 rounded-xl border border-gray-200 px-4 py-3 transition hover:bg-brand-50 has-checked:border-brand-600 has-checked:ring-2 has-checked:ring-brand-200 has-focus-visible:outline-3 has-focus-visible:outline-brand-700",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
					type: "radio",
					name,
					value: key,
					checked: project.selectedFont === key,
					onChange: () => {
						if (allow(FEATURE$2)) save({ selectedFont: key });
					},
					className: "h-4 w-4 accent-brand-600"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "min-w-0",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "block text-base font-semibold text-ink",
						style: { fontFamily: bodyFontStack(key) },
						children: BODY_FONTS[key].label
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "block text-xs text-ink-muted",
						children: BODY_FONT_HINTS[key]
					})]
				})]
			}, key))
		})] })
	});
}
/** 'Title Font Style': grouped dropdown and the title previewed in the choice. */
function TitleFontCard({ customizer }) {
	const { project, locked, allow, save } = customizer;
	const id = (0, import_react.useId)();
	const stack = titleFontStack(project.titleFont);
	const listed = TITLE_FONT_GROUPS.some((g) => g.keys.some((k) => k === project.titleFont));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PanelCard, {
		title: "Title Font Style",
		description: "The font of your itinerary's title.",
		paid: locked,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
				htmlFor: id,
				className: "label",
				children: "Title font"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("select", {
				id,
				className: "input",
				value: project.titleFont,
				onChange: (e) => {
					if (allow(FEATURE$2)) save({ titleFont: e.target.value });
				},
				children: [!listed && project.titleFont in TITLE_FONTS && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: project.titleFont,
					children: TITLE_FONTS[project.titleFont].label
				}), TITLE_FONT_GROUPS.map((group) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("optgroup", {
					label: group.label,
					children: group.keys.map((key) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
						value: key,
						children: TITLE_FONTS[key].label
					}, key))
				}, group.label))]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				"aria-label": "Title preview",
				role: "group",
				className: "mt-3 rounded-xl bg-gradient-to-r from-[var(--theme-primary)] to-[var(--theme-secondary)] px-4 py-4 text-[var(--theme-on-primary)]",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "text-2xl leading-tight font-extrabold break-words",
					style: { fontFamily: stack === "inherit" ? bodyFontStack(project.selectedFont) : stack },
					children: displayTitle(project)
				})
			})
		]
	});
}
// node_modules/cropperjs/dist/cropper.css?url
var cropper_default = "/_astro/cropper.CQLFrklD.css";
// src/islands/admin/header-images/CropDialog.tsx
/** Cropper.js loads when the first crop dialog opens (its stylesheet comes with the card). */
async function loadCropper() {
	return (await import("cropperjs")).default;
}
/**
* The crop dialog: free aspect, a selection of at least 50×50
* image pixels that stays inside the image (viewMode 1), arrow keys nudge it 1 px (Shift 10,
* Ctrl or Cmd 100), and the result is a JPEG at quality 0.9.
*/
function CropDialog({ file, position, busy, onCancel, onUseOriginal, onCrop, onCropFailed }) {
	const image = (0, import_react.useRef)(null);
	const cropper = (0, import_react.useRef)(null);
	const [source, setSource] = (0, import_react.useState)(null);
	const [ready, setReady] = (0, import_react.useState)(false);
	const [loadFailed, setLoadFailed] = (0, import_react.useState)(false);
	(0, import_react.useEffect)(() => {
		if (!file) return;
		const url = URL.createObjectURL(file);
		setSource(url);
		setReady(false);
		setLoadFailed(false);
		return () => {
			URL.revokeObjectURL(url);
			setSource(null);
		};
	}, [file]);
	function startCropper() {
		const img = image.current;
		if (!img) return;
		loadCropper().then((CropperJS) => {
			if (image.current !== img || !img.isConnected) return;
			cropper.current?.destroy();
			cropper.current = new CropperJS(img, {
				viewMode: 1,
				aspectRatio: NaN,
				autoCropArea: .9,
				minCropBoxWidth: 50,
				minCropBoxHeight: 50,
				checkOrientation: false,
				zoomOnWheel: false,
				restore: false,
				ready: () => setReady(true),
				crop: (event) => {
					const instance = cropper.current;
					if (!instance) return;
					const { naturalWidth, naturalHeight } = instance.getImageData();
					const minWidth = Math.min(50, naturalWidth);
					const minHeight = Math.min(50, naturalHeight);
					const { width, height } = event.detail;
					if (width < minWidth || height < minHeight) instance.setData({
						width: Math.max(width, minWidth),
						height: Math.max(height, minHeight)
					});
				}
			});
		}).catch(() => setLoadFailed(true));
	}
	(0, import_react.useEffect)(() => () => {
		cropper.current?.destroy();
		cropper.current = null;
	}, [source]);
	function nudge(e) {
		const instance = cropper.current;
		const move = {
			ArrowLeft: [-1, 0],
			ArrowRight: [1, 0],
			ArrowUp: [0, -1],
			ArrowDown: [0, 1]
		}[e.key];
		if (!instance || !move || !ready) return;
		e.preventDefault();
		const step = e.ctrlKey || e.metaKey ? CROP_NUDGE_PX.ctrl : e.shiftKey ? CROP_NUDGE_PX.shift : CROP_NUDGE_PX.plain;
		const data = instance.getData();
		instance.setData({
			x: data.x + move[0] * step,
			y: data.y + move[1] * step
		});
	}
	function crop() {
		const instance = cropper.current;
		if (!instance) return onCropFailed();
		try {
			const selection = instance.getData(true);
			const { width, height } = uploadSize(selection.width, selection.height, HEADER_IMAGE_UPLOAD);
			instance.getCroppedCanvas({
				width,
				height,
				fillColor: "#fff",
				imageSmoothingQuality: "high"
			}).toBlob((blob) => blob ? onCrop(blob) : onCropFailed(), "image/jpeg", CROP_JPEG_QUALITY);
		} catch {
			onCropFailed();
		}
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Dialog, {
		open: file !== null,
		onClose: () => {
			if (!busy) onCancel();
		},
		size: "lg",
		title: "Crop Image",
		description: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: ["Drag the corners to choose what shows in your header, or keep the whole photo.", position && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "ml-1 font-semibold text-ink",
			children: position
		})] }),
		footer: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "btn-ghost",
				onClick: onCancel,
				disabled: busy,
				children: "Cancel"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "btn-secondary",
				onClick: onUseOriginal,
				disabled: busy,
				children: "Use Original"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "btn-primary min-w-36",
				onClick: crop,
				disabled: busy || !ready,
				children: busy ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white",
					"aria-hidden": "true"
				}), "Uploading..."] }) : "Crop & Upload"
			})
		] }),
		children: [
			file && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "-mt-2 mb-3 truncate text-xs text-ink-muted",
				title: file.name,
				children: file.name
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				tabIndex: 0,
				role: "group",
				"aria-label": `Crop selection. Arrow keys move it by ${CROP_NUDGE_PX.plain} pixel, with Shift by ${CROP_NUDGE_PX.shift}, with Ctrl or Cmd by ${CROP_NUDGE_PX.ctrl}.`,
				onKeyDown: nudge,
				className: "relative h-[min(55dvh,22rem)] w-full overflow-hidden rounded-2xl bg-ink/90 focus-visible:outline-offset-4",
				"data-crop-area": true,
				children: [
					source && !loadFailed && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
						ref: image,
						src: source,
						alt: "The picked photo, to crop",
						onLoad: startCropper,
						onError: () => setLoadFailed(true),
						className: "block max-h-full max-w-full opacity-0"
					}),
					!ready && !loadFailed && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						role: "status",
						className: "absolute inset-0 flex items-center justify-center gap-3 text-sm text-white/80",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "h-5 w-5 animate-spin rounded-full border-2 border-white/30 border-t-white",
							"aria-hidden": "true"
						}), "Loading image..."]
					}),
					loadFailed && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						role: "alert",
						className: "absolute inset-0 flex items-center justify-center px-6 text-center text-sm text-white",
						children: "This image cannot be shown for cropping here. You can still use the original."
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-3 text-xs text-ink-muted",
				children: "Tip: focus the image and use the arrow keys to nudge the selection (Shift ×10, Ctrl/Cmd ×100)."
			})
		]
	});
}
// src/islands/admin/header-images/DropZone.tsx
/**
* Drag-and-drop zone and file picker. Any image type may be picked;
* the card checks each file (checkImageFile in ./header-image-requests.ts).
*/
function DropZone({ count, locked, busy, onFiles, onLocked, onFull }) {
	const input = (0, import_react.useRef)(null);
	const [over, setOver] = (0, import_react.useState)(false);
	const full = count >= 5;
	function open() {
		if (locked) return onLocked();
		if (full) return onFull();
		input.current?.click();
	}
	function drop(e) {
		e.preventDefault();
		setOver(false);
		if (locked) return onLocked();
		onFiles([...e.dataTransfer.files]);
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		onDragOver: (e) => {
			e.preventDefault();
			e.dataTransfer.dropEffect = "copy";
			setOver(true);
		},
		onDragLeave: () => setOver(false),
		onDrop: drop,
		onClick: (e) => {
			if (e.target === e.currentTarget) open();
		},
		"data-drop-zone": true,
		className: `flex flex-col items-center rounded-2xl border-2 border-dashed px-4 text-center transition ${over ? "border-brand-500 bg-brand-50" : "border-gray-300 bg-gray-50/60 hover:border-brand-300"} ${count > 0 ? "py-4" : "py-7"}`,
		children: [
			count === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "mb-3 flex h-12 w-12 items-center justify-center rounded-full bg-white text-brand-600 shadow-sm ring-1 ring-black/5",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
					icon: images,
					className: "h-6 w-6"
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-sm font-semibold text-ink",
				children: full ? `You have 5 of 5 images` : over ? "Drop to add" : "Drag & drop photos here"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-0.5 text-xs text-ink-muted",
				children: full ? "Remove one to add another." : `JPEG, PNG or WebP, up to ${megabytes(MAX_HEADER_IMAGE_BYTES)}MB each · ${count} of 5 used`
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
				type: "button",
				onClick: open,
				disabled: busy,
				className: "btn-secondary mt-3 px-4 py-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { icon: upload }), count === 0 ? "Choose images" : "Add images"]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				ref: input,
				type: "file",
				accept: "image/*",
				multiple: true,
				tabIndex: -1,
				"aria-label": "Upload header images",
				className: "sr-only",
				onChange: (e) => {
					const files = [...e.target.files ?? []];
					e.target.value = "";
					onFiles(files);
				}
			})
		]
	});
}
// src/islands/admin/header-images/header-image-requests.ts
/**
* The browser's half of the upload flow: ask for an upload URL,
* PUT the image there with its type, then save the whole list. Every failure is an ApiError, so
* `showUpgradeFor` and `errorMessage` treat it like any other call.
*/
/** The checks on a picked file (an image, at most 10 MB), before anything is cropped or sent. */
function checkImageFile(file) {
	if (!file.type.startsWith("image/")) return {
		title: "Invalid file",
		description: MESSAGES.notAnImage
	};
	if (file.size > 10485760) return {
		title: "File too large",
		description: MESSAGES.imageTooLarge
	};
	return null;
}
var base = (projectId) => `/api/projects/${encodeURIComponent(projectId)}`;
/** Uploads one image; returns the pending URL that `saveHeaderImages` takes. */
async function uploadHeaderImage(projectId, image) {
	const body = {
		contentType: image.type,
		size: image.size
	};
	const checked = checkForm(imageUploadUrlSchema, body);
	if (!checked.ok) throw new ApiError(400, JSON.stringify({ message: checked.message }), new Headers());
	const { uploadURL, publicUrl } = await apiRequest("POST", `${base(projectId)}/images/upload-url`, checked.data);
	const res = await fetch(uploadURL, {
		method: "PUT",
		body: image,
		headers: { "Content-Type": image.type }
	});
	if (!res.ok) throw new ApiError(res.status, await res.text() || res.statusText, res.headers);
	return publicUrl;
}
async function saveHeaderImages(projectId, imageUrls) {
	const { project } = await apiRequest("POST", `${base(projectId)}/images`, { imageUrls });
	return project;
}
// src/islands/admin/header-images/ImageLightbox.tsx
var navClass = "absolute top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-lg ring-1 ring-black/10 backdrop-blur transition hover:bg-white focus-visible:outline-white";
/**
* The header image lightbox: previous/next, dots, an 'n / N' counter and close; Escape closes,
* the arrow keys move, and the slider moves on by itself every 4 s, wrapping around, unless the
* pointer rests on it or the visitor prefers reduced motion.
*/
function ImageLightbox({ images, names, startAt, onClose }) {
	const [index, setIndex] = (0, import_react.useState)(0);
	const [hovering, setHovering] = (0, import_react.useState)(false);
	const open = startAt !== null && images.length > 0;
	const count = images.length;
	const current = count > 0 ? index % count : 0;
	(0, import_react.useEffect)(() => {
		if (startAt !== null) setIndex(startAt);
	}, [startAt]);
	const go = (delta) => setIndex((i) => ((i + delta) % count + count) % count);
	(0, import_react.useEffect)(() => {
		if (!open) return;
		const onKey = (e) => {
			if (e.key === "ArrowRight") go(1);
			else if (e.key === "ArrowLeft") go(-1);
			else return;
			e.preventDefault();
		};
		document.addEventListener("keydown", onKey);
		return () => document.removeEventListener("keydown", onKey);
	}, [open, count]);
	(0, import_react.useEffect)(() => {
		if (!open || count < 2 || hovering) return;
		if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
		const timer = window.setTimeout(() => go(1), DEFAULT_AUTOPLAY_MS);
		return () => window.clearTimeout(timer);
	}, [
		open,
		count,
		hovering,
		current
	]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Dialog, {
		open,
		onClose,
		size: "lg",
		title: "Header Image Preview",
		description: names[current],
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "relative -mx-2 overflow-hidden rounded-2xl bg-ink sm:mx-0",
			onMouseEnter: () => setHovering(true),
			onMouseLeave: () => setHovering(false),
			"data-lightbox": true,
			"data-index": current,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "relative aspect-[4/3] w-full",
					children: images.map((src, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
						src,
						alt: `Header image ${i + 1} of ${count}`,
						"aria-hidden": i === current ? void 0 : true,
						className: `absolute inset-0 h-full w-full object-contain transition-opacity duration-500 ${i === current ? "opacity-100" : "opacity-0"}`
					}, src))
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					"aria-live": "polite",
					className: "absolute top-3 left-3 rounded-full bg-black/60 px-3 py-1 text-xs font-semibold text-white tabular-nums",
					"data-counter": true,
					children: [
						current + 1,
						" / ",
						count
					]
				}),
				count > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: `${navClass} left-3`,
					onClick: () => go(-1),
					"aria-label": "Previous image",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
						icon: chevronLeft,
						className: "h-5 w-5"
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: `${navClass} right-3`,
					onClick: () => go(1),
					"aria-label": "Next image",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
						icon: chevronRight,
						className: "h-5 w-5"
					})
				})] })
			]
		}), count > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "mt-3 flex justify-center gap-1",
			children: images.map((src, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				onClick: () => setIndex(i),
				"aria-label": `Show image ${i + 1}`,
				"aria-current": i === current ? "true" : void 0,
				className: "group flex h-7 min-w-7 items-center justify-center rounded-full px-1",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					"aria-hidden": "true",
					className: `block h-2.5 rounded-full transition-all ${i === current ? "w-6 bg-brand-600" : "w-2.5 bg-gray-300 group-hover:bg-gray-400"}`
				})
			}, src))
		})]
	});
}
// src/islands/admin/header-images/ImageList.tsx
var actionClass = "inline-flex h-8 w-8 shrink-0 items-center sm:h-9 sm:w-9 justify-center rounded-full text-ink-soft transition hover:bg-black/5 hover:text-ink disabled:cursor-not-allowed disabled:opacity-30 disabled:hover:bg-transparent";
var moveClass = "inline-flex h-6 w-7 items-center justify-center rounded-md text-ink-muted transition hover:bg-black/5 hover:text-ink disabled:cursor-not-allowed disabled:opacity-25 disabled:hover:bg-transparent";
/**
* The header images in display order: number, thumbnail, shortened file name, preview
* (eye) and remove. The grip drags (SortableJS); Move up / Move down reorder from the keyboard.
*/
function ImageList({ images, sources, names, fullNames, busy, onMove, onPreview, onRemove }) {
	const listRef = useSortableList(!busy && images.length > 1, {
		draggable: "[data-image-row]",
		handle: "[data-drag-handle]",
		ghostClass: "opacity-40",
		onEnd: (from, to) => {
			if (from !== to) onMove(from, to);
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
		ref: listRef,
		className: "space-y-2",
		"aria-label": "Header images, in display order",
		"data-image-list": true,
		children: images.map((src, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
			"data-image-row": true,
			"data-src": src,
			className: "flex items-center gap-1.5 rounded-xl border border-black/10 bg-white p-1.5 pr-1 shadow-sm sm:gap-3 sm:p-2",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					"data-drag-handle": true,
					className: `flex h-10 w-5 shrink-0 items-center justify-center text-ink-muted ${images.length > 1 ? "cursor-grab touch-none active:cursor-grabbing" : "opacity-30"}`,
					title: "Drag to reorder",
					"aria-hidden": "true",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
						icon: grip,
						className: "h-5 w-5"
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "relative h-12 w-16 shrink-0 overflow-hidden rounded-lg bg-gray-100 ring-1 ring-black/5 sm:w-20",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
						src: sources[i] ?? src,
						alt: "",
						className: "h-full w-full object-cover",
						loading: "lazy",
						decoding: "async",
						draggable: false
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "absolute top-1 left-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-ink/80 px-1 text-[11px] font-bold text-white tabular-nums",
						"aria-hidden": "true",
						children: i + 1
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "min-w-0 flex-1 pl-0.5",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "block truncate text-sm font-semibold text-ink",
						title: fullNames[i],
						children: names[i]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "block text-xs text-ink-muted",
						children: i === 0 ? "Shown first" : `Image ${i + 1}`
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "flex shrink-0 flex-col",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: moveClass,
						"aria-label": `Move image ${i + 1} up`,
						title: "Move up",
						disabled: busy || i === 0,
						onClick: () => onMove(i, i - 1),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { icon: chevronUp })
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: moveClass,
						"aria-label": `Move image ${i + 1} down`,
						title: "Move down",
						disabled: busy || i === images.length - 1,
						onClick: () => onMove(i, i + 1),
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { icon: chevronDown })
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: actionClass,
					"aria-label": `Preview image ${i + 1}`,
					title: "Preview",
					onClick: () => onPreview(i),
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
						icon: eye,
						className: "h-[18px] w-[18px]"
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					className: `${actionClass} hover:bg-red-50 hover:text-red-700`,
					"aria-label": `Remove image ${i + 1}`,
					title: "Remove",
					disabled: busy,
					onClick: () => onRemove(i),
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
						icon: trash,
						className: "h-[18px] w-[18px]"
					})
				})
			]
		}, src))
	});
}
// src/islands/admin/header-images/header-image-names.ts
/**
* Original file names of header images, for the thumbnail list.
* The server keeps only random keys, so names live on this device; others see 'Photo n'.
*/
var namesKey = (projectId) => `header_image_names_${projectId}`;
function readImageNames(projectId) {
	try {
		const parsed = JSON.parse(readStorage("local", namesKey(projectId)) ?? "{}");
		return parsed && typeof parsed === "object" ? parsed : {};
	} catch {
		return {};
	}
}
/** Keeps the names of the images still listed (old entries would only pile up). */
function writeImageNames(projectId, urls, names) {
	const kept = Object.fromEntries(urls.filter((u) => names[u]).map((u) => [u, names[u]]));
	writeStorage("local", namesKey(projectId), JSON.stringify(kept));
}
/** 'IMG_20240915_183045.jpg' → 'IMG_2024…3045.jpg': the start, the end and the extension. */
function shortenFileName(name, max = 22) {
	if (name.length <= max) return name;
	const dot = name.lastIndexOf(".");
	const ext = dot > 0 && name.length - dot <= 6 ? name.slice(dot) : "";
	const stem = ext ? name.slice(0, dot) : name;
	const room = max - ext.length - 1;
	const head = Math.ceil(room * .6);
	return `${stem.slice(0, head)}…${stem.slice(stem.length - (room - head))}${ext}`;
}
// src/islands/admin/header-images/useHeaderImages.ts
var SAVE_FAILED = "Failed to save image changes. Please try again.";
/** 'Uploaded photo (JPG)' for an image whose file name this device never saw. */
function fallbackName(url) {
	const ext = /\.(\w+)$/.exec(url)?.[1];
	return ext ? `Uploaded photo (${ext.toUpperCase()})` : "Uploaded photo";
}
/**
* The header image list of the card: shown at once, saved at once
* (every reorder, removal and upload sends the whole list), put back as the server has it when
* a save fails. One save at a time: the card's controls wait while `saving`.
*/
function useHeaderImages(project, onProjectChange) {
	const { projectId } = project;
	const [images, setImages] = (0, import_react.useState)(project.headerImages);
	const [names, setNames] = (0, import_react.useState)({});
	const [saving, setSaving] = (0, import_react.useState)(false);
	const [previews, setPreviews] = (0, import_react.useState)({});
	const confirmed = (0, import_react.useRef)(project.headerImages);
	const savingRef = (0, import_react.useRef)(false);
	(0, import_react.useEffect)(() => setNames(readImageNames(projectId)), [projectId]);
	const serverList = project.headerImages.join("\n");
	(0, import_react.useEffect)(() => {
		confirmed.current = project.headerImages;
		if (!savingRef.current) setImages(project.headerImages);
	}, [serverList]);
	/**
	* Saves `next` (shown right away). `newNames` names pending uploads in it. Resolves true when
	* the server kept the list.
	*/
	async function save(next, { newNames = {}, announce = true } = {}) {
		savingRef.current = true;
		setSaving(true);
		setImages(next);
		try {
			const saved = await saveHeaderImages(projectId, next);
			const nextNames = { ...names };
			next.forEach((url, i) => {
				const final = saved.headerImages[i];
				if (newNames[url] && final) nextNames[final] = newNames[url];
			});
			writeImageNames(projectId, saved.headerImages, nextNames);
			setNames(nextNames);
			confirmed.current = saved.headerImages;
			setImages(saved.headerImages);
			onProjectChange(saved);
			if (announce) toastSuccess("Images updated");
			return true;
		} catch (error) {
			setImages(confirmed.current);
			if (!showUpgradeFor(error)) toastError(error, SAVE_FAILED);
			return false;
		} finally {
			savingRef.current = false;
			setSaving(false);
		}
	}
	function move(from, to) {
		if (savingRef.current || to < 0 || to >= images.length || from === to) return;
		const next = [...images];
		const [item] = next.splice(from, 1);
		if (item === void 0) return;
		next.splice(to, 0, item);
		save(next);
	}
	function remove(index) {
		if (savingRef.current) return;
		save(images.filter((_, i) => i !== index));
	}
	/** Adds an uploaded (pending) image at the end; `image` is what was uploaded, for its thumbnail. */
	async function add(pendingUrl, image, fileName, announce) {
		const preview = URL.createObjectURL(image);
		setPreviews((p) => ({
			...p,
			[pendingUrl]: preview
		}));
		try {
			return await save([...confirmed.current, pendingUrl], {
				newNames: { [pendingUrl]: fileName },
				announce
			});
		} finally {
			setPreviews(({ [pendingUrl]: _done, ...rest }) => rest);
			URL.revokeObjectURL(preview);
		}
	}
	const displayNames = images.map((url) => names[url] ? shortenFileName(names[url]) : fallbackName(url));
	return {
		images,
		sources: images.map((url) => previews[url] ?? url),
		displayNames,
		fullNames: images.map((url, i) => names[url] ?? displayNames[i] ?? ""),
		saving,
		move,
		remove,
		add
	};
}
// src/islands/admin/header-images/HeaderImageCard.tsx
var UPLOAD_FAILED = "Failed to upload image. Please try again.";
var CROP_FAILED = "Failed to process image. Please try again.";
/**
* The admin panel's 'Header Image' card: pick or drop
* up to 5 photos, crop each (or keep the original), then upload it and save the list; reorder,
* preview and remove, each saved at once. Lazy-loaded with the admin tools.
*/
function HeaderImageCard({ project, onProjectChange }) {
	const headingId = (0, import_react.useId)();
	const list = useHeaderImages(project, onProjectChange);
	const [queue, setQueue] = (0, import_react.useState)([]);
	const [picked, setPicked] = (0, import_react.useState)(0);
	const [overflow, setOverflow] = (0, import_react.useState)(false);
	const [uploading, setUploading] = (0, import_react.useState)(false);
	const [preview, setPreview] = (0, import_react.useState)(null);
	const locked = !project.isPaid;
	const count = list.images.length;
	const current = queue[0] ?? null;
	const upgrade = () => openUpgrade(TRIAL_FEATURES.TRIAL_IMAGE_BLOCKED);
	const tooMany = () => toastProblem("Too many images", MESSAGES.tooManyImages);
	function pick(files) {
		if (files.length === 0) return;
		if (locked) return upgrade();
		const room = 5 - count;
		if (room <= 0) return tooMany();
		const accepted = [];
		for (const file of files) {
			const problem = checkImageFile(file);
			if (problem) toastProblem(problem.title, problem.description);
			else accepted.push(file);
		}
		if (accepted.length === 0) return;
		setOverflow(accepted.length > room);
		setQueue(accepted.slice(0, room));
		setPicked(Math.min(room, accepted.length));
	}
	/** Next picked file, or done: the overflow note comes after the last upload. */
	function next() {
		const rest = queue.slice(1);
		setQueue(rest);
		if (rest.length === 0 && overflow) {
			toastProblem("Too many images", MESSAGES.imageOverflow);
			setOverflow(false);
		}
	}
	async function upload$1(image, fileName) {
		setUploading(true);
		try {
			let pending;
			try {
				pending = await uploadHeaderImage(project.projectId, image);
			} catch (error) {
				if (!showUpgradeFor(error)) toastError(error, UPLOAD_FAILED, "Upload failed");
				return;
			}
			if (await list.add(pending, image, fileName, queue.length <= 1 && !overflow)) next();
		} finally {
			setUploading(false);
		}
	}
	function cropFailed() {
		toastProblem("Crop failed", CROP_FAILED);
	}
	async function keepOriginal() {
		if (!current) return;
		const image = await prepareUpload(current, HEADER_IMAGE_UPLOAD).catch(() => null);
		if (!image) return cropFailed();
		await upload$1(image, uploadName(current, image));
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": headingId,
		className: "rounded-2xl border border-black/10 bg-white p-4 shadow-sm sm:p-5",
		"data-header-image-card": true,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("link", {
				rel: "stylesheet",
				href: cropper_default,
				precedence: "header-image-cropper"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mb-4 flex flex-wrap items-start justify-between gap-x-3 gap-y-1",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "min-w-0 flex-1",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("h3", {
						id: headingId,
						className: "flex flex-wrap items-center gap-2 text-base font-bold text-ink",
						children: ["Header Image", locked && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900",
							children: "★ Full access"
						})]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
						className: "mt-0.5 text-sm text-ink-soft",
						children: [
							"Up to ",
							5,
							" photos across the top of your itinerary. Drag to change the order."
						]
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "rounded-full bg-gray-100 px-2.5 py-1 text-xs font-semibold text-ink-soft tabular-nums",
					"aria-label": `${count} of 5 images`,
					children: [
						count,
						" / ",
						5
					]
				})]
			}),
			count >= 2 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				role: "status",
				className: "mb-3 flex items-start gap-2.5 rounded-xl bg-emerald-50 px-3.5 py-2.5 text-sm text-emerald-950 ring-1 ring-emerald-200",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "mt-0.5 h-2 w-2 shrink-0 animate-pulse rounded-full bg-emerald-500",
					"aria-hidden": "true"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", {
					className: "font-semibold",
					children: "Image Carousel Active"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "block text-emerald-900/80",
					children: [
						"Your header shows these ",
						count,
						" photos in turn, ",
						5,
						" seconds each."
					]
				})] })]
			}),
			count > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mb-3",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImageList, {
					images: list.images,
					sources: list.sources,
					names: list.displayNames,
					fullNames: list.fullNames,
					busy: list.saving || uploading,
					onMove: list.move,
					onPreview: setPreview,
					onRemove: list.remove
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DropZone, {
				count,
				locked,
				busy: uploading,
				onFiles: pick,
				onLocked: upgrade,
				onFull: tooMany
			}),
			list.saving && !uploading && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				role: "status",
				className: "mt-2 flex items-center gap-2 text-xs text-ink-muted",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
					icon: upload,
					className: "h-3.5 w-3.5"
				}), " Saving…"]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CropDialog, {
				file: current,
				position: picked > 1 ? `Image ${picked - queue.length + 1} of ${picked}` : void 0,
				busy: uploading,
				onCancel: next,
				onUseOriginal: () => void keepOriginal(),
				onCrop: (blob) => current && void upload$1(blob, uploadName(current, blob)),
				onCropFailed: cropFailed
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ImageLightbox, {
				images: list.sources,
				names: list.fullNames,
				startAt: preview,
				onClose: () => setPreview(null)
			})
		]
	});
}
// src/islands/admin/LinksCard.tsx
var FEATURE$1 = CUSTOMIZE_FEATURES.links;
/** A row checked with the customizations endpoint's own rule for a link (and made what it saves). */
var checkRow = (row) => checkForm(customLinkSchema, {
	name: row.name,
	url: row.url
});
var complete = (row) => checkRow(row).ok;
var toLinks = (rows) => rows.flatMap((row) => {
	const checked = checkRow(row);
	return checked.ok ? [checked.data] : [];
});
/** Saved links in the places of the complete rows; extra saved links go at the end. */
function mergeSaved(rows, saved, newKey) {
	const queue = [...saved];
	const merged = [];
	for (const row of rows) {
		if (!complete(row)) {
			merged.push(row);
			continue;
		}
		const link = queue.shift();
		if (!link) continue;
		const same = row.name.trim() === link.name && safeLinkUrl(row.url) === link.url;
		merged.push(same ? row : {
			...row,
			name: link.name,
			url: link.url,
			error: null
		});
	}
	return [...merged, ...queue.map((link) => ({
		key: newKey(),
		name: link.name,
		url: link.url,
		error: null
	}))];
}
/**
* 'Links': up to 4 header links, each a name and a web address. A row is saved
* when a field loses focus, both are filled and the list differs from what is saved; rows still
* being written stay here until they are complete.
*/
function LinksCard({ customizer }) {
	const { project, locked, allow, save } = customizer;
	const id = (0, import_react.useId)();
	const nextKey = (0, import_react.useRef)(0);
	const toRow = (link) => ({
		key: nextKey.current++,
		name: link.name,
		url: link.url,
		error: null
	});
	const [rows, setRows] = (0, import_react.useState)(() => project.customLinks.map(toRow));
	const savedJson = JSON.stringify(project.customLinks);
	const sentJson = (0, import_react.useRef)(null);
	const shownJson = (0, import_react.useRef)(savedJson);
	(0, import_react.useEffect)(() => {
		if (shownJson.current === savedJson) return;
		shownJson.current = savedJson;
		if (savedJson === sentJson.current) return;
		setRows((current) => mergeSaved(current, project.customLinks, () => nextKey.current++));
	}, [savedJson]);
	function update(key, patch) {
		setRows((current) => current.map((row) => row.key === key ? {
			...row,
			...patch
		} : row));
	}
	function saveIfChanged(next) {
		const links = toLinks(next);
		const json = JSON.stringify(links);
		if (json === savedJson) return;
		sentJson.current = json;
		save({ customLinks: links });
	}
	function onBlurRow(key) {
		const row = rows.find((r) => r.key === key);
		if (!row || locked) return;
		if (!row.name.trim() || !row.url.trim()) return;
		const checked = checkRow(row);
		if (!checked.ok) {
			update(key, { error: checked.message });
			return;
		}
		update(key, { error: null });
		saveIfChanged(rows);
	}
	function remove(key) {
		if (!allow(FEATURE$1)) return;
		const next = rows.filter((row) => row.key !== key);
		setRows(next);
		saveIfChanged(next);
	}
	function add() {
		if (!allow(FEATURE$1) || rows.length >= 4) return;
		setRows((current) => [...current, {
			key: nextKey.current++,
			name: "",
			url: "",
			error: null
		}]);
	}
	const lock = lockedTextProps(locked, () => allow(FEATURE$1));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PanelCard, {
		title: "Links",
		description: `Up to 4 buttons in your header: a group chat, a registry, a booking page.`,
		paid: locked,
		children: [
			rows.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mb-3 text-sm text-ink-muted",
				children: "No links yet."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "space-y-3",
				children: rows.map((row, index) => {
					const errorId = `${id}-${row.key}-error`;
					return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
						className: "rounded-xl border border-gray-200 bg-gray-50/60 p-3",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: "flex items-start gap-2",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
								className: "grid min-w-0 flex-1 gap-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
									className: "input py-2.5",
									"aria-label": `Link ${index + 1} name`,
									placeholder: "Name (e.g. Group chat)",
									value: row.name,
									maxLength: 60,
									onChange: (e) => update(row.key, { name: e.target.value }),
									onBlur: () => onBlurRow(row.key),
									...lock
								}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
									className: "input py-2.5",
									type: "url",
									inputMode: "url",
									"aria-label": `Link ${index + 1} URL`,
									placeholder: "https://…",
									value: row.url,
									maxLength: LINK_URL_MAX,
									"aria-invalid": row.error ? true : void 0,
									"aria-describedby": row.error ? errorId : void 0,
									onChange: (e) => update(row.key, {
										url: e.target.value,
										error: null
									}),
									onBlur: () => onBlurRow(row.key),
									...lock
								})]
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
								type: "button",
								onClick: () => remove(row.key),
								className: "mt-1 shrink-0 rounded-full p-2 text-ink-muted hover:bg-red-50 hover:text-red-700",
								"aria-label": `Remove link ${index + 1}${row.name.trim() ? ` (${row.name.trim()})` : ""}`,
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
									icon: trashSolid,
									className: "h-5 w-5"
								})
							})]
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldError, {
							id: errorId,
							message: row.error
						})]
					}, row.key);
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mt-3 flex items-center justify-between gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "text-xs text-ink-muted",
					children: [
						rows.length,
						" of ",
						4,
						" links"
					]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
					type: "button",
					className: "btn-secondary px-4 py-2",
					onClick: add,
					disabled: rows.length >= 4,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						"aria-hidden": "true",
						children: "+"
					}), " Add link"]
				})]
			})
		]
	});
}
// src/islands/admin/PanelTabs.tsx
var TABS = [{
	id: "colors",
	label: "Customize"
}, {
	id: "security",
	label: "Security"
}];
var panelTabId = (idBase, tab) => `${idBase}-tab-${tab}`;
var panelId = (idBase, tab) => `${idBase}-panel-${tab}`;
/**
* The panel's two tabs (WAI-ARIA tabs, automatic activation: arrows, Home and End move and
* select). Unpaid itineraries get a star on both.
*/
function PanelTabs({ idBase, active, onSelect, starred }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabList, {
		tabs: TABS,
		active,
		onSelect,
		label: "Admin panel sections",
		tabId: (id) => panelTabId(idBase, id),
		panelId: (id) => panelId(idBase, id),
		className: "flex shrink-0 gap-1 border-b border-black/10 px-5 sm:px-7",
		tabClassName: (selected) => `-mb-px inline-flex items-center gap-1.5 border-b-2 px-4 py-2.5 text-sm font-semibold transition ${selected ? "border-brand-600 text-brand-800" : "border-transparent text-ink-soft hover:text-ink"}`,
		after: starred && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
			className: "text-amber-500",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
				icon: starSolid,
				className: "h-3.5 w-3.5"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "sr-only",
				children: " (full access)"
			})]
		})
	});
}
// src/islands/admin/TimeZoneCard.tsx
/**
* The field is a list to pick from, so a zone the server would refuse is answered in the list's
* words rather than the API's ('Please choose a valid time zone, …'); the rule is the API's own.
*/
var UNKNOWN_ZONE_MESSAGE = "Choose a time zone from the list, like Europe/Paris.";
/**
* The itinerary's time zone, free on every itinerary: a searchable list of IANA zones.
* Saved when a zone is picked from the list, on Enter, or when the field loses focus. The choice
* above the field says what the events already on the itinerary keep (docs/time-zones.md):
* their clock times (the default) or their moments.
*/
function TimeZoneCard({ customizer }) {
	const { project, save } = customizer;
	const id = (0, import_react.useId)();
	const [text, setText] = (0, import_react.useState)(project.timeZone);
	const [error, setError] = (0, import_react.useState)(null);
	const [keepTimes, setKeepTimes] = (0, import_react.useState)("clock");
	const [now, setNow] = (0, import_react.useState)(() => /* @__PURE__ */ new Date());
	(0, import_react.useEffect)(() => setText(project.timeZone), [project.timeZone]);
	(0, import_react.useEffect)(() => {
		const timer = setInterval(() => setNow(/* @__PURE__ */ new Date()), 3e4);
		return () => clearInterval(timer);
	}, []);
	const options = (0, import_react.useMemo)(() => {
		const at = /* @__PURE__ */ new Date();
		return listTimeZones().map((zone) => ({
			zone,
			offset: zoneOffset(zone, at)
		}));
	}, []);
	function commit(value) {
		const checked = checkField(timeZoneSchema, value);
		if (!checked.ok) {
			setError(UNKNOWN_ZONE_MESSAGE);
			return;
		}
		const zone = checked.data;
		setError(null);
		setText(zone);
		if (zone !== project.timeZone) save({ timeZone: zone }, { body: { keepTimes } });
	}
	function onKeyDown(e) {
		if (e.key === "Enter") {
			e.preventDefault();
			commit(text);
		}
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PanelCard, {
		title: "Time zone",
		description: "Where your event happens: a Paris trip reads in Paris time.",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(KeepTimesChoice, {
				value: keepTimes,
				onChange: setKeepTimes
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
				htmlFor: id,
				className: "label",
				children: "Itinerary time zone"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				id,
				className: "input",
				list: `${id}-zones`,
				value: text,
				maxLength: 64,
				autoComplete: "off",
				spellCheck: false,
				placeholder: "Search, e.g. Paris or America/Chicago",
				"aria-invalid": error ? true : void 0,
				"aria-describedby": `${id}-help${error ? ` ${id}-error` : ""}`,
				onChange: (e) => {
					setText(e.target.value);
					setError(null);
					const native = e.nativeEvent;
					if (!native.inputType || native.inputType === "insertReplacementText") {
						if (checkField(timeZoneSchema, e.target.value).ok) commit(e.target.value);
					}
				},
				onKeyDown,
				onBlur: () => {
					if (text.trim() !== project.timeZone) commit(text);
				}
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("datalist", {
				id: `${id}-zones`,
				children: options.map(({ zone, offset }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: zone,
					label: offset ? `${zone.replaceAll("_", " ")} (${offset})` : void 0
				}, zone))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldError, {
				id: `${id}-error`,
				message: error
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				id: `${id}-help`,
				className: "mt-1.5 text-xs text-ink-muted",
				children: [
					"Dates and times show in this time zone. It is ",
					formatEventTime(now, project.timeZone),
					" there now."
				]
			})
		]
	});
}
/**
* What a zone change does to the events already on the itinerary. Chosen before the zone, since
* picking a zone from the list saves it at once.
*/
function KeepTimesChoice({ value, onChange }) {
	const name = (0, import_react.useId)();
	const option = (choice, label, hint) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
		className: "flex items-start gap-2 text-sm text-ink",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
			type: "radio",
			name,
			value: choice,
			className: "mt-0.5 h-4 w-4 shrink-0 accent-[var(--theme-primary)]",
			checked: value === choice,
			onChange: () => onChange(choice)
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "font-semibold",
			children: label
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "block text-xs text-ink-muted",
			children: hint
		})] })]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
		className: "mb-4 rounded-xl border border-black/10 px-3 pt-1 pb-3",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
			className: "px-1 text-xs font-semibold text-ink-soft",
			children: "When the zone changes"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "space-y-2",
			children: [option("clock", "Events keep their clock times", "A 7:00 PM dinner stays at 7:00 PM in the new time zone."), option("moment", "Events keep the same moments", "Each event stays at the same instant, so its clock time changes to the new zone’s.")]
		})]
	});
}
// src/islands/admin/TravelCard.tsx
/**
* 'Travel & RSVPs' (free): whether guests see each other's travel, and the arrivals and RSVPs as
* CSV files for the organiser.
*/
function TravelCard({ projectId }) {
	const base = `/api/projects/${encodeURIComponent(projectId)}`;
	const [shared, setShared] = (0, import_react.useState)(null);
	(0, import_react.useEffect)(() => {
		let live = true;
		apiRequest("GET", `${base}/travel`).then((listing) => live && setShared(listing.guestsSeeTravel)).catch(() => live && setShared(true));
		return () => {
			live = false;
		};
	}, [base]);
	async function toggle(guestsSeeTravel) {
		const before = shared;
		setShared(guestsSeeTravel);
		try {
			await apiRequest("PUT", `${base}/travel-settings`, { guestsSeeTravel });
			toastSuccess(guestsSeeTravel ? "Guests now see each other’s travel" : "Travel is now private to each guest");
		} catch (error) {
			setShared(before);
			toastError(error, "The setting could not be saved. Please try again.");
		}
	}
	const link = "inline-flex items-center gap-1.5 text-sm font-semibold text-[var(--theme-primary-text)] hover:underline";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PanelCard, {
		title: "Travel & RSVPs",
		description: "Arrivals, departures and answers your guests add.",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Switch, {
			label: "Guests see each other’s travel",
			hint: "Off: each guest sees only their own arrivals and departures; organisers see all.",
			checked: shared ?? true,
			onChange: (next) => void toggle(next)
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "mt-3 flex flex-wrap gap-x-5 gap-y-2 border-t border-black/5 pt-3",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
				className: link,
				href: `${base}/exports/arrivals.csv`,
				download: true,
				children: "Download arrivals (CSV)"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
				className: link,
				href: `${base}/exports/rsvps.csv`,
				download: true,
				children: "Download RSVPs (CSV)"
			})]
		})]
	});
}
// src/islands/admin/TitleCard.tsx
var FEATURE = CUSTOMIZE_FEATURES.title;
/**
* The title is counted in characters and an emoji is two of the input's UTF-16 units: the input
* holds any title of CUSTOM_TITLE_MAX characters, and the schema refuses a longer one by count.
*/
var TITLE_INPUT_MAX = 200;
/**
* 'Title Customization': paid only; empty means the itinerary's name;
* emojis allowed; 3 changes per itinerary, counted by the server.
*/
function TitleCard({ customizer }) {
	const { project, locked, allow, save } = customizer;
	const id = (0, import_react.useId)();
	const saved = project.customTitle ?? "";
	const [value, setValue] = (0, import_react.useState)(saved);
	const [busy, setBusy] = (0, import_react.useState)(false);
	const [error, setError] = (0, import_react.useState)(null);
	(0, import_react.useEffect)(() => setValue(saved), [saved]);
	const left = Math.max(0, 3 - project.titleChangesUsed);
	const exhausted = !locked && left === 0;
	const changed = value.trim() !== saved.trim();
	async function onSubmit(e) {
		e.preventDefault();
		if (!allow(FEATURE) || exhausted || !changed || busy) return;
		const checked = checkField(customTitleSchema, value);
		if (!checked.ok) {
			setError(checked.message);
			return;
		}
		setBusy(true);
		await save({ customTitle: checked.data || null });
		setBusy(false);
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PanelCard, {
		title: "Title Customization",
		description: "Give your itinerary a display title. Leave it empty to use its name.",
		paid: locked,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
			onSubmit,
			className: "space-y-2",
			noValidate: true,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
					htmlFor: id,
					className: "label",
					children: "Display title"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex flex-col gap-2 sm:flex-row",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
						id,
						className: "input",
						value,
						placeholder: project.name,
						maxLength: TITLE_INPUT_MAX,
						disabled: exhausted,
						"aria-invalid": error ? true : void 0,
						"aria-describedby": `${id}-left${error ? ` ${id}-error` : ""}`,
						onChange: (e) => {
							setValue(e.target.value);
							setError(null);
						},
						...lockedTextProps(locked, () => allow(FEATURE))
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "submit",
						className: "btn-primary shrink-0",
						disabled: exhausted || busy || !locked && !changed,
						children: busy ? "Saving..." : "Save title"
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldError, {
					id: `${id}-error`,
					message: error
				}),
				exhausted ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					id: `${id}-left`,
					role: "status",
					className: "rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "font-semibold",
						children: "Change limit reached"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: MESSAGES.titleChangeLimit })]
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					id: `${id}-left`,
					className: "text-xs text-ink-muted",
					children: [
						left,
						" of ",
						3,
						" changes left"
					]
				})
			]
		})
	});
}
// src/islands/admin/save-customizations.ts
/**
* The one way the admin panel writes: `PUT /api/projects/{id}/customizations`. The body is any
* subset of the fields below; the answer is the admin view
* of the itinerary after the change.
*/
var SAVED_MESSAGE = "Customizations saved!";
var SAVE_FAILED_MESSAGE = "Failed to save customizations. Please try again.";
async function saveCustomizations(projectId, body) {
	return (await apiRequest("PUT", `/api/projects/${encodeURIComponent(projectId)}/customizations`, body)).project;
}
/** A refused save: the upgrade prompt for a trial 403, else a toast. */
function reportSaveFailure(error) {
	if (showUpgradeFor(error)) return;
	toastError(error, SAVE_FAILED_MESSAGE);
}
// src/islands/admin/useCustomizations.ts
/** Trailing pause before a dragged colour is saved: one PUT per pause, not one per tick. */
var SAVE_DEBOUNCE_MS = 400;
/**
* The panel's saving machinery. Every change repaints the page at once through
* `onProjectChange`; saves go out one at a time (so answers arrive in order), and a change made
* while an earlier save is in flight stays on screen when that earlier answer lands. A refused
* save puts back the last values the server confirmed, unless the field was changed again since.
*/
function useCustomizations(project, onProjectChange) {
	const latest = (0, import_react.useRef)(project);
	const confirmed = (0, import_react.useRef)(project);
	const unsaved = (0, import_react.useRef)(/* @__PURE__ */ new Map());
	const seq = (0, import_react.useRef)(0);
	const queue = (0, import_react.useRef)(Promise.resolve());
	const pending = (0, import_react.useRef)(/* @__PURE__ */ new Map());
	const [statuses, setStatuses] = (0, import_react.useState)({});
	const projectId = project.projectId;
	const notify = (0, import_react.useRef)(onProjectChange);
	(0, import_react.useEffect)(() => {
		notify.current = onProjectChange;
	}, [onProjectChange]);
	const show = (0, import_react.useCallback)((next) => {
		latest.current = next;
		notify.current(next);
	}, []);
	const withUnsaved = (0, import_react.useCallback)((base) => {
		const next = { ...base };
		for (const [field, { value }] of unsaved.current) next[field] = value;
		return next;
	}, []);
	(0, import_react.useEffect)(() => {
		latest.current = project;
		if (project.version > confirmed.current.version) {
			confirmed.current = project;
			if (unsaved.current.size > 0) show(withUnsaved(project));
		}
	}, [
		project,
		show,
		withUnsaved
	]);
	const apply = (0, import_react.useCallback)((patch) => {
		const stamp = ++seq.current;
		const stamps = /* @__PURE__ */ new Map();
		for (const [field, value] of Object.entries(patch)) {
			unsaved.current.set(field, {
				value,
				seq: stamp
			});
			stamps.set(field, stamp);
		}
		show({
			...latest.current,
			...patch
		});
		return stamps;
	}, [show]);
	const send = (0, import_react.useCallback)((patch, stamps, quiet, colorOnly, extra = {}) => {
		/** Forgets the fields this save carried, unless they changed again meanwhile. */
		const settle = () => {
			const left = [];
			for (const [field, stamp] of stamps) if (unsaved.current.get(field)?.seq === stamp) {
				unsaved.current.delete(field);
				left.push(field);
			}
			return left;
		};
		const run = async () => {
			try {
				const saved = await saveCustomizations(projectId, colorOnly ? {
					...patch,
					isColorOnlyUpdate: true
				} : {
					...patch,
					...extra
				});
				confirmed.current = saved;
				settle();
				show(withUnsaved(saved));
				if (!quiet) toastSuccess(SAVED_MESSAGE);
				return true;
			} catch (error) {
				const revert = {};
				for (const field of settle()) revert[field] = confirmed.current[field];
				show({
					...latest.current,
					...revert
				});
				reportSaveFailure(error);
				return false;
			}
		};
		const result = queue.current.then(run);
		queue.current = result;
		return result;
	}, [
		projectId,
		show,
		withUnsaved
	]);
	const setStatus = (0, import_react.useCallback)((key, status) => {
		setStatuses((s) => s[key] === status ? s : {
			...s,
			[key]: status
		});
	}, []);
	const sendPending = (0, import_react.useCallback)((key) => {
		const entry = pending.current.get(key);
		if (!entry) return Promise.resolve();
		clearTimeout(entry.timer);
		pending.current.delete(key);
		const stamps = /* @__PURE__ */ new Map();
		for (const field of Object.keys(entry.patch)) {
			const stamp = unsaved.current.get(field)?.seq;
			if (stamp !== void 0) stamps.set(field, stamp);
		}
		return send(entry.patch, stamps, true, entry.colorOnly).then((ok) => {
			if (!pending.current.has(key)) setStatus(key, ok ? "saved" : "idle");
		});
	}, [send, setStatus]);
	const saveSoon = (0, import_react.useCallback)((key, patch, options = {}) => {
		apply(patch);
		const previous = pending.current.get(key);
		if (previous) clearTimeout(previous.timer);
		pending.current.set(key, {
			timer: setTimeout(() => void sendPending(key), SAVE_DEBOUNCE_MS),
			patch: {
				...previous?.patch,
				...patch
			},
			colorOnly: options.colorOnly ?? false
		});
		setStatus(key, "saving");
	}, [
		apply,
		sendPending,
		setStatus
	]);
	const save = (0, import_react.useCallback)((patch, options = {}) => send(patch, apply(patch), options.quiet ?? false, false, options.body), [apply, send]);
	const flush = (0, import_react.useCallback)(async () => {
		await Promise.all([...pending.current.keys()].map((key) => sendPending(key)));
	}, [sendPending]);
	const flushOnExit = (0, import_react.useRef)(flush);
	(0, import_react.useEffect)(() => {
		flushOnExit.current = flush;
	}, [flush]);
	(0, import_react.useEffect)(() => () => void flushOnExit.current(), []);
	const allow = (0, import_react.useCallback)((feature) => {
		if (latest.current.isPaid) return true;
		openUpgrade(feature);
		return false;
	}, []);
	return (0, import_react.useMemo)(() => ({
		project,
		locked: !project.isPaid,
		allow,
		save,
		saveSoon,
		flush,
		status: (key) => statuses[key] ?? "idle"
	}), [
		project,
		allow,
		save,
		saveSoon,
		flush,
		statuses
	]);
}
// src/islands/admin/AdminPanel.tsx
/**
* The admin panel: a modal, full screen on phones, with the 'Customize'
* and 'Security' tabs. On an unpaid itinerary every setting is visible, a star marks both tabs,
* 'Make it mine!' offers the upgrade, and trying to change a paid setting opens the upgrade
* prompt instead; the time zone stays free. Lazy-loaded: guests never download it.
*/
function AdminPanel({ open, onClose, project, onProjectChange }) {
	const customizer = useCustomizations(project, onProjectChange);
	const [tab, setTab] = (0, import_react.useState)("colors");
	const idBase = (0, import_react.useId)();
	const body = (0, import_react.useRef)(null);
	const unpaid = !project.isPaid;
	function close() {
		customizer.flush();
		onClose();
	}
	const makeItMine = unpaid ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
		type: "button",
		onClick: () => openUpgrade(TRIAL_FEATURES.TRIAL_CUSTOMIZATION_BLOCKED),
		className: "btn-primary shrink-0 px-3.5 py-2 sm:px-5",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
			icon: starSolid,
			className: "h-3.5 w-3.5"
		}), "Make it mine!"]
	}) : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Dialog, {
		open,
		onClose: close,
		size: "panel",
		title: "Customize",
		description: "Changes show on everyone's page right away.",
		headerActions: makeItMine,
		footer: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
			type: "button",
			className: "btn-primary min-w-28",
			onClick: close,
			children: "Done"
		}),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PanelTabs, {
			idBase,
			active: tab,
			onSelect: (next) => {
				setTab(next);
				if (body.current) body.current.scrollTop = 0;
			},
			starred: unpaid
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			ref: body,
			className: "min-h-0 flex-1 overflow-y-auto overscroll-contain bg-gray-50/70",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				role: "tabpanel",
				id: panelId(idBase, tab),
				"aria-labelledby": panelTabId(idBase, tab),
				className: "space-y-4 px-4 py-5 sm:px-7",
				children: [unpaid && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "mt-0.5 text-amber-500",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
							icon: starSolid,
							className: "h-3.5 w-3.5"
						})
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { children: [
						"Settings marked ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Full access" }),
						" unlock with a one-time ",
						FULL_ACCESS_PRICE_LABEL,
						" upgrade. The time zone is free."
					] })]
				}), tab === "colors" ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ColorCard, { customizer }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FontCard, { customizer }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TitleFontCard, { customizer }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HeaderImageCard, {
						project: customizer.project,
						onProjectChange
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BackgroundCard, { customizer }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TitleCard, { customizer }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DisplaysCard, { customizer }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinksCard, { customizer }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TimeZoneCard, { customizer }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TravelCard, { projectId: customizer.project.projectId })
				] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccessControlCard, { customizer })]
			})
		})]
	});
}
export { AdminPanel as default };
