/**
 * The printed itinerary: shown only on paper (the rest of the page is
 * hidden in print), with the title, who it is for, when it was generated, the counts, and every
 * event grouped by day with its details. Styles for paper live in print.css (loaded with every page's
 * stylesheet by src/layouts/BaseLayout.astro).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { creatorLine, displayTitle, eventTimes, formatEventTime, formatLongDate, groupByDay, splitEvents } from '@/lib/display';
import { DEFAULT_TIME_ZONE } from '@/lib/limits';
import { qrLabel, quickLinkUrl } from '@/lib/qr-matrix';
import type { EventView, ProjectView } from '@/lib/types';
import { useLinkQr } from '@/ui/QrCode';
import { EventEnd } from '../event-parts';
import { PrintQrCode } from './PrintQrCode';
import type { ReaderFormat } from '@/lib/reader-format';
import { useReaderFormat } from '@/ui/reader-format';

export type PrintViewProps = {
  project: ProjectView;
  /** Already filtered for the selected people. */
  events: EventView[];
  selectedPeople: string[];
  /**
   * The time stamp (ms) until the browser starts printing; then the moment of printing is used.
   * Also the "now" that splits upcoming from past.
   */
  generatedAt: number;
  /** The quick link's QR code as the server drew it, when the visitor may see the access code. */
  accessQr?: ServerQr | undefined;
};

/**
 * A QR code in the server's HTML (PrintQrCode, drawn by the page as static HTML, so the island
 * carries no copy of it), with the link and name it was drawn for.
 */
export type ServerQr = { link: string; label: string; drawing: ReactNode };

/** "Generated November 20, 2026 at 6:15 PM EST", always in US Eastern time, in the reader's format. */
export function generatedAtLabel(generatedAt: number, format: ReaderFormat) {
  return `Generated ${formatLongDate(generatedAt, DEFAULT_TIME_ZONE, format)} at ${formatEventTime(generatedAt, DEFAULT_TIME_ZONE, format)}`;
}

/** 'Complete Itinerary', or 'Events for: {names}' when people are selected. */
export function printSubtitle(selectedPeople: readonly string[]) {
  return selectedPeople.length > 0 ? `Events for: ${selectedPeople.join(', ')}` : 'Complete Itinerary';
}

/**
 * The moment the browser last started printing (Print button or Ctrl+P), or null before that.
 * The print copy itself is in the server's HTML, so printing works before and without React.
 */
function usePrintedAt() {
  const [printedAt, setPrintedAt] = useState<number | null>(null);
  useEffect(() => {
    // Rendered synchronously: the browser lays out the page for paper right after this event.
    const onBeforePrint = () => flushSync(() => setPrintedAt(Date.now()));
    window.addEventListener('beforeprint', onBeforePrint);
    return () => window.removeEventListener('beforeprint', onBeforePrint);
  }, []);
  return printedAt;
}

export function PrintView({ project, events, selectedPeople, generatedAt: fallbackTime, accessQr }: PrintViewProps) {
  const printedAt = usePrintedAt();
  const generatedAt = printedAt ?? fallbackTime;
  const format = useReaderFormat();
  const timeZone = project.timeZone;
  const { upcoming, past } = splitEvents(events, generatedAt);
  const days = groupByDay(
    [...events].sort((a, b) => Date.parse(a.datetime) - Date.parse(b.datetime) || a.id - b.id),
    timeZone,
    format,
  );
  const byline = creatorLine(project);

  return (
    // A landmark of its own: on paper (and to axe in print media) it is all the page has.
    <section aria-label="Print version" className="hidden print:block">
      <article className="print-itinerary text-black" aria-label="Printable itinerary">
        <header className="print-header border-b-2 border-black pb-5">
          <h1 className="print-title text-[26pt] leading-[1.1] font-bold tracking-tight break-words">{displayTitle(project)}</h1>
          {byline && <div className="mt-1 text-[10.5pt] text-neutral-700">{byline}</div>}
          <div className="mt-3 text-[13pt] font-semibold">{printSubtitle(selectedPeople)}</div>
          <div className="mt-0.5 text-[9.5pt] text-neutral-600">{generatedAtLabel(generatedAt, format)}</div>
          <dl className="mt-4 flex gap-10">
            <Count label="Total Events" value={events.length} />
            <Count label="Upcoming" value={upcoming.length} />
            <Count label="Past" value={past.length} />
          </dl>
          {project.accessCode && <PrintAccess project={project} accessCode={project.accessCode} serverQr={accessQr} />}
        </header>

        {days.length === 0 ? (
          <div className="mt-8 text-[11pt] text-neutral-700">
            {selectedPeople.length > 0 ? 'No Events for Selected People' : 'No Events Yet'}
          </div>
        ) : (
          days.map((day, i) => (
            <section key={day.key} className="print-day mt-7" aria-labelledby={`print-day-${day.key}`}>
              <h2 id={`print-day-${day.key}`} className="print-day-heading flex items-baseline gap-3 border-b border-neutral-400 pb-1.5">
                <span className="text-[9pt] font-semibold tracking-[0.14em] text-neutral-600 uppercase">Day {i + 1}</span>{' '}
                <span className="text-[14pt] font-bold">{day.label}</span>
              </h2>
              <ol>
                {day.events.map((event) => (
                  <PrintEvent key={event.id} event={event} timeZone={timeZone} format={format} />
                ))}
              </ol>
            </section>
          ))
        )}
      </article>
    </section>
  );
}

