import { Dialog } from '../../ui/Dialog';
import { CopyButton } from '../../ui/CopyButton';

type Props = {
  open: boolean;
  onClose: () => void;
  projectId: string;
  accessCode: string;
  /** Right after creation the dialog greets the organiser. */
  justCreated?: boolean;
};

function CopyRow({ label, value, copyLabel, mono = true }: { label: string; value: string; copyLabel: string; mono?: boolean }) {
  return (
    <div>
      <p className="label">{label}</p>
      <div className="flex items-center gap-2">
        <output
          className={`min-w-0 flex-1 truncate rounded-xl border border-gray-200 bg-gray-50 px-3 py-2 text-sm ${mono ? 'font-mono' : ''}`}
          title={value}
        >
          {value}
        </output>
        <CopyButton value={value} label={copyLabel} />
      </div>
    </div>
  );
}

export function ShareDialog({ open, onClose, projectId, accessCode, justCreated = false }: Props) {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const quickLink = `${origin}/access/${projectId}?code=${encodeURIComponent(accessCode)}`;
  const publicLink = `${origin}/access/${projectId}`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={justCreated ? 'Your itinerary is ready to share!' : 'Share this itinerary'}
      description={
        justCreated
          ? 'Send the quick link to your group. Your admin code (for editing) stays with you.'
          : 'Guests need the project ID and access code, or just the quick link.'
      }
      footer={
        <button type="button" className="btn-primary" onClick={onClose}>
          Close
        </button>
      }
    >
      <div className="space-y-4">
        <div className="grid gap-4">
          <CopyRow label="Project ID" value={projectId} copyLabel="Copy project ID" />
          <CopyRow label="Access Code" value={accessCode} copyLabel="Copy access code" />
        </div>
        <div className="rounded-2xl bg-brand-50 p-4">
          <CopyRow label="Quick link" value={quickLink} copyLabel="Copy quick link" mono={false} />
          <p className="mt-1.5 text-xs text-ink-soft">Works instantly: the code is built in.</p>
        </div>
        <div>
          <CopyRow label="Public link" value={publicLink} copyLabel="Copy public link" mono={false} />
          <p className="mt-1.5 text-xs text-ink-soft">Needs the code: guests type the access code to get in.</p>
        </div>
      </div>
    </Dialog>
  );
}
