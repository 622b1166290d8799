import { useRef, type KeyboardEvent } from 'react';
import type { GeocodeResult } from '@/lib/types';
import { FieldError } from '@/ui/Field';
import { Icon } from '@/ui/Icon';
import * as icons from '@/ui/icon-paths';
import { usePlaceSuggestions, type PlaceSuggestions } from './usePlaceSuggestions';

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

/**
 * The location with place suggestions, so a picked place has coordinates and shows on
 * the Map tab. The WAI-ARIA combobox pattern: the list is a listbox, arrows move through it,
 * Enter picks, Escape closes. Under the field a line says where the place stands: pinned on the
 * map; to be looked up on save (typed without picking); or, when place search is off or down,
 * kept as typed and not on the map.
 */
export function LocationField({ id, projectId, value, pinned, onType, onPick, error }: Props) {
  const suggestions = usePlaceSuggestions(projectId);
  const { results, active, expanded, unavailable } = suggestions;
  const listId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const note = placeNote(value, pinned, unavailable);
  const describedBy = [error ? `${id}-error` : '', note && !error ? `${id}-note` : ''].filter(Boolean).join(' ') || undefined;

  function pick(place: GeocodeResult) {
    onPick(place);
    suggestions.done();
  }

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
          suggestions.search(e.target.value);
        }}
        onBlur={suggestions.hide}
        onKeyDown={(e) => onComboboxKey(e, suggestions, pick)}
      />
      <PlaceOptions id={listId} optionId={optionId} suggestions={suggestions} onPick={pick} />
      <p role="status" className="sr-only">
        {expanded ? `${results.length} suggestion${results.length === 1 ? '' : 's'}. Use the arrow keys to choose.` : ''}
      </p>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      {note && !error && (
        <p id={`${id}-note`} className={`mt-1 flex items-center gap-1 text-xs ${pinned ? 'font-semibold text-emerald-700' : 'text-ink-soft'}`}>
          {pinned && <Icon icon={icons.pin} />}
          {note}
        </p>
      )}
    </div>
  );
}

/** What the line under the field says about the place and the map, or null for an empty field. */
export function placeNote(value: string, pinned: boolean, unavailable: boolean): string | null {
  if (pinned) return 'Pinned on the map';
  if (!value.trim()) return unavailable ? 'Place search is unavailable right now: type the place as guests should read it.' : null;
  if (unavailable) return 'Place search is unavailable right now: this place is kept as typed and will not appear on the map.';
  return 'Not pinned yet: pick a suggestion, or it is looked up on the map when you save.';
}

/** Arrows open the list and move through it, Enter picks, Escape closes the list only. */
function onComboboxKey(e: KeyboardEvent, suggestions: PlaceSuggestions, pick: (place: GeocodeResult) => void) {
  const { results, active, expanded } = suggestions;
  if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
    if (results.length === 0) return;
    e.preventDefault();
    const step = e.key === 'ArrowDown' ? 1 : -1;
    if (!expanded) {
      suggestions.open();
      suggestions.setActive(step === 1 ? 0 : results.length - 1);
    } else {
      suggestions.setActive((i) => (i + step + results.length) % results.length);
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
    suggestions.close();
  }
}

function PlaceOptions({ id, optionId, suggestions, onPick }: { id: string; optionId: (i: number) => string; suggestions: PlaceSuggestions; onPick: (place: GeocodeResult) => void }) {
  const { results, active, expanded } = suggestions;
  const lastPointer = useRef<{ x: number; y: number } | null>(null);

  function pointerMoved(x: number, y: number) {
    const last = lastPointer.current;
    lastPointer.current = { x, y };
    return last !== null && (last.x !== x || last.y !== y);
  }

  return (
    <ul
      id={id}
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
            if (pointerMoved(e.clientX, e.clientY)) suggestions.setActive(i);
          }}
          onClick={() => onPick(place)}
        >
          <span className="mt-0.5 shrink-0 text-[var(--theme-primary-text)]">
            <Icon icon={icons.pin} />
          </span>
          <span>{place.label}</span>
        </li>
      ))}
    </ul>
  );
}
