import { Alert, AlertTitle } from '@mui/material';
import { formatIstDateTime, isScheduledBlog, type Blog } from '@36x/common';

/** Says, above a previewed post, that visitors cannot see it yet, and when they will. */
export function PreviewBanner({ blog }: { blog: Blog }) {
  const when =
    blog.status === 'draft'
      ? 'It is a draft: visitors will see it once it is published.'
      : isScheduledBlog(blog)
        ? `It is scheduled: visitors will see it from ${formatIstDateTime(blog.publishAt)}.`
        : 'It is published: visitors see it as it is here.';
  return (
    <Alert severity="warning" role="status" sx={{ mb: 3 }} data-testid="preview-banner">
      <AlertTitle>Preview</AlertTitle>
      Only signed-in staff can open this page. {when}
    </Alert>
  );
}
