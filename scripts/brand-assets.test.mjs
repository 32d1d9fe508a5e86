// The files common/src/brand-assets.ts names exist in web/public with the sizes it says (drawn by
// scripts/generate-brand-images.mjs), and site.webmanifest agrees with it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  APPLE_TOUCH_ICON,
  BRAND_HEAD_LINKS,
  DEFAULT_SHARE_IMAGE,
  FAVICON_ICO,
  FAVICON_SVG,
  MANIFEST_ICONS,
  MANIFEST_PATH,
  THEME_COLOR,
  shareImageUrl,
} from '../common/src/brand-assets.ts';

const PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'web', 'public');
const read = (sitePath) => fs.readFileSync(path.join(PUBLIC, sitePath));

function pngSize(buffer) {
  expect(buffer.subarray(0, 8).toString('latin1')).toBe('\x89PNG\r\n\x1a\n');
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

describe('brand assets', () => {
  it.each([DEFAULT_SHARE_IMAGE, APPLE_TOUCH_ICON, ...MANIFEST_ICONS])(
    '$path is a $width x $height PNG',
    (image) => {
      expect(pngSize(read(image.path))).toEqual({ width: image.width, height: image.height });
    },
  );

  it('the share image is the Open Graph size and has alt text', () => {
    expect(DEFAULT_SHARE_IMAGE).toMatchObject({ width: 1200, height: 630 });
    expect(DEFAULT_SHARE_IMAGE.alt).toMatch(/36x Advisory/);
    expect(shareImageUrl('https://my-36x.web.app')).toBe('https://my-36x.web.app/share/default-1200x630.png');
    expect(shareImageUrl('https://my-36x.web.app/')).toBe(
      'https://my-36x.web.app/share/default-1200x630.png',
    );
  });

  it('favicon.ico holds 16 and 32 pixel PNGs; favicon.svg is there', () => {
    const ico = read(FAVICON_ICO.path);
    expect(ico.readUInt16LE(2)).toBe(1);
    const sizes = [];
    for (let i = 0; i < ico.readUInt16LE(4); i++) {
      const entry = 6 + 16 * i;
      const png = ico.subarray(
        ico.readUInt32LE(entry + 12),
        ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8),
      );
      sizes.push(pngSize(png).width);
    }
    expect(sizes).toEqual([16, 32]);
    expect(read(FAVICON_SVG.path).toString('utf8')).toMatch(/^<svg /);
  });

  it('site.webmanifest lists the icons and colours said here', () => {
    const manifest = JSON.parse(read(MANIFEST_PATH).toString('utf8'));
    expect(manifest).toMatchObject({ name: '36x Advisory', start_url: '/', theme_color: THEME_COLOR });
    expect(['browser', 'minimal-ui']).toContain(manifest.display);
    expect(manifest.background_color).toMatch(/^#[0-9A-F]{6}$/i);
    expect(manifest.icons).toEqual(
      MANIFEST_ICONS.map((i) => ({
        src: i.path,
        sizes: `${i.width}x${i.height}`,
        type: i.type,
        purpose: 'any',
      })),
    );
  });

  it('every head link points at a file', () => {
    for (const link of BRAND_HEAD_LINKS)
      expect(fs.existsSync(path.join(PUBLIC, link.href)), link.href).toBe(true);
  });
});
