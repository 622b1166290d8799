import { i as __toESM } from "./rolldown-runtime_DYf_mQCB.mjs";
import { t as require_react } from "./react_DMaO6YvO.mjs";
import { a as errorMessage, i as apiRequest, n as require_jsx_runtime, r as ApiError, t as Icon } from "./Icon_DbNIL5CZ.mjs";
import { ai as MAX_AVATAR_BYTES, et as checkAvatarFile, yr as megabytes } from "./schemas_BP9cnbZP.mjs";
import { r as prepareUpload, t as AVATAR_UPLOAD } from "./upload-image_BzOkal63.mjs";
import { a as toastError, o as toastProblem, s as toastSuccess } from "./Toaster_DHqoy3xL.mjs";
import { t as TextField } from "./TextField_QYGYtdWp.mjs";
import { a as checkProfileName, c as Avatar, o as saveProfileName, s as ProfileNameField } from "./dashboard_BnKXi_Yb.mjs";
import { _ as envelope } from "./icon-paths_DzBpWEtZ.mjs";
// src/islands/dashboard/ForwardingCard.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* Settings: the personal forwarding address and a way to revoke it. A new address is made at once; mail to the old one is refused from then on.
*/
function ForwardingCard({ forwarding, onChange }) {
	const id = (0, import_react.useId)();
	const [busy, setBusy] = (0, import_react.useState)(false);
	async function rotate() {
		if (!window.confirm("Make a new forwarding address? Mail sent to the current one will no longer be accepted.")) return;
		setBusy(true);
		try {
			onChange(await apiRequest("POST", "/api/users/forwarding-address/rotate"));
			toastSuccess("New forwarding address", "Forward confirmations to the new address from now on.");
		} catch (error) {
			toastError(error, "Failed to make a new forwarding address. Please try again.");
		} finally {
			setBusy(false);
		}
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "card p-5 sm:p-6",
		"aria-labelledby": `${id}-title`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: `${id}-title`,
				className: "text-lg font-bold tracking-tight",
				children: "Forwarding address"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-2 text-sm text-ink-soft",
				children: "Confirmations forwarded here become Unclaimed Events. Keep it private."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("code", {
				className: "mt-3 block rounded-xl border border-brand-200 bg-white px-3 py-2 font-mono text-sm break-all text-brand-800",
				children: forwarding.address
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "btn-secondary mt-3 px-4",
				onClick: () => void rotate(),
				disabled: busy,
				children: busy ? "Making a new address..." : "Get a new address"
			})
		]
	});
}
// src/islands/dashboard/SettingsTab.tsx
var UPLOAD_FAILED = {
	title: "Upload Failed",
	description: "Failed to upload profile picture. Please try again."
};
/** upload-url → PUT the picture → complete; the answer is the updated user. */
async function uploadAvatar(file) {
	const { uploadUrl, key } = await apiRequest("POST", "/api/users/avatar/upload-url", {
		contentType: file.type,
		size: file.size
	});
	const res = await fetch(uploadUrl, {
		method: "PUT",
		body: file,
		headers: { "Content-Type": file.type }
	});
	if (!res.ok) throw new ApiError(res.status, await res.text() || res.statusText, res.headers);
	return apiRequest("POST", "/api/users/avatar/complete", { key });
}
/** Tab Settings: picture, name and email, sign-in method, preferences. */
function SettingsTab({ user, onUserChange, forwarding, onForwardingChange }) {
	const id = (0, import_react.useId)();
	const fileInput = (0, import_react.useRef)(null);
	const [uploading, setUploading] = (0, import_react.useState)(false);
	const [firstName, setFirstName] = (0, import_react.useState)(user.firstName ?? "");
	const [lastName, setLastName] = (0, import_react.useState)(user.lastName ?? "");
	const [saving, setSaving] = (0, import_react.useState)(false);
	const [nameErrors, setNameErrors] = (0, import_react.useState)({});
	const nameChanged = firstName.trim() !== (user.firstName ?? "") || lastName.trim() !== (user.lastName ?? "");
	async function pick(file) {
		if (fileInput.current) fileInput.current.value = "";
		if (!file) return;
		const problem = checkAvatarFile(file, MAX_AVATAR_BYTES);
		if (problem) {
			toastProblem(problem.title, problem.description);
			return;
		}
		setUploading(true);
		try {
			onUserChange(await uploadAvatar(await prepareUpload(file, AVATAR_UPLOAD).catch(() => file)));
			toastSuccess("Profile Picture Updated");
		} catch (error) {
			const refused = error instanceof ApiError && error.status === 400;
			toastProblem(UPLOAD_FAILED.title, refused ? errorMessage(error, UPLOAD_FAILED.description) : UPLOAD_FAILED.description);
		} finally {
			setUploading(false);
		}
	}
	async function saveName(e) {
		e.preventDefault();
		const checked = checkProfileName(firstName, lastName);
		if (!checked.ok) {
			setNameErrors(checked.errors);
			return;
		}
		setSaving(true);
		const updated = await saveProfileName(checked.data.firstName, checked.data.lastName ?? "");
		setSaving(false);
		if (!updated) return;
		onUserChange(updated);
		setFirstName(updated.firstName ?? "");
		setLastName(updated.lastName ?? "");
		toastSuccess("Profile updated");
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "grid gap-5 lg:grid-cols-3",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
			className: "card self-start p-5 sm:p-6 lg:col-span-2",
			"aria-labelledby": `${id}-profile`,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: `${id}-profile`,
					className: "text-lg font-bold tracking-tight",
					children: "Profile"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "mt-4 flex items-center gap-4",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Avatar, {
						user,
						className: "flex h-20 w-20 text-2xl"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
							ref: fileInput,
							id: `${id}-avatar`,
							type: "file",
							accept: "image/*",
							className: "sr-only",
							onChange: (e) => void pick(e.target.files?.[0])
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
							htmlFor: `${id}-avatar`,
							className: `btn-secondary cursor-pointer ${uploading ? "pointer-events-none opacity-60" : ""}`,
							children: uploading ? "Uploading..." : "Change Picture"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
							className: "mt-1.5 text-xs text-ink-muted",
							children: [
								"Any image up to ",
								megabytes(MAX_AVATAR_BYTES),
								" MB."
							]
						})
					] })]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
					className: "mt-6 grid gap-4 sm:grid-cols-2",
					onSubmit: (e) => void saveName(e),
					noValidate: true,
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileNameField, {
							id: `${id}-first`,
							part: "first",
							value: firstName,
							error: nameErrors.firstName,
							onValue: (value) => {
								setFirstName(value);
								setNameErrors(({ lastName }) => ({ lastName }));
							}
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileNameField, {
							id: `${id}-last`,
							part: "last",
							value: lastName,
							error: nameErrors.lastName,
							onValue: (value) => {
								setLastName(value);
								setNameErrors(({ firstName }) => ({ firstName }));
							}
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
							className: "sm:col-span-2",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
								id: `${id}-email`,
								label: "Email",
								value: user.email,
								readOnly: true,
								disabled: true
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
							className: "sm:col-span-2 flex justify-end",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
								type: "submit",
								className: "btn-primary",
								disabled: !nameChanged || saving,
								children: saving ? "Saving..." : "Save Name"
							})
						})
					]
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "grid content-start gap-5",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
					className: "card p-5 sm:p-6",
					"aria-labelledby": `${id}-method`,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
						id: `${id}-method`,
						className: "text-lg font-bold tracking-tight",
						children: "Sign-in method"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "mt-3 flex items-start gap-3 rounded-xl bg-brand-50 p-3",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
							icon: envelope,
							className: "mt-0.5 h-5 w-5 shrink-0 text-brand-700"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
							className: "min-w-0",
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
								className: "font-semibold",
								children: "Email link"
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
								className: "text-sm break-words text-ink-soft",
								children: [
									"A one-time sign-in link is sent to ",
									user.email,
									"."
								]
							})]
						})]
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ForwardingCard, {
					forwarding,
					onChange: onForwardingChange
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
					className: "card p-5 sm:p-6",
					"aria-labelledby": `${id}-prefs`,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
						id: `${id}-prefs`,
						className: "text-lg font-bold tracking-tight",
						children: "Preferences"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "mt-2 text-sm text-ink-soft",
						children: "Preference settings coming soon"
					})]
				})
			]
		})]
	});
}
export { SettingsTab as default };
