import { beforeAll, describe, expect, it } from 'vitest';
import { API, CONTACT_BULK_TOO_MANY, LIMITS } from '@36x/common';
import { apiForSuite, hasAuthEmulator, VALID } from './harness';

type Row = { id: string; firstName: string; status: string; ownerId: string };

describe.skipIf(!hasAuthEmulator)('bulk work and sorting on the leads desk (CONTACT-LEADS-6..8)', () => {
  let editorId = '';
  const { h, t } = apiForSuite();
  beforeAll(async () => {
    editorId = (await h.request('GET', API.me, { token: t.user })).json.id as string;
  });

  const send = async (extra: Record<string, unknown> = {}) => {
    const r = await h.request('POST', API.contacts, { json: { ...VALID.contact(), ...extra } });
    expect(r.status, r.text).toBe(201);
    return r.json.id as string;
  };
  const list = (qs: string) => h.request('GET', `${API.contacts}?${qs}`, { token: t.viewer });
  const contactAudit = async () =>
    (await h.request('GET', `${API.auditLog}?type=contact`, { token: t.admin })).json.entries as {
      action: string;
      summary: string;
      actorName: string;
    }[];

  it('CONTACT-LEADS-6: when an editor closes 3 chosen enquiries, then all 3 change in one step with one audit entry saying how many', async () => {
    const ids = [await send(), await send(), await send()];
    const r = await h.request('POST', API.contactsBulk, { token: t.user, json: { ids, status: 'closed' } });
    expect(r.status, r.text).toBe(200);
    expect(r.json).toEqual({ matched: 3, changed: 3 });
    for (const id of ids) {
      const c = (await h.request('GET', API.contact(id), { token: t.viewer })).json;
      expect(c.status).toBe('closed');
      expect(c.lastActionAt > c.createdAt).toBe(true);
    }
    const bulk = (await contactAudit()).filter((e) => e.action === 'bulk');
    expect(bulk).toHaveLength(1);
    expect(bulk[0]).toMatchObject({
      actorName: 'editor',
      summary: 'Bulk: 3 of 3 enquiries marked Closed; 3 chosen',
    });
    // Again: nothing left to change, nothing recorded.
    const again = await h.request('POST', API.contactsBulk, {
      token: t.user,
      json: { ids, status: 'closed' },
    });
    expect(again.json).toEqual({ matched: 3, changed: 0 });
    expect((await contactAudit()).filter((e) => e.action === 'bulk')).toHaveLength(1);
  });

  it('CONTACT-LEADS-6: when every enquiry matching a filter is given an owner and marked Spam, then the audit entry records the filter but not the search text', async () => {
    const tag = `bulk${Date.now()}`;
    for (let i = 0; i < 4; i++) await send({ message: `Cheap offers ${tag} number ${i}` });
    await send({ message: `A real question, not ${tag.slice(0, 4)}` });
    const r = await h.request('POST', API.contactsBulk, {
      token: t.admin,
      json: { filter: { q: tag, status: 'new' }, status: 'spam', ownerId: editorId },
    });
    expect(r.status, r.text).toBe(200);
    expect(r.json).toEqual({ matched: 4, changed: 4 });
    const spam = (await list(`q=${tag}&status=spam`)).json as Row[];
    expect(spam).toHaveLength(4);
    expect(spam.every((c) => c.ownerId === editorId)).toBe(true);
    const entry = (await contactAudit()).find((e) => e.action === 'bulk' && e.summary.includes('Spam'));
    expect(entry!.summary).toBe(
      `Bulk: 4 of 4 enquiries marked Spam and given an owner; all matching the filter (status new, search of ${tag.length} characters)`,
    );
    expect(entry!.summary).not.toContain(tag);
  });

  it('CONTACT-LEADS-6: when a viewer or a visitor tries a bulk change, then it is refused (403, 401)', async () => {
    const id = await send();
    const json = { ids: [id], status: 'spam' };
    expect((await h.request('POST', API.contactsBulk, { token: t.viewer, json })).status).toBe(403);
    expect((await h.request('POST', API.contactsBulk, { json })).status).toBe(401);
    expect((await h.request('GET', API.contact(id), { token: t.viewer })).json.status).toBe('new');
  });

  it('CONTACT-LEADS-6: when a bulk change is refused (no choice, both, nothing to change, too many, foreign owner, unknown filter key), then it answers 400 and writes nothing', async () => {
    const id = await send();
    const viewerId = (await h.request('GET', API.me, { token: t.viewer })).json.id as string;
    const before = await h.snapshot();
    for (const [json, message] of [
      [{ status: 'closed' }, 'Choose enquiries or a filter'],
      [{ ids: [id], filter: {}, status: 'closed' }, 'Choose enquiries or a filter'],
      [{ ids: [], status: 'closed' }, 'Choose at least one enquiry'],
      [{ ids: [id] }, 'Nothing to change'],
      [{ ids: [id], status: 'won' }, 'Status must be New, Contacted, Closed or Spam'],
      [
        { ids: Array.from({ length: LIMITS.contactsBulkMax + 1 }, (_, i) => `x${i}`), status: 'closed' },
        CONTACT_BULK_TOO_MANY,
      ],
      [{ ids: [id], ownerId: viewerId }, 'Owner must be an active staff user who works enquiries'],
      [{ filter: { colour: 'red' }, status: 'closed' }, 'Unknown field: colour'],
      [{ ids: [id], status: 'closed', extra: 1 }, 'Unknown field: extra'],
    ] as const) {
      const r = await h.request('POST', API.contactsBulk, { token: t.user, json });
      expect(r.status, JSON.stringify(json).slice(0, 80)).toBe(400);
      expect(r.json.message).toBe(message);
    }
    expect(await h.snapshot()).toEqual(before);
    const gone = await h.request('POST', API.contactsBulk, {
      token: t.user,
      json: { ids: ['no-such-enquiry'], status: 'closed' },
    });
    expect(gone.status).toBe(404);
  });

  it('CONTACT-LEADS-7: when staff sort by name, status or oldest first, then the pages follow that order, with the total count', async () => {
    const tag = `sort${Date.now()}`;
    const names = ['charu', 'Asha', 'bina', 'Dev'];
    const ids: Record<string, string> = {};
    for (const n of names) ids[n] = await send({ firstName: n, message: `Sorting test ${tag}` });
    await h.request('PATCH', API.contact(ids['Asha']!), { token: t.user, json: { status: 'spam' } });
    await h.request('PATCH', API.contact(ids['Dev']!), { token: t.user, json: { status: 'contacted' } });

    const pages = async (sort: string) => {
      const seen: string[] = [];
      let cursor = '';
      for (let guard = 0; guard < 5; guard++) {
        const r = await list(`q=${tag}&sort=${sort}&limit=3&cursor=${cursor}`);
        expect(r.status, r.text).toBe(200);
        expect(r.headers.get('x-total-count')).toBe('4');
        seen.push(...(r.json as Row[]).map((c) => c.firstName));
        cursor = r.headers.get('x-next-cursor') ?? '';
        if (!cursor) break;
      }
      return seen;
    };
    expect(await pages('name')).toEqual(['Asha', 'bina', 'charu', 'Dev']);
    expect(await pages('status')).toEqual(['bina', 'charu', 'Dev', 'Asha']);
    expect(await pages('oldest')).toEqual(['charu', 'Asha', 'bina', 'Dev']);
    expect(await pages('newest')).toEqual(['Dev', 'bina', 'Asha', 'charu']);
    // Without a search the store counts (no documents read): the count of every enquiry.
    const all = await list('limit=1');
    expect(Number(all.headers.get('x-total-count'))).toBe(
      (await h.request('GET', API.contactCounts, { token: t.viewer })).json.total,
    );
  });

  it('CONTACT-LEADS-7: when staff search for words of a note or ask for "Assigned to me", then those enquiries come', async () => {
    const id = await send({ firstName: 'Noted' });
    const word = `papers${Date.now()}`;
    await h.request('POST', API.contactNotes(id), { token: t.user, json: { text: `Sends ${word} Monday` } });
    expect(((await list(`q=${word}`)).json as Row[]).map((c) => c.id)).toEqual([id]);
    await h.request('PATCH', API.contact(id), { token: t.user, json: { ownerId: editorId } });
    const mine = (await list(`owner=${editorId}&limit=100`)).json as Row[];
    expect(mine.map((c) => c.id)).toContain(id);
    expect(mine.every((c) => c.ownerId === editorId)).toBe(true);
  });

  it('CONTACT-LEADS-8: when staff open the people view, then enquiries are grouped by email address (any case) with their history', async () => {
    const email = `repeat${Date.now()}@example.com`;
    const first = await send({ email, firstName: 'Old' });
    await send({ email: email.toUpperCase(), firstName: 'Ravi', subject: 'tax-planning' });
    await h.request('PATCH', API.contact(first), { token: t.user, json: { status: 'closed' } });
    const r = await h.request('GET', `${API.contactPeople}?q=${email}`, { token: t.viewer });
    expect(r.status, r.text).toBe(200);
    expect(r.headers.get('x-total-count')).toBe('1');
    expect(r.json).toEqual([
      expect.objectContaining({
        email,
        name: 'Ravi Nair',
        count: 2,
        statuses: { new: 1, contacted: 0, closed: 1, spam: 0 },
      }),
    ]);
    const history = (await list(`email=${encodeURIComponent(email.toUpperCase())}`)).json as Row[];
    expect(history.map((c) => c.firstName)).toEqual(['Ravi', 'Old']);
  });

  it('API-CSV-3: when enquiries are exported, then owner, notes and last action are columns and the audit entry records the filter', async () => {
    const id = await send({ firstName: 'Exported' });
    await h.request('PATCH', API.contact(id), { token: t.user, json: { ownerId: editorId } });
    await h.request('POST', API.contactNotes(id), { token: t.user, json: { text: 'First call' } });
    await h.request('POST', API.contactNotes(id), { token: t.user, json: { text: 'Second call' } });
    const csv = await h.request('GET', `${API.exportContacts}?q=Exported&owner=${editorId}`, {
      token: t.user,
    });
    expect(csv.status).toBe(200);
    const [, row] = csv.bytes.subarray(3).toString('utf8').split('\r\n');
    expect(row).toMatch(/,editor,2,Second call,\d{4}-\d\d-\d\d \d\d:\d\d$/);
    const exported = (await h.request('GET', `${API.auditLog}?type=export`, { token: t.admin })).json
      .entries[0];
    expect(exported.summary).toBe(`1 contact rows; filter: owner ${editorId}, search of 8 characters`);
  });
});
