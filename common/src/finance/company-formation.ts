/**
 * Company formation planner (CALC-COMPANY).
 *
 * Step costs are the specification's fixed professional-plus-filing estimates; statutory fees that depend on
 * capital and the state (ROC/LLP filing fees, stamp duty) are not included and the steps say so.
 *
 * Each structure's cost range is derived from the same step costs ({@link structureCostRange}): from the plan with no
 * optional registration to the plan with all of them plus the estimate's spread. The specification's fixed ranges
 * (Pvt Ltd ₹15,000-25,000 ...) contradicted its own step costs (a Pvt Ltd plan came to ₹11,500-16,500), so a plan's
 * estimate now always falls inside the range shown for its structure and number of directors.
 */

import { buildSteps, type PlanStep } from './company-formation-steps';

export { FORMATION_STEP_COSTS, type PlanStep } from './company-formation-steps';

export type CompanyType = 'pvt-ltd' | 'llp' | 'opc' | 'partnership' | 'proprietorship';

export const BUSINESS_TYPES = [
  'Trading',
  'Manufacturing',
  'Services',
  'IT/Software',
  'Consulting',
  'E-commerce',
  'Healthcare',
  'Education',
  'Real Estate',
  'Food & Beverages',
] as const;

export const COMPANY_LOCATIONS = [
  'mumbai',
  'delhi',
  'bangalore',
  'pune',
  'chennai',
  'hyderabad',
  'ahmedabad',
  'kolkata',
] as const;
export type CompanyLocation = (typeof COMPANY_LOCATIONS)[number];

export interface CompanyStructure {
  id: CompanyType;
  name: string;
  description: string;
  /** Minimum directors (designated partners for an LLP, partners for a firm, the owner for a proprietorship). */
  minDirectors: number;
  /** Minimum capital, rupees (none of these structures has a statutory minimum today). */
  minShareCapital: number;
  compliance: string[];
  advantages: string[];
  disadvantages: string[];
  /** Typical time to get registered. */
  timeframe: string;
  /** Cost range with the minimum number of directors, derived from the step costs ({@link structureCostRange}), rupees. */
  cost: { min: number; max: number };
}

