// What every calculator's route module (routes/calculators/<id>.tsx, listed in routes.ts) shares: its head tags and
// the action that takes the form's no-script post (CALC-PAGE-8).
import type { ActionFunctionArgs, MetaDescriptor } from 'react-router';
import type { CalculatorType } from '@36x/common';
import { pageMeta } from '../../components/seo/page-meta';
import { CALCULATOR_PAGE_TEXT } from '../../features/calculators/explanations/page-text';
import type { SubmittedInputs } from '../../features/calculators/use-query-inputs';
import { postedInputs } from '../../features/calculators/posted-inputs';
import { pageContext } from '../../app/page-context';
import { paths } from '../../lib/paths';

/**
 * A calculator page's head tags: its own title and snippet, canonical at /calculator/<id>. Its results page
 * (/calculator/<id>/results, a shared link or a posted form) is the same page with other inputs: not indexed.
 */
export function calculatorMeta(id: CalculatorType) {
  return ({ location }: { location: { pathname: string } }): MetaDescriptor[] => {
    const { title, description } = CALCULATOR_PAGE_TEXT[id];
    return pageMeta({
      title,
      description,
      path: paths.calculatorTool(id),
      noindex: location.pathname === paths.calculatorResults(id),
    });
  };
}

/**
 * The form's post before the app has started (or without JavaScript), to /calculator/<id>/results: the page renders
 * with these fields as its inputs, so the calculator computes them on the server with the same code as in the
 * browser (useCalculation) and shows the same result card. `postedInputs` turns the fields into a link's inputs
 * (lists grown or shrunk by their buttons, checkboxes, grouped amounts); the calculator reads the keys it knows and
 * lays them over its defaults. The fields travel in the request body, never in the address.
 */
export async function calculatorAction({ request, context }: ActionFunctionArgs): Promise<SubmittedInputs> {
  // Cloud Functions (and the function's own parser) have read the body already: urlencoded forms arrive parsed.
  const fields = pageContext(context).form ?? Object.fromEntries(await request.formData());
  return { inputs: postedInputs(fields) };
}
