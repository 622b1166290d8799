type Props = {
  /** The top button opens the editor above the list, the bottom one below it (spec §2). */
  at: 'top' | 'bottom';
  /** A free itinerary: the button stays, marked with a star, and opens the upgrade prompt. */
  locked: boolean;
  onClick: () => void;
};

const plus = (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
    <path d="M12 5v14M5 12h14" />
  </svg>
);

const star = (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-3.5 w-3.5 text-amber-400" fill="currentColor">
    <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" />
  </svg>
);

export function AddFaqButton({ at, locked, onClick }: Props) {
  const label = at === 'top' ? 'Add FAQ at the top' : 'Add FAQ at the bottom';
  if (at === 'top') {
    return (
      <button
        type="button"
        data-add="top"
        aria-label={label}
        className="btn bg-[var(--theme-primary)] text-[var(--theme-on-primary)] shadow-md hover:brightness-95"
        onClick={onClick}
      >
        {plus}
        Add FAQ
        {locked && star}
      </button>
    );
  }
  return (
    <button
      type="button"
      data-add="bottom"
      aria-label={label}
      className="flex w-full items-center justify-center gap-2 rounded-[var(--theme-radius)] border-2 border-dashed border-black/15 bg-white/80 px-5 py-4 text-sm font-semibold text-ink-soft transition hover:border-[var(--theme-primary)] hover:bg-white hover:text-ink"
      onClick={onClick}
    >
      {plus}
      Add FAQ
      {locked && star}
    </button>
  );
}
