/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), fontDisplayOptional()],
  server: {
    port: 5173,
    // `npm run dev`: the API comes from the Functions emulator through the Hosting emulator.
    proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:5000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // No <link rel=modulepreload> inserted by script for every chunk a dynamic import needs: on a phone the dozens
    // of insertions are long tasks (measured), and the app starts after the page is shown, so fetching a route's
    // chunks as their imports are found delays only when it becomes interactive.
    modulePreload: false,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // CI machines are shared and slow: a first render of a screen full of MUI can take seconds.
    testTimeout: 30_000,
  },
});
