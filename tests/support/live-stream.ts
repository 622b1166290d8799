/**
 * An itinerary's live stream (`/api/projects/{id}/live`, server-sent events) as an open page
 * holds it: read as text until a pattern shows up, or event by event, until time runs out. A read
 * that loses its race against the timeout is kept for the next call, so no chunk is ever dropped.
 */
import type { TestBrowser } from './http-client';

export async function openLiveStream(serverUrl: string, browser: TestBrowser, projectId: string) {
  const controller = new AbortController();
  const res = await fetch(`${serverUrl}/api/projects/${projectId}/live`, {
    headers: { cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '), ...browser.headers },
    signal: controller.signal,
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  /** Everything the stream has sent (`readUntil`), and what `next` has not taken yet. */
  let text = '';
  let unread = '';
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;

  /** Adds the next chunk to the text; false when `deadline` passes or the stream ends first. */
  async function readChunk(deadline: number): Promise<boolean> {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return false;
    pending ??= reader.read();
    const chunk = await Promise.race([pending, new Promise<null>((r) => setTimeout(() => r(null), remaining))]);
    if (!chunk) return false;
    pending = null;
    if (chunk.done) return false;
    const decoded = decoder.decode(chunk.value, { stream: true });
    text += decoded;
    unread += decoded;
    return true;
  }

  /** True once `pattern` is in what the stream has sent, false if `ms` pass or it ends first. */
  async function readUntil(pattern: RegExp, ms: number): Promise<boolean> {
    const deadline = Date.now() + ms;
    while (!pattern.test(text)) {
      if (!(await readChunk(deadline))) break;
    }
    return pattern.test(text);
  }

  /** The next event with its data, or null if `ms` pass or the stream ends first. */
  async function next(ms: number): Promise<{ event: string; data: string } | null> {
    const deadline = Date.now() + ms;
    for (;;) {
      const end = unread.indexOf('\n\n');
      if (end >= 0) {
        const block = unread.slice(0, end);
        unread = unread.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) return { event, data };
        continue;
      }
      if (!(await readChunk(deadline))) return null;
    }
  }

  return { res, status: res.status, readUntil, next, close: () => controller.abort() };
}
