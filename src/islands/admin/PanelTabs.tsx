import { TabList } from '../../ui/TabList';
import { Icon } from '@/ui/Icon';
import * as icons from '@/ui/icon-paths';

export type PanelTabId = 'colors' | 'guests' | 'security';
const TABS: { id: PanelTabId; label: string }[] = [
  // 'Customize' (colours, fonts, images, links), 'Guests' (the guest list) and 'Security' (the codes).
  { id: 'colors', label: 'Customize' },
  { id: 'guests', label: 'Guests' },
  { id: 'security', label: 'Security' },
];

/**
 * What each tab holds that is free on an unpaid itinerary, said by its upgrade note; null for a
 * tab where everything is free (the guest list), which gets no star and no note. Every other
 * setting of a tab needs Full access (docs/product.md#free-tier-and-full-access).
 */
export const FREE_IN_TAB: Record<PanelTabId, string | null> = {
  colors: 'The time zone, Travel & RSVPs and Reminders are free.',
  guests: null,
  security: 'Sharing and Only personal links are free.',
};

export const panelTabId = (idBase: string, tab: PanelTabId) => `${idBase}-tab-${tab}`;
export const panelId = (idBase: string, tab: PanelTabId) => `${idBase}-panel-${tab}`;

type Props = { idBase: string; active: PanelTabId; onSelect: (tab: PanelTabId) => void; starred: boolean };

/**
 * The panel's tabs (WAI-ARIA tabs, automatic activation: arrows, Home and End move and
 * select). On an unpaid itinerary a star follows the tabs that hold settings needing Full access.
 */
export function PanelTabs({ idBase, active, onSelect, starred }: Props) {
  return (
    <TabList
      tabs={TABS}
      active={active}
      onSelect={onSelect}
      label="Admin panel sections"
      tabId={(id) => panelTabId(idBase, id)}
      panelId={(id) => panelId(idBase, id)}
      className="flex shrink-0 gap-1 border-b border-black/10 px-5 sm:px-7"
      tabClassName={(selected) =>
        `-mb-px inline-flex items-center gap-1.5 border-b-2 px-4 py-2.5 text-sm font-semibold transition ${
          selected ? 'border-brand-600 text-brand-800' : 'border-transparent text-ink-soft hover:text-ink'
        }`
      }
      after={(id) =>
        starred &&
        FREE_IN_TAB[id] !== null && (
          <span className="text-amber-500">
            <Icon icon={icons.starSolid} className="h-3.5 w-3.5" />
            <span className="sr-only"> (full access)</span>
          </span>
        )
      }
    />
  );
}
