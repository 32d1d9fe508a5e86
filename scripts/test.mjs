#!/usr/bin/env node
// `npm test`: every test layer of ARCH-TESTS, in order; exits non-zero if any fails.
//
//   node scripts/test.mjs                      all layers: lint, unit, rules, build, e2e
//   node scripts/test.mjs lint unit            only those layers (in the fixed order)
//   node scripts/test.mjs unit -- --project functions src/users
//                                              arguments after `--` go to vitest (unit) or playwright (e2e)
//   --bail                                     stop at the first failing layer
//
// Layers:
//   lint   React Router typegen (web/.react-router), ESLint (errors fail; warnings are advice), citations (scripts/check-citations.mjs), doc paths (scripts/check-doc-paths.mjs), Prettier --check,
//          tsc on common, functions, web, e2e
//   unit   vitest for every workspace, inside `firebase emulators:exec --only auth` (the API and identity tests need
//          the Auth emulator), on port offset TEST_PORT_OFFSET (default 90: auth 9189, hub 4490, logging 4590)
//   rules  security rules suite: scripts/test-rules.mjs (it says itself when the official emulators cannot start)
//   build  npm run build (SPA, then the function bundle)
//   e2e    Playwright (playwright.config.ts): Debian's Chromium (or CHROMIUM_PATH) against a fresh stack on offset E2E_PORT_OFFSET
//          (default 10) and a temp folder
import fs from 'node:fs';
import path from 'node:path';
import { RULES_SKIPPED_EXIT_CODE } from './lib/official-emulators.mjs';
import { ROOT, emulatorsExec, firebaseEnv, run } from './lib/stack.mjs';

const LAYERS = ['lint', 'unit', 'rules', 'build', 'e2e'];
const argv = process.argv.slice(2);
const dashdash = argv.indexOf('--');
const own = dashdash < 0 ? argv : argv.slice(0, dashdash);
const passThrough = dashdash < 0 ? [] : argv.slice(dashdash + 1);
const bail = own.includes('--bail');
const asked = own.filter((a) => !a.startsWith('--'));
for (const a of asked) {
  if (!LAYERS.includes(a)) {
    console.error(`Unknown layer "${a}". Layers: ${LAYERS.join(', ')}`);
    process.exit(2);
  }
}
const selected = asked.length ? LAYERS.filter((l) => asked.includes(l)) : LAYERS;

const node = process.execPath;
const bin = (...p) => path.join(ROOT, 'node_modules', ...p);
const banner = (text) =>
  console.log(`\n\x1b[1m━━ ${text} ${'━'.repeat(Math.max(0, 74 - text.length))}\x1b[0m`);

/** Each step: [label, cmd, args]; all run, in order (so one run shows every problem); the layer fails if any does. */
async function steps(list) {
  const failed = [];
  for (const [label, cmd, args, opts] of list) {
    console.log(`\n▶ ${label}`);
    const code = await run(cmd, args, { label, ...opts });
    if (code !== 0) {
      failed.push(label);
      if (bail) break;
    }
  }
  return failed.length ? { ok: false, note: `failed: ${failed.join('; ')}` } : { ok: true };
}

