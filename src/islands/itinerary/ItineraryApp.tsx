import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { filterEventsByPeople, masterNames } from '../../lib/attendees';
import {
  PROJECT_CREATED_KEY,
  adminCodeKey,
  readCreatedProject,
  readStorage,
  writeStorage,
} from '../../lib/browser-storage';
import { eventIcsUrl } from '../../lib/calendar-links';
import type { ItineraryPageSettings } from '../../lib/itinerary-props';
import { themeVariables } from '../../lib/theme';
import { ghostUpsells, UPSELL_FEATURES } from '../../lib/trial';
import type { ItineraryData, ProjectView } from '../../lib/types';
import { $eventEditor, resetEventEditor } from '../../stores/event-editor';
import { $selectedPeople, loadSelectedPeople, setSelectedPeople } from '../../stores/people-filter';
import { toastProblem } from '../../stores/toast';
import { openUpgrade } from '../../stores/upgrade';
import { Toaster } from '../../ui/Toaster';
import { AdminCodeDialog, verifyAdmin } from './AdminCodeDialog';
import { celebrateCreation } from './celebrate';
import { Countdown } from './Countdown';
import { ExitDialog } from './ExitDialog';
import { FaqTab } from './FaqTab';
import { AddToCalendarDialog } from './feeds/AddToCalendarDialog';
import { ItineraryFooter } from './ItineraryFooter';
import { ListTab } from './ListTab';
import { MapLoading } from './map/MapStatus';
import { PeopleFilter } from './PeopleFilter';
import { PreviewBanner } from './PreviewBanner';
import { PrintView } from './print/PrintView';
import { PromptLayer } from './PromptLayer';
import { ShareDialog } from './ShareDialog';
import { openingTab, tabsFor, type TabId, ItineraryTabs } from './ItineraryTabs';
import { TitleBar } from './TitleBar';
import { useLiveItinerary } from './useLiveItinerary';
import { useOwnedEntry } from './useOwnedEntry';
import { markReady } from './island-signals';
import { itineraryHref, rememberPeople, rememberTab } from '../../ui/url-params';

// Heavy views load only when their tab opens.
const CalendarTab = lazy(() => import('./calendar/CalendarTab'));
const MapTab = lazy(() => import('./map/MapTab'));
// Admin-only UI: never downloaded by guests (brief "House rules").
const loadAdminPanel = () => import('../admin/AdminPanel');
const AdminPanel = lazy(loadAdminPanel);
const CodeAttackNotice = lazy(() => import('../admin/CodeAttackNotice'));

type Props = {
  data: ItineraryData;
  settings: ItineraryPageSettings;
  /** The tab named in the URL (?tab=…), read by the server so the first paint is right. */
  initialTab: string | null;
  /** The people named in the URL (?person=…, the filter's GET form); null when it names none. */
  initialPeople: string[] | null;
  /** This page's path, for the tabs' links. */
  pagePath: string;
  renderedAt: number;
  /**
   * The server's Calendar tab (the list of days, ./calendar/CalendarStatic.tsx), when the page
   * opens on it: rendered by Astro as static HTML, so it costs the page no JavaScript.
   */
  children?: ReactNode;
};

function TabLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 rounded-3xl bg-white/80 px-6 py-16 text-ink-soft">
      <span className="h-6 w-6 animate-spin rounded-full border-[3px] border-black/10 border-t-[var(--theme-primary)]" aria-hidden="true" />
      {label}
    </div>
  );
}

