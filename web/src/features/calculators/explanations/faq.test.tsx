import { prerender } from 'react-dom/static';
import { ThemeProvider } from '@mui/material';
import { describe, expect, it } from 'vitest';
import { CALCULATOR_TYPES } from '@36x/common';
import { theme } from '../../../theme/theme';
import { withScriptPolicy } from '../../../entry.server';
import { ExplanationSection } from './CalculatorExplanation';
import { EXPLANATIONS } from './index';

/** The server's HTML of a calculator's explanation and FAQ, parsed as a browser would. */
async function serverHtml(id: (typeof CALCULATOR_TYPES)[number]) {
  const { prelude } = await prerender(
    <ThemeProvider theme={theme}>
      <ExplanationSection id={id} explanation={EXPLANATIONS[id]} />
    </ThemeProvider>,
  );
  const html = await new Response(prelude).text();
  return { html, doc: new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html') };
}

describe('calculator FAQs (CALC-PAGE-7)', () => {
  it.each(CALCULATOR_TYPES)(
    '%s: at least five questions, shown in the server’s HTML, and its FAQPage JSON-LD says exactly what is shown',
    async (id) => {
      const faq = EXPLANATIONS[id].faq;
      expect(faq.length).toBeGreaterThanOrEqual(5);
      expect(new Set(faq.map((f) => f.question)).size).toBe(faq.length);
      for (const { question, answer } of faq) {
        expect(question).toMatch(/\?$/);
        expect(answer.length).toBeGreaterThan(40);
      }

      const { html, doc } = await serverHtml(id);
      // Native disclosure elements: they open without the app.
      const items = [...doc.querySelectorAll('details[data-faq-item]')];
      const shown = items.map((d) => ({
        question: d.querySelector('summary')!.textContent,
        answer: d.querySelector('[data-faq-answer]')!.textContent,
      }));
      expect(shown).toEqual(faq);

      const scripts = doc.querySelectorAll('script[type="application/ld+json"]');
      expect(scripts).toHaveLength(1);
      const data = JSON.parse(scripts[0]!.textContent!) as {
        '@type': string;
        mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
      };
      expect(data['@type']).toBe('FAQPage');
      expect(data.mainEntity.map((q) => ({ question: q.name, answer: q.acceptedAnswer.text }))).toEqual(
        shown,
      );
      expect(data.mainEntity.every((q) => q['@type'] === 'Question')).toBe(true);

      // The page's script policy hashes only scripts that run: the JSON-LD data block needs no hash and is not blocked.
      const { policy } = withScriptPolicy(
        `<html><head><meta charSet="utf-8"/></head><body>${html}</body></html>`,
      );
      expect(policy).toBe("script-src 'self'; script-src-attr 'none'");
    },
  );

  it('an answer with < cannot close its script element: the JSON escapes it', async () => {
    const { FaqSection } = await import('../../../components/faq/FaqSection');
    const items = [{ question: 'Is 1 < 2?', answer: 'Yes: </script><b>not markup</b>' }];
    const { prelude } = await prerender(<FaqSection id="t" heading="Q" items={items} />);
    const html = await new Response(prelude).text();
    expect(html).not.toContain('</script><b>');
    const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
    const data = JSON.parse(doc.querySelector('script')!.textContent!) as {
      mainEntity: { acceptedAnswer: { text: string } }[];
    };
    expect(data.mainEntity[0]!.acceptedAnswer.text).toBe(items[0]!.answer);
  });
});
