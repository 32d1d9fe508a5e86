import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ThemeProvider } from '@mui/material';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { API } from '@36x/common';
import { SHIPPED_SMALL_SAVINGS, type SmallSavingsRules } from '@36x/common/finance';
import { theme } from '../../theme/theme';
import { resetRulesEdits, resetSmallSavingsRules } from './use-tax-rules';

/**
 * Charts need layout (ResizeObserver, SVG measuring) that jsdom lacks; component tests check figures and states,
 * so charts render a marker with their series labels instead. Call at the top of a test file:
 *   vi.mock('./components/charts', async () => (await import('./test-utils')).chartsStub());
 * (calculators import their charts from components/charts, which loads MUI X's on demand).
 */
export function chartsStub() {
  const stub = (name: string) =>
    function ChartStub(props: { series?: { label?: string }[] }) {
      return <div data-testid={name}>{(props.series ?? []).map((s) => s.label).join(', ')}</div>;
    };
  return {
    BarChart: stub('BarChart'),
    LineChart: stub('LineChart'),
    Gauge: stub('Gauge'),
    preloadCharts: () => {},
  };
}

/**
 * The address bar, so a test can read the query string the calculator wrote: calculators write it into the
 * browser's history without a router navigation (use-query-inputs), so the router alone would not see it.
 */
export const currentLocation = () => new URL(window.location.href);

/**
 * Renders a calculator (or the page) inside a browser router at `url` (jsdom's history, as in the app), matched
 * as the app matches it (routes.ts): /calculator/:tool? gives CalculatorPage its `tool` param; any other address
 * renders `ui` as well.
 */
export function renderAt(ui: ReactElement, url = '/calculator') {
  window.history.replaceState(null, '', url);
  return render(
    <ThemeProvider theme={theme}>
      <BrowserRouter>
        <Routes>
          <Route path="/calculator/:tool?" element={ui} />
          <Route path="*" element={ui} />
        </Routes>
      </BrowserRouter>
    </ThemeProvider>,
  );
}

/**
 * fetch that records calculator-usage posts and answers 202 (or fails, to check failures stay silent), and answers
 * the public read of edited tax rules with `rulesInForce` (none by default: the shipped rules apply) and of the
 * small-savings rates with `smallSavings` (the shipped ones by default; 'down' answers 503).
 */
export function mockUsageFetch(
  fail = false,
  rulesInForce: unknown[] = [],
  smallSavings: SmallSavingsRules | 'down' = SHIPPED_SMALL_SAVINGS,
) {
  const bodies: unknown[] = [];
  resetRulesEdits();
  resetSmallSavingsRules();
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (String(url).endsWith(API.smallSavingsInForce))
      return smallSavings === 'down'
        ? new Response(JSON.stringify({ message: 'Unavailable' }), { status: 503 })
        : new Response(JSON.stringify({ rules: smallSavings }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          });
    if (String(url).endsWith(API.taxRulesInForce))
      return new Response(JSON.stringify(rulesInForce), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    bodies.push(JSON.parse(String(init?.body ?? 'null')));
    return fail
      ? new Response('boom', { status: 500, statusText: 'Server Error' })
      : new Response(JSON.stringify({ message: 'Recorded' }), { status: 202 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const answer = { fetchMock, bodies };
  latestUsageFetch = answer;
  return answer;
}

type UsageFetch = ReturnType<typeof mockUsageFetch>;
let latestUsageFetch: UsageFetch | undefined;

/**
 * The calculators' test setup, called inside a describe: before each test a fresh mockUsageFetch(); after it the
 * page is unmounted and fetch restored. The answer reads the latest mockUsageFetch, so a test that needs another
 * answer (a failing post, edited rules) just calls mockUsageFetch(...) again.
 */
export function usageFetchEachTest(): UsageFetch {
  beforeEach(() => {
    mockUsageFetch();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return {
    get fetchMock() {
      return latestUsageFetch!.fetchMock;
    },
    get bodies() {
      return latestUsageFetch!.bodies;
    },
  };
}

/** Types `value` into the field labelled `label`, as a change event (what the calculators' fields listen to). */
export const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Types each value into the field with that label, in the order given (a form filled in as a person would). */
export function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) type(label, value);
}

/**
 * Chooses the option named `option` in the drop-down labelled `label`: a native select (SelectField), changed as a
 * visitor's choice changes it.
 */
export function choose(label: string | RegExp, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  const chosen = within(select).getByRole<HTMLOptionElement>('option', { name: option });
  fireEvent.change(select, { target: { value: chosen.value } });
}

/** Presses the button with accessible name `name`. */
export const press = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

/**
 * `element` as the server sends it, in the page before the app has started (CALC-PAGE-9): a test acts on its HTML as
 * a visitor would, then `hydrate`s it, then `remove`s it.
 */
export function serverRendered(element: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  let root: Root | null = null;
  return {
    container,
    hydrate: async () => {
      root = await act(async () => hydrateRoot(container, element));
    },
    remove: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

/**
 * CALC-PAGE-9: `value` entered into the field `selector` of `element`'s server HTML before the app starts becomes the
 * state at hydration (the element shows its state in an `output`), and the field keeps it.
 */
export async function expectEnteredBeforeStartKept(element: ReactElement, selector: string, value: string) {
  const page = serverRendered(element);
  const field = page.container.querySelector(selector) as HTMLInputElement | HTMLSelectElement;
  field.value = value;
  await page.hydrate();
  expect(page.container.querySelector('output')).toHaveTextContent(value);
  expect(field).toHaveValue(value);
  page.remove();
}
