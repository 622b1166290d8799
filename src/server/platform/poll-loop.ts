/**
 * The loop behind `poll` on both platforms: one read at a time, each started `everyMs` after the
 * previous one started (at once when a read took longer), so results arrive in the order they
 * were read and a slow database gets no pile of overlapping reads, each slower than the last.
 * A read that has not settled after `stallMs` does not stop the loop: the next read starts, and
 * whichever result is older than one already handed on is dropped.
 */
export function pollLoop<T>(
  key: string,
  everyMs: number,
  read: () => Promise<T>,
  onValue: (value: T) => void,
  stallMs = Math.max(everyMs * 4, 2000),
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let started = 0;
  let delivered = 0;
  const arm = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
    // Never keeps a process alive on its own (Node; the edge has no unref).
    (timer as { unref?: () => void }).unref?.();
  };
  function tick() {
    if (stopped) return;
    const mine = ++started;
    const at = Date.now();
    arm(stallMs);
    read()
      .then(
        (value) => {
          if (stopped || mine <= delivered) return;
          delivered = mine;
          onValue(value);
        },
        (error: unknown) => console.error(`Polling ${key} failed`, error),
      )
      .catch((error: unknown) => console.error(`Polling ${key}: a listener failed`, error))
      .finally(() => {
        // Only the newest read sets the next one (an older, stalled one was already replaced).
        if (!stopped && mine === started) arm(Math.max(0, everyMs - (Date.now() - at)));
      });
  }
  arm(everyMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
