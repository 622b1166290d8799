/**
 * Forms check with their endpoint's schema and take their lengths from src/lib/limits.ts: each
 * form's check refuses what the schema refuses, with the schema's message, and the rendered
 * field's maxlength is the limit the schema uses. (tests/integration/form-checks.test.ts sends
 * the same values to the running server.)
 */
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ACCESS_TEXT } from '../../src/lib/access-flow';
import { customLinkSchema, customTitleSchema, hexColorSchema, HEX_MESSAGE } from '../../src/lib/customization-schema';
import {
  COUPON_CODE_MAX,
  EMAIL_MAX,
  EVENT_ATTENDEES_MAX,
  EVENT_DESCRIPTION_MAX,
  EVENT_LOCATION_MAX,
  EVENT_TITLE_MAX,
  EVENT_VIBE_MAX,
  FAQ_ANSWER_MAX,
  FAQ_QUESTION_MAX,
  MAX_ACCESS_ATTEMPTS,
  MAX_AVATAR_BYTES,
  MAX_CODE_INPUT_LENGTH,
  MAX_HEADER_IMAGE_BYTES,
  OWNER_NAME_MAX,
  PROJECT_ID_INPUT_MAX,
} from '../../src/lib/limits';
import { MESSAGES } from '../../src/lib/messages';
import { capitalizedNumberWord, megabytes, numberWord } from '../../src/lib/number-words';
import {
  accessFormSchema,
  checkField,
  checkForm,
  createProjectSchema,
  eventFieldsSchema,
  eventInputSchema,
  faqInputSchema,
  fieldErrors,
  unclaimedEventUpdateSchema,
  validateCouponSchema,
  verifyAdminSchema,
} from '../../src/lib/schemas';
import type { AuthUserView, ForwardingAddressView } from '../../src/lib/types';
import AccessForm from '../../src/islands/access/AccessForm';
import { CouponField } from '../../src/islands/checkout/CouponField';
import SettingsTab from '../../src/islands/dashboard/SettingsTab';
import { UnclaimedEventCard } from '../../src/islands/dashboard/UnclaimedEventCard';
import { checkProfileName } from '../../src/islands/dashboard/profile-name';
import { FaqEditor } from '../../src/islands/itinerary/faqs/FaqEditor';
import { unclaimedEventView } from '../support/dashboard';

const noop = () => undefined;
const resolved = () => Promise.resolve();

/** The server-rendered HTML of a component, as the page first shows it. */
function html<P extends object>(component: ComponentType<P>, props: P): string {
  return renderToStaticMarkup(createElement(component, props));
}

/** The maxlength attribute of the control with this id (or, failing that, this placeholder). */
function maxLengthOf(markup: string, marker: string): number | null {
  const tag = markup.match(new RegExp(`<(?:input|textarea)[^>]*${marker}[^>]*>`))?.[0];
  const value = tag?.match(/maxLength="(\d+)"/i)?.[1];
  return value === undefined ? null : Number(value);
}

describe('limits said in words', () => {
  it('builds the words from the number', () => {
    expect(numberWord(5)).toBe('five');
    expect(capitalizedNumberWord(5)).toBe('Five');
    expect(numberWord(12)).toBe('twelve');
    expect(numberWord(40)).toBe('40');
    expect(megabytes(MAX_AVATAR_BYTES)).toBe(5);
  });

  it('keeps the displayed sentences, made from the constants', () => {
    expect(ACCESS_TEXT.lockedOut).toBe(`${capitalizedNumberWord(MAX_ACCESS_ATTEMPTS)} invalid attempts reached.`);
    expect(ACCESS_TEXT.blockedCard).toContain(`(${MAX_ACCESS_ATTEMPTS})`);
    expect(MESSAGES.imageTooLarge).toBe(`Please select an image smaller than ${megabytes(MAX_HEADER_IMAGE_BYTES)}MB.`);
    expect(MESSAGES.avatarTooLarge).toBe(`Please select an image smaller than ${megabytes(MAX_AVATAR_BYTES)}MB.`);
  });
});

describe('checkForm', () => {
  it('gives the data to send, or each field its first message', () => {
    expect(checkForm(faqInputSchema, { question: '  Parking? ', answer: ' Free. ' })).toEqual({
      ok: true,
      data: { question: 'Parking?', answer: 'Free.' },
    });
    const refused = checkForm(faqInputSchema, { question: ' ', answer: 'a'.repeat(FAQ_ANSWER_MAX + 1) });
    expect(refused).toEqual({
      ok: false,
      message: 'Please enter a question.',
      errors: { question: 'Please enter a question.', answer: `Answers can be at most ${FAQ_ANSWER_MAX} characters.` },
    });
  });

  it('checkField checks one field the same way, its message being the field\'s', () => {
    const name = createProjectSchema.shape.name;
    expect(checkField(name, '  Lisbon Weekend ')).toEqual({ ok: true, data: 'Lisbon Weekend' });
    expect(checkField(name, ' ')).toEqual({ ok: false, message: MESSAGES.nameRequired, errors: {} });
    expect(checkField(hexColorSchema, '#12345G')).toEqual({ ok: false, message: HEX_MESSAGE, errors: {} });
  });

  it('fieldErrors keeps the first message of each field', () => {
    const parsed = faqInputSchema.safeParse({ question: 'q'.repeat(FAQ_QUESTION_MAX + 1), answer: '' });
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      expect(fieldErrors(parsed.error)).toEqual({
        question: `Questions can be at most ${FAQ_QUESTION_MAX} characters.`,
        answer: 'Please enter an answer.',
      });
    }
  });
});

