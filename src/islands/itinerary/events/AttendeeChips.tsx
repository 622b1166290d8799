import { useRef } from 'react';
import { addChips, chipKinds, removeLastChip, takeTypedChips, type ChipKind } from '@/lib/attendee-chips';
import { Icon } from '@/ui/Icon';
import * as icons from '@/ui/icon-paths';
import { FieldError } from '@/ui/Field';

type Props = {
  id: string;
  chips: string[];
  pending: string;
  /** Names already used in this itinerary, offered as the organiser types. */
  suggestions: string[];
  onChange: (chips: string[], pending: string) => void;
  error?: string | undefined;
};

const chipStyles: Record<ChipKind, string> = {
  everyone: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  except: 'bg-amber-50 text-amber-950 ring-amber-200',
  excluded: 'bg-rose-50 text-rose-900 ring-rose-200',
  name: 'bg-[color-mix(in_srgb,var(--theme-primary)_12%,white)] text-ink ring-[color-mix(in_srgb,var(--theme-primary)_30%,white)]',
};

/**
 * Attendees as chips: a name becomes a chip on comma, Enter or
 * blur; repeats are ignored; Backspace in the empty input removes the last chip.
 */
export function AttendeeChips({ id, chips, pending, suggestions, onChange, error }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const kinds = chipKinds(chips);
  const taken = new Set(chips.map((c) => c.toLowerCase()));
  const offered = suggestions.filter((name) => !taken.has(name.toLowerCase()));
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  function commit() {
    if (pending.trim()) onChange(addChips(chips, pending), '');
  }

  return (
    <div>
      <label className="label" htmlFor={id}>
        Attendees
      </label>
      {/* A click anywhere in the box puts the caret in the input, as in a text field. */}
      <div
        className={`flex min-h-[50px] flex-wrap items-center gap-1.5 rounded-xl border bg-white px-2.5 py-2 focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-200 ${error ? 'border-rose-500' : 'border-gray-300'}`}
        onClick={(e) => {
          if (e.target === e.currentTarget) input.current?.focus();
        }}
      >
        {chips.length > 0 && (
          <ul className="contents" aria-label="Attendees added">
            {chips.map((chip, i) => (
              <Chip
                key={chip.toLowerCase()}
                chip={chip}
                kind={kinds[i] ?? 'name'}
                onRemove={() => {
                  onChange(
                    chips.filter((_, j) => j !== i),
                    pending,
                  );
                  input.current?.focus();
                }}
              />
            ))}
          </ul>
        )}
        <input
          ref={input}
          id={id}
          value={pending}
          list={offered.length > 0 ? `${id}-names` : undefined}
          autoComplete="off"
          placeholder={chips.length > 0 ? 'Add another' : 'Names, or Everyone'}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          aria-invalid={error ? true : undefined}
          className="min-w-[8rem] flex-1 border-0 bg-transparent px-1.5 py-1 text-base text-ink placeholder:text-gray-500 focus:outline-none"
          onChange={(e) => {
            const next = takeTypedChips(chips, e.target.value);
            onChange(next.chips, next.rest);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && pending.trim()) {
              // Enter adds the name; with nothing typed it submits the form as usual.
              e.preventDefault();
              commit();
            } else if (e.key === 'Backspace' && pending === '' && chips.length > 0) {
              e.preventDefault();
              onChange(removeLastChip(chips), '');
            }
          }}
          onBlur={commit}
        />
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      <p id={hintId} className="mt-1 text-xs text-ink-muted">
        Press Enter or type a comma after each name. “Everyone” and “Everyone except Ana, Ben” work too.
      </p>
      {offered.length > 0 && (
        <datalist id={`${id}-names`}>
          {offered.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      )}
    </div>
  );
}

function Chip({ chip, kind, onRemove }: { chip: string; kind: ChipKind; onRemove: () => void }) {
  return (
    <li className={`inline-flex max-w-full items-center gap-1 rounded-full py-1 pr-1 pl-3 text-sm font-medium ring-1 ${chipStyles[kind]}`}>
      {kind === 'excluded' && <span className="sr-only">Not going: </span>}
      <span className="truncate">{chip}</span>
      <button
        type="button"
        className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full hover:bg-black/10"
        aria-label={`Remove ${chip}`}
        onClick={onRemove}
      >
        <Icon icon={icons.x} className="h-3.5 w-3.5" strokeWidth={2.5} />
      </button>
    </li>
  );
}
