import { useId, useState } from 'react';
import { normalizeHex } from '../../lib/themes';
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
  const [invalid, setInvalid] = useState(false);

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
          maxLength={7}
          value={draft ?? value}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onFocus={() => setDraft(value)}
          onBlur={() => {
            setDraft(null);
            setInvalid(false);
          }}
          onChange={(e) => {
            setDraft(e.target.value);
            // Only a full six-digit code is applied: '#abc' on the way to '#abcdef' is not a colour yet.
            const text = e.target.value.trim();
            const hex = /^#?[0-9a-f]{6}$/i.test(text) ? normalizeHex(text) : null;
            setInvalid(!hex && text.replace('#', '').length >= 6);
            if (hex) onChange(hex);
          }}
          {...lockedTextProps(locked, allow)}
          className="input w-full min-w-0 font-mono text-sm uppercase"
        />
      </div>
      {invalid && (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">
          Use a hex colour like #9333EA.
        </p>
      )}
    </div>
  );
}
