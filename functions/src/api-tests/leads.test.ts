import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API, LIMITS } from '@36x/common';
import { MailError, type Mailer, type OutgoingMail } from '../mail/mailer';
import { COLLECTIONS } from '../store/store';
import { apiForSuite, hasAuthEmulator, VALID } from './harness';

/** A mail server stand-in: records what it accepted; `failNext` makes the next sends fail (temporarily). */
class FakeMailer implements Mailer {
  sent: OutgoingMail[] = [];
  failNext = 0;
  async send(mail: OutgoingMail): Promise<void> {
    if (this.failNext > 0) {
      this.failNext--;
      throw new MailError('421 Service not available, try again later');
    }
    this.sent.push(mail);
  }
}

const NOTIFY = 'enquiries@practice.example';

/**
 * A stand-in for the web app's server bundle (web/server/pages.ts): its contact-send action hands the posted form to
 * the function's submitContact, as React Router's route action does; this one answers the outcome as JSON.
 */
function fakePageBundle(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-'));
  const file = path.join(dir, 'pages.mjs');
  fs.writeFileSync(
    file,
    `export function createPageHandler(context) {
      return async (req, res) => {
        const pages = context(req, res);
        res.json(await pages.submitContact(pages.form ?? {}));
      };
    }`,
  );
  return file;
}

