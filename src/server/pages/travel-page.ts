/**
 * What the itinerary page needs of travel and RSVPs, rendered on the server so the board and the
 * counts read without JavaScript (docs/product.md#travel-and-the-arrivals-board, #rsvps).
 *
 * Rendered pages are cached per version, role, tab and filter, never per browser, so this model
 * holds only what every browser of a role sees alike: the board (every entry for admins, and for
 * guests while the organiser shares travel; none for guests otherwise) and each asking event's
 * counts (with names and notes for admins). What is a browser's own (its entries when sharing is
 * off, `mine`, its answers) comes from GET …/travel and GET …/rsvps when a guest opens the form.
 */
import type { DatabaseHandle } from '../../../db/index';
import type { Project } from '../../../db/schema';
import { arrivalsBoard, type BoardDay } from '../../lib/arrivals-board';
import { knownPeople, unionNames } from '../../lib/attendees';
import { travelNames } from '../../lib/guest-travel';
import type { Role } from '../../lib/types';
import { listRsvps, type EventRsvpView } from '../rsvps/rsvps';
import { listTravel } from '../travel/travel';

export type TravelPageModel = {
  guestsSeeTravel: boolean;
  /** Whether the board shows other people's travel to this role (false: only the form is offered). */
  boardShown: boolean;
  board: BoardDay[];
  /** The names in the travel this role sees (the people filter offers them). */
  names: string[];
  /** Per asking event; `answers` only for admins. */
  rsvps: EventRsvpView[];
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
  now = Date.now(),
): Promise<TravelPageModel> {
  // No session: nothing is anyone's own here, whoever the cached page is served to next.
  const reader = { role, sessionId: undefined };
  const boardShown = travelBoardShown(project, role);
  const [entries, rsvps] = await Promise.all([
    boardShown ? listTravel(handle, project, reader) : Promise.resolve([]),
    listRsvps(handle, project, reader, now),
  ]);
  const names = travelNames(entries);
  const people = filter ? knownPeople(filter.requested, unionNames(filter.eventNames, names)) : [];
  return {
    guestsSeeTravel: project.guestsSeeTravel,
    boardShown,
    board: arrivalsBoard(entries, { role }, { guestsSeeTravel: project.guestsSeeTravel, people }),
    names,
    rsvps,
  };
}
