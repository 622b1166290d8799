/**
 * Who may write what: every write endpoint of the organiser's tools × {no
 * grant, viewer, admin of another itinerary, admin}. Only the admin succeeds; everyone else gets
 * 401/403 and nothing in the database moves. Example itineraries refuse every write, even to a
 * browser holding an admin grant; invalid bodies get 400 with a readable message and change
 * nothing; an unpaid itinerary answers each paid-only action with its trial code.
 *
 * The table is the list of write endpoints: a new one gets a row. POST …/verify-admin is not in
 * it on purpose: it is how a browser becomes admin, so anyone may call it (its own tests cover
 * the codes and rate limits).
 */
import { mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMINDER_MESSAGES } from '../../src/lib/messages';
import { insertUnclaimedEvent, signIn } from '../support/dashboard';
import type { TestBrowser } from '../support/http-client';
import { createItinerary, readItinerary, runSql, sessionIdOf } from '../support/itineraries';
import { TMP_DIR } from '../support/paths';
import { serverSuite } from '../support/suite';

mkdirSync(TMP_DIR, { recursive: true });
const outboxDir = mkdtempSync(join(TMP_DIR, 'matrix-outbox-'));
const suite = serverSuite({ TRUST_PROXY: 'true', MAIL_OUTBOX_DIR: outboxDir });

/** The itinerary a row writes to, with one event and two FAQs to edit, delete and reorder. */
type Target = { projectId: string; eventId: number; faqIds: number[] };

type WriteEndpoint = {
  name: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: (t: Target) => string;
  body?: (t: Target) => unknown;
  /** The admin's status on a paid itinerary. */
  success: number;
  /** A body the endpoint's schema refuses, and the message it answers with. */
  invalid?: { body: (t: Target) => unknown; message: string };
  /** False for a write that stores nothing itself (e.g. asking for an upload URL). */
  changesItinerary?: boolean;
};

const event = { title: 'Harbour walk', datetime: '2031-05-01T10:00:00Z', location: 'Harbour' };

