import { useEffect, useRef, useState } from 'react';
import { GEOCODE_DEBOUNCE_MS, GEOCODE_QUERY_MIN } from '@/lib/limits';
import type { GeocodeResponse, GeocodeResult } from '@/lib/types';
import { Icon } from '@/ui/Icon';
import * as icons from '@/ui/icon-paths';

type Props = {
  id: string;
  projectId: string;
  value: string;
  pinned: boolean;
  /** Typed text: the coordinates no longer match it, so the editor clears them. */
  onType: (text: string) => void;
  onPick: (place: GeocodeResult) => void;
  error?: string | undefined;
};

// When the server says no geocoder answers, stop asking for a while: the field is free text.
const RETRY_UNAVAILABLE_MS = 60_000;
let unavailableUntil = 0;

/**
 * The location with place suggestions, so a picked place has coordinates and shows on
 * the Map tab. The WAI-ARIA combobox pattern: the list is a listbox, arrows move through it,
 * Enter picks, Escape closes. Without a geocoder it is a plain text field, silently.
 */
export function LocationField({ id, projectId, value, pinned, onType, onPick, error }: Props) {
  const [query, setQuery] = useState<string | null>(null);
  const [results, setResults] = useState<GeocodeResult[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const lastPointer = useRef<{ x: number; y: number } | null>(null);
  const listId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${i}`;

  useEffect(() => {
    const q = query?.trim() ?? '';
    if (q.length < GEOCODE_QUERY_MIN || Date.now() < unavailableUntil) {
      setResults([]);
      setOpen(false);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const res = await fetch(`/api/projects/${encodeURIComponent(projectId)}/geocode?q=${encodeURIComponent(q)}`, {
          credentials: 'include',
          signal: controller.signal,
        });
        // Refused (rate limit) or failed: no suggestions this time, and no error for a helper.
        if (!res.ok) return;
        const answer = (await res.json()) as GeocodeResponse;
        if (!answer.available) unavailableUntil = Date.now() + RETRY_UNAVAILABLE_MS;
        setResults(answer.results);
        setActive(-1);
        setOpen(answer.results.length > 0);
      } catch {
        // Aborted by newer typing, or offline: the typed text stands.
      }
    }, GEOCODE_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, projectId]);

  function pointerMoved(x: number, y: number) {
    const last = lastPointer.current;
    lastPointer.current = { x, y };
    return last !== null && (last.x !== x || last.y !== y);
  }

  function pick(place: GeocodeResult) {
    onPick(place);
    setQuery(null);
    setOpen(false);
    setActive(-1);
  }

  const expanded = open && results.length > 0;
  const describedBy = [error ? `${id}-error` : '', pinned ? `${id}-pinned` : ''].filter(Boolean).join(' ') || undefined;

  return (
    <div className="relative">
      <label className="label" htmlFor={id}>
        Location
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className={`input ${error ? 'border-rose-500' : ''}`}
        placeholder="Search for a place"
        value={value}
        onChange={(e) => {
          onType(e.target.value);
          setQuery(e.target.value);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            if (results.length === 0) return;
            e.preventDefault();
            const step = e.key === 'ArrowDown' ? 1 : -1;
            if (!expanded) {
              setOpen(true);
              setActive(step === 1 ? 0 : results.length - 1);
            } else {
              setActive((i) => (i + step + results.length) % results.length);
            }
          } else if (e.key === 'Enter' && expanded && active >= 0) {
            const place = results[active];
            if (!place) return;
            e.preventDefault();
            pick(place);
          } else if (e.key === 'Escape' && expanded) {
            // Closes the list only; a second Escape reaches the editor and cancels it.
            e.preventDefault();
            e.stopPropagation();
            setOpen(false);
            setActive(-1);
          }
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggested places"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-auto rounded-xl border border-black/10 bg-white py-1 shadow-lg"
      >
        {results.map((place, i) => (
          <li
            key={`${place.label}-${i}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={`flex cursor-pointer items-start gap-2 px-3 py-2.5 text-sm text-ink ${i === active ? 'bg-brand-50' : 'hover:bg-black/5'}`}
            // Keep the focus in the input, so picking does not count as leaving it.
            onMouseDown={(e) => e.preventDefault()}
            // Only a pointer that really moves takes over from the arrow keys: the list opening
            // under a resting pointer (the browser then reports an enter) changes nothing.
            onMouseMove={(e) => {
              if (pointerMoved(e.clientX, e.clientY)) setActive(i);
            }}
            onClick={() => pick(place)}
          >
            <span className="mt-0.5 shrink-0 text-[var(--theme-primary-text)]">
              <Icon icon={icons.pin} />
            </span>
            <span>{place.label}</span>
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {expanded ? `${results.length} suggestion${results.length === 1 ? '' : 's'}. Use the arrow keys to choose.` : ''}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-rose-700">
          {error}
        </p>
      )}
      {pinned && !error && (
        <p id={`${id}-pinned`} className="mt-1 flex items-center gap-1 text-xs font-semibold text-emerald-700">
          <Icon icon={icons.pin} />
          Pinned on the map
        </p>
      )}
    </div>
  );
}
