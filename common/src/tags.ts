import * as yup from 'yup';
import { LIMITS } from './constants';
import { slugify } from './slug';

/**
 * Tags (ADMIN-PUBLISH, decision 051). A post stores its tags as slugs (`tags`, the address /blogs/tag/{slug}) and, beside
 * them, their names as typed (`tagNames`, "GST"), so every reader shows the name without another read. The `tags`
 * collection holds one document per slug with the name, a description and an image; a renamed or merged tag's old slug
 * keeps a document `{ movedTo }`, and its address answers 301.
 */
export interface Tag {
  slug: string;
  name: string;
  description: string;
  /** An image address ('' = none), shown on the tag's page. */
  image: string;
  /** Posts carrying it: public ones for visitors, every post (drafts too) for staff. */
  posts: number;
}

/** "Income tax" for the tag "income-tax": the name of a tag stored before names were kept. */
export const tagLabel = (tag: string) => {
  const words = tag.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A tag as typed, and its slug ("GST" → gst); '' slug when nothing readable is left. */
export const tagSlug = (name: string) => slugify(name) || '';

/** Names as typed → `{ slug, name }`, first kept first, one per slug, blanks dropped. */
export function typedTags(values: unknown): { slug: string; name: string }[] {
  if (!Array.isArray(values)) return [];
  const out: { slug: string; name: string }[] = [];
  for (const v of values) {
    if (typeof v !== 'string') continue;
    const name = v.trim().replace(/\s+/g, ' ');
    const slug = tagSlug(name) || name;
    if (slug && !out.some((t) => t.slug === slug)) out.push({ slug, name });
  }
  return out;
}

/** A post's tag names beside its slugs: the stored ones when they line up, else made from the slugs. */
export function tagNamesOf(tags: string[], stored: unknown): string[] {
  const names = Array.isArray(stored) ? stored : [];
  return tags.map((t, i) => (typeof names[i] === 'string' && names[i] ? (names[i] as string) : tagLabel(t)));
}

export const TAG_NAME_NEEDED = 'Give the tag a name';
export const TAG_SAME = 'Choose another tag to merge into';

/** PUT /api/tags/{slug}: a tag's name (its slug follows unless one is given), description and image. */
export const tagUpdateSchema = yup
  .object({
    name: yup
      .string()
      .trim()
      .required(TAG_NAME_NEEDED)
      .max(LIMITS.tagMax, `A tag name is at most ${LIMITS.tagMax} characters`)
      .test('name', 'A tag name needs letters or digits', (v) => !v || !!tagSlug(v)),
    description: yup
      .string()
      .trim()
      .default('')
      .max(LIMITS.tagDescriptionMax, `A description is at most ${LIMITS.tagDescriptionMax} characters`),
    image: yup.string().trim().default(''),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');
export type TagUpdateInput = yup.InferType<typeof tagUpdateSchema>;

/** POST /api/tags/{slug}/merge: every post of this tag gets `into` instead, and this tag's address follows. */
export const tagMergeSchema = yup
  .object({ into: yup.string().trim().required('Choose the tag to merge into').max(LIMITS.tagMax) })
  .noUnknown(true, 'Unknown field: ${unknown}');
