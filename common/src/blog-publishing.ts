import type { Blog } from './entities';
import { IST_OFFSET_MS, MONTH_ABBREVIATIONS } from './india-time';

/**
 * When a post is public (API-DATA-2): `status == 'published' && publishAt <= now`. Nothing flips a flag at the
 * publish time: the API's queries, the function's pages, the sitemap, the RSS feed and firestore.rules all compare
 * `publishAt` with the time of the request. Stored as epoch milliseconds (a number: the one form both stores order and
 * bound, and firestore.rules can compare with `request.time.toMillis()`); answered as an ISO-8601 UTC string.
 * Staff enter and read it in India time (Asia/Kolkata, UTC+5:30 all year).
 */

/** The stored publish time of a blog document; a document from before scheduling existed counts from createdAt. */
export function storedPublishAtMs(doc: Record<string, unknown>): number {
  if (typeof doc.publishAt === 'number' && Number.isFinite(doc.publishAt)) return doc.publishAt;
  if (typeof doc.publishAt === 'string') {
    const t = Date.parse(doc.publishAt);
    if (!Number.isNaN(t)) return t;
  }
  const created = typeof doc.createdAt === 'string' ? Date.parse(doc.createdAt) : Number.NaN;
  return Number.isNaN(created) ? 0 : created;
}

/** A visitor may see this post now. */
export function isPublicBlog(blog: Pick<Blog, 'status' | 'publishAt'>, now: number = Date.now()): boolean {
  if (blog.status !== 'published') return false;
  const t = Date.parse(blog.publishAt);
  return !Number.isNaN(t) && t <= now;
}

/** Published, but its publish time is still ahead. */
export function isScheduledBlog(blog: Pick<Blog, 'status' | 'publishAt'>, now: number = Date.now()): boolean {
  return blog.status === 'published' && Date.parse(blog.publishAt) > now;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DDTHH:mm' in India time, the value of an <input type="datetime-local">; '' when not a date. */
export function toIstInputValue(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  const d = new Date(t + IST_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** An India-time 'YYYY-MM-DDTHH:mm' (seconds optional) as an ISO-8601 UTC string; null when it is not a real time. */
export function fromIstInputValue(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(utc);
  // Date.UTC rolls 31 Feb over to March: refuse what is not a real calendar time.
  if (
    back.getUTCFullYear() !== y ||
    back.getUTCMonth() !== mo - 1 ||
    back.getUTCDate() !== d ||
    h > 23 ||
    mi > 59
  ) {
    return null;
  }
  return new Date(utc - IST_OFFSET_MS).toISOString();
}

/** '27 Nov 2026, 9:30 am IST'; '' when not a date. */
export function formatIstDateTime(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  const d = new Date(t + IST_OFFSET_MS);
  const h = d.getUTCHours();
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${d.getUTCDate()} ${MONTH_ABBREVIATIONS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${h12}:${pad(d.getUTCMinutes())} ${h < 12 ? 'am' : 'pm'} IST`;
}

/** Words a reader gets through in a minute: the usual figure for adult silent reading of non-fiction (about 200-250). */
export const READING_WORDS_PER_MINUTE = 200;

/** Whole minutes to read a body of text, at least 1. */
export function readingMinutes(text: string): number {
  const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.,-]*/gu)?.length ?? 0;
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}

/** Where a post stands for the staff list's status filter: a draft, scheduled (published, time ahead) or published. */
export type BlogStage = 'draft' | 'scheduled' | 'published';
export type BlogStatusFilter = 'all' | BlogStage;
export const BLOG_STATUS_FILTERS: readonly BlogStatusFilter[] = ['all', 'draft', 'scheduled', 'published'];

export function blogStage(blog: Pick<Blog, 'status' | 'publishAt'>, now = Date.now()): BlogStage {
  if (blog.status === 'draft') return 'draft';
  return isScheduledBlog(blog, now) ? 'scheduled' : 'published';
}

/** The staff post list's filter: words searched for and a stage. The same on the list and in a bulk action. */
export interface BlogListFilter {
  search: string;
  status: BlogStatusFilter;
}

/**
 * Whether a post matches the staff list's filter (ADMIN-PUBLISH-8): every word found in its title, address, excerpt,
 * category, tags, body or author's name, and its stage. The back office filters with it and `POST /api/blogs/bulk`
 * applies it to "all matching", so both pick the same posts.
 */
export function matchesBlogFilter(
  blog: Blog,
  filter: BlogListFilter,
  authorName: (authorId: string) => string = () => '',
  now = Date.now(),
): boolean {
  if (filter.status !== 'all' && blogStage(blog, now) !== filter.status) return false;
  const words = filter.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const hay = [
    blog.title,
    blog.slug,
    blog.excerpt,
    blog.category,
    ...blog.tags,
    blog.content,
    blog.authorId ? authorName(blog.authorId) : '',
  ]
    .join('\n')
    .toLowerCase();
  return words.every((w) => hay.includes(w));
}
