import { describe, expect, it } from 'vitest';
import {
  CALCULATOR_TYPES,
  formatFixed,
  formatIndianNumber,
  formatINR,
  formatLakhCrore,
  formatPercent,
  type CalculatorType,
} from '@36x/common';
import {
  balanceTransfer,
  blackScholes,
  bondsCalculator,
  companyFormation,
  dtaaCalculator,
  fixedDeposit,
  healthInsurance,
  incomeTaxComparison,
  loanAmortization,
  lumpsum,
  ltcgCalculator,
  mutualFundOverlap,
  ppf,
  recurringDeposit,
  retirementCalculator,
  sipCalculator,
  swp,
  termInsurance,
} from '@36x/common/finance';
import { rupeesExact } from '../parse';
import { analyseNav } from '../rolling-returns/nav-history';
import { holdingText } from '../ltcg/holding-text';
import { CALCULATOR_PAGE_TEXT, EXPLANATIONS } from './index';
import type { ExampleLine } from './types';
import { TERM_INSURANCE_EXAMPLE } from './term-insurance';
import { SIP_EXAMPLE } from './sip-calculator';
import { BLACK_SCHOLES_EXAMPLE } from './black-scholes';
import { LTCG_EXAMPLE } from './ltcg-calculator';
import { DTAA_EXAMPLE } from './dtaa-calculator';
import { INCOME_TAX_EXAMPLE } from './income-tax';
import { LOAN_EXAMPLE } from './loan-amortization';
import { BONDS_EXAMPLE } from './bonds-calculator';
import { RETIREMENT_EXAMPLE } from './retirement-calculator';
import { OVERLAP_EXAMPLE } from './mutual-fund-overlap';
import { ROLLING_RETURNS_EXAMPLE } from './rolling-returns';
import { BALANCE_TRANSFER_EXAMPLE } from './balance-transfer';
import { HEALTH_INSURANCE_EXAMPLE } from './health-insurance';
import { COMPANY_FORMATION_EXAMPLE } from './company-formation';
import { FD_EXAMPLE } from './fixed-deposit';
import { RD_EXAMPLE } from './recurring-deposit';
import { PPF_EXAMPLE } from './ppf-calculator';
import { LUMPSUM_EXAMPLE } from './lumpsum-calculator';
import { SWP_EXAMPLE } from './swp-calculator';

/** Fails the test when a calculation gives nothing for the example's inputs. */
function defined<T>(value: T | null | undefined): T {
  if (value === null || value === undefined)
    throw new Error('The calculation returned nothing for the example.');
  return value;
}

const line = (label: string, value: string | number): ExampleLine => ({ label, value: String(value) });

/*
 * For every calculator: the example's result lines recomputed from its input object with the function the widget
 * calls, formatted as the widget formats them (same helpers, decimals and labels). The data files hold these lines
 * as literal text, so a wrong figure in the text fails here.
 */
