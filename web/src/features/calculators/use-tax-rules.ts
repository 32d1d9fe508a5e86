import { createContext, useContext, useEffect, useState } from 'react';
import { API, type RulesInForce } from '@36x/common';
import { SHIPPED_SMALL_SAVINGS, type SmallSavingsRules, type TaxYearRules } from '@36x/common/finance';
import { api } from '../../lib/api-client';
import { useCalculation, type CalculationOptions } from './use-calculation';
import type { QueryShape } from './use-query-inputs';

/** Edited years by starting year; empty when none is edited (the shipped rules apply). */
export type RulesEdits = ReadonlyMap<number, TaxYearRules>;

/**
 * The rules in force that the server rendered this page with (a results page's loader data: the `api` function reads
 * them from the store, as /api/tax-rules/in-force answers them); null on a prerendered page, which has none. The
 * hooks below start from them, so a shared link or a no-script post computes, explains and hydrates with the same
 * rules as the browser then fetches (CALC-TAXRULES-2: one engine, live rules everywhere).
 */
export const ServedRulesContext = createContext<RulesInForce | null>(null);

const editsOf = (list: RulesInForce['taxRules']): RulesEdits =>
  new Map(list.map((e) => [e.startYear, e.rules]));

let request: Promise<RulesEdits> | null = null;

/** Fetched once per page load and shared by the calculators; a failure leaves the shipped rules in force. */
function loadEdits(): Promise<RulesEdits> {
  request ??= api
    .get<RulesInForce['taxRules']>(API.taxRulesInForce)
    .then(editsOf)
    .catch((error: unknown) => {
      console.error('The edited tax rules could not be read; the shipped rules apply', error);
      request = null;
      return new Map();
    });
  return request;
}

/** For tests: forget the fetched edits. */
export function resetRulesEdits(): void {
  request = null;
}

/**
 * The tax rules an admin has edited, applied over the shipped ones. The first render (on the server and at
 * hydration) uses the rules the server rendered with: those it read from the store on a results page, the shipped
 * ones (null) on a prerendered page, so the markup matches; the edits in force then arrive from an effect.
 */
export function useRulesEdits(): RulesEdits | null {
  const served = useContext(ServedRulesContext);
  const [edits, setEdits] = useState<RulesEdits | null>(() => (served ? editsOf(served.taxRules) : null));
  useEffect(() => {
    let live = true;
    void loadEdits().then((e) => live && setEdits(e));
    return () => {
      live = false;
    };
  }, []);
  return edits;
}

/**
 * useCalculation for a calculator computed with the tax rules in force (income tax, DTAA, capital gains): an admin's
 * edit arrives after the first render, which uses the shipped rules so that it matches the prerendered page; the
 * result shown is then recomputed with them. Returns the calculation and the edits it used.
 */
export function useRulesCalculation<F extends QueryShape, R>(
  compute: (form: F, edits: RulesEdits | null) => R | null,
  options: Omit<CalculationOptions<F, R>, 'compute' | 'dependsOn'>,
) {
  const edits = useRulesEdits();
  const calc = useCalculation({ ...options, compute: (f) => compute(f, edits), dependsOn: edits });
  return { calc, edits };
}

let savingsRequest: Promise<SmallSavingsRules | null> | null = null;

/** Fetched once per page load; a failure leaves the shipped rates (and their own date) in force. */
function loadSmallSavings(): Promise<SmallSavingsRules | null> {
  savingsRequest ??= api
    .get<{ rules: SmallSavingsRules }>(API.smallSavingsInForce)
    .then((r) => r.rules)
    .catch((error: unknown) => {
      console.error('The small-savings rates could not be read; the shipped rates apply', error);
      savingsRequest = null;
      return null;
    });
  return savingsRequest;
}

/** For tests: forget the fetched rates. */
export function resetSmallSavingsRules(): void {
  savingsRequest = null;
}

/**
 * The small-savings rates in force (CALC-RATES-2): on the first render (server and hydration match) those the server
 * rendered with (a results page) or the shipped ones (a prerendered page), then the rates the back office keeps, from
 * an effect. Without the API the first ones stay.
 */
export function useSmallSavingsRules(): SmallSavingsRules {
  const served = useContext(ServedRulesContext);
  const [rules, setRules] = useState<SmallSavingsRules>(served?.smallSavings ?? SHIPPED_SMALL_SAVINGS);
  useEffect(() => {
    let live = true;
    void loadSmallSavings().then((r) => live && r && setRules(r));
    return () => {
      live = false;
    };
  }, []);
  return rules;
}