/** The itinerary page and the public preview. */
export default function ItineraryApp({
  data: initialData,
  settings,
  initialTab,
  initialPeople,
  pagePath,
  renderedAt,
  children,
}: Props) {
  // Only a page opened on the Calendar tab has one (an empty slot otherwise).
  const serverCalendar = initialTab === 'calendar' ? children : undefined;
  const preview = settings.mode === 'preview';
  const { data, refresh } = useLiveItinerary(initialData, !preview);
  const { events, faqs } = data;
  // The admin panel's changes show at once; a newer
  // version from the live stream (another admin, an event edit) takes over again.
  const [projectOverride, setProjectOverride] = useState<ProjectView | null>(null);
  const project =
    projectOverride && projectOverride.version >= data.project.version ? projectOverride : data.project;
  // A new zone shows in the panel at once, but it can move every event (they keep their clock
  // times, docs/time-zones.md): events are read in the zone of the data they came with, which is
  // fetched again as soon as the server has saved the new zone.
  const eventZone = data.project.timeZone;
  const zoneSaved = projectOverride !== null && projectOverride.version > data.project.version && projectOverride.timeZone !== eventZone;
  useEffect(() => {
    if (zoneSaved) void refresh().catch(() => undefined);
  }, [zoneSaved, refresh]);
  const [panel, setPanel] = useState<'unused' | 'open' | 'closed'>('unused');
  const [mode, setMode] = useState<'view' | 'admin'>('view');
  const admin = mode === 'admin' && data.role === 'admin';
  const tabs = tabsFor(project, preview);
  const [tab, setTab] = useState<TabId>(() => openingTab(tabs, initialTab));
  const [dialog, setDialog] = useState<'share' | 'exit' | 'calendar' | 'admin-code' | 'feedback' | null>(null);
  const [justCreated, setJustCreated] = useState(false);
  // The server's clock on first render keeps hydration identical; the browser's after.
  const [now, setNow] = useState(renderedAt);
  // Lazy tabs render only in the browser: on the server React would stream their content with
  // inline scripts, which the CSP refuses (and the calendar and map need the DOM anyway).
  const [hydrated, setHydrated] = useState(false);
  // The URL's people until the browser has read its saved choice (the server rendered those).
  const storedPeople = useStore($selectedPeople);
  const [peopleReady, setPeopleReady] = useState(false);
  const selected = peopleReady ? storedPeople : (initialPeople ?? []);
  const firstMount = useRef(true);

  const names = useMemo(() => masterNames(events), [events]);
  const visibleEvents = useMemo(() => filterEventsByPeople(events, selected), [events, selected]);

  useEffect(() => {
    setHydrated(true);
    setNow(Date.now());
    // A filter named in the URL (a link, the form without JavaScript) wins over the saved one.
    if (firstMount.current && initialPeople !== null) setSelectedPeople(project.projectId, initialPeople);
    else loadSelectedPeople(project.projectId, names);
    setPeopleReady(true);
    if (firstMount.current) {
      firstMount.current = false;
      // Taps made before now were kept by the page's script (ItineraryPage.astro): replay them.
      markReady();
    }
    // Right after creation the organiser gets the share dialog.
    const created = readCreatedProject();
    if (!preview && created?.projectId === project.projectId) {
      setJustCreated(true);
      setDialog('share');
      writeStorage('session', PROJECT_CREATED_KEY, null);
      const { primary, secondary, accent } = project.customColors;
      void celebrateCreation([primary, secondary, accent]);
    }
    // Names can disappear in a live update; the saved selection follows.
  }, [project.projectId, names, preview]);

  // The address bar follows the filter, so a reload or a shared link shows the same people.
  useEffect(() => {
    if (peopleReady) rememberPeople(selected);
  }, [peopleReady, selected]);

  // Admin mode preloads the panel; leaving it closes any event editor.
  useEffect(() => {
    if (admin) void loadAdminPanel();
    else resetEventEditor();
  }, [admin]);

  // Spec §4 "Event editing": switching to create moves to the List tab.
  const editorKind = useStore($eventEditor).kind;
  useEffect(() => {
    if (editorKind === 'creating') selectTab('list');
  }, [editorKind]);

  // A tab that disappears (the organiser hides the map) falls back to the list.
  const activeTab = tabs.some((t) => t.id === tab) ? tab : 'list';
  const upsells = ghostUpsells(project, events.length, admin);
  // A paid itinerary is unlocked already: its preview sells nothing.
  const previewBanner = preview && !project.isPaid;

  /**
   * Admin entry: a browser the server already knows as admin (the creator)
   * enters at once; else a code saved on this device is checked with the server; else the
   * 'Admin Access Required' dialog asks. Local flags alone never grant anything.
   */
  async function enterAdmin() {
    if (data.role === 'admin') {
      setMode('admin');
      return;
    }
    const saved = readStorage('local', adminCodeKey(project.projectId));
    if (saved && (await verifyAdmin(project.projectId, saved)) === true) {
      await adminGranted();
      return;
    }
    writeStorage('local', adminCodeKey(project.projectId), null);
    setDialog('admin-code');
  }

  // Spec §4 "Mode": owned or autoAdmin entry comes first in the admin entry order.
  useOwnedEntry({
    projectId: project.projectId,
    role: data.role,
    disabled: preview,
    enterAdmin: () => setMode('admin'),
    adminGranted,
  });

  async function adminGranted() {
    setDialog(null);
    try {
      await refresh();
      setMode('admin');
    } catch {
      toastProblem('Error', 'Failed to verify admin code. Please try again.');
    }
  }

  function selectTab(next: TabId) {
    setTab(next);
    rememberTab(next, 'list');
  }

  return (
    <div className="itinerary-theme flex flex-col" style={themeVariables(project) as React.CSSProperties}>
      <TitleBar project={project} events={events} onAddLinkUpsell={upsells.links ? () => openUpgrade(UPSELL_FEATURES.links) : undefined}>
        <ItineraryTabs
          tabs={tabs}
          active={activeTab}
          onSelect={selectTab}
          href={(id) => itineraryHref(pagePath, id, selected)}
          hydrated={hydrated}
        />
      </TitleBar>
      {admin && (
        <p role="status" className="bg-ink px-4 py-2 text-center text-sm font-semibold text-white print:hidden">
          Edit mode: you see private notes that guests never see.
        </p>
      )}
      {admin && hydrated && (
        <Suspense fallback={null}>
          <CodeAttackNotice projectId={project.projectId} version={data.project.version} onProjectChange={setProjectOverride} />
        </Suspense>
      )}

      <main id="main" className={`mx-auto w-full max-w-3xl flex-1 lg:max-w-5xl px-4 pt-6 sm:px-6 print:hidden ${previewBanner ? 'pb-56 sm:pb-44' : 'pb-32'}`}>
        {names.length > 0 && activeTab !== 'faq' && (
          <div className="mb-5 flex items-center justify-between gap-3">
            <PeopleFilter
              names={names}
              selected={selected}
              onChange={(s) => setSelectedPeople(project.projectId, s)}
              tab={activeTab}
            />
          </div>
        )}
        <div role="tabpanel" id={`panel-${activeTab}`} aria-labelledby={`tab-${activeTab}`} tabIndex={-1} className="outline-none">
          {activeTab === 'list' && (
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
                admin={admin ? { projectId: project.projectId, names, refresh } : undefined}
              />
            </div>
          )}
          {activeTab === 'calendar' &&
            (hydrated ? (
              // The server's list stays while the calendar's code loads, as long as it still shows
              // the people it was rendered for.
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
            ) : (
              // The server's calendar: the list of days, readable before and without JavaScript.
              (serverCalendar ?? <TabLoading label="Loading calendar..." />)
            ))}
          {activeTab === 'map' &&
            (hydrated ? (
              <Suspense fallback={<MapLoading />}>
                <MapTab events={visibleEvents} timeZone={eventZone} tiles={settings.mapTiles} />
              </Suspense>
            ) : (
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
            ))}
          {activeTab === 'faq' && (
            <FaqTab
              faqs={faqs}
              emptyText={preview ? 'Frequently asked questions will appear here' : undefined}
              admin={admin}
              project={project}
              refresh={refresh}
            />
          )}
        </div>
      </main>

      {preview ? (
        previewBanner && <PreviewBanner projectId={project.projectId} />
      ) : (
        <>
          <ItineraryFooter
            mode={admin ? 'admin' : 'view'}
            exitAction={`/api/projects/${encodeURIComponent(project.projectId)}/exit`}
            canPrint={project.isPaid}
            onPrintUpsell={upsells.print ? () => openUpgrade(UPSELL_FEATURES.print) : undefined}
            onFeedback={() => setDialog('feedback')}
            onShare={() => {
              setJustCreated(false);
              setDialog('share');
            }}
            onAddToCalendar={() => setDialog('calendar')}
            onExit={() => setDialog('exit')}
            onAdmin={() => void enterAdmin()}
            onView={() => setMode('view')}
            onCustomize={() => setPanel('open')}
          />
          {admin && panel !== 'unused' && (
            <Suspense fallback={null}>
              <AdminPanel
                open={panel === 'open'}
                onClose={() => setPanel('closed')}
                project={project}
                onProjectChange={setProjectOverride}
              />
            </Suspense>
          )}
          <AdminCodeDialog
            open={dialog === 'admin-code'}
            onClose={() => setDialog(null)}
            projectId={project.projectId}
            onGranted={() => void adminGranted()}
          />
          {project.accessCode && (
            <ShareDialog
              open={dialog === 'share'}
              onClose={() => setDialog(null)}
              projectId={project.projectId}
              accessCode={project.accessCode}
              justCreated={justCreated}
            />
          )}
          <AddToCalendarDialog
            open={dialog === 'calendar'}
            onClose={() => setDialog(null)}
            projectId={project.projectId}
            people={names}
            initialPerson={selected.length === 1 ? (selected[0] ?? null) : null}
          />
          <ExitDialog open={dialog === 'exit'} onClose={() => setDialog(null)} projectId={project.projectId} />
          <PromptLayer
            project={project}
            adminMode={admin}
            eventCount={events.length}
            listTab={activeTab === 'list'}
            dialogOpen={dialog !== null}
            feedbackOpen={dialog === 'feedback'}
            onFeedbackClose={() => setDialog(null)}
            refresh={refresh}
          />
          {project.isPaid && (
            <PrintView project={project} events={visibleEvents} selectedPeople={selected} generatedAt={now} />
          )}
        </>
      )}
      <Toaster />
    </div>
  );
}

const samePeople = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name, i) => name === b[i]);
