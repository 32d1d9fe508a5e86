#!/usr/bin/env node
// `npm run build -w web` (and `node web/scripts/build.mjs --mode firebase [--outDir dir]`): builds the SPA, then
// prerenders the public routes to static HTML so a visitor (and a crawler) gets the page before any JavaScript runs.
//   1. vite build                      -> dist/ (index.html is the empty shell), after a first build in memory that
//                                         says which modules go in the start-up chunks (start-up-chunks.mjs)
//   2. vite build --ssr entry-server   -> dist-ssr/ (the same app, rendered by Node: here, and by the `api`
//                                         function for the blog pages, which bundles a copy: functions/build.mjs)
//   3. dist/spa.html = the empty shell (served for every other route, firebase.json), then one HTML file per route
//      of PRERENDERED_ROUTES (src/entry-server.tsx), index.html becoming the home page.
// SITE_URL (e.g. https://<project>.web.app) makes the canonical and Open Graph URLs absolute; without it they name
// http://localhost:5000, which the app corrects in the browser. NO_MINIFY=1 keeps names readable, for a CPU profile.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { startUpChunkGroups } from './start-up-chunks.mjs';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const mode = arg('--mode') ?? 'production';
const origin = (process.env.SITE_URL || 'http://localhost:5000').replace(/\/$/, '');
const dist = path.resolve(arg('--outDir') ?? path.join(webDir, 'dist'));
const ssrDist = `${dist}-ssr`;

// A first build, kept in memory, tells which modules the app's start-up steps load (start-up-chunks.mjs).
const probe = await build({ root: webDir, mode, logLevel: 'silent', build: { write: false, minify: false } });
await build({
  root: webDir,
  mode,
  build: {
    outDir: dist,
    emptyOutDir: true,
    minify: !process.env.NO_MINIFY,
    rolldownOptions: {
      output: { codeSplitting: { groups: startUpChunkGroups(probe, path.dirname(webDir)) } },
    },
  },
});
const shell = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
// The shell's stylesheets (a few @font-face rules), carried by the server bundle: the `api` function inlines them in
// the pages it renders as this script does in the prerendered ones (toPageShell), without the built files at hand.
const builtStylesheets = Object.fromEntries(
  [...shell.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map(([, href]) => [
    href,
    fs.readFileSync(path.join(dist, href), 'utf8'),
  ]),
);
await build({
  root: webDir,
  mode,
  logLevel: 'warn',
  // Bundle every dependency, so Node never has to load MUI's or React's packages itself.
  ssr: { noExternal: true },
  // React and Emotion pick their mode from NODE_ENV when they run: the function has none set, and its pages must
  // match the production client (Emotion's class names differ in development).
  define: {
    ...(mode === 'development' ? {} : { 'process.env.NODE_ENV': JSON.stringify('production') }),
    __BUILT_STYLESHEETS__: JSON.stringify(builtStylesheets),
  },
  build: { ssr: 'src/entry-server.tsx', outDir: ssrDist, emptyOutDir: true, copyPublicDir: false },
});

const { renderDocument, toPageShell, PRERENDERED_ROUTES, fileForRoute } = await import(
  pathToFileURL(path.join(ssrDist, 'entry-server.js')).href
);
fs.writeFileSync(path.join(dist, 'spa.html'), shell);
fs.appendFileSync(path.join(dist, 'robots.txt'), `Sitemap: ${origin}/sitemap.xml\n`);

// A prerendered page is complete without JavaScript: its shell starts the app after the first paint and inlines
// the stylesheet (toPageShell in src/entry-server.tsx; docs/decisions/010).
const pageShell = toPageShell(shell);
for (const route of PRERENDERED_ROUTES) {
  const file = path.join(dist, fileForRoute(route));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, await renderDocument(pageShell, route, origin));
}
console.log(
  `prerendered ${PRERENDERED_ROUTES.length} routes into ${path.relative(process.cwd(), dist) || '.'} (${origin})`,
);
