/**
 * Confetti when an itinerary has just been created (3 s). The library
 * loads only then, and never for people who ask for reduced motion.
 */
import { CONFETTI_MS } from '../../lib/limits';

/** Bursts stop early enough that the last pieces have fallen when the canvas goes. */
const BURST_MS = CONFETTI_MS - 1500;
/** Frames a piece lives: about 1.5 s at 60 frames a second. */
const PIECE_TICKS = 90;

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
    const shared = { particleCount: 4, spread: 60, startVelocity: 55, ticks: PIECE_TICKS, colors: [...colors] };
    void fire({ ...shared, angle: 60, origin: { x: 0, y: 0.75 } });
    void fire({ ...shared, angle: 120, origin: { x: 1, y: 0.75 } });
    if (performance.now() - start < BURST_MS) requestAnimationFrame(shoot);
  };
  shoot();

  window.setTimeout(() => {
    fire.reset();
    canvas.remove();
  }, CONFETTI_MS);
}
