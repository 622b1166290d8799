/**
 * Records how queued jobs ran: the order they finished in and the most that ran at once. A job
 * is a named wait; a queue that serialises its jobs finishes them in the order asked, one at a time.
 */
export function overlapProbe() {
  const order: string[] = [];
  let running = 0;
  let most = 0;
  return {
    order,
    most: () => most,
    /** Waits `ms`, counted as running for that time, then records `name` as finished. */
    async job(name: string, ms: number) {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      order.push(name);
      running--;
    },
  };
}
