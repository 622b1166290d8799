/**
 * Live updates. Every change bumps a project's `version` in the database; each server
 * process polls the versions of the projects its open pages watch (one query a second per
 * project, however many pages), so a change made through any process reaches every page.
 */
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/index';
import { projects } from '../../db/schema';

export const LIVE_POLL_MS = 1000;

/** Called with the new version, or null when the project is gone. */
type Listener = (version: number | null) => void;
type Watch = { version: number | null; listeners: Set<Listener>; timer: ReturnType<typeof setInterval> };

const watches = new Map<number, Watch>();

async function readVersion(handle: DatabaseHandle, projectRowId: number): Promise<number | null> {
  const row = await handle.db.query.projects.findFirst({
    where: eq(projects.id, projectRowId),
    columns: { version: true },
  });
  return row?.version ?? null;
}

export function watchProjectVersion(
  handle: DatabaseHandle,
  projectRowId: number,
  currentVersion: number,
  listener: Listener,
): () => void {
  let watch = watches.get(projectRowId);
  if (!watch) {
    const created: Watch = {
      version: currentVersion,
      listeners: new Set(),
      timer: setInterval(() => {
        readVersion(handle, projectRowId).then(
          (version) => {
            if (version === created.version) return;
            created.version = version;
            for (const l of created.listeners) l(version);
          },
          (error: unknown) => console.error('Live update poll failed', error),
        );
      }, LIVE_POLL_MS),
    };
    created.timer.unref?.();
    watches.set(projectRowId, created);
    watch = created;
  }
  watch.listeners.add(listener);
  const active = watch;
  return () => {
    active.listeners.delete(listener);
    if (active.listeners.size === 0) {
      clearInterval(active.timer);
      watches.delete(projectRowId);
    }
  };
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
