/**
 * "Only personal links" on the access page: before anyone tries a code, the page (server HTML, as
 * it comes without JavaScript) says the itinerary opens by personal invite links; the shared code
 * is refused with the same words; the organiser's admin code takes the guest code's place.
 */
import { describe, expect, it } from 'vitest';
import { IDENTITY_MESSAGES, MESSAGES } from '../../src/lib/messages';
import { createItinerary, runSql } from '../support/itineraries';
import { serverSuite } from '../support/suite';

const suite = serverSuite();

describe('the access page while the shared code is off', () => {
  it('says so up front, and the shared code opens nothing', async () => {
    const trip = await createItinerary(suite, { name: 'Links Only Wedding' });
    const before = await (await suite.browser().get(`/access/${trip.projectId}`)).text();
    expect(before).not.toContain(IDENTITY_MESSAGES.personalLinksOnly.replace(/'/g, '&#39;').slice(0, 40));

    await runSql(suite, 'UPDATE projects SET shared_code_on = 0, version = version + 1 WHERE project_id = ?', [trip.projectId]);
    const page = await (await suite.browser().get(`/access/${trip.projectId}`)).text();
    expect(page).toContain('This itinerary is open by personal invite links only.');

    const guest = suite.browser();
    const refused = await guest.json<{ message: string }>('POST', `/api/projects/${trip.projectId}/access`, { accessCode: trip.accessCode });
    expect(refused.res.status).toBe(403);
    expect(refused.data.message).toBe(IDENTITY_MESSAGES.personalLinksOnly);
  });
});

describe('the organiser’s way in while the shared code is off', () => {
  const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
  const OPENED = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'sec-fetch-site': 'none', 'sec-fetch-user': '?1' };

  it('is the admin code, in place of the guest’s code field; the shared code still opens nothing', async () => {
    const trip = await createItinerary(suite, { name: 'Links Only Reunion' });
    const { projectId, accessCode, adminCode } = trip;
    expect((await trip.admin.request('POST', `/api/projects/${projectId}/events`, { title: 'Secret boat trip', datetime: '2031-07-10T18:00:00.000Z' })).status).toBe(201);
    expect((await trip.admin.request('PUT', `/api/projects/${projectId}/shared-code`, { on: false })).status).toBe(200);

    // The page as it comes without JavaScript: the message, the admin code's field, no guest code field.
    const page = await (await suite.browser().get(`/access/${projectId}`)).text();
    expect(page).toContain('This itinerary is open by personal invite links only.');
    expect(page).toContain('name="adminCode"');
    expect(page).not.toContain('name="accessCode"');
    expect(page).not.toContain('Secret boat trip');

    // A quick link opened by a person: its shared code is neither tried nor put in the admin field.
    const linked = suite.browser();
    const opened = await linked.navigate(`/access/${projectId}?code=${accessCode}`, OPENED);
    expect(opened.status).toBe(200);
    const openedPage = await opened.text();
    expect(openedPage).not.toContain(`value="${accessCode}"`);
    expect((await linked.get(`/project/${projectId}`)).status).toBe(302);

    // The shared code posted anyway is refused, as by the API.
    const guest = suite.browser();
    const refused = await guest.request('POST', `/access/${projectId}`, `accessCode=${accessCode}`, FORM);
    expect(refused.status).toBe(200);
    expect(await refused.text()).toContain('This itinerary is open by personal invite links only.');
    expect((await guest.get(`/project/${projectId}`)).status).toBe(302);

    // A wrong admin code says so; the right one opens the itinerary as its organiser, without JavaScript.
    const organiser = suite.browser();
    const wrong = await organiser.request('POST', `/access/${projectId}`, 'adminCode=WRONG1', FORM);
    expect(wrong.status).toBe(200);
    expect(await wrong.text()).toContain(MESSAGES.invalidAdminCode.replace(/'/g, '&#39;'));
    const right = await organiser.request('POST', `/access/${projectId}`, `adminCode=${adminCode.toLowerCase()}`, FORM);
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe(`/project/${projectId}`);
    const itinerary = await organiser.get(`/project/${projectId}`);
    expect(itinerary.status).toBe(200);
    expect(JSON.stringify((await organiser.json<{ role: string }>('GET', `/api/projects/${projectId}/itinerary`)).data.role)).toBe('"admin"');
  });
});
