import { useId, useState } from 'react';
import { hexColorSchema } from '../../lib/customization-schema';
import { HEX_COLOR_INPUT_MAX } from '../../lib/limits';
import { checkField } from '../../lib/schemas';
import { lockedTextProps } from './panel-parts';

type Props = {
  label: string;
  value: string;
  onChange: (hex: string) => void;
  /** Unpaid: the picker does not open and the text does not change; `allow` opens the prompt. */
  locked: boolean;
  allow: () => boolean;
};

/**
 * A colour picker and its hex code side by side: the swatch for choosing by eye, the text for
 * pasting a brand colour. Both report every change; the caller decides when to save.
 */
export function ColorField({ label, value, onChange, locked, allow }: Props) {
  const id = useId();
  // While the text field has focus it shows what is typed; otherwise the current colour.
  const [draft, setDraft] = useState<string | null>(null);
  // The customizations endpoint's message for a code it would refuse.
  const [error, setError] = useState<string | null>(null);

  return (
    <div>
      <label htmlFor={`${id}-hex`} className="label">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={value}
          onClick={(e) => {
            if (locked && !allow()) e.preventDefault();
          }}
          onKeyDown={(e) => {
            if (locked && (e.key === 'Enter' || e.key === ' ')) {
              e.preventDefault();
              allow();
            }
          }}
          onChange={(e) => {
            if (!locked) onChange(e.target.value);
          }}
          className="h-12 w-14 shrink-0 cursor-pointer rounded-xl border border-gray-300 bg-white p-1"
        />
        <input
          id={`${id}-hex`}
          type="text"
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={HEX_COLOR_INPUT_MAX}
          value={draft ?? value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onFocus={() => setDraft(value)}
          onBlur={() => {
            setDraft(null);
            setError(null);
          }}
          onChange={(e) => {
            setDraft(e.target.value);
            // Only a full six-digit code is checked: '#abc' on the way to '#abcdef' is not a colour yet.
            const digits = e.target.value.trim().replace('#', '');
            const checked = digits.length >= 6 ? checkField(hexColorSchema, `#${digits}`) : null;
            setError(checked && !checked.ok ? checked.message : null);
            if (checked?.ok) onChange(checked.data);
          }}
          {...lockedTextProps(locked, allow)}
          className="input w-full min-w-0 font-mono text-sm uppercase"
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
