/**
 * Which hint bubbles show:
 * - view mode, the creator's device, List tab: 'Enter admin mode to edit!' at the Admin button
 *   ('Go to admin mode to edit!' while the itinerary is still empty);
 * - admin mode with no events: 'Add your first event!' beside the add button (or at the List
 *   tab); once the editor opens the organiser has followed it, and it goes for this visit;
 * - the first time a paid itinerary enters admin mode on this device: 'Start customizing'.
 * A dismissed or timed-out bubble stays away for the rest of the visit. While a dialog is open
 * nothing shows, so the 10 s start once the organiser can see the bubble.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { creatorFlagKey, customizeGuideShownKey, readStorage, writeStorage } from '../../lib/browser-storage';
import { $eventEditor } from '../../stores/event-editor';

export type HintId = 'admin' | 'first-event' | 'customize';
type Hint = { id: HintId; text: string; anchors: readonly string[]; side?: 'start' };

const ANCHORS: Record<HintId, readonly string[]> = {
  admin: ['[data-hint-anchor="admin"]'],
  'first-event': ['[data-add-event="top"]', '#tab-list'],
  customize: ['[data-hint-anchor="customize"]'],
};

type Options = {
  projectId: string;
  isPaid: boolean;
  adminMode: boolean;
  eventCount: number;
  listTab: boolean;
  /** A dialog is open: hints wait. */
  paused: boolean;
};

export function useAdminHints({ projectId, isPaid, adminMode, eventCount, listTab, paused }: Options) {
  const [isCreator, setIsCreator] = useState(false);
  const [customizeGuide, setCustomizeGuide] = useState(false);
  const [dismissed, setDismissed] = useState<ReadonlySet<HintId>>(() => new Set());
  const wasAdmin = useRef(adminMode);
  const editorOpen = useStore($eventEditor).kind !== 'none';

  // Local storage exists only in the browser: read after hydration.
  useEffect(() => {
    setIsCreator(readStorage('local', creatorFlagKey(projectId)) === 'true');
  }, [projectId]);

  useEffect(() => {
    const entered = adminMode && !wasAdmin.current;
    wasAdmin.current = adminMode;
    if (!adminMode) {
      setCustomizeGuide(false);
      return;
    }
    if (!entered) return;
    setDismissed((d) => {
      const next = new Set(d);
      // Once in admin mode, the way there needs no more pointing at; the first-event hint
      // comes back on each entry while the list is empty.
      next.add('admin');
      next.delete('first-event');
      return next;
    });
    if (isPaid && !readStorage('local', customizeGuideShownKey(projectId))) {
      writeStorage('local', customizeGuideShownKey(projectId), 'true');
      setCustomizeGuide(true);
    }
  }, [adminMode, isPaid, projectId]);

  const dismiss = useCallback((id: HintId) => {
    setDismissed((d) => new Set(d).add(id));
  }, []);

  // The editor it points to is open (it would cover it): the hint has done its job.
  useEffect(() => {
    if (editorOpen) dismiss('first-event');
  }, [editorOpen, dismiss]);

  const hints: Hint[] = [];
  if (!paused) {
    if (!adminMode && isCreator && listTab && !dismissed.has('admin')) {
      const text = eventCount === 0 ? 'Go to admin mode to edit!' : 'Enter admin mode to edit!';
      hints.push({ id: 'admin', text, anchors: ANCHORS.admin });
    }
    if (adminMode && eventCount === 0 && listTab && !editorOpen && !dismissed.has('first-event')) {
      hints.push({ id: 'first-event', text: 'Add your first event!', anchors: ANCHORS['first-event'], side: 'start' });
    }
    if (adminMode && customizeGuide && !dismissed.has('customize')) {
      hints.push({ id: 'customize', text: 'Start customizing', anchors: ANCHORS.customize });
    }
  }
  return { hints, dismiss };
}
