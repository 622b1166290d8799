import { i as __toESM, n as __exportAll } from "./rolldown-runtime_DYf_mQCB.mjs";
import { n as createComponent, t as createAstro } from "./compiler_CUF-eHDW.mjs";
import { t as $$BaseLayout } from "./BaseLayout_BAt7-qSD.mjs";
import { t as $$SimpleHeader } from "./SimpleHeader_DKjrxrSY.mjs";
import { a as CHECKOUT_TEXT, c as formatCents, i as validateCoupon, l as paymentIntentIdFromSecret, n as confirmPayment, o as FULL_ACCESS_FEATURES, r as startUpgrade, s as checkCheckoutEmail, t as checkoutUrl, u as pendingPaymentKey } from "./checkout-requests_CSTqIOiJ.mjs";
import { a as toastError, i as toast, o as toastProblem, r as dismissToast, s as toastSuccess, t as Toaster } from "./Toaster_DHqoy3xL.mjs";
import { n as require_jsx_runtime, t as Icon } from "./Icon_DbNIL5CZ.mjs";
import { V as tick, u as chevronLeftSolid, w as lockSolid } from "./icon-paths_DzBpWEtZ.mjs";
import { t as require_react } from "./react_DMaO6YvO.mjs";
import { Ji as renderComponent, S as validateCouponSchema, T as checkField, Yr as FREE_UPGRADE_REDIRECT_MS, ea as renderTemplate, ta as maybeRenderHead, xr as config } from "./schemas_BP9cnbZP.mjs";
import { t as FULL_ACCESS_PRICE_LABEL } from "./price_1J73WP8P.mjs";
import { t as CheckList } from "./CheckList_DSkB9IZx.mjs";
import { t as CopyButton } from "./CopyButton_B5GiPsrx.mjs";
import { f as writeStorage, l as readStorage } from "./browser-storage_7FJB_IAb.mjs";
import { n as refusedAdminPage, t as adminPage } from "./admin-page_DBN2yWcE.mjs";
import { d as database } from "./rate-limit_CGfom9Ik.mjs";
import { i as loadCheckout } from "./payments_heRm6k60.mjs";
// src/islands/checkout/useCheckoutEmail.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var CHECKOUT_EMAIL_ID = "checkout-email";
function useCheckoutEmail(needsEmail) {
	const [email, setEmail] = (0, import_react.useState)("");
	const [error, setError] = (0, import_react.useState)(null);
	function change(value) {
		setEmail(value);
		setError(null);
	}
	/** Checks the email; a bad one is reported. */
	function accept() {
		const problem = checkCheckoutEmail(email);
		if (!problem) return true;
		setError(problem.message);
		toastProblem(problem.title, problem.message);
		document.getElementById(CHECKOUT_EMAIL_ID)?.focus();
		return false;
	}
	/** What a coupon check sends: the email when one is typed, null when it is bad. */
	function forCoupon() {
		if (!needsEmail || !email.trim()) return {};
		if (!accept()) return null;
		return { ownerEmail: email.trim() };
	}
	return {
		email,
		error,
		change,
		accept,
		forCoupon
	};
}
// src/islands/checkout/CheckoutParts.tsx
/** The checkout page's pieces around the card form: its heading, the email field, the Stripe note. */
var import_jsx_runtime = require_jsx_runtime();
function CheckoutHeading({ projectId, name }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "mb-6 sm:mb-8",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
				href: `/project/${encodeURIComponent(projectId)}`,
				className: "inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-800",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { icon: chevronLeftSolid }), "Back to Itinerary"]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				className: "mt-3 text-3xl font-bold tracking-tight sm:text-4xl",
				children: "Complete Your Purchase"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "mt-2 text-ink-soft",
				children: [
					"Unlock everything for ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "font-semibold text-ink",
						children: name
					}),
					". One payment, no subscription."
				]
			})
		]
	});
}
/** Sent with the payment, or with a coupon that makes the upgrade free. Its line is the hint, or the error. */
function CheckoutEmailField({ email, disabled }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
			className: "label",
			htmlFor: CHECKOUT_EMAIL_ID,
			children: "Email for your access codes"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
			id: CHECKOUT_EMAIL_ID,
			type: "email",
			className: "input",
			value: email.email,
			onChange: (e) => email.change(e.target.value),
			autoComplete: "email",
			placeholder: "you@example.com",
			disabled,
			"aria-invalid": email.error ? true : void 0,
			"aria-describedby": "checkout-email-hint"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			id: "checkout-email-hint",
			className: `mt-1 text-xs ${email.error ? "font-medium text-red-700" : "text-ink-muted"}`,
			children: email.error ?? "We send your project ID, access code and admin code here."
		})
	] });
}
function StripeNote() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
		className: "flex items-center justify-center gap-1.5 text-xs text-ink-muted",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
			icon: lockSolid,
			className: "h-3.5 w-3.5"
		}), "Payments are processed securely by Stripe. We never see your card."]
	});
}
// src/islands/checkout/useCoupon.ts
/**
* The checkout's optional coupon (docs/product.md#payments-and-coupons): applied on Enter (an
* empty code is ignored), checked by the server, and forgotten when the field is cleared, which
* also restores the original client secret. A check that returns after the field changed is
* ignored.
*/
function couponMessage(state, currency) {
	if (state.status === "checking") return "Checking coupon...";
	if (state.status === "invalid") return state.message;
	if (state.status === "applied") return `Coupon applied! Save ${formatCents(state.discountAmount, currency)}`;
	return "";
}
function useCoupon({ projectId, beforeCheck, originalClientSecret, clientSecret, setClientSecret, onFreeUpgrade, onEmailRequired }) {
	const [text, setText] = (0, import_react.useState)("");
	const [state, setState] = (0, import_react.useState)({ status: "idle" });
	const latest = (0, import_react.useRef)(0);
	function change(value) {
		setText(value);
		if (value.trim() === "" && state.status !== "idle") {
			latest.current++;
			const discounted = state.status === "applied" && !state.freeUpgrade;
			setState({ status: "idle" });
			setClientSecret(originalClientSecret);
			if (discounted && originalClientSecret) startUpgrade(projectId).then((outcome) => {
				if (outcome.kind === "started" && outcome.clientSecret) setClientSecret(outcome.clientSecret);
			});
		}
	}
	async function apply() {
		const code = text.trim();
		if (!code || state.status === "checking") return;
		const checked = checkField(validateCouponSchema.shape.couponCode, code);
		if (!checked.ok) {
			latest.current++;
			setState({
				status: "invalid",
				code,
				message: checked.message
			});
			return;
		}
		const extra = beforeCheck();
		if (!extra) return;
		const request = ++latest.current;
		setState({
			status: "checking",
			code
		});
		const outcome = await validateCoupon({
			couponCode: code,
			paymentIntentId: paymentIntentIdFromSecret(clientSecret),
			projectId,
			...extra
		});
		if (request !== latest.current) return;
		if (outcome.kind === "email-required") {
			setState({ status: "idle" });
			onEmailRequired();
			return;
		}
		if (outcome.kind === "invalid") {
			setState({
				status: "invalid",
				code,
				message: outcome.message
			});
			return;
		}
		setState({
			status: "applied",
			code,
			discountAmount: outcome.discountAmount,
			finalAmount: outcome.finalAmount,
			freeUpgrade: outcome.freeUpgrade
		});
		if (outcome.freeUpgrade) onFreeUpgrade();
		else if (outcome.newClientSecret) setClientSecret(outcome.newClientSecret);
	}
	return {
		text,
		state,
		change,
		apply,
		checking: state.status === "checking",
		appliedCode: state.status === "applied" ? state.code : void 0
	};
}
// src/islands/checkout/CouponField.tsx
/** The checkout's optional coupon, applied on Enter or with Apply; status read aloud. */
function CouponField({ value, state, currency, disabled = false, onChange, onApply }) {
	const message = couponMessage(state, currency);
	const tone = state.status === "invalid" ? "text-red-700" : state.status === "applied" ? "text-emerald-700" : "text-ink-muted";
	function onKeyDown(e) {
		if (e.key !== "Enter") return;
		e.preventDefault();
		onApply();
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
			className: "label",
			htmlFor: "checkout-coupon",
			children: ["Coupon code ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "font-normal text-ink-muted",
				children: "(optional)"
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "flex gap-2",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				id: "checkout-coupon",
				className: "input uppercase placeholder:normal-case",
				value,
				onChange: (e) => onChange(e.target.value),
				onKeyDown,
				placeholder: "Enter a coupon code",
				maxLength: 64,
				autoComplete: "off",
				autoCapitalize: "characters",
				spellCheck: false,
				disabled,
				"aria-invalid": state.status === "invalid" ? true : void 0,
				"aria-describedby": "checkout-coupon-status"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "btn-secondary shrink-0 rounded-xl px-4",
				onClick: onApply,
				disabled: disabled || !value.trim() || state.status === "checking",
				children: "Apply"
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
			id: "checkout-coupon-status",
			role: "status",
			"aria-live": "polite",
			className: `mt-1.5 min-h-5 text-sm font-medium ${tone}`,
			children: message
		})
	] });
}
// src/islands/checkout/OrderSummary.tsx
/** 'Full Access Itinerary' at $3, one-time, with what it unlocks. */
function OrderSummary({ projectName, amount, currency, coupon }) {
	const applied = coupon.status === "applied" ? coupon : null;
	const total = applied ? applied.finalAmount : amount;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "order-summary",
		className: "card overflow-hidden",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "bg-gradient-to-br from-brand-600 to-accent-500 px-6 py-5 text-white",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "order-summary",
					className: "text-lg font-bold",
					children: "Full Access Itinerary"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "mt-0.5 truncate text-sm text-white/90",
					children: projectName
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "mt-3 flex items-baseline gap-2",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "text-4xl font-extrabold tracking-tight",
						children: FULL_ACCESS_PRICE_LABEL
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "text-sm font-semibold text-white/90",
						children: "one-time"
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "text-sm text-white/90",
					children: "No subscription. Yours to keep."
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "space-y-5 px-6 py-5",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "text-sm font-semibold text-ink",
				children: "What's included"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckList, {
				items: FULL_ACCESS_FEATURES,
				className: "mt-2 space-y-2 text-sm text-ink-soft"
			})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
				className: "space-y-1.5 border-t border-black/5 pt-4 text-sm",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "flex justify-between text-ink-soft",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Full access" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: formatCents(amount, currency) })]
					}),
					applied && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "flex justify-between text-emerald-700",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dt", { children: ["Coupon ", applied.code.toUpperCase()] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dd", { children: ["-", formatCents(applied.discountAmount, currency)] })]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "flex justify-between pt-1 text-base font-bold text-ink",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: "Total today" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: formatCents(total, currency) })]
					})
				]
			})]
		})]
	});
}
// src/islands/checkout/PaymentArea.tsx
/**
* Where the card form goes on the checkout page: Stripe's form when payments are configured, or
* what stands in its place while starting, confirming, upgrading for free or not configured.
*/
var StripePaymentForm = (0, import_react.lazy)(() => import("./StripePaymentForm_C9Q-g6tH.mjs"));
/** The card form, or what stands in its place (starting, confirming, free upgrade, not configured). */
function PaymentArea({ phase, publishableKey, clientSecret, projectId, payLabel, prepare, onPaid }) {
	if (phase === "free-upgrade") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Notice, {
		tone: "success",
		busy: true,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Free Upgrade!" }), " Your coupon covers the full price. Unlocking full access..."]
	});
	if (phase === "confirming") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Notice, {
		busy: true,
		children: "Confirming your payment..."
	});
	if (phase === "starting") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Notice, {
		busy: true,
		children: "Preparing secure checkout..."
	});
	if (!publishableKey || !clientSecret) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Notice, {
		tone: "warning",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "block font-semibold",
			children: CHECKOUT_TEXT.notConfigured
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			className: "mt-1 block",
			children: "Have a coupon for a free upgrade? Enter it above."
		})]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
		fallback: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Notice, {
			busy: true,
			children: "Loading the card form..."
		}),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StripePaymentForm, {
			publishableKey,
			clientSecret,
			returnPath: `/checkout/${encodeURIComponent(projectId)}`,
			payLabel,
			disabled: false,
			prepare,
			onPaid
		})
	});
}
function Notice({ children, tone = "info", busy = false }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		role: "status",
		className: `flex items-start gap-3 rounded-xl px-4 py-3 text-sm ring-1 ${{
			info: "bg-brand-50 text-brand-900 ring-brand-100",
			success: "bg-emerald-50 text-emerald-900 ring-emerald-200",
			warning: "bg-amber-50 text-amber-950 ring-amber-200"
		}[tone]}`,
		children: [busy && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			"aria-hidden": "true",
			className: "mt-0.5 h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children })]
	});
}
// src/islands/checkout/SuccessCard.tsx
/** Checkout after success: the codes to keep and share, and the way back. */
function SuccessCard({ projectId, accessCode, adminCode, name, alreadyPaid = false }) {
	const rows = [
		{
			label: "Project ID",
			value: projectId,
			copy: "Copy project ID"
		},
		{
			label: "Access Code",
			value: accessCode,
			copy: "Copy access code"
		},
		{
			label: "Admin Code",
			value: adminCode,
			copy: "Copy admin code"
		}
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "checkout-success",
		className: "card mx-auto max-w-xl p-6 text-center sm:p-10",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-accent-500 text-white shadow-lg",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
					icon: tick,
					className: "h-8 w-8"
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
				id: "checkout-success",
				tabIndex: -1,
				className: "mt-5 text-2xl font-bold tracking-tight sm:text-3xl",
				children: alreadyPaid ? "This itinerary already has Full Access" : "Congratulations! You now have Full Access"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "mt-2 text-ink-soft",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
					className: "font-semibold text-ink",
					children: name
				}), " is unlocked: colors, fonts, photos, links, printing and unlimited events."]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
				className: "mt-6 space-y-3 text-left",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "rounded-2xl bg-brand-50 px-4 py-3",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
						className: "text-xs font-semibold tracking-wide text-brand-800 uppercase",
						children: "Name"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", {
						className: "mt-0.5 font-semibold break-words text-ink",
						children: name
					})]
				}), rows.map((row) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "rounded-2xl bg-brand-50 px-4 py-3",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", {
						className: "text-xs font-semibold tracking-wide text-brand-800 uppercase",
						children: row.label
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dd", {
						className: "flex items-center justify-between gap-3",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "min-w-0 font-mono text-lg font-bold tracking-wider break-all text-ink",
							children: row.value
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CopyButton, {
							value: row.value,
							label: row.copy
						})]
					})]
				}, row.label))]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
				className: "mt-5 rounded-2xl bg-amber-50 px-4 py-3 text-left text-sm text-amber-950 ring-1 ring-amber-200",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Save these details." }), " Share the project ID and access code with your group so they can open the itinerary. Keep the admin code to yourself: it lets you edit from another device."]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
				href: `/project/${encodeURIComponent(projectId)}`,
				className: "btn-primary mt-6 w-full py-3 text-base",
				children: "View Your Itinerary"
			})
		]
	});
}
// src/islands/checkout/useCheckoutPayment.ts
/**
* The checkout's payment: its phase, the PaymentIntent's client secret (the original one, and
* the one a coupon may replace it with), starting a payment session when the page has none, and
* confirming a payment, also after Stripe sent the buyer back from a bank page.
*/
/** Long enough to read the toast before the page leaves for home. */
var LEAVE_AFTER_ERROR_MS = 3e3;
function openingPhase({ data, initialClientSecret, returned }) {
	const firstSecret = initialClientSecret ?? returned?.clientSecret ?? null;
	if (returned) return "confirming";
	if (data.project.isPaid) return "already-paid";
	return Boolean(data.publishableKey) && !firstSecret ? "starting" : "form";
}
function useCheckoutPayment(options) {
	const { data, initialClientSecret, returned } = options;
	const projectId = data.project.projectId;
	const firstSecret = initialClientSecret ?? returned?.clientSecret ?? null;
	const [phase, setPhase] = (0, import_react.useState)(() => openingPhase(options));
	const [originalSecret, setOriginalSecret] = (0, import_react.useState)(firstSecret);
	const [clientSecret, setClientSecret] = (0, import_react.useState)(firstSecret);
	const started = (0, import_react.useRef)(false);
	(0, import_react.useEffect)(() => {
		if (started.current) return;
		started.current = true;
		if (returned) finishReturnedPayment(returned);
		else if (phase === "starting") startPayment();
	}, []);
	async function startPayment() {
		const outcome = await startUpgrade(projectId);
		if (outcome.kind === "started") {
			setOriginalSecret(outcome.clientSecret);
			setClientSecret(outcome.clientSecret);
			window.history.replaceState(null, "", checkoutUrl(projectId, outcome.clientSecret));
			setPhase("form");
			return;
		}
		if (outcome.kind === "already-paid") {
			setPhase("already-paid");
			return;
		}
		toastProblem(CHECKOUT_TEXT.initiateFailedTitle, CHECKOUT_TEXT.initiateFailed);
		window.setTimeout(() => window.location.assign("/"), LEAVE_AFTER_ERROR_MS);
	}
	async function finishReturnedPayment(back) {
		window.history.replaceState(null, "", checkoutUrl(projectId, back.clientSecret));
		if (back.status !== "succeeded") {
			setPhase("form");
			toastProblem(CHECKOUT_TEXT.paymentFailedTitle, CHECKOUT_TEXT.paymentFailedFallback);
			return;
		}
		await completePayment(back.paymentIntentId, readPending(projectId));
	}
	async function completePayment(paymentIntentId, prep) {
		setPhase("confirming");
		try {
			await confirmPayment(projectId, {
				paymentIntentId,
				...prep
			});
			writeStorage("session", pendingPaymentKey(projectId), null);
			setPhase("success");
			toastSuccess(CHECKOUT_TEXT.paymentSuccessTitle, CHECKOUT_TEXT.paymentSuccess);
		} catch (error) {
			setPhase("form");
			toastError(error, CHECKOUT_TEXT.paymentError, CHECKOUT_TEXT.paymentErrorTitle);
		}
	}
	/**
	* A coupon made the upgrade free: it completes after FREE_UPGRADE_REDIRECT_MS, without a card;
	* the "Unlocking…" toast goes with the wait, so it never covers the success card.
	*/
	function freeUpgrade() {
		setPhase("free-upgrade");
		const unlocking = toast({
			title: CHECKOUT_TEXT.freeUpgradeTitle,
			description: CHECKOUT_TEXT.freeUpgrade
		});
		window.setTimeout(() => {
			dismissToast(unlocking);
			setPhase("success");
		}, FREE_UPGRADE_REDIRECT_MS);
	}
	return {
		phase,
		originalSecret,
		clientSecret,
		setClientSecret,
		completePayment,
		freeUpgrade
	};
}
/** The buyer's choices kept across a redirect to a bank page (see `rememberPending`). */
function readPending(projectId) {
	try {
		return JSON.parse(readStorage("session", pendingPaymentKey(projectId)) ?? "{}");
	} catch {
		return {};
	}
}
/**
* Kept for the return from a bank page, which reloads this page. Through the safe accessors:
* blocked storage (private mode) must not stop the payment.
*/
function rememberPending(projectId, prep) {
	writeStorage("session", pendingPaymentKey(projectId), JSON.stringify(prep));
}
// src/islands/checkout/CheckoutApp.tsx
/**
* The checkout page's island: order summary, optional email and coupon, Stripe's card form, then
* the success card. Without Stripe keys the card form is replaced by a notice that payments are
* not configured, and a coupon that makes the upgrade free still works.
*/
function CheckoutApp({ data, initialClientSecret, returned }) {
	const { project, amount, currency, publishableKey } = data;
	const payment = useCheckoutPayment({
		data,
		initialClientSecret,
		returned
	});
	const { phase } = payment;
	const email = useCheckoutEmail(project.needsEmail);
	const coupon = useCoupon({
		projectId: project.projectId,
		beforeCheck: email.forCoupon,
		originalClientSecret: payment.originalSecret,
		clientSecret: payment.clientSecret,
		setClientSecret: payment.setClientSecret,
		onFreeUpgrade: payment.freeUpgrade,
		onEmailRequired: () => void email.accept()
	});
	/** Refused while a coupon check runs; then the email is checked, when one is asked. */
	function preparePayment() {
		if (coupon.checking) {
			toast({
				title: CHECKOUT_TEXT.pleaseWaitTitle,
				description: CHECKOUT_TEXT.couponPending
			});
			return null;
		}
		const prep = {};
		if (coupon.appliedCode) prep.couponCode = coupon.appliedCode;
		if (project.needsEmail) {
			if (!email.accept()) return null;
			prep.ownerEmail = email.email.trim();
		}
		rememberPending(project.projectId, prep);
		return prep;
	}
	if (phase === "success" || phase === "already-paid") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: "pt-4 sm:pt-8",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SuccessCard, {
			projectId: project.projectId,
			accessCode: project.accessCode,
			adminCode: project.adminCode,
			name: project.name,
			alreadyPaid: phase === "already-paid"
		})
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Toaster, {})] });
	const total = coupon.state.status === "applied" ? coupon.state.finalAmount : amount;
	const busy = phase !== "form";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckoutHeading, {
			projectId: project.projectId,
			name: project.name
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "lg:order-last",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrderSummary, {
					projectName: project.name,
					amount,
					currency,
					coupon: coupon.state
				})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
				"aria-labelledby": "payment-heading",
				className: "card space-y-5 p-6 sm:p-8",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
						id: "payment-heading",
						className: "text-lg font-bold",
						children: "Payment details"
					}),
					project.needsEmail && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckoutEmailField, {
						email,
						disabled: busy
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CouponField, {
						value: coupon.text,
						state: coupon.state,
						currency,
						disabled: busy,
						onChange: coupon.change,
						onApply: () => void coupon.apply()
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaymentArea, {
						phase,
						publishableKey,
						clientSecret: payment.clientSecret,
						projectId: project.projectId,
						payLabel: `Pay ${formatCents(total, currency)}`,
						prepare: preparePayment,
						onPaid: payment.completePayment
					}),
					Boolean(publishableKey) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StripeNote, {})
				]
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Toaster, {})
	] });
}
// src/server/pages/checkout-page.ts
async function checkoutPageModel(projectId, session) {
	if (!projectId) return { kind: "missing" };
	return adminPage(async () => loadCheckout(await database(), session?.id, projectId));
}
// src/pages/checkout/[projectId].astro
var _projectId__exports = /* @__PURE__ */ __exportAll({
	default: () => $$ProjectId,
	file: () => $$file,
	url: () => $$url
});
createAstro("http://localhost:4321");
var $$ProjectId = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$ProjectId;
	const projectId = Astro.params.projectId ?? "";
	const model = await checkoutPageModel(projectId, Astro.locals.session);
	const refused = refusedAdminPage(Astro, projectId, model);
	if (refused || model.kind !== "ready") return refused;
	Astro.csp?.insertScriptResource("'self'");
	Astro.csp?.insertScriptResource("https://js.stripe.com");
	Astro.csp?.insertScriptResource("https://*.js.stripe.com");
	Astro.csp?.insertDirective("frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com");
	Astro.csp?.insertDirective("connect-src https://api.stripe.com");
	const query = Astro.url.searchParams;
	const returned = query.get("payment_intent") ? {
		paymentIntentId: query.get("payment_intent") ?? "",
		status: query.get("redirect_status") ?? "",
		clientSecret: query.get("payment_intent_client_secret")
	} : null;
	const { SITE_NAME } = config();
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, {
		"title": `Checkout: ${model.data.project.name} | ${SITE_NAME}`,
		"description": "Unlock full access to your itinerary with a one-time payment.",
		"canonicalPath": `/checkout/${projectId}`,
		"noindex": true,
		"bodyClass": "min-h-dvh bg-gradient-to-b from-brand-50 via-white to-white"
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "SimpleHeader", $$SimpleHeader, {})}${maybeRenderHead($$result)}<main id="main" class="mx-auto w-full max-w-5xl px-4 pt-2 pb-16 sm:px-6 sm:pt-6">${renderComponent($$result, "CheckoutApp", CheckoutApp, {
		"client:load": true,
		"data": model.data,
		"initialClientSecret": query.get("clientSecret"),
		"returned": returned,
		"client:component-hydration": "load",
		"client:component-path": "/work/wt-share/src/islands/checkout/CheckoutApp.tsx",
		"client:component-export": "default"
	})}</main>` })}`;
}, "/work/wt-share/src/pages/checkout/[projectId].astro", void 0);
var $$file = "/work/wt-share/src/pages/checkout/[projectId].astro";
var $$url = "/checkout/[projectId]";
// \0virtual:astro:page:src/pages/checkout/[projectId]@_@astro
var page = () => _projectId__exports;
export { page };
