import { formatINR } from '@36x/common';
import { companyFormation, type CompanyFormationInput } from '@36x/common/finance';
import type { CalculatorExplanation } from './types';
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

export const COMPANY_FORMATION_EXPLANATION: CalculatorExplanation = {
  name: 'company formation planner',
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
