#!/usr/bin/env node
// Rewrites old-style citations ("000 §2", "001 §9", "ARCHITECTURE §5", "issue 15") in comments and docs into the
// requirement ids of docs/requirements/, using docs/requirements/citations.json. Strings (what users see, test
// names) are never touched. Prints every citation it could not map, with file:line, and exits 1 if there was one.
//
//   node scripts/rewrite-citations.mjs            rewrite in place
//   node scripts/rewrite-citations.mjs --dry-run  print what would change, write nothing
//
// Run it again after merging branches that still carry old citations; `npm run lint` (scripts/check-citations.mjs)
// fails until none is left.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, MAP_FILE, listFiles, loadMap, rewriteFile } from './lib/citations.mjs';

const dryRun = process.argv.includes('--dry-run');
const map = loadMap();
let changed = 0;
const unmapped = [];

for (const file of listFiles()) {
  const full = path.join(ROOT, file);
  const before = fs.readFileSync(full, 'utf8');
  const { text, unmapped: missing } = rewriteFile(map, file, before);
  for (const m of missing) unmapped.push(`${file}: ${m}`);
  if (text === before) continue;
  changed++;
  if (dryRun) {
    const a = before.split('\n');
    const b = text.split('\n');
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      if (a[i] !== b[i]) console.log(`${file}:${i + 1}\n  - ${a[i].trim()}\n  + ${b[i].trim()}`);
    }
  } else {
    fs.writeFileSync(full, text);
  }
}

console.log(`${dryRun ? 'would rewrite' : 'rewrote'} ${changed} file(s)`);
if (unmapped.length) {
  console.log(
    `\n${unmapped.length} citation(s) not in ${MAP_FILE} (add them to the map or rewrite by hand):`,
  );
  for (const u of unmapped) console.log(`  ${u}`);
  process.exitCode = 1;
}
