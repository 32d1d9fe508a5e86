import { Markdown } from '../../../components/markdown/Markdown';

/** A post's body on the public page: the shared markdown renderer (SITE-BLOGS), the same one the editor previews with. */
export function BlogBody({ content }: { content: string }) {
  return <Markdown content={content} />;
}
