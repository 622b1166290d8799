/**
 * Toasts: one at a time, shown 5 s, removed 1.5 s after dismissal; variants default
 * and destructive.
 */
import { atom } from 'nanostores';
import { errorMessage } from '../lib/api-client';
import { TOAST_DURATION_MS } from '../lib/limits';

export type ToastVariant = 'default' | 'destructive';
export type Toast = {
  id: number;
  title: string;
  description?: string | undefined;
  variant: ToastVariant;
  open: boolean;
  duration: number;
};

export const $toast = atom<Toast | null>(null);
let nextId = 1;

export function toast(input: {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
}): number {
  const id = nextId++;
  $toast.set({
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    open: true,
    duration: input.duration ?? TOAST_DURATION_MS,
  });
  return id;
}

/** Something done: a plain toast (no description unless given). */
export function toastSuccess(title: string, description?: string): number {
  return toast({ title, description });
}

/** Something refused or missing, in set words: a destructive toast. */
export function toastProblem(title: string, description?: string): number {
  return toast({ title, description, variant: 'destructive' });
}

/**
 * A call that failed: the server's message when it sent one, else `fallback`, under 'Error'
 * unless another title is given.
 */
export function toastError(error: unknown, fallback: string, title = 'Error'): number {
  return toastProblem(title, errorMessage(error, fallback));
}

export function dismissToast(id?: number) {
  const current = $toast.get();
  if (!current || (id !== undefined && current.id !== id)) return;
  $toast.set({ ...current, open: false });
}

export function removeToast(id: number) {
  if ($toast.get()?.id === id) $toast.set(null);
}
