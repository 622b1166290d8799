/**
 * The per-itinerary budget of wrong codes over real HTTP (docs/security-codes.md): whatever the
 * number of clients, at most ACCESS_CODE_DAILY_BUDGET wrong access codes and
 * ADMIN_CODE_DAILY_BUDGET wrong admin codes are checked per itinerary a day; past it codes are
 * not compared at all (a right one is refused too), guests already in keep reading, the admin
 * sees the budget, and a new random access code (free itineraries too) restarts it.
 */
import { describe, expect, it } from 'vitest';
import { ACCESS_CODE_DAILY_BUDGET, ACCESS_CODE_LENGTH, ADMIN_CODE_DAILY_BUDGET, CODE_ALPHABET, DAY_MS, MAX_ACCESS_ATTEMPTS } from '../../src/lib/limits';
import type { CodeBudgetStatus, NewAccessCodeResponse } from '../../src/lib/types';
import { TestBrowser } from '../support/http-client';
import { createItinerary, readItinerary } from '../support/itineraries';
import { serverSuite } from '../support/suite';

const suite = serverSuite();

let network = 0;
/** `count` browsers, each from its own address (one address per X-Forwarded-For). */
function clients(count: number): TestBrowser[] {
  network++;
  return Array.from({ length: count }, (_, i) => new TestBrowser(suite.server.url, { 'x-forwarded-for': `10.${network}.${Math.floor(i / 250)}.${(i % 250) + 1}` }));
}

/** A well-formed code that is not `avoid`. */
function wrongCode(avoid: string, n: number, length = ACCESS_CODE_LENGTH): string {
  for (let k = n; ; k++) {
    let code = '';
    let x = k;
    for (let i = 0; i < length; i++) {
      code += CODE_ALPHABET[x % CODE_ALPHABET.length];
      x = Math.floor(x / CODE_ALPHABET.length);
    }
    if (code !== avoid) return code;
  }
}

/**
 * 60 clients × 5 wrong codes (each client stays within its own limit of 5), sent as 5 batches of
 * 60 concurrent requests: what each answered.
 */
async function guessFromManyClients(path: string, field: 'accessCode' | 'adminCode', right: string, length: number) {
  const attackers = clients(60);
  const answers: { status: number; code?: string; message?: string; retryAfter: string | null }[] = [];
  for (let round = 0; round < MAX_ACCESS_ATTEMPTS; round++) {
    const batch = await Promise.all(
      attackers.map(async (b, i) => {
        const res = await b.post(path, { [field]: wrongCode(right, round * 60 + i + 1, length) });
        const body = (await res.json()) as { code?: string; message?: string };
        return { status: res.status, code: body.code, message: body.message, retryAfter: res.headers.get('retry-after') };
      }),
    );
    answers.push(...batch);
  }
  return answers;
}

const budgetOf = (b: TestBrowser, projectId: string) => b.json<CodeBudgetStatus & { code?: string }>('GET', `/api/projects/${projectId}/code-budget`);

