#!/usr/bin/env node
// Lint check (npm run lint, `node scripts/test.mjs lint`): comments and docs cite requirement ids of
// docs/requirements/, not documents a newcomer does not have. Fails on
//   - an old-style citation ("000 §2", "001 §9", "ARCHITECTURE §5", "spec §9", a bare "§N", "issue 15");
//   - an id (SITE-..., CALC-..., ...) that no requirement page defines.
// Each failure names file:line. Old forms are rewritten by `node scripts/rewrite-citations.mjs`
// (docs/requirements/citations.json maps them).
import fs from 'node:fs';
import path from 'node:path';
import {
  ROOT,
  MAP_FILE,
  findOldStyle,
  findUnknownIds,
  knownIds,
  listFiles,
  loadMap,
} from './lib/citations.mjs';

const ids = knownIds();
const problems = [];
// The map itself may only point at ids the pages define.
for (const [form, entry] of Object.entries(loadMap().forms)) {
  for (const id of [entry.ids, ...Object.values(entry.byPath ?? {})].flat()) {
    if (!ids.has(id))
      problems.push(`${MAP_FILE}: "${form}" maps to ${id}, which no page of docs/requirements/ defines`);
  }
}
for (const file of listFiles()) {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  for (const f of findOldStyle(file, text)) {
    problems.push(`${file}:${f.line}: cites ${f.what}: ${f.text}`);
  }
  for (const f of findUnknownIds(file, text, ids)) {
    problems.push(`${file}:${f.line}: cites ${f.id}, which no page of docs/requirements/ defines`);
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(
    `\n${problems.length} citation problem(s). Cite the ids of docs/requirements/ instead; ` +
      `\`node scripts/rewrite-citations.mjs\` rewrites the old forms listed in ${MAP_FILE}.`,
  );
  process.exit(1);
}
console.log(`citations: ok (${ids.size} requirement ids)`);
