/**
 * 'Great work!': after the first event,
 * an owner without an email is asked for one, so the server can email both codes. Either answer
 * ends the prompt for this itinerary on this device (`onDone`). Lazy-loaded with its schema.
 */
import { useId, useState, type SubmitEvent } from 'react';
import { apiRequest } from '../../lib/api-client';
import { EMAIL_MAX, OWNER_NAME_MAX } from '../../lib/limits';
import { ownerInfoSchema } from '../../lib/organiser-schemas';
import { checkForm, MESSAGES } from '../../lib/schemas';
import { toastProblem } from '../../stores/toast';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { useDialogWrite } from './useDialogWrite';

type Props = { open: boolean; projectId: string; onDone: () => void };

export default function OwnerEmailDialog({ open, projectId, onDone }: Props) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const { busy, write } = useDialogWrite({ close: onDone });
  // The failed check's message beside the field it is about (the toast says it too).
  const [errors, setErrors] = useState<{ ownerEmail?: string; ownerName?: string }>({});
  const id = useId();

  function skip() {
    if (!busy) onDone();
  }

  async function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    const checked = checkForm(ownerInfoSchema, { ownerEmail: email, ownerName: name.trim() || null });
    if (!checked.ok) {
      const { message } = checked;
      const title =
        message === MESSAGES.ownerEmailRequired ? 'Email Required'
        : message === MESSAGES.invalidEmail ? 'Invalid Email'
        : 'Error';
      // Only the first refused field shows its message: the first field in `errors`.
      setErrors({ [Object.keys(checked.errors)[0] === 'ownerName' ? 'ownerName' : 'ownerEmail']: message });
      toastProblem(title, message);
      return;
    }
    setErrors({});
    const { ownerEmail, ownerName } = checked.data;
    await write(() => apiRequest('PATCH', `/api/projects/${encodeURIComponent(projectId)}/owner`, { ownerName: ownerName ?? null, ownerEmail }), {
      done: { title: 'Success!', description: `We sent your access codes to ${ownerEmail}.` },
      failed: 'Failed to save your information. Please try again.',
    });
  }

  return (
    <Dialog
      open={open}
      onClose={skip}
      title="Great work!"
      description="Your first event is in! Where should we send your access codes? We'll email the share code for your guests and your admin code for editing, so you never lose them."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          id={`${id}-email`}
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          aria-required="true"
          maxLength={EMAIL_MAX}
          value={email}
          error={errors.ownerEmail}
          onChange={(e) => {
            setEmail(e.target.value);
            setErrors((x) => ({ ...x, ownerEmail: undefined }));
          }}
          placeholder="you@example.com"
          data-autofocus
        />
        <TextField
          id={`${id}-name`}
          label="Your name (optional)"
          autoComplete="name"
          maxLength={OWNER_NAME_MAX}
          value={name}
          error={errors.ownerName}
          onChange={(e) => {
            setName(e.target.value);
            setErrors((x) => ({ ...x, ownerName: undefined }));
          }}
          hint="Guests see it under the title."
        />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={skip} disabled={busy}>
            Skip for now
          </button>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Sending...' : 'Send Access Codes'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
