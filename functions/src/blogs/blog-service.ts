import {
  blogSchema,
  formatIstDateTime,
  isPublicBlog,
  SOCIAL_CARD_FIELDS,
  slugFor,
  storedPublishAtMs,
  toBlog as toBlogFrom,
  type Blog,
  type BlogInput,
} from '@36x/common';
import { activityOp } from '../activities/activity-service';
import { auditOp, changeSummary, type AuditBy } from '../audit/audit-service';
import { ApiError } from '../http/api-error';
import { nowIso } from '../http/time';
import { sentFieldsOnly, validateBody } from '../http/validate';
import { COLLECTIONS, type Doc, type Store } from '../store/store';
import { changesContent, keepRevisionOps, toRevision } from './blog-revisions';
import { baseSlugOf, claimSlugOps, firstFreeSlug, resolveBlogId, SLUG_TAKEN } from './blog-slugs';
import { isStoreConflict } from '../store/store';
import { moveToTrash } from '../trash/trash-service';
import { tagsForPost } from '../tags/tag-service';
import { getOr404 } from '../http/get-or-404';
import { listNewestFirst } from '../store/newest-first';

export type BlogRecord = Omit<Blog, 'id'> & Record<string, unknown>;
export const BLOG_NOT_FOUND = 'Blog not found';
export const REVISION_NOT_FOUND = 'Revision not found';
const BLOG_FIELDS = [
  'title',
  'slug',
  'status',
  'category',
  'excerpt',
  'image',
  'imageAlt',
  'content',
  'metaTitle',
  'metaDescription',
  ...SOCIAL_CARD_FIELDS,
  'tags',
  'authorId',
] as const;

/** The tags an editor sent, if any: slugs, names as typed (or the stored tag's) and the new tags' writes. */
const sentTags = (store: Store, body: unknown, now: string) =>
  body && typeof body === 'object' && Array.isArray((body as { tags?: unknown }).tags)
    ? tagsForPost(store, (body as { tags: unknown[] }).tags, now)
    : Promise.resolve(null);
export const AUTHOR_UNKNOWN = 'Choose an author from the staff with a public profile';

export function toBlog(d: Doc<Record<string, unknown>>): Blog {
  return toBlogFrom(d.id, d);
}

/**
 * Staff: every post, drafts and scheduled ones too, newest created first. Visitors: the public posts only
 * (`status == 'published' && publishAt <= now`, API-DATA-2), latest publish time first: the store compares
 * publishAt with the time of this request, so a scheduled post appears on its own with no job to run.
 */
export async function listBlogs(store: Store, staff: boolean, now: number = Date.now()): Promise<Blog[]> {
  await backfillBlogs(store);
  if (staff) {
    const docs = await listNewestFirst<BlogRecord>(store, COLLECTIONS.blogs);
    return docs.map(toBlog);
  }
  const docs = await store.list<BlogRecord>(COLLECTIONS.blogs, {
    where: { status: 'published' },
    orderBy: { field: 'publishAt', direction: 'desc' },
    range: { field: 'publishAt', lt: now + 1 },
  });
  return docs.map(toBlog);
}

/**
 * A post by its slug (current or earlier) or its id (ADMIN-PUBLISH-6): the answer's `slug` tells the caller whether
 * the address asked for is the current one. A draft, a scheduled post before its time and an unknown address are the
 * same to a visitor: 404.
 */
export async function getBlog(
  store: Store,
  idOrSlug: string,
  staff: boolean,
  now: number = Date.now(),
): Promise<Blog> {
  const id = await resolveBlogId(store, idOrSlug);
  const blog = toBlog(await getOr404<BlogRecord>(store, COLLECTIONS.blogs, id, BLOG_NOT_FOUND));
  if (!staff && !isPublicBlog(blog, now)) throw new ApiError(404, BLOG_NOT_FOUND);
  return blog;
}

/**
 * Posts stored before scheduling or slugs existed have no publishAt (a store's range leaves them out) or no slug: give
 * each its createdAt and a slug (its id when readable, else its title's), once per store and process (idempotent;
 * production runs it on the first list after the deploy). A slug that another writer takes meanwhile is retried.
 */
