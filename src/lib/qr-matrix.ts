/**
 * QR codes of the quick link, without the encoder: the link itself, a code's modules in a compact
 * form the server can hand the island, and the SVG path that draws them. The encoder is in
 * ./qr-code.ts, which the browser loads only when a QR code is needed.
 */

/** Medium error correction: survives a crease or a smudge on paper, keeps the code small. */
export const QR_ERROR_CORRECTION = 'M';
/** The blank border (in modules) scanners need around the code. */
export const QR_QUIET_ZONE = 4;

/** The dark modules of a code, row by row, as hex (4 modules a digit); `size` modules a side. */
export type QrMatrix = { size: number; hex: string };

/** A quick link with the QR code drawn for it. */
export type LinkQr = { link: string; matrix: QrMatrix };

/** The accessible name of an itinerary's QR code. */
export function qrLabel(title: string): string {
  return `QR code for ${title}`;
}

/** The link that opens an itinerary with its access code built in. */
export function quickLinkUrl(origin: string, projectId: string, accessCode: string): string {
  return `${origin.replace(/\/+$/, '')}/access/${encodeURIComponent(projectId)}?code=${encodeURIComponent(accessCode)}`;
}

/** The itinerary's public link: the access page, where guests type the code. */
export function publicLinkUrl(origin: string, projectId: string): string {
  return `${origin.replace(/\/+$/, '')}/access/${encodeURIComponent(projectId)}`;
}

export function packModules(size: number, dark: (index: number) => boolean): QrMatrix {
  let hex = '';
  for (let i = 0; i < size * size; i += 4) {
    let digit = 0;
    for (let bit = 0; bit < 4; bit++) if (i + bit < size * size && dark(i + bit)) digit |= 8 >> bit;
    hex += digit.toString(16);
  }
  return { size, hex };
}

export function isDark(matrix: QrMatrix, index: number): boolean {
  const digit = Number.parseInt(matrix.hex[index >> 2] ?? '0', 16);
  return (digit & (8 >> (index & 3))) !== 0;
}

/**
 * One horizontal stroke (1 module wide) per run of dark modules, offset by the quiet zone: the
 * path of a `stroke-width="1"` SVG path in a square of `size + 2 × QR_QUIET_ZONE`. Each row
 * starts with an absolute move, then moves relative to the end of the last run (a shorter path,
 * as it is part of the page's HTML).
 */
export function qrPath(matrix: QrMatrix): string {
  const { size } = matrix;
  let path = '';
  for (let row = 0; row < size; row++) {
    let end = -1;
    let col = 0;
    while (col < size) {
      if (!isDark(matrix, row * size + col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && isDark(matrix, row * size + col)) col++;
      path += end < 0 ? `M${start + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE + 0.5}` : `m${start - end} 0`;
      path += `h${col - start}`;
      end = col;
    }
  }
  return path;
}

/**
 * "Paris in Spring" → "Paris-in-Spring-qr.png": safe on every system, never empty. Control
 * characters and direction overrides go too (an override could make the name read backwards).
 */
export function qrFileName(title: string, extension: 'png' | 'svg'): string {
  const cleaned = title
    .normalize('NFC')
    .replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069/\\:*?"<>|#%&{}$!'`@+=~^,;[\]]+/gu, ' ')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/^[.-]+|[.-]+$/g, '');
  // At most 80 characters, never half an emoji.
  const base = Array.from(cleaned).slice(0, 80).join('').replace(/[.-]+$/, '');
  return `${base || 'itinerary'}-qr.${extension}`;
}
