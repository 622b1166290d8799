/**
 * "Only personal links" on the access page: before anyone tries a code, the page (server HTML, as
 * it comes without JavaScript) says the itinerary opens by personal invite links; the shared code
 * is refused with the same words.
 */
import { describe, expect, it } from 'vitest';
import { IDENTITY_MESSAGES } from '../../src/lib/messages';
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
