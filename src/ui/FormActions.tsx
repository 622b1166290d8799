/**
 * The buttons at the foot of a dialog's form: Cancel, then the submit button, which says
 * `busyLabel` while the form is being sent. Anything passed as children (a Delete button) comes
 * first, on the left from 640 px. Stacked on phones with the main action on top.
 */
import type { ReactNode } from 'react';

type Props = {
  onCancel: () => void;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** Besides `busy`: e.g. nothing typed yet. */
  submitDisabled?: boolean;
  children?: ReactNode;
};

export function FormActions({ onCancel, busy, submitLabel, busyLabel, submitDisabled = false, children }: Props) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      {children}
      <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
      <button type="submit" className="btn-primary" disabled={submitDisabled || busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  );
}
