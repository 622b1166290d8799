/**
 * The share dialog's QR downloads, loaded when a download is asked for: a PNG big enough to print
 * (1024 px, quiet zone included) and an SVG, both black on white, made by the qrcode package's
 * browser build (named as such: this chunk is bundled for the server too, see src/env.d.ts).
 */
import { toDataURL, toString as toSvgText } from 'qrcode/lib/browser.js';
import { QR_ERROR_CORRECTION, QR_QUIET_ZONE, qrFileName } from '@/lib/qr-matrix';

const QR_PNG_SIZE = 1024;

const options = {
  errorCorrectionLevel: QR_ERROR_CORRECTION,
  margin: QR_QUIET_ZONE,
  color: { dark: '#000000ff', light: '#ffffffff' },
} as const;

function save(href: string, fileName: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

export async function downloadQr(link: string, title: string, format: 'png' | 'svg'): Promise<void> {
  if (format === 'png') {
    save(await toDataURL(link, { ...options, type: 'image/png', width: QR_PNG_SIZE }), qrFileName(title, 'png'));
    return;
  }
  const svg = await toSvgText(link, { ...options, type: 'svg' });
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  save(url, qrFileName(title, 'svg'));
  // The browser has taken the file by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
