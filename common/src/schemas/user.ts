import * as yup from 'yup';
import { LIMITS, ROLES } from '../constants';
import { emailField } from './email';
import { shareImageField } from './blog';
import { newPasswordField } from './password';
import { requiredText } from './required-text';

const PERMISSION = /^[a-z][a-z-]*:[a-z][a-z-]*$/;
const permissions = yup
  .array(yup.string().required().matches(PERMISSION, 'Permissions look like area:action'))
  .max(50, 'Too many permissions')
  .default([]);

const base = {
  username: requiredText('Username', LIMITS.usernameMax).matches(
    /^[^\s]+$/,
    'Username cannot contain spaces',
  ),
  email: emailField('Please enter a valid email').default(''),
  role: yup
    .string()
    .oneOf([...ROLES], 'Role must be admin, user or viewer')
    .default('admin'),
  isActive: yup.boolean().strict().default(true),
  permissions,
};

/**
 * User create (ADMIN-VALID-4), for the demo seed and `npm run create-admin` only (staff join by invitation): a new password (schemas/password.ts: at least 12 characters, not a common one; sign-in
 * trims what is typed, so one with a space at either end is refused too). The API, the user modal and
 * `npm run create-admin` all validate with this schema.
 */
export const userCreateSchema = yup
  .object({
    ...base,
    password: newPasswordField(),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');

/**
 * User edit: no password. An admin never sets or sees another person's password (decision 057): staff choose theirs
 * when they accept an invitation or change their own; an admin may reset one (ADMIN-ACCOUNT-2).
 */
export const userUpdateSchema = yup.object(base).noUnknown(true, 'Unknown field: ${unknown}');

export const userStatusSchema = yup
  .object({ isActive: yup.boolean().strict().required('isActive is required') })
  .noUnknown(true, 'Unknown field: ${unknown}');
export const userPermissionsSchema = yup
  .object({ permissions: permissions.default(undefined).required('permissions is required') })
  .noUnknown(true, 'Unknown field: ${unknown}');

export type UserCreateInput = yup.InferType<typeof userCreateSchema>;
export type UserUpdateInput = yup.InferType<typeof userUpdateSchema>;

/** A staff member's public author profile (ADMIN-PUBLISH-7); an empty name takes the profile down. */
export const authorProfileSchema = yup
  .object({
    name: yup.string().trim().default('').max(80, 'Name must be at most 80 characters'),
    bio: yup
      .string()
      .trim()
      .default('')
      .max(LIMITS.authorBioMax, `Bio must be at most ${LIMITS.authorBioMax} characters`),
    // The photo is also the author page's share image: an uploaded file or an allowed host, never a pasted one.
    photo: shareImageField(),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');
export type AuthorProfileInput = yup.InferType<typeof authorProfileSchema>;
