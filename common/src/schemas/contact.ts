import * as yup from 'yup';
import { CONTACT_SUBJECTS, LIMITS } from '../constants';
import { emailField } from './email';

/** Contact form (000 §5). Messages are the spec's, shown by the form and answered by the API. */
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
  })
  .noUnknown(true, 'Unknown field: ${unknown}');
export type ContactInput = yup.InferType<typeof contactSchema>;
