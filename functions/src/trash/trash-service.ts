import { LIMITS, type TrashItem } from '@36x/common';
import { activityOp } from '../activities/activity-service';
import { auditOp, type AuditBy } from '../audit/audit-service';
import { deleteRevisionOps } from '../blogs/blog-revisions';
import { deleteSlugOps } from '../blogs/blog-slugs';
import { ApiError } from '../http/api-error';
import { nowIso } from '../http/time';
import { COLLECTIONS, type Doc, type Store, type WriteOp } from '../store/store';
import { getOr404 } from '../http/get-or-404';

/**
 * The trash (ADMIN-PUBLISH-9, decision 029). Deleting a post, video or enquiry form MOVES its document, whole, out of
 * its public collection into `trash/<kind>~<id>`, in one batch with its activity and audit entry. So no public read
 * can show it, whoever reads (the API, the function's pages, the sitemap, RSS, the Firestore source and its rules: they
 * all read the public collections, unchanged), and no index or rule had to learn a `deletedAt` filter. Restoring moves
 * it back under its own id; a post's revisions and slugs stay where they are meanwhile (closed to clients, and a slug
 * of a trashed post resolves to nothing). The daily purge deletes what has been there LIMITS.trashDays days, with a
 * post's revisions and slugs.
 */
export type TrashKind = TrashItem['kind'];
export const TRASH_NOT_FOUND = 'Not in the trash';

const KINDS: Record<
  TrashKind,
  {
    collection: string;
    auditType: 'blog' | 'video' | 'enquiry-form';
    activityType: 'blog' | 'video' | 'other';
    noun: string;
  }
> = {
  blog: { collection: COLLECTIONS.blogs, auditType: 'blog', activityType: 'blog', noun: 'Blog post' },
  video: { collection: COLLECTIONS.videos, auditType: 'video', activityType: 'video', noun: 'Video' },
  enquiryForm: {
    collection: COLLECTIONS.enquiryForms,
    auditType: 'enquiry-form',
    activityType: 'other',
    noun: 'Enquiry form',
  },
};
const DAY_MS = 86_400_000;

export interface TrashRecord extends Record<string, unknown> {
  kind: TrashKind;
  itemId: string;
  title: string;
  data: Record<string, unknown>;
  deletedAt: string;
  deletedById: string | null;
  deletedByName: string;
  purgeAfter: string;
}

export const trashId = (kind: TrashKind, itemId: string) => `${kind}~${itemId}`;

/**
 * Deletes a post, video or enquiry form: moves it to the trash, in one batch with its activity ("<noun> deleted: <title>")
 * and audit entry; 404 `notFound` when there is none. `was` starts the audit summary (a post's status).
 */
export async function moveToTrash(
  store: Store,
  by: AuditBy,
  kind: TrashKind,
  id: string,
  notFound: string,
  was?: (doc: Doc<Record<string, unknown>>) => string,
): Promise<void> {
  const { collection, auditType, activityType, noun } = KINDS[kind];
  const existing = await getOr404<{ title: string } & Record<string, unknown>>(
    store,
    collection,
    id,
    notFound,
  );
  const inTrash = `in the trash for ${LIMITS.trashDays} days`;
  await store.batch([
    ...moveToTrashOps(by, kind, existing, String(existing.title ?? '')),
    activityOp(store, activityType, 'deleted', `${noun} deleted: ${existing.title}`, by),
    auditOp(store, by, {
      type: auditType,
      action: 'deleted',
      targetId: id,
      target: existing.title,
      summary: was ? `was ${was(existing)}; ${inTrash}` : inTrash,
    }),
  ]);
}

/** The writes that move a document to the trash. */
export function moveToTrashOps(
  by: AuditBy,
  kind: TrashKind,
  doc: Doc<Record<string, unknown>>,
  title: string,
): WriteOp[] {
  const { id, ...data } = doc;
  const now = nowIso();
  const record: TrashRecord = {
    kind,
    itemId: id,
    title,
    data,
    deletedAt: now,
    deletedById: by.actorId,
    deletedByName: by.actorName,
    purgeAfter: new Date(Date.parse(now) + LIMITS.trashDays * DAY_MS).toISOString(),
  };
  return [
    { op: 'delete', collection: KINDS[kind].collection, id },
    // `set`: a second delete of the same id (restored, then deleted again) replaces the older entry.
    { op: 'set', collection: COLLECTIONS.trash, id: trashId(kind, id), data: record },
  ];
}

