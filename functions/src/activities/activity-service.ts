import { LIMITS, type Activity, type ActivityType } from '@36x/common';
import { nowIso } from '../http/time';
import { COLLECTIONS, type Doc, type Store, type WriteOp } from '../store/store';
import { listNewestFirst } from '../store/newest-first';

export type ActivityRecord = Omit<Activity, 'id'> & Record<string, unknown>;

export const clip = (s: string, n = 200) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/**
 * The Activity written with a mutation (API-ACTIVITY-1), as a batch op so that the change and its activity are
 * stored together or not at all. `title` reads on its own in the dashboard list ("New blog post: …").
 */
export function activityOp(
  store: Store,
  type: ActivityType,
  action: string,
  title: string,
  by?: { actorId: string | null; actorName: string },
): WriteOp {
  const data: ActivityRecord = {
    type,
    action,
    title: clip(title),
    createdAt: nowIso(),
    actorId: by?.actorId ?? null,
    actorName: by?.actorName ?? 'visitor',
  };
  return { op: 'create', collection: COLLECTIONS.activities, id: store.newId(), data };
}

/** The latest 20, newest first (ADMIN-DASH-2, dashboard Recent Activity). */
export async function recentActivities(store: Store): Promise<Activity[]> {
  const docs = await listNewestFirst<ActivityRecord>(store, COLLECTIONS.activities, {
    limit: LIMITS.recentActivities,
  });
  return docs.map((d: Doc<ActivityRecord>) => ({
    id: d.id,
    type: d.type,
    action: d.action,
    title: d.title,
    createdAt: d.createdAt,
    // Activities stored before actors were recorded have none.
    actorName: typeof d.actorName === 'string' ? d.actorName : null,
  }));
}
