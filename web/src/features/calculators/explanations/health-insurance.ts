import { formatINR, formatLakhCrore } from '@36x/common';
import {
  HEALTH_TOP_PLANS,
  SUM_INSURED_OPTIONS,
  healthInsurance,
  type HealthInsuranceInput,
} from '@36x/common/finance';
import type { CalculatorExplanation, FaqEntry } from './types';
import { workedExample } from './worked-example';

/** The worked example's inputs: the form's defaults with the eldest member aged 35. */
export const HEALTH_INSURANCE_EXAMPLE = {
  age: 35,
  familySize: 2,
  sumInsured: 500_000,
  location: 'mumbai',
  preExistingConditions: false,
  preferredInsurer: 'all',
} satisfies HealthInsuranceInput;

const HEALTH_INSURANCE_FAQ: FaqEntry[] = [
  {
    question: 'Are these real quotes?',
    answer:
      'No. The insurers and plan names are real, but the premiums, ratings and network sizes are indicative sample figures for a reference profile. Your premium depends on age, family, city, health and add-ons: get a quote from the insurer before you buy.',
  },
  {
    question: 'How much health cover does a family need?',
    answer: `Enough for a serious hospital stay in the city where you would be treated, where costs rise every year. The comparison offers sums insured from ${formatLakhCrore(SUM_INSURED_OPTIONS[0])} to ${formatLakhCrore(SUM_INSURED_OPTIONS[SUM_INSURED_OPTIONS.length - 1]!)}; a family floater shares one sum among everyone, so a larger family needs more.`,
  },
  {
    question: 'How are the plans ranked?',
    answer: `By a simple score that weighs the plan’s rating against its premium; the top ${HEALTH_TOP_PLANS} are shown. Policy wording, exclusions, sub-limits and the insurer’s claim record matter as much: read them before choosing.`,
  },
  {
    question: 'What do co-payment and room rent limits mean?',
    answer:
      'With a co-payment you pay a share of every claim yourself. A room rent limit caps the room you can take; choose a costlier room and many insurers cut the other charges of the stay in the same proportion. Plans without either cost more but pay more of the bill.',
  },
  {
    question: 'Are pre-existing illnesses covered?',
    answer:
      'Yes, after the plan’s waiting period, which the comparison shows for each plan; declare every condition when you apply, or a claim can be refused. Ticking pre-existing conditions adds a reminder; it does not change the ranking.',
  },
  {
    question: 'Do health insurance premiums save tax?',
    answer:
      'Under the old regime, section 80D allows a deduction for premiums for yourself, your family and your parents, with higher limits for senior citizens; the income tax calculator applies the current limits. The new regime allows none.',
  },
];

export const HEALTH_INSURANCE_EXPLANATION: CalculatorExplanation = {
  name: 'health insurance comparison',
  faq: HEALTH_INSURANCE_FAQ,
  what: [
    'The comparison lists family floater health insurance plans for the sum insured you choose and ranks them on a simple score that weighs the plan’s rating against its premium. It shows the top four, each with its co-payment, room rent limit, cashless network hospitals, waiting period for pre-existing diseases and main features, and lets you shortlist plans side by side.',
    'The plans are sample data: real insurers and product names, but the premiums, ratings and network sizes are indicative figures for a reference profile, not quotes. Get a quote from the insurer before deciding.',
  ],
  formula: [
    'Premium at a sum insured = the sample premium at ₹5 lakh × a factor (₹3 lakh 0.8, ₹5 lakh 1, ₹10 lakh 1.3, ₹20 lakh 1.65, ₹50 lakh 2.2), rounded to ₹10.',
    'Score = 0.6 × rating (out of 5) + 0.4 × (₹20,000 − premium) ÷ ₹20,000: a better rating and a lower premium both raise it.',
    'Plans are filtered by the sum insured and the preferred insurer, sorted by score, and the top 4 are shown.',
  ],
  assumptions: [
    'Premiums, ratings and network sizes are sample figures, not quotes; actual premiums depend on age, family size, city, health and the add-ons chosen.',
    'Age, family size and city are asked for but do not change the sample premiums or the ranking.',
    'Ticking pre-existing conditions adds a reminder that they are covered only after the plan’s waiting period; it does not change the ranking.',
    'The score is one simple way to rank plans; policy wordings, exclusions, sub-limits and claim experience matter as much.',
  ],
  example: workedExample(HEALTH_INSURANCE_EXAMPLE, healthInsurance, (ex, r) => ({
    heading: 'Example: a couple looking for ₹5 lakh of cover',
    inputs: [
      { label: 'Age of eldest member', value: `${ex.age} years` },
      { label: 'Family size', value: `${ex.familySize} members` },
      { label: 'Sum insured', value: formatLakhCrore(ex.sumInsured).replace('.00', '') },
      { label: 'City', value: 'Mumbai' },
      { label: 'Preferred insurer', value: 'Any insurer' },
      { label: 'Pre-existing condition', value: 'No' },
    ],
    results: [
      { label: 'Plans shown', value: `Top ${r.plans.length} of ${r.plansFound} plans` },
      ...r.plans.map((p, i) => ({
        label: `#${i + 1} · ${p.insurer}`,
        value: `${p.name}, ${formatINR(p.premium)} a year`,
      })),
    ],
    note: 'Star Comprehensive has the lowest premium of the four but ranks third, because the score gives more weight to the sample rating. The figures are samples, not quotes.',
  })),
};
