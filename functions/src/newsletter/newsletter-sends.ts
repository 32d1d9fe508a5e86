import {
  NEWSLETTER_ALREADY_SENT,
  NEWSLETTER_POST_NOT_PUBLISHED,
  NEWSLETTER_TEST_LIMIT,
  NEWSLETTER_TEST_NO_ADDRESS,
  NEWSLETTER_TESTS_PER_HOUR,
  isPublicBlog,
  newsletterSendSchema,
  newsletterTestSchema,
  type NewsletterSend,
  type NewsletterTestResult,
} from '@36x/common';
import { auditOp, type AuditBy } from '../audit/audit-service';
import { BLOG_NOT_FOUND, toBlog, type BlogRecord } from '../blogs/blog-service';
import { ApiError } from '../http/api-error';
import { validateBody } from '../http/validate';
import { outboxOp, type MailRecord } from '../mail/mail-service';
import { COLLECTIONS, type Store, type WriteOp } from '../store/store';
import { postMail } from './newsletter-mail';
import { firstAttempts, type NewsletterDeps, type SubscriberRecord } from './newsletter-deps';
import { getOr404 } from '../http/get-or-404';
import { listNewestFirst } from '../store/newest-first';

/** A post sent as a newsletter (SITE-NEWS-3): the send, its batches through the outbox, its counts. */

type SendRecord = Omit<
  NewsletterSend,
  'id' | 'recipients' | 'sent' | 'failed' | 'pending' | 'unsubscribed'
> & {
  createdById: string;
  queued: number;
  /** The last subscriber queued, in (createdAt, id) order: where the next batch starts. */
  cursor: { value: string; afterId: string } | null;
} & Record<string, unknown>;

/**
 * Newsletter emails queued per run of the outbox (every 30 s locally, every 5 minutes in production): the bounded
 * rate, and spaced `SPACING_MS` apart so a send never stands in front of an enquiry's retry for long.
 */
export const NEWSLETTER_BATCH = 50;
const SPACING_MS = 1000;

/**
 * POST /api/newsletter/sends {postId} (SITE-NEWS-3): a published post (or a scheduled one: it waits for its time)
 * goes to every confirmed subscriber, once. Recorded with an audit entry; the first batch is queued (and tried) now,
 * the rest by the outbox runs at the bounded rate.
 */
export async function startSend(deps: NewsletterDeps, by: AuditBy, body: unknown): Promise<NewsletterSend> {
  const { store } = deps;
  const { postId } = validateBody(newsletterSendSchema, body);
  const post = toBlog(await getOr404<BlogRecord>(store, COLLECTIONS.blogs, postId, BLOG_NOT_FOUND));
  if (post.status !== 'published')
    throw new ApiError(400, NEWSLETTER_POST_NOT_PUBLISHED, { postId: NEWSLETTER_POST_NOT_PUBLISHED });
  const at = deps.now().toISOString();
  const data: SendRecord = {
    postId,
    postTitle: post.title,
    createdAt: at,
    createdById: by.actorId ?? '',
    createdByName: by.actorName,
    state: 'waiting',
    queued: 0,
    cursor: null,
  };
  // The send's id is the post's: a post goes out once, and two clicks cannot both start it.
  const existing = await store.get(COLLECTIONS.newsletterSends, postId);
  if (existing) throw new ApiError(409, NEWSLETTER_ALREADY_SENT);
  try {
    await store.batch([
      { op: 'create', collection: COLLECTIONS.newsletterSends, id: postId, data },
      auditOp(store, by, {
        type: 'newsletter',
        action: 'sent',
        targetId: postId,
        target: post.title,
        summary: isPublicBlog(post, deps.now().getTime())
          ? 'queued for every confirmed subscriber'
          : `waits for the post's time (${post.publishAt})`,
      }),
    ]);
  } catch (err) {
    if (err instanceof Error && err.name === 'StoreConflictError')
      throw new ApiError(409, NEWSLETTER_ALREADY_SENT);
    throw err;
  }
  // A few now (the rest go with the outbox runs), so a small list is delivered while the editor watches.
  await firstAttempts(deps, (await queueBatch(deps, postId)).slice(0, 5));
  return sendView(store, postId);
}

/**
 * Queues the next batch of one send: up to NEWSLETTER_BATCH confirmed subscribers after its cursor get the post's
 * email, and the cursor moves, in one transaction (two runs never queue the same reader twice). Nothing while the
 * post is not public yet. Answers the new mail's ids.
 */
