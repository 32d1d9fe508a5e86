import { useEffect, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ThemeProvider } from '@mui/material';
import { vi } from 'vitest';
import { API } from '@36x/common';
import { theme } from '../../theme/theme';
import { resetRulesEdits } from './use-tax-rules';

/**
 * Charts need layout (ResizeObserver, SVG measuring) that jsdom lacks; component tests check figures and states,
 * so charts render a marker with their series labels instead. Call at the top of a test file:
 *   vi.mock('@mui/x-charts/BarChart', async () => (await import('../test-utils')).chartStub('BarChart'));
 */
export function chartStub(name: string) {
  const Stub = (props: { series?: { label?: string }[] }) => (
    <div data-testid={name}>{(props.series ?? []).map((s) => s.label).join(', ')}</div>
  );
  return { [name]: Stub };
}

/** The current address, so a test can read the query string the calculator wrote. */
const probe = { url: '' };
function LocationProbe() {
  const location = useLocation();
  useEffect(() => {
    probe.url = `${location.pathname}${location.search}`;
  }, [location]);
  return null;
}
export const currentLocation = () => new URL(probe.url, 'http://localhost');

/**
 * Renders a calculator (or the page) inside a router at `url`, matched as the app matches it (routes.ts):
 * /calculator/:tool? gives CalculatorPage its `tool` param; any other address renders `ui` as well.
 */
export function renderAt(ui: ReactElement, url = '/calculator') {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[url]}>
        <LocationProbe />
        <Routes>
          <Route path="/calculator/:tool?" element={ui} />
          <Route path="*" element={ui} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

/**
 * fetch that records calculator-usage posts and answers 202 (or fails, to check failures stay silent), and answers
 * the public read of edited tax rules with `rulesInForce` (none by default: the shipped rules apply).
 */
export function mockUsageFetch(fail = false, rulesInForce: unknown[] = []) {
  const bodies: unknown[] = [];
  resetRulesEdits();
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
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
  return { fetchMock, bodies };
}
