import {
  collection,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  where,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import { isPublicBlog, toBlog, toEnquiryForm, toVideo } from '@36x/common';
import { getFirestoreDb } from '../firebase';
import { apiSource } from './api-source';
import type { PublicContentSource } from './source';

/**
 * Public content read straight from Firestore (firebase mode; SITE-DATA-1, the owner's request).
 * This module is loaded with a dynamic import (use-public-content.ts), so the Firestore SDK is fetched only by the
 * routes that read content, never by the home page, and never in local mode.
 *
 * Why the modular SDK and not reactfire's hooks here: docs/decisions/007-public-content-from-firestore.md.
 *
 * The query shapes below are what firestore.rules allow (a blog list must filter on status == 'published', an
 * enquiry-form list on isActive == true) and what firestore.indexes.json indexes; firestore-source.test.ts checks
 * both the answers (on a Firestore emulator) and that every filtered + ordered shape has its composite index.
 */
export interface PublicQueryShape {
  collection: 'blogs' | 'videos' | 'enquiryForms';
  where?: { field: string; value: string | boolean };
  /** `field <= now` (epoch ms) on the orderBy field: the rules' test for a post that is due. */
  dueBy?: { field: string };
  orderBy: { field: string; direction: 'asc' | 'desc' };
}

export const PUBLIC_QUERIES = {
  blogs: {
    collection: 'blogs',
    where: { field: 'status', value: 'published' },
    dueBy: { field: 'publishAt' },
    orderBy: { field: 'publishAt', direction: 'desc' },
  },
  videos: { collection: 'videos', orderBy: { field: 'createdAt', direction: 'desc' } },
  enquiryForms: {
    collection: 'enquiryForms',
    where: { field: 'isActive', value: true },
    orderBy: { field: 'createdAt', direction: 'desc' },
  },
} as const satisfies Record<string, PublicQueryShape>;

async function runShape(db: Firestore, shape: PublicQueryShape) {
  const constraints: QueryConstraint[] = [];
  if (shape.where) constraints.push(where(shape.where.field, '==', shape.where.value));
  if (shape.dueBy) constraints.push(where(shape.dueBy.field, '<=', Date.now()));
  constraints.push(orderBy(shape.orderBy.field, shape.orderBy.direction));
  const snap = await getDocs(query(collection(db, shape.collection), ...constraints));
  return snap.docs.map((d) => ({ id: d.id, data: d.data() }));
}

/** The rules refuse a draft or a missing blog with permission-denied: to a visitor, neither exists. */
function isPermissionDenied(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === 'permission-denied';
}

/** A source over any Firestore instance (the app's, or a test's on an emulator). */
export function createFirestoreSource(
  getDb: () => Promise<Firestore>,
  fallback?: Pick<PublicContentSource, 'listBlogs'>,
): PublicContentSource {
  const source: PublicContentSource = {
    async listBlogs() {
      let rows;
      try {
        rows = await runShape(await getDb(), PUBLIC_QUERIES.blogs);
      } catch (err) {
        // The rules compare publishAt with the server's clock: a browser whose clock runs ahead asks for "due by" a
        // time that is not yet now, and the whole query is refused. The API applies the same test on its own clock.
        if (isPermissionDenied(err) && fallback) return fallback.listBlogs();
        throw err;
      }
      return rows.map((r) => toBlog(r.id, r.data)).filter((b) => isPublicBlog(b));
    },
    async getBlog(idOrSlug) {
      const db = await getDb();
      try {
        // ADMIN-PUBLISH-6: the address is the post's slug, found in the public list (the same query, rules and index
        // as the list; the post page reads that list for its related posts anyway); links from before slugs name its
        // id. An earlier slug is resolved by the server's page only (blogSlugs is closed to clients): it answers 301.
        const bySlug = (await source.listBlogs()).find((b) => b.slug === idOrSlug);
        if (bySlug) return bySlug;
        const snap = await getDoc(doc(db, PUBLIC_QUERIES.blogs.collection, idOrSlug));
        if (!snap.exists()) return null;
        const blog = toBlog(snap.id, snap.data());
        // The rules already refuse drafts and posts not yet due; this keeps them hidden even if they were loosened.
        return isPublicBlog(blog) ? blog : null;
      } catch (err) {
        if (isPermissionDenied(err)) return null;
        throw err;
      }
    },
    listAuthors: () => apiSource.listAuthors(),
    getTag: (slug) => apiSource.getTag(slug),
    async listVideos() {
      const rows = await runShape(await getDb(), PUBLIC_QUERIES.videos);
      return rows.map((r) => toVideo(r.id, r.data));
    },
    async listEnquiryForms() {
      try {
        const rows = await runShape(await getDb(), PUBLIC_QUERIES.enquiryForms);
        return rows.map((r) => toEnquiryForm(r.id, r.data));
      } catch {
        // SITE-ENQUIRY-3: a failed public enquiry list raises exactly this message.
        throw new Error('Failed to fetch enquiry forms');
      }
    },
  };
  return source;
}

export const firestoreSource: PublicContentSource = createFirestoreSource(getFirestoreDb, apiSource);