const RECOMPUTE: Record<CalculatorType, () => ExampleLine[]> = {
  'term-insurance': () => {
    const r = termInsurance(TERM_INSURANCE_EXAMPLE);
    return [
      line('Total cover needed', formatINR(r.totalCover)),
      line('Income replacement', formatINR(r.coverIncome)),
      line('Expense capitalisation', formatINR(r.coverCapital)),
      line(
        `Base cover (${r.baseMethod === 'income' ? 'income method' : 'expense method'})`,
        formatINR(r.baseCover),
      ),
      line("Children's goals", formatINR(r.childrenNeeds)),
      line('Emergency fund', formatINR(r.emergencyFund)),
    ];
  },
  'sip-calculator': () => {
    const r = defined(sipCalculator(SIP_EXAMPLE));
    return [
      line('Future value', formatLakhCrore(r.futureValue)),
      line('Total invested', formatLakhCrore(r.totalInvestment)),
      line('Total returns', formatLakhCrore(r.totalReturns)),
      line('Returns on amount invested', formatPercent(r.returnsPercentage)),
      line("Value in today's money", formatLakhCrore(r.realValue)),
    ];
  },
  'black-scholes': () => {
    const r = defined(blackScholes(BLACK_SCHOLES_EXAMPLE));
    return [
      line('Option price', formatINR(r.optionPrice, 2)),
      line('Delta', formatFixed(r.delta, 4)),
      line('Gamma', formatFixed(r.gamma, 4)),
      line('Theta (per day)', formatFixed(r.theta, 4)),
      line('Vega (per 1% vol)', formatFixed(r.vega, 4)),
      line('Rho (per 1% rate)', formatFixed(r.rho, 4)),
    ];
  },
  'ltcg-calculator': () => {
    const r = ltcgCalculator(LTCG_EXAMPLE);
    return [
      line('Tax on this gain', formatINR(r.ltcgTax)),
      line('Capital gain', formatINR(r.capitalGains)),
      line(r.indexationUsed ? 'Indexed cost' : 'Cost', formatINR(r.indexedCost)),
      line('Exemption used', formatINR(r.exemption)),
      line('Taxable gain', formatINR(r.taxableGains)),
      line('Tax rate', `${r.taxRate}%`),
      line('Term', r.isLongTerm ? 'Long-term' : 'Short-term'),
      line('Holding period', holdingText(r)), // the widget's own text
    ];
  },
  'fixed-deposit': () => {
    const r = defined(fixedDeposit(FD_EXAMPLE));
    return [
      line('Maturity amount', formatINR(r.maturityAmount)),
      line('Interest earned', formatINR(r.totalInterest)),
      line('Effective yearly yield', formatPercent(r.effectiveAnnualYield)),
      line('Estimated TDS', formatINR(r.tds.estimatedTds)),
    ];
  },
  'recurring-deposit': () => {
    const r = defined(recurringDeposit(RD_EXAMPLE));
    return [
      line('Maturity amount', formatINR(r.maturityAmount)),
      line('Total deposited', formatINR(r.totalDeposited)),
      line('Interest earned', formatINR(r.totalInterest)),
    ];
  },
  'ppf-calculator': () => {
    const r = defined(ppf(PPF_EXAMPLE));
    return [
      line('Maturity amount', formatINR(r.maturityAmount)),
      line('Total deposited', formatINR(r.totalDeposited)),
      line('Interest earned', formatINR(r.totalInterest)),
    ];
  },
  'lumpsum-calculator': () => {
    const r = defined(lumpsum(LUMPSUM_EXAMPLE));
    return [
      line('Future value', formatINR(r.futureValue)),
      line('Amount invested', formatINR(r.invested)),
      line('Total gains', formatINR(r.totalGains)),
      line("Value in today's money", formatINR(r.realValue)),
      line('Growth', `${formatFixed(r.growthMultiple, 2)}×`),
    ];
  },
  'swp-calculator': () => {
    const r = defined(swp(SWP_EXAMPLE));
    return [
      line('Balance at the end', formatINR(r.finalBalance)),
      line('Total withdrawn', formatINR(r.totalWithdrawn)),
      line('Returns earned', formatINR(r.totalReturns)),
      line('Money lasts', r.depletedInMonth === null ? 'The whole period' : `${r.depletedInMonth} months`),
    ];
  },
  'dtaa-calculator': () => {
    const r = defined(dtaaCalculator(DTAA_EXAMPLE));
    return [
      line('Tax still payable in India', formatINR(r.netTaxPayable)),
      line('Indian tax on this income', formatINR(r.indianTax)),
      line('Foreign tax paid', formatINR(r.foreignTaxPaid)),
      line('DTAA relief (credit)', formatINR(r.dtaaRelief)),
      line('Total tax rate', formatPercent(r.effectiveTaxRate)),
      line('Average Indian tax rate', formatPercent(r.indianRate)),
    ];
  },
  'income-tax': () => {
    const r = incomeTaxComparison(INCOME_TAX_EXAMPLE);
    return [
      line('Tax under the new regime', formatINR(r.new.totalTax)),
      line('Tax under the old regime', formatINR(r.old.totalTax)),
      line('You save with the better regime', formatINR(r.difference)),
      line('Old regime taxable income', formatINR(r.old.taxableIncome)),
      line('New regime taxable income', formatINR(r.new.taxableIncome)),
    ];
  },
  'loan-amortization': () => {
    const r = defined(loanAmortization(LOAN_EXAMPLE));
    const first = defined(r.schedule[0]);
    return [
      line('Monthly EMI', formatINR(r.monthlyEmi)),
      line('Total interest', formatINR(r.totalInterest)),
      line('Total payment', formatINR(r.totalPayment)),
      line(
        'Interest as a share of the loan',
        `${Math.round((r.totalInterest / LOAN_EXAMPLE.loanAmount) * 100)}%`,
      ),
      line('Month 1: interest', formatINR(first.interest)),
      line('Month 1: principal', formatINR(first.principal)),
      line('Balance after month 1', formatINR(first.balance)),
    ];
  },
  'bonds-calculator': () => {
    const r = defined(bondsCalculator(BONDS_EXAMPLE));
    return [
      line('Interest a year', rupeesExact(r.annualInterest)),
      line('Interest per half-year', rupeesExact(r.interestPerPeriod)),
      line('Total interest to maturity', rupeesExact(r.totalBondInterest)),
      line('Maturity value', formatINR(r.maturityValue)),
      line('Amount invested', rupeesExact(r.totalInvestment)),
      line('Total returns', rupeesExact(r.totalReturns)),
      line('Yield to maturity (approx.)', formatPercent(r.yieldToMaturity)),
      line('Exact YTM', formatPercent(r.yieldToMaturityExact)),
      line('Current yield', formatPercent(r.currentYield)),
    ];
  },
  'retirement-calculator': () => {
    const r = retirementCalculator(RETIREMENT_EXAMPLE);
    return [
      line('Corpus needed at retirement', formatINR(r.corpusRequired)),
      line('Corpus in crore', formatLakhCrore(r.corpusRequired)),
      line('Monthly SIP needed', formatINR(r.monthlySIPNeeded)),
      line('Monthly expenses at retirement', formatINR(r.futureMonthlyExpenses)),
      line('Years to retirement', r.yearsToRetirement),
      line('Years in retirement', r.retirementYears),
      line('Real return', formatPercent(r.inflationAdjustedReturn)),
      line("Today's savings will grow to", formatINR(r.futureValueOfSavings)),
      line('Gap the SIP must fill', formatINR(r.shortfall)),
    ];
  },
  'mutual-fund-overlap': () => {
    const r = defined(mutualFundOverlap(OVERLAP_EXAMPLE));
    const level = { high: 'High overlap', moderate: 'Moderate overlap', good: 'Well diversified' };
    const name = (i: number) => r.funds[i]?.name ?? '';
    return [
      line('Portfolio overlap', formatPercent(r.overlapPercentage, 1)),
      line('Level', level[r.overlapLevel]),
      line('Diversification score', `${Math.round(r.diversificationScore)}/100`),
      line('Common holdings', r.commonHoldings.length),
      ...r.pairs.map((p) =>
        line(`${name(p.first)} and ${name(p.second)}`, `${p.overlapPercentage.toFixed(0)}%`),
      ),
    ];
  },
  'rolling-returns': () => {
    const { schemes, periodYears, analysisYears } = ROLLING_RETURNS_EXAMPLE;
    const analysed = schemes.map((s) => {
      const outcome = analyseNav(s.history, periodYears, analysisYears);
      if (!outcome.ok) throw new Error(outcome.error);
      return { name: s.name, stats: outcome.analysis.stats };
    });
    // The widget ranks the schemes by average rolling return, highest first.
    const ranked = [...analysed].sort((a, b) => b.stats.averageReturn - a.stats.averageReturn);
    return [
      line('Best average', ranked[0]!.name),
      line('Lowest average', ranked[ranked.length - 1]!.name),
      ...analysed.flatMap(({ name, stats }) => [
        line(`${name}: windows`, formatIndianNumber(stats.count)),
        line(`${name}: average`, formatPercent(stats.averageReturn)),
        line(`${name}: median`, formatPercent(stats.medianReturn)),
        line(`${name}: worst`, formatPercent(stats.minReturn)),
        line(`${name}: best`, formatPercent(stats.maxReturn)),
        line(`${name}: volatility`, formatPercent(stats.volatility)),
        line(`${name}: positive`, formatPercent(stats.positivePercentage, 0)),
      ]),
    ];
  },
  'balance-transfer': () => {
    const r = defined(balanceTransfer(BALANCE_TRANSFER_EXAMPLE));
    return [
      line('Verdict', r.isViable ? 'Recommended' : 'Not Recommended'),
      line('New EMI', formatINR(r.newEMI)),
      line('EMI saving a month', formatINR(r.emiSavings)),
      line('Net saving overall', formatINR(r.netSavings)),
      line('Transfer costs', formatINR(r.totalCost)),
      line('Still to pay if you stay', formatINR(r.totalCurrentPayment)),
      line('To pay after switching', formatINR(r.totalNewPayment)),
      line(
        'Break-even',
        r.breakEvenMonths === null
          ? 'Never'
          : `${r.breakEvenMonths} month${r.breakEvenMonths === 1 ? '' : 's'}`,
      ),
    ];
  },
  'health-insurance': () => {
    const r = healthInsurance(HEALTH_INSURANCE_EXAMPLE);
    return [
      line('Plans shown', `Top ${r.plans.length} of ${r.plansFound} plans`),
      ...r.plans.map((p, i) => line(`#${i + 1} · ${p.insurer}`, `${p.name}, ${formatINR(p.premium)} a year`)),
    ];
  },
  'company-formation': () => {
    const r = defined(companyFormation(COMPANY_FORMATION_EXAMPLE));
    return [
      line('Structure', r.structure.name),
      line('Estimated cost', `${formatINR(r.estimatedCost.min)} – ${formatINR(r.estimatedCost.max)}`),
      line('Time to register', r.timeframe),
      line('Steps', r.totalSteps),
      line('Professional fees (70%)', formatINR(r.costBreakdown.professional)),
      line('Government fees (30%)', formatINR(r.costBreakdown.government)),
    ];
  },
};

