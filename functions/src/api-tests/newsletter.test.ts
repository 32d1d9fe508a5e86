import { describe, expect, it } from 'vitest';
import {
  API,
  CONFIRM_LINK_INVALID,
  NEWSLETTER_ALREADY_SENT,
  NEWSLETTER_NOTICE,
  NEWSLETTER_NOTICE_VERSION,
  RETENTION,
  SUBSCRIBE_THANKS,
} from '@36x/common';
import { MailError, type Mailer, type OutgoingMail } from '../mail/mailer';
import { deliverDue } from '../mail/mail-service';
import { subscriberId } from '../newsletter/newsletter-deps';
import { queueNewsletters } from '../newsletter/newsletter-sends';
import {
  confirmSubscription,
  purgePendingSubscribers,
  subscribe as subscribeNow,
} from '../newsletter/subscribers';
import { COLLECTIONS } from '../store/store';
import { apiForSuite, fromAddress, hasAuthEmulator, VALID } from './harness';

/** A mail server stand-in: records what it accepted; refuses for good the addresses in `refuse` (a bounce). */
class FakeMailer implements Mailer {
  sent: OutgoingMail[] = [];
  refuse = new Set<string>();
  async send(mail: OutgoingMail): Promise<void> {
    if (this.refuse.has(mail.to)) throw new MailError('550 5.1.1 No such user', true);
    this.sent.push(mail);
  }
  to(address: string) {
    return this.sent.filter((m) => m.to === address);
  }
}

