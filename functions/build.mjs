// Bundles the Cloud Function: src/index.ts -> lib/index.js (CommonJS, Node 20+, source map). See
// docs/decisions/002-bundle-functions-with-esbuild.md. Firebase deploys upload only this folder and install only
// package.json's dependencies, so the workspace package @36x/common (and yup, which it uses) is bundled inline and
// every runtime dependency stays external. `node build.mjs --watch` rebuilds on change (npm run dev); the functions
// emulator reloads the function when lib/ changes.
//
// The demo seed (demo accounts and their passwords) is never inside lib/index.js: it is its own bundle,
// lib/demo-seed.js, which index.ts loads by a computed path only inside the functions emulator. `--production`
// (npm run deploy) does not write it and deletes a stale one; every build fails if lib/index.js names a demo password.
// `--outdir <dir>` writes elsewhere than lib/ (tests).
import fs from 'node:fs';
import path from 'node:path';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'));
// yup, and the Markdown renderer of newsletter mail (ES modules only; the same packages the web app's posts use).
const BUNDLED = new Set([
  'yup',
  'unified',
  'remark-parse',
  'remark-gfm',
  'remark-rehype',
  'hast-util-to-html',
]);
const external = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.optionalDependencies ?? {}),
].filter((name) => !BUNDLED.has(name));
const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
const watch = process.argv.includes('--watch');
const production = process.argv.includes('--production');
const outdirArg = process.argv.indexOf('--outdir');
const outdir = outdirArg > 0 ? path.resolve(process.argv[outdirArg + 1]) : path.join(here, 'lib');
const SEED_FILE = 'demo-seed.js';
/** Every demo password starts so (src/seed/demo-content.ts); none may reach the deployed entry point. */
const DEMO_PASSWORD_MARK = '36x-demo-';

/** The package name of an import path ('@scope/name/sub' -> '@scope/name'). */
function packageOf(importPath) {
  const parts = importPath.split('/');
  return importPath.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Fails the build when the bundle would require a package that a deploy does not install. */
function checkRequires(metafile) {
  const allowed = new Set(external);
  const missing = new Set();
  for (const output of Object.values(metafile.outputs)) {
    for (const imp of output.imports) {
      if (!imp.external || builtins.has(imp.path) || imp.path.startsWith('.')) continue;
      if (!allowed.has(packageOf(imp.path))) missing.add(imp.path);
    }
  }
  if (missing.size) {
    throw new Error(
      `lib/index.js requires packages missing from functions/package.json: ${[...missing].join(', ')}`,
    );
  }
}

/**
 * The site's pages that are not static files (src/pages) are rendered by the web app's server bundle
 * (web/dist/server, from React Router's build): copied into lib/ssr when the web build exists, so a deploy carries
 * the site it was built with.
 */
function copyWebBuild() {
  const server = path.join(here, '..', 'web', 'dist', 'server');
  const target = path.join(outdir, 'ssr');
  fs.rmSync(target, { recursive: true, force: true });
  fs.rmSync(path.join(outdir, 'spa.html'), { force: true });
  if (!fs.existsSync(path.join(server, 'pages.js'))) return;
  fs.cpSync(server, target, { recursive: true });
  // ES modules inside a CommonJS package: say so, or Node reads them as CommonJS.
  fs.writeFileSync(path.join(target, 'package.json'), '{ "type": "module" }\n');
}

/** The guides' font (guides/guide-service.ts reads it from lib/guides-fonts). */
function copyGuideFonts() {
  fs.cpSync(path.join(here, 'src', 'guides', 'fonts'), path.join(outdir, 'guides-fonts'), {
    recursive: true,
  });
}

/** Fails the build when the entry point carries a demo password (the seed must stay in its own file). */
function checkNoDemoSeed() {
  const entry = ['index.js', 'index.js.map']
    .map((f) => fs.readFileSync(path.join(outdir, f), 'utf8'))
    .join('\n');
  if (entry.includes(DEMO_PASSWORD_MARK)) {
    throw new Error(
      `lib/index.js contains "${DEMO_PASSWORD_MARK}...": the demo seed leaked into the deployed bundle`,
    );
  }
  if (production) {
    fs.rmSync(path.join(outdir, SEED_FILE), { force: true });
    fs.rmSync(path.join(outdir, `${SEED_FILE}.map`), { force: true });
  }
}

const options = {
  absWorkingDir: here,
  // The guides (pdfkit, fontkit: megabytes) are a bundle of their own, lib/guides.js, loaded on the first guide request
  // (guides/guide-service.ts), so a cold start for a page or an API call does not parse them.
  entryPoints: production
    ? { index: 'src/index.ts', guides: 'src/guides/index.ts' }
    : {
        index: 'src/index.ts',
        guides: 'src/guides/index.ts',
        [SEED_FILE.replace(/\.js$/, '')]: 'src/seed/seed-demo.ts',
      },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  keepNames: true,
  external,
  // pdfkit (the guides, bundled: a deploy installs nothing more) in its build that carries its standard fonts inside
  // instead of reading them from its package folder, which the bundle does not have. Its `import.meta.url` (an ICC
  // profile for PDF/A, unused) is given the bundle's own file URL.
  alias: { pdfkit: path.join(here, '..', 'node_modules', 'pdfkit', 'js', 'pdfkit.browser.mjs') },
  define: { 'import.meta.url': '__bundle_url' },
  metafile: true,
  logLevel: 'warning',
  // Stack traces in the function's logs point at src/ lines.
  banner: {
    js: 'process.setSourceMapsEnabled && process.setSourceMapsEnabled(true); var __bundle_url = require("url").pathToFileURL(__filename).href;',
  },
  plugins: [
    {
      name: 'after-build',
      setup(build) {
        build.onEnd((result) => {
          if (result.errors.length || !result.metafile) return;
          try {
            checkRequires(result.metafile);
            checkNoDemoSeed();
            copyWebBuild();
            copyGuideFonts();
            if (watch) console.log(`functions: rebuilt lib/index.js at ${new Date().toLocaleTimeString()}`);
          } catch (err) {
            console.error(`functions build: ${err.message}`);
            if (!watch) process.exitCode = 1;
          }
        });
      },
    },
  ],
};

fs.mkdirSync(outdir, { recursive: true });
if (watch) {
  const ctx = await esbuild.context(options);
  await ctx.watch();
  const stop = () => ctx.dispose().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} else {
  await esbuild.build(options);
}
