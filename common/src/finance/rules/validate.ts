/**
 * Validation of an edited year of rules (back office): the candidate must have exactly the shape of the year's
 * shipped rules (same keys, same kinds of value, no more and no fewer), each cited value a sensible number with its
 * law, section, https source and status, slabs and surcharge bands in ascending order, and the year's dates its own;
 * then for sense: real dates, the Cost Inflation Index whole and rising from the previous year by at most 15% (and
 * below the next year's), holding periods whole months from 12 to 36.
 * Answers every problem found, keyed by its path ('newRegime.slabs.value[2].rate').
 */
import { historicalCostInflationIndex } from './cost-inflation-index';
import { taxRulesFor } from './index';
import type { TaxYearRules } from './types';

export const TAX_RULES_MESSAGES = {
  unknownYear: 'There are no rules for that year.',
  notObject: 'The rules must be a JSON object.',
  unknownField: 'Unknown field',
  missing: 'This value is required.',
  notNumber: 'Must be a number.',
  notText: 'Must be text.',
  notList: 'Must be a list.',
  rate: 'Must be a rate from 0 to 100 (percent).',
  amount: 'Must be an amount from 0 to 1,00,00,00,00,000 rupees.',
  text: 'Must be 1 to 500 characters.',
  source: 'Must be an https:// link.',
  status: "Must be 'enacted', 'notified' or 'reported'.",
  date: 'Must be a real date YYYY-MM-DD.',
  ciiWhole: 'The Cost Inflation Index is a whole number.',
  ciiRising: "Must be above the previous year's index",
  ciiStep: "Must be at most 15% above the previous year's index",
  ciiBelowNext: "Must be below the next year's index",
  holdingMonths: 'Must be whole months from 12 to 36 (the holding periods the Act has used).',
  holdingOrder: 'Listed securities cannot need a longer holding than other assets.',
  slabsOrder: 'Slab ceilings must rise, and only the last slab may have no ceiling (null).',
  bandsOrder: 'Surcharge bands must be in ascending order of income.',
  yearFixed: 'The year, its label, law and dates cannot be changed here.',
  listLength: 'Must have at least one entry.',
} as const;

const MAX_AMOUNT = 1e12;
const STATUSES = ['enacted', 'notified', 'reported'];
const FIXED = ['startYear', 'label', 'law', 'effectiveFrom', 'effectiveTo'] as const;
/** Keys whose numbers are rates (percent); every other number is rupees (or months, or an index). */
const RATE_KEYS = new Set(['rate', 'metro', 'other', 'rentAboveSalaryPercent']);

type Errors = Record<string, string>;

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function checkNumber(value: unknown, key: string, path: string, errors: Errors, parentKey: string): void {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    errors[path] = TAX_RULES_MESSAGES.notNumber;
    return;
  }
  // Rates: slab and band rates, HRA shares, cess and capital-gains rates (cited values whose parent names a rate).
  const isRate = RATE_KEYS.has(key) || (key === 'value' && /rate|cess|surchargeCap/i.test(parentKey));
  if (isRate && (value < 0 || value > 100)) errors[path] = TAX_RULES_MESSAGES.rate;
  else if (!isRate && (value < 0 || value > MAX_AMOUNT)) errors[path] = TAX_RULES_MESSAGES.amount;
}

function checkCitationText(key: string, value: unknown, path: string, errors: Errors): boolean {
  if (!['law', 'section', 'source', 'status', 'note'].includes(key)) return false;
  if (typeof value !== 'string') errors[path] = TAX_RULES_MESSAGES.notText;
  else if (key === 'status' && !STATUSES.includes(value)) errors[path] = TAX_RULES_MESSAGES.status;
  else if (key === 'source' && !/^https:\/\/[^\s]+\.[^\s]+$/.test(value))
    errors[path] = TAX_RULES_MESSAGES.source;
  else if (value.trim().length === 0 || value.length > 500) errors[path] = TAX_RULES_MESSAGES.text;
  return true;
}

