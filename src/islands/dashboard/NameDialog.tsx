import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { PROJECT_NAME_MAX } from '../../lib/limits';
import { MESSAGES } from '../../lib/messages';
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
  /** Called when the name is empty, to say MESSAGES.nameRequired (a toast, per the caller). */
  onEmpty: () => void;
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
    const trimmed = name.trim();
    if (!trimmed) {
      setError(MESSAGES.nameRequired);
      onEmpty();
      return;
    }
    setBusy(true);
    try {
      await onSubmit(trimmed);
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
          aria-invalid={error ? true : undefined}
          describedBy={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
        />
        {error && (
          <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
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
