#!/usr/bin/env node
// `npm run build -w web` (and `node web/scripts/build.mjs --mode firebase [--outDir dir]`): React Router's build,
// then what Firebase Hosting needs of it.
//   1. react-router build   -> dist/client (assets, and one HTML file per prerendered page: PRERENDERED_PATHS in
//                              src/lib/paths.ts) and dist/server (the page handler the `api` function loads:
//                              server/pages.ts; functions/build.mjs copies it)
//   2. each prerendered `<path>/index.html` becomes `<path>.html` (firebase.json: cleanUrls, no trailing slash)
//   3. 404.html: the 'Page Not Found' page, rendered by the server bundle (Hosting answers it, with a 404, for any
//      path that has no file and no rewrite)
//   4. robots.txt names the sitemap with the site's absolute address
// SITE_URL (e.g. https://<project>.web.app) makes canonical and Open Graph URLs absolute; without it they name
// http://localhost:5000 (local stacks).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const mode = arg('--mode') ?? 'production';
const origin = (process.env.SITE_URL || 'http://localhost:5000').replace(/\/$/, '');
const outDir = arg('--outDir');
const built = path.join(webDir, 'dist');

const cli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@react-router/dev/package.json')),
  'bin.js',
);
// Dropped from the output: @react-router/dev 7 passes Vite 8 the deprecated `envFile: false` (its own internal
// config, not ours: nothing to act on; fixed in React Router 8), and Vite says so eight times a build.
const NOT_OURS = 'The `envFile` option is deprecated, please use `envDir: false` instead.';
const status = await new Promise((resolve) => {
  const child = spawn(process.execPath, [cli, 'build', '--mode', mode], {
    cwd: webDir,
    stdio: ['inherit', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: mode === 'development' ? 'development' : 'production' },
  });
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    readline.createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => {
      if (!line.includes(NOT_OURS)) to.write(`${line}\n`);
    });
  }
  child.on('close', (code) => resolve(code ?? 1));
});
if (status !== 0) process.exit(status);

const client = path.join(built, 'client');
// React Router names every server entry after its own (index.js): the page handler is the other one.
const serverDir = path.join(built, 'server');
const entries = fs.readdirSync(serverDir).filter((f) => f.endsWith('.js') && f !== 'index.js');
if (entries.length !== 1)
  throw new Error(`Expected one page-handler entry in ${serverDir}, found: ${entries}`);
const server = path.join(serverDir, 'pages.js');
fs.renameSync(path.join(serverDir, entries[0]), server);

// 2. /services is served from services.html (cleanUrls); /services/ redirects to /services (trailingSlash: false).
let pages = 0;
for (const entry of fs.readdirSync(client, { recursive: true })) {
  const file = path.join(client, String(entry));
  if (path.basename(file) !== 'index.html' || path.dirname(file) === client) continue;
  fs.renameSync(file, `${path.dirname(file)}.html`);
  pages++;
}

// 3. The server bundle renders the not-found page as the function would for an unknown path.
const { renderPage } = await import(pathToFileURL(server).href);
const notFound = await renderPage('/404');
const notFoundHtml = await notFound.text();
if (notFound.status !== 404 || !notFoundHtml.includes('Page Not Found')) {
  throw new Error(`The not-found page did not render (status ${notFound.status}).`);
}
fs.writeFileSync(path.join(client, '404.html'), notFoundHtml);

// 4.
fs.appendFileSync(path.join(client, 'robots.txt'), `Sitemap: ${origin}/sitemap.xml\n`);

if (outDir) {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.cpSync(built, path.resolve(outDir), { recursive: true });
}
console.log(
  `prerendered ${pages + 1} pages and 404.html into ${path.relative(process.cwd(), client)} (${origin})`,
);
