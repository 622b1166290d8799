/**
 * The itinerary's prompts in one place: hint bubbles, the upgrade prompt, the owner
 * email dialog and the feedback dialog. The dialogs are code-split and load the first time they
 * open, so a guest reading the List tab downloads none of them.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import type { ProjectView } from '../../lib/types';
import { $upgradeFeature } from '../../stores/upgrade';
import { HintBubble } from './HintBubble';
import { useAdminHints } from './useAdminHints';
import { useOwnerEmailPrompt } from './useOwnerEmailPrompt';

const UpgradeDialog = lazy(() => import('./UpgradeDialog'));
const OwnerEmailDialog = lazy(() => import('./OwnerEmailDialog'));
const FeedbackDialog = lazy(() => import('./FeedbackDialog'));

/** True from the first time `open` is true: the dialog then stays mounted to animate and restore focus. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

type Props = {
  project: ProjectView;
  adminMode: boolean;
  eventCount: number;
  listTab: boolean;
  /** Another dialog of the page is open. */
  dialogOpen: boolean;
  feedbackOpen: boolean;
  onFeedbackClose: () => void;
  /** Reloads the itinerary (the upgrade prompt learns it was already paid). */
  refresh?: () => Promise<void>;
};

export function PromptLayer({ project, adminMode, eventCount, listTab, dialogOpen, feedbackOpen, onFeedbackClose, refresh }: Props) {
  const upgradeOpen = useStore($upgradeFeature) !== null;
  const ownerEmail = useOwnerEmailPrompt({ project, adminMode, eventCount });
  const { hints, dismiss } = useAdminHints({
    projectId: project.projectId,
    isPaid: project.isPaid,
    adminMode,
    eventCount,
    listTab,
    paused: dialogOpen || upgradeOpen || ownerEmail.open || feedbackOpen,
  });
  const upgradeMounted = useOpenedOnce(upgradeOpen);
  const ownerEmailMounted = useOpenedOnce(ownerEmail.open);
  const feedbackMounted = useOpenedOnce(feedbackOpen);

  return (
    <>
      {hints.map((hint) => (
        <HintBubble key={hint.id} text={hint.text} anchors={hint.anchors} side={hint.side} onDismiss={() => dismiss(hint.id)} />
      ))}
      {/* One boundary each: a dialog loading must never hide one that is open. */}
      {upgradeMounted && (
        <Suspense fallback={null}>
          <UpgradeDialog projectId={project.projectId} onAlreadyPaid={refresh ? () => void refresh() : undefined} />
        </Suspense>
      )}
      {ownerEmailMounted && (
        <Suspense fallback={null}>
          <OwnerEmailDialog open={ownerEmail.open} projectId={project.projectId} onDone={ownerEmail.done} />
        </Suspense>
      )}
      {feedbackMounted && (
        <Suspense fallback={null}>
          <FeedbackDialog open={feedbackOpen} onClose={onFeedbackClose} projectId={project.projectId} />
        </Suspense>
      )}
    </>
  );
}
