export type FreeToolIcon = 'worksheet' | 'rider' | 'retirement' | 'bond';

export interface FreeTool {
  title: string;
  description: string;
  icon: FreeToolIcon;
  /** The guide of the same name on the Tools page (its card's id there: /tools#<guide>). */
  guide: string;
  /**
   * A calculator that does what the card promises on the visitor's own figures (its id, /calculator/<id>): the card
   * opens it instead of the guide, and the calculator links to the guide.
   */
  calculator?: 'income-tax';
}

/**
 * 'Tools, Not Traps – Free Access' on the home page (SITE-PRACTICE): the four featured tools. Each is the PDF guide of that
 * name on the Tools page, and its card links there, except the worksheet: "compare the regimes on your own salary" is
 * the income-tax calculator, which it opens (the calculator links to the worksheet PDF). 'Browse All Tools' leads to
 * the calculators.
 */
export const featuredTools: readonly [FreeTool, FreeTool, FreeTool, FreeTool] = [
  {
    title: 'Tax Optimization Worksheet',
    guide: 'tax-optimization-worksheet',
    calculator: 'income-tax',
    description:
      'Compare the old and new regimes on your own salary and deductions, with the printable worksheet beside it.',
    icon: 'worksheet',
  },
  {
    title: 'Insurance Rider Explainer',
    guide: 'insurance-rider-explainer',
    description:
      'What critical-illness, waiver-of-premium and accident riders cover, and when they are worth it.',
    icon: 'rider',
  },
  {
    title: 'Retirement Planning Sheet',
    guide: 'retirement-planning-sheet',
    description: 'The corpus you need, the monthly SIP to reach it, and how long it lasts after inflation.',
    icon: 'retirement',
  },
  {
    title: 'Bond Yield Comparison',
    guide: 'bond-yield-comparison',
    description: 'Coupon, current yield and yield to maturity side by side, before and after tax.',
    icon: 'bond',
  },
];
