import {
  confirmationReminder,
  confirmSmallSavings,
  SHIPPED_SMALL_SAVINGS,
  validateSmallSavings,
  type SmallSavingsRules,
  type SmallSavingsView,
} from '@36x/common/finance';
import { indiaDate } from '@36x/common';
import { activityOp } from '../activities/activity-service';
import { auditOp, type AuditBy } from '../audit/audit-service';
import { ApiError } from '../http/api-error';
import { nowIso } from '../http/time';
import { noteRulesChanged } from './rules-changes';
import { COLLECTIONS, type Store } from '../store/store';

/**
 * The small-savings rates (CALC-RATES-1, ADMIN-TAXRULES-2, ADMIN-TAXRULES-3): stored with the tax rules, as one more
 * document of the taxRules collection (id 'small-savings', beside the years' numeric ids), validated in common/ and
 * every change written in the same batch as its audit entry and Activity.
 */
export const SMALL_SAVINGS_ID = 'small-savings';
const TARGET = 'Small-savings rates';
export const SMALL_SAVINGS_BODY = 'Send { "rules": { "rates": [ ... ] } } with every rate.';

interface SmallSavingsRecord extends Record<string, unknown> {
  kind: 'small-savings';
  rules: SmallSavingsRules;
  updatedAt: string;
  updatedBy: string;
}

function view(record: SmallSavingsRecord | null): SmallSavingsView {
  const rules = record?.rules ?? SHIPPED_SMALL_SAVINGS;
  return {
    origin: record ? 'edited' : 'shipped',
    updatedAt: record?.updatedAt ?? null,
    updatedBy: record?.updatedBy ?? null,
    rules,
    reminder: confirmationReminder(rules, new Date()),
  };
}

async function stored(store: Store): Promise<SmallSavingsRecord | null> {
  return store.get<SmallSavingsRecord>(COLLECTIONS.taxRules, SMALL_SAVINGS_ID);
}

export async function getSmallSavings(store: Store): Promise<SmallSavingsView> {
  return view(await stored(store));
}

/** The rates in force for the public calculators (shipped or edited); no names of staff. */
export async function smallSavingsInForce(store: Store): Promise<{ rules: SmallSavingsRules }> {
  return { rules: (await stored(store))?.rules ?? SHIPPED_SMALL_SAVINGS };
}

/** 'ppf 7.1 from 2020-04-01' for the audit log's summary. */
function describe(rules: SmallSavingsRules): Set<string> {
  return new Set(
    rules.rates.map((r) => `${r.scheme} ${r.rate}% from ${r.effectiveFrom} (confirmed ${r.confirmedOn})`),
  );
}

async function write(
  store: Store,
  rules: SmallSavingsRules,
  by: AuditBy,
  action: 'updated' | 'confirmed',
  summary: string,
): Promise<SmallSavingsView> {
  const record: SmallSavingsRecord = {
    kind: 'small-savings',
    rules,
    updatedAt: nowIso(),
    updatedBy: by.actorName,
  };
  await store.batch([
    { op: 'set', collection: COLLECTIONS.taxRules, id: SMALL_SAVINGS_ID, data: record },
    activityOp(store, 'other', 'updated', `${TARGET} ${action} (by ${by.actorName})`),
    auditOp(store, by, { type: 'tax-rule', action, targetId: SMALL_SAVINGS_ID, target: TARGET, summary }),
  ]);
  noteRulesChanged();
  return view(record);
}

/** Saves an admin's edit of the rates; 400 with each problem by its path ('rules.rates[0].rate') otherwise. */
export async function saveSmallSavings(store: Store, body: unknown, by: AuditBy): Promise<SmallSavingsView> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ApiError(400, SMALL_SAVINGS_BODY, { body: SMALL_SAVINGS_BODY });
  const extra = Object.keys(body).filter((k) => k !== 'rules');
  if (extra.length > 0)
    throw new ApiError(400, `Unknown field: ${extra[0]}`, { [extra[0]!]: `Unknown field: ${extra[0]}` });
  const result = validateSmallSavings((body as { rules?: unknown }).rules, indiaDate(new Date()));
  if (!result.ok) {
    const errors = Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [`rules.${k}`, v]));
    throw new ApiError(400, `rules.${result.message}`, errors);
  }
  const before = describe((await getSmallSavings(store)).rules);
  const after = describe(result.rules);
  const removed = [...before].filter((x) => !after.has(x));
  const added = [...after].filter((x) => !before.has(x));
  const summary = [...removed.map((x) => `− ${x}`), ...added.map((x) => `+ ${x}`)].join('; ') || 'no change';
  return write(store, result.rules, by, 'updated', summary);
}

/** "Confirm rates": today's date (India) on every rate in force, recorded in the audit log. */
export async function confirmSmallSavingsRates(store: Store, by: AuditBy): Promise<SmallSavingsView> {
  const today = indiaDate(new Date());
  const rules = confirmSmallSavings((await getSmallSavings(store)).rules, today);
  const inForce = rules.rates.filter((r) => r.confirmedOn === today);
  const summary = `confirmed on ${today}: ${inForce.map((r) => `${r.scheme} ${r.rate}%`).join(', ')}`;
  return write(store, rules, by, 'confirmed', summary);
}
