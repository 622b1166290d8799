import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import type { TravelEntryView } from '@/lib/arrivals-board';
import { travelNames, type EventRsvpView, type GuestTravel, type TravelListing } from '@/lib/guest-travel';

type Options = {
  projectId: string;
  /** What the server rendered (undefined: no travel or RSVPs on the page). */
  initial: GuestTravel | undefined;
  /** The itinerary's version: travel and answers bump it, so a new one means read again. */
  version: number;
  hydrated: boolean;
  /** The Arrivals tab is open: the board is needed. */
  arrivals: boolean;
  /** The people filter. */
  people: readonly string[];
  admin: boolean;
};

const EMPTY: GuestTravel = { guestsSeeTravel: true, boardShown: true, board: null, rsvps: [] };

/**
 * Travel and RSVPs as this browser sees them. The server's copy first; once the island runs, the
 * API's (which says which entries and answers are this browser's), read again on every new
 * version of the itinerary and when the board is first needed.
 */
export function useGuestTravel({ projectId, initial, version, hydrated, arrivals, people, admin }: Options) {
  const [travel, setTravel] = useState<GuestTravel>(initial ?? EMPTY);
  const base = `/api/projects/${encodeURIComponent(projectId)}`;
  const peopleKey = JSON.stringify(people);
  const read = useRef(0);

  const reload = useCallback(
    async (withBoard: boolean) => {
      const call = ++read.current;
      const query = new URLSearchParams((JSON.parse(peopleKey) as string[]).map((p) => ['person', p]));
      const [listing, rsvps] = await Promise.all([
        withBoard ? apiRequest<TravelListing>('GET', `${base}/travel${query.size ? `?${query}` : ''}`) : Promise.resolve(null),
        apiRequest<EventRsvpView[]>('GET', `${base}/rsvps`),
      ]);
      if (call !== read.current) return;
      setTravel((prev) => ({
        guestsSeeTravel: listing?.guestsSeeTravel ?? prev.guestsSeeTravel,
        boardShown: admin || (listing?.guestsSeeTravel ?? prev.guestsSeeTravel),
        board: listing ? listing.board : prev.board,
        entries: listing ? listing.entries : prev.entries,
        names: listing ? travelNames(listing.entries) : prev.names,
        rsvps,
        yours: ownTravel(prev.yours, listing?.entries),
      }));
    },
    [base, peopleKey, admin],
  );

  // A page with neither travel nor RSVPs reads nothing until the version moves or the tab opens.
  const idle = useRef(initial === undefined);
  useEffect(() => {
    if (!hydrated) return;
    if (idle.current && !arrivals) {
      idle.current = false;
      return;
    }
    idle.current = false;
    reload(arrivals).catch(() => {});
  }, [hydrated, version, arrivals, reload]);

  /** After this browser wrote under `name`: it is the name the forms open with next. */
  const wrote = useCallback((name: string) => setTravel((prev) => ({ ...prev, yours: { name, travel: prev.yours?.travel ?? [] } })), []);

  return { travel, reload: () => reload(arrivals), wrote };
}

/** This browser's own travel from a fresh listing (its entries marked `mine`), keeping the name it wrote under last. */
function ownTravel(prev: GuestTravel['yours'], entries: TravelEntryView[] | undefined): GuestTravel['yours'] {
  if (!entries) return prev;
  const travel = entries.filter((e) => e.mine);
  if (prev) return { ...prev, travel };
  // Travel the server did not name a writer for (written before the page loaded): its last entry's name.
  const last = travel.at(-1);
  return last ? { name: last.guestName, travel } : undefined;
}
