import * as yup from 'yup';
import { LIMITS } from '../constants';
import { requiredText } from './required-text';

// Its own module: the sign-in page must not load the common-password list that new passwords are checked against.
/** Login (ADMIN-VALID-4): both required, trimmed. */
export const loginSchema = yup
  .object({
    username: requiredText('Username', LIMITS.usernameMax),
    password: requiredText('Password', 200),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');

export type LoginInput = yup.InferType<typeof loginSchema>;
