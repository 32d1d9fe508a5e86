import { describe, expect, it } from 'vitest';
import {
  SAMPLE_HEALTH_PLANS,
  healthInsurance,
  healthPlanScore,
  scaledPremium,
  type HealthInsuranceInput,
} from './health-insurance';

const search = (over: Partial<HealthInsuranceInput> = {}): HealthInsuranceInput => ({
  age: 35,
  familySize: 2,
  sumInsured: 500_000,
  location: 'pune',
  preExistingConditions: false,
  preferredInsurer: 'all',
  ...over,
});

describe('healthInsurance', () => {
  it('has five sample plans whose premiums at ₹5 lakh are the spec’s (CALC-HEALTH)', () => {
    const at5L = SAMPLE_HEALTH_PLANS.filter((p) => p.sumInsured === 500_000);
    expect(at5L.map((p) => p.premium)).toEqual([12500, 11800, 13200, 14500, 10900]);
    expect(new Set(at5L.map((p) => p.insurerKey)).size).toBe(5);
  });

  it('score = 0.6 × rating + 0.4 × (20000 − premium) / 20000', () => {
    expect(healthPlanScore({ rating: 4.5, premium: 12500 })).toBeCloseTo(2.85, 12);
    expect(healthPlanScore({ rating: 4, premium: 25000 })).toBeCloseTo(2.3, 12); // premium above 20,000 lowers the score
  });

  it('ranks by score and shows the top 4 (hand-computed scores 2.850, 2.776, 2.744, 2.690, 2.642)', () => {
    const r = healthInsurance(search());
    expect(r.plansFound).toBe(5);
    expect(r.plans).toHaveLength(4);
    expect(r.plans.map((p) => p.insurerKey)).toEqual([
      'hdfc ergo',
      'icici lombard',
      'star health',
      'max bupa',
    ]);
    expect(r.plans.map((p) => p.score)).toEqual([2.85, 2.776, 2.744, 2.69].map((x) => expect.closeTo(x, 10)));
    expect(r.topPremium).toBe(12500);
  });

  it('filters by exact sum insured, with premiums scaled from the ₹5 lakh figure', () => {
    const threeLakh = healthInsurance(search({ sumInsured: 300_000 }));
    expect(threeLakh.plans.map((p) => [p.insurerKey, p.premium])).toEqual([['bajaj allianz', 8720]]); // 10,900 × 0.8
    const tenLakh = healthInsurance(search({ sumInsured: 1_000_000, preferredInsurer: 'star health' }));
    expect(tenLakh.plans.map((p) => p.premium)).toEqual([15340]); // 11,800 × 1.3
    expect(healthInsurance(search({ sumInsured: 700_000 }))).toMatchObject({
      plans: [],
      plansFound: 0,
      topPremium: null,
    });
  });

  it('premiums rise with cover but more slowly than the cover', () => {
    const premiums = [300_000, 500_000, 1_000_000, 2_000_000, 5_000_000].map((si) =>
      scaledPremium(10_000, si)!,
    );
    expect(premiums).toEqual([8000, 10000, 13000, 16500, 22000]);
    expect(scaledPremium(10_000, 750_000)).toBeNull();
  });

  it('filters by preferred insurer', () => {
    const r = healthInsurance(search({ preferredInsurer: 'max bupa' }));
    expect(r.plans).toHaveLength(1);
    expect(r.plans[0]!.insurer).toContain('Niva Bupa');
  });

  it('labels the plans as sample data and warns about waiting periods for pre-existing conditions', () => {
    expect(healthInsurance(search()).notes[0]).toMatch(/^Sample plans with illustrative premiums/);
    // CALC-HEALTH: the page must say plainly that premiums do not vary with age, family or city, and they do not.
    expect(healthInsurance(search()).notes[0]).toContain(
      'the same whatever age, family size, city and health',
    );
    const premiums = (over: Parameters<typeof search>[0]) =>
      healthInsurance(search(over)).plans.map((p) => p.premium);
    expect(premiums({ age: 70, familySize: 5, location: 'pune' })).toEqual(
      premiums({ age: 25, familySize: 1 }),
    );
    expect(healthInsurance(search({ preExistingConditions: true })).notes.join(' ')).toContain(
      'waiting period',
    );
  });
});
