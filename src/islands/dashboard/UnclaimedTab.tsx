/** Tab Unclaimed Events: forwarded events waiting for an itinerary (loaded when the tab is opened). */
import { lazy, Suspense } from 'react';
import type { AuthUserView, ForwardingAddressView, MyProjectView } from '../../lib/types';
import { toastProblem, toastSuccess } from '../../stores/toast';
import { UnclaimedEventList } from './UnclaimedEventList';
import { UnclaimedIntro } from './UnclaimedIntro';
import { UnclaimedToolbar } from './UnclaimedToolbar';
import { useSendSelected } from './useSendSelected';
import { useUnclaimedEvents } from './useUnclaimedEvents';

const NameDialog = lazy(() => import('./NameDialog'));

type Props = {
  user: AuthUserView;
  projects: MyProjectView[];
  forwarding: ForwardingAddressView;
  onProjectCreated: (project: MyProjectView) => void;
};

export default function UnclaimedTab({ user, projects, forwarding, onProjectCreated }: Props) {
  const unclaimed = useUnclaimedEvents();
  const { events, selected } = unclaimed;
  const send = useSendSelected({ user, selected, remove: unclaimed.remove, onProjectCreated });

  return (
    <section aria-labelledby="unclaimed-heading">
      <UnclaimedIntro user={user} forwarding={forwarding} />
      <UnclaimedToolbar
        count={events?.length ?? 0}
        selectedCount={selected.size}
        allSelected={unclaimed.allSelected}
        projects={projects}
        onRefresh={() => void unclaimed.load().then((ok) => ok && toastSuccess('Refreshed'))}
        onSelectAll={unclaimed.selectAll}
        onOpenSend={send.requireSelection}
        onSend={(projectId) => void send.assignSelected(projectId)}
        onNew={() => send.setNaming('open')}
      />
      <UnclaimedEventList
        events={events}
        loadError={unclaimed.loadError}
        projects={projects}
        selected={selected}
        onSelect={unclaimed.select}
        onChange={unclaimed.update}
        onAssign={unclaimed.assignOne}
        onDelete={unclaimed.deleteOne}
      />
      <Suspense fallback={null}>
        {send.naming !== 'unused' && (
          <NameDialog
            open={send.naming === 'open'}
            title="New itinerary"
            description={`The ${selected.size} selected event${selected.size === 1 ? '' : 's'} will be added to it.`}
            submitLabel="Create and send"
            onClose={() => send.setNaming('closed')}
            onSubmit={send.createAndAssign}
            onEmpty={(message) => toastProblem('Name required', message)}
          />
        )}
      </Suspense>
    </section>
  );
}
