import type { ReactNode } from 'react';
import { useTabKeys } from './useTabKeys';

type Props<Id extends string> = {
  tabs: readonly { id: Id; label: string }[];
  active: Id;
  onSelect: (id: Id) => void;
  /** The tablist's name when it is not inside a labelled landmark. */
  label?: string;
  /** Element ids of a tab and of the panel it controls. */
  tabId: (id: Id) => string;
  panelId: (id: Id) => string;
  className: string;
  tabClassName: (selected: boolean) => string;
  /** Anything shown after every label (e.g. the unpaid star of the admin panel). */
  after?: ReactNode;
};

/**
 * A WAI-ARIA tab list with automatic activation (arrows, Home and End move and select): the
 * itinerary's views, the admin panel's sections and the dashboard's tabs share it and differ
 * only in their classes.
 */
export function TabList<Id extends string>({ tabs, active, onSelect, label, tabId, panelId, className, tabClassName, after }: Props<Id>) {
  const { refs, onKeyDown } = useTabKeys(tabs, onSelect);
  return (
    <div role="tablist" aria-label={label} className={className}>
      {tabs.map((tab, i) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={selected}
            aria-controls={panelId(tab.id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={tabClassName(selected)}
          >
            {tab.label}
            {after}
          </button>
        );
      })}
    </div>
  );
}
