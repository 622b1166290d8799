import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, apiRequest } from '../../lib/api-client';
import { watchItinerary } from '../../lib/live-stream';
import { forgetItinerary } from '../../lib/offline';
import type { ItineraryData } from '../../lib/types';

/**
 * Keeps the itinerary current: listens to the server's version stream and refetches
 * the itinerary only when the version differs from what the page shows (src/lib/live-stream.ts).
 */
export function useLiveItinerary(
  initial: ItineraryData,
  enabled: boolean,
): { data: ItineraryData; refresh: () => Promise<void> } {
  const [data, setData] = useState(initial);
  const version = useRef(initial.project.version);
  const projectId = initial.project.projectId;

  /**
   * Fetches the itinerary again (after a change of role, say). `since`: the version the live
   * stream announced, which the answer must have at least (a server that remembered this
   * browser's access for a moment reads it again: docs/guest-page.md "Live changes").
   */
  const fetchItinerary = useCallback(
    async (since?: number) => {
      const query = since === undefined ? '' : `?since=${since}`;
      const next = await apiRequest<ItineraryData>('GET', `/api/projects/${encodeURIComponent(projectId)}/itinerary${query}`);
      version.current = next.project.version;
      setData(next);
    },
    [projectId],
  );
  const refresh = useCallback(() => fetchItinerary(), [fetchItinerary]);

  useEffect(() => {
    if (!enabled) return;
    let fetching = false;
    let stop = () => {};

    async function refreshOnce(since?: number) {
      if (fetching) return;
      fetching = true;
      try {
        await fetchItinerary(since);
      } catch (error) {
        // 401: this browser no longer has access (the host signed guests out with a new code):
        // the access page asks for the new code. Anything else: keep showing what we have; the
        // next version event tries again.
        // Either way (401, or 404: the itinerary was deleted), this browser's offline copy goes.
        if (error instanceof ApiError && (error.status === 401 || error.status === 404)) await forgetItinerary(projectId);
        if (error instanceof ApiError && error.status === 401) {
          stop();
          window.location.assign(`/access/${encodeURIComponent(projectId)}`);
        }
      } finally {
        fetching = false;
      }
    }

    stop = watchItinerary(projectId, {
      version: (latest) => {
        if (latest !== version.current) void refreshOnce(latest);
      },
      // The grant or the itinerary is gone: one last read tells which (401 goes to the access page).
      gone: () => void refreshOnce(),
    });
    return () => stop();
  }, [enabled, projectId, fetchItinerary]);

  return { data, refresh };
}
