import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { apiRequest } from '../../lib/api-client';
import { PROJECT_NAME_MAX } from '../../lib/limits';
import type { MyProjectView } from '../../lib/types';
import { toastError, toastSuccess } from '../../stores/toast';
import { Dialog } from '../../ui/Dialog';

type Props = { open: boolean; project: MyProjectView; onClose: () => void; onDeleted: () => void };

/** 'Delete Itinerary': the confirm button waits for the exact name. */
export default function DeleteItineraryDialog({ open, project, onClose, onDeleted }: Props) {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();

  useEffect(() => {
    if (open) setTyped('');
  }, [open]);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    if (typed !== project.name) return;
    setBusy(true);
    try {
      await apiRequest('DELETE', `/api/projects/${encodeURIComponent(project.projectId)}`, { confirmationName: typed });
      toastSuccess('Itinerary deleted');
      onDeleted();
    } catch (error) {
      toastError(error, 'Failed to delete itinerary. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Delete Itinerary"
      description="This removes its events, FAQs, images and everyone's access. It cannot be undone."
      size="md"
    >
      <form onSubmit={(e) => void submit(e)}>
        <label htmlFor={`${id}-confirm`} className="label">
          Type <span className="rounded bg-red-50 px-1 font-mono text-red-800">{project.name}</span> to confirm
        </label>
        <input
          id={`${id}-confirm`}
          className="input"
          value={typed}
          autoComplete="off"
          spellCheck={false}
          maxLength={PROJECT_NAME_MAX}
          onChange={(e) => setTyped(e.target.value)}
        />
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn bg-red-600 text-white hover:bg-red-700" disabled={typed !== project.name || busy}>
            {busy ? 'Deleting...' : 'Delete Itinerary'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
