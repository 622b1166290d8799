/**
 * Live updates. Every change bumps a project's `version` in the database; each server polls the
 * versions of the projects its open pages watch, so a change made through any process reaches
 * every page. The platform runs the polls (`@platform/scheduling`): on Node one query a second
 * per project, however many pages; on the edge one per open page, in that page's request.
 */
import { poll } from '@platform/scheduling';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/index';
import { projects } from '../../db/schema';

export const LIVE_POLL_MS = 1000;

/** Called with the new version, or null when the project is gone. */
type Listener = (version: number | null) => void;

async function readVersion(handle: DatabaseHandle, projectRowId: number): Promise<number | null> {
  const row = await handle.db.query.projects.findFirst({
    where: eq(projects.id, projectRowId),
    columns: { version: true },
  });
  return row?.version ?? null;
}

/** Calls `listener` each time the project's version differs from the last one it saw (`currentVersion` first). */
export function watchProjectVersion(
  handle: DatabaseHandle,
  projectRowId: number,
  currentVersion: number,
  listener: Listener,
): () => void {
  let seen: number | null = currentVersion;
  return poll(`project-version:${projectRowId}`, LIVE_POLL_MS, () => readVersion(handle, projectRowId), (version) => {
    if (version === seen) return;
    seen = version;
    listener(version);
  });
}

const encoder = new TextEncoder();
const KEEPALIVE_MS = 15_000;

/**
 * A text/event-stream of `version` events: the current version at once, then each change.
 * `stillAllowed` is asked before each change is sent, so a browser that lost its grant stops.
 */
export function versionEventStream(
  handle: DatabaseHandle,
  projectRowId: number,
  version: number,
  stillAllowed: () => Promise<boolean>,
  signal: AbortSignal,
): ReadableStream<Uint8Array> {
  let stop = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      // Browsers reconnect on their own; ask them to wait 2 s.
      send(`retry: 2000\nevent: version\ndata: ${JSON.stringify({ version })}\n\n`);
      const keepalive = setInterval(() => send(': keepalive\n\n'), KEEPALIVE_MS);
      const unwatch = watchProjectVersion(handle, projectRowId, version, (next) => {
        void stillAllowed().then((allowed) => {
          if (!allowed || next === null) {
            send(`event: gone\ndata: {}\n\n`);
            stop();
            return;
          }
          send(`event: version\ndata: ${JSON.stringify({ version: next })}\n\n`);
        });
      });
      stop = () => {
        clearInterval(keepalive);
        unwatch();
        try {
          controller.close();
        } catch {
          // already closed
        }
        stop = () => {};
      };
      signal.addEventListener('abort', () => stop(), { once: true });
    },
    cancel() {
      stop();
    },
  });
}
