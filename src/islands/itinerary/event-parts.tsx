/**
 * Pieces every view of an event shares (list card, calendar dialog, map info window): icons,
 * a labelled detail row, and the location as a maps search link.
 */
import type { ReactNode } from 'react';
import { mapsSearchUrl } from '../../lib/display';

const iconProps = {
  viewBox: '0 0 24 24',
  className: 'h-4 w-4',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
};
export const ClockIcon = () => (
  <svg {...iconProps}><circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" /></svg>
);
export const PinIcon = () => (
  <svg {...iconProps}><path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" /><circle cx="12" cy="9.5" r="2.5" /></svg>
);
export const PeopleIcon = () => (
  <svg {...iconProps}><circle cx="9" cy="8" r="3.5" /><path d="M2.5 20a6.5 6.5 0 0 1 13 0" /><path d="M16 4.6a3.5 3.5 0 0 1 0 6.8M21.5 20a6.5 6.5 0 0 0-4-6" /></svg>
);
export const SparkleIcon = () => (
  <svg {...iconProps}><path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6" /></svg>
);

/**
 * A labelled detail. `inline` puts the label beside the value from the sm breakpoint (list
 * cards); otherwise the label sits above it (dialogs).
 */
export function Detail({ label, icon, inline = false, children }: { label: string; icon: ReactNode; inline?: boolean; children: ReactNode }) {
  return (
    <div className={`flex flex-col gap-0.5 text-sm ${inline ? 'sm:flex-row sm:gap-3' : ''}`}>
      <dt className={`flex shrink-0 items-center gap-1.5 font-semibold text-ink-soft ${inline ? 'sm:w-32' : ''}`}>
        <span className="text-[var(--theme-primary-text)]">{icon}</span>
        {label}
      </dt>
      <dd className={`min-w-0 flex-1 break-words pl-[22px] text-ink ${inline ? 'sm:pl-0' : ''}`}>{children}</dd>
    </div>
  );
}

/** The event's location as a maps search link, opening in a new tab. */
export function MapsLink({ location }: { location: string }) {
  return (
    <a
      href={mapsSearchUrl(location)}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-[var(--theme-primary-text)] underline decoration-1 underline-offset-2 hover:decoration-2"
    >
      {location}
      <span className="sr-only"> (opens maps in a new tab)</span>
    </a>
  );
}
