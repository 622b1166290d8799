/**
 * Everything of the itinerary page around its main area, outside the preview: the footer, the
 * admin panel, the dialogs the footer opens, the prompts (hints, upgrade, owner email, feedback)
 * and the print view.
 */
import { Suspense } from 'react';
import { displayTitle } from '@/lib/display';
import type { ItineraryData, EventView, ProjectView } from '@/lib/types';
import { UPSELL_FEATURES, type ghostUpsells } from '@/lib/trial';
import { openUpgrade } from '@/stores/upgrade';
import { AdminCodeDialog } from './AdminCodeDialog';
import { ExitDialog } from './ExitDialog';
import { AddToCalendarDialog } from './feeds/AddToCalendarDialog';
import { ItineraryFooter } from './ItineraryFooter';
import { AdminPanel } from './lazy-views';
import { PrintView, type ServerQr } from './print/PrintView';
import { PromptLayer } from './PromptLayer';
import { ShareDialog } from './ShareDialog';
import { openPageShare, sharePagePath } from './share-dialog';
import type { ItineraryDialog, useAdminMode } from './useAdminMode';


type Props = {
  project: ProjectView;
  data: ItineraryData;
  visibleEvents: EventView[];
  names: string[];
  selected: string[];
  listTab: boolean;
  /** The Arrivals tab prints its board, not the events. */
  arrivalsTab: boolean;
  now: number;
  upsells: ReturnType<typeof ghostUpsells>;
  mode: ReturnType<typeof useAdminMode>;
  dialog: ItineraryDialog;
  setDialog: (dialog: ItineraryDialog) => void;
  /** Right after creation the share dialog greets the organiser and shows this admin code. */
  createdAdminCode: string | null;
  setCreatedAdminCode: (adminCode: string | null) => void;
  onProjectChange: (project: ProjectView) => void;
  refresh: () => Promise<void>;
  /** The quick link's QR code for the print view, as the server drew it. */
  accessQr: ServerQr | undefined;
};

export function ItineraryOverlays({ project, data, visibleEvents, names, selected, listTab, arrivalsTab, now, upsells, mode, dialog, setDialog, createdAdminCode, setCreatedAdminCode, onProjectChange, refresh, accessQr }: Props) {
  const { admin, panel, setPanel } = mode;
  const close = () => setDialog(null);
  return (
    <>
      <ItineraryFooter
        mode={admin ? 'admin' : 'view'}
        exitAction={`/api/projects/${encodeURIComponent(project.projectId)}/exit`}
        canPrint={project.isPaid}
        onPrintUpsell={upsells.print ? () => openUpgrade(UPSELL_FEATURES.print) : undefined}
        onFeedback={() => setDialog('feedback')}
        onShare={() => {
          setCreatedAdminCode(null);
          // The page's own dialog (server HTML) once fetched, while it shows this access code; else the island's.
          if (!project.accessCode || !openPageShare(project.accessCode)) setDialog('share');
        }}
        shareHref={project.accessCode ? sharePagePath(project.projectId) : undefined}
        onAddToCalendar={() => setDialog('calendar')}
        onExit={() => setDialog('exit')}
        onAdmin={() => void mode.enterAdmin()}
        onView={() => mode.setMode('view')}
        onCustomize={() => setPanel('open')}
      />
      {admin && panel !== 'unused' && (
        <Suspense fallback={null}>
          <AdminPanel open={panel === 'open'} onClose={() => setPanel('closed')} project={project} onProjectChange={onProjectChange} />
        </Suspense>
      )}
      <AdminCodeDialog open={dialog === 'admin-code'} onClose={close} projectId={project.projectId} onGranted={() => void mode.adminGranted()} />
      {project.accessCode && (
        <ShareDialog open={dialog === 'share'} onClose={close} projectId={project.projectId} accessCode={project.accessCode} title={displayTitle(project)} createdAdminCode={createdAdminCode} />
      )}
      <AddToCalendarDialog
        open={dialog === 'calendar'}
        onClose={close}
        projectId={project.projectId}
        people={names}
        initialPerson={selected.length === 1 ? (selected[0] ?? null) : null}
      />
      <ExitDialog open={dialog === 'exit'} onClose={close} projectId={project.projectId} />
      <PromptLayer
        project={project}
        adminMode={admin}
        eventCount={data.events.length}
        listTab={listTab}
        dialogOpen={dialog !== null}
        feedbackOpen={dialog === 'feedback'}
        onFeedbackClose={close}
        refresh={refresh}
      />
      {project.isPaid && (
        // Kept mounted (its QR code is the server's HTML), only off paper on the Arrivals tab.
        <div className={arrivalsTab ? 'print:hidden' : undefined}>
          <PrintView project={project} events={visibleEvents} selectedPeople={selected} generatedAt={now} accessQr={accessQr} />
        </div>
      )}
    </>
  );
}
