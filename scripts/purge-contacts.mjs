#!/usr/bin/env node
// npm run purge-contacts [-- --months <n>]
//
// Local mode's retention run (production runs the scheduled function `purgeOldContacts` daily): deletes Closed and
// Spam enquiries received more than CONTACT_RETENTION_MONTHS (default 24) months ago, with their outbox mail, from
// DATA_DIR/app.sqlite (default <repo>/.data), and records one Activity saying how many. Safe while `npm start` runs
// (SQLite's own locking).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadApiCore } from './lib/api-core.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function fail(message) {
  console.error(`\npurge-contacts: ${message}\n`);
  process.exit(1);
}

const { values } = parseArgs({ options: { months: { type: 'string' } }, strict: true });
const raw = values.months ?? process.env.CONTACT_RETENTION_MONTHS ?? '24';
const months = Number(raw);
if (!Number.isInteger(months) || months < 1) fail(`months must be a whole number of 1 or more, not "${raw}"`);
const dataDir = path.resolve(process.env.DATA_DIR || path.join(ROOT, '.data'));
const file = path.join(dataDir, 'app.sqlite');
if (!fs.existsSync(file))
  fail(`No local data at ${file} (start the stack once with npm start, or set DATA_DIR).`);

const { purgeLocal } = await loadApiCore('purge-contacts');
const { purged, before, trash, pending, spent } = await purgeLocal(file, months);
console.log(
  `purge-contacts: ${purged} closed or spam enquir${purged === 1 ? 'y' : 'ies'} received before ${before} deleted (${file}).`,
);
console.log(
  `purge-contacts: ${trash} item${trash === 1 ? '' : 's'} deleted for good after 30 days in the trash.`,
);
console.log(
  `purge-contacts: ${pending} newsletter sign-up${pending === 1 ? '' : 's'} never confirmed deleted.`,
);
console.log(
  `purge-contacts: ${spent.signInLinks} sign-in link(s), ${spent.twoFactorChallenges} two-factor challenge(s) and ${spent.pendingEnrolments} unfinished two-factor set-up(s) deleted.`,
);
console.log(
  `purge-contacts: ${spent.invitations} spent staff invitation(s) and ${spent.loginAttempts} stale sign-in lock counter(s) deleted.`,
);
