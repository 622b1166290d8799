/** The event editor's fields, each labelled and showing the message of its last check. */
import type { FocusEvent, RefObject } from 'react';
import type { EventInput } from '@/lib/schemas';
import { describeTimeZone, fromDatetimeLocal } from '@/lib/zoned-time';
import { Field } from '@/ui/Field';
import { AttendeeChips } from './AttendeeChips';
import { LocationField } from './LocationField';
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
      <Field
        id={fieldId('datetime')}
        label="Date and time *"
        error={errors.datetime}
        // Always says which clock the field reads, with the name in force on the date typed.
        hint={describeTimeZone(timeZone, Date.parse(fromDatetimeLocal(draft.datetime, timeZone) ?? '') || Date.now())}
      >
        {(control) => (
          <input {...control} type="datetime-local" required value={draft.datetime} onChange={(e) => update({ datetime: e.target.value })} onBlur={onDatetimeBlur} />
        )}
      </Field>
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
