/**
 * How the Node server sends bytes: static files precompressed at build time (brotli, gzip or as
 * they are, by Accept-Encoding), hashed assets cached for good, prerendered pages with their own
 * CSP at both URL forms, server-rendered pages and API answers compressed, the live stream left
 * uncompressed and prompt, security headers on all of it, and a cached itinerary page and the
 * itinerary JSON answered with a single database query, or none for a burst.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SESSION_TTL_MS, SESSION_VERIFY_WRITE_MS } from '../../src/lib/limits';
import { SINCE_VERSION_HEADER } from '../../src/lib/live-stream';
import { createItinerary, runSql, sessionIdOf } from '../support/itineraries';
import { openLiveStream } from '../support/live-stream';
import { OUT_DIR, TMP_DIR, buildOrigin } from '../support/paths';
import { serverSuite } from '../support/suite';

const queryLog = join(TMP_DIR, `serving-queries-${process.pid}.log`);
// No scheduled sweep may run a query while the test counts them.
const suite = serverSuite({ TRUST_PROXY: 'true', DATABASE_QUERY_LOG: queryLog, SWEEP_INTERVAL_SECONDS: '86400' });

type Raw = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** A GET whose body arrives exactly as sent (fetch would decompress it). */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, suite.server.url), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(res: Raw): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.body);
  if (encoding === 'gzip') return gunzipSync(res.body);
  expect(encoding).toBeUndefined();
  return res.body;
}

