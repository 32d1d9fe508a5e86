import { describe, expect, it } from 'vitest';
import {
  CATEGORY_BASE_RETURNS,
  ROLLING_RETURNS_DEFAULTS,
  mulberry32,
  parseNavCsv,
  parseNavDate,
  returnBand,
  rollingReturns,
  rollingReturnsFromNav,
  type NavPoint,
  type Scheme,
} from './rolling-returns';

const scheme = (name: string, category: string): Scheme => ({ name, category, nav: 100 });

describe('mulberry32', () => {
  // Reference outputs from an independent python3 port of mulberry32 (32-bit unsigned arithmetic).
  it.each([
    [1, [0.6270739405881613, 0.002735721180215478, 0.5274470399599522]],
    [36, [0.9561584684997797, 0.9426766904070973, 0.2548118392005563]],
  ])('seed %s', (seed, expected) => {
    const next = mulberry32(seed);
    expect([next(), next(), next()]).toEqual(expected);
  });
});

describe('rollingReturns (illustrative simulation)', () => {
  const input = {
    schemes: [
      scheme('Alpha Large Cap', 'Large Cap'),
      scheme('Beta Small Cap', 'Small Cap'),
      scheme('Gamma Debt', 'Debt'),
    ],
    rollingPeriod: 3 as const,
    analysisYears: 10 as const,
  };

  // CALC-ROLLING's category bases, restated from the spec: the simulation below uses the code's table, so this is the
  // one check that the table says what the spec says.
  it('uses the category bases of CALC-ROLLING', () => {
    expect(CATEGORY_BASE_RETURNS).toEqual({
      'Large Cap': 12,
      'Mid Cap': 15,
      'Small Cap': 18,
      'Multi Cap': 13,
      ELSS: 14,
      Debt: 7,
      Sectoral: 16,
      International: 10,
      others: 12,
    });
  });

  it('is reproducible: same inputs and seed give the same figures; another seed differs', () => {
    const a = rollingReturns(input)!;
    expect(rollingReturns(input)).toEqual(a);
    expect(a.seed).toBe(ROLLING_RETURNS_DEFAULTS.seed);
    expect(rollingReturns({ ...input, seed: 7 })!.schemes[0]!.returns).not.toEqual(a.schemes[0]!.returns);
    expect(a.illustrative).toBe(true);
  });

  it('a scheme’s figures do not depend on its position in the list', () => {
    const a = rollingReturns(input)!;
    const reversed = rollingReturns({ ...input, schemes: [...input.schemes].reverse() })!;
    expect(reversed.schemes[2]!.returns).toEqual(a.schemes[0]!.returns);
  });

  it('windows step by 3 months; the timeline holds the first 8 (CALC-ROLLING)', () => {
    const r = rollingReturns(input)!;
    // (10 × 12 − 36) / 3 + 1 = 29 windows of 36 months
    expect(r.windows).toHaveLength(29);
    expect(r.timeline).toHaveLength(8);
    expect(r.timeline[0]).toMatchObject({ period: 'Months 1–36', startMonth: 1, endMonth: 36 });
    expect(r.timeline[1]).toMatchObject({ period: 'Months 4–39', startMonth: 4, endMonth: 39 });
    expect(r.windows.at(-1)).toMatchObject({ startMonth: 85, endMonth: 120 });
    expect(r.rollingPeriodMonths).toBe(36);
    expect(r.timeline[0]!.returns).toHaveLength(3);
    expect(rollingReturns({ ...input, rollingPeriod: 5, analysisYears: 5 })!.windows).toHaveLength(1);
    expect(rollingReturns({ ...input, rollingPeriod: 1, analysisYears: 15 })!.windows).toHaveLength(57);
  });

  it('returns stay within base ± 3 spreads and the statistics agree with them', () => {
    const r = rollingReturns(input)!;
    for (const s of r.schemes) {
      const base = CATEGORY_BASE_RETURNS[s.category]!;
      const spread = base / 2 / Math.sqrt(3);
      for (const x of s.returns) expect(Math.abs(x - base)).toBeLessThanOrEqual(3 * spread);
      const mean = s.returns.reduce((a, b) => a + b, 0) / s.returns.length;
      expect(s.averageReturns).toBeCloseTo(mean, 12);
      const sd = Math.sqrt(s.returns.reduce((a, b) => a + (b - mean) ** 2, 0) / s.returns.length);
      expect(s.volatility).toBeCloseTo(sd, 12);
      expect(s.bestReturn).toBe(Math.max(...s.returns));
      expect(s.worstReturn).toBe(Math.min(...s.returns));
    }
    const byAverage = [...r.schemes].sort((x, y) => y.averageReturns - x.averageReturns);
    expect(r.bestPerformer).toBe(byAverage[0]!.name);
    expect(r.worstPerformer).toBe(byAverage.at(-1)!.name);
  });

  it('unknown categories use the 12% base', () => {
    const r = rollingReturns({ ...input, schemes: [scheme('X', 'Flexi Cap'), scheme('Y', 'Thematic')] })!;
    for (const s of r.schemes)
      expect(Math.abs(s.averageReturns - 12)).toBeLessThan(3 * (12 / 2 / Math.sqrt(3)));
  });

  it('needs 2 schemes; uses at most 6', () => {
    expect(rollingReturns({ ...input, schemes: [scheme('A', 'Large Cap')] })).toBeNull();
    const seven = Array.from({ length: 7 }, (_, i) => scheme(`S${i}`, 'Large Cap'));
    expect(rollingReturns({ ...input, schemes: seven })!.schemes).toHaveLength(6);
  });

  it('colour bands: above 10 green, above 5 yellow, else red', () => {
    expect([10.01, 10, 5.01, 5, -3].map(returnBand)).toEqual(['green', 'yellow', 'yellow', 'red', 'red']);
  });
});

