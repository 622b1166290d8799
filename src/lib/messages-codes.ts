/** The custom share access and admin codes (the admin panel's Security tab); see ./messages.ts. */
import { ACCESS_CODE_LENGTH, CUSTOM_ADMIN_CODE_MAX, CUSTOM_ADMIN_CODE_MIN, EXAMPLE_ACCESS_CODE } from './limits';

export const CODE_MESSAGES = {
  accessCode: `The share access code must be exactly ${ACCESS_CODE_LENGTH} letters or numbers.`,
  adminCode: `The admin code must be ${CUSTOM_ADMIN_CODE_MIN} to ${CUSTOM_ADMIN_CODE_MAX} letters or numbers.`,
  reserved: `${EXAMPLE_ACCESS_CODE} is reserved for the example itineraries. Please choose another code.`,
  sameCodes: 'The share access code and the admin code must be different.',
} as const;
