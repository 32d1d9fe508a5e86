#!/usr/bin/env node
// `npm run build -w web` (and `node web/scripts/build.mjs --mode firebase [--outDir dir]`): builds the SPA, then
// prerenders the public routes to static HTML so a visitor (and a crawler) gets the page before any JavaScript runs.
//   1. vite build                      -> dist/ (index.html is the empty shell)
//   2. vite build --ssr entry-server   -> dist-ssr/ (the same app, rendered by Node; not deployed)
//   3. dist/spa.html = the empty shell (served for every other route, firebase.json), then one HTML file per route
//      of PRERENDERED_ROUTES (src/entry-server.tsx), index.html becoming the home page.
// SITE_URL (e.g. https://<project>.web.app) makes the canonical and Open Graph URLs absolute; without it they name
// http://localhost:5000, which the app corrects in the browser.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const mode = arg('--mode') ?? 'production';
const origin = (process.env.SITE_URL || 'http://localhost:5000').replace(/\/$/, '');
const dist = path.resolve(arg('--outDir') ?? path.join(webDir, 'dist'));
const ssrDist = `${dist}-ssr`;

await build({ root: webDir, mode, build: { outDir: dist, emptyOutDir: true } });
await build({
  root: webDir,
  mode,
  logLevel: 'warn',
  // Bundle every dependency, so Node never has to load MUI's or React's packages itself.
  ssr: { noExternal: true },
  build: { ssr: 'src/entry-server.tsx', outDir: ssrDist, emptyOutDir: true, copyPublicDir: false },
});

const { renderDocument, PRERENDERED_ROUTES, fileForRoute } = await import(
  pathToFileURL(path.join(ssrDist, 'entry-server.js')).href
);
const shell = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
fs.writeFileSync(path.join(dist, 'spa.html'), shell);

// A prerendered page is complete without JavaScript, so its shell differs in two ways (docs/decisions/009):
// - the stylesheet (a few @font-face rules) is inlined, one request fewer before the first paint, and the fonts
//   it names are preloaded;
// - the app starts after the first paint: a small inline module fetches the entry script and its imports then,
//   so the page's HTML, fonts and main image are not queued behind the app's code, which only makes the page
//   interactive (then it hydrates, src/main.tsx). A hidden tab, which paints nothing, starts it at once.
const css = (href) => fs.readFileSync(path.join(dist, href), 'utf8');
const entry = shell.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/)?.[1];
const imports = [...shell.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
  (m) => m[1],
);
if (!entry || !/<link rel="stylesheet" crossorigin href="[^"]+">/.test(shell)) {
  throw new Error(
    'The built index.html no longer has the tags the prerender rewrites: update web/scripts/build.mjs.',
  );
}
const starter = `<script type="module">
      const start = () => {
        for (const href of ${JSON.stringify(imports)}) {
          const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
          document.head.append(link);
        }
        import(${JSON.stringify(entry)});
      };
      if (document.visibilityState === 'hidden') start();
      else requestAnimationFrame(() => setTimeout(start));
    </script>`;
// The fonts the inlined CSS names, fetched at once rather than when the first text is laid out.
const fontPreloads = (styles) =>
  [...styles.matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g)]
    .map((m) => `<link rel="preload" as="font" type="font/woff2" href="${m[1]}" crossorigin>`)
    .join('');
const pageShell = shell
  .replace(
    /<link rel="stylesheet" crossorigin href="([^"]+)">/g,
    (_, href) => `${fontPreloads(css(href))}<style>${css(href)}</style>`,
  )
  .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
  .replace(/<script type="module" crossorigin src="[^"]+"><\/script>/, starter);
for (const route of PRERENDERED_ROUTES) {
  const file = path.join(dist, fileForRoute(route));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, await renderDocument(pageShell, route, origin));
}
console.log(
  `prerendered ${PRERENDERED_ROUTES.length} routes into ${path.relative(process.cwd(), dist) || '.'} (${origin})`,
);
