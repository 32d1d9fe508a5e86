/**
 * The audit log (ADMIN-AUDIT-1): who did what, to what, when and from where. Written by the API only
 * (functions/src/audit/audit-service.ts), read by admins through GET /api/audit-log.
 */

/** What an entry is about: the filter "type" of the audit screen. New areas add their name here. */
export const AUDIT_TYPES = [
  'blog',
  'video',
  'enquiry-form',
  'contact',
  'user',
  'export',
  'upload',
  'sign-in',
  'session',
  'settings',
  'tax-rule',
  'newsletter',
] as const;
export type AuditType = (typeof AUDIT_TYPES)[number];

export const AUDIT_TYPE_LABELS: Record<AuditType, string> = {
  blog: 'Blog posts',
  video: 'Videos',
  'enquiry-form': 'Enquiry forms',
  contact: 'Contacts',
  user: 'Users and permissions',
  export: 'Exports',
  upload: 'Uploads',
  'sign-in': 'Sign-ins',
  session: 'Passwords and sessions',
  settings: 'Settings',
  'tax-rule': 'Tax rules',
  newsletter: 'Newsletter',
};

/** One audit entry as the API answers it. */
export interface AuditEntry {
  id: string;
  /** ISO-8601 time the server recorded it. */
  time: string;
  /** The staff member who acted; null for a visitor or someone not signed in (a failed sign-in). */
  actorId: string | null;
  /** Their username then (kept, so a renamed or deleted user's history still reads), or 'visitor'. */
  actorName: string;
  type: AuditType;
  /** A verb: created, updated, deleted, exported, signed-in, sign-in-failed, password-reset, ... */
  action: string;
  /** The document acted on, when there is one. */
  targetId: string | null;
  /** What it is, in words: a post's title, a user's name, a file's name. */
  target: string;
  /** A short before/after: "status: draft → published; title changed". */
  summary: string;
  /** The client address (http/client.ts). */
  address: string;
}

/** One page of GET /api/audit-log; `nextCursor` asks for the next (older) page, null on the last one. */
export interface AuditPage {
  entries: AuditEntry[];
  nextCursor: string | null;
}

/** The page size of the audit screen (the API accepts 1 to 100). */
export const AUDIT_PAGE_SIZE = 50;
