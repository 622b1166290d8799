import { useId } from 'react';
import { BACKGROUNDS, pageBackground, type BackgroundKey } from '../../lib/backgrounds';
import { CUSTOMIZE_FEATURES } from '../../lib/trial';
import { ColorField } from './ColorField';
import { PanelCard, SaveIndicator } from './panel-parts';
import type { Customizer } from './useCustomizations';

const FEATURE = CUSTOMIZE_FEATURES.background;

// The background patterns offered; 'crinkled' exists as a key but is offered only to an
// itinerary that already has it.
const OFFERED: BackgroundKey[] = ['default', 'custom', 'crumpled-paper', 'marble', 'handmade-paper', 'watercolor-paper', 'ocean-waves'];

/** 'Background Patterns': a swatch per pattern, and a colour picker for 'Custom color'. */
export function BackgroundCard({ customizer }: { customizer: Customizer }) {
  const { project, locked, allow, save, saveSoon, status } = customizer;
  const name = useId();
  const keys = OFFERED.includes(project.selectedBackground as BackgroundKey)
    ? OFFERED
    : [...OFFERED, ...(project.selectedBackground in BACKGROUNDS ? [project.selectedBackground as BackgroundKey] : [])];

  return (
    <PanelCard title="Background Patterns" description="The page behind your events." paid={locked}>
      <fieldset>
        <legend className="sr-only">Background</legend>
        <div className="grid grid-cols-2 gap-2.5 sm:grid-cols-4">
          {keys.map((key) => {
            const look = pageBackground(key, project.customBackgroundColor);
            return (
              <label
                key={key}
                className="group cursor-pointer overflow-hidden rounded-xl border border-gray-200 bg-white transition hover:border-brand-300 has-checked:border-brand-600 has-checked:ring-2 has-checked:ring-brand-200 has-focus-visible:outline-3 has-focus-visible:outline-brand-700"
              >
                <span
                  aria-hidden="true"
                  className="block h-16 border-b border-black/5"
                  style={{ backgroundColor: look.backgroundColor, backgroundImage: look.backgroundImage, backgroundSize: look.backgroundSize }}
                />
                <span className="flex items-center gap-2 px-2.5 py-2 text-sm font-semibold text-ink">
                  <input
                    type="radio"
                    name={name}
                    value={key}
                    checked={project.selectedBackground === key}
                    onChange={() => {
                      if (allow(FEATURE)) void save({ selectedBackground: key });
                    }}
                    className="h-4 w-4 shrink-0 accent-brand-600"
                  />
                  <span className="min-w-0 leading-tight">{BACKGROUNDS[key]}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {project.selectedBackground === 'custom' && (
        <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
          <div className="w-full sm:w-64">
            <ColorField
              label="Background color"
              value={project.customBackgroundColor}
              locked={locked}
              allow={() => allow(FEATURE)}
              onChange={(hex) => saveSoon('background', { selectedBackground: 'custom', customBackgroundColor: hex })}
            />
          </div>
          <SaveIndicator status={status('background')} />
        </div>
      )}
    </PanelCard>
  );
}
