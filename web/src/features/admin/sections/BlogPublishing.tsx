import { Chip, Link, Stack } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  formatIstDateTime,
  isScheduledBlog,
  matchesBlogFilter,
  type Blog,
  type BlogListFilter,
} from '@36x/common';
import { paths } from '../../../lib/paths';

/** Where staff see a post as visitors will: drafts and scheduled posts as a preview (decision 021). */
export const blogPreviewHref = (blog: Blog) =>
  blog.status === 'draft' || isScheduledBlog(blog)
    ? `${paths.blog(blog.slug)}?preview=1`
    : paths.blog(blog.slug);

/** Draft, Published, or "Scheduled for 27 Nov 2026, 9:30 am IST" (ADMIN-DASH-8). */
export function blogStatusLabel(blog: Blog, now = Date.now()): string {
  if (blog.status === 'draft') return 'Draft';
  return isScheduledBlog(blog, now) ? `Scheduled for ${formatIstDateTime(blog.publishAt)}` : 'Published';
}

export function BlogStatusCell({ blog }: { blog: Blog }) {
  const scheduled = isScheduledBlog(blog);
  const preview = blog.status === 'draft' || scheduled;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip
        size="small"
        label={blogStatusLabel(blog)}
        color={blog.status === 'draft' ? 'default' : scheduled ? 'info' : 'success'}
        variant={blog.status === 'draft' ? 'outlined' : 'filled'}
      />
      <Link
        href={blogPreviewHref(blog)}
        target="_blank"
        rel="noopener"
        variant="body2"
        aria-label={`${preview ? 'Preview' : 'View'} ${blog.title} (opens in a new tab)`}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        {preview ? 'Preview' : 'View'}
        <OpenInNewIcon sx={{ fontSize: 14 }} aria-hidden />
      </Link>
    </Stack>
  );
}

export type AdminBlogSort = 'created' | 'updated' | 'publishAt' | 'title';
export interface AdminBlogFilters extends BlogListFilter {
  sort: AdminBlogSort;
}

/**
 * The admin post list (ADMIN-PUBLISH-8): the common filter (title, address, excerpt, category, tags, body and author's
 * name; a stage), which the bulk action's "all matching" applies on the server too, and a sort (newest created, last
 * edited, publish time, title A-Z). Staff hold every post, so it runs on the list they have.
 */
export function filterAdminBlogs(
  blogs: readonly Blog[],
  f: AdminBlogFilters,
  authorName: (authorId: string) => string = () => '',
  now = Date.now(),
): Blog[] {
  const found = blogs.filter((b) => matchesBlogFilter(b, f, authorName, now));
  const time = (iso: string) => Date.parse(iso) || 0;
  const by: Record<AdminBlogSort, (a: Blog, b: Blog) => number> = {
    created: (a, b) => time(b.createdAt) - time(a.createdAt),
    updated: (a, b) => time(b.updatedAt) - time(a.updatedAt),
    publishAt: (a, b) => time(b.publishAt) - time(a.publishAt),
    title: (a, b) => a.title.localeCompare(b.title, 'en-IN'),
  };
  return [...found].sort(by[f.sort]);
}
