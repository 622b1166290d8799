/**
 * Offline support over real HTTP (docs/offline.md): the service worker's script and headers, the
 * per-itinerary web app manifest and who may read it, the manifest link on the guest's page only,
 * and Clear-Site-Data on exit and sign-out.
 */
import { describe, expect, it } from 'vitest';
import { createItinerary, runSql } from '../support/itineraries';
import { serverSuite } from '../support/suite';

const suite = serverSuite();

type Manifest = {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string }[];
};

describe('the service worker script', () => {
  it('is served at the site root as JavaScript that browsers revalidate on every visit', async () => {
    const res = await fetch(`${suite.server.url}/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    // Root scope needs no Service-Worker-Allowed header, and none is sent.
    expect(res.headers.get('service-worker-allowed')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const script = await res.text();
    // One classic script (no import statements a classic worker would refuse), built from TypeScript.
    expect(script).not.toMatch(/^\s*import\s/m);
    expect(script).toContain('itinerary-offline:');
    expect(script).toContain('x-sw-cached-at');
    expect(() => new Function(script)).not.toThrow();
  });
});

describe('the itinerary manifest', () => {
  it('names the itinerary with its theme colour and opens it standalone, for a browser with a grant', async () => {
    const it = await createItinerary(suite, { name: 'Lisbon Stag Weekend' });
    await runSql(suite, `UPDATE projects SET custom_colors = ? WHERE project_id = ?`, [
      JSON.stringify({ primary: '#0f766e', secondary: '#f9a8d4', accent: '#10b981' }),
      it.projectId,
    ]);
    await runSql(suite, 'UPDATE projects SET version = version + 1 WHERE project_id = ?', [it.projectId]);
    const res = await it.guest.get(`/project/${it.projectId}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const manifest = (await res.json()) as Manifest;
    expect(manifest).toMatchObject({
      id: `/project/${it.projectId}`,
      name: 'Lisbon Stag Weekend',
      start_url: `/project/${it.projectId}`,
      scope: `/project/${it.projectId}`,
      display: 'standalone',
      theme_color: '#0f766e',
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const file = await fetch(`${suite.server.url}${icon.src}`);
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get('content-type'), icon.src).toBe(icon.type);
    }
    // Nothing the page does not show the guest: no codes, no notes, no events.
    const text = JSON.stringify(manifest);
    expect(text).not.toContain(it.accessCode);
    expect(text).not.toContain(it.adminCode);
  });

  it('is refused without a grant (401), and 404 for an itinerary that does not exist', async () => {
    const it = await createItinerary(suite, { name: 'Secret Reunion' });
    const stranger = suite.browser();
    const refused = await stranger.get(`/project/${it.projectId}/manifest.webmanifest`);
    expect(refused.status).toBe(401);
    expect(await refused.text()).not.toContain('Secret Reunion');
    const unknown = await stranger.get('/project/no-such-itinerary/manifest.webmanifest');
    expect(unknown.status).toBe(404);
    // After Exit, the guest is a stranger too.
    expect((await it.guest.delete(`/api/projects/${it.projectId}/access`)).status).toBe(200);
    expect((await it.guest.get(`/project/${it.projectId}/manifest.webmanifest`)).status).toBe(401);
  });

  it('is linked from the guest\'s itinerary page only, sent with the grant\'s cookie', async () => {
    const it = await createItinerary(suite, { name: 'Linked Trip' });
    const page = await (await it.guest.get(`/project/${it.projectId}`)).text();
    expect(page).toContain(`<link rel="manifest" href="/project/${it.projectId}/manifest.webmanifest" crossorigin="use-credentials">`);
    // The public preview (no grant) is not installable and does not register the worker.
    const preview = await (await suite.browser().get(`/preview/${it.projectId}`)).text();
    expect(preview).not.toContain('rel="manifest"');
    expect(preview).not.toContain('offline-note');
  });
});

describe('leaving and signing out', () => {
  it('tell the browser to empty its HTTP cache, and on sign-out its storage too', async () => {
    const it = await createItinerary(suite, { name: 'Clear Trip' });
    const exit = await it.guest.delete(`/api/projects/${it.projectId}/access`);
    expect(exit.status).toBe(200);
    expect(exit.headers.get('clear-site-data')).toBe('"cache"');
    // Signing out also clears the site's storage: offline copies, the worker, saved codes.
    const logout = await it.admin.post('/api/logout');
    expect(logout.status).toBe(200);
    expect(logout.headers.get('clear-site-data')).toBe('"cache", "storage"');
    const formLogout = await it.guest.request('POST', '/api/logout', '', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(formLogout.status).toBe(303);
    expect(formLogout.headers.get('clear-site-data')).toBe('"cache", "storage"');
  });
});
