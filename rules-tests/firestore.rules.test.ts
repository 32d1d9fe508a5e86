import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../functions/src/store/store';
import { callers, rulesEnv, rulesFile } from './rules-env';

/**
 * firestore.rules (API-RULES) on the official Firestore emulator: every collection the API uses, anonymous and
 * signed in with each role's custom-token claims, against get, list, create, update and delete.
 * Run with `npm run test:rules` (inside `firebase emulators:exec`, which sets FIRESTORE_EMULATOR_HOST).
 */

const PUBLIC = new Set<string>([COLLECTIONS.blogs, COLLECTIONS.videos, COLLECTIONS.enquiryForms]);
/** Everything the API stores that no client may touch: every collection in the Store port except the three above. */
const PRIVATE = Object.values(COLLECTIONS).filter((c) => !PUBLIC.has(c));

const at = '2026-02-01T10:00:00.000Z';
const SEED: Record<string, Record<string, Record<string, unknown>>> = {
  blogs: {
    published: {
      title: 'Old vs new tax regime',
      content: 'x'.repeat(60),
      category: 'Tax Planning',
      excerpt: 'e',
      image: '',
      status: 'published',
      publishAt: Date.parse(at),
      createdAt: at,
      updatedAt: at,
    },
    // Published, but due only in 2999 (API-DATA-2: public when publishAt <= now).
    scheduled: {
      title: 'Budget 2999',
      content: 'z'.repeat(60),
      category: 'Tax Planning',
      excerpt: 'e',
      image: '',
      status: 'published',
      publishAt: Date.parse('2999-01-01T00:00:00.000Z'),
      createdAt: at,
      updatedAt: at,
    },
    // Written before scheduling existed: no publishAt, public like before.
    legacy: {
      title: 'Older post',
      content: 'w'.repeat(60),
      category: 'Compliance',
      excerpt: 'e',
      image: '',
      status: 'published',
      createdAt: at,
      updatedAt: at,
    },
    draft: {
      title: 'Unfinished',
      content: 'y'.repeat(60),
      category: 'Compliance',
      excerpt: 'e',
      image: '',
      status: 'draft',
      createdAt: at,
      updatedAt: at,
    },
  },
  videos: {
    v1: {
      title: 'SIP basics',
      description: 'What a SIP is and is not',
      youtubeUrl: 'https://youtu.be/abcdefghijk',
      thumbnail: '',
      duration: '12:34',
      views: '10',
      createdAt: at,
      updatedAt: at,
    },
  },
  enquiryForms: {
    active: {
      title: 'ITR filing',
      description: 'd',
      icon: '📋',
      image: '',
      googleFormUrl: 'https://forms.gle/x',
      features: ['a'],
      isActive: true,
      createdAt: at,
      updatedAt: at,
    },
    inactive: {
      title: 'Retired form',
      description: 'd',
      icon: '📋',
      image: '',
      googleFormUrl: 'https://forms.gle/y',
      features: [],
      isActive: false,
      createdAt: at,
      updatedAt: at,
    },
  },
  contacts: {
    c1: {
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.in',
      phone: '',
      subject: 'other',
      message: 'Please call me back',
      createdAt: at,
    },
  },
  mail: {
    m1: {
      to: 'desk@practice.example',
      subject: 'New enquiry',
      text: 'Please call me back',
      replyTo: 'asha@example.in',
      kind: 'notify',
      contactId: 'c1',
      state: 'queued',
      attempts: 0,
      lastError: '',
      createdAt: at,
      updatedAt: at,
      nextAttemptAt: at,
      sentAt: '',
    },
  },
  activities: { a1: { type: 'blog', action: 'created', title: 'Old vs new tax regime', createdAt: at } },
  users: {
    u1: {
      username: 'admin',
      email: '',
      role: 'admin',
      isActive: true,
      permissions: [],
      lastLogin: null,
      loginCount: 0,
      createdAt: at,
      updatedAt: at,
    },
  },
  usernames: { admin: { userId: 'u1' } },
  credentials: {
    u1: {
      algorithm: 'scrypt',
      N: 16384,
      r: 8,
      p: 1,
      keyLength: 64,
      salt: 'c2FsdA==',
      hash: 'aGFzaA==',
      updatedAt: at,
    },
  },
  loginHistory: {
    l1: { userId: 'u1', username: 'admin', loginTime: at, ipAddress: '203.0.113.7', userAgent: 'test' },
  },
  loginAttempts: { admin: { failures: 2, firstFailureAt: at } },
  calculatorUsage: { k1: { calculator: 'sip', createdAt: at } },
  meta: { seed: { seededAt: at } },
  auditLog: {
    e1: {
      time: at,
      key: `${at}~e1`,
      actorId: 'u1',
      actorName: 'admin',
      type: 'user',
      action: 'password-reset',
      targetId: 'u2',
      target: 'editor',
      summary: 'one-time password issued',
      address: '203.0.113.7',
    },
  },
  settings: { security: { idleTimeoutMinutes: 30 } },
  blogRevisions: {
    r1: {
      blogId: 'pub',
      fields: { title: 'An earlier title', content: 'Draft text', status: 'draft' },
      versionSavedAt: at,
      createdAt: at,
      replacedById: 'u1',
      replacedByName: 'editor',
      reason: 'update',
    },
  },
};

