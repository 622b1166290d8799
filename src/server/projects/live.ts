/**
 * Live updates. Every change bumps a project's `version` in the database; each server polls the
 * versions of the projects its open pages watch, and tells each page the version it may know of
 * (../guests/visibility.ts: a browser that sees no private event is told the public version, so a
 * change to private events alone sends it nothing), so a change made through any process reaches
 * every page within LIVE_POLL_MS and a read or two. The platform runs the polls
 * (`@platform/scheduling`, one read at a time, in order): on Node one query every LIVE_POLL_MS
 * per project, however many pages; on the edge one per open page, in that page's request.
 */
import { poll } from '@platform/scheduling';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/index';
import { projects } from '../../../db/schema';
import { tooManyRequests } from '../http/errors';

/**
 * How often the versions are read. Half a second keeps a change within 2 s of every open page
 * even while a busy process queues the write itself for a second (docs/product.md#live-updates).
 */
const LIVE_POLL_MS = 500;

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
function watchProjectVersion(
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

/**
 * Live streams one session may hold open at once in one server process: a stream per open tab
 * or window of the itinerary, with room to spare. Each open stream holds a connection and a
 * listener, so past this a session's next stream is refused (429) until one of its streams closes
 * (docs/security.md "Live streams per session").
 */
export const MAX_LIVE_STREAMS_PER_SESSION = 20;
const LIVE_STREAM_RETRY_MS = 30_000;
const openStreams = new Map<string, number>();

/** The live streams `sessionId` holds open in this process. */
const openLiveStreams = (sessionId: string) => openStreams.get(sessionId) ?? 0;

/**
 * Counts a new live stream for the session, or refuses it past MAX_LIVE_STREAMS_PER_SESSION.
 * Returns the release, to call once when the stream ends (later calls do nothing).
 */
export function claimLiveStream(sessionId: string): () => void {
  const open = openLiveStreams(sessionId);
  if (open >= MAX_LIVE_STREAMS_PER_SESSION) {
    throw tooManyRequests(
      () => 'This itinerary is open in too many tabs or windows on this device. Please close a few of them and try again.',
      'RATE_LIMITED',
      LIVE_STREAM_RETRY_MS,
    );
  }
  openStreams.set(sessionId, open + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = openLiveStreams(sessionId) - 1;
    if (left > 0) openStreams.set(sessionId, left);
    else openStreams.delete(sessionId);
  };
}

const encoder = new TextEncoder();
const KEEPALIVE_MS = 15_000;

/**
 * A text/event-stream of `version` events: the version this browser is told (`told`) at once,
 * then each change to it. At each change of the itinerary's version (from `version`) `tell` is
 * asked which version the browser is told now, or null when it lost its grant, which ends the
 * stream; a change it is not told of (to a private event it does not see) sends nothing.
 * `onEnd` is called once when the stream ends, however it ends.
 */
export function versionEventStream(
  handle: DatabaseHandle,
  projectRowId: number,
  version: number,
  told: number,
  tell: () => Promise<number | null>,
  signal: AbortSignal,
  onEnd: () => void = () => {},
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
      send(`retry: 2000\nevent: version\ndata: ${JSON.stringify({ version: told })}\n\n`);
      let sent = told;
      const keepalive = setInterval(() => send(': keepalive\n\n'), KEEPALIVE_MS);
      // Each change's grant check in turn, so versions go out in the order they were read.
      let checks = Promise.resolve();
      const unwatch = watchProjectVersion(handle, projectRowId, version, (next) => {
        checks = checks.then(async () => {
          let now: number | null;
          try {
            now = await tell();
          } catch (error) {
            // The check could not be made: end the stream rather than skip the change. The
            // browser reconnects (`retry`) and gets the current version at once.
            console.warn('Live stream: the grant check failed; closing the stream', error);
            stop();
            return;
          }
          if (now === null || next === null) {
            send(`event: gone\ndata: {}\n\n`);
            stop();
            return;
          }
          if (now === sent) return;
          sent = now;
          send(`event: version\ndata: ${JSON.stringify({ version: now })}\n\n`);
        });
      });
      stop = () => {
        clearInterval(keepalive);
        unwatch();
        onEnd();
        try {
          controller.close();
        } catch {
          // already closed
        }
        stop = () => {};
      };
      signal.addEventListener('abort', () => stop(), { once: true });
      if (signal.aborted) stop();
    },
    cancel() {
      stop();
    },
  });
}
