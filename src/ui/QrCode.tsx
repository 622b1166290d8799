/**
 * A QR code drawn as SVG: dark on white whatever the theme (scanners need the contrast), with
 * its quiet zone, and named for assistive technology. The encoder is not imported here: the
 * server draws its codes itself, the browser gets them from useLinkQr, which loads it on demand.
 */
import { useEffect, useState } from 'react';
import { QR_QUIET_ZONE, qrPath, type LinkQr, type QrMatrix } from '@/lib/qr-matrix';

type Props = { matrix: QrMatrix; label: string; className?: string };

export function QrCode({ matrix, label, className = '' }: Props) {
  const side = matrix.size + QR_QUIET_ZONE * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      className={`block bg-white ${className}`}
      xmlns="http://www.w3.org/2000/svg"
    >
      <path fill="#ffffff" d={`M0 0h${side}v${side}H0z`} />
      <path stroke="#000000" strokeWidth={1} fill="none" d={qrPath(matrix)} />
    </svg>
  );
}

/**
 * The code of `link`, drawn once the encoder has loaded; null while loading, when there is no
 * link, or when the encoder cannot be loaded (offline, or a deploy replaced the chunk).
 */
export function useLinkQr(link: string | null): QrMatrix | null {
  const [drawn, setDrawn] = useState<LinkQr | null>(null);
  const ready = drawn && drawn.link === link ? drawn.matrix : null;
  useEffect(() => {
    if (!link || ready) return;
    let live = true;
    import('@/lib/qr-code')
      .then(({ linkQr }) => {
        if (live) setDrawn(linkQr(link));
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [link, ready]);
  return link ? ready : null;
}
