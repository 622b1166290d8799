import { creatorName, formatReaderDate, participantLabel } from '../../lib/dashboard';
import type { AuthUserView, MyProjectView } from '../../lib/types';
import { Icon } from '@/ui/Icon';
import * as icons from '@/ui/icon-paths';
import { useReaderFormat } from '../../ui/reader-format';
import { useReaderTimeZone } from './useReaderTimeZone';

type Props = { project: MyProjectView; user: AuthUserView; onReceipts: () => void; onDelete: () => void };

/** One itinerary of the Itineraries tab. */
export function ProjectCard({ project, user, onReceipts, onDelete }: Props) {
  const path = `/project/${encodeURIComponent(project.projectId)}?owned=true`;
  const title = project.customTitle || project.name;
  const zone = useReaderTimeZone();
  const format = useReaderFormat();
  return (
    <article className="card flex h-full flex-col p-5" aria-label={project.name}>
      <div className="flex items-start gap-3">
        <h3 className="min-w-0 flex-1 text-lg leading-snug font-bold tracking-tight break-words">{title}</h3>
        {project.isPaid && (
          <span className="shrink-0 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">Paid</span>
        )}
      </div>
      {title !== project.name && <p className="text-sm text-ink-muted">{project.name}</p>}
      <p className="mt-1 text-sm text-ink-soft">Created by {creatorName(project.ownerName, user)}</p>
      <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-xl bg-brand-50 px-3 py-2">
          <dt className="sr-only">Participants</dt>
          <dd className="font-medium text-brand-800">{participantLabel(project.participantCount)}</dd>
        </div>
        <div className="rounded-xl bg-gray-50 px-3 py-2">
          <dt className="sr-only">Created</dt>
          <dd className="font-medium text-ink-soft">
            <time dateTime={project.createdAt}>{formatReaderDate(project.createdAt, zone, format)}</time>
          </dd>
        </div>
      </dl>
      <div className="mt-auto pt-5">
        <div className="grid grid-cols-2 gap-2">
          <a href={path} className="btn-secondary px-3" aria-label={`View ${project.name}`}>
            <Icon icon={icons.eye} />
            View
          </a>
          <a href={`${path}&admin=true`} className="btn-primary px-3" aria-label={`Edit ${project.name}`}>
            <Icon icon={icons.pencil} />
            Edit
          </a>
        </div>
        <div className="-mx-2 mt-2 flex items-center justify-between">
          {project.isPaid ? (
            <button type="button" className="btn-ghost px-2 text-brand-700" onClick={onReceipts}>
              View Receipts
            </button>
          ) : (
            <span />
          )}
          <button type="button" className="btn-ghost px-2 text-red-700 hover:bg-red-50" onClick={onDelete}>
            Delete Itinerary
          </button>
        </div>
      </div>
    </article>
  );
}
