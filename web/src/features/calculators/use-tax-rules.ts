import { useEffect, useState } from 'react';
import { API } from '@36x/common';
import type { TaxYearRules } from '@36x/common/finance';
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
