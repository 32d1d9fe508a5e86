import { LIMITS, SOCIAL_CARD_FIELDS, toBlogRevisionFields, type BlogRevision } from '@36x/common';
import type { AuditBy } from '../audit/audit-service';
import { COLLECTIONS, type Doc, type Store, type StoreReader, type WriteOp } from '../store/store';
import { listNewestFirst } from '../store/newest-first';

/**
 * Revisions of blog posts (ADMIN-PUBLISH). Every save that changes a post first keeps the version it replaces in
 * `blogRevisions` (same documents in SQLite and Firestore), in the same batch as the save, so a version is never lost
 * and never kept without the change. The newest {@link LIMITS.blogRevisionsKept} per post are kept; older ones are
 * deleted in that batch too. Query: `where blogId == X order by createdAt desc` (firestore.indexes.json).
 */
export type BlogRevisionRecord = Omit<BlogRevision, 'id'> & Record<string, unknown>;

export const REVISION_FIELDS = [
  'title',
  'content',
  'category',
  'excerpt',
  'image',
  'imageAlt',
  'status',
  ...SOCIAL_CARD_FIELDS,
] as const;

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** true when `patch` changes any field a revision keeps. */
export function changesContent(existing: Record<string, unknown>, patch: Record<string, unknown>): boolean {
  const before = toBlogRevisionFields(existing);
  return REVISION_FIELDS.some((f) => f in patch && text(patch[f]) !== before[f]);
}

export function toRevision(d: Doc<Record<string, unknown>>): BlogRevision {
  return {
    id: d.id,
    blogId: text(d.blogId),
    fields: toBlogRevisionFields((d.fields ?? {}) as Record<string, unknown>),
    versionSavedAt: text(d.versionSavedAt),
    createdAt: text(d.createdAt),
    replacedById: typeof d.replacedById === 'string' ? d.replacedById : null,
    replacedByName: text(d.replacedByName),
    reason: d.reason === 'restore' ? 'restore' : 'update',
  };
}

/** Newest first. */
export async function listRevisions(store: Store, blogId: string): Promise<BlogRevision[]> {
  const docs = await listNewestFirst(store, COLLECTIONS.blogRevisions, { where: { blogId } });
  return docs.map(toRevision);
}

/**
 * The writes that keep `existing` (the stored post about to be replaced) as a revision, and delete the ones beyond
 * the newest 50 (the new one counted).
 */
export async function keepRevisionOps(
  store: Store,
  by: AuditBy,
  blogId: string,
  existing: Record<string, unknown>,
  now: string,
  reason: BlogRevision['reason'],
  /** Where the kept versions are read: a transaction's reader when the save runs in one. */
  reader: StoreReader = store,
): Promise<WriteOp[]> {
  const kept = await listNewestFirst(reader, COLLECTIONS.blogRevisions, { where: { blogId } });
  const data: BlogRevisionRecord = {
    blogId,
    fields: toBlogRevisionFields(existing),
    versionSavedAt: text(existing.updatedAt) || text(existing.createdAt),
    createdAt: now,
    replacedById: by.actorId,
    replacedByName: by.actorName,
    reason,
  };
  return [
    { op: 'create', collection: COLLECTIONS.blogRevisions, id: store.newId(), data },
    ...kept
      .slice(LIMITS.blogRevisionsKept - 1)
      .map((d): WriteOp => ({ op: 'delete', collection: COLLECTIONS.blogRevisions, id: d.id })),
  ];
}

/** Deleting a post deletes its revisions with it. */
export async function deleteRevisionOps(store: Store, blogId: string): Promise<WriteOp[]> {
  const kept = await store.list(COLLECTIONS.blogRevisions, { where: { blogId } });
  return kept.map((d): WriteOp => ({ op: 'delete', collection: COLLECTIONS.blogRevisions, id: d.id }));
}
