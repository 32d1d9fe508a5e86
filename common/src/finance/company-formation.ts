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

/** Fixed costs per step, rupees (CALC-COMPANY). DSC and DIN are per director. */
export const FORMATION_STEP_COSTS = {
  nameReservation: 1000,
  dscPerDirector: 1500,
  dinPerDirector: 500,
  moaAoa: 2000,
  llpAgreement: 3000,
  panTan: 500,
  gst: 2000,
  trademark: 10000,
  pf: 3000,
  esi: 2500,
} as const;

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

export interface PlanStep {
  id: string;
  title: string;
  description: string;
  timeframe: string;
  /** Rupees. */
  cost: number;
  documents: string[];
  completed: boolean;
}

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

function step(
  id: string,
  title: string,
  description: string,
  timeframe: string,
  cost: number,
  documents: string[],
): PlanStep {
  return { id, title, description, timeframe, cost, documents, completed: false };
}

function buildSteps(type: CompanyType, directors: number, input: CompanyFormationInput): PlanStep[] {
  const c = FORMATION_STEP_COSTS;
  const isCompany = type === 'pvt-ltd' || type === 'opc';
  const isCorporate = isCompany || type === 'llp';
  const who = type === 'llp' ? 'designated partner' : 'director';
  const steps: PlanStep[] = [];
  if (isCorporate) {
    steps.push(
      step(
        'dsc',
        'Digital Signature Certificates (DSC)',
        `Class 3 DSC for each ${who} to sign the e-forms (${directors} × ₹${c.dscPerDirector}).`,
        '1–2 working days',
        c.dscPerDirector * directors,
        ['PAN', 'Aadhaar', 'Passport-size photograph', 'Email address and mobile number'],
      ),
      step(
        'name',
        'Name reservation',
        type === 'llp'
          ? 'Reserve the LLP name with the MCA through RUN-LLP.'
          : 'Reserve the company name with the MCA through SPICe+ Part A.',
        '1–3 working days',
        c.nameReservation,
        ['Two proposed names in order of preference', 'Main business objects'],
      ),
      step(
        'din',
        type === 'llp' ? 'DPIN for designated partners' : 'Director Identification Numbers (DIN)',
        `Identification numbers for each ${who}, applied for in the incorporation form (${directors} × ₹${c.dinPerDirector}).`,
        'With the incorporation filing',
        c.dinPerDirector * directors,
        ['PAN', 'Proof of address', 'Photograph'],
      ),
    );
  }
  if (isCompany)
    steps.push(
      step(
        'moa-aoa',
        'Memorandum and Articles of Association',
        'Draft the e-MOA (INC-33) setting out the objects and the e-AOA (INC-34) setting out the internal rules.',
        '1–2 working days',
        c.moaAoa,
        ['Objects of the company', 'Authorised and paid-up share capital', 'Subscriber and director details'],
      ),
    );
  if (isCorporate)
    steps.push(
      step(
        'incorporation',
        'Incorporation filing',
        type === 'llp'
          ? 'File FiLLiP with the Registrar; the certificate of incorporation carries the LLP Identification Number. Government filing fee and state stamp duty depend on contribution and state and are not included.'
          : 'File SPICe+ Part B with AGILE-PRO-S; the certificate of incorporation comes with the company’s PAN and TAN. ROC fees depend on authorised capital and state stamp duty is extra; neither is included.',
        '5–10 working days',
        0,
        [
          'Registered office proof (rent agreement or title deed)',
          'Utility bill not older than 2 months',
          'No-objection certificate from the owner',
          'Consent and declarations of directors/partners',
        ],
      ),
    );
  if (type === 'llp')
    steps.push(
      step(
        'llp-agreement',
        'LLP agreement',
        'Draft the LLP agreement and file it in Form 3 within 30 days of incorporation.',
        'Within 30 days of incorporation',
        c.llpAgreement,
        [
          'Capital contribution and profit-sharing ratio',
          'Rights and duties of partners',
          'Stamp paper as per state',
        ],
      ),
    );
  if (type === 'partnership')
    steps.push(
      step(
        'deed',
        'Partnership deed and registration',
        'Draft and sign the partnership deed and register the firm with the state Registrar of Firms. Stamp duty and the registration fee vary by state and are not included.',
        '2–5 working days',
        0,
        [
          'Partners’ ID and address proof',
          'Capital contribution and profit-sharing ratio',
          'Stamp paper as per state',
          'Place of business proof',
        ],
      ),
    );
  if (type === 'proprietorship')
    steps.push(
      step(
        'registration',
        'Business registration',
        'Register the business under Udyam (MSME, free) and the state Shops and Establishments Act (fee varies by state, not included) so it can open a current account.',
        '1–3 working days',
        0,
        ['Owner’s PAN and Aadhaar', 'Place of business proof', 'Bank account details'],
      ),
    );
  steps.push(
    step(
      'pan-tan',
      type === 'proprietorship' ? 'TAN (and PAN if not already held)' : 'PAN and TAN',
      isCompany
        ? 'Permanent Account Number and Tax Deduction Account Number; for companies they are issued with incorporation.'
        : 'Permanent Account Number for the entity and Tax Deduction Account Number for deducting TDS.',
      '2–7 working days',
      c.panTan,
      ['Certificate of incorporation or registration', 'Address proof of the business'],
    ),
  );
  if (input.hasGSTRequirement)
    steps.push(
      step(
        'gst',
        'GST registration',
        'Register under GST (mandatory above the turnover threshold, for inter-state supply of goods and for e-commerce sellers).',
        '3–7 working days',
        c.gst,
        [
          'PAN of the business',
          'Proof of place of business',
          'Bank account details',
          'Photograph and ID of the promoters',
        ],
      ),
    );
  if (input.hasTrademark)
    steps.push(
      step(
        'trademark',
        'Trademark application',
        'File the brand name or logo with the Trade Marks Registry; the ™ symbol can be used once filed.',
        'Filed in 1–2 days; registration usually takes 12–18 months',
        c.trademark,
        [
          'Word mark or logo',
          'Class of goods or services',
          'User affidavit if already in use',
          'Authorisation (Form TM-48)',
        ],
      ),
    );
  if (input.hasPFRequirement)
    steps.push(
      step(
        'pf',
        'EPF registration',
        'Register with the EPFO; mandatory once the business employs 20 or more people.',
        '2–7 working days',
        c.pf,
        ['Registration certificate', 'PAN', 'Bank details', 'Employee details'],
      ),
    );
  if (input.hasESIRequirement)
    steps.push(
      step(
        'esi',
        'ESI registration',
        'Register with the ESIC; mandatory with 10 or more employees in notified areas.',
        '2–7 working days',
        c.esi,
        ['Registration certificate', 'PAN', 'Bank details', 'Employee list with wages'],
      ),
    );
  return steps;
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
