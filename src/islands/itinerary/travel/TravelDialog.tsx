/**
 * "Add my travel" and its edits: one arrival or departure, checked with the endpoint's own schema
 * before it is sent. Loaded when a guest opens it, so the guest page does not carry it.
 */
import { useState, type SubmitEvent } from 'react';
import { apiRequest } from '@/lib/api-client';
import type { TravelEntryView } from '@/lib/arrivals-board';
import { TRAVEL_FROM_MAX, TRAVEL_NOTE_MAX, TRAVEL_NUMBER_MAX, TRAVEL_PLACE_MAX, TRAVEL_SEATS_MAX } from '@/lib/limits';
import { OTHER_END } from '@/lib/guest-travel';
import { checkField, checkForm } from '@/lib/schemas';
import { listTimeZones } from '@/lib/time-zones';
import type { TravelConfirmationView, TravelKind } from '@/lib/journey-travel';
import { guestNameSchema, travelEntryInputSchema, travelEntryUpdateSchema } from '@/lib/travel-schemas';
import { Dialog } from '@/ui/Dialog';
import { Field } from '@/ui/Field';
import { TextField } from '@/ui/TextField';
import { FormActions } from '@/ui/FormActions';
import { ConfirmationPicker } from './ConfirmationPicker';
import { GuestNameField } from './GuestNameField';
import { useDialogWrite } from '../useDialogWrite';

type Props = {
  projectId: string;
  names: string[];
  /** The entry to edit; none adds one. */
  entry?: TravelEntryView | undefined;
  /** The name a new entry opens with. */
  defaultName: string;
  onClose: () => void;
  onSaved: (wrote?: string) => Promise<void>;
};

type Values = {
  guestName: string;
  kind: 'arrival' | 'departure';
  localTime: string;
  timeZone: string;
  place: string;
  placeCode: string;
  transportNumber: string;
  fromPlace: string;
  seatsFree: string;
  note: string;
};

const blank = (entry: TravelEntryView | undefined, defaultName: string): Values => ({
  guestName: entry?.guestName ?? defaultName,
  kind: entry?.kind ?? 'arrival',
  localTime: entry?.localTime ?? '',
  timeZone: entry?.timeZone ?? '',
  place: entry?.place ?? '',
  placeCode: entry?.placeCode ?? '',
  transportNumber: entry?.transportNumber ?? '',
  fromPlace: entry?.fromPlace ?? '',
  seatsFree: entry?.seatsFree === null || entry?.seatsFree === undefined ? '' : String(entry.seatsFree),
  note: entry?.note ?? '',
});

