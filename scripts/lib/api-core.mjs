// Loads a script's TypeScript "core" (scripts/lib/<name>-core.ts, which imports the API's own code) by bundling it
// with esbuild into .tmp/<name>/core.cjs for this run. Packages stay packages (so there is one firebase-admin in the
// process), except the workspace package @36x/common, which is TypeScript source and is bundled, as the functions
// build does.
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function loadApiCore(name) {
  const esbuild = await import('esbuild');
  const outfile = path.join(ROOT, '.tmp', name, 'core.cjs');
  await esbuild.build({
    entryPoints: [path.join(ROOT, 'scripts', 'lib', `${name}-core.ts`)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    plugins: [
      {
        name: 'externals',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (a) =>
            a.path.startsWith('@36x/') ? undefined : { path: a.path, external: true },
          );
        },
      },
    ],
    logLevel: 'warning',
  });
  return createRequire(import.meta.url)(outfile);
}
