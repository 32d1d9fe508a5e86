import * as yup from 'yup';
import { BLOG_STATUS_FILTERS } from '../blog-publishing';
import { BLOG_CATEGORIES, BLOG_STATUSES, LIMITS } from '../constants';
import { IMAGE_ORIGINS, isAllowedImageUrl } from '../security-headers';
import { SLUG_MAX, SLUG_MESSAGE, SLUG_PATTERN, slugify } from '../slug';
import { bulkIdsField, idsOrFilter, someIds } from './bulk';
import { requiredText } from './required-text';

export const TAG_MESSAGE = `Tags are words of letters and digits, at most ${LIMITS.tagMax} characters each`;
const IMAGE_MESSAGE = 'Please enter a valid image URL or upload an image file';
/**
 * A pasted data-URL image is repeated in every page that shows the post (its <img> and its share tags), so it is
 * kept small: about 150 KB of picture. Anything bigger is uploaded (resized, stored once, cached).
 */
export const MAX_DATA_IMAGE_CHARS = 200_000;
export const DATA_IMAGE_TOO_BIG = 'This pasted image is too large: upload the file instead (Upload image)';
export const IMAGE_HOST_MESSAGE = `Images from other sites are limited to ${IMAGE_ORIGINS.map((o) => o.replace('https://', '')).join(', ')}: upload the file instead`;
export const IMAGE_ALT_MESSAGE = 'Describe the image for readers who cannot see it (alt text)';

/**
 * A URL (http/https, or a site-relative upload path) or a data-image string (ADMIN-VALID-1). Whether an http(s) URL
 * is on an allowed host, and whether a data image is small enough, are separate tests with their own messages.
 */
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

/** An image reference the site policy lets the browser show: site paths, data images, and IMAGE_ORIGINS. */
export const isShowableImage = (value: string) =>
  value.startsWith('/') || value.startsWith('data:') || isAllowedImageUrl(value);

/**
 * An image that is also a page's share image (an author photo, a post's social card): social networks fetch it, so it
 * is uploaded or on IMAGE_ORIGINS, never pasted as a data image (decisions 049, 055). '' is none.
 */
export const shareImageField = () =>
  yup
    .string()
    .trim()
    .default('')
    .max(2000, IMAGE_MESSAGE)
    .test('image', IMAGE_MESSAGE, (v) => !v || isImageRef(v))
    .test(
      'image-host',
      IMAGE_HOST_MESSAGE,
      (v) => !v || !isImageRef(v) || (!v.startsWith('data:') && isShowableImage(v)),
    );

/** Decision 055: a social card's own title or description, optional, within Ghost's limits. */
const socialText = (label: string, max: number) =>
  yup.string().trim().optional().max(max, `${label} must be at most ${max} characters`);

/** A picture in a post's text off the allowed hosts: the policy would block it (a broken image for every reader). */
export const CONTENT_IMAGE_HOST_MESSAGE = `A picture in the content is on another site (${IMAGE_ORIGINS.map((o) => o.replace('https://', '')).join(', ')} are allowed): upload the file instead`;

const unbracket = (url: string) => (url.startsWith('<') && url.endsWith('>') ? url.slice(1, -1) : url);
const refLabel = (label: string) => label.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The picture addresses in Markdown text (CommonMark): inline `![alt](url "title")`, and reference pictures
 * `![alt][label]`, `![label][]` and `![label]` with their `[label]: url` definitions. Raw HTML is not rendered
 * (components/markdown), so an <img> there shows nothing and is not a picture.
 */
