import { pageMeta } from '../components/seo/page-meta';
import { DEFAULT_TOOL, findEntry } from '../features/calculators/registry';
import { CALCULATOR_PAGE_TEXT } from '../features/calculators/explanations/page-text';
import { paths } from '../lib/paths';

export { default } from '../features/calculators/CalculatorPage';

/** /calculator (and its alias) and each calculator's own page, /calculator/<id>: one canonical address each. */
export const meta = ({ params }: { params: { tool?: string } }) => {
  const entry = params.tool ? findEntry(params.tool) : undefined;
  if (params.tool && !entry) {
    return pageMeta({
      title: 'Page Not Found',
      description: 'The page you were looking for does not exist or has moved.',
      path: paths.calculator,
      noindex: true,
    });
  }
  if (!entry) {
    const first = findEntry(DEFAULT_TOOL.calculators)!;
    return pageMeta({
      title: 'Financial Calculators and Tools',
      description: `Free financial calculators for India: ${first.title.toLowerCase()}, SIP, capital gains, loans, retirement and more. No sign-up needed.`,
      path: paths.calculator,
    });
  }
  const { title, description } = CALCULATOR_PAGE_TEXT[entry.id];
  return pageMeta({ title, description, path: paths.calculatorTool(entry.id) });
};
