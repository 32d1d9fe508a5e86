import {
  API,
  CONTACT_SOURCE_PATTERN,
  CONTACT_SUBJECTS,
  contactSchema,
  type ContactSubmission,
} from '@36x/common';
import { api } from '../../lib/api-client';
import type { ContactOutcome } from '../../app/page-context';

/** The fields a visitor fills are those of the stored message; the form adds the honeypot and the source. */
export interface ContactFormValues extends Pick<
  ContactSubmission,
  'firstName' | 'lastName' | 'email' | 'phone' | 'subject' | 'message'
> {
  /** The honeypot; empty for people. */
  website: string;
  /** 'calculator:<id>' when the visitor came from a calculator's "Discuss this with us"; '' otherwise. */
  source: string;
}

export const emptyContactForm: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  website: '',
  source: '',
};

/**
 * The body of POST /api/contacts (CONTACT-FORM-4): the shared schema's cast trims every field. The honeypot goes only when
 * something filled it (a bot); the API then answers as if all went well and stores nothing.
 */
export function contactPayload(values: ContactFormValues) {
  const { website, source, ...rest } = contactSchema.cast(values, { stripUnknown: true });
  return { ...rest, ...(source ? { source } : {}), ...(website ? { website } : {}) };
}

/** The longest note a link may put in the message: the form's own limit keeps room for the visitor's words. */
const LINK_NOTE_MAX = 1500;

/**
 * What a link to /contact may fill in (a calculator's "Discuss this with us"): ?subject=<a subject value>,
 * ?note=<text for the message>, ?source=calculator:<id>. Anything else, or a value that does not fit, is ignored.
 */
export function prefillFromSearch(search: string): Partial<ContactFormValues> {
  const params = new URLSearchParams(search);
  const out: Partial<ContactFormValues> = {};
  const subject = params.get('subject') ?? '';
  if (CONTACT_SUBJECTS.some((s) => s.value === subject)) out.subject = subject;
  const note = (params.get('note') ?? '').trim();
  if (note) out.message = note.slice(0, LINK_NOTE_MAX);
  const source = params.get('source') ?? '';
  if (CONTACT_SOURCE_PATTERN.test(source)) out.source = source;
  return out;
}

/** Sends the form through the API (the form's own state shows the send in progress). */
export const sendContact = (values: ContactFormValues) =>
  api.post<ContactSubmission | undefined>(API.contacts, contactPayload(values));

/** What the contact form's route action answered (a post made before the app started, or without JavaScript). */
export interface ContactSubmitted {
  outcome: ContactOutcome;
  /** What the visitor typed, when the message was not sent, so nothing is lost. */
  values?: Partial<Record<keyof ContactFormValues, string>>;
}
