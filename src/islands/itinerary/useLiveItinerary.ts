import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, apiRequest } from '../../lib/api-client';
import { forgetItinerary } from '../../lib/offline';
import type { ItineraryData } from '../../lib/types';

const RECONNECT_MS = [2000, 5000, 10_000, 30_000];

/**
 * Keeps the itinerary current (issue 3): listens to the server's version stream and refetches
 * the itinerary only when the version differs from what the page shows. EventSource reconnects
 * by itself after a dropped connection; when the server closes it for good, this retries with
 * a growing delay.
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
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let fetching = false;
    let closed = false;

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
          closed = true;
          source?.close();
          window.location.assign(`/access/${encodeURIComponent(projectId)}`);
        }
      } finally {
        fetching = false;
      }
    }

    function connect() {
      source = new EventSource(`/api/projects/${encodeURIComponent(projectId)}/live`);
      source.addEventListener('open', () => {
        attempt = 0;
      });
      source.addEventListener('version', (event) => {
        const { version: latest } = JSON.parse((event as MessageEvent<string>).data) as { version: number };
        if (latest !== version.current) void refreshOnce();
      });
      source.addEventListener('gone', () => {
        // The grant or the itinerary is gone: one last read tells which (401 goes to the access page).
        closed = true;
        source?.close();
        void refreshOnce();
      });
      source.addEventListener('error', () => {
        if (closed || source?.readyState !== EventSource.CLOSED) return;
        const delay = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)];
        retry = setTimeout(connect, delay);
      });
    }

    connect();
    return () => {
      closed = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [enabled, projectId, refresh]);

  return { data, refresh };
}
