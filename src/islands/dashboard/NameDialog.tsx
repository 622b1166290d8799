import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { PROJECT_NAME_MAX } from '../../lib/limits';
import { checkField, createProjectSchema, MESSAGES } from '../../lib/schemas';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';

type Props = {
  open: boolean;
  title: string;
  description: string;
  submitLabel: string;
  onClose: () => void;
  /** Receives the trimmed name; resolves when done (the dialog stays busy meanwhile). */
  onSubmit: (name: string) => Promise<void>;
  /** Called with MESSAGES.nameRequired when the name is empty, to say it (a toast, per the caller). */
  onEmpty: (message: string) => void;
};

/** Asks for an itinerary name. */
export default function NameDialog({ open, title, description, submitLabel, onClose, onSubmit, onEmpty }: Props) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  useEffect(() => {
    if (open) {
      setName('');
      setError(null);
    }
  }, [open]);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    // The create endpoint's own rule for a name, so the dialog refuses what the server would.
    const checked = checkField(createProjectSchema.shape.name, name);
    if (!checked.ok) {
      const message = checked.message;
      setError(message);
      if (message === MESSAGES.nameRequired) onEmpty(message);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(checked.data);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={title} description={description} size="sm">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          id={`${id}-name`}
          label="Itinerary name"
          placeholder="e.g. Lisbon Long Weekend"
          value={name}
          data-autofocus
          maxLength={PROJECT_NAME_MAX}
          error={error}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
        />
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Creating...' : submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
