/**
 * An admin panel switch saved on the server at once: its state read from `readPath` on mount
 * (`fallback` while it loads or when the read fails), and `toggle`, which shows the new state
 * straight away, saves it with `save`, then toasts `savedTitle`, or puts the old state back and
 * toasts the failure.
 */
import { useState } from 'react';
import { toastError, toastSuccess } from '../../stores/toast';
import { useApiRead } from './useApiRead';

export function useSavedSwitch<T>(options: {
  readPath: string;
  read: (answer: T) => boolean;
  fallback: boolean;
  save: (next: boolean) => Promise<unknown>;
  savedTitle: (next: boolean) => string;
}) {
  const { readPath, read, fallback, save, savedTitle } = options;
  const [value, setValue] = useState<boolean | null>(null);
  useApiRead<T>(readPath, (answer) => setValue(read(answer)), () => setValue(fallback));

  async function toggle(next: boolean) {
    const before = value;
    setValue(next);
    try {
      await save(next);
      toastSuccess(savedTitle(next));
    } catch (error) {
      setValue(before);
      toastError(error, 'The setting could not be saved. Please try again.');
    }
  }

  return { value: value ?? fallback, toggle };
}
