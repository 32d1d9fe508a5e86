import { Chip, Link, Stack } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { formatIstDateTime, isScheduledBlog, type Blog } from '@36x/common';
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
