import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteStore } from '../store/sqlite-store';
import { COLLECTIONS } from '../store/store';
import {
  MAIL_BACKOFF_MS,
  MAX_MAIL_ATTEMPTS,
  deliverDue,
  deliverMail,
  outboxOp,
  type MailRecord,
} from './mail-service';
import { MailError, type Mailer, type OutgoingMail } from './mailer';

/** Fails with the errors queued in `failures` (in order), then accepts. */
class ScriptedMailer implements Mailer {
  sent: OutgoingMail[] = [];
  constructor(public failures: MailError[] = []) {}
  async send(mail: OutgoingMail): Promise<void> {
    const next = this.failures.shift();
    if (next) throw next;
    this.sent.push(mail);
  }
}

describe('the mail outbox', () => {
  let store: SqliteStore;
  let t: number;
  const now = () => new Date(t);
  beforeEach(async () => {
    store = new SqliteStore(':memory:');
    t = Date.parse('2026-11-25T10:00:00.000Z');
    await store.create(COLLECTIONS.contacts, { firstName: 'Asha', mail: {} }, 'c1');
  });
  afterEach(async () => store.close());

  async function queue(to = 'desk@practice.example'): Promise<string> {
    const { id, op } = outboxOp(
      store,
      { to, subject: 'New enquiry', text: 'Hello', replyTo: '', kind: 'notify', contactId: 'c1' },
      now(),
    );
    await store.batch([op]);
    return id;
  }
  const mail = async (id: string) => (await store.get<MailRecord>(COLLECTIONS.mail, id))!;
  const shown = async () =>
    ((await store.get(COLLECTIONS.contacts, 'c1')) as { mail: { notify?: unknown } }).mail.notify;

  it('when the server accepts, then the mail is sent once and the enquiry shows it', async () => {
    const mailer = new ScriptedMailer();
    const id = await queue();
    expect(await deliverMail(store, mailer, id, now)).toBe('sent');
    expect(mailer.sent).toHaveLength(1);
    expect(await mail(id)).toMatchObject({ state: 'sent', attempts: 1, lastError: '' });
    expect(await shown()).toMatchObject({ state: 'sent', attempts: 1 });
    // Not due any more: a second sender (or run) sends nothing.
    expect(await deliverMail(store, mailer, id, now)).toBeNull();
    expect(await deliverDue(store, mailer, now)).toBe(0);
    expect(mailer.sent).toHaveLength(1);
  });

  it('when the server fails for a while, then it is retried after 1, 5, 30 and 120 minutes and is sent when it recovers', async () => {
    const mailer = new ScriptedMailer([1, 2, 3].map(() => new MailError('421 try later')));
    const id = await queue();
    expect(await deliverMail(store, mailer, id, now)).toBe('queued');
    for (const [i, wait] of MAIL_BACKOFF_MS.slice(0, 3).entries()) {
      expect(await mail(id)).toMatchObject({ state: 'queued', attempts: i + 1, lastError: '421 try later' });
      t += wait - 1000;
      expect(await deliverDue(store, mailer, now)).toBe(0); // not yet due
      t += 1000;
      expect(await deliverDue(store, mailer, now)).toBe(1);
    }
    expect(await mail(id)).toMatchObject({ state: 'sent', attempts: 4, lastError: '' });
    expect(await shown()).toMatchObject({ state: 'sent', attempts: 4 });
  });

  it(`when every one of ${MAX_MAIL_ATTEMPTS} attempts fails, then it is failed with the last reason`, async () => {
    const mailer = new ScriptedMailer(
      Array.from({ length: MAX_MAIL_ATTEMPTS }, (_, i) => new MailError(`timeout ${i + 1}`)),
    );
    const id = await queue();
    await deliverMail(store, mailer, id, now);
    for (const wait of MAIL_BACKOFF_MS) {
      t += wait;
      await deliverDue(store, mailer, now);
    }
    expect(await mail(id)).toMatchObject({
      state: 'failed',
      attempts: MAX_MAIL_ATTEMPTS,
      lastError: `timeout ${MAX_MAIL_ATTEMPTS}`,
    });
    expect(await shown()).toMatchObject({ state: 'failed', lastError: `timeout ${MAX_MAIL_ATTEMPTS}` });
    t += 24 * 3600_000;
    expect(await deliverDue(store, mailer, now)).toBe(0);
  });

  it('when the server refuses for good (5xx) or there is no address, then it fails at once', async () => {
    const refused = await queue();
    await deliverMail(store, new ScriptedMailer([new MailError('550 no such user', true)]), refused, now);
    expect(await mail(refused)).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: '550 no such user',
    });
    const nowhere = await queue('');
    await deliverMail(store, new ScriptedMailer(), nowhere, now);
    expect(await mail(nowhere)).toMatchObject({
      state: 'failed',
      lastError: 'No address to send to (set NOTIFY_EMAIL)',
    });
  });

  it('when an attempt is under way, then another sender leaves the mail alone until its lease ends', async () => {
    const id = await queue();
    let release!: () => void;
    const slow: Mailer = { send: () => new Promise<void>((resolve) => (release = resolve)) };
    const first = deliverMail(store, slow, id, now);
    await new Promise((r) => setTimeout(r, 10));
    const other = new ScriptedMailer();
    expect(await deliverMail(store, other, id, now)).toBeNull();
    release();
    expect(await first).toBe('sent');
    expect(other.sent).toHaveLength(0);
  });

  it('when the enquiry was erased before the mail went, then the outcome is recorded on the mail only', async () => {
    const id = await queue();
    await store.delete(COLLECTIONS.contacts, 'c1');
    expect(await deliverMail(store, new ScriptedMailer(), id, now)).toBe('sent');
    expect(await store.get(COLLECTIONS.contacts, 'c1')).toBeNull();
  });
});
