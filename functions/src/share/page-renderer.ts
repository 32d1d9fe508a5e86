import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ShareTags } from '@36x/common';

/** What the web app's server bundle (web/src/entry-server.tsx) offers the function. */
export interface PageRenderer {
  toPageShell(shell: string): string;
  renderDocument(
    pageShell: string,
    url: string,
    origin: string,
    options: { queries?: ReadonlyArray<readonly [readonly unknown[], unknown]>; tags?: ShareTags },
  ): Promise<string>;
  publicContentKeys: {
    blogs: readonly unknown[];
    blog: (id: string) => readonly unknown[];
    videos: readonly unknown[];
  };
}

/**
 * Where the server bundle may be, most preferred first: next to the bundled function (lib/ssr, copied by
 * functions/build.mjs; the only one a deploy has) and, for a local stack, web/dist-ssr. The newest one wins, as for
 * the shell (share-routes.ts).
 */
export const defaultRendererPaths = () => [
  path.join(__dirname, 'ssr', 'entry-server.js'),
  path.join(__dirname, '..', '..', 'web', 'dist-ssr', 'entry-server.js'),
];

/**
 * Loads the server bundle on first use (it is large, and only blog pages need it); null when there is none (a build
 * without the web app), so the caller serves the shell with tags only. A bundle that fails to load is reported once
 * and not tried again.
 */
export function pageRendererLoader(paths: string[]): () => Promise<PageRenderer | null> {
  let loading: Promise<PageRenderer | null> | undefined;
  return () => {
    loading ??= (async () => {
      const newest = paths
        .filter((file) => fs.existsSync(file))
        .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
      if (!newest) return null;
      try {
        // esbuild keeps an import() of a computed path as it is, so Node loads the ES module from CommonJS.
        return (await import(pathToFileURL(newest).href)) as PageRenderer;
      } catch (err) {
        console.error('share: the page renderer did not load', err instanceof Error ? err.message : err);
        return null;
      }
    })();
    return loading;
  };
}
