/**
 * The one place of user-facing messages, grouped by feature: every message the browser shows that
 * the server or another module also uses, and every refusal a service sends from a table
 * (docs/architecture.md#messages). Plain strings and functions of the limits, free of zod and
 * server code, so any island can import them without the validation library. The groups that one
 * lazily loaded screen shows are written in ./messages-*.ts and re-exported here, so the landing
 * page does not download them.
 */
import { MAX_AVATAR_BYTES, MAX_HEADER_IMAGE_BYTES, MAX_HEADER_IMAGES, MAX_TITLE_CHANGES, PROJECT_NAME_MAX } from './limits';
import { megabytes } from './number-words';

export { CODE_MESSAGES } from './messages-codes';
export { GUEST_LIST_MESSAGES, addedSummary, INVITE_NOT_SENT, invitesSentSummary } from './messages-guests';
export { PAYMENT_MESSAGES } from './messages-payments';
export { TRAVEL_MESSAGES } from './messages-travel';

/** The refusal of a picked file over an upload limit of `maxBytes`. */
export const imageTooLargeMessage = (maxBytes: number) => `Please select an image smaller than ${megabytes(maxBytes)}MB.`;

// Creating and entering an itinerary.
export const MESSAGES = {
  nameRequired: 'Please enter an itinerary name.',
  nameTooLong: `Itinerary names can be at most ${PROJECT_NAME_MAX} characters.`,
  termsRequired:
    'Please accept the Terms and Conditions, Privacy Policy, and Community Guidelines to continue.',
  accessFieldsRequired: 'Please enter project ID, email, and access code.',
  unknownItinerary: 'This itinerary does not exist.',
  accessCodeRequired: 'Please enter an access code',
  // Where an organiser has the admin code: shown at creation, emailed only when they gave an address.
  adminCodeWhere: 'The admin code was shown when this itinerary was created, and emailed to the organiser if they gave an address.',
  invalidEmail: 'Please enter a valid email address.',
  invalidAccessCode: 'Invalid access code. Please check and try again.',
  tooManyAttempts: 'Too many failed attempts. Access has been blocked.',
  adminCodeRequired: 'Please enter the admin code.',
  invalidAdminCode: 'Invalid admin code. Please try again.',
  // Title, feedback, owner email.
  titleChangeLimit: `You have used all ${MAX_TITLE_CHANGES} title changes for this project.`,
  feedbackMissing: 'Please select your role and provide feedback before submitting.',
  ownerEmailRequired: 'Please enter your email address.',
  // Header images.
  tooManyImages: `You can only upload up to ${MAX_HEADER_IMAGES} images.`,
  imageOverflow: `You can only upload up to ${MAX_HEADER_IMAGES} images. Extra images were not added.`,
  notAnImage: 'Please select an image file.',
  imageTooLarge: imageTooLargeMessage(MAX_HEADER_IMAGE_BYTES),
  imageTypeUnsupported: 'Please upload a JPEG, PNG or WebP image.',
  // A header image's or profile picture's upload that is not (or no longer) where it was sent.
  uploadNotFound: 'This upload was not found. Please upload the image again.',
  // Profile pictures and the dashboard.
  avatarTooLarge: imageTooLargeMessage(MAX_AVATAR_BYTES),
  deleteNameMismatch: 'The name does not match.',
  // Checkout.
  invalidCoupon: 'Invalid coupon code',
  ownedAccessFailed: 'Unable to access your project. Please try again.',
  unclaimedNeedsDate: 'Add a date before sending this event to an itinerary.',
  // An event's or a guest's travel's date and time, missing or not a real one.
  dateTimeRequired: 'Please choose a date and time.',
  // An event's end (docs/product.md#events).
  eventEndInvalid: 'Please choose an end date and time, or remove the end time.',
  eventEndBeforeStart: 'The end must be after the start. Please choose a later end time.',
} as const;

// Example itineraries (the access module's refusal of a write; its wrong codes are in MESSAGES).
export const ACCESS_MESSAGES = {
  exampleReadOnly: 'Example itineraries cannot be edited. Create your own to customise it.',
} as const;

// Who a guest is: personal invite links, a picked name, "Only personal links"
// (docs/product.md#who-a-guest-is).
export const IDENTITY_MESSAGES = {
  personalLinksOnly: "This itinerary is open by personal invite links only. Ask your host for yours.",
  linkNotWorking: "This invite link doesn't work anymore. Ask your host for a new one.",
  nameInUse: 'This name is already in use on another device. If it is yours, open your personal invite link, or ask your host.',
} as const;

