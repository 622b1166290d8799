import { i as __toESM } from "./rolldown-runtime_DYf_mQCB.mjs";
import { t as require_react } from "./react_DMaO6YvO.mjs";
// src/ui/useSortableList.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* Drag-to-reorder with SortableJS (FAQ cards, header images) on the list the returned
* callback ref is given. SortableJS loads on first use, so the list (and its Move up / Move down
* buttons, the keyboard way) works before it arrives and if it never does.
*
* SortableJS moves DOM nodes itself, which React does not know about. On drop the moved node is
* put back where React left it and the new order goes through React state, so React's own
* bookkeeping of the list stays true.
*/
/** Whether dragging works on the list now (tests wait for it; the arrows work before it). */
function markReady(list, enabled) {
	list.dataset.sortable = enabled ? "ready" : "off";
}
function useSortableList(enabled, options) {
	const latest = (0, import_react.useRef)(options);
	latest.current = options;
	const enabledRef = (0, import_react.useRef)(enabled);
	enabledRef.current = enabled;
	const instance = (0, import_react.useRef)(null);
	(0, import_react.useEffect)(() => {
		const sortable = instance.current;
		if (!sortable) return;
		sortable.option("disabled", !enabled);
		markReady(sortable.el, enabled);
	}, [enabled]);
	return (0, import_react.useCallback)((list) => {
		if (!list) return;
		let sortable = null;
		let detached = false;
		const { draggable, handle, ghostClass, dragClass } = latest.current;
		import("sortablejs").then(({ default: SortableJS }) => {
			if (detached) return;
			sortable = SortableJS.create(list, {
				draggable,
				handle,
				forceFallback: true,
				fallbackTolerance: 3,
				animation: 170,
				ghostClass,
				...dragClass ? { dragClass } : {},
				disabled: !enabledRef.current,
				onStart: () => latest.current.onStart?.(),
				onEnd: ({ item, from, oldIndex, newIndex }) => {
					if (oldIndex !== void 0 && newIndex !== void 0 && oldIndex !== newIndex) {
						from.removeChild(item);
						from.insertBefore(item, from.children[oldIndex] ?? null);
					}
					latest.current.onEnd(oldIndex ?? 0, newIndex ?? oldIndex ?? 0);
				}
			});
			instance.current = sortable;
			markReady(list, enabledRef.current);
		}).catch(() => {});
		return () => {
			detached = true;
			sortable?.destroy();
			delete list.dataset.sortable;
			if (instance.current === sortable) instance.current = null;
		};
	}, []);
}
export { useSortableList as t };
