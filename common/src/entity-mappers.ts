import { tagNamesOf } from './tags';
import { storedPublishAtMs } from './blog-publishing';
import {
  SOCIAL_CARD_FIELDS,
  type Blog,
  type SocialCardField,
  type BlogRevisionFields,
  type EnquiryForm,
  type Video,
} from './entities';

/**
 * Stored document -> entity as answered to clients, with the defaults of API-DATA-1. One mapping for both readers of
 * the stored documents: the API (any Store) and the SPA's Firestore source, so a screen cannot tell them apart.
 */
const text = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
/** The strings of a stored list; anything else in it, or a missing list, is dropped. */
const texts = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x: unknown): x is string => typeof x === 'string') : [];
/** createdAt, and updatedAt (createdAt until the first edit). */
function stamps(d: Record<string, unknown>): { createdAt: string; updatedAt: string } {
  const createdAt = text(d.createdAt);
  return { createdAt, updatedAt: text(d.updatedAt, createdAt) };
}

/** A post's social-card fields (decision 055); '' for a post (or a revision) stored before them. */
export const toSocialCardFields = (d: Record<string, unknown> | Pick<Blog, SocialCardField>) =>
  Object.fromEntries(SOCIAL_CARD_FIELDS.map((f) => [f, text((d as Record<string, unknown>)[f])])) as Pick<
    Blog,
    SocialCardField
  >;

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
    ...toSocialCardFields(d),
  };
}

export function toBlog(id: string, d: Record<string, unknown>): Blog {
  return {
    id,
    ...toBlogRevisionFields(d),
    publishAt: new Date(storedPublishAtMs(d)).toISOString(),
    // ADMIN-PUBLISH-6: until the API has given it a slug, a post's address is its id.
    slug: text(d.slug) || id,
    metaTitle: text(d.metaTitle),
    metaDescription: text(d.metaDescription),
    tags: texts(d.tags),
    tagNames: tagNamesOf(texts(d.tags), d.tagNames),
    authorId: text(d.authorId),
    ...stamps(d),
  };
}

export function toVideo(id: string, d: Record<string, unknown>): Video {
  return {
    id,
    title: text(d.title),
    description: text(d.description),
    youtubeUrl: text(d.youtubeUrl),
    thumbnail: text(d.thumbnail),
    duration: text(d.duration),
    views: text(d.views) || '0',
    ...stamps(d),
  };
}

export function toEnquiryForm(id: string, d: Record<string, unknown>): EnquiryForm {
  return {
    id,
    title: text(d.title),
    description: text(d.description),
    icon: text(d.icon),
    image: text(d.image),
    googleFormUrl: text(d.googleFormUrl),
    features: texts(d.features),
    isActive: d.isActive !== false,
    ...stamps(d),
  };
}
