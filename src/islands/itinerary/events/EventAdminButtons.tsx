import { startCreatingEvent, startEditingEvent } from '@/stores/event-editor';
import { AddButton } from '@/ui/AddButton';

const icon = (d: string) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
    <path d={d} />
  </svg>
);

/** 'Add Event', at the top and at the bottom of the List tab in admin mode. */
export function AddEventButton({ at }: { at: 'top' | 'bottom' }) {
  return (
    <AddButton at={at} data-add-event={at} onClick={() => startCreatingEvent(at)}>
      Add Event
    </AddButton>
  );
}

/** Edit and Delete on an event card in admin mode. */
export function EventAdminButtons({ eventId, title, deleting, onDelete }: { eventId: number; title: string; deleting: boolean; onDelete: () => void }) {
  const small = 'inline-flex items-center gap-1.5 rounded-full border bg-white px-3.5 py-1.5 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-60';
  return (
    <div className="mt-4 flex justify-end gap-2 border-t border-black/5 pt-3">
      <button type="button" data-edit-event className={`${small} border-black/10 text-ink-soft hover:bg-black/5 hover:text-ink`} onClick={() => startEditingEvent(eventId)}>
        {icon('M4 20h4L19 9l-4-4L4 16v4ZM14 6l4 4')}
        Edit<span className="sr-only"> {title}</span>
      </button>
      <button
        type="button"
        className={`${small} border-rose-200 text-rose-700 hover:bg-rose-50`}
        onClick={onDelete}
        disabled={deleting}
      >
        {icon('M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3')}
        {deleting ? 'Deleting...' : 'Delete'}
        <span className="sr-only"> {title}</span>
      </button>
    </div>
  );
}
