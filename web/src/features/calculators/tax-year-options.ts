import { taxRulesFor } from '@36x/common/finance';

/** The years whose rules the tax calculators offer (common/src/finance/rules), newest first. */
export const TAX_YEAR_OPTIONS = [
  { value: '2026' as const, label: taxRulesFor(2026)?.label ?? '' },
  { value: '2025' as const, label: taxRulesFor(2025)?.label ?? '' },
];
