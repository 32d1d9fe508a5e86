export type AudienceIcon = 'taxpayer' | 'family' | 'senior' | 'business' | 'trader';

export interface Audience {
  id: string;
  title: string;
  description: string;
  icon: AudienceIcon;
}

/** 'Who We Serve' (SITE-HOME-6): five audiences. */
export const audiences: readonly Audience[] = [
  {
    id: 'first-time-taxpayers',
    title: 'First-time taxpayers',
    description:
      'Your first salary slip, Form 16 and ITR: which regime to pick, what to declare and how to avoid a notice later.',
    icon: 'taxpayer',
  },
  {
    id: 'families-insurance',
    title: 'Families seeking insurance clarity',
    description:
      'How much term cover is enough, which health policy and riders matter, and which policies you can safely stop paying for.',
    icon: 'family',
  },
  {
    id: 'seniors-bond-income',
    title: 'Seniors needing bond income',
    description:
      'Regular, predictable income from SCSS, bonds and deposits, laddered for liquidity and arranged to keep tax low.',
    icon: 'senior',
  },
  {
    id: 'business-owners',
    title: 'Business owners',
    description:
      'GST, TDS, audits and ROC filings off your desk, plus the numbers you need for pricing, borrowing and growth.',
    icon: 'business',
  },
  {
    id: 'young-traders',
    title: 'Young traders',
    description:
      'Position sizing, risk limits and the tax treatment of trading income, before a bad week turns into a bad year.',
    icon: 'trader',
  },
];
