/** A guest's dialogs: edit the name and email, and the confirmation before deleting them. */
import { useId, useState } from 'react';
import type { GuestListGuest } from '../../../lib/guest-list';
import { guestUpdateSchema } from '../../../lib/guest-list-schemas';
import { EMAIL_MAX, GUEST_NAME_MAX } from '../../../lib/limits';
import { checkForm } from '../../../lib/schemas';
import { Dialog } from '../../../ui/Dialog';
import { Field } from '../../../ui/Field';
import { useDialogWrite } from '../../itinerary/useDialogWrite';
import { ConfirmDelete } from './ConfirmDelete';
import type { GuestListApi } from './useGuestList';

export type GuestDialog = 'edit' | 'delete' | null;

type Props = { dialog: GuestDialog; onClose: () => void; guest: GuestListGuest; api: GuestListApi };

export function GuestDialogs(props: Props) {
  return (
    <>
      {props.dialog === 'edit' && <EditGuest {...props} />}
      {props.dialog === 'delete' && <DeleteGuest {...props} />}
    </>
  );
}

function EditGuest({ onClose, guest, api }: Props) {
  const id = useId();
  const [name, setName] = useState(guest.name);
  const [email, setEmail] = useState(guest.email ?? '');
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const { busy, write } = useDialogWrite({ close: onClose });

  function save() {
    const checked = checkForm(guestUpdateSchema, { name, email });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    void write(() => api.send('PATCH', `/${guest.id}`, checked.data), {
      done: { title: 'Guest saved' },
      failed: 'The guest could not be saved. Please try again.',
    });
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Edit ${guest.name}`}
      description="A new name also changes it on events, travel and answers."
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={`${id}-form`} className="btn-primary" disabled={busy}>
            Save
          </button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        noValidate
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <Field id={`${id}-name`} label="Name" error={errors.name}>
          {(control) => <input {...control} data-autofocus maxLength={GUEST_NAME_MAX} value={name} onChange={(e) => setName(e.target.value)} />}
        </Field>
        <Field id={`${id}-email`} label="Email (optional)" hint="Only organisers see it; used to send the personal link." error={errors.email}>
          {(control) => <input {...control} type="email" maxLength={EMAIL_MAX} value={email} onChange={(e) => setEmail(e.target.value)} />}
        </Field>
      </form>
    </Dialog>
  );
}

function DeleteGuest({ onClose, guest, api }: Props) {
  return (
    <ConfirmDelete
      title={`Delete ${guest.name}?`}
      action="Delete"
      send={() => api.send('DELETE', `/${guest.id}`)}
      done={`${guest.name} is no longer on the list`}
      failed="The guest could not be deleted. Please try again."
      onClose={onClose}
    >
      <li>Their personal link stops working at once.</li>
      <li>Their answers and travel stay on the itinerary under “{guest.name}”, and from now on only organisers can change them.</li>
    </ConfirmDelete>
  );
}
