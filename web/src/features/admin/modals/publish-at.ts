import * as yup from 'yup';
import { blogSchema, fromIstInputValue, toIstInputValue, type Blog, type BlogInput } from '@36x/common';

/**
 * The blog form's publish time (ADMIN-DASH-8, blog-publishing.ts): entered and shown in India time as an
 * <input type="datetime-local"> value, sent to the API as UTC. Empty: publish now (a new post, or a draft being
 * published) or keep the stored time (an edit).
 */
export const PUBLISH_AT_MESSAGE = 'Enter a date and time, or leave it empty to publish now';

export const publishAtInitial = (blog: Blog | null) => (blog ? toIstInputValue(blog.publishAt) : '');

/** The form's schema: the blog's, with publishAt as the India-time input value. */
export const blogFormSchema = blogSchema.shape({
  publishAt: yup
    .string()
    .default('')
    .test('publishAt', PUBLISH_AT_MESSAGE, (v) => !v || fromIstInputValue(v) !== null),
});

/** The API body: publishAt only when it was set and changed (an untouched time is kept to the millisecond). */
export async function toBlogInput<V extends { publishAt: string }>(
  values: V,
  initialPublishAt: string,
): Promise<BlogInput> {
  const { publishAt, ...rest } = values;
  const utc = publishAt && publishAt !== initialPublishAt ? fromIstInputValue(publishAt) : null;
  return blogSchema.validate({ ...rest, ...(utc ? { publishAt: utc } : {}) }, { stripUnknown: true });
}