const WRITE_ENDPOINTS: WriteEndpoint[] = [
  {
    name: 'POST events',
    method: 'POST',
    path: (t) => `/api/projects/${t.projectId}/events`,
    body: () => event,
    success: 201,
    invalid: { body: () => ({ ...event, title: '  ' }), message: 'Please enter an event title.' },
  },
  {
    name: 'PUT events/{id}',
    method: 'PUT',
    path: (t) => `/api/projects/${t.projectId}/events/${t.eventId}`,
    body: () => ({ ...event, title: 'Renamed walk' }),
    success: 200,
    invalid: { body: () => ({ ...event, datetime: 'tomorrow-ish' }), message: 'Please choose a date and time.' },
  },
  {
    name: 'DELETE events/{id}',
    method: 'DELETE',
    path: (t) => `/api/projects/${t.projectId}/events/${t.eventId}`,
    success: 200,
  },
  {
    name: 'POST faqs',
    method: 'POST',
    path: (t) => `/api/projects/${t.projectId}/faqs`,
    body: () => ({ question: 'Parking?', answer: 'Behind the hotel.' }),
    success: 201,
    invalid: { body: () => ({ question: 'Parking?', answer: '' }), message: 'Please enter an answer.' },
  },
  {
    name: 'PUT faqs/{id}',
    method: 'PUT',
    path: (t) => `/api/projects/${t.projectId}/faqs/${t.faqIds[0]}`,
    body: () => ({ question: 'Dress code?', answer: 'Smart casual.' }),
    success: 200,
    invalid: { body: () => ({ question: ' ', answer: 'Smart casual.' }), message: 'Please enter a question.' },
  },
  {
    name: 'DELETE faqs/{id}',
    method: 'DELETE',
    path: (t) => `/api/projects/${t.projectId}/faqs/${t.faqIds[0]}`,
    success: 200,
  },
  {
    name: 'PUT faqs/reorder',
    method: 'PUT',
    path: (t) => `/api/projects/${t.projectId}/faqs/reorder`,
    body: (t) => ({ faqIds: [...t.faqIds].reverse() }),
    success: 200,
    invalid: { body: (t) => ({ faqIds: [t.faqIds[0], 1.5] }), message: 'FAQ ids are whole numbers.' },
  },
  {
    name: 'PUT customizations',
    method: 'PUT',
    path: (t) => `/api/projects/${t.projectId}/customizations`,
    body: () => ({ selectedFont: 'classy', customColors: { primary: '#2563eb', secondary: '#14b8a6', accent: '#f59e0b' } }),
    success: 200,
    invalid: { body: () => ({ titleFont: 'wingdings' }), message: 'Please choose a title font from the list.' },
  },
  {
    name: 'PATCH owner',
    method: 'PATCH',
    path: (t) => `/api/projects/${t.projectId}/owner`,
    body: () => ({ ownerName: 'Ana', ownerEmail: 'ana@example.com' }),
    success: 200,
    invalid: { body: () => ({ ownerName: 'Ana', ownerEmail: '' }), message: 'Please enter your email address.' },
  },
  {
    name: 'POST images/upload-url',
    method: 'POST',
    path: (t) => `/api/projects/${t.projectId}/images/upload-url`,
    body: () => ({ contentType: 'image/jpeg', size: 1000 }),
    success: 200,
    changesItinerary: false,
    invalid: { body: () => ({ contentType: 'image/svg+xml', size: 1000 }), message: 'Please upload a JPEG, PNG or WebP image.' },
  },
  {
    name: 'POST images',
    method: 'POST',
    path: (t) => `/api/projects/${t.projectId}/images`,
    // An empty list saved over an empty list: allowed, and nothing to re-encode.
    body: () => ({ imageUrls: [] }),
    success: 200,
    changesItinerary: false,
    invalid: { body: () => ({ imageUrls: Array.from({ length: 6 }, (_, i) => `/uploads/x${i}.jpg`) }), message: 'You can only upload up to 5 images.' },
  },
  {
    name: 'PUT travel-settings',
    method: 'PUT',
    path: (t) => `/api/projects/${t.projectId}/travel-settings`,
    body: () => ({ guestsSeeTravel: false }),
    success: 200,
    invalid: { body: () => ({ guestsSeeTravel: 'off' }), message: 'Please choose on or off.' },
  },
  {
    name: 'PUT reminder-defaults',
    method: 'PUT',
    path: (t) => `/api/projects/${t.projectId}/reminder-defaults`,
    body: () => ({ digest: false, digestAt: '20:00', before: true, beforeMinutes: 60 }),
    success: 200,
    invalid: { body: () => ({ digest: true, digestAt: '25:00', before: true, beforeMinutes: 60 }), message: REMINDER_MESSAGES.digestAt },
  },
  {
    name: 'PUT events/{id}/rsvp-settings',
    method: 'PUT',
    path: (t) => `/api/projects/${t.projectId}/events/${t.eventId}/rsvp-settings`,
    body: () => ({ asks: true, plusOnesAllowed: true, plusOnesMax: 2, rsvpBy: '2031-04-20T12:00:00Z' }),
    success: 200,
    invalid: { body: () => ({ asks: true, rsvpBy: 'next week' }), message: 'Please choose a valid RSVP-by date.' },
  },
  {
    // The target is paid, so its admin gets the already-paid answer and no PaymentIntent.
    // confirm-payment needs a real PaymentIntent: tests/integration/payments.test.ts covers it.
    name: 'POST upgrade',
    method: 'POST',
    path: (t) => `/api/projects/${t.projectId}/upgrade`,
    success: 409,
    changesItinerary: false,
  },
];

const send = (b: TestBrowser, method: string, path: string, body?: unknown) =>
  b.request(method, path, body ?? (method === 'DELETE' ? undefined : {}));

