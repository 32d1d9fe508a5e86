/**
 * FY 2025-26 (assessment year 2026-27): income of 1 April 2025 – 31 March 2026 under the Income-tax Act, 1961 as
 * amended by the Finance Act, 2025.
 */
import { SOURCES } from './sources';
import type { Cited, TaxYearRules } from './types';

const ACT = 'Income-tax Act, 1961';
const FINANCE_ACT = 'Finance Act, 2025';

function enacted<T>(value: T, law: string, section: string, source: string, note?: string): Cited<T> {
  return { value, law, section, source, status: 'enacted', ...(note ? { note } : {}) };
}

export const FY_2025_26: TaxYearRules = {
  startYear: 2025,
  label: 'FY 2025-26',
  law: ACT,
  asOf: '2026-11-25',
  effectiveFrom: '2025-04-01',
  effectiveTo: '2026-03-31',
  newRegime: {
    slabs: enacted(
      [
        { upTo: 400_000, rate: 0 },
        { upTo: 800_000, rate: 5 },
        { upTo: 1_200_000, rate: 10 },
        { upTo: 1_600_000, rate: 15 },
        { upTo: 2_000_000, rate: 20 },
        { upTo: 2_400_000, rate: 25 },
        { upTo: null, rate: 30 },
      ],
      ACT,
      's. 115BAC(1A), as amended by the Finance Act, 2025',
      SOURCES.budgetSpeech2025,
    ),
    standardDeduction: enacted(75_000, ACT, 's. 16(ia), proviso for s. 115BAC(1A)', SOURCES.financeBill2025),
    rebate: enacted(
      { incomeUpTo: 1_200_000, maxRebate: 60_000, marginalRelief: true },
      ACT,
      's. 87A, provisos for s. 115BAC(1A)',
      SOURCES.budgetSpeech2025,
      'Not available against tax on special-rate income such as capital gains under ss. 111A, 112, 112A.',
    ),
    surcharge: enacted(
      [
        { above: 5_000_000, rate: 10 },
        { above: 10_000_000, rate: 15 },
        { above: 20_000_000, rate: 25 },
      ],
      FINANCE_ACT,
      'First Schedule, Part I, Paragraph A; capped at 25% under s. 115BAC',
      SOURCES.financeBill2025,
    ),
  },
  oldRegime: {
    slabs: enacted(
      {
        below60: [
          { upTo: 250_000, rate: 0 },
          { upTo: 500_000, rate: 5 },
          { upTo: 1_000_000, rate: 20 },
          { upTo: null, rate: 30 },
        ],
        senior: [
          { upTo: 300_000, rate: 0 },
          { upTo: 500_000, rate: 5 },
          { upTo: 1_000_000, rate: 20 },
          { upTo: null, rate: 30 },
        ],
        superSenior: [
          { upTo: 500_000, rate: 0 },
          { upTo: 1_000_000, rate: 20 },
          { upTo: null, rate: 30 },
        ],
      },
      FINANCE_ACT,
      'First Schedule, Part I, Paragraph A (unchanged from earlier years)',
      SOURCES.financeBill2025,
    ),
    standardDeduction: enacted(50_000, ACT, 's. 16(ia)', SOURCES.incomeTaxDepartment),
    rebate: enacted(
      { incomeUpTo: 500_000, maxRebate: 12_500, marginalRelief: false },
      ACT,
      's. 87A',
      SOURCES.incomeTaxDepartment,
    ),
    surcharge: enacted(
      [
        { above: 5_000_000, rate: 10 },
        { above: 10_000_000, rate: 15 },
        { above: 20_000_000, rate: 25 },
        { above: 50_000_000, rate: 37 },
      ],
      FINANCE_ACT,
      'First Schedule, Part I, Paragraph A',
      SOURCES.financeBill2025,
    ),
    section80C: enacted(
      150_000,
      ACT,
      's. 80CCE (ceiling of ss. 80C, 80CCC, 80CCD(1))',
      SOURCES.incomeTaxDepartment,
    ),
    section80CCD1B: enacted(50_000, ACT, 's. 80CCD(1B)', SOURCES.incomeTaxDepartment),
    section80D: enacted(
      { self: 25_000, selfSenior: 50_000, parents: 25_000, parentsSenior: 50_000 },
      ACT,
      's. 80D(2), (3)',
      SOURCES.incomeTaxDepartment,
    ),
    homeLoanInterest: enacted(
      200_000,
      ACT,
      's. 24(b), second proviso (self-occupied house); loss set off up to the same amount under s. 71(3A)',
      SOURCES.incomeTaxDepartment,
    ),
    hraSalaryShare: enacted(
      { metro: 50, other: 40, rentAboveSalaryPercent: 10 },
      'Income-tax Rules, 1962',
      's. 10(13A) with Rule 2A (metro: Mumbai, Delhi, Kolkata, Chennai)',
      SOURCES.incomeTaxDepartment,
    ),
  },
  cess: enacted(
    4,
    FINANCE_ACT,
    's. 2 (Health and Education Cess on income tax and surcharge)',
    SOURCES.financeBill2025,
  ),
  capitalGains: {
    equityShortTermRate: enacted(20, ACT, 's. 111A', SOURCES.financeNo2Act2024),
    equityLongTermRate: enacted(12.5, ACT, 's. 112A', SOURCES.financeNo2Act2024),
    equityExemption: enacted(125_000, ACT, 's. 112A(2)', SOURCES.financeNo2Act2024),
    otherLongTermRate: enacted(12.5, ACT, 's. 112(1)', SOURCES.financeNo2Act2024),
    surchargeCap: enacted(
      15,
      FINANCE_ACT,
      'First Schedule, Part I, Paragraph A (surcharge on ss. 111A, 112, 112A gains)',
      SOURCES.financeBill2025,
    ),
    holdingMonths: enacted({ listed: 12, other: 24 }, ACT, 's. 2(42A)', SOURCES.financeNo2Act2024),
  },
  costInflationIndex: {
    value: 376,
    law: 'CBDT Notification 70/2025',
    section: 's. 48, Explanation (v)',
    source: SOURCES.cii2025,
    status: 'notified',
  },
};
