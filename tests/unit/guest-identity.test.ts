/**
 * The pure rules of who a guest is (docs/product.md#who-a-guest-is): the "Who are you?" form, the
 * shared code switch's body, and the plan a listed guest's page opens on.
 */
import { describe, expect, it } from 'vitest';
import { sharedCodeSchema, whoFormSchema } from '../../src/lib/identity-schemas';
import { ownPlan } from '../../src/server/pages/pages';

const event = (attendees: string | null) => ({ attendees }) as Parameters<typeof ownPlan>[1][number];

describe('the “Who are you?” form', () => {
  it('takes a guest’s id, or skip (which wins when both are sent)', () => {
    expect(whoFormSchema.safeParse({ guestId: '12' }).data).toEqual({ guestId: '12' });
    expect(whoFormSchema.safeParse({ skip: '1', guestId: '12' }).data).toEqual({ skip: '1' });
  });

  it('refuses anything else with one plain message', () => {
    for (const form of [{}, { guestId: '' }, { guestId: '0' }, { guestId: '-3' }, { guestId: '1e3' }, { guestId: '9'.repeat(13) }, { skip: 'yes' }]) {
      const parsed = whoFormSchema.safeParse(form);
      expect(parsed.success, JSON.stringify(form)).toBe(false);
      expect(parsed.error?.issues[0]?.message, JSON.stringify(form)).toBe('Please choose your name from the list, or skip.');
    }
  });
});

describe('the shared code switch', () => {
  it('takes a boolean only', () => {
    expect(sharedCodeSchema.safeParse({ on: false }).success).toBe(true);
    for (const on of ['false', 0, null, undefined]) expect(sharedCodeSchema.safeParse({ on }).success).toBe(false);
  });
});

describe('ownPlan', () => {
  const events = [event('Ana, Bo'), event('Cy')];

  it('opens on the guest’s own plan, in the itinerary’s spelling of their name', () => {
    expect(ownPlan({ name: 'ana' }, events)).toEqual(['Ana']);
    expect(ownPlan({ name: 'Dee' }, events, ['Dee'])).toEqual(['Dee']);
  });

  it('opens on everyone’s when nothing names the guest, or the browser is nobody', () => {
    expect(ownPlan({ name: 'Dee' }, events)).toBeNull();
    expect(ownPlan(null, events)).toBeNull();
    expect(ownPlan(undefined, events)).toBeNull();
  });
});
