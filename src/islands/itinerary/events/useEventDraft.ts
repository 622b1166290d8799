/**
 * The event editor's form and its ways out. Saving: the Save button; leaving the card (saved
 * when the title and the date and time are filled, else cancelled); for an existing event, also
 * when a changed date and time loses focus. Cancel and Escape close without saving. A failed
 * check keeps the card open with the message beside the field, and nothing typed is lost.
 */
import { useRef, useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import type { EventInput } from '@/lib/schemas';
import type { EventView } from '@/lib/types';
import { closeEventEditor, keepEventEditorOpen, markEventEditorSaving, type LeaveResult } from '@/stores/event-editor';
import { toastError } from '@/stores/toast';
import { showUpgradeFor } from '@/stores/upgrade';
import { draftFromEvent, isFilled, sameBody, validateDraft, withStart, type EventDraft, type FieldErrors } from './event-draft';
import type { RsvpSettingsForm } from './useRsvpSettings';

type Options = {
  projectId: string;
  timeZone: string;
  event: EventView | undefined;
  /** Every event's start in the itinerary: a new event's date starts after the last one. */
  starts: readonly string[];
  refresh: () => Promise<void>;
  onSaved: (eventId: number) => void;
  onCancelled: () => void;
  /** The id of a field's control, to focus the first one that failed its check. */
  fieldId: (name: keyof EventInput) => string;
  /** The event's RSVP settings, saved after the event when they changed. */
  rsvp?: RsvpSettingsForm | undefined;
};

const FIELD_ORDER: (keyof EventInput)[] = ['title', 'datetime', 'endDatetime', 'location', 'description', 'attendees', 'visibility', 'vibe', 'privateNotes'];

/** The draft and the messages of its last check; typing in a field clears its message. */
function useDraftState(event: EventView | undefined, timeZone: string, starts: readonly string[]) {
  const [draft, setDraft] = useState<EventDraft>(() => draftFromEvent(event, timeZone, Date.now(), starts));
  const [errors, setErrors] = useState<FieldErrors>({});
  const initial = useRef(draft);
  // Native listeners and the store call the editor between renders: they read the latest draft.
  const latest = useRef(draft);
  latest.current = draft;

  const update = (patch: Partial<EventDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    for (const key of Object.keys(patch)) {
      if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
    }
  };
  return { draft, errors, setErrors, update, initial, latest };
}

/** PUT for an existing event, POST for a new one. */
function sendEvent(projectId: string, event: EventView | undefined, input: EventInput): Promise<EventView> {
  const base = `/api/projects/${encodeURIComponent(projectId)}/events`;
  return event ? apiRequest<EventView>('PUT', `${base}/${event.id}`, input) : apiRequest<EventView>('POST', base, input);
}

export function useEventDraft({ projectId, timeZone, event, starts, refresh, onSaved, onCancelled, fieldId, rsvp }: Options) {
  const { draft, errors, setErrors, update, initial, latest } = useDraftState(event, timeZone, starts);
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);

  function cancel() {
    if (busy.current) return;
    closeEventEditor();
    onCancelled();
  }

  async function persist(input: EventInput, rsvpBody: unknown) {
    try {
      const saved = await sendEvent(projectId, event, input);
      if (rsvp && rsvpBody !== undefined) await rsvp.save(saved.id, rsvpBody);
      // The list shows the saved event before the editor closes: no flash of the old card.
      await refresh().catch(() => undefined);
      closeEventEditor();
      onSaved(saved.id);
    } catch (error) {
      busy.current = false;
      setSaving(false);
      keepEventEditorOpen();
      if (!showUpgradeFor(error)) toastError(error, 'Failed to save event. Please try again.');
    }
  }

  function save(): LeaveResult {
    if (busy.current) return 'saving';
    const current = latest.current;
    const checked = validateDraft(current, timeZone);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = FIELD_ORDER.find((name) => checked.errors[name]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return 'blocked';
    }
    setErrors({});
    const rsvpChecked = rsvp?.check() ?? null;
    if (rsvpChecked && !rsvpChecked.ok) return 'blocked';
    if (event && !rsvpChecked && sameBody(current, initial.current, timeZone)) {
      closeEventEditor();
      onCancelled();
      return 'closed';
    }
    busy.current = true;
    setSaving(true);
    markEventEditorSaving();
    void persist(checked.input, rsvpChecked?.body);
    return 'saving';
  }

  /** Leaving the card: saved when title and date are filled, else cancelled. */
  function leave(): LeaveResult {
    if (busy.current) return 'saving';
    if (isFilled(latest.current)) return save();
    cancel();
    return 'closed';
  }

  /** An existing event's changed date and time are saved when the field loses focus. */
  function datetimeLeft() {
    if (event && latest.current.datetime !== initial.current.datetime && isFilled(latest.current)) save();
  }

  /** A new start moves an end along with it (the event keeps its length). */
  const setStart = (datetime: string) => update(withStart(latest.current, datetime, timeZone));

  return { draft, errors, saving, update, setStart, save, cancel, leave, datetimeLeft };
}

export type EventDraftForm = ReturnType<typeof useEventDraft>;
