import { useId } from 'react';
import { peopleFilterLabel } from '../../lib/attendees';
import { Icon } from '@/ui/Icon';
import * as icons from '@/ui/icon-paths';

type Props = {
  names: string[];
  selected: string[];
  onChange: (selected: string[]) => void;
  /** The open tab, kept when the form is sent without JavaScript. */
  tab: string;
};

/**
 * 'Everyone' plus each name, several at once. It is a GET form: without JavaScript a select
 * (name="person") and a Show button send ?person=…, which the server filters by. With JavaScript
 * the button opens a popover menu of checkboxes (the browser opens, closes and dismisses it, so
 * it works before React loads too): before hydration the page's plain script reloads the list
 * for the new choice from the server (guest-page.ts), after it this component filters at once.
 */
export function PeopleFilter({ names, selected, onChange, tab }: Props) {
  const menuId = useId();
  const isSelected = (name: string) => selected.some((s) => s.toLowerCase() === name.toLowerCase());
  const toggle = (name: string) =>
    onChange(isSelected(name) ? selected.filter((s) => s.toLowerCase() !== name.toLowerCase()) : [...selected, name]);

  const selectId = `${menuId}-select`;
  const option = 'flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-sm text-ink hover:bg-gray-50';
  return (
    <form method="get" className="flex flex-wrap items-center gap-2" onSubmit={(e) => e.preventDefault()}>
      {tab !== 'list' && <input type="hidden" name="tab" value={tab} />}
      <div className="noscript:hidden">
        <button
          type="button"
          popoverTarget={menuId}
          data-people-button
          className="people-filter-button inline-flex items-center gap-2 rounded-full border border-black/10 bg-white px-4 py-2 text-sm font-semibold text-ink shadow-sm hover:bg-gray-50"
        >
          <Icon icon={icons.people} className="h-4 w-4 text-[var(--theme-primary-text)]" />
          <span className="sr-only">Showing events for: </span>
          {peopleFilterLabel(selected)}
          <Icon icon={icons.chevronDownSolid} className="people-filter-chevron h-4 w-4 transition" />
        </button>
        <div
          id={menuId}
          popover="auto"
          role="group"
          aria-label="Filter events by person"
          data-people-menu
          className="people-filter-menu max-h-80 w-64 overflow-auto rounded-2xl border border-black/5 bg-white p-2 text-ink shadow-xl"
        >
          <label className={`${option} font-semibold`}>
            <input type="checkbox" value="" className="h-4 w-4 accent-[var(--theme-primary)]" checked={selected.length === 0} onChange={() => onChange([])} />
            Everyone
          </label>
          <hr className="my-1 border-black/5" />
          {names.map((name) => (
            <label key={name} className={option}>
              <input type="checkbox" value={name} className="h-4 w-4 accent-[var(--theme-primary)]" checked={isSelected(name)} onChange={() => toggle(name)} />
              {name}
            </label>
          ))}
        </div>
      </div>
      <noscript>
        <span className="flex flex-wrap items-center gap-2">
          <label htmlFor={selectId} className="text-sm font-semibold text-ink">
            Showing events for
          </label>
          <select
            id={selectId}
            name="person"
            defaultValue={selected[0] ?? ''}
            className="rounded-full border border-black/10 bg-white px-4 py-2 text-sm font-semibold text-ink shadow-sm"
          >
            <option value="">Everyone</option>
            {names.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <button type="submit" className="btn-secondary px-4 py-2 text-sm">
            Show
          </button>
        </span>
      </noscript>
    </form>
  );
}
