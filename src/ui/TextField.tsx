import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field } from './Field';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: string;
  hint?: ReactNode;
  /** The message of a failed check, shown under the field and read with it. */
  error?: ReactNode;
  /** Extra ids for aria-describedby (e.g. a message elsewhere on the form). */
  describedBy?: string;
};

/** A labelled text input: a `Field` holding an `<input>`. */
export function TextField({ id, label, hint, error, describedBy, className = '', ...input }: Props) {
  return (
    <Field id={id} label={label} hint={hint} error={error} describedBy={describedBy} controlClassName={className}>
      {(control) => <input {...input} {...control} />}
    </Field>
  );
}
