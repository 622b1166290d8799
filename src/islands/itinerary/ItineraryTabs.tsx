import { useTabKeys } from '../../ui/useTabKeys';
import type { ProjectView } from '../../lib/types';

export type TabId = 'list' | 'calendar' | 'map' | 'faq';
type Tab = { id: TabId; label: string };

/** List, Calendar, Map (only when the organiser shows it), FAQ (spec §2); no map in the preview. */
export function tabsFor(project: Pick<ProjectView, 'showMapTab'>, preview: boolean): Tab[] {
  return [
    { id: 'list', label: 'List' },
    { id: 'calendar', label: 'Calendar' },
    ...(project.showMapTab && !preview ? [{ id: 'map' as const, label: 'Map' }] : []),
    { id: 'faq', label: 'FAQ' },
  ];
}

type Props = { tabs: Tab[]; active: TabId; onSelect: (tab: TabId) => void };

/** A tab list with arrow-key navigation (WAI-ARIA tabs pattern, automatic activation). */
export function ItineraryTabs({ tabs, active, onSelect }: Props) {
  const { refs, onKeyDown } = useTabKeys(tabs, onSelect);

  return (
    <nav aria-label="Itinerary views" className="mx-auto max-w-3xl px-4 sm:px-6">
      <div role="tablist" className="-mb-px flex gap-1 overflow-x-auto">
        {tabs.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={active === t.id}
            aria-controls={`panel-${t.id}`}
            tabIndex={active === t.id ? 0 : -1}
            onClick={() => onSelect(t.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={`shrink-0 rounded-t-xl px-4 py-2 text-sm font-semibold transition ${
              active === t.id ? 'bg-white text-ink shadow-sm' : 'text-[var(--theme-on-primary)] hover:bg-white/15'
            }`}
          >
            {t.label}
          </button>
        ))}
      </div>
    </nav>
  );
}
