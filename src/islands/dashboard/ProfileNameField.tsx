import type { ComponentProps } from 'react';
import { OWNER_NAME_MAX } from '../../lib/limits';
import { TextField } from '../../ui/TextField';

const PARTS = {
  first: { label: 'First name', autoComplete: 'given-name' },
  last: { label: 'Last name', autoComplete: 'family-name' },
} as const;

type Props = Omit<ComponentProps<typeof TextField>, 'label' | 'autoComplete' | 'maxLength' | 'onChange'> & {
  part: keyof typeof PARTS;
  onValue: (value: string) => void;
};

/** The account's first or last name, as Settings and the first-run card ask for it. */
export function ProfileNameField({ part, onValue, ...field }: Props) {
  const { label, autoComplete } = PARTS[part];
  return <TextField {...field} label={label} autoComplete={autoComplete} maxLength={OWNER_NAME_MAX} onChange={(e) => onValue(e.target.value)} />;
}
