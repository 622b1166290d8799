import { useEffect, useRef, useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import type { CalendarFeedLinks, CalendarFeedResponse } from '@/lib/calendar-links';
import { toastError } from '@/stores/toast';

const FEED_ERROR_FALLBACK = 'Failed to create the calendar link. Please try again.';

type CalendarFeedState =
  | { status: 'loading' }
  | { status: 'ready'; feed: CalendarFeedLinks }
  | { status: 'error' };

type Result = { key: string; feed?: CalendarFeedLinks; failed?: boolean };

/**
 * The feed links for (projectId, person) while `open`: asked of the server once per person per
 * opening (the POST returns the existing feed, so asking again is harmless), kept while the dialog
 * stays open, dropped when it closes so a revoked link is never shown again.
 */
export function useCalendarFeed(open: boolean, projectId: string, person: string | null) {
  const cache = useRef(new Map<string, CalendarFeedLinks>());
  const [result, setResult] = useState<Result | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = person ?? '';

  useEffect(() => {
    if (!open) {
      cache.current.clear();
      setResult(null);
      return;
    }
    const cached = cache.current.get(key);
    if (cached) {
      setResult({ key, feed: cached });
      return;
    }
    let live = true;
    setResult({ key });
    apiRequest<CalendarFeedResponse>(
      'POST',
      `/api/projects/${encodeURIComponent(projectId)}/calendar-feeds`,
      { person },
    )
      .then(({ feed }) => {
        cache.current.set(key, feed);
        if (live) setResult({ key, feed });
      })
      .catch((error: unknown) => {
        if (!live) return;
        setResult({ key, failed: true });
        toastError(error, FEED_ERROR_FALLBACK);
      });
    return () => {
      live = false;
    };
  }, [open, projectId, key, person, attempt]);

  let state: CalendarFeedState = { status: 'loading' };
  if (result?.key === key && result.feed) state = { status: 'ready', feed: result.feed };
  else if (result?.key === key && result.failed) state = { status: 'error' };
  return { state, retry: () => setAttempt((n) => n + 1) };
}