/** Walks the candidate alongside the shipped shape. */
function walk(
  shape: unknown,
  value: unknown,
  path: string,
  errors: Errors,
  key: string,
  parentKey: string,
): void {
  if (value === undefined) {
    errors[path] = TAX_RULES_MESSAGES.missing;
    return;
  }
  if (checkCitationText(key, value, path, errors)) return;
  if (key === 'asOf') {
    if (!isRealDate(value)) errors[path] = TAX_RULES_MESSAGES.date;
    return;
  }
  if (key === 'upTo' && value === null) return;
  if (typeof shape === 'number') return checkNumber(value, key, path, errors, parentKey);
  if (typeof shape === 'boolean') {
    if (typeof value !== 'boolean') errors[path] = 'Must be true or false.';
    return;
  }
  if (typeof shape === 'string') {
    if (typeof value !== 'string') errors[path] = TAX_RULES_MESSAGES.notText;
    return;
  }
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) {
      errors[path] = TAX_RULES_MESSAGES.notList;
      return;
    }
    if (value.length === 0 || value.length > 20) {
      errors[path] = TAX_RULES_MESSAGES.listLength;
      return;
    }
    value.forEach((item, i) => walk(shape[0], item, `${path}[${i}]`, errors, key, parentKey));
    if (shape[0] && isPlainObject(shape[0]) && 'upTo' in shape[0]) checkSlabs(value, path, errors);
    if (shape[0] && isPlainObject(shape[0]) && 'above' in shape[0]) checkBands(value, path, errors);
    return;
  }
  if (isPlainObject(shape)) {
    if (!isPlainObject(value)) {
      errors[path] = TAX_RULES_MESSAGES.notObject;
      return;
    }
    for (const k of Object.keys(value))
      if (!Object.hasOwn(shape, k)) errors[path ? `${path}.${k}` : k] = TAX_RULES_MESSAGES.unknownField;
    for (const [k, s] of Object.entries(shape)) {
      // `note` is optional on every citation.
      if (k === 'note' && value[k] === undefined) continue;
      walk(s, value[k], path ? `${path}.${k}` : k, errors, k, key);
    }
  }
}

