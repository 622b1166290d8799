import { lazy, Suspense, useEffect, useState } from 'react';
import { ApiError, apiRequest, errorMessage } from '../../lib/api-client';
import { ownerNameFor } from '../../lib/dashboard';
import type { AuthUserView, EventView, ForwardingAddressView, MyProjectView, UnclaimedEventView } from '../../lib/types';
import { toastError, toastProblem, toastSuccess } from '../../stores/toast';
import { CopyButton } from '../../ui/CopyButton';
import { createItinerary, CREATE_ITINERARY_FAILED } from './create-itinerary';
import { SendMenu } from './SendMenu';
import { UnclaimedEventCard } from './UnclaimedEventCard';

const NameDialog = lazy(() => import('./NameDialog'));

type Props = {
  user: AuthUserView;
  projects: MyProjectView[];
  forwarding: ForwardingAddressView;
  onProjectCreated: (project: MyProjectView) => void;
};

const assignUrl = (id: number) => `/api/unclaimed-events/${id}/assign`;

/** Tab Unclaimed Events: forwarded events waiting for an itinerary. */
export default function UnclaimedTab({ user, projects, forwarding, onProjectCreated }: Props) {
  const [events, setEvents] = useState<UnclaimedEventView[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [naming, setNaming] = useState<'unused' | 'open' | 'closed'>('unused');

  async function load(): Promise<boolean> {
    try {
      const list = await apiRequest<UnclaimedEventView[]>('GET', '/api/unclaimed-events');
      setEvents(list);
      setLoadError(null);
      setSelected((s) => new Set([...s].filter((id) => list.some((e) => e.id === id))));
      return true;
    } catch (error) {
      setLoadError(errorMessage(error, 'Failed to load events. Please try again.'));
      return false;
    }
  }

  useEffect(() => {
    void load();
  }, []);

  const remove = (ids: number[]) => {
    setEvents((list) => list?.filter((e) => !ids.includes(e.id)) ?? null);
    setSelected((s) => new Set([...s].filter((id) => !ids.includes(id))));
  };

  async function assignOne(eventId: number, projectId: string) {
    try {
      await apiRequest<{ success: boolean; event: EventView }>('POST', assignUrl(eventId), { projectId });
      remove([eventId]);
      toastSuccess('Event assigned');
    } catch (error) {
      // A trial limit (403 TRIAL_…) has no upgrade prompt outside an itinerary: the server's message says why.
      toastError(error, 'Failed to assign the event.');
    }
  }

  async function deleteOne(eventId: number) {
    if (!window.confirm('Are you sure you want to delete this event?')) return;
    try {
      await apiRequest('DELETE', `/api/unclaimed-events/${eventId}`);
      remove([eventId]);
      toastSuccess('Event deleted');
    } catch (error) {
      toastError(error, 'Failed to delete the event.');
    }
  }

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

  const allSelected = events !== null && events.length > 0 && selected.size === events.length;

  return (
    <section aria-labelledby="unclaimed-heading">
      <div className="card mb-6 bg-gradient-to-br from-brand-50 to-pink-50 p-5 sm:p-6">
        <h2 id="unclaimed-heading" className="text-xl font-bold tracking-tight">
          Unclaimed Events
        </h2>
        <p className="mt-1 text-sm text-ink-soft">
          Forward flight, hotel and restaurant confirmations to your forwarding mailbox. We read them and the events wait here
          until you send them to an itinerary.
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <code className="min-w-0 rounded-xl border border-brand-200 bg-white px-3 py-2 font-mono text-sm break-all text-brand-800">
            {forwarding.address}
          </code>
          <CopyButton value={forwarding.address} label="Copy forwarding address" />
        </div>
        <p className="mt-3 text-xs text-ink-muted">
          This address is yours alone: keep it private (you can change it in Settings). Mail from {user.email} to{' '}
          <span className="font-mono break-all">{forwarding.sharedAddress}</span> works too.
        </p>
      </div>

      <div className="mb-4 flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="btn-secondary px-4"
          onClick={() => void load().then((ok) => ok && toastSuccess('Refreshed'))}
        >
          Refresh
        </button>
        {events && events.length > 0 && (
          <button
            type="button"
            className="btn-ghost px-4"
            onClick={() => setSelected(allSelected ? new Set() : new Set(events.map((e) => e.id)))}
          >
            {allSelected ? 'Deselect All' : 'Select All'}
          </button>
        )}
        <div className="ml-auto">
          <SendMenu
            count={selected.size}
            projects={projects}
            onOpen={requireSelection}
            onPick={(projectId) => void assignSelected(projectId)}
            onNew={() => setNaming('open')}
          />
        </div>
      </div>

      {loadError && (
        <p role="alert" className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900">
          {loadError}
        </p>
      )}
      {events === null && !loadError && (
        <p role="status" className="py-12 text-center text-ink-soft">
          Loading events...
        </p>
      )}
      {events?.length === 0 && (
        <div className="card px-6 py-12 text-center">
          <h3 className="text-lg font-semibold">No unclaimed events</h3>
          <p className="mt-1 text-sm text-ink-soft">Forward a confirmation email and it will show up here.</p>
        </div>
      )}
      {events && events.length > 0 && (
        <ul className="space-y-4">
          {events.map((event) => (
            <li key={event.id}>
              <UnclaimedEventCard
                event={event}
                projects={projects}
                selected={selected.has(event.id)}
                onSelect={(on) =>
                  setSelected((s) => {
                    const next = new Set(s);
                    if (on) next.add(event.id);
                    else next.delete(event.id);
                    return next;
                  })
                }
                onChange={(updated) => setEvents((list) => list?.map((e) => (e.id === updated.id ? updated : e)) ?? null)}
                onAssign={(projectId) => assignOne(event.id, projectId)}
                onDelete={() => deleteOne(event.id)}
              />
            </li>
          ))}
        </ul>
      )}

      <Suspense fallback={null}>
        {naming !== 'unused' && (
          <NameDialog
            open={naming === 'open'}
            title="New itinerary"
            description={`The ${selected.size} selected event${selected.size === 1 ? '' : 's'} will be added to it.`}
            submitLabel="Create and send"
            onClose={() => setNaming('closed')}
            onSubmit={createAndAssign}
            onEmpty={(message) => toastProblem('Name required', message)}
          />
        )}
      </Suspense>
    </section>
  );
}
