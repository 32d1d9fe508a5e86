import { activityOp } from '../activities/activity-service';
import type { Store, WriteOp } from '../store/store';

/** Who acted: a staff user, or the scheduled purge. */
export type ContactActor = { id: string; username: string } | 'schedule';

export type ContactEventAction = 'status' | 'owner' | 'note' | 'erased' | 'purged';

/**
 * The one place where staff actions on enquiries are recorded (status and owner changes, notes, erasure, purges),
 * as a write that joins the action's own batch. Today that is an Activity (ARCHITECTURE §4); the audit log of issue
 * 17 will be written from here too. `summary` names no visitor: no name, email, phone or message text, so the record
 * outlives an erasure without keeping what was erased.
 */
export function contactEventOp(
  store: Store,
  actor: ContactActor,
  action: ContactEventAction,
  summary: string,
): WriteOp {
  const by = actor === 'schedule' ? 'the retention schedule' : actor.username;
  return activityOp(store, 'contact', action, `${summary} (by ${by})`);
}