const backfilled = new WeakMap<Store, Promise<void>>();
export function backfillBlogs(store: Store): Promise<void> {
  let done = backfilled.get(store);
  if (!done) {
    done = (async () => {
      const docs = await store.list<BlogRecord>(COLLECTIONS.blogs);
      const missing = docs.filter((d) => typeof d.publishAt !== 'number');
      for (let i = 0; i < missing.length; i += 200) {
        await store.batch(
          missing.slice(i, i + 200).map((d) => ({
            op: 'update' as const,
            collection: COLLECTIONS.blogs,
            id: d.id,
            data: { publishAt: storedPublishAtMs(d) },
          })),
        );
      }
      await assignMissingSlugs(store, docs);
    })().catch((err: unknown) => {
      backfilled.delete(store); // try again on the next list
      throw err;
    });
    backfilled.set(store, done);
  }
  return done;
}

/** ADMIN-PUBLISH-6: gives every post without a slug one (idempotent). */
export async function assignMissingSlugs(store: Store, known?: Doc<BlogRecord>[]): Promise<void> {
  const docs = known ?? (await store.list<BlogRecord>(COLLECTIONS.blogs));
  for (const d of docs.filter((doc) => typeof doc.slug !== 'string' || !doc.slug)) {
    await giveSlug(store, d.id, baseSlugOf(d.id, String(d.title ?? '')));
  }
}

async function giveSlug(store: Store, id: string, base: string): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const { slug, ops } = await firstFreeSlug(store, id, base, nowIso());
    try {
      await store.batch([...ops, { op: 'update', collection: COLLECTIONS.blogs, id, data: { slug } }]);
      return;
    } catch (err) {
      if (!isStoreConflict(err)) throw err;
    }
  }
}

/** A batch that claims a slug lost a race for it: the same answer as a slug found taken. */
async function withSlugConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isStoreConflict(err)) throw new ApiError(409, SLUG_TAKEN, { slug: SLUG_TAKEN });
    throw err;
  }
}

/** An author must be a staff user with a public profile (a name); '' is the practice itself. */
async function checkAuthor(store: Store, authorId: string | undefined): Promise<void> {
  if (!authorId) return;
  const user = await store.get(COLLECTIONS.users, authorId);
  const profile = user?.profile as { name?: unknown } | undefined;
  if (!user || typeof profile?.name !== 'string' || !profile.name.trim()) {
    throw new ApiError(400, AUTHOR_UNKNOWN, { authorId: AUTHOR_UNKNOWN });
  }
}

/** The stored publish time of a create or an edit (epoch ms). */
function publishAtFor(input: BlogInput, existing: BlogRecord | null, now: number): number | undefined {
  if (input.publishAt !== undefined) return Date.parse(input.publishAt);
  if (!existing) return now;
  // A draft published without a chosen time goes out now, not at the time it was first written.
  if (existing.status === 'draft' && input.status === 'published') return now;
  // A post stored before scheduling existed gets its time on its first edit.
  if (typeof existing.publishAt !== 'number') return storedPublishAtMs(existing);
  return undefined; // kept
}

export async function createBlog(store: Store, by: AuditBy, body: unknown): Promise<Blog> {
  const input: BlogInput = validateBody(blogSchema, body);
  await checkAuthor(store, input.authorId);
  const now = nowIso();
  const id = store.newId();
  // ADMIN-PUBLISH-6: the slug chosen (409 when taken), else the first free one made from the title.
  const { slug, ops: slugOps } = input.slug
    ? { slug: input.slug, ops: await claimSlugOps(store, id, input.slug, now) }
    : await firstFreeSlug(store, id, slugFor(input.title, id), now);
  const typed = await sentTags(store, body, now);
  const data = {
    ...input,
    ...(typed ? { tags: typed.tags, tagNames: typed.tagNames } : {}),
    slug,
    status: input.status as Blog['status'],
    publishAt: publishAtFor(input, null, Date.parse(now)),
    createdAt: now,
    updatedAt: now,
  } as unknown as BlogRecord;
  await withSlugConflict(() =>
    store.batch([
      { op: 'create', collection: COLLECTIONS.blogs, id, data },
      ...slugOps,
      ...(typed?.ops ?? []),
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
        summary: `status: ${input.status}; address: /blogs/${slug}`,
      }),
    ]),
  );
  return toBlog({ ...data, id });
}

/** The status an edit sends, if any (the schema's default must not count as sent). */
const sentStatus = (body: unknown): unknown =>
  body && typeof body === 'object' && 'status' in body ? (body as { status?: unknown }).status : undefined;

