/**
 * The guest's share dialog, server HTML (src/components/share/ShareDialog.astro) that the
 * itinerary page's inline script fetches from the share page and opens on the first tap, before
 * and without React: what its buttons do, and how the island opens it once it is in the page.
 */
import { COPY_INDICATOR_MS } from '../../lib/limits';
import { COPY_WORDS, copyButtonClass, type CopyStatus } from '../../ui/copy-button-classes';
import { shareSheetData } from './share-text';

/** The dialog's id. */
export const SHARE_DIALOG_ID = 'share';

/** The share page: Share's link without JavaScript, and what the page's script fetches the dialog from. */
export function sharePagePath(projectId: string): string {
  return `/project/${encodeURIComponent(projectId)}/share`;
}

const shareDialog = () => document.querySelector<HTMLDialogElement>('dialog[data-share-dialog]');

/**
 * Opens the page's share dialog when it shows `accessCode` (the island may hold a newer one than
 * the server's HTML: then it draws its own). False when there is none to open.
 */
export function openPageShare(accessCode: string): boolean {
  const dialog = shareDialog();
  if (!dialog || dialog.dataset.accessCode !== accessCode) return false;
  if (!dialog.open) dialog.showModal();
  return true;
}

function showCopyStatus(button: HTMLButtonElement, status: CopyStatus) {
  button.className = copyButtonClass(status, 'noscript:hidden');
  if (status === 'idle') button.setAttribute('aria-label', button.dataset.copyLabel ?? '');
  else button.removeAttribute('aria-label');
  const words = button.querySelector('span');
  if (words) words.textContent = COPY_WORDS[status];
}

const copyTimers = new WeakMap<HTMLButtonElement, number>();

function copy(button: HTMLButtonElement) {
  const done = (status: CopyStatus) => {
    showCopyStatus(button, status);
    window.clearTimeout(copyTimers.get(button));
    copyTimers.set(button, window.setTimeout(() => showCopyStatus(button, 'idle'), COPY_INDICATOR_MS));
  };
  navigator.clipboard.writeText(button.dataset.copy ?? '').then(
    () => done('copied'),
    () => done('failed'),
  );
}

function download(dialog: HTMLDialogElement, format: 'png' | 'svg') {
  const failed = dialog.querySelector<HTMLElement>('[data-qr-failed]');
  if (failed) failed.hidden = true;
  import('./qr-downloads')
    .then(({ downloadQr }) => downloadQr(dialog.dataset.link ?? '', dialog.dataset.title ?? '', format))
    .catch(() => {
      if (failed) failed.hidden = false;
    });
}

/** Copy, the share sheet, the QR downloads and a tap on the backdrop, for the dialog now and after any swap. */
export function runShareDialog(): void {
  // The share sheet button shows only where the browser has one (the CSS reads this flag).
  if (typeof navigator.share === 'function') document.documentElement.dataset.shareSheet = '';
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const dialog = target?.closest<HTMLDialogElement>('dialog[data-share-dialog]');
    if (!target || !dialog) return;
    // A tap on the backdrop (the dialog element itself, outside its card) closes it.
    if (target === dialog) return dialog.close();
    const button = target.closest<HTMLButtonElement>('button');
    if (button?.dataset.copy !== undefined) copy(button);
    else if (button?.dataset.shareSheet !== undefined) {
      // Cancelling the sheet rejects: nothing to say then.
      navigator.share(shareSheetData(dialog.dataset.title ?? '', dialog.dataset.link ?? '')).catch(() => {});
    } else if (button?.dataset.qrDownload === 'png' || button?.dataset.qrDownload === 'svg') download(dialog, button.dataset.qrDownload);
  });
}
