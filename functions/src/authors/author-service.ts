import { authorProfileSchema, can, slugCandidate, slugFor, type Author, type User } from '@36x/common';
import { auditOp, changeSummary, type AuditBy } from '../audit/audit-service';
import { ApiError } from '../http/api-error';
import { nowIso } from '../http/time';
import { validateBody } from '../http/validate';
import { COLLECTIONS, type Doc, type Store } from '../store/store';
import { toProfile, toUser, type UserRecord } from '../users/user-model';
import { getOr404 } from '../http/get-or-404';

/**
 * Author profiles (ADMIN-PUBLISH-7): what readers see of a staff member: a name, a bio, a photo and the slug of their
 * page /blogs/author/{slug}. Kept on the user document (`profile`), answered publicly only through these fields (never
 * the username, email or role). A profile without a name is no profile: its page is 404 and it cannot be chosen.
 */
export const AUTHOR_NOT_FOUND = 'Author not found';
export const AUTHOR_ROLE_REQUIRED =
  'Only staff who write content (editors and admins) can have a public author profile';

/** Whether this staff member may be shown as an author: active, in a role that writes content. */
const writesContent = (d: Doc<UserRecord>) => can(toUser(d), 'content:write');

function toAuthor(d: Doc<UserRecord>): Author | null {
  const p = toProfile(d.profile);
  // A viewer's profile (one made before this rule, or kept after a change of role) is never published.
  if (!p.name || !p.slug || d.isActive === false || !writesContent(d)) return null;
  return { id: d.id, slug: p.slug, name: p.name, bio: p.bio, photo: p.photo };
}

/** Active staff with a public profile, by name. */
export async function listAuthors(store: Store): Promise<Author[]> {
  const users = await store.list<UserRecord>(COLLECTIONS.users);
  return users
    .map(toAuthor)
    .filter((a): a is Author => a !== null)
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function getAuthor(store: Store, slug: string): Promise<Author> {
  const found = (await listAuthors(store)).find((a) => a.slug === slug);
  if (!found) throw new ApiError(404, AUTHOR_NOT_FOUND);
  return found;
}

/**
 * Sets a profile; its slug comes from the name, unique among staff (checked and written in one transaction: the few
 * staff documents are read inside it, so two renames cannot end on one slug).
 */
export async function updateProfile(store: Store, by: AuditBy, id: string, body: unknown): Promise<User> {
  const input = validateBody(authorProfileSchema, body);
  const now = nowIso();
  const result = await store.transaction(async (tx) => {
    const user = await getOr404<UserRecord>(tx, COLLECTIONS.users, id, 'User not found');
    // Taking a profile down is always allowed; publishing one is for roles that write content (decision 049).
    if (input.name && !writesContent(user))
      throw new ApiError(403, AUTHOR_ROLE_REQUIRED, { name: AUTHOR_ROLE_REQUIRED });
    const before = toProfile(user.profile);
    let slug = '';
    if (input.name) {
      const taken = new Set(
        (await tx.list<UserRecord>(COLLECTIONS.users))
          .filter((u) => u.id !== id)
          .map((u) => toProfile(u.profile).slug)
          .filter(Boolean),
      );
      const base = before.name === input.name && before.slug ? before.slug : slugFor(input.name, id);
      for (let n = 1; !slug || taken.has(slug); n++) slug = slugCandidate(base, n);
    }
    const profile = { ...input, slug };
    return {
      writes: [
        { op: 'update' as const, collection: COLLECTIONS.users, id, data: { profile, updatedAt: now } },
        auditOp(store, by, {
          type: 'user',
          action: 'profile',
          targetId: id,
          target: user.username,
          summary: changeSummary({ ...before }, profile, ['name', 'bio', 'photo']),
        }),
      ],
      result: toUser({ ...user, profile, updatedAt: now }),
    };
  });
  return result;
}
