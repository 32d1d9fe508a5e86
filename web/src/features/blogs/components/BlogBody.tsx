import { Markdown } from '../../../components/markdown/Markdown';

/**
 * A post's body on the public page: the shared markdown renderer (SITE-BLOGS), the same one the editor previews with.
 * It hydrates with the page, not from a chunk of its own: while a lazy body was still waiting to hydrate, a click on a
 * link just below it (the post's tags) was held by React and never became a navigation (decision 054).
 */
export function BlogBody({ content }: { content: string }) {
  return (
    <div id="post-body">
      <Markdown content={content} />
    </div>
  );
}
