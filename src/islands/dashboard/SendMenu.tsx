import { useEffect, useId, useRef, useState } from 'react';
import type { MyProjectView } from '../../lib/types';
import { Icon } from '@/ui/Icon';
import * as icons from '@/ui/icon-paths';

type Props = {
  count: number;
  projects: MyProjectView[];
  /** Whether the menu may open (false when nothing is selected: the caller explains why). */
  onOpen: () => boolean;
  onPick: (projectId: string) => void;
  onNew: () => void;
};

/** Bulk 'Send N to itinerary...': an existing itinerary, or a new one. */
export function SendMenu({ count, projects, onOpen, onPick, onNew }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const choose = (action: () => void) => {
    setOpen(false);
    action();
  };

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        className="btn-primary"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was && onOpen())}
      >
        Send {count} to itinerary...
        <Icon icon={icons.chevronDown} />
      </button>
      {open && (
        <ul
          id={listId}
          aria-label="Send to itinerary"
          className="absolute right-0 z-20 mt-2 max-h-80 w-72 max-w-[calc(100vw-2rem)] overflow-auto rounded-2xl border border-black/5 bg-white p-1.5 shadow-xl"
        >
          {projects.map((p) => (
            <li key={p.projectId}>
              <button
                type="button"
                className="w-full truncate rounded-xl px-3 py-2.5 text-left text-sm font-medium hover:bg-brand-50 focus-visible:bg-brand-50"
                onClick={() => choose(() => onPick(p.projectId))}
              >
                {p.name}
              </button>
            </li>
          ))}
          <li className={projects.length ? 'mt-1 border-t border-black/5 pt-1' : ''}>
            <button
              type="button"
              className="w-full rounded-xl px-3 py-2.5 text-left text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:bg-brand-50"
              onClick={() => choose(onNew)}
            >
              New itinerary…
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
