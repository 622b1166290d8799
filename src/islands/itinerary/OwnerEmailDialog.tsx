/**
 * 'Great work!': after the first event,
 * an owner without an email is asked for one, so the server can email both codes. Either answer
 * ends the prompt for this itinerary on this device (`onDone`). Lazy-loaded with its schema.
 */
import { useId, useState, type SubmitEvent } from 'react';
import { apiRequest } from '../../lib/api-client';
import { EMAIL_MAX, OWNER_NAME_MAX } from '../../lib/limits';
import { ownerInfoSchema } from '../../lib/organiser-schemas';
import { firstIssueMessage, MESSAGES } from '../../lib/schemas';
import { toastError, toastProblem, toastSuccess } from '../../stores/toast';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';

type Props = { open: boolean; projectId: string; onDone: () => void };

export default function OwnerEmailDialog({ open, projectId, onDone }: Props) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  // The failed check's message beside the field it is about (the toast says it too).
  const [errors, setErrors] = useState<{ ownerEmail?: string; ownerName?: string }>({});
  const id = useId();

  function skip() {
    if (!busy) onDone();
  }

  async function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    const parsed = ownerInfoSchema.safeParse({ ownerEmail: email, ownerName: name.trim() || null });
    if (!parsed.success) {
      const message = firstIssueMessage(parsed.error);
      const title =
        message === MESSAGES.ownerEmailRequired ? 'Email Required'
        : message === MESSAGES.invalidEmail ? 'Invalid Email'
        : 'Error';
      setErrors({ [parsed.error.issues[0]?.path[0] === 'ownerName' ? 'ownerName' : 'ownerEmail']: message });
      toastProblem(title, message);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await apiRequest('PATCH', `/api/projects/${encodeURIComponent(projectId)}/owner`, {
        ownerName: parsed.data.ownerName ?? null,
        ownerEmail: parsed.data.ownerEmail,
      });
      toastSuccess('Success!', `We sent your access codes to ${parsed.data.ownerEmail}.`);
      setBusy(false);
      onDone();
    } catch (error) {
      setBusy(false);
      toastError(error, 'Failed to save your information. Please try again.');
    }
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
