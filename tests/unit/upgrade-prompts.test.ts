/**
 * The rules behind the upgrade prompt, ghost upsells, owner email prompt and feedback
 * (docs/product.md#free-tier-and-full-access, #owner-email-and-mail-limits, #feedback).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/api-client';
import { FREE_EVENT_LIMIT, UPSELL_MIN_EVENTS } from '../../src/lib/limits';
import { MESSAGES } from '../../src/lib/messages';
import { feedbackSchema, ownerInfoSchema } from '../../src/lib/organiser-schemas';
import { firstIssueMessage } from '../../src/lib/schemas';
import { ghostUpsells } from '../../src/lib/trial';
import { $upgradeFeature, closeUpgrade, showUpgradeFor } from '../../src/stores/upgrade';
import { ownerNeedsEmail } from '../../src/islands/itinerary/useOwnerEmailPrompt';

/** The error `apiRequest` throws for a refused call, as the server sends it. */
const refused = (status: number, body: unknown) =>
  new ApiError(status, typeof body === 'string' ? body : JSON.stringify(body), new Headers({ 'content-type': 'application/json' }));

afterEach(() => closeUpgrade());

describe('a trial 403 opens the upgrade prompt naming the feature', () => {
  it.each([
    ['TRIAL_LIMIT_REACHED', 'add more events'],
    ['TRIAL_FAQ_BLOCKED', 'manage FAQs'],
    ['TRIAL_CUSTOMIZATION_BLOCKED', 'customize themes and colors'],
    ['TRIAL_IMAGE_BLOCKED', 'upload custom images'],
    ['TITLE_CHANGE_LIMIT_REACHED', 'change the title'],
    ['SOMETHING_NEW', 'access this feature'],
  ])('%s → "%s"', (code, feature) => {
    const error = refused(403, { message: `Free itineraries hold up to ${FREE_EVENT_LIMIT} events.`, code });
    expect(showUpgradeFor(error)).toBe(true);
    expect($upgradeFeature.get()).toBe(feature);
  });

  it('leaves every other failure to the caller’s error toast', () => {
    expect(showUpgradeFor(refused(403, { message: 'Admin access required.', code: 'FORBIDDEN' }))).toBe(false);
    expect(showUpgradeFor(refused(403, { message: 'Admin access required.' }))).toBe(false);
    expect(showUpgradeFor(refused(403, 'Forbidden'))).toBe(false);
    expect(showUpgradeFor(refused(400, { message: 'Bad', code: 'TRIAL_LIMIT_REACHED' }))).toBe(false);
    expect(showUpgradeFor(new Error('403: {"code":"TRIAL_LIMIT_REACHED"}'))).toBe(false);
    expect($upgradeFeature.get()).toBeNull();
  });
});

describe('ghost upsells', () => {
  const unpaid = { isPaid: false, customLinks: [] };
  it('show for unpaid itineraries in admin mode from 2 events', () => {
    expect(ghostUpsells(unpaid, UPSELL_MIN_EVENTS, true)).toEqual({ print: true, links: true });
    expect(ghostUpsells(unpaid, UPSELL_MIN_EVENTS - 1, true)).toEqual({ print: false, links: false });
    expect(ghostUpsells(unpaid, 5, false)).toEqual({ print: false, links: false });
  });
  it('never for paid itineraries, and no link upsell once links exist', () => {
    expect(ghostUpsells({ isPaid: true, customLinks: [] }, 5, true)).toEqual({ print: false, links: false });
    expect(ghostUpsells({ isPaid: false, customLinks: [{ name: 'Hotel', url: 'https://h.example' }] }, 5, true)).toEqual({
      print: true,
      links: false,
    });
  });
});

describe('owner email prompt', () => {
  it('asks when the owner has no email or is Anonymous', () => {
    expect(ownerNeedsEmail({ ownerName: null, hasOwnerEmail: false })).toBe(true);
    expect(ownerNeedsEmail({ ownerName: 'Maya', hasOwnerEmail: false })).toBe(true);
    expect(ownerNeedsEmail({ ownerName: ' anonymous ', hasOwnerEmail: true })).toBe(true);
    expect(ownerNeedsEmail({ ownerName: null, hasOwnerEmail: true })).toBe(true);
    expect(ownerNeedsEmail({ ownerName: 'Maya', hasOwnerEmail: true })).toBe(false);
  });

  it('requires an email, keeps the name optional', () => {
    const empty = ownerInfoSchema.safeParse({ ownerName: null, ownerEmail: '   ' });
    expect(empty.success || firstIssueMessage(empty.error)).toBe(MESSAGES.ownerEmailRequired);
    const missing = ownerInfoSchema.safeParse({ ownerName: 'Maya' });
    expect(missing.success || firstIssueMessage(missing.error)).toBe(MESSAGES.ownerEmailRequired);
    const invalid = ownerInfoSchema.safeParse({ ownerEmail: 'maya.example.com' });
    expect(invalid.success || firstIssueMessage(invalid.error)).toBe(MESSAGES.invalidEmail);
    expect(ownerInfoSchema.parse({ ownerName: '  Maya ', ownerEmail: ' maya@example.com ' })).toEqual({
      ownerName: 'Maya',
      ownerEmail: 'maya@example.com',
    });
    expect(ownerInfoSchema.parse({ ownerName: null, ownerEmail: 'maya@example.com' }).ownerName).toBeNull();
  });
});

describe('feedback', () => {
  it('needs a role and non-empty trimmed text', () => {
    for (const body of [{ feedbackText: 'Great' }, { userType: 'owner', feedbackText: '  ' }, { userType: 'host', feedbackText: 'Hi' }]) {
      const result = feedbackSchema.safeParse(body);
      expect(result.success || firstIssueMessage(result.error)).toBe(MESSAGES.feedbackMissing);
    }
    expect(feedbackSchema.parse({ userType: 'guest', feedbackText: ' Loved it \n' })).toEqual({
      userType: 'guest',
      feedbackText: 'Loved it',
    });
  });
});
