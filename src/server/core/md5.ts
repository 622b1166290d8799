/**
 * MD5 (RFC 1321) in plain TypeScript, for one use: the Content-MD5 header S3's DeleteObjects call
 * requires (an integrity check of the request body, not a security measure). Node's Web Crypto has
 * no MD5 and `node:crypto` does not exist on the edge, so both builds use this.
 */

// Per-round shift amounts, and the sine-derived constants K[i] = floor(|sin(i + 1)| × 2^32).
const SHIFTS = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
const K = Uint32Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32));

/** The 16-byte MD5 digest of `bytes`. */
export function md5(bytes: Uint8Array): Uint8Array {
  // Padding: a 1 bit, zeros up to 56 bytes mod 64, then the length in bits (64-bit little-endian).
  const padded = new Uint8Array((((bytes.length + 8) >>> 6) + 1) * 64);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, (bytes.length * 8) >>> 0, true);
  view.setUint32(padded.length - 4, Math.floor(bytes.length / 0x20000000), true);

  let a0 = 0x67452301;
  let b0 = 0xefcdab89;
  let c0 = 0x98badcfe;
  let d0 = 0x10325476;
  const m = new Uint32Array(16);
  for (let chunk = 0; chunk < padded.length; chunk += 64) {
    for (let i = 0; i < 16; i++) m[i] = view.getUint32(chunk + i * 4, true);
    let [a, b, c, d] = [a0, b0, c0, d0];
    for (let i = 0; i < 64; i++) {
      const round = i >>> 4;
      let f: number;
      let g: number;
      if (round === 0) {
        f = (b & c) | (~b & d);
        g = i;
      } else if (round === 1) {
        f = (d & b) | (~d & c);
        g = (5 * i + 1) & 15;
      } else if (round === 2) {
        f = b ^ c ^ d;
        g = (3 * i + 5) & 15;
      } else {
        f = c ^ (b | ~d);
        g = (7 * i) & 15;
      }
      const sum = (a + f + (K[i] ?? 0) + (m[g] ?? 0)) | 0;
      const shift = SHIFTS[round * 4 + (i & 3)] ?? 0;
      [a, d, c] = [d, c, b];
      b = (b + ((sum << shift) | (sum >>> (32 - shift)))) | 0;
    }
    a0 = (a0 + a) | 0;
    b0 = (b0 + b) | 0;
    c0 = (c0 + c) | 0;
    d0 = (d0 + d) | 0;
  }

  const digest = new Uint8Array(16);
  const out = new DataView(digest.buffer);
  [a0, b0, c0, d0].forEach((word, i) => out.setUint32(i * 4, word >>> 0, true));
  return digest;
}
