/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { reactRouter } from '@react-router/dev/vite';
import type { Plugin } from 'vite';

/**
 * Every public page starts with a few shared chunks instead of dozens of small ones (CALC-STATES-7, decisions 024 and
 * 045): React; React Router; MUI's styling core with Emotion; and the site's shell, the root and the public layout
 * with everything they import (a Rolldown group captures a module's static dependencies with it), so the header,
 * footer, providers and the MUI parts they use come in one file. Fewer requests (a phone pays a round trip per file,
 * six at a time over HTTP/1.1). Each page's own modules keep Rolldown's automatic chunks, which React Router's route
 * modules (one per page and per calculator) decide (decision 025).
 */
function publicChunks(): Plugin {
  return {
    name: 'public-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
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
            {
              name: 'shell',
              priority: 2,
              test: /[\\/]src[\\/](root|components[\\/]layout[\\/]PublicLayout)\.tsx$/,
            },
          ],
        },
      };
    },
  };
}

/** The public site's address, for canonical and Open Graph URLs (deploys require it: scripts/deploy.mjs). */
const siteUrl = (process.env.SITE_URL || 'http://localhost:5000').replace(/\/+$/, '');

export default defineConfig(({ command, mode }) => ({
  // vitest renders components without the framework (React Router's plugin builds the whole app).
  plugins: process.env.VITEST ? [react()] : [reactRouter(), publicChunks()],
  define: {
    __SITE_URL__: JSON.stringify(siteUrl),
    // The year in India when the site was built: the footer's year in every server render and at hydration
    // (src/components/ui/CurrentYear.tsx), so the browser's code and the server's HTML agree.
    __BUILD_YEAR__: JSON.stringify(Number(new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 4))),
    // Local stacks give the browser their emulator addresses in /local-env.js (scripts/lib/stack.mjs); a deploy's
    // pages do not ask for it. `npm run emulators` builds for firebase mode with LOCAL_ENV_SCRIPT=1.
    __LOCAL_ENV_SCRIPT__: JSON.stringify(
      process.env.LOCAL_ENV_SCRIPT === '1' ||
        loadEnv(mode, import.meta.dirname, 'VITE_').VITE_CONTENT_SOURCE !== 'firestore',
    ),
  },
  // React Router builds the browser's code and the server bundle as two Vite environments (v8_viteEnvironmentApi).
  environments: {
    ssr: {
      // The function runs the server bundle without NODE_ENV: React and Emotion must take their production paths,
      // as the browser's build does (Emotion's class names differ in development).
      define:
        command === 'build' && mode !== 'development'
          ? { 'process.env.NODE_ENV': JSON.stringify('production') }
          : {},
      // The server bundle carries every dependency: the `api` function loads it without installing MUI or React.
      // (Vite's dev server loads them from node_modules as usual.)
      resolve: command === 'build' && !process.env.VITEST ? { noExternal: true } : {},
      build: {
        // Beside React Router's server build (index.js, which its prerendering loads), the function's page handler:
        // server/pages.ts wraps it, in the same bundle, so both share one copy of React Router. (`rollupOptions`:
        // the name React Router's plugin reads it by; Vite 8 treats it as `rolldownOptions`.)
        rollupOptions: {
          input: { index: 'virtual:react-router/server-build', pages: './server/pages.ts' },
          checks: {
            // The server build imports every route statically, so the browser's lazy imports (the staff session of
            // a post preview, the calculators' charts) cannot split it: Rolldown says so for each, to no purpose.
            ineffectiveDynamicImport: false,
            // Most of this build's time is React Router's prerendering of the static pages (its writeBundle).
            bundlerTimings: false,
          },
        },
      },
    },
  },
  server: {
    port: 5173,
    // `npm run dev`: the API and the PDF guides come from the Functions emulator through the Hosting emulator.
    proxy: {
      '/api': process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:5000',
      '/guides': process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:5000',
    },
  },
  build: {
    target: 'es2022',
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
