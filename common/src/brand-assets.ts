// The site's icons, web manifest and default share image: files in web/public/ (served as is by Hosting and the
// local stack), drawn by scripts/generate-brand-images.mjs. scripts/brand-assets.test.mjs checks that every file
// named here exists with the size said here, so a page head that uses these constants never points at a missing file.

import { SITE_NAME } from './constants';

/** An image a page head names, with what `<meta property="og:image:*">` and `<link sizes>` need. */
export interface BrandImage {
  /** Site path (absolute on the site, relative to its origin). */
  path: string;
  width: number;
  height: number;
  type: 'image/png';
}

/**
 * og:image / twitter:image of every page without an image of its own (1200x630, the Open Graph size). Crawlers want
 * an absolute URL: `shareImageUrl(siteUrl)`.
 */
export const DEFAULT_SHARE_IMAGE = {
  path: '/share/default-1200x630.png',
  width: 1200,
  height: 630,
  type: 'image/png',
  alt: `${SITE_NAME}: CA, CFA and CS practice for tax, investing and compliance`,
} as const satisfies BrandImage & { alt: string };

/** The mark as SVG (modern browsers pick it first). */
export const FAVICON_SVG = { path: '/favicon.svg', type: 'image/svg+xml' } as const;

/** 16x16 + 32x32 PNGs in one .ico, for browsers and crawlers that ask for /favicon.ico or do not read SVG icons. */
export const FAVICON_ICO = { path: '/favicon.ico', sizes: '32x32' } as const;

/** iOS home screen icon (full-bleed; iOS rounds the corners). */
export const APPLE_TOUCH_ICON = {
  path: '/apple-touch-icon.png',
  width: 180,
  height: 180,
  type: 'image/png',
} as const satisfies BrandImage;

/** The web manifest (name, icons, colours; display minimal-ui). */
export const MANIFEST_PATH = '/site.webmanifest';

/** The manifest's icons, as listed in it. */
export const MANIFEST_ICONS = [
  { path: '/icons/icon-192.png', width: 192, height: 192, type: 'image/png' },
  { path: '/icons/icon-512.png', width: 512, height: 512, type: 'image/png' },
] as const satisfies readonly BrandImage[];

/** `<meta name="theme-color">` and the manifest's theme_color (the mark's teal, tokens.ts teal700). */
export const THEME_COLOR = '#0E4D4F';

/**
 * The head's `<link>` tags for the icons and the manifest, in the shape of a React Router `links()` descriptor
 * (and of `<link>`'s attributes), in the order browsers should consider them.
 */
export const BRAND_HEAD_LINKS = [
  { rel: 'icon', href: FAVICON_ICO.path, sizes: FAVICON_ICO.sizes },
  { rel: 'icon', href: FAVICON_SVG.path, type: FAVICON_SVG.type },
  { rel: 'apple-touch-icon', href: APPLE_TOUCH_ICON.path },
  { rel: 'manifest', href: MANIFEST_PATH },
] as const;

/** The default share image's absolute URL on a site (`siteUrl`: its origin, e.g. https://x.web.app, `/` or not). */
export const shareImageUrl = (siteUrl: string) => new URL(DEFAULT_SHARE_IMAGE.path, siteUrl).toString();