export function markdownImageUrls(markdown: string): string[] {
  const urls: string[] = [];
  for (const m of markdown.matchAll(/!\[(?:[^\]\\]|\\.)*\]\(\s*(<[^>\n]*>|[^\s)]+)/g))
    urls.push(unbracket(m[1]!));
  const defs = new Map<string, string>();
  for (const m of markdown.matchAll(/^ {0,3}\[((?:[^\]\\]|\\.)+)\]:\s*(<[^>\n]*>|\S+)/gm))
    if (!defs.has(refLabel(m[1]!))) defs.set(refLabel(m[1]!), unbracket(m[2]!));
  for (const m of markdown.matchAll(/!\[((?:[^\]\\]|\\.)*)\](?:\[((?:[^\]\\]|\\.)*)\])?(?!\()/g)) {
    const url = defs.get(refLabel(m[2] || m[1]!));
    if (url !== undefined) urls.push(url);
  }
  return urls;
}

/** Every picture in the text is one the site policy lets the browser show (site paths, data images, IMAGE_ORIGINS). */
export const contentImagesShowable = (markdown: string) =>
  markdownImageUrls(markdown).every((url) => isShowableImage(url));

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
/** ISO-8601 date and time with its offset, on a real calendar day (Date.parse would roll 30 Feb over to March). */
function isIsoDateTime(v: string): boolean {
  if (!ISO_DATE_TIME.test(v) || Number.isNaN(Date.parse(v))) return false;
  const [y, m, d] = v.slice(0, 10).split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCMonth() === m - 1 && day.getUTCDate() === d && Number(v.slice(11, 13)) < 24;
}

