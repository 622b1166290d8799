/** What the bench and load scripts share for the processes they start: a free port, and waiting until one answers. */
import { createServer } from 'node:net';

export const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const p = s.address().port;
      s.close(() => resolve(p));
    });
  });

/** Polls `url` every `everyMs` until it answers 2xx; fails if `child` exits or after `tries`. */
export async function waitFor(url, child, what, tries = 600, everyMs = 100) {
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`${what} exited early`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (i > tries) throw new Error(`${what} did not start`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
