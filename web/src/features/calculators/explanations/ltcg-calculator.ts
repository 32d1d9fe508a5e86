import { formatINR } from '@36x/common';
import type { LtcgInput } from '@36x/common/finance';
import type { CalculatorExplanation } from './types';

/** The worked example's inputs: units of an equity mutual fund held for four years. */
export const LTCG_EXAMPLE = {
  assetType: 'mutual-fund',
  purchaseDate: '2021-06-15',
  saleDate: '2025-06-16',
  purchasePrice: 500_000,
  salePrice: 800_000,
  improvementCost: 0,
  residentIndividual: true,
} satisfies LtcgInput;

const ex = LTCG_EXAMPLE;

export const LTCG_EXPLANATION: CalculatorExplanation = {
  name: 'capital gains tax calculator',
  what: [
    'The calculator works out the tax on the gain from one sale: listed shares, an equity mutual fund, land or a building, or another asset such as gold or unlisted shares. From the purchase and sale dates it decides whether the gain is short-term or long-term and applies the rules in force on the sale date.',
    'Sales before 23 July 2024 follow the earlier rules; sales from that date follow the Income-tax Act, 1961 as amended by the Finance (No. 2) Act, 2024 (sections 111A, 112, 112A); sales from 1 April 2026 fall under the Income-tax Act, 2025 (sections 196, 197, 198) at the same rates. Where indexation applies, the purchase cost is raised with the Cost Inflation Index (CII) notified by the Central Board of Direct Taxes.',
  ],
  formula: [
    'Capital gain = sale price − purchase price − cost of improvement and transfer expenses.',
    'Listed equity and equity funds, sold on or after 23 July 2024: long-term when held more than 12 months and taxed at 12.5% above an exemption of ₹1,25,000 a financial year; short-term gains are taxed at 20%.',
    'Listed equity and equity funds, sold before 23 July 2024: long-term when held more than 12 months (counted in calendar months, as the law counts them) and taxed at 10% above the exemption (₹1,00,000 a year, ₹1,25,000 in FY 2024-25); short-term gains at 15%.',
    'Land, buildings and other assets sold on or after 23 July 2024: long-term when held more than 24 months, taxed at 12.5% without indexation. For land or a building bought before 23 July 2024 by a resident individual or HUF, the tax is the lower of that and 20% on the indexed gain.',
    'Land, buildings and other assets sold before 23 July 2024: land and buildings were long-term after 24 months and other assets after 36 months, taxed at 20% with indexation. Where the specification’s older rule (days held ÷ 365.25) would classify the holding differently, for example across 29 February, the result says so.',
    'Indexed cost = purchase price × CII of the sale year ÷ CII of the purchase year (improvements are indexed from their own year); taxable gain = sale price − indexed cost.',
    'Tax = taxable gain × rate. Short-term gains on assets other than listed equity are taxed at your slab rate, taken here as 30%.',
  ],
  assumptions: [
    'The tax is at the base rate only: surcharge and the 4% health and education cess are not included.',
    'The equity exemption is one limit per person per financial year across all such gains; the calculator applies it to this one sale.',
    '“Equity mutual fund” means an equity-oriented fund. Debt funds bought from 1 April 2023 are taxed at slab rates whatever the holding period, which this calculator does not model.',
    'For listed shares bought before 1 February 2018, enter the grandfathered cost as the purchase price; for assets bought before 1 April 2001, their fair market value on that date.',
    'Set-off of losses, carried-forward losses and reinvestment exemptions are not modelled.',
    'The CII for 2026-27 (384) is reported but not yet confirmed from the CBDT notification, and the result says so when it is used; for a year with no CII yet, the latest value is used.',
  ],
  example: {
    heading: 'Example: equity mutual fund units held for four years',
    inputs: [
      { label: 'Asset', value: 'Equity mutual fund' },
      { label: 'Purchase date', value: '15 June 2021' },
      { label: 'Sale date', value: '16 June 2025' },
      { label: 'Purchase price', value: formatINR(ex.purchasePrice) },
      { label: 'Sale price', value: formatINR(ex.salePrice) },
      { label: 'Improvement and sale costs', value: formatINR(ex.improvementCost) },
    ],
    results: [
      { label: 'Tax on this gain', value: '₹21,875' },
      { label: 'Capital gain', value: '₹3,00,000' },
      { label: 'Cost', value: '₹5,00,000' },
      { label: 'Exemption used', value: '₹1,25,000' },
      { label: 'Taxable gain', value: '₹1,75,000' },
      { label: 'Tax rate', value: '12.5%' },
      { label: 'Term', value: 'Long-term' },
      { label: 'Holding period', value: '4 years (1,462 days)' },
    ],
    note: 'The sale falls in FY 2025-26 under the 2024 rules: ₹3,00,000 of gain less the ₹1,25,000 exemption leaves ₹1,75,000, taxed at 12.5%. Surcharge and cess would be added to the ₹21,875.',
  },
};
