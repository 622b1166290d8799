/**
 * The API contract: one schema per request body, used by the endpoint and by the island, so the
 * browser shows the same message the server would send (DESIGN.md "Rules of the house").
 * Built with zod/mini so the landing page can validate without shipping all of zod.
 */
import * as z from 'zod/mini';
import { MESSAGES } from './messages';
import {
  ACCESS_CODE_LENGTH,
  CUSTOM_ADMIN_CODE_MAX,
  CUSTOM_ADMIN_CODE_MIN,
  CUSTOM_TITLE_MAX,
  EMAIL_MAX,
  EXAMPLE_ACCESS_CODE,
  FEEDBACK_TEXT_MAX,
  GROUP_SIZE_MAX,
  LINK_NAME_MAX,
  LINK_URL_MAX,
  MAX_CODE_INPUT_LENGTH,
  MAX_CUSTOM_LINKS,
  OWNER_NAME_MAX,
  PROJECT_NAME_MAX,
} from './limits';
import { BACKGROUND_KEYS, type BackgroundKey } from './backgrounds';
import { BODY_FONTS, TITLE_FONT_KEYS, type BodyFontKey, type TitleFontKey } from './fonts';
import { safeLinkUrl } from './links';
import { BORDER_STYLES } from './theme';

export { MESSAGES };

const trimmed = (max: number, tooLong: string) =>
  z.string().check(z.trim(), z.maxLength(max, tooLong));

export const createProjectSchema = z.object({
  name: z.string({ error: MESSAGES.nameRequired }).check(
    z.trim(),
    z.minLength(1, MESSAGES.nameRequired),
    z.maxLength(PROJECT_NAME_MAX, MESSAGES.nameTooLong),
  ),
  // Dashboard body (spec §7): ownerName, groupSize, optional ownerEmail.
  ownerName: z.optional(
    z.nullable(trimmed(OWNER_NAME_MAX, `Names can be at most ${OWNER_NAME_MAX} characters.`)),
  ),
  groupSize: z.optional(
    z.int('Group size must be a whole number.').check(
      z.minimum(1, 'Group size must be at least 1.'),
      z.maximum(GROUP_SIZE_MAX, 'Group size is too large.'),
    ),
  ),
  ownerEmail: z.optional(
    z.nullable(
      z.union([
        z.literal(''),
        z.email(MESSAGES.invalidEmail).check(z.maxLength(EMAIL_MAX, MESSAGES.invalidEmail)),
      ]),
    ),
  ),
});
export type CreateProjectInput = z.infer<typeof createProjectSchema>;

export const accessCodeSchema = z.string({ error: MESSAGES.accessCodeRequired }).check(
  z.trim(),
  z.toUpperCase(),
  z.minLength(1, MESSAGES.accessCodeRequired),
  z.maxLength(MAX_CODE_INPUT_LENGTH, MESSAGES.invalidAccessCode),
);

export const accessRequestSchema = z.object({
  accessCode: accessCodeSchema,
  // Variant A sends the guest's email too; variant B sends the code only (spec §3).
  email: z.optional(
    z.union([
      z.literal(''),
      z.email(MESSAGES.invalidEmail).check(z.maxLength(EMAIL_MAX, MESSAGES.invalidEmail)),
    ]),
  ),
});
export type AccessRequest = z.infer<typeof accessRequestSchema>;

// spec §5: 'Missing Code' / 'Please enter the admin code.'
export const verifyAdminSchema = z.object({
  adminCode: z.string({ error: MESSAGES.adminCodeRequired }).check(
    z.trim(),
    z.toUpperCase(),
    z.minLength(1, MESSAGES.adminCodeRequired),
    z.maxLength(MAX_CODE_INPUT_LENGTH, MESSAGES.invalidAdminCode),
  ),
});

/** First readable message of a failed parse, for toasts and 400 bodies. */
export function firstIssueMessage(error: { issues: readonly { message: string }[] }): string {
  return error.issues[0]?.message ?? 'The request was not valid.';
}

// Calendar feeds (issue 3): `person` null or absent is the whole itinerary.
const FEED_PERSON_MAX = 100;
export const calendarFeedRequestSchema = z.object({
  person: z.optional(
    z.nullable(
      z
        .string('Please choose a person from the list.')
        .check(z.trim(), z.maxLength(FEED_PERSON_MAX, 'Please choose a person from the list.')),
    ),
  ),
});
export type CalendarFeedRequest = z.infer<typeof calendarFeedRequestSchema>;

const optionalText = (max: number, label: string) =>
  z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, `${label} can be at most ${max} characters.`))));

