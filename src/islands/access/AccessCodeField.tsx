import type { InputHTMLAttributes, ReactNode } from 'react';
import { ACCESS_CODE_LENGTH, MAX_CODE_INPUT_LENGTH } from '../../lib/limits';
import { TextField } from '../../ui/TextField';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  id: string;
  value: string;
  /** Receives the code upper-cased (the code is forced to upper case). */
  onChange: (code: string) => void;
  describedBy?: string;
  /** The message of a failed check, shown under the field. */
  error?: ReactNode;
  /** Another code of the itinerary's (the admin code): its label and hint. */
  label?: string;
  hint?: ReactNode;
};

export function AccessCodeField({ value, onChange, className = '', label = 'Access Code', hint = `Access code is ${ACCESS_CODE_LENGTH} characters`, ...rest }: Props) {
  return (
    <TextField
      label={label}
      hint={hint}
      className={`font-mono tracking-[0.3em] uppercase ${className}`}
      value={value}
      onChange={(e) => onChange(e.target.value.toUpperCase())}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={MAX_CODE_INPUT_LENGTH}
      placeholder="ABC123"
      {...rest}
    />
  );
}
