/**
 * "Preview as…" (docs/product.md#preview-as): plain links to the admin-only page that shows the
 * itinerary exactly as one guest's personal link shows it, or as the shared access code shows it
 * (offered only while the shared code is on). Links open without JavaScript.
 */
import { useEffect, useState } from 'react';
import { apiRequest } from '../../../lib/api-client';
import type { GuestListGuest } from '../../../lib/guest-list';

/** The preview page of one guest (by id) or of the shared code. */
export const previewAsPath = (projectId: string, who: number | 'shared') => `/project/${encodeURIComponent(projectId)}/preview-as/${who}`;

/** Whether the shared access code opens the itinerary (null until read). */
function useSharedCodeOn(projectId: string): boolean | null {
  const [on, setOn] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    apiRequest<{ on: boolean }>('GET', `/api/projects/${encodeURIComponent(projectId)}/shared-code`)
      .then((answer) => live && setOn(answer.on))
      .catch(() => live && setOn(false));
    return () => {
      live = false;
    };
  }, [projectId]);
  return on;
}

/** A guest's own "Preview" link, among the actions of their row in the list. */
export function PreviewAsGuest({ projectId, guest }: { projectId: string; guest: Pick<GuestListGuest, 'id' | 'name'> }) {
  return (
    <a className="btn-ghost px-2.5 py-1.5 text-sm" href={previewAsPath(projectId, guest.id)} aria-label={`Preview as ${guest.name}`}>
      Preview
    </a>
  );
}

/**
 * Under the list: what "Preview" shows, and the shared code's own preview while the code is on.
 * Each guest's preview is the "Preview" of their row.
 */
export function PreviewAs({ projectId, guests }: { projectId: string; guests: readonly GuestListGuest[] }) {
  const sharedCodeOn = useSharedCodeOn(projectId);
  if (guests.length === 0 && !sharedCodeOn) return null;
  return (
    <section className="mt-5 border-t border-black/5 pt-4" aria-labelledby="preview-as-title">
      <h4 id="preview-as-title" className="text-sm font-bold text-ink">
        Preview as…
      </h4>
      <p className="text-xs text-ink-muted">
        {guests.length > 0 ? '“Preview” beside a guest shows the itinerary exactly as they see it, private events included only where they are invited. ' : ''}
        Nothing changes for your guests.
      </p>
      {sharedCodeOn && (
        <a className="btn-ghost mt-2 px-2.5 py-1.5 text-sm" href={previewAsPath(projectId, 'shared')}>
          Preview as someone with the shared code
        </a>
      )}
    </section>
  );
}
