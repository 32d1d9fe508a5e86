import { IDLE_TIMEOUT, securitySettingsSchema, type SecuritySettings } from '@36x/common';
import { auditOp, changeSummary, type AuditBy } from '../audit/audit-service';
import { nowIso } from '../http/time';
import { validateBody } from '../http/validate';
import { COLLECTIONS, type Store } from '../store/store';

/** `settings/security`: the staff session settings admins change in the back office. */
const SECURITY = 'security';

export async function getSecuritySettings(store: Store): Promise<SecuritySettings> {
  const d = await store.get<Partial<SecuritySettings>>(COLLECTIONS.settings, SECURITY);
  const minutes = d?.idleTimeoutMinutes;
  return {
    idleTimeoutMinutes:
      typeof minutes === 'number' && Number.isInteger(minutes) ? minutes : IDLE_TIMEOUT.defaultMinutes,
  };
}

export async function updateSecuritySettings(
  store: Store,
  by: AuditBy,
  body: unknown,
): Promise<SecuritySettings> {
  const next = validateBody(securitySettingsSchema, body);
  const before = await getSecuritySettings(store);
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
      summary: changeSummary(before, next, ['idleTimeoutMinutes']),
    }),
  ]);
  return next;
}
