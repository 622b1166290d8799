import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { KeepTimes } from '../../lib/customization-schema';
import { formatEventTime } from '../../lib/display';
import { TIME_ZONE_NAME_MAX } from '../../lib/limits';
import { checkField, timeZoneSchema } from '../../lib/schemas';
import { listTimeZones, zoneOffset } from '../../lib/time-zones';
import { FieldError, PanelCard } from './panel-parts';
import type { Customizer } from './useCustomizations';
import { useReaderFormat } from '@/ui/reader-format';

/**
 * The field is a list to pick from, so a zone the server would refuse is answered in the list's
 * words rather than the API's ('Please choose a valid time zone, …'); the rule is the API's own.
 */
export const UNKNOWN_ZONE_MESSAGE = 'Choose a time zone from the list, like Europe/Paris.';

/**
 * The itinerary's time zone, free on every itinerary: a searchable list of IANA zones.
 * Saved when a zone is picked from the list, on Enter, or when the field loses focus. The choice
 * above the field says what the events already on the itinerary keep (docs/time-zones.md):
 * their clock times (the default) or their moments.
 */
export function TimeZoneCard({ customizer }: { customizer: Customizer }) {
  const { project, save } = customizer;
  const id = useId();
  const format = useReaderFormat();
  const [text, setText] = useState(project.timeZone);
  const [error, setError] = useState<string | null>(null);
  const [keepTimes, setKeepTimes] = useState<KeepTimes>('clock');
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
    const checked = checkField(timeZoneSchema, value);
    if (!checked.ok) {
      setError(UNKNOWN_ZONE_MESSAGE);
      return;
    }
    const zone = checked.data;
    setError(null);
    setText(zone);
    if (zone !== project.timeZone) void save({ timeZone: zone }, { body: { keepTimes } });
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') {
      e.preventDefault();
      commit(text);
    }
  }

  return (
    <PanelCard title="Time zone" description="Where your event happens: a Paris trip reads in Paris time.">
      <KeepTimesChoice value={keepTimes} onChange={setKeepTimes} />
      <label htmlFor={id} className="label">
        Itinerary time zone
      </label>
      <input
        id={id}
        className="input"
        list={`${id}-zones`}
        value={text}
        maxLength={TIME_ZONE_NAME_MAX}
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
            if (checkField(timeZoneSchema, e.target.value).ok) commit(e.target.value);
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
        Dates and times show in this time zone. It is {formatEventTime(now, project.timeZone, format)} there now.
      </p>
    </PanelCard>
  );
}

/**
 * What a zone change does to the events already on the itinerary. Chosen before the zone, since
 * picking a zone from the list saves it at once.
 */
function KeepTimesChoice({ value, onChange }: { value: KeepTimes; onChange: (v: KeepTimes) => void }) {
  const name = useId();
  const option = (choice: KeepTimes, label: string, hint: string) => (
    <label className="flex items-start gap-2 text-sm text-ink">
      <input
        type="radio"
        name={name}
        value={choice}
        className="mt-0.5 h-4 w-4 shrink-0 accent-[var(--theme-primary)]"
        checked={value === choice}
        onChange={() => onChange(choice)}
      />
      <span>
        <span className="font-semibold">{label}</span>
        <span className="block text-xs text-ink-muted">{hint}</span>
      </span>
    </label>
  );
  return (
    <fieldset className="mb-4 rounded-xl border border-black/10 px-3 pt-1 pb-3">
      <legend className="px-1 text-xs font-semibold text-ink-soft">When the zone changes</legend>
      <div className="space-y-2">
        {option('clock', 'Events keep their clock times', 'A 7:00 PM dinner stays at 7:00 PM in the new time zone.')}
        {option('moment', 'Events keep the same moments', 'Each event stays at the same instant, so its clock time changes to the new zone’s.')}
      </div>
    </fieldset>
  );
}
