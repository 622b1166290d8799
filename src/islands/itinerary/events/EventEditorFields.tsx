/** The event editor's fields, each labelled and showing the message of its last check. */
import { useState, type FocusEvent, type RefObject } from 'react';
import type { EventInput } from '@/lib/schemas';
import { describeTimeZone, fromDatetimeLocal } from '@/lib/zoned-time';
import { Field, FieldError } from '@/ui/Field';
import { Icon } from '@/ui/Icon';
import * as icons from '@/ui/icon-paths';
import { AttendeeChips } from './AttendeeChips';
import { LocationField } from './LocationField';
import { offeredEnd } from './event-draft';
import type { EventDraftForm } from './useEventDraft';

type Props = {
  form: EventDraftForm;
  fieldId: (name: keyof EventInput) => string;
  projectId: string;
  timeZone: string;
  /** Names used elsewhere in the itinerary, offered in the attendee field. */
  names: string[];
  cancelButton: RefObject<HTMLButtonElement | null>;
};

/** Title, date and time, and location. */
export function EventWhatWhenWhere({ form, fieldId, projectId, timeZone, cancelButton }: Omit<Props, 'names'>) {
  const { draft, errors, update } = form;
  // Leaving the date and time saves an existing event, but not when the organiser reaches for Cancel.
  const onDatetimeBlur = (e: FocusEvent) => {
    if (e.relatedTarget !== cancelButton.current) form.datetimeLeft();
  };
  return (
    <>
      <Field id={fieldId('title')} label="Event Title *" error={errors.title} className="sm:col-span-2">
        {(control) => (
          <input
            {...control}
            type="text"
            required
            autoComplete="off"
            placeholder="e.g. Welcome dinner"
            value={draft.title}
            onChange={(e) => update({ title: e.target.value })}
          />
        )}
      </Field>
      <div className="space-y-3">
        <Field
          id={fieldId('datetime')}
          label="Date and time *"
          error={errors.datetime}
          // Always says which clock the field reads, with the name in force on the date typed.
          hint={clockOf(draft.datetime, timeZone)}
        >
          {(control) => (
            <input {...control} type="datetime-local" required value={draft.datetime} onChange={(e) => form.setStart(e.target.value)} onBlur={onDatetimeBlur} />
          )}
        </Field>
        <EventEndField form={form} id={fieldId('endDatetime')} timeZone={timeZone} />
      </div>
      <LocationField
        id={fieldId('location')}
        projectId={projectId}
        value={draft.location}
        pinned={draft.latitude !== null && draft.longitude !== null && draft.location.trim() !== ''}
        onType={(location) => update({ location, latitude: null, longitude: null })}
        onPick={(place) => update({ location: place.label, latitude: place.latitude, longitude: place.longitude })}
        error={errors.location ?? errors.latitude ?? errors.longitude}
      />
    </>
  );
}

/** "Lisbon time (GMT+1)": the clock a date and time field reads, named as on the date typed. */
const clockOf = (local: string, timeZone: string) =>
  describeTimeZone(timeZone, Date.parse(fromDatetimeLocal(local, timeZone) ?? '') || Date.now());

const linkButton = 'inline-flex items-center gap-1.5 text-sm font-semibold text-[var(--theme-primary-text)] hover:underline';

/**
 * The optional end: an "Add end time" button that reveals the field, first filled an hour after
 * the start; "Remove end time" clears it and hides it again (the event then has no end). The end
 * is saved with the rest of the card (Save, or a press outside), not when its field loses focus.
 */
function EventEndField({ form, id, timeZone }: { form: EventDraftForm; id: string; timeZone: string }) {
  const { draft, errors, update } = form;
  const [shown, setShown] = useState(draft.endDatetime !== '');
  if (!shown) {
    return (
      <button
        id={`${id}-add`}
        type="button"
        className={linkButton}
        onClick={() => {
          update({ endDatetime: offeredEnd(draft, timeZone) });
          setShown(true);
          // The field appears in the button's place: the organiser goes on typing there.
          requestAnimationFrame(() => document.getElementById(id)?.focus());
        }}
      >
        <Icon icon={icons.plus} className="h-4 w-4" />
        Add end time
      </button>
    );
  }
  return (
    <div>
      <Field id={id} label="Ends" error={errors.endDatetime} hint={clockOf(draft.endDatetime, timeZone)}>
        {(control) => (
          <input {...control} type="datetime-local" min={draft.datetime || undefined} value={draft.endDatetime} onChange={(e) => update({ endDatetime: e.target.value })} />
        )}
      </Field>
      <button
        type="button"
        className={`${linkButton} mt-1`}
        onClick={() => {
          update({ endDatetime: '' });
          setShown(false);
          requestAnimationFrame(() => document.getElementById(`${id}-add`)?.focus());
        }}
      >
        <Icon icon={icons.close} className="h-4 w-4" />
        Remove end time
      </button>
    </div>
  );
}

/** Description, attendees, vibe and style, and the admins' private notes. */
export function EventDetails({ form, fieldId, names }: Pick<Props, 'form' | 'fieldId' | 'names'>) {
  const { draft, errors, update } = form;
  return (
    <>
      <Field id={fieldId('description')} label="Description" error={errors.description} className="sm:col-span-2">
        {(control) => (
          <textarea {...control} rows={3} placeholder="What to expect, what to bring" value={draft.description} onChange={(e) => update({ description: e.target.value })} />
        )}
      </Field>
      <div className="sm:col-span-2">
        <AttendeeChips
          id={fieldId('attendees')}
          chips={draft.attendees}
          pending={draft.pendingAttendee}
          suggestions={names}
          error={errors.attendees}
          onChange={(attendees, pendingAttendee) => update({ attendees, pendingAttendee })}
        />
      </div>
      <VisibilityField id={fieldId('visibility')} value={draft.visibility} error={errors.visibility} onChange={(visibility) => update({ visibility })} />
      <Field id={fieldId('vibe')} label="Vibe & Style" error={errors.vibe} className="sm:col-span-2">
        {(control) => (
          <input {...control} type="text" placeholder="e.g. Cocktail attire, beach casual" value={draft.vibe} onChange={(e) => update({ vibe: e.target.value })} />
        )}
      </Field>
      <Field id={fieldId('privateNotes')} label="Private notes (only admins see these)" error={errors.privateNotes} className="rounded-2xl bg-amber-50 p-3 sm:col-span-2">
        {(control) => (
          <textarea {...control} rows={2} placeholder="Booking references, deposits, reminders" value={draft.privateNotes} onChange={(e) => update({ privateNotes: e.target.value })} />
        )}
      </Field>
    </>
  );
}

const VISIBILITY_CHOICES = [
  { value: 'everyone', label: 'Everyone with the itinerary' },
  { value: 'listed', label: 'Only the people listed', hint: 'Guests named above, or in a group named above, who opened their personal invite link' },
] as const;

/** "Who can see this": everyone with the itinerary (the default), or only the people the attendees list. */
function VisibilityField({ id, value, error, onChange }: { id: string; value: 'everyone' | 'listed'; error: string | undefined; onChange: (value: 'everyone' | 'listed') => void }) {
  return (
    <fieldset id={id} className="sm:col-span-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-semibold text-ink">Who can see this</legend>
      <div className="flex flex-col gap-1.5">
        {VISIBILITY_CHOICES.map((choice) => (
          <label key={choice.value} className="flex items-start gap-2 text-sm text-ink">
            <input type="radio" name={id} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} className="mt-0.5" />
            <span>
              {choice.label}
              {'hint' in choice && <span className="block text-xs text-ink-soft">{choice.hint}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </fieldset>
  );
}
