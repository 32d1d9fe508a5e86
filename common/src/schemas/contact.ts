import * as yup from 'yup';
import {
  CONTACT_SORT_VALUES,
  CONTACT_SOURCE_PATTERN,
  CONTACT_STATUS_VALUES,
  CONTACT_SUBJECTS,
  LIMITS,
} from '../constants';
import { ERASURE_REASON_VALUES } from '../privacy';
import { bulkIdsField, idsOrFilter, someIds } from './bulk';
import { emailField } from './email';

/** Contact form (CONTACT-FORM-2). Messages are the spec's, shown by the form and answered by the API. */
export const contactSchema = yup
  .object({
    firstName: yup
      .string()
      .trim()
      .required('First name is required')
      .min(1, 'First name is required')
      .max(100, 'First name is too long'),
    lastName: yup
      .string()
      .trim()
      .required('Last name is required')
      .min(1, 'Last name is required')
      .max(100, 'Last name is too long'),
    email: emailField('Please enter a valid email address').required('Please enter a valid email address'),
    phone: yup.string().trim().max(30, 'Phone number is too long').default(''),
    subject: yup
      .string()
      .required('Please select a subject')
      .oneOf(
        CONTACT_SUBJECTS.map((s) => s.value),
        'Please select a subject',
      ),
    message: yup
      .string()
      .trim()
      .required('Message must be at least 10 characters long')
      .min(LIMITS.contactMessageMin, 'Message must be at least 10 characters long')
      .max(5000, 'Message is too long'),
    /**
     * Honeypot: the form renders this field hidden from people (off-screen, aria-hidden, tabindex -1,
     * autocomplete off) and sends it empty. Bots that fill every input fill it; the API then answers 201 as if
     * all went well but stores nothing, so the bot learns nothing.
     */
    website: yup.string().max(500, 'Unexpected value').optional(),
    /** 'calculator:<id>' from a calculator's "Discuss this with us" link; absent or '' from the contact page. */
    source: yup
      .string()
      .trim()
      .default('')
      .test('source', 'Unknown source', (v) => !v || CONTACT_SOURCE_PATTERN.test(v)),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');
export type ContactInput = yup.InferType<typeof contactSchema>;

const statusField = yup
  .string()
  .strict()
  .oneOf(CONTACT_STATUS_VALUES, 'Status must be New, Contacted, Closed or Spam');

/** PATCH /api/contacts/{id}: status and/or owner ('' for nobody). At least one of them. */
export const contactUpdateSchema = yup
  .object({
    status: statusField.optional(),
    ownerId: yup.string().trim().max(128, 'Unknown owner').optional(),
  })
  .noUnknown(true, 'Unknown field: ${unknown}')
  .test('something', 'Nothing to change', (v) => v.status !== undefined || v.ownerId !== undefined);
export type ContactUpdateInput = yup.InferType<typeof contactUpdateSchema>;

/** Required text of at most `max` characters: "<Label> is required", "<Label> must be at most <max> characters". */
const requiredUpTo = (label: string, max: number) =>
  yup.string().trim().required(`${label} is required`).max(max, `${label} must be at most ${max} characters`);

/** POST /api/contacts/{id}/notes: an internal note. */
export const contactNoteSchema = yup
  .object({ text: requiredUpTo('Note', LIMITS.contactNoteMax) })
  .noUnknown(true, 'Unknown field: ${unknown}');

/** An erasure's reason: one of the fixed list (never free text, which could name the person in the log). */
const erasureReason = yup
  .string()
  .required('Choose a reason from the list')
  .oneOf(ERASURE_REASON_VALUES, 'Choose a reason from the list');

/** DELETE /api/contacts/{id}: erasing one enquiry needs a reason from the fixed list, which the log keeps. */
export const contactEraseSchema = yup
  .object({ reason: erasureReason })
  .noUnknown(true, 'Unknown field: ${unknown}');

/** POST /api/privacy/erase: a person (every enquiry, note, activity, mail and subscription of one address). */
export const erasePersonSchema = yup
  .object({
    email: emailField('Enter the email address to erase').required('Enter the email address to erase'),
    reason: erasureReason,
  })
  .noUnknown(true, 'Unknown field: ${unknown}');

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateParam = (message: string) =>
  yup
    .string()
    .trim()
    .default('')
    .test('date', message, (v) => !v || (ISO_DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))));

