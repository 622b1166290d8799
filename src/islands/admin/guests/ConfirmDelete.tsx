/** The Guests card's confirmation before deleting something: what happens, then Cancel or the red button. */
import type { ReactNode } from 'react';
import { Dialog } from '../../../ui/Dialog';
import { useDialogWrite } from '../../itinerary/useDialogWrite';

type Props = {
  title: string;
  /** The red button's words. */
  action: string;
  /** Sends the delete; throws when it was refused. */
  send: () => Promise<unknown>;
  done: string;
  failed: string;
  onClose: () => void;
  /** What deleting does, one point an item. */
  children: ReactNode;
};

export function ConfirmDelete({ title, action, send, done, failed, onClose, children }: Props) {
  const { busy, write } = useDialogWrite({ close: onClose });
  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={title}
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn-primary bg-red-700 hover:bg-red-800" disabled={busy} onClick={() => void write(send, { done: { title: done }, failed })}>
            {action}
          </button>
        </>
      }
    >
      <ul className="list-disc space-y-1 pl-5 text-sm text-ink-soft">{children}</ul>
    </Dialog>
  );
}
