/**
 * The personal links just made, shown once: each with Copy and its QR code, and all of them as
 * CSV for a mail merge. The server keeps only a fingerprint of each link, so once this dialog
 * closes a lost link is replaced by a new one (docs/security.md#personal-invite-links).
 */
import { useState } from 'react';
import { linksCsv, type MadeLink } from '../../../lib/guest-list';
import { CopyButton } from '../../../ui/CopyButton';
import { Dialog } from '../../../ui/Dialog';
import { QrCode, useLinkQr } from '../../../ui/QrCode';

export function LinksDialog({ links, onClose, onSend }: { links: MadeLink[] | null; onClose: () => void; onSend: (links: MadeLink[]) => Promise<void> }) {
  const [sending, setSending] = useState(false);
  const mailable = links?.filter((l) => l.email).length ?? 0;
  return (
    <Dialog
      open={links !== null}
      onClose={onClose}
      size="lg"
      title={links?.length === 1 ? 'Personal link' : 'Personal links'}
      description="Copy them now: we keep only a fingerprint of each link, so nobody can read it from our database. A lost link is replaced by a new one."
      footer={
        <>
          {links && mailable > 0 && (
            <button
              type="button"
              className="btn-secondary"
              disabled={sending}
              onClick={() => {
                setSending(true);
                void onSend(links).finally(() => setSending(false));
              }}
            >
              Send by email ({mailable})
            </button>
          )}
          {links && links.length > 1 && <CopyButton value={linksCsv(links)} label="Copy all links (CSV: name, groups, link)" text="Copy all links" />}
          <button type="button" className="btn-primary" onClick={onClose}>
            Done
          </button>
        </>
      }
    >
      <ul className="divide-y divide-black/5">
        {links?.map((link) => (
          <LinkItem key={link.guestId} link={link} />
        ))}
      </ul>
    </Dialog>
  );
}

function LinkItem({ link }: { link: MadeLink }) {
  const [qr, setQr] = useState(false);
  return (
    <li className="py-3">
      <p className="font-semibold text-ink">
        {link.name}
        {link.groups.length > 0 && <span className="ml-2 text-xs font-normal text-ink-muted">{link.groups.join(', ')}</span>}
      </p>
      <p className="break-all font-mono text-xs text-ink-soft" data-testid="personal-link">
        {link.link}
      </p>
      <div className="mt-1.5 flex flex-wrap gap-2">
        <CopyButton value={link.link} label={`Copy the link of ${link.name}`} className="btn-secondary px-3 py-1.5 text-sm" />
        <button type="button" className="btn-ghost px-3 py-1.5 text-sm" aria-expanded={qr} onClick={() => setQr(!qr)}>
          {qr ? 'Hide QR code' : 'Show QR code'}
        </button>
      </div>
      {qr && <LinkQrCode link={link} />}
    </li>
  );
}

function LinkQrCode({ link }: { link: MadeLink }) {
  const matrix = useLinkQr(link.link);
  if (!matrix) return <p className="mt-2 text-xs text-ink-muted">Drawing the QR code…</p>;
  return <QrCode matrix={matrix} label={`QR code of the link of ${link.name}`} className="mt-2 size-40" />;
}
