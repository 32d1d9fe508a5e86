import { isSlug, slugCandidate, slugFor } from '@36x/common';
import { ApiError } from '../http/api-error';
import { COLLECTIONS, type Store, type StoreReader, type WriteOp } from '../store/store';

/**
 * Post slugs (ADMIN-PUBLISH-6, decision 029). `blogSlugs/<slug>` = `{ blogId, createdAt }`, created (never set) in the
 * batch that gives a post the slug: the store refuses a second `create` of the same id in SQLite and Firestore alike
 * (store contract), so two posts can never hold one slug, even when two editors save at the same moment. A post's
 * earlier slugs keep their documents and answer 301 to its current one; they are deleted only with the post itself.
 */
export const SLUG_TAKEN = 'That address (slug) is already used by another post';

export interface SlugClaim extends Record<string, unknown> {
  blogId: string;
  createdAt: string;
}

/** The post an address names: a slug (current or earlier) or, for links from before slugs, the post's id. */
export async function resolveBlogId(store: StoreReader, idOrSlug: string): Promise<string> {
  if (!isSlug(idOrSlug)) return idOrSlug;
  const claim = await store.get<SlugClaim>(COLLECTIONS.blogSlugs, idOrSlug);
  return claim?.blogId ?? idOrSlug;
}

/** Whether `slug` is free for `blogId` (unclaimed, or claimed by it before, and not another post's id). */
async function freeFor(store: StoreReader, slug: string, blogId: string): Promise<'free' | 'own' | 'taken'> {
  const claim = await store.get<SlugClaim>(COLLECTIONS.blogSlugs, slug);
  if (claim) return claim.blogId === blogId ? 'own' : 'taken';
  // A slug equal to another post's id would shadow that post's old /blogs/{id} links.
  if (slug !== blogId && (await store.get(COLLECTIONS.blogs, slug))) return 'taken';
  return 'free';
}

/** The writes that give `blogId` the slug an editor chose; 409 with the field's message when it is taken. */
export async function claimSlugOps(
  store: StoreReader,
  blogId: string,
  slug: string,
  now: string,
): Promise<WriteOp[]> {
  const state = await freeFor(store, slug, blogId);
  if (state === 'taken') throw new ApiError(409, SLUG_TAKEN, { slug: SLUG_TAKEN });
  if (state === 'own') return [];
  return [{ op: 'create', collection: COLLECTIONS.blogSlugs, id: slug, data: { blogId, createdAt: now } }];
}

/** The first free slug made from `base` ("tax-tips", "tax-tips-2", ...) and the writes that claim it. */
export async function firstFreeSlug(
  store: StoreReader,
  blogId: string,
  base: string,
  now: string,
): Promise<{ slug: string; ops: WriteOp[] }> {
  for (let n = 1; n <= 200; n++) {
    const slug = slugCandidate(base, n);
    const state = await freeFor(store, slug, blogId);
    if (state === 'own') return { slug, ops: [] };
    if (state === 'free') {
      return {
        slug,
        ops: [
          { op: 'create', collection: COLLECTIONS.blogSlugs, id: slug, data: { blogId, createdAt: now } },
        ],
      };
    }
  }
  // 200 posts with one title: fall back on the id, which no other post can hold.
  const slug = slugFor('', blogId);
  return { slug, ops: await claimSlugOps(store, blogId, slug, now) };
}

/** The slug a post stored before slugs gets: its id when that is readable already (the demo posts), else its title's. */
export function baseSlugOf(id: string, title: string): string {
  return isSlug(id) ? id : slugFor(title, id);
}

/** Deletes every slug a post has held (with the post itself, for good). */
export async function deleteSlugOps(store: Store, blogId: string): Promise<WriteOp[]> {
  const claims = await store.list(COLLECTIONS.blogSlugs, { where: { blogId } });
  return claims.map((c) => ({ op: 'delete' as const, collection: COLLECTIONS.blogSlugs, id: c.id }));
}
