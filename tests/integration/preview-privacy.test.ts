/**
 * The public preview keeps a private itinerary private (docs/security.md "Public preview"):
 * without a grant, /preview/{id} is a teaser (name, theme, host, dates, number of events) and no
 * response a browser can reach without the code carries anything else; with a grant it is the
 * whole itinerary. The upsell banner shows only on unpaid itineraries.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../support/http-client';
import { createItinerary, runSql, type TestItinerary } from '../support/itineraries';
import { openLiveStream } from '../support/live-stream';
import { serverSuite } from '../support/suite';

const suite = serverSuite();
const browser = () => suite.browser();

const UPSELL = '$3 to Unlock Full Access';
const OWNER = 'Hostess Marguerite';
// Two events in the itinerary's zone (New York): the evening of June 14 and the afternoon of June 16.
const FIRST_EVENT = '2031-06-14T23:30:00.000Z';
const LAST_EVENT = '2031-06-16T18:00:00.000Z';
const DATE_RANGE = 'June 14 – 16, 2031';
// Coordinates are numbers, so they are planted as values no page would show by chance.
const LATITUDE = 12.3456789;
const LONGITUDE = -98.7654321;

type Planted = TestItinerary & { secret: string; eventId: number; name: string };

/**
 * An itinerary with a unique secret in every private field: each field gets `secret-<field>`,
 * so a leak names the field it came from. Planted while paid (FAQs and links need it), then
 * made unpaid when asked, with its version moved on as every real change does.
 */
async function plantedItinerary({ paid }: { paid: boolean }): Promise<Planted> {
  const secret = `SECRET-${randomBytes(6).toString('hex')}`;
  const name = `Lakeside Weekend ${randomBytes(3).toString('hex')}`;
  const it = await createItinerary(suite, { name });
  const { projectId, admin } = it;
  const events = [
    { datetime: FIRST_EVENT, title: `${secret}-title`, latitude: LATITUDE, longitude: LONGITUDE },
    { datetime: LAST_EVENT, title: `${secret}-title-2`, latitude: LATITUDE, longitude: LONGITUDE },
  ];
  let eventId = 0;
  for (const event of events) {
    const res = await admin.json<{ id: number }>('POST', `/api/projects/${projectId}/events`, {
      ...event,
      description: `${secret}-description`,
      location: `${secret}-location, 1 Hidden Lane`,
      attendees: `Alice ${secret}-attendee, Bob`,
      vibe: `${secret}-vibe`,
      eventType: `${secret}-type`,
      privateNotes: `${secret}-private-notes`,
    });
    expect(res.res.status).toBe(201);
    eventId ||= res.data.id;
  }
  const faq = await admin.post(`/api/projects/${projectId}/faqs`, {
    question: `${secret}-question?`,
    answer: `${secret}-answer`,
  });
  expect(faq.status).toBe(201);
  const links = await admin.request('PUT', `/api/projects/${projectId}/customizations`, {
    customLinks: [{ name: `${secret}-link-name`, url: `https://example.com/${secret}-link-url` }],
  });
  expect(links.status).toBe(200);
  await runSql(
    suite,
    `UPDATE projects SET owner_name = ?, owner_email = ?, header_images = ?, header_image = ?,
       is_paid = ?, version = version + 1 WHERE project_id = ?`,
    [
      OWNER,
      `${secret}-owner@example.com`,
      JSON.stringify([`/uploads/projects/${secret}-header.webp`]),
      `/uploads/projects/${secret}-header.webp`,
      paid ? 1 : 0,
      projectId,
    ],
  );
  return { ...it, secret, eventId, name };
}

/** Throws with the leaking field's name when `text` holds the secret (in any letter case). */
function expectNoSecret(text: string, secret: string, where: string) {
  const found = text.toLowerCase().indexOf(secret.toLowerCase());
  const field = found < 0 ? '' : text.slice(found, found + secret.length + 20);
  expect(field, `${where} leaks ${field}`).toBe('');
  for (const coordinate of [String(LATITUDE), String(LONGITUDE)]) {
    expect(text.includes(coordinate), `${where} leaks the coordinate ${coordinate}`).toBe(false);
  }
}