const STRUCTURES: Record<CompanyType, Omit<CompanyStructure, 'cost'>> = {
  'pvt-ltd': {
    id: 'pvt-ltd',
    name: 'Private Limited Company',
    description:
      'A company incorporated under the Companies Act, 2013 with 2 to 200 shareholders and at least 2 directors, one of them resident in India. It is a separate legal entity whose shareholders’ liability is limited to their shares; the usual choice for start-ups that plan to raise equity.',
    minDirectors: 2,
    minShareCapital: 0,
    compliance: [
      'Statutory audit of accounts every year',
      'Annual filings with the Registrar of Companies: financial statements (AOC-4) and annual return (MGT-7/MGT-7A)',
      'Income tax return (ITR-6) and, where applicable, tax audit',
      'At least four board meetings a year and an annual general meeting',
      'Directors’ annual KYC (DIR-3 KYC) and commencement of business declaration (INC-20A) within 180 days',
    ],
    advantages: [
      'Limited liability and a separate legal identity',
      'Can issue shares and ESOPs: easiest structure for investors and venture capital',
      'Perpetual succession: ownership can change without affecting the company',
      'Concessional corporate tax regime available (section 115BAA)',
    ],
    disadvantages: [
      'Highest compliance burden and running cost, with a mandatory audit',
      'Restrictions on transferring shares and on the number of members',
      'Profits paid out as dividends are taxed again in shareholders’ hands',
      'Closing the company takes time and formal filings',
    ],
    timeframe: '10–15 working days',
  },
  llp: {
    id: 'llp',
    name: 'Limited Liability Partnership',
    description:
      'A body corporate under the Limited Liability Partnership Act, 2008 with at least 2 partners, including 2 designated partners of whom one is resident in India. Partners’ liability is limited to their agreed contribution; suits professional firms and small businesses that do not need equity investors.',
    minDirectors: 2,
    minShareCapital: 0,
    compliance: [
      'Statement of Account and Solvency (Form 8) by 30 October every year',
      'Annual return (Form 11) by 30 May every year',
      'Income tax return (ITR-5); audit only if turnover exceeds ₹40 lakh or contribution exceeds ₹25 lakh',
      'LLP agreement filed (Form 3) within 30 days of incorporation, and changes filed when made',
    ],
    advantages: [
      'Limited liability with the flexibility of a partnership',
      'Fewer compliances than a company and no mandatory audit below the thresholds',
      'Partners’ share of profit is exempt in their hands (section 10(2A))',
      'No minimum capital contribution',
    ],
    disadvantages: [
      'Cannot issue shares, so equity and venture funding are difficult',
      'Taxed at a flat 30% with no concessional rate',
      'Penalties accrue daily for late annual filings',
    ],
    timeframe: '10–15 working days',
  },
  opc: {
    id: 'opc',
    name: 'One Person Company',
    description:
      'A company with a single member under section 2(62) of the Companies Act, 2013: one natural person (an Indian citizen, resident or non-resident) who names a nominee. It gives a solo founder limited liability and a corporate identity.',
    minDirectors: 1,
    minShareCapital: 0,
    compliance: [
      'Statutory audit of accounts every year',
      'Annual filings with the Registrar of Companies: AOC-4 and MGT-7A',
      'Income tax return (ITR-6)',
      'At least one board meeting in each half of the calendar year (no AGM required)',
    ],
    advantages: [
      'Limited liability for a single founder',
      'Separate legal entity with perpetual succession through the nominee',
      'Fewer meetings and filings than a private limited company',
      'Can convert to a private limited company at any time as the business grows',
    ],
    disadvantages: [
      'Only one member: no co-founders or investors without converting',
      'Cannot carry on non-banking financial or investment activities',
      'Same tax rates and audit requirement as a private company',
    ],
    timeframe: '7–15 working days',
  },
  partnership: {
    id: 'partnership',
    name: 'Partnership Firm',
    description:
      'A firm of 2 to 50 partners under the Indian Partnership Act, 1932, formed by a partnership deed. Registration with the state Registrar of Firms is optional but advisable: an unregistered firm cannot sue to enforce its contracts (section 69).',
    minDirectors: 2,
    minShareCapital: 0,
    compliance: [
      'Income tax return (ITR-5)',
      'Tax audit when turnover exceeds the section 44AB limit',
      'GST returns if registered',
      'Record changes in partners or terms with the Registrar of Firms',
    ],
    advantages: [
      'Quick and inexpensive to set up',
      'Very few statutory compliances',
      'Partners pool capital and skills under a flexible deed',
    ],
    disadvantages: [
      'Unlimited, joint and several liability of partners',
      'Not a separate legal entity; may dissolve on a partner’s death or exit unless the deed provides otherwise',
      'Hard to raise outside funding',
      'Taxed at a flat 30%',
    ],
    timeframe: '3–7 working days',
  },
  proprietorship: {
    id: 'proprietorship',
    name: 'Sole Proprietorship',
    description:
      'A business owned and run by one person, with no separate legal identity from the owner. There is no incorporation: it is recognised through registrations such as GST, Udyam (MSME) and the state Shops and Establishments licence.',
    minDirectors: 1,
    minShareCapital: 0,
    compliance: [
      'Owner’s income tax return (ITR-3, or ITR-4 under presumptive taxation)',
      'Tax audit when turnover exceeds the section 44AB limit',
      'GST returns if registered',
    ],
    advantages: [
      'Simplest and cheapest to start and to close',
      'Full control and all profits belong to the owner',
      'Profits taxed at the owner’s slab rates',
      'Minimal compliance',
    ],
    disadvantages: [
      'Unlimited personal liability for business debts',
      'No perpetual succession: the business is the owner',
      'Difficult to raise capital or bring in partners',
    ],
    timeframe: '1–7 working days',
  },
};

/** Extra fee per structure, rupees (CALC-COMPANY). */
export const FORMATION_FEES: Record<CompanyType, number> = {
  'pvt-ltd': 4000,
  llp: 2000,
  opc: 1000,
  partnership: 1000,
  proprietorship: 1000,
};

export const COMPANY_FORMATION_DEFAULTS = {
  numberOfDirectors: 2,
  /** The estimate's upper end is the lower end plus this, rupees. */
  estimateSpread: 5000,
  professionalShare: 0.7,
  governmentShare: 0.3,
} as const;

