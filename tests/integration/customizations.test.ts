/**
 * PUT /api/projects/{id}/customizations over real HTTP:
 * every field checked, the free tier, three title changes, custom codes, live pages follow.
 */
import { describe, expect, it } from 'vitest';
import type { TestBrowser } from '../support/http-client';
import { createItinerary, readItinerary, runSql, type ApiAnswer } from '../support/itineraries';
import { serverSuite } from '../support/suite';

const suite = serverSuite();

const put = (b: TestBrowser, projectId: string, body: unknown) =>
  b.json<ApiAnswer>('PUT', `/api/projects/${projectId}/customizations`, body);

/** Sends a bad body and checks the 400, its message, and that nothing at all changed. */
async function expectRefused(b: TestBrowser, projectId: string, body: unknown, message: string | RegExp) {
  const before = await readItinerary(b, projectId);
  const { res, data } = await put(b, projectId, body);
  expect(res.status, JSON.stringify(body)).toBe(400);
  if (typeof message === 'string') expect(data.message).toBe(message);
  else expect(data.message).toMatch(message);
  expect(data.code).toBe('VALIDATION_FAILED');
  expect(await readItinerary(b, projectId)).toEqual(before);
}

describe('PUT customizations: validation', () => {
  it('refuses every kind of bad field with a readable message and changes nothing', async () => {
    const { admin, projectId } = await createItinerary(suite);
    const colors = { primary: '#9333ea', secondary: '#ec4899', accent: '#10b981' };
    const link = { name: 'Hotel', url: 'https://hotel.example.com' };
    const cases: [unknown, string | RegExp][] = [
      [{ titleFont: 'wingdings' }, 'Please choose a title font from the list.'],
      [{ selectedFont: 'fancy' }, 'Please choose the Normal or Classy font.'],
      [{ selectedBackground: 'space' }, 'Please choose a background from the list.'],
      [{ customColors: { ...colors, primary: 'purple' } }, 'Colours must be hex values like #9333ea.'],
      [{ customColors: { ...colors, accent: '#12345' } }, 'Colours must be hex values like #9333ea.'],
      [{ customColors: { primary: '#9333ea' } }, 'Colours must be hex values like #9333ea.'],
      [{ customBackgroundColor: 'rgb(0,0,0)' }, 'Colours must be hex values like #9333ea.'],
      [{ customLinks: [link, link, link, link, link] }, 'You can add up to 4 links.'],
      [{ customLinks: [{ name: 'Evil', url: 'javascript:alert(1)' }] }, 'Links must be web addresses (http:// or https://).'],
      [{ customLinks: [{ name: 'Data', url: 'data:text/html,<b>x</b>' }] }, 'Links must be web addresses (http:// or https://).'],
      [{ customLinks: [{ name: '  ', url: 'https://x.example.com' }] }, 'Please give each link a name.'],
      [{ customLinks: [{ name: 'Map', url: '' }] }, 'Please enter a URL for each link.'],
      [{ timeZone: 'Mars/Olympus_Mons' }, 'Please choose a valid time zone, such as America/New_York.'],
      [{ timeZone: '+01:00' }, 'Please choose a valid time zone, such as America/New_York.'],
      [{ borderStyle: 'wavy' }, 'Border style must be rounded or square.'],
      [{ showCountdown: 'yes' }, 'Show countdown timer must be on or off.'],
      [{ showMapTab: 1 }, 'The Map tab must be on or off.'],
      [{ customTitle: 'x'.repeat(101) }, 'Titles can be at most 100 characters.'],
      [{ headerImage: '/uploads/not-mine.jpg' }, 'Please choose one of the uploaded header images.'],
      [{ isColorOnlyUpdate: true }, 'A colour-only update may change the colours only.'],
      [{ customColors: colors, isColorOnlyUpdate: true, selectedFont: 'classy' }, 'A colour-only update may change the colours only.'],
      ['not an object', /./],
    ];
    for (const [body, message] of cases) await expectRefused(admin, projectId, body, message);
  });

  it('stores normalised values: #rgb colours, https:// links, canonical zones, emoji titles', async () => {
    const { admin, projectId } = await createItinerary(suite);
    const { res, data } = await put(admin, projectId, {
      customColors: { primary: '#ABC', secondary: '#F9A8D4', accent: '#10b981' },
      customBackgroundColor: ' #FFF ',
      customLinks: [
        { name: '  Hotel ', url: 'hotel.example.com/booking' },
        { name: 'Flights', url: 'http://air.example.com' },
      ],
      timeZone: 'europe/paris',
      customTitle: '  Paris 🥐🗼 ',
      titleFont: 'lobster',
      selectedFont: 'classy',
      selectedBackground: 'marble',
      borderStyle: 'square',
      showCountdown: false,
      showCreatorName: false,
      showMapTab: true,
      titleChangesUsed: 0,
    });
    expect(res.status).toBe(200);
    expect(data.success).toBe(true);
    expect(data.project).toMatchObject({
      customColors: { primary: '#aabbcc', secondary: '#f9a8d4', accent: '#10b981' },
      customBackgroundColor: '#ffffff',
      customLinks: [
        { name: 'Hotel', url: 'https://hotel.example.com/booking' },
        { name: 'Flights', url: 'http://air.example.com/' },
      ],
      timeZone: 'Europe/Paris',
      customTitle: 'Paris 🥐🗼',
      titleChangesUsed: 1,
      titleFont: 'lobster',
      selectedFont: 'classy',
      selectedBackground: 'marble',
      borderStyle: 'square',
      showCountdown: false,
      showCreatorName: false,
      showMapTab: true,
    });
    // The admin view carries the admin code (the Security tab shows it).
    expect(data.project?.adminCode).toMatch(/^[A-Z0-9]{8}$/);
    // 100 emojis are 100 characters (emojis allowed), though 200 UTF-16 units.
    expect((await put(admin, projectId, { customTitle: '🎉'.repeat(100) })).res.status).toBe(200);
  });

  it('accepts a header image only from the itinerary’s own images, and null for none', async () => {
    const { admin, projectId } = await createItinerary(suite);
    const images = ['/uploads/a/1.jpg', '/uploads/a/2.jpg'];
    await runSql(suite, 'UPDATE projects SET header_images = ? WHERE project_id = ?', [JSON.stringify(images), projectId]);
    expect((await put(admin, projectId, { headerImage: images[1] })).data.project?.headerImage).toBe(images[1]);
    await expectRefused(admin, projectId, { headerImage: 'https://elsewhere.example.com/x.jpg' }, 'Please choose one of the uploaded header images.');
    expect((await put(admin, projectId, { headerImage: null })).data.project?.headerImage).toBeNull();
  });
});