export default function TravelDialog({ projectId, names, entry, defaultName, onClose, onSaved }: Props) {
  const [values, setValues] = useState<Values>(() => blank(entry, defaultName));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const { busy, write } = useDialogWrite({ close: onClose, afterSaved: onSaved });
  const base = `/api/projects/${encodeURIComponent(projectId)}/travel`;
  const set = (key: keyof Values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: e.target.value }));
    setErrors((x) => ({ ...x, [key]: undefined }));
  };

  async function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    const body = {
      kind: values.kind,
      localTime: values.localTime,
      // Left out: the airport's zone when the code is one the server knows, else the itinerary's.
      timeZone: values.timeZone || null,
      place: values.place,
      placeCode: values.placeCode || null,
      transportNumber: values.transportNumber || null,
      fromPlace: values.fromPlace || null,
      seatsFree: values.seatsFree === '' ? null : Number(values.seatsFree),
      note: values.note || null,
    };
    const checked = entry
      ? checkForm(travelEntryUpdateSchema, body)
      : checkForm(travelEntryInputSchema, { ...body, guestName: values.guestName });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    await write(
      () => (entry ? apiRequest('PUT', `${base}/${entry.id}`, checked.data) : apiRequest('POST', base, checked.data)),
      { done: { title: entry ? 'Travel updated' : 'Travel added' }, failed: 'Your travel could not be saved. Please try again.' },
      entry ? undefined : values.guestName,
    );
  }

  /** One of the signed-in guest's forwarded journeys, added under the name typed. */
  async function onAddConfirmation(confirmation: TravelConfirmationView, kind: TravelKind) {
    const name = checkField(guestNameSchema, values.guestName);
    if (!name.ok) {
      setErrors((x) => ({ ...x, guestName: name.message }));
      return;
    }
    await write(
      () => apiRequest('POST', `${base}/confirmations`, { confirmationId: confirmation.id, guestName: name.data, kind }),
      { done: { title: 'Travel added' }, failed: 'Your travel could not be saved. Please try again.' },
      name.data,
    );
  }

  async function onDelete() {
    if (entry) await write(() => apiRequest('DELETE', `${base}/${entry.id}`), {
        done: { title: 'Travel deleted' },
        failed: 'Your travel could not be deleted. Please try again.',
      });
  }

  return (
    <Dialog open onClose={onClose} title={entry ? 'Edit travel' : 'Add my travel'} description="When you arrive or leave, so the group can share rides.">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <GuestNameField
          id="travel-name"
          fixed={entry?.guestName}
          names={names}
          value={values.guestName}
          autoComplete="name"
          onChange={set('guestName')}
          error={errors.guestName}
          hint="Pick your name from the list or type it."
        />
        {!entry && <ConfirmationPicker projectId={projectId} busy={busy} onAdd={(c, kind) => void onAddConfirmation(c, kind)} />}
        <fieldset>
          <legend className="label">Arrival or departure</legend>
          <div className="flex gap-4">
            {(['arrival', 'departure'] as const).map((kind) => (
              <label key={kind} className="flex items-center gap-2 text-ink">
                <input type="radio" name="travel-kind" value={kind} checked={values.kind === kind} onChange={() => setValues((v) => ({ ...v, kind }))} />
                {kind === 'arrival' ? 'Arrival' : 'Departure'}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField id="travel-time" label="Date and time (local to the place)" type="datetime-local" value={values.localTime} onChange={set('localTime')} error={errors.localTime} />
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
          <TextField id="travel-place" label="Airport, station or address" maxLength={TRAVEL_PLACE_MAX} value={values.place} onChange={set('place')} error={errors.place} />
          <TextField
            id="travel-code"
            label="Code"
            hint="Such as LIS"
            className="uppercase"
            autoCapitalize="characters"
            value={values.placeCode}
            onChange={set('placeCode')}
            error={errors.placeCode}
          />
        </div>
        <Field id="travel-zone" label="Time zone" hint="Automatic: the airport’s zone for a known code, else the itinerary’s." error={errors.timeZone}>
          {(control) => (
            <select {...control} value={values.timeZone} onChange={set('timeZone')}>
              <option value="">Automatic</option>
              {listTimeZones().map((z) => (
                <option key={z} value={z}>
                  {z.replace(/_/g, ' ')}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="travel-number" label="Flight or train number" maxLength={TRAVEL_NUMBER_MAX} value={values.transportNumber} onChange={set('transportNumber')} error={errors.transportNumber} />
          <TextField id="travel-from" label={OTHER_END[values.kind].label} maxLength={TRAVEL_FROM_MAX} value={values.fromPlace} onChange={set('fromPlace')} error={errors.fromPlace} />
        </div>
        <TextField
          id="travel-seats"
          label="Seats free in your car"
          type="number"
          inputMode="numeric"
          min={0}
          max={TRAVEL_SEATS_MAX}
          value={values.seatsFree}
          onChange={set('seatsFree')}
          error={errors.seatsFree}
        />
        <Field id="travel-note" label="Note" error={errors.note}>
          {(control) => <textarea {...control} rows={2} maxLength={TRAVEL_NOTE_MAX} value={values.note} onChange={set('note')} />}
        </Field>
        <FormActions
          onCancel={onClose}
          busy={busy}
          submitLabel="Save"
          busyLabel="Saving..."
          destroy={entry && { label: 'Delete', onClick: () => void onDelete() }}
        />
      </form>
    </Dialog>
  );
}
