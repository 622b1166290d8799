/**
 * A local stand-in for an OpenAI-compatible chat-completions API on 127.0.0.1 (the AI
 * path is tested against a real HTTP server, never the internet). It records every request and
 * answers with whatever the test sets: a JSON message content, raw text, or an HTTP error.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the SDK sent
export type RecordedRequest = { method: string; path: string; headers: IncomingMessage['headers']; body: any };

export type StandInAnswer =
  /** The assistant message content (a string is sent as is; anything else JSON-encoded). */
  | { content: unknown }
  /** A raw HTTP answer (e.g. status 500). */
  | { status: number; body: string }
  /** Never answers (timeouts). */
  | { hang: true };

export type ChatCompletionsStandIn = {
  /** Base URL for the SDK, ending in /v1. */
  baseURL: string;
  requests: RecordedRequest[];
  answer: (request: RecordedRequest) => StandInAnswer;
  close: () => Promise<void>;
};

export async function startChatCompletionsStandIn(): Promise<ChatCompletionsStandIn> {
  const standIn: ChatCompletionsStandIn = {
    baseURL: '',
    requests: [],
    answer: () => ({ content: { events: [] } }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = Buffer.concat(chunks).toString('utf8');
      }
      const recorded: RecordedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      standIn.requests.push(recorded);
      const answer = standIn.answer(recorded);
      if ('hang' in answer) return;
      if ('status' in answer) {
        res.writeHead(answer.status, { 'Content-Type': 'application/json' });
        res.end(answer.body);
        return;
      }
      const content = typeof answer.content === 'string' ? answer.content : JSON.stringify(answer.content);
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          id: `chatcmpl-${standIn.requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: (body as { model?: string } | null)?.model ?? 'stand-in',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal: null } }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  server.on('connection', (socket) => socket.unref());
  return standIn;
}
