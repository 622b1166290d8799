/**
 * The edge build's Worker (`main` in ./wrangler.jsonc): what the Node server (../node/serve.mjs)
 * does around the app, for Cloudflare Workers.
 *
 * - The configuration is validated when the Worker starts (its settings are the Worker's
 *   variables, in process.env): a bad setting is logged, and every request is answered 500 with
 *   the message naming the variable, the cron trigger fails with it too.
 * - `fetch`: prerendered files with their policy header and the runtime SITE_URL
 *   (./prerendered-files.ts), then Astro's handler (pages, API routes, other static files, the 404
 *   page); every answer gets the security headers it does not set itself.
 * - `scheduled`: the cron trigger runs the scheduled work (../housekeeping/scheduled.ts: the
 *   outbox and the sweeps).
 */
import { handle } from '@astrojs/cloudflare/handler';
// Satori (link preview images, ../og/card.ts) starts its text shaper, HarfBuzz, when it is first
// imported; imported inside a request, that start never completes in workerd (the request is
// cancelled as hung). Imported here, it starts with the Worker, outside any request.
import 'satori/standalone';
import { bodyLimitFor } from '../http/body-limits';
import { config, ConfigError, type AppConfig } from '../core/config';
import { runScheduledTasks } from '../platform/edge/scheduling';
import { useStaticAssets } from '../platform/edge/static-assets';
import { startScheduledTasks } from '../housekeeping/scheduled';
import { withSecurityHeaders } from '../http/security-headers';
import { runtimeSiteRewrite, type SiteRewrite } from '../http/site-rewrite';
import { prerenderedFile, type Assets } from './prerendered-files';

type Env = { ASSETS: Assets } & Record<string, unknown>;
type ExecutionContext = { waitUntil(promise: Promise<unknown>): void; passThroughOnException(): void };
type Handler = Parameters<typeof handle>;

/** The header that marks the start-up refusal, for `npm run preview:edge` (./preview.mjs reads it). */
const CONFIG_ERROR_HEADER = 'X-Itinerary-Config-Error';

type Startup = { ok: true; cfg: AppConfig; site: SiteRewrite | undefined } | { ok: false; message: string };

function start(): Startup {
  try {
    const cfg = config();
    startScheduledTasks(cfg);
    return { ok: true, cfg, site: runtimeSiteRewrite() };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return { ok: false, message: error.message };
  }
}

const startup = start();

function refusal(message: string): Response {
  return withSecurityHeaders(
    new Response(`${message}\n`, {
      status: 500,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', [CONFIG_ERROR_HEADER]: '1' },
    }),
    false,
  );
}

/**
 * A request body the app answered without reading (a refusal: 401, 403…) is read to its end and
 * dropped before the answer goes, up to the route's limit, so that the connection it came on can
 * carry the next request, as the Node server does. A body past the limit is left: that
 * connection closes.
 */
async function discardUnread(request: Request): Promise<void> {
  if (!request.body || request.bodyUsed) return;
  const limit = bodyLimitFor(new URL(request.url).pathname, request.headers.get('content-type')).bytes;
  if (Number(request.headers.get('content-length') ?? 0) > limit) return;
  const reader = request.body.getReader();
  try {
    for (let size = 0; size <= limit; ) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing to keep.
  }
}

/** The response with the security headers added; answers from the assets have fixed headers, so those are copied first. */
function secured(response: Response, isProduction: boolean): Response {
  try {
    return withSecurityHeaders(response, isProduction);
  } catch {
    return withSecurityHeaders(new Response(response.body, response), isProduction);
  }
}

export default {
  async fetch(request: Request, env: Env, context: ExecutionContext): Promise<Response> {
    if (!startup.ok) return refusal(startup.message);
    const { cfg, site } = startup;
    useStaticAssets(env.ASSETS);
    const file = await prerenderedFile(request, env.ASSETS, site);
    if (file) return secured(file, cfg.isProduction);
    const answer = handle(request, env as unknown as Handler[1], context as unknown as Handler[2]);
    // Work this request starts may be awaited by others of this isolate (the database opening,
    // a page being rendered for the page cache): it runs to its end even if this client leaves.
    context.waitUntil(answer.catch(() => undefined));
    const response = await answer;
    await discardUnread(request);
    return secured(response, cfg.isProduction);
  },

  async scheduled(controller: { scheduledTime?: number | Date }, _env: Env, context: ExecutionContext): Promise<void> {
    if (!startup.ok) throw new Error(startup.message);
    context.waitUntil(runScheduledTasks(Number(controller.scheduledTime ?? Date.now())));
  },
};
