/**
 * The QR encoder (the qrcode package's core, pure JavaScript): on the server for the printed code,
 * and in the browser only as a chunk loaded on demand.
 */
import qrcodeCore from 'qrcode/lib/core/qrcode.js';
import { packModules, QR_ERROR_CORRECTION, type LinkQr, type QrMatrix } from './qr-matrix';

export function qrMatrix(text: string): QrMatrix {
  const { modules } = qrcodeCore.create(text, { errorCorrectionLevel: QR_ERROR_CORRECTION });
  return packModules(modules.size, (i) => Boolean(modules.data[i]));
}

export function linkQr(link: string): LinkQr {
  return { link, matrix: qrMatrix(link) };
}
