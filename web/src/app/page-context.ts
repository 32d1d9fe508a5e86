import type { AppLoadContext } from 'react-router';
import type { Blog, Video } from '@36x/common';

/** What became of a contact message posted without the app (the contact form's route action). */
export type ContactOutcome =
  | { status: 'sent' }
  | { status: 'invalid'; errors: Record<string, string> }
  | { status: 'refused'; message: string };

/**
 * What the `api` function gives the routes it renders (functions/src/pages): the public content, read through the
 * API's own services, and the contact form's submission. The build's prerendering gives nothing: prerendered pages
 * have no server loaders.
 */
export interface PageContext {
  listBlogs(): Promise<Blog[]>;
  /** null when missing or not published. */
  getBlog(id: string): Promise<Blog | null>;
  listVideos(): Promise<Video[]>;
  /** Validates and stores a contact message exactly as POST /api/contacts does (limits included). */
  submitContact(fields: Record<string, unknown>): Promise<ContactOutcome>;
  /** The posted form's fields (Cloud Functions read the request body before the app runs). */
  form?: Record<string, unknown>;
}

/** The page context of a server loader or action; only the function renders those routes. */
export function pageContext(context: AppLoadContext): PageContext {
  const pages = (context as { pages?: PageContext }).pages;
  if (!pages) throw new Error('This route renders in the api function, which gives it a page context.');
  return pages;
}
