// The bond yield comparison: current yield and YTM worked with the Bond calculator's own function, post-tax and
// tax-equivalent yields at the slab rates of the rules in force (CALC-TAXRULES-3), and the Indian options side by side.
import { bondsCalculator } from '@36x/common/finance';
import { bullets, EDITION, finish, h2, h3, inr, p, pct, startGuide, table, type Doc } from './layout';
import type { GuideInput } from './guide';
import type { GuideTaxContext } from './tax-context';

/** 1. Coupon, current yield and YTM, with an example at three prices. */
function threeYields(doc: Doc) {
  h2(doc, '1. Three yields');
  bullets(doc, [
    'Coupon rate: interest a year as a percentage of face value. A ₹1,000 bond with an 8% coupon pays ₹80 a year, whatever you paid for it.',
    'Current yield = annual coupon ÷ price paid. It ignores the gain or loss when the bond is repaid at face value.',
    'Yield to maturity (YTM): the return if you hold to maturity and reinvest coupons at the same rate. It is the rate at which all coupons and the face value, discounted, equal the price. Approximation: YTM ≈ (C + (F − P) ÷ n) ÷ ((F + P) ÷ 2), with C the annual coupon, F face value, P price and n years.',
  ]);
  const cases = [950, 1000, 1050].flatMap((price) =>
    (['annual', 'semi-annual'] as const).map((paymentFrequency) => ({
      price,
      paymentFrequency,
      r: bondsCalculator({
        faceValue: 1000,
        couponRate: 8,
        bondMaturity: 5,
        numberOfBonds: 1,
        currentPrice: price,
        paymentFrequency,
      })!,
    })),
  );
  h3(doc, 'Example: ₹1,000 face value, 8% coupon, 5 years to maturity');
  table(
    doc,
    [
      { header: 'Price paid', width: 0.16, align: 'right' },
      { header: 'Coupon paid', width: 0.18 },
      { header: 'Current yield', width: 0.2, align: 'right' },
      { header: 'YTM (approx.)', width: 0.22, align: 'right' },
      { header: 'YTM (exact)', width: 0.24, align: 'right' },
    ],
    cases.map(({ price, paymentFrequency, r }) => [
      inr(price),
      paymentFrequency === 'annual' ? 'Yearly' : 'Half-yearly',
      pct(r.currentYield),
      pct(r.yieldToMaturity),
      pct(r.yieldToMaturityExact),
    ]),
  );
  p(
    doc,
    'Bought below face value (at a discount), YTM is above the coupon; above face value (at a premium), below it. Exact YTMs for half-yearly coupons are quoted as twice the half-yearly rate, as Indian G-Sec and corporate bond yields are.',
    { size: 9 },
  );
}

/** 2. What is kept after tax at each slab rate, and the taxable yield a tax-free bond matches. */
function postTaxYield(doc: Doc, tax: GuideTaxContext) {
  const { RULES, CESS, NEW_SLABS, OLD_SLABS } = tax;
  h2(doc, '2. What you keep: post-tax yield');
  p(
    doc,
    `Interest on bonds, deposits and most small savings is added to your income and taxed at your slab rate. Post-tax yield = pre-tax yield × (1 − slab rate × ${CESS}), the ${CESS} being the ${RULES.cessPercent}% cess (surcharge ignored). Slab rates of tax year ${RULES.taxYear}: new regime ${NEW_SLABS.filter(
      ([, r]) => r,
    )
      .map(([, r]) => r)
      .join(', ')}%; old regime ${OLD_SLABS.filter(([, r]) => r)
      .map(([, r]) => r)
      .join(', ')}%.`,
  );
  const yields = [6.5, 7, 7.5, 8, 8.5, 9];
  // Every slab rate of either regime, from the rule set.
  const slabs = [...new Set([...NEW_SLABS, ...OLD_SLABS].map(([, rate]) => rate))].sort((a, b) => a - b);
  table(
    doc,
    [
      { header: 'Pre-tax yield', width: 0.2, align: 'right' },
      ...slabs.map((s) => ({
        header: s === 0 ? 'No tax' : `${s}% slab`,
        width: 0.8 / slabs.length,
        align: 'right' as const,
      })),
    ],
    yields.map((y) => [pct(y), ...slabs.map((s) => pct(y * (1 - (s / 100) * CESS)))]),
  );
  h3(doc, 'Tax-free bonds: the taxable yield that matches them');
  p(
    doc,
    `Tax-equivalent yield = tax-free yield ÷ (1 − slab rate × ${CESS}). Tax-free bonds are no longer issued but trade on the exchanges; check liquidity and the price before buying.`,
  );
  const taxFree = [5, 5.5, 6];
  table(
    doc,
    [
      { header: 'Tax-free yield', width: 0.2, align: 'right' },
      ...slabs
        .slice(1)
        .map((s) => ({ header: `${s}% slab`, width: 0.8 / (slabs.length - 1), align: 'right' as const })),
    ],
    taxFree.map((y) => [pct(y), ...slabs.slice(1).map((s) => pct(y / (1 - (s / 100) * CESS)))]),
  );
}

