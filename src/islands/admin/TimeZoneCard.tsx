import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { formatEventTime } from '../../lib/display';
import { canonicalTimeZone, listTimeZones, zoneOffset } from '../../lib/time-zones';
import { FieldError, PanelCard } from './panel-parts';
import type { Customizer } from './useCustomizations';

export const UNKNOWN_ZONE_MESSAGE = 'Choose a time zone from the list, like Europe/Paris.';

/**
 * The itinerary's time zone (issue 4), free on every itinerary: a searchable list of IANA zones.
 * Saved when a zone is picked from the list, on Enter, or when the field loses focus.
 */
export function TimeZoneCard({ customizer }: { customizer: Customizer }) {
  const { project, save } = customizer;
  const id = useId();
  const [text, setText] = useState(project.timeZone);
  const [error, setError] = useState<string | null>(null);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => setText(project.timeZone), [project.timeZone]);
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);

  // Offsets are worked out once per opening: about 400 zones, cheap enough, and they rarely move.
  const options = useMemo(() => {
    const at = new Date();
    return listTimeZones().map((zone) => ({ zone, offset: zoneOffset(zone, at) }));
  }, []);

  function commit(value: string) {
    const zone = canonicalTimeZone(value);
    if (!zone) {
      setError(UNKNOWN_ZONE_MESSAGE);
      return;
    }
    setError(null);
    setText(zone);
    if (zone !== project.timeZone) void save({ timeZone: zone });
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') {
      e.preventDefault();
      commit(text);
    }
  }

  return (
    <PanelCard title="Time zone" description="Where your event happens: a Paris trip reads in Paris time.">
      <label htmlFor={id} className="label">
        Itinerary time zone
      </label>
      <input
        id={id}
        className="input"
        list={`${id}-zones`}
        value={text}
        autoComplete="off"
        spellCheck={false}
        placeholder="Search, e.g. Paris or America/Chicago"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
        onChange={(e) => {
          setText(e.target.value);
          setError(null);
          // Picking from the list replaces the whole text at once: save it straight away.
          const native = e.nativeEvent as InputEvent;
          if (!native.inputType || native.inputType === 'insertReplacementText') {
            if (canonicalTimeZone(e.target.value)) commit(e.target.value);
          }
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (text.trim() !== project.timeZone) commit(text);
        }}
      />
      <datalist id={`${id}-zones`}>
        {options.map(({ zone, offset }) => (
          <option key={zone} value={zone} label={offset ? `${zone.replaceAll('_', ' ')} (${offset})` : undefined} />
        ))}
      </datalist>
      <FieldError id={`${id}-error`} message={error} />
      <p id={`${id}-help`} className="mt-1.5 text-xs text-ink-muted">
        Dates and times show in this time zone. It is {formatEventTime(now, project.timeZone)} there now.
      </p>
    </PanelCard>
  );
}
