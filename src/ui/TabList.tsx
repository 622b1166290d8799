import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
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
  /** Anything shown after a tab's label (e.g. the unpaid star of the admin panel's paid tabs). */
  after?: (id: Id) => ReactNode;
  /**
   * Tabs that are addressable: each tab is a link to its own URL, so it works before and without
   * JavaScript (the server renders the tab the URL names); a plain click selects it in place.
   */
  href?: (id: Id) => string;
  /**
   * False until the page has hydrated: every tab is then in the Tab order, as the arrow keys do
   * nothing yet. Tab lists without links are rendered in the browser only and need not say.
   */
  roving?: boolean;
};

/** A click the browser should handle itself: a new tab or window, a download. */
const opensElsewhere = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

/**
 * A WAI-ARIA tab list with automatic activation (arrows, Home and End move and select): the
 * itinerary's views, the admin panel's sections and the dashboard's tabs share it and differ
 * only in their classes.
 */
export function TabList<Id extends string>({
  tabs,
  active,
  onSelect,
  label,
  tabId,
  panelId,
  className,
  tabClassName,
  after,
  href,
  roving = true,
}: Props<Id>) {
  const { refs, onKeyDown } = useTabKeys(tabs, onSelect);
  return (
    <div role="tablist" aria-label={label} className={className}>
      {tabs.map((tab, i) => {
        const selected = tab.id === active;
        const common = {
          ref: (el: HTMLElement | null) => {
            refs.current[i] = el;
          },
          role: 'tab',
          id: tabId(tab.id),
          'aria-selected': selected,
          'aria-controls': panelId(tab.id),
          tabIndex: roving ? (selected ? 0 : -1) : 0,
          onKeyDown: (e: KeyboardEvent) => onKeyDown(e, i),
          className: tabClassName(selected),
        } as const;
        if (href) {
          return (
            <a
              key={tab.id}
              {...common}
              href={href(tab.id)}
              aria-current={selected ? 'page' : undefined}
              onClick={(e) => {
                if (opensElsewhere(e)) return;
                e.preventDefault();
                onSelect(tab.id);
              }}
            >
              {tab.label}
              {after?.(tab.id)}
            </a>
          );
        }
        return (
          <button key={tab.id} {...common} type="button" onClick={() => onSelect(tab.id)}>
            {tab.label}
            {after?.(tab.id)}
          </button>
        );
      })}
    </div>
  );
}