describe('PUT customizations: free tier', () => {
  it('refuses every paid setting with TRIAL_CUSTOMIZATION_BLOCKED and changes nothing', async () => {
    const { admin, projectId } = await createItinerary(suite, { paid: false });
    const before = await readItinerary(admin, projectId);
    const paidOnly = [
      { customColors: { primary: '#000000', secondary: '#111111', accent: '#222222' }, isColorOnlyUpdate: true },
      { selectedFont: 'classy' },
      { titleFont: 'oswald' },
      { selectedBackground: 'marble' },
      { customBackgroundColor: '#000000' },
      { borderStyle: 'square' },
      { showCountdown: false },
      { showCreatorName: false },
      { showMapTab: true },
      { customTitle: 'Mine now' },
      { customLinks: [{ name: 'Hotel', url: 'https://hotel.example.com' }] },
      { headerImage: null },
      { accessCode: 'PARTY1' },
      { adminCode: 'BOSS1234' },
      { timeZone: 'Europe/Paris', selectedFont: 'classy' },
    ];
    for (const body of paidOnly) {
      const { res, data } = await put(admin, projectId, body);
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect(data.code).toBe('TRIAL_CUSTOMIZATION_BLOCKED');
    }
    expect(await readItinerary(admin, projectId)).toEqual(before);
  });

  it('lets a free itinerary set its time zone, which decides the day events fall on', async () => {
    const { admin, guest, projectId } = await createItinerary(suite, { paid: false });
    const { res, data } = await put(admin, projectId, { timeZone: 'Asia/Tokyo', titleChangesUsed: 3 });
    expect(res.status).toBe(200);
    expect(data.project?.timeZone).toBe('Asia/Tokyo');
    expect(data.project?.titleChangesUsed).toBe(0);
    expect((await readItinerary(guest, projectId)).project.timeZone).toBe('Asia/Tokyo');
  });
});

