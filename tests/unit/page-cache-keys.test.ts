/**
 * The page cache's keys and bounds (docs/security.md "Page cache keys"): URLs that render the
 * same page share one key, and one itinerary's pages never push out another's.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_CACHE_MAX_ENTRIES, PAGE_CACHE_MAX_PER_ITINERARY, RENDERED_FOR_HEADER, isOwnPage, ownVariant, pageKeyFor, pageSight } from '../../src/server/pages/page-cache';
import { publicSight } from '../../src/server/guests/visibility';
import { PAGE_TABS, pageView, tabFromUrl, withReaderFormat } from '../../src/server/pages/page-view';

const url = (query: string) => new URL(`http://localhost/project/abc${query}`);
const names = ['Ana', 'Bo', 'Cy'];

describe('pageView', () => {
  it('keeps each tab the page has apart', () => {
    const views = new Set(['', ...PAGE_TABS.map((tab) => `?tab=${tab}`)].map((q) => pageView(url(q), names)));
    expect(views.size).toBe(PAGE_TABS.length + 1);
  });

  it('treats a tab the page does not have as no tab', () => {
    const plain = pageView(url(''), names);
    for (const query of ['?tab=nope', '?tab=', '?tab=LIST', `?tab=${'x'.repeat(500)}`, '?tab=faq%00']) {
      expect(pageView(url(query), names), query).toBe(plain);
      expect(tabFromUrl(url(query)), query).toBeNull();
    }
  });

  it('drops names the itinerary does not have, and reads the rest in its spelling once each', () => {
    expect(pageView(url('?person=Nobody'), names)).toBe(pageView(url('?person='), names));
    expect(pageView(url('?person=Nobody&person=Else'), names)).toBe(pageView(url('?person='), names));
    expect(pageView(url('?person=ana&person=Zed&person=ANA'), names)).toBe(pageView(url('?person=Ana'), names));
    expect(pageView(url('?tab=bogus&person=%20bo%20'), names)).toBe(pageView(url('?person=Bo'), names));
  });

  it('keeps filters that show different people apart', () => {
    const views = ['?person=Ana', '?person=Bo', '?person=Ana&person=Bo', '?person=', ''].map((q) => pageView(url(q), names));
    expect(new Set(views).size).toBe(views.length);
  });

  it('makes no key for a people filter before the names are known', () => {
    expect(pageView(url('?person=Ana'), undefined)).toBeNull();
    expect(pageView(url('?tab=faq'), undefined)).toBe(pageView(url('?tab=faq'), names));
  });
});

describe('pageKeyFor', () => {
  it('gives every URL of the teaser one key', () => {
    const a = pageKeyFor('preview', 'abc', pageView(url('?tab=faq'), names) ?? '', undefined, 3);
    const b = pageKeyFor('preview', 'abc', '', undefined, 3);
    expect(a).toEqual(b);
  });

  it('keeps the page of a guest who has written to that guest’s session, and every other page shared', () => {
    const viewer = { role: 'viewer' as const, sight: publicSight(4) };
    const shared = pageKeyFor('project', 'abc', ':*', viewer, 4);
    const ana = pageKeyFor('project', 'abc', ':*', viewer, 4, 'session-ana');
    const bo = pageKeyFor('project', 'abc', ':*', viewer, 4, 'session-bo');
    expect(shared?.variant).toBe('viewer');
    expect(ana?.variant).toBe('own:session-ana');
    expect(new Set([shared?.key, ana?.key, bo?.key]).size).toBe(3);
    // An admin's page lists every answer alike, whoever wrote: one page for every admin.
    const admin = { role: 'admin' as const, sight: { version: 4, all: true, privateIds: [], key: 'all' } };
    expect(pageKeyFor('project', 'abc', ':*', admin, 4, 'session-ana')).toEqual(pageKeyFor('project', 'abc', ':*', admin, 4));
  });

  const access = { projectRowId: 1, version: 9, publicVersion: 4, guestId: null, identity: null };

  it('keys a browser that sees no private event by the public version, whatever the version and how it was identified', () => {
    const shared = pageKeyFor('project', 'abc', ':*', pageSight('project', { ...access, role: 'viewer' }), 4);
    const picked = pageKeyFor('project', 'abc', ':*', pageSight('project', { ...access, role: 'viewer', guestId: 7, identity: 'picked' }), 4);
    const later = pageKeyFor('project', 'abc', ':*', pageSight('project', { ...access, version: 12, role: 'viewer' }), 4);
    expect(picked).toEqual(shared);
    expect(later).toEqual(shared);
    expect(shared?.key).toContain(':4:');
    expect(shared?.key).not.toContain(':9:');
  });

  it('keeps apart the pages of browsers that see different private events, and keys an admin by the version', () => {
    const listed = (ids: number[]) =>
      pageKeyFor('project', 'abc', ':*', { role: 'viewer', sight: { version: 9, all: false, privateIds: ids, key: `p${ids.join('-')}` } }, 4);
    const everyone = pageKeyFor('project', 'abc', ':*', pageSight('project', { ...access, role: 'viewer' }), 4);
    expect(new Set([listed([1])?.key, listed([1, 2])?.key, everyone?.key]).size).toBe(3);
    expect(pageKeyFor('project', 'abc', ':*', pageSight('project', { ...access, role: 'admin' }), 4)?.key).toContain(':9:');
  });

  it('needs a read to key the page of a guest identified by a personal link, and never for the preview', () => {
    expect(pageSight('project', { ...access, role: 'viewer', guestId: 7, identity: 'link' })).toBeUndefined();
    expect(pageSight('preview', { ...access, role: 'viewer', guestId: 7, identity: 'link' })?.sight).toEqual(publicSight(4));
    expect(pageSight('preview', { ...access, role: 'admin' })?.sight).toEqual(publicSight(4));
  });
});

describe('pageKeyFor a listed guest', () => {
  it('keeps the page of a browser that is a listed guest to that browser and that guest', () => {
    const viewer = { role: 'viewer' as const, sight: publicSight(4) };
    const asAna = pageKeyFor('project', 'abc', ':*', viewer, 4, 'session-1', 7);
    const asBo = pageKeyFor('project', 'abc', ':*', viewer, 4, 'session-1', 8);
    const nobody = pageKeyFor('project', 'abc', ':*', viewer, 4, 'session-1', null);
    expect(asAna?.variant).toBe(ownVariant('session-1', 7));
    expect(asAna?.variant).toBe('own:session-1:7');
    // A new name is never answered with the page of the old one, nor with the page of no name.
    expect(new Set([asAna?.key, asBo?.key, nobody?.key]).size).toBe(3);
    expect(nobody?.variant).toBe(ownVariant('session-1'));
  });

  it('makes a guest’s page its own when it has written or is a listed guest, only then', () => {
    expect(isOwnPage({ wrote: false, guestId: null })).toBe(false);
    expect(isOwnPage({ wrote: true, guestId: null })).toBe(true);
    expect(isOwnPage({ wrote: false, guestId: 3 })).toBe(true);
  });
});

describe('withReaderFormat', () => {
  const viewer = { role: 'viewer' as const, sight: publicSight(4) };
  const key = pageKeyFor('project', 'abc', ':*', viewer, 4);

  it('keeps pages of different date and time formats apart, and languages of one format together', () => {
    const us = withReaderFormat(key, 'en-US,en;q=0.9');
    const gb = withReaderFormat(key, 'en-GB');
    const de = withReaderFormat(key, 'de-DE,de;q=0.9,en;q=0.5');
    const ja = withReaderFormat(key, 'ja');
    expect(new Set([us?.key, gb?.key, ja?.key]).size).toBe(3);
    expect(de?.key).toBe(gb?.key);
    expect(withReaderFormat(key, 'en-CA')?.key).toBe(us?.key);
    // No header, or one naming no language: the default format's page.
    expect(withReaderFormat(key, undefined)?.key).toBe(us?.key);
    expect(withReaderFormat(key, '%%%')?.key).toBe(us?.key);
    expect(gb?.variant).toBe(key?.variant);
    // The teaser writes dates too.
    const teaser = pageKeyFor('preview', 'abc', '', undefined, 3);
    expect(withReaderFormat(teaser, 'en-GB')?.key).not.toBe(withReaderFormat(teaser, 'en-US')?.key);
    expect(withReaderFormat(null, 'en-GB')).toBeNull();
  });
});

describe('the page cache bounds', () => {
  // Each test starts from an empty cache: a fresh copy of the module.
  let cache: typeof import('../../src/server/pages/page-cache');
  beforeEach(async () => {
    vi.resetModules();
    cache = await import('../../src/server/pages/page-cache');
  });
  const cachedPage = (key: string) => cache.cachedPage(key);
  const page = (projectId: string) => new Request(`http://localhost/project/${projectId}`);
  const render = (body: string) => async () => new Response(body, { headers: { [RENDERED_FOR_HEADER]: 'viewer' } });
  const keep = (projectId: string, n: number) =>
    cache.servePage({ key: `project:${projectId}:1:viewer:${n}`, variant: 'viewer' }, page(projectId), render(`${projectId} ${n}`));

  it('keeps an itinerary to its share, dropping its own oldest pages first', async () => {
    for (let n = 0; n < PAGE_CACHE_MAX_PER_ITINERARY + 5; n++) await keep('share', n);
    for (let n = 0; n < 5; n++) expect(cachedPage(`project:share:1:viewer:${n}`), String(n)).toBeUndefined();
    for (let n = 5; n < PAGE_CACHE_MAX_PER_ITINERARY + 5; n++) expect(cachedPage(`project:share:1:viewer:${n}`), String(n)).toBeDefined();
  });

  it('never lets a flood of keys on one itinerary push out another itinerary’s page', async () => {
    await keep('quiet', 0);
    for (let n = 0; n < PAGE_CACHE_MAX_ENTRIES * 5; n++) await keep('flood', n);
    expect(cachedPage('project:quiet:1:viewer:0')).toBeDefined();
  });

  it('keeps guests’ own pages to a share of their own, so they never push out the shared pages', async () => {
    await keep('wedding', 0);
    for (let n = 0; n < PAGE_CACHE_MAX_PER_ITINERARY * 3; n++) {
      const owner = `session-${n}`;
      const ownRender = async () => new Response(`own ${n}`, { headers: { [RENDERED_FOR_HEADER]: `own:${owner}` } });
      await cache.servePage({ key: `project:wedding:1:own:${owner}:`, variant: `own:${owner}` }, page('wedding'), ownRender);
    }
    expect(cachedPage('project:wedding:1:viewer:0')).toBeDefined();
    expect(cachedPage(`project:wedding:1:own:session-${PAGE_CACHE_MAX_PER_ITINERARY * 3 - 1}:`)).toBeDefined();
    expect(cachedPage('project:wedding:1:own:session-0:')).toBeUndefined();
  });

  it('keeps a page only under a key of the variant it was rendered for', async () => {
    // The guest wrote between the key and the render: the page shows their answers, never under the shared key.
    const ownRender = async () => new Response('own', { headers: { [RENDERED_FOR_HEADER]: 'own:session-ana' } });
    await cache.servePage({ key: 'project:race:1:viewer:', variant: 'viewer' }, page('race'), ownRender);
    expect(cachedPage('project:race:1:viewer:')).toBeUndefined();
  });

  it('while an expired page is rendered again answers the kept one at once, and a new version only after its render', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const key = { key: 'project:swr:1:viewer:', variant: 'viewer' as const };
      await cache.servePage(key, page('swr'), render('countdown: 3 days'));
      vi.setSystemTime(Date.now() + 60_000);
      expect(cachedPage(key.key)).toBeUndefined();
      let finish = () => {};
      const slowRender = (body: string) => async () => {
        await new Promise<void>((resolve) => (finish = resolve));
        return new Response(body, { headers: { [RENDERED_FOR_HEADER]: 'viewer' } });
      };
      const again = cache.servePage(key, page('swr'), slowRender('countdown: 2 days'));
      // Another request of the same key (same version) meanwhile: the kept page, without waiting.
      const kept = cache.keptOrRendering(key.key);
      expect(kept).not.toBeInstanceOf(Promise);
      expect(await (await cache.servePage(key, page('swr'), render('not rendered'))).text()).toBe('countdown: 3 days');
      finish();
      expect(await (await again).text()).toBe('countdown: 2 days');
      expect(await (await cache.servePage(key, page('swr'), render('not rendered'))).text()).toBe('countdown: 2 days');

      // A new version has a key of its own: nothing older is ever answered for it, its requests wait for its page.
      const next = { key: 'project:swr:2:viewer:', variant: 'viewer' as const };
      const first = cache.servePage(next, page('swr'), slowRender('version 2'));
      expect(cache.mayHaveCachedPage('swr')).toBe(true);
      const waiting = cache.keptOrRendering(next.key);
      expect(waiting).toBeInstanceOf(Promise);
      const second = cache.servePage(next, page('swr'), render('not rendered'));
      finish();
      expect(await (await first).text()).toBe('version 2');
      expect(await (await second).text()).toBe('version 2');
      expect(((await waiting) as { body: Uint8Array } | null)?.body).toEqual(new TextEncoder().encode('version 2'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('when full, takes room from the itinerary holding the most pages', async () => {
    // One itinerary with its full share, then many itineraries of two pages each, past the
    // cache's size: the room comes out of the full share, never out of the small ones.
    for (let n = 0; n < PAGE_CACHE_MAX_PER_ITINERARY; n++) await keep('big', n);
    const small = Math.floor((PAGE_CACHE_MAX_ENTRIES - PAGE_CACHE_MAX_PER_ITINERARY) / 2) + 10;
    for (let k = 0; k < small; k++) {
      await keep(`small${k}`, 0);
      await keep(`small${k}`, 1);
    }
    for (let k = 0; k < small; k++) {
      expect(cachedPage(`project:small${k}:1:viewer:0`), `small${k}`).toBeDefined();
      expect(cachedPage(`project:small${k}:1:viewer:1`), `small${k}`).toBeDefined();
    }
    expect(cachedPage('project:big:1:viewer:0')).toBeUndefined();
  });
});