const env = rulesEnv({ firestore: { rules: rulesFile('firestore.rules') } });

beforeEach(async () => {
  await env().clearFirestore();
  await env().withSecurityRulesDisabled(async (admin) => {
    const db = admin.firestore();
    for (const [collection, docs] of Object.entries(SEED)) {
      for (const [id, data] of Object.entries(docs)) await db.collection(collection).doc(id).set(data);
    }
  });
});

it('seeds one document in every collection of the Store port (so a denied read is the rules, not a missing document)', async () => {
  expect(Object.keys(SEED).sort()).toEqual([...Object.values(COLLECTIONS)].sort());
  await env().withSecurityRulesDisabled(async (admin) => {
    for (const [collection, docs] of Object.entries(SEED)) {
      const snap = await admin.firestore().collection(collection).get();
      expect(snap.size, collection).toBe(Object.keys(docs).length);
    }
  });
});

const ROLES: [string, () => RulesTestContext][] = [
  ...callers(env),
  ['signed in without a role claim', () => env().authenticatedContext('someone')],
];

describe.each(ROLES)('%s', (_label, context) => {
  const db = () => context().firestore();

  describe('blogs', () => {
    it('get: a published blog is readable', async () => {
      const snap = await assertSucceeds(db().doc('blogs/published').get());
      expect(snap.get('title')).toBe('Old vs new tax regime');
    });

    it('get: a draft cannot be read', async () => {
      await assertFails(db().doc('blogs/draft').get());
    });

    it('get: a missing blog is refused like a draft (no way to probe ids)', async () => {
      await assertFails(db().doc('blogs/does-not-exist').get());
    });

    it('get: a scheduled post cannot be read before its time; a post without publishAt can', async () => {
      await assertFails(db().doc('blogs/scheduled').get());
      await assertSucceeds(db().doc('blogs/legacy').get());
    });

    it('list: published and due by now (as the SPA asks, latest first) is allowed and holds no draft or scheduled post', async () => {
      const snap = await assertSucceeds(
        db()
          .collection('blogs')
          .where('status', '==', 'published')
          .where('publishAt', '<=', Date.now())
          .orderBy('publishAt', 'desc')
          .get(),
      );
      expect(snap.docs.map((d) => d.id)).toEqual(['published']);
      await assertSucceeds(
        db()
          .collection('blogs')
          .where('status', '==', 'published')
          .where('publishAt', '<=', 0)
          .limit(6)
          .get(),
      );
    });

    it('list: without the published filter, or without a bound on publishAt up to now, is denied', async () => {
      await assertFails(db().collection('blogs').get());
      await assertFails(db().collection('blogs').orderBy('createdAt', 'desc').get());
      await assertFails(db().collection('blogs').where('category', '==', 'Tax Planning').get());
      // The published filter alone could hold a scheduled post.
      await assertFails(db().collection('blogs').where('status', '==', 'published').get());
      await assertFails(
        db()
          .collection('blogs')
          .where('status', '==', 'published')
          .where('publishAt', '<=', Date.parse('2999-06-01T00:00:00.000Z'))
          .get(),
      );
    });

    it('list: asking for drafts is denied', async () => {
      await assertFails(db().collection('blogs').where('status', '==', 'draft').get());
      await assertFails(db().collection('blogs').where('status', 'in', ['published', 'draft']).get());
    });

    it('create, update, delete: denied', async () => {
      await assertFails(
        db()
          .doc('blogs/new')
          .set({ ...SEED.blogs!.published, title: 'Injected' }),
      );
      await assertFails(
        db()
          .collection('blogs')
          .add({ ...SEED.blogs!.published, title: 'Injected' }),
      );
      await assertFails(db().doc('blogs/published').update({ title: 'Defaced' }));
      await assertFails(db().doc('blogs/published').set({ status: 'published', title: 'Overwritten' }));
      await assertFails(db().doc('blogs/draft').update({ status: 'published' }));
      await assertFails(db().doc('blogs/published').delete());
      await assertFails(db().doc('blogs/draft').delete());
    });
  });

  describe('videos', () => {
    it('get and list are allowed', async () => {
      const one = await assertSucceeds(db().doc('videos/v1').get());
      expect(one.get('title')).toBe('SIP basics');
      const all = await assertSucceeds(db().collection('videos').orderBy('createdAt', 'desc').get());
      expect(all.docs.map((d) => d.id)).toEqual(['v1']);
      await assertSucceeds(db().collection('videos').get());
    });

    it('create, update, delete: denied', async () => {
      await assertFails(
        db()
          .doc('videos/new')
          .set({ ...SEED.videos!.v1 }),
      );
      await assertFails(
        db()
          .collection('videos')
          .add({ ...SEED.videos!.v1 }),
      );
      await assertFails(db().doc('videos/v1').update({ views: '999999' }));
      await assertFails(db().doc('videos/v1').delete());
    });
  });

  describe('enquiryForms', () => {
    it('get: an active form is readable, an inactive one is not', async () => {
      await assertSucceeds(db().doc('enquiryForms/active').get());
      await assertFails(db().doc('enquiryForms/inactive').get());
      await assertFails(db().doc('enquiryForms/does-not-exist').get());
    });

    it('list: only with the isActive == true filter', async () => {
      const snap = await assertSucceeds(
        db().collection('enquiryForms').where('isActive', '==', true).orderBy('createdAt', 'desc').get(),
      );
      expect(snap.docs.map((d) => d.id)).toEqual(['active']);
      await assertFails(db().collection('enquiryForms').get());
      await assertFails(db().collection('enquiryForms').where('isActive', '==', false).get());
      await assertFails(db().collection('enquiryForms').orderBy('createdAt', 'desc').get());
    });

    it('create, update, delete: denied', async () => {
      await assertFails(
        db()
          .doc('enquiryForms/new')
          .set({ ...SEED.enquiryForms!.active }),
      );
      await assertFails(db().doc('enquiryForms/active').update({ googleFormUrl: 'https://evil.example' }));
      await assertFails(db().doc('enquiryForms/inactive').update({ isActive: true }));
      await assertFails(db().doc('enquiryForms/active').delete());
    });
  });

  describe.each(PRIVATE)('%s (never readable, never writable)', (collection) => {
    const [id, data] = Object.entries(SEED[collection]!)[0]!;

    it('get: denied', async () => {
      await assertFails(db().doc(`${collection}/${id}`).get());
    });

    it('list: denied, with or without filters', async () => {
      await assertFails(db().collection(collection).get());
      await assertFails(db().collection(collection).limit(1).get());
      const [field, value] = Object.entries(data)[0]!;
      await assertFails(db().collection(collection).where(field, '==', value).get());
    });

    it('create: denied', async () => {
      await assertFails(db().doc(`${collection}/client-made`).set(data));
      await assertFails(db().collection(collection).add(data));
    });

    it('update: denied', async () => {
      await assertFails(db().doc(`${collection}/${id}`).update({ tampered: true }));
      await assertFails(db().doc(`${collection}/${id}`).set({ tampered: true }, { merge: true }));
    });

    it('delete: denied', async () => {
      await assertFails(db().doc(`${collection}/${id}`).delete());
    });
  });

  describe('any other path', () => {
    it('an unknown collection and sub-collections of public documents are closed', async () => {
      await assertFails(db().doc('somethingNew/x').get());
      await assertFails(db().collection('somethingNew').get());
      await assertFails(db().doc('somethingNew/x').set({ a: 1 }));
      await assertFails(db().doc('blogs/published/comments/c1').get());
      await assertFails(db().collection('blogs/published/comments').get());
      await assertFails(db().doc('blogs/published/comments/c1').set({ text: 'spam' }));
      await assertFails(db().collectionGroup('comments').get());
    });
  });
});

