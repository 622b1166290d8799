import { lazy, Suspense, useState } from 'react';
import type { AuthUserView, MyProjectView } from '../../lib/types';
import { toastError, toastProblem } from '../../stores/toast';
import { createItinerary, CREATE_ITINERARY_FAILED } from './create-itinerary';
import { ProjectCard } from './ProjectCard';
import { Icon } from '@/ui/Icon';
import * as icons from '@/ui/icon-paths';

// Dialogs load when first opened, so the dashboard's first paint does not wait for them.
const NameDialog = lazy(() => import('./NameDialog'));
const ReceiptsDialog = lazy(() => import('./ReceiptsDialog'));
const DeleteItineraryDialog = lazy(() => import('./DeleteItineraryDialog'));

type Props = { user: AuthUserView; projects: MyProjectView[]; onDeleted: (projectId: string) => void };
type Open = { kind: 'create' } | { kind: 'receipts' | 'delete'; project: MyProjectView } | null;

/** Tab Itineraries: the user's itinerary cards, or the empty state. */
export function ItinerariesTab({ user, projects, onDeleted }: Props) {
  const [open, setOpen] = useState<Open>(null);
  // Keep a dialog mounted after closing so its close animation and focus return work.
  const [used, setUsed] = useState<Set<string>>(new Set());
  const show = (next: NonNullable<Open>) => {
    setUsed((u) => new Set(u).add(next.kind));
    setOpen(next);
  };
  const close = () => setOpen(null);

  async function create(name: string) {
    try {
      const project = await createItinerary(user, name);
      window.location.assign(project.redirectUrl);
    } catch (error) {
      toastError(error, CREATE_ITINERARY_FAILED);
    }
  }

  const lastProject = open && open.kind !== 'create' ? open.project : null;

  return (
    <section aria-labelledby="itineraries-heading">
      <div className="mb-5 flex items-center justify-between gap-3">
        <div>
          <h2 id="itineraries-heading" className="text-xl font-bold tracking-tight">
            My Itineraries
          </h2>
          {projects.length > 0 && (
            <p className="text-sm text-ink-muted">
              {projects.length} itinerar{projects.length === 1 ? 'y' : 'ies'}
            </p>
          )}
        </div>
        {projects.length > 0 && (
          <button type="button" className="btn-primary shrink-0" onClick={() => show({ kind: 'create' })}>
            <Icon icon={icons.plus} className="h-4 w-4 shrink-0" />
            Create
          </button>
        )}
      </div>

      {projects.length === 0 ? (
        <EmptyState onCreate={() => show({ kind: 'create' })} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {projects.map((project) => (
            <li key={project.projectId}>
              <ProjectCard
                project={project}
                user={user}
                onReceipts={() => show({ kind: 'receipts', project })}
                onDelete={() => show({ kind: 'delete', project })}
              />
            </li>
          ))}
        </ul>
      )}

      <Suspense fallback={null}>
        {used.has('create') && (
          <NameDialog
            open={open?.kind === 'create'}
            title="Create New Itinerary"
            description="Give it a name; you can customise everything else next."
            submitLabel="Create Itinerary"
            onClose={close}
            onSubmit={create}
            onEmpty={(message) => toastProblem('Missing Information', message)}
          />
        )}
        {used.has('receipts') && lastProject && (
          <ReceiptsDialog open={open?.kind === 'receipts'} project={lastProject} onClose={close} />
        )}
        {used.has('delete') && lastProject && (
          <DeleteItineraryDialog
            open={open?.kind === 'delete'}
            project={lastProject}
            onClose={close}
            onDeleted={() => {
              close();
              onDeleted(lastProject.projectId);
            }}
          />
        )}
      </Suspense>
    </section>
  );
}

function EmptyState({ onCreate }: { onCreate: () => void }) {
  return (
    <div className="card px-6 py-12 text-center sm:px-12">
      <div className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-100 to-pink-100 text-brand-700" aria-hidden="true">
        <Icon icon={icons.map} className="h-7 w-7" />
      </div>
      <h3 className="text-xl font-bold tracking-tight">Create New Itinerary</h3>
      <p className="mx-auto mt-2 max-w-md text-ink-soft">You have no itineraries yet. Start one for your next get-together.</p>
      <div className="mx-auto mt-8 grid max-w-2xl gap-4 text-left sm:grid-cols-2">
        <div className="rounded-2xl bg-brand-50 p-5">
          <h4 className="font-semibold text-brand-800">Event Planning</h4>
          <p className="mt-1 text-sm text-ink-soft">Weddings, birthdays, reunions: one page with every time, place and dress code your guests need.</p>
        </div>
        <div className="rounded-2xl bg-pink-50 p-5">
          <h4 className="font-semibold text-pink-800">Group Travel</h4>
          <p className="mt-1 text-sm text-ink-soft">Flights, stays and dinners for the whole group, shared with a link and an access code.</p>
        </div>
      </div>
      <button type="button" className="btn-primary mt-8" onClick={onCreate}>
        <Icon icon={icons.plus} className="h-4 w-4 shrink-0" />
        Create New Itinerary
      </button>
    </div>
  );
}
