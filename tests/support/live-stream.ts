/**
 * An itinerary's live stream (`/api/projects/{id}/live`, server-sent events) as an open page
 * holds it, read as text until a pattern shows up or time runs out. A read that loses its race
 * against the timeout is kept for the next call, so no chunk is ever dropped.
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
  let text = '';
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;

  /** True once `pattern` is in what the stream has sent, false if `ms` pass or it ends first. */
  async function readUntil(pattern: RegExp, ms: number): Promise<boolean> {
    const deadline = Date.now() + ms;
    while (!pattern.test(text) && Date.now() < deadline) {
      pending ??= reader.read();
      const chunk = await Promise.race([pending, new Promise<null>((r) => setTimeout(() => r(null), Math.max(0, deadline - Date.now())))]);
      if (!chunk) break;
      pending = null;
      if (chunk.done) break;
      text += decoder.decode(chunk.value, { stream: true });
    }
    return pattern.test(text);
  }

  return { status: res.status, readUntil, close: () => controller.abort() };
}
