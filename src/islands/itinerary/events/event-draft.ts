/**
 * The event editor's form state and how it becomes the API body: checked with
 * the same schema the server uses, so the editor shows the server's messages.
 */
import { addChips, attendeesFromChips, chipsFromAttendees } from '@/lib/attendee-chips';
import { checkForm, eventInputSchema, type EventInput } from '@/lib/schemas';
import type { EventView } from '@/lib/types';
import { defaultEventDatetime, fromDatetimeLocal, toDatetimeLocal } from '@/lib/zoned-time';

export type EventDraft = {
  title: string;
  /** datetime-local value in the itinerary's zone. */
  datetime: string;
  description: string;
  location: string;
  latitude: number | null;
  longitude: number | null;
  attendees: string[];
  /** Text typed in the attendee input but not yet a chip; it counts when saving. */
  pendingAttendee: string;
  vibe: string;
  privateNotes: string;
  /** Not edited here, but kept (PUT replaces every field). */
  eventType: string | null;
};

export type FieldErrors = Partial<Record<keyof EventInput, string>>;

export function draftFromEvent(event: EventView | undefined, timeZone: string, now: number): EventDraft {
  return {
    title: event?.title ?? '',
    datetime: event ? toDatetimeLocal(event.datetime, timeZone) : defaultEventDatetime(now, timeZone),
    description: event?.description ?? '',
    location: event?.location ?? '',
    latitude: event?.latitude ?? null,
    longitude: event?.longitude ?? null,
    attendees: chipsFromAttendees(event?.attendees),
    pendingAttendee: '',
    vibe: event?.vibe ?? '',
    privateNotes: event?.privateNotes ?? '',
    eventType: event?.eventType ?? null,
  };
}

/** The request body, before validation. A location without coordinates stays free text. */
export function bodyFromDraft(draft: EventDraft, timeZone: string) {
  const pinned = draft.location.trim() !== '' && draft.latitude !== null && draft.longitude !== null;
  return {
    title: draft.title,
    datetime: fromDatetimeLocal(draft.datetime, timeZone) ?? '',
    description: draft.description,
    location: draft.location,
    latitude: pinned ? draft.latitude : null,
    longitude: pinned ? draft.longitude : null,
    attendees: attendeesFromChips(addChips(draft.attendees, draft.pendingAttendee)),
    vibe: draft.vibe,
    eventType: draft.eventType,
    privateNotes: draft.privateNotes,
  };
}

/** A click outside saves only when the title and the date and time are filled (else cancels). */
export function isFilled(draft: EventDraft): boolean {
  return draft.title.trim() !== '' && draft.datetime.trim() !== '';
}

export function validateDraft(
  draft: EventDraft,
  timeZone: string,
): { ok: true; input: EventInput } | { ok: false; errors: FieldErrors } {
  const checked = checkForm(eventInputSchema, bodyFromDraft(draft, timeZone));
  return checked.ok ? { ok: true, input: checked.data } : { ok: false, errors: checked.errors };
}

/** True when saving would change nothing (an unchanged edit just closes). */
export function sameBody(a: EventDraft, b: EventDraft, timeZone: string): boolean {
  return JSON.stringify(bodyFromDraft(a, timeZone)) === JSON.stringify(bodyFromDraft(b, timeZone));
}
