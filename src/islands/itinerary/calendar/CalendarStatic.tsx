/**
 * The Calendar tab as the server renders it (and as it stays without JavaScript): the header and
 * the phone-style list of days, every page of a long itinerary at once. ItineraryPage.astro
 * renders it as static HTML (no client directive) into the island's children, so it is not in the
 * page's JavaScript; the interactive tab (./CalendarTab, with the grid on wider screens) replaces
 * it once the island has hydrated and its chunk has loaded.
 */
import type { ReactNode } from 'react';
import { calendarLayout, daysOf, type CalendarMode } from '@/lib/calendar-mode';
import { dayKey, formatEventTime, splitTime } from '@/lib/display';
import type { EventView } from '@/lib/types';
import { DayList } from './DayList';
import { eventsByDay } from './calendar-days';
import { DEFAULT_READER_FORMAT, type ReaderFormat } from '@/lib/reader-format';
import { ReaderFormatContext } from '@/ui/reader-format';

type HeadingProps = {
  mode: CalendarMode;
  label: string;
  days: string[];
  byDay: Map<string, EventView[]>;
  events: EventView[];
  timeZone: string;
  now: number;
  /** Shown at the end of the header (the weeks' paging buttons). */
  children?: ReactNode;
};

/** 'By week', the dates shown, and how many events they hold in which time zone. */
export function CalendarHeading({ mode, label, days, byDay, events, timeZone, now, children }: HeadingProps) {
  const shownCount = days.reduce((n, day) => n + (byDay.get(day)?.length ?? 0), 0);
  const firstShown = days.map((day) => byDay.get(day)?.[0]).find((e) => e !== undefined);
  // The zone's name as event cards write it ("EDT"), whatever the browser's own language.
  const zoneName = splitTime(formatEventTime(firstShown?.datetime ?? now, timeZone, DEFAULT_READER_FORMAT))[1];
  const summary =
    events.length === 0
      ? 'No events yet'
      : `${shownCount} ${shownCount === 1 ? 'event' : 'events'} · times in ${zoneName}`;
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <p className="text-xs font-bold tracking-wider text-ink-soft uppercase">
          {mode === 'single' ? 'One day' : mode === 'range' ? `${days.length} days` : 'By week'}
        </p>
        <h2 id="calendar-range-heading" className="text-xl leading-tight font-extrabold tracking-tight text-ink sm:text-2xl">
          {label}
        </h2>
        <p className="mt-0.5 text-sm text-ink-soft">{summary}</p>
      </div>
      {children}
    </div>
  );
}

type StaticProps = {
  events: EventView[];
  timeZone: string;
  now: number;
  /** Each event's card on the List tab: a row links there (with JavaScript, a tap opens its details). */
  eventHref: (event: EventView) => string;
  /** The reader's format the page is rendered in (Astro renders this outside the island's tree). */
  format: ReaderFormat;
};

export function CalendarStatic({ events, timeZone, now, eventHref, format }: StaticProps) {
  const layout = calendarLayout(events, timeZone, now, format);
  const byDay = eventsByDay(events, timeZone);
  const days = layout.pages.flatMap((page) => daysOf(page));
  return (
    <ReaderFormatContext value={format}>
      <section aria-labelledby="calendar-range-heading" className="space-y-4">
        <CalendarHeading mode={layout.mode} label={layout.label} days={days} byDay={byDay} events={events} timeZone={timeZone} now={now} />
        <DayList days={days} byDay={byDay} today={dayKey(new Date(now), timeZone)} timeZone={timeZone} eventHref={eventHref} />
      </section>
    </ReaderFormatContext>
  );
}
