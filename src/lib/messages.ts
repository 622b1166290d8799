/**
 * Validation and error messages that both the server's answers and the browser's fallbacks use.
 * Plain strings, free of zod, so any island can import them without the validation library.
 */
import { MAX_AVATAR_BYTES, MAX_HEADER_IMAGE_BYTES, MAX_HEADER_IMAGES, MAX_TITLE_CHANGES, PROJECT_NAME_MAX } from './limits';
import { megabytes } from './number-words';

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
  // Profile pictures and the dashboard.
  avatarTooLarge: imageTooLargeMessage(MAX_AVATAR_BYTES),
  deleteNameMismatch: 'The name does not match.',
  // Checkout.
  invalidCoupon: 'Invalid coupon code',
  ownedAccessFailed: 'Unable to access your project. Please try again.',
  unclaimedNeedsDate: 'Add a date before sending this event to an itinerary.',
} as const;
