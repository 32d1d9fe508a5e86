import type { ActivityType, BlogStatus, ContactStatus, MailState, Role } from './constants';

/** Entities as the API answers them (API-DATA-1). Dates are ISO-8601 strings. */
export interface Blog {
  id: string;
  title: string;
  content: string;
  category: string;
  excerpt: string;
  image: string;
  /** The featured image's alt text (ADMIN-PUBLISH); '' for posts stored before it or without an image. */
  imageAlt: string;
  status: BlogStatus;
  /** When it becomes public (ISO-8601 UTC; blog-publishing.ts): a later time schedules a published post. */
  publishAt: string;
  /** ADMIN-PUBLISH-6: its address is /blogs/{slug}; unique; a post stored before slugs reads its id until given one. */
  slug: string;
  /** ADMIN-PUBLISH-7: optional search-result title and description ('' = the title and the excerpt). */
  metaTitle: string;
  metaDescription: string;
  /**
   * Decision 055: the post's own social cards, Facebook (og:) and X (twitter:); '' = the meta title or title, the meta
   * description or excerpt, the featured image or the site's share image (social-cards.ts).
   */
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
  twitterTitle: string;
  twitterDescription: string;
  twitterImage: string;
  /** Tags (lower-case words joined by hyphens), the first one the primary; [] when none. */
  tags: string[];
  /** The tags' names as typed ("GST"), one per tag (decision 051). */
  tagNames: string[];
  /** The staff user shown as its author ('' = the practice). */
  authorId: string;
  createdAt: string;
  updatedAt: string;
}

/** A staff member's public profile (ADMIN-PUBLISH-7), at /blogs/author/{slug}: never their username or email. */
export interface Author {
  id: string;
  slug: string;
  name: string;
  bio: string;
  /** An image address ('' = none). */
  photo: string;
}

/** One kept-for-30-days item of the trash (ADMIN-PUBLISH-9). */
export interface TrashItem {
  id: string;
  kind: 'blog' | 'video' | 'enquiryForm';
  /** The item's own id, which it gets back on restore. */
  itemId: string;
  title: string;
  deletedAt: string;
  deletedByName: string;
  /** When the daily purge deletes it for good. */
  purgeAfter: string;
}

export interface Video {
  id: string;
  title: string;
  description: string;
  youtubeUrl: string;
  thumbnail: string;
  duration: string;
  /** A numeric string, default '0'; sorted numerically. */
  views: string;
  createdAt: string;
  updatedAt: string;
}

