import * as yup from 'yup';
import { DEFAULT_ENQUIRY_ICON, LIMITS } from '../constants';
import { isAllowedImageUrl } from '../security-headers';
import { IMAGE_HOST_MESSAGE } from './blog';
import { requiredText } from './required-text';

const isHttpUrl = (v: string) => {
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};

/** Enquiry form (ADMIN-VALID-3). */
export const enquiryFormSchema = yup
  .object({
    title: requiredText('Title', LIMITS.enquiryTitleMax),
    description: requiredText('Description', LIMITS.enquiryDescriptionMax),
    icon: yup
      .string()
      .trim()
      .required('Icon is required')
      .max(16, 'Icon is too long')
      .default(DEFAULT_ENQUIRY_ICON),
    image: yup
      .string()
      .trim()
      .default('')
      .test('url', 'Please enter a valid image URL', (v) => !v || isHttpUrl(v) || /^\/[^/\s]/.test(v))
      // The same host list as the site policy's img-src (security-headers.ts), or the picture would show broken.
      .test('image-host', IMAGE_HOST_MESSAGE, (v) => !v || !isHttpUrl(v) || isAllowedImageUrl(v)),
    googleFormUrl: yup
      .string()
      .trim()
      .required('Google Form URL is required')
      .test('url', 'Please enter a valid URL', (v) => !!v && isHttpUrl(v)),
    features: yup
      .array(yup.string().trim().required('Features cannot be blank').max(200, 'Feature is too long'))
      .max(20, 'At most 20 features')
      .default([]),
    isActive: yup.boolean().strict().default(true),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');
export type EnquiryFormInput = yup.InferType<typeof enquiryFormSchema>;

/** Adds a feature only when non-blank and not already present (ADMIN-VALID-3). */
export function addFeature(features: string[], candidate: string): string[] {
  const f = candidate.trim();
  return f && !features.includes(f) ? [...features, f] : features;
}
