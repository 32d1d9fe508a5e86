import { useMutation } from '@tanstack/react-query';
import { API, contactSchema, type ContactSubmission } from '@36x/common';
import { api } from '../../lib/api-client';
import type { ContactOutcome } from '../../app/page-context';

export interface ContactFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  /** The honeypot; empty for people. */
  website: string;
}

export const emptyContactForm: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  website: '',
};

/**
 * The body of POST /api/contacts (000 §7): the shared schema's cast trims every field. The honeypot goes only when
 * something filled it (a bot); the API then answers as if all went well and stores nothing.
 */
export function contactPayload(values: ContactFormValues) {
  const { website, ...rest } = contactSchema.cast(values, { stripUnknown: true });
  return website ? { ...rest, website } : rest;
}

export function useSendContact() {
  return useMutation({
    mutationFn: (values: ContactFormValues) =>
      api.post<ContactSubmission | undefined>(API.contacts, contactPayload(values)),
  });
}

/** What the contact form's route action answered (a post made before the app started, or without JavaScript). */
export interface ContactSubmitted {
  outcome: ContactOutcome;
  /** What the visitor typed, when the message was not sent, so nothing is lost. */
  values?: Partial<Record<keyof ContactFormValues, string>>;
}