describe.skipIf(!hasAuthEmulator)('the leads desk (CONTACT-LEADS)', () => {
  const mailer = new FakeMailer();
  const { h, t } = apiForSuite({
    mailer,
    pageBundlePaths: [fakePageBundle()],
    config: { leads: { notifyEmail: NOTIFY, acknowledge: false, retentionMonths: 24 } },
  });

  const send = (extra: Record<string, unknown> = {}) =>
    h.request('POST', API.contacts, { json: { ...VALID.contact(), ...extra } });

  describe('notification, stored first', () => {
    it('when a visitor sends a message, then it is stored with an outbox mail, the practice is emailed and the enquiry shows "sent"', async () => {
      const before = mailer.sent.length;
      const r = await send({ firstName: 'Ishaan', phone: '+91 98765 43210' });
      expect(r.status).toBe(201);
      expect(mailer.sent.length).toBe(before + 1);
      const mail = mailer.sent.at(-1)!;
      expect(mail.to).toBe(NOTIFY);
      expect(mail.replyTo).toBe('meera.nair@example.com');
      expect(mail.subject).toBe('New enquiry: Financial Consultation from Ishaan Nair');
      expect(mail.text).toContain('+91 98765 43210');
      const got = await h.request('GET', API.contact(r.json.id), { token: t.viewer });
      expect(got.json).toMatchObject({ status: 'new', ownerId: '', notes: [], source: '' });
      expect(got.json.mail.notify).toMatchObject({ state: 'sent', attempts: 1, lastError: '' });
      expect(got.json.mail.ack).toBeUndefined();
      const outbox = await h.store.list(COLLECTIONS.mail, { where: { contactId: r.json.id } });
      expect(outbox).toHaveLength(1);
      expect(outbox[0]).toMatchObject({ state: 'sent', kind: 'notify' });
    });

    it('when the mail server is down, then the message is still stored and its mail stays queued with the reason', async () => {
      mailer.failNext = 1;
      const r = await send({ firstName: 'Down' });
      expect(r.status).toBe(201);
      const got = await h.request('GET', API.contact(r.json.id), { token: t.viewer });
      expect(got.json.mail.notify).toMatchObject({ state: 'queued', attempts: 1 });
      expect(got.json.mail.notify.lastError).toContain('421');
    });

    it('when the honeypot is filled (spam), then nothing is stored and nobody is notified', async () => {
      const before = mailer.sent.length;
      const contacts = (await h.store.list(COLLECTIONS.contacts)).length;
      const r = await send({ website: 'https://spam.example' });
      expect(r.status).toBe(201);
      expect(mailer.sent.length).toBe(before);
      expect(await h.store.list(COLLECTIONS.contacts)).toHaveLength(contacts);
    });

    it('when the message comes from a calculator, then the enquiry records its source; an unknown source is refused', async () => {
      const r = await send({ source: 'calculator:sip-calculator' });
      expect(r.status).toBe(201);
      expect((await h.request('GET', API.contact(r.json.id), { token: t.viewer })).json.source).toBe(
        'calculator:sip-calculator',
      );
      const bad = await send({ source: 'https://evil.example' });
      expect(bad.status).toBe(400);
      expect(bad.json.errors.source).toBe('Unknown source');
    });

    it('when the contact page posts without JavaScript, then the message is stored and notified too', async () => {
      const before = mailer.sent.length;
      const form = new URLSearchParams({ ...VALID.contact(), firstName: 'Noscript' });
      const r = await h.request('POST', '/contact/send', {
        body: form.toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      expect(r.status, r.text).toBe(200);
      expect(r.json).toEqual({ status: 'sent' });
      const stored = await h.store.list(COLLECTIONS.contacts, { where: { firstName: 'Noscript' } });
      expect(stored).toHaveLength(1);
      expect(mailer.sent.length).toBe(before + 1);
    });
  });

  describe('workflow', () => {
    it('when an editor marks an enquiry Contacted, gives it an owner and adds a note, then all show with author, time and last action, and each is an activity', async () => {
      const id = (await send({ firstName: 'Workflow' })).json.id as string;
      const editor = (await h.request('GET', API.me, { token: t.user })).json;
      const p = await h.request('PATCH', API.contact(id), {
        token: t.user,
        json: { status: 'contacted', ownerId: editor.id },
      });
      expect(p.status, p.text).toBe(200);
      expect(p.json).toMatchObject({ status: 'contacted', ownerId: editor.id });
      const n = await h.request('POST', API.contactNotes(id), {
        token: t.user,
        json: { text: 'Called; sends papers Monday' },
      });
      expect(n.status).toBe(201);
      expect(n.json.notes).toEqual([
        expect.objectContaining({
          text: 'Called; sends papers Monday',
          authorId: editor.id,
          authorName: 'editor',
        }),
      ]);
      expect(n.json.lastActionAt > n.json.createdAt).toBe(true);
      const acts = (await h.request('GET', API.activities, { token: t.viewer })).json.map(
        (a: { title: string }) => a.title,
      );
      expect(acts).toContain('Enquiry marked Contacted (was New) (by editor)');
      expect(acts).toContain('Enquiry given an owner (by editor)');
      expect(acts).toContain('Note added to an enquiry (by editor)');
    });

    it('when a change is refused (unknown status, note over the limit, foreign owner, unknown field), then it answers 400 and writes nothing', async () => {
      const id = (await send()).json.id as string;
      const viewerId = (await h.request('GET', API.me, { token: t.viewer })).json.id as string;
      const owners = (await h.request('GET', API.contactOwners, { token: t.viewer })).json;
      expect(owners.map((o: { username: string }) => o.username)).toEqual(['admin', 'editor']);
      const before = await h.snapshot();
      const cases: [string, string, unknown, string][] = [
        ['PATCH', API.contact(id), { status: 'won' }, 'Status must be New, Contacted, Closed or Spam'],
        [
          'PATCH',
          API.contact(id),
          { ownerId: 'no-such-user' },
          'Owner must be an active staff user who works enquiries',
        ],
        [
          'PATCH',
          API.contact(id),
          { ownerId: viewerId },
          'Owner must be an active staff user who works enquiries',
        ],
        ['PATCH', API.contact(id), {}, 'Nothing to change'],
        ['PATCH', API.contact(id), { status: 'closed', email: 'x@y.in' }, 'Unknown field: email'],
        [
          'POST',
          API.contactNotes(id),
          { text: 'x'.repeat(LIMITS.contactNoteMax + 1) },
          `Note must be at most ${LIMITS.contactNoteMax} characters`,
        ],
        ['POST', API.contactNotes(id), { text: '   ' }, 'Note is required'],
        ['DELETE', API.contact(id), {}, 'Choose a reason from the list'],
      ];
      for (const [method, path, json, message] of cases) {
        const r = await h.request(method, path, { token: t.admin, json });
        expect(r.status, `${method} ${JSON.stringify(json)}`).toBe(400);
        expect(r.json.message).toBe(message);
      }
      expect(await h.snapshot()).toEqual(before);
      expect(
        (await h.request('PATCH', API.contact('missing'), { token: t.admin, json: { status: 'closed' } }))
          .status,
      ).toBe(404);
    });

    it('when counts are asked, then they follow the statuses', async () => {
      const before = (await h.request('GET', API.contactCounts, { token: t.viewer })).json;
      const id = (await send()).json.id as string;
      await h.request('PATCH', API.contact(id), { token: t.user, json: { status: 'spam' } });
      const after = (await h.request('GET', API.contactCounts, { token: t.viewer })).json;
      expect(after).toEqual({ ...before, spam: before.spam + 1, total: before.total + 1 });
    });
  });

  describe('finding', () => {
    it('when staff search and filter, then only matching enquiries come, paged by cursor without repeats; the export honours the filter', async () => {
      const tag = `zq${Date.now()}`;
      for (let i = 0; i < 5; i++) await send({ firstName: `Find${i}`, message: `About ${tag} number ${i}` });
      await send({ firstName: 'Other', subject: 'tax-planning', message: `About ${tag} for tax` });
      const seen: string[] = [];
      let cursor = '';
      for (let guard = 0; guard < 5; guard++) {
        const r = await h.request(
          'GET',
          `${API.contacts}?q=${tag}&subject=consultation&limit=2&cursor=${cursor}`,
          { token: t.viewer },
        );
        expect(r.status, r.text).toBe(200);
        seen.push(...r.json.map((c: { firstName: string }) => c.firstName));
        cursor = r.headers.get('x-next-cursor') ?? '';
        if (!cursor) break;
      }
      expect(seen).toEqual(['Find4', 'Find3', 'Find2', 'Find1', 'Find0']);
      const byPhone = await h.request('GET', `${API.contacts}?q=9876543210`, { token: t.viewer });
      expect(byPhone.json.map((c: { firstName: string }) => c.firstName)).toContain('Ishaan');
      const csv = await h.request('GET', `${API.exportContacts}?q=${tag}&subject=tax-planning`, {
        token: t.user,
      });
      expect(csv.status).toBe(200);
      expect(csv.text.trim().split('\r\n')).toHaveLength(2);
      expect(csv.text).toContain('Other');
    });

    it('when a date range is given, then only enquiries of those days (India time) come', async () => {
      const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
      const r = await h.request('GET', `${API.contacts}?from=${today}&to=${today}&limit=100`, {
        token: t.viewer,
      });
      expect(r.json.length).toBeGreaterThan(0);
      const old = await h.request('GET', `${API.contacts}?from=2000-01-01&to=2000-01-31`, {
        token: t.viewer,
      });
      expect(old.json).toEqual([]);
    });

    it('when the query is bad, then it answers 400 with a clear message', async () => {
      for (const [qs, message] of [
        ['status=won', 'Status must be New, Contacted, Closed or Spam'],
        ['limit=1000', `Limit must be at most ${LIMITS.contactsPageMax}`],
        ['from=2026-13-01', 'From must be a date (YYYY-MM-DD)'],
        ['from=2026-02-01&to=2026-01-01', 'From must not be after To'],
        ['cursor=bm90LWpzb24', 'Invalid cursor'],
        ['sort=size', 'Sort must be newest, oldest, name or status'],
        ['order=name', 'Unknown field: order'],
      ]) {
        const r = await h.request('GET', `${API.contacts}?${qs}`, { token: t.viewer });
        expect(r.status, qs).toBe(400);
        expect(r.json.message).toBe(message);
      }
    });
  });

  describe('overview charts', () => {
    it('when the weekly chart is asked, then 12 weeks come, oldest first, Mondays in India time, with this week holding the new messages by status', async () => {
      const r = await h.request('GET', API.contactWeeks, { token: t.viewer });
      expect(r.status).toBe(200);
      expect(r.json).toHaveLength(12);
      for (const w of r.json) expect(new Date(`${w.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
      const last = r.json[11];
      expect(last.weekStart <= new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10)).toBe(true);
      const counts = (await h.request('GET', API.contactCounts, { token: t.viewer })).json;
      const inWeeks = r.json.reduce(
        (n: number, w: Record<string, number>) => n + w.new! + w.contacted! + w.closed! + w.spam!,
        0,
      );
      expect(inWeeks).toBeLessThanOrEqual(counts.total);
      expect(last.new + last.contacted + last.closed + last.spam).toBeGreaterThan(5);
    });

    it('when the most-used calculators are asked, then they come by uses, most first, counted from the usage log', async () => {
      const use = (calculatorType: string) =>
        h.request('POST', API.calculatorUsage, {
          json: { calculatorType, inputData: { a: 1 }, resultData: { b: 2 } },
        });
      for (let i = 0; i < 3; i++) expect((await use('sip-calculator')).status).toBe(202);
      expect((await use('loan-amortization')).status).toBe(202);
      const r = await h.request('GET', API.calculatorUsageTop, { token: t.viewer });
      expect(r.status).toBe(200);
      const sip = r.json.find((c: { calculatorType: string }) => c.calculatorType === 'sip-calculator');
      const loan = r.json.find((c: { calculatorType: string }) => c.calculatorType === 'loan-amortization');
      expect(sip.count).toBeGreaterThanOrEqual(3);
      expect(r.json.indexOf(sip)).toBeLessThan(r.json.indexOf(loan));
      expect((await h.request('GET', API.calculatorUsageTop)).status).toBe(401);
    });

    it('when the savings calculators (CALC-STATES-7) log a use, then it is accepted and counted', async () => {
      const types = [
        'fixed-deposit',
        'recurring-deposit',
        'ppf-calculator',
        'lumpsum-calculator',
        'swp-calculator',
      ];
      for (const calculatorType of types) {
        const r = await h.request('POST', API.calculatorUsage, {
          json: {
            calculatorType,
            inputData: { principal: '100000' },
            resultData: { maturityAmount: 141478 },
          },
        });
        expect(r.status).toBe(202);
      }
      const top = (await h.request('GET', API.calculatorUsageTop, { token: t.viewer })).json as {
        calculatorType: string;
        count: number;
      }[];
      for (const calculatorType of types)
        expect(top.find((c) => c.calculatorType === calculatorType)?.count).toBeGreaterThanOrEqual(1);
    });
  });

  describe('privacy and retention', () => {
    it('when an admin erases an enquiry on request, then it and its mail are gone and the log keeps the reason but not the person', async () => {
      const sent = await h.request('POST', API.contacts, {
        json: {
          ...VALID.contact(),
          firstName: 'Erasable',
          lastName: 'Person',
          email: 'erasable@example.org',
        },
        from: '127.0.12.5',
      });
      const id = sent.json.id as string;
      // The log refers to the enquiry by id: never the name, email or connecting address.
      const entries = await h.store.list<{ targetId: string }>(COLLECTIONS.auditLog);
      expect(entries.some((e) => e.targetId === id)).toBe(true);
      // A free-text reason could name the person: only the fixed list is taken, and nothing is erased on a refusal.
      const free = await h.request('DELETE', API.contact(id), {
        token: t.admin,
        json: { reason: 'Erasable Person (erasable@example.org) asked us' },
      });
      expect(free.status).toBe(400);
      expect(free.json.message).toBe('Choose a reason from the list');
      expect(await h.store.get(COLLECTIONS.contacts, id)).not.toBeNull();
      const mails = (await h.store.list(COLLECTIONS.mail, { where: { contactId: id } })).length;
      const r = await h.request('DELETE', API.contact(id), {
        token: t.admin,
        json: { reason: 'person-asked' },
      });
      expect(r.status).toBe(204);
      expect(await h.store.get(COLLECTIONS.contacts, id)).toBeNull();
      expect(await h.store.list(COLLECTIONS.mail, { where: { contactId: id } })).toEqual([]);
      const acts = (await h.request('GET', API.activities, { token: t.admin })).json;
      expect(acts[0].title).toBe(
        `Enquiry erased (The person asked us to erase their data): 0 notes, ${mails} emails (by admin)`,
      );
      expect(JSON.stringify(acts)).not.toContain('Erasable Person');
      const log = JSON.stringify(await h.store.list(COLLECTIONS.auditLog));
      for (const personal of ['Erasable', 'erasable@example.org', '127.0.12.5'])
        expect(log).not.toContain(personal);
      expect(
        (await h.request('DELETE', API.contact(id), { token: t.admin, json: { reason: 'person-asked' } }))
          .status,
      ).toBe(404);
    });

    it('when an admin erases a person, then every enquiry, note, activity line, mail and subscription of the address goes in one action, and the log says who erased how many items and why, never whom', async () => {
      const email = `Deepak.Gupta.${Date.now()}@example.org`;
      const ids: string[] = [];
      for (const [i, address] of [email, email.toLowerCase()].entries()) {
        const r = await h.request('POST', API.contacts, {
          json: {
            ...VALID.contact(),
            firstName: 'Deepak',
            lastName: 'Gupta',
            email: address,
            phone: '9876543210',
          },
          from: `127.0.12.${20 + i}`,
        });
        expect(r.status, r.text).toBe(201);
        ids.push(r.json.id as string);
      }
      // Someone else's enquiry stays.
      const other = (
        await send({ firstName: 'Other', lastName: 'Sender', email: 'other.sender@example.org' })
      ).json.id as string;
      const noted = await h.request('POST', API.contactNotes(ids[0]!), {
        token: t.user,
        json: { text: 'Deepak called back on 9876543210' },
      });
      expect(noted.status).toBe(201);
      const sub = await h.request('POST', API.newsletterSubscribe, {
        json: { email: email.toLowerCase() },
        from: '127.0.12.30',
      });
      expect(sub.status).toBe(202);
      const mailBefore = (
        await h.store.list<{ contactId: string; subscriberId?: string }>(COLLECTIONS.mail)
      ).filter((m) => ids.includes(m.contactId) || m.subscriberId).length;

      // Viewers and editors may not; bad input is refused with its reason and erases nothing.
      for (const token of [t.viewer, t.user])
        expect(
          (await h.request('POST', API.privacyErase, { token, json: { email, reason: 'person-asked' } }))
            .status,
        ).toBe(403);
      for (const [json, message] of [
        [{ email, reason: 'Deepak asked' }, 'Choose a reason from the list'],
        [{ email: 'not-an-email', reason: 'person-asked' }, 'Enter the email address to erase'],
      ] as const) {
        const bad = await h.request('POST', API.privacyErase, { token: t.admin, json });
        expect(bad.status).toBe(400);
        expect(bad.json.message).toBe(message);
      }
      expect(await h.store.get(COLLECTIONS.contacts, ids[0]!)).not.toBeNull();

      const r = await h.request('POST', API.privacyErase, {
        token: t.admin,
        json: { email: email.toUpperCase(), reason: 'person-asked' },
      });
      expect(r.status, r.text).toBe(200);
      expect(r.json).toMatchObject({ enquiries: 2, notes: 1, subscribers: 1 });
      expect(r.json.activities).toBeGreaterThanOrEqual(2);
      expect(r.json.mail).toBeGreaterThanOrEqual(mailBefore);
      for (const id of ids) expect(await h.store.get(COLLECTIONS.contacts, id)).toBeNull();
      expect(await h.store.get(COLLECTIONS.contacts, other)).not.toBeNull();

      const everything = JSON.stringify([
        ...(await h.store.list(COLLECTIONS.contacts)),
        ...(await h.store.list(COLLECTIONS.activities)),
        ...(await h.store.list(COLLECTIONS.auditLog)),
        ...(await h.store.list(COLLECTIONS.mail)),
        ...(await h.store.list(COLLECTIONS.subscribers)),
      ]).toLowerCase();
      for (const personal of [email.toLowerCase(), 'deepak', 'gupta', '9876543210'])
        expect(everything).not.toContain(personal);
      // The subscription keeps only the proof of the opt-out: the address's hash (its id), when, how.
      const [proof] = (
        await h.store.list<Record<string, unknown>>(COLLECTIONS.subscribers, {
          where: { state: 'unsubscribed' },
        })
      ).filter((d) => (d.optOut as { how?: string } | undefined)?.how === 'erased');
      expect(proof).toMatchObject({ email: '', state: 'unsubscribed', optOut: { how: 'erased' } });

      const acts = (await h.request('GET', API.activities, { token: t.admin })).json;
      expect(acts[0].title).toBe(
        `Person erased (The person asked us to erase their data): 2 enquiries, 1 note, ${r.json.activities} activity lines, ${r.json.mail} emails, 1 newsletter subscription (by admin)`,
      );
      const [entry] = await h.store.list<Record<string, unknown>>(COLLECTIONS.auditLog, {
        orderBy: { field: 'key', direction: 'desc' },
        limit: 1,
      });
      expect(entry).toMatchObject({ type: 'contact', action: 'erased', actorName: 'admin', targetId: null });
      expect(entry!.summary).toMatch(
        /^Person erased \(The person asked us to erase their data\): 2 enquiries/,
      );

      // Nothing left: a second erasure finds nothing and says so.
      const again = await h.request('POST', API.privacyErase, {
        token: t.admin,
        json: { email, reason: 'person-asked' },
      });
      expect(again.json).toEqual({ enquiries: 0, notes: 0, activities: 0, mail: 0, subscribers: 0 });
    });

    it('when the purge runs, then only Closed and Spam enquiries older than the retention period go', async () => {
      const old = new Date(Date.now() - 25 * 31 * 86400_000).toISOString();
      const recent = new Date(Date.now() - 86400_000).toISOString();
      const make = (status: string, createdAt: string) =>
        h.store.create(COLLECTIONS.contacts, {
          ...VALID.contact(),
          status,
          createdAt,
          ownerId: '',
          notes: [],
          source: '',
        });
      const oldClosed = await make('closed', old);
      const oldSpam = await make('spam', old);
      const oldNew = await make('new', old);
      const recentClosed = await make('closed', recent);
      // One sent through the API (its Activity names the sender), closed long ago.
      const viaApi = (await send({ firstName: 'Purgeable', lastName: 'Sender', email: 'purge@example.org' }))
        .json.id as string;
      await h.store.update(COLLECTIONS.contacts, viaApi, { status: 'closed', createdAt: old });
      const r = await h.request('POST', API.contactsPurge, { token: t.admin });
      expect(r.status).toBe(200);
      expect(r.json.purged).toBe(3);
      expect(await h.store.get(COLLECTIONS.contacts, viaApi)).toBeNull();
      const left = JSON.stringify([
        ...(await h.store.list(COLLECTIONS.activities)),
        ...(await h.store.list(COLLECTIONS.auditLog)),
        ...(await h.store.list(COLLECTIONS.mail)),
      ]);
      for (const personal of ['Purgeable', 'purge@example.org']) expect(left).not.toContain(personal);
      expect(await h.store.get(COLLECTIONS.contacts, oldClosed.id)).toBeNull();
      expect(await h.store.get(COLLECTIONS.contacts, oldSpam.id)).toBeNull();
      expect(await h.store.get(COLLECTIONS.contacts, oldNew.id)).not.toBeNull();
      expect(await h.store.get(COLLECTIONS.contacts, recentClosed.id)).not.toBeNull();
    });
  });
});

describe.skipIf(!hasAuthEmulator)('visitor acknowledgements cannot be aimed (CONTACT_ACK=on)', () => {
  const mailer = new FakeMailer();
  const { h } = apiForSuite({
    mailer,
    config: {
      leads: { notifyEmail: NOTIFY, acknowledge: true, acknowledgementsPerDay: 3, retentionMonths: 24 },
    },
    signInStaff: false,
  });

  const send = (email: string, firstName = 'Meera') =>
    h.request('POST', API.contacts, { json: { ...VALID.contact(), email, firstName } });
  const acks = () => mailer.sent.filter((m) => m.to !== NOTIFY);

  it('when a stranger puts a message in the first name, then the acknowledgement greets one clean word and carries nothing else', async () => {
    const r = await send(
      'target-1@example.com',
      'Dear customer, your refund of Rs 48,500 is approved: visit evil.example/claim',
    );
    expect(r.status).toBe(201);
    const ack = acks().at(-1)!;
    expect(ack.to).toBe('target-1@example.com');
    expect(ack.text.startsWith('Dear Dear,\n')).toBe(true);
    expect(ack.text).not.toMatch(/refund|48,500|evil|claim/);
  });

  it('when the same address is sent many messages in a day, then it gets one acknowledgement; the messages are all stored and notified', async () => {
    const before = acks().length;
    const notified = mailer.sent.length - before;
    for (let i = 0; i < 3; i++) expect((await send('Target-2@Example.com')).status).toBe(201);
    expect(acks().length - before).toBe(1);
    expect(mailer.sent.length - acks().length).toBe(notified + 3);
    // The counter of an address holds a hash, never the address.
    const counters = JSON.stringify(await h.store.list(COLLECTIONS.rateLimits));
    expect(counters).not.toMatch(/target-2/i);
  });

  it('when many addresses are aimed at in a day, then acknowledgements stop at the daily cap', async () => {
    for (let i = 3; i < 8; i++) expect((await send(`target-${i}@example.com`)).status).toBe(201);
    expect(new Set(acks().map((m) => m.to)).size).toBe(3);
  });
});
