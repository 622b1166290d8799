import { lazy, Suspense } from 'react';
import type { EventEditorProps } from './EventEditor';

// Admin only: guests never download the editor.
const loadEditor = () => import('./EventEditor');
const EventEditor = lazy(loadEditor);

/** Starts loading the editor as soon as admin mode opens, so 'Add Event' answers at once. */
export function preloadEventEditor(): void {
  void loadEditor().catch(() => undefined);
}

function EditorLoading() {
  return (
    <div role="status" className="flex items-center gap-3 rounded-[var(--theme-radius)] border-2 border-dashed border-[var(--theme-primary)] bg-white/90 px-5 py-8 text-ink-soft">
      <span className="h-5 w-5 animate-spin rounded-full border-[3px] border-black/10 border-t-[var(--theme-primary)]" aria-hidden="true" />
      Opening the editor...
    </div>
  );
}

export function EventEditorSlot(props: EventEditorProps) {
  return (
    <Suspense fallback={<EditorLoading />}>
      <EventEditor {...props} />
    </Suspense>
  );
}
