/**
 * Which event editor is open (none, editing one, creating), shared so
 * any island can open it: a hint bubble calls `startCreatingEvent()`, and the itinerary page moves
 * to the List tab when creating starts.
 *
 * Only one editor is open at a time. Asking for another while one is open first lets the open
 * one leave the way a click outside it would: saved when its title and date are filled,
 * else cancelled. While that save runs the request waits, and an editor that shows a validation
 * error stays open, so nothing the organiser typed is dropped.
 */
import { atom } from 'nanostores';

export type EventEditorState =
  | { kind: 'none' }
  | { kind: 'creating'; at: 'top' | 'bottom' }
  | { kind: 'editing'; eventId: number };

/** 'closed': it cancelled (nothing to keep); 'saving': wait for it; 'blocked': it shows an error. */
export type LeaveResult = 'closed' | 'saving' | 'blocked';

export const $eventEditor = atom<EventEditorState>({ kind: 'none' });

let leaveOpenEditor: (() => LeaveResult) | null = null;
let saving = false;
let queued: EventEditorState | null = null;

const same = (a: EventEditorState, b: EventEditorState) =>
  a.kind === b.kind &&
  (a.kind !== 'editing' || b.kind !== 'editing' || a.eventId === b.eventId) &&
  (a.kind !== 'creating' || b.kind !== 'creating' || a.at === b.at);

function request(next: EventEditorState): void {
  if (same($eventEditor.get(), next)) return;
  if (saving) {
    queued = next;
    return;
  }
  const result = leaveOpenEditor?.() ?? 'closed';
  if (result === 'blocked') return;
  if (result === 'saving') {
    queued = next;
    return;
  }
  $eventEditor.set(next);
}

/** Opens the new-event editor (on the List tab; `at` is where the list shows it). */
export function startCreatingEvent(at: 'top' | 'bottom' = 'top'): void {
  request({ kind: 'creating', at });
}

export function startEditingEvent(eventId: number): void {
  request({ kind: 'editing', eventId });
}

/** The open editor says how it leaves when another is asked for; returns the unregister call. */
export function registerEventEditor(leave: () => LeaveResult): () => void {
  leaveOpenEditor = leave;
  return () => {
    if (leaveOpenEditor === leave) leaveOpenEditor = null;
  };
}

/** A save started: requests for another editor wait for it. */
export function markEventEditorSaving(): void {
  saving = true;
}

/** The save failed: the editor stays open and a request that waited is dropped. */
export function keepEventEditorOpen(): void {
  saving = false;
  queued = null;
}

/** Saved or cancelled: the editor closes, and a request that waited for it opens now. */
export function closeEventEditor(): void {
  saving = false;
  leaveOpenEditor = null;
  const next = queued ?? { kind: 'none' };
  queued = null;
  $eventEditor.set(next);
}

/** Leaving admin mode: no editor, nothing waiting. */
export function resetEventEditor(): void {
  saving = false;
  queued = null;
  leaveOpenEditor = null;
  if ($eventEditor.get().kind !== 'none') $eventEditor.set({ kind: 'none' });
}
