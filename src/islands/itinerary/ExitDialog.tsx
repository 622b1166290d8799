import { useState } from 'react';
import { apiRequest } from '../../lib/api-client';
import { forgetItinerary } from '../../lib/offline';
import { toastError } from '../../stores/toast';
import { Dialog } from '../../ui/Dialog';

type Props = { open: boolean; onClose: () => void; projectId: string };

/** 'Leave itinerary?': confirming ends this browser's access and goes home. */
export function ExitDialog({ open, onClose, projectId }: Props) {
  const [busy, setBusy] = useState(false);

  async function leave() {
    setBusy(true);
    try {
      await apiRequest('DELETE', `/api/projects/${encodeURIComponent(projectId)}/access`);
      // The offline copy goes with the access (docs/offline.md).
      await forgetItinerary(projectId);
      window.location.assign('/');
    } catch (error) {
      setBusy(false);
      toastError(error, 'Could not leave the itinerary. Please try again.');
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      title="Leave itinerary?"
      description="Are you sure you want to exit? You'll need the project ID and access code to return."
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="button" className="btn bg-red-600 text-white hover:bg-red-700" onClick={leave} disabled={busy}>
            {busy ? 'Leaving...' : 'Exit'}
          </button>
        </>
      }
    />
  );
}
