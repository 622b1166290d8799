/**
 * How an itinerary's data reads on screen: creator line, dates and times in the itinerary's zone
 * (spec §9: America/New_York unless the itinerary says otherwise), maps links.
 */
import { formatInTimeZone } from 'date-fns-tz';
import { DEFAULT_TIME_ZONE } from './limits';

/** 'by {owner}' shows unless hidden or the owner is unknown or Anonymous (spec §2). */
export function creatorLine(project: { ownerName: string | null; showCreatorName: boolean }) {
  const owner = project.ownerName?.trim();
  if (!project.showCreatorName || !owner || owner.toLowerCase() === 'anonymous') return null;
  return `by ${owner}`;
}

/** The title bar text: the custom title when set, else the itinerary's name. */
export function displayTitle(project: { name: string; customTitle: string | null }) {
  return project.customTitle?.trim() || project.name;
}

const zoneOrDefault = (timeZone: string | null | undefined) => timeZone || DEFAULT_TIME_ZONE;

/** e.g. "Saturday, June 14, 2027" */
export function formatEventDate(iso: string | Date, timeZone?: string | null) {
  return formatInTimeZone(iso, zoneOrDefault(timeZone), 'EEEE, MMMM d, yyyy');
}

/** e.g. "Sat, Jun 14" */
export function formatShortDate(iso: string | Date, timeZone?: string | null) {
  return formatInTimeZone(iso, zoneOrDefault(timeZone), 'EEE, MMM d');
}

/** e.g. "7:30 PM EDT" */
export function formatEventTime(iso: string | Date, timeZone?: string | null) {
  return formatInTimeZone(iso, zoneOrDefault(timeZone), 'h:mm a zzz');
}

/** The calendar day of an instant in the zone, as yyyy-MM-dd (for grouping by day). */
export function dayKey(iso: string | Date, timeZone?: string | null) {
  return formatInTimeZone(iso, zoneOrDefault(timeZone), 'yyyy-MM-dd');
}

/** Maps search links are built on the client from the location text (spec §7). */
export function mapsSearchUrl(location: string) {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location)}`;
}

export type SplitEvents<T> = { upcoming: T[]; past: T[] };

/** Upcoming: later than now, ascending; past: the rest, descending (spec §4). */
export function splitEvents<T extends { datetime: string }>(events: T[], now = Date.now()) {
  const upcoming = events
    .filter((e) => Date.parse(e.datetime) > now)
    .sort((a, b) => Date.parse(a.datetime) - Date.parse(b.datetime));
  const past = events
    .filter((e) => Date.parse(e.datetime) <= now)
    .sort((a, b) => Date.parse(b.datetime) - Date.parse(a.datetime));
  return { upcoming, past } satisfies SplitEvents<T>;
}
