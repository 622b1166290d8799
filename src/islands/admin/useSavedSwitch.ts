/**
 * An admin panel switch saved on the server at once: its state read from `readPath` on mount
 * (`fallback` while it loads or when the read fails), and `toggle`, which shows the new state
 * straight away, saves it with `save`, then toasts `savedTitle`, or puts the old state back and
 * toasts the failure.
 */
import { useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api-client';
import { toastError, toastSuccess } from '../../stores/toast';

export function useSavedSwitch<T>(options: {
  readPath: string;
  read: (answer: T) => boolean;
  fallback: boolean;
  save: (next: boolean) => Promise<unknown>;
  savedTitle: (next: boolean) => string;
}) {
  const { readPath, read, fallback, save, savedTitle } = options;
  const [value, setValue] = useState<boolean | null>(null);

  useEffect(() => {
    let live = true;
    apiRequest<T>('GET', readPath)
      .then((answer) => live && setValue(read(answer)))
      .catch(() => live && setValue(fallback));
    return () => {
      live = false;
    };
    // `read` and `fallback` are fixed for a switch: the path alone says when to read again.
  }, [readPath]);

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
