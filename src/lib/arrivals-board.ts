/**
 * The arrivals board (docs/product.md#travel-and-the-arrivals-board): guests' arrivals and
 * departures by day and place, with the people who land at one place close together grouped so
 * they can share a ride. Pure: the server builds it for the page and the API, and tests call it.
 *
 * Days and times are the place's own (the wall time the guest typed, in the place's zone): a
 * 23:30 landing in Tokyo is on the board under its Tokyo date at 23:30, whatever zone the
 * itinerary or the reader is in.
 */
import { personKey } from './attendees';
import { TRAVEL_GROUP_WINDOW_MS } from './limits';
import type { Role } from './types';

type TravelKind = 'arrival' | 'departure';

/** One arrival or departure as the API and the page hand it out (never the writer's session). */
export type TravelEntryView = {
  id: number;
  guestName: string;
  kind: TravelKind;
  /** Wall-clock time in `timeZone`, 'YYYY-MM-DDTHH:mm'. */
  localTime: string;
  timeZone: string;
  /** The same moment as an ISO-8601 UTC instant. */
  instant: string;
  place: string;
  placeCode: string | null;
  transportNumber: string | null;
  fromPlace: string | null;
  seatsFree: number | null;
  note: string | null;
  /** Written by this browser. */
  mine: boolean;
  /** This browser may edit or delete it: its own, or any for an admin. */
  canEdit: boolean;
};

export type BoardGroup = {
  kind: TravelKind;
  /** 'HH:mm' of the first and last in the group, in the place's zone. */
  from: string;
  to: string;
  /** Distinct people (by name). */
  people: string[];
  entries: TravelEntryView[];
  /** "3 people land at LIS between 14:05 and 15:10", "Ana lands at LIS at 14:05". */
  summary: string;
};

type BoardPlace = {
  /** The code when there is one (LIS), else the place as first written. */
  label: string;
  place: string;
  placeCode: string | null;
  timeZone: string;
  arrivals: BoardGroup[];
  departures: BoardGroup[];
};

export type BoardDay = { date: string; places: BoardPlace[] };

export type BoardViewer = { role: Role };
export type BoardOptions = {
  /** The people filter: names; none is everyone. */
  people?: readonly string[];
  /** The organiser's switch; off, a guest sees only what their browser wrote. */
  guestsSeeTravel: boolean;
};

/** What `viewer` may see: everything for an admin or with the switch on, else only their own. */
export function visibleTravel<T extends { mine: boolean }>(entries: readonly T[], viewer: BoardViewer, guestsSeeTravel: boolean): T[] {
  if (viewer.role === 'admin' || guestsSeeTravel) return [...entries];
  return entries.filter((e) => e.mine);
}

/** Entries of the selected people (the people filter; none selected is everyone). */
function filterTravelByPeople<T extends { guestName: string }>(entries: readonly T[], people: readonly string[] = []): T[] {
  if (people.length === 0) return [...entries];
  const keys = new Set(people.map(personKey));
  return entries.filter((e) => keys.has(personKey(e.guestName)));
}

const placeKey = (e: Pick<TravelEntryView, 'place' | 'placeCode'>) =>
  e.placeCode ? `code:${e.placeCode.toUpperCase()}` : `place:${personKey(e.place)}`;

const timeOf = (e: TravelEntryView) => e.localTime.slice(11, 16);

/**
 * "3 people land at LIS between 14:05 and 15:10": a group in a sentence, its times written by
 * `time` (the API's `summary` keeps them as 'HH:mm'; a page writes them on the reader's clock).
 */
export function groupSummary(
  { kind, people, from, to }: Pick<BoardGroup, 'kind' | 'people' | 'from' | 'to'>,
  label: string,
  time: (hhmm: string) => string = (hhmm) => hhmm,
): string {
  const verb = kind === 'arrival' ? ['lands', 'land'] : ['leaves', 'leave'];
  const where = kind === 'arrival' ? `at ${label}` : `from ${label}`;
  const who = people.length === 1 ? people[0] : `${people.length} people`;
  const when = from === to ? `at ${time(from)}` : `between ${time(from)} and ${time(to)}`;
  return `${who} ${people.length === 1 ? verb[0] : verb[1]} ${where} ${when}`;
}

/**
 * Groups of one kind at one place, in time order: each group starts with the earliest entry not
 * yet grouped and takes every later one within TRAVEL_GROUP_WINDOW_MS of that start, so a group
 * never spans more than 90 minutes (one ride can wait for all of it).
 */
function groupsOf(kind: TravelKind, entries: TravelEntryView[], label: string): BoardGroup[] {
  const sorted = entries
    .filter((e) => e.kind === kind)
    .sort((a, b) => Date.parse(a.instant) - Date.parse(b.instant) || a.id - b.id);
  const groups: BoardGroup[] = [];
  let current: TravelEntryView[] = [];
  const close = () => {
    if (current.length === 0) return;
    const seen = new Map<string, string>();
    for (const e of current) if (!seen.has(personKey(e.guestName))) seen.set(personKey(e.guestName), e.guestName);
    const people = [...seen.values()];
    const from = timeOf(current[0]!);
    const to = timeOf(current[current.length - 1]!);
    groups.push({ kind, from, to, people, entries: current, summary: groupSummary({ kind, people, from, to }, label) });
    current = [];
  };
  for (const entry of sorted) {
    const start = current[0];
    if (start && Date.parse(entry.instant) - Date.parse(start.instant) > TRAVEL_GROUP_WINDOW_MS) close();
    current.push(entry);
  }
  close();
  return groups;
}

/**
 * The board: days in date order (the place's date), places within a day by their first entry,
 * arrivals and departures grouped at each. Applies the visibility switch and the people filter.
 */
export function arrivalsBoard(entries: readonly TravelEntryView[], viewer: BoardViewer, options: BoardOptions): BoardDay[] {
  const shown = filterTravelByPeople(visibleTravel(entries, viewer, options.guestsSeeTravel), options.people);
  const days = new Map<string, Map<string, TravelEntryView[]>>();
  const ordered = [...shown].sort((a, b) => a.localTime.localeCompare(b.localTime) || a.id - b.id);
  for (const entry of ordered) {
    const date = entry.localTime.slice(0, 10);
    let places = days.get(date);
    if (!places) days.set(date, (places = new Map()));
    const key = placeKey(entry);
    const list = places.get(key);
    if (list) list.push(entry);
    else places.set(key, [entry]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, places]) => ({
      date,
      places: [...places.values()].map((list) => {
        const first = list[0]!;
        const label = first.placeCode ?? first.place;
        return {
          label,
          place: first.place,
          placeCode: first.placeCode,
          timeZone: first.timeZone,
          arrivals: groupsOf('arrival', list, label),
          departures: groupsOf('departure', list, label),
        };
      }),
    }));
}
