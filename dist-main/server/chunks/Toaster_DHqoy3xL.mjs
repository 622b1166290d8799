import { i as __toESM } from "./rolldown-runtime_DYf_mQCB.mjs";
import { t as require_react } from "./react_DMaO6YvO.mjs";
import { gi as TOAST_REMOVE_DELAY_MS } from "./schemas_BP9cnbZP.mjs";
import { a as errorMessage, n as require_jsx_runtime, t as Icon } from "./Icon_DbNIL5CZ.mjs";
import { h as close } from "./icon-paths_DzBpWEtZ.mjs";
// node_modules/nanostores/atom/index.js
var listenerQueue = [];
var lqIndex = 0;
var batchSeen = null;
var QUEUE_ITEMS_PER_LISTENER = 4;
var nanostoresGlobal = globalThis.nanostoresGlobal ||= { epoch: 0 };
var drainQueue = () => {
	let thrown;
	let i;
	while (lqIndex < listenerQueue.length) {
		i = lqIndex;
		lqIndex += QUEUE_ITEMS_PER_LISTENER;
		let pendingStores = batchSeen?.get(listenerQueue[i]);
		if (pendingStores) {
			if (!pendingStores.has(listenerQueue[i + 1])) continue;
			pendingStores.clear();
		}
		try {
			listenerQueue[i](listenerQueue[i + 1].value, listenerQueue[i + 2], listenerQueue[i + 3]);
		} catch (e) {
			thrown = e;
		}
	}
	listenerQueue.length = lqIndex = 0;
	if (thrown) throw thrown;
};
var atom = /* @__NO_SIDE_EFFECTS__ */ (initialValue) => {
	let listeners = [];
	let $atom = {
		eq: Object.is,
		get() {
			if (!$atom.lc) $atom.listen(() => {})();
			return $atom.value;
		},
		init: initialValue,
		lc: 0,
		listen(listener) {
			$atom.lc = listeners.push(listener);
			return () => {
				batchSeen?.get(listener)?.delete($atom);
				for (let i = lqIndex; i < listenerQueue.length;) if (listenerQueue[i] === listener && listenerQueue[i + 1] === $atom) listenerQueue.splice(i, QUEUE_ITEMS_PER_LISTENER);
				else i += QUEUE_ITEMS_PER_LISTENER;
				let index = listeners.indexOf(listener);
				if (~index) {
					listeners.splice(index, 1);
					if (!--$atom.lc) $atom.off();
				}
			};
		},
		notify(oldValue, changedKey) {
			nanostoresGlobal.epoch++;
			let runListenerQueue = !listenerQueue.length && !batchSeen;
			for (let listener of listeners) {
				if (batchSeen) {
					let pendingStores = batchSeen.get(listener);
					if (!pendingStores) batchSeen.set(listener, pendingStores = /* @__PURE__ */ new Set());
					if (pendingStores.has($atom)) continue;
					pendingStores.add($atom);
				}
				listenerQueue.push(listener, $atom, oldValue, batchSeen ? void 0 : changedKey);
			}
			if (runListenerQueue) drainQueue();
		},
		off() {},
		set(newValue) {
			let oldValue = $atom.value;
			if (!$atom.eq(oldValue, newValue)) {
				$atom.value = newValue;
				$atom.notify(oldValue);
			}
		},
		subscribe(listener) {
			let unbind = $atom.listen(listener);
			listener($atom.value);
			return unbind;
		},
		value: initialValue
	};
	return $atom;
};
// node_modules/nanostores/deep-map/path.js
function getPath(obj, path) {
	let allKeys = getAllKeysFromPath(path);
	let res = obj;
	for (let key of allKeys) {
		if (res == null) return;
		res = res[key];
	}
	return res;
}
var ARRAY_INDEX = /(.*)\[(\d+)\]/;
function getAllKeysFromPath(path) {
	return path.split(".").flatMap((key) => getKeyAndIndicesFromKey(key));
}
function getKeyAndIndicesFromKey(key) {
	if (ARRAY_INDEX.test(key)) {
		let [, keyPart, index] = key.match(ARRAY_INDEX);
		return [...getKeyAndIndicesFromKey(keyPart), index];
	}
	return [key];
}
// node_modules/nanostores/listen-keys/index.js
function listenKeys($store, keys, listener) {
	let keysSet = new Set(keys);
	return $store.listen((value, oldValue, changed) => {
		let pathChanged = (key) => !Object.is(getPath(value, key), getPath(oldValue, key));
		if (changed === void 0 ? keys.some((key) => oldValue === void 0 || ($store.eqKey ? !$store.eqKey(oldValue[key], value[key], key) : pathChanged(key))) : keysSet.has(changed) || typeof changed === "string" && (keysSet.has(changed.split(/\.|\[/)[0]) || !$store.eqKey && oldValue !== void 0 && keys.some(pathChanged))) listener(value, oldValue, changed);
	});
}
// src/stores/toast.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* Toasts: one at a time, shown 5 s, removed 1.5 s after dismissal; variants default
* and destructive.
*/
var $toast = /* @__PURE__ */ atom(null);
var nextId = 1;
function toast(input) {
	const id = nextId++;
	$toast.set({
		id,
		title: input.title,
		description: input.description,
		variant: input.variant ?? "default",
		open: true,
		duration: input.duration ?? 5e3
	});
	return id;
}
/** Something done: a plain toast (no description unless given). */
function toastSuccess(title, description) {
	return toast({
		title,
		description
	});
}
/** Something refused or missing, in set words: a destructive toast. */
function toastProblem(title, description) {
	return toast({
		title,
		description,
		variant: "destructive"
	});
}
/**
* A call that failed: the server's message when it sent one, else `fallback`, under 'Error'
* unless another title is given.
*/
function toastError(error, fallback, title = "Error") {
	return toastProblem(title, errorMessage(error, fallback));
}
function dismissToast(id) {
	const current = $toast.get();
	if (!current || id !== void 0 && current.id !== id) return;
	$toast.set({
		...current,
		open: false
	});
}
function removeToast(id) {
	if ($toast.get()?.id === id) $toast.set(null);
}
// node_modules/@nanostores/react/index.js
var emit = (snapshotRef, onChange) => (value) => {
	if (snapshotRef.current === value) return;
	snapshotRef.current = value;
	onChange();
};
function useStore(store, { keys, deps = [store, keys], ssr } = {}) {
	let snapshotRef = (0, import_react.useRef)();
	snapshotRef.current = store.get();
	let subscribe = (0, import_react.useCallback)((onChange) => {
		emit(snapshotRef, onChange)(store.value);
		return keys?.length > 0 ? listenKeys(store, keys, emit(snapshotRef, onChange)) : store.listen(emit(snapshotRef, onChange));
	}, deps);
	let get = () => snapshotRef.current;
	let server = get;
	if (ssr && "init" in store) server = ssr === "initial" ? () => store.init : ssr;
	return (0, import_react.useSyncExternalStore)(subscribe, get, server);
}
// src/ui/Toaster.tsx
var import_jsx_runtime = require_jsx_runtime();
var SWIPE_THRESHOLD_PX = 50;
/**
* Renders the one current toast in the 'Notifications' region; F8 focuses it, swipe right or the
* close button dismisses.
*/
function Toaster() {
	const current = useStore($toast);
	const region = (0, import_react.useRef)(null);
	const startX = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		const onKey = (e) => {
			if (e.key === "F8") region.current?.focus();
		};
		window.addEventListener("keydown", onKey);
		return () => window.removeEventListener("keydown", onKey);
	}, []);
	const hasToast = Boolean(current);
	(0, import_react.useEffect)(() => {
		const el = region.current;
		if (!el || typeof el.showPopover !== "function") return;
		try {
			if (hasToast) {
				if (el.matches(":popover-open")) el.hidePopover();
				el.showPopover();
			} else if (el.matches(":popover-open")) el.hidePopover();
		} catch {}
	}, [hasToast, current?.id]);
	(0, import_react.useEffect)(() => {
		if (!current) return;
		if (current.open) {
			const timer = window.setTimeout(() => dismissToast(current.id), current.duration);
			return () => window.clearTimeout(timer);
		}
		const timer = window.setTimeout(() => removeToast(current.id), TOAST_REMOVE_DELAY_MS);
		return () => window.clearTimeout(timer);
	}, [current]);
	const destructive = current?.variant === "destructive";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
		"aria-label": "Notifications",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ol", {
			ref: region,
			tabIndex: -1,
			popover: "manual",
			"aria-label": "Notifications (F8)",
			className: "pointer-events-none fixed inset-x-0 top-auto bottom-0 z-[100] m-0 flex w-auto flex-col items-center gap-2 overflow-visible border-0 bg-transparent p-4 outline-none sm:left-auto sm:items-end",
			children: current && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				"data-state": current.open ? "open" : "closed",
				className: `pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-2xl border p-4 shadow-xl transition-all duration-300 data-[state=closed]:translate-x-4 data-[state=closed]:opacity-0 ${destructive ? "focus-ring-light border-red-200 bg-red-600 text-white" : "border-black/5 bg-white text-ink"}`,
				onPointerDown: (e) => {
					startX.current = e.clientX;
				},
				onPointerUp: (e) => {
					if (startX.current !== null && e.clientX - startX.current > SWIPE_THRESHOLD_PX) dismissToast(current.id);
					startX.current = null;
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					role: destructive ? "alert" : "status",
					"aria-live": destructive ? "assertive" : "polite",
					className: "min-w-0 flex-1",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "text-sm font-semibold",
						children: current.title
					}), current.description && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: `mt-0.5 text-sm ${destructive ? "text-white" : "text-ink-soft"}`,
						children: current.description
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					onClick: () => dismissToast(current.id),
					className: `-m-1 rounded-full p-1 ${destructive ? "hover:bg-white/20" : "hover:bg-black/5"}`,
					"aria-label": "Dismiss notification",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { icon: close })
				})]
			})
		})
	});
}
export { toastError as a, atom as c, toast as i, useStore as n, toastProblem as o, dismissToast as r, toastSuccess as s, Toaster as t };
