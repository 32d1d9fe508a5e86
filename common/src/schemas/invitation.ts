import * as yup from 'yup';
import { LIMITS, ROLES } from '../constants';
import { emailField } from './email';
import { newPasswordField } from './password';
import { requiredText } from './required-text';

/** How long an invitation's link works (decision 057): a week, once. */
export const INVITATION_DAYS = 7;
export const INVITATION_INVALID =
  'This invitation link has expired, was already used or was withdrawn. Please ask an administrator for a new one.';

const username = yup
  .string()
  .trim()
  .max(LIMITS.usernameMax, `Username must be at most ${LIMITS.usernameMax} characters`)
  .matches(/^[^\s]*$/, 'Username cannot contain spaces');

/**
 * POST /api/invitations (admins): who is invited, by e-mail, with which role. The username is a suggestion the
 * invitee may keep or change when they accept; the password is always theirs to choose (an admin never sets one).
 */
export const invitationCreateSchema = yup
  .object({
    email: emailField('Please enter a valid email').required('Email is required'),
    role: yup
      .string()
      .oneOf([...ROLES], 'Role must be admin, user or viewer')
      .required('Role is required'),
    username: username.default(''),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');
export type InvitationCreateInput = yup.InferType<typeof invitationCreateSchema>;

/** POST /api/invitations/preview: what the link's page shows before the invitee acts. */
export const invitationTokenSchema = yup
  .object({ token: requiredText('Invitation', 100) })
  .noUnknown(true, 'Unknown field: ${unknown}');

/** POST /api/invitations/accept: the invitee's own username and password (the rule of every new password). */
export const invitationAcceptSchema = yup
  .object({
    token: requiredText('Invitation', 100),
    username: requiredText('Username', LIMITS.usernameMax).matches(
      /^[^\s]+$/,
      'Username cannot contain spaces',
    ),
    password: newPasswordField(),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');
export type InvitationAcceptInput = yup.InferType<typeof invitationAcceptSchema>;

/** The accept page's form: the token comes from the link, and the password is typed twice (the repeat is never sent). */
export const invitationAcceptFormSchema = invitationAcceptSchema.omit(['token']).shape({
  confirmPassword: yup
    .string()
    .required('Please repeat the password')
    .oneOf([yup.ref('password')], 'The two passwords do not match'),
});
