/**
 * The event editor's form state and how it becomes the API body: checked with
 * the same schema the server uses, so the editor shows the server's messages.
 */
import { addChips, attendeesFromChips, chipsFromAttendees } from '@/lib/attendee-chips';
import { checkForm, eventInputSchema, type EventInput } from '@/lib/schemas';
import type { EventView } from '@/lib/types';
import { defaultEndDatetime, defaultEventDatetime, fromDatetimeLocal, toDatetimeLocal } from '@/lib/zoned-time';

export type EventDraft = {
  title: string;
  /** datetime-local value in the itinerary's zone. */
  datetime: string;
  /** The end, the same way; '' when the event has no end. */
  endDatetime: string;
  description: string;
  location: string;
  latitude: number | null;
  longitude: number | null;
  attendees: string[];
  /** Text typed in the attendee input but not yet a chip; it counts when saving. */
  pendingAttendee: string;
  vibe: string;
  privateNotes: string;
  /** Who can see it: everyone with the itinerary, or only the people listed. */
  visibility: 'everyone' | 'listed';
  /** Not edited here, but kept (PUT replaces every field). */
  eventType: string | null;
};

export type FieldErrors = Partial<Record<keyof EventInput, string>>;

/** A new event's draft starts on the day `defaultEventDatetime` picks from the itinerary's event starts. */
export function draftFromEvent(event: EventView | undefined, timeZone: string, now: number, starts: readonly string[] = []): EventDraft {
  return {
    title: event?.title ?? '',
    datetime: event ? toDatetimeLocal(event.datetime, timeZone) : defaultEventDatetime(now, timeZone, starts),
    endDatetime: event?.endDatetime ? toDatetimeLocal(event.endDatetime, timeZone) : '',
    description: event?.description ?? '',
    location: event?.location ?? '',
    latitude: event?.latitude ?? null,
    longitude: event?.longitude ?? null,
    attendees: chipsFromAttendees(event?.attendees),
    pendingAttendee: '',
    vibe: event?.vibe ?? '',
    privateNotes: event?.privateNotes ?? '',
    visibility: event?.visibility ?? 'everyone',
    eventType: event?.eventType ?? null,
  };
}

/** The request body, before validation. A location without coordinates stays free text. */
export function bodyFromDraft(draft: EventDraft, timeZone: string) {
  const pinned = draft.location.trim() !== '' && draft.latitude !== null && draft.longitude !== null;
  return {
    title: draft.title,
    datetime: fromDatetimeLocal(draft.datetime, timeZone) ?? '',
    // Blank is no end; a value the zone cannot read is sent as typed, so the check names it.
    endDatetime: draft.endDatetime.trim() === '' ? null : (fromDatetimeLocal(draft.endDatetime, timeZone) ?? draft.endDatetime),
    description: draft.description,
    location: draft.location,
    latitude: pinned ? draft.latitude : null,
    longitude: pinned ? draft.longitude : null,
    attendees: attendeesFromChips(addChips(draft.attendees, draft.pendingAttendee)),
    vibe: draft.vibe,
    eventType: draft.eventType,
    privateNotes: draft.privateNotes,
    visibility: draft.visibility,
  };
}

/**
 * A new start: an event with an end keeps its length, so the end moves with the start (a start
 * or end the zone cannot read moves nothing but the start).
 */
export function withStart(draft: EventDraft, datetime: string, timeZone: string): Pick<EventDraft, 'datetime' | 'endDatetime'> {
  const before = fromDatetimeLocal(draft.datetime, timeZone);
  const after = fromDatetimeLocal(datetime, timeZone);
  const end = fromDatetimeLocal(draft.endDatetime, timeZone);
  if (!before || !after || !end) return { datetime, endDatetime: draft.endDatetime };
  return { datetime, endDatetime: toDatetimeLocal(Date.parse(end) + Date.parse(after) - Date.parse(before), timeZone) };
}

/** The end "Add end time" offers: an hour after the start (blank while the start is not a time). */
export const offeredEnd = (draft: EventDraft, timeZone: string): string => defaultEndDatetime(draft.datetime, timeZone);

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
