/**
 * The itinerary page and the public preview. The state lives in hooks (the live data, the first
 * moments in the browser, admin mode, the tabs); the page draws the title bar with its tabs, the
 * main area (ItineraryMain) and, outside the preview, the footer with its dialogs
 * (ItineraryOverlays).
 */
import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { filterEventsByPeople, masterNames, unionNames } from '@/lib/attendees';
import type { ProjectCreatedInfo } from '@/lib/browser-storage';
import type { ItineraryPageSettings } from '@/lib/itinerary-props';
import { readerFormatOr, type ReaderFormat } from '@/lib/reader-format';
import { themeVariables } from '@/lib/theme';
import { ghostUpsells, UPSELL_FEATURES } from '@/lib/trial';
import type { GuestTravel } from '@/lib/guest-travel';
import type { ItineraryData } from '@/lib/types';
import { openUpgrade } from '@/stores/upgrade';
import { ReaderFormatContext } from '@/ui/reader-format';
import { Toaster } from '@/ui/Toaster';
import { itineraryHref } from '@/ui/url-params';
import { ItineraryMain } from './ItineraryMain';
import { ItineraryOverlays } from './ItineraryOverlays';
import { ItineraryTabs } from './ItineraryTabs';
import { CodeAttackNotice } from './lazy-views';
import { PreviewBanner } from './PreviewBanner';
import { TitleBar } from './TitleBar';
import { useGuestTravel } from './travel/useGuestTravel';
import { useAdminMode, type ItineraryDialog } from './useAdminMode';
import { useIslandStart } from './useIslandStart';
import { useItineraryProject } from './useItineraryProject';
import { useItineraryTabs } from './useItineraryTabs';
import { useOwnedEntry } from './useOwnedEntry';

/** The app's props that reach the browser as data (the page's JSON script: ./island-props.ts). */
export type ItineraryAppProps = {
  data: ItineraryData;
  /** Travel and RSVPs the server rendered (the itinerary page; none when there is nothing to show). */
  travel?: GuestTravel | undefined;
  settings: ItineraryPageSettings;
  /** The tab named in the URL (?tab=…), read by the server so the first paint is right. */
  initialTab: string | null;
  /** The people named in the URL (?person=…, the filter's GET form); null when it names none. */
  initialPeople: string[] | null;
  /** This page's path, for the tabs' links. */
  pagePath: string;
  renderedAt: number;
  /**
   * The reader's date and time format the server rendered with (from its Accept-Language): the
   * island keeps it, so hydration never changes a date's text (src/lib/reader-format.ts).
   */
  format: ReaderFormat;
  /**
   * The quick link's QR code for the print view (paid, for visitors with the access code): the
   * link and name it was drawn for, and the drawing, a slot of server-only HTML.
   */
  accessQrFor?: { link: string; label: string } | undefined;
};

type Props = ItineraryAppProps & {
  /** The print view's QR code, a slot of server-only HTML. */
  accessQr?: ReactNode;
  /**
   * The server's Calendar tab (the list of days, ./calendar/CalendarStatic.tsx), when the page
   * opens on it: rendered by Astro as static HTML, so it costs the page no JavaScript.
   */
  children?: ReactNode;
};

