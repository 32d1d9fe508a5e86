import * as yup from 'yup';
import {
  SUBSCRIBE_SOURCE_PATTERN,
  SUBSCRIBER_IMPORT_MAX_BYTES,
  SUBSCRIBER_IMPORT_MODES,
} from '../newsletter';
import { emailField } from './email';

/** The subscribe form (SITE-NEWS-1): an address, where the form was, and the honeypot. */
export const subscribeSchema = yup
  .object({
    email: emailField('Please enter a valid email address').required('Please enter a valid email address'),
    source: yup
      .string()
      .trim()
      .default('footer')
      .test('source', 'Unknown source', (v) => !v || SUBSCRIBE_SOURCE_PATTERN.test(v)),
    /** Hidden from people; a bot fills it. Answered like a real subscription, nothing is stored or sent. */
    website: yup.string().max(500, 'Unexpected value').optional(),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');
export type SubscribeInput = yup.InferType<typeof subscribeSchema>;

/** A confirmation or unsubscribe token from an emailed link. */
export const newsletterTokenSchema = yup
  .object({ token: yup.string().trim().required('Token is required').max(100, 'Token is not valid') })
  .noUnknown(true, 'Unknown field: ${unknown}');

/** POST /api/newsletter/sends: send this post to the subscribers (SITE-NEWS-3). */
export const newsletterSendSchema = yup
  .object({ postId: yup.string().strict().trim().required('Choose a post').max(128, 'Post not found') })
  .noUnknown(true, 'Unknown field: ${unknown}');

/** GET /api/newsletter/subscribers and the export: a search in the address and a state. */
export const subscriberQuerySchema = yup
  .object({
    q: yup.string().trim().default('').max(100, 'Search must be at most 100 characters'),
    state: yup
      .string()
      .default('')
      .oneOf(['', 'pending', 'confirmed', 'unsubscribed', 'bounced'], 'Unknown state'),
  })
  .noUnknown(true, 'Unknown parameter: ${unknown}');

/** POST /api/newsletter/test: a post's newsletter to one address ('' = the staff member's own). */
export const newsletterTestSchema = yup
  .object({
    postId: yup.string().strict().trim().required('Choose a post').max(128, 'Post not found'),
    to: emailField('Please enter a valid email address').default(''),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');

/** POST /api/newsletter/subscribers/import: the CSV file's text and what to do with rows without consent. */
export const subscriberImportSchema = yup
  .object({
    csv: yup
      .string()
      .strict()
      .required('Choose a CSV file')
      .max(SUBSCRIBER_IMPORT_MAX_BYTES, 'The file is larger than 1 MB: split it into smaller files'),
    withoutConsent: yup
      .string()
      .oneOf([...SUBSCRIBER_IMPORT_MODES], 'Choose what to do with rows without consent')
      .default('refuse'),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');
