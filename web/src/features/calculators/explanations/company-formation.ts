import { formatINR } from '@36x/common';
import {
  COMPANY_STRUCTURES,
  FORMATION_FEES,
  FORMATION_STEP_COSTS,
  companyFormation,
  type CompanyFormationInput,
} from '@36x/common/finance';
import type { CalculatorExplanation, FaqEntry } from './types';
import { workedExample } from './worked-example';

/** The worked example's inputs: a two-director private limited company that needs GST. */
export const COMPANY_FORMATION_EXAMPLE = {
  companyName: 'Example Analytics',
  businessType: 'IT/Software',
  companyType: 'pvt-ltd',
  shareCapital: 100_000,
  numberOfDirectors: 2,
  businessActivity: 'Data analytics services',
  location: 'pune',
  hasGSTRequirement: true,
  hasTrademark: false,
  hasESIRequirement: false,
  hasPFRequirement: false,
} satisfies CompanyFormationInput;

const C = FORMATION_STEP_COSTS;
const S = COMPANY_STRUCTURES;

const COMPANY_FORMATION_FAQ: FaqEntry[] = [
  {
    question: 'Which structure should I choose: private limited company, LLP or proprietorship?',
    answer:
      'A private limited company suits a business that will raise investment or give shares to employees; an LLP gives partners limited liability with lighter compliance; a one person company gives a single founder limited liability; a proprietorship or partnership firm is quickest and cheapest but leaves the owners personally liable. The planner lists each one’s compliance, advantages and drawbacks.',
  },
  {
    question: 'How much does it cost to register a company?',
    answer: `The planner adds up the usual steps, for example a digital signature at ${formatINR(C.dscPerDirector)} and a DIN at ${formatINR(C.dinPerDirector)} per director, name reservation at ${formatINR(C.nameReservation)} and the memorandum and articles at ${formatINR(C.moaAoa)}, plus a service fee of ${formatINR(FORMATION_FEES['pvt-ltd'])}: ${formatINR(S['pvt-ltd'].cost.min)} to ${formatINR(S['pvt-ltd'].cost.max)} for a private limited company with ${S['pvt-ltd'].minDirectors} directors, depending on the optional registrations. ROC fees that depend on the authorised capital and state stamp duty are extra.`,
  },
  {
    question: 'How long does registration take?',
    answer:
      'Each step shows its usual time in working days once the documents are in order; government processing, a rejected name or missing documents can make it longer.',
  },
  {
    question: 'Which other registrations will I need?',
    answer: `GST registration once your turnover crosses the limit or you sell across states or online (about ${formatINR(C.gst)} with the planner’s estimate), EPF and ESI once you employ enough people, and a trademark to protect your brand. Tick them in the planner to add their steps and cost.`,
  },
  {
    question: 'How many directors or partners do I need?',
    answer: `At least ${S['pvt-ltd'].minDirectors} directors for a ${S['pvt-ltd'].name.toLowerCase()}, ${S.llp.minDirectors} designated partners for an LLP, ${S.opc.minDirectors} director for a one person company and ${S.partnership.minDirectors} partners for a partnership firm. The planner warns when the number you enter is too small for the structure.`,
  },
];

export const COMPANY_FORMATION_EXPLANATION: CalculatorExplanation = {
  name: 'company formation planner',
  faq: COMPANY_FORMATION_FAQ,
  what: [
    'The planner lays out the registration steps for the structure you choose: a private limited company, a limited liability partnership (LLP), a one person company (OPC), a partnership firm or a sole proprietorship. For each step it lists the documents needed, the usual time and an estimated cost.',
    'It adds optional registrations you tick (GST, trademark, EPF and ESI), totals an estimated cost range, and summarises the structure’s ongoing compliance, advantages and drawbacks.',
  ],
  formula: [
    'Steps for a company or LLP: digital signature certificates (₹1,500 per director), name reservation (₹1,000), DIN or DPIN (₹500 per director), incorporation filing, then PAN and TAN (₹500). A company adds its memorandum and articles (₹2,000); an LLP adds its LLP agreement (₹3,000).',
    'A partnership firm needs a partnership deed and registration, and a proprietorship business registrations such as Udyam and the Shops and Establishments licence; both then get PAN and TAN (₹500). Their state stamp duty and fees are not included.',
    'Optional: GST registration ₹2,000, trademark application ₹10,000, EPF ₹3,000, ESI ₹2,500.',
    'Estimated cost = the sum of the steps + a service and filing fee (private limited ₹4,000, LLP ₹2,000, others ₹1,000), up to ₹5,000 more for variations.',
    'Each structure’s cost range is worked out from the same costs: from the plan with no optional registration to the plan with all four plus the ₹5,000 allowance, so an estimate always falls inside the range shown.',
    'Split of the estimate: 70% professional fees and 30% government fees.',
  ],
  assumptions: [
    'Costs are typical professional and filing estimates, not quotes.',
    'ROC fees that depend on authorised capital, and state stamp duty, are not included.',
    'The business type, city and share capital do not change the estimate.',
    'A blank number of directors is taken as 2; the planner warns when a structure needs more.',
    'Times are typical working days once documents are in order; government processing can take longer.',
  ],
  example: workedExample(COMPANY_FORMATION_EXAMPLE, companyFormation, (ex, r) => ({
    heading: 'Example: a private limited company with two directors',
    inputs: [
      { label: 'Proposed company name', value: ex.companyName },
      { label: 'Structure', value: 'Private Limited Company' },
      { label: 'Business type', value: ex.businessType },
      { label: 'Share capital', value: formatINR(ex.shareCapital) },
      { label: 'Directors', value: String(ex.numberOfDirectors) },
      { label: 'City', value: 'Pune' },
      { label: 'Registrations', value: 'GST only' },
    ],
    results: [
      { label: 'Structure', value: r.structure.name },
      {
        label: 'Estimated cost',
        value: `${formatINR(r.estimatedCost.min)} – ${formatINR(r.estimatedCost.max)}`,
      },
      { label: 'Time to register', value: r.timeframe },
      { label: 'Steps', value: String(r.totalSteps) },
      { label: 'Professional fees (70%)', value: formatINR(r.costBreakdown.professional) },
      { label: 'Government fees (30%)', value: formatINR(r.costBreakdown.government) },
    ],
    note: 'Seven steps: DSCs (₹3,000 for two directors), name reservation (₹1,000), DINs (₹1,000), memorandum and articles (₹2,000), the incorporation filing, PAN and TAN (₹500) and GST (₹2,000). With the ₹4,000 fee the estimate starts at ₹13,500.',
  })),
};
