import { formatIndianNumber } from '@36x/common';
import type { LtcgResult } from '@36x/common/finance';

/** The holding period as the capital gains result shows it: whole years and months, then the days. */
export function holdingText(r: Pick<LtcgResult, 'holdingMonths' | 'holdingDays'>): string {
  const years = Math.floor(r.holdingMonths / 12);
  const months = r.holdingMonths % 12;
  const parts = [
    years ? `${years} year${years === 1 ? '' : 's'}` : '',
    months ? `${months} month${months === 1 ? '' : 's'}` : '',
  ].filter(Boolean);
  return `${parts.join(' ') || 'Under a month'} (${formatIndianNumber(r.holdingDays)} days)`;
}
