/**
 * Link previews (docs/product.md, "Link previews"): /access/{id} names an image drawn from the
 * itinerary's teaser facts only, at a URL that changes with them, served for good as a PNG of
 * the size the page says.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../support/http-client';
import { createItinerary, runSql, type TestItinerary } from '../support/itineraries';
import { serverSuite } from '../support/suite';

const suite = serverSuite();
const browser = () => suite.browser();

type Meta = { image: string; width: string; height: string; alt: string; twitterImage: string; twitterCard: string; html: string };

const metaContent = (html: string, attribute: 'property' | 'name', key: string) => {
  const tag = new RegExp(`<meta ${attribute}="${key.replaceAll(':', ':')}" content="([^"]*)"`).exec(html);
  return (tag?.[1] ?? '').replaceAll('&amp;', '&').replaceAll('&#39;', "'").replaceAll('&quot;', '"');
};

/** The access page's share image tags, as a chat app's crawler (no cookie) reads them. */
async function accessMeta(projectId: string): Promise<Meta> {
  const res = await browser().get(`/access/${projectId}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  return {
    image: new URL(metaContent(html, 'property', 'og:image')).pathname,
    width: metaContent(html, 'property', 'og:image:width'),
    height: metaContent(html, 'property', 'og:image:height'),
    alt: metaContent(html, 'property', 'og:image:alt'),
    twitterImage: new URL(metaContent(html, 'name', 'twitter:image')).pathname,
    twitterCard: metaContent(html, 'name', 'twitter:card'),
    html,
  };
}

async function png(path: string) {
  const res = await browser().get(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function addEvent(admin: TestBrowser, projectId: string, event: Record<string, unknown>) {
  const res = await admin.json<{ id: number }>('POST', `/api/projects/${projectId}/events`, event);
  expect(res.res.status).toBe(201);
  return res.data.id;
}

let first: TestItinerary;
let second: TestItinerary;
let secret: string;

beforeAll(async () => {
  secret = `SECRET${randomBytes(5).toString('hex')}`;
  first = await createItinerary(suite, { name: 'Harbour Weekend' });
  second = await createItinerary(suite, { name: 'Mountain Retreat' });
  await runSql(suite, 'UPDATE projects SET owner_name = ?, version = version + 1 WHERE project_id = ?', ['Marguerite', first.projectId]);
  // New York time: the evening of June 14 and the afternoon of June 16.
  await addEvent(first.admin, first.projectId, {
    datetime: '2031-06-14T23:30:00.000Z',
    title: `Dinner ${secret}-title`,
    description: `${secret}-description`,
    location: `${secret}Hall, 742 Evergreen Terrace, Springfield, IL 62704`,
    attendees: `Bartholomew ${secret}guest, Lisa`,
    privateNotes: `${secret}-private-notes`,
  });
  await addEvent(first.admin, first.projectId, {
    datetime: '2031-06-16T18:00:00.000Z',
    title: 'Farewell brunch',
    location: '12 Harbour Rd, Springfield, IL 62701',
  });
  await addEvent(second.admin, second.projectId, { datetime: '2031-09-01T15:00:00.000Z', title: 'Arrival', location: 'Lodge, 75001 Paris' });
});

describe('the access page', () => {
  it('names the itinerary’s own image, with its size, alt text and the large Twitter card', async () => {
    const meta = await accessMeta(first.projectId);
    expect(meta.image).toMatch(new RegExp(`^/og/${first.projectId}/[0-9a-f]{16}\\.png$`));
    expect(meta.twitterImage).toBe(meta.image);
    expect(meta.twitterCard).toBe('summary_large_image');
    expect([meta.width, meta.height]).toEqual(['1200', '630']);
    expect(meta.alt).toBe('Invitation card for Harbour Weekend: June 14 – 16, 2031, Springfield, by Marguerite');
  });

  it('shows the same facts the image shows: the dates and the city, no more', async () => {
    const { html } = await accessMeta(first.projectId);
    expect(html).toContain('June 14 – 16, 2031 · Springfield');
    for (const hidden of [secret, 'Evergreen', '742', 'Bartholomew', 'Harbour Rd', 'Farewell']) expect(html, hidden).not.toContain(hidden);
  });
});

describe('the image', () => {
  it('is a 1200×630 PNG (and a 600×600 square), kept for good', async () => {
    const { image } = await accessMeta(first.projectId);
    const { res, bytes } = await png(image);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Shared caches may keep it: nothing in it belongs to one browser.
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 1200, 630]);
    const square = await png(image.replace(/\.png$/, '-square.png'));
    const squareMeta = await sharp(square.bytes).metadata();
    expect([squareMeta.width, squareMeta.height]).toEqual([600, 600]);
    // Drawn, not blank: more than a handful of colours.
    const { channels } = await sharp(bytes).stats();
    expect(channels[0]!.stdev).toBeGreaterThan(5);
  });

  it('differs between two itineraries, in its URL and its bytes', async () => {
    const a = (await accessMeta(first.projectId)).image;
    const b = (await accessMeta(second.projectId)).image;
    expect(a).not.toBe(b);
    const [pa, pb] = [await png(a), await png(b)];
    expect(pa.bytes.equals(pb.bytes)).toBe(false);
  });

  it('holds no private data: not in its bytes, and private changes leave its URL alone', async () => {
    const { image } = await accessMeta(first.projectId);
    const { bytes } = await png(image);
    for (const hidden of [secret, 'Evergreen', 'Bartholomew']) expect(bytes.includes(Buffer.from(hidden))).toBe(false);
    // Only what the image shows is in its version: private notes, guests and titles are not.
    const [row] = (await runSql(suite, 'SELECT e.id FROM events e JOIN projects p ON p.id = e.project_id WHERE p.project_id = ? ORDER BY e.datetime LIMIT 1', [first.projectId])).rows;
    const eventId = Number(row?.id);
    const edit = await first.admin.request('PUT', `/api/projects/${first.projectId}/events/${eventId}`, {
      datetime: '2031-06-14T23:30:00.000Z',
      location: `${secret}Hall, 742 Evergreen Terrace, Springfield, IL 62704`,
      privateNotes: `${secret}-changed`,
      attendees: 'Someone Else',
      title: 'Another title',
      description: 'Another description',
    });
    expect(edit.status).toBe(200);
    expect((await accessMeta(first.projectId)).image).toBe(image);
  });

  it('gets a new URL when the itinerary is renamed or restyled, and the old one leads to the new', async () => {
    const it = await createItinerary(suite, { name: 'Lake Trip' });
    const before = (await accessMeta(it.projectId)).image;
    const renamed = await it.admin.request('PUT', `/api/projects/${it.projectId}/customizations`, { customTitle: 'Lake Trip 2031' });
    expect(renamed.status).toBe(200);
    const afterRename = (await accessMeta(it.projectId)).image;
    expect(afterRename).not.toBe(before);
    const restyled = await it.admin.request('PUT', `/api/projects/${it.projectId}/customizations`, {
      customColors: { primary: '#0f766e', secondary: '#f59e0b', accent: '#1d4ed8' },
    });
    expect(restyled.status).toBe(200);
    const afterRestyle = (await accessMeta(it.projectId)).image;
    expect(afterRestyle).not.toBe(afterRename);
    const old = await browser().get(before);
    expect(old.status).toBe(302);
    expect(old.headers.get('location')).toBe(afterRestyle);
    expect(old.headers.get('cache-control')).not.toContain('immutable');
  });

  it('answers 404 for an unknown itinerary or a file name that is not an image of ours', async () => {
    const { image } = await accessMeta(first.projectId);
    for (const path of [`/og/nosuchid/${image.split('/').pop()}`, `/og/${first.projectId}/nothex.png`, `/og/${first.projectId}/0123456789abcdef.jpg`]) {
      expect((await browser().get(path)).status, path).toBe(404);
    }
  });

  it('falls back to the theme when the header image is gone', async () => {
    const it = await createItinerary(suite, { name: 'Missing Picture' });
    await runSql(suite, 'UPDATE projects SET header_images = ?, version = version + 1 WHERE project_id = ?', [
      JSON.stringify([`/uploads/projects/${it.projectId}/AAAAAAAAAAAAAAAAAAAAAA.webp`]),
      it.projectId,
    ]);
    const { bytes } = await png((await accessMeta(it.projectId)).image);
    expect((await sharp(bytes).metadata()).width).toBe(1200);
  });
});
