/**
 * Turning upright, cropping and resizing decoded RGBA pixels in one pass, for the edge build's
 * codec (./wasm-images.ts), with almost no memory beyond the picture it writes.
 *
 * Squoosh's resizer (@jsquash/resize, no longer a dependency) copies the whole picture into its WebAssembly memory and,
 * with premultiplied alpha, into 32-bit floats (16 bytes a pixel), plus a float buffer of the
 * output width by the input height: about 440 MB for a 12-megapixel photo, in a memory that never
 * shrinks. This is the same separable Lanczos3 filter (on sRGB values, premultiplied alpha, as
 * sharp resizes) streamed row by row: each output row is made from a few input rows resized
 * across, kept in a small ring, so the extra memory is those rows and the output.
 *
 * The source is read through the EXIF orientation (where the upright pixel (x, y) is stored), so
 * the picture is never turned as a whole, and through the crop rectangle, so it is never cut out.
 */
import type { Orientation } from '../../uploads/image-header';

export type Pixels = { data: Uint8ClampedArray; width: number; height: number };

/** A rectangle of the upright picture, in pixels (fractional edges allowed). */
export type Region = { x: number; y: number; width: number; height: number };

/** Where the upright pixel (x, y) of a stored w × h picture is: `start + x * dx + y * dy`. */
type Walk = { start: number; dx: number; dy: number };

/** The upright picture's size: orientations 5 to 8 swap the sides. */
export function uprightSize(orientation: Orientation, width: number, height: number) {
  return orientation >= 5 ? { width: height, height: width } : { width, height };
}

function walk(orientation: Orientation, w: number, h: number): Walk {
  const last = (h - 1) * w;
  switch (orientation) {
    case 1:
      return { start: 0, dx: 1, dy: w };
    case 2: // mirrored
      return { start: w - 1, dx: -1, dy: w };
    case 3: // turned 180°
      return { start: last + w - 1, dx: -1, dy: -w };
    case 4: // upside down, mirrored
      return { start: last, dx: 1, dy: -w };
    case 5: // mirrored along the top-left diagonal
      return { start: 0, dx: w, dy: 1 };
    case 6: // stored turned 90° anticlockwise: turn clockwise
      return { start: last, dx: -w, dy: 1 };
    case 7: // mirrored along the top-right diagonal
      return { start: last + w - 1, dx: -w, dy: -1 };
    case 8: // stored turned 90° clockwise: turn anticlockwise
      return { start: w - 1, dx: w, dy: -1 };
  }
}

const LOBES = 3;

function lanczos3(x: number): number {
  if (x === 0) return 1;
  if (x <= -LOBES || x >= LOBES) return 0;
  const px = Math.PI * x;
  return (LOBES * Math.sin(px) * Math.sin(px / LOBES)) / (px * px);
}

/**
 * For each of `count` output pixels along one axis, the first input pixel it reads and the
 * weights of the ones it reads (summing to 1), over `from`..`from + span` of `size` input pixels.
 * Shrinking widens the filter by the scale, so every input pixel counts.
 */
function taps(size: number, from: number, span: number, count: number) {
  const scale = span / count;
  const stretch = Math.max(1, scale);
  const reach = LOBES * stretch;
  const length = Math.ceil(2 * reach) + 1;
  const first = new Int32Array(count);
  const lengths = new Int32Array(count);
  const weights = new Float32Array(count * length);
  for (let o = 0; o < count; o++) {
    // Input pixel i (centre i + 0.5) counts when it is within `reach` of the output's centre.
    const centre = from + (o + 0.5) * scale;
    const lo = Math.max(0, Math.ceil(centre - reach - 0.5));
    const hi = Math.min(size - 1, Math.floor(centre + reach - 0.5));
    let sum = 0;
    let n = 0;
    for (let i = lo; i <= hi && n < length; i++, n++) {
      const weight = lanczos3((i + 0.5 - centre) / stretch);
      weights[o * length + n] = weight;
      sum += weight;
    }
    for (let k = 0; k < n; k++) weights[o * length + k]! /= sum || 1;
    first[o] = lo;
    lengths[o] = n;
  }
  return { first, lengths, weights, length };
}

const clamp = (value: number) => (value <= 0 ? 0 : value >= 255 ? 255 : Math.round(value));

/**
 * The `region` of the upright picture, scaled to `width` × `height`. Returns the source itself
 * when there is nothing to do.
 */
export function resample(source: Pixels, orientation: Orientation, region: Region, width: number, height: number): Pixels {
  const upright = uprightSize(orientation, source.width, source.height);
  const whole = region.x === 0 && region.y === 0 && region.width === upright.width && region.height === upright.height;
  if (whole && orientation === 1 && width === source.width && height === source.height) return source;
  const { start, dx, dy } = walk(orientation, source.width, source.height);
  const input = source.data;
  const output = new Uint8ClampedArray(width * height * 4);

  if (whole && width === upright.width && height === upright.height) {
    // Only turned: one pixel (4 bytes) at a time.
    const from = new Uint32Array(input.buffer, input.byteOffset, source.width * source.height);
    const to = new Uint32Array(output.buffer);
    for (let y = 0, i = 0; y < height; y++) {
      for (let x = 0, s = start + y * dy; x < width; x++, s += dx) to[i++] = from[s] ?? 0;
    }
    return { data: output, width, height };
  }

  const across = taps(upright.width, region.x, region.width, width);
  const down = taps(upright.height, region.y, region.height, height);
  // Input rows resized across, premultiplied by alpha, in a ring as long as the longest column filter.
  const ringSize = down.length;
  const ring = new Float32Array(ringSize * width * 4);
  const ringRow = new Int32Array(ringSize).fill(-1);

  const { first, lengths, weights, length } = across;
  const step = dx * 4;
  const rowAcross = (y: number) => {
    const slot = y % ringSize;
    if (ringRow[slot] === y) return slot * width * 4;
    ringRow[slot] = y;
    const rowStart = start + y * dy;
    const base = slot * width * 4;
    for (let o = 0; o < width; o++) {
      const w0 = o * length;
      const n = lengths[o]!;
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let k = 0, s = (rowStart + first[o]! * dx) * 4; k < n; k++, s += step) {
        const weight = weights[w0 + k]!;
        const alpha = input[s + 3]!;
        const wa = weight * alpha;
        r += input[s]! * wa;
        g += input[s + 1]! * wa;
        b += input[s + 2]! * wa;
        a += wa;
      }
      ring[base + o * 4] = r;
      ring[base + o * 4 + 1] = g;
      ring[base + o * 4 + 2] = b;
      ring[base + o * 4 + 3] = a;
    }
    return base;
  };

  const rows = new Int32Array(ringSize);
  for (let y = 0, out = 0; y < height; y++) {
    const w0 = y * down.length;
    const n = down.lengths[y]!;
    for (let k = 0; k < n; k++) rows[k] = rowAcross(down.first[y]! + k);
    for (let x = 0; x < width; x++, out += 4) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let k = 0; k < n; k++) {
        const weight = down.weights[w0 + k]!;
        const p = rows[k]! + x * 4;
        r += ring[p]! * weight;
        g += ring[p + 1]! * weight;
        b += ring[p + 2]! * weight;
        a += ring[p + 3]! * weight;
      }
      // Sums are of colour × alpha (0–255 each) and of alpha: back to plain colour.
      if (a > 0) {
        output[out] = clamp(r / a);
        output[out + 1] = clamp(g / a);
        output[out + 2] = clamp(b / a);
        output[out + 3] = clamp(a);
      }
    }
  }
  return { data: output, width, height };
}
