import { beforeAll, describe, expect, it } from 'vitest';
import { API, type AuditEntry } from '@36x/common';
import { COLLECTIONS } from '../store/store';
import { apiForSuite, DEMO, fromAddress, hasAuthEmulator, VALID } from './harness';

/** The audit log (ADMIN-AUDIT): what is recorded, who may read it, its filters and pages, and that it cannot change. */
describe.skipIf(!hasAuthEmulator)('audit log', () => {
  let ids: Record<'admin' | 'user' | 'viewer', string>;
  const { h, t } = apiForSuite();
  beforeAll(async () => {
    const me = async (token: string) => (await h.request('GET', API.me, { token })).json.id as string;
    ids = { admin: await me(t.admin), user: await me(t.user), viewer: await me(t.viewer) };
  });

  const audit = async (query: string) => {
    const r = await h.request('GET', `${API.auditLog}${query}`, { token: t.admin });
    expect(r.status, r.text).toBe(200);
    return r.json as { entries: AuditEntry[]; nextCursor: string | null };
  };

  it('when an editor changes a post, then the admin finds it by actor with the before/after and the client address', async () => {
    const created = await h.request('POST', API.blogs, {
      token: t.user,
      json: { ...VALID.blog(), status: 'draft' },
    });
    const put = await h.request('PUT', API.blog(created.json.id), {
      token: t.user,
      json: { ...VALID.blog(), title: 'Advance tax for freelancers, 2026', status: 'published' },
      ...fromAddress('127.0.6.23', '203.0.113.99'),
    });
    expect(put.status).toBe(200);
    const { entries } = await audit(`?actorId=${ids.user}&type=blog`);
    expect(entries[0]).toMatchObject({
      actorId: ids.user,
      actorName: 'editor',
      type: 'blog',
      action: 'updated',
      targetId: created.json.id,
      target: 'Advance tax for freelancers, 2026',
      summary:
        'title: Advance tax dates for freelancers → Advance tax for freelancers, 2026; status: draft → published',
      address: '127.0.6.23',
    });
    expect(entries[1]).toMatchObject({
      action: 'created',
      summary: 'status: draft; address: /blogs/advance-tax-dates-for-freelancers',
    });
    // Only the editor's entries, newest first.
    expect(entries.every((e) => e.actorId === ids.user)).toBe(true);
    expect(entries.map((e) => e.time)).toEqual([...entries.map((e) => e.time)].sort().reverse());
    // Recent Activity names the actor too.
    const activities = await h.request('GET', API.activities, { token: t.viewer });
    expect(activities.json[0]).toMatchObject({
      title: 'Blog post updated: Advance tax for freelancers, 2026',
      actorName: 'editor',
    });
  });

  it('when someone signs in, fails to, or is locked out, then each is recorded with the address, and the answer tells nothing more', async () => {
    const from = fromAddress('127.0.6.77');
    const unknown = await h.login('nobody-here', 'whatever-pass', from);
    const wrong = await h.login(DEMO.viewer.username, 'wrong-pass', from);
    expect([unknown.status, wrong.status]).toEqual([401, 401]);
    expect(unknown.json).toEqual(wrong.json); // no username enumeration
    expect((await h.login(DEMO.viewer.username, DEMO.viewer.password, from)).status).toBe(200);
    const { entries } = await audit('?type=sign-in&limit=2');
    // Failures from one address in one 15-minute window are one entry that counts them and names the staff aimed at.
    expect(entries.map((e) => [e.action, e.actorId, e.targetId, e.target, e.summary, e.address])).toEqual([
      ['signed-in', ids.viewer, ids.viewer, 'viewer', '', '127.0.6.77'],
      [
        'sign-in-failed',
        null,
        ids.viewer,
        '2 usernames (staff: viewer)',
        'no such username; wrong password',
        '127.0.6.77',
      ],
    ]);
  });

  it('when contacts are exported, an image uploaded and a user made an admin, then each is recorded', async () => {
    expect((await h.request('GET', API.exportContacts, { token: t.user })).status).toBe(200);
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d49444154089963d0cfdff01f00046d024e3d27b9e50000000049454e44ae426082',
      'hex',
    );
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'cover.png');
    expect((await h.request('POST', API.uploads, { token: t.user, body: form })).status).toBe(201);
    const u = await h.addStaff({ ...VALID.user(), role: 'viewer' });
    const put = await h.request('PUT', API.user(u.json.id), {
      token: t.admin,
      json: { username: u.json.username, role: 'admin' },
    });
    expect(put.status).toBe(200);

    const exported = (await audit('?type=export')).entries[0];
    expect(exported).toMatchObject({ actorName: 'editor', action: 'exported', target: 'contacts.csv' });
    expect(exported!.summary).toMatch(/^\d+ contact rows; filter: none$/);
    expect((await audit('?type=upload')).entries[0]).toMatchObject({
      actorName: 'editor',
      target: 'cover.png',
    });
    expect((await audit(`?type=user&actorId=${ids.admin}`)).entries[0]).toMatchObject({
      action: 'role-changed',
      target: u.json.username,
      summary: 'role: viewer → admin',
    });
  });

  it('when a change is refused (bad input, no permission), then no audit entry is written', async () => {
    const before = await h.store.list(COLLECTIONS.auditLog);
    expect((await h.request('POST', API.blogs, { token: t.user, json: { title: '' } })).status).toBe(400);
    expect((await h.request('POST', API.blogs, { token: t.viewer, json: VALID.blog() })).status).toBe(403);
    expect((await h.request('GET', API.exportContacts, { token: t.viewer })).status).toBe(403);
    expect(await h.store.list(COLLECTIONS.auditLog)).toHaveLength(before.length);
  });

  it("when filtered by India's calendar days, then a day runs from 00:00 to 24:00 IST", async () => {
    const put = (id: string, time: string) =>
      h.store.create(
        COLLECTIONS.auditLog,
        {
          time,
          key: `${time}~${id}`,
          actorId: null,
          actorName: 'test',
          type: 'tax-rule',
          action: 'updated',
          targetId: null,
          target: id,
          summary: '',
          address: '192.0.2.1',
        },
        id,
      );
    await put('late-1-jan', '2026-01-01T18:29:59.999Z'); // 23:59:59.999 IST on 1 January
    await put('early-2-jan', '2026-01-01T18:30:00.000Z'); // 00:00 IST on 2 January
    await put('late-2-jan', '2026-01-02T18:29:59.999Z');
    await put('early-3-jan', '2026-01-02T18:30:00.000Z');
    const targets = async (q: string) => (await audit(`?type=tax-rule${q}`)).entries.map((e) => e.target);
    expect(await targets('&from=2026-01-02&to=2026-01-02')).toEqual(['late-2-jan', 'early-2-jan']);
    expect(await targets('&to=2026-01-01')).toEqual(['late-1-jan']);
    expect(await targets('&from=2026-01-03')).toEqual(['early-3-jan']);
  });

  it('when paged, then every entry comes exactly once, newest first, and the last page says so', async () => {
    for (let i = 0; i < 7; i++) {
      const r = await h.request('POST', API.videos, {
        token: t.admin,
        json: { ...VALID.video(), title: `Clip ${i}` },
      });
      expect(r.status).toBe(201);
    }
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const page = await audit(
        `?type=video&actorId=${ids.admin}&limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...page.entries.map((e) => e.target));
      cursor = page.nextCursor;
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(['Clip 6', 'Clip 5', 'Clip 4', 'Clip 3', 'Clip 2', 'Clip 1', 'Clip 0']);
  });

  it.each([
    ['type=bogus', 'Unknown type'],
    ['from=2026-02-30', 'From must be a date (YYYY-MM-DD)'],
    ['from=2026-13-45', 'From must be a date (YYYY-MM-DD)'],
    ['to=2026-00-00', 'To must be a date (YYYY-MM-DD)'],
    ['to=yesterday', 'To must be a date (YYYY-MM-DD)'],
    ['from=2026-03-02&to=2026-03-01', 'To must not be before From'],
    ['limit=0', 'Limit must be between 1 and 100'],
    ['limit=101', 'Limit must be between 1 and 100'],
    ['limit=ten', 'Limit must be a number'],
    ['actor=editor', 'Unknown field: actor'],
    ['type=blog&type=video', 'Give type once'],
  ])('when the query is %s, then it answers 400 "%s"', async (query, message) => {
    const r = await h.request('GET', `${API.auditLog}?${query}`, { token: t.admin });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(message);
  });

  it('when anyone tries to change or delete entries through the API, then it is refused and the log is unchanged', async () => {
    const before = await h.store.list(COLLECTIONS.auditLog);
    const [first] = before;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const r = await h.request(method, API.auditLog, {
        token: t.admin,
        json: { summary: 'nothing happened' },
      });
      expect(r.status).toBe(405);
    }
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      // No such route: the request falls through to the site's pages (404, or 503 here where no pages are built).
      const r = await h.request(method, `${API.auditLog}/${first!.id}`, { token: t.admin, json: {} });
      expect(r.status).toBeGreaterThanOrEqual(400);
    }
    expect(await h.store.list(COLLECTIONS.auditLog)).toEqual(before);
  });
});
