import { useEffect, useId, useRef, useState } from 'react';
import { peopleFilterLabel } from '../../lib/attendees';

type Props = {
  names: string[];
  selected: string[];
  onChange: (selected: string[]) => void;
  /** The open tab, kept when the form is sent without JavaScript. */
  tab: string;
};

/**
 * 'Everyone' plus each name, several at once. It is a GET form: without
 * JavaScript a select (name="person") and a Show button send ?person=…, which the server filters
 * by; with JavaScript the menu filters at once and the page keeps the URL in step. A tap on the
 * menu's button before hydration is replayed once the page is ready (data-queue).
 */
export function PeopleFilter({ names, selected, onChange, tab }: Props) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const isSelected = (name: string) => selected.some((s) => s.toLowerCase() === name.toLowerCase());
  const toggle = (name: string) =>
    onChange(isSelected(name) ? selected.filter((s) => s.toLowerCase() !== name.toLowerCase()) : [...selected, name]);

  const selectId = `${menuId}-select`;
  return (
    <form method="get" className="flex flex-wrap items-center gap-2" onSubmit={(e) => e.preventDefault()}>
      {tab !== 'list' && <input type="hidden" name="tab" value={tab} />}
      <div ref={root} className="relative noscript:hidden">
      <button
        ref={button}
        type="button"
        data-queue="people"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex items-center gap-2 rounded-full border border-black/10 bg-white px-4 py-2 text-sm font-semibold text-ink shadow-sm hover:bg-gray-50"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 text-[var(--theme-primary-text)]" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="9" cy="8" r="3.5" /><path d="M2.5 20a6.5 6.5 0 0 1 13 0" /><path d="M16 4.6a3.5 3.5 0 0 1 0 6.8M21.5 20a6.5 6.5 0 0 0-4-6" />
        </svg>
        <span className="sr-only">Showing events for: </span>
        {peopleFilterLabel(selected)}
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 transition ${open ? 'rotate-180' : ''}`} fill="currentColor">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      {open && (
        <div id={menuId} role="group" aria-label="Filter events by person" className="absolute left-0 z-40 mt-2 max-h-80 w-64 overflow-auto rounded-2xl border border-black/5 bg-white p-2 shadow-xl">
          <label className="flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-sm font-semibold text-ink hover:bg-gray-50">
            <input type="checkbox" className="h-4 w-4 accent-[var(--theme-primary)]" checked={selected.length === 0} onChange={() => onChange([])} />
            Everyone
          </label>
          <hr className="my-1 border-black/5" />
          {names.map((name) => (
            <label key={name} className="flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-sm text-ink hover:bg-gray-50">
              <input type="checkbox" className="h-4 w-4 accent-[var(--theme-primary)]" checked={isSelected(name)} onChange={() => toggle(name)} />
              {name}
            </label>
          ))}
        </div>
      )}
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
