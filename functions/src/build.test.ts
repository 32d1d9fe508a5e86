import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEmulatorHost } from './identity/auth-emulator';

/**
 * The deployable bundle (functions/build.mjs) and how it starts: the demo seed stays out of lib/index.js, and a
 * missing, misspelt or local-outside-the-emulator API_MODE refuses to start with one clear log line.
 * Builds go to functions/.tmp/ (gitignored), so the bundle finds functions/node_modules as it does in lib/.
 */
const FUNCTIONS = path.resolve(__dirname, '..');
const work = path.join(FUNCTIONS, '.tmp', `build-test-${process.pid}`);
const dev = path.join(work, 'dev');
const prod = path.join(work, 'prod');

function build(outdir: string, ...flags: string[]) {
  execFileSync(process.execPath, ['build.mjs', '--outdir', outdir, ...flags], {
    cwd: FUNCTIONS,
    stdio: 'pipe',
  });
}

beforeAll(() => {
  build(dev);
  build(prod, '--production');
}, 120_000);
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('functions/build.mjs', () => {
  it('keeps the demo accounts and passwords out of index.js (and its source map); the seed is its own file', () => {
    for (const f of ['index.js', 'index.js.map']) {
      const text = fs.readFileSync(path.join(dev, f), 'utf8');
      expect(text).not.toContain('36x-demo-admin');
      expect(text).not.toContain('36x-demo-editor');
    }
    expect(fs.readFileSync(path.join(dev, 'demo-seed.js'), 'utf8')).toContain('36x-demo-admin');
  });

  it('the guides are a bundle of their own that renders a PDF with its shipped font (CALC-TAXRULES-3)', () => {
    // index.js stays small: pdfkit and fontkit are only in guides.js, loaded on the first guide request.
    expect(fs.readFileSync(path.join(prod, 'index.js'), 'utf8')).not.toContain('PDFDocument');
    const script = `
      const fs = require('node:fs');
      const g = require('./guides.js');
      const fonts = { regular: fs.readFileSync('guides-fonts/DejaVuSans.ttf'), bold: fs.readFileSync('guides-fonts/DejaVuSans-Bold.ttf') };
      g.renderGuide('bond-yield-comparison.pdf', { fonts }).then((b) => process.stdout.write(b.subarray(0, 5).toString() + ' ' + b.length));`;
    const out = execFileSync(process.execPath, ['-e', script], { cwd: prod, encoding: 'utf8' });
    expect(out).toMatch(/^%PDF- \d{5,}$/);
  });

  it('with --production (npm run deploy) writes no seed file at all', () => {
    expect(fs.readdirSync(prod).filter((f) => f.startsWith('demo-seed'))).toEqual([]);
    expect(fs.readFileSync(path.join(prod, 'index.js'), 'utf8')).not.toContain('36x-demo-');
  });
});

/** Serves a built index.js's `api` function on a free port with the given environment (and nothing inherited). */
async function serve(
  lib: string,
  env: Record<string, string>,
): Promise<{ url: string; output: () => string; child: ChildProcess }> {
  const script = `
    const express = require('express');
    const { api } = require(${JSON.stringify(path.join(lib, 'index.js'))});
    const app = express();
    app.use(api);
    const s = app.listen(0, '127.0.0.1', () => console.log('PORT=' + s.address().port));`;
  const child = spawn(process.execPath, ['-e', script], {
    cwd: FUNCTIONS,
    env: { PATH: process.env.PATH ?? '', GCLOUD_PROJECT: 'demo-36x', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const port = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /PORT=(\d+)/.exec(out);
      if (m) {
        clearInterval(timer);
        resolve(m[1]!);
      }
    }, 50);
    child.on('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`exited ${code}: ${out}`));
    });
  });
  return { url: `http://127.0.0.1:${port}`, output: () => out, child };
}

describe('the built function at start-up', () => {
  const children: ChildProcess[] = [];
  afterAll(() => children.forEach((c) => c.kill()));

  it.each([
    [{}, 'API_MODE is not set'],
    [{ API_MODE: 'locl' }, 'API_MODE is "locl"'],
    [{ API_MODE: 'local' }, 'API_MODE=local runs only inside the functions emulator'],
  ])(
    'outside the emulator with %j, it answers 503 and logs one clear line saying why',
    async (env, message) => {
      const dataDir = path.join(work, `data-${children.length}`);
      const s = await serve(prod, { ...env, DATA_DIR: dataDir });
      children.push(s.child);
      const first = await fetch(`${s.url}/api/health`);
      const second = await fetch(`${s.url}/api/health`);
      expect([first.status, second.status]).toEqual([503, 503]);
      // The logger writes JSON lines, so quotes in the message arrive escaped.
      expect(s.output()).toContain(JSON.stringify(`api refuses to start: ${message}`).slice(1, -1));
      expect(s.output().split(`api refuses to start`).length - 1).toBe(1);
      // Nothing local was created (no SQLite file, no seed).
      expect(fs.existsSync(dataDir)).toBe(false);
    },
    30_000,
  );

  it.skipIf(!authEmulatorHost())(
    'inside the emulator in local mode, it loads the seed from its own file and the demo admin signs in',
    async () => {
      const s = await serve(dev, {
        FUNCTIONS_EMULATOR: 'true',
        API_MODE: 'local',
        DATA_DIR: path.join(work, 'data-local'),
        FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost()!,
      });
      children.push(s.child);
      const login = await fetch(`${s.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: '36x-demo-admin' }),
      });
      expect(login.status, s.output()).toBe(200);
      expect(s.output()).toMatch(/api ready \(local mode.*demo seed: (seeded|already-seeded)/);
    },
    60_000,
  );
});
