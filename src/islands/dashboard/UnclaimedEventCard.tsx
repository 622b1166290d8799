import { useId, useState } from 'react';
import { apiRequest } from '../../lib/api-client';
import { unclaimedFieldChange, type UnclaimedTextField } from '../../lib/dashboard';
import { EVENT_ATTENDEES_MAX, EVENT_DESCRIPTION_MAX, EVENT_LOCATION_MAX, EVENT_TITLE_MAX, EVENT_VIBE_MAX } from '../../lib/limits';
import { checkForm, unclaimedEventUpdateSchema } from '../../lib/schemas';
import type { MyProjectView, UnclaimedEventView } from '../../lib/types';
import { fromDatetimeLocal, toDatetimeLocal } from '../../lib/zoned-time';
import { toastError } from '../../stores/toast';
import { Field, FieldError } from '../../ui/Field';
import { Icon } from '@/ui/Icon';
import * as icons from '@/ui/icon-paths';

// Unclaimed events are shown and edited in Eastern time (docs/product.md#time-zones).
const EASTERN = 'America/New_York';

type Props = {
  event: UnclaimedEventView;
  projects: MyProjectView[];
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onChange: (event: UnclaimedEventView) => void;
  onAssign: (projectId: string) => Promise<void>;
  onDelete: () => Promise<void>;
};

type EditedField = UnclaimedTextField | 'datetime';

const FIELDS: { name: UnclaimedTextField; label: string; multiline?: boolean; placeholder: string; maxLength: number }[] = [
  { name: 'location', label: 'Location', placeholder: 'Where', maxLength: EVENT_LOCATION_MAX },
  { name: 'attendees', label: 'Attendees', placeholder: 'Everyone, or names separated by commas', maxLength: EVENT_ATTENDEES_MAX },
  { name: 'vibe', label: 'Vibe & Style', placeholder: 'Dress code, mood', maxLength: EVENT_VIBE_MAX },
  { name: 'description', label: 'Description', placeholder: 'Details', multiline: true, maxLength: EVENT_DESCRIPTION_MAX },
];

/** One forwarded event. */
export function UnclaimedEventCard({ event, projects, selected, onSelect, onChange, onAssign, onDelete }: Props) {
  const id = useId();
  const [target, setTarget] = useState(projects[0]?.projectId ?? '');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<EditedField, string>>>({});

  /** A field left: its change, checked with the endpoint's schema, is saved; a refused one says why. */
  async function save(field: EditedField, value: string) {
    const body = unclaimedFieldChange(field, event[field], value);
    const checked = body ? checkForm(unclaimedEventUpdateSchema, body) : null;
    setErrors((current) => ({ ...current, [field]: checked && !checked.ok ? checked.errors[field] : undefined }));
    if (!checked?.ok) return;
    try {
      onChange(await apiRequest<UnclaimedEventView>('PUT', `/api/unclaimed-events/${event.id}`, checked.data));
    } catch (error) {
      toastError(error, 'Failed to update the event.');
    }
  }

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className={`card p-4 sm:p-5 ${selected ? 'ring-2 ring-brand-400' : ''}`} aria-labelledby={`${id}-title-label`}>
      {(event.needsReview || event.cancelled) && (
        <p className="mb-2 flex gap-2">
          {event.needsReview && <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">Needs review</span>}
          {/* A later email said the booking was cancelled. */}
          {event.cancelled && <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold text-ink-soft">Cancelled</span>}
        </p>
      )}
      <div className="flex items-center gap-2 sm:gap-3">
        <input
          type="checkbox"
          className="h-5 w-5 shrink-0 accent-brand-600"
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
          aria-label={`Select ${event.title}`}
        />
        <label id={`${id}-title-label`} htmlFor={`${id}-title`} className="sr-only">
          Title
        </label>
        <input
          id={`${id}-title`}
          key={`title-${event.title}`}
          className="input min-w-0 flex-1 border-transparent bg-transparent px-2 py-1.5 text-lg font-semibold hover:border-gray-300 focus:bg-white"
          defaultValue={event.title}
          maxLength={EVENT_TITLE_MAX}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? `${id}-title-error` : undefined}
          onBlur={(e) => void save('title', e.target.value)}
        />
      </div>
      {errors.title && <FieldError id={`${id}-title-error`}>{errors.title}</FieldError>}
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <Field id={`${id}-datetime`} label="Date and time (Eastern)" error={errors.datetime} controlClassName="py-2">
              {(control) => (
                <input
                  {...control}
                  key={`dt-${event.datetime ?? ''}`}
                  type="datetime-local"
                  defaultValue={event.datetime ? toDatetimeLocal(event.datetime, EASTERN) : ''}
                  onBlur={(e) => void save('datetime', fromDatetimeLocal(e.target.value, EASTERN) ?? '')}
                />
              )}
            </Field>
            {FIELDS.map((field) => (
              <Field
                key={field.name}
                id={`${id}-${field.name}`}
                label={field.label}
                error={errors[field.name]}
                controlClassName="py-2"
                className={field.multiline ? 'sm:col-span-2' : ''}
              >
                {(control) => {
                  const common = {
                    ...control,
                    placeholder: field.placeholder,
                    maxLength: field.maxLength,
                    defaultValue: event[field.name] ?? '',
                    onBlur: (e: { target: { value: string } }) => void save(field.name, e.target.value),
                  };
                  // Keyed by the saved value: a server update refreshes the uncontrolled field.
                  const saved = event[field.name] ?? '';
                  return field.multiline ? <textarea key={saved} {...common} rows={2} /> : <input key={saved} {...common} />;
                }}
              </Field>
            ))}
          </div>
          <div className="mt-4 flex flex-wrap items-end gap-2">
            {projects.length > 0 && (
              <>
                <div className="min-w-0 flex-1 basis-48">
                  <label className="label" htmlFor={`${id}-target`}>
                    Send to
                  </label>
                  <select id={`${id}-target`} className="input py-2" value={target} onChange={(e) => setTarget(e.target.value)}>
                    {projects.map((p) => (
                      <option key={p.projectId} value={p.projectId}>
                        {p.name}
                      </option>
                    ))}
                  </select>
                </div>
                <button type="button" className="btn-primary" disabled={busy || !target} onClick={() => void run(() => onAssign(target))}>
                  Assign
                </button>
              </>
            )}
            <button
              type="button"
              className="btn-ghost text-red-700 hover:bg-red-50"
              disabled={busy}
              onClick={() => void run(onDelete)}
              aria-label={`Delete ${event.title}`}
            >
              <Icon icon={icons.trash} />
              Delete
            </button>
          </div>
    </article>
  );
}
