import { useId } from 'react';
import { displayTitle } from '../../lib/display';
import { BODY_FONTS, TITLE_FONTS, TITLE_FONT_GROUPS, bodyFontStack, titleFontStack, type BodyFontKey } from '../../lib/fonts';
import { CUSTOMIZE_FEATURES } from '../../lib/trial';
import { PanelCard } from './panel-parts';
import type { Customizer } from './useCustomizations';

const FEATURE = CUSTOMIZE_FEATURES.fonts;

// Body fonts: Normal (modern system font), Classy (elegant serif).
const BODY_FONT_HINTS: Record<BodyFontKey, string> = { normal: 'modern system font', classy: 'elegant serif' };

/** 'Font Selection': the font of everything but the title. */
export function FontCard({ customizer }: { customizer: Customizer }) {
  const { project, locked, allow, save } = customizer;
  const name = useId();
  return (
    <PanelCard title="Font Selection" description="The font of your events, FAQs and buttons." paid={locked}>
      <fieldset>
        <legend className="sr-only">Font</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {(Object.keys(BODY_FONTS) as BodyFontKey[]).map((key) => (
            <label
              key={key}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-gray-200 px-4 py-3 transition hover:bg-brand-50 has-checked:border-brand-600 has-checked:ring-2 has-checked:ring-brand-200 has-focus-visible:outline-3 has-focus-visible:outline-brand-700"
            >
              <input
                type="radio"
                name={name}
                value={key}
                checked={project.selectedFont === key}
                onChange={() => {
                  if (allow(FEATURE)) void save({ selectedFont: key });
                }}
                className="h-4 w-4 accent-brand-600"
              />
              <span className="min-w-0">
                <span className="block text-base font-semibold text-ink" style={{ fontFamily: bodyFontStack(key) }}>
                  {BODY_FONTS[key].label}
                </span>
                <span className="block text-xs text-ink-muted">{BODY_FONT_HINTS[key]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </PanelCard>
  );
}

/** 'Title Font Style': grouped dropdown and the title previewed in the choice. */
export function TitleFontCard({ customizer }: { customizer: Customizer }) {
  const { project, locked, allow, save } = customizer;
  const id = useId();
  const stack = titleFontStack(project.titleFont);
  // A key the dropdown does not list (trebuchet, courier…: valid TITLE_FONTS) stays selectable.
  const listed = TITLE_FONT_GROUPS.some((g) => g.keys.some((k) => k === project.titleFont));
  return (
    <PanelCard title="Title Font Style" description="The font of your itinerary's title." paid={locked}>
      <label htmlFor={id} className="label">
        Title font
      </label>
      <select
        id={id}
        className="input"
        value={project.titleFont}
        onChange={(e) => {
          if (allow(FEATURE)) void save({ titleFont: e.target.value });
        }}
      >
        {!listed && project.titleFont in TITLE_FONTS && (
          <option value={project.titleFont}>{TITLE_FONTS[project.titleFont as keyof typeof TITLE_FONTS].label}</option>
        )}
        {TITLE_FONT_GROUPS.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.keys.map((key) => (
              <option key={key} value={key}>
                {TITLE_FONTS[key].label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <div
        aria-label="Title preview"
        role="group"
        className="mt-3 rounded-xl bg-gradient-to-r from-[var(--theme-primary)] to-[var(--theme-secondary)] px-4 py-4 text-[var(--theme-on-primary)]"
      >
        <p
          className="text-2xl leading-tight font-extrabold break-words"
          style={{ fontFamily: stack === 'inherit' ? bodyFontStack(project.selectedFont) : stack }}
        >
          {displayTitle(project)}
        </p>
      </div>
    </PanelCard>
  );
}
