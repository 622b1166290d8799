/**
 * When to ask for the owner's email: right after the first event is
 * created in admin mode (the list goes from empty to not), unless this device already answered
 * for this itinerary, and only when the owner has no email or is Anonymous. Answering either way
 * sets the local flag.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { emailCapturedKey, readStorage, writeStorage } from '../../lib/browser-storage';
import type { ProjectView } from '../../lib/types';

type Options = {
  project: Pick<ProjectView, 'projectId' | 'ownerName' | 'hasOwnerEmail'>;
  adminMode: boolean;
  eventCount: number;
};

export function ownerNeedsEmail(project: Pick<ProjectView, 'ownerName' | 'hasOwnerEmail'>): boolean {
  const name = project.ownerName?.trim();
  return !project.hasOwnerEmail || !name || name.toLowerCase() === 'anonymous';
}

export function useOwnerEmailPrompt({ project, adminMode, eventCount }: Options) {
  const [open, setOpen] = useState(false);
  const previousCount = useRef(eventCount);
  const { projectId } = project;
  const needsEmail = ownerNeedsEmail(project);

  useEffect(() => {
    const before = previousCount.current;
    previousCount.current = eventCount;
    if (!adminMode || before !== 0 || eventCount === 0 || !needsEmail) return;
    if (readStorage('local', emailCapturedKey(projectId))) return;
    setOpen(true);
  }, [adminMode, eventCount, needsEmail, projectId]);

  const done = useCallback(() => {
    writeStorage('local', emailCapturedKey(projectId), 'true');
    setOpen(false);
  }, [projectId]);

  return { open, done };
}
