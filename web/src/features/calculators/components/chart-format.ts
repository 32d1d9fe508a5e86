import { formatFixed } from '@36x/common';
import { colors } from '../../../theme/tokens';

/** Series colours shared by every chart of the calculators: teal for money put in, gold for growth. */
export const CHART_COLORS = {
  primary: colors.teal700,
  secondary: colors.gold500,
  tertiary: colors.teal200,
  negative: colors.danger,
  positive: colors.success,
  palette: [colors.teal700, colors.gold500, '#5B8DB8', '#8E5A9B', '#C0504D', colors.teal200],
} as const;

/** One decimal, without a trailing .0, never in exponent notation (formatFixed). */
function trimmed(value: number): string {
  return formatFixed(value, 1).replace(/\.0$/, '');
}

/** Short rupee labels for chart axes, Indian units: ₹950, ₹12K, ₹4.5L, ₹1.2Cr. */
export function axisRupees(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return '';
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  if (abs >= 1e7) return `${sign}₹${trimmed(abs / 1e7)}Cr`;
  if (abs >= 1e5) return `${sign}₹${trimmed(abs / 1e5)}L`;
  if (abs >= 1e3) return `${sign}₹${trimmed(abs / 1e3)}K`;
  return `${sign}₹${Math.round(abs)}`;
}

/** Percent axis labels: 12.5%. */
export function axisPercent(value: number | null): string {
  return value === null || !Number.isFinite(value) ? '' : `${trimmed(value)}%`;
}
