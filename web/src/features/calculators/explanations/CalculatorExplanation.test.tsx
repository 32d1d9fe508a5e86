import { render, screen, within } from '@testing-library/react';
import { prerender } from 'react-dom/static';
import { ThemeProvider } from '@mui/material';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../theme/theme';
import { ExplanationSection } from './CalculatorExplanation';
import { SIP_EXPLANATION as sip } from './sip-calculator';
import { LOAN_EXPLANATION } from './loan-amortization';

describe('CalculatorExplanation', () => {
  it('when rendered for the SIP calculator, then the section is named by its heading and shows the worked example', async () => {
    render(
      <ThemeProvider theme={theme}>
        <ExplanationSection id="sip-calculator" explanation={sip} />
      </ThemeProvider>,
    );
    const section = screen.getByRole('region', { name: 'How the step-up SIP calculator works' });
    const h2 = within(section).getByRole('heading', { level: 2 });
    expect(h2).toHaveTextContent('How the step-up SIP calculator works');
    const subheadings = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(subheadings).toEqual(['What it computes', 'The formula', 'Assumptions', sip.example.heading]);

    // Inputs and results are label/value pairs of definition lists.
    const terms = within(section)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const definitions = within(section)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(terms).toContain('Monthly investment');
    expect(definitions).toContain('₹10,000');
    for (const result of sip.example.results) {
      const index = terms.indexOf(result.label);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(definitions[index]).toBe(result.value);
    }
    expect(within(section).getByText('₹82.75 L')).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(
      sip.formula.length + sip.assumptions.length,
    );
  });

  it('when prerendered on a server, then the HTML has the text', async () => {
    const { prelude } = await prerender(
      <ThemeProvider theme={theme}>
        <ExplanationSection id="loan-amortization" explanation={LOAN_EXPLANATION} />
      </ThemeProvider>,
    );
    const html = await new Response(prelude).text();
    expect(html).toContain('aria-labelledby="loan-amortization-explanation-heading"');
    expect(html).toContain('How the loan EMI calculator works');
    expect(html).toContain('₹26,035');
  });
});
