import { describe, expect, it } from 'vitest';
import {
  API,
  IMPORTED_CONSENT_NOTICE,
  NEWSLETTER_TEST_LIMIT,
  NEWSLETTER_TESTS_PER_HOUR,
  SUBSCRIBER_IMPORT_INVALID,
} from '@36x/common';
import type { Mailer, OutgoingMail } from '../mail/mailer';
import { subscriberId } from '../newsletter/newsletter-deps';
import { COLLECTIONS } from '../store/store';
import { apiForSuite, expectAdminOnly, hasAuthEmulator, VALID } from './harness';

class FakeMailer implements Mailer {
  sent: OutgoingMail[] = [];
  async send(mail: OutgoingMail): Promise<void> {
    this.sent.push(mail);
  }
}

const audits = async (h: ReturnType<typeof apiForSuite>['h'], token: string) =>
  (await h.request('GET', `${API.auditLog}?type=newsletter`, { token })).json.entries as {
    action: string;
    summary: string;
    actorName: string;
  }[];

describe.skipIf(!hasAuthEmulator)(
  'newsletter tools: a test send and the CSV import (SITE-NEWS-3, SITE-NEWS-6)',
  () => {
    const mailer = new FakeMailer();
    const { h, t } = apiForSuite({ mailer });

    async function publishedPost(title: string, content = VALID.blog().content): Promise<string> {
      const r = await h.request('POST', API.blogs, {
        token: t.user,
        json: { ...VALID.blog(), title, content },
      });
      expect(r.status, r.text).toBe(201);
      return r.json.id as string;
    }

    it('SITE-NEWS-3: when an editor sends a test, then one address gets the same mail marked [Test]; it is no send, is audited without the address, and is limited', async () => {
      const postId = await publishedPost(
        'Test me first',
        'The **whole body** of the post, in the mail: fifty characters at least.',
      );
      const own = await h.request('POST', API.newsletterTest, { token: t.user, json: { postId } });
      expect(own.status, own.text).toBe(200);
      expect(own.json).toEqual({ to: 'editor@36x.example', state: 'sent' });
      const mail = mailer.sent.find((m) => m.subject === '[Test] Test me first')!;
      expect(mail.to).toBe('editor@36x.example');
      expect(mail.html).toContain('The <strong>whole body</strong> of the post, in the mail: fifty');
      expect(mail.text).toContain('The whole body of the post, in the mail: fifty');
      expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

      const typed = await h.request('POST', API.newsletterTest, {
        token: t.user,
        json: { postId, to: 'proof.reader@example.in' },
      });
      expect(typed.json).toEqual({ to: 'proof.reader@example.in', state: 'sent' });
      // Not a send: the post can still go out, and no send lists it.
      expect((await h.request('GET', API.newsletterSends, { token: t.user })).json).toEqual([]);
      const [entry] = await audits(h, t.admin);
      expect(entry).toMatchObject({ actorName: 'editor', action: 'test sent' });
      expect(JSON.stringify(await audits(h, t.admin))).not.toContain('proof.reader');

      for (const [json, status] of [
        [{ postId, to: 'not-an-address' }, 400],
        [{ postId: 'missing' }, 404],
        [{ postId, extra: 1 }, 400],
      ] as const)
        expect((await h.request('POST', API.newsletterTest, { token: t.user, json })).status).toBe(status);
      expect(
        (await h.request('POST', API.newsletterTest, { token: t.viewer, json: { postId } })).status,
      ).toBe(403);

      // The hour's limit: two used above, then up to NEWSLETTER_TESTS_PER_HOUR, then 429.
      let last = 0;
      for (let i = 0; i < NEWSLETTER_TESTS_PER_HOUR; i++)
        last = (await h.request('POST', API.newsletterTest, { token: t.user, json: { postId } })).status;
      expect(last).toBe(429);
      const refused = await h.request('POST', API.newsletterTest, { token: t.user, json: { postId } });
      expect(refused.json.message).toBe(NEWSLETTER_TEST_LIMIT);
    });

    const importCsv = (csv: string, withoutConsent?: string, token: string | null = t.admin) =>
      h.request('POST', API.subscriberImport, {
        token: token ?? undefined,
        json: withoutConsent ? { csv, withoutConsent } : { csv },
      });

    it('SITE-NEWS-6: when an admin imports a CSV, then rows with consent are subscribed with it, rows without are refused, and known or opted-out addresses are never added again', async () => {
      // An opt-out kept as proof (no address, only its hash) and a subscriber already there.
      const gone = 'left.us@example.in';
      await h.store.create(
        COLLECTIONS.subscribers,
        {
          email: '',
          emailKey: '',
          state: 'unsubscribed',
          unsubscribeToken: 'x',
          createdAt: '2026-01-01T00:00:00.000Z',
        },
        subscriberId(gone),
      );
      const before = mailer.sent.length;
      const csv = [
        'Email,Name,Consent Date,Source',
        'Asha.Rao@example.in,Asha Rao,2026-03-31,Webinar sign-up sheet',
        'ravi@example.in,Ravi,31/03/2026,Office register',
        'nobody.asked@example.in,No Consent,,',
        'LEFT.US@example.in,Left,2026-01-02,Old list',
        'asha.rao@example.in,Again,2026-04-01,Twice',
        'nosource@example.in,,2026-02-01,',
      ].join('\n');
      const r = await importCsv(csv);
      expect(r.status, r.text).toBe(200);
      expect(r.json).toEqual({
        confirmed: 2,
        unconfirmed: 0,
        refused: [
          { row: 4, reason: 'no consent date: choose "import as unconfirmed" to keep it' },
          { row: 7, reason: 'a consent date without its source' },
        ],
        skipped: [
          { row: 5, reason: 'unsubscribed earlier: their opt-out stands' },
          { row: 6, reason: 'repeated in the file' },
        ],
      });
      const asha = await h.store.get(COLLECTIONS.subscribers, subscriberId('asha.rao@example.in'));
      expect(asha).toMatchObject({
        email: 'Asha.Rao@example.in',
        state: 'confirmed',
        consent: {
          at: '2026-03-30T18:30:00.000Z',
          source: 'import: Webinar sign-up sheet',
          notice: IMPORTED_CONSENT_NOTICE,
        },
      });
      expect(asha).not.toHaveProperty('name');
      expect(await h.store.get(COLLECTIONS.subscribers, subscriberId(gone))).toMatchObject({ email: '' });
      expect(mailer.sent.length).toBe(before);
      const [entry] = await audits(h, t.admin);
      expect(entry).toMatchObject({ actorName: 'admin', action: 'imported' });
      expect(entry!.summary).toBe(
        '6 rows: 2 added as subscribed, 0 as unconfirmed (sent nothing), 2 refused, 2 skipped',
      );

      // Again: every address is now known.
      const again = await importCsv(csv);
      expect(again.json.confirmed).toBe(0);
      expect(again.json.skipped).toContainEqual({ row: 2, reason: 'already subscribed' });
    });

    it('SITE-NEWS-6: when the admin chooses so, then rows without consent are kept unconfirmed and sent nothing', async () => {
      const before = mailer.sent.length;
      const r = await importCsv('email,consent date\nquiet.one@example.in,\n', 'unconfirmed');
      expect(r.json).toMatchObject({ confirmed: 0, unconfirmed: 1, refused: [] });
      expect(await h.store.get(COLLECTIONS.subscribers, subscriberId('quiet.one@example.in'))).toMatchObject({
        state: 'pending',
        confirmToken: '',
        consent: { at: '' },
      });
      expect(mailer.sent.length).toBe(before);
    });

    it('SITE-NEWS-6: when the file is malformed, then nothing is written and the rows are named; only admins import', async () => {
      const count = async () => (await h.store.list(COLLECTIONS.subscribers)).length;
      const before = await count();
      const bad = await importCsv(
        'email,consent date,source\ngood@example.in,2026-01-01,Fair\nnot-an-address,2026-01-01,Fair\nx@example.in,2099-01-01,Fair\ny@example.in,31/02/2026,Fair\n',
      );
      expect(bad.status).toBe(400);
      expect(bad.json.message).toBe(SUBSCRIBER_IMPORT_INVALID);
      expect(Object.keys(bad.json.errors)).toEqual(['row 3', 'row 4', 'row 5']);
      expect(bad.json.errors['row 3']).toContain('not a valid email address');
      expect(await count()).toBe(before);

      for (const [csv, message] of [
        ['name,consent date\nA,2026-01-01\n', 'with one called "email"'],
        ['email,source\na@example.in,x\n', '"consent date" column'],
        ['email,consent date\n', 'no rows'],
        ['email,consent date\n"a@example.in,2026-01-01\n', 'not a readable CSV file'],
        [`email,consent date\n${'a@example.in,\n'.repeat(5001)}`, 'at most 5000'],
      ] as const)
        expect((await importCsv(csv)).json.message).toContain(message);
      expect((await importCsv('x'.repeat(1024 * 1024 + 1))).status).toBe(400);
      expect((await importCsv('email,consent date\na@example.in,\n', 'maybe')).status).toBe(400);
      expect(await count()).toBe(before);
      await expectAdminOnly(h, t, [
        (token) => importCsv('email,consent date\nz@example.in,2026-01-01\n', undefined, token),
      ]);
    });
  },
);
