import type { Config } from '@react-router/dev/config';
import { PRERENDERED_PATHS } from './src/lib/paths';

/**
 * React Router's framework mode (docs/decisions/010): the static public pages are prerendered at build; the server
 * bundle (build/server) renders the blog and video pages, the contact form's no-script post and unknown paths in
 * the `api` function (functions/src/pages). See web/scripts/build.mjs for what happens after `react-router build`.
 */
export default {
  appDirectory: 'src',
  buildDirectory: 'dist',
  ssr: true,
  prerender: [...PRERENDERED_PATHS],
  // A page carries only its own routes' manifest; the browser asks /__manifest for the routes its links lead to.
  // Hosting rewrites /__manifest to the `api` function (firebase.json), whose page handler answers it (decision 054).
  routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  // React Router 8's behaviour, ahead (decision 025).
  future: {
    // Loaders' and actions' `context` is a RouterContextProvider; the function's page context is one key in it
    // (src/app/page-context.ts, set by server/pages.ts).
    v8_middleware: true,
    // The browser's and the server's builds are Vite environments (vite.config.ts: `environments.ssr`).
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    // A route module's client loader and the like in chunks of their own, fetched in parallel with its component.
    v8_splitRouteModules: true,
  },
} satisfies Config;
