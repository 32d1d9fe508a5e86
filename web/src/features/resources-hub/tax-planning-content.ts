/**
 * The hub's three tax-planning cards (SITE-HUB). General rules only, stated as they stand for tax year 2026-27
 * (Finance Act 2025 rates carried into the Income-tax Act, 2025); section numbers are left out on purpose, since
 * the new Act renumbered them. Review these lines after every Union Budget.
 */
export interface TaxPlanningCard {
  id: 'business' | 'personal' | 'investment';
  title: string;
  summary: string;
  points: string[];
}

export const TAX_PLANNING_CARDS: TaxPlanningCard[] = [
  {
    id: 'business',
    title: 'Business Tax Optimization',
    summary:
      'Structure, regime and compliance choices made before the year starts usually save more than anything done in March.',
    points: [
      'Choose the structure that fits: proprietorship, LLP or private company, and whether the concessional corporate tax rate suits your profits and plans.',
      'Use presumptive taxation where eligible: small businesses with turnover up to ₹3 crore and professionals with receipts up to ₹75 lakh (when cash receipts stay within 5%).',
      'Reconcile GST input tax credit with GSTR-2B every month, so credit you paid for is not lost.',
      'Pay advance tax by 15 June, 15 September, 15 December and 15 March to avoid interest for late or short payment.',
    ],
  },
  {
    id: 'personal',
    title: 'Personal Tax Planning',
    summary:
      'Pick the right regime each year, claim what you are entitled to, and file a return that matches your AIS.',
    points: [
      'Compare the new and old regimes every year. Under the new (default) regime, income up to ₹12 lakh is tax-free after the rebate; ₹12.75 lakh for salaried people, with the ₹75,000 standard deduction.',
      'If the old regime suits you, plan deductions deliberately: EPF, PPF, ELSS and life cover within the ₹1.5 lakh limit, health insurance premiums, home-loan interest and HRA.',
      'Your employer’s NPS contribution is deductible under both regimes: ask whether your salary structure can include it.',
      'Check Form 16, AIS and Form 26AS before filing, and file by the due date to keep your refund and your options.',
    ],
  },
  {
    id: 'investment',
    title: 'Investment Tax Strategy',
    summary:
      'Post-tax return is the only return you keep. Holding periods, product choice and timing all change it.',
    points: [
      'Listed shares and equity funds held over 12 months are long-term: gains above ₹1.25 lakh a year are taxed at 12.5%; short-term gains at 20%.',
      'Debt mutual funds bought on or after 1 April 2023 are taxed at your slab rate, however long you hold them.',
      'Harvest gains and losses deliberately: use the yearly long-term exemption, and set off capital losses (carried forward up to eight years) against gains.',
      'Choose the product for the goal, not the tax break: a lock-in is only worth it when the investment fits your plan.',
    ],
  },
];