export async function updateBlog(store: Store, by: AuditBy, id: string, body: unknown): Promise<Blog> {
  const existing = await getOr404<BlogRecord>(store, COLLECTIONS.blogs, id, BLOG_NOT_FOUND);
  const input = validateBody(blogSchema, body);
  if (input.authorId !== undefined && input.authorId !== existing.authorId)
    await checkAuthor(store, input.authorId);
  const now = nowIso();
  // ADMIN-PUBLISH-6: a new slug is claimed; the old one stays and redirects. '' (or none sent) keeps the address.
  const currentSlug = typeof existing.slug === 'string' && existing.slug ? existing.slug : id;
  const newSlug = input.slug && input.slug !== currentSlug ? input.slug : undefined;
  const slugOps = newSlug ? await claimSlugOps(store, id, newSlug, now) : [];
  if (!input.slug) delete (input as { slug?: string }).slug;
  const publishAt = publishAtFor(
    { ...input, status: sentStatus(body) === undefined ? existing.status : input.status },
    existing,
    Date.parse(now),
  );
  const typed = await sentTags(store, body, now);
  const patch = {
    ...sentFieldsOnly(input, body),
    ...(typed ? { tags: typed.tags, tagNames: typed.tagNames } : {}),
    ...(publishAt === undefined ? {} : { publishAt }),
    updatedAt: now,
  };
  const next = { ...existing, ...patch } as Doc<BlogRecord>;
  // ADMIN-PUBLISH: the version this save replaces is kept (a save that changes nothing keeps nothing).
  const revision = changesContent(existing, patch)
    ? await keepRevisionOps(store, by, id, existing, now, 'update')
    : [];
  await withSlugConflict(() =>
    store.batch([
      { op: 'update', collection: COLLECTIONS.blogs, id, data: patch },
      ...slugOps,
      ...(typed?.ops ?? []),
      ...revision,
      activityOp(store, 'blog', 'updated', `Blog post updated: ${next.title}`, by),
      auditOp(store, by, {
        type: 'blog',
        action: 'updated',
        targetId: id,
        target: next.title,
        summary: withScheduleChange(
          changeSummary(existing, patch, BLOG_FIELDS),
          input.publishAt === undefined ? undefined : storedPublishAtMs(existing),
          publishAt,
        ),
      }),
    ]),
  );
  return toBlog(next);
}

/** A chosen publish time that moved, in India time ("publish time: 1 Jan 2027, 9:30 am IST → ..."). */
function withScheduleChange(summary: string, before: number | undefined, after: number | undefined): string {
  if (before === undefined || after === undefined || before === after) return summary;
  const ist = (ms: number) => formatIstDateTime(new Date(ms).toISOString());
  const change = `publish time: ${ist(before)} → ${ist(after)}`;
  return summary === 'no change' ? change : `${summary}; ${change}`;
}

/** ADMIN-PUBLISH-9: a deleted post goes to the trash for 30 days, its revisions and slugs kept until it is purged. */
export async function deleteBlog(store: Store, by: AuditBy, id: string): Promise<void> {
  await moveToTrash(store, by, 'blog', id, BLOG_NOT_FOUND, (post) => String(post.status));
}

/**
 * Puts a kept version back (ADMIN-PUBLISH): the post takes the revision's content (not its publish status or time, which
 * stay), and the version it replaces is kept as a revision itself, so a restore can be undone like any save.
 */
export async function restoreBlogRevision(
  store: Store,
  by: AuditBy,
  id: string,
  revisionId: string,
): Promise<Blog> {
  const existing = await getOr404<BlogRecord>(store, COLLECTIONS.blogs, id, BLOG_NOT_FOUND);
  const stored = await getOr404(
    store,
    COLLECTIONS.blogRevisions,
    revisionId,
    REVISION_NOT_FOUND,
    (r) => r.blogId === id,
  );
  const revision = toRevision(stored);
  const now = nowIso();
  // Content only: whether the post is live (status, publish time) stays as it is now. Restoring last week's wording
  // must not take a live post offline, or publish a draft (decision 050); the history dialog says so when they differ.
  const { status: _status, publishAt: _publishAt, ...content } = revision.fields as Record<string, unknown>;
  // A version kept before social cards existed (decision 055) leaves the post's cards as they are.
  const kept = (stored.fields ?? {}) as Record<string, unknown>;
  for (const f of SOCIAL_CARD_FIELDS) if (!(f in kept)) delete content[f];
  const patch = { ...content, updatedAt: now };
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