describe('calculator explanations', () => {
  it('cover exactly the calculators and tools, each with its page text', () => {
    expect(Object.keys(EXPLANATIONS).sort()).toEqual([...CALCULATOR_TYPES].sort());
    expect(Object.keys(CALCULATOR_PAGE_TEXT).sort()).toEqual([...CALCULATOR_TYPES].sort());
  });

  it.each(CALCULATOR_TYPES)('%s: the worked example shows the figures the widget gives', (id) => {
    expect(EXPLANATIONS[id].example.results).toEqual(RECOMPUTE[id]());
  });

  it.each(CALCULATOR_TYPES)('%s: the description is a 120–160 character plain-text snippet', (id) => {
    const { description } = CALCULATOR_PAGE_TEXT[id];
    expect(description.length).toBeGreaterThanOrEqual(120);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).not.toMatch(/[<>*_`#]|\s{2}/);
    expect(description).toBe(description.trim());
  });

  it.each(CALCULATOR_TYPES)('%s: every part has content', (id) => {
    const e = EXPLANATIONS[id];
    expect(e.what.length).toBeGreaterThanOrEqual(1);
    expect(e.what.length).toBeLessThanOrEqual(2);
    expect(e.formula.length).toBeGreaterThan(0);
    expect(e.assumptions.length).toBeGreaterThan(0);
    expect(e.example.inputs.length).toBeGreaterThan(0);
    const labels = [...e.example.inputs, ...e.example.results].map((l) => l.label);
    // Labels are React keys within each list.
    expect(new Set(e.example.inputs.map((l) => l.label)).size).toBe(e.example.inputs.length);
    expect(new Set(e.example.results.map((l) => l.label)).size).toBe(e.example.results.length);
    expect(labels.every((l) => l.trim() !== '')).toBe(true);
  });

  it('titles are unique', () => {
    const titles = CALCULATOR_TYPES.map((id) => CALCULATOR_PAGE_TEXT[id].title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
