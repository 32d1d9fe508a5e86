/**
 * The steps of a formation plan (CALC-COMPANY): the entity's own registration (DSC, name, DIN, MOA/AOA, incorporation,
 * LLP agreement; or a firm's deed or a proprietor's registration), PAN and TAN, then the optional registrations.
 */
import type { CompanyFormationInput, CompanyType } from './company-formation';

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

const c = FORMATION_STEP_COSTS;

/** A company's or an LLP's own steps, from the signatures to the incorporation (and an LLP's agreement). */
function corporateSteps(type: CompanyType, directors: number): PlanStep[] {
  const isCompany = type === 'pvt-ltd' || type === 'opc';
  const who = type === 'llp' ? 'designated partner' : 'director';
  const steps: PlanStep[] = [];
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
  return steps;
}

/** A partnership's deed or a proprietorship's registration. */
function firmSteps(type: CompanyType): PlanStep[] {
  const steps: PlanStep[] = [];
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
  return steps;
}

/** GST, trademark, EPF and ESI, as asked for. */
function optionalSteps(input: CompanyFormationInput): PlanStep[] {
  const steps: PlanStep[] = [];
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

export function buildSteps(type: CompanyType, directors: number, input: CompanyFormationInput): PlanStep[] {
  const isCompany = type === 'pvt-ltd' || type === 'opc';
  const isCorporate = isCompany || type === 'llp';
  return [
    ...(isCorporate ? corporateSteps(type, directors) : firmSteps(type)),
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
    ...optionalSteps(input),
  ];
}