// The organiser's name and email, and the codes email it triggers.
export const OWNER_MESSAGES = {
  tooManyEmails: 'The access codes of this itinerary have been emailed several times in the last hour.',
  notSent: 'Your details were saved, but the email with your codes could not be sent. Please try again.',
  unsubscribed: (siteName: string) =>
    `Your details were saved, but this address asked not to receive emails from ${siteName}, so the codes were not sent. ` +
    'Its owner can allow emails again with the link at the bottom of any email from us.',
  tooManyFromClient: 'Your details were saved, but too many emails were requested from this device, so the codes were not sent.',
  tooManyToAddress:
    'Your details were saved, but this address has already been sent as many emails as we send to one address in a day, so the codes were not sent.',
} as const;

// Sign-in links.
export const EMAIL_LINK_MESSAGES = {
  tooManyForAddress: 'Too many sign-in links were sent to this address.',
  tooManyForClient: 'Too many sign-in links were requested from this device.',
  notSent: 'We could not send the sign-in email. Please try again.',
} as const;

/**
 * The mail guard's refusals of an email to a typed address, unless the sender gives its own:
 * the address asked for no more email (409); the client's hourly or daily allowance is used up
 * (429); the recipient's daily allowance is used up (429). The wait is appended to a 429.
 */
export const MAIL_GUARD_MESSAGES = {
  unsubscribed: 'This address asked not to receive emails from us.',
  tooManyFromClient: 'Too many emails were requested from this device.',
  tooManyToAddress: 'This address has already been sent as many emails as we send to one address in a day.',
} as const;

// Header image uploads.
export const UPLOAD_MESSAGES = {
  tooManyForItinerary: 'This itinerary has started a lot of image uploads in the last hour.',
  tooManyFromClient: 'You have started a lot of image uploads in the last hour.',
} as const;

// Coupons.
export const COUPON_MESSAGES = {
  invalid: MESSAGES.invalidCoupon,
  expired: 'This coupon has expired.',
  usedUp: 'This coupon has reached its redemption limit.',
} as const;

// Private events: who sees an event (docs/product.md#private-events).
export const PRIVATE_EVENT_MESSAGES = {
  visibilityInvalid: 'Please choose who can see this event.',
  /** An admin card's line for a private event, with how many guests it reaches. */
  privateTo: (people: number) => `Private · ${people} ${people === 1 ? 'person' : 'people'}`,
  /** …and when its attendees name nobody on the guest list. */
  nobodyListed: 'Nobody on the guest list is named in People yet.',
} as const;

/** Reminders by email (docs/reminders.md#email): the Get reminders page and its routes. */
export const EMAIL_REMINDER_MESSAGES = {
  sent: (masked: string) => `Check your inbox: we sent a link to ${masked}. Open it and tap Confirm to start getting reminders. (An address that already gets them gets nothing new.)`,
  off: 'Email reminders are off for this browser. Nothing more will be sent to the addresses it gave.',
  tooMany: 'Too many reminder sign-ups from here. Please try again later.',
  tooManyHere: 'This browser already gave several addresses for this itinerary. Turn email reminders off first.',
  full: 'This itinerary has as many people getting reminders as it can take.',
  addressStopped: 'This address asked for no more email from us. Use the "Stop emails" page of one of our emails to allow them again.',
  gone: 'This itinerary no longer exists.',
  invitationsLabel: 'Also send calendar invitations',
  invitationsHint: 'One email for each of your events, which Google, Apple or Outlook calendars add and update when plans change.',
  invitationsChange: 'For an address above, send it again with this box ticked or cleared.',
  invitationsOn: (masked: string) => `Calendar invitations are on for ${masked}: your events are on their way to that inbox.`,
  invitationsOff: (masked: string) =>
    `Calendar invitations are off for ${masked}. Reminders still come; events already in your calendar stay there but are no longer updated.`,
  confirmed: 'gets reminders',
  confirmedWithInvitations: 'gets reminders and calendar invitations',
  waiting: 'waiting for you to confirm (check your inbox)',
} as const;

// Reminders' times: the organiser's defaults and a device's own (docs/reminders.md#when).
export const REMINDER_MESSAGES = {
  digestAt: 'Please choose a time for the evening-before reminder from the list (5 PM to 9 PM).',
  lead: 'Please choose how long before each event from the list (30 minutes to 1 day).',
  switches: 'Please say whether the evening-before reminder and the reminder before each event are on.',
} as const;
