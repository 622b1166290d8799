/**
 * The inline event editor card, admin only and loaded only when an organiser opens it. The form
 * and its ways out (save, leave, cancel) are in useEventDraft; how the card sits on the page
 * (focus, scrolling, a press outside) in useEditorCard.
 */
import { useId, useRef, type KeyboardEvent, type RefObject } from 'react';
import type { EventRsvpView } from '@/lib/guest-travel';
import type { EventInput } from '@/lib/schemas';
import type { EventView } from '@/lib/types';
import { EventDetails, EventWhatWhenWhere } from './EventEditorFields';
import { useEditorCard } from './useEditorCard';
import { RsvpSettingsFields } from './RsvpSettingsFields';
import { useEventDraft } from './useEventDraft';
import { useRsvpSettings } from './useRsvpSettings';

export type EventEditorProps = {
  projectId: string;
  timeZone: string;
  /** The event being edited; none when creating. */
  event?: EventView | undefined;
  /** Names used elsewhere in the itinerary, offered in the attendee field. */
  names: string[];
  /** Every event's start in the itinerary (a new event's date follows the last). */
  starts: readonly string[];
  /** A new event on a free itinerary: how many more it may hold (said above the form); else null. */
  freeEventsLeft?: number | null | undefined;
  refresh: () => Promise<void>;
  /** The event's RSVP settings; none when it does not ask. */
  rsvp?: EventRsvpView | undefined;
  onSaved: (eventId: number) => void;
  onCancelled: () => void;
};

/** "1 event left on the free plan", said before the form is filled. */
export const freeEventsLeftText = (left: number) => `${left} event${left === 1 ? '' : 's'} left on the free plan`;

export default function EventEditor({ projectId, timeZone, event, names, starts, freeEventsLeft, refresh, rsvp, onSaved, onCancelled }: EventEditorProps) {
  const id = useId();
  const fieldId = (name: keyof EventInput) => `${id}-${name}`;
  const card = useRef<HTMLFormElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const rsvpForm = useRsvpSettings(projectId, rsvp, timeZone);
  const form = useEventDraft({ projectId, timeZone, event, starts, refresh, onSaved, onCancelled, fieldId, rsvp: rsvpForm });
  useEditorCard(card, form.leave, fieldId('title'));

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === 'Escape' && !e.defaultPrevented) {
      e.preventDefault();
      form.cancel();
    }
  }

  const heading = event ? 'Edit event' : 'New event';
  const Heading = event ? 'h4' : 'h2';
  return (
    <form
      ref={card}
      noValidate
      aria-label={heading}
      onSubmit={(e) => {
        e.preventDefault();
        form.save();
      }}
      onKeyDown={onKeyDown}
      className="event-editor scroll-mt-36 scroll-mb-28 rounded-[var(--theme-radius)] border-2 border-[var(--theme-primary)] bg-white p-4 shadow-card sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center gap-x-2 gap-y-1.5">
        <span className="h-2.5 w-2.5 rounded-full bg-[var(--theme-primary)]" aria-hidden="true" />
        {/* In place of an event's card it is one of the day's events; a new event's editor sits
            above or below the Upcoming and Past sections, at their level. */}
        <Heading className="text-lg font-bold text-ink">{heading}</Heading>
        {freeEventsLeft != null && (
          <p className="basis-full sm:ml-auto sm:basis-auto">
            <span className="inline-block rounded-full bg-amber-50 px-3 py-1 text-xs font-semibold text-amber-950 ring-1 ring-amber-200">
              {freeEventsLeftText(freeEventsLeft)}
            </span>
          </p>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <EventWhatWhenWhere form={form} fieldId={fieldId} projectId={projectId} timeZone={timeZone} cancelButton={cancelButton} />
        <EventDetails form={form} fieldId={fieldId} names={names} />
      </div>
      <RsvpSettingsFields form={rsvpForm} idBase={id} />
      <EditorActions saving={form.saving} onCancel={form.cancel} cancelButton={cancelButton} />
    </form>
  );
}

function EditorActions({ saving, onCancel, cancelButton }: { saving: boolean; onCancel: () => void; cancelButton: RefObject<HTMLButtonElement | null> }) {
  return (
    <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
      <p className="hidden text-xs text-ink-muted sm:mr-auto sm:block">Click outside to save · Esc to cancel</p>
      <button ref={cancelButton} type="button" className="btn-secondary" onClick={onCancel} disabled={saving}>
        Cancel
      </button>
      <button
        type="submit"
        className="btn bg-[var(--theme-primary)] text-[var(--theme-on-primary)] shadow-md hover:brightness-95"
        disabled={saving}
      >
        {saving ? 'Saving...' : 'Save'}
      </button>
    </div>
  );
}
