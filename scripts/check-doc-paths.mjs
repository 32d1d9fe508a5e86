#!/usr/bin/env node
// The lint layer's check that the docs name files that exist (ARCH-DEV-5): every repository path in README.md and
// docs/**/*.md, written in backticks (`web/src/routes.ts`) or as a relative link ([x](docs/benchmarks.md)), must
// exist, from the repository or a workspace (`src/app.ts` in a record about functions/). A path is a token with a
// slash and a file extension (or a trailing slash for a folder), without spaces, wildcards or placeholders (`<id>`,
// `*`, `{`, `...`); a line number (`:12`) or an anchor (`#x`) is dropped. A bare name (`app.ts`) is not checked: its
// folder is said around it. A file a record names as gone says so right after it: `old.ts` (removed ...).
//
//   node scripts/check-doc-paths.mjs          exits 1 and lists each missing path with its file and line
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/stack.mjs';

/** Folders and generated files a doc may name that a fresh clone does not have until a build or a start. */
const GENERATED =
  /^(\.data|\.tmp|\.firebase|web\/dist|web\/\.react-router|functions\/lib|test-results|playwright-report|node_modules|\.firebase\.local|functions\/\.env\.)/;
/** Where a path in the docs may start: the repository, or a workspace (`src/app.ts` in a record about functions/). */
const ROOTS = [
  '',
  'web',
  'web/src',
  'web/src/features/calculators',
  'functions',
  'functions/src',
  'common',
  'common/src',
  'common/src/finance',
  'scripts',
  'node_modules',
].map((r) => path.join(ROOT, r));
const EXT = /\.(ts|tsx|mts|mjs|cjs|js|json|md|yml|yaml|rules|py|css|html|txt|svg|png|ico|webmanifest|sh)$/;

function docFiles() {
  const out = [path.join(ROOT, 'README.md')];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.md')) out.push(p);
    }
  };
  walk(path.join(ROOT, 'docs'));
  return out;
}

/** The path a token names, or null when the token is not a repository path. */
function asPath(token) {
  let t = token
    .trim()
    .replace(/[#?].*$/, '')
    .replace(/:\d+(-\d+)?$/, '');
  if (!t || /\s|[<>*{}…|$=]|\.\.\.|^https?:|^\w+:\/\/|^@|^-/.test(t)) return null;
  t = t.replace(/^\.\//, '');
  // A file with a known extension, or a folder written with its trailing slash; a bare name's folder is said nearby.
  if (!t.includes('/') || !(EXT.test(t) || t.endsWith('/'))) return null;
  if (/^[\w.-]+\/$/.test(t)) return null; // one folder name (`blog-images/`, `lib/`): its place is said nearby
  if (/^[A-Z_]+\//.test(t)) return null; // under a folder a variable names (DATA_DIR/uploads/)
  if (/^\/|^\.\.\//.test(t)) return null; // a site address (/blogs) or outside the repository
  if (!/^[\w.@+-]+(\/[\w.@+[\]()-]*)*$/.test(t)) return null;
  if (GENERATED.test(t)) return null;
  return t;
}

const missing = [];
let checked = 0;
for (const file of docFiles()) {
  const rel = path.relative(ROOT, file);
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  let fenced = false;
  lines.forEach((line, i) => {
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (fenced) return;
    const tokens = [];
    for (const m of line.matchAll(/`([^`]+)`(\s*\(removed)?/g)) if (!m[2]) tokens.push([m[1], ROOT]);
    for (const m of line.matchAll(/\]\(([^)\s]+)\)/g)) tokens.push([m[1], path.dirname(file)]);
    for (const [token, base] of tokens) {
      const p = asPath(token);
      if (!p) continue;
      checked += 1;
      const candidates = [base, ...ROOTS].map((r) => path.join(r, p));
      // A workspace's build output (`lib/index.js` in a record about functions/) exists only after a build.
      const generated = candidates.some((c) => GENERATED.test(path.relative(ROOT, c)));
      if (!generated && !candidates.some((c) => fs.existsSync(c))) missing.push(`${rel}:${i + 1}: ${p}`);
    }
  });
}

if (missing.length) {
  console.error(
    `Docs name ${missing.length} path(s) that do not exist (fix the path, or mark a gone file "(removed)"):`,
  );
  for (const m of missing) console.error(`  ${m}`);
  process.exit(1);
}
console.log(`check-doc-paths: ${checked} paths in README.md and docs/ exist`);
