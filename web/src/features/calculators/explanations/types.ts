/**
 * The explanation shown under a calculator or tool on its own page (/calculator/<id>): what it computes, the formula
 * in words, its assumptions and one worked example whose figures are those the widget gives for the example's inputs
 * (explanations.test.ts recomputes them with the same finance functions and formatting).
 */

/** One row of the worked example: a label and the value as the widget shows it. */
export interface ExampleLine {
  label: string;
  value: string;
}

export interface CalculatorExample {
  /** Heading of the example, e.g. "Example: ₹10,000 a month for 15 years". */
  heading: string;
  /** The inputs as a visitor would type or choose them. */
  inputs: ExampleLine[];
  /** The figures the widget shows for those inputs, formatted the same way. */
  results: ExampleLine[];
  /** One short remark under the example (what to notice, or what the figures leave out). */
  note?: string;
}

/** A calculator page's head tags (page-text.ts). */
export interface CalculatorPageText {
  /** Page title (the <title> and search-result heading), e.g. "SIP Calculator: Future Value of Monthly Investments". */
  title: string;
  /** Search-result snippet: plain text, 120–160 characters, specific to India. */
  description: string;
}

/**
 * One question a visitor asks about a calculator, with its answer: plain text, shown in the page's FAQ and sent as
 * the same strings in its FAQPage JSON-LD (components/faq/FaqSection.tsx). Figures in it come from the rules and
 * functions the calculator uses, never typed by hand.
 */
export interface FaqEntry {
  question: string;
  answer: string;
}

export interface CalculatorExplanation {
  /** Short name used in the section heading "How the <name> works", e.g. "step-up SIP calculator". */
  name: string;
  /** What it computes: one or two short paragraphs. */
  what: string[];
  /** The formula in words, one step per entry, with its symbols. */
  formula: string[];
  /** Assumptions and what the figures leave out. */
  assumptions: string[];
  example: CalculatorExample;
  /** At least five questions visitors ask, answered (CALC-PAGE-7; explanations.test.ts checks the count). */
  faq: FaqEntry[];
}
