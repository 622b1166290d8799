import { apiRequest } from '../../lib/api-client';
import { forgetItinerary } from '../../lib/offline';
import { Dialog } from '../../ui/Dialog';
import { useDialogWrite } from './useDialogWrite';

type Props = { open: boolean; onClose: () => void; projectId: string };

/** 'Leave itinerary?': confirming ends this browser's access and goes home. */
export function ExitDialog({ open, onClose, projectId }: Props) {
  const { busy, write } = useDialogWrite({ close: () => window.location.assign('/'), leavesPage: true });

  async function leave() {
    await write(
      async () => {
        await apiRequest('DELETE', `/api/projects/${encodeURIComponent(projectId)}/access`);
        // The offline copy goes with the access (docs/offline.md).
        await forgetItinerary(projectId);
      },
      { failed: 'Could not leave the itinerary. Please try again.' },
    );
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
