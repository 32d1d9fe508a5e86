#!/usr/bin/env node
// Draws the site's raster brand files into web/public/ (committed, so builds need nothing):
//
//   node scripts/generate-brand-images.mjs
//
//   share/default-1200x630.png   the default Open Graph / Twitter image for pages without their own
//   apple-touch-icon.png         180x180, full-bleed (iOS rounds the corners itself)
//   icons/icon-192.png           web manifest icons (site.webmanifest), the mark as in favicon.svg
//   icons/icon-512.png
//   favicon.ico                  16x16 and 32x32 PNGs in one .ico (for browsers and crawlers that ask /favicon.ico)
//
// The paths and sizes are also in common/src/brand-assets.ts (what the page heads use); scripts/brand-assets.test.mjs
// checks the two agree. Colours are web/src/theme/tokens.ts's; the mark is web/public/favicon.svg (LogoMark.tsx);
// the type is the site's own (Merriweather 700, Inter 600 from @fontsource, embedded in the page that is drawn, so
// the result does not depend on the machine's fonts). Everything is drawn by headless Chromium (/usr/bin/chromium,
// or CHROMIUM_PATH; Debian: `apt-get install chromium`) through playwright-core: sharp is not a dependency here.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = path.join(ROOT, 'web', 'public');

// web/src/theme/tokens.ts (kept literal here: a plain Node script cannot import the TypeScript module).
const colors = {
  teal900: '#072F31',
  teal800: '#0B3D3F',
  teal700: '#0E4D4F',
  teal500: '#2F7475',
  teal200: '#A9C9C7',
  teal100: '#DCEBEA',
  gold300: '#E0B860',
  paper: '#FFFFFF',
};
const TAGLINE = 'CA · CFA · CS — tax, investing and compliance';

/** The 36x mark (viewBox 0 0 40 40), as LogoMark.tsx draws it; `inverse` is its variant for dark surfaces. */
function mark({ inverse = false, square = false } = {}) {
  const tile = inverse ? colors.paper : colors.teal700;
  return [
    `<rect width="40" height="40" rx="${square ? 0 : 10}" fill="${tile}"/>`,
    `<rect x="10.5" y="19" width="4.5" height="9" rx="1.2" fill="${inverse ? colors.teal500 : colors.teal200}"/>`,
    `<rect x="17.75" y="14.5" width="4.5" height="13.5" rx="1.2" fill="${inverse ? colors.teal700 : colors.paper}"/>`,
    `<rect x="25" y="10" width="4.5" height="18" rx="1.2" fill="${colors.gold300}"/>`,
    `<path d="M9 31.5h22" stroke="${colors.gold300}" stroke-width="2.2" stroke-linecap="round"/>`,
  ].join('');
}
const markSvg = (size, options) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40">${mark(options)}</svg>`;

function fontFace(family, weight, file) {
  const data = fs.readFileSync(path.join(ROOT, 'node_modules', '@fontsource', file)).toString('base64');
  return `@font-face{font-family:'${family}';font-weight:${weight};font-style:normal;src:url(data:font/woff2;base64,${data}) format('woff2')}`;
}
const FONTS = [
  fontFace('Merriweather', 700, 'merriweather/files/merriweather-latin-700-normal.woff2'),
  fontFace('Inter', 600, 'inter/files/inter-latin-600-normal.woff2'),
].join('');

