import { TRIAL_FEATURES } from '@/lib/trial';
import { startCreatingEvent, startEditingEvent } from '@/stores/event-editor';
import { openUpgrade } from '@/stores/upgrade';
import { AddButton } from '@/ui/AddButton';
import { Icon } from '@/ui/Icon';
import * as icons from '@/ui/icon-paths';
import type { IconDef } from '@/ui/icon-paths';

const icon = (def: IconDef) => <Icon icon={def} className="h-4 w-4 shrink-0" strokeWidth={2.2} />;

/**
 * 'Add Event', at the top and at the bottom of the List tab in admin mode. On a free itinerary
 * with no event left (`freeEventsLeft` 0) it opens the upgrade prompt before any form is filled;
 * the server refuses the event anyway.
 */
export function AddEventButton({ at, freeEventsLeft }: { at: 'top' | 'bottom'; freeEventsLeft: number | null }) {
  const add = () => (freeEventsLeft === 0 ? openUpgrade(TRIAL_FEATURES.TRIAL_LIMIT_REACHED) : startCreatingEvent(at));
  return (
    <AddButton at={at} data-add-event={at} onClick={add}>
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
        {icon(icons.pen)}
        Edit<span className="sr-only"> {title}</span>
      </button>
      <button
        type="button"
        className={`${small} border-rose-200 text-rose-700 hover:bg-rose-50`}
        onClick={onDelete}
        disabled={deleting}
      >
        {icon(icons.bin)}
        {deleting ? 'Deleting...' : 'Delete'}
        <span className="sr-only"> {title}</span>
      </button>
    </div>
  );
}
