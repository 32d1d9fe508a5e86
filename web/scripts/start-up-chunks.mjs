// One chunk per start-up step of src/main.tsx (React, React DOM, the providers, the Emotion cache, the app shell)
// instead of the dozens of small shared chunks Rolldown makes by default (74 scripts on the home page, 76 on /blogs).
// Each file costs the browser module-loading work on the main thread: traced on /blogs, tasks of 30-50 ms with
// nothing but the next fetches in them, 120-200 ms on Lighthouse's 4x slower phone (docs/decisions/010, point 12).
//
// Every page loads all five steps, so a module one of them loads anyway can join that step's chunk at no cost to
// any page. Which modules those are is read off a first build (`probe`): a step loads its entry chunk and every chunk
// that chunk imports statically. The module graph alone would overstate it: a barrel such as `@mui/material`
// reaches every component, used or not. Route pages, the back office and the calculators are chunked as before.
import path from 'node:path';

/** The modules src/main.tsx imports one by one, in its order (keep in step with it). */
const STEPS = [
  ['react', 'node_modules/react/index.js'],
  ['react-dom', 'node_modules/react-dom/client.js'],
  ['providers', 'web/src/app/AppProviders.tsx'],
  ['emotion-cache', 'web/src/app/emotion-cache.ts'],
  ['app-shell', 'web/src/app/App.tsx'],
];

/**
 * Rolldown `codeSplitting` groups that put each start-up step's modules in one chunk.
 * @param {import('vite').Rolldown.RolldownOutput} probe the output of a build with the default chunking
 * @param {string} root the repository's root folder (module ids are absolute paths)
 */
export function startUpChunkGroups(probe, root) {
  const chunks = probe.output.filter((o) => o.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const stepOf = new Map();
  for (const [step, file] of STEPS) {
    const entry = chunks.find((c) => c.facadeModuleId === path.join(root, file));
    if (!entry)
      throw new Error(`start-up chunks: no chunk starts at ${file}; is src/main.tsx still importing it?`);
    const queue = [entry];
    const seen = new Set();
    while (queue.length) {
      const chunk = queue.pop();
      if (seen.has(chunk.fileName)) continue;
      seen.add(chunk.fileName);
      for (const id of chunk.moduleIds) if (!stepOf.has(id)) stepOf.set(id, step);
      queue.push(...chunk.imports.map((f) => byFile.get(f)).filter(Boolean));
    }
  }
  // One group per step, earlier steps first (higher priority): a group also takes its modules' dependencies, so a
  // later step must not be chunked before the steps it builds on.
  return STEPS.map(([step], i) => ({
    name: step,
    test: (id) => stepOf.get(id) === step,
    priority: STEPS.length - i,
  }));
}
