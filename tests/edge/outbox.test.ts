/**
 * The outbox on the edge build, under workerd: the cron trigger sends what is due through the
 * HTTP mail API, each message once (the stand-in honours the Idempotency-Key the Worker sends), and
 * a message the API refuses for now waits for a later trigger.
 */
import { createClient } from '@libsql/client';
import { afterAll, describe, expect, it } from 'vitest';
import { startMailApiStandIn } from '../support/mail-api-stand-in.mjs';
import { createItinerary } from '../support/itineraries';
import { serverSuite } from '../support/suite';

const api = await startMailApiStandIn();
const suite = serverSuite({ TRUST_PROXY: 'true', MAIL_API_URL: api.url, MAIL_API_KEY: api.apiKey, MAIL_FROM: 'Itinerary <reminders@itinerary.example>' });
afterAll(() => api.close());

const fire = () => fetch(`${suite.server.url}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('* * * * *')}`);

describe('the outbox under workerd', () => {
  it('sends due messages when the cron trigger fires, once each, and keeps one the API refuses for later', async () => {
    const trip = await createItinerary(suite, { name: 'Edge Outbox Weekend' });
    const db = createClient({ url: suite.server.databaseUrl });
    try {
      const project = await db.execute({ sql: 'SELECT id FROM projects WHERE project_id = ?', args: [trip.projectId] });
      const insert = (key: string, subject: string, dueAt: number) =>
        db.execute({
          sql: "INSERT INTO outbox_messages (project_id, kind, recipient, dedupe_key, payload, due_at) VALUES (?, 'email', ?, ?, ?, ?)",
          args: [Number(project.rows[0]?.id), `email:${key}`, key, JSON.stringify({ to: `${key}@example.com`, subject, text: subject, html: `<p>${subject}</p>` }), dueAt],
        });
      await insert('due-1', 'Tomorrow: dinner at 19:00', Date.now() - 1000);
      await insert('due-2', 'Tomorrow: the hike at 08:00', Date.now() - 1000);
      await insert('later', 'Not yet', Date.now() + 3_600_000);
      expect((await fire()).status).toBe(200);
      await api.waitForMessages(2, 10_000);
      expect(api.messages.map((m) => m.body.subject).sort()).toEqual(['Tomorrow: dinner at 19:00', 'Tomorrow: the hike at 08:00']);
      expect(api.messages.every((m) => /^<outbox-\d+@/.test(m.idempotencyKey ?? ''))).toBe(true);
      await expect
        .poll(async () => (await db.execute("SELECT dedupe_key, state FROM outbox_messages ORDER BY id")).rows.map((r) => [r.dedupe_key, r.state]), { timeout: 10_000 })
        .toEqual([
          ['due-1', 'sent'],
          ['due-2', 'sent'],
          ['later', 'pending'],
        ]);

      // The API is down: the message stays pending with its error, and goes on a later trigger.
      api.reject = { status: 503, name: 'application_error', message: 'Down for a moment' };
      await insert('retry', 'Sent when the API is back', Date.now() - 1000);
      expect((await fire()).status).toBe(200);
      await expect.poll(async () => (await db.execute("SELECT attempts FROM outbox_messages WHERE dedupe_key = 'retry'")).rows[0]?.attempts, { timeout: 10_000 }).toBe(1);
      api.reject = null;
      await db.execute("UPDATE outbox_messages SET due_at = 0 WHERE dedupe_key = 'retry'");
      expect((await fire()).status).toBe(200);
      await api.waitForMessages(3, 10_000);
      expect(api.messages.at(-1)?.body.subject).toBe('Sent when the API is back');
      expect(api.messages).toHaveLength(3);
    } finally {
      db.close();
    }
  });
});
