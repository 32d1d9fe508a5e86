import { describe, expect, it } from 'vitest';
import { API, LIMITS, SOCIAL_CARD_FIELDS, type Blog, type BlogRevision } from '@36x/common';
import { COLLECTIONS } from '../store/store';
import { apiForSuite, hasAuthEmulator, VALID } from './harness';

/** ADMIN-PUBLISH: each save keeps the version it replaces; staff read them; editors and admins restore one. */
describe.skipIf(!hasAuthEmulator)('blog revisions', () => {
  const { h, t } = apiForSuite();

  const create = async () => {
    const r = await h.request('POST', API.blogs, { token: t.user, json: VALID.blog() });
    expect(r.status, r.text).toBe(201);
    return r.json as Blog;
  };
  const save = async (id: string, change: Record<string, string>, token = t.user) => {
    const r = await h.request('PUT', API.blog(id), { token, json: { ...VALID.blog(), ...change } });
    expect(r.status, r.text).toBe(200);
    return r.json as Blog;
  };
  const revisions = async (id: string, token = t.viewer) => {
    const r = await h.request('GET', API.blogRevisions(id), { token });
    expect(r.status, r.text).toBe(200);
    return r.json as BlogRevision[];
  };

  it('when a post is saved twice, then both earlier versions are kept newest first, with who replaced them and when', async () => {
    const post = await create();
    const first = await save(post.id, { title: 'Second title' });
    await save(post.id, { title: 'Third title', content: `${VALID.blog().content}\n\nA new paragraph.` });
    const list = await revisions(post.id);
    expect(list.map((r) => r.fields.title)).toEqual(['Second title', VALID.blog().title]);
    expect(list[1]).toMatchObject({
      blogId: post.id,
      versionSavedAt: post.updatedAt,
      replacedByName: 'editor',
      reason: 'update',
    });
    expect(list[1]!.fields).toEqual({
      ...VALID.blog(),
      imageAlt: '',
      status: 'published',
      ...Object.fromEntries(SOCIAL_CARD_FIELDS.map((f) => [f, ''])),
    });
    expect(list[0]!.versionSavedAt).toBe(first.updatedAt);
    expect(Date.parse(list[0]!.createdAt)).toBeGreaterThan(Date.parse(list[1]!.createdAt));
  });

  it('when a save changes nothing, then no revision is kept', async () => {
    const post = await create();
    await save(post.id, {});
    expect(await revisions(post.id)).toEqual([]);
  });

  it(`when a post is saved more than ${LIMITS.blogRevisionsKept} times, then only the newest ${LIMITS.blogRevisionsKept} versions are kept`, async () => {
    const post = await create();
    for (let i = 1; i <= LIMITS.blogRevisionsKept + 3; i++) await save(post.id, { title: `Title ${i}` });
    const list = await revisions(post.id);
    expect(list).toHaveLength(LIMITS.blogRevisionsKept);
    expect(list[0]!.fields.title).toBe(`Title ${LIMITS.blogRevisionsKept + 2}`);
    expect(list.at(-1)!.fields.title).toBe('Title 3');
  });

  it('when an editor restores a version, then the post takes it, the replaced version is kept, and the audit log says so', async () => {
    const post = await create();
    await save(post.id, { title: 'Changed title', excerpt: 'A changed excerpt for the card.' });
    const [original] = await revisions(post.id);
    const r = await h.request('POST', API.blogRevisionRestore(post.id, original!.id), { token: t.user });
    expect(r.status, r.text).toBe(200);
    expect(r.json).toMatchObject({ id: post.id, title: VALID.blog().title, excerpt: VALID.blog().excerpt });
    expect((await h.request('GET', API.blog(post.id))).json.title).toBe(VALID.blog().title);
    const after = await revisions(post.id);
    expect(after[0]).toMatchObject({ reason: 'restore', replacedByName: 'editor' });
    expect(after[0]!.fields.title).toBe('Changed title');
    const audit = await h.request('GET', `${API.auditLog}?type=blog`, { token: t.admin });
    const entry = (audit.json.entries as { action: string; targetId: string; summary: string }[]).find(
      (e) => e.action === 'restored' && e.targetId === post.id,
    );
    expect(entry?.summary).toContain(`version of ${original!.versionSavedAt}`);
    expect(entry?.summary).toContain('title: Changed title → Advance tax dates for freelancers');
  });

  it('decision 055: when only a social card changes, then a version is kept with the cards; restoring brings them back', async () => {
    const post = await create();
    await save(post.id, { twitterTitle: 'GST dates, on X', ogImage: '/api/uploads/blog-images/fb.png' });
    await save(post.id, { twitterTitle: 'Changed on X', ogImage: '' });
    const [before] = await revisions(post.id);
    expect(before!.fields).toMatchObject({
      twitterTitle: 'GST dates, on X',
      ogImage: '/api/uploads/blog-images/fb.png',
    });
    const r = await h.request('POST', API.blogRevisionRestore(post.id, before!.id), { token: t.user });
    expect(r.json).toMatchObject({
      twitterTitle: 'GST dates, on X',
      ogImage: '/api/uploads/blog-images/fb.png',
    });
  });

  it('decision 055: when a version kept before social cards is restored, then the post keeps its cards', async () => {
    const post = await save((await create()).id, { ogTitle: 'Kept card', title: 'Current title' });
    const { ogTitle: _o, ...oldFields } = { ...VALID.blog(), imageAlt: '', status: 'published', ogTitle: '' };
    const id = 'legacy-revision-1';
    await h.store.create(
      COLLECTIONS.blogRevisions,
      {
        blogId: post.id,
        fields: oldFields,
        versionSavedAt: post.createdAt,
        createdAt: post.createdAt,
        replacedById: null,
        replacedByName: 'editor',
        reason: 'update',
      },
      id,
    );
    const r = await h.request('POST', API.blogRevisionRestore(post.id, id), { token: t.user });
    expect(r.status, r.text).toBe(200);
    expect(r.json).toMatchObject({ title: VALID.blog().title, ogTitle: 'Kept card' });
  });

  it('when a draft version of a post now live is restored, then its words come back and it stays live (and vice versa)', async () => {
    const post = await create(); // published
    await save(post.id, { status: 'draft', title: 'Draft wording' });
    await save(post.id, { status: 'published', title: 'Live wording' });
    const draftVersion = (await revisions(post.id)).find((r) => r.fields.title === 'Draft wording')!;
    expect(draftVersion.fields.status).toBe('draft');
    const r = await h.request('POST', API.blogRevisionRestore(post.id, draftVersion.id), { token: t.user });
    expect(r.status, r.text).toBe(200);
    expect(r.json).toMatchObject({ title: 'Draft wording', status: 'published' });
    expect((await h.request('GET', API.blog(post.id))).status).toBe(200); // still public
    // A draft never goes live by a restore either.
    await save(post.id, { status: 'draft', title: 'Back to draft' });
    const liveVersion = (await revisions(post.id)).find(
      (r) => r.fields.title === 'Draft wording' && r.fields.status === 'published',
    )!;
    const back = await h.request('POST', API.blogRevisionRestore(post.id, liveVersion.id), { token: t.user });
    expect(back.json).toMatchObject({ title: 'Draft wording', status: 'draft' });
  });

  it('when a viewer restores, then 403 and nothing changes; without a session, 401; viewers may read the history', async () => {
    const post = await create();
    await save(post.id, { title: 'Edited once' });
    const [rev] = await revisions(post.id, t.viewer);
    const before = await h.snapshot();
    const viewer = await h.request('POST', API.blogRevisionRestore(post.id, rev!.id), { token: t.viewer });
    expect(viewer.status).toBe(403);
    const anon = await h.request('POST', API.blogRevisionRestore(post.id, rev!.id));
    expect(anon.status).toBe(401);
    expect((await h.request('GET', API.blogRevisions(post.id))).status).toBe(401);
    expect(await h.snapshot()).toEqual(before);
    const admin = await h.request('POST', API.blogRevisionRestore(post.id, rev!.id), { token: t.admin });
    expect(admin.status).toBe(200);
  });

  it('when the post or revision is unknown, or the revision belongs to another post, then 404 with a reason and nothing changes', async () => {
    const a = await create();
    const b = await create();
    await save(a.id, { title: 'A edited' });
    const [revA] = await revisions(a.id);
    const before = await h.snapshot();
    const cases: [string, string, string][] = [
      [b.id, revA!.id, 'Revision not found'],
      [a.id, 'no-such-revision', 'Revision not found'],
      [a.id, '__proto__', 'Revision not found'],
      ['no-such-blog', revA!.id, 'Blog not found'],
    ];
    for (const [blogId, revId, message] of cases) {
      const r = await h.request('POST', API.blogRevisionRestore(blogId, revId), { token: t.user });
      expect(r.status, `${blogId}/${revId}`).toBe(404);
      expect(r.json.message).toBe(message);
    }
    expect((await h.request('GET', API.blogRevisions('no-such-blog'), { token: t.viewer })).status).toBe(404);
    expect(await h.snapshot()).toEqual(before);
  });

  it('ADMIN-PUBLISH-9: when a post is deleted, then its revisions wait in the trash with it and go when it is purged', async () => {
    const post = await create();
    await save(post.id, { title: 'Edited before deletion' });
    expect((await h.request('DELETE', API.blog(post.id), { token: t.user })).status).toBe(204);
    const kept = await h.store.list(COLLECTIONS.blogRevisions, { where: { blogId: post.id } });
    expect(kept).toHaveLength(1);
    expect((await h.request('DELETE', API.trashItem(`blog~${post.id}`), { token: t.admin })).status).toBe(
      204,
    );
    const left = await h.store.list(COLLECTIONS.blogRevisions, { where: { blogId: post.id } });
    expect(left).toEqual([]);
  });
});