function toItem(d: Doc<TrashRecord>): TrashItem {
  return {
    id: d.id,
    kind: d.kind,
    itemId: d.itemId,
    title: d.title,
    deletedAt: d.deletedAt,
    deletedByName: d.deletedByName,
    purgeAfter: d.purgeAfter,
  };
}

/** Newest deletion first. */
export async function listTrash(store: Store): Promise<TrashItem[]> {
  const docs = await store.list<TrashRecord>(COLLECTIONS.trash, {
    orderBy: { field: 'deletedAt', direction: 'desc' },
  });
  return docs.map(toItem);
}

/** A trash entry of a kind this API still knows, else 404. */
const trashEntry = (store: Store, id: string): Promise<Doc<TrashRecord>> =>
  getOr404<TrashRecord>(store, COLLECTIONS.trash, id, TRASH_NOT_FOUND, (t) => !!KINDS[t.kind]);

/** Moves an item back under its own id (409 if something holds that id again, which random ids make unlikely). */
export async function restoreFromTrash(store: Store, by: AuditBy, id: string): Promise<TrashItem> {
  const d = await trashEntry(store, id);
  const kind = KINDS[d.kind];
  const restored = { ...d.data, updatedAt: nowIso() };
  try {
    await store.batch([
      { op: 'create', collection: kind.collection, id: d.itemId, data: restored },
      { op: 'delete', collection: COLLECTIONS.trash, id },
      activityOp(
        store,
        kind.activityType,
        'restored',
        `${kind.noun} restored from the trash: ${d.title}`,
        by,
      ),
      auditOp(store, by, {
        type: kind.auditType,
        action: 'restored',
        targetId: d.itemId,
        target: d.title,
        summary: 'from the trash',
      }),
    ]);
  } catch (err) {
    if (err instanceof Error && err.name === 'StoreConflictError') {
      throw new ApiError(409, 'Something else holds this item’s address now; it stays in the trash');
    }
    throw err;
  }
  return toItem(d);
}

/** The writes that delete a trash entry for good (with a post's revisions and slugs). */
async function purgeOps(store: Store, d: Doc<TrashRecord>): Promise<WriteOp[]> {
  const extra =
    d.kind === 'blog'
      ? [...(await deleteRevisionOps(store, d.itemId)), ...(await deleteSlugOps(store, d.itemId))]
      : [];
  return [{ op: 'delete', collection: COLLECTIONS.trash, id: d.id }, ...extra];
}

/** An admin empties one entry before its time. */
export async function deleteFromTrash(store: Store, by: AuditBy, id: string): Promise<void> {
  const d = await trashEntry(store, id);
  await store.batch([
    ...(await purgeOps(store, d)),
    auditOp(store, by, {
      type: KINDS[d.kind].auditType,
      action: 'purged',
      targetId: d.itemId,
      target: d.title,
      summary: 'deleted for good from the trash',
    }),
  ]);
}

/**
 * The daily purge (the `purgeOldContacts` schedule in production, `npm run purge-contacts` locally): deletes every entry
 * whose 30 days are over. Answers how many.
 */
export async function purgeTrash(store: Store, now: number = Date.now()): Promise<number> {
  const docs = await store.list<TrashRecord>(COLLECTIONS.trash, {
    orderBy: { field: 'purgeAfter', direction: 'asc' },
    range: { field: 'purgeAfter', lt: new Date(now).toISOString() },
  });
  for (const d of docs) {
    await store.batch([
      ...(await purgeOps(store, d)),
      auditOp(
        store,
        { actorId: null, actorName: 'system', address: '' },
        {
          type: KINDS[d.kind]?.auditType ?? 'blog',
          action: 'purged',
          targetId: d.itemId,
          target: d.title,
          summary: `${LIMITS.trashDays} days in the trash`,
        },
      ),
    ]);
  }
  return docs.length;
}