export interface CompanyFormationInput {
  companyName: string;
  businessType: string;
  /** '' means no structure chosen yet. */
  companyType: CompanyType | '';
  /** Intended share capital / contribution, rupees (informational). */
  shareCapital: number;
  /** Directors or designated partners; 0/blank means 2. */
  numberOfDirectors: number;
  businessActivity: string;
  location: CompanyLocation;
  hasGSTRequirement: boolean;
  hasTrademark: boolean;
  hasESIRequirement: boolean;
  hasPFRequirement: boolean;
}

export interface CompanyFormationResult {
  companyName: string;
  structure: CompanyStructure;
  steps: PlanStep[];
  totalSteps: number;
  /** Sum of the steps' costs, rupees. */
  stepsCost: number;
  /** Structure fee, rupees. */
  fee: number;
  /** min = stepsCost + fee; max = min + 5000, rupees. */
  estimatedCost: { min: number; max: number };
  /** The structure's range for this number of directors: no optional registration to all of them, rupees. */
  costRange: { min: number; max: number };
  /** 70% professional, 30% government of estimatedCost.min, rupees. */
  costBreakdown: { professional: number; government: number };
  /** Typical time to registration. */
  timeframe: string;
  /** Problems with the inputs, e.g. too few directors for the structure. */
  warnings: string[];
}

/** Plan cost (steps + fee) for a structure, directors and optional registrations, rupees. */
function planCost(type: CompanyType, directors: number, optional: boolean): number {
  const input: CompanyFormationInput = {
    companyName: '',
    businessType: '',
    companyType: type,
    shareCapital: 0,
    numberOfDirectors: directors,
    businessActivity: '',
    location: 'mumbai',
    hasGSTRequirement: optional,
    hasTrademark: optional,
    hasESIRequirement: optional,
    hasPFRequirement: optional,
  };
  return buildSteps(type, directors, input).reduce((sum, st) => sum + st.cost, 0) + FORMATION_FEES[type];
}

/**
 * Cost range of a structure for a number of directors, from the same costs as the plan: the plan without any
 * optional registration (GST, trademark, PF, ESI) to the plan with all of them plus the estimate's spread, rupees.
 */
export function structureCostRange(type: CompanyType, directors: number): { min: number; max: number } {
  return {
    min: planCost(type, directors, false),
    max: planCost(type, directors, true) + COMPANY_FORMATION_DEFAULTS.estimateSpread,
  };
}

/** The structures with their cost ranges at their minimum number of directors. */
export const COMPANY_STRUCTURES: Record<CompanyType, CompanyStructure> = Object.fromEntries(
  (Object.keys(STRUCTURES) as CompanyType[]).map((type) => [
    type,
    { ...STRUCTURES[type], cost: structureCostRange(type, STRUCTURES[type].minDirectors) },
  ]),
) as Record<CompanyType, CompanyStructure>;

/** The number of directors a plan is for: the whole number entered, or 2 when blank, 0 or invalid. */
export function formationDirectors(entered: number): number {
  return Number.isFinite(entered) && entered > 0
    ? Math.floor(entered)
    : COMPANY_FORMATION_DEFAULTS.numberOfDirectors;
}

/** Formation plan; null without a company name or a structure (CALC-COMPANY). */
export function companyFormation(input: CompanyFormationInput): CompanyFormationResult | null {
  const name = (input.companyName ?? '').trim();
  const type = input.companyType;
  if (!name || !type || !(type in COMPANY_STRUCTURES)) return null;
  const structure = COMPANY_STRUCTURES[type];
  const directors = formationDirectors(input.numberOfDirectors);

  const steps = buildSteps(type, directors, input);
  const stepsCost = steps.reduce((s, st) => s + st.cost, 0);
  const fee = FORMATION_FEES[type];
  const min = stepsCost + fee;
  const warnings: string[] = [];
  if (directors < structure.minDirectors)
    warnings.push(
      `A ${structure.name} needs at least ${structure.minDirectors} ${type === 'llp' ? 'designated partners' : type === 'partnership' ? 'partners' : 'directors'}.`,
    );
  return {
    companyName: name,
    structure,
    steps,
    totalSteps: steps.length,
    stepsCost,
    fee,
    estimatedCost: { min, max: min + COMPANY_FORMATION_DEFAULTS.estimateSpread },
    costRange: structureCostRange(type, directors),
    costBreakdown: {
      professional: min * COMPANY_FORMATION_DEFAULTS.professionalShare,
      government: min * COMPANY_FORMATION_DEFAULTS.governmentShare,
    },
    timeframe: structure.timeframe,
    warnings,
  };
}
