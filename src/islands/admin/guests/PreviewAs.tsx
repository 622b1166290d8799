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

const LINK = 'btn-ghost px-2.5 py-1.5 text-sm';

export function PreviewAs({ projectId, guests }: { projectId: string; guests: readonly GuestListGuest[] }) {
  const sharedCodeOn = useSharedCodeOn(projectId);
  if (guests.length === 0 && !sharedCodeOn) return null;
  return (
    <section className="mt-5 border-t border-black/5 pt-4" aria-labelledby="preview-as-title">
      <h4 id="preview-as-title" className="text-sm font-bold text-ink">
        Preview as…
      </h4>
      <p className="text-xs text-ink-muted">See the itinerary exactly as a guest sees it, private events included only where they are invited. Nothing changes for them.</p>
      <ul className="mt-2 flex flex-wrap gap-1.5">
        {guests.map((guest) => (
          <li key={guest.id}>
            <a className={LINK} href={previewAsPath(projectId, guest.id)}>
              Preview as {guest.name}
            </a>
          </li>
        ))}
        {sharedCodeOn && (
          <li>
            <a className={LINK} href={previewAsPath(projectId, 'shared')}>
              Preview as someone with the shared code
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
