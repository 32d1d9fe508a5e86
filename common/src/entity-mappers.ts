import { storedPublishAtMs } from './blog-publishing';
import type { Blog, BlogRevisionFields, EnquiryForm, Video } from './entities';

/**
 * Stored document -> entity as answered to clients, with the defaults of API-DATA-1. One mapping for both readers of
 * the stored documents: the API (any Store) and the SPA's Firestore source, so a screen cannot tell them apart.
 */
const text = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);

/** A stored post's editable fields (or a stored revision's copy of them: ADMIN-PUBLISH). */
export function toBlogRevisionFields(d: Record<string, unknown>): BlogRevisionFields {
  return {
    title: text(d.title),
    content: text(d.content),
    category: text(d.category),
    excerpt: text(d.excerpt),
    image: text(d.image),
    imageAlt: text(d.imageAlt),
    status: d.status === 'draft' ? 'draft' : 'published',
  };
}

export function toBlog(id: string, d: Record<string, unknown>): Blog {
  const createdAt = text(d.createdAt);
  return {
    id,
    ...toBlogRevisionFields(d),
    publishAt: new Date(storedPublishAtMs(d)).toISOString(),
    // ADMIN-PUBLISH-6: until the API has given it a slug, a post's address is its id.
    slug: text(d.slug) || id,
    metaTitle: text(d.metaTitle),
    metaDescription: text(d.metaDescription),
    tags: Array.isArray(d.tags) ? d.tags.filter((t: unknown): t is string => typeof t === 'string') : [],
    authorId: text(d.authorId),
    createdAt,
    updatedAt: text(d.updatedAt, createdAt),
  };
}

export function toVideo(id: string, d: Record<string, unknown>): Video {
  const createdAt = text(d.createdAt);
  return {
    id,
    title: text(d.title),
    description: text(d.description),
    youtubeUrl: text(d.youtubeUrl),
    thumbnail: text(d.thumbnail),
    duration: text(d.duration),
    views: text(d.views) || '0',
    createdAt,
    updatedAt: text(d.updatedAt, createdAt),
  };
}

export function toEnquiryForm(id: string, d: Record<string, unknown>): EnquiryForm {
  const createdAt = text(d.createdAt);
  return {
    id,
    title: text(d.title),
    description: text(d.description),
    icon: text(d.icon),
    image: text(d.image),
    googleFormUrl: text(d.googleFormUrl),
    features: Array.isArray(d.features)
      ? d.features.filter((f: unknown): f is string => typeof f === 'string')
      : [],
    isActive: d.isActive !== false,
    createdAt,
    updatedAt: text(d.updatedAt, createdAt),
  };
}
