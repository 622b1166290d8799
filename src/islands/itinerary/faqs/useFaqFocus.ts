/** Where keyboard focus goes after the admin FAQ list changes: set a target, the next render moves focus there. */
import { useLayoutEffect, useRef } from 'react';
import type { FocusTarget } from './faq-editing';

export function useFaqFocus() {
  const root = useRef<HTMLDivElement>(null);
  const focusNext = useRef<FocusTarget | null>(null);

  // Focus follows the organiser's keyboard: back to the card after its editor closes, onto the
  // same arrow after a move, to a neighbour after a delete.
  useLayoutEffect(() => {
    const target = focusNext.current;
    const el = root.current;
    if (!target || !el) return;
    focusNext.current = null;
    if (target.kind === 'add') {
      (el.querySelector<HTMLElement>(`[data-add="${target.at}"]`) ?? el.querySelector<HTMLElement>('[data-add]'))?.focus();
      return;
    }
    const card = el.querySelector(`[data-faq-id="${target.id}"]`);
    if (target.kind === 'card') {
      card?.querySelector<HTMLElement>('[data-edit-region]')?.focus();
      return;
    }
    const same = card?.querySelector<HTMLButtonElement>(`[data-move="${target.dir}"]`);
    const other = card?.querySelector<HTMLButtonElement>(`[data-move="${target.dir === 'up' ? 'down' : 'up'}"]`);
    (same && !same.disabled ? same : other)?.focus();
  });

  return { root, focusNext };
}
