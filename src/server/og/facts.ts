/**
 * What a link preview image of an itinerary shows, and what the teaser pages show beside it
 * (/access/{id}, the public preview): never more than a browser without a grant may see
 * (docs/security.md, "Public preview").
 *
 * From the events only three things are read, and only here: how many there are, the first and
 * last dates, and their locations, which come out as one city at most (../../lib/place.ts).
 */
import { and, asc, count, eq, min, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { events, type Project } from '../../../db/schema';
import { creatorLine, displayTitle, END_DAY_THRESHOLD_HOURS, formatDateRange } from '../../lib/display';
import { mainCity } from '../../lib/place';
import { DEFAULT_READER_FORMAT, type ReaderFormat } from '../../lib/reader-format';
import type { ThemeSource } from '../../lib/theme';
import { sha256 } from '../core/crypto';

/** The teaser's facts from the events. */
export type TeaserFacts = {
  eventCount: number;
  /**
   * First to last event date in the itinerary's time zone, or null without events, in the
   * default format: the link preview image is one picture for every reader.
   */
  dateRange: string | null;
  /** The instants dateRange spans (ms), for a page that writes them in its reader's format (readerDateRange). */
  span: { first: number; last: number } | null;
  /** The city most events are in, or null when their locations name none. */
  place: string | null;
};

/** The teaser's dates as a page writes them for its reader ("June 14 – 16, 2027", "14 – 16 June 2027"). */
export function readerDateRange(facts: TeaserFacts, project: Pick<Project, 'timeZone'>, format: ReaderFormat): string | null {
  return facts.span && formatDateRange(facts.span.first, facts.span.last, project.timeZone, format);
}

export async function teaserFacts(handle: DatabaseHandle, project: Pick<Project, 'id' | 'timeZone'>): Promise<TeaserFacts> {
  const [span] = await handle.db
    // The last day counts an end as the list's header does (lastMoment in src/lib/display.ts).
    .select({
      count: count(),
      first: min(events.datetime),
      last: sql<number | null>`max(max(${events.datetime}), coalesce(max(${events.endDatetime}) - ${END_DAY_THRESHOLD_HOURS * 3_600_000}, 0))`,
    })
    .from(events)
    // Teaser facts are for outsiders: public events only (docs/security.md#private-events).
    .where(and(eq(events.projectRowId, project.id), eq(events.visibility, 'everyone')));
  const eventCount = span?.count ?? 0;
  if (eventCount === 0 || span?.first == null || span.last == null) return { eventCount, dateRange: null, span: null, place: null };
  // The location column alone: no other event field is read.
  const located = await handle.db
    .select({ location: events.location })
    .from(events)
    .where(and(eq(events.projectRowId, project.id), eq(events.visibility, 'everyone')))
    .orderBy(asc(events.datetime), asc(events.id));
  return {
    eventCount,
    dateRange: formatDateRange(span.first, span.last, project.timeZone, DEFAULT_READER_FORMAT),
    span: { first: Number(span.first), last: Number(span.last) },
    place: mainCity(located.map((row) => row.location)),
  };
}

export function themeOf(project: Project): ThemeSource {
  return {
    customColors: project.customColors,
    borderStyle: project.borderStyle,
    selectedFont: project.selectedFont,
    titleFont: project.titleFont,
    selectedBackground: project.selectedBackground,
    customBackgroundColor: project.customBackgroundColor,
  };
}

/** Everything a preview image is drawn from: the same facts always draw the same image. */
export type CardFacts = {
  title: string;
  /** 'by {owner}', or null when the owner hid their name. */
  byline: string | null;
  dateRange: string | null;
  place: string | null;
  theme: ThemeSource;
  /** The first header image's URL of a paid itinerary, or null. */
  headerImage: string | null;
};

export function cardFacts(project: Project, teaser: TeaserFacts): CardFacts {
  return {
    title: displayTitle(project),
    byline: creatorLine(project),
    dateRange: teaser.dateRange,
    place: teaser.place,
    theme: themeOf(project),
    headerImage: project.isPaid ? (project.headerImages[0] ?? null) : null,
  };
}

/** Bumped when the drawing changes, so every preview gets a new URL. */
const DRAWING_VERSION = 1;

/** The version in a preview image's URL: a change to anything it shows makes a new one. */
export function cardVersion(facts: CardFacts): string {
  return sha256(JSON.stringify([DRAWING_VERSION, facts])).slice(0, 16);
}

/** What the image shows, in words (its alt text). */
export function cardAlt(facts: CardFacts): string {
  const details = [facts.dateRange, facts.place, facts.byline].filter(Boolean).join(', ');
  return `Invitation card for ${facts.title}${details ? `: ${details}` : ''}`;
}
