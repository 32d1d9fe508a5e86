import { describe, expect, it } from 'vitest';
import { CALCULATOR_TYPES, type CalculatorType } from '@36x/common';
import { CALCULATOR_PAGE_TEXT, EXPLANATIONS } from './index';

/*
 * The figures of each worked example's result lines, in order, as the page shows them. The explanations compute them
 * with the calculator's own function and formatting (worked-example.ts); these are the figures that were checked line
 * by line against the widget when the examples were written. A calculation or format change that moves one fails
 * here: then check the example's heading and note too, which quote some of them in words.
 */
const FIGURES: Record<CalculatorType, string[]> = {
  'term-insurance': [
    '₹2,37,60,000',
    '₹1,44,00,000',
    '₹1,50,00,000',
    '₹1,50,00,000',
    '₹69,60,000',
    '₹3,00,000',
  ],
  'sip-calculator': ['₹82.75 L', '₹38.13 L', '₹44.62 L', '117.03%', '₹34.53 L'],
  'black-scholes': ['₹37.58', '0.3310', '0.0020', '-1.2227', '2.5980', '0.6492'],
  'ltcg-calculator': [
    '₹21,875',
    '₹3,00,000',
    '₹5,00,000',
    '₹1,25,000',
    '₹1,75,000',
    '12.5%',
    'Long-term',
    '4 years (1,462 days)',
  ],
  'dtaa-calculator': ['₹0', '₹11,143', '₹25,000', '₹11,143', '25.00%', '11.14%'],
  'income-tax': ['₹1,50,800', '₹2,15,280', '₹64,480', '₹13,15,000', '₹17,25,000'],
  'loan-amortization': ['₹26,035', '₹32,48,327', '₹62,48,327', '108%', '₹21,250', '₹4,785', '₹29,95,215'],
  'bonds-calculator': [
    '₹8,000',
    '₹4,000',
    '₹40,000',
    '₹1,00,000',
    '₹98,000',
    '₹42,000',
    '8.48%',
    '8.50%',
    '8.16%',
  ],
  'retirement-calculator': [
    '₹4,20,46,607',
    '₹4.20 Cr',
    '₹25,107',
    '₹2,14,594',
    '25',
    '25',
    '3.77%',
    '₹1,08,34,706',
    '₹3,12,11,901',
  ],
  'fixed-deposit': ['₹12,40,547', '₹2,40,547', '7.45%', '₹24,055'],
  'recurring-deposit': ['₹7,19,328', '₹6,00,000', '₹1,19,328'],
  'ppf-calculator': ['₹40,68,209', '₹22,50,000', '₹18,18,209'],
  'lumpsum-calculator': ['₹15,52,924', '₹5,00,000', '₹10,52,924', '₹8,67,145', '3.11×'],
  'swp-calculator': ['₹12,80,244', '₹27,00,000', '₹19,80,244', 'The whole period'],
  'mutual-fund-overlap': ['56.7%', 'Moderate overlap', '43/100', '7', '50%', '70%', '50%'],
  'rolling-returns': [
    'Scheme A',
    'Scheme B',
    '5',
    '8.66%',
    '12.00%',
    '-3.70%',
    '15.38%',
    '6.73%',
    '80%',
    '5',
    '6.66%',
    '6.56%',
    '5.17%',
    '8.00%',
    '0.98%',
    '100%',
  ],
  'balance-transfer': [
    'Recommended',
    '₹39,390',
    '₹2,380',
    '₹4,03,475',
    '₹25,000',
    '₹75,18,600',
    '₹70,90,125',
    '11 months',
  ],
  'health-insurance': [
    'Top 4 of 5 plans',
    'Optima Secure, ₹12,500 a year',
    'Elevate, ₹13,200 a year',
    'Star Comprehensive, ₹11,800 a year',
    'ReAssure 2.0, ₹14,500 a year',
  ],
  'company-formation': [
    'Private Limited Company',
    '₹13,500 – ₹18,500',
    '10–15 working days',
    '7',
    '₹9,450',
    '₹4,050',
  ],
};

describe('calculator explanations', () => {
  it('cover exactly the calculators and tools, each with its page text', () => {
    expect(Object.keys(EXPLANATIONS).sort()).toEqual([...CALCULATOR_TYPES].sort());
    expect(Object.keys(CALCULATOR_PAGE_TEXT).sort()).toEqual([...CALCULATOR_TYPES].sort());
  });

  it.each(CALCULATOR_TYPES)('%s: the worked example shows the figures the widget gives', (id) => {
    expect(EXPLANATIONS[id].example.results.map((l) => l.value)).toEqual(FIGURES[id]);
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
