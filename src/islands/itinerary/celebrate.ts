/**
 * Confetti when an itinerary has just been created (3 s). The library
 * loads only then, and never for people who ask for reduced motion.
 */
import { CONFETTI_MS } from '../../lib/limits';

/** Bursts stop early enough that the last pieces have fallen when the canvas goes. */
const BURST_MS = CONFETTI_MS - 1500;
/** Frames a piece lives: about 1.5 s at 60 frames a second. */
const PIECE_TICKS = 90;

/**
 * The canvas with a hole where the open dialog is: the confetti falls around the share dialog,
 * never over its text. Without an open dialog the whole canvas shows.
 */
export function clipAroundDialog(canvas: HTMLCanvasElement): void {
  const dialog = document.querySelector('dialog[open]');
  if (!dialog) {
    canvas.style.clipPath = '';
    return;
  }
  const r = dialog.getBoundingClientRect();
  const [l, t, rt, b] = [r.left, r.top, r.right, r.bottom].map((n) => `${Math.round(n)}px`);
  canvas.style.clipPath =
    `polygon(evenodd, 0 0, 100% 0, 100% 100%, 0 100%, 0 0, ${l} ${t}, ${rt} ${t}, ${rt} ${b}, ${l} ${b}, ${l} ${t})`;
}

export async function celebrateCreation(colors: readonly string[]): Promise<void> {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const { default: confetti } = await import('canvas-confetti');

  const canvas = document.createElement('canvas');
  canvas.className =
    'confetti-canvas pointer-events-none fixed inset-0 z-[90] m-0 h-full w-full max-w-none border-0 bg-transparent p-0';
  canvas.setAttribute('aria-hidden', 'true');
  // A popover lives in the top layer, so the confetti falls over the share dialog shown with it.
  canvas.setAttribute('popover', 'manual');
  document.body.append(canvas);
  try {
    canvas.showPopover();
  } catch {
    // No popover support: the canvas still shows, under any open dialog.
  }

  // No worker: the CSP allows no blob: workers, and a few hundred pieces are cheap.
  const fire = confetti.create(canvas, { resize: true, useWorker: false });
  const start = performance.now();
  const shoot = () => {
    // Each frame: the dialog may open, move or resize while the confetti falls.
    clipAroundDialog(canvas);
    const shared = { particleCount: 4, spread: 60, startVelocity: 55, ticks: PIECE_TICKS, colors: [...colors] };
    void fire({ ...shared, angle: 60, origin: { x: 0, y: 0.75 } });
    void fire({ ...shared, angle: 120, origin: { x: 1, y: 0.75 } });
    if (performance.now() - start < BURST_MS) requestAnimationFrame(shoot);
  };
  shoot();
  // The last pieces fall after the bursts stop: the hole follows the dialog until the end.
  const follow = () => {
    if (!canvas.isConnected) return;
    clipAroundDialog(canvas);
    requestAnimationFrame(follow);
  };
  requestAnimationFrame(follow);

  window.setTimeout(() => {
    fire.reset();
    canvas.remove();
  }, CONFETTI_MS);
}