export async function queueBatch(deps: NewsletterDeps, sendId: string): Promise<string[]> {
  const { store } = deps;
  const now = deps.now();
  return store.transaction(async (tx) => {
    const send = await tx.get<SendRecord>(COLLECTIONS.newsletterSends, sendId);
    if (!send || send.state === 'queued') return { writes: [], result: [] };
    const postDoc = await tx.get<BlogRecord>(COLLECTIONS.blogs, send.postId);
    if (!postDoc) return { writes: [], result: [] };
    const post = toBlog(postDoc);
    if (!isPublicBlog(post, now.getTime())) return { writes: [], result: [] };
    const readers = await tx.list<SubscriberRecord>(COLLECTIONS.subscribers, {
      where: { state: 'confirmed' },
      orderBy: { field: 'createdAt', direction: 'asc', startAt: send.cursor ?? undefined },
      limit: NEWSLETTER_BATCH,
    });
    const writes: WriteOp[] = [];
    const ids: string[] = [];
    readers.forEach((r, i) => {
      const mail = outboxOp(
        store,
        {
          ...postMail(deps.siteUrl, post, r.unsubscribeToken, sendId),
          to: r.email,
          replyTo: '',
          kind: 'newsletter',
          contactId: '',
          subscriberId: r.id,
          sendId,
        },
        now,
        new Date(now.getTime() + i * SPACING_MS),
      );
      writes.push(mail.op);
      ids.push(mail.id);
    });
    const last = readers.at(-1);
    writes.push({
      op: 'update',
      collection: COLLECTIONS.newsletterSends,
      id: sendId,
      data: {
        state: readers.length < NEWSLETTER_BATCH ? 'queued' : 'sending',
        queued: send.queued + readers.length,
        cursor: last ? { value: last.createdAt, afterId: last.id } : send.cursor,
      },
    });
    return { writes, result: ids };
  });
}

/** One outbox run's share of the newsletter: a batch for each send still queueing (the outbox then sends them). */
export async function queueNewsletters(deps: NewsletterDeps): Promise<number> {
  let queued = 0;
  for (const state of ['waiting', 'sending'] as const) {
    const sends = await deps.store.list(COLLECTIONS.newsletterSends, { where: { state }, limit: 20 });
    for (const s of sends) queued += (await queueBatch(deps, s.id)).length;
  }
  return queued;
}

/** A send with its delivery counts, counted by the store from its outbox mail and its readers who left. */
async function sendView(store: Store, id: string): Promise<NewsletterSend> {
  const d = await getOr404<SendRecord>(store, COLLECTIONS.newsletterSends, id, 'Send not found');
  const [sent, failed, pending, unsubscribed] = await Promise.all([
    store.count(COLLECTIONS.mail, { sendId: id, state: 'sent' }),
    store.count(COLLECTIONS.mail, { sendId: id, state: 'failed' }),
    store.count(COLLECTIONS.mail, { sendId: id, state: 'queued' }),
    store.count(COLLECTIONS.subscribers, { unsubscribedFromSend: id }),
  ]);
  return {
    id,
    postId: d.postId,
    postTitle: d.postTitle,
    createdAt: d.createdAt,
    createdByName: d.createdByName,
    state: d.state,
    recipients: d.queued,
    sent,
    failed,
    pending,
    unsubscribed,
  };
}

/** GET /api/newsletter/sends: the posts sent, newest first, with their delivery counts. */
export async function listSends(store: Store): Promise<NewsletterSend[]> {
  const docs = await listNewestFirst(store, COLLECTIONS.newsletterSends, { limit: 50 });
  return Promise.all(docs.map((d) => sendView(store, d.id)));
}

/** The token a test email's unsubscribe links carry: it belongs to nobody, so the links answer "not valid". */
export const TEST_TOKEN = 'test';

/**
 * POST /api/newsletter/test {postId, to?}: the post's newsletter, exactly as a subscriber gets it but marked [Test],
 * to one address (the staff member's own when none is typed). Not a send: no send record, no subscriber, nothing
 * counted; the outbox delivers it (tried at once). NEWSLETTER_TESTS_PER_HOUR per staff member; audited without the
 * address (only whether it was their own).
 */
export async function sendTest(
  deps: NewsletterDeps,
  by: AuditBy,
  ownEmail: string,
  body: unknown,
): Promise<NewsletterTestResult> {
  const { store } = deps;
  const { postId, to: typed } = validateBody(newsletterTestSchema, body);
  const to = typed || ownEmail;
  if (!to) throw new ApiError(400, NEWSLETTER_TEST_NO_ADDRESS, { to: NEWSLETTER_TEST_NO_ADDRESS });
  const post = toBlog(await getOr404<BlogRecord>(store, COLLECTIONS.blogs, postId, BLOG_NOT_FOUND));
  if (post.status !== 'published')
    throw new ApiError(400, NEWSLETTER_POST_NOT_PUBLISHED, { postId: NEWSLETTER_POST_NOT_PUBLISHED });
  const now = deps.now();
  const hour = now.toISOString().slice(0, 13);
  if (
    (await store.countHit(COLLECTIONS.rateLimits, `newsletter-test~${by.actorId ?? ''}`, hour)) >
    NEWSLETTER_TESTS_PER_HOUR
  )
    throw new ApiError(429, NEWSLETTER_TEST_LIMIT);
  const mail = outboxOp(
    store,
    {
      ...postMail(deps.siteUrl, post, TEST_TOKEN, '', true),
      to,
      replyTo: '',
      kind: 'newsletter-test',
      contactId: '',
    },
    now,
  );
  const own = to.toLowerCase() === ownEmail.toLowerCase();
  await store.batch([
    mail.op,
    auditOp(store, by, {
      type: 'newsletter',
      action: 'test sent',
      targetId: postId,
      target: post.title,
      summary: own ? 'a test email to their own address' : 'a test email to an address they typed',
    }),
  ]);
  await firstAttempts(deps, [mail.id]);
  const after = await store.get<MailRecord>(COLLECTIONS.mail, mail.id);
  return { to, state: after?.state ?? 'queued' };
}
