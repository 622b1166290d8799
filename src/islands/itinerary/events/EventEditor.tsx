/**
 * The inline event editor card, admin only and
 * loaded only when an organiser opens it.
 *
 * Saving: the Save button; a click outside the card (saves when the title and the date and time
 * are filled, else cancels); for an existing event, also when a changed date and time loses
 * focus. Cancel and Escape close without saving. A failed check keeps the card open with the
 * message beside the field, and nothing typed is lost.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { apiRequest } from '@/lib/api-client';
import { SCROLL_INTO_VIEW_DELAY_MS } from '@/lib/limits';
import type { EventInput } from '@/lib/schemas';
import type { EventView } from '@/lib/types';
import { describeTimeZone, fromDatetimeLocal } from '@/lib/zoned-time';
import {
  closeEventEditor,
  keepEventEditorOpen,
  markEventEditorSaving,
  registerEventEditor,
  type LeaveResult,
} from '@/stores/event-editor';
import { toastError } from '@/stores/toast';
import { showUpgradeFor } from '@/stores/upgrade';
import { AttendeeChips } from './AttendeeChips';
import { draftFromEvent, isFilled, sameBody, validateDraft, type EventDraft, type FieldErrors } from './event-draft';
import { LocationField } from './LocationField';

export type EventEditorProps = {
  projectId: string;
  timeZone: string;
  /** The event being edited; none when creating. */
  event?: EventView | undefined;
  /** Names used elsewhere in the itinerary, offered in the attendee field. */
  names: string[];
  refresh: () => Promise<void>;
  onSaved: (eventId: number) => void;
  onCancelled: () => void;
};

const FIELD_ORDER: (keyof EventInput)[] = ['title', 'datetime', 'location', 'description', 'attendees', 'vibe', 'privateNotes'];

