import { useTabKeys } from '../../ui/useTabKeys';
import { StarIcon as Star } from '../../ui/icons';

export type PanelTabId = 'colors' | 'security';
const TABS: { id: PanelTabId; label: string }[] = [
  // spec §2: 'Customize' (value colors) and 'Security'.
  { id: 'colors', label: 'Customize' },
  { id: 'security', label: 'Security' },
];

export const panelTabId = (idBase: string, tab: PanelTabId) => `${idBase}-tab-${tab}`;
export const panelId = (idBase: string, tab: PanelTabId) => `${idBase}-panel-${tab}`;

type Props = { idBase: string; active: PanelTabId; onSelect: (tab: PanelTabId) => void; starred: boolean };

/**
 * The panel's two tabs (WAI-ARIA tabs, automatic activation: arrows, Home and End move and
 * select). Unpaid itineraries get a star on both (spec §2).
 */
export function PanelTabs({ idBase, active, onSelect, starred }: Props) {
  const { refs, onKeyDown } = useTabKeys(TABS, onSelect);

  return (
    <div role="tablist" aria-label="Admin panel sections" className="flex shrink-0 gap-1 border-b border-black/10 px-5 sm:px-7">
      {TABS.map((tab, i) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={panelTabId(idBase, tab.id)}
            aria-selected={selected}
            aria-controls={panelId(idBase, tab.id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={`-mb-px inline-flex items-center gap-1.5 border-b-2 px-4 py-2.5 text-sm font-semibold transition ${
              selected ? 'border-brand-600 text-brand-800' : 'border-transparent text-ink-soft hover:text-ink'
            }`}
          >
            {tab.label}
            {starred && (
              <span className="text-amber-500">
                <Star />
                <span className="sr-only"> (full access)</span>
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