describe('PUT customizations: title changes', () => {
  it('allows 3 different titles, then TITLE_CHANGE_LIMIT_REACHED; the same title is free', async () => {
    const { admin, projectId } = await createItinerary(suite);
    for (const [i, title] of ['One', 'Two', ''].entries()) {
      const { res, data } = await put(admin, projectId, { customTitle: title });
      expect(res.status).toBe(200);
      expect(data.project?.customTitle).toBe(title || null);
      expect(data.project?.titleChangesUsed).toBe(i + 1);
    }
    // Back to the default name (null): sending null or '' again is no change and costs nothing.
    for (const same of [null, '', '   ']) {
      const { res, data } = await put(admin, projectId, { customTitle: same, titleChangesUsed: 0 });
      expect(res.status).toBe(200);
      expect(data.project?.titleChangesUsed).toBe(3);
    }
    const before = await readItinerary(admin, projectId);
    const { res, data } = await put(admin, projectId, { customTitle: 'Four', selectedFont: 'classy' });
    expect(res.status).toBe(403);
    expect(data).toMatchObject({ code: 'TITLE_CHANGE_LIMIT_REACHED', message: 'You have used all 3 title changes for this project.' });
    // Refused as a whole: the font in the same save did not change either.
    expect(await readItinerary(admin, projectId)).toEqual(before);
  });

  it('never lets parallel saves use more than 3 changes', async () => {
    const { admin, projectId } = await createItinerary(suite);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => put(admin, projectId, { customTitle: `Parallel ${i}` })),
    );
    const statuses = answers.map((a) => a.res.status).sort();
    expect(statuses).toEqual([200, 200, 200, 403, 403, 403, 403, 403, 403, 403]);
    for (const a of answers.filter((x) => x.res.status === 403)) expect(a.data.code).toBe('TITLE_CHANGE_LIMIT_REACHED');
    const { project } = await readItinerary(admin, projectId);
    expect(project.titleChangesUsed).toBe(3);
    const winners = answers.filter((a) => a.res.status === 200).map((a) => a.data.project?.customTitle);
    expect(winners).toContain(project.customTitle);
  });
});

