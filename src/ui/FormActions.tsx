/**
 * The buttons at the foot of a dialog's form: Cancel, then the submit button, which says
 * `busyLabel` while the form is being sent. A destructive action (Delete) comes first, on the left
 * from 640 px. Stacked on phones with the main action on top.
 */
type Props = {
  onCancel: () => void;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** Besides `busy`: e.g. nothing typed yet. */
  submitDisabled?: boolean;
  /** A button that removes what the form edits ("Delete"), when there is something to remove. */
  destroy?: { label: string; onClick: () => void } | undefined;
};

export function FormActions({ onCancel, busy, submitLabel, busyLabel, submitDisabled = false, destroy }: Props) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      {destroy && (
        <button type="button" className="btn-secondary text-rose-700 sm:mr-auto" onClick={destroy.onClick} disabled={busy}>
          {destroy.label}
        </button>
      )}
      <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
      <button type="submit" className="btn-primary" disabled={submitDisabled || busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  );
}
