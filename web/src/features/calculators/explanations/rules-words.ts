import { formatINR } from '@36x/common';
import type { Slab } from '@36x/common/finance';

// How the tax explanations say the rules' amounts and slabs in words (CALC-TAXRULES-4).

/** ₹4 lakh, ₹1 crore, ₹12,500: an amount as the explanation's sentences say it. */
export function amountInWords(n: number): string {
  const trim = (v: number) => String(Number(v.toFixed(2)));
  if (n >= 1e7 && n % 1e5 === 0) return `₹${trim(n / 1e7)} crore`;
  if (n >= 1e5 && n % 1e3 === 0) return `₹${trim(n / 1e5)} lakh`;
  return formatINR(n);
}

/** "0% up to ₹4 lakh, 5% up to ₹8 lakh, …, 30% above ₹24 lakh". */
export function slabsInWords(slabs: readonly Slab[]): string {
  let below = 0;
  return slabs
    .map((s) => {
      const text =
        s.upTo === null
          ? `${s.rate}% above ${amountInWords(below)}`
          : `${s.rate}% up to ${amountInWords(s.upTo)}`;
      below = s.upTo ?? below;
      return text;
    })
    .join(', ');
}
