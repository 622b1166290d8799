import { useEffect, useState } from 'react';
import { readCreatedProject, writeStorage, PROJECT_CREATED_KEY } from '../../lib/browser-storage';
import { creatorLine, displayTitle } from '../../lib/display';
import type { ItineraryData } from '../../lib/types';
import { Toaster } from '../../ui/Toaster';
import { ExitDialog } from './ExitDialog';
import { FaqTab } from './FaqTab';
import { ListTab } from './ListTab';
import { ShareDialog } from './ShareDialog';

type Props = { data: ItineraryData; renderedAt: number };

const TABS = [
  { id: 'list', label: 'List' },
  { id: 'faq', label: 'FAQ' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** The itinerary page's shell (spec §2 "Project page"): title bar, tabs, footer and dialogs. */
export default function ItineraryApp({ data, renderedAt }: Props) {
  const { project, events, faqs } = data;
  const [tab, setTab] = useState<TabId>('list');
  const [shareOpen, setShareOpen] = useState(false);
  const [justCreated, setJustCreated] = useState(false);
  const [exitOpen, setExitOpen] = useState(false);
  // The server's clock on first render keeps hydration identical; the browser's after.
  const [now, setNow] = useState(renderedAt);

  useEffect(() => {
    setNow(Date.now());
    // Right after creation the organiser gets the share dialog (spec §2, §4 "Create").
    const created = readCreatedProject();
    if (created?.projectId === project.projectId) {
      setJustCreated(true);
      setShareOpen(true);
      writeStorage('session', PROJECT_CREATED_KEY, null);
    }
  }, [project.projectId]);

  const byline = creatorLine(project);
  const title = displayTitle(project);

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-30 bg-gradient-to-r from-[var(--theme-primary)] to-[var(--theme-secondary)] text-[var(--theme-on-primary)] shadow-md">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-4 sm:px-6">
          <div className="min-w-0">
            <h1 className="line-clamp-3 text-xl leading-tight sm:line-clamp-2 sm:text-3xl font-extrabold tracking-tight break-words">{title}</h1>
            {byline && <p className="mt-0.5 text-sm font-medium">{byline}</p>}
          </div>
        </div>
        <nav aria-label="Itinerary views" className="mx-auto max-w-3xl px-4 sm:px-6">
          <div role="tablist" className="flex gap-1">
            {TABS.map((t) => (
              <button
                key={t.id}
                type="button"
                role="tab"
                id={`tab-${t.id}`}
                aria-selected={tab === t.id}
                aria-controls={`panel-${t.id}`}
                onClick={() => setTab(t.id)}
                className={`rounded-t-xl px-4 py-2 text-sm font-semibold transition ${
                  tab === t.id ? 'bg-[var(--page-bg,#f8f7fb)] text-ink' : 'text-[var(--theme-on-primary)] hover:bg-white/15'
                }`}
              >
                {t.label}
              </button>
            ))}
          </div>
        </nav>
      </header>

      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 pt-6 pb-32 sm:px-6">
        <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
          {tab === 'list' ? <ListTab events={events} timeZone={project.timeZone} now={now} /> : <FaqTab faqs={faqs} />}
        </div>
      </main>

      <footer className="fixed inset-x-0 bottom-0 z-30 border-t border-black/5 bg-white/90 backdrop-blur">
        <div className="mx-auto flex max-w-3xl items-center justify-center gap-3 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
          <button type="button" className="btn-primary min-w-28" onClick={() => { setJustCreated(false); setShareOpen(true); }}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M4 12v7a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-7" /><path d="m16 6-4-4-4 4" /><path d="M12 2v13" />
            </svg>
            Share
          </button>
          <button type="button" className="btn-secondary min-w-28" onClick={() => setExitOpen(true)}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" /><path d="m16 17 5-5-5-5" /><path d="M21 12H9" />
            </svg>
            Exit
          </button>
        </div>
      </footer>

      <ShareDialog
        open={shareOpen}
        onClose={() => setShareOpen(false)}
        projectId={project.projectId}
        accessCode={project.accessCode}
        justCreated={justCreated}
      />
      <ExitDialog open={exitOpen} onClose={() => setExitOpen(false)} projectId={project.projectId} />
      <Toaster />
    </div>
  );
}