/** YYYY-MM-DD naming a day that exists (Date.parse takes 2026-02-30 as 2 March), in 2000-2099. */
export function isRealDate(value: unknown): value is string {
  const m = typeof value === 'string' ? /^(20\d\d)-(\d\d)-(\d\d)$/.exec(value) : null;
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * The largest yearly rise of the index so far is 12.8% (148 to 167, FY 2009-10 to 2010-11, CBDT Notification
 * 44/2017's table in cost-inflation-index.ts); 15% leaves room for a year like it and catches slips such as an extra
 * digit.
 */
const CII_MAX_STEP = 1.15;

/** The neighbouring years' indexes in force, which an edited index must fit between. */
export interface CiiNeighbours {
  previous?: number;
  next?: number;
}

/** Values that are well formed can still be wrong: checks across fields and years (run once the shape holds). */
function checkSense(candidate: Record<string, unknown>, neighbours: CiiNeighbours, errors: Errors): void {
  const cii = (candidate.costInflationIndex as { value?: unknown } | undefined)?.value;
  const ciiPath = 'costInflationIndex.value';
  if (typeof cii === 'number' && !errors[ciiPath]) {
    const { previous, next } = neighbours;
    if (!Number.isInteger(cii)) errors[ciiPath] = TAX_RULES_MESSAGES.ciiWhole;
    else if (previous !== undefined && cii <= previous)
      errors[ciiPath] = `${TAX_RULES_MESSAGES.ciiRising} (${previous}).`;
    else if (previous !== undefined && cii > Math.floor(previous * CII_MAX_STEP))
      errors[ciiPath] = `${TAX_RULES_MESSAGES.ciiStep} (at most ${Math.floor(previous * CII_MAX_STEP)}).`;
    else if (next !== undefined && cii >= next)
      errors[ciiPath] = `${TAX_RULES_MESSAGES.ciiBelowNext} (${next}).`;
  }
  const holding = ((candidate.capitalGains as { holdingMonths?: { value?: unknown } } | undefined)
    ?.holdingMonths?.value ?? {}) as Record<string, unknown>;
  const base = 'capitalGains.holdingMonths.value';
  // These are months whatever the generic walk took them for ('other' is also an HRA share): this message wins.
  for (const k of ['listed', 'other']) {
    const v = holding[k];
    if (typeof v === 'number' && (!Number.isInteger(v) || v < 12 || v > 36))
      errors[`${base}.${k}`] = TAX_RULES_MESSAGES.holdingMonths;
  }
  if (
    typeof holding.listed === 'number' &&
    typeof holding.other === 'number' &&
    holding.listed > holding.other &&
    !errors[`${base}.listed`] &&
    !errors[`${base}.other`]
  )
    errors[`${base}.listed`] = TAX_RULES_MESSAGES.holdingOrder;
}

function checkSlabs(list: unknown[], path: string, errors: Errors): void {
  let previous = 0;
  for (let i = 0; i < list.length; i++) {
    const upTo = (list[i] as { upTo?: unknown }).upTo;
    const last = i === list.length - 1;
    if (last ? upTo !== null : typeof upTo !== 'number' || upTo <= previous) {
      errors[path] = TAX_RULES_MESSAGES.slabsOrder;
      return;
    }
    if (typeof upTo === 'number') previous = upTo;
  }
}

function checkBands(list: unknown[], path: string, errors: Errors): void {
  let previous = -1;
  for (const band of list) {
    const above = (band as { above?: unknown }).above;
    if (typeof above !== 'number' || above <= previous) {
      errors[path] = TAX_RULES_MESSAGES.bandsOrder;
      return;
    }
    previous = above;
  }
}

/** The shipped shape with an optional `note` on every citation (an editor may add one where none was shipped). */
function allowNotes(shape: unknown): unknown {
  if (Array.isArray(shape)) return shape.map(allowNotes);
  if (!isPlainObject(shape)) return shape;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(shape)) out[k] = allowNotes(v);
  if ('status' in shape && !('note' in shape)) out.note = '';
  return out;
}

export type TaxRulesValidation =
  { ok: true; rules: TaxYearRules } | { ok: false; message: string; errors: Record<string, string> };

/**
 * The indexes in force for the years either side of `startYear`: the historical table, the shipped rules, or
 * `inForce` (an admin's saved edits, by starting year) where given.
 */
export function ciiNeighbours(startYear: number, inForce: Record<number, number> = {}): CiiNeighbours {
  const at = (y: number) =>
    inForce[y] ?? taxRulesFor(y)?.costInflationIndex.value ?? historicalCostInflationIndex(y)?.value;
  return { previous: at(startYear - 1), next: at(startYear + 1) };
}

/**
 * Validates an edited year of rules against the shipped shape of that year, then for sense (the index between its
 * neighbours' within a plausible step, whole holding months within the Act's range).
 */
export function validateTaxYearRules(
  startYear: number,
  candidate: unknown,
  neighbours: CiiNeighbours = ciiNeighbours(startYear),
): TaxRulesValidation {
  const shipped = taxRulesFor(startYear);
  if (!shipped)
    return {
      ok: false,
      message: TAX_RULES_MESSAGES.unknownYear,
      errors: { year: TAX_RULES_MESSAGES.unknownYear },
    };
  if (!isPlainObject(candidate))
    return {
      ok: false,
      message: TAX_RULES_MESSAGES.notObject,
      errors: { rules: TAX_RULES_MESSAGES.notObject },
    };
  const errors: Errors = Object.create(null) as Errors;
  walk(allowNotes(shipped), candidate, '', errors, '', '');
  checkSense(candidate, neighbours, errors);
  for (const key of FIXED)
    if (candidate[key] !== undefined && candidate[key] !== shipped[key])
      errors[key] = TAX_RULES_MESSAGES.yearFixed;
  const keys = Object.keys(errors);
  if (keys.length > 0) {
    const first = keys[0]!;
    return { ok: false, message: `${first}: ${errors[first]}`, errors: { ...errors } };
  }
  return { ok: true, rules: candidate as unknown as TaxYearRules };
}