// spec §3 "Event", §5: title and datetime required.
export const eventInputSchema = z.object({
  title: z.string({ error: 'Please enter an event title.' }).check(
    z.trim(),
    z.minLength(1, 'Please enter an event title.'),
    z.maxLength(200, 'Event titles can be at most 200 characters.'),
  ),
  datetime: z.iso.datetime({ offset: true, error: 'Please choose a date and time.' }),
  description: optionalText(5000, 'Descriptions'),
  location: optionalText(500, 'Locations'),
  latitude: z.optional(z.nullable(z.number().check(z.minimum(-90, 'Latitude must be between -90 and 90.'), z.maximum(90, 'Latitude must be between -90 and 90.')))),
  longitude: z.optional(z.nullable(z.number().check(z.minimum(-180, 'Longitude must be between -180 and 180.'), z.maximum(180, 'Longitude must be between -180 and 180.')))),
  attendees: optionalText(2000, 'Attendee lists'),
  vibe: optionalText(500, 'Vibe & Style'),
  eventType: optionalText(50, 'Event types'),
  privateNotes: optionalText(5000, 'Private notes'),
});
export type EventInput = z.infer<typeof eventInputSchema>;

// spec §5: 'FAQ save needs non-empty trimmed question and answer'.
export const faqInputSchema = z.object({
  question: z.string({ error: 'Please enter a question.' }).check(
    z.trim(),
    z.minLength(1, 'Please enter a question.'),
    z.maxLength(500, 'Questions can be at most 500 characters.'),
  ),
  answer: z.string({ error: 'Please enter an answer.' }).check(
    z.trim(),
    z.minLength(1, 'Please enter an answer.'),
    z.maxLength(5000, 'Answers can be at most 5000 characters.'),
  ),
});
export type FaqInput = z.infer<typeof faqInputSchema>;

export const faqReorderSchema = z.object({
  faqIds: z.array(z.int('FAQ ids are whole numbers.')).check(z.maxLength(500, 'Too many FAQs.')),
});

// ---------------------------------------------------------------------------------------------
// Customisations (spec §2 "Admin panel", §3 key lists, §7 PUT …/customizations). Every field is
// optional: the panel sends what changed. Values are normalised here (hex to #rrggbb lower case,
// links to their https:// form, codes to upper case, time zones to their canonical name), so
// what the server stores is exactly what the schema returns.

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const HEX_MESSAGE = 'Colours must be hex values like #9333ea.';

/** '#ABC' → '#aabbcc'; '#A1B2C3' → '#a1b2c3'. */
export function normaliseHexColor(value: string): string {
  const hex = value.trim().toLowerCase();
  if (!HEX_COLOR.test(hex)) return hex;
  return hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
}

const hexColor = z.string(HEX_MESSAGE).check(z.trim(), z.regex(HEX_COLOR, HEX_MESSAGE), z.overwrite(normaliseHexColor));

