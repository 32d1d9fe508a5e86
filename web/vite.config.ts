/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { reactRouter } from '@react-router/dev/vite';
import type { Plugin } from 'vite';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The self-hosted fonts (src/theme/fonts.ts) with `font-display: optional` instead of fontsource's `swap`: a font
 * that arrives after the first paint is kept for the next page instead of re-flowing this one (a layout shift).
 * The prerendered pages preload them (scripts/build.mjs), so they are normally there for the first paint.
 */
function fontDisplayOptional(): Plugin {
  return {
    name: 'font-display-optional',
    transform(code, id) {
      if (!id.includes('@fontsource/') || !id.endsWith('.css')) return null;
      return { code: code.replace(/font-display:\s*swap/g, 'font-display: optional'), map: null };
    },
  };
}

/**
 * `virtual:calculator-chunks`: for each calculator's source file (features/calculators/calculator-modules.ts), the
 * scripts its chunk needs, from the client build's manifest. The server build (which follows the client build)
 * gets them, so a prerendered calculator page preloads its calculator with the app (entry.server.tsx) instead of
 * discovering it after the app has started: one round trip less before the first input is usable (CALC-STATES-7).
 * Elsewhere (tests, dev) the map is empty.
 */
function calculatorChunks(): Plugin {
  const id = 'virtual:calculator-chunks';
  return {
    name: 'calculator-chunks',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(resolved) {
      if (resolved !== `\0${id}`) return null;
      const file = path.join(import.meta.dirname, 'dist/client/.vite/manifest.json');
      if (!this.environment.config.build.ssr || !fs.existsSync(file)) return 'export default {};';
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<
        string,
        { file: string; imports?: string[]; isDynamicEntry?: boolean }
      >;
      const base = this.environment.config.base;
      const closure = (key: string, seen: Set<string>) => {
        if (seen.has(key) || !manifest[key]) return;
        seen.add(key);
        for (const next of manifest[key].imports ?? []) closure(next, seen);
      };
      const chunks: Record<string, string[]> = {};
      for (const [key, chunk] of Object.entries(manifest)) {
        if (!chunk.isDynamicEntry || !key.startsWith('src/features/calculators/')) continue;
        const seen = new Set<string>();
        closure(key, seen);
        chunks[key.slice('src/features/calculators/'.length)] = [...seen].map(
          (k) => base + manifest[k]!.file,
        );
      }
      return `export default ${JSON.stringify(chunks)};`;
    },
  };
}

/**
 * The code every public page starts with in four shared chunks instead of dozens of small ones (CALC-STATES-7,
 * decision 024): React; React Router; MUI's styling core with Emotion; and the site's shell (the root and the public
 * layout with what they import, including the client entry's imports, with the MUI components and libraries they
 * use). Fewer requests (a phone pays a round trip per file, six at a time over HTTP/1.1), fewer bytes and a little
 * less start-up work; one single chunk was slower (one connection, slowly widening). Pages, the back office, charts
 * and each calculator keep Rolldown's automatic chunks. Figures: docs/benchmarks.md (after decision 024).
 */
function publicChunks(): Plugin {
  let shell = new Set<string>();
  return {
    name: 'public-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    // The shell is our own modules reached by static imports from the root, the public layout and the client entry.
    // Rolldown adds what they use from packages (a group takes its modules' dependencies), after tree-shaking:
    // walking into a package's index (`@mui/material`, `@36x/common`) would take the whole package.
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const ours = (id: string) => !/node_modules|[\\/]common[\\/]src[\\/](finance[\\/])?index\.ts$/.test(id);
      // The client entry itself stays out, only its imports go in: its top-level await (the calculator's code)
      // would hold the shell chunk's evaluation, which the calculator's chunk imports, so neither would finish.
      const entryClient = ids.filter((id) => /[\\/]src[\\/]entry\.client\.tsx$/.test(id));
      const layouts = ids.filter((id) =>
        /[\\/]src[\\/](root|components[\\/]layout[\\/]PublicLayout)\.tsx($|\?)/.test(id),
      );
      const stack = [...layouts, ...entryClient.flatMap(imports)];
      shell = new Set();
      while (stack.length) {
        const id = stack.pop()!;
        if (shell.has(id) || !ours(id)) continue;
        shell.add(id);
        stack.push(...imports(id));
      }
    },
    outputOptions(options) {
      const lib = (names: string) => (id: string) =>
        new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`).test(id);
      const muiCore =
        '@mui[\\\\/](system|utils|styled-engine|private-theming)|@emotion|stylis|clsx|react-is|prop-types|' +
        'hoist-non-react-statics|@babel[\\\\/]runtime|react-transition-group';
      return {
        ...options,
        codeSplitting: {
          groups: [
            { name: 'react', priority: 4, test: lib('react|react-dom|scheduler') },
            { name: 'router', priority: 4, test: lib('react-router|cookie|set-cookie-parser') },
            { name: 'mui-core', priority: 3, test: lib(muiCore) },
            { name: 'shell', priority: 2, test: (id: string) => shell.has(id) },
          ],
        },
      };
    },
  };
}

/** The public site's address, for canonical and Open Graph URLs (deploys require it: scripts/deploy.mjs). */
const siteUrl = (process.env.SITE_URL || 'http://localhost:5000').replace(/\/+$/, '');

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  // vitest renders components without the framework (React Router's plugin builds the whole app).
  plugins: process.env.VITEST
    ? [react(), calculatorChunks()]
    : [reactRouter(), fontDisplayOptional(), calculatorChunks(), publicChunks()],
  define: {
    // The function runs the server bundle without NODE_ENV: React and Emotion must take their production paths, as
    // the browser's build does (Emotion's class names differ in development).
    ...(isSsrBuild && mode !== 'development' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
    __SITE_URL__: JSON.stringify(siteUrl),
    // Local stacks give the browser their emulator addresses in /local-env.js (scripts/lib/stack.mjs); a deploy's
    // pages do not ask for it. `npm run emulators` builds for firebase mode with LOCAL_ENV_SCRIPT=1.
    __LOCAL_ENV_SCRIPT__: JSON.stringify(
      process.env.LOCAL_ENV_SCRIPT === '1' ||
        loadEnv(mode, import.meta.dirname, 'VITE_').VITE_CONTENT_SOURCE !== 'firestore',
    ),
  },
  // The server bundle carries every dependency: the `api` function loads it without installing MUI or React.
  // (Vite's dev server loads them from node_modules as usual.)
  ssr: command === 'build' && !process.env.VITEST ? { noExternal: true } : {},
  server: {
    port: 5173,
    // `npm run dev`: the API comes from the Functions emulator through the Hosting emulator.
    proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:5000' },
  },
  build: {
    target: 'es2022',
    // Beside React Router's server build (index.js, which its prerendering loads), the function's page handler:
    // server/pages.ts wraps it, in the same bundle, so both share one copy of React Router.
    ...(isSsrBuild
      ? {
          rolldownOptions: {
            input: { index: 'virtual:react-router/server-build', pages: './server/pages.ts' },
          },
        }
      : {}),
    sourcemap: false,
    // NO_MINIFY=1 npm run build: readable function names in a browser profile (docs/benchmarks.md, calculators).
    minify: process.env.NO_MINIFY ? false : undefined,
    chunkSizeWarningLimit: 900,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // CI machines are shared and slow: a first render of a screen full of MUI can take seconds.
    testTimeout: 30_000,
  },
}));
