/**
 * Health insurance comparison (CALC-HEALTH).
 *
 * The five plans are SAMPLE data for illustration: real insurers and product names, but premiums, ratings and
 * network sizes are indicative figures for a reference profile, not quotes. Premiums at ₹5 lakh are the
 * specification's; other sums insured scale by {@link SUM_INSURED_PREMIUM_FACTOR} because premiums rise much
 * more slowly than cover.
 */

export const SUM_INSURED_OPTIONS = [300_000, 500_000, 1_000_000, 2_000_000, 5_000_000] as const;
export const HEALTH_LOCATIONS = ['mumbai', 'delhi', 'bangalore', 'chennai', 'pune'] as const;
export const PREFERRED_INSURERS = [
  'all',
  'hdfc ergo',
  'star health',
  'icici lombard',
  'max bupa',
  'bajaj allianz',
] as const;
export type HealthLocation = (typeof HEALTH_LOCATIONS)[number];
export type PreferredInsurer = (typeof PREFERRED_INSURERS)[number];
export type InsurerKey = Exclude<PreferredInsurer, 'all'>;

/** Premium at a sum insured relative to the premium at ₹5 lakh (sample assumption). */
export const SUM_INSURED_PREMIUM_FACTOR: Readonly<Record<number, number>> = {
  300_000: 0.8,
  500_000: 1,
  1_000_000: 1.3,
  2_000_000: 1.65,
  5_000_000: 2.2,
};

export interface HealthPlan {
  /** Unique per plan and sum insured, e.g. 'hdfc-ergo-optima-secure-500000'. */
  id: string;
  name: string;
  /** Insurer as displayed. */
  insurer: string;
  /** Key matched by preferredInsurer. */
  insurerKey: InsurerKey;
  /** Sum insured, rupees. */
  sumInsured: number;
  /** Sample annual premium, rupees. */
  premium: number;
  /** Most members one policy covers (family floater). */
  familySize: number;
  /** Co-payment, PERCENT of each claim (0 = none). */
  coPayment: number;
  roomRentLimit: string;
  /** Approximate cashless network hospitals. */
  networkHospitals: number;
  features: string[];
  /** Sample rating out of 5. */
  rating: number;
  /** Waiting period for pre-existing diseases. */
  waitingPeriod: string;
}

interface BasePlan extends Omit<HealthPlan, 'id' | 'sumInsured' | 'premium'> {
  key: string;
  /** Premium at ₹5 lakh, rupees (CALC-HEALTH). */
  premiumAt5Lakh: number;
  sumInsuredOptions: readonly number[];
}

const BASE_PLANS: readonly BasePlan[] = [
  {
    key: 'hdfc-ergo-optima-secure',
    name: 'Optima Secure',
    insurer: 'HDFC ERGO',
    insurerKey: 'hdfc ergo',
    premiumAt5Lakh: 12500,
    sumInsuredOptions: [500_000, 1_000_000, 2_000_000, 5_000_000],
    familySize: 6,
    coPayment: 0,
    roomRentLimit: 'No room rent limit',
    networkHospitals: 13000,
    features: [
      'Secure benefit doubles the cover from day one',
      'Automatic restore of the sum insured',
      'Pre- and post-hospitalisation cover (60/180 days)',
    ],
    rating: 4.5,
    waitingPeriod: '3 years',
  },
  {
    key: 'star-comprehensive',
    name: 'Star Comprehensive',
    insurer: 'Star Health',
    insurerKey: 'star health',
    premiumAt5Lakh: 11800,
    sumInsuredOptions: [500_000, 1_000_000, 2_000_000, 5_000_000],
    familySize: 6,
    coPayment: 0,
    roomRentLimit: 'Single private A/C room',
    networkHospitals: 14000,
    features: [
      'Automatic restoration of the sum insured',
      'Delivery and newborn cover after the waiting period',
      'Outpatient consultations included',
    ],
    rating: 4.3,
    waitingPeriod: '3 years',
  },
  {
    key: 'icici-lombard-elevate',
    name: 'Elevate',
    insurer: 'ICICI Lombard',
    insurerKey: 'icici lombard',
    premiumAt5Lakh: 13200,
    sumInsuredOptions: [500_000, 1_000_000, 2_000_000, 5_000_000],
    familySize: 6,
    coPayment: 0,
    roomRentLimit: 'No room rent limit',
    networkHospitals: 10000,
    features: ['Unlimited reset of the sum insured', 'Guaranteed cumulative bonus', 'Air ambulance cover'],
    rating: 4.4,
    waitingPeriod: '3 years',
  },
  {
    key: 'niva-bupa-reassure-2',
    name: 'ReAssure 2.0',
    insurer: 'Niva Bupa (formerly Max Bupa)',
    insurerKey: 'max bupa',
    premiumAt5Lakh: 14500,
    sumInsuredOptions: [500_000, 1_000_000, 2_000_000, 5_000_000],
    familySize: 6,
    coPayment: 0,
    roomRentLimit: 'No room rent limit',
    networkHospitals: 10000,
    features: [
      'Unlimited reinstatement of the sum insured',
      'Unused cover carried forward (Booster)',
      'Premium locked at entry age until the first claim',
    ],
    rating: 4.3,
    waitingPeriod: '3 years',
  },
  {
    key: 'bajaj-allianz-health-guard',
    name: 'Health Guard (Gold)',
    insurer: 'Bajaj Allianz',
    insurerKey: 'bajaj allianz',
    premiumAt5Lakh: 10900,
    sumInsuredOptions: [300_000, 500_000, 1_000_000, 2_000_000, 5_000_000],
    familySize: 6,
    coPayment: 0,
    roomRentLimit: 'Single private room',
    networkHospitals: 18000,
    features: [
      'Sum insured reinstated once a year',
      'Day-care procedures covered',
      'Cumulative bonus for claim-free years',
    ],
    rating: 4.1,
    waitingPeriod: '3 years',
  },
];

