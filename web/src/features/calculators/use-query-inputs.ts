import { createContext, useCallback, useContext, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CalculatorType } from '@36x/common';
import { ungroupedNumberText } from '@36x/common/finance';
import { paths } from '../../lib/paths';

/**
 * The query parameter that named the calculator before each had its own page (/calculator?tool=sip-calculator):
 * such links still open it (CalculatorPage moves them to /calculator/sip-calculator).
 */
export const TOOL_PARAM = 'tool';

/** What the form's no-script post handed the page (the route's action, calculator-route.ts): its fields, as text. */
export interface SubmittedInputs {
  inputs: Record<string, string>;
}

/**
 * Where a calculator may take its inputs from (CalculatorPage). `restore` is false while React hydrates a prerendered
 * page (rendered without them: reading them then would not match the HTML); CalculatorPage then mounts the calculator
 * again with it true. `submitted` holds the fields of the form's no-script post (CALC-PAGE-8): on the results page
 * they, not the address, are the inputs.
 */
export const InputsContext = createContext<{ restore: boolean; submitted: Record<string, string> | null }>({
  restore: true,
  submitted: null,
});
/**
 * Options for a navigation that only changes the query string of the page: replace or push, and keep the scroll
 * position (the ScrollManager reads `state.preventScrollReset`; react-router's own flag is for data routers only).
 */
export const STAY_IN_PLACE = { preventScrollReset: true, state: { preventScrollReset: true } } as const;

/** What a calculator keeps in the URL: form text, switches, and lists (children, funds, schemes) as JSON. */
export type QueryValue = string | boolean | readonly unknown[];
export type QueryShape = Record<string, QueryValue>;

function encode(value: QueryValue): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? '1' : '0';
  return JSON.stringify(value);
}

function decode(raw: string, fallback: QueryValue): QueryValue {
  // Amounts as people write them ('10,00,000'), in a link as in the no-script post (CALC-STATES-8): their digits.
  if (typeof fallback === 'string') return ungroupedNumberText(raw);
  if (typeof fallback === 'boolean') return raw === '1' || raw === 'true';
  try {
    const parsed = JSON.parse(raw) as unknown;
    return Array.isArray(parsed) ? parsed : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The inputs a link carries for `tool`, laid over `defaults`; null when the link is for another tool or
 * carries none of its inputs. Lists come back as parsed JSON: each calculator checks their items.
 */
export function readQueryInputs<T extends QueryShape>(
  params: URLSearchParams,
  tool: string,
  defaults: T,
): T | null {
  const named = params.get(TOOL_PARAM);
  if (named !== null && named !== tool) return null;
  const keys = Object.keys(defaults).filter((key) => params.has(key));
  if (keys.length === 0) return null;
  const values: Record<string, QueryValue> = { ...defaults };
  for (const key of keys) values[key] = decode(params.get(key) ?? '', defaults[key]!);
  return values as T;
}

/** The query string that restores `values` (on the tool's own page). Every key is written, blanks too. */
export function writeQueryInputs<T extends QueryShape>(values: T): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) params.set(key, encode(value));
  return params;
}

/**
 * Puts `pathname` + `search` in the address bar, replacing the history entry, without a router navigation: a
 * navigation renders the whole page again (header, tabs, explanation, the calculator) on every settled change,
 * several times the recomputation's own cost on a phone (docs/benchmarks.md, calculators; decision 023). The router's
 * idea of the address then lags behind the address bar; nothing reads it after the calculator mounts (Share reads
 * `window.location`), and the history entry's state is kept, so Back, Forward and scroll restoration work as before.
 */
function replaceAddress(pathname: string, search: string) {
  if (typeof window === 'undefined') return;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${window.location.hash}`);
}

/**
 * Sharing a calculation (CALC-STATES-5, CALC-PAGE-8): the inputs of the last calculation live in the query string of
 * the tool's results page (/calculator/sip-calculator/results?monthlyInvestment=10000&…), which the `api` function
 * renders with its results; so copying the address shares it, and the link shows the results with or without scripts.
 *
 * `restored` is read once, when the calculator mounts: the form's no-script post, or else the address. `save` is called
 * after a successful calculation (it replaces the history entry: one entry per tool, not per keystroke); `clear`
 * drops the inputs (Reset) and returns the address to the tool's own page.
 */
export function useQueryInputs<T extends QueryShape>(tool: CalculatorType, defaults: T) {
  const [params] = useSearchParams();
  const { restore, submitted } = useContext(InputsContext);
  const [restored] = useState(() =>
    restore ? readQueryInputs(submitted ? new URLSearchParams(submitted) : params, tool, defaults) : null,
  );

  const save = useCallback(
    (values: T) => replaceAddress(paths.calculatorResults(tool), `?${writeQueryInputs(values).toString()}`),
    [tool],
  );
  const clear = useCallback(() => replaceAddress(paths.calculatorTool(tool), ''), [tool]);
  return { restored, save, clear };
}
