import { useEffect } from 'react';

export const SITE_NAME = '36x Advisory';

export interface SeoProps {
  /** Page title without the site name; " | 36x Advisory" is appended (unless it already names the site). */
  title: string;
  /** One or two plain sentences, about 150 characters: the search-result snippet. */
  description: string;
  /** Absolute or site-relative image URL for link previews (used by the Open Graph helper). */
  image?: string;
  /** Open Graph type: 'website' (default) or 'article' for blog posts. */
  type?: 'website' | 'article' | 'video.other';
}

export const fullTitle = (title: string) => (title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`);

function setMeta(name: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute('name', name);
    document.head.appendChild(el);
  }
  el.setAttribute('content', content);
}

/**
 * Per-route title and description. Render it once at the top of a screen: `<Seo title="Services" description="..." />`.
 * It sets document.title and <meta name="description">. Open Graph / Twitter tags (from the same props,
 * including `image` and `type`) are added by the Open Graph helper; crawlers that run no JavaScript get
 * blog tags from the server-side rewrite (issue 4).
 */
export function Seo({ title, description }: SeoProps) {
  useEffect(() => {
    document.title = fullTitle(title);
    setMeta('description', description);
  }, [title, description]);
  return null;
}
