import { createContext, useContext, useEffect } from 'react';
import { fullTitle, SITE_NAME, type ShareTags } from '@36x/common';
import { JsonLd } from './JsonLd';
import { shareableImage, type JsonLdObject } from './structured-data';

export { fullTitle, SITE_NAME };

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

/**
 * Set only while the build prerenders a route (web/src/entry-server.tsx): <Seo> hands it the page's tags, which the
 * prerender writes into the static HTML's <head> (in the browser the effect below sets them instead).
 */
export interface SeoServer {
  origin: string;
  pathname: string;
  setTags: (tags: ShareTags) => void;
}
export const SeoServerContext = createContext<SeoServer | null>(null);

/**
 * The site's origin for absolute URLs in JSON-LD: the page's own in the browser, the public SITE_URL when prerendered.
 * (Hydration keeps the prerendered JSON-LD as it is; it names the public site, which is what it should say.)
 */
export function useSiteOrigin(): string {
  const server = useContext(SeoServerContext);
  return server ? server.origin : window.location.origin;
}

/** The page's tags, from the props and where the page is (origin and path). Shared by the browser and the prerender. */
function shareTags(props: SeoProps, origin: string, pathname: string): ShareTags {
  const { title, description, image, type = 'website', canonicalPath, noindex = false } = props;
  return {
    title,
    description,
    url: new URL(canonicalPath ?? pathname, origin).toString(),
    image: shareableImage(origin, image),
    type,
    noindex,
  };
}

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
export function Seo(props: SeoProps) {
  const { title, description, image, type, canonicalPath, noindex, jsonLd } = props;
  const server = useContext(SeoServerContext);
  server?.setTags(shareTags(props, server.origin, server.pathname));
  useEffect(() => {
    // Read here rather than from the router, so the component also works in tests without one.
    const tags = shareTags(
      { title, description, image, type, canonicalPath, noindex },
      window.location.origin,
      window.location.pathname,
    );
    const full = fullTitle(tags.title);
    document.title = full;
    setMeta('description', tags.description);
    setMeta('robots', tags.noindex ? 'noindex, follow' : undefined);
    setCanonical(tags.url);
    setProperty('og:site_name', SITE_NAME);
    setProperty('og:locale', 'en_IN');
    setProperty('og:type', tags.type);
    setProperty('og:title', full);
    setProperty('og:description', tags.description);
    setProperty('og:url', tags.url);
    setProperty('og:image', tags.image);
    setMeta('twitter:card', tags.image ? 'summary_large_image' : 'summary');
    setMeta('twitter:title', full);
    setMeta('twitter:description', tags.description);
    setMeta('twitter:image', tags.image);
    document.head.querySelectorAll('script[data-seo-server]').forEach((el) => el.remove());
  }, [title, description, image, type, canonicalPath, noindex]);
  return jsonLd ? <JsonLd data={jsonLd} /> : null;
}
