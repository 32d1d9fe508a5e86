import {
  BLOG_BULK_TOO_MANY,
  LIMITS,
  blogBulkSchema,
  matchesBlogFilter,
  type BlogBulkAction,
  type BlogBulkResult,
  type BlogListFilter,
} from '@36x/common';
import { activityOp } from '../activities/activity-service';
import { auditOp, type AuditBy } from '../audit/audit-service';
import { listAuthors } from '../authors/author-service';
import { ApiError } from '../http/api-error';
import { nowIso } from '../http/time';
import { validateBody } from '../http/validate';
import { COLLECTIONS, type Doc, type Store, type WriteOp } from '../store/store';
import { moveToTrashOps } from '../trash/trash-service';
import { keepRevisionOps } from './blog-revisions';
import { tagsForPost } from '../tags/tag-service';
import { BLOG_NOT_FOUND, listBlogs, toBlog, type BlogRecord } from './blog-service';

const DONE: Record<BlogBulkAction, (tag: string) => string> = {
  publish: () => 'published',
  unpublish: () => 'unpublished (back to draft)',
  tag: (tag) => `tagged ${tag}`,
  untag: (tag) => `untagged ${tag}`,
  trash: () => `moved to the trash for ${LIMITS.trashDays} days`,
};

export const tooManyTags = (title: string) =>
  `“${title}” already has ${LIMITS.tagsPerPost} tags: remove one from it first`;

/** "all matching the filter (status draft, search "gst")" */
function describe(filter: BlogListFilter): string {
  const parts = [`status ${filter.status}`];
  if (filter.search.trim()) parts.push(`search "${filter.search.trim().slice(0, 60)}"`);
  return `all matching the filter (${parts.join(', ')})`;
}

/**
 * What the action makes of one stored post: the patch to write, or null when it has nothing to change (publishing a
 * published post). Throws 400 for a post the action cannot take (an 11th tag), which aborts the whole action.
 */
function patchFor(
  action: BlogBulkAction,
  tag: { slug: string; name: string },
  post: Doc<BlogRecord>,
  now: string,
) {
  const { tags, tagNames } = toBlog(post);
  switch (action) {
    case 'publish':
      // A draft goes out now (as a single save without a chosen time does); a scheduled post keeps its time.
      return post.status === 'draft' ? { status: 'published', publishAt: Date.parse(now) } : null;
    case 'unpublish':
      return post.status === 'published' ? { status: 'draft' } : null;
    case 'tag':
      if (tags.includes(tag.slug)) return null;
      if (tags.length >= LIMITS.tagsPerPost) {
        const message = tooManyTags(String(post.title ?? ''));
        throw new ApiError(400, message, { tag: message });
      }
      return { tags: [...tags, tag.slug], tagNames: [...tagNames, tag.name] };
    case 'untag': {
      const at = tags.indexOf(tag.slug);
      return at < 0
        ? null
        : { tags: tags.filter((_, i) => i !== at), tagNames: tagNames.filter((_, i) => i !== at) };
    }
    default:
      return null;
  }
}

/**
 * POST /api/blogs/bulk (ADMIN-PUBLISH): publish, unpublish, tag, untag or trash the chosen posts, or every post the
 * staff list's filter matches (the same `matchesBlogFilter`, author names included). All or nothing in one
 * transaction, each post re-read inside it; a status change keeps the version it replaces, as a single save does. One
 * activity and one audit entry give the action and the count.
 */
export async function bulkBlogs(store: Store, by: AuditBy, body: unknown): Promise<BlogBulkResult> {
  const input = validateBody(blogBulkSchema, body);
  const action = input.action as BlogBulkAction;
  // The tag as its posts will carry it: an old slug follows its move, an existing tag keeps its own name.
  const named = input.tag ? await tagsForPost(store, [input.tag], nowIso()) : null;
  const tag = named?.tags[0] ?? '';
  const tagName = named?.tagNames[0] ?? '';
  let ids: string[];
  if (input.filter) {
    const filter = input.filter as BlogListFilter;
    const names = new Map((await listAuthors(store)).map((a) => [a.id, a.name]));
    const now = Date.now();
    ids = (await listBlogs(store, true, now))
      .filter((b) => matchesBlogFilter(b, filter, (id) => names.get(id) ?? '', now))
      .map((b) => b.id);
  } else ids = [...new Set(input.ids)];
  if (ids.length > LIMITS.blogsBulkMax)
    throw new ApiError(400, BLOG_BULK_TOO_MANY, { ids: BLOG_BULK_TOO_MANY });
  const which = input.filter ? describe(input.filter as BlogListFilter) : `${ids.length} chosen`;

  return store.transaction(async (tx) => {
    const now = nowIso();
    const writes: WriteOp[] = [];
    let matched = 0;
    let changed = 0;
    for (const id of ids) {
      const post = await tx.get<BlogRecord>(COLLECTIONS.blogs, id);
      if (!post) continue; // deleted meanwhile
      matched++;
      if (action === 'trash') {
        writes.push(...moveToTrashOps(by, 'blog', post, String(post.title ?? '')));
        changed++;
        continue;
      }
      const patch = patchFor(action, { slug: tag, name: tagName }, post, now);
      if (!patch) continue;
      changed++;
      writes.push({ op: 'update', collection: COLLECTIONS.blogs, id, data: { ...patch, updatedAt: now } });
      if ('status' in patch) writes.push(...(await keepRevisionOps(store, by, id, post, now, 'update', tx)));
    }
    if (input.ids && matched === 0) throw new ApiError(404, BLOG_NOT_FOUND);
    const summary = `Bulk: ${changed} of ${matched} post${matched === 1 ? '' : 's'} ${DONE[action](tagName)}; ${which}`;
    if (changed > 0) {
      if (action === 'tag') writes.push(...(named?.ops ?? []));
      writes.push(
        activityOp(store, 'blog', action === 'trash' ? 'deleted' : 'updated', summary, by),
        auditOp(store, by, {
          type: 'blog',
          action: `bulk-${action}`,
          targetId: null,
          target: `${changed} posts`,
          summary,
        }),
      );
    }
    return { writes, result: { matched, changed } };
  });
}