/** 3 and 4. The Indian options side by side, and what to check before buying. */
function optionsAndChecks(doc: Doc) {
  h2(doc, '3. Indian fixed-income options side by side');
  table(
    doc,
    [
      { header: 'Option', width: 0.2 },
      { header: 'Safety and liquidity', width: 0.42 },
      { header: 'Tax', width: 0.38 },
    ],
    [
      [
        'Government securities and T-bills',
        'Sovereign: no credit risk. Buy through RBI Retail Direct or a broker; prices move with interest rates',
        'Interest at slab; listed G-Secs held over 12 months: LTCG 12.5%',
      ],
      ['State Development Loans', 'State government debt, slightly higher yields than G-Secs', 'As G-Secs'],
      [
        'Corporate bonds and NCDs',
        'Check the credit rating (AAA is the highest) and the issuer; secondary market can be thin',
        'Interest at slab; TDS 10% on listed debentures. Listed: LTCG 12.5% after 12 months; unlisted: gains always at slab',
      ],
      [
        'Tax-free bonds (PSU)',
        'Highly rated PSU issuers; secondary market only',
        'Interest exempt; gains taxable',
      ],
      [
        '54EC bonds (REC, PFC, IRFC, others notified)',
        '5-year lock-in, not transferable; up to ₹50 lakh a year',
        'Saves LTCG on land or buildings if invested within 6 months; interest taxable',
      ],
      [
        'RBI Floating Rate Savings Bonds',
        'Government-backed; 7-year lock-in; rate reset every six months',
        'Interest at slab, paid half-yearly',
      ],
      [
        'Bank fixed deposits',
        'DICGC insures up to ₹5 lakh per depositor per bank; penalty on early exit',
        'Interest at slab; TDS above the yearly threshold',
      ],
      [
        'Senior Citizens’ Savings Scheme',
        'Government-backed; up to ₹30 lakh; 5 years',
        'Interest at slab; 80C on deposit (old regime)',
      ],
    ],
    { size: 8.3 },
  );

  h2(doc, '4. Before you buy');
  bullets(doc, [
    'Interest-rate risk: when rates rise, bond prices fall. Approximate price change ≈ − modified duration × change in yield; a bond with a duration of 5 loses about 5% if yields rise by 1 percentage point.',
    'Credit risk: a higher yield is payment for risk. Read the rating rationale and avoid putting much in any single issuer.',
    'Call options: a callable bond can be repaid early when rates fall; compare the yield to call with the YTM and take the lower.',
    'Reinvestment risk: YTM assumes coupons are reinvested at the same rate; cumulative or zero-coupon options avoid it.',
    'Price you pay: exchange quotes are usually clean prices; you also pay interest accrued since the last coupon.',
    'Liquidity: many bonds trade rarely; plan to hold to maturity and keep an emergency fund elsewhere.',
  ]);
  p(
    doc,
    'Our Bond Interest calculator works out interest per period, total interest, the approximate and exact YTM and the current yield for any face value, coupon, price and payment frequency.',
    { size: 9 },
  );
}

export function bondSheet({ fonts, tax }: GuideInput): Promise<Buffer> {
  const title = 'Bond Yield Comparison';
  const doc = startGuide(
    fonts,
    title,
    'Current yield, yield to maturity and post-tax yield of Indian fixed-income options',
    `Compare bonds, deposits and small savings on what you actually keep · as of ${EDITION.label}`,
  );
  p(
    doc,
    'A bond’s coupon is only the start. What you earn depends on the price you pay, how long you hold, how often interest is paid, and how the interest and any gain are taxed. This sheet shows how to compare options on the same footing.',
  );

  threeYields(doc);
  postTaxYield(doc, tax);
  optionsAndChecks(doc);
  return finish(doc, title);
}
