import {
  CONTACT_BULK_TOO_MANY,
  LIMITS,
  contactBulkSchema,
  contactFilterSchema,
  type ContactBulkResult,
} from '@36x/common';
import { ApiError } from '../http/api-error';
import { nowIso } from '../http/time';
import { validateBody } from '../http/validate';
import { COLLECTIONS, type Store, type WriteOp } from '../store/store';
import { toUser, type UserRecord } from '../users/user-model';
import { contactEventOp, type ContactActor } from './contact-events';
import { describeFilter, listContactsMatching } from './contact-query';
import {
  CONTACT_NOT_FOUND,
  OWNER_INVALID,
  isOwnerCandidate,
  statusLabel,
  type ContactRecord,
  toContact,
} from './contact-service';

/**
 * POST /api/contacts/bulk (CONTACT-LEADS-6): one status and/or owner change to the chosen enquiries, or to every
 * enquiry matching a filter. All or nothing, in one transaction (at most LIMITS.contactsBulkMax enquiries, so it fits
 * one Firestore commit); one Activity and one audit entry say what changed, how many and which filter (never who).
 */
export async function bulkUpdateContacts(
  store: Store,
  actor: Exclude<ContactActor, 'schedule'>,
  body: unknown,
): Promise<ContactBulkResult> {
  const input = validateBody(contactBulkSchema, body);
  const filter = input.filter === undefined ? undefined : validateBody(contactFilterSchema, input.filter);
  if (input.ownerId) {
    const owner = await store.get<UserRecord>(COLLECTIONS.users, input.ownerId);
    if (!owner || !isOwnerCandidate(toUser(owner)))
      throw new ApiError(400, OWNER_INVALID, { ownerId: OWNER_INVALID });
  }
  const ids = input.ids
    ? [...new Set(input.ids)]
    : (await listContactsMatching(store, filter!)).map((c) => c.id);
  if (ids.length > LIMITS.contactsBulkMax)
    throw new ApiError(400, CONTACT_BULK_TOO_MANY, { filter: CONTACT_BULK_TOO_MANY });
  const changes: string[] = [];
  if (input.status !== undefined) changes.push(`marked ${statusLabel(input.status)}`);
  if (input.ownerId !== undefined) changes.push(input.ownerId ? 'given an owner' : 'owner cleared');
  const which = filter ? `all matching the filter (${describeFilter(filter)})` : `${ids.length} chosen`;
  return store.transaction(async (tx) => {
    const at = nowIso();
    const writes: WriteOp[] = [];
    let matched = 0;
    for (const id of ids) {
      const current = await tx.get<ContactRecord>(COLLECTIONS.contacts, id);
      if (!current) continue; // erased or purged meanwhile
      matched++;
      const before = toContact(current);
      const patch: Partial<ContactRecord> = {};
      if (input.status !== undefined && input.status !== before.status) patch.status = input.status;
      if (input.ownerId !== undefined && input.ownerId !== before.ownerId) patch.ownerId = input.ownerId;
      if (Object.keys(patch).length === 0) continue;
      writes.push({
        op: 'update',
        collection: COLLECTIONS.contacts,
        id,
        data: { ...patch, lastActionAt: at },
      });
    }
    if (input.ids && matched === 0) throw new ApiError(404, CONTACT_NOT_FOUND);
    const changed = writes.length;
    const summary = `Bulk: ${changed} of ${matched} enquir${matched === 1 ? 'y' : 'ies'} ${changes.join(' and ')}; ${which}`;
    if (changed > 0) writes.push(...contactEventOp(store, actor, 'bulk', summary));
    return { writes, result: { matched, changed } };
  });
}
