/** The itinerary page's main area: the people filter and the open tab's panel. */
import { FREE_EVENT_LIMIT } from '@/lib/limits';
import { Suspense, type ReactNode } from 'react';
import { attendeesOf } from '@/lib/attendees';
import { displayTitle } from '@/lib/display';
import { eventIcsUrl } from '@/lib/calendar-links';
import { prefillName, type GuestTravel } from '@/lib/guest-travel';
import type { ItineraryPageSettings } from '@/lib/itinerary-props';
import type { EventView, FaqView, ProjectView } from '@/lib/types';
import { setSelectedPeople } from '@/stores/people-filter';
import { remindersPagePath } from '@/lib/reminders';
import { Countdown } from './Countdown';
import { FaqTab } from './FaqTab';
import type { TabId } from './ItineraryTabs';
import { CalendarTab, MapTab } from './lazy-views';
import { ListTab } from './ListTab';
import { MapLoading } from './map/MapStatus';
import { PeopleFilter } from './PeopleFilter';
import { ArrivalsTab } from './travel/ArrivalsTab';
import { RsvpSummary } from './travel/RsvpSummary';

export type ItineraryMainProps = {
  project: ProjectView;
  events: EventView[];
  faqs: FaqView[];
  /** The events of the people the filter shows. */
  visibleEvents: EventView[];
  names: string[];
  selected: string[];
  /** The zone the events were read in. */
  eventZone: string;
  activeTab: TabId;
  now: number;
  hydrated: boolean;
  admin: boolean;
  preview: boolean;
  /** Room at the bottom for the preview's banner. */
  previewBanner: boolean;
  refresh: () => Promise<void>;
  mapTiles: ItineraryPageSettings['mapTiles'];
  /** The server's Calendar tab (the list of days), when the page opened on it. */
  serverCalendar: ReactNode;
  /** The people the server rendered for. */
  initialPeople: string[] | null;
  /** Travel and RSVPs as this browser sees them. */
  travel: GuestTravel;
  /** Reads travel and answers again; after a write, with the name it was written under. */
  reloadTravel: (wrote?: string) => Promise<void>;
};

export function ItineraryMain(props: ItineraryMainProps) {
  const { project, names, selected, activeTab, previewBanner } = props;
  const filter = names.length > 0 && activeTab !== 'faq';
  // Reminders (docs/reminders.md) are offered on the list once there is something to be reminded of.
  const reminders = !props.preview && activeTab === 'list' && props.events.length > 0;
  return (
    // On paper: the arrivals board from its tab, on any tier; from the other tabs the print view
    // of the events (paid, ./print/PrintView.tsx) instead of the page.
    <main
      id="main"
      className={`mx-auto w-full max-w-3xl flex-1 lg:max-w-5xl px-4 pt-6 sm:px-6 ${activeTab === 'arrivals' ? 'print:max-w-none print:p-0' : 'print:hidden'} ${previewBanner ? 'pb-56 sm:pb-44' : 'pb-32'}`}
    >
      {(filter || reminders) && (
        <div className="mb-5 flex flex-wrap items-center justify-between gap-3 print:hidden">
          {filter ? (
            <PeopleFilter
              names={names}
              selected={selected}
              onChange={(s) => setSelectedPeople(project.projectId, s)}
              tab={activeTab}
            />
          ) : (
            <span />
          )}
          {reminders && (
            // A page of its own (server HTML and a small script): nothing of it weighs on this page.
            <a
              href={remindersPagePath(project.projectId)}
              className="rounded-full border border-black/10 bg-white px-4 py-2 text-sm font-semibold text-ink shadow-sm hover:bg-gray-50"
            >
              Get reminders
            </a>
          )}
        </div>
      )}
      <div role="tabpanel" id={`panel-${activeTab}`} aria-labelledby={`tab-${activeTab}`} tabIndex={-1} className="outline-none">
        {activeTab === 'list' && <ListPanel {...props} />}
        {activeTab === 'calendar' && <CalendarPanel {...props} />}
        {activeTab === 'map' && <MapPanel {...props} />}
        {activeTab === 'arrivals' && (
          <ArrivalsTab
            projectId={project.projectId}
            title={displayTitle(project)}
            selected={selected}
            travel={props.travel}
            hydrated={props.hydrated}
            names={names}
            defaultName={prefillName(selected, props.travel.yours?.name)}
            reload={props.reloadTravel}
          />
        )}
        {activeTab === 'faq' && (
          <FaqTab
            faqs={props.faqs}
            emptyText={props.preview ? 'Frequently asked questions will appear here' : undefined}
            admin={props.admin}
            project={project}
            refresh={props.refresh}
          />
        )}
      </div>
    </main>
  );
}

