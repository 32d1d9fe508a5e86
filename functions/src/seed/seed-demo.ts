import {
  tagLabel,
  blogSchema,
  contactSchema,
  enquiryFormSchema,
  userCreateSchema,
  videoSchema,
  youtubeThumbnail,
  youtubeVideoId,
  type Role,
} from '@36x/common';
import { hashPassword } from '../auth/passwords';
import { validateBody } from '../http/validate';
import type { Identity } from '../identity/identity';
import { COLLECTIONS, isStoreConflict, type Store, type WriteOp } from '../store/store';
import { usernameKey, type UserRecord } from '../users/user-model';

const DEMO_TAG_NAMES: Record<string, string> = { gst: 'GST', sip: 'SIP', 'section-80c': 'Section 80C' };
import { DEMO_BLOGS, DEMO_CONTACTS, DEMO_ENQUIRY_FORMS, DEMO_STAFF, DEMO_VIDEOS } from './demo-content';

/** `meta/seed`: written in the same batch as the demo content, so the content is there exactly once. */
export const SEED_MARKER_ID = 'seed';

export type SeedResult = 'seeded' | 'already-seeded' | 'store-not-empty';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Fills an EMPTY store with demo content and the three demo staff accounts (local mode only: the caller checks
 * config.seedDemo). Idempotent: it runs on every cold start and does nothing when the marker exists, and never
 * touches a store that already holds users or blogs (it then only writes the marker). Everything is written in one
 * batch, so a crash leaves either nothing or everything; if two instances race, the marker's create fails for one.
 *
 * `identity` is accepted for the entry point's convenience and not needed: Auth users appear on first sign-in.
 */
export async function seedDemoContent(
  store: Store,
  _identity?: Identity,
  now: Date = new Date(),
): Promise<SeedResult> {
  if (await store.get(COLLECTIONS.meta, SEED_MARKER_ID)) return 'already-seeded';
  const [users, blogs] = await Promise.all([
    store.list(COLLECTIONS.users, { limit: 1 }),
    store.list(COLLECTIONS.blogs, { limit: 1 }),
  ]);
  const marker = (result: SeedResult): WriteOp => ({
    op: 'create',
    collection: COLLECTIONS.meta,
    id: SEED_MARKER_ID,
    data: { result, at: now.toISOString() },
  });
  if (users.length > 0 || blogs.length > 0) {
    await store.batch([marker('store-not-empty')]).catch(ignoreConflict);
    return 'store-not-empty';
  }

  const at = (daysAgo: number, minutes = 0) =>
    new Date(now.getTime() - daysAgo * DAY - minutes * 60_000).toISOString();
  const ops: WriteOp[] = [marker('seeded')];

  for (const b of DEMO_BLOGS) {
    const input = validateBody(blogSchema, {
      title: b.title,
      content: b.content,
      excerpt: b.excerpt,
      category: b.category,
      image: `/images/blog/${b.slug}.jpg`,
      // The covers show the category's name in capitals beside the 36x mark (web/public/images/blog/*.svg).
      imageAlt: `Illustrated ${b.category} cover from 36x Advisory`,
      status: b.status,
    });
    const createdAt = at(b.daysAgo);
    ops.push({
      op: 'create',
      collection: COLLECTIONS.blogs,
      id: b.slug,
      // publishAt as the API stores it (epoch ms; common/src/blog-publishing.ts); the readable id is the slug too.
      data: {
        ...input,
        slug: b.slug,
        tags: b.tags ?? [],
        // Names as an editor would type them (decision 051): "GST", not "Gst".
        tagNames: (b.tags ?? []).map((t) => DEMO_TAG_NAMES[t] ?? tagLabel(t)),
        publishAt: Date.parse(createdAt),
        createdAt,
        updatedAt: createdAt,
      },
    });
    ops.push({
      op: 'create',
      collection: COLLECTIONS.blogSlugs,
      id: b.slug,
      data: { blogId: b.slug, createdAt },
    });
  }
  for (const v of DEMO_VIDEOS) {
    const { thumbnail: _t, ...input } = validateBody(videoSchema, {
      title: v.title,
      description: v.description,
      youtubeUrl: v.youtubeUrl,
      duration: v.duration,
      views: v.views,
    });
    const createdAt = at(v.daysAgo);
    ops.push({
      op: 'create',
      collection: COLLECTIONS.videos,
      id: store.newId(),
      data: {
        ...input,
        thumbnail: youtubeThumbnail(youtubeVideoId(input.youtubeUrl)!),
        createdAt,
        updatedAt: createdAt,
      },
    });
  }
  for (const f of DEMO_ENQUIRY_FORMS) {
    const { daysAgo, ...fields } = f;
    const input = validateBody(enquiryFormSchema, { ...fields, image: '' });
    const createdAt = at(daysAgo);
    ops.push({
      op: 'create',
      collection: COLLECTIONS.enquiryForms,
      id: store.newId(),
      data: { ...input, createdAt, updatedAt: createdAt },
    });
  }
  for (const c of DEMO_CONTACTS) {
    const { daysAgo, ...fields } = c;
    const { website: _w, ...input } = validateBody(contactSchema, fields);
    ops.push({
      op: 'create',
      collection: COLLECTIONS.contacts,
      id: store.newId(),
      data: {
        ...input,
        createdAt: at(daysAgo, 90),
        status: 'new',
        ownerId: '',
        notes: [],
        lastActionAt: at(daysAgo, 90),
        mail: {},
      },
    });
  }
  for (const s of DEMO_STAFF) {
    const input = validateBody(userCreateSchema, { ...s, isActive: true, permissions: [] });
    const id = store.newId();
    const createdAt = now.toISOString();
    const user: UserRecord = {
      username: input.username,
      email: input.email,
      role: input.role as Role,
      isActive: true,
      permissions: [],
      lastLogin: null,
      loginCount: 0,
      createdAt,
      updatedAt: createdAt,
    };
    ops.push(
      {
        op: 'create',
        collection: COLLECTIONS.usernames,
        id: usernameKey(input.username),
        data: { userId: id },
      },
      { op: 'create', collection: COLLECTIONS.users, id, data: user },
      {
        op: 'create',
        collection: COLLECTIONS.credentials,
        id,
        data: await hashPassword(input.password, createdAt),
      },
    );
  }
  // A few entries so the dashboard's Recent Activity is not empty on a fresh machine.
  const recent: [number, 'blog' | 'video' | 'contact' | 'other', string, string][] = [
    [1, 'blog', 'created', `New draft: ${DEMO_BLOGS.find((b) => b.status === 'draft')!.title}`],
    [
      2,
      'contact',
      'submitted',
      `New message from ${DEMO_CONTACTS[0].firstName} ${DEMO_CONTACTS[0].lastName}`,
    ],
    [3, 'blog', 'created', `New blog post: ${DEMO_BLOGS[0]!.title}`],
    [4, 'other', 'created', `New enquiry form: ${DEMO_ENQUIRY_FORMS[0]!.title}`],
    [5, 'video', 'created', `New video: ${DEMO_VIDEOS[0]!.title}`],
  ];
  for (const [daysAgo, type, action, title] of recent) {
    ops.push({
      op: 'create',
      collection: COLLECTIONS.activities,
      id: store.newId(),
      data: { type, action, title, createdAt: at(daysAgo, -5) },
    });
  }

  try {
    await store.batch(ops);
  } catch (err) {
    if (isStoreConflict(err)) return 'already-seeded'; // another instance seeded first
    throw err;
  }
  return 'seeded';
}

function ignoreConflict(err: unknown): void {
  if (!isStoreConflict(err)) throw err;
}
