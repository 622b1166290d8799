/** The toast helpers: which words and which variant each kind of message gets. */
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/api-client';
import { $toast, removeToast, toastError, toastProblem, toastSuccess } from '../../src/stores/toast';

const refused = (status: number, body: string) => new ApiError(status, body, new Headers());
const shown = () => {
  const current = $toast.get();
  return current && { title: current.title, description: current.description, variant: current.variant };
};

afterEach(() => {
  const current = $toast.get();
  if (current) removeToast(current.id);
});

describe('toastError', () => {
  it("shows the server's message under 'Error'", () => {
    toastError(refused(400, JSON.stringify({ message: 'Title is too long.' })), 'Failed to save event.');
    expect(shown()).toEqual({ title: 'Error', description: 'Title is too long.', variant: 'destructive' });
  });

  it('falls back when the server said nothing readable, or the call never reached it', () => {
    toastError(refused(500, 'Internal Server Error'), 'Failed to save event.');
    expect(shown()).toEqual({ title: 'Error', description: 'Failed to save event.', variant: 'destructive' });
    toastError(new TypeError('Failed to fetch'), 'Failed to save event.', 'Upload failed');
    expect(shown()).toEqual({ title: 'Upload failed', description: 'Failed to save event.', variant: 'destructive' });
  });
});

describe('toastProblem and toastSuccess', () => {
  it('show their words as given, destructive or plain', () => {
    toastProblem('Missing Code', 'Please enter the admin code.');
    expect(shown()).toEqual({ title: 'Missing Code', description: 'Please enter the admin code.', variant: 'destructive' });
    toastSuccess('Event deleted');
    expect(shown()).toEqual({ title: 'Event deleted', description: undefined, variant: 'default' });
  });

  it('replace the toast on screen (one at a time)', () => {
    const first = toastSuccess('Images updated');
    const second = toastProblem('Crop failed');
    expect(second).not.toBe(first);
    expect($toast.get()?.id).toBe(second);
  });
});
