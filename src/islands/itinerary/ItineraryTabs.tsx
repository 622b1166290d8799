import { TabList } from '../../ui/TabList';
import type { ProjectView } from '../../lib/types';

export type TabId = 'list' | 'calendar' | 'map' | 'arrivals' | 'faq';
type Tab = { id: TabId; label: string };

/** List, Calendar, Map (only when the organiser shows it), Arrivals, FAQ; no map or arrivals in the preview. */
export function tabsFor(project: Pick<ProjectView, 'showMapTab'>, preview: boolean): Tab[] {
  return [
    { id: 'list', label: 'List' },
    { id: 'calendar', label: 'Calendar' },
    ...(project.showMapTab && !preview ? [{ id: 'map' as const, label: 'Map' }] : []),
    ...(preview ? [] : [{ id: 'arrivals' as const, label: 'Arrivals' }]),
    { id: 'faq', label: 'FAQ' },
  ];
}

/** The tab a page opens on: the one the URL names if this itinerary shows it, else the list. */
export function openingTab(tabs: Tab[], named: string | null): TabId {
  return tabs.find((t) => t.id === named)?.id ?? 'list';
}

type Props = {
  tabs: Tab[];
  active: TabId;
  onSelect: (tab: TabId) => void;
  /** Each tab's own URL (?tab=…, keeping the people filter): tabs are links that work without JS. */
  href: (tab: TabId) => string;
  hydrated: boolean;
};

/**
 * The itinerary's views (WAI-ARIA tabs pattern, automatic activation). Each tab is a link to its
 * URL, which the server renders, so a tap before or without JavaScript still opens it.
 */
export function ItineraryTabs({ tabs, active, onSelect, href, hydrated }: Props) {
  return (
    <nav aria-label="Itinerary views" className="mx-auto max-w-3xl px-4 sm:px-6 lg:max-w-5xl">
      <TabList
        tabs={tabs}
        active={active}
        onSelect={onSelect}
        href={href}
        roving={hydrated}
        tabId={(id) => `tab-${id}`}
        panelId={(id) => `panel-${id}`}
        className="-mb-px flex gap-1 overflow-x-auto"
        tabClassName={(selected) =>
          `shrink-0 rounded-t-xl px-4 py-2 text-sm font-semibold transition ${
            selected ? 'bg-white text-ink shadow-sm' : 'text-[var(--header-ink)] hover:bg-white/15'
          }`
        }
      />
    </nav>
  );
}
