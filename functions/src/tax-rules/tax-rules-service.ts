import {
  previewTaxRules,
  TAX_RULE_YEARS,
  taxRulesFor,
  ciiNeighbours,
  validateTaxYearRules,
  type RulesPreviewRow,
  type TaxRulesYearView,
  type TaxYearRules,
} from '@36x/common/finance';
import { activityOp } from '../activities/activity-service';
import { auditOp, type AuditBy } from '../audit/audit-service';
import { ApiError } from '../http/api-error';
import { nowIso } from '../http/time';
import { noteRulesChanged } from './rules-changes';
import { COLLECTIONS, type Store } from '../store/store';
import { getOr404 } from '../http/get-or-404';

export const TAX_RULES_NOT_FOUND = 'There are no rules for that year.';
export const TAX_RULES_BODY = 'Send { "rules": { ... } } with the whole year of rules.';

/** The stored edit of a year (document id = the starting year). */
interface TaxRulesRecord extends Record<string, unknown> {
  startYear: number;
  rules: TaxYearRules;
  updatedAt: string;
  updatedBy: string;
}

type TaxRulesView = TaxRulesYearView;

/** '2025' → 2025 for a year with shipped rules; 404 otherwise. */
export function yearParam(raw: unknown): number {
  const year = typeof raw === 'string' && /^\d{4}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!taxRulesFor(year)) throw new ApiError(404, TAX_RULES_NOT_FOUND);
  return year;
}

function view(shipped: TaxYearRules, record: TaxRulesRecord | null): TaxRulesView {
  return {
    startYear: shipped.startYear,
    label: shipped.label,
    law: shipped.law,
    origin: record ? 'edited' : 'shipped',
    updatedAt: record?.updatedAt ?? null,
    updatedBy: record?.updatedBy ?? null,
    rules: record?.rules ?? shipped,
  };
}

export async function listTaxRules(store: Store): Promise<TaxRulesView[]> {
  const records = await store.list<TaxRulesRecord>(COLLECTIONS.taxRules);
  return TAX_RULE_YEARS.map((shipped) =>
    view(shipped, records.find((r) => r.id === String(shipped.startYear)) ?? null),
  ).reverse();
}

export async function getTaxRules(store: Store, year: number): Promise<TaxRulesView> {
  const record = await store.get<TaxRulesRecord>(COLLECTIONS.taxRules, String(year));
  return view(taxRulesFor(year)!, record);
}

/** The Cost Inflation Index of each year with a saved edit (the neighbours an edited index must fit between). */
async function editedIndexes(store: Store): Promise<Record<number, number>> {
  const records = await store.list<TaxRulesRecord>(COLLECTIONS.taxRules);
  // Only the years' documents (the small-savings rates share the collection).
  return Object.fromEntries(
    records
      .filter((r) => taxRulesFor(r.startYear))
      .map((r) => [r.startYear, r.rules.costInflationIndex.value]),
  );
}

/** The `rules` of a body, validated; 400 with every problem by path otherwise. */
async function validRules(store: Store, year: number, body: unknown): Promise<TaxYearRules> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ApiError(400, TAX_RULES_BODY, { body: TAX_RULES_BODY });
  const extra = Object.keys(body).filter((k) => k !== 'rules');
  if (extra.length > 0)
    throw new ApiError(400, `Unknown field: ${extra[0]}`, { [extra[0]!]: `Unknown field: ${extra[0]}` });
  const neighbours = ciiNeighbours(year, await editedIndexes(store));
  const result = validateTaxYearRules(year, (body as { rules?: unknown }).rules, neighbours);
  if (!result.ok) {
    const errors = Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [`rules.${k}`, v]));
    throw new ApiError(400, result.message, errors);
  }
  return result.rules;
}

/** The reference cases with the shipped and the edited rules; nothing is stored. */
export async function previewRules(
  store: Store,
  year: number,
  body: unknown,
): Promise<{ rows: RulesPreviewRow[] }> {
  const rules = await validRules(store, year, body);
  return { rows: previewTaxRules(year, rules)! };
}

