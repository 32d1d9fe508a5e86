// The calculator pages' layout (routes.ts): the tax rules and small-savings rates in force for the server's render.
import { Outlet, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { RulesInForce } from '@36x/common';
import { pageContextIfAny } from '../../app/page-context';
import { ServedRulesContext } from '../../features/calculators/use-tax-rules';

/**
 * A results page (/calculator/<id>/results: a shared link, or the form posted without scripts) is rendered by the
 * `api` function with the rules in force, read from the store as the browser reads them (at most a minute old), so
 * its figures, explanation and notes are the ones the browser shows. A prerendered page has none (null): it shows
 * the shipped rules until the browser's fetch brings the edits in force.
 */
export async function loader({ context }: LoaderFunctionArgs): Promise<RulesInForce | null> {
  return (await pageContextIfAny(context)?.rulesInForce()) ?? null;
}

/** In the browser the calculators fetch the rules themselves (use-tax-rules.ts): nothing to ask the server for. */
export const clientLoader = (): RulesInForce | null => null;

export default function CalculatorRulesLayout() {
  const served = useLoaderData<typeof loader>();
  return (
    <ServedRulesContext.Provider value={served ?? null}>
      <Outlet />
    </ServedRulesContext.Provider>
  );
}