describe('the Settings name form', () => {
  const user: AuthUserView = { email: 'rosa@example.test', firstName: 'Rosa', lastName: null, profileImageUrl: null };
  const forwarding = { address: 'plans+abc@itinerary.test' } as unknown as ForwardingAddressView;

  it('refuses a name of 81 characters with the endpoint message, and takes 80', () => {
    const tooLong = checkProfileName('J'.repeat(OWNER_NAME_MAX + 1), '');
    expect(tooLong).toMatchObject({ ok: false, errors: { firstName: `Names can be at most ${OWNER_NAME_MAX} characters.` } });
    expect(checkProfileName('Jo', 'P'.repeat(OWNER_NAME_MAX + 1))).toMatchObject({ ok: false, errors: { lastName: `Names can be at most ${OWNER_NAME_MAX} characters.` } });
    expect(checkProfileName('   ', 'Park')).toMatchObject({ ok: false, errors: { firstName: 'Please enter your first name.' } });
    expect(checkProfileName(` ${'J'.repeat(OWNER_NAME_MAX)} `, ' Park ')).toEqual({ ok: true, data: { firstName: 'J'.repeat(OWNER_NAME_MAX), lastName: 'Park' } });
  });

  it('takes no more characters than the endpoint allows', () => {
    const markup = html(SettingsTab, { user, onUserChange: noop, forwarding, onForwardingChange: noop });
    expect(maxLengthOf(markup, 'autoComplete="given-name"')).toBe(OWNER_NAME_MAX);
    expect(maxLengthOf(markup, 'autoComplete="family-name"')).toBe(OWNER_NAME_MAX);
  });
});

describe('the access form', () => {
  it('asks for all three fields with one message, then checks each as the access endpoint does', () => {
    for (const values of [
      { projectId: '', email: '', accessCode: '' },
      { projectId: 'k3v9x2qa', email: '  ', accessCode: 'ABC123' },
      { projectId: 'k3v9x2qa', email: 'guest@example.com', accessCode: ' ' },
    ]) {
      expect(checkForm(accessFormSchema, values)).toMatchObject({ ok: false, message: MESSAGES.accessFieldsRequired });
    }
    expect(checkForm(accessFormSchema, { projectId: 'k3v9x2qa', email: 'guest.example.com', accessCode: 'abc123' })).toMatchObject({
      ok: false,
      errors: { email: MESSAGES.invalidEmail },
    });
    expect(checkForm(accessFormSchema, { projectId: 'k3v9x2qa', email: 'guest@example.com', accessCode: 'A'.repeat(MAX_CODE_INPUT_LENGTH + 1) })).toMatchObject({
      ok: false,
      errors: { accessCode: MESSAGES.invalidAccessCode },
    });
    expect(checkForm(accessFormSchema, { projectId: ' K3V9X2QA ', email: ' guest@example.com ', accessCode: ' abc123 ' })).toEqual({
      ok: true,
      data: { projectId: 'k3v9x2qa', email: 'guest@example.com', accessCode: 'ABC123' },
    });
  });

  it('takes no longer id, email or code than the checks allow', () => {
    const markup = html(AccessForm, {});
    expect(maxLengthOf(markup, 'id="access-project-id"')).toBe(PROJECT_ID_INPUT_MAX);
    expect(maxLengthOf(markup, 'id="access-email"')).toBe(EMAIL_MAX);
    expect(maxLengthOf(markup, 'id="access-code"')).toBe(MAX_CODE_INPUT_LENGTH);
  });

  it('the admin code dialog uses the verify endpoint schema', () => {
    expect(checkForm(verifyAdminSchema, { adminCode: '  ' })).toMatchObject({ ok: false, message: MESSAGES.adminCodeRequired });
    expect(checkForm(verifyAdminSchema, { adminCode: ' abcd2345 ' })).toEqual({ ok: true, data: { adminCode: 'ABCD2345' } });
  });
});

