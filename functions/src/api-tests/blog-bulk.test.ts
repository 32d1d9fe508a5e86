import { describe, expect, it } from 'vitest';
import { API, LIMITS, type Blog, type TrashItem, type User } from '@36x/common';
import { COLLECTIONS } from '../store/store';
import { apiForSuite, createBlogAsEditor, hasAuthEmulator, VALID } from './harness';

/** Bulk post actions (ADMIN-PUBLISH, decision 051): one call, all or nothing, audited with the count. */
describe.skipIf(!hasAuthEmulator)('blog bulk actions', () => {
  const { h, t } = apiForSuite();

  const create = (over?: Record<string, unknown>) => createBlogAsEditor(h, t, over);
  const bulk = (json: unknown, token: string | null = t.user) =>
    h.request('POST', API.blogsBulk, { token, json });
  const get = async (id: string) => (await h.request('GET', API.blog(id), { token: t.user })).json as Blog;
  const audits = async () =>
    (await h.store.list(COLLECTIONS.auditLog))
      .filter((a) => String(a.action).startsWith('bulk-'))
      .sort((a, b) => String(a.key).localeCompare(String(b.key)));

  it('when chosen drafts are published, then each goes out now with a kept version; one audit entry gives the count', async () => {
    const a = await create({ title: 'Bulk draft one', status: 'draft' });
    const b = await create({ title: 'Bulk draft two', status: 'draft' });
    const live = await create({ title: 'Bulk already live' });
    const before = (await audits()).length;
    const r = await bulk({ ids: [a.id, b.id, live.id], action: 'publish' });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json).toEqual({ matched: 3, changed: 2 });
    expect((await get(a.id)).status).toBe('published');
    expect(Date.parse((await get(b.id)).publishAt)).toBeLessThanOrEqual(Date.now());
    expect((await h.request('GET', API.blog(a.slug))).status).toBe(200); // public now
    const revisions = await h.request('GET', API.blogRevisions(a.id), { token: t.user });
    expect(revisions.json[0].fields.status).toBe('draft');
    const entries = await audits();
    expect(entries.length).toBe(before + 1);
    expect(entries.at(-1)).toMatchObject({
      action: 'bulk-publish',
      summary: 'Bulk: 2 of 3 posts published; 3 chosen',
    });

    const u = await bulk({ ids: [a.id], action: 'unpublish' });
    expect(u.json).toEqual({ matched: 1, changed: 1 });
    expect((await h.request('GET', API.blog(a.slug))).status).toBe(404);
  });

  it('when a tag is added and removed, then it is stored as its slug; an 11th tag refuses the whole action', async () => {
    const a = await create({ title: 'Tag target A', tags: ['gst'] });
    const full = await create({
      title: 'Tag target full',
      tags: Array.from({ length: LIMITS.tagsPerPost }, (_, i) => `t${i}`),
    });
    const ok = await bulk({ ids: [a.id], action: 'tag', tag: 'Income Tax' });
    expect(ok.json).toEqual({ matched: 1, changed: 1 });
    expect((await get(a.id)).tags).toEqual(['gst', 'income-tax']);

    const snapshot = await h.snapshot();
    const r = await bulk({ ids: [a.id, full.id], action: 'tag', tag: 'budget' });
    expect(r.status).toBe(400);
    expect(r.json.errors.tag).toMatch(/Tag target full.*already has 10 tags/);
    expect(await h.snapshot()).toEqual(snapshot); // nothing written, not even to the first post

    const un = await bulk({ ids: [a.id, full.id], action: 'untag', tag: 'gst' });
    expect(un.json).toEqual({ matched: 2, changed: 1 });
    expect((await get(a.id)).tags).toEqual(['income-tax']);
  });

  it('when all posts matching a filter go to the trash, then the server applies the same search (body and author)', async () => {
    const me = (await h.request('GET', API.me, { token: t.user })).json as User;
    await h.request('PUT', API.userProfile(me.id), { token: t.user, json: { name: 'Meera Bulkwriter' } });
    const byAuthor = await create({ title: 'Unrelated title', authorId: me.id });
    const byBody = await create({
      title: 'Another title',
      content: `${VALID.blog().content} The zebracrossing clause applies.`,
    });
    const other = await create({ title: 'Stays put' });
    const byName = await bulk({ filter: { search: 'bulkwriter', status: 'all' }, action: 'trash' });
    expect(byName.json).toEqual({ matched: 1, changed: 1 });
    const byWord = await bulk({ filter: { search: 'ZEBRACROSSING' }, action: 'trash' });
    expect(byWord.json).toEqual({ matched: 1, changed: 1 });
    const trash = (await h.request('GET', API.trash, { token: t.admin })).json as TrashItem[];
    expect(trash.map((i) => i.itemId)).toEqual(expect.arrayContaining([byAuthor.id, byBody.id]));
    expect((await h.request('GET', API.blog(other.id), { token: t.user })).status).toBe(200);
    expect((await audits()).at(-1)?.summary).toBe(
      'Bulk: 1 of 1 post moved to the trash for 30 days; all matching the filter (status all, search "ZEBRACROSSING")',
    );
  });

  it('when the input is bad or the caller may not write, then a 4xx with a reason and nothing written', async () => {
    const a = await create({ title: 'Bad input target' });
    const snapshot = await h.snapshot();
    const cases: [unknown, number, RegExp][] = [
      [{ ids: [a.id], action: 'explode' }, 400, /Action must be/],
      [{ ids: [a.id], action: 'tag' }, 400, /Name the tag/],
      [{ ids: [a.id], action: 'tag', tag: '!!!' }, 400, /Tags are words/],
      [{ action: 'publish' }, 400, /Choose posts or a filter/],
      [{ ids: [], action: 'publish' }, 400, /at least one post/],
      [{ ids: [a.id], filter: {}, action: 'publish' }, 400, /Choose posts or a filter/],
      [{ filter: { status: 'odd' }, action: 'publish' }, 400, /Status must be/],
      [{ ids: [a.id], action: 'publish', extra: 1 }, 400, /Unknown field/],
      [
        { ids: Array.from({ length: LIMITS.blogsBulkMax + 1 }, (_, i) => `x${i}`), action: 'publish' },
        400,
        /At most 100/,
      ],
      [{ ids: ['no-such-post'], action: 'publish' }, 404, /Blog not found/],
    ];
    for (const [body, status, message] of cases) {
      const r = await bulk(body);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(r.json)).toMatch(message);
    }
    expect((await bulk({ ids: [a.id], action: 'trash' }, t.viewer)).status).toBe(403);
    expect((await bulk({ ids: [a.id], action: 'trash' }, null)).status).toBe(401);
    expect(await h.snapshot()).toEqual(snapshot);
  });
});
