import type { QrMatrix } from '@/lib/qr-matrix';
import { QrCode } from '@/ui/QrCode';

/** The quick link's QR code as printed: 30 mm, big enough for any phone at arm's length. */
export function PrintQrCode({ matrix, label }: { matrix: QrMatrix; label: string }) {
  return <QrCode matrix={matrix} label={label} className="size-[30mm] shrink-0" />;
}
