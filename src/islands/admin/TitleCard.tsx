import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { MAX_TITLE_CHANGES, PROJECT_NAME_MAX } from '../../lib/limits';
import { CUSTOMIZE_FEATURES } from '../../lib/trial';
import { PanelCard, lockedTextProps } from './panel-parts';
import type { Customizer } from './useCustomizations';

const FEATURE = CUSTOMIZE_FEATURES.title;

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
  // A title saved elsewhere (another admin, a live update) replaces an untouched field.
  useEffect(() => setValue(saved), [saved]);

  const left = Math.max(0, MAX_TITLE_CHANGES - project.titleChangesUsed);
  const exhausted = !locked && left === 0;
  const changed = value.trim() !== saved.trim();

  async function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    if (!allow(FEATURE) || exhausted || !changed || busy) return;
    setBusy(true);
    await save({ customTitle: value.trim() || null });
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
            maxLength={PROJECT_NAME_MAX}
            disabled={exhausted}
            aria-describedby={`${id}-left`}
            onChange={(e) => setValue(e.target.value)}
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
        {exhausted ? (
          <div id={`${id}-left`} role="status" className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <p className="font-semibold">Change limit reached</p>
            <p>You have used all {MAX_TITLE_CHANGES} title changes for this project.</p>
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
