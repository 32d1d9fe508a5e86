import { activityOp } from '../activities/activity-service';
import { auditOp } from '../audit/audit-service';
import type { Store, WriteOp } from '../store/store';

/** Who acted: a staff user (and the address they acted from), or the scheduled purge. */
export type ContactActor = { id: string; username: string; address?: string } | 'schedule';

export type ContactEventAction = 'status' | 'owner' | 'note' | 'erased' | 'purged' | 'bulk';

/**
 * The one place where staff actions on enquiries are recorded (status and owner changes, notes, erasure, purges),
 * as writes that join the action's own batch: an Activity (API-ACTIVITY-1) and an audit-log entry (ADMIN-AUDIT).
 * `summary` names no visitor: no name, email, phone or message text, so the record outlives an erasure without
 * keeping what was erased.
 */
export function contactEventOp(
  store: Store,
  actor: ContactActor,
  action: ContactEventAction,
  summary: string,
  targetId: string | null = null,
): WriteOp[] {
  const schedule = actor === 'schedule';
  const by = schedule ? 'the retention schedule' : actor.username;
  return [
    activityOp(store, 'contact', action, `${summary} (by ${by})`),
    auditOp(
      store,
      schedule
        ? { actorId: null, actorName: 'retention schedule', address: '' }
        : { actorId: actor.id, actorName: actor.username, address: actor.address ?? '' },
      { type: 'contact', action, targetId, target: targetId ? 'enquiry' : 'enquiries', summary },
    ),
  ];
}
