import { creatorLine, displayTitle, formatDateRange, lastMoment } from '../../lib/display';
import { safeLinkUrl } from '../../lib/links';
import type { EventView, ProjectView } from '../../lib/types';
import { HeaderCarousel } from './HeaderCarousel';
import { Icon } from '@/ui/Icon';
import * as icons from '@/ui/icon-paths';
import type { ReaderFormat } from '@/lib/reader-format';
import { useReaderFormat } from '@/ui/reader-format';

type Props = {
  project: ProjectView;
  /** Every event of the itinerary: the header shows the dates they span. */
  events: EventView[];
  children?: React.ReactNode;
  /** The ghost 'Add Custom Link' upsell, given only when it applies. */
  onAddLinkUpsell?: (() => void) | undefined;
};

/** "June 14 – 16, 2027" from the first event's start to the last day an event covers, in the itinerary's zone. */
function datesOf(events: EventView[], timeZone: string, format: ReaderFormat) {
  const starts = events.map((e) => Date.parse(e.datetime)).filter((t) => !Number.isNaN(t));
  const lasts = events.map(lastMoment).filter((t) => !Number.isNaN(t));
  return starts.length ? formatDateRange(Math.min(...starts), Math.max(...lasts), timeZone, format) : null;
}

/**
 * The sticky title bar: title in the title font, 'by {owner}' and the dates, custom
 * link buttons, then the tabs (children). With header photos, they fill the whole header behind
 * a scrim: the photo band above the title scrolls away and the bar stays (`.itinerary-header` in
 * global.css). On wide screens the title and the links share one row.
 */
export function TitleBar({ project, events, children, onAddLinkUpsell }: Props) {
  const byline = creatorLine(project);
  const dates = datesOf(events, project.timeZone, useReaderFormat());
  const photos = project.headerImages.length > 0;
  const links = project.customLinks.flatMap((link) => {
    const href = safeLinkUrl(link.url);
    return href && link.name.trim() ? [{ name: link.name.trim(), href }] : [];
  });
  return (
    <header className={`itinerary-header sticky z-30 text-[var(--header-ink)] shadow-md print:hidden ${photos ? 'has-photos' : 'bg-gradient-to-r from-[var(--theme-primary)] to-[var(--theme-secondary)]'}`}>
      {photos && <HeaderCarousel images={project.headerImages} title={project.customTitle || project.name} />}
      <div className="mx-auto flex max-w-3xl flex-wrap items-end justify-between gap-x-4 gap-y-2 px-4 pt-4 pb-3 sm:px-6 lg:max-w-5xl lg:flex-nowrap lg:gap-x-10">
        <div className="min-w-0">
          <h1 className="itinerary-title line-clamp-3 text-xl leading-tight font-extrabold tracking-tight break-words sm:line-clamp-2 sm:text-3xl lg:text-[2.625rem] lg:leading-[1.15]">
            {displayTitle(project)}
          </h1>
          {(byline || dates) && (
            <p className="mt-0.5 flex flex-wrap gap-x-3 text-sm font-medium lg:mt-1 lg:text-base">
              {byline && <span>{byline}</span>}
              {dates && (
                <span className="inline-flex items-center gap-1.5">
                  <Icon icon={icons.calendarSolid} className="h-4 w-4 opacity-80" />
                  {dates}
                </span>
              )}
            </p>
          )}
        </div>
        {links.length === 0 && onAddLinkUpsell && (
          <button
            type="button"
            onClick={onAddLinkUpsell}
            className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-dashed border-current bg-white/10 px-3 py-1.5 text-xs font-bold hover:bg-white/20"
          >
            <Icon icon={icons.plusSolid} className="h-3.5 w-3.5" />
            Add Custom Link
          </button>
        )}
        {links.length > 0 && (
          <nav aria-label="Links from your host" className="flex flex-wrap gap-2 lg:max-w-[45%] lg:shrink-0 lg:justify-end">
            {links.map((link) => (
              <a
                key={link.href + link.name}
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1.5 rounded-full bg-white/90 px-3 py-1.5 text-xs font-bold text-ink shadow-sm hover:bg-white lg:px-4 lg:py-2 lg:text-sm"
              >
                {link.name}
                <Icon icon={icons.externalLinkSolid} className="h-3.5 w-3.5" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ))}
          </nav>
        )}
      </div>
      {children}
    </header>
  );
}
