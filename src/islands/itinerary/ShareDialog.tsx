import { useEffect, useId, useState } from 'react';
import { publicLinkUrl, qrLabel, quickLinkUrl } from '@/lib/qr-matrix';
import { CopyButton } from '../../ui/CopyButton';
import { Dialog } from '../../ui/Dialog';
import { Icon } from '../../ui/Icon';
import * as icons from '../../ui/icon-paths';
import { QrCode, useLinkQr } from '../../ui/QrCode';
import { SHARE_TEXT, shareSheetData } from './share-text';

type Props = {
  open: boolean;
  onClose: () => void;
  projectId: string;
  accessCode: string;
  /** The itinerary's title: names its QR code and the downloaded files. */
  title: string;
  /** Right after creation: the dialog greets the organiser and shows the admin code to keep. */
  createdAdminCode?: string | null;
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

/**
 * The quick link as a QR code (drawn once the dialog is open: the encoder loads on demand) with
 * its downloads, which load the PNG and SVG writers when asked for.
 */
function QuickLinkQr({ link, title }: { link: string; title: string }) {
  const matrix = useLinkQr(link);
  const [failed, setFailed] = useState(false);
  const groupId = useId();
  const download = (format: 'png' | 'svg') => {
    setFailed(false);
    import('./qr-downloads')
      .then(({ downloadQr }) => downloadQr(link, title, format))
      .catch(() => setFailed(true));
  };
  return (
    <div className="mt-4 flex items-center gap-4">
      <div className="size-32 shrink-0 overflow-hidden rounded-lg border border-gray-200 bg-white sm:size-36">
        {matrix && <QrCode matrix={matrix} label={qrLabel(title)} className="size-full" />}
      </div>
      <div className="min-w-0 space-y-2">
        <p className="text-xs text-ink-soft">{SHARE_TEXT.qrHint}</p>
        <div role="group" aria-labelledby={groupId}>
          <p id={groupId} className="mb-1 text-xs font-semibold text-ink">
            {SHARE_TEXT.downloadQr}
          </p>
          <div className="flex flex-wrap gap-2">
            {(['png', 'svg'] as const).map((format) => (
              <button key={format} type="button" className="btn-secondary gap-1.5 px-3 py-1.5" onClick={() => download(format)}>
                <Icon icon={icons.download} className="size-4" />
                <span className="sr-only">Download </span>
                {format.toUpperCase()}
              </button>
            ))}
          </div>
        </div>
        {failed && (
          <p role="alert" className="text-xs text-red-700">
            {SHARE_TEXT.downloadFailed}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * The phone's own share sheet (Web Share API) for the quick link, where the browser has one: known
 * only after mount, so the server's HTML and the first render agree.
 */
function ShareSheetButton({ link, title }: { link: string; title: string }) {
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);
  if (!canShare) return null;
  const share = () => {
    // Cancelling the sheet rejects: nothing to say then.
    navigator.share(shareSheetData(title, link)).catch(() => {});
  };
  return (
    <button type="button" className="btn-primary mt-3 w-full" onClick={share}>
      <Icon icon={icons.share} className="size-4" />
      {SHARE_TEXT.shareSheet}
    </button>
  );
}

export function ShareDialog({ open, onClose, projectId, accessCode, title, createdAdminCode = null }: Props) {
  const justCreated = Boolean(createdAdminCode);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const quickLink = quickLinkUrl(origin, projectId, accessCode);
  const publicLink = publicLinkUrl(origin, projectId);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={justCreated ? 'Your itinerary is ready to share!' : SHARE_TEXT.title}
      description={
        justCreated
          ? 'Send the quick link to your group. Keep your admin code to yourself: it is how you edit.'
          : SHARE_TEXT.description
      }
      footer={
        <button type="button" className="btn-primary" onClick={onClose}>
          {SHARE_TEXT.close}
        </button>
      }
    >
      <div className="space-y-4">
        {createdAdminCode && (
          <div className="rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200">
            <CopyRow label="Your admin code" value={createdAdminCode} copyLabel="Copy admin code" />
            <p className="mt-1.5 text-xs text-amber-950">Keep this to edit from another device. Don't share it with guests.</p>
          </div>
        )}
        <div className="grid gap-4">
          <CopyRow label={SHARE_TEXT.projectId} value={projectId} copyLabel={SHARE_TEXT.copyProjectId} />
          <CopyRow label={SHARE_TEXT.accessCode} value={accessCode} copyLabel={SHARE_TEXT.copyAccessCode} />
        </div>
        <div className="rounded-2xl bg-brand-50 p-4">
          <CopyRow label={SHARE_TEXT.quickLink} value={quickLink} copyLabel={SHARE_TEXT.copyQuickLink} mono={false} />
          <p className="mt-1.5 text-xs text-ink-soft">{SHARE_TEXT.quickLinkHint}</p>
          <ShareSheetButton link={quickLink} title={title} />
          <QuickLinkQr link={quickLink} title={title} />
        </div>
        <div>
          <CopyRow label={SHARE_TEXT.publicLink} value={publicLink} copyLabel={SHARE_TEXT.copyPublicLink} mono={false} />
          <p className="mt-1.5 text-xs text-ink-soft">{SHARE_TEXT.publicLinkHint}</p>
        </div>
      </div>
    </Dialog>
  );
}
