#!/usr/bin/env node
// `npm run size:pages`: the JavaScript each public page loads before its first input, from the build on disk
// (web/dist/client), in KB gzip (zlib level 9, as bench:web counts it): React Router's entry, the root, the public
// layout and the page's route module, each with the static imports its manifest lists and those the files themselves
// name, plus the route manifest (or, with lazy route discovery, the page's part of it, inline in the HTML). Chunks that load later (lazy imports: the footer, charts, a form's rules on submit;
// route modules of other pages on navigation) are not counted. Decision 054; figures in docs/benchmarks.md.
//
//   npm run build -w web && npm run size:pages            every public route, largest first
//   npm run size:pages -- --check                         exits 1 if a page is over TARGET_KB
//   npm run size:pages -- --dir /tmp/old-dist              another build (a copy of web/dist), for a before/after
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './lib/stack.mjs';

/** SITE-RENDER-7: at most this much JavaScript (KB gzip) before first input on every public page. */
const TARGET_KB = 190;
const dirAt = process.argv.indexOf('--dir');
const client = path.join(
  dirAt > 0 ? path.resolve(process.argv[dirAt + 1]) : path.join(ROOT, 'web', 'dist'),
  'client',
);
const assets = path.join(client, 'assets');
if (!fs.existsSync(assets)) {
  console.error('No build in web/dist/client: run `npm run build -w web` first.');
  process.exit(1);
}
const manifestFile = fs.readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
const manifest = JSON.parse(
  fs
    .readFileSync(path.join(assets, manifestFile), 'utf8')
    .replace(/^window\.__reactRouterManifest=/, '')
    .replace(/;\s*$/, ''),
);

const sizes = new Map();
/** A file's gzip bytes (its URL path under web/dist/client). */
function gzipOf(url) {
  if (!sizes.has(url)) {
    const body = fs.readFileSync(path.join(client, url.replace(/#.*$/, '')));
    sizes.set(url, gzipSync(body, { level: 9 }).length);
  }
  return sizes.get(url);
}

/** Static imports a built chunk names (`import ... from "./x.js"`, `import "./x.js"`, `export ... from`), not import(). */
const STATIC_IMPORT =
  /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'](\.{0,2}\/[^"']+\.js)["']/g;
function withStaticImports(urls) {
  const seen = new Set();
  const visit = (url) => {
    if (seen.has(url)) return;
    seen.add(url);
    const code = fs.readFileSync(path.join(client, url), 'utf8');
    for (const [, spec] of code.matchAll(STATIC_IMPORT))
      visit(path.posix.join(path.posix.dirname(url), spec));
  };
  urls.forEach(visit);
  return seen;
}

// Lazy route discovery (react-router.config.ts): the page carries its own routes' part of the manifest inline, and
// the rest comes from /__manifest as links appear; otherwise it loads the whole manifest file.
const lazyDiscovery = fs
  .readFileSync(path.join(client, '404.html'), 'utf8')
  .includes('window.__reactRouterManifest = {');
const manifestBytes = (route) =>
  lazyDiscovery
    ? gzipSync(
        JSON.stringify(
          { ...manifest, routes: Object.fromEntries(chain(route.id).map((r) => [r.id, r])) },
          null,
          2,
        ),
        { level: 9 },
      ).length
    : gzipOf(`/assets/${manifestFile}`);
const routes = manifest.routes;
const chain = (id) => (id ? [...chain(routes[id].parentId), routes[id]] : []);
const layoutId = Object.keys(routes).find((id) => id.endsWith('PublicLayout'));
const PRIVATE = /admin|login|newsletter|contact-send|results$/;
// Every page under the public layout, through the layouts between (the calculators' rules-in-force), not the layouts.
const parents = new Set(Object.values(routes).map((r) => r.parentId));
const pages = Object.values(routes).filter(
  (r) =>
    chain(r.parentId).some((p) => p.id === layoutId) &&
    !parents.has(r.id) &&
    !PRIVATE.test(r.id) &&
    r.hasDefaultExport,
);

const kb = (bytes) => bytes / 1024;
const rows = pages.map((route) => {
  const modules = [manifest.entry, ...chain(route.id)];
  const js = withStaticImports(modules.flatMap((m) => [m.module, ...(m.imports ?? [])]));
  const css = new Set(modules.flatMap((m) => m.css ?? []));
  const jsBytes = [...js].reduce((n, u) => n + gzipOf(u), 0) + manifestBytes(route);
  const cssBytes = [...css].reduce((n, u) => n + gzipOf(u), 0);
  return {
    path: `/${route.path ?? ''}`,
    id: route.id,
    files: js.size + 1,
    js: kb(jsBytes),
    css: kb(cssBytes),
  };
});
rows.sort((a, b) => b.js - a.js);

console.log(
  `KB gzip before first input, per public route (build in web/dist/client; target <= ${TARGET_KB} KB JS)\n`,
);
console.log(`${'route'.padEnd(40)}${'JS KB'.padStart(8)}${'files'.padStart(7)}${'CSS KB'.padStart(8)}`);
for (const r of rows) {
  const flag = r.js > TARGET_KB ? '  OVER' : '';
  console.log(
    `${r.path.padEnd(40)}${r.js.toFixed(1).padStart(8)}${String(r.files).padStart(7)}${r.css.toFixed(1).padStart(8)}${flag}`,
  );
}
const over = rows.filter((r) => r.js > TARGET_KB);
console.log(
  `\n${rows.length} routes; largest ${rows[0].js.toFixed(1)} KB (${rows[0].path}), smallest ${rows.at(-1).js.toFixed(1)} KB (${rows.at(-1).path}); ${over.length} over ${TARGET_KB} KB`,
);
if (process.argv.includes('--check') && over.length) process.exit(1);
