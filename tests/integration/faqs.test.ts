/** The FAQ API over real HTTP: paid only, admin only, order kept, reorder checked. */
import { createClient } from '@libsql/client';
import { describe, expect, it } from 'vitest';
import type { TestBrowser } from '../support/http-client';
import { serverSuite } from '../support/suite';

const suite = serverSuite();

async function itinerary(paid: boolean) {
  const admin = suite.browser();
  const { data } = await admin.json<{ project: { projectId: string; accessCode: string } }>('POST', '/api/projects', { name: 'FAQ Trip' });
  if (paid) {
    const db = createClient({ url: suite.server.databaseUrl });
    await db.execute({ sql: 'update projects set is_paid = 1 where project_id = ?', args: [data.project.projectId] });
    db.close();
  }
  const guest = suite.browser();
  await guest.post(`/api/projects/${data.project.projectId}/access`, { accessCode: data.project.accessCode });
  return { admin, guest, projectId: data.project.projectId };
}

const faq = (q: string) => ({ question: q, answer: `Answer to ${q}` });
const list = async (b: TestBrowser, id: string) =>
  (await b.json<{ id: number; question: string; order: number }[]>('GET', `/api/projects/${id}/faqs`)).data;

describe('FAQs', () => {
  it('are blocked on an unpaid itinerary with TRIAL_FAQ_BLOCKED', async () => {
    const { admin, projectId } = await itinerary(false);
    const { res, data } = await admin.json<{ code: string }>('POST', `/api/projects/${projectId}/faqs`, faq('Parking?'));
    expect(res.status).toBe(403);
    expect(data.code).toBe('TRIAL_FAQ_BLOCKED');
  });

  it('are created in order, edited and deleted by an admin only', async () => {
    const { admin, guest, projectId } = await itinerary(true);
    expect((await guest.post(`/api/projects/${projectId}/faqs`, faq('Nope?'))).status).toBe(403);
    expect((await suite.browser().post(`/api/projects/${projectId}/faqs`, faq('Nope?'))).status).toBe(401);
    const created = [];
    for (const q of ['Parking?', 'Dress code?', 'Kids welcome?']) {
      const { res, data } = await admin.json<{ id: number; order: number }>('POST', `/api/projects/${projectId}/faqs`, faq(q));
      expect(res.status).toBe(201);
      created.push(data);
    }
    expect(created.map((f) => f.order)).toEqual([0, 1, 2]);
    expect((await list(guest, projectId)).map((f) => f.question)).toEqual(['Parking?', 'Dress code?', 'Kids welcome?']);

    const edit = await admin.json<{ question: string }>('PUT', `/api/projects/${projectId}/faqs/${created[1]!.id}`, faq('What to wear?'));
    expect(edit.data.question).toBe('What to wear?');
    expect((await guest.request('PUT', `/api/projects/${projectId}/faqs/${created[1]!.id}`, faq('x'))).status).toBe(403);
    expect((await admin.delete(`/api/projects/${projectId}/faqs/${created[0]!.id}`)).status).toBe(200);
    expect((await admin.delete(`/api/projects/${projectId}/faqs/${created[0]!.id}`)).status).toBe(404);
    expect((await list(guest, projectId)).map((f) => f.question)).toEqual(['What to wear?', 'Kids welcome?']);
  });

  it('places a new FAQ first when asked, in the one write that creates it', async () => {
    const { admin, guest, projectId } = await itinerary(true);
    for (const [q, at] of [['Parking?', undefined], ['Dress code?', 'last'], ['First of all?', 'first'], ['Even before?', 'first']] as const) {
      const res = await admin.post(`/api/projects/${projectId}/faqs`, { ...faq(q), ...(at ? { at } : {}) });
      expect(res.status).toBe(201);
    }
    expect((await list(guest, projectId)).map((f) => f.question)).toEqual(['Even before?', 'First of all?', 'Parking?', 'Dress code?']);
    // Anything else is refused, and nothing is created.
    const wrong = await admin.json<{ message: string }>('POST', `/api/projects/${projectId}/faqs`, { ...faq('Middle?'), at: 'middle' });
    expect(wrong.res.status).toBe(400);
    expect(await list(guest, projectId)).toHaveLength(4);
  });

  it('validates questions and answers and changes nothing', async () => {
    const { admin, projectId } = await itinerary(true);
    const bad = await admin.json<{ message: string }>('POST', `/api/projects/${projectId}/faqs`, { question: '  ', answer: 'x' });
    expect(bad.res.status).toBe(400);
    expect(bad.data.message).toBe('Please enter a question.');
    const noAnswer = await admin.json<{ message: string }>('POST', `/api/projects/${projectId}/faqs`, { question: 'Q?', answer: '' });
    expect(noAnswer.data.message).toBe('Please enter an answer.');
    expect(await list(admin, projectId)).toHaveLength(0);
  });

  it('reorders exactly the itinerary’s FAQs, and refuses anything else', async () => {
    const { admin, projectId } = await itinerary(true);
    const ids: number[] = [];
    for (const q of ['A?', 'B?', 'C?']) ids.push((await admin.json<{ id: number }>('POST', `/api/projects/${projectId}/faqs`, faq(q))).data.id);
    const other = await itinerary(true);
    const foreign = (await other.admin.json<{ id: number }>('POST', `/api/projects/${other.projectId}/faqs`, faq('X?'))).data.id;

    for (const faqIds of [[ids[0], ids[1]], [...ids, foreign], [ids[0], ids[0], ids[1]], [ids[2], ids[1], foreign]]) {
      const res = await admin.request('PUT', `/api/projects/${projectId}/faqs/reorder`, { faqIds });
      expect(res.status).toBe(400);
    }
    expect((await list(admin, projectId)).map((f) => f.question)).toEqual(['A?', 'B?', 'C?']);

    const res = await admin.json<{ question: string }[]>('PUT', `/api/projects/${projectId}/faqs/reorder`, { faqIds: [ids[2], ids[0], ids[1]] });
    expect(res.res.status).toBe(200);
    expect(res.data.map((f) => f.question)).toEqual(['C?', 'A?', 'B?']);
    expect((await list(admin, projectId)).map((f) => f.question)).toEqual(['C?', 'A?', 'B?']);
  });
});
