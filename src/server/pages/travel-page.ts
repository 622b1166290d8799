/**
 * What the itinerary page needs of travel and RSVPs, rendered on the server so the board and the
 * counts read without JavaScript (docs/product.md#travel-and-the-arrivals-board, #rsvps).
 *
 * Rendered pages are cached per version, role, tab and filter, and for a guest's browser that has
 * written travel or answers, per browser (docs/security.md "Page cache keys"). Without `own` this
 * model holds only what every browser of a role sees alike: the board (every entry for admins, and
 * for guests while the organiser shares travel; none for guests otherwise) and each asking event's
 * counts (with names and notes for admins). With `own` (a guest's session) it is what GET …/travel
 * and GET …/rsvps answer that browser: its entries (also when sharing is off) and its answers,
 * marked `mine`, and `yours`, its name (the listed guest it is, else the name it wrote under last)
 * and its travel.
 */
import type { DatabaseHandle } from '../../../db/index';
import type { TravelEntryView } from '../../lib/arrivals-board';
import type { Project } from '../../../db/schema';
import { arrivalsBoard, type BoardDay } from '../../lib/arrivals-board';
import { knownPeople, unionNames } from '../../lib/attendees';
import { travelNames } from '../../lib/guest-travel';
import type { Role } from '../../lib/types';
import { lastNameWritten } from '../guests/own-rows';
import { listRsvps, type EventRsvpView } from '../rsvps/rsvps';
import { listTravel } from '../travel/travel';

export type TravelPageModel = {
  guestsSeeTravel: boolean;
  /** Whether the board shows other people's travel to this role (false: only the form is offered). */
  boardShown: boolean;
  board: BoardDay[];
  /** The names in the travel this role sees (the people filter offers them). */
  names: string[];
  /** Per asking event; `answers` for admins, and a guest's own with `own`. */
  rsvps: EventRsvpView[];
  /** With `own`, when that browser has written: the name it wrote under last and its travel. */
  yours?: { name: string; travel: TravelEntryView[] };
};

/** The people filter as the URL asks for it, with the names the itinerary's events list. */
export type RequestedPeople = { requested: readonly string[]; eventNames: readonly string[] };

/** Whether the board shows other people's travel to this role: always to admins, to guests while the organiser shares it. */
export const travelBoardShown = (project: Pick<Project, 'guestsSeeTravel'>, role: Role): boolean =>
  role === 'admin' || project.guestsSeeTravel;

/**
 * The board is filtered to the requested people the itinerary knows: the events' names, and the
 * travel's, which only this model reads. None requested is everyone.
 */
export async function travelPageModel(
  handle: DatabaseHandle,
  project: Project,
  role: Role,
  filter?: RequestedPeople,
  /** The guest session the page is rendered for alone; none: a page every browser of the role shares. */
  own?: string,
  /** With `own`: the listed guest that browser is, whose name its forms open with. */
  identityName?: string,
  now = Date.now(),
): Promise<TravelPageModel> {
  // Without `own` nothing is anyone's own here, whoever the cached page is served to next.
  const sessionId = role === 'viewer' ? own : undefined;
  const reader = { role, sessionId };
  const boardShown = travelBoardShown(project, role);
  const [entries, rsvps, lastName] = await Promise.all([
    boardShown || sessionId ? listTravel(handle, project, reader) : Promise.resolve([]),
    listRsvps(handle, project, reader, now),
    sessionId && identityName === undefined ? lastNameWritten(handle, project.id, sessionId) : Promise.resolve(identityName),
  ]);
  // The people filter offers the names of the board only: the same for every browser of the role.
  const names = boardShown ? travelNames(entries) : [];
  const people = filter ? knownPeople(filter.requested, unionNames(filter.eventNames, names)) : [];
  return {
    guestsSeeTravel: project.guestsSeeTravel,
    boardShown,
    board: arrivalsBoard(entries, { role }, { guestsSeeTravel: project.guestsSeeTravel, people }),
    names,
    rsvps,
    ...(lastName === undefined ? {} : { yours: { name: lastName, travel: entries.filter((e) => e.mine) } }),
  };
}