/** Stores the edit and its Activity together; answers the year as now in force with the preview of the change. */
export async function saveTaxRules(
  store: Store,
  year: number,
  body: unknown,
  by: AuditBy,
): Promise<TaxRulesView & { preview: RulesPreviewRow[] }> {
  const rules = await validRules(store, year, body);
  const before = (await getTaxRules(store, year)).rules;
  const username = by.actorName;
  const record: TaxRulesRecord = { startYear: year, rules, updatedAt: nowIso(), updatedBy: username };
  await store.batch([
    { op: 'set', collection: COLLECTIONS.taxRules, id: String(year), data: record },
    activityOp(store, 'other', 'updated', `Tax rules edited: ${rules.label} (by ${username})`),
    auditOp(store, by, {
      type: 'tax-rule',
      action: 'updated',
      targetId: String(year),
      target: rules.label,
      summary: rulesChangeSummary(before, rules),
    }),
  ]);
  noteRulesChanged();
  return { ...view(taxRulesFor(year)!, record), preview: previewTaxRules(year, rules)! };
}

/** Every leaf of a year of rules by its path ('capitalGains.holdingMonths.value.listed' → 12). */
function leaves(v: unknown, path = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (Array.isArray(v)) v.forEach((item, i) => leaves(item, `${path}[${i}]`, out));
  else if (v !== null && typeof v === 'object')
    for (const [k, item] of Object.entries(v)) leaves(item, path ? `${path}.${k}` : k, out);
  else out.set(path, v);
  return out;
}

/**
 * What an edit changed, for the audit log: each changed value by its path with before → after ('costInflationIndex:
 * 376 → 380'), the `.value` of a citation left out of the name; long texts only named. 'no change' when none.
 */
export function rulesChangeSummary(before: TaxYearRules, after: TaxYearRules): string {
  const a = leaves(before);
  const b = leaves(after);
  const parts: string[] = [];
  for (const path of new Set([...a.keys(), ...b.keys()])) {
    const x = a.get(path);
    const y = b.get(path);
    if (x === y) continue;
    const name = path.replace(/\.value(?=\.|\[|$)/g, '');
    const show = (v: unknown) => (v === undefined ? '(none)' : String(v));
    if (show(x).length > 40 || show(y).length > 40) parts.push(`${name} changed`);
    else parts.push(`${name}: ${show(x)} → ${show(y)}`);
  }
  return parts.length ? parts.join('; ') : 'no change';
}

/** Drops the edit: the shipped rules are in force again. 404 when there was no edit. */
export async function resetTaxRules(store: Store, year: number, by: AuditBy): Promise<TaxRulesView> {
  const shipped = taxRulesFor(year)!;
  const username = by.actorName;
  await getOr404(store, COLLECTIONS.taxRules, String(year), `${shipped.label} has no edit to undo.`);
  await store.batch([
    { op: 'delete', collection: COLLECTIONS.taxRules, id: String(year) },
    activityOp(
      store,
      'other',
      'deleted',
      `Tax rules reset to the shipped ones: ${shipped.label} (by ${username})`,
    ),
    auditOp(store, by, {
      type: 'tax-rule',
      action: 'reset',
      targetId: String(year),
      target: shipped.label,
      summary: 'back to the shipped rules',
    }),
  ]);
  noteRulesChanged();
  return view(shipped, null);
}

/** The edited years only, for the public calculators: the shipped rules need no answer. */
export async function taxRulesInForce(store: Store): Promise<{ startYear: number; rules: TaxYearRules }[]> {
  const records = await store.list<TaxRulesRecord>(COLLECTIONS.taxRules);
  return records
    .filter((r) => taxRulesFor(r.startYear))
    .map((r) => ({ startYear: r.startYear, rules: r.rules }))
    .sort((a, b) => b.startYear - a.startYear);
}
