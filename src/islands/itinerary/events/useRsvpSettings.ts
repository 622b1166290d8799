/**
 * The event editor's RSVP settings: whether the event asks, plus-ones and their limit, and an
 * RSVP-by date (a wall time in the itinerary's zone). Saved with the event, after it.
 */
import { useRef, useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import type { EventRsvpView } from '@/lib/guest-travel';
import { checkForm } from '@/lib/schemas';
import { rsvpSettingsSchema } from '@/lib/travel-schemas';
import { fromDatetimeLocal, toDatetimeLocal } from '@/lib/zoned-time';

export type RsvpDraft = { asks: boolean; plusOnesAllowed: boolean; plusOnesMax: string; rsvpBy: string };

const draftOf = (rsvp: EventRsvpView | undefined, timeZone: string): RsvpDraft => ({
  asks: rsvp !== undefined,
  plusOnesAllowed: rsvp?.plusOnesAllowed ?? false,
  plusOnesMax: String(rsvp?.plusOnesMax || 1),
  rsvpBy: rsvp?.rsvpBy ? toDatetimeLocal(rsvp.rsvpBy, timeZone) : '',
});

export function useRsvpSettings(projectId: string, rsvp: EventRsvpView | undefined, timeZone: string) {
  const [draft, setDraft] = useState(() => draftOf(rsvp, timeZone));
  const [error, setError] = useState<string | undefined>();
  const initial = useRef(draft);
  const latest = useRef(draft);
  latest.current = draft;

  const update = (patch: Partial<RsvpDraft>) => {
    setError(undefined);
    setDraft((d) => ({ ...d, ...patch }));
  };
  const changed = () => JSON.stringify(latest.current) !== JSON.stringify(initial.current);

  /** The body to send, or the message to show (null: nothing to send). */
  function check(): { ok: true; body: unknown } | { ok: false; message: string } | null {
    if (!changed()) return null;
    const d = latest.current;
    const rsvpBy = d.rsvpBy ? fromDatetimeLocal(d.rsvpBy, timeZone) : null;
    const checked = checkForm(rsvpSettingsSchema, {
      asks: d.asks,
      plusOnesAllowed: d.plusOnesAllowed,
      plusOnesMax: Number(d.plusOnesMax || 1),
      rsvpBy: d.rsvpBy && !rsvpBy ? 'invalid' : rsvpBy,
    });
    if (!checked.ok) {
      setError(checked.message);
      return { ok: false, message: checked.message };
    }
    return { ok: true, body: checked.data };
  }

  async function save(eventId: number, body: unknown) {
    await apiRequest('PUT', `/api/projects/${encodeURIComponent(projectId)}/events/${eventId}/rsvp-settings`, body);
    initial.current = latest.current;
  }

  return { draft, update, error, changed, check, save };
}

export type RsvpSettingsForm = ReturnType<typeof useRsvpSettings>;