/** The filter of the leads desk: what GET /api/contacts, the people view, the export and a bulk action share. */
const contactFilterFields = {
  q: yup
    .string()
    .trim()
    .default('')
    .max(LIMITS.contactSearchMax, `Search must be at most ${LIMITS.contactSearchMax} characters`),
  status: yup
    .string()
    .default('')
    .test(
      'status',
      'Status must be New, Contacted, Closed or Spam',
      (v) => !v || CONTACT_STATUS_VALUES.includes(v as never),
    ),
  subject: yup
    .string()
    .default('')
    .test('subject', 'Unknown subject', (v) => !v || CONTACT_SUBJECTS.some((s) => s.value === v)),
  from: dateParam('From must be a date (YYYY-MM-DD)'),
  to: dateParam('To must be a date (YYYY-MM-DD)'),
  /** CONTACT-LEADS-7: a staff user's id ("Assigned to me"). */
  owner: yup.string().trim().default('').max(128, 'Unknown owner'),
  /** CONTACT-LEADS-8: one person's enquiries (any case). */
  email: yup.string().trim().default('').max(254, 'Email is too long'),
};

const fromNotAfterTo = (v: { from: string; to: string }) => !v.from || !v.to || v.from <= v.to;

/** The filter alone (a bulk action's "all that match"). */
export const contactFilterSchema = yup
  .object(contactFilterFields)
  .noUnknown(true, 'Unknown parameter: ${unknown}')
  .test('range', 'From must not be after To', fromNotAfterTo);
export type ContactFilterInput = yup.InferType<typeof contactFilterSchema>;

/**
 * GET /api/contacts and GET /api/export/contacts query: search (name, email, phone, message, notes), status, subject,
 * a date range (days in India time, inclusive), owner, one email address, an order, and for the list a page size and
 * the cursor of the page before.
 */
export const contactQuerySchema = yup
  .object({
    ...contactFilterFields,
    sort: yup
      .string()
      .default('newest')
      .oneOf(CONTACT_SORT_VALUES, 'Sort must be newest, oldest, name or status'),
    limit: yup
      .number()
      .typeError('Limit must be a whole number')
      .integer('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(LIMITS.contactsPageMax, `Limit must be at most ${LIMITS.contactsPageMax}`)
      .default(LIMITS.contactsPageDefault),
    cursor: yup.string().default('').max(200, 'Invalid cursor'),
  })
  .noUnknown(true, 'Unknown parameter: ${unknown}')
  .test('range', 'From must not be after To', fromNotAfterTo);
export type ContactQuery = yup.InferType<typeof contactQuerySchema>;

const BULK_TOO_MANY = `At most ${LIMITS.contactsBulkMax} enquiries can be changed at once; narrow the filter`;

/**
 * POST /api/contacts/bulk (CONTACT-LEADS-6): the enquiries chosen (`ids`) or every one matching `filter`, and the
 * change: a status (Spam included) and/or an owner ('' for nobody).
 */
export const contactBulkSchema = yup
  .object({
    ids: bulkIdsField(LIMITS.contactsBulkMax, BULK_TOO_MANY, 'Unknown enquiry'),
    /** Checked on its own with contactFilterSchema (its unknown keys refused like a body's). */
    filter: yup.mixed<Record<string, unknown>>().optional(),
    status: statusField.optional(),
    ownerId: yup.string().trim().max(128, 'Unknown owner').optional(),
  })
  .noUnknown(true, 'Unknown field: ${unknown}')
  .test('which', 'Choose enquiries or a filter', idsOrFilter)
  .test('chosen', 'Choose at least one enquiry', someIds)
  .test('something', 'Nothing to change', (v) => v.status !== undefined || v.ownerId !== undefined);
export type ContactBulkInput = yup.InferType<typeof contactBulkSchema>;
export const CONTACT_BULK_TOO_MANY = BULK_TOO_MANY;
