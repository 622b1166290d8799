import type { InputHTMLAttributes, ReactNode } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  hint?: ReactNode;
  /** Extra ids for aria-describedby (e.g. an error message below the field). */
  describedBy?: string;
};

/** A labelled input with an optional hint line, wired for screen readers. */
export function TextField({ id, label, hint, describedBy, className = '', ...input }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const described = [hintId, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className={`input ${className}`} aria-describedby={described} {...input} />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