const IANA_ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/** The canonical name of an IANA time zone ('europe/paris' → 'Europe/Paris'), or null. */
export function canonicalTimeZone(value: string): string | null {
  // Intl also takes offsets such as '+01:00'; the itinerary wants a named zone (spec §9).
  if (value.length > 64 || !IANA_ZONE_NAME.test(value)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

const TIME_ZONE_MESSAGE = 'Please choose a valid time zone, such as America/New_York.';

const LINK_URL_MESSAGE = 'Links must be web addresses (http:// or https://).';

const customLinkSchema = z.object({
  name: z.string('Please give each link a name.').check(
    z.trim(),
    z.minLength(1, 'Please give each link a name.'),
    z.maxLength(LINK_NAME_MAX, `Link names can be at most ${LINK_NAME_MAX} characters.`),
  ),
  // spec §2: a link without http(s) gets https:// prepended; any other scheme is refused.
  url: z.string('Please enter a URL for each link.').check(
    z.trim(),
    z.minLength(1, 'Please enter a URL for each link.'),
    z.maxLength(LINK_URL_MAX, `Link URLs can be at most ${LINK_URL_MAX} characters.`),
    z.refine((v) => safeLinkUrl(v) !== null, LINK_URL_MESSAGE),
    z.overwrite((v) => safeLinkUrl(v) ?? v),
  ),
});

const ACCESS_CODE_PATTERN = new RegExp(`^[A-Z0-9]{${ACCESS_CODE_LENGTH}}$`);
const ADMIN_CODE_PATTERN = new RegExp(`^[A-Z0-9]{${CUSTOM_ADMIN_CODE_MIN},${CUSTOM_ADMIN_CODE_MAX}}$`);
const RESERVED_CODE_MESSAGE = `${EXAMPLE_ACCESS_CODE} is reserved for the example itineraries. Please choose another code.`;

export const CODE_MESSAGES = {
  accessCode: `The share access code must be exactly ${ACCESS_CODE_LENGTH} letters or numbers.`,
  adminCode: `The admin code must be ${CUSTOM_ADMIN_CODE_MIN} to ${CUSTOM_ADMIN_CODE_MAX} letters or numbers.`,
  reserved: RESERVED_CODE_MESSAGE,
  sameCodes: 'The share access code and the admin code must be different.',
} as const;

const customCode = (pattern: RegExp, message: string) =>
  z.string(message).check(
    z.trim(),
    z.toUpperCase(),
    z.regex(pattern, message),
    z.refine((v) => v !== EXAMPLE_ACCESS_CODE, RESERVED_CODE_MESSAGE),
  );

const toggle = (label: string) => z.optional(z.boolean(`${label} must be on or off.`));

export const customizationSchema = z
  .object({
    customColors: z.optional(
      z.object(
        { primary: hexColor, secondary: hexColor, accent: hexColor },
        'Colours need a primary, a secondary and an accent colour.',
      ),
    ),
    /** The colour pickers' saves (spec §7): only customColors may come with it. */
    isColorOnlyUpdate: z.optional(z.boolean('isColorOnlyUpdate must be true or false.')),
    /** Empty or null means the itinerary's own name (spec §5 "Title"); emojis allowed. */
    customTitle: z.optional(
      z.nullable(
        z.string('Please enter a title.').check(
          z.trim(),
          z.refine((v) => [...v].length <= CUSTOM_TITLE_MAX, `Titles can be at most ${CUSTOM_TITLE_MAX} characters.`),
        ),
      ),
    ),
    selectedFont: z.optional(z.enum(Object.keys(BODY_FONTS) as [BodyFontKey, ...BodyFontKey[]], 'Please choose the Normal or Classy font.')),
    titleFont: z.optional(z.enum(TITLE_FONT_KEYS as [TitleFontKey, ...TitleFontKey[]], 'Please choose a title font from the list.')),
    selectedBackground: z.optional(z.enum(BACKGROUND_KEYS as [BackgroundKey, ...BackgroundKey[]], 'Please choose a background from the list.')),
    customBackgroundColor: z.optional(hexColor),
    borderStyle: z.optional(z.enum(BORDER_STYLES, `Border style must be ${BORDER_STYLES.join(' or ')}.`)),
    showCountdown: toggle('Show countdown timer'),
    showCreatorName: toggle('Show creator name'),
    showMapTab: toggle('The Map tab'),
    /** One of the itinerary's header images, or null for none (checked by the server). */
    headerImage: z.optional(z.nullable(z.string('Please choose one of the uploaded header images.').check(z.maxLength(LINK_URL_MAX, 'Please choose one of the uploaded header images.')))),
    customLinks: z.optional(
      z.array(customLinkSchema, 'Links must be a list.').check(
        z.maxLength(MAX_CUSTOM_LINKS, `You can add up to ${MAX_CUSTOM_LINKS} links.`),
      ),
    ),
    timeZone: z.optional(
      z.string(TIME_ZONE_MESSAGE).check(
        z.trim(),
        z.refine((v) => canonicalTimeZone(v) !== null, TIME_ZONE_MESSAGE),
        z.overwrite((v) => canonicalTimeZone(v) ?? v),
      ),
    ),
    accessCode: z.optional(customCode(ACCESS_CODE_PATTERN, CODE_MESSAGES.accessCode)),
    adminCode: z.optional(customCode(ADMIN_CODE_PATTERN, CODE_MESSAGES.adminCode)),
    /** Sent by the panel; ignored: the server counts title changes itself. */
    titleChangesUsed: z.optional(z.unknown()),
  })
  .check(
    z.refine((v) => !v.accessCode || !v.adminCode || v.accessCode !== v.adminCode, {
      message: CODE_MESSAGES.sameCodes,
      path: ['adminCode'],
    }),
    z.refine(
      (v) =>
        !v.isColorOnlyUpdate ||
        (v.customColors !== undefined &&
          Object.entries(v).every(([key, value]) => value === undefined || ['customColors', 'isColorOnlyUpdate', 'titleChangesUsed'].includes(key))),
      { message: 'A colour-only update may change the colours only.', path: ['isColorOnlyUpdate'] },
    ),
  );
export type CustomizationInput = z.infer<typeof customizationSchema>;

// spec §2 'Great work!' dialog, §5 "Owner email": email required, name optional.
export const ownerInfoSchema = z.object({
  ownerName: z.optional(
    z.nullable(trimmed(OWNER_NAME_MAX, `Names can be at most ${OWNER_NAME_MAX} characters.`)),
  ),
  ownerEmail: z.pipe(
    z.string({ error: MESSAGES.ownerEmailRequired }).check(
      z.trim(),
      z.minLength(1, MESSAGES.ownerEmailRequired),
      z.maxLength(EMAIL_MAX, MESSAGES.invalidEmail),
    ),
    z.email(MESSAGES.invalidEmail),
  ),
});
export type OwnerInfoInput = z.infer<typeof ownerInfoSchema>;

// spec §2 'Help Us Improve!', §5 "Feedback": a role and non-empty trimmed text.
export const feedbackSchema = z.object({
  userType: z.enum(['owner', 'guest'], MESSAGES.feedbackMissing),
  feedbackText: z.string(MESSAGES.feedbackMissing).check(
    z.trim(),
    z.minLength(1, MESSAGES.feedbackMissing),
    z.maxLength(FEEDBACK_TEXT_MAX, `Feedback can be at most ${FEEDBACK_TEXT_MAX} characters.`),
  ),
});
export type FeedbackInput = z.infer<typeof feedbackSchema>;