/** Sample premium at a sum insured, rounded to ₹10; null when the factor is unknown. */
export function scaledPremium(premiumAt5Lakh: number, sumInsured: number): number | null {
  const factor = SUM_INSURED_PREMIUM_FACTOR[sumInsured];
  return factor === undefined ? null : Math.round((premiumAt5Lakh * factor) / 10) * 10;
}

/** Every sample plan at every sum insured it offers. */
export const SAMPLE_HEALTH_PLANS: readonly HealthPlan[] = BASE_PLANS.flatMap(
  ({ key, premiumAt5Lakh, sumInsuredOptions, ...plan }) =>
    sumInsuredOptions.map((sumInsured) => ({
      ...plan,
      id: `${key}-${sumInsured}`,
      sumInsured,
      premium: scaledPremium(premiumAt5Lakh, sumInsured) as number,
    })),
);

export const HEALTH_TOP_PLANS = 4;

export interface HealthInsuranceInput {
  /** Age of the eldest member, years. */
  age: number;
  /** Members to cover, 1–5. */
  familySize: number;
  /** Sum insured, rupees; one of SUM_INSURED_OPTIONS to find plans. */
  sumInsured: number;
  location: HealthLocation;
  preExistingConditions: boolean;
  /** Default 'all'. */
  preferredInsurer?: PreferredInsurer;
}

export interface ScoredHealthPlan extends HealthPlan {
  /** 0.6 × rating + 0.4 × (20000 − premium) / 20000 (CALC-HEALTH). */
  score: number;
}

export interface HealthInsuranceResult {
  /** The best plans by score, at most 4. */
  plans: ScoredHealthPlan[];
  /** How many plans matched the filters (before the top-4 cut). */
  plansFound: number;
  /** Premium of the best-ranked plan, rupees; null when none matched. */
  topPremium: number | null;
  /** Caveats to show with the results. */
  notes: string[];
}

/** Ranking score of a plan (CALC-HEALTH). */
export function healthPlanScore(plan: Pick<HealthPlan, 'rating' | 'premium'>): number {
  return 0.6 * plan.rating + 0.4 * ((20000 - plan.premium) / 20000);
}

/** Filters the sample plans by insurer and exact sum insured, ranks by score, returns the top 4. */
export function healthInsurance(input: HealthInsuranceInput): HealthInsuranceResult {
  const insurer = input.preferredInsurer ?? 'all';
  const matches = SAMPLE_HEALTH_PLANS.filter(
    (p) => p.sumInsured === input.sumInsured && (insurer === 'all' || p.insurerKey === insurer),
  )
    .map((p) => ({ ...p, score: healthPlanScore(p) }))
    .sort((a, b) => b.score - a.score);
  const plans = matches.slice(0, HEALTH_TOP_PLANS);
  const notes = [
    'Sample plans with illustrative premiums: the premiums shown are the same whatever age, family size, city and health ' +
      'you enter, because they are sample figures for one reference profile, not quotes or a rating table. A real premium ' +
      'depends on all of these and can differ a lot; ratings and network sizes are indicative too. Ask the insurer for a quote.',
  ];
  if (input.preExistingConditions)
    notes.push(
      'Pre-existing conditions are covered only after each plan’s waiting period; declare them when you apply.',
    );
  return { plans, plansFound: matches.length, topPremium: plans[0]?.premium ?? null, notes };
}