function ListPanel({ project, events, visibleEvents, names, selected, eventZone, now, admin, preview, refresh, travel, reloadTravel }: ItineraryMainProps) {
  const rsvps = new Map(travel.rsvps.map((r) => [r.eventId, r]));
  const rsvpFor = (event: EventView) => {
    const rsvp = rsvps.get(event.id);
    return (
      rsvp && (
        <RsvpSummary
          projectId={project.projectId}
          eventId={event.id}
          title={event.title}
          rsvp={rsvp}
          names={attendeesOf(event.attendees, names)}
          admin={admin}
          timeZone={eventZone}
          defaultName={prefillName(selected, travel.yours?.name)}
          reload={reloadTravel}
        />
      )
    );
  };
  return (
    <div className="space-y-6">
      {project.showCountdown && events.length > 0 && <Countdown events={visibleEvents} now={now} />}
      <ListTab
        events={visibleEvents}
        filtered={selected.length > 0 && events.length > 0}
        timeZone={eventZone}
        now={now}
        emptyText={preview ? 'This itinerary is still being set up' : undefined}
        eventIcsHref={preview ? undefined : (id) => eventIcsUrl(project.projectId, id)}
        showPrivateNotes={admin}
        admin={
          admin
            ? {
                projectId: project.projectId,
                names,
                starts: events.map((e) => e.datetime),
                freeEventsLeft: project.isPaid ? null : Math.max(0, FREE_EVENT_LIMIT - events.length),
                refresh,
                rsvpOf: (id) => rsvps.get(id),
              }
            : undefined
        }
        rsvpFor={preview ? undefined : rsvpFor}
      />
    </div>
  );
}

function CalendarPanel({ hydrated, serverCalendar, selected, initialPeople, visibleEvents, eventZone, now }: ItineraryMainProps) {
  // The server's calendar: the list of days, readable before and without JavaScript.
  if (!hydrated) return serverCalendar ?? <TabLoading label="Loading calendar..." />;
  return (
    // The server's list stays while the calendar's code loads, as long as it still shows the
    // people it was rendered for.
    <Suspense
      fallback={
        serverCalendar && samePeople(selected, initialPeople ?? []) ? (
          serverCalendar
        ) : (
          <TabLoading label="Loading calendar..." />
        )
      }
    >
      <CalendarTab events={visibleEvents} timeZone={eventZone} now={now} />
    </Suspense>
  );
}

function MapPanel({ hydrated, visibleEvents, eventZone, mapTiles }: ItineraryMainProps) {
  if (hydrated) {
    return (
      <Suspense fallback={<MapLoading />}>
        <MapTab events={visibleEvents} timeZone={eventZone} tiles={mapTiles} />
      </Suspense>
    );
  }
  return (
    <>
      <div className="noscript:hidden">
        <MapLoading />
      </div>
      <noscript>
        <p className="mt-4 rounded-2xl bg-white/90 px-4 py-3 text-center text-sm text-ink">
          The map needs JavaScript. The List and Calendar tabs show every place.
        </p>
      </noscript>
    </>
  );
}

function TabLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 rounded-3xl bg-white/80 px-6 py-16 text-ink-soft">
      <span className="h-6 w-6 animate-spin rounded-full border-[3px] border-black/10 border-t-[var(--theme-primary)]" aria-hidden="true" />
      {label}
    </div>
  );
}

const samePeople = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name, i) => name === b[i]);