const SITE = 'http://localhost:5000';
const tokenIn = (text: string, path: string) =>
  new RegExp(`${SITE}${path}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1] ?? '';

describe.skipIf(!hasAuthEmulator)('the newsletter (SITE-NEWS)', () => {
  const mailer = new FakeMailer();
  let ip = 10;
  const { h, t } = apiForSuite({
    mailer,
    rateLimits: { subscribe: { max: 5, windowMs: 60_000, message: 'Too many subscriptions' } },
  });
  // The app with its default budgets, on its own store and clock.
  const defaults = apiForSuite({ mailer: new FakeMailer(), rateLimitPerMinute: 30, signInStaff: false });

  // Each subscription from its own address, so the per-address limit is met only where a test means to.
  const subscribe = (json: Record<string, unknown>, address = `127.0.9.${ip++}`) =>
    h.request('POST', API.newsletterSubscribe, { json, ...fromAddress(address) });

  /** Subscribes and confirms an address; answers its unsubscribe token. */
  async function confirmed(email: string): Promise<void> {
    expect((await subscribe({ email })).status).toBe(202);
    const token = tokenIn(mailer.to(email).at(-1)!.text, '/newsletter/confirm');
    expect((await h.request('POST', API.newsletterConfirm, { json: { token } })).status).toBe(200);
  }

  async function publishedPost(title: string): Promise<string> {
    const r = await h.request('POST', API.blogs, { token: t.user, json: { ...VALID.blog(), title } });
    expect(r.status, r.text).toBe(201);
    return r.json.id as string;
  }

  it('SITE-NEWS-1: when a reader subscribes, then the consent is kept with its notice and a confirmation link is emailed; confirming subscribes them', async () => {
    const email = `asha.${Date.now()}@example.in`;
    const r = await subscribe({ email, source: 'footer' });
    expect(r.status, r.text).toBe(202);
    expect(r.json).toEqual({ message: SUBSCRIBE_THANKS });
    const mail = mailer.to(email).at(-1)!;
    expect(mail.subject).toBe('Confirm your subscription to the 36x Advisory newsletter');
    const token = tokenIn(mail.text, '/newsletter/confirm');
    expect(token).not.toBe('');
    const [pending] = await h.store.list(COLLECTIONS.subscribers, { where: { emailKey: email } });
    expect(pending).toMatchObject({
      state: 'pending',
      consent: { source: 'footer', notice: NEWSLETTER_NOTICE, noticeVersion: NEWSLETTER_NOTICE_VERSION },
    });

    const c = await h.request('POST', API.newsletterConfirm, { json: { token } });
    expect(c.status, c.text).toBe(200);
    expect(c.json.email).toMatch(/^as•+@example\.in$/);
    const subs = (await h.request('GET', `${API.subscribers}?q=${email}`, { token: t.viewer })).json;
    expect(subs).toEqual([expect.objectContaining({ email, state: 'confirmed' })]);
    expect(subs[0].history.map((e: { event: string }) => e.event)).toEqual(['subscribed', 'confirmed']);
    expect(subs[0]).not.toHaveProperty('confirmToken');
    expect(subs[0]).not.toHaveProperty('unsubscribeToken');

    // Subscribing again answers the same and sends nothing: nobody learns who is subscribed.
    const before = mailer.to(email).length;
    const again = await subscribe({ email: email.toUpperCase() });
    expect(again.json).toEqual({ message: SUBSCRIBE_THANKS });
    expect(mailer.to(email.toUpperCase()).length + mailer.to(email).length).toBe(before);
  });

  it('SITE-NEWS-1: when the input is bad, a bot fills the honeypot or a link is wrong, then nothing is stored or sent', async () => {
    const before = await h.snapshot();
    const sentBefore = mailer.sent.length;
    for (const [json, message] of [
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ email: 'a@b.in', source: 'elsewhere' }, 'Unknown source'],
      [{ email: 'a@b.in', extra: 1 }, 'Unknown field: extra'],
    ] as const) {
      const r = await subscribe(json);
      expect(r.status).toBe(400);
      expect(r.json.message).toBe(message);
    }
    const bot = await subscribe({ email: 'bot@example.in', website: 'http://spam.example' });
    expect(bot.status).toBe(202);
    const bad = await h.request('POST', API.newsletterConfirm, { json: { token: 'nope' } });
    expect(bad.status).toBe(404);
    expect(bad.json.message).toBe(CONFIRM_LINK_INVALID);
    const snapshot = await h.snapshot();
    // Only the per-address rate counters may have moved.
    expect({ ...snapshot, rateLimits: '' }).toEqual({ ...before, rateLimits: '' });
    expect(mailer.sent.length).toBe(sentBefore);
  });

  it('API-LIMITS: when one address subscribes too often, then it is refused (429) while another address still gets through', async () => {
    const address = '127.0.9.240';
    const codes: number[] = [];
    for (let i = 0; i < 7; i++)
      codes.push((await subscribe({ email: `flood${i}@example.in` }, address)).status);
    expect(codes.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
    expect(codes.at(-1)).toBe(429);
    expect((await subscribe({ email: 'other@example.in' }, '127.0.9.241')).status).toBe(202);
  });

  it('API-LIMITS: when six addresses flood sign-up, then everyone else can still subscribe; one address is held to its minute and its hour', async () => {
    // The default budgets (30 public writes a minute per address, 120 from everyone): no test override here.
    const { h: d } = defaults;
    // At the start of an hour, so the fixed windows are whole.
    d.clock.now = Math.ceil(d.clock.now / 3600_000) * 3600_000;
    const codes: number[] = [];
    for (let a = 0; a < 6; a++)
      for (let i = 0; i < 6; i++)
        codes.push(
          (
            await d.request('POST', API.newsletterSubscribe, {
              json: { email: `flood.${a}.${i}@example.in` },
              ...fromAddress(`127.0.10.${a + 1}`),
            })
          ).status,
        );
    // Each address gets its 5 a minute, then 429; nobody else is shut out.
    expect(codes.filter((c) => c === 202)).toHaveLength(30);
    const other = await d.request('POST', API.newsletterSubscribe, {
      json: { email: 'someone.else@example.in' },
      ...fromAddress('127.0.10.50'),
    });
    expect(other.status, other.text).toBe(202);
    // The hour: 10 per address, whatever the minutes.
    const hourly: number[] = [];
    for (let i = 0; i < 12; i++) {
      if (i % 5 === 0) d.clock.advance(60_000);
      hourly.push(
        (
          await d.request('POST', API.newsletterSubscribe, {
            json: { email: `hourly.${i}@example.in` },
            ...fromAddress('127.0.10.60'),
          })
        ).status,
      );
    }
    expect(hourly.slice(0, 10).every((c) => c === 202)).toBe(true);
    expect(hourly.slice(10)).toEqual([429, 429]);
    const r = await d.request('POST', API.newsletterSubscribe, {
      json: { email: 'hourly.x@example.in' },
      ...fromAddress('127.0.10.60'),
    });
    expect(r.json.message).toMatch(/in the last hour/);
  });

  it('SITE-NEWS-1: when one address is signed up again and again, then it gets the same working link at most once an hour, never a new one', async () => {
    const email = `repeat.${Date.now()}@example.in`;
    const sent = () => mailer.to(email).map((m) => tokenIn(m.text, '/newsletter/confirm'));
    expect((await subscribe({ email })).status).toBe(202);
    for (let i = 0; i < 4; i++) expect((await subscribe({ email })).status).toBe(202);
    expect(sent()).toHaveLength(1);
    const first = sent()[0]!;
    // An hour later, the same link again.
    const later = new Date(Date.now() + 61 * 60_000);
    await subscribeNow({ store: h.store, siteUrl: SITE, mailer, now: () => later }, { email });
    expect(sent()).toEqual([first, first]);
    const c = await h.request('POST', API.newsletterConfirm, { json: { token: first } });
    expect(c.status, c.text).toBe(200);
  });

  it('SITE-NEWS-1: when a sign-up is never confirmed, then its link lapses after the days the notice states and it is deleted with its mail after 30 days', async () => {
    // The periods the privacy notice states (RETENTION, common/src/privacy.ts): the notice's test reads the same.
    expect(RETENTION).toMatchObject({ pendingSubscriberDays: 30, confirmLinkDays: 7 });
    const email = `lapsed.${Date.now()}@example.in`;
    expect((await subscribe({ email })).status).toBe(202);
    const id = subscriberId(email);
    const token = tokenIn(mailer.to(email).at(-1)!.text, '/newsletter/confirm');
    const at = (days: number) => () => new Date(Date.now() + days * 86400_000);
    await expect(
      confirmSubscription(
        { store: h.store, siteUrl: SITE, now: at(RETENTION.confirmLinkDays + 0.01) },
        { token },
      ),
    ).rejects.toThrow(CONFIRM_LINK_INVALID);
    expect(await purgePendingSubscribers(h.store, at(RETENTION.pendingSubscriberDays - 0.01)())).toBe(0);
    expect(await h.store.get(COLLECTIONS.subscribers, id)).not.toBeNull();
    expect(
      await purgePendingSubscribers(h.store, at(RETENTION.pendingSubscriberDays + 0.01)()),
    ).toBeGreaterThanOrEqual(1);
    expect(await h.store.get(COLLECTIONS.subscribers, id)).toBeNull();
    expect(await h.store.list(COLLECTIONS.mail, { where: { subscriberId: id } })).toEqual([]);
  });

  it('SITE-NEWS-3: when an editor sends a post, then each confirmed reader gets it once with a one-click unsubscribe (RFC 8058) and a footer link; a second send is refused', async () => {
    const a = `reader.a.${Date.now()}@example.in`;
    const b = `reader.b.${Date.now()}@example.in`;
    const pending = `reader.p.${Date.now()}@example.in`;
    await confirmed(a);
    await confirmed(b);
    await subscribe({ email: pending });
    const postId = await publishedPost('Advance tax: the 15 December instalment');

    const viewer = await h.request('POST', API.newsletterSends, { token: t.viewer, json: { postId } });
    expect(viewer.status).toBe(403);
    const r = await h.request('POST', API.newsletterSends, { token: t.user, json: { postId } });
    expect(r.status, r.text).toBe(201);
    expect(r.json).toMatchObject({
      postId,
      state: 'queued',
      postTitle: 'Advance tax: the 15 December instalment',
    });
    await deliverDue(h.store, mailer, () => new Date(Date.now() + 3600_000), 500);

    const got = mailer.to(a).filter((m) => m.subject === 'Advance tax: the 15 December instalment');
    expect(got).toHaveLength(1);
    const mail = got[0]!;
    expect(mail.text).toContain(`${SITE}/blogs/${postId}`);
    // multipart/alternative: the whole body in both parts, the HTML from the post's Markdown.
    expect(mail.text).toContain(VALID.blog().content);
    expect(mail.html).toContain(VALID.blog().content);
    expect(mail.html).toContain(`href="${SITE}/newsletter/unsubscribe?token=`);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers?.['List-Unsubscribe']).toMatch(
      new RegExp(`^<${SITE}/api/newsletter/unsubscribe\\?token=[A-Za-z0-9_-]+&send=${postId}>$`),
    );
    expect(mail.text).toMatch(
      new RegExp(`Unsubscribe with one click: ${SITE}/newsletter/unsubscribe\\?token=`),
    );
    expect(mailer.to(pending).filter((m) => m.subject.startsWith('Advance tax'))).toHaveLength(0);

    const twice = await h.request('POST', API.newsletterSends, { token: t.user, json: { postId } });
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe(NEWSLETTER_ALREADY_SENT);

    // A mail client's one-click POST (RFC 8058): the body names the action, the address says who.
    const oneClick = /^<(.+)>$/.exec(mail.headers!['List-Unsubscribe']!)![1]!;
    const u = await h.request('POST', oneClick.slice(SITE.length), {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(u.status, u.text).toBe(200);
    const sends = (await h.request('GET', API.newsletterSends, { token: t.viewer })).json;
    const send = sends.find((s: { postId: string }) => s.postId === postId);
    expect(send).toMatchObject({ sent: send.recipients, failed: 0, pending: 0, unsubscribed: 1 });
    expect(send.recipients).toBeGreaterThanOrEqual(2);
    // Unsubscribing forgets the address: the record keeps only what proves the opt-out (decision 049).
    expect((await h.request('GET', `${API.subscribers}?q=${a}`, { token: t.viewer })).json).toEqual([]);
    const left = await h.store.get(COLLECTIONS.subscribers, subscriberId(a));
    expect(left).toMatchObject({
      email: '',
      emailKey: '',
      state: 'unsubscribed',
      optOut: { how: `one-click, send ${postId}` },
      consent: { at: '', source: '', notice: '' },
    });
    expect(JSON.stringify(await h.store.list(COLLECTIONS.mail))).not.toContain(a);
    // The link keeps answering.
    expect((await h.request('POST', oneClick.slice(SITE.length))).status).toBe(200);

    const audit = (await h.request('GET', `${API.auditLog}?type=newsletter`, { token: t.admin })).json
      .entries;
    expect(audit[0]).toMatchObject({ actorName: 'editor', action: 'sent', targetId: postId });
  });

  it("SITE-NEWS-3: when a post is scheduled, then its send waits for the post's time; a draft cannot be sent", async () => {
    const reader = `reader.s.${Date.now()}@example.in`;
    await confirmed(reader);
    const future = new Date(Date.now() + 2 * 3600_000).toISOString();
    const r = await h.request('POST', API.blogs, {
      token: t.user,
      json: { ...VALID.blog(), title: 'Scheduled reminder', publishAt: future },
    });
    expect(r.status, r.text).toBe(201);
    const send = await h.request('POST', API.newsletterSends, { token: t.user, json: { postId: r.json.id } });
    expect(send.json).toMatchObject({ state: 'waiting', recipients: 0 });
    const later = () => new Date(Date.now() + 3 * 3600_000);
    const deps = { store: h.store, siteUrl: SITE, now: later };
    expect(await queueNewsletters(deps)).toBeGreaterThanOrEqual(1);
    // The batch is spread one second apart (the bounded rate): deliver once they are all due.
    await deliverDue(h.store, mailer, () => new Date(Date.now() + 4 * 3600_000), 500);
    expect(mailer.to(reader).filter((m) => m.subject === 'Scheduled reminder')).toHaveLength(1);

    const draft = await h.request('POST', API.blogs, {
      token: t.user,
      json: { ...VALID.blog(), title: 'A draft', status: 'draft' },
    });
    const refused = await h.request('POST', API.newsletterSends, {
      token: t.user,
      json: { postId: draft.json.id },
    });
    expect(refused.status).toBe(400);
  });

  it('SITE-NEWS-4: when the server refuses an address for good, then the reader is marked bounced and the send counts it failed', async () => {
    const gone = `gone.${Date.now()}@example.in`;
    await confirmed(gone);
    mailer.refuse.add(gone);
    const postId = await publishedPost('Bounce check');
    await h.request('POST', API.newsletterSends, { token: t.user, json: { postId } });
    await deliverDue(h.store, mailer, () => new Date(Date.now() + 3600_000), 500);
    const sub = (await h.request('GET', `${API.subscribers}?q=${gone}`, { token: t.viewer })).json[0];
    expect(sub.state).toBe('bounced');
    expect(sub.history.at(-1)).toMatchObject({ event: 'bounced', detail: '550 5.1.1 No such user' });
    const send = (await h.request('GET', API.newsletterSends, { token: t.viewer })).json.find(
      (s: { postId: string }) => s.postId === postId,
    );
    expect(send.failed).toBe(1);
  });

  it('SITE-NEWS-5: when staff look at subscribers, then they see counts and a search; the export carries the consent and is audited; viewers cannot export', async () => {
    const counts = (await h.request('GET', API.subscriberCounts, { token: t.viewer })).json;
    expect(counts.total).toBe(counts.pending + counts.confirmed + counts.unsubscribed + counts.bounced);
    expect(counts.confirmed).toBeGreaterThan(0);
    expect((await h.request('GET', API.subscribers)).status).toBe(401);
    expect((await h.request('GET', API.exportSubscribers, { token: t.viewer })).status).toBe(403);
    const csv = await h.request('GET', `${API.exportSubscribers}?state=confirmed`, { token: t.user });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="subscribers.csv"');
    const [header, first] = csv.bytes.subarray(3).toString('utf8').split('\r\n');
    expect(header).toBe(
      'Email,State,Consent Given (IST),Source,Notice Version,Notice,Confirmed (IST),Unsubscribed (IST),Bounced (IST)',
    );
    expect(first).toContain(`,confirmed,`);
    expect(first).toContain(NEWSLETTER_NOTICE_VERSION);
    const audit = (await h.request('GET', `${API.auditLog}?type=export`, { token: t.admin })).json.entries[0];
    expect(audit).toMatchObject({
      target: 'subscribers.csv',
      summary: `${counts.confirmed} subscriber rows`,
    });
  });
});