/** 1200x630: mark and wordmark (as the footer shows them on teal), a gold rule, the tagline. */
const shareImage = `
<div class="card">
  <div class="lockup">
    ${markSvg(152, { inverse: true })}
    <div class="word"><span class="name">36x</span><span class="sub">Advisory</span></div>
  </div>
  <div class="rule"></div>
  <p class="tagline">${TAGLINE}</p>
</div>
<style>
  .card{width:1200px;height:630px;box-sizing:border-box;display:flex;flex-direction:column;align-items:center;
    justify-content:center;background:linear-gradient(160deg,${colors.teal800} 0%,${colors.teal900} 100%);
    border-bottom:14px solid ${colors.gold300};padding-top:14px}
  .lockup{display:flex;align-items:center;gap:34px}
  .lockup svg{display:block;border-radius:38px}
  .word{display:flex;flex-direction:column;line-height:1}
  .name{font:700 132px/1 'Merriweather';color:${colors.paper};letter-spacing:-0.01em}
  .sub{font:600 34px/1 'Inter';color:${colors.teal200};letter-spacing:0.36em;text-transform:uppercase;
    margin:18px 0 0 6px}
  .rule{width:112px;height:5px;border-radius:3px;background:${colors.gold300};margin:58px 0 40px}
  .tagline{margin:0;font:600 40px/1.2 'Inter';color:${colors.teal100};letter-spacing:0.005em}
</style>`;

const icon = (size, options) => `${markSvg(size, options)}<style>svg{display:block}</style>`;

/** What is drawn: file under web/public, size, body of the page, whether the corners stay transparent. */
const IMAGES = [
  { file: 'share/default-1200x630.png', width: 1200, height: 630, body: shareImage, transparent: false },
  {
    file: 'apple-touch-icon.png',
    width: 180,
    height: 180,
    body: icon(180, { square: true }),
    transparent: false,
  },
  { file: 'icons/icon-192.png', width: 192, height: 192, body: icon(192), transparent: true },
  { file: 'icons/icon-512.png', width: 512, height: 512, body: icon(512), transparent: true },
];
const ICO_SIZES = [16, 32];

/** Width and height from a PNG's IHDR chunk. */
function pngSize(buffer) {
  if (buffer.toString('ascii', 1, 4) !== 'PNG') throw new Error('not a PNG');
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

/** An .ico holding PNG images (every browser since IE 11 reads PNG entries). */
function ico(pngs) {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach((png, i) => {
    const { width, height } = pngSize(png);
    const entry = 6 + 16 * i;
    header.writeUInt8(width >= 256 ? 0 : width, entry);
    header.writeUInt8(height >= 256 ? 0 : height, entry + 1);
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...pngs]);
}

async function main() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    // Everything is inline; refuse any request so a stray external reference shows up as a failure.
    await page.route(/^(?!data:)/, (route) => route.abort());
    const draw = async ({ width, height, body, transparent }) => {
      await page.setViewportSize({ width, height });
      await page.setContent(
        `<!doctype html><html><head><meta charset="utf-8"><style>${FONTS}html,body{margin:0;background:transparent}</style></head><body>${body}</body></html>`,
      );
      // The page's fonts are embedded; wait for them and refuse to draw with a fallback font.
      const fontsOk = await page.evaluate(`(async () => {
        const faces = ['700 100px Merriweather', '600 40px Inter'];
        await Promise.all(faces.map((f) => document.fonts.load(f)));
        return faces.every((f) => document.fonts.check(f));
      })()`);
      if (!fontsOk) throw new Error('the embedded fonts did not load');
      return page.screenshot({
        type: 'png',
        omitBackground: transparent,
        clip: { x: 0, y: 0, width, height },
      });
    };

    for (const image of IMAGES) {
      const png = await draw(image);
      const size = pngSize(png);
      if (size.width !== image.width || size.height !== image.height)
        throw new Error(
          `${image.file}: drew ${size.width}x${size.height}, expected ${image.width}x${image.height}`,
        );
      const out = path.join(PUBLIC, image.file);
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(out, png);
      console.log(
        `web/public/${image.file}: ${image.width}x${image.height}, ${(png.length / 1024).toFixed(1)} KB`,
      );
    }

    const pngs = [];
    for (const size of ICO_SIZES) {
      pngs.push(await draw({ width: size, height: size, body: icon(size), transparent: true }));
    }
    const favicon = ico(pngs);
    fs.writeFileSync(path.join(PUBLIC, 'favicon.ico'), favicon);
    console.log(
      `web/public/favicon.ico: ${ICO_SIZES.map((s) => `${s}x${s}`).join(' + ')}, ${favicon.length} B`,
    );
  } finally {
    await browser.close();
  }
}

await main();
