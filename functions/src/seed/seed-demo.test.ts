import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES, youtubeVideoId } from '@36x/common';
import { verifyPassword, type CredentialRecord } from '../auth/passwords';
import { SqliteStore } from '../store/sqlite-store';
import { useTempSqliteStore } from '../api-tests/temp-sqlite-store';
import { COLLECTIONS } from '../store/store';
import { usernameKey } from '../users/user-model';
import { DEMO_STAFF } from './demo-content';
import { seedDemoContent } from './seed-demo';

const temp = useTempSqliteStore('seed-');

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

describe('seedDemoContent', () => {
  it('when the store is empty, then it seeds blogs, videos, forms, contacts, activities and the three staff accounts', async () => {
    expect(await seedDemoContent(temp.store)).toBe('seeded');
    const blogs = await temp.store.list(COLLECTIONS.blogs);
    expect(blogs.length).toBe(8);
    expect(blogs.filter((b) => b.status === 'draft').length).toBe(1);
    expect(new Set(blogs.map((b) => b.category)).size).toBeGreaterThanOrEqual(6);
    for (const b of blogs) {
      expect(BLOG_CATEGORIES).toContain(b.category);
      expect(words(b.content as string)).toBeGreaterThanOrEqual(60);
      expect(words(b.content as string)).toBeLessThanOrEqual(300);
      expect(b.content).toContain('\n');
      expect(b.image).toBe(`/images/blog/${b.id}.jpg`);
      expect(`${String(b.content)} ${String(b.title)}`).not.toMatch(/lorem|ipsum/i);
    }
    const videos = await temp.store.list(COLLECTIONS.videos);
    expect(videos.length).toBeGreaterThanOrEqual(5);
    for (const v of videos) {
      const id = youtubeVideoId(v.youtubeUrl as string);
      expect(id).not.toBeNull();
      expect(v.thumbnail).toBe(`https://img.youtube.com/vi/${id}/maxresdefault.jpg`);
      expect(v.views).toMatch(/^\d+$/);
      expect(v.duration).toMatch(/^(\d+:)?\d{1,2}:\d\d$/);
    }
    expect(videos.some((v) => String(v.youtubeUrl).includes('youtu.be/'))).toBe(true);
    const forms = await temp.store.list(COLLECTIONS.enquiryForms);
    expect(forms.length).toBe(4);
    expect(forms.filter((f) => f.isActive === false).length).toBe(1);
    for (const f of forms) expect(f.googleFormUrl).toMatch(/^https:\/\/docs\.google\.com\/forms\//);
    expect((await temp.store.list(COLLECTIONS.contacts)).length).toBe(3);
    expect((await temp.store.list(COLLECTIONS.activities)).length).toBeGreaterThan(0);
  });

  it('when the staff accounts are seeded, then each has its role, a unique username key and a working scrypt credential', async () => {
    await seedDemoContent(temp.store);
    for (const s of DEMO_STAFF) {
      const pointer = await temp.store.get<{ userId: string }>(
        COLLECTIONS.usernames,
        usernameKey(s.username),
      );
      const user = await temp.store.get(COLLECTIONS.users, pointer!.userId);
      expect(user).toMatchObject({
        username: s.username,
        role: s.role,
        isActive: true,
        loginCount: 0,
        lastLogin: null,
      });
      const cred = await temp.store.get<CredentialRecord>(COLLECTIONS.credentials, pointer!.userId);
      expect(await verifyPassword(s.password, cred)).toBe(true);
      expect(await verifyPassword(`${s.password}x`, cred)).toBe(false);
    }
  });

  it('when it runs again, then nothing changes', async () => {
    await seedDemoContent(temp.store);
    const before = JSON.stringify(
      await Promise.all(Object.values(COLLECTIONS).map((c) => temp.store.list(c))),
    );
    expect(await seedDemoContent(temp.store)).toBe('already-seeded');
    expect(JSON.stringify(await Promise.all(Object.values(COLLECTIONS).map((c) => temp.store.list(c))))).toBe(
      before,
    );
  });

  it('when the store already holds data (but no marker), then it seeds nothing and only writes the marker', async () => {
    await temp.store.create(COLLECTIONS.blogs, { title: 'Real post' }, 'real');
    expect(await seedDemoContent(temp.store)).toBe('store-not-empty');
    expect((await temp.store.list(COLLECTIONS.blogs)).length).toBe(1);
    expect(await temp.store.list(COLLECTIONS.users)).toEqual([]);
    expect(await seedDemoContent(temp.store)).toBe('already-seeded');
  });

  it('when two instances seed at once, then the content is there exactly once', async () => {
    const other = new SqliteStore(path.join(temp.dir, 'app.sqlite'));
    const results = await Promise.all([seedDemoContent(temp.store), seedDemoContent(other)]);
    await other.close();
    expect(results.filter((r) => r === 'seeded').length).toBe(1);
    expect((await temp.store.list(COLLECTIONS.blogs)).length).toBe(8);
    expect((await temp.store.list(COLLECTIONS.users)).length).toBe(3);
  });

  it('when another bundle seeded first, then its conflict error (not an instance of our class) counts as already seeded', async () => {
    // The seed is its own bundle (lib/demo-seed.js) with its own copy of StoreConflictError: instanceof fails there.
    class ForeignConflict extends Error {
      constructor() {
        super('meta/seed already exists');
        this.name = 'StoreConflictError';
      }
    }
    const racing = Object.create(temp.store) as SqliteStore;
    racing.batch = () => Promise.reject(new ForeignConflict());
    expect(await seedDemoContent(racing)).toBe('already-seeded');
  });
});
