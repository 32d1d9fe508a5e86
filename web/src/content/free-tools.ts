export type FreeToolIcon = 'worksheet' | 'rider' | 'retirement' | 'bond';

export interface FreeTool {
  title: string;
  description: string;
  icon: FreeToolIcon;
}

/** 'Tools, Not Traps – Free Access' on the home page: the four featured tools; all lead to the calculators. */
export const featuredTools: readonly [FreeTool, FreeTool, FreeTool, FreeTool] = [
  {
    title: 'Tax Optimization Worksheet',
    description: 'Compare the old and new regimes on your own salary, deductions and capital gains.',
    icon: 'worksheet',
  },
  {
    title: 'Insurance Rider Explainer',
    description:
      'What critical-illness, waiver-of-premium and accident riders cover, and when they are worth it.',
    icon: 'rider',
  },
  {
    title: 'Retirement Planning Sheet',
    description: 'The corpus you need, the monthly SIP to reach it, and how long it lasts after inflation.',
    icon: 'retirement',
  },
  {
    title: 'Bond Yield Comparison',
    description: 'Coupon, current yield and yield to maturity side by side, before and after tax.',
    icon: 'bond',
  },
];
