import { useEffect } from 'react';
import { JsonLd } from './JsonLd';
import { shareableImage, type JsonLdObject } from './structured-data';

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
  /** Canonical path when the route has aliases or a query (/insights → '/resources'); defaults to the current path. */
  canonicalPath?: string;
  /** Keep the page out of search results (not-found states, back office). */
  noindex?: boolean;
  /** Structured data for the page (see ./structured-data.ts), e.g. practiceJsonLd on the home page. */
  jsonLd?: JsonLdObject | JsonLdObject[];
}

export const fullTitle = (title: string) => (title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`);

function upsertMeta(attr: 'name' | 'property', key: string, content: string | undefined) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (content === undefined) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.setAttribute('content', content);
}
const setMeta = (name: string, content: string | undefined) => upsertMeta('name', name, content);
const setProperty = (property: string, content: string | undefined) =>
  upsertMeta('property', property, content);

function setCanonical(href: string) {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!el) {
    el = document.createElement('link');
    el.setAttribute('rel', 'canonical');
    document.head.appendChild(el);
  }
  el.setAttribute('href', href);
}

/**
 * Per-route title and description. Render it once at the top of a screen: `<Seo title="Services" description="..." />`.
 * It sets document.title, <meta name="description">, the canonical link, Open Graph and Twitter tags (from the same
 * props, including `image` and `type`), robots noindex when asked, and renders the page's JSON-LD. Crawlers that
 * run no JavaScript get a blog's tags from the server-side rewrite (functions/src/share), which marks what it
 * injects with data-seo-server; those tags are updated in place here, and its JSON-LD is dropped on the first
 * client render because the page renders its own.
 */
export function Seo({
  title,
  description,
  image,
  type = 'website',
  canonicalPath,
  noindex = false,
  jsonLd,
}: SeoProps) {
  useEffect(() => {
    const origin = window.location.origin;
    // Read here rather than from the router, so the component also works in tests without one.
    const url = new URL(canonicalPath ?? window.location.pathname, origin).toString();
    const full = fullTitle(title);
    const imageUrl = shareableImage(origin, image);
    document.title = full;
    setMeta('description', description);
    setMeta('robots', noindex ? 'noindex, follow' : undefined);
    setCanonical(url);
    setProperty('og:site_name', SITE_NAME);
    setProperty('og:locale', 'en_IN');
    setProperty('og:type', type);
    setProperty('og:title', full);
    setProperty('og:description', description);
    setProperty('og:url', url);
    setProperty('og:image', imageUrl);
    setMeta('twitter:card', imageUrl ? 'summary_large_image' : 'summary');
    setMeta('twitter:title', full);
    setMeta('twitter:description', description);
    setMeta('twitter:image', imageUrl);
    document.head.querySelectorAll('script[data-seo-server]').forEach((el) => el.remove());
  }, [title, description, image, type, canonicalPath, noindex]);
  return jsonLd ? <JsonLd data={jsonLd} /> : null;
}
