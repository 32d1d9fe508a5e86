import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { publicContentKeys } from '../../../lib/public-content/use-public-content';
import { dropPublicContent } from '../../../lib/public-content/public-cache';

/**
 * Back-office query keys. They live under 'admin' apart from the public site's keys: staff lists hold drafts and
 * inactive forms, and a sign-out drops them all at once.
 */
export const adminKeys = {
  all: ['admin'] as const,
  meAll: ['admin', 'me'] as const,
  me: (uid: string) => ['admin', 'me', uid] as const,
  blogs: ['admin', 'blogs'] as const,
  videos: ['admin', 'videos'] as const,
  enquiryForms: ['admin', 'enquiry-forms'] as const,
  /** Every enquiry query (pages, counts, owners) sits under this prefix, so one invalidation refreshes the desk. */
  contacts: ['admin', 'contacts'] as const,
  contactPages: ['admin', 'contacts', 'page'] as const,
  contactCounts: ['admin', 'contacts', 'counts'] as const,
  contactOwners: ['admin', 'contacts', 'owners'] as const,
  activities: ['admin', 'activities'] as const,
  users: ['admin', 'users'] as const,
  invitations: ['admin', 'invitations'] as const,
  auditLog: ['admin', 'audit-log'] as const,
  loginHistory: ['admin', 'login-history'] as const,
  ownTwoFactor: ['admin', 'me', 'two-factor'] as const,
  /** Subscribers, their counts and the sends (SITE-NEWS-5) sit under this prefix. */
  newsletter: ['admin', 'newsletter'] as const,
};

/** How often an open desk asks for new enquiries (CONTACT-LEADS: a new message shows within 30 s). */
export const STAFF_POLL_MS = 30_000;

/**
 * Lists other staff change too (ADMIN-DASH-8): asked again whenever their section opens (mount) and when the window
 * regains focus, so a post or video a colleague (or this person, in another tab) added is there without a reload.
 */
export const freshOnOpen = {
  staleTime: 0,
  refetchOnMount: 'always',
  refetchOnWindowFocus: 'always',
} as const;

/**
 * Staff data stays fresh (ADMIN-DASH-8), unlike the public site's cache: as `freshOnOpen`, and every 30 s while the
 * tab is visible (TanStack Query pauses an interval while the document is hidden unless told otherwise).
 */
export const freshWhileOpen = {
  ...freshOnOpen,
  refetchInterval: STAFF_POLL_MS,
  refetchIntervalInBackground: false,
} as const;

/**
 * After a mutation (ADMIN-DASH-8): refetch the relevant lists and the activities list. The public site's cached copy of the
 * same content is dropped too, so a staff member who opens /blogs next sees the change.
 */
export function refreshAfterMutation(client: QueryClient, keys: readonly QueryKey[]): void {
  for (const queryKey of [...keys, adminKeys.activities]) {
    if (queryKey[0] === 'admin') void client.invalidateQueries({ queryKey });
    // The public site's cache is its own (lib/public-content/public-cache.ts), apart from TanStack Query's.
    else dropPublicContent(queryKey as readonly string[]);
  }
}

export const publicKeysFor = {
  // The list with text, its cards (/blogs) and the search hits made from it.
  blogs: [publicContentKeys.blogs, publicContentKeys.blogCards, ['blog-search']] as QueryKey[],
  videos: [publicContentKeys.videos] as QueryKey[],
  enquiryForms: [publicContentKeys.enquiryForms] as QueryKey[],
};
