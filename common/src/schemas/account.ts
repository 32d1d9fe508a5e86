import * as yup from 'yup';
import { AUDIT_TYPES } from '../audit';
import { newPasswordField } from './password';

/** POST /api/auth/password: change one's own password; the current one is required (ADMIN-ACCOUNT). */
export const passwordChangeSchema = yup
  .object({
    currentPassword: yup.string().required('Current password is required').max(200, 'Password is too long'),
    newPassword: newPasswordField().test(
      'differs',
      'Choose a password different from the current one',
      function differs(v) {
        return v === undefined || v !== (this.parent as { currentPassword?: string }).currentPassword;
      },
    ),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');
export type PasswordChangeInput = yup.InferType<typeof passwordChangeSchema>;

/** The form adds a repeat of the new password (never sent). */
export const passwordChangeFormSchema = passwordChangeSchema.shape({
  confirmPassword: yup
    .string()
    .required('Please repeat the new password')
    .oneOf([yup.ref('newPassword')], 'The two new passwords do not match'),
});

/** The idle timeout's bounds, in minutes (ADMIN-ACCOUNT: 30 by default). */
export const IDLE_TIMEOUT = { defaultMinutes: 30, min: 5, max: 480 } as const;

/** PUT /api/settings/security. */
export const securitySettingsSchema = yup
  .object({
    idleTimeoutMinutes: yup
      .number()
      .strict()
      .typeError('Idle timeout must be a whole number of minutes')
      .required('Idle timeout is required')
      .integer('Idle timeout must be a whole number of minutes')
      .min(IDLE_TIMEOUT.min, `Idle timeout must be at least ${IDLE_TIMEOUT.min} minutes`)
      .max(IDLE_TIMEOUT.max, `Idle timeout must be at most ${IDLE_TIMEOUT.max} minutes (8 hours)`),
    /** Every staff member must sign in with a second factor; those without one are sent to set it up. */
    requireTwoFactor: yup
      .boolean()
      .strict()
      .typeError('Require two-factor must be true or false')
      .default(false),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');
export type SecuritySettings = yup.InferType<typeof securitySettingsSchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day that exists: `2026-13-45` is no Date at all (toISOString would throw), `2026-02-30` becomes 2 March. */
const realDay = (v: string | undefined) => {
  if (v === undefined) return true;
  const d = new Date(`${v}T00:00:00Z`);
  return DAY.test(v) && !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
};

/** GET /api/audit-log's query: every filter optional; days are India's calendar days (YYYY-MM-DD). */
export const auditQuerySchema = yup
  .object({
    actorId: yup.string().trim().max(128, 'Actor is too long').optional(),
    type: yup
      .string()
      .oneOf([...AUDIT_TYPES], 'Unknown type')
      .optional(),
    from: yup.string().test('day', 'From must be a date (YYYY-MM-DD)', realDay).optional(),
    to: yup
      .string()
      .test('day', 'To must be a date (YYYY-MM-DD)', realDay)
      .test('order', 'To must not be before From', function order(v) {
        const from = (this.parent as { from?: string }).from;
        return !v || !from || v >= from;
      })
      .optional(),
    cursor: yup.string().max(200, 'Invalid cursor').optional(),
    limit: yup
      .number()
      .typeError('Limit must be a number')
      .integer('Limit must be a whole number')
      .min(1, 'Limit must be between 1 and 100')
      .max(100, 'Limit must be between 1 and 100')
      .optional(),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');
export type AuditQuery = yup.InferType<typeof auditQuerySchema>;
