import { createContext, useCallback, useContext, useState } from 'react';
import { useNavigate, useSearchParams, type NavigateFunction } from 'react-router';
import type { CalculatorType } from '@36x/common';
import { paths } from '../../lib/paths';

/**
 * The query parameter that named the calculator before each had its own page (/calculator?tool=sip-calculator):
 * such links still open it (CalculatorPage moves them to /calculator/sip-calculator).
 */
export const TOOL_PARAM = 'tool';

/**
 * Whether a calculator may take its inputs from the address. False while React hydrates a prerendered page (which
 * was rendered without them: reading them then would not match the HTML); CalculatorPage then mounts the calculator
 * again with it true.
 */
export const RestoreInputsContext = createContext(true);

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
  if (typeof fallback === 'string') return raw;
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
 * Puts `pathname` + `search` in the address bar, replacing the history entry. On the same page it writes the browser's
 * history directly instead of navigating: a router navigation renders the whole page again (header, tabs,
 * explanation, the calculator twice) on every settled change, several times the recomputation's own cost on a phone
 * (docs/benchmarks.md, calculators). The router's idea of the query then lags behind the address bar; nothing reads
 * it after the calculator mounts (Share reads `window.location`), and the history entry's state is kept, so Back,
 * Forward and scroll restoration work as before. Moving from /calculator to the tool's own page is a navigation.
 */
function replaceAddress(navigate: NavigateFunction, pathname: string, search: string) {
  if (typeof window !== 'undefined' && window.location.pathname === pathname) {
    window.history.replaceState(window.history.state, '', `${pathname}${search}${window.location.hash}`);
    return;
  }
  void navigate({ pathname, search }, { ...STAY_IN_PLACE, replace: true });
}

/**
 * Sharing a calculation: the inputs of the last calculation live in the query string of the tool's own page
 * (/calculator/sip-calculator?monthlyInvestment=10000&…), so copying the address shares it and reopening the
 * link restores the form AND recomputes its results.
 *
 * `restored` is read once, when the calculator mounts. `save` is called after a successful calculation
 * (it replaces the history entry: one entry per tool, not per keystroke); `clear` drops the inputs (Reset).
 */
export function useQueryInputs<T extends QueryShape>(tool: CalculatorType, defaults: T) {
  const [params] = useSearchParams();
  const restore = useContext(RestoreInputsContext);
  const navigate = useNavigate();
  const [restored] = useState(() => (restore ? readQueryInputs(params, tool, defaults) : null));

  // The inputs go on the tool's own page (from /calculator, which shows the default tool, too).
  const save = useCallback(
    (values: T) =>
      replaceAddress(navigate, paths.calculatorTool(tool), `?${writeQueryInputs(values).toString()}`),
    [navigate, tool],
  );
  const clear = useCallback(() => replaceAddress(navigate, paths.calculatorTool(tool), ''), [navigate, tool]);
  return { restored, save, clear };
}
