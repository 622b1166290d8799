import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { customTitleSchema } from '../../lib/customization-schema';
import { CUSTOM_TITLE_MAX, MAX_TITLE_CHANGES } from '../../lib/limits';
import { MESSAGES } from '../../lib/messages';
import { checkField } from '../../lib/schemas';
import { CUSTOMIZE_FEATURES } from '../../lib/trial';
import { FieldError, PanelCard, lockedTextProps } from './panel-parts';
import type { Customizer } from './useCustomizations';

const FEATURE = CUSTOMIZE_FEATURES.title;
/**
 * The title is counted in characters and an emoji is two of the input's UTF-16 units: the input
 * holds any title of CUSTOM_TITLE_MAX characters, and the schema refuses a longer one by count.
 */
const TITLE_INPUT_MAX = CUSTOM_TITLE_MAX * 2;

/**
 * 'Title Customization': paid only; empty means the itinerary's name;
 * emojis allowed; 3 changes per itinerary, counted by the server.
 */
export function TitleCard({ customizer }: { customizer: Customizer }) {
  const { project, locked, allow, save } = customizer;
  const id = useId();
  const saved = project.customTitle ?? '';
  const [value, setValue] = useState(saved);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A title saved elsewhere (another admin, a live update) replaces an untouched field.
  useEffect(() => setValue(saved), [saved]);

  const left = Math.max(0, MAX_TITLE_CHANGES - project.titleChangesUsed);
  const exhausted = !locked && left === 0;
  const changed = value.trim() !== saved.trim();

  async function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    if (!allow(FEATURE) || exhausted || !changed || busy) return;
    // The customizations endpoint's own rule for a title, so nothing it would refuse is sent.
    const checked = checkField(customTitleSchema, value);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setBusy(true);
    await save({ customTitle: checked.data || null });
    setBusy(false);
  }

  return (
    <PanelCard title="Title Customization" description="Give your itinerary a display title. Leave it empty to use its name." paid={locked}>
      <form onSubmit={onSubmit} className="space-y-2" noValidate>
        <label htmlFor={id} className="label">
          Display title
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={id}
            className="input"
            value={value}
            placeholder={project.name}
            maxLength={TITLE_INPUT_MAX}
            disabled={exhausted}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-left${error ? ` ${id}-error` : ''}`}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
            {...lockedTextProps(locked, () => allow(FEATURE))}
          />
          <button
            type="submit"
            className="btn-primary shrink-0"
            disabled={exhausted || busy || (!locked && !changed)}
          >
            {busy ? 'Saving...' : 'Save title'}
          </button>
        </div>
        <FieldError id={`${id}-error`} message={error} />
        {exhausted ? (
          <div id={`${id}-left`} role="status" className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <p className="font-semibold">Change limit reached</p>
            <p>{MESSAGES.titleChangeLimit}</p>
          </div>
        ) : (
          <p id={`${id}-left`} className="text-xs text-ink-muted">
            {left} of {MAX_TITLE_CHANGES} changes left
          </p>
        )}
      </form>
    </PanelCard>
  );
}