describe('the access-code budget of one itinerary', () => {
  // 300 requests at once: on a busy machine and a remote database this takes a while.
  it('checks at most the budget of 300 concurrent wrong codes from 60 clients, then refuses even the right code', { timeout: 120_000 }, async () => {
    // A free itinerary: the one-click new code is security, not customisation.
    const { admin, guest, projectId, accessCode } = await createItinerary(suite, { paid: false });
    const before = await budgetOf(admin, projectId);
    expect(before.res.status).toBe(200);
    expect(before.data.access).toEqual({ used: 0, limit: ACCESS_CODE_DAILY_BUDGET, spent: false, resetsAt: null });

    const answers = await guessFromManyClients(`/api/projects/${projectId}/access`, 'accessCode', accessCode, ACCESS_CODE_LENGTH);
    const checked = answers.filter((a) => a.status === 401);
    const refused = answers.filter((a) => a.status === 429);
    const others = answers.filter((a) => a.status !== 401 && a.status !== 429);
    expect(others).toEqual([]);
    expect(checked.length).toBeLessThanOrEqual(ACCESS_CODE_DAILY_BUDGET);
    // Every client stayed within its own limits, so only the itinerary's budget refused any. On a
    // loaded machine with sqld a handful more were refused than the budget needed (seen: 195 and
    // 197 of 200 checked); never more checked than the budget, which is the rule.
    expect(checked.length).toBeGreaterThanOrEqual(ACCESS_CODE_DAILY_BUDGET - 10);
    expect(refused.length).toBe(300 - checked.length);
    for (const a of refused) {
      expect(a.code).toBe('CODES_PAUSED');
      expect(a.message).toMatch(/^This itinerary is not accepting codes right now\. Please ask your host for the quick link or try again in \d+ hours?\.$/);
      expect(Number(a.retryAfter)).toBeGreaterThan(DAY_MS / 1000 - 600);
      expect(Number(a.retryAfter)).toBeLessThanOrEqual(DAY_MS / 1000);
    }

    // The right code from a new browser is not even compared.
    const [newcomer] = clients(1);
    const right = await newcomer!.post(`/api/projects/${projectId}/access`, { accessCode });
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await right.json()) as { code: string }).code).toBe('CODES_PAUSED');
    expect((await readItinerary(newcomer!, projectId)).status).toBe(401);

    // A browser that entered before keeps reading; the admin keeps editing.
    expect((await readItinerary(guest, projectId)).status).toBe(200);
    expect((await readItinerary(admin, projectId)).role).toBe('admin');

    // The admin sees the notice's data; guests and strangers do not.
    const spent = await budgetOf(admin, projectId);
    expect(spent.data.access.spent).toBe(true);
    expect(spent.data.access.used).toBe(ACCESS_CODE_DAILY_BUDGET);
    const resetsIn = Date.parse(spent.data.access.resetsAt ?? '') - Date.now();
    expect(resetsIn).toBeGreaterThan(DAY_MS - 10 * 60_000);
    expect(resetsIn).toBeLessThanOrEqual(DAY_MS);
    expect(spent.data.admin.spent).toBe(false);
    expect((await budgetOf(guest, projectId)).res.status).toBe(403);
    expect((await budgetOf(newcomer!, projectId)).res.status).toBe(401);
    // Guests cannot make a new code either.
    expect((await guest.post(`/api/projects/${projectId}/access-code`, {})).status).toBe(403);

    // One click: a new random code, accepted at once; the old one is refused; the budget restarts.
    const made = await admin.json<NewAccessCodeResponse>('POST', `/api/projects/${projectId}/access-code`, {});
    expect(made.res.status).toBe(200);
    const fresh = made.data.project.accessCode ?? '';
    expect(fresh).toMatch(new RegExp(`^[${CODE_ALPHABET}]{${ACCESS_CODE_LENGTH}}$`));
    expect(fresh).not.toBe(accessCode);
    expect(made.data.signedOut).toBe(false);
    expect((await budgetOf(admin, projectId)).data.access).toEqual({ used: 0, limit: ACCESS_CODE_DAILY_BUDGET, spent: false, resetsAt: null });

    const [late] = clients(1);
    const old = await late!.post(`/api/projects/${projectId}/access`, { accessCode });
    expect(old.status).toBe(401);
    expect((await late!.post(`/api/projects/${projectId}/access`, { accessCode: fresh })).status).toBe(200);
    expect((await readItinerary(late!, projectId)).status).toBe(200);
    // The guest from before was kept (the default), and the old code's one wrong try counts.
    expect((await readItinerary(guest, projectId)).status).toBe(200);
    expect((await budgetOf(admin, projectId)).data.access.used).toBe(1);
  });

  it('does not count right codes against the budget', async () => {
    const { admin, projectId, accessCode } = await createItinerary(suite);
    const guests = clients(12);
    const answers = await Promise.all(guests.map((b) => b.post(`/api/projects/${projectId}/access`, { accessCode })));
    expect(answers.map((r) => r.status)).toEqual(guests.map(() => 200));
    expect((await budgetOf(admin, projectId)).data.access.used).toBe(0);
  });

  it('refuses the new-code button to guests and to example itineraries', async () => {
    const viewer = suite.browser();
    expect((await viewer.post('/api/projects/example-paris/access', { accessCode: 'EXAMPLE' })).status).toBe(200);
    expect((await viewer.post('/api/projects/example-paris/access-code', {})).status).toBe(403);
    expect((await viewer.get('/api/projects/example-paris/code-budget')).status).toBe(403);
  });
});

describe('the admin-code budget of one itinerary', () => {
  // 300 requests at once: on a busy machine and a remote database this takes a while.
  it('checks at most the budget of 300 concurrent wrong admin codes from 60 clients; admins already in stay', { timeout: 120_000 }, async () => {
    const { admin, guest, projectId, adminCode } = await createItinerary(suite, { paid: false });
    const answers = await guessFromManyClients(`/api/projects/${projectId}/verify-admin`, 'adminCode', adminCode, adminCode.length);
    const checked = answers.filter((a) => a.status === 401);
    const refused = answers.filter((a) => a.status === 429);
    expect(answers.filter((a) => a.status !== 401 && a.code !== 'CODES_PAUSED')).toEqual([]);
    expect(checked.length).toBeLessThanOrEqual(ADMIN_CODE_DAILY_BUDGET);
    expect(checked.length).toBeGreaterThanOrEqual(ADMIN_CODE_DAILY_BUDGET - 10);
    expect(refused.length).toBe(300 - checked.length);
    for (const a of refused) {
      expect(a.code).toBe('CODES_PAUSED');
      expect(a.message).toMatch(/^This itinerary is not accepting admin codes right now\./);
    }

    // The right admin code, even from a guest who is in, is not compared.
    const right = await guest.post(`/api/projects/${projectId}/verify-admin`, { adminCode });
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await readItinerary(guest, projectId)).role).toBe('viewer');

    // The admin stays admin and sees it; the access code is untouched by the admin budget.
    expect((await readItinerary(admin, projectId)).role).toBe('admin');
    const status = await budgetOf(admin, projectId);
    expect(status.data.admin.spent).toBe(true);
    expect(status.data.admin.used).toBe(ADMIN_CODE_DAILY_BUDGET);
    expect(status.data.access.spent).toBe(false);
    const [newcomer] = clients(1);
    const { accessCode } = (await readItinerary(admin, projectId)).project;
    expect((await newcomer!.post(`/api/projects/${projectId}/access`, { accessCode })).status).toBe(200);
  });

  it('restarts the admin budget when the admin changes the admin code', async () => {
    const { admin, projectId, adminCode } = await createItinerary(suite);
    const [attacker] = clients(1);
    expect((await attacker!.post(`/api/projects/${projectId}/verify-admin`, { adminCode: wrongCode(adminCode, 7, 8) })).status).toBe(401);
    expect((await budgetOf(admin, projectId)).data.admin.used).toBe(1);
    const { res } = await admin.json('PUT', `/api/projects/${projectId}/customizations`, { adminCode: 'NEWADMIN9' });
    expect(res.status).toBe(200);
    expect((await budgetOf(admin, projectId)).data.admin.used).toBe(0);
  });
});
