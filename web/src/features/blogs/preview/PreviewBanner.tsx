import { useEffect } from 'react';
import { Alert, AlertTitle } from '@mui/material';
import { formatIstDateTime, isScheduledBlog, type Blog } from '@36x/common';
import { fullTitle } from '../../../components/seo/page-meta';

/**
 * Says, above a previewed post, that visitors cannot see it yet, and when they will. The tab is titled with the post:
 * the server's head says "Blog Not Found" (to visitors it is), and the head is not rendered again after start-up.
 */
export function PreviewBanner({ blog }: { blog: Blog }) {
  useEffect(() => {
    const before = document.title;
    document.title = fullTitle(`Preview: ${blog.metaTitle || blog.title}`);
    return () => {
      document.title = before;
    };
  }, [blog.metaTitle, blog.title]);
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