it('a role claim does not open a private collection, not even for an admin token (staff read through the API)', async () => {
  const admin = env().authenticatedContext('staff-admin', {
    role: 'admin',
    permissions: ['users:manage', 'inquiries:export'],
  });
  await assertFails(admin.firestore().doc('credentials/u1').get());
  await assertFails(admin.firestore().collection('contacts').get());
  // The audit log: not readable, not writable, not erasable by anyone's browser, admins included.
  await assertFails(admin.firestore().collection('auditLog').get());
  await assertFails(admin.firestore().doc('auditLog/e1').get());
  await assertFails(admin.firestore().doc('auditLog/e1').update({ summary: 'nothing happened' }));
  await assertFails(admin.firestore().doc('auditLog/e1').delete());
  await assertFails(admin.firestore().doc('auditLog/forged').set({ actorName: 'someone else' }));
  await assertFails(admin.firestore().doc('users/u1').update({ role: 'admin' }));
  // Newsletter readers and sends (SITE-NEWS-5): API only, even for an admin's browser; no visitor adds themselves.
  await assertFails(admin.firestore().collection('subscribers').get());
  await assertFails(admin.firestore().doc('newsletterSends/p1').get());
  await assertFails(
    env().unauthenticatedContext().firestore().doc('subscribers/s1').set({ email: 'a@b.in' }),
  );
  // Blog revisions (ADMIN-PUBLISH): API only, even for an admin's browser.
  await assertFails(admin.firestore().collection('blogRevisions').get());
  await assertFails(admin.firestore().doc('blogRevisions/r1').get());
  await assertFails(admin.firestore().doc('blogRevisions/r1').delete());
  await assertFails(admin.firestore().doc('blogRevisions/forged').set({ blogId: 'pub' }));
});