describe('PUT customizations: custom codes', () => {
  it('validates both codes with readable messages', async () => {
    const { admin, projectId, accessCode, adminCode } = await createItinerary(suite);
    await expectRefused(admin, projectId, { accessCode: 'ABC12' }, 'The share access code must be exactly 6 letters or numbers.');
    await expectRefused(admin, projectId, { accessCode: 'ABC-12' }, 'The share access code must be exactly 6 letters or numbers.');
    await expectRefused(admin, projectId, { adminCode: 'BOSS1' }, 'The admin code must be 6 to 12 letters or numbers.');
    await expectRefused(admin, projectId, { adminCode: 'A'.repeat(13) }, 'The admin code must be 6 to 12 letters or numbers.');
    await expectRefused(admin, projectId, { adminCode: 'example' }, 'EXAMPLE is reserved for the example itineraries. Please choose another code.');
    await expectRefused(admin, projectId, { accessCode: 'SAME12', adminCode: 'same12' }, 'The share access code and the admin code must be different.');
    // Against the stored codes too.
    await expectRefused(admin, projectId, { adminCode: accessCode }, 'The share access code and the admin code must be different.');
    await expectRefused(admin, projectId, { accessCode: adminCode.slice(0, 6), adminCode: adminCode.slice(0, 6) }, 'The share access code and the admin code must be different.');
  });

  it('a new access code lets new guests in, and the old one no longer does', async () => {
    const { admin, guest, projectId, accessCode } = await createItinerary(suite);
    const { res, data } = await put(admin, projectId, { accessCode: ' party7 ' });
    expect(res.status).toBe(200);
    expect(data.project?.accessCode).toBe('PARTY7');
    expect((await suite.browser().post(`/api/projects/${projectId}/access`, { accessCode: 'PARTY7' })).status).toBe(200);
    expect((await suite.browser().post(`/api/projects/${projectId}/access`, { accessCode })).status).toBe(401);
    // A guest already in keeps reading.
    expect((await readItinerary(guest, projectId)).status).toBe(200);
  });

  it('a new admin code turns other browsers’ admin access into viewing; the caller stays admin', async () => {
    const { admin, projectId, adminCode } = await createItinerary(suite);
    const coHost = suite.browser();
    expect((await coHost.post(`/api/projects/${projectId}/verify-admin`, { adminCode })).status).toBe(200);
    expect((await readItinerary(coHost, projectId)).role).toBe('admin');
    // Saving the same admin code again demotes nobody.
    expect((await put(admin, projectId, { adminCode })).res.status).toBe(200);
    expect((await readItinerary(coHost, projectId)).role).toBe('admin');

    const { res, data } = await put(admin, projectId, { adminCode: 'newboss99' });
    expect(res.status).toBe(200);
    expect(data.project?.adminCode).toBe('NEWBOSS99');
    const coHostView = await readItinerary(coHost, projectId);
    expect(coHostView.role).toBe('viewer');
    expect(coHostView.project.adminCode).toBeUndefined();
    expect((await coHost.post(`/api/projects/${projectId}/events`, { title: 'Nope', datetime: '2031-01-01T12:00:00Z' })).status).toBe(403);
    expect((await readItinerary(admin, projectId)).role).toBe('admin');
    expect((await put(admin, projectId, { showMapTab: true })).res.status).toBe(200);
    // The old code opens nothing; the new one makes the co-host admin again.
    expect((await coHost.post(`/api/projects/${projectId}/verify-admin`, { adminCode })).status).toBe(401);
    expect((await coHost.post(`/api/projects/${projectId}/verify-admin`, { adminCode: 'NEWBOSS99' })).status).toBe(200);
    expect((await readItinerary(coHost, projectId)).role).toBe('admin');
  });
});

describe('PUT customizations: colours and live pages', () => {
  it('saves a colour-only update and a guest sees it with a new version', async () => {
    const { admin, guest, projectId } = await createItinerary(suite);
    const before = await readItinerary(guest, projectId);
    const colors = { primary: '#2563eb', secondary: '#14b8a6', accent: '#f59e0b' };
    const { res, data } = await put(admin, projectId, { customColors: colors, isColorOnlyUpdate: true });
    expect(res.status).toBe(200);
    expect(data.project?.customColors).toEqual(colors);
    const after = await readItinerary(guest, projectId);
    expect(after.project.customColors).toEqual(colors);
    expect(after.project.version).toBe(before.project.version + 1);
    // A guest never gets the admin code, whatever changed.
    expect(after.project.adminCode).toBeUndefined();

    // The guest's server-rendered page carries the new title font in its theme variables.
    const titleFont = '--theme-title-font:&quot;Playfair Display&quot;';
    expect(await (await guest.get(`/project/${projectId}`)).text()).not.toContain(titleFont);
    expect((await put(admin, projectId, { titleFont: 'playfair' })).res.status).toBe(200);
    const page = await guest.get(`/project/${projectId}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(titleFont);
    expect((await readItinerary(guest, projectId)).project.version).toBe(before.project.version + 2);
  });

  it('is for admins only', async () => {
    const { guest, projectId } = await createItinerary(suite);
    expect((await put(guest, projectId, { showMapTab: true })).res.status).toBe(403);
    expect((await put(suite.browser(), projectId, { showMapTab: true })).res.status).toBe(401);
  });
});
