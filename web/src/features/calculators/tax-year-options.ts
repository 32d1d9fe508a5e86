import { taxRulesFor } from '@36x/common/finance';

/** The age groups of the tax rules (the old regime's slabs and the senior deductions depend on them). */
export const AGE_OPTIONS = [
  { value: 'below60' as const, label: 'Below 60' },
  { value: 'senior' as const, label: '60 to 79' },
  { value: 'superSenior' as const, label: '80 or over' },
];

/** The years whose rules the tax calculators offer (common/src/finance/rules), newest first. */
export const TAX_YEAR_OPTIONS = [
  { value: '2026' as const, label: taxRulesFor(2026)?.label ?? '' },
  { value: '2025' as const, label: taxRulesFor(2025)?.label ?? '' },
];