/** Monthly NAVs on the 1st growing exactly 10% a year: nav = 100 × 1.1^(months / 12). */
function steadyHistory(fromYear: number, years: number): NavPoint[] {
  const out: NavPoint[] = [];
  for (let m = 0; m <= years * 12; m++) {
    const y = fromYear + Math.floor(m / 12);
    const mo = (m % 12) + 1;
    out.push({ date: `${y}-${String(mo).padStart(2, '0')}-01`, nav: 100 * 1.1 ** (m / 12) });
  }
  return out;
}

describe('rollingReturnsFromNav (true rolling returns)', () => {
  it('a fund growing exactly 10% a year has a 10% CAGR in every 1-year window', () => {
    const r = rollingReturnsFromNav(steadyHistory(2019, 5), 1);
    expect(r.count).toBe(49); // starts Jan 2019 … Jan 2023
    for (const w of r.windows) expect(w.cagr).toBeCloseTo(10, 9);
    expect(r.averageReturn).toBeCloseTo(10, 9);
    expect(r.volatility).toBeCloseTo(0, 9);
    expect(r.positivePercentage).toBe(100);
    expect(r.windows[0]).toMatchObject({ startDate: '2019-01-01', endDate: '2020-01-01' });
    expect(r.windows.at(-1)).toMatchObject({ startDate: '2023-01-01', endDate: '2024-01-01' });
  });

  it('3-year windows stepping 3 months, history given out of order', () => {
    const r = rollingReturnsFromNav([...steadyHistory(2019, 5)].reverse(), 3, { stepMonths: 3 });
    expect(r.windows.map((w) => w.startDate).slice(0, 3)).toEqual(['2019-01-01', '2019-04-01', '2019-07-01']);
    expect(r.count).toBe(9); // Jan 2019 … Jan 2021
    expect(r.averageReturn).toBeCloseTo(10, 9);
  });

  it('uses the last NAV on or before the window end when that day has none (holiday)', () => {
    const history: NavPoint[] = [
      { date: '2020-01-01', nav: 100 },
      { date: '2020-12-31', nav: 108 }, // no NAV on 1 Jan 2021
      { date: '2021-01-04', nav: 112 },
      { date: '2021-12-31', nav: 118 },
      { date: '2022-01-03', nav: 121 }, // no NAV on 4 Jan 2022
      { date: '2022-01-05', nav: 122 },
    ];
    const r = rollingReturnsFromNav(history, 1);
    expect(r.windows.map((w) => [w.startDate, w.endDate])).toEqual([
      ['2020-01-01', '2020-12-31'],
      ['2020-12-31', '2021-12-31'],
      ['2021-01-04', '2022-01-03'],
    ]);
    const expected = [8, (118 / 108 - 1) * 100, (121 / 112 - 1) * 100]; // 8, 9.259…, 8.035…
    r.windows.forEach((w, i) => expect(w.cagr).toBeCloseTo(expected[i]!, 10));
    expect(r.minReturn).toBeCloseTo(8, 10);
    expect(r.maxReturn).toBeCloseTo(9.25925925925926, 10);
    expect(r.medianReturn).toBeCloseTo(8.03571428571429, 10);
    expect(r.averageReturn).toBeCloseTo((8 + 9.25925925925926 + 8.03571428571429) / 3, 10);
  });

  it('skips a window whose end falls in a gap of more than 31 days', () => {
    const history: NavPoint[] = [
      { date: '2020-01-01', nav: 100 },
      { date: '2020-06-01', nav: 104 },
      { date: '2021-06-01', nav: 110 },
    ];
    const r = rollingReturnsFromNav(history, 1);
    expect(r.windows.map((w) => w.startDate)).toEqual(['2020-06-01']);
    expect(r.windows[0]!.cagr).toBeCloseTo((110 / 104 - 1) * 100, 10);
    expect(() => rollingReturnsFromNav([history[0]!, { date: '2021-06-01', nav: 110 }], 1)).toThrow(
      'gaps longer than 31 days',
    );
  });

  it('multi-year CAGR: doubling in 3 years is 2^(1/3) − 1 = 25.99%', () => {
    const r = rollingReturnsFromNav(
      [
        { date: '2020-03-15', nav: 50 },
        { date: '2023-03-15', nav: 100 },
      ],
      3,
    );
    expect(r.windows[0]!.cagr).toBeCloseTo((2 ** (1 / 3) - 1) * 100, 10);
  });

  it.each([
    ['a single point', [{ date: '2020-01-01', nav: 10 }], 1, 'At least two NAV values are needed.'],
    ['a history shorter than the window', steadyHistory(2020, 2), 3, 'covers only 2.0 years'],
    [
      'an invalid date',
      [
        { date: '2020-02-30', nav: 10 },
        { date: '2021-03-01', nav: 11 },
      ],
      1,
      "NAV row 1: '2020-02-30' is not a valid date",
    ],
    [
      'a zero NAV',
      [
        { date: '2020-01-01', nav: 0 },
        { date: '2021-03-01', nav: 11 },
      ],
      1,
      'NAV row 1: the NAV must be a number above 0.',
    ],
    [
      'a repeated date',
      [
        { date: '2020-01-01', nav: 10 },
        { date: '2020-01-01', nav: 11 },
      ],
      1,
      'appears more than once',
    ],
    ['a zero period', steadyHistory(2020, 2), 0, 'The rolling period must be above 0 years.'],
  ])('explains %s', (_n, history, years, message) => {
    expect(() => rollingReturnsFromNav(history as NavPoint[], years as number)).toThrow(message as string);
  });
});

