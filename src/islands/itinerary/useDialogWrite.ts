import { useState } from 'react';
import { toastError, toastSuccess } from '@/stores/toast';

export type DialogWriteSteps = {
  /** Ends the dialog once a write is saved: closes it, or takes the browser to another page. */
  close: () => void;
  /**
   * Runs between the saved write and `close` (the page's data read again, the form emptied), told
   * the guest name the write was made under when there was one; its failure still closes.
   */
  afterSaved?: (wrote?: string) => unknown;
  /** `close` leaves the page: the dialog stays busy until the page has gone, so nothing is sent twice. */
  leavesPage?: boolean;
};

export type DialogWriteTexts = {
  /** The success toast; none when the page it leaves says enough. */
  done?: { title: string; description?: string };
  /** The failure toast's words when the server sends no message of its own. */
  failed: string;
};

/**
 * One write of a dialog (travel, RSVP, feedback, owner email, exit): busy while it is sent; then
 * the success toast, the after-saved step and the close; or the server's message (else `failed`)
 * as a toast, the dialog left open as it was.
 */
export function useDialogWrite({ close, afterSaved, leavesPage = false }: DialogWriteSteps) {
  const [busy, setBusy] = useState(false);
  async function write(send: () => Promise<unknown>, { done, failed }: DialogWriteTexts, wrote?: string) {
    setBusy(true);
    try {
      await send();
    } catch (error) {
      setBusy(false);
      toastError(error, failed);
      return;
    }
    if (done) toastSuccess(done.title, done.description);
    if (afterSaved) await Promise.resolve(wrote).then(afterSaved).catch(() => {});
    close();
    if (!leavesPage) setBusy(false);
  }
  return { busy, write };
}
