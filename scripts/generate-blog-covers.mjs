#!/usr/bin/env node
// Renders the blog cover SVGs in web/public/images/blog/ to raster copies beside them (committed, so builds need
// nothing):
//
//   node scripts/generate-blog-covers.mjs            every <slug>.svg → <slug>.jpg
//   node scripts/generate-blog-covers.mjs sip-step-up-habit   only the named covers
//
// Why both: the SVGs are the editable sources, but link-preview crawlers (WhatsApp, LinkedIn, X) do not accept SVG
// for og:image, and a blog page uses its post's image as og:image. The demo seed therefore points at the JPEGs.
//
// Each SVG is drawn by headless Chromium (/usr/bin/chromium, or CHROMIUM_PATH) at 1200×630, the Open Graph size,
// and saved as JPEG at quality 80. Text in the covers uses system fonts (the page's web fonts are not available to
// an SVG shown as an image), so render on a machine with the usual fonts (Debian: fonts-liberation, fonts-dejavu).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIR = path.join(ROOT, 'web/public/images/blog');
const WIDTH = 1200;
const HEIGHT = 630;
const QUALITY = 80;

const only = process.argv.slice(2);
const slugs = fs
  .readdirSync(DIR)
  .filter((f) => f.endsWith('.svg'))
  .map((f) => f.slice(0, -'.svg'.length))
  .filter((slug) => only.length === 0 || only.includes(slug))
  .sort();
const missing = only.filter((slug) => !slugs.includes(slug));
if (missing.length) throw new Error(`No SVG for: ${missing.join(', ')} (in ${path.relative(ROOT, DIR)})`);
if (slugs.length === 0) throw new Error(`No SVG covers in ${path.relative(ROOT, DIR)}`);

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
  // The covers are self-contained; refuse any request so a stray external reference shows up as a failure.
  await page.route(/^(?!data:)/, (route) => route.abort());
  for (const slug of slugs) {
    const svg = fs.readFileSync(path.join(DIR, `${slug}.svg`), 'utf8');
    if (!/width="1200"[^>]*height="630"/.test(svg.slice(0, 300)))
      throw new Error(`${slug}.svg: expected width="1200" height="630" on the root element`);
    if (/\b(?:href|src)\s*=\s*["'](?!#)/i.test(svg) || /url\((?!#)/i.test(svg))
      throw new Error(`${slug}.svg: external reference (covers must be self-contained)`);
    await page.setContent(
      `<!doctype html><html><head><style>html,body{margin:0;background:#fff}svg{display:block}</style></head><body>${svg}</body></html>`,
    );
    const out = path.join(DIR, `${slug}.jpg`);
    await page.screenshot({
      path: out,
      type: 'jpeg',
      quality: QUALITY,
      clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT },
    });
    const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
    console.log(`${slug}: svg ${kb(Buffer.byteLength(svg))} → jpg ${kb(fs.statSync(out).size)}`);
  }
} finally {
  await browser.close();
}
