import type { ReactNode } from 'react';

type Props = {
  mode: 'view' | 'admin';
  onAdmin: () => void;
  onView: () => void;
  canPrint: boolean;
  onShare: () => void;
  onAddToCalendar: () => void;
  onExit: () => void;
  /** Opens the admin panel (admin mode only). */
  onCustomize?: () => void;
};

const icon = (d: ReactNode) => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="h-4 w-4 shrink-0"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {d}
  </svg>
);

/**
 * The footer (spec §2). View mode: Share, Add to calendar, Print (paid), Admin, Exit. Admin
 * mode: Share and the View toggle (the admin tools add Customize and Feedback).
 */
export function ItineraryFooter({
  mode,
  onAdmin,
  onView,
  canPrint,
  onShare,
  onAddToCalendar,
  onExit,
  onCustomize,
}: Props) {
  // On phones the footer is a compact bar: icon above a short label, five buttons fit in 360 px.
  const compact = 'flex-1 flex-col gap-0.5 px-1 py-1.5 text-[11px] sm:flex-none sm:flex-row sm:gap-2 sm:px-5 sm:py-2.5 sm:text-sm';
  const secondary = `btn-secondary ${compact}`;
  return (
    <footer className="fixed inset-x-0 bottom-0 z-30 border-t border-black/5 bg-white/95 backdrop-blur print:hidden">
      <div className="mx-auto flex max-w-3xl items-stretch justify-center gap-1.5 px-2 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:gap-3">
        {mode === 'admin' && onCustomize && (
          <button type="button" className={secondary} onClick={onCustomize}>
            {icon(
              <>
                <circle cx="13.5" cy="6.5" r="1.5" />
                <circle cx="17.5" cy="10.5" r="1.5" />
                <circle cx="8.5" cy="7.5" r="1.5" />
                <circle cx="6.5" cy="12.5" r="1.5" />
                <path d="M12 2a10 10 0 0 0 0 20c1.1 0 2-.9 2-2 0-.5-.2-1-.5-1.3-.3-.4-.5-.8-.5-1.3 0-1.1.9-2 2-2h2.4A5.6 5.6 0 0 0 22 9.8C22 5.5 17.5 2 12 2Z" />
              </>,
            )}
            Customize
          </button>
        )}
        <button
          type="button"
          className={`btn-primary ${compact}`}
          onClick={onShare}
        >
          {icon(
            <>
              <path d="M4 12v7a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-7" />
              <path d="m16 6-4-4-4 4" />
              <path d="M12 2v13" />
            </>,
          )}
          Share
        </button>
        {mode === 'admin' ? (
          <button type="button" className={secondary} onClick={onView} aria-pressed="true">
            {icon(
              <>
                <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
                <circle cx="12" cy="12" r="3" />
              </>,
            )}
            View
          </button>
        ) : (
          <>
            <button
              type="button"
              className={secondary}
              onClick={onAddToCalendar}
              aria-label="Add to calendar"
            >
              {icon(
                <>
                  <rect x="3" y="4" width="18" height="18" rx="2" />
                  <path d="M16 2v4M8 2v4M3 10h18M12 14v4M10 16h4" />
                </>,
              )}
              <span className="sm:hidden">Calendar</span>
              <span className="hidden sm:inline">Add to calendar</span>
            </button>
            {canPrint && (
              <button type="button" className={secondary} onClick={() => window.print()}>
                {icon(
                  <>
                    <path d="M6 9V2h12v7" />
                    <path d="M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
                    <rect x="6" y="14" width="12" height="8" />
                  </>,
                )}
                Print
              </button>
            )}
            <button type="button" className={secondary} onClick={onAdmin}>
              {icon(
                <>
                  <path d="M12 20h9" />
                  <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
                </>,
              )}
              Admin
            </button>
            <button type="button" className={secondary} onClick={onExit}>
              {icon(
                <>
                  <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
                  <path d="m16 17 5-5-5-5" />
                  <path d="M21 12H9" />
                </>,
              )}
              Exit
            </button>
          </>
        )}
      </div>
    </footer>
  );
}
