import { useEffect, useState } from 'react';
import { API } from '@36x/common';
import { SHIPPED_SMALL_SAVINGS, type SmallSavingsRules, type TaxYearRules } from '@36x/common/finance';
import { api } from '../../lib/api-client';

/** Edited years by starting year; empty when none is edited (the shipped rules apply). */
export type RulesEdits = ReadonlyMap<number, TaxYearRules>;

let request: Promise<RulesEdits> | null = null;

/** Fetched once per page load and shared by the calculators; a failure leaves the shipped rules in force. */
function loadEdits(): Promise<RulesEdits> {
  request ??= api
    .get<{ startYear: number; rules: TaxYearRules }[]>(API.taxRulesInForce)
    .then((list) => new Map(list.map((e) => [e.startYear, e.rules])))
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
 * hydration) uses the shipped rules, so the prerendered markup matches; the edits arrive after, from an effect.
 */
export function useRulesEdits(): RulesEdits | null {
  const [edits, setEdits] = useState<RulesEdits | null>(null);
  useEffect(() => {
    let live = true;
    void loadEdits().then((e) => live && setEdits(e));
    return () => {
      live = false;
    };
  }, []);
  return edits;
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
 * The small-savings rates in force (CALC-RATES-2): the shipped ones on the first render (server and hydration
 * match), then the rates the back office keeps, from an effect. Without the API the shipped rates stay.
 */
export function useSmallSavingsRules(): SmallSavingsRules {
  const [rules, setRules] = useState<SmallSavingsRules>(SHIPPED_SMALL_SAVINGS);
  useEffect(() => {
    let live = true;
    void loadSmallSavings().then((r) => live && r && setRules(r));
    return () => {
      live = false;
    };
  }, []);
  return rules;
}
