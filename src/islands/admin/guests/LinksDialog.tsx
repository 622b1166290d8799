/**
 * The personal links just made, shown once: each with Copy and its QR code, and all of them as
 * CSV for a mail merge, and each sent by email to its guest. The server keeps only a fingerprint of
 * each link, so once this dialog closes a lost link is replaced by a new one
 * (docs/security.md#personal-invite-links).
 */
import { useState } from 'react';
import { linksCsv, type InviteMailReport, type InviteNotSent, type MadeLink } from '../../../lib/guest-list';
import { INVITE_NOT_SENT, invitesSentSummary } from '../../../lib/messages';
import { CopyButton } from '../../../ui/CopyButton';
import { Dialog } from '../../../ui/Dialog';
import { QrCode, useLinkQr } from '../../../ui/QrCode';

/** What sending did to one link: sent, or why not. */
type SendResult = 'sent' | InviteNotSent['reason'];
/** Reasons a later send may end otherwise: those links are offered again. */
const TRY_AGAIN: readonly SendResult[] = ['limit', 'address-limit', 'failed'];

/**
 * "Send by email" in the dialog: each link's result, the last send's summary, and the links still
 * to send (with an address, not sent yet, not refused for good), so a send that stopped at a
 * limit loses nothing and sends nothing twice.
 */
function useLinkSending(links: MadeLink[] | null, onSend: (links: MadeLink[]) => Promise<InviteMailReport | null>) {
  const [state, setState] = useState<{ links: MadeLink[] | null; results: Map<number, SendResult>; summary: ReturnType<typeof invitesSentSummary> | null }>({
    links,
    results: new Map(),
    summary: null,
  });
  const [sending, setSending] = useState(false);
  // A new set of links starts afresh.
  const current = state.links === links ? state : { links, results: new Map<number, SendResult>(), summary: null };
  if (current !== state) setState(current);
  const toSend = (links ?? []).filter((l) => {
    const result = current.results.get(l.guestId);
    return l.email && (result === undefined || TRY_AGAIN.includes(result));
  });

  async function send() {
    setSending(true);
    const report = await onSend(toSend).finally(() => setSending(false));
    if (!report) return;
    const results = new Map(current.results);
    for (const s of report.sent) results.set(s.guestId, 'sent');
    for (const n of report.notSent) results.set(n.guestId, n.reason);
    setState({ links, results, summary: invitesSentSummary(report, toSend.length) });
  }

  return { toSend, sending, send, results: current.results, summary: current.summary, started: current.results.size > 0 };
}

export function LinksDialog({
  links,
  onClose,
  onSend,
}: {
  links: MadeLink[] | null;
  onClose: () => void;
  onSend: (links: MadeLink[]) => Promise<InviteMailReport | null>;
}) {
  const sending = useLinkSending(links, onSend);
  return (
    <Dialog
      open={links !== null}
      onClose={onClose}
      size="lg"
      title={links?.length === 1 ? 'Personal link' : 'Personal links'}
      description="Copy them now: we keep only a fingerprint of each link, so nobody can read it from our database. A lost link is replaced by a new one."
      footer={
        <>
          {links && sending.toSend.length > 0 && (
            <button type="button" className="btn-secondary" disabled={sending.sending} onClick={() => void sending.send()}>
              {sending.started ? `Send the rest by email (${sending.toSend.length})` : `Send by email (${sending.toSend.length})`}
            </button>
          )}
          {links && links.length > 1 && <CopyButton value={linksCsv(links)} label="Copy all links (CSV: name, groups, link)" text="Copy all links" />}
          <button type="button" className="btn-primary" onClick={onClose}>
            Done
          </button>
        </>
      }
    >
      <div role="status">
        {sending.summary && (
          <div className="mb-3 rounded-xl bg-brand-50 px-4 py-3 text-sm text-ink-soft" data-testid="send-summary">
            <p className="font-semibold text-ink">{sending.summary.title}</p>
            {sending.summary.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        )}
      </div>
      <ul className="divide-y divide-black/5">
        {links?.map((link) => (
          <LinkItem key={link.guestId} link={link} result={sending.results.get(link.guestId)} />
        ))}
      </ul>
    </Dialog>
  );
}

/** A link's send result beside its name. */
function ResultBadge({ result }: { result: SendResult | undefined }) {
  if (!result) return null;
  if (result === 'sent') return <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">Sent</span>;
  return <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">Not sent: {INVITE_NOT_SENT[result]}</span>;
}

function LinkItem({ link, result }: { link: MadeLink; result: SendResult | undefined }) {
  const [qr, setQr] = useState(false);
  return (
    <li className="py-3">
      <p className="font-semibold text-ink">
        {link.name}
        {link.groups.length > 0 && <span className="ml-2 text-xs font-normal text-ink-muted">{link.groups.join(', ')}</span>}
        <ResultBadge result={result} />
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
