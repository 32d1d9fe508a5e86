import {
  CALCULATOR_TYPES,
  calculatorUsageSchema,
  INSURANCE_USAGE_CALCULATOR,
  insuranceUsageSchema,
  type CalculatorUsageCount,
} from '@36x/common';
import { ApiError } from '../http/api-error';
import { nowIso } from '../http/time';
import { validateBody } from '../http/validate';
import { COLLECTIONS, type Store } from '../store/store';

/**
 * POST /api/calculator-usage (CALC-USAGE-1). Two shapes: the table's {calculatorType, inputData, resultData}, and the
 * insurance calculator's {calculator: 'hybrid-term-insurance', inputs, children, results}. Both are stored in one
 * shape: {calculatorType, inputData, resultData, createdAt} (the insurance children go inside inputData).
 *
 * No Activity is recorded: usage logs are anonymous analytics sent on every calculation, and would push every
 * staff change out of the dashboard's 20 recent activities within minutes.
 */
export async function recordCalculatorUsage(store: Store, body: unknown): Promise<void> {
  const isInsurance = typeof body === 'object' && body !== null && 'calculator' in body;
  let record: Record<string, unknown>;
  if (isInsurance) {
    const v = validateBody(insuranceUsageSchema, body);
    record = {
      calculatorType: INSURANCE_USAGE_CALCULATOR,
      inputData: { ...v.inputs, children: v.children },
      resultData: v.results,
    };
  } else {
    const v = validateBody(calculatorUsageSchema, body);
    record = { calculatorType: v.calculatorType, inputData: v.inputData, resultData: v.resultData };
  }
  if (!storable(record.inputData) || !storable(record.resultData)) {
    throw new ApiError(
      400,
      'The usage record has an unsupported shape (too deeply nested, or arrays directly inside arrays)',
    );
  }
  await store.create(COLLECTIONS.calculatorUsage, { ...record, createdAt: nowIso() });
}

/**
 * What both stores can hold (Firestore: no array directly inside an array, no empty or `__reserved__` keys,
 * limited depth). Checked here so that odd but valid JSON answers 400 instead of failing in the store.
 */
export function storable(value: unknown, depth = 0, inArray = false): boolean {
  if (depth > 12) return false;
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return !inArray && value.every((v) => storable(v, depth + 1, true));
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).every(
      ([k, v]) =>
        k.length > 0 &&
        k.length <= 200 &&
        !/^__.*__$/.test(k) &&
        k !== '__proto__' &&
        storable(v, depth + 1, false),
    );
  }
  return false;
}

/** Uses per calculator, counted by the store (nothing is read), most used first; unused calculators left out. */
export async function calculatorUsageCounts(store: Store): Promise<CalculatorUsageCount[]> {
  const types = [...CALCULATOR_TYPES, INSURANCE_USAGE_CALCULATOR];
  const counts = await Promise.all(
    types.map(async (calculatorType) => ({
      calculatorType,
      count: await store.count(COLLECTIONS.calculatorUsage, { calculatorType }),
    })),
  );
  return counts
    .filter((c) => c.count > 0)
    .sort((a, b) => b.count - a.count || a.calculatorType.localeCompare(b.calculatorType));
}