export default function ItineraryApp({
  data: initialData,
  travel: initialTravel,
  settings,
  initialTab,
  initialPeople,
  pagePath,
  renderedAt,
  format,
  accessQrFor,
  accessQr,
  children,
}: Props) {
  const preview = settings.mode === 'preview';
  const { data, refresh, project, eventZone, setProjectOverride } = useItineraryProject(
    initialData,
    preview,
  );
  const { events } = data;
  const [dialog, setDialog] = useState<ItineraryDialog>(null);
  // Right after creation: the admin code the share dialog shows the organiser (else null).
  const [createdAdminCode, setCreatedAdminCode] = useState<string | null>(null);
  const eventNames = useMemo(() => masterNames(events), [events]);
  // The people filter offers the names travel uses too (a guest may type one no event lists).
  const startNames = useMemo(
    () => unionNames(eventNames, initialTravel?.names ?? []),
    [eventNames, initialTravel],
  );
  const onCreated = (created: ProjectCreatedInfo) => {
    setCreatedAdminCode(created.adminCode);
    setDialog('share');
  };
  const { now, hydrated, selected } = useIslandStart({
    project,
    preview,
    names: startNames,
    initialPeople,
    renderedAt,
    onCreated,
  });
  const visibleEvents = useMemo(() => filterEventsByPeople(events, selected), [events, selected]);
  const mode = useAdminMode({ data, refresh, setDialog });
  const { admin } = mode;
  // The creator lands ready to edit: admin mode, with the organiser's wording.
  useEffect(() => {
    if (createdAdminCode) mode.setMode('admin');
  }, [createdAdminCode]);
  const { tabs, activeTab, selectTab } = useItineraryTabs(project, preview, initialTab);
  // Owned or autoAdmin entry comes first in the admin entry order.
  useOwnedEntry({
    projectId: project.projectId,
    role: data.role,
    disabled: preview,
    enterAdmin: () => mode.setMode('admin'),
    adminGranted: mode.adminGranted,
  });

  const { travel, reload, wrote } = useGuestTravel({
    projectId: project.projectId,
    initial: initialTravel,
    version: data.project.version,
    hydrated: hydrated && !preview,
    arrivals: activeTab === 'arrivals',
    people: selected,
    admin: data.role === 'admin',
  });
  const names = useMemo(
    () => unionNames(eventNames, travel.names ?? []),
    [eventNames, travel.names],
  );
  const reloadTravel = (name?: string) => {
    if (name) wrote(name);
    return reload();
  };
  const upsells = ghostUpsells(project, events.length, admin);
  // A paid itinerary is unlocked already: its preview sells nothing.
  const previewBanner = preview && !project.isPaid;
  const view = {
    project,
    events,
    faqs: data.faqs,
    visibleEvents,
    names,
    selected,
    eventZone,
    activeTab,
    now,
    hydrated,
    admin,
    preview,
    previewBanner,
    refresh,
    travel,
    reloadTravel,
  };

  return (
    <ReaderFormatContext value={readerFormatOr(format)}>
      <div
        className="itinerary-theme flex flex-col"
        style={themeVariables(project) as React.CSSProperties}
      >
        <TitleBar
          project={project}
          events={events}
          onAddLinkUpsell={upsells.links ? () => openUpgrade(UPSELL_FEATURES.links) : undefined}
        >
          <ItineraryTabs
            tabs={tabs}
            active={activeTab}
            onSelect={selectTab}
            href={(id) => itineraryHref(pagePath, id, selected)}
            hydrated={hydrated}
          />
        </TitleBar>
        {admin && (
          <p
            role="status"
            className="bg-ink px-4 py-2 text-center text-sm font-semibold text-white print:hidden"
          >
            Edit mode: you see private notes that guests never see.
          </p>
        )}
        {admin && hydrated && (
          <Suspense fallback={null}>
            <CodeAttackNotice
              projectId={project.projectId}
              version={data.project.version}
              onProjectChange={setProjectOverride}
            />
          </Suspense>
        )}
        {/* Only a page opened on the Calendar tab has the server's calendar (an empty slot otherwise). */}
        <ItineraryMain
          {...view}
          mapTiles={settings.mapTiles}
          serverCalendar={initialTab === 'calendar' ? children : undefined}
          initialPeople={initialPeople}
        />
        {preview ? (
          previewBanner && <PreviewBanner projectId={project.projectId} />
        ) : (
          <ItineraryOverlays
            project={project}
            data={data}
            visibleEvents={visibleEvents}
            names={names}
            selected={selected}
            listTab={activeTab === 'list'}
            arrivalsTab={activeTab === 'arrivals'}
            now={now}
            upsells={upsells}
            mode={mode}
            dialog={dialog}
            setDialog={setDialog}
            createdAdminCode={createdAdminCode}
            setCreatedAdminCode={setCreatedAdminCode}
            onProjectChange={setProjectOverride}
            refresh={refresh}
            accessQr={accessQrFor && accessQr ? { ...accessQrFor, drawing: accessQr } : undefined}
          />
        )}
        <Toaster />
      </div>
    </ReaderFormatContext>
  );
}
