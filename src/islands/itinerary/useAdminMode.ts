import { useEffect, useState } from 'react';
import { adminCodeKey, readStorage, writeStorage } from '@/lib/browser-storage';
import type { ItineraryData } from '@/lib/types';
import { resetEventEditor } from '@/stores/event-editor';
import { toastProblem } from '@/stores/toast';
import { verifyAdmin } from './AdminCodeDialog';
import { loadAdminPanel } from './lazy-views';

/** The dialog the itinerary has open over the page (ItineraryOverlays draws it), or none. */
export type ItineraryDialog = 'share' | 'exit' | 'calendar' | 'admin-code' | 'feedback' | null;

type Options = {
  data: ItineraryData;
  refresh: () => Promise<void>;
  /** Opens the 'Admin Access Required' dialog, or closes whichever dialog is open (null). */
  setDialog: (dialog: ItineraryDialog) => void;
};

/**
 * View or admin mode, and the admin panel (never opened, open, closed). Admin mode preloads the
 * panel; leaving it closes any event editor.
 */
export function useAdminMode({ data, refresh, setDialog }: Options) {
  const [panel, setPanel] = useState<'unused' | 'open' | 'closed'>('unused');
  const [mode, setMode] = useState<'view' | 'admin'>('view');
  const admin = mode === 'admin' && data.role === 'admin';
  const projectId = data.project.projectId;

  useEffect(() => {
    if (admin) void loadAdminPanel();
    else resetEventEditor();
  }, [admin]);

  /**
   * Admin entry: a browser the server already knows as admin (the creator) enters at once; else a
   * code saved on this device is checked with the server; else the 'Admin Access Required' dialog
   * asks. Local flags alone never grant anything.
   */
  async function enterAdmin() {
    if (data.role === 'admin') {
      setMode('admin');
      return;
    }
    const saved = readStorage('local', adminCodeKey(projectId));
    if (saved && (await verifyAdmin(projectId, saved)) === true) {
      await adminGranted();
      return;
    }
    writeStorage('local', adminCodeKey(projectId), null);
    setDialog('admin-code');
  }

  /** A grant obtained in the browser: the itinerary is fetched again with the admin's view. */
  async function adminGranted() {
    setDialog(null);
    try {
      await refresh();
      setMode('admin');
    } catch {
      toastProblem('Error', 'Failed to verify admin code. Please try again.');
    }
  }

  return { admin, panel, setPanel, setMode, enterAdmin, adminGranted };
}
