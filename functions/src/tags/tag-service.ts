import {
  IMAGE_HOST_MESSAGE,
  LIMITS,
  TAG_SAME,
  isImageRef,
  isShowableImage,
  isSlug,
  isPublicBlog,
  tagLabel,
  tagMergeSchema,
  tagSlug,
  tagUpdateSchema,
  typedTags,
  toBlog as toBlogFrom,
  type Tag,
} from '@36x/common';
import { activityOp } from '../activities/activity-service';
import { auditOp, changeSummary, type AuditBy } from '../audit/audit-service';
import { ApiError } from '../http/api-error';
import { nowIso } from '../http/time';
import { validateBody } from '../http/validate';
import { COLLECTIONS, type Doc, type Store, type StoreReader, type WriteOp } from '../store/store';

/**
 * Tags (decision 051): `tags/<slug>` = `{ name, description, image, createdAt, updatedAt }`, or `{ movedTo, createdAt }`
 * for the slug of a tag renamed or merged since (its address answers 301). Posts keep `tags` (slugs) and `tagNames`
 * (names), both rewritten when a tag is renamed or merged, so no reader has to join.
 */
export const TAG_NOT_FOUND = 'Tag not found';
export const TAG_TAKEN = 'Another tag has that name: merge into it instead';
const IMAGE_MESSAGE = 'Please enter a valid image URL or upload an image file';