export interface EnquiryForm {
  id: string;
  title: string;
  description: string;
  icon: string;
  image: string;
  googleFormUrl: string;
  features: string[];
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ContactSubmission {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  createdAt: string;
  /** Leads desk (CONTACT-LEADS). Messages stored before it read as New with no owner, notes or source. */
  status: ContactStatus;
  /** The staff user who owns it; '' when nobody does. */
  ownerId: string;
  notes: ContactNote[];
  /** 'calculator:<id>' when it came from a calculator's "Discuss this with us"; '' from the contact page. */
  source: string;
  /** The last time staff acted on it (status, owner, note); createdAt until then. */
  lastActionAt: string;
  /** The practice's notification email, and the visitor's acknowledgement when that is switched on. */
  mail: { notify?: MailStatus; ack?: MailStatus };
}

export interface ContactNote {
  id: string;
  text: string;
  authorId: string;
  authorName: string;
  createdAt: string;
}

export interface MailStatus {
  state: MailState;
  attempts: number;
  /** Why the last attempt failed; '' when none has. */
  lastError: string;
  updatedAt: string;
}

/** GET /api/contacts/weekly: enquiries received per week (Monday to Sunday, India time), oldest week first. */
export interface ContactWeek {
  /** The Monday that starts the week, YYYY-MM-DD. */
  weekStart: string;
  new: number;
  contacted: number;
  closed: number;
  spam: number;
}

/** GET /api/calculator-usage/top: how often each calculator was used, most used first. */
export interface CalculatorUsageCount {
  calculatorType: string;
  count: number;
}

/** GET /api/contacts/people: the enquiries of one email address (CONTACT-LEADS-8). */
export interface ContactPerson {
  /** The address in lower case: what groups them. */
  email: string;
  /** The name on the latest enquiry. */
  name: string;
  count: number;
  firstAt: string;
  lastAt: string;
  statuses: Record<ContactStatus, number>;
}

/** POST /api/contacts/bulk: how many enquiries matched and how many of them changed. */
export interface ContactBulkResult {
  matched: number;
  changed: number;
}

/** GET /api/contacts/counts: per status, for the sidebar badge and the overview. */
export interface ContactCounts {
  new: number;
  contacted: number;
  closed: number;
  spam: number;
  total: number;
}

export interface Activity {
  id: string;
  type: ActivityType;
  action: string;
  title: string;
  createdAt: string;
  /** Who did it: a staff member's username, 'visitor' for a public form, null for entries older than actors. */
  actorName: string | null;
}

/** What staff write about themselves for readers; slug made from the name. */
export interface AuthorProfile {
  name: string;
  slug: string;
  bio: string;
  photo: string;
}

/** A user as the API answers it: never a password or hash. */
export interface User {
  id: string;
  username: string;
  email: string;
  role: Role;
  isActive: boolean;
  permissions: string[];
  lastLogin: string | null;
  loginCount: number;
  /** Set by an admin's password reset: the one-time password must be replaced at the next sign-in. */
  mustChangePassword: boolean;
  /** TOTP two-factor sign-in is on for this account (the secret itself never leaves the server). */
  twoFactorEnabled: boolean;
  /** The public author profile (ADMIN-PUBLISH-7); an empty name means none. */
  profile?: AuthorProfile;
  createdAt: string;
  updatedAt: string;
}

export interface LoginHistoryEntry {
  id: string;
  userId: string;
  username: string;
  loginTime: string;
  ipAddress: string;
  userAgent: string;
}

/** A pending staff invitation as admins see it (decision 057): never its token, which exists only in the mail. */
export interface Invitation {
  id: string;
  email: string;
  role: Role;
  /** The username the admin suggested ('' when the invitee chooses one). */
  username: string;
  invitedBy: string;
  createdAt: string;
  /** When the current link stops working (7 days after it was last sent). */
  expiresAt: string;
  /** When the link was last mailed (a resend replaces the link). */
  sentAt: string;
}

/** POST /api/invitations/preview: what the invitee's page shows (the address and role it was sent for). */
export interface InvitationPreview {
  email: string;
  role: Role;
  username: string;
  expiresAt: string;
}

/** POST /api/users/{id}/password-reset: the one-time password, shown to the admin once and stored nowhere. */
export interface PasswordResetResponse {
  temporaryPassword: string;
}

/**
 * POST /api/auth/login and /api/auth/two-factor: signed in (a custom token), or, when the account has two-factor
 * sign-in on, the password was right and the code is asked for with this one-time challenge.
 */
export type LoginResponse = { token: string; user: User } | { twoFactor: true; challenge: string };

/** GET /api/auth/me/two-factor. */
export interface TwoFactorState {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  /** Admins require it for all staff (settings/security). */
  required: boolean;
}

/** POST /api/auth/me/two-factor: the pending secret as text, its otpauth:// address and a QR code (data: URL). */
export interface TwoFactorEnrolment {
  secret: string;
  uri: string;
  qr: string;
}

/** Error body of every non-2xx API answer (API-ERRORS-1). */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}

/** What a blog revision keeps: the post's editable fields as they were before a save (ADMIN-PUBLISH). */
export type BlogRevisionFields = Pick<
  Blog,
  'title' | 'content' | 'category' | 'excerpt' | 'image' | 'imageAlt' | 'status' | SocialCardField
>;

/** A post's social-card fields (decision 055), in the order the editor shows them. */
export const SOCIAL_CARD_FIELDS = [
  'ogTitle',
  'ogDescription',
  'ogImage',
  'twitterTitle',
  'twitterDescription',
  'twitterImage',
] as const;
export type SocialCardField = (typeof SOCIAL_CARD_FIELDS)[number];

/**
 * One kept version of a post (`blogRevisions`): the fields as they stood before a save replaced them, when that
 * version had been saved (`versionSavedAt`), and who replaced it and when (`replacedBy*`, `createdAt`).
 */
export interface BlogRevision {
  id: string;
  blogId: string;
  fields: BlogRevisionFields;
  versionSavedAt: string;
  createdAt: string;
  replacedById: string | null;
  replacedByName: string;
  /** 'update' for a save from the editor, 'restore' when restoring another revision replaced it. */
  reason: 'update' | 'restore';
}
