/**
 * A database server that refuses part of a burst, as sqld and Turso do: a proxy in front of a
 * real sqld that, while `refuse(n)` is on, answers one in every `n` requests opening a stream
 * with HTTP 429 without passing it on, and passes everything else through unchanged.
 *
 *   const sqld = await startSqld();
 *   const db = await startRefusingDatabase(sqld.url);   // the app's DATABASE_URL = db.url
 *   db.refuse(2);   // every other new stream refused from now on
 *
 * A request opening a stream carries no baton (the Hrana token of an open stream): a statement,
 * a batch, or the first statements of a transaction. Requests inside a stream are always passed
 * on, so a transaction the server has begun is never cut off half-way.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RefusingDatabase = {
  /** The URL to give the app (http://127.0.0.1:<port>). */
  url: string;
  /** Refuses one in every `every` requests opening a stream from now on; 0: none. */
  refuse: (every: number) => void;
  /** How many requests were refused so far. */
  refused: () => number;
  stop: () => Promise<void>;
};

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Whether a Hrana pipeline or cursor request opens a stream: no baton, in JSON or protobuf (field 1). */
function opensStream(path: string, contentType: string, body: Buffer): boolean {
  if (!/\/(pipeline|cursor)$/.test(path)) return false;
  if (contentType.includes('protobuf')) return body[0] !== 0x0a;
  const parsed = JSON.parse(body.toString('utf8')) as { baton?: string | null };
  return parsed.baton === undefined || parsed.baton === null;
}

export async function startRefusingDatabase(target: string): Promise<RefusingDatabase> {
  let every = 0;
  let seen = 0;
  let refused = 0;
  const server: Server = createServer(async (req, res) => {
    try {
      const body = await bodyOf(req);
      const path = req.url ?? '/';
      const contentType = req.headers['content-type'] ?? '';
      if (req.method === 'POST' && every > 0 && opensStream(path, contentType, body) && seen++ % every === 0) {
        refused++;
        res.writeHead(429, { 'content-type': 'text/plain' }).end('Too many concurrent requests');
        return;
      }
      const headers: Record<string, string> = {};
      for (const name of ['content-type', 'authorization']) {
        const value = req.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const answer = await fetch(new URL(path, target), {
        method: req.method ?? 'GET',
        headers,
        body: req.method === 'GET' || req.method === 'HEAD' ? null : new Uint8Array(body),
      });
      const bytes = Buffer.from(await answer.arrayBuffer());
      const answerType = answer.headers.get('content-type');
      res.writeHead(answer.status, answerType ? { 'content-type': answerType } : {}).end(bytes);
    } catch (error) {
      res.writeHead(502, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    refuse: (n) => {
      every = n;
    },
    refused: () => refused,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
