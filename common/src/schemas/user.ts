import * as yup from 'yup';
import { LIMITS, ROLES } from '../constants';
import { emailField } from './email';
import { IMAGE_HOST_MESSAGE, isImageRef, isShowableImage } from './blog';
import { requiredText } from './required-text';

/**
 * Sign-in trims what is typed, so a password that starts or ends with a space could never be used: refuse it here
 * (the API, the user modal and `npm run create-admin` all validate with this schema).
 */
export const PASSWORD_OUTER_SPACE = 'Password cannot start or end with a space';
const noOuterSpace = (v: string | undefined) => v === undefined || v === v.trim();

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

/** User create (ADMIN-VALID-4): password required, at least 6. */
export const userCreateSchema = yup
  .object({
    ...base,
    password: yup
      .string()
      .required('Password must be at least 6 characters')
      .min(LIMITS.passwordMin, 'Password must be at least 6 characters')
      .max(200, 'Password is too long')
      .test('no-outer-space', PASSWORD_OUTER_SPACE, noOuterSpace),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');

/** User edit: a blank password is omitted from the update (ADMIN-VALID-4). */
export const userUpdateSchema = yup
  .object({
    ...base,
    password: yup
      .string()
      .transform((v: string | undefined) => (v === '' ? undefined : v))
      .optional()
      .min(LIMITS.passwordMin, 'Password must be at least 6 characters')
      .max(200, 'Password is too long')
      .test('no-outer-space', PASSWORD_OUTER_SPACE, noOuterSpace),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');

export const userStatusSchema = yup
  .object({ isActive: yup.boolean().strict().required('isActive is required') })
  .noUnknown(true, 'Unknown field: ${unknown}');
export const userPermissionsSchema = yup
  .object({ permissions: permissions.default(undefined).required('permissions is required') })
  .noUnknown(true, 'Unknown field: ${unknown}');

/** Login (ADMIN-VALID-4): both required, trimmed. */
export const loginSchema = yup
  .object({
    username: requiredText('Username', LIMITS.usernameMax),
    password: requiredText('Password', 200),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');

export type UserCreateInput = yup.InferType<typeof userCreateSchema>;
export type UserUpdateInput = yup.InferType<typeof userUpdateSchema>;
export type LoginInput = yup.InferType<typeof loginSchema>;

/** A staff member's public author profile (ADMIN-PUBLISH-7); an empty name takes the profile down. */
export const authorProfileSchema = yup
  .object({
    name: yup.string().trim().default('').max(80, 'Name must be at most 80 characters'),
    bio: yup
      .string()
      .trim()
      .default('')
      .max(LIMITS.authorBioMax, `Bio must be at most ${LIMITS.authorBioMax} characters`),
    photo: yup
      .string()
      .trim()
      .default('')
      .max(2000, 'Please enter a valid image URL or upload an image file')
      .test('photo', 'Please enter a valid image URL or upload an image file', (v) => !v || isImageRef(v))
      // The photo is also the author page's share image: an uploaded file or an allowed host, never a pasted one.
      .test(
        'photo-host',
        IMAGE_HOST_MESSAGE,
        (v) => !v || !isImageRef(v) || (!v.startsWith('data:') && isShowableImage(v)),
      ),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');
export type AuthorProfileInput = yup.InferType<typeof authorProfileSchema>;
