import { formatINR } from '@36x/common';
import type { DtaaInput } from '@36x/common/finance';
import type { CalculatorExplanation } from './types';

/** The worked example's inputs: dividends from US shares with tax withheld in the United States. */
export const DTAA_EXAMPLE = {
  country: 'usa',
  incomeType: 'dividend',
  foreignIncome: 100_000,
  foreignTax: 25_000,
  indianTaxSlab: 30,
} satisfies DtaaInput;

const ex = DTAA_EXAMPLE;

export const DTAA_EXPLANATION: CalculatorExplanation = {
  title: 'DTAA Relief Calculator: Foreign Tax Credit on Income Earned Abroad',
  description:
    'Residents of India taxed abroad on salary, dividends or interest: see the foreign tax credit India allows and the tax still payable here at your slab.',
  name: 'DTAA relief calculator',
  what: [
    'A resident of India is taxed in India on income earned anywhere in the world. When that income has already been taxed in another country, India gives credit for the foreign tax so the same income is not taxed twice in full: under a double taxation avoidance agreement (DTAA) with that country (section 90), or by unilateral relief where there is no treaty (section 91).',
    'The calculator works out the Indian tax on the foreign income at your slab rate, the credit for tax paid abroad and what is left to pay in India.',
  ],
  formula: [
    'Indian tax = foreign income (in rupees) × your slab rate.',
    'Relief (foreign tax credit) = the lower of the foreign tax paid and the Indian tax on that income.',
    'Tax still payable in India = Indian tax − relief, never below ₹0.',
    'Total tax rate = (foreign tax paid + tax still payable in India) ÷ foreign income × 100.',
  ],
  assumptions: [
    'The whole foreign income is taxed at the one slab rate you choose; the slab structure, rebates, surcharge and the 4% cess are not applied.',
    'The income and the foreign tax are entered in rupees, converted at the SBI telegraphic transfer buying rate.',
    'Foreign tax above the Indian tax on the same income is not credited or refunded in India.',
    'Treaty rate limits (for example a lower withholding rate on dividends or interest) are not checked: the foreign tax is taken as paid.',
    'The credit is claimed by filing Form 67 with the income tax department (Rule 128).',
  ],
  example: {
    heading: 'Example: dividends from US shares',
    inputs: [
      { label: 'Country', value: 'United States' },
      { label: 'Type of income', value: 'Dividend' },
      { label: 'Foreign income', value: formatINR(ex.foreignIncome) },
      { label: 'Tax paid abroad', value: formatINR(ex.foreignTax) },
      { label: 'Your Indian tax slab', value: `${ex.indianTaxSlab}%` },
    ],
    results: [
      { label: 'Tax still payable in India', value: '₹5,000' },
      { label: 'Indian tax on this income', value: '₹30,000' },
      { label: 'Foreign tax paid', value: '₹25,000' },
      { label: 'DTAA relief (credit)', value: '₹25,000' },
      { label: 'Total tax rate', value: '30.00%' },
    ],
    note: 'The ₹25,000 paid in the United States is less than the ₹30,000 due in India, so all of it is credited and ₹5,000 remains to pay in India.',
  },
};
