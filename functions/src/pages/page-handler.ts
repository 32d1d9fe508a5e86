import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RequestHandler, Request, Response } from 'express';
import type { PageContext } from '@36x/common';

export type { PageContext };

export interface PageHandlerModule {
  createPageHandler(context: (req: Request, res: Response) => PageContext): RequestHandler;
}

/**
 * Where the server bundle may be: next to the bundled function (lib/ssr, copied by functions/build.mjs; the only one
 * a deploy has) and, for a local stack, web/dist/server. The newest one wins.
 */
export const defaultPageBundlePaths = () => [
  path.join(__dirname, 'ssr', 'pages.js'),
  path.join(__dirname, '..', '..', 'web', 'dist', 'server', 'pages.js'),
];

/**
 * Loads the server bundle on first use (it is large, and only page requests need it); null when there is none (a
 * functions build without the web app). A bundle that fails to load is reported once and not tried again.
 */
export function pageHandlerLoader(paths: string[]): () => Promise<PageHandlerModule | null> {
  let loading: Promise<PageHandlerModule | null> | undefined;
  return () => {
    loading ??= (async () => {
      const newest = paths
        .filter((file) => fs.existsSync(file))
        .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
      if (!newest) return null;
      try {
        // esbuild keeps an import() of a computed path as it is, so Node loads the ES module from CommonJS.
        return (await import(pathToFileURL(newest).href)) as PageHandlerModule;
      } catch (err) {
        console.error('pages: the server bundle did not load', err instanceof Error ? err.message : err);
        return null;
      }
    })();
    return loading;
  };
}
