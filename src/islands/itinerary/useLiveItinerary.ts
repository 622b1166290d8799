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

  /** Fetches the itinerary again (after a change of role, say). */
  const refresh = useCallback(async () => {
    const next = await apiRequest<ItineraryData>('GET', `/api/projects/${encodeURIComponent(projectId)}/itinerary`);
    version.current = next.project.version;
    setData(next);
  }, [projectId]);

  useEffect(() => {
    if (!enabled) return;
    let fetching = false;
    let stop = () => {};

    async function refreshOnce() {
      if (fetching) return;
      fetching = true;
      try {
        await refresh();
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
        if (latest !== version.current) void refreshOnce();
      },
      // The grant or the itinerary is gone: one last read tells which (401 goes to the access page).
      gone: () => void refreshOnce(),
    });
    return () => stop();
  }, [enabled, projectId, refresh]);

  return { data, refresh };
}