async function bodyOf(b: TestBrowser, method: string, path: string, body?: unknown) {
  const res = await b.request(method, path, body);
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** Every response a browser without this itinerary's grant can get, as text. */
async function everyReachableResponse(b: TestBrowser, it: Planted) {
  const id = it.projectId;
  const paths: [string, string, unknown?][] = [
    ['GET', `/preview/${id}`],
    ['GET', `/preview/${id}?tab=faq`],
    ['GET', `/preview/${id}?tab=calendar`],
    ['GET', `/access/${id}`],
    ['GET', `/access/${id}?code=WRONG1`],
    ['POST', `/api/projects/${id}/access`, { accessCode: 'WRONG1' }],
    ['GET', `/project/${id}`],
    ['GET', `/project/${id}?tab=faq`],
    ['GET', `/api/projects/${id}/preview`],
    ['GET', `/api/projects/${id}/itinerary`],
    ['GET', `/api/projects/${id}/events`],
    ['GET', `/api/projects/${id}/faqs`],
    ['GET', `/api/projects/${id}/events/${it.eventId}/ics`],
    ['GET', `/api/projects/${id}/calendar-feeds`],
    ['POST', `/api/projects/${id}/calendar-feeds`, {}],
    ['GET', `/calendar/${randomBytes(32).toString('base64url')}.ics`],
    ['GET', '/api/current-project'],
    ['GET', '/api/my-projects'],
    ['GET', '/sitemap-index.xml'],
    ['GET', '/sitemap-0.xml'],
    ['GET', '/robots.txt'],
    ['GET', '/'],
    ['GET', '/dashboard'],
  ];
  const answers: { where: string; status: number; text: string; headers: Headers }[] = [];
  for (const [method, path, body] of paths) {
    const { status, text, headers } = await bodyOf(b, method, path, body);
    answers.push({ where: `${method} ${path}`, status, text: `${[...headers].map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${text}`, headers });
  }
  // The live stream: read what it sends for a moment, then hang up.
  const live = await openLiveStream(suite.server.url, b, id);
  const leaked = await live.readUntil(new RegExp(it.secret, 'i'), 1500);
  live.close();
  answers.push({ where: `GET /api/projects/${id}/live (status ${live.status})`, status: live.status, text: leaked ? it.secret : '', headers: new Headers() });
  return answers;
}

function expectTeaser(html: string, it: Planted) {
  expect(html).toContain(it.name);
  expect(html).toContain(`by ${OWNER}`);
  expect(html).toContain('2 events');
  expect(html).toContain(DATE_RANGE);
  expect(html).toContain(`href="/access/${it.projectId}"`);
  expect(html).toContain('Enter Access Code');
  // Server-rendered: no island, so no props to carry anything.
  expect(html).not.toContain('<astro-island');
  expectNoSecret(html, it.secret, 'the teaser');
}

let paid: Planted;
let unpaid: Planted;
let otherGuest: TestBrowser;

beforeAll(async () => {
  paid = await plantedItinerary({ paid: true });
  unpaid = await plantedItinerary({ paid: false });
  // A browser with a grant, but for another itinerary.
  otherGuest = (await createItinerary(suite, { name: 'Somebody Else’s Trip' })).guest;
});

describe('without a grant for the itinerary', () => {
  for (const [who, make] of [
    ['an anonymous browser', () => browser()],
    ['a browser with a grant for another itinerary', () => otherGuest],
  ] as const) {
    it(`${who} gets the teaser and nothing private anywhere`, async () => {
      for (const it of [paid, unpaid]) {
        const b = make();
        const answers = await everyReachableResponse(b, it);
        for (const answer of answers) expectNoSecret(answer.text, it.secret, answer.where);
        const preview = answers.find((a) => a.where === `GET /preview/${it.projectId}`);
        expect(preview?.status).toBe(200);
        expectTeaser(preview?.text ?? '', it);
        // The page depends on the browser's cookie: no shared cache may keep it.
        expect(preview?.headers.get('cache-control')).toBe('private, no-store');
        expect(preview?.headers.has('x-itinerary-rendered-for')).toBe(false);
        // The API that the access form reads stays as it is: the name and the owner, no more.
        const api = JSON.parse(answers.find((a) => a.where.endsWith('/preview') && a.where.startsWith('GET /api'))?.text.split('\n\n').slice(1).join('\n\n') ?? '{}');
        expect(api).toEqual({ success: true, project: { name: it.name, ownerName: OWNER } });
        // The live stream refuses without a grant.
        expect(answers.at(-1)?.status).toBe(401);
      }
    });
  }

  it('hides the owner when the owner hid their name, and says when there are no events yet', async () => {
    const it = await createItinerary(suite, { name: 'Quiet Planning' });
    await runSql(suite, 'UPDATE projects SET owner_name = ?, show_creator_name = 0, version = version + 1 WHERE project_id = ?', [
      OWNER,
      it.projectId,
    ]);
    const html = await (await browser().get(`/preview/${it.projectId}`)).text();
    expect(html).toContain('Quiet Planning');
    expect(html).not.toContain(OWNER);
    expect(html).toContain('This itinerary is still being set up');
  });
});

describe('an owner who hid their name', () => {
  it('is named in no response a browser without a grant can reach', async () => {
    const it = await plantedItinerary({ paid: true });
    // The owner's name is this itinerary's secret now: hidden means hidden everywhere.
    const hidden = `${it.secret}-owner-name`;
    await runSql(suite, 'UPDATE projects SET owner_name = ?, show_creator_name = 0, version = version + 1 WHERE project_id = ?', [
      hidden,
      it.projectId,
    ]);
    for (const b of [browser(), otherGuest]) {
      const answers = await everyReachableResponse(b, it);
      for (const answer of answers) expectNoSecret(answer.text, it.secret, answer.where);
      const api = answers.find((a) => a.where === `GET /api/projects/${it.projectId}/preview`);
      expect(JSON.parse(api?.text.split('\n\n').slice(1).join('\n\n') ?? '{}')).toEqual({ success: true, project: { name: it.name, ownerName: null } });
      const access = answers.find((a) => a.where === `GET /access/${it.projectId}`)?.text ?? '';
      expect(access).not.toContain('shared this itinerary with you');
      expect(access).toMatch(/og:image:alt/);
    }
  });
});

describe('with a grant', () => {
  it('a viewer and an admin see the whole itinerary, read-only', async () => {
    for (const b of [paid.guest, paid.admin]) {
      const res = await b.get(`/preview/${paid.projectId}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const html = await res.text();
      expect(html).toContain(`${paid.secret}-title`);
      expect(html).toContain(`${paid.secret}-vibe`);
      expect(html).toContain('<astro-island');
      // Never the codes, nor the admins' notes, even to an admin.
      expect(html).not.toContain(paid.accessCode);
      expect(html).not.toContain(paid.adminCode);
      expect(html).not.toContain(`${paid.secret}-private-notes`);
    }
  });

  it('ends with the grant: after leaving, the browser gets the teaser again', async () => {
    const it = await createItinerary(suite, { name: 'Leaving Party' });
    await it.admin.post(`/api/projects/${it.projectId}/events`, { title: 'Farewell brunch', datetime: FIRST_EVENT });
    expect(await (await it.guest.get(`/preview/${it.projectId}`)).text()).toContain('Farewell brunch');
    expect((await it.guest.delete(`/api/projects/${it.projectId}/access`)).status).toBe(200);
    const html = await (await it.guest.get(`/preview/${it.projectId}`)).text();
    expect(html).not.toContain('Farewell brunch');
    expect(html).toContain('1 event');
  });
});

describe('the upsell banner', () => {
  it('shows on an unpaid itinerary only, whichever preview the browser gets', async () => {
    for (const b of [browser(), unpaid.guest]) {
      expect(await (await b.get(`/preview/${unpaid.projectId}`)).text()).toContain(UPSELL);
    }
    for (const b of [browser(), paid.guest]) {
      const html = await (await b.get(`/preview/${paid.projectId}`)).text();
      expect(html).not.toContain('$3 to Unlock');
      expect(html).not.toContain('Unlock Now');
    }
  });
});

describe('cached preview pages', () => {
  it('never serve the teaser to a browser with a grant, nor the full preview to one without', async () => {
    const url = `/preview/${paid.projectId}`;
    const newcomer = browser();
    // Interleaved, and then all at once: both variants stay apart in the page cache.
    for (let round = 0; round < 3; round++) {
      expect(await (await browser().get(url)).text()).not.toContain(paid.secret);
      expect(await (await newcomer.get(url)).text()).not.toContain(paid.secret);
      expect(await (await paid.guest.get(url)).text()).toContain(`${paid.secret}-title`);
      expect(await (await otherGuest.get(url)).text()).not.toContain(paid.secret);
    }
    const burst = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const granted = i % 2 === 0;
        const res = await (granted ? paid.guest : browser()).get(url);
        return { granted, html: await res.text() };
      }),
    );
    for (const { granted, html } of burst) expect(html.includes(`${paid.secret}-title`)).toBe(granted);

    // Both variants are really kept: the full preview comes back byte for byte (its render time
    // included), and only a kept page is sent whole, with its length (a rendered one streams).
    // Asked uncompressed: on the edge the host compresses, and streams, whatever it sends.
    const full = await (await paid.guest.get(url)).text();
    expect(await (await paid.guest.get(url)).text()).toBe(full);
    const teaser = await browser().get(url, { 'accept-encoding': 'identity' });
    expect(teaser.headers.get('content-length')).toMatch(/^\d+$/);
    expect(await teaser.text()).not.toContain(paid.secret);

    // The newcomer enters the code: from now on it gets the full preview, the others still not.
    expect((await newcomer.post(`/api/projects/${paid.projectId}/access`, { accessCode: paid.accessCode })).status).toBe(200);
    expect(await (await newcomer.get(url)).text()).toContain(`${paid.secret}-title`);
    expect(await (await browser().get(url)).text()).not.toContain(paid.secret);
  });
});

describe('an unknown itinerary', () => {
  it('answers the preview with the 404 page and status 404', async () => {
    const res = await browser().get('/preview/zzzzzzzz');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('We couldn&#39;t find that itinerary');
  });
});
