import * as yup from 'yup';
import { LIMITS } from '../constants';
import { requiredText } from './required-text';

// Its own module: the sign-in page must not load the common-password list that new passwords are checked against.
/** Login (ADMIN-VALID-4): both required, trimmed. */
export const loginSchema = yup
  .object({
    username: requiredText('Username', LIMITS.usernameMax),
    password: requiredText('Password', 200),
    /** A one-time sign-in link's token, from the mail (POST /api/auth/sign-in-link): skips an attack's queue. */
    link: yup.string().trim().max(100, 'This sign-in link is not valid').optional(),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');

export type LoginInput = yup.InferType<typeof loginSchema>;

/** POST /api/auth/sign-in-link: mail a one-time sign-in link to the account's address. */
export const signInLinkRequestSchema = yup
  .object({ username: requiredText('Username', LIMITS.usernameMax) })
  .noUnknown(true, 'Unknown field: ${unknown}');

/** POST /api/auth/two-factor: the code from the authenticator app, or a recovery code, after the password. */
export const twoFactorLoginSchema = yup
  .object({
    challenge: requiredText('Sign-in', 200),
    code: requiredText('Code', 40),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');

/** Enrolment's confirmation and turning it off: a code from the app (or, to turn it off, a recovery code). */
export const twoFactorCodeSchema = yup
  .object({ code: requiredText('Code', 40) })
  .noUnknown(true, 'Unknown field: ${unknown}');
