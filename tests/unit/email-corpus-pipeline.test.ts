/**
 * `npm run parse-email` shows what the app would store: for every corpus message, the script's
 * `main()` prints the same events that the receiving pipeline (`receiveEmail`, behind the SMTP
 * listener and POST /api/inbound/email) hands to the store for a user's forwarding address.
 */
process.env.INBOUND_EMAIL_DOMAIN = 'in.itinerary-test.com';
process.env.SITE_URL = 'http://127.0.0.1:4321';

import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/index';
import { users } from '../../db/schema';
import { extractEvents } from '../../src/server/inbound/extract';
import { rotateForwardingAddress } from '../../src/server/inbound/forwarding-address';
import { main } from '../../src/server/inbound/parse-email-cli';
import { readEmail } from '../../src/server/inbound/read-email';
import { receiveEmail, type Envelope, type ReceiveDeps } from '../../src/server/inbound/receive';
import type { ExtractedEvent } from '../../src/server/inbound/types';
import { tempDatabase } from '../support/temp-db';

const CORPUS = fileURLToPath(new URL('../fixtures/corpus/', import.meta.url));
const messages = readdirSync(CORPUS, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.eml'))
  .sort();

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await tempDatabase();
});

/**
 * A forwarding address of a user of its own: the corpus is more messages than one user may have
 * read in an hour (INBOUND_MAIL_PER_USER_PER_HOUR), which is not what this file checks.
 */
async function freshAddress(): Promise<string> {
  const user = { id: crypto.randomUUID(), email: `corpus-${crypto.randomUUID()}@travellers-mail.com` };
  await handle.write((db) => db.insert(users).values(user));
  return (await rotateForwardingAddress(handle, { id: user.id })).address;
}
afterAll(() => handle.client.close());

/** What `npm run parse-email -- <file>` prints, read back from its JSON. */
async function printedEvents(path: string): Promise<unknown[]> {
  let out = '';
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out += typeof chunk === 'string' ? chunk : new TextDecoder().decode(chunk);
    return true;
  });
  try {
    expect(await main(['--', path])).toBe(0);
  } finally {
    write.mockRestore();
  }
  return (JSON.parse(out) as { events: unknown[] }).events;
}

/** The events the pipeline extracts from the raw message, as it hands them to the store. */
async function pipelineEvents(path: string): Promise<ExtractedEvent[]> {
  let extracted: ExtractedEvent[] = [];
  const deps: ReceiveDeps = {
    db: handle,
    readEmail,
    extractEvents: async (content, options) => (extracted = await extractEvents(content, options)),
    maxBytes: 1024 * 1024,
  };
  const envelope: Envelope = { rcptTo: [await freshAddress()], mailFrom: null, remoteAddress: null, heloName: null };
  const outcome = await receiveEmail(readFileSync(path), envelope, deps);
  expect(outcome).toMatchObject({ status: 'stored', users: 1, events: extracted.length });
  return extracted;
}

describe('npm run parse-email and the receiving pipeline', () => {
  it('cover the whole corpus', () => {
    expect(messages.length).toBeGreaterThanOrEqual(80);
  });

  it.each(messages)('%s gives the same events both ways', async (file) => {
    const path = `${CORPUS}${file}`;
    const fromPipeline = JSON.parse(JSON.stringify(await pipelineEvents(path))) as unknown[];
    expect(await printedEvents(path)).toEqual(fromPipeline);
  });
});
