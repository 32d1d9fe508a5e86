/**
 * Privacy rules the code applies and the privacy notice states (DPDP Act 2023; docs/decisions/049-erasure-notices-and-floods.md).
 * The notice (web/src/features/privacy) reads these same constants, and a test keeps the two in step.
 */
import { DEFAULT_CONTACT_RETENTION_MONTHS } from './constants';

/**
 * Why a person's data was erased: the only words an erasure leaves in the audit log and Recent Activity. A fixed
 * list, so no name, e-mail, phone or free text can reach the permanent record.
 */
export const ERASURE_REASONS = [
  { value: 'person-asked', label: 'The person asked us to erase their data' },
  { value: 'consent-withdrawn', label: 'The person withdrew consent' },
  { value: 'no-longer-needed', label: 'No longer needed for the purpose it was given' },
  { value: 'entered-in-error', label: 'Entered in error or test data' },
  { value: 'legal-order', label: 'Required by law or a regulator' },
] as const;
export type ErasureReason = (typeof ERASURE_REASONS)[number]['value'];
export const ERASURE_REASON_VALUES = ERASURE_REASONS.map((r) => r.value) as ErasureReason[];
export const erasureReasonLabel = (v: string) => ERASURE_REASONS.find((r) => r.value === v)?.label ?? v;

/** What one erasure removed: the counts the audit entry records (never who). */
export interface ErasureCounts {
  enquiries: number;
  notes: number;
  activities: number;
  mail: number;
  subscribers: number;
}

/** How long an unconfirmed newsletter sign-up is kept before it is deleted (with its confirmation e-mail). */
export const PENDING_SUBSCRIBER_DAYS = 30;
/** How long a confirmation link works. */
export const CONFIRM_LINK_DAYS = 7;
/** A repeated sign-up for one address re-sends the same link at most this often. */
export const CONFIRM_RESEND_MINUTES = 60;

/** Retention periods as the notice states them: each one is the value the code uses. */
export const RETENTION = {
  /**
   * Closed and Spam enquiries are deleted this long after they arrived. A deployment that sets
   * CONTACT_RETENTION_MONTHS to another number must change this default with it (the notice is prerendered).
   */
  enquiryMonths: DEFAULT_CONTACT_RETENTION_MONTHS,
  pendingSubscriberDays: PENDING_SUBSCRIBER_DAYS,
  confirmLinkDays: CONFIRM_LINK_DAYS,
} as const;

/**
 * Who processes visitors' data for the practice, as built: the notice lists exactly these. `where` says which
 * deployment uses it (firebase: production; local: a stack on one machine, no outside processor).
 */
export const PROCESSORS = [
  {
    name: 'Google (Firebase Hosting, Cloud Functions, Cloud Firestore, Cloud Storage)',
    purpose: 'hosts the website and stores enquiries, newsletter subscriptions and uploaded images',
  },
  {
    name: "The practice's e-mail provider (SMTP)",
    purpose: 'delivers enquiry notifications, acknowledgements, confirmation links and the newsletter',
  },
  {
    name: 'YouTube (Google)',
    purpose: 'plays the videos on the videos pages, only when you press play',
  },
] as const;
