import type { ReactNode } from 'react';

/** What a field hands its control: the id its label points at, and the screen-reader wiring. */
type FieldControlProps = {
  id: string;
  className: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
};

type Props = {
  id: string;
  label: ReactNode;
  /** A line under the control that helps fill it in (read after the label). */
  hint?: ReactNode;
  /** The message of a failed check; marks the control invalid and is read with it. */
  error?: ReactNode;
  /** Extra ids for aria-describedby (a note beside the field, say). */
  describedBy?: string;
  /** Extra classes for the control (`input` and the error border are given). */
  controlClassName?: string;
  className?: string;
  /** Draws the control: spread the props on the input, textarea or select. */
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * The one way a form field is drawn: a label, the control, an optional hint and the error of its
 * last check, wired together for screen readers (aria-describedby, aria-invalid).
 */
export function Field({ id, label, hint, error, describedBy, controlClassName = '', className, children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [hintId, describedBy, errorId].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id,
    className: ['input', error ? 'border-rose-500' : '', controlClassName].filter(Boolean).join(' '),
    ...(described ? { 'aria-describedby': described } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
  };
  return (
    <div className={className}>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      {children(control)}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId!}>{error}</FieldError>}
    </div>
  );
}

/** A field's error line, for controls that draw their own label (a place search, chips). */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm font-medium text-rose-700">
      {children}
    </p>
  );
}
