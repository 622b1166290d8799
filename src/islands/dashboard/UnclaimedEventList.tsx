/** The Unclaimed tab's events: a load error, "Loading", the empty state, or the event cards. */
import type { MyProjectView, UnclaimedEventView } from '../../lib/types';
import { UnclaimedEventCard } from './UnclaimedEventCard';

type Props = {
  events: UnclaimedEventView[] | null;
  loadError: string | null;
  projects: MyProjectView[];
  selected: Set<number>;
  onSelect: (eventId: number, on: boolean) => void;
  onChange: (updated: UnclaimedEventView) => void;
  onAssign: (eventId: number, projectId: string) => Promise<void>;
  onDelete: (eventId: number) => Promise<void>;
};

export function UnclaimedEventList({ events, loadError, projects, selected, onSelect, onChange, onAssign, onDelete }: Props) {
  return (
    <>
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
                onSelect={(on) => onSelect(event.id, on)}
                onChange={onChange}
                onAssign={(projectId) => onAssign(event.id, projectId)}
                onDelete={() => onDelete(event.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