function expectHardened(res: Raw, what: string) {
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options'], what).toBe('DENY');
  expect(res.headers['permissions-policy'], what).toContain('camera=()');
  expect(res.headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
}

const varies = (res: Raw) => String(res.headers.vary ?? '').toLowerCase().includes('accept-encoding');

const queries = () => (existsSync(queryLog) ? readFileSync(queryLog, 'utf8').split('\n').filter(Boolean) : []);

describe('a cached itinerary page', () => {
  it('costs one database query: the session, its grant and the version together', async () => {
    const { guest, projectId } = await createItinerary(suite, { name: 'One Query Weekend' });
    const cookie = { cookie: [...guest.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'accept-encoding': 'gzip' };
    const first = await rawGet(`/project/${projectId}`, cookie);
    expect(first.status).toBe(200);
    writeFileSync(queryLog, '');
    const cached = await rawGet(`/project/${projectId}`, cookie);
    const ran = queries();
    expect(cached.status).toBe(200);
    expect(decoded(cached).toString()).toBe(decoded(first).toString());
    expect(decoded(cached).toString()).toContain('One Query Weekend');
    expect(ran, ran.join('\n')).toHaveLength(1);
    expect(ran[0]).toMatch(/^execute select .*from "sessions".*join "projects".*join "project_grants"/);
    // Compressed, and hardened like every answer.
    expect(cached.headers['content-encoding']).toBe('gzip');
    expect(varies(cached)).toBe(true);
    expectHardened(cached, 'cached page');
    expect(cached.headers['content-security-policy']).toContain('script-src');
    expect(cached.headers['set-cookie']).toBeUndefined();
  });

  it('is rendered, with the renewed cookie, when the session is renewed', async () => {
    const { guest, projectId } = await createItinerary(suite, { name: 'Renewal Weekend' });
    const cookie = () => ({ cookie: [...guest.cookies].map(([k, v]) => `${k}=${v}`).join('; ') });
    expect((await rawGet(`/project/${projectId}`, cookie())).status).toBe(200);
    // Less than half the session's life left (it began long ago): the next request moves its expiry forward.
    const soon = Date.now() + SESSION_TTL_MS / 4;
    await runSql(suite, 'UPDATE sessions SET created_at = ?, expires_at = ? WHERE id = ?', [soon - SESSION_TTL_MS, soon, sessionIdOf(guest)]);
    const renewed = await rawGet(`/project/${projectId}`, cookie());
    expect(renewed.status).toBe(200);
    expect(String(renewed.headers['set-cookie'])).toMatch(/^session=/);
    const expires = await runSql(suite, 'SELECT expires_at FROM sessions WHERE id = ?', [sessionIdOf(guest)]);
    expect(Number(expires.rows[0]?.expires_at)).toBeGreaterThan(soon);
    // A session that is not this itinerary's guest gets no cached copy of it.
    const stranger = suite.browser();
    await stranger.post('/api/projects', { name: 'Elsewhere' });
    const refused = await rawGet(`/project/${projectId}`, { cookie: [...stranger.cookies].map(([k, v]) => `${k}=${v}`).join('; ') });
    expect(refused.status).toBeGreaterThanOrEqual(300);
    expect(refused.body.toString()).not.toContain('Renewal Weekend');
  });
});

describe('the access memo of cached pages', () => {
  const cookieOf = (browser: { cookies: Map<string, string> }) => ({
    cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
  });

  it('answers a burst from memory, and forgets at once when this server handles a write', async () => {
    const { guest, projectId } = await createItinerary(suite, { name: 'Burst Weekend' });
    expect((await rawGet(`/project/${projectId}`, cookieOf(guest))).status).toBe(200);
    expect((await rawGet(`/project/${projectId}`, cookieOf(guest))).status).toBe(200);
    writeFileSync(queryLog, '');
    const again = await rawGet(`/project/${projectId}`, cookieOf(guest));
    expect(again.status).toBe(200);
    expect(queries()).toHaveLength(0);

    // The guest leaves: the very next request with the same cookie gets no page.
    const cookie = cookieOf(guest);
    expect((await guest.request('DELETE', `/api/projects/${projectId}/access`)).status).toBeLessThan(300);
    const after = await rawGet(`/project/${projectId}`, cookie);
    expect(after.status).toBeGreaterThanOrEqual(300);
    expect(after.body.toString()).not.toContain('Burst Weekend');
  });

  it('forgets on a write to one itinerary only that itinerary’s rows, and on any other write all of them', async () => {
    const edited = await createItinerary(suite, { name: 'Edited Weekend' });
    const quiet = await createItinerary(suite, { name: 'Quiet Weekend' });
    const quietPage = () => rawGet(`/project/${quiet.projectId}`, cookieOf(quiet.guest));
    const editedJson = () => rawGet(`/api/projects/${edited.projectId}/itinerary`, cookieOf(edited.guest));
    expect((await quietPage()).status).toBe(200);
    expect((await editedJson()).status).toBe(200);
    expect((await quietPage()).status).toBe(200);
    const created = await edited.admin.post(`/api/projects/${edited.projectId}/events`, { title: 'Late addition', datetime: '2030-06-14T10:00:00.000Z' });
    expect(created.status).toBe(201);
    writeFileSync(queryLog, '');
    expect((await quietPage()).status).toBe(200);
    expect(queries()).toHaveLength(0);
    // The edited itinerary's row was forgotten: the change counts at once.
    expect(decoded(await editedJson()).toString()).toContain('Late addition');
    expect(queries().length).toBeGreaterThan(0);
    // A write outside any itinerary's API (here a new itinerary) forgets every row.
    await suite.browser().post('/api/projects', { name: 'Elsewhere' });
    writeFileSync(queryLog, '');
    expect((await quietPage()).status).toBe(200);
    expect(queries()).toHaveLength(1);
  });

  it('sees a change made by another process within a second', async () => {
    const { guest, projectId } = await createItinerary(suite, { name: 'Other Process Weekend' });
    expect((await rawGet(`/project/${projectId}`, cookieOf(guest))).status).toBe(200);
    expect((await rawGet(`/project/${projectId}`, cookieOf(guest))).status).toBe(200);
    // As another server would: the grant goes behind this one's back.
    await runSql(suite, 'DELETE FROM project_grants WHERE session_id = ?', [sessionIdOf(guest)]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await rawGet(`/project/${projectId}`, cookieOf(guest));
    expect(after.status).toBeGreaterThanOrEqual(300);
    expect(after.body.toString()).not.toContain('Other Process Weekend');
  });
});

describe('the itinerary JSON (what a live update refetches) and its events', () => {
  const cookieOf = (browser: { cookies: Map<string, string> }) => ({
    cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
  });
  const jsonOf = (res: Raw) => JSON.parse(decoded(res).toString()) as { project: { version: number; adminCode?: string }; events: { title: string; privateNotes?: string | null }[] };

  it('is answered from memory for a burst, with the bytes and headers the app sends', async () => {
    const { admin, guest, projectId } = await createItinerary(suite, { name: 'JSON Burst Weekend' });
    const created = await admin.post(`/api/projects/${projectId}/events`, { title: 'Harbour walk', datetime: '2030-06-14T10:00:00.000Z', description: 'Meet at the pier. '.repeat(80) });
    expect(created.status).toBe(201);
    const headers = { ...cookieOf(guest), 'accept-encoding': 'gzip, deflate, br' };
    // Its last check is due: the app answers (and notes the check), as it did before this path.
    await runSql(suite, 'UPDATE sessions SET last_verified_at = ? WHERE id = ?', [Date.now() - 2 * SESSION_VERIFY_WRITE_MS, sessionIdOf(guest)]);
    for (const part of ['itinerary', 'events'] as const) {
      const path = `/api/projects/${projectId}/${part}`;
      const fromApp = await rawGet(path, headers);
      expect(fromApp.status, path).toBe(200);
      expect((await rawGet(path, headers)).status, path).toBe(200);
      writeFileSync(queryLog, '');
      const fromMemory = await rawGet(path, headers);
      expect(queries(), path).toHaveLength(0);
      expect(fromMemory.status, path).toBe(200);
      expect(decoded(fromMemory).equals(decoded(fromApp)), path).toBe(true);
      expect(decoded(fromMemory).toString(), path).toContain('Harbour walk');
      for (const name of ['content-type', 'cache-control', 'content-encoding', 'vary']) expect(fromMemory.headers[name], `${path} ${name}`).toBe(fromApp.headers[name]);
      expect(fromMemory.headers['content-encoding'], path).toBe('br');
      expect(Number(fromMemory.headers['content-length']), path).toBe(fromMemory.body.length);
      expect(fromMemory.headers['cache-control'], path).toBe('no-store');
      expect(fromMemory.headers['set-cookie'], path).toBeUndefined();
      expectHardened(fromMemory, path);
      const plain = await rawGet(path, cookieOf(guest));
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      expect(plain.body.equals(decoded(fromApp)), path).toBe(true);
    }
  });

  it('reads the access again for a version newer than the one it remembers, as after a change through another process', async () => {
    const { guest, projectId } = await createItinerary(suite, { name: 'JSON Since Weekend' });
    const path = `/api/projects/${projectId}/itinerary`;
    expect((await rawGet(path, cookieOf(guest))).status).toBe(200);
    const remembered = jsonOf(await rawGet(path, cookieOf(guest))).project.version;
    // As another server would on a change every guest sees: the versions move behind this one's
    // back, and the live stream tells the page (a guest is told the public version).
    await runSql(suite, 'UPDATE projects SET version = version + 1, public_version = public_version + 1 WHERE project_id = ?', [projectId]);
    const announced = remembered + 1;
    const fetched = jsonOf(await rawGet(`${path}?since=${announced}`, cookieOf(guest)));
    expect(fetched.project.version).toBe(announced);
  });

  it('answers the page the live stream announced, not the one it remembers, when the page’s script asks for it', async () => {
    const { guest, projectId } = await createItinerary(suite, { name: 'Page Since Weekend' });
    const path = `/project/${projectId}`;
    const versionOf = (res: Raw) => Number(/data-version="(\d+)"/.exec(decoded(res).toString())?.[1]);
    expect((await rawGet(path, { ...cookieOf(guest), 'accept-encoding': 'br' })).status).toBe(200);
    const remembered = versionOf(await rawGet(path, { ...cookieOf(guest), 'accept-encoding': 'br' }));
    expect(remembered).toBeGreaterThan(0);
    // As another server would on a change every guest sees: the versions move behind this one's
    // back, and the live stream tells the page (a guest is told the public version).
    await runSql(suite, 'UPDATE projects SET version = version + 1, public_version = public_version + 1 WHERE project_id = ?', [projectId]);
    const fetched = await rawGet(path, { ...cookieOf(guest), 'accept-encoding': 'br', [SINCE_VERSION_HEADER]: String(remembered + 1) });
    expect(fetched.status).toBe(200);
    expect(versionOf(fetched)).toBe(remembered + 1);
  });

  it('shows a change made through this server at once, and a viewer never the organiser’s', async () => {
    const { admin, guest, projectId } = await createItinerary(suite, { name: 'JSON Change Weekend' });
    const path = `/api/projects/${projectId}/itinerary`;
    const before = jsonOf(await rawGet(path, cookieOf(guest)));
    expect(jsonOf(await rawGet(path, cookieOf(guest))).project.version).toBe(before.project.version);
    const created = await admin.post(`/api/projects/${projectId}/events`, { title: 'Secret picnic', datetime: '2030-06-14T10:00:00.000Z', privateNotes: 'Order the cake' });
    expect(created.status).toBe(201);
    // The organiser reads first: the organiser's JSON is kept, and is never a viewer's.
    const asAdmin = jsonOf(await rawGet(path, cookieOf(admin)));
    expect(asAdmin.project.adminCode).toBeTruthy();
    expect(asAdmin.events.map((e) => e.privateNotes)).toEqual(['Order the cake']);
    for (const read of [await rawGet(path, cookieOf(guest)), await rawGet(`/api/projects/${projectId}/events`, cookieOf(guest))]) {
      expect(read.status).toBe(200);
      const text = decoded(read).toString();
      expect(text).toContain('Secret picnic');
      expect(text).not.toContain('Order the cake');
      expect(text).not.toContain('adminCode');
    }
    const after = jsonOf(await rawGet(path, cookieOf(guest)));
    expect(after.project.version).toBeGreaterThan(before.project.version);

    // The guest leaves: the same cookie gets no itinerary at once, and a browser without a grant never did.
    const cookie = cookieOf(guest);
    expect((await guest.request('DELETE', `/api/projects/${projectId}/access`)).status).toBeLessThan(300);
    const gone = await rawGet(path, cookie);
    expect(gone.status).toBe(401);
    expect(JSON.parse(gone.body.toString())).toMatchObject({ code: 'UNAUTHORIZED' });
    const stranger = suite.browser();
    await stranger.post('/api/projects', { name: 'Elsewhere' });
    for (const part of ['itinerary', 'events']) {
      const refused = await rawGet(`/api/projects/${projectId}/${part}`, cookieOf(stranger));
      expect(refused.status).toBe(401);
      expect(refused.body.toString()).not.toContain('Secret picnic');
    }
  });
});

describe('static files', () => {
  const assets = join(OUT_DIR, 'client', '_astro');
  const script = readdirSync(assets)
    .filter((name) => name.endsWith('.js') && existsSync(join(assets, `${name}.br`)) && existsSync(join(assets, `${name}.gz`)))
    .sort((a, b) => readFileSync(join(assets, b)).length - readFileSync(join(assets, a)).length)[0];

  it('send hashed scripts as brotli, gzip or as they are, cached for good', async () => {
    expect(script).toBeDefined();
    const original = readFileSync(join(assets, script!));
    const path = `/_astro/${script}`;
    const br = await rawGet(path, { 'accept-encoding': 'br, gzip' });
    const gzip = await rawGet(path, { 'accept-encoding': 'gzip' });
    const plain = await rawGet(path);
    for (const [res, encoding] of [[br, 'br'], [gzip, 'gzip'], [plain, undefined]] as const) {
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(decoded(res).equals(original)).toBe(true);
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(varies(res)).toBe(true);
      expectHardened(res, `${path} ${encoding ?? 'identity'}`);
    }
    expect(br.body.length).toBeLessThan(gzip.body.length);
    expect(gzip.body.length).toBeLessThan(original.length);
    // Revalidation: the same encoding's ETag gets 304, still hardened.
    const again = await rawGet(path, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expectHardened(again, '304');
    // q=0 refuses an encoding.
    expect((await rawGet(path, { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    // The compressed copies are not files of their own.
    expect((await rawGet(`${path}.br`)).status).toBe(404);
  });

  it('send prerendered pages compressed at /faq and /faq/, with the CSP Astro wrote for them', async () => {
    const headers = JSON.parse(readFileSync(join(OUT_DIR, '_headers.json'), 'utf8')) as { pathname: string; headers: { key: string; value: string }[] }[];
    const csp = headers.find((h) => h.pathname === '/faq')?.headers.find((h) => h.key.toLowerCase() === 'content-security-policy')?.value;
    expect(csp).toContain('script-src');
    // The server runs with its own SITE_URL, which it writes in place of the build's.
    const html = Buffer.from(readFileSync(join(OUT_DIR, 'client', 'faq', 'index.html'), 'utf8').replaceAll(buildOrigin(), new URL(suite.server.url).origin));
    for (const path of ['/faq', '/faq/']) {
      for (const encoding of ['br', 'gzip'] as const) {
        const res = await rawGet(path, { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : 'gzip' });
        expect(res.status, path).toBe(200);
        expect(res.headers['content-encoding'], path).toBe(encoding);
        expect(decoded(res).equals(html), path).toBe(true);
        expect(res.headers['content-type'], path).toBe('text/html; charset=utf-8');
        expect(res.headers['content-security-policy'], path).toBe(csp);
        expect(res.headers['cache-control'], path).not.toContain('immutable');
        expect(varies(res), path).toBe(true);
        expectHardened(res, path);
      }
    }
    const icon = await rawGet('/favicon.ico');
    expect(icon.status).toBe(200);
    expect(icon.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(icon.headers['cache-control']).not.toContain('immutable');
    expectHardened(icon, 'favicon');
    // Not a file: the app answers, with its 404 page.
    const missing = await rawGet('/_astro/missing.js', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    expectHardened(missing, 'missing asset');
  });
});

describe('server-rendered answers', () => {
  it('are compressed for browsers that accept it', async () => {
    const { admin, guest, projectId } = await createItinerary(suite, { name: 'Compressed Weekend' });
    for (let i = 0; i < 4; i++) {
      const res = await admin.post(`/api/projects/${projectId}/events`, {
        title: `Stop ${i + 1}`,
        datetime: `2030-06-1${i}T10:00:00.000Z`,
        location: 'Pier 39, San Francisco',
        description: 'Meet in the lobby ten minutes early. Bring water, sunscreen and a light jacket.',
      });
      expect(res.status).toBe(201);
    }
    const cookie = { cookie: [...guest.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    for (const path of ['/access/example-wedding', `/api/projects/${projectId}/itinerary`]) {
      const br = await rawGet(path, { ...cookie, 'accept-encoding': 'gzip, deflate, br' });
      const gzip = await rawGet(path, { ...cookie, 'accept-encoding': 'gzip' });
      const plain = await rawGet(path, cookie);
      expect(br.headers['content-encoding'], path).toBe('br');
      expect(gzip.headers['content-encoding'], path).toBe('gzip');
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      for (const res of [br, gzip, plain]) {
        expect(res.status, path).toBe(200);
        expect(varies(res), path).toBe(true);
        expectHardened(res, path);
      }
      expect(br.body.length).toBeLessThan(plain.body.length);
      expect(gzip.body.length).toBeLessThan(plain.body.length);
      if (path.startsWith('/api/')) {
        expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(Number(br.headers['content-length'])).toBe(br.body.length);
        const parsed = JSON.parse(plain.body.toString()) as unknown;
        expect(JSON.stringify(parsed)).toContain('Stop 4');
        expect(JSON.parse(decoded(br).toString())).toEqual(parsed);
        expect(JSON.parse(decoded(gzip).toString())).toEqual(parsed);
      } else {
        expect(decoded(br).toString()).toContain('</html>');
        expect(decoded(gzip).toString()).toContain('</html>');
      }
    }
    // A few hundred bytes are not worth compressing: sent as they are, with their length.
    const small = await rawGet('/api/projects/example-wedding/preview', { 'accept-encoding': 'br, gzip' });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(Number(small.headers['content-length'])).toBe(small.body.length);
    expectHardened(small, 'small JSON');
  });

  it('leave the live stream uncompressed, and its events prompt', async () => {
    const { admin, guest, projectId } = await createItinerary(suite, { name: 'Live Weekend' });
    Object.assign(guest.headers, { 'accept-encoding': 'gzip, deflate, br' });
    const stream = await openLiveStream(suite.server.url, guest, projectId);
    try {
      expect(stream.status).toBe(200);
      expect(await stream.readUntil(/event: version\ndata: \{"version":\d+\}/, 5000)).toBe(true);
      const created = await admin.post(`/api/projects/${projectId}/events`, {
        title: 'Boat trip',
        datetime: '2030-06-14T10:00:00.000Z',
        location: 'Pier 39, San Francisco',
      });
      expect(created.status).toBe(201);
      const { rows } = await runSql(suite, 'SELECT version FROM projects WHERE project_id = ?', [projectId]);
      // The change reaches the open page within the poll interval (about a second).
      expect(await stream.readUntil(new RegExp(`"version":${String(rows[0]?.version)}\\}`), 5000)).toBe(true);
    } finally {
      stream.close();
    }
    const head = await new Promise<IncomingHttpHeaders>((resolve, reject) => {
      const req = httpRequest(new URL(`/api/projects/${projectId}/live`, suite.server.url), {
        headers: { cookie: [...guest.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'accept-encoding': 'gzip, br' },
      }, (res) => {
        resolve(res.headers);
        res.destroy();
      });
      req.on('error', reject);
      req.end();
    });
    expect(head['content-type']).toMatch(/^text\/event-stream/);
    expect(head['content-encoding']).toBeUndefined();
    expect(head['x-content-type-options']).toBe('nosniff');
  });
});
