/**
 * Place suggestions for the typed location, from the server's geocoder, and which one the arrow
 * keys point at. Refused (rate limit), failed or offline: no suggestions this time, and no error
 * for a helper; the typed text stands. `unavailable` says when search itself is off or down, so
 * the field can say so.
 */
import { useEffect, useState } from 'react';
import { GEOCODE_DEBOUNCE_MS, GEOCODE_QUERY_MIN } from '@/lib/limits';
import type { GeocodeResponse, GeocodeResult } from '@/lib/types';

// When the server says no geocoder answers, stop asking for a while: the field is free text.
const RETRY_UNAVAILABLE_MS = 60_000;
let unavailableUntil = 0;

export function usePlaceSuggestions(projectId: string) {
  const [query, setQuery] = useState<string | null>(null);
  const [results, setResults] = useState<GeocodeResult[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [unavailable, setUnavailable] = useState(() => Date.now() < unavailableUntil);

  useEffect(() => {
    const q = query?.trim() ?? '';
    if (q.length < GEOCODE_QUERY_MIN || Date.now() < unavailableUntil) {
      setResults([]);
      setOpen(false);
      setUnavailable(Date.now() < unavailableUntil);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const res = await fetch(`/api/projects/${encodeURIComponent(projectId)}/geocode?q=${encodeURIComponent(q)}`, {
          credentials: 'include',
          signal: controller.signal,
        });
        if (!res.ok) return;
        const answer = (await res.json()) as GeocodeResponse;
        if (!answer.available) unavailableUntil = Date.now() + RETRY_UNAVAILABLE_MS;
        setUnavailable(!answer.available);
        setResults(answer.results);
        setActive(-1);
        setOpen(answer.results.length > 0);
      } catch {
        // Aborted by newer typing: nothing to say. Offline: search cannot answer.
        if (!controller.signal.aborted) setUnavailable(true);
      }
    }, GEOCODE_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, projectId]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  return {
    results,
    active,
    /** Place search is off, down or out of reach: the location stays as typed. */
    unavailable,
    /** The list shows: open, with something in it. */
    expanded: open && results.length > 0,
    setActive,
    open: () => setOpen(true),
    /** Hides the list (the field lost focus); the pointed-at place is kept. */
    hide: () => setOpen(false),
    /** Hides the list and forgets the pointed-at place. */
    close,
    /** The typed text to look up. */
    search: (text: string) => setQuery(text),
    /** A place was picked: forget the search. */
    done: () => {
      setQuery(null);
      close();
    },
  };
}

export type PlaceSuggestions = ReturnType<typeof usePlaceSuggestions>;