const layers = {
  lint: () =>
    steps([
      // React Router's route types (web/.react-router/, not committed): the type-aware lint and tsc read them.
      ['react-router typegen', 'npm', ['run', 'typegen', '-w', 'web']],
      [
        'eslint',
        node,
        [bin('eslint', 'bin', 'eslint.js'), '.', '--cache', '--cache-location', '.tmp/eslintcache'],
      ],
      ['citations (docs/requirements ids)', node, [path.join(ROOT, 'scripts', 'check-citations.mjs')]],
      [
        'doc paths (README and docs/ name files that exist)',
        node,
        [path.join(ROOT, 'scripts', 'check-doc-paths.mjs')],
      ],
      [
        'prettier --check (fix with `npm run format`)',
        node,
        [bin('prettier', 'bin', 'prettier.cjs'), '--check', '--log-level', 'warn', '.'],
      ],
      ['typecheck: common', node, [bin('typescript', 'bin', 'tsc'), '-p', 'common', '--noEmit']],
      ['typecheck: functions', node, [bin('typescript', 'bin', 'tsc'), '-p', 'functions', '--noEmit']],
      ['typecheck: web', node, [bin('typescript', 'bin', 'tsc'), '-p', 'web', '--noEmit']],
      ['typecheck: e2e', node, [bin('typescript', 'bin', 'tsc'), '-p', 'e2e', '--noEmit']],
    ]),

  unit: async () => {
    // A JSON report besides the usual output, so the summary (the tail CI shows) can name the failed tests.
    const report = path.join(ROOT, '.tmp', 'vitest-report.json');
    const reporters = passThrough.some((a) => a.startsWith('--reporter'))
      ? []
      : ['--reporter=default', '--reporter=json', `--outputFile=${report}`];
    const vitest = [node, bin('vitest', 'vitest.mjs'), 'run', ...reporters, ...passThrough]
      .map((a) => JSON.stringify(a))
      .join(' ');
    let exec;
    try {
      exec = await emulatorsExec({
        kind: 'test',
        offsetVar: 'TEST_PORT_OFFSET',
        fallback: 90,
        only: ['auth'],
        command: vitest,
        extra: ['--log-verbosity', 'QUIET'],
      });
    } catch (err) {
      console.error(err.message);
      return { ok: false, note: 'ports busy' };
    }
    fs.rmSync(report, { force: true });
    console.log(`\n▶ vitest inside the Auth emulator (offset ${exec.offset})`);
    const code = await run(node, exec.args, { env: firebaseEnv() });
    return code === 0 ? { ok: true } : { ok: false, details: failedVitestTests(report) };
  },

  rules: async () => {
    const script = path.join(ROOT, 'scripts', 'test-rules.mjs');
    if (!fs.existsSync(script)) {
      console.log('security rules suite: skipped (scripts/test-rules.mjs is not in this tree yet)');
      return { ok: true, skipped: true };
    }
    const code = await run(node, [script]);
    // The script has said why the official emulators cannot start here.
    if (code === RULES_SKIPPED_EXIT_CODE) return { ok: true, skipped: true };
    return { ok: code === 0 };
  },

  build: async () => ({ ok: (await run('npm', ['run', 'build'])) === 0 }),

  e2e: async () => {
    const code = await run(node, [bin('@playwright', 'test', 'cli.js'), 'test', ...passThrough]);
    if (code !== 0)
      console.log(
        `\nStack log: .tmp/e2e-stack-${process.env.E2E_PORT_OFFSET || 10}.log; report: npx playwright show-report`,
      );
    return { ok: code === 0 };
  },
};

/** "file › test: first line of the error" for each failed test in a vitest JSON report (none if it is missing). */
function failedVitestTests(report) {
  if (!fs.existsSync(report)) return [];
  const { testResults = [] } = JSON.parse(fs.readFileSync(report, 'utf8'));
  const lines = [];
  for (const file of testResults) {
    const name = path.relative(ROOT, file.name);
    const failed = file.assertionResults.filter((t) => t.status === 'failed');
    if (!failed.length && file.status === 'failed') lines.push(`${name}: ${firstLine(file.message)}`);
    for (const t of failed) lines.push(`${name} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
  }
  return lines;
}
const firstLine = (text = '') => text.split('\n').find((l) => l.trim()) ?? '';

const results = [];
for (const name of selected) {
  if (name === 'e2e' && results.some((r) => r.name === 'build' && !r.ok)) {
    results.push({ name, ok: false, note: 'not run: the build failed', secs: 0 });
    continue;
  }
  banner(`test: ${name}`);
  const started = Date.now();
  let result;
  try {
    result = await layers[name]();
  } catch (err) {
    console.error(err);
    result = { ok: false, note: err.message };
  }
  results.push({ name, ...result, secs: Math.round((Date.now() - started) / 1000) });
  if (!result.ok && bail) break;
}

banner('summary');
for (const r of results) {
  const mark = r.skipped ? '–' : r.ok ? '✔' : '✘';
  const state = r.skipped ? 'skipped' : r.ok ? 'passed' : 'FAILED';
  console.log(
    `  ${mark} ${r.name.padEnd(6)} ${state.padEnd(8)} ${String(r.secs).padStart(4)} s${r.note ? `  (${r.note})` : ''}`,
  );
  for (const line of r.details ?? []) console.log(`      ✘ ${line.slice(0, 300)}`);
}
const failed = results.filter((r) => !r.ok);
const passed = results.filter((r) => r.ok && !r.skipped);
const skipped = results.filter((r) => r.skipped);
console.log(`\n${passed.length} passed, ${failed.length} failed, ${skipped.length} skipped\n`);
process.exit(failed.length || results.length < selected.length ? 1 : 0);
