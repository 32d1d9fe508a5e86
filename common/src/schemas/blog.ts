import * as yup from 'yup';
import { BLOG_CATEGORIES, BLOG_STATUSES, LIMITS } from '../constants';

const IMAGE_MESSAGE = 'Please enter a valid image URL or upload an image file';

/** A URL (http/https, or a site-relative upload path) or a data-image string (ADMIN-VALID-1). */
export function isImageRef(value: string): boolean {
  if (value.startsWith('data:image/')) return /^data:image\/[a-z+.-]+;base64,[A-Za-z0-9+/=\s]+$/i.test(value);
  if (value.startsWith('/')) return /^\/[^\s]*$/.test(value) && !value.startsWith('//');
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Blog (ADMIN-VALID-1). Status defaults to published. */
export const blogSchema = yup
  .object({
    title: yup.string().trim().required('Title is required').max(LIMITS.blogTitleMax, 'Title is too long'),
    content: yup
      .string()
      .trim()
      .required('Content is required')
      .min(LIMITS.blogContentMin, 'Content must be at least 50 characters')
      .max(100_000, 'Content is too long'),
    excerpt: yup
      .string()
      .trim()
      .required('Excerpt is required')
      .max(LIMITS.blogExcerptMax, 'Excerpt is too long'),
    category: yup
      .string()
      .required('Category is required')
      .oneOf([...BLOG_CATEGORIES], 'Category is required'),
    image: yup
      .string()
      .trim()
      .default('')
      .max(7_000_000, IMAGE_MESSAGE)
      .test('image', IMAGE_MESSAGE, (v) => !v || isImageRef(v)),
    status: yup
      .string()
      .oneOf([...BLOG_STATUSES], 'Status must be published or draft')
      .default('published'),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');
export type BlogInput = yup.InferType<typeof blogSchema>;
