/**
 * Owner auto-access on the project page:
 * - `?owned=true`: the server already granted this signed-in owner admin while rendering
 *   (`grantOwnedAccess` in src/server/projects/my-projects.ts); with `&admin=true` the page
 *   opens straight in admin mode. Both parameters are then removed from the URL.
 * - `?autoAdmin=…`: verified with the server (POST access-owned); stripped on success, an
 *   error toast on failure.
 */
import { useEffect } from 'react';
import { ApiError, apiRequest } from '../../lib/api-client';
import { MESSAGES } from '../../lib/messages';
import { toastProblem } from '../../stores/toast';
import type { Role } from '../../lib/types';

const OWNED_ACCESS_FAILED = { title: 'Access Failed', description: MESSAGES.ownedAccessFailed };
const OWNED_ACCESS_ERROR = { title: 'Error', description: 'Failed to access your project. Please try again.' };

type Options = {
  projectId: string;
  role: Role;
  disabled: boolean;
  /** Admin mode on a page whose data already carries the admin role. */
  enterAdmin: () => void;
  /** Admin mode after a grant obtained in the browser: reloads the itinerary first. */
  adminGranted: () => Promise<void>;
};

/** The URL without the owner-entry parameters (the rest, e.g. ?tab=, stays). */
export function stripOwnedParams(href: string, names: readonly string[]): string {
  const url = new URL(href);
  for (const name of names) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

function replaceUrl(names: readonly string[]) {
  window.history.replaceState(window.history.state, '', stripOwnedParams(window.location.href, names));
}

export function useOwnedEntry({ projectId, role, disabled, enterAdmin, adminGranted }: Options) {
  useEffect(() => {
    if (disabled) return;
    const params = new URL(window.location.href).searchParams;
    if (params.get('owned') === 'true') {
      // The grant happened during SSR: an admin role here means it worked (or was already held).
      if (role === 'admin') {
        if (params.get('admin') === 'true') enterAdmin();
      } else toastProblem(OWNED_ACCESS_FAILED.title, OWNED_ACCESS_FAILED.description);
      replaceUrl(['owned', 'admin']);
    }
    if (params.has('autoAdmin')) void verifyAutoAdmin();
    // Runs once per page load: the parameters are gone afterwards.
  }, []);

  async function verifyAutoAdmin() {
    try {
      if (role !== 'admin') {
        await apiRequest('POST', `/api/projects/${encodeURIComponent(projectId)}/access-owned`);
        await adminGranted();
      } else enterAdmin();
      replaceUrl(['autoAdmin']);
    } catch (error) {
      const refused = error instanceof ApiError && error.status < 500;
      const problem = refused ? OWNED_ACCESS_FAILED : OWNED_ACCESS_ERROR;
      toastProblem(problem.title, problem.description);
    }
  }
}
