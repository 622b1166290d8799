/**
 * Long work that must not hold up other requests (reading a forwarded email: docs/security.md,
 * "Reading forwarded invites"). The work is written as a generator that `yield`s between steps
 * (one invite's event, one reservation); `runPaced` runs it and, whenever a slice of
 * `PACE_SLICE_MS` has passed since it last let go, waits for the event loop to serve what is
 * waiting. `runAtOnce` runs the same generator without pausing, for callers that need a plain
 * result (tests, the command-line reader).
 */
import { yieldToEventLoop } from '@platform/scheduling';

/** The longest stretch of paced work between two turns of the event loop (each step kept short). */
const PACE_SLICE_MS = 10;

export type Steps<T> = Generator<void, T, void>;

export function runAtOnce<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

export async function runPaced<T>(steps: Steps<T>, sliceMs = PACE_SLICE_MS, pause: () => Promise<void> = yieldToEventLoop): Promise<T> {
  let since = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - since >= sliceMs) {
      await pause();
      since = performance.now();
    }
  }
}
