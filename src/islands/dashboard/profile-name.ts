/** Saving the account's name (the Settings tab and the first-run card share it). */
import { apiRequest } from '../../lib/api-client';
import { checkForm, updateUserSchema } from '../../lib/schemas';
import type { AuthUserView } from '../../lib/types';
import { toastError } from '../../stores/toast';

/** The Settings name form's check: PATCH /api/auth/user's own schema, so both refuse the same names. */
export const checkProfileName = (firstName: string, lastName: string) => checkForm(updateUserSchema, { firstName, lastName });

/** PATCHes the name; the updated user, or null after telling the person it failed. */
export async function saveProfileName(firstName: string, lastName: string): Promise<AuthUserView | null> {
  try {
    return await apiRequest<AuthUserView>('PATCH', '/api/auth/user', { firstName: firstName.trim(), lastName: lastName.trim() });
  } catch (error) {
    toastError(error, 'Failed to save your information. Please try again.');
    return null;
  }
}
