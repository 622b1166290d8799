/**
 * Whose travel or answer a form writes: the name fixed when it changes an existing one ("For
 * Ana"), else a field that offers the itinerary's names and takes a new one.
 */
import type { ChangeEvent } from 'react';
import { TextField } from '@/ui/TextField';

type Props = {
  id: string;
  /** The name of the entry or answer being changed; none asks for one. */
  fixed?: string | undefined;
  names: string[];
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  error?: string | undefined;
  hint?: string;
  autoComplete?: string;
};

export function GuestNameField({ id, fixed, names, value, onChange, error, hint, autoComplete }: Props) {
  if (fixed !== undefined) {
    return (
      <p className="text-sm text-ink-soft">
        For <span className="font-semibold text-ink">{fixed}</span>
      </p>
    );
  }
  return (
    <>
      <TextField
        id={id}
        label="Your name"
        list={`${id}-names`}
        autoComplete={autoComplete}
        value={value}
        onChange={onChange}
        error={error}
        hint={hint}
        data-autofocus
      />
      <datalist id={`${id}-names`}>
        {names.map((n) => (
          <option key={n} value={n} />
        ))}
      </datalist>
    </>
  );
}
