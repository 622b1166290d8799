import { useId, useState, type SubmitEvent } from 'react';
import { checkField, updateUserSchema } from '../../lib/schemas';
import type { AuthUserView } from '../../lib/types';
import { ProfileNameField } from './ProfileNameField';
import { saveProfileName } from './profile-name';

type Props = { user: AuthUserView; onSaved: (user: AuthUserView) => void; onDismiss: () => void };

/**
 * The first run of an account that has no name yet: asks for the first name the dashboard greets
 * by and new itineraries are signed with. "Not now" hides it in this browser; Settings can set
 * it any time.
 */
export function FirstNameCard({ user, onSaved, onDismiss }: Props) {
  const id = useId();
  const [firstName, setFirstName] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(e: SubmitEvent) {
    e.preventDefault();
    // The endpoint's own rule (required, at most its length), so the card and the server agree.
    const checked = checkField(updateUserSchema.shape.firstName, firstName);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setSaving(true);
    const updated = await saveProfileName(firstName, user.lastName ?? '');
    setSaving(false);
    if (updated) onSaved(updated);
  }

  return (
    <section className="card mb-6 p-5 sm:p-6" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-bold tracking-tight">
        Welcome! What should we call you?
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        Your first name greets you here and signs the itineraries you create. You can change it in Settings.
      </p>
      <form className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={(e) => void save(e)} noValidate>
        <div className="min-w-0 flex-1">
          <ProfileNameField
            id={`${id}-first`}
            part="first"
            value={firstName}
            aria-invalid={error ? true : undefined}
            describedBy={error ? `${id}-error` : undefined}
            onValue={(value) => {
              setFirstName(value);
              setError(null);
            }}
          />
        </div>
        <div className="flex gap-2">
          <button type="submit" className="btn-primary flex-1 px-5 sm:flex-none" disabled={saving}>
            {saving ? 'Saving...' : 'Save'}
          </button>
          <button type="button" className="btn-ghost flex-1 px-4 sm:flex-none" onClick={onDismiss}>
            Not now
          </button>
        </div>
      </form>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