describe('event fields, once for events and unclaimed events', () => {
  it('builds both schemas from one object', () => {
    // Events add to the shared fields who sees them (an unclaimed event is the admins' alone) and
    // one rule (the end after the start); each shared field is the same schema.
    const shared = eventFieldsSchema.def.shape;
    expect(Object.keys(eventInputSchema.def.shape)).toEqual([...Object.keys(shared), 'visibility']);
    for (const [key, field] of Object.entries(shared)) expect(eventInputSchema.def.shape[key as keyof typeof shared]).toBe(field);
    const title = 'x'.repeat(EVENT_TITLE_MAX + 1);
    const message = `Event titles can be at most ${EVENT_TITLE_MAX} characters.`;
    expect(checkForm(eventInputSchema, { title, datetime: '2030-05-01T18:00:00Z' })).toMatchObject({ ok: false, errors: { title: message } });
    expect(checkForm(unclaimedEventUpdateSchema, { title })).toMatchObject({ ok: false, errors: { title: message } });
    for (const [field, max, label] of [
      ['description', EVENT_DESCRIPTION_MAX, 'Descriptions'],
      ['location', EVENT_LOCATION_MAX, 'Locations'],
      ['attendees', EVENT_ATTENDEES_MAX, 'Attendee lists'],
      ['vibe', EVENT_VIBE_MAX, 'Vibe & Style'],
    ] as const) {
      const body = { [field]: 'x'.repeat(max + 1) };
      const expected = { ok: false, errors: { [field]: `${label} can be at most ${max} characters.` } };
      expect(checkForm(unclaimedEventUpdateSchema, body)).toMatchObject(expected);
      expect(checkForm(eventInputSchema, { title: 'Dinner', datetime: '2030-05-01T18:00:00Z', ...body })).toMatchObject(expected);
    }
  });

  it('unclaimed events change one field at a time, never their coordinates or private notes', () => {
    expect(checkForm(unclaimedEventUpdateSchema, { vibe: ' Smart casual ' })).toEqual({ ok: true, data: { vibe: 'Smart casual' } });
    // Whatever else a body carries is dropped, as the endpoint drops it.
    const extra = unclaimedEventUpdateSchema.safeParse({ privateNotes: 'PNR', latitude: 1 });
    expect(extra.success && extra.data).toEqual({});
  });

  it('the unclaimed card takes no longer text than the schema allows', () => {
    const event = unclaimedEventView({ id: 1, title: 'Flight to Kyoto', location: 'Kyoto', createdAt: '2030-01-01T00:00:00.000Z' });
    const markup = html(UnclaimedEventCard, { event, projects: [], selected: false, onSelect: noop, onChange: noop, onAssign: resolved, onDelete: resolved });
    expect(maxLengthOf(markup, 'placeholder="Where"')).toBe(EVENT_LOCATION_MAX);
    expect(maxLengthOf(markup, 'placeholder="Everyone, or names separated by commas"')).toBe(EVENT_ATTENDEES_MAX);
    expect(maxLengthOf(markup, 'placeholder="Dress code, mood"')).toBe(EVENT_VIBE_MAX);
    expect(maxLengthOf(markup, 'placeholder="Details"')).toBe(EVENT_DESCRIPTION_MAX);
    expect(maxLengthOf(markup, 'value="Flight to Kyoto"')).toBe(EVENT_TITLE_MAX);
  });
});

describe('FAQ editor, coupon and admin panel fields', () => {
  it('the FAQ editor takes no longer question or answer than the schema allows', () => {
    const markup = html(FaqEditor, { initial: { question: '', answer: '' }, isNew: true, onSave: () => Promise.resolve(true), onClose: noop });
    expect(maxLengthOf(markup, 'placeholder="Question \\*"')).toBe(FAQ_QUESTION_MAX);
    expect(maxLengthOf(markup, 'placeholder="Answer')).toBe(FAQ_ANSWER_MAX);
  });

  it('a coupon code longer than the limit is refused as the endpoint refuses it, and cannot be typed', () => {
    const code = validateCouponSchema.shape.couponCode;
    expect(code.safeParse('C'.repeat(COUPON_CODE_MAX)).success).toBe(true);
    const refused = code.safeParse('C'.repeat(COUPON_CODE_MAX + 1));
    expect(refused.success ? null : refused.error.issues[0]?.message).toBe(MESSAGES.invalidCoupon);
    const markup = html(CouponField, { value: '', state: { status: 'idle' }, currency: 'usd', onChange: noop, onApply: noop });
    expect(maxLengthOf(markup, 'id="checkout-coupon"')).toBe(COUPON_CODE_MAX);
  });

  it('titles count characters, links and colours use the endpoint rules', () => {
    expect(customTitleSchema.safeParse('🎉'.repeat(100)).success).toBe(true);
    const long = customTitleSchema.safeParse('x'.repeat(101));
    expect(long.success ? null : long.error.issues[0]?.message).toBe('Titles can be at most 100 characters.');
    expect(customLinkSchema.safeParse({ name: ' Chat ', url: 'chat.example.com' })).toMatchObject({ success: true, data: { name: 'Chat', url: 'https://chat.example.com/' } });
    expect(hexColorSchema.safeParse('#ABCDEF')).toMatchObject({ success: true, data: '#abcdef' });
    const notHex = hexColorSchema.safeParse('#abcdeg');
    expect(notHex.success ? null : notHex.error.issues[0]?.message).toBe(HEX_MESSAGE);
  });
});
