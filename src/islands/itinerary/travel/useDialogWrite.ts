import { useState } from 'react';
import { toastError, toastSuccess } from '@/stores/toast';

/**
 * One write of a travel or RSVP dialog: busy while it is sent; then a toast, the page's travel read
 * again (told the name written under, when it wrote one) and the dialog closed; or the server's
 * message as a toast, the dialog left as it was.
 */
export function useDialogWrite(onSaved: (wrote?: string) => Promise<void>, onClose: () => void) {
  const [busy, setBusy] = useState(false);
  async function write(send: () => Promise<unknown>, done: string, failed: string, name?: string) {
    setBusy(true);
    try {
      await send();
      toastSuccess(done);
      await onSaved(name).catch(() => {});
      onClose();
    } catch (error) {
      toastError(error, failed);
    } finally {
      setBusy(false);
    }
  }
  return { busy, write };
}
