/**
 * The site's Content-Security-Policy and Permissions-Policy (SITE-RENDER-5; docs/decisions/020). Two policies, each naming
 * its own directives, so a browser enforces both without one loosening the other:
 *
 * - the SITE policy (`SITE_CSP`): every directive but scripts. Hosting sends it on every response (firebase.json;
 *   `site-headers.test.ts` keeps the two equal) and a local stack adds its emulators' loopback addresses
 *   (scripts/lib/stack.mjs).
 * - the PAGE policy (`pageScriptPolicy`): scripts only, from this site plus the SHA-256 of each inline script of that
 *   one page (React Router's data and boot scripts, and our starter). entry.server.tsx computes it for every page it
 *   renders: as a <meta http-equiv> at build for prerendered pages (Hosting cannot send a header per file), and as a
 *   header too on the pages the function renders.
 *
 * Why not one policy: the hashes differ per page and Hosting's headers are static, and a header with
 * `script-src 'unsafe-inline'` beside a stricter meta would only be as strict as the meta anyway.
 */

/** Firebase endpoints the browser talks to in firebase mode (web/src/lib/firebase.ts: Auth and Firestore). */
export const FIREBASE_CONNECT_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firestore.googleapis.com',
] as const;

/** Blog images in firebase mode are Firebase Storage download URLs (functions/src/blobs/cloud-storage-blobs.ts). */
export const FIREBASE_STORAGE_ORIGIN = 'https://firebasestorage.googleapis.com';

/** Video thumbnails (common/src/youtube.ts uses img.youtube.com, which answers from i.ytimg.com). */
export const YOUTUBE_IMAGE_ORIGINS = ['https://i.ytimg.com', 'https://img.youtube.com'] as const;

/**
 * Where pictures may come from besides this site: the one list behind the site policy's img-src AND the image
 * fields' validation (isAllowedImageUrl), so an image URL the form accepts is never one the browser then blocks.
 * Another picture host is added here, and both follow.
 */
export const IMAGE_ORIGINS = [...YOUTUBE_IMAGE_ORIGINS, FIREBASE_STORAGE_ORIGIN] as const;

/** An absolute image URL on one of IMAGE_ORIGINS (https only). */
export function isAllowedImageUrl(value: string): boolean {
  try {
    if (new URL(value).protocol !== 'https:') return false;
  } catch {
    return false;
  }
  // The origin as written (no userinfo, default port) must be one of the list.
  const origin = /^https:\/\/[^/?#@]+/i.exec(value)?.[0].toLowerCase() ?? '';
  return (IMAGE_ORIGINS as readonly string[]).includes(origin);
}

/** Video players: the privacy-enhanced embed only (common/src/youtube.ts). */
export const YOUTUBE_FRAME_ORIGIN = 'https://www.youtube-nocookie.com';

/** The site policy's directives, in the order they are sent. */
export const SITE_CSP_DIRECTIVES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['connect-src', ["'self'", ...FIREBASE_CONNECT_ORIGINS]],
  // data: a blog's image may be a base64 data URL (the blog schema accepts one, ADMIN-VALID).
  ['img-src', ["'self'", 'data:', ...IMAGE_ORIGINS]],
  ['font-src', ["'self'"]],
  // MUI's Emotion writes <style> tags at run time (and the server puts the page's styles inline), and components set
  // style="" attributes: neither can carry a hash or nonce through Emotion's client cache, so styles stay inline.
  // Style injection cannot run script, which the page policy keeps to this site and hashed scripts.
  ['style-src', ["'self'", "'unsafe-inline'"]],
  ['frame-src', [YOUTUBE_FRAME_ORIGIN]],
  ['media-src', ["'self'"]],
  ['manifest-src', ["'self'"]],
  ['worker-src', ["'self'"]],
  ['object-src', ["'none'"]],
  ['base-uri', ["'self'"]],
  ['form-action', ["'self'"]],
  ['frame-ancestors', ["'self'"]],
];

const serialize = (directives: ReadonlyArray<readonly [string, readonly string[]]>) =>
  directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');

/** Hosting's Content-Security-Policy header (firebase.json must say exactly this). */
export const SITE_CSP = serialize(SITE_CSP_DIRECTIVES);

/**
 * The site policy of a local stack: its emulators (loopback addresses the browser signs in and reads through) are
 * added to connect-src, and a Storage emulator to img-src. `origins` like `http://127.0.0.1:9118`.
 */
export function siteCspWithEmulators(origins: { connect?: string[]; images?: string[] }): string {
  return serialize(
    SITE_CSP_DIRECTIVES.map(([name, sources]) => {
      if (name === 'connect-src') return [name, [...sources, ...(origins.connect ?? [])]] as const;
      if (name === 'img-src') return [name, [...sources, ...(origins.images ?? [])]] as const;
      return [name, sources] as const;
    }),
  );
}

/** A page's script policy: this site's files and exactly the inline scripts whose hashes are given. */
export const pageScriptPolicy = (sha256Base64: readonly string[]) =>
  serialize([
    ['script-src', ["'self'", ...[...new Set(sha256Base64)].map((h) => `'sha256-${h}'`)]],
    ['script-src-attr', ["'none'"]],
  ]);

/**
 * Powerful features no page uses are switched off for the site and anything it embeds; fullscreen stays for the site
 * and the YouTube player.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  `fullscreen=(self "${YOUTUBE_FRAME_ORIGIN}")`,
].join(', ');
