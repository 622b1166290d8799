/**
 * Public ids and secret codes, drawn uniformly from alphabets without look-alike characters.
 * Codes are compared with constantTimeEqual (../core/crypto.ts).
 */
import {
  ACCESS_CODE_LENGTH,
  ADMIN_CODE_LENGTH,
  CODE_ALPHABET,
  PROJECT_ID_ALPHABET,
  PROJECT_ID_LENGTH,
} from '../../lib/limits';
import { randomString } from '../core/crypto';

export const generateProjectId = () => randomString(PROJECT_ID_ALPHABET, PROJECT_ID_LENGTH);
export const generateAccessCode = () => randomString(CODE_ALPHABET, ACCESS_CODE_LENGTH);
export const generateAdminCode = () => randomString(CODE_ALPHABET, ADMIN_CODE_LENGTH);