/** Blog (ADMIN-VALID-1). Status defaults to published. */
export const blogSchema = yup
  .object({
    title: requiredText('Title', LIMITS.blogTitleMax),
    content: requiredText('Content', 100_000, LIMITS.blogContentMin).test(
      'content-image-host',
      CONTENT_IMAGE_HOST_MESSAGE,
      (v) => !v || contentImagesShowable(v),
    ),
    excerpt: requiredText('Excerpt', LIMITS.blogExcerptMax),
    category: yup
      .string()
      .required('Category is required')
      .oneOf([...BLOG_CATEGORIES], 'Category is required'),
    image: yup
      .string()
      .trim()
      .default('')
      .test('image', IMAGE_MESSAGE, (v) => !v || isImageRef(v))
      .test(
        'image-size',
        DATA_IMAGE_TOO_BIG,
        (v) => !v?.startsWith('data:') || v.length <= MAX_DATA_IMAGE_CHARS,
      )
      .test('image-host', IMAGE_HOST_MESSAGE, (v) => !v || !isImageRef(v) || isShowableImage(v)),
    // ADMIN-PUBLISH: a featured image needs words for readers who cannot see it.
    imageAlt: yup
      .string()
      .trim()
      .default('')
      .max(LIMITS.imageAltMax, 'Alt text is too long')
      .when('image', {
        is: (image: string | undefined) => !!image?.trim(),
        then: (s) => s.required(IMAGE_ALT_MESSAGE),
      }),
    status: yup
      .string()
      .oneOf([...BLOG_STATUSES], 'Status must be published or draft')
      .default('published'),
    // When a published post becomes public, ISO-8601 with its offset (the form sends UTC made from India time);
    // absent: now (or kept, on an edit). blog-publishing.ts.
    publishAt: yup
      .string()
      .optional()
      .test(
        'publishAt',
        'Publish time must be a valid date and time',
        (v) => v === undefined || isIsoDateTime(v),
      ),
    // ADMIN-PUBLISH-6/7: all optional, so clients written before them keep working. '' slug = made from the title.
    slug: yup
      .string()
      .trim()
      .lowercase()
      .optional()
      .max(SLUG_MAX, SLUG_MESSAGE)
      .test('slug', SLUG_MESSAGE, (v) => !v || SLUG_PATTERN.test(v)),
    metaTitle: yup
      .string()
      .trim()
      .optional()
      .max(LIMITS.metaTitleMax, `Meta title must be at most ${LIMITS.metaTitleMax} characters`),
    metaDescription: yup
      .string()
      .trim()
      .optional()
      .max(
        LIMITS.metaDescriptionMax,
        `Meta description must be at most ${LIMITS.metaDescriptionMax} characters`,
      ),
    // Decision 055: the post's own Facebook and X cards; '' = the meta fields, the featured image, the site's.
    ogTitle: socialText('Facebook title', LIMITS.socialTitleMax),
    ogDescription: socialText('Facebook description', LIMITS.socialDescriptionMax),
    ogImage: shareImageField().optional(),
    twitterTitle: socialText('X title', LIMITS.socialTitleMax),
    twitterDescription: socialText('X description', LIMITS.socialDescriptionMax),
    twitterImage: shareImageField().optional(),
    tags: yup
      .array()
      .of(yup.string().defined())
      .optional()
      .max(LIMITS.tagsPerPost, `At most ${LIMITS.tagsPerPost} tags`)
      .transform((v: unknown) => (Array.isArray(v) ? normaliseTags(v) : v))
      .test('tags', TAG_MESSAGE, (v) => !v || v.every((t) => isTag(t))),
    authorId: yup.string().trim().optional().max(128, 'Unknown author'),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');

/** A tag as stored and in its address /blogs/tag/{tag}: a slug of at most LIMITS.tagMax. */
export function isTag(value: string): boolean {
  return value.length > 0 && value.length <= LIMITS.tagMax && SLUG_PATTERN.test(value);
}

/** Tags as typed ("Income Tax", "GST") -> stored ("income-tax", "gst"), first kept first (the primary), no repeats. */
export function normaliseTags(values: unknown[]): string[] {
  const out: string[] = [];
  for (const v of values) {
    if (typeof v !== 'string') continue;
    const tag = slugify(v) || v.trim();
    if (tag && !out.includes(tag)) out.push(tag);
  }
  return out;
}
export type BlogInput = yup.InferType<typeof blogSchema>;

/** What one bulk action does to the chosen posts (ADMIN-PUBLISH). */
export const BLOG_BULK_ACTIONS = ['publish', 'unpublish', 'tag', 'untag', 'trash'] as const;
export type BlogBulkAction = (typeof BLOG_BULK_ACTIONS)[number];
export const BLOG_BULK_TOO_MANY = `At most ${LIMITS.blogsBulkMax} posts can be changed at once; narrow the filter`;
export const BLOG_BULK_TAG_NEEDED = 'Name the tag to add or remove';

/**
 * POST /api/blogs/bulk: the posts chosen (`ids`) or every post matching the staff list's `filter`, and one action;
 * `tag` names the tag for tag and untag (as typed; stored as its slug).
 */
export const blogBulkSchema = yup
  .object({
    ids: bulkIdsField(LIMITS.blogsBulkMax, BLOG_BULK_TOO_MANY, 'Unknown post'),
    filter: yup
      .object({
        search: yup.string().strict().default('').max(200, 'The search is too long'),
        status: yup
          .string()
          .oneOf([...BLOG_STATUS_FILTERS], 'Status must be all, draft, scheduled or published')
          .default('all'),
      })
      .noUnknown(true, 'Unknown filter: ${unknown}')
      .default(undefined)
      .optional(),
    action: yup
      .string()
      .required('Choose an action')
      .oneOf([...BLOG_BULK_ACTIONS], 'Action must be publish, unpublish, tag, untag or trash'),
    tag: yup
      .string()
      .trim()
      .optional()
      .when('action', {
        is: (a: string) => a === 'tag' || a === 'untag',
        then: (s) =>
          s.required(BLOG_BULK_TAG_NEEDED).test('tag', TAG_MESSAGE, (v) => !v || isTag(slugify(v))),
      }),
  })
  .noUnknown(true, 'Unknown field: ${unknown}')
  .test('which', 'Choose posts or a filter', idsOrFilter)
  .test('chosen', 'Choose at least one post', someIds);
export type BlogBulkInput = yup.InferType<typeof blogBulkSchema>;
export interface BlogBulkResult {
  /** Posts found among those chosen (or matching). */
  matched: number;
  /** Posts the action changed (a published post is not published again). */
  changed: number;
}
