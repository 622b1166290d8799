/**
 * Each form's check and its endpoint agree: a value the form refuses (with the message it shows
 * under the field) is refused by the running server with the same message, and the longest
 * value the form takes is accepted. The form checks are the ones the islands call
 * (tests/unit/form-schemas.test.ts checks the fields' maxlength against the same limits).
 */
import { describe, expect, it } from 'vitest';
import { customTitleSchema } from '../../src/lib/customization-schema';
import { COUPON_CODE_MAX, EVENT_LOCATION_MAX, EVENT_TITLE_MAX, FAQ_QUESTION_MAX, MAX_CODE_INPUT_LENGTH, OWNER_NAME_MAX, PROJECT_NAME_MAX } from '../../src/lib/limits';
import {
  accessFormSchema,
  checkForm,
  createProjectSchema,
  faqInputSchema,
  firstIssueMessage,
  unclaimedEventUpdateSchema,
  validateCouponSchema,
  verifyAdminSchema,
} from '../../src/lib/schemas';
import { checkProfileName } from '../../src/islands/dashboard/profile-name';
import { browserWithSession } from '../support/dashboard';
import type { TestBrowser } from '../support/http-client';
import { createItinerary, runSql } from '../support/itineraries';
import { serverSuite } from '../support/suite';
import { insertSignedInUser } from '../support/users';

const suite = serverSuite();

/** The form's message for a refused value (failing the test when the form would send it). */
function refusedBy(check: { ok: true } | { ok: false; message: string }): string {
  if (check.ok) throw new Error('the form would send this value');
  return check.message;
}

/** The server's answer to the same value: its status and message. */
async function answer(browser: TestBrowser, method: string, path: string, body: unknown) {
  const { res, data } = await browser.json<{ message?: string }>(method, path, body);
  return { status: res.status, message: data.message };
}

const signedIn = (token: string) => browserWithSession(suite, token);

