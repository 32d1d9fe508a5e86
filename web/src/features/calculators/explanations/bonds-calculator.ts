import { formatINR, formatPercent } from '@36x/common';
import { bondsCalculator, type BondsInput } from '@36x/common/finance';
import { rupeesExact } from '../parse';
import type { CalculatorExplanation, FaqEntry } from './types';
import { workedExample } from './worked-example';

/** The worked example's inputs: 100 bonds bought slightly below face value. */
export const BONDS_EXAMPLE = {
  faceValue: 1_000,
  couponRate: 8,
  bondMaturity: 5,
  numberOfBonds: 100,
  currentPrice: 980,
  paymentFrequency: 'semi-annual',
} satisfies BondsInput;

const bondsExample = bondsCalculator(BONDS_EXAMPLE)!;

const BONDS_FAQ: FaqEntry[] = [
  {
    question: 'What is the difference between the coupon rate, current yield and yield to maturity?',
    answer:
      'The coupon rate is the interest as a percentage of face value and never changes. The current yield is the yearly coupon as a percentage of the price you pay. The yield to maturity (YTM) also counts the gain or loss between that price and the face value repaid at maturity: it is the return you earn if you hold the bond to the end and the issuer pays everything on time.',
  },
  {
    question: 'Why is the yield higher when I buy below face value?',
    answer: `Because you get the full face value back at maturity. ${BONDS_EXAMPLE.numberOfBonds} bonds of ${formatINR(BONDS_EXAMPLE.faceValue)} face value and a coupon of ${BONDS_EXAMPLE.couponRate}%, bought at ${formatINR(BONDS_EXAMPLE.currentPrice)}, yield ${formatPercent(bondsExample.yieldToMaturityExact)} to maturity, more than the coupon; bought above face value, the yield is below the coupon.`,
  },
  {
    question: 'Why does the broker or exchange quote a different yield?',
    answer:
      'Quotes count the exact days to each coupon and the accrued interest you pay the seller, and often compound the yield semi-annually. The calculator assumes a whole number of coupon periods from today; it shows both the approximate and the exact YTM.',
  },
  {
    question: 'How is bond interest taxed?',
    answer:
      'Coupons are added to your income and taxed at your slab rate, and the issuer may deduct TDS from them. A gain on sale is a capital gain. Tax-free bonds issued by some public sector companies pay coupons exempt from tax.',
  },
  {
    question: 'What are the risks?',
    answer:
      'The issuer may delay or miss payments (check its credit rating), and the market price falls when interest rates rise, which matters if you sell before maturity. The calculator assumes every payment is made on time and the bond is held to maturity.',
  },
];

export const BONDS_EXPLANATION: CalculatorExplanation = {
  name: 'bond interest calculator',
  faq: BONDS_FAQ,
  what: [
    'A bond or non-convertible debenture (NCD) pays interest, the coupon, as a fixed percentage of its face value, and repays the face value at maturity. When you buy it in the market, the price you pay can be above or below face value, and that changes your return.',
    'The calculator shows the interest you receive each period and each year, the total interest to maturity, the amount repaid, your total return, the current yield and the yield to maturity (YTM), both approximate and exact.',
  ],
  formula: [
    'Annual coupon per bond C = face value F × coupon rate; interest a year = C × number of bonds; interest per period = interest a year ÷ payments a year (1, 2 or 12).',
    'Total interest to maturity = interest a year × years to maturity n; maturity value = F × number of bonds; amount invested = price P × number of bonds.',
    'Total returns = total interest + maturity value − amount invested.',
    'Approximate YTM = (C + (F − P) ÷ n) ÷ ((F + P) ÷ 2): the average yearly return over the average amount invested.',
    'Exact YTM: the yearly rate (periodic rate × payments a year) at which the coupons and the face value, discounted, add up to the price P.',
    'Current yield = C ÷ P × 100.',
  ],
  assumptions: [
    'The issuer pays every coupon and repays the face value on time (no default).',
    'The bond is held to maturity, and the remaining life is a whole number of coupon periods from today.',
    'Coupons reinvested at a different rate change the return actually earned.',
    'Accrued interest, brokerage and taxes are not included; interest is taxable at your slab rate and TDS may apply.',
  ],
  example: workedExample(BONDS_EXAMPLE, bondsCalculator, (ex, r) => ({
    heading: 'Example: 100 bonds bought at ₹980',
    inputs: [
      { label: 'Face value per bond', value: formatINR(ex.faceValue) },
      { label: 'Coupon rate', value: `${ex.couponRate}% a year` },
      { label: 'Years to maturity', value: String(ex.bondMaturity) },
      { label: 'Number of bonds', value: String(ex.numberOfBonds) },
      { label: 'Price paid per bond', value: formatINR(ex.currentPrice) },
      { label: 'Interest paid', value: 'Semi-annual' },
    ],
    results: [
      { label: 'Interest a year', value: rupeesExact(r.annualInterest) },
      { label: 'Interest per half-year', value: rupeesExact(r.interestPerPeriod) },
      { label: 'Total interest to maturity', value: rupeesExact(r.totalBondInterest) },
      { label: 'Maturity value', value: formatINR(r.maturityValue) },
      { label: 'Amount invested', value: rupeesExact(r.totalInvestment) },
      { label: 'Total returns', value: rupeesExact(r.totalReturns) },
      { label: 'Yield to maturity (approx.)', value: formatPercent(r.yieldToMaturity) },
      { label: 'Exact YTM', value: formatPercent(r.yieldToMaturityExact) },
      { label: 'Current yield', value: formatPercent(r.currentYield) },
    ],
    note: 'Buying ₹20 below face value adds ₹2,000 at maturity to the ₹40,000 of coupons, so both yields are above the 8% coupon.',
  })),
};