describe('parseNavDate', () => {
  it.each([
    ['2024-04-01', { year: 2024, month: 4, day: 1 }],
    ['01-04-2024', { year: 2024, month: 4, day: 1 }],
    ['1/4/2024', { year: 2024, month: 4, day: 1 }],
    ['01-Apr-2024', { year: 2024, month: 4, day: 1 }],
    ['29-02-2024', { year: 2024, month: 2, day: 29 }],
    ['31-02-2020', null],
    ['2024-13-01', null],
    ['Date', null],
  ])('%s', (text, expected) => expect(parseNavDate(text)).toEqual(expected));
});

describe('parseNavCsv', () => {
  it('skips a header, accepts both date styles, sorts by date', () => {
    const r = parseNavCsv(
      'Date,NAV\n2024-04-03,101.5\n02-04-2024,100.25\r\n\n# comment\n"04-04-2024","1,002.75"\n',
    );
    expect(r).toEqual({
      ok: true,
      points: [
        { date: '2024-04-02', nav: 100.25 },
        { date: '2024-04-03', nav: 101.5 },
        { date: '2024-04-04', nav: 1002.75 },
      ],
    });
  });

  it('accepts semicolons, tabs, a BOM and extra columns', () => {
    expect(parseNavCsv('\uFEFFdate;nav;note\n01-Apr-2024;10;x\n02-Apr-2024;11;y')).toMatchObject({
      ok: true,
      points: [{ nav: 10 }, { nav: 11 }],
    });
    expect(parseNavCsv('2024-04-01\t10\n2024-04-02\t11')).toMatchObject({ ok: true });
  });

  it('reports each bad line by number', () => {
    const r = parseNavCsv(
      'date,nav\n2024-04-01,10\n31-02-2024,11\n2024-04-03,abc\n2024-04-04,-1\n2024-04-01,12',
    );
    expect(r).toEqual({
      ok: false,
      errors: [
        "Line 3: '31-02-2024' is not a valid date (use DD-MM-YYYY or YYYY-MM-DD).",
        "Line 4: 'abc' is not a valid NAV (a number above 0).",
        "Line 5: '-1' is not a valid NAV (a number above 0).",
        'Line 6: 2024-04-01 already appears on line 2.',
      ],
    });
  });

  it('says when there is nothing or too little to use', () => {
    expect(parseNavCsv('')).toEqual({
      ok: false,
      errors: ['No NAV rows found. Expected lines like 2024-04-01,152.34.'],
    });
    expect(parseNavCsv('date,nav')).toEqual({
      ok: false,
      errors: ['No NAV rows found. Expected lines like 2024-04-01,152.34.'],
    });
    expect(parseNavCsv('2024-04-01,10')).toEqual({
      ok: false,
      errors: ['At least two NAV rows are needed.'],
    });
  });

  it('caps the list of errors', () => {
    const text = Array.from({ length: 15 }, (_, i) => `bad${i},x`).join('\n');
    const r = parseNavCsv(`2024-01-01,1\n${text}`);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors).toHaveLength(11);
      expect(r.errors.at(-1)).toBe('…and 5 more errors.');
    }
  });

  it('feeds rollingReturnsFromNav', () => {
    const csv = ['date,nav', ...steadyHistory(2019, 2).map((p) => `${p.date},${p.nav}`)].join('\n');
    const parsed = parseNavCsv(csv);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(rollingReturnsFromNav(parsed.points, 1).averageReturn).toBeCloseTo(10, 9);
  });
});
