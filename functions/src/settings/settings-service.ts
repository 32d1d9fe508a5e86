import { IDLE_TIMEOUT, securitySettingsSchema, type SecuritySettings } from '@36x/common';
import { auditOp, changeSummary, type AuditBy } from '../audit/audit-service';
import { ApiError } from '../http/api-error';
import { nowIso } from '../http/time';
import type { UserRecord } from '../users/user-model';
import { sentFieldsOnly, validateBody } from '../http/validate';
import { COLLECTIONS, type Store } from '../store/store';

/** Requiring a second factor before having one would send the admin to set it up at their next call. */
export const OWN_TWO_FACTOR_FIRST = 'Set up two-factor sign-in for your own account first.';

/** `settings/security`: the staff session settings admins change in the back office. */
const SECURITY = 'security';

export async function getSecuritySettings(store: Store): Promise<SecuritySettings> {
  const d = await store.get<Partial<SecuritySettings>>(COLLECTIONS.settings, SECURITY);
  const minutes = d?.idleTimeoutMinutes;
  return {
    idleTimeoutMinutes:
      typeof minutes === 'number' && Number.isInteger(minutes) ? minutes : IDLE_TIMEOUT.defaultMinutes,
    requireTwoFactor: d?.requireTwoFactor === true,
  };
}

export async function updateSecuritySettings(
  store: Store,
  by: AuditBy,
  body: unknown,
): Promise<SecuritySettings> {
  const before = await getSecuritySettings(store);
  // A field left out keeps its value (the idle timeout's form does not send the two-factor switch).
  const next = { ...before, ...sentFieldsOnly(validateBody(securitySettingsSchema, body), body) };
  if (next.requireTwoFactor && !before.requireTwoFactor) {
    const me = by.actorId ? await store.get<UserRecord>(COLLECTIONS.users, by.actorId) : null;
    if (me?.twoFactorEnabled !== true)
      throw new ApiError(400, OWN_TWO_FACTOR_FIRST, { requireTwoFactor: OWN_TWO_FACTOR_FIRST });
  }
  await store.batch([
    {
      op: 'set',
      collection: COLLECTIONS.settings,
      id: SECURITY,
      data: { ...next, updatedAt: nowIso(), updatedBy: by.actorId },
    },
    auditOp(store, by, {
      type: 'settings',
      action: 'updated',
      targetId: SECURITY,
      target: 'Session settings',
      summary: changeSummary(before, next, ['idleTimeoutMinutes', 'requireTwoFactor']),
    }),
  ]);
  return next;
}
