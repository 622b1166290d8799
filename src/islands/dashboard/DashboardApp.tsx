import { lazy, Suspense, useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api-client';
import { DASHBOARD_TABS, greeting, type DashboardTab } from '../../lib/dashboard';
import { FIRST_NAME_LATER_KEY, readStorage, writeStorage } from '../../lib/browser-storage';
import { forgetAllItineraries } from '../../lib/offline';
import type { AuthUserView, ForwardingAddressView, MyProjectView } from '../../lib/types';
import { toastProblem, toastSuccess } from '../../stores/toast';
import { ReaderFormatContext } from '../../ui/reader-format';
import { Toaster } from '../../ui/Toaster';
import { TabList } from '../../ui/TabList';
import { rememberTab, replaceSearchParams } from '../../ui/url-params';
import { readerFormatOr, type ReaderFormat } from '../../lib/reader-format';
import { SIGNED_IN_PARAM } from '../../lib/return-to';
import { Avatar } from './Avatar';
import { FirstNameCard } from './FirstNameCard';
import { ItinerariesTab } from './ItinerariesTab';

// Only the Itineraries tab is needed at first paint; the others load when opened (docs/architecture.md, "Front end").
const UnclaimedTab = lazy(() => import('./UnclaimedTab'));
const SettingsTab = lazy(() => import('./SettingsTab'));

type Props = {
  user: AuthUserView;
  projects: MyProjectView[];
  forwarding: ForwardingAddressView;
  initialTab: DashboardTab;
  /** The reader's date format the server rendered with (src/lib/reader-format.ts), kept so hydration changes no text. */
  format: ReaderFormat;
};

const loading = (
  <p role="status" className="py-16 text-center text-ink-soft">
    Loading...
  </p>
);

/** The signed-in dashboard: header, three tabs, toasts. */
export default function DashboardApp({ user: initialUser, projects: initialProjects, forwarding: initialForwarding, initialTab, format }: Props) {
  const [user, setUser] = useState(initialUser);
  const [forwarding, setForwarding] = useState(initialForwarding);
  const [projects, setProjects] = useState(initialProjects);
  const [tab, setTab] = useState<DashboardTab>(initialTab);
  const [signingOut, setSigningOut] = useState(false);
  // Lazy tabs render only in the browser: on the server React would stream their fallback
  // with inline scripts, which the CSP refuses (as in ItineraryApp).
  const [hydrated, setHydrated] = useState(false);
  // An account without a name is asked for one, until it gives it or says "Not now" here.
  const [nameLater, setNameLater] = useState(false);

  useEffect(() => {
    setHydrated(true);
    setNameLater(readStorage('local', FIRST_NAME_LATER_KEY) === '1');
    // Back from the sign-in link: greet once, then forget the flag.
    if (new URLSearchParams(window.location.search).get(SIGNED_IN_PARAM) === '1') {
      toastSuccess('Welcome back!');
      replaceSearchParams((params) => params.delete(SIGNED_IN_PARAM));
    }
  }, []);

  function selectTab(next: DashboardTab) {
    setTab(next);
    rememberTab(next, 'itineraries');
  }

  async function signOut() {
    setSigningOut(true);
    try {
      await apiRequest('POST', '/api/logout');
      // Nothing private stays on a shared phone: every offline itinerary goes (docs/offline.md).
      await forgetAllItineraries();
      toastSuccess('Logged out');
      window.location.assign('/');
    } catch {
      setSigningOut(false);
      toastProblem('Logout failed', 'There was an error logging out.');
    }
  }

  return (
    <ReaderFormatContext value={readerFormatOr(format)}>
      <header className="border-b border-black/5 bg-white/70 backdrop-blur">
        <div className="mx-auto flex w-full max-w-5xl items-center gap-3 px-4 py-4 sm:px-6">
          <a href="/" className="flex shrink-0 items-center rounded-lg" aria-label="Home">
            <img src="/favicon.svg" alt="" width="32" height="32" className="h-8 w-8" />
          </a>
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-lg font-bold tracking-tight sm:text-2xl">Travel Dashboard</h1>
            <p className="truncate text-sm text-ink-soft">{greeting(user)}</p>
          </div>
          <Avatar user={user} className="hidden h-10 w-10 text-sm sm:flex" />
          <button type="button" className="btn-secondary shrink-0 px-4" onClick={() => void signOut()} disabled={signingOut}>
            Sign Out
          </button>
        </div>
        <nav aria-label="Dashboard sections" className="mx-auto w-full max-w-5xl px-4 sm:px-6">
          <TabList
            tabs={DASHBOARD_TABS}
            active={tab}
            onSelect={selectTab}
            tabId={(id) => `tab-${id}`}
            panelId={(id) => `panel-${id}`}
            className="-mb-px flex overflow-x-auto sm:gap-1"
            tabClassName={(selected) =>
              `shrink-0 border-b-2 px-3 py-3 text-sm font-semibold whitespace-nowrap transition sm:px-4 ${
                selected ? 'border-brand-600 text-brand-800' : 'border-transparent text-ink-muted hover:text-ink'
              }`
            }
          />
        </nav>
      </header>

      <main id="main" className="mx-auto w-full max-w-5xl px-4 pt-6 pb-20 sm:px-6 sm:pt-8">
        {!user.firstName && !nameLater && (
          <FirstNameCard
            user={user}
            onSaved={(updated) => {
              setUser(updated);
              toastSuccess('Profile updated');
            }}
            onDismiss={() => {
              writeStorage('local', FIRST_NAME_LATER_KEY, '1');
              setNameLater(true);
            }}
          />
        )}
        <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
          <Suspense fallback={loading}>
            {tab === 'itineraries' && (
              <ItinerariesTab user={user} projects={projects} onDeleted={(id) => setProjects((all) => all.filter((p) => p.projectId !== id))} />
            )}
            {tab !== 'itineraries' && !hydrated && loading}
            {tab === 'unclaimed' && hydrated && (
              <UnclaimedTab
                user={user}
                projects={projects}
                forwarding={forwarding}
                onProjectCreated={(project) => setProjects((all) => [project, ...all])}
              />
            )}
            {tab === 'settings' && hydrated && <SettingsTab user={user} onUserChange={setUser} forwarding={forwarding} onForwardingChange={setForwarding} />}
          </Suspense>
        </div>
      </main>
      <Toaster />
    </ReaderFormatContext>
  );
}
