import type { MetaDescriptor } from 'react-router';
import { DEFAULT_SHARE_IMAGE, SITE_NAME, type SocialCard, type SocialNetwork } from '@36x/common';
import { shareableImage, type JsonLdObject } from './structured-data';

/** The public site's address, for canonical, Open Graph and JSON-LD URLs (SITE_URL at build: vite.config.ts). */
export const SITE_ORIGIN: string = __SITE_URL__;

/** The page title as every page writes it: "Services | 36x Advisory" (unless it already names the site). */
export const fullTitle = (title: string) => (title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`);

/** What a page says about itself in <head>: route `meta` exports build it with pageMeta(). */
export interface PageHead {
  /** Without the site name; " | 36x Advisory" is appended. */
  title: string;
  /** One or two plain sentences, about 150 characters: the search-result snippet. */
  description: string;
  /** The canonical path (an alias names its main address; query strings are left out). */
  path: string;
  /** Site-relative or absolute image for link previews; the site's default share image (1200x630) otherwise. */
  image?: string;
  /** The image's alt text (SITE-BLOGS-9: `og:image:alt`); the page title when none is given. */
  imageAlt?: string;
  type?: 'website' | 'article' | 'video.other';
  noindex?: boolean;
  publishedTime?: string;
  modifiedTime?: string;
  section?: string;
  /** ADMIN-PUBLISH-7: a post's tags, as `article:tag`. */
  tags?: readonly string[];
  jsonLd?: JsonLdObject | JsonLdObject[] | null;
  /**
   * Decision 055: what Facebook (og:) and X (twitter:) show, each resolved with its fallbacks by socialCard(); without
   * them both share the page's title, description and image.
   */
  cards?: Record<SocialNetwork, SocialCard>;
}

/** What one network is told: a title as written for a card's own, else the page's title with the site name. */
function shared(head: PageHead, card: SocialCard | undefined) {
  const own = shareableImage(SITE_ORIGIN, card ? (card.imageFrom === 'site' ? '' : card.image) : head.image);
  return {
    title: card?.titleFrom === 'card' ? card.title : fullTitle(card?.title ?? head.title),
    description: card?.description ?? head.description,
    image: own ?? shareableImage(SITE_ORIGIN, DEFAULT_SHARE_IMAGE.path)!,
    imageAlt: own ? (card?.imageAlt ?? (head.imageAlt || head.title)) : DEFAULT_SHARE_IMAGE.alt,
    siteImage: !own,
  };
}

/**
 * Title, description, canonical link, Open Graph and Twitter tags, robots and JSON-LD for a route's `meta` export.
 * One source for prerendered pages, pages rendered by the function and in-app navigation (React Router writes and
 * replaces them; its <Meta> escapes every value, JSON-LD included).
 */
export function pageMeta(head: PageHead): MetaDescriptor[] {
  const title = fullTitle(head.title);
  const url = new URL(head.path, `${SITE_ORIGIN}/`).toString();
  const og = shared(head, head.cards?.facebook);
  const x = shared(head, head.cards?.x);
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: head.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:locale', content: 'en_IN' },
    { property: 'og:type', content: head.type ?? 'website' },
    { property: 'og:title', content: og.title },
    { property: 'og:description', content: og.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: og.image },
    { property: 'og:image:alt', content: og.imageAlt },
    // Every page has an image to show (its own or the site's), so X shows the large card.
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: x.title },
    { name: 'twitter:description', content: x.description },
    { name: 'twitter:image', content: x.image },
    { name: 'twitter:image:alt', content: x.imageAlt },
  ];
  if (og.siteImage) {
    tags.push(
      { property: 'og:image:width', content: String(DEFAULT_SHARE_IMAGE.width) },
      { property: 'og:image:height', content: String(DEFAULT_SHARE_IMAGE.height) },
    );
  }
  if (head.publishedTime) tags.push({ property: 'article:published_time', content: head.publishedTime });
  if (head.modifiedTime) tags.push({ property: 'article:modified_time', content: head.modifiedTime });
  if (head.section) tags.push({ property: 'article:section', content: head.section });
  for (const tag of head.tags ?? []) tags.push({ property: 'article:tag', content: tag });
  if (head.noindex) tags.push({ name: 'robots', content: 'noindex, follow' });
  const jsonLd = head.jsonLd ? [head.jsonLd].flat() : [];
  for (const data of jsonLd) tags.push({ 'script:ld+json': data });
  return tags;
}
