import type { CoreService, CoreServiceId } from './types';

/** Card header bands: calm, dark enough for white text (each stop is at least 4.5:1 against white). */
export const serviceGradients = {
  ca: 'linear-gradient(135deg, #0B3D3F 0%, #1F6466 100%)',
  cfa: 'linear-gradient(135deg, #1B2F4B 0%, #2E537A 100%)',
  cs: 'linear-gradient(135deg, #4A2F12 0%, #85591A 100%)',
} as const satisfies Record<CoreServiceId, string>;

const caImage = '/illustrations/ca.svg';
const cfaImage = '/illustrations/cfa.svg';
const csImage = '/illustrations/cs.svg';

/**
 * The three core services (SITE-SERVICES-1): ca, cfa, cs, each with exactly five sub-services by the spec's ids.
 * Written for an Indian practice: Income-tax Act, GST, TDS, Companies Act 2013, ROC, FEMA, SEBI.
 */
export const coreServices: readonly [CoreService, CoreService, CoreService] = [
  {
    id: 'ca',
    title: 'Chartered Accountancy',
    credential: 'Chartered Accountant (CA)',
    body: 'Institute of Chartered Accountants of India (ICAI)',
    description:
      'Tax, audit, accounting, business advisory and compliance for individuals, families and growing businesses: filed on time, explained in plain language.',
    image: caImage,
    icon: 'ca',
    gradient: serviceGradients.ca,
    subServices: [
      {
        id: 'tax-advisory',
        title: 'Tax Advisory & Planning',
        content:
          'Year-round income-tax planning rather than a March scramble. We compare the old and new tax regimes on your actual numbers, plan capital gains before you sell, and prepare and file your return with every figure reconciled to Form 26AS and the Annual Information Statement (AIS).',
        items: [
          'Income Tax Return (ITR) filing for individuals, HUFs, firms and companies',
          'Old vs new tax regime comparison on your real salary and deductions',
          'Capital gains planning for shares, mutual funds and property',
          'Advance tax estimates and quarterly reminders',
          'Replies to income-tax notices, scrutiny assessments and appeals',
        ],
        image: caImage,
        icon: 'tax',
        gradient: serviceGradients.ca,
      },
      {
        id: 'financial-audit',
        title: 'Financial Audit & Assurance',
        content:
          'Independent audits carried out to the Standards on Auditing issued by ICAI. We plan the audit around your business, share findings early and leave you with practical recommendations, not just an opinion.',
        items: [
          'Statutory audit of companies under the Companies Act, 2013',
          'Tax audit under Section 44AB of the Income-tax Act',
          'Internal and management audits',
          'Stock and receivables audits for bank working-capital limits',
          'GST annual return (GSTR-9 / 9C) reconciliation',
        ],
        image: caImage,
        icon: 'audit',
        gradient: serviceGradients.ca,
      },
      {
        id: 'accounting-bookkeeping',
        title: 'Accounting & Bookkeeping',
        content:
          'Clean, current books are the base of every good decision and every smooth audit. We keep your accounts month by month, reconcile banks and ledgers, and turn them into short reports you can actually read.',
        items: [
          'Monthly bookkeeping on Tally Prime or Zoho Books',
          'Bank, vendor and customer reconciliations',
          'Payroll with PF, ESI and professional tax',
          'Monthly MIS and cash-flow reports',
          'Year-end financial statements (Schedule III for companies)',
        ],
        image: caImage,
        icon: 'ledger',
        gradient: serviceGradients.ca,
      },
      {
        id: 'business-advisory',
        title: 'Business Advisory',
        content:
          'From choosing the right structure to preparing for a bank loan, we help owners see the financial consequence of each decision before it is made.',
        items: [
          'Choosing the entity: proprietorship, partnership, LLP or private limited',
          'Business plans, projections and CMA data for bank finance',
          'Budgeting, costing and pricing reviews',
          'MSME (Udyam) and Startup India guidance',
          'Financial due diligence before you buy, invest or partner',
        ],
        image: caImage,
        icon: 'advisory',
        gradient: serviceGradients.ca,
      },
      {
        id: 'compliance-regulatory',
        title: 'Compliance & Regulatory',
        content:
          'A single compliance calendar for GST, TDS and other statutory filings, with reminders well before each due date, so late fees and interest stop being a cost of doing business.',
        items: [
          'GST registration, monthly and quarterly returns, and refunds',
          'TDS / TCS returns (Forms 24Q, 26Q, 27EQ) and Form 16 / 16A',
          'FEMA and RBI reporting for foreign remittances and investment',
          'Professional tax and other state-level filings',
          'A compliance calendar with reminders for every due date',
        ],
        image: caImage,
        icon: 'compliance',
        gradient: serviceGradients.ca,
      },
    ],
  },
  {
    id: 'cfa',
    title: 'Investment & Wealth (CFA)',
    credential: 'Chartered Financial Analyst (CFA)',
    body: 'CFA Institute Code of Ethics and Standards of Professional Conduct',
    description:
      'Portfolio, research, planning, risk and wealth advice built on the CFA Institute’s standards: goal-based, evidence-led and free of product pushing.',
    image: cfaImage,
    icon: 'cfa',
    gradient: serviceGradients.cfa,
    subServices: [
      {
        id: 'portfolio-management',
        title: 'Portfolio Management',
        content:
          'A portfolio designed around your goals and your tolerance for ups and downs, then reviewed on a schedule. You keep full control of your own demat and mutual fund accounts: we advise, you decide.',
        items: [
          'Goal-based asset allocation across equity, debt and gold',
          'Portfolio health check and fund-overlap analysis',
          'Rebalancing plans with tax-aware exits',
          'Direct-plan mutual fund and ETF selection',
          'Quarterly review reports',
        ],
        image: cfaImage,
        icon: 'portfolio',
        gradient: serviceGradients.cfa,
      },
      {
        id: 'investment-research',
        title: 'Investment Research',
        content:
          'Independent research notes that show the working: business quality, valuation and risks, so you understand why an investment fits before you commit money to it.',
        items: [
          'Company and sector analysis',
          'Mutual fund and ETF due diligence',
          'Bond and debenture credit review (rating, yield to maturity)',
          'IPO and NFO evaluation notes',
          'Valuation using discounted cash flow and relative multiples',
        ],
        image: cfaImage,
        icon: 'research',
        gradient: serviceGradients.cfa,
      },
      {
        id: 'financial-planning',
        title: 'Financial Planning',
        content:
          'A written plan that connects your income, expenses, insurance and investments to the things you want to pay for: a child’s education, a home, a calm retirement.',
        items: [
          'Goal planning for education, home and retirement',
          'Cash-flow and emergency-fund planning',
          'Term and health insurance adequacy review',
          'Retirement corpus and withdrawal strategy',
          'Nominations, wills and basic estate planning',
        ],
        image: cfaImage,
        icon: 'planning',
        gradient: serviceGradients.cfa,
      },
      {
        id: 'risk-management',
        title: 'Risk Management',
        content:
          'Most financial setbacks come from risks nobody looked at. We map what could go wrong, from an uninsured hospital bill to a concentrated stock position, and size the protection to match.',
        items: [
          'Insurance gap analysis: life, health and property',
          'Concentration and liquidity risk review',
          'Interest-rate and credit risk in debt holdings',
          'Stress tests of your portfolio against past market falls',
          'Plain-language guidance on F&O risk for traders',
        ],
        image: cfaImage,
        icon: 'risk',
        gradient: serviceGradients.cfa,
      },
      {
        id: 'wealth-management',
        title: 'Wealth Management',
        content:
          'For families with more moving parts: several accounts, several generations, property and business interests. One consolidated view, one plan, and tax efficiency across all of it.',
        items: [
          'Consolidated family net-worth reporting',
          'HUF and family wealth structuring',
          'NRI investment and repatriation guidance (FEMA)',
          'Tax-efficient investing across equity, debt and gold',
          'Succession planning with wills and nominations',
        ],
        image: cfaImage,
        icon: 'wealth',
        gradient: serviceGradients.cfa,
      },
    ],
  },
  {
    id: 'cs',
    title: 'Corporate & Legal (CS)',
    credential: 'Company Secretary (CS)',
    body: 'Institute of Company Secretaries of India (ICSI)',
    description:
      'Legal advisory, trademarks, licences, governance and documentation: the secretarial backbone that keeps a company compliant with the Companies Act, 2013 and ROC requirements.',
    image: csImage,
    icon: 'cs',
    gradient: serviceGradients.cs,
    subServices: [
      {
        id: 'legal-advisory',
        title: 'Legal Advisory',
        content:
          'Company-law opinions and well-drafted agreements prevent most business disputes. We review what you are signing and draft what you need, in language both sides understand.',
        items: [
          'Company-law opinions under the Companies Act, 2013',
          'Founders’ and shareholders’ agreements',
          'Drafting and vetting of commercial contracts',
          'Employment, consultancy and NDA templates',
          'Replies to regulatory and legal notices',
        ],
        image: csImage,
        icon: 'legal',
        gradient: serviceGradients.cs,
      },
      {
        id: 'trademark-ipr',
        title: 'Trademark & IPR',
        content:
          'Your brand is an asset: protect it before someone else files it. We search, file and follow up with the Trade Marks Registry until registration, and keep renewals on the calendar.',
        items: [
          'Trademark search and application (Form TM-A)',
          'Replies to examination reports and objections',
          'Opposition proceedings and hearings',
          'Renewals and assignment of trademarks',
          'Copyright registration for content and software',
        ],
        image: csImage,
        icon: 'trademark',
        gradient: serviceGradients.cs,
      },
      {
        id: 'business-licenses',
        title: 'Business Licences & Registrations',
        content:
          'Start right and stay registered. We handle incorporation and the registrations a new business needs, in the order they are needed.',
        items: [
          'Company and LLP incorporation (SPICe+ and FiLLiP)',
          'GST, MSME (Udyam) and Import Export Code (IEC) registration',
          'FSSAI food business licence',
          'Shops and Establishments registration',
          'Startup India (DPIIT) recognition',
        ],
        image: csImage,
        icon: 'license',
        gradient: serviceGradients.cs,
      },
      {
        id: 'corporate-governance',
        title: 'Corporate Governance',
        content:
          'Annual ROC filings, board processes and statutory registers handled to the Secretarial Standards issued by ICSI, so directors can focus on running the company.',
        items: [
          'Annual ROC filings (AOC-4, MGT-7 / MGT-7A)',
          'Board and general meeting notices and minutes',
          'Statutory registers and director KYC (DIR-3 KYC)',
          'Appointment and resignation of directors and auditors',
          'Secretarial audit (Form MR-3) for eligible companies',
        ],
        image: csImage,
        icon: 'governance',
        gradient: serviceGradients.cs,
      },
      {
        id: 'financial-legal-docs',
        title: 'Financial & Legal Documentation',
        content:
          'The paperwork behind money moving in and out of a business: share issues, loans, charges and deeds, drafted correctly and filed within the statutory time limits.',
        items: [
          'Share allotment and transfer, with return of allotment (PAS-3)',
          'Creation and satisfaction of charges (CHG-1, CHG-4)',
          'Partnership and LLP agreements',
          'Loan and security documentation',
          'Due-diligence reports for investors and lenders',
        ],
        image: csImage,
        icon: 'documents',
        gradient: serviceGradients.cs,
      },
    ],
  },
];

export const coreServiceById = (id: CoreServiceId) => coreServices.find((s) => s.id === id)!;
