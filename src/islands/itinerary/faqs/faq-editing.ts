/** What the admin FAQ tab is editing, where focus goes next, and the paid-only gate on every change. */
import type { FaqInput } from '@/lib/schemas';
import { TRIAL_FEATURES } from '@/lib/trial';
import type { FaqView, ProjectView } from '@/lib/types';
import { openUpgrade } from '@/stores/upgrade';

/** What is being edited: nothing, one FAQ, or a new one (from the top or the bottom button). */
export type Editing = { kind: 'none' } | { kind: 'edit'; id: number; field: 'question' | 'answer' } | { kind: 'create'; at: 'top' | 'bottom' };
export type FocusTarget = { kind: 'card'; id: number } | { kind: 'add'; at: 'top' | 'bottom' } | { kind: 'move'; id: number; dir: 'up' | 'down' };

export const NONE: Editing = { kind: 'none' };
export const EMPTY: FaqInput = { question: '', answer: '' };

export function sameEditor(a: Editing, b: Editing) {
  if (a.kind === 'edit' && b.kind === 'edit') return a.id === b.id;
  if (a.kind === 'create' && b.kind === 'create') return a.at === b.at;
  return a.kind === b.kind;
}

export function moved(list: FaqView[], from: number, to: number) {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item) next.splice(to, 0, item);
  return next;
}

/** Managing FAQs is paid: on a free itinerary every attempt opens the upgrade prompt. */
export function mayManageFaqs(project: ProjectView) {
  if (project.isPaid) return true;
  openUpgrade(TRIAL_FEATURES.TRIAL_FAQ_BLOCKED);
  return false;
}
