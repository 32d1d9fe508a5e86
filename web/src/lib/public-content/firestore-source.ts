import { collection, doc, getDoc, getDocs, orderBy, query, where, type DocumentData } from 'firebase/firestore';
import type { Blog, EnquiryForm, Video } from '@36x/common';
import { getFirestoreDb } from '../firebase';
import type { PublicContentSource } from './source';

// Queries match firestore.rules: a blog list must filter on status == 'published', enquiry forms on isActive.
const withId = <T>(id: string, data: DocumentData) => ({ ...data, id }) as T;

export const firestoreSource: PublicContentSource = {
  async listBlogs() {
    const db = await getFirestoreDb();
    const snap = await getDocs(
      query(collection(db, 'blogs'), where('status', '==', 'published'), orderBy('createdAt', 'desc')),
    );
    return snap.docs.map((d) => withId<Blog>(d.id, d.data()));
  },
  async getBlog(id) {
    const db = await getFirestoreDb();
    try {
      const snap = await getDoc(doc(db, 'blogs', id));
      return snap.exists() ? withId<Blog>(snap.id, snap.data()) : null;
    } catch {
      return null; // a draft is refused by the rules: to a visitor it does not exist
    }
  },
  async listVideos() {
    const db = await getFirestoreDb();
    const snap = await getDocs(query(collection(db, 'videos'), orderBy('createdAt', 'desc')));
    return snap.docs.map((d) => withId<Video>(d.id, d.data()));
  },
  async listEnquiryForms() {
    const db = await getFirestoreDb();
    try {
      const snap = await getDocs(
        query(collection(db, 'enquiryForms'), where('isActive', '==', true), orderBy('createdAt', 'desc')),
      );
      return snap.docs.map((d) => withId<EnquiryForm>(d.id, d.data()));
    } catch {
      throw new Error('Failed to fetch enquiry forms');
    }
  },
};
