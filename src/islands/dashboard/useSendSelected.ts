/** Sending the selected unclaimed events to an itinerary: an existing one, or a new one named in a dialog. */
import { useState } from 'react';
import { ApiError, apiRequest, errorMessage } from '../../lib/api-client';
import { ownerNameFor } from '../../lib/dashboard';
import type { AuthUserView, MyProjectView } from '../../lib/types';
import { toastError, toastProblem, toastSuccess } from '../../stores/toast';
import { createItinerary, CREATE_ITINERARY_FAILED } from './create-itinerary';
import { assignUrl } from './useUnclaimedEvents';

type Options = {
  user: AuthUserView;
  selected: Set<number>;
  /** Takes the sent events out of the list. */
  remove: (ids: number[]) => void;
  onProjectCreated: (project: MyProjectView) => void;
};

export function useSendSelected({ user, selected, remove, onProjectCreated }: Options) {
  const [naming, setNaming] = useState<'unused' | 'open' | 'closed'>('unused');

  /** Bulk send: one call per event; what went in leaves the list even if others fail. */
  async function assignSelected(projectId: string) {
    const ids = [...selected];
    const results = await Promise.allSettled(ids.map((id) => apiRequest('POST', assignUrl(id), { projectId })));
    const done = ids.filter((_, i) => results[i]?.status === 'fulfilled');
    remove(done);
    const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failure) {
      const refusal = failure.reason instanceof ApiError && failure.reason.status === 403 ? errorMessage(failure.reason, '') : '';
      toastProblem('Error', refusal || 'Failed to assign some events.');
    }
    if (done.length) toastSuccess(`${done.length} event${done.length === 1 ? '' : 's'} added to your itinerary`);
  }

  async function createAndAssign(name: string) {
    try {
      await apiRequest('GET', '/api/auth/user');
    } catch {
      toastProblem('Not signed in', 'Please sign in to continue.');
      return;
    }
    try {
      const project = await createItinerary(user, name);
      onProjectCreated({
        projectId: project.projectId,
        name: project.name,
        customTitle: null,
        ownerName: ownerNameFor(user),
        isPaid: false,
        participantCount: 0,
        eventCount: 0,
        createdAt: new Date().toISOString(),
      });
      setNaming('closed');
      await assignSelected(project.projectId);
    } catch (error) {
      toastError(error, CREATE_ITINERARY_FAILED);
    }
  }

  function requireSelection(): boolean {
    if (selected.size > 0) return true;
    toastProblem('No events selected', 'Please select at least one event to assign.');
    return false;
  }

  return { naming, setNaming, assignSelected, createAndAssign, requireSelection };
}
