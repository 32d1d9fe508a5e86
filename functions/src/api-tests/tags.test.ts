import { describe, expect, it } from 'vitest';
import { API, type Blog, type Tag } from '@36x/common';
import { COLLECTIONS } from '../store/store';
import { apiForSuite, createBlogAsEditor, hasAuthEmulator } from './harness';

/** Tags as Ghost has them (decision 051): names as typed, counts, rename with the address following, merge. */
describe.skipIf(!hasAuthEmulator)('tags', () => {
  const { h, t } = apiForSuite();

  const create = (over?: Record<string, unknown>) => createBlogAsEditor(h, t, over);
  const tags = async (token?: string) =>
    (await h.request('GET', API.tags, token ? { token } : {})).json as Tag[];

  it('when a post is tagged "TDS", then the tag keeps its case; a later "tds" takes the stored name; counts differ for staff', async () => {
    const a = await create({ title: 'TDS due dates', tags: ['TDS', 'Due Dates'] });
    expect(a.tags).toEqual(['tds', 'due-dates']);
    expect(a.tagNames).toEqual(['TDS', 'Due Dates']);
    const b = await create({ title: 'TDS draft', tags: ['tds'], status: 'draft' });
    expect(b.tagNames).toEqual(['TDS']);
    expect(
      (await tags()).find((x) => x.slug === 'tds'),
      JSON.stringify(await tags()),
    ).toEqual({
      slug: 'tds',
      name: 'TDS',
      description: '',
      image: '',
      posts: 1,
    });
    expect((await tags(t.viewer)).find((x) => x.slug === 'tds')?.posts).toBe(2);
    expect((await h.request('GET', API.tag('tds'))).json.name).toBe('TDS');
    expect((await h.request('GET', API.tag('nothing-here'))).status).toBe(404);
  });

  it('when a tag is renamed, then its posts and address follow (the old slug finds it), with a description and image', async () => {
    const post = await create({ title: 'Renamed tag post', tags: ['Old Name'] });
    const r = await h.request('PUT', API.tag('old-name'), {
      token: t.user,
      json: { name: 'New Name', description: 'All about the new name.', image: '/uploads/tag.webp' },
    });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json).toMatchObject({ slug: 'new-name', name: 'New Name', posts: 1 });
    const moved = await h.request('GET', API.blog(post.id), { token: t.user });
    expect(moved.json).toMatchObject({ tags: ['new-name'], tagNames: ['New Name'] });
    expect((await h.request('GET', API.tag('old-name'))).json).toMatchObject({
      slug: 'new-name',
      description: 'All about the new name.',
      image: '/uploads/tag.webp',
    });
    // Typing the old name on a post now gives the renamed tag.
    expect((await create({ title: 'Old name typed', tags: ['old name'] })).tags).toEqual(['new-name']);
    // Case only: same slug, new name on every post.
    await h.request('PUT', API.tag('new-name'), { token: t.user, json: { name: 'NEW name' } });
    expect((await h.request('GET', API.blog(post.id), { token: t.user })).json.tagNames).toEqual([
      'NEW name',
    ]);
    const audit = (await h.store.list(COLLECTIONS.auditLog)).filter((e) => e.action === 'tag-updated');
    expect(audit.map((e) => e.summary)).toContainEqual(
      expect.stringContaining('address: /blogs/tag/old-name → /blogs/tag/new-name; 1 post'),
    );
  });

  it('when a tag is merged into another, then its posts carry the other once, and its address leads there', async () => {
    const both = await create({ title: 'Both tags', tags: ['Taxes', 'Tax'] });
    const one = await create({ title: 'One tag', tags: ['Taxes'] });
    await create({ title: 'Target tag', tags: ['Tax'] });
    const r = await h.request('POST', API.tagMerge('taxes'), { token: t.user, json: { into: 'tax' } });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json).toMatchObject({ slug: 'tax', name: 'Tax', posts: 3 });
    const get = async (id: string) => (await h.request('GET', API.blog(id), { token: t.user })).json as Blog;
    expect((await get(both.id)).tags).toEqual(['tax']);
    expect((await get(one.id)).tagNames).toEqual(['Tax']);
    expect((await h.request('GET', API.tag('taxes'))).json.slug).toBe('tax');
    expect((await tags()).some((x) => x.slug === 'taxes')).toBe(false);
  });

  it('when input is bad, then a 4xx with a reason and nothing written; viewers and visitors may not change tags', async () => {
    await create({ title: 'Clash A', tags: ['Alpha', 'Beta'] });
    const before = await h.snapshot();
    const cases: [string, string, unknown, number, RegExp][] = [
      ['PUT', API.tag('alpha'), { name: 'Beta' }, 409, /merge into it instead/],
      ['PUT', API.tag('alpha'), { name: '' }, 400, /Give the tag a name/],
      ['PUT', API.tag('alpha'), { name: '!!!' }, 400, /letters or digits/],
      ['PUT', API.tag('alpha'), { name: 'Ok', image: 'javascript:alert(1)' }, 400, /valid image/],
      ['PUT', API.tag('alpha'), { name: 'Ok', colour: 'red' }, 400, /Unknown field/],
      ['PUT', API.tag('no-such-tag'), { name: 'Ok' }, 404, /Tag not found/],
      ['POST', API.tagMerge('alpha'), { into: 'alpha' }, 400, /another tag/],
      ['POST', API.tagMerge('alpha'), { into: 'nowhere' }, 400, /existing tag/],
      ['POST', API.tagMerge('alpha'), {}, 400, /Choose the tag/],
    ];
    for (const [method, path, json, status, message] of cases) {
      const r = await h.request(method, path, { token: t.user, json });
      expect(r.status, `${method} ${path} ${JSON.stringify(json)}`).toBe(status);
      expect(JSON.stringify(r.json)).toMatch(message);
    }
    expect((await h.request('PUT', API.tag('alpha'), { token: t.viewer, json: { name: 'X' } })).status).toBe(
      403,
    );
    expect((await h.request('PUT', API.tag('alpha'), { json: { name: 'X' } })).status).toBe(401);
    expect(await h.snapshot()).toEqual(before);
  });
});