export interface TagRecord extends Record<string, unknown> {
  name?: string;
  description?: string;
  image?: string;
  movedTo?: string;
  createdAt: string;
  updatedAt?: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
// Posts read here as plain documents (blog-service imports this file for a post's tags).
type BlogRecord = Record<string, unknown>;
const toBlog = (d: Doc<BlogRecord>) => toBlogFrom(d.id, d);

/** Follows `movedTo` (a few hops at most: a rename rewrites the older ones that pointed at it). */
async function resolve(
  reader: StoreReader,
  slug: string,
): Promise<{ slug: string; doc: Doc<TagRecord> | null }> {
  let at = slug;
  for (let hop = 0; hop < 5; hop++) {
    const doc = await reader.get<TagRecord>(COLLECTIONS.tags, at);
    if (!doc?.movedTo) return { slug: at, doc };
    at = doc.movedTo;
  }
  return { slug: at, doc: null };
}

/**
 * A post's tags from what an editor typed: slugs (an old slug becomes the tag it moved to), their names (an existing
 * tag's own name, whatever case was typed now; else as typed), and the writes that create the tags not stored yet.
 */
export async function tagsForPost(
  store: Store,
  typed: unknown,
  now: string,
): Promise<{ tags: string[]; tagNames: string[]; ops: WriteOp[] }> {
  const tags: string[] = [];
  const tagNames: string[] = [];
  const ops: WriteOp[] = [];
  for (const t of typedTags(typed)) {
    const { slug, doc } = await resolve(store, t.slug);
    if (tags.includes(slug)) continue;
    tags.push(slug);
    tagNames.push(text(doc?.name) || t.name);
    // `set`: two posts naming a new tag at once both write the same document.
    if (!doc)
      ops.push({ op: 'set', collection: COLLECTIONS.tags, id: slug, data: { name: t.name, createdAt: now } });
  }
  return { tags, tagNames, ops };
}

/** Every live tag with its post count (visitors: tags on public posts; staff: every tag, drafts counted). */
export async function listTags(store: Store, staff: boolean, now = Date.now()): Promise<Tag[]> {
  const [docs, posts] = await Promise.all([
    store.list<TagRecord>(COLLECTIONS.tags),
    store.list<BlogRecord>(COLLECTIONS.blogs),
  ]);
  const counts = new Map<string, { n: number; name: string }>();
  for (const p of posts.map(toBlog)) {
    if (!staff && !isPublicBlog(p, now)) continue;
    p.tags.forEach((t, i) => {
      const c = counts.get(t) ?? { n: 0, name: p.tagNames[i] ?? tagLabel(t) };
      c.n++;
      counts.set(t, c);
    });
  }
  const byId = new Map(docs.filter((d) => !d.movedTo).map((d) => [d.id, d]));
  const slugs = new Set([...counts.keys(), ...(staff ? byId.keys() : [])]);
  return [...slugs]
    .map((slug): Tag => {
      const d = byId.get(slug);
      return {
        slug,
        name: text(d?.name) || counts.get(slug)?.name || tagLabel(slug),
        description: text(d?.description),
        image: text(d?.image),
        posts: counts.get(slug)?.n ?? 0,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en-IN'));
}

/** A tag by its current or an earlier slug: the answer's slug tells the caller which (an earlier one answers 301). */
export async function getTag(store: Store, slug: string, staff: boolean): Promise<Tag> {
  if (!isSlug(slug)) throw new ApiError(404, TAG_NOT_FOUND);
  const current = (await resolve(store, slug)).slug;
  const found = (await listTags(store, staff)).find((t) => t.slug === current);
  if (!found) throw new ApiError(404, TAG_NOT_FOUND);
  return found;
}

/** The posts carrying `slug`, with the writes that give them `into` instead (named `name`), no tag twice. */
async function retagOps(reader: StoreReader, from: string, into: string, name: string, now: string) {
  const posts = await reader.list<BlogRecord>(COLLECTIONS.blogs);
  const ops: WriteOp[] = [];
  for (const p of posts) {
    const b = toBlog(p);
    if (!b.tags.includes(from)) continue;
    const tags: string[] = [];
    const tagNames: string[] = [];
    b.tags.forEach((t, i) => {
      const slug = t === from ? into : t;
      const label = slug === into ? name : b.tagNames[i]!;
      if (tags.includes(slug)) return;
      tags.push(slug);
      tagNames.push(label);
    });
    ops.push({
      op: 'update',
      collection: COLLECTIONS.blogs,
      id: p.id,
      data: { tags, tagNames, updatedAt: now },
    });
  }
  if (ops.length > LIMITS.blogsBulkMax * 4)
    throw new ApiError(400, 'This tag is on too many posts to change at once');
  return ops;
}

/** Older addresses that led to `from` lead to `into` now (no chains), and `from` itself does. */
async function moveOps(reader: StoreReader, from: string, into: string, now: string): Promise<WriteOp[]> {
  const older = await reader.list<TagRecord>(COLLECTIONS.tags, { where: { movedTo: from } });
  return [
    ...older.map((d): WriteOp => ({
      op: 'update',
      collection: COLLECTIONS.tags,
      id: d.id,
      data: { movedTo: into },
    })),
    { op: 'set', collection: COLLECTIONS.tags, id: from, data: { movedTo: into, createdAt: now } },
  ];
}

function checkImage(image: string): void {
  if (!image) return;
  if (!isImageRef(image) || image.startsWith('data:'))
    throw new ApiError(400, IMAGE_MESSAGE, { image: IMAGE_MESSAGE });
  if (!isShowableImage(image)) throw new ApiError(400, IMAGE_HOST_MESSAGE, { image: IMAGE_HOST_MESSAGE });
}

/**
 * PUT /api/tags/{slug}: name, description, image. A new name gives a new slug when it spells one: the posts follow
 * and the old address answers 301. A name whose slug another live tag holds is refused (409): merge instead.
 */
export async function updateTag(store: Store, by: AuditBy, slug: string, body: unknown): Promise<Tag> {
  const input = validateBody(tagUpdateSchema, body);
  checkImage(input.image);
  const next = tagSlug(input.name);
  const result = await store.transaction(async (tx) => {
    const now = nowIso();
    const { slug: current, doc } = await resolve(tx, slug);
    const posts = (await tx.list<BlogRecord>(COLLECTIONS.blogs))
      .map(toBlog)
      .filter((b) => b.tags.includes(current));
    if (current !== slug || (!doc && posts.length === 0)) throw new ApiError(404, TAG_NOT_FOUND);
    const before = {
      name: text(doc?.name) || posts[0]?.tagNames[posts[0].tags.indexOf(current)] || tagLabel(current),
      description: text(doc?.description),
      image: text(doc?.image),
    };
    const data: TagRecord = { ...input, createdAt: text(doc?.createdAt) || now, updatedAt: now };
    const writes: WriteOp[] = [];
    if (next !== current) {
      const taken = await tx.get<TagRecord>(COLLECTIONS.tags, next);
      const inUse = (await tx.list<BlogRecord>(COLLECTIONS.blogs)).some((p) => toBlog(p).tags.includes(next));
      if ((taken && !taken.movedTo) || (!taken && inUse))
        throw new ApiError(409, TAG_TAKEN, { name: TAG_TAKEN });
      writes.push(
        { op: 'set', collection: COLLECTIONS.tags, id: next, data },
        ...(await moveOps(tx, current, next, now)),
      );
    } else writes.push({ op: 'set', collection: COLLECTIONS.tags, id: current, data });
    writes.push(...(await retagOps(tx, current, next, input.name, now)));
    const summary = [
      changeSummary(before, input, ['name', 'description', 'image']),
      next !== current ? `address: /blogs/tag/${current} → /blogs/tag/${next}` : '',
      `${posts.length} post${posts.length === 1 ? '' : 's'}`,
    ]
      .filter(Boolean)
      .join('; ');
    writes.push(
      auditOp(store, by, {
        type: 'blog',
        action: 'tag-updated',
        targetId: next,
        target: input.name,
        summary,
      }),
    );
    const tag: Tag = {
      slug: next,
      name: input.name,
      description: input.description,
      image: input.image,
      posts: posts.length,
    };
    return { writes, result: tag };
  });
  return result;
}

/** POST /api/tags/{slug}/merge {into}: the tag's posts get `into` instead; its address answers 301 to `into`'s. */
export async function mergeTag(store: Store, by: AuditBy, slug: string, body: unknown): Promise<Tag> {
  const input = validateBody(tagMergeSchema, body);
  const into = tagSlug(input.into) || input.into;
  return store.transaction(async (tx) => {
    const now = nowIso();
    const from = await resolve(tx, slug);
    const target = await resolve(tx, into);
    if (from.slug !== slug) throw new ApiError(404, TAG_NOT_FOUND);
    if (target.slug === from.slug) throw new ApiError(400, TAG_SAME, { into: TAG_SAME });
    const posts = (await tx.list<BlogRecord>(COLLECTIONS.blogs)).map(toBlog);
    const fromPosts = posts.filter((b) => b.tags.includes(from.slug)).length;
    const intoPosts = posts.filter((b) => b.tags.includes(target.slug));
    if (!from.doc && fromPosts === 0) throw new ApiError(404, TAG_NOT_FOUND);
    if (!target.doc && intoPosts.length === 0)
      throw new ApiError(400, 'Choose an existing tag to merge into', {
        into: 'Choose an existing tag to merge into',
      });
    const name = text(target.doc?.name) || intoPosts[0]!.tagNames[intoPosts[0]!.tags.indexOf(target.slug)]!;
    const retag = await retagOps(tx, from.slug, target.slug, name, now);
    const writes: WriteOp[] = [
      ...retag,
      ...(await moveOps(tx, from.slug, target.slug, now)),
      ...(target.doc
        ? []
        : [
            {
              op: 'set' as const,
              collection: COLLECTIONS.tags,
              id: target.slug,
              data: { name, createdAt: now },
            },
          ]),
      activityOp(store, 'blog', 'updated', `Tag merged into ${name}: ${retag.length} posts`, by),
      auditOp(store, by, {
        type: 'blog',
        action: 'tag-merged',
        targetId: target.slug,
        target: name,
        summary: `/blogs/tag/${from.slug} merged into /blogs/tag/${target.slug}; ${retag.length} post${retag.length === 1 ? '' : 's'} retagged`,
      }),
    ];
    const merged = posts.filter((b) => b.tags.includes(from.slug) || b.tags.includes(target.slug)).length;
    return {
      writes,
      result: {
        slug: target.slug,
        name,
        description: text(target.doc?.description),
        image: text(target.doc?.image),
        posts: merged,
      },
    };
  });
}
