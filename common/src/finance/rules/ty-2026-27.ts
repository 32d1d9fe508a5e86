/**
 * Tax year 2026-27: income of 1 April 2026 – 31 March 2027 under the Income-tax Act, 2025, which replaces the
 * Income-tax Act, 1961 from 1 April 2026.
 *
 * Budget 2026 is reported to have kept both regimes' slabs, rebate and surcharge as they were for FY 2025-26; the
 * Finance Act, 2026 could not be read here, so those values are marked 'reported'. Section numbers of the 2025 Act
 * come from a published section mapping and are marked likewise until checked against the Act's text.
 */
import { FY_2025_26 } from './fy-2025-26';
import { SOURCES } from './sources';
import type { Cited, TaxYearRules } from './types';

const ACT = 'Income-tax Act, 2025';
const FINANCE_ACT = 'Finance Act, 2026';
const CARRIED = 'Budget 2026 is reported to keep the FY 2025-26 figure; confirm from the Finance Act, 2026.';
const MAPPED = 'Section number from a published 1961-to-2025 mapping; confirm against the Act.';

function reported<T>(value: T, law: string, section: string, source: string, note: string): Cited<T> {
  return { value, law, section, source, status: 'reported', note };
}

/** The FY 2025-26 value, re-cited for the 2025 Act and marked reported. */
function carried<T>(from: Cited<T>, law: string, section: string, source = SOURCES.budget2026SlabsReport) {
  return reported(from.value, law, section, source, CARRIED);
}

const prev = FY_2025_26;

export const TY_2026_27: TaxYearRules = {
  startYear: 2026,
  label: 'Tax year 2026-27',
  law: ACT,
  asOf: '2026-11-25',
  effectiveFrom: '2026-04-01',
  effectiveTo: '2027-03-31',
  newRegime: {
    slabs: carried(prev.newRegime.slabs, ACT, 's. 202(1)'),
    standardDeduction: carried(prev.newRegime.standardDeduction, ACT, 's. 19 (deductions from salaries)'),
    rebate: carried(prev.newRegime.rebate, ACT, 's. 157 (rebate; formerly s. 87A)'),
    surcharge: carried(prev.newRegime.surcharge, FINANCE_ACT, 'First Schedule (rates of income-tax)'),
  },
  oldRegime: {
    slabs: carried(prev.oldRegime.slabs, FINANCE_ACT, 'First Schedule (rates of income-tax)'),
    standardDeduction: carried(prev.oldRegime.standardDeduction, ACT, 's. 19 (deductions from salaries)'),
    rebate: carried(prev.oldRegime.rebate, ACT, 's. 157 (rebate; formerly s. 87A)'),
    surcharge: carried(prev.oldRegime.surcharge, FINANCE_ACT, 'First Schedule (rates of income-tax)'),
    section80C: reported(
      prev.oldRegime.section80C.value,
      ACT,
      's. 123 (formerly s. 80C)',
      SOURCES.sectionMapping2025,
      MAPPED,
    ),
    section80CCD1B: reported(
      prev.oldRegime.section80CCD1B.value,
      ACT,
      's. 124 (formerly s. 80CCD)',
      SOURCES.sectionMapping2025,
      MAPPED,
    ),
    section80D: reported(
      prev.oldRegime.section80D.value,
      ACT,
      's. 126 (formerly s. 80D)',
      SOURCES.sectionMapping2025,
      MAPPED,
    ),
    homeLoanInterest: reported(
      prev.oldRegime.homeLoanInterest.value,
      ACT,
      's. 22 (formerly s. 24(b))',
      SOURCES.sectionMapping2025,
      MAPPED,
    ),
    hraSalaryShare: reported(
      prev.oldRegime.hraSalaryShare.value,
      'Income-tax Rules under the 2025 Act',
      'HRA exemption (formerly s. 10(13A), Rule 2A)',
      SOURCES.incomeTaxDepartment,
      'Carried from Rule 2A; confirm the metro list and shares in the rules made under the 2025 Act.',
    ),
  },
  cess: carried(prev.cess, FINANCE_ACT, 'Health and Education Cess'),
  capitalGains: {
    equityShortTermRate: reported(20, ACT, 's. 196 (formerly s. 111A)', SOURCES.sectionMapping2025, MAPPED),
    equityLongTermRate: reported(12.5, ACT, 's. 198 (formerly s. 112A)', SOURCES.sectionMapping2025, MAPPED),
    equityExemption: reported(125_000, ACT, 's. 198 (formerly s. 112A)', SOURCES.sectionMapping2025, MAPPED),
    otherLongTermRate: reported(12.5, ACT, 's. 197 (formerly s. 112)', SOURCES.sectionMapping2025, MAPPED),
    surchargeCap: carried(
      prev.capitalGains.surchargeCap,
      FINANCE_ACT,
      'First Schedule (rates of income-tax)',
    ),
    holdingMonths: reported(
      prev.capitalGains.holdingMonths.value,
      ACT,
      's. 2 (short-term capital asset; formerly s. 2(42A))',
      SOURCES.sectionMapping2025,
      MAPPED,
    ),
  },
  costInflationIndex: {
    value: 384,
    law: 'CBDT notification (reported July 2026)',
    section: 'Capital gains computation (formerly s. 48, Explanation (v))',
    source: SOURCES.incomeTaxDepartment,
    status: 'reported',
    note: 'Reported, confirm from the CBDT notification.',
  },
};
