/**
 * The admin panel's request body (PUT /api/projects/{id}/customizations), shared by the panel and the endpoint like every schema of ./schemas.ts. It has a file of its
 * own because it needs the font, background and theme modules: kept out of ./schemas.ts, they
 * stay out of the landing page's bundle (which validates the create form with ./schemas.ts).
 */
import * as z from 'zod/mini';
import { BACKGROUND_KEYS, type BackgroundKey } from './backgrounds';
import { BODY_FONTS, TITLE_FONT_KEYS, type BodyFontKey, type TitleFontKey } from './fonts';
import {
  ACCESS_CODE_LENGTH,
  CUSTOM_ADMIN_CODE_MAX,
  CUSTOM_ADMIN_CODE_MIN,
  CUSTOM_TITLE_MAX,
  EXAMPLE_ACCESS_CODE,
  LINK_NAME_MAX,
  LINK_URL_MAX,
  MAX_CUSTOM_LINKS,
} from './limits';
import { INVALID_LINK_MESSAGE, safeLinkUrl } from './links';
import { CODE_MESSAGES } from './messages';
import { BORDER_STYLES } from './theme';
import { normalizeHex } from './themes';
import { timeZoneSchema } from './schemas';

// Every field is optional: the panel sends what changed. Values are normalised here (hex to
// #rrggbb lower case, links to their https:// form, codes to upper case, time zones to their
// canonical name), so what the server stores is exactly what the schema returns.

export const HEX_MESSAGE = 'Colours must be hex values like #9333ea.';

export const hexColorSchema = z.string(HEX_MESSAGE).check(
  z.trim(),
  z.refine((v) => v.startsWith('#') && normalizeHex(v) !== null, HEX_MESSAGE),
  z.overwrite((v) => normalizeHex(v) ?? v),
);

export const customLinkSchema = z.object({
  name: z.string('Please give each link a name.').check(
    z.trim(),
    z.minLength(1, 'Please give each link a name.'),
    z.maxLength(LINK_NAME_MAX, `Link names can be at most ${LINK_NAME_MAX} characters.`),
  ),
  // A link without http(s) gets https:// prepended; any other scheme is refused.
  url: z.string('Please enter a URL for each link.').check(
    z.trim(),
    z.minLength(1, 'Please enter a URL for each link.'),
    z.maxLength(LINK_URL_MAX, `Link URLs can be at most ${LINK_URL_MAX} characters.`),
    z.refine((v) => safeLinkUrl(v) !== null, INVALID_LINK_MESSAGE),
    z.overwrite((v) => safeLinkUrl(v) ?? v),
  ),
});

const ACCESS_CODE_PATTERN = new RegExp(`^[A-Z0-9]{${ACCESS_CODE_LENGTH}}$`);
const ADMIN_CODE_PATTERN = new RegExp(`^[A-Z0-9]{${CUSTOM_ADMIN_CODE_MIN},${CUSTOM_ADMIN_CODE_MAX}}$`);

const customCode = (pattern: RegExp, message: string) =>
  z.string(message).check(
    z.trim(),
    z.toUpperCase(),
    z.regex(pattern, message),
    z.refine((v) => v !== EXAMPLE_ACCESS_CODE, CODE_MESSAGES.reserved),
  );

/** The custom codes one at a time (the Security tab's fields validate as they are typed). */
export const customAccessCodeSchema = customCode(ACCESS_CODE_PATTERN, CODE_MESSAGES.accessCode);
export const customAdminCodeSchema = customCode(ADMIN_CODE_PATTERN, CODE_MESSAGES.adminCode);

/** Both codes as they would stand after a change: each well formed, and different. */
export const accessCodesSchema = z
  .object({ accessCode: customAccessCodeSchema, adminCode: customAdminCodeSchema })
  .check(z.refine((codes) => codes.accessCode !== codes.adminCode, { message: CODE_MESSAGES.sameCodes, path: ['adminCode'] }));

/** A display title, counted in characters (an emoji is one); empty means the itinerary's name. */
export const customTitleSchema = z.string('Please enter a title.').check(
  z.trim(),
  z.refine((v) => [...v].length <= CUSTOM_TITLE_MAX, `Titles can be at most ${CUSTOM_TITLE_MAX} characters.`),
);

/** What events keep when the itinerary's zone changes: their clock times, or their moments. */
const KEEP_TIMES = ['clock', 'moment'] as const;
export type KeepTimes = (typeof KEEP_TIMES)[number];
const KEEP_TIMES_MESSAGE = "Choose whether events keep their clock times ('clock') or their moments ('moment').";

const toggle = (label: string) => z.optional(z.boolean(`${label} must be on or off.`));

export const customizationSchema = z
  .object({
    customColors: z.optional(
      z.object(
        { primary: hexColorSchema, secondary: hexColorSchema, accent: hexColorSchema },
        'Colours need a primary, a secondary and an accent colour.',
      ),
    ),
    /** The colour pickers' saves: only customColors may come with it. */
    isColorOnlyUpdate: z.optional(z.boolean('isColorOnlyUpdate must be true or false.')),
    /** Empty or null means the itinerary's own name; emojis allowed. */
    customTitle: z.optional(z.nullable(customTitleSchema)),
    selectedFont: z.optional(z.enum(Object.keys(BODY_FONTS) as [BodyFontKey, ...BodyFontKey[]], 'Please choose the Normal or Classy font.')),
    titleFont: z.optional(z.enum(TITLE_FONT_KEYS as [TitleFontKey, ...TitleFontKey[]], 'Please choose a title font from the list.')),
    selectedBackground: z.optional(z.enum(BACKGROUND_KEYS as [BackgroundKey, ...BackgroundKey[]], 'Please choose a background from the list.')),
    customBackgroundColor: z.optional(hexColorSchema),
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
    timeZone: z.optional(timeZoneSchema),
    /**
     * With a new timeZone only: what its events keep (docs/time-zones.md). 'clock' (the default)
     * keeps the date and time they read, so each moves to that clock time in the new zone;
     * 'moment' keeps each event's instant, so the clock time it reads changes.
     */
    keepTimes: z.optional(z.enum(KEEP_TIMES, KEEP_TIMES_MESSAGE)),
    accessCode: z.optional(customAccessCodeSchema),
    adminCode: z.optional(customAdminCodeSchema),
    /**
     * With a new accessCode only: true signs every guest out (their viewer grants and the
     * calendar feeds they made end); false or absent keeps guests who already entered.
     */
    signOutGuests: z.optional(z.boolean('Signing guests out must be yes or no.')),
    /** Sent by the panel; ignored: the server counts title changes itself. */
    titleChangesUsed: z.optional(z.unknown()),
  })
  .check(
    z.refine((v) => !v.accessCode || !v.adminCode || v.accessCode !== v.adminCode, {
      message: CODE_MESSAGES.sameCodes,
      path: ['adminCode'],
    }),
    z.refine((v) => v.keepTimes === undefined || v.timeZone !== undefined, {
      message: 'Keeping clock times or moments goes with a new time zone.',
      path: ['keepTimes'],
    }),
    z.refine((v) => v.signOutGuests === undefined || v.accessCode !== undefined, {
      message: 'Signing guests out goes with a new share access code.',
      path: ['signOutGuests'],
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

/** POST …/access-code: the one-click new random access code (when someone is guessing codes). */
export const newAccessCodeSchema = z.object({
  /** True signs every guest out as well; false or absent keeps guests who already entered. */
  signOutGuests: z.optional(z.boolean('Signing guests out must be yes or no.')),
});
