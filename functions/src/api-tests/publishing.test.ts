import { describe, expect, it } from 'vitest';
import { API } from '@36x/common';
import { COLLECTIONS } from '../store/store';
import { apiForSuite, hasAuthEmulator, VALID } from './harness';

// Scheduled publishing (API-DATA-2): a post is public when status == 'published' && publishAt <= now. Nothing
// flips a flag at the publish time, so the tests only need posts due in the past and in the future.
const FUTURE = '2999-01-01T04:00:00.000Z';
const HOUR = 3_600_000;

describe.skipIf(!hasAuthEmulator)('scheduled publishing and previews', () => {
  const { h, t } = apiForSuite();

  const create = (json: Record<string, unknown>) =>
    h.request('POST', API.blogs, { token: t.user, json: { ...VALID.blog(), ...json } });

  it('when a post is scheduled for later, then a visitor cannot reach it in the list or by id; staff see it with its time', async () => {
    const c = await create({ title: 'Budget day notes', publishAt: FUTURE });
    expect(c.status, c.text).toBe(201);
    expect(c.json).toMatchObject({ status: 'published', publishAt: FUTURE });

    const visitorList = await h.request('GET', API.blogs);
    expect(visitorList.json.map((b: { id: string }) => b.id)).not.toContain(c.json.id);
    const visitorGet = await h.request('GET', API.blog(c.json.id));
    expect(visitorGet.status).toBe(404);
    expect(visitorGet.json.message).toBe('Blog not found');
    // The staff token does not help on the public view either.
    expect((await h.request('GET', `${API.blogs}?view=public`, { token: t.admin })).json).not.toContainEqual(
      expect.objectContaining({ id: c.json.id }),
    );

    const staffList = await h.request('GET', API.blogs, { token: t.viewer });
    expect(staffList.json).toContainEqual(expect.objectContaining({ id: c.json.id, publishAt: FUTURE }));
    const staffGet = await h.request('GET', API.blog(c.json.id), { token: t.viewer });
    expect(staffGet.status).toBe(200);
    expect(staffGet.json.publishAt).toBe(FUTURE);
  });

  it('when the publish time has come, then the post is public, in publish-time order (latest first)', async () => {
    const past = new Date(Date.now() - HOUR).toISOString();
    const c = await create({ title: 'Went out an hour ago', publishAt: past });
    const list = (await h.request('GET', API.blogs)).json as { id: string; publishAt: string }[];
    expect(list[0]!.id).toBe(c.json.id);
    expect(list[0]!.publishAt).toBe(past);
    const times = list.map((b) => b.publishAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await h.request('GET', API.blog(c.json.id))).status).toBe(200);
  });

  it('when the time is given with an offset (India time), then it is stored as that instant and answered in UTC', async () => {
    const c = await create({ publishAt: '2999-01-01T09:30:00+05:30' });
    expect(c.json.publishAt).toBe(FUTURE);
  });

  it('when publishAt is not a date and time, then 400 with the field message and nothing is written', async () => {
    const before = await h.snapshot();
    for (const publishAt of ['tomorrow', '2026-02-30T10:00:00Z', '2026-11-27', 1_764_000_000_000, null]) {
      const r = await create({ publishAt });
      expect(r.status, String(publishAt)).toBe(400);
      expect(r.json.errors?.publishAt ?? r.json.message).toBeTruthy();
    }
    const bad = await create({ publishAt: 'tomorrow' });
    expect(bad.json.errors.publishAt).toBe('Publish time must be a valid date and time');
    expect(await h.snapshot()).toEqual(before);
  });

  it('when an edit leaves publishAt out, then the time is kept; a draft published without a time goes out now', async () => {
    const scheduled = await create({ publishAt: FUTURE });
    const { status: _s, ...body } = VALID.blog();
    const edited = await h.request('PUT', API.blog(scheduled.json.id), {
      token: t.user,
      json: { ...body, title: 'Retitled, still scheduled' },
    });
    expect(edited.json.publishAt).toBe(FUTURE);
    expect((await h.request('GET', API.blog(scheduled.json.id))).status).toBe(404);

    const draft = await create({ status: 'draft' });
    await new Promise((r) => setTimeout(r, 5));
    const before = Date.now();
    const published = await h.request('PUT', API.blog(draft.json.id), {
      token: t.user,
      json: { ...body, status: 'published' },
    });
    expect(Date.parse(published.json.publishAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(published.json.publishAt)).toBeGreaterThan(Date.parse(draft.json.createdAt));
    expect((await h.request('GET', API.blog(draft.json.id))).status).toBe(200);

    // Rescheduling a public post takes it off the site until then; the audit log says when, in India time.
    await h.request('PUT', API.blog(draft.json.id), { token: t.user, json: { ...body, publishAt: FUTURE } });
    expect((await h.request('GET', API.blog(draft.json.id))).status).toBe(404);
    const log = await h.request('GET', `${API.auditLog}?type=blog`, { token: t.admin });
    expect(log.json.entries[0].summary).toMatch(/^publish time: .+ IST → 1 Jan 2999, 9:30 am IST$/);
  });

  it('when a draft has a publish time in the past, then it stays hidden: only published posts are ever public', async () => {
    const c = await create({ status: 'draft', publishAt: '2020-01-01T00:00:00.000Z' });
    expect((await h.request('GET', API.blog(c.json.id))).status).toBe(404);
    expect((await h.request('GET', API.blogs)).json).not.toContainEqual(
      expect.objectContaining({ id: c.json.id }),
    );
  });
});

describe.skipIf(!hasAuthEmulator)('posts stored before scheduling existed', () => {
  const { h } = apiForSuite({ signInStaff: false });

  it('when a published post has no publishAt, then it stays public, dated by createdAt, and is given that time once', async () => {
    const createdAt = '2025-06-01T10:00:00.000Z';
    await h.store.create(
      COLLECTIONS.blogs,
      { ...VALID.blog(), title: 'From the old days', createdAt, updatedAt: createdAt },
      'legacy-post',
    );
    const list = (await h.request('GET', API.blogs)).json as { id: string; publishAt: string }[];
    expect(list).toContainEqual(expect.objectContaining({ id: 'legacy-post', publishAt: createdAt }));
    expect((await h.request('GET', API.blog('legacy-post'))).json.publishAt).toBe(createdAt);
    expect((await h.store.get(COLLECTIONS.blogs, 'legacy-post'))?.publishAt).toBe(Date.parse(createdAt));
  });
});
