import { useRef, type KeyboardEvent } from 'react';

/**
 * Keyboard of the WAI-ARIA tabs pattern with automatic activation: the arrows move (wrapping),
 * Home and End jump, and the tab reached is selected and focused. Give each tab button
 * `ref={(el) => { refs.current[i] = el; }}` and `onKeyDown={(e) => onKeyDown(e, i)}`.
 */
export function useTabKeys<Id>(tabs: readonly { id: Id }[], onSelect: (id: Id) => void) {
  const refs = useRef<(HTMLElement | null)[]>([]);

  function onKeyDown(e: KeyboardEvent, index: number) {
    const last = tabs.length - 1;
    const next =
      e.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : e.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : e.key === 'Home' ? 0
      : e.key === 'End' ? last
      : null;
    if (next === null) return;
    e.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    refs.current[next]?.focus();
  }

  return { refs, onKeyDown };
}