export default function EventEditor({ projectId, timeZone, event, names, refresh, onSaved, onCancelled }: EventEditorProps) {
  const [draft, setDraft] = useState<EventDraft>(() => draftFromEvent(event, timeZone, Date.now()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const card = useRef<HTMLFormElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const initial = useRef(draft);
  // Native listeners and the store call these between renders: they read the latest state.
  const latest = useRef(draft);
  latest.current = draft;
  const busy = useRef(false);

  const update = (patch: Partial<EventDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    for (const key of Object.keys(patch)) {
      if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
    }
  };

  function cancel() {
    if (busy.current) return;
    closeEventEditor();
    onCancelled();
  }

  async function persist(input: EventInput) {
    const base = `/api/projects/${encodeURIComponent(projectId)}/events`;
    try {
      const saved = event
        ? await apiRequest<EventView>('PUT', `${base}/${event.id}`, input)
        : await apiRequest<EventView>('POST', base, input);
      // The list shows the saved event before the editor closes: no flash of the old card.
      await refresh().catch(() => undefined);
      closeEventEditor();
      onSaved(saved.id);
    } catch (error) {
      busy.current = false;
      setSaving(false);
      keepEventEditorOpen();
      if (!showUpgradeFor(error)) {
        toastError(error, 'Failed to save event. Please try again.');
      }
    }
  }

  function save(): LeaveResult {
    if (busy.current) return 'saving';
    const current = latest.current;
    const checked = validateDraft(current, timeZone);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = FIELD_ORDER.find((name) => checked.errors[name]);
      if (first) document.getElementById(field(first))?.focus();
      return 'blocked';
    }
    setErrors({});
    if (event && sameBody(current, initial.current, timeZone)) {
      closeEventEditor();
      onCancelled();
      return 'closed';
    }
    busy.current = true;
    setSaving(true);
    markEventEditorSaving();
    void persist(checked.input);
    return 'saving';
  }

  /** Leaving the card: saved when title and date are filled, else cancelled. */
  function leave(): LeaveResult {
    if (busy.current) return 'saving';
    if (isFilled(latest.current)) return save();
    cancel();
    return 'closed';
  }
  const leaveRef = useRef(leave);
  leaveRef.current = leave;

  useEffect(() => registerEventEditor(() => leaveRef.current()), []);

  useEffect(() => {
    const onPointerDown = (e: PointerEvent) => {
      const target = e.target;
      if (!(target instanceof Element) || card.current?.contains(target)) return;
      // The page's scrollbar, a dialog (the upgrade prompt) or a toast is not "outside the card".
      if (target === document.documentElement || target.closest('dialog, [role="dialog"], [popover]')) return;
      leaveRef.current();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, []);

  // Spec §9: the card scrolls into view 100 ms after it opens; the title takes the focus.
  useEffect(() => {
    document.getElementById(field('title'))?.focus({ preventScroll: true });
    const timer = window.setTimeout(() => {
      const el = card.current;
      if (!el) return;
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      // A card taller than the screen shows its top, where the focus is.
      const tall = el.getBoundingClientRect().height > window.innerHeight * 0.7;
      el.scrollIntoView({ block: tall ? 'start' : 'nearest', behavior: smooth ? 'smooth' : 'auto' });
    }, SCROLL_INTO_VIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
    // Once, when the card opens.
  }, []);

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === 'Escape' && !e.defaultPrevented) {
      e.preventDefault();
      cancel();
    }
  }

  const errorText = (name: keyof EventInput) =>
    errors[name] ? (
      <p id={`${field(name)}-error`} className="mt-1 text-sm font-medium text-rose-700">
        {errors[name]}
      </p>
    ) : null;
  const invalid = (name: keyof EventInput) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${field(name)}-error`, className: 'input border-rose-500' } : { className: 'input' };

  const heading = event ? 'Edit event' : 'New event';
  const Heading = event ? 'h4' : 'h2';
  return (
    <form
      ref={card}
      noValidate
      aria-label={heading}
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      onKeyDown={onKeyDown}
      className="event-editor scroll-mt-36 scroll-mb-28 rounded-[var(--theme-radius)] border-2 border-[var(--theme-primary)] bg-white p-4 shadow-card sm:p-6"
    >
      <div className="mb-4 flex items-center gap-2">
        <span className="h-2.5 w-2.5 rounded-full bg-[var(--theme-primary)]" aria-hidden="true" />
        {/* In place of an event's card it is one of the day's events; a new event's editor sits
            above or below the Upcoming and Past sections, at their level. */}
        <Heading className="text-lg font-bold text-ink">{heading}</Heading>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label className="label" htmlFor={field('title')}>
            Event Title *
          </label>
          <input
            id={field('title')}
            type="text"
            required
            autoComplete="off"
            placeholder="e.g. Welcome dinner"
            value={draft.title}
            onChange={(e) => update({ title: e.target.value })}
            {...invalid('title')}
          />
          {errorText('title')}
        </div>
        <div>
          <label className="label" htmlFor={field('datetime')}>
            Date and time *
          </label>
          <input
            id={field('datetime')}
            type="datetime-local"
            required
            value={draft.datetime}
            onChange={(e) => update({ datetime: e.target.value })}
            onBlur={(e) => {
              // Spec §2: an existing event is also saved when its date and time lose focus
              // (when they changed; not when the organiser is reaching for Cancel).
              if (!event || e.relatedTarget === cancelButton.current) return;
              if (latest.current.datetime !== initial.current.datetime && isFilled(latest.current)) save();
            }}
            {...invalid('datetime')}
            aria-describedby={errors.datetime ? `${field('datetime')}-zone ${field('datetime')}-error` : `${field('datetime')}-zone`}
          />
          {/* Always says which clock the field reads, with the name in force on the date typed. */}
          <p id={`${field('datetime')}-zone`} className="mt-1 text-xs text-ink-muted">
            {describeTimeZone(timeZone, Date.parse(fromDatetimeLocal(draft.datetime, timeZone) ?? '') || Date.now())}
          </p>
          {errorText('datetime')}
        </div>
        <LocationField
          id={field('location')}
          projectId={projectId}
          value={draft.location}
          pinned={draft.latitude !== null && draft.longitude !== null && draft.location.trim() !== ''}
          onType={(location) => update({ location, latitude: null, longitude: null })}
          onPick={(place) => update({ location: place.label, latitude: place.latitude, longitude: place.longitude })}
          error={errors.location ?? errors.latitude ?? errors.longitude}
        />
        <div className="sm:col-span-2">
          <label className="label" htmlFor={field('description')}>
            Description
          </label>
          <textarea
            id={field('description')}
            rows={3}
            placeholder="What to expect, what to bring"
            value={draft.description}
            onChange={(e) => update({ description: e.target.value })}
            {...invalid('description')}
          />
          {errorText('description')}
        </div>
        <div className="sm:col-span-2">
          <AttendeeChips
            id={field('attendees')}
            chips={draft.attendees}
            pending={draft.pendingAttendee}
            suggestions={names}
            error={errors.attendees}
            onChange={(attendees, pendingAttendee) => update({ attendees, pendingAttendee })}
          />
        </div>
        <div className="sm:col-span-2">
          <label className="label" htmlFor={field('vibe')}>
            Vibe &amp; Style
          </label>
          <input
            id={field('vibe')}
            type="text"
            placeholder="e.g. Cocktail attire, beach casual"
            value={draft.vibe}
            onChange={(e) => update({ vibe: e.target.value })}
            {...invalid('vibe')}
          />
          {errorText('vibe')}
        </div>
        <div className="rounded-2xl bg-amber-50 p-3 sm:col-span-2">
          <label className="label" htmlFor={field('privateNotes')}>
            Private notes (only admins see these)
          </label>
          <textarea
            id={field('privateNotes')}
            rows={2}
            placeholder="Booking references, deposits, reminders"
            value={draft.privateNotes}
            onChange={(e) => update({ privateNotes: e.target.value })}
            {...invalid('privateNotes')}
          />
          {errorText('privateNotes')}
        </div>
      </div>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
        <p className="hidden text-xs text-ink-muted sm:mr-auto sm:block">Click outside to save · Esc to cancel</p>
        <button ref={cancelButton} type="button" className="btn-secondary" onClick={cancel} disabled={saving}>
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
    </form>
  );
}
