/**
 * What the itinerary page shows of travel and RSVPs (docs/product.md#travel-and-the-arrivals-board,
 * #rsvps): the server renders it into the page, and the island keeps it current from the API.
 */
import type { BoardDay, TravelEntryView } from './arrivals-board';
import { unionNames } from './attendees';
import { formatEventTime, formatMediumDate, formatWallTime, formatWeekdayDate, splitTime } from './display';
import type { ReaderFormat } from './reader-format';

export type RsvpStatus = 'going' | 'maybe' | 'no';
/** How each answer reads (here rather than with the schemas, so the page's island needs no zod). */
export const RSVP_LABELS: Record<RsvpStatus, string> = { going: 'Going', maybe: 'Maybe', no: 'Can’t make it' };

export type RsvpAnswerView = {
  name: string;
  status: RsvpStatus;
  plusOnes: number;
  note: string | null;
  updatedAt: string;
  mine: boolean;
  canEdit: boolean;
};

export type RsvpCounts = { going: number; maybe: number; no: number; plusOnes: number };

/** An asking event's RSVPs as `reader` sees them: counts for all; every answer for admins, own ones for guests. */
export type EventRsvpView = {
  eventId: number;
  plusOnesAllowed: boolean;
  plusOnesMax: number;
  rsvpBy: string | null;
  closed: boolean;
  counts: RsvpCounts;
  answers: RsvpAnswerView[];
};

/** GET …/travel: the entries this browser may see and the board. */
export type TravelListing = { guestsSeeTravel: boolean; entries: TravelEntryView[]; board: BoardDay[] };

export type GuestTravel = {
  guestsSeeTravel: boolean;
  /** Whether this role sees other people's travel. */
  boardShown: boolean;
  /** The board for the people filter; null until it is read (the page rendered another tab). */
  board: BoardDay[] | null;
  /** Every entry this browser may see, with `mine`; only after the island has read the API. */
  entries?: TravelEntryView[];
  /**
   * The names this browser sees in travel, which the people filter offers beside the events'
   * names (a guest may type a name no event lists).
   */
  names?: string[];
  rsvps: EventRsvpView[];
  /**
   * On a page rendered for a guest's browser that has written travel or answers: the name it
   * wrote under last (the forms open with it) and its own travel (on the Arrivals tab).
   */
  yours?: { name: string; travel: TravelEntryView[] };
};

/**
 * An RSVP-by date as the card and the closed-answers message say it, in the itinerary's zone and
 * the reader's format: "Dec 1, 2026, 6:00 PM", "1 Dec 2026, 18:00".
 */
export function rsvpByText(rsvpBy: Date, timeZone: string, format: ReaderFormat): string {
  const [time] = splitTime(formatEventTime(rsvpBy, timeZone, format));
  return `${formatMediumDate(rsvpBy, timeZone, format)}, ${time}`;
}

/** "Going 4 · Maybe 1 · Can’t make it 2"; plus-ones beside Going ("Going 3 (+1)"). */
export function rsvpCountsText(counts: RsvpCounts): string {
  const plus = counts.plusOnes > 0 ? ` (+${counts.plusOnes})` : '';
  return `${RSVP_LABELS.going} ${counts.going}${plus} · ${RSVP_LABELS.maybe} ${counts.maybe} · ${RSVP_LABELS.no} ${counts.no}`;
}

/** "Friday, May 1" ("Friday, 1 May") for a board day ('2031-05-01'), read as a calendar date (no zone shift). */
export function boardDayLabel(date: string, format: ReaderFormat): string {
  const [y, m, d] = date.split('-').map(Number);
  return formatWeekdayDate(Date.UTC(y!, m! - 1, d!), 'UTC', format);
}

/**
 * The other end of a journey (`fromPlace`): where an arrival comes from, where a departure goes.
 * The form's label, the board's words and the calendar's line for each kind.
 */
export const OTHER_END = {
  arrival: { label: 'Coming from', board: 'from', feed: 'From' },
  departure: { label: 'Going to', board: 'to', feed: 'To' },
} as const satisfies Record<'arrival' | 'departure', { label: string; board: string; feed: string }>;

/** The names of `entries`, first spelling kept. */
export function travelNames(entries: readonly { guestName: string }[]): string[] {
  return unionNames([], entries.map((e) => e.guestName));
}

/**
 * The name a new answer or travel entry opens with: the one person the people filter shows, when
 * it shows exactly one (the guest chose them on this page); else the name this browser last wrote
 * under; else none.
 */
export function prefillName(selected: readonly string[], lastWritten: string | undefined): string {
  return selected.length === 1 ? selected[0]! : (lastWritten ?? '');
}

/** The local date and time of a travel entry ('2031-05-01T14:05'): "Friday, May 1 at 2:05 PM", "Friday, 1 May at 14:05". */
export function travelWhenText(localTime: string, format: ReaderFormat): string {
  return `${boardDayLabel(localTime.slice(0, 10), format)} at ${formatWallTime(localTime.slice(11, 16), format)}`;
}

/** One of a guest's own journeys in a line: "Arrives at LIS on Friday, May 1 at 2:05 PM · TP 1351". */
export function ownTravelText(entry: Pick<TravelEntryView, 'kind' | 'localTime' | 'place' | 'placeCode' | 'transportNumber'>, format: ReaderFormat): string {
  const verb = entry.kind === 'arrival' ? 'Arrives at' : 'Leaves from';
  const when = travelWhenText(entry.localTime, format);
  return [`${verb} ${entry.placeCode ?? entry.place} on ${when}`, entry.transportNumber].filter(Boolean).join(' · ');
}