/** Everything a write could touch: the project row, its events, FAQs, RSVP settings and grants, sent mail. */
async function snapshot(projectId: string) {
  const rows = async (sql: string) => (await runSql(suite, sql, [projectId])).rows.map((r) => ({ ...r }));
  return {
    project: await rows('SELECT * FROM projects WHERE project_id = ?'),
    events: await rows('SELECT e.* FROM events e JOIN projects p ON p.id = e.project_id WHERE p.project_id = ? ORDER BY e.id'),
    faqs: await rows('SELECT f.* FROM faqs f JOIN projects p ON p.id = f.project_id WHERE p.project_id = ? ORDER BY f.id'),
    rsvpSettings: await rows('SELECT s.* FROM event_rsvp_settings s JOIN projects p ON p.id = s.project_id WHERE p.project_id = ? ORDER BY s.event_id'),
    grants: await rows(
      'SELECT g.session_id, g.role FROM project_grants g JOIN projects p ON p.id = g.project_id WHERE p.project_id = ? ORDER BY g.session_id',
    ),
    outbox: readdirSync(outboxDir).length,
  };
}

/** A paid itinerary with an event and two FAQs, its viewer, and the admin of another one. */
async function paidTarget() {
  const own = await createItinerary(suite, { name: 'Matrix Trip' });
  const other = await createItinerary(suite, { name: 'Someone Else’s Trip' });
  const created = await own.admin.json<{ id: number }>('POST', `/api/projects/${own.projectId}/events`, event);
  const faqIds: number[] = [];
  for (const q of ['Parking?', 'Kids?']) {
    faqIds.push((await own.admin.json<{ id: number }>('POST', `/api/projects/${own.projectId}/faqs`, { question: q, answer: 'Yes.' })).data.id);
  }
  const target: Target = { projectId: own.projectId, eventId: created.data.id, faqIds };
  const personas: { name: string; browser: TestBrowser; status: number }[] = [
    { name: 'no grant', browser: suite.browser(), status: 401 },
    { name: 'viewer', browser: own.guest, status: 403 },
    { name: 'admin of another itinerary', browser: other.admin, status: 401 },
  ];
  return { target, admin: own.admin, personas };
}

describe('authorisation matrix: only the admin writes', () => {
  for (const endpoint of WRITE_ENDPOINTS) {
    it(endpoint.name, async () => {
      const { target, admin, personas } = await paidTarget();
      const path = endpoint.path(target);
      const before = await snapshot(target.projectId);

      for (const persona of personas) {
        const res = await send(persona.browser, endpoint.method, path, endpoint.body?.(target));
        expect(res.status, `${persona.name}: ${endpoint.method} ${path}`).toBe(persona.status);
        expect(((await res.json()) as { message: string }).message).toBeTruthy();
        expect(await snapshot(target.projectId), persona.name).toEqual(before);
      }

      if (endpoint.invalid) {
        const res = await send(admin, endpoint.method, path, endpoint.invalid.body(target));
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ message: endpoint.invalid.message, code: 'VALIDATION_FAILED' });
        expect(await snapshot(target.projectId)).toEqual(before);
      }
      // Not JSON at all: a readable 400 too, and nothing changes.
      if (endpoint.body) {
        const res = await admin.request(endpoint.method, path, '{"broken json');
        expect(res.status).toBe(400);
        expect(((await res.json()) as { message: string }).message).toBe('The request body is not valid JSON.');
        expect(await snapshot(target.projectId)).toEqual(before);
      }

      const res = await send(admin, endpoint.method, path, endpoint.body?.(target));
      expect(res.status, await res.clone().text()).toBe(endpoint.success);
      if (endpoint.changesItinerary === false) return;
      const after = await snapshot(target.projectId);
      expect(after).not.toEqual(before);
      // Every accepted write moves the version, so open pages follow.
      expect(Number(after.project[0]?.version)).toBeGreaterThan(Number(before.project[0]?.version));
    });
  }

  it('an admin cannot reach another itinerary’s events or FAQs through its own', async () => {
    const { target } = await paidTarget();
    const intruder = await createItinerary(suite, { name: 'Intruder Trip' });
    const before = await snapshot(target.projectId);
    const own = intruder.projectId;
    for (const [method, path, body] of [
      ['PUT', `/api/projects/${own}/events/${target.eventId}`, event],
      ['DELETE', `/api/projects/${own}/events/${target.eventId}`, undefined],
      ['PUT', `/api/projects/${own}/faqs/${target.faqIds[0]}`, { question: 'Mine?', answer: 'No.' }],
      ['DELETE', `/api/projects/${own}/faqs/${target.faqIds[0]}`, undefined],
    ] as const) {
      expect((await send(intruder.admin, method, path, body)).status, `${method} ${path}`).toBe(404);
    }
    expect((await send(intruder.admin, 'PUT', `/api/projects/${own}/faqs/reorder`, { faqIds: target.faqIds })).status).toBe(400);
    expect(await snapshot(target.projectId)).toEqual(before);
  });
});

