import { describe, expect, it } from 'vitest';
import { API, type Author, type Blog, type TrashItem, type User } from '@36x/common';
import { COLLECTIONS } from '../store/store';
import { assignMissingSlugs } from '../blogs/blog-service';
import { purgeTrash } from '../trash/trash-service';
import { apiForSuite, createBlogAsEditor, hasAuthEmulator, VALID } from './harness';

/** Slugs, SEO fields, tags, authors and the trash (ADMIN-PUBLISH-6..9, decision 029). */
describe.skipIf(!hasAuthEmulator)('publishing desk: slugs, tags, authors, trash', () => {
  const { h, t } = apiForSuite();

  const create = (over?: Record<string, unknown>) => createBlogAsEditor(h, t, over);

  describe('ADMIN-PUBLISH-6: slugs', () => {
    it('when a post is created, then its slug comes from its title, a second one of the same title gets -2', async () => {
      const a = await create({ title: 'Advance Tax: The Four Dates' });
      const b = await create({ title: 'Advance tax — the four dates' });
      expect(a.slug).toBe('advance-tax-the-four-dates');
      expect(b.slug).toBe('advance-tax-the-four-dates-2');
      expect((await h.request('GET', API.blog(a.slug))).json.id).toBe(a.id);
      expect((await h.request('GET', API.blog(a.id))).json.slug).toBe(a.slug);
    });

    it('when a title is in Devanagari, then its slug reads in Latin letters; one with nothing readable is id-based', async () => {
      expect((await create({ title: 'कर बचत के उपाय' })).slug).toBe('kar-bachat-ke-upaay');
      const odd = await create({ title: '🙂🙂🙂' });
      expect(odd.slug).toBe(`post-${odd.id.toLowerCase()}`);
    });

    it('when an editor chooses a slug that another post holds, then 409 with the field message and nothing is written', async () => {
      const a = await create({ title: 'Slug owner', slug: 'gst-due-dates' });
      expect(a.slug).toBe('gst-due-dates');
      const before = await h.snapshot();
      const r = await h.request('POST', API.blogs, {
        token: t.user,
        json: { ...VALID.blog(), slug: 'gst-due-dates' },
      });
      expect(r.status).toBe(409);
      expect(r.json.errors.slug).toMatch(/already used/);
      expect(await h.snapshot()).toEqual(before);
      const other = await create({ title: 'Another' });
      const u = await h.request('PUT', API.blog(other.id), {
        token: t.user,
        json: { ...VALID.blog(), slug: 'gst-due-dates' },
      });
      expect(u.status).toBe(409);
    });

    it('when a slug is malformed, then 400 names the field', async () => {
      const r = await h.request('POST', API.blogs, {
        token: t.user,
        json: { ...VALID.blog(), slug: 'Not a slug!' },
      });
      expect(r.status).toBe(400);
      expect(r.json.errors.slug).toMatch(/lowercase letters/);
    });

    it('when a slug is changed, then the earlier one still finds the post (the page answers 301) and stays reserved', async () => {
      const a = await create({ title: 'Old address' });
      const u = await h.request('PUT', API.blog(a.id), {
        token: t.user,
        json: { ...VALID.blog(), slug: 'new-address' },
      });
      expect(u.status).toBe(200);
      expect(u.json.slug).toBe('new-address');
      const viaOld = await h.request('GET', API.blog('old-address'));
      expect(viaOld.json).toMatchObject({ id: a.id, slug: 'new-address' });
      // Its own earlier slug can be taken back; another post cannot take it.
      const other = await create({ title: 'Other' });
      expect(
        (
          await h.request('PUT', API.blog(other.id), {
            token: t.user,
            json: { ...VALID.blog(), slug: 'old-address' },
          })
        ).status,
      ).toBe(409);
      expect(
        (
          await h.request('PUT', API.blog(a.id), {
            token: t.user,
            json: { ...VALID.blog(), slug: 'old-address' },
          })
        ).json.slug,
      ).toBe('old-address');
    });

    it('when an old client sends the spec fields only, then the post keeps its slug and the new fields', async () => {
      const a = await create({ title: 'Kept', tags: ['GST'], metaTitle: 'Kept meta' });
      const { status: _s, ...spec } = VALID.blog();
      const u = await h.request('PUT', API.blog(a.id), {
        token: t.user,
        json: { ...spec, title: 'Kept, retitled' },
      });
      expect(u.json).toMatchObject({
        slug: 'kept',
        tags: ['gst'],
        metaTitle: 'Kept meta',
        title: 'Kept, retitled',
      });
    });

    it('when posts stored before slugs are migrated, then each gets one (its id if readable, else its title)', async () => {
      const now = new Date().toISOString();
      await h.store.create(
        COLLECTIONS.blogs,
        { ...VALID.blog(), title: 'Legacy Post', createdAt: now },
        'LegacyId000000000001',
      );
      await h.store.create(
        COLLECTIONS.blogs,
        { ...VALID.blog(), title: 'Readable', createdAt: now },
        'readable-legacy',
      );
      // Before the migration its address is its id.
      expect((await h.request('GET', API.blog('LegacyId000000000001'))).json.slug).toBe(
        'LegacyId000000000001',
      );
      await assignMissingSlugs(h.store);
      expect((await h.request('GET', API.blog('LegacyId000000000001'))).json.slug).toBe('legacy-post');
      expect((await h.request('GET', API.blog('legacy-post'))).json.id).toBe('LegacyId000000000001');
      expect((await h.request('GET', API.blog('readable-legacy'))).json.slug).toBe('readable-legacy');
      await assignMissingSlugs(h.store); // idempotent
      expect(
        await h.store.list(COLLECTIONS.blogSlugs, { where: { blogId: 'LegacyId000000000001' } }),
      ).toHaveLength(1);
    });
  });

  describe('ADMIN-PUBLISH-7: SEO fields, tags, authors', () => {
    it('when tags, meta title and description are sent, then they are stored normalised; too long ones are refused', async () => {
      const a = await create({
        tags: ['Income Tax', 'GST', 'income tax'],
        metaTitle: 'Advance tax dates',
        metaDescription: 'The four dates.',
      });
      expect(a.tags).toEqual(['income-tax', 'gst']);
      expect(a.metaTitle).toBe('Advance tax dates');
      const long = await h.request('POST', API.blogs, {
        token: t.user,
        json: {
          ...VALID.blog(),
          metaTitle: 'x'.repeat(101),
          tags: Array.from({ length: 11 }, (_, i) => `t${i}`),
        },
      });
      expect(long.status).toBe(400);
      expect(Object.keys(long.json.errors).sort()).toEqual(['metaTitle', 'tags']);
    });

    it('decision 055: when social card fields are sent, then they are stored and answered; bad ones are refused, nothing written', async () => {
      const cards = {
        ogTitle: 'Four dates to mark',
        ogDescription: 'Advance tax, in one picture.',
        ogImage: '/api/uploads/blog-images/fb-card.png',
        twitterTitle: 'Advance tax, on X',
        twitterDescription: 'The four dates.',
        twitterImage: 'https://firebasestorage.googleapis.com/v0/b/demo/o/x.png?alt=media',
      };
      const a = await create(cards);
      expect(a).toMatchObject(cards);
      expect((await h.request('GET', API.blog(a.slug))).json).toMatchObject(cards);
      // An edit that leaves them out keeps them; one that empties a field falls back (social-cards.ts).
      const u = await h.request('PUT', API.blog(a.id), {
        token: t.user,
        json: { ...VALID.blog(), ogTitle: '' },
      });
      expect(u.json).toMatchObject({ ...cards, ogTitle: '' });
      const before = await h.snapshot();
      const bad = await h.request('PUT', API.blog(a.id), {
        token: t.user,
        json: {
          ...VALID.blog(),
          twitterTitle: 'x'.repeat(301),
          ogDescription: 'o'.repeat(501),
          ogImage: 'https://example.in/card.png',
          twitterImage: 'data:image/png;base64,iVBORw0KGgo=',
        },
      });
      expect(bad.status).toBe(400);
      expect(bad.json.errors).toEqual({
        twitterTitle: 'X title must be at most 300 characters',
        ogDescription: 'Facebook description must be at most 500 characters',
        ogImage: expect.stringMatching(/upload the file instead/),
        twitterImage: expect.stringMatching(/upload the file instead/),
      });
      expect(await h.snapshot()).toEqual(before);
    });

    it('when staff set an author profile, then it is public by its slug, without username or email; others are refused', async () => {
      const me = (await h.request('GET', API.me, { token: t.user })).json as User;
      const admin = (await h.request('GET', API.me, { token: t.admin })).json as User;
      // A viewer may not change someone else's profile; everyone may change their own.
      expect(
        (await h.request('PUT', API.userProfile(me.id), { token: t.viewer, json: { name: 'X' } })).status,
      ).toBe(403);
      const p = await h.request('PUT', API.userProfile(me.id), {
        token: t.user,
        json: { name: 'Asha Rao', bio: 'Chartered accountant.', photo: '' },
      });
      expect(p.status).toBe(200);
      expect(p.json.profile).toMatchObject({ name: 'Asha Rao', slug: 'asha-rao' });
      // The admin may set anyone's; the same name gets another slug.
      const q = await h.request('PUT', API.userProfile(admin.id), {
        token: t.admin,
        json: { name: 'Asha Rao' },
      });
      expect(q.json.profile.slug).toBe('asha-rao-2');
      const bad = await h.request('PUT', API.userProfile(me.id), {
        token: t.user,
        json: { photo: 'javascript:x' },
      });
      expect(bad.status).toBe(400);

      const authors = (await h.request('GET', API.authors)).json as Author[];
      const asha = authors.find((a) => a.slug === 'asha-rao')!;
      expect(Object.keys(asha).sort()).toEqual(['bio', 'id', 'name', 'photo', 'slug']);
      expect((await h.request('GET', API.author('asha-rao'))).json.name).toBe('Asha Rao');
      expect((await h.request('GET', API.author('nobody'))).status).toBe(404);

      const post = await create({ authorId: me.id });
      expect(post.authorId).toBe(me.id);
      const viewer = (await h.request('GET', API.me, { token: t.viewer })).json as User;
      const r = await h.request('POST', API.blogs, {
        token: t.user,
        json: { ...VALID.blog(), authorId: viewer.id },
      });
      expect(r.status).toBe(400);
      expect(r.json.errors.authorId).toMatch(/public profile/);

      // Only roles that write content are published as authors: a viewer may not publish one, not even by an admin,
      // and the photo must be one the site can show (uploaded, or an allowed host).
      for (const token of [t.viewer, t.admin]) {
        const v = await h.request('PUT', API.userProfile(viewer.id), { token, json: { name: 'Vik Viewer' } });
        expect(v.status).toBe(403);
        expect(v.json.message).toBe(
          'Only staff who write content (editors and admins) can have a public author profile',
        );
      }
      expect(
        (await h.request('PUT', API.userProfile(viewer.id), { token: t.viewer, json: { name: '' } })).status,
      ).toBe(200);
      const offSite = await h.request('PUT', API.userProfile(me.id), {
        token: t.user,
        json: { name: 'Asha Rao', photo: 'https://cdn.example.in/asha.jpg' },
      });
      expect(offSite.status).toBe(400);
      expect(offSite.json.errors.photo).toMatch(/upload the file instead/);
      // A profile a viewer holds from before (stored directly) is never listed.
      await h.store.update(COLLECTIONS.users, viewer.id, {
        profile: { name: 'Old Viewer', slug: 'old-viewer', bio: '', photo: '' },
      });
      expect(((await h.request('GET', API.authors)).json as Author[]).map((a) => a.slug)).not.toContain(
        'old-viewer',
      );
      expect((await h.request('GET', API.author('old-viewer'))).status).toBe(404);
    });
  });

  describe('ADMIN-PUBLISH-9: trash', () => {
    it('when a post is deleted, then visitors cannot reach it by id or slug, and an admin restores it whole', async () => {
      const a = await create({ title: 'Trashed then restored', tags: ['gst'] });
      expect((await h.request('DELETE', API.blog(a.id), { token: t.user })).status).toBe(204);
      expect((await h.request('GET', API.blog(a.id))).status).toBe(404);
      expect((await h.request('GET', API.blog(a.slug))).status).toBe(404);
      expect((await h.request('GET', API.blogs)).json.some((b: Blog) => b.id === a.id)).toBe(false);
      expect(
        (await h.request('GET', API.blogs, { token: t.admin })).json.some((b: Blog) => b.id === a.id),
      ).toBe(false);

      // Only admins see and work the trash.
      expect((await h.request('GET', API.trash, { token: t.user })).status).toBe(403);
      expect((await h.request('GET', API.trash)).status).toBe(401);
      const items = (await h.request('GET', API.trash, { token: t.admin })).json as TrashItem[];
      const item = items.find((i) => i.itemId === a.id)!;
      expect(item).toMatchObject({ kind: 'blog', title: 'Trashed then restored' });
      expect(Date.parse(item.purgeAfter) - Date.parse(item.deletedAt)).toBe(30 * 86_400_000);
      expect((await h.request('POST', API.trashRestore(item.id), { token: t.viewer })).status).toBe(403);
      // An editor undoes their own delete, never someone else's.
      const other = await create({ title: 'Deleted by an admin' });
      expect((await h.request('DELETE', API.blog(other.id), { token: t.admin })).status).toBe(204);
      const refused = await h.request('POST', API.trashRestore(`blog~${other.id}`), { token: t.user });
      expect(refused.status).toBe(403);
      expect((await h.request('POST', API.trashRestore(item.id), { token: t.user })).status).toBe(200);
      expect((await h.request('DELETE', API.blog(a.id), { token: t.user })).status).toBe(204);
      expect((await h.request('POST', API.trashRestore(item.id), { token: t.admin })).status).toBe(200);
      const back = await h.request('GET', API.blog(a.slug));
      expect(back.json).toMatchObject({ id: a.id, slug: a.slug, tags: ['gst'] });
      expect((await h.request('POST', API.trashRestore(item.id), { token: t.admin })).status).toBe(404);
      expect((await h.request('POST', API.trashRestore('../x'), { token: t.admin })).status).toBe(404);
    });

    it('when a video or an enquiry form is deleted, then it leaves the public list and comes back on restore', async () => {
      const v = await h.request('POST', API.videos, { token: t.user, json: VALID.video() });
      const f = await h.request('POST', API.enquiryForms, { token: t.user, json: VALID.enquiryForm() });
      expect((await h.request('DELETE', API.video(v.json.id), { token: t.user })).status).toBe(204);
      expect((await h.request('DELETE', API.enquiryForm(f.json.id), { token: t.user })).status).toBe(204);
      expect((await h.request('GET', API.videos)).json.some((x: { id: string }) => x.id === v.json.id)).toBe(
        false,
      );
      expect(
        (await h.request('GET', API.enquiryForms)).json.some((x: { id: string }) => x.id === f.json.id),
      ).toBe(false);
      for (const id of [`video~${v.json.id}`, `enquiryForm~${f.json.id}`]) {
        expect((await h.request('POST', API.trashRestore(id), { token: t.admin })).status).toBe(200);
      }
      expect((await h.request('GET', API.videos)).json.some((x: { id: string }) => x.id === v.json.id)).toBe(
        true,
      );
    });

    it('when 30 days have passed, then the purge deletes the post with its slugs and revisions; earlier ones stay', async () => {
      const old = await create({ title: 'Purged after thirty days' });
      await h.request('PUT', API.blog(old.id), {
        token: t.user,
        json: { ...VALID.blog(), title: 'Purged, edited' },
      });
      const recent = await create({ title: 'Deleted yesterday' });
      await h.request('DELETE', API.blog(old.id), { token: t.user });
      await h.request('DELETE', API.blog(recent.id), { token: t.user });
      const purged = await purgeTrash(h.store, Date.now() + 30 * 86_400_000 + 1000);
      expect(purged).toBeGreaterThanOrEqual(2);
      expect(await h.store.get(COLLECTIONS.trash, `blog~${old.id}`)).toBeNull();
      expect(await h.store.list(COLLECTIONS.blogSlugs, { where: { blogId: old.id } })).toEqual([]);
      expect(await h.store.list(COLLECTIONS.blogRevisions, { where: { blogId: old.id } })).toEqual([]);
      // Nothing younger than 30 days goes.
      const again = await create({ title: 'Fresh in the trash' });
      await h.request('DELETE', API.blog(again.id), { token: t.user });
      expect(await purgeTrash(h.store)).toBe(0);
      expect(await h.store.get(COLLECTIONS.trash, `blog~${again.id}`)).not.toBeNull();
      // An admin may delete one for good before its time, with an audit entry.
      expect((await h.request('DELETE', API.trashItem(`blog~${again.id}`), { token: t.user })).status).toBe(
        403,
      );
      expect((await h.request('DELETE', API.trashItem(`blog~${again.id}`), { token: t.admin })).status).toBe(
        204,
      );
      const audit = await h.request('GET', API.auditLog, { token: t.admin });
      expect(audit.json.entries[0]).toMatchObject({ action: 'purged', target: 'Fresh in the trash' });
    });
  });
});
