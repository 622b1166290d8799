/**
 * The answer form of one event: a name, Going / Maybe / Can’t make it, plus-ones when allowed, a
 * note. Given an answer, it changes that one (the name stays) and can take it back: a guest their
 * own, an organiser anyone's.
 */
import { useState, type SubmitEvent } from 'react';
import { apiRequest } from '@/lib/api-client';
import type { EventRsvpView, RsvpAnswerView } from '@/lib/guest-travel';
import { RSVP_NOTE_MAX } from '@/lib/limits';
import { checkForm } from '@/lib/schemas';
import { RSVP_LABELS, RSVP_STATUSES, rsvpAnswerSchema, type RsvpStatus } from '@/lib/travel-schemas';
import { Dialog } from '@/ui/Dialog';
import { Field } from '@/ui/Field';
import { TextField } from '@/ui/TextField';
import { FormActions } from '@/ui/FormActions';
import { GuestNameField } from './GuestNameField';
import { useDialogWrite } from '../useDialogWrite';

type Props = {
  projectId: string;
  eventId: number;
  title: string;
  rsvp: EventRsvpView;
  /** The answer to change; none writes a new one under the name typed. */
  answer?: RsvpAnswerView | undefined;
  names: string[];
  /** The name a new answer opens with. */
  defaultName: string;
  onClose: () => void;
  onSaved: (wrote?: string) => Promise<void>;
};

export default function RsvpDialog({ projectId, eventId, title, rsvp, answer, names, defaultName, onClose, onSaved }: Props) {
  const [name, setName] = useState(answer?.name ?? defaultName);
  const [status, setStatus] = useState<RsvpStatus | ''>(answer?.status ?? '');
  const [plusOnes, setPlusOnes] = useState(String(answer?.plusOnes ?? 0));
  const [note, setNote] = useState(answer?.note ?? '');
  const url = `/api/projects/${encodeURIComponent(projectId)}/events/${eventId}/rsvp`;
  const [errors, setErrors] = useState<Partial<Record<'name' | 'status' | 'plusOnes' | 'note', string>>>({});
  const { busy, write } = useDialogWrite({ close: onClose, afterSaved: onSaved });

  async function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    const checked = checkForm(rsvpAnswerSchema, {
      name,
      status: status as RsvpStatus,
      plusOnes: status === 'going' && rsvp.plusOnesAllowed ? Number(plusOnes || 0) : 0,
      note: note || null,
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    await write(
      () => apiRequest('PUT', url, checked.data),
      { done: { title: 'RSVP saved' }, failed: 'Your RSVP could not be saved. Please try again.' },
      checked.data.name,
    );
  }

  async function onTakeBack() {
    if (!answer) return;
    await write(
      () => apiRequest('DELETE', url, { name: answer.name }),
      { done: { title: answer.mine ? 'RSVP taken back' : 'Answer cleared' }, failed: 'The answer could not be taken back. Please try again.' },
    );
  }

  return (
    <Dialog open onClose={onClose} size="sm" title={`RSVP: ${title}`}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <GuestNameField
          id={`rsvp-name-${eventId}`}
          fixed={answer?.name}
          names={names}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setErrors((x) => ({ ...x, name: undefined }));
          }}
          error={errors.name}
        />
        <fieldset aria-describedby={errors.status ? `rsvp-status-${eventId}-error` : undefined}>
          <legend className="label">Are you coming?</legend>
          <div className="grid grid-cols-3 gap-2">
            {RSVP_STATUSES.map((s) => (
              <label
                key={s}
                className={`flex cursor-pointer items-center justify-center rounded-xl border px-2 py-2 text-center text-sm font-semibold ${
                  status === s ? 'border-[var(--theme-primary)] bg-[var(--theme-primary)] text-[var(--theme-on-primary)]' : 'border-black/15 text-ink'
                }`}
              >
                <input
                  type="radio"
                  className="sr-only"
                  name={`rsvp-status-${eventId}`}
                  value={s}
                  checked={status === s}
                  onChange={() => {
                    setStatus(s);
                    setErrors((x) => ({ ...x, status: undefined }));
                  }}
                />
                {RSVP_LABELS[s]}
              </label>
            ))}
          </div>
          {errors.status && (
            <p id={`rsvp-status-${eventId}-error`} className="mt-1 text-sm font-medium text-rose-700">
              {errors.status}
            </p>
          )}
        </fieldset>
        {rsvp.plusOnesAllowed && status === 'going' && (
          <TextField
            id={`rsvp-plus-${eventId}`}
            label="Plus-ones"
            type="number"
            inputMode="numeric"
            min={0}
            max={rsvp.plusOnesMax}
            hint={`Up to ${rsvp.plusOnesMax}.`}
            value={plusOnes}
            onChange={(e) => setPlusOnes(e.target.value)}
            error={errors.plusOnes}
          />
        )}
        <Field id={`rsvp-note-${eventId}`} label="Note (dietary or access needs)" error={errors.note}>
          {(control) => <textarea {...control} rows={2} maxLength={RSVP_NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />}
        </Field>
        <FormActions
          onCancel={onClose}
          busy={busy}
          submitLabel="Save RSVP"
          busyLabel="Saving..."
          destroy={answer && { label: answer.mine ? 'Take my answer back' : 'Clear answer', onClick: () => void onTakeBack() }}
        />
      </form>
    </Dialog>
  );
}