describe('forms and their endpoints agree', () => {
  it('Settings: a name of 81 characters is refused by the form and by PATCH /api/auth/user; 80 is taken', async () => {
    const user = await insertSignedInUser(suite.server.databaseUrl);
    const browser = signedIn(user.token);
    for (const [firstName, lastName] of [
      ['J'.repeat(OWNER_NAME_MAX + 1), 'Park'],
      ['Jo', 'P'.repeat(OWNER_NAME_MAX + 1)],
      ['   ', 'Park'],
    ] as const) {
      const message = refusedBy(checkProfileName(firstName, lastName));
      expect(await answer(browser, 'PATCH', '/api/auth/user', { firstName, lastName })).toEqual({ status: 400, message });
    }
    const longest = checkProfileName('J'.repeat(OWNER_NAME_MAX), 'P'.repeat(OWNER_NAME_MAX));
    if (!longest.ok) throw new Error(longest.message);
    expect((await answer(browser, 'PATCH', '/api/auth/user', longest.data)).status).toBe(200);
  });

  it('new itinerary name: the dialog and POST /api/projects refuse the same names', async () => {
    const browser = suite.browser();
    for (const name of ['   ', 'n'.repeat(PROJECT_NAME_MAX + 1)]) {
      const checked = createProjectSchema.shape.name.safeParse(name);
      const message = checked.success ? null : firstIssueMessage(checked.error);
      expect(await answer(browser, 'POST', '/api/projects', { name })).toEqual({ status: 400, message });
    }
    expect((await answer(browser, 'POST', '/api/projects', { name: 'n'.repeat(PROJECT_NAME_MAX) })).status).toBe(201);
  });

  it('access and admin codes: the forms refuse what the access and verify endpoints refuse', async () => {
    const trip = await createItinerary(suite, { name: 'Form Check Trip' });
    const guest = suite.browser();
    const badEmail = checkForm(accessFormSchema, { projectId: trip.projectId, email: 'guest.example.com', accessCode: trip.accessCode });
    expect(await answer(guest, 'POST', `/api/projects/${trip.projectId}/access`, { accessCode: trip.accessCode, email: 'guest.example.com' })).toMatchObject({
      status: 400,
      message: refusedBy(badEmail),
    });
    const longCode = 'A'.repeat(MAX_CODE_INPUT_LENGTH + 1);
    expect(await answer(guest, 'POST', `/api/projects/${trip.projectId}/access`, { accessCode: longCode })).toMatchObject({
      status: 400,
      message: refusedBy(checkForm(accessFormSchema, { projectId: trip.projectId, email: 'guest@example.com', accessCode: longCode })),
    });
    expect(await answer(guest, 'POST', `/api/projects/${trip.projectId}/verify-admin`, { adminCode: longCode })).toMatchObject({
      status: 400,
      message: refusedBy(checkForm(verifyAdminSchema, { adminCode: longCode })),
    });
    // What the form sends when it is happy gets the guest in.
    const good = checkForm(accessFormSchema, { projectId: trip.projectId.toUpperCase(), email: ' guest@example.com ', accessCode: trip.accessCode.toLowerCase() });
    if (!good.ok) throw new Error(good.message);
    const { projectId, ...body } = good.data;
    expect((await answer(guest, 'POST', `/api/projects/${projectId}/access`, body)).status).toBe(200);
  });

  it('FAQ editor and display title: the admin forms refuse what their endpoints refuse', async () => {
    const trip = await createItinerary(suite, { name: 'FAQ Check Trip' });
    const question = 'q'.repeat(FAQ_QUESTION_MAX + 1);
    expect(await answer(trip.admin, 'POST', `/api/projects/${trip.projectId}/faqs`, { question, answer: 'Yes.' })).toMatchObject({
      status: 400,
      message: refusedBy(checkForm(faqInputSchema, { question, answer: 'Yes.' })),
    });
    const title = 't'.repeat(101);
    const checked = customTitleSchema.safeParse(title);
    expect(await answer(trip.admin, 'PUT', `/api/projects/${trip.projectId}/customizations`, { customTitle: title })).toMatchObject({
      status: 400,
      message: checked.success ? null : firstIssueMessage(checked.error),
    });
  });

  it('unclaimed events: each field the card refuses, PUT /api/unclaimed-events refuses too', async () => {
    const user = await insertSignedInUser(suite.server.databaseUrl);
    const now = Date.now();
    const row = await runSql(
      suite,
      'insert into unclaimed_events (user_id, title, needs_review, cancelled, created_at, updated_at) values (?, ?, 0, 0, ?, ?) returning id',
      [user.userId, 'Flight to Kyoto', now, now],
    );
    const path = `/api/unclaimed-events/${String(row.rows[0]?.id)}`;
    const browser = signedIn(user.token);
    for (const body of [{ title: 'x'.repeat(EVENT_TITLE_MAX + 1) }, { location: 'x'.repeat(EVENT_LOCATION_MAX + 1) }]) {
      expect(await answer(browser, 'PUT', path, body)).toMatchObject({ status: 400, message: refusedBy(checkForm(unclaimedEventUpdateSchema, body)) });
    }
    expect((await answer(browser, 'PUT', path, { location: 'x'.repeat(EVENT_LOCATION_MAX) })).status).toBe(200);
  });

  it('coupon: a code longer than the limit is refused by the field and by POST /api/validate-coupon', async () => {
    const trip = await createItinerary(suite, { name: 'Coupon Check Trip', paid: false });
    const couponCode = 'C'.repeat(COUPON_CODE_MAX + 1);
    const checked = validateCouponSchema.shape.couponCode.safeParse(couponCode);
    expect(await answer(trip.admin, 'POST', '/api/validate-coupon', { couponCode, projectId: trip.projectId, paymentIntentId: null })).toMatchObject({
      status: 400,
      message: checked.success ? null : firstIssueMessage(checked.error),
    });
  });
});
