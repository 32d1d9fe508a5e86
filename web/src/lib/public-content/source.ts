import type { Author, Blog, EnquiryForm, Tag, Video } from '@36x/common';

/**
 * Where public content comes from (SITE-DATA-1): the REST API in local mode, Firestore in firebase mode.
 * Screens use the hooks in use-public-content.ts and never know which source is behind them.
 * Every list is newest first and holds only what visitors may see (published blogs, active enquiry forms).
 */
export interface PublicContentSource {
  listBlogs(): Promise<Blog[]>;
  /** By its slug (current or earlier) or id (ADMIN-PUBLISH-6); null when missing or not published. */
  getBlog(idOrSlug: string): Promise<Blog | null>;
  /** Staff with a public author profile (ADMIN-PUBLISH-7): always from the API (users are closed to clients). */
  listAuthors(): Promise<Author[]>;
  /** A tag's name, description and image by its current or an earlier slug (decision 051): from the API. */
  getTag(slug: string): Promise<Tag | null>;
  listVideos(): Promise<Video[]>;
  listEnquiryForms(): Promise<EnquiryForm[]>;
}
