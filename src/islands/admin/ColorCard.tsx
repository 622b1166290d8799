import { readableTextColor } from '../../lib/contrast';
import { displayTitle } from '../../lib/display';
import { titleFontStack, bodyFontStack } from '../../lib/fonts';
import { RESET_COLORS, THEME_PRESETS, sameColors } from '../../lib/themes';
import { CUSTOMIZE_FEATURES } from '../../lib/trial';
import type { CustomColors } from '../../lib/types';
import { ColorField } from './ColorField';
import { PanelCard, SaveIndicator } from './panel-parts';
import type { Customizer } from './useCustomizations';

const FEATURE = CUSTOMIZE_FEATURES.colors;

/**
 * 'Color Customization': primary and secondary pickers, a live preview of the header
 * and event-card gradients, six presets and 'Reset Colors'. Every change repaints the page at
 * once; the save waits for a pause (a dragged picker sends one PUT, not sixty) and is confirmed
 * by a quiet 'Saved' beside the buttons rather than a toast per drag.
 */
export function ColorCard({ customizer }: { customizer: Customizer }) {
  const { project, locked, allow, saveSoon, status } = customizer;
  const colors = project.customColors;

  function change(next: CustomColors) {
    if (!allow(FEATURE)) return;
    saveSoon('colors', { customColors: next }, { colorOnly: true });
  }

  return (
    <PanelCard title="Color Customization" description="Pick the colours of your title bar, buttons and event cards." paid={locked}>
      <ColorPreview colors={colors} title={displayTitle(project)} titleFont={project.titleFont} bodyFont={project.selectedFont} />

      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <ColorField
          label="Primary color"
          value={colors.primary}
          locked={locked}
          allow={() => allow(FEATURE)}
          onChange={(primary) => change({ ...colors, primary })}
        />
        <ColorField
          label="Secondary color"
          value={colors.secondary}
          locked={locked}
          allow={() => allow(FEATURE)}
          onChange={(secondary) => change({ ...colors, secondary })}
        />
      </div>

      <fieldset className="mt-5">
        <legend className="label">Presets</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {THEME_PRESETS.map((preset) => (
            <button
              key={preset.id}
              type="button"
              aria-pressed={sameColors(colors, preset.colors)}
              onClick={() => change(preset.colors)}
              className="flex items-center gap-2.5 rounded-xl border border-gray-200 bg-white px-3 py-2.5 text-left text-sm font-semibold text-ink transition hover:border-brand-300 hover:bg-brand-50 aria-pressed:border-brand-600 aria-pressed:ring-2 aria-pressed:ring-brand-200"
            >
              <span
                aria-hidden="true"
                className="h-7 w-7 shrink-0 rounded-full shadow-inner ring-1 ring-black/10"
                style={{ background: `linear-gradient(135deg, ${preset.colors.primary} 0 50%, ${preset.colors.secondary} 50% 100%)` }}
              />
              <span className="min-w-0 flex-1 leading-tight">{preset.name}</span>
              <span aria-hidden="true" className="h-2.5 w-2.5 shrink-0 rounded-full" style={{ background: preset.colors.accent }} />
            </button>
          ))}
        </div>
      </fieldset>

      <div className="mt-4 flex items-center justify-between gap-3">
        <SaveIndicator status={status('colors')} />
        <button type="button" className="btn-secondary px-4 py-2" onClick={() => change(RESET_COLORS)}>
          Reset Colors
        </button>
      </div>
    </PanelCard>
  );
}

type PreviewProps = { colors: CustomColors; title: string; titleFont: string; bodyFont: string };

/** The header gradient and an event card's date strip in the chosen colours. */
function ColorPreview({ colors, title, titleFont, bodyFont }: PreviewProps) {
  const onPrimary = readableTextColor(colors.primary);
  const gradient = (angle: string) => `linear-gradient(${angle}, ${colors.primary}, ${colors.secondary})`;
  const body = bodyFontStack(bodyFont);
  const heading = titleFontStack(titleFont);
  return (
    <div aria-label="Preview" role="group" className="overflow-hidden rounded-2xl border border-black/10 bg-gray-50" style={{ fontFamily: body }}>
      <div className="px-4 py-3" style={{ background: gradient('to right'), color: onPrimary }}>
        <p className="text-[0.65rem] font-semibold tracking-wider uppercase opacity-90">Header</p>
        <p className="truncate text-lg leading-tight font-extrabold" style={{ fontFamily: heading === 'inherit' ? body : heading }}>
          {title}
        </p>
      </div>
      <div className="p-3">
        <div className="flex overflow-hidden rounded-xl border border-black/5 bg-white shadow-sm">
          <div className="flex w-20 shrink-0 flex-col justify-center px-3 py-2.5" style={{ background: gradient('to bottom right'), color: onPrimary }}>
            <span className="text-[0.65rem] font-semibold uppercase">Sat</span>
            <span className="text-xl leading-none font-extrabold">14</span>
          </div>
          <div className="min-w-0 px-3 py-2.5">
            <p className="truncate text-sm font-bold text-ink">Event card</p>
            <p className="flex items-center gap-1.5 text-xs text-ink-soft">
              <span aria-hidden="true" className="h-2 w-2 rounded-full" style={{ background: colors.accent }} />
              7:30 PM · Dinner on the terrace
            </p>
          </div>
        </div>
      </div>
    </div>
  );
}
