/**
 * The reader's time zone, for the dashboard's dates: null while the server renders and the page
 * hydrates (the server cannot know it), then the browser's own. React renders the page again
 * with it right after hydration, without a mismatch.
 */
import { useSyncExternalStore } from 'react';
import { browserTimeZone } from '@/lib/time-zones';

const noChanges = () => () => {};

export function useReaderTimeZone(): string | null {
  return useSyncExternalStore(noChanges, () => browserTimeZone() ?? null, () => null);
}
