import { toBlog as toBlogFrom, blogSchema, type Blog, type BlogInput } from '@36x/common';
import { activityOp } from '../activities/activity-service';
import { auditOp, changeSummary, type AuditBy } from '../audit/audit-service';
import { ApiError } from '../http/api-error';
import { nowIso } from '../http/time';
import { sentFieldsOnly, validateBody } from '../http/validate';
import { COLLECTIONS, type Doc, type Store } from '../store/store';
import { changesContent, deleteRevisionOps, keepRevisionOps, toRevision } from './blog-revisions';

export type BlogRecord = Omit<Blog, 'id'> & Record<string, unknown>;
export const BLOG_NOT_FOUND = 'Blog not found';
export const REVISION_NOT_FOUND = 'Revision not found';
const BLOG_FIELDS = ['title', 'status', 'category', 'excerpt', 'image', 'imageAlt', 'content'] as const;

export function toBlog(d: Doc<Record<string, unknown>>): Blog {
  return toBlogFrom(d.id, d);
}

/** Newest first. Visitors get published posts only; staff get drafts too. */
export async function listBlogs(store: Store, staff: boolean): Promise<Blog[]> {
  const docs = await store.list<BlogRecord>(COLLECTIONS.blogs, {
    ...(staff ? {} : { where: { status: 'published' } }),
    orderBy: { field: 'createdAt', direction: 'desc' },
  });
  return docs.map(toBlog);
}

/** A draft does not exist for visitors (404, like an unknown id). */
export async function getBlog(store: Store, id: string, staff: boolean): Promise<Blog> {
  const d = await store.get<BlogRecord>(COLLECTIONS.blogs, id);
  if (!d || (!staff && d.status !== 'published')) throw new ApiError(404, BLOG_NOT_FOUND);
  return toBlog(d);
}

export async function createBlog(store: Store, by: AuditBy, body: unknown): Promise<Blog> {
  const input: BlogInput = validateBody(blogSchema, body);
  const now = nowIso();
  const id = store.newId();
  const data: BlogRecord = {
    ...input,
    status: input.status as Blog['status'],
    createdAt: now,
    updatedAt: now,
  };
  await store.batch([
    { op: 'create', collection: COLLECTIONS.blogs, id, data },
    activityOp(
      store,
      'blog',
      'created',
      `${input.status === 'draft' ? 'New draft' : 'New blog post'}: ${input.title}`,
      by,
    ),
    auditOp(store, by, {
      type: 'blog',
      action: 'created',
      targetId: id,
      target: input.title,
      summary: `status: ${input.status}`,
    }),
  ]);
  return toBlog({ ...data, id });
}

export async function updateBlog(store: Store, by: AuditBy, id: string, body: unknown): Promise<Blog> {
  const existing = await store.get<BlogRecord>(COLLECTIONS.blogs, id);
  if (!existing) throw new ApiError(404, BLOG_NOT_FOUND);
  const now = nowIso();
  const patch = { ...sentFieldsOnly(validateBody(blogSchema, body), body), updatedAt: now };
  const next = { ...existing, ...patch } as Doc<BlogRecord>;
  // Issue 16: the version this save replaces is kept (a save that changes nothing keeps nothing).
  const revision = changesContent(existing, patch)
    ? await keepRevisionOps(store, by, id, existing, now, 'update')
    : [];
  await store.batch([
    { op: 'update', collection: COLLECTIONS.blogs, id, data: patch },
    ...revision,
    activityOp(store, 'blog', 'updated', `Blog post updated: ${next.title}`, by),
    auditOp(store, by, {
      type: 'blog',
      action: 'updated',
      targetId: id,
      target: next.title,
      summary: changeSummary(existing, patch, BLOG_FIELDS),
    }),
  ]);
  return toBlog(next);
}

export async function deleteBlog(store: Store, by: AuditBy, id: string): Promise<void> {
  const existing = await store.get<BlogRecord>(COLLECTIONS.blogs, id);
  if (!existing) throw new ApiError(404, BLOG_NOT_FOUND);
  await store.batch([
    { op: 'delete', collection: COLLECTIONS.blogs, id },
    ...(await deleteRevisionOps(store, id)),
    activityOp(store, 'blog', 'deleted', `Blog post deleted: ${existing.title}`, by),
    auditOp(store, by, {
      type: 'blog',
      action: 'deleted',
      targetId: id,
      target: existing.title,
      summary: `was ${existing.status}`,
    }),
  ]);
}

/**
 * Puts a kept version back (issue 16): the post takes the revision's fields, and the version it replaces is kept as a
 * revision itself, so a restore can be undone like any save.
 */
export async function restoreBlogRevision(
  store: Store,
  by: AuditBy,
  id: string,
  revisionId: string,
): Promise<Blog> {
  const existing = await store.get<BlogRecord>(COLLECTIONS.blogs, id);
  if (!existing) throw new ApiError(404, BLOG_NOT_FOUND);
  const stored = await store.get(COLLECTIONS.blogRevisions, revisionId);
  if (!stored || stored.blogId !== id) throw new ApiError(404, REVISION_NOT_FOUND);
  const revision = toRevision(stored);
  const now = nowIso();
  const patch = { ...revision.fields, updatedAt: now };
  const next = { ...existing, ...patch } as Doc<BlogRecord>;
  await store.batch([
    { op: 'update', collection: COLLECTIONS.blogs, id, data: patch },
    ...(await keepRevisionOps(store, by, id, existing, now, 'restore')),
    activityOp(store, 'blog', 'updated', `Blog post restored to an earlier version: ${next.title}`, by),
    auditOp(store, by, {
      type: 'blog',
      action: 'restored',
      targetId: id,
      target: next.title,
      summary: `version of ${revision.versionSavedAt}; ${changeSummary(existing, patch, BLOG_FIELDS)}`,
    }),
  ]);
  return toBlog(next);
}
