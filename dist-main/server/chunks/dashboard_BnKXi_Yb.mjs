import { i as __toESM, n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { n as createComponent, t as createAstro } from "./compiler_CUF-eHDW.mjs";
import { t as $$BaseLayout } from "./BaseLayout_BAt7-qSD.mjs";
import { t as $$Icon } from "./Icon_IFfU4r3A.mjs";
import { t as require_react } from "./react_DMaO6YvO.mjs";
import { i as apiRequest, n as require_jsx_runtime, t as Icon } from "./Icon_DbNIL5CZ.mjs";
import { $ as DASHBOARD_TABS, E as checkForm, Ji as renderComponent, O as browserTimeZone, T as checkField, Yi as Fragment, at as greeting, ct as participantLabel, ea as renderTemplate, it as formatReaderDate, nt as dashboardTabFrom, ot as greetingName, st as ownerNameFor, ta as maybeRenderHead, tt as creatorName, x as updateUserSchema, xr as config } from "./schemas_BP9cnbZP.mjs";
import { f as writeStorage, l as readStorage, t as FIRST_NAME_LATER_KEY, u as rememberCreatedProject } from "./browser-storage_7FJB_IAb.mjs";
import { t as forgetAllItineraries } from "./offline_rOyn9JAx.mjs";
import { a as toastError, o as toastProblem, s as toastSuccess, t as Toaster } from "./Toaster_DHqoy3xL.mjs";
import { a as TabList, i as replaceSearchParams, r as rememberTab } from "./url-params_DZ3BxXJ-.mjs";
import { t as SIGNED_IN_PARAM } from "./return-to_fSNwyvDK.mjs";
import { t as TextField } from "./TextField_QYGYtdWp.mjs";
import { E as map, F as plus, M as pencil, b as eye } from "./icon-paths_DzBpWEtZ.mjs";
import { d as database } from "./rate-limit_CGfom9Ik.mjs";
import { n as getForwardingAddress } from "./forwarding-address_Djdef637.mjs";
import { i as listMyProjects } from "./my-projects_BhGzVKRj.mjs";
import { r as userView } from "./users_BrAC8NX-.mjs";
// src/islands/dashboard/Avatar.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** The user's picture, else their initial on the brand gradient. */
function Avatar({ user, className }) {
	if (user.profileImageUrl) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
		src: user.profileImageUrl,
		alt: "",
		className: `shrink-0 rounded-full object-cover ${className}`
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
		"aria-hidden": "true",
		className: `shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-accent-500 font-bold text-white uppercase ${className.includes("hidden") ? "" : "flex"} ${className}`,
		children: (greetingName(user) ?? user.email).charAt(0)
	});
}
// src/islands/dashboard/ProfileNameField.tsx
var PARTS = {
	first: {
		label: "First name",
		autoComplete: "given-name"
	},
	last: {
		label: "Last name",
		autoComplete: "family-name"
	}
};
/** The account's first or last name, as Settings and the first-run card ask for it. */
function ProfileNameField({ part, onValue, ...field }) {
	const { label, autoComplete } = PARTS[part];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
		...field,
		label,
		autoComplete,
		maxLength: 80,
		onChange: (e) => onValue(e.target.value)
	});
}
// src/islands/dashboard/profile-name.ts
/** Saving the account's name (the Settings tab and the first-run card share it). */
/** The Settings name form's check: PATCH /api/auth/user's own schema, so both refuse the same names. */
var checkProfileName = (firstName, lastName) => checkForm(updateUserSchema, {
	firstName,
	lastName
});
/** PATCHes the name; the updated user, or null after telling the person it failed. */
async function saveProfileName(firstName, lastName) {
	try {
		return await apiRequest("PATCH", "/api/auth/user", {
			firstName: firstName.trim(),
			lastName: lastName.trim()
		});
	} catch (error) {
		toastError(error, "Failed to save your information. Please try again.");
		return null;
	}
}
// src/islands/dashboard/FirstNameCard.tsx
/**
* The first run of an account that has no name yet: asks for the first name the dashboard greets
* by and new itineraries are signed with. "Not now" hides it in this browser; Settings can set
* it any time.
*/
function FirstNameCard({ user, onSaved, onDismiss }) {
	const id = (0, import_react.useId)();
	const [firstName, setFirstName] = (0, import_react.useState)("");
	const [saving, setSaving] = (0, import_react.useState)(false);
	const [error, setError] = (0, import_react.useState)(null);
	async function save(e) {
		e.preventDefault();
		const checked = checkField(updateUserSchema.shape.firstName, firstName);
		if (!checked.ok) {
			setError(checked.message);
			return;
		}
		setSaving(true);
		const updated = await saveProfileName(firstName, user.lastName ?? "");
		setSaving(false);
		if (updated) onSaved(updated);
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "card mb-6 p-5 sm:p-6",
		"aria-labelledby": `${id}-title`,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: `${id}-title`,
				className: "text-lg font-bold tracking-tight",
				children: "Welcome! What should we call you?"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mt-1 text-sm text-ink-soft",
				children: "Your first name greets you here and signs the itineraries you create. You can change it in Settings."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("form", {
				className: "mt-4 flex flex-col gap-3 sm:flex-row sm:items-end",
				onSubmit: (e) => void save(e),
				noValidate: true,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "min-w-0 flex-1",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileNameField, {
						id: `${id}-first`,
						part: "first",
						value: firstName,
						"aria-invalid": error ? true : void 0,
						describedBy: error ? `${id}-error` : void 0,
						onValue: (value) => {
							setFirstName(value);
							setError(null);
						}
					})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "flex gap-2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "submit",
						className: "btn-primary flex-1 px-5 sm:flex-none",
						disabled: saving,
						children: saving ? "Saving..." : "Save"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "btn-ghost flex-1 px-4 sm:flex-none",
						onClick: onDismiss,
						children: "Not now"
					})]
				})]
			}),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				id: `${id}-error`,
				role: "alert",
				className: "mt-2 text-sm font-medium text-red-700",
				children: error
			})
		]
	});
}
// src/lib/create-itinerary.ts
/**
* Creating an itinerary from the browser (POST /api/projects, then store the creation info and
* go to redirectUrl; docs/product.md#creating-an-itinerary). The landing page's form and the
* dashboard's Create and 'New itinerary…' share it.
*/
/**
* Creates it and remembers it as this browser's creation (confetti, admin entry). It
* starts in this browser's time zone unless `timeZone` says otherwise; the server checks it.
*/
async function requestNewItinerary(body, email = null) {
	const response = await apiRequest("POST", "/api/projects", {
		...body,
		timeZone: body.timeZone || browserTimeZone()
	});
	const project = response?.project;
	if (!response?.success || !project?.redirectUrl) throw new Error("Unexpected response");
	rememberCreatedProject({
		projectId: project.projectId,
		projectName: project.name ?? body.name,
		accessCode: project.accessCode,
		adminCode: project.adminCode,
		userEmail: project.ownerEmail ?? email
	});
	return project;
}
// src/islands/dashboard/create-itinerary.ts
/**
* Creating an itinerary from the dashboard: the signed-in user's name goes in as the owner's
* name. Shared by the Create button and the unclaimed events' 'New itinerary…' choice.
*/
var CREATE_ITINERARY_FAILED = "Failed to create itinerary. Please try again.";
function createItinerary(user, name) {
	return requestNewItinerary({
		name,
		ownerName: ownerNameFor(user)
	}, user.email);
}
// src/islands/dashboard/useReaderTimeZone.ts
/**
* The reader's time zone, for the dashboard's dates: null while the server renders and the page
* hydrates (the server cannot know it), then the browser's own. React renders the page again
* with it right after hydration, without a mismatch.
*/
var noChanges = () => () => {};
function useReaderTimeZone() {
	return (0, import_react.useSyncExternalStore)(noChanges, () => browserTimeZone() ?? null, () => null);
}
// src/islands/dashboard/ProjectCard.tsx
/** One itinerary of the Itineraries tab. */
function ProjectCard({ project, user, onReceipts, onDelete }) {
	const path = `/project/${encodeURIComponent(project.projectId)}?owned=true`;
	const title = project.customTitle || project.name;
	const zone = useReaderTimeZone();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: "card flex h-full flex-col p-5",
		"aria-label": project.name,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "flex items-start gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
					className: "min-w-0 flex-1 text-lg leading-snug font-bold tracking-tight break-words",
					children: title
				}), project.isPaid && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "shrink-0 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800",
					children: "Paid"
				})]
			}),
			title !== project.name && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-sm text-ink-muted",
				children: project.name
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "mt-1 text-sm text-ink-soft",
				children: ["Created by ", creatorName(project.ownerName, user)]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
				className: "mt-4 grid grid-cols-2 gap-2 text-sm",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "rounded-xl bg-brand-50 px-3 py-2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
						className: "sr-only",
						children: "Participants"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
						className: "font-medium text-brand-800",
						children: participantLabel(project.participantCount)
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "rounded-xl bg-gray-50 px-3 py-2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
						className: "sr-only",
						children: "Created"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
						className: "font-medium text-ink-soft",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
							dateTime: project.createdAt,
							children: formatReaderDate(project.createdAt, zone)
						})
					})]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mt-auto pt-5",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "grid grid-cols-2 gap-2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
						href: path,
						className: "btn-secondary px-3",
						"aria-label": `View ${project.name}`,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { icon: eye }), "View"]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
						href: `${path}&admin=true`,
						className: "btn-primary px-3",
						"aria-label": `Edit ${project.name}`,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { icon: pencil }), "Edit"]
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "-mx-2 mt-2 flex items-center justify-between",
					children: [project.isPaid ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "btn-ghost px-2 text-brand-700",
						onClick: onReceipts,
						children: "View Receipts"
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "btn-ghost px-2 text-red-700 hover:bg-red-50",
						onClick: onDelete,
						children: "Delete Itinerary"
					})]
				})]
			})
		]
	});
}
// src/islands/dashboard/ItinerariesTab.tsx
var NameDialog = (0, import_react.lazy)(() => import("./NameDialog_BgkW8w4H.mjs"));
var ReceiptsDialog = (0, import_react.lazy)(() => import("./ReceiptsDialog_CzzRMnUH.mjs"));
var DeleteItineraryDialog = (0, import_react.lazy)(() => import("./DeleteItineraryDialog_5SAMZ8RL.mjs"));
/** Tab Itineraries: the user's itinerary cards, or the empty state. */
function ItinerariesTab({ user, projects, onDeleted }) {
	const [open, setOpen] = (0, import_react.useState)(null);
	const [used, setUsed] = (0, import_react.useState)(/* @__PURE__ */ new Set());
	const show = (next) => {
		setUsed((u) => new Set(u).add(next.kind));
		setOpen(next);
	};
	const close = () => setOpen(null);
	async function create(name) {
		try {
			const project = await createItinerary(user, name);
			window.location.assign(project.redirectUrl);
		} catch (error) {
			toastError(error, CREATE_ITINERARY_FAILED);
		}
	}
	const lastProject = open && open.kind !== "create" ? open.project : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "itineraries-heading",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mb-5 flex items-center justify-between gap-3",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "itineraries-heading",
					className: "text-xl font-bold tracking-tight",
					children: "My Itineraries"
				}), projects.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "text-sm text-ink-muted",
					children: [
						projects.length,
						" itinerar",
						projects.length === 1 ? "y" : "ies"
					]
				})] }), projects.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
					type: "button",
					className: "btn-primary shrink-0",
					onClick: () => show({ kind: "create" }),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
						icon: plus,
						className: "h-4 w-4 shrink-0"
					}), "Create"]
				})]
			}),
			projects.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, { onCreate: () => show({ kind: "create" }) }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
				className: "grid gap-4 sm:grid-cols-2 lg:grid-cols-3",
				children: projects.map((project) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProjectCard, {
					project,
					user,
					onReceipts: () => show({
						kind: "receipts",
						project
					}),
					onDelete: () => show({
						kind: "delete",
						project
					})
				}) }, project.projectId))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_react.Suspense, {
				fallback: null,
				children: [
					used.has("create") && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NameDialog, {
						open: open?.kind === "create",
						title: "Create New Itinerary",
						description: "Give it a name; you can customise everything else next.",
						submitLabel: "Create Itinerary",
						onClose: close,
						onSubmit: create,
						onEmpty: (message) => toastProblem("Missing Information", message)
					}),
					used.has("receipts") && lastProject && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReceiptsDialog, {
						open: open?.kind === "receipts",
						project: lastProject,
						onClose: close
					}),
					used.has("delete") && lastProject && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DeleteItineraryDialog, {
						open: open?.kind === "delete",
						project: lastProject,
						onClose: close,
						onDeleted: () => {
							close();
							onDeleted(lastProject.projectId);
						}
					})
				]
			})
		]
	});
}
function EmptyState({ onCreate }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "card px-6 py-12 text-center sm:px-12",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-100 to-pink-100 text-brand-700",
				"aria-hidden": "true",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
					icon: map,
					className: "h-7 w-7"
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
				className: "text-xl font-bold tracking-tight",
				children: "Create New Itinerary"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "mx-auto mt-2 max-w-md text-ink-soft",
				children: "You have no itineraries yet. Start one for your next get-together."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mx-auto mt-8 grid max-w-2xl gap-4 text-left sm:grid-cols-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "rounded-2xl bg-brand-50 p-5",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h4", {
						className: "font-semibold text-brand-800",
						children: "Event Planning"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "mt-1 text-sm text-ink-soft",
						children: "Weddings, birthdays, reunions: one page with every time, place and dress code your guests need."
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "rounded-2xl bg-pink-50 p-5",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h4", {
						className: "font-semibold text-pink-800",
						children: "Group Travel"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "mt-1 text-sm text-ink-soft",
						children: "Flights, stays and dinners for the whole group, shared with a link and an access code."
					})]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
				type: "button",
				className: "btn-primary mt-8",
				onClick: onCreate,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
					icon: plus,
					className: "h-4 w-4 shrink-0"
				}), "Create New Itinerary"]
			})
		]
	});
}
// src/islands/dashboard/DashboardApp.tsx
var UnclaimedTab = (0, import_react.lazy)(() => import("./UnclaimedTab_CkWST4Q4.mjs"));
var SettingsTab = (0, import_react.lazy)(() => import("./SettingsTab_BH4XcB2H.mjs"));
var loading = /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
	role: "status",
	className: "py-16 text-center text-ink-soft",
	children: "Loading..."
});
/** The signed-in dashboard: header, three tabs, toasts. */
function DashboardApp({ user: initialUser, projects: initialProjects, forwarding: initialForwarding, initialTab }) {
	const [user, setUser] = (0, import_react.useState)(initialUser);
	const [forwarding, setForwarding] = (0, import_react.useState)(initialForwarding);
	const [projects, setProjects] = (0, import_react.useState)(initialProjects);
	const [tab, setTab] = (0, import_react.useState)(initialTab);
	const [signingOut, setSigningOut] = (0, import_react.useState)(false);
	const [hydrated, setHydrated] = (0, import_react.useState)(false);
	const [nameLater, setNameLater] = (0, import_react.useState)(false);
	(0, import_react.useEffect)(() => {
		setHydrated(true);
		setNameLater(readStorage("local", FIRST_NAME_LATER_KEY) === "1");
		if (new URLSearchParams(window.location.search).get("signedIn") === "1") {
			toastSuccess("Welcome back!");
			replaceSearchParams((params) => params.delete(SIGNED_IN_PARAM));
		}
	}, []);
	function selectTab(next) {
		setTab(next);
		rememberTab(next, "itineraries");
	}
	async function signOut() {
		setSigningOut(true);
		try {
			await apiRequest("POST", "/api/logout");
			await forgetAllItineraries();
			toastSuccess("Logged out");
			window.location.assign("/");
		} catch {
			setSigningOut(false);
			toastProblem("Logout failed", "There was an error logging out.");
		}
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
			className: "border-b border-black/5 bg-white/70 backdrop-blur",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "mx-auto flex w-full max-w-5xl items-center gap-3 px-4 py-4 sm:px-6",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
						href: "/",
						className: "flex shrink-0 items-center rounded-lg",
						"aria-label": "Home",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
							src: "/favicon.svg",
							alt: "",
							width: "32",
							height: "32",
							className: "h-8 w-8"
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "min-w-0 flex-1",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
							className: "truncate text-lg font-bold tracking-tight sm:text-2xl",
							children: "Travel Dashboard"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: "truncate text-sm text-ink-soft",
							children: greeting(user)
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Avatar, {
						user,
						className: "hidden h-10 w-10 text-sm sm:flex"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
						type: "button",
						className: "btn-secondary shrink-0 px-4",
						onClick: () => void signOut(),
						disabled: signingOut,
						children: "Sign Out"
					})
				]
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("nav", {
				"aria-label": "Dashboard sections",
				className: "mx-auto w-full max-w-5xl px-4 sm:px-6",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TabList, {
					tabs: DASHBOARD_TABS,
					active: tab,
					onSelect: selectTab,
					tabId: (id) => `tab-${id}`,
					panelId: (id) => `panel-${id}`,
					className: "-mb-px flex overflow-x-auto sm:gap-1",
					tabClassName: (selected) => `shrink-0 border-b-2 px-3 py-3 text-sm font-semibold whitespace-nowrap transition sm:px-4 ${selected ? "border-brand-600 text-brand-800" : "border-transparent text-ink-muted hover:text-ink"}`
				})
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("main", {
			id: "main",
			className: "mx-auto w-full max-w-5xl px-4 pt-6 pb-20 sm:px-6 sm:pt-8",
			children: [!user.firstName && !nameLater && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FirstNameCard, {
				user,
				onSaved: (updated) => {
					setUser(updated);
					toastSuccess("Profile updated");
				},
				onDismiss: () => {
					writeStorage("local", "first_name_later", "1");
					setNameLater(true);
				}
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				role: "tabpanel",
				id: `panel-${tab}`,
				"aria-labelledby": `tab-${tab}`,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_react.Suspense, {
					fallback: loading,
					children: [
						tab === "itineraries" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ItinerariesTab, {
							user,
							projects,
							onDeleted: (id) => setProjects((all) => all.filter((p) => p.projectId !== id))
						}),
						tab !== "itineraries" && !hydrated && loading,
						tab === "unclaimed" && hydrated && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UnclaimedTab, {
							user,
							projects,
							forwarding,
							onProjectCreated: (project) => setProjects((all) => [project, ...all])
						}),
						tab === "settings" && hydrated && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SettingsTab, {
							user,
							onUserChange: setUser,
							forwarding,
							onForwardingChange: setForwarding
						})
					]
				})
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Toaster, {})
	] });
}
// src/server/pages/dashboard-page.ts
/** The dashboard's data for a signed-in user, or null when signed out ('Account Required'). */
async function dashboardPageModel(user) {
	if (!user) return null;
	const handle = await database();
	const [projects, forwarding] = await Promise.all([listMyProjects(handle, user), getForwardingAddress(handle, user)]);
	return {
		user: userView(user),
		projects,
		forwarding
	};
}
// src/pages/dashboard.astro
var dashboard_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Dashboard,
	file: () => $$file,
	url: () => $$url
});
createAstro("http://localhost:4321");
var $$Dashboard = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Dashboard;
	const model = await dashboardPageModel(Astro.locals.user);
	Astro.response.headers.set("Cache-Control", "private, no-store");
	const { SITE_NAME } = config();
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, {
		"title": `Dashboard | ${SITE_NAME}`,
		"description": "Your itineraries, forwarded events and account settings.",
		"canonicalPath": "/dashboard",
		"noindex": true,
		"bodyClass": "min-h-dvh bg-gradient-to-b from-brand-50 via-white to-white"
	}, { "default": ($$result) => renderTemplate`${model ? renderTemplate`${renderComponent($$result, "DashboardApp", DashboardApp, {
		"client:load": true,
		"user": model.user,
		"projects": model.projects,
		"forwarding": model.forwarding,
		"initialTab": dashboardTabFrom(Astro.url.searchParams.get("tab")),
		"client:component-hydration": "load",
		"client:component-path": "/work/wt-share/src/islands/dashboard/DashboardApp.tsx",
		"client:component-export": "default"
	})}` : renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<header class="mx-auto flex w-full max-w-5xl items-center px-4 py-5 sm:px-6"><a href="/" class="flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-ink"><img src="/favicon.svg" alt="" width="32" height="32" class="h-8 w-8"><span>${SITE_NAME}</span></a></header><main id="main" class="mx-auto flex w-full max-w-5xl justify-center px-4 pt-10 pb-20 sm:px-6 sm:pt-20"><section class="card w-full max-w-md p-8 text-center sm:p-10" aria-labelledby="account-required"><div class="mx-auto mb-5 flex h-14 w-14 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-100 to-pink-100 text-brand-700" aria-hidden="true">${renderComponent($$result, "Icon", $$Icon, {
		"name": "padlock",
		"class": "h-7 w-7"
	})}</div><h1 id="account-required" class="text-2xl font-bold tracking-tight">Account Required</h1><p class="mt-2 text-ink-soft">Please sign in to view your itinerary dashboard.</p><a href="/api/login?returnTo=/dashboard" class="btn-primary mt-7 w-full sm:w-auto sm:px-10">Sign In</a></section></main>` })}`}` })}`;
}, "/work/wt-share/src/pages/dashboard.astro", void 0);
var $$file = "/work/wt-share/src/pages/dashboard.astro";
var $$url = "/dashboard";
// \0virtual:astro:page:src/pages/dashboard@_@astro
var dashboard___astro_exports = /* @__PURE__ */ __exportAll({ page: () => page });
var page = () => dashboard_exports;
export { checkProfileName as a, Avatar as c, createItinerary as i, useReaderTimeZone as n, saveProfileName as o, page, CREATE_ITINERARY_FAILED as r, ProfileNameField as s, dashboard___astro_exports as t };