/**
 * How to get in, for those who may see the access code (everyone with a grant; the code itself is
 * only in their copy of the project): the IDs and the quick link's QR code. The server draws the
 * code for its first HTML (printing works before hydration); after a change of code or title the
 * code is drawn here.
 */
function PrintAccess({ project, accessCode, serverQr }: { project: ProjectView; accessCode: string; serverQr: ServerQr | undefined }) {
  const origin = serverQr ? new URL(serverQr.link).origin : typeof window === 'undefined' ? '' : window.location.origin;
  const link = quickLinkUrl(origin, project.projectId, accessCode);
  const label = qrLabel(displayTitle(project));
  const fromServer = serverQr && serverQr.link === link && serverQr.label === label ? serverQr.drawing : null;
  const matrix = useLinkQr(fromServer || !origin ? null : link);
  return (
    <div className="print-access mt-5 flex w-fit max-w-full items-center gap-5 rounded-md border border-neutral-400 py-3 pr-5 pl-3">
      {fromServer ?? (matrix && <PrintQrCode matrix={matrix} label={label} />)}
      <div className="min-w-0">
        <div className="text-[11pt] font-bold">Scan to open this itinerary</div>
        <dl className="mt-1.5 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-[10pt]">
          <Detail label="Project ID">{project.projectId}</Detail>
          <Detail label="Access Code">
            <span className="font-mono font-semibold tracking-wider">{accessCode}</span>
          </Detail>
        </dl>
        <div className="mt-1.5 text-[8.5pt] break-all text-neutral-700">{link}</div>
      </div>
    </div>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col-reverse">
      <dt className="text-[8.5pt] font-semibold tracking-[0.12em] text-neutral-600 uppercase">{label}</dt>
      <dd className="text-[18pt] leading-none font-bold">{value}</dd>
    </div>
  );
}

function PrintEvent({ event, timeZone, format }: { event: EventView; timeZone: string; format: ReaderFormat }) {
  const { start, zone, end, endDay } = eventTimes(event, timeZone, format);
  return (
    <li className="print-event grid grid-cols-[6.5rem_1fr] gap-x-5 border-b border-neutral-200 py-3.5">
      <div>
        <time dateTime={event.datetime} className="block text-[11pt] leading-tight font-bold">
          {start}
        </time>
        {end !== null && event.endDatetime && (
          <EventEnd end={end} endDay={endDay} endDatetime={event.endDatetime} className="block text-[9pt] leading-tight font-semibold" />
        )}
        <span className="text-[8pt] text-neutral-600">{zone}</span>
      </div>
      <div className="min-w-0">
        <h3 className="text-[12pt] leading-snug font-bold">{event.title}</h3>
        {event.description && (
          <div className="mt-1 text-[10pt] leading-snug whitespace-pre-line text-neutral-800">{event.description}</div>
        )}
        {(event.attendees || event.location || event.vibe) && (
          <dl className="mt-2 grid grid-cols-[6.5rem_1fr] gap-x-3 gap-y-0.5 text-[9.5pt] leading-snug">
            {event.attendees && <Detail label="People">{event.attendees}</Detail>}
            {event.location && <Detail label="Location">{event.location}</Detail>}
            {event.vibe && <Detail label="Vibe & Style">{event.vibe}</Detail>}
          </dl>
        )}
      </div>
    </li>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-neutral-700">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}
