import { lazy, Suspense } from 'react';
import { whenWanted } from '../../../components/ui/when-wanted';

const BODY_ID = 'post-body';

// The markdown renderer (react-markdown, remark-gfm: about 48 KB gzip) is a chunk of its own (decision 054). The
// server renders the post in full; in the browser React keeps that HTML (its links work) and hydrates it once the
// browser is idle after the load event, or as soon as the visitor points at or focuses into it.
const Markdown = lazy(async () => {
  if (typeof document !== 'undefined') await whenWanted(BODY_ID, { near: false });
  const { Markdown: Rendered } = await import('../../../components/markdown/Markdown');
  return { default: Rendered };
});

/** A post's body on the public page: the shared markdown renderer (SITE-BLOGS), the same one the editor previews with. */
export function BlogBody({ content }: { content: string }) {
  return (
    <div id={BODY_ID}>
      <Suspense fallback={null}>
        <Markdown content={content} />
      </Suspense>
    </div>
  );
}
