import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Icon } from './Icon';
import * as icons from './icon-paths';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** Top: a solid theme button above the list; bottom: a dashed slot below it. */
  at: 'top' | 'bottom';
  children: ReactNode;
};

/** The 'Add Event' / 'Add FAQ' buttons at the top and the bottom of a list in admin mode. */
export function AddButton({ at, children, ...button }: Props) {
  const look =
    at === 'top'
      ? 'btn bg-[var(--theme-primary)] text-[var(--theme-on-primary)] shadow-md hover:brightness-95'
      : 'flex w-full items-center justify-center gap-2 rounded-[var(--theme-radius)] border-2 border-dashed border-black/15 bg-white/80 px-5 py-4 font-semibold text-ink-soft transition hover:border-[var(--theme-primary)] hover:bg-white hover:text-ink';
  return (
    <button type="button" className={look} {...button}>
      <Icon icon={icons.plus} className="h-4 w-4 shrink-0" />
      {children}
    </button>
  );
}