describe('example itineraries refuse every write', () => {
  it('even to a browser holding an admin grant', async () => {
    const projectId = 'example-paris';
    const viewer = suite.browser();
    expect((await viewer.post(`/api/projects/${projectId}/access`, { accessCode: 'EXAMPLE' })).status).toBe(200);
    const holder = suite.browser();
    expect((await holder.post(`/api/projects/${projectId}/access`, { accessCode: 'EXAMPLE' })).status).toBe(200);
    // No code makes anyone admin of an example; a grant written by hand must not help either.
    await runSql(suite, "UPDATE project_grants SET role = 'admin' WHERE session_id = ?", [sessionIdOf(holder)]);

    const example = await readItinerary(viewer, projectId);
    const target: Target = {
      projectId,
      eventId: example.events[0]?.id ?? 1,
      faqIds: example.faqs.map((f) => f.id),
    };
    expect(target.faqIds.length).toBeGreaterThan(1);
    const before = await snapshot(projectId);
    for (const endpoint of WRITE_ENDPOINTS) {
      const path = endpoint.path(target);
      for (const [who, browser] of [['viewer', viewer], ['admin grant', holder]] as const) {
        const res = await send(browser, endpoint.method, path, endpoint.body?.(target));
        expect(res.status, `${who}: ${endpoint.name}`).toBe(403);
      }
    }
    const refused = await holder.json<{ message: string }>('PUT', `/api/projects/${projectId}/customizations`, { showMapTab: true });
    expect(refused.data.message).toBe('Example itineraries cannot be edited. Create your own to customise it.');
    expect(await snapshot(projectId)).toEqual(before);
  });
});

describe('owner-only calls: an admin grant is not ownership', () => {
  it('every persona, the itinerary’s own admin and another signed-in user are refused; nothing moves', async () => {
    const { target, admin, personas } = await paidTarget();
    const owner = await signIn(suite);
    await runSql(suite, 'UPDATE projects SET owner_user_id = ? WHERE project_id = ?', [owner.userId, target.projectId]);
    const unclaimed = await insertUnclaimedEvent(suite, owner.userId);
    const stranger = await signIn(suite);
    const calls: [string, string, unknown, number][] = [
      // [method, path, body, answer to a signed-in stranger]
      ['DELETE', `/api/projects/${target.projectId}`, { confirmationName: 'Matrix Trip' }, 404],
      ['POST', `/api/projects/${target.projectId}/access-owned`, {}, 403],
      ['POST', `/api/unclaimed-events/${unclaimed}/assign`, { projectId: target.projectId }, 404],
    ];
    const before = await snapshot(target.projectId);
    for (const [method, path, body, strangerStatus] of calls) {
      for (const persona of [...personas, { name: 'admin', browser: admin }]) {
        expect((await send(persona.browser, method, path, body)).status, `${persona.name}: ${method} ${path}`).toBe(401);
      }
      expect((await send(stranger.browser, method, path, body)).status, `stranger: ${method} ${path}`).toBe(strangerStatus);
    }
    expect(await snapshot(target.projectId)).toEqual(before);
    expect(Number((await runSql(suite, 'SELECT count(*) AS n FROM unclaimed_events WHERE id = ?', [unclaimed])).rows[0]?.n)).toBe(1);
  });
});

