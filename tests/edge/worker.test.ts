/**
 * What the edge build does around the app, under workerd (`npm run preview:edge`): the cron
 * trigger runs the sweeps, a database a Worker cannot open (or a certificate file the preview
 * cannot read) is refused when it starts, and the Worker reaches loopback addresses only, in the
 * preview as in these tests.
 */
import { createClient } from '@libsql/client';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TMP_DIR } from '../support/paths';
import { runServerUntilExit } from '../support/server';
import { serverSuite } from '../support/suite';
import { insertSignedInUser } from '../support/users';

const suite = serverSuite({ TRUST_PROXY: 'true', GEOCODER_URL: 'https://geocoder.invalid/api' });

/** Whether the session row of a `session=<id>.<secret>` token is still there. */
async function sessionExists(token: string) {
  const db = createClient({ url: suite.server.databaseUrl });
  try {
    const result = await db.execute({ sql: 'select count(*) as n from sessions where id = ?', args: [token.split('.')[0] ?? ''] });
    return Number(result.rows[0]?.n) === 1;
  } finally {
    db.close();
  }
}

describe('the edge Worker', () => {
  it('sweeps expired sessions when its cron trigger fires, and keeps the valid ones', async () => {
    const expired = await insertSignedInUser(suite.server.databaseUrl);
    const valid = await insertSignedInUser(suite.server.databaseUrl);
    const db = createClient({ url: suite.server.databaseUrl });
    try {
      await db.execute({ sql: 'update sessions set expires_at = ? where id = ?', args: [Date.now() - 60_000, expired.token.split('.')[0] ?? ''] });
    } finally {
      db.close();
    }
    // The preview fires the trigger at once on this path, as `wrangler dev` does.
    const fired = await fetch(`${suite.server.url}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('* * * * *')}`);
    expect(fired.status).toBe(200);
    expect(await sessionExists(expired.token)).toBe(false);
    expect(await sessionExists(valid.token)).toBe(true);
  });

  it('reaches nothing but loopback addresses: a geocoder elsewhere is refused and search is unavailable', async () => {
    const admin = suite.browser();
    const { data } = await admin.json<{ project: { projectId: string } }>('POST', '/api/projects', { name: 'Offline Trip' });
    const { res, data: answer } = await admin.json('GET', `/api/projects/${data.project.projectId}/geocode?q=Lisbon`);
    expect(res.status).toBe(200);
    expect(answer).toEqual({ results: [], available: false });
    // The gate's log line comes through workerd's output, a moment after the answer.
    await expect
      .poll(() => suite.server.output(), { timeout: 10_000 })
      .toContain('The edge preview reaches loopback addresses only: a request to geocoder.invalid was refused.');
  });

  it('refuses to start on a database file, which a Worker has no disk for', async () => {
    const { code, output } = await runServerUntilExit({ DATABASE_URL: 'file:data/itinerary.db', DATABASE_SYNC_URL: 'http://127.0.0.1:9' });
    expect(code).toBe(1);
    expect(output).toContain('DATABASE_URL must be a libsql://, https:// or wss:// URL of Turso or sqld on the edge build');
    expect(output).toContain('DATABASE_SYNC_URL (an embedded replica) is not available on the edge build');
    expect(output).not.toMatch(/^\s+at /m);
  });

  it('refuses to start when EDGE_EXTRA_CA_CERTS names a file it cannot read', async () => {
    const missing = join(TMP_DIR, 'no-such-ca.pem');
    const { code, output } = await runServerUntilExit({ EDGE_EXTRA_CA_CERTS: missing });
    expect(code).toBe(1);
    expect(output).toContain(`EDGE_EXTRA_CA_CERTS names a file that cannot be read (${missing})`);
  });
});