describe('feedback: viewers and admins may send it, nobody else', () => {
  it('answers each persona', async () => {
    const { target, admin, personas } = await paidTarget();
    const path = `/api/projects/${target.projectId}/feedback`;
    const count = async () =>
      Number(
        (await runSql(suite, 'SELECT count(*) AS n FROM feedback f JOIN projects p ON p.id = f.project_id WHERE p.project_id = ?', [target.projectId]))
          .rows[0]?.n,
      );
    const expected: Record<string, number> = { 'no grant': 401, viewer: 201, 'admin of another itinerary': 401 };
    for (const persona of personas) {
      const res = await persona.browser.post(path, { userType: persona.name === 'viewer' ? 'guest' : 'owner', feedbackText: 'Hello' });
      expect(res.status, persona.name).toBe(expected[persona.name]);
    }
    expect((await admin.post(path, { userType: 'owner', feedbackText: 'From the organiser' })).status).toBe(201);
    expect(await count()).toBe(2);
    const invalid = await admin.json<{ message: string }>('POST', path, { userType: 'owner', feedbackText: ' ' });
    expect(invalid.res.status).toBe(400);
    expect(invalid.data.message).toBe('Please select your role and provide feedback before submitting.');
    expect(await count()).toBe(2);
  });
});

describe('an unpaid itinerary answers paid-only actions with the trial codes', () => {
  it('FAQs, customisation and events past the free limit', async () => {
    const { admin, projectId } = await createItinerary(suite, { paid: false });
    const cases: [string, string, unknown, string][] = [
      ['POST', `/api/projects/${projectId}/faqs`, { question: 'Q?', answer: 'A.' }, 'TRIAL_FAQ_BLOCKED'],
      ['PUT', `/api/projects/${projectId}/faqs/reorder`, { faqIds: [] }, 'TRIAL_FAQ_BLOCKED'],
      ['PUT', `/api/projects/${projectId}/customizations`, { customTitle: 'Mine' }, 'TRIAL_CUSTOMIZATION_BLOCKED'],
      ['PUT', `/api/projects/${projectId}/customizations`, { accessCode: 'PARTY7' }, 'TRIAL_CUSTOMIZATION_BLOCKED'],
      ['POST', `/api/projects/${projectId}/images/upload-url`, { contentType: 'image/png', size: 1000 }, 'TRIAL_IMAGE_BLOCKED'],
      ['POST', `/api/projects/${projectId}/images`, { imageUrls: [] }, 'TRIAL_IMAGE_BLOCKED'],
    ];
    for (const [method, path, body, code] of cases) {
      const { res, data } = await admin.json<{ code: string }>(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(data.code).toBe(code);
    }
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await admin.post(`/api/projects/${projectId}/events`, { ...event, title: `Event ${i}` })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 403]);
    const over = await admin.json<{ code: string }>('POST', `/api/projects/${projectId}/events`, event);
    expect(over.data.code).toBe('TRIAL_LIMIT_REACHED');
  });

  it('a paid itinerary’s fourth title change gets TITLE_CHANGE_LIMIT_REACHED', async () => {
    const { admin, projectId } = await createItinerary(suite);
    for (const title of ['A', 'B', 'C']) {
      expect((await admin.request('PUT', `/api/projects/${projectId}/customizations`, { customTitle: title })).status).toBe(200);
    }
    const { res, data } = await admin.json<{ code: string }>('PUT', `/api/projects/${projectId}/customizations`, { customTitle: 'D' });
    expect(res.status).toBe(403);
    expect(data.code).toBe('TITLE_CHANGE_LIMIT_REACHED');
  });
});
